"""Public views: the state as every player may see it, and one record entry (one round: its
revealed throws) as the public view of the post after it (`gm report`)."""

from __future__ import annotations

from typing import Any

from .. import state as st


def public_view(state: dict[str, Any]) -> dict[str, Any]:
    return st.public_view(state)


def summary_view(history: dict[str, Any], settings: Any) -> dict[str, Any]:
    """The round an entry holds: its secret step's revealed throws and what they scored (the
    step's info), the table after it."""
    after = public_view(history["state_after"])
    throws_step = next((s for s in reversed(history.get("steps", []))
                        if s.get("kind") == "secret"), None)
    info = (throws_step or {}).get("info", {}) or {}
    clock = history.get("clock") or {}
    return {
        "round": info.get("round", clock.get("number", after["played"])),
        "throws": dict(info.get("throws", {})),
        "gained": dict(info.get("gained", {})),
        "missing": list((throws_step or {}).get("forced", []) or info.get("missing", [])),
        "ended": bool(after["ended"]),
        "state": after,
        "adjustments": [{"player": a.get("player") or "", "text": a.get("text") or "",
                         "reason": a.get("reason") or ""} for a in history.get("adjustments", [])],
        "notes": list(history.get("notes", [])),
    }
