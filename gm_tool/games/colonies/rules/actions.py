"""The six actions (rules 3.1-3.6), checked (`check_action`: every problem at once) and applied
(`apply_action`, in place). The same code serves the action phase and the actions an event
card grants at once ("immediately take a military action"): an immediate action ignores the
coming phase's restrictions, and is applied after the other players' effects before it, so what
it asks for may no longer be there — then it takes what is left (pirates) or is skipped (an
upgrade no longer possible), and the record says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gm_tool.games.colonies.rules.board import COLOURS, TECHS, Board, board_of
from gm_tool.games.colonies.actions import (
    Action,
    Hunt,
    Negotiate,
    Pass,
    Produce,
    Refuge,
    Removal,
    Sell,
    Upgrade,
)
from gm_tool.games.colonies.rules import core

ACTION_NAMES = {"community": "Community (provide refuge)", "military": "Military (hunt pirates)",
                "commerce": "Commerce (business trip)", "influence": "Influence (trade negotiations)",
                "industry": "Industry (production peak)", "upgrade": "Upgrade technology",
                "pass": "pass"}


@dataclass(frozen=True, slots=True)
class Problem:
    code: str
    message: str
    hint: str = ""


def _route_text(state: dict[str, Any], player: str, owner: str, partner: str) -> str:
    if owner == state["planets"][player]:
        return f"your {partner} route"
    return f"{owner}'s {partner} route"


def _check_removals(state: dict[str, Any], player: str, removals: tuple[Removal, ...], level: int,
                    what: str, settings: Any, out: list[Problem]) -> None:
    total = 0
    wanted: dict[tuple[str, str], int] = {}
    for r in removals:
        if r.owner not in COLOURS or r.partner not in COLOURS or r.owner == r.partner:
            out.append(Problem(f"col.{what}.route", f"{r.owner}'s {r.partner} route is not a trade route",
                               "name a route as 'Bob's red route' or 'my green route'"))
            continue
        if r.count <= 0:
            out.append(Problem(f"col.{what}.amount", "remove at least one pirate from each route named"))
            continue
        total += r.count
        wanted[(r.owner, r.partner)] = wanted.get((r.owner, r.partner), 0) + r.count
    for (owner, partner), n in wanted.items():
        there = state["pirates"][owner][partner]
        if n > there:
            where = _route_text(state, player, owner, partner)
            out.append(Problem(f"col.{what}.no_pirates",
                               f"{where} has {there} pirate{'s' if there != 1 else ''}, not {n}",
                               "the board shows the pirates on every route"))
    if total > level:
        out.append(Problem(f"col.{what}.too_many",
                           f"{total} pirates is more than your {what_name(what)} level of {level}",
                           f"remove at most {level}"))


def what_name(what: str) -> str:
    return {"refuge": "Community", "hunt": "Military"}.get(what, what)


def agreement_cost(steps: int) -> int:
    """[seed 3.4] 1 point for the first step on an agreement, +2 for the second, +3 the third."""
    return steps * (steps + 1) // 2


def upgrade_cost(state: dict[str, Any], player: str, tech: str, board: Board
                 ) -> tuple[int, dict[str, int], dict[str, int], int, int] | None:
    """(new level, resources needed by colour, bought from the markets by colour, credits for
    them, colonists needed); None when the level is already the highest."""
    level = state["tech"][player][tech]
    if level >= board.max_level:
        return None
    new = level + 1
    need = board.cost_resources[new - 1]
    colours = board.tech_colours[tech]
    needs = {c: need for c in colours}
    bought: dict[str, int] = {}
    price = 0
    for c in colours:
        short = need - state["stock"][player][c]
        if short > 0:
            bought[c] = short
            cost = core.buy_price(state, c, short, board)
            price = -1 if cost is None or price < 0 else price + cost
    return new, needs, bought, price, board.cost_colonists[new - 1]


def check_action(state: dict[str, Any], player: str, action: Action, settings: Any, *,
                 immediate: bool = False, allowed: tuple[str, ...] = ()) -> list[Problem]:
    """Every problem with `player` taking `action` now. `immediate`: an event's action (the
    action phase's restrictions do not apply); `allowed`: the actions an event grants."""
    out: list[Problem] = []
    board = board_of(state)
    kind = action.kind
    if kind != "pass":
        if allowed and kind not in allowed:
            names = " or ".join(ACTION_NAMES[a].split(" (")[0].lower() for a in allowed)
            out.append(Problem("col.effect.wrong_action", f"the event grants {names} here, not "
                               f"{ACTION_NAMES[kind].split(' (')[0].lower()}"))
        if not immediate and kind in state["restrictions"].get(player, []):
            out.append(Problem("col.action.restricted",
                               f"{ACTION_NAMES[kind]} is not allowed in this action phase (the "
                               "event card)", "choose another action, or pass"))
    tech = state["tech"][player]
    colour = state["planets"][player]
    if isinstance(action, Refuge):
        _check_removals(state, player, action.removals, tech["community"], "refuge", settings, out)
        total = sum(r.count for r in action.removals)
        if action.keep < 0 or action.keep > total:
            out.append(Problem("col.refuge.keep", f"you can keep at most the {total} pirates "
                               "you remove as colonists"))
    elif isinstance(action, Hunt):
        _check_removals(state, player, action.removals, tech["military"], "hunt", settings, out)
    elif isinstance(action, Sell):
        total = 0
        for c, n in action.items:
            if c not in COLOURS or n <= 0:
                out.append(Problem("col.sell.amount", "sell a number of resources of a colour, "
                                   "e.g. 'sell 2 green'"))
                continue
            total += n
            have = state["stock"][player][c]
            if n > have:
                out.append(Problem("col.sell.not_held", f"you have {have} {c}, not {n}"))
        if total > tech["commerce"]:
            out.append(Problem("col.sell.too_many", f"{total} resources is more than your Commerce "
                               f"level of {tech['commerce']}", f"sell at most {tech['commerce']}"))
    elif isinstance(action, Negotiate):
        _check_negotiate(state, player, action, settings, board, out)
    elif isinstance(action, Produce):
        level = tech["industry"]
        if not 0 <= action.resources <= level or not 0 <= action.colonists <= level:
            out.append(Problem("col.industry.too_many",
                               f"your Industry level of {level} produces 0 to {level} {colour} "
                               f"and 0 to {level} colonists"))
    elif isinstance(action, Upgrade):
        if action.tech not in TECHS:
            out.append(Problem("col.upgrade.tech", f"{action.tech!r} is not a technology",
                               f"one of {', '.join(TECHS)}"))
            return out
        cost = upgrade_cost(state, player, action.tech, board)
        if cost is None:
            out.append(Problem("col.upgrade.max", f"{action.tech.capitalize()} is at the highest level"))
            return out
        new, needs, bought, price, colonists = cost
        if state["colonists"][player] < colonists:
            out.append(Problem("col.upgrade.colonists",
                               f"{action.tech.capitalize()} {new} needs {colonists} colonists; you "
                               f"have {state['colonists'][player]}",
                               "colonists cannot be bought"))
        for c, n in bought.items():
            there = state["markets"][c]
            if there < n:
                out.append(Problem("col.upgrade.market",
                                   f"{action.tech.capitalize()} {new} needs {needs[c]} {c}: you have "
                                   f"{needs[c] - n} and the {c} market has {there} for sale, not {n}"))
        held = core.credits_of(state, player)
        if price > 0 and held is not None and held < price:
            out.append(Problem("col.upgrade.credits",
                               f"buying {core.colour_list(bought, board)} costs {price} €: more "
                               "credits than you hold"))
    elif not isinstance(action, Pass):
        out.append(Problem("col.action.unknown", f"{action!r} is not an action"))
    return out


