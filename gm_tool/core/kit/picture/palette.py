"""Colours that always come with a letter: a picture must read the same to a player who cannot
tell red from green, and on a greyscale print.

A `Swatch` is a fill colour, the letter drawn on it (or beside it) and the ink that reads on it.
Game colours have fixed letters (`named`); players get the shortest prefix of their name that
tells them apart from each other and from every letter the game's legend already uses, and the
colour of what they hold where the game gives them one (a planet, a suit), else a
colour-blind-safe colour of the Okabe-Ito set (`player_swatches`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from gm_tool.core.kit.errors import GmError

INK = "#1a1a1a"
PAPER = "#ffffff"
MUTED = "#6b6b6b"
FAINT = "#e6e6e6"


@dataclass(frozen=True)
class Swatch:
    name: str      # what the legend says ("pink", "Ann")
    fill: str      # "#rrggbb"
    letter: str    # drawn on every piece of this colour ("Pk", "A")

    @property
    def ink(self) -> str:
        """Black or white, whichever contrasts more with the fill (WCAG contrast ratio)."""
        return INK if luminance(self.fill) > 0.18 else PAPER


def luminance(colour: str) -> float:
    """Relative luminance (WCAG) of "#rrggbb"."""
    def channel(hex_pair: str) -> float:
        c = int(hex_pair, 16) / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(colour[i:i + 2]) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


#: the games' own colours (materials, spaces, planets, dice), each with its one letter
_NAMED: dict[str, tuple[str, str]] = {
    "yellow": ("#f2cf1d", "Y"),
    "red": ("#d7301f", "R"),
    "pink": ("#f4a6c8", "Pk"),
    "green": ("#41a345", "G"),
    "blue": ("#3b7dd8", "B"),
    "orange": ("#f08a24", "O"),
    "purple": ("#8a4fbf", "Pu"),
    "black": ("#333333", "K"),
    "white": ("#f4f4f4", "W"),
    "grey": ("#a0a0a0", "Gy"),
}

#: Okabe & Ito's palette (distinct under the common colour-vision deficiencies), darkest first
#: where it matters less: players are told apart by their letter first
PLAYER_FILLS = ("#0072b2", "#e69f00", "#009e73", "#cc79a7", "#56b4e9", "#d55e00", "#f0e442",
                "#999999")


def named(name: str) -> Swatch:
    """The swatch of a game colour ("pink" -> pink, "Pk")."""
    try:
        fill, letter = _NAMED[name]
    except KeyError:
        raise GmError(f"the picture has no colour {name!r}",
                      f"colours: {', '.join(_NAMED)} (gm_tool/core/kit/picture/palette.py)") from None
    return Swatch(name, fill, letter)


def named_colours() -> tuple[str, ...]:
    return tuple(_NAMED)


def short_names(names: list[str], shortest: int = 1, taken: Iterable[str] = ()) -> dict[str, str]:
    """Each name's shortest prefix (at least `shortest` characters) that no other name shares
    and that is none of the letters `taken` (the game's own: "B" for blue), capitalised:
    Ann, Bob, Cy -> A, B, C; Ann, Anna -> Ann, Anna; Bob beside blue's B -> Bo. A name all of
    whose prefixes are taken gets its seat number after it."""
    used = {t.lower() for t in taken}
    out: dict[str, str] = {}
    for seat, name in enumerate(names, 1):
        size = shortest
        while size < len(name) and (name[:size].lower() in used or any(
                o != name and o[:size].lower() == name[:size].lower() for o in names)):
            size += 1
        prefix = name[:size]
        letter = prefix[:1].upper() + prefix[1:]
        if letter.lower() in used:
            letter = f"{letter}{seat}"
        out[name] = letter
    return out


def player_swatches(players: list[str], fills: Mapping[str, str] | None = None,
                    taken: Iterable[str] = ()) -> dict[str, Swatch]:
    """One swatch per player, in seat order: the letters that name them (none of `taken`, the
    letters the game's legend already uses) and their colour — `fills[player]` where the game
    gives them one (their planet's, their suit's), else the seat's Okabe-Ito colour."""
    letters = short_names(players, taken=taken)
    fills = fills or {}
    return {p: Swatch(p, fills.get(p) or PLAYER_FILLS[i % len(PLAYER_FILLS)], letters[p])
            for i, p in enumerate(players)}
