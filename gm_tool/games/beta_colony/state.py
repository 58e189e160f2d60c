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

from gm_tool.core.table_check import Shape
from gm_tool.games.beta_colony.board import DICE, LOCATIONS, MATERIALS, check_board
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
    return shape.problems


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
