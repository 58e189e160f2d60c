"""Build: one building each (two with the played effect): pay, fit it in, staff it at once from
Temporary Housing or other buildings (those are not replaced)."""

from __future__ import annotations

import difflib

from gm_tool.games.distant_colony.actions import BuildOrder
from gm_tool.games.distant_colony.rules.common import (CATALOGUE, amounts_text, colonists_text,
                                                       holdings_text, slot_text, spaces_used,
                                                       staff_fits)
from gm_tool.games.distant_colony.rules.context import Ctx
from gm_tool.games.distant_colony.rules.staffing import missing_text, take_from
from gm_tool.games.distant_colony.state import Building, Settlement


def builds_allowed(ctx: Ctx, player: str) -> int:
    return 2 if ctx.has(player, "build") else 1


def build_phase(ctx: Ctx) -> None:
    for player in ctx.acting:
        orders = ctx.orders.get(player)
        if orders is None or not orders.builds:
            continue
        s = ctx.state.settlements[player]
        allowed = builds_allowed(ctx, player)
        if len(orders.builds) > allowed:
            names = ", ".join(CATALOGUE[b.kind].name if b.kind in CATALOGUE else b.kind
                              for b in orders.builds)
            ctx.about = ("builds", allowed)  # the first build that is not built
            ctx.problem(player, "dc.build.too_many",
                        f"Build {names}: {player} may build {allowed} building"
                        f"{'s' if allowed > 1 else ''} this round"
                        + ("" if allowed > 1 else " (2 with the Build played effect)")
                        + f"; the first {allowed} are built")
        for i, order in enumerate(orders.builds[:allowed]):
            ctx.about = ("builds", i)
            build_one(ctx, s, order)
        ctx.about = None


def unknown_building_hint(kind: str) -> str:
    names = {bt.name.lower(): bt.name for bt in CATALOGUE.values() if bt.buildable}
    keys = {k: bt.name for k, bt in CATALOGUE.items() if bt.buildable}
    close = difflib.get_close_matches(kind.lower().replace("_", " "), list(names), n=1) or \
        difflib.get_close_matches(kind, list(keys), n=1)
    if close:
        return f'did you mean "{names.get(close[0]) or keys[close[0]]}"?'
    return "buildings: " + ", ".join(sorted(names.values()))


def cannot_build(ctx: Ctx, s: Settlement, kind: str) -> tuple[str, str] | None:
    """(code, message) when `kind` cannot be built now, else None. Also used by self-play."""
    bt = CATALOGUE.get(kind)
    if bt is None:
        return "dc.build.unknown", f'Build "{kind}": unknown building; {unknown_building_hint(kind)}'
    asked = f"Build {bt.name}"
    if not bt.buildable:
        return "dc.build.not_buildable", f"{asked}: the {bt.name} is a starting building and cannot be built"
    copies = ctx.settings.building_copies
    if copies:
        built = sum(1 for other in ctx.state.settlements.values()
                    for b in other.buildings if b.kind == kind)
        if built >= copies:
            return ("dc.build.no_copies_left",
                    f"{asked}: all {copies} copies are built (building_copies = {copies})")
    short = [r for r, n in bt.cost.items() if s.resources.get(r, 0) < n]
    if short:
        return ("dc.build.unaffordable",
                f"{asked} needs {amounts_text(bt.cost)}; {s.player} has "
                f"{holdings_text(s, bt.cost.keys())}")
    free = ctx.settings.settlement_spaces - spaces_used(s)
    if bt.size > free:
        return ("dc.build.no_space",
                f"{asked} needs {bt.size} space{'s' if bt.size > 1 else ''}; {s.player} has "
                f"{free} of {ctx.settings.settlement_spaces} free")
    return None


def build_one(ctx: Ctx, s: Settlement, order: BuildOrder) -> Building | None:
    player = s.player
    bad = cannot_build(ctx, s, order.kind)
    if bad:
        ctx.problem(player, *bad)
        return None
    bt = CATALOGUE[order.kind]
    for r, n in bt.cost.items():
        ctx.add(s, r, -n)
    b = Building(s.next_building_id, order.kind, [])
    s.next_building_id += 1
    s.buildings.append(b)
    ctx.ledger(player).built.append(order.kind)
    if order.staff:
        _staff_new(ctx, s, b, order)
    return b


def _staff_new(ctx: Ctx, s: Settlement, b: Building, order: BuildOrder) -> None:
    """Staff a new building; when resolving, a bad staffing leaves it unstaffed (the build
    itself stands: the player paid for it and asked for it)."""
    bt = CATALOGUE[b.kind]
    player = s.player

    def asked() -> str:     # (built only for a message)
        return f"Build {bt.name}: staff with {colonists_text(x.colonist for x in order.staff)}"

    if len(order.staff) > bt.slots:
        ctx.problem(player, "dc.staff.too_many",
                    f"{asked()}: the {bt.name} takes {slot_text(b.kind)}")
        return
    kinds = [x.colonist for x in order.staff]
    if not staff_fits(b.kind, kinds):
        ctx.problem(player, "dc.staff.unfit", f"{asked()}: the {bt.name} takes {slot_text(b.kind)}")
        return
    taken = []
    for x in order.staff:
        if x.source == b.id:
            ctx.problem(player, "dc.staff.not_there", f"{asked()}: the new building cannot staff itself")
            continue
        if take_from(s, x.colonist, x.source):
            taken.append(x)
        else:
            ctx.problem(player, "dc.staff.not_there",
                        f"{asked()}: {missing_text(s, x.colonist, x.source)}")
    if len(taken) < len(order.staff) and not ctx.validating:
        for x in taken:  # put back what was taken: the building stays unstaffed
            target = s.housing if x.source == "housing" else s.building(x.source).staff
            target.append(x.colonist)
        return
    for x in taken:
        b.staff.append(x.colonist)
        ctx.move(s, x.colonist, x.source, b.id)
