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

from typing import Any

from gm_tool.games.beta_colony.board import DICE, LOCATIONS, MATERIALS, check_board
from gm_tool.games.beta_colony.rules.common import COLONY_KEYS

PHASES = ("mat", "ship", "cycle_bonus", "roll", "die_bonus", "actions", "over")


def problems(state: dict[str, Any], players: list[str]) -> list[str]:
    out: list[str] = []

    def need(path: str, ok: bool, message: str) -> bool:
        if not ok:
            out.append(f"{path}: {message}")
        return ok

    if not isinstance(state, dict):
        return ["state: not a table"]
    keys = ("board", "players", "start_player", "round", "phase", "cycle", "turn_order", "to_act",
            "action_no", "roll", "mats_left", "rows", "pod_supply", "pods_out", "spaces",
            "building_top", "buildings_hidden", "statues_left", "artifacts", "seats", "dropped",
            "goals", "ended", "winners", "final")
    for key in keys:
        need(key, key in state, "missing")
    if out:
        return out
    try:
        board = check_board(_as_file(state["board"]))
    except Exception as exc:  # noqa: BLE001 - reported by path
        return [f"board: {exc}"]
    need("players", list(state["players"]) == list(players),
         f"{state['players']} is not the campaign's players {players}")
    need("start_player", state["start_player"] in players, "not a player")
    need("round", isinstance(state["round"], int) and 0 <= state["round"] <= 9, "not 0-9")
    need("phase", state["phase"] in PHASES, f"not one of {', '.join(PHASES)}")
    need("action_no", state["action_no"] in (0, 1, 2), "not 0, 1 or 2")
    for key in ("turn_order", "to_act", "winners", "dropped"):
        for i, p in enumerate(state[key]):
            need(f"{key}[{i}]", p in players, f"{p!r} is not a player")
    if need("phase", state["phase"] in ("roll", "over") or state["to_act"] or state["ended"],
            "nobody is to act"):
        pass
    need("roll", isinstance(state["roll"], dict) and set(state["roll"]) == set(DICE),
         "the four dice")
    npods = len(board["pods"])
    seen: list[int] = []
    need("rows", isinstance(state["rows"], list) and len(state["rows"]) == 4, "four rows")
    for r, row in enumerate(state["rows"]):
        for c, pod in enumerate(row):
            if need(f"rows[{r}][{c}]", isinstance(pod, int) and -1 <= pod < npods,
                    f"not a pod number (-1 to {npods - 1})") and pod >= 0:
                seen.append(pod)
    for key in ("pod_supply", "pods_out"):
        for i, pod in enumerate(state[key]):
            if need(f"{key}[{i}]", isinstance(pod, int) and 0 <= pod < npods, "not a pod number"):
                seen.append(pod)
    need("spaces", isinstance(state["spaces"], list) and len(state["spaces"]) == 54, "54 spaces")
    tiles = []
    crew_on_board = {p: 0 for p in players}
    for i, sp in enumerate(state["spaces"]):
        if not need(f"spaces[{i}]", isinstance(sp, dict) and {"pod", "tile", "crew"} <= set(sp),
                    "pod, tile and crew"):
            continue
        pod = sp["pod"]
        if need(f"spaces[{i}].pod", isinstance(pod, int) and -1 <= pod < npods, "not a pod number") \
                and pod >= 0:
            seen.append(pod)
        if sp["tile"]:
            tiles.append(sp["tile"])
            need(f"spaces[{i}]", pod < 0, "holds a pod and a tile")
        for p, n in sp["crew"].items():
            if need(f"spaces[{i}].crew.{p}", p in players and isinstance(n, int) and n >= 0,
                    "a player's crew count"):
                crew_on_board[p] += n
    dupes = sorted({p for p in seen if seen.count(p) > 1})
    need("pods", not dupes, f"pod(s) {dupes} are in two places")
    need("pods", len(seen) == npods, f"{len(seen)} pods placed, in rows and the supply; the board has {npods}")
    if set(state["seats"]) != set(players):
        out.append("seats: not one per player")
        return out
    total_art = state["artifacts"]
    for p, seat in state["seats"].items():
        path = f"seats.{p}"
        for key in ("mat", "ship", "materials", "fuel", "artifacts", "crew", "cp", "track",
                    "achievements", "dice", "used"):
            need(f"{path}.{key}", key in seat, "missing")
        if any(key not in seat for key in ("materials", "fuel", "artifacts", "crew", "track", "dice", "used", "ship", "cp")):
            continue
        need(f"{path}.ship", seat["ship"] in LOCATIONS or seat["ship"] == "", "not a location")
        need(f"{path}.materials", set(seat["materials"]) == set(MATERIALS), "the six materials")
        for m, n in seat["materials"].items():
            need(f"{path}.materials.{m}", isinstance(n, int) and n >= 0, "not a count")
        for key in ("fuel", "artifacts", "crew", "cp"):
            need(f"{path}.{key}", isinstance(seat[key], int) and seat[key] >= 0, "not a count")
        need(f"{path}.track", set(seat["track"]) == set(COLONY_KEYS), "xian, thebes, cuzco")
        for k, v in seat["track"].items():
            col = board["colonies"][COLONY_KEYS.index(k)] if k in COLONY_KEYS else None
            if col:
                need(f"{path}.track.{k}", isinstance(v, int) and 0 <= v <= col["track_length"],
                     f"not 0-{col['track_length']}")
        need(f"{path}.dice", set(seat["dice"]) == set(DICE), "the four dice")
        for d in seat["used"]:
            need(f"{path}.used", d in DICE, f"{d!r} is not a die")
        total_art += seat["artifacts"]
    need("artifacts", isinstance(state["artifacts"], int) and state["artifacts"] >= 0, "not a count")
    return out


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
