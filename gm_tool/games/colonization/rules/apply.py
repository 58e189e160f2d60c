"""Applying one action (the unchecked path: validate first). Every die is rolled here from the
rng passed in, recorded with its index, and the outcome is told in words."""

from __future__ import annotations

from typing import Any

from gm_tool.games.colonization.actions import (Action, CoinWarp, Colonize, Destroy, Draw, Pass,
                                                Restore, RollMove, describe, to_dict)
from gm_tool.games.colonization.rules.pieces import (DIE_FACES, a_or_an, coin_list, coin_name, is_sun, number,
                                               place_name, sort_coins, split_id)
from gm_tool.games.colonization.rules.board import (Rng, can_stop, on_table, other_ships, path,
                                                    path_cost, place_planet, step_cost)
from gm_tool.games.colonization.rules.scoring import final_scores, winners
from gm_tool.games.colonization.rules.validate import beats, default_marker, restored_coins
from gm_tool.games.colonization.state import ColState, Colony


class Turn:
    """Collects the rolls and outcome lines of one action."""

    def __init__(self, state: ColState, player: str, rng: Rng, settings: Any):
        self.state = state
        self.settings = settings
        self.player = player
        self.rng = rng
        self.rolls: list[dict[str, Any]] = []
        self.outcome: list[str] = []
        self.skipped: list[str] = []

    def roll(self, purpose: str) -> str:
        index = getattr(self.rng, "next_index", None)
        face = DIE_FACES[self.rng.below(6, f"die roll: {self.player} {purpose}", DIE_FACES)]
        entry = {"purpose": f"{self.player} {purpose}", "result": face}
        if index is not None:
            entry = {"index": index, **entry}
        self.rolls.append(entry)
        return face

    def say(self, line: str) -> None:
        self.outcome.append(line)


def apply_action(state: ColState, player: str, action: Action, settings: Any,
                 rng: Rng) -> tuple[ColState, dict[str, Any]]:
    """The state after `player`'s action (the input is not changed) and the action's record."""
    new = state.copy()
    turn = Turn(new, player, rng, settings)
    if isinstance(action, Draw):
        _draw(turn, settings)
    elif isinstance(action, Colonize):
        planet = new.planet(new.seats[player].ship)
        if planet is not None and planet.colony is not None and planet.colony.owner != player:
            turn.say(f"{place_name(planet.id)} is {planet.colony.owner}'s colony: it must be "
                     "destroyed first, so this turn is an attack")
            _destroy(turn, settings)
        else:
            _colonize(turn, action, settings)
    elif isinstance(action, Destroy):
        _destroy(turn, settings)
    elif isinstance(action, RollMove):
        _roll_move(turn, action, settings)
    elif isinstance(action, CoinWarp):
        _coin_warp(turn, action, settings)
    elif isinstance(action, Restore):
        _restore(turn, action, settings)
    elif isinstance(action, Pass):
        turn.say(f"{player} takes no action this turn")
    else:
        raise TypeError(action)
    done_turn = new.turn
    _end_of_action(turn)
    record = {
        "turn": done_turn,
        "player": player,
        "action": to_dict(action),
        "action_text": describe(player, action),
        "rolls": turn.rolls,
        "outcome": turn.outcome,
        "skipped": turn.skipped,
        "next_player": new.current_player or "",
        "ended": new.ended,
        "last_round": {"active": new.last_round, "ended_by": new.ended_by or "",
                       "remaining": list(new.remaining)},
    }
    if new.ended:
        record["final"] = {"scores": final_scores(new, settings),
                           "winners": list(new.winners)}
    return new, record


def _draw(turn: Turn, settings: Any) -> None:
    state = turn.state
    planet_id = state.hidden_planet_order.pop(0)
    system = state.system(split_id(planet_id)[1])
    where = place_planet(system, planet_id, settings)
    turn.say(f"drew {place_name(planet_id)}: {where}")


