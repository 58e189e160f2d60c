"""Final scoring, exactly as the seed lists it:

- end VP of buildings that are staffed (at least their minimum staff) or take no staff;
- VP gained during the game (production, Survey Station, Soldier/Officer trades);
- -1 per unemployed colonist (Temporary Housing), -2 per unemployed Criminal, 0 per Soldier/Officer;
- resources converted at the Standard environment's "buys for" price, plus Wealth: 1 VP per 10,
  rounded down.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from gm_tool.games.distant_colony.rules.common import CATALOGUE, is_staffed, standard_price
from gm_tool.games.distant_colony.state import DCState, Settlement

UNEMPLOYED_VP = {"criminal": -2, "soldier": 0, "officer": 0}   # everyone else: -1


@dataclass(slots=True)
class ScoreLine:
    player: str
    building_vp: int
    play_vp: int
    unemployment: int
    resource_wealth: int
    wealth: int
    wealth_vp: int
    total: int

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(slots=True)
class ScoreReport:
    lines: list[ScoreLine]
    winners: list[str] = field(default_factory=list)

    def by_player(self) -> dict[str, ScoreLine]:
        return {line.player: line for line in self.lines}

    def to_dict(self) -> dict[str, Any]:
        return {"scores": [line.to_dict() for line in self.lines], "winners": list(self.winners)}


def score_settlement(s: Settlement) -> ScoreLine:
    building_vp = 0
    for b in s.buildings:
        bt = CATALOGUE[b.kind]
        if not bt.takes_staff or is_staffed(b):
            building_vp += bt.end_vp
    unemployment = sum(UNEMPLOYED_VP.get(c, -1) for c in s.housing)
    resource_wealth = sum(standard_price(k) * n for k, n in s.resources.items() if n)
    wealth_vp = (s.wealth + resource_wealth) // 10
    total = building_vp + s.vp + unemployment + wealth_vp
    return ScoreLine(s.player, building_vp, s.vp, unemployment, resource_wealth, s.wealth,
                     wealth_vp, total)


def final_scores(state: DCState, settings) -> ScoreReport:
    """Every player's breakdown, in player order, and the winner(s). Works on any state, so it
    is also the projected score mid-game."""
    lines = [score_settlement(state.settlements[p]) for p in state.players]
    best = max(line.total for line in lines)
    top = [line for line in lines if line.total == best]
    if settings.tie_break == "wealth" and len(top) > 1:
        # most Wealth after converting resources (the same Wealth the score counted)
        most = max(line.wealth + line.resource_wealth for line in top)
        top = [line for line in top if line.wealth + line.resource_wealth == most]
    return ScoreReport(lines, [line.player for line in top])


def projected_score(state: DCState, player: str) -> ScoreLine:
    """What `player` would score if the game ended now."""
    return score_settlement(state.settlements[player])
