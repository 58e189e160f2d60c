"""Colonies' board picture, from the public view only: the five planets in their ring with their
owners, every route between two planets with the trade agreement each way (the number near a
planet is what it delivers along that route) and the pirates on each owner's route, then the
market shelves, the players' stocks and colonists, the technology tracks, and the event card;
at the game's end the final scores first. A player's badge is the colour of their planet.
Credits and hands are secret until the final scoring: the public view holds neither before."""

from __future__ import annotations

import math
from typing import Any

from gm_tool.core.kit.picture.geometry import Box, Place
from gm_tool.core.kit.picture.canvas import Chip, measured_width
from gm_tool.core.kit.picture.palette import (
    FAINT,
    INK,
    MUTED,
    PAPER,
    Swatch,
    named,
    player_swatches,
)

from gm_tool.games.colonies.views import context as ctxmod

RING_R = 255        # the planets' ring, in pixels
PLANET_R = 54
AGREEMENT_AT = 82   # how far from a planet's centre its agreement number sits on a route
PIRATES_AT = 116    # and its pirates: both nearer their own planet than the route's middle
TECH_CELL_W, TECH_CELL_H = 118, 24   # room for five markers side by side in one level
TABLES_X = 690      # the tables right of the ring
#: the letter on the pirates' markers ("P2"): no player's badge may be it
PIRATES = "P"


def draw(view: dict[str, Any], canvas) -> None:
    state = view["state"]
    b = ctxmod.board(state)
    swatches = _player_swatches(view["players"], state, b["ring"])
    extra = f"turn {b['turn']} of {b['turns']}: {b['phase_text']}"
    y = canvas.title(view, round_word=ctxmod.ROUND_WORD, extra=extra)
    if state.get("ended") and state.get("final"):
        y = _final(canvas, state, swatches, 20, y + 4) + 10
    ring_bottom = _ring(canvas, state, b, swatches, 20, y + 10)
    right = _tables(canvas, state, b, swatches, TABLES_X, y + 10)
    y = max(ring_bottom, right) + 14
    y = _card(canvas, b, 20, y)
    y = _legend(canvas, b, swatches, y + 12)
    canvas.footer(y)


def _colour(colour: str) -> Swatch:
    return named(colour) if colour else Swatch("none", "#cccccc", "?")


def _player_swatches(players: list[str], state: dict[str, Any], ring: list[str]) -> dict[str, Swatch]:
    """Each player in their planet's colour, with letters none of the planets' (Bob beside
    blue's B is Bo) nor the pirates'."""
    planets = state.get("planets") or {}
    fills = {p: named(planets[p]).fill for p in players if planets.get(p)}
    return player_swatches(players, fills, taken=[_colour(c).letter for c in ring] + [PIRATES])


def _final(canvas, state: dict[str, Any], swatches: dict[str, Swatch], x: float, y: float) -> float:
    rows = [[line.get("rank", ""),
             Chip(swatches.get(line["player"]) or Swatch(line["player"], "#999999", line["player"][:1]),
                  line["player"] + (" (dropped out)" if line.get("dropped") else "")),
             line.get("planet", "").capitalize(), line.get("tech_points", 0), line.get("credits", 0),
             line.get("total", 0), line.get("resources", 0)]
            for line in state["final"]]
    return canvas.final_scores(x, y, ["Rank", "Player", "Planet", "Technology points", "Credits",
                                      "Total", "Resources (tie-break)"], rows,
                               list(state.get("winners") or []), align="rllrrrr")


