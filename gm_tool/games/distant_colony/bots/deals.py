"""The players at one table: what they post together. Two players may agree a small swap and
mirror it in both posts (a player-to-player trade), agreed at the end of the round from their
plans, or, with player_trade_timing = start_of_round, from their holdings before they plan.
And what a player falls back to when the validator refuses its orders."""

from __future__ import annotations

import random

from gm_tool.games.distant_colony.actions import PlayerTrade, TurnOrders
from gm_tool.games.distant_colony.bots.player import Bot
from gm_tool.games.distant_colony.rules import substitute, validate_orders
from gm_tool.games.distant_colony.state import DCState, Settlement
from gm_tool.games.distant_colony.rules.names import COLONISTS, RESOURCES


def phase_choices(state: DCState, players, seats: dict[str, Bot], settings) -> dict[str, str]:
    """Every player's secret phase choice (phase keys)."""
    return {p: seats[p].choose_phase(state, p, settings) for p in players}


def round_orders(state: DCState, players, seats: dict[str, Bot], rnd: random.Random,
                 settings) -> dict[str, TurnOrders]:
    """Every player's orders for the round just revealed, player trades agreed between them
    (`rnd`: the players' shared random.Random, drawn in the same order as ever)."""
    early_trades = settings.player_trade_timing == "start_of_round"
    view, agreed = state, None
    if early_trades and rnd.random() < 0.25:
        agreed = _start_of_round_trade(rnd, state, seats, settings)
        if agreed is not None:
            if settings.housing_eats:
                # a colonist given or received changes who eats in Temporary Housing, which
                # the validator (not applying the trade) does not see: plan for the most
                for x, items in ((agreed[0], (agreed[2], agreed[3])),
                                 (agreed[1], (agreed[2], agreed[3]))):
                    seats[x].extra_ghosts = sum(n for d in items for k, n in d.items()
                                                if k in COLONISTS)
            # the players plan without what they give (and do not count on what they get)
            view = _apply_trade(state, *agreed, receive_too=False)
    orders = {p: seats[p].orders(view, p, settings) for p in players}
    if agreed is not None:
        a, b, give, receive = agreed
        orders[a].player_trades.append(PlayerTrade(b, dict(give), dict(receive)))
        orders[b].player_trades.append(PlayerTrade(a, dict(receive), dict(give)))
    elif not early_trades and rnd.random() < 0.3:
        _propose_trade(rnd, state, seats, orders)
    return orders


def _is_error(d) -> bool:
    return d.severity.value == "error"


def fallback_orders(state: DCState, o: TurnOrders, settings) -> TurnOrders:
    """Orders that need no decision: only the compulsory colonist."""
    safe = TurnOrders(o.player, take=o.take if "colonization" in state.phases else None)
    if any(_is_error(d) for d in validate_orders(state, safe, settings)):
        safe.take = substitute(state.station.available) \
            if "colonization" in state.phases and state.station.available else None
    return safe


def fall_back(state: DCState, orders: dict[str, TurnOrders], player: str,
              settings) -> dict[str, TurnOrders]:
    """The orders once `player`'s refused orders are replaced by `fallback_orders`, and every
    trade with `player` is taken out of the partners' orders."""
    orders = dict(orders)
    orders[player] = fallback_orders(state, orders[player], settings)
    for q, o in orders.items():
        o.player_trades = [t for t in o.player_trades if t.partner != player]
    return orders


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
    playing = [p for p in state.players if p in bots]  # a dropped seat has no bot and never trades
    if len(playing) < 2:
        return False
    a, b = rnd.sample(playing, 2)
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


def _start_of_round_trade(rnd: random.Random, state: DCState, bots: dict[str, Bot],
                          settings) -> tuple[str, str, dict, dict] | None:
    """With player_trade_timing = start_of_round the trade happens before Survey, so it is
    agreed from the holdings at the start of the round, and both players plan without what they
    give and without counting on what they get. The validator checks a post alone (it does not
    apply the trade), so with overflow_discard = end_of_phase (a received resource could push
    other resources over storage) only Wealth and colonists change hands."""
    playing = [p for p in state.players if p in bots]  # a dropped seat has no bot and never trades
    if len(playing) < 2:
        return None
    a, b = rnd.sample(playing, 2)
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
