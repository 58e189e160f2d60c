"""Posts the GM pastes (and the GM's own terminal view), one function per view.

Every function takes a public view dict (core.redact.public_campaign, or a choice receipt) and a
format name, and returns text. Forum formats come from Jinja2 templates shipped in the package
(a game's in `gm_tool/games/<game>/templates/`, the shared ones in `gm_tool/render/templates/`;
a campaign's own `templates/` folder overrides any of them); the terminal format is drawn with
rich. A game's views, layouts and templates are found through the game registry
(`view["game"]`, see gm_tool.render.presentation); a view that names no game is a GmError,
except for the shared check reply and choice receipt.

Optional keyword arguments, for every function:
- `campaign_dir`: the campaign's folder; its `templates/` folder overrides bundled templates;
- `template_dirs`: more folders searched first (before the campaign's and the bundled ones).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from gm_tool.render import context as ctxmod
from gm_tool.render import terminal
from gm_tool.render.formats import check_format, TARGETS
from gm_tool.render.presentation import GamePresentation, presentation, presentation_of

Dirs = Iterable[str | Path] | None


def render(view_name: str, context: dict[str, Any], fmt: str, *, template_dirs: Dirs = None,
           campaign_dir: str | Path | None = None, game: str | None = None,
           footer: str | None = None) -> str:
    """Render template `view_name` for a forum format (not 'terminal'), split for Discord.
    With `game` (a registered game's name), the game's own templates are searched before the
    generic ones. `footer`: a last line (already marked up), before the Discord split."""
    from gm_tool.render.engine import render_template  # Jinja2 only when a forum post is asked
    from gm_tool.render.discord import join_messages, split_messages

    found = presentation(game) if game else None
    text = render_template(view_name, fmt, context, template_dirs=template_dirs,
                           campaign_dir=campaign_dir, game=found.name if found else None,
                           game_dir=found.templates_dir if found else None)
    if footer:
        text = text.rstrip("\n") + "\n\n" + footer + "\n"
    limit = TARGETS[fmt].message_limit
    if limit:
        text = join_messages(split_messages(text, limit))
    return text


def choice_receipt(receipt: dict[str, Any], fmt: str, *, template_dirs: Dirs = None,
                   campaign_dir: str | Path | None = None) -> str:
    """`Round 3: Ann's choice is in — commitment <hex>` (and a note when it replaced one), for
    any game with secret steps. With `receipt["game"]`, that game's templates may override it."""
    fmt = check_format(fmt)
    if fmt == "terminal":
        return terminal.receipt(receipt)
    return render("choice_receipt", ctxmod.receipt_context(receipt), fmt,
                  template_dirs=template_dirs, campaign_dir=campaign_dir,
                  game=receipt.get("game") or None)


def status(view: dict[str, Any], fmt: str, *, template_dirs: Dirs = None,
           campaign_dir: str | Path | None = None) -> str:
    """Round, stage, who has (not) acted, and the game's public state (Distant Colony: the
    station and every settlement; Colonization: whose turn, the systems, every player)."""
    return _game_post("status", "status", presentation_of(view, "status"), view, fmt,
                      template_dirs, campaign_dir)


def reveal_post(view: dict[str, Any], fmt: str, *, template_dirs: Dirs = None,
                campaign_dir: str | Path | None = None) -> str:
    """The post after a secret step is revealed: every choice with its salt and commitment (and
    the command that checks one). A game whose views define `reveal_context` / `reveal` shows
    more when it declares its own reveal (Distant Colony: the phases, turn order and state);
    any other game gets the generic reveal."""
    fmt = check_format(fmt)
    game = presentation_of(view, "reveal post")
    marker = opening_marker(view)
    if fmt == "terminal":
        text = terminal.reveal(view)
        return terminal.with_note(text, marker) if marker else text
    return render("reveal", ctxmod.reveal_context(view), fmt, template_dirs=template_dirs,
                  campaign_dir=campaign_dir, game=game.name, footer=marker)


def new_campaign(view: dict[str, Any], fmt: str, *, template_dirs: Dirs = None,
                 campaign_dir: str | Path | None = None) -> str:
    """The opening post: game, campaign, players, seed commitment and the starting state."""
    return _game_post("new_campaign", "new_campaign",
                      presentation_of(view, "opening post"), view, fmt, template_dirs, campaign_dir)


def check_reply(view: dict[str, Any], fmt: str, *, template_dirs: Dirs = None,
                campaign_dir: str | Path | None = None) -> str:
    """The reply to a player's turn post (`gm check` / `gm submit`), for every game: addressed
    to the player, the verdict, every problem with its line and how to fix it, and what the game
    read in the post ("Read as": its declared `understood(details)`; needs `view["game"]`)."""
    fmt = check_format(fmt)
    if fmt == "terminal":
        return terminal.check_reply(view)
    return render("check_reply", ctxmod.check_context(view), fmt,
                  template_dirs=template_dirs, campaign_dir=campaign_dir,
                  game=view.get("game") or None)


def reminder(view: dict[str, Any], fmt: str, *, template_dirs: Dirs = None,
             campaign_dir: str | Path | None = None) -> str:
    """`gm remind`: the step the campaign waits for (its label), who still owes their input
    (the step's players less those who sent it and the dropped), and the deadline with the
    time left or overdue. The same for every game; with `view["game"]`, that game's templates
    may override it (`reminder.j2`)."""
    fmt = check_format(fmt)
    if fmt == "terminal":
        return terminal.reminder(view)
    return render("reminder", ctxmod.reminder_context(view), fmt, template_dirs=template_dirs,
                  campaign_dir=campaign_dir, game=view.get("game") or None)


def round_summary(view: dict[str, Any], fmt: str, *, template_dirs: Dirs = None,
                  campaign_dir: str | Path | None = None) -> str:
    """The post after a round: phases, what each player did (and what was skipped), the draws,
    the game end and final scores when it ended, then the station and settlements after the
    round. `view` is public_campaign(...) with view["summary"] from the game's summary_view.
    For a sequential game (Colonization) it is the post after one action: the action, its dice
    rolls with their draw numbers, the outcome, what was skipped, whose turn is next, the board.
    With `view["picture_attached"]` (gm resolve/report --png), the post ends by saying so."""
    return _game_post("round_summary", "summary", presentation_of(view, "round summary"),
                      view, fmt, template_dirs, campaign_dir)


#: the line a post ends with when the GM uploads the board picture with it
PICTURE_NOTE = "(board picture attached)"

#: the views that open a step, and so end with the opening marker `gm thread` looks for
OPENING_VIEWS = ("new_campaign", "round_summary")


def opening_marker(view: dict[str, Any]) -> str | None:
    """The short line ending a post that opens a step ("gm_tool · bay12 · Round 3 · turn posts
    opened"): `gm thread` counts only the posts after it (core/ops/thread.py reads it back).
    None when the game is over (nothing opens), and on the summary of an earlier record than
    the last (`gm report --round`): the step open now did not open there."""
    clock = (view.get("clock") or {}).get("text")
    if view.get("stage") == "ended" or not clock or not view.get("campaign"):
        return None
    if "summary_round" in view and view.get("recorded") not in (None, view["summary_round"]):
        return None
    from gm_tool.core.ops.thread import marker_line

    return marker_line(view["campaign"], clock)


def _game_post(view_name: str, piece: str, game: GamePresentation, view: dict[str, Any],
               fmt: str, template_dirs: Dirs, campaign_dir: str | Path | None) -> str:
    """A view drawn by the terminal layout the game declares as `piece`, or its template
    `view_name` with the values of the piece's context for a forum format; the picture note is
    added here, once for every game and format."""
    fmt = check_format(fmt)
    attached = bool(view.get("picture_attached"))
    marker = opening_marker(view) if view_name in OPENING_VIEWS else None
    if fmt == "terminal":
        text = game.terminal(piece, view)
        text = terminal.with_note(text, PICTURE_NOTE) if attached else text
        return terminal.with_note(text, marker) if marker else text
    from gm_tool.render.markup import DIALECTS  # the forum markup only for a forum post

    context = game.context(piece, view)
    notes = ([DIALECTS[fmt](fmt).i(PICTURE_NOTE)] if attached else []) + ([marker] if marker else [])
    footer = "\n\n".join(notes) or None
    return render(view_name, context, fmt, template_dirs=template_dirs, campaign_dir=campaign_dir,
                  game=game.name, footer=footer)
