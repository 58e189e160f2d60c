"""Distant Colony's rules: pure functions from (state, orders, settings, rng) to a new state and
a record of what happened. No file, clock or terminal access; randomness only through the
RecordedRng passed in.

Public API (other layers call only these):
- validate_orders(state, orders, settings) -> list[Diagnostic]; orders_problems: the same, each
  with the order it is about (("builds", i), ("player_trades", i), ("moves", i), ("survey", i)
  or None)
- resolve_round(state, orders_by_player, settings, rng) -> (new_state, RoundRecord)
  (in_place=True: on `state` itself, for callers that drop it, such as self-play)
- open_trade(state, settings, rng) -> environment key (draw it at reveal so players see prices)
- final_scores(state, settings) -> ScoreReport; projected_score(state, player) -> ScoreLine
- organization_winner(state, settings) -> who gains First Player this round
- colonists_ahead(state, player), leave_for(trial, orders, ahead, settings): the players who take
  an Available colonist first, and a trial state (the post checker's) with theirs taken out
- legal options: buildable, staff_from_housing, housing_moves, default_steps
- what a player's planning may use (self-play's bots): the catalogue's per-kind tables (CATALOGUE,
  SIZE, SLOTS, STORAGE, CONVERSIONS, DISCARD_ORDER, ENVIRONMENTS), settlement measures (capacity,
  stored, spaces_used, colonist_total, staff_fits, staffing_problem), Colonization's
  SUBSTITUTE_ORDER and substitute, Survey's STATION_YIELD, Production's default order
  (default_order, FAST_PRODUCTION, COLONY_CENTER_ITEMS) and production_alone (one settlement's
  Production, validating), and order_words (how a station trade order reads in a message)
"""

from gm_tool.games.distant_colony.rules.colonization import (SUBSTITUTE_ORDER, colonists_ahead,
                                                             leave_for, substitute)
from gm_tool.games.distant_colony.rules.common import (CATALOGUE, CONVERSIONS, DISCARD_ORDER,
                                                       ENVIRONMENTS, SIZE, SLOTS, STORAGE,
                                                       capacity, colonist_total, spaces_used,
                                                       staff_fits, stored)
from gm_tool.games.distant_colony.rules.end import end_reasons
from gm_tool.games.distant_colony.rules.options import (buildable, free_slots, housing_moves,
                                                        staff_from_housing)
from gm_tool.games.distant_colony.rules.organization import organization_winner
from gm_tool.games.distant_colony.rules.production import (COLONY_CENTER_ITEMS, FAST_PRODUCTION,
                                                           default_order, default_steps,
                                                           production_alone)
from gm_tool.games.distant_colony.rules.record import Ledger, RoundRecord, Skip
from gm_tool.games.distant_colony.rules.round import (orders_problems, phases_of, resolve_round,
                                                      validate_orders)
from gm_tool.games.distant_colony.rules.scoring import (ScoreLine, ScoreReport, final_scores,
                                                        projected_score)
from gm_tool.games.distant_colony.rules.staffing import staffing_problem
from gm_tool.games.distant_colony.rules.survey import STATION_YIELD
from gm_tool.games.distant_colony.rules.trade import known_environment, open_trade, order_words

__all__ = [
    "CATALOGUE", "COLONY_CENTER_ITEMS", "CONVERSIONS", "DISCARD_ORDER", "ENVIRONMENTS",
    "FAST_PRODUCTION", "Ledger", "RoundRecord", "SIZE", "SLOTS", "STATION_YIELD", "STORAGE",
    "SUBSTITUTE_ORDER", "ScoreLine", "ScoreReport", "Skip", "buildable", "capacity",
    "colonist_total", "colonists_ahead", "default_order", "default_steps", "end_reasons", "final_scores",
    "free_slots", "housing_moves", "known_environment", "leave_for", "open_trade", "order_words",
    "orders_problems", "organization_winner", "phases_of", "production_alone", "projected_score",
    "resolve_round",
    "spaces_used", "staff_fits", "staff_from_housing", "staffing_problem", "stored", "substitute",
    "validate_orders",
]
