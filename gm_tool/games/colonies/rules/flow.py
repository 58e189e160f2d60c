"""The game's course: set-up, the event deck, and the moves from one phase to the next, each
done inside the apply of the step that ends the phase before (in place on a working copy).

    setup -> deck (secret) -> income (posts) -> vote (secret) [-> tie (turn)] [-> effects (posts)]
          [-> deck (secret), after turn 5's event phase] -> actions (turns) -> upkeep (automatic)
          -> income of the next turn ... -> over (after turn 10's upkeep)
"""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.errors import GmError
from gm_tool.core.kit.rng import RecordedRng

from gm_tool.games.colonies.rules.board import COLOURS, TECHS, board_of
from gm_tool.games.colonies.actions import Community, DeckPick
from gm_tool.games.colonies.rules import core
from gm_tool.games.colonies.rules.phases import apply_income, upkeep

# -- set-up --------------------------------------------------------------------------------------


def neutral_setting(text: str, players: int, ring: tuple[str, ...]) -> list[str] | None:
    """The neutral planets a setting names (None: drawn), checked."""
    words = [w.strip().lower() for w in text.replace(";", ",").split(",") if w.strip()]
    if not words:
        return None
    want = 5 - players
    if any(w not in COLOURS for w in words) or len(set(words)) != len(words):
        raise GmError(f"neutral_planets {text!r}: name colours ({', '.join(COLOURS)})")
    if len(words) != want:
        raise GmError(f"neutral_planets {text!r}: {players} players leave {want} neutral planet(s)")
    return [c for c in ring if c in words]


def _shuffle(items: list[Any], rng: RecordedRng, purpose: str, secret: bool = False) -> list[Any]:
    """Fisher-Yates from the recorded RNG; each draw's result is a neutral position."""
    items = list(items)
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1, f"{purpose}: position {i + 1}", secret=secret)
        items[i], items[j] = items[j], items[i]
    return items


def setup(players: list[str], settings: Any, rng: RecordedRng, board_data: dict[str, Any]) -> dict[str, Any]:
    board = board_of({"board": board_data})
    n = len(players)
    ring = board.ring
    neutral = neutral_setting(settings.neutral_planets, n, ring)
    if neutral is None:
        if n == 4:
            neutral = [rng.choice(list(ring), "the neutral planet")]
        elif n == 3:
            pairs = [(a, b) for i, a in enumerate(ring) for b in ring[i + 1:] if not board.neighbours(a, b)]
            pick = rng.choice(pairs, "the two neutral planets (never neighbours)",
                              [f"{a} and {b}" for a, b in pairs])
            neutral = [c for c in ring if c in pick]
        else:
            neutral = []
    if n == 3 and board.neighbours(*neutral):
        raise GmError(f"neutral_planets: {neutral[0]} and {neutral[1]} are neighbours",
                      "with 3 players the two neutral planets are never neighbours")
    free = [c for c in ring if c not in neutral]
    if settings.planet_deal == "random":
        free = _shuffle(free, rng, "the planets dealt")
    planets = dict(zip(players, free))
    first = players[0] if settings.first_player == "signup" else \
        rng.choice(list(players), "the first player")
    credits = settings.start_credits_three_players if n == 3 else settings.start_credits
    stock = {p: {c: (0 if c == planets[p] else settings.start_resources) for c in COLOURS}
             for p in players}
    cards = sorted(board.cards)
    dealt = _shuffle(cards, rng, "the event cards dealt")
    hands = {}
    for i, p in enumerate(players):
        hands[p] = dealt[i * settings.hand_size:(i + 1) * settings.hand_size]
    undealt = dealt[n * settings.hand_size:]
    markets = {c: board.market_start for c in COLOURS}
    state = {
        "turn": 1,
        "phase": "deck",
        "players": list(players),
        "planets": planets,
        "neutral": neutral,
        "dropped": [],
        "first_player": first,
        "stock": stock,
        "colonists": {p: 0 for p in players},
        "credits": {p: credits for p in players},
        "tech": {p: {t: 1 for t in TECHS} for p in players},
        "agreements": {c: {o: board.agreement_start for o in COLOURS if o != c} for c in COLOURS},
        "pirates": {c: {o: 0 for o in COLOURS if o != c} for c in COLOURS},
        "markets": markets,
        "hands": hands,
        "deck": [],
        "undealt": undealt,
        "picked": {},
        "card": 0,
        "discard": [],
        "vote": {},
        "pending": {},
        "restrictions": {},
        "lost_actions": {p: 0 for p in players},
        "to_act": [],
        "taken": {p: 0 for p in players},
        "upkeep_orders": {},
        "bank": {"resources": {c: markets[c] + sum(stock[p][c] for p in players) for c in COLOURS},
                 "colonists": 0, "credits": credits * n},
        "final": [],
        "winners": [],
        "board": board_data,
    }
    return state


