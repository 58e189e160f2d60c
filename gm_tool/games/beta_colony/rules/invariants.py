"""What must hold after every step, whatever the players did (self-play checks it): materials
never over the limit, artifacts conserved (≤ 16 held), crew conserved, every pod in one place,
no same-colour group over the largest, tracks within their length, nothing negative."""

from __future__ import annotations

from typing import Any

from gm_tool.games.beta_colony.board import NEIGHBOURS


def problems(state: dict[str, Any], settings: Any, baseline: Any = None) -> list[str]:
    out = []
    artifacts = state["artifacts"]
    crew_on = {p: 0 for p in state["players"]}
    for sp in state["spaces"]:
        for p, n in sp["crew"].items():
            crew_on[p] += n
    placed = 0
    pods = state["board"]["pods"]
    for i, sp in enumerate(state["spaces"]):
        if sp["pod"] >= 0:
            placed += 1
            if sp["tile"]:
                out.append(f"space {i} holds a pod and a tile")
    for p, seat in state["seats"].items():
        held = sum(seat["materials"].values())
        if held > settings.material_limit:
            out.append(f"{p} holds {held} materials (limit {settings.material_limit})")
        if min(seat["materials"].values()) < 0 or seat["fuel"] < 0 or seat["artifacts"] < 0 \
                or seat["crew"] < 0:
            out.append(f"{p} has a negative count")
        artifacts += seat["artifacts"]
        if seat["crew"] + crew_on[p] != settings.crew_per_player:
            out.append(f"{p}'s crew: {seat['crew']} left + {crew_on[p]} on Victus != "
                       f"{settings.crew_per_player}")
        for i, (k, v) in enumerate(seat["track"].items()):
            if not 0 <= v <= state["board"]["colonies"][i]["track_length"]:
                out.append(f"{p}'s {k} track is at {v}")
        if len(seat["achievements"]) > settings.achievements_per_player:
            out.append(f"{p} has {len(seat['achievements'])} cultural achievements")
    if artifacts != settings.artifacts_in_game:
        out.append(f"{artifacts} artifacts in the game, not {settings.artifacts_in_game}")
    in_rows = sum(1 for row in state["rows"] for p in row if p >= 0)
    total = placed + in_rows + len(state["pod_supply"]) + len(state["pods_out"])
    if total != len(pods):
        out.append(f"{total} pods accounted for, not {len(pods)}")
    # groups
    seen: set[int] = set()
    for i, sp in enumerate(state["spaces"]):
        if sp["pod"] < 0 or i in seen:
            continue
        colour = pods[sp["pod"]]["colour"]
        group, stack = {i}, [i]
        while stack:
            here = stack.pop()
            for n in NEIGHBOURS[here]:
                q = state["spaces"][n]["pod"]
                if n not in group and q >= 0 and pods[q]["colour"] == colour:
                    group.add(n)
                    stack.append(n)
        seen |= group
        if len(group) > settings.largest_group:
            out.append(f"a group of {len(group)} {colour} pods at {sorted(group)}")
    return out
