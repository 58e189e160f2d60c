"""GM operations for every game: undo, log, verify, adjust, edit, replace, drop, deadline, remind,
email, ingest, export. See docs/operations.md."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Optional

import typer

from gm_tool.cli.common import DirOption, FormatOption, err_console, fmt_of, out, out_json, store_for
from gm_tool.core.kit.errors import GmError
from gm_tool.cli.lazy import lazy

deadlines_mod = lazy("gm_tool.core.ops.deadlines")
diff_mod = lazy("gm_tool.core.ops.diff")
edit_mod = lazy("gm_tool.core.ops.edit")
export_mod = lazy("gm_tool.core.ops.export")
log_mod = lazy("gm_tool.core.ops.log")
mail_mod = lazy("gm_tool.core.ops.mail")
rulings = lazy("gm_tool.core.ops.rulings")
seats = lazy("gm_tool.core.ops.seats")
undo_mod = lazy("gm_tool.core.ops.undo")
verify_mod = lazy("gm_tool.core.ops.verify")
history_mod = lazy("gm_tool.core.ops.history")

ReasonOption = typer.Option(None, "--reason", "-m", help="why (shown in the next round post)")


def clock_text(campaign) -> str:
    """The game's own time now ("Turn 2 · council vote"): what every GM line names."""
    from gm_tool.core.engine.steps import clock_of

    return clock_of(campaign).text


def warn(text: str) -> None:
    err_console.print(f"warning: {text}")


def interactive() -> bool:
    """Whether we may ask the GM questions (tests replace this)."""
    return sys.stdin.isatty()


# gm undo --------------------------------------------------------------------------------------
def undo(
    name: str = typer.Argument(..., help="campaign name"),
    to_round: Optional[int] = typer.Option(None, "--to", help="undo everything from the start of "
                                           "this round (the game's own round, turn or year) on "
                                           "(default: the last resolve alone)"),
    to_entry: Optional[int] = typer.Option(None, "--to-entry", help="undo from this record entry "
                                           "on (the number in history/round-NNNN.toml)"),
    drop_rulings: bool = typer.Option(False, "--drop-rulings", help="set aside the rulings made "
                                      "after that point instead of applying them again"),
    reason: Optional[str] = ReasonOption,
    directory: str = DirOption,
) -> None:
    """Roll back to just before the last resolve (or round --to's); nothing is deleted. Rulings
    made since then are applied again where they still can be."""
    rulings.check_reason(reason, "an undo")
    store = store_for(directory)
    with store.transaction(name) as campaign:
        # no check of the current state: undo is also the way back from a broken hand edit
        target = history_mod.pick_entry(store, name, campaign, to_round, to_entry, which="first")
        result = undo_mod.undo(store, name, campaign, target, reason, drop_rulings=drop_rulings)
    out(f"Undone: {result.span}. Back at {result.clock}.")
    out(f"The undone history is kept in {result.archive}")
    if result.discarded:
        out("Set aside (kept in the archive; make them again if they still apply): "
            + "; ".join(result.discarded))
    for entry in result.reapplied:
        out(f"Seat change applied again: {entry.get('description') or entry['kind']}")
    for entry in result.rulings_reapplied:
        out(f"Ruling applied again: {entry.get('description') or entry['kind']}")
    for text in result.rulings_dropped:
        out(f"Ruling no longer applied: {text}")
    out(f"Note for the next round post: {result.note}")
    for text in result.warnings:
        warn(text)


# gm log ---------------------------------------------------------------------------------------
def log(
    name: str = typer.Argument(..., help="campaign name"),
    as_json: bool = typer.Option(False, "--json", help="print a JSON list of entries"),
    directory: str = DirOption,
) -> None:
    """List the campaign's history: rounds, revealed choices, posts and verdicts, rulings, undos."""
    store = store_for(directory)
    campaign = store.load(name)
    entries = log_mod.campaign_log(store, name, campaign)
    if as_json:
        out_json([e.to_dict() for e in entries])
        return
    for entry in entries:
        out(f"{entry.at or '-':<20}  {entry.title}")
        for line in entry.lines:
            out(f"{'':<22}{line}")


