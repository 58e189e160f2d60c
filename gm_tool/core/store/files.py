"""Campaign storage: one folder per campaign, read and written safely.

    campaigns/<name>/campaign.toml          the current state (what `gm` loads every time)
    campaigns/<name>/history/round-NNNN.toml one file per finished round (never re-read to load)
    campaigns/<name>/.lock                  advisory lock held while a command changes the campaign
                                            (core/store/lock.py: who holds it, and waiting with a limit)

Every write goes to a temporary file in the same folder, is fsync'ed and renamed over the old
file, so a crash leaves either the old or the new file, never half of one. A command that changes
the campaign holds an exclusive lock from load to save, so two `gm` processes never lose an update.

Every command, reading or writing, loads through `CampaignStore.load`, which checks the whole file
the same way (`check_campaign_data`): the text (UTF-8; a byte-order mark and CRLF line ends are
read as they are meant), the TOML, the frame (core/store/frame.py), the round's tables, the game's settings and
its `check_state`. A file that fails is refused with its line or key paths and never written. A
save checks what it is about to write the same way, so gm never writes a file it would refuse.
Comments a GM writes in campaign.toml are moved to notes.md by the next save (see `_save`).
"""

from __future__ import annotations

import codecs
import os
import re
import tomllib
import unicodedata
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

import tomli_w

from gm_tool.core.store.campaign import SCHEMA_VERSION, Campaign, campaign_problems, utc_now
from gm_tool.core.kit.errors import CampaignFileError, GmError, NotFoundError
from gm_tool.core.store.frame import FrameError
from gm_tool.core.store.lock import campaign_lock

CAMPAIGN_FILE = "campaign.toml"
NOTES_FILE = "notes.md"
HISTORY_DIR = "history"
EVENTS_FILE = "events.toml"
ENV_DIR = "GM_CAMPAIGNS"
#: the largest whole number (either sign) a house-rule setting may hold
SETTING_LIMIT = 1_000_000
#: at most this many problems are listed for one file
SHOWN_PROBLEMS = 12
FIX_HINT = "fix the file by hand (docs/campaign-files.md says what each key holds); it was left as it is"

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


def format_frame_error(exc: FrameError, source: str, text: str | None = None) -> str:
    lines = []
    for path, message in exc.problems[:10]:
        path = path or "(top level)"
        lines.append(f"{source}: key {path}{_at_line(text, path)}: {message}")
    if len(exc.problems) > 10:
        lines.append(f"... and {len(exc.problems) - 10} more problems")
    return "\n".join(lines)


_HEADER_LINE = re.compile(r"^[ \t]*(\[\[?)\s*([^\[\]#]+?)\s*\]\]?[ \t]*(?:#.*)?$")
_KEY_PART = re.compile(r'\s*("(?:[^"\\]|\\.)*"|\'[^\']*\'|[A-Za-z0-9_-]+)\s*(?:\.|$)')


def _key_parts(dotted: str) -> tuple[str, ...]:
    return tuple(m.group(1).strip("\"'") for m in _KEY_PART.finditer(dotted) if m.group(1))


def locate_key(text: str, path: str) -> tuple[int, bool] | None:
    """The line of `path` (a key path such as state.settlements.Ann.wealth, list indexes as
    numbers) in a TOML text as gm writes it, and whether it is the key's own line (False: the
    table it belongs in, for a missing key). None when it cannot tell."""
    parts = tuple(path.split("."))
    tables: list[tuple[int, tuple[str, ...]]] = [(0, ())]
    seen: dict[tuple[str, ...], int] = {}
    lines = text.split("\n")
    for number, line in enumerate(lines, start=1):
        m = _HEADER_LINE.match(line) if len(line) < 500 and line.lstrip().startswith("[") else None
        if not m:
            continue
        head = _key_parts(m.group(2))
        if m.group(1) == "[[":
            index = seen.get(head, 0)
            seen[head] = index + 1
            head = head + (str(index),)
        tables.append((number, head))
    best = max((t for t in tables if parts[:len(t[1])] == t[1]), key=lambda t: len(t[1]))
    start, head = best
    rest = parts[len(head):]
    if not rest:
        return (start, False) if start else None
    end = next((n for n, _ in tables if n > start), len(lines) + 1)
    key = re.compile(rf'^[ \t]*(?:{re.escape(rest[0])}|"{re.escape(rest[0])}")[ \t]*=')
    for number in range(start + 1, end):
        if key.match(lines[number - 1]):
            return number, True
    return (start, False) if start else None


