"""Legal options, for self-play players and for hints: what can be built, who can staff it,
which single moves keep every staffing rule."""

from __future__ import annotations

from gm_tool.games.distant_colony.actions import HOUSING, Move, StaffFrom
from gm_tool.games.distant_colony.rules.build import cannot_build
from gm_tool.games.distant_colony.rules.common import CATALOGUE, slot_sets, staff_fits
from gm_tool.games.distant_colony.rules.context import Ctx
from gm_tool.games.distant_colony.rules.record import RoundRecord
from gm_tool.games.distant_colony.state import DCState, Settlement

# When a slot accepts several types, use the least valuable colonist that fits.
_CHEAP_FIRST = ("unskilled", "skilled", "expert", "criminal", "soldier", "officer")


def _probe(state: DCState, settings) -> Ctx:
    record = RoundRecord(state.round, [], {}, [], state.first_player)
    return Ctx(state, settings, None, record, {}, validating=True)


def buildable(state: DCState, player: str, settings) -> list[str]:
    """Building kinds `player` can build now (affordable, fits, copies left)."""
    ctx = _probe(state, settings)
    s = state.settlements[player]
    return [k for k, bt in CATALOGUE.items()
            if bt.buildable and cannot_build(ctx, s, k) is None]


def staff_from_housing(s: Settlement, kind: str, pool: list[str] | None = None) -> list[StaffFrom]:
    """A legal staffing of a `kind` building from Temporary Housing (or `pool`): the slots are
    filled most-demanding first, each with the cheapest colonist that fits."""
    left = list(s.housing if pool is None else pool)
    chosen: list[str] = []
    slots = sorted(slot_sets(kind), key=len)
    for accepted in slots:
        for c in _CHEAP_FIRST:
            if c in accepted and c in left and staff_fits(kind, chosen + [c]):
                chosen.append(c)
                left.remove(c)
                break
    return [StaffFrom(c, HOUSING) for c in chosen]


def housing_moves(s: Settlement) -> list[Move]:
    """Single moves from Temporary Housing into a free slot that keep the staffing rule."""
    result = []
    for b in s.buildings:
        if len(b.staff) >= len(CATALOGUE[b.kind].staff):
            continue
        for c in set(s.housing):
            if staff_fits(b.kind, b.staff + [c]):
                result.append(Move(c, HOUSING, b.id))
    return result


def free_slots(s: Settlement) -> int:
    return sum(len(CATALOGUE[b.kind].staff) - len(b.staff) for b in s.buildings)


