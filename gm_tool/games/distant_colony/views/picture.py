"""Distant Colony's board picture, from the public view only: each settlement's 15 spaces with
its buildings (a building covers as many spaces as its size) and their staff, temporary
housing, storage and wealth, then the Space Station: the trade environment's prices and stock,
the colonists for hire, the VP pool; at the game's end the final scores first. Colonist types
are letters on tokens, never colour alone, and no player's letter is a colonist type's (Cy, not
Criminal's C)."""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.picture.geometry import Box
from gm_tool.core.kit.picture.canvas import Chip
from gm_tool.core.kit.picture.palette import (
    FAINT,
    INK,
    MUTED,
    PAPER,
    Swatch,
    player_swatches,
)

from gm_tool.games.distant_colony.rules.names import COLONISTS
from gm_tool.games.distant_colony.views import context as ctxmod

COLS, ROWS = 5, 3
CELL_W, CELL_H = 92, 70
PANEL_W = 515
#: colonist type -> its token (a letter first: the fills only repeat it)
COLONIST_SWATCHES = {
    "unskilled": Swatch("Unskilled", "#e0e0e0", "U"),
    "skilled": Swatch("Skilled", "#9ecae1", "S"),
    "expert": Swatch("Expert", "#2b6cb0", "E"),
    "criminal": Swatch("Criminal", "#c53030", "C"),
    "soldier": Swatch("Soldier", "#4a7c3a", "Sd"),
    "officer": Swatch("Officer", "#6b46a3", "O"),
}


def _colonist(kind: str) -> Swatch:
    return COLONIST_SWATCHES.get(kind) or Swatch(str(kind), "#bbbbbb", str(kind)[:1].upper())


def _size(kind: str) -> int:
    from gm_tool.games.distant_colony.rules.catalogue import buildings

    found = buildings().get(kind)
    return max(1, int(found.size)) if found is not None else 1


def draw(view: dict[str, Any], canvas) -> None:
    state = view["state"]
    swatches = player_swatches(view["players"], taken=[s.letter for s in COLONIST_SWATCHES.values()])
    first = state.get("first_player")
    order = list(state.get("turn_order") or view["players"])
    extra = f"turn order: {', '.join(order)}" if order else None
    y = canvas.title(view, extra=extra)
    final = state.get("final") or {}
    if state.get("ended") and final.get("scores"):
        y = _final(canvas, final, swatches, y + 4) + 10
    players = state.get("players") or {}
    names = [p for p in order if p in players] + [p for p in players if p not in order]
    row_bottom = y
    for i, name in enumerate(names):
        col = i % 3
        if col == 0:
            y = row_bottom + 8
        x = 20 + col * (PANEL_W + 10)
        bottom = _settlement(canvas, ctxmod.settlement(name, players[name], first), swatches, x, y)
        row_bottom = max(row_bottom, bottom)
    y = _station(canvas, view, state.get("station") or {}, row_bottom + 16)
    y = _legend(canvas, swatches, y + 14)
    canvas.footer(y)


def _final(canvas, final: dict[str, Any], swatches: dict[str, Swatch], y: float) -> float:
    lines = sorted(final["scores"], key=lambda line: -int(line.get("total", 0)))
    rows = [[Chip(swatches.get(line["player"]) or Swatch(line["player"], "#999999", line["player"][:1]),
                  line["player"]),
             line.get("building_vp", 0), line.get("play_vp", 0), line.get("unemployment", 0),
             line.get("wealth_vp", 0), line.get("total", 0), line.get("wealth", 0)]
            for line in lines]
    header = ["Player", "Buildings VP", "VP earned", "Unemployment", "Wealth VP", "Total VP",
              f"Wealth{' (tie-break)' if final.get('tie_break') == 'wealth' else ''}"]
    return canvas.final_scores(20, y, header, rows, list(final.get("winners") or []))


