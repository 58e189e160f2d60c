"""Beta Colony: from a public view to what its templates and terminal layouts show, and what a
checked turn post was read as (`understood`, for the shared check reply).

A post leads with what happened (the public draws, the action, the end of a cycle) and who acts
next (with what that player holds), then the standing in one table (or, once the game is over,
the winner and the final scores), then the few board lines a player plans with: the orbit with
the ships, the Manufactory rows and the cycle now. The rest of the board is left to the picture
(`gm ... --png`); `full` (`gm status/report --full`) adds the whole board as text: the cycle
cards, the achievements, the colony tracks, each colony as a numbered list of its 18 spaces
(colour, pod, tile, crew) and each player's mat, materials, achievements and dice. A board
whose file says `placeholder = true` is named "placeholder board" once per post
(`board_line`). Every value is read key by key from the public state.
"""

from __future__ import annotations

import re
from typing import Any

from gm_tool.core.kit.views.context import and_text, common, rulings, seed_context
from gm_tool.games.beta_colony.rules.flow import step_info

from gm_tool.games.beta_colony.views.public import chance_of

#: what one entry of the campaign record is called in the shared posts ("Ann, step 12: your turn
#: post is accepted"): one step — a setup choice, a bonus choice or an action — not a game round
ROUND_WORD = "step"

LOCATION_NAMES = {"gan_de": "Gan De", "jyo": "Jyo", "nebra": "Nebra",
                  "manufactory_left": "Left Manufactory", "manufactory_right": "Right Manufactory",
                  "ridback": "Ridback", "azophi_nexus": "Azophi Nexus"}
ROWS = ("1-2", "3-4", "5", "6")
COLONY_KEYS = ("xian", "thebes", "cuzco")
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


def post_board_line(state: dict[str, Any]) -> str:
    """`board_line` as a post says it, on one plain line (the picture keeps the long one)."""
    if (state.get("board") or {}).get("placeholder"):
        return "placeholder board, invented values (see docs/beta-colony.md)"
    return board_line(state)


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
        parts.append(f"{name} ({', '.join(here)})" if here else name)
    return " > ".join(parts)


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


def player_rows(state: dict[str, Any], order: list[str]) -> list[dict[str, Any]]:
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
        row = {
            "name": name,
            "mat": (f"{mat['name']}: {'; '.join(p.replace('_', ' ') for p in mat['powers'])}"
                    if mat else "no mat yet"),
            "ship": LOCATION_NAMES.get(seat.get("ship", ""), "not placed yet"),
            "materials": materials,
            "held": sum(seat["materials"].values()),
            "fuel": seat["fuel"],
            "artifacts": seat["artifacts"],
            "on_board": on_board,
            "crew": f"{on_board} on Victus, {seat['crew']} left",
            "cp": seat["cp"],
            "tracks": ", ".join(f"{board['colonies'][i]['name']} {seat['track'][k]}"
                                for i, k in enumerate(COLONY_KEYS)),
            **{k: seat["track"][k] for k in COLONY_KEYS},
            "achievements": ", ".join(_ach_name(board, k).split(" (")[0]
                                      for k in seat["achievements"]) or "none",
            "dice": dice,
            "score": projected.get(name, seat["cp"]),
            "marks": marks,
            "mark_text": ", ".join(marks),
        }
        # the standing table's first cell: a player out of the game says so there
        row["cell"] = name + (" (dropped out)" if "dropped out" in marks else "")
        # what the standing table does not show, for the whole board (--full): one short
        # labelled line each, never one dense paragraph per player
        row["details"] = [("Mat", row["mat"]), ("Ship", row["ship"]),
                          (f"Materials ({row['held']})", materials),
                          ("Crew left to place", str(seat["crew"])),
                          ("Achievements", row["achievements"])]
        if dice:
            row["details"].append(("Dice", dice))
        rows.append(row)
    return rows


#: the standing table: every column headed, narrow enough for plain text (72 columns) with
#: names of up to 12 letters; what the short headings mean is said under it, on one line
STANDING = (("Player", "cell", "l"), ("CP", "cp", "r"), ("Proj.", "score", "r"),
            ("Mat.", "held", "r"), ("Fuel", "fuel", "r"), ("Art.", "artifacts", "r"),
            ("Crew", "on_board", "r"), ("Xi'an", "xian", "r"), ("Thebes", "thebes", "r"),
            ("Cuzco", "cuzco", "r"))
