"""The legal actions of a Colonization turn, by kind, and the random player's choice among them.
Legal by construction: the validator (rules.validate) double-checks in self-play."""

from __future__ import annotations

import random
from typing import Any

from gm_tool.games.colonization.actions import (Action, CoinWarp, Colonize, Destroy, Draw, Restore,
                                                RollMove)
from gm_tool.games.colonization.rules.pieces import is_sun, split_id, sun_id
from gm_tool.games.colonization.rules.board import can_stop, other_ships
from gm_tool.games.colonization.rules.validate import restore_allowance, validate
from gm_tool.games.colonization.state import ColState


def legal_actions(state: ColState, player: str, settings: Any, pick: random.Random) -> dict[str, list[Action]]:
    """Candidate actions by kind (legal by construction; the validator double-checks)."""
    seat = state.seats[player]
    ship = seat.ship
    out: dict[str, list[Action]] = {}
    if state.hidden_planet_order:
        out["draw"] = [Draw()]
    planet = state.planet(ship) if not is_sun(ship) else None
    if planet is not None and planet.colony is None and seat.stash:
        stash = list(seat.stash)
        pick.shuffle(stash)
        n_used = pick.choice([0, 0, 1, 1, 2, 3])
        used = stash[:min(n_used, len(stash) - 1)]
        left = stash[len(used):]
        marker = pick.choice(left)
        attempt = Colonize(pick.choice([None, planet.id]), tuple(used), marker)
        if not hopeless(state, player, attempt, settings):
            # (an attempt no roll can win is legal, but the post check asks before taking it)
            out["colonize"] = [attempt]
    if planet is not None and planet.colony is not None and planet.colony.owner != player:
        if seat.stash or not settings.destroy_needs_coin:
            out["destroy"] = [Destroy(pick.choice([None, planet.id]))]
    system = state.system(seat.system)
    targets = [sun_id(system.suit)] + [p.id for p in system.planets]
    near = [t for t in targets if t != ship and can_stop(state, player, t, settings)]
    suns = [sun_id(s.suit) for s in state.systems
            if sun_id(s.suit) != ship and not other_ships(state, player, sun_id(s.suit))]
    far_suns = [s for s in suns if split_id(s)[1] != seat.system]
    own = planet if planet is not None and planet.colony and planet.colony.owner == player else None
    same_value = []
    if own is not None:
        same_value = [f"{own.value}-{s.suit}" for s in state.systems if s.suit != own.suit
                      and state.planet(f"{own.value}-{s.suit}") is not None
                      and not other_ships(state, player, f"{own.value}-{s.suit}")]
    rolls: list[Action] = []
    if near:
        choice = [pick.choice(near)]
        if far_suns and pick.random() < 0.4:
            choice.append(pick.choice(far_suns))
        if same_value and pick.random() < 0.5:
            choice.insert(0, pick.choice(same_value))
        rolls.append(RollMove(tuple(choice)))
    elif far_suns:
        rolls.append(RollMove((pick.choice(far_suns),)))
    if rolls:
        out["roll"] = rolls
    warps: list[Action] = []
    if "null" in seat.stash and suns:
        warps.append(CoinWarp("null", pick.choice(suns)))
    if own is not None and own.value in seat.stash and same_value:
        warps.append(CoinWarp(own.value, pick.choice(same_value)))
    if warps:
        out["warp"] = warps
    if seat.discard:
        n = min(restore_allowance(state, player, settings), len(seat.discard))
        coins = list(seat.discard)
        pick.shuffle(coins)
        out["restore"] = [Restore(tuple(coins[:n]) if pick.random() < 0.8 or len(seat.discard) > n
                                  else ())]
    return out


def hopeless(state: ColState, player: str, action: Action, settings: Any) -> bool:
    """A colonization no roll can win (legal; a GM asks before a turn is thrown away)."""
    return any(d.code == "col.colonize.cannot_succeed" for d in validate(state, player, action, settings))


WEIGHTS = {"draw": 3, "colonize": 6, "destroy": 3, "roll": 4, "warp": 1, "restore": 1.5}


def choose(state: ColState, player: str, settings: Any, pick: random.Random) -> Action:
    options = legal_actions(state, player, settings, pick)
    kinds = sorted(options)
    weights = []
    on_table = sum(len(s.planets) for s in state.systems)
    for k in kinds:
        w = WEIGHTS[k]
        if k == "draw" and on_table > 8:
            w = 0.5
        if k == "restore" and len(state.seats[player].discard) < 3:
            w = 0.3
        weights.append(w)
    kind = pick.choices(kinds, weights)[0]
    return pick.choice(options[kind])
