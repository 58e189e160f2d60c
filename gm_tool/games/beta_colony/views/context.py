"""Beta Colony: from a public view to what its templates and terminal layouts show, and what a
checked turn post was read as (`understood`, for the shared check reply).

The board is shown as text: the orbit with the ships, the Manufactory rows, the cultural
achievements, the cycle cards, the colony tracks, each colony as a numbered list of its 18 spaces
(colour, pod, tile, crew), then each player's mat, materials, fuel, artifacts, crew, CP and
projected score. A board whose file says `placeholder = true` is named "placeholder board" once
per post (`board_line`). Every value is read key by key from the public state.
"""

from __future__ import annotations

from typing import Any

from gm_tool.core.viewkit.context import and_text, common, rulings, seed_context

#: what one entry of the campaign record is called in the shared posts ("Ann, step 12: your turn
#: post is accepted"): one step — a setup choice, a bonus choice or an action — not a game round
ROUND_WORD = "step"

LOCATION_NAMES = {"gan_de": "Gan De", "jyo": "Jyo", "nebra": "Nebra",
                  "manufactory_left": "Left Manufactory", "manufactory_right": "Right Manufactory",
                  "ridback": "Ridback", "azophi_nexus": "Azophi Nexus"}
ROWS = ("1-2", "3-4", "5", "6")
COLONY_KEYS = ("xian", "thebes", "cuzco")
MATERIAL_SHORT = {"organics": "organics", "steel": "steel", "food": "food",
                  "palladium": "palladium", "polymer": "polymer", "water": "water"}
POD_BONUS = {"": "", "cp": "2 CP", "artifact": "artifact", "fuel": "2 fuel",
             "two_crew": "two crew", "no_crew": "no crew"}
TRACK_TEXT = {"material": "1 material", "materials": "2 materials", "artifact": "artifact",
              "fuel": "2 fuel", "crew": "crew on a pod", "pod": "free pod",
              "achievement": "free achievement"}
CYCLE_TEXT = {
    "c1_matching": ("four or more matching materials", "after the roll, one die may be set to 6"),
    "c1_center_crew": ("two or more crew next to the same colony center",
                       "at the cycle's start, one material each"),
    "c1_artifact": ("an artifact", "+1 polymer at Nebra"),
    "c2_crew_each": ("two or more crew in each colony", "at the cycle's start, one influence each"),
    "c2_colours": ("crew on pods of four or more colours", "polymer is any material"),
    "c2_influence": ("four or more influence in each colony", "a third column in the Manufactory"),
    "c3_discard": ("discard the seven pictured materials", "after the roll, one die may be flipped"),
    "c3_fuel": ("seven or more fuel", "+1 influence for a pod bought at a Manufactory"),
    "c3_far_crew": ("six or more crew on pods not next to a colony center",
                    "spend 1 material or artifact for 2 CP when building a bought pod"),
}


def _pod(board: dict[str, Any], pod: int) -> str:
    if pod is None or pod < 0:
        return "empty"
    info = board["pods"][pod]
    bonus = POD_BONUS.get(info.get("bonus", ""), "")
    return f"{info['colour']} {info['influence']}" + (f" ({bonus})" if bonus else "")


def _ach_name(board: dict[str, Any], key: str) -> str:
    for b in board.get("buildings", []):
        if b["key"] == key:
            bonus = {"crew": ", crew on a pod", "influence": ", 1 influence",
                     "fuel": ", 1 fuel"}.get(b.get("bonus", ""), "")
            return f"{b['name']} ({b['points']} CP{bonus}; cost {', '.join(b['cost'])})"
    for s in board.get("statues", []):
        if s["key"] == key:
            return f"{s['name']} (statue, {s['cost']} artifacts)"
    return key


def board_line(state: dict[str, Any]) -> str:
    board = state.get("board") or {}
    if board.get("placeholder"):
        return ("placeholder board: invented values stand in for the printed board and cards "
                "(see docs/beta-colony.md)")
    return f"{board.get('name', 'board')} (from the GM's board file)"


