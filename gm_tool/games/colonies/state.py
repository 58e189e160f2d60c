"""Colonies' state: plain TOML-ready data (the campaign file holds it under [state]), its checks
(a hand edit is checked key by key), its public form and the copy players may have.

    turn           the turn (year) being played, 1 … settings.turns
    phase          "deck" (a secret step: each player puts a card of their hand in the event
                   deck), "income" (a posts step: each player's Community choice), "vote" (a
                   secret step: the council vote), "tie" (a turn step: the first player decides a
                   tied vote), "effects" (a posts step: the choices the event's effects need),
                   "actions" (turn steps: one action each, in order), "over"
    players        the seats, in sign-up order
    planets        player -> colour of their planet
    neutral        colours of the planets no player runs (4 and 3 players; a dropped player's)
    dropped        players who left (their planet is run as a neutral planet from then on)
    first_player   who holds the first player card
    stock          player -> colour -> resources held (public)
    colonists      player -> colonists held (public)
    credits        player -> credits (SECRET: "hidden" in a players' copy until the end)
    tech           player -> technology -> level 1 … 6
    agreements     colour -> partner colour -> resources the colour promises the partner
    pirates        colour -> partner colour -> pirates on the colour's route with the partner
                   (they intercept what the partner delivers to the colour)
    markets        colour -> resources on that market (shelves fill from the top)
    hands          player -> event card numbers in hand, in the order dealt (SECRET; 0 = hidden)
    deck           the face-down event deck, top first (SECRET)
    undealt        the cards no player was dealt, in a random order (SECRET)
    picked         player -> the cards they put in the deck that are still face down (SECRET)
    card           the current (revealed) event card, 0 = none
    discard        the resolved event cards, in order
    vote           the last council vote once revealed (cards, resources spent, votes, outcome)
    pending        player -> what the event still asks of them (the effects step)
    restrictions   player -> actions not allowed in this turn's action phase
    lost_actions   player -> actions lost this turn (an event)
    to_act         the action turns still to come this turn, in order (a player once per action)
    taken          player -> actions taken this turn
    upkeep_orders  player -> {police, substitute}: the colours they named in a post, in order
    bank           resources / colonists / credits out of the supply (for the conservation
                   checks; the credits total is SECRET)
    final, winners the final scoring once the game is over
    board          the board data (planets, costs, event cards): data/board.toml or --board
"""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.table_check import Shape

from gm_tool.games.colonies.rules.board import ACTIONS, COLOURS, PART_FIELDS, TECHS, compile_board

PHASES = ("deck", "income", "vote", "tie", "effects", "actions", "over")
#: a secret value in a players' copy (gm export --public)
HIDDEN = "hidden"


#: bounds of a campaign file's numbers (checked on every load; see the README): the turn runs
#: to the most turns a game may have (settings.turns <= 20); resources, colonists and pirates
#: (a player's, a market's, a route's, the ledger's) up to MAX_PIECES; credits up to MAX_CREDITS
MAX_TURN = 20
MAX_PIECES = 10_000
MAX_CREDITS = 1_000_000
KEYS = ("turn", "phase", "players", "planets", "neutral", "dropped", "first_player", "stock",
        "colonists", "credits", "tech", "agreements", "pirates", "markets", "hands", "deck",
        "undealt", "picked", "card", "discard", "vote", "pending", "restrictions", "lost_actions",
        "to_act", "taken", "upkeep_orders", "bank", "final", "winners", "board")
VOTE_KEYS = ("turn", "card", "name", "votes", "yes", "no", "outcome", "tied", "decided_by",
             "winners", "fewest", "applied")
#: (what the event asked of whom: once the outcome is applied, not while a tie waits)
VOTE_LATER = ("asked",)
ASK_KINDS = ("yes", *PART_FIELDS)
SCORE_KEYS = ("player", "planet", "tech_points", "levels", "credits", "resources", "total",
              "dropped", "rank")


def active_players(state: dict[str, Any]) -> list[str]:
    return [p for p in state["players"] if p not in state["dropped"]]


