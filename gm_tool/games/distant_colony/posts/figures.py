"""What each part of a post gives, as the rules compute it: the figures a claim is checked
against where it is written ("Farm #2: +1 Food", "bought a Machine for 7 Wealth").

The rules keep one ledger per player and phase (Production also per group of buildings), not
one per building or per order. The figure of a building or of a run of orders is therefore
the difference between two runs of the same round: one with the orders up to it and one with
the orders before it. So every figure is the rules' own, in the order the player wrote: a
building run later finds the Food an earlier one left, the free colonist of the Production
played effect is where the rules put it.

`run(orders)` is the post checker's `computed_record` for the post's state and settings, and
`run_to(orders, phase)` the same round stopped after `phase` (when given, it is the one used: a
figure of a phase needs only the phases up to it); a round runs in about a tenth of a
millisecond, and a post has a few buildings and orders.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from gm_tool.games.distant_colony.actions import ProductionStep, TurnOrders
from gm_tool.core.kit.patterns import compile_later
from gm_tool.games.distant_colony.rules.record import Ledger, RoundRecord
from gm_tool.games.distant_colony.state import DCState

__all__ = ["Figures", "Unit", "ledger_colonists", "ledger_values", "not_run_reasons"]

Run = Callable[[TurnOrders], tuple[DCState, RoundRecord]]
# run_to(orders, phase): the round with those orders, stopped after `phase` (the figures of a
# phase are its own ledger's, which the phases after it never change: a building's figure costs
# the round up to Production, not the Trade and Organization after it too)
RunTo = Callable[[TurnOrders, str], tuple[DCState, RoundRecord]]

# The rules' words for a building that did not run: a note when it was not asked for by name
# (rules/production.py `_refuse`, `_run_step`), a skip when it was; and the Production played
# effect's note. Building labels are rules/common.py `building_label`: "Farm (#7)".
_NOT_RUN_NOTE = compile_later(r"^(?P<label>.+?) \(#(?P<id>\d+)\) did not run: (?P<why>.+)$", re.S)
_NOT_RUN_SKIP = compile_later(r"^Production: run (?P<label>.+?) \(#(?P<id>\d+)\): (?P<why>.+)$", re.S)
_FREE_NOTE = compile_later(r"^Production played effect: one colonist of .+? \(#(?P<id>\d+)\)")


@dataclass(slots=True)
class Unit:
    """One building's Production step, as the rules ran it."""

    building_id: int
    values: dict[str, int] = field(default_factory=dict)      # resources, "wealth", "vp"
    colonists: dict[str, int] = field(default_factory=dict)   # conversions, by type
    ran: bool = False
    free: bool = False          # the Production played effect's free colonist was here
    reason: str | None = None   # why it did not run, in the rules' words


def ledger_values(ledger: Ledger | None) -> dict[str, int]:
    """A ledger's resources, Wealth and VP (zeros left out)."""
    if ledger is None:
        return {}
    values = {k: v for k, v in ledger.resources.items() if v}
    if ledger.wealth:
        values["wealth"] = ledger.wealth
    if ledger.vp:
        values["vp"] = ledger.vp
    return values


def ledger_colonists(ledger: Ledger | None) -> dict[str, int]:
    """A ledger's colonist changes by type: arrivals, departures and conversions."""
    counts: Counter[str] = Counter()
    if ledger is not None:
        counts.update(ledger.gained)
        counts.subtract(ledger.lost)
        for before, after in ledger.converted:
            counts[before] -= 1
            counts[after] += 1
    return {k: v for k, v in counts.items() if v}


def not_run_reasons(record: RoundRecord, player: str) -> dict[int, str]:
    """Building id -> why it did not run this Production, in the rules' words."""
    reasons: dict[int, str] = {}
    led = record.ledgers.get(player, {}).get("production")
    for note in led.notes if led is not None else ():
        m = _NOT_RUN_NOTE.match(note)
        if m:
            reasons[int(m["id"])] = m["why"]
    for skip in record.skipped:
        if skip.player == player and skip.phase == "production":
            m = _NOT_RUN_SKIP.match(skip.message)
            if m:
                reasons.setdefault(int(m["id"]), m["why"])
    return reasons


def _minus(a: dict[str, int], b: dict[str, int]) -> dict[str, int]:
    out = dict(a)
    for k, v in b.items():
        out[k] = out.get(k, 0) - v
    return {k: v for k, v in out.items() if v}


class Figures:
    """The figures of one post's parts, computed on demand (each run of the round once)."""

    def __init__(self, run: Run, orders: TurnOrders, record: RoundRecord,
                 run_to: RunTo | None = None):
        self._run = run
        self._run_to = run_to
        self.orders = orders
        self.player = orders.player
        self.record = record
        self._prefix: dict[tuple[str, int], RoundRecord] = {}
        self._units: dict[int, Unit] | None = None

    # -- Production, building by building ---------------------------------------------------

    def steps(self) -> list[ProductionStep]:
        """The steps as run: the post's, or the default order's buildings that ran."""
        if self.orders.production is not None:
            return list(self.orders.production)
        led = self.record.ledgers.get(self.player, {}).get("production")
        return [ProductionStep(b) for b in (led.ran if led is not None else [])]

    def units(self) -> dict[int, Unit]:
        """Building id -> what its step did (every building the post runs, in order)."""
        if self._units is not None:
            return self._units
        steps = self.steps()
        reasons = not_run_reasons(self.record, self.player)
        units: dict[int, Unit] = {}
        before = self._ledger("production", steps, 0)
        for k, step in enumerate(steps, start=1):
            after = self._ledger("production", steps, k)
            unit = units.setdefault(step.building_id, Unit(step.building_id))
            unit.values = _minus(ledger_values(after), ledger_values(before))
            unit.colonists = _minus(ledger_colonists(after), ledger_colonists(before))
            ran_before = set(before.ran) if before is not None else set()
            unit.ran = after is not None and step.building_id in after.ran \
                and step.building_id not in ran_before
            new_notes = (after.notes if after is not None else [])[
                len(before.notes) if before is not None else 0:]
            unit.free = any(_FREE_NOTE.match(n) for n in new_notes)
            if not unit.ran:
                unit.reason = reasons.get(step.building_id)
            before = after
        self._units = units
        return units

    def reasons(self) -> dict[int, str]:
        return not_run_reasons(self.record, self.player)

    # -- orders of a list section, by their span ----------------------------------------------

    def span(self, section: str, span: tuple[int, int]) -> tuple[dict[str, int], dict[str, int]]:
        """(values, colonists) that orders[start:end] of `section` ("build", "trade",
        "player_trade", "survey": its stations) give in its phase."""
        orders = getattr(self.orders, _FIELD[section])
        start, end = span
        before = self._ledger(section, orders, start)
        after = self._ledger(section, orders, end)
        return (_minus(ledger_values(after), ledger_values(before)),
                _minus(ledger_colonists(after), ledger_colonists(before)))

    # -------------------------------------------------------------------------------------------

    def _ledger(self, phase: str, items: list, n: int) -> Ledger | None:
        key = (phase, n)
        record = self._prefix.get(key)
        if record is None:
            field_name = _FIELD[phase]
            if n >= len(items) and (phase != "production" or self.orders.production is not None):
                record = self.record  # all of them: the post's own run
            else:
                some = replace(self.orders, **{field_name: list(items[:n])})
                _, record = self._run_to(some, phase) if self._run_to else self._run(some)
            self._prefix[key] = record
        return record.ledgers.get(self.player, {}).get(phase)


_FIELD = {"production": "production", "build": "builds", "trade": "trades",
          "player_trade": "player_trades", "survey": "survey"}
