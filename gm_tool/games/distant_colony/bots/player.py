"""Distant Colony's players: one class, four kinds (BOT_KINDS). `random` picks uniformly among
legal choices; `industry`, `science` and `military` are heuristic strategies (see the package).

A player plans its round on a scratch copy of its own settlement, phase by phase in rule order
(Production through a quick copy of the rules' default order, so Food, inputs and conversions
come out exactly), and orders only what that plan shows it can do. The plan never relies on what
another player could take first (a contested Available colonist is not counted on for staffing
or trades; VP to buy Soldiers/Officers comes only from VP held at the start of the round, since
the VP pool may run dry during the round).
"""

from __future__ import annotations

import random
from bisect import bisect
from collections import Counter
from functools import lru_cache
from itertools import accumulate

from gm_tool.games.distant_colony.actions import (HOUSING, BuildOrder, Move, ProductionStep,
                                                  TradeOrder, TurnOrders)
from gm_tool.games.distant_colony.bots.production import (default_production, discard_all, fill_buildings,
                                                          military_moves, produce_nothing, released_staff,
                                                          staff_plan)
from gm_tool.games.distant_colony.bots.tables import (
    COPY_DISCOUNT, COST_TABLE, EATING_PRODUCERS, EATS_STAFFED, OFFICER_SLOTS, PHASE_FACTS,
    PHASE_KEYS, TAKE, VALUE_FACTS, W, BOT_KINDS, BUILDABLE, CONVERSION_KINDS, MILITARY)
from gm_tool.games.distant_colony.rules import (CATALOGUE, ENVIRONMENTS, SIZE, SLOTS,
                                                STATION_YIELD, STORAGE, SUBSTITUTE_ORDER,
                                                organization_winner, production_alone,
                                                spaces_used, staff_from_housing, stored)
