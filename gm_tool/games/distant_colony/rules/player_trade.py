"""Player-to-player trades of Wealth, resources and colonists [seed: "freely, regardless of Phase"].

Both posts must describe the same trade (each side's give = the other's receive). They are applied
together at one moment (setting player_trade_timing), so a trade never depends on which post was
read first. Traded colonists leave and arrive through Temporary Housing.
"""

from __future__ import annotations

from gm_tool.games.distant_colony.actions import PlayerTrade
from gm_tool.games.distant_colony.rules.common import amounts_text, res_text
from gm_tool.games.distant_colony.rules.context import Ctx
from gm_tool.games.distant_colony.state import Settlement
from gm_tool.games.distant_colony.rules.names import COLONIST_NAMES, RESOURCE_NAMES


def _clean(d: dict[str, int]) -> dict[str, int]:
    return {k: v for k, v in d.items() if v}


def _describe(t: PlayerTrade) -> str:
    return (f"Player trade with {t.partner}: give {amounts_text(t.give)}, "
            f"receive {amounts_text(t.receive)}")


def _held(s: Settlement, key: str) -> int:
    if key == "wealth":
        return s.wealth
    if key in RESOURCE_NAMES:
        return s.resources.get(key, 0)
    return s.housing.count(key)


def _shape_ok(ctx: Ctx, player: str, t: PlayerTrade) -> bool:
    # (the trade's description is built only for a message)
    if t.partner == player:
        ctx.problem(player, "dc.player_trade.self",
                    f"{_describe(t)}: a player cannot trade with themself")
        return False
    if t.partner not in ctx.state.settlements:
        ctx.problem(player, "dc.player_trade.unknown_partner",
                    f"{_describe(t)}: {t.partner!r} is not a player "
                    f"({', '.join(ctx.state.players)})")
        return False
    ok = True
    for key, n in list(t.give.items()) + list(t.receive.items()):
        if key != "wealth" and key not in RESOURCE_NAMES and key not in COLONIST_NAMES:
            ctx.problem(player, "dc.player_trade.unknown_item",
                        f"{_describe(t)}: {key!r} is not Wealth, a resource or a colonist type")
            ok = False
        elif n < 0:
            ctx.problem(player, "dc.player_trade.bad_amount",
                        f"{_describe(t)}: amounts cannot be negative")
            ok = False
    return ok


def _short(s: Settlement, give: dict[str, int]) -> dict[str, int]:
    return {k: n for k, n in give.items() if n and _held(s, k) < n}


def _transfer(ctx: Ctx, giver: Settlement, taker: Settlement, items: dict[str, int]) -> None:
    for key, n in items.items():
        if not n:
            continue
        if key == "wealth" or key in RESOURCE_NAMES:
            ctx.add(giver, key, -n)
            ctx.add(taker, key, n)
        else:
            for _ in range(n):
                giver.housing.remove(key)
                ctx.ledger(giver.player).lost.append(key)
                ctx.colonist_in(taker, key)


def player_trade_phase(ctx: Ctx) -> None:
    state = ctx.state
    if ctx.validating:
        for player in ctx.acting:
            s = state.settlements[player]
            orders = ctx.orders.get(player)
            for i, t in enumerate(orders.player_trades if orders is not None else ()):
                ctx.about = ("player_trades", i)
                if _shape_ok(ctx, player, t):
                    short = _short(s, t.give)
                    if short:
                        ctx.problem(player, "dc.player_trade.cannot_give",
                                    f"{_describe(t)}: {player} will have "
                                    f"{', '.join(res_text(k, _held(s, k)) for k in short)}"
                                    f" at that point (colonists must be in Temporary Housing)")
            ctx.about = None
        return
    used: set[tuple[str, int]] = set()
    for player in state.turn_order():
        orders = ctx.orders.get(player)
        for i, t in enumerate(orders.player_trades if orders is not None else ()):
            if (player, i) in used or not _shape_ok(ctx, player, t):
                continue
            used.add((player, i))
            other = ctx.orders.get(t.partner)
            match = None
            for j, u in enumerate(other.player_trades if other is not None else ()):
                if ((t.partner, j) not in used and u.partner == player
                        and _clean(u.give) == _clean(t.receive)
                        and _clean(u.receive) == _clean(t.give)):
                    match = j
                    break
            if match is None:
                ctx.problem(player, "dc.player_trade.unmatched",
                            f"{_describe(t)}: {t.partner}'s post has no matching trade, so it "
                            f"did not happen")
                continue
            used.add((t.partner, match))
            s, p = state.settlements[player], state.settlements[t.partner]
            bad = [(x, _short(x, give)) for x, give in ((s, t.give), (p, t.receive))]
            bad = [(x, short) for x, short in bad if short]
            if bad:
                for x, short in bad:
                    ctx.problem(x.player, "dc.player_trade.cannot_give",
                                f"{_describe(t)}: {x.player} has "
                                f"{', '.join(res_text(k, _held(x, k)) for k in short)}"
                                f" to give, so the trade did not happen")
                continue
            _transfer(ctx, s, p, t.give)
            _transfer(ctx, p, s, t.receive)
