"""Distant Colony's rules: pure functions from (state, orders, settings, rng) to a new state and
a record of what happened. No file, clock or terminal access; randomness only through the
RecordedRng passed in.

Public API (other layers call only these):
- validate_orders(state, orders, settings) -> list[Diagnostic]
- resolve_round(state, orders_by_player, settings, rng) -> (new_state, RoundRecord)
  (in_place=True: on `state` itself, for callers that drop it, such as self-play)
- open_trade(state, settings, rng) -> environment key (draw it at reveal so players see prices)
- final_scores(state, settings) -> ScoreReport; projected_score(state, player) -> ScoreLine
- organization_winner(state, settings) -> who gains First Player this round
- legal options: buildable, staff_from_housing, housing_moves, default_steps
"""

from gm_tool.games.distant_colony.rules.end import end_reasons
from gm_tool.games.distant_colony.rules.options import (buildable, free_slots, housing_moves,
                                                        staff_from_housing)
from gm_tool.games.distant_colony.rules.organization import organization_winner
from gm_tool.games.distant_colony.rules.production import default_steps
from gm_tool.games.distant_colony.rules.record import Ledger, RoundRecord, Skip
from gm_tool.games.distant_colony.rules.round import phases_of, resolve_round, validate_orders
from gm_tool.games.distant_colony.rules.scoring import (ScoreLine, ScoreReport, final_scores,
                                                        projected_score)
from gm_tool.games.distant_colony.rules.trade import known_environment, open_trade

__all__ = [
    "Ledger", "RoundRecord", "ScoreLine", "ScoreReport", "Skip", "buildable", "default_steps",
    "end_reasons", "final_scores", "free_slots", "housing_moves", "known_environment",
    "open_trade", "organization_winner", "phases_of", "projected_score", "resolve_round",
    "staff_from_housing", "validate_orders",
]
