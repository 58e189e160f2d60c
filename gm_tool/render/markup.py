"""Markup primitives per target, given to templates as `m` (m.b, m.h, m.table, ...).

Every helper escapes its player-supplied arguments for the target and returns `Raw` markup, so
a template that writes `{{ m.b(player) }}` cannot forget the escaping. Tables become the target's
tables where it has them ([table] on SMF, pipe tables in Markdown) and fixed-width aligned blocks
where it has none ([code] on phpBB, [c] on BGG, a ``` block on Discord, aligned columns in plain).
"""

from __future__ import annotations

import textwrap
from typing import Any, Iterable, Sequence

from gm_tool.render.escape import Raw, escape_code, escape_text, pad, width
from gm_tool.render.formats import TARGETS

# Colour names → hex, used only next to words that already say the same thing.
COLOURS = {"green": "#2e7d32", "red": "#c62828", "grey": "#757575", "blue": "#1565c0",
           "orange": "#ef6c00"}


def _cells(row: Any, keys: Sequence[str] | None = None) -> list[Any]:
    if keys is not None:
        if not isinstance(row, dict):  # no getattr: templates must not reach attributes this way
            raise TypeError("table rows with keys= must be dicts")
        row = [row.get(k) for k in keys]
    return ["" if c is None else c for c in row]



def code_lines(lines: Any) -> list[str]:
    """A code block's lines: `lines` a string or a list of strings, each split at its own line
    breaks (escaping flattens a line break inside a line)."""
    if isinstance(lines, str):
        lines = [lines]
    return [part for line in lines for part in str(line).split("\n")]

class Dialect:
    """Base: plain text. Subclasses override what their markup offers."""

    def __init__(self, fmt: str):
        self.fmt = fmt
        self.target = TARGETS[fmt]
        self.line_width = self.target.line_width or 0

    # -- inline -----------------------------------------------------------------------------
    def text(self, value: Any) -> Raw:
        return Raw(escape_text(self.fmt, value))

    def b(self, value: Any) -> Raw:
        return self.text(value)

    def i(self, value: Any) -> Raw:
        return self.text(value)

    def tt(self, value: Any) -> Raw:
        """Inline fixed-width (hashes, salts, commands)."""
        return self.text(value)

    def color(self, value: Any, colour: str) -> Raw:
        """Coloured text; the words carry the meaning, the colour only repeats it."""
        return self.text(value)

    def join(self, items: Iterable[Any], sep: str = ", ", empty: str = "none") -> Raw:
        parts = [self.text(x) for x in items]
        return Raw(sep.join(parts)) if parts else self.text(empty)

    # -- blocks -----------------------------------------------------------------------------
    def h(self, value: Any, level: int = 1) -> Raw:
        t = self.text(value)
        return Raw(f"{t}\n{('=' if level == 1 else '-') * max(3, width(t))}")

    def hr(self) -> Raw:
        return Raw("-" * (self.line_width or 40))

    def ul(self, items: Iterable[Any]) -> Raw:
        return Raw("\n".join(f"  - {self.text(x)}" for x in items))

    # A list whose items mix markup, one item per line:
    #   {% for x in items %}
    #   {{ m.ul_open() if loop.first else "" }}{{ m.li() }}{{ m.b(x) }}{{ m.li_end() }}{{ m.ul_close() if loop.last else "" }}
    #   {% endfor %}
    # ul_open / ul_close carry their own line break ("[list]\n", "\n[/list]"), so a target
    # without list tags (BGG, Markdown, plain) gets no empty line around the items.
    list_markup = ("", "", "  - ", "")

    def ul_open(self) -> Raw:
        return Raw(self.list_markup[0])

    def ul_close(self) -> Raw:
        return Raw(self.list_markup[1])

    def li(self) -> Raw:
        return Raw(self.list_markup[2])

    def li_end(self) -> Raw:
        return Raw(self.list_markup[3])

    def wrap(self, value: Any, indent: str = "", subsequent: str | None = None) -> Raw:
        """Running text, wrapped to the target's line width where it has one (plain text)."""
        t = self.text(value)
        if not self.line_width:
            return Raw(indent + t)
        sub = indent + "  " if subsequent is None else subsequent
        return Raw(textwrap.fill(t, self.line_width, initial_indent=indent, subsequent_indent=sub,
                                 break_long_words=False, break_on_hyphens=False))

    def code(self, lines: Any) -> Raw:
        """A fixed-width block; `lines` is a string or a list of lines (escaped for code), any
        of which may hold line breaks of its own (a folded check command)."""
        body = "\n".join(escape_code(self.fmt, line) for line in code_lines(lines))
        return Raw(self._fence(body))

    def _fence(self, body: str) -> str:
        return "\n".join("  " + line for line in body.split("\n"))

    def table(self, header: Sequence[Any], rows: Sequence[Any],
              align: str | None = None, keys: Sequence[str] | None = None) -> Raw:
        """A table: `align` is one letter per column, 'l' or 'r' (default: all 'l'); with `keys`,
        each row is a dict and its cells are row[key] for each key."""
        return self._fixed_table(header, rows, align, keys)

    def _fixed_table(self, header: Sequence[Any], rows: Sequence[Any],
                     align: str | None, keys: Sequence[str] | None = None) -> Raw:
        header = _cells(header)
        rows = [_cells(r, keys) for r in rows]
        ncol = len(header)
        align = (align or "l" * ncol).ljust(ncol, "l")
        esc_head = [escape_code(self.fmt, h) for h in header]
        esc_rows = [[escape_code(self.fmt, c) for c in r] for r in rows]
        widths = [max([width(esc_head[i])] + [width(r[i]) for r in esc_rows]) for i in range(ncol)]

        def line(cells: list[str]) -> str:
            out = [pad(c, widths[i], "right" if align[i] == "r" else "left")
                   for i, c in enumerate(cells)]
            return "  ".join(out).rstrip()

        lines = [line(esc_head), "  ".join("-" * w for w in widths)]
        lines += [line(r) for r in esc_rows]
        return Raw(self._fence("\n".join(lines)))


