"""Colonization's board picture, from the public view only: the four systems as chains — the sun,
then the planets in the order they were found with their values, each colony with its owner and
the coin on it, and every ship where it is — then each player's stash, discard and score; at
the game's end the final scores first. A player's badge is the colour of their suit, with
letters none of the suits'. The order of the planets still face down is secret: the public
view holds only the planets found."""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.picture.geometry import Box
from gm_tool.core.kit.picture.canvas import Chip, measured_width
from gm_tool.core.kit.picture.palette import (
    FAINT,
    INK,
    MUTED,
    PAPER,
    Swatch,
    player_swatches,
)

from gm_tool.games.colonization.views import context as ctxmod

#: the piecepack's suits, each with a fill of its own and its initial
SUITS = {"Suns": "#f2b705", "Moons": "#9aa5b1", "Crowns": "#2f9e5b", "Arms": "#3b6fd8"}
PLANET_W, PLANET_H, GAP = 116, 92, 26


def _suit(name: str) -> Swatch:
    return Swatch(name, SUITS.get(name, "#cccccc"), name[:1] or "?")


def draw(view: dict[str, Any], canvas) -> None:
    state = view["state"]
    order = list(state.get("turn_order") or view["players"])
    b = ctxmod.board(state, order)
    seats = state.get("players") or {}
    swatches = player_swatches(view["players"],
                               {p: SUITS[seat["suit"]] for p, seat in seats.items()
                                if seat.get("suit") in SUITS},
                               taken=[_suit(name).letter for name in SUITS])
    extra = b["turn_text"] + (f"; {b['last_round']['text']}" if b["last_round"] else "")
    y = canvas.title(view, round_word=ctxmod.ROUND_WORD, extra=extra)
    if state.get("ended"):
        y = _final(canvas, state, order, swatches, y + 4) + 10
    y = canvas.heading(20, y + 4, f"The systems ({b['planets_left']} planets still face down)")
    for system in b["systems"]:
        y = _system(canvas, system, swatches, y + 6)
    y = _players(canvas, b, swatches, y + 16)
    y = _legend(canvas, swatches, y + 14)
    canvas.footer(y)


def _final(canvas, state: dict[str, Any], order: list[str], swatches: dict[str, Swatch],
           y: float) -> float:
    seats = state.get("players") or {}
    ranked = sorted((p for p in order if p in seats),
                    key=lambda p: -int((seats[p].get("score") or {}).get("total", 0)))
    rows = []
    for p in ranked:
        score = seats[p].get("score") or {}
        rows.append([Chip(swatches.get(p) or Swatch(p, "#999999", p[:1]), p), seats[p].get("colonies", 0),
                     score.get("planets", 0), score.get("ace_bonus", 0), score.get("match_bonus", 0),
                     score.get("count_bonus", 0), score.get("total", 0)])
    return canvas.final_scores(20, y, ["Player", "Colonies", "Planets", "Ace bonus", "Match bonus",
                                       "Count bonus", "Total"], rows, list(state.get("winners") or []))


def _ships(canvas, ships: list[str], cx: float, y: float, swatches: dict[str, Swatch]) -> None:
    """The ships at a sun or planet, in a row over it as wide as the planet's card."""
    canvas.tokens(Box(cx - PLANET_W / 2, y - 11, cx + PLANET_W / 2, y + 11),
                  [(swatches.get(p) or Swatch(p, "#999999", p[:1]), None) for p in ships], 10.5)


def _system(canvas, system: dict[str, Any], swatches: dict[str, Swatch], y: float) -> float:
    suit = _suit(system["suit"])
    top = y + 24           # the ships ride above the chain
    sun_x, sun_y = 70, top + PLANET_H / 2
    _ships(canvas, system["sun_ships"], sun_x, y + 8, swatches)
    if system["planets"]:  # the chain behind the sun and its planets
        last = sun_x + 50 + len(system["planets"]) * (PLANET_W + GAP) - 4
        canvas.line([(sun_x, sun_y), (last, sun_y)], MUTED, 2.5)
    canvas.circle(sun_x, sun_y, 44, suit.fill, edge=INK, lw=2)
    canvas.text(sun_x, sun_y - 10, suit.letter, 16, bold=True, ha="center", va="center", color=suit.ink)
    canvas.text(sun_x, sun_y + 14, f"sun of {system['suit']}", 7.5, ha="center", va="center",
                color=suit.ink)
    x = sun_x + 50 + GAP
    for planet in system["planets"]:
        colony = planet.get("colony")
        card = canvas.rect(x, top, PLANET_W, PLANET_H, FAINT if not colony else PAPER, edge=INK,
                           lw=1.4, name=f"planet {planet['value']} of {system['suit']}")
        canvas.label(x + 8, top + 6, f"{system['suit'][:1]} {planet['value']}", 13, bold=True,
                     va="top")
        if colony:
            owner = colony.get("owner") or ""
            canvas.tokens(Box(x + 4, top + PLANET_H - 38, x + 40, top + PLANET_H - 10),
                          [(swatches.get(owner) or Swatch(owner, "#999999", owner[:1]), None)], 13,
                          on=card)
            coin = f"coin {colony.get('coin')}"
            canvas.tag(x + 44 + (PLANET_W - 48) / 2, top + PLANET_H - 24,
                       min(PLANET_W - 48, measured_width(coin, 9, bold=True) + 10), 26, coin,
                       size=9, on=card)
        else:
            canvas.text(x + 8, top + PLANET_H - 24, "no colony", 9, italic=True, va="center",
                        color=MUTED)
        _ships(canvas, planet["ships"], x + PLANET_W / 2, y + 8, swatches)
        x += PLANET_W + GAP
    if not system["planets"]:
        canvas.text(sun_x + 60, sun_y, "no planets found yet", 10, italic=True, va="center",
                    color=MUTED)
    return top + PLANET_H + 8


def _players(canvas, b: dict[str, Any], swatches: dict[str, Swatch], y: float) -> float:
    y = canvas.heading(20, y, "Players (in turn order)")
    rows = [[Chip(swatches.get(p["name"]) or Swatch(p["name"], "#999999", p["name"][:1]), p["name"]),
             Chip(_suit(p["suit"]), p["suit"]), p["ship"], p["stash_text"], p["discard_text"],
             p["colonies"], p["score"]["total"], p["mark_text"]] for p in b["players"]]
    y = canvas.table(20, y, ["Player", "Suit", "Ship", "Stash", "Discard", "Colonies", "Score", "Note"],
                     rows, size=10, align="lllllrrl")
    for p in b["players"]:
        y = canvas.text(20, y + 3, f"{p['name']}: score {p['score']['text']}", 9)
    return y


def _legend(canvas, swatches: dict[str, Swatch], y: float) -> float:
    entries: list[Any] = [Chip(s, f"{s.name}'s ship and colonies") for s in swatches.values()]
    entries += [Chip(_suit(name), f"{name} (suit)") for name in SUITS]
    entries += [("M 4", "planet: suit initial and value"), ("coin 5", "the coin on a colony"),
                Chip(Swatch("no colony", FAINT, ""), "planet without a colony")]
    return canvas.legend(20, y, entries, width=1540)
