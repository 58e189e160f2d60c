"""The automatic phases: income (1) and upkeep (4A-4D), in place on a working copy.

Income: every player produces the export value of their agreements plus their Industry level,
and receives (turn number + the current card's colonist number) colonists, with their Community
choice: c credits with colonists and r colonists rejected, c + r <= Community level and
c <= arriving - r.

Upkeep: the police sector (Military level) clears the player's own routes; the agreements are
fulfilled, each payer's partners clockwise from the payer, own resource first, then substitutes
(never the partner's own resource; beyond the Commerce level 1 € each), then 3 € per missing
resource; what arrives on a blocked route is intercepted and dumped on the markets (one pirate
leaves per resource intercepted); income is taken in after all dues are paid; remaining
colonists become pirates on the player's own routes; the first player card moves clockwise.
"""

from __future__ import annotations

from typing import Any

from gm_tool.games.colonies.rules.board import Board, board_of
from gm_tool.games.colonies.actions import Community
from gm_tool.games.colonies.rules import core
from gm_tool.games.colonies.rules.actions import Problem


def arriving(state: dict[str, Any], board: Board | None = None) -> int:
    """Colonists arriving at each planet this turn: the turn number plus the current card's
    colonist number."""
    board = board or board_of(state)
    card = board.cards.get(state["card"])
    return state["turn"] + (card.colonists if card else 0)


def community_default(state: dict[str, Any], player: str, settings: Any) -> Community:
    level = state["tech"][player]["community"]
    coming = arriving(state)
    how = getattr(settings, "community_default", "credits")
    if how == "credits":
        return Community(min(level, coming), 0)
    if how == "reject":
        return Community(0, min(level, coming))
    return Community(0, 0)


def _count(n: int, word: str) -> str:
    """"1 credit", "2 credits", "1 rejected colonist"."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def check_community(state: dict[str, Any], player: str, choice: Community) -> list[Problem]:
    level = state["tech"][player]["community"]
    coming = arriving(state)
    out = []
    if choice.credits < 0 or choice.reject < 0:
        out.append(Problem("col.income.negative", "credits and rejections are 0 or more"))
    elif choice.credits + choice.reject > level:
        out.append(Problem("col.income.level",
                           f"{_count(choice.credits, 'credit')} + {_count(choice.reject, 'rejected colonist')} is more "
                           f"than your Community level of {level}",
                           f"credits + rejections at most {level}"))
    if choice.reject > coming:
        out.append(Problem("col.income.reject", f"only {coming} colonists arrive: you cannot "
                           f"reject {choice.reject}"))
    elif choice.credits > coming - choice.reject:
        out.append(Problem("col.income.credits",
                           f"credits come with colonists: {coming} arrive, {choice.reject} "
                           f"rejected, so at most {_count(coming - choice.reject, 'credit')}",
                           "you cannot take more credits than colonists you receive"))
    return out


def apply_income(state: dict[str, Any], choices: dict[str, Community | None], settings: Any,
                 log: list[dict[str, Any]]) -> dict[str, Any]:
    board = board_of(state)
    coming = arriving(state, board)
    record: dict[str, Any] = {"turn": state["turn"], "arriving": coming, "players": {}}
    for player in core.order_of(state):
        colour = state["planets"][player]
        export = sum(state["agreements"][colour].values())
        industry = state["tech"][player]["industry"]
        core.gain(state, player, colour, export + industry)
        choice = choices.get(player)
        defaulted = choice is None
        if choice is None:
            choice = community_default(state, player, settings)
        core.gain_colonists(state, player, coming - choice.reject)
        core.bank_pays(state, player, choice.credits)
        record["players"][player] = {"produced": export + industry, "export": export,
                                     "industry": industry, "colonists": coming - choice.reject,
                                     "credits": choice.credits, "rejected": choice.reject,
                                     "default": defaulted}
        note = " (the default: no choice was posted)" if defaulted else ""
        log.append({"player": player, "text":
                    f"{player} produces {export + industry} {colour} ({export} export + {industry} "
                    f"Industry) and receives {coming - choice.reject} colonists"
                    + (f" with {choice.credits} €" if choice.credits else "")
                    + (f", rejecting {choice.reject}" if choice.reject else "") + note})
    return record


# -- upkeep --------------------------------------------------------------------------------------

def _named(state: dict[str, Any], player: str, key: str) -> list[str]:
    """The colours the player named for the upkeep's `key` ("police" or "substitute")."""
    return (state["upkeep_orders"].get(player) or {}).get(key, [])


