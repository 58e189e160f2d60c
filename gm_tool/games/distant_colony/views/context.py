"""Distant Colony: from a public view to what its templates and terminal layout show (Space
Station, Settlements, phases, the round summary with projected and final scores), and what a
checked turn post was read as (`understood`, for the shared check reply).

Nothing here escapes: values stay text, and the engine escapes them for the target on output.
Everything here reads only the redacted view, so nothing here can leak a secret.
"""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.views.context import (VERIFY_COMMAND, and_text, chance_steps,
                                          commitment_checks, common, rulings, seed_context,
                                          turn_order)
from gm_tool.games.distant_colony.views import post_lines
from gm_tool.games.distant_colony.rules.names import (COLONIST_NAMES, COLONISTS, PHASE_NAMES, PHASES,
                                                RESOURCE_NAMES, RESOURCES)

#: [seed] end-game scoring: VP per unemployed colonist in Temporary Housing, by type.
UNEMPLOYMENT_VP = {"unskilled": -1, "skilled": -1, "expert": -1, "criminal": -2,
                   "soldier": 0, "officer": 0}


def colonist_label(kind: str, n: int | None = None) -> str:
    name = COLONIST_NAMES.get(kind, str(kind).capitalize())
    return name if n is None else f"{n} {name}"


def counts_text(counts: dict[str, int], empty: str = "none") -> str:
    items = [colonist_label(k, counts[k]) for k in COLONISTS if counts.get(k)]
    items += [colonist_label(k, n) for k, n in counts.items() if k not in COLONISTS and n]
    return ", ".join(items) if items else empty


def unemployment_penalty(housing: dict[str, int]) -> int:
    return sum(UNEMPLOYMENT_VP.get(k, -1) * n for k, n in housing.items())


def settlement(player: str, data: dict[str, Any], first_player: str | None) -> dict[str, Any]:
    colonists = data.get("colonists", {})
    housing = dict(colonists.get("temporary_housing", {}))
    resources = data.get("resources", {})
    buildings = []
    for b in data.get("buildings", []):
        staff = [colonist_label(c) for c in b.get("staff", [])]
        free = max(0, int(b.get("slots", len(staff))) - len(staff))
        staff_text = ", ".join(staff) if staff else "unstaffed"
        if free and staff:
            staff_text += f" ({free} free slot{'s' if free != 1 else ''})"
        elif free:
            staff_text += f" ({free} slot{'s' if free != 1 else ''})"
        buildings.append({"id": b.get("id"), "kind": b.get("kind"), "name": b.get("name", b.get("kind")),
                          "staff": staff, "free": free, "slots": b.get("slots", len(staff)),
                          "staff_text": staff_text if b.get("slots", 1) else "takes no staff"})
    storage = data.get("storage", {})
    spaces = data.get("spaces", {})
    penalty = unemployment_penalty(housing)
    return {
        "player": player,
        "first": player == first_player,
        "vp": data.get("vp", 0),
        "wealth": data.get("wealth", 0),
        "housing": housing,
        "housing_text": counts_text(housing, "empty"),
        "housing_count": sum(housing.values()),
        "penalty": penalty,
        "penalty_text": f"{penalty} VP" if penalty else "0 VP",
        "reserved": colonist_label(data["reserved"]) if data.get("reserved") else None,
        "reserved_text": colonist_label(data["reserved"]) if data.get("reserved") else "none",
        "resources": [{"key": r, "name": RESOURCE_NAMES[r], "amount": resources.get(r, 0)}
                      for r in RESOURCES],
        "resources_text": ", ".join(f"{RESOURCE_NAMES[r]} {resources.get(r, 0)}" for r in RESOURCES),
        "storage_used": storage.get("used", 0),
        "storage_capacity": storage.get("capacity", 0),
        "spaces_used": spaces.get("used", 0),
        "spaces_total": spaces.get("total", 0),
        "buildings": buildings,
        "colonists_total": counts_text(colonists.get("total", {})),
        "colonists_employed": counts_text(colonists.get("employed", {})),
        "contracts": dict(data.get("contracts", {})),
        "projected": None,  # the round summary adds the projected score (see summary_context)
    }


