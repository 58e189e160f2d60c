"""The campaign file's model: what `campaign.toml` holds, validated with pydantic at load time.

The game's own state and settings are kept as plain tables here; the game validates them
(core knows no particular game). Secrets live only under `secret` and in `round.choices`'s
hidden half (`secret.choices`); `redact` in the game API is the one way out for public views.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from gm_tool.core.errors import GmError

SCHEMA_VERSION = 1

Stage = Literal["choices", "turns", "ended"]


def utc_now() -> str:
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat().replace("+00:00", "Z")


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class PlayerEntry(Strict):
    name: str
    emails: list[str] = Field(default_factory=list)
    #: left the game (gm drop): the seat stays and takes no actions; see docs/operations.md
    dropped: bool = False


class Commitment(Strict):
    commitment: str
    at: str
    replaced: int = 0


class RevealedChoice(Strict):
    choice: str | None = None
    salt: str | None = None
    commitment: str | None = None


class RoundInfo(Strict):
    number: int = 1
    stage: Stage = "choices"
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
