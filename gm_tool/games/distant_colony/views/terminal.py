"""Distant Colony on the GM's terminal: the Space Station panel, the Settlements tables, the
reveal and the round summary (rich, from Text objects: names are never read as markup)."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from gm_tool.core.kit.views.text import one_line
from gm_tool.core.kit.views.terminal import (
    TerminalText,
    chance_block,
    clean,
    final_verdict,
    grid,
    hashes,
    header,
    names,
    revealed_lines,
    ruling_rows,
    seed_hashes,
    t,
    titled_table,
)
from gm_tool.games.distant_colony.views import context as ctxmod


def station_block(st: dict[str, Any]) -> RenderableType:
    parts: list[RenderableType] = [grid([
        ("Colonist Pool", t(st["pool_size"])),
        ("Available Colonists", t(st["available_text"])),
        ("VP Pool", t(st["vp_pool"])),
        ("Trade Environment", t((st["trade_environment"] or "none yet")
                                + (f" (the first Trade phase uses {st['first_trade']}: its stock "
                                   "and prices)" if st.get("first_trade") else ""))),
    ])]
    if st["trade_rows"]:
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, padding=(0, 1))
        for col, justify in (("Resource", "left"), ("Amount", "right"), ("Cost", "right"),
                             ("Buys At", "right")):
            table.add_column(col, justify=justify)
        for r in st["trade_rows"]:
            table.add_row(t(r["name"]), t(r["stock"]), t(r["cost"]), t(r["buys"]))
        parts.append(table)
    return Panel(Group(*parts), title="Space Station", title_align="left", box=box.ROUNDED,
                 expand=False)


def settlements_block(settlements: list[dict[str, Any]]) -> RenderableType:
    name_width = min(24, max([len(clean(s["player"])) for s in settlements] + [6]))
    res = titled_table("Settlements: VP, Wealth, resources (* = first player)")
    res.add_column("Player", overflow="fold", min_width=name_width)
    for col in ("VP", "Wealth", "Food", "B.Raw", "R.Raw", "B.Gds", "R.Gds", "Mach", "Storage"):
        res.add_column(col, justify="right", no_wrap=True)
    for s in settlements:
        name = t(s["player"], "bold")
        if s["first"]:
            name.append(" *", style="cyan")
        amounts = [t(r["amount"]) for r in s["resources"]]
        over = s["storage_used"] > s["storage_capacity"]
        storage = t(f"{s['storage_used']}/{s['storage_capacity']}" + (" over" if over else ""),
                    "red" if over else "")
        res.add_row(name, t(s["vp"]), t(s["wealth"]), *amounts, storage)
    col = titled_table("Colonists")
    col.add_column("Player", overflow="fold", min_width=name_width)
    col.add_column("Temporary Housing (penalty)")
    col.add_column("Reserved")
    col.add_column("All colonists")
    for s in settlements:
        housing = t(f"{s['housing_text']} ({s['penalty_text']})", "yellow" if s["penalty"] else "")
        col.add_row(t(s["player"], "bold"), housing, t(s["reserved_text"]), t(s["colonists_total"]))
    bld = titled_table("Buildings and staff")
    bld.add_column("Player", overflow="fold", min_width=name_width)
    bld.add_column("Spaces", justify="right", no_wrap=True)
    bld.add_column("#", justify="right", no_wrap=True)
    bld.add_column("Building")
    bld.add_column("Staff")
    for s in settlements:
        for i, b in enumerate(s["buildings"]):
            first = i == 0
            bld.add_row(t(s["player"], "bold") if first else Text(""),
                        t(f"{s['spaces_used']}/{s['spaces_total']}") if first else Text(""),
                        t(b["id"]), t(b["name"]), t(b["staff_text"], "dim" if not b["staff"] else ""))
        bld.add_section()
    return Group(res, col, bld)


def progress_rows(c: dict[str, Any]) -> list[tuple[str, RenderableType]]:
    rows: list[tuple[str, RenderableType]] = []
    stage = t(c["stage_line"])
    if c["stage_step"]:
        stage.append(f" — {clean(c['stage_step'])}")
    if c["round_phases"]:
        stage.append(f" (phases this round: {', '.join(c['round_phases'])})")
    rows.append(("Stage", stage))
    if c["stage"] == "choices":
        rows.append(("Chosen", names(c["chosen"])))
        rows.append(("Waiting for", Text.assemble(names(c["pending"]), style="yellow" if c["pending"] else "")))
    elif c["stage"] == "turns":
        rows.append(("Turn posts in", names(c["done"])))
        rows.append(("Waiting for", Text.assemble(names(c["pending"]), style="yellow" if c["pending"] else "")))
    if c["deadline"]:
        rows.append(("Deadline", t(c["deadline"])))
    return rows


def order_row(c: dict[str, Any]) -> tuple[str, RenderableType]:
    text = names(c["turn_order"])
    text.append(f" (first player: {clean(c['first_player'])})")
    return ("Turn order", text)


def final_block(final: dict[str, Any]) -> RenderableType:
    """Game over: why, the winner (or shared victory), how a tie was decided, the table."""
    lines: list[RenderableType] = [
        Text("Game over", style="bold"),
        Text("The game ended because: " + ", ".join(clean(r) for r in final["reasons"])),
        final_verdict(final, "VP")]
    if final.get("tie_text"):
        lines.append(Text.assemble(("Tie: ", "bold"), clean(final["tie_text"])))
    lines.append(_final_table(final))
    return Group(*lines)


def status(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.status_context(view)
    rows = progress_rows(c) + [order_row(c)]
    title = f"{c['game_title']}: {c['campaign']}, " + ("game over" if c["ended"] else f"round {c['round']}")
    parts: list[RenderableType] = [header(title, rows), *chance_block(c["chance_steps"])]
    if c["final"]:
        parts.append(final_block(c["final"]))
    parts += [seed_hashes(c), station_block(c["station"]), settlements_block(c["settlements"])]
    return TerminalText(Group(*parts))


def reveal(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.reveal_context(view)
    lines: list[RenderableType] = [Text("Choices revealed", style="bold"),
                                   *revealed_lines(c["choices"], "nothing (no choice by the reveal)")]
    choices = Group(*lines, Text(""))
    phases = Table(title="Phases this round (rule order)", title_justify="left", box=box.SIMPLE_HEAD)
    phases.add_column("Phase")
    phases.add_column("This round")
    phases.add_column("Chosen by")
    for p in c["phases"]:
        phases.add_row(t(p["name"], "bold" if p["happens"] else "dim"),
                       t("yes", "green") if p["happens"] else t("no", "red"),
                       names(p["chosen_by"], "-"))
    rows: list[tuple[str, RenderableType]] = []
    if c["forced"]:
        rows.append(("Chose nothing", names(c["forced"])))
    rows.append(order_row(c))
    if c.get("step_label"):
        rows.append(("Next", t(c["step_label"])))
    if c.get("deadline"):
        rows.append(("Deadline", t(c["deadline"])))
    title = f"{c['game_title']}: {c['campaign']}, round {c['round']} opens"
    checks = [Text("Check the commitments (each line prints the commitment published for that "
                   "player):", style="bold")] + [Text(f"  {clean(one_line(x))}") for x in c["check_commands"]]
    return TerminalText(Group(header(title, rows),
                              hashes([("Seed commitment", c["seed_commitment"])]),
                              choices, *(checks if c["check_commands"] else []), Text(""),
                              phases, station_block(c["station"]),
                              settlements_block(c["settlements"])))


def new_campaign(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.new_campaign_context(view)
    rows = [
        ("Game", t(f"{c['game_title']} (rules version {c['game_version']})")),
        ("Campaign", t(f"{c['campaign']} (id {c['campaign_id']})")),
        ("Players", names(c["turn_order"])),
        ("First player", t(c["first_player"])),
        ("Commitments", t(f"sha256 of '{c['commitment_preimage']}', lowercase hex")),
        ("Seed", t(f"sha256 of '{c['seed_preimage']}', revealed when the game ends")),
    ]
    title = f"New {c['game_title']} campaign: {c['campaign']}"
    return TerminalText(Group(header(title, rows), hashes([("Seed commitment", c["seed_commitment"])]),
                              station_block(c["station"]),
                              settlements_block(c["settlements"])))


def _final_table(final: dict[str, Any]) -> RenderableType:
    table = Table(title="Final scores", title_justify="left", title_style="bold",
                  box=box.SIMPLE_HEAD, padding=(0, 1))
    table.add_column("Player", overflow="fold")
    for col in ("Buildings", "VP", "Unemployment", "Wealth (+res.)", "Wealth VP", "Total"):
        table.add_column(col, justify="right", no_wrap=True)
    table.add_column("Result")
    for r in final["rows"]:
        table.add_row(t(r["player"], "bold"), t(r["building_vp"]), t(r["play_vp"]),
                      t(r["unemployment"]), t(r["wealth_text"]), t(r["wealth_vp"]),
                      t(r["total"], "bold"), t(r["winner_text"], "green"))
    return table


def _projected_table(settlements: list[dict[str, Any]], label: str) -> RenderableType:
    table = titled_table(f"{label} (buildings + VP + unemployment + Wealth VP)")
    table.add_column("Player", overflow="fold")
    for col in ("Buildings", "VP", "Unemployment", "Wealth (+res.)", "Wealth VP", "Total"):
        table.add_column(col, justify="right", no_wrap=True)
    for s in settlements:
        p = s.get("projected")
        if not p:
            continue
        table.add_row(t(s["player"], "bold"), t(p["building_vp"]), t(p["play_vp"]),
                      t(p["unemployment"], "yellow" if p["unemployment"] else ""),
                      t(p["wealth_text"]), t(p["wealth_vp"]), t(p["total"], "bold"))
    return table


def round_summary(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.summary_context(view)
    rows: list[tuple[str, RenderableType]] = [
        ("Phases played", names(c["phases_done"])),
        ("Trade Environment", t(c["trade_environment"] or "none")),
    ]
    first = t(c["round_first_player"] or "-")
    if c["next_first_player"]:
        first.append(f" (next round: {clean(c['next_first_player'])})")
    rows.append(("First player", first))
    if c["end_line"]:
        rows.append(("Game end", t(c["end_line"], "bold")))
    if c["forced_round"]:
        forced = Text("FORCED: only the valid parts of the posts were applied", style="bold yellow")
        if c["missing"]:
            forced.append(f"; no turn post from {', '.join(clean(m) for m in c['missing'])}")
        rows.append(("Resolution", forced))
    rows += ruling_rows(c)
    parts: list[RenderableType] = [header(f"{c['game_title']}: {c['campaign']}, round {c['round']} results", rows)]

    parts += chance_block(c["chance_steps"])
    final = c["final"]
    if final:
        parts.append(final_block(final))

    lines: list[RenderableType] = [Text("What everybody did", style="bold")]
    for p in c["summary_players"]:
        line = Text.assemble("  ", (clean(p["name"]), "bold"), " chose ", (clean(p["choice_text"]), "green"))
        if p["verdict_note"]:
            line.append(f" ({clean(p['verdict_note'])})", style="yellow")
        lines.append(line)
        for a in p["actions"]:
            lines.append(Text(f"    - {clean(a)}"))
        lines.append(Text.assemble("    ", ("Net: ", "bold"), clean(p["net"])))
        for k in p["skipped"]:
            lines.append(Text.assemble("    ", ("SKIPPED", "bold red"), ": ", clean(k)))
        for k in p["owed"]:
            lines.append(Text.assemble("    ", ("NOT GIVEN", "bold yellow"), ": ", clean(k)))
        for k in p["warnings"]:
            lines.append(Text.assemble("    ", ("Note", "italic"), ": ", clean(k)))
    parts.append(Group(*lines, Text("")))

    draws = Table(title="Random draws this round", title_justify="left", title_style="bold",
                  box=box.SIMPLE_HEAD, padding=(0, 1))
    draws.add_column("#", justify="right")
    draws.add_column("Purpose")
    draws.add_column("Result")
    for d in c["draws"]:
        draws.add_row(t(d["index"]), t(d["purpose"]), t(d["result"]))
    parts.append(draws if c["draws"] else Text("Random draws this round: none"))

    parts.append(seed_hashes(c))
    parts.append(station_block(c["station"]))
    parts.append(settlements_block(c["settlements"]))
    if not final and any(s.get("projected") for s in c["settlements"]):
        parts.append(_projected_table(c["settlements"], "Projected score if the game ended now"))
    return TerminalText(Group(*parts))
