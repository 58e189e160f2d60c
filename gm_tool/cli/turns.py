"""`gm check`, `gm submit`, `gm template`, `gm resolve`, `gm report`: the turn posts of a round."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

import typer

from gm_tool.cli import picture
from gm_tool.cli.common import DirOption, FormatOption, FullOption, err_console, fmt_of, out, store_for
from gm_tool.cli.picture import PngOption, SvgOption
from gm_tool.core.engine import lifecycle
from gm_tool.core.engine import turns
from gm_tool.core.engine.steps import require_step
from gm_tool.core.kit.errors import GmError
from gm_tool.core.kit.matching import match_player
from gm_tool.core.ops.redact import public_campaign, public_record
from gm_tool.render import posts

PostFile = typer.Argument(None, help="file with the pasted post, or '-' for standard input (default)")


def read_post(source: Optional[str]) -> str:
    """The post from a file or standard input; one larger than 64 KB is refused before it is
    read (a turn post is a few hundred bytes: that is a wrong file or a paste accident)."""
    from gm_tool.core.store.campaign import MAX_POST_BYTES, post_too_large

    if source in (None, "-"):
        if sys.stdin.isatty():
            err_console.print("Paste the post, then press Ctrl-D on a new line:")
        data = sys.stdin.buffer.read(MAX_POST_BYTES + 1)
        if len(data) > MAX_POST_BYTES:
            raise post_too_large(None)
    else:
        path = Path(source)
        if not path.is_file():
            raise GmError(f"no file {source!r}", "give the file the post was saved in, or '-' to paste it")
        size = path.stat().st_size
        if size > MAX_POST_BYTES:
            raise post_too_large(size)
        data = path.read_bytes()
    text = data.decode("utf-8", errors="replace")
    if not text.strip():
        raise GmError("the post is empty", "paste the player's whole post")
    return text


def check_view(campaign, result, replaced: bool | None = None, round_number: int | None = None,
               step_label: str | None = None) -> dict:
    """`round_number`: the game's own round (turn, year) the post answered."""
    return {
        "campaign": campaign.name,
        "game": campaign.game,
        "round": round_number or lifecycle.clock_of(campaign).number,
        #: the step the post answered, in the game's words ("Ann's action 1 of 2, round 4")
        "step_label": step_label or lifecycle.step_of(campaign).label,
        "player": result.player,
        "accepted": result.accepted,
        "replaced": replaced,
        "diagnostics": [d.to_dict() for d in result.diagnostics],
        "details": result.details,
    }


def check(
    name: str = typer.Argument(..., help="campaign name"),
    player: str = typer.Argument(..., help="the player whose post it is"),
    source: Optional[str] = PostFile,
    fmt: str = FormatOption,
    directory: str = DirOption,
) -> None:
    """Read a turn post and report every problem, without storing anything (exit 1 if rejected)."""
    fmt = fmt_of(fmt)
    store = store_for(directory)
    campaign = store.load(name)
    text = read_post(source)
    result = turns.check(campaign, player, text)
    out(posts.check_reply(check_view(campaign, result), fmt, campaign_dir=store.folder(name)))
    if not result.accepted:
        raise typer.Exit(1)


def submit(
    name: str = typer.Argument(..., help="campaign name"),
    player: str = typer.Argument(..., help="the player whose post it is"),
    source: Optional[str] = PostFile,
    png: Optional[str] = PngOption,
    svg: Optional[str] = SvgOption,
    fmt: str = FormatOption,
    directory: str = DirOption,
) -> None:
    """Check a turn post and store it with its verdict (a later post replaces it; exit 1 if
    rejected). At a turn step the post is applied at once (--png FILE: the board after it)."""
    fmt = fmt_of(fmt)
    paths = picture.targets(png, svg)
    text = read_post(source)
    store = store_for(directory)
    with store.transaction(name) as campaign:
        number = lifecycle.clock_of(campaign).number  # a turn step moves on at once
        label = lifecycle.step_of(campaign).label
        result = turns.submit(campaign, player, text)
    if result.kept:
        who = result.check.player
        again = " (it replaces the one kept before)" if result.replaced else ""
        out(f"@{who}: your post is kept for your turn{again}: {result.kept}. It will be checked "
            f"against the game as it stands then, and applied if it still holds.")
        err_console.print(f"note: {who}'s post is kept, not checked yet; 'gm status {name}' "
                          "lists the posts kept for later")
        return
    out(posts.check_reply(check_view(campaign, result.check, result.replaced, number, label), fmt,
                          campaign_dir=store.folder(name)))
    if result.resolved is not None:
        post_with_picture(campaign, result.resolved.record, fmt, store.folder(name), paths)
    for who, check_result, resolved, what in result.came_due:
        err_console.print(f"note: {who}'s post kept for later: {what}")
        if check_result is None:
            continue
        step_label = ((resolved.record if resolved else {}).get("step") or {}).get("label") \
            or lifecycle.step_of(campaign).label
        out("")
        out(posts.check_reply(check_view(campaign, check_result, False, None, step_label), fmt,
                              campaign_dir=store.folder(name)))
        if resolved is not None:
            post_with_picture(campaign, resolved.record, fmt, store.folder(name), paths)
    if result.resolved is None and paths:
        err_console.print("note: no picture written: the post was stored, nothing was applied yet "
                          f"(gm resolve {name} --png FILE draws the board after the round)")
    for other, again in result.rechecked.items():
        verdict = "accepted" if again.accepted else "rejected"
        err_console.print(f"note: {other}'s stored post was checked again and is now {verdict}")
    if not result.check.accepted:
        raise typer.Exit(1)