def problems(state: dict[str, Any], players: list[str], settings: Any = None) -> list[str]:
    """Everything wrong with a (hand-edited) state, each naming its key path: every key a file
    written by gm has and no other, each value of its type and within its bounds, every name one
    the game knows, every event card in one place, and the ledger (`bank`) agreeing with what the
    players and the markets hold."""
    shape = Shape()
    if not isinstance(state, dict):
        return ["state: not a table"]
    shape.table(state, "state", KEYS)
    board = None
    if "board" in state:
        board, found = compile_board(state["board"]) if isinstance(state["board"], dict) \
            else (None, ["not a table"])
        shape.problems += [f"state.board.{p}" if not p.startswith("not") else f"state.board: {p}"
                           for p in found]
    has = state.keys()
    if "players" in has and state["players"] != list(players):
        shape.fail("state.players", f"{_shown(state['players'])} is not the campaign's players "
                                    f"{players}")
    if "turn" in has:
        shape.whole(state["turn"], "state.turn", 1, MAX_TURN)
    if "phase" in has:
        shape.one_of(state["phase"], "state.phase", PHASES)
    _seats(shape, state, players)
    _pieces(shape, state, players, board)
    if board is not None:
        _cards(shape, state, players, board)
    _steps(shape, state, players)
    if "bank" in has and "final" in has:
        _ledger(shape, state, players)
    if not shape.problems:
        if state["phase"] == "actions" and not state["to_act"]:
            shape.fail("state.to_act", "an action phase needs someone to act")
        if state["phase"] == "effects" and not state["pending"]:
            shape.fail("state.pending", "an effects step needs someone to answer")
    if not shape.problems:
        _course(shape, state, settings)
    return shape.problems


def _course(shape: Shape, state: dict[str, Any], settings: Any) -> None:
    """Each value held to what the step allows (every value already of its type, within its
    bounds and a name the game knows): the turn within the campaign's turns, the event card and
    the vote the council steps work on, who acts (only in the actions phase, three actions a
    turn each but those lost), who answers the event (only in the effects step), the first
    player still in the game, and the final scores exactly at the end."""
    phase, turn = state["phase"], state["turn"]
    last = getattr(settings, "turns", None)
    if isinstance(last, int) and turn > last:
        shape.fail("state.turn", f"{turn} is past the game's last turn ({last}, settings.turns)")
    active = [p for p in state["players"] if p not in state["dropped"]]
    if active and state["first_player"] not in active:
        shape.fail("state.first_player", f"{state['first_player']!r} has dropped out (the first "
                                         "player card passes to a player still in the game)")
    if phase in ("vote", "tie", "effects") and not state["card"]:
        shape.fail("state.card", f"0 in the {phase} step (the council works on the revealed "
                                 "event card)")
    vote = state["vote"]
    if vote and vote["turn"] > turn:
        shape.fail("state.vote.turn", f"{vote['turn']} is after turn {turn} (the last vote's turn)")
    if phase in ("tie", "effects"):
        if not vote or vote["turn"] != turn or vote["card"] != state["card"]:
            shape.fail("state.vote", f"the {phase} step needs turn {turn}'s vote on card "
                                     f"{state['card']} (found "
                                     + (f"turn {vote['turn']}'s on card {vote['card']})" if vote
                                        else "none)"))
        elif phase == "tie" and vote["outcome"] != "tie":
            shape.fail("state.vote.outcome", f"{vote['outcome']!r} in the tie step (a tie "
                                              "waits for the first player: 'tie')")
    elif phase == "vote" and vote:
        shape.fail("state.vote", f"turn {vote['turn']}'s vote before the council votes (empty "
                                 "until the votes are revealed)")
    to_act = state["to_act"]
    if to_act and phase != "actions":
        shape.fail("state.to_act", f"{to_act} in the {phase} step (players act in turn only in "
                                   "the actions phase)")
    elif phase == "actions":
        for p in active:
            taken, lost = state["taken"].get(p, 0), state["lost_actions"].get(p, 0)
            if taken + to_act.count(p) + lost != 3:
                shape.fail("state.to_act", f"{p}: {taken} action(s) taken, {to_act.count(p)} to "
                                           f"come and {lost} lost (3 a turn)")
    elif phase != "over":
        busy = sorted(p for p, n in state["taken"].items() if n)
        if busy:
            shape.fail("state.taken", f"actions taken by {busy} in the {phase} step (none "
                                      "before the actions phase)")
    gone = [p for p in to_act if p not in active]
    if gone:
        shape.fail("state.to_act", f"{sorted(set(gone))} dropped out (only players still in the "
                                   "game act)")
    if state["pending"] and phase != "effects":
        shape.fail("state.pending", f"asks of {sorted(state['pending'])} in the {phase} step "
                                    "(only the effects step waits for answers)")
    elif any(p not in active for p in state["pending"]):
        shape.fail("state.pending", "asks of a player who dropped out")
    for key in ("final", "winners"):
        if bool(state[key]) != (phase == "over"):
            shape.fail(f"state.{key}", ("empty at the end of the game" if phase == "over" else
                                        f"set in the {phase} step (only at the end of the "
                                        "game)"))


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _seats(shape: Shape, state: dict[str, Any], players: list[str]) -> None:
    has = state.keys()
    planets = state.get("planets")
    if "planets" in has and shape.table(planets, "state.planets", players):
        for p in players:
            shape.one_of(planets[p], f"state.planets.{p}", COLOURS, "a colour")
        if len(set(map(str, planets.values()))) != len(planets):
            shape.fail("state.planets", "two players run the same planet")
    for key in ("dropped", "winners"):
        if key in has:
            shape.names(state[key], f"state.{key}", players, "a player", len(players), unique=True)
    if "to_act" in has and shape.names(state["to_act"], "state.to_act", players, "a player",
                                       3 * len(players)):
        for p in set(state["to_act"]):
            if state["to_act"].count(p) > 3:
                shape.fail("state.to_act", f"{p} acts {state['to_act'].count(p)} times (at most 3)")
    if "first_player" in has:
        shape.one_of(state["first_player"], "state.first_player", players, "a player")
    if "neutral" in has and shape.names(state["neutral"], "state.neutral", COLOURS, "a colour",
                                        len(COLOURS), unique=True) \
            and isinstance(planets, dict) and isinstance(state.get("dropped"), list):
        running = {planets.get(p) for p in players if p not in state["dropped"]}
        if set(state["neutral"]) & running \
                or set(state["neutral"]) | running | set(map(str, planets.values())) != set(COLOURS):
            shape.fail("state.neutral", "exactly the colours no active player runs")


