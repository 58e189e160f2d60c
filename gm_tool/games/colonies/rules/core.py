"""Shared helpers of the rules: who runs which planet, player order, trade routes, markets, and
every movement of resources, colonists and credits between the supply (the bank) and the
players — each one through a function here, so the conservation ledger (`state["bank"]`) stays
true.

Everything works in place on a working copy of the state (the public API copies first:
`copy_state`)."""

from __future__ import annotations

from typing import Any

from gm_tool.games.colonies.rules.board import COLOURS, Board, board_of

# -- copies --------------------------------------------------------------------------------------


def copy_state(state: dict[str, Any]) -> dict[str, Any]:
    """A working copy: every table copied one level deeper than it is nested; the board (never
    changed by the rules) shared."""
    out: dict[str, Any] = {}
    for key, value in state.items():
        if key == "board":
            out[key] = value
        elif isinstance(value, dict):
            out[key] = {k: (_copy(v)) for k, v in value.items()}
        elif isinstance(value, list):
            out[key] = [_copy(v) for v in value]
        else:
            out[key] = value
    return out


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


# -- players and planets -------------------------------------------------------------------------

def active(state: dict[str, Any]) -> list[str]:
    dropped = state["dropped"]
    return [p for p in state["players"] if p not in dropped]


# The players around the ring are asked for at every step; they change only when a player drops
# (a new `dropped` list) or the state is copied (new tables). A small cache keyed by the identity
# of the state's tables answers in one lookup; a copied or changed state misses and recomputes.
_SEATS: dict[tuple[int, int, int, int], tuple[Any, Any, Any, dict[str, str], list[str]]] = {}


def _seats(state: dict[str, Any]) -> tuple[dict[str, str], list[str]]:
    """({colour: active player}, the active players clockwise from Blue)."""
    planets, dropped, neutral = state["planets"], state["dropped"], state["neutral"]
    key = (id(planets), id(dropped), len(dropped), id(neutral))
    hit = _SEATS.get(key)
    if hit is not None and hit[0] is planets and hit[1] is dropped and hit[2] is neutral:
        return hit[3], hit[4]
    owners = {c: p for p, c in planets.items() if p not in dropped and c not in neutral}
    seated = [owners[c] for c in board_of(state).ring if c in owners]
    if len(_SEATS) > 256:
        _SEATS.clear()
    _SEATS[key] = (planets, dropped, neutral, owners, seated)
    return owners, seated


def owners(state: dict[str, Any]) -> dict[str, str]:
    """{colour: the active player running it} (neutral planets are not in it)."""
    return _seats(state)[0]


def player_of(state: dict[str, Any], colour: str) -> str | None:
    """The active player running the planet of `colour` (None: a neutral planet)."""
    return _seats(state)[0].get(colour)


def order_of(state: dict[str, Any]) -> list[str]:
    """The active players clockwise around the ring, from the first player."""
    seated = _seats(state)[1]
    if not seated:
        return []
    first = state["first_player"]
    i = seated.index(first) if first in seated else 0
    return seated[i:] + seated[:i]


def next_first_player(state: dict[str, Any]) -> str:
    order = order_of(state)
    return order[1 % len(order)] if order else state["first_player"]


def current_player(state: dict[str, Any]) -> str | None:
    if state["phase"] == "actions" and state["to_act"]:
        return state["to_act"][0]
    if state["phase"] == "tie":
        return state["first_player"]
    return None


def routes_of(state: dict[str, Any], colour: str, board: Board | None = None,
              settings: Any = None) -> list[str]:
    """The partners of `colour` whose route may hold pirates, counter-clockwise from the
    rightmost (the order pirates are placed in)."""
    board = board or board_of(state)
    blockable = bool(getattr(settings, "neutral_routes_blockable", False))
    neutral = state["neutral"]
    return [c for c in board.counter_clockwise_from(colour) if blockable or c not in neutral]


def route_open(state: dict[str, Any], owner: str, partner: str, settings: Any = None) -> bool:
    """Can pirates sit on `owner`'s route with `partner`? Never on a neutral planet's own
    routes; on a route with a neutral planet only when the setting says so."""
    if owner in state["neutral"]:
        return False
    if partner in state["neutral"]:
        return bool(getattr(settings, "neutral_routes_blockable", False))
    return True


# -- the supply and the players ------------------------------------------------------------------
# bank["resources"][c] counts the resources of colour c out of the supply (stocks + markets),
# bank["colonists"] the colonists and pirates out of it, bank["credits"] the credits the players
# hold between them.

def gain(state: dict[str, Any], player: str, colour: str, n: int) -> None:
    """`n` resources of `colour` from the supply to the player."""
    if n <= 0:
        return
    state["stock"][player][colour] += n
    state["bank"]["resources"][colour] += n


def spend(state: dict[str, Any], player: str, colour: str, n: int) -> int:
    """Up to `n` of the player's resources of `colour` back to the supply; how many went."""
    have = state["stock"][player][colour]
    n = min(n, have)
    if n > 0:
        state["stock"][player][colour] = have - n
        state["bank"]["resources"][colour] -= n
    return max(n, 0)


