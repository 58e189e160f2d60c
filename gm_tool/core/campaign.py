"""The campaign file's model: what `campaign.toml` holds, validated with pydantic at load time.

The game's own state and settings are kept as plain tables here; the game validates them
(core knows no particular game). Secrets live only under `secret` and in `round.choices`'s
hidden half (`secret.choices`); `redact` in the game API is the one way out for public views.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, field_validator, model_validator

from gm_tool.core.errors import GmError

#: 2: the round no longer stores a stage (the game's state says which step is next); applied
#: steps are listed in `round.steps`; `recorded` counts the committed history entries.
SCHEMA_VERSION = 2


def utc_now() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class PlayerEntry(Strict):
    name: str
    emails: list[str] = Field(default_factory=list)
    #: left the game (gm drop): the seat stays and takes no actions; see docs/operations.md
    dropped: bool = False

    @field_validator("name")
    @classmethod
    def _same_rule_as_gm_new(cls, name: str) -> str:
        """A hand-edited name follows the rule `gm new` and `gm replace` apply."""
        from gm_tool.core.matching import check_player_names
        try:
            checked = check_player_names([name], 1, 1)[0]
        except GmError as exc:
            raise ValueError(exc.message) from None
        if checked != name:
            raise ValueError(f"player name {name!r} has spaces around it")
        return name


class Commitment(Strict):
    commitment: str
    at: str
    replaced: int = 0


class RevealedChoice(Strict):
    choice: str | None = None
    salt: str | None = None
    commitment: str | None = None


class RoundInfo(Strict):
    """The campaign-record entry in progress: what has been applied since the last `gm resolve`
    (or since the last applied turn) and what has been collected for the current step. The
    entry is saved as history/round-NNNN.toml when a posts or turn step is applied."""

    number: int = 1
    opened_at: str = Field(default_factory=utc_now)
    deadline: str | None = None
    #: the time zone the deadline was given in (for showing it; `deadline` itself is UTC)
    deadline_tz: str | None = None
    commitments: dict[str, Commitment] = Field(default_factory=dict)
    revealed: dict[str, RevealedChoice] = Field(default_factory=dict)
    reveal_info: dict[str, Any] = Field(default_factory=dict)
    forced: list[str] = Field(default_factory=list)
    #: draws made at the reveal (recorded with index and purpose; see core/rng.py)
    reveal_draws: list[dict[str, Any]] = Field(default_factory=list)
    #: the secret and chance steps applied in this entry so far, in order, each with its public
    #: result (kind, label, revealed, forced, info, draws); `gm verify` replays them
    steps: list[dict[str, Any]] = Field(default_factory=list)
    submissions: dict[str, dict[str, Any]] = Field(default_factory=dict)
    #: GM rulings applied this round (gm adjust / gm edit), replayed by gm verify
    adjustments: list[dict[str, Any]] = Field(default_factory=list)
    #: public notes for the next round post (e.g. "round 3 was re-run: ...")
    notes: list[str] = Field(default_factory=list)


class RngInfo(Strict):
    commitment: str
    next_index: int = 0
    revealed_seed: str | None = None
    revealed_salt: str | None = None


class SecretChoice(Strict):
    choice: str
    salt: str


class Secret(Strict):
    """Everything here is hidden from players until it is revealed."""

    seed: str
    seed_salt: str
    choices: dict[str, SecretChoice] = Field(default_factory=dict)
    #: a copy for players (gm export --public): seed and salts are placeholders
    public_copy: bool = False


class Campaign(Strict):
    schema_version: int = SCHEMA_VERSION
    #: how many history entries (history/round-NNNN.toml) this state includes; a history file
    #: numbered higher is left from an interrupted command and is ignored
    recorded: int = 0
    #: how many events of history/events.toml this state includes (the same rule); absent in a
    #: file from before it was counted: the store counts the events in the file when loading it
    events: int | None = None
    id: str
    name: str
    game: str
    game_version: str
    created: str = Field(default_factory=utc_now)
    players: list[PlayerEntry]
    settings: dict[str, Any] = Field(default_factory=dict)
    rng: RngInfo
    round: RoundInfo = Field(default_factory=RoundInfo)
    state: dict[str, Any] = Field(default_factory=dict)
    secret: Secret
    #: Message-IDs of the e-mails `gm ingest` has taken in (so none is read twice)
    ingested: list[str] = Field(default_factory=list)
    #: sha256 of the board file the game was set up with (games with a board file), so players
    #: can check the GM used the board they were shown; the board itself is in the setup record
    board_sha256: str | None = None

    #: history entries and events to write with the next save, in the same transaction
    #: (core/store.py)
    _pending_history: list[tuple[str, dict[str, Any]]] = PrivateAttr(default_factory=list)
    _pending_events: list[dict[str, Any]] = PrivateAttr(default_factory=list)
    #: the schema this campaign was read with, when older than SCHEMA_VERSION
    _migrated_from: int | None = PrivateAttr(default=None)
    #: the folder it was loaded from (the store saves it there)
    _folder: Any = PrivateAttr(default=None)

    @model_validator(mode="before")
    @classmethod
    def _migrate(cls, data: Any) -> Any:
        if isinstance(data, dict):
            return migrate(data)
        return data

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

    @field_validator("players")
    @classmethod
    def _distinct_players(cls, players: list[PlayerEntry]) -> list[PlayerEntry]:
        from gm_tool.core.matching import check_player_names
        try:
            check_player_names([p.name for p in players], 1, len(players))
        except GmError as exc:
            raise ValueError(exc.message) from None
        return players

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

    def to_toml_dict(self) -> dict[str, Any]:
        # A public copy is never saved back as a campaign: choose, reveal, resolve, ... refuse.
        self.require_secrets("be changed")
        return self.model_dump(mode="json", exclude_none=True)


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
    data["schema_version"] = SCHEMA_VERSION
    return data


def legacy_secret_step(entry: dict[str, Any]) -> dict[str, Any]:
    """The secret step a schema-1 round (or round record) applied at its reveal."""
    return {"kind": "secret", "label": f"secret choices, round {entry.get('number', entry.get('round', ''))}",
            "revealed": dict(entry.get("revealed") or {}), "forced": list(entry.get("forced") or []),
            "info": dict(entry.get("reveal_info") or {}), "draws": list(entry.get("reveal_draws") or [])}
