"""An Action as the canonical post line (what `gm template`, the bots and the summaries write;
the reader reads it back to the same Action)."""

from __future__ import annotations

from typing import Any

from gm_tool.games.beta_colony.actions import Action
from gm_tool.games.beta_colony.rules.board import LOCATION_NAMES, MANUFACTORIES, ROWS
from gm_tool.games.beta_colony.rules.common import COLONY_KEYS


def _loc(key: str) -> str:
    name = LOCATION_NAMES.get(key, key)
    return name


def space_text(state: dict[str, Any], space: int) -> str:
    colonies = state["board"]["colonies"]
    return f"{colonies[space // 18]['name']} {space}"


def die_text(state: dict[str, Any], player: str, die: str, fuel: int) -> str:
    value = state["seats"][player]["dice"][die]
    if fuel:
        return f"{die} {value} ({fuel:+d} fuel -> {value + fuel})"
    return f"{die} {value}"


def pod_text(state: dict[str, Any], row: int, col: int) -> str:
    pod = state["rows"][row][col]
    colour = state["board"]["pods"][pod]["colour"] if pod >= 0 else "?"
    same = [c for c, p in enumerate(state["rows"][row])
            if p >= 0 and state["board"]["pods"][p]["colour"] == colour]
    differ = len({tuple(sorted(state["board"]["pods"][state["rows"][row][c]].items()))
                  for c in same}) > 1
    column = f" column {col + 1}" if differ else ""
    return f"the {colour} pod from row {ROWS[row]}{column}"


def achievement_name(state: dict[str, Any], key: str) -> str:
    for b in state["board"]["buildings"]:
        if b["key"] == key:
            return "building"
    for s in state["board"]["statues"]:
        if s["key"] == key:
            return f"statue of the {s['kind']}"
    return key


def write_action(state: dict[str, Any], player: str, action: Action) -> str:
    k = action.kind
    if k == "mat":
        mat = next((m for m in state["board"]["mats"] if m["key"] == action.where), None)
        # the mat's name as the board gives it, without a remark ("Mat C (placeholder name)")
        name = mat["name"].split("(")[0].strip() if mat else ""
        return f"mat: {name or (mat['key'] if mat else action.where)}"
    if k == "ship":
        return f"ship to {_loc(action.where)}"
    if k == "die":
        if not action.dice:
            return "no change"
        from gm_tool.games.beta_colony.rules.common import active_bonus
        return f"flip {action.dice[0]}" if active_bonus(state) == "flip" else \
            f"set {action.dice[0]} to 6"
    if k == "material":
        return f"take {action.take[0]}" if action.take else "no material"
    if k == "pass":
        return "pass"
    if k == "dock":
        return f"dock for fuel with {action.dice[0]} and {action.dice[1]}"
    if k == "influence":
        if not action.influence_on:
            return "no influence"
        head = f"influence on {_colony(state, action.influence_on[0])}"
        return "; ".join([head] + _extras(state, Action("move", bonus_materials=action.bonus_materials,
                                                                crew_on=action.crew_on,
                                                                free_pods=action.free_pods,
                                                                free_achievements=action.free_achievements,
                                                                influence_on=action.influence_on[1:])))
    # a move and an activation
    move = die_text(state, player, action.dice[0], action.fuel_of(0))
    act = die_text(state, player, action.dice[1], action.fuel_of(1))
    ccw = " counter-clockwise" if action.ccw else ""
    where = action.where
    if where in ("gan_de", "jyo", "nebra"):
        effect = _materials(action.take) if action.take else "nothing"
    elif where == "ridback":
        effect = "fuel"
    elif where == "azophi_nexus":
        if action.achievement:
            effect = (f"build the {achievement_name(state, action.achievement)} on "
                      f"{space_text(state, action.space)}")
        else:
            effect = f"take {action.take[0]} and a fuel" if action.take else "take a fuel"
    elif where in MANUFACTORIES:
        if action.pod != (-1, -1):
            effect = (f"take {pod_text(state, *action.pod)}, build on "
                      f"{space_text(state, action.space)}")
        else:
            effect = "nothing"
    else:
        effect = "nothing"
    text = f"{move}{ccw} to {_loc(where)}, {act}: {effect}"
    return "; ".join([text] + _extras(state, action))


def _materials(materials: list[str] | tuple[str, ...]) -> str:
    """Materials as a GM writes them: "2 water" for two of one kind (what players and GMs write,
    never "water and water"), "water and polymer" for two kinds."""
    if len(materials) > 1 and len(set(materials)) == 1:
        return f"{len(materials)} {materials[0]}"
    return " and ".join(materials)


def _colony(state: dict[str, Any], key: str) -> str:
    return state["board"]["colonies"][COLONY_KEYS.index(key)]["name"]


def _extras(state: dict[str, Any], a: Action) -> list[str]:
    out = []
    if a.pay_pod:
        out.append(f"pay {_pay(a.pay_pod)} for the pod")
    if a.pay_space:
        out.append(f"pay {_pay(a.pay_space)} for the space")
    if a.buy_points:
        out.append(f"2 CP for {a.buy_points}")
    if a.bonus_materials:
        out.append("bonus: " + _materials(a.bonus_materials))
    for space in a.crew_on:
        out.append(f"crew on {space_text(state, space)}")
    for row, col, space in a.free_pods:
        out.append(f"free pod: {pod_text(state, row, col)} on {space_text(state, space)}")
    for key, space in a.free_achievements:
        out.append(f"free achievement: the {achievement_name(state, key)} on "
                   f"{space_text(state, space)}")
    for colony in a.influence_on:
        out.append(f"influence on {_colony(state, colony)}")
    return out


def _pay(what: str) -> str:
    if what.startswith("pair:"):
        return f"2 {what[5:]}"
    return what
