"""Distant Colony's inputs as text and back, for self-play's round trip (core/game/selfplay.py): a
phase choice as `gm choose` takes it, and a player's TurnOrders as the canonical turn post that
the post reader (`posts.parse_post`) reads back to the same orders.

The canonical post names every building by its id ("Farm #7") and every staff or move source;
it writes one line per build, station trade, move and player trade (each section may repeat),
and, when the orders list Production steps, every other building Production would run unasked
as idle (the reader appends those to the list otherwise). It states what is ordered, not what it
yields: no claims.

    Colonization: Skilled; reserve Expert
    Build: Harvester staffed by Unskilled from Temporary Housing
    Production:
    Farm #2
    Market #5: sell 1 Food
    University #6: release Skilled
    Military HQ #9: Soldier from #4 to Temporary Housing, Unskilled from Temporary Housing
    into #4
    Goods Factory #3: idle
    Trade: buy 2 Machines
    Trade: buy 1 Machine on contract
    Organization: Skilled from Farm #2 -> Temporary Housing
    Organization: Unskilled from Temporary Housing -> Farm #2
    Organization: also take the Build played effect
    Player Trade: 1 Criminal to P2 for 2 Wealth
"""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import Step
from gm_tool.games.distant_colony.actions import HOUSING, Move, TurnOrders
from gm_tool.games.distant_colony.rules.catalogue import building_name
from gm_tool.games.distant_colony.rules import CATALOGUE
from gm_tool.games.distant_colony.state import DCState
from gm_tool.games.distant_colony.rules.names import (COLONIST_NAMES, PHASE_NAMES, PHASE_SPELLINGS,
                                                RESOURCE_NAMES)

#: kinds the reader never runs unasked (they need a choice, run in Survey, or have no effect)
_NOT_IMPLIED = frozenset(k for k, bt in CATALOGUE.items()
                         if bt.effect in ("none", "survey_station", "market", "military_hq")
                         or not bt.takes_staff)
_TRADE_VERBS = {"buy": "buy", "sell": "sell", "contract": "contract"}
#: a building's name where the catalogue's is not read back: in "Build: Officer School" and
#: "... into Officer School #8" the reader takes "Officer" for a colonist (and "School" for an
#: unknown building); it reads the spelling "Officer's School" (posts/words.toml)
_NAMES = {"officer_school": "Officer's School"}


def post_name(kind: str) -> str:
    """A building kind as the canonical post writes it (the post reader reads it back)."""
    return _NAMES.get(kind) or building_name(kind)


def write_action(state: DCState, step: Step, player: str, action: Any, settings) -> str:
    if step.kind == "secret":
        return PHASE_NAMES[action]
    return write_post(state, player, action)


def read_action(state: DCState, step: Step, player: str, text: str, settings) -> Any:
    if step.kind == "secret":
        word = text.strip()
        key = PHASE_SPELLINGS.get(word) or PHASE_SPELLINGS.get(word.lower())
        if key is None:
            raise GmError(f"{text!r} names no phase")
        return key
    from gm_tool.games.distant_colony.posts import parse_post

    parsed = parse_post(text, state, player, settings)
    if not parsed.ok:
        raise GmError("; ".join(d.message for d in parsed.errors))
    return parsed.orders


