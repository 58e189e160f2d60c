"""The words of one action: places, coins, paths — each reader says which words it used.

Places: "3 of Moons", "3-Moons", "Moons 3", "ace of crowns", "sun of Arms", "Arms sun", "the sun"
(of the ship's system), "null of Arms" (= that sun). Coins: null/0, ace/1, 2..5 or words.
Every function takes the group's folded words (`list[str]`) and returns, besides what it read,
the indexes of the words it used: the post reader asks about a game word left unused.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.games.colonization.actions import (Action, CoinWarp, Colonize, Destroy, Draw, Pass,
                                                Restore, RollMove)
from gm_tool.games.colonization.rules.pieces import (coin_list, coin_name, is_sun, place_name, planet_id,
                                               split_id, sun_id)
from gm_tool.core.kit.reading.bagwords import words_of
from gm_tool.games.colonization.posts.vocabulary import (INWARD, MARKER_KEYS, NEGATIONS, NONE_WORDS, OUTWARD,
                                                         ROLES, STEP_WORDS, SUITS, USED_KEYS,
                                                         coin_value)
from gm_tool.games.colonization.state import ColState

E, W, I = Severity.ERROR, Severity.WARNING, Severity.INFO


@dataclass
class Reader:
    """The action being read: what it is read against, and its diagnostics."""

    state: ColState | None
    player: str | None
    line: int | None
    diags: list[Diagnostic] = field(default_factory=list)

    def add(self, code: str, message: str, severity: Severity = E, hint: str | None = None) -> None:
        self.diags.append(Diagnostic(code, message, severity, self.line, None, hint))


def tokens_of(text: str) -> list[str]:
    """A text's folded words (punctuation left out), as `adjust` and the tests read them."""
    return [w.word for w in words_of(text) if not w.punct]


def _suit(tok: str, reader: Reader | None, strict: bool = False) -> str | None:
    found = SUITS.get(tok)
    if found is not None:
        return found
    if strict or tok in ROLES:
        return None
    close = SUITS.close(tok, cutoff=0.75)
    if close and reader is not None:
        reader.add("col.post.did_you_mean", f"read {tok!r} as {SUITS[close]!r}", W)
        return SUITS[close]
    return None


def _planet_of_value_here(reader: Reader, tok: str) -> str | None:
    """The planet of value `tok` in the system of the ship (one per system), or None."""
    state = reader.state
    if state is None or reader.player not in state.seats:
        return None
    value = coin_value(tok)
    system = state.system(split_id(state.seats[reader.player].ship)[1])
    return next((p.id for p in system.planets if p.value == value), None)


# "3S", "4A", "2M", "AceC": a planet written as its value and its suit's initial, after a verb
# or a preposition (never "the 3s" counted, never a coin)
_SUIT_INITIALS = {"s": "Suns", "m": "Moons", "c": "Crowns", "a": "Arms"}
_BEFORE_SHORT_PLACE = frozenset({"to", "on", "at", "onto", "the", "planet", "colonise", "colonize", "col",
                                 "attack", "destroy", "from", "into"})
_AFTER_SHORT_PLACE = frozenset({"with", "using", "w", "marker", "mark", "and", "then", "now", "for", "here",
                                "in"})


@dataclass
class _PlaceRead:
    """What one clause of `find_places` read at a word: the place it names (None: a word taken
    without a place, as an unknown suit reported), the indexes it used, and where reading goes on."""

    place: str | None
    used: Iterable[int]
    next: int


def _skip_of_the(tokens: list[str], j: int) -> int:
    while j < len(tokens) and tokens[j] in ("of", "the"):
        j += 1
    return j


def _my_colony_on_value(tokens: list[str], i: int, reader: Reader) -> _PlaceRead | None:
    n = len(tokens)
    if tokens[i] == "my" and i + 4 < n and tokens[i + 1] == "colony" and tokens[i + 2] in ("on", "at") \
            and tokens[i + 3] == "the" and coin_value(tokens[i + 4]) is not None \
            and tokens[i + 4] not in ("a", "one") and reader.state is not None \
            and not (i + 5 < n and (SUITS.get(tokens[i + 5]) or tokens[i + 5] == "of")):
        value = coin_value(tokens[i + 4])     # "my colony on the 2"
        mine = [p.id for p in reader.state.colonies_of(reader.player or "") if p.value == value]
        if len(mine) == 1:
            return _PlaceRead(mine[0], range(i, i + 5), i + 5)
    return None


def _my_colony_of_value(tokens: list[str], i: int, reader: Reader) -> _PlaceRead | None:
    n = len(tokens)
    if tokens[i] == "my" and i + 2 < n and tokens[i + 2] in ("colony", "planet") \
            and coin_value(tokens[i + 1]) is not None and reader.state is not None:
        value = coin_value(tokens[i + 1])
        mine = [p.id for p in reader.state.colonies_of(reader.player or "") if p.value == value]
        if len(mine) == 1:
            return _PlaceRead(mine[0], (i, i + 1, i + 2), i + 3)
    return None


def _my_planet_here(tokens: list[str], i: int, reader: Reader) -> _PlaceRead | None:
    """"Colonizing my 4 here, the 5 as marker", "colonize my 4 with no coins, marker 5": after the
    colonize verb, "my N" is the planet the ship is on (an N planet, not the poster's colony) when
    "here" follows or the post says no coin is used, so the N is no coin."""
    n = len(tokens)
    tok = tokens[i]
    if not (coin_value(tok) is not None and tok not in ("a", "one") and i >= 2 and tokens[i - 1] == "my"
            and ROLES.get(tokens[i - 2]) == "colonize" and i + 1 < n and (
                tokens[i + 1] in ("here", "now") or tokens[i + 1] in ("with", "w", "using", ",")
                and tokens[i + 2:i + 4] in (["no", "coins"], ["no", "coin"], ["zero", "coins"]))
            and reader.state is not None and reader.player in reader.state.seats):
        return None
    ship = reader.state.seats[reader.player].ship
    if is_sun(ship) or split_id(ship)[0] != coin_value(tok) or any(
            p.id == ship for p in reader.state.colonies_of(reader.player or "")):
        return None
    return _PlaceRead(ship, (i - 1, i, i + 1) if tokens[i + 1] == "here" else (i - 1, i),
                      i + 2 if tokens[i + 1] == "here" else i + 1)


def _planet_here_by_value(tokens: list[str], i: int, reader: Reader) -> _PlaceRead | None:
    n = len(tokens)
    tok = tokens[i]
    if coin_value(tok) is not None and tok not in ("a", "one") and i > 0 and (
            i + 1 < n and tokens[i + 1] in ("planet", "tile", "rock") and tokens[i - 1] in (
                "this", "the", "my") or (tokens[i - 1] == "this" or tokens[i - 1] == "the" and i >= 2
                                         and ROLES.get(tokens[i - 2]) in ("colonize", "destroy")
                                         or ROLES.get(tokens[i - 1]) in ("colonize", "destroy")
                                         and (not tok.isdigit() or i + 1 < n and tokens[i + 1] in (
                                             "with", "using", "w", "here") and any(
                                             t in ("marker", "mark", "marking", "on") for t in tokens[i + 2:])))
            and not (i + 1 < n and (tokens[i + 1] in ("coin", "coins", "of") and not (
                tokens[i + 1] == "coins" and i + 2 < n and coin_value(tokens[i + 2]) is not None)
                or SUITS.get(tokens[i + 1])))) \
            and reader.state is not None and reader.player in reader.state.seats:
        ship = reader.state.seats[reader.player].ship
        if not is_sun(ship) and split_id(ship)[0] == coin_value(tok):
            # "this Ace planet", "this ace": the one the ship is on
            wide = i + 1 < n and tokens[i + 1] in ("planet", "tile", "rock")
            return _PlaceRead(ship, (i, i + 1) if wide else (i,), i + 2 if wide else i + 1)
        other = _planet_of_value_here(reader, tok) if tokens[i - 1] == "the" and i >= 2 and \
            ROLES.get(tokens[i - 2]) in ("colonize", "destroy") and (i + 1 >= n or tokens[i + 1] in (
                "with", "using", "w", "by", "planet", "now", "for", "then", "and")) else None
        if other is not None:
            # "colonize the ace" from the 3 of Suns: the Ace of the ship's system, not a coin
            return _PlaceRead(other, (i,), i + 1)
    return None


def _players_place(tokens: list[str], i: int, reader: Reader) -> _PlaceRead | None:
    n = len(tokens)
    tok = tokens[i]
    if reader.state is not None and tok.isalpha() and i + 1 < n:
        # "Priya's sun", "priyas sun": the sun of that player's suit
        owner = next((name for name in reader.state.seats
                      if tok in (name.lower(), name.lower() + "s")), None)
        seat = reader.state.seats[owner] if owner is not None else None
        j = i + 2 if tokens[i + 1] == "s" else i + 1
        if seat is not None and j < n and coin_value(tokens[j]) not in (None, "null") \
                and tokens[j] not in ("a", "one") and not (
                j + 1 < n and (SUITS.get(tokens[j + 1]) or tokens[j + 1] in ("of", "coin", "coins"))) \
                and not (j + 2 < n and tokens[j + 1] == "in" and (SUITS.get(tokens[j + 2]) or tokens[j + 2] == "the")):
            # (not "Osagie's 4 in Moons": a planet given by value and system, read as such)
            # "attack priyas 4": that player's colony on a planet of that value
            theirs = [p.id for p in reader.state.colonies_of(owner) if p.value == coin_value(tokens[j])]
            if len(theirs) == 1:
                return _PlaceRead(theirs[0], range(i, j + 1), j + 1)
        if seat is not None and j < n and tokens[j] in ("sun", "home") and not (
                j + 1 < n and tokens[j + 1] == "of"):
            return _PlaceRead(sun_id(seat.suit), range(i, j + 1), j + 1)
    return None


def _home(tokens: list[str], i: int, reader: Reader) -> _PlaceRead | None:
    n = len(tokens)
    if tokens[i] == "home" and reader.state is not None and reader.player in reader.state.seats and not (
            i + 1 < n and tokens[i + 1] in ("stretch", "run", "straight")):
        # "warp home with the null", "back to my home sun": the sun of the player's own suit
        end = i + 1 + (i + 1 < n and tokens[i + 1] in ("sun", "system"))
        return _PlaceRead(sun_id(reader.state.seats[reader.player].suit), range(i, end), end)
    return None


def _sun(tokens: list[str], i: int, reader: Reader) -> _PlaceRead | None:
    n = len(tokens)
    tok = tokens[i]
    if tok == "sun" or tok == "suns" and i + 1 < n and tokens[i + 1] == "of":
        j = _skip_of_the(tokens, i + 1)
        suit = _suit(tokens[j], reader) if j < n and tokens[j] != "sun" and (j > i + 1) else None
        if suit is None and j < n and j > i + 1:
            suit = _suit(tokens[j], None, strict=True)
        if suit:
            return _PlaceRead(sun_id(suit), range(i, j + 1), j + 1)
        if tok == "sun":
            return _PlaceRead("sun", (i,), i + 1)  # the ship's own system
    return None


def _value_and_suit_initial(tokens: list[str], i: int, reader: Reader) -> _PlaceRead | None:
    n = len(tokens)
    tok = tokens[i]
    value = coin_value(tok)
    initial = _SUIT_INITIALS.get(tokens[i + 1]) if i + 1 < n else None
    if value not in (None, "null") and tok.isdigit() or tok == "ace":
        if initial and i > 0 and (tokens[i - 1] in _BEFORE_SHORT_PLACE or ROLES.get(tokens[i - 1]) in (
                "colonize", "destroy")) and not (i + 2 < n and tokens[i + 2] in ("of", "coin", "coins")) \
                and (tokens[i + 1] != "a" or i + 2 >= n or tokens[i + 2] in _AFTER_SHORT_PLACE):
            # "col 3S", "move to 4A", "destroy AceM": a planet by its value and its suit's initial
            return _PlaceRead(planet_id(value, initial), (i, i + 1), i + 2)  # type: ignore[arg-type]
    return None