class Plain(Dialect):
    pass


class BBCode(Dialect):
    code_tag = "code"
    hr_markup = "[hr]"
    list_markup = ("[list]\n", "\n[/list]", "[*]", "")

    def b(self, value: Any) -> Raw:
        return Raw(f"[b]{self.text(value)}[/b]")

    def i(self, value: Any) -> Raw:
        return Raw(f"[i]{self.text(value)}[/i]")

    def color(self, value: Any, colour: str) -> Raw:
        return Raw(f"[color={COLOURS.get(colour, colour)}]{self.text(value)}[/color]")

    def h(self, value: Any, level: int = 1) -> Raw:
        return Raw(f"[size={self.size(level)}][b]{self.text(value)}[/b][/size]")

    def size(self, level: int) -> str:
        return "12pt" if level == 1 else "10pt"

    def hr(self) -> Raw:
        return Raw(self.hr_markup)

    def ul(self, items: Iterable[Any]) -> Raw:
        return Raw("[list]\n" + "\n".join(f"[*]{self.text(x)}" for x in items) + "\n[/list]")

    def _fence(self, body: str) -> str:
        return f"[{self.code_tag}]{body}[/{self.code_tag}]"

    def code(self, lines: Any) -> Raw:
        return Raw(self._fence("\n".join(escape_code(self.fmt, line) for line in code_lines(lines))))


class SMF(BBCode):
    """SMF (Bay 12): [table], [tt], [hr], [list][li], sizes in pt."""

    list_markup = ("[list]\n", "\n[/list]", "[li]", "[/li]")

    def tt(self, value: Any) -> Raw:
        return Raw(f"[tt]{self.text(value)}[/tt]")

    def ul(self, items: Iterable[Any]) -> Raw:
        return Raw("[list]\n" + "\n".join(f"[li]{self.text(x)}[/li]" for x in items) + "\n[/list]")

    def table(self, header: Sequence[Any], rows: Sequence[Any],
              align: str | None = None, keys: Sequence[str] | None = None) -> Raw:
        out = ["[table]"]
        out.append("[tr]" + "".join(f"[td][b]{self.text(h)}[/b][/td]" for h in _cells(header)) + "[/tr]")
        for r in rows:
            out.append("[tr]" + "".join(f"[td]{self.text(c)}[/td]" for c in _cells(r, keys)) + "[/tr]")
        out.append("[/table]")
        return Raw("\n".join(out))


