"""Self-play: legal random and heuristic players, whole games, invariant checks, replay.

The rules draw only from the RecordedRng; the players draw from their own `random.Random`, so a
game is reproduced exactly by (seed, the recorded choices and orders) — `replay` checks that.

Players are legal by construction: each plans its round on a scratch copy of its own settlement,
phase by phase in rule order (Production through the rules' own `run_production`, so Food, inputs
and conversions come out exactly), and orders only what that plan shows it can do. Orders are
then passed through `rules.validate_orders` (`validate=True`, the default): an order the
validator rejects counts as a `bot_error` and the player falls back to orders that need no
decision. The plan never relies on what another player could take first (a contested Available
colonist is not counted on for staffing or trades; VP to buy Soldiers/Officers comes only from
VP held at the start of the round, since the VP pool may run dry during the round), so the only
skipped actions left are genuine conflicts between players (`CONFLICT_CODES`).

Seats: `random` picks uniformly among legal choices; `industry` (Farms, Harvesters, factories,
Complexes, Terraformer), `science` (Experts, University, Laboratories, Resort, Survey Station) and
`military` (Barracks, Officers, Boot Camp, Military HQ, Prison; Soldiers/Officers traded for VP)
are heuristic strategies. `--bots mixed` draws each seat from all four, `heuristic` from the three
strategies, from the game's seeded `random.Random`.
"""

from __future__ import annotations

import gc
import random
from bisect import bisect
from itertools import accumulate
import time
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from gm_tool.core.rng import RecordedRng
from gm_tool.games.distant_colony.actions import (HOUSING, BuildOrder, Move, PlayerTrade,
                                                  ProductionStep, StaffFrom, TradeOrder,
                                                  TurnOrders)
from gm_tool.games.distant_colony.rules import (final_scores, open_trade, organization_winner,
                                                phases_of, resolve_round, validate_orders)
from gm_tool.games.distant_colony.rules.common import (CATALOGUE, CONVERSIONS, DISCARD_ORDER,
                                                       ENVIRONMENTS, SIZE, SLOTS, STORAGE,
                                                       _fits, capacity, colonist_total,
                                                       spaces_used, stored)
from gm_tool.games.distant_colony.rules.colonization import SUBSTITUTE_ORDER, substitute
from gm_tool.games.distant_colony.rules.context import Ctx
from gm_tool.games.distant_colony.rules.options import staff_from_housing
from gm_tool.games.distant_colony.rules.production import (_COLONY_CENTER_ITEMS, _FAST,
                                                           _default_order, run_production)
from gm_tool.games.distant_colony.rules.record import RoundRecord
from gm_tool.games.distant_colony.rules.staffing import staffing_problem
from gm_tool.games.distant_colony.rules.survey import STATION_YIELD
from gm_tool.games.distant_colony.rules.trade import _asked as trade_words
from gm_tool.games.distant_colony.settings import DistantColonySettings
from gm_tool.games.distant_colony.setup import new_game
from gm_tool.games.distant_colony.state import Building, DCState, Settlement, Station
from gm_tool.games.distant_colony.vocab import COLONISTS, LADDER, PHASES, RESOURCES

MAX_ROUNDS = 200
STRATEGIES = ("industry", "science", "military")
BOT_KINDS = ("random",) + STRATEGIES
# --bots: one kind for every seat, or a mix drawn per seat from the game's seeded RNG
BOT_CHOICES = ("mixed", "heuristic") + BOT_KINDS
BUILDABLE = tuple(k for k, bt in CATALOGUE.items() if bt.buildable)
MILITARY = ("soldier", "officer")
TRADE_VERBS = ("buy", "sell", "buy_military", "sell_military", "contract", "use_contract")
# Skips that validated orders can still meet: another player got there first.
CONFLICT_CODES = frozenset({
    "dc.colonization.unavailable",        # an earlier player took the colonist named
    "dc.colonization.reserve_unavailable",  # ... or the one to reserve
    "dc.trade.out_of_stock",              # an earlier player bought the stock
    "dc.build.no_copies_left",            # (building_copies) an earlier player built the last copy
})
CONVERSION_KINDS = frozenset(k for k, bt in CATALOGUE.items() if bt.effect in CONVERSIONS)
_CHEAP_FIRST = ("unskilled", "skilled", "expert", "criminal", "soldier", "officer")
_FILL_ORDER = tuple(c for c in _CHEAP_FIRST if c != "soldier")   # _fill moves no Soldier

# How much each strategy likes each building (the rest of the choice depends on the settlement).
_W = {
    "industry": {"farm": 2, "farm_complex": 2.5, "harvester": 3, "harvester_complex": 3,
                 "goods_factory": 3.5, "goods_factory_complex": 3.5, "machine_factory": 4,
                 "machine_factory_complex": 5, "warehouse": 1, "warehouse_complex": 1.5,
                 "market": 1.5, "terraformer": 6, "survey_station": 1.5, "rare_harvester": 2,
                 "advanced_goods_factory": 2, "university": 1, "prison": 1, "resort": 1},
    "science": {"farm": 2, "farm_complex": 1.5, "harvester": 2, "goods_factory": 2,
                "laboratory": 5, "laboratory_complex": 6, "university": 4, "resort": 4.5,
                "survey_station": 3, "rare_harvester": 3, "advanced_goods_factory": 3,
                "rehabilitation_center": 2.5, "warehouse": 1, "market": 1.5,
                "machine_factory": 2, "terraformer": 2, "harvester_complex": 1,
                "goods_factory_complex": 1},
    "military": {"farm": 2, "farm_complex": 1.5, "harvester": 2, "goods_factory": 2.5,
                 "barracks": 5, "officer_school": 4, "boot_camp": 4, "military_hq": 4,
                 "prison": 3, "market": 2.5, "warehouse": 1, "warehouse_complex": 1,
                 "rehabilitation_center": 1.5, "machine_factory": 1.5, "university": 1.5,
                 "terraformer": 1.5, "harvester_complex": 1, "goods_factory_complex": 1},
}
# Which colonist each strategy would rather take.
_TAKE = {"industry": ("skilled", "unskilled", "expert", "officer", "soldier", "criminal"),
         "science": ("expert", "skilled", "unskilled", "officer", "soldier", "criminal"),
         "military": ("unskilled", "skilled", "officer", "criminal", "soldier", "expert")}
_PRODUCERS = frozenset(k for k, bt in CATALOGUE.items()
                       if bt.effect in ("produce", "convert", "colony_center", "prison", "market"))
assert all(set(CATALOGUE[k].cost) <= {"basic_goods", "rare_goods", "machines"}
           for k in BUILDABLE)
_COST_TABLE = tuple((k, CATALOGUE[k].size, CATALOGUE[k].cost.get("basic_goods", 0),
                     CATALOGUE[k].cost.get("rare_goods", 0), CATALOGUE[k].cost.get("machines", 0))
                    for k in BUILDABLE)
_EATING_PRODUCERS = frozenset(k for k in _PRODUCERS if CATALOGUE[k].eats)
_EATS_STAFFED = frozenset(k for k, bt in CATALOGUE.items() if bt.staff and bt.eats)
# Bot._value's facts per kind: takes staff, a Laboratory, a Farm, eats when staffed, a Warehouse,
# a goods factory, the Prison, a Criminal user (Rehabilitation Center, Boot Camp)
_VALUE_FACTS = {k: (bool(bt.staff), k.startswith("laboratory"), k in ("farm", "farm_complex"),
                    bool(bt.eats and bt.staff), k in ("warehouse", "warehouse_complex"),
                    k in ("goods_factory", "goods_factory_complex"), k == "prison",
                    k in ("rehabilitation_center", "boot_camp"))
                for k, bt in CATALOGUE.items()}
# the Officer slots of each kind that has any
_OFFICER_SLOTS = {k: bt.staff.count("officer") for k, bt in CATALOGUE.items() if "officer" in bt.staff}
_NEG_END_VP = {k: -bt.end_vp for k, bt in CATALOGUE.items()}     # _fill's order: most end VP first
_COPY_DISCOUNT = tuple(0.75 ** n for n in range(64))   # 0.75 ** copies, exactly as computed before


# choose_phase's weights, in this order (the order the seeded choice has always used)
_PHASE_KEYS = ("survey", "colonization", "build", "production", "trade", "organization")


