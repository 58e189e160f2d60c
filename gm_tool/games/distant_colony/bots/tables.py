"""What Distant Colony's players know about the catalogue, worked out once: the strategies'
tastes, per-kind facts their decisions look up, and the names of what they can do.

Everything here comes from the rules' public tables (`gm_tool.games.distant_colony.rules`)."""

from __future__ import annotations

from gm_tool.games.distant_colony.rules import CATALOGUE, CONVERSIONS, SLOTS

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
FILL_ORDER = tuple(c for c in _CHEAP_FIRST if c != "soldier")   # _fill moves no Soldier

# How much each strategy likes each building (the rest of the choice depends on the settlement).
W = {
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
TAKE = {"industry": ("skilled", "unskilled", "expert", "officer", "soldier", "criminal"),
         "science": ("expert", "skilled", "unskilled", "officer", "soldier", "criminal"),
         "military": ("unskilled", "skilled", "officer", "criminal", "soldier", "expert")}
_PRODUCERS = frozenset(k for k, bt in CATALOGUE.items()
                       if bt.effect in ("produce", "convert", "colony_center", "prison", "market"))
assert all(set(CATALOGUE[k].cost) <= {"basic_goods", "rare_goods", "machines"}
           for k in BUILDABLE)
COST_TABLE = tuple((k, CATALOGUE[k].size, CATALOGUE[k].cost.get("basic_goods", 0),
                     CATALOGUE[k].cost.get("rare_goods", 0), CATALOGUE[k].cost.get("machines", 0))
                    for k in BUILDABLE)
EATING_PRODUCERS = frozenset(k for k in _PRODUCERS if CATALOGUE[k].eats)
EATS_STAFFED = frozenset(k for k, bt in CATALOGUE.items() if bt.staff and bt.eats)
# Bot._value's facts per kind: takes staff, a Laboratory, a Farm, eats when staffed, a Warehouse,
# a goods factory, the Prison, a Criminal user (Rehabilitation Center, Boot Camp)
VALUE_FACTS = {k: (bool(bt.staff), k.startswith("laboratory"), k in ("farm", "farm_complex"),
                    bool(bt.eats and bt.staff), k in ("warehouse", "warehouse_complex"),
                    k in ("goods_factory", "goods_factory_complex"), k == "prison",
                    k in ("rehabilitation_center", "boot_camp"))
                for k, bt in CATALOGUE.items()}
# the Officer slots of each kind that has any
OFFICER_SLOTS = {k: bt.staff.count("officer") for k, bt in CATALOGUE.items() if "officer" in bt.staff}
NEG_END_VP = {k: -bt.end_vp for k, bt in CATALOGUE.items()}     # _fill's order: most end VP first
COPY_DISCOUNT = tuple(0.75 ** n for n in range(64))   # 0.75 ** copies, exactly as computed before


# choose_phase's weights, in this order (the order the seeded choice has always used)
PHASE_KEYS = ("survey", "colonization", "build", "production", "trade", "organization")


# choose_phase's facts per kind, one lookup per building: (staff slots, a producer)
PHASE_FACTS = {k: (SLOTS[k], k in _PRODUCERS) for k in CATALOGUE}