# -- the event deck ------------------------------------------------------------------------------

def build_deck(state: dict[str, Any], picks: dict[str, DeckPick | None], settings: Any,
               rng: RecordedRng, log: list[dict[str, Any]]) -> dict[str, Any]:
    """[seed, setup 5] one card from each player's hand, topped up to five from the undealt cards,
    shuffled; the top card revealed. A player who sent no card puts in one drawn from their hand."""
    chosen: list[int] = []
    defaulted = []
    for player in core.order_of(state):
        hand = state["hands"][player]
        if not hand:
            continue
        pick = picks.get(player)
        if pick is None or not 1 <= pick.position <= len(hand):
            position = rng.below(len(hand), f"{player}'s card for the deck (none was sent)", secret=True)
            defaulted.append(player)
        else:
            position = pick.position - 1
        card = hand.pop(position)
        chosen.append(card)
        state["picked"].setdefault(player, []).append(card)
    # A deck resupplied before it is used up (a house rule's earlier resupply_turn) keeps the
    # cards still in it, shuffled in with the new ones: no card leaves the game.
    left = state["deck"]
    top_up = max(0, 5 - len(chosen) - len(left))
    extra = state["undealt"][:top_up]
    state["undealt"] = state["undealt"][top_up:]
    # Shuffled from the cards in number order, and the draws secret until the game ends: public
    # draws over a known starting order would tell players where the cards they know lie.
    deck = _shuffle(sorted(left + chosen + extra), rng, "the event deck shuffled", secret=True)
    state["deck"] = deck
    log.append({"player": "", "text": f"the event deck: {len(chosen)} cards from the players"
                + (f" and {len(extra)} from the undealt cards" if extra else "")
                + (f", with the {len(left)} still in it" if left else "") + ", shuffled"})
    if defaulted:
        log.append({"player": "", "text": "a card drawn at random from the hand of "
                    + ", ".join(defaulted) + " (no card was sent)"})
    return {"from_players": len(chosen), "from_undealt": len(extra), "defaulted": defaulted}


def reveal_next(state: dict[str, Any], log: list[dict[str, Any]]) -> None:
    """The next event card becomes the current one (none when the deck is empty)."""
    if state["card"]:
        state["discard"].append(state["card"])
    if state["deck"]:
        card = state["deck"].pop(0)
        state["card"] = card
        for player, cards in list(state["picked"].items()):
            if card in cards:
                cards.remove(card)
            if not cards:
                del state["picked"][player]
        name = board_of(state).cards[card].name
        log.append({"player": "", "text": f"the next event card is revealed: {name}"})
    else:
        state["card"] = 0


def after_deck(state: dict[str, Any], settings: Any, log: list[dict[str, Any]]) -> None:
    """After a deck pick: at set-up the first card opens turn 1's income; after turn 5's event
    phase the next card is revealed and the action phase begins."""
    setting_up = not state["discard"] and not state["card"]
    reveal_next(state, log)
    if setting_up:
        start_income(state, settings, log)
    else:
        start_actions(state, settings, log)


# -- phases --------------------------------------------------------------------------------------

def start_income(state: dict[str, Any], settings: Any, log: list[dict[str, Any]]) -> dict[str, Any] | None:
    if getattr(settings, "community_choice", "posts") == "posts":
        state["phase"] = "income"
        return None
    record = apply_income(state, {}, settings, log)
    start_vote(state, settings, log)
    return record


def after_income(state: dict[str, Any], choices: dict[str, Community | None], settings: Any,
                 log: list[dict[str, Any]]) -> dict[str, Any]:
    record = apply_income(state, choices, settings, log)
    start_vote(state, settings, log)
    return record


def start_vote(state: dict[str, Any], settings: Any, log: list[dict[str, Any]]) -> None:
    state["vote"] = {}
    if state["card"]:
        state["phase"] = "vote"
    else:                                 # no card left: no event this turn
        log.append({"player": "", "text": "no event card is left: no council vote this turn"})
        end_event_phase(state, settings, log)


def after_outcome(state: dict[str, Any], settings: Any, log: list[dict[str, Any]]) -> None:
    """Once the vote's outcome is applied: the effects step if someone must choose, else the end
    of the event phase."""
    if state["pending"]:
        state["phase"] = "effects"
    else:
        end_event_phase(state, settings, log)


def end_event_phase(state: dict[str, Any], settings: Any, log: list[dict[str, Any]]) -> None:
    resupply = getattr(settings, "resupply_turn", 5)
    if resupply and state["turn"] == resupply and any(state["hands"][p] for p in core.active(state)):
        state["phase"] = "deck"
        return
    reveal_next(state, log)
    start_actions(state, settings, log)


