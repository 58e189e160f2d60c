"""Distant Colony's state as plain, fast objects (the rules' inner loop works on these).

core.plain_data checks the TOML form at the edge (`from_dict`); inside, the rules copy and change
these dataclasses directly. Colonists are identified by type only: two Unskilled are alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gm_tool.core.plain_data import PlainDataError, from_plain, to_plain

from gm_tool.games.distant_colony.vocab import COLONISTS, RESOURCES


def zero_resources() -> dict[str, int]:
    return {r: 0 for r in RESOURCES}


@dataclass(slots=True)
class Building:
    id: int
    kind: str
    staff: list[str] = field(default_factory=list)

    def copy(self) -> "Building":
        return Building(self.id, self.kind, list(self.staff))


@dataclass(slots=True)
class Settlement:
    player: str
    wealth: int = 0
    vp: int = 0
    resources: dict[str, int] = field(default_factory=zero_resources)
    housing: list[str] = field(default_factory=list)
    buildings: list[Building] = field(default_factory=list)
    reserved: str | None = None
    contracts: dict[str, int] = field(default_factory=dict)
    next_building_id: int = 1

    def copy(self) -> "Settlement":
        # (Building(...) inline rather than b.copy(): this runs for every settlement every round,
        # for the rules and for each self-play player's plan)
        return Settlement(self.player, self.wealth, self.vp, self.resources.copy(),
                          self.housing[:], [Building(b.id, b.kind, b.staff[:])
                                            for b in self.buildings], self.reserved,
                          self.contracts.copy(), self.next_building_id)

    def building(self, building_id: int) -> Building | None:
        for b in self.buildings:
            if b.id == building_id:
                return b
        return None

    def colonists(self) -> list[str]:
        staff = [c for b in self.buildings for c in b.staff]
        return self.housing + staff


@dataclass(slots=True)
class Station:
    pool: dict[str, int] = field(default_factory=dict)
    available: list[str] = field(default_factory=list)
    vp_pool: int = 0
    trade_deck: list[str] = field(default_factory=list)
    environment: str | None = None
    stock: dict[str, int] = field(default_factory=dict)
    trade_phases: int = 0
    # the round whose Trade phase `environment` and `stock` belong to (0 = none drawn yet); lets the
    # environment be drawn at reveal, before the players post, and not again at resolve
    trade_round: int = 0
    # Soldiers/Officers bought from the station minus those sold to it: they enter and leave the
    # game outside the colonist pool, so colonist conservation must count them
    traded_colonists: int = 0

    def copy(self) -> "Station":
        return Station(dict(self.pool), list(self.available), self.vp_pool, list(self.trade_deck),
                       self.environment, dict(self.stock), self.trade_phases, self.trade_round,
                       self.traded_colonists)

    @property
    def pool_size(self) -> int:
        return sum(self.pool.values())


@dataclass(slots=True)
class DCState:
    players: list[str]
    settlements: dict[str, Settlement]
    station: Station
    first_player: str
    round: int = 1
    phases: list[str] = field(default_factory=list)
    played: dict[str, str | None] = field(default_factory=dict)
    ended: bool = False
    end_reasons: list[str] = field(default_factory=list)

    def copy(self) -> "DCState":
        return DCState(list(self.players), {k: s.copy() for k, s in self.settlements.items()},
                       self.station.copy(), self.first_player, self.round, list(self.phases),
                       dict(self.played), self.ended, list(self.end_reasons))

    def turn_order(self) -> list[str]:
        i = self.players.index(self.first_player)
        return self.players[i:] + self.players[:i]

    def to_dict(self) -> dict[str, Any]:
        return to_plain(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "DCState":
        """Read a state table; PlainDataError names the key path of a bad value."""
        return from_plain(cls, data, "state")


def check_state_dict(data: dict[str, Any], players: list[str]) -> list[str]:
    """Problems of a state table as `key.path: message` lines (empty when it is valid)."""
    try:
        state = DCState.from_dict(data)
    except PlainDataError as exc:
        return [str(exc)]
    problems = []
    if state.players != players:
        problems.append(f"state.players: {state.players} does not match the campaign's players {players}")
    if set(state.settlements) != set(players):
        problems.append("state.settlements: needs exactly one settlement per player")
    if state.first_player not in players:
        problems.append(f"state.first_player: {state.first_player!r} is not a player")
    for name, s in state.settlements.items():
        where = f"state.settlements.{name}"
        for res, amount in s.resources.items():
            if res not in RESOURCES:
                problems.append(f"{where}.resources.{res}: unknown resource")
            elif amount < 0:
                problems.append(f"{where}.resources.{res}: {amount} is negative")
        if s.wealth < 0:
            problems.append(f"{where}.wealth: {s.wealth} is negative")
        for c in s.colonists():
            if c not in COLONISTS:
                problems.append(f"{where}: unknown colonist type {c!r}")
    return problems
