"""Claims: the figures a player wrote in a post, kept to be checked against the rules' figures.

A player who writes "Farms: +3 Food" or "Net: +1 Wealth, -2 Food" states their own arithmetic.
The grammar keeps it as a `Claim` (where it was written, and the deltas as written); once the
rules have computed what really happens, `disagreement(claimed, actual)` says which figures are
wrong. A game keys deltas as it likes (resource keys, "wealth", "vp"...) and may subclass
`Claim` to say what the line is about (Distant Colony adds the building).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Iterable, TypeVar

__all__ = ["Claim", "agrees", "by_section", "disagreement", "total"]


@dataclass(slots=True)
class Claim:
    """Deltas as the player wrote them on one line of one section (or subsection)."""

    section: str
    subsection: str | None
    deltas: dict[str, int] = field(default_factory=dict)
    line: int | None = None
    text: str = ""
    # where on the line, when the grammar knows it (1-based); keyword-only, so that a game's
    # subclass can add positional fields
    column: int | None = field(default=None, kw_only=True)

    def add(self, key: str, amount: int) -> None:
        self.deltas[key] = self.deltas.get(key, 0) + amount

    def to_dict(self) -> dict:
        data: dict = {"section": self.section, "deltas": dict(self.deltas)}
        if self.subsection:
            data["subsection"] = self.subsection
        if self.line is not None:
            data["line"] = self.line
        if self.column is not None:
            data["column"] = self.column
        if self.text:
            data["text"] = self.text
        return data


C = TypeVar("C", bound=Claim)


def total(claims: Iterable[Claim], section: str | None = None,
          subsection: str | None = None) -> dict[str, int]:
    """Sum of the deltas of the claims of one section (and subsection), zeros left out."""
    counter: Counter[str] = Counter()
    for c in claims:
        if section is not None and c.section != section:
            continue
        if subsection is not None and c.subsection != subsection:
            continue
        counter.update(c.deltas)
    return {k: v for k, v in counter.items() if v}


def by_section(claims: Iterable[C]) -> dict[str, list[C]]:
    out: dict[str, list[C]] = {}
    for c in claims:
        out.setdefault(c.section, []).append(c)
    return out


def disagreement(claimed: dict[str, int], actual: dict[str, int], *, complete: bool = False
                 ) -> dict[str, tuple[int, int]]:
    """The figures that differ: key -> (claimed, actual). Only the keys the player wrote are
    compared, unless `complete` (the claim is meant to be the whole change: a Net line), when a
    change the player left out is wrong too. A missing key counts as 0."""
    keys = set(claimed) | set(actual) if complete else set(claimed)
    return {k: (claimed.get(k, 0), actual.get(k, 0)) for k in sorted(keys)
            if claimed.get(k, 0) != actual.get(k, 0)}


def agrees(claimed: dict[str, int], actual: dict[str, int], *, complete: bool = False) -> bool:
    """No `disagreement`."""
    keys = set(claimed) | set(actual) if complete else set(claimed)
    return all(claimed.get(k, 0) == actual.get(k, 0) for k in keys)


def sum_terms(figures: list) -> None:
    """"Influence: 1 + 1 (next to my pod) + 1 (center) = 3": mark (`term = True`) the figures
    of one unit that add up to the next one; the sum is the claim. A figure has `kind`,
    `amount`, `total`, `before`, `spend` and `term` (a game's own figure type)."""
    for end, total_figure in enumerate(figures):
        terms = []
        for f in reversed(figures[:end]):
            if f.kind != total_figure.kind or f.total or f.before or f.spend:
                break
            terms.insert(0, f)
            if len(terms) >= 2 and sum(x.amount for x in terms) == total_figure.amount:
                for x in terms:
                    x.term = True
                break
