"""Public, render-ready views: `public_view` (the state without the hidden stocks) and
`summary_view` (one applied turn, from the history record core/engine/turns.py writes). Both are built
key by key from what players may see; the record's `state_before` / `state_after` (which hold
the stocks) are only ever passed through `public_view`."""

from __future__ import annotations

from typing import Any

from .. import state as st


def public_view(state: dict[str, Any]) -> dict[str, Any]:
    return st.public_view(state)


def _auction(steps: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The lot roll and the sealed bids applied in this entry (the first turn of a round)."""
    roll = next((s for s in steps if s.get("kind") == "chance"), None)
    bids = next((s for s in steps if s.get("kind") == "secret"), None)
    if roll is None and bids is None:
        return None
    info = (roll or {}).get("info", {})
    out: dict[str, Any] = {"die": info.get("die"), "lot_grams": info.get("lot_grams"),
                           "draws": [{"index": d.get("index"), "purpose": d.get("purpose"),
                                      "result": d.get("result")} for d in (roll or {}).get("draws", [])]}
    if bids is not None:
        binfo = bids.get("info", {})
        out.update({"bids": dict(binfo.get("bids", {})), "winner": binfo.get("winner", ""),
                    "paid": binfo.get("paid", 0), "forced": list(bids.get("forced", []))})
    return out


def summary_view(history: dict[str, Any], settings: Any) -> dict[str, Any]:
    result = history.get("result", {}) or {}
    after = public_view(history["state_after"])
    missing = result.get("player") in history.get("missing", [])
    return {
        "round": result.get("round", after["round"]),
        "player": result.get("player", ""),
        "action": result.get("action", ""),
        "sold": result.get("sold", 0),
        "earned": result.get("earned", 0),
        "price": result.get("price"),
        "missing": missing,
        "auction": _auction(history.get("steps", [])),
        "skipped": list(history.get("problems", [])),
        "ended": bool(after["ended"]),
        "next_player": after["current_player"],
        "state": after,
        "adjustments": [{"player": a.get("player") or "", "text": a.get("text") or "",
                         "reason": a.get("reason") or ""} for a in history.get("adjustments", [])],
        "notes": list(history.get("notes", [])),
    }