def police_order(state: dict[str, Any], player: str, board: Board, settings: Any) -> list[str]:
    """The routes the police sector clears, in order: the ones the player named, then
    [default] the rest by what the partner delivers (most first), ties clockwise."""
    colour = state["planets"][player]
    named = [c for c in _named(state, player, "police") if c != colour]
    rest = [c for c in board.clockwise_from(colour) if c not in named]
    rest.sort(key=lambda c: -state["agreements"][c][colour])
    return named + rest


def police_sector(state: dict[str, Any], player: str, board: Board, settings: Any) -> dict[str, int]:
    """[seed, Military] up to the Military level of pirates off the player's own routes: whole
    routes first in the police order, then what is left from the first route still blocked."""
    colour = state["planets"][player]
    if not any(state["pirates"][colour].values()):
        return {}
    left = state["tech"][player]["military"]
    removed: dict[str, int] = {}
    order = [c for c in police_order(state, player, board, settings) if state["pirates"][colour][c]]
    for partner in order:
        there = state["pirates"][colour][partner]
        if 0 < there <= left:
            removed[partner] = core.remove_pirates(state, colour, partner, there)
            left -= there
    for partner in order:
        there = state["pirates"][colour][partner]
        if there and left:
            n = core.remove_pirates(state, colour, partner, min(there, left))
            removed[partner] = removed.get(partner, 0) + n
            left -= n
    return removed


def _substitute_order(state: dict[str, Any], player: str, board: Board, settings: Any) -> list[str]:
    colour = state["planets"][player]
    named = [c for c in _named(state, player, "substitute") if c != colour]
    rest = [c for c in board.clockwise_from(colour) if c not in named]
    if getattr(settings, "substitute_default", "most_held") == "most_held":
        stock = state["stock"][player]
        rest.sort(key=lambda c: -stock[c])
    return named + rest


def fulfil(state: dict[str, Any], settings: Any, log: list[dict[str, Any]]) -> dict[str, Any]:
    """4A for every payer (the players and the neutral planets); income is held in the route
    areas until every due is paid.

    Long: the dues, what each route holds and the log are one pass in the order the rules pay,
    so that the order of the code is the order of 4A."""
    board = board_of(state)
    arrived: dict[str, dict[str, int]] = {p: core.zero_colours() for p in core.active(state)}
    deliveries: list[dict[str, Any]] = []
    intercepted: list[dict[str, Any]] = []
    penalties: list[dict[str, Any]] = []
    take_credits = bool(getattr(settings, "pirates_take_credits", False))
    owed: dict[str, int] = {}
    owner = core.owners(state)
    agreements, pirates = state["agreements"], state["pirates"]
    for payer_colour in board.ring:
        payer = owner.get(payer_colour)
        commerce = state["tech"][payer]["commerce"] if payer else 0
        substituted = 0
        promises = agreements[payer_colour]
        for partner in board.clockwise_from(payer_colour):
            due = promises[partner]
            if due <= 0:
                continue
            receiver = owner.get(partner)
            goods: dict[str, int] = {}
            fee = 0
            missing = 0
            if payer is None:
                goods[payer_colour] = due              # a neutral planet pays from the supply
                state["bank"]["resources"][payer_colour] += due
            else:
                stock = state["stock"][payer]
                own = min(stock[payer_colour], due)
                if own:
                    stock[payer_colour] -= own
                    goods[payer_colour] = own
                left = due - own
                if left:
                    for c in _substitute_order(state, payer, board, settings):
                        if c == partner or not left:
                            continue
                        n = min(stock[c], left)
                        if n:
                            stock[c] -= n
                            goods[c] = goods.get(c, 0) + n
                            left -= n
                            # 1 € for each substitute beyond the Commerce level
                            fee += max(0, substituted + n - max(substituted, commerce))
                            substituted += n
                    missing = left
            # what the partner receives: held on the route, or taken by its pirates
            blocked = receiver is not None and pirates[partner][payer_colour] > 0
            sent = sum(goods.values())
            if blocked:
                dumped = {}
                for c, n in goods.items():
                    core.to_market(state, c, n, board)
                    dumped[c] = n
                gone = core.remove_pirates(state, partner, payer_colour, sent)
                intercepted.append({"route_owner": partner, "from": payer_colour,
                                    "resources": dumped, "pirates_removed": gone})
            elif receiver is not None:
                for c, n in goods.items():
                    arrived[receiver][c] += n
            else:
                for c, n in goods.items():                 # paid to a neutral planet: the supply
                    state["bank"]["resources"][c] -= n
            paid_fee = paid_penalty = 0
            if payer is not None and (fee or missing):
                to = None if (blocked and take_credits) else receiver
                if fee:
                    paid_fee = _pay_later(state, payer, to, fee, owed)
                if missing:
                    paid_penalty = _pay_later(state, payer, to, 3 * missing, owed)
                penalties.append({"payer": payer, "to": receiver or f"{partner} (neutral)", "fee": paid_fee,
                                  "fee_due": fee, "missing": missing, "penalty": paid_penalty,
                                  "penalty_due": 3 * missing, "pirates": blocked and take_credits})
            deliveries.append({"from": payer_colour, "to": partner, "due": due,
                               "goods": goods, "missing": missing, "blocked": blocked})
    for player, goods in arrived.items():
        for c, n in goods.items():
            state["stock"][player][c] += n
    for player, n in owed.items():           # credits received are taken in after all dues too
        if isinstance(state["credits"][player], int):
            state["credits"][player] += n
    for d in deliveries:
        # the deliveries are a table of the summary; the log names the ones that went wrong
        substitutes = len(d["goods"]) > (d["from"] in d["goods"])    # a colour not its own
        if not (d["missing"] or d["blocked"] or substitutes):
            continue
        payer = owner.get(d["from"]) or f"{d['from']} (neutral)"
        receiver = owner.get(d["to"]) or f"{d['to']} (neutral)"
        what = core.colour_list(d["goods"], board)
        text = f"{payer} delivers {what} to {receiver}"
        payer_player = owner.get(d["from"])
        if payer_player and substitutes and not _named(state, payer_player, "substitute"):
            how = ("the resource held most" if getattr(settings, "substitute_default", "most_held")
                   == "most_held" else "clockwise")
            text += f" (substitutes by default: {how}; a post may name them: 'upkeep: substitute ...')"
        if d["missing"]:
            text += f", {d['missing']} missing"
        if d["blocked"]:
            text += " — intercepted by pirates and dumped on the markets"
        log.append({"player": owner.get(d["from"]) or "", "text": text})
    for p in penalties:
        parts = []
        if p["fee_due"]:
            parts.append(f"{p['fee']} € for substituting beyond Commerce"
                         + (f" ({p['fee_due']} € due)" if p["fee"] != p["fee_due"] else ""))
        if p["penalty_due"]:
            parts.append(f"{p['penalty']} € for {p['missing']} missing"
                         + (f" ({p['penalty_due']} € due)" if p["penalty"] != p["penalty_due"] else ""))
        dest = "to the bank (pirates)" if p["pirates"] else f"to {p['to']}"
        log.append({"player": p["payer"], "text": f"{p['payer']} pays {' and '.join(parts)} {dest}"})
    for i in intercepted:
        owner = core.player_of(state, i["route_owner"]) or i["route_owner"]
        log.append({"player": owner, "text":
                    f"pirates on {owner}'s {i['from']} route intercept "
                    f"{core.colour_list(i['resources'], board)}; {i['pirates_removed']} pirate(s) leave"})
    return {"deliveries": deliveries, "intercepted": intercepted, "penalties": penalties,
            "arrived": {p: {c: n for c, n in g.items() if n} for p, g in arrived.items()}}


