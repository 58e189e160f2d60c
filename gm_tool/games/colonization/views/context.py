"""Colonization (piecepack): from a public view to what its templates and terminal layout show,
and what a checked turn post was read as (`understood`, for the shared check reply).

The board: each solar system as a readable chain, e.g.
    Suns: [SUN: Ann's ship] – ace (colony Bob, coin 2) – 3 – 5 (Cy's ship)
then each player's ship, stash, discard pile, colonies and current score, the planets left in the
draw pile, whose turn it is and, in the last round, who still has a last action.

Only the keys of the published schema are read (never a whole dict printed), so a key the game
adds later is not shown until a renderer is written for it. Nothing here escapes: values stay
text, and the engine escapes them for the target on output.
"""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.views.context import and_text, chance_steps, common, rulings, seed_context

#: what the shared posts (check reply, reminder, generic reveal) call one entry of this game
ROUND_WORD = "turn"

SUITS = ("Suns", "Moons", "Crowns", "Arms")
DASH = " \u2013 "  # en dash between the pieces of a chain

#: the score parts in the order of the rules' scoring table, with their labels
SCORE_PARTS = (("planets", "planets"), ("ace_bonus", "ace bonus"),
               ("match_bonus", "match bonus"), ("count_bonus", "count bonus"))


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


def ship_label(name: Any) -> str:
    return f"{name}'s ship"


def coins_text(coins: list[Any], empty: str = "empty") -> str:
    return ", ".join(str(c) for c in coins) if coins else empty


def planet(data: dict[str, Any]) -> dict[str, Any]:
    """One planet tile: its value, colony (owner, coin) and the ships on it, and the chain text
    'ace (colony Bob, coin 2; Cy's ship)'."""
    colony = data.get("colony") or None
    ships = [s for s in (data.get("ships") or []) if s is not None]
    notes = []
    if colony:
        notes.append(f"colony {colony.get('owner')}, coin {colony.get('coin')}")
    notes += [ship_label(s) for s in ships]
    value = str(data.get("value", ""))
    return {
        "id": data.get("id"),
        "value": value,
        "suit": data.get("suit"),
        "colony": {"owner": colony.get("owner"), "coin": colony.get("coin"),
                   "value": colony.get("value")} if colony else None,
        "ships": ships,
        "text": value + (f" ({'; '.join(notes)})" if notes else ""),
    }


def system(data: dict[str, Any]) -> dict[str, Any]:
    suit = data.get("suit", "")
    sun_ships = [s for s in ((data.get("sun") or {}).get("ships") or []) if s is not None]
    planets = [planet(p) for p in data.get("planets", [])]
    sun_text = "[SUN" + (": " + ", ".join(ship_label(s) for s in sun_ships) if sun_ships else "") + "]"
    chain = DASH.join([sun_text] + [p["text"] for p in planets])
    return {
        "suit": suit,
        "sun_ships": sun_ships,
        "sun_text": sun_text,
        "planets": planets,
        "planets_text": DASH.join(p["text"] for p in planets) if planets else "no planets yet",
        "chain": chain,
        "line": f"{suit}: {chain}",
    }


def score(data: dict[str, Any] | None) -> dict[str, Any]:
    data = data or {}
    parts = {key: _int(data.get(key)) for key, _ in SCORE_PARTS}
    total = _int(data.get("total")) if "total" in data else sum(parts.values())
    return {**parts, "total": total,
            "text": f"{total} (" + ", ".join(f"{label} {parts[key]}" for key, label in SCORE_PARTS) + ")"}


def _planet_names(systems: list[dict[str, Any]]) -> dict[str, str]:
    """planet id → 'planet 3 of Moons'."""
    out: dict[str, str] = {}
    for s in systems:
        for p in s["planets"]:
            if p["id"] is not None:
                out[str(p["id"])] = f"planet {p['value']} of {s['suit']}"
    return out


def ship_position(ship: dict[str, Any] | None, planet_names: dict[str, str]) -> str:
    ship = ship or {}
    where, at = ship.get("system"), ship.get("at")
    if at in (None, ""):
        return "not on the board"
    if at == "sun":
        return f"sun of {where}"
    return planet_names.get(str(at), f"planet {at}")