# gm verify ------------------------------------------------------------------------------------
def verify(
    name: str = typer.Argument(..., help="campaign name"),
    directory: str = DirOption,
) -> None:
    """Replay the campaign from its setup, seed and records; exit 1 if it does not reach the stored state."""
    store = store_for(directory)
    campaign = store.load(name)
    report = verify_mod.verify(store, name, campaign)
    for line in report.lines():
        out(line)
    if not report.ok:
        raise typer.Exit(1)


# gm adjust ------------------------------------------------------------------------------------
def adjust(
    name: str = typer.Argument(..., help="campaign name"),
    player: str = typer.Argument(..., help="the player the ruling is for"),
    change: str = typer.Argument(..., help='what changes, e.g. "+2 wealth -1 food"'),
    reason: Optional[str] = ReasonOption,
    directory: str = DirOption,
) -> None:
    """Record a GM ruling that changes a player's stock now; it is shown in the next summary."""
    rulings.check_reason(reason)
    with store_for(directory).transaction(name) as campaign:
        entry = rulings.adjust(campaign, player, change, reason)
    out(f"Ruling #{entry['seq']} recorded ({clock_text(campaign)}): {entry['description']}")
    out(f"Reason: {entry['reason']}")


# gm set ---------------------------------------------------------------------------------------
def set_(
    name: str = typer.Argument(..., help="campaign name"),
    assignments: list[str] = typer.Argument(..., help="key=value, one or more (e.g. missed_turn=auto)"),
    reason: Optional[str] = ReasonOption,
    directory: str = DirOption,
) -> None:
    """Change rule settings mid-campaign as a recorded ruling (gm verify replays it, gm log
    shows it); the keys are those of gm new --set."""
    rulings.check_reason(reason)
    with store_for(directory).transaction(name) as campaign:
        entry = rulings.set_settings(campaign, assignments, reason)
    out(f"Ruling #{entry['seq']} recorded ({clock_text(campaign)}): {entry['description']}")
    out(f"Reason: {entry['reason']}")


# gm roll --------------------------------------------------------------------------------------
def roll(
    name: str = typer.Argument(..., help="campaign name"),
    values: list[int] = typer.Argument(..., help="the faces rolled, in the order the step draws "
                                       "them (gm status names them)"),
    reason: Optional[str] = typer.Option(None, "--reason", "-m", help="where it was rolled "
                                         "(\"forum roller, post #41\"): shown with the roll"),
    directory: str = DirOption,
) -> None:
    """Enter a roll made outside the tool (campaigns with dice = "gm": a forum's dice roller,
    dice rolled on camera); recorded, shown publicly and replayed by gm verify."""
    from gm_tool.core.engine.steps import roll as make_roll

    why = rulings.check_reason(reason, "a roll")
    with store_for(directory).transaction(name) as campaign:
        made = make_roll(campaign, values, why)
    shown = ", ".join(f"{d['purpose']} {d['value'] + 1}" for d in made["draws"] if d.get("entered"))
    out(f"{(made.get('clock') or {}).get('text') or made['label']}: rolled by the GM ({why}): {shown}")
    out(f"Next: {clock_text(campaign)}")


# gm edit --------------------------------------------------------------------------------------
def _editor() -> list[str]:
    command = os.environ.get("VISUAL") or os.environ.get("EDITOR") or "vi"
    try:
        return shlex.split(command)
    except ValueError:
        raise GmError(f"cannot read the editor command {command!r}", "check $VISUAL / $EDITOR") from None


def _run_editor(path: Path) -> None:
    command = _editor()
    try:
        done = subprocess.run([*command, str(path)])
    except FileNotFoundError:
        raise GmError(f"editor {command[0]!r} not found", "set $EDITOR, e.g. EDITOR=nano") from None
    if done.returncode != 0:
        raise GmError(f"the editor exited with status {done.returncode}; nothing was changed",
                      f"your text is kept in {path}")


