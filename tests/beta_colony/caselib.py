"""Beta Colony's adapter for the adjudication runner (tests/adjudication.py): how one case of
tests/beta_colony/cases/*.toml is set up, played and compared.

Each [[case]] has an id (BC-NNN), a name, the rule it checks (`rule`, a section of the rules), a
`setup` (overrides of a standard position), `steps` (posts, each read, checked and applied
through the Game interface — the reader, the rules and the record — exactly as `gm submit` does)
or a direct check (`score`, `goal`), and an `expect` table checked after the last step.

The standard position: the placeholder board; players Ann, Bob, Cy in that turn order (Ann
starts); no mats (no powers) unless a case gives one; ships on Gan De, Jyo and Nebra; round 1,
action 1, Ann to act; the cycle cards c1_center_crew, c2_colours, c3_fuel (no bonus acts in the
middle of round 1); no materials, 0 fuel, full crew;
dice black 6, blue 1, red 3, green 2 (the rules' example roll); the Manufactory rows as set up.

setup keys: players, round, phase, action_no, cycle (three card keys), to_act,
seats.<P>.{mat, ship, dice, used, fuel, artifacts, crew, cp, materials, track, achievements},
spaces.<n> = {pod = {colour, influence, bonus}, tile, crew = {P = n}}, rows = [[pod spec...] x4],
building_top, statues_left, artifacts (the supply), settings (house rules).

expect keys: accepted, codes (diagnostic codes that must appear), no_codes, messages (substrings
of the diagnostics' text, any case), seats.<P>.<field>
(dicts compared key by key), spaces.<n>.{pod_colour, crew, tile, open}, effects (substrings of
the applied step's effects), state.<key>, rows (pod colours per row), row_lengths, pods_out
(how many discarded), score.<P>.<column>, winners, goal.<P> (the points of setup.goal_card).
"""

from __future__ import annotations

from typing import Any

from adjudication import Mismatches

from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.beta_colony.rules.board import load_placeholder
from gm_tool.games.beta_colony.game import GAME
from gm_tool.games.beta_colony.rules import setup as new_game
from gm_tool.games.beta_colony.rules.common import COLONY_KEYS
from gm_tool.games.beta_colony.rules.scoring import cycle_goal, final_scores
from gm_tool.games.beta_colony.settings import BetaColonySettings

DEFAULT_PLAYERS = ["Ann", "Bob", "Cy"]
BOARD = load_placeholder()


def _take_pod(state: dict[str, Any], spec: dict[str, Any]) -> int:
    """A pod matching `spec` (colour, influence, bonus) out of the supply."""
    pods = state["board"]["pods"]
    for i in list(state["pod_supply"]):
        p = pods[i]
        if all(p.get(k) == v for k, v in spec.items()):
            state["pod_supply"].remove(i)
            return i
    raise AssertionError(f"no pod {spec} left in the supply")


def build(case: dict[str, Any]) -> tuple[dict[str, Any], BetaColonySettings]:
    setup = case.get("setup", {})
    settings = BetaColonySettings.model_validate(setup.get("settings", {}))
    players = setup.get("players", DEFAULT_PLAYERS)
    state = new_game(players, settings, RecordedRng(case["id"], "cases"), BOARD)
    state["start_player"] = players[0]
    state["cycle"] = list(setup.get("cycle", ["c1_center_crew", "c2_colours", "c3_fuel"]))
    state["round"] = setup.get("round", 1)
    state["phase"] = setup.get("phase", "actions")
    state["action_no"] = setup.get("action_no", 1 if state["phase"] == "actions" else 0)
    state["turn_order"] = list(setup.get("turn_order", players))
    state["to_act"] = list(setup.get("to_act", state["turn_order"]))
    roll = {"black": 6, "blue": 1, "red": 3, "green": 2}
    state["roll"] = dict(roll)
    mats = ["mat_a", "mat_b", "mat_c", "mat_d", "mat_e"]
    ships = ["gan_de", "jyo", "nebra", "ridback"]
    for i, p in enumerate(players):
        seat = state["seats"][p]
        seat.update(mat="", ship=ships[i], fuel=0, dice=dict(roll), used=[])
        seat["materials"] = {m: 0 for m in seat["materials"]}
    state["mats_left"] = list(mats)
    # the pods on the board first, then the rows (as the case gives them, or the first eight
    # pods left in the supply)
    for row in state["rows"]:
        state["pod_supply"] += [p for p in row if p >= 0]
    state["pod_supply"].sort()
    for key, sp in setup.get("spaces", {}).items():
        space = state["spaces"][int(key)]
        if "pod" in sp:
            space["pod"] = _take_pod(state, sp["pod"])
        if "tile" in sp:
            space["tile"] = sp["tile"]
        for p, n in sp.get("crew", {}).items():
            space["crew"][p] = n
            state["seats"][p]["crew"] -= n
    if "rows" in setup:
        state["rows"] = [[_take_pod(state, spec) if spec else -1 for spec in row]
                         for row in setup["rows"]]
    else:
        state["rows"] = [[state["pod_supply"].pop(0) for _ in range(2)] for _ in range(4)]
    for key in ("building_top", "statues_left", "artifacts", "mats_left"):
        if key in setup:
            state[key] = setup[key]
    if "building_top" in setup:
        state["buildings_hidden"] = [b["key"] for b in BOARD["buildings"]
                                     if b["key"] != setup["building_top"]]
    for p, values in setup.get("seats", {}).items():
        seat = state["seats"][p]
        for key, value in values.items():
            if key in ("materials", "track", "dice"):
                seat[key].update(value)
            else:
                seat[key] = value
        if "artifacts" in values and "artifacts" not in setup:
            state["artifacts"] -= values["artifacts"]
    return state, settings


