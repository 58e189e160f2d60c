"""Throws' board picture: each player's points as a bar, with last round's throw, drawn from
the public view only."""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.picture.canvas import Chip
from gm_tool.core.kit.picture.palette import player_swatches

from . import context as ctxmod


def draw(view: dict[str, Any], canvas) -> None:
    state = view["state"]
    swatches = player_swatches(view["players"])
    y = canvas.title(view)
    y = canvas.text(20, y, ctxmod.phase_text(state), 12) + 12
    rows = ctxmod.player_rows(state, list(state.get("players") or view["players"]),
                           dict(state.get("throws") or {}), dict(state.get("gained") or {}), [])
    most = max([r["points"] for r in rows] + [1])
    y = canvas.heading(20, y, "Points") + 4
    for row in rows:
        swatch = swatches[row["name"]]
        canvas.token(34, y + 14, 13, swatch)
        canvas.text(56, y + 14, row["name"], 11, va="center_baseline")
        bar = 500 * row["points"] / most
        canvas.rect(160, y + 4, max(bar, 1), 20, swatch.fill, lw=0.8)
        unit = "point" if row["points"] == 1 else "points"
        canvas.text(170 + bar, y + 14, f"{row['points']} {unit}", 11, va="center_baseline")
        y += 34
    y += 10
    y = canvas.table(20, y, ["Player", "Last throw", "", ""],
                     [[Chip(swatches[r["name"]], r["name"]), r["throw"], r["gained"], r["mark_text"]]
                      for r in rows], align="llrl")
    y = canvas.legend(20, y + 16, [Chip(s, s.name) for s in swatches.values()], title="Players")
    canvas.footer(y)