# choose_phase's facts per kind, one lookup per building: (staff slots, a producer)
_PHASE_FACTS = {k: (SLOTS[k], k in _PRODUCERS) for k in CATALOGUE}


# --- players ---------------------------------------------------------------------------------

def _effects(state: DCState, player: str, settings, borrowed: str | None) -> set[str]:
    chosen = state.played.get(player)
    if chosen and chosen != "organization":
        return {chosen}
    if chosen == "organization":
        if organization_winner(state, settings) == player:
            return {"organization"}
        return {borrowed} if borrowed else set()
    return set()


# _scratch's test in one lookup: a building may be shared from this many staff on (its slots,
# i.e. fully staffed; never for a conversion building)
_SHARE_AT = {k: 10 ** 6 if k in CONVERSION_KINDS else SLOTS[k] for k in CATALOGUE}


def _scratch(s: Settlement, share_full: bool) -> Settlement:
    """The copy of a settlement a player plans its round on. With `share_full` (a strategy
    player), a fully staffed building that converts nobody and employs no Soldier or Officer is
    shared, not copied: such a player changes the staff only of buildings with a free slot
    (filling them), of conversion buildings (conversions, releases), and of buildings it sells
    a Soldier or Officer from (more Officers than Officer slots, after an Officer School ran).
    A random player may take anybody out of any building: it gets a full copy."""
    if not share_full:
        return s.copy()
    share_at = _SHARE_AT
    buildings = [b if len(b.staff) >= share_at[b.kind]
                 and "officer" not in b.staff and "soldier" not in b.staff
                 else Building(b.id, b.kind, b.staff[:]) for b in s.buildings]
    return Settlement(s.player, s.wealth, s.vp, s.resources.copy(), s.housing[:], buildings,
                      s.reserved, s.contracts.copy(), s.next_building_id)


def _look_eaters(s: Settlement) -> int:
    eating = _EATING_PRODUCERS
    n = 0
    for b in s.buildings:
        if b.kind in eating:
            n += len(b.staff)
    return n


# Copies of each kind, every kind present (a Counter's __missing__ is a Python call per absent
# kind, and the strategies ask about absent kinds all the time).
_NO_KINDS = dict.fromkeys(CATALOGUE, 0)


# _Look's facts per kind, one lookup per building: (storage, size, role), role 1 = a producer
# whose staff eat, 2 = a Farm, 0 = neither
_LOOK_FACTS = {k: (STORAGE[k], SIZE[k],
                   1 if k in _EATING_PRODUCERS else 2 if k in ("farm", "farm_complex") else 0)
               for k in CATALOGUE}


def _weighted(rnd: random.Random, population, weights):
    """`rnd.choices(population, weights)[0]`: the same single draw and the same float sums
    (CPython's Random.choices: cumulative weights, one random() scaled by their total, bisect),
    without its generality (keyword handling, a list for k draws); it runs for every phase
    choice and build decision. Anything unusual goes to rnd.choices itself (and its errors)."""
    cum = list(accumulate(weights))
    total = cum[-1] + 0.0 if cum else 0.0
    if len(cum) != len(population) or not 0.0 < total < _INF:
        return rnd.choices(population, weights)[0]
    return population[bisect(cum, rnd.random() * total, 0, len(cum) - 1)]


_INF = float("inf")

# Bot._values' tables: bot kind -> _Look.situation -> kind -> values (see Bot._value_table);
# at most 64 situations per bot kind
_VALUE_TABLES: dict[str, dict[tuple, dict[str, tuple[float, float | None]]]] = {}


@lru_cache(maxsize=None)
def _affordable(free: int, bg: int, rg: int, m: int) -> tuple[str, ...]:
    """The buildable kinds (in BUILDABLE order) that fit `free` spaces and cost at most these
    Basic Goods, Rare Goods and Machines. Few distinct arguments occur: cached."""
    return tuple(k for k, size, cbg, crg, cm in _COST_TABLE
                 if size <= free and cbg <= bg and crg <= rg and cm <= m)


def _measure(s: Settlement) -> list:
    """What the players' build choices need from a settlement's buildings, in one pass:
    [copies of each kind, staff that eat in producers, Food the Farms make, storage capacity,
    spaces used]. A player keeps it for its plan while the buildings stay as they are (see
    Bot._measures) rather than counting again for every decision."""
    kinds = _NO_KINDS.copy()
    eaters = food = cap = used = 0
    facts = _LOOK_FACTS
    for b in s.buildings:
        k = b.kind
        kinds[k] += 1
        storage, size, role = facts[k]
        cap += storage
        used += size
        if role == 1:
            eaters += len(b.staff)
        elif role == 2:
            n = len(b.staff)
            food += n + (n == 2)
    return [kinds, eaters, food, cap, used]


class _Look:
    """Facts about a settlement that building choices need, computed once per decision (the
    buildings' part comes from _measure)."""

    __slots__ = ("kinds", "eaters", "food_made", "stored", "capacity", "free", "housing",
                 "criminals", "farm_short", "unfed", "store_full", "goods_short", "situation")

    def __init__(self, s: Settlement, settings, measures: list):
        kinds, eaters, food, cap, used = measures
        self.kinds = kinds
        self.eaters, self.food_made, self.capacity = eaters, food, cap
        self.stored = sum(s.resources.values())
        self.free = settings.settlement_spaces - used
        self.housing = tuple(sorted(s.housing))
        self.criminals = self.housing.count("criminal")
        # the settlement's side of Bot._value's tests, the same for every kind it values
        self.farm_short = food < eaters + 1
        self.unfed = food < eaters
        self.store_full = self.stored >= cap - 2
        self.goods_short = kinds["harvester"] + kinds["harvester_complex"] > \
            kinds["goods_factory"] + kinds["goods_factory_complex"]
        # all of the above that Bot._values' tables depend on (the key to them)
        self.situation = (self.farm_short, self.unfed, self.store_full, self.goods_short,
                          self.criminals >= 2, self.criminals > 0)


@lru_cache(maxsize=None)
def _staffable(kind: str, housing: tuple[str, ...]) -> bool:
    """Can Temporary Housing holding `housing` staff a new `kind` to its minimum (and a
    University with two levels)?"""
    bt = CATALOGUE[kind]
    if kind == "university":
        return len({c for c in housing if c in LADDER}) >= 2
    return len(staff_from_housing(None, kind, list(housing))) >= bt.min_staff


# _staffable's answers by housing, then kind: Bot._values asks about a dozen kinds per decision
# for the same housing, and a dict lookup is cheaper than a cached call keyed on (kind, housing)
# (which hashes the housing again for every kind). Few distinct (sorted) housings occur.
_STAFFABLE: dict[tuple[str, ...], dict[str, bool]] = {}


