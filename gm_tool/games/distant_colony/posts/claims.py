"""Claims: what a player wrote that each part of their turn produces, as plain data.

A claim is the player's own arithmetic ("Farms: +3 Food", "Net: +1 Wealth, -2 Food"), kept so
that it can later be compared with what the rules compute. Keys of `deltas`: the resource keys of
`vocab.RESOURCES`, "wealth", "vp", the colonist types of `vocab.COLONISTS`, and "colonists" for a
colonist of no stated type.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Iterable

SECTIONS = ("survey", "colonization", "build", "production", "trade", "organization",
            "player_trade", "discard", "net")
SECTION_NAMES = {
    "survey": "Survey",
    "colonization": "Colonisation",
    "build": "Build",
    "production": "Production",
    "trade": "Trade",
    "organization": "Organization",
    "player_trade": "Player Trade",
    "discard": "Discard",
    "net": "Net",
}
SUBSECTIONS = ("farms", "harvesters", "factories", "labs", "others")
SUBSECTION_NAMES = {"farms": "Farms", "harvesters": "Harvesters", "factories": "Factories",
                    "labs": "Labs", "others": "Others"}
# building category -> the seed's Production subsection
CATEGORY_SUBSECTION = {"farming": "farms", "harvesting": "harvesters", "manufacturing": "factories",
                       "scientific": "labs", "infrastructure": "others", "military": "others"}


@dataclass(slots=True)
class Claim:
    """Deltas as the player wrote them on one line of one section (or Production subsection).

    `building_id` is set when the line is about one building ("Colony Center: -1 Food, +1 Wealth").
    """

    section: str
    subsection: str | None
    deltas: dict[str, int] = field(default_factory=dict)
    line: int | None = None
    text: str = ""
    building_id: int | None = None

    def add(self, key: str, amount: int) -> None:
        self.deltas[key] = self.deltas.get(key, 0) + amount

    def to_dict(self) -> dict:
        data: dict = {"section": self.section, "deltas": dict(self.deltas)}
        if self.subsection:
            data["subsection"] = self.subsection
        if self.line is not None:
            data["line"] = self.line
        if self.building_id is not None:
            data["building_id"] = self.building_id
        if self.text:
            data["text"] = self.text
        return data


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


def by_section(claims: Iterable[Claim]) -> dict[str, list[Claim]]:
    out: dict[str, list[Claim]] = {}
    for c in claims:
        out.setdefault(c.section, []).append(c)
    return out


def format_deltas(deltas: dict[str, int]) -> str:
    """"+1 Wealth, -2 Food" in the seed's words (keys ordered as the seed lists them)."""
    from gm_tool.games.distant_colony.vocab import COLONIST_NAMES, RESOURCE_NAMES

    names = {**RESOURCE_NAMES, **COLONIST_NAMES, "wealth": "Wealth", "vp": "VP",
             "colonists": "Colonists"}
    order = list(RESOURCE_NAMES) + ["wealth", "vp"] + list(COLONIST_NAMES) + ["colonists"]
    keys = sorted(deltas, key=lambda k: order.index(k) if k in order else len(order))
    return ", ".join(f"{deltas[k]:+d} {names.get(k, k)}" for k in keys if deltas[k])
