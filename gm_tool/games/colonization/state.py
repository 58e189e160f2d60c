"""Colonization's state as plain, fast dataclasses; core.plain_data checks the TOML form.

Hidden information: `hidden_planet_order`, the face-down planet stack (next draw first). It is
drawn at set-up by the campaign's RNG; only its length is public (the game's public `view`
shows `planets_left`), and its public copy replaces its entries by "hidden".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gm_tool.core.kit.plain_data import PlainDataError, bounds, from_plain, to_plain
from gm_tool.games.colonization.rules.pieces import SUITS, VALUES, all_planet_ids, is_sun, split_id

HIDDEN = "hidden"
#: the largest turn number a campaign file may hold (checked on every load; see the README)
MAX_TURN = 100_000


@dataclass(slots=True)
class Colony:
    owner: str
    coin: str


@dataclass(slots=True)
class Planet:
    id: str
    colony: Colony | None = None

    @property
    def value(self) -> str:
        return split_id(self.id)[0]

    @property
    def suit(self) -> str:
        return split_id(self.id)[1]

    def copy(self) -> "Planet":
        return Planet(self.id, Colony(self.colony.owner, self.colony.coin) if self.colony else None)


@dataclass(slots=True)
class System:
    suit: str
    #: the chain, starting next to the sun
    planets: list[Planet] = field(default_factory=list)
    #: planet ids in the order they were drawn and placed (the chain can be rebuilt from it)
    placed: list[str] = field(default_factory=list)

    def copy(self) -> "System":
        return System(self.suit, [p.copy() for p in self.planets], list(self.placed))

    def index(self, planet: str) -> int | None:
        for i, p in enumerate(self.planets):
            if p.id == planet:
                return i
        return None


@dataclass(slots=True)
class Seat:
    suit: str
    #: where the pawn (ship) is: "sun-Moons" or a planet id "3-Moons"
    ship: str
    stash: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    #: coins out of the game (destroyed colonies, with destroyed_coin = "removed")
    removed: list[str] = field(default_factory=list)
    dropped: bool = False

    def copy(self) -> "Seat":
        return Seat(self.suit, self.ship, list(self.stash), list(self.discard), list(self.removed),
                    self.dropped)

    @property
    def system(self) -> str:
        return split_id(self.ship)[1]


@dataclass(slots=True)
class ColState:
    #: the turn order
    players: list[str]
    seats: dict[str, Seat]
    systems: list[System]
    hidden_planet_order: list[str] = field(default_factory=list)
    #: the number of the action awaited (= the campaign's round number)
    turn: int = field(default=1, metadata=bounds(1, MAX_TURN))
    current_player: str | None = None
    last_round: bool = False
    ended_by: str | None = None
    #: who still has their one last action, in order
    remaining: list[str] = field(default_factory=list)
    ended: bool = False
    winners: list[str] = field(default_factory=list)

    def copy(self) -> "ColState":
        return ColState(list(self.players), {k: s.copy() for k, s in self.seats.items()},
                        [s.copy() for s in self.systems], list(self.hidden_planet_order), self.turn,
                        self.current_player, self.last_round, self.ended_by, list(self.remaining),
                        self.ended, list(self.winners))

    # Look-ups --------------------------------------------------------------------------
    def system(self, suit: str) -> System:
        for s in self.systems:
            if s.suit == suit:
                return s
        raise KeyError(suit)

    def planet(self, planet_id: str) -> Planet | None:
        value, suit = split_id(planet_id)
        if suit not in SUITS:
            return None
        for p in self.system(suit).planets:
            if p.id == planet_id:
                return p
        return None

    def ships_at(self, place: str) -> list[str]:
        return [p for p in self.players if self.seats[p].ship == place and not self.seats[p].dropped]

    def colonies_of(self, player: str) -> list[Planet]:
        return [p for s in self.systems for p in s.planets if p.colony and p.colony.owner == player]

    def to_dict(self) -> dict[str, Any]:
        return to_plain(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "ColState":
        return from_plain(cls, data, "state")


def check_state_dict(data: dict[str, Any], players: list[str]) -> list[str]:
    """Problems of a state table as `key.path: message` lines (empty when it is valid): every key
    a file written by gm has (only the empty ones may be left out), every name one the game
    knows."""
    try:
        state = from_plain(ColState, data, "state", complete=True)
    except PlainDataError as exc:
        return [str(exc)]
    problems: list[str] = []
    if sorted(state.players) != sorted(players):
        problems.append(f"state.players: {state.players} are not the campaign's players {players}")
    if set(state.seats) != set(state.players):
        problems.append("state.seats: needs exactly one seat per player")
        return problems
    if [s.suit for s in state.systems] != list(SUITS):
        problems.append(f"state.systems: needs the four systems in the order {', '.join(SUITS)}")
        return problems
    suits = [s.suit for s in state.seats.values()]
    if len(set(suits)) != len(suits) or not set(suits) <= set(SUITS):
        problems.append("state.seats: every player needs a different suit of " + ", ".join(SUITS))
    valid_planets = set(all_planet_ids())
    seen: set[str] = set()
    for system in state.systems:
        for i, planet in enumerate(system.planets):
            where = f"state.systems.{system.suit}.planets.{i}"
            if planet.id not in valid_planets or planet.suit != system.suit:
                problems.append(f"{where}.id: {planet.id!r} is not a planet of {system.suit}")
            if planet.id in seen:
                problems.append(f"{where}.id: {planet.id!r} is on the table twice")
            seen.add(planet.id)
            if planet.colony is not None:
                if planet.colony.owner not in state.seats:
                    problems.append(f"{where}.colony.owner: {planet.colony.owner!r} is not a player")
                if planet.colony.coin not in VALUES:
                    problems.append(f"{where}.colony.coin: {planet.colony.coin!r} is not a coin value")
        if sorted(system.placed) != sorted(p.id for p in system.planets):
            problems.append(f"state.systems.{system.suit}.placed: does not list the planets of the chain")
    stack = state.hidden_planet_order
    if any(x == HIDDEN for x in stack):
        if any(x != HIDDEN for x in stack):
            problems.append("state.hidden_planet_order: mixes hidden and named planets")
    else:
        for x in stack:
            if x not in valid_planets:
                problems.append(f"state.hidden_planet_order: {x!r} is not a planet")
            elif x in seen:
                problems.append(f"state.hidden_planet_order: {x!r} is also on the table")
            seen.add(x)
        if not problems and len(seen) != len(valid_planets):
            missing = sorted(valid_planets - seen)
            problems.append(f"state.hidden_planet_order: planets missing: {', '.join(missing)}")
    for name, seat in state.seats.items():
        where = f"state.seats.{name}"
        if is_sun(seat.ship):
            if split_id(seat.ship)[1] not in SUITS:
                problems.append(f"{where}.ship: {seat.ship!r} is not a sun")
        elif seat.ship not in seen or state.planet(seat.ship) is None:
            problems.append(f"{where}.ship: {seat.ship!r} is not a planet on the table")
        coins = list(seat.stash) + list(seat.discard) + list(seat.removed) + [
            p.colony.coin for p in state.colonies_of(name)]
        if sorted(coins) != sorted(VALUES):
            problems.append(f"{where}: the player's coins (stash, discard, removed, colonies) are "
                            f"{sorted(coins)}, not one of each value")
    for i, p in enumerate(state.players):
        # a dropped seat's ship blocks nothing (ColState.ships_at), so it may share a planet
        others = [q for q in state.players[i + 1:] if state.seats[q].ship == state.seats[p].ship
                  and not state.seats[q].dropped]
        if others and not is_sun(state.seats[p].ship) and not state.seats[p].dropped:
            problems.append(f"state.seats: {p} and {others[0]} are both on {state.seats[p].ship}")
    if state.current_player is not None and state.current_player not in state.seats:
        problems.append(f"state.current_player: {state.current_player!r} is not a player")
    if state.current_player is None and not state.ended:
        problems.append("state.current_player: missing while the game goes on")
    for p in state.remaining + state.winners + ([state.ended_by] if state.ended_by else []):
        if p not in state.seats:
            problems.append(f"state: {p!r} (last round / winners) is not a player")
    if not problems:
        problems += _course(state)
    return problems


def _course(state: ColState) -> list[str]:
    """Each value held to what the turn allows (every name already a player's): whose turn it is
    (a seated player still in the game; nobody once it has ended), the last round (begun by the
    player who emptied their stash, with one last action each for the others still in the game,
    in order, the current player first) and the winners (only at the end)."""
    problems = []
    current, seats = state.current_player, state.seats
    if state.ended and current is not None:
        problems.append(f"state.current_player: {current!r} after the game has ended (nobody)")
    elif current is not None and seats[current].dropped:
        problems.append(f"state.current_player: {current!r} has dropped out (a player still in "
                        "the game)")
    if state.winners and not state.ended:
        problems.append(f"state.winners: {state.winners} while the game goes on (only at the end)")
    if state.last_round != (state.ended_by is not None):
        problems.append(f"state.ended_by: {state.ended_by or 'nobody'} while last_round is "
                        f"{str(state.last_round).lower()} (the last round is begun by the player "
                        "who emptied their stash)")
        return problems
    remaining = state.remaining
    if remaining and not state.last_round:
        problems.append(f"state.remaining: {remaining} before the last round (last actions "
                        "come only in it)")
    elif len(set(remaining)) != len(remaining) or state.ended_by in remaining \
            or any(seats[p].dropped for p in remaining):
        problems.append(f"state.remaining: {remaining} (each player still in the game but "
                        f"{state.ended_by}, once)")
    elif state.last_round:
        i = state.players.index(state.ended_by)
        order = state.players[i + 1:] + state.players[:i]
        if [p for p in order if p in remaining] != remaining:
            problems.append(f"state.remaining: {remaining} is not in turn order after "
                            f"{state.ended_by} ({order})")
        elif not state.ended and remaining and current != remaining[0]:
            problems.append(f"state.current_player: {current!r} in the last round, but "
                            f"{remaining[0]} has the next last action (state.remaining)")
        elif not state.ended and not remaining:
            problems.append("state.remaining: nobody has a last action left, but the game has "
                            "not ended")
    return problems
