"""Sealed Bids' rules, on the plain state (state.py). Every function returns a new state and
leaves its argument alone; every draw comes from the campaign's RecordedRng, with its purpose.

1. Set-up: each player gets `start_coins` coins and a hidden stock of saffron, drawn in secret
   (3,000 to 6,900 g, in hundreds).
2. Each round:
   a. the tool rolls the lot die (chance step): the lot is die × 100 g, and the die is also this
      round's price (coins per 100 g sold);
   b. sealed bids (secret step): each player bids 0 … their coins; the highest bid above 0 wins
      (ties: the earlier player in this round's turn order), pays it and adds the lot to their
      stock; with no bid above 0 the lot is not sold;
   c. in turn order (turn steps) each player keeps or sells part of their stock, in hundreds of
      grams, at the round's price.
3. After `rounds` rounds the game ends: each seat scores its coins plus one point per 100 g, and
   the highest total wins (ties share the win).

The turn order rotates: round r starts with the seat after round r-1's first player. A dropped
player's seat is skipped in the turn order, bids nothing, and is scored at the end.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gm_tool.core.kit.errors import GmError
from gm_tool.core.kit.rng import RecordedRng

from .state import GRAMS_PER_UNIT, new_state

STOCK_MIN, STOCK_STEPS = 3000, 40  # a hidden stock is 3,000 + 100 × (0 … 39) grams
POINTS_PER_UNIT = 3  # each 100 g held at the end scores 3 points


@dataclass(frozen=True)
class Keep:
    """Sell nothing this round."""


@dataclass(frozen=True)
class Sell:
    grams: int


Action = Keep | Sell


def setup(players: list[str], settings: Any, rng: RecordedRng) -> dict[str, Any]:
    stocks = {p: STOCK_MIN + GRAMS_PER_UNIT * rng.below(STOCK_STEPS, f"hidden stock of {p}")
              for p in players}
    return new_state(players, settings.start_coins, stocks)


def active(state: dict[str, Any]) -> list[str]:
    """This round's turn order without the dropped seats."""
    return [p for p in state["order"] if p not in state["dropped"]]


def roll_lot(state: dict[str, Any], settings: Any, rng: RecordedRng) -> tuple[dict[str, Any], dict[str, Any]]:
    """2a: the chance step. Returns the new state and the public info of the roll."""
    die = rng.below(settings.die_sides, f"lot die, round {state['round']}") + 1
    lot = {"die": die, "grams": die * GRAMS_PER_UNIT}
    new = {**state, "phase": "bid", "lot": lot, "bids": {}, "winner": "", "paid": 0, "sales": {}}
    return new, {"round": state["round"], "die": die, "lot_grams": lot["grams"], "price": die}


def bid_limit(state: dict[str, Any], player: str) -> int:
    return state["coins"][player]


