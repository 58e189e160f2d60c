"""Public, render-ready views: `public_view` (the whole state: Beta Colony has no hidden
information, the face-down pods and buildings are drawn at random when needed) with the
projected scores, and `summary_view` (one applied step, from the history record core/engine/turns.py
writes)."""

from __future__ import annotations

from typing import Any

from gm_tool.games.beta_colony.rules.scoring import projected


def public_view(state: dict[str, Any]) -> dict[str, Any]:
    view = dict(state)
    view["projected"] = projected(state) if state.get("seats") else {}
    return view


def chance_of(steps: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
    """The public draws among applied steps (a history record's `steps`, or a campaign view's
    `steps_applied`): the round's dice and the pods dealt with them, with their draw numbers,
    and whether the GM entered the roll (campaigns with dice = "gm") and why."""
    out = []
    for s in steps or []:
        if not isinstance(s, dict) or s.get("kind") != "chance":
            continue
        info = s.get("info") or {}
        out.append({"label": s.get("label", ""), "text": info.get("text", ""),
                    "third_column": list(info.get("third_column", [])),
                    "by_gm": s.get("gm_roll") is not None,
                    "reason": s.get("reason") or "",
                    "draws": [{"index": "GM" if d.get("entered") else d.get("index"),
                               "purpose": d.get("purpose"), "result": d.get("result")}
                              for d in s.get("draws", []) if isinstance(d, dict)]})
    return out


def summary_view(history: dict[str, Any], settings: Any) -> dict[str, Any]:
    result = history.get("result", {}) or {}
    after = public_view(history["state_after"])
    step = history.get("step") or {}
    return {
        "label": step.get("label", ""),
        "round": result.get("round", after.get("round")),
        "phase": result.get("phase", ""),
        "player": result.get("player", ""),
        "post": result.get("post", ""),
        "effects": list(result.get("effects", [])),
        "problems": list(result.get("problems", [])) + list(history.get("problems", [])),
        "missing": list(history.get("missing", [])),
        "refills": list(result.get("refills", [])),
        "goal": result.get("goal"),
        "third_column_discarded": list(result.get("third_column_discarded", [])),
        "rolls": chance_of(history.get("steps", [])),
        "draws": [{"index": d.get("index"), "purpose": d.get("purpose"), "result": d.get("result")}
                  for d in history.get("draws", [])],
        "ended": bool(after.get("ended")),
        "state": after,
        "adjustments": [{"player": a.get("player") or "", "text": a.get("text") or "",
                         "reason": a.get("reason") or ""} for a in history.get("adjustments", [])],
        "notes": list(history.get("notes", [])),
    }