def standing(settlements: list[dict[str, Any]]) -> dict[str, Any]:
    """Every settlement in one row (the post's standing; each settlement's buildings and staff
    are the picture's, and `--full`'s): VP, Wealth, the projected score where the post has it,
    colonists in Temporary Housing, resources held (short names) with the storage, buildings."""
    projected = any(s.get("projected") for s in settlements)
    rows = []
    for s in settlements:
        held = " ".join(f"{post_lines.SHORT[r['key']]}{r['amount']}"
                        for r in s["resources"] if r["amount"])
        rows.append({"player": s["player"] + (" *" if s["first"] else ""), "vp": s["vp"],
                     "wealth": s["wealth"],
                     "proj": (s.get("projected") or {}).get("total", ""),
                     "housing": s["housing_count"],
                     "resources": f"{held or 'none'} ({s['storage_used']}/{s['storage_capacity']})",
                     "buildings": f"{len(s['buildings'])}"})
    keys = ["player", "vp", "wealth"] + (["proj"] if projected else []) \
        + ["housing", "resources", "buildings"]
    headers = ["Player", "VP", "Wealth"] + (["Proj."] if projected else []) \
        + ["Idle", "Resources", "Bldg"]
    legend = ("* first player; " + ("Proj.: the score if the game ended now; " if projected else "")
              + "Idle: in Temporary Housing; " + post_lines.LEGEND
              + " (storage used/room); Bldg: buildings; which, and their staff: the board "
              "picture, or this post with --full")
    return {"headers": headers, "fields": keys, "rows": rows, "legend": legend,
            "align": "lrr" + ("r" if projected else "") + "rlr"}


def station(data: dict[str, Any], first_trade: str | None = None) -> dict[str, Any]:
    """The Space Station. Before the first Trade phase (no environment drawn yet), the prices
    and stock of `first_trade` (the `first_trade_environment` setting: Expansion by default),
    which the first Trade phase uses, so players can plan for it from the first post."""
    available: dict[str, int] = {}
    for c in data.get("available", []):
        available[c] = available.get(c, 0) + 1
    env_name = data.get("trade_environment")
    stock = data.get("stock", {}) or {}
    upcoming = None
    if not env_name and first_trade:
        env = _environment(first_trade)
        if env is not None:
            upcoming = env.name
            stock = {key: price.stock for key, price in env.prices.items()}
    rows = []
    if env_name or upcoming:
        prices = _prices(env_name or upcoming)
        keys = list(RESOURCES) + [k for k in ("soldier", "officer")]
        keys += [k for k in stock if k not in keys]
        for key in keys:
            price = prices.get(key)
            if price is None and key not in stock:
                continue
            unit = " VP" if key in ("soldier", "officer") else ""
            rows.append({
                "name": RESOURCE_NAMES.get(key) or colonist_label(key),
                "short": post_lines.SHORT.get(key) or colonist_label(key),
                "stock": stock.get(key, 0),
                "cost": f"{price.cost}{unit}" if price else "-",
                "buys": f"{price.buys}{unit}" if price else "-",
            })
    return {
        "pool_size": data.get("pool_size", 0),
        "available": available,
        "available_text": counts_text(available),
        "available_count": len(data.get("available", [])),
        "vp_pool": data.get("vp_pool", 0),
        "trade_environment": env_name,
        "first_trade": upcoming,
        "trade_rows": rows,
        "trade_deck_left": data.get("trade_deck_left"),
        "drawn": None,  # a round summary says which draw chose the environment
    }


def _environment(key_or_name: str) -> Any:
    from gm_tool.games.distant_colony.rules.catalogue import trade_environments

    envs = trade_environments()
    wanted = str(key_or_name).strip().lower()
    return envs.get(wanted) or next((e for e in envs.values() if e.name.lower() == wanted), None)


def _prices(env_name: str) -> dict[str, Any]:
    env = _environment(env_name)
    return dict(env.prices) if env is not None else {}


