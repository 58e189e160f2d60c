"""Beta Colony's board picture, from the public view only: the three colonies as hex maps (each
space's colour and number as the rules number them, pods with colour and influence, tiles, crew
by player), the colony tracks with the players' markers, the orbit with the ships, the
Manufactory rows, the achievements and cycle cards, and every player's materials, fuel,
artifacts, crew and CP; at the game's end the final scores first. Every colour carries its
letter, and no player's letter is a colour's; the legend says what each means."""

from __future__ import annotations

import math
from typing import Any

from gm_tool.core.kit.picture.geometry import Box
from gm_tool.core.kit.picture.canvas import Chip
from gm_tool.core.kit.picture.palette import (
    FAINT,
    INK,
    MUTED,
    PAPER,
    Swatch,
    named,
    player_swatches,
)

from gm_tool.games.beta_colony.rules.board import CELLS, COLONY_SPACES, COLOUR_OF, MATERIALS, ROWS
from gm_tool.games.beta_colony.views import context as ctxmod

HEX = 48                      # a space's circumradius, in pixels: four players' crew fit
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
    colours = _colours(board)
    swatches = player_swatches(view["players"], taken=[named(c).letter for c in colours])
    note = ctxmod.board_line(state) if board.get("placeholder") else None
    y = canvas.title(view, note, round_word=ctxmod.ROUND_WORD, extra=ctxmod.phase_text_of(state))
    if not board.get("colonies"):
        canvas.footer(canvas.text(20, y, "No board in this state yet.", 12))
        return
    if state.get("ended") and state.get("final"):
        y = _final(canvas, state, board, swatches, y + 4) + 10
    y = _colonies(canvas, state, board, swatches, y + 6)
    y = _tracks(canvas, state, board, swatches, y + 10)
    y = _orbit_and_supply(canvas, state, board, swatches, y + 14)
    y = _players(canvas, state, board, swatches, view["players"], y + 14)
    y = _legend(canvas, colours, swatches, y + 14)
    canvas.footer(y)


def _colours(board: dict[str, Any]) -> list[str]:
    """The colours on the board: the spaces', then the pods'."""
    colours: list[str] = []
    for colony in board.get("colonies", []):
        for colour in colony.get("spaces", []):
            if colour not in colours:
                colours.append(colour)
    for pod in board.get("pods", []):
        if pod["colour"] not in colours:
            colours.append(pod["colour"])
    return colours


def _final(canvas, state: dict[str, Any], board: dict[str, Any], swatches: dict[str, Swatch],
           y: float) -> float:
    colonies = [c["name"] for c in board["colonies"][:3]]
    keys = ctxmod.COLONY_KEYS[:len(colonies)]
    lines = sorted(state["final"], key=lambda line: -int(line.get("total", 0)))
    rows = [[Chip(swatches.get(line["player"]) or Swatch(line["player"], "#999999", line["player"][:1]),
                  line["player"]),
             line.get("play", 0), *[line.get(k, 0) for k in keys], line.get("crew", 0),
             line.get("artifacts", 0), line.get("achievements", 0), line.get("total", 0)]
            for line in lines]
    header = ["Player", "Play", *colonies, "Crew", "Artifacts", "Achievements", "Total CP"]
    return canvas.final_scores(20, y, header, rows, list(state.get("winners") or []))


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
    """A space: its number and colour on top, the pod or tile in the middle, the crew in a row
    below, every piece inside the hexagon."""
    hexagon = canvas.hexagon(cx, cy, HEX, colour.fill, edge=INK, lw=1, name=f"space {number}")
    canvas.label(cx, cy - HEX * 0.62, f"{number} {colour.letter}", 8, bold=True, ha="center",
                 va="center", color=colour.ink)
    pod = space.get("pod", -1)
    if isinstance(pod, int) and 0 <= pod < len(pods):
        info = pods[pod]
        pod_swatch = named(info["colour"])
        canvas.tag(cx, cy - 6, 30, 18, f"{pod_swatch.letter}{info['influence']}", pod_swatch.fill,
                   lw=1.8, ink=pod_swatch.ink, on=hexagon)
    elif space.get("tile"):
        kind, _ = tiles.get(space["tile"], ("T", space["tile"]))
        canvas.tag(cx, cy - 6, 26, 18, kind, INK, ink=PAPER, size=8, on=hexagon)
    crew = [(swatches.get(p) or Swatch(p, "#999999", p[:1]), n)
            for p, n in (space.get("crew") or {}).items() if n]
    # the widest row the hexagon holds at the row's lower edge (flat-topped: it narrows below)
    low = HEX * 0.5
    half = HEX - low / SQRT3
    canvas.tokens(Box(cx - half, cy + 6, cx + half, cy + low),
                  [(s, s.letter + (str(n) if n > 1 else "")) for s, n in crew], 9, on=hexagon)


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
        # under each track space, a lane its markers stand in, one above the other
        lane_top, lane_h = top + 42, len(seats) * 20 + 2
        at: dict[int, list[tuple[Swatch, None]]] = {}
        for player, seat in seats.items():
            pos = min(int((seat.get("track") or {}).get(key, 0)), length)
            at.setdefault(pos, []).append(
                (swatches.get(player) or Swatch(player, "#999999", player[:1]), None))
        for pos in range(length + 1):
            lane = canvas.rect(left + pos * cell, lane_top, cell, lane_h, PAPER, edge=FAINT,
                               lw=0.8, name=f"{colony['name']} track {pos}")
            canvas.tokens(lane.bounds.inset(1), at.get(pos, []), 9, on=lane)
        lowest = max(lowest, lane_top + lane_h)
    return lowest


