"""Sealed Bids' state: plain TOML-ready data (the campaign file holds it under [state]), its
checks (a hand edit is checked key by key) and its public form.

    round     the round being played (1 …)
    phase     "roll" (the lot die is due: a chance step), "bid" (sealed bids: a secret step),
              "trade" (players post in turn: turn steps), "over" (the game has ended)
    players   the seats, in sign-up order
    order     this round's turn order (the seats from the round's first player on)
    coins     player -> coins (public)
    stock     player -> grams of saffron (HIDDEN until the end; "hidden" in a public copy)
    dropped   players who left the game (their seat stays, is skipped, and is scored)
    lot       {die, grams} once rolled this round, {} before
    bids      player -> the revealed bid (this round, after the reveal)
    winner    who won this round's lot ("" = nobody bid)
    paid      what the winner paid
    to_act    who still posts this round, in order (the first is the one whose turn it is)
    sales     player -> grams sold this round
    ended     the game is over
    final     at the end: one line per seat (player, coins, stock, total), best first
    winners   at the end: who has the highest total
"""

from __future__ import annotations

from typing import Any

PHASES = ("roll", "bid", "trade", "over")
#: a stock in a public copy (gm export --public): the player's own business until the end
HIDDEN = "hidden"
GRAMS_PER_UNIT = 100


def new_state(players: list[str], coins: int, stocks: dict[str, int]) -> dict[str, Any]:
    return {
        "round": 1,
        "phase": "roll",
        "players": list(players),
        "order": list(players),
        "coins": {p: coins for p in players},
        "stock": dict(stocks),
        "dropped": [],
        "lot": {},
        "bids": {},
        "winner": "",
        "paid": 0,
        "to_act": [],
        "sales": {},
        "ended": False,
        "final": [],
        "winners": [],
    }


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def problems(state: dict[str, Any], players: list[str]) -> list[str]:
    """Everything wrong with a (hand-edited) state, each naming its key path."""
    out: list[str] = []
    if not isinstance(state, dict):
        return ["state: not a table"]
    for key in ("round", "phase", "players", "order", "coins", "stock", "dropped", "lot", "bids",
                "winner", "paid", "to_act", "sales", "ended", "final", "winners"):
        if key not in state:
            out.append(f"state.{key}: missing")
    if out:
        return out
    if state["players"] != list(players):
        out.append(f"state.players: {state['players']} is not the campaign's players {players}")
    if not _whole(state["round"]) or state["round"] < 1:
        out.append(f"state.round: {state['round']!r} is not a round number (1 or more)")
    if state["phase"] not in PHASES:
        out.append(f"state.phase: {state['phase']!r} is not one of {', '.join(PHASES)}")
    for key in ("order", "to_act", "dropped", "winners"):
        if not isinstance(state[key], list) or any(p not in players for p in state[key]):
            out.append(f"state.{key}: every entry must be one of {', '.join(players)}")
    if isinstance(state["order"], list) and sorted(state["order"]) != sorted(players):
        out.append("state.order: must hold every player once")
    for key in ("coins", "stock"):
        table = state[key]
        if not isinstance(table, dict) or set(table) != set(players):
            out.append(f"state.{key}: needs one entry per player")
            continue
        for p, value in table.items():
            if key == "stock" and value == HIDDEN:
                continue
            if not _whole(value) or value < 0:
                out.append(f"state.{key}.{p}: {value!r} is not a whole number of 0 or more")
            elif key == "stock" and value % GRAMS_PER_UNIT:
                out.append(f"state.stock.{p}: {value} is not in hundreds of grams")
    lot = state["lot"]
    if not isinstance(lot, dict) or (lot and not (_whole(lot.get("die")) and _whole(lot.get("grams")))):
        out.append("state.lot: {} or a table with whole numbers die and grams")
    if state["phase"] in ("bid", "trade") and not lot:
        out.append(f"state.lot: a {state['phase']} phase needs the lot rolled")
    for key in ("bids", "sales"):
        table = state[key]
        if not isinstance(table, dict) or any(p not in players or not _whole(v) or v < 0
                                              for p, v in table.items()):
            out.append(f"state.{key}: player -> a whole number of 0 or more")
    if state["winner"] not in ("", *players):
        out.append(f"state.winner: {state['winner']!r} is not a player (or \"\")")
    if not _whole(state["paid"]) or state["paid"] < 0:
        out.append(f"state.paid: {state['paid']!r} is not a whole number of 0 or more")
    if not isinstance(state["ended"], bool):
        out.append("state.ended: true or false")
    elif state["ended"] != (state["phase"] == "over"):
        out.append("state.ended: must be true exactly when state.phase is \"over\"")
    if state["phase"] == "trade" and not state["to_act"]:
        out.append("state.to_act: a trade phase needs someone to act")
    if not isinstance(state["final"], list):
        out.append("state.final: a list of score lines")
    return out


def public_view(state: dict[str, Any]) -> dict[str, Any]:
    """The state as every player may see it: everything but the stocks (which the final scoring
    shows once the game has ended). Built key by key, so a key added later stays private until
    it is listed here."""
    return {
        "round": state["round"],
        "phase": state["phase"],
        "players": list(state["players"]),
        "turn_order": list(state["order"]),
        "first_player": state["order"][0] if state["order"] else None,
        "current_player": state["to_act"][0] if state["phase"] == "trade" and state["to_act"] else None,
        "coins": dict(state["coins"]),
        "dropped": list(state["dropped"]),
        "lot": dict(state["lot"]),
        "bids": dict(state["bids"]),
        "winner": state["winner"],
        "paid": state["paid"],
        "to_act": list(state["to_act"]),
        "sales": dict(state["sales"]),
        "ended": state["ended"],
        "final": [dict(line) for line in state["final"]],
        "winners": list(state["winners"]),
    }


def redacted(state: dict[str, Any]) -> dict[str, Any]:
    """A copy for players (gm export --public): the stocks hidden until the game has ended."""
    if state.get("ended"):
        return state
    return {**state, "stock": {p: HIDDEN for p in state.get("stock", {})}}
