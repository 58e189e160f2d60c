"""A line of a turn post cut into clauses, and the action words (heads) that open them.

Part of the Colonization reader (`reader.py`): "roll and move to 3 of Suns; if I roll a null
warp to the sun of Arms" is two clauses, the second a condition of the first; "Colonizing",
"I'm gonna draw", "take one planet from the stack" are action words after an intent; "going for
the big one", "playing it safe", "well played" are idioms, not orders. `kind_of` says which of
the five actions a set of roles makes.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from gm_tool.core.kit.reading.habits import CHATTER_WORDS, verb_base
from gm_tool.games.colonization.posts.vocabulary import (
    CONDITIONAL,
    FILLERS,
    INTENT,
    INWARD,
    NEGATIONS,
    OUTWARD,
    REVISION,
    ROLES,
    ROLE_VOCABULARY,
    STRONG,
    SUITS,
    WEAK_VALUES,
    WORDS,
    coin_value,
)

#: the action verbs' base forms, for the kit's `verb_base` ("colonising" -> "colonise")
BASES = frozenset(b for bases in WORDS["verbs"].values() for b in bases)

_BOUNDARY_PUNCT = frozenset(".!?;:,()[]{}/|-\u2026\u2013\u2014")
SENTENCE_END = frozenset(".!?\u2026")
BOUNDARY_WORDS = frozenset({"and", "then", "or", "but", "so", "if", "else", "otherwise", "unless",
                             "because", "since", "while", "after", "before", "though", "although",
                             "until", "when", "once", "plus"})
#: words that start a line carrying on the action of the line before ("Using: 2 and 3")
CONTINUATION = frozenset({"using", "use", "with", "coins", "coin", "marker", "mark", "colony",
                           "planet", "target", "destination", "to", "onto", "or", "if", "else",
                           "otherwise", "backup", "fallback", "alternatively", "plus", "adding", "spending", "on", "where", "place", "unless"})


@dataclass(frozen=True, slots=True)
class Clause:
    start: int            # index of its first word (after the boundary words that open it)
    end: int              # index after its last word
    openers: tuple[str, ...]
    sentence_start: bool  # the line or a sentence starts here


@dataclass(frozen=True, slots=True)
class Head:
    line: int             # original line number
    index: int            # word index in its line
    role: str
    word: str             # as written
    typo: str | None = None
    conditional: bool = False
    revision: bool = False
    moving: bool = False  # "roll to the 5 of Suns": a roll that moves the ship (not a colonize roll)


def kind_of(roles: set[str]) -> str | None:
    """The one action of the rules that these roles make, or None (two actions, or none)."""
    if not roles:
        return None
    if roles <= {"pass"}:
        return "pass"
    if "draw" in roles:
        return "draw" if roles <= {"draw", "mark"} else None
    if "restore" in roles:
        return "restore" if roles <= {"restore"} else None
    if "colonize" in roles:
        return "colonize" if roles <= {"colonize", "roll", "mark", "play"} else None
    if "destroy" in roles:
        return "destroy" if roles <= {"destroy", "roll"} else None
    if "roll" in roles:
        return "roll" if roles <= {"roll", "move", "warp"} else None
    if roles <= {"move", "warp", "play"}:
        return "warp" if roles & {"warp", "play"} else "roll"
    return None


# Lines to clauses to heads --------------------------------------------------------------------

def _pile_noun(words: list[Word], i: int, end: int) -> bool:
    """"my discard is empty", "the discard pile": the discard pile named, not the action word."""
    if i >= end or words[i].word not in ("discard", "discards"):
        return False
    if i > 0 and words[i - 1].word in ("my", "your", "his", "her", "their", "the") or \
            i + 1 < end and words[i + 1].word in ("pile", "is", "s", "has", "was", "empty", "goes", "now"):
        return True
    # "stash null ace 5, discard 2", "discard: 2": the pile's coins, no warp said in the sentence
    if i + 1 < len(words) and (words[i + 1].word in (":", "=") or coin_value(words[i + 1].word) not in (
            None, "null") and words[i + 1].word not in ("a", "one")):
        rest = []
        for w in words[i + 1:]:
            if w.punct and w.word in SENTENCE_END:
                break
            rest.append(w.word)
        return not {"warp", "warping", "warps", "jump", "jumping", "teleport", "to", "onto", "play",
                    "playing"} & set(rest)
    return False


def _arrow_to_order(words: list[Word], i: int, start: int | None) -> bool:
    """An arrow between where the player stands and the order ("On the Crowns sun → restoring
    the 4 and the 5"): a separator, when an action word follows it and no coin stands before it
    in its clause (not "Null coin → sun of Crowns", "null → warp")."""
    w = words[i]
    if w.word != "to" or w.text not in ("\u2192", "->", "=>", "\u21d2", "-->") or i + 1 >= len(words) \
            or start is None:
        return False
    nxt = words[i + 1].word
    role = ROLES.get(nxt) or (ROLES.get(verb_base(nxt, BASES) or "") if nxt.isalpha() else None)
    return role in ("restore", "draw", "colonize", "destroy") and not any(
        coin_value(x.word) is not None and x.word not in ("a", "one") for x in words[start:i])


def clauses(words: list[Word]) -> list[Clause]:
    out: list[Clause] = []
    openers: list[str] = []
    sentence = True
    start = None
    for i, w in enumerate(words):
        boundary = (w.punct and w.word in _BOUNDARY_PUNCT) or (not w.punct and w.word in BOUNDARY_WORDS) \
            or _arrow_to_order(words, i, start)
        if boundary:
            if start is not None:
                out.append(Clause(start, i, tuple(openers), sentence))
                start, openers, sentence = None, [], False
            if w.punct and w.word in SENTENCE_END:
                sentence = True
            if not w.punct:
                openers.append(w.word)
            continue
        if w.punct:
            continue
        if start is None:
            start = i
    if start is not None:
        out.append(Clause(start, len(words), tuple(openers), sentence))
    return out


_STATED_ROLL_VERBS = frozenset({"rolled", "got", "die", "dice", "roll", "rolls", "result"})


def stated_rolls(words: list[Word]) -> list[tuple[int, int]]:
    """Spans of a die roll stated in the post ("I rolled a 5", "die: 3", "got a 4", "roll was 2").
    The tool rolls every die; a condition ("if I roll a null") is not a stated roll."""
    spans = []
    n = len(words)
    for i, w in enumerate(words):
        if w.word not in _STATED_ROLL_VERBS or w.punct:
            continue
        before = [x.word for x in words[max(0, i - 3):i]]
        if any(b in ("if", "when", "unless", "need", "needs", "hope", "hoping", "on", "want",
                     "should", "whatever", "any") for b in before):
            continue
        if before[-1:] == ["for"] or before[-2:] == ["for", "the"]:
            continue      # ("Coin for roll: 5", "coins for the roll: 2, 3": the coins added)
        j = i + 1
        if w.word in ("roll", "rolls", "result"):
            if not (j < n and words[j].word in ("was", "is", ":", "=")):
                continue
        while j < n and j <= i + 4 and words[j].word in ("a", "an", "is", "was", "shows", "showed",
                                                         "of", "me", ":", "=", "the"):
            j += 1
        if j < n and not words[j].punct and (coin_value(words[j].word) is not None
                                             or words[j].word.isdigit()):
            after = words[j + 1].word if j + 1 < n else ""
            if SUITS.get(after) or after == "of":
                continue
            if words[j].word.isdigit() and int(words[j].word) > 5:
                continue      # ("Lena's got 12 already": a score, no face of the die)
            spans.append((i, j + 1))
    return spans


def inside_spans(spans: list[tuple[int, int]], i: int) -> bool:
    return any(a <= i < b for a, b in spans)


#: words after "roll" that make it the die's result, a noun ("3 + roll is at least 3", "roll + 3
#: beats 2"): never the order to roll and move
_ROLL_NOUN_NEXT = frozenset({"is", "+", "=", "beats", "must", "needs", "has", ">", "<", ">=", "always",
                             "gives", "plus", "total", "result", "s"})


def roll_as_noun(words: list[Word], i: int, end: int) -> bool:
    """Whether words[i] is "roll" as the die's result in working ("3 + roll is at least 3", "9 +
    the roll, can't miss")."""
    if words[i].word != "roll":
        return False
    k = i - 1
    while k > 0 and words[k].word in ("the", "a", "my", "any", "whatever"):
        k -= 1
    if k < i - 1 and k > 0 and (words[k].word in ("+", "plus") or words[k].word == "and"
                                and words[k - 1].word.isdigit()) and words[k - 1].word.isdigit():
        return True      # "9 + the roll": a term of a sum
    return i + 1 < end and words[i + 1].word in _ROLL_NOUN_NEXT and (
        i > 0 and (words[i - 1].word.isdigit() or words[i - 1].word in ("and", "+", "plus")) or
        i + 2 < end and words[i + 1].word in ("+", "plus") and words[i + 2].word.isdigit())


def heads_of(line: int, words: list[Word], cls: list[Clause], skip: list[tuple[int, int]],
             first_typo: bool) -> list[Head]:
    """The action words that open a clause (after an intent), or follow "to" ("roll to
    colonize"); a misspelt one only at the start of the line."""
    heads: list[Head] = []
    in_condition, heading = False, _head_words_before(words)
    for n, c in enumerate(cls):
        if c.sentence_start:
            in_condition = False
        conditional = any(o in CONDITIONAL for o in c.openers) or in_condition or (
            bool(heads) and coin_value(words[c.start].word) in ("null", "ace")
            and words[c.start].word not in WEAK_VALUES and c.start + 1 < c.end
            and words[c.start + 1].word in ("=", ":", "means", "then", "->", "\u2192", "to"))
        # ("Null = warp to the Arms sun." after a roll: what a Null roll does)
        in_condition = conditional
        if n > 0 and heading[c.end] == heading[c.start]:
            continue    # (no word in the clause can open a head: `_head_words_before`)
        i = c.start
        while i < c.end and ((words[i].word in INTENT or words[i].punct) and words[i].word not in ROLES
                             or _go_intent(words, i) or _last_one(words, i, c.end)):
            if _go_intent(words, i) and i + 1 < c.end and words[i + 1].word in ("with", "for"):
                i += 1
            i += 1
        for phrase in (_SWITCH_FIRST.get(words[i].word, ()) if i < c.end else ()):
            # "EDIT 2: ugh, back to drawing", "switching to a restore": the action taken up again
            if len(phrase) == 1 and not (i > 0 and words[i - 1].word in ("make", "made", "making")):
                continue     # ("make it a draw": "make" is read as an intent)
            if i + len(phrase) < c.end and tuple(w.word for w in words[i:i + len(phrase)]) == phrase:
                j = i + len(phrase)
                while j < c.end - 1 and words[j].word in ("a", "an", "the", "my", "plain", "simple"):
                    j += 1
                if ROLES.get(words[j].word) or verb_base(words[j].word, BASES) in ROLES:
                    i = j
                    break
        i = _after_lead_in(words, i, c.end)
        i = spent_turn_end(words, i, c.end)     # ("I'll spend the last turn drawing a planet")
        if i + 1 < c.end and words[i].word in ("coin", "coins") and ROLES.get(words[i + 1].word) in ("warp", "play"):
            i += 1          # "Action: coin warp": the warp by a coin (action D)
        negated = any(words[k].word in NEGATIONS for k in range(c.start, i))
        revision = any(words[k].word in REVISION for k in range(c.start, c.end)) or \
            any(o in REVISION for o in c.openers) or \
            any(words[k].word in _DECIDING for k in range(max(0, c.start - 5), c.start)) or \
            bool(heads) and heads[-1].line == line and any(
                words[k].word in _CHANGING_MIND for k in range(heads[-1].index + 1, c.start))
        reason = n > 0 and any(o in _REASON_OPENERS for o in c.openers) or _pile_noun(words, i, c.end)
        # ("Any roll does it since I'm using the Ace": a reason names the order again, never one)
        if i < c.end and not negated and not reason and not inside_spans(skip, i) and not is_idiom(words, i, c) \
                and not roll_as_noun(words, i, c.end):
            w = words[i]
            role = ROLES.get(w.word)
            if role is None and w.word.isalpha():
                base = verb_base(w.word, BASES)
                role = ROLES.get(base) if base else None
            if role is None and first_typo and n == 0 and len(w.word) >= 5 and w.word.isalpha() \
                    and w.word not in STRONG and SUITS.get(w.word) is None \
                    and w.word not in CHATTER_WORDS and w.word not in FILLERS:
                close = ROLE_VOCABULARY.close(w.word)
                if close:
                    heads.append(Head(line, i, ROLE_VOCABULARY[close], w.text, close,
                                      conditional, revision))
            elif role is not None:
                if role == "warp" and not conditional and _coin_named_after(words, i, c.end):
                    role = "play"      # "then warp with my null to ...": a coin played, action D
                elif role == "move" and not conditional and _coin_played_in(words, i, c.end):
                    role = "play"      # "going for the Crowns sun w/ my null coin": the coin's warp
                heads.append(Head(line, i, role, w.text, None, conditional, revision,
                                  role == "roll" and _moving_roll(words, i)))
            elif (coin_value(w.word) is not None and w.word not in WEAK_VALUES
                  and not any(h.line == line for h in heads)):
                # "Null coin -> sun of Crowns", "my 4 coin to 4 of Suns": playing a coin
                j = i + 1
                if j < c.end and words[j].word in ("coin",):
                    j += 1
                if j < c.end and words[j].word == "to" and (words[j].text != "to" or j > i + 1
                                                           or _to_own_place(words, i, j + 1, c.end)):
                    heads.append(Head(line, i, "play", w.text, None, conditional, revision))
                elif j < c.end and ROLES.get(words[j].word) == "warp" and not conditional \
                        and not inside_spans(skip, j):
                    # "Null warp to Arms sun": the coin played and its warp
                    heads.append(Head(line, i, "play", w.text, None, conditional, revision))
                    heads.append(Head(line, j, "warp", words[j].text, None, conditional, revision))
        heads.extend(_other_words_heads(line, words, c, i, skip, heads, negated, conditional, revision))
        if conditional and not any(h.line == line and c.start <= h.index < c.end for h in heads):
            for k in range(c.start, c.end):
                if coin_value(words[k].word) in ("null", "ace") and words[k].word not in WEAK_VALUES:
                    for m in range(k + 1, c.end):
                        role = ROLES.get(words[m].word)
                        if role in ("warp", "move", "play") and not inside_spans(skip, m):
                            heads.append(Head(line, m, role, words[m].text, None, True, revision))
                            break
                    break
        if not heads or heads[-1].line != line or heads[-1].index < c.start:
            continue   # "to colonize" after an action word only ("roll to colonize")
        for k in range(i + 1, c.end - 1):
            if words[k].word == "to" and not inside_spans(skip, k + 1):
                role = ROLES.get(words[k + 1].word)
                if role in ("colonize", "destroy", "warp", "restore", "draw", "move") and not negated:
                    heads.append(Head(line, k + 1, role, words[k + 1].text, None, conditional, revision))
    return heads


def _other_words_heads(line: int, words: list[Word], c: Clause, i: int, skip: list[tuple[int, int]],
                       heads: list[Head], negated: bool, conditional: bool, revision: bool) -> list[Head]:
    """The actions a clause says in other words (`heads_of`), opening at `i`: a coin thrown in
    ("Throwing in my 3"), a draw ("I take one planet from the stack"), a restore ("take the 2
    from my discard pile", "take the 4 back", "just the 4 back into my stash")."""
    out: list[Head] = []
    plain = [k for k in range(c.start, c.end) if not words[k].punct]
    seq = [words[k].word for k in plain]
    if i + 1 < c.end and words[i].word in _THROW_IN and words[i + 1].word == "in" and not negated \
            and not inside_spans(skip, i) and heads and heads[-1].role == "colonize":
        # "Throwing in my 3": a coin added to the colonization's roll
        out.append(Head(line, i, "play", words[i].text, None, conditional, revision))
    if i < c.end and words[i].word in _TAKE_FORMS and not negated and not inside_spans(skip, i) \
            and ({"planet", "tile"} & {w.word for w in words[i + 1:min(c.end, i + 4)]}
                 and _DRAW_PILE & {w.word for w in words[i + 1:min(c.end, i + 7)]}
                 or _from_the_stack(words, i + 1, c.end)):
        # "I take one planet from the stack": a draw in other words
        out.append(Head(line, i, "draw", words[i].text, None, conditional, revision))
    if i < c.end and words[i].word in _TAKE_FORMS | {"get", "getting", "bring", "bringing", "move",
                                                     "moving"} \
            and "back" not in _to_sentence_end(words, i + 1, 8) and _from_discards(words, i + 1, c.end) \
            and not negated and not inside_spans(skip, i) and not (set(c.openers) & REMARK_OPENERS):
        # "take the 2 from my discard pile", "pull the null out of my discards": a restore
        out.append(Head(line, i, "restore", words[i].text, None, conditional, revision))
    elif i < c.end and words[i].word in ("take", "taking", "get", "getting", "bring", "bringing",
                                       "took", "got") and "back" in _to_sentence_end(words, i + 1, 8) \
            and not negated and not inside_spans(skip, i) and not (set(c.openers) & REMARK_OPENERS):
        out.append(Head(line, i, "restore", words[i].text, None, conditional, revision))
    elif not any(h.line == line and c.start <= h.index < c.end for h in heads + out) and "back" in seq \
            and "stash" in seq and any(coin_value(x) is not None and x not in WEAK_VALUES
                                       for x in seq[:seq.index("back")]) and not negated:
        # "just the 4 back into my stash": a restore without its verb
        at = next(k for k in plain if coin_value(words[k].word) is not None
                  and words[k].word not in WEAK_VALUES)
        if not inside_spans(skip, at):
            out.append(Head(line, at, "restore", words[at].text, None, conditional, revision))
    if not negated and _taking_out(words, i, c.end) and not inside_spans(skip, i) \
            and not (set(c.openers) & REMARK_OPENERS):
        out.append(Head(line, i, "destroy", words[i].text, None, conditional, revision))
    return out


_IDIOM_AFTER = {
    "move": (("it",), ("on",), ("for", "it"), ("along",)),
    "play": (("it",), ("the", "odds"), ("safe",), ("along",), ("nice",), ("fair",)),
    "roll": (("with", "it"), ("the", "dice", "on"),),
    "pass": (("the", "turn", "to"),),
}


def _to_sentence_end(words: list[Word], i: int, most: int) -> list[str]:
    """The words from `i` to the end of their sentence, at most `most` of them."""
    out: list[str] = []
    for w in words[i:i + most]:
        if w.punct and w.word in SENTENCE_END:
            break
        out.append(w.word)
    return out


def _moving_roll(words: list[Word], i: int) -> bool:
    """"roll to the 5 of Suns", "roll and move": the roll moves the ship; "roll to colonize",
    "roll with the 3" do not."""
    k = i + 1
    if k < len(words) and words[k].word == "and":
        return k + 1 < len(words) and ROLES.get(words[k + 1].word) == "move"
    if k < len(words) and words[k].word in ("to", "onto", "toward", "towards"):
        nxt = words[k + 1].word if k + 1 < len(words) else ""
        return nxt in ("the", "my", "sun", "home") or SUITS.get(nxt) is not None or (
            coin_value(nxt) is not None and nxt not in WEAK_VALUES)
    return False


def _coin_named_after(words: list[Word], i: int, end: int) -> bool:
    """"warp with my null", "warp using the 4": a coin named as what is played."""
    for k in range(i + 1, min(end, i + 4)):
        if words[k].word in ("with", "using", "playing", "spending", "discarding"):
            for m in range(k + 1, min(end, k + 4)):
                if coin_value(words[m].word) is not None and words[m].word not in WEAK_VALUES:
                    return True
    return False


def _coin_played_in(words: list[Word], i: int, end: int) -> bool:
    """"going for the Crowns sun w/ my null coin": a move whose clause names a coin, as a coin
    ("my null coin", "the 4 coin"), after "with" or "using": the coin is played (a warp)."""
    for k in range(i + 1, end - 2):
        if words[k].word in ("with", "using", "playing", "spending", "discarding", "via", "by"):
            m = k + 1
            while m < end and words[m].word in ("my", "the", "a", "playing"):
                m += 1
            if m < end and coin_value(words[m].word) is not None and words[m].word not in WEAK_VALUES \
                    and (m + 1 < end and words[m + 1].word == "coin" or coin_value(words[m].word) == "null"
                         or words[m - 1].word == "my"):
                return True     # ("w/ the null", "with my 4": the coin, said without "coin")
    return False


def _go_intent(words: list[Word], i: int) -> bool:
    """"going to draw", "go colonize": "go" announcing another action, not a move."""
    if words[i].word not in ("go", "going", "goes"):
        return False
    k = i + 1
    if k < len(words) and words[k].word in ("to", "with", "for"):
        k += 1
    while k < len(words) and words[k].word in INTENT and words[k].word not in ROLES:
        k += 1          # "going to attempt colonization"
    return k < len(words) and ROLES.get(words[k].word) not in (None, "move")


def _place_follows(words: list[Word], k: int) -> bool:
    """A place named at word `k` ("the 4", "3 of Suns", "the sun", "my ace"), not "the next one"."""
    while k < len(words) and words[k].word in ("the", "my", "that", "this", "his", "her"):
        k += 1
    if k >= len(words) or words[k].punct:
        return False
    w = words[k].word
    return w in ("sun", "suns") or bool(SUITS.get(w)) or coin_value(w) is not None and w not in WEAK_VALUES


_PASSED_BY = frozenset({"him", "you", "me", "us", "ship", "ships", "everyone", "everybody", "both",
                        "each", "right", "straight", "around", "beyond", "between", "along"})


def is_idiom(words: list[Word], i: int, c: Clause) -> bool:
    """An action word in a phrase that is not an order: "going for it", "playing it safe",
    "playing the odds", "moving on", "my go"."""
    role = ROLES.get(words[i].word)
    if role is None:
        return False
    after = [w.word for w in words[i + 1:i + 4]]
    if _go_intent(words, i):
        return True
    if role == "roll" and words[i].word in ("roll", "die") and after[:1] and after[0] in (
            "needs", "need", "must", "should", "has", "needed", "required", "will", "would"):
        return True        # "Roll needs to be 3+ vs her 3 coin": the die roll, a noun
    if role == "pass" and after[:1] and after[0] in ("my", "the", "through", "by", "over", "a", "his",
                                                      "her", "their", "it", "them", "past", "on"):
        return True        # "passing my own colony": moving past it
    if role == "pass" and after[:1] and (after[0] in _PASSED_BY or after[1:2] == ["s"]):
        return True        # "I can pass him", "pass Kwame's ship": a ship moved past, not the turn
    if role == "pass" and words[i].word in ("passing", "passes", "passed") and after[1:2] in (["on"], ["at"]) \
            and words[i + 1].text[:1].isupper() and words[i + 1].word.isalpha():
        return True        # "passing Liesel on the 4": her ship moved past, not the turn
    if role == "draw" and words[i].word not in ("draw", "draws", "drawing", "drew", "drawn") and not (
            {"planet", "planets", "tile", "tiles", "stack", "pile", "new", "system"} & set(after)):
        return True        # "time to explore": talk, unless a planet is named
    if role == "play" and words[i].word in ("played", "play") and i > 0 and words[i - 1].word in (
            "well", "nicely", "good", "nice", "great", "fair", "wp"):
        return True        # "Well played."
    for phrase in _IDIOM_AFTER.get(role, ()):
        if tuple(after[:len(phrase)]) == phrase:
            if phrase == ("on",) and len(after) > 1 and not words[i + 2].punct and after[1] not in ("to",):
                continue   # "move on to 3 of Suns" is an order
            if phrase == ("on",) and after[1:2] == ["to"] and _place_follows(words, i + 3) \
                    and any(w.word in ("roll", "rolling", "rolls") for w in words):
                continue   # "moving on to the 4, roll n move": the destination, said first
            return True
    if words[i].word == "go" and i > 0 and words[i - 1].word in ("my", "your", "his", "her", "their"):
        return True
    if words[i].word in _GO_FORMS and (i + 1 < len(words) and words[i + 1].word == "big" or [
            w.word for w in words[max(0, i - 3):i]] == ["go", "big", "or"]):
        return True        # "go big or go home"
    if words[i].word in _GO_FORMS and i + 1 < len(words) and words[i + 1].word == "with" \
            and not (i + 2 < len(words) and ROLES.get(words[i + 2].word)) and not _with_the_ship(words, i + 2):
        return True        # "going with the 4 as marker": a choice, not a move ("I go with my ship to ...": a move)
    if words[i].word in _GO_FORMS and not any(
            SUITS.get(w.word) or w.word in _WHERE or (w.word in INWARD or w.word in OUTWARD)
            and w.word not in ("in", "out", "forward")
            or coin_value(w.word) is not None and w.word not in WEAK_VALUES
            for w in words[i + 1:c.end]):
        return True        # "Going for the big one", "going all in": no place, no way to go
    return _move_as_noun(words, i)


_SWITCH_TO = (("back", "to"), ("go", "back", "to"), ("going", "back", "to"), ("switch", "to"),
              ("switching", "to"), ("revert", "to"), ("reverting", "to"), ("change", "to"),
              ("changing", "to"), ("stick", "with"), ("sticking", "with"), ("return", "to"),
              ("make", "it"), ("make", "that"), ("make", "this"), ("made", "it"), ("change", "it", "to"),
              ("change", "that", "to"), ("changed", "it", "to"), ("changed", "to"), ("swap", "to"),
              ("swapping", "to"), ("go", "for"), ("going", "for"), ("went", "with"))
_SWITCH_FIRST: dict[str, list[tuple[str, ...]]] = {}
for _phrase in _SWITCH_TO + (("it",), ("that",), ("this",)):
    _SWITCH_FIRST.setdefault(_phrase[0], []).append(_phrase)
_THROW_IN = frozenset({"throw", "throwing", "threw", "toss", "tossing", "tossed", "chuck",
                       "chucking", "chucked", "add", "adding", "added", "putting", "put"})
_TAKE_FORMS = frozenset({"take", "takes", "taking", "took", "taken", "pull", "pulls", "pulling",
                         "pulled", "grab", "grabs", "grabbing", "grabbed", "pick", "picks",
                         "picking", "picked"})
_DRAW_PILE = frozenset({"stack", "pile", "bag", "deck", "top", "random", "unknown", "facedown",
                        "another", "new"})
#: the words besides action words that can open a head (`_other_words_heads`: a coin thrown in,
#: a planet taken, coins got back, a colony taken out) or lead to one ("to": a coin played to a place)
_OTHER_HEAD_WORDS = _THROW_IN | _TAKE_FORMS | frozenset({
    "get", "getting", "got", "bring", "bringing", "move", "moving", "knock", "knocking", "knocked",
    "back", "to"})


@lru_cache(maxsize=8192)
def _may_open_head(word: str) -> bool:
    """Whether `word` is an action word (as `heads_of` finds one: a role, or a form of a role's
    verb) or one of `_OTHER_HEAD_WORDS`. (Cached: a post repeats its words, and verb_base tries
    a word's stems; bounded, so a post of made-up words cannot grow it.)"""
    return word in ROLES or word in _OTHER_HEAD_WORDS or word.isalpha() and ROLES.get(
        verb_base(word, BASES) or "") is not None


def _head_words_before(words: list[Word]) -> list[int]:
    """For each index k (and len(words)), how many words before k could open a head
    (`_may_open_head`). A clause with none opens no head in `heads_of` (a coin opens one only
    before "to" or a warp; a misspelt action word only in the line's first clause, never
    skipped), so it is skipped after one subtraction: "+1 Food, " x 540 is 540 such clauses."""
    counts = [0]
    for w in words:
        counts.append(counts[-1] + _may_open_head(w.word))
    return counts


def _from_discards(words: list[Word], k: int, end: int) -> bool:
    """"the 2 from my discard pile", "the null out of my discards": a coin taken from the discard
    pile (to the stash)."""
    window = [w.word for w in words[k:min(end, k + 8)]]
    for j, x in enumerate(window):
        if x in ("from", "out", "off") and {"discard", "discards", "discarded"} & set(window[j + 1:j + 5]):
            return any(coin_value(y) is not None and y not in WEAK_VALUES for y in window[:j])
    return False


def _from_the_stack(words: list[Word], k: int, end: int) -> bool:
    """"pull one from the stack", "grab another off the pile": a planet taken from the draw
    pile, said without the word "planet" (not "the 2 from my discard pile": a coin)."""
    window = [w.word for w in words[k:min(end, k + 6)]]
    for j, x in enumerate(window[:4]):
        if x in ("from", "off") and any(y in ("stack", "pile", "bag", "deck") for y in window[j + 1:j + 4]):
            before = window[:j]
            return len(before) <= 3 and all(y in ("one", "a", "another", "the", "next", "top", "new") for y in before) \
                and not {"discard", "discards", "my", "stash"} & set(window)
    return False


_GO_FORMS = frozenset({"go", "goes", "going", "went", "gone"})
_WHERE = frozenset({"sun", "home", "planet", "there", "back", "system"})
_REASON_OPENERS = frozenset({"because", "since", "cause", "cos", "coz", "bc"})
REMARK_OPENERS = frozenset({"so", "because", "since", "though", "although", "but", "as"})
#: words just before an action word that make it a decision replacing what came before
#: ("I'll colonise... actually no, I'll roll to the 5. Hmm. Colonise.")
#: words between two action words of a line that take the first back ("Colonize... no wait, I'm on
#: my own colony. Roll and move to the 5 then.")
_CHANGING_MIND = frozenset({"wait", "scratch", "nah", "nope", "actually", "nvm", "nevermind",
                            "oops", "whoops", "instead"})
_DECIDING = frozenset({"hmm", "hm", "hmmm", "actually", "instead", "wait", "scratch", "nah",
                       "changed", "nope", "rather"})


def outside_spans(spans: list[tuple[int, int]], idx) -> list[int]:
    """The indexes of `idx` inside none of the spans: `inside_spans` for many indexes at once
    (a long line's words against its spans, one pass over the spans)."""
    covered: set[int] = set()
    for a, b in spans:
        covered.update(range(a, b))
    return [i for i in idx if i not in covered]


_LAST_ONES = frozenset({"one", "more", "last", "final"})


def _last_one(words: list[Word], i: int, end: int) -> bool:
    """Whether `words[i]` is part of "one more" / "one last" / "a final" before an action word
    ("one more draw for the road", "my last draw"): how many, never the order itself. Not
    before a label ("Final move: colonize ...") nor before "move" / "go" ("Last go, all in:
    ..."), which name the turn."""
    k = i
    while k < end and words[k].word in _LAST_ONES:
        k += 1
    if k == i or k >= end or k - i > 2 or not any(words[j].word in ("more", "last", "final") for j in range(i, k)):
        return False
    if k + 1 < end and words[k + 1].punct and words[k + 1].word in (":", "-", "\u2013", "\u2014"):
        return False
    w = words[k].word
    role = ROLES.get(w) or (ROLES.get(verb_base(w, BASES) or "") if w.isalpha() else None)
    return role is not None and role not in ("move", "mark", "pass")


def _taking_out(words: list[Word], i: int, end: int) -> bool:
    """"Taking out Bram's colony", "take out the colony here": an attack in other words (the
    word "colony" within the next few words; "take out the 3 coin" is no attack)."""
    if not (i + 1 < end and words[i].word in ("take", "taking", "took", "knock", "knocking", "knocked")
            and words[i + 1].word == "out"):
        return False
    near = [w.word for w in words[i + 2:min(end, i + 7)] if not w.punct]
    return ("colony" in near or "colonies" in near) and not any(
        coin_value(x) is not None and x not in WEAK_VALUES and n + 1 < len(near) and near[n + 1] in ("coin", "coins")
        for n, x in enumerate(near))


def _to_own_place(words: list[Word], i: int, k: int, end: int) -> bool:
    """Whether the words from `k` name the place the coin at `i` warps to, after a plain "to"
    ("null to the sun of Crowns", "null to the Crowns sun", "4 to the 4 of Arms"): a coin played,
    not a range ("3 to 5") or a score."""
    plain = [w.word for w in words[k:end] if not w.punct][:4]
    if plain[:1] in (["the"], ["my"]):
        plain = plain[1:]
    value = coin_value(words[i].word)
    if value == "null":
        return plain[:1] == ["sun"] and len(plain) > 2 and plain[1] == "of" and SUITS.get(plain[2]) is not None \
            or len(plain) > 1 and SUITS.get(plain[0]) is not None and plain[1] == "sun"
    return len(plain) > 2 and coin_value(plain[0]) == value and plain[0] not in WEAK_VALUES \
        and plain[1] == "of" and SUITS.get(plain[2]) is not None



#: words that open a turn before its action ("I'll start by drawing a planet", "kicking off with a
#: restore", "To kick things off I'll draw", "For starters, roll to the 4")
_LEAD_IN = (("start", "by"), ("starting", "by"), ("start", "off", "by"), ("starting", "off", "by"),
            ("start", "off", "with"), ("starting", "off", "with"), ("start", "with"), ("starting", "with"),
            ("begin", "by"), ("beginning", "by"), ("begin", "with"), ("beginning", "with"),
            ("open", "with"), ("opening", "with"), ("kick", "off", "with"), ("kicking", "off", "with"),
            ("kick", "off", "by"), ("kicking", "off", "by"), ("lead", "with"), ("leading", "with"),
            ("kick", "things", "off"), ("kick", "it", "off"), ("kick", "this", "off"), ("kick", "off"),
            ("kicking", "things", "off"), ("kicking", "it", "off"), ("kicking", "this", "off"),
            ("lead", "off"), ("leading", "off"), ("starters",),
            ("start",), ("begin",), ("openers",), ("opener",))
_LEAD_FIRST: dict[str, list[tuple[str, ...]]] = {}
for _phrase in _LEAD_IN:
    _LEAD_FIRST.setdefault(_phrase[0], []).append(_phrase)
_AFTER_LEAD = frozenset({"a", "an", "the", "my", "plain", "simple", "quick", "with", "by", "planet"})


def _after_lead_in(words: list[Word], i: int, end: int) -> int:
    """Where the action word stands after a lead-in at `i` ("start by drawing", "To kick things
    off, I'll draw", "for starters: restore the 2"): the words between (articles, an intent,
    punctuation) skipped; `i` itself when no lead-in opens there or no action word follows it.
    A bare "start" or "begin" leads in only before punctuation or an intent ("to start, I'll
    draw"), never before its own object ("start a colony")."""
    for phrase in _LEAD_FIRST.get(words[i].word, ()) if i < end else ():
        if tuple(w.word for w in words[i:i + len(phrase)]) != phrase:
            continue
        j = i + len(phrase)
        if len(phrase) == 1 and not (j < end and (words[j].punct or words[j].word in ("i", "ill", "im"))):
            continue
        while j < end - 1 and (words[j].word in _AFTER_LEAD or words[j].punct
                               or words[j].word in INTENT and words[j].word not in ROLES):
            j += 1
        if j < end and (ROLES.get(words[j].word) or verb_base(words[j].word, BASES) in ROLES):
            return j
    return i


_MOVE_OWNER = frozenset({"my", "first", "opening", "last", "final", "next", "this", "our", "only"})


def _move_as_noun(words: list[Word], i: int) -> bool:
    """"My move: draw", "First move of the game - I'll draw", "last move, restore the 2": "move" as
    the turn itself (a noun after "my", "first", "last" ...), not the roll-and-move order; a move
    to a place ("next move to the 3") stays an order."""
    if words[i].word not in ("move", "moves") or i == 0 or words[i - 1].word not in _MOVE_OWNER:
        return False
    return i + 1 == len(words) or words[i + 1].punct and words[i + 1].word not in ("+",) or \
        words[i + 1].word in ("of", "is", "this", "for")


#: the player's piece, said after "go with" ("I go with my ship to the 5")
_SHIP_WORDS = frozenset({"ship", "pawn", "spaceship", "rocket", "boat", "fleet", "piece"})


def _with_the_ship(words: list[Word], k: int) -> bool:
    """Whether "my ship", "the pawn" starts at words[k] ("I go with my ship to the 5 of Suns")."""
    if k < len(words) and words[k].word in ("my", "the", "our"):
        k += 1
    return k < len(words) and words[k].word in _SHIP_WORDS



_TURN_NOUNS = frozenset({"turn", "action", "go", "move", "round", "time"})


def spent_turn_end(words: list[Word], i: int, end: int) -> int:
    """Where "spend the last turn" / "use this go" / "spending my action on" ends before the
    action word it is spent on ("I'll spend the last turn drawing a planet", "using my action
    to restore"): the turn spent, never a coin; `i` when the words are no such phrase."""
    if i >= end or words[i].word not in ("spend", "spending", "spent", "spends", "use", "using"):
        return i
    k = i + 1
    while k < end and words[k].word in ("the", "my", "this", "our", "that", "last", "final", "whole",
                                         "remaining", "only"):
        k += 1
    if k == i + 1 or k >= end or words[k].word not in _TURN_NOUNS:
        return i
    k += 1
    while k < end and words[k].word in ("on", "to", "a", "an", "just", "simply", "by"):
        k += 1
    if k >= end:
        return i
    w = words[k].word
    role = ROLES.get(w) or (ROLES.get(verb_base(w, BASES) or "") if w.isalpha() else None)
    return k if role not in (None, "mark", "pass") else i
