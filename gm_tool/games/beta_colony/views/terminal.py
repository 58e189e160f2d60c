"""Beta Colony on the GM's terminal: a header panel, the players table, the board as text (rich,
from Text objects: names are never read as markup)."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from gm_tool.core.kit.views.terminal import (TerminalText, chance_block, final_verdict, header,
                                           names, ruling_rows, seed_hashes, t, titled_table)

from gm_tool.games.beta_colony.views import context as ctxmod


def _players_table(c: dict[str, Any]) -> RenderableType:
    table = titled_table("Players")
    for column, justify in (("Player", "left"), ("Ship", "left"), ("Mat.", "right"),
                            ("Fuel", "right"), ("Art.", "right"), ("CP", "right"),
                            ("Score", "right"), ("", "left")):
        table.add_column(column, justify=justify)
    for r in c["board"]["players"]:
        table.add_row(t(r["name"], "bold"), t(r["ship"]), t(r["held"]), t(r["fuel"]),
                      t(r["artifacts"]), t(r["cp"]), t(r["score"]), t(r["mark_text"], "dim"))
    details = [t(f"{r['name']}: {r['mat']}; materials {r['materials']}; crew {r['crew']}; "
                 f"tracks {r['tracks']}; achievements {r['achievements']}"
                 + (f"; dice {r['dice']}" if r["dice"] else "")) for r in c["board"]["players"]]
    return Group(table, *details)


def _final_table(final: dict[str, Any]) -> RenderableType:
    table = titled_table("Final scoring")
    cols = (("Player", "player"), ("Play", "play"), ("Artifacts", "artifacts"),
            ("Achievements", "achievements"), ("Xi'an", "xian"), ("Thebes", "thebes"),
            ("Cuzco", "cuzco"), ("Total", "total"), ("Crew", "crew"), ("", "winner_text"))
    for title, _ in cols:
        table.add_column(title, justify="left" if title in ("Player", "") else "right")
    for row in final["rows"]:
        table.add_row(*[t(row[k], "bold" if k == "player" else "") for _, k in cols])
    parts: list[RenderableType] = [final_verdict(final, "CP")]
    if final["tie_text"]:
        parts.append(t("Tie: " + final["tie_text"]))
    parts.append(table)
    return Group(*parts)


def _board_lines(c: dict[str, Any]) -> list[RenderableType]:
    b = c["board"]
    if not b:
        return []
    lines: list[RenderableType] = [
        Text("Orbit (a clockwise loop): ", style="bold") + t(b["orbit"]),
        Text("Manufactory: ", style="bold") + t("; ".join(b["rows"]) + f" ({b['supply']} pods face down)"),
        Text("Cultural achievements: ", style="bold") + t("; ".join(b["achievements"])),
        Text("Artifacts in the supply: ", style="bold") + t(b["artifacts"]),
    ]
    lines += [t("  " + x) for x in b["cycles"]]
    lines += [t("  " + x) for x in b["tracks"]]
    for col in b["colonies"]:
        lines.append(Text(f"{col['name']} (spaces {col['first']}-{col['last']}):", style="bold"))
        lines += [t("  " + x) for x in col["lines"]]
    return lines


def _state_rows(c: dict[str, Any]) -> list[tuple[str, RenderableType]]:
    rows: list[tuple[str, RenderableType]] = [("Board", t(c["board_line"])),
                                              ("Now", t(c["phase_text"], "bold"))]
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
    if c["board"]:
        parts.append(_players_table(c))
        parts.append(Group(*_board_lines(c)))
    return TerminalText(Group(*parts))


def status(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.status_context(view)
    title = f"{c['game_title']}: {c['campaign']}" + (f", round {c['game_round']}"
                                                     if c["game_round"] else ", setup")
    return _body(c, [header(title, _state_rows(c)), *chance_block(c["chance_steps"])])


def new_campaign(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.new_campaign_context(view)
    rows = [("Campaign", t(f"{c['campaign']} (id {c['campaign_id']})")),
            ("Rules", t(c["rules_text"])),
            ("Start player", t(c["start_player"]))] + _state_rows(c)
    return _body(c, [header(f"New {c['game_title']} campaign", rows)])


def round_summary(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.summary_context(view)
    rows: list[tuple[str, RenderableType]] = []
    for r in c["rolls"]:
        rows.append(("Dice", t(f"{r['text']} (draws "
                               + ", ".join(f"#{d['index']}" for d in r["draws"]) + ")")))
        if r["third_column"]:
            rows.append(("Third column", t(", ".join(r["third_column"]))))
    if c["missing"]:
        rows.append(("Post", t(f"none from {c['player']} (the turn passes)", "yellow")))
    elif c["post"]:
        rows.append(("Post", t(c["post"], "bold")))
    for e in c["effects"]:
        rows.append(("", t(e)))
    for k in c["skipped"]:
        rows.append(("SKIPPED", t(k, "yellow")))
    if c["refills"]:
        rows.append(("Drawn", t("; ".join(c["refills"]))))
    if c["goal"]:
        rows.append(("Cycle goal", t(c["goal"]["label"] + " " + c["goal"]["text"])))
    if c["discarded"]:
        rows.append(("Discarded", t(", ".join(c["discarded"]))))
    rows += ruling_rows(c)
    rows += _state_rows(c)
    return _body(c, [header(f"{c['game_title']}: {c['campaign']}: {c['title_label']}", rows)])
