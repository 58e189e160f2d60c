"""What must hold after every step, whatever the players did (self-play checks it): materials
never over the limit, artifacts conserved (≤ 16 held), crew conserved, every pod in one place,
no same-colour group over the largest, tracks within their length, nothing negative.

One pass over the 54 spaces per call; the groups are searched again only when a pod was built
since the last call (pods never move), which `baseline` (a dict) remembers."""

from __future__ import annotations

from typing import Any

from gm_tool.games.beta_colony.board import NEIGHBOURS


def problems(state: dict[str, Any], settings: Any, baseline: Any = None) -> list[str]:
    out = []
    seats = state["seats"]
    crew_on = dict.fromkeys(seats, 0)
    placed = 0
    for i, sp in enumerate(state["spaces"]):
        if sp["pod"] >= 0:
            placed += 1
            if sp["tile"]:
                out.append(f"space {i} holds a pod and a tile")
        crew = sp["crew"]
        if crew:
            for p, n in crew.items():
                crew_on[p] += n
    artifacts = state["artifacts"]
    limit = settings.material_limit
    colonies = state["board"]["colonies"]
    for p, seat in seats.items():
        materials = seat["materials"].values()
        if sum(materials) > limit:
            out.append(f"{p} holds {sum(materials)} materials (limit {limit})")
        if min(materials) < 0 or seat["fuel"] < 0 or seat["artifacts"] < 0 or seat["crew"] < 0:
            out.append(f"{p} has a negative count")
        artifacts += seat["artifacts"]
        if seat["crew"] + crew_on[p] != settings.crew_per_player:
            out.append(f"{p}'s crew: {seat['crew']} left + {crew_on[p]} on Victus != "
                       f"{settings.crew_per_player}")
        for i, v in enumerate(seat["track"].values()):
            if not 0 <= v <= colonies[i]["track_length"]:
                out.append(f"{p}'s track {i} is at {v}")
        if len(seat["achievements"]) > settings.achievements_per_player:
            out.append(f"{p} has {len(seat['achievements'])} cultural achievements")
    if artifacts != settings.artifacts_in_game:
        out.append(f"{artifacts} artifacts in the game, not {settings.artifacts_in_game}")
    pods = state["board"]["pods"]
    in_rows = sum(1 for row in state["rows"] for p in row if p >= 0)
    total = placed + in_rows + len(state["pod_supply"]) + len(state["pods_out"])
    if total != len(pods):
        out.append(f"{total} pods accounted for, not {len(pods)}")
    if isinstance(baseline, dict) and baseline.get("placed") == placed:
        return out
    if isinstance(baseline, dict):
        baseline["placed"] = placed
    out += _groups(state, settings.largest_group)
    return out


def _groups(state: dict[str, Any], largest: int) -> list[str]:
    pods = state["board"]["pods"]
    colour = [pods[sp["pod"]]["colour"] if sp["pod"] >= 0 else "" for sp in state["spaces"]]
    seen: set[int] = set()
    out = []
    for i, c in enumerate(colour):
        if not c or i in seen:
            continue
        group, stack = {i}, [i]
        while stack:
            here = stack.pop()
            for n in NEIGHBOURS[here]:
                if n not in group and colour[n] == c:
                    group.add(n)
                    stack.append(n)
        seen |= group
        if len(group) > largest:
            out.append(f"a group of {len(group)} {c} pods at {sorted(group)}")
    return out
