"""What must hold after every step, whatever the players did (self-play checks it): materials
never over the limit, artifacts conserved (≤ 16 held), crew conserved, every pod in one place,
no same-colour group over the largest, tracks within their length, nothing negative.

When (with the harness's `baseline`, a dict): the artifacts and the count of pods after every
step; every seat after every step but an action before the round's last, which can change only
its player's seat (that one is checked then). The 54 spaces (the pods and crew on them, a pod and a tile on one space) are
counted again at the first check of every round, at the end, and whenever a step could have
changed them: a space changes only when a pod is built (the pods off the board change), a crew
placed (a seat's crew changes) or a tile laid (an achievement is added); otherwise the counts of
the last pass stand. When a pass finds a pod that was not there at the last one, the group it
is in is searched (pods never move: a group only grows where a pod is added); the first pass
searches every group. Without a baseline every call is the whole check."""

from __future__ import annotations

from typing import Any

from gm_tool.games.beta_colony.rules.board import NEIGHBOURS
from gm_tool.games.beta_colony.rules.common import COLONY_KEYS


def problems(state: dict[str, Any], settings: Any, baseline: Any = None) -> list[str]:
    out = []
    seats = state["seats"]
    in_rows = 0
    for row in state["rows"]:
        in_rows += len(row) - row.count(-1)
    off_board = in_rows + len(state["pod_supply"]) + len(state["pods_out"])
    tiles = 0
    artifacts = state["artifacts"]
    crews = []
    for seat in seats.values():
        tiles += len(seat["achievements"])
        artifacts += seat["artifacts"]
        crews.append(seat["crew"])
    # what a change of the spaces always changes too (see the docstring)
    footprint = (state["round"], state["ended"], off_board, tiles, *crews)
    remembered = baseline if isinstance(baseline, dict) else {}
    if remembered.get("footprint") == footprint:
        placed, crew_on = remembered["placed"], remembered["crew_on"]
    else:
        placed, crew_on, on_spaces = _count_spaces(state, out)
        if [p for p in crew_on if p not in seats]:
            out.append(f"crew of no player on Victus: {crew_on}")
        before = remembered.get("on_spaces")
        if on_spaces != before:
            out += _groups(state, settings.largest_group, on_spaces, before)
        if isinstance(baseline, dict):
            baseline.update(footprint=footprint, placed=placed, crew_on=crew_on,
                            on_spaces=on_spaces)
    limit = settings.material_limit
    crew = settings.crew_per_player
    lengths = remembered.get("lengths")
    if lengths is None:     # (the board never changes during a game)
        lengths = remembered["lengths"] = [
            (k, c["track_length"]) for k, c in zip(COLONY_KEYS, state["board"]["colonies"])]
    for p in _changed_seats(state, remembered):
        seat = seats[p]
        materials = seat["materials"].values()
        if sum(materials) > limit:
            out.append(f"{p} holds {sum(materials)} materials (limit {limit})")
        if min(materials) < 0 or seat["fuel"] < 0 or seat["artifacts"] < 0 or seat["crew"] < 0 \
                or seat["cp"] < 0:
            out.append(f"{p} has a negative count")
        if seat["crew"] + crew_on.get(p, 0) != crew:
            out.append(f"{p}'s crew: {seat['crew']} left + {crew_on.get(p, 0)} on Victus != {crew}")
        track = seat["track"]
        for k, length in lengths:
            if not 0 <= track[k] <= length:
                out.append(f"{p}'s track {k} is at {track[k]}")
        if len(seat["achievements"]) > settings.achievements_per_player:
            out.append(f"{p} has {len(seat['achievements'])} cultural achievements")
    if artifacts != settings.artifacts_in_game:
        out.append(f"{artifacts} artifacts in the game, not {settings.artifacts_in_game}")
    pods = state["board"]["pods"]
    if placed + off_board != len(pods):
        out.append(f"{placed + off_board} pods accounted for, not {len(pods)}")
    return out


def _changed_seats(state: dict[str, Any], remembered: dict[str, Any]) -> Any:
    """The seats a step could have changed: after an action that leaves the action phase going
    (not a round's last), the acting player's alone (an action changes no other seat; the
    baseline remembers who was to act); after any other step, every seat."""
    actor = remembered.get("next")
    acting = state["phase"] == "actions" and state["to_act"]
    remembered["next"] = state["to_act"][0] if acting else None
    if acting and actor is not None:
        return (actor,)
    return state["seats"]


def _count_spaces(state: dict[str, Any], out: list[str]) -> tuple[int, dict[str, int], list[int]]:
    """(pods on the spaces, crew on them by player, the pod on each space (-1 none)); a space
    with a pod and a tile to `out`."""
    crew_on: dict[str, int] = {}
    on_spaces = []
    placed = 0
    for i, sp in enumerate(state["spaces"]):
        pod = sp["pod"]
        on_spaces.append(pod)
        if pod >= 0:
            placed += 1
            if sp["tile"]:
                out.append(f"space {i} holds a pod and a tile")
        crew = sp["crew"]
        if crew:
            for p, n in crew.items():
                crew_on[p] = crew_on.get(p, 0) + n
    return placed, crew_on, on_spaces


def _groups(state: dict[str, Any], largest: int, on_spaces: list[int],
            before: list[int] | None) -> list[str]:
    """Every same-colour group over `largest` pods; with the pods of the last search (`before`),
    only the groups holding a space whose pod is new since: pods never move, so a group can only
    have grown where a pod was added (and every group was searched at the first check)."""
    pods = state["board"]["pods"]
    if before is None:
        starts: Any = range(len(on_spaces))
    else:
        starts = [i for i, (now, then) in enumerate(zip(on_spaces, before)) if now != then]
    seen: set[int] = set()
    out = []
    for i in starts:
        if on_spaces[i] < 0 or i in seen:
            continue
        c = pods[on_spaces[i]]["colour"]
        group, stack = {i}, [i]
        while stack:
            here = stack.pop()
            for n in NEIGHBOURS[here]:
                q = on_spaces[n]
                if q >= 0 and n not in group and pods[q]["colour"] == c:
                    group.add(n)
                    stack.append(n)
        seen |= group
        if len(group) > largest:
            out.append(f"a group of {len(group)} {c} pods at {sorted(group)}")
    return out
