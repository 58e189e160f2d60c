"""Beta Colony's board picture, from the public view only: the three colonies as hex maps (each
space's colour and number as the rules number them, pods with colour and influence, tiles, crew
by player), the colony tracks with the players' markers, the orbit with the ships, the
Manufactory rows, the achievements and cycle cards, and every player's materials, fuel,
artifacts, crew and CP. Every colour carries its letter; the legend says what each means."""

from __future__ import annotations

import math
from typing import Any

from gm_tool.core.picture.kit import Chip
from gm_tool.core.picture.palette import (
    FAINT,
    INK,
    MUTED,
    PAPER,
    Swatch,
    named,
    player_swatches,
)

from ..board import CELLS, COLONY_SPACES, COLOUR_OF, MATERIALS, ROWS
from . import context as ctxmod

HEX = 40                      # a space's circumradius, in pixels
COLONY_W = 520                # the width given to each colony (map and track)
SQRT3 = math.sqrt(3)
LOCATION_SHORT = {"gan_de": "Gan De", "jyo": "Jyo", "nebra": "Nebra",
                  "manufactory_left": "Left\nManufactory", "manufactory_right": "Right\nManufactory",
                  "ridback": "Ridback", "azophi_nexus": "Azophi\nNexus"}
TRACK_SHORT = {"material": "1 mat", "materials": "2 mat", "artifact": "art", "fuel": "2 fuel",
               "crew": "crew", "pod": "pod", "achievement": "ach"}
BONUS_SHORT = {"": "", "cp": "+2CP", "artifact": "+art", "fuel": "+2F", "two_crew": "2 crew",
               "no_crew": "0 crew"}


def draw(view: dict[str, Any], canvas) -> None:
    state = view["state"]
    board = state.get("board") or {}
    swatches = player_swatches(view["players"])
    note = ctxmod.board_line(state) if board.get("placeholder") else None
    y = canvas.title(view, note, round_word=ctxmod.ROUND_WORD, extra=ctxmod._phase_text(state))
    if not board.get("colonies"):
        canvas.footer(canvas.text(20, y, "No board in this state yet.", 12))
        return
    y = _colonies(canvas, state, board, swatches, y + 6)
    y = _tracks(canvas, state, board, swatches, y + 10)
    y = _orbit_and_supply(canvas, state, board, swatches, y + 14)
    y = _players(canvas, state, board, swatches, view["players"], y + 14)
    y = _legend(canvas, board, swatches, y + 14)
    canvas.footer(y)


# The colonies ---------------------------------------------------------------------------------

def _cell_centre(ox: float, oy: float, q: int, r: int) -> tuple[float, float]:
    """Flat-topped axial coordinates to pixels (y down)."""
    return ox + HEX * 1.5 * q, oy + HEX * SQRT3 * (r + q / 2)


def _colonies(canvas, state: dict[str, Any], board: dict[str, Any],
              swatches: dict[str, Swatch], y: float) -> float:
    spaces = state.get("spaces") or []
    pods = board.get("pods") or []
    tiles = {**{b["key"]: ("Bd", b["name"]) for b in board.get("buildings", [])},
             **{s["key"]: ("St", s["name"]) for s in board.get("statues", [])}}
    top = y + 26
    for c, colony in enumerate(board["colonies"][:3]):
        left = 20 + c * COLONY_W
        canvas.text(left, y, f"{colony['name']} (spaces {c * COLONY_SPACES}-{c * COLONY_SPACES + 17})",
                    13, bold=True)
        ox, oy = left + COLONY_W / 2 - 20, top + 2.5 * HEX * SQRT3
        canvas.hexagon(ox, oy, HEX, FAINT, edge=MUTED, lw=1.2)
        canvas.text(ox, oy, "center", 8, ha="center", va="center", color=MUTED)
        for rel, (q, r) in enumerate(CELLS):
            number = c * COLONY_SPACES + rel
            cx, cy = _cell_centre(ox, oy, q, r)
            colour = named(colony["spaces"][rel])
            space = spaces[number] if number < len(spaces) else {"pod": -1, "tile": "", "crew": {}}
            _space(canvas, cx, cy, number, colour, space, pods, tiles, swatches)
    return top + 5 * HEX * SQRT3 + 8


