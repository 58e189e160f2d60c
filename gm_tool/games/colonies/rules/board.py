"""The board file (data/board.toml): planets, ring, technologies, costs, markets and the 25 event
cards, checked as a whole (`check_board`: every problem with its key path) and compiled into a
`Board` the rules read fast (`board_of(state)`).

A campaign keeps its checked board data in its state (`state["board"]`), so the rules of a
campaign never change under it when the bundled file is corrected; `board_of` compiles it once
per board dict (a small identity cache: a copy of a state shares its board dict).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gm_tool.core.kit.code_cache import parsed_toml
from gm_tool.core.kit.errors import GmError

DATA = Path(__file__).parent.parent / "data"  # the package's data/ folder
BOARD_FILE = DATA / "board.toml"

COLOURS = ("blue", "green", "yellow", "purple", "red")
TECHS = ("community", "military", "commerce", "influence", "industry")
#: the six actions of the action phase ("upgrade" is Upgrade technology)
ACTIONS = ("community", "military", "commerce", "influence", "industry", "upgrade")

#: effect part kinds -> the fields they take (besides "kind")
PART_FIELDS: dict[str, tuple[str, ...]] = {
    "action": ("actions", "count"),
    "gain_resources": ("amount",),
    "lose_resources": ("amount",),
    "lose_resources_or_colonists": ("amount",),
    "gain_colonists": ("amount",),
    "lose_colonists": ("amount",),
    "lose_all_colonists": (),
    "place_pirates": ("amount",),
    "place_pirates_choice": ("amount",),
    "dump_resource": ("amount",),
    "free_upgrade_lowest": (),
    "downgrade": ("amount",),
    "restrict": ("actions",),
    "lose_action": (),
    "clear_markets": (),
    "clear_pirates": (),
}
#: parts that may need the player's choice (the others apply at once)
CHOICE_PARTS = frozenset({"action", "gain_resources", "lose_resources",
                          "lose_resources_or_colonists", "place_pirates_choice", "dump_resource",
                          "free_upgrade_lowest", "downgrade"})


@dataclass(frozen=True, slots=True)
class Part:
    kind: str
    amount: int = 0
    actions: tuple[str, ...] = ()
    count: int = 1

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        if "amount" in PART_FIELDS[self.kind]:
            data["amount"] = self.amount
        if "actions" in PART_FIELDS[self.kind]:
            data["actions"] = list(self.actions)
        if self.kind == "action" and self.count != 1:
            data["count"] = self.count
        return data


@dataclass(frozen=True, slots=True)
class Card:
    number: int
    name: str
    colonists: int
    yes_title: str
    yes_text: str
    yes_options: tuple[tuple[Part, ...], ...]
    no_title: str
    no_text: str
    no_all: tuple[Part, ...]
    no_fewest: tuple[Part, ...]
    unverified: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Board:
    name: str
    ring: tuple[str, ...]                    # clockwise
    planet: dict[str, str]                   # colour -> planet name
    resource: dict[str, str]                 # colour -> resource name
    tech_colours: dict[str, tuple[str, str]]
    max_level: int
    vp: tuple[int, ...]                      # vp[level - 1]
    cost_resources: tuple[int, ...]          # cost to reach level L: [L - 1]
    cost_colonists: tuple[int, ...]
    shelves: tuple[tuple[str, int, int], ...]  # (name, slots (0 = unlimited), price)
    market_start: int
    agreement_start: int
    agreement_min: int
    agreement_max: int
    cards: dict[int, Card]
    level_unverified: tuple[str, ...]
    # worked out once (the rules ask for them at every step)
    _cw: dict[str, tuple[str, ...]] = field(default_factory=dict, repr=False, compare=False)
    _prices: tuple[int, ...] = field(default=(), repr=False, compare=False)

    def __post_init__(self) -> None:
        n = len(self.ring)
        for i, colour in enumerate(self.ring):
            self._cw[colour] = tuple(self.ring[(i + k) % n] for k in range(1, n))
        object.__setattr__(self, "_prices", tuple(self._price(p) for p in range(101)))

    def clockwise_from(self, colour: str) -> tuple[str, ...]:
        """The other planets in clockwise order, starting with the one after `colour`."""
        return self._cw[colour]

    def counter_clockwise_from(self, colour: str) -> tuple[str, ...]:
        """The other planets counter-clockwise from `colour`: its rightmost route first."""
        return self._cw[colour][::-1]

    def neighbours(self, a: str, b: str) -> bool:
        i, j = self.ring.index(a), self.ring.index(b)
        return (i - j) % len(self.ring) in (1, len(self.ring) - 1)

    def price_at(self, position: int) -> int:
        """The price of the market position `position` (1 = the top shelf's slot)."""
        prices = self._prices
        return prices[position] if 0 <= position < len(prices) else self._price(position)

    def prices_between(self, first: int, last: int) -> list[int]:
        """The prices of the market positions `first` … `last` (none when last < first)."""
        prices = self._prices
        if 0 <= first and last < len(prices):
            return list(prices[first:last + 1])
        return [self.price_at(k) for k in range(first, last + 1)]

    def _price(self, position: int) -> int:
        passed = 0
        for _, slots, price in self.shelves:
            if slots == 0 or position <= passed + slots:
                return price
            passed += slots
        return self.shelves[-1][2]

# -- checking ------------------------------------------------------------------------------------

def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_part(part: Any, where: str, out: list[str]) -> Part | None:
    if not isinstance(part, dict):
        out.append(f"{where}: an effect part is a table with a kind")
        return None
    kind = part.get("kind")
    if kind not in PART_FIELDS:
        out.append(f"{where}.kind: {kind!r} is not one of {', '.join(PART_FIELDS)}")
        return None
    allowed = set(PART_FIELDS[kind]) | {"kind"}
    for key in part:
        if key not in allowed:
            out.append(f"{where}.{key}: a {kind} part takes no {key!r}")
    amount = part.get("amount", 0)
    if "amount" in PART_FIELDS[kind] and (not _whole(amount) or not 1 <= amount <= 20):
        out.append(f"{where}.amount: {amount!r} is not a whole number from 1 to 20")
        amount = 1
    actions: tuple[str, ...] = ()
    if "actions" in PART_FIELDS[kind]:
        raw = part.get("actions")
        if not isinstance(raw, list) or not raw:
            out.append(f"{where}.actions: a list of actions ({', '.join(ACTIONS)}, or \"any\")")
        else:
            if "any" in raw:
                raw = list(ACTIONS)
            bad = [a for a in raw if a not in ACTIONS]
            if bad:
                out.append(f"{where}.actions: {bad} are not actions ({', '.join(ACTIONS)}, \"any\")")
            actions = tuple(a for a in ACTIONS if a in raw)
    count = part.get("count", 1)
    if not _whole(count) or not 1 <= count <= 3:
        out.append(f"{where}.count: {count!r} is not 1, 2 or 3")
        count = 1
    return Part(kind, amount if _whole(amount) else 1, actions, count)


def _parts(value: Any, where: str, out: list[str]) -> tuple[Part, ...]:
    if not isinstance(value, list):
        out.append(f"{where}: a list of effect parts")
        return ()
    parts = [_check_part(p, f"{where}[{i}]", out) for i, p in enumerate(value)]
    return tuple(p for p in parts if p is not None)


def _check_card(raw: Any, i: int, out: list[str]) -> Card | None:
    where = f"card[{i}]"
    if not isinstance(raw, dict):
        out.append(f"{where}: a table")
        return None
    number, name, colonists = raw.get("number"), raw.get("name"), raw.get("colonists")
    if not _whole(number) or number < 1:
        out.append(f"{where}.number: {number!r} is not a card number (1 or more)")
        return None
    where = f"card {number}"
    if not isinstance(name, str) or not name.strip():
        out.append(f"{where}.name: a card needs a name")
        name = f"Card {number}"
    if colonists not in (0, 5) and not (_whole(colonists) and 0 <= colonists <= 10):
        out.append(f"{where}.colonists: {colonists!r} is not a colonist number (0 to 10)")
        colonists = 0
    yes, no = raw.get("yes"), raw.get("no")
    if not isinstance(yes, dict) or not isinstance(no, dict):
        out.append(f"{where}: needs a yes table and a no table")
        return None
    options_raw = yes.get("options")
    options: list[tuple[Part, ...]] = []
    if not isinstance(options_raw, list) or not options_raw:
        out.append(f"{where}.yes.options: a list of options, each a list of effect parts")
    else:
        for k, option in enumerate(options_raw):
            parts = _parts(option, f"{where}.yes.options[{k}]", out)
            if not parts:
                out.append(f"{where}.yes.options[{k}]: an option needs at least one part")
            for p in parts:
                if p.kind not in CHOICE_PARTS and p.kind not in ("gain_colonists",):
                    out.append(f"{where}.yes.options[{k}]: a {p.kind} part is not a yes effect")
            options.append(parts)
    unverified = raw.get("unverified", [])
    if not isinstance(unverified, list) or not all(isinstance(u, str) for u in unverified):
        out.append(f"{where}.unverified: a list of field names")
        unverified = []
    for key in raw:
        if key not in ("number", "name", "colonists", "yes", "no", "unverified"):
            out.append(f"{where}.{key}: unknown key")
    texts = {}
    for side, table in (("yes", yes), ("no", no)):
        for key in ("title", "text"):
            value = table.get(key, "")
            if not isinstance(value, str):
                out.append(f"{where}.{side}.{key}: text")
                value = ""
            texts[f"{side}_{key}"] = value
    return Card(number, name.strip(), colonists if _whole(colonists) else 0, texts["yes_title"],
                texts["yes_text"], tuple(options), texts["no_title"], texts["no_text"],
                _parts(no.get("all", []), f"{where}.no.all", out),
                _parts(no.get("fewest", []), f"{where}.no.fewest", out), tuple(unverified))


def _int_list(value: Any, length: int, where: str, out: list[str], low: int = 0) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) != length or not all(_whole(v) and v >= low for v in value):
        out.append(f"{where}: a list of {length} whole numbers of {low} or more")
        return tuple([0] * length)
    return tuple(value)


