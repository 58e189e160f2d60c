"""Public, render-ready views of a Distant Colony state (Distant Colony has no hidden state:
only the secret phase choices, which the engine keeps apart)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from gm_tool.games.distant_colony.rules.catalogue import building_name, buildings, trade_environments
from gm_tool.games.distant_colony.state import DCState, Settlement
from gm_tool.games.distant_colony.rules.names import COLONISTS, RESOURCES


def counts(colonists: list[str]) -> dict[str, int]:
    c = Counter(colonists)
    return {t: c[t] for t in COLONISTS if c[t]}


def storage_capacity(s: Settlement) -> int:
    catalogue = buildings()
    return sum(catalogue[b.kind].storage for b in s.buildings)


def spaces_used(s: Settlement) -> int:
    catalogue = buildings()
    return sum(catalogue[b.kind].size for b in s.buildings)


def settlement_view(s: Settlement, settings: Any) -> dict[str, Any]:
    catalogue = buildings()
    employed = [c for b in s.buildings for c in b.staff]
    return {
        "wealth": s.wealth,
        "vp": s.vp,
        "resources": {r: s.resources.get(r, 0) for r in RESOURCES},
        "storage": {"used": sum(s.resources.values()), "capacity": storage_capacity(s)},
        "spaces": {"used": spaces_used(s), "total": settings.settlement_spaces},
        "buildings": [
            {"id": b.id, "kind": b.kind, "name": catalogue[b.kind].name, "staff": list(b.staff),
             "slots": catalogue[b.kind].slots}
            for b in s.buildings
        ],
        "colonists": {
            "temporary_housing": counts(s.housing),
            "employed": counts(employed),
            "total": counts(s.housing + employed),
        },
        "reserved": s.reserved,
        "contracts": dict(s.contracts),
    }


def station_view(state: DCState) -> dict[str, Any]:
    st = state.station
    env = trade_environments().get(st.environment) if st.environment else None
    return {
        "pool_size": st.pool_size,
        "pool": {t: n for t, n in st.pool.items()},
        "available": list(st.available),
        "vp_pool": st.vp_pool,
        "trade_environment": env.name if env else None,
        "stock": dict(st.stock),
        "trade_deck_left": len(st.trade_deck),
    }


def public_view(state: DCState, settings: Any) -> dict[str, Any]:
    view = {
        "first_player": state.first_player,
        "turn_order": state.turn_order(),
        "phases": list(state.phases),
        "players": {p: settlement_view(state.settlements[p], settings) for p in state.players},
        "station": station_view(state),
        "ended": state.ended,
    }
    if state.ended:  # the final scoring, for `gm status` of a finished game
        view["final"] = final_view(state, settings, list(state.end_reasons))
    return view


def final_view(state: DCState, settings: Any, reasons: list[str]) -> dict[str, Any]:
    """The final scoring: every player's breakdown, the winners, why the game ended, and the
    tie-break setting that decided (or shared) a tie."""
    from gm_tool.games.distant_colony.rules import final_scores

    scores = final_scores(state, settings)
    return {"scores": [line.to_dict() for line in scores.lines], "winners": list(scores.winners),
            "reasons": list(reasons), "tie_break": getattr(settings, "tie_break", None)}


# Round summary ------------------------------------------------------------------------------

_PHASE_TITLES = {"survey": "Survey", "colonization": "Colonization", "build": "Build",
                 "production": "Production", "trade": "Trade", "organization": "Organization",
                 "player_trade": "Player Trade", "end": "End of round"}
_GROUP_TITLES = {"farms": "Farms", "harvesters": "Harvesters", "factories": "Factories",
                 "labs": "Labs", "others": "Others"}


def _place(place: Any, names: dict[int, str]) -> str:
    if place in ("housing", None):
        return "Temporary Housing"
    return names.get(int(place), f"building #{place}")


def _deltas(ledger: dict[str, Any]) -> dict[str, int]:
    values = dict(ledger.get("resources", {}))
    for key in ("wealth", "vp"):
        if ledger.get(key):
            values[key] = ledger[key]
    return values


def action_lines(ledgers: dict[str, dict[str, Any]], buildings_by_id: dict[int, str]) -> list[str]:
    """What one player did and gained, phase by phase, in the words of the turn post."""
    from gm_tool.games.distant_colony.posts.claims import format_deltas

    lines = []
    for phase, ledger in ledgers.items():
        parts = []
        if ledger.get("gained"):
            parts.append("took " + ", ".join(c.capitalize() for c in ledger["gained"]))
        if ledger.get("built"):
            parts.append("built " + ", ".join(building_name(k) for k in ledger["built"]))
        if ledger.get("production"):
            parts.extend(f"{_GROUP_TITLES.get(g, g)} {format_deltas(d)}"
                         for g, d in ledger["production"].items() if format_deltas(d))
        elif format_deltas(_deltas(ledger)):
            parts.append(format_deltas(_deltas(ledger)))
        for before, after in ledger.get("converted", []):
            parts.append(f"{before.capitalize()} became {after.capitalize()}")
        if ledger.get("lost"):
            parts.append("gave up " + ", ".join(c.capitalize() for c in ledger["lost"]))
        for move in ledger.get("moves", []):
            if phase != "build":
                parts.append(f"moved {str(move.get('colonist', '')).capitalize()} from "
                             f"{_place(move.get('from'), buildings_by_id)} to "
                             f"{_place(move.get('to'), buildings_by_id)}")
        parts.extend(ledger.get("notes", []))
        if parts:
            lines.append(f"{_PHASE_TITLES.get(phase, phase)}: {'; '.join(parts)}")
    return lines


#: notes about one building (a played effect's saving, a move of staff): the picture's and
#: `--full`'s detail, left out of a post's one line per player (`events`)
_BUILDING_DETAIL = ("Production played effect:",)


def events(ledgers: dict[str, dict[str, Any]]) -> list[str]:
    """What changed in one player's settlement besides its resources, Wealth, VP and colonists
    (those are the Net): buildings built, colonists converted or given up, contracts and other
    notes, phase by phase ("built Farm", "Skilled became Expert", "added a Machines contract")."""
    out: list[str] = []
    for ledger in ledgers.values():
        if ledger.get("built"):
            out.append("built " + ", ".join(building_name(k) for k in ledger["built"]))
        out += [f"{before.capitalize()} became {after.capitalize()}"
                for before, after in ledger.get("converted", [])]
        if ledger.get("lost"):
            out.append("gave up " + ", ".join(c.capitalize() for c in ledger["lost"]))
        out += [n for n in ledger.get("notes", []) if not n.startswith(_BUILDING_DETAIL)]
    return out


#: what the tool does for a player who sent no turn post (missed_turn = auto): the compulsory
#: actions, recorded by the rules as substitutions; the summary shows them as what happened
COMPULSORY = {"dc.colonization.take_missing": "Colonization"}


def _taken_for(name: str, skip: dict[str, Any], ledgers: dict[str, Any]) -> str:
    """"Colonization: took Skilled (compulsory: the tool took it for Cy, who sent no post)"."""
    phase = COMPULSORY.get(skip.get("code", ""), _PHASE_TITLES.get(skip.get("phase"), "Round"))
    gained = (ledgers.get(skip.get("phase") or "colonization") or {}).get("gained") or []
    what = ", ".join(c.capitalize() for c in gained)
    if what:
        return f"{phase}: took {what} (compulsory: the tool took it for {name}, who sent no post)"
    return f"{phase}: {skip.get('message', '')} (done by the tool: {name} sent no post)"


def summary_view(history: dict[str, Any], settings: Any) -> dict[str, Any]:
    """A resolved round (the history record of core/engine/turns.py) as a render-ready public view."""
    from gm_tool.games.distant_colony.posts.claims import format_deltas
    from gm_tool.games.distant_colony.rules import final_scores

    result = history.get("result", {})
    after = DCState.from_dict(history["state_after"])
    public = public_view(after, settings)
    env_key = result.get("environment") or None
    env = trade_environments().get(env_key) if env_key else None
    scores = final_scores(after, settings)
    players = []
    for name in result.get("turn_order", after.players):
        ledgers = result.get("ledgers", {}).get(name, {})
        ids = {b["id"]: f"{b['name']} #{b['id']}" for b in public["players"][name]["buildings"]}
        before = DCState.from_dict(history["state_before"]).settlements.get(name)
        if before is not None:
            for b in before.buildings:
                ids.setdefault(b.id, f"{building_name(b.kind)} #{b.id}")
        net = result.get("net", {}).get(name, {})
        gained: dict[str, int] = {}
        for c in net.get("gained", []):
            gained[c] = gained.get(c, 0) + 1
        colonist_net = ", ".join(f"+{n} {c.capitalize()}" for c, n in gained.items())
        sub = history.get("submissions", {}).get(name)
        mine = [s for s in result.get("skipped", []) if s.get("player") == name]
        # a player without a post: the compulsory actions the tool took are what happened
        auto = [s for s in mine if sub is None and s.get("code") in COMPULSORY]
        actions = action_lines(ledgers, ids)
        taken = [_taken_for(name, s, ledgers) for s in auto]
        if auto:
            phases_auto = {COMPULSORY[s["code"]] for s in auto}
            actions = [line for line in actions if line.split(":", 1)[0] not in phases_auto]
            actions = taken + actions
        players.append({
            "name": name,
            "choice": (history.get("revealed", {}).get(name) or {}).get("choice"),
            "effects": [PHASE_NAMES_TITLE.get(e, e) for e in result.get("effects", {}).get(name, [])],
            "posted": sub is not None,
            "verdict": sub.get("verdict") if sub else "missing",
            "actions": actions,
            # the compulsory actions taken for a player without a post, then the rest
            "events": taken + events(ledgers),
            "net": ", ".join(x for x in (format_deltas(_deltas(net)), colonist_net) if x) or "no change",
            "skipped": [s["message"] for s in mine if s not in auto],
            # what the rules owed and could not give, and their other warnings (a record
            # written before they were kept has neither)
            "owed": [s["message"] for s in result.get("owed", []) if s.get("player") == name],
            "owed_codes": [s.get("code", "") for s in result.get("owed", [])
                           if s.get("player") == name],
            "warnings": [s["message"] for s in result.get("warnings", [])
                         if s.get("player") == name],
        })
    final = None
    if result.get("ended"):
        final = {"scores": [line.to_dict() for line in scores.lines], "winners": scores.winners,
                 "reasons": list(result.get("end_reasons", [])),
                 "tie_break": getattr(settings, "tie_break", None)}
    return {
        "round": history.get("round"),
        "phases": [PHASE_NAMES_TITLE.get(p, p) for p in result.get("phases", [])],
        "first_player": result.get("first_player"),
        "next_first_player": result.get("next_first_player"),
        "trade_environment": env.name if env else None,
        "players": players,
        "adjustments": [
            {"player": a.get("player"), "text": a.get("text"), "reason": a.get("reason")}
            for a in history.get("adjustments", [])
        ],
        "notes": list(history.get("notes", [])),
        "forced": bool(history.get("forced")),
        "missing": list(history.get("missing", [])),
        "draws": [{"index": d["index"], "purpose": d["purpose"], "result": d["result"]}
                  for d in history.get("reveal_draws", []) + history.get("draws", [])],
        "projected": {line.player: line.to_dict() for line in scores.lines},
        "state": public,
        "ended": bool(result.get("ended")),
        "final": final,
        #: the secret and chance steps applied in this entry (chance ones are shown: shared draws)
        "steps": [{k: v for k, v in step.items() if k != "at"} for step in history.get("steps", [])
                  if isinstance(step, dict)],
    }


PHASE_NAMES_TITLE = {"survey": "Survey", "colonization": "Colonization", "build": "Build",
                     "production": "Production", "trade": "Trade", "organization": "Organization"}