def canonical_orders(state: DCState, player: str, o: TurnOrders) -> list[tuple[tuple, str]]:
    """Each order of `o` in the game's canonical words, in the order of the post's sections:
    (key, text) with key ("take",), ("reserve",), ("builds", i), ("production", building id),
    ("trades", i), ("moves", i), ("borrowed_phase",), ("player_trades", i), ("discard",) or
    ("survey", station id). The text is one line the post reader reads back to that order
    (a Production step as "Production: Farm #2"); `write_post` is made of them, and the check
    reply's "Read as" shows them."""
    s = state.settlements[player]
    kinds = {b.id: b.kind for b in s.buildings}
    next_id = s.next_building_id
    for order in o.builds:                      # ids of this round's builds, in order
        kinds[next_id] = order.kind
        next_id += 1

    def place(p: Any) -> str:
        if p == HOUSING:
            return "Temporary Housing"
        return f"{post_name(kinds.get(p, 'building'))} #{p}"

    def move(m: Move) -> str:
        return f"{_colonist(m.colonist)} from {place(m.source)} -> {place(m.dest)}"

    def hq_move(m: Move) -> str:
        # a building by its bare number here: in a Military HQ's Production line the reader
        # takes a building named after "to" or "->" ("to Barracks #6") for a new step (Barracks
        # #6 run) and the move for one without a destination; "Officer's School #8" after
        # "from" likewise
        def at(p: Any) -> str:
            return "Temporary Housing" if p == HOUSING else f"#{p}"
        into = "to" if m.dest == HOUSING else "into"
        return f"{_colonist(m.colonist)} from {at(m.source)} {into} {at(m.dest)}"

    out: list[tuple[tuple, str]] = []
    if o.survey is not None:
        stations = [b.id for b in s.buildings if b.kind == "survey_station"]
        for bid in stations:
            out.append((("survey", bid), f"Survey: {place(bid)}" + ("" if bid in o.survey else ": idle")))
    if o.take:
        out.append((("take",), f"Colonization: {_colonist(o.take)}"))
    if o.reserve:
        out.append((("reserve",), f"Colonization: reserve {_colonist(o.reserve)}"))
    for n, order in enumerate(o.builds):
        staff = ", ".join(f"{_colonist(c.colonist)} from {place(c.source)}" for c in order.staff)
        out.append((("builds", n), f"Build: {post_name(order.kind)}" + (f" staffed by {staff}" if staff else "")))
    if o.production is not None:
        if not o.production:
            out.append((("production", None), "Production: none"))
        for st in o.production:
            words = []
            if st.sell:
                words.append(f"sell 1 {RESOURCE_NAMES[st.sell]}")
            if not st.use_bonus:
                words.append("no bonus")
            if st.release:
                words.append("release " + " and ".join(_colonist(c) for c in st.release))
            if st.moves:
                words.append(", ".join(hq_move(m) for m in st.moves))
            out.append((("production", st.building_id),
                        "Production: " + place(st.building_id) + (": " + "; ".join(words) if words else "")))
    for n, t in enumerate(o.trades):
        item = _item(t.item, t.amount)
        if t.verb == "use_contract":
            out.append((("trades", n), f"Trade: buy {item} on contract"))
        else:
            out.append((("trades", n), f"Trade: {_TRADE_VERBS[t.verb]} {item}"))
    for n, m in enumerate(o.moves):
        out.append((("moves", n), f"Organization: {move(m)}"))
    if o.borrowed_phase:
        out.append((("borrowed_phase",),
                    f"Organization: also take the {PHASE_NAMES[o.borrowed_phase]} played effect"))
    for n, t in enumerate(o.player_trades):
        give = ", ".join(_item(k, n) for k, n in t.give.items()) or "nothing"
        receive = ", ".join(_item(k, n) for k, n in t.receive.items()) or "nothing"
        out.append((("player_trades", n), f"Player Trade: {give} to {t.partner} for {receive}"))
    if o.discard:
        out.append((("discard",), "Discard: " + ", ".join(_item(k, n) for k, n in o.discard.items())))
    return out


def write_post(state: DCState, player: str, o: TurnOrders) -> str:
    """The canonical turn post of `o` (see the module's docstring): the lines of
    `canonical_orders`, the colonist taken and the one reserved on one line, the Production
    steps under one heading followed by every other building Production would run unasked,
    as idle."""
    s = state.settlements[player]
    kinds = {b.id: b.kind for b in s.buildings}
    next_id = s.next_building_id
    for order in o.builds:
        kinds[next_id] = order.kind
        next_id += 1
    orders = canonical_orders(state, player, o)
    lines: list[str] = []
    colonization = [text.removeprefix("Colonization: ") for key, text in orders
                    if key[0] in ("take", "reserve")]
    steps = [text for key, text in orders if key[0] == "production" and key[1] is not None]
    for key, text in orders:
        if key[0] in ("take", "reserve"):
            if colonization:
                lines.append("Colonization: " + "; ".join(colonization))
                colonization = []
        elif key[0] == "production" and key[1] is not None:
            if steps:
                lines.append("Production:")
                lines.extend(step.removeprefix("Production: ") for step in steps)
                named = {st.building_id for st in o.production or []}
                lines.extend(f"{post_name(kind)} #{bid}: idle" for bid, kind in kinds.items()
                             if bid not in named and kind not in _NOT_IMPLIED)
                steps = []
        else:
            lines.append(text)
    if not lines:
        lines.append("Organization: none")       # a post that orders nothing
    return "\n".join(lines)


def _colonist(key: str) -> str:
    return COLONIST_NAMES[key]


def _item(key: str, n: int) -> str:
    if key == "wealth":
        return f"{n} Wealth"
    name = RESOURCE_NAMES.get(key) or COLONIST_NAMES[key]
    if n == 1 and name == "Machines":
        name = "Machine"
    return f"{n} {name}"