def _value_planet_in_suit(tokens: list[str], i: int, reader: Reader) -> _PlaceRead | None:
    """"the 4 planet in Crowns", "the other 4 planet in crowns", "the ace tile of Moons": a planet
    named by its value and a noun, then its system (never the planet the ship is on)."""
    n = len(tokens)
    value = coin_value(tokens[i])
    if value in (None, "null") or tokens[i] in ("a", "one") or i + 3 >= n \
            or tokens[i + 1] not in ("planet", "tile", "rock") or tokens[i + 2] not in ("in", "of"):
        return None
    j = _skip_of_the(tokens, i + 3) if tokens[i + 2] == "of" else i + 3 + (tokens[i + 3] == "the")
    suit = _suit(tokens[j], None, strict=True) if j < n else None
    if suit is None or j + 1 < n and coin_value(tokens[j + 1]) is not None and tokens[j + 1] not in ("a", "one"):
        return None
    end = j + 1 + (j + 1 < n and tokens[j + 1] == "system")
    return _PlaceRead(planet_id(value, suit), range(i, end), end)  # type: ignore[arg-type]


def _value_in_system(tokens: list[str], i: int, reader: Reader) -> _PlaceRead | None:
    n = len(tokens)
    tok = tokens[i]
    value = coin_value(tok)
    if value not in (None, "null") and tok not in ("a", "one") and i + 2 < n and tokens[i + 1] == "in":
        # "planet 3 in the Suns system", "the 4 in Moons": a planet of that system
        j = _skip_of_the(tokens, i + 2)
        suit = _suit(tokens[j], None, strict=True) if j < n else None
        if suit and not (j + 1 < n and coin_value(tokens[j + 1]) is not None):
            end = j + 1 + (j + 1 < n and tokens[j + 1] == "system")
            return _PlaceRead(planet_id(value, suit), range(i, end), end)  # type: ignore[arg-type]
    return None


def _value_of_suit(tokens: list[str], i: int, reader: Reader) -> _PlaceRead | None:
    n = len(tokens)
    tok = tokens[i]
    value = coin_value(tok)
    if value is not None and tok not in ("a", "one") or tok == "one" and i + 1 < n and tokens[i + 1] == "of":
        j = _skip_of_the(tokens, i + 1)
        had_of = "of" in tokens[i + 1:j]
        if j < n and tokens[j] in ("sun", "suns") and j + 1 < n and tokens[j + 1] == "of":
            return _PlaceRead(None, (), i + 1)   # "on a null the sun of Arms": the sun is named by its own words
        if j < n:
            suit = _suit(tokens[j], reader if had_of else None, strict=not had_of)
            if suit:
                pid = sun_id(suit) if value == "null" else planet_id(value, suit)  # type: ignore[arg-type]
                if value == "null" and j + 1 < n and tokens[j + 1] == "sun" and not had_of:
                    j += 1          # "play null: Arms sun": the null's sun, said once more
                return _PlaceRead(pid, range(i, j + 1), j + 1)
            if had_of and tokens[j] not in ROLES and tokens[j].isalpha() and len(tokens[j]) > 2:
                reader.add("col.place.unknown_suit", f"{tokens[j]!r} is not a suit",
                           hint="suits: Suns, Moons, Crowns, Arms")
                return _PlaceRead(None, range(i, j + 1), j + 1)
    return None


def _suit_then_place(tokens: list[str], i: int, reader: Reader) -> _PlaceRead | None:
    n = len(tokens)
    tok = tokens[i]
    suit = _suit(tok, None, strict=True)
    if suit and tok not in ("suns", "sun") or (suit == "Suns" and tok == "suns"):
        if i + 1 < n and tokens[i + 1] == "sun":
            return _PlaceRead(sun_id(suit), (i, i + 1), i + 2)
        if i + 1 < n and coin_value(tokens[i + 1]) is not None and tokens[i + 1] not in ("a", "one"):
            value = coin_value(tokens[i + 1])
            return _PlaceRead(sun_id(suit) if value == "null" else planet_id(value, suit),  # type: ignore[arg-type]
                              (i, i + 1), i + 2)
        if i >= 1 and tokens[i - 1] in ("the", "to", "of") and i + 1 < n and tokens[i + 1] in ("system",):
            # "the Arms system": its sun when nothing else is named
            return _PlaceRead(sun_id(suit), (i, i + 1), i + 2)
    return None


#: the ways a place is named, tried in this order at each word (the first that reads one wins)
_PLACE_CLAUSES = (_my_colony_on_value, _my_colony_of_value, _my_planet_here, _value_planet_in_suit,
                  _planet_here_by_value, _players_place, _home,
                  _sun, _value_and_suit_initial, _value_in_system, _value_of_suit, _suit_then_place)


def find_places(tokens: list[str], reader: Reader) -> tuple[list[tuple[int, str]], set[int]]:
    """Every place named, with its token index; and the indexes used."""
    found: list[tuple[int, str]] = []
    used: set[int] = set()
    i = 0
    while i < len(tokens):
        read = next((r for r in (clause(tokens, i, reader) for clause in _PLACE_CLAUSES) if r is not None),
                    None)
        if read is None:
            i += 1
            continue
        if read.place is not None:
            found.append((i, read.place))
        used.update(read.used)
        i = read.next
    return found, used


def resolve_sun(place: str, state: ColState | None, player: str | None) -> str | None:
    """A place id, with "sun" (the ship's own system's sun) made the sun of that system."""
    if place != "sun":
        return place
    if state is None or player is None or player not in state.seats:
        return None
    return sun_id(state.seats[player].system)


# The actions ---------------------------------------------------------------------------------

def _used_said(tokens: list[str], i: int) -> tuple[str, range] | None:
    """A coin said to be used by the words beside it, at `i`: (its value, the words' span), else
    None — "5 used", "Ace coin used", "Null coin in", "5 coin for the roll", "3 coin + die"."""
    tok = tokens[i]
    value = coin_value(tok)
    if value is None or tok in ("a", "one"):
        return None
    n = len(tokens)
    if i + 1 < n and tokens[i + 1] in ("used", "spent", "added", "burned", "burnt", "discarded"):
        return value, range(i, i + 2)                      # "5 used"
    if i + 2 < n and tokens[i + 1] == "coin" and tokens[i + 2] in ("used", "spent", "added", "burned",
                                                                  "burnt", "discarded", "in"):
        return value, range(i, i + 3)                      # "Ace coin used", "Null coin in"
    end = _for_the_roll(tokens, i)
    if end:
        return value, range(i, end)                        # "5 coin for the roll"
    if not (i > 0 and tokens[i - 1] in ("+", "plus")):
        end = _plus_die(tokens, i)
        if end is not None:
            return value, range(i, end)                    # "3 coin + die", "the 3 plus the roll"
    return None


def _coins(tokens: list[str], used_idx: set[int]) -> tuple[list[str], list[str], list[str], bool]:
    """(coins used, markers, coins before any keyword, 'no coins' said); the words it used are
    added to `used_idx`."""
    mode: str | None = None
    marker_seen_value = False
    used, markers, loose = [], [], []
    none_said = False
    taken: set[int] = set()
    post_markers = _post_markers(tokens, used_idx)
    thrown = _thrown_in(tokens, used_idx)
    for i, tok in enumerate(tokens):
        if i in used_idx or i in taken:
            continue
        if i in thrown:
            used.extend(thrown[i][0])        # "Ace & 5 in", "5 and 2 in": the coins added
            taken.update(thrown[i][1])
            continue
        if i in post_markers:
            markers.append(post_markers[i][0])
            taken.update(post_markers[i][1] | {i})
            continue
        if coin_value(tok) is not None and i + 1 < len(tokens) and tokens[i + 1] in ("planet", "planets") \
                and (i == 0 or tokens[i - 1] not in ("on", "the", "my", "this", "that")) and (markers or used):
            taken.update((i, i + 1))   # "ace on top → ace planet + match": the planet's kind, a reason
            continue
        said = _used_said(tokens, i)
        if said is not None:
            used.append(said[0])               # "5 used", "Null coin in", "3 coin + die" ...
            taken.update(said[1])
            continue
        if tok in ("for", "the") and i + 2 < len(tokens) and tokens[i + 1] == "+" and tokens[i + 2] in (
                "2", "5", "3") and (tok == "the" or tokens[i - 1:i] != ["the"]):
            taken.update((i, i + 1, i + 2))   # "4 on top for the +2": the bonus, not a coin
            continue
        if tok == "for" and i > 0 and tokens[i - 1] in ("coin", "coins") and i + 1 < len(tokens) and (
                tokens[i + 1] in ("roll", "dice", "die", "rolling") or tokens[i + 1] == "the" and i + 2 < len(tokens)
                and tokens[i + 2] in ("roll", "dice", "die")):
            mode = "used"          # "Coin for roll: 5", "coins for the dice: 2, 3"
            taken.update(range(i - 1, i + 2 + (tokens[i + 1] == "the")))
            continue
        if tok == "for" and i > 0 and tokens[i - 1] in ("coin",) and i + 1 < len(tokens) and (
                tokens[i + 1] in ("mark", "marker", "colony") or tokens[i + 1] == "the" and i + 2 < len(tokens)
                and tokens[i + 2] in ("mark", "marker", "colony", "planet")):
            mode, marker_seen_value = "marker", False     # "Coin for mark: 4"
            taken.update(range(i - 1, i + 2 + (tokens[i + 1] == "the")))
            continue
        if tok in ("in", "added", "thrown") and i > 0 and tokens[i - 1] in ("coin", "coins") and (
                i < 2 or coin_value(tokens[i - 2]) is None or tokens[i - 2] in ("a", "one")) \
                and i + 1 < len(tokens) and (coin_value(tokens[i + 1]) is not None or tokens[i + 1] in (
                    "the", "my")) and tokens[i + 1] not in ("a", "one"):
            mode = "used"          # "coin in: Null", "coins in: 2, 3": a label for the coins used
            taken.update((i - 1, i))
            continue
        if tok == "not" and i + 1 < len(tokens) and coin_value(tokens[i + 1]) is not None:
            taken.update((i, i + 1))   # "colony coin 4 not 5": the 5 is taken back
            continue
        if tok in ("put", "puts", "putting", "place", "placing", "drop", "dropping") and \
                i + 2 < len(tokens) and tokens[i + 1] == "in" and tokens[i + 2] not in (
                    "stash", "reserve", "discard", "hand", "the") or tok in ("put", "puts", "putting") \
                and i + 3 < len(tokens) and tokens[i + 1] == "in" and tokens[i + 2] == "the" \
                and coin_value(tokens[i + 3]) is not None and tokens[i + 3] not in ("a", "one"):
            # ("Putting in the 2 and the 3": the coins added; not "put the 4 on it")
            mode = "used"          # "I put in my 5 coin": the coin added to the roll
            taken.update((i, i + 1))
            continue
        if tok in MARKER_KEYS and not (tok == "colony" and i + 1 < len(tokens)
                                       and tokens[i + 1] in ("on",)):
            mode, marker_seen_value = "marker", False
            taken.add(i)
            continue
        if tok in USED_KEYS:
            taken.add(i)
            if mode == "marker" and not marker_seen_value and tok == "with":
                continue
            mode = "used"
            continue
        if tok in NONE_WORDS:
            none_said = True
            taken.add(i)
            continue
        if tok in ("a", "one") and not (i + 1 < len(tokens) and tokens[i + 1] in ("coin",)
                                        and i > 0 and tokens[i - 1] in ("the", "my", "that", "this")):
            continue       # "the one coin": the Ace; "with one coin", "a coin": a count
        value = coin_value(tok)
        if value is None:
            continue
        taken.add(i)
        if mode == "marker":
            markers.append(value)
            marker_seen_value = True
        elif mode == "used":
            used.append(value)
        else:
            loose.append(value)
    used_idx |= taken
    return used, markers, loose, none_said


_IN_JOIN = frozenset({"and", "&", "+", ",", "n", "plus"})


