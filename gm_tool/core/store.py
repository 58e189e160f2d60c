"""Campaign storage: one folder per campaign, read and written safely.

    campaigns/<name>/campaign.toml          the current state (what `gm` loads every time)
    campaigns/<name>/history/round-NNNN.toml one file per finished round (never re-read to load)
    campaigns/<name>/.lock                  advisory lock held while a command changes the campaign
                                            (core/lock.py: who holds it, and waiting with a limit)

Every write goes to a temporary file in the same folder, is fsync'ed and renamed over the old
file, so a crash leaves either the old or the new file, never half of one. A command that changes
the campaign holds an exclusive lock from load to save, so two `gm` processes never lose an update.
"""

from __future__ import annotations

import os
import re
import tomllib
import unicodedata
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

import tomli_w
from pydantic import ValidationError

from gm_tool.core.campaign import SCHEMA_VERSION, Campaign
from gm_tool.core.errors import CampaignFileError, GmError, NotFoundError
from gm_tool.core.lock import campaign_lock

CAMPAIGN_FILE = "campaign.toml"
HISTORY_DIR = "history"
EVENTS_FILE = "events.toml"
ENV_DIR = "GM_CAMPAIGNS"

_NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


def default_root(explicit: str | Path | None = None) -> Path:
    if explicit:
        return Path(explicit)
    if os.environ.get(ENV_DIR):
        return Path(os.environ[ENV_DIR])
    return Path.cwd() / "campaigns"


def check_campaign_name(name: str) -> str:
    if not name or not name.strip():
        raise GmError("the campaign name is empty", "give a name such as 'bay12-game3'")
    if any(sep in name for sep in ("/", "\\", os.sep)) or name in (".", ".."):
        raise GmError(f"campaign name {name!r} contains a path separator",
                      "use letters, digits, '-', '_' and '.'; use --dir to choose the folder")
    if any(unicodedata.category(c).startswith("C") for c in name):
        raise GmError(f"campaign name {name!r} contains a control character (a line break, a tab, ...)",
                      "use 1-64 letters, digits, '-', '_' or '.'")
    if not _NAME_RE.fullmatch(name):  # fullmatch: `$` would let a final newline through
        raise GmError(f"campaign name {name!r} is not allowed",
                      "use 1-64 letters, digits, '-', '_' or '.', starting with a letter or digit")
    return name


def format_validation_error(exc: ValidationError, source: str) -> str:
    lines = []
    for err in exc.errors()[:10]:
        path = ".".join(str(part) for part in err["loc"]) or "(top level)"
        lines.append(f"{source}: key {path}: {err['msg']}")
    if len(exc.errors()) > 10:
        lines.append(f"... and {len(exc.errors()) - 10} more problems")
    return "\n".join(lines)


