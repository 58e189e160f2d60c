"""The event phase (rules 2 and "Event cards"): the council vote, its outcome, and the effects.

Votes = Influence level + resources placed on the card (spent whatever the outcome). More yes
votes: the player(s) with most yes votes get the yes effect, each may take 4 € instead. More no
votes: every player gets the "no / all" effect, then the player(s) with the fewest votes, yes or
no, the "no / fewest" effect. A tie: the first player decides (a turn step of its own).
Effects are carried out in player order from the first player; what needs no choice is applied
at once, what needs one ("an action of choice", "2 resources of their choice") is asked for in
the effects step and applied, in player order, when it is resolved. The neutral planets are
never affected.
"""

from __future__ import annotations

from typing import Any

from gm_tool.games.colonies.rules.board import CHOICE_PARTS, TECHS, Board, Part, board_of
from gm_tool.games.colonies.actions import Answer, Pass, Vote
from gm_tool.games.colonies.rules import core
from gm_tool.games.colonies.rules.actions import Problem, apply_action, check_action, free_upgrade

GLOBAL_PARTS = frozenset({"clear_markets", "clear_pirates"})
YES_CREDITS = 4


# -- the vote ------------------------------------------------------------------------------------

def check_vote(state: dict[str, Any], player: str, vote: Vote) -> list[Problem]:
    out = []
    if vote.side not in ("yes", "no"):
        out.append(Problem("col.vote.side", "a vote is yes or no"))
    for c, n in vote.spend:
        have = state["stock"][player][c]
        if n > have:
            out.append(Problem("col.vote.not_held", f"you have {have} {c}, not {n}",
                               "you can only place resources you hold"))
    return out


def vote_default(state: dict[str, Any], player: str, settings: Any) -> Vote:
    return Vote(getattr(settings, "missed_vote", "no"), ())


def resolve_vote(state: dict[str, Any], votes: dict[str, Vote | None], settings: Any,
                 log: list[dict[str, Any]]) -> dict[str, Any]:
    """The revealed votes counted (resources spent); the outcome applied, or the tie left to the
    first player (phase "tie")."""
    board = board_of(state)
    card = board.cards[state["card"]]
    table: dict[str, dict[str, Any]] = {}
    yes = no = 0
    for player in core.order_of(state):
        vote = votes.get(player)
        defaulted = vote is None
        if vote is None:
            vote = vote_default(state, player, settings)
        spent: dict[str, int] = {}
        for c, n in vote.spend:
            got = core.spend(state, player, c, n)
            if got:
                spent[c] = spent.get(c, 0) + got
        total = state["tech"][player]["influence"] + sum(spent.values())
        table[player] = {"side": vote.side, "spent": spent, "votes": total, "default": defaulted}
        if vote.side == "yes":
            yes += total
        else:
            no += total
        log.append({"player": player, "text":
                    f"{player} votes {vote.side.upper()} with {total} "
                    f"({state['tech'][player]['influence']} Influence"
                    + (f" + {core.colour_list(spent, board)}" if spent else "") + ")"
                    + (" — no vote was sent: the default" if defaulted else "")})
    outcome = "yes" if yes > no else "no" if no > yes else "tie"
    state["vote"] = {"turn": state["turn"], "card": card.number, "name": card.name,
                     "votes": table, "yes": yes, "no": no, "outcome": outcome, "tied": outcome == "tie",
                     "decided_by": "", "winners": [], "fewest": [], "applied": []}
    log.append({"player": "", "text": f"{card.name}: {yes} yes against {no} no"
                + (f" — a tie: {state['first_player']} (first player) decides" if outcome == "tie" else "")})
    if outcome == "tie":
        state["phase"] = "tie"
        return state["vote"]
    apply_outcome(state, outcome, settings, log)
    return state["vote"]


def tie_default(state: dict[str, Any]) -> str:
    """[default] a tie the first player did not decide goes their own vote's way."""
    return state["vote"]["votes"].get(state["first_player"], {}).get("side", "no")


