"""The private post: what one player alone may see (`gm status NAME --player P`), for the GM to
send by private message — a secret money stock, a hand of cards. Never pasted in the thread."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from gm_tool.core.kit.views.terminal import TerminalText
from gm_tool.render.formats import check_format


def private_context(view: dict[str, Any]) -> dict[str, Any]:
    """`view`: campaign, game_title, round, step_label, player, entries ({title: value})."""
    rows = []
    for title, value in view["entries"].items():
        if isinstance(value, dict):
            value = ", ".join(f"{k} {v}" for k, v in value.items()) or "none"
        if isinstance(value, (list, tuple)) and value:
            # one line per item (a hand of cards): nothing folded, every item findable
            rows.extend({"title": f"{title} ({i})", "value": str(v)} for i, v in enumerate(value, 1))
            continue
        rows.append({"title": str(title), "value": str(value) if value != [] else "none"})
    return {"campaign": view["campaign"], "game_title": view["game_title"],
            "round": view["round"], "step_label": view.get("step_label", ""),
            "player": view["player"], "rows": rows}


def private_post(view: dict[str, Any], fmt: str, *, campaign_dir: str | Path | None = None) -> str:
    """The game's own private post when its presentation declares one, else the shared table of
    the game's private entries."""
    from gm_tool.render.posts import render

    fmt = check_format(fmt)
    if view.get("game"):
        from gm_tool.render.presentation import presentation_of

        game = presentation_of(view, "private post")
        if game.post("private_view"):
            if fmt == "terminal":
                return game.terminal("private_view", view)
            return render("private_view", game.context("private_view", view), fmt,
                          campaign_dir=campaign_dir, game=game.name)
    context = private_context(view)
    if fmt == "terminal":
        from rich.table import Table
        table = Table(title=f"{context['player']} only — {context['game_title']}, "
                            f"{context['campaign']} ({context['step_label'] or 'round ' + str(context['round'])})",
                      show_header=False)
        table.add_column("")
        table.add_column("")
        for row in context["rows"] or [{"title": "(nothing hidden)", "value": ""}]:
            table.add_row(row["title"], row["value"])
        return TerminalText(table)
    return render("private_view", context, fmt, campaign_dir=campaign_dir)
