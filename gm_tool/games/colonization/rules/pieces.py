"""Piecepack facts (data/piecepack.toml) and the names of tiles, coins and places.

A planet tile is named "<value>-<Suit>" ("3-Moons", "ace-Crowns"); a sun "sun-<Suit>". Coins are
named by their value only ("null", "ace", "2" ... "5"): each player owns one coin of each value.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from gm_tool.core.kit.code_cache import parsed_toml

_DATA = Path(__file__).parent.parent / "data" / "piecepack.toml"


@lru_cache(maxsize=None)
def _data() -> dict:
    return parsed_toml(_DATA)


SUITS: tuple[str, ...] = tuple(_data()["suits"])
VALUES: tuple[str, ...] = tuple(_data()["values"])
DIE_FACES: tuple[str, ...] = tuple(_data()["die_faces"])
NUMERIC: dict[str, int] = dict(_data()["numeric"])
#: the planet values (the null tiles are the suns)
PLANET_VALUES: tuple[str, ...] = tuple(v for v in VALUES if v != "null")


def value_spellings() -> dict[str, str]:
    return {w: v for v, words in _data()["value_spellings"].items() for w in words}


def suit_spellings() -> dict[str, str]:
    return {w: s for s, words in _data()["suit_spellings"].items() for w in words}


def number(value: str) -> int:
    return NUMERIC[value]


def planet_id(value: str, suit: str) -> str:
    return f"{value}-{suit}"


def sun_id(suit: str) -> str:
    return f"sun-{suit}"


def split_id(place: str) -> tuple[str, str]:
    """("3", "Moons") for "3-Moons", ("sun", "Moons") for "sun-Moons"."""
    value, _, suit = place.partition("-")
    return value, suit


def is_sun(place: str) -> bool:
    return place.startswith("sun-")


def all_planet_ids() -> list[str]:
    return [planet_id(v, s) for s in SUITS for v in PLANET_VALUES]


def place_name(place: str) -> str:
    """"3 of Moons", "Ace of Crowns", "the sun of Arms"."""
    value, suit = split_id(place)
    if value == "sun":
        return f"the sun of {suit}"
    return f"{coin_name(value)} of {suit}"


def coin_name(value: str) -> str:
    return value.capitalize() if value in ("null", "ace") else value


def a_or_an(word: str) -> str:
    """The word with its indefinite article, as it sounds: "an Ace", "a Null", "an 8", "a 5"."""
    head = word.lstrip()
    digits = "".join(ch for ch in head[:3] if ch.isdigit())
    if digits:
        vowel = digits[0] == "8" or digits in ("11", "18") or digits[:2] in ("11", "18") and len(digits) in (2, 5)
    else:
        vowel = head[:1].lower() in "aeio" or head[:1].lower() == "u" and head[:3].lower() not in ("uni", "use", "usu")
    return ("an " if vowel else "a ") + word


def coin_list(coins: list[str]) -> str:
    names = [coin_name(c) for c in coins]
    if not names:
        return "no coins"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def sort_coins(coins: list[str]) -> list[str]:
    return sorted(coins, key=lambda c: NUMERIC[c])
