"""The VP pool near its end: VP are paid from a shared pool in turn order, so when it holds
fewer VP than the players before this one and this one may gain in the round, the VP this
player gets depend on the others' turns, not known yet. A GM then takes a Net line that leaves
the VP out; the check says so in a note naming the VP the pool may give, and a Net that writes
a VP figure stays checked as before (a figure the pool cannot give is refused)."""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.games.distant_colony.actions import TurnOrders
from gm_tool.games.distant_colony.posts.claims import agrees
from gm_tool.games.distant_colony.posts.figures import ledger_values
from gm_tool.games.distant_colony.posts.grammar import ParsedPost
from gm_tool.games.distant_colony.rules.record import RoundRecord
from gm_tool.games.distant_colony.state import DCState

_BIG_POOL = 10 ** 6
Run = Callable[[DCState, TurnOrders], RoundRecord]


def _vp_gained(state: DCState, orders: TurnOrders, run: Run) -> int:
    """The VP `orders` gain in the round with a pool that never runs short."""
    trial = state.copy()
    trial.station.vp_pool = _BIG_POOL
    try:
        return max(0, ledger_values(run(trial, orders).net(orders.player)).get("vp", 0))
    except Exception:   # pragma: no cover - orders another player's turn cannot run: unknown
        return _BIG_POOL


def vp_pool_span(state: DCState, orders: TurnOrders, run: Run,
                 posted: Callable[[str], TurnOrders | None]) -> tuple[int, int, list[str]] | None:
    """The fewest and most VP the pool can give this player in the round, and the players
    before in turn order whose VP come first; None when the pool's VP do not depend on them
    (enough VP left for all, nobody before, or this player gains none)."""
    pool = state.station.vp_pool
    try:
        order = state.turn_order()
    except Exception:   # pragma: no cover - a state without turn order
        return None
    if orders.player not in order:
        return None
    ahead = order[:order.index(orders.player)]
    own = _vp_gained(state, orders, run)
    if not ahead or own == 0 or pool >= _BIG_POOL:
        return None
    before = sum(_vp_gained(state, posted(p) or TurnOrders(p), run) for p in ahead)
    high = min(own, pool)
    low = max(0, min(own, pool - before))
    if low == high:
        return None
    return low, high, ahead


def vp_pool_net(parsed: ParsedPost, state: DCState, record: RoundRecord, run: Run,
                posted: Callable[[str], TurnOrders | None],
                diags: list[Diagnostic]) -> list[Diagnostic]:
    """`diags` with the VP pool's say on the Net line, when the VP this player gets depend on
    the players before in turn order: a Net that is wrong only by leaving the VP out is taken,
    with a note naming the VP the pool may give; a VP figure written is checked as before, and
    an error on it names what the pool may give."""
    claims = [c for c in parsed.claims if c.section == "net"]
    if not claims:
        return diags
    net = [d for d in diags if d.code == "dc.claim.net_mismatch"]
    wrote_vp = any("vp" in c.deltas for c in claims)
    claimed: dict[str, int] = {}
    for c in claims:
        for k, v in c.deltas.items():
            claimed[k] = claimed.get(k, 0) + v
    actual = {k: v for k, v in ledger_values(record.net(parsed.player)).items() if k != "vp"}
    if len(net) > 1 or not agrees({k: v for k, v in claimed.items() if k != "vp"}, actual, complete=True):
        return diags    # (another figure is wrong: the error stands as it is)
    span = vp_pool_span(state, parsed.orders, run, posted)
    if span is None:
        return diags
    low, high, ahead = span
    who = ", ".join(ahead)
    gives = (f"the VP pool has {state.station.vp_pool} VP left, paid in turn order, and {who} "
             f"{'comes' if len(ahead) == 1 else 'come'} first: it gives {parsed.player} {low} to "
             f"{high} VP ({high} if {who} {'gains' if len(ahead) == 1 else 'gain'} none)")
    line = claims[0].line
    if not net:
        return diags + ([Diagnostic("dc.claim.net_vp_pool", f"Net: {gives}", Severity.INFO, line)]
                        if wrote_vp else [])
    if wrote_vp:
        return [replace(d, message=f"{d.message}; {gives}") if d is net[0] else d for d in diags]
    note = Diagnostic("dc.claim.net_vp_pool", f"Net: the VP are left out, as they may be: {gives}",
                      Severity.INFO, line)
    return [note if d is net[0] else d for d in diags]