def _ring(canvas, state: dict[str, Any], b: dict[str, Any], swatches: dict[str, Swatch],
          x: float, y: float) -> float:
    ring = b["ring"]
    names = state.get("planet_names") or {}
    resources = state.get("resource_names") or {}
    owners = state.get("owners") or {}
    agreements = state.get("agreements") or {}
    pirates = state.get("pirates") or {}
    canvas.heading(x, y, "The planets and their routes")
    cx, cy = x + 340, y + 72 + RING_R + PLANET_R
    where = {c: (cx + RING_R * math.cos(math.radians(-90 + 72 * i)),
                 cy + RING_R * math.sin(math.radians(-90 + 72 * i))) for i, c in enumerate(ring)}
    routes = {}
    for i, a in enumerate(ring):
        for o in ring[i + 1:]:
            (ax, ay), (ox, oy) = where[a], where[o]
            routes[a, o] = routes[o, a] = Place.route(f"the {a}–{o} route", where[a], where[o])
            # each half in the colour of the planet at its end: the agreement box and the
            # pirates on a half are that planet's (their borders say so too)
            middle = ((ax + ox) / 2, (ay + oy) / 2)
            canvas.line([where[a], middle], _colour(a).fill, 1.6)
            canvas.line([middle, where[o]], _colour(o).fill, 1.6)
    for a in ring:
        for o in ring:
            if a == o:
                continue
            (ax, ay), (ox, oy) = where[a], where[o]
            length = math.hypot(ox - ax, oy - ay)
            ux, uy = (ox - ax) / length, (oy - ay) / length
            delivered = ctxmod.as_int((agreements.get(a) or {}).get(o))
            swatch = _colour(a)
            canvas.tag(ax + ux * AGREEMENT_AT, ay + uy * AGREEMENT_AT, 22, 18, str(delivered),
                       edge=swatch.fill, lw=2.2, size=9.5, on=routes[a, o])
            count = ctxmod.as_int((pirates.get(a) or {}).get(o))
            if count:
                canvas.token(ax + ux * PIRATES_AT, ay + uy * PIRATES_AT, 12,
                             Swatch("pirates", INK, PIRATES), f"{PIRATES}{count}", size=7.5,
                             on=routes[a, o], edge=swatch.fill, lw=2.2)
    for c in ring:
        px, py = where[c]
        swatch = _colour(c)
        canvas.circle(px, py, PLANET_R, swatch.fill, edge=INK, lw=2)
        canvas.text(px, py - 27, swatch.letter, 14, bold=True, ha="center", va="center",
                    color=swatch.ink)
        canvas.text(px, py + 1, names.get(c, c), 9.5, bold=True, ha="center", va="center",
                    color=swatch.ink)
        canvas.text(px, py + 20, resources.get(c, ""), 7.5, ha="center", va="center",
                    color=swatch.ink)
        _planet_labels(canvas, px, py, py > cy, owners.get(c) or "", swatches,
                       ctxmod.as_int((state.get("markets") or {}).get(c)))
    return cy + RING_R + PLANET_R + 50


def _planet_labels(canvas, px: float, py: float, below: bool, owner: str,
                   swatches: dict[str, Swatch], market: int) -> None:
    """The owner and the market, two short lines outside the ring: under a lower planet, over
    an upper one, where no route runs (the test of the layout checks it)."""
    first = py + PLANET_R + 14 if below else py - PLANET_R - 30
    if owner:
        swatch = swatches.get(owner) or Swatch(owner, "#999999", owner[:1])
        text = f"{owner}'s planet"
        wide = 22 + 4 + measured_width(text, 9.5)
        left = px - wide / 2
        canvas.token(left + 10, first, 10, swatch)
        canvas.label(left + 26, first, text, 9.5)
    else:
        canvas.label(px, first, "neutral", 9.5, italic=True, ha="center", color=MUTED)
    canvas.label(px, first + 17, f"market: {market}", 8.5, ha="center", color=MUTED)


def _tables(canvas, state: dict[str, Any], b: dict[str, Any], swatches: dict[str, Swatch],
            x: float, y: float) -> float:
    ring = b["ring"]
    y = canvas.heading(x, y, "Players: planet, resources, colonists (credits are secret)")
    rows = []
    for r in b["players"]:
        rows.append([Chip(swatches.get(r["name"]) or Swatch(r["name"], "#999999", r["name"][:1]),
                          r["name"]), Chip(_colour(r["colour"]), r["planet_short"]),
                     *[r[c] for c in ring], r["colonists"], r["cards"]])
    header = ["Player", "Planet", *[f"{c} ({_colour(c).letter})" for c in ring], "Colonists",
              "Cards"]
    y = canvas.table(x, y, header, rows, size=9.5, align="ll" + "r" * (len(ring) + 2))
    # who acts, who is first, what a card took away: a line each, as long as it needs to be
    for r in b["players"]:
        if r["mark_text"]:
            y = canvas.text(x, y + 3, f"{r['name']}: {r['mark_text']}", 9)

    y = canvas.heading(x, y + 14, "Technology tracks (level 1-6)")
    y = _tech(canvas, b, swatches, x, y)

    y = canvas.heading(x, y + 14, "Market shelves (top 1, middle 3, lowest: the rest)")
    for m, c in zip(b["markets"], ring):
        swatch = _colour(c)
        canvas.chip(x, y, swatch, "", 10)
        canvas.text(x + 28, y + 9, m["colour"], 10, va="center")
        count = m["count"]
        sx = x + 110
        for shelf, slots in (("top", 1), ("middle", 3)):
            for k in range(slots):
                filled = (count >= 1) if shelf == "top" else (count - 1 > k)
                canvas.rect(sx, y + 1, 16, 16, swatch.fill if filled else PAPER,
                            edge=INK if filled else MUTED, lw=0.8)
                if filled:
                    canvas.text(sx + 8, y + 9, swatch.letter, 6.5, bold=True, ha="center",
                                va="center", color=swatch.ink)
                sx += 19
            sx += 10
        low = ctxmod.as_int(m["lowest"])
        canvas.text(sx, y + 9, f"lowest {low}", 9.5, va="center")
        buy = f"you buy at {m['buy']}" if m["buy"] != "none" else "nothing for you to buy"
        canvas.text(sx + 80, y + 9, f"you sell for {m['sell']}; {buy}", 9.5, va="center")
        y += 24
    return y


