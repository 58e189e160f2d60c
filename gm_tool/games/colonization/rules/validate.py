"""Is an action legal now? Every problem as a Diagnostic with a stable code (col.*) and a message
that says what was asked and what would be legal. Pure: the state is never changed."""

from __future__ import annotations

from collections import Counter
from typing import Any

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.games.colonization.actions import (Action, CoinWarp, Colonize, Destroy, Draw, Pass,
                                                Restore, RollMove)
from gm_tool.games.colonization.rules.pieces import (coin_list, coin_name, is_sun, number, place_name,
                                               split_id)
from gm_tool.games.colonization.rules.board import can_stop, on_table, other_ships, path_cost
from gm_tool.games.colonization.state import ColState

E, W, I = Severity.ERROR, Severity.WARNING, Severity.INFO
MAX_ROLL = 5


def _d(code: str, message: str, severity: Severity = E, hint: str | None = None) -> Diagnostic:
    return Diagnostic(code, message, severity, None, None, hint)


def ships_text(names: list[str]) -> str:
    return " and ".join(f"{n}'s ship" for n in names) + (" are" if len(names) > 1 else " is")


def restore_allowance(state: ColState, player: str, settings: Any) -> int:
    return settings.restore_on_sun if is_sun(state.seats[player].ship) else settings.restore_elsewhere


def beats(total: int, value: int, settings: Any) -> bool:
    return total > value if settings.colonize_success == "greater" else total >= value


def default_marker(stash_left: list[str], settings: Any) -> str | None:
    """The colony coin when the post names none: the only coin left, or the lowest (setting)."""
    if len(stash_left) == 1:
        return stash_left[0]
    if stash_left and settings.colony_coin_unnamed == "lowest":
        return min(stash_left, key=number)
    return None


def validate(state: ColState, player: str, action: Action, settings: Any) -> list[Diagnostic]:
    if state.ended:
        return [_d("col.game.ended", "the game has ended: no more actions")]
    if state.current_player != player:
        return [_d("col.turn.not_yours", f"it is {state.current_player}'s turn, not {player}'s")]
    if isinstance(action, Draw):
        if not state.hidden_planet_order:
            return [_d("col.draw.empty", "no planets are left to draw",
                       hint="choose another action")]
        return []
    if isinstance(action, Colonize):
        return _colonize(state, player, action, settings)
    if isinstance(action, Destroy):
        return _destroy(state, player, action.planet, settings)
    if isinstance(action, RollMove):
        return _roll_move(state, player, action, settings)
    if isinstance(action, CoinWarp):
        return _coin_warp(state, player, action, settings)
    if isinstance(action, Restore):
        return _restore(state, player, action, settings)
    if isinstance(action, Pass):
        return [_d("col.post.pass", "there is no passing in Colonization: choose one of the five "
                   "actions (draw, colonize, roll and move, play a coin and move, restore)")]
    raise TypeError(action)


def _where(state: ColState, player: str, planet: str | None, verb: str) -> tuple[Any, list[Diagnostic]]:
    """The planet the ship is on, checked against the one the post names."""
    ship = state.seats[player].ship
    if planet is not None and not on_table(state, planet):
        return None, [_d("col.place.not_on_table", f"{place_name(planet)} has not been drawn yet: it "
                         "is not on the table")]
    if is_sun(ship):
        if planet is not None and not is_sun(planet):
            return None, [_d(f"col.{verb}.not_there", f"you must be on the planet to {verb} it: your "
                             f"ship is on {place_name(ship)}, not on {place_name(planet)}")]
        return None, [_d(f"col.{verb}.on_sun", f"only planets can be colonized, not a sun: your ship "
                         f"is on {place_name(ship)}", hint="move onto a planet first")]
    if planet is not None and planet != ship:
        return None, [_d(f"col.{verb}.not_there", f"you must be on the planet to {verb} it: your ship "
                         f"is on {place_name(ship)}, not on {place_name(planet)}")]
    return state.planet(ship), []