# The orbit, the Manufactory, the achievements -------------------------------------------------------

def _orbit_and_supply(canvas, state: dict[str, Any], board: dict[str, Any],
                      swatches: dict[str, Swatch], y: float) -> float:
    seats = state.get("seats") or {}
    orbit = board.get("orbit") or []
    canvas.heading(20, y, "Orbit (clockwise) and ships")
    cx, cy, radius = 230, y + 225, 140
    canvas.circle(cx, cy, radius, PAPER, edge=MUTED, lw=1)
    for i, loc in enumerate(orbit):
        angle = math.radians(-90 + 360 * i / max(1, len(orbit)))
        lx, ly = cx + radius * math.cos(angle), cy + radius * math.sin(angle)
        canvas.circle(lx, ly, 34, FAINT, edge=INK, lw=1.2)
        canvas.text(lx, ly, LOCATION_SHORT.get(loc, loc), 7.5, bold=True, ha="center", va="center")
        here = [p for p, seat in seats.items() if seat.get("ship") == loc]
        canvas.tokens(_berth(lx, ly, angle),
                      [(swatches.get(p) or Swatch(p, "#999999", p[:1]), None) for p in here], 10)
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


def _berth(lx: float, ly: float, angle: float) -> Box:
    """Where the ships at a location wait, just outside the orbit: a row over or under a
    location at the top or bottom, a column beside one at the sides (never slanted: ships
    side by side along a slant would overlap each other's corners)."""
    if abs(math.sin(angle)) > abs(math.cos(angle)):
        row_y = ly + math.copysign(48, math.sin(angle))
        return Box(lx - 60, row_y - 11, lx + 60, row_y + 11)
    column_x = lx + math.copysign(50, math.cos(angle))
    return Box(column_x - 15, ly - 46, column_x + 15, ly + 46)


# The players ----------------------------------------------------------------------------------------

def _players(canvas, state: dict[str, Any], board: dict[str, Any], swatches: dict[str, Swatch],
             players: list[str], y: float) -> float:
    order = state.get("turn_order") or players
    rows = ctxmod.player_rows(state, order)
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
              "Fuel", "Art.", "Crew", "CP", "Score", "Tracks", "Note"]
    y = canvas.table(20, y, header, body, size=9.5, align="ll" + "r" * 8 + "lrrll")
    mats = {m["key"]: m for m in board.get("mats") or []}
    for r in rows:
        seat = seats.get(r["name"], {})
        mat = mats.get(seat.get("mat", ""))
        if mat:
            y = canvas.text(20, y + 3, f"{r['name']}: {mat['name']} — "
                            + "; ".join(p.replace("_", " ") for p in mat["powers"]), 9)
    return y


def _legend(canvas, colours: list[str], swatches: dict[str, Swatch], y: float) -> float:
    entries: list[Any] = [Chip(s, f"{s.name}'s crew, ship, marker ({s.letter}2 = 2 crew)")
                          for s in swatches.values()]
    entries += [Chip(named(c), c) for c in colours]
    entries += [("Y2", "pod: colour letter and printed influence"), ("Bd / St", "building / statue tile"),
                ("12 G", "space number and colour"),
                Chip(Swatch("bonus", FAINT, ""), "track space with a bonus (below it)")]
    return canvas.legend(20, y, entries, width=1540)