def template(
    name: str = typer.Argument(..., help="campaign name"),
    player: str = typer.Argument(..., help="the player to prefill the post for"),
    directory: str = DirOption,
) -> None:
    """Print what the player sends at the current step: a turn post prefilled with what the tool
    can compute, or what a secret choice may be."""
    campaign = store_for(directory).load(name)
    step = require_step(campaign, ("secret", "posts", "turn"), "print a template")
    game = lifecycle.game_of(campaign)
    who = match_player(player, campaign.player_names)
    settings = game.load_settings(campaign.settings)
    if who not in step.players:
        raise GmError(f"{step.label} is not waiting for {who}",
                      f"it waits for {', '.join(step.players) or 'nobody'}")
    if step.kind == "secret":
        out(game.choice_template(campaign.state, step, who, settings))
    else:
        out(game.template_post(campaign.state, who, settings))


def resolve(
    name: str = typer.Argument(..., help="campaign name"),
    preview: bool = typer.Option(False, "--preview", help="show the outcome without saving"),
    force: bool = typer.Option(False, "--force", help="apply only the valid parts, and record that"),
    png: Optional[str] = PngOption,
    svg: Optional[str] = SvgOption,
    fmt: str = FormatOption,
    directory: str = DirOption,
) -> None:
    """Apply the round's accepted posts in turn order, save the round, open the next one
    (--png FILE: the board after it as a picture, to upload with the post)."""
    fmt = fmt_of(fmt)
    paths = picture.targets(png, svg)  # a bad path is refused before anything is applied
    store = store_for(directory)
    if preview:
        campaign = store.load(name)
        result = turns.resolve(campaign, force=force)
        # nothing is saved, so the game has not ended: the seed stays secret in the preview
        campaign.rng.revealed_seed = campaign.rng.revealed_salt = None
        post_with_picture(campaign, result.record, fmt, store.folder(name), paths, saved=False)
        err_console.print("preview only: nothing was saved")
        return
    with store.transaction(name) as campaign:
        result = turns.resolve(campaign, force=force)
    post_with_picture(campaign, result.record, fmt, store.folder(name), paths)


def post_with_picture(campaign, record: dict, fmt: str, folder, paths: dict,
                      saved: bool = True, full: bool = False) -> None:
    """The post after a resolved entry, and the board after it as pictures (when asked): the
    post on stdout, one line per picture on stderr."""
    view = summary_view(campaign, record)
    view["picture_attached"] = bool(paths)
    view["full"] = full
    out(posts.round_summary(view, fmt, campaign_dir=folder))
    if not paths:
        return
    from gm_tool.core.ops.picture_view import record_view

    try:
        picture.write(record_view(campaign, record), paths)
    except GmError as exc:
        if not saved:
            raise
        raise GmError(f"the round was saved, but {exc.message}",
                      f"write the picture again with: gm report {campaign.name} --entry "
                      f"{record['round']} --png FILE") from None


def summary_view(campaign, record: dict) -> dict:
    view = public_campaign(campaign, lifecycle.pending_players(campaign))
    game = lifecycle.game_of(campaign)
    record = public_record(record, ended=campaign.rng.revealed_seed is not None)
    view["summary"] = game.summary_view(record, game.load_settings(campaign.settings))
    view["summary_round"] = record["round"]
    return view


def report(
    name: str = typer.Argument(..., help="campaign name"),
    round_number: Optional[int] = typer.Option(None, "--round", "-r", help="the game's own round "
                                               "(turn, year) to report: its last record (default: "
                                               "the last resolved)"),
    entry: Optional[int] = typer.Option(None, "--entry", help="the record entry to report (the "
                                        "number in history/round-NNNN.toml; gm log lists them)"),
    png: Optional[str] = PngOption,
    svg: Optional[str] = SvgOption,
    fmt: str = FormatOption,
    full: bool = FullOption,
    directory: str = DirOption,
) -> None:
    """Print a past round's summary again (--png FILE: the board after it as a picture)."""
    fmt = fmt_of(fmt)
    paths = picture.targets(png, svg)
    store = store_for(directory)
    campaign = store.load(name)
    from gm_tool.core.ops.history import pick_entry

    last = campaign.recorded
    if last < 1:
        raise GmError("nothing has been resolved yet", "use 'gm status' for the current state")
    number = pick_entry(store, name, campaign, round_number, entry) or last
    record = store.read_history(name, turns.history_name(number))
    if record is None:
        raise GmError(f"the record of entry {number} is missing", "'gm log' lists what the history holds")
    post_with_picture(campaign, record, fmt, store.folder(name), paths, saved=False, full=full)


def register(app: typer.Typer) -> None:
    app.command("check")(check)
    app.command("submit")(submit)
    app.command("template")(template)
    app.command("resolve")(resolve)
    app.command("report")(report)