STANDING_NOTE = "(Proj. = the score if it ended now; Mat. = materials; Art. = artifacts)"
FINAL = (("Player", "player", "l"), ("Total", "total", "r"), ("Play", "play", "r"),
         ("Art.", "artifacts", "r"), ("Ach.", "achievements", "r"), ("Xi'an", "xian", "r"),
         ("Thebes", "thebes", "r"), ("Cuzco", "cuzco", "r"), ("Crew", "crew", "r"))
FINAL_NOTE = ("(Play = CP during the game; Art. = artifacts; Ach. = achievements; Xi'an, "
              "Thebes, Cuzco = colony majorities; Crew = crew on Victus, the tie-break)")


def _columns(spec: tuple[tuple[str, str, str], ...]) -> dict[str, Any]:
    return {"header": [c[0] for c in spec], "keys": [c[1] for c in spec],
            "align": "".join(c[2] for c in spec)}


def _board(state: dict[str, Any], order: list[str]) -> dict[str, Any] | None:
    if not state.get("board") or not state.get("seats"):
        return None
    board = state["board"]
    cards = []
    cycle_now = ""
    for i, key in enumerate(state.get("cycle", [])):
        goal, bonus = CYCLE_TEXT.get(key, (key, ""))
        points = board["cycle_cards"].get(key, {}).get("points", 0)
        extra = ""
        if key == "c3_discard":
            extra = f" ({', '.join(board['cycle_cards'][key].get('materials', []))})"
        now = " (now)" if state.get("round", 0) >= 1 and (state["round"] - 1) // 3 == i else ""
        cards.append(f"Cycle {i + 1}{now}: goal {goal}{extra}, {points} CP; bonus: {bonus}")
        if now:
            cycle_now = (f"Cycle {i + 1} (rounds {3 * i + 1}-{3 * i + 3}): goal {goal}{extra}, "
                         f"{points} CP at its end; bonus: {bonus}")
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
    supply = len(state.get("pod_supply", []))
    return {
        "orbit": _orbit(state),
        "rows": rows,
        "manufactory": "; ".join(rows),
        "cycle_now": cycle_now,
        "supply": supply,
        "achievements": achievements,
        "artifacts": state.get("artifacts", 0),
        "cycles": cards,
        "tracks": [c["track"] for c in colonies],
        "colonies": colonies,
        "players": player_rows(state, order),
    }


def phase_text_of(state: dict[str, Any]) -> str:
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


def _dice_text(dice: dict[str, int]) -> str:
    return ", ".join(f"{d} {v}" for d, v in dice.items() if v)


def _draw_lines(chances: list[dict[str, Any]]) -> list[dict[str, str]]:
    """Each public draw once, as one labelled line ("Round 2 dice:" "black 4, blue 3, red 6,
    green 3 (made by the tool from the seed: draws 29-32)"), then any pod dealt with them
    ("third column, row 1-2: green 1 (draw 33)"): a draws table, an info list and the phase line
    used to say the same dice three times."""
    lines = []
    for c in chances:
        draws = c.get("draws") or []
        dice = [d for d in draws if str(d.get("purpose") or "").endswith(" die")]
        others = [d for d in draws if d not in dice]
        label = str(c.get("label") or "public draw")
        label = label[:1].upper() + label[1:]
        if dice:
            values = ", ".join(f"{str(d['purpose']).rsplit(' ', 2)[-2]} {d.get('result')}"
                               for d in dice)
        else:
            values = str(c.get("text") or "").split(": ", 1)[-1]
        numbers = [d.get("index") for d in dice if isinstance(d.get("index"), int)]
        if c.get("by_gm"):
            how = f"entered by the GM: {c.get('reason') or 'no reason given'}"
        elif numbers:
            span = str(numbers[0]) if len(numbers) == 1 else f"{numbers[0]}-{numbers[-1]}"
            how = f"made by the tool from the seed: draw{'s' if len(numbers) > 1 else ''} {span}"
        else:
            how = "made by the tool from the seed"
        lines.append({"label": f"{label}:", "text": f"{values} ({how})"})
        if others:
            # the pods dealt with the dice (the third column) are in the Manufactory rows the
            # post shows: here only which draws they were
            third = [str(d.get("purpose"))[len(THIRD):] for d in others
                     if str(d.get("purpose")).startswith(THIRD)]
            numbers = [d.get("index") for d in others]
            lines.append({"label": "Dealt with them:", "text": (
                f"a third column in the Manufactory, rows {and_text(third)} (draws "
                f"{numbers[0]}-{numbers[-1]})" if len(third) == len(others) > 1
                else "; ".join(_drawn(d) for d in others))})
        elif c.get("third_column"):
            lines.append({"label": "Third column dealt:", "text": ", ".join(c["third_column"])})
    return lines


