"""The campaign's one source of randomness: seeded, hidden until the end, every draw recorded.

Draw number i in a range of n outcomes is
    int(sha256("{seed}|{salt}|{i}").hexdigest(), 16) % n
so once the GM reveals seed and salt, anyone can re-run every draw with a one-line script.
The salt keeps a small seed (``--seed 7``) from being guessed from the public draws.
The modulo bias of a 256-bit number reduced mod n < 1000 is below 1e-70.

A draw made over hidden things (a shuffle of face-down cards) is marked `secret`: its value and
result stay in the GM's files and out of every public output until the game ends and the seed is
revealed (`gm_tool.core.ops.redact.public_draws`).
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
    entered: bool = False     # entered by the GM (`gm roll`), not drawn from the seed

    def to_dict(self) -> dict:
        data = {"index": self.index, "purpose": self.purpose, "outcomes": self.outcomes,
                "value": self.value, "result": self.result}
        if self.secret:
            data["secret"] = True
        if self.entered:
            data["entered"] = True
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "Draw":
        return cls(int(data["index"]), str(data["purpose"]), int(data["outcomes"]),
                   int(data["value"]), str(data["result"]), bool(data.get("secret", False)),
                   bool(data.get("entered", False)))


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


class RollError(ValueError):
    """The GM's entered values do not fit what the chance step draws."""


@dataclass(slots=True)
class EnteredRng:
    """Public draws taken from values the GM entered (`gm roll`: a forum's dice roller, dice
    rolled on camera), each a face from 1 to the draw's outcomes; secret draws (a shuffle of
    face-down cards) still come from the campaign's seed (`backing`). `values=None` probes:
    every public draw gives its first outcome and is only listed in `wanted`."""

    backing: RecordedRng
    values: list[int] | None = None
    used: int = 0
    wanted: list[tuple[str, int]] = field(default_factory=list)
    draws: list[Draw] = field(default_factory=list)

    @property
    def next_index(self) -> int:
        return self.backing.next_index

    def below(self, outcomes: int, purpose: str, labels: Sequence[str] | None = None,
              secret: bool = False) -> int:
        if secret:
            value = self.backing.below(outcomes, purpose, labels, secret)
            self.draws.append(self.backing.draws[-1])
            return value
        self.wanted.append((purpose, outcomes))
        if self.values is None:
            face = 1
        elif self.used >= len(self.values):
            raise RollError(f"too few values: the draw {purpose!r} needs one more")
        else:
            face = self.values[self.used]
            if not 1 <= face <= outcomes:
                raise RollError(f"{face} is not a face of {purpose!r}: it is 1 to {outcomes}")
        self.used += 1
        result = labels[face - 1] if labels is not None else str(face - 1)
        self.draws.append(Draw(self.backing.next_index, purpose, outcomes, face - 1, result,
                               entered=True))
        return face - 1

    def choice(self, items: Sequence[T], purpose: str, labels: Sequence[str] | None = None) -> T:
        names = labels if labels is not None else [str(item) for item in items]
        return items[self.below(len(items), purpose, names)]
