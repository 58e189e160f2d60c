"""What a player decides in a round of Distant Colony: plain data, checked by the rules.

A turn post is read into one `TurnOrders` per player (plus claims, which the post checker
compares with what the rules compute). Places are "housing" (Temporary Housing) or a building id.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Union

HOUSING = "housing"
Place = Union[Literal["housing"], int]


@dataclass(frozen=True, slots=True)
class StaffFrom:
    """One colonist of `colonist` type taken from `source` to staff something."""

    colonist: str
    source: Place = HOUSING


@dataclass(slots=True)
class BuildOrder:
    kind: str
    staff: list[StaffFrom] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Move:
    """Organization (or Military HQ) move of one colonist."""

    colonist: str
    source: Place
    dest: Place


@dataclass(slots=True)
class ProductionStep:
    """Run one building. Options apply only to the buildings they name."""

    building_id: int
    sell: str | None = None                 # Market: the resource to sell
    use_bonus: bool = True                  # Complex bonus when fully staffed
    release: list[str] = field(default_factory=list)  # colonists sent to housing after a conversion
    moves: list[Move] = field(default_factory=list)   # Military HQ reorganisation
    # not named by the player (a post that names some buildings runs the others after them):
    # it runs if it can, as in the default order, and a note says why when it cannot
    implied: bool = False


TradeVerb = Literal["buy", "sell", "contract", "use_contract"]


@dataclass(frozen=True, slots=True)
class TradeOrder:
    verb: TradeVerb
    item: str          # a resource key, "soldier" or "officer"
    amount: int = 1


@dataclass(slots=True)
class PlayerTrade:
    """What this player gives to and receives from `partner` (resources, "wealth", colonist types)."""

    partner: str
    give: dict[str, int] = field(default_factory=dict)
    receive: dict[str, int] = field(default_factory=dict)


@dataclass(slots=True)
class TurnOrders:
    player: str
    take: str | None = None                 # Colonization: colonist type taken from Available
    reserve: str | None = None              # Colonization played effect
    builds: list[BuildOrder] = field(default_factory=list)
    production: list[ProductionStep] | None = None  # None: run every building that can run
    trades: list[TradeOrder] = field(default_factory=list)
    moves: list[Move] = field(default_factory=list)
    player_trades: list[PlayerTrade] = field(default_factory=list)
    borrowed_phase: str | None = None       # an Organization co-chooser's other played effect
    discard: dict[str, int] = field(default_factory=dict)  # which resources go over capacity
    survey: list[int] | None = None         # Survey Stations to run (None: every one that can)
