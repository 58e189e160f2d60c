"""`gm template`: a turn post for the current player that `gm check` accepts as it stands — the
first of the actions open now that the rules accept, in the game's canonical words (the
writer's), after `Note:` lines (chatter to the reader) with the turn, the ship and coins, and the
other actions open now."""

from __future__ import annotations

from typing import Any

from gm_tool.games.colonization.actions import (Action, CoinWarp, Colonize, Destroy, Draw,
                                                Restore, RollMove)
from gm_tool.games.colonization.rules.pieces import coin_list, is_sun, place_name
from gm_tool.games.colonization.posts.writer import canonical
from gm_tool.games.colonization.rules.board import other_ships
from gm_tool.games.colonization.rules.validate import restore_allowance
from gm_tool.games.colonization.state import ColState


def open_actions(state: ColState, player: str, settings: Any) -> list[Action]:
    """The actions worth offering now, in the template's order."""
    seat = state.seats[player]
    out: list[Action] = []
    if state.hidden_planet_order:
        out.append(Draw())
    planet = state.planet(seat.ship) if not is_sun(seat.ship) else None
    if planet is not None:
        if planet.colony is None and seat.stash:
            out.append(Colonize(planet.id, (), seat.stash[0]))
        elif planet.colony is not None and planet.colony.owner != player:
            out.append(Destroy(planet.id))
    system = state.system(seat.system)
    near = [p.id for p in system.planets if p.id != seat.ship and not other_ships(state, player, p.id)]
    if near:
        out.append(RollMove((near[0],)))
    if "null" in seat.stash:
        free = [f"sun-{s.suit}" for s in state.systems
                if f"sun-{s.suit}" != seat.ship and not other_ships(state, player, f"sun-{s.suit}")]
        if free:
            out.append(CoinWarp("null", free[0]))
    if seat.discard:
        n = restore_allowance(state, player, settings)
        out.append(Restore(tuple(seat.discard[:n])))
    return out


def template_post(state: ColState, player: str, settings: Any) -> str:
    from gm_tool.games.colonization.posts.checking import check_post

    seat = state.seats[player]
    head = [f"Note: turn {state.turn}, {player} ({seat.suit}), ship on {place_name(seat.ship)}; "
            f"stash: {coin_list(seat.stash)}; discard: {coin_list(seat.discard)}"]
    lines = [canonical(a, state, player) for a in open_actions(state, player, settings)]
    for i, line in enumerate(lines):
        if check_post(state, player, line, settings).accepted:
            rest = lines[:i] + lines[i + 1:]
            notes = [f"Note: or instead (write it in place of the action line): {a}" for a in rest]
            return "\n".join(head + notes + [line]) + "\n"
    notes = [f"Note: keep ONE of these actions (edit it) as your action line: {a}" for a in lines]
    return "\n".join(head + notes) + "\n"