def board(state: dict[str, Any], order: list[str]) -> dict[str, Any]:
    """Everything the board blocks show, from a public Colonization state."""
    systems = [system(s) for s in state.get("systems", [])]
    names = _planet_names(systems)
    last = state.get("last_round") or {}
    last_active = bool(last.get("active"))
    remaining = list(last.get("remaining") or [])
    current = state.get("current_player")
    ended = bool(state.get("ended"))
    winners = list(state.get("winners") or [])
    data = state.get("players") or {}
    players = []
    for name in list(order) + [p for p in data if p not in order]:
        if name not in data:
            continue
        p = data[name] or {}
        stash = list(p.get("stash") or [])
        discard = list(p.get("discard") or [])
        marks = []
        if not ended and name == current:
            marks.append("to act")
        elif not ended and last_active and name in remaining:
            marks.append("last action to come")
        if ended and name in winners:
            marks.append("winner")
        if p.get("dropped"):
            marks.append("dropped out")
        removed = list(p.get("removed") or [])
        players.append({
            "name": name,
            "suit": p.get("suit", ""),
            "ship": ship_position(p.get("ship"), names),
            "stash": stash,
            "stash_text": coins_text(stash),
            "stash_count": len(stash),
            "discard": discard,
            "discard_text": coins_text(discard),
            "removed": removed,  # coins out of play (optional key)
            "removed_text": coins_text(removed, "none"),
            "colonies": _int(p.get("colonies")),
            "score": score(p.get("score")),
            "current": name == current and not ended,
            "marks": marks,
            "mark_text": ", ".join(marks),
        })
    if ended:
        turn_text = "the game is over"
    elif current:
        turn_text = f"{current} to act"
    else:
        turn_text = "nobody to act"
    last_ctx = None
    if last_active and not ended:
        ended_by = last.get("ended_by")
        start = (f"{ended_by}'s stash is empty, so every other player has one last action"
                 if ended_by else "every player has one last action")
        last_ctx = {
            "ended_by": ended_by,
            "remaining": remaining,
            "text": start + (f"; still to act: {', '.join(str(r) for r in remaining)}"
                             if remaining else "; all last actions are done"),
        }
    standing = [{"player": p["name"] + (" (to act)" if p["current"] else ""), "suit": p["suit"],
                 "stash": " ".join(str(c) for c in p["stash"]) or "-",
                 "discard": " ".join(str(c) for c in p["discard"]) or "-",
                 "colonies": p["colonies"], "score": p["score"]["total"]} for p in players]
    turn = state.get("turn")
    if ended and isinstance(turn, int) and turn > 1:
        turn -= 1  # the turn counter has moved past the last action: show the last one played
    return {
        "turn": turn,
        "current_player": None if ended else current,
        "turn_text": turn_text,
        "last_round": last_ctx,
        "systems": systems,
        "players": players,
        # one row a player for the posts (the ships are on the systems' lines, the score's
        # parts in the final table; every detail with --full)
        "standing": standing,
        "standing_legend": "Stash and Discard: the coins in each; Col.: colonies",
        "planets_left": _int(state.get("planets_left")),
        "ended": ended,
        "winners": winners,
        "winners_text": and_text(winners),
        "result_text": (f"{and_text(winners)} share the win" if len(winners) > 1
                        else f"{winners[0]} wins" if winners else "no winner recorded"),
    }


def base(view: dict[str, Any], state: dict[str, Any] | None = None) -> dict[str, Any]:
    state = (view.get("state") or {}) if state is None else state
    ctx = common(view)
    order = list(state.get("turn_order") or ctx["turn_order"])
    b = board(state, order)
    first = order[0] if order else None
    ctx.update({
        "turn_order": order,
        "first_player": first,
        "turn": b["turn"],
        "board": b,
        "stage_text": "game over" if view.get("stage") == "ended" or b["ended"]
        else ctx["stage_text"],
        "player_suits": [{"name": p["name"], "suit": p["suit"]} for p in b["players"]],
        "full": bool(view.get("full")),
    })
    return ctx


def status_context(view: dict[str, Any]) -> dict[str, Any]:
    ctx = base(view)
    ctx.update(seed_context(view))
    return ctx


TIE_BREAK_WORDS = {"most_colonies": ("colonies", "colonies"),
                   "most_coins": ("coins", "coins in stash and discard pile")}


