"""Posts the GM pastes (and the GM's own terminal view), one function per view.

Every function takes a public view dict (core.redact.public_campaign, or a choice receipt) and a
format name, and returns text. Forum formats come from Jinja2 templates (templates/ in the repo,
overridable per campaign); the terminal format is drawn with rich.

Optional keyword arguments, for every function:
- `campaign_dir`: the campaign's folder; its `templates/` folder overrides bundled templates;
- `template_dirs`: more folders searched first (before the campaign's and the bundled ones).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from gm_tool.render import context as ctxmod
from gm_tool.render import terminal
from gm_tool.render.games import game_of, require_secret_choices
from gm_tool.render.discord import join_messages, split_messages
from gm_tool.render.formats import check_format, TARGETS

Dirs = Iterable[str | Path] | None


def render(view_name: str, context: dict[str, Any], fmt: str, *, template_dirs: Dirs = None,
           campaign_dir: str | Path | None = None, game: str | None = None) -> str:
    """Render template `view_name` for a forum format (not 'terminal'), split for Discord.
    With `game`, the game's own template (`<family>/<game>/<view>.j2`) wins over the generic one."""
    from gm_tool.render.engine import render_template  # Jinja2 only when a forum post is asked

    text = render_template(view_name, fmt, context, template_dirs=template_dirs,
                           campaign_dir=campaign_dir, game=game)
    limit = TARGETS[fmt].message_limit
    if limit:
        text = join_messages(split_messages(text, limit))
    return text


def choice_receipt(receipt: dict[str, Any], fmt: str, *, template_dirs: Dirs = None,
                   campaign_dir: str | Path | None = None) -> str:
    """`Round 3: Ann's choice is in — commitment <hex>` (and a note when it replaced one).
    A GmError when the receipt names a game without secret choices (Colonization)."""
    fmt = check_format(fmt)
    if receipt.get("game"):
        require_secret_choices(receipt, "choice receipt")
    if fmt == "terminal":
        return terminal.receipt(receipt)
    return render("choice_receipt", ctxmod.receipt_context(receipt), fmt,
                  template_dirs=template_dirs, campaign_dir=campaign_dir)


def status(view: dict[str, Any], fmt: str, *, template_dirs: Dirs = None,
           campaign_dir: str | Path | None = None) -> str:
    """Round, stage, who has (not) acted, and the game's public state (Distant Colony: the
    station and every settlement; Colonization: whose turn, the systems, every player)."""
    return _game_post("status", "status_context", game_of(view), view, fmt, template_dirs,
                      campaign_dir)


def reveal_post(view: dict[str, Any], fmt: str, *, template_dirs: Dirs = None,
                campaign_dir: str | Path | None = None) -> str:
    """The round-opening post: choices with salts and commitments, phases, turn order, state.
    A GmError for a game without secret choices (Colonization)."""
    return _game_post("reveal", "reveal_context", require_secret_choices(view, "reveal post"),
                      view, fmt, template_dirs, campaign_dir)


def new_campaign(view: dict[str, Any], fmt: str, *, template_dirs: Dirs = None,
                 campaign_dir: str | Path | None = None) -> str:
    """The opening post: game, campaign, players, seed commitment and the starting state."""
    return _game_post("new_campaign", "new_campaign_context", game_of(view), view, fmt,
                      template_dirs, campaign_dir)


def check_reply(view: dict[str, Any], fmt: str, *, template_dirs: Dirs = None,
                campaign_dir: str | Path | None = None) -> str:
    """The reply to a player's turn post (`gm check` / `gm submit`): addressed to the player,
    the verdict, and every problem with its line and how to fix it."""
    fmt = check_format(fmt)
    if fmt == "terminal":
        return terminal.check_reply(view)
    return render("check_reply", ctxmod.check_context(view), fmt,
                  template_dirs=template_dirs, campaign_dir=campaign_dir)


def round_summary(view: dict[str, Any], fmt: str, *, template_dirs: Dirs = None,
                  campaign_dir: str | Path | None = None) -> str:
    """The post after a round: phases, what each player did (and what was skipped), the draws,
    the game end and final scores when it ended, then the station and settlements after the
    round. `view` is public_campaign(...) with view["summary"] from the game's summary_view.
    For a sequential game (Colonization) it is the post after one action: the action, its dice
    rolls with their draw numbers, the outcome, what was skipped, whose turn is next, the board."""
    return _game_post("round_summary", "summary_context", game_of(view), view, fmt,
                      template_dirs, campaign_dir)


def _game_post(view_name: str, context_name: str, game, view: dict[str, Any], fmt: str,
               template_dirs: Dirs, campaign_dir: str | Path | None) -> str:
    """A view drawn by the game's own terminal layout, or its template for a forum format."""
    fmt = check_format(fmt)
    if fmt == "terminal":
        return getattr(game.terminal(), view_name)(view)
    context = getattr(game.context(), context_name)(view)
    return render(view_name, context, fmt, template_dirs=template_dirs, campaign_dir=campaign_dir,
                  game=game.template_folder)
