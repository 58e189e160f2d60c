"""The game's course: setup, what each step waits for, the dice roll, the rows refilled, the end
of each round (cycle goals) and of the game (final scoring). Every random draw comes from the
campaign's RecordedRng, with a purpose that says what it was for."""

from __future__ import annotations

from typing import Any

from gm_tool.games.beta_colony.actions import Action
from gm_tool.games.beta_colony.rules.board import (CYCLE_CARDS, DICE, LOCATION_NAMES, MATERIALS,
                                             POD_BONUS_TEXT, ROWS)
from gm_tool.games.beta_colony.rules import act
from gm_tool.games.beta_colony.rules.common import (COLONY_KEYS, active_bonus, active_card,
                                                    copy_state, cycle_of, empty_materials, held)
from gm_tool.games.beta_colony.rules.scoring import cycle_goal, final_scores

ROUNDS = 9


def pod_label(state: dict[str, Any], pod: int) -> str:
    info = state["board"]["pods"][pod]
    bonus = POD_BONUS_TEXT[info["bonus"]]
    return f"{info['colour']} {info['influence']}" + (f" ({bonus})" if bonus else "")


class _Labels:
    """The face-down pods' labels, made only for the one drawn (the draw record's result)."""

    __slots__ = ("state", "supply")

    def __init__(self, state: dict[str, Any], supply: list[int]):
        self.state = state
        self.supply = supply

    def __getitem__(self, i: int) -> str:
        return pod_label(self.state, self.supply[i])

    def __len__(self) -> int:
        return len(self.supply)


def _draw_pod(state: dict[str, Any], rng, purpose: str) -> int:
    supply = state["pod_supply"]
    if not supply:
        return -1
    i = rng.below(len(supply), purpose, _Labels(state, supply))
    return supply.pop(i)


def setup(players: list[str], settings, rng, board: dict[str, Any]) -> dict[str, Any]:
    cards = []
    for cycle in (1, 2, 3):
        keys = [k for k, v in CYCLE_CARDS.items() if v[0] == cycle]
        cards.append(rng.choice(keys, f"cycle {cycle} card"))
    start = rng.choice(list(players), "start player")
    state: dict[str, Any] = {
        "board": board,
        "players": list(players),
        "start_player": start,
        "round": 0,
        "phase": "mat",
        "cycle": cards,
        "turn_order": [],
        "to_act": [],
        "action_no": 0,
        "roll": {d: 0 for d in DICE},
        "mats_left": [m["key"] for m in board["mats"]],
        "rows": [[-1, -1] for _ in range(4)],
        "pod_supply": list(range(len(board["pods"]))),
        "pods_out": [],
        "spaces": [{"pod": -1, "tile": "", "crew": {}} for _ in range(54)],
        "building_top": "",
        "buildings_hidden": [b["key"] for b in board["buildings"]],
        "statues_left": [s["key"] for s in board["statues"]],
        "artifacts": settings.artifacts_in_game,
        "seats": {},
        "dropped": [],
        "goals": [],
        "ended": False,
        "winners": [],
        "final": [],
    }
    state["turn_order"] = turn_order(state, 1)
    for p in players:
        mats = empty_materials()
        for _ in range(settings.start_materials):
            mats[rng.choice(list(MATERIALS), f"{p}'s starting material")] += 1
        state["seats"][p] = {"mat": "", "ship": "", "materials": mats, "fuel": settings.start_fuel,
                             "artifacts": 0, "crew": settings.crew_per_player, "cp": 0,
                             "track": {k: 0 for k in COLONY_KEYS}, "achievements": [],
                             "dice": {d: 0 for d in DICE}, "used": []}
    for row in range(4):
        for col in range(2):
            state["rows"][row][col] = _draw_pod(state, rng, f"pod for row {ROWS[row]}")
    reveal_building(state, rng)
    state["to_act"] = list(reversed(state["turn_order"]))
    return state


def reveal_building(state: dict[str, Any], rng) -> None:
    hidden = state["buildings_hidden"]
    if state["building_top"] or not hidden:
        return
    names = {b["key"]: b["name"] for b in state["board"]["buildings"]}
    i = rng.below(len(hidden), "the building on top of the stack", [names[k] for k in hidden])
    state["building_top"] = hidden.pop(i)


def mat_name(state: dict[str, Any], key: str) -> str:
    return next((m["name"] for m in state["board"]["mats"] if m["key"] == key), key)


def turn_order(state: dict[str, Any], round_no: int) -> list[str]:
    players = state["players"]
    first = (players.index(state["start_player"]) + max(round_no, 1) - 1) % len(players)
    order = players[first:] + players[:first]
    return [p for p in order if p not in state["dropped"]]


# What the game waits for ----------------------------------------------------------------------------