def _check_negotiate(state: dict[str, Any], player: str, action: Negotiate, settings: Any,
                     board: Board, out: list[Problem]) -> None:
    colour = state["planets"][player]
    level = state["tech"][player]["influence"]
    steps: dict[str, int] = {}
    mine = dict(state["agreements"][colour])
    theirs = {c: state["agreements"][c][colour] for c in COLOURS if c != colour}
    unilateral = 0
    for step in action.steps:
        p = step.partner
        if p not in COLOURS or p == colour:
            out.append(Problem("col.negotiate.partner", f"{p!r} is not one of your trade partners"))
            continue
        if step.side not in ("both", "mine", "theirs") or step.delta not in (1, -1):
            out.append(Problem("col.negotiate.step", "a step is +1 or -1, both ways, my side or "
                               "their side"))
            continue
        steps[p] = steps.get(p, 0) + 1
        neutral = p in state["neutral"]
        if step.side != "both":
            if neutral and not getattr(settings, "unilateral_with_neutral", False):
                out.append(Problem("col.negotiate.neutral",
                                   f"{p} is a neutral planet: only bilateral adjustments "
                                   "(both ways)", f"write '{step.delta:+d} both ways with {p}'"))
                continue
            unilateral += 1
        if step.side in ("both", "mine"):
            mine[p] += step.delta
        if step.side in ("both", "theirs"):
            theirs[p] += step.delta
        for value, whose in ((mine[p], f"what you deliver to {p}"), (theirs[p], f"what {p} delivers to you")):
            if not board.agreement_min <= value <= board.agreement_max:
                out.append(Problem("col.negotiate.range",
                                   f"{whose} would become {value}: markers run from "
                                   f"{board.agreement_min} to {board.agreement_max}"))
                break
    cost = sum(agreement_cost(n) for n in steps.values())
    if cost > level:
        detail = ", ".join(f"{n} step{'s' if n != 1 else ''} with {p} cost {agreement_cost(n)}"
                           for p, n in steps.items())
        out.append(Problem("col.negotiate.points",
                           f"{detail}: {cost} adjustment points, more than your Influence level "
                           f"of {level}", "a second step on the same agreement costs 2 more, a "
                           "third 3 more"))
    held = core.credits_of(state, player)
    if unilateral and held is not None and held < unilateral:
        out.append(Problem("col.negotiate.credits", f"{unilateral} unilateral step(s) cost "
                           f"{unilateral} € to your partners: more credits than you hold"))


