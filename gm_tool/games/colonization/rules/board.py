"""The board: set-up, planet placement, places, ships and the cost of a path. Pure functions."""

from __future__ import annotations

from typing import Any, Protocol, Sequence

from gm_tool.games.colonization.rules.pieces import (SUITS, VALUES, all_planet_ids, is_sun,
                                               number, place_name, split_id, sun_id)
from gm_tool.games.colonization.state import ColState, Planet, Seat, System


class Rng(Protocol):
    """What the rules need of a random source: the campaign's RecordedRng, or a scripted one."""

    next_index: int

    def below(self, outcomes: int, purpose: str, labels: Sequence[str] | None = None) -> int: ...


def shuffle(items: list[Any], rng: Rng, purpose: str) -> list[Any]:
    """Fisher-Yates with recorded draws: for i = n-1 .. 1, swap item i with item below(i + 1)."""
    items = list(items)
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1, purpose)
        items[i], items[j] = items[j], items[i]
    return items


def new_game(players: list[str], settings: Any, rng: Rng) -> ColState:
    """3. Set-up: suits dealt, the four suns laid out, pawns on suns, the 20 planets shuffled."""
    suits = list(SUITS)
    if settings.suit_assignment == "random":
        suits = shuffle(suits, rng, "deal suits")
    order = list(players)
    if settings.turn_order == "random":
        order = shuffle(order, rng, "turn order")
    suns = [sun_id(s) for s in suits[:len(players)]]
    if settings.start_sun == "random":
        suns = [sun_id(s) for s in shuffle(list(SUITS), rng, "starting suns")[:len(players)]]
    seats = {p: Seat(suit=suits[i], ship=suns[i], stash=list(VALUES)) for i, p in enumerate(players)}
    stack = shuffle(all_planet_ids(), rng, "planet shuffle (hidden until drawn)")
    return ColState(players=order, seats=seats, systems=[System(s) for s in SUITS],
                    hidden_planet_order=stack, current_player=order[0])


def place_planet(system: System, planet_id: str, settings: Any) -> str:
    """4.A.ii: put a drawn planet into its system's chain; returns where it went, in words."""
    value = number(split_id(planet_id)[0])
    planet = Planet(planet_id)
    if not system.planets:
        system.planets.append(planet)
        where = f"first planet of {system.suit}: placed to the right of the sun"
    else:
        basis = system.placed[-1] if settings.placement_compare == "last_played" else system.planets[-1].id
        basis_name = place_name(basis)
        what = "the last planet played there" if settings.placement_compare == "last_played" \
            else "the outermost planet"
        if value > number(split_id(basis)[0]) or settings.lower_planet == "chain_end":
            system.planets.append(planet)
            higher = "higher" if value > number(split_id(basis)[0]) else "lower"
            where = f"{higher} than {basis_name} ({what}): added to the end of the chain"
        else:
            system.planets.insert(0, planet)
            where = f"lower than {basis_name} ({what}): placed next to the sun"
    system.placed.append(planet_id)
    return where


def rebuild_chain(placed: list[str], settings: Any) -> list[str]:
    """The chain a system must show, rebuilt from its planets in the order they were placed."""
    system = System("rebuild")
    for pid in placed:
        place_planet(system, pid, settings)
    return [p.id for p in system.planets]


# Places ------------------------------------------------------------------------------------

def on_table(state: ColState, place: str) -> bool:
    if is_sun(place):
        return split_id(place)[1] in SUITS
    return state.planet(place) is not None


def position(state: ColState, place: str) -> tuple[str, int]:
    """(system suit, index): 0 = the sun, i = the i-th planet from the sun."""
    value, suit = split_id(place)
    if value == "sun":
        return suit, 0
    index = state.system(suit).index(place)
    if index is None:
        raise KeyError(place)
    return suit, index + 1


def place_at(state: ColState, suit: str, index: int) -> str:
    return sun_id(suit) if index == 0 else state.system(suit).planets[index - 1].id


def other_ships(state: ColState, player: str, place: str) -> list[str]:
    return [p for p in state.ships_at(place) if p != player]


def can_stop(state: ColState, player: str, place: str, settings: Any) -> bool:
    """4.C.i: two ships never on one planet; a sun is shared only with sun_sharing."""
    others = other_ships(state, player, place)
    if not others:
        return True
    return is_sun(place) and settings.sun_sharing


def step_cost(state: ColState, player: str, place: str, settings: Any) -> int:
    """4.C.ii.3.b: moving onto or through a planet with an opponent's colony counts as two."""
    if is_sun(place):
        return 1
    planet = state.planet(place)
    if planet is not None and planet.colony is not None and planet.colony.owner != player:
        return settings.opponent_colony_cost
    return 1


def path(state: ColState, start: str, target: str) -> list[str]:
    """The places entered moving from `start` to `target` in one system (start excluded)."""
    suit, a = position(state, start)
    suit_b, b = position(state, target)
    if suit != suit_b:
        raise ValueError("different systems")
    step = 1 if b > a else -1
    return [place_at(state, suit, i) for i in range(a + step, b + step, step)] if a != b else []


def path_cost(state: ColState, player: str, start: str, target: str, settings: Any) -> int:
    return sum(step_cost(state, player, p, settings) for p in path(state, start, target))