def _colonize(state: ColState, player: str, action: Colonize, settings: Any) -> list[Diagnostic]:
    planet, diags = _where(state, player, action.planet, "colonize")
    if planet is None:
        return diags
    if planet.colony is not None:
        if planet.colony.owner == player:
            return [_d("col.colonize.own", f"{place_name(planet.id)} is already your colony "
                       f"(coin {coin_name(planet.colony.coin)})")]
        return [_d("col.colonize.destroy_first",
                   f"{place_name(planet.id)} is {planet.colony.owner}'s colony: you cannot colonize "
                   "it until it is destroyed; an attack is one die roll with no coins, and if it "
                   "succeeds you may colonize the planet on a later turn",
                   hint=f"post \"Attack the colony on {place_name(planet.id)}\"")]
    seat = state.seats[player]
    if not seat.stash:
        return [_d("col.colonize.no_coins", "you have no coins left in your stash: colonizing "
                   "needs one to mark the colony", hint="restore coins first")]
    out: list[Diagnostic] = []
    counts = Counter(action.coins)
    for coin, n in counts.items():
        if n > 1:
            out.append(_d("col.colonize.coin_twice", f"coin {coin_name(coin)} is named twice: you "
                          "have one coin of each value"))
    missing = [c for c in counts if c not in seat.stash]
    if missing:
        out.append(_d("col.colonize.coin_not_in_stash",
                      f"coin {coin_list(missing)} is not in your stash (stash: "
                      f"{coin_list(seat.stash)}; discarded: {coin_list(seat.discard)})"))
    left = [c for c in seat.stash if c not in counts]
    marker = action.marker
    if marker is not None:
        if marker in counts:
            out.append(_d("col.colonize.coin_twice", f"coin {coin_name(marker)} cannot both be used "
                          "for the roll and mark the colony"))
        elif marker not in seat.stash:
            out.append(_d("col.colonize.coin_not_in_stash",
                          f"colony coin {coin_name(marker)} is not in your stash (stash: "
                          f"{coin_list(seat.stash)})"))
    elif not left:
        out.append(_d("col.colonize.no_marker", f"using {coin_list(list(counts))} leaves no coin in "
                      "your stash to mark the colony", hint="use one coin fewer"))
    elif default_marker(left, settings) is None:
        out.append(_d("col.colonize.marker_missing",
                      "say which coin marks the colony if it succeeds, e.g. \"mark with "
                      f"{coin_name(left[0])}\" (coins left: {coin_list(left)})"))
    if out:
        return out
    value = number(planet.value)
    bonus = sum(number(c) for c in counts)
    if planet.value == "ace":
        if not any(c in ("null", "ace") for c in counts):
            out.append(_d("col.colonize.ace_planet",
                          "an Ace planet is colonized only with a Null or Ace: you use neither coin, "
                          "so only a die roll of Null or Ace colonizes it", I))
    elif not beats(MAX_ROLL + bonus, value, settings):
        out.append(_d("col.colonize.cannot_succeed",
                      f"{place_name(planet.id)} needs a total above {value}; the die shows at most "
                      f"{MAX_ROLL}, plus {bonus} from coins: no roll can succeed", W,
                      "use more coins"))
    return out


def _destroy(state: ColState, player: str, planet_id: str | None, settings: Any) -> list[Diagnostic]:
    planet, diags = _where(state, player, planet_id, "destroy")
    if planet is None:
        return diags
    if planet.colony is None:
        return [_d("col.destroy.no_colony", f"there is no colony on {place_name(planet.id)} to "
                   "destroy", hint="colonize it instead")]
    if planet.colony.owner == player:
        return [_d("col.destroy.own", f"the colony on {place_name(planet.id)} is your own")]
    if settings.destroy_needs_coin and not state.seats[player].stash:
        return [_d("col.destroy.no_coins", "you have no coins left in your stash (destroy_needs_coin)")]
    return []


def _target_problems(state: ColState, player: str, target: str, settings: Any) -> list[Diagnostic]:
    """Can the ship ever stop on `target` by rolling (whatever the roll)? Errors if never."""
    ship = state.seats[player].ship
    if not on_table(state, target):
        return [_d("col.place.not_on_table", f"{place_name(target)} has not been drawn yet: it is "
                   "not on the table")]
    if target == ship:
        return [_d("col.move.already_there", f"your ship is already on {place_name(target)}")]
    others = other_ships(state, player, target)
    here_suit = split_id(ship)[1]
    there_suit = split_id(target)[1]
    if there_suit == here_suit:
        if not can_stop(state, player, target, settings):
            return [_d("col.move.occupied", f"you cannot stop on {place_name(target)}: "
                       f"{ships_text(others)} there", hint="ships may pass each other but never "
                       "share a planet")]
        return []
    if is_sun(target):
        if others:
            return [_d("col.move.sun_occupied", f"you cannot warp to {place_name(target)}: "
                       f"{ships_text(others)} there (a warp needs an unoccupied sun)")]
        return []
    current = state.planet(ship) if not is_sun(ship) else None
    if current is None or current.colony is None or current.colony.owner != player:
        return [_d("col.move.other_system",
                   f"{place_name(target)} is in another system: a roll leaves the system only by a "
                   "Null (to an unoccupied sun) or by an Ace from a planet with your colony (to an "
                   "unoccupied planet of the same value)")]
    if split_id(target)[0] != current.value:
        return [_d("col.move.other_system",
                   f"{place_name(target)} is in another system: an Ace warps from "
                   f"{place_name(current.id)} only to a planet of value {coin_name(current.value)}")]
    if others:
        return [_d("col.move.occupied", f"you cannot stop on {place_name(target)}: "
                   f"{ships_text(others)} there")]
    return []