def edit(
    name: str = typer.Argument(..., help="campaign name"),
    reason: Optional[str] = ReasonOption,
    directory: str = DirOption,
) -> None:
    """Edit the current state in $EDITOR; it is checked, shown as a diff and recorded as a ruling."""
    store = store_for(directory)
    campaign = store.load(name)
    campaign.require_secrets("be edited")
    original = campaign.state
    fd, tmp = tempfile.mkstemp(prefix=f"gm-edit-{name}-", suffix=".toml")
    path = Path(tmp)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(edit_mod.state_text(campaign))
    keep = False
    try:
        while True:
            _run_editor(path)
            try:
                new_state = edit_mod.read_edited(path.read_text(encoding="utf-8"), campaign)
                break
            except GmError as exc:
                err_console.print(f"error: {exc.message}")
                if interactive() and typer.confirm("Reopen the editor to fix it?", default=True):
                    continue
                keep = True
                raise GmError("the edit was refused; the campaign is unchanged",
                              f"your edited text is kept in {path}") from None
        changes = diff_mod.diff(original, new_state)
        if not changes:
            out("No changes: nothing was recorded.")
            return
        out(f"{len(changes)} change{'s' if len(changes) != 1 else ''}:")
        for line in diff_mod.describe(changes):
            out("  " + line)
        if not (reason or "").strip():
            if not interactive():
                keep = True
                raise GmError("an edit needs a reason", f"run again with --reason \"...\"; your edited "
                                                        f"text is kept in {path}")
            reason = typer.prompt("Reason for this ruling (empty to cancel)", default="",
                                  show_default=False)
            if not reason.strip():
                out("Cancelled: nothing was recorded.")
                return
        with store.transaction(name) as fresh:
            if fresh.state != original:
                keep = True
                raise GmError("the campaign changed while you were editing; your edit was not applied",
                              f"your edited text is kept in {path}; run 'gm edit' again")
            entry = rulings.edit(fresh, new_state, reason)
        out(f"Ruling #{entry['seq']} recorded ({clock_text(fresh)}): {entry['description']}")
    finally:
        if not keep:
            path.unlink(missing_ok=True)


# gm replace / gm drop -------------------------------------------------------------------------
def replace(
    name: str = typer.Argument(..., help="campaign name"),
    old: str = typer.Argument(..., help="the player leaving the seat"),
    new: str = typer.Argument(..., help="the player taking it over"),
    email: Optional[str] = typer.Option(None, "--email", help="the new player's e-mail address"),
    reason: Optional[str] = typer.Option(None, "--reason", "-m", help="why (optional)"),
    directory: str = DirOption,
) -> None:
    """Hand a seat to a new player, keeping its whole position (renamed everywhere)."""
    emails = [mail_mod.normalise_address(email)] if email else []
    with store_for(directory).transaction(name) as campaign:
        taken = [p.name for p in campaign.players for a in p.emails if a in emails]
        if taken:
            raise GmError(f"{emails[0]} already belongs to {taken[0]}")
        change = seats.replace(campaign, old, new, reason, emails)
    out(f"{change.entry['new_player']} now plays the seat of {change.entry['player']}.")
    for note in change.notes:
        out(f"Note for the next round post: {note}")


def drop(
    name: str = typer.Argument(..., help="campaign name"),
    player: str = typer.Argument(..., help="the player leaving the game"),
    reason: Optional[str] = typer.Option(None, "--reason", "-m", help="why (optional)"),
    directory: str = DirOption,
) -> None:
    """Drop a player: the seat stays, takes no actions, and is scored at the end."""
    with store_for(directory).transaction(name) as campaign:
        change = seats.drop(campaign, player, reason)
    out(f"{change.entry['player']} is dropped. {change.notes[0]}")
    for text in change.warnings:
        warn(text)