def _space(canvas, cx: float, cy: float, number: int, colour: Swatch, space: dict[str, Any],
           pods: list[dict[str, Any]], tiles: dict[str, tuple[str, str]],
           swatches: dict[str, Swatch]) -> None:
    canvas.hexagon(cx, cy, HEX, colour.fill, edge=INK, lw=1)
    canvas.text(cx, cy - HEX * 0.64, f"{number} {colour.letter}", 8, bold=True, ha="center",
                va="center", color=colour.ink)
    pod = space.get("pod", -1)
    if isinstance(pod, int) and 0 <= pod < len(pods):
        info = pods[pod]
        pod_swatch = named(info["colour"])
        canvas.rect(cx - 15, cy - 15, 30, 18, pod_swatch.fill, edge=INK, lw=1.8)
        canvas.text(cx, cy - 6, f"{pod_swatch.letter}{info['influence']}", 8.5, bold=True,
                    ha="center", va="center", color=pod_swatch.ink)
    elif space.get("tile"):
        kind, _ = tiles.get(space["tile"], ("T", space["tile"]))
        canvas.rect(cx - 13, cy - 15, 26, 18, INK, edge=INK)
        canvas.text(cx, cy - 6, kind, 8, bold=True, ha="center", va="center", color=PAPER)
    crew = [(p, n) for p, n in (space.get("crew") or {}).items() if n]
    for i, (player, count) in enumerate(crew[:3]):
        swatch = swatches.get(player) or Swatch(player, "#999999", player[:1])
        x = cx + (i - (len(crew[:3]) - 1) / 2) * 19
        label = swatch.letter + (str(count) if count > 1 else "")
        canvas.token(x, cy + HEX * 0.42, 9, swatch, label)


# Colony tracks ----------------------------------------------------------------------------------

def _tracks(canvas, state: dict[str, Any], board: dict[str, Any], swatches: dict[str, Swatch],
            y: float) -> float:
    seats = state.get("seats") or {}
    lowest = y
    for c, colony in enumerate(board["colonies"][:3]):
        key = ctxmod.COLONY_KEYS[c]
        left = 20 + c * COLONY_W
        length = int(colony.get("track_length", 15))
        cell = min(30.0, (COLONY_W - 40) / (length + 1))
        canvas.text(left, y, f"{colony['name']} track (influence)", 11, bold=True)
        top = y + 20
        for pos in range(length + 1):
            x = left + pos * cell
            bonus = (colony.get("track") or {}).get(str(pos))
            canvas.rect(x, top, cell, 26, FAINT if bonus else PAPER, edge=MUTED, lw=0.8)
            canvas.text(x + cell / 2, top + 13, pos, 8, ha="center", va="center")
            if bonus:
                text = (f"{bonus.get('points', '')}CP" if bonus["bonus"] == "cp"
                        else TRACK_SHORT.get(bonus["bonus"], bonus["bonus"]))
                canvas.text(x + cell / 2, top + 30, text, 6.5, ha="center", color=MUTED)
        stack: dict[int, int] = {}
        for player, seat in seats.items():
            pos = min(int((seat.get("track") or {}).get(key, 0)), length)
            level = stack.get(pos, 0)
            stack[pos] = level + 1
            canvas.token(left + pos * cell + cell / 2, top + 52 + level * 19, 9,
                         swatches.get(player) or Swatch(player, "#999999", player[:1]))
        lowest = max(lowest, top + 52 + max(stack.values(), default=1) * 19)
    return lowest


# The orbit, the Manufactory, the achievements -------------------------------------------------------