def _for_the_roll(tokens: list[str], i: int) -> int:
    """Where "N (coin) for the roll" ends ("5 coin for the roll", "the 5 for the die"): the coin
    added to the roll; else 0."""
    j = i + 1 + (i + 1 < len(tokens) and tokens[i + 1] == "coin")
    j += j < len(tokens) and tokens[j] in ("goes", "go", "is") and tokens[j + 1:j + 2] == ["for"]   # ("my 3 goes for roll")
    if tokens[j:j + 2] == ["for", "the"] and j + 2 < len(tokens) and tokens[j + 2] in ("roll", "die", "dice"):
        return j + 3
    if tokens[j:j + 1] == ["for"] and j + 1 < len(tokens) and tokens[j + 1] in ("roll", "rolling", "die", "dice"):
        return j + 2                  # ("the 5 coin for roll": the article left out)
    return 0


def _plus_die(tokens: list[str], i: int) -> int | None:
    """Where "N (coin) + die" ends ("3 coin + die", "the 3 plus the roll"): the coin added to the
    die, said as a sum; else None."""
    j = i + 1 + (i + 1 < len(tokens) and tokens[i + 1] == "coin")
    if j < len(tokens) and tokens[j] in ("+", "plus", "and"):
        k = j + 1 + (j + 1 < len(tokens) and tokens[j + 1] in ("the", "a", "my"))
        if k < len(tokens) and tokens[k] in ("die", "dice", "roll", "d6"):
            return k + 1
    return None


def _into_the_roll(tokens: list[str], j: int) -> int:
    """Where "into the roll", "in the roll", "into the die" ends at `j` (the coins before it are
    added to the roll, as "in" alone says); else 0."""
    if j + 2 < len(tokens) and tokens[j] in ("in", "into", "to") and tokens[j + 1] in ("the", "my") \
            and tokens[j + 2] in ("roll", "die", "dice", "pot"):
        return j + 3
    return 0


def _thrown_in(tokens: list[str], used_idx: set[int]) -> dict[int, tuple[list[str], set[int]]]:
    """Coins said to go "in" (the pot of the roll): "Ace & 5 in", "5 and 2 in", "my 3 in";
    not "in the stash", "in my hand" (where a coin is, not what it does)."""
    out: dict[int, tuple[list[str], set[int]]] = {}
    n = len(tokens)
    i = 0
    while i < n:
        if i in used_idx or tokens[i] in ("a", "one") or coin_value(tokens[i]) is None:
            i += 1
            continue
        values, span, j = [coin_value(tokens[i])], {i}, i + 1
        while j < n:
            if j + 1 < n and tokens[j] in _IN_JOIN and coin_value(tokens[j + 1]) is not None \
                    and tokens[j + 1] not in ("a", "one") and j + 1 not in used_idx:
                values.append(coin_value(tokens[j + 1]))
                span |= {j, j + 1}
                j += 2
            elif j + 2 < n and tokens[j] in _IN_JOIN and tokens[j + 1] in ("the", "my") \
                    and coin_value(tokens[j + 2]) is not None and tokens[j + 2] not in ("a", "one") \
                    and j + 2 not in used_idx and tokens[j + 3:j + 4] != ["of"]:
                values.append(coin_value(tokens[j + 2]))     # "the 5 and the 4 go in"
                span |= {j, j + 1, j + 2}
                j += 3
            elif tokens[j] == "coin" and j + 1 < n and tokens[j + 1] in _IN_JOIN and j + 2 < n \
                    and coin_value(tokens[j + 2]) is not None and tokens[j + 2] not in ("a", "one"):
                span.add(j)                 # "5 coin + ace coin in"
                j += 1
            elif coin_value(tokens[j]) is not None and tokens[j] not in ("a", "one") \
                    and j not in used_idx:
                values.append(coin_value(tokens[j]))   # "null, ace & 2 in": the comma left out
                span.add(j)
                j += 1
            else:
                break
        if j < n and tokens[j] in ("coin", "coins"):
            span.add(j)
            j += 1
        if j + 1 < n and tokens[j] in ("both", "all") and len(values) > 1 and tokens[j + 1] == "in":
            span.add(j)            # "ace and 5 both in": every coin named, thrown in
            j += 1
        if j + 1 < n and tokens[j] in ("goes", "go", "going") and tokens[j + 1] == "in" and (
                j + 2 >= n or tokens[j + 2] not in ("my", "stash", "hand", "reserve", "discard")):
            span.add(j)            # "the 5 goes in": thrown in
            j += 1
        goes = j > 0 and tokens[j - 1] in ("goes", "go", "going")
        into = _into_the_roll(tokens, j)
        if into and not (i > 0 and tokens[i - 1] in ("of", "to", "on", "at")):
            out[i] = ([v for v in values if v is not None], span | set(range(j, into)))
            i = into
            continue
        if j < n and (tokens[j] == "in" and (j + 1 >= n or (len(values) > 1 or goes) and tokens[j + 1] == "the"
                                             and j + 2 < n and coin_value(tokens[j + 2]) is not None
                                             and tokens[j + 3:j + 4] != ["of"]
                                             or tokens[j + 1] not in (
                "the", "my", "stash", "hand", "reserve", "discard", "of", "a", "it"))
                or tokens[j] in ("used", "spent", "added", "burned", "burnt") and len(values) > 1) and not (
                i > 0 and tokens[i - 1] in ("of", "to", "on", "at")):
            # (and "ace and 2 used": a list of coins, all used)
            out[i] = ([v for v in values if v is not None], span | {j})
            i = j + 1
            continue
        i = j
    return out


_MARKER_GLUE = frozenset({"is", "as", "the", "my", "goes", "go", "down", "on", "will", "be", "a", "i",
                          "for", "to", "it", "stays", "sits", "becomes", "gets", "placed", "put",
                          "new", "our", "stay", "sit", "remains", "remain", "behind", "there"})


def _names_a_coin_next(tokens: list[str], j: int) -> bool:
    """Whether the marker word at `j` names its own coin next ("5, marker coin 4", "marker: 4",
    "marker is the 4"): then the coin said before it is not the marker."""
    k = j + 1
    while k < len(tokens) and k <= j + 3 and tokens[k] in ("coin", "is", "=", "the", "will", "be"):
        k += 1
    if k == len(tokens) - 1 and tokens[k] == "a":
        return True     # ("coins 2, 3 / marker A": the marker's own coin, if "A" is the Ace; asked)
    if not (k < len(tokens) and coin_value(tokens[k]) is not None and tokens[k] not in ("a", "one")):
        return False
    # ("4 marker, 5 in", "ace marker, 5 used", "4 marker, ace and 5 in": the coins after it are
    # used, so the coin before is the marker)
    m = k + 1
    while m + 1 < len(tokens) and tokens[m] in ("and", "&", "+", "n", "the") and coin_value(tokens[m + 1]) is not None:
        m += 2
    m += m < len(tokens) and tokens[m] in ("coin", "coins")
    return not (m < len(tokens) and tokens[m] in ("in", "used", "spent", "added", "burned") and (
        m + 1 >= len(tokens) or tokens[m + 1] not in ("my", "stash", "hand", "of")))


_PLACED = frozenset({"placed", "planted", "dropped"})
_VAGUE_MARKER = frozenset({"whatever", "whichever", "whatevers", "any", "anything", "leftover", "left",
                           "remaining", "rest", "what", "whats", "something", "some"})


_PUT_VERBS = frozenset({"put", "place", "lay", "set", "drop", "plant", "stick", "leave"})


def fronted_marker(tokens: list[str], j: int) -> set[int]:
    """The words after a coin that make it the marker when the object comes first: "(the ace)
    coin I put on it", "5 I'll place on top", "the 4 I drop on the planet" (an empty set if not)."""
    n = len(tokens)
    k = j + (j < n and tokens[j] == "coin")
    if not (k < n and tokens[k] in ("i", "we")):
        return set()
    k += 1
    while k < n and tokens[k] in ("ll", "will", "m", "am", "just", "then", "d", "going", "gonna", "to"):
        k += 1
    if not (k < n and (tokens[k] in _PUT_VERBS or tokens[k].endswith("ing") and tokens[k][:-3] in _PUT_VERBS
                       or tokens[k] in ("putting", "placing", "dropping", "planting", "setting", "laying"))):
        return set()
    k += 1
    if k < n and tokens[k] in ("down",):
        k += 1
    if k + 1 < n and tokens[k] == "on" and tokens[k + 1] in ("it", "top", "planet", "the", "this"):
        end = k + 2
        if tokens[k + 1] in ("the", "this") and end < n and tokens[end] in ("planet", "colony"):
            end += 1
        return set(range(j, end))
    if k + 1 < n and tokens[k] == "as" and tokens[k + 1] in ("marker", "mark"):
        return set(range(j, k + 2))
    return set()


def _post_markers(tokens: list[str], used_idx: set[int]) -> dict[int, tuple[str, set[int]]]:
    """Coins named before the words that make them the marker: "ace is the colony coin", "4 as
    colony coin", "4 on it", "3 on the planet", "the 4 goes down as my colony coin"."""
    out: dict[int, tuple[str, set[int]]] = {}
    n = len(tokens)
    for i, tok in enumerate(tokens):
        value = coin_value(tok)
        if value is None or i in used_idx or tok in ("a", "one"):
            continue
        j = i + 1
        glue: set[int] = set()
        if j + 1 < n and tokens[j] in ("coin", "coins") and tokens[j + 1] in _PLACED:
            out[i] = (value, {j, j + 1})     # "4 coin placed", "the 3 coin planted"
            continue
        if j < n and tokens[j] in _PLACED and (j + 1 >= n or coin_value(tokens[j + 1]) is None):
            out[i] = (value, {j})            # "4 placed"
            continue
        fronted = fronted_marker(tokens, j)
        if fronted:
            out[i] = (value, fronted)        # "the ace coin I put on it": the object first
            continue
        if j + 1 < n and tokens[j] == "coin" and (tokens[j + 1] in ("as", "is", "goes", "for", "marks")
                                                 or tokens[j + 1] == "marker" and not (
                                                     {"with", "w", "using", "use"} & set(tokens[max(0, i - 2):i]))
                                                 and (j + 2 >= n or coin_value(tokens[j + 2]) is None
                                                     and tokens[j + 2] not in ("coin", "is", "the", "with",
                                                                               "w", "will", "be"))
                                                 or tokens[j + 1] in _MARKER_GLUE):
            glue.add(j)          # "ace coin as the marker", "4 coin marker"
            j += 1
        while j < n and j <= i + 6 and tokens[j] in _MARKER_GLUE and j not in used_idx:
            glue.add(j)
            j += 1
        if not glue and not (j < n and tokens[j] in ("marks", "marker") and not _names_a_coin_next(tokens, j)) \
                and not (j < n and tokens[j] == "mark" and (j + 1 >= n or tokens[j + 1] not in (
                    "with", "using", "as", "the", "my", "w", "coin") and coin_value(tokens[j + 1]) is None)) \
:
            continue          # (but "ace marker", "ace mark", "4 marks it")
        words = [tokens[k] for k in sorted(glue)]
        if j + 1 < n and tokens[j] in ("marker", "mark") and tokens[j + 1] in _VAGUE_MARKER:
            continue          # ("with 2 and 3, marker whatever's left over": the marker not named)
        if "for" in words and j + 1 < n and coin_value(tokens[j + 1]) is not None and tokens[j + 1] not in ("a", "one"):
            continue          # ("2, 3. coin for the colony: ace": the label names its own coin)
        if j < n and tokens[j] in ("colony", "marker", "mark", "marks", "flag", "token") and not (
                j + 1 < n and coin_value(tokens[j + 1]) is not None and tokens[j + 1] not in ("a", "one")
                and tokens[j] != "colony" and _names_a_coin_next(tokens, j)):
            span = glue | {j}
            if tokens[j] == "colony" and j + 1 < n and tokens[j + 1] in ("coin", "marker"):
                span.add(j + 1)
            out[i] = (value, span)
        elif "on" in words and (words[-1] == "it" or j < n and tokens[j] in ("planet", "it", "top")
                                or words[:2] == ["on", "it"] or "it" in words[words.index("on"):] and
                                words[-2:] == ["for", "the"]):     # ("the 4 goes on it for the match")
            span = glue | ({j} if j < n and tokens[j] in ("planet", "it", "top") else set())
            out[i] = (value, span)
    return out