def apply_outcome(state: dict[str, Any], outcome: str, settings: Any,
                  log: list[dict[str, Any]], decided_by: str = "") -> None:
    board = board_of(state)
    card = board.cards[state["card"]]
    vote = state["vote"]
    vote["outcome"] = outcome
    vote["decided_by"] = decided_by
    order = core.order_of(state)
    table = vote["votes"]
    state["pending"] = {}
    if outcome == "yes":
        best = max((t["votes"] for p, t in table.items() if t["side"] == "yes" and p in order),
                   default=0)
        winners = [p for p in order if table.get(p, {}).get("side") == "yes"
                   and table[p]["votes"] == best]
        vote["winners"] = winners
        log.append({"player": "", "text": f"YES: {card.yes_title} — for {core_and(winners)} "
                    "(most yes votes; each may take 4 € instead)"})
        for p in winners:
            state["pending"][p] = [{"kind": "yes", "source": "yes"}]
    else:
        least = min((table[p]["votes"] for p in order if p in table), default=0)
        fewest = [p for p in order if p in table and table[p]["votes"] == least]
        vote["fewest"] = fewest
        log.append({"player": "", "text": f"NO: {card.no_title} — every player; the fewest "
                    f"votes: {core_and(fewest)}"})
        done_global: set[str] = set()
        for source, players, parts in (("all", order, card.no_all), ("fewest", fewest, card.no_fewest)):
            for p in players:
                for part in parts:
                    if part.kind in GLOBAL_PARTS:
                        if part.kind not in done_global:
                            done_global.add(part.kind)
                            _apply_global(state, part, log)
                        continue
                    if part.kind in CHOICE_PARTS and needs_choice(state, p, part):
                        entry = part.to_dict()
                        entry["source"] = source
                        state["pending"].setdefault(p, []).append(entry)
                    else:
                        apply_default_part(state, p, part, settings, log)
    vote["asked"] = {p: [a.get("kind") for a in asks] for p, asks in state["pending"].items()}


def core_and(names: list[str]) -> str:
    names = list(names)
    if len(names) <= 1:
        return "".join(names) or "nobody"
    return ", ".join(names[:-1]) + " and " + names[-1]


def _apply_global(state: dict[str, Any], part: Part, log: list[dict[str, Any]]) -> None:
    if part.kind == "clear_markets":
        for c, n in state["markets"].items():
            state["bank"]["resources"][c] -= n
            state["markets"][c] = 0
        log.append({"player": "", "text": "all resources are removed from all market shelves"})
    elif part.kind == "clear_pirates":
        total = 0
        for owner, row in state["pirates"].items():
            for partner in row:
                total += core.remove_pirates(state, owner, partner, row[partner])
        log.append({"player": "", "text": f"all pirates ({total}) are removed from all trade routes"})


# -- what needs a choice -------------------------------------------------------------------------

def _lowest(state: dict[str, Any], player: str, board: Board) -> list[str]:
    levels = state["tech"][player]
    candidates = [t for t in TECHS if levels[t] < board.max_level]
    if not candidates:
        return []
    low = min(levels[t] for t in candidates)
    return [t for t in candidates if levels[t] == low]


def downgradable(state: dict[str, Any], player: str) -> list[str]:
    return [t for t in TECHS if state["tech"][player][t] > 1]


def lowest_techs(state: dict[str, Any], player: str) -> list[str]:
    return _lowest(state, player, board_of(state))


def needs_choice(state: dict[str, Any], player: str, part: Part | dict[str, Any]) -> bool:
    kind = part.kind if isinstance(part, Part) else part["kind"]
    amount = part.amount if isinstance(part, Part) else part.get("amount", 0)
    stock = state["stock"][player]
    if kind in ("action", "gain_resources", "place_pirates_choice"):
        return True
    if kind in ("lose_resources", "dump_resource"):
        held = [c for c, n in stock.items() if n]
        return sum(stock.values()) > amount and len(held) > 1
    if kind == "lose_resources_or_colonists":
        if state["colonists"][player] and sum(stock.values()):
            return True
        if not state["colonists"][player]:
            held = [c for c, n in stock.items() if n]
            return sum(stock.values()) > amount and len(held) > 1
        return False
    if kind == "free_upgrade_lowest":
        return len(lowest_techs(state, player)) > 1
    if kind == "downgrade":
        return len(downgradable(state, player)) > 1
    return False