def _pay_later(state: dict[str, Any], payer: str, receiver: str | None, n: int,
               owed: dict[str, int]) -> int:
    """Up to `n` credits from the payer now; the receiver (None: the bank) takes them in after
    every due is paid, so credits received in this phase pay nothing in it."""
    paid = core.pay(state, payer, None, n)
    if receiver is not None and paid:
        if isinstance(state["bank"]["credits"], int):
            state["bank"]["credits"] += paid      # not the bank's: held for the receiver
        owed[receiver] = owed.get(receiver, 0) + paid
    return paid


def upkeep(state: dict[str, Any], settings: Any, log: list[dict[str, Any]]) -> dict[str, Any]:
    """4: police sector, agreements, pirates, first player; the turn marker is moved by the
    caller (flow.end_turn)."""
    board = board_of(state)
    record: dict[str, Any] = {"turn": state["turn"], "police": {}, "pirates_placed": {}}
    for player in core.order_of(state):
        removed = police_sector(state, player, board, settings)
        if removed:
            record["police"][player] = removed
            how = "" if _named(state, player, "police") else " (by default: the routes bringing most first)"
            log.append({"player": player, "text": f"{player}'s police sector clears "
                        + ", ".join(f"{n} pirate(s) from the {c} route" for c, n in removed.items())
                        + how})
    record.update(fulfil(state, settings, log))
    for player in core.order_of(state):
        n = state["colonists"][player]
        if not n:
            continue
        core.lose_colonists(state, player, n)
        placed = core.place_pirates(state, player, n, settings, board)
        record["pirates_placed"][player] = placed
        text = ", ".join(f"{k} on the {c} route" for c, k in placed.items()) or "none: no route can hold them"
        log.append({"player": player, "text": f"{player}'s {n} remaining colonists become pirates: {text}"})
    return record
