"""Turn posts: forum text -> one action, read as loosely as people write.

A post holds one action line (chatter and quoted posts around it are ignored). The line, or one of
its sentences ("Keeping my coins. Colonize ..."), starts with a verb, possibly after "I'll",
"Action:" and the like:

    draw | draw a planet                                     4.A
    colonize [PLANET] [with/using COINS | with no coins], mark with COIN | colony coin COIN   4.B
    destroy/attack [the colony on PLANET]                    4.B.v
    roll and move to PLACE [or PLACE ...] | roll, move N planets toward/away from the sun   4.C
    discard null, warp to the sun of SUIT | play my 4 coin, warp to 4 of Suns   4.D
    restore COIN [and COIN]                                   4.E

Places: "3 of Moons", "3-Moons", "Moons 3", "ace of crowns", "sun of Arms", "Arms sun", "the sun"
(of the ship's system), "null of Arms" (= that sun). Coins: null/0, ace/1, 2..5 or words.
Words are matched ignoring case; a misspelt verb or suit is read with a did-you-mean warning.
A stated die roll ("I rolled a 5") is ignored with a warning: the tool rolls every die.

Read with the reading kit (`gm_tool.core.reading`): forum text to lines, `plain_words` for the
words of a line, and `Vocabulary`s (the verbs below, the suit and value spellings of the
piecepack's data) for the words and their typos. A post is one action line, not a run of
sections, so the kit's section runner does not apply: the action verb picks the line's reader.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from gm_tool.core.diagnostics import Diagnostic, Severity
from gm_tool.core.reading import Line, Vocabulary, plain_words, scan
from gm_tool.games.colonization.actions import (Action, CoinWarp, Colonize, Destroy, Draw, Pass,
                                                Restore, RollMove)
from gm_tool.games.colonization.pieces import (coin_name, is_sun, place_name, planet_id,
                                               split_id, suit_spellings, sun_id, value_spellings)
from gm_tool.games.colonization.state import ColState

E, W, I = Severity.ERROR, Severity.WARNING, Severity.INFO

# action -> the words that name it (the first word of an action line, after fillers)
VERB_WORDS: dict[str, list[str]] = {
    "draw": "draw draws drawing explore".split(),
    "colonize": "colonize colonise colonizes colonises colonizing colonising colonization "
                "colonisation settle".split(),
    "destroy": "destroy destroys attack attacks raid invade bomb".split(),
    "roll": "roll rolls rolling rolled move moves moving fly go travel head".split(),
    "warp": "warp warps jump teleport play discard spend use".split(),
    "restore": "restore restores restoring recover regain retrieve recharge reclaim".split(),
    "pass": "pass skip".split(),
}
VERB_VOCABULARY = Vocabulary.from_data(VERB_WORDS, what="action")
#: every verb spelling -> its action (a plain dict: a line's words are looked up one by one)
VERBS: dict[str, str] = VERB_VOCABULARY.table

FILLERS = set("i ll will im m going to gonna let me lets now then so ok okay my this turn action "
              "id d like want wanna shall please and first next we ill i'll".split())
COLONIZE_WORDS = {w for w, k in VERBS.items() if k == "colonize"}
DESTROY_WORDS = {w for w, k in VERBS.items() if k == "destroy"}
ROLL_WORDS = {"roll", "rolls", "rolling", "rolled"}
WARP_WORDS = {w for w, k in VERBS.items() if k == "warp"}
USED_KEYS = {"with", "using", "use", "uses", "spending", "spend", "plus", "adding", "add", "+"}
MARKER_KEYS = {"mark", "marks", "marking", "marked", "marker", "colony", "flag", "place", "put",
               "leave", "leaving", "plant"}
NONE_WORDS = {"no", "without", "none", "nothing"}
STEP_WORDS = {"planet", "planets", "step", "steps", "space", "spaces", "move", "moves", "tile", "tiles"}
INWARD = {"toward", "towards", "inward", "inwards", "in", "closer", "back"}
OUTWARD = {"away", "out", "outward", "outwards", "further", "farther", "forward"}

_LABEL = re.compile(r"^\s*([^:]{1,40}):\s*(.*)$")
_VALUES = Vocabulary(value_spellings(), what="coin")
_SUITS = Vocabulary(suit_spellings(), what="suit")


@dataclass
class ParsedPost:
    action: Action | None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    line: int | None = None
    text: str | None = None


@dataclass
class Reader:
    """The line being read: what it is read against, and its diagnostics."""

    state: ColState | None
    player: str | None
    line: int
    diags: list[Diagnostic] = field(default_factory=list)

    def add(self, code: str, message: str, severity: Severity = E, hint: str | None = None) -> None:
        self.diags.append(Diagnostic(code, message, severity, self.line, None, hint))


#: the end of a sentence inside a line: ". ", "! ", "? " (not a number's point: "3.5")
_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+")


def tokens_of(text: str) -> list[str]:
    """A line's words (the kit's `plain_words`: folded, "'s" dropped), "+" kept ("3 + 2")."""
    return plain_words(text, keep="+")


def _verb_at(tokens: list[str]) -> tuple[int, str | None, str | None]:
    """(index of the verb, kind, the misspelt word read as a verb or None). A stated roll at the
    start ("rolled a 5, ...") is skipped (and warned about by the reader)."""
    skip_to = -1
    j = 1 if tokens[:1] == ["i"] else 0
    if j < len(tokens) and tokens[j] in ("rolled", "got", "die", "dice"):
        j += 1
        while j < len(tokens) and tokens[j] in ("a", "an", "is", "was", "shows", "showed"):
            j += 1
        if j < len(tokens) and (coin_value(tokens[j]) is not None or tokens[j].isdigit()):
            skip_to = j
    for i, tok in enumerate(tokens):
        if i <= skip_to:
            continue
        if tok in VERBS:
            return i, VERBS[tok], None
        if tok in FILLERS:
            continue
        close = VERB_VOCABULARY.close(tok)
        if close:
            return i, VERBS[close], tok
        return -1, None, None
    return -1, None, None


def _strip_label(text: str) -> str:
    """"Action: draw", "Ann: restore 3" -> the part after the label (a label holds no verb and
    no coin words)."""
    m = _LABEL.match(text)
    if m:
        label = tokens_of(m.group(1))
        if not any(t in VERBS or t in MARKER_KEYS or t in USED_KEYS for t in label):
            return m.group(2)
    return text


def _verb_of(text: str) -> tuple[list[str], int, str | None, str | None]:
    """The tokens of `text` and `_verb_at` of them, the text's label ("Action:") skipped if
    the verb is not at the start."""
    tokens = tokens_of(text)
    i, kind, typo = _verb_at(tokens)
    if kind is None:
        tokens = tokens_of(_strip_label(text))
        i, kind, typo = _verb_at(tokens)
    return tokens, i, kind, typo


def classify(text: str) -> tuple[str | None, list[str], str | None]:
    """(action kind, the tokens after the verb, misspelt verb) of a line; kind None = no action.
    The verb starts the line or one of its sentences ("Keeping my coins. Colonize the 3 ..."):
    players put a remark before the action on the same line."""
    tokens, i, kind, typo = _verb_of(text)
    if kind is None:
        for sentence in _SENTENCE_BREAK.split(text)[1:]:
            tokens, i, kind, typo = _verb_of(sentence)
            if kind is not None and typo is None:
                break
        else:
            kind = None
    if kind is None:
        return None, [], None
    rest = tokens[i + 1:]
    words = set(tokens[i:])
    if typo:
        words.add(VERB_VOCABULARY.close(typo))  # type: ignore[arg-type]
    if words & COLONIZE_WORDS:
        kind = "destroy" if words & DESTROY_WORDS else "colonize"
    elif words & DESTROY_WORDS:
        kind = "destroy"
    elif kind in ("restore", "draw", "pass"):
        pass
    elif words & ROLL_WORDS:
        kind = "roll"
    elif words & WARP_WORDS:
        kind = "warp"
    return kind, rest, typo


# Places and values ------------------------------------------------------------------------

def coin_value(tok: str) -> str | None:
    """The coin value a word names ("ace", "2", "null"), or None."""
    return _VALUES.get(tok)


def _suit(tok: str, reader: Reader | None, strict: bool = False) -> str | None:
    found = _SUITS.get(tok)
    if found is not None:
        return found
    if strict:
        return None
    close = _SUITS.close(tok, cutoff=0.75)
    if close and reader is not None:
        reader.add("col.post.did_you_mean", f"read {tok!r} as {_SUITS[close]!r}", W)
        return _SUITS[close]
    return None


def find_places(tokens: list[str], reader: Reader) -> tuple[list[tuple[int, str]], set[int]]:
    """Every place named, with its token index; and the indexes used."""
    found: list[tuple[int, str]] = []
    used: set[int] = set()
    n = len(tokens)
    i = 0

    def skip(j: int) -> int:
        while j < n and tokens[j] in ("of", "the"):
            j += 1
        return j

    while i < n:
        tok = tokens[i]
        if tok == "sun" or tok == "suns" and i + 1 < n and tokens[i + 1] == "of":
            j = skip(i + 1)
            suit = _suit(tokens[j], reader) if j < n and tokens[j] != "sun" and (j > i + 1) else None
            if suit is None and j < n and j > i + 1:
                suit = _suit(tokens[j], None, strict=True)
            if suit:
                found.append((i, sun_id(suit)))
                used.update(range(i, j + 1))
                i = j + 1
                continue
            if tok == "sun":
                found.append((i, "sun"))  # the ship's own system
                used.add(i)
                i += 1
                continue
        value = coin_value(tok)
        if value is not None:
            j = skip(i + 1)
            had_of = j > i + 1
            if j < n:
                suit = _suit(tokens[j], reader if had_of else None, strict=not had_of)
                if suit:
                    pid = sun_id(suit) if value == "null" else planet_id(value, suit)
                    found.append((i, pid))
                    used.update(range(i, j + 1))
                    i = j + 1
                    continue
                if had_of and tokens[j] not in VERBS:
                    reader.add("col.place.unknown_suit", f"{tokens[j]!r} is not a suit",
                               hint="suits: Suns, Moons, Crowns, Arms")
                    used.update(range(i, j + 1))
                    i = j + 1
                    continue
        suit = _suit(tok, None, strict=True)
        if suit and tok != "suns" or (suit == "Suns" and tok == "suns"):
            if i + 1 < n and tokens[i + 1] == "sun":
                found.append((i, sun_id(suit)))
                used.update((i, i + 1))
                i += 2
                continue
            if i + 1 < n and coin_value(tokens[i + 1]) is not None:
                value = coin_value(tokens[i + 1])
                found.append((i, sun_id(suit) if value == "null" else planet_id(value, suit)))
                used.update((i, i + 1))
                i += 2
                continue
        i += 1
    return found, used


def resolve_sun(place: str, state: ColState | None, player: str | None) -> str | None:
    """A place id, with "sun" (the ship's own system's sun) made the sun of that system."""
    if place != "sun":
        return place
    if state is None or player is None or player not in state.seats:
        return None
    return sun_id(state.seats[player].system)


# Stated rolls -------------------------------------------------------------------------------

def _stated_roll(tokens: list[str]) -> str | None:
    for i, tok in enumerate(tokens):
        if tok in ("rolled", "got", "die", "dice", "roll", "rolls", "rolling"):
            j = i + 1
            while j < len(tokens) and j <= i + 3 and tokens[j] in ("a", "an", "is", "was", "shows",
                                                                   "showed", "of", "me"):
                j += 1
            if j < len(tokens) and (coin_value(tokens[j]) is not None or tokens[j].isdigit()):
                after = tokens[j + 1] if j + 1 < len(tokens) else ""
                if tok in ("roll", "rolls", "rolling") and (
                        after in STEP_WORDS or after in INWARD | OUTWARD or after == "of"
                        or _suit(after, None, strict=True)):
                    continue
                return " ".join(tokens[i:j + 1])
    return None


# Per-action readers ------------------------------------------------------------------------

def _coins(tokens: list[str], used_idx: set[int], reader: Reader) -> tuple[list[str], list[str], list[str], bool]:
    """(coins used, markers, coins before any keyword, 'no coins' said)."""
    mode: str | None = None
    marker_seen_value = False
    used, markers, loose = [], [], []
    none_said = False
    for i, tok in enumerate(tokens):
        if i in used_idx:
            continue
        if tok in MARKER_KEYS:
            mode, marker_seen_value = "marker", False
            continue
        if tok in USED_KEYS:
            if mode == "marker" and not marker_seen_value and tok == "with":
                continue
            mode = "used"
            continue
        if tok in NONE_WORDS:
            none_said = True
            continue
        value = coin_value(tok)
        if value is None:
            continue
        if mode == "marker":
            markers.append(value)
            marker_seen_value = True
        elif mode == "used":
            used.append(value)
        else:
            loose.append(value)
    return used, markers, loose, none_said


def _read_colonize(tokens: list[str], reader: Reader) -> Action | None:
    places, used_idx = find_places(tokens, reader)
    planet = None
    if places:
        planet = resolve_sun(places[0][1], reader.state, reader.player)
        if len(places) > 1:
            reader.add("col.colonize.two_planets", "name one planet to colonize: the post names "
                       + " and ".join(place_name(p) if p != "sun" else "the sun" for _, p in places))
    used, markers, loose, _ = _coins(tokens, used_idx, reader)
    if loose:
        reader.add("col.colonize.unclear_coin",
                   f"coin {', '.join(coin_name(v) for v in loose)}: say whether it is used for the "
                   f"roll (\"using {coin_name(loose[0])}\") or marks the colony (\"mark with "
                   f"{coin_name(loose[0])}\")")
    if len(markers) > 1:
        reader.add("col.colonize.two_markers", "one coin marks a colony: the post names "
                   + " and ".join(coin_name(m) for m in markers))
    return Colonize(planet, tuple(used), markers[0] if markers else None)


def _read_destroy(tokens: list[str], reader: Reader) -> Action | None:
    places, used_idx = find_places(tokens, reader)
    planet = resolve_sun(places[0][1], reader.state, reader.player) if places else None
    used, markers, loose, _ = _coins(tokens, used_idx, reader)
    if used or markers or loose:
        reader.add("col.destroy.coins_ignored", "no coins are used to destroy a colony: only the "
                   "die roll counts; the coins named are ignored", W)
    return Destroy(planet)


def _relative(tokens: list[str], used_idx: set[int], reader: Reader) -> str | None:
    """"2 planets toward the sun", "3 away from the sun", "toward the sun" -> a place id."""
    inward = any(t in INWARD for t in tokens) and "sun" in tokens
    outward = any(t in OUTWARD for t in tokens)
    if not inward and not outward:
        return None
    count = None
    for i, tok in enumerate(tokens):
        if i in used_idx:
            continue
        v = coin_value(tok)
        if v is not None and v != "null":
            count = {"ace": 1}.get(v, v)
            count = int(count)
            break
    state, player = reader.state, reader.player
    if state is None or player not in (state.seats if state else {}):
        return None
    from gm_tool.games.colonization.rules.board import place_at, position
    suit, index = position(state, state.seats[player].ship)
    last = len(state.system(suit).planets)
    if outward and not (inward and tokens.index("sun") > 0 and any(
            t in ("toward", "towards") for t in tokens)):
        target = last if count is None else min(last, index + count)
        if index == last:
            reader.add("col.move.bad_direction", f"your ship is on the outermost place of {suit}: "
                       "there is nothing further away from the sun")
            return None
    else:
        if index == 0:
            reader.add("col.move.bad_direction", "your ship is on the sun: it cannot move toward it")
            return None
        target = 0 if count is None else max(0, index - count)
    return place_at(state, suit, target)


def _in_direction(tokens: list[str], i: int) -> bool:
    """Whether the "sun" at `i` ends a direction ("away from the sun", "toward the sun") rather
    than naming a destination ("to the sun", "back to the sun")."""
    before = [t for t in tokens[max(0, i - 2):i] if t != "the"]
    return bool(before) and before[-1] in INWARD | OUTWARD | {"from"}


def _read_roll(tokens: list[str], reader: Reader, implied: bool) -> Action | None:
    places, used_idx = find_places(tokens, reader)
    targets: list[str] = []
    rel = None
    if any(t in INWARD | OUTWARD for t in tokens) and not [p for _, p in places if p != "sun"]:
        rel = _relative(tokens, used_idx, reader)
        if rel is not None:
            targets.append(rel)
    if rel is None:
        for i, place in places:
            if place == "sun" and _in_direction(tokens, i):
                continue  # "1 away from the sun (onto 3 of Crowns)": the sun is not a destination
            resolved = resolve_sun(place, reader.state, reader.player)
            if resolved is not None and resolved not in targets:
                targets.append(resolved)
    if implied:
        reader.add("col.move.roll_implied", "moving needs a die roll: read as \"roll and move\"", I)
    return RollMove(tuple(targets))


def _read_warp(tokens: list[str], reader: Reader) -> Action | None:
    places, used_idx = find_places(tokens, reader)
    if not places:
        reader.add("col.warp.no_destination", "say where to warp: \"discard null, warp to the sun "
                   "of Arms\" or \"play my 4 coin, warp to 4 of Suns\"")
        return None
    target = resolve_sun(places[-1][1], reader.state, reader.player)
    if target is None:
        reader.add("col.warp.no_destination", "say which sun: \"warp to the sun of Arms\"")
        return None
    if len(places) > 1:
        reader.add("col.warp.two_places", "a coin warps the ship to one place: the post names "
                   + " and ".join(place_name(resolve_sun(p, reader.state, reader.player) or p)
                                  for _, p in places))
    values = [coin_value(t) for i, t in enumerate(tokens) if i not in used_idx and coin_value(t)]
    if len(values) > 1:
        reader.add("col.warp.two_coins", "play one coin to warp: the post names "
                   + " and ".join(coin_name(v) for v in values))
    if values:
        coin = values[0]
    else:
        coin = "null" if is_sun(target) else split_id(target)[0]
        reader.add("col.warp.coin_implied", f"read as playing your {coin_name(coin)} coin", I)
    return CoinWarp(coin, target)


def _read_restore(tokens: list[str], reader: Reader) -> Action | None:
    values = []
    for t in tokens:
        v = coin_value(t)
        if v is not None:
            values.append(v)
        elif t.isdigit():
            reader.add("col.coin.unknown", f"there is no coin {t}: coins are Null, Ace, 2, 3, 4, 5")
    return Restore(tuple(values))


# The post ---------------------------------------------------------------------------------

FORMS = ("draw | colonize [with COINS], mark with COIN | destroy | roll and move to PLACE | "
         "discard null, warp to the sun of SUIT | play my N coin, warp to N of SUIT | restore COIN")


def read_line(line: Line, state: ColState | None = None, player: str | None = None,
              kind_tokens: tuple[str | None, list[str], str | None] | None = None) -> ParsedPost:
    reader = Reader(state, player, line.number)
    kind, rest, typo = kind_tokens or classify(line.text)
    if kind is None:
        return ParsedPost(None, [], line.number, line.text)
    if typo:
        close = VERB_VOCABULARY.close(typo)
        reader.add("col.post.did_you_mean", f"read {typo!r} as {close!r}", W)
    all_tokens = tokens_of(line.text)
    stated = _stated_roll(all_tokens)
    if stated:
        reader.add("col.roll.ignored", f"\"{stated}\": the tool rolls every die itself; a roll "
                   "written in the post is ignored", W)
        rest = [t for t in rest if t not in ("rolled",)]
    action: Action | None
    if kind == "draw":
        action = Draw()
    elif kind == "colonize":
        action = _read_colonize(rest, reader)
    elif kind == "destroy":
        action = _read_destroy(rest, reader)
    elif kind == "roll":
        action = _read_roll(rest, reader, implied=not (set(all_tokens) & (ROLL_WORDS | {"rolled"})))
    elif kind == "warp":
        action = _read_warp(rest, reader)
    elif kind == "restore":
        action = _read_restore(rest, reader)
    else:
        action = Pass()
    return ParsedPost(action, reader.diags, line.number, line.text)


def parse_post(text: str, state: ColState | None = None, player: str | None = None) -> ParsedPost:
    """Read a whole post: exactly one action line. Never raises."""
    reading = scan(text)
    diags = list(reading.notes)
    found: list[tuple[Line, tuple]] = []
    for line in reading.lines:
        info = classify(line.text)
        if info[0] is not None:
            found.append((line, info))
    # a misspelt verb on a line that is otherwise chatter is not an action
    exact = [f for f in found if f[1][2] is None]
    if exact:
        found = exact
    if not found:
        diags.append(Diagnostic("col.post.no_action", "no action found in the post: a line must "
                                "start with one of the five actions", E, None, None, FORMS))
        return ParsedPost(None, diags)
    if len(found) > 1:
        lines = ", ".join(str(f[0].number) for f in found)
        diags.append(Diagnostic("col.post.multiple_actions",
                                f"one action per turn: lines {lines} each hold an action "
                                f"({'; '.join(repr(f[0].text) for f in found)})", E,
                                found[1][0].number, None, "keep the one you mean; strike out or "
                                "remove the others"))
    line, info = found[0]
    parsed = read_line(line, state, player, info)
    parsed.diagnostics = diags + parsed.diagnostics
    return parsed
