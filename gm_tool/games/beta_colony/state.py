"""The campaign state's shape (plain TOML-ready data) and its check: every problem in a
(possibly hand-edited) state, each with its key path.

    board            the checked board (board.py), kept so a campaign plays the board it began with
    players          seats in clockwise order; start_player: round 1's
    round            0 during the setup, then 1-9
    phase            mat | ship | cycle_bonus | roll | die_bonus | actions | over
    cycle            the three cycle cards drawn (one per cycle)
    turn_order       this round's order (start player first); to_act: who acts next in the phase
    action_no        1 or 2 in the actions phase
    roll             the round's dice as rolled
    mats_left        mats not chosen yet
    rows             the four Manufactory rows (1-2, 3-4, 5, 6): pod numbers (index into
                     board.pods), -1 = empty
    pod_supply       the face-down pods (drawn at random as needed); pods_out: discarded
    spaces           54 spaces: pod (-1 none), tile (achievement key or ""), crew {player: n}
    building_top     the building on top of the stack ("" none); buildings_hidden: the rest
    statues_left     statues not built yet; artifacts: the supply
    seats            per player: mat, ship, materials {material: n}, fuel, artifacts, crew (in
                     supply), cp, track {colony: position}, achievements, dice {colour: value},
                     used (dice spent this round)
    dropped, goals, ended, winners, final
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gm_tool.core.kit.table_check import Shape
from gm_tool.games.beta_colony.rules.board import DICE, LOCATIONS, MATERIALS, check_board
from gm_tool.games.beta_colony.rules.common import COLONY_KEYS

PHASES = ("mat", "ship", "cycle_bonus", "roll", "die_bonus", "actions", "over")
KEYS = ("board", "players", "start_player", "round", "phase", "cycle", "turn_order", "to_act",
        "action_no", "roll", "mats_left", "rows", "pod_supply", "pods_out", "spaces",
        "building_top", "buildings_hidden", "statues_left", "artifacts", "seats", "dropped",
        "goals", "ended", "winners", "final")
SEAT_KEYS = ("mat", "ship", "materials", "fuel", "artifacts", "crew", "cp", "track",
             "achievements", "dice", "used")
SCORE_KEYS = ("player", "play", "artifacts", "achievements", "xian", "thebes", "cuzco", "crew",
              "total")
#: bounds of a campaign file's numbers (checked on every load; see the README). The settings
#: may raise the material limit to 72, the artifacts to 99, the crew to 60 and the achievements
#: to 8 (settings.py): a state is held to those; the rules hold a game to its own settings.
MAX_MATERIALS = 72
MAX_ARTIFACTS = 99
MAX_CREW = 60
MAX_ACHIEVEMENTS = 8
MAX_POINTS = 100_000
MAX_FUEL = 10_000
ROUNDS = 9
SPACES = 54


@dataclass(frozen=True)
class Limits:
    """The campaign's own limits (its settings), or the largest any setting allows when the
    settings are not known (a file whose settings are themselves broken)."""
    materials: int = MAX_MATERIALS
    artifacts: int = MAX_ARTIFACTS
    crew: int = MAX_CREW

    @classmethod
    def of(cls, settings: Any) -> "Limits":
        if settings is None:
            return cls()
        return cls(settings.material_limit, settings.artifacts_in_game, settings.crew_per_player)


def problems(state: dict[str, Any], players: list[str], limits: Limits = Limits()) -> list[str]:
    """Everything wrong with a (hand-edited) state, each naming its key path: every key a file
    written by gm has and no other, each value of its type and within its bounds (the campaign's
    material limit, artifacts and crew), every name one of the board's (pods, buildings, statues,
    mats, cycle cards), every pod in one place, and the 54 spaces of Victus."""
    if not isinstance(state, dict):
        return ["state: not a table"]
    shape = Shape()
    shape.table(state, "state", KEYS)
    if "board" not in state:
        return shape.problems
    try:
        board = check_board(_as_file(state["board"]))
    except Exception as exc:  # noqa: BLE001 - reported by path
        message = getattr(exc, "message", None) or str(exc)
        return [*shape.problems, f"state.board: {' '.join(message.split())[:600]}"]
    has = state.keys()
    if "players" in has and state["players"] != list(players):
        shape.fail("state.players", f"{state['players']!r} is not the campaign's players {players}")
    for key in ("start_player",):
        if key in has:
            shape.one_of(state[key], f"state.{key}", players, "a player")
    if "round" in has:
        shape.whole(state["round"], "state.round", 0, ROUNDS)
    if "phase" in has:
        shape.one_of(state["phase"], "state.phase", PHASES)
    if "action_no" in has:
        shape.whole(state["action_no"], "state.action_no", 0, 2)
    if "cycle" in has:
        shape.names(state["cycle"], "state.cycle", list(board["cycle_cards"]), "a cycle card", 3,
                    unique=True)
    for key, most, unique in (("turn_order", len(players), True), ("to_act", len(players), True),
                              ("winners", len(players), True), ("dropped", len(players), True)):
        if key in has:
            shape.names(state[key], f"state.{key}", players, "a player", most, unique)
    if "roll" in has:
        shape.counts(state["roll"], "state.roll", DICE, 0, 6)
    mats = [m["key"] for m in board["mats"]]
    if "mats_left" in has:
        shape.names(state["mats_left"], "state.mats_left", mats, "a mat", len(mats), unique=True)
    buildings = [b["key"] for b in board["buildings"]]
    statues = [s["key"] for s in board["statues"]]
    if "building_top" in has:
        shape.one_of(state["building_top"], "state.building_top", ["", *buildings], "a building")
    if "buildings_hidden" in has:
        shape.names(state["buildings_hidden"], "state.buildings_hidden", buildings, "a building",
                    len(buildings), unique=True)
    if "statues_left" in has:
        shape.names(state["statues_left"], "state.statues_left", statues, "a statue",
                    len(statues), unique=True)
    if "artifacts" in has:
        shape.whole(state["artifacts"], "state.artifacts", 0, limits.artifacts)
    if "ended" in has:
        shape.flag(state["ended"], "state.ended")
    _pods(shape, state, board, [*buildings, *statues])
    crew_on = _spaces(shape, state, players, board, [*buildings, *statues], limits)
    _seats(shape, state, players, board, mats, [*buildings, *statues], crew_on, limits)
    _record(shape, state, players, board)
    if not shape.problems and state["phase"] not in ("roll", "over") and not state["to_act"] \
            and not state["ended"]:
        shape.fail("state.to_act", f"nobody is to act in the {state['phase']} phase")
    if not shape.problems and all(k in has for k in KEYS):
        _course(shape, state, players)
    return shape.problems


#: the rounds each phase is played in (the set-up is round 0)
PHASE_ROUNDS = {"mat": (0, 0, "0: the set-up"), "ship": (0, 0, "0: the set-up"),
                "cycle_bonus": (1, 7, "1, 4 or 7: a cycle's first round"),
                "roll": (1, ROUNDS, f"1 to {ROUNDS}"), "die_bonus": (1, ROUNDS, f"1 to {ROUNDS}"),
                "actions": (1, ROUNDS, f"1 to {ROUNDS}"), "over": (0, ROUNDS, f"0 to {ROUNDS}")}
#: the phases before the round's dice are rolled, and after
UNROLLED = ("mat", "ship", "cycle_bonus", "roll")
ROLLED = ("die_bonus", "actions")


def _course(shape: Shape, state: dict[str, Any], players: list[str]) -> None:
    """Each value held to what the step allows (every value is already of its type and within
    its bounds): the round and the phase, the phase and its cycle card, the dice (0 until round
    1's roll, faces 1-6 after; the seats' dice the roll's, but one die the card's die bonus
    changed), the action number, who is to act (the rest of the phase's turn order), the turn
    order (the round's, without the dropped), the mats and ships chosen, the dice spent, the
    cycle goals scored and the final scores."""
    from gm_tool.games.beta_colony.rules.board import CYCLE_CARDS
    phase, r, seats = state["phase"], state["round"], state["seats"]
    low, high, allowed = PHASE_ROUNDS[phase]
    if not low <= r <= high or (phase == "cycle_bonus" and r not in (1, 4, 7)):
        shape.fail("state.round", f"{r} is not a round of the {phase} phase ({allowed})")
        return
    if state["ended"] != (phase == "over"):
        shape.fail("state.ended", f"{str(state['ended']).lower()} while the phase is {phase} "
                                  "(true exactly when the phase is over)")
    for i, card in enumerate(state["cycle"]):
        if CYCLE_CARDS[card][0] != i + 1:
            shape.fail(f"state.cycle.{i}", f"{card!r} is a cycle {CYCLE_CARDS[card][0]} card, "
                                           f"not cycle {i + 1}'s")
    if shape.problems:
        return
    bonus = CYCLE_CARDS[state["cycle"][(0, 0, 0, 0, 1, 1, 1, 2, 2, 2)[r]]][2] if r else ""
    if phase == "die_bonus" and bonus not in ("six", "flip"):
        shape.fail("state.phase", f"die_bonus in round {r}, whose cycle card gives no die bonus "
                                  "(the set-up, the cycle bonus, the roll or the actions)")
    if phase == "cycle_bonus" and bonus not in ("material", "influence"):
        shape.fail("state.phase", f"cycle_bonus in round {r}, whose cycle card gives no bonus at "
                                  "the cycle's start (the roll)")
    action_no = state["action_no"]
    if phase == "actions" and action_no not in (1, 2):
        shape.fail("state.action_no", f"{action_no} in the actions phase (1 or 2)")
    elif phase not in ("actions", "over") and action_no != 0:
        shape.fail("state.action_no", f"{action_no} in the {phase} phase (0 outside the actions "
                                      "phase)")
    _dice(shape, state, phase, r, bonus)
    _turns(shape, state, players, phase, r)
    dropped = state["dropped"]
    owners: dict[str, str] = {m: "left" for m in state["mats_left"]}
    for p in players:
        seat, at = seats[p], f"state.seats.{p}"
        if seat["mat"]:
            if seat["mat"] in owners:
                where = "still left" if owners[seat["mat"]] == "left" else \
                    f"{owners[seat['mat']]}'s too"
                shape.fail(f"{at}.mat", f"{seat['mat']!r} is {where} (each mat in one place)")
            owners[seat["mat"]] = p
        if p in dropped:
            continue
        waiting = p in state["to_act"]
        if phase == "mat" and bool(seat["mat"]) == waiting:
            shape.fail(f"{at}.mat", f"{seat['mat']!r} while {p} is {'' if waiting else 'not '}"
                                    "to choose (a mat once chosen, none before)")
        elif phase != "mat" and not seat["mat"]:
            shape.fail(f"{at}.mat", "none after the mat phase")
        if phase == "mat" and seat["ship"]:
            shape.fail(f"{at}.ship", f"{seat['ship']!r} in the mat phase (ships are placed after)")
        elif phase == "ship" and bool(seat["ship"]) == waiting:
            shape.fail(f"{at}.ship", f"{seat['ship']!r} while {p} is {'' if waiting else 'not '}"
                                     "to place a ship (a ship once placed, none before)")
        elif phase not in ("mat", "ship") and not seat["ship"]:
            shape.fail(f"{at}.ship", "none after the ship phase")
    passed = [e for e in (3, 6, 9) if e < r]
    scored = [g["round"] for g in state["goals"]]
    if scored != passed and not (phase == "over" and scored == [*passed, r]):
        shape.fail("state.goals", f"cycle goals scored for rounds {scored} in round {r} (one "
                                  f"after each cycle's last round so far: {passed})")
    else:
        for i, goal in enumerate(state["goals"]):
            if goal["card"] != state["cycle"][i]:
                shape.fail(f"state.goals.{i}.card", f"{goal['card']!r} is not cycle {i + 1}'s "
                                                    f"card {state['cycle'][i]!r}")
    for key in ("final", "winners"):
        if state[key] and phase != "over":
            shape.fail(f"state.{key}", f"set while the game is not over (phase {phase})")
    third = CYCLE_CARDS[state["cycle"][1]][2] == "third_column"
    for i, row in enumerate(state["rows"]):
        if len(row) == 3 and not (third and (4 < r <= 6 or (r == 4 and phase not in UNROLLED))):
            shape.fail(f"state.rows.{i}", f"3 spaces in round {r} (a third column only from "
                                          "round 4's roll to the end of round 6, with the cycle "
                                          "card that deals it)")
            break
        if len(row) < 2:
            shape.fail(f"state.rows.{i}", f"{len(row)} spaces (2, or 3 with the third column)")
            break


def _dice(shape: Shape, state: dict[str, Any], phase: str, r: int, bonus: str) -> None:
    """The round's roll: 0 before it, faces 1-6 after (at the game's end, either). The seats'
    dice: 0 until round 1's roll, faces 1-6 from then on; after the round's roll, the roll's,
    but one die the card's die bonus set to 6 or flipped. Dice spent only in the actions."""
    roll = state["roll"]
    rolled = phase in ROLLED or (phase == "over" and any(roll.values()))
    for d in DICE:
        if rolled and not 1 <= roll[d] <= 6:
            shape.fail(f"state.roll.{d}", f"{roll[d]} is not a die face (1 to 6 once round "
                                          f"{r}'s dice are rolled)")
        elif not rolled and roll[d] != 0:
            shape.fail(f"state.roll.{d}", f"{roll[d]} before round {max(r, 1)}'s dice are "
                                          "rolled (0 until the roll)")
    never = r == 0 or (r == 1 and phase in UNROLLED)
    ever = r >= 2 or phase in ROLLED or (phase == "over" and rolled)
    for p, seat in state["seats"].items():
        at, dice = f"state.seats.{p}", seat["dice"]
        for d in DICE:
            if never and dice[d] != 0:
                shape.fail(f"{at}.dice.{d}", f"{dice[d]} before round 1's dice are rolled (0 "
                                             "until the first roll)")
            elif ever and not 1 <= dice[d] <= 6:
                shape.fail(f"{at}.dice.{d}", f"{dice[d]} is not a die face (1 to 6 once round "
                                             "1's dice are rolled)")
        if shape.problems:
            return
        if rolled:
            changed = [d for d in DICE if dice[d] != roll[d]]
            fits = len(changed) <= 1 and all(
                (bonus == "six" and dice[d] == 6) or (bonus == "flip" and dice[d] == 7 - roll[d])
                for d in changed)
            if not fits:
                shown = ", ".join(f"{d} {dice[d]} (rolled {roll[d]})" for d in changed)
                shape.fail(f"{at}.dice", f"{shown}: a player's dice are the round's roll, but "
                                         "one die the cycle card's die bonus changed")
            elif changed and phase == "die_bonus" and p in state["to_act"]:
                shape.fail(f"{at}.dice.{changed[0]}", f"{dice[changed[0]]}, not the rolled "
                                                      f"{roll[changed[0]]}, before {p}'s die bonus")
        if seat["used"] and phase not in ("actions", "over"):
            shape.fail(f"{at}.used", f"{seat['used']} in the {phase} phase (dice are spent only "
                                     "in the actions)")


def _turns(shape: Shape, state: dict[str, Any], players: list[str], phase: str, r: int) -> None:
    """The turn order: the round's (the start player moves one seat on each round) without the
    dropped players; who is to act: the rest of it (the set-up's phases go in reverse), nobody
    at the roll or at the end."""
    first = (players.index(state["start_player"]) + max(r, 1) - 1) % len(players)
    order = [p for p in players[first:] + players[:first] if p not in state["dropped"]]
    if state["turn_order"] != order:
        shape.fail("state.turn_order", f"{state['turn_order']} is not round {max(r, 1)}'s order "
                                       f"{order} (the start player moves one seat each round; "
                                       "dropped players leave it)")
        return
    to_act = state["to_act"]
    if phase in ("roll", "over"):
        if to_act:
            shape.fail("state.to_act", f"{to_act} in the {phase} phase (nobody acts then)")
        return
    if phase in ("mat", "ship"):
        order = order[::-1]
    if to_act != order[len(order) - len(to_act):]:
        shape.fail("state.to_act", f"{to_act} is not the rest of the {phase} phase's order "
                                   f"{order}")


def _pods(shape: Shape, state: dict[str, Any], board: dict[str, Any], tiles: list[str]) -> None:
    """The Manufactory's four rows (-1: an empty space), the face-down supply and the discarded
    pods: pod numbers of the board; with the pods on Victus, each pod in exactly one place."""
    npods = len(board["pods"])
    seen: list[int] = []
    if "rows" in state and shape.listing(state["rows"], "state.rows", 4):
        if len(state["rows"]) != 4:
            shape.fail("state.rows", f"{len(state['rows'])} rows, not 4")
        for r, row in enumerate(state["rows"]):
            if shape.listing(row, f"state.rows.{r}", 3):
                for c, pod in enumerate(row):
                    if shape.whole(pod, f"state.rows.{r}.{c}", -1, npods - 1) and pod >= 0:
                        seen.append(pod)
    for key in ("pod_supply", "pods_out"):
        if key in state and shape.listing(state[key], f"state.{key}", npods):
            for i, pod in enumerate(state[key]):
                if shape.whole(pod, f"state.{key}.{i}", 0, npods - 1):
                    seen.append(pod)
    spaces = state.get("spaces")
    if isinstance(spaces, list):
        seen += [sp["pod"] for sp in spaces if isinstance(sp, dict) and isinstance(sp.get("pod"), int)
                 and not isinstance(sp.get("pod"), bool) and 0 <= sp["pod"] < npods]
    if shape.problems:
        return
    twice = sorted({p for p in seen if seen.count(p) > 1})
    if twice:
        shape.fail("state.pod_supply", f"pod(s) {twice} are in two places (rows, supply, "
                                       "discarded, Victus)")
    elif len(seen) != npods:
        lost = sorted(set(range(npods)) - set(seen))
        shape.fail("state.pod_supply", f"pod(s) {lost} are nowhere (every pod is in a row, the "
                                       "supply, the discarded pods or on Victus)")


def _spaces(shape: Shape, state: dict[str, Any], players: list[str], board: dict[str, Any],
            tiles: list[str], limits: Limits) -> dict[str, int]:
    """The 54 spaces of Victus (0-53): a pod number or -1, a tile or "", crew by player. The
    crew on them by player."""
    crew_on = dict.fromkeys(players, 0)
    if "spaces" not in state or not shape.listing(state["spaces"], "state.spaces", SPACES):
        return crew_on
    if len(state["spaces"]) != SPACES:
        shape.fail("state.spaces", f"{len(state['spaces'])} spaces, not {SPACES} (0 to 53)")
    npods = len(board["pods"])
    for i, sp in enumerate(state["spaces"]):
        at = f"state.spaces.{i}"
        if not shape.table(sp, at, ("pod", "tile", "crew")):
            continue
        shape.whole(sp["pod"], f"{at}.pod", -1, npods - 1)
        if shape.one_of(sp["tile"], f"{at}.tile", ["", *tiles], "a building or statue") \
                and sp["tile"] and isinstance(sp["pod"], int) and sp["pod"] >= 0:
            shape.fail(at, "holds a pod and a tile")
        if shape.table(sp["crew"], f"{at}.crew"):
            for p, n in sp["crew"].items():
                if p not in players:
                    shape.fail(f"{at}.crew.{p}", "not a player")
                elif shape.whole(n, f"{at}.crew.{p}", 0, limits.crew):
                    crew_on[p] += n
    return crew_on


def _seats(shape: Shape, state: dict[str, Any], players: list[str], board: dict[str, Any],
           mats: list[str], tiles: list[str], crew_on: dict[str, int], limits: Limits) -> None:
    if "seats" not in state or not shape.table(state["seats"], "state.seats", players):
        return
    lengths = {k: c["track_length"] for k, c in zip(COLONY_KEYS, board["colonies"])}
    total_artifacts = state["artifacts"] if isinstance(state.get("artifacts"), int) else 0
    for p in players:
        seat, at = state["seats"][p], f"state.seats.{p}"
        if not shape.table(seat, at, SEAT_KEYS):
            continue
        shape.one_of(seat["mat"], f"{at}.mat", ["", *mats], "a mat")
        shape.one_of(seat["ship"], f"{at}.ship", ["", *LOCATIONS], "a location")
        if shape.counts(seat["materials"], f"{at}.materials", MATERIALS, 0, limits.materials) \
                and sum(seat["materials"].values()) > limits.materials:
            shape.fail(f"{at}.materials", f"{sum(seat['materials'].values())} materials held (at "
                                          f"most {limits.materials}, the material limit)")
        shape.whole(seat["fuel"], f"{at}.fuel", 0, MAX_FUEL)
        if shape.whole(seat["artifacts"], f"{at}.artifacts", 0, limits.artifacts):
            total_artifacts += seat["artifacts"]
        if shape.whole(seat["crew"], f"{at}.crew", 0, limits.crew) \
                and seat["crew"] + crew_on.get(p, 0) > limits.crew:
            shape.fail(f"{at}.crew", f"{seat['crew']} in the supply and {crew_on[p]} on Victus: "
                                     f"more than the {limits.crew} a player has")
        shape.whole(seat["cp"], f"{at}.cp", 0, MAX_POINTS)
        if shape.table(seat["track"], f"{at}.track", COLONY_KEYS):
            for k in COLONY_KEYS:
                shape.whole(seat["track"][k], f"{at}.track.{k}", 0, lengths[k])
        shape.names(seat["achievements"], f"{at}.achievements", tiles, "a building or statue",
                    MAX_ACHIEVEMENTS, unique=True)
        shape.counts(seat["dice"], f"{at}.dice", DICE, 0, 6)
        shape.names(seat["used"], f"{at}.used", DICE, "a die", len(DICE), unique=True)
    if total_artifacts > limits.artifacts:
        shape.fail("state.artifacts", f"{total_artifacts} artifacts in the supply and held (at "
                                      f"most {limits.artifacts}, the artifacts in the game)")


def _record(shape: Shape, state: dict[str, Any], players: list[str], board: dict[str, Any]) -> None:
    """The cycle goals scored so far and the final scores."""
    if "goals" in state and shape.listing(state["goals"], "state.goals", 3):
        for i, goal in enumerate(state["goals"]):
            at = f"state.goals.{i}"
            if not shape.table(goal, at):
                continue
            for key, value in goal.items():
                if key == "round":
                    shape.one_of(value, f"{at}.round", (3, 6, 9), "a cycle's last round")
                elif key == "card":
                    shape.one_of(value, f"{at}.card", list(board["cycle_cards"]), "a cycle card")
                elif key.startswith("p:") and key[2:] in players:
                    shape.whole(value, f"{at}.{key}", 0, MAX_POINTS)
                else:
                    shape.fail(f"{at}.{key}", "unknown key (round, card, p:PLAYER)")
            for key in ("round", "card"):
                if key not in goal:
                    shape.fail(f"{at}.{key}", "missing")
    if "final" in state and shape.listing(state["final"], "state.final", len(players)):
        for i, line in enumerate(state["final"]):
            at = f"state.final.{i}"
            if shape.table(line, at, SCORE_KEYS):
                shape.one_of(line["player"], f"{at}.player", players, "a player")
                for key in SCORE_KEYS[1:]:
                    shape.whole(line[key], f"{at}.{key}", 0, MAX_POINTS)


def _as_file(board: dict[str, Any]) -> dict[str, Any]:
    """The state's board back in the file's shape (to check it with check_board)."""
    return {
        "board": {"name": board["name"], "placeholder": board["placeholder"], "note": board["note"]},
        "orbit": {"clockwise": board["orbit"]},
        "colony": [{"key": c["key"], "name": c["name"], "spaces": c["spaces"],
                    "track_length": c["track_length"],
                    "track": [{"space": int(s), **b} for s, b in c["track"].items()]}
                   for c in board["colonies"]],
        "pods": board["pods"],
        "buildings": board["buildings"],
        "statues": board["statues"],
        "cycle_cards": [{"key": k, **v} for k, v in board["cycle_cards"].items()],
        "mats": board["mats"],
    }
