"""The one object every phase function works on: state, settings, rng, record, and what to do
with a problem.

The same phase code serves two callers. `resolve_round` applies everybody's orders and a problem
means "skip this action and say why in the record". `validate_orders` runs one player's orders
alone on a copy and a problem becomes a Diagnostic; it goes on after a problem, so a post gets
every problem at once. One code path means the checker and the engine cannot disagree.
"""

from __future__ import annotations

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.distant_colony.actions import TurnOrders
from gm_tool.games.distant_colony.rules.record import Ledger, RoundRecord, Skip
from gm_tool.games.distant_colony.state import DCState, Settlement


class Ctx:
    __slots__ = ("state", "settings", "rng", "record", "validating", "diags", "_phase", "_led",
                 "orders", "effects", "acting", "discarded", "available_at_start", "about",
                 "diag_about")

    def __init__(self, state: DCState, settings, rng: RecordedRng | None, record: RoundRecord,
                 orders: dict[str, TurnOrders], validating: bool = False):
        self.state = state
        self.settings = settings
        self.rng = rng                      # None while validating: no draws happen
        self.record = record
        self.validating = validating
        self.diags: list[Diagnostic] = []
        self._phase = ""
        # this phase's ledger of each player: every resource change goes through `ledger`, and a
        # two-level dict lookup per change was a measurable share of a self-play round
        self._led: dict[str, Ledger] = {}
        self.orders = orders
        self.effects: dict[str, set[str]] = {}   # player -> phases whose played effect they get
        self.discarded: dict[str, dict[str, int]] = {}  # chosen discards already made this round
        self.acting: list[str] = [p for p in state.turn_order() if p in orders] if validating \
            else state.turn_order()
        # the Available set as the round found it (what a check says when none is left)
        self.available_at_start = len(state.station.available)
        # the order a problem is about while a phase works through a list of orders, as
        # (its list in TurnOrders, its index): ("builds", 1), ("player_trades", 0); None
        # otherwise. A check keeps it beside each diagnostic (`diag_about`), so that the post
        # checker can put the problem on the line that wrote that order.
        self.about: tuple[str, int] | None = None
        self.diag_about: list[tuple[str, int] | None] = []

    @property
    def phase(self) -> str:
        return self._phase

    @phase.setter
    def phase(self, phase: str) -> None:
        self._phase = phase
        self._led = {}

    # problems ----------------------------------------------------------------------------------
    def problem(self, player: str, code: str, message: str, hint: str | None = None,
                warning: bool = False) -> None:
        if self.validating:
            self.diags.append(Diagnostic(code, message,
                                         Severity.WARNING if warning else Severity.ERROR,
                                         hint=hint))
            self.diag_about.append(self.about)
        else:
            text = message if not hint else f"{message} ({hint})"
            # a warning while resolving is kept too: the summary shows it, nothing is silent
            (self.record.warnings if warning else self.record.skipped).append(
                Skip(player, self._phase, code, text))

    def owe(self, player: str, code: str, message: str, hint: str | None = None) -> None:
        """Something compulsory the rules could not carry out for `player` (no colonist left to
        take): a warning in a check, an `owed` entry in the round record when resolving."""
        if self.validating:
            self.diags.append(Diagnostic(code, message, Severity.WARNING, hint=hint))
            self.diag_about.append(self.about)
        else:
            self.record.owed.append(Skip(player, self._phase, code, message))

    def note(self, player: str, text: str) -> None:
        self.ledger(player).notes.append(text)

    # ledgered changes -------------------------------------------------------------------------
    def ledger(self, player: str) -> Ledger:
        led = self._led.get(player)
        if led is None:
            led = self._led[player] = self.record.ledger(player, self._phase)
        return led

    def has(self, player: str, effect: str) -> bool:
        return effect in self.effects.get(player, ())

    def add(self, s: Settlement, key: str, n: int, group: str | None = None) -> None:
        """Change a resource or Wealth by n (VP goes through gain_vp/pay_vp: it has a pool)."""
        if key == "wealth":
            s.wealth += n
        else:
            s.resources[key] = s.resources.get(key, 0) + n
        self.ledger(s.player).add(key, n, group)

    def gain_vp(self, s: Settlement, n: int, group: str | None = None) -> int:
        """VP gained in play comes from the station's VP pool; once it is empty gains are capped."""
        pool = self.state.station.vp_pool
        got = n if n <= pool else pool
        if got < n:
            # VP owed and not given: never silent (an `owed` entry, a warning in a check)
            self.owe(s.player, "dc.vp.pool_short",
                     f"{self._phase.replace('_', ' ').capitalize()}: the VP pool "
                     f"{'has' if self.validating else 'had'} only {pool} VP: {s.player} "
                     f"{'would gain' if self.validating else 'gained'} {got} of {n}")
        self.state.station.vp_pool = pool - got
        s.vp += got
        if got or group is not None:
            self.ledger(s.player).add("vp", got, group)
        return got

    def pay_vp(self, s: Settlement, n: int) -> None:
        """VP spent (buying Soldiers/Officers) goes back to the pool, so VP are conserved."""
        s.vp -= n
        self.state.station.vp_pool += n
        self.ledger(s.player).add("vp", -n)

    def colonist_in(self, s: Settlement, colonist: str) -> None:
        s.housing.append(colonist)
        self.ledger(s.player).gained.append(colonist)

    def move(self, s: Settlement, colonist: str, source, dest) -> None:
        self.ledger(s.player).moves.append({"colonist": colonist, "from": source, "to": dest})
