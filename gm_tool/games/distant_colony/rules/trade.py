"""Trade: each player, in turn order, buys and sells with the station under this Trade phase's
environment. Stock resets to the printed stock at each Trade phase; what a player sells can be
bought by players after them. Soldiers and Officers trade for VP. Contracts (played effect)
reserve one unit of a resource to buy at a later Trade, even when out of stock."""

from __future__ import annotations

from gm_tool.games.distant_colony.actions import TradeOrder
from gm_tool.games.distant_colony.rules.catalogue import TradeEnvironment
from gm_tool.games.distant_colony.rules.common import (ENVIRONMENTS, MILITARY_ITEMS, item_name,
                                                       res_text)
from gm_tool.games.distant_colony.rules.context import Ctx
from gm_tool.games.distant_colony.rules.setup import trade_deck
from gm_tool.games.distant_colony.state import DCState, Settlement
from gm_tool.games.distant_colony.rules.names import RESOURCE_NAMES


def open_trade(state: DCState, settings, rng) -> str:
    """Draw (once per round) the environment of this round's Trade phase and reset the stock.

    Call it at reveal so players see prices before they post; resolve_round calls it too and it
    does nothing the second time. The first Trade phase uses settings.first_trade_environment;
    later ones draw from the deck without replacement, refilling it when it is empty."""
    st = state.station
    if st.trade_round == state.round and st.environment:
        return st.environment
    if st.trade_phases == 0:
        env = settings.first_trade_environment
    else:
        if not st.trade_deck:
            st.trade_deck = trade_deck(settings)
        deck = st.trade_deck
        env = deck.pop(rng.below(len(deck), "trade environment", deck))
    st.environment = env
    st.stock = {item: price.stock for item, price in ENVIRONMENTS[env].prices.items()}
    st.trade_phases += 1
    st.trade_round = state.round
    return env


def known_environment(state: DCState, settings) -> str | None:
    """The environment this round's Trade will use, if it can be known without a draw."""
    st = state.station
    if st.trade_round == state.round and st.environment:
        return st.environment
    if st.trade_phases == 0:
        return settings.first_trade_environment
    return None


def trade_phase(ctx: Ctx) -> None:
    state = ctx.state
    if ctx.rng is not None:
        env_key = open_trade(state, ctx.settings, ctx.rng)
    else:
        env_key = known_environment(state, ctx.settings)
        if env_key is None:
            for player in ctx.acting:
                orders = ctx.orders.get(player)
                if orders is not None and orders.trades:
                    ctx.problem(player, "dc.trade.environment_unknown",
                                "Trade: this round's trade environment is not drawn yet, so "
                                "prices and stock were not checked", warning=True)
            return
        if state.station.trade_round != state.round:
            state.station.stock = {i: p.stock for i, p in ENVIRONMENTS[env_key].prices.items()}
            state.station.trade_round = state.round
    ctx.record.environment = env_key
    env = ENVIRONMENTS[env_key]
    for player in ctx.acting:
        orders = ctx.orders.get(player)
        if orders is None or not orders.trades:
            continue
        s = state.settlements[player]
        added: dict[str, int] = {}   # contracts made in this phase: usable from the next Trade on
        for order in orders.trades:
            trade_one(ctx, s, order, env, added)


def order_words(order: TradeOrder) -> str:
    """How an order reads in a message; built only when there is a problem to report."""
    verb = {"buy": "buy", "sell": "sell", "contract": "add a contract for",
            "use_contract": "use a contract to buy"}.get(order.verb, order.verb)
    return f"Trade: {verb} {res_text(order.item, order.amount)}"


def trade_one(ctx: Ctx, s: Settlement, order: TradeOrder, env: TradeEnvironment,
              added: dict[str, int]) -> bool:
    """One trade order of `s`'s player under `env`, applied when legal (True), else named as a
    problem and left out (False). `added`: the contracts made earlier in this Trade phase."""
    player = s.player
    item, n = order.item, order.amount
    if item not in env.prices:
        ctx.problem(player, "dc.trade.unknown_item",
                    f"Trade: {order.verb} {item!r}: the station trades "
                    f"{', '.join(item_name(i) for i in env.prices)}")
        return False
    if n < 1:
        ctx.problem(player, "dc.trade.bad_amount",
                    f"{order_words(order)}: the amount must be at least 1")
        return False
    if order.verb == "buy":
        return _buy(ctx, s, order, env)
    if order.verb == "sell":
        return _sell(ctx, s, order, env)
    if order.verb == "contract":
        return _add_contract(ctx, s, order, added)
    if order.verb == "use_contract":
        return _use_contract(ctx, s, order, env, added)
    ctx.problem(player, "dc.trade.unknown_verb", f"Trade: {order.verb!r} is not buy, sell, contract "
                "or use_contract")
    return False


