"""Production: each player runs their buildings in the order they choose.

A building runs when it is staffed, its inputs are there and its staff are fed at that moment:
every colonist of a running building eats 1 Food, except on Farms [seed]. The Production played
effect makes the first eating colonist free (saving 1 Food; first is never worse than later).
"""

from __future__ import annotations

from gm_tool.core.kit.diagnostics import Diagnostic
from gm_tool.games.distant_colony.actions import HOUSING, ProductionStep
from gm_tool.games.distant_colony.rules.common import (CATALOGUE, CONVERSIONS, GROUPS,
                                                       amounts_text, building_label, group_of,
                                                       holdings_text, res_text,
                                                       slot_text)
from gm_tool.games.distant_colony.rules.context import Ctx
from gm_tool.games.distant_colony.rules.record import Ledger, RoundRecord
from gm_tool.games.distant_colony.rules.staffing import apply_moves
from gm_tool.games.distant_colony.state import Building, DCState, Settlement, Station
from gm_tool.games.distant_colony.rules.names import COLONIST_NAMES, LADDER, RESOURCE_NAMES

_LADDER_UP = {"unskilled": "skilled", "skilled": "expert"}
_ORDER = {key: i for i, key in enumerate(CATALOGUE)}
_GROUP_RANK = {g: i for i, g in enumerate(GROUPS)}
# Not run by the default order: a Market needs to be told what to sell, a Military HQ what to move.
_NEEDS_CHOICE = frozenset({"market", "military_hq"})
_IDLE = frozenset({"none", "survey_station"})
# The default order's sort key per kind (group, then catalogue order; building id breaks ties),
# or None for a kind the default order leaves out: computed once, not per building per round.
_DEFAULT_RANK = {k: None if bt.effect in _IDLE or k in _NEEDS_CHOICE
                 else (_GROUP_RANK[group_of(k)], _ORDER[k]) for k, bt in CATALOGUE.items()}
_GROUP = {k: group_of(k) for k in CATALOGUE}
_COLONY_CENTER_OUTPUT = {"unskilled": {"wealth": 1}, "skilled": {"wealth": 2}, "expert": {"vp": 1}}


def default_order(s: Settlement) -> list[Building]:
    """The buildings the default order runs, in that order (see default_steps): the
    buildings themselves, no ProductionStep made."""
    rank = _DEFAULT_RANK
    runnable = [b for b in s.buildings if rank[b.kind] is not None]
    runnable.sort(key=lambda b: (rank[b.kind], b.id))
    return runnable


def default_steps(s: Settlement) -> list[ProductionStep]:
    """The order used when a player names none: farms, harvesters, factories, labs, others
    (catalogue order inside a group, then building id); Markets and Military HQs are left out."""
    return [ProductionStep(b.id) for b in default_order(s)]


class _Run:
    """One player's Production in progress."""

    __slots__ = ("s", "explicit", "free", "ran", "led")

    def __init__(self, s: Settlement, explicit: bool, free: int):
        self.s = s
        self.explicit = explicit
        self.free = free
        self.ran: set[int] = set()
        # the player's Production ledger, looked up once by _run_fast when a building first
        # runs (not before: a player none of whose buildings runs gets no ledger entry)
        self.led: Ledger | None = None


def production_alone(state: DCState, s: Settlement, steps: list[ProductionStep] | None,
                     effects: set[str], settings) -> tuple[list[Diagnostic], list[int]]:
    """Run one settlement's Production alone, validating, as `validate_orders` does for a post
    (what a player's plan would give): `s` is changed; returns the diagnostics and the ids of the
    buildings that ran. `effects`: the played effects `s.player` gets this round. The VP pool is
    `state`'s."""
    station = Station(vp_pool=state.station.vp_pool)
    shell = DCState([s.player], {s.player: s}, station, s.player)
    record = RoundRecord(state.round, [], {}, [], s.player)
    ctx = Ctx(shell, settings, None, record, {}, validating=True)
    ctx.effects = {s.player: effects}
    ctx.phase = "production"
    run_production(ctx, s, steps)
    return ctx.diags, record.ledger(s.player, "production").ran


def production_phase(ctx: Ctx) -> None:
    for player in ctx.acting:
        orders = ctx.orders.get(player)
        steps = orders.production if orders is not None else None
        run_production(ctx, ctx.state.settlements[player], steps)


# What a default-order step asks for: no sale, no moves, no release, the Complex bonus if it can.
_DEFAULT_STEP = ProductionStep(0)