def _colonize(turn: Turn, action: Colonize, settings: Any) -> None:
    state, player = turn.state, turn.player
    seat = state.seats[player]
    planet = state.planet(seat.ship)
    used = list(action.coins)
    left = [c for c in seat.stash if c not in used]
    marker = action.marker or default_marker(left, settings)
    face = turn.roll(f"colonize {place_name(planet.id)}")
    total = number(face) + sum(number(c) for c in used)
    sum_text = (" + ".join([coin_name(face)] + [coin_name(c) for c in used]) + f" = {total}"
                if used else str(total))  # no coins: the die alone ("3 = 3", not "3 = 3 = 3")
    if planet.value == "ace":
        key = [c for c in used if c in ("null", "ace")]
        ok = bool(key) or face in ("null", "ace")
        if settings.ace_planet == "null_or_ace_and_total":
            ok = ok and beats(total, 1, settings)
        why = (f"{a_or_an(coin_name(key[0]))} coin is used" if key else
               f"the die shows {coin_name(face)}" if face in ("null", "ace") else
               "neither a Null or Ace coin was used nor rolled")
        verdict = f"Ace planet: {why}"
        if settings.ace_planet == "null_or_ace_and_total":
            verdict += f"; total {sum_text}"
    else:
        ok = beats(total, number(planet.value), settings)
        rel = ">" if total > number(planet.value) else "=" if total == number(planet.value) else "<"
        verdict = f"rolled {coin_name(face)}: {sum_text} {rel} {number(planet.value)}"
    for c in used:
        seat.stash.remove(c)
        seat.discard.append(c)
    seat.discard = sort_coins(seat.discard)
    spent = f"; coins used and discarded: {coin_list(used)}" if used else ""
    if ok:
        seat.stash.remove(marker)
        planet.colony = Colony(player, marker)
        turn.say(f"{verdict}: colonized {place_name(planet.id)}, colony coin {coin_name(marker)}{spent}")
        if action.marker is None:
            turn.say(f"the colony coin was not named: {coin_name(marker)} "
                     + ("(the only coin left)" if len(left) == 1 else "(the lowest coin left)"))
    else:
        turn.say(f"{verdict}: the colonization of {place_name(planet.id)} fails{spent}")


def _destroy(turn: Turn, settings: Any) -> None:
    state = turn.state
    planet = state.planet(state.seats[turn.player].ship)
    colony = planet.colony
    value = number(colony.coin)
    face = turn.roll(f"attack {colony.owner}'s colony on {place_name(planet.id)}")
    if value == 0:
        destroyed = face in ("null", "ace")
        rule = "a value-0 colony falls only to a Null or Ace"
    else:
        destroyed = number(face) >= value
        rule = f"needs {coin_name(colony.coin)} or more"
    if destroyed:
        planet.colony = None
        owner = state.seats[colony.owner]
        if settings.destroyed_coin == "discard":
            owner.discard = sort_coins(owner.discard + [colony.coin])
            where = f"to {colony.owner}'s discard pile"
        elif settings.destroyed_coin == "stash":
            owner.stash = sort_coins(owner.stash + [colony.coin])
            where = f"back to {colony.owner}'s stash"
        else:
            owner.removed = sort_coins(owner.removed + [colony.coin])
            where = "out of the game"
        turn.say(f"rolled {coin_name(face)} against {colony.owner}'s colony (coin "
                 f"{coin_name(colony.coin)}; {rule}): destroyed; the coin goes {where}. "
                 f"{turn.player} may colonize {place_name(planet.id)} on a later turn")
    else:
        turn.say(f"rolled {coin_name(face)} against {colony.owner}'s colony (coin "
                 f"{coin_name(colony.coin)}; {rule}): the attack fails")


def reachable(state: ColState, player: str, target: str, face: str, settings: Any) -> bool:
    ship = state.seats[player].ship
    if not on_table(state, target) or target == ship:
        return False
    if split_id(target)[1] == split_id(ship)[1]:
        if face == "null":
            return False
        return (path_cost(state, player, ship, target, settings) <= number(face)
                and can_stop(state, player, target, settings))
    if is_sun(target):
        return face == "null" and not other_ships(state, player, target)
    here = state.planet(ship) if not is_sun(ship) else None
    return (face == "ace" and here is not None and here.colony is not None
            and here.colony.owner == player and split_id(target)[0] == here.value
            and not other_ships(state, player, target))