def _buy(ctx: Ctx, s: Settlement, order: TradeOrder, env: TradeEnvironment) -> bool:
    """Buy from the station's stock: Soldiers and Officers for VP, resources for Wealth."""
    player, st = s.player, ctx.state.station
    item, n = order.item, order.amount
    price = env.prices[item]
    stock = st.stock.get(item, 0)
    if n > stock:
        ctx.problem(player, "dc.trade.out_of_stock",
                    f"{order_words(order)}: the station has {stock} in stock under {env.name}"
                    + (" after earlier players' trades" if stock != price.stock else ""),
                    hint="a contract lets you buy a resource that is out of stock")
        return False
    total = price.cost * n
    if item in MILITARY_ITEMS:
        if s.vp < total:
            ctx.problem(player, "dc.trade.not_enough_vp",
                        f"{order_words(order)} costs {total} VP ({price.cost} VP each under "
                        f"{env.name}); "
                        f"{player} has {s.vp} VP and trading cannot go below 0 VP")
            return False
        ctx.pay_vp(s, total)
        for _ in range(n):
            ctx.colonist_in(s, item)
        st.traded_colonists += n
    else:
        if s.wealth < total:
            ctx.problem(player, "dc.trade.unaffordable",
                        f"{order_words(order)} costs {total} Wealth ({price.cost} each under "
                        f"{env.name}); "
                        f"{player} has {s.wealth} Wealth")
            return False
        ctx.add(s, "wealth", -total)
        ctx.add(s, item, n)
    st.stock[item] = stock - n
    return True


def _sell(ctx: Ctx, s: Settlement, order: TradeOrder, env: TradeEnvironment) -> bool:
    """Sell to the station, which puts what it bought in its stock for the players after."""
    player, st = s.player, ctx.state.station
    item, n = order.item, order.amount
    total = env.prices[item].buys * n
    if item in MILITARY_ITEMS:
        if _military_count(s, item) < n:
            ctx.problem(player, "dc.trade.not_enough",
                        f"{order_words(order)}: {player} has "
                        f"{res_text(item, _military_count(s, item))}")
            return False
        _remove_military(ctx, s, item, n)
        st.traded_colonists -= n
        ctx.gain_vp(s, total)
    else:
        have = s.resources.get(item, 0)
        if have < n:
            ctx.problem(player, "dc.trade.not_enough",
                        f"{order_words(order)}: {player} has {res_text(item, have)}")
            return False
        ctx.add(s, item, -n)
        ctx.add(s, "wealth", total)
    st.stock[item] = st.stock.get(item, 0) + n
    return True


def _use_contract(ctx: Ctx, s: Settlement, order: TradeOrder, env: TradeEnvironment,
                  added: dict[str, int]) -> bool:
    """Buy with contracts held from an earlier Trade phase, in stock or not."""
    player = s.player
    item, n = order.item, order.amount
    if item in MILITARY_ITEMS:
        ctx.problem(player, "dc.trade.contract_item",
                    f"{order_words(order)}: contracts are for resources "
                    f"({', '.join(RESOURCE_NAMES.values())})")
        return False
    usable = s.contracts.get(item, 0) - added.get(item, 0)
    if usable < n:
        ctx.problem(player, "dc.trade.no_contract",
                    f"{order_words(order)}: {player} holds {usable} usable {item_name(item)} contract"
                    f"{'s' if usable != 1 else ''}"
                    + (" (a contract made in this Trade phase is usable from the next one)"
                       if added.get(item) else ""))
        return False
    price = env.prices[item]
    total = price.cost * n
    if s.wealth < total:
        ctx.problem(player, "dc.trade.unaffordable",
                    f"{order_words(order)} costs {total} Wealth ({price.cost} each under "
                    f"{env.name}); "
                    f"{player} has {s.wealth} Wealth")
        return False
    left = s.contracts[item] - n
    if left:
        s.contracts[item] = left
    else:
        del s.contracts[item]
    ctx.add(s, "wealth", -total)
    ctx.add(s, item, n)
    ctx.note(player, f"used {n} {item_name(item)} contract(s)")
    return True


def _add_contract(ctx: Ctx, s: Settlement, order: TradeOrder, added: dict[str, int]) -> bool:
    player = s.player
    asked = order_words(order)
    if not ctx.has(player, "trade"):
        ctx.problem(player, "dc.trade.no_contract_effect",
                    f"{asked}: only the player who played Trade (or borrowed it through "
                    f"Organization) may add a contract")
        return False
    if order.item not in RESOURCE_NAMES:
        ctx.problem(player, "dc.trade.contract_item",
                    f"{asked}: contracts are for resources ({', '.join(RESOURCE_NAMES.values())})")
        return False
    if order.amount != 1 or sum(added.values()):
        ctx.problem(player, "dc.trade.one_contract",
                    f"{asked}: the Trade played effect adds one contract for 1 unit of a resource")
        return False
    held = sum(s.contracts.values())
    if held >= ctx.settings.max_contracts:
        ctx.problem(player, "dc.trade.too_many_contracts",
                    f"{asked}: {player} already holds {held} contracts "
                    f"(at most {ctx.settings.max_contracts})")
        return False
    s.contracts[order.item] = s.contracts.get(order.item, 0) + 1
    added[order.item] = added.get(order.item, 0) + 1
    ctx.note(player, f"added a {item_name(order.item)} contract")
    return True


def _military_count(s: Settlement, kind: str) -> int:
    return s.housing.count(kind) + sum(b.staff.count(kind) for b in s.buildings)


def _remove_military(ctx: Ctx, s: Settlement, kind: str, n: int) -> None:
    """Soldiers/Officers sold leave Temporary Housing first, then buildings by id."""
    led = ctx.ledger(s.player)
    for _ in range(n):
        if kind in s.housing:
            s.housing.remove(kind)
        else:
            for b in s.buildings:
                if kind in b.staff:
                    b.staff.remove(kind)
                    break
        led.lost.append(kind)
