"""Rich building blocks for the GM's screen, for every game's `views/terminal.py`: tables and
panels built from `Text` objects, so that a player named "[b]Bob" is shown as it is and never
read as rich markup.

A layout returns `TerminalText`: a str (the layout rendered without colour at a fixed width,
used by tests, pipes and files) that also carries its rich renderable, so the CLI's
`console.print` (markup=False) draws the real tables with colour at the terminal's own width.
"""

from __future__ import annotations

import io
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Iterable, Iterator

from rich import box
from rich.console import Console, Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from gm_tool.core.kit.views.text import clean, one_line

__all__ = ["PLAIN_WIDTH", "TerminalText", "chance_block", "clean", "final_verdict", "grid",
           "hashes", "header", "names", "ruling_rows", "screen_only", "seed_hashes", "t",
           "titled_table", "to_plain"]

PLAIN_WIDTH = 110


#: set while the `gm` command runs: its console draws the renderable itself, so the fixed-width
#: copy (a second full rendering) is not made
_SCREEN_ONLY: ContextVar[bool] = ContextVar("gm_terminal_screen_only", default=False)


@contextmanager
def screen_only() -> Iterator[None]:
    token = _SCREEN_ONLY.set(True)
    try:
        yield
    finally:
        _SCREEN_ONLY.reset(token)


class TerminalText(str):
    """A str that rich prints as its renderable (see module doc)."""

    def __new__(cls, renderable: RenderableType, width: int = PLAIN_WIDTH) -> "TerminalText":
        obj = super().__new__(cls, "" if _SCREEN_ONLY.get() else to_plain(renderable, width))
        obj._renderable = renderable
        return obj

    def __rich__(self) -> RenderableType:
        return self._renderable


def to_plain(renderable: RenderableType, width: int = PLAIN_WIDTH) -> str:
    buffer = io.StringIO()
    console = Console(file=buffer, width=width, color_system=None, force_terminal=False,
                      force_jupyter=False, markup=False, highlight=False, emoji=False,
                      legacy_windows=False, soft_wrap=True)
    console.print(renderable)
    return "\n".join(line.rstrip() for line in buffer.getvalue().rstrip("\n").split("\n"))


def t(value: Any, style: str = "") -> Text:
    """A value as text (cleaned, never markup)."""
    return Text(clean(value), style=style)


def names(items: Iterable[Any], empty: str = "none") -> Text:
    """'Ann, Bob, Cy', or a dim 'none'."""
    items = [clean(x) for x in items]
    return Text(", ".join(items) if items else empty, style="" if items else "dim")


def grid(rows: list[tuple[str, RenderableType]]) -> Table:
    """Label / value rows, the labels bold."""
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold", no_wrap=True)
    table.add_column(overflow="fold")  # hashes are folded, never cut short
    for label, value in rows:
        table.add_row(Text(label), value if not isinstance(value, str) else t(value))
    return table


def titled_table(title: str) -> Table:
    """An empty table with a bold title on the left (add the columns)."""
    return Table(title=title, title_justify="left", title_style="bold", box=box.SIMPLE_HEAD,
                 padding=(0, 1), pad_edge=False)


def header(title: str, rows: list[tuple[str, RenderableType]]) -> RenderableType:
    """A post's title panel: `rows` as a grid in a rounded box."""
    return Panel(grid(rows), title=Text(clean(title), style="bold"), title_align="left",
                 box=box.ROUNDED, expand=False)


def hashes(items: list[tuple[str, str]]) -> RenderableType:
    """Hashes and commands on lines of their own, outside any box: never folded or cut, so the
    GM can copy them whole (the CLI console soft-wraps)."""
    return Group(*[Text.assemble((f"{label}: ", "bold"), clean(value)) for label, value in items])


def revealed_lines(choices: list[dict[str, Any]], nothing: str) -> list[RenderableType]:
    """Each player's revealed choice, salt and commitment, one value a line outside any table
    (hashes are never folded, so they copy whole); `nothing` for a player who sent none."""
    lines: list[RenderableType] = []
    for row in choices:
        line = Text.assemble("  ", (clean(row["player"]), "bold"), ": ")
        if row["choice"]:
            line.append(clean(row["choice"]), style="green")
            lines += [line, Text(f"    salt        {clean(row['salt'])}"),
                      Text(f"    commitment  {clean(row['commitment'])}")]
        else:
            line.append(nothing, style="yellow")
            lines.append(line)
    return lines


def seed_hashes(c: dict[str, Any]) -> RenderableType:
    """The seed commitment and, once revealed (`kit.views.context.seed_context`), the seed, its
    salt and the command that prints the commitment from them."""
    items = [("Seed commitment", c["seed_commitment"])]
    if c.get("seed_revealed"):
        items += [("Seed", c["seed"]), ("Salt", c["seed_salt"]),
                  ("Check the seed (prints the commitment)", one_line(c["seed_check"]))]
    return hashes(items)


def chance_block(steps: list[dict[str, Any]]) -> list[RenderableType]:
    """The public draws of chance steps (`kit.views.context.chance_steps`): per step its label,
    what it decided, and a table of its draws (number, purpose, result)."""
    parts: list[RenderableType] = []
    for st in steps:
        lines: list[RenderableType] = [Text.assemble(("Public draw: ", "bold"), clean(st["label"]))]
        lines += [Text(f"  - {clean(line)}") for line in st["info_lines"]]
        if st["draws"]:
            table = Table(box=box.SIMPLE_HEAD, padding=(0, 1), show_edge=False)
            table.add_column("#", justify="right")
            table.add_column("Purpose")
            table.add_column("Result")
            for d in st["draws"]:
                table.add_row(t(d["index"]), t(d["purpose"]), t(d["result"]))
            lines.append(table)
        parts.append(Group(*lines))
    return parts


def ruling_rows(c: dict[str, Any]) -> list[tuple[str, RenderableType]]:
    """Header rows for a summary's GM notes and rulings (`kit.views.context.rulings`)."""
    rows: list[tuple[str, RenderableType]] = []
    for note in c.get("notes", []):
        rows.append(("GM note", t(note)))
    for a in c.get("adjustments", []):
        ruling = Text.assemble((clean(a["player"]), "bold"), ": ", clean(a["text"]))
        if a["reason"]:
            ruling.append(f" (reason: {clean(a['reason'])})", style="dim")
        rows.append(("Ruling", ruling))
    return rows


def final_verdict(final: dict[str, Any], unit: str) -> Text:
    """"Winner: Ann with 31 VP", or the shared-victory line, for a final scoring
    (`winners_text`, `winning_total`, `shared`)."""
    if final["shared"]:
        return Text(f"Shared victory: {clean(final['winners_text'])} share the win with "
                    f"{final['winning_total']} {unit} each", style="bold green")
    return Text(f"Winner: {clean(final['winners_text'])} with {final['winning_total']} {unit}",
                style="bold green")
