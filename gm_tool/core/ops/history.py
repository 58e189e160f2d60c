"""Reading a campaign's record: resolved rounds (history/round-NNNN.toml), the setup record, and
the event log (history/events.toml: undos, seat changes, deadlines, e-mail, exports).

Round files are written once by `gm resolve` and never changed; an undo moves them, with the
time of the undo, to history/undone/<stamp>/ and logs an event. Nothing is ever deleted.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from gm_tool.core.store.campaign import Campaign
from gm_tool.core.kit.errors import CampaignFileError
from gm_tool.core.engine.steps import SETUP_HISTORY, history_key, record_clock
from gm_tool.core.store.files import CampaignStore, HISTORY_DIR

EVENTS = "events"
UNDONE_DIR = "undone"
_ROUND_RE = re.compile(r"^round-(\d{4,})$")


def resolved_rounds(store: CampaignStore, name: str, campaign: Campaign | None = None) -> list[int]:
    """The numbers of the rounds with a history file, in order: only those the campaign's state
    includes (a higher-numbered file is left from an interrupted command, see core/store/files.py)."""
    numbers = []
    for key in store.history_keys(name):
        match = _ROUND_RE.match(key)
        if match:
            numbers.append(int(match.group(1)))
    if campaign is not None:
        numbers = [n for n in numbers if n <= campaign.recorded]
    return sorted(numbers)


def entries_of(store: CampaignStore, name: str, campaign: Campaign, game_round: int) -> list[int]:
    """The record entries of the game's own round (turn, year) `game_round`, in order."""
    return [n for n in resolved_rounds(store, name, campaign)
            if record_clock(round_record(store, name, n)).get("number") == game_round]


def pick_entry(store: CampaignStore, name: str, campaign: Campaign, game_round: int | None,
               entry: int | None, which: str = "last") -> int | None:
    """The record entry a `--round` (the game's own round: its `which` entry, "first" or
    "last") or an `--entry` (the record's own number) names; None when neither is given."""
    from gm_tool.core.kit.errors import GmError

    resolved = resolved_rounds(store, name, campaign)
    if entry is not None:
        if entry not in resolved:
            raise GmError(f"record entry {entry} is not in the campaign's history",
                          f"entries: 1 to {resolved[-1]}" if resolved else "nothing is recorded yet")
        return entry
    if game_round is None:
        return None
    found = entries_of(store, name, campaign, game_round)
    if not found:
        rounds = sorted({record_clock(round_record(store, name, n)).get("number") for n in resolved})
        raise GmError(f"round {game_round} has no resolved record",
                      f"rounds with a record: {', '.join(map(str, rounds))}" if rounds
                      else "nothing has been resolved yet")
    return found[0] if which == "first" else found[-1]


def round_record(store: CampaignStore, name: str, number: int) -> dict[str, Any]:
    record = store.read_history(name, history_key(number))
    if record is None:
        raise CampaignFileError(f"the history of round {number} is missing "
                                f"({store.history_path(name, history_key(number))})",
                                "was it moved by hand? 'gm log' lists what the history holds")
    return record


def setup_record(store: CampaignStore, name: str) -> dict[str, Any] | None:
    return store.read_history(name, SETUP_HISTORY)


def events_path(store: CampaignStore, name: str) -> Path:
    return store.folder(name) / HISTORY_DIR / f"{EVENTS}.toml"


def read_events(store: CampaignStore, name: str, campaign: Campaign | None = None) -> list[dict[str, Any]]:
    """The event log: only the events the campaign file counts (a later one is left from an
    interrupted command, see core/store/files.py)."""
    committed = campaign.events if campaign is not None else None
    return store.committed_events(events_path(store, name), committed)


def append_event(campaign: Campaign, kind: str, **fields: Any) -> dict[str, Any]:
    """Add one event to the campaign's event log, saved with the campaign in one transaction."""
    return campaign.queue_event(kind, **fields)


def undone_folder(store: CampaignStore, name: str) -> Path:
    return store.folder(name) / HISTORY_DIR / UNDONE_DIR


def new_undone_folder(store: CampaignStore, name: str) -> Path:
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%S%fZ")
    folder = undone_folder(store, name) / stamp
    folder.mkdir(parents=True, exist_ok=False)
    return folder


def all_adjustments(store: CampaignStore, name: str, campaign: Campaign) -> list[dict[str, Any]]:
    """Every ruling and seat change still in force, oldest first (resolved rounds, then now)."""
    found = []
    for number in resolved_rounds(store, name, campaign):
        for adj in round_record(store, name, number).get("adjustments", []):
            found.append({**adj, "round": number})
    for adj in campaign.entry.adjustments:
        found.append({**adj, "round": campaign.entry.number})
    return found
