"""Colonies on the GM's terminal: a header panel, then the board as tables (players and stocks,
technologies, trade agreements, pirates, markets, the event card), the hashes on lines of their
own (rich, from Text objects: names are never read as markup)."""

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
    revealed_lines,
    ruling_rows,
    seed_hashes,
    t,
    titled_table,
)

from gm_tool.games.colonies.views import context as ctxmod


def _table(title: str, columns: list[tuple[str, str]], rows: list[list[Any]]) -> RenderableType:
    table = titled_table(title)
    for column, justify in columns:
        table.add_column(column, justify=justify)  # type: ignore[arg-type]
    for row in rows:
        table.add_row(*[t(v) for v in row])
    return table


def _board(b: dict[str, Any]) -> list[RenderableType]:
    ring = b["ring"]
    parts: list[RenderableType] = []
    parts.append(_table("Planets and stocks (resources are public; credits are secret)",
                        [("Player", "left"), ("Planet", "left")] + [(c.capitalize(), "right") for c in ring]
                        + [("Colonists", "right"), ("Cards", "right"), ("", "left")],
                        [[r["name"], r["planet"], *[r[c] for c in ring], r["colonists"], r["cards"],
                          r["mark_text"]] for r in b["players"]]))
    parts.append(_table("Technology levels",
                        [("Player", "left")] + [(x.capitalize(), "right") for x in ctxmod.TECHS]
                        + [("Points", "right")],
                        [[r["name"], *[r[x] for x in ctxmod.TECHS], r["tech_points"]] for r in b["tech_rows"]]))
    parts.append(_table("Trade agreements (what each planet delivers to each other)",
                        [("From \\ to", "left")] + [(c.capitalize(), "right") for c in ring] + [("Export", "right")],
                        [[r["from"], *[r[c] for c in ring], r["export"]] for r in b["agreements"]]))
    parts.append(_table("Pirates (on the route owner's route with each partner)",
                        [("Route owner", "left")] + [(c.capitalize(), "right") for c in ring] + [("Total", "right")],
                        [[r["route"], *[r[c] for c in ring], r["total"]] for r in b["pirates"]]))
    parts.append(_table("Markets",
                        [("Market", "left"), ("Top", "right"), ("Middle", "right"), ("Lowest", "right"),
                         ("You sell for", "right"), ("You buy at", "right")],
                        [[r["colour"], r["top"], r["middle"], r["lowest"], r["sell"], r["buy"]]
                         for r in b["markets"]]))
    card = b["card"]
    if card:
        lines = [Text.assemble(("Event card: ", "bold"), clean(card["name"]),
                               f" (colonist number {card['colonists']}; {b['deck_size']} left in the deck)"),
                 Text.assemble(("  Yes — ", "bold"), clean(card["yes_title"]), ": ", clean(card["yes_text"])),
                 Text.assemble(("  No — ", "bold"), clean(card["no_title"]), ": ", clean(card["no_text"]))]
        if card["unverified_text"]:
            lines.append(Text("  (" + card["unverified_text"] + ")", style="dim"))
        parts.append(Group(*lines))
    else:
        parts.append(Text.assemble(("Event card: ", "bold"), b["card_note"]))
    return parts


def _state_rows(c: dict[str, Any]) -> list[tuple[str, RenderableType]]:
    b = c["board"]
    rows: list[tuple[str, RenderableType]] = [
        ("Turn", t(f"{b['turn']} of {b['turns']}: {b['phase_text']}", "bold"))]
    if c["step_label"] and not c["ended"]:
        rows.append(("Waiting for", t(c["step_label"] + (": " + ", ".join(c["pending"]) if c["pending"] else ""))))
    if c["deadline"]:
        rows.append(("Deadline", t(c["deadline"])))
    rows.append(("Neutral planets", t(b["neutral_text"])))
    for p in b["pending"]:
        rows.append(("Asked of " + p["player"], t(p["asks"])))
    for r in b["restrictions"]:
        rows.append(("This turn", t(r)))
    if b["vote"] and c["full"]:
        rows.append(("Last vote", t(f"{b['vote']['name']}: {b['vote']['yes']} yes, {b['vote']['no']} no — {b['vote']['text']}")))
    return rows


