"""Colonies: from a public view to what its templates and terminal layouts show, and what a
checked post was read as (`understood`, for the shared check reply).

The board as tables: the planets with their players and stocks, the technology levels, the
trade agreement matrix (what each planet delivers to each other), the pirates on each route, the
market shelves, the event card in play with its colonist number, the deck. Only the keys of the
public view are read, key by key (a key added later is not shown until this module names it);
no credits appear anywhere until the final scoring. Nothing here escapes: the render engine
escapes every value for its target.
"""

from __future__ import annotations

from typing import Any

from gm_tool.core.viewkit.context import (
    VERIFY_COMMAND,
    and_text,
    commitment_checks,
    common,
    rulings,
    seed_context,
)

#: what the shared posts (check reply, reminder, generic reveal) call one entry of this game
ROUND_WORD = "step"

COLOURS = ("blue", "green", "yellow", "purple", "red")
TECHS = ("community", "military", "commerce", "influence", "industry")
PHASE_TEXT = {"deck": "the event deck is built (each player puts a card face down)",
              "income": "income: production and colonists (Community choices)",
              "vote": "the council votes on the event card",
              "tie": "the vote is tied: the first player decides",
              "effects": "the event's effects: choices asked for",
              "actions": "the action phase",
              "over": "the game is over"}
SHELVES = (("top", 1, 3), ("middle", 3, 2), ("lowest", 0, 1))


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


def _title(colour: str) -> str:
    return str(colour).capitalize()


def _amounts(items: dict[str, Any], ring: list[str]) -> str:
    parts = [f"{_int(items.get(c))} {c}" for c in ring if _int(items.get(c))]
    return ", ".join(parts) or "nothing"


def _who(state: dict[str, Any], colour: str) -> str:
    owner = (state.get("owners") or {}).get(colour) or ""
    return f"{owner} ({colour})" if owner else f"{colour} (neutral)"


def card_block(card: dict[str, Any]) -> dict[str, Any] | None:
    if not card:
        return None
    unverified = list(card.get("unverified") or [])
    return {"name": card.get("name", ""), "number": card.get("number"),
            "colonists": card.get("colonists", 0),
            "yes_title": card.get("yes_title", ""), "yes_text": card.get("yes_text", ""),
            "no_title": card.get("no_title", ""), "no_text": card.get("no_text", ""),
            "unverified_text": ("unverified on the printed card: " + ", ".join(unverified))
            if unverified else ""}