def step_info(state: dict[str, Any]) -> tuple[str, tuple[str, ...], str]:
    """(kind, players, label)."""
    phase = state["phase"]
    r = state["round"]
    if phase == "over" or state["ended"]:
        return "end", (), "game over"
    if phase == "roll":
        return "chance", (), f"round {r} dice"
    player = state["to_act"][0]
    if phase == "mat":
        return "turn", (player,), f"{player} chooses a player mat"
    if phase == "ship":
        return "turn", (player,), f"{player} places a ship"
    # short: the label is also the opening marker's clock, on one plain line of 72 columns
    if phase == "cycle_bonus":
        what = "a material" if active_bonus(state) == "material" else "influence"
        return "turn", (player,), f"{player}'s cycle {cycle_of(r)} bonus ({what}), round {r}"
    if phase == "die_bonus":
        what = "a die to 6" if active_bonus(state) == "six" else "flip a die"
        return "turn", (player,), f"{player}'s cycle {cycle_of(r)} bonus ({what}), round {r}"
    return "turn", (player,), f"{player}'s action {state['action_no']} of 2, round {r}"


def next_phase(state: dict[str, Any], settings, record: dict[str, Any]) -> None:
    """Move on once the current phase's players have all acted (in place)."""
    while not state["to_act"] and not state["ended"]:
        phase = state["phase"]
        if phase == "mat":
            state["phase"] = "ship"
            state["to_act"] = list(reversed(state["turn_order"]))
        elif phase == "ship":
            begin_round(state, 1)
        elif phase == "cycle_bonus":
            state["phase"] = "roll"
            return
        elif phase == "die_bonus":
            state["phase"] = "actions"
            state["action_no"] = 1
            state["to_act"] = list(state["turn_order"])
        elif phase == "actions":
            if state["action_no"] == 1:
                state["action_no"] = 2
                state["to_act"] = list(state["turn_order"])
            else:
                end_round(state, settings, record)
                if not state["ended"]:
                    begin_round(state, state["round"] + 1)
        else:
            return
        if state["phase"] == "roll":
            return


def begin_round(state: dict[str, Any], round_no: int) -> None:
    state["round"] = round_no
    state["turn_order"] = turn_order(state, round_no)
    state["action_no"] = 0
    for seat in state["seats"].values():
        seat["used"] = []
    state["roll"] = {d: 0 for d in DICE}
    if round_no in (1, 4, 7) and active_bonus(state) in ("material", "influence"):
        state["phase"] = "cycle_bonus"
        state["to_act"] = list(state["turn_order"])
    else:
        state["phase"] = "roll"
        state["to_act"] = []


def roll(state: dict[str, Any], settings, rng) -> dict[str, Any]:
    """The round's dice, rolled by the tool for the start player (everyone copies them); and at
    the start of cycle 2 with the third-column card, the third column dealt."""
    r = state["round"]
    faces = [str(i) for i in range(1, 7)]
    values = {d: rng.below(6, f"round {r} {d} die", faces) + 1 for d in DICE}
    state["roll"] = dict(values)
    for p, seat in state["seats"].items():
        seat["dice"] = dict(values)
        seat["used"] = []
    info: dict[str, Any] = {"round": r, "start_player": state["turn_order"][0]
                            if state["turn_order"] else "",
                            "dice": dict(values),
                            "text": f"round {r} dice: " + ", ".join(f"{d} {v}" for d, v in values.items())}
    if r == 4 and active_bonus(state) == "third_column":
        for row in range(4):
            state["rows"][row].append(_draw_pod(state, rng, f"third column, row {ROWS[row]}"))
        info["third_column"] = [pod_label(state, state["rows"][row][2]) if state["rows"][row][2] >= 0
                                else "none" for row in range(4)]
    if active_bonus(state) in ("six", "flip"):
        state["phase"] = "die_bonus"
        state["to_act"] = list(state["turn_order"])
    else:
        state["phase"] = "actions"
        state["action_no"] = 1
        state["to_act"] = list(state["turn_order"])
    return info


def refill(state: dict[str, Any], rng, record: dict[str, Any]) -> None:
    """Fill the empty face-up spaces of the Manufactory (after an action) and reveal the next
    building when the top one was built."""
    for row in range(4):
        for col, pod in enumerate(state["rows"][row]):
            if pod < 0 and state["pod_supply"]:
                new = _draw_pod(state, rng, f"refill row {ROWS[row]}")
                state["rows"][row][col] = new
                record.setdefault("refills", []).append(f"row {ROWS[row]}: {pod_label(state, new)}")
    if not state["building_top"] and state["buildings_hidden"]:
        reveal_building(state, rng)
        name = act.achievement_info(state, state["building_top"])["name"]
        record.setdefault("refills", []).append(f"building revealed: {name}")