def _at_line(text: str | None, path: str) -> str:
    if not text or not path or path.startswith("("):
        return ""
    try:
        found = locate_key(text, path)
    except Exception:  # noqa: BLE001 (only a help for the message)
        return ""
    if found is None:
        return ""
    number, own = found
    return f" (line {number})" if own else f" (in the table at line {number})"


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


def _line_of(data: bytes | str, offset: int) -> int:
    return data.count(b"\n" if isinstance(data, bytes) else "\n", 0, offset) + 1


def decode_text(raw: bytes, path: Path) -> str:
    """A TOML file's bytes as text, or a CampaignFileError naming what is wrong with them. A
    UTF-8 byte-order mark (Windows Notepad writes one) is skipped; CRLF line ends are TOML."""
    if raw.startswith(codecs.BOM_UTF8):
        raw = raw[len(codecs.BOM_UTF8):]
    if not raw.strip():
        what = "empty (0 bytes)" if not raw else f"blank ({len(raw)} bytes of white space)"
        raise CampaignFileError(f"{path}: the file is {what}",
                                "an editor or a crash emptied it: restore it from a backup or "
                                "your editor's undo; it was left as it is")
    if raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)) or raw[:2].count(b"\x00") == 1:
        raise CampaignFileError(f"{path}: the file is UTF-16 text, not UTF-8",
                                "save it as UTF-8 (in Notepad: Save as, Encoding UTF-8); "
                                "it was left as it is")
    nul = raw.find(b"\x00")
    if nul >= 0:
        raise CampaignFileError(f"{path}: line {_line_of(raw, nul)} holds a NUL byte (byte {nul}); "
                                f"{raw.count(0):,} in all",
                                "the file was damaged (a crash, a full disk or a copy that stopped "
                                "half-way): restore it from a backup; it was left as it is")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = _line_of(raw, exc.start)
        column = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        raise CampaignFileError(f"{path}: line {line}, column {column}: not UTF-8 text "
                                f"(byte 0x{raw[exc.start]:02x})",
                                "save the file as UTF-8; it was left as it is") from None
    if "\r" in text:
        bare = re.search("\r(?!\n)", text)
        if bare:
            raise CampaignFileError(f"{path}: line {_line_of(text, bare.start())} ends in a bare "
                                    "carriage return (CR, the line end of old Macs): TOML lines end "
                                    "in LF or CRLF",
                                    "save the file with Unix (LF) or Windows (CRLF) line ends; "
                                    "it was left as it is")
    return text


