"""5.B: the scoring table, and the winners (ties: the tie_break setting)."""

from __future__ import annotations

from typing import Any

from gm_tool.games.colonization.rules.pieces import number
from gm_tool.games.colonization.state import ColState


def score(state: ColState, player: str, settings: Any) -> dict[str, int]:
    colonies = state.colonies_of(player)
    planets = sum(number(p.value) for p in colonies)
    ace = settings.ace_planet_bonus * sum(1 for p in colonies if p.value == "ace")
    match = settings.match_bonus * sum(1 for p in colonies if number(p.colony.coin) == number(p.value))
    n = len(colonies)
    if settings.count_bonus == "cumulative":
        count = (settings.five_colonies_bonus if n >= 5 else 0) + (settings.six_colonies_bonus if n >= 6 else 0)
    else:
        count = settings.six_colonies_bonus if n >= 6 else settings.five_colonies_bonus if n == 5 else 0
    return {"planets": planets, "ace_bonus": ace, "match_bonus": match, "count_bonus": count,
            "total": planets + ace + match + count}


def final_scores(state: ColState, settings: Any) -> list[dict[str, Any]]:
    """One line per player, in turn order: {player, planets, ace_bonus, match_bonus, count_bonus, total}."""
    return [{"player": p, **score(state, p, settings)} for p in state.players]


def winners(state: ColState, settings: Any) -> list[str]:
    lines = final_scores(state, settings)
    best = max(line["total"] for line in lines)
    top = [line["player"] for line in lines if line["total"] == best]
    if len(top) > 1 and settings.tie_break != "shared":
        def key(p: str) -> int:
            seat = state.seats[p]
            if settings.tie_break == "most_colonies":
                return len(state.colonies_of(p))
            return len(seat.stash) + len(seat.discard)
        most = max(key(p) for p in top)
        top = [p for p in top if key(p) == most]
    return top