def atomic_write_text(path: Path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _without_none(value: Any) -> Any:
    """TOML has no null: a key whose value is None is left out."""
    if isinstance(value, dict):
        return {str(k): _without_none(v) for k, v in value.items() if v is not None}
    if isinstance(value, (list, tuple)):
        return [_without_none(v) for v in value if v is not None]
    return value


def dump_toml(data: dict[str, Any]) -> str:
    return tomli_w.dumps(_without_none(data))


def read_toml(path: Path) -> dict[str, Any]:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise CampaignFileError(f"cannot read {path}: {exc.strerror}") from None
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise CampaignFileError(f"{path}: not UTF-8 text (byte {exc.start})",
                                "save the file as UTF-8") from None
    except tomllib.TOMLDecodeError as exc:
        raise CampaignFileError(f"{path}: not valid TOML: {exc}",
                                "fix that line by hand; the file was left as it is") from None


class CampaignStore:
    def __init__(self, root: str | Path | None = None, wait: float | None = None,
                 notify: Callable[[str], None] | None = None):
        """`wait`: seconds to wait for a campaign another command is changing (default
        $GM_WAIT or 60); `notify`: told whom it waits for, after a moment."""
        self.root = default_root(root)
        self.wait = wait
        self.notify = notify

    def folder(self, name: str) -> Path:
        return self.root / check_campaign_name(name)

    def file(self, name: str) -> Path:
        return self.folder(name) / CAMPAIGN_FILE

    def exists(self, name: str) -> bool:
        return self.file(name).exists()

    def names(self) -> list[str]:
        if not self.root.is_dir():
            return []
        return sorted(p.parent.name for p in self.root.glob(f"*/{CAMPAIGN_FILE}"))

    def load(self, name: str) -> Campaign:
        path = self.file(name)
        try:
            data = read_toml(path)
        except FileNotFoundError:
            known = self.names()
            hint = f"known campaigns in {self.root}: {', '.join(known)}" if known else (
                f"no campaigns in {self.root}; create one with 'gm new' or pass --dir")
            raise NotFoundError(f"no campaign named {name!r}", hint) from None
        version = data.get("schema_version", 1)
        if isinstance(version, int) and version > SCHEMA_VERSION:
            raise CampaignFileError(f"{path}: schema_version {version} is newer than this gm_tool "
                                    f"understands ({SCHEMA_VERSION})",
                                    "upgrade gm_tool; the file was left as it is")
        try:
            campaign = Campaign.model_validate(data)
        except ValidationError as exc:
            raise CampaignFileError(format_validation_error(exc, str(path)),
                                    "fix the file by hand; it was left as it is") from None
        if isinstance(version, int) and version < SCHEMA_VERSION:
            campaign._migrated_from = version
        campaign._folder = path.parent
        if campaign.events is None:
            # a file from before events were counted: every event logged so far counts (read
            # now, so that events written for a change that is then lost are never counted)
            campaign.events = len(self.committed_events(path.parent / HISTORY_DIR / EVENTS_FILE, None))
        return campaign

    def create(self, campaign: Campaign) -> None:
        folder = self.folder(campaign.name)
        if (folder / CAMPAIGN_FILE).exists():
            raise GmError(f"a campaign named {campaign.name!r} already exists in {self.root}",
                          "choose another name, or remove that folder first")
        (folder / HISTORY_DIR).mkdir(parents=True, exist_ok=True)
        with self._locked(folder):
            if (folder / CAMPAIGN_FILE).exists():
                raise GmError(f"a campaign named {campaign.name!r} already exists in {self.root}")
            self._save(folder, campaign)

    def save(self, campaign: Campaign) -> None:
        """Save without taking the lock: only for use inside `transaction`. A loaded campaign is
        saved where it was loaded from (its folder may have been renamed by hand)."""
        self._save(campaign._folder or self.folder(campaign.name), campaign)

    def _save(self, folder: Path, campaign: Campaign) -> None:
        """History entries first, the campaign file last: its atomic rename is the commit point.
        A crash before it leaves the old campaign file, which counts only the history entries
        it includes (`recorded`), so a history file written for the lost change is ignored and
        overwritten by the next one."""
        campaign.to_toml_dict()  # a public copy refuses here, before anything is written
        if campaign._migrated_from is not None:
            old, campaign._migrated_from = campaign._migrated_from, None
            campaign.queue_event("migrate", from_schema=old, to_schema=SCHEMA_VERSION,
                                 note=f"campaign file migrated from schema {old} to {SCHEMA_VERSION}")
        for key, record in campaign.take_history():
            path = folder / HISTORY_DIR / f"{key}.toml"
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(path, dump_toml(record))
        new_events = campaign.take_events()
        if new_events or campaign.events is None:
            campaign.events = self._write_events(folder, campaign.events, new_events)
        atomic_write_text(folder / CAMPAIGN_FILE, dump_toml(campaign.to_toml_dict()))

    def _write_events(self, folder: Path, committed: int | None, new: list[dict[str, Any]]) -> int:
        """Append `new` to the event log after the `committed` events the campaign file counts
        (later ones are left from an interrupted command and dropped); the new count."""
        path = folder / HISTORY_DIR / EVENTS_FILE
        events = self.committed_events(path, committed)
        for event in new:
            events.append({"seq": len(events) + 1, **event})
        if new or (path.exists() and committed is None):
            path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(path, dump_toml({"events": events}))
        return len(events)

    @staticmethod
    def committed_events(path: Path, committed: int | None) -> list[dict[str, Any]]:
        if not path.exists():
            return []
        events = read_toml(path).get("events", [])
        if not isinstance(events, list):
            raise CampaignFileError(f"{path}: 'events' is not a list of tables",
                                    "fix the file by hand; it was left as it is")
        return list(events if committed is None else events[:committed])

    def _locked(self, folder: Path):
        return campaign_lock(folder, folder.name, self.wait, self.notify)

    @contextmanager
    def transaction(self, name: str) -> Iterator[Campaign]:
        """Load under an exclusive lock; save when the block ends without an exception."""
        folder = self.folder(name)
        if not (folder / CAMPAIGN_FILE).exists():
            self.load(name)  # raises the friendly not-found error
        with self._locked(folder):
            campaign = self.load(name)
            yield campaign
            self._save(folder, campaign)

    # History: one file per finished round, written once, read only by report/log/verify.
    def history_path(self, name: str, key: str) -> Path:
        return self.folder(name) / HISTORY_DIR / f"{key}.toml"

    def read_history(self, name: str, key: str) -> dict[str, Any] | None:
        path = self.history_path(name, key)
        if not path.exists():
            return None
        return read_toml(path)

    def history_keys(self, name: str) -> list[str]:
        folder = self.folder(name) / HISTORY_DIR
        return sorted(p.stem for p in folder.glob("*.toml")) if folder.is_dir() else []