def parse_toml(text: str, path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise CampaignFileError(f"{path}: not valid TOML: {exc}",
                                "fix that line by hand; the file was left as it is") from None
    except ValueError as exc:  # a whole number of thousands of digits
        long = re.search(r"\d{4000,}", text)
        where = f"line {_line_of(text, long.start())}: " if long else ""
        raise CampaignFileError(f"{path}: {where}a number too long to read ({exc})".split(
            "; use sys.")[0] + (")" if "; use sys." in str(exc) else ""),
                                "fix that value by hand; the file was left as it is") from None
    except RecursionError:
        raise CampaignFileError(f"{path}: lists or tables nested too deeply to read",
                                "fix the file by hand; it was left as it is") from None


def read_toml(path: Path) -> dict[str, Any]:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise CampaignFileError(f"{path} is a folder, not a file") from None
    except OSError as exc:
        raise CampaignFileError(f"cannot read {path}: {exc.strerror}") from None
    return parse_toml(decode_text(raw, path), path)


def _problem_lines(path: Path, problems: list[str], text: str | None = None) -> str:
    lines = []
    for problem in problems[:SHOWN_PROBLEMS]:
        key, sep, message = problem.partition(": ")
        if problem.startswith("(") or not sep or " " in key:
            lines.append(f"{path}: {problem}")
        else:
            lines.append(f"{path}: key {key}{_at_line(text, key)}: {message}")
    if len(problems) > SHOWN_PROBLEMS:
        lines.append(f"... and {len(problems) - SHOWN_PROBLEMS} more problems")
    return "\n".join(lines)


def _settings_problems(value: Any, path: str) -> list[str]:
    if isinstance(value, dict):
        return [p for k, v in value.items() for p in _settings_problems(v, f"{path}.{k}")]
    if isinstance(value, list):
        return [p for i, v in enumerate(value) for p in _settings_problems(v, f"{path}.{i}")]
    if isinstance(value, (int, float)) and not isinstance(value, bool) and not (
            -SETTING_LIMIT <= value <= SETTING_LIMIT):
        shown = f"{value:,}" if abs(value) < 10**15 else f"a {len(str(int(abs(value))))}-digit number"
        return [f"{path}: {shown} is out of range (a house rule is at most {SETTING_LIMIT:,})"]
    return []


def game_problems(campaign: Campaign) -> list[str]:
    """The game's own checks of a campaign: its settings and its state (`key.path: message`)."""
    from gm_tool.core.game.interface import find_game

    try:
        game = find_game(campaign.game)
    except GmError as exc:
        return [f"game: {exc.message}" + (f" ({exc.hint})" if exc.hint else "")]
    problems = []
    settings = None
    from pydantic import ValidationError  # the games' settings are pydantic models

    try:
        settings = game.load_settings(campaign.settings)
    except ValidationError as exc:
        problems += [f"settings.{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors()]
    except GmError as exc:
        problems.append(f"settings: {exc.message}" + (f" ({exc.hint})" if exc.hint else ""))
    problems += _settings_problems(campaign.settings, "settings")
    try:
        game.check_state(campaign.state, campaign.player_names, settings)
    except GmError as exc:
        lines = [line.strip() for line in exc.message.splitlines()]
        if len(lines) > 1 and lines[0].endswith(":") and "state" in lines[0]:
            lines = lines[1:]  # "campaign state is not valid:" and one problem a line
        problems += [line if line.startswith("state") else f"state: {line}" for line in lines]
    return problems


def check_campaign_data(data: dict[str, Any], path: Path, text: str | None = None) -> Campaign:
    """The one check every command's campaign passes, loading or saving: the schema version,
    the frame, the round's tables, the game's settings and state. Raises
    CampaignFileError listing the key paths of the problems (with their lines, given the
    file's `text`)."""
    version = data.get("schema_version", 1)
    if isinstance(version, int) and not isinstance(version, bool) and version > SCHEMA_VERSION:
        raise CampaignFileError(f"{path}: schema_version {version} is newer than this gm_tool "
                                f"understands ({SCHEMA_VERSION})",
                                "upgrade gm_tool; the file was left as it is")
    try:
        campaign = Campaign.from_toml_dict(data)
    except FrameError as exc:
        raise CampaignFileError(format_frame_error(exc, str(path), text), FIX_HINT) from None
    problems = campaign_problems(campaign) + game_problems(campaign)
    if problems:
        raise CampaignFileError(_problem_lines(path, problems, text), FIX_HINT)
    if isinstance(version, int) and version < SCHEMA_VERSION:
        campaign._migrated_from = version
    return campaign


# Comments: TOML keeps them, but gm writes campaign.toml from its data and would drop them.
_TOKENS = re.compile(r'''"""[\s\S]*?"""(?!")|\'\'\'[\s\S]*?\'\'\'(?!\')|"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\'|#[^\n]*''')
_HEADER = re.compile(r"^[ \t]*(\[\[?[^\]\n]*\]\]?)", re.M)


def find_comments(text: str) -> list[str]:
    """Every comment in a TOML text (one that has parsed), each as "line N, in [table]: # ..."
    (with the line's key and value when the comment follows one)."""
    if "#" not in text:
        return []
    headers = [(m.start(), m.group(1)) for m in _HEADER.finditer(text)]
    found = []
    for match in _TOKENS.finditer(text):
        token = match.group()
        if not token.startswith("#"):
            continue
        pos = match.start()
        line_start = text.rfind("\n", 0, pos) + 1
        before = text[line_start:pos].strip()
        table = next((h for start, h in reversed(headers) if start < pos), None)
        where = f"line {_line_of(text, pos)}" + (f", in {table}" if table else "")
        after = f", after `{before}`" if before else ""
        found.append(f"{where}{after}: {token.rstrip()}")
    return found


def notes_block(campaign: Campaign, comments: list[str]) -> str:
    return (f"\n## Comments moved from campaign.toml on {utc_now()[:10]} "
            f"(record entry {campaign.entry.number})\n\n"
            "gm rewrites campaign.toml on every change and keeps no comments in it; "
            "keep notes in this file (gm only ever adds to it).\n\n"
            + "".join(f"- {line}\n" for line in comments))


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
        """Read and check the whole campaign file (`check_campaign_data`); every command's way in."""
        path = self.file(name)
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            known = self.names()
            hint = f"known campaigns in {self.root}: {', '.join(known)}" if known else (
                f"no campaigns in {self.root}; create one with 'gm new' or pass --dir")
            raise NotFoundError(f"no campaign named {name!r}", hint) from None
        except IsADirectoryError:
            raise CampaignFileError(f"{path} is a folder, not a file") from None
        except OSError as exc:
            raise CampaignFileError(f"cannot read {path}: {exc.strerror}") from None
        text = decode_text(raw, path)
        campaign = check_campaign_data(parse_toml(text, path), path, text)
        campaign._folder = path.parent
        campaign._comments = find_comments(text)
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
        overwritten by the next one.

        What is about to be written is checked first, as `load` checks it: gm never writes a
        campaign file it would refuse to read. Comments the GM wrote in the loaded file are
        appended to notes.md (before the commit point: a crash leaves them in campaign.toml, and
        a block already in notes.md is not appended again) and the GM is told."""
        data = campaign.to_toml_dict()  # a public copy refuses here, before anything is written
        try:
            check_campaign_data(data, folder / CAMPAIGN_FILE)
        except CampaignFileError as exc:
            raise GmError(f"this change would leave campaign {campaign.name!r} in a state gm would "
                          f"refuse to read, so nothing was saved:\n"
                          + exc.message.replace(f"{folder / CAMPAIGN_FILE}: ", "  "),
                          "if a value you gave caused it, give another; otherwise this is a bug "
                          "in gm_tool: please report it") from None
        self._remove_stale_temporaries(folder)
        moved = self._move_comments(folder, campaign)
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
        if moved and self.notify:
            self.notify(f"{len(moved)} comment{'s' if len(moved) != 1 else ''} written in "
                        f"campaign.toml moved to {folder / NOTES_FILE} (gm rewrites campaign.toml "
                        "and keeps no comments in it; keep notes there)")

    @staticmethod
    def _remove_stale_temporaries(folder: Path) -> None:
        """A process killed between writing a temporary file and renaming it leaves the file
        (`.NAME.PID.tmp`); every writer holds the campaign's lock, so under it any such file is
        left from a dead one. (Never read: the renamed files are the record.)"""
        for where in (folder, folder / HISTORY_DIR):
            for stale in where.glob(".*.tmp"):
                try:
                    stale.unlink()
                except OSError:
                    pass

    def _move_comments(self, folder: Path, campaign: Campaign) -> list[str]:
        comments, campaign._comments = campaign._comments, []
        if not comments:
            return []
        path = folder / NOTES_FILE
        old = path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""
        if all(f"- {line}\n" in old for line in comments):
            return comments  # appended by an interrupted earlier try of this command
        head = "" if old else f"# Notes on campaign {campaign.name}\n"
        atomic_write_text(path, old + head + notes_block(campaign, comments))
        return comments

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