def board(state: dict[str, Any]) -> dict[str, Any]:
    """The board's tables, from a public state."""
    ring = list(state.get("ring") or COLOURS)
    order = list(state.get("turn_order") or state.get("players") or [])
    players = list(state.get("players") or [])
    seated = order + [p for p in players if p not in order]
    planets = state.get("planets") or {}
    names = state.get("planet_names") or {}
    resources = state.get("resource_names") or {}
    stock = state.get("stock") or {}
    tech = state.get("tech") or {}
    vp = list(state.get("vp_table") or [0, 2, 5, 9, 14, 26])
    ended = bool(state.get("ended"))
    current = state.get("current_player") or ""
    first = state.get("first_player") or ""
    dropped = set(state.get("dropped") or [])
    winners = set(state.get("winners") or [])
    restrictions = state.get("restrictions") or {}
    lost = state.get("lost_actions") or {}
    taken = state.get("taken") or {}
    hands = state.get("hand_sizes") or {}
    to_act = list(state.get("to_act") or [])
    phase = state.get("phase", "")
    rows = []
    tech_rows = []
    for p in seated:
        colour = planets.get(p, "")
        marks = []
        if p == first and not ended:
            marks.append("first player")
        if p == current and not ended:
            marks.append("to act")
        if p in dropped:
            marks.append("dropped out (planet run as neutral)")
        if ended and p in winners:
            marks.append("winner")
        banned = list(restrictions.get(p) or [])
        if banned and phase == "actions":
            marks.append("no " + "/".join(banned) + " this turn")
        if _int(lost.get(p)) and phase == "actions":
            marks.append("two actions this turn")
        if phase == "actions" and not ended:
            left = to_act.count(p)
            marks.append(f"actions taken {_int(taken.get(p))}, to come {left}")
        row_stock = stock.get(p) or {}
        levels = tech.get(p) or {}
        points = sum(vp[_int(levels.get(t)) - 1] if 1 <= _int(levels.get(t)) <= len(vp) else 0
                     for t in TECHS)
        row = {"name": p, "planet": f"{_title(colour)} ({names.get(colour, colour)}, "
                                    f"{resources.get(colour, colour)})",
               "planet_short": _title(colour),
               "colour": colour, "colonists": _int((state.get("colonists") or {}).get(p)),
               "cards": _int(hands.get(p)), "marks": marks, "mark_text": "; ".join(marks),
               "stock_text": _amounts(row_stock, ring), "tech_points": points,
               "tech_text": ", ".join(f"{t.capitalize()} {_int(levels.get(t))}" for t in TECHS)}
        for c in ring:
            row[c] = _int(row_stock.get(c))
        rows.append(row)
        trow = {"name": p, "tech_points": points}
        for t in TECHS:
            trow[t] = _int(levels.get(t))
        tech_rows.append(trow)
    agreements = state.get("agreements") or {}
    pirates = state.get("pirates") or {}
    neutral = set(state.get("neutral") or [])
    matrix = []
    pirate_rows = []
    for c in ring:
        label = _who(state, c)
        arow = {"from": label}
        prow = {"route": label}
        total = 0
        for o in ring:
            arow[o] = "-" if o == c else str(_int((agreements.get(c) or {}).get(o)))
            n = 0 if o == c else _int((pirates.get(c) or {}).get(o))
            prow[o] = "-" if o == c else (str(n) if n else ".")
            total += n
        arow["export"] = sum(_int((agreements.get(c) or {}).get(o)) for o in ring if o != c)
        prow["total"] = total
        matrix.append(arow)
        if c not in neutral:
            pirate_rows.append(prow)
    markets = state.get("markets") or {}
    market_rows = []
    for c in ring:
        n = _int(markets.get(c))
        top = min(n, 1)
        middle = min(max(n - 1, 0), 3)
        low = max(n - 4, 0)
        sell = 3 if n < 1 else 2 if n < 4 else 1
        buy = "-" if n == 0 else str(3 if n == 1 else 2 if n <= 4 else 1)
        market_rows.append({"colour": _title(c), "count": n, "top": f"{top}/1",
                            "middle": f"{middle}/3", "lowest": str(low),
                            "sell": f"{sell} €", "buy": f"{buy} €" if buy != "-" else "none for sale"})
    final = _final(state)
    return {
        "turn": _int(state.get("turn")), "turns": _int(state.get("turns")) or 10,
        "phase": phase, "phase_text": PHASE_TEXT.get(phase, phase),
        "players": rows, "tech_rows": tech_rows, "ring": ring,
        "marked": [r for r in rows if r["mark_text"]],
        "planets_text": [f"{r['name']}: {r['planet']}" for r in rows],
        "ring_titles": [_title(c) for c in ring],
        "agreements": matrix, "pirates": pirate_rows, "markets": market_rows,
        "neutral": [f"{_title(c)} ({names.get(c, c)})" for c in ring if c in neutral],
        "neutral_text": ", ".join(f"{_title(c)} ({names.get(c, c)})" for c in ring if c in neutral) or "none",
        "card": card_block(state.get("card") or {}),
        "deck_size": _int(state.get("deck_size")),
        "card_note": ("revealed once the event deck is built" if phase == "deck" and not state.get("discard")
                      else "none left"),
        "discard": [d.get("name", "") for d in state.get("discard") or [] if d],
        "first_player": first, "current_player": current,
        "turn_order": order, "ended": ended, "final": final,
        "pending": [{"player": p, "asks": ", ".join(_ask_text(a) for a in asks)}
                    for p, asks in (state.get("pending") or {}).items()],
        "vote": vote_block(state.get("vote") or {}, ring),
    }


