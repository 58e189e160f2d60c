"""Every input as its canonical text: what `gm template` prefills, what self-play posts, and what
the reader reads back to the same input (the text round trip)."""

from __future__ import annotations

from typing import Any

from gm_tool.games.colonies.actions import (
    Answer,
    Community,
    DeckPick,
    Hunt,
    Negotiate,
    Pass,
    Produce,
    Refuge,
    Removal,
    Sell,
    Turn,
    Upgrade,
    Upkeep,
    Vote,
)

_EURO = "\u20ac"
SIDE_WORDS = {"both": "both ways", "mine": "my side", "theirs": "their side"}


def _amounts(items) -> str:
    return ", ".join(f"{n} {c}" for c, n in items)


def owner_name(state: dict[str, Any], colour: str) -> str:
    """The player running a planet, as a post names them: by name (read back whole by the
    reader), or by the colour when the name is itself a colour word or the planet is neutral."""
    from gm_tool.core.kit.matching import fold

    from gm_tool.games.colonies.posts.phrases import COLOURS, W

    for p, c in state["planets"].items():
        if c == colour and p not in state["dropped"]:
            key = fold(p)
            if key in COLOURS.table or key in W["own"] or "'" in p:
                return colour
            return p
    return colour


def route_words(state: dict[str, Any], player: str, owner: str, partner: str) -> str:
    if owner == state["planets"][player]:
        return f"my {partner} route"
    return f"{owner_name(state, owner)}'s {partner} route"


def _removals(state: dict[str, Any], player: str, removals: tuple[Removal, ...]) -> str:
    return ", ".join(f"{r.count} from {route_words(state, player, r.owner, r.partner)}"
                     for r in removals)


def write_action(state: dict[str, Any], player: str, action) -> str:
    if isinstance(action, Refuge):
        text = "refuge: " + (_removals(state, player, action.removals) or "none")
        return text + (f"; keep {action.keep} as colonists" if action.keep else "")
    if isinstance(action, Hunt):
        return "hunt pirates: " + (_removals(state, player, action.removals) or "none")
    if isinstance(action, Sell):
        return "sell " + (_amounts(action.items) or "nothing")
    if isinstance(action, Negotiate):
        groups: list[list[Any]] = []
        for s in action.steps:
            if groups and groups[-1][0] == (s.partner, s.side, s.delta):
                groups[-1][1] += 1
            else:
                groups.append([(s.partner, s.side, s.delta), 1])
        parts = [f"{'+' if d > 0 else '-'}{n} {SIDE_WORDS[side]} with {p}"
                 for (p, side, d), n in groups]
        return "negotiate: " + (", ".join(parts) or "nothing")
    if isinstance(action, Produce):
        colour = state["planets"][player]
        return (f"industry: {action.resources} {colour}, {action.colonists} "
                f"colonist{'s' if action.colonists != 1 else ''}")
    if isinstance(action, Upgrade):
        return f"upgrade {action.tech}"
    return "pass"


def read_as_action(state: dict[str, Any], player: str, action) -> str:
    """An action as the check reply's "Read as" gives it: the writer's canonical words, and for a
    sale and an upgrade the figures a GM reads in them (what each resource sells for, the level
    reached, its points, what it costs and what is bought at which price). The reader reads
    these words back to the same action, every figure checked."""
    text = write_action(state, player, action)
    try:
        if isinstance(action, Sell) and action.items:
            return text + _sale_figures(state, action)
        if isinstance(action, Upgrade):
            return text + _upgrade_figures(state, player, action.tech)
        if isinstance(action, (Refuge, Hunt)) and action.removals:
            return text + _removal_figures(state, player, action)
    except (KeyError, IndexError, TypeError, ValueError):
        pass                                       # a state the rules refuse anyway: the words alone
    return text


def _removal_figures(state: dict[str, Any], player: str, action) -> str:
    """" (+2 yellow, +1 purple)" for a refuge: the partner's resource per pirate taken in from
    another player's route; " (2 € from Priya, 1 € from Gorm)" for a hunt: 1 € a pirate from the
    route's owner. Nothing for the player's own routes or a neutral planet's."""
    from gm_tool.games.colonies.rules.core import player_of

    own = state["planets"][player]
    earned: dict[str, int] = {}
    for r in action.removals:
        owner = player_of(state, r.owner)
        if r.owner == own or owner is None:
            continue
        key = r.partner if isinstance(action, Refuge) else owner
        earned[key] = earned.get(key, 0) + r.count
    if not earned:
        return ""
    if isinstance(action, Refuge):
        ring = tuple(state["board"]["ring"]) if "board" in state else tuple(earned)
        order = sorted(earned, key=lambda c: ring.index(c) if c in ring else len(ring))
        return " (" + ", ".join(f"+{earned[c]} {c}" for c in order) + ")"
    return " (" + ", ".join(f"{n} {_EURO} from {who}" for who, n in earned.items()) + ")"


