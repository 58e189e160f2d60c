"""A picture view drawn by its game as PNG or SVG bytes, checked against what forums accept.
The game draws with the `picture` piece of its declared presentation (`draw(view, canvas)` in
its `views/picture.py`): render and pictures read the same declaration."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gm_tool.core.game.interface import find_game
from gm_tool.core.kit.errors import GmError
from gm_tool.core.kit.views.presentation import declared, load

FORMATS = ("png", "svg")
#: forums refuse or shrink larger attachments
MAX_BYTES = 1_000_000


@dataclass
class Picture:
    fmt: str
    data: bytes
    width: int
    height: int
    #: every string drawn (what the secrecy checks search: the SVG holds outlines, not text)
    texts: list[str] = field(default_factory=list)


def draw_picture(game: Any, view: dict[str, Any], canvas: Any) -> None:
    """Draw the board of `view` on `canvas` (gm_tool.core.kit.picture.canvas.Canvas) with the
    game's declared picture. `view` is the public view of core.ops.picture_view (the game's
    public `view` of the state shown, the campaign's name, round and step), never the full
    state."""
    piece = declared(game).picture
    if piece is None:
        raise GmError(f"{game.title} has no board picture",
                      "its posts show the board as text: gm status NAME")
    load(game, "picture", piece)(view, canvas)


def pictures(view: dict[str, Any], formats: tuple[str, ...] | list[str]) -> dict[str, Picture]:
    """The board of `view` (core.picture.view.picture_view) in each format asked for, drawn once."""
    for fmt in formats:
        if fmt not in FORMATS:
            raise GmError(f"no picture format {fmt!r}", f"formats: {', '.join(FORMATS)}")
    game = find_game(view["game"])
    from gm_tool.core.kit.picture.canvas import (
        drawing,  # matplotlib: only when a picture is drawn
    )

    with drawing() as canvas:
        draw_picture(game, view, canvas)
    out = {}
    for fmt in formats:
        data = canvas.png() if fmt == "png" else canvas.svg()
        if len(data) > MAX_BYTES:  # a game's layout problem, not the GM's
            raise RuntimeError(f"{game.title}'s {fmt} picture is {len(data)} bytes, over the "
                               f"{MAX_BYTES} forums take")
        out[fmt] = Picture(fmt, data, canvas.width, canvas.height, list(canvas.texts))
    return out


def picture(view: dict[str, Any], fmt: str) -> Picture:
    return pictures(view, [fmt])[fmt]
