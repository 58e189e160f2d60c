"""Distant Colony's state as plain, fast objects (the rules' inner loop works on these).

core.plain_data checks the TOML form at the edge (`from_dict`); inside, the rules copy and change
these dataclasses directly. Colonists are identified by type only: two Unskilled are alike.

Bounds (checked on every load of a campaign file, documented in the README): Wealth, VP, resources,
contracts, the colonist pool, the VP pool and the station's stock are 0..MAX_AMOUNT; the round,
building ids and the count of Trade phases are 0..MAX_COUNT; a settlement holds at most
MAX_COLONISTS colonists and MAX_BUILDINGS buildings.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gm_tool.core.kit.plain_data import PlainDataError, bounds, from_plain, to_plain

from gm_tool.games.distant_colony.rules.names import COLONISTS, PHASES, RESOURCES

#: the largest amount of one thing (Wealth, VP, a resource, colonists in the pool, stock)
MAX_AMOUNT = 1_000_000
#: the largest round number, building id or count of Trade phases
MAX_COUNT = 100_000
MAX_COLONISTS = 10_000
MAX_BUILDINGS = 1_000
#: what the station's stock may hold besides resources (bought with VP)
STOCK_ITEMS = RESOURCES + ("soldier", "officer")

_AMOUNT = bounds(0, MAX_AMOUNT)
_COUNT = bounds(0, MAX_COUNT)


def zero_resources() -> dict[str, int]:
    return {r: 0 for r in RESOURCES}


@dataclass(slots=True)
class Building:
    id: int = field(metadata=bounds(1, MAX_COUNT))
    kind: str
    staff: list[str] = field(default_factory=list)

    def copy(self) -> "Building":
        return Building(self.id, self.kind, list(self.staff))


@dataclass(slots=True)
class Settlement:
    player: str
    wealth: int = field(default=0, metadata=_AMOUNT)
    vp: int = field(default=0, metadata=_AMOUNT)
    resources: dict[str, int] = field(default_factory=zero_resources, metadata=_AMOUNT)
    housing: list[str] = field(default_factory=list)
    buildings: list[Building] = field(default_factory=list)
    reserved: str | None = None
    contracts: dict[str, int] = field(default_factory=dict, metadata=_AMOUNT)
    next_building_id: int = field(default=1, metadata=bounds(1, MAX_COUNT))

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
    pool: dict[str, int] = field(default_factory=dict, metadata=_AMOUNT)
    available: list[str] = field(default_factory=list)
    vp_pool: int = field(default=0, metadata=_AMOUNT)
    trade_deck: list[str] = field(default_factory=list)
    environment: str | None = None
    stock: dict[str, int] = field(default_factory=dict, metadata=_AMOUNT)
    trade_phases: int = field(default=0, metadata=_COUNT)
    # the round whose Trade phase `environment` and `stock` belong to (0 = none drawn yet); lets the
    # environment be drawn at reveal, before the players post, and not again at resolve
    trade_round: int = field(default=0, metadata=_COUNT)
    # Soldiers/Officers bought from the station minus those sold to it: they enter and leave the
    # game outside the colonist pool, so colonist conservation must count them
    traded_colonists: int = field(default=0, metadata=bounds(-MAX_AMOUNT, MAX_AMOUNT))

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
    round: int = field(default=1, metadata=bounds(1, MAX_COUNT))
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
    """Problems of a state table as `key.path: message` lines (empty when it is valid): every key
    a file written by gm has, every value of the right type and within its bounds, every name
    (player, colonist type, resource, building kind, phase, trade environment) one the game
    knows, so that no command meets a value it cannot handle."""
    try:
        state = from_plain(DCState, data, "state", complete=True)
    except PlainDataError as exc:
        return [str(exc)]
    from gm_tool.games.distant_colony.rules.catalogue import buildings, trade_environments

    kinds = buildings()
    environments = trade_environments()
    problems = []
    if state.players != players:
        problems.append(f"state.players: {state.players} does not match the campaign's players {players}")
    if set(state.settlements) != set(players):
        problems.append("state.settlements: needs exactly one settlement per player")
    if state.first_player not in players:
        problems.append(f"state.first_player: {state.first_player!r} is not a player")
    for i, phase in enumerate(state.phases):
        if phase not in PHASES:
            problems.append(f"state.phases.{i}: {phase!r} is not a phase ({', '.join(PHASES)})")
    if len(set(state.phases)) != len(state.phases):
        problems.append("state.phases: lists a phase twice")
    for player, phase in state.played.items():
        if player not in players:
            problems.append(f"state.played.{player}: not a player")
        elif phase is not None and phase not in PHASES:
            problems.append(f"state.played.{player}: {phase!r} is not a phase ({', '.join(PHASES)})")
    for name, s in state.settlements.items():
        where = f"state.settlements.{name}"
        if s.player != name:
            problems.append(f"{where}.player: {s.player!r} is not {name!r}")
        for res in RESOURCES:
            if res not in s.resources:
                problems.append(f"{where}.resources.{res}: missing")
        for res in s.resources:
            if res not in RESOURCES:
                problems.append(f"{where}.resources.{res}: unknown resource ({', '.join(RESOURCES)})")
        for res in s.contracts:
            if res not in RESOURCES:
                problems.append(f"{where}.contracts.{res}: unknown resource ({', '.join(RESOURCES)})")
        for i, c in enumerate(s.housing):
            if c not in COLONISTS:
                problems.append(f"{where}.housing.{i}: unknown colonist type {c!r} ({', '.join(COLONISTS)})")
        if s.reserved is not None and s.reserved not in COLONISTS:
            problems.append(f"{where}.reserved: unknown colonist type {s.reserved!r}")
        if len(s.buildings) > MAX_BUILDINGS:
            problems.append(f"{where}.buildings: {len(s.buildings)} buildings (at most {MAX_BUILDINGS})")
        ids: set[int] = set()
        for i, b in enumerate(s.buildings):
            at = f"{where}.buildings.{i}"
            kind = kinds.get(b.kind)
            if kind is None:
                from gm_tool.core.kit.matching import suggestions
                close = suggestions(b.kind, kinds, 1) if len(b.kind) < 64 else []
                problems.append(f"{at}.kind: unknown building {b.kind!r}"
                                + (f" (did you mean {close[0]!r}?)" if close else ""))
            elif len(b.staff) > kind.slots:
                problems.append(f"{at}.staff: {len(b.staff)} colonists in a {kind.name} with "
                                f"{kind.slots} slot{'s' if kind.slots != 1 else ''}")
            for j, c in enumerate(b.staff):
                if c not in COLONISTS:
                    problems.append(f"{at}.staff.{j}: unknown colonist type {c!r} ({', '.join(COLONISTS)})")
            if b.id in ids:
                problems.append(f"{at}.id: building id {b.id} is used twice")
            elif b.id >= s.next_building_id:
                problems.append(f"{at}.id: {b.id} is not below next_building_id ({s.next_building_id})")
            ids.add(b.id)
        if len(s.colonists()) > MAX_COLONISTS:
            problems.append(f"{where}: {len(s.colonists())} colonists (at most {MAX_COLONISTS})")
    st = state.station
    for c in st.pool:
        if c not in COLONISTS:
            problems.append(f"state.station.pool.{c}: unknown colonist type ({', '.join(COLONISTS)})")
    if len(st.available) > MAX_COLONISTS:
        problems.append(f"state.station.available: {len(st.available)} colonists (at most {MAX_COLONISTS})")
    for i, c in enumerate(st.available):
        if c not in COLONISTS:
            problems.append(f"state.station.available.{i}: unknown colonist type {c!r}")
    for i, env in enumerate(st.trade_deck):
        if env not in environments:
            problems.append(f"state.station.trade_deck.{i}: unknown trade environment {env!r} "
                            f"({', '.join(environments)})")
    if st.environment is not None and st.environment not in environments:
        problems.append(f"state.station.environment: unknown trade environment {st.environment!r} "
                        f"({', '.join(environments)})")
    for item in st.stock:
        if item not in STOCK_ITEMS:
            problems.append(f"state.station.stock.{item}: not something the station trades "
                            f"({', '.join(STOCK_ITEMS)})")
    if not problems:
        problems += _course(state)
    return problems


def _course(state: DCState) -> list[str]:
    """Each value held to what the step allows (every value already of its type and a name the
    game knows): the round's phases are those the players played (none before the reveal), the
    game over exactly when it says why, and the station's Trade draw is this round's exactly
    when Trade happens, its count and round never ahead of the game's."""
    problems = []
    chosen = [p for p in PHASES if p in state.played.values()]
    if state.phases != chosen:
        problems.append(f"state.phases: {state.phases} is not the phases played in state.played "
                        f"({chosen}, in rule order: each phase played happens, no other; none "
                        "before the reveal)")
    if state.ended != bool(state.end_reasons):
        problems.append(f"state.ended: {str(state.ended).lower()} with "
                        f"{'no ' if not state.end_reasons else ''}end_reasons (the game is over "
                        "exactly when end_reasons says why)")
    elif state.ended and state.played:
        problems.append("state.played: phase choices after the game has ended")
    st = state.station
    if st.trade_round > state.round:
        problems.append(f"state.station.trade_round: {st.trade_round} is after round "
                        f"{state.round} (the round of the last Trade phase)")
    elif "trade" in state.phases and st.trade_round != state.round:
        problems.append(f"state.station.trade_round: {st.trade_round}, but Trade happens in round "
                        f"{state.round} (its environment is drawn at the reveal)")
    elif "trade" not in state.phases and st.trade_round == state.round:
        problems.append(f"state.station.trade_round: {st.trade_round}, but round {state.round} "
                        "has no Trade phase")
    if st.trade_phases > st.trade_round or (st.trade_phases == 0) != (st.trade_round == 0):
        problems.append(f"state.station.trade_phases: {st.trade_phases} Trade phases by round "
                        f"{st.trade_round}, the last Trade's (at most one a round; 0 exactly "
                        "when there has been none)")
    if (st.environment is None) != (st.trade_phases == 0):
        problems.append(f"state.station.environment: {st.environment or 'none'} after "
                        f"{st.trade_phases} Trade phases (the last Trade's environment; none "
                        "before the first)")
    elif st.environment is None and any(st.stock.values()):
        problems.append("state.station.stock: goods in stock before the first Trade phase")
    return problems