def _roll_move(state: ColState, player: str, action: RollMove, settings: Any) -> list[Diagnostic]:
    if not action.targets:
        return [_d("col.move.no_destination", "say where the ship should go: the roll is made by "
                   "the tool, e.g. \"roll and move to 3 of Crowns\"")]
    out: list[Diagnostic] = []
    for target in action.targets:
        out.extend(_target_problems(state, player, target, settings))
    if any(d.severity is E for d in out):
        return out
    ship = state.seats[player].ship
    here_suit = split_id(ship)[1]
    for target in action.targets:
        if split_id(target)[1] != here_suit:
            need = "a Null" if is_sun(target) else "an Ace"
            out.append(_d("col.move.needs", f"{place_name(target)}: reached only with {need}", I))
            continue
        cost = path_cost(state, player, ship, target, settings)
        if cost > MAX_ROLL:
            fallback = ("the ship moves as far toward it as the roll allows"
                        if settings.short_roll == "toward" else "the ship stays where it is")
            out.append(_d("col.move.too_far", f"{place_name(target)} is {cost} moves away (planets "
                          "with an opponent's colony count two); a die shows at most 5: "
                          f"{fallback}", W))
        else:
            faces = ", ".join(str(n) if n > 1 else "Ace" for n in range(max(cost, 1), MAX_ROLL + 1))
            out.append(_d("col.move.needs", f"{place_name(target)} is {cost} move"
                          f"{'s' if cost != 1 else ''} away: a roll of {faces} reaches it", I))
    return out


def _coin_warp(state: ColState, player: str, action: CoinWarp, settings: Any) -> list[Diagnostic]:
    seat = state.seats[player]
    target = action.target
    out: list[Diagnostic] = []
    if action.coin not in seat.stash:
        out.append(_d("col.warp.coin_not_in_stash", f"your {coin_name(action.coin)} coin is not in "
                      f"your stash (stash: {coin_list(seat.stash)})"))
    if not on_table(state, target):
        return out + [_d("col.place.not_on_table", f"{place_name(target)} has not been drawn yet: "
                         "it is not on the table")]
    if target == seat.ship:
        return out + [_d("col.move.already_there", f"your ship is already on {place_name(target)}")]
    others = other_ships(state, player, target)
    if is_sun(target):
        if action.coin != "null":
            out.append(_d("col.warp.coin_mismatch", f"only the Null coin warps to a sun; you play "
                          f"the {coin_name(action.coin)} coin"))
        if others:
            out.append(_d("col.move.sun_occupied", f"you cannot warp to {place_name(target)}: "
                          f"{ships_text(others)} there (the sun must be unoccupied)"))
        return out
    here = state.planet(seat.ship) if not is_sun(seat.ship) else None
    if here is None or here.colony is None or here.colony.owner != player:
        where = place_name(seat.ship)
        return out + [_d("col.warp.no_colony_here", f"a coin warps you to a planet only from a planet "
                         f"with your colony; your ship is on {where}"
                         + ("" if here is None or here.colony is None else
                            f" ({here.colony.owner}'s colony)"))]
    if action.coin != here.value:
        out.append(_d("col.warp.coin_mismatch", f"from {place_name(here.id)} you warp by playing "
                      f"your {coin_name(here.value)} coin, not the {coin_name(action.coin)} coin"))
    if split_id(target)[0] != here.value:
        out.append(_d("col.warp.value_mismatch", f"{place_name(target)} is not of the value of "
                      f"{place_name(here.id)} ({coin_name(here.value)})"))
    elif split_id(target)[1] == here.suit:
        out.append(_d("col.warp.same_system", "the warp goes to another system"))
    if others:
        out.append(_d("col.move.occupied", f"you cannot stop on {place_name(target)}: "
                      f"{ships_text(others)} there"))
    return out


def _restore(state: ColState, player: str, action: Restore, settings: Any) -> list[Diagnostic]:
    seat = state.seats[player]
    allowed = restore_allowance(state, player, settings)
    where = "on a sun" if is_sun(seat.ship) else "off a sun"
    if not seat.discard:
        return [_d("col.restore.empty", "your discard pile is empty: there is nothing to restore")]
    out: list[Diagnostic] = []
    counts = Counter(action.coins)
    for coin, n in counts.items():
        if n > 1:
            out.append(_d("col.restore.coin_twice", f"coin {coin_name(coin)} is named twice"))
    missing = [c for c in counts if c not in seat.discard]
    if missing:
        out.append(_d("col.restore.not_in_discard", f"coin {coin_list(missing)} is not in your "
                      f"discard pile (discarded: {coin_list(seat.discard)})"))
    if len(counts) > allowed:
        out.append(_d("col.restore.too_many", f"{where} you may restore {allowed} coin"
                      f"{'s' if allowed != 1 else ''}; you name {len(counts)}",
                      hint=f"on a sun: {settings.restore_on_sun}; elsewhere: {settings.restore_elsewhere}"))
    if not counts and len(seat.discard) > allowed:
        out.append(_d("col.restore.which", f"say which coin{'s' if allowed != 1 else ''} to restore "
                      f"({where}: {allowed}); discarded: {coin_list(seat.discard)}"))
    return out


def restored_coins(state: ColState, player: str, action: Restore, settings: Any) -> list[str]:
    if action.coins:
        return list(action.coins)
    return list(state.seats[player].discard)[:restore_allowance(state, player, settings)]
