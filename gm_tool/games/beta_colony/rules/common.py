"""Helpers every rule uses: the state's shape, the active cycle card, a fast copy, colony groups."""

from __future__ import annotations

from typing import Any

from gm_tool.games.beta_colony.rules.board import (COLONY_SPACES, CYCLE_CARDS, MATERIALS, NEIGHBOURS,
                                             next_to_center)

COLONY_KEYS = ("xian", "thebes", "cuzco")


def cycle_of(round_no: int) -> int:
    """1, 2 or 3 (round 0, the setup, counts as cycle 1)."""
    if 0 <= round_no <= 9:
        return _CYCLES[round_no]
    return min(3, max(1, (round_no - 1) // 3 + 1))


_CYCLES = (1, 1, 1, 1, 2, 2, 2, 3, 3, 3)       # (the rules ask at every step)


def active_card(state: dict[str, Any]) -> str:
    """The cycle card of the current cycle (its bonus is in effect)."""
    return state["cycle"][cycle_of(state["round"]) - 1]


def active_bonus(state: dict[str, Any]) -> str:
    """The bonus word of the card in effect ("six", "polymer_wild", ...); "" during the setup."""
    if state["round"] < 1:
        return ""
    return CYCLE_CARDS[active_card(state)][2]


def held(seat: dict[str, Any]) -> int:
    return sum(seat["materials"].values())


def has_power(state: dict[str, Any], seat: dict[str, Any], power: str) -> bool:
    mat = seat["mat"]
    if not mat:
        return False
    for m in state["board"]["mats"]:
        if m["key"] == mat:
            return power in m["powers"]
    return False


def copy_state(state: dict[str, Any]) -> dict[str, Any]:
    """A copy the rules may change without touching `state` (the board is shared: it never
    changes)."""
    new = dict(state)
    new["seats"] = {p: _copy_seat(s) for p, s in state["seats"].items()}
    new["spaces"] = [{"pod": sp["pod"], "tile": sp["tile"], "crew": dict(sp["crew"])}
                     for sp in state["spaces"]]
    new["rows"] = [list(r) for r in state["rows"]]
    new["pod_supply"] = list(state["pod_supply"])
    new["pods_out"] = list(state["pods_out"])
    new["buildings_hidden"] = list(state["buildings_hidden"])
    new["statues_left"] = list(state["statues_left"])
    new["to_act"] = list(state["to_act"])
    new["turn_order"] = list(state["turn_order"])
    new["mats_left"] = list(state["mats_left"])
    new["dropped"] = list(state["dropped"])
    new["roll"] = dict(state["roll"])
    new["goals"] = [dict(g) for g in state["goals"]]
    new["winners"] = list(state["winners"])
    new["final"] = [dict(f) for f in state["final"]]
    return new


def _copy_seat(seat: dict[str, Any]) -> dict[str, Any]:
    new = dict(seat)
    new["materials"] = dict(seat["materials"])
    new["track"] = dict(seat["track"])
    new["achievements"] = list(seat["achievements"])
    new["dice"] = dict(seat["dice"])
    new["used"] = list(seat["used"])
    return new


def empty_materials() -> dict[str, int]:
    return {m: 0 for m in MATERIALS}


def pod_colour(state: dict[str, Any], space: int) -> str:
    pod = state["spaces"][space]["pod"]
    return state["board"]["pods"][pod]["colour"] if pod >= 0 else ""


def group_of(state: dict[str, Any], space: int, colour: str) -> set[int]:
    """The contiguous group of `colour` pods that a pod of `colour` on `space` would join (with
    `space` itself)."""
    spaces = state["spaces"]
    pods = state["board"]["pods"]
    seen = {space}
    stack = [space]
    while stack:
        here = stack.pop()
        for n in NEIGHBOURS[here]:
            if n in seen:
                continue
            pod = spaces[n]["pod"]
            if pod >= 0 and pods[pod]["colour"] == colour:
                seen.add(n)
                stack.append(n)
    return seen


def is_open(state: dict[str, Any], space: int) -> bool:
    sp = state["spaces"][space]
    return sp["pod"] < 0 and not sp["tile"]


def space_colour(state: dict[str, Any], space: int) -> str:
    return state["board"]["colonies"][space // COLONY_SPACES]["spaces"][space % COLONY_SPACES]


def crew_count(state: dict[str, Any], player: str) -> int:
    """The player's crew on Victus (pods and tiles)."""
    return sum(sp["crew"].get(player, 0) for sp in state["spaces"])


def colony_crew(state: dict[str, Any], player: str, colony: int) -> int:
    base = colony * COLONY_SPACES
    return sum(sp["crew"].get(player, 0) for sp in state["spaces"][base:base + COLONY_SPACES])


def center_crew(state: dict[str, Any], player: str, colony: int) -> int:
    """The player's crew next to the colony's center."""
    base = colony * COLONY_SPACES
    return sum(state["spaces"][s]["crew"].get(player, 0) for s in range(base + 12, base + 18))


def space_name(state: dict[str, Any], space: int) -> str:
    return f"{state['board']['colonies'][space // COLONY_SPACES]['name']} {space}"


def far_pod_crew(state: dict[str, Any], player: str) -> int:
    return sum(sp["crew"].get(player, 0) for i, sp in enumerate(state["spaces"])
               if sp["pod"] >= 0 and not next_to_center(i))
