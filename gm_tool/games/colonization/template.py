"""`gm template`: a turn post for the current player, with the actions legal now."""

from __future__ import annotations

from typing import Any

from gm_tool.games.colonization.pieces import coin_list, coin_name, is_sun, place_name
from gm_tool.games.colonization.rules.board import other_ships
from gm_tool.games.colonization.rules.validate import restore_allowance
from gm_tool.games.colonization.state import ColState


def template_post(state: ColState, player: str, settings: Any) -> str:
    seat = state.seats[player]
    lines = [f"Turn {state.turn}: {player} ({seat.suit}), ship on {place_name(seat.ship)}",
             f"Stash: {coin_list(seat.stash)}; discard: {coin_list(seat.discard)}",
             "Keep ONE of these lines (edit it), delete the others:"]
    if state.hidden_planet_order:
        lines.append("Draw a planet")
    planet = state.planet(seat.ship) if not is_sun(seat.ship) else None
    if planet is not None:
        if planet.colony is None and seat.stash:
            marker = coin_name(seat.stash[0])
            lines.append(f"Colonize {place_name(planet.id)} using COINS, colony coin {marker}")
        elif planet.colony is not None and planet.colony.owner != player:
            lines.append(f"Destroy the colony on {place_name(planet.id)}")
    system = state.system(seat.system)
    near = [p.id for p in system.planets if p.id != seat.ship and not other_ships(state, player, p.id)]
    if near:
        lines.append(f"Roll and move to {place_name(near[0])}")
    if "null" in seat.stash:
        free = [f"sun-{s.suit}" for s in state.systems
                if f"sun-{s.suit}" != seat.ship and not other_ships(state, player, f"sun-{s.suit}")]
        if free:
            lines.append(f"Discard null, warp to {place_name(free[0])}")
    if seat.discard:
        n = restore_allowance(state, player, settings)
        lines.append("Restore " + coin_list(seat.discard[:n]))
    return "\n".join(lines) + "\n"
