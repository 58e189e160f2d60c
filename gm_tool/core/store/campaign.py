"""The campaign file's model: what `campaign.toml` holds, checked when it is read.

The frame is plain dataclasses read by `core/store/frame.py` (pydantic's messages, without
building pydantic's validators on every command). The game's own state and settings are kept as
plain tables here; the game validates them (core knows no particular game). Secrets live only
under `secret` and in `entry.choices`'s hidden half (`secret.choices`); `redact` in the game API
is the one way out for public views.

`campaign_problems` checks what the frame leaves as plain tables in `[entry]` (posts, applied
steps, rulings, draws) and what ties the tables together (every name in `[entry]` is a player; a
commitment has its hidden choice), so that no command meets a value it cannot handle.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Literal

from gm_tool.core.kit.errors import GmError
from gm_tool.core.kit.plain_data import WHOLE_LIMIT, PlainDataError, bounds, from_plain
from gm_tool.core.store.frame import checks, dump_frame, read_frame

#: 2: the round no longer stores a stage (the game's state says which step is next); applied
#: steps are listed in `round.steps`; `recorded` counts the committed history entries.
#: 3: the record entry in progress is the table [entry] (it was [round]: its number counts
#: record entries, never the game's rounds, turns or years).
SCHEMA_VERSION = 3

#: the largest count a campaign file may hold (record entries, events, draws, replacements)
MAX_COUNT = WHOLE_LIMIT
#: the largest post gm reads (`gm check`/`gm submit` and e-mail intake refuse a larger one at
#: once, before reading it): a turn post is a few hundred bytes
MAX_POST_BYTES = 65_536
#: the longest text a stored turn post may be (a post of MAX_POST_BYTES has at most this many)
MAX_POST_CHARS = MAX_POST_BYTES

_COUNT = checks(ge=0, le=MAX_COUNT)


def post_too_large(size: int | None) -> GmError:
    """The refusal of a post larger than MAX_POST_BYTES (`size` None: not known, only larger)."""
    what = f"{size:,} bytes" if size is not None else f"more than {MAX_POST_BYTES:,} bytes"
    return GmError(f"the post is {what}: gm reads posts of up to {MAX_POST_BYTES:,} bytes (64 KB), "
                   "and a turn post is a few hundred",
                   "check that only the player's post was pasted or given (not a whole thread or "
                   "another file); nothing was read or stored")


def utc_now() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def _player_name(name: str) -> None:
    """A hand-edited name follows the rule `gm new` and `gm replace` apply."""
    from gm_tool.core.kit.matching import check_player_names
    try:
        checked = check_player_names([name], 1, 1)[0]
    except GmError as exc:
        raise ValueError(exc.message) from None
    if checked != name:
        raise ValueError(f"player name {name!r} has spaces around it")


def _distinct_players(players: list[PlayerEntry]) -> None:
    from gm_tool.core.kit.matching import check_player_names
    try:
        check_player_names([p.name for p in players], 1, len(players))
    except GmError as exc:
        raise ValueError(exc.message) from None


def _a_moment(value: str) -> None:
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise ValueError(f"{value!r} is not a date and time such as "
                         f"'2026-12-01T17:00:00Z'") from None
    if moment.tzinfo is None:
        raise ValueError(f"{value!r} has no time zone (write it in UTC, ending in Z)")


def _a_zone(value: str) -> None:
    if value.strip().upper() not in ("UTC", "Z", "GMT"):
        from zoneinfo import ZoneInfo
        try:
            ZoneInfo(value.strip())
        except Exception:
            raise ValueError(f"unknown time zone {value!r} (an IANA name such as "
                             f"Europe/Berlin)") from None


# The frame's records are plain dataclasses without a generated __repr__ or __eq__: nothing
# compares or prints them, and every command imports this module (generating the two methods for
# fifteen classes cost about 20 M instructions, 0.03 of the bare typer command: bench_cli.py).
@dataclass(repr=False, eq=False)
class PlayerEntry:
    name: str = field(metadata=checks(check=_player_name))
    emails: list[str] = field(default_factory=list)
    #: left the game (gm drop): the seat stays and takes no actions; see docs/operations.md
    dropped: bool = False
    #: forum usernames that post for this seat (`gm seats alias`, read by `gm thread`); a
    #: username equal to the seat's name maps itself without one. None: no alias (not written)
    aliases: list[str] | None = None


@dataclass(repr=False, eq=False)
class Commitment:
    commitment: str
    at: str
    replaced: int = field(default=0, metadata=_COUNT)
    #: the game's own round (turn, year) the commitment's preimage names; None in campaigns
    #: made before it was stored, where the preimage named the record entry's number
    round: int | None = field(default=None, metadata=_COUNT)


@dataclass(repr=False, eq=False)
class RevealedChoice:
    choice: str | None = None
    salt: str | None = None
    commitment: str | None = None
    #: the ROUND of the commitment's preimage (see Commitment.round)
    round: int | None = field(default=None, metadata=_COUNT)


@dataclass(repr=False, eq=False)
class OpenEntry:
    """The campaign-record entry in progress: what has been applied since the last `gm resolve`
    (or since the last applied turn) and what has been collected for the current step. The
    entry is saved as history/round-NNNN.toml when a posts or turn step is applied."""

    number: int = field(default=1, metadata=checks(ge=1, le=MAX_COUNT))
    opened_at: str = field(default_factory=utc_now)
    deadline: str | None = field(default=None, metadata=checks(check=_a_moment))
    #: the time zone the deadline was given in (for showing it; `deadline` itself is UTC)
    deadline_tz: str | None = field(default=None, metadata=checks(check=_a_zone))
    commitments: dict[str, Commitment] = field(default_factory=dict)
    revealed: dict[str, RevealedChoice] = field(default_factory=dict)
    reveal_info: dict[str, Any] = field(default_factory=dict)
    forced: list[str] = field(default_factory=list)
    #: draws made at the reveal (recorded with index and purpose; see core/kit/rng.py)
    reveal_draws: list[dict[str, Any]] = field(default_factory=list)
    #: the secret and chance steps applied in this entry so far, in order, each with its public
    #: result (kind, label, revealed, forced, info, draws); `gm verify` replays them
    steps: list[dict[str, Any]] = field(default_factory=list)
    submissions: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: GM rulings applied this round (gm adjust / gm edit), replayed by gm verify
    adjustments: list[dict[str, Any]] = field(default_factory=list)
    #: public notes for the next round post (e.g. "round 3 was re-run: ...")
    notes: list[str] = field(default_factory=list)
    #: posts sent ahead of their turn in a sequential game (player -> text, at, and the turn
    #: the post names, if any): kept across entries, checked when that player's turn comes
    waiting: dict[str, dict[str, Any]] = field(default_factory=dict)


@dataclass(repr=False, eq=False)
class RngInfo:
    commitment: str
    next_index: int = field(default=0, metadata=_COUNT)
    revealed_seed: str | None = None
    revealed_salt: str | None = None
    #: who rolls the public dice of chance steps: "tool" (committed draws from the seed) or
    #: "gm" (the GM enters each roll with `gm roll`: a forum's dice roller, real dice)
    dice: Literal["tool", "gm"] = "tool"


@dataclass(repr=False, eq=False)
class SecretChoice:
    choice: str
    salt: str


@dataclass(repr=False, eq=False)
class Secret:
    """Everything here is hidden from players until it is revealed."""

    seed: str
    seed_salt: str
    choices: dict[str, SecretChoice] = field(default_factory=dict)
    #: a copy for players (gm export --public): seed and salts are placeholders
    public_copy: bool = False


@dataclass(repr=False, eq=False)
class ThreadBinding:
    """The forum thread `gm thread` reads for this campaign: bound on first use, and a page of
    another thread is refused. `taken` remembers each post taken in (post id -> a digest of its
    text), so a second run submits only what is new or edited."""

    forum: Literal["smf", "phpbb", "bgg", "discourse"]
    thread_id: str = field(metadata=checks(min_length=1))
    title: str = ""
    url: str | None = None
    #: the GM's forum username (their posts are skipped); `gm thread --gm` sets it
    gm: str | None = None
    #: the zone the forum prints its times in when the page does not say (SMF): `--timezone`
    timezone: str | None = None
    bound_at: str = field(default_factory=utc_now)
    taken: dict[str, str] = field(default_factory=dict)


@dataclass(kw_only=True, repr=False, eq=False)
class Campaign:
    schema_version: int = field(default=SCHEMA_VERSION, metadata=checks(ge=1))
    #: how many history entries (history/round-NNNN.toml) this state includes; a history file
    #: numbered higher is left from an interrupted command and is ignored
    recorded: int = field(default=0, metadata=_COUNT)
    #: how many events of history/events.toml this state includes (the same rule); absent in a
    #: file from before it was counted: the store counts the events in the file when loading it
    events: int | None = field(default=None, metadata=_COUNT)
    id: str = field(metadata=checks(min_length=1))
    name: str
    game: str
    game_version: str
    created: str = field(default_factory=utc_now)
    players: list[PlayerEntry] = field(metadata=checks(check=_distinct_players))
    settings: dict[str, Any] = field(default_factory=dict)
    rng: RngInfo
    #: the record entry in progress ([entry]; its number counts record entries, not rounds)
    entry: OpenEntry = field(default_factory=OpenEntry)
    state: dict[str, Any] = field(default_factory=dict)
    secret: Secret
    #: Message-IDs of the e-mails `gm ingest` has taken in (so none is read twice)
    ingested: list[str] = field(default_factory=list)
    #: sha256 of the board file the game was set up with (games with a board file), so players
    #: can check the GM used the board they were shown; the board itself is in the setup record
    board_sha256: str | None = None
    #: the forum thread `gm thread` reads (None until it is first read)
    thread: ThreadBinding | None = None

    # The working state below is neither read from nor written to the file (init=False).
    #: history entries and events to write with the next save, in the same transaction
    #: (core/store/files.py)
    _pending_history: list[tuple[str, dict[str, Any]]] = field(default_factory=list, init=False, repr=False)
    _pending_events: list[dict[str, Any]] = field(default_factory=list, init=False, repr=False)
    #: the schema this campaign was read with, when older than SCHEMA_VERSION
    _migrated_from: int | None = field(default=None, init=False, repr=False)
    #: the folder it was loaded from (the store saves it there)
    _folder: Any = field(default=None, init=False, repr=False)
    #: comments the GM wrote in campaign.toml (the store moves them to notes.md when it saves)
    _comments: list[str] = field(default_factory=list, init=False, repr=False)

    @classmethod
    def from_toml_dict(cls, data: dict[str, Any]) -> Campaign:
        """The campaign a file's tables hold (an older schema migrated first), or a FrameError
        naming every problem of the frame by its key path."""
        return read_frame(cls, migrate(data))

    def queue_history(self, key: str, record: dict[str, Any]) -> None:
        """Have the store write `record` as history/<key>.toml with the next save, before the
        campaign file (whose rename is the commit point)."""
        self._pending_history.append((key, record))

    def take_history(self) -> list[tuple[str, dict[str, Any]]]:
        pending, self._pending_history = self._pending_history, []
        return pending

    def queue_event(self, kind: str, **fields: Any) -> dict[str, Any]:
        """Have the store add an event to history/events.toml with the next save (its `seq` is
        given then)."""
        event = {"at": utc_now(), "kind": kind, **{k: v for k, v in fields.items() if v is not None}}
        self._pending_events.append(event)
        return event

    def take_events(self) -> list[dict[str, Any]]:
        pending, self._pending_events = self._pending_events, []
        return pending

    @property
    def player_names(self) -> list[str]:
        return [p.name for p in self.players]

    @property
    def active_players(self) -> list[str]:
        """Players who still act (a dropped seat stays in the game but takes no actions)."""
        return [p.name for p in self.players if not p.dropped]

    def require_secrets(self, action: str) -> None:
        """Refuse `action` on a public copy (gm export --public): it has no seed and no salts."""
        if self.secret.public_copy:
            raise GmError(f"this is a public copy of campaign {self.name!r}: it has no secrets, "
                          f"so it cannot {action}",
                          "only 'gm check', 'gm status' and other read-only commands work on it; "
                          "the GM runs the rest on the real campaign")

    def to_plain(self) -> dict[str, Any]:
        """The campaign as new plain tables, whatever it is (a public copy too)."""
        return dump_frame(self)

    def to_toml_dict(self) -> dict[str, Any]:
        # A public copy is never saved back as a campaign: choose, reveal, resolve, ... refuse.
        self.require_secrets("be changed")
        return self.to_plain()


# The round's plain tables, as a file written by gm holds them -------------------------------

_WHOLE = bounds(0, MAX_COUNT)


@dataclass(repr=False, eq=False)
class _Diagnostic:
    code: str
    severity: Literal["error", "warning", "info"]
    message: str
    line: int | None = field(default=None, metadata=_WHOLE)
    #: a number; files written before a fix hold a player-trade hint here: shown, never read
    column: Any = None
    hint: str | None = None


@dataclass(repr=False, eq=False)
class _Submission:
    text: str
    verdict: Literal["accepted", "rejected"]
    at: str
    diagnostics: list[_Diagnostic] = field(default_factory=list)
    replaced: int = field(default=0, metadata=_WHOLE)


@dataclass(repr=False, eq=False)
class _Draw:
    index: int = field(metadata=_WHOLE)
    purpose: str
    outcomes: int = field(metadata=bounds(1, MAX_COUNT))
    #: None only in a public copy, for a secret draw (hidden until the game ends)
    value: int | None = field(default=None, metadata=_WHOLE)
    result: str | None = None
    secret: bool = False
    #: entered by the GM (`gm roll`), not drawn from the seed
    entered: bool = False


@dataclass(repr=False, eq=False)
class _Revealed:
    choice: str | None = None
    salt: str | None = None
    commitment: str | None = None
    round: int | None = field(default=None, metadata=bounds(0, MAX_COUNT))


@dataclass(repr=False, eq=False)
class _Step:
    kind: Literal["secret", "chance"]
    label: str
    at: str | None = None
    revealed: dict[str, _Revealed] = field(default_factory=dict)
    forced: list[str] = field(default_factory=list)
    info: dict[str, Any] = field(default_factory=dict)
    draws: list[_Draw] = field(default_factory=list)
    #: a chance step rolled by the GM (`gm roll`): the values entered, and where they came from
    gm_roll: list[int] | None = None
    reason: str | None = None
    #: the game's own time of the step (Clock.to_dict: unit, number, part, text)
    clock: dict[str, Any] = field(default_factory=dict)


@dataclass(repr=False, eq=False)
class _Ruling:
    seq: int = field(metadata=bounds(1, MAX_COUNT))
    kind: Literal["adjust", "edit", "replace", "drop", "set"]
    reason: str
    stage: str | None = None
    step: str | None = None
    after_steps: int | None = field(default=None, metadata=_WHOLE)
    at: str | None = None
    player: str | None = None
    new_player: str | None = None
    text: str | None = None
    description: str | None = None
    changes: list[dict[str, Any]] | None = None


#: what each kind of ruling needs to be replayed (gm verify, gm undo)
_RULING_NEEDS = {"adjust": ("player", "text"), "edit": ("changes",), "replace": ("player", "new_player"),
                 "drop": ("player",), "set": ("changes",)}


def campaign_problems(campaign: Campaign) -> list[str]:
    """What the frame does not check, as `key.path: message` lines (empty when valid):
    the round's posts, steps, rulings and draws, and the names that tie the tables together."""
    problems: list[str] = []
    rnd = campaign.entry
    players = set(campaign.player_names)

    def read(cls: type, value: Any, path: str) -> Any:
        try:
            return from_plain(cls, value, path)
        except PlainDataError as exc:
            problems.append(str(exc))
            return None

    for player, sub in rnd.submissions.items():
        where = f"entry.submissions.{player}"
        if player not in players:
            problems.append(f"{where}: {player!r} is not a player")
        got = read(_Submission, sub, where)
        if got is not None and len(got.text) > MAX_POST_CHARS:
            problems.append(f"{where}.text: {len(got.text):,} characters (a post may have at most "
                            f"{MAX_POST_CHARS:,})")
    def read_draw(draw: Any, path: str) -> None:
        got = read(_Draw, draw, path)
        if got is not None and (got.value is None or got.result is None) and not got.secret:
            problems.append(f"{path}: a draw needs its value and result (only a secret draw in a "
                            "public copy is written without them)")

    for i, draw in enumerate(rnd.reveal_draws):
        read_draw(draw, f"entry.reveal_draws.{i}")
    for i, step in enumerate(rnd.steps):
        if read(_Step, step, f"entry.steps.{i}") is not None:
            for j, draw in enumerate(step.get("draws") or []):
                read_draw(draw, f"entry.steps.{i}.draws.{j}")
    secret_steps = [i for i, step in enumerate(rnd.steps)
                     if isinstance(step, dict) and step.get("kind") == "secret"]
    if secret_steps and rnd.reveal_info != rnd.steps[secret_steps[-1]].get("info", {}):
        # the game's own table (the posts and status show it): it repeats the secret step's info,
        # which gm verify replays, so a hand edit of one of them is caught here
        problems.append(f"entry.reveal_info: differs from entry.steps.{secret_steps[-1]}.info "
                        "(the secret step it repeats)")
    seqs: set[int] = set()
    for i, entry in enumerate(rnd.adjustments):
        where = f"entry.adjustments.{i}"
        ruling = read(_Ruling, entry, where)
        if ruling is None:
            continue
        for key in _RULING_NEEDS[ruling.kind]:
            if getattr(ruling, key) is None:
                problems.append(f"{where}.{key}: missing (a ruling of kind {ruling.kind!r} needs it)")
        if ruling.seq in seqs:
            problems.append(f"{where}.seq: {ruling.seq} is used twice")
        seqs.add(ruling.seq)
    # (revealed choices keep the name they were committed under: a seat may change hands since)
    for player in rnd.commitments:
        if player not in players:
            problems.append(f"entry.commitments.{player}: {player!r} is not a player")
    for player in campaign.secret.choices:
        if player not in rnd.commitments:
            problems.append(f"secret.choices.{player}: a hidden choice without its commitment "
                            f"(entry.commitments.{player})")
    if not campaign.secret.public_copy:
        for player in rnd.commitments:
            if player not in campaign.secret.choices:
                problems.append(f"entry.commitments.{player}: a commitment without its hidden "
                                f"choice (secret.choices.{player})")
    owners: dict[str, str] = {p.name.strip().casefold(): p.name for p in campaign.players}
    for entry in campaign.players:
        for alias in entry.aliases or []:
            key = alias.strip().casefold()
            if not key or alias != alias.strip():
                problems.append(f"players.{entry.name}.aliases: {alias!r} is not a forum username")
            elif owners.setdefault(key, entry.name) != entry.name:
                problems.append(f"players.{entry.name}.aliases: {alias!r} is also "
                                f"{owners[key]}'s username")
    if campaign.recorded not in (rnd.number - 1, rnd.number):
        problems.append(f"recorded: {campaign.recorded} does not fit entry.number = {rnd.number} "
                        f"(the record entry in progress follows the last recorded one)")
    return problems


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """A campaign file of an older schema, as the current one (pure; the store notes it in the
    event log when the migrated campaign is first saved)."""
    version = data.get("schema_version", 1)
    if not isinstance(version, int) or version >= SCHEMA_VERSION or version < 1:
        return data  # the current schema, or a value the model rejects with its key path
    data = dict(data)
    if version == 1:
        rnd = dict(data.get("round") or {})
        stage = rnd.pop("stage", "choices")
        revealed = rnd.get("revealed") or {}
        if stage == "turns" and revealed and "steps" not in rnd:
            rnd["steps"] = [legacy_secret_step(rnd)]
        number = rnd.get("number", 1)
        data["round"] = rnd
        data.setdefault("recorded", number if stage == "ended" else number - 1)
    if version <= 2 and "round" in data and "entry" not in data:
        # schema 3: the table of the record entry in progress is [entry], not [round] (its
        # number counts record entries, never the game's own rounds)
        data["entry"] = data.pop("round")
    data["schema_version"] = SCHEMA_VERSION
    return data


def legacy_secret_step(entry: dict[str, Any]) -> dict[str, Any]:
    """The secret step a schema-1 round (or round record) applied at its reveal."""
    return {"kind": "secret", "label": f"secret choices, round {entry.get('number', entry.get('round', ''))}",
            "revealed": dict(entry.get("revealed") or {}), "forced": list(entry.get("forced") or []),
            "info": dict(entry.get("reveal_info") or {}), "draws": list(entry.get("reveal_draws") or [])}