def _orbit_and_supply(canvas, state: dict[str, Any], board: dict[str, Any],
                      swatches: dict[str, Swatch], y: float) -> float:
    seats = state.get("seats") or {}
    orbit = board.get("orbit") or []
    canvas.heading(20, y, "Orbit (clockwise) and ships")
    cx, cy, radius = 210, y + 225, 140
    canvas.circle(cx, cy, radius, PAPER, edge=MUTED, lw=1)
    for i, loc in enumerate(orbit):
        angle = math.radians(-90 + 360 * i / max(1, len(orbit)))
        lx, ly = cx + radius * math.cos(angle), cy + radius * math.sin(angle)
        canvas.circle(lx, ly, 34, FAINT, edge=INK, lw=1.2)
        canvas.text(lx, ly, LOCATION_SHORT.get(loc, loc), 7.5, bold=True, ha="center", va="center")
        here = [p for p, seat in seats.items() if seat.get("ship") == loc]
        for j, player in enumerate(here):
            ox = lx + 44 * math.cos(angle) + (j - (len(here) - 1) / 2) * 20 * -math.sin(angle)
            oy = ly + 44 * math.sin(angle) + (j - (len(here) - 1) / 2) * 20 * math.cos(angle)
            canvas.token(ox, oy, 10, swatches.get(player) or Swatch(player, "#999999", player[:1]))
    canvas.arrow((cx - 30, cy - 24), (cx + 30, cy - 24), MUTED, rad=-0.4)
    canvas.text(cx, cy, "Victus", 10, italic=True, ha="center", va="center", color=MUTED)
    bottom = cy + radius + 70

    x = 460
    yy = canvas.heading(x, y, "Manufactory rows (pod: colour, influence, bonus)")
    pods = board.get("pods") or []
    for r, row in enumerate(state.get("rows") or []):
        canvas.text(x, yy + 10, f"{ROWS[r] if r < len(ROWS) else r}:", 10, bold=True, va="center")
        px = x + 44
        for pod in row:
            if isinstance(pod, int) and 0 <= pod < len(pods):
                info = pods[pod]
                swatch = named(info["colour"])
                px = canvas.chip(px, yy, swatch, f"{info['colour']} {info['influence']}"
                                 f"{' ' + BONUS_SHORT.get(info.get('bonus', ''), '') if info.get('bonus') else ''}",
                                 9.5) + 18
            else:
                canvas.text(px, yy + 10, "(empty)", 9.5, va="center", color=MUTED)
                px += 70
        yy += 26
    yy = canvas.text(x, yy + 2, f"{len(state.get('pod_supply') or [])} pods left in the supply; "
                                f"{state.get('artifacts', 0)} artifacts left", 9.5, color=MUTED)

    yy = canvas.heading(x, yy + 14, "Cultural achievements")
    top = state.get("building_top", "")
    names = {b["key"]: b for b in board.get("buildings", [])}
    building = names.get(top)
    line = (f"Top building: {building['points']} CP, cost {', '.join(building['cost'])}"
            f" ({len(state.get('buildings_hidden') or [])} more in the stack)") if building \
        else "No building left"
    yy = canvas.text(x, yy, line, 9.5)
    statues = {s["key"]: s for s in board.get("statues", [])}
    left = [statues[k]["name"] for k in state.get("statues_left") or [] if k in statues]
    yy = canvas.text(x, yy + 2, "Statues: " + (", ".join(left) or "none left"), 9.5)

    yy = canvas.heading(x, yy + 14, "Cycle cards")
    for i, key in enumerate(state.get("cycle") or []):
        goal, bonus = ctxmod.CYCLE_TEXT.get(key, (key, ""))
        points = (board.get("cycle_cards") or {}).get(key, {}).get("points", 0)
        yy = canvas.text(x, yy + 1, f"Cycle {i + 1}: {goal} ({points} CP); bonus: {bonus}", 9.5)

    roll = state.get("roll") or {}
    if any(roll.values()):
        yy = canvas.heading(x, yy + 14, "Dice rolled")
        dx = x
        for die, value in roll.items():
            if not value:
                continue
            swatch = named(die)
            canvas.rect(dx, yy, 34, 34, swatch.fill, edge=INK, lw=1.2)
            canvas.text(dx + 17, yy + 17, value, 15, bold=True, ha="center", va="center",
                        color=swatch.ink)
            canvas.text(dx + 17, yy + 40, f"{die} ({swatch.letter})", 8, ha="center")
            dx += 70
        yy += 56
    return max(bottom, yy)


# The players ----------------------------------------------------------------------------------------

def _players(canvas, state: dict[str, Any], board: dict[str, Any], swatches: dict[str, Swatch],
             players: list[str], y: float) -> float:
    order = state.get("turn_order") or players
    rows = ctxmod._players(state, order)
    if not rows:
        return y
    y = canvas.heading(20, y, "Players (in turn order)")
    seats = state.get("seats") or {}
    body = []
    for r in rows:
        seat = seats.get(r["name"], {})
        mats = seat.get("materials") or {}
        body.append([Chip(swatches.get(r["name"]) or Swatch(r["name"], "#999999", r["name"][:1]),
                          r["name"]),
                     r["ship"], *[mats.get(m, 0) for m in MATERIALS], r["fuel"], r["artifacts"],
                     r["crew"], r["cp"], r["score"], r["tracks"], r["mark_text"]])
    header = ["Player", "Ship", *[f"{m} ({named(COLOUR_OF[m]).letter})" for m in MATERIALS],
              "Fuel", "Art.", "Crew", "CP", "Score", "Tracks", ""]
    y = canvas.table(20, y, header, body, size=9.5, align="ll" + "r" * 11 + "ll")
    mats = {m["key"]: m for m in board.get("mats") or []}
    for r in rows:
        seat = seats.get(r["name"], {})
        mat = mats.get(seat.get("mat", ""))
        if mat:
            y = canvas.text(20, y + 3, f"{r['name']}: {mat['name']} — "
                            + "; ".join(p.replace("_", " ") for p in mat["powers"]), 9)
    return y


def _legend(canvas, board: dict[str, Any], swatches: dict[str, Swatch], y: float) -> float:
    colours = []
    for colony in board.get("colonies", []):
        for colour in colony.get("spaces", []):
            if colour not in colours:
                colours.append(colour)
    for pod in board.get("pods", []):
        if pod["colour"] not in colours:
            colours.append(pod["colour"])
    entries: list[Any] = [Chip(s, f"{s.name}'s crew, ship, marker (A2 = 2 crew)")
                          for s in swatches.values()]
    entries += [Chip(named(c), c) for c in colours]
    entries += [("Y2", "pod: colour letter and printed influence"), ("Bd / St", "building / statue tile"),
                ("12 G", "space number and colour"),
                Chip(Swatch("bonus", FAINT, ""), "track space with a bonus (below it)")]
    return canvas.legend(20, y, entries, width=1540)
