"""Sealed Bids on the GM's terminal: a header panel, the players table, the hashes on lines of
their own (rich, from Text objects: names are never read as markup)."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from gm_tool.core.kit.views.terminal import (
    TerminalText,
    clean,
    final_verdict,
    hashes,
    header,
    names,
    ruling_rows,
    seed_hashes,
    t,
    titled_table,
)

from . import context as ctxmod


def _players_table(c: dict[str, Any], title: str = "Players") -> RenderableType:
    table = titled_table(title)
    for column, justify in (("Player", "left"), ("Coins", "right"), ("Bid", "right"),
                            ("Sold", "right"), ("", "left")):
        table.add_column(column, justify=justify)
    for row in c["players_rows"]:
        table.add_row(t(row["name"], "bold"), t(row["coins"]), t(row["bid"]), t(row["sold"]),
                      t(row["mark_text"], "dim"))
    return table


def _final_table(final: dict[str, Any]) -> RenderableType:
    table = titled_table("Final scoring")
    for column, justify in (("Player", "left"), ("Coins", "right"), ("Saffron", "right"),
                            ("Total", "right"), ("", "left")):
        table.add_column(column, justify=justify)
    for row in final["rows"]:
        table.add_row(t(row["player"], "bold"), t(row["coins"]), t(row["stock"]), t(row["total"]),
                      t(row["winner_text"], "green"))
    return Group(final_verdict(final, "points"), table)


def _state_rows(c: dict[str, Any]) -> list[tuple[str, RenderableType]]:
    rows: list[tuple[str, RenderableType]] = [("Rolled", t(r)) for r in c["rolls"]]
    rows.append(("Now", t(c["phase_text"], "bold")))
    if c["step_label"] and not c["ended"]:
        rows.append(("Waiting for", t(c["step_label"] + (": " + ", ".join(c["pending"])
                                                         if c["pending"] else ""))))
    if c["deadline"]:
        rows.append(("Deadline", t(c["deadline"])))
    rows.append(("Turn order", names(c["turn_order"])))
    return rows


def _body(c: dict[str, Any], parts: list[RenderableType]) -> TerminalText:
    parts.append(seed_hashes(c))
    if c["final"]:
        parts.append(_final_table(c["final"]))
    parts.append(_players_table(c))
    return TerminalText(Group(*parts))


def status(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.status_context(view)
    return _body(c, [header(f"{c['game_title']}: {c['campaign']}", _state_rows(c))])


def new_campaign(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.new_campaign_context(view)
    rows = [("Campaign", t(f"{c['campaign']} (id {c['campaign_id']})")),
            ("Rules", t(f"{c['rounds']} rounds, {c['start_coins']} coins each; every stock of "
                        "saffron is secret until the end"))] + _state_rows(c)
    return _body(c, [header(f"New {c['game_title']} campaign", rows)])


def reveal(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.reveal_context(view)
    lines: list[RenderableType] = [Text("Bids revealed", style="bold")]
    for row in c["choices"]:
        line = Text.assemble("  ", (clean(row["player"]), "bold"), ": ")
        if row["choice"]:
            line.append(clean(row["choice"]), style="green")
            lines += [line, Text(f"    salt        {clean(row['salt'])}"),
                      Text(f"    commitment  {clean(row['commitment'])}")]
        else:
            line.append("no bid by the reveal (0)", style="yellow")
            lines.append(line)
    rows = [("Auction", t(c["auction_text"], "bold"))] + _state_rows(c)
    parts: list[RenderableType] = [header(f"{c['game_title']}: {c['campaign']}: bids revealed", rows),
                                   hashes([("Check a commitment", c["verify_command"])]),
                                   Group(*lines)]
    return _body(c, parts)


def round_summary(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.summary_context(view)
    rows: list[tuple[str, RenderableType]] = []
    if c["auction"]:
        a = c["auction"]
        rows.append(("Lot", t(f"die {a['die']}: {a['lot_grams']} g")))
        if "bids" in a:
            rows.append(("Bids", t(a["bids_text"] or "none")))
            rows.append(("Auction", t(a["text"])))
    rows.append(("Turn", t(c["action_text"], "bold")))
    for k in c["skipped"]:
        rows.append(("SKIPPED", t(k, "yellow")))
    rows += ruling_rows(c)
    rows.append(("Next", t(c["next_player"] or c["phase_text"])))
    title = f"{c['game_title']}: {c['campaign']}, round {c['game_round']}: {c['player']}"
    return _body(c, [header(title, rows)])
