"""`gm template`: what the player can do at this step, as comment lines (each wholly in
parentheses, which the reader skips), then one post line the reader accepts as it is."""

from __future__ import annotations

from typing import Any

from gm_tool.games.beta_colony.actions import Action
from gm_tool.games.beta_colony.rules.board import (DICE, LOCATION_NAMES, MANUFACTORIES, MOONS, ROWS,
                                             row_of)
from gm_tool.games.beta_colony.posts.writer import write_action
from gm_tool.games.beta_colony.rules.act import (achievement_info, available_achievements,
                                                 destination)
from gm_tool.games.beta_colony.rules.common import active_bonus, has_power, held
from gm_tool.games.beta_colony.rules.flow import pod_label, step_info


def _gives(state: dict[str, Any], player: str, where: str, die: str, value: int) -> str:
    seat = state["seats"][player]
    if where in MOONS:
        kinds, bonus_die = MOONS[where]
        v = 6 if die == "black" and has_power(state, seat, "black_six") else value
        n = 1 if v <= 4 else 2
        text = f"{n} of {kinds[0]}/{kinds[1]}"
        if die == bonus_die:
            text += ", +1 CP"
        return text
    if where == "ridback":
        n = 1 if value <= 2 else 2 if value <= 4 else 3
        n += 1 if has_power(state, seat, "extra_fuel") else 0
        return f"+{n} fuel"
    if where == "azophi_nexus":
        extra = ", +1 CP" if die == "black" else ""
        return f"1 material + fuel, or a cultural achievement{extra}"
    if die == "black" and has_power(state, seat, "black_any_pod"):
        return "a pod from any row"
    row = row_of(value)
    if row is None:
        return "no row (7 or more)"
    pods = [pod_label(state, p) for p in state["rows"][row] if p >= 0]
    return f"row {ROWS[row]}: {', '.join(pods) or 'empty'}"


def template_post(state: dict[str, Any], player: str, settings: Any,
                  suggestion: Action | None = None) -> str:
    kind, players, label = step_info(state)
    seat = state["seats"][player]
    lines = [f"({label}.)"]
    phase = state["phase"]
    if phase == "mat":
        names = ", ".join(f"{m['key']} = {m['name']} ({'; '.join(m['powers'])})"
                          for m in state["board"]["mats"] if m["key"] in state["mats_left"])
        lines.append(f"(Mats left: {names}.)")
        suggestion = suggestion or Action("mat", where=state["mats_left"][0])
    elif phase == "ship":
        taken = {s["ship"] for s in state["seats"].values() if s["ship"]}
        free = [loc for loc in state["board"]["orbit"] if loc not in taken]
        lines.append(f"(Free locations: {', '.join(LOCATION_NAMES[x] for x in free)}.)")
        suggestion = suggestion or Action("ship", where=free[0])
    elif phase == "die_bonus":
        what = "set one die to 6" if active_bonus(state) == "six" else "flip one die (1<->6, 2<->5, 3<->4)"
        dice = ", ".join(f"{d} {seat['dice'][d]}" for d in DICE)
        lines.append(f"(Your dice: {dice}. You may {what}, or write 'no change'.)")
        suggestion = suggestion or Action("die")
    elif phase == "cycle_bonus":
        if active_bonus(state) == "material":
            lines.append(f"(Take one material of your choice, or write 'no material'; you hold "
                         f"{held(seat)} of {settings.material_limit}.)")
            suggestion = suggestion or Action("material", take=("water",))
        else:
            lines.append("(Gain one influence on any colony track; name the bonuses it reaches.)")
            suggestion = suggestion or Action("influence", influence_on=("xian",))
    elif phase == "actions":
        left = [d for d in DICE if d not in seat["used"]]
        dice = ", ".join(f"{d} {seat['dice'][d]}" for d in left)
        lines.append(f"(Dice left: {dice}; fuel {seat['fuel']} (each +-1 on a die); ship at "
                     f"{LOCATION_NAMES.get(seat['ship'], seat['ship'])}.)")
        for mover in left:
            steps = seat["dice"][mover]
            to = destination(state, seat["ship"], steps, False)
            gives = "; ".join(f"{d} {seat['dice'][d]}: {_gives(state, player, to, d, seat['dice'][d])}"
                              for d in left if d != mover)
            lines.append(f"(Move {mover} {steps} to {LOCATION_NAMES[to]} -> {gives}.)")
            if mover == "black" and has_power(state, seat, "black_ccw"):
                back = destination(state, seat["ship"], steps, True)
                lines.append(f"(Or black {steps} counter-clockwise to {LOCATION_NAMES[back]}.)")
        tops = ", ".join(achievement_info(state, k)["name"] for k in available_achievements(state))
        lines.append(f"(Materials: {', '.join(f'{n} {m}' for m, n in seat['materials'].items() if n) or 'none'}; "
                     f"artifacts {seat['artifacts']}; crew left {seat['crew']}. Achievements "
                     f"available: {tops or 'none'}.)")
        if any(loc in MANUFACTORIES for loc in state["board"]["orbit"]):
            rows = "; ".join(f"{ROWS[r]}: " + ", ".join(pod_label(state, p) for p in state["rows"][r]
                                                      if p >= 0) for r in range(4))
            lines.append(f"(Manufactory rows {rows}.)")
        lines.append("(Write e.g. 'black 6 to Nebra, blue 1: water', 'dock for fuel with blue and "
                     "green', or at a Manufactory 'take the red pod from row 5, build on Thebes 27'; "
                     "name the bonuses' choices after ';', e.g. '; bonus: water; crew on 27'.)")
        if suggestion is None and len(left) >= 2:
            suggestion = Action("dock", dice=(left[0], left[1]))
    if suggestion is not None:
        lines.append(write_action(state, player, suggestion))
    return "\n".join(lines) + "\n"