def _orbit(state: dict[str, Any]) -> str:
    board = state["board"]
    ships: dict[str, list[str]] = {}
    for p, seat in state["seats"].items():
        if seat.get("ship"):
            ships.setdefault(seat["ship"], []).append(p)
    parts = []
    for loc in board["orbit"]:
        name = LOCATION_NAMES.get(loc, loc)
        here = ships.get(loc)
        parts.append(f"{name} [{', '.join(here)}]" if here else name)
    return " > ".join(parts) + " > (back to the start)"


def _colony_lines(state: dict[str, Any], c: int) -> list[str]:
    board = state["board"]
    colony = board["colonies"][c]
    lines = []
    for rel in range(18):
        space = c * 18 + rel
        sp = state["spaces"][space]
        where = "inner" if rel >= 12 else "outer"
        what = []
        if sp["pod"] >= 0:
            what.append(f"{_pod(board, sp['pod'])} pod")
        if sp["tile"]:
            what.append(f"tile: {_ach_name(board, sp['tile']).split(' (')[0]}")
        crew = ", ".join(f"{p} {n}" for p, n in sp["crew"].items() if n)
        lines.append(f"{space:>2} {colony['spaces'][rel]:<6} {where}: "
                     + ("; ".join(what) if what else "open")
                     + (f"; crew {crew}" if crew else ""))
    return lines


def _track(state: dict[str, Any], c: int) -> str:
    colony = state["board"]["colonies"][c]
    bonuses = ", ".join(f"{s}: " + (f"{b['points']} CP" if b["bonus"] == "cp"
                                     else TRACK_TEXT.get(b["bonus"], b["bonus"]))
                        for s, b in colony["track"].items())
    marks = ", ".join(f"{p} {seat['track'][COLONY_KEYS[c]]}" for p, seat in state["seats"].items())
    return f"{colony['name']} track (1-{colony['track_length']}): {marks}. Bonuses at {bonuses}"


def _players(state: dict[str, Any], order: list[str]) -> list[dict[str, Any]]:
    board = state["board"]
    mats = {m["key"]: m for m in board["mats"]}
    projected = state.get("projected") or {}
    current = (state.get("to_act") or [""])[0] if not state.get("ended") else ""
    rows = []
    for name in order:
        seat = state["seats"].get(name)
        if seat is None:
            continue
        mat = mats.get(seat.get("mat", ""))
        on_board = sum(sp["crew"].get(name, 0) for sp in state["spaces"])
        materials = ", ".join(f"{n} {m}" for m, n in seat["materials"].items() if n) or "none"
        dice = ", ".join(f"{d} {v}" + (" (spent)" if d in seat.get("used", []) else "")
                         for d, v in seat.get("dice", {}).items() if v)
        marks = []
        if name == current and state.get("phase") != "roll":
            marks.append("to act")
        if name in (state.get("dropped") or []):
            marks.append("dropped out")
        if state.get("ended") and name in (state.get("winners") or []):
            marks.append("winner")
        rows.append({
            "name": name,
            "mat": (f"{mat['name']}: {'; '.join(p.replace('_', ' ') for p in mat['powers'])}"
                    if mat else "no mat yet"),
            "ship": LOCATION_NAMES.get(seat.get("ship", ""), "not placed yet"),
            "materials": materials,
            "held": sum(seat["materials"].values()),
            "fuel": seat["fuel"],
            "artifacts": seat["artifacts"],
            "crew": f"{on_board} on Victus, {seat['crew']} left",
            "cp": seat["cp"],
            "tracks": ", ".join(f"{board['colonies'][i]['name']} {seat['track'][k]}"
                                for i, k in enumerate(COLONY_KEYS)),
            "achievements": ", ".join(_ach_name(board, k).split(" (")[0]
                                      for k in seat["achievements"]) or "none",
            "dice": dice,
            "score": projected.get(name, seat["cp"]),
            "marks": marks,
            "mark_text": ", ".join(marks),
            "line": "",
        })
    for r in rows:
        r["line"] = (f"{r['name']}{' (' + r['mark_text'] + ')' if r['mark_text'] else ''}: "
                     f"{r['mat']}. Ship: {r['ship']}. Materials ({r['held']}): {r['materials']}. "
                     f"Fuel {r['fuel']}, artifacts {r['artifacts']}, crew {r['crew']}. "
                     f"CP {r['cp']} (score now {r['score']}). Tracks: {r['tracks']}. "
                     f"Achievements: {r['achievements']}."
                     + (f" Dice: {r['dice']}." if r["dice"] else ""))
    return rows


