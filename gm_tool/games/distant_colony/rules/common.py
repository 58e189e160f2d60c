"""What every phase module shares: catalogue lookups, staffing checks, storage, the VP pool,
and the words used in messages.

Everything here is pure and cheap: self-play calls these functions hundreds of thousands of times,
so lookups are cached and nothing re-validates the catalogue.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable, Mapping

from gm_tool.games.distant_colony.actions import HOUSING
from gm_tool.games.distant_colony.rules.catalogue import BuildingType, buildings, trade_environments
from gm_tool.games.distant_colony.state import Building, DCState, Settlement
from gm_tool.games.distant_colony.rules.names import (COLONIST_NAMES, COLONISTS, LADDER, PHASE_NAMES,
                                                RESOURCE_NAMES)

CATALOGUE: Mapping[str, BuildingType] = buildings()
ENVIRONMENTS = trade_environments()
MILITARY_ITEMS = ("soldier", "officer")

# Production groups, in the order the seed's turn post lists them ("Farms:", "Harvesters:", ...).
GROUPS = ("farms", "harvesters", "factories", "labs", "others")
_GROUP_OF_CATEGORY = {"farming": "farms", "harvesting": "harvesters", "manufacturing": "factories",
                      "scientific": "labs"}

# Default discard order when storage overflows and the player named nothing (or not enough):
# the cheapest by the Standard environment's "buys for" price goes first, because that is what
# the resource would be worth at the end of the game.
DISCARD_ORDER = ("food", "basic_raw", "rare_raw", "basic_goods", "rare_goods", "machines")

# Conversion buildings: their staff may be released to Temporary Housing after they run.
CONVERSIONS = frozenset({"university", "rehabilitation", "barracks", "officer_school", "boot_camp"})


# Per-kind numbers the settlement measures add up, looked up once here rather than through the
# catalogue's frozen dataclass on every call (these run for every settlement every phase).
STORAGE = {k: bt.storage for k, bt in CATALOGUE.items()}
SIZE = {k: bt.size for k, bt in CATALOGUE.items()}
SLOTS = {k: len(bt.staff) for k, bt in CATALOGUE.items()}
# is_staffed: the minimum staff for running and end VP, or None for a building that takes none
MIN_STAFF = {k: bt.min_staff if bt.staff else None for k, bt in CATALOGUE.items()}


def group_of(kind: str) -> str:
    return _GROUP_OF_CATEGORY.get(CATALOGUE[kind].category, "others")


# --- staffing ----------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def slot_sets(kind: str) -> tuple[frozenset[str], ...]:
    """The colonist types each staff slot accepts. "min:X" = X or better on the ladder; a bare
    type = exactly that; `staff_after` adds the type a conversion turns the slot's colonist into."""
    bt = CATALOGUE[kind]
    after = bt.params.get("staff_after", ())
    result = []
    for i, slot in enumerate(bt.staff):
        if slot.startswith("min:"):
            level = LADDER[slot[4:]]
            accepted = {c for c, lvl in LADDER.items() if lvl >= level}
        else:
            accepted = {slot}
        if i < len(after) and after[i]:
            accepted.add(after[i])
        result.append(frozenset(accepted))
    return tuple(result)


@lru_cache(maxsize=8192)
def _matchable(kind: str, staff: tuple[str, ...]) -> bool:
    slots = slot_sets(kind)

    def place(i: int, used: int) -> bool:
        # backtracking matching of staff[i:] to free slots; at most 4 slots, so it is tiny
        if i == len(staff):
            return True
        for j, accepted in enumerate(slots):
            if not used & (1 << j) and staff[i] in accepted and place(i + 1, used | (1 << j)):
                return True
        return False

    return place(0, 0)


def staff_fits(kind: str, staff: Iterable[str]) -> bool:
    """Can these colonists all work in a `kind` building at once (one per slot)?"""
    return _fits(kind, tuple(staff))


@lru_cache(maxsize=None)
def _fits(kind: str, staff: tuple[str, ...]) -> bool:
    # keyed on the staff as given (few distinct ones occur): no sort per call
    staff = tuple(sorted(staff))
    if not staff:
        return True
    if len(staff) > len(CATALOGUE[kind].staff):
        return False
    return _matchable(kind, staff)


