"""Sealed Bids: from a public view to what its templates and terminal layouts show, and what a
checked turn post was read as (`understood`, for the shared check reply).

Every function starts from `common(view)` (the campaign header, the step, the seed commitment)
and adds the game's own values, read key by key from the public state: a key this module does
not name is never shown. Nothing here escapes (the render engine escapes every value for its
target) and nothing here sees a secret (the view is public already).
"""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.views.context import (
    VERIFY_COMMAND,
    and_text,
    common,
    rulings,
    seed_context,
)


def player_rows(state: dict[str, Any], order: list[str]) -> list[dict[str, Any]]:
    ended = bool(state.get("ended"))
    current = state.get("current_player")
    bids = state.get("bids") or {}
    sales = state.get("sales") or {}
    dropped = set(state.get("dropped") or [])
    winners = set(state.get("winners") or [])
    rows = []
    for name in order:
        marks = []
        if name == current and not ended:
            marks.append("to act")
        elif name in (state.get("to_act") or []) and not ended:
            marks.append("still to post")
        if name == state.get("winner") and not ended:
            marks.append("won the lot")
        if name in dropped:
            marks.append("dropped out")
        if ended and name in winners:
            marks.append("winner")
        rows.append({
            "name": name,
            "coins": (state.get("coins") or {}).get(name, 0),
            "bid": bids.get(name, ""),
            "sold": f"{sales[name]} g" if name in sales else "",
            "marks": marks,
            "mark_text": ", ".join(marks),
        })
    return rows


def phase_text(state: dict[str, Any]) -> str:
    phase = state.get("phase")
    lot = state.get("lot") or {}
    if phase == "over":
        return "the game is over"
    if phase == "roll":
        return f"round {state.get('round')}: the lot die is rolled next"
    if phase == "bid":
        return (f"round {state.get('round')}: sealed bids for {lot.get('grams')} g of saffron "
                f"(price this round: {lot.get('die')} coins per 100 g)")
    current = state.get("current_player")
    return (f"round {state.get('round')}: {current} to keep or sell, at {lot.get('die')} coins "
            f"per 100 g")


def _final(state: dict[str, Any]) -> dict[str, Any] | None:
    lines = state.get("final") or []
    if not state.get("ended") or not lines:
        return None
    winners = list(state.get("winners") or [])
    rows = [{"player": line.get("player"), "coins": line.get("coins"),
             "stock": f"{line.get('stock')} g", "total": line.get("total"),
             "winner_text": "winner" if line.get("player") in winners else ""} for line in lines]
    return {"rows": rows, "winners": winners, "winners_text": and_text(winners),
            "shared": len(winners) > 1,
            "winning_total": next((r["total"] for r in rows if r["winner_text"]), None)}


def _rolls(view: dict[str, Any]) -> list[str]:
    """The lot dice rolled since the last turn was applied, with their draw numbers (anyone can
    re-run a draw once the seed is revealed)."""
    out = []
    for applied in view.get("steps_applied") or []:
        if applied.get("kind") != "chance":
            continue
        for d in applied.get("draws") or []:
            out.append(f"{applied.get('label')}: {int(d.get('value', 0)) + 1} "
                       f"(draw #{d.get('index')})")
    return out


def base(view: dict[str, Any], state: dict[str, Any] | None = None) -> dict[str, Any]:
    state = (view.get("state") or {}) if state is None else state
    ctx = common(view)
    order = list(state.get("turn_order") or ctx["turn_order"])
    lot = state.get("lot") or {}
    ctx.update({
        "turn_order": order,
        "game_round": state.get("round"),
        "phase_text": phase_text(state),
        "lot": {"die": lot.get("die"), "grams": lot.get("grams")} if lot else None,
        "winner": state.get("winner") or "",
        "paid": state.get("paid", 0),
        "players_rows": player_rows(state, order),
        "ended": bool(state.get("ended")),
        "final": _final(state),
        "rolls": _rolls(view),
    })
    ctx.update(seed_context(view))
    return ctx


def status_context(view: dict[str, Any]) -> dict[str, Any]:
    return base(view)


def new_campaign_context(view: dict[str, Any]) -> dict[str, Any]:
    ctx = base(view)
    ctx["rounds"] = (view.get("settings") or {}).get("rounds")
    ctx["start_coins"] = (view.get("settings") or {}).get("start_coins")
    return ctx


def reveal_context(view: dict[str, Any]) -> dict[str, Any]:
    """After the sealed bids: every bid with its salt and commitment, and who won the lot."""
    ctx = base(view)
    revealed = view.get("revealed") or {}
    forced = list(view.get("forced") or [])
    info = view.get("reveal_info") or {}
    rows = []
    for player in ctx["turn_order"]:
        if player not in revealed and player not in forced:
            continue
        r = revealed.get(player) or {}
        rows.append({"player": player, "choice": r.get("choice"), "salt": r.get("salt"),
                     "commitment": r.get("commitment"),
                     "forced": player in forced or not r.get("choice")})
    winner = info.get("winner") or ""
    ctx.update({
        "choices": rows,
        "forced": forced,
        "auction_text": (f"{winner} wins {info.get('lot_grams')} g of saffron for "
                         f"{info.get('paid')} coins" if winner
                         else "nobody bid: the lot is not sold"),
        "verify_command": VERIFY_COMMAND.format(id=view.get("campaign_id", ""),
                                                round=view.get("round")),
    })
    return ctx


def summary_context(view: dict[str, Any]) -> dict[str, Any]:
    """The post after one turn. The table is `summary.state` (after that turn), not the
    campaign's current state, so an old turn reported again shows its own table."""
    s = view.get("summary") or {}
    ctx = base(view, s.get("state") or {})
    auction = s.get("auction")
    if auction is not None:
        winner = auction.get("winner") or ""
        auction = {**auction,
                   "text": (f"{winner} won {auction.get('lot_grams')} g for {auction.get('paid')} coins"
                            if winner else "nobody bid: the lot was not sold"),
                   "bids_text": ", ".join(f"{p} {b}" for p, b in (auction.get("bids") or {}).items())}
    sold, earned = s.get("sold", 0), s.get("earned", 0)
    if s.get("missing"):
        action_text = f"{s.get('player')} sent no post and keeps"
    elif sold:
        action_text = f"{s.get('player')} sells {sold} g for {earned} coins"
    else:
        action_text = f"{s.get('player')} keeps"
    ctx.update({
        "s": s,
        "game_round": s.get("round", ctx["game_round"]),
        "player": s.get("player"),
        "action_text": action_text,
        "auction": auction,
        "skipped": [k for k in s.get("skipped", []) if k],
        "next_player": None if s.get("ended") else s.get("next_player"),
    })
    ctx.update(rulings(s))
    return ctx


def understood(details: dict[str, Any]) -> list[str]:
    """The one action read in a turn post, as its canonical line."""
    text = details.get("action")
    if not text:
        return []
    line = details.get("line")
    return [f"{text} (line {line})" if line is not None else str(text)]
