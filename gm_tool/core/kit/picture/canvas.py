"""The drawing kit a game's `views/picture.py` draws with: a canvas in pixels (y down), shapes,
tokens that pair a colour with its letter, tables, a legend, and the title every picture has.

Built on matplotlib's Agg (PNG) and SVG backends, without pyplot (no global figure, no GUI
backend), with the DejaVu fonts matplotlib ships: the same state gives the same bytes on every
machine, whatever fonts or matplotlibrc it has. matplotlib is imported here only, and this module
only when a picture is asked for, so other `gm` commands do not pay for it.

Every string drawn is kept in `Canvas.texts`: the conformance suite searches them for secrets
(the SVG holds glyph outlines, not text). Every marker is kept in `Canvas.markers` with the place
it stands on, every label that must stay readable in `Canvas.labels`, every legend entry in
`Canvas.legend_entries`: the picture tests check the layout from them (geometry.py).
"""

from __future__ import annotations

import io
import math
import textwrap
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import matplotlib
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.backends.backend_svg import FigureCanvasSVG
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from matplotlib.lines import Line2D
from matplotlib.patches import Circle, FancyArrowPatch, FancyBboxPatch, Polygon, Rectangle
from matplotlib.textpath import TextToPath

from gm_tool.core.kit.picture.geometry import Box, Label, Marker, Place
from gm_tool.core.kit.picture.palette import FAINT, INK, MUTED, PAPER, Swatch

#: the widest picture forums take without scaling it down
MAX_WIDTH = 1600
MAX_HEIGHT = 4000
DPI = 100
PX_PER_PT = DPI / 72

_FONTS = Path(matplotlib.get_data_path()) / "fonts" / "ttf"
_REGULAR = FontProperties(fname=_FONTS / "DejaVuSans.ttf")
_BOLD = FontProperties(fname=_FONTS / "DejaVuSans-Bold.ttf")
_ITALIC = FontProperties(fname=_FONTS / "DejaVuSans-Oblique.ttf")

#: every setting that changes the output, fixed: a user's matplotlibrc changes nothing
_RC = {
    **{k: v for k, v in matplotlib.rcParamsDefault.items() if k != "backend"},
    "svg.hashsalt": "gm_tool board picture",   # fixed ids in the SVG instead of random ones
    "svg.fonttype": "path",                     # glyph outlines: no font needed to view it
    "svg.image_inline": True,
    "path.simplify": False,
    # FreeType's own hinter: DejaVu Sans Bold's hints at 8 pt put a dark tick over every "2"
    # ("28 R" read "ⱥ8"); the autohinter draws every size clean
    "text.hinting": "force_autohint",
    "text.antialiased": True,
    "text.usetex": False,
}


def text_width(text: str, size: float) -> float:
    """About how wide `text` is in pixels at `size` points (DejaVu Sans averages 0.6 em),
    enough to lay out columns; never measured from the renderer, so layout is pure data."""
    return len(text) * size * 0.6 * PX_PER_PT


_MEASURE = TextToPath()


def measured_width(text: str, size: float, bold: bool = False) -> float:
    """How wide `text` is drawn, in pixels (the glyphs' advances, from the font file): for a
    label that must stay clear, where the 0.6 em estimate is too rough."""
    font = (_BOLD if bold else _REGULAR).copy()
    font.set_size(size)
    return max(_MEASURE.get_text_width_height_descent(line, font, ismath=False)[0]
               for line in text.split("\n")) * PX_PER_PT


def token_width(text: str, r: float, size: float | None = None) -> float:
    """How wide a token of radius `r` is with `text` on it: a round, or a pill when the text
    (at `size`, else the token's own font size, measured) needs more room."""
    return max(2 * r, measured_width(text, size or r * 1.1 / PX_PER_PT, bold=True) + 7)


@dataclass(frozen=True)
class Chip:
    """A table cell or legend entry: a swatch (colour + letter) followed by text."""
    swatch: Swatch
    text: str = ""


Cell = Any   # str, number, or Chip