def _final_table(final: dict[str, Any]) -> RenderableType:
    table = _table("Final scoring", [("Rank", "right"), ("Player", "left"), ("Technology", "right"),
                                     ("Credits", "right"), ("Total", "right"), ("Resources", "right"),
                                     ("", "left")],
                   [[r["rank"], r["player"], r["tech_points"], r["credits"], r["total"], r["resources"],
                     r["winner_text"]] for r in final["rows"]])
    return Group(final_verdict(final, "points"), table)


def _standing(b: dict[str, Any]) -> RenderableType:
    ring = b["ring"]
    return _table(f"Standing (order: {b['order_text']}; Tech: technology points)",
                  [("Player", "left"), ("Planet", "left"), ("Tech", "right"), ("Colonists", "right")]
                  + [(c.capitalize(), "right") for c in ring],
                  [[r["name"], r["planet"], r["points"], r["colonists"], *[r[c] for c in ring]]
                   for r in b["standing"]])


def _body(c: dict[str, Any], parts: list[RenderableType]) -> TerminalText:
    """The final scoring first, then the standing; the whole board only with --full (the
    picture shows it)."""
    if c["final"]:
        parts.insert(1, _final_table(c["final"]))
    parts.append(_standing(c["board"]))
    parts.append(seed_hashes(c))
    if c["full"]:
        parts.extend(_board(c["board"]))
    return TerminalText(Group(*parts))


def status(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.status_context(view)
    return _body(c, [header(f"{c['game_title']}: {c['campaign']}", _state_rows(c))])


def new_campaign(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.new_campaign_context(view)
    rows = [("Campaign", t(f"{c['campaign']} (id {c['campaign_id']})")),
            ("Rules", t(c["rules_text"]))] + _state_rows(c)
    return _body(c, [header(f"New {c['game_title']} campaign", rows)])


def _vote_table(vote: dict[str, Any]) -> RenderableType:
    return Group(_table(f"Council vote: {vote['name']} ({vote['yes']} yes, {vote['no']} no)",
                        [("Player", "left"), ("Card", "left"), ("Resources placed", "left"),
                         ("Votes", "right"), ("", "left")],
                        [[r["player"], r["side"], r["spent"], r["votes"], r["note"]] for r in vote["rows"]]),
                 t(vote["text"], "bold"))


def reveal(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.reveal_context(view)
    lines: list[RenderableType] = [Text(f"{c['what'].capitalize()}: the choices revealed", style="bold"),
                                   *revealed_lines(c["choices"], "nothing sent by the reveal (the default)")]
    parts: list[RenderableType] = [header(f"{c['game_title']}: {c['campaign']}: {c['what']} revealed",
                                          _state_rows(c)),
                                   hashes([("Check a commitment", cmd) for cmd in c["checks"]]
                                          or [("Check a commitment", c["verify_command"])]),
                                   Group(*lines)]
    if c["vote"]:
        parts.append(_vote_table(c["vote"]))
    if c["log"]:
        parts.append(Group(*[Text("  " + clean(x)) for x in c["log"]]))
    return _body(c, parts)


def round_summary(view: dict[str, Any]) -> TerminalText:
    c = ctxmod.summary_context(view)
    rows: list[tuple[str, RenderableType]] = []
    for step in c["secret_steps"]:
        rows.append(("Before", t(step["label"])))
    for k in c["skipped"]:
        rows.append(("SKIPPED", t(k, "yellow")))
    rows += ruling_rows(c)
    rows.append(("Next", t(c["next_text"] or c["board"]["phase_text"])))
    parts: list[RenderableType] = [header(f"{c['game_title']}: {c['campaign']}, {c['heading']}", rows)]
    for step in c["secret_steps"]:
        if step["vote"]:
            parts.append(_vote_table(step["vote"]))
        if step["log"]:
            parts.append(Group(*[Text("  " + clean(x)) for x in step["log"]]))
    if c["log"]:
        parts.append(Group(Text("What happened", style="bold"), *[Text("  " + clean(x)) for x in c["log"]]))
    if c["upkeep"] and c["full"]:
        parts.append(_table("Upkeep: trade agreements fulfilled",
                            [("From", "left"), ("To", "left"), ("Due", "right"), ("Delivered", "left"),
                             ("Missing", "right"), ("", "left")],
                            [[d["from"], d["to"], d["due"], d["goods"], d["missing"], d["note"]]
                             for d in c["upkeep"]["deliveries"]]))
    return _body(c, parts)