def _roll_move(turn: Turn, action: RollMove, settings: Any) -> None:
    state, player = turn.state, turn.player
    seat = state.seats[player]
    start = seat.ship
    face = turn.roll("move")
    for target in action.targets:
        if reachable(state, player, target, face, settings):
            seat.ship = target
            if split_id(target)[1] != split_id(start)[1]:
                kind = "Null: warp" if face == "null" else "Ace on a colony: warp"
                turn.say(f"rolled {coin_name(face)} ({kind}): {player}'s ship warps from "
                         f"{place_name(start)} to {place_name(target)}")
            else:
                cost = path_cost(state, player, start, target, settings)
                turn.say(f"rolled {coin_name(face)}: {player}'s ship moves from {place_name(start)} "
                         f"to {place_name(target)} ({cost} move{'s' if cost != 1 else ''})")
            return
    names = " or ".join(place_name(t) for t in action.targets)
    same = [t for t in action.targets if split_id(t)[1] == split_id(start)[1] and on_table(state, t)
            and t != start]
    if settings.short_roll == "toward" and same and face != "null":
        budget = number(face)
        best = None
        spent = 0
        for place in path(state, start, same[0]):
            spent += step_cost(state, player, place, settings)
            if spent > budget:
                break
            if can_stop(state, player, place, settings):
                best = (place, spent)
        if best is not None:
            seat.ship = best[0]
            turn.say(f"rolled {coin_name(face)}: too short for {place_name(same[0])}; the ship moves "
                     f"as far toward it as the roll allows: from {place_name(start)} to "
                     f"{place_name(best[0])} ({best[1]} move{'s' if best[1] != 1 else ''})")
            return
        turn.say(f"rolled {coin_name(face)}: too short for {names}, and no place on the way is free "
                 "to stop on: the ship stays")
        return
    turn.say(f"rolled {coin_name(face)}: that does not reach {names}: the ship stays on "
             f"{place_name(start)}")


def _coin_warp(turn: Turn, action: CoinWarp, settings: Any) -> None:
    seat = turn.state.seats[turn.player]
    start = seat.ship
    if settings.warp_coin == "discard":
        seat.stash.remove(action.coin)
        seat.discard = sort_coins(seat.discard + [action.coin])
        what = "discarded"
    else:
        what = "kept"
    seat.ship = action.target
    turn.say(f"played the {coin_name(action.coin)} coin ({what}): {turn.player}'s ship warps from "
             f"{place_name(start)} to {place_name(action.target)}")


def _restore(turn: Turn, action: Restore, settings: Any) -> None:
    seat = turn.state.seats[turn.player]
    coins = restored_coins(turn.state, turn.player, action, settings)
    for c in coins:
        seat.discard.remove(c)
    seat.stash = sort_coins(seat.stash + coins)
    turn.say(f"restored {coin_list(sort_coins(coins))} from the discard pile to the stash")


def _end_of_action(turn: Turn) -> None:
    """5.A: checked after each action: a player with no coins left in the stash ends the game;
    every other player then has one last action. Then the turn passes on."""
    state, player = turn.state, turn.player
    if state.last_round and player in state.remaining:
        state.remaining.remove(player)
    if not state.last_round and not state.seats[player].stash:
        state.last_round = True
        state.ended_by = player
        i = state.players.index(player)
        order = state.players[i + 1:] + state.players[:i]
        state.remaining = [p for p in order if not state.seats[p].dropped]
        turn.say(f"{player} has no coins left in the stash: the game ends; "
                 + (f"one last action each for {', '.join(state.remaining)}" if state.remaining
                    else "nobody else has a last action"))
    state.turn += 1
    if state.last_round:
        state.remaining = [p for p in state.remaining if not state.seats[p].dropped]
        if not state.remaining:
            state.ended = True
            state.current_player = None
            state.winners = winners(state, turn.settings)
            return
        state.current_player = state.remaining[0]
        return
    state.current_player = next_player(state, player)


def next_player(state: ColState, player: str) -> str | None:
    i = state.players.index(player)
    for p in state.players[i + 1:] + state.players[:i + 1]:
        if not state.seats[p].dropped:
            return p
    return None