def _board(state: dict[str, Any], order: list[str]) -> dict[str, Any] | None:
    if not state.get("board") or not state.get("seats"):
        return None
    board = state["board"]
    cards = []
    for i, key in enumerate(state.get("cycle", [])):
        goal, bonus = CYCLE_TEXT.get(key, (key, ""))
        points = board["cycle_cards"].get(key, {}).get("points", 0)
        extra = ""
        if key == "c3_discard":
            extra = f" ({', '.join(board['cycle_cards'][key].get('materials', []))})"
        now = " (now)" if state.get("round", 0) >= 1 and (state["round"] - 1) // 3 == i else ""
        cards.append(f"Cycle {i + 1}{now}: goal {goal}{extra}, {points} CP; bonus: {bonus}")
    rows = []
    for r in range(4):
        pods = [_pod(board, p) for p in state["rows"][r]]
        rows.append(f"Row {ROWS[r]}: {', '.join(pods)}")
    top = state.get("building_top", "")
    achievements = [f"Top building: {_ach_name(board, top) if top else 'none left'}"
                    f" ({len(state.get('buildings_hidden', []))} more in the stack)"]
    statues = [_ach_name(board, k) for k in state.get("statues_left", [])]
    achievements.append(f"Statues: {', '.join(statues) or 'none left'}")
    colonies = [{"name": board["colonies"][c]["name"], "first": c * 18, "last": c * 18 + 17,
                 "lines": _colony_lines(state, c), "track": _track(state, c)} for c in range(3)]
    return {
        "orbit": _orbit(state),
        "rows": rows,
        "supply": len(state.get("pod_supply", [])),
        "achievements": achievements,
        "artifacts": state.get("artifacts", 0),
        "cycles": cards,
        "tracks": [c["track"] for c in colonies],
        "colonies": colonies,
        "players": _players(state, order),
    }


def _phase_text(state: dict[str, Any]) -> str:
    phase = state.get("phase")
    r = state.get("round", 0)
    if state.get("ended") or phase == "over":
        return "the game is over"
    if phase == "mat":
        return "setup: players choose their mats in reverse turn order"
    if phase == "ship":
        return "setup: players place their ships in reverse turn order"
    if phase == "roll":
        return f"round {r}: the dice are rolled next"
    roll = state.get("roll") or {}
    dice = ", ".join(f"{d} {v}" for d, v in roll.items() if v)
    if phase == "cycle_bonus":
        return f"round {r}: the cycle bonus, in turn order"
    if phase == "die_bonus":
        return f"round {r}: rolled {dice}; the cycle bonus changes a die, in turn order"
    return f"round {r} (cycle {(r - 1) // 3 + 1}): rolled {dice}; action {state.get('action_no')} of 2"


def _final(state: dict[str, Any]) -> dict[str, Any] | None:
    lines = state.get("final") or []
    if not state.get("ended") or not lines:
        return None
    winners = list(state.get("winners") or [])
    rows = [{**line, "winner_text": "winner" if line["player"] in winners else ""}
            for line in lines]
    best = next((r for r in rows if r["winner_text"]), rows[0])
    tied = [r["player"] for r in rows if r["total"] == best["total"]]
    tie_text = ""
    if len(tied) > 1:
        tie_text = (f"{and_text(tied)} have {best['total']} CP each; the tie goes to the most crew "
                    "on Victus" + (", still tied: a shared victory" if len(winners) > 1 else ""))
    return {"rows": rows, "winners": winners, "winners_text": and_text(winners),
            "shared": len(winners) > 1, "winning_total": best["total"], "tie_text": tie_text}