def _ask_text(ask: dict[str, Any]) -> str:
    kind = ask.get("kind", "")
    if kind == "yes":
        return "the yes effect or 4 €"
    amount = ask.get("amount")
    words = {"lose_resources": "lose {n} resources of their choice",
             "lose_resources_or_colonists": "lose {n} resources or {n} colonists",
             "dump_resource": "put {n} resource(s) on the markets",
             "downgrade": "downgrade a technology",
             "action": "take an action ({actions})",
             "gain_resources": "take {n} resources of their choice",
             "place_pirates_choice": "place {n} pirates",
             "free_upgrade_lowest": "a free upgrade of a lowest technology"}
    text = words.get(kind, kind.replace("_", " "))
    return text.format(n=amount, actions=" or ".join(ask.get("actions") or []))


def vote_block(vote: dict[str, Any], ring: list[str]) -> dict[str, Any] | None:
    """A council vote as a table (each player's card, resources placed, votes) and its outcome."""
    if not vote or not vote.get("votes"):
        return None
    rows = []
    for p, v in (vote.get("votes") or {}).items():
        spent = v.get("spent") or {}
        rows.append({"player": p, "side": str(v.get("side", "")).upper(),
                     "spent": _amounts(spent, ring) if spent else "none",
                     "votes": _int(v.get("votes")),
                     "note": "no vote sent (default)" if v.get("default") else ""})
    outcome = vote.get("outcome", "")
    winners = list(vote.get("winners") or [])
    fewest = list(vote.get("fewest") or [])
    if outcome == "yes":
        text = f"YES carried: the effect goes to {and_text(winners)} (most yes votes; 4 € instead if they like)"
    elif outcome == "no":
        text = f"NO carried: every player gets the middle effect; {and_text(fewest)} (fewest votes) also the third"
    else:
        text = "tied: the first player decides"
    if vote.get("decided_by"):
        text += f" (the tie decided by {vote['decided_by']})"
    return {"name": vote.get("name", ""), "rows": rows, "yes": _int(vote.get("yes")),
            "no": _int(vote.get("no")), "outcome": outcome, "text": text}


def _final(state: dict[str, Any]) -> dict[str, Any] | None:
    lines = state.get("final") or []
    if not state.get("ended") or not lines:
        return None
    winners = list(state.get("winners") or [])
    rows = [{"rank": line.get("rank"), "player": line.get("player"), "planet": line.get("planet"),
             "tech_points": line.get("tech_points"), "credits": line.get("credits"),
             "total": line.get("total"), "resources": line.get("resources"),
             "winner_text": "winner" if line.get("player") in winners else
             ("dropped out" if line.get("dropped") else "")} for line in lines]
    return {"rows": rows, "winners": winners, "winners_text": and_text(winners),
            "shared": len(winners) > 1,
            "winning_total": next((r["total"] for r in rows if r["player"] in winners), None)}


def base(view: dict[str, Any], state: dict[str, Any] | None = None) -> dict[str, Any]:
    state = (view.get("state") or {}) if state is None else state
    ctx = common(view)
    b = board(state)
    ctx.update({"board": b, "turn": b["turn"], "turn_order": b["turn_order"] or ctx["turn_order"],
                "ended": b["ended"], "final": b["final"]})
    ctx.update(seed_context(view))
    return ctx


def status_context(view: dict[str, Any]) -> dict[str, Any]:
    return base(view)


