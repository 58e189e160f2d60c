"""Colonies: from a public view to what its templates and terminal layouts show, and what a
checked post was read as (`understood`, for the shared check reply).

Every post leads with what happened and who acts next, then `standing` (one compact table: each
player's planet, technology points, colonists and stock); the whole board is the picture's, and
the text board follows only when the GM asks for it (`gm status --full`, `gm report --full`:
`full`). The full board as tables: the planets with their players and stocks, the technology levels, the
trade agreement matrix (what each planet delivers to each other), the pirates on each route, the
market shelves, the event card in play with its colonist number, the deck. Only the keys of the
public view are read, key by key (a key added later is not shown until this module names it);
no credits appear anywhere until the final scoring. Nothing here escapes: the render engine
escapes every value for its target.
"""

from __future__ import annotations

import re

from typing import Any

from gm_tool.core.kit.views.context import (
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


def as_int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


def _title(colour: str) -> str:
    return str(colour).capitalize()


def _amounts(items: dict[str, Any], ring: list[str]) -> str:
    parts = [f"{as_int(items.get(c))} {c}" for c in ring if as_int(items.get(c))]
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
    names = state.get("planet_names") or {}
    ended = bool(state.get("ended"))
    first = state.get("first_player") or ""
    dropped = set(state.get("dropped") or [])
    restrictions = state.get("restrictions") or {}
    phase = state.get("phase", "")
    rows, tech_rows = _player_rows(state, seated, ring)
    matrix, pirate_rows = _routes(state, ring)
    neutral = set(state.get("neutral") or [])
    final = _final(state)
    return {
        "standing": [{"name": r["name"] + (" (dropped out)" if r["name"] in dropped else ""),
                      "planet": r["planet_short"], "points": r["tech_points"],
                      "colonists": r["colonists"], **{c: r[c] for c in ring}} for r in rows],
        "order_text": ", ".join(p + (" (first player)" if p == first and not ended else "")
                                for p in order),
        "restrictions": _restrictions(seated, restrictions, state.get("lost_actions") or {})
        if not ended else [],
        "turn": as_int(state.get("turn")), "turns": as_int(state.get("turns")) or 10,
        "phase": phase, "phase_text": PHASE_TEXT.get(phase, phase),
        "players": rows, "tech_rows": tech_rows, "ring": ring,
        "marked": [r for r in rows if r["mark_text"]],
        "planets_text": [f"{r['name']}: {r['planet']}" for r in rows],
        "ring_titles": [_title(c) for c in ring],
        "agreements": matrix, "pirates": pirate_rows, "markets": _market_rows(state, ring),
        "neutral": [f"{_title(c)} ({names.get(c, c)})" for c in ring if c in neutral],
        "neutral_text": ", ".join(f"{_title(c)} ({names.get(c, c)})" for c in ring if c in neutral) or "none",
        "card": card_block(state.get("card") or {}),
        "deck_size": as_int(state.get("deck_size")),
        "card_note": ("revealed once the event deck is built" if phase == "deck" and not state.get("discard")
                      else "none left"),
        "discard": [d.get("name", "") for d in state.get("discard") or [] if d],
        "first_player": first, "current_player": state.get("current_player") or "",
        "turn_order": order, "ended": ended, "final": final,
        "pending": asked_together({p: ", ".join(_ask_text(a) for a in asks)
                                   for p, asks in (state.get("pending") or {}).items()}),
        "vote": vote_block(state.get("vote") or {}, ring),
    }


def _marks(state: dict[str, Any], p: str) -> list[str]:
    """What the players' table says beside `p`: first player, to act, dropped out, winner, and
    this action phase's limits and count."""
    ended = bool(state.get("ended"))
    phase = state.get("phase", "")
    marks = []
    if p == (state.get("first_player") or "") and not ended:
        marks.append("first player")
    if p == (state.get("current_player") or "") and not ended:
        marks.append("to act")
    if p in set(state.get("dropped") or []):
        marks.append("dropped out (planet run as neutral)")
    if ended and p in set(state.get("winners") or []):
        marks.append("winner")
    banned = list((state.get("restrictions") or {}).get(p) or [])
    if banned and phase == "actions":
        marks.append("no " + "/".join(banned) + " this turn")
    if as_int((state.get("lost_actions") or {}).get(p)) and phase == "actions":
        marks.append("two actions this turn")
    if phase == "actions" and not ended:
        left = list(state.get("to_act") or []).count(p)
        marks.append(f"actions taken {as_int((state.get('taken') or {}).get(p))}, to come {left}")
    return marks


def _player_rows(state: dict[str, Any], seated: list[str],
                 ring: list[str]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """One row per seat for the players' table (planet, marks, stock, technology) and one for
    the technology table."""
    planets = state.get("planets") or {}
    names = state.get("planet_names") or {}
    resources = state.get("resource_names") or {}
    stock = state.get("stock") or {}
    tech = state.get("tech") or {}
    vp = list(state.get("vp_table") or [0, 2, 5, 9, 14, 26])
    hands = state.get("hand_sizes") or {}
    rows = []
    tech_rows = []
    for p in seated:
        colour = planets.get(p, "")
        marks = _marks(state, p)
        row_stock = stock.get(p) or {}
        levels = tech.get(p) or {}
        points = sum(vp[as_int(levels.get(t)) - 1] if 1 <= as_int(levels.get(t)) <= len(vp) else 0
                     for t in TECHS)
        row = {"name": p, "planet": f"{_title(colour)} ({names.get(colour, colour)}, "
                                    f"{resources.get(colour, colour)})",
               "planet_short": _title(colour),
               "colour": colour, "colonists": as_int((state.get("colonists") or {}).get(p)),
               "cards": as_int(hands.get(p)), "marks": marks, "mark_text": "; ".join(marks),
               "stock_text": _amounts(row_stock, ring), "tech_points": points,
               "tech_text": ", ".join(f"{t.capitalize()} {as_int(levels.get(t))}" for t in TECHS)}
        for c in ring:
            row[c] = as_int(row_stock.get(c))
        rows.append(row)
        trow = {"name": p, "tech_points": points}
        for t in TECHS:
            trow[t] = as_int(levels.get(t))
        tech_rows.append(trow)
    return rows, tech_rows


def _routes(state: dict[str, Any],
            ring: list[str]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The trade agreement matrix (a row per planet) and the pirates on each route (a row per
    planet that is not neutral)."""
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
            arow[o] = "-" if o == c else str(as_int((agreements.get(c) or {}).get(o)))
            n = 0 if o == c else as_int((pirates.get(c) or {}).get(o))
            prow[o] = "-" if o == c else (str(n) if n else ".")
            total += n
        arow["export"] = sum(as_int((agreements.get(c) or {}).get(o)) for o in ring if o != c)
        prow["total"] = total
        matrix.append(arow)
        if c not in neutral:
            pirate_rows.append(prow)
    return matrix, pirate_rows


def _market_rows(state: dict[str, Any], ring: list[str]) -> list[dict[str, Any]]:
    """Each market shelf: how many cubes on each tier and the prices they make."""
    markets = state.get("markets") or {}
    market_rows = []
    for c in ring:
        n = as_int(markets.get(c))
        top = min(n, 1)
        middle = min(max(n - 1, 0), 3)
        low = max(n - 4, 0)
        sell = 3 if n < 1 else 2 if n < 4 else 1
        buy = "-" if n == 0 else str(3 if n == 1 else 2 if n <= 4 else 1)
        market_rows.append({"colour": _title(c), "count": n, "top": f"{top}/1",
                            "middle": f"{middle}/3", "lowest": str(low),
                            "sell": f"{sell} €", "buy": f"{buy} €" if buy != "-" else "none"})
    return market_rows


def _restrictions(seated: list[str], restrictions: dict[str, Any], lost: dict[str, Any]) -> list[str]:
    """This action phase's limits, one line per kind of limit ("no military actions: Ann and
    Cy"), not one per player and kind."""
    kinds: dict[str, list[str]] = {}
    for p in seated:
        for kind in restrictions.get(p) or []:
            kinds.setdefault(str(kind), []).append(p)
    lines = [f"no {kind} actions: {and_text(players)}" for kind, players in kinds.items()]
    short = [p for p in seated if as_int(lost.get(p))]
    if short:
        lines.append(f"two actions only: {and_text(short)}")
    return lines


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
        placed = sum(as_int(n) for n in spent.values())
        rows.append({"player": p, "side": str(v.get("side", "")).upper(),
                     "spent": _amounts(spent, ring) if spent else "none",
                     "influence": as_int(v.get("votes")) - placed,
                     "votes": as_int(v.get("votes")),
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
    return {"name": vote.get("name", ""), "rows": rows, "yes": as_int(vote.get("yes")),
            "no": as_int(vote.get("no")), "outcome": outcome, "text": text}


def asked_together(asks: dict[str, str]) -> list[dict[str, str]]:
    """What each player is asked, one row for the players asked the same ("Cy, Bob and Ann":
    take an action (military)), in the order they come."""
    rows: dict[str, list[str]] = {}
    for player, text in asks.items():
        rows.setdefault(text, []).append(player)
    return [{"player": who[0] if len(who) == 1 else f"{', '.join(who[:-1])} and {who[-1]}",
             "asks": text} for text, who in rows.items()]


def _told(log: list[str], full: bool, players: list[str]) -> list[str]:
    return log if full else grouped(short_pirates(log), players)


def grouped(log: list[str], players: list[str]) -> list[str]:
    """Lines that say the same of several players ("Bob receives 3 colonists", "Ann receives 3
    colonists", ...) said once, where the first of them stood: "every player receives 3
    colonists", "each of Ann, Dee and Cy has no technology to downgrade"."""
    names = sorted(players, key=len, reverse=True)
    said: dict[str, list[str]] = {}
    out: list[tuple[str, str | None]] = []      # (a line, or what several players share)
    for line in log:
        who = next((p for p in names if line.startswith(p + " ")), None)
        if who is None:
            out.append((line, None))
            continue
        rest = line[len(who) + 1:]
        if rest not in said:
            said[rest] = []
            out.append(("", rest))
        said[rest].append(who)
    done = []
    for line, rest in out:
        who = said[rest] if rest is not None else []
        if rest is None:
            done.append(line)
        elif len(who) == 1:
            done.append(f"{who[0]} {rest}")
        elif len(who) == len(players):
            done.append(f"every player {rest}")
        else:
            done.append(f"each of {', '.join(who[:-1])} and {who[-1]} {rest}")
    return done


def without_the_vote(log: list[str], vote: dict[str, Any] | None) -> list[str]:
    """The lines of a vote step's log the vote table does not already tell: each player's vote,
    the tally and the outcome are in the table and its outcome line (the rules log them as
    "Ann votes YES with 2 (...)", "Card: 3 yes against 1 no", "YES: ..." / "NO: ..."); the
    effects applied stay."""
    if not vote:
        return [x for x in log if not _is_restriction(x)]
    voters = tuple(f"{r['player']} votes " for r in vote["rows"])
    tally = f"{vote['name']}: {vote['yes']} yes against {vote['no']} no"
    return [x for x in log if not (x.startswith(voters) or x.startswith(tally)
                                   or x.startswith(("YES: ", "NO: ")) or _is_restriction(x))]


#: "Cy places 4 pirates on their trade routes: 1 on the green route, 1 on the blue route, ..."
#: (rules/event.py: the event's effect, one line a player)
_PIRATES_PLACED = re.compile(r"^(?P<player>.+?) places (?P<n>\d+) pirates on their trade routes: ")


def short_pirates(log: list[str]) -> list[str]:
    """The event's pirate placements in one line ("pirates placed on their own trade routes: Cy 4,
    Bob 8"), where the rules log one long line a player; which route holds them is the
    picture's (and --full's)."""
    counts: dict[str, int] = {}
    out: list[str] = []
    at = None                                   # where the first placement stood
    for line in log:
        m = _PIRATES_PLACED.match(line)
        if m is None:
            out.append(line)
            continue
        if at is None:
            at = len(out)
        counts[m["player"]] = counts.get(m["player"], 0) + int(m["n"])
    if at is not None:
        said = ", ".join(f"{player} {n}" for player, n in counts.items())
        out.insert(at, f"pirates placed on their own trade routes: {said}")
    return out


def _is_restriction(line: str) -> bool:
    """'Ann cannot take military actions in this action phase' (and the like): the post's
    "This turn" line names every player's limits at once."""
    return (" cannot take " in line and line.endswith(" in this action phase")
            or line.endswith(" loses an action: two actions in this action phase"))


#: the upkeep's log lines the short summary tells in one line each (the rules' log entries carry
#: no kind, so they are known by their fixed words: rules/phases.py upkeep and fulfil)
POLICE = "'s police sector clears "
TO_PIRATES = " remaining colonists become pirates: "
INTERCEPTED = " — intercepted by pirates and dumped on the markets"


def _is_interception(line: str) -> bool:
    return line.startswith("pirates on ") and " route intercept " in line


def _per_player(counts: dict[str, dict[str, Any]]) -> str:
    """"Cy 2, Bob 4": each player's total over their routes."""
    return ", ".join(f"{p} {sum(as_int(n) for n in v.values())}" for p, v in counts.items())


def short_upkeep(log: list[str], upkeep: dict[str, Any] | None,
                 state: dict[str, Any]) -> list[str]:
    """The log with the upkeep told briefly: one line for the police sectors, one for the
    agreements delivered in full, one for the deliveries the pirates took, one for the colonists
    that became pirates; every other line (a substitute, a missing resource, a penalty, the
    first player card) as the rules wrote it. Where the pirates stand is the picture's."""
    if not upkeep:
        return list(log)
    out: list[str] = []
    police = upkeep.get("police") or {}
    placed = upkeep.get("pirates_placed") or {}
    deliveries = upkeep.get("deliveries") or []
    blocked = [x[:-len(INTERCEPTED)] for x in log if x.endswith(INTERCEPTED) and " delivers " in x]
    said_deliveries = False
    for line in log:
        if POLICE in line:
            if police:
                out.append(f"police sectors clear pirates: {_per_player(police)}")
                police = {}
            continue
        if TO_PIRATES in line:
            if placed:
                out.append(f"remaining colonists become pirates: {_per_player(placed)}")
                placed = {}
            continue
        if _is_interception(line):
            continue
        if " delivers " in line and not said_deliveries:
            said_deliveries = True
            full = sum(1 for d in deliveries if not d.get("blocked") and not as_int(d.get("missing")))
            out.append(f"trade agreements: {full} of {len(deliveries)} deliveries arrive in full")
            if blocked:
                out.append("intercepted by pirates and dumped on the markets: "
                           + "; ".join(x.replace(" delivers ", "'s ", 1) for x in blocked))
        if line.endswith(INTERCEPTED) and " delivers " in line:
            continue
        out.append(line)
    return out


def _final(state: dict[str, Any]) -> dict[str, Any] | None:
    lines = state.get("final") or []
    if not state.get("ended") or not lines:
        return None
    winners = list(state.get("winners") or [])
    rows = [{"rank": line.get("rank"), "player": line.get("player"), "planet": line.get("planet"),
             "name": str(line.get("player")) + (" (dropped out)" if line.get("dropped") else ""),
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
                "ended": b["ended"], "final": b["final"], "full": bool(view.get("full"))})
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
    vote = vote_block(info.get("vote") or {}, ring) if step == "vote" else None
    ctx.update({
        "choices": rows,
        "forced": forced,
        "defaults": [r["player"] for r in rows if r["forced"]],
        "what": "event deck" if step == "deck" else "council vote",
        "log": _told(without_the_vote([str(x) for x in info.get("log") or []], vote), ctx["full"],
                     ctx["turn_order"]),
        "vote": vote,
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
        vote = vote_block(step.get("vote") or {}, ring) if step.get("vote") else None
        secret.append({"label": step.get("label", ""),
                       "log": _told(without_the_vote(list(step.get("log") or []), vote),
                                          ctx["full"], ctx["turn_order"]),
                       "vote": vote,
                       "forced": list(step.get("forced") or [])})
    upkeep = s.get("upkeep")
    upkeep_ctx = None
    if upkeep:
        state = s.get("state") or {}
        deliveries = [{"from": _who(state, d.get("from", "")), "to": _who(state, d.get("to", "")),
                       "due": as_int(d.get("due")), "goods": _amounts(d.get("goods") or {}, ring),
                       "missing": as_int(d.get("missing")),
                       "delivered": _amounts(d.get("goods") or {}, ring)
                       + (" (intercepted)" if d.get("blocked") else ""),
                       "note": "intercepted by pirates" if d.get("blocked") else ""}
                      for d in upkeep.get("deliveries") or []]
        upkeep_ctx = {"deliveries": deliveries}
    log = [str(x) for x in s.get("log") or []]
    ctx.update({
        "s": s, "heading": heading, "kind": kind, "secret_steps": secret,
        "log": _told(log if ctx["full"] else short_upkeep(without_the_vote(log, None), upkeep,
                                                          s.get("state") or {}),
                     ctx["full"], ctx["turn_order"]),
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
