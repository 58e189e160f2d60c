"""Throws' self-play players: each answers `secret(state, step, player, settings)` with a throw
("rock", "paper" or "scissors"), from the public state only (last round's throws)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from ..rules import BEATS
from ..state import THROWS

#: the throw that beats each throw
BEATEN_BY = {loser: winner for winner, loser in BEATS.items()}


class Favourite:
    """Throws its favourite, drawn once, four times in five."""

    def __init__(self, rnd: random.Random):
        self.rnd = rnd
        self.favourite = rnd.choice(THROWS)

    def secret(self, state: dict[str, Any], step: Any, player: str, settings: Any) -> str:
        return self.favourite if self.rnd.random() < 0.8 else self.rnd.choice(THROWS)


class Counter_:
    """Throws what beats the others' commonest throw of last round."""

    def __init__(self, rnd: random.Random):
        self.rnd = rnd

    def secret(self, state: dict[str, Any], step: Any, player: str, settings: Any) -> str:
        seen = Counter(t for p, t in (state.get("throws") or {}).items() if p != player and t)
        if not seen:
            return self.rnd.choice(THROWS)
        return BEATEN_BY[seen.most_common(1)[0][0]]


class Randomly:
    def __init__(self, rnd: random.Random):
        self.rnd = rnd

    def secret(self, state: dict[str, Any], step: Any, player: str, settings: Any) -> str:
        return self.rnd.choice(THROWS)


BOTS: dict[str, Callable[[random.Random], Any]] = {
    "favourite": Favourite,
    "counter": Counter_,
    "random": Randomly,
}
