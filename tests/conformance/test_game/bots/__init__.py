"""Sealed Bids' self-play players (core/game/selfplay.py asks `Game.selfplay().bots()`).

Each bot is made by a factory taking the harness's `random.Random` and answers two questions
on the play state (here the plain state itself):

- `secret(state, step, player, settings)`: its sealed bid (a whole number of coins);
- `act(state, step, player, settings)`: its turn (`Keep()` or `Sell(grams)`).

A bot looks only at what its player may know: the public state and its own stock.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..rules import Keep, Sell
from ..state import GRAMS_PER_UNIT


class Cautious:
    """Bids a little when the lot is big, sells only at a high price."""

    def __init__(self, rnd: random.Random):
        self.rnd = rnd

    def secret(self, state: dict[str, Any], step: Any, player: str, settings: Any) -> int:
        die = state["lot"]["die"]
        return min(state["coins"][player], die // 2 + self.rnd.randint(0, 1))

    def act(self, state: dict[str, Any], step: Any, player: str, settings: Any):
        held = state["stock"][player]
        if state["lot"]["die"] >= settings.die_sides - 1 and held >= GRAMS_PER_UNIT:
            return Sell(GRAMS_PER_UNIT * self.rnd.randint(1, max(1, min(5, held // GRAMS_PER_UNIT))))
        return Keep()


class Greedy:
    """Bids most of its coins on big lots; sells whenever the price beats the average."""

    def __init__(self, rnd: random.Random):
        self.rnd = rnd

    def secret(self, state: dict[str, Any], step: Any, player: str, settings: Any) -> int:
        coins = state["coins"][player]
        die = state["lot"]["die"]
        return min(coins, die + self.rnd.randint(0, 2)) if die * 2 > settings.die_sides else 0

    def act(self, state: dict[str, Any], step: Any, player: str, settings: Any):
        held = state["stock"][player]
        if state["lot"]["die"] * 2 > settings.die_sides and held >= GRAMS_PER_UNIT:
            return Sell(GRAMS_PER_UNIT * max(1, held // GRAMS_PER_UNIT // 4))
        return Keep()


class Randomly:
    """Any legal input, uniformly: finds what the others never try."""

    def __init__(self, rnd: random.Random):
        self.rnd = rnd

    def secret(self, state: dict[str, Any], step: Any, player: str, settings: Any) -> int:
        return self.rnd.randint(0, state["coins"][player])

    def act(self, state: dict[str, Any], step: Any, player: str, settings: Any):
        units = state["stock"][player] // GRAMS_PER_UNIT
        if units and self.rnd.random() < 0.5:
            return Sell(GRAMS_PER_UNIT * self.rnd.randint(1, units))
        return Keep()


BOTS: dict[str, Callable[[random.Random], Any]] = {
    "cautious": Cautious,
    "greedy": Greedy,
    "random": Randomly,
}
