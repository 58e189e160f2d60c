"""Distant Colony's short posts (issue 22): what each player's round came to in one line, the
colonists nobody could be given said once for all of them, the Space Station's prices as one
small grid, and what the campaign waits for next. The long forms (every phase of every player,
the station's table, every settlement) stay in context.py for `--full`.

Nothing here escapes: values stay text, and the engine escapes them for the target on output.
"""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.views.context import and_text

#: rules/colonization.py: no Available colonist was left for a player who had to take one
NONE_LEFT = "dc.colonization.none_left"

#: views/public.py's words for a compulsory action the tool took for a player without a post
#: (which says that the post is missing)
COMPULSORY_MARK = "sent no post"

#: the short names of the standing table, also the station grid's columns
SHORT = {"food": "F", "basic_raw": "BR", "rare_raw": "RR", "basic_goods": "BG", "rare_goods": "RG",
         "machines": "M"}

#: one legend for the standing table and the station grid under it
LEGEND = "F Food, BR/RR Basic/Rare Raw, BG/RG Basic/Rare Goods, M Machines"


def choice_words(p: dict[str, Any]) -> str:
    """'Trade', or 'Build, played effect Production' when the effect played is not the phase
    chosen (the same one is not said twice); 'no choice' for nothing."""
    choice = p.get("choice") or "no choice"
    others = [e for e in p.get("effects", []) if e != p.get("choice")]
    return f"{choice}, played effect {', '.join(others)}" if others else choice


def player_line(p: dict[str, Any]) -> str:
    """'-1 Basic Raw, +1 Machines, +1 VP; built Farm; added a Machines contract': the round's
    Net, then what else changed in the settlement."""
    net = p.get("net") or "no change"
    return "; ".join([net] + list(p.get("events", [])))


def none_left_line(players: list[dict[str, Any]]) -> str | None:
    """The players no colonist was left for, once: one player's in the rules' own words (who
    took the last ones before them); several as 'Colonization: no colonist was left for Eve,
    Fay and Ann (the Available set ran out before their turns); they got none this round'."""
    short = [(p["name"], m) for p in players
             for code, m in zip(p.get("owed_codes", []), p.get("owed", [])) if code == NONE_LEFT]
    if not short:
        return None
    if len(short) == 1:
        return short[0][1]
    return (f"Colonization: no colonist was left for {and_text([n for n, _ in short])} (the "
            f"Available set ran out before their turns); they got none this round")


def other_owed(p: dict[str, Any]) -> list[str]:
    """What the rules owed this player and could not give, but the colonists told once."""
    codes = list(p.get("owed_codes", []))
    messages = list(p.get("owed", []))
    return [m for i, m in enumerate(messages) if i >= len(codes) or codes[i] != NONE_LEFT]


def happened(players: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One entry per player for the short summary: name, choice, the line, and what went wrong
    (a post not taken, orders skipped, what was owed, the rules' notes)."""
    return [{"name": p["name"], "choice": choice_words(p), "line": player_line(p),
             "verdict_note": None if any(COMPULSORY_MARK in e for e in p.get("events", []))
             else p.get("verdict_note"), "skipped": list(p.get("skipped", [])),
             "owed": other_owed(p), "warnings": list(p.get("warnings", []))}
            for p in players]


def station_grid(rows: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The station's stock and prices as three rows under one column per item ('F', 'BR', ...,
    'Soldier'), so a 6-player post keeps them in 5 lines: what the station sells for (Cost) and
    buys at (Buys At), as the Space Station's own table says."""
    if not rows:
        return None
    keys = [f"c{i}" for i in range(len(rows))]
    headers = [""] + [r["short"] for r in rows]
    grid = []
    for label, field in (("In stock", "stock"), ("Cost", "cost"), ("Buys At", "buys")):
        grid.append({"label": label, **{k: str(r[field]).replace(" ", "") for k, r in zip(keys, rows)}})
    return {"headers": ["Station"] + headers[1:], "fields": ["label"] + keys, "rows": grid,
            "align": "l" + "r" * len(rows)}


def next_text(view: dict[str, Any], ctx: dict[str, Any], ended: bool) -> str | None:
    """What the campaign waits for now and from whom ('phase choice, round 31: everybody');
    in a summary, for the latest round only (an older round reported again does not know)."""
    if ended:
        return None
    if "summary_round" in view and view.get("recorded") not in (None, view["summary_round"]):
        return None
    label = ctx.get("step_label") or ctx.get("stage_text") or ""
    pending = list(ctx.get("pending") or [])
    if not label:
        return None
    everyone = pending and set(pending) >= set(ctx.get("turn_order") or [])
    who = "everybody" if everyone else and_text(pending) if pending else ""
    return f"{label}, from {who}" if who else label


def phases_text(phases: list[dict[str, Any]]) -> str:
    """'Survey (Bob), Build (Cy, Eve), Trade (Fay); not Organization': the round's phases in
    rule order with who chose each (the revealed choices, said once)."""
    on = [f"{p['name']} ({', '.join(p['chosen_by'])})" if p["chosen_by"] else p["name"]
          for p in phases if p["happens"]]
    off = [p["name"] for p in phases if not p["happens"]]
    return ", ".join(on) + (f"; not {', '.join(off)}" if off else "")