def base(view: dict[str, Any], state: dict[str, Any] | None = None) -> dict[str, Any]:
    state = (view.get("state") or {}) if state is None else state
    ctx = common(view)
    order = list(state.get("turn_order") or ctx["turn_order"])
    for p in state.get("players", []):
        if p not in order:
            order.append(p)
    ctx.update({
        "turn_order": order,
        "game_round": state.get("round", 0),
        "phase_text": _phase_text(state),
        "board_line": board_line(state),
        "board": _board(state, order),
        "ended": bool(state.get("ended")),
        "final": _final(state),
        "start_player": state.get("start_player", ""),
    })
    ctx.update(seed_context(view))
    return ctx


def status_context(view: dict[str, Any]) -> dict[str, Any]:
    return base(view)


def new_campaign_context(view: dict[str, Any]) -> dict[str, Any]:
    ctx = base(view)
    settings = view.get("settings") or {}
    ctx["rules_text"] = (f"9 rounds in 3 cycles; two actions each per round with the shared dice; "
                         f"at most {settings.get('material_limit', 10)} materials, "
                         f"{settings.get('artifacts_in_game', 16)} artifacts in the game. "
                         f"The tool rolls every die and draws every pod from the seed.")
    return ctx


VERBS = {"moves", "activates", "takes", "builds", "docks", "passes", "chooses", "places", "sets",
         "flips", "sends", "gains", "gets"}


def _effect(player: str, text: str) -> str:
    """An effect as a sentence about the player ("Ann takes water", "Ann gets +2 fuel (...)")."""
    if not player:
        return text
    first = text.split(" ", 1)[0]
    if text.startswith("+"):
        return f"{player} gets {text}"
    if text.startswith("influence "):
        return f"{player} gains {text}"
    if first in VERBS:
        return f"{player} {text}"
    return f"{player}: {text}"


def summary_context(view: dict[str, Any]) -> dict[str, Any]:
    s = view.get("summary") or {}
    ctx = base(view, s.get("state") or {})
    goal = s.get("goal")
    goal_text = ""
    if goal:
        met = goal.get("met") or {}
        goal_text = (f"cycle goal ({goal.get('text', '')}): "
                     + (", ".join(f"{p} +{v} CP" for p, v in met.items()) if met else "nobody met it"))
    player = s.get("player", "")
    missing = player in (s.get("missing") or [])
    ctx.update({
        "s": s,
        "title_label": s.get("label", ""),
        "player": player,
        "post": s.get("post", ""),
        "effects": [_effect(player, e) for e in s.get("effects", [])],
        "missing": missing,
        "skipped": [p for p in s.get("problems", []) if p],
        "refills": list(s.get("refills", [])),
        "goal_text": goal_text,
        "discarded": list(s.get("third_column_discarded", [])),
        "rolls": list(s.get("rolls", [])),
        "draws": list(s.get("draws", [])),
        "next_text": ("nobody: the game is over" if s.get("ended")
                      else _phase_text(s.get("state") or {})),
    })
    ctx.update(rulings(s))
    return ctx


def understood(details: dict[str, Any]) -> list[str]:
    """What the check read in the post: the action in the game's canonical words (what
    posts/writer.py writes, and the reader reads back to the same action), on the line it was
    read from ("line 2 → black 6 to Nebra, blue 1: water"), then what it would do."""
    text = details.get("action")
    if not text:
        return []
    line = details.get("line")
    out = [f"line {line} → {text}" if line is not None else str(text)]
    out += [f"would: {e}" for e in details.get("effects", [])[:12]]
    return out
