"""The players' Production and staffing helpers: the rules' default Production re-done quickly
on a plan, which colonists a conversion building releases, filling free slots, the Military HQ's
moves, and the staff of a new building."""

from __future__ import annotations

import random

from gm_tool.games.distant_colony.actions import HOUSING, Move, StaffFrom
from gm_tool.games.distant_colony.bots.tables import FILL_ORDER, NEG_END_VP
from gm_tool.games.distant_colony.rules import (CATALOGUE, COLONY_CENTER_ITEMS, DISCARD_ORDER,
                                                FAST_PRODUCTION, SLOTS, capacity, default_order,
                                                staff_fits, staff_from_housing, stored)
from gm_tool.games.distant_colony.state import Building, Settlement
from gm_tool.games.distant_colony.rules.names import LADDER

_LADDER_UP = {"unskilled": "skilled", "skilled": "expert"}


def produce_nothing(s: Settlement) -> None:
    pass


def discard_all(s: Settlement) -> None:
    """What the rules discard over storage capacity when the player names nothing."""
    over = stored(s) - capacity(s)
    for key in DISCARD_ORDER:
        if over <= 0:
            return
        n = min(s.resources[key], over)
        s.resources[key] -= n
        over -= n


_DEFAULT_ORDER: dict[tuple[str, ...], tuple[int, ...]] = {}   # building kinds -> run order
_NO_AMOUNTS: dict[str, int] = {}           # shared, never written to
# the Colony Center's output by colonist, from the rules' table
_COLONY_CENTER_OUTPUT = {c: dict(items) for c, items in COLONY_CENTER_ITEMS.items()}