def auction(state: dict[str, Any], bids: dict[str, int | None], rounds: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """2b: the sealed bids revealed (None: no bid sent, counted as 0)."""
    placed = {p: int(bids.get(p) or 0) for p in active(state)}
    for p, amount in placed.items():
        if amount > state["coins"][p]:
            raise GmError(f"{p}'s bid of {amount} is more than their {state['coins'][p]} coins")
    best = max(placed.values(), default=0)
    winner = next((p for p in active(state) if placed[p] == best), "") if best > 0 else ""
    coins, stock = dict(state["coins"]), dict(state["stock"])
    if winner:
        coins[winner] -= best
        stock[winner] += state["lot"]["grams"]
    new = {**state, "phase": "trade", "bids": placed, "winner": winner, "paid": best if winner else 0,
           "coins": coins, "stock": stock, "to_act": active(state)}
    if not new["to_act"]:  # everybody has left: the round is over at once
        new = next_round(new, rounds)
    info = {"bids": placed, "winner": winner, "paid": new["paid"], "lot_grams": state["lot"]["grams"],
            "turn_order": active(state)}
    return new, info


def check_action(state: dict[str, Any], player: str, action: Action) -> str | None:
    """Why `action` is not allowed for `player` now (None: it is). A stock shown as "hidden"
    (a player's public copy) is not checked: the GM's copy checks it."""
    if isinstance(action, Sell):
        if action.grams <= 0 or action.grams % GRAMS_PER_UNIT:
            return "sell whole hundreds of grams (100, 200, …)"
        held = state["stock"][player]
        if isinstance(held, int) and action.grams > held:
            return "that is more saffron than you hold"
    return None


def act(state: dict[str, Any], player: str, action: Action | None, rounds: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """2c: one player's turn (None: no post, the player keeps)."""
    if state["phase"] != "trade" or not state["to_act"] or state["to_act"][0] != player:
        raise GmError(f"it is not {player}'s turn")
    price = state["lot"]["die"]
    sold = action.grams if isinstance(action, Sell) else 0
    earned = sold // GRAMS_PER_UNIT * price
    coins, stock = dict(state["coins"]), dict(state["stock"])
    coins[player] += earned
    stock[player] -= sold
    new = {**state, "coins": coins, "stock": stock, "to_act": state["to_act"][1:],
           "sales": {**state["sales"], player: sold}}
    record = {"round": state["round"], "player": player, "sold": sold, "earned": earned,
              "price": price, "action": "keep" if not sold else f"sell {sold}"}
    if not new["to_act"]:
        new = next_round(new, rounds)
    return new, record


def next_round(state: dict[str, Any], rounds: int) -> dict[str, Any]:
    """The round is over: the next one opens with its lot die, or the game ends."""
    if state["round"] >= rounds or len(state["dropped"]) == len(state["players"]):
        return finish(state)
    seats = state["players"]
    first = seats.index(state["order"][0])
    order = seats[first + 1:] + seats[:first + 1]
    return {**state, "round": state["round"] + 1, "phase": "roll", "order": order, "lot": {},
            "to_act": []}


def score_lines(state: dict[str, Any]) -> list[dict[str, Any]]:
    lines = [{"player": p, "coins": state["coins"][p], "stock": state["stock"][p],
              "total": state["coins"][p] + POINTS_PER_UNIT * (state["stock"][p] // GRAMS_PER_UNIT)}
             for p in state["players"]]
    return sorted(lines, key=lambda line: -line["total"])


def finish(state: dict[str, Any]) -> dict[str, Any]:
    lines = score_lines(state)
    best = lines[0]["total"] if lines else 0
    return {**state, "phase": "over", "to_act": [], "ended": True, "final": lines,
            "winners": [line["player"] for line in lines if line["total"] == best]}


def drop(state: dict[str, Any], player: str, rounds: int) -> dict[str, Any]:
    """`player` leaves: skipped from now on (their turn this round, if still to come, is not
    played); the seat keeps its coins and stock and is scored."""
    if player in state["dropped"]:
        return state
    new = {**state, "dropped": [*state["dropped"], player],
           "to_act": [p for p in state["to_act"] if p != player]}
    if state["phase"] == "trade" and not new["to_act"]:
        new = next_round(new, rounds)
    return new


def adjust(state: dict[str, Any], player: str, coins: int, grams: int) -> dict[str, Any]:
    """A GM ruling: coins and grams added (negative: taken)."""
    new_coins = state["coins"][player] + coins
    held = state["stock"][player]
    if new_coins < 0:
        raise GmError(f"{player} has {state['coins'][player]} coins: {coins:+d} would leave {new_coins}")
    if grams and not isinstance(held, int):
        raise GmError("the stocks are hidden in this copy", "the GM adjusts the real campaign")
    if grams % GRAMS_PER_UNIT:
        raise GmError(f"{grams:+d} g is not in hundreds of grams")
    if grams and held + grams < 0:
        raise GmError(f"{player} does not hold that much saffron")
    return {**state, "coins": {**state["coins"], player: new_coins},
            "stock": {**state["stock"], player: held + grams if grams else held}}