def _most_held(state: dict[str, Any], player: str, n: int, board: Board) -> dict[str, int]:
    """[default] resources given up when the player did not choose: one at a time from the
    colour held most (ties clockwise from Blue)."""
    stock = dict(state["stock"][player])
    out: dict[str, int] = {}
    for _ in range(n):
        best = max(board.ring, key=lambda c: (stock[c], -board.ring.index(c)))
        if stock[best] <= 0:
            break
        stock[best] -= 1
        out[best] = out.get(best, 0) + 1
    return out


def apply_default_part(state: dict[str, Any], player: str, part: Part, settings: Any,
                       log: list[dict[str, Any]]) -> None:
    """A part that needs no choice, or the documented default for one not answered."""
    board = board_of(state)
    kind, n = part.kind, part.amount
    if kind == "gain_colonists":
        core.gain_colonists(state, player, n)
        log.append({"player": player, "text": f"{player} receives {n} colonists"})
    elif kind == "lose_colonists":
        lost = core.lose_colonists(state, player, n)
        log.append({"player": player, "text": f"{player} loses {lost} colonists"})
    elif kind == "lose_all_colonists":
        lost = core.lose_colonists(state, player, state["colonists"][player])
        log.append({"player": player, "text": f"{player} loses all {lost} colonists"})
    elif kind == "place_pirates":
        placed = core.place_pirates(state, player, n, settings, board)
        text = ", ".join(f"{k} on the {c} route" for c, k in placed.items()) or "no route can hold them"
        log.append({"player": player, "text": f"{player} places {n} pirates on their trade routes: {text}"})
    elif kind == "restrict":
        banned = state["restrictions"].setdefault(player, [])
        for a in part.actions:
            if a not in banned:
                banned.append(a)
        names = ", ".join(part.actions)
        log.append({"player": player, "text": f"{player} cannot take {names} actions in this action phase"})
    elif kind == "lose_action":
        state["lost_actions"][player] = min(3, state["lost_actions"][player] + 1)
        log.append({"player": player, "text": f"{player} loses an action: two actions in this action phase"})
    elif kind in ("lose_resources", "dump_resource"):
        take = _most_held(state, player, n, board)
        for c, k in take.items():
            if kind == "lose_resources":
                core.spend(state, player, c, k)
            else:
                state["stock"][player][c] -= k
                core.to_market(state, c, k, board)
        verb = "loses" if kind == "lose_resources" else "places on the markets"
        log.append({"player": player, "text": f"{player} {verb} {core.colour_list(take, board)}"})
    elif kind == "lose_resources_or_colonists":
        if state["colonists"][player]:
            lost = core.lose_colonists(state, player, n)
            log.append({"player": player, "text": f"{player} loses {lost} colonists"})
        else:
            take = _most_held(state, player, n, board)
            for c, k in take.items():
                core.spend(state, player, c, k)
            log.append({"player": player, "text": f"{player} loses {core.colour_list(take, board)}"})
    elif kind == "free_upgrade_lowest":
        low = lowest_techs(state, player)
        if low:
            free_upgrade(state, player, low[0], log)
    elif kind == "downgrade":
        cands = downgradable(state, player)
        if cands:
            tech = min(cands, key=lambda t: (state["tech"][player][t], TECHS.index(t)))
            downgrade(state, player, tech, log)
        else:
            log.append({"player": player, "text": f"{player} has no technology to downgrade"})
    elif kind == "action":
        log.append({"player": player, "text": f"{player} takes no action"})
    elif kind == "gain_resources":
        log.append({"player": player, "text": f"{player} takes no resources"})


def downgrade(state: dict[str, Any], player: str, tech: str, log: list[dict[str, Any]]) -> None:
    level = state["tech"][player][tech]
    if level > 1:
        state["tech"][player][tech] = level - 1
        log.append({"player": player, "text": f"{player} downgrades {tech.capitalize()} to {level - 1}"})


# -- the effects step ----------------------------------------------------------------------------

def asks(state: dict[str, Any], player: str) -> list[dict[str, Any]]:
    return list(state["pending"].get(player, []))


def yes_options(state: dict[str, Any]) -> tuple[tuple[Part, ...], ...]:
    return board_of(state).cards[state["vote"]["card"]].yes_options


