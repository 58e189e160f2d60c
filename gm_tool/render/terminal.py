"""The GM's own screen for the posts every game shares (the check reply, the choice receipt, the
generic reveal), and the dispatch of a game's own views to the layouts its presentation declares
(see gm_tool.render.presentation).

The building blocks (`TerminalText`, `header`, `grid`, `hashes`, ...) live in
`gm_tool.core.kit.views.terminal`, so that a game draws its own layouts without importing render;
they are re-exported here for the CLI (`screen_only`) and for older callers.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from gm_tool.core.kit.views.terminal import (TerminalText, clean, final_verdict, grid, hashes, header,
                                           names, revealed_lines, screen_only, t, titled_table)
from gm_tool.core.kit.views.text import one_line
from gm_tool.render import context as ctxmod
from gm_tool.render.presentation import presentation_of


def receipt(r: dict[str, Any]) -> TerminalText:
    c = ctxmod.receipt_context(r)
    line = Text.assemble(f"{clean(c['clock'])}: ", (clean(c["player"]), "bold"),
                         "'s choice is in — commitment ", (clean(c["commitment"]), "cyan"))
    parts: list[RenderableType] = [line]
    if c["replaced"]:
        parts.append(Text(f"(This replaces {clean(c['player'])}'s earlier choice; "
                          "the earlier commitment is void.)", style="yellow"))
    return TerminalText(Group(*parts))


# A game's own views (dispatched on view["game"]) ------------------------------------------------

def status(view: dict[str, Any]) -> TerminalText:
    return presentation_of(view, "status").terminal("status", view)


def new_campaign(view: dict[str, Any]) -> TerminalText:
    return presentation_of(view, "opening post").terminal("new_campaign", view)


def round_summary(view: dict[str, Any]) -> TerminalText:
    return presentation_of(view, "round summary").terminal("summary", view)


def reveal(view: dict[str, Any]) -> TerminalText:
    """The game's own reveal layout when it declares one, else the generic reveal."""
    game = presentation_of(view, "reveal post")
    return game.terminal("reveal", view) if game.post("reveal") else generic_reveal(view)


# Shared posts ----------------------------------------------------------------------------------

def generic_reveal(view: dict[str, Any]) -> TerminalText:
    """Every player's revealed choice, salt and commitment, and how to check a commitment."""
    c = ctxmod.generic_reveal_context(view)
    lines: list[RenderableType] = [Text(f"{c['nouns'].capitalize()} revealed", style="bold"),
                                   *revealed_lines(c["choices"],
                                                   f"nothing (no {clean(c['noun'])} by the reveal)")]
    rows: list[tuple[str, RenderableType]] = []
    if c["forced"]:
        rows.append(("Chose nothing", names(c["forced"])))
    if c["step_label"]:
        rows.append(("Next", t(c["step_label"])))
    if c["deadline"]:
        rows.append(("Deadline", t(c["deadline"])))
    title = f"{c['game_title']}: {c['campaign']}, {c['reveal_clock']}: {c['nouns']} revealed"
    return TerminalText(Group(header(title, rows or [("Players", names(c["turn_order"]))]),
                              hashes([("Seed commitment", c["seed_commitment"])]),
                              Group(*lines), check_lines(c["check_commands"])))


def check_lines(commands: list[str]) -> RenderableType:
    """The commands that print each revealed commitment, one per line (never folded)."""
    if not commands:
        return Group()
    return Group(Text("Check the commitments (each line prints the commitment published for "
                      "that player):", style="bold"),
                 *[Text(f"  {clean(one_line(command))}") for command in commands])


def reminder(view: dict[str, Any]) -> TerminalText:
    """The reminder post on the GM's screen: the step, who still owes it, the deadline."""
    c = ctxmod.reminder_context(view)
    lines: list[RenderableType] = [Text(clean(c["title"]), style="bold"), Text("")]
    if c["ended"]:
        lines.append(Text("The game has ended: nobody owes anything."))
        return TerminalText(Group(*lines))
    if c["pending"]:
        lines.append(Text(f"Still to send their {clean(c['what'])}:"))
        lines += [Text.assemble("  - ", (clean(p), "yellow")) for p in c["pending"]]
    else:
        lines.append(Text(f"Everybody's {clean(c['what'])} is in. Thank you!", style="green"))
    lines.append(Text(""))
    if c["deadline"]:
        lines.append(Text.assemble("Deadline: ", clean(c["deadline_text"]), " — ",
                                   (clean(c["time_text"]), "bold red" if c["overdue"] else "bold")))
    else:
        lines.append(Text("No deadline has been set."))
    if c["dropped"]:
        lines.append(Text(f"(Dropped, no action needed: {', '.join(clean(p) for p in c['dropped'])})",
                          style="dim"))
    return TerminalText(Group(*lines))


def check_reply(view: dict[str, Any]) -> TerminalText:
    """The GM's view of a checked post: verdict, what the game read in it, and every diagnostic
    with its code."""
    c = ctxmod.check_context(view)
    verdict = Text("accepted", style="bold green") if c["accepted"] else Text("NOT accepted", style="bold red")
    if c["replaced"]:
        verdict.append(" (replaces the earlier post)", style="yellow")
    elif c["stored"]:
        verdict.append(" (stored)")
    else:
        verdict.append(" (checked only, not stored)", style="dim")
    rows: list[tuple[str, RenderableType]] = [("Verdict", verdict)]
    if c["understood"]:
        rows.append(("Read as", Text("\n").join(t(line) for line in c["understood"])))
    if c["chatter_text"]:
        rows.append(("Chatter", t(c["chatter_text"])))
    rows.append(("Problems", t(c["counts_text"] or "none")))
    parts: list[RenderableType] = [header(f"{c['player']}, {c['when']}: turn post", rows)]
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


def with_note(text: TerminalText, note: str) -> TerminalText:
    """A terminal view with one more line at its end (the board picture note)."""
    return TerminalText(Group(text.__rich__(), Text(note, style="italic")))