def run_production(ctx: Ctx, s: Settlement, steps: list[ProductionStep] | None) -> None:
    player = s.player
    run = _Run(s, steps is not None, 1 if ctx.has(player, "production") else 0)
    if steps is None:
        # the default order: no ProductionStep objects to build, no ids to look up
        fast = FAST_PRODUCTION
        for b in default_order(s):
            spec = fast.get(b.kind)
            if spec is None or not _run_fast(ctx, run, b, spec, True):
                _run_step(ctx, run, b, _DEFAULT_STEP)
    else:
        # Production adds and removes no building: look the ids up in one dict
        by_id = {b.id: b for b in s.buildings}
        for step in steps:
            b = by_id.get(step.building_id)
            if b is None:
                ctx.problem(player, "dc.production.no_such_building",
                            f"Production: run building #{step.building_id}: {player} has no "
                            f"building #{step.building_id}")
                continue
            if b.id in run.ran:
                ctx.problem(player, "dc.production.repeated",
                            f"Production: run {building_label(b)}: it already ran this Production "
                            f"(each building runs once)")
                continue
            # a step the player did not name is run as the default order runs it: what stops
            # it is a note, not a problem
            run.explicit = not step.implied
            # a step with no options on a FAST_PRODUCTION kind has nothing for _run_step to
            # check first
            spec = FAST_PRODUCTION.get(b.kind)
            if spec is None or step.sell or step.moves or step.release or \
                    not _run_fast(ctx, run, b, spec, step.use_bonus):
                _run_step(ctx, run, b, step)
    if ctx.settings.housing_eats and s.housing:
        need = len(s.housing)
        eaten = min(need, s.resources["food"])
        if eaten:
            ctx.add(s, "food", -eaten, "others")
        if eaten < need:
            ctx.note(player, f"{need - eaten} colonist(s) in Temporary Housing had no Food")


# Plain producers and converters: no Complex bonus, so any staffing gives the catalogue's own
# amounts. Per kind: (min staff, consume items, output items, staff eat, Production group, Food
# consumed).
_SIMPLE = {k: (bt.min_staff, tuple(bt.consume.items()), tuple(bt.output.items()), bt.eats,
               _GROUP[k], bt.consume.get("food", 0))
           for k, bt in CATALOGUE.items()
           if bt.effect in ("produce", "convert") and bt.staff and not bt.bonus}


def _bonus_spec(bt) -> tuple:
    """A Complex's bonus as _run_fast uses it: (slots, what the bonus test needs on hand,
    consume items, output items and Food consumed with the bonus), built the way _plan builds
    them so the ledger lists the same keys in the same order."""
    consume, output = dict(bt.consume), dict(bt.output)
    for k, v in bt.bonus_consume.items():
        consume[k] = consume.get(k, 0) + v
    for k, v in bt.bonus.items():
        output[k] = output.get(k, 0) + v
    needs = tuple((k, bt.consume.get(k, 0) + v) for k, v in bt.bonus_consume.items())
    return (len(bt.staff), needs, tuple(consume.items()), tuple(output.items()),
            consume.get("food", 0))


# The kinds run_production runs without _plan (nearly every step): _SIMPLE's entries plus a
# bonus spec (None for plain kinds) and a flag for the Colony Center (its output depends on its
# colonist). Complexes not fully staffed, Markets, Military HQs, the Prison and the conversion
# buildings go through _run_step. Self-play's quick copy of the default order uses this table
# (public: per kind (min staff, consume items, output items, staff eat, group, Food consumed,
# Complex bonus spec or None, Colony Center?); COLONY_CENTER_ITEMS: its output by colonist).
FAST_PRODUCTION = {k: spec + (None, False) for k, spec in _SIMPLE.items()}
FAST_PRODUCTION.update({k: (bt.min_staff, tuple(bt.consume.items()), tuple(bt.output.items()),
                            bt.eats, _GROUP[k], bt.consume.get("food", 0), _bonus_spec(bt), False)
                        for k, bt in CATALOGUE.items()
                        if bt.effect in ("produce", "convert") and bt.staff and bt.bonus})
FAST_PRODUCTION.update({k: (bt.min_staff, (), (), bt.eats, _GROUP[k], 0, None, True)
                        for k, bt in CATALOGUE.items()
                        if bt.effect == "colony_center" and bt.staff})
COLONY_CENTER_ITEMS = {c: tuple(out.items()) for c, out in _COLONY_CENTER_OUTPUT.items()}
# _run_fast skips _run_step's tests for zero amounts and for Wealth/VP among consumed resources
assert all(v and k not in ("wealth", "vp")
           for spec in FAST_PRODUCTION.values()
           for items in (spec[1], spec[6][2] if spec[6] else ()) for k, v in items)
