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

from gm_tool.core.campaign import Campaign, utc_now
from gm_tool.core.errors import CampaignFileError
from gm_tool.core.engine import SETUP_HISTORY, history_key
from gm_tool.core.store import CampaignStore, HISTORY_DIR, atomic_write_text, dump_toml, read_toml

EVENTS = "events"
UNDONE_DIR = "undone"
_ROUND_RE = re.compile(r"^round-(\d{4,})$")


def resolved_rounds(store: CampaignStore, name: str, campaign: Campaign | None = None) -> list[int]:
    """The numbers of the rounds with a history file, in order: only those the campaign's state
    includes (a higher-numbered file is left from an interrupted command, see core/store.py)."""
    numbers = []
    for key in store.history_keys(name):
        match = _ROUND_RE.match(key)
        if match:
            numbers.append(int(match.group(1)))
    if campaign is not None:
        numbers = [n for n in numbers if n <= campaign.recorded]
    return sorted(numbers)


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


def read_events(store: CampaignStore, name: str) -> list[dict[str, Any]]:
    path = events_path(store, name)
    if not path.exists():
        return []
    data = read_toml(path)
    events = data.get("events", [])
    if not isinstance(events, list):
        raise CampaignFileError(f"{path}: 'events' is not a list of tables")
    return events


def append_event(store: CampaignStore, name: str, kind: str, **fields: Any) -> dict[str, Any]:
    """Add one event to the campaign's event log (call it while holding the campaign's lock)."""
    events = read_events(store, name)
    event = {"seq": len(events) + 1, "at": utc_now(), "kind": kind, **fields}
    events.append(event)
    path = events_path(store, name)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, dump_toml({"events": events}))
    return event


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
    for adj in campaign.round.adjustments:
        found.append({**adj, "round": campaign.round.number})
    return found
