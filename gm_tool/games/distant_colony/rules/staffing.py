"""Moving colonists between Temporary Housing and buildings, under every building's staffing rule.

Used by Build (staffing a new building), Organization (free moves), Military HQ (moves among
military buildings during Production) and conversions (releasing staff to housing).
"""

from __future__ import annotations

from gm_tool.games.distant_colony.actions import HOUSING, Move
from gm_tool.games.distant_colony.rules.common import (CATALOGUE, building_label, colonists_text,
                                                       place_name, place_staff, slot_text,
                                                       staff_fits)
from gm_tool.games.distant_colony.rules.context import Ctx
from gm_tool.games.distant_colony.state import Building, Settlement
from gm_tool.games.distant_colony.rules.names import COLONIST_NAMES


def staffing_problem(b: Building) -> tuple[str, str] | None:
    """(code, message) if a building's staff breaks its staffing rule, else None."""
    bt = CATALOGUE[b.kind]
    if len(b.staff) > bt.slots:
        slots = f"{bt.slots} staff slot{'s' if bt.slots != 1 else ''}" if bt.slots else "no staff"
        return ("dc.staff.too_many",
                f"{building_label(b)} takes {slots}; {len(b.staff)} colonists would work there")
    if not staff_fits(b.kind, b.staff):
        return ("dc.staff.unfit",
                f"{building_label(b)} takes {slot_text(b.kind)}; "
                f"{colonists_text(b.staff)} cannot all work there")
    return None


def take_from(s: Settlement, colonist: str, source) -> bool:
    """Remove one colonist of a type from a place; False if it is not there."""
    staff = place_staff(s, source)
    if staff is None or colonist not in staff:
        return False
    staff.remove(colonist)
    return True


def missing_text(s: Settlement, colonist: str, source) -> str:
    staff = place_staff(s, source)
    here = colonists_text(staff) if staff is not None else "no such building"
    return (f"there is no {COLONIST_NAMES.get(colonist, colonist)} in {place_name(s, source)} "
            f"(it holds {here})")


def _asked(s: Settlement, what: str, m: Move) -> str:
    """How a move reads in a message (built only when there is a problem to report)."""
    return (f"{what}: move {COLONIST_NAMES.get(m.colonist, m.colonist)} from "
            f"{place_name(s, m.source)} to {place_name(s, m.dest)}")


def apply_moves(ctx: Ctx, s: Settlement, moves: list[Move], what: str,
                allowed=None, code_prefix: str = "dc.organization",
                about: str | None = None) -> bool:
    """Apply moves in order; then every touched building must satisfy its staffing rule.

    `allowed(place)` limits where colonists may come from or go (Military HQ). When resolving, a
    bad move or a broken rule skips the whole list (the settlement is put back as it was), so a
    player never ends up half-reorganised; when validating, every problem is reported.
    `about`: the list of TurnOrders the moves are (a problem with one move is about it, for the
    post checker: `Ctx.about`).
    """
    player = s.player
    saved_housing = list(s.housing)
    saved_staff = {b.id: list(b.staff) for b in s.buildings}
    logged = len(ctx.ledger(player).moves)
    touched: list[Building] = []
    last_in: dict[int, int] = {}  # building id -> the last move into it
    ok = True
    for i, m in enumerate(moves):
        if about is not None:
            ctx.about = (about, i)
        src, dst = m.source, m.dest
        target = place_staff(s, dst)
        if target is None:
            ctx.problem(player, f"{code_prefix}.no_such_place",
                        f"{_asked(s, what, m)}: {player} has no building #{dst}")
            ok = False
            continue
        if allowed is not None and not (allowed(src) and allowed(dst)):
            ctx.problem(player, f"{code_prefix}.not_allowed",
                        f"{_asked(s, what, m)}: only moves between Temporary Housing and "
                        f"Military buildings are allowed here")
            ok = False
            continue
        if src == dst:
            ctx.problem(player, f"{code_prefix}.same_place",
                        f"{_asked(s, what, m)}: source and destination are the same", warning=True)
            continue
        if not take_from(s, m.colonist, src):
            ctx.problem(player, f"{code_prefix}.not_there",
                        f"{_asked(s, what, m)}: {missing_text(s, m.colonist, src)}")
            ok = False
            continue
        target.append(m.colonist)
        ctx.move(s, m.colonist, src, dst)
        if dst != HOUSING:
            last_in[dst] = i
            b = s.building(dst)
            if b not in touched:
                touched.append(b)
    for b in touched:
        bad = staffing_problem(b)
        if bad:
            if about is not None:  # (a building's staffing: the last move into it)
                ctx.about = (about, last_in[b.id])
            ctx.problem(player, bad[0], f"{what}: after the moves, {bad[1]}")
            ok = False
    if about is not None:
        ctx.about = None
    if not ok and not ctx.validating:
        s.housing[:] = saved_housing
        for b in s.buildings:
            b.staff[:] = saved_staff[b.id]
        del ctx.ledger(player).moves[logged:]
    return ok