# -- applying ------------------------------------------------------------------------------------

def apply_action(state: dict[str, Any], player: str, action: Action, settings: Any,
                 log: list[dict[str, Any]], *, how: str = "") -> dict[str, Any]:
    """Apply an action checked earlier (in place); its record. Pirates no longer there are not
    removed (the record says so); an upgrade no longer possible is skipped.

    Long: one short branch per action (the rules' six sectors and a pass), beside each other
    as check_action has them."""
    board = board_of(state)
    colour = state["planets"][player]
    rec: dict[str, Any] = {"player": player, "action": action.kind, "how": how}
    if isinstance(action, (Refuge, Hunt)):
        removed: list[dict[str, Any]] = []
        short: list[str] = []
        reward: dict[str, int] = {}
        paid_by: dict[str, int] = {}
        for r in action.removals:
            n = core.remove_pirates(state, r.owner, r.partner, r.count)
            if n < r.count:
                short.append(f"{r.owner}'s {r.partner} route had only {n} of {r.count} pirates left")
            if n <= 0:
                continue
            removed.append({"owner": r.owner, "partner": r.partner, "count": n})
            owner_player = core.player_of(state, r.owner)
            if r.owner == colour or owner_player is None:
                continue
            if isinstance(action, Refuge):
                core.gain(state, player, r.partner, n)
                reward[r.partner] = reward.get(r.partner, 0) + n
            else:
                got = core.pay(state, owner_player, player, n)
                paid_by[owner_player] = paid_by.get(owner_player, 0) + got
        total = sum(x["count"] for x in removed)
        rec["removed"] = removed
        where = ", ".join(f"{x['count']} from {_owner_words(state, player, x['owner'])} "
                          f"{x['partner']} route" for x in removed) or "no pirates"
        if isinstance(action, Refuge):
            keep = min(action.keep, total)
            core.gain_colonists(state, player, keep)
            rec["keep"] = keep
            rec["gained"] = reward
            text = (f"provides refuge: removes {where}; gains {core.colour_list(reward, board)}"
                    + (f"; {keep} join their colonists" if keep else ""))
        else:
            rec["paid_by"] = paid_by
            pays = ", ".join(f"{p} pays {n} €" for p, n in paid_by.items())
            text = f"hunts pirates: removes {where}" + (f"; {pays}" if pays else "")
        if short:
            rec["short"] = short
            text += " (" + "; ".join(short) + ")"
    elif isinstance(action, Sell):
        earned = 0
        sold: list[dict[str, Any]] = []
        for c, n in action.items:
            n = min(n, state["stock"][player][c])
            if n <= 0:
                continue
            state["stock"][player][c] -= n          # to the market: still out of the supply
            prices = core.to_market(state, c, n, board)
            earned += sum(prices)
            sold.append({"colour": c, "count": n, "prices": prices})
        core.bank_pays(state, player, earned)
        rec["sold"] = sold
        rec["earned"] = earned
        parts = ", ".join(f"{s['count']} {s['colour']} ({' + '.join(f'{x} €' for x in s['prices'])})"
                          for s in sold)
        text = f"sells {parts or 'nothing'}: {earned} € from the bank"
    elif isinstance(action, Negotiate):
        changes: list[str] = []
        paid = 0
        for step in action.steps:
            p = step.partner
            mine = state["agreements"][colour][p]
            theirs = state["agreements"][p][colour]
            new_mine = mine + step.delta if step.side in ("both", "mine") else mine
            new_theirs = theirs + step.delta if step.side in ("both", "theirs") else theirs
            if not (board.agreement_min <= new_mine <= board.agreement_max
                    and board.agreement_min <= new_theirs <= board.agreement_max):
                changes.append(f"{step.delta:+d} {step.side} with {p} skipped (out of range)")
                continue
            state["agreements"][colour][p] = new_mine
            state["agreements"][p][colour] = new_theirs
            partner_name = core.player_of(state, p) or p
            side = {"both": "both ways", "mine": f"{player}'s side",
                    "theirs": f"{partner_name}'s side"}[step.side]
            fee = ""
            if step.side != "both":
                partner_player = core.player_of(state, p)
                got = core.pay(state, player, partner_player, 1)
                paid += got
                fee = f", {got} € to {partner_player or p}"
            changes.append(f"{step.delta:+d} {side} with {p}{fee}")
        rec["steps"] = [{"partner": s.partner, "side": s.side, "delta": s.delta} for s in action.steps]
        rec["paid"] = paid
        text = "negotiates: " + ("; ".join(changes) or "no change")
    elif isinstance(action, Produce):
        core.gain(state, player, colour, action.resources)
        core.gain_colonists(state, player, action.colonists)
        rec["resources"] = action.resources
        rec["colonists"] = action.colonists
        text = f"production peak: {action.resources} {colour} and {action.colonists} colonists"
    elif isinstance(action, Upgrade):
        text = _apply_upgrade(state, player, action.tech, board, rec)
    else:
        text = "passes"
    rec["text"] = text
    log.append({"player": player, "text": f"{player} {text}" + (f" ({how})" if how else "")})
    return rec


