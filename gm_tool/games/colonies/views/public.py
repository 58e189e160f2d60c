"""Public, render-ready views: `public_view` (the state without what is secret) and
`summary_view` (one applied step, from the history record core/engine/turns.py writes, with the secret
steps applied before it). Both are built key by key from what players may see; the record's
`state_before` / `state_after` (which hold credits and hands) only ever pass through
`public_view`."""

from __future__ import annotations

from typing import Any

from gm_tool.games.colonies import state as st


def public_view(state: dict[str, Any], settings: Any = None) -> dict[str, Any]:
    view = st.public_view(state)
    view["turns"] = getattr(settings, "turns", 10)
    return view


def _secret_steps(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The secret steps applied in this entry: the deck built (its make-up only) and the council
    vote (each player's card and resources, the outcome)."""
    out = []
    for step in steps or []:
        if step.get("kind") != "secret":
            continue
        info = step.get("info") or {}
        entry: dict[str, Any] = {"label": step.get("label", ""), "step": info.get("step", ""),
                                 "log": [str(x) for x in info.get("log", [])],
                                 "card": info.get("card", ""),
                                 "forced": list(step.get("forced", []))}
        if info.get("step") == "vote":
            vote = info.get("vote") or {}
            entry["vote"] = {
                "name": vote.get("name", ""), "yes": vote.get("yes", 0), "no": vote.get("no", 0),
                "outcome": vote.get("outcome", ""), "winners": list(vote.get("winners", [])),
                "fewest": list(vote.get("fewest", [])),
                "votes": {p: {"side": v.get("side", ""), "spent": dict(v.get("spent", {})),
                              "votes": v.get("votes", 0), "default": bool(v.get("default"))}
                          for p, v in (vote.get("votes") or {}).items()},
            }
        if info.get("step") == "deck":
            deck = info.get("deck") or {}
            entry["deck"] = {"from_players": deck.get("from_players", 0),
                             "from_undealt": deck.get("from_undealt", 0),
                             "defaulted": list(deck.get("defaulted", []))}
        out.append(entry)
    return out


def summary_view(history: dict[str, Any], settings: Any) -> dict[str, Any]:
    result = history.get("result", {}) or {}
    after = public_view(history["state_after"], settings)
    upkeep = result.get("upkeep") or {}
    action = result.get("action") or {}
    return {
        "step": result.get("step", ""),
        "turn": result.get("turn", after["turn"]),
        "player": result.get("player", ""),
        "number": result.get("number", 0),
        "of": result.get("of", 0),
        "missing": list(history.get("missing", [])),
        "action_text": str(action.get("text", "")),
        "log": [str(e.get("text", "")) for e in result.get("log", [])],
        "secret_steps": _secret_steps(history.get("steps", [])),
        "upkeep": {
            "deliveries": [dict(d) for d in upkeep.get("deliveries", [])],
            "intercepted": [dict(i) for i in upkeep.get("intercepted", [])],
            "penalties": [dict(p) for p in upkeep.get("penalties", [])],
            "police": {p: dict(v) for p, v in (upkeep.get("police") or {}).items()},
            "pirates_placed": {p: dict(v) for p, v in (upkeep.get("pirates_placed") or {}).items()},
        } if upkeep else None,
        "skipped": [str(s) for s in result.get("skipped", [])] + [str(p) for p in history.get("problems", [])],
        "forced": bool(history.get("forced")),
        "ended": bool(after["ended"]),
        "state": after,
        "adjustments": [{"player": a.get("player") or "", "text": a.get("text") or "",
                         "reason": a.get("reason") or ""} for a in history.get("adjustments", [])],
        "notes": list(history.get("notes", [])),
    }