def phases(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Every phase in rule order: does it happen this round, and who chose it."""
    info = view.get("reveal_info") or {}
    happening = list(info.get("phases", []))
    order = _rule_order(view, happening + list(info.get("skipped", [])))
    chosen_by: dict[str, list[str]] = {}
    for player in turn_order(view):
        choice = (view.get("revealed", {}).get(player) or {}).get("choice")
        if choice:
            chosen_by.setdefault(choice, []).append(player)
    return [{"name": p, "happens": p in happening, "chosen_by": chosen_by.get(p, [])} for p in order]


def _rule_order(view: dict[str, Any], names: list[str]) -> list[str]:
    canon = [PHASE_NAMES[p] for p in PHASES]
    return [c for c in canon if c in names] + [n for n in names if n not in canon]


def stage_words(stage_text: str, step_label: str, ended: bool) -> tuple[str, str]:
    """(stage, step) for the Stage line: the step's label only where it adds to the stage
    ("secret choices — phase choice, round 4"); "turn posts, round 4" alone, not after
    "turn posts"."""
    if ended or not step_label:
        return stage_text, ""
    if step_label.lower().startswith(stage_text.lower()):
        return step_label, ""
    return stage_text, step_label


def base(view: dict[str, Any]) -> dict[str, Any]:
    state = view.get("state") or {}
    ctx = common(view)
    order = ctx["turn_order"]
    first = state.get("first_player") or (order[0] if order else None)
    players = state.get("players") or {}
    stage, step = stage_words(ctx["stage_text"], ctx["step_label"],
                              bool(state.get("ended")) or ctx["stage"] == "ended")
    ctx.update({
        "stage_line": stage,
        "stage_step": step,
        "first_player": first,
        "chosen": list(view.get("chosen", [])),
        "done": [p for p in order if p not in ctx["pending"]],
        "station": station(state.get("station", {}),
                           (view.get("settings") or {}).get("first_trade_environment")),
        "settlements": [settlement(p, players[p], first) for p in order if p in players],
        "full": bool(view.get("full")),
        "round_phases": list((view.get("reveal_info") or {}).get("phases", [])),
        "verify_command": VERIFY_COMMAND.format(id=view.get("campaign_id", ""), round=view.get("round")),
        "commitment_preimage": "CAMPAIGN_ID|ROUND|PLAYER|CHOICE|SALT",
    })
    ctx["standing"] = standing(ctx["settlements"])
    ctx["station_grid"] = post_lines.station_grid(ctx["station"]["trade_rows"])
    return ctx


def status_context(view: dict[str, Any]) -> dict[str, Any]:
    """The status post; of a finished game, also the winner, the final table (the state's
    `final`) and the revealed seed and salt."""
    ctx = base(view)
    state = view.get("state") or {}
    final = state.get("final") if state.get("ended") else None
    ctx.update({
        "ended": bool(state.get("ended")) or ctx["stage"] == "ended",
        "final": final_context(final, view) if final else None,
    })
    ctx["next_text"] = post_lines.next_text(view, ctx, ctx["ended"])
    ctx.update(seed_context(view))
    return ctx


def new_campaign_context(view: dict[str, Any]) -> dict[str, Any]:
    ctx = base(view)
    ctx["next_text"] = post_lines.next_text(view, ctx, False)
    return ctx


def reveal_context(view: dict[str, Any]) -> dict[str, Any]:
    ctx = base(view)
    forced = list(view.get("forced", []))
    rows = []
    for player in ctx["turn_order"]:
        r = view.get("revealed", {}).get(player) or {}
        rows.append({"player": player, "choice": r.get("choice"), "salt": r.get("salt"),
                     "commitment": r.get("commitment"),
                     "forced": player in forced or not r.get("choice")})
    ctx.update({
        "choices": rows,
        "forced": forced,
        "check_commands": commitment_checks(view, rows),
        "phases": phases(view),
        "phases_on": [p["name"] for p in phases(view) if p["happens"]],
        "phases_off": [p["name"] for p in phases(view) if not p["happens"]],
    })
    ctx["next_text"] = post_lines.next_text(view, ctx, False)
    ctx["phases_text"] = post_lines.phases_text(ctx["phases"])
    return ctx


# Round summary -------------------------------------------------------------------------------

#: Distant Colony's game-end conditions (rules/end.py codes) in words.
END_REASONS = {
    "vp_pool_empty": "the VP Pool is empty",
    "colonists_exhausted": "the Available Colonists and the Colonist Pool are used up",
    "settlement_full": "{player}'s settlement has no free space left",
}

VERDICT_TEXT = {
    "accepted": None,
    "missing": "no turn post from them this round",
    "rejected": "their post was not accepted: only its valid parts were applied",
}


def end_reason_text(code: Any) -> str:
    key, _, player = str(code).partition(":")
    text = END_REASONS.get(key)
    if text is None:
        return str(code).replace("_", " ")
    return text.format(player=player)


def end_line(reasons: list[str]) -> str | None:
    """"The VP Pool is empty: the game ends after this round." (the GM's words when an end
    condition is met; the round in progress is always finished)."""
    if not reasons:
        return None
    text = and_text(reasons)
    return f"{text[:1].upper()}{text[1:]}: the game ends after this round."


def _vp(n: Any) -> str:
    return f"{n} VP"


def tie_text(rows: list[dict[str, Any]], winners: list[str], setting: Any) -> str | None:
    """Why a tie on the top total was decided, with the figures: "Ann and Bob both have 4 VP;
    Ann wins on Wealth (Wealth + resources at their value), 31 to 30", or the shared victory
    and the setting that made it. None when nobody tied for first."""
    if not rows:
        return None
    best = max(int(r["total"] or 0) for r in rows)
    tied = [r for r in rows if int(r["total"] or 0) == best]
    if len(tied) < 2:
        return None
    names = and_text([r["player"] for r in tied])
    head = f"{names} {'both' if len(tied) == 2 else 'all'} have {_vp(best)}"
    ranked = sorted(tied, key=lambda r: -int(r["wealth_total"] or 0))
    if len(tied) == 2:
        figures = f"{ranked[0]['wealth_total']} to {ranked[1]['wealth_total']}"
    else:
        figures = ", ".join(f"{r['player']} {r['wealth_total']}" for r in ranked)
    if len(winners) == 1:
        return (f"{head}; {winners[0]} wins on Wealth (Wealth + resources at their value), "
                f"{figures} (setting tie_break = wealth)")
    if setting == "wealth" and len({r["wealth_total"] for r in tied if r["winner"]}) == 1:
        return (f"{head} and the same Wealth (Wealth + resources at their value, "
                f"{ranked[0]['wealth_total']}): a shared victory (setting tie_break = wealth)")
    return f"{head}: a shared victory (setting tie_break = shared)"


def final_context(final: dict[str, Any], view: dict[str, Any]) -> dict[str, Any]:
    """The final scoring: rows ranked by total, the winners, why the game ended, and how a tie
    was decided (`tie_text`, from the `tie_break` setting of the record or the view)."""
    winners = list(final.get("winners", []))
    rows = [_score_row(line, winners) for line in final.get("scores", [])]
    rows.sort(key=lambda r: -int(r["total"] or 0))  # stable: ties keep player order
    setting = final.get("tie_break") or (view.get("settings") or {}).get("tie_break")
    reasons = [end_reason_text(r) for r in final.get("reasons", [])]
    return {
        "rows": rows,
        "winners": winners,
        "shared": len(winners) > 1,
        "winners_text": and_text(winners),
        "winning_total": next((r["total"] for r in rows if r["winner"]), None),
        "reasons": reasons,
        "end_line": end_line(reasons),
        "tie_text": tie_text(rows, winners, setting),
    }


def score_breakdown(line: dict[str, Any]) -> str:
    """'buildings 3, VP 0, unemployment -1, wealth 1 (from 7 Wealth + 12 in resources)'."""
    return (f"buildings {line.get('building_vp', 0)}, VP {line.get('play_vp', 0)}, "
            f"unemployment {line.get('unemployment', 0)}, wealth {line.get('wealth_vp', 0)} "
            f"(from {line.get('wealth', 0)} Wealth + {line.get('resource_wealth', 0)} in resources)")


def _score_row(line: dict[str, Any], winners: list[str]) -> dict[str, Any]:
    wealth, res = line.get("wealth", 0), line.get("resource_wealth", 0)
    return {
        "player": line.get("player"),
        "building_vp": line.get("building_vp", 0),
        "play_vp": line.get("play_vp", 0),
        "unemployment": line.get("unemployment", 0),
        "wealth": wealth,
        "resource_wealth": res,
        "wealth_total": wealth + res,
        "wealth_text": f"{wealth}+{res}",
        "wealth_vp": line.get("wealth_vp", 0),
        "total": line.get("total", 0),
        "winner": line.get("player") in winners,
        "winner_text": "winner" if line.get("player") in winners else "",
        "breakdown": score_breakdown(line),
    }


def _summary_player(p: dict[str, Any]) -> dict[str, Any]:
    choice = p.get("choice")
    effects = [e for e in p.get("effects", []) if e]
    choice_text = choice or "nothing"
    if effects:
        choice_text += f" (played effect: {', '.join(effects)})"
    verdict = p.get("verdict") or ("accepted" if p.get("posted", True) else "missing")
    if not p.get("posted", True):
        verdict = "missing"
    note = VERDICT_TEXT.get(verdict, f"post {verdict}")
    return {
        "name": p.get("name"),
        "choice": choice,
        "effects": effects,
        "choice_text": choice_text,
        "posted": bool(p.get("posted", True)),
        "verdict": verdict,
        "verdict_note": note,
        "actions": list(p.get("actions", [])),
        "net": p.get("net") or "no change",
        "skipped": list(p.get("skipped", [])),
        "owed": list(p.get("owed", [])),
        "warnings": list(p.get("warnings", [])),
        "events": list(p.get("events", [])),
        "owed_codes": list(p.get("owed_codes", [])),
    }


def summary_context(view: dict[str, Any]) -> dict[str, Any]:
    """The round summary: `view` is public_campaign(...) plus view["summary"] (the game's
    summary_view). The state blocks show the summary's own state (after that round), not the
    campaign's current state, so an old round reported again shows its own results."""
    s = view.get("summary") or {}
    ctx = base(dict(view, state=s.get("state") or {}))
    number = s.get("round", view.get("summary_round", view.get("round")))
    projected = s.get("projected") or {}
    for st in ctx["settlements"]:
        line = projected.get(st["player"])
        if line:
            st["projected"] = {**_score_row(line, []), "text": score_breakdown(line),
                               "label": "Final score" if s.get("ended") else "Projected score"}
    ctx["standing"] = standing(ctx["settlements"])      # with the projected scores
    final = s.get("final") if s.get("ended") else None
    final_ctx = final_context(final, view) if final else None
    ctx.update({
        "round": number,
        "s": s,
        "phases_done": list(s.get("phases", [])),
        "trade_environment": s.get("trade_environment"),
        "round_first_player": s.get("first_player"),
        "next_first_player": s.get("next_first_player"),
        "forced_round": bool(s.get("forced")),
        "missing": list(s.get("missing", [])),
        "summary_players": [_summary_player(p) for p in s.get("players", [])],
        "draws": [{"index": d.get("index"), "purpose": d.get("purpose"), "result": d.get("result")}
                  for d in s.get("draws", [])],
        "ended": bool(s.get("ended")),
        "final": final_ctx,
        "end_line": final_ctx["end_line"] if final_ctx else None,
        "chance_steps": chance_steps(s.get("steps")),
    })
    # the Trade Environment's draw goes with its name under the standing (none in the final
    # post and with --full, which show no such line); any other draw is listed
    env_draw = [d for d in ctx["draws"]
                if d["purpose"] == "trade environment" and not (final_ctx or ctx["full"])]
    ctx["station"]["drawn"] = (f"drawn this round, #{env_draw[-1]['index']}"
                               if env_draw and ctx["trade_environment"] else None)
    ctx["draws_text"] = "; ".join(f"#{d['index']} {d['purpose']}: {d['result']}"
                                  for d in ctx["draws"] if d not in env_draw)
    ctx["happened"] = post_lines.happened(ctx["summary_players"])
    ctx["none_left"] = post_lines.none_left_line(ctx["summary_players"])
    ctx["next_text"] = post_lines.next_text(view, ctx, ctx["ended"])
    ctx.update(rulings(s))
    ctx.update(seed_context(view))
    return ctx


# Check reply -----------------------------------------------------------------------------------

def understood(details: dict[str, Any]) -> list[str]:
    """What the tool read in a turn post (`checking.details`): each order in the game's
    canonical words with its line ("line 3 → Build: Farm"), in the player's order (the sections
    written when no order was read), then the Net the rules compute from the orders; short lines
    for the check reply's "Read as"."""
    from gm_tool.games.distant_colony.posts.claims import SECTION_NAMES

    lines = [str(line) for line in details.get("read_as") or []]
    sections = [SECTION_NAMES.get(str(s), str(s)) for s in details.get("sections") or []]
    if sections and not lines:
        lines.append("Sections: " + ", ".join(sections))
    if details.get("computed_net"):
        lines.append(f"Net (computed): {details['computed_net']}")
    return lines
