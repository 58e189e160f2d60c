"""Throws' state: plain TOML-ready data, its checks and its public form. Nothing in it is
hidden: a throw is secret only until the reveal, and the engine keeps it (committed) until then.

    round     the round being played (1 …; at the end, the last round played)
    played    rounds revealed so far
    players   the seats, in sign-up order
    dropped   players who left (skipped from then on, scored at the end)
    points    player -> points so far
    throws    the last revealed round: player -> "rock" | "paper" | "scissors" ("" = none sent)
    gained    the last revealed round: player -> points it gave
    ended     the game is over
    final     at the end: one line per seat (player, total), best first
    winners   at the end: who has the most points
"""

from __future__ import annotations

from typing import Any

THROWS = ("rock", "paper", "scissors")
KEYS = ("round", "played", "players", "dropped", "points", "throws", "gained", "ended", "final",
        "winners")


def new_state(players: list[str]) -> dict[str, Any]:
    return {"round": 1, "played": 0, "players": list(players), "dropped": [],
            "points": {p: 0 for p in players}, "throws": {}, "gained": {}, "ended": False,
            "final": [], "winners": []}


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def problems(state: dict[str, Any], players: list[str], rounds: int | None = None) -> list[str]:
    """Everything wrong with a (hand-edited) state, each naming its key path. `rounds`: the
    campaign's setting, when known (the round may not go past it)."""
    if not isinstance(state, dict):
        return ["state: not a table"]
    out = [f"state.{key}: missing" for key in KEYS if key not in state]
    if out:
        return out
    if state["players"] != list(players):
        out.append(f"state.players: {state['players']} is not the campaign's players {players}")
    number, played = state["round"], state["played"]
    if not _whole(number) or number < 1:
        out.append(f"state.round: {number!r} is not a round number (1 or more)")
    elif rounds is not None and number > rounds:
        out.append(f"state.round: {number} is past the campaign's {rounds} rounds")
    if not _whole(played) or played < 0:
        out.append(f"state.played: {played!r} is not a whole number of 0 or more")
    if not isinstance(state["ended"], bool):
        out.append("state.ended: true or false")
    elif _whole(number) and _whole(played):
        allowed = (number - 1, number) if state["ended"] else (number - 1,)
        if played not in allowed:
            out.append(f"state.played: {played} rounds revealed does not fit round {number}"
                       + (" (the game is over)" if state["ended"] else f" (it must be {number - 1})"))
    for key in ("dropped", "winners"):
        if not isinstance(state[key], list) or any(p not in players for p in state[key]):
            out.append(f"state.{key}: every entry must be one of {', '.join(players)}")
    points = state["points"]
    if not isinstance(points, dict) or set(points) != set(players):
        out.append("state.points: needs one entry per player")
    else:
        out += [f"state.points.{p}: {v!r} is not a whole number of 0 or more"
                for p, v in points.items() if not _whole(v) or v < 0]
    throws = state["throws"]
    if not isinstance(throws, dict) or any(p not in players for p in throws):
        out.append("state.throws: player -> a throw")
    else:
        out += [f"state.throws.{p}: {v!r} is not one of {', '.join(THROWS)} (or \"\")"
                for p, v in throws.items() if v not in (*THROWS, "")]
    gained = state["gained"]
    if not isinstance(gained, dict) or any(p not in players or not _whole(v) or v < 0
                                           for p, v in gained.items()):
        out.append("state.gained: player -> a whole number of 0 or more")
    if not isinstance(state["final"], list):
        out.append("state.final: a list of score lines")
    elif state["ended"] is True and not state["final"]:
        out.append("state.final: an ended game needs its score lines")
    elif state["ended"] is False and (state["final"] or state["winners"]):
        out.append("state.final: score lines and winners only once the game has ended")
    return out


def public_view(state: dict[str, Any]) -> dict[str, Any]:
    """Everything, key by key (a key added later stays out until it is listed here)."""
    return {
        "round": state["round"],
        "played": state["played"],
        "players": list(state["players"]),
        "dropped": list(state["dropped"]),
        "points": dict(state["points"]),
        "throws": dict(state["throws"]),
        "gained": dict(state["gained"]),
        "ended": state["ended"],
        "final": [dict(line) for line in state["final"]],
        "winners": list(state["winners"]),
    }