def read_colonize(tokens: list[str], reader: Reader, used: set[int]) -> Action:
    places, used_idx = find_places(tokens, reader)
    used |= used_idx
    planet = None
    if places:
        planet = resolve_sun(places[0][1], reader.state, reader.player)
        if len({p for _, p in places}) > 1:
            reader.add("col.colonize.two_planets", "name one planet to colonize: the post names "
                       + " and ".join(place_name(p) if p != "sun" else "the sun" for _, p in places))
    if not places:
        used.update(_planet_value_after(tokens, reader))   # ("colony on this planet 2": the ship's)
    for i in range(len(tokens) - 2):
        if tokens[i] in ("two", "three", "four", "2", "3", "4") and tokens[i + 1] == "coins" \
                and coin_value(tokens[i + 2]) is not None and tokens[i + 2] not in ("a", "one") \
                and i > 0 and tokens[i - 1] in ("the", "my", "with", "using", "use") \
                and not _last_of_coin_list(tokens, i):
            used.add(i)        # "with the 2 coins 3 and 4": how many, not a coin
    used.update(k for k in range(1, len(tokens)) if tokens[k] == "one" and _one_coin_of_several(tokens, k)
                and tokens[k - 1] in ("with", "using", "use", "a"))    # "with one coin: the 5": how many
    every = _every_coin(tokens, reader, used)
    vague = None if every else _vague_coins(tokens)
    if vague:
        reader.add("col.colonize.unclear_coin", f"\"{vague}\": which coins do you use for the "
                   "roll? please name them", hint="e.g. \"colonize using 3 and 4, marker 5\"")
        used.update(i for i, t in enumerate(tokens) if t in ("two", "three", "four", "2", "3", "4")
                    and (i + 1 < len(tokens) and tokens[i + 1] in ("coins", "lowest", "highest")
                         or t in ("two", "three") and i > 0 and tokens[i - 1] == "or"))
    excluded = _all_but(tokens, used)
    coins, markers, loose, _ = _coins(tokens, used)
    if every:
        # ("using all my coins: null, 2, 4 and 5": the list restates them)
        coins = list(every) + [c for c in coins if c not in every]
        loose = [c for c in loose if c not in every]
    if excluded is not None and reader.state is not None and reader.player in reader.state.seats:
        # "with everything but the 5, 5 marks it": every coin of the stash but those and the marker
        coins = [c for c in reader.state.seats[reader.player].stash
                 if c not in excluded and c not in markers] + coins
    for k in range(1, len(tokens) - 1):
        after = k + 2 if tokens[k + 1] in ("the", "my") and k + 2 < len(tokens) else k + 1
        if tokens[k] == "or" and coin_value(tokens[k - 1]) is not None and tokens[k - 1] not in ("a", "one") \
                and coin_value(tokens[after]) is not None and tokens[after] not in ("a", "one") \
                and not (after + 1 < len(tokens) and SUITS.get(tokens[after + 1]) or
                         after + 2 < len(tokens) and tokens[after + 1] == "of"):
            reader.add("col.colonize.unclear_coin", f"{coin_name(coin_value(tokens[k - 1]))} or "  # type: ignore[arg-type]
                       f"{coin_name(coin_value(tokens[after]))}: say which coin you mean")  # type: ignore[arg-type]
            break
    stash = (list(reader.state.seats[reader.player].stash) if reader.state is not None
             and reader.player in reader.state.seats else None)
    if loose and not markers and not coins and stash is not None and len(stash) == 1 \
            and set(loose) == set(stash):
        # "colonise 3 suns ace" with the Ace the only coin: it can only mark the colony
        markers, loose = [loose[0]], []
    if loose:
        reader.add("col.colonize.unclear_coin",
                   f"coin {', '.join(coin_name(v) for v in loose)}: say whether it is used for the "
                   f"roll (\"using {coin_name(loose[0])}\") or marks the colony (\"mark with "
                   f"{coin_name(loose[0])}\")")
    if len(set(markers)) > 1:
        reader.add("col.colonize.two_markers", "one coin marks a colony: the post names "
                   + " and ".join(coin_name(m) for m in markers))
    return Colonize(planet, tuple(dict.fromkeys(coins)) if len(set(coins)) == len(coins) else tuple(coins),
                    markers[0] if markers else None)


_COUNT = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6}


def _every_coin(tokens: list[str], reader: Reader, used: set[int]) -> list[str] | None:
    """"with all four coins", "using all my coins", "with all 4 of my coins": every coin of the
    stash (the count, if said, is the stash's), or None."""
    if reader.state is None or reader.player not in reader.state.seats:
        return None
    stash = list(reader.state.seats[reader.player].stash)
    n = len(tokens)
    for k, t in enumerate(tokens):
        if t not in ("with", "using", "use", "spending") or k + 1 >= n or tokens[k + 1] not in ("all", "both") \
                and not (tokens[k + 1] in ("my", "the") and k + 2 < n and tokens[k + 2] == "both"):
            continue
        j = k + 2 + (tokens[k + 1] != "all" and tokens[k + 1] != "both")
        count = 2 if "both" in tokens[k + 1:k + 3] else None     # "with both coins": two, said
        while j < n and (tokens[j] in ("my", "the", "of", "coins", "coin") or tokens[j] in _COUNT
                         and count is None):
            if tokens[j] in _COUNT:
                count = _COUNT[tokens[j]]
            j += 1
        if "coins" not in tokens[k + 2:j] or j < n and tokens[j] in ("but", "except", "bar", "besides"):
            continue
        if count is not None and count != len(stash):
            return None          # ("all three coins" with four: which three? asked)
        used.update(range(k, j))
        return stash
    return None


def _all_but(tokens: list[str], used: set[int]) -> list[str] | None:
    """The coins left out of "with everything but the 5", "using all my coins except the 5 and
    the 2" (their words are marked used), or None."""
    n = len(tokens)
    for k, t in enumerate(tokens):
        if t not in ("with", "using", "use") or k + 1 >= n:
            continue
        j = k + 1
        if tokens[j] not in ("all", "everything", "every"):
            continue
        j += 1
        while j < n and tokens[j] in ("my", "the", "coins", "coin", "of"):
            j += 1
        if j >= n or tokens[j] not in ("but", "except", "bar", "besides"):
            continue
        j += 1
        out: list[str] = []
        span = set(range(k, j))
        while j < n and (tokens[j] in ("the", "my", "and", "&", ",", "+") or coin_value(tokens[j]) is not None
                         and tokens[j] not in ("a", "one")):
            if coin_value(tokens[j]) is not None:
                if out and j + 1 < n and tokens[j + 1] in ("marks", "marker", "as", "goes", "on", "is"):
                    break          # ("all but the 5, 5 marks it": the marker, said next)
                out.append(coin_value(tokens[j]))  # type: ignore[arg-type]
            span.add(j)
            j += 1
        if out:
            used.update(span)
            return out
    return None


#: words after "with" / "using" that name coins without saying which ("with everything", "with
#: the rest", "with two coins", "with my two lowest coins")
_VAGUE_COINS = frozenset({"everything", "all", "rest", "usual", "remaining", "others", "whatever",
                          "lot", "bunch", "max", "maximum", "enough", "some", "lowest", "highest",
                          "biggest", "smallest", "best", "worst", "cheapest", "spare", "extra",
                          # "with a couple of coins", "use what's needed", "with several"
                          "couple", "few", "several", "what", "whichever", "needed", "necessary",
                          "any", "pair"})


def _one_coin_of_several(tokens: list[str], j: int) -> bool:
    """"with one coin", "with a coin", "using one of my coins", "with either coin": a count of
    coins, not which one ("the one coin", "my one coin": the Ace, named)."""
    before = tokens[j - 1] if j > 0 else ""
    if tokens[j] == "one" and j + 1 < len(tokens) and tokens[j + 1] in ("coin", "of") \
            and before not in ("the", "my"):
        return tokens[j + 1] == "coin" or tokens[j + 2:j + 4] in (["my", "coins"], ["the", "coins"])
    if tokens[j] == "coin" and before == "a":
        return True
    return tokens[j] == "either" and tokens[j + 1:j + 2] in (["coin"], ["one"])


def _vague_coins(tokens: list[str]) -> str | None:
    """The words that name the coins used without saying which, or None."""
    marking: dict[int, tuple[str, set[int]]] | None = None
    for k, t in enumerate(tokens):
        if t not in ("with", "using", "use", "spending", "adding", "plus"):
            continue
        j = k + 1
        while j < len(tokens) and tokens[j] in ("the", "my", "a", "of"):
            j += 1
        words = tokens[j:j + 3]
        if not words:
            continue
        if words[0] == "any" and _negated_before(tokens, k):
            continue           # ("not using any coins", "won't use any": no coins, said plainly)
        if words[0] in _VAGUE_COINS or words[0] in ("two", "three", "four", "2", "3", "4") and (
                words[1:2] == ["coins"] or words[1:2] and words[1] in _VAGUE_COINS) \
                or _one_coin_of_several(tokens, j):
            if words[0] == "all" and words[1:2] == ["but"]:
                continue
            ahead = tokens[j + 1:j + 6]
            ahead = ahead[:next((m for m, x in enumerate(ahead) if x in MARKER_KEYS), len(ahead))]
            if marking is None:
                marking = _post_markers(tokens, set())     # ("some coins, whatever's enough, Ace on it")
            if any(coin_value(x) is not None and x not in ("a", "one") and x not in ("two", "three", "four")
                   and j + 1 + m not in marking for m, x in enumerate(ahead)):
                continue       # "with the 2 coins 3 and 4", "using all my coins: null, 2": then which
            wide = 2 if len(words) > 1 and words[1] in _VAGUE_COINS | {"coins", "coin"} else 1
            return " ".join(tokens[k:j + (4 if words[1:2] == ["of"] else wide)])
    return vague_before_coins(tokens) or _coins_thrown_in_vaguely(tokens)


#: verbs that put coins into a roll, said loosely ("chucking in a coin", "throw in one or two")
_THROW_IN = frozenset({"chuck", "chucking", "chucks", "throw", "throwing", "throws", "toss", "tossing",
                       "tosses", "add", "adding", "adds", "burn", "burning", "burns", "spend", "spending",
                       "spends", "pay", "paying", "pays", "dump", "dumping", "drop", "dropping", "put",
                       "putting", "stick", "sticking"})
#: "whatever gets it over", "whatever it takes", "whatever's needed": the coins left to the GM
_WHATEVER_DOES_IT = frozenset({"gets", "get", "takes", "take", "needed", "necessary", "works",
                               "does", "makes", "beats", "clears", "wins"})
_WHATEVER_IT_TAKES = (["it", "takes"], ["it", "needs"], ["s", "needed"], ["is", "needed"], ["s", "enough"],
                      ["is", "enough"])


def _coins_thrown_in_vaguely(tokens: list[str]) -> str | None:
    """"chucking in a coin or two", "one or two coins", "throwing in a coin", "whatever gets it
    over": coins put into the roll without saying which (a GM asks which), or None."""
    n = len(tokens)
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1:k + 4]
        if t in ("a", "one") and nxt[:1] in (["coin"], ["or"]) and (
                nxt[1:3] in (["or", "two"], ["or", "so"], ["or", "more"], ["or", "three"])
                or nxt[:2] == ["or", "two"] and k + 3 < n and tokens[k + 3] in ("coins", "coin")):
            return " ".join(tokens[k:k + 4])      # "a coin or two", "one or two coins"
    for k, t in enumerate(tokens):
        nxt = tokens[k + 1:k + 4]
        end = _thrown_in_unnamed(tokens, k) if t in _THROW_IN else 0
        if end:
            return " ".join(tokens[k:end])      # "throwing in a coin", "throw in whatever"
        if t == "whatever" and (nxt[:1] and nxt[0] in _WHATEVER_DOES_IT or nxt[:2] in _WHATEVER_IT_TAKES) \
                and not any(x == "no" and y in ("coin", "coins") for x, y in zip(tokens, tokens[1:])):
            return " ".join(tokens[k:k + 3])      # "whatever gets it over", "whatever it takes"
    return None