def tie_text(rows: list[dict[str, Any]], winners: list[str], setting: Any,
             board_players: list[dict[str, Any]]) -> str | None:
    """Why a tie on the top total was decided, with the figures ("Ann and Bob both have 15
    points; Ann wins on colonies (setting tie_break = most_colonies), 5 to 4"), or the shared
    victory and the setting that made it; None when nobody tied for first."""
    if not rows:
        return None
    best = max(r["total"] for r in rows)
    tied = [r["player"] for r in rows if r["total"] == best]
    if len(tied) < 2:
        return None
    head = f"{and_text(tied)} {'both' if len(tied) == 2 else 'all'} have {best} points"
    if setting not in TIE_BREAK_WORDS:
        return f"{head}: a shared victory (setting tie_break = {setting or 'shared'})"
    word, long = TIE_BREAK_WORDS[setting]
    seats = {p["name"]: p for p in board_players}

    def figure(name: str) -> int:
        p = seats.get(name) or {}
        if setting == "most_colonies":
            return _int(p.get("colonies"))
        return len(p.get("stash") or []) + len(p.get("discard") or [])

    ranked = sorted(tied, key=lambda n: -figure(n))
    figures = (f"{figure(ranked[0])} to {figure(ranked[1])}" if len(ranked) == 2
               else ", ".join(f"{n} {figure(n)}" for n in ranked))
    if len(winners) == 1:
        return f"{head}; {winners[0]} wins on {long} (setting tie_break = {setting}), {figures}"
    return f"{head} and as many {word} ({figures}): a shared victory"


def new_campaign_context(view: dict[str, Any]) -> dict[str, Any]:
    return base(view)


def _final(final: dict[str, Any] | None) -> dict[str, Any] | None:
    if not final:
        return None
    winners = list(final.get("winners") or [])
    rows = []
    for line in final.get("scores", []):
        sc = score(line)
        rows.append({"player": line.get("player"), **{k: sc[k] for k, _ in SCORE_PARTS},
                     "total": sc["total"], "winner": line.get("player") in winners,
                     "winner_text": "winner" if line.get("player") in winners else ""})
    rows.sort(key=lambda r: -r["total"])  # stable: ties keep the given order
    return {
        "rows": rows,
        "winners": winners,
        "shared": len(winners) > 1,
        "winners_text": and_text(winners),
        "winning_total": next((r["total"] for r in rows if r["winner"]), None),
        "tie_text": None,  # summary_context adds it (it needs the board)
    }


def summary_context(view: dict[str, Any]) -> dict[str, Any]:
    """The post after one action. The board is `summary.state` (the state after that action),
    not the campaign's current state, so an old turn reported again shows its own board."""
    s = view.get("summary") or {}
    ctx = base(view, s.get("state") or {})
    ended = bool(s.get("ended"))
    rolls = [{"index": r.get("index"), "purpose": r.get("purpose"), "result": r.get("result")}
             for r in s.get("rolls", [])]
    ctx.update({
        "s": s,
        "turn": s.get("turn", ctx["turn"]),
        "player": s.get("player"),
        "action": s.get("action") or "no action",
        "rolls": rolls,
        "rolls_text": "; ".join(f"#{r['index']} {r['purpose']}: {r['result']}" for r in rolls),
        "outcome": [o for o in s.get("outcome", []) if o],
        "skipped": [k for k in s.get("skipped", []) if k],
        "next_player": None if ended else s.get("next_player"),
        "ended": ended,
        "final": _final(s.get("final")) if ended else None,
        "chance_steps": chance_steps(s.get("steps")),
    })
    if ctx["final"]:
        setting = (s.get("final") or {}).get("tie_break") or (view.get("settings") or {}).get("tie_break")
        ctx["final"]["tie_text"] = tie_text(ctx["final"]["rows"], ctx["final"]["winners"], setting,
                                            ctx["board"]["players"])
    ctx.update(rulings(s))
    ctx.update(seed_context(view))
    return ctx


# Check reply -----------------------------------------------------------------------------------

def understood(details: dict[str, Any]) -> list[str]:
    """The one action read in a turn post (`checking.details`), in the game's canonical words
    after its line: "line 2 → Colonize the Ace of Suns: roll with the Ace coin; marker coin 5";
    nothing when no action was read."""
    text = details.get("canonical_post") or details.get("action_text")
    if not text:
        return []
    line = details.get("line")
    return [f"line {line} → {text}" if line is not None else str(text)]
