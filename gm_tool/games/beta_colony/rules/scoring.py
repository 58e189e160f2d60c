"""Cycle goals (end of rounds 3, 6 and 9) and the final scoring: CP from play, artifacts,
cultural achievements, colony majorities by difference to the fewest crew; ties broken by the
most crew on Victus, then shared."""

from __future__ import annotations

from collections import Counter
from typing import Any

from gm_tool.games.beta_colony.rules.board import (COLONY_SPACES, MAJORITY, MATERIALS, NEIGHBOURS,
                                             POD_COLOURS, STATUE_PER)
from gm_tool.games.beta_colony.rules.common import (COLONY_KEYS, center_crew, colony_crew,
                                                    crew_count, far_pod_crew)


def majority_points(diff: int) -> int:
    return MAJORITY[min(max(diff, 0), 5)]


def majorities(state: dict[str, Any]) -> dict[str, list[int]]:
    """player -> points in each colony (by difference to the player with the fewest crew)."""
    players = state["players"]
    out = {p: [0, 0, 0] for p in players}
    for c in range(3):
        counts = {p: colony_crew(state, p, c) for p in players}
        fewest = min(counts.values()) if counts else 0
        for p in players:
            out[p][c] = majority_points(counts[p] - fewest)
    return out


def longest_chain(state: dict[str, Any], player: str) -> int:
    """The crew in the player's largest group of adjacent tiles with their crew."""
    spaces = state["spaces"]
    mine = {i for i, sp in enumerate(spaces) if sp["crew"].get(player, 0)}
    best = 0
    while mine:
        start = mine.pop()
        stack, total = [start], 0
        while stack:
            here = stack.pop()
            total += spaces[here]["crew"][player]
            for n in NEIGHBOURS[here]:
                if n in mine:
                    mine.discard(n)
                    stack.append(n)
        best = max(best, total)
    return best


def pods_of_one_colour(state: dict[str, Any], player: str) -> int:
    pods = state["board"]["pods"]
    counts = Counter(pods[sp["pod"]]["colour"] for sp in state["spaces"]
                     if sp["pod"] >= 0 and sp["crew"].get(player, 0))
    return max(counts.values(), default=0)


def statue_points(state: dict[str, Any], player: str, kind: str, cap: int,
                  materials: int | None = None) -> int:
    seat = state["seats"][player]
    if kind == "materials":
        n = sum(seat["materials"].values()) if materials is None else materials
    elif kind == "chain":
        n = longest_chain(state, player)
    elif kind == "center":
        n = max(center_crew(state, player, c) for c in range(3))
    else:
        n = pods_of_one_colour(state, player)
    return min(cap, n * STATUE_PER[kind])


def achievement_points(state: dict[str, Any], player: str) -> int:
    total = 0
    for key in state["seats"][player]["achievements"]:
        b = next((b for b in state["board"]["buildings"] if b["key"] == key), None)
        if b is not None:
            total += b["points"]
            continue
        st = next(s for s in state["board"]["statues"] if s["key"] == key)
        total += statue_points(state, player, st["kind"], st["max"])
    return total


def _has_materials_statue(state: dict[str, Any], player: str) -> dict[str, Any] | None:
    for key in state["seats"][player]["achievements"]:
        st = next((s for s in state["board"]["statues"] if s["key"] == key), None)
        if st is not None and st["kind"] == "materials":
            return st
    return None


def cycle_goal(state: dict[str, Any], player: str, card: str, settings) -> int:
    """The points `player` scores for the card's goal now (0: not met). The discard goal
    discards its materials (in place) when it is taken."""
    seat = state["seats"][player]
    points = state["board"]["cycle_cards"][card]["points"]
    mats = seat["materials"]
    if card == "c1_matching":
        met = max(mats.values()) >= 4
    elif card == "c1_center_crew":
        met = any(center_crew(state, player, c) >= 2 for c in range(3))
    elif card == "c1_artifact":
        met = seat["artifacts"] >= 1
    elif card == "c2_crew_each":
        met = all(colony_crew(state, player, c) >= 2 for c in range(3))
    elif card == "c2_colours":
        pods = state["board"]["pods"]
        colours = {pods[sp["pod"]]["colour"] for sp in state["spaces"]
                   if sp["pod"] >= 0 and sp["crew"].get(player, 0)}
        met = len(colours) >= 4
    elif card == "c2_influence":
        met = all(seat["track"][k] >= 4 for k in COLONY_KEYS)
    elif card == "c3_fuel":
        met = seat["fuel"] >= 7
    elif card == "c3_far_crew":
        met = far_pod_crew(state, player) >= 6
    elif card == "c3_discard":
        need = Counter(state["board"]["cycle_cards"][card].get("materials", []))
        met = all(mats[m] >= n for m, n in need.items())
        if met and settings.discard_goal == "never":
            met = False
        if met and settings.discard_goal == "best":
            statue = _has_materials_statue(state, player)
            if statue is not None:
                held_now = sum(mats.values())
                keep = statue_points(state, player, "materials", statue["max"], held_now)
                take = points + statue_points(state, player, "materials", statue["max"],
                                              held_now - sum(need.values()))
                met = take > keep
        if met:
            for m, n in need.items():
                mats[m] -= n
    else:
        met = False
    return points if met else 0


def final_scores(state: dict[str, Any], settings) -> tuple[list[dict[str, Any]], list[str]]:
    """The final table (ranked) and the winners."""
    maj = majorities(state)
    lines = []
    for p in state["players"]:
        seat = state["seats"][p]
        ach = achievement_points(state, p)
        line = {"player": p, "play": seat["cp"], "artifacts": seat["artifacts"],
                "achievements": ach, "xian": maj[p][0], "thebes": maj[p][1], "cuzco": maj[p][2],
                "crew": crew_count(state, p)}
        line["total"] = seat["cp"] + seat["artifacts"] + ach + sum(maj[p])
        lines.append(line)
    lines.sort(key=lambda x: (-x["total"], -x["crew"], state["players"].index(x["player"])))
    active = [x for x in lines if x["player"] not in state["dropped"]] or lines
    best = max((x["total"] for x in active), default=0)
    top = [x for x in active if x["total"] == best]
    most = max((x["crew"] for x in top), default=0)
    winners = [x["player"] for x in top if x["crew"] == most]
    return lines, winners


def projected(state: dict[str, Any]) -> dict[str, int]:
    """Each player's score if the game ended now (no cycle goals still to come)."""
    maj = majorities(state)
    return {p: state["seats"][p]["cp"] + state["seats"][p]["artifacts"]
            + achievement_points(state, p) + sum(maj[p]) for p in state["players"]}


__all__ = ["COLONY_SPACES", "MATERIALS", "POD_COLOURS", "cycle_goal", "final_scores",
           "majorities", "majority_points", "projected", "statue_points", "longest_chain"]