def run(case: dict[str, Any]) -> dict[str, Any]:
    """Play the case's steps; what the expectations are checked against."""
    state, settings = build(case)
    result: dict[str, Any] = {"state": state, "codes": [], "accepted": None, "effects": [],
                              "settings": settings}
    rng = RecordedRng(case["id"], "case-steps")
    for step in case.get("steps", []):
        if step.get("chance"):
            outcome = GAME.apply_chance(state, settings, rng)
            state = outcome.state
            result["info"] = outcome.info
            continue
        player = step.get("player") or state["to_act"][0]
        checked = GAME.check_post(state, player, step["post"], settings, {})
        result["codes"] += [d.code for d in checked.diagnostics]
        result["messages"] = [d.render() for d in checked.diagnostics]
        result["accepted"] = checked.accepted
        result["details"] = checked.details
        if checked.accepted:
            outcome = GAME.apply_posts(state, {player: step["post"]}, settings, rng, False)
            state = outcome.state
            result["effects"] += outcome.record.get("effects", [])
            result["record"] = outcome.record
    result["state"] = state
    return result


def run_case(case: dict[str, Any]) -> list[str]:
    """Play one case and compare; the mismatches (empty: it passes)."""
    return check(case, run(case))


def check(case: dict[str, Any], result: dict[str, Any]) -> list[str]:
    expect = case.get("expect", {})
    state = result["state"]
    settings = result["settings"]
    problems = Mismatches()
    if "accepted" in expect and result["accepted"] != expect["accepted"]:
        problems.append(f"accepted: {result['accepted']}, expected {expect['accepted']} "
                        f"({result.get('messages')})")
    for code in expect.get("codes", []):
        if code not in result["codes"]:
            problems.append(f"no diagnostic {code} (got {result['codes']}: {result.get('messages')})")
    for text in expect.get("messages", []):
        if not any(text.lower() in m.lower() for m in result.get("messages", [])):
            problems.append(f"no message containing {text!r} ({result.get('messages')})")
    for code in expect.get("no_codes", []):
        if code in result["codes"]:
            problems.append(f"diagnostic {code} given ({result.get('messages')})")
    for p, values in expect.get("seats", {}).items():
        problems.check_subset(f"seats.{p}", values, state["seats"][p])
    for key, values in expect.get("spaces", {}).items():
        sp = state["spaces"][int(key)]
        view = {"pod_colour": state["board"]["pods"][sp["pod"]]["colour"] if sp["pod"] >= 0 else "",
                "crew": sp["crew"], "tile": sp["tile"],
                "open": sp["pod"] < 0 and not sp["tile"]}
        problems.check_subset(f"spaces.{key}", values, view)
    for text in expect.get("effects", []):
        if not any(text in e for e in result["effects"]):
            problems.append(f"no effect containing {text!r} in {result['effects']}")
    for key, value in expect.get("state", {}).items():
        problems.check_subset(f"state.{key}", value, state.get(key))
    if "rows" in expect:
        colours = [[state["board"]["pods"][p]["colour"] if p >= 0 else "" for p in row]
                   for row in state["rows"]]
        if colours != expect["rows"]:
            problems.append(f"rows: {colours}, expected {expect['rows']}")
    if "row_lengths" in expect:
        lengths = [len(row) for row in state["rows"]]
        if lengths != expect["row_lengths"]:
            problems.append(f"row lengths: {lengths}, expected {expect['row_lengths']}")
    if "pods_out" in expect and len(state["pods_out"]) != expect["pods_out"]:
        problems.append(f"pods out: {len(state['pods_out'])}, expected {expect['pods_out']}")
    if "score" in expect or "winners" in expect:
        lines, winners = final_scores(state, settings)
        by = {line["player"]: line for line in lines}
        for p, values in expect.get("score", {}).items():
            problems.check_subset(f"score.{p}", values, by[p])
        if "winners" in expect and winners != expect["winners"]:
            problems.append(f"winners: {winners}, expected {expect['winners']}")
    if "goal" in expect:
        card = case["setup"]["goal_card"]
        for p, points in expect["goal"].items():
            got = cycle_goal(state, p, card, settings)
            if got != points:
                problems.append(f"goal {card} for {p}: {got}, expected {points}")
    if "check" in expect:
        for key, value in expect["check"].items():
            if key == "track":
                for p, track in value.items():
                    for colony, pos in track.items():
                        assert colony in COLONY_KEYS
                        if state["seats"][p]["track"][colony] != pos:
                            problems.append(f"{p} {colony} track {state['seats'][p]['track'][colony]}")
    return problems
