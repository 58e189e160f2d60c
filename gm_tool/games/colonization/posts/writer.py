"""An action in the game's own canonical words — what the check reply's "Read as" shows and what
self-play posts; the reader reads every such text back to the same action (tested over
self-play).

    Draw a planet
    Colonize the Ace of Suns: roll with the Ace coin; marker coin 5
    Colonize the 3 of Moons: roll with no coins; marker coin 2
    Attack the colony on the 3 of Moons
    Roll and move to the 3 of Moons, or else the sun of Arms
    Play the Null coin: warp to the sun of Arms
    Restore the 2 and 5 coins
"""

from __future__ import annotations

from typing import Any

from gm_tool.games.colonization.actions import (Action, CoinWarp, Colonize, Destroy, Draw, Pass,
                                                Restore, RollMove)
from gm_tool.games.colonization.rules.pieces import coin_list, coin_name, is_sun, place_name
from gm_tool.games.colonization.state import ColState


def place(place_id: str) -> str:
    """"the 3 of Moons", "the Ace of Crowns", "the sun of Arms"."""
    name = place_name(place_id)
    return name if is_sun(place_id) else "the " + name


def _coins(coins: tuple[str, ...] | list[str]) -> str:
    if not coins:
        return "no coins"
    if len(coins) == 1:
        return f"the {coin_name(coins[0])} coin"
    return f"the {coin_list(list(coins))} coins"


def canonical(action: Action, state: ColState | None = None, player: str | None = None,
              settings: Any = None) -> str:
    """The action in canonical words. With the state, a colonization or attack that names no
    planet names the one the ship is on (the same action)."""
    if isinstance(action, Draw):
        return "Draw a planet"
    if isinstance(action, Colonize):
        where = action.planet or _ship_planet(state, player)
        text = "Colonize " + (place(where) if where else "the planet the ship is on")
        text += ": roll with " + _coins(action.coins)
        if action.marker:
            text += f"; marker coin {coin_name(action.marker)}"
        elif state is not None and player in state.seats:
            from gm_tool.games.colonization.rules.validate import default_marker
            left = [c for c in state.seats[player].stash if c not in action.coins]
            implied = default_marker(left, settings) if settings is not None else (
                left[0] if len(left) == 1 else None)
            if implied is not None:
                why = "the only coin left" if len(left) == 1 else "the lowest coin left"
                text += f"; marker coin {coin_name(implied)} ({why})"
        return text
    if isinstance(action, Destroy):
        where = action.planet or _ship_planet(state, player)
        return "Attack the colony on " + (place(where) if where else "the planet the ship is on")
    if isinstance(action, RollMove):
        if not action.targets:
            return "Roll and move"
        return "Roll and move to " + ", or else ".join(place(t) for t in action.targets)
    if isinstance(action, CoinWarp):
        return f"Play the {coin_name(action.coin)} coin: warp to {place(action.target)}"
    if isinstance(action, Restore):
        if not action.coins:
            return "Restore power (the coins the rules allow)"
        return "Restore " + _coins(action.coins)
    if isinstance(action, Pass):
        return "Pass"
    raise TypeError(action)


def _ship_planet(state: ColState | None, player: str | None) -> str | None:
    if state is None or player is None or player not in state.seats:
        return None
    ship = state.seats[player].ship
    return None if is_sun(ship) else ship