def _settlement(canvas, s: dict[str, Any], swatches: dict[str, Swatch], x: float, y: float) -> float:
    name = s["player"]
    swatch = swatches.get(name) or Swatch(name, "#999999", name[:1])
    canvas.token(x + 12, y + 11, 11, swatch)
    canvas.text(x + 30, y + 1, f"{name}{' (first player)' if s['first'] else ''}", 13, bold=True)
    y = canvas.text(x + 30, y + 20, f"{s['wealth']} Wealth, {s['vp']} VP; "
                                    f"spaces {s['spaces_used']}/{s['spaces_total'] or COLS * ROWS}", 10)
    top = y + 4
    for k in range(COLS * ROWS):
        canvas.rect(x + (k % COLS) * CELL_W, top + (k // COLS) * CELL_H, CELL_W, CELL_H, PAPER,
                    edge=FAINT, lw=1)
    cell = 0
    for b in s["buildings"]:
        size = _size(b["kind"])
        if cell + size > COLS * ROWS:
            break
        _building(canvas, b, size, x, top, cell)
        cell += size
    y = top + ROWS * CELL_H + 6
    housing = s["housing"]
    canvas.text(x, y + 9, "Temporary housing:", 9.5, va="center")
    housed = [(_colonist(kind), None)
              for kind in list(COLONISTS) + [k for k in housing if k not in COLONISTS]
              for _ in range(int(housing.get(kind, 0)))]
    if housed:   # one row to the panel's edge, then another
        rows = -(-len(housed) // int((PANEL_W - 150) // 21))
        canvas.tokens(Box(x + 141, y, x + PANEL_W - 4, y + rows * 21), housed, 9,
                      align="left")
        y += rows * 21 + 3
    else:
        canvas.text(x + 150, y + 9, "empty", 9.5, italic=True, va="center", color=MUTED)
        y += 24
    held = ", ".join(f"{r['name']} {r['amount']}" for r in s["resources"] if r["amount"]) or "nothing"
    y = canvas.paragraph(x, y, f"Storage {s['storage_used']}/{s['storage_capacity']}: {held}",
                         PANEL_W, 9.5)
    extras = []
    if s["reserved"]:
        extras.append(f"reserved: {s['reserved']}")
    if s["contracts"]:
        extras.append("contracts: " + ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in s["contracts"].items()))
    if extras:
        y = canvas.paragraph(x, y + 1, "; ".join(extras), PANEL_W, 9.5)
    return y


def _building(canvas, b: dict[str, Any], size: int, x: float, top: float, cell: int) -> None:
    """A building over `size` spaces from `cell` on (split over two rows when it must wrap)."""
    runs: list[tuple[int, int]] = []
    k = cell
    while k < cell + size:
        row_end = (k // COLS + 1) * COLS
        length = min(cell + size, row_end) - k
        runs.append((k, length))
        k += length
    places = [canvas.rect(x + (start % COLS) * CELL_W + 2, top + (start // COLS) * CELL_H + 2,
                          length * CELL_W - 4, CELL_H - 4, FAINT, edge=INK, lw=1.2, name=b["name"])
              for start, length in runs]
    start, length = runs[0]
    bx, by = x + (start % COLS) * CELL_W + 6, top + (start // COLS) * CELL_H + 6
    canvas.paragraph(bx, by, b["name"], length * CELL_W - 12, 8.5, bold=True)
    slots = int(b.get("slots") or 0)
    staff = list(b.get("staff") or [])
    kinds = [str(k).lower() for k in staff]
    for i in range(slots):
        tx, ty = bx + 9 + i * 21, by + CELL_H - 24
        if i < len(kinds):
            canvas.token(tx, ty, 9, _colonist(kinds[i]), on=places[0])
        else:
            canvas.circle(tx, ty, 9, PAPER, edge=MUTED, lw=1)
    if not slots:
        canvas.text(bx, by + CELL_H - 24, "no staff", 8, italic=True, va="center", color=MUTED)


def _station(canvas, view: dict[str, Any], data: dict[str, Any], y: float) -> float:
    first_trade = (view.get("settings") or {}).get("first_trade_environment")
    st = ctxmod.station(data, first_trade)
    env = st["trade_environment"] or (f"{st['first_trade']} (the first Trade phase's)"
                                      if st["first_trade"] else "none yet")
    y = canvas.heading(20, y, f"The Space Station — trade environment: {env}")
    top = y
    if st["trade_rows"]:
        y = canvas.table(20, y, ["Goods", "Stock", "Station sells for", "Station buys for"],
                         [[r["name"], r["stock"], r["cost"], r["buys"]] for r in st["trade_rows"]],
                         size=10, align="lrrr")
    x = 560
    yy = canvas.text(x, top, f"Colonists for hire ({st['available_count']}):", 10.5, bold=True)
    hire = [(_colonist(kind), None)
            for kind in list(COLONISTS) + [k for k in st["available"] if k not in COLONISTS]
            for _ in range(int(st["available"].get(kind, 0)))]
    rows = max(1, -(-len(hire) // 30))
    canvas.tokens(Box(x, yy + 2, x + 30 * 24, yy + 2 + rows * 24), hire, 10, align="left")
    yy += rows * 24 + 6
    yy = canvas.text(x, yy, f"Colonist pool: {st['pool_size']} left", 10)
    yy = canvas.text(x, yy + 2, f"VP pool: {st['vp_pool']}", 10)
    if st["trade_deck_left"] is not None:
        yy = canvas.text(x, yy + 2, f"Trade environments left in the deck: {st['trade_deck_left']}", 10)
    return max(y, yy)


def _legend(canvas, swatches: dict[str, Swatch], y: float) -> float:
    entries: list[Any] = [Chip(s, s.name) for s in swatches.values()]
    entries += [Chip(s, s.name) for s in COLONIST_SWATCHES.values()]
    entries += [("○", "a free staff slot"), ("grey box", "a building, over as many spaces as its size")]
    return canvas.legend(20, y, entries, width=1540)