def end_round(state: dict[str, Any], settings, record: dict[str, Any]) -> None:
    r = state["round"]
    if r in (3, 6, 9):
        card = active_card(state)
        met = {}
        for p in state["players"]:
            if p in state["dropped"]:
                continue
            points = cycle_goal(state, p, card, settings)
            if points:
                met[p] = points
                state["seats"][p]["cp"] += points
        state["goals"].append({"round": r, "card": card, **{f"p:{p}": v for p, v in met.items()}})
        record["goal"] = {"card": card, "text": CYCLE_CARDS[card][1], "met": met}
    if r == 6 and any(len(x) > 2 for x in state["rows"]):
        gone = [state["rows"][row].pop() for row in range(4) if len(state["rows"][row]) > 2]
        state["pods_out"].extend(p for p in gone if p >= 0)
        record["third_column_discarded"] = [pod_label(state, p) for p in gone if p >= 0]
    if r >= ROUNDS:
        state["ended"] = True
        state["phase"] = "over"
        state["to_act"] = []
        lines, winners = final_scores(state, settings)
        state["final"] = lines
        state["winners"] = winners
        record["final"] = lines
        record["winners"] = winners


# Applying one step ------------------------------------------------------------------------------------

def apply_step(state: dict[str, Any], player: str, action: Action, settings, rng,
               in_place: bool = False) -> tuple[dict[str, Any], dict[str, Any]]:
    """The current turn step applied: (the new state, its record). An action with errors is not
    applied: the turn passes (its dice are spent) and the record says why."""
    s = state if in_place else copy_state(state)
    phase = s["phase"]
    record: dict[str, Any] = {"round": s["round"], "phase": phase, "player": player,
                              "action_no": s["action_no"], "effects": [], "problems": []}
    if s["to_act"] and s["to_act"][0] == player:
        s["to_act"].pop(0)
    if phase == "mat":
        key = action.where if action.kind == "mat" else ""
        if not key or key not in s["mats_left"]:
            if key:
                record["problems"].append(f"mat {key!r} is not left")
            key = s["mats_left"][0]
            record["effects"].append(f"takes the first mat left ({mat_name(s, key)})")
        act.choose_mat(s, player, key)
        record["effects"].append(f"chooses {mat_name(s, key)}")
    elif phase == "ship":
        where = action.where if action.kind == "ship" else ""
        taken = {st["ship"] for q, st in s["seats"].items() if q != player}
        if not where or where in taken:
            if where:
                record["problems"].append(f"{LOCATION_NAMES.get(where, where)} is taken")
            where = next(loc for loc in s["board"]["orbit"] if loc not in taken)
        act.place_ship(s, player, where)
        record["effects"].append(f"places the ship at {LOCATION_NAMES[where]}")
    elif phase == "die_bonus":
        die = action.dice[0] if action.kind == "die" and action.dice else ""
        problems, text = act.die_bonus(s, player, die)
        record["problems"] += problems
        record["effects"].append(text or "no change")
        record["dice"] = dict(s["seats"][player]["dice"])
    elif phase == "cycle_bonus":
        bonus = active_bonus(s)
        seat = s["seats"][player]
        if bonus == "material":
            m = action.take[0] if action.kind == "material" and action.take else ""
            if m in MATERIALS and held(seat) < settings.material_limit:
                seat["materials"][m] += 1
                record["effects"].append(f"takes 1 {m} (cycle bonus)")
            else:
                record["effects"].append("takes no material")
        else:
            colony = action.influence_on[0] if action.kind == "influence" and action.influence_on else ""
            if colony in COLONY_KEYS:
                rest = Action("influence", bonus_materials=action.bonus_materials,
                              crew_on=action.crew_on, free_pods=action.free_pods,
                              free_achievements=action.free_achievements,
                              influence_on=action.influence_on[1:])
                ctx = act.Ctx(s, player, rest, settings, None)
                act.gain_influence(ctx, COLONY_KEYS.index(colony), 1)
                record["effects"] += ctx.out.effects
                record["problems"] += [d.message for d in ctx.out.errors]
                if ctx.out.refill:
                    refill(s, rng, record)
            else:
                record["effects"].append("gains no influence")
    elif phase == "actions":
        trial = s if in_place else copy_state(s)
        out = act.perform(trial, player, action, settings)
        if out.errors and not in_place:
            record["problems"] += [d.message for d in out.errors]
            record["effects"].append("the action is not legal: the turn passes")
        else:
            s = trial
            record["effects"] += out.effects
            record["problems"] += [d.message for d in out.errors]
            record["dice"] = list(action.dice)
            if out.refill:
                refill(s, rng, record)
    next_phase(s, settings, record)
    record["ended"] = s["ended"]
    return s, record


def drop(state: dict[str, Any], player: str, settings) -> dict[str, Any]:
    s = copy_state(state)
    if player not in s["dropped"]:
        s["dropped"].append(player)
    s["to_act"] = [p for p in s["to_act"] if p != player]
    s["turn_order"] = [p for p in s["turn_order"] if p != player]
    if s["phase"] in ("mat", "ship") and not s["seats"][player]["mat"] and s["mats_left"]:
        s["seats"][player]["mat"] = s["mats_left"].pop(0)
    if not [p for p in s["players"] if p not in s["dropped"]]:
        s["ended"] = True
        s["phase"] = "over"
    record: dict[str, Any] = {}
    next_phase(s, settings, record)
    return s