def _tech(canvas, b: dict[str, Any], swatches: dict[str, Swatch], x: float, y: float) -> float:
    """Each technology's six levels as cells, every player's marker inside the cell of its
    level (five fit side by side)."""
    left = x + 96
    for tech in ctxmod.TECHS:
        canvas.text(x, y + TECH_CELL_H / 2, tech.capitalize(), 9.5, va="center")
        cells = {}
        for level in range(1, 7):
            cx = left + (level - 1) * TECH_CELL_W
            cells[level] = canvas.rect(cx, y, TECH_CELL_W, TECH_CELL_H,
                                       FAINT if level % 2 else PAPER, edge=MUTED, lw=0.6,
                                       name=f"{tech} level {level}")
            canvas.label(cx + 3, y + 3, level, 6.5, va="top", color=MUTED)
        at: dict[int, list[tuple[Swatch, None]]] = {}
        for r in b["tech_rows"]:
            swatch = swatches.get(r["name"]) or Swatch(r["name"], "#999999", r["name"][:1])
            at.setdefault(max(1, min(6, r[tech])), []).append((swatch, None))
        for level, pieces in at.items():
            cell = cells[level].bounds
            # the level's number sits top left: the markers take the rest of the cell
            canvas.tokens(Box(cell.left + 13, cell.top + 2, cell.right - 2, cell.bottom - 2),
                          pieces, 8, on=cells[level])
        y += TECH_CELL_H + 4
    points = ", ".join(f"{r['name']} {r['tech_points']}" for r in b["tech_rows"])
    return canvas.text(x, y + 2, f"Technology points now: {points}", 9.5)


def _card(canvas, b: dict[str, Any], x: float, y: float) -> float:
    card = b["card"]
    if not card:
        return canvas.text(x, y, f"Event card: {b['card_note']}", 11, bold=True)
    y = canvas.heading(x, y, f"Event card: {card['name']} (colonist number {card['colonists']}; "
                             f"{b['deck_size']} left in the deck)")
    y = canvas.paragraph(x, y, f"Yes — {card['yes_title']}: {card['yes_text']}", 1500, 10)
    y = canvas.paragraph(x, y + 2, f"No — {card['no_title']}: {card['no_text']}", 1500, 10)
    if card["unverified_text"]:
        y = canvas.text(x, y + 2, f"({card['unverified_text']})", 9, italic=True, color=MUTED)
    if b["vote"]:
        vote = b["vote"]
        y = canvas.text(x, y + 6, f"Last vote: {vote['name']}: {vote['yes']} yes, {vote['no']} no — "
                                  f"{vote['text']}", 10)
    return y


def _legend(canvas, b: dict[str, Any], swatches: dict[str, Swatch], y: float) -> float:
    entries: list[Any] = [Chip(s, f"{s.name}: technology marker, planet owner")
                          for s in swatches.values()]
    entries += [Chip(_colour(c), f"{c} planet and its resource") for c in b["ring"]]
    entries += [("3", "in a box near a planet: what it delivers along that route (trade agreement)"),
                (f"{PIRATES}2", "pirates on that planet's route (a route's half, the box and the "
                                "pirates' ring take the colour of the planet they belong to)"),
                ("market: 3", "resources on the planet's market shelves")]
    return canvas.legend(20, y, entries, width=1540)