def _sale_figures(state: dict[str, Any], action: Sell) -> str:
    """" for 10 € (3 € + 2 € + 3 € + 2 €)": each resource on the highest free shelf of its market."""
    from gm_tool.games.colonies.rules.board import board_of

    board = board_of(state)
    prices: list[int] = []
    for colour, n in action.items:
        count = state["markets"][colour]
        prices.extend(board.prices_between(count + 1, count + n))
    if not prices:
        return ""
    if len(prices) == 1:
        return f" for {prices[0]} {_EURO}"
    each = " + ".join(f"{p} {_EURO}" for p in prices)
    return f" for {sum(prices)} {_EURO} ({each})"


def _upgrade_figures(state: dict[str, Any], player: str, tech: str) -> str:
    """" to level 4 (+4 VP): 4 yellow, 4 purple, 4 colonists, buying 2 yellow for 3 €"."""
    from gm_tool.games.colonies.rules.actions import upgrade_cost
    from gm_tool.games.colonies.rules.board import board_of

    board = board_of(state)
    cost = upgrade_cost(state, player, tech, board)
    if cost is None:
        return ""
    new, needs, bought, price, colonists = cost
    vp = board.vp[new - 1] - board.vp[new - 2] if new >= 2 else board.vp[new - 1]
    text = f" to level {new} (+{vp} VP): {_amounts(needs.items())}, {colonists} colonist{'s' if colonists != 1 else ''}"
    if bought and price >= 0:
        text += f", buying {_amounts(bought.items())} for {price} {_EURO}"
    return text


def write_upkeep(upkeep: Upkeep | None) -> str:
    if upkeep is None or not (upkeep.police or upkeep.substitute):
        return ""
    parts = []
    if upkeep.police:
        parts.append("police " + ", ".join(upkeep.police))
    if upkeep.substitute:
        parts.append("substitute " + ", ".join(upkeep.substitute))
    return "upkeep: " + "; ".join(parts)


def write_turn(state: dict[str, Any], player: str, turn: Turn) -> str:
    lines = [write_action(state, player, turn.action)]
    upkeep = write_upkeep(turn.upkeep)
    if upkeep:
        lines.append(upkeep)
    return "\n".join(lines) + "\n"


def write_answer(state: dict[str, Any], player: str, answer: Answer) -> str:
    lines = []
    if answer.credits:
        lines.append("take 4 credits")
    if answer.gain:
        lines.append("take " + _amounts(answer.gain))
    if answer.lose:
        lines.append("lose " + _amounts(answer.lose))
    if answer.lose_colonists:
        lines.append(f"lose {answer.lose_colonists} colonists")
    if answer.pirates:
        lines.append("pirates: " + ", ".join(
            f"{p.count} on {route_words(state, player, p.owner, p.partner)}" for p in answer.pirates))
    if answer.dump:
        lines.append("market: " + _amounts(answer.dump))
    if answer.upgrade:
        lines.append(f"free upgrade: {answer.upgrade}")
    if answer.downgrade:
        lines.append(f"downgrade {answer.downgrade}")
    for action in answer.actions:
        lines.append(write_action(state, player, action))
    upkeep = write_upkeep(answer.upkeep)
    if upkeep:
        lines.append(upkeep)
    return "\n".join(lines) + "\n"


def write_community(choice: Community) -> str:
    word = "credit" if choice.credits == 1 else "credits"      # "1 credit", "0 credits", "2 credits"
    return f"community: {choice.credits} {word}, reject {choice.reject}\n"


def write_production(said: dict) -> str:
    """The income's production figures a post wrote beside its Community choice ("5 red
    (4 export + 1 Industry) → 7 red"), each part as written: key → (figure, colour)."""
    parts = []
    if "produced" in said:
        parts.append("{} {}".format(*said["produced"]))
    if "export" in said and "industry" in said:
        parts.append(f"({said['export'][0]} export + {said['industry'][0]} Industry)")
    elif "export" in said or "industry" in said:         # "my export is 4": the part alone
        parts.append(f"export {said['export'][0]}" if "export" in said else f"Industry {said['industry'][0]}")
    if "stock_after" in said:
        parts.append("\u2192 {} {}".format(*said["stock_after"]))
    return "production: " + " ".join(parts)


def write_tie(side: str) -> str:
    return f"tie: {side}\n"


def write_vote(vote: Vote) -> str:
    if not vote.spend:
        return vote.side
    return vote.side + ", " + _amounts(vote.spend)


def write_pick(pick: DeckPick) -> str:
    return f"hand {pick.position}"


def write_pass() -> str:
    return write_action({}, "", Pass())