#: the purpose of a draw dealing the third column's pod of a row (rules/flow.roll)
THIRD = "third column, row "


def _drawn(d: dict[str, Any]) -> str:
    number = f" (draw {d['index']})" if d.get("index") not in (None, "") else ""
    return f"{d.get('purpose')}: {d.get('result')}{number}"


def _hand(state: dict[str, Any], player: str, roll_shown: bool) -> str:
    """What the player to act holds, for their post: the dice still to use (left out when the
    post has just shown the same roll) and the materials."""
    seat = (state.get("seats") or {}).get(player)
    if not seat or state.get("phase") not in ("die_bonus", "actions"):
        return ""
    left = {d: v for d, v in (seat.get("dice") or {}).items()
            if v and d not in (seat.get("used") or [])}
    materials = ", ".join(f"{n} {m}" for m, n in (seat.get("materials") or {}).items() if n)
    holds = f"holds {materials}" if materials else "holds no materials"
    roll = {d: v for d, v in (state.get("roll") or {}).items() if v}
    if left and not (roll_shown and left == roll):
        return f"{player} has {_dice_text(left)} left and {holds}"
    return f"{player} {holds}"


def _next(view: dict[str, Any], state: dict[str, Any], latest: bool) -> tuple[str, str]:
    """(who acts next, in the game's words; the player to act), from the campaign's step when
    the post is the latest (the dice of the next round may have been rolled since), else from
    the state after the entry (`gm report` of an earlier one)."""
    if state.get("ended"):
        return "", ""
    step = view.get("step") if latest else None
    if isinstance(step, dict) and step.get("label"):
        players = list(step.get("players") or [])
        return str(step["label"]), (players[0] if len(players) == 1 else "")
    kind, who, label = step_info(state)
    if kind == "chance":
        return f"the {label} (the tool rolls them)", ""
    return label, (who[0] if who else "")


