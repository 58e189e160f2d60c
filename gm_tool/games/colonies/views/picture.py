"""Colonies' board picture, from the public view only: the five planets in their ring with their
owners, every route between two planets with the trade agreement each way (the number near a
planet is what it delivers along that route) and the pirates on each owner's route, then the
market shelves, the players' stocks and colonists, the technology tracks, and the event card.
Credits and hands are secret: the public view holds neither."""

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

from . import context as ctxmod

RING_R = 255        # the planets' ring, in pixels
PLANET_R = 54
AGREEMENT_AT = 82   # how far from a planet's centre its agreement number sits on a route
PIRATES_AT = 118


def draw(view: dict[str, Any], canvas) -> None:
    state = view["state"]
    b = ctxmod.board(state)
    swatches = player_swatches(view["players"])
    extra = f"turn {b['turn']} of {b['turns']}: {b['phase_text']}"
    y = canvas.title(view, round_word=ctxmod.ROUND_WORD, extra=extra)
    ring_bottom = _ring(canvas, state, b, swatches, 20, y + 10)
    right = _tables(canvas, state, b, swatches, 670, y + 10)
    y = max(ring_bottom, right) + 14
    y = _card(canvas, b, 20, y)
    y = _legend(canvas, b, swatches, y + 12)
    canvas.footer(y)


def _colour(colour: str) -> Swatch:
    return named(colour) if colour else Swatch("none", "#cccccc", "?")


def _ring(canvas, state: dict[str, Any], b: dict[str, Any], swatches: dict[str, Swatch],
          x: float, y: float) -> float:
    ring = b["ring"]
    names = state.get("planet_names") or {}
    resources = state.get("resource_names") or {}
    owners = state.get("owners") or {}
    agreements = state.get("agreements") or {}
    pirates = state.get("pirates") or {}
    canvas.heading(x, y, "The planets and their routes")
    cx, cy = x + 320, y + 60 + RING_R + PLANET_R
    where = {c: (cx + RING_R * math.cos(math.radians(-90 + 72 * i)),
                 cy + RING_R * math.sin(math.radians(-90 + 72 * i))) for i, c in enumerate(ring)}
    for i, a in enumerate(ring):
        for b_colour in ring[i + 1:]:
            canvas.line([where[a], where[b_colour]], MUTED, 1.2)
    for a in ring:
        for o in ring:
            if a == o:
                continue
            (ax, ay), (ox, oy) = where[a], where[o]
            length = math.hypot(ox - ax, oy - ay)
            ux, uy = (ox - ax) / length, (oy - ay) / length
            delivered = ctxmod._int((agreements.get(a) or {}).get(o))
            px, py = ax + ux * AGREEMENT_AT, ay + uy * AGREEMENT_AT
            swatch = _colour(a)
            canvas.rect(px - 11, py - 9, 22, 18, PAPER, edge=swatch.fill, lw=2.2)
            canvas.text(px, py, delivered, 9.5, bold=True, ha="center", va="center")
            count = ctxmod._int((pirates.get(a) or {}).get(o))
            if count:
                qx, qy = ax + ux * PIRATES_AT, ay + uy * PIRATES_AT
                canvas.circle(qx, qy, 11, INK, edge=INK)
                canvas.text(qx, qy, f"P{count}", 7.5, bold=True, ha="center", va="center",
                            color=PAPER)
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
        owner = owners.get(c) or ""
        market = ctxmod._int((state.get("markets") or {}).get(c))
        below = py + PLANET_R + (6 if py > cy else -PLANET_R * 2 - 40)
        if owner:
            canvas.token(px - 40, below + 12, 11, swatches.get(owner) or Swatch(owner, "#999999", owner[:1]))
            canvas.text(px - 24, below + 12, f"{owner}'s planet", 9.5, va="center")
        else:
            canvas.text(px, below + 12, "neutral", 9.5, italic=True, ha="center", va="center",
                        color=MUTED)
        canvas.text(px, below + 30, f"market: {market} on the shelves", 8.5, ha="center",
                    va="center", color=MUTED)
    return cy + RING_R + PLANET_R + 50


def _tables(canvas, state: dict[str, Any], b: dict[str, Any], swatches: dict[str, Swatch],
            x: float, y: float) -> float:
    ring = b["ring"]
    y = canvas.heading(x, y, "Players: planet, resources, colonists (credits are secret)")
    rows = []
    for r in b["players"]:
        rows.append([Chip(swatches.get(r["name"]) or Swatch(r["name"], "#999999", r["name"][:1]),
                          r["name"]), Chip(_colour(r["colour"]), r["planet_short"]),
                     *[r[c] for c in ring], r["colonists"], r["cards"], r["mark_text"]])
    header = ["Player", "Planet", *[f"{c} ({_colour(c).letter})" for c in ring], "Colonists",
              "Cards", ""]
    y = canvas.table(x, y, header, rows, size=9.5, align="ll" + "r" * (len(ring) + 2) + "l")

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
        low = ctxmod._int(m["lowest"])
        canvas.text(sx, y + 9, f"lowest {low}", 9.5, va="center")
        canvas.text(sx + 80, y + 9, f"sells for {m['sell']}; buys at: {m['buy']}", 9.5, va="center")
        y += 24
    return y


def _tech(canvas, b: dict[str, Any], swatches: dict[str, Swatch], x: float, y: float) -> float:
    cell = 26
    for t_index, tech in enumerate(ctxmod.TECHS):
        canvas.text(x, y + 11, tech.capitalize(), 9.5, va="center")
        left = x + 100
        for level in range(1, 7):
            canvas.rect(left + (level - 1) * cell * 2.2, y, cell * 2.2, 22, FAINT if level % 2 else PAPER,
                        edge=MUTED, lw=0.6)
            canvas.text(left + (level - 1) * cell * 2.2 + 3, y + 3, level, 6.5, color=MUTED)
        at: dict[int, int] = {}
        for r in b["tech_rows"]:
            level = max(1, min(6, r[tech]))
            k = at.get(level, 0)
            at[level] = k + 1
            canvas.token(left + (level - 1) * cell * 2.2 + 18 + k * 17, y + 11, 8,
                         swatches.get(r["name"]) or Swatch(r["name"], "#999999", r["name"][:1]))
        y += 26
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
                ("P2", "pirates on the route of the planet they sit nearest")]
    return canvas.legend(20, y, entries, width=1540)