def _thrown_in_unnamed(tokens: list[str], k: int) -> int:
    """After a verb of throwing at `k`: "in a coin", "in whatever", "in a couple", "a coin in",
    "one in": coins put into the roll and not named after (not "in the 2", "a coin: the 3"); the
    end of the words that say so, or 0."""
    n = len(tokens)
    j = k + 1
    if j < n and tokens[j] == "in":
        j += 1
        while j < n and tokens[j] in ("a", "an", "my", "the"):
            j += 1
        if j >= n or not (tokens[j] in _VAGUE_COINS or tokens[j] in ("coin", "coins", "one", "another")):
            return 0
    else:
        if j >= n or tokens[j] not in ("a", "one", "some", "another", "two"):
            return 0
        j += 1
        while j < n and j <= k + 4 and tokens[j] in ("coin", "coins", "couple", "few", "pair", "of"):
            j += 1        # ("a couple of coins in", "one in")
        if j >= n or tokens[j] != "in":
            return 0
    rest = tokens[j + 1:j + 4]
    rest = rest[:next((m for m, x in enumerate(rest) if x in MARKER_KEYS), len(rest))]   # (", marker 4")
    marking = _post_markers(tokens, set())       # (", 4 marks it": the marker, not a coin thrown in)
    named = any(coin_value(x) is not None and x not in ("a", "one", "two", "three") and j + 1 + m not in marking
                for m, x in enumerate(rest))
    return 0 if named else j + 1


def _negated_before(tokens: list[str], k: int) -> bool:
    """Whether "without", "not", "won't" (and a verb of use) come just before tokens[k]: "without
    any coins", "not using any", "I won't use any coins" say no coins, not coins left to the GM."""
    j = k - 1
    if j >= 0 and tokens[j] in ("with", "using", "use", "spending", "spend", "adding", "add", "need", "needing"):
        j -= 1
    return j >= 0 and (tokens[j] in NEGATIONS or tokens[j] == "without")


def vague_before_coins(tokens: list[str]) -> str | None:
    """"colonize here, some coins, marker 5", "whatever coins needed", "coins: whichever": the
    coins left to the GM without "with" or "using" before them (a GM asks which), or None."""
    for k, t in enumerate(tokens):
        if t not in ("coins", "coin"):
            continue
        if k > 0 and tokens[k - 1] in _VAGUE_COINS - {"all", "max", "maximum", "rest", "remaining", "others"}:
            if tokens[k - 1] == "any" and _negated_before(tokens, k - 1):
                continue       # ("without any coins", "no use of any coins": none)
            return " ".join(tokens[k - 1:k + 1])
        if k + 1 < len(tokens) and tokens[k + 1] in ("some", "whatever", "whichever", "enough", "any"):
            return " ".join(tokens[k:k + 2])
    return None


def read_destroy(tokens: list[str], reader: Reader, used: set[int]) -> Action:
    places, used_idx = find_places(tokens, reader)
    used |= used_idx
    planet = resolve_sun(places[0][1], reader.state, reader.player) if places else None
    if planet is None:
        planet = _system_planet(tokens, reader, used)     # "the colony on the ace": of this system
    # "(Erik, coin Ace)": the colony's coin, as the player sees it: checked, not a coin used
    where = planet or (reader.state.seats[reader.player].ship if reader.state is not None
                       and reader.player in reader.state.seats else None)
    colony = reader.state.planet(where).colony if reader.state is not None and where and \
        reader.state.planet(where) is not None else None
    for i, tok in enumerate(tokens):
        if i in used or coin_value(tok) is None or tok in ("a", "one"):
            continue
        if i > 0 and tokens[i - 1] in ("coin", "value", "valued", "worth"):
            used.update((i - 1, i))
            if colony is not None and coin_value(tok) != colony.coin:
                reader.add("col.figure.wrong", f"you wrote the colony's coin is "
                           f"{coin_name(coin_value(tok))}; the rules give {coin_name(colony.coin)} "
                           f"({colony.owner}'s colony on {place_name(where)})")
    for i in range(len(tokens) - 1):
        suit = SUITS.get(tokens[i]) if i not in used else None
        if suit and tokens[i + 1] in ("colony", "colonies") and where and colony is not None:
            # "attack the Suns colony": the colony named by its suit (its planet's, or its owner's)
            owner = reader.state.seats.get(colony.owner) if reader.state is not None else None
            named = {split_id(where)[1].lower()} | ({owner.suit.lower()} if owner is not None else set())
            used.add(i)
            if suit.lower() not in named:
                reader.add("col.destroy.wrong_colony", f"{tokens[i]!r}: the colony on "
                           f"{place_name(where)} is {colony.owner}'s, not a {suit} colony: "
                           "which colony do you attack?")
    _owned_value(tokens, reader, used, where, colony)
    coins, markers, loose, _ = _coins(tokens, used)
    if coins:
        reader.add("col.destroy.coins_ignored", "no coins are used to destroy a colony: only the "
                   "die roll counts (4.B.v); post the attack without coins",
                   hint="e.g. \"Attack the colony on the 2 of Suns\"")
    elif markers or loose:
        reader.add("col.destroy.coins_ignored", "no coin is named in an attack: only the die roll "
                   f"counts (4.B.v); please confirm what {coin_list(markers + loose)} means",
                   hint="e.g. \"Attack the colony on the 2 of Suns\"")
    return Destroy(planet)


_POSSESSIVES = frozenset({"your", "his", "her", "their", "ur", "yer"})


def _owned_value(tokens: list[str], reader: Reader, used: set[int], where: str | None, colony) -> None:
    """"attacking your 3 here", "vlads 3 colony", "Vlad's 3": the colony attacked, named by its
    owner and its planet's value, or its coin's ("attacking her 3", "Ilse's null colony": the
    colony's value is its coin's, 4.B.v). Read when it is the colony under the ship (the only one
    an attack can take); another value is said to be elsewhere."""
    if reader.state is None or not where or colony is None:
        return
    names = {name.lower() for name in reader.state.seats}
    planet = reader.state.planet(where)
    for i, tok in enumerate(tokens):
        value = coin_value(tok)
        if i in used or value is None or tok in ("a", "one") or i == 0:
            continue
        prev = tokens[i - 1]
        owner = prev in _POSSESSIVES or prev.rstrip("s") in names and prev.endswith("s") or \
            prev == "s" and i > 1 and tokens[i - 2] in names
        colony_after = i + 1 < len(tokens) and tokens[i + 1] in ("colony", "planet")
        if not owner and not (colony_after and prev in ("the", "that", "this")):
            continue
        if planet is not None and value in (planet.value, colony.coin):
            used.add(i)
            if colony_after:
                used.add(i + 1)
        else:
            reader.add("col.destroy.wrong_colony", f"{tok!r}: your ship is on {place_name(where)} "
                       f"({colony.owner}'s colony): an attack takes the colony under your ship; "
                       "which colony do you attack?")
            used.add(i)
        return


def _system_planet(tokens: list[str], reader: Reader, used: set[int]) -> str | None:
    """"(attack the colony) on the ace", "at the 3": a planet named by its value alone, after "on
    the" or "at the", is the planet of that value in the ship's own system."""
    if reader.state is None or reader.player not in reader.state.seats:
        return None
    suit = split_id(reader.state.seats[reader.player].ship)[1]
    for i in range(2, len(tokens)):
        value = coin_value(tokens[i])
        if i in used or value is None or tokens[i] in ("a", "one") or tokens[i - 1] != "the" \
                or tokens[i - 2] not in ("on", "at") \
                or i + 1 < len(tokens) and tokens[i + 1] in ("coin", "coins"):
            continue
        system = next((s for s in reader.state.systems if s.suit == suit), None)
        found = [p.id for p in system.planets if p.value == value] if system is not None else []
        if len(found) == 1:
            used.update((i - 1, i))
            return found[0]
    return None


def _relative(tokens: list[str], used_idx: set[int], reader: Reader) -> str | None:
    """"2 planets toward the sun", "3 away from the sun", "toward the sun" -> a place id."""
    inward_at = [i for i, t in enumerate(tokens) if t in INWARD]
    outward_at = [i for i, t in enumerate(tokens) if t in OUTWARD]
    # ("1 back to the 2": a count then "back" is toward the sun, the sun unnamed)
    counts = ("1", "2", "3", "4", "5", "one", "two", "three", "four", "five")
    inward = bool(inward_at) and ("sun" in tokens or any(
        i > 0 and tokens[i - 1] in counts and (tokens[i] == "back" or tokens[i] == "in" and (
            # ("just 1 in": a count then "in" closing the clause is toward the sun too)
            i + 1 == len(tokens) or tokens[i + 1] in ("toward", "towards", "to", "from")))
        for i in inward_at) or any(
        # "one planet inward", "2 steps closer", "sunward": the count and its steps, then the way
        tokens[i] in ("inward", "inwards", "sunward") or i > 1 and tokens[i - 1] in STEP_WORDS
        and tokens[i - 2] in counts for i in inward_at))
    outward = bool(outward_at)
    if not inward and not outward:
        return None
    count = None
    for i, tok in enumerate(tokens):
        if i in used_idx:
            continue
        v = coin_value(tok)
        if v is not None and v != "null" and (tok.isdigit() or tok in ("two", "three", "four", "five")
                                             or tok == "one" and i + 1 < len(tokens)
                                             and tokens[i + 1] in STEP_WORDS):
            count = int({"ace": 1}.get(v, v))
            used_idx.add(i)
            break
    for i, tok in enumerate(tokens):
        if tok in INWARD or tok in OUTWARD or tok in STEP_WORDS or tok in ("from", "the"):
            used_idx.add(i)
        if tok == "sun":
            used_idx.add(i)
    state, player = reader.state, reader.player
    if count is None and {"bit", "little", "few", "some", "bunch", "ways"} & set(tokens):
        reader.add("col.move.no_destination", "how far? \"a bit\" toward or away from the sun "
                   "names no place: say where the ship should stop")
        return None
    if state is None or player not in (state.seats if state else {}):
        return None
    from gm_tool.games.colonization.rules.board import place_at, position
    suit, index = position(state, state.seats[player].ship)
    last = len(state.system(suit).planets)
    if inward and not outward and index == 0 and {tokens[i] for i in inward_at} == {"in"} and "sun" not in tokens:
        inward, outward = False, True     # ("2 in" from the sun: two places into the system)
    if outward and not (inward and tokens.index("sun") > 0 and any(
            t in ("toward", "towards") for t in tokens)):
        target = last if count is None else min(last, index + count)
        if count is not None and index + count > last and index != last:
            reader.add("col.move.bad_direction", f"{suit} has {last - index} place"
                       f"{'s' if last - index != 1 else ''} beyond your ship: it cannot move {count} "
                       "away from the sun")
            return None
        if index == last:
            reader.add("col.move.bad_direction", f"your ship is on the outermost place of {suit}: "
                       "there is nothing further away from the sun")
            return None
    else:
        if index == 0:
            reader.add("col.move.bad_direction", "your ship is on the sun: it cannot move toward it")
            return None
        if count is not None and count > index:
            reader.add("col.move.bad_direction", f"your ship is {index} place"
                       f"{'s' if index != 1 else ''} from the sun: it cannot move {count} toward it")
            return None
        target = 0 if count is None else max(0, index - count)
    return place_at(state, suit, target)


def _to_the_value(tokens: list[str]) -> bool:
    """"move out to the 5": a planet of the ship's system named by its value after "to the",
    not a count of places ("move out 2")."""
    return any(tokens[k] in ("to", "onto") and tokens[k + 1] == "the" and coin_value(tokens[k + 2]) not in (None, "null")
               and tokens[k + 2] not in ("a", "one") and not (k + 3 < len(tokens) and tokens[k + 3] in (
                   "of", "coin", "coins", "moves", "places", "spaces", "steps")) for k in range(len(tokens) - 2))


def _in_direction(tokens: list[str], i: int) -> bool:
    """Whether the "sun" at `i` ends a direction ("away from the sun", "toward the sun") rather
    than naming a destination ("to the sun", "back to the sun")."""
    before = [t for t in tokens[max(0, i - 2):i] if t != "the"]
    return bool(before) and before[-1] in INWARD | OUTWARD | {"from"}