def is_staffed(b: Building) -> bool:
    """Staffed for running and for end VP: at least `min_staff` colonists (and some staff slots)."""
    need = MIN_STAFF[b.kind]
    return need is not None and len(b.staff) >= need


def slot_text(kind: str) -> str:
    """The staffing rule in words, for messages: "1 Officer and 1 Skilled or better"."""
    parts = []
    for slot in CATALOGUE[kind].staff:
        parts.append(f"{COLONIST_NAMES[slot[4:]]} or better" if slot.startswith("min:")
                     else COLONIST_NAMES[slot])
    if not parts:
        return "no staff"
    counted: dict[str, int] = {}
    for p in parts:
        counted[p] = counted.get(p, 0) + 1
    return join_words([f"{n} {p}" for p, n in counted.items()])


# --- settlement measures -----------------------------------------------------------------------

def capacity(s: Settlement) -> int:
    storage = STORAGE
    total = 0
    for b in s.buildings:
        total += storage[b.kind]
    return total


def stored(s: Settlement) -> int:
    return sum(s.resources.values())


def spaces_used(s: Settlement) -> int:
    size = SIZE
    total = 0
    for b in s.buildings:
        total += size[b.kind]
    return total


def place_staff(s: Settlement, place) -> list[str] | None:
    """The colonist list at a place ("housing" or a building id), or None if there is no such place."""
    if place == HOUSING:
        return s.housing
    b = s.building(place) if isinstance(place, int) else None
    return b.staff if b is not None else None


def place_name(s: Settlement, place) -> str:
    if place == HOUSING:
        return "Temporary Housing"
    b = s.building(place) if isinstance(place, int) else None
    return building_label(b) if b is not None else f"building #{place}"


def building_label(b: Building) -> str:
    return f"{CATALOGUE[b.kind].name} (#{b.id})"


def colonist_total(state: DCState) -> int:
    """Every colonist in the game: pool + Available + reserved + in settlements."""
    st = state.station
    total = st.pool_size + len(st.available)
    for s in state.settlements.values():
        total += len(s.housing) + (1 if s.reserved else 0)
        for b in s.buildings:
            total += len(b.staff)
    return total


# --- words -------------------------------------------------------------------------------------

_SINGULAR = {"machines": "Machine"}


def res_text(key: str, n: int) -> str:
    """"1 Machine", "2 Machines", "3 Food", "1 Expert", "2 Experts", "5 Wealth", "1 VP"."""
    if key in RESOURCE_NAMES:
        name = _SINGULAR.get(key, RESOURCE_NAMES[key]) if abs(n) == 1 else RESOURCE_NAMES[key]
    elif key in COLONIST_NAMES:
        name = COLONIST_NAMES[key]
        if abs(n) != 1 and key not in ("unskilled", "skilled"):
            name += "s"
    elif key == "wealth":
        name = "Wealth"
    elif key == "vp":
        name = "VP"
    else:
        name = key
    return f"{n} {name}"


def join_words(parts: list[str]) -> str:
    if not parts:
        return "nothing"
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def amounts_text(amounts: Mapping[str, int]) -> str:
    return join_words([res_text(k, v) for k, v in amounts.items() if v])


def holdings_text(s: Settlement, keys: Iterable[str]) -> str:
    return join_words([res_text(k, s.resources.get(k, 0)) if k in RESOURCE_NAMES
                       else res_text(k, s.wealth if k == "wealth" else s.vp) for k in keys])


def colonists_text(colonists: Iterable[str]) -> str:
    counted = {c: 0 for c in COLONISTS}
    for c in colonists:
        counted[c] = counted.get(c, 0) + 1
    return join_words([res_text(c, n) for c, n in counted.items() if n]) if any(
        counted.values()) else "none"


def item_name(key: str) -> str:
    return RESOURCE_NAMES.get(key) or COLONIST_NAMES.get(key) or key


def phase_name(key: str) -> str:
    return PHASE_NAMES.get(key, key)


def standard_price(key: str) -> int:
    return ENVIRONMENTS["standard"].prices[key].buys

