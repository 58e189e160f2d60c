"""What a round did: per player, per phase, a ledger of deltas; skipped actions with reasons.

The post checker compares a player's claims ("Farms: +3 Food", "Net: +1 Basic Goods") with these
ledgers, so production is also broken down by the seed's building groups. Everything converts to
plain dicts (`to_dict`) for the campaign history.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gm_tool.games.distant_colony.rules.common import GROUPS


@dataclass(slots=True, init=False)
class Ledger:
    """One player's changes in one phase. Resource/wealth/vp are net deltas."""

    resources: dict[str, int]
    wealth: int
    vp: int
    gained: list[str]                   # colonists that arrived
    lost: list[str]                     # colonists that left the settlement
    converted: list[list[str]]          # [from, to]
    moves: list[dict[str, Any]]
    built: list[str]                    # building kinds
    ran: list[int]                      # building ids that ran
    groups: dict[str, dict[str, int]]   # production by group
    notes: list[str]

    def __init__(self, resources: dict[str, int] | None = None, wealth: int = 0, vp: int = 0,
                 gained: list[str] | None = None, lost: list[str] | None = None,
                 converted: list[list[str]] | None = None,
                 moves: list[dict[str, Any]] | None = None, built: list[str] | None = None,
                 ran: list[int] | None = None, groups: dict[str, dict[str, int]] | None = None,
                 notes: list[str] | None = None):
        # written out rather than generated: a round makes hundreds of ledgers, and the
        # generated __init__ calls a default factory per field (twice as slow)
        self.resources = {} if resources is None else resources
        self.wealth = wealth
        self.vp = vp
        self.gained = [] if gained is None else gained
        self.lost = [] if lost is None else lost
        self.converted = [] if converted is None else converted
        self.moves = [] if moves is None else moves
        self.built = [] if built is None else built
        self.ran = [] if ran is None else ran
        self.groups = {} if groups is None else groups
        self.notes = [] if notes is None else notes

    def add(self, key: str, n: int, group: str | None = None) -> None:
        if key == "wealth":
            self.wealth += n
        elif key == "vp":
            self.vp += n
        else:
            self.resources[key] = self.resources.get(key, 0) + n
        if group is not None:
            g = self.groups.get(group)
            if g is None:
                g = self.groups[group] = {}
            g[key] = g.get(key, 0) + n

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {}
        res = {k: v for k, v in self.resources.items() if v}
        if res:
            data["resources"] = res
        for key in ("wealth", "vp"):
            if getattr(self, key):
                data[key] = getattr(self, key)
        for key in ("gained", "lost", "converted", "moves", "built", "ran", "notes"):
            value = getattr(self, key)
            if value:
                data[key] = [list(v) if isinstance(v, list) else v for v in value]
        if self.groups:
            data["production"] = {g: dict(self.groups[g]) for g in GROUPS if g in self.groups}
        return data


@dataclass(frozen=True, slots=True)
class Skip:
    """An action that did not happen: an illegal order, or the later of two conflicting orders."""

    player: str
    phase: str
    code: str
    message: str

    def to_dict(self) -> dict[str, str]:
        return {"player": self.player, "phase": self.phase, "code": self.code,
                "message": self.message}


@dataclass(slots=True)
class RoundRecord:
    round: int
    phases: list[str]
    played: dict[str, str | None]
    turn_order: list[str]
    first_player: str
    next_first_player: str = ""
    effects: dict[str, list[str]] = field(default_factory=dict)   # played effects each player had
    environment: str | None = None
    ledgers: dict[str, dict[str, Ledger]] = field(default_factory=dict)
    skipped: list[Skip] = field(default_factory=list)
    #: what the rules owed a player and could not give (no colonist left to take): the round
    #: goes on, but it is never silent (the summary shows it)
    owed: list[Skip] = field(default_factory=list)
    #: the rules' other warnings while resolving (a Complex run without its bonus, ...)
    warnings: list[Skip] = field(default_factory=list)
    draws: list[dict[str, Any]] = field(default_factory=list)
    ended: bool = False
    end_reasons: list[str] = field(default_factory=list)

    def ledger(self, player: str, phase: str) -> Ledger:
        per = self.ledgers.get(player)
        if per is None:
            per = self.ledgers[player] = {}
        led = per.get(phase)
        if led is None:
            led = per[phase] = Ledger()
        return led

    def net(self, player: str) -> Ledger:
        """The round's net change for one player (the turn post's "Net:" line)."""
        total = Ledger()
        for led in self.ledgers.get(player, {}).values():
            for k, v in led.resources.items():
                total.add(k, v)
            total.wealth += led.wealth
            total.vp += led.vp
            total.gained.extend(led.gained)
            total.lost.extend(led.lost)
            total.converted.extend(led.converted)
        return total

    def skips_for(self, player: str) -> list[Skip]:
        return [s for s in self.skipped if s.player == player]

    def to_dict(self) -> dict[str, Any]:
        data = {
            "round": self.round,
            "phases": list(self.phases),
            "played": {p: c for p, c in self.played.items() if c is not None},
            "turn_order": list(self.turn_order),
            "first_player": self.first_player,
            "next_first_player": self.next_first_player,
            "effects": {p: list(e) for p, e in self.effects.items()},
            "environment": self.environment or "",
            "ledgers": {p: {ph: led.to_dict() for ph, led in per.items()}
                        for p, per in self.ledgers.items()},
            "net": {p: self.net(p).to_dict() for p in self.ledgers},
            "skipped": [s.to_dict() for s in self.skipped],
            "draws": list(self.draws),
            "ended": self.ended,
            "end_reasons": list(self.end_reasons),
        }
        # (written only when there is something: most rounds owe nothing, and a record read
        # back without them means none)
        if self.owed:
            data["owed"] = [s.to_dict() for s in self.owed]
        if self.warnings:
            data["warnings"] = [s.to_dict() for s in self.warnings]
        return data
