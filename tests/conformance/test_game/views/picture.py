"""Sealed Bids' board picture: the lot on its die, then each player's coins as a bar with the
bid and the sale of this round, drawn from the public view only (the stocks stay secret)."""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.picture.canvas import Chip
from gm_tool.core.kit.picture.palette import FAINT, player_swatches

from . import context as ctxmod


def draw(view: dict[str, Any], canvas) -> None:
    state = view["state"]
    swatches = player_swatches(view["players"])
    y = canvas.title(view)
    lot = state.get("lot") or {}
    if lot:
        canvas.rect(20, y, 64, 64, FAINT, lw=1.5)
        canvas.text(52, y + 32, lot.get("die", "?"), 28, bold=True, ha="center", va="center")
        canvas.text(100, y + 12, f"Lot: {lot.get('grams', 0)} g of saffron", 13, bold=True)
        canvas.text(100, y + 36, f"price {lot.get('die', '?')} coins per 100 g this round", 11)
        y += 84
    else:
        y = canvas.text(20, y, ctxmod.phase_text(state), 12) + 12
    rows = ctxmod.player_rows(state, state.get("turn_order") or view["players"])
    most = max([r["coins"] for r in rows] + [1])
    y = canvas.heading(20, y, "Coins") + 4
    for row in rows:
        swatch = swatches[row["name"]]
        canvas.token(34, y + 14, 13, swatch)
        canvas.text(56, y + 14, row["name"], 11, va="center_baseline")
        bar = 500 * row["coins"] / most
        canvas.rect(160, y + 4, max(bar, 1), 20, swatch.fill, lw=0.8)
        canvas.text(170 + bar, y + 14, f"{row['coins']} coins", 11, va="center_baseline")
        y += 34
    y += 10
    y = canvas.table(20, y, ["Player", "Bid", "Sold", ""],
                     [[Chip(swatches[r["name"]], r["name"]), r["bid"], r["sold"], r["mark_text"]]
                      for r in rows], align="lrrl")
    y = canvas.legend(20, y + 16, [Chip(s, s.name) for s in swatches.values()], title="Players")
    canvas.footer(y)
