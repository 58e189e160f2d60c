"""Throws: from a public view to what its templates and terminal layouts show. Every function
starts from `common(view)` and reads the public state key by key."""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.views.context import and_text, commitment_checks, common, rulings, seed_context

from ..rules import BEATS


def player_rows(state: dict[str, Any], order: list[str], throws: dict[str, str],
             gained: dict[str, int], pending: list[str]) -> list[dict[str, Any]]:
    ended = bool(state.get("ended"))
    dropped = set(state.get("dropped") or [])
    winners = set(state.get("winners") or [])
    rows = []
    for name in order:
        marks = []
        if name in pending and not ended:
            marks.append("to throw")
        if name in dropped:
            marks.append("dropped out")
        if ended and name in winners:
            marks.append("winner")
        rows.append({"name": name, "points": (state.get("points") or {}).get(name, 0),
                     "throw": throws.get(name) or ("-" if name in throws else ""),
                     "gained": f"+{gained[name]}" if name in gained else "",
                     "mark_text": ", ".join(marks)})
    return rows


def phase_text(state: dict[str, Any]) -> str:
    if state.get("ended"):
        return "the game is over"
    return f"round {state.get('round')}: everybody throws rock, paper or scissors"


def _result_text(throws: dict[str, str], gained: dict[str, int]) -> str:
    """Who beat whom in one round, in words."""
    if not throws:
        return ""
    best = max(gained.values(), default=0)
    if best == 0:
        return "nobody beat anybody: no points"
    top = [p for p, g in gained.items() if g == best]
    beat = "beats" if len(top) == 1 else "beat"
    won = {t for p, t in throws.items() if p in top and t}
    what = " and ".join(f"{t} {beat} {BEATS[t]}" for t in sorted(won))
    return f"{and_text(top)}: {what} (+{best})"


def _final(state: dict[str, Any]) -> dict[str, Any] | None:
    lines = state.get("final") or []
    if not state.get("ended") or not lines:
        return None
    winners = list(state.get("winners") or [])
    rows = [{"player": line.get("player"), "total": line.get("total"),
             "winner_text": "winner" if line.get("player") in winners else ""} for line in lines]
    return {"rows": rows, "winners": winners, "winners_text": and_text(winners),
            "shared": len(winners) > 1,
            "winning_total": next((r["total"] for r in rows if r["winner_text"]), None)}


def base(view: dict[str, Any], state: dict[str, Any] | None = None) -> dict[str, Any]:
    """The values every Throws post shows; `state`: an older public state (a round reported
    again), else the campaign's as it is now."""
    now = state is None
    state = (view.get("state") or {}) if state is None else state
    ctx = common(view)
    throws, gained = dict(state.get("throws") or {}), dict(state.get("gained") or {})
    ctx.update({
        "game_round": state.get("round"),
        "played": state.get("played", 0),
        "phase_text": phase_text(state),
        "last_throws": ", ".join(f"{p} {t or '(none)'}" for p, t in throws.items()),
        "last_result": _result_text(throws, gained),
        "players_rows": player_rows(state, list(state.get("players") or ctx["players"]), throws,
                                 gained, ctx["pending"] if now else []),
        "ended": bool(state.get("ended")),
        "final": _final(state),
    })
    ctx.update(seed_context(view))
    return ctx


def status_context(view: dict[str, Any]) -> dict[str, Any]:
    return base(view)


def new_campaign_context(view: dict[str, Any]) -> dict[str, Any]:
    ctx = base(view)
    ctx["rounds"] = (view.get("settings") or {}).get("rounds")
    return ctx


def reveal_context(view: dict[str, Any]) -> dict[str, Any]:
    """The throws just revealed, each with its salt and commitment, the commands that print
    each commitment again, and what the round scored (the state after it shows the throws)."""
    ctx = base(view)
    revealed = view.get("revealed") or {}
    forced = list(view.get("forced") or [])
    info = view.get("reveal_info") or {}
    state = view.get("state") or {}
    rows = []
    for player in ctx["players"]:
        if player not in revealed and player not in forced:
            continue
        r = revealed.get(player) or {}
        rows.append({"player": player, "choice": r.get("choice"), "salt": r.get("salt"),
                     "commitment": r.get("commitment"), "round": r.get("round")})
    throws = dict(info.get("throws") or state.get("throws") or {})
    gained = dict(info.get("gained") or state.get("gained") or {})
    ctx.update({
        "throws_round": info.get("round", state.get("played")),
        "reveal_clock": view.get("reveal_clock") or f"Round {info.get('round', state.get('played'))}",
        "choices": rows,
        "forced": forced,
        "check_commands": commitment_checks(view, rows),
        "result_text": _result_text(throws, gained) or "no throws",
    })
    return ctx


def summary_context(view: dict[str, Any]) -> dict[str, Any]:
    """The post about one round (gm report): its throws and points, the table after it."""
    s = view.get("summary") or {}
    ctx = base(view, s.get("state") or {})
    throws, gained = dict(s.get("throws") or {}), dict(s.get("gained") or {})
    ctx.update({
        "s": s,
        "summary_round": s.get("round"),
        "throw_rows": [{"player": p, "throw": t or "(none)", "gained": f"+{gained.get(p, 0)}"}
                       for p, t in throws.items()],
        "result_text": _result_text(throws, gained) or "no throws",
        "missing": list(s.get("missing") or []),
    })
    ctx.update(rulings(s))
    return ctx