def _needs(parts: list[Part | dict[str, Any]]) -> dict[str, Any]:
    """What a set of parts asks for, summed by kind."""
    need: dict[str, Any] = {}
    for part in parts:
        p = part if isinstance(part, Part) else Part(part["kind"], part.get("amount", 0),
                                                     tuple(part.get("actions", [])), part.get("count", 1))
        if p.kind == "action":
            need.setdefault("action", []).extend([p.actions] * p.count)
        else:
            need[p.kind] = need.get(p.kind, 0) + (p.amount or 1)
    return need


def _answered(answer: Answer) -> set[str]:
    given = set()
    if answer.actions:
        given.add("action")
    if answer.gain:
        given.add("gain_resources")
    if answer.lose or answer.lose_colonists:
        given.add("lose")
    if answer.pirates:
        given.add("place_pirates_choice")
    if answer.dump:
        given.add("dump_resource")
    if answer.upgrade:
        given.add("free_upgrade_lowest")
    if answer.downgrade:
        given.add("downgrade")
    return given


def _kinds_of(need: dict[str, Any]) -> set[str]:
    out = set()
    for k in need:
        out.add("lose" if k in ("lose_resources", "lose_resources_or_colonists") else k)
    return out


def choose_option(state: dict[str, Any], player: str, answer: Answer) -> int | None:
    """The yes option an answer takes (None: none matches)."""
    given = _answered(answer)
    for i, option in enumerate(yes_options(state)):
        if _kinds_of(_needs(list(option))) == given:
            return i
    return None


def check_answer(state: dict[str, Any], player: str, answer: Answer,
                 settings: Any) -> list[Problem]:
    """Every problem with `player`'s answer to what the event asks of them."""
    out: list[Problem] = []
    mine = asks(state, player)
    if not mine:
        return [Problem("col.effect.nothing_asked", "the event asks nothing of you")]
    given = _answered(answer)
    if any(a["kind"] == "yes" for a in mine):
        if answer.credits:
            if given:
                out.append(Problem("col.effect.both", "take either 4 € or the effect, not both"))
            return out
        option = choose_option(state, player, answer)
        if option is None:
            names = " or ".join(option_text(o) for o in yes_options(state))
            out.append(Problem("col.effect.option", f"the event gives you: {names}, or 4 €",
                               "write '4 €', or the effect"))
            return out
        parts: list[Any] = list(yes_options(state)[option])
    else:
        if answer.credits:
            out.append(Problem("col.effect.credits", "4 € instead is only for the player(s) with "
                               "most yes votes"))
        parts = [a for a in mine]
    need = _needs(parts)
    extra = given - _kinds_of(need)
    for k in sorted(extra):
        out.append(Problem("col.effect.not_asked", f"the event does not ask you for {KIND_WORDS.get(k, k)}"))
    stock = state["stock"][player]
    if "action" in need:
        wanted = need["action"]
        if len(answer.actions) != len(wanted):
            out.append(Problem("col.effect.actions", f"the event gives {len(wanted)} action(s); "
                               f"the post has {len(answer.actions)}",
                               "one line per action"))
        for act, allowed in zip(answer.actions, wanted):
            if isinstance(act, Pass):
                continue
            out.extend(check_action(state, player, act, settings, immediate=True, allowed=allowed))
    if "gain_resources" in need:
        total = sum(n for _, n in answer.gain)
        if total != need["gain_resources"]:
            out.append(Problem("col.effect.gain", f"take {need['gain_resources']} resources of your "
                               f"choice, not {total}"))
    if "lose_resources" in need or "lose_resources_or_colonists" in need:
        n = need.get("lose_resources", 0) + need.get("lose_resources_or_colonists", 0)
        if answer.lose_colonists:
            if "lose_resources_or_colonists" not in need:
                out.append(Problem("col.effect.lose", "the event asks for resources, not colonists"))
            elif answer.lose:
                out.append(Problem("col.effect.lose", f"lose {n} resources or {n} colonists, not both"))
            elif answer.lose_colonists != min(n, state["colonists"][player]):
                out.append(Problem("col.effect.lose", f"lose {min(n, state['colonists'][player])} "
                                   f"colonists, not {answer.lose_colonists}"))
        else:
            _check_given_up(answer.lose, n, stock, "lose", out)
    if "dump_resource" in need:
        _check_given_up(answer.dump, need["dump_resource"], stock, "place on the market", out)
    if "place_pirates_choice" in need:
        total = 0
        for pl in answer.pirates:
            total += pl.count
            if not core.route_open(state, pl.owner, pl.partner, settings) or pl.owner == pl.partner:
                out.append(Problem("col.effect.route", f"{pl.owner}'s {pl.partner} route cannot hold "
                                   "pirates (a neutral planet's route)"))
        if total != need["place_pirates_choice"]:
            out.append(Problem("col.effect.pirates", f"place {need['place_pirates_choice']} pirates, "
                               f"not {total}"))
    if "free_upgrade_lowest" in need:
        low = lowest_techs(state, player)
        if answer.upgrade not in low:
            out.append(Problem("col.effect.upgrade", f"the free upgrade is for one of your lowest "
                               f"technologies: {', '.join(t.capitalize() for t in low) or 'none'}"))
    if "downgrade" in need:
        cands = downgradable(state, player)
        if answer.downgrade not in cands:
            out.append(Problem("col.effect.downgrade", "downgrade one of "
                               + (", ".join(t.capitalize() for t in cands) or "nothing")))
    return out