def _pieces(shape: Shape, state: dict[str, Any], players: list[str], board: Any) -> None:
    has = state.keys()
    if "stock" in has and shape.table(state["stock"], "state.stock", players):
        for p in players:
            shape.counts(state["stock"][p], f"state.stock.{p}", COLOURS, 0, MAX_PIECES)
    if "colonists" in has:
        shape.counts(state["colonists"], "state.colonists", players, 0, MAX_PIECES)
    if "credits" in has and shape.table(state["credits"], "state.credits", players):
        for p in players:
            if state["credits"][p] != HIDDEN:
                shape.whole(state["credits"][p], f"state.credits.{p}", 0, MAX_CREDITS)
    for key in ("lost_actions", "taken"):
        if key in has:
            shape.counts(state[key], f"state.{key}", players, 0, 3)
    top = board.max_level if board is not None else 10
    if "tech" in has and shape.table(state["tech"], "state.tech", players):
        for p in players:
            shape.counts(state["tech"][p], f"state.tech.{p}", TECHS, 1, top)
    low, high = (board.agreement_min, board.agreement_max) if board is not None else (0, 99)
    for key, (least, most) in (("agreements", (low, high)), ("pirates", (0, MAX_PIECES))):
        if key in has and shape.table(state[key], f"state.{key}", COLOURS):
            for c in COLOURS:
                shape.counts(state[key][c], f"state.{key}.{c}", [o for o in COLOURS if o != c],
                             least, most)
    if "markets" in has:
        shape.counts(state["markets"], "state.markets", COLOURS, 0, MAX_PIECES)
    pirates, neutral = state.get("pirates"), state.get("neutral")
    if isinstance(pirates, dict) and isinstance(neutral, list):
        for c in neutral:
            row = pirates.get(c)
            if isinstance(row, dict) and any(isinstance(n, int) and n for n in row.values()):
                shape.fail(f"state.pirates.{c}", f"pirates on the routes of {c}, a neutral planet "
                                                 "(its routes hold none)")