class Canvas:
    """A picture at most `width` pixels wide, as wide and as tall as what is drawn on it (set by `finish`). Made by
    `drawing()`, which fixes the output settings around it."""

    def __init__(self, width: int = MAX_WIDTH):
        if not 200 <= width <= MAX_WIDTH:
            raise ValueError(f"a picture is 200 to {MAX_WIDTH} px wide, not {width}")
        self.width = width
        self.bottom = 0.0          # the lowest point drawn so far
        self.right = 0.0           # and the rightmost: the picture is cropped to them
        self.texts: list[str] = []
        #: every piece drawn on the board, with the place it stands on
        self.markers: list[Marker] = []
        #: text nothing may be drawn over (planet labels and the like)
        self.labels: list[Label] = []
        #: what the legend explains: Chips (a colour and its letter) and (symbol, meaning) pairs
        self.legend_entries: list[Chip | tuple[str, str]] = []
        self.height = 0
        self.figure = Figure(figsize=(width / DPI, 10), dpi=DPI, facecolor=PAPER)
        self.ax = self.figure.add_axes((0, 0, 1, 1))
        self.ax.set_axis_off()

    # -- primitives --------------------------------------------------------------------------
    def _reach(self, y: float, x: float = 0.0) -> None:
        self.bottom = max(self.bottom, y)
        self.right = max(self.right, x)

    def text(self, x: float, y: float, value: Any, size: float = 11, *, bold: bool = False,
             italic: bool = False, ha: str = "left", va: str = "top", color: str = INK,
             rotation: float = 0) -> float:
        """Text at (x, y); returns the y below it."""
        s = str(value)
        self.texts.append(s)
        font = _BOLD if bold else _ITALIC if italic else _REGULAR
        self.ax.text(x, y, s, fontproperties=font, fontsize=size, ha=ha, va=va, color=color,
                     rotation=rotation, parse_math=False, usetex=False)
        lines = s.split("\n")
        below = y + len(lines) * size * 1.25 * PX_PER_PT if va == "top" else y + size * PX_PER_PT
        wide = max(text_width(line, size * (1.08 if bold else 1)) for line in lines)
        right = x + (wide if ha == "left" else wide / 2 if ha == "center" else 0)
        self._reach(below, right if not rotation else x + size * PX_PER_PT)
        return below

    def rect(self, x: float, y: float, w: float, h: float, fill: str = PAPER, *,
             edge: str | None = INK, lw: float = 1, hatch: str | None = None,
             name: str = "") -> Place:
        """A rectangle; returns it as a place markers can stand on (`name` says which)."""
        self.ax.add_patch(Rectangle((x, y), w, h, facecolor=fill, edgecolor=edge or "none",
                                    linewidth=lw if edge else 0, hatch=hatch))
        self._reach(y + h, x + w)
        return Place.box(name, Box.of(x, y, w, h))

    def circle(self, cx: float, cy: float, r: float, fill: str = PAPER, *, edge: str | None = INK,
               lw: float = 1) -> None:
        self.ax.add_patch(Circle((cx, cy), r, facecolor=fill, edgecolor=edge or "none",
                                 linewidth=lw if edge else 0))
        self._reach(cy + r, cx + r)

    def polygon(self, points: Sequence[tuple[float, float]], fill: str = PAPER, *,
                edge: str | None = INK, lw: float = 1, hatch: str | None = None,
                name: str = "") -> Place:
        """A polygon; returns it as a place (markers stand on convex ones)."""
        self.ax.add_patch(Polygon(list(points), closed=True, facecolor=fill,
                                  edgecolor=edge or "none", linewidth=lw if edge else 0,
                                  hatch=hatch))
        self._reach(max(p[1] for p in points), max(p[0] for p in points))
        return Place(name, tuple((float(x), float(y)) for x, y in points))

    def hexagon(self, cx: float, cy: float, r: float, fill: str = PAPER, *, edge: str | None = INK,
                lw: float = 1, hatch: str | None = None, name: str = "") -> Place:
        """A flat-topped hexagon of circumradius r."""
        return self.polygon([(cx + r * math.cos(math.radians(60 * k)),
                              cy + r * math.sin(math.radians(60 * k))) for k in range(6)],
                            fill, edge=edge, lw=lw, hatch=hatch, name=name)

    def line(self, points: Sequence[tuple[float, float]], color: str = INK, lw: float = 1.5,
             dashed: bool = False, name: str = "") -> Place:
        """A line; returns it as a place (a route markers sit on, when it has two points)."""
        xs, ys = zip(*points)
        # zorder of the shapes: what is drawn later lies on top, whatever its kind
        self.ax.add_line(Line2D(xs, ys, color=color, linewidth=lw,
                                linestyle="--" if dashed else "-", zorder=1))
        self._reach(max(ys), max(xs))
        return Place(name, tuple((float(x), float(y)) for x, y in points))

    def arrow(self, start: tuple[float, float], end: tuple[float, float], color: str = INK,
              lw: float = 1.5, rad: float = 0.0) -> None:
        self.ax.add_patch(FancyArrowPatch(start, end, arrowstyle="-|>", mutation_scale=14,
                                          color=color, linewidth=lw,
                                          connectionstyle=f"arc3,rad={rad}", zorder=1))
        self._reach(max(start[1], end[1]), max(start[0], end[0]))

    # -- colour with its letter ---------------------------------------------------------------
    def token(self, cx: float, cy: float, r: float, swatch: Swatch, label: str | None = None,
              size: float | None = None, on: Place | None = None, edge: str = INK,
              lw: float = 1) -> None:
        """A round piece: the swatch's colour with its letter (or `label`) on it, standing on
        `on` (a cell, a space, a route; None: beside something). A label too long for the
        round ("Gu2") stretches it into a pill as wide as the label needs."""
        text = swatch.letter if label is None else label
        width = token_width(text, r, size)
        if width > 2 * r:
            self.ax.add_patch(FancyBboxPatch((cx - width / 2, cy - r), width, 2 * r,
                                             boxstyle=f"round,pad=0,rounding_size={r}",
                                             facecolor=swatch.fill, edgecolor=edge, linewidth=lw))
            self._reach(cy + r, cx + width / 2)
        else:
            self.circle(cx, cy, r, swatch.fill, edge=edge, lw=lw)
        self.text(cx, cy, text, size or r * 1.1 / PX_PER_PT, bold=True, ha="center",
                  va="center_baseline", color=swatch.ink)
        self.markers.append(Marker(text, Box.around(cx, cy, width / 2 + lw / 2, r + lw / 2), on))

    def tokens(self, area: Box, pieces: Sequence[tuple[Swatch, str | None]], r: float,
               on: Place | None = None, gap: float = 2, align: str = "center") -> None:
        """Tokens in rows within `area`, centred (`align="left"`: from its left edge), each
        standing on `on`: smaller when they would not fit at radius `r` (never below 6 px)."""
        if not pieces:
            return
        texts = [swatch.letter if label is None else label for swatch, label in pieces]
        while True:
            widths = [token_width(t, r) for t in texts]
            rows: list[list[int]] = [[]]
            for i, w in enumerate(widths):
                row = rows[-1]
                if row and sum(widths[j] + gap for j in row) + w > area.width:
                    rows.append([i])
                else:
                    row.append(i)
            tall = len(rows) * (2 * r + gap) - gap
            wide = max(sum(widths[j] + gap for j in row) - gap for row in rows)
            if (tall <= area.height and wide <= area.width) or r <= 6:
                break
            r -= 0.5
        cx0, cy0 = area.centre
        y = cy0 - tall / 2 + r
        for row in rows:
            x = area.left if align == "left" else cx0 - (sum(widths[j] + gap for j in row) - gap) / 2
            for j in row:
                swatch, label = pieces[j]
                self.token(x + widths[j] / 2, y, r, swatch, label, on=on)
                x += widths[j] + gap
            y += 2 * r + gap

    def tag(self, cx: float, cy: float, w: float, h: float, text: str, fill: str = PAPER, *,
            edge: str = INK, lw: float = 1, ink: str = INK, size: float = 8.5,
            on: Place | None = None) -> None:
        """A small labelled box standing on `on`: a pod, a tile, a trade agreement."""
        self.rect(cx - w / 2, cy - h / 2, w, h, fill, edge=edge, lw=lw)
        self.text(cx, cy, text, size, bold=True, ha="center", va="center", color=ink)
        self.markers.append(Marker(text, Box.around(cx, cy, w / 2 + lw / 2, h / 2 + lw / 2), on))

    def label(self, x: float, y: float, value: Any, size: float = 10, *, bold: bool = False,
              italic: bool = False, ha: str = "left", va: str = "center", color: str = INK) -> Box:
        """One line of text that nothing may cover (a planet's owner, its market): drawn, and
        kept in `labels` with the box its glyphs take. Returns that box."""
        text = str(value)
        self.text(x, y, text, size, bold=bold, italic=italic, ha=ha, va=va, color=color)
        wide, em = measured_width(text, size, bold), size * PX_PER_PT
        left = x - (wide if ha == "right" else wide / 2 if ha == "center" else 0)
        top = y if va == "top" else y - em if va == "bottom" else y - em / 2
        box = Box.of(left, top, wide, em)
        self.labels.append(Label(text, box))
        return box

    def chip(self, x: float, y: float, swatch: Swatch, text: str = "", size: float = 10,
             box: float | None = None) -> float:
        """A square of the swatch's colour with its letter, then `text`; returns x after it."""
        side = box or size * 1.7 * PX_PER_PT
        self.rect(x, y, side, side, swatch.fill, edge=INK, lw=0.8)
        self.text(x + side / 2, y + side / 2, swatch.letter, size * 0.9, bold=True, ha="center",
                  va="center_baseline", color=swatch.ink)
        end = x + side
        if text:
            self.text(end + 4, y + side / 2, text, size, va="center_baseline")
            end += 4 + text_width(text, size)
        return end

    # -- blocks ---------------------------------------------------------------------------------
    def paragraph(self, x: float, y: float, value: str, width: float, size: float = 10,
                  **style: Any) -> float:
        """Text wrapped to `width` pixels; returns the y below it."""
        chars = max(10, int(width / (size * 0.6 * PX_PER_PT)))
        lines = textwrap.wrap(str(value), chars) or [""]
        return self.text(x, y, "\n".join(lines), size, **style)

    def heading(self, x: float, y: float, value: str, size: float = 13) -> float:
        return self.text(x, y, value, size, bold=True) + 2

    def table(self, x: float, y: float, header: Sequence[str], rows: Sequence[Sequence[Cell]], *,
              size: float = 10, widths: Sequence[float] | None = None,
              align: str | None = None, fills: Sequence[str | None] | None = None) -> float:
        """A ruled table; `align` is one letter per column (l, r, c); `fills` one background per
        row (None: white). Returns the y below it."""
        cols = len(header)
        align = align or "l" + "r" * (cols - 1)
        pad = 6
        row_h = size * 1.9 * PX_PER_PT
        chip_w = size * 1.7 * PX_PER_PT + 4

        def cell_width(cell: Cell, bold: bool = False) -> float:
            # measured: a column as wide as its widest glyphs, never run into the next one
            if isinstance(cell, Chip):
                return chip_w + measured_width(cell.text, size)
            return measured_width(str(cell), size, bold)

        if widths is None:
            widths = [max([cell_width(header[c], True)] + [cell_width(r[c]) for r in rows]) + 2 * pad
                      for c in range(cols)]
        total = sum(widths)
        self.rect(x, y, total, row_h, FAINT, edge=None)
        cx = x
        for c, name in enumerate(header):
            self._cell(cx, y, widths[c], row_h, name, align[c], size, pad, bold=True)
            cx += widths[c]
        yy = y + row_h
        for i, row in enumerate(rows):
            fill = fills[i] if fills and i < len(fills) else None
            if fill:
                self.rect(x, yy, total, row_h, fill, edge=None)
            cx = x
            for c in range(cols):
                self._cell(cx, yy, widths[c], row_h, row[c] if c < len(row) else "", align[c],
                           size, pad)
                cx += widths[c]
            yy += row_h
        self.line([(x, y), (x + total, y)], MUTED, 0.8)
        self.line([(x, y + row_h), (x + total, y + row_h)], MUTED, 0.8)
        self.line([(x, yy), (x + total, yy)], MUTED, 0.8)
        return yy

    def _cell(self, x: float, y: float, w: float, h: float, cell: Cell, align: str, size: float,
              pad: float, bold: bool = False) -> None:
        mid = y + h / 2
        if isinstance(cell, Chip):
            side = size * 1.5 * PX_PER_PT
            self.chip(x + pad, mid - side / 2, cell.swatch, cell.text, size, box=side)
            return
        text = "" if cell is None else str(cell)
        if not text:
            return
        if align == "r":
            self.text(x + w - pad, mid, text, size, bold=bold, ha="right", va="center_baseline")
        elif align == "c":
            self.text(x + w / 2, mid, text, size, bold=bold, ha="center", va="center_baseline")
        else:
            self.text(x + pad, mid, text, size, bold=bold, va="center_baseline")

    def legend(self, x: float, y: float, entries: Iterable[Chip | tuple[str, str]], *,
               width: float | None = None, size: float = 10, title: str = "Legend") -> float:
        """Chips (a colour, its letter, what it means) and symbol entries (a symbol drawn as
        text, its meaning), flowing left to right within `width`. Returns the y below."""
        width = width or (self.width - x - 20)
        entries = list(entries)
        self.legend_entries.extend(entries)
        y = self.heading(x, y, title, size + 1)
        line_h = size * 2.1 * PX_PER_PT
        cx, start = x, x
        for entry in entries:
            if isinstance(entry, Chip):
                need = size * 1.7 * PX_PER_PT + 4 + text_width(entry.text, size) + 18
            else:
                need = text_width(entry[0], size) + 6 + text_width(entry[1], size) + 18
            if cx > start and cx + need > start + width:
                cx, y = start, y + line_h
            if isinstance(entry, Chip):
                self.chip(cx, y, entry.swatch, entry.text, size)
            else:
                self.text(cx, y + size * 0.85 * PX_PER_PT, entry[0], size, bold=True,
                          va="center_baseline")
                self.text(cx + text_width(entry[0], size) + 6, y + size * 0.85 * PX_PER_PT,
                          entry[1], size, va="center_baseline")
            cx += need
        return y + line_h

    def final_scores(self, x: float, y: float, header: Sequence[str], rows: Sequence[Sequence[Cell]],
                     winners: Sequence[str], *, size: float = 10.5,
                     align: str | None = None) -> float:
        """The game's end, first thing under the title: who won and every player's score with
        its parts (`rows` in rank order). Returns the y below."""
        who = " and ".join(winners) if winners else "no one"
        y = self.heading(x, y, f"Final scores — {who} {'win' if len(winners) > 1 else 'wins'}", 14)
        return self.table(x, y + 2, header, rows, size=size, align=align)

    def title(self, view: dict[str, Any], note: str | None = None, round_word: str = "round",
              extra: str | None = None) -> float:
        """What every picture starts with: campaign, game, the moment shown (`round_word`: what
        the game's posts call one entry of its record), a line of the game's own (`extra`) and
        the placeholder-board note where the game has one. Returns the y below it."""
        y = self.text(20, 16, f"{view['campaign']} — {view['game_title']}", 20, bold=True)
        y = self.text(20, y + 2, moment(view, round_word), 12, color=INK)
        if extra:
            y = self.text(20, y + 2, extra, 11, color=INK)
        if note:
            y = self.text(20, y + 2, note, 10.5, italic=True, color="#9c2a00")
        return y + 10

    def footer(self, y: float) -> float:
        return self.text(20, y + 8, "Drawn by gm_tool from the public state: every colour is "
                                    "also a letter; see the legend.", 8.5, color=MUTED)

    # -- output ---------------------------------------------------------------------------------
    def finish(self) -> None:
        """Crop to what was drawn (called by `drawing` when the game is done)."""
        self.width = math.ceil(min(max(self.right + 20, 400), self.width))
        self.height = math.ceil(min(self.bottom + 16, MAX_HEIGHT))
        self.figure.set_size_inches(self.width / DPI, self.height / DPI)
        self.ax.set_xlim(0, self.width)
        self.ax.set_ylim(self.height, 0)

    def png(self) -> bytes:
        """The picture as PNG, without the "Software" tag (it would name matplotlib's version)."""
        with matplotlib.rc_context(_RC):
            out = io.BytesIO()
            FigureCanvasAgg(self.figure).print_png(out, metadata={"Software": None})
        return out.getvalue()

    def svg(self) -> bytes:
        """The picture as SVG, without a date or creator: the same state gives the same bytes."""
        with matplotlib.rc_context(_RC):
            out = io.BytesIO()
            FigureCanvasSVG(self.figure).print_svg(out, metadata={"Date": None, "Creator": None})
        return out.getvalue()


@contextmanager
def drawing(width: int = MAX_WIDTH) -> Iterator[Canvas]:
    """A canvas to draw on, with every output setting fixed while it is drawn and saved."""
    with matplotlib.rc_context(_RC):
        canvas = Canvas(width)
        yield canvas
        canvas.finish()


def moment(view: dict[str, Any], round_word: str = "round") -> str:
    """Which state the picture shows, in the words of the posts."""
    step = view.get("step") or {}
    clock = view.get("clock") or {}
    now = clock.get("text") or f"{round_word} {view['round']}"
    if step.get("kind") == "end":
        now = f"{clock.get('unit', round_word)} {clock.get('number', view['round'])} — game over"
    if view.get("past"):
        return f"after {view.get('after') or now} — next: {now}"
    return now
