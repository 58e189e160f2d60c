"""GM rulings for Colonization (`gm adjust NAME PLAYER "..."`), terms separated by ';' or ',':

    COIN to stash | COIN to discard | COIN out      move one of the player's coins (not on a colony)
    ship to PLACE                                   put the player's ship on a place ("3 of Moons")
    remove colony on PLACE                          the player's colony there goes (coin to discard)

Everything is checked first; if any term cannot apply, nothing changes."""

from __future__ import annotations

import re
from typing import Any

from gm_tool.core.kit.errors import GmError
from gm_tool.games.colonization.rules.pieces import coin_name, place_name, sort_coins
from gm_tool.games.colonization.posts import Reader, coin_value, find_places, resolve_sun, tokens_of
from gm_tool.games.colonization.rules.board import on_table, other_ships
from gm_tool.games.colonization.state import ColState

EXAMPLE = 'for example: "3 to stash", "ace to discard; ship to sun of Arms", "remove colony on 2 of Moons"'


def apply_adjustment(state: dict[str, Any], player: str, text: str,
                     settings: Any = None) -> tuple[dict[str, Any], str]:
    game = ColState.from_dict(state)
    if player not in game.seats:
        raise GmError(f"{player!r} has no seat")
    seat = game.seats[player]
    done: list[str] = []
    for term in [t.strip() for t in re.split(r"[;,]", text) if t.strip()]:
        tokens = tokens_of(term)
        reader = Reader(game, player, 1)
        if tokens[:1] == ["ship"]:
            places, _ = find_places(tokens[1:], reader)
            place = resolve_sun(places[0][1], game, player) if places else None
            if place is None or not on_table(game, place):
                raise GmError(f"in {term!r}: name a place on the table", EXAMPLE)
            if other_ships(game, player, place) and not place.startswith("sun-"):
                raise GmError(f"in {term!r}: {other_ships(game, player, place)[0]}'s ship is there")
            seat.ship = place
            done.append(f"ship to {place_name(place)}")
            continue
        if tokens[:1] == ["remove"]:
            places, _ = find_places(tokens[1:], reader)
            planet = game.planet(places[0][1]) if places else None
            if planet is None or planet.colony is None or planet.colony.owner != player:
                raise GmError(f"in {term!r}: {player} has no colony there", EXAMPLE)
            seat.discard = sort_coins(seat.discard + [planet.colony.coin])
            done.append(f"colony on {place_name(planet.id)} removed (coin "
                        f"{coin_name(planet.colony.coin)} to the discard pile)")
            planet.colony = None
            continue
        values = [coin_value(t) for t in tokens if coin_value(t) is not None]
        where = ("stash" if "stash" in tokens else "discard" if "discard" in tokens
                 else "removed" if ("out" in tokens or "removed" in tokens) else None)
        if len(values) != 1 or where is None:
            raise GmError(f"cannot read {term!r}", EXAMPLE)
        coin = values[0]
        piles = {"stash": seat.stash, "discard": seat.discard, "removed": seat.removed}
        source = next((k for k, pile in piles.items() if coin in pile), None)
        if source is None:
            raise GmError(f"in {term!r}: {player}'s {coin_name(coin)} coin marks a colony",
                          "use 'remove colony on PLACE' first")
        piles[source].remove(coin)
        piles[where].append(coin)
        done.append(f"coin {coin_name(coin)} from {source} to {where}")
    if not done:
        raise GmError(f"no adjustment in {text!r}", EXAMPLE)
    seat.stash, seat.discard, seat.removed = (sort_coins(seat.stash), sort_coins(seat.discard),
                                              sort_coins(seat.removed))
    return game.to_dict(), f"{player}: " + "; ".join(done)