assert all(v for spec in FAST_PRODUCTION.values()
           for items in (spec[2], spec[6][3] if spec[6] else ()) for _, v in items)
assert all(v for out in _COLONY_CENTER_OUTPUT.values() for v in out.values())


def _run_fast(ctx: Ctx, run: _Run, b: Building, spec, use_bonus: bool) -> bool:
    """Run a FAST_PRODUCTION building exactly as _run_step would (a step with no sale, moves or
    release).
    False, having changed nothing, when it cannot run, or when _run_step has something to say
    about it (a refused Complex bonus asked for by name): _run_step then does it in its words."""
    min_staff, consume, output, eats, group, food_in, bonus, colony_center = spec
    staff = b.staff
    n = len(staff)
    if n < min_staff:
        return False
    s = run.s
    res = s.resources
    if bonus is not None:
        # a Complex: only fully staffed here (complex_partial is _plan's business)
        slots, needs, bonus_consume, bonus_output, bonus_food = bonus
        if n < slots:
            return False
        if use_bonus:
            for k, v in needs:
                if res.get(k, 0) < v:
                    if run.explicit:
                        return False          # _run_step warns that the bonus is short
                    break
            else:
                consume, output, food_in = bonus_consume, bonus_output, bonus_food
    elif colony_center:
        output = COLONY_CENTER_ITEMS.get(staff[0], ())
    for k, v in consume:
        if res.get(k, 0) < v:
            return False
    eaters = n if eats else 0
    free = run.free if run.free < eaters else eaters
    if res["food"] < eaters - free + food_in:
        return False
    # the same changes, ledgered in the same order, as _run_step's; Ledger.add inlined (the
    # amounts here are all non-zero, consumed keys are never Wealth or VP: see FAST_PRODUCTION)
    led = run.led
    if led is None:
        led = run.led = ctx.ledger(s.player)
    eaten = eaters - free
    if eaten or consume or output:
        groups = led.groups
        g = groups.get(group)
        if g is None:
            g = groups[group] = {}
    lres = led.resources
    if eaten:
        res["food"] -= eaten
        lres["food"] = lres.get("food", 0) - eaten
        g["food"] = g.get("food", 0) - eaten
    if free:
        run.free -= free
        led.notes.append(f"Production played effect: one colonist of {building_label(b)} ate no Food")
    for k, v in consume:
        res[k] = res.get(k, 0) - v
        lres[k] = lres.get(k, 0) - v
        g[k] = g.get(k, 0) - v
    for k, v in output:
        if k == "vp":
            ctx.gain_vp(s, v, group)
        elif k == "wealth":
            s.wealth += v
            led.wealth += v
            g["wealth"] = g.get("wealth", 0) + v
        else:
            res[k] = res.get(k, 0) + v
            lres[k] = lres.get(k, 0) + v
            g[k] = g.get(k, 0) + v
    led.ran.append(b.id)
    run.ran.add(b.id)
    return True


def _refuse(ctx: Ctx, run: _Run, b: Building, code: str, why: str) -> None:
    """A building that cannot run: a problem when the player asked for it by name, else a note.
    (Messages are built only here, on the way out: most buildings run.)"""
    if run.explicit:
        ctx.problem(run.s.player, code, f"Production: run {building_label(b)}: {why}")
    else:
        ctx.note(run.s.player, f"{building_label(b)} did not run: {why}")