def compile_board(data: dict[str, Any]) -> tuple[Board | None, list[str]]:
    """The board and the problems found (a board only when there are none)."""
    out: list[str] = []
    if not isinstance(data, dict):
        return None, ["the board file is not a table"]
    ring = data.get("ring")
    if not isinstance(ring, list) or sorted(ring) != sorted(COLOURS):
        out.append(f"ring: the five colours once each, clockwise ({', '.join(COLOURS)})")
        ring = list(COLOURS)
    planets = data.get("planets", {})
    planet, resource = {}, {}
    for colour in COLOURS:
        entry = planets.get(colour) if isinstance(planets, dict) else None
        if not isinstance(entry, dict) or not isinstance(entry.get("planet"), str) \
                or not isinstance(entry.get("resource"), str):
            out.append(f"planets.{colour}: a table with planet and resource names")
            entry = {"planet": colour.capitalize(), "resource": colour}
        planet[colour], resource[colour] = entry["planet"], entry["resource"]
    techs = data.get("technologies", {})
    tech_colours: dict[str, tuple[str, str]] = {}
    for tech in TECHS:
        pair = techs.get(tech) if isinstance(techs, dict) else None
        if not isinstance(pair, list) or len(pair) != 2 or any(c not in COLOURS for c in pair) \
                or pair[0] == pair[1]:
            out.append(f"technologies.{tech}: two different colours")
            pair = ["blue", "green"]
        tech_colours[tech] = (pair[0], pair[1])
    levels = data.get("levels", {}) if isinstance(data.get("levels"), dict) else {}
    top = levels.get("max", 6)
    if not _whole(top) or not 2 <= top <= 10:
        out.append(f"levels.max: {top!r} is not 2 to 10")
        top = 6
    vp = _int_list(levels.get("vp"), top, "levels.vp", out)
    cost_r = _int_list(levels.get("cost_resources"), top, "levels.cost_resources", out)
    cost_c = _int_list(levels.get("cost_colonists"), top, "levels.cost_colonists", out)
    market = data.get("market", {}) if isinstance(data.get("market"), dict) else {}
    shelves = []
    raw_shelves = market.get("shelves")
    if not isinstance(raw_shelves, list) or not raw_shelves:
        out.append("market.shelves: a list of shelves (name, slots, price)")
        raw_shelves = []
    for k, shelf in enumerate(raw_shelves):
        if not isinstance(shelf, dict) or not isinstance(shelf.get("name"), str) \
                or not _whole(shelf.get("slots")) or not _whole(shelf.get("price")) \
                or shelf["slots"] < 0 or shelf["price"] < 0:
            out.append(f"market.shelves[{k}]: name, slots (0 = unlimited) and price")
            continue
        shelves.append((shelf["name"], shelf["slots"], shelf["price"]))
    if shelves and shelves[-1][1] != 0:
        out.append("market.shelves: the last shelf must be unlimited (slots = 0)")
    if any(s[1] == 0 for s in shelves[:-1]):
        out.append("market.shelves: only the last shelf may be unlimited")
    start = market.get("start", 1)
    if not _whole(start) or start < 0:
        out.append("market.start: a whole number of 0 or more")
        start = 0
    agreements = data.get("agreements", {}) if isinstance(data.get("agreements"), dict) else {}
    a_start, a_min, a_max = (agreements.get(k, d) for k, d in (("start", 1), ("min", 1), ("max", 5)))
    if not all(_whole(v) for v in (a_start, a_min, a_max)) or not 0 <= a_min <= a_start <= a_max:
        out.append("agreements: whole numbers with 0 <= min <= start <= max")
        a_start, a_min, a_max = 1, 1, 5
    cards: dict[int, Card] = {}
    raw_cards = data.get("card")
    if not isinstance(raw_cards, list) or len(raw_cards) < 5:
        out.append("card: at least five event cards ([[card]] tables)")
        raw_cards = raw_cards if isinstance(raw_cards, list) else []
    for i, raw in enumerate(raw_cards):
        card = _check_card(raw, i, out)
        if card is None:
            continue
        if card.number in cards:
            out.append(f"card {card.number}: the number is used twice")
        cards[card.number] = card
    for key in data:
        if key not in ("name", "ring", "planets", "technologies", "levels", "market",
                       "agreements", "card"):
            out.append(f"{key}: unknown key")
    if out:
        return None, out
    return Board(str(data.get("name", "")), tuple(ring), planet, resource, tech_colours, top, vp,
                 cost_r, cost_c, tuple(shelves), start, a_start, a_min, a_max, cards,
                 tuple(levels.get("unverified", []))), []


def check_board(data: dict[str, Any]) -> dict[str, Any]:
    """The board data to keep, or a GmError listing every problem (nothing half-loaded)."""
    board, problems = compile_board(data)
    if board is None:
        raise GmError("the board file is not valid:\n  " + "\n  ".join(problems),
                      "fix those keys; data/board.toml in the game's package is the model")
    return data


_DEFAULT: dict[str, Any] = {}


def default_board_data() -> dict[str, Any]:
    """The bundled board, read once. Shared by every game that uses it: never changed (the
    rules only read a board)."""
    if not _DEFAULT:
        _DEFAULT.update(parsed_toml(BOARD_FILE))
    return _DEFAULT


_CACHE: dict[int, tuple[dict, Board]] = {}


def board_of(state: dict[str, Any]) -> Board:
    """The compiled board of a state (its `board` table)."""
    data = state["board"]
    hit = _CACHE.get(id(data))
    if hit is not None and hit[0] is data:
        return hit[1]
    board, problems = compile_board(data)
    if board is None:
        raise GmError("the campaign's board is not valid:\n  " + "\n  ".join(problems),
                      "fix state.board by hand")
    if len(_CACHE) > 32:
        _CACHE.clear()
    _CACHE[id(data)] = (data, board)
    return board