def default_production(s: Settlement, free_effect: bool, settings,
                        housing_eats: bool = True, ghosts: int = 0) -> list[int]:
    """The rules' default Production (rules.default_order, FAST_PRODUCTION) re-done quickly
    on a scratch copy: the players run it for every plan, the rules once per round.
    `Bot.check_plans` compares the two. Returns the ids of the buildings that ran; VP gains
    ignore the VP pool's cap.

    Long: a fast path, run for every plan a bot weighs: one loop over local names, where calls
    per building would cost the speed it exists for."""
    res = s.resources
    free = 1 if free_effect else 0
    partial = settings.complex_partial
    ran = []
    key = tuple([b.kind for b in s.buildings])
    order = _DEFAULT_ORDER.get(key)
    if order is None:
        index = {b.id: i for i, b in enumerate(s.buildings)}
        order = _DEFAULT_ORDER[key] = tuple(index[b.id] for b in default_order(s))
    buildings = s.buildings
    fast = FAST_PRODUCTION
    for i in order:
        b = buildings[i]
        staff = b.staff
        spec = fast.get(b.kind)
        if spec is not None and (spec[6] is None or len(staff) >= spec[6][0]):
            # the rules' _run_fast, from its per-kind table: nearly every building (a Complex
            # only fully staffed)
            min_staff, consume_items, output_items, eats, _, food_in, bonus, colony_center = spec
            n = len(staff)
            if n < min_staff:
                continue
            if bonus is not None:
                for k, v in bonus[1]:
                    if res[k] < v:
                        break
                else:
                    consume_items, output_items, food_in = bonus[2], bonus[3], bonus[4]
            elif colony_center:
                output_items = COLONY_CENTER_ITEMS.get(staff[0], ())
            for k, v in consume_items:
                if res[k] < v:
                    break
            else:
                eaters = n if eats else 0
                used = free if free < eaters else eaters
                if res["food"] < eaters - used + food_in:
                    continue
                free -= used
                res["food"] -= eaters - used
                for k, v in consume_items:
                    res[k] -= v
                for k, v in output_items:
                    if k == "wealth":
                        s.wealth += v
                    elif k == "vp":
                        s.vp += v
                    else:
                        res[k] += v
                ran.append(b.id)
            continue
        bt = CATALOGUE[b.kind]
        if not bt.staff or len(staff) < bt.min_staff:
            continue
        eff = bt.effect
        consume = output = _NO_AMOUNTS            # (read-only: see below)
        convert = None
        if eff == "produce" or eff == "convert":
            slots = len(bt.staff)
            n = len(staff)
            if n >= slots or not bt.bonus or partial == "full":
                # full base output: v * slots // slots == v, so the catalogue's own amounts,
                # which are only read (a Complex bonus below works on copies)
                consume, output = bt.consume, bt.output
            elif partial == "idle":
                continue
            else:
                consume = {k: v * n // slots for k, v in bt.consume.items()}
                output = {k: v * n // slots for k, v in bt.output.items()}
            if n >= slots and bt.bonus and all(res[k] >= consume.get(k, 0) + v
                                               for k, v in bt.bonus_consume.items()):
                consume, output = dict(consume), dict(output)
                for k, v in bt.bonus_consume.items():
                    consume[k] = consume.get(k, 0) + v
                for k, v in bt.bonus.items():
                    output[k] = output.get(k, 0) + v
        elif eff == "colony_center":
            output = _COLONY_CENTER_OUTPUT.get(staff[0], _NO_AMOUNTS)
        elif eff == "prison":
            output = {"wealth": 2 * staff.count("criminal")}
        elif eff == "university":
            ranked = sorted((LADDER[c], i) for i, c in enumerate(staff) if c in LADDER)
            if len(ranked) < 2 or ranked[0][0] == ranked[-1][0]:
                continue
            i = min((LADDER[c], i) for i, c in enumerate(staff) if c in LADDER)[1]
            convert = (i, _LADDER_UP[staff[i]])
        elif eff == "rehabilitation":
            if "expert" not in staff or "criminal" not in staff:
                continue
            convert = (staff.index("criminal"), "unskilled")
        elif eff == "barracks":
            i = next((i for i, c in enumerate(staff) if c in LADDER), None)
            if i is None:
                continue
            convert = (i, "soldier")
        elif eff == "officer_school":
            i = next((i for i, c in enumerate(staff) if LADDER.get(c, -1) >= 1), None)
            if "officer" not in staff or i is None:
                continue
            convert = (i, "officer")
        elif eff == "boot_camp":
            if "officer" not in staff or "criminal" not in staff:
                continue
            convert = (staff.index("criminal"), "soldier")
        else:
            continue
        if any(res[k] < v for k, v in consume.items()):
            continue
        eaters = len(staff) if bt.eats else 0
        used = free if free < eaters else eaters
        if res["food"] < eaters - used + consume.get("food", 0):
            continue
        free -= used
        res["food"] -= eaters - used
        for k, v in consume.items():
            res[k] -= v
        for k, v in output.items():
            if k == "wealth":
                s.wealth += v
            elif k == "vp":
                s.vp += v
            else:
                res[k] += v
        if convert is not None:
            staff[convert[0]] = convert[1]
        ran.append(b.id)
    if housing_eats and settings.housing_eats and (s.housing or ghosts):
        res["food"] -= min(len(s.housing) + ghosts, res["food"])
    return ran


def staff_plan(s: Settlement, kind: str) -> list[StaffFrom]:
    """Staff for a new building from Temporary Housing: the rules' cheapest legal staffing, but
    a University gets two colonists of different levels when there are any (else it never runs)."""
    if kind == "university":
        levels = sorted({c for c in s.housing if c in LADDER}, key=LADDER.get)
        if len(levels) >= 2:
            return [StaffFrom(levels[0]), StaffFrom(levels[1])]
        return [StaffFrom(levels[0])] if levels else []
    return staff_from_housing(s, kind)


def released_staff(b: Building) -> list[str]:
    """Staff of a conversion building to send to Temporary Housing after it ran."""
    staff = b.staff
    if b.kind in ("barracks", "boot_camp"):
        return ["soldier"] if "soldier" in staff else []
    if b.kind == "officer_school":
        return ["officer"] if staff.count("officer") >= 2 else []
    if b.kind == "rehabilitation_center":
        return ["unskilled"] if "unskilled" in staff else []
    if b.kind == "university" and len(staff) == 2 and staff[0] == staff[1]:
        return [staff[0]]
    return []


def fill_buildings(s: Settlement, buildings, moves: list, rnd: random.Random | None) -> None:
    """Move colonists from Temporary Housing into free slots (not Soldiers: they only fill the
    slots their conversion left them in)."""
    if rnd is None:
        if not s.housing:
            return                  # nobody to move (the random player's shuffle must still draw)
        # only buildings with a free slot (a full one is skipped below anyway, and the sort is
        # stable): most are full
        slots = SLOTS
        order = [b for b in buildings if len(b.staff) < slots[b.kind]]
        order.sort(key=lambda b: NEG_END_VP[b.kind])
    else:
        order = sorted(buildings, key=lambda b: NEG_END_VP[b.kind])
        rnd.shuffle(order)
    housing = s.housing
    for b in order:
        slots = SLOTS[b.kind]
        if len(b.staff) >= slots or not housing:
            continue
        for c in FILL_ORDER:
            # (a tuple: no list to build and convert)
            while len(b.staff) < slots and c in housing and staff_fits(b.kind, (*b.staff, c)):
                if b.kind == "university" and b.staff and b.staff[0] == c:
                    break                      # a University needs two levels
                b.staff.append(c)
                s.housing.remove(c)
                moves.append(Move(c, HOUSING, b.id))


def military_moves(s: Settlement, rnd: random.Random | None) -> list[Move]:
    moves: list[Move] = []
    military = [b for b in s.buildings if CATALOGUE[b.kind].is_military and b.kind != "military_hq"]
    for b in military:
        for c in released_staff(b):
            b.staff.remove(c)
            s.housing.append(c)
            moves.append(Move(c, b.id, HOUSING))
    fill_buildings(s, military, moves, rnd)
    return moves
