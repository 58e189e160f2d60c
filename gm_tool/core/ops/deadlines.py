"""Deadlines and reminders: `gm deadline` stores the round's deadline in UTC (ISO form, like
every time in the campaign file); `gm remind` lists who still owes a choice or a post."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from gm_tool.core.store.campaign import Campaign
from gm_tool.core.kit.errors import GmError
from gm_tool.core.engine.lifecycle import game_of, pending_players, waiting_word, step_of
from gm_tool.core.kit.matching import suggestions

EXAMPLES = '"2026-12-01 18:00", "2026-12-01T18:00+01:00" or "2026-12-01 17:00Z"'
_HAS_TIME = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{1,2}:\d{2}")


def zone(name: str | None) -> ZoneInfo | timezone:
    if name is None or name.strip().upper() in ("UTC", "Z", "GMT"):
        return timezone.utc
    try:
        return ZoneInfo(name.strip())
    except (ZoneInfoNotFoundError, ValueError, OSError):
        close = suggestions(name, sorted(available_timezones()))
        hint = f"did you mean {' or '.join(repr(c) for c in close)}? " if close else ""
        raise GmError(f"unknown time zone {name!r}",
                      hint + "use an IANA name such as Europe/Berlin, America/New_York or UTC") from None


def to_utc_text(moment: datetime) -> str:
    return moment.astimezone(timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def parse_moment(text: str, tz_name: str | None = None, what: str = "deadline") -> datetime:
    """A date and time as typed by the GM; without an offset it is read in `tz_name` (UTC if
    none). Returns an aware datetime."""
    raw = " ".join(text.strip().split())
    if not _HAS_TIME.match(raw):
        raise GmError(f"cannot read the {what} {text!r}: give a date and a time", f"for example {EXAMPLES}")
    try:
        moment = datetime.fromisoformat(raw)
    except ValueError:
        raise GmError(f"cannot read the {what} {text!r}", f"for example {EXAMPLES}") from None
    if moment.tzinfo is not None:
        return moment
    tz = zone(tz_name)
    local = moment.replace(tzinfo=tz)
    back = local.astimezone(timezone.utc).astimezone(tz)
    if back.replace(tzinfo=None) != moment:
        raise GmError(f"{raw} does not exist in {tz_name} (the clocks jump at that time)",
                      "choose a time an hour later or earlier")
    return local


def set_deadline(campaign: Campaign, text: str, tz_name: str | None,
                 now: datetime | None = None) -> tuple[datetime, list[str]]:
    if step_of(campaign).kind == "end":
        raise GmError("the game has ended: there is no round to set a deadline for",
                      f"'gm report {campaign.name}' shows the final scoring")
    moment = parse_moment(text, tz_name)
    if tz_name is not None:
        zone(tz_name)  # a bad zone is an error even when the text carries an offset
    campaign.entry.deadline = to_utc_text(moment)
    campaign.entry.deadline_tz = tz_name.strip() if tz_name and zone(tz_name) is not timezone.utc else None
    warnings = []
    now = now or datetime.now(timezone.utc)
    if moment <= now:
        warnings.append(f"that deadline is already past (overdue by {span(now - moment)})")
    return moment, warnings


def span(delta: timedelta) -> str:
    """'2 days 3 hours', '5 hours 10 minutes', '12 minutes', 'less than a minute'."""
    minutes = int(abs(delta).total_seconds() // 60)
    days, rest = divmod(minutes, 24 * 60)
    hours, mins = divmod(rest, 60)
    parts = [(days, "day"), (hours, "hour"), (mins, "minute")]
    shown = [f"{n} {unit}{'s' if n != 1 else ''}" for n, unit in parts if n][:2]
    if days and not hours:
        shown = shown[:1]
    return " ".join(shown) if shown else "less than a minute"


@dataclass
class Reminder:
    campaign: str
    game_title: str
    round: int
    stage: str
    what: str
    #: the step's own words ("council vote, turn 4", "Ann's turn 12")
    label: str
    pending: list[str]
    dropped: list[str]
    deadline_utc: datetime | None
    deadline_local: datetime | None
    zone_name: str | None
    left: str | None
    overdue: bool


def reminder(campaign: Campaign, now: datetime | None = None) -> Reminder:
    game = game_of(campaign)
    now = now or datetime.now(timezone.utc)
    dropped = [p.name for p in campaign.players if p.dropped]
    pending = [p for p in pending_players(campaign) if p not in dropped]
    step = step_of(campaign)
    if step.kind == "chance":
        # only a campaign whose GM rolls waits at a chance step: the GM owes the roll
        what, pending = "roll (gm roll)", ["GM"]
    elif step.kind == "secret":
        what = f"secret {step.noun}"
    elif step.takes_posts:
        what = "turn post"
    else:
        what = ""
    deadline = local = None
    left = None
    overdue = False
    if campaign.entry.deadline:
        deadline = datetime.fromisoformat(campaign.entry.deadline.replace("Z", "+00:00"))
        local = deadline.astimezone(zone(campaign.entry.deadline_tz)) if campaign.entry.deadline_tz else deadline
        overdue = now > deadline
        left = span(now - deadline if overdue else deadline - now)
    return Reminder(campaign.name, game.title, game.clock(campaign.state, step).number,
                    waiting_word(step), what,
                    step.label, pending, dropped, deadline, local, campaign.entry.deadline_tz, left, overdue)


def describe(deadline_utc: str | None, tz_name: str | None) -> str | None:
    """'Tue 01 Dec 2026 18:00 CET (Europe/Berlin; 17:00 UTC)', for posts."""
    if not deadline_utc:
        return None
    try:
        moment = datetime.fromisoformat(deadline_utc.replace("Z", "+00:00"))
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=timezone.utc)
    except ValueError:  # a hand-edited deadline is shown as written
        return deadline_utc
    if not tz_name:
        return moment.strftime("%a %d %b %Y %H:%M UTC")
    try:
        local = moment.astimezone(zone(tz_name))
    except GmError:
        return moment.strftime("%a %d %b %Y %H:%M UTC")
    return (f"{local.strftime('%a %d %b %Y %H:%M %Z')} ({tz_name}; "
            f"{moment.strftime('%H:%M UTC')})")


def parse_now(text: str | None) -> datetime:
    if not text:
        return datetime.now(timezone.utc)
    moment = parse_moment(text, None, what="--now time")
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)
