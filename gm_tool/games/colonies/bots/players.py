"""The bots themselves (see bots/__init__.py). Each input a bot gives is legal by the rules'
own checks (the harness checks them again with `validate`); an action it cannot make legal is a
pass."""

from __future__ import annotations

import random
from typing import Any

from gm_tool.games.colonies.rules.board import TECHS, board_of
from gm_tool.games.colonies.actions import (
    Adjust,
    Answer,
    Community,
    DeckPick,
    Hunt,
    Negotiate,
    Pass,
    Placement,
    Produce,
    Refuge,
    Removal,
    Sell,
    Tie,
    Turn,
    Upgrade,
    Vote,
)
from gm_tool.games.colonies.rules import actions as act
from gm_tool.games.colonies.rules import core, event, phases

# -- what a player could do ----------------------------------------------------------------------

def upgrades(state: dict[str, Any], player: str, settings: Any,
             among: tuple[str, ...] = TECHS) -> list[str]:
    """The technologies (of `among`, in its order) the player can upgrade now (buying what is
    missing)."""
    if "upgrade" in state["restrictions"].get(player, ()):
        return []
    board = board_of(state)
    credits = state["credits"][player]
    held = state["colonists"][player]
    levels = state["tech"][player]
    out = []
    for tech in among:
        level = levels[tech]
        if level < board.max_level and held < board.cost_colonists[level]:
            continue          # (what the cost below says too, found without pricing it)
        cost = act.upgrade_cost(state, player, tech, board)
        if cost is None:
            continue
        _, _, _, price, colonists = cost
        if price < 0 or held < colonists or price > credits:
            continue
        out.append(tech)
    return out


def pirate_routes(state: dict[str, Any], player: str, own: bool | None = None) -> list[tuple[str, str, int]]:
    colour = state["planets"][player]
    out = []
    for owner, row in state["pirates"].items():
        if own is True and owner != colour or own is False and owner == colour:
            continue
        for partner, n in row.items():
            if n:
                out.append((owner, partner, n))
    return out


def _pirates_on(route: tuple[str, str, int]) -> int:
    return route[2]


def removals(state: dict[str, Any], player: str, level: int, rnd: random.Random,
             prefer_opponents: bool = True) -> tuple[Removal, ...]:
    routes = pirate_routes(state, player)
    if prefer_opponents:
        colour = state["planets"][player]
        # other players' routes first, the most pirates first (a stable sort on each key)
        routes.sort(key=_pirates_on, reverse=True)
        routes.sort(key=lambda r: r[0] == colour)
    else:
        rnd.shuffle(routes)
    left = level
    out = []
    for owner, partner, n in routes:
        if not left:
            break
        k = min(n, left)
        out.append(Removal(owner, partner, k))
        left -= k
    return tuple(out)


def sell_items(state: dict[str, Any], player: str, limit: int, keep: dict[str, int] | None = None,
               rnd: random.Random | None = None) -> tuple[tuple[str, int], ...]:
    """Up to `limit` resources, the best-paying first (an emptier market pays more)."""
    board = board_of(state)
    stock = dict(state["stock"][player])
    if keep:
        for c, n in keep.items():
            stock[c] = max(0, stock[c] - n)
    markets = dict(state["markets"])
    sold: dict[str, int] = {}
    for _ in range(limit):
        choices = [c for c in board.ring if stock[c] > 0]
        if not choices:
            break
        if rnd is not None:
            c = rnd.choice(choices)
        else:
            c = min(choices, key=lambda x: (markets[x], -stock[x]))
        stock[c] -= 1
        markets[c] += 1
        sold[c] = sold.get(c, 0) + 1
    return tuple((c, sold[c]) for c in board.ring if sold.get(c))


def negotiation(state: dict[str, Any], player: str, side: str, rnd: random.Random) -> Negotiate | None:
    """One +1 step on an agreement that allows it (a unilateral one only with a player)."""
    board = board_of(state)
    colour = state["planets"][player]
    partners = [c for c in board.ring if c != colour]
    rnd.shuffle(partners)
    for p in partners:
        s = side
        if p in state["neutral"]:
            s = "both"
        if s != "both" and state["credits"][player] < 1:
            continue
        mine = state["agreements"][colour][p] + (1 if s in ("both", "mine") else 0)
        theirs = state["agreements"][p][colour] + (1 if s in ("both", "theirs") else 0)
        if mine <= board.agreement_max and theirs <= board.agreement_max:
            return Negotiate((Adjust(p, s, 1),))
    return None


def legal(state: dict[str, Any], player: str, action: Any, settings: Any, *,
          immediate: bool = False, allowed: tuple[str, ...] = ()) -> bool:
    return not act.check_action(state, player, action, settings, immediate=immediate, allowed=allowed)


# -- the event's asks ----------------------------------------------------------------------------