KIND_WORDS = {"action": "an action", "gain_resources": "resources to take",
              "lose": "resources to give up", "place_pirates_choice": "pirates to place",
              "dump_resource": "resources for the market", "free_upgrade_lowest": "a free upgrade",
              "downgrade": "a downgrade"}


def _check_given_up(items: tuple[tuple[str, int], ...], n: int, stock: dict[str, int], verb: str,
                    out: list[Problem]) -> None:
    due = min(n, sum(stock.values()))
    total = sum(k for _, k in items)
    if total != due:
        out.append(Problem("col.effect.amount", f"{verb} {due} resources of your choice, not {total}"))
    for c, k in items:
        if k > stock.get(c, 0):
            out.append(Problem("col.effect.not_held", f"you have {stock.get(c, 0)} {c}, not {k}"))


def option_text(option: tuple[Part, ...]) -> str:
    words = []
    for part in option:
        if part.kind == "action":
            acts = " or ".join(part.actions) if len(part.actions) < 6 else "any"
            one = "" if acts == "any" else "an " if acts[:1] in "aeiou" else "a "
            words.append(f"{'two ' if part.count == 2 else one}{acts} action{'s' if part.count > 1 else ''}")
        elif part.kind == "gain_resources":
            words.append(f"{part.amount} resources of your choice")
        elif part.kind == "place_pirates_choice":
            words.append(f"{part.amount} pirates on trade routes of your choice")
        elif part.kind == "free_upgrade_lowest":
            words.append("a free upgrade of one of your lowest technologies")
        else:
            words.append(part.kind.replace("_", " "))
    return " and ".join(words)


def apply_answers(state: dict[str, Any], answers: dict[str, Answer | None], settings: Any,
                  log: list[dict[str, Any]]) -> dict[str, Any]:
    """The effects step: each pending player in player order, their answer (None: the default)
    applied to the state as the players before them left it."""
    record: dict[str, Any] = {"players": {}}
    for player in core.order_of(state):
        mine = state["pending"].get(player)
        if not mine:
            continue
        answer = answers.get(player)
        before = len(log)
        if answer is None:
            _apply_defaults(state, player, mine, settings, log)
            how = "default"
        else:
            _apply_answer(state, player, mine, answer, settings, log)
            how = "posted"
        record["players"][player] = {"how": how, "log": [e["text"] for e in log[before:]]}
        if answer is not None and answer.upkeep is not None:
            set_upkeep_orders(state, player, answer.upkeep)
    state["pending"] = {}
    return record


def _apply_defaults(state: dict[str, Any], player: str, mine: list[dict[str, Any]], settings: Any,
                    log: list[dict[str, Any]]) -> None:
    for ask in mine:
        if ask["kind"] == "yes":
            core.bank_pays(state, player, YES_CREDITS)
            log.append({"player": player, "text": f"{player} takes 4 € (the default: no choice was posted)"})
            continue
        part = Part(ask["kind"], ask.get("amount", 0), tuple(ask.get("actions", [])), ask.get("count", 1))
        before = len(log)
        apply_default_part(state, player, part, settings, log)
        for entry in log[before:]:
            entry["text"] += " (the default: no choice was posted)"