def to_market(state: dict[str, Any], colour: str, n: int, board: Board) -> list[int]:
    """`n` resources of `colour` (already out of a stock or a route) placed on its market, each
    on the highest free shelf; the prices of the positions they took."""
    if n <= 0:
        return []
    count = state["markets"][colour]
    state["markets"][colour] = count + n
    return board.prices_between(count + 1, count + n)


def from_market(state: dict[str, Any], colour: str, n: int, board: Board) -> list[int]:
    """`n` resources taken from the market of `colour`, lowest filled shelf first; their prices."""
    if n <= 0:
        return []
    count = state["markets"][colour]
    state["markets"][colour] = count - n
    return board.prices_between(count - n + 1, count)[::-1]


def buy_price(state: dict[str, Any], colour: str, n: int, board: Board) -> int | None:
    """What `n` resources bought from the market of `colour` cost (None: not that many there)."""
    count = state["markets"][colour]
    if n > count:
        return None
    return sum(board.prices_between(count - n + 1, count))


def credits_of(state: dict[str, Any], player: str) -> int | None:
    value = state["credits"][player]
    return value if isinstance(value, int) else None


def bank_pays(state: dict[str, Any], player: str, n: int) -> None:
    if n <= 0:
        return
    if isinstance(state["credits"][player], int):
        state["credits"][player] += n
        if isinstance(state["bank"]["credits"], int):
            state["bank"]["credits"] += n


def pay_bank(state: dict[str, Any], player: str, n: int) -> int:
    """Up to `n` credits from the player to the bank; what was paid."""
    have = state["credits"][player]
    if not isinstance(have, int) or n <= 0:
        return 0
    n = min(n, have)
    state["credits"][player] = have - n
    if isinstance(state["bank"]["credits"], int):
        state["bank"]["credits"] -= n
    return n


def pay(state: dict[str, Any], payer: str, receiver: str | None, n: int) -> int:
    """Up to `n` credits from `payer` to `receiver` (None: a neutral planet, i.e. the bank);
    what was paid ("no further penalty" when the payer has less)."""
    have = state["credits"][payer]
    if not isinstance(have, int) or n <= 0:
        return 0
    n = min(n, have)
    state["credits"][payer] = have - n
    if receiver is None:
        if isinstance(state["bank"]["credits"], int):
            state["bank"]["credits"] -= n
    elif isinstance(state["credits"][receiver], int):
        state["credits"][receiver] += n
    return n


def gain_colonists(state: dict[str, Any], player: str, n: int) -> None:
    if n > 0:
        state["colonists"][player] += n
        state["bank"]["colonists"] += n


def lose_colonists(state: dict[str, Any], player: str, n: int) -> int:
    n = min(n, state["colonists"][player])
    if n > 0:
        state["colonists"][player] -= n
        state["bank"]["colonists"] -= n
    return max(n, 0)


def add_pirates(state: dict[str, Any], owner: str, partner: str, n: int) -> None:
    """`n` pirates from the supply onto `owner`'s route with `partner`."""
    if n > 0:
        state["pirates"][owner][partner] += n
        state["bank"]["colonists"] += n


def remove_pirates(state: dict[str, Any], owner: str, partner: str, n: int) -> int:
    """Up to `n` pirates from a route back to the supply; how many."""
    n = min(n, state["pirates"][owner][partner])
    if n > 0:
        state["pirates"][owner][partner] -= n
        state["bank"]["colonists"] -= n
    return max(n, 0)


def place_pirates(state: dict[str, Any], player: str, n: int, settings: Any,
                  board: Board | None = None) -> dict[str, int]:
    """[seed 4B] `n` pirates placed one at a time counter-clockwise on the player's own trade
    routes, beginning at the rightmost; {partner colour: pirates placed}. With no route that can
    hold one, none are placed."""
    colour = state["planets"][player]
    routes = routes_of(state, colour, board, settings)
    placed: dict[str, int] = {}
    if not routes:
        return placed
    for k in range(n):
        partner = routes[k % len(routes)]
        placed[partner] = placed.get(partner, 0) + 1
    for partner, count in placed.items():
        add_pirates(state, colour, partner, count)
    return placed


def total_resources(state: dict[str, Any], player: str) -> int:
    return sum(state["stock"][player].values())


def tech_vp(state: dict[str, Any], player: str, board: Board) -> int:
    return sum(board.vp[level - 1] for level in state["tech"][player].values())


def colour_list(items: dict[str, int] | list[tuple[str, int]], board: Board) -> str:
    """"2 blue, 1 red" in ring order (an empty list: "nothing")."""
    pairs = dict(items) if not isinstance(items, dict) else items
    if len(pairs) == 1:                 # (most lists of the logs: found without the ring)
        for c, n in pairs.items():
            return f"{n} {c}" if n and c in board.ring else "nothing"
    parts = [f"{pairs[c]} {c}" for c in board.ring if pairs.get(c)]
    return ", ".join(parts) or "nothing"


def zero_colours() -> dict[str, int]:
    return {c: 0 for c in COLOURS}