def _on_the_way(tokens: list[str], i: int) -> bool:
    """Whether the place named at `i` is one the ship passes ("past my 3", "via my colony on the
    3", "through the ace")."""
    k = i - 1
    while k >= 0 and tokens[k] in ("my", "the", "her", "his", "their", "own"):
        k -= 1
    return k >= 0 and tokens[k] in ("past", "through", "via", "passing")


#: the words before a place that say where another lies beside it ("right next to the sun")
BESIDE = (("next", "to"), ("beside",), ("besides",), ("adjacent", "to"), ("right", "by"), ("just", "by"))
#: ... or near it, a claim too loose to check ("near the sun")
_NEAR = (("near",), ("close", "to"), ("nearest", "to"), ("closest", "to"))


def _landmark(tokens: list[str], i: int) -> str | None:
    """Whether the place named at `i` only says where the destination lies ("to the ace, its right
    next to the sun", "the 4, beside my 3"): a landmark, never the destination; "beside" when
    the destination is said to be next to it (a claim to check), "near" when only near it."""
    k = i
    while k > 0 and tokens[k - 1] in ("my", "the", "her", "his", "their", "own"):
        k -= 1
    for kind, phrases in (("beside", BESIDE), ("near", _NEAR)):
        if any(tuple(tokens[max(0, k - len(words)):k]) == words for words in phrases):
            return kind
    return None


def _check_beside(reader: Reader, targets: list[str], landmarks: list[str]) -> None:
    """A destination said to lie next to a place ("the ace, right next to the sun"): a claim the
    board checks; when the two are not side by side in one system a GM asks where the ship goes."""
    state, player = reader.state, reader.player
    if len(targets) != 1 or not landmarks or state is None or player not in state.seats:
        return
    from gm_tool.games.colonization.rules.board import position
    for mark in landmarks:
        place = resolve_sun(mark, state, player)
        try:
            (suit, at), (there, index) = position(state, targets[0]), position(state, place)
        except (KeyError, ValueError):
            continue
        if suit != there or abs(at - index) != 1:
            far = f" (it is {abs(at - index)} places from it)" if suit == there else ""
            reader.add("col.move.path_mismatch", f"{place_name(targets[0])} is not next to "
                       f"{place_name(place)}{far}: please confirm where the ship goes")


def _check_path(tokens: list[str], used: set[int], reader: Reader, targets: list[str]) -> None:
    """A path beside the place ("1 away from the sun (onto 3 of Crowns)", "to the sun, 1 space
    back", "to the 5 of Moons, 2 spaces out"): a figure, checked against the place named."""
    if not targets or not any(t in INWARD | OUTWARD for t in tokens):
        return
    if not any(k not in used and (t in ("1", "2", "3", "4", "5", "two", "three", "four", "five")
                                  or t == "one" and tokens[k + 1:k + 2] and tokens[k + 1] in STEP_WORDS)
               and not (k > 1 and tokens[k - 1] == "the" and tokens[k - 2] in ("to", "onto"))
               for k, t in enumerate(tokens)):
        return             # ("roll out to the 4": a direction, no count of places to check)
    probe = Reader(reader.state, reader.player, reader.line)
    # ("out to the 4": the planet 4, not four places)
    values = {k + 2 for k in range(len(tokens) - 2) if tokens[k] in ("to", "onto") and tokens[k + 1] == "the"
              and coin_value(tokens[k + 2]) is not None and not (
                  k + 3 < len(tokens) and tokens[k + 3] in STEP_WORDS | {"moves", "places", "spaces"})}
    mine = used | values
    path = _relative(tokens, mine, probe)
    used |= mine - values
    if path is not None and path != targets[0] and split_id(path)[1] == split_id(targets[0])[1]:
        reader.add("col.move.path_mismatch", f"the path written leads to {place_name(path)}, "
                   f"not to {place_name(targets[0])}: please confirm where the ship goes")
    elif path is None and any(d.code == "col.move.bad_direction" for d in probe.diags) and any(
            t in INWARD | OUTWARD and (t != "away" or tokens[k + 1:k + 2] == ["from"])
            for k, t in enumerate(tokens)):
        # (not "it's 3 moves away": a distance, checked as one)
        bad = next(d for d in probe.diags if d.code == "col.move.bad_direction")
        reader.add("col.move.path_mismatch", f"the path written does not lead to "
                   f"{place_name(targets[0])}: {bad.message}; please confirm where the ship goes")


def _waypoints(tokens: list[str], used: set[int]) -> None:
    """"back past my 3 to the 2 of Crowns", "through the ace": a place on the way, not a target
    (its words are marked used)."""
    for i, tok in enumerate(tokens):
        if tok in ("past", "through", "via", "passing") and i not in used:
            j = i + 1
            while j < len(tokens) and tokens[j] in ("my", "the", "her", "his", "their"):
                j += 1
            if j < len(tokens) and coin_value(tokens[j]) not in (None,) and tokens[j] not in ("a", "one") \
                    and j not in used:
                used.update(range(i, j + 1))
                if j + 1 < len(tokens) and tokens[j + 1] in ("colony", "planet"):
                    used.add(j + 1)


def _condition_faces(tokens: list[str], used: set[int]) -> None:
    """The faces of a condition ("if I roll a null, warp to ...", "on an ace", "null -> Suns sun"),
    marked used."""
    for i, tok in enumerate(tokens):
        if i in used or coin_value(tok) is None or tok in ("a", "one"):
            continue
        k = i - 1
        while k >= 0 and (tokens[k] in ("a", "an", "the", "i", "only", "just", "s", "up")
                          or tokens[k] == "it" and k > 0 and tokens[k - 1] == "if"):
            k -= 1      # ("if the roll's only an ace, the 2 of Suns then", "if it's an ace")
        if k >= 0 and tokens[k] in ("roll", "rolls", "rolled", "rolling", "get", "gets", "got",
                                    "on", "if", "when", "for", "shows", "show", "showing", "lands",
                                    "comes", "is"):
            used.add(i)
        elif coin_value(tok) in ("null", "ace") and i + 1 < len(tokens) and tokens[i + 1] in ("to", "warp"):
            used.add(i)


def _planet_of_value_to(tokens: list[str], used: set[int], reader: Reader, targets: list[str],
                        conditional: int) -> bool:
    """"fly over to the 5": the planet of that value in the ship's own system, appended to
    `targets` (also beside a place for one face: "out to the 4, if I get a null I'll warp to the
    Moons sun"; the first `conditional` targets are those). False when the ship's system has no
    planet of the value named (said to the player: the move then has no target)."""
    if reader.state is None or reader.player not in reader.state.seats:
        return True
    system = reader.state.system(split_id(reader.state.seats[reader.player].ship)[1])
    for i, tok in enumerate(tokens):
        if i in used or coin_value(tok) in (None, "null") or tok in ("a", "one"):
            continue
        k = i - 1
        while k >= 0 and tokens[k] in ("the", "my"):
            k -= 1
        if k >= 0 and tokens[k] in ("to", "onto", "for", "toward", "towards", "at") and \
                not (i + 1 < len(tokens) and tokens[i + 1] in STEP_WORDS and not _kind_of_planet(tokens, i)):
            same = [p.id for p in system.planets if p.value == coin_value(tok)]
            if len(same) == 1:
                targets.append(same[0])
                used.add(i)
                _check_path(tokens, used, reader, targets[conditional:])   # ("move 1 back to the 2")
                return True
            if not same and tokens[i - 1] == "the":
                # "roll and move toward the 5" where the ship's system has no 5: a rolled move
                # stays in its system, so no 5 is in reach (a GM says so, not "which?")
                others = [p.id for s in reader.state.systems for p in s.planets
                          if p.value == coin_value(tok)]
                reader.add("col.move.no_such_planet", f"there is no {coin_name(coin_value(tok))} "
                           f"in the {system.suit} system, where your ship is; a rolled move "
                           "stays in its system (another system only by an Ace rolled or a coin)"
                           + (f"; the {coin_name(coin_value(tok))}s on the table: "
                              + ", ".join(place_name(x) for x in others) if others else ""))
                used.add(i)
                return False
    return True


_RANKS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}


def _ranked_planet(tokens: list[str], reader: Reader, used: set[int]) -> str | None:
    """"roll out to the third planet": the planet at that rank from the sun of the ship's system,
    when the ship is on that sun; from anywhere else (counted from the sun or from the ship?)
    asked, returning "" (None: no rank said)."""
    at = next((i for i in range(len(tokens) - 1) if tokens[i] in _RANKS
               and tokens[i + 1] in ("planet", "tile", "one", "place", "spot")), None)
    if at is None or reader.state is None or reader.player not in reader.state.seats:
        return None
    used.update((at, at + 1))
    ship = reader.state.seats[reader.player].ship
    suit = split_id(ship)[1]
    if not is_sun(ship) or _RANKS[tokens[at]] > len(reader.state.system(suit).planets):
        reader.add("col.move.no_destination", f"\"the {tokens[at]} {tokens[at + 1]}\": counted from "
                   "where? name the planet (e.g. \"roll and move to the 3 of Crowns\")")
        return ""
    from gm_tool.games.colonization.rules.board import place_at
    return place_at(reader.state, suit, _RANKS[tokens[at]])


def _kind_of_planet(tokens: list[str], i: int) -> bool:
    """"to the ace planet", "out to the 3 planet": the planet's kind (its value) before the noun,
    never a count of planets ("3 planets out", "to the 3rd planet")."""
    return i + 1 < len(tokens) and tokens[i + 1] in ("planet", "tile", "rock") and (
        tokens[i] == "ace" or i > 0 and tokens[i - 1] == "the")