def _owner_words(state: dict[str, Any], player: str, owner: str) -> str:
    if owner == state["planets"][player]:
        return "their own"
    who = core.player_of(state, owner)
    return f"{who}'s" if who else f"{owner}'s"


def _apply_upgrade(state: dict[str, Any], player: str, tech: str, board: Board,
                   rec: dict[str, Any]) -> str:
    cost = upgrade_cost(state, player, tech, board)
    if cost is None:
        rec["skipped"] = "already at the highest level"
        return f"cannot upgrade {tech}: already at the highest level (skipped)"
    new, needs, bought, price, colonists = cost
    held = core.credits_of(state, player)
    if price < 0 or state["colonists"][player] < colonists or (held is not None and held < price):
        rec["skipped"] = "no longer possible"
        return f"cannot upgrade {tech} to {new} any more (skipped)"
    spent_price = 0
    for c, n in bought.items():
        prices = core.from_market(state, c, n, board)
        spent_price += sum(prices)
        state["bank"]["resources"][c] -= n           # bought and used at once: back to the supply
    core.pay_bank(state, player, spent_price)
    for c, need in needs.items():
        core.spend(state, player, c, need - bought.get(c, 0))
    core.lose_colonists(state, player, colonists)
    state["tech"][player][tech] = new
    rec.update({"tech": tech, "level": new, "bought": bought, "price": spent_price,
                "paid": {c: needs[c] for c in needs}, "colonists": colonists})
    buy = f", buying {core.colour_list(bought, board)} from the markets for {spent_price} €" if bought else ""
    return (f"upgrades {tech.capitalize()} to {new}: pays {core.colour_list(needs, board)} and "
            f"{colonists} colonists{buy}")


def free_upgrade(state: dict[str, Any], player: str, tech: str, log: list[dict[str, Any]]) -> None:
    board = board_of(state)
    level = state["tech"][player][tech]
    if level >= board.max_level:
        return
    state["tech"][player][tech] = level + 1
    log.append({"player": player, "text": f"{player} upgrades {tech.capitalize()} to {level + 1} "
                                          "for free (Grant funds)"})