class PhpBB(BBCode):
    """phpBB: no [hr], no [tt], no table tag (tables become [code] blocks); sizes in percent."""

    def size(self, level: int) -> str:
        return "150" if level == 1 else "120"

    def hr(self) -> Raw:
        return Raw("-" * 40)


class BGG(BBCode):
    """BoardGameGeek: [c] fixed width (inline and blocks), [hr], [size=N]. No list tags: BGG
    shows [list] and [*] as typed, so a list is one line per item behind a bullet (BGG keeps
    every line break)."""

    code_tag = "c"
    bullet = "\u2022 "
    list_markup = ("", "", bullet, "")

    def ul(self, items: Iterable[Any]) -> Raw:
        return Raw("\n".join(f"{self.bullet}{self.text(x)}" for x in items))

    def size(self, level: int) -> str:
        return "14" if level == 1 else "11"

    def tt(self, value: Any) -> Raw:
        return Raw(f"[c]{escape_code(self.fmt, value)}[/c]")


class Markdown(Dialect):
    """CommonMark + GFM (Discourse, Reddit, GitHub): pipe tables."""

    list_markup = ("", "", "- ", "")

    def b(self, value: Any) -> Raw:
        return Raw(f"**{self.text(value)}**")

    def i(self, value: Any) -> Raw:
        return Raw(f"*{self.text(value)}*")

    def tt(self, value: Any) -> Raw:
        t = escape_code(self.fmt, value)
        ticks = "``" if "`" in t else "`"
        return Raw(f"{ticks}{t}{ticks}")

    def color(self, value: Any, colour: str) -> Raw:
        return self.text(value)  # no colours in Markdown; the words say it all

    def h(self, value: Any, level: int = 1) -> Raw:
        return Raw(f"{'#' * (level + 1)} {self.text(value)}")

    def hr(self) -> Raw:
        return Raw("---")

    def ul(self, items: Iterable[Any]) -> Raw:
        return Raw("\n".join(f"- {self.text(x)}" for x in items))

    def _fence(self, body: str) -> str:
        return f"```\n{body}\n```"

    def code(self, lines: Any) -> Raw:
        return Raw(self._fence("\n".join(escape_code(self.fmt, line) for line in code_lines(lines))))

    def table(self, header: Sequence[Any], rows: Sequence[Any],
              align: str | None = None, keys: Sequence[str] | None = None) -> Raw:
        header = _cells(header)
        align = (align or "l" * len(header)).ljust(len(header), "l")
        out = ["| " + " | ".join(self.text(h) for h in header) + " |",
               "|" + "|".join("---:" if a == "r" else "---" for a in align) + "|"]
        for r in rows:
            out.append("| " + " | ".join(self.text(c) for c in _cells(r, keys)) + " |")
        return Raw("\n".join(out))


class Discord(Markdown):
    """Discord: Markdown subset, no tables (``` blocks), no colours; split into messages later."""

    def h(self, value: Any, level: int = 1) -> Raw:
        return Raw(f"**{self.text(value)}**" if level > 1 else f"**__{self.text(value)}__**")

    def hr(self) -> Raw:
        return Raw("\u2500" * 20)

    def table(self, header: Sequence[Any], rows: Sequence[Any],
              align: str | None = None, keys: Sequence[str] | None = None) -> Raw:
        return self._fixed_table(header, rows, align, keys)


DIALECTS: dict[str, type[Dialect]] = {
    "smf": SMF, "phpbb": PhpBB, "bgg": BGG, "markdown": Markdown, "discord": Discord,
    "plain": Plain,
}


def dialect(fmt: str) -> Dialect:
    return DIALECTS[fmt](fmt)
