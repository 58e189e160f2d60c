"""Colours that always come with a letter: a picture must read the same to a player who cannot
tell red from green, and on a greyscale print.

A `Swatch` is a fill colour, the letter drawn on it (or beside it) and the ink that reads on it.
Game colours have fixed letters (`named`); players get a colour-blind-safe colour each (the
Okabe-Ito set) and the shortest prefix of their name that tells them apart (`player_swatches`).
"""

from __future__ import annotations

from dataclasses import dataclass

from gm_tool.core.errors import GmError

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
                      f"colours: {', '.join(_NAMED)} (gm_tool/core/picture/palette.py)") from None
    return Swatch(name, fill, letter)


def named_colours() -> tuple[str, ...]:
    return tuple(_NAMED)


def short_names(names: list[str], shortest: int = 1) -> dict[str, str]:
    """Each name's shortest prefix (at least `shortest` characters) that no other name shares,
    capitalised: Ann, Bob, Cy -> A, B, C; Ann, Anna -> Ann, Anna."""
    out: dict[str, str] = {}
    for name in names:
        size = shortest
        while size < len(name) and any(o != name and o[:size].lower() == name[:size].lower()
                                       for o in names):
            size += 1
        prefix = name[:size]
        out[name] = prefix[:1].upper() + prefix[1:]
    return out


def player_swatches(players: list[str]) -> dict[str, Swatch]:
    """One swatch per player, in seat order: a colour and the letters that name them."""
    letters = short_names(players)
    return {p: Swatch(p, PLAYER_FILLS[i % len(PLAYER_FILLS)], letters[p])
            for i, p in enumerate(players)}