def _cards(shape: Shape, state: dict[str, Any], players: list[str], board: Any) -> None:
    """Card numbers of the board (0: hidden, in a players' copy), each card in one place."""
    has = state.keys()
    numbers = sorted(board.cards)
    seen: list[int] = []

    def cards(value: Any, path: str, hidden: bool) -> None:
        if not shape.listing(value, path, len(numbers)):
            return
        for i, card in enumerate(value):
            if _card(shape, card, f"{path}.{i}", numbers, hidden):
                seen.append(card)

    if "hands" in has and shape.table(state["hands"], "state.hands", players):
        for p in players:
            cards(state["hands"][p], f"state.hands.{p}", True)
    for key in ("deck", "undealt", "discard"):
        if key in has:
            cards(state[key], f"state.{key}", key != "discard")
    if "card" in has and _card(shape, state["card"], "state.card", numbers, True):
        seen.append(state["card"])
    shown = [c for c in seen if c]
    twice = sorted({c for c in shown if shown.count(c) > 1})
    if twice:
        shape.fail("state.hands", f"event card(s) {twice} are in two places (hands, deck, "
                                  "undealt, discard, card)")
    elif 0 not in seen[:-1] and not shape.problems and sorted(shown) != numbers:
        lost = sorted(set(numbers) - set(shown))
        shape.fail("state.undealt", f"event card(s) {lost} are nowhere (every card is in a hand, "
                                    "the deck, the undealt cards, the discard pile or on the table)")
    if "picked" in has and shape.table(state["picked"], "state.picked"):
        deck = state.get("deck") if isinstance(state.get("deck"), list) else []
        for p, picks in state["picked"].items():
            at = f"state.picked.{p}"
            if p not in players:
                shape.fail(at, "not a player")
            elif shape.listing(picks, at, len(numbers)):
                for i, card in enumerate(picks):
                    if _card(shape, card, f"{at}.{i}", numbers, False) and 0 not in deck \
                            and card not in deck:
                        shape.fail(f"{at}.{i}", f"card {card} is no longer in the deck")


def _card(shape: Shape, value: Any, path: str, numbers: list[int], hidden: bool) -> bool:
    """An event card number of the board (with `hidden`, 0 too: none, or hidden)."""
    if not shape.whole(value, path, 0 if hidden else 1, max(numbers, default=0)):
        return False
    if value and value not in numbers:
        return shape.fail(path, f"{value} is not an event card of the board")
    return True


