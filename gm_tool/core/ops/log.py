"""`gm log`: the campaign's history in one list: setup, each round (choices revealed, posts with
their verdicts, rulings, notes), undos and other events, and the round in progress (who has
chosen, never what)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gm_tool.core.store.campaign import Campaign
from gm_tool.core.engine.steps import clock_of
from gm_tool.core.engine.lifecycle import game_of, step_of
from gm_tool.core.ops.history import (read_events, record_clock, resolved_rounds, round_record,
                                      setup_record)
from gm_tool.core.store.files import CampaignStore


@dataclass
class LogEntry:
    at: str
    kind: str
    title: str
    lines: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"at": self.at, "kind": self.kind, "title": self.title, "lines": self.lines}


def _adjustment_lines(adjustments: list[dict[str, Any]]) -> list[str]:
    lines = []
    for adj in adjustments:
        who = f" {adj['player']}" if adj.get("player") else ""
        what = adj.get("description") or adj.get("text") or ""
        lines.append(f"ruling #{adj.get('seq', '?')} ({adj.get('kind', 'adjust')}{who}, "
                     f"{adj.get('at', '?')}, during {adj.get('stage', '?')}): {what} "
                     f"— reason: {adj.get('reason', '')}")
    return lines


def _submission_lines(subs: dict[str, dict[str, Any]]) -> list[str]:
    lines = []
    for player, sub in subs.items():
        problems = [d for d in sub.get("diagnostics", []) if d.get("severity", "error") == "error"]
        again = f", replaced {sub['replaced']}x" if sub.get("replaced") else ""
        extra = f" ({len(problems)} problem{'s' if len(problems) != 1 else ''})" if problems else ""
        lines.append(f"post {player} at {sub.get('at', '?')}: {sub.get('verdict', '?')}{extra}{again}")
    return lines


def _round_entry(number: int, record: dict[str, Any], noun: str) -> LogEntry:
    lines = []
    revealed = record.get("revealed", {})
    if revealed:
        shown = ", ".join(f"{p} {r.get('choice') or '(nothing)'}" for p, r in revealed.items())
        lines.append(f"{noun}s revealed: {shown}")
    lines.extend(_adjustment_lines(record.get("adjustments", [])))
    lines.extend(_submission_lines(record.get("submissions", {})))
    if record.get("missing"):
        lines.append(f"no post from: {', '.join(record['missing'])}")
    for problem in record.get("problems", []):
        lines.append(f"problem: {problem}")
    for note in record.get("notes", []):
        lines.append(f"note: {note}")
    lines.append(f"draws: {len(record.get('draws', []))} from index {record.get('rng_index_before', '?')}")
    forced = " (forced)" if record.get("forced") else ""
    clock = record_clock(record)["text"]
    return LogEntry(record.get("resolved_at", ""), "round", f"{clock} resolved{forced}", lines)


def _event_entry(event: dict[str, Any]) -> LogEntry:
    kind = event.get("kind", "event")
    at = event.get("at", "")
    if kind == "undo":
        rounds = event.get("rounds", [])
        span = event.get("span") or (f"record {rounds[0]}" if len(rounds) == 1
                                     else f"records {rounds[0]}-{rounds[-1]}")
        lines = [f"reason: {event.get('reason', '')}", f"archived in {event.get('archive', '?')}"]
        if event.get("discarded"):
            lines.append("set aside: " + "; ".join(event["discarded"]))
        return LogEntry(at, kind, f"undo: {span} undone, to be re-run", lines)
    fields = {k: v for k, v in event.items() if k not in ("seq", "at", "kind")}
    return LogEntry(at, kind, f"{kind}: " + ", ".join(f"{k}={v}" for k, v in fields.items()))


def campaign_log(store: CampaignStore, name: str, campaign: Campaign) -> list[LogEntry]:
    game = game_of(campaign)
    entries: list[LogEntry] = []
    setup = setup_record(store, name)
    entries.append(LogEntry(campaign.created, "setup",
                            f"campaign {campaign.name} created ({game.title}, "
                            f"{len(campaign.players)} players)",
                            [f"{len((setup or {}).get('draws', []))} setup draw(s); seed commitment "
                             f"{campaign.rng.commitment}"]))
    for number in resolved_rounds(store, name, campaign):
        entries.append(_round_entry(number, round_record(store, name, number), game.choice_noun))
    entries.extend(_event_entry(e) for e in read_events(store, name, campaign))
    entries.sort(key=lambda e: e.at)  # ISO UTC times sort as text; stable for equal times
    rnd = campaign.entry
    lines = []
    step = step_of(campaign)
    if step.kind == "end":
        title = f"game ended ({clock_of(campaign).short})"
    else:
        title = f"{clock_of(campaign).text} in progress (opened {rnd.opened_at})"
        if rnd.deadline:
            lines.append(f"deadline: {rnd.deadline}")
        for player, c in rnd.commitments.items():
            lines.append(f"{step.noun} in from {player} at {c.at} (commitment {c.commitment[:16]}...)")
        if rnd.revealed:
            lines.append(f"{game.choice_noun}s revealed: " + ", ".join(
                f"{p} {r.choice or '(nothing)'}" for p, r in rnd.revealed.items()))
        lines.extend(_adjustment_lines(rnd.adjustments))
        lines.extend(_submission_lines(rnd.submissions))
        lines.extend(f"note: {n}" for n in rnd.notes)
    entries.append(LogEntry(rnd.opened_at, "current", title, lines))
    return entries