def answer_for(bot: Any, state: dict[str, Any], player: str, settings: Any, rnd: random.Random) -> Answer:
    """An answer to what the event asks: the bot's choice of yes option (or 4 €), its own choice
    of resources, the default otherwise."""
    asks = state["pending"].get(player, [])
    base = event.default_answer(state, player)
    if any(a["kind"] == "yes" for a in asks):
        options = event.yes_options(state)
        order = list(range(len(options)))
        rnd.shuffle(order)
        for i in order:
            answer = _option_answer(bot, state, player, options[i], settings, rnd)
            if answer is not None and not event.check_answer(state, player, answer, settings):
                return answer
        return Answer(credits=True)
    actions = []
    for a in asks:
        if a["kind"] == "action":
            allowed = tuple(a.get("actions", ()))
            for _ in range(a.get("count", 1)):
                chosen = bot.immediate(state, player, allowed, settings) if hasattr(bot, "immediate") else Pass()
                actions.append(chosen)
    if actions:
        answer = Answer(actions=tuple(actions), lose=base.lose, lose_colonists=base.lose_colonists,
                        dump=base.dump, downgrade=base.downgrade)
        if not event.check_answer(state, player, answer, settings):
            return answer
    return base


def _option_answer(bot: Any, state: dict[str, Any], player: str, option, settings: Any,
                   rnd: random.Random) -> Answer | None:
    board = board_of(state)
    actions: list[Any] = []
    gain: dict[str, int] = {}
    pirates: list[Placement] = []
    upgrade = ""
    for part in option:
        if part.kind == "action":
            for _ in range(part.count):
                actions.append(bot.immediate(state, player, part.actions, settings))
        elif part.kind == "gain_resources":
            for _ in range(part.amount):
                c = rnd.choice(board.ring)
                gain[c] = gain.get(c, 0) + 1
        elif part.kind == "place_pirates_choice":
            colour = state["planets"][player]
            targets = [(o, p) for o in board.ring for p in board.ring
                       if o != p and o != colour and core.route_open(state, o, p, settings)]
            if not targets:
                return None
            for _ in range(part.amount):
                o, p = rnd.choice(targets)
                pirates.append(Placement(o, p, 1))
        elif part.kind == "free_upgrade_lowest":
            low = event.lowest_techs(state, player)
            if not low:
                return None
            upgrade = rnd.choice(low)
    merged: dict[tuple[str, str], int] = {}
    for pl in pirates:
        merged[(pl.owner, pl.partner)] = merged.get((pl.owner, pl.partner), 0) + pl.count
    return Answer(actions=tuple(actions), gain=tuple((c, gain[c]) for c in board.ring if gain.get(c)),
                  pirates=tuple(Placement(o, p, n) for (o, p), n in merged.items()), upgrade=upgrade)


# -- the bots ------------------------------------------------------------------------------------

class _Bot:
    def __init__(self, rnd: random.Random):
        self.rnd = rnd

    def secret(self, state: dict[str, Any], step: Any, player: str, settings: Any) -> Any:
        if state["phase"] == "deck":
            return DeckPick(self.rnd.randint(1, len(state["hands"][player])))
        return self.vote(state, player, settings)

    def act(self, state: dict[str, Any], step: Any, player: str, settings: Any) -> Any:
        phase = state["phase"]
        if phase == "income":
            return self.community(state, player, settings)
        if phase == "tie":
            return Tie(event.tie_default(state) if self.rnd.random() < 0.7 else self.rnd.choice(("yes", "no")))
        if phase == "effects":
            return answer_for(self, state, player, settings, self.rnd)
        return Turn(self.action(state, player, settings), self.upkeep(state, player))

    # defaults, overridden --------------------------------------------------------------------
    def community(self, state: dict[str, Any], player: str, settings: Any) -> Community:
        return phases.community_default(state, player, settings)

    def vote(self, state: dict[str, Any], player: str, settings: Any) -> Vote:
        return Vote(self.rnd.choice(("yes", "no")))

    def upkeep(self, state: dict[str, Any], player: str):
        return None

    def immediate(self, state: dict[str, Any], player: str, allowed: tuple[str, ...],
                  settings: Any) -> Any:
        for kind in self.rnd.sample(list(allowed), len(allowed)):
            action = self.make(kind, state, player, settings)
            if action is not None and legal(state, player, action, settings, immediate=True, allowed=allowed):
                return action
        return Pass()

    def make(self, kind: str, state: dict[str, Any], player: str, settings: Any) -> Any:
        tech = state["tech"][player]
        colour = state["planets"][player]
        if kind == "industry":
            return Produce(tech["industry"], self.rnd.randint(0, tech["industry"]))
        if kind == "commerce":
            items = sell_items(state, player, tech["commerce"], keep={colour: 0})
            return Sell(items) if items else None
        if kind == "upgrade":
            options = upgrades(state, player, None)
            return Upgrade(options[0]) if options else None
        if kind == "military":
            found = removals(state, player, tech["military"], self.rnd)
            return Hunt(found) if found else None
        if kind == "community":
            found = removals(state, player, tech["community"], self.rnd)
            if not found:
                return None
            total = sum(r.count for r in found)
            return Refuge(found, self.rnd.randint(0, total))
        if kind == "influence":
            return negotiation(state, player, "both", self.rnd)
        return None


