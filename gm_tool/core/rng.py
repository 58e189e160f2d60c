"""The campaign's one source of randomness: seeded, hidden until the end, every draw recorded.

Draw number i in a range of n outcomes is
    int(sha256("{seed}|{salt}|{i}").hexdigest(), 16) % n
so once the GM reveals seed and salt, anyone can re-run every draw with a one-line script.
The salt keeps a small seed (``--seed 7``) from being guessed from the public draws.
The modulo bias of a 256-bit number reduced mod n < 1000 is below 1e-70.

A draw made over hidden things (a shuffle of face-down cards) is marked `secret`: its value and
result stay in the GM's files and out of every public output until the game ends and the seed is
revealed (`gm_tool.core.redact.public_draws`).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Sequence, TypeVar

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Draw:
    index: int
    purpose: str
    outcomes: int
    value: int
    result: str
    secret: bool = False

    def to_dict(self) -> dict:
        data = {"index": self.index, "purpose": self.purpose, "outcomes": self.outcomes,
                "value": self.value, "result": self.result}
        if self.secret:
            data["secret"] = True
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "Draw":
        return cls(int(data["index"]), str(data["purpose"]), int(data["outcomes"]),
                   int(data["value"]), str(data["result"]), bool(data.get("secret", False)))


def draw_value(seed: str, salt: str, index: int, outcomes: int) -> int:
    digest = hashlib.sha256(f"{seed}|{salt}|{index}".encode("utf-8")).hexdigest()
    return int(digest, 16) % outcomes


@dataclass(slots=True)
class RecordedRng:
    seed: str
    salt: str
    next_index: int = 0
    draws: list[Draw] = field(default_factory=list)

    def below(self, outcomes: int, purpose: str, labels: Sequence[str] | None = None,
              secret: bool = False) -> int:
        if outcomes <= 0:
            raise ValueError("a draw needs at least one outcome")
        index = self.next_index
        value = draw_value(self.seed, self.salt, index, outcomes)
        result = labels[value] if labels is not None else str(value)
        self.draws.append(Draw(index, purpose, outcomes, value, result, secret))
        self.next_index = index + 1
        return value

    def choice(self, items: Sequence[T], purpose: str, labels: Sequence[str] | None = None) -> T:
        names = labels if labels is not None else [str(item) for item in items]
        return items[self.below(len(items), purpose, names)]

    def take_draws(self) -> list[Draw]:
        """Hand over the draws made since the last call (for the round record)."""
        taken, self.draws = self.draws, []
        return taken
