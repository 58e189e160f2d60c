"""Public, render-ready views: `public_view` (the whole state: Beta Colony has no hidden
information, the face-down pods and buildings are drawn at random when needed) with the
projected scores, and `summary_view` (one applied step, from the history record core/turns.py
writes)."""

from __future__ import annotations

from typing import Any

from gm_tool.games.beta_colony.rules.scoring import projected


def public_view(state: dict[str, Any]) -> dict[str, Any]:
    view = dict(state)
    view["projected"] = projected(state) if state.get("seats") else {}
    return view


def _chance(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for s in steps or []:
        if s.get("kind") != "chance":
            continue
        out.append({"label": s.get("label", ""), "text": (s.get("info") or {}).get("text", ""),
                    "third_column": list((s.get("info") or {}).get("third_column", [])),
                    "draws": [{"index": d.get("index"), "purpose": d.get("purpose"),
                               "result": d.get("result")} for d in s.get("draws", [])]})
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
        "rolls": _chance(history.get("steps", [])),
        "draws": [{"index": d.get("index"), "purpose": d.get("purpose"), "result": d.get("result")}
                  for d in history.get("draws", [])],
        "ended": bool(after.get("ended")),
        "state": after,
        "adjustments": [{"player": a.get("player") or "", "text": a.get("text") or "",
                         "reason": a.get("reason") or ""} for a in history.get("adjustments", [])],
        "notes": list(history.get("notes", [])),
    }
