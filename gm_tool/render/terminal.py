"""The GM's own screen: rich tables and panels, built from Text objects so that a player named
"[b]Bob" is shown as it is and never read as rich markup.

Render functions return `TerminalText`: a str (the layout rendered without colour at a fixed
width, used by tests, pipes and files) that also carries its rich renderable, so the CLI's
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

from gm_tool.render import context as ctxmod
from gm_tool.render.escape import clean

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
    return Text(clean(value), style=style)


def names(items: Iterable[Any], empty: str = "none") -> Text:
    items = [clean(x) for x in items]
    return Text(", ".join(items) if items else empty, style="" if items else "dim")


def grid(rows: list[tuple[str, RenderableType]]) -> Table:
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold", no_wrap=True)
    table.add_column(overflow="fold")  # hashes are folded, never cut short
    for label, value in rows:
        table.add_row(Text(label), value if not isinstance(value, str) else t(value))
    return table


def _table(title: str) -> Table:
    return Table(title=title, title_justify="left", title_style="bold", box=box.SIMPLE_HEAD,
                 padding=(0, 1), pad_edge=False)


def header(title: str, rows: list[tuple[str, RenderableType]]) -> RenderableType:
    return Panel(grid(rows), title=Text(clean(title), style="bold"), title_align="left",
                 box=box.ROUNDED, expand=False)


def hashes(items: list[tuple[str, str]]) -> RenderableType:
    """Hashes and commands on lines of their own, outside any box: never folded or cut, so the
    GM can copy them whole (the CLI console soft-wraps)."""
    return Group(*[Text.assemble((f"{label}: ", "bold"), clean(value)) for label, value in items])


def receipt(r: dict[str, Any]) -> TerminalText:
    c = ctxmod.receipt_context(r)
    line = Text.assemble(f"Round {clean(c['round'])}: ", (clean(c["player"]), "bold"),
                         "'s choice is in — commitment ", (clean(c["commitment"]), "cyan"))
    parts: list[RenderableType] = [line]
    if c["replaced"]:
        parts.append(Text(f"(This replaces {clean(c['player'])}'s earlier choice; "
                          "the earlier commitment is void.)", style="yellow"))
    return TerminalText(Group(*parts))


def _game_terminal(view: dict[str, Any]):
    from gm_tool.render.games import game_of

    return game_of(view).terminal()


def status(view: dict[str, Any]) -> TerminalText:
    return _game_terminal(view).status(view)


def new_campaign(view: dict[str, Any]) -> TerminalText:
    return _game_terminal(view).new_campaign(view)


def reveal(view: dict[str, Any]) -> TerminalText:
    from gm_tool.render.games import require_secret_choices

    return require_secret_choices(view, "reveal post").terminal().reveal(view)


def round_summary(view: dict[str, Any]) -> TerminalText:
    return _game_terminal(view).round_summary(view)


def check_reply(view: dict[str, Any]) -> TerminalText:
    """The GM's view of a checked post: verdict, every diagnostic with its code, and what the
    tool understood (sections, the Net it computed)."""
    c = ctxmod.check_context(view)
    verdict = Text("accepted", style="bold green") if c["accepted"] else Text("NOT accepted", style="bold red")
    if c["replaced"]:
        verdict.append(" (replaces the earlier post)", style="yellow")
    elif c["stored"]:
        verdict.append(" (stored)")
    else:
        verdict.append(" (checked only, not stored)", style="dim")
    rows: list[tuple[str, RenderableType]] = [("Verdict", verdict)]
    rows.append(("Problems", t(c["counts_text"] or "none")))
    if c["sections"]:
        rows.append(("Sections read", names(c["sections"])))
    if c["computed_net"]:
        rows.append(("Net (computed)", t(c["computed_net"])))
    parts: list[RenderableType] = [header(f"{c['player']}, round {c['round']}: turn post", rows)]
    styles = {"error": "bold red", "warning": "yellow", "info": "dim"}
    lines: list[RenderableType] = []
    for d in c["problems"]:
        word = d["word"].upper() if d["severity"] == "error" else d["word"]
        line = Text.assemble("  ", (word, styles.get(d["severity"], "")))
        if d["where"]:
            line.append(f" {d['where']}:")
        line.append(f" {clean(d['message'])}")
        line.append(f"  [{clean(d['code'])}]", style="dim")
        lines.append(line)
        if d["hint"]:
            lines.append(Text.assemble("      ", ("fix: ", "bold"), clean(d["hint"])))
    if lines:
        parts.append(Group(*lines))
    return TerminalText(Group(*parts))


def final_verdict(final: dict[str, Any], unit: str) -> Text:
    """"Winner: Ann with 31 VP", or the shared-victory line, for a final scoring."""
    if final["shared"]:
        return Text(f"Shared victory: {clean(final['winners_text'])} share the win with "
                    f"{final['winning_total']} {unit} each", style="bold green")
    return Text(f"Winner: {clean(final['winners_text'])} with {final['winning_total']} {unit}",
                style="bold green")
