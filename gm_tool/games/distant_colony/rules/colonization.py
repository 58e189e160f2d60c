"""Colonization: reserved colonists arrive, everyone takes one Available colonist in turn order
(compulsory while any is left), the played effect reserves one more; then Available is refilled
from the pool by recorded random draws."""

from __future__ import annotations

from gm_tool.games.distant_colony.rules.common import colonists_text
from gm_tool.games.distant_colony.rules.context import Ctx
from gm_tool.games.distant_colony.vocab import COLONIST_NAMES, COLONISTS

# Who a player gets when the colonist they named is gone (or they named none): taking is
# compulsory, so they get the best one left on the ladder; Criminals only when nothing else is.
SUBSTITUTE_ORDER = ("expert", "skilled", "unskilled", "officer", "soldier", "criminal")


class Bag:
    """The colonist pool as a draw bag: index i is the i-th colonist when the pool's counts are
    laid out in COLONISTS order. Behaves as a sequence so RecordedRng can label the draw without
    building a 90-item list per draw."""

    __slots__ = ("pool", "total")

    def __init__(self, pool: dict[str, int]):
        self.pool = pool
        self.total = sum(pool.values())

    def __len__(self) -> int:
        return self.total

    def __getitem__(self, index: int) -> str:
        for kind in COLONISTS:
            n = self.pool.get(kind, 0)
            if index < n:
                return kind
            index -= n
        raise IndexError(index)


def substitute(available: list[str]) -> str:
    for kind in SUBSTITUTE_ORDER:
        if kind in available:
            return kind
    return available[0]


def colonization_phase(ctx: Ctx) -> None:
    for player in ctx.acting:
        s = ctx.state.settlements[player]
        orders = ctx.orders.get(player)
        if s.reserved:
            # the colonist reserved at an earlier Colonization arrives now
            ctx.colonist_in(s, s.reserved)
            ctx.note(player, f"reserved {COLONIST_NAMES[s.reserved]} arrived")
            s.reserved = None
        take = orders.take if orders is not None else None
        _take(ctx, player, take)
        if orders is not None and orders.reserve:
            _reserve(ctx, player, orders.reserve)
    if ctx.rng is not None:
        refill(ctx)


def _take(ctx: Ctx, player: str, take: str | None) -> None:
    st = ctx.state.station
    s = ctx.state.settlements[player]
    if not st.available:
        if take:
            ctx.problem(player, "dc.colonization.none_available",
                        f"Colonization: take {COLONIST_NAMES.get(take, take)}: no colonist is "
                        f"Available", warning=True)
        return
    if take is None:
        chosen = substitute(st.available)
        ctx.problem(player, "dc.colonization.take_missing",
                    f"Colonization: taking a colonist is compulsory; Available: "
                    f"{colonists_text(st.available)}; {COLONIST_NAMES[chosen]} was taken for "
                    f"{player}")
    elif take not in COLONIST_NAMES:
        chosen = substitute(st.available)
        ctx.problem(player, "dc.colonization.unknown",
                    f"Colonization: take {take!r}: not a colonist type (types: "
                    f"{', '.join(COLONIST_NAMES.values())}); {COLONIST_NAMES[chosen]} was taken")
    elif take not in st.available:
        chosen = substitute(st.available)
        ctx.problem(player, "dc.colonization.unavailable",
                    f"Colonization: take {COLONIST_NAMES[take]}: no {COLONIST_NAMES[take]} is "
                    f"Available to {player} (Available: {colonists_text(st.available)}); "
                    f"{COLONIST_NAMES[chosen]} was taken instead")
    else:
        chosen = take
    st.available.remove(chosen)
    ctx.colonist_in(s, chosen)


def _reserve(ctx: Ctx, player: str, kind: str) -> None:
    st = ctx.state.station
    s = ctx.state.settlements[player]
    name = COLONIST_NAMES.get(kind, kind)
    if not ctx.has(player, "colonization"):
        ctx.problem(player, "dc.colonization.no_reserve_effect",
                    f"Colonization: reserve {name}: only the player who played Colonization (or "
                    f"borrowed it through Organization) may reserve a colonist")
        return
    if ctx.settings.reserve_from == "pool":
        if st.pool.get(kind, 0) < 1:
            have = colonists_text([k for k, n in st.pool.items() for _ in range(min(n, 1))])
            ctx.problem(player, "dc.colonization.reserve_unavailable",
                        f"Colonization: reserve {name}: the colonist pool has no {name} "
                        f"(types left in the pool: {have})")
            return
        st.pool[kind] -= 1
    else:
        if kind not in st.available:
            ctx.problem(player, "dc.colonization.reserve_unavailable",
                        f"Colonization: reserve {name}: no {name} is Available to {player} "
                        f"after taking (Available: {colonists_text(st.available)})")
            return
        st.available.remove(kind)
    s.reserved = kind
    ctx.note(player, f"reserved {name}")


def refill(ctx: Ctx) -> None:
    """Top Available up to one colonist per player, drawn at random from the pool (a bag)."""
    st = ctx.state.station
    want = len(ctx.state.players)
    while len(st.available) < want and st.pool_size > 0:
        bag = Bag(st.pool)
        kind = bag[ctx.rng.below(len(bag), "colonist refill", bag)]
        st.pool[kind] -= 1
        st.available.append(kind)