def read_roll(tokens: list[str], reader: Reader, used: set[int], implied: bool) -> Action:
    places, used_idx = find_places(tokens, reader)
    used |= used_idx
    targets: list[str] = []
    rel = None
    # "to the sun, 1 space back": the sun named as the destination; the path is a figure to check
    sun_named = any(p == "sun" and not _in_direction(tokens, i) and i > 0 and tokens[i - 1] == "the"
                    and i > 1 and tokens[i - 2] in ("to", "onto") for i, p in places)
    ranked = _ranked_planet(tokens, reader, used) if not places else None
    if ranked is not None:
        return RollMove((ranked,) if ranked else ())
    if any(t in INWARD | OUTWARD for t in tokens) and not [p for _, p in places if p != "sun"] \
            and not _to_the_value(tokens) and not sun_named:
        rel = _relative(tokens, used, reader)
        if rel is not None:
            targets.append(rel)
    conditional: list[str] = []
    landmarks: list[str] = []
    if rel is None:
        last = 0
        for i, place in places:
            if place == "sun" and _in_direction(tokens, i):
                continue  # "1 away from the sun (onto 3 of Crowns)": the sun is not a destination
            if _on_the_way(tokens, i):
                continue  # "to the 2 of Crowns via my colony on the 3": passed, not a destination
            if _landmark(tokens, i):
                if _landmark(tokens, i) == "beside":
                    landmarks.append(place)
                continue  # "to the ace, it's right next to the sun": where it lies, not a destination
            resolved = resolve_sun(place, reader.state, reader.player)
            if resolved is not None and resolved not in targets + conditional:
                # "on an ace warp to 4 of Suns", "if I roll the null, warp to ...", "null -> X":
                # a place for one face comes first, or a plain move would take that face
                if _face_condition(tokens[last:i]):
                    conditional.append(resolved)
                else:
                    targets.append(resolved)
            last = i + 1
        targets[:0] = conditional
        _check_path(tokens, used, reader, targets[len(conditional):])
    if targets:
        _waypoints(tokens, used)
    _condition_faces(tokens, used)
    if not [t for t in targets if t not in conditional] and reader.state is not None \
            and reader.player in reader.state.seats:
        if not _planet_of_value_to(tokens, used, reader, targets, len(conditional)):
            return RollMove(())
    _check_beside(reader, targets[len(conditional):], landmarks)
    if {"somewhere", "anywhere", "wherever", "someplace"} & set(tokens):
        # "on a null I'll warp somewhere": where is not said
        reader.add("col.move.no_destination", "\"" + next(t for t in tokens if t in (
            "somewhere", "anywhere", "wherever", "someplace")) + "\" names no place: say where the "
                   "ship goes", E, "roll and move to PLACE; on a null, warp to the sun of SUIT")
    if conditional and not [t for t in targets if t not in conditional] and not {
            "else", "otherwise", "stay", "sit", "staying", "sitting", "only"} & set(tokens) and not any(
            # ("roll for the null → sun of Arms": the roll's one aim is that face)
            t == "for" and coin_value(next((x for x in tokens[k + 1:k + 3] if x not in ("a", "an", "the")),
                                           "")) in ("null", "ace") for k, t in enumerate(tokens)):
        # ("rolling for the null → sun of Crowns (else I just sit here)", "(only an ace does it)":
        # what any other roll does is said)
        # "roll and move, if ace i warp to wens 2": a place only for one face of the die; where
        # the ship goes on every other roll is not said, and a GM asks before rolling
        reader.add("col.move.no_destination", "you name "
                   + " and ".join(place_name(t) for t in conditional)
                   + " only for one face of the die: where does your ship move on any other roll? "
                   "please confirm", E, "roll and move to PLACE; on an Ace, warp to PLACE")
    if not targets and reader.state is not None and reader.player in reader.state.seats:
        counts = [i for i, t in enumerate(tokens) if i not in used and t.isdigit() and 1 <= int(t) <= 5]
        ship = reader.state.seats[reader.player].ship
        if len(counts) == 1 and is_sun(ship):
            from gm_tool.games.colonization.rules.board import place_at
            suit = split_id(ship)[1]
            last = len(reader.state.system(suit).planets)
            if int(tokens[counts[0]]) <= last:
                targets.append(place_at(reader.state, suit, int(tokens[counts[0]])))
                used.add(counts[0])
    if implied and reader.state is not None and reader.player in reader.state.seats and targets:
        # "Moving my ship over to the 3 of Arms": another system, reached by a roll (only an
        # Ace) or by the coin of its value, and the post names neither: a GM asks which
        seat = reader.state.seats[reader.player]
        here = split_id(seat.ship)[1]
        for target in targets:
            if split_id(target)[1] == here:
                continue
            coin = "null" if is_sun(target) else next(
                (p.value for p in reader.state.system(split_id(target)[1]).planets if p.id == target), None)
            if coin is not None and coin in seat.stash:
                reader.add("col.move.how_unclear",
                           f"{place_name(target)} is in another system: say whether you roll and "
                           f"move (only an Ace gets there) or play your {coin_name(coin)} coin to warp there",
                           E, "\"roll and move to PLACE\" | \"play my N coin, warp to N of SUIT\"")
                return RollMove(tuple(targets))
    if implied:
        reader.add("col.move.roll_implied", "moving needs a die roll: read as \"roll and move\"", I)
    return RollMove(tuple(targets))


def _last_of_coin_list(tokens: list[str], i: int) -> bool:
    """Whether the value at `i`, before "coins", ends a list of coins ("with the ace and the 2
    coins, null as the colony coin"): the plural names the coins of the list, not how many."""
    j = i - 1
    if j >= 0 and tokens[j] in ("the", "my"):
        j -= 1
    if j < 1 or tokens[j] not in ("and", "&"):
        return False
    j -= 1
    if j >= 0 and tokens[j] == "coin":
        j -= 1
    return j >= 0 and coin_value(tokens[j]) is not None and tokens[j] not in ("a", "one")


def _face_condition(before: list[str]) -> bool:
    """Whether the words before a place make it the place for one face of the die."""
    for k, tok in enumerate(before):
        value = coin_value(tok)
        if value not in ("null", "ace") or tok in ("a", "one"):
            continue
        j = k - 1
        while j >= 0 and (before[j] in ("a", "an", "the", "i", "s", "up")
                          or before[j] == "it" and j > 0 and before[j - 1] == "if"):
            j -= 1      # ("if it's an ace", "if it comes up ace")
        if j >= 0 and before[j] in ("on", "if", "roll", "rolls", "rolled", "get", "gets", "when",
                                    "shows", "show", "lands", "comes"):
            return True
        if k + 1 < len(before) and before[k + 1] in ("to", "warp", "then", "means"):
            return True
    return False


def _is_condition(tokens: list[str], i: int) -> bool:
    """Whether the coin value at `i` is a die face in a condition ("if I roll a null", "on an
    ace", "a 3 or higher")."""
    window = tokens[max(0, i - 4):i]
    return any(t in ("if", "on", "roll", "rolls", "rolled", "get", "gets", "when", "unless")
               for t in window)


def read_warp(tokens: list[str], reader: Reader, used: set[int]) -> Action | None:
    places, used_idx = find_places(tokens, reader)
    used |= used_idx
    values = [(i, coin_value(t)) for i, t in enumerate(tokens)
              if i not in used and coin_value(t) and t not in ("a", "one")]
    # "warp over to the other 4 planet": the planet's value, not the coin played
    kinds = [(i, v) for i, v in values if i + 1 < len(tokens) and tokens[i + 1] in ("planet", "planets")
             or _place_kind(tokens, i) or _warp_destination_value(tokens, i)]
    values = [x for x in values if x not in kinds]
    coin = None
    if values:
        if len({v for _, v in values}) > 1:
            reader.add("col.warp.two_coins", "play one coin to warp: the post names "
                       + " and ".join(coin_name(v) for _, v in values))  # type: ignore[arg-type]
        coin = values[0][1]
        used.update(i for i, _ in values)
        # ("play my 3 coin, warp to the other 3": the planet's value, the coin's own)
        used.update(i for i, v in kinds if v == coin and not _is_planet_word_after(tokens, i))
    if not places and coin in (None, "null"):
        # "null → arms", "use the null to hop over to Arms": a suit alone is its sun
        suits = [(i, SUITS.get(t)) for i, t in enumerate(tokens) if i not in used and SUITS.get(t)
                 and t not in ("sun", "suns") and (i > 0 and tokens[i - 1] in ("to", "the", "over", "into")
                                                   or i == len(tokens) - 1)]
        if len({s for _, s in suits}) == 1:
            places = [(suits[0][0], sun_id(suits[0][1]))]
            used.update(i for i, _ in suits)
    if not places and coin is None and len({v for _, v in kinds}) == 1:
        target = _only_warp_target(reader, kinds[0][1])
        if target is not None:
            used.update(i for i, _ in kinds)
            used.update(i + 1 for i, _ in kinds)
            places = [(kinds[0][0], target)]
    if not places:
        target = _only_warp_target(reader, coin)
        here = None
        if reader.state is not None and reader.player in reader.state.seats:
            ship = reader.state.seats[reader.player].ship
            here = (ship, reader.state.planet(ship) if not is_sun(ship) else None)
        if target is None and coin not in (None, "null") and here is not None and (
                here[1] is None or here[1].colony is None or here[1].colony.owner != reader.player):
            # "Playing my Ace coin to warp to another Ace planet" off a colony of one's own: no
            # place would do, so the rule is the answer, not "where?"
            reader.add("col.warp.no_colony_here", f"a coin warps you to a planet only from a planet "
                       f"with your colony; your ship is on {place_name(here[0])}" + (
                           "" if here[1] is None or here[1].colony is None else
                           f" ({here[1].colony.owner}'s colony)"))
            return None
        stash = (reader.state.seats[reader.player].stash if reader.state is not None
                 and reader.player in reader.state.seats else None)
        if target is None and coin not in (None, "null") and stash is not None and coin not in stash:
            # "warp w my 2 coin to another 2 planet": the coin itself is not there to play, which
            # a GM says before asking where
            reader.add("col.warp.coin_not_in_stash", f"your {coin_name(coin)} coin is not in your "
                       f"stash (stash: {coin_list(list(stash))})")
        if target is None:
            reader.add("col.warp.no_destination", "say where to warp: \"discard null, warp to the "
                       "sun of Arms\" or \"play my 4 coin, warp to 4 of Suns\"")
            return None
        reader.add("col.warp.target_implied", f"read as warping to {place_name(target)}, the only "
                   "place that coin can reach now", I)
    else:
        if len(places) > 1 and reader.state is not None and reader.player in reader.state.seats:
            here = reader.state.seats[reader.player].ship
            places = [p for p in places if p[1] != here] or places   # "warp 4 of Suns -> 4 of Arms"
        target = resolve_sun(places[-1][1], reader.state, reader.player)
        at = places[-1][0]
        only = _the_one_free_sun(tokens, at, reader) if places[-1][1] == "sun" else None
        if only is not None:
            target, places[-1] = only, (at, only)     # "warp to the empty sun": the one sun free
        vague = only is None and places[-1][1] == "sun" and (at > 0 and tokens[at - 1] in _ANY_SUN or target is not None and
                                            reader.state.seats[reader.player].ship == target
                                            or _bare_sun(tokens, at, reader, coin))
        if target is None or vague:
            # "null coin -> the empty sun": which one? (the suit names it)
            reader.add("col.warp.no_destination", "say which sun: \"warp to the sun of Arms\""
                       + (f" (\"{tokens[at - 1]} sun\" could be more than one)" if vague and at > 0
                          and tokens[at - 1] in _ANY_SUN else ""))
            return None
        if len({p for _, p in places}) > 1:
            reader.add("col.warp.two_places", "a coin warps the ship to one place: the post names "
                       + " and ".join(place_name(resolve_sun(p, reader.state, reader.player) or p)
                                      for _, p in places))
    if coin is None:
        coin = "null" if is_sun(target) else split_id(target)[0]
        if _die_warps_there(reader, coin, target):
            # "gonna warp over to the other 4 planet": the coin of that value warps there, and so
            # does a rolled Ace; the post says neither, so a GM asks
            face = "Ace"
            reader.add("col.move.how_unclear",
                       f"{place_name(target)}: say whether you play your {coin_name(coin)} coin to "
                       f"warp there, or roll and move (only a rolled {face} warps you there)",
                       E, "\"play my N coin, warp to N of SUIT\" | \"roll and move to PLACE; on an "
                       "ace warp to N of SUIT\"")
            return None
        reader.add("col.warp.coin_implied", f"read as playing your {coin_name(coin)} coin", I)
    return CoinWarp(coin, target)


def _bare_sun(tokens: list[str], at: int, reader: Reader, coin: str | None) -> bool:
    """"Null coin → sun": a Null warp to "sun", with no article, suit nor owner, from a planet,
    while more than one sun is free: which one is not said (a GM asks; "the sun" is the ship's
    own system's, "my sun" and "home" name one)."""
    if coin not in (None, "null") or reader.state is None or reader.player not in reader.state.seats:
        return False
    if at > 0 and tokens[at - 1] in ("my", "own", "home", "this", "our", "s", "the"):
        return False       # ("warp to the sun": the sun of the ship's own system)
    ship = reader.state.seats[reader.player].ship
    if is_sun(ship):
        return False
    free = [s.suit for s in reader.state.systems if not reader.state.ships_at(sun_id(s.suit))]
    return len(free) > 1


def _die_warps_there(reader: Reader, coin: str, target: str) -> bool:
    """Whether a roll could warp the ship to `target` as the coin would (a rolled Ace from one's
    own colony to a planet of its value elsewhere), with that coin in the stash: then a warp that
    names no coin does not say which way."""
    state, player = reader.state, reader.player
    if state is None or player is None or player not in state.seats:
        return False
    seat = state.seats[player]
    if coin not in seat.stash or split_id(target)[1] == split_id(seat.ship)[1]:
        return False
    if coin == "null":
        return False     # (a warp to a sun is the Null coin's: COL-067; a rolled Null is said as a roll)
    here = state.planet(seat.ship) if not is_sun(seat.ship) else None
    return here is not None and here.colony is not None and here.colony.owner == player \
        and here.value == coin and not is_sun(target)


#: words before a bare "sun" that name no particular one ("the empty sun", "another sun")
_ANY_SUN = frozenset({"empty", "free", "open", "unoccupied", "vacant", "other", "another", "a", "an",
                      "nearest", "closest", "next", "any", "some"})