def _plan(ctx: Ctx, run: _Run, b: Building, step: ProductionStep):
    """What running `b` would do: (consume, output, conversions) or None when it cannot run
    (the reason has been reported when the player asked for this building explicitly).
    `consume` and `output` may be the catalogue's own mappings: callers only read them.

    Long: every building effect's special case (Complex bonus, conversions, what the player
    asked for) in one place, on the hot path of every resolve and self-play game."""
    bt = CATALOGUE[b.kind]
    eff = bt.effect
    staff = b.staff

    if eff in _IDLE:
        _refuse(ctx, run, b, "dc.production.nothing_to_do",
                f"the {bt.name} does nothing in Production")
        return None
    if not bt.staff or len(staff) < bt.min_staff:          # is_staffed, inlined
        _refuse(ctx, run, b, "dc.production.unstaffed",
                f"it has {len(staff)} staff and needs at least {bt.min_staff} "
                f"(it takes {slot_text(b.kind)})")
        return None
    consume = _NONE
    output = _NONE
    conversions: list[tuple[int, str]] = _NO_CONVERSION   # (staff index, new type)
    res = run.s.resources

    if eff == "produce" or eff == "convert":
        slots = len(bt.staff)
        n = len(staff)
        full = n >= slots
        if full or not bt.bonus:
            # full base output: v * slots // slots == v, so the catalogue's own amounts
            consume, output = bt.consume, bt.output
        else:
            units = _units(ctx, bt, n)
            if units is None:
                _refuse(ctx, run, b, "dc.production.understaffed",
                        f"the {bt.name} runs only fully staffed (complex_partial = idle)")
                return None
            consume = {k: v * units // slots for k, v in bt.consume.items()}
            output = {k: v * units // slots for k, v in bt.output.items()}
        if full and step.use_bonus and bt.bonus:
            # the Complex bonus needs its extra input on top of the base input
            if all(res.get(k, 0) >= consume.get(k, 0) + v for k, v in bt.bonus_consume.items()):
                consume = dict(consume)
                output = dict(output)
                for k, v in bt.bonus_consume.items():
                    consume[k] = consume.get(k, 0) + v
                for k, v in bt.bonus.items():
                    output[k] = output.get(k, 0) + v
            elif run.explicit:
                ctx.problem(run.s.player, "dc.production.bonus_short",
                            f"Production: run {building_label(b)}: the Complex bonus needs "
                            f"{amounts_text(bt.bonus_consume)} more; it runs without the bonus",
                            warning=True)
    elif eff == "colony_center":
        output = _COLONY_CENTER_OUTPUT.get(staff[0], _NONE)
    elif eff == "market":
        prices = bt.params.get("sell_prices", {})
        if not step.sell:
            _refuse(ctx, run, b, "dc.production.market_no_sale",
                    "say what the Market sells (1 Food, Basic Goods or Rare Goods)")
            return None
        if step.sell not in prices:
            _refuse(ctx, run, b, "dc.production.market_cannot_sell",
                    f"a Market sells {', '.join(RESOURCE_NAMES[r] for r in prices)}, not "
                    f"{RESOURCE_NAMES.get(step.sell, step.sell)}")
            return None
        consume = {step.sell: 1}
        output = {"wealth": prices[step.sell]}
    elif eff == "prison":
        per = int(bt.params.get("wealth_per_criminal", 2))
        output = {"wealth": per * sum(1 for c in staff if c == "criminal")}
    elif eff == "university":
        ranked = [(LADDER[c], i) for i, c in enumerate(staff) if c in LADDER]
        if len(ranked) < 2 or ranked[0][0] == ranked[1][0]:
            _refuse(ctx, run, b, "dc.production.no_upgrade",
                    "a University needs a lower and a higher colonist on the ladder "
                    f"(it has {_names(staff)})")
            return None
        low = min(ranked)
        conversions = [(low[1], _LADDER_UP[staff[low[1]]])]
    elif eff == "rehabilitation":
        if "expert" not in staff or "criminal" not in staff:
            _refuse(ctx, run, b, "dc.production.nothing_to_convert",
                    f"a Rehabilitation Center needs an Expert and a Criminal (it has "
                    f"{_names(staff)})")
            return None
        conversions = [(staff.index("criminal"), "unskilled")]
    elif eff == "barracks":
        i = next((i for i, c in enumerate(staff) if c in LADDER), None)
        if i is None:
            _refuse(ctx, run, b, "dc.production.nothing_to_convert",
                    f"Barracks train an Unskilled, Skilled or Expert (it has {_names(staff)})")
            return None
        conversions = [(i, "soldier")]
    elif eff == "officer_school":
        i = next((i for i, c in enumerate(staff) if LADDER.get(c, -1) >= 1), None)
        if "officer" not in staff or i is None:
            _refuse(ctx, run, b, "dc.production.nothing_to_convert",
                    f"an Officer School needs an Officer and a Skilled or better (it has "
                    f"{_names(staff)})")
            return None
        conversions = [(i, "officer")]
    elif eff == "boot_camp":
        if "officer" not in staff or "criminal" not in staff:
            _refuse(ctx, run, b, "dc.production.nothing_to_convert",
                    f"a Boot Camp needs a Criminal and an Officer (it has {_names(staff)})")
            return None
        conversions = [(staff.index("criminal"), "soldier")]
    elif eff == "military_hq":
        if "officer" not in staff:
            _refuse(ctx, run, b, "dc.production.unstaffed", "a Military HQ needs its Officer")
            return None
    for k, v in consume.items():
        if res.get(k, 0) < v:
            _refuse(ctx, run, b, "dc.production.no_input",
                    f"it needs {amounts_text(consume)}; {run.s.player} has "
                    f"{holdings_text(run.s, consume)} at that point")
            return None
    return consume, output, conversions


_NONE: dict[str, int] = {}                 # shared empty amounts (never written to)
_NO_CONVERSION: list[tuple[int, str]] = []


def _units(ctx: Ctx, bt, staffed: int) -> int | None:
    """How many staff-units of output a produce/convert building gives (see complex_partial)."""
    if staffed >= bt.slots or not bt.bonus:
        return bt.slots or 1          # fully staffed, or not a Complex: full base output
    mode = ctx.settings.complex_partial
    if mode == "idle":
        return None
    if mode == "full":
        return bt.slots
    return staffed                    # per_staff: output and input per staff member


def _names(staff: list[str]) -> str:
    return ", ".join(COLONIST_NAMES[c] for c in staff) or "no staff"


def _run_step(ctx: Ctx, run: _Run, b: Building, step: ProductionStep) -> None:
    s = run.s
    player = s.player
    bt = CATALOGUE[b.kind]
    if run.explicit:
        if step.sell and bt.effect != "market":
            ctx.problem(player, "dc.production.option",
                        f"Production: run {building_label(b)}: only a Market sells", warning=True)
        if step.moves and bt.effect != "military_hq":
            ctx.problem(player, "dc.production.option",
                        f"Production: run {building_label(b)}: only a Military HQ moves colonists "
                        f"during Production")
        if step.release and bt.effect not in CONVERSIONS:
            ctx.problem(player, "dc.production.option",
                        f"Production: run {building_label(b)}: only conversion buildings "
                        f"(University, Rehabilitation Center, Barracks, Officer School, Boot Camp) "
                        f"release staff after running")
    plan = _plan(ctx, run, b, step)
    if plan is None:
        return
    consume, output, conversions = plan
    group = _GROUP[b.kind]
    eaters = len(b.staff) if bt.eats else 0
    free = min(run.free, eaters)
    food_needed = eaters - free + consume.get("food", 0)
    if s.resources["food"] < food_needed:
        why = (f"its staff need {res_text('food', eaters - free)}"
               + (f" and it sells {res_text('food', consume['food'])}" if consume.get("food") else "")
               + f"; {player} has {res_text('food', s.resources['food'])} at that point")
        if run.explicit:
            ctx.problem(player, "dc.production.unfed",
                        f"Production: run {building_label(b)}: {why}",
                        hint="run Farms first, or leave an unfed building out")
        else:
            ctx.note(player, f"{building_label(b)} did not run: {why}")
        return
    # ctx.add inlined (the same changes, ledgered in the same order): this is the rules' most
    # frequent step in self-play
    led = ctx.ledger(player)
    res = s.resources
    if eaters - free:
        res["food"] -= eaters - free
        led.add("food", -(eaters - free), group)
    if free:
        run.free -= free
        led.notes.append(f"Production played effect: one colonist of {building_label(b)} ate no Food")
    for k, v in consume.items():
        if v:
            res[k] = res.get(k, 0) - v          # consumed resources are never Wealth or VP
            led.add(k, -v, group)
    for k, v in output.items():
        if not v:
            continue
        if k == "vp":
            ctx.gain_vp(s, v, group)
        elif k == "wealth":
            s.wealth += v
            led.add(k, v, group)
        else:
            res[k] = res.get(k, 0) + v
            led.add(k, v, group)
    for i, new in conversions:
        led.converted.append([b.staff[i], new])
        b.staff[i] = new
    led.ran.append(b.id)
    run.ran.add(b.id)
    if step.release and bt.effect in CONVERSIONS:
        asked = f"Production: run {building_label(b)}"
        for colonist in step.release:
            if colonist in b.staff:
                b.staff.remove(colonist)
                s.housing.append(colonist)
                ctx.move(s, colonist, b.id, HOUSING)
            else:
                ctx.problem(player, "dc.production.release_missing",
                            f"{asked}: release {COLONIST_NAMES.get(colonist, colonist)}: after "
                            f"running it holds {_names(b.staff)}")
    if step.moves and bt.effect == "military_hq":
        def military(place) -> bool:
            if place == HOUSING:
                return True
            target = s.building(place) if isinstance(place, int) else None
            return target is not None and CATALOGUE[target.kind].is_military
        apply_moves(ctx, s, step.moves, f"Production: Military HQ (#{b.id})", military,
                    "dc.production.hq")