from gm_tool.games.distant_colony.state import Building, DCState, Settlement
from gm_tool.games.distant_colony.rules.names import COLONISTS, LADDER, PHASES, RESOURCES

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
    eating = EATING_PRODUCERS
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
                   1 if k in EATING_PRODUCERS else 2 if k in ("farm", "farm_complex") else 0)
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
    return tuple(k for k, size, cbg, crg, cm in COST_TABLE
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

    __slots__ = ("kinds", "eaters", "stored", "capacity", "free", "housing",
                 "criminals", "farm_short", "unfed", "store_full", "goods_short", "situation")

    def __init__(self, s: Settlement, settings, measures: list):
        kinds, eaters, food, cap, used = measures
        self.kinds = kinds
        self.eaters, self.capacity = eaters, cap
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


class _TradePlan:
    """One round's trades as a bot plans them on its scratch settlement `s`, each order added to
    `trades` and applied to `s` at once. `stock` is the station's stock as this player will find
    it at best (its own sales added); VP spent comes only from the VP held at the start of the
    round (`vp_budget`); an item sold is never bought back in the same phase."""

    def __init__(self, bot: "Bot", state: DCState, s: Settlement, o: TurnOrders, settings,
                 start_vp: int):
        self.bot = bot
        self.s = s
        self.prices = ENVIRONMENTS[state.station.environment].prices
        self.stock = dict(state.station.stock)
        self.vp_budget = min(start_vp, s.vp)   # VP gained this round may be capped by the pool
        self.held_contracts = dict(s.contracts)
        self.sold: set[str] = set()
        self.trades = o.trades
        self.max_contracts = settings.max_contracts

    def sell(self, item: str, n: int) -> None:
        if n <= 0:
            return
        s = self.s
        self.trades.append(TradeOrder("sell", item, n))
        self.sold.add(item)
        self.stock[item] = self.stock.get(item, 0) + n
        if item in MILITARY:
            for _ in range(n):
                if item in s.housing:
                    s.housing.remove(item)
                else:
                    b = next(b for b in s.buildings if item in b.staff)
                    b.staff.remove(item)
        else:
            s.resources[item] -= n
            s.wealth += self.prices[item].buys * n

    def buy(self, item: str, n: int) -> int:
        """Buy up to `n` (as many as stock and budget allow); how many were bought."""
        if item in self.sold:
            return 0
        s = self.s
        price = self.prices[item].cost
        if item in MILITARY:
            n = min(n, self.stock.get(item, 0), self.vp_budget // price)
        else:
            n = min(n, self.stock.get(item, 0), s.wealth // price)
        if n <= 0:
            return 0
        self.trades.append(TradeOrder("buy", item, n))
        self.bot.bought.add(item)
        self.stock[item] -= n
        if item in MILITARY:
            self.vp_budget -= n * price
            s.vp -= n * price
            # arrives only if no earlier player empties the stock: not planned on
            self.bot.incoming.extend([item] * n)
        else:
            s.wealth -= n * price
            s.resources[item] += n
        return n

    def use_contract(self, item: str) -> bool:
        s = self.s
        cost = self.prices[item].cost
        if self.held_contracts.get(item, 0) < 1 or s.wealth < cost or item in self.sold:
            return False
        self.trades.append(TradeOrder("use_contract", item, 1))
        self.bot.bought.add(item)
        self.held_contracts[item] -= 1
        s.contracts[item] -= 1
        if not s.contracts[item]:
            del s.contracts[item]
        s.wealth -= cost
        s.resources[item] += 1
        return True

    def add_contract(self, item: str) -> None:
        s = self.s
        if sum(s.contracts.values()) < self.max_contracts:
            self.trades.append(TradeOrder("contract", item, 1))
            s.contracts[item] = s.contracts.get(item, 0) + 1


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
        self.weights = W.get(kind, {})
        # _values' facts per kind: the starting value (the strategy's weight, 0.3 for kinds it
        # has none for), whether it takes staff, the factor when it cannot be staffed (a science
        # player expects an Expert to come for a Laboratory), then VALUE_FACTS' settlement tests
        self.value_facts = {}
        for k, (takes_staff, lab, *tests) in VALUE_FACTS.items():
            self.value_facts[k] = (self.weights.get(k, 0.3), takes_staff,
                                   0.4 if lab and kind == "science" else 0.05, *tests)
        # _values' tables, by situation: shared by every player of this kind (they depend on
        # nothing else), so they are made once per process, not once per game
        self.value_tables = _VALUE_TABLES.setdefault(kind, {})
        self.liked = tuple(k for k in BUILDABLE if self.weights.get(k, 0) >= 1.5)
        # the costs of the buildings choose_phase looks out for (those it likes at least 2)
        self.keen_costs = tuple((cbg, crg, cm) for k, _, cbg, crg, cm in COST_TABLE
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
        facts = PHASE_FACTS
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
        return _weighted(rnd, PHASE_KEYS, (survey, colonization, build, production, trade,
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
        each = discard_all if settings.overflow_discard == "end_of_phase" else produce_nothing
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
        if len(before) >= len(available):
            return      # the players before take one each: none is left (naming one is refused)
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
            prefs = [k for k in TAKE[self.kind] if k in available]
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
                    o.reserve = next((k for k in TAKE[self.kind] if k in source), source[0])

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
        housing, copies, discount = look.housing, look.kinds, COPY_DISCOUNT
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
            staff = staff_plan(s, kind)
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
        return production_alone(state, s, steps, eff, settings)

    def _default_run(self, state: DCState, s: Settlement, eff: set[str], settings,
                     housing_eats: bool = True):
        """Production in the rules' default order on a copy of `s`: (the copy, ids that ran)."""
        s1 = s.copy() if self.check_plans else s      # `s` is already a scratch copy
        ran = default_production(s1, "production" in eff, settings, housing_eats, self.ghosts)
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
            if kind in EATS_STAFFED:
                ate = True
            release: list[str] = []
            if kind in CONVERSION_KINDS and (self.kind != "random" or rnd.random() < 0.6):
                release = released_staff(b)
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
            moves = military_moves(s1, rnd if self.kind == "random" else None)
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
        plan = _TradePlan(self, state, s, o, settings, start_vp)
        if self.kind == "random":
            self._random_trades(plan, contract)
            return
        # one pass over the buildings for everything below (the sales below take Soldiers and
        # Officers from Temporary Housing only, and no building is added: these stay true)
        kinds = _NO_KINDS.copy()
        eaters = officer_slots = cap = 0
        storage, eating = STORAGE, EATING_PRODUCERS
        for b in s.buildings:
            k = b.kind
            kinds[k] += 1
            cap += storage[k]
            if k in eating:
                eaters += len(b.staff)
            if k in OFFICER_SLOTS:
                officer_slots += OFFICER_SLOTS[k] - b.staff.count("officer")
        keep = self._keep(s, eaters)
        self._sell_spare(state, plan, kinds, keep, officer_slots, cap)
        self._buy_needs(plan, kinds, keep, officer_slots, cap)
        if contract:
            wanted = [i for i in ("machines", "rare_goods", "basic_goods") if i not in plan.sold]
            plan.add_contract(wanted[0] if wanted and self.rnd.random() < 0.7
                              else self.rnd.choice(RESOURCES))

    def _random_trades(self, plan: _TradePlan, contract: bool) -> None:
        """Up to three legal-looking trades drawn at random, and a contract most of the time."""
        rnd, s = self.rnd, plan.s
        for _ in range(rnd.randint(0, 3)):
            verb = rnd.choice(("buy", "sell", "use_contract", "buy", "sell"))
            item = rnd.choice(list(plan.prices))
            if verb == "sell":
                have = s.resources[item] if item in s.resources else \
                    s.housing.count(item) + sum(b.staff.count(item) for b in s.buildings)
                if have and item not in self.bought:
                    plan.sell(item, rnd.randint(1, have))
            elif verb == "buy":
                plan.buy(item, rnd.randint(1, 3))
            elif item in RESOURCES:
                plan.use_contract(item)
        if contract and rnd.random() < 0.7:
            plan.add_contract(rnd.choice(RESOURCES))

    def _sell_spare(self, state: DCState, plan: _TradePlan, kinds: dict[str, int],
                    keep: dict[str, int], officer_slots: int, cap: int) -> None:
        """Sell what scores nothing or is not needed: idle Soldiers and Officers for VP, then
        surplus resources for Wealth (`keep`: what the wished-for building and the staff need)."""
        s, prices = plan.s, plan.prices
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
                plan.sell(item, n)
        if not (kinds["goods_factory"] or kinds["goods_factory_complex"]):
            plan.sell("basic_raw", s.resources["basic_raw"] - keep.get("basic_raw", 0))
        if not kinds["advanced_goods_factory"]:
            plan.sell("rare_raw", s.resources["rare_raw"] - keep.get("rare_raw", 0))
        spare_food = s.resources["food"] - keep["food"] - 3
        if spare_food > 0 and prices["food"].buys >= 1:
            plan.sell("food", spare_food)
        room = cap - stored(s)
        for item in ("basic_goods", "rare_goods", "machines"):
            extra = s.resources[item] - keep.get(item, 0) - (2 if item == "basic_goods" else 0)
            if extra > 0 and (room < 2 or self.rnd.random() < 0.3):
                plan.sell(item, extra)

    def _buy_needs(self, plan: _TradePlan, kinds: dict[str, int], keep: dict[str, int],
                   officer_slots: int, cap: int) -> None:
        """Buy, within the storage room left: Food for the staff, then what the wished-for
        building lacks (by contract first), raw materials for idle factories, and a military
        player's Officers or a cheap Soldier."""
        s, prices = plan.s, plan.prices
        room = cap - stored(s)
        need = keep["food"] - s.resources["food"]
        if need > 0:
            room -= plan.buy("food", min(need, max(room, 1)))
        for item, n in sorted(keep.items(), key=lambda x: prices[x[0]].cost):
            if item == "food" or room <= 0:
                continue
            short = n - s.resources[item]
            if short > 0:
                got = plan.use_contract(item) if item in plan.held_contracts else False
                room -= got
                short -= got
                if short > 0:
                    room -= plan.buy(item, min(short, room))
        factories = kinds["goods_factory"] + 2 * kinds["goods_factory_complex"]
        if factories and room > 0 and s.resources["basic_raw"] < factories and \
                "basic_raw" not in plan.sold:
            room -= plan.buy("basic_raw", min(factories - s.resources["basic_raw"], room))
        if kinds["advanced_goods_factory"] and room > 0 and not s.resources["rare_raw"]:
            room -= plan.buy("rare_raw", 1)
        if self.kind == "military":
            if officer_slots > s.housing.count("officer"):
                plan.buy("officer", officer_slots - s.housing.count("officer"))
            elif prices["soldier"].cost <= 2 and plan.vp_budget >= 4:
                plan.buy("soldier", 1)         # cheap now, sells for more later

    # organization ------------------------------------------------------------------------------
    def _organize(self, s: Settlement, o: TurnOrders) -> None:
        rnd = self.rnd if self.kind == "random" else None
        moves = o.moves
        # colonists converted by Barracks, Boot Camp, Officer School, Rehabilitation Center or a
        # University, and still on its staff, go back to Temporary Housing to make room
        for b in s.buildings:
            if b.kind in CONVERSION_KINDS and (rnd is None or rnd.random() < 0.5):
                for c in released_staff(b):
                    b.staff.remove(c)
                    s.housing.append(c)
                    moves.append(Move(c, b.id, HOUSING))
        fill_buildings(s, s.buildings, moves, rnd)
        if rnd is not None and rnd.random() < 0.2:
            staffed = [b for b in s.buildings if b.staff]
            if staffed:
                b = rnd.choice(staffed)
                c = rnd.choice(b.staff)
                b.staff.remove(c)
                s.housing.append(c)
                moves.append(Move(c, b.id, HOUSING))