class Randomly(_Bot):
    """Any legal input: random card, vote, choice and action."""

    def community(self, state: dict[str, Any], player: str, settings: Any) -> Community:
        level = state["tech"][player]["community"]
        coming = phases.arriving(state)
        reject = self.rnd.randint(0, min(level, coming))
        credits = self.rnd.randint(0, min(level - reject, coming - reject))
        return Community(credits, reject)

    def vote(self, state: dict[str, Any], player: str, settings: Any) -> Vote:
        stock = state["stock"][player]
        spend = tuple((c, self.rnd.randint(1, n)) for c, n in stock.items()
                      if n and self.rnd.random() < 0.2)
        board = board_of(state)
        spend = tuple((c, n) for c in board.ring for cc, n in spend if cc == c)
        return Vote(self.rnd.choice(("yes", "no")), spend)

    def action(self, state: dict[str, Any], player: str, settings: Any) -> Any:
        kinds = ["industry", "commerce", "upgrade", "military", "community", "influence", "pass"]
        self.rnd.shuffle(kinds)
        for kind in kinds:
            if kind == "pass":
                return Pass()
            if kind == "influence":
                action = negotiation(state, player, self.rnd.choice(("both", "mine", "theirs")), self.rnd)
            elif kind == "commerce":
                items = sell_items(state, player, state["tech"][player]["commerce"], rnd=self.rnd)
                action = Sell(items) if items else None
            else:
                action = self.make(kind, state, player, settings)
            if action is not None and legal(state, player, action, settings):
                return action
        return Pass()

    def upkeep(self, state: dict[str, Any], player: str):
        if self.rnd.random() < 0.1:
            from gm_tool.games.colonies.actions import Upkeep

            board = board_of(state)
            colour = state["planets"][player]
            others = [c for c in board.ring if c != colour]
            return Upkeep(tuple(self.rnd.sample(others, 2)), tuple(self.rnd.sample(others, 1)))
        return None


class Builder(_Bot):
    """Upgrades whenever it can; otherwise produces; sells a surplus for credits."""

    def vote(self, state: dict[str, Any], player: str, settings: Any) -> Vote:
        card = board_of(state).cards.get(state["card"])
        wants = card is not None and any(p.kind == "action" and ("upgrade" in p.actions or "industry" in p.actions)
                                         for o in card.yes_options for p in o)
        stock = state["stock"][player]
        colour = state["planets"][player]
        spend = ((colour, min(2, stock[colour])),) if wants and stock[colour] >= 4 else ()
        return Vote("yes" if wants else "no", spend)

    def community(self, state: dict[str, Any], player: str, settings: Any) -> Community:
        return phases.community_default(state, player, settings)

    def action(self, state: dict[str, Any], player: str, settings: Any) -> Any:
        banned = state["restrictions"].get(player, ())
        options = upgrades(state, player, settings)
        if options:
            board = board_of(state)
            options.sort(key=lambda t: (state["tech"][player][t], -board.vp[state["tech"][player][t]]))
            return Upgrade(options[0])
        tech = state["tech"][player]
        if "industry" not in banned and state["colonists"][player] < 6:
            return Produce(tech["industry"], tech["industry"])
        if "commerce" not in banned:
            colour = state["planets"][player]
            items = sell_items(state, player, tech["commerce"], keep={colour: 4})
            if items:
                return Sell(items)
        if "industry" not in banned:
            return Produce(tech["industry"], 0)
        return Pass()


class Trader(_Bot):
    """Sells on the best shelves, takes credits, raises its exports, hunts pirates."""

    def vote(self, state: dict[str, Any], player: str, settings: Any) -> Vote:
        return Vote("no")

    def action(self, state: dict[str, Any], player: str, settings: Any) -> Any:
        banned = state["restrictions"].get(player, ())
        tech = state["tech"][player]
        if "military" not in banned:
            found = [r for r in pirate_routes(state, player, own=False)]
            if len(found) >= 2:
                hunt = Hunt(removals(state, player, tech["military"], self.rnd))
                if legal(state, player, hunt, settings):
                    return hunt
        cheap = upgrades(state, player, settings,
                         tuple(t for t in TECHS if t == "commerce" or tech[t] < 2))
        if cheap:
            return Upgrade(cheap[0])
        if "commerce" not in banned:
            items = sell_items(state, player, tech["commerce"])
            if items and sum(n for _, n in items) >= min(2, tech["commerce"]):
                return Sell(items)
        if "influence" not in banned and self.rnd.random() < 0.3:
            deal = negotiation(state, player, "mine", self.rnd)
            if deal is not None and legal(state, player, deal, settings):
                return deal
        if "industry" not in banned:
            return Produce(tech["industry"], 0)
        return Pass()