def base(view: dict[str, Any], state: dict[str, Any] | None = None,
         latest: bool = True) -> dict[str, Any]:
    """`state`: the state the post shows (a summary's state after its entry); `latest`: the
    post is about the campaign as it stands (not `gm report` of an earlier entry)."""
    own = state is None
    state = (view.get("state") or {}) if state is None else state
    ctx = common(view)
    order = list(state.get("turn_order") or ctx["turn_order"])
    for p in state.get("players", []):
        if p not in order:
            order.append(p)
    board = _board(state, order)
    now = (view.get("state") or state) if latest else state
    draws = chance_of(view.get("steps_applied")) if latest else []
    # a status without the roll in this post still says the round's dice, once
    dice_lines = _draw_lines(draws)
    if own and not dice_lines and state.get("phase") in ("die_bonus", "actions") and state.get("roll"):
        dice_lines = [{"label": f"Round {state.get('round')} dice:",
                       "text": _dice_text(state["roll"])}]
    next_text, actor = _next(view, now, latest)
    pending = [p for p in ctx["pending"] if p not in next_text]
    ctx.update({
        "turn_order": order,
        "game_round": state.get("round", 0),
        "phase_text": phase_text_of(state),
        "board_line": post_board_line(state),
        "board": board,
        "ended": bool(state.get("ended")),
        "final": _final(state),
        "start_player": state.get("start_player", ""),
        "full": bool(view.get("full")),
        "dice_lines": dice_lines,
        "next_text": next_text + (f" ({', '.join(pending)})" if pending else ""),
        "hand_text": _hand(now, actor, bool(dice_lines)) if actor else "",
        # the standing: from the first round on (all zeros during setup say nothing)
        "standing": (board["players"] if board and state.get("round", 0) >= 1
                     and not state.get("ended") else []),
        "standing_cols": _columns(STANDING),
        "standing_note": STANDING_NOTE,
        "final_cols": _columns(FINAL),
        "final_note": FINAL_NOTE,
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


def _did(text: str) -> str:
    """An effect as what the player did, without the name the post has just given ("takes
    water", "gets +2 fuel (...)")."""
    if text.startswith("+"):
        return f"gets {text}"
    if text.startswith("influence "):
        return f"gains {text}"
    return text


def _goal(goal: dict[str, Any] | None, round_no: int) -> dict[str, str] | None:
    """The end of a cycle: who met its goal and gained what ("End of cycle 1:" "Cy +3 CP for
    the goal (...)")."""
    if not goal:
        return None
    cycle = (max(round_no, 1) - 1) // 3 + 1
    met = goal.get("met") or {}
    gains = and_text([f"{p} +{v} CP" for p, v in met.items()]) + " for" if met else "nobody met"
    return {"label": f"End of cycle {cycle}:", "text": f"{gains} the goal ({goal.get('text', '')})"}


def summary_context(view: dict[str, Any]) -> dict[str, Any]:
    s = view.get("summary") or {}
    latest = view.get("recorded") in (None, view.get("summary_round"))
    # the latest post shows the game as it stands now (the next round's dice and the third
    # column dealt with them, if the round ended); `gm report` of an earlier entry, the state
    # after that entry
    ctx = base(view, (view.get("state") if latest else None) or s.get("state") or {},
               latest=latest)
    player = s.get("player", "")
    missing = player in (s.get("missing") or [])
    rolls = list(s.get("rolls", []))
    before = _draw_lines(rolls)
    draws = list(s.get("draws", []))
    after_state = (view.get("state") or {}) if latest else (s.get("state") or {})
    _, actor = _next(view, after_state, latest)
    ctx.update({
        "s": s,
        "title_label": s.get("label", ""),
        "player": player,
        "post": s.get("post", ""),
        "effects": [_effect(player, e) for e in s.get("effects", [])],
        "did": [_did(e) for e in s.get("effects", [])],
        "missing": missing,
        "skipped": [p for p in s.get("problems", []) if p],
        "refills": list(s.get("refills", [])),
        "drawn_text": ("; ".join(_drawn(d) for d in draws) if draws
                       else "; ".join(s.get("refills", []))),
        "goal": _goal(s.get("goal"), s.get("round") or 0),
        "discarded": list(s.get("third_column_discarded", [])),
        "rolls": rolls,
        "draws": draws,
        # the draws made before the action (in its entry), and those made after it (the next
        # round's dice, rolled as soon as the round's last action is in): each said once
        "before_lines": before,
        "hand_text": (_hand(after_state, actor, bool(before or ctx["dice_lines"]))
                      if actor else ""),
    })
    ctx.update(rulings(s))
    return ctx


#: a one-player step's label (rules/flow.step_info) as the check reply names it after "@Cy, ":
#: without the name the reply has just said
_REPLY_WHEN = (
    (re.compile(r"^(?P<p>.+)'s action (?P<n>\d+) of 2, round (?P<r>\d+)$"),
     "round {r}, action {n} of 2"),
    (re.compile(r"^(?P<p>.+)'s cycle (?P<c>\d+) bonus (?P<what>\(.+\)), round (?P<r>\d+)$"),
     "round {r}, cycle {c} bonus {what}"),
    (re.compile(r"^(?P<p>.+?) chooses a player mat$"), "setup, player mat"),
    (re.compile(r"^(?P<p>.+?) places a ship$"), "setup, ship"),
)


def check_when(label: str, player: str) -> str:
    """The step a checked post answered, for the reply "@Cy, round 1, cycle 1 bonus (a die to
    6): your turn post is accepted" (the label says "Cy's cycle 1 bonus (a die to 6), round 1")."""
    for pattern, words in _REPLY_WHEN:
        found = pattern.match(label)
        if found and found.group("p") == player:
            return words.format(**found.groupdict())
    return label


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