def _only_warp_target(reader: Reader, coin: str | None) -> str | None:
    """The one place a coin can warp the ship to now ("Playing my Ace coin" on an Ace colony
    with one free Ace planet elsewhere), or None."""
    state, player = reader.state, reader.player
    if state is None or player is None or player not in state.seats or coin is None:
        return None
    from gm_tool.games.colonization.rules.board import other_ships
    seat = state.seats[player]
    if coin == "null":
        return None   # any unoccupied sun: the player must say which
    here = state.planet(seat.ship) if not is_sun(seat.ship) else None
    if here is None or here.colony is None or here.colony.owner != player or here.value != coin:
        return None
    free = [p.id for s in state.systems if s.suit != here.suit for p in s.planets
            if p.value == coin and not other_ships(state, player, p.id)]
    return free[0] if len(free) == 1 else None


#: words before how many coins the rules allow a restore ("I get two", "allowed two", "sun lets me
#: take two", "may restore two back")
_ALLOW_WORDS = frozenset({"get", "gets", "allowed", "allows", "lets", "let", "may", "can", "entitled"})


def _count_allowed(tokens: list[str], i: int) -> bool:
    """Whether tokens[i] ("two", "2", "one", "both") is how many coins the rules allow, said as a
    reason ("on a sun, so I get two", "I'm allowed two"), not a coin restored."""
    if tokens[i] not in ("two", "2", "one", "both"):
        return False
    j = i - 1
    while j >= 0 and j >= i - 3 and tokens[j] in ("me", "to", "restore", "take", "back", "bring", "do", "i"):
        j -= 1
    if not (j >= 0 and tokens[j] in _ALLOW_WORDS) or j == i - 1 and tokens[j] in ("may", "can", "let"):
        return False
    return i + 1 >= len(tokens) or tokens[i + 1] not in ("coin",) and coin_value(tokens[i + 1]) is None


def read_restore(tokens: list[str], reader: Reader, used: set[int]) -> Action:
    values = []
    counted = False
    for i, t in enumerate(tokens):
        if t in ("a", "one"):
            if i + 1 < len(tokens) and tokens[i + 1] == "coin":
                used.add(i)
            continue       # "restore one coin", "a coin": how many, not the Ace
        if t in ("two", "2", "both") and i + 2 < len(tokens) and tokens[i + 1] in (
                "discarded", "spent", "used", "of", "my") and tokens[i + 2] in ("coins", "my") \
                and not values:
            counted = True       # "restore the two discarded coins": how many, not which
            used.add(i)
            continue
        if _count_allowed(tokens, i):
            counted = True       # "(on a sun, so I get two)": how many the rules allow, not the 2 coin
            used.add(i)
            continue
        if t in ("two", "three", "four", "five") and i > 0 and tokens[i - 1] == "all":
            counted = True       # "restore all three (null, 4, 5)": how many, not the 3 coin
            used.add(i)
            continue
        if i + 1 < len(tokens) and tokens[i + 1] == "coins" and t in ("two", "2", "both", "one") \
                and not values and not (i > 0 and tokens[i - 1] in ("and", "the", "plus")):
            counted = True       # "restore two coins": how many, not which
            used.add(i)
            continue
        v = coin_value(t)
        if v is not None:
            values.append(v)
            used.add(i)
        elif t.isdigit():
            reader.add("col.coin.unknown", f"there is no coin {t}: coins are Null, Ace, 2, 3, 4, 5")
            used.add(i)
    if reader.state is not None and reader.player in reader.state.seats and values == ["2"]:
        seat = reader.state.seats[reader.player]
        bare = [i for i, t in enumerate(tokens) if t in ("2", "two") and not (
            i > 0 and tokens[i - 1] in ("the", "my", "coin")) and not (
            i + 1 < len(tokens) and tokens[i + 1] == "coin")]
        if bare and is_sun(seat.ship) and len(seat.discard) >= 2 and "2" in seat.discard:
            reader.add("col.restore.which", "\"restore 2\": the 2 coin, or two coins? On a sun you "
                       f"may restore two (discarded: {coin_list(seat.discard)}); please confirm")
    if len(values) >= 2 and any(tokens[k] == "or" and any(coin_value(t) is not None for t in tokens[:k])
                                and any(coin_value(t) is not None for t in tokens[k + 1:])
                                for k in range(len(tokens))):
        # "restore the 2 or the 4(, whichever)": a choice left open
        pile = (reader.state.seats[reader.player].discard if reader.state is not None
                and reader.player in reader.state.seats else None)
        if pile is not None and not set(values) & set(pile):
            # (neither can come back: say so, rather than ask which)
            reader.add("col.restore.which", "your discard pile is empty: there is nothing to restore"
                       if not pile else f"{' and '.join(coin_name(v) for v in values)}: not in your "
                       f"discard pile (discarded: {coin_list(pile)})")
        else:
            reader.add("col.restore.which", f"\"{' or '.join(coin_name(v) for v in values)}\": which "
                       "coin do you restore? please choose (or name both, if the rules allow two)")
    seat = (reader.state.seats[reader.player] if reader.state is not None
            and reader.player in reader.state.seats else None)
    if not values and seat is not None and len(seat.discard) == 2 and is_sun(seat.ship) and any(
            t == "both" or t in ("two", "2", "all") and i + 1 < len(tokens) and (
                tokens[i + 1] == "coins" or tokens[i + 1] in ("discarded", "spent", "used")
                and i + 2 < len(tokens) and tokens[i + 2] == "coins")
            for i, t in enumerate(tokens)):
        return Restore(tuple(seat.discard))     # "restore both (coins)": the two discarded
    one = any(t in ("a", "one", "single") and i + 1 < len(tokens) and tokens[i + 1] in ("coin", "discarded")
              or t in ("my", "the") and tokens[i + 1:i + 3] == ["discarded", "coin"]
              for i, t in enumerate(tokens))     # ("take back my discarded coin": one coin)
    if not values and not counted and not one and seat is not None and is_sun(seat.ship) \
            and len(seat.discard) >= 2 and not {"power", "reserves", "all", "everything", "max",
                                                "both", "allow", "allowed"} & set(tokens):
        # a bare "restore" on a sun: one coin or two, and which? (off a sun the rules check asks;
        # "restore power (reserves)", the rules' name for the action and the game's own words
        # "Restore power (the coins the rules allow)", takes back what the rules allow: COL-112)
        reader.add("col.restore.which", "say which coins to restore: on a sun you may take back "
                   f"one or two (discarded: {coin_list(seat.discard)})",
                   hint=f"e.g. \"restore the {coin_name(seat.discard[0])} and "
                   f"{coin_name(seat.discard[1])}\"")
        return Restore(())
    if not values and (counted or one):
        if seat is not None and not seat.discard:
            # "Restore a coin pls" with nothing discarded: the rule is the answer, not "which?"
            reader.add("col.restore.which", "your discard pile is empty: there is nothing to restore")
            return Restore(())
        if seat is not None and len(seat.discard) == 1 and not counted:
            # "I take back one coin from the discard" with one coin there: that coin, no choice
            return Restore(tuple(seat.discard))
        reader.add("col.restore.which", "say which coin to restore: the post asks for "
                   + ("coins" if counted else "one coin") + " without naming which")
    return Restore(tuple(values))


_MANY = {"two": 2, "three": 3, "2": 2, "3": 3, "4": 4, "four": 4}


def _draw_count(tokens: list[str], reader: Reader) -> None:
    """"Draw x2", "draw twice", "draw 2 planets": more than the one planet a draw takes (one
    action per turn): refused, the count named."""
    for i, t in enumerate(tokens[:-1]):
        if not (t.startswith("draw") or t == "drew"):
            continue
        nxt = tokens[i + 1:i + 4]
        many = nxt[0] in ("twice", "thrice", "times", "double") or nxt[0] in _MANY and len(nxt) > 1 \
            and nxt[1] in ("planets", "tiles", "x", "times") and (len(nxt) < 3 or nxt[2] not in (
                "left", "remaining", "remain", "in", "to"))
        if many:
            reader.add("col.draw.count", "one action per turn: a draw takes one planet from the stack, "
                       "not more")
            return


def read_action(kind: str, tokens: list[str], reader: Reader, used: set[int],
                implied_roll: bool = False) -> Action | None:
    if kind == "draw":
        _draw_count(tokens, reader)
        return Draw()
    if kind == "colonize":
        return read_colonize(tokens, reader, used)
    if kind == "destroy":
        return read_destroy(tokens, reader, used)
    if kind == "roll":
        return read_roll(tokens, reader, used, implied_roll)
    if kind == "warp":
        return read_warp(tokens, reader, used)
    if kind == "restore":
        return read_restore(tokens, reader, used)
    return Pass()


#: words that, after "the", say a sun is the one free ("the empty sun", "the only free sun")
_FREE_SUN = frozenset({"empty", "free", "open", "unoccupied", "vacant"})


def _the_one_free_sun(tokens: list[str], at: int, reader: Reader) -> str | None:
    """"warp to the empty sun w/ my null" while one sun only is unoccupied: that sun (a GM knows
    which); None when the words are not "the (only/last) empty sun" or more than one is free. With
    another coin the sun is still that one, so the reply can say only the Null coin warps there."""
    if reader.state is None or reader.player not in reader.state.seats:
        return None
    k = at - 1
    if not (k > 0 and tokens[k] in _FREE_SUN):
        return None
    k -= 1
    if k > 0 and tokens[k] in ("only", "last", "one", "remaining"):
        k -= 1
    if not (k >= 0 and tokens[k] == "the"):
        return None
    free = [sun_id(s.suit) for s in reader.state.systems if not reader.state.ships_at(sun_id(s.suit))]
    return free[0] if len(free) == 1 else None


#: words before a value that make it a planet's, not the coin played ("warp to the other 3")
_KIND_BEFORE = frozenset({"other", "free", "empty", "open", "unoccupied", "vacant", "another"})


def _place_kind(tokens: list[str], i: int) -> bool:
    """"warp over to the other 3, the free one", "warp to the free 3": a value after "other" /
    "free" / "another" names the planet warped to, not a coin (unless "coin" follows it)."""
    return i > 0 and tokens[i - 1] in _KIND_BEFORE and not (
        i + 1 < len(tokens) and tokens[i + 1] in ("coin", "coins"))


def _warp_destination_value(tokens: list[str], i: int) -> bool:
    """"warp over to the 4 in Marisol's system", "warp to a 3 elsewhere": a value right after "to"
    (or "to the" / "to a") is the planet warped to, not the coin played ("to the 4 coin" is)."""
    if i + 1 < len(tokens) and tokens[i + 1] in ("coin", "coins"):
        return False
    return i > 0 and (tokens[i - 1] in ("to", "onto") or i > 1 and tokens[i - 1] in ("the", "a", "an")
                      and tokens[i - 2] in ("to", "onto"))


def _is_planet_word_after(tokens: list[str], i: int) -> bool:
    """Whether "planet" follows the value at `i` ("the other 4 planet": read as before)."""
    return i + 1 < len(tokens) and tokens[i + 1] in ("planet", "planets")


def _planet_value_after(tokens: list[str], reader: Reader) -> set[int]:
    """"I make colony on this planet 2", "colonize planet 4": the value after "planet" names the
    planet the ship is on (when it is that value), never a coin; the words' indices, else none."""
    state, player = reader.state, reader.player
    if state is None or player not in state.seats or is_sun(state.seats[player].ship):
        return set()
    ship = state.seats[player].ship
    value = split_id(ship)[0]
    said = [i for i in range(len(tokens) - 1) if tokens[i] == "planet" and coin_value(tokens[i + 1]) is not None
            and tokens[i + 1] not in ("a", "one") and (i + 2 >= len(tokens) or tokens[i + 2] not in ("coin", "coins"))]
    for i in said:
        if coin_value(tokens[i + 1]) != value:
            reader.add("col.colonize.not_here", f"\"planet {tokens[i + 1]}\": your ship is on "
                       f"{place_name(ship)}; a colony is made on the planet the ship is on")
    return {k for i in said for k in (i, i + 1)}