def _steps(shape: Shape, state: dict[str, Any], players: list[str]) -> None:
    """What the current step needs: the last vote, what the event asks, the restrictions, the
    upkeep orders and the final scores."""
    has = state.keys()
    if "vote" in has and shape.table(state["vote"], "state.vote") and state["vote"]:
        vote = state["vote"]
        if shape.table(vote, "state.vote", VOTE_KEYS, VOTE_LATER):
            shape.whole(vote["turn"], "state.vote.turn", 1, MAX_TURN)
            shape.whole(vote["card"], "state.vote.card", 1, 1000)
            shape.text(vote["name"], "state.vote.name")
            for key in ("yes", "no"):
                shape.whole(vote[key], f"state.vote.{key}", 0, MAX_PIECES)
            shape.one_of(vote["outcome"], "state.vote.outcome", ("yes", "no", "tie"))
            shape.flag(vote["tied"], "state.vote.tied")
            shape.one_of(vote["decided_by"], "state.vote.decided_by", ["", *players], "a player")
            for key in ("winners", "fewest"):
                shape.names(vote[key], f"state.vote.{key}", players, "a player", len(players))
            shape.listing(vote["applied"], "state.vote.applied", 100)
            if shape.table(vote["votes"], "state.vote.votes"):
                for p, line in vote["votes"].items():
                    at = f"state.vote.votes.{p}"
                    if p not in players:
                        shape.fail(at, "not a player")
                    elif shape.table(line, at, ("side", "spent", "votes", "default")):
                        shape.one_of(line["side"], f"{at}.side", ("yes", "no"))
                        shape.whole(line["votes"], f"{at}.votes", 0, MAX_PIECES)
                        shape.flag(line["default"], f"{at}.default")
                        if shape.table(line["spent"], f"{at}.spent"):
                            for c, n in line["spent"].items():
                                if shape.one_of(c, f"{at}.spent.{c}", COLOURS, "a colour"):
                                    shape.whole(n, f"{at}.spent.{c}", 0, MAX_PIECES)
            if shape.table(vote.get("asked", {}), "state.vote.asked"):
                for p, kinds in vote.get("asked", {}).items():
                    if p not in players:
                        shape.fail(f"state.vote.asked.{p}", "not a player")
                    else:
                        shape.names(kinds, f"state.vote.asked.{p}", ASK_KINDS, "an effect", 20)
    if "pending" in has and shape.table(state["pending"], "state.pending"):
        for p, asks in state["pending"].items():
            at = f"state.pending.{p}"
            if p not in players:
                shape.fail(at, "not a player")
                continue
            if not shape.listing(asks, at, 20):
                continue
            for i, ask in enumerate(asks):
                if shape.table(ask, f"{at}.{i}", ("kind",), ("amount", "actions", "count", "source")):
                    shape.one_of(ask["kind"], f"{at}.{i}.kind", ASK_KINDS, "an effect")
                    if "amount" in ask:
                        shape.whole(ask["amount"], f"{at}.{i}.amount", 0, MAX_PIECES)
                    if "count" in ask:
                        shape.whole(ask["count"], f"{at}.{i}.count", 1, 10)
                    if "actions" in ask:
                        shape.names(ask["actions"], f"{at}.{i}.actions", ACTIONS, "an action", 10)
                    if "source" in ask:
                        shape.text(ask["source"], f"{at}.{i}.source")
    if "restrictions" in has and shape.table(state["restrictions"], "state.restrictions"):
        for p, actions in state["restrictions"].items():
            if p not in players:
                shape.fail(f"state.restrictions.{p}", "not a player")
            else:
                shape.names(actions, f"state.restrictions.{p}", ACTIONS, "an action",
                            len(ACTIONS), unique=True)
    if "upkeep_orders" in has and shape.table(state["upkeep_orders"], "state.upkeep_orders"):
        for p, orders in state["upkeep_orders"].items():
            at = f"state.upkeep_orders.{p}"
            if p not in players:
                shape.fail(at, "not a player")
            elif shape.table(orders, at, (), ("police", "substitute")):
                for key, colours in orders.items():
                    shape.names(colours, f"{at}.{key}", COLOURS, "a colour", len(COLOURS))
    if "final" in has and shape.listing(state["final"], "state.final", len(players)):
        for i, line in enumerate(state["final"]):
            at = f"state.final.{i}"
            if not shape.table(line, at, SCORE_KEYS):
                continue
            shape.one_of(line["player"], f"{at}.player", players, "a player")
            shape.one_of(line["planet"], f"{at}.planet", COLOURS, "a colour")
            shape.flag(line["dropped"], f"{at}.dropped")
            shape.whole(line["rank"], f"{at}.rank", 1, len(players))
            for key in ("tech_points", "resources", "total"):
                shape.whole(line[key], f"{at}.{key}", 0, MAX_CREDITS + 10 * MAX_PIECES)
            if line["credits"] != HIDDEN:
                shape.whole(line["credits"], f"{at}.credits", 0, MAX_CREDITS)
            shape.counts(line["levels"], f"{at}.levels", TECHS, 1, 10)


def _ledger(shape: Shape, state: dict[str, Any], players: list[str]) -> None:
    """The bank's counts, and (when the rest is sound) that they agree with what is held: a hand
    edit that gives a player resources must say where they came from (`gm adjust` does)."""
    bank = state["bank"]
    if not shape.table(bank, "state.bank", ("resources", "colonists", "credits")):
        return
    shape.counts(bank["resources"], "state.bank.resources", COLOURS, 0,
                 MAX_PIECES * (len(players) + 1))
    shape.whole(bank["colonists"], "state.bank.colonists", 0, MAX_PIECES * 25)
    if bank["credits"] != HIDDEN:
        shape.whole(bank["credits"], "state.bank.credits", 0, MAX_CREDITS * len(players))
    if shape.problems:
        return
    for c in COLOURS:
        held = state["markets"][c] + sum(state["stock"][p][c] for p in players)
        if held != bank["resources"][c]:
            shape.fail(f"state.bank.resources.{c}", f"{bank['resources'][c]} out of the supply, "
                       f"but the stocks and the {c} market hold {held} (a hand edit changes both; "
                       "gm adjust does)")
    tokens = sum(state["colonists"].values()) + sum(sum(r.values()) for r in state["pirates"].values())
    if tokens != bank["colonists"]:
        shape.fail("state.bank.colonists", f"{bank['colonists']} out of the supply, but the players "
                   f"hold {tokens} colonists and pirates between them and the routes")
    credits = list(state["credits"].values())
    if bank["credits"] != HIDDEN and HIDDEN not in credits and sum(credits) != bank["credits"]:
        shape.fail("state.bank.credits", f"{bank['credits']} paid out by the bank, but the players "
                   f"hold {sum(credits)}")


