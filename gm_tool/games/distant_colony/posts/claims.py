"""Claims: what a player wrote that each part of their turn produces, as plain data.

A claim is the player's own arithmetic ("Farms: +3 Food", "Net: +1 Wealth, -2 Food"), kept so
that it can later be compared with what the rules compute. `Claim` and `total` are the reading
kit's (gm_tool.core.kit.reading.claims); Distant Colony's claim also says which building a Production
line is about. Keys of `deltas`: the resource keys of `vocab.RESOURCES`, "wealth", "vp", the
colonist types of `vocab.COLONISTS`, and "colonists" for a colonist of no stated type.
"""

from __future__ import annotations

from dataclasses import dataclass

from gm_tool.core.kit.reading import claims as kit
from gm_tool.core.kit.reading.claims import agrees, by_section, disagreement, total

__all__ = ["CATEGORY_SUBSECTION", "SECTIONS", "SECTION_NAMES", "SUBSECTIONS", "SUBSECTION_NAMES",
           "Claim", "agrees", "by_section", "disagreement", "format_deltas", "total"]

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
class Claim(kit.Claim):
    """The reading kit's claim (`gm_tool.core.kit.reading.claims`), plus the building a Production
    line is about: `building_id` ("Colony Center: -1 Food, +1 Wealth")."""

    building_id: int | None = None
    # the orders this claim is about: indices [start, end) of its section's list of orders
    # (`orders.trades`, `.builds`, `.player_trades`), so that it is checked against them alone
    order_span: tuple[int, int] | None = None
    # keys whose figure the player wrote without a sign ("Others: 1 Food"): quoted back
    # without one (a number never gets a sign its writer did not write)
    unsigned: frozenset[str] = frozenset()
    # a summary line's building named only in its remark ("Others: -1 Food, +1 Wealth (Colony
    # Center)"): checked against that building, or against its group when the group agrees
    attributed: bool = False
    # a list of buildings of different groups sharing one figure ("CC and harvester eat 2 food
    # (+1 W, +1 raw)"): checked against those buildings together
    building_ids: tuple[int, ...] = ()
    # the Food those buildings eat, in total ("(-2 food total)"): checked against what they eat
    eaten: bool = False

    def to_dict(self) -> dict:
        data: dict = {"section": self.section, "deltas": dict(self.deltas)}
        if self.subsection:
            data["subsection"] = self.subsection
        if self.line is not None:
            data["line"] = self.line
        if self.column is not None:
            data["column"] = self.column
        if self.building_id is not None:
            data["building_id"] = self.building_id
        if self.text:
            data["text"] = self.text
        return data


def format_deltas(deltas: dict[str, int], *, zeros: bool = False,
                  unsigned: frozenset[str] | set[str] = frozenset()) -> str:
    """"+1 Wealth, -2 Food" in the seed's words (keys ordered as the seed lists them); a 0 is
    left out unless `zeros` ("0 Food", as a player wrote it)."""
    from gm_tool.games.distant_colony.rules.names import COLONIST_NAMES, RESOURCE_NAMES

    names = {**RESOURCE_NAMES, **COLONIST_NAMES, "wealth": "Wealth", "vp": "VP",
             "colonists": "Colonists"}
    order = list(RESOURCE_NAMES) + ["wealth", "vp"] + list(COLONIST_NAMES) + ["colonists"]
    keys = sorted(deltas, key=lambda k: order.index(k) if k in order else len(order))
    return ", ".join((f"{abs(deltas[k])} {names.get(k, k)}" if k in unsigned else
                      f"{deltas[k]:+d} {names.get(k, k)}") if deltas[k] else f"0 {names.get(k, k)}"
                     for k in keys if deltas[k] or zeros)
