"""Colonization's adapter for the adjudication runner (tests/adjudication.py): how one case of
tests/colonization/cases/*.toml is set up, played and compared.

The format is documented in docs/colonization.md ("Adjudication cases"). In short: each [[case]]
has an id (COL-NNN), a name, the rule it checks, a setup (board, ships, coins, stack), one or more
steps (a post text or an action table, with the die faces the scripted RNG will roll) and an
expect table checked after the last step.
"""

from __future__ import annotations

from typing import Any

from adjudication import Mismatches, ScriptedRng

from gm_tool.core.kit.diagnostics import Severity
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.colonization import actions as A
from gm_tool.games.colonization.posts.checking import check_post
from gm_tool.games.colonization.rules.pieces import DIE_FACES, VALUES, all_planet_ids, sun_id
from gm_tool.games.colonization.rules.apply import apply_action
from gm_tool.games.colonization.rules.board import new_game
from gm_tool.games.colonization.rules.scoring import final_scores, winners
from gm_tool.games.colonization.rules.validate import validate
from gm_tool.games.colonization.settings import ColonizationSettings
from gm_tool.games.colonization.state import ColState, Colony, Planet

DEFAULT_PLAYERS = ["Ann", "Bob", "Cat"]


def die_rolling(faces: list[str]) -> ScriptedRng:
    """The six-sided die, rolling the faces a step lists (as the rules name them), in order."""
    return ScriptedRng(faces, DIE_FACES.index, sides=6)


def build_setup(case: dict[str, Any]) -> tuple[ColState, ColonizationSettings]:
    setup = case.get("setup", {})
    settings = ColonizationSettings.model_validate(setup.get("settings", {}))
    players = setup.get("players", DEFAULT_PLAYERS)
    state = new_game(players, settings, RecordedRng(case["id"], "cases"))
    systems = setup.get("systems", {})
    on_table: list[str] = []
    for suit, chain in systems.items():
        system = state.system(suit)
        system.planets = []
        for item in chain:
            if isinstance(item, str):
                system.planets.append(Planet(item))
            else:
                colony = item.get("colony")
                system.planets.append(Planet(item["id"], Colony(colony["owner"], colony["coin"])
                                             if colony else None))
        system.placed = list(setup.get("placed", {}).get(suit, [p.id for p in system.planets]))
        on_table += [p.id for p in system.planets]
    stack = list(setup.get("stack", []))
    rest = [p for p in all_planet_ids() if p not in on_table and p not in stack]
    state.hidden_planet_order = stack + ([] if setup.get("stack_only") else rest)
    for player, ship in setup.get("ships", {}).items():
        state.seats[player].ship = ship
    for player in players:
        seat = state.seats[player]
        seat.discard = list(setup.get("discard", {}).get(player, []))
        seat.removed = list(setup.get("removed", {}).get(player, []))
        on_colonies = [p.colony.coin for p in state.colonies_of(player)]
        if player in setup.get("stash", {}):
            seat.stash = list(setup["stash"][player])
        else:
            seat.stash = [v for v in VALUES if v not in seat.discard + seat.removed + on_colonies]
    state.current_player = setup.get("current", players[0])
    if "turn" in setup:
        state.turn = setup["turn"]
    if "last_round" in setup:
        lr = setup["last_round"]
        state.last_round = True
        state.ended_by = lr.get("ended_by")
        state.remaining = list(lr.get("remaining", []))
    return state, settings


def action_from(data: dict[str, Any]) -> A.Action:
    return A.from_dict(data)


def run_case(case: dict[str, Any]) -> list[str]:
    state, settings = build_setup(case)
    expect = case.get("expect", {})
    steps = case.get("steps") or ([case["step"]] if "step" in case else [])
    problems: list[str] = []
    rolls_made: list[dict[str, Any]] = []
    outcome: list[str] = []
    records: list[dict[str, Any]] = []
    for n, step in enumerate(steps, start=1):
        player = step.get("player", state.current_player)
        if "post" in step:
            checked = check_post(state, player, step["post"], settings)
            diags = checked.diagnostics
            action = checked.action
            accepted = checked.accepted
        else:
            action = action_from(step["action"])
            diags = validate(state, player, action, settings)
            accepted = not any(d.severity is Severity.ERROR for d in diags)
        last = n == len(steps)
        if last:
            problems += _check_diagnostics(expect, diags, accepted)
            if "action" in expect and action is not None:
                got = A.to_dict(action)
                if got != expect["action"]:
                    problems.append(f"action: expected {expect['action']}, got {got}")
        elif not accepted:
            problems.append(f"step {n} was refused: " + "; ".join(d.message for d in diags))
            return problems
        if not accepted:
            break
        rng = die_rolling(step.get("rolls", []))
        state, record = apply_action(state, player, action, settings, rng)
        records.append(record)
        if rng.faces:
            problems.append(f"step {n}: rolls left over: {rng.faces}")
        rolls_made += record["rolls"]
        outcome += record["outcome"]
    problems += _check_state(expect, state, settings, rolls_made, outcome, records)
    return problems


