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

from .board import ACTIONS, COLOURS, TECHS, compile_board

PHASES = ("deck", "income", "vote", "tie", "effects", "actions", "over")
#: a secret value in a players' copy (gm export --public)
HIDDEN = "hidden"


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def active_players(state: dict[str, Any]) -> list[str]:
    return [p for p in state["players"] if p not in state["dropped"]]


def problems(state: dict[str, Any], players: list[str]) -> list[str]:
    """Everything wrong with a (hand-edited) state, each naming its key path."""
    out: list[str] = []
    if not isinstance(state, dict):
        return ["state: not a table"]
    keys = ("turn", "phase", "players", "planets", "neutral", "dropped", "first_player", "stock",
            "colonists", "credits", "tech", "agreements", "pirates", "markets", "hands", "deck",
            "undealt", "picked", "card", "discard", "vote", "pending", "restrictions",
            "lost_actions", "to_act", "taken", "upkeep_orders", "bank", "final", "winners", "board")
    for key in keys:
        if key not in state:
            out.append(f"state.{key}: missing")
    if out:
        return out
    _, board_problems = compile_board(state["board"])
    out += [f"state.board.{p}" for p in board_problems]
    if state["players"] != list(players):
        out.append(f"state.players: {state['players']} is not the campaign's players {players}")
    if not _whole(state["turn"]) or state["turn"] < 1:
        out.append(f"state.turn: {state['turn']!r} is not a turn number (1 or more)")
    if state["phase"] not in PHASES:
        out.append(f"state.phase: {state['phase']!r} is not one of {', '.join(PHASES)}")
    planets = state["planets"]
    if not isinstance(planets, dict) or set(planets) != set(players) \
            or any(c not in COLOURS for c in planets.values()) \
            or len(set(planets.values())) != len(planets):
        out.append("state.planets: one different colour per player")
    neutral = state["neutral"]
    if not isinstance(neutral, list) or any(c not in COLOURS for c in neutral):
        out.append("state.neutral: a list of colours")
    elif isinstance(planets, dict):
        running = {planets.get(p) for p in players if p not in state["dropped"]}
        if set(neutral) & running or set(neutral) | running | set(planets.values()) != set(COLOURS):
            out.append("state.neutral: exactly the colours no active player runs")
    for key in ("dropped", "to_act", "winners"):
        if not isinstance(state[key], list) or any(p not in players for p in state[key]):
            out.append(f"state.{key}: every entry must be one of {', '.join(players)}")
    if state["first_player"] not in players:
        out.append(f"state.first_player: {state['first_player']!r} is not a player")
    for key in ("stock",):
        table = state[key]
        if not isinstance(table, dict) or set(table) != set(players):
            out.append(f"state.{key}: needs one entry per player")
            continue
        for p, row in table.items():
            if not isinstance(row, dict) or set(row) != set(COLOURS) \
                    or any(not _whole(v) or v < 0 for v in row.values()):
                out.append(f"state.{key}.{p}: a whole number of 0 or more for each colour")
    for key in ("colonists", "credits", "lost_actions", "taken"):
        table = state[key]
        if not isinstance(table, dict) or set(table) != set(players):
            out.append(f"state.{key}: needs one entry per player")
            continue
        for p, value in table.items():
            if key == "credits" and value == HIDDEN:
                continue
            if not _whole(value) or value < 0:
                out.append(f"state.{key}.{p}: {value!r} is not a whole number of 0 or more")
    tech = state["tech"]
    if not isinstance(tech, dict) or set(tech) != set(players):
        out.append("state.tech: needs one entry per player")
    else:
        for p, row in tech.items():
            if not isinstance(row, dict) or set(row) != set(TECHS) \
                    or any(not _whole(v) or not 1 <= v <= 10 for v in row.values()):
                out.append(f"state.tech.{p}: a level of 1 or more for each of {', '.join(TECHS)}")
    for key in ("agreements", "pirates"):
        table = state[key]
        if not isinstance(table, dict) or set(table) != set(COLOURS):
            out.append(f"state.{key}: one table per colour")
            continue
        for colour, row in table.items():
            others = set(COLOURS) - {colour}
            if not isinstance(row, dict) or set(row) != others \
                    or any(not _whole(v) or v < 0 for v in row.values()):
                out.append(f"state.{key}.{colour}: a whole number of 0 or more for each other colour")
    markets = state["markets"]
    if not isinstance(markets, dict) or set(markets) != set(COLOURS) \
            or any(not _whole(v) or v < 0 for v in markets.values()):
        out.append("state.markets: a whole number of 0 or more for each colour")
    hands = state["hands"]
    if not isinstance(hands, dict) or set(hands) != set(players):
        out.append("state.hands: needs one entry per player")
    else:
        for p, hand in hands.items():
            if not isinstance(hand, list) or any(not _whole(c) or c < 0 for c in hand):
                out.append(f"state.hands.{p}: a list of card numbers")
    for key in ("deck", "undealt", "discard"):
        if not isinstance(state[key], list) or any(not _whole(c) or c < 0 for c in state[key]):
            out.append(f"state.{key}: a list of card numbers")
    picked = state["picked"]
    if not isinstance(picked, dict) or any(p not in players or not isinstance(v, list)
                                           for p, v in picked.items()):
        out.append("state.picked: player -> a list of card numbers")
    if not _whole(state["card"]) or state["card"] < 0:
        out.append("state.card: a card number (0 = none)")
    for key in ("vote", "bank", "upkeep_orders", "pending", "restrictions"):
        if not isinstance(state[key], dict):
            out.append(f"state.{key}: a table")
    for p, actions in (state["restrictions"] or {}).items() if isinstance(state["restrictions"], dict) else ():
        if p not in players or not isinstance(actions, list) or any(a not in ACTIONS for a in actions):
            out.append(f"state.restrictions.{p}: a list of actions ({', '.join(ACTIONS)})")
    for p in (state["pending"] or {}) if isinstance(state["pending"], dict) else ():
        if p not in players or not isinstance(state["pending"][p], list):
            out.append(f"state.pending.{p}: a list of what the event asks of the player")
    if not isinstance(state["final"], list):
        out.append("state.final: a list of score lines")
    if state["phase"] == "actions" and not state["to_act"]:
        out.append("state.to_act: an action phase needs someone to act")
    if state["phase"] == "effects" and not state["pending"]:
        out.append("state.pending: an effects step needs someone to answer")
    return out


def public_view(state: dict[str, Any]) -> dict[str, Any]:
    """The state as every player may see it: no credits (until the end), no hands, no deck order.
    Built key by key, so a key added later stays private until it is listed here."""
    from .rules.core import current_player, order_of, player_of

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
