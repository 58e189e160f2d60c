"""Colonization: reserved colonists arrive, everyone takes one Available colonist in turn order
(compulsory while any is left), the played effect reserves one more; then Available is refilled
from the pool by recorded random draws."""

from __future__ import annotations

from gm_tool.games.distant_colony.actions import TurnOrders
from gm_tool.games.distant_colony.rules.common import colonists_text, join_words
from gm_tool.games.distant_colony.rules.context import Ctx
from gm_tool.games.distant_colony.state import DCState
from gm_tool.games.distant_colony.rules.names import COLONIST_NAMES, COLONISTS

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


def leave_for(trial: DCState, orders: TurnOrders, ahead: int, settings) -> None:
    """Take out of `trial`'s Available set the colonists that the `ahead` players before
    `orders.player` in turn order take first, when the trial runs the player's orders as if
    they came first (the post checker). The count is certain — taking is compulsory while any
    colonist is left — the types are not, so the set is left as it is unless what is left
    matters: none at all, or (reserving from Available) none after the player's own take."""
    available = trial.station.available
    left = len(available) - ahead
    if left >= len(available):
        return
    if left <= 0:
        available.clear()
    elif left == 1 and orders.reserve and settings.reserve_from == "available":
        available[:] = [orders.take if orders.take in available else substitute(available)]


def colonists_ahead(state: DCState, player: str) -> list[str]:
    """The players who take an Available colonist before `player` (turn order)."""
    order = state.turn_order()
    return order[:order.index(player)] if player in order else []


def _none_left(ctx: Ctx, player: str, take: str | None) -> None:
    """No Available colonist is left for a player who must take one: recorded, never silent."""
    before = colonists_ahead(ctx.state, player)
    asked = f"take {COLONIST_NAMES.get(take, take)}: " if take else ""
    if ctx.validating:
        n = ctx.available_at_start
        why = (f"the Available set has {n} and {join_words(before)}, before {player} in turn "
               f"order, take one each" if before and n else "the Available set is empty")
        message = (f"Colonization: {asked}no colonist will be left for {player}: {why}; "
                   f"{player} gets none this round")
        if take and before and n:
            # a colonist named when the count says none is left (the players before must each
            # take one): the post orders what cannot be, and the GM asks for it again
            ctx.problem(player, "dc.colonization.none_left", message,
                        "write 'Colonisation: none'; taking is compulsory only while a colonist "
                        "is left")
        else:
            ctx.owe(player, "dc.colonization.none_left", message,
                    "write 'Colonisation: none'; taking is compulsory only while a colonist is "
                    "left" if take else None)
    else:
        why = (f"{join_words(before)} took the last ones before {player}'s turn" if before
               else "the Available set was empty")
        ctx.owe(player, "dc.colonization.none_left",
                f"Colonization: {asked}no colonist was left for {player} ({why}); {player} got "
                f"none this round")


def _may_run_out(ctx: Ctx, player: str) -> None:
    """Reserving from the Available set, an earlier player who played Colonization may take
    the last colonist: the check cannot know (their post may come later), so it warns."""
    before = colonists_ahead(ctx.state, player)
    reservers = [p for p in before if ctx.state.played.get(p) == "colonization"]
    left = ctx.available_at_start - len(before)
    if reservers and 0 < left <= len(reservers):
        ctx.owe(player, "dc.colonization.may_run_out",
                f"Colonization: {player} may get no colonist: {left} will be left when "
                f"{player}'s turn comes unless {join_words(reservers)} (Colonization played, "
                f"reserve_from = available) reserve{'s' if len(reservers) == 1 else ''} one of "
                f"them first",
                "if one is reserved first, the GM rules on your post at resolve time; with "
                "reserve_from = pool (the default) reserving takes nothing from the Available set")


def _take(ctx: Ctx, player: str, take: str | None) -> None:
    st = ctx.state.station
    s = ctx.state.settlements[player]
    if not st.available:
        _none_left(ctx, player, take)
        return
    if ctx.validating and ctx.settings.reserve_from == "available":
        _may_run_out(ctx, player)
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
                    f"{COLONIST_NAMES[chosen]} was taken for {player} instead")
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
            left = (f"Available: {colonists_text(st.available)}" if st.available else
                    "the Available set is empty by then" if ctx.validating else
                    "the Available set was empty by then")
            ctx.problem(player, "dc.colonization.reserve_unavailable",
                        f"Colonization: reserve {name}: no {name} is Available to {player} "
                        f"after taking ({left})")
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