# gm deadline / gm remind ----------------------------------------------------------------------
def deadline(
    name: str = typer.Argument(..., help="campaign name"),
    when: Optional[str] = typer.Argument(None, help='date and time, e.g. "2026-12-01 18:00"'),
    tz: Optional[str] = typer.Option(None, "--tz", help="time zone of WHEN, e.g. Europe/Berlin (default UTC)"),
    clear: bool = typer.Option(False, "--clear", help="remove the round's deadline"),
    now: Optional[str] = typer.Option(None, "--now", help="the current time (ISO), for testing"),
    directory: str = DirOption,
) -> None:
    """Set (or --clear) the current round's deadline; it is stored in UTC."""
    store = store_for(directory)
    if clear == bool(when):
        raise GmError("give either a date and time or --clear",
                      f'for example: gm deadline {name} "2026-12-01 18:00" --tz Europe/Berlin')
    current = deadlines_mod.parse_now(now)
    with store.transaction(name) as campaign:
        if clear:
            campaign.entry.deadline = None
            campaign.entry.deadline_tz = None
            history_mod.append_event(campaign, "deadline", round=campaign.entry.number, cleared=True)
            moment, warnings = None, []
        else:
            moment, warnings = deadlines_mod.set_deadline(campaign, when or "", tz, current)
            history_mod.append_event(campaign, "deadline", round=campaign.entry.number,
                                     deadline=campaign.entry.deadline)
    if moment is None:
        out(f"{clock_text(campaign)}: deadline removed.")
    else:
        view = deadlines_mod.reminder(campaign, current)
        out(f"{clock_text(campaign)} deadline: {_when_text(view)}")
    for text in warnings:
        warn(text)


def _when_text(view: deadlines_mod.Reminder) -> str:
    if view.deadline_utc is None:
        return "none"
    utc = view.deadline_utc.strftime("%a %d %b %Y %H:%M UTC")
    if view.zone_name and view.deadline_local is not None:
        local = view.deadline_local.strftime(f"%a %d %b %Y %H:%M {view.deadline_local.tzname()}")
        return f"{local} ({view.zone_name}; {utc})"
    return utc


def reminder_view(view: deadlines_mod.Reminder, game: str = "") -> dict:
    """The reminder as a public view for the render layer (`posts.reminder`): the step's label,
    who still owes it, and the deadline in its own zone and in UTC with the time left."""
    local = None
    if view.zone_name and view.deadline_local is not None:
        local = (view.deadline_local.strftime(f"%a %d %b %Y %H:%M {view.deadline_local.tzname()}")
                 + f" ({view.zone_name})")
    utc = view.deadline_utc.strftime("%a %d %b %Y %H:%M UTC") if view.deadline_utc else None
    return {
        "game": game, "game_title": view.game_title, "campaign": view.campaign,
        "round": view.round, "stage": view.stage, "what": view.what, "label": view.label,
        "pending": list(view.pending), "dropped": list(view.dropped),
        "deadline_text": _when_text(view) if view.deadline_utc is not None else None,
        "deadline_local": local, "deadline_utc": utc,
        "left": view.left, "overdue": view.overdue,
    }


def remind_post(view: deadlines_mod.Reminder, fmt: str, game: str = "",
                campaign_dir: Optional[Path] = None) -> str:
    """The reminder post, built by the render layer like every other post."""
    from gm_tool.render import posts

    return posts.reminder(reminder_view(view, game), fmt, campaign_dir=campaign_dir)


def remind(
    name: str = typer.Argument(..., help="campaign name"),
    fmt: str = FormatOption,
    now: Optional[str] = typer.Option(None, "--now", help="the current time (ISO), for testing"),
    directory: str = DirOption,
) -> None:
    """Print a reminder post: who still owes a choice or a turn post, and the time left."""
    fmt = fmt_of(fmt)
    store = store_for(directory)
    campaign = store.load(name)
    out(remind_post(deadlines_mod.reminder(campaign, deadlines_mod.parse_now(now)), fmt,
                    campaign.game, store.folder(name)))


