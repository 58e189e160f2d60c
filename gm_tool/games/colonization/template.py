"""`gm template`: a turn post for the current player that `gm check` accepts as it stands: the
first of the actions open now that the rules accept, then the others, each after "Or instead"
(a line that does not start with an action is chatter to the reader)."""

from __future__ import annotations

from typing import Any

from gm_tool.games.colonization.pieces import coin_list, coin_name, is_sun, place_name
from gm_tool.games.colonization.rules.board import other_ships
from gm_tool.games.colonization.rules.validate import restore_allowance
from gm_tool.games.colonization.state import ColState


def template_post(state: ColState, player: str, settings: Any) -> str:
    seat = state.seats[player]
    head = [f"Turn {state.turn}: {player} ({seat.suit}), ship on {place_name(seat.ship)}",
            f"Stash: {coin_list(seat.stash)}; discard: {coin_list(seat.discard)}"]
    lines: list[str] = []
    if state.hidden_planet_order:
        lines.append("Draw a planet")
    planet = state.planet(seat.ship) if not is_sun(seat.ship) else None
    if planet is not None:
        if planet.colony is None and seat.stash:
            marker = coin_name(seat.stash[0])
            lines.append(f"Colonize {place_name(planet.id)} with no coins, colony coin {marker}")
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
    return "\n".join(head + _one_action(state, player, lines, settings)) + "\n"


def _one_action(state: ColState, player: str, actions: list[str], settings: Any) -> list[str]:
    """The first action the check accepts as the post's action line, the rest as alternatives
    (a line with a placeholder, such as the coins of a colonization, never is the action)."""
    from gm_tool.games.colonization.checking import check_post

    for i, line in enumerate(actions):
        if check_post(state, player, line, settings).accepted:
            rest = actions[:i] + actions[i + 1:]
            return [line] + [f"Or instead {a[:1].lower()}{a[1:]}" for a in rest]
    return ["Keep ONE of these lines (edit it), delete the others:"] + actions
