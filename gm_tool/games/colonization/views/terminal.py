"""Colonization on the GM's terminal: the solar systems as chains, a players table (ship, stash,
discard pile, colonies, score), the turn summary and the final scores (rich, from Text objects:
names are never read as markup)."""

from __future__ import annotations

from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from gm_tool.games.colonization.views import context as ctxmod
from gm_tool.core.kit.views.terminal import (TerminalText, chance_block, clean, final_verdict,
                                          grid, hashes, header, names, ruling_rows, seed_hashes,
                                          t, titled_table)


def _turn_rows(b: dict[str, Any]) -> list[tuple[str, RenderableType]]:
    rows: list[tuple[str, RenderableType]] = []
    if b["ended"]:
        rows.append(("Game over", t(b["result_text"], "bold green")))
    else:
        rows.append((f"Turn {clean(b['turn'])}", t(b["turn_text"], "bold")))
    if b["last_round"]:
        rows.append(("LAST ROUND", t(b["last_round"]["text"], "yellow")))
    return rows


def systems_block(b: dict[str, Any]) -> RenderableType:
    rows: list[tuple[str, RenderableType]] = [(clean(s["suit"]), t(s["chain"])) for s in b["systems"]]
    rows.append(("Planets left", t(b["planets_left"])))
    rows += _turn_rows(b)
    return Panel(grid(rows), title="Solar systems", title_align="left", box=box.ROUNDED, expand=False)


def players_block(b: dict[str, Any]) -> RenderableType:
    table = titled_table("Players (score = planets + ace bonus + match bonus + count bonus)")
    table.add_column("Player", overflow="fold")
    table.add_column("Ship", no_wrap=True)
    table.add_column("Stash")
    table.add_column("Discard")
    table.add_column("Colonies", justify="right", no_wrap=True)
    table.add_column("Score", justify="right", no_wrap=True)
    for p in b["players"]:
        name = t(p["name"], "bold")
        name.append(f" ({clean(p['suit'])})")
        if p["mark_text"]:
            name.append(f" {p['mark_text']}", style="cyan")
        sc = p["score"]
        table.add_row(name, t(p["ship"]),
                      t(p["stash_text"], "red" if not p["stash_count"] else ""),
                      t(p["discard_text"] + (f"; out of play: {p['removed_text']}" if p["removed"] else "")),
                      t(p["colonies"]),
                      t(f"{sc['total']} = {sc['planets']}+{sc['ace_bonus']}+{sc['match_bonus']}"
                        f"+{sc['count_bonus']}"))
    return table


def _board(b: dict[str, Any]) -> list[RenderableType]:
    return [systems_block(b), players_block(b)]


def status(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.status_context(view)
    stage = t(c["stage_text"])
    if c["step_label"] and not c["board"]["ended"]:
        stage.append(f" — {clean(c['step_label'])}")
    rows: list[tuple[str, RenderableType]] = [("Stage", stage)]
    if c["stage"] == "turns":
        rows.append(("Waiting for", Text.assemble(names(c["pending"]),
                                                  style="yellow" if c["pending"] else "")))
    if c["deadline"]:
        rows.append(("Deadline", t(c["deadline"])))
    rows.append(("Turn order", names(c["turn_order"])))
    title = f"{c['game_title']}: {c['campaign']}, " + (
        f"game over after turn {c['turn']}" if c["board"]["ended"] else f"turn {c['turn']}")
    return TerminalText(Group(header(title, rows), *chance_block(c["chance_steps"]), seed_hashes(c),
                              *_board(c["board"])))


def new_campaign(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.new_campaign_context(view)
    rows = [
        ("Game", t(f"{c['game_title']} (rules version {c['game_version']})")),
        ("Campaign", t(f"{c['campaign']} (id {c['campaign_id']})")),
        ("Players", t(", ".join(f"{p['name']} ({p['suit']})" for p in c["player_suits"]))),
        ("Dice", t("every roll is a numbered draw from the campaign's seed")),
        ("Seed", t(f"sha256 of '{c['seed_preimage']}', revealed when the game ends")),
    ]
    title = f"New {c['game_title']} campaign: {c['campaign']}"
    return TerminalText(Group(header(title, rows), hashes([("Seed commitment", c["seed_commitment"])]),
                              *_board(c["board"])))


def _final_table(final: dict[str, Any]) -> RenderableType:
    table = Table(title="Final scores", title_justify="left", title_style="bold",
                  box=box.SIMPLE_HEAD, padding=(0, 1))
    table.add_column("Player", overflow="fold")
    for col in ("Planets", "Ace bonus", "Match bonus", "Count bonus", "Total"):
        table.add_column(col, justify="right", no_wrap=True)
    table.add_column("Result")
    for r in final["rows"]:
        table.add_row(t(r["player"], "bold"), t(r["planets"]), t(r["ace_bonus"]), t(r["match_bonus"]),
                      t(r["count_bonus"]), t(r["total"], "bold"), t(r["winner_text"], "green"))
    return table


def round_summary(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.summary_context(view)
    rows: list[tuple[str, RenderableType]] = [("Action", t(c["action"]))]
    rows += ruling_rows(c)
    if c["ended"]:
        rows.append(("Next", t("nobody: the game is over", "bold")))
    else:
        nxt = t(c["next_player"] or "nobody", "bold")
        if c["next_player"]:
            nxt.append(f" (turn {clean(c['board']['turn'])})")
        rows.append(("Next", nxt))
    title = f"{c['game_title']}: {c['campaign']}, turn {c['turn']} — {c['player']}"
    parts: list[RenderableType] = [header(title, rows)]

    rolls = Table(title="Dice rolls (draw number, purpose, result)", title_justify="left",
                  title_style="bold", box=box.SIMPLE_HEAD, padding=(0, 1))
    rolls.add_column("Draw", justify="right")
    rolls.add_column("Purpose")
    rolls.add_column("Result")
    for r in c["rolls"]:
        rolls.add_row(t(r["index"]), t(r["purpose"]), t(r["result"]))
    parts.append(rolls if c["rolls"] else Text("Dice rolls: none"))
    parts += chance_block(c["chance_steps"])

    lines: list[RenderableType] = []
    if c["outcome"]:
        lines.append(Text("Outcome", style="bold"))
        lines += [Text(f"  - {clean(o)}") for o in c["outcome"]]
    for k in c["skipped"]:
        lines.append(Text.assemble("  ", ("SKIPPED", "bold red"), ": ", clean(k)))
    if lines:
        parts.append(Group(*lines, Text("")))

    final = c["final"]
    if final:
        verdict = final_verdict(final, "points")
        tie = [Text.assemble(("Tie: ", "bold"), clean(final["tie_text"]))] if final.get("tie_text") else []
        parts.append(Group(Text("Game over", style="bold"), verdict, *tie, _final_table(final)))

    parts.append(seed_hashes(c))
    parts += _board(c["board"])
    return TerminalText(Group(*parts))
