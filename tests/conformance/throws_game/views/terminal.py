"""Throws on the GM's terminal: a header panel, the points table, hashes on lines of their own."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType

from gm_tool.core.kit.views.terminal import (
    TerminalText,
    final_verdict,
    hashes,
    header,
    revealed_lines,
    ruling_rows,
    seed_hashes,
    t,
    titled_table,
)

from . import context as ctxmod


def _players_table(c: dict[str, Any]) -> RenderableType:
    table = titled_table("Players")
    for column, justify in (("Player", "left"), ("Points", "right"), ("Last throw", "left"),
                            ("", "right"), ("", "left")):
        table.add_column(column, justify=justify)
    for row in c["players_rows"]:
        table.add_row(t(row["name"], "bold"), t(row["points"]), t(row["throw"]), t(row["gained"]),
                      t(row["mark_text"], "dim"))
    return table


def _final_table(final: dict[str, Any]) -> RenderableType:
    table = titled_table("Final scoring")
    for column, justify in (("Player", "left"), ("Points", "right"), ("", "left")):
        table.add_column(column, justify=justify)
    for row in final["rows"]:
        table.add_row(t(row["player"], "bold"), t(row["total"]), t(row["winner_text"], "green"))
    return Group(final_verdict(final, "points"), table)


def _state_rows(c: dict[str, Any]) -> list[tuple[str, RenderableType]]:
    rows: list[tuple[str, RenderableType]] = [("Now", t(c["phase_text"], "bold"))]
    if c["step_label"] and not c["ended"]:
        rows.append(("Waiting for", t(c["step_label"] + (": " + ", ".join(c["pending"])
                                                         if c["pending"] else ""))))
    if c["deadline"]:
        rows.append(("Deadline", t(c["deadline"])))
    return rows


def _body(c: dict[str, Any], parts: list[RenderableType]) -> TerminalText:
    parts.append(seed_hashes(c))
    if c["final"]:
        parts.append(_final_table(c["final"]))
    parts.append(_players_table(c))
    return TerminalText(Group(*parts))


def status(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.status_context(view)
    rows = _state_rows(c)
    if c["last_result"]:
        rows.insert(0, ("Last round", t(c["last_result"])))
    return _body(c, [header(f"{c['game_title']}: {c['campaign']}, round {c['game_round']}", rows)])


def new_campaign(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.new_campaign_context(view)
    rows = [("Campaign", t(f"{c['campaign']} (id {c['campaign_id']})")),
            ("Rules", t(f"{c['rounds']} rounds of rock, paper, scissors; one point for each "
                        "throw yours beats"))] + _state_rows(c)
    return _body(c, [header(f"New {c['game_title']} campaign", rows)])


def reveal(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.reveal_context(view)
    rows = [("Result", t(c["result_text"], "bold"))] + _state_rows(c)
    parts: list[RenderableType] = [
        header(f"{c['game_title']}: {c['campaign']}, {c['reveal_clock']}: throws revealed", rows),
        Group(*revealed_lines(c["choices"], "no throw by the reveal")),
        hashes([("Check a commitment (prints it)", cmd) for cmd in c["check_commands"]]),
    ]
    return _body(c, parts)


def round_summary(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.summary_context(view)
    rows: list[tuple[str, RenderableType]] = [
        ("Throws", t(", ".join(f"{r['player']} {r['throw']} ({r['gained']})"
                               for r in c["throw_rows"]) or "none")),
        ("Result", t(c["result_text"], "bold"))]
    rows += ruling_rows(c)
    rows.append(("Next", t(c["step_label"] if c["step_label"] and not c["ended"] else c["phase_text"])))
    title = f"{c['game_title']}: {c['campaign']}, round {c['summary_round']}"
    return _body(c, [header(title, rows)])