# gm email / gm ingest -------------------------------------------------------------------------
def email(
    name: str = typer.Argument(..., help="campaign name"),
    player: Optional[str] = typer.Argument(None, help="the player (leave out to list every address)"),
    address: Optional[str] = typer.Argument(None, help="an e-mail address the player writes from"),
    remove: bool = typer.Option(False, "--remove", help="remove the address instead"),
    directory: str = DirOption,
) -> None:
    """Set (or list) the e-mail addresses each player's messages come from (for gm ingest)."""
    store = store_for(directory)
    if player is None:
        campaign = store.load(name)
        for entry in campaign.players:
            flag = " (dropped)" if entry.dropped else ""
            out(f"{entry.name}{flag}: {', '.join(entry.emails) or '(no address)'}")
        return
    if address is None:
        raise GmError("give the address too", f"gm email {name} {player} ann@example.org")
    with store.transaction(name) as campaign:
        who = mail_mod.set_email(campaign, player, address, remove)
        history_mod.append_event(campaign, "email", player=who, removed=remove)
    entry = next(p for p in campaign.players if p.name == who)
    out(f"{who}: {', '.join(entry.emails) or '(no address)'}")


def ingest(
    name: str = typer.Argument(..., help="campaign name"),
    mailbox: str = typer.Argument(..., help="an mbox file or a Maildir folder"),
    dry_run: bool = typer.Option(False, "--dry-run", help="show what would be done; save nothing"),
    directory: str = DirOption,
) -> None:
    """Take in players' secret choices and turn posts from a mailbox; each message once."""
    store = store_for(directory)
    mails = list(mail_mod.read_mailbox(mailbox))
    if dry_run:
        campaign = store.load(name)
        results = mail_mod.ingest(campaign, iter(mails))
        for r in results:
            if r.action == "choice":
                # a dry run's salts are thrown away: its commitments are not the real ones
                r.detail = (r.detail.partition("; commitment ")[0]
                            + "; the real run commits it with a fresh salt, so its commitment "
                              "is new")
    else:
        with store.transaction(name) as campaign:
            results = mail_mod.ingest(campaign, iter(mails))
            taken = sum(r.taken for r in results)
            if taken:
                history_mod.append_event(campaign, "ingest", mailbox=str(mailbox), taken=taken,
                                         left=sum(1 for r in results if not r.taken and r.action != "skipped"))
    if not results:
        out("The mailbox is empty.")
    for r in results:
        who = r.player or r.sender or "(no sender)"
        subject = f" \"{r.subject}\"" if r.subject else ""
        out(f"{r.action:<14} {who}{subject}: {r.detail}")
        if r.read_as:   # what the secret choice was read as: the GM's eyes only (stderr)
            err_console.print(f"read {who}'s choice as: {r.read_as}")
        for line in r.lines:
            out(f"{'':<15}{line}")
    taken = sum(r.taken for r in results)
    left = [r for r in results if not r.taken and r.action != "skipped"]
    out(f"{taken} message(s) taken in, {len(left)} left alone, "
        f"{sum(r.action == 'skipped' for r in results)} skipped"
        + (" (dry run: nothing saved)" if dry_run else ""))


# gm export ------------------------------------------------------------------------------------
def export(
    name: str = typer.Argument(..., help="campaign name"),
    public: str = typer.Option(..., "--public", help="file (.toml) or folder to write the public copy to"),
    directory: str = DirOption,
) -> None:
    """Write a copy of the campaign without any secret, for players to check their posts with."""
    store = store_for(directory)
    campaign = store.load(name)
    path = export_mod.export_public(store, name, campaign, public)
    if not campaign.secret.public_copy:
        with store.transaction(name) as current:
            history_mod.append_event(current, "export", file=str(path), round=current.entry.number)
    out(f"Public copy written to {path}")
    if path.name == "campaign.toml" and path.parent.name == name:
        out(f"Players check a turn with: gm check {name} PLAYER post.txt --dir {path.parent.parent}")
    else:
        out(f"Players check a turn with: gm check {name} PLAYER post.txt --dir FOLDER "
            f"(with the file saved as FOLDER/{name}/campaign.toml)")


def register(app: typer.Typer) -> None:
    for command in (undo, log, verify, edit, replace, drop, deadline, remind, email, ingest,
                    export):
        app.command(command.__name__)(command)
    # "-1 food" is a change, not an unknown option
    app.command("adjust", context_settings={"ignore_unknown_options": True})(adjust)
    app.command("set")(set_)
    app.command("roll")(roll)