def _check_diagnostics(expect: dict, diags, accepted: bool) -> list[str]:
    problems = []
    shown = "; ".join(f"{d.code}: {d.message}" for d in diags)
    if "diagnostics" in expect:
        got = sorted(d.code for d in diags if d.severity is not Severity.INFO)
        if got != sorted(expect["diagnostics"]):
            problems.append(f"diagnostics: expected {sorted(expect['diagnostics'])}, got {got} ({shown})")
    if "info" in expect:
        got = sorted(d.code for d in diags if d.severity is Severity.INFO)
        if not set(expect["info"]) <= set(got):
            problems.append(f"info: expected {expect['info']} among {got}")
    for text in expect.get("message_contains", []):
        if not any(text in d.message for d in diags):
            problems.append(f"no diagnostic contains {text!r} ({shown})")
    if "accepted" in expect and expect["accepted"] != accepted:
        problems.append(f"accepted: expected {expect['accepted']}, got {accepted} ({shown})")
    return problems


def _check_state(expect: dict, state: ColState, settings, rolls, outcome, records) -> list[str]:
    problems = Mismatches()
    check = problems.check

    for player, ship in expect.get("ships", {}).items():
        check(f"ship of {player}", ship, state.seats[player].ship)
    for player, coins in expect.get("stash", {}).items():
        check(f"stash of {player}", sorted(coins), sorted(state.seats[player].stash))
    for player, coins in expect.get("discard", {}).items():
        check(f"discard of {player}", sorted(coins), sorted(state.seats[player].discard))
    for player, coins in expect.get("removed", {}).items():
        check(f"removed of {player}", sorted(coins), sorted(state.seats[player].removed))
    for planet_id, colony in expect.get("colonies", {}).items():
        planet = state.planet(planet_id)
        got = None if planet is None or planet.colony is None else {
            "owner": planet.colony.owner, "coin": planet.colony.coin}
        check(f"colony on {planet_id}", None if colony == "none" else colony, got)
    for suit, chain in expect.get("chains", {}).items():
        check(f"chain of {suit}", chain, [p.id for p in state.system(suit).planets])
    if "planets_left" in expect:
        check("planets_left", expect["planets_left"], len(state.hidden_planet_order))
    if "rolls" in expect:
        check("rolls", expect["rolls"], [r["result"] for r in rolls])
    for text in expect.get("outcome_contains", []):
        if not any(text in line for line in outcome):
            problems.append(f"no outcome line contains {text!r}: {outcome}")
    for key in ("current_player", "ended", "last_round", "ended_by", "remaining", "turn"):
        if key in expect:
            want = None if expect[key] == "__none__" else expect[key]
            check(key, want, getattr(state, key))
    if "scores" in expect:
        lines = {line["player"]: line for line in final_scores(state, settings)}
        for player, want in expect["scores"].items():
            for key, value in want.items():
                check(f"score {player}.{key}", value, lines[player][key])
    if "winners" in expect:
        check("winners", sorted(expect["winners"]), sorted(winners(state, settings)))
    if "setup" in expect:
        want = expect["setup"]
        for player, suit in want.get("suits", {}).items():
            check(f"suit of {player}", suit, state.seats[player].suit)
        if "all_ships_on_own_sun" in want:
            check("ships on own suns", want["all_ships_on_own_sun"],
                  all(state.seats[p].ship == sun_id(state.seats[p].suit) for p in state.players))
        if "stash_all" in want:
            check("full stashes", want["stash_all"],
                  all(sorted(s.stash) == sorted(VALUES) for s in state.seats.values()))
        if "empty_systems" in want:
            check("empty systems", want["empty_systems"], all(not s.planets for s in state.systems))
    return problems