def new_campaign_context(view: dict[str, Any]) -> dict[str, Any]:
    ctx = base(view)
    settings = view.get("settings") or {}
    ctx["rules_text"] = (f"{settings.get('turns', 10)} turns; 50 € each (100 € with three "
                         "players), kept secret: each player learns their own by private message")
    return ctx


def reveal_context(view: dict[str, Any]) -> dict[str, Any]:
    """After a secret step: every commitment with what was revealed (for the deck, only the
    place in the hand: which card it was stays face down), and what the step decided."""
    ctx = base(view)
    revealed = view.get("revealed") or {}
    forced = list(view.get("forced") or [])
    info = view.get("reveal_info") or {}
    rows = []
    for player in ctx["turn_order"] or list(revealed):
        if player not in revealed and player not in forced:
            continue
        r = revealed.get(player) or {}
        rows.append({"player": player, "choice": r.get("choice") or "", "salt": r.get("salt") or "",
                     "commitment": r.get("commitment") or "",
                     "forced": player in forced or not r.get("choice")})
    ring = ctx["board"]["ring"]
    step = info.get("step", "")
    ctx.update({
        "choices": rows,
        "forced": forced,
        "what": "event deck" if step == "deck" else "council vote",
        "log": [str(x) for x in info.get("log") or []],
        "vote": vote_block(info.get("vote") or {}, ring) if step == "vote" else None,
        "checks": commitment_checks(view, rows),
        "verify_command": VERIFY_COMMAND.format(id=view.get("campaign_id", ""), round=view.get("round")),
    })
    return ctx


def summary_context(view: dict[str, Any]) -> dict[str, Any]:
    """The post after one applied step. The board is `summary.state` (after that step), so an old
    step reported again shows its own board."""
    s = view.get("summary") or {}
    ctx = base(view, s.get("state") or {})
    ring = ctx["board"]["ring"]
    kind = s.get("step", "")
    turn = s.get("turn", ctx["turn"])
    if kind == "action":
        heading = f"turn {turn}: {s.get('player')}'s action {s.get('number')} of {s.get('of')}"
    elif kind == "income":
        heading = f"turn {turn}: income"
    elif kind == "effects":
        heading = f"turn {turn}: the event's effects"
    elif kind == "tie":
        heading = f"turn {turn}: the tied vote decided"
    else:
        heading = f"turn {turn}"
    secret = []
    for step in s.get("secret_steps") or []:
        secret.append({"label": step.get("label", ""),
                       "log": list(step.get("log") or []),
                       "vote": vote_block(step.get("vote") or {}, ring) if step.get("vote") else None,
                       "forced": list(step.get("forced") or [])})
    upkeep = s.get("upkeep")
    upkeep_ctx = None
    if upkeep:
        state = s.get("state") or {}
        deliveries = [{"from": _who(state, d.get("from", "")), "to": _who(state, d.get("to", "")),
                       "due": _int(d.get("due")), "goods": _amounts(d.get("goods") or {}, ring),
                       "missing": _int(d.get("missing")),
                       "delivered": _amounts(d.get("goods") or {}, ring)
                       + (" (intercepted)" if d.get("blocked") else ""),
                       "note": "intercepted by pirates" if d.get("blocked") else ""}
                      for d in upkeep.get("deliveries") or []]
        upkeep_ctx = {"deliveries": deliveries}
    ctx.update({
        "s": s, "heading": heading, "kind": kind, "secret_steps": secret,
        "log": [str(x) for x in s.get("log") or []],
        "upkeep": upkeep_ctx,
        "skipped": [str(k) for k in s.get("skipped") or [] if k],
        "missing": list(s.get("missing") or []),
        "next_text": "nobody: the game is over" if s.get("ended") else (view.get("step") or {}).get("label", ""),
    })
    ctx.update(rulings(s))
    return ctx


def understood(details: dict[str, Any]) -> list[str]:
    """The lines a post was read as (the canonical text of each, with its line)."""
    return [str(x) for x in details.get("read") or []]
