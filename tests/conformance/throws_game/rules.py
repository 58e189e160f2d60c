"""Throws' rules, on the plain state (state.py). Every function returns a new state and leaves
its argument alone; the game draws nothing.

Each round every active player throws; each gets one point per other player's throw theirs
beats (a player who sent none beats nobody and is beaten by nobody). After `rounds` rounds, or
once everybody has left, the most points win.
"""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.errors import GmError

from .state import THROWS, new_state

#: what each throw beats
BEATS = {"rock": "scissors", "scissors": "paper", "paper": "rock"}


def setup(players: list[str]) -> dict[str, Any]:
    return new_state(players)


def active(state: dict[str, Any]) -> list[str]:
    return [p for p in state["players"] if p not in state["dropped"]]


def score(throws: dict[str, str]) -> dict[str, int]:
    """Points per player for one round's throws ("" = none sent)."""
    return {p: sum(1 for q, other in throws.items() if q != p and mine and BEATS[mine] == other)
            for p, mine in throws.items()}


def play_round(state: dict[str, Any], choices: dict[str, str | None],
               rounds: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """The round's throws revealed (None: no throw sent)."""
    throws = {p: (choices.get(p) or "") for p in active(state)}
    for p, t in throws.items():
        if t not in (*THROWS, ""):
            raise GmError(f"{p}'s throw {t!r} is not rock, paper or scissors")
    gained = score(throws)
    points = {p: state["points"][p] + gained.get(p, 0) for p in state["players"]}
    new = {**state, "played": state["round"], "points": points, "throws": throws, "gained": gained}
    new = next_round(new, rounds)
    info = {"round": state["round"], "throws": throws, "gained": gained, "points": dict(points),
            "missing": [p for p, t in throws.items() if not t]}
    return new, info


def next_round(state: dict[str, Any], rounds: int) -> dict[str, Any]:
    if state["played"] >= rounds or not active(state):
        return finish(state)
    return {**state, "round": state["played"] + 1}


def score_lines(state: dict[str, Any]) -> list[dict[str, Any]]:
    lines = [{"player": p, "total": state["points"][p]} for p in state["players"]]
    return sorted(lines, key=lambda line: -line["total"])


def finish(state: dict[str, Any]) -> dict[str, Any]:
    lines = score_lines(state)
    best = lines[0]["total"] if lines else 0
    return {**state, "ended": True, "final": lines,
            "winners": [line["player"] for line in lines if line["total"] == best]}


def drop(state: dict[str, Any], player: str, rounds: int) -> dict[str, Any]:
    """`player` leaves: no throw from now on; the seat keeps its points and is scored."""
    if player in state["dropped"]:
        return state
    new = {**state, "dropped": [*state["dropped"], player]}
    return finish(new) if not active(new) else new


def adjust(state: dict[str, Any], player: str, points: int) -> dict[str, Any]:
    total = state["points"][player] + points
    if total < 0:
        raise GmError(f"{player} has {state['points'][player]} points: {points:+d} would leave {total}")
    return {**state, "points": {**state["points"], player: total}}