def _apply_answer(state: dict[str, Any], player: str, mine: list[dict[str, Any]], answer: Answer,
                  settings: Any, log: list[dict[str, Any]]) -> None:
    board = board_of(state)
    if answer.credits:
        core.bank_pays(state, player, YES_CREDITS)
        log.append({"player": player, "text": f"{player} takes 4 € instead of the effect"})
        return
    for c, n in answer.gain:
        core.gain(state, player, c, n)
    if answer.gain:
        log.append({"player": player, "text": f"{player} takes {core.colour_list(dict(answer.gain), board)}"})
    for c, n in answer.lose:
        core.spend(state, player, c, n)
    if answer.lose:
        log.append({"player": player, "text": f"{player} loses {core.colour_list(dict(answer.lose), board)}"})
    if answer.lose_colonists:
        lost = core.lose_colonists(state, player, answer.lose_colonists)
        log.append({"player": player, "text": f"{player} loses {lost} colonists"})
    if answer.dump:
        placed = {}
        for c, n in answer.dump:
            n = min(n, state["stock"][player][c])
            state["stock"][player][c] -= n
            core.to_market(state, c, n, board)
            placed[c] = n
        log.append({"player": player, "text": f"{player} places {core.colour_list(placed, board)} on the markets"})
    for pl in answer.pirates:
        if core.route_open(state, pl.owner, pl.partner, settings):
            core.add_pirates(state, pl.owner, pl.partner, pl.count)
    if answer.pirates:
        log.append({"player": player, "text": f"{player} places pirates: " + ", ".join(
            f"{pl.count} on {core.player_of(state, pl.owner) or pl.owner}'s {pl.partner} route"
            for pl in answer.pirates)})
    if answer.upgrade:
        free_upgrade(state, player, answer.upgrade, log)
    if answer.downgrade:
        downgrade(state, player, answer.downgrade, log)
    for act in answer.actions:
        apply_action(state, player, act, settings, log, how="event")


def set_upkeep_orders(state: dict[str, Any], player: str, upkeep) -> None:
    current = dict(state["upkeep_orders"].get(player) or {})
    if upkeep.police:
        current["police"] = list(upkeep.police)
    if upkeep.substitute:
        current["substitute"] = list(upkeep.substitute)
    state["upkeep_orders"][player] = current


def default_answer(state: dict[str, Any], player: str) -> Answer:
    """The documented default as an answer (what a player who posts nothing gets; what the
    template prefills): 4 € for a yes effect; resources given up from the colour held most;
    colonists rather than resources (Deport); the technology that costs the fewest points to
    downgrade; an action granted to every player taken doing nothing."""
    board = board_of(state)
    credits = False
    lose: dict[str, int] = {}
    dump: dict[str, int] = {}
    colonists = 0
    down = ""
    actions: list[Any] = []
    for ask in state["pending"].get(player, []):
        kind, n = ask["kind"], ask.get("amount", 0)
        if kind == "yes":
            credits = True
        elif kind == "lose_resources":
            for c, k in _most_held(state, player, n, board).items():
                lose[c] = lose.get(c, 0) + k
        elif kind == "lose_resources_or_colonists":
            if state["colonists"][player]:
                colonists += min(n, state["colonists"][player])
            else:
                for c, k in _most_held(state, player, n, board).items():
                    lose[c] = lose.get(c, 0) + k
        elif kind == "dump_resource":
            for c, k in _most_held(state, player, n, board).items():
                dump[c] = dump.get(c, 0) + k
        elif kind == "downgrade":
            cands = downgradable(state, player)
            if cands:
                down = min(cands, key=lambda t: (state["tech"][player][t], TECHS.index(t)))
        elif kind == "action":
            actions.extend([Pass()] * ask.get("count", 1))
    ring = board.ring
    return Answer(credits=credits, actions=tuple(actions),
                  lose=tuple((c, lose[c]) for c in ring if lose.get(c)), lose_colonists=colonists,
                  dump=tuple((c, dump[c]) for c in ring if dump.get(c)), downgrade=down)