def start_actions(state: dict[str, Any], settings: Any, log: list[dict[str, Any]]) -> None:
    order = core.order_of(state)
    queue = []
    for k in range(3):
        for p in order:
            if k < 3 - state["lost_actions"].get(p, 0):
                queue.append(p)
    state["to_act"] = queue
    state["taken"] = {p: 0 for p in state["players"]}
    state["phase"] = "actions"
    if not queue:
        end_turn(state, settings, log)


def actions_allowed(state: dict[str, Any], player: str) -> int:
    return 3 - state["lost_actions"].get(player, 0)


def after_action(state: dict[str, Any], player: str, settings: Any,
                 log: list[dict[str, Any]]) -> dict[str, Any] | None:
    """`player` has taken an action (the first of their turns still to come)."""
    queue = state["to_act"]
    if player in queue:
        queue.remove(player)
    state["taken"][player] = state["taken"].get(player, 0) + 1
    if state["to_act"]:
        return None
    return end_turn(state, settings, log)


def end_turn(state: dict[str, Any], settings: Any, log: list[dict[str, Any]]) -> dict[str, Any]:
    """4 upkeep, then the first player card and the turn marker move on; after the last turn the
    game ends."""
    record = upkeep(state, settings, log)
    old = state["first_player"]
    state["first_player"] = core.next_first_player(state)
    record["first_player"] = state["first_player"]
    log.append({"player": "", "text": f"the first player card passes from {old} to {state['first_player']}"})
    state["restrictions"] = {}
    state["lost_actions"] = {p: 0 for p in state["players"]}
    state["to_act"] = []
    state["taken"] = {p: 0 for p in state["players"]}
    if state["turn"] >= settings.turns:
        finish(state)
        log.append({"player": "", "text": "the game ends after the upkeep of turn "
                                          f"{state['turn']}: the final scoring"})
        return record
    state["turn"] += 1
    start_income(state, settings, log)
    return record


# -- the end -------------------------------------------------------------------------------------

def score_lines(state: dict[str, Any]) -> list[dict[str, Any]]:
    """[seed] technology levels (0-2-5-9-14-26 each) plus credits; ties: technology points,
    then resources in stock."""
    board = board_of(state)
    lines = []
    for p in state["players"]:
        tech = core.tech_vp(state, p, board)
        credits = state["credits"][p] if isinstance(state["credits"][p], int) else 0
        lines.append({"player": p, "planet": state["planets"][p], "tech_points": tech,
                      "levels": dict(state["tech"][p]), "credits": credits,
                      "resources": core.total_resources(state, p), "total": tech + credits,
                      "dropped": p in state["dropped"]})
    lines.sort(key=lambda x: (-x["total"], -x["tech_points"], -x["resources"], state["players"].index(x["player"])))
    rank = 0
    previous = None
    for i, line in enumerate(lines):
        key = (line["total"], line["tech_points"], line["resources"])
        if key != previous:
            rank = i + 1
        line["rank"] = rank
        previous = key
    return lines


def finish(state: dict[str, Any]) -> None:
    lines = score_lines(state)
    state["phase"] = "over"
    state["final"] = lines
    state["winners"] = [line["player"] for line in lines if line["rank"] == 1]


# -- a player leaves -----------------------------------------------------------------------------

def drop(state: dict[str, Any], player: str, settings: Any) -> dict[str, Any]:
    """`player` leaves: their planet is run as a neutral planet from now on (it fulfils its
    agreements from the supply, holds no pirates, is never affected by events); their hand goes
    to the undealt cards; their stocks and credits stay for the final scoring."""
    if player in state["dropped"]:
        return state
    state = core.copy_state(state)
    colour = state["planets"][player]
    log: list[dict[str, Any]] = []
    if state["first_player"] == player and len(core.active(state)) > 1:
        state["first_player"] = core.next_first_player(state)
    state["dropped"].append(player)
    state["neutral"] = [c for c in board_of(state).ring if c in set(state["neutral"]) | {colour}]
    blockable = bool(getattr(settings, "neutral_routes_blockable", False))
    for owner, row in state["pirates"].items():
        for partner in row:
            if owner == colour or (partner == colour and not blockable):
                core.remove_pirates(state, owner, partner, row[partner])
    core.lose_colonists(state, player, state["colonists"][player])
    state["undealt"] = state["undealt"] + state["hands"][player]
    state["hands"][player] = []
    state["pending"].pop(player, None)
    state["restrictions"].pop(player, None)
    state["to_act"] = [p for p in state["to_act"] if p != player]
    if not core.active(state):
        finish(state)
        return state
    phase = state["phase"]
    if phase == "actions" and not state["to_act"]:
        end_turn(state, settings, log)
    elif phase == "effects" and not state["pending"]:
        after_outcome(state, settings, log)
    return state
