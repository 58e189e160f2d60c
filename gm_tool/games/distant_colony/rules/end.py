"""End of round: storage overflow and the game-end check.

Overflow: resources beyond storage capacity (Colony Center 5, Warehouse 5, Warehouse Complex 10;
Wealth needs none) are discarded at the end of the round, or after every phase (setting
overflow_discard). The player's TurnOrders.discard says what goes first; whatever is still over
goes in DISCARD_ORDER (cheapest at the end first).
"""

from __future__ import annotations

from gm_tool.games.distant_colony.rules.common import (DISCARD_ORDER, amounts_text, capacity,
                                                       res_text, spaces_used, stored)
from gm_tool.games.distant_colony.rules.context import Ctx
from gm_tool.games.distant_colony.state import DCState
from gm_tool.games.distant_colony.rules.names import RESOURCE_NAMES


def discard_overflow(ctx: Ctx) -> None:
    for player in ctx.acting:
        s = ctx.state.settlements[player]
        over = stored(s) - capacity(s)
        if over <= 0:
            continue                    # (the usual case: the orders are not even looked at)
        orders = ctx.orders.get(player)
        wanted = orders.discard if orders is not None else {}
        done = ctx.discarded.setdefault(player, {})
        gone: dict[str, int] = {}
        for key, n in wanted.items():
            if key not in RESOURCE_NAMES:
                ctx.problem(player, "dc.discard.unknown",
                            f"Discard {key!r}: not a resource", warning=True)
                continue
            n = min(n - done.get(key, 0), s.resources.get(key, 0), over)
            if n > 0:
                gone[key] = gone.get(key, 0) + n
                done[key] = done.get(key, 0) + n
                s.resources[key] -= n
                over -= n
        for key in DISCARD_ORDER:
            if over <= 0:
                break
            n = min(s.resources.get(key, 0), over)
            if n:
                gone[key] = gone.get(key, 0) + n
                s.resources[key] -= n
                over -= n
        for key, n in gone.items():
            ctx.ledger(player).add(key, -n)
        ctx.note(player, f"storage holds {capacity(s)}: discarded {amounts_text(gone)}")


def check_discard_orders(ctx: Ctx) -> None:
    """Validation only: a discard order names resources the player will hold."""
    for player in ctx.acting:
        orders = ctx.orders.get(player)
        if orders is None:
            continue
        for key, n in orders.discard.items():
            if key not in RESOURCE_NAMES:
                ctx.problem(player, "dc.discard.unknown", f"Discard {key!r}: not a resource "
                            f"({', '.join(RESOURCE_NAMES.values())})")
            elif n < 0:
                ctx.problem(player, "dc.discard.bad_amount", f"Discard {res_text(key, n)}: "
                            f"the amount cannot be negative")


def end_reasons(state: DCState, settings) -> list[str]:
    """Game-end conditions met now [seed]: VP pool empty; Available colonists used up and the
    colonist pool empty; a settlement's spaces full."""
    st = state.station
    reasons = []
    if st.vp_pool <= 0:
        reasons.append("vp_pool_empty")
    if not st.available and st.pool_size == 0:
        reasons.append("colonists_exhausted")
    for player in state.players:
        if spaces_used(state.settlements[player]) >= settings.settlement_spaces:
            reasons.append(f"settlement_full:{player}")
    return reasons