def public_view(state: dict[str, Any]) -> dict[str, Any]:
    """The state as every player may see it: no credits (until the end), no hands, no deck order.
    Built key by key, so a key added later stays private until it is listed here."""
    from gm_tool.games.colonies.rules.core import current_player, order_of, player_of

    ended = state["phase"] == "over"
    board = state["board"]
    cards = {c["number"]: c for c in board.get("card", [])}

    def card_view(number: int) -> dict[str, Any]:
        card = cards.get(number)
        if not card:
            return {}
        yes, no = card.get("yes", {}), card.get("no", {})
        return {"number": number, "name": card.get("name", ""), "colonists": card.get("colonists", 0),
                "yes_title": yes.get("title", ""), "yes_text": yes.get("text", ""),
                "no_title": no.get("title", ""), "no_text": no.get("text", ""),
                "unverified": list(card.get("unverified", []))}

    view = {
        "turn": state["turn"],
        "turns": state.get("turns", 10),
        "phase": state["phase"],
        "players": list(state["players"]),
        "planets": dict(state["planets"]),
        "neutral": list(state["neutral"]),
        "owners": {c: player_of(state, c) or "" for c in board.get("ring", COLOURS)},
        "dropped": list(state["dropped"]),
        "first_player": state["first_player"],
        "turn_order": order_of(state),
        "current_player": current_player(state) or "",
        "stock": {p: dict(v) for p, v in state["stock"].items()},
        "colonists": dict(state["colonists"]),
        "tech": {p: dict(v) for p, v in state["tech"].items()},
        "agreements": {c: dict(v) for c, v in state["agreements"].items()},
        "pirates": {c: dict(v) for c, v in state["pirates"].items()},
        "markets": dict(state["markets"]),
        "hand_sizes": {p: len(h) for p, h in state["hands"].items()},
        "deck_size": len(state["deck"]),
        "card": card_view(state["card"]),
        "discard": [card_view(n) for n in state["discard"]],
        "vote": state["vote"],
        "pending": {p: list(v) for p, v in state["pending"].items()},
        "restrictions": {p: list(v) for p, v in state["restrictions"].items()},
        "lost_actions": dict(state["lost_actions"]),
        "to_act": list(state["to_act"]),
        "taken": dict(state["taken"]),
        "ring": list(board.get("ring", COLOURS)),
        "planet_names": {c: (board.get("planets", {}).get(c) or {}).get("planet", c)
                         for c in COLOURS},
        "resource_names": {c: (board.get("planets", {}).get(c) or {}).get("resource", c)
                           for c in COLOURS},
        "vp_table": list(board.get("levels", {}).get("vp", [])),
        "ended": ended,
        "final": [dict(line) for line in state["final"]] if ended else [],
        "winners": list(state["winners"]) if ended else [],
    }
    return view


def redacted(state: dict[str, Any]) -> dict[str, Any]:
    """A copy for players (gm export --public): credits, hands, the deck order and the undealt
    cards hidden until the game has ended; it still passes `problems`."""
    if state.get("phase") == "over":
        return state
    bank = dict(state.get("bank", {}))
    bank["credits"] = HIDDEN
    return {**state,
            "credits": {p: HIDDEN for p in state.get("credits", {})},
            "hands": {p: [0] * len(h) for p, h in state.get("hands", {}).items()},
            "deck": [0] * len(state.get("deck", [])),
            "undealt": [0] * len(state.get("undealt", [])),
            "picked": {},
            "bank": bank}