class Bot:
    """A legal player of one kind (see BOT_KINDS). `orders` plans the round on a scratch copy of
    the settlement; `plan` is that copy at the end of the round (what player trades may give)."""

    # tests: re-run every explicit Production plan through the rules and compare with the plan
    check_plans = False

    def __init__(self, kind: str, rnd: random.Random):
        if kind not in BOT_KINDS:
            raise ValueError(kind)
        self.kind = kind
        self.rnd = rnd
        self.weights = _W.get(kind, {})
        # _values' facts per kind: the starting value (the strategy's weight, 0.3 for kinds it
        # has none for), whether it takes staff, the factor when it cannot be staffed (a science
        # player expects an Expert to come for a Laboratory), then _VALUE_FACTS' settlement tests
        self.value_facts = {}
        for k, (takes_staff, lab, *tests) in _VALUE_FACTS.items():
            self.value_facts[k] = (self.weights.get(k, 0.3), takes_staff,
                                   0.4 if lab and kind == "science" else 0.05, *tests)
        # _values' tables, by situation: shared by every player of this kind (they depend on
        # nothing else), so they are made once per process, not once per game
        self.value_tables = _VALUE_TABLES.setdefault(kind, {})
        self.liked = tuple(k for k in BUILDABLE if self.weights.get(k, 0) >= 1.5)
        # the costs of the buildings choose_phase looks out for (those it likes at least 2)
        self.keen_costs = tuple((cbg, crg, cm) for k, _, cbg, crg, cm in _COST_TABLE
                                if self.weights.get(k, 0) >= 2)
        self.plan: Settlement | None = None
        self.measures: list | None = None    # see _measures
        self.bought: set[str] = set()
        self.wish: str | None = None
        self.precise = True                   # is `plan` exact (see _produce)?
        self.ghosts = self.extra_ghosts = 0
        self.plan_fallbacks = 0               # explicit Production plans the rules refused

    def _measures(self, s: Settlement) -> list:
        """_measure(s) of the plan, counted once per round and kept up to date by _build: the
        buildings do not change from the start of the plan to the end of the build phase but
        by _build's additions (Survey and Colonization change resources and housing only)."""
        m = self.measures
        if m is None:
            m = self.measures = _measure(s)
        return m

    # phase choice ------------------------------------------------------------------------------
    def choose_phase(self, state: DCState, player: str, settings=None) -> str:
        rnd = self.rnd
        if self.kind == "random":
            return rnd.choice(PHASES)
        s = state.settlements[player]
        # the weights in plain locals (a dict per call was a measurable cost); each weight gets
        # the same float operations in the same order as ever, so the seeded choice is unchanged
        survey, colonization, build, production, trade, organization = 0.6, 1.0, 1.0, 1.2, 1.0, 0.5
        housing = len(s.housing)
        free = staffed = 0
        facts = _PHASE_FACTS
        for b in s.buildings:
            slots, producer = facts[b.kind]
            n = len(b.staff)
            free += slots - n
            if n and producer:
                staffed += 1
        if housing and free:
            organization += 2.0
        if housing == 0:
            colonization += 1.0
        elif housing >= 3:
            colonization *= 0.3
        production += 0.4 * staffed
        res = s.resources
        bg, rg, m = res["basic_goods"], res["rare_goods"], res["machines"]
        for cbg, crg, cm in self.keen_costs:
            if cbg <= bg and crg <= rg and cm <= m:
                build += 2.5
                break
        if s.wealth >= 12 or bg + rg >= 4:
            trade += 1.5
        if self.kind == "military" and ("soldier" in s.housing or "officer" in s.housing):
            trade += 2.0
        if s.wealth < 5:
            survey += 1.0
        return _weighted(rnd, _PHASE_KEYS, (survey, colonization, build, production, trade,
                                            organization))

    # orders ------------------------------------------------------------------------------------
    def orders(self, state: DCState, player: str, settings) -> TurnOrders:
        s = _scratch(state.settlements[player], self.kind != "random")   # the round's plan
        start_vp = s.vp
        phases = state.phases
        o = TurnOrders(player)
        self.measures = None                  # _measure(s), counted when first needed
        self.bought = set()
        self.incoming: list[str] = []         # Soldiers/Officers bought: not counted on
        self.ghosts = self.extra_ghosts       # colonists that may eat unplanned (housing_eats)
        self.extra_ghosts = 0
        if state.played.get(player) == "organization" and \
                organization_winner(state, settings) != player:
            others = [p for p in phases if p != "organization"]
            if others:
                prefer = [p for p in ("build", "trade", "production", "colonization")
                          if p in others]
                o.borrowed_phase = self.rnd.choice(others) if self.kind == "random" or not prefer \
                    else prefer[0]
        eff = _effects(state, player, settings, o.borrowed_phase)
        if self.kind != "random" and ("build" in phases or "trade" in phases) and (
                self.wish is None or self.rnd.random() < 0.15 or self.wish in \
                (b.kind for b in s.buildings[-2:]) or \
                CATALOGUE[self.wish].size > settings.settlement_spaces - spaces_used(s)):
            self.wish = self._wish(state, s, settings)
        self.precise = True
        each = _discard if settings.overflow_discard == "end_of_phase" else _nothing
        if "survey" in phases:
            self._survey(state, s, eff)
            each(s)
        if "colonization" in phases:
            self._colonize(state, s, o, "colonization" in eff, settings)
            each(s)
        if "build" in phases:
            self._build(state, s, o, 2 if "build" in eff else 1, settings)
            self.measures = None              # (later phases change staff: no longer kept)
            each(s)
        if "production" in phases:
            s = self._produce(state, s, o, eff, settings)
            each(s)
        if "trade" in phases:
            self._trade(state, s, o, "trade" in eff, settings, start_vp)
            each(s)
        if "organization" in phases:
            self._organize(s, o)
        self.plan = s
        return o

    def _survey(self, state: DCState, s: Settlement, eff: set[str]) -> None:
        s.wealth += 2 if "survey" in eff else 1
        for b in s.buildings:
            if b.kind == "survey_station" and b.staff and s.resources["food"] >= 1:
                result = STATION_YIELD.get(b.staff[0])
                if result is None:
                    continue
                s.resources["food"] -= 1
                if result == "vp":
                    s.vp += 1
                else:
                    s.resources[result] += 1

    def _colonize(self, state: DCState, s: Settlement, o: TurnOrders, reserve: bool,
                  settings) -> None:
        if s.reserved:
            s.housing.append(s.reserved)
            s.reserved = None
        available = list(state.station.available)
        if not available:
            return
        order = state.turn_order()
        before = order[:order.index(s.player)]
        # at most this many Available colonists go before this player's take: one each, and one
        # more for each that may reserve one from Available
        gone = len(before)
        if settings.reserve_from == "available":
            played = state.played
            for p in before:
                if played.get(p) in ("colonization", "organization"):
                    gone += 1
        # a colonist is sure to be there when more of its type are Available than can go first
        sure = [k for k in available if available.count(k) > gone] \
            if gone < len(available) else []
        if self.kind == "random":
            o.take = self.rnd.choice(sure if sure and self.rnd.random() < 0.8 else available)
        else:
            # the favourite nobody before can take first (a Criminal only if wanted), else the
            # most plentiful type (the likeliest to be left): when two players want the last
            # Expert anyway, that is a genuine conflict
            prefs = [k for k in _TAKE[self.kind] if k in available]
            # what is likely left if the players before take the best ones
            left = sorted(available, key=SUBSTITUTE_ORDER.index)[gone:] or available
            o.take = next((k for k in prefs[:4] if k in sure), None) or \
                next((k for k in prefs if k in left), prefs[0])
        certain = o.take in sure
        available.remove(o.take)
        if certain:
            s.housing.append(o.take)        # otherwise it may be a substitute: not planned on
        else:
            self.ghosts = 1                 # ... but it may eat (housing_eats)
        if reserve:
            if settings.reserve_from == "available":
                source = [k for k in available if available.count(k) > gone]
            else:
                pool = state.station.pool
                source = [k for k in COLONISTS if pool.get(k, 0) > gone]
            if source:
                if self.kind == "random":
                    o.reserve = self.rnd.choice(source)
                else:
                    o.reserve = next((k for k in _TAKE[self.kind] if k in source), source[0])

    # build -------------------------------------------------------------------------------------
    def _candidates(self, state: DCState, s: Settlement, settings) -> tuple[str, ...] | list[str]:
        """Buildings `s` can pay for and fit now (the rules' cannot_build, done quickly)."""
        res = s.resources
        m = self.measures                   # (counting the spaces alone is cheaper than _measure)
        used = m[4] if m is not None else spaces_used(s)
        result = _affordable(settings.settlement_spaces - used, res["basic_goods"],
                             res["rare_goods"], res["machines"])
        copies = settings.building_copies
        if copies and result:
            built = Counter(b.kind for x in state.settlements.values() if x.player != s.player
                            for b in x.buildings)
            built.update(b.kind for b in s.buildings)
            # players before this one may build the last copies first: build only what is
            # sure to be left (a failed build would shift the ids the plan relies on)
            order = state.turn_order()
            first = sum(2 if state.played.get(p) in ("build", "organization") else 1
                        for p in order[:order.index(s.player)])
            result = [k for k in result if built[k] + first < copies]
        return result

    def _value(self, kind: str, look: "_Look") -> float:
        return self._values((kind,), look)[0]

    def _values(self, kinds, look: "_Look") -> list[float]:
        """How much this player wants each of `kinds` now (this runs for every option of every
        build decision). A value depends on the kind, on whether the kind can be staffed from
        Temporary Housing, on a few yes/no facts about the settlement (`_Look.situation`) and on
        the copies built; all but the copies are looked up in a table made once per strategy and
        situation (`_value_table`: the same float operations in the same order as ever, since
        the values weigh a seeded choice)."""
        situation = look.situation
        table = self.value_tables.get(situation)
        if table is None:
            table = self.value_tables[situation] = self._value_table(situation)
        housing, copies, discount = look.housing, look.kinds, _COPY_DISCOUNT
        staffable = _STAFFABLE.get(housing)
        if staffable is None:
            staffable = _STAFFABLE[housing] = {}
        values = []
        for kind in kinds:
            v, v_unstaffed = table[kind]
            if v_unstaffed is not None:            # a kind that takes staff
                ok = staffable.get(kind)
                if ok is None:
                    ok = staffable[kind] = _staffable(kind, housing)
                if not ok:
                    v = v_unstaffed
            values.append(v * discount[copies[kind]])      # variety: each copy is worth less
        return values

    def _value_table(self, situation: tuple) -> dict[str, tuple[float, float | None]]:
        """kind -> (its value before the copies' discount when it can be staffed, or takes no
        staff; when it cannot be staffed, or None for a kind that takes no staff), in
        `situation` (see _Look)."""
        farm_short, unfed, store_full, goods_short, criminals_2, criminals_1 = situation
        table = {}
        for kind, facts in self.value_facts.items():
            w, takes_staff, empty, farm, eats_staffed, warehouse, goods, prison, criminal_user = \
                facts
            row = []
            for ok in ((True, False) if takes_staff else (True,)):
                v = w
                if not ok:
                    v *= empty             # an empty building scores (next to) nothing
                if farm:
                    if farm_short:
                        v += 3.0
                elif eats_staffed and unfed:
                    v *= 0.5
                if warehouse and store_full:
                    v += 2.5
                if goods and goods_short:
                    v += 1.5
                if prison and criminals_2:
                    v += 3.0
                if criminal_user and criminals_1:
                    v += 1.5
                row.append(v)
            table[kind] = (row[0], row[1] if takes_staff else None)
        return table

    def _best_build(self, state: DCState, s: Settlement, settings) -> str | None:
        options = self._candidates(state, s, settings)
        if not options:
            return None
        if self.rnd.random() < 0.1:       # now and then something else it can afford
            return self.rnd.choice(options)
        look = _Look(s, settings, self._measures(s))
        values = self._values(options, look)
        best = max(values)
        if best < 0.5:
            return None
        wish = self.wish
        if wish and wish not in options and best < 0.7 * self._value(wish, look):
            return None                   # save up for the wished-for building
        return _weighted(self.rnd, options, [v * v for v in values])

    def _build(self, state: DCState, s: Settlement, o: TurnOrders, allowed: int, settings) -> None:
        for _ in range(allowed):
            if self.kind == "random":
                options = self._candidates(state, s, settings)
                kind = self.rnd.choice(options) if options and self.rnd.random() < 0.8 else None
            else:
                kind = self._best_build(state, s, settings)
            if kind is None:
                return
            bt = CATALOGUE[kind]
            for r, n in bt.cost.items():
                s.resources[r] -= n
            staff = _staff_plan(s, kind)
            if self.kind == "random" and staff and self.rnd.random() < 0.2:
                staff = staff[:len(staff) - 1]
            for c in staff:
                s.housing.remove(c.colonist)
            s.buildings.append(Building(s.next_building_id, kind, [c.colonist for c in staff]))
            s.next_building_id += 1
            o.builds.append(BuildOrder(kind, staff))
            m = self.measures
            if m is not None:
                # keep _measure(s) up to date with the new building (the only change to the
                # buildings in the plan before the build phase ends)
                storage, size, role = _LOOK_FACTS[kind]
                m[0][kind] += 1
                m[3] += storage
                m[4] += size
                n = len(staff)
                if role == 1:
                    m[1] += n
                elif role == 2:
                    m[2] += n + (n == 2)

    # production --------------------------------------------------------------------------------
    def _run(self, state: DCState, s: Settlement, steps, eff: set[str], settings):
        """Run Production on `s` with the rules themselves (alone, validating): (diagnostics,
        the ids that ran)."""
        station = Station(vp_pool=state.station.vp_pool)
        shell = DCState([s.player], {s.player: s}, station, s.player)
        record = RoundRecord(state.round, [], {}, [], s.player)
        ctx = Ctx(shell, settings, None, record, {}, validating=True)
        ctx.effects = {s.player: eff}
        ctx.phase = "production"
        run_production(ctx, s, steps)
        return ctx.diags, record.ledger(s.player, "production").ran

    def _default_run(self, state: DCState, s: Settlement, eff: set[str], settings,
                     housing_eats: bool = True):
        """Production in the rules' default order on a copy of `s`: (the copy, ids that ran)."""
        s1 = s.copy() if self.check_plans else s      # `s` is already a scratch copy
        ran = _default_production(s1, "production" in eff, settings, housing_eats, self.ghosts)
        if self.check_plans and housing_eats and not self.ghosts:
            s2 = s.copy()
            _, ran2 = self._run(state, s2, None, eff, settings)
            s2.vp = s1.vp                     # (the scratch ignores the VP pool's cap)
            if s2 != s1 or ran2 != ran:
                self.plan_fallbacks += 1
                return s2, ran2
        return s1, ran

    def _produce(self, state: DCState, s: Settlement, o: TurnOrders, eff: set[str],
                 settings) -> Settlement:
        markets = []
        hqs = []
        converts = False
        for b in s.buildings:
            if b.staff:
                kind = b.kind
                if kind == "market":
                    markets.append(b)
                elif kind == "military_hq":
                    if "officer" in b.staff:
                        hqs.append(b)
                elif kind in CONVERSION_KINDS:
                    converts = True
        if not (markets or hqs or converts):
            if "trade" not in state.phases:
                # nothing later this round depends on the resources: skip the scratch run (the
                # plan's resources are then not exact: player trades give only Wealth/colonists)
                self.precise = False
                return s
            return self._default_run(state, s, eff, settings)[0]   # None: the default order
        s1, ran = self._default_run(state, s, eff, settings, housing_eats=False)
        rnd = self.rnd
        steps = []
        by_id = {b.id: b for b in s1.buildings}
        ate = False               # did a building with staff that eat run?
        for bid in ran:
            b = by_id[bid]
            kind = b.kind
            if kind in _EATS_STAFFED:
                ate = True
            release: list[str] = []
            if kind in CONVERSION_KINDS and (self.kind != "random" or rnd.random() < 0.6):
                release = _release(b)
                for c in release:
                    b.staff.remove(c)
                    s1.housing.append(c)
            steps.append(ProductionStep(bid, release=release))
        free = 1 if "production" in eff and not ate else 0
        food = s1.resources["food"]
        for b in hqs:
            need = 1 - free
            if food < need:
                break
            food -= need
            s1.resources["food"] -= need
            free = 0
            moves = _military_moves(s1, rnd if self.kind == "random" else None)
            steps.append(ProductionStep(b.id, moves=moves))
        for b in markets:
            need = 1 - free
            choices = [r for r in ("rare_goods", "basic_goods", "food") if s1.resources[r] >= 1]
            if self.kind != "random":
                keep = self._keep(s1)
                choices = [r for r in choices if s1.resources[r] > keep.get(r, 0)]
            sell = None
            for r in (rnd.sample(choices, len(choices)) if self.kind == "random" else choices):
                cost = need + (1 if r == "food" else 0)
                if food >= cost and s1.resources[r] >= (cost if r == "food" else 1):
                    sell = r
                    break
            if sell is None:
                continue
            food -= need + (1 if sell == "food" else 0)
            s1.resources["food"] -= need
            s1.resources[sell] -= 1
            s1.wealth += int(CATALOGUE["market"].params["sell_prices"][sell])
            free = 0
            steps.append(ProductionStep(b.id, sell=sell))
        if settings.housing_eats and (s1.housing or self.ghosts):   # after the extras
            s1.resources["food"] -= min(len(s1.housing) + self.ghosts, s1.resources["food"])
        if self.check_plans and not self.ghosts:
            # debugging aid: the hand-applied extras must match the rules exactly
            s2 = s.copy()
            diags, _ = self._run(state, s2, steps, eff, settings)
            s2.vp = s1.vp                     # (the scratch ignores the VP pool's cap)
            if any(d.severity.value == "error" for d in diags) or s2 != s1:
                self.plan_fallbacks += 1
                s3 = s.copy()
                self._run(state, s3, None, eff, settings)
                return s3
        o.production = steps
        return s1

    def _wish(self, state: DCState, s: Settlement, settings) -> str | None:
        """The building this player is saving for (affordable or not)."""
        if self.kind == "random":
            return None
        look = _Look(s, settings, self._measures(s))
        best, best_v = None, 0.0
        free, size, random = look.free, SIZE, self.rnd.random
        fitting = [kind for kind in self.liked if size[kind] <= free]
        # (the values use no random draw: one draw per fitting kind, in the same order as ever)
        for kind, value in zip(fitting, self._values(fitting, look)):
            v = value * (1.0 + 0.5 * random())
            if v > best_v:
                best, best_v = kind, v
        return best

    def _keep(self, s: Settlement, eaters: int | None = None) -> dict[str, int]:
        """What to keep: the wished-for building's cost and Food for the staff that eat
        (`eaters`, when the caller has counted them already)."""
        keep = dict(CATALOGUE[self.wish].cost) if self.wish else {}
        keep["food"] = keep.get("food", 0) + (_look_eaters(s) if eaters is None else eaters)
        return keep

    # trade -------------------------------------------------------------------------------------
    def _trade(self, state: DCState, s: Settlement, o: TurnOrders, contract: bool, settings,
               start_vp: int) -> None:
        env = ENVIRONMENTS[state.station.environment]
        prices = env.prices
        stock = dict(state.station.stock)
        vp_budget = min(start_vp, s.vp)       # VP gained this round may be capped by the pool
        held_contracts = dict(s.contracts)
        sold: set[str] = set()
        rnd = self.rnd
        trades = o.trades

        def sell(item: str, n: int) -> None:
            nonlocal vp_budget
            if n <= 0:
                return
            trades.append(TradeOrder("sell", item, n))
            sold.add(item)
            stock[item] = stock.get(item, 0) + n
            if item in MILITARY:
                for _ in range(n):
                    if item in s.housing:
                        s.housing.remove(item)
                    else:
                        b = next(b for b in s.buildings if item in b.staff)
                        b.staff.remove(item)
            else:
                s.resources[item] -= n
                s.wealth += prices[item].buys * n

        def buy(item: str, n: int) -> int:
            nonlocal vp_budget
            if item in sold:
                return 0
            price = prices[item].cost
            if item in MILITARY:
                n = min(n, stock.get(item, 0), vp_budget // price)
            else:
                n = min(n, stock.get(item, 0), s.wealth // price)
            if n <= 0:
                return 0
            trades.append(TradeOrder("buy", item, n))
            self.bought.add(item)
            stock[item] -= n
            if item in MILITARY:
                vp_budget -= n * price
                s.vp -= n * price
                # arrives only if no earlier player empties the stock: not planned on
                self.incoming.extend([item] * n)
            else:
                s.wealth -= n * price
                s.resources[item] += n
            return n

        def use_contract(item: str) -> bool:
            if held_contracts.get(item, 0) < 1 or s.wealth < prices[item].cost or item in sold:
                return False
            trades.append(TradeOrder("use_contract", item, 1))
            self.bought.add(item)
            held_contracts[item] -= 1
            s.contracts[item] -= 1
            if not s.contracts[item]:
                del s.contracts[item]
            s.wealth -= prices[item].cost
            s.resources[item] += 1
            return True

        def add_contract(item: str) -> None:
            if sum(s.contracts.values()) < settings.max_contracts:
                trades.append(TradeOrder("contract", item, 1))
                s.contracts[item] = s.contracts.get(item, 0) + 1

        if self.kind == "random":
            for _ in range(rnd.randint(0, 3)):
                verb = rnd.choice(("buy", "sell", "use_contract", "buy", "sell"))
                item = rnd.choice(list(prices))
                if verb == "sell":
                    have = s.resources[item] if item in s.resources else \
                        s.housing.count(item) + sum(b.staff.count(item) for b in s.buildings)
                    if have and item not in self.bought:
                        sell(item, rnd.randint(1, have))
                elif verb == "buy":
                    buy(item, rnd.randint(1, 3))
                elif item in RESOURCES:
                    use_contract(item)
            if contract and rnd.random() < 0.7:
                add_contract(rnd.choice(RESOURCES))
            return

        # one pass over the buildings for everything below (the sales below take Soldiers and
        # Officers from Temporary Housing only, and no building is added: these stay true)
        kinds = _NO_KINDS.copy()
        eaters = officer_slots = cap = 0
        storage, eating = STORAGE, _EATING_PRODUCERS
        for b in s.buildings:
            k = b.kind
            kinds[k] += 1
            cap += storage[k]
            if k in eating:
                eaters += len(b.staff)
            if k in _OFFICER_SLOTS:
                officer_slots += _OFFICER_SLOTS[k] - b.staff.count("officer")
        keep = self._keep(s, eaters)
        # Soldiers and Officers in Temporary Housing score nothing: sell them for VP, except the
        # Officers a military player can put to work
        for item in MILITARY:
            n = s.housing.count(item)
            if item == "officer" and self.kind == "military":
                n = max(0, n - officer_slots)
            if item == "soldier" and self.kind == "military" and prices[item].buys < 2 and \
                    state.station.vp_pool > 10:
                n = 0                          # wait for a better price
            if n > 0:                          # (sell does nothing otherwise: spare the call)
                sell(item, n)
        # surplus resources for Wealth
        if not (kinds["goods_factory"] or kinds["goods_factory_complex"]):
            sell("basic_raw", s.resources["basic_raw"] - keep.get("basic_raw", 0))
        if not kinds["advanced_goods_factory"]:
            sell("rare_raw", s.resources["rare_raw"] - keep.get("rare_raw", 0))
        spare_food = s.resources["food"] - keep["food"] - 3
        if spare_food > 0 and prices["food"].buys >= 1:
            sell("food", spare_food)
        room = cap - stored(s)
        for item in ("basic_goods", "rare_goods", "machines"):
            extra = s.resources[item] - keep.get(item, 0) - (2 if item == "basic_goods" else 0)
            if extra > 0 and (room < 2 or self.rnd.random() < 0.3):
                sell(item, extra)
        # Food for the staff, then what the wished-for building lacks
        room = cap - stored(s)
        need = keep["food"] - s.resources["food"]
        if need > 0:
            room -= buy("food", min(need, max(room, 1)))
        for item, n in sorted(keep.items(), key=lambda x: prices[x[0]].cost):
            if item == "food" or room <= 0:
                continue
            short = n - s.resources[item]
            if short > 0:
                got = use_contract(item) if item in held_contracts else False
                room -= got
                short -= got
                if short > 0:
                    room -= buy(item, min(short, room))
        factories = kinds["goods_factory"] + 2 * kinds["goods_factory_complex"]
        if factories and room > 0 and s.resources["basic_raw"] < factories and \
                "basic_raw" not in sold:
            room -= buy("basic_raw", min(factories - s.resources["basic_raw"], room))
        if kinds["advanced_goods_factory"] and room > 0 and not s.resources["rare_raw"]:
            room -= buy("rare_raw", 1)
        if self.kind == "military":
            if officer_slots > s.housing.count("officer"):
                buy("officer", officer_slots - s.housing.count("officer"))
            elif prices["soldier"].cost <= 2 and vp_budget >= 4:
                buy("soldier", 1)              # cheap now, sells for more later
        if contract:
            wanted = [i for i in ("machines", "rare_goods", "basic_goods") if i not in sold]
            add_contract(wanted[0] if wanted and self.rnd.random() < 0.7 else rnd.choice(RESOURCES))

    # organization ------------------------------------------------------------------------------
    def _organize(self, s: Settlement, o: TurnOrders) -> None:
        rnd = self.rnd if self.kind == "random" else None
        moves = o.moves
        # colonists converted by Barracks, Boot Camp, Officer School, Rehabilitation Center or a
        # University, and still on its staff, go back to Temporary Housing to make room
        for b in s.buildings:
            if b.kind in CONVERSION_KINDS and (rnd is None or rnd.random() < 0.5):
                for c in _release(b):
                    b.staff.remove(c)
                    s.housing.append(c)
                    moves.append(Move(c, b.id, HOUSING))
        _fill(s, s.buildings, moves, rnd)
        if rnd is not None and rnd.random() < 0.2:
            staffed = [b for b in s.buildings if b.staff]
            if staffed:
                b = rnd.choice(staffed)
                c = rnd.choice(b.staff)
                b.staff.remove(c)
                s.housing.append(c)
                moves.append(Move(c, b.id, HOUSING))


_LADDER_UP = {"unskilled": "skilled", "skilled": "expert"}


def _nothing(s: Settlement) -> None:
    pass


def _discard(s: Settlement) -> None:
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
_COLONY_CENTER_OUTPUT = {"unskilled": {"wealth": 1}, "skilled": {"wealth": 2}, "expert": {"vp": 1}}


def _default_production(s: Settlement, free_effect: bool, settings,
                        housing_eats: bool = True, ghosts: int = 0) -> list[int]:
    """The rules' default Production (rules/production.py) re-done quickly on a scratch copy:
    the players run it for every plan, the rules once per round. `Bot.check_plans` compares the
    two. Returns the ids of the buildings that ran; VP gains ignore the VP pool's cap."""
    res = s.resources
    free = 1 if free_effect else 0
    partial = settings.complex_partial
    ran = []
    key = tuple([b.kind for b in s.buildings])
    order = _DEFAULT_ORDER.get(key)
    if order is None:
        index = {b.id: i for i, b in enumerate(s.buildings)}
        order = _DEFAULT_ORDER[key] = tuple(index[b.id] for b in _default_order(s))
    buildings = s.buildings
    fast = _FAST
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
                output_items = _COLONY_CENTER_ITEMS.get(staff[0], ())
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


def _staff_plan(s: Settlement, kind: str) -> list[StaffFrom]:
    """Staff for a new building from Temporary Housing: the rules' cheapest legal staffing, but
    a University gets two colonists of different levels when there are any (else it never runs)."""
    if kind == "university":
        levels = sorted({c for c in s.housing if c in LADDER}, key=LADDER.get)
        if len(levels) >= 2:
            return [StaffFrom(levels[0]), StaffFrom(levels[1])]
        return [StaffFrom(levels[0])] if levels else []
    return staff_from_housing(s, kind)


def _release(b: Building) -> list[str]:
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


def _fill(s: Settlement, buildings, moves: list, rnd: random.Random | None) -> None:
    """Move colonists from Temporary Housing into free slots (not Soldiers: they only fill the
    slots their conversion left them in)."""
    if rnd is None:
        if not s.housing:
            return                  # nobody to move (the random player's shuffle must still draw)
        # only buildings with a free slot (a full one is skipped below anyway, and the sort is
        # stable): most are full
        slots = SLOTS
        order = [b for b in buildings if len(b.staff) < slots[b.kind]]
        order.sort(key=lambda b: _NEG_END_VP[b.kind])
    else:
        order = sorted(buildings, key=lambda b: _NEG_END_VP[b.kind])
        rnd.shuffle(order)
    housing = s.housing
    for b in order:
        slots = SLOTS[b.kind]
        if len(b.staff) >= slots or not housing:
            continue
        for c in _FILL_ORDER:
            # (_fits is staff_fits on a tuple: no list to build and convert)
            while len(b.staff) < slots and c in housing and _fits(b.kind, (*b.staff, c)):
                if b.kind == "university" and b.staff and b.staff[0] == c:
                    break                      # a University needs two levels
                b.staff.append(c)
                s.housing.remove(c)
                moves.append(Move(c, HOUSING, b.id))


def _military_moves(s: Settlement, rnd: random.Random | None) -> list[Move]:
    moves: list[Move] = []
    military = [b for b in s.buildings if CATALOGUE[b.kind].is_military and b.kind != "military_hq"]
    for b in military:
        for c in _release(b):
            b.staff.remove(c)
            s.housing.append(c)
            moves.append(Move(c, b.id, HOUSING))
    _fill(s, military, moves, rnd)
    return moves


# --- player-to-player trades -----------------------------------------------------------------

def _givable(bot: Bot, s: Settlement) -> list[tuple[str, int]]:
    """What a player can surely give at the end of the round: Wealth, resources it did not buy
    this round (a buy may fail when an earlier player empties the stock), colonists in housing."""
    items = []
    if s.wealth >= 2:
        items.append(("wealth", min(s.wealth // 2, 4)))
    for r in RESOURCES if bot.precise else ():
        if s.resources[r] > 0 and r not in bot.bought:
            items.append((r, min(s.resources[r], 2)))
    for c in sorted(set(s.housing)):
        items.append((c, 1))              # (a bought Soldier/Officer is not in the plan)
    return items


def _propose_trade(rnd: random.Random, state: DCState, bots: dict[str, Bot],
                   orders: dict[str, TurnOrders]) -> bool:
    """Two players agree a small swap; both posts mirror it. Criminals are a favourite gift."""
    a, b = rnd.sample(state.players, 2)
    ga, gb = _givable(bots[a], bots[a].plan), _givable(bots[b], bots[b].plan)
    if not ga or not gb:
        return False
    crim = [x for x in ga if x[0] == "criminal"]
    ka, na = crim[0] if crim and rnd.random() < 0.5 else rnd.choice(ga)
    kb, nb = rnd.choice([x for x in gb if x[0] != ka] or [("none", 0)])
    if kb == "none":
        return False
    give, receive = {ka: rnd.randint(1, na)}, {kb: rnd.randint(1, nb)}
    orders[a].player_trades.append(PlayerTrade(b, dict(give), dict(receive)))
    orders[b].player_trades.append(PlayerTrade(a, dict(receive), dict(give)))
    return True


def _start_of_round_trade(rnd: random.Random, state: DCState,
                          settings) -> tuple[str, str, dict, dict] | None:
    """With player_trade_timing = start_of_round the trade happens before Survey, so it is
    agreed from the holdings at the start of the round, and both players plan without what they
    give and without counting on what they get. The validator checks a post alone (it does not
    apply the trade), so with overflow_discard = end_of_phase (a received resource could push
    other resources over storage) only Wealth and colonists change hands."""
    a, b = rnd.sample(state.players, 2)
    resources = RESOURCES if settings.overflow_discard == "end_of_round" else ()

    def givable(s: Settlement) -> list[tuple[str, int]]:
        items = [(r, s.resources[r]) for r in resources if s.resources[r]]
        if s.wealth >= 2:
            items.append(("wealth", s.wealth // 2))
        return items + [(c, 1) for c in sorted(set(s.housing))]

    ga, gb = givable(state.settlements[a]), givable(state.settlements[b])
    if not ga or not gb:
        return None
    ka, na = rnd.choice(ga)
    kb, nb = rnd.choice(gb)
    if ka == kb:
        return None
    return a, b, {ka: rnd.randint(1, min(na, 2))}, {kb: rnd.randint(1, min(nb, 2))}


def _apply_trade(state: DCState, a: str, b: str, give: dict, receive: dict,
                 receive_too: bool = True) -> DCState:
    view = state.copy()
    for giver, taker, items in ((view.settlements[a], view.settlements[b], give),
                                (view.settlements[b], view.settlements[a], receive)):
        for k, n in items.items():
            for x, sign in ((giver, -1), (taker, 1)) if receive_too else ((giver, -1),):
                if k == "wealth":
                    x.wealth += sign * n
                elif k in RESOURCES:
                    x.resources[k] += sign * n
                elif sign < 0:
                    for _ in range(n):
                        x.housing.remove(k)
                elif receive_too:
                    x.housing.extend([k] * n)
    return view


# --- games -----------------------------------------------------------------------------------

@dataclass
class RoundInput:
    played: dict[str, str]
    orders: dict[str, TurnOrders]


@dataclass
class GameResult:
    seed: str
    players: list[str]
    rounds: int
    final: DCState
    scores: list[dict[str, Any]]
    winners: list[str]
    history: list[RoundInput]
    violations: list[str] = field(default_factory=list)
    skips: Counter = field(default_factory=Counter)
    built: Counter = field(default_factory=Counter)
    end_reasons: list[str] = field(default_factory=list)
    kinds: dict[str, str] = field(default_factory=dict)       # player -> bot kind
    actions: Counter = field(default_factory=Counter)         # what happened, by kind
    bot_errors: Counter = field(default_factory=Counter)      # orders the validator refused
    unexplained_skips: list[str] = field(default_factory=list)  # skips that are no conflict


def player_names(n: int) -> list[str]:
    return [f"P{i + 1}" for i in range(n)]


def _totals(state: DCState) -> tuple[int, int]:
    colonists = colonist_total(state) - state.station.traded_colonists
    vp = state.station.vp_pool + sum(s.vp for s in state.settlements.values())
    return colonists, vp


# check_invariants' per-kind (storage, size): one lookup per building
_MEASURES = {k: (STORAGE[k], SIZE[k]) for k in CATALOGUE}


@lru_cache(maxsize=None)
def _staff_ok(kind: str, staff: tuple[str, ...]) -> bool:
    return staffing_problem(Building(0, kind, list(staff))) is None


# the colonist types that may staff each kind alone (_staff_ok of a one-colonist staff)
_ONE_OK = {k: frozenset(c for c in COLONISTS if _staff_ok(k, (c,))) for k in CATALOGUE}


def check_invariants(state: DCState, settings, totals: tuple[int, int]) -> list[str]:
    """What must hold after every round, whatever the players did."""
    problems = []
    st = state.station
    for name, n in st.pool.items():
        if n < 0:
            problems.append(f"pool {name} = {n}")
    for item, n in st.stock.items():
        if n < 0:
            problems.append(f"station stock {item} = {n}")
    if st.vp_pool < 0:
        problems.append(f"vp_pool = {st.vp_pool}")
    measures, staff_ok, one_ok = _MEASURES, _staff_ok, _ONE_OK
    # the conservation totals (as _totals counts them) are added up in the same pass
    colonists = st.pool_size + len(st.available) - st.traded_colonists
    vp = st.vp_pool
    for p in state.players:
        s = state.settlements[p]
        colonists += len(s.housing) + (1 if s.reserved else 0)
        vp += s.vp
        res = s.resources
        if min(res.values(), default=0) < 0:       # (the names only when something is wrong)
            for r, n in res.items():
                if n < 0:
                    problems.append(f"{p} {r} = {n}")
        if s.wealth < 0 or s.vp < 0:
            problems.append(f"{p} wealth {s.wealth} vp {s.vp}")
        cap = used = 0
        buildings = s.buildings
        for b in buildings:
            kind = b.kind
            storage, size = measures[kind]
            cap += storage
            used += size
            staff = b.staff
            if staff:
                n = len(staff)
                colonists += n
                # (one colonist, the commonest case: a set lookup rather than a tuple and the
                # cache)
                if not (staff[0] in one_ok[kind] if n == 1 else staff_ok(kind, tuple(staff))):
                    bad = staffing_problem(b)
                    if bad:
                        problems.append(f"{p}: {bad[1]}")
        held = sum(res.values())
        if held > cap:
            problems.append(f"{p} stores {held} > capacity {cap}")
        if used > settings.settlement_spaces:
            problems.append(f"{p} uses {used} spaces")
        if s.contracts and sum(s.contracts.values()) > settings.max_contracts:
            problems.append(f"{p} holds {sum(s.contracts.values())} contracts")
        # (the ids in one set comprehension, not an add per building in the loop above)
        if len({b.id for b in buildings}) != len(buildings):
            problems.append(f"{p} duplicate building ids {[b.id for b in s.buildings]}")
    now = (colonists, vp)
    if now[0] != totals[0]:
        problems.append(f"colonists not conserved: {now[0]} != {totals[0]}")
    if now[1] != totals[1]:
        problems.append(f"VP not conserved: {now[1]} != {totals[1]}")
    return problems



def reveal(state: DCState, played: dict[str, str], settings, rng: RecordedRng) -> None:
    """What `gm reveal` does: record the choices, and draw the Trade environment if Trade
    happens so the players can see the prices before they post."""
    state.played = dict(played)
    state.phases = phases_of(state)
    if "trade" in state.phases:
        open_trade(state, settings, rng)


def seat_kinds(bots: str, n_players: int, rnd: random.Random) -> list[str]:
    """The bot kind of each seat: `mixed` draws from BOT_KINDS, `heuristic` from STRATEGIES."""
    if bots == "mixed":
        return [rnd.choice(BOT_KINDS) for _ in range(n_players)]
    if bots == "heuristic":
        return [rnd.choice(STRATEGIES) for _ in range(n_players)]
    if bots not in BOT_KINDS:
        raise ValueError(f"bots {bots!r}: choose one of {', '.join(BOT_CHOICES)}")
    return [bots] * n_players


def _is_error(d) -> bool:
    return d.severity.value == "error"


def _fallback(state: DCState, o: TurnOrders, settings) -> TurnOrders:
    """Orders that need no decision: only the compulsory colonist."""
    safe = TurnOrders(o.player, take=o.take if "colonization" in state.phases else None)
    if any(_is_error(d) for d in validate_orders(state, safe, settings)):
        safe.take = substitute(state.station.available) \
            if "colonization" in state.phases and state.station.available else None
    return safe


def _count_actions(actions: Counter, orders: dict[str, TurnOrders], record, new: DCState) -> None:
    skipped_trades: dict[str, list[str]] = {}
    for skip in record.skipped:
        if skip.phase == "trade":
            skipped_trades.setdefault(skip.player, []).append(skip.message)
    n_player_trades = 0
    for p, o in orders.items():
        skipped = skipped_trades.get(p)
        for t in o.trades:
            # (the order's words are built only when this player had a trade skipped)
            if skipped and any(m.startswith(trade_words(t)) for m in skipped):
                continue
            key = t.verb + ("_military" if t.item in MILITARY else "")
            actions[key] += 1
        if o.production:
            sales = hq_moves = releases = 0
            for step in o.production:
                if step.sell:
                    sales += 1
                if step.moves:
                    hq_moves += len(step.moves)
                if step.release:
                    releases += len(step.release)
            # (the same counts; the Counter is touched only for what happened)
            if sales:
                actions["market_sale"] += sales
            if hq_moves:
                actions["military_hq_move"] += hq_moves
            if releases:
                actions["conversion_release"] += releases
        if o.reserve:
            actions["reserve"] += 1
        if o.borrowed_phase:
            actions["borrowed_effect"] += 1
        n_player_trades += len(o.player_trades)
        ledgers = record.ledgers.get(p, {})
        led = ledgers.get("organization")
        if led is not None and led.moves:
            actions["organization_move"] += len(led.moves)
        led = ledgers.get("production")
        # (a conversion building that ran converted somebody: without a conversion in the
        # ledger there is nothing to count, and no need to look at the buildings)
        if led is not None and led.ran and led.converted:
            # the conversion buildings by id (one pass, rather than a search per id that ran)
            converting = {b.id: b.kind for b in new.settlements[p].buildings
                          if b.kind in CONVERSION_KINDS}
            if converting:
                for bid in led.ran:
                    kind = converting.get(bid)
                    if kind is not None:
                        actions[f"convert:{kind}"] += 1
        led = ledgers.get("survey")
        if led is not None and led.ran:
            actions["survey_station_run"] += len(led.ran)
    if n_player_trades:
        skipped_pt = sum(1 for s in record.skipped if s.phase == "player_trade")
        actions["player_trade"] += max(n_player_trades - skipped_pt, 0) // 2


def play_game(n_players: int, seed: str, settings: DistantColonySettings | None = None,
              bots: str = "mixed", check: bool = True, validate: bool = True) -> GameResult:
    """One complete game. `check`: invariants after every round; `validate`: every player's
    orders through rules.validate_orders before the round is resolved (a refusal is a bot error,
    counted, and the player falls back to the compulsory minimum)."""
    # A game allocates a great many short-lived containers, so the cyclic garbage collector runs
    # often, and its older-generation passes used to walk every long-lived object of the process
    # too (modules, the catalogue, caches): a few per cent of a game. What exists before the game
    # is set aside for its duration (gc.freeze; both calls are O(1)) and handed back after; the
    # game's own garbage is collected as before. Left alone if the caller has frozen objects.
    # The young generation is also collected less often during the game (every 20,000 new
    # containers rather than 700): a game leaves almost no cycles behind, so those frequent
    # passes found next to nothing and cost about 3% of a game. Restored afterwards.
    if gc.get_freeze_count():
        return _play_game(n_players, seed, settings, bots, check, validate)
    threshold = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(max(threshold[0], _GC_YOUNG), *threshold[1:])
    try:
        return _play_game(n_players, seed, settings, bots, check, validate)
    finally:
        gc.set_threshold(*threshold)
        gc.unfreeze()


_GC_YOUNG = 20000       # play_game's young-generation threshold (see there)


def _play_game(n_players: int, seed: str, settings: DistantColonySettings | None, bots: str,
               check: bool, validate: bool) -> GameResult:
    settings = settings or DistantColonySettings()
    names = player_names(n_players)
    state = new_game(names, settings)
    rng = RecordedRng(seed, "selfplay")
    rnd = random.Random(seed)
    kinds = seat_kinds(bots, n_players, rnd)
    players = {p: Bot(k, rnd) for p, k in zip(names, kinds)}
    totals = _totals(state)
    history: list[RoundInput] = []
    violations: list[str] = []
    skips: Counter = Counter()
    actions: Counter = Counter()
    bot_errors: Counter = Counter()
    unexplained: list[str] = []
    early_trades = settings.player_trade_timing == "start_of_round"
    while not state.ended and state.round <= MAX_ROUNDS:
        played = {p: players[p].choose_phase(state, p, settings) for p in names}
        reveal(state, played, settings, rng)
        view, agreed = state, None
        if early_trades and rnd.random() < 0.25:
            agreed = _start_of_round_trade(rnd, state, settings)
            if agreed is not None:
                if settings.housing_eats:
                    # a colonist given or received changes who eats in Temporary Housing, which
                    # the validator (not applying the trade) does not see: plan for the most
                    for x, items in ((agreed[0], (agreed[2], agreed[3])),
                                     (agreed[1], (agreed[2], agreed[3]))):
                        players[x].extra_ghosts = sum(n for d in items for k, n in d.items()
                                                      if k in COLONISTS)
                # the players plan without what they give (and do not count on what they get)
                view = _apply_trade(state, *agreed, receive_too=False)
        orders = {p: players[p].orders(view, p, settings) for p in names}
        if agreed is not None:
            a, b, give, receive = agreed
            orders[a].player_trades.append(PlayerTrade(b, dict(give), dict(receive)))
            orders[b].player_trades.append(PlayerTrade(a, dict(receive), dict(give)))
        elif not early_trades and rnd.random() < 0.3:
            _propose_trade(rnd, state, players, orders)
        if validate:
            for p in names:
                errors = [d for d in validate_orders(state, orders[p], settings) if _is_error(d)]
                if errors:
                    bot_errors.update(d.code for d in errors)
                    violations.append(f"round {state.round}: {p} ({kinds[names.index(p)]}) "
                                      f"ordered illegally: {errors[0].message}")
                    orders[p] = _fallback(state, orders[p], settings)
                    for q in names:
                        orders[q].player_trades = [t for t in orders[q].player_trades
                                                   if t.partner != p]
        history.append(RoundInput(played, orders))
        # nothing keeps the state before the round (the players planned on copies)
        state, record = resolve_round(state, orders, settings, rng, in_place=True)
        for skip in record.skipped:
            skips[skip.code] += 1
            if skip.code not in CONFLICT_CODES:
                unexplained.append(f"round {record.round}: {skip.player} {skip.code}: "
                                   f"{skip.message}")
        _count_actions(actions, orders, record, state)
        if check:
            for problem in check_invariants(state, settings, totals):
                violations.append(f"round {record.round}: {problem}")
    if not state.ended:
        violations.append(f"game did not end within {MAX_ROUNDS} rounds")
    report = final_scores(state, settings)
    built = Counter(b.kind for s in state.settlements.values() for b in s.buildings)
    for s in state.settlements.values():
        for b in s.buildings[:2]:
            if b.id <= 2:
                built[b.kind] -= 1            # the starting Colony Center and Farm
    built = +built
    return GameResult(seed, names, len(history), state, [x.to_dict() for x in report.lines],
                      report.winners, history, violations, skips, built, list(state.end_reasons),
                      dict(zip(names, kinds)), actions, bot_errors, unexplained)


def replay(result: GameResult, settings) -> DCState:
    """Re-run a finished game from its seed and recorded inputs."""
    state = new_game(result.players, settings)
    rng = RecordedRng(result.seed, "selfplay")
    for step in result.history:
        reveal(state, step.played, settings, rng)
        state, _ = resolve_round(state, step.orders, settings, rng, in_place=True)
    return state


# --- many games ------------------------------------------------------------------------------

def simulate(n_players: int, games: int, seed: str, settings=None, bots: str = "mixed",
             check: bool = True, verify_replay: bool = True,
             validate: bool = True) -> dict[str, Any]:
    """Play `games` complete games; the summary `gm simulate` prints."""
    settings = settings or DistantColonySettings()
    rounds: list[int] = []
    spreads: list[int] = []
    winner_scores: list[int] = []
    built: Counter = Counter()
    skips: Counter = Counter()
    reasons: Counter = Counter()
    actions: Counter = Counter()
    bot_errors: Counter = Counter()
    seats: Counter = Counter()
    wins: Counter = Counter()
    score_sum: Counter = Counter()
    unexplained: list[dict[str, Any]] = []
    violations: list[dict[str, Any]] = []
    play_time = 0.0
    replay_mismatches = 0
    for i in range(games):
        game_seed = f"{seed}-{i}"
        start = time.perf_counter()
        result = play_game(n_players, game_seed, settings, bots, check, validate)
        play_time += time.perf_counter() - start
        rounds.append(result.rounds)
        totals = [x["total"] for x in result.scores]
        spreads.append(max(totals) - min(totals))
        winner_scores.append(max(totals))
        built.update(result.built)
        skips.update(result.skips)
        actions.update(result.actions)
        bot_errors.update(result.bot_errors)
        reasons.update(r.split(":")[0] for r in result.end_reasons)
        for line in result.scores:
            kind = result.kinds[line["player"]]
            seats[kind] += 1
            score_sum[kind] += line["total"]
        for w in result.winners:
            wins[result.kinds[w]] += 1
        if result.unexplained_skips:
            unexplained.append({"seed": game_seed, "skips": result.unexplained_skips[:5]})
        problems = list(result.violations)
        if verify_replay and replay(result, settings).to_dict() != result.final.to_dict():
            replay_mismatches += 1
            problems.append("replay from the record reached a different state")
        if problems:
            violations.append({"seed": game_seed, "problems": problems[:5]})
    n = max(games, 1)
    return {
        "games": games,
        "players": n_players,
        "seed": seed,
        "bots": bots,
        "seconds": round(play_time, 3),
        "games_per_second": round(games / play_time, 1) if play_time else None,
        "rounds": {"mean": round(sum(rounds) / n, 2), "min": min(rounds, default=0),
                   "max": max(rounds, default=0)},
        "scores": {"winner_mean": round(sum(winner_scores) / n, 2),
                   "winner_min": min(winner_scores, default=0),
                   "winners_above_0": round(sum(1 for x in winner_scores if x > 0) / n, 3),
                   "spread_mean": round(sum(spreads) / n, 2),
                   "spread_max": max(spreads, default=0)},
        "by_kind": {k: {"seats": seats[k], "mean_score": round(score_sum[k] / seats[k], 2),
                        "wins": wins[k]} for k in BOT_KINDS if seats[k]},
        "built": dict(built.most_common()),
        "built_per_game": {k: round(v / n, 2) for k, v in built.most_common()},
        "never_built": [k for k in BUILDABLE if not built[k]],
        "end_reasons": dict(reasons.most_common()),
        "trades": {v: actions[v] for v in TRADE_VERBS},
        "conversions": {k: actions[f"convert:{k}"] for k in sorted(CONVERSION_KINDS)},
        "actions": {k: v for k, v in sorted(actions.items())
                    if k not in TRADE_VERBS and not k.startswith("convert:")},
        "skipped_actions": dict(skips.most_common()),
        "unexplained_skips": unexplained,
        "bot_errors": dict(bot_errors.most_common()),
        "replay_mismatches": replay_mismatches,
        "invariant_violations": violations,
    }
