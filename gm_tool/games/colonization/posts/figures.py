"""Figures a player writes beside the action, found in the post and checked against the rules.

Forum players show their arithmetic: "need 3+", "a 4 or a 5 does it", "anything but a null",
"5 + 2 = 7", "that's 6 more points, 11 total", "(3 moves with Bob's colony on it)", "5 coins in
stash", "GG — Bob 13, me 10, Cy 9". `figure_spans` finds them in a line (so the action's reader
does not take their numbers for coins); `figure_checks.check_figures` compares each with what
the rules give for the action read.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Callable, NamedTuple

from gm_tool.core.kit.reading.bagwords import Word
from gm_tool.games.colonization.posts.vocabulary import WEAK_VALUES, coin_value

FACES = ("null", "ace", "2", "3", "4", "5")
NUM = {"null": 0, "ace": 1, "2": 2, "3": 3, "4": 4, "5": 5}


@dataclass
class Figure:
    kind: str                 # faces, sum, gain, total, score_of, moves, stash_count
    start: int
    end: int
    faces: frozenset[str] = frozenset()
    number: int | None = None
    terms: tuple[int, ...] = ()
    who: str | None = None    # score_of: the name as written ("me" = the poster)
    points: bool = False      # a sum of points (it is also a gain or a total)
    total: bool = False
    line: int | None = None
    text: str = ""
    edited: bool = False
    extra: dict[str, Any] = field(default_factory=dict)


def _inside(spans: list[tuple[int, int]], i: int) -> bool:
    return any(a <= i < b for a, b in spans)


_ARTICLES = ("a", "an", "the")
_BETTER = ("better", "more", "higher", "up", "above", "over", "greater")
_WORKS = (("does", "it"), ("do", "it"), ("works",), ("wins",), ("will", "do"), ("is", "enough"),
          ("succeeds",), ("is", "needed"), ("work",), ("get", "me", "there"), ("get", "there"), ("needed",), ("does",), ("will", "work"), ("win",),
          ("hits",), ("makes", "it"), ("gets", "it"), ("will", "do", "it"), ("destroys", "it"),
          ("destroys",), ("kills", "it"), ("reaches",), ("reaches", "it"), ("gets", "there"),
          ("colonizes",), ("colonises",), ("wins", "it"), ("takes", "it"), ("is", "fine"),
          ("are", "fine"), ("is", "good"), ("are", "good"), ("works", "for", "me"),
          ("gets", "me", "there"), ("gets", "me", "in"), ("will", "get", "me", "there"),
          ("gets", "it", "done"), ("will", "take", "it"), ("takes", "it"), ("lands", "it"),
          ("does", "the", "job"), ("is", "all", "i", "need"),
          # what a winning attack roll does to the colony ("a 3 or better knocks it out")
          ("knocks", "it", "out"), ("knocks", "out"), ("knocks", "it", "off"), ("takes", "it", "out"),
          ("takes", "out"), ("wipes", "it", "out"), ("wipes", "it"), ("wipes", "out"), ("kills",),
          ("removes", "it"), ("breaks", "it"), ("razes", "it"), ("blows", "it", "up"),
          ("destroys", "the", "colony"), ("removes", "the", "colony"), ("kills", "the", "colony"),
          ("will", "knock", "it", "out"), ("will", "destroy", "it"), ("will", "kill", "it"),
          ("will", "take", "it", "out"), ("would", "do", "it"), ("should", "do", "it"),
          ("knocks", "him", "out"), ("knocks", "her", "out"), ("knocks", "them", "out"),
          ("takes", "him", "out"), ("takes", "her", "out"), ("takes", "them", "out"),
          ("wipes", "him", "out"), ("wipes", "her", "out"), ("wipes", "them", "out"),
          ("kills", "him"), ("kills", "her"), ("kills", "them"), ("destroys", "them"))
_POINT_WORDS = frozenset({"pts", "pt", "points", "point", "vp", "vps", "match", "bonus", "score"})
_SUM_LABELS = frozenset({"ace", "bonus", "match", "pts", "pt", "points", "point", "planet", "for",
                         "the", "colony", "coin", "coins", "value", "vp", "roll", "die", "my", "matches", "bonuses"})


_CERTAIN: dict[str, list[tuple[str, ...]]] = {}
for _phrase in (("automatic",), ("auto", "win"), ("auto",), ("can", "t", "miss"), ("cannot", "miss"),
                ("can", "t", "fail"), ("cannot", "fail"), ("sure", "thing"), ("guaranteed",),
                ("no", "way", "to", "miss"), ("can", "t", "lose"), ("no", "matter", "what"),
                ("whatever", "i", "roll"), ("whatever", "the", "roll"), ("whatever", "the", "die"),
                ("any", "roll", "wins"), ("every", "roll"), ("every", "time"),
                ("cant", "miss"), ("cant", "fail"), ("cant", "lose"),
                # "5 beats 1 so it's safe", "safe bet", "can't go wrong": the same certainty
                ("it", "s", "safe"), ("its", "safe"), ("that", "s", "safe"), ("thats", "safe"),
                ("safe", "bet"), ("be", "safe"), ("can", "t", "go", "wrong"),
                ("cant", "go", "wrong"), ("zero", "risk"), ("no", "risk"), ("risk", "free")):
    _CERTAIN.setdefault(_phrase[0], []).append(_phrase)


def _face(words: list[Word], j: int) -> tuple[str | None, int]:
    n = len(words)
    while j < n and words[j].word in _ARTICLES:
        j += 1
    if j < n and not words[j].punct:
        v = coin_value(words[j].word)
        if v is not None and words[j].word not in ("a", "one"):
            return v, j + 1
    return None, j


#: the words between faces in a list of them ("a 4 or a 5", "null/ace", "3, 4 and 5")
_FACE_JOINS = ("or", "/", ",", "and", "+", "&")


def _face_list(words: list[Word], j: int) -> tuple[list[str], int]:
    """Faces separated by "or", "/", ",", "and": "a 4 or a 5", "null/ace"."""
    faces: list[str] = []
    f, k = _face(words, j)
    if f is None:
        return [], j
    faces.append(f)
    j = k
    # a die has six faces: a longer list is no list of faces ("+1 +1 +1 ..." read from every
    # number to the end of the line was quadratic)
    while len(faces) < 6 and j < len(words) and words[j].word in _FACE_JOINS:
        f, k = _face(words, j + 1)
        if f is None or k + 1 < len(words) and words[k].word in ("in", "out", "/") \
                and words[k + 1].word in ("6", "of", "2", "3"):
            break          # "null or ace, 2 in 6", "..., 1 in 3": the odds follow the faces
        faces.append(f)
        j = k
    return faces, j




def _pile_list(words: list[Word], i: int) -> bool:
    """"..., discard 2": the discard pile's coins after its name (not "discard null, warp to ...",
    "discard the 4 → 4 of Suns": the action)."""
    if i + 1 >= len(words) or coin_value(words[i + 1].word) in (None, "null") or words[i + 1].word in ("a", "one"):
        return False
    for w in words[i + 1:]:
        if w.punct and w.word in (".", "!", "?"):
            break
        if w.word in ("warp", "warping", "jump", "teleport", "onto", "play", "of") or \
                w.word == "to" and w.text not in _ARROWS:
            return False
    return True


def _bare_faces(words: list[Word], j: int) -> tuple[list[str], int]:
    """Faces written one after another, with or without commas ("ace 3 4 5", "null, ace, 2")."""
    faces: list[str] = []
    while j < len(words) and len(faces) < 6:
        if words[j].word in (",", "and", "&", "/") and faces:
            j += 1
            continue
        f, k = _face(words, j)
        if f is None or k <= j:
            break
        faces.append(f)
        j = k
    while j > 0 and words[j - 1].word in (",", "and", "&", "/"):
        j -= 1
    return faces, j


_PTS_WORDS = frozenset({"pts", "pt", "points", "point", "vp", "vps"})
_LIST_GLUE = frozenset({"+", "and", "&", ",", "plus", "coin", "coins", "in", "used", "the", "my"})


def _bracket_breakdown(words: list[Word], i: int, opening: int | None = None) -> Figure | None:
    """A bracket of bare arithmetic after what it adds up, checked as a sum: "8 pts (1+5+2)"
    (the points' parts), "null+ace+2 (3)" / "5 coin + ace coin in (6)" (the coins' values)."""
    n = len(words)
    terms: list[int] = []
    j = i
    while j < n and not (words[j].punct and words[j].word == ")"):
        if words[j].word.isdigit():
            terms.append(int(words[j].word))
        elif words[j].word != "+":
            return None
        j += 1
    if j >= n or not terms:
        return None
    opening = i - 1 if opening is None else opening     # "(" ("(= 7)": the "=" between)
    before = [k for k in range(opening - 1, max(-1, opening - 13), -1)]
    if len(terms) > 1 and opening == i - 1 and before and words[before[0]].word in _PTS_WORDS and len(before) > 1 \
            and words[before[1]].word.isdigit():
        # "8 pts (1+5+2)": the parts of the points
        return Figure("sum", i - 1, j + 1, number=int(words[before[1]].word), terms=tuple(terms))
    near = {words[k].word for k in before[:4]}
    if len(terms) > 1 and (near & {"moves", "move", "spaces", "steps", "away", "need", "needs"}) and (
            {w.word for w in words[:i]} & {"roll", "rolling", "move", "moving", "rolls"}):
        # "need a 5 (2+1+2)", "3 moves (2+1)": the path's parts, the moves they add up to checked
        return Figure("moves", i - 1, j + 1, number=sum(terms), extra={"parts": tuple(terms)})
    if len(terms) != 1:
        return None
    coins: list[int] = []
    last_glue = True
    for k in before:
        x = words[k].word
        v = coin_value(x) if not words[k].punct else None
        if v is not None and x not in ("a", "one"):
            coins.append(NUM[v])
            last_glue = False
        elif x in _LIST_GLUE:
            last_glue = True
        else:
            break
    if len(coins) < 2 and not (coins and words[opening - 1].word in ("in", "used")):
        return None
    if terms[0] == len(coins) and terms[0] != sum(coins) and opening == i - 1:
        return None          # ("restore the 2 and 4 (2)": how many, maybe; not a sum)
    # "null+ace+2 (3)", "5, 2 (=7)": the coins' sum
    return Figure("sum", opening, j + 1, number=terms[0], terms=tuple(reversed(coins)))


def _paren_faces(words: list[Word], fig: Figure) -> None:
    """A bracket of coins right after a count of coins ("4 coins (null, ace, 3, 5)", "back to 4
    coins in stash (ace, 3, 4, 5)"): the coins too, checked with the count (never more coins of
    the order)."""
    n, end = len(words), _stash_words_after(words, fig.end)
    if end < n and words[end].word in ("(", ":"):
        faces, k2 = _face_range(words, end + 1)
        if not faces:
            faces, k2 = _face_list(words, end + 1)
        # ("4 coins: ace, 3, 4, 5": the coins listed after a colon, to the clause's end)
        closed = k2 < n and words[k2].word == ")" if words[end].word == "(" else len(faces) >= 2 and (
            k2 >= n or words[k2].punct and words[k2].word in (".", "!", ";", ")"))
        if faces and closed:
            fig.end = k2 + (k2 < n and words[k2].word == ")")
            fig.faces = frozenset(faces)
            fig.terms = tuple(NUM[f] for f in faces)


def _stash_words_after(words: list[Word], j: int) -> int:
    """Past "in (my) stash (again)" after a count of coins ("gives me 4 coins in stash again
    (ace, 2, 4, 5)"): where the count's words end, so a bracket of coins after them is its."""
    n, k = len(words), j
    if k + 1 < n and words[k].word == "in" and words[k + 1].word in ("my", "the", "stash"):
        k += 1 + (words[k + 1].word != "stash")
        if k < n and words[k].word == "stash":
            k += 1
            while k < n and words[k].word in ("again", "now", "then", "back"):
                k += 1
            return k
    return j


def _face_range(words: list[Word], j: int) -> tuple[list[str], int]:
    """Faces written as a range: "ace to 5", "null through 3", "ace-5" (every face between)."""
    first, k = _face(words, j)
    if first is None or k >= len(words) or words[k].word not in ("to", "through", "thru", "-", "\u2014",
                                                                   "\u2013", "till", "until"):
        return [], j
    last, k2 = _face(words, k + 1)
    if last is None or FACES.index(last) <= FACES.index(first):
        return [], j
    return list(FACES[FACES.index(first):FACES.index(last) + 1]), k2


def _at_least(face: str) -> frozenset[str]:
    return frozenset(f for f in FACES if NUM[f] >= NUM[face])


def _seq(words: list[Word], j: int, phrase: tuple[str, ...]) -> bool:
    if j + len(phrase) > len(words) or words[j].word != phrase[0]:
        return False
    return all(words[j + k].word == phrase[k] for k in range(1, len(phrase)))


_WORKS_BY_FIRST: dict[str, list[tuple[str, ...]]] = {}
for _phrase in sorted(_WORKS, key=len, reverse=True):
    _WORKS_BY_FIRST.setdefault(_phrase[0], []).append(_phrase)


def _works(words: list[Word], j: int) -> int | None:
    if j + 1 < len(words) and words[j].word == "on":
        k = j + 2 if words[j + 1].word in ("the", "a", "my") else j + 1
        if k < len(words) and words[k].word in ("die", "dice", "roll"):
            j = k + 1      # ("only a Null or Ace on the die destroys it": the faces, then what they do)
    if j >= len(words):
        return None
    for phrase in _WORKS_BY_FIRST.get(words[j].word, ()):
        if _seq(words, j, phrase):
            return j + len(phrase)
    return None


#: the most coins a roll can add: a player's six
_MOST_COINS = 6


def _number(words: list[Word], j: int) -> int | None:
    if j < len(words) and not words[j].punct:
        w = words[j].word
        if w.isdigit():
            return int(w)
        v = coin_value(w)
        if v is not None and w not in ("a", "one"):
            return NUM[v]
    return None


_STACK_WORDS = frozenset({"stack", "pile", "bag", "deck"})


def figure_spans(words: list[Word], skip: list[tuple[int, int]]) -> list[Figure]:
    out: list[Figure] = []
    n = len(words)
    skipped: set[int] = set()
    for a, b in skip:
        skipped.update(range(a, b))
    i = 0
    while i < n:
        if i in skipped or words[i].punct and words[i].word != "=":
            i += 1
            continue
        fig = _figure_at(words, i)
        if fig is None and len(words[i].word) == 1 and words[i].text[:1].isupper() and words[i].word.isalpha() \
                and words[i].word not in ("a", "i") and i + 1 < n and words[i + 1].word.isdigit() \
                and (i + 2 >= n or words[i + 2].punct) and (
                    out and out[-1].kind == "score_of" and out[-1].end + 2 >= i
                    or any(x.word in ("scores", "score", "standings") for x in words[max(0, i - 3):i])):
            # "Scores: M 13, T 10, Y 11, D 6": players by their initials
            fig = Figure("score_of", i, i + 2, number=int(words[i + 1].word), who=words[i].text, points=True)
        if fig is None and out and out[-1].kind == "score_of" and out[-1].who not in (None, "me", "_them") \
                and out[-1].end + 2 >= i and words[i].text[:1].isupper() and words[i].word.isalpha() \
                and i + 1 < n and words[i + 1].word.isdigit() and words[i].word not in _NOT_NAMES \
                and coin_value(words[i].word) is None and (i + 2 >= n or words[i + 2].punct):
            # "Ines 16, Priscilla 11, Tomasz 4": a small score in a list of scores is a score too
            fig = Figure("score_of", i, i + 2, number=int(words[i + 1].word), who=words[i].text, points=True)
        if fig is not None and fig.kind == "sum" and words[fig.start].word == "+" and out \
                and out[-1].kind == "sum" and out[-1].number is not None and fig.terms \
                and 0 <= fig.start - out[-1].end <= 4 and not any(
                    x.word.isdigit() or x.word in (".", "!", "?", ";") for x in words[out[-1].end:fig.start]):
            # "4+2+3 = 9 for planets, +2 +2 match = 13": a running sum carried on from the total
            # before it (9 + 2 + 2), a total of points
            fig = replace(fig, terms=(out[-1].number, *fig.terms), points=True, total=True)
        elif fig is not None and fig.kind == "sum" and words[fig.start].word == "+" and fig.terms:
            base = _planets_so_far(words, fig.start)
            if base is not None:
                # "9 for the planets then +2 +2 match bonus = 13": the same, from a bare count
                fig = replace(fig, start=base, terms=(int(words[base].word), *fig.terms), points=True,
                              total=True)
        if fig is not None:
            out.append(fig)
            i = max(fig.end, i + 1)
            if fig.kind == "faces" and i < n and words[i].word == "(":
                i = _faces_bracket(words, i, out)
            elif fig.kind == "faces":
                i = _faces_restated(words, i, out)
            if fig.kind == "odds" and i < n and words[i].word == "(":
                # "50/50 (3, 4 or 5)", "1 in 3 (null/ace)": the faces that make the odds
                faces, k = _face_range(words, i + 1)
                if not faces:
                    faces, k = _face_list(words, i + 1)
                if faces and k < n and words[k].word == ")":
                    out.append(Figure("faces", i, k + 1, faces=frozenset(faces)))
                    i = k + 1
            continue
        i += 1
    return out + _stack_counts(words, skip, out)


def _faces_bracket(words: list[Word], i: int, out: list[Figure]) -> int:
    """"need 2+ (2,3,4,5 = 4 faces of 6)", "need 3+ (3, 4, 5)": the faces that win listed in a
    bracket after the faces needed, and the odds they make, each checked (appended to `out`);
    where the reading goes on (`i`, the bracket, when it is not such a list)."""
    n = len(words)
    faces, k = _face_range(words, i + 1)
    if not faces:
        faces, k = _face_list(words, i + 1)
    if not faces:
        odds = _odds(words, i + 1)       # "need 2+ (4 faces of 6)": the odds alone
        if odds is None or odds is _STOP or not (odds.end < n and words[odds.end].word == ")"):
            return i
        out.append(replace(odds, end=odds.end + 1))
        return odds.end + 1
    if len(faces) < 2 or any(w.word in ("+", "plus") for w in words[i + 1:k]):
        return i          # ("need 4+ (1+1+2)", "(1)": the moves added up or counted, not the faces)
    odds = None
    if k + 1 < n and words[k].word in ("=", ",", ":", "so", "-", "\u2013", "\u2192"):
        odds = _odds(words, k + 1)
        if odds is None or odds is _STOP:
            return i
        k = odds.end
    if not (k < n and words[k].word == ")"):
        return i
    out.append(Figure("faces", i, odds.start if odds else k + 1, faces=frozenset(faces)))
    if odds is not None:
        out.append(replace(odds, end=k + 1))
    return k + 1


def _planets_so_far(words: list[Word], at: int) -> int | None:
    """Where "9 for the planets (then, and, ...)" begins, just before `at`: the points of the
    planets held, a running score's first part."""
    k = at - 1
    while k >= 0 and (words[k].word in (",", "then", "and", "plus") or words[k].punct and words[k].word != "."):
        k -= 1
    if k >= 0 and words[k].word in ("planets", "colonies"):
        k -= 1
        if k >= 0 and words[k].word in ("the", "my"):
            k -= 1
        if k >= 1 and words[k].word == "for" and words[k - 1].word.isdigit():
            return k - 1
    return None


_ARROWS = ("\u2192", "->", "=>", "-->", "\u21d2")
_ARROW_FILLER = frozenset({"back", "up", "down", "to", "now", "at", "a", "total", "of", "score", "me", "i", "m",
                           "im", "on", "so"})


def after_arrow(words, j: int) -> int:
    """The index of the first word after an arrow that is not a filler before the score it
    leads to ("→ back up to 8", "→ now at 8", "→ total of 9"): at most five fillers skipped."""
    k = j
    while k < len(words) and k < j + 5 and words[k].word in _ARROW_FILLER:
        k += 1
    return k if k < len(words) and words[k].word.isdigit() else j
_SENTENCE_STOPS = frozenset({".", "!", "?", ";", "(", ")"})


_REMAIN = ("remain", "remaining", "remains", "left")


def _stack_counts(words: list[Word], skip: list[tuple[int, int]], found: list[Figure]) -> list[Figure]:
    """The planets left to draw, said around a stack word: "stack down to 13", "14 → 13 in the
    stack", "14 in the stack now", "flip the top planet, 13 remain". Without "after", "down to" or
    an arrow the count may be the one before or after the draw (either is right)."""
    n = len(words)
    out: list[Figure] = []
    if not any(x.word in _STACK_WORDS or x.word in _REMAIN for x in words):
        return out      # (each count needs a stack word or "remain" beside it: a line of numbers has none)
    taken = [(f.start, f.end) for f in found] + list(skip)
    for i in range(n):
        w = words[i].word
        if not w.isdigit() or _inside(taken, i) or int(w) > 40:
            continue
        lo, hi = i, i + 1
        while lo > 0 and i - lo < 4 and not (words[lo - 1].punct and words[lo - 1].word in _SENTENCE_STOPS):
            lo -= 1
        while hi < n and hi - i < 6 and not (words[hi].punct and words[hi].word in _SENTENCE_STOPS):
            hi += 1
        near = {x.word for x in words[lo:hi]}
        remain = i + 1 < n and words[i + 1].word in _REMAIN
        if not (near & _STACK_WORDS or remain and "planet" in {
                x.word for x in words[max(0, i - 8):i]} | near):
            continue
        if near & {"coin", "coins", "stash", "discard", "points", "pts", "score", "moves", "move"}:
            continue
        after = i >= 2 and words[i - 2].word == "down" and words[i - 1].word == "to" or any(
            words[p].word in ("after", "afterwards", "leaving", "leaves") and not (
                p > i and any(x.word.isdigit() for x in words[i + 1:p]))
            for p in range(lo, hi))
        # (not the 20 of "Pile: 20, 19 after this draw": "after" is the count's after it)
        extra: dict[str, Any] = {"after": True} if after else {}
        end = i + 1
        if i + 2 < n and words[i + 1].word == "to" and words[i + 1].text in _ARROWS and words[i + 2].word.isdigit():
            extra = {"after": True, "before": int(w)}       # "14 → 13 in the stack"
            out.append(Figure("planets_left", i, i + 3, number=int(words[i + 2].word), extra=extra))
            taken.append((i, i + 3))
            continue
        if i >= 2 and words[i - 1].word == "to" and words[i - 1].text in _ARROWS and words[i - 2].word.isdigit():
            continue
        arrow = next((k for k in range(i + 1, min(hi, n - 1)) if words[k].text in _ARROWS
                      and words[k + 1].word.isdigit()), None)
        if arrow is not None and not any(x.word.isdigit() for x in words[i + 1:arrow]):
            # "9 in the stack → 8": the count before the draw, then after it
            out.append(Figure("planets_left", i, arrow + 2, number=int(words[arrow + 1].word),
                              extra={"after": True, "before": int(w)}))
            taken.append((i, arrow + 2))
            continue
        start = i - 2 if i >= 2 and words[i - 2].word == "down" and words[i - 1].word == "to" else i
        end += remain
        later = None if start != i else _stack_after_count(words, end)
        if later is not None:
            # "stack 20 now, after 19", "pile's at 14, 13 after this": the count before the draw,
            # then after it
            number, end = later
            out.append(Figure("planets_left", start, end, number=number, extra={"after": True, "before": int(w)}))
        else:
            out.append(Figure("planets_left", start, end, number=int(w), extra=extra))
        taken.append((start, end))
    return out


def _stack_after_count(words: list[Word], k: int) -> tuple[int, int] | None:
    """The count after the draw that follows a stack count ("..., after 19", "..., 13 after this
    draw", "now, 19 afterwards"): the number and where its words end, or None."""
    n = len(words)
    j = k
    while j < n and j < k + 3 and words[j].word in ("now", ",", "so", "then", "and", "currently"):
        j += 1
    said_after = j < n and words[j].word in ("after", "afterwards")
    if said_after:
        j += 1
    if not (j < n and words[j].word.isdigit() and int(words[j].word) <= 40 and j > k):
        return None
    end = j + 1
    if end < n and words[end].word in ("left", "remain", "remaining"):
        end += 1
    if not said_after:
        if not (end < n and words[end].word in ("after", "afterwards")):
            return None
        end += 1
    if end < n and words[end].word == "this":
        end += 1
        if end < n and words[end].word in ("draw", "one", "action", "pull", "flip", "turn"):
            end += 1
    return int(words[j].word), end


_TRIGGERS = frozenset({"gg", "played", "congrats", "congratulations", "won", "wins", "win", "winner", "ggs",
                       "if", "with", "need", "needs", "needed", "needing", "require", "requires", "requiring",
                       "anything", "all", "any", "roll", "die", "stash", "coin", "m", "am", "im",
                       "on", "at", "off", "one", "two", "both", "score", "final", "leaves",
                       "leaving", "puts", "putting", "brings", "bringing", "me", "counts", "costs",
                       "count", "cost", "total", "+", "=", "sure", "guaranteed", "automatic", "auto",
                       "can", "cannot", "no", "whatever", "every", "put", "bring", "leave",
                       "takes", "take", "gets", "get", "odds", "chance", "chances", "so", "success",
                       "succeeds", "succeed", "wins", "win", "works", "hits", "hit", "be", "makes",
                       "make", "three", "four", "five", "six", "finish", "finishing", "end",
                       "ending", "ends", "finishes", "discard", "discards", "turn", "1",
                       "tie", "ties", "tied", "tying", "level", "have", "having", "hold",
                       "holding", "keep", "keeping", "leaves", "left", "leave", "he", "she", "they", "hes", "shes",
                       "her", "his", "their", "its", "must", "still", "stays", "stay", "staying",
                       "remain", "remains", "remaining",
                       "it", "that", "thats", "safe", "zero", "risk", "game", "coinflip", "even",
                       "evens", "fifty",
                       # every certainty's first word ("cant fail" typed without its apostrophe)
                       *_CERTAIN, "certain", "instant", "back", "up", "makes", "making", "brings", "now"})


_COUNT_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "first": 1, "second": 2,
                "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}


def _colony_count(words: list[Word], i: int) -> Figure | None:
    """"That'd be 2 colonies", "my second colony", "2nd colony for me": how many colonies the
    poster has (after the action); not "Yuki's 2 colonies", "his 3 colonies"."""
    n = len(words)
    w = words[i].word
    number = int(w) if w.isdigit() and len(w) == 1 else _COUNT_WORDS.get(w)
    if number is None or i + 1 >= n or words[i + 1].word not in ("colonies", "colony"):
        return None
    ordinal = w in ("first", "second", "third", "fourth", "fifth", "sixth")
    if ordinal != (words[i + 1].word == "colony") and not (number == 1 and words[i + 1].word == "colony"):
        return None          # ("the second colonies")
    if i + 2 < n and words[i + 2].word in ("coin", "coins", "marker"):
        return None          # ("2 colony coins")
    k = i - 1
    while k >= 0 and words[k].word in ("the", "a", "only", "just", "now", "then"):
        k -= 1
    if k >= 0 and words[k].word in ("have", "ve") and not (k > 0 and words[k - 1].word in ("i", "we")):
        return None          # ("they have 2 colonies")
    its = k > 0 and words[k].word == "s" and words[k - 1].word in ("that", "it", "this", "which")
    if its or k >= 0 and words[k].word in ("thats", "thatll", "itll"):
        # ("that's 3 colonies": mine after; "thats 5 colonies = +3": with the bonus it brings)
        return _count_with_bonus(words, i, number) or Figure("colony_count", i, i + 2, number=number)
    if k >= 0 and (words[k].word in ("his", "her", "their", "s", "your", "of", "vs", "than", "has")
                   or words[k].text[:1].isupper() and k > 0 and words[k].word not in ("i", "my", "that")):
        return None          # (another player's colonies, a comparison)
    if k >= 0 and words[k].word not in ("my", "be", "d", "have", "ve", "s", "m", "me", "makes", "make",
                                        "gives", "with", "to", "at", "is", "that", "for", "now", "bringing",
                                        "for", "of", "-", "\u2014", "\u2013") and not words[k].punct \
            and not (words[k].word == "on" and k > 0 and words[k - 1].word in ("m", "im", "be", "ll")):
        return None          # (not "I'm on 4 colonies", "I'd be on 4 colonies": mine after)
    if i + 4 < n and words[i + 2].word in (",", ":", "=", "so") and words[i + 3].word == "+" \
            and words[i + 4].word.isdigit():
        # "(5 colonies, +3)": the colony-count bonus that count brings, checked with it
        return Figure("colony_count", i, i + 5, number=number, extra={"count_bonus": int(words[i + 4].word)})
    return Figure("colony_count", i, i + 2, number=number)


def _bare_score_change(words: list[Word], i: int) -> bool:
    """"that's 14 → 19.", "if it works, 14 → 19": two scores joined by an arrow, the sentence
    ending there, after words that say what it comes to (beyond any die or coin)."""
    n = len(words)
    return words[i].word.isdigit() and i + 2 < n and words[i + 1].text in _ARROWS \
        and words[i + 2].word.isdigit() and (i + 3 >= n or words[i + 3].punct) and i > 0 \
        and words[i - 1].word in ("s", "is", "be", "me", "works", "lands", "succeeds", ",", ":") \
        and int(words[i + 2].word) > 5 or _sentence_score_change(words, i)


def _sentence_score_change(words: list[Word], i: int) -> bool:
    """"... marker. 3 → 11 (1 + 5 ace + 2 match)", "15 → 19 if it works": two scores joined by an
    arrow opening a sentence, then its end, a bracket or the condition."""
    n = len(words)
    if not (words[i].word.isdigit() and i + 2 < n and words[i + 1].text in _ARROWS
            and words[i + 2].word.isdigit() and int(words[i + 2].word) > max(5, int(words[i].word))
            and (i == 0 or words[i - 1].word in (".", "!", ";"))):
        return False
    return i + 3 >= n or words[i + 3].punct or i + 4 < n and words[i + 3].word in ("if", "when", "once") \
        and words[i + 4].word in ("it", "i", "that")


def _score_change(words: list[Word], i: int) -> Figure | None:
    """The poster's score before and after the action, said as a change: "Score 7 → 13", "score:
    7 -> 13", "7 → 13 pts", "takes me from 7 to 13", "I go from 5 to 8 points"."""
    n = len(words)
    w = words[i].word
    k = i
    if w in ("score", "scores", "points", "pts", "vp", "total"):
        k = i + 1
        while k < n and words[k].word in (":", "=", "is", "goes", "going", "from", "now", "my"):
            k += 1
    elif w == "from" and i > 0 and words[i - 1].word in ("me", "go", "goes", "going", "went", "jump",
                                                          "jumps", "i", "climb", "climbs", "move", "moves"):
        k = i + 1
    elif _bare_score_change(words, i):
        pass       # "If it works that's 14 → 19.": the score now and after, no label
    elif not (w.isdigit() and i + 3 < n and words[i + 3].word in ("pts", "points", "pt", "vp")
              and words[i + 1].text in _ARROWS and (i == 0 or words[i - 1].punct and words[i - 1].word != "+")):
        # ("marker 2 → 8 points": the coin, then the score the action leads to)
        return None
    if k != i and k + 3 < n and words[k].word.isdigit():
        # "Current score 10, 17 after if it works", "score 10 now, 17 afterwards": the score
        # now, then the one after the action, told apart by a comma
        j = k + 1 + (words[k + 1].word == "now")
        if j + 2 < n and words[j].word in (",", "/") and words[j + 1].word.isdigit() \
                and words[j + 2].word in ("after", "afterwards", "then", "if", "once", "when"):
            before, after = int(words[k].word), int(words[j + 1].word)
            if after > before:
                return Figure("score_change", i, j + 2 + (words[j + 2].word in ("after", "afterwards")),
                              terms=(before, after), points=True)
        if j + 2 < n and words[j].word in (",", "/", ";") and words[j + 1].word in ("after", "afterwards", "then") \
                and words[j + 2].word.isdigit():
            # "score now 10, after 15", "(score 10 now, then 16)": the word of the later score
            # before its figure
            before, after = int(words[k].word), int(words[j + 2].word)
            if after >= before:
                return Figure("score_change", i, j + 3, terms=(before, after), points=True)
    if not (k + 2 < n and words[k].word.isdigit() and words[k + 2].word.isdigit()
            and (words[k + 1].text in _ARROWS or words[k + 1].word == "to" and words[k - 1].word == "from")):
        return None
    before, after = int(words[k].word), int(words[k + 2].word)
    if after <= before or k + 3 < n and words[k + 3].word in ("of", "coin", "coins"):
        return None
    end = k + 3
    while end < n and words[end].word in ("pts", "points", "pt", "vp", "total"):
        end += 1
    return Figure("score_change", i, end, terms=(before, after), points=True)


#: a clause's answer that no figure starts at this word (no later clause is tried)
_STOP = Figure("stop", -1, -1)


def _is_digit(word: str, capital: bool) -> bool:
    return word.isdigit()


def _is_coin(word: str, capital: bool) -> bool:
    return coin_value(word) is not None


def _is_digit_or_coin(word: str, capital: bool) -> bool:
    return word.isdigit() or coin_value(word) is not None


def _is_article_or_coin(word: str, capital: bool) -> bool:
    return word in _ARTICLES or coin_value(word) is not None


def _is_only_or_coin(word: str, capital: bool) -> bool:
    return word in ("only", "just") or coin_value(word) is not None


def _is_roll_or_number(word: str, capital: bool) -> bool:
    return word in ("roll", "die") or word.isdigit() or coin_value(word) is not None


def _is_capital(word: str, capital: bool) -> bool:
    return capital


def _is_colony_count_word(word: str, capital: bool) -> bool:
    return word.isdigit() and len(word) == 1 or word in _COUNT_WORDS


def _is_score_change_word(word: str, capital: bool) -> bool:
    return word.isdigit() or word in ("score", "scores", "points", "pts", "vp", "total", "from")


def _may_be_a_name(word: str, capital: bool) -> bool:
    return word.isalpha() and len(word) >= 2 and word not in _NOT_NAMES and coin_value(word) is None


def _stash_after_arrow(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    if w == "to" and words[i].text in _ARROWS and i + 2 < n:
        faces, end = _bare_faces(words, i + 1)
        k = end + (end < n and words[end].word == "in") + (end + 1 < n and words[end + 1].word in ("my", "the"))
        if len(faces) >= 2 and k < n and words[k].word == "stash" and words[end].word == "in":
            # "restore 4 & 5 → ace 3 4 5 in stash": the stash after the action
            return Figure("stash", i, k + 1, faces=frozenset(faces), terms=tuple(NUM[f] for f in faces),
                          extra={"after": True})


def _discard_left(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "leaving the 5 in my discard", "leaves 2 and 5 in the discard": the discard pile after
    if w in ("leaving", "leaves", "leave", "keeping", "keeps", "keep") and i + 2 < n:
        j = i + 1 + (words[i + 1].word in ("the", "my", "only", "just"))
        faces, end = _face_list(words, j)
        k = end
        while k < n and words[k].word in ("in", "on", "my", "the"):
            k += 1
        if faces and k > end and k < n and words[k].word in ("discard", "discards") and words[end].word in ("in", "on"):
            return Figure("discard", i, k + 1 + (k + 1 < n and words[k + 1].word == "pile"),
                          faces=frozenset(faces), terms=tuple(NUM[f] for f in faces), extra={"after": True})


def _coins_left_in_words(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "one coin left after", "no coins left", "two coins left": the stash's count after the action
    if (w in _WORD_NUMBERS or w in ("no", "zero")) and i + 2 < n and words[i + 1].word in ("coin", "coins") \
            and words[i + 2].word in ("left", "remaining") and not (i > 0 and words[i - 1].word in ("the", "a")):
        end = i + 3
        if end < n and words[end].word in ("after", "afterwards", "then", "over"):
            end += 1
        return Figure("stash_count", i, end, number=_WORD_NUMBERS.get(w, 0), extra={"after": True})


def _moves_under_label(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "Moves: 3", "moves = 5": the path's length under a label (a template's line)
    if w in ("moves", "distance", "spaces", "steps") and (i == 0 or words[i - 1].punct) and i + 2 < n \
            and words[i + 1].word in (":", "=") and words[i + 2].word.isdigit() and (
            i + 3 >= n or words[i + 3].punct):
        return Figure("moves", i, i + 3, number=int(words[i + 2].word))


def _worth(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "worth 8", "worth 6 pts": what the colony brings (the gain, or the score it leads to)
    if w == "worth" and i + 1 < n and words[i + 1].word.isdigit() and (
            i + 2 >= n or words[i + 2].punct or words[i + 2].word in ("pts", "points", "pt", "vp", "if", "to",
                                                                        "with")):
        end = i + 2
        while end < n and words[end].word in ("pts", "points", "pt", "vp"):
            end += 1
        if end + 2 < n and words[end].word == "with" and words[end + 1].word == "the" \
                and words[end + 2].word in ("match", "bonus"):
            end += 3 + (end + 3 < n and words[end + 3].word == "bonus")   # "worth 8 with the match"
        return Figure("gain", i, end, number=int(words[i + 1].word), points=True, extra={"bare": True})


def _score_after_arrow(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "→ 19", "→ 13 if it lands": the score the action leads to, after an arrow
    j = after_arrow(words, i + 1) if w == "to" else i + 1   # "→ back up to 8": fillers before the score
    gain_equals = w == "=" and i > 1 and words[i - 1].word.isdigit() and words[i - 2].word == "+" and (
        i < 3 or words[i - 3].punct or not words[i - 3].word.isdigit())   # "+6 = 8": the gain, then the total
    if not gain_equals and w == "=" and i > 1 and words[i - 1].word in ("pts", "points", "pt", "vp") \
            and (words[i - 2].word.isdigit() or words[i - 2].word == "more"):
        gain_equals = True       # "2 + 2 = 4 more pts = 19": the gain, then the total
    if gain_equals:
        j = i + 1
    if i > 0 and words[i - 1].word in _STACK_WORDS:
        return None          # "9 in the stack → 8": the planets left, not a score
    if (w == "to" and words[i].text in ("\u2192", "->", "=>", "-->", "\u21d2") or gain_equals) and i + 1 < n \
            and not (i > 0 and words[i - 1].word.isdigit() and not (i > 1 and words[i - 2].word in ("+", "="))) \
            and j < n and words[j].word.isdigit() and int(words[j].word) > 5 and (
            j + 1 >= n or words[j + 1].punct or words[j + 1].word in ("if", "when", "once", "pts",
                                                                     "points", "pt", "vp", "total")):
        i_num = j
        end = j + 1
        while end < n and words[end].word in ("pts", "points", "pt", "vp", "total"):
            end += 1
        if end + 2 < n and words[end].word in ("if", "when", "once") and words[end + 1].word == "it":
            end += 3
        return Figure("gain", i, end, number=int(words[i_num].word), points=True, extra={"bare": True})


def _planets_left_after(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    if w in ("leaves", "leaving", "leave") and i + 2 < n and words[i + 1].word.isdigit():
        # "Draw a planet – that leaves 13 in the stack": the planets left after the action
        k = i + 2
        while k < n and words[k].word in ("in", "on", "the", "planets", "planet", "tiles", "left"):
            k += 1
        if k < n and words[k].word in _STACK_WORDS and k > i + 2:
            return Figure("planets_left", i, k + 1, number=int(words[i + 1].word), extra={"after": True})
    if w in ("leaves", "leaving", "leave") and i + 1 < n and words[i + 1].word.isdigit() \
            and (i + 2 >= n or words[i + 2].punct) and any(
                x.word in _STACK_WORDS or x.word in ("draw", "drawing", "draws", "drew") for x in words[max(0, i - 12):i]) \
            and not any(x.word in ("score", "points", "pts", "me", "coins", "coin", "stash") for x in words[max(0, i - 4):i + 2]):
        # "draw one from the stack, that leaves 9": a bare count after the draw is the stack's
        return Figure("planets_left", i, i + 2, number=int(words[i + 1].word), extra={"after": True})
    return _left_after_my_draw(words, i)


_DRAW_WORDS = frozenset({"draw", "drawing", "draws", "drew", "pick", "pull", "flip"})


def _left_after_my_draw(words: list[Word], i: int) -> Figure | None:
    """"That leaves 19 after my draw", "leaving 14 once I draw", "leaves 11 planets after this
    pick": the count left in the stack, the draw said after it (its own words)."""
    n = len(words)
    if words[i].word not in ("leaves", "leaving", "leave") or i + 2 >= n or not words[i + 1].word.isdigit():
        return None
    k = i + 2 + (words[i + 2].word in ("planets", "tiles"))
    if k >= n or words[k].word not in ("after", "once", "when", "with"):
        return None
    end = k + 1
    while end < n and end <= k + 3 and words[end].word in ("my", "this", "the", "i", "that", "one"):
        end += 1
    if end < n and words[end].word in _DRAW_WORDS and not any(
            x.word in ("score", "points", "pts", "me", "coins", "coin", "stash") for x in words[max(0, i - 4):i + 2]):
        return Figure("planets_left", i, end + 1, number=int(words[i + 1].word), extra={"after": True})
    return None


def _bracket_after_number(words: list[Word], i: int) -> Figure | None:
    w = words[i].word
    if w.isdigit() and i > 0 and words[i - 1].word == "(":
        fig = _bracket_breakdown(words, i)
        if fig is not None:
            return fig
    if w.isdigit() and i > 1 and words[i - 1].word == "=" and words[i - 2].word == "(":
        return _bracket_breakdown(words, i, i - 2)     # "Coins used: 5, 2 (=7)": their sum
    if w.isdigit() and 0 < i < len(words) - 1 and words[i + 1].word == ")" and not words[i - 1].punct \
            and not _in_open_bracket(words, i):
        return _bracket_breakdown(words, i, i)   # "5 + 2 (= 7)": the words leave out "(=" (a smiley)


def _in_open_bracket(words: list[Word], i: int) -> bool:
    """Whether words[i] stands inside a bracket opened before it (and not closed)."""
    for k in range(i - 1, -1, -1):
        if words[k].punct and words[k].word in ("(", ")"):
            return words[k].word == "("
    return False


def _may_stop(word: str, capital: bool) -> bool:
    """A word no figure starts at, unless a rival's score drops after it ("vlad drops to 12"):
    no trigger, number, coin or capital."""
    return word not in _TRIGGERS and not word.isdigit() and coin_value(word) is None and not capital


def _no_figure_starts_here(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    if _may_stop(words[i].word, words[i].text[:1].isupper()) and not (
            i + 2 < n and words[i + 1].word in _DROPS and words[i + 2].word in ("to", "down", "back", "from")):
        return _STOP


def _needed_faces(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # need 3+, needs a 2 or better, need a 4 or 5, need a null or ace on the die
    if w in ("need", "needs", "needed", "needing", "require", "requires", "requiring") or w == "must" \
            and i + 1 < n and words[i + 1].word == "be":
        j = i + 1
        while j < n and (words[j].word in ("a", "an", "the", "at", "least", "to", "roll", "rolling",
                                           "only", "just", "exactly", "precisely", "be")
                         or j == i + 1 and words[j].word in (":", "=")):      # ("Need: 2+")
            j += 1
        faces, k = _face_list(words, j)
        if not faces:
            return _STOP
        if len(faces) == 1 and k + 1 < n and words[k].word in ("-", "\u2013", "through", "thru", "to"):
            last, k2 = _face(words, k + 1)
            if last is not None and NUM[last] > NUM[faces[0]]:
                return Figure("faces", i, k2, faces=frozenset(     # "need 3-5"
                    f for f in FACES if NUM[faces[0]] <= NUM[f] <= NUM[last]))
        if len(faces) == 1:
            if k < n and words[k].word in ("+", "plus"):
                k += 1
            elif k + 1 < n and words[k].word == "or" and words[k + 1].word in _BETTER:
                k += 2
            elif k + 1 < n and words[k].word == "and" and words[k + 1].word in ("up", "above", "higher"):
                k += 2
            elif {"exactly", "precisely"} & {x.word for x in words[i + 1:j]} or faces in (["null"], ["ace"]):
                return Figure("faces", i, k, faces=frozenset(faces))     # "need exactly a 5", "need a null"
            found = _at_least(faces[0])
        else:
            found = frozenset(faces)
            if k + 1 < n and words[k].word == "or" and words[k + 1].word in _BETTER:
                found = _at_least(min(faces, key=NUM.get))  # type: ignore[arg-type]
                k += 2
        for phrase in (("on", "the", "die"), ("on", "a", "die"), ("on", "dice"), ("on", "the", "dice"),
                       ("to", "win"), ("to", "hit"),
                       ("roll",), ("rolled",), ("on", "the", "roll")):
            if _seq(words, k, phrase):
                k += len(phrase)
        return Figure("faces", i, k, faces=found)


def _roll_of_faces(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # a roll of ace or better (destroys it)
    if w == "roll" and i + 1 < n and words[i + 1].word == "of":
        faces, k = _face_list(words, i + 2)
        if faces:
            if len(faces) == 1 and k < n and words[k].word in ("+", "plus"):
                k += 1
            elif k + 1 < n and words[k].word == "or" and words[k + 1].word in _BETTER:
                k += 2
            else:
                return Figure("faces", i, _works(words, k) or k, faces=frozenset(faces)) \
                    if _works(words, k) else _STOP
            return Figure("faces", i, _works(words, k) or k, faces=_at_least(min(faces, key=NUM.get)))  # type: ignore[arg-type]


def _faces_over(words: list[Word], i: int) -> Figure | None:
    """"roll > 2 needed", "need > 2 so 3, 4 or 5", "die must be >= 3": the faces a roll must beat,
    with a sign, and the faces listed after it (the same, or left unread); checked."""
    n = len(words)
    if i > 0 and words[i - 1].word in ("+", "plus", "and"):
        return None      # ("2 + roll > 4": a worked sum, read as one)
    k = i
    while k < n and k <= i + 3 and words[k].word in ("roll", "die", "need", "needs", "needed", "must", "be",
                                                     "i", "a", "the", "has", "to", "of"):
        k += 1
    at_least = k + 2 < n and words[k].word == ">" and words[k + 1].word == "="
    if at_least:
        k += 1           # (">=" written as two signs)
    # "roll must beat 3", "the die has to top 2": the sign in words, said of the die itself
    beaten = k < n and words[k].word in _BEAT_WORDS and any(x.word in ("roll", "die") for x in words[i:k])
    if not (k + 1 < n and (words[k].word in (">", ">=") or at_least or beaten) and words[k + 1].word.isdigit()):
        return None
    floor = int(words[k + 1].word) + (words[k].word != ">=" and not at_least)
    faces = frozenset(f for f in FACES if NUM[f] >= floor)
    if not faces:
        return None
    end = k + 2
    if end < n and words[end].word in ("needed", "wins", "works", "to"):
        end += 1 if words[end].word != "to" else 0
    j = end + 1 if end < n and words[end].word in ("so", ",", "=", "i", "e") else end
    listed, k2 = _face_list(words, j)
    if listed:
        end = k2
        if frozenset(listed) != faces:
            faces = frozenset()      # ("> 2 so 4 or 5": the two disagree, one of them is wrong)
    return Figure("faces", i, end, faces=faces)


_BEAT_WORDS = frozenset({"beat", "beats", "top", "tops", "exceed", "exceeds"})


def _non_face(words: list[Word], i: int) -> Figure | None:
    """"any non-null gets me there", "a non-null roll does it", "anything non-ace": every face
    but the one named after "non" (the tokenizer splits "non-null" into two words)."""
    n = len(words)
    j = i + 1 if words[i].word in ("any", "anything", "a", "every") else i
    if j + 1 >= n or words[j].word != "non":
        return None
    f, k = _face(words, j + 1)
    if f is None:
        return None
    out = {f}
    while k + 2 < n and words[k].word in ("and", ",", "or", "/") and words[k + 1].word == "non":
        g, k2 = _face(words, k + 2)      # "non-null and non-ace": both out
        if g is None:
            break
        out.add(g)
        k = k2
    while k < n and words[k].word in ("roll", "rolls", "result", "face", "number"):
        k += 1
    end = _works(words, k) or k
    return Figure("faces", i, end, faces=frozenset(x for x in FACES if x not in out))


def _anything_but(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # anything but a null, anything but null/ace, all but an ace; "every number except null",
    # "all rolls other than a null", "everything bar the ace"
    if w not in ("anything", "all", "any", "every", "everything", "each") or i > 0 and words[i - 1].word in (
            "with", "using", "use"):     # (coins: "with all but the 5")
        return None
    j = i + 1
    if j < n and w != "anything" and words[j].word in _DIE_NOUNS:
        j += 1
    said = _works(words, j) if j > i + 1 or w == "anything" else None
    if said is not None and _but_at(words, said):
        j = said          # "every number is good except the null": what they do, then the faces out
    but = _but_at(words, j)
    if but and (w not in ("every", "each") or j > i + 1):
        faces, k = _face_list(words, j + but)
        if faces:
            m = k
            while m < len(words) and words[m].word in ("roll", "rolls", "result", "face"):
                m += 1      # "anything but a Null roll does it"
            end = _works(words, m) or k
            return Figure("faces", i, end, faces=frozenset(f for f in FACES if f not in faces))


#: what a die shows, after "every" or "all" ("every number except null", "all rolls but a null")
_DIE_NOUNS = frozenset({"roll", "rolls", "number", "numbers", "face", "faces", "result", "results", "side",
                        "sides", "value", "values", "throw", "throws"})


def _but_at(words: list[Word], j: int) -> int:
    """How many words of "but", "except", "other than", "apart from" start at words[j] (0: none)."""
    n = len(words)
    if j < n and words[j].word in ("but", "except", "bar", "besides", "save", "excluding", "excepting"):
        return 1
    if j + 1 < n and (words[j].word, words[j + 1].word) in (("other", "than"), ("apart", "from"),
                                                            ("except", "for"), ("aside", "from")):
        return 2
    return 0


def _anything_at_least(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "anything 2+", "anything 3 or better": the faces that win, from the lowest
    if w in ("anything", "any") and i + 1 < n:
        f, k = _face(words, i + 1)
        if f is not None and k < n and (words[k].word in ("+", "plus") or k + 1 < n and
                                        words[k].word == "or" and words[k + 1].word in _BETTER):
            k += 1 if words[k].word in ("+", "plus") else 2
            return Figure("faces", i, _works(words, k) or k, faces=_at_least(f))


_FAILS = ("fails", "fail", "misses", "miss", "loses", "lose")


def _only_faces_fail(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # only a null fails, a null or ace loses
    if w in ("only", "just") or coin_value(w) is not None:
        k = i + 1 if w in ("only", "just") else i
        faces, k2 = _face_list(words, k)
        if faces and k2 < n and words[k2].word in _FAILS:
            return Figure("faces", i, k2 + 1, faces=frozenset(f for f in FACES if f not in faces))


def _any_roll_wins(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # any roll except a null (will do)
    if w == "any" and i + 2 < n and words[i + 1].word in ("roll", "face", "number", "result") and \
            words[i + 2].word in ("but", "except", "other", "bar", "besides"):
        k = i + 3
        if k < n and words[k].word == "than":
            k += 1
        faces, k = _face_list(words, k)
        if faces:
            end = _works(words, k) or k
            return Figure("faces", i, end, faces=frozenset(f for f in FACES if f not in faces))
    # any roll works, can't miss, sure thing, guaranteed
    if w == "any" and i + 1 < n and words[i + 1].word in ("roll", "face", "number"):
        end = _works(words, i + 2)
        if end is not None:
            return Figure("faces", i, end, faces=frozenset(FACES))
    for phrase in _CERTAIN.get(w, ()):
        if _seq(words, i, phrase) and not (phrase[-1] == "safe" and i + len(phrase) < n and words[
                i + len(phrase)].word in ("there", "here", "to", "from", "for", "on", "at", "enough")) \
                and not (phrase == ("be", "safe") and i > 0 and words[i - 1].word in ("to", "just")):
            # ("can't fail with the Null in": the coin that makes it certain, said again; "it's
            # safe there", "safe from attack": where the ship is, not the roll)
            return Figure("faces", i, _coin_in_after_certainty(words, i + len(phrase)) or i + len(phrase),
                          faces=frozenset(FACES))
    for phrase in _USED_MEANS.get(w, ()):
        # "sure success with the ace in", "instant win with my Null used": the outcome, then the coin
        end = _coin_in_after_certainty(words, i + len(phrase)) if _seq(words, i, phrase) else None
        if end is not None:
            return Figure("faces", i, end, faces=frozenset(FACES))
    if w == "with" and _with_coin_in(words, i):
        # "with the Null in it can't miss": the coin said again, then the certainty
        k = _with_coin_in(words, i)
        while k < n and (words[k].word in (",", "it", "i", "this", "that", "s", "we", "so", "its", "thats",
                                           "is", "will", "ll", "m") or words[k].punct and words[k].word != "."):
            k += 1
        for phrase in _CERTAIN.get(words[k].word if k < n else "", ()):
            if _seq(words, k, phrase):
                return Figure("faces", i, k + len(phrase), faces=frozenset(FACES))


def _coin_used_certain(words: list[Word], i: int) -> Figure | None:
    """"Null used = automatic success", "ace in, so can't miss", "null coin in means a sure thing":
    a coin of the order said again with its use, then the certainty it gives (checked); the
    coin is not a second one."""
    n = len(words)
    value = coin_value(words[i].word)
    if value is None or words[i].word in ("a", "one"):
        return None
    k = i + 1
    if k < n and words[k].word == "coin":
        k += 1
    enough = _enough_at(words, k)
    if not enough and not (k < n and words[k].word in ("used", "in", "added", "spent", "played")):
        return None
    if not any(coin_value(x.word) == value and x.word not in ("a", "one") for x in words[max(0, i - 40):i]):
        return None      # ("Null coin in (auto success!)": the order's own coin, said once)
    if enough:
        # "(Ace planet: Null coin suffices)", "the 5 alone is enough": the coin makes it certain
        start = i
        while start > 0 and start > i - 4 and words[start - 1].word in (":", ",", "-", "=", "so", "the", "my", "a"):
            start -= 1
        start = start - 2 if start > 1 and start < i and words[start - 1].word in ("planet", "tile") \
            and words[start - 2].word == "ace" else i
        return Figure("faces", start, _on_ace_planet(words, k + enough), faces=frozenset(FACES))
    k += 1
    while k < n and k <= i + 6 and (words[k].word in ("=", "means", "so", "it", "s", "is", "that", "thats",
                                                       "gives", "for", "an", "a", "then", "equals",
                                                       ",", ":", "-", "\u2013", "\u2014")
                                     or words[k].text in _ARROWS):
        k += 1
    at = words[k].word if k < n else ""
    for phrase in [*_CERTAIN.get(at, ()), *_USED_MEANS.get(at, ())]:
        if _seq(words, k, phrase):
            end = k + len(phrase)
            if end < n and words[end].word in ("success", "win", "colony", "hit", "pass"):
                end += 1
            return Figure("faces", i, _on_ace_planet(words, end), faces=frozenset(FACES))
    return None


_ENOUGH = (("suffices",), ("is", "enough"), ("s", "enough"), ("is", "sufficient"), ("alone", "suffices"),
           ("alone", "is", "enough"), ("alone", "does", "it"), ("does", "it", "alone"), ("guarantees", "it"),
           ("is", "all", "it", "takes"), ("is", "all", "i", "need"), ("will", "suffice"), ("is", "plenty"),
           ("by", "itself", "is", "enough"), ("on", "its", "own", "is", "enough"), ("is", "enough", "alone"))


def _enough_at(words: list[Word], k: int) -> int:
    """How many words of "suffices", "is enough", "alone does it" start at words[k] (0: none)."""
    return next((len(p) for p in _ENOUGH if _seq(words, k, p)), 0)


#: what a coin said again with its use means, beside the certainty words: "Null used = success",
#: "ace in means a sure success", "null in = win"
_USED_MEANS: dict[str, list[tuple[str, ...]]] = {
    "success": [("success",)], "sure": [("sure", "success"), ("sure", "win")], "win": [("win",)],
    "certain": [("certain", "success"), ("certain",)], "instant": [("instant", "success"), ("instant", "win")]}


def _on_ace_planet(words: list[Word], end: int) -> int:
    """Where "on an Ace planet", "on the ace" after a certainty ends (the reason it is certain)."""
    n = len(words)
    if end < n and words[end].word == "on":
        k = end + 1
        if k < n and words[k].word in ("an", "a", "the", "this"):
            k += 1
        if k < n and words[k].word == "ace":
            k += 1
            return k + 1 if k < n and words[k].word in ("planet", "tile") else k
    return end


#: what a certainty is said of before the coin that makes it so ("auto success with the ace in")
_CERTAIN_OUTCOMES = frozenset({"success", "win", "colony", "hit", "pass", "colonize", "colonization"})


def _coin_in_after_certainty(words: list[Word], k: int) -> int | None:
    """Where "with the Null in" ends after a certainty, an outcome word ("success", "win") allowed
    before it; None when no such coin is said there."""
    if k < len(words) and words[k].word in _CERTAIN_OUTCOMES:
        return _with_coin_in(words, k + 1)
    return _with_coin_in(words, k)


#: the words before the stash a restore brings back ("Back to 5 coins", "that makes 6 coins", "up to 4 coins")
_REACH_WORDS = {"back": ("to", "up", "at", "on"), "up": ("to",), "makes": ("it", "me"), "making": ("it", "me"),
                "brings": ("me", "it", "back", "up", "to"), "now": ("at", "on", "have")}


def _stash_count_reached(words: list[Word], i: int) -> Figure | None:
    """"Back to 5 coins.", "that makes 6 coins", "up to 4 coins": the stash after the action (the
    first word may be written with a capital: no rival's name, no score)."""
    n = len(words)
    k = i + 1
    while k < n and k <= i + 3 and words[k].word in _REACH_WORDS[words[i].word]:
        k += 1
    if k == i + 1 and words[i].word != "makes" or not (k + 1 < n and words[k].word.isdigit()
                                                     and words[k + 1].word in ("coins", "coin")):
        return None
    if k + 2 < n and words[k + 2].word in ("of", "for"):
        return None
    end = k + 2 + (k + 2 < n and words[k + 2].word in ("again", "now", "total"))
    fig = Figure("stash_count", i, end, number=int(words[k].word), extra={"after": True})
    _paren_faces(words, fig)
    return fig


def _with_coin_in(words: list[Word], k: int) -> int | None:
    """Where "with the Null in", "with my Ace coin used" ends, if it starts at `k`."""
    n = len(words)
    if not (k < n and words[k].word == "with"):
        return None
    k += 1
    if k < n and words[k].word in ("the", "my"):
        k += 1
    if k >= n or coin_value(words[k].word) is None or words[k].word in ("a", "one"):
        return None
    k += 1
    if k < n and words[k].word == "coin":
        k += 1
    if k < n and words[k].word in ("in", "used", "added", "spent"):
        return k + 1
    return None


def _so_faces(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "(so a 2 or better)", "so 3+": the faces that win, said as the reason's conclusion
    if w == "so":
        faces, k = _face_list(words, i + 1)
        if len(faces) == 1 and (k < n and words[k].word in ("+", "plus") or k + 1 < n and
                                words[k].word == "or" and words[k + 1].word in _BETTER):
            k += 1 if words[k].word in ("+", "plus") else 2
            if k >= n or words[k].punct:
                return Figure("faces", i, k, faces=_at_least(faces[0]))


def _turn_number(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "Turn 7: draw", "(turn 12)": the turn the post is for
    if w == "turn" and i + 1 < n and words[i + 1].word.isdigit() and not (
            i > 0 and words[i - 1].word in ("next", "last", "previous", "every", "each", "by", "until",
                                            "till", "from", "since", "before", "after", "in")):
        return Figure("turn", i, i + 2, number=int(words[i + 1].word))


def _faces_of_odds(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "2 in 6 chance (null or ace)": the faces of the odds just given
    if i > 1 and words[i - 1].word == "(" and words[i - 2].word in ("chance", "chances", "odds", "6") \
            and coin_value(w) is not None and w not in ("a", "one"):
        faces, k = _face_list(words, i)
        if faces and k < n and words[k].word == ")":
            return Figure("faces", i, k, faces=frozenset(faces))


def _faces_under_label(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "odds: null or ace", "chance: 3, 4 or 5": the faces that win, under a label
    if w in ("odds", "chance", "chances", "success", "succeeds", "wins", "works", "hits", "hit",
             "succeed", "win") and i + 1 < n and (
            words[i + 1].word in (":", "=", "-", "are", "is", "on", "with")
            and w in ("odds", "chance", "chances", "success") or words[i + 1].word in ("on", "with")):
        faces, k = _face_list(words, i + 2)
        if faces and k < n and words[k].word in ("in", "out", "/"):
            return _STOP      # "chance: 4 in 6": the odds, read at the number
        if faces and k < n and words[k].word in ("planet", "planets", "colony", "of"):
            return _STOP      # "automatic success on an Ace planet": the planet, not a face
        if faces:
            if len(faces) == 1 and k < n and words[k].word in ("+", "plus"):
                return Figure("faces", i, k + 1, faces=_at_least(faces[0]))
            if len(faces) == 1 and k + 1 < n and words[k].word == "or" and words[k + 1].word in _BETTER:
                return Figure("faces", i, k + 2, faces=_at_least(faces[0]))
            return Figure("faces", i, k, faces=frozenset(faces))


def _faces_that_work(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    # a 4 or a 5 does it; 4+ works
    f, k = _face(words, i)
    if f is not None and (i == 0 or words[i - 1].word not in ("with", "using", "use", "coin", "mark",
                                                            "marker", "restore", "of")):
        faces, k = _face_list(words, i)
        if len(faces) == 1 and k + 1 < n and words[k].word in ("-", "to", "\u2013", "through", "thru"):
            last, k2 = _face(words, k + 1)
            if last is not None and NUM[last] > NUM[faces[0]]:
                faces = [f for f in FACES if NUM[faces[0]] <= NUM[f] <= NUM[last]]   # "2-5 works"
                k = k2
        plus = False
        if len(faces) == 1 and k < n and words[k].word in ("+", "plus"):
            plus, k = True, k + 1
        elif len(faces) >= 1 and k + 1 < n and words[k].word == "or" and words[k + 1].word in _BETTER:
            plus, k = True, k + 2
        end = _works(words, k)
        if end is not None:
            found = _at_least(faces[0]) if plus else frozenset(faces)
            # "so a 3 does it": that face is enough (a claim that it wins, not that only it does),
            # unless "only/just/exactly a 3"
            lone = len(faces) == 1 and not plus and not (i > 0 and words[i - 1].word in (
                "only", "just", "exactly", "solely")) and not (i > 1 and words[i - 2].word in ("only", "just", "exactly"))
            return Figure("faces", i, end, faces=found, extra={"subset": True} if lone else {})


def _sum(words: list[Word], i: int) -> Figure | None:
    # sums: 5 + 2 = 7, 1 + 5 ace bonus + 2 match = 8, 4 + 2 = 6 points
    first = _number(words, i)
    if first is not None:
        fig = _sum_at(words, i)
        if fig is not None:
            if not fig.points and fig.start > 0 and words[fig.start - 1].word == "to" and words[
                    fig.start - 1].text in ("\u2192", "->", "=>", "-->") and fig.number > 5:
                # "→ 4 + 3 + 2 = 9": after the order's arrow, the score it leads to
                fig.points = fig.total = True
            elif fig.start > 1 and words[fig.start - 1].word == ":" and any(
                    x.word in ("score", "total") for x in words[max(0, fig.start - 4):fig.start - 1]):
                # "Score after: 2+4+2 = 8 pts": under a score's label, the score it leads to
                fig.points = fig.total = True
            return fig


def _match_in_brackets(words: list[Word], j: int) -> int | None:
    """"(3 on the 3)", "(4 coin on the 4)", "(ace on ace)" at the "(" at `j`, after a "+2" in a
    sum of points: the match bonus, said by the marker coin on the planet of its value; where
    the bracket ends (past its ")"), else None."""
    n = len(words)
    k = j + 1
    if k >= n or coin_value(words[k].word) in (None,) or words[k].word in ("a", "one"):
        return None
    first = coin_value(words[k].word)
    k += 1 + (k + 1 < n and words[k + 1].word in ("coin", "marker"))
    if not (k < n and words[k].word == "on"):
        return None
    k += 1 + (k + 1 < n and words[k + 1].word in ("the", "a"))
    if not (k < n and coin_value(words[k].word) == first):
        return None
    k += 1 + (k + 1 < n and words[k + 1].word in ("planet", "tile"))
    return k + 1 if k < n and words[k].word == ")" else None


def _score_after_bracket(words: list[Word], i: int) -> Figure | None:
    """"17 after (10 + 1 + 5 + 1)": the score after the action, its breakdown in brackets from
    the score now (no "pts" needed): a sum of points, checked whole."""
    n = len(words)
    if not (words[i].word.isdigit() and int(words[i].word) > 5 and i + 3 < n and words[i + 1].word in (
            "after", "afterwards") and words[i + 2].word == "(" and words[i + 3].word.isdigit()):
        return None
    if i > 0 and not (words[i - 1].punct or words[i - 1].word in ("so", "s", "thats", "m", "im", "be", "on", "at")):
        return None
    terms: list[int] = []
    j = i + 3
    while j < n and words[j].word != ")":
        if words[j].word.isdigit():
            terms.append(int(words[j].word))
        elif words[j].word != "+":
            return None
        j += 1
    if j >= n or len(terms) < 3:
        return None
    return Figure("sum", i, j + 1, number=int(words[i].word), terms=tuple(terms), points=True, total=True)


def _score_after_bare(words: list[Word], i: int) -> Figure | None:
    """"colonize ..., marker 5, 17 after": a number above any coin count, closing its clause with
    "after(wards)", is the score this action leaves (or its gain): checked as "17 if it lands"."""
    n = len(words)
    if not (words[i].word.isdigit() and int(words[i].word) > 6 and i + 1 < n
            and words[i + 1].word in ("after", "afterwards")
            and (i + 2 == n or words[i + 2].punct and words[i + 2].word != "(")):
        return None
    if i > 0 and not (words[i - 1].punct or words[i - 1].word in ("so", "s", "thats", "m", "im", "be", "on", "at")):
        return None
    if _STACK_OR_DRAW & {w.word for w in words}:
        return None         # ("draw a planet, 12 after": the planets left in the stack)
    return Figure("gain", i, i + 2, number=int(words[i].word), points=True, extra={"bare": True})


_STACK_OR_DRAW = frozenset({"draw", "drawing", "drew", "draws", "stack", "pile", "bag", "deck", "planets",
                            "tiles", "left", "remain", "remaining"})


def _score_if_it_lands(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "9 if it lands", "12 if it works": the score after the action (or the gain)
    if w.isdigit() and int(w) > 5 and i + 3 < n and words[i + 1].word in ("if", "when", "once") \
            and words[i + 2].word == "it" and words[i + 3].word in (
                "lands", "works", "succeeds", "hits", "goes", "lands.", "pays", "wins", "sticks"):
        return Figure("gain", i, i + 4, number=int(w), points=True, extra={"bare": True})


#: what a colonization or attack does when it works ("if it lands", "once it sticks")
_LANDS = frozenset({"lands", "works", "succeeds", "hits", "goes", "pays", "wins", "sticks", "comes",
                    "landed", "worked", "succeeded", "hit"})
#: the words between "if it lands" and the score it gives ("that's 22", "I'm on 22", "I have 22")
_THEN_SCORE = (("that", "s"), ("thats",), ("that", "ll", "be"), ("that", "d", "be"), ("it", "s"), ("its",),
               ("i", "m", "on"), ("i", "m", "at"), ("im", "on"), ("im", "at"), ("i", "have"), ("i", "ll", "have"),
               ("i", "ll", "be", "on"), ("i", "ll", "be", "at"), ("i", "get", "to"), ("i", "go", "to"),
               ("i", "m", "up", "to"), ("that", "gives", "me"), ("that", "puts", "me", "on"),
               ("that", "puts", "me", "at"), ("i", "reach"))


def _score_once_it_lands(words: list[Word], i: int) -> Figure | None:
    """"If it lands that's 22", "if it works I'm on 14 points": the score the action leads to
    (or its gain), said after the condition that it succeeds; checked like "9 if it lands"."""
    n = len(words)
    if not (i + 2 < n and words[i + 1].word in ("it", "this", "that") and words[i + 2].word in _LANDS):
        return None
    k = i + 3
    while k < n and k <= i + 6 and words[k].word in (",", "up", "off", "through", "then", "in", "-", "\u2013"):
        k += 1
    for phrase in _THEN_SCORE:
        if _seq(words, k, phrase):
            m = k + len(phrase)
            if m < n and words[m].word.isdigit() and not (m + 1 < n and words[m + 1].word in (
                    "+", "plus", "more", "moves", "move", "coins", "coin", "colonies", "colony", "in",
                    "of", "out", "left", "/", "%", "-", "to")):
                end = m + 1
                while end < n and words[end].word in ("points", "pts", "vp", "point", "for", "me", "total"):
                    end += 1
                return Figure("gain", i, end, number=int(words[m].word), points=True, extra={"bare": True})
    return None


#: the labels after "+8" that make it points ("+6 pts", "+8 with the match bonus", "+2 for the planet")
_PLUS_LABELS = _POINT_WORDS | {"with", "the", "for", "a", "more"}
#: the words before "+2" that name it the match bonus ("the match gives +2", "match bonus: +2")
_BONUS_SAID_BY = ("gives", "give", "is", "=", ":", "bonus", "match", "worth", "adds", "for")
#: the words before "+7" that make it points the action gains ("= +8", "that's +6")
_GAIN_SAID_BY = ("to", "=", "for", "worth", "gives", "give", "nets", "scores", "means", "so", "that", "s",
                 "thats", "expected", "expecting", "expect", "gets", "makes", "hopefully", "potentially")


def _plus_points(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # +8 with the match bonus, +6 pts
    if w == "+" and i + 1 < n:
        num = _number(words, i + 1)
        if num is not None and words[i + 1].word.isdigit():
            k = i + 2
            broken = _breakdown(words, k)
            if broken is not None:       # "(+6: 1 planet, 5 ace bonus)": the gain and its parts
                terms, end = broken
                return Figure("sum", i, end, number=num, terms=terms, points=True)
            labels = []
            while k < n and not words[k].punct and words[k].word in _PLUS_LABELS:
                labels.append(words[k].word)
                k += 1
            if labels[-1:] == ["for"] and k < n and words[k].word in ("me", "us", "him", "her", "them"):
                labels.pop()         # "+8 for me": the points the poster gains, "for" no label
                k -= 1
            if not labels and any(x.word in ("match", "bonus") for x in words[max(0, i - 4):i]) \
                    and i > 0 and words[i - 1].word in _BONUS_SAID_BY:
                # "the match gives +2 → 13", "match bonus: +2": the bonus named, then the total
                return Figure("match_bonus", i, k, number=num)
            if labels[:1] in (["match"], ["bonus"]) and (i > 0 and words[i - 1].word in ("the", "a", "(")
                                                         or labels[:2] == ["match", "bonus"]):
                # "Ace coin as marker for the +2 match bonus": the bonus named, not the points gained
                return Figure("match_bonus", i, k, number=num)
            if set(labels) & _POINT_WORDS:
                return Figure("gain", i, k, number=num, points=True)
            if labels[-2:] == ["for", "the"] and k < n and words[k].word in ("planet", "colony"):
                return Figure("planet_points", i, k + 1, number=num, points=True)
            if labels[-2:] in (["for", "the"], ["for", "an"]) and k < n and words[k].word == "ace":
                # "+5 for the ace planet": the Ace planet's bonus (or its points), checked
                end = k + 1 + (k + 1 < n and words[k + 1].word in ("planet", "colony", "tile", "bonus"))
                return Figure("ace_points", i, end, number=num, points=True)
            arrow = i > 0 and words[i - 1].word == "to" and words[i - 1].text in ("\u2192", "->", "=>", "-->")
            if labels == ["for"] and k + 1 < n and words[k].word.isdigit() and words[k + 1].word in (
                    "total", "overall", "pts", "points", "vp") or arrow and not labels or not labels \
                    and k + 1 < n and words[k].word == "to" and words[k].text in ("\u2192", "->", "=>") \
                    and after_arrow(words, k + 1) < n and words[after_arrow(words, k + 1)].word.isdigit():
                # "→ +5 for 9 total", ", +3 → 7": the gain, then the total it leads to
                return Figure("gain", i, i + 2, number=num, points=True)
            # "+7 if it works", "→ +6", "= +8": points the action gains (not "+2" added to a roll)
            prev = words[i - 1].word if i > 0 else ""
            if not labels and (prev in _GAIN_SAID_BY
                               or k < n and words[k].word in ("if", "when", "once")
                               or k + 1 < n and words[k].word == "for" and words[k + 1].word == "me"
                               or (i == 0 or words[i - 1].punct and words[i - 1].word in (
                                   ",", ":", "(", "\u2014", ".", "!", ";"))
                               and (k >= n or words[k].punct and words[k].word in (".", "!", ")", ",")
                                    or words[k].word == "=" and k + 1 < n and words[k + 1].word.isdigit())
                               and not (i > 1 and words[i - 2].word in ("match", "bonus", "ace", "planet",
                                                                         "coin", "colony"))) \
                    and prev not in ("roll", "die", "dice") and coin_value(prev) is None:
                return Figure("gain", i, k, number=num, points=True)


def _stash_left_by_leaving(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    if w in ("leaves", "leaving") and i + 1 < n and coin_value(words[i + 1].word) is not None \
            and words[i + 1].word not in ("a", "one"):
        # "which leaves null/ace/5 in my stash": the stash after the action, named by where it is
        faces, end = _face_list(words, i + 1)
        k = end
        while k < n and k <= end + 3 and words[k].word in ("in", "my", "the", "stash", "hand"):
            k += 1
        if len(faces) >= 2 and "stash" in {x.word for x in words[end:k]}:
            return Figure("stash", i, k, faces=frozenset(faces), terms=tuple(NUM[f] for f in faces),
                          extra={"after": True})


def _stash_held(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "then I have 5 and 4 (2 coins)", "leaving me null, ace, 5": the stash after the action
    leaves = w in ("leaves", "leaving", "leave", "left") and i + 1 < n and (
        words[i + 1].word in ("me", "with") or w == "left" and i > 0 and words[i - 1].word in ("m", "im", "be"))
    if (w in ("have", "having", "hold", "holding", "keep", "keeping") and i > 0 and words[i - 1].word in (
            "i", "then", "ll", "d", "now", "me", "still", "so") or leaves) and i + 1 < n:
        j = i + 1
        while leaves and j < n and words[j].word in ("me", "with", "just", "only"):
            j += 1
        faces, end = _face_list(words, j)
        if len(faces) >= 2 and (end >= n or words[end].punct) and not (
                end < n and words[end].word in ("in", "out", "/")):
            fig = Figure("stash", i, end, faces=frozenset(faces), terms=tuple(NUM[f] for f in faces),
                         extra={"after": True})
            if end + 2 < n and words[end].word == "(" and words[end + 1].word.isdigit() \
                    and words[end + 2].word in ("coins", "coin"):
                close = end + 3 + (end + 3 < n and words[end + 3].word == ")")
                fig = Figure("stash_count", i, close, number=int(words[end + 1].word),
                             faces=fig.faces, terms=fig.terms, extra={"after": True})
            return fig


def _number_then_points(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    num = int(words[i].word)
    k = i + 1
    # that's 5 pts, 6 more points, 11 total, total 11, final score ... 11, leaves me on 9 points
    if k < n and words[k].word == "more" and k + 1 < n and words[k + 1].word in _POINT_WORDS:
        return Figure("gain", i, k + 2, number=num, points=True)
    if k < n and words[k].word in ("total", "overall", "altogether"):
        return Figure("total", i, k + 1, number=num, points=True, total=True)
    if k + 1 < n and words[k].word == "in" and words[k + 1].word == "total":
        return Figure("total", i, k + 2, number=num, points=True, total=True)
    if k < n and words[k].word in ("pts", "pt", "points", "point", "vp", "vps"):
        prev = words[i - 1].word if i > 0 else ""
        prev2 = words[i - 2].word if i > 1 else ""
        nxt = words[k + 1].word if k + 1 < n else ""
        label = words[i - 2].word if i > 1 and prev == ":" else ""
        kind = "gain" if label in ("expected", "gain", "gains", "payoff", "reward", "potential",
                                   "worth", "value", "prize") else \
            "total" if prev in ("on", "at", "score", "total", "final", "have", "of", ":") or (
            prev == "with" and prev2 in ("me", "left", "up")) or nxt in (
            "final", "total", "overall", "altogether") else "gain"
        end = k + 1
        for phrase in (("with", "the", "match"), ("with", "match"), ("for", "the", "match")):
            if _seq(words, end, phrase):
                end += len(phrase)
        return Figure(kind, i, end, number=num, points=True, total=kind == "total",
                      extra={"bare": prev not in ("+", "more", "extra", "gain", "gains", "another")})


_STEPS_AFTER = ("\u2014", "-", "(", ",", ".", ";")     # (". 2 out.": a sentence of its own after the move)


def _steps_one_way(words: list[Word], i: int, num: int) -> Figure | None:
    """"(to the Ace of Suns) – 1 step in", ", 2 spaces out": the path's length and its way
    (toward the sun or away), after the place the line names; checked, the way too."""
    from gm_tool.games.colonization.posts.vocabulary import suit_of
    n = len(words)
    k = i + 1
    clause = _steps_clause_before(words, i)
    if not (i > 0 and words[i - 1].word in _STEPS_AFTER or clause):
        return None      # (a count inside the order's clause is read with its path)
    if k < n and words[k].word in ("step", "steps", "space", "spaces", "planet", "planets", "place",
                                   "places", "move", "moves", "hop", "hops"):
        k += 1           # ("(3 out)": the steps left unsaid, only after a move: "(5 in)" is a coin used)
    elif words[i - 1].word == ",":
        return None      # (", 2 in, ace marks it": a coin used, the steps unsaid)
    elif not any(w.word in ("move", "moving", "moves", "head", "heading", "fly", "flying")
                 for w in words[max(0, i - 30):i]):
        return None
    if not (k < n and words[k].word in ("in", "out", "back", "inward", "inwards", "outward", "outwards")
            and (k + 1 >= n or words[k + 1].punct and words[k + 1].word != "(")
            and (clause or any(suit_of(w.word) for w in words[max(0, i - 30):i]))):
        return None
    k -= 1
    way = "out" if words[k + 1].word.startswith("out") else "in"
    return Figure("moves", i, k + 2, number=num, extra={"way": way, "positional": words[i - 1].word == ","
                                                        or clause})


#: the words of a clause that says where the place named lies ("which is 1 space back")
_STEPS_CLAUSE = frozenset({"which", "that", "thats", "it", "its", "s", "is", "just", "only"})


def _steps_clause_before(words: list[Word], i: int) -> bool:
    """", which is 1 space back", "- it's 2 steps in": the steps and their way said in a clause of
    their own after the place named; the same count as ", 1 space back", so checked the same
    (a count said there was left as talk, unchecked)."""
    j = i - 1
    while j >= 0 and j > i - 4 and words[j].word in _STEPS_CLAUSE:
        j -= 1
    return j < i - 1 and j >= 0 and words[j].word in _STEPS_AFTER and words[j + 1].word in (
        "which", "that", "thats", "it", "its")


def _number_then_moves(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    num = int(words[i].word)
    k = i + 1
    way = _steps_one_way(words, i, num)
    if way is not None:
        return way
    if k < n and words[k].word in ("planet", "planets") and k + 1 < n and words[k + 1].word in (
            "out", "over", "away", "along", "in") and not _suit_follows(words, k + 2):
        # (not "the 4 planet in Crowns": a planet named by its value and its system)
        return Figure("moves", i, k + 2, number=num)
    if k + 2 < n and words[k].word in ("move", "moves", "steps", "spaces", "hops", "jumps") and \
            words[k + 1].word == "from" and words[k + 2].word in ("here", "me", "my", "where", "this"):
        # "it's 2 moves from here": the path's length from the ship
        return Figure("moves", i, k + 3, number=num)
    if k + 2 < n and words[k].word in ("move", "moves", "steps", "spaces", "hops", "jumps") and \
            words[k + 1].word == "from" and (words[k + 2].word == "sun" or k + 3 < n and words[
                k + 2].word in ("the", "my", "its") and words[k + 3].word == "sun"):
        # "(its 2 moves from the sun)": the planet's distance from its system's sun
        return Figure("moves", i, k + 3 + (words[k + 2].word != "sun"), number=num,
                      extra={"from_sun": True})
    if k < n and words[k].word in ("move", "moves", "away", "steps", "step", "spaces", "space",
                                   "hops", "hop", "jumps") and not (
            k + 1 < n and words[k + 1].word in ("toward", "towards", "away", "out", "in", "back", "from")
            and not (words[k + 1].word == "away" and words[k].word != "away" and (
                k + 2 >= n or words[k + 2].punct))):
        # ("it's just 1 space away": the path's length, as "2 moves" is)
        end = k + 1
        if end < n and words[end].word == "away":
            end += 1
        return Figure("moves", i, end, number=num)
    if k + 1 < n and words[k].word == "spaces" and words[k + 1].word == "away":
        return Figure("moves", i, k + 2, number=num)


def _number_then_coins(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    num = int(words[i].word)
    k = i + 1
    if k < n and words[k].word in ("coins", "coin") and i > 1 and words[i - 1].word in ("me", "you") \
            and words[i - 2].word in ("leaves", "leaving", "leave", "left", "gives", "giving", "give",
                                      "gets", "getting") \
            and not (k + 1 < n and words[k + 1].word in ("of", "for")):
        # "leaves me 5 coins (ace to 5)": the stash after the action, maybe its coins too
        fig = Figure("stash_count", i, _stash_words_after(words, k + 1), number=num, extra={"after": True})
        _paren_faces(words, fig)
        return fig
    if k + 1 < n and words[k].word == "coins" and words[k + 1].word == ")" and i > 0 \
            and words[i - 1].word == "(" and "stash" in {x.word for x in words[max(0, i - 5):i]}:
        # "full stash again (6 coins)": the stash's count after the action, not a coin
        return Figure("stash_count", i, k + 1, number=num, extra={"after": True})
    if k < n and words[k].word in ("coins", "coin") and i > 1 and words[i - 1].word in ("all", "full") \
            and words[i - 2].word in ("at", "to", "have", "with", "got", "back", "a", "the") \
            and not (k + 1 < n and words[k + 1].word in ("of", "for")):
        # "puts me back at all 6 coins", "back to a full 5 coins": the stash after the action
        return Figure("stash_count", i, k + 1, number=num, extra={"after": True})
    if k < n and words[k].word == "coins" and (k + 1 >= n or words[k + 1].punct) and i > 0:
        near = words[max(0, i - 5):i]
        cut = max((m for m, x in enumerate(near) if x.punct and x.word in (".", "!", "?", ";", "(", ")")), default=-1)
        near = near[cut + 1:]
        if any(x.word == "stash" for x in near):
            # "full stash again, 6 coins", "stash: 5 coins": the stash's count, not a coin
            after = any(x.word in ("again", "after", "afterwards", "back", "full", "then") or x.text in _ARROWS
                        for x in words[max(0, i - 8):i])
            return Figure("stash_count", i, k + 1, number=num, extra={"after": after})
    if k < n and words[k].word in ("coins", "coin") and i > 0 and (words[i - 1].word in (
            "to", "have", "having", "at") or words[i - 1].word == "on" and i > 1 and words[
            i - 2].word in ("me", "i", "m", "im", "be", "stay", "stays", "back", "down") or words[i - 1].word == "with" and i > 1 and words[i - 2].word
            in ("me", "left", "up") or k + 1 < n and words[k + 1].word in ("again", "now", "total")
            and (i == 0 or words[i - 1].punct)) and not (k + 1 < n and words[k + 1].word in ("of", "for")):
        after = k + 1 < n and words[k + 1].word in ("again", "after", "afterwards") or any(
            x.word == "back" for x in words[max(0, i - 3):i])
        fig = Figure("stash_count", i, k + 1 + (k + 1 < n and words[k + 1].word in (
            "again", "after", "afterwards")), number=num,
            extra={"after": after})   # "back up to 4 coins", "stash back to 4 coins", "(6 coins again)"
        e = fig.end
        while e < n and e < fig.end + 4 and words[e].word in ("in", "my", "the", "stash", "after",
                                                               "afterwards", "left", "hand"):
            e += 1
        if e > fig.end and e < n and words[e].word == "(":
            # "→ 3 coins in stash after (null, ace, 3)": the count, where, and the coins
            if any(x.word in ("after", "afterwards") for x in words[fig.end:e]) or words[i - 1].text in _ARROWS:
                fig.extra["after"] = True
            fig.end = e
        _paren_faces(words, fig)
        return fig
    if k < n and words[k].word in ("coins", "coin") and k + 1 < n and words[k + 1].word in (
            "in", "left", "remaining") and not (words[k + 1].word == "in" and not (
            k + 2 < n and words[k + 2].word in ("my", "the", "stash", "hand", "reserve", "total"))) \
            and not (words[k].word == "coin" and num != 1 or i > 0 and words[i - 1].word in (
                "the", "this", "that")):
        # (not "take back the 4 coin in my stash": that is the coin, not a count)
        # (not "5 coin in, 4 on the planet": the coin thrown in)
        end = k + 2
        while end < n and words[end].word in ("in", "my", "the", "stash", "left", "after", "afterwards"):
            end += 1
        fig = Figure("stash_count", i, end, number=num)
        if any(x.word in ("after", "afterwards") for x in words[k + 2:end]):
            fig.extra["after"] = True       # "5 coins in stash after (null, ace, 2, 4, 5)"
        # "5 coins in the stash (null, ace, 3, 4, 5)": the coins too
        if end < n and words[end].word == "(":
            faces, k2 = _face_list(words, end + 1)
            if faces and k2 < n and words[k2].word == ")":
                fig.end = k2 + 1
                fig.faces = frozenset(faces)
                fig.terms = tuple(NUM[f] for f in faces)
        return fig


def _number_then_left(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    num = int(words[i].word)
    k = i + 1
    if k + 2 < n and words[k].text in _ARROWS and words[k + 1].word.isdigit() \
            and words[k + 2].word in ("left", "remaining"):
        # "draw a planet, 7 → 6 left": the count before the draw, then after it
        return Figure("left", i, k + 3, number=int(words[k + 1].word), extra={"before": num})
    if k < n and words[k].word in ("left", "remaining") and k + 1 < n and words[k + 1].word in (
            "in", "to") or k + 1 < n and words[k].word in ("planets", "tiles") and \
            words[k + 1].word in ("left", "remaining"):
        end = k + 1
        while end < n and words[end].word in ("in", "the", "stack", "pile", "bag", "deck", "to",
                                              "draw", "left", "remaining", "planets", "tiles"):
            end += 1
        if {"stack", "pile", "bag", "deck", "draw", "planets", "tiles"} & {
                x.word for x in words[k:end]}:
            # "12 left in the pile so 11 after mine": the count now, then after the action
            j = end
            while j < n and words[j].word in ("so", "then", ",", "to", "and", "=", ">", "-"):
                j += 1
            if j + 1 < n and j > end and words[j].word.isdigit() and words[j + 1].word in (
                    "after", "afterwards", "left"):
                k2 = j + 2
                while k2 < n and words[k2].word in ("after", "mine", "my", "this", "that", "one",
                                                    "it", "the", "draw", "turn"):
                    k2 += 1
                return Figure("left", i, k2, number=int(words[j].word), extra={"before": num})
            return Figure("planets_left", i, end, number=num)
    if k + 1 < n and words[k].word == "in" and (words[k + 1].word == "stash" or k + 2 < n and words[
            k + 1].word in ("my", "the") and words[k + 2].word == "stash") and num <= 6:
        end = k + 2 + (words[k + 1].word != "stash")
        after = end < n and words[end].word in ("after", "afterwards", "then", "now")
        return Figure("stash_count", i, end + after, number=num, extra={"after": after})   # "5 in stash after"
    if k + 2 < n and words[k].word in ("left", "remaining") and words[k + 1].word == "to" and \
            words[k + 2].word.isdigit() and (i == 0 or words[i - 1].punct or words[i - 1].word in (
            "only", "just", "so", "then", "with")) and not (k + 3 < n and words[k + 3].word in (
            "of", "in")):
        # "Draw a planet – 7 left → 6": the count before the action, then after it
        return Figure("left", i, k + 3, number=int(words[k + 2].word), extra={"before": num})
    if k < n and words[k].word == "left" and (k + 1 >= n or words[k + 1].punct or words[k + 1].word in (
            "after", "afterwards", "then", "now")) and (i == 0 or words[i - 1].punct or words[i - 1].word in (
            "only", "just", "so", "then", "with")):
        end = k + 1 + (k + 1 < n and words[k + 1].word in ("after", "afterwards", "then", "now"))
        return Figure("left", i, end, number=num)     # "18 left after": of what the action takes
    if k < n and words[k].word == "left" and k + 1 < n and words[k + 1].word in ("in", "coins"):
        end = k + 1
        while end < n and words[end].word in ("in", "my", "the", "stash", "coins"):
            end += 1
        return Figure("stash_count", i, end, number=num)


def _moves_in_words(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "two moves", "three spaces away": the path's length in words
    if w in _WORD_NUMBERS and i + 1 < n and words[i + 1].word in ("move", "moves", "steps", "step",
                                                                 "spaces", "space", "hops") and (
            i == 0 or words[i - 1].punct or words[i - 1].word in ("s", "is", "its", "only", "just", "so")):
        end = i + 2
        if end < n and words[end].word == "away":
            end += 1
        return Figure("moves", i, end, number=_WORD_NUMBERS[w])


def _stash_back_to(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "stash back up to 5", "stash goes to 4": how many coins
    if w == "stash" and i + 2 < n:
        k = i + 1
        while k < n and k <= i + 5 and words[k].word in ("back", "up", "goes", "is", "will", "be",
                                                          "now", "then", "down", "after"):
            k += 1
        if k + 1 < n and words[k].word == "to" and words[k + 1].word.isdigit() and not (
                k + 2 < n and words[k + 2].word in (",", "and", "+", "/")):
            end = k + 2
            if end < n and words[end].word in ("coins", "coin"):
                end += 1
            later = end < n and words[end].word in ("after", "afterwards")
            end += later      # ("stash down to 5 after": the count after the action)
            fig = Figure("stash_count", i, end, number=int(words[k + 1].word), extra={
                "after": later or any(x.word in ("back", "after", "goes", "down") for x in words[i + 1:k])})
            _paren_faces(words, fig)    # "stash back to 4 coins (null, ace, 3, 5)": the coins too
            return fig


def _stash_count_under_label(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "Stash after: 1 coin (null)", "stash now: 3 coins": how many coins (and which, bracketed)
    if w == "stash" and i + 2 < n:
        k = i + 1
        while k < n and k <= i + 4 and words[k].word in ("after", "afterwards", "then", "now", "left",
                                                          "will", "be", "is", ":", "="):
            k += 1
        if k > i + 1 and k + 1 < n and words[k].word.isdigit() and words[k + 1].word in ("coin", "coins"):
            fig = Figure("stash_count", i, k + 2, number=int(words[k].word),
                         extra={"after": bool({x.word for x in words[i + 1:k]} & {"after", "afterwards", "then", "left"})})
            _paren_faces(words, fig)
            return fig
        if k == i + 1 and words[k].word == "of" and k + 1 < n and words[k + 1].word.isdigit() and not (
                k + 2 < n and words[k + 2].word in ("of", "+", "plus", "pts", "points")):
            # "that's my full stash of 6 again", "a stash of 4 coins after": how many coins
            end = k + 2 + (k + 2 < n and words[k + 2].word in ("coin", "coins"))
            again = end < n and words[end].word in ("again", "after", "afterwards", "then", "now")
            return Figure("stash_count", i, end + again, number=int(words[k + 1].word),
                          extra={"after": again or any(x.word in ("full", "back", "again", "after")
                                                       for x in words[max(0, i - 4):i])})
    return None


def _stash_or_discard_coins(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # stash is now null, ace, 2; stash will be ...; stash after: ...; discard: 2, 4
    if w in ("stash", "discard", "discards") and i + 1 < n and (
            w == "stash" or words[i + 1].word in (":", "=", "is", "pile", "now", "after", "goes")
            or _pile_list(words, i)):
        k = i + 1
        while k < n and (words[k].word in ("is", "now", "will", "be", "after", "then", ":", "=", "to",
                                           "becomes", "goes", "back", "would", "left", "-", "+",
                                           "coins", "coin", "afterwards", "->", "pile")
                         or words[k].word.isdigit() and k + 1 < n and words[k + 1].word in ("coins", "coin")):
            k += 1
        # the stash or the discard pile, before and after
        before, mid = _bare_faces(words, k)
        if before and mid + 1 < n and words[mid].word == "to" and words[mid].text in _ARROWS:
            now, end = _bare_faces(words, mid + 1)
            if now:
                # "Stash goes ace 3 → ace 3 4 5": the stash before and after, both checked
                return Figure("stash" if w == "stash" else "discard", i, end, faces=frozenset(now),
                              terms=tuple(NUM[f] for f in now),
                              extra={"after": True, "before": tuple(before)})
        faces, end = _face_list(words, k)
        spaced, end2 = _bare_faces(words, k)
        if len(spaced) > len(faces):
            faces, end = spaced, end2      # "→ stash ace 3 4 5": the coins without commas
        if len(faces) >= 1 and end > k:
            when = {x.word for x in words[i + 1:k]}
            if w == "stash" and end + 2 < n and words[end].word == "(" and words[end + 1].word.isdigit() \
                    and words[end + 2].word in ("coins", "coin"):
                # "stash after: null, ace, 2, 3, 5 (6 coins)": the list and its count, both checked
                close = end + 3 + (end + 3 < n and words[end + 3].word == ")")
                return Figure("stash_count", i, close, number=int(words[end + 1].word),
                              faces=frozenset(faces), terms=tuple(NUM[f] for f in faces))
            return Figure("stash" if w == "stash" else "discard", i, end, faces=frozenset(faces),
                          terms=tuple(NUM[f] for f in faces),
                          extra={"after": bool(when & {"after", "afterwards", "will", "then", "becomes",
                                                       "to", "now", "-", "+"})
                                 or i > 0 and words[i - 1].text in _ARROWS})   # ("→ stash null, ace")


def _attacked_colony_coin(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "Her coin is a 3", "need 4+ to beat her 3", "vs his coin 2": the attacked colony's coin
    if w in ("her", "his", "their", "its") and i + 1 < n:
        k = i + 1
        if k + 2 < n and words[k].word == "colony" and words[k + 1].word == "s" and words[k + 2].word == "coin":
            k += 2          # "Her colony's coin is a 3"
        said_coin = words[k].word == "coin"
        if said_coin:
            k += 1
            while k < n and words[k].word in ("is", "s", "a", "an", "only", "just", "value", "of"):
                k += 1
        before = words[i - 1].word if i > 0 else ""
        if k < n and (said_coin or before in ("beat", "beats", "beating", "vs", "versus", "against", "over",
                                               "top", "match", "equal", "equals")) \
                and coin_value(words[k].word) is not None and words[k].word not in ("a", "one") \
                and not (k + 1 < n and (words[k + 1].word == "of" or words[k + 1].word in (
                    "colony", "planet", "moves", "move", "points", "pts"))):
            return Figure("colony_coin", i, k + 1, faces=frozenset({coin_value(words[k].word)}))  # type: ignore[arg-type]


def _colony_coin_said(words: list[Word], i: int) -> Figure | None:
    """"It's a Null coin (value 0)", "that's a 3 coin on it": the attacked colony's coin said in a
    sentence of its own, with the value it counts if written (checked)."""
    n = len(words)
    k = i + 1
    if words[i].word in ("it", "that"):
        if not (k < n and words[k].word in ("s", "is")):
            return None
        k += 1
    while k < n and words[k].word in ("a", "an", "the", "only", "just"):
        k += 1
    value = coin_value(words[k].word) if k < n else None
    if value is None or words[k].word in WEAK_VALUES or not (k + 1 < n and words[k + 1].word == "coin"):
        return None
    end = k + 2
    paren = end < n and words[end].word == "("
    j = end + 1 if end < n and words[end].word in ("(", ",") else end
    if j + 1 < n and words[j].word in ("value", "worth", "=") and words[j + 1].word.isdigit():
        if int(words[j + 1].word) != NUM[value]:
            return None      # (a value the coin does not have: left unread, asked)
        end = j + 2
        if paren and end < n and words[end].word == ")":
            end += 1
    return Figure("colony_coin", i, end, faces=frozenset({value}))


def _colony_coin_after_name(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # (Bea's, coin 4): the colony's coin, as the player sees it
    if w == "coin" and i > 0 and (words[i - 1].punct or words[i - 1].word in ("her", "his", "their")) \
            and i + 1 < n and coin_value(words[i + 1].word) is not None and words[i + 1].word not in ("a", "one"):
        return Figure("colony_coin", i, i + 2, faces=frozenset({coin_value(words[i + 1].word)}))  # type: ignore[arg-type]


def _rival_score_change(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    # Bea drops from 14 to 8; Bob goes from 13 to 9
    if (words[i].text[:1].isupper() and words[i].word.isalpha() and i + 4 < n
            and words[i + 1].word in ("drops", "falls", "goes", "goes", "sinks", "climbs", "rises", "jumps")
            and words[i + 2].word == "from" and words[i + 3].word.isdigit()
            and words[i + 4].word == "to" and i + 5 < n and words[i + 5].word.isdigit()):
        return Figure("score_change", i, i + 6, who=words[i].text,
                      terms=(int(words[i + 3].word), int(words[i + 5].word)), points=True)


def _hit_player_score_change(words: list[Word], i: int) -> Figure | None:
    """"If it falls she drops from 9 to 6": the score of the one the action hits (the colony's
    owner, or the one rival), before and after, checked like "Bea drops from 14 to 8"."""
    n = len(words)
    k = i + 1
    while k < n and k <= i + 3 and words[k].word in ("s", "ll", "d", "would", "will", "then", "down", "back"):
        k += 1
    if (k + 4 < n and words[k].word in ("drops", "drop", "falls", "fall", "goes", "go", "sinks", "sink",
                                        "slips", "slip", "slides", "tumbles")
            and words[k + 1].word == "from" and words[k + 2].word.isdigit()
            and words[k + 3].word in ("to", "->", "\u2192") and words[k + 4].word.isdigit()):
        end = k + 5 + (k + 5 < n and words[k + 5].word in ("pts", "points", "vp"))
        return Figure("score_change", i, end, who="_them",
                      terms=(int(words[k + 2].word), int(words[k + 4].word)), points=True)
    return None


def _coins_added_before_roll(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    # 1 + 2 + roll beats 3: the coins added one by one before the roll (a player has six coins:
    # a longer chain is no roll's, and walking it from every one of its terms was quadratic)
    if _number(words, i) is not None and i + 1 < n and words[i + 1].word in ("+", "plus"):
        chain, j = 0, i
        while j + 1 < n and _number(words, j) is not None and words[j + 1].word in ("+", "plus") \
                and len(words) > j + 2 and j - i < 2 * _MOST_COINS:
            chain += _number(words, j)  # type: ignore[operator]
            j += 2
        if j > i + 2 and j < n and words[j].word in ("roll", "die", "dice"):
            k = j + 1
            if k < n and words[k].word in ("beats", "beat", ">", "tops", "top", "vs", "over"):
                k += 1
                while k < n and words[k].word in ("more", "than", "over", "higher"):
                    k += 1
                target = _number(words, k)
                if target is not None:
                    return Figure("faces", i, k + 1, faces=frozenset(
                        f for f in FACES if NUM[f] + chain > target))  # type: ignore[operator]


def _roll_plus_coin_beats(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # 4 + roll beats 1, roll + 2 > 3: the faces that win, as the player counts them
    # ("3 + any roll beats 1": the same, with the roll's article)
    det = 1 if i + 3 < n and words[i + 2].word in ("any", "a", "the", "my", "every") and \
        words[i + 3].word in ("roll", "die", "dice") and _number(words, i) is not None else 0
    if _number(words, i) is not None and i + 3 + det < n and words[i + 1].word in ("+", "plus", "and") and \
            words[i + 2 + det].word in ("roll", "die", "dice", "anything", "whatever") or w in ("roll", "die") and i + 3 < n and \
            words[i + 1].word in ("+", "plus") and _number(words, i + 2) is not None:
        bonus = _number(words, i) if _number(words, i) is not None else _number(words, i + 2)
        k = i + 3 + det
        if k + 2 < n and words[k].word in ("has", "have", "must", "needs", "need", "should", "got",
                                           "gotta", "to") and words[k + 1].word in ("to", "beat", "top"):
            k += 1 + (words[k].word != "to" and words[k + 1].word == "to")   # "ace + roll has to beat 2"
        if k < n and words[k].word in ("beats", "beat", ">", "tops", "top", "is", "vs", "over"):
            k += 1
            while k < n and words[k].word in ("more", "than", "over", "higher"):
                k += 1
            target = _number(words, k)
            if target is not None:
                faces = frozenset(f for f in FACES if NUM[f] + bonus > target)  # type: ignore[operator]
                if det and words[i + 2].word in ("any", "every") or words[i + 2].word in ("anything", "whatever"):
                    faces = frozenset(FACES)     # "1 + anything beats 4": every face wins, it says
                end = k + 1
                while end < n and words[end].word in ("easy", "easily", "always", "every", "time",
                                                      "for", "sure"):
                    end += 1
                # (the coins' total and the planet's value are checked too: "8 + whatever > 4")
                return Figure("faces", i, end, faces=faces, extra={"coins": bonus, "target": target})


def _coins_plus_roll(words: list[Word], i: int) -> Figure | None:
    """"(4 + roll, need 2+)", "so 9 + the roll.": the coins' total added to the die, on its own
    (no target after it), checked against the coins used."""
    n = len(words)
    if not words[i].word.isdigit() or i + 2 >= n or words[i + 1].word not in ("+", "plus", "and"):
        return None
    j = i + 2 + (words[i + 2].word in ("the", "a", "my", "any"))
    if j >= n or words[j].word not in ("roll", "die", "dice"):
        return None
    if j + 1 < n and not words[j + 1].punct:
        return None
    return Figure("coins_sum", i, j + 1, number=int(words[i].word))


_GREATER = (">", "beats", "beat", ">=", "vs", "over", "tops")


def _worked_inequality(words: list[Word], i: int) -> Figure | None:
    """"(5 + null > 3)", "7 + 0 > 5", "6 + roll > 5", "5 + roll always beats 1": the coins'
    total, a die face (or the roll), and the planet's value, as the player works them out; each
    part is checked (the coins' total, the planet's value, and the sum's own arithmetic)."""
    n = len(words)
    if not words[i].word.isdigit() or i + 4 >= n or words[i + 1].word not in ("+", "plus", "and"):
        return None
    j = i + 2 + (words[i + 2].word in ("a", "the", "any", "my"))
    b = words[j].word if j < n else ""
    face = int(b) if b.isdigit() else (NUM.get(coin_value(b) or "") if b not in ("a", "one") else None)
    if face is None and b not in ("roll", "die", "dice"):
        return None
    k = j + 1
    while k < n and words[k].word in ("always", "still", "easily", "even", "will", "would", "is"):
        k += 1
    if k + 1 >= n or words[k].word not in _GREATER:
        return None
    adverb = k > j + 1
    k += 1 + (words[k + 1].word in ("than",) if k + 1 < n else 0)
    target = _number(words, k)
    if target is None:
        return None
    always = any(w.word in ("always", "easily") for w in words[j + 1:k])
    if face is None:
        if not adverb:
            return None         # ("4 + roll beats 1": the faces that win, read by _roll_plus_coin_beats)
        bonus = int(words[i].word)
        return Figure("faces", i, k + 1, faces=frozenset(FACES) if always else frozenset(
            f for f in FACES if NUM[f] + bonus > target))      # "5 + roll always beats 1"
    return Figure("inequality", i, k + 1, number=int(words[i].word),
                  extra={"face": face, "target": target, "always": always and face is None})


def _face_gives(words: list[Word], i: int) -> Figure | None:
    """"even a null on the die gives 4, which beats 3", "a Null still makes 6 > 5": a die face
    and the total it makes with the coins (and the planet's value it beats, if said), checked."""
    n = len(words)
    if i == 0 or words[i - 1].word not in ("a", "an", "the", "if", "even") or words[i].word in ("a", "one"):
        return None
    value = coin_value(words[i].word)
    if value is None:
        return None
    k = i + 1
    if k + 2 < n and [w.word for w in words[k:k + 3]] in (["on", "the", "die"], ["on", "the", "roll"]):
        k += 3
    while k < n and words[k].word in ("still", "only", "just", "would", "will"):
        k += 1
    if k + 1 >= n or words[k].word not in ("gives", "makes", "give", "make", "=", "means") \
            or not words[k + 1].word.isdigit():
        return None
    total, end, target = int(words[k + 1].word), k + 2, None
    m = end + (end < n and words[end].word == ",")
    m += m < n and words[m].word in ("which", "that", "and", "so")
    if m + 1 < n and words[m].word in _GREATER and words[m + 1].word.isdigit():
        target, end = int(words[m + 1].word), m + 2
    return Figure("inequality", i, end, number=total - NUM[value],
                  extra={"face": NUM[value], "target": target, "total": total})


def _match_said(words: list[Word], i: int) -> Figure | None:
    """"(4 on a 4 = +2)", "the 3 on the 3 gives +2": the match bonus of a marker on a planet of
    its value, checked (the bonus, and that the marker and the planet match)."""
    n = len(words)
    coin = coin_value(words[i].word)
    if coin is None or words[i].word in ("a", "one") or i + 3 >= n or words[i + 1].word != "on":
        return None
    j = i + 2 + (words[i + 2].word in ("a", "the", "an"))
    planet = coin_value(words[j].word) if j < n and words[j].word not in ("a", "one") else None
    if planet is None:
        return None
    k = j + 1
    while k < n and words[k].word in ("=", "gives", "give", "is", "for", "means", "so", "that", "s", "the"):
        k += 1
    if k + 1 >= n or words[k].word != "+" or not words[k + 1].word.isdigit():
        return None
    end = k + 2 + (k + 2 < n and words[k + 2].word in ("bonus", "match", "pts", "points"))
    return Figure("match_bonus", i, end, number=int(words[k + 1].word), extra={"coin": coin, "planet": planet})


def _comparison(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    # 5 beats 1, 3 > 2: the player's comparison (the faces it leads to are checked)
    if _number(words, i) is not None and i + 2 < n and words[i + 1].word in ("beats", "beat", ">", "tops",
                                                                          "vs", "versus") \
            and _number(words, i + 2) is not None:
        return Figure("comparison", i, i + 3, extra={"left": _number(words, i), "right": _number(words, i + 2)})


_RESTORE_VERBS = frozenset({"restore", "restoring", "restores", "take", "taking", "get", "getting",
                            "bring", "bringing", "return", "returning", "recover", "recovering"})


def _restore_count(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "on the sun so two.", "so both come back": how many coins the restore brings back
    if w in ("one", "two", "both", "1", "2") and i > 0 and words[i - 1].word == "so" and (
            i + 1 >= n or words[i + 1].punct or words[i + 1].word in ("back", "come", "comes", "return",
                                                                      "allowed", "max", "permitted")):
        end = i + 1
        while end < n and words[end].word in ("back", "come", "comes", "return", "allowed", "max", "permitted"):
            end += 1
        return Figure("restore_count", i, end, number=2 if w in ("two", "2", "both") else 1)
    # "Restore two: the 4 and the 5": the count, then the coins
    if w in ("one", "two", "both") and i > 0 and words[i - 1].word in ("restore", "restoring", "back") \
            and i + 2 < n and words[i + 1].word == ":" and _number(words, i + 2 + (
                words[i + 2].word in ("the", "my"))) is not None:
        return Figure("restore_count", i, i + 2, number=2 if w in ("two", "both") else 1)
    # "Restore both!", "taking both back", "restore both coins": two coins, checked against the
    # discard (with one coin discarded, "both" is wrong)
    if w == "both" and i > 0 and words[i - 1].word in _RESTORE_VERBS and (
            i + 1 >= n or words[i + 1].punct or words[i + 1].word in ("back", "coins", "of", "pls", "please")):
        return Figure("restore_count", i, i + 1 + (i + 1 < n and words[i + 1].word == "coins"), number=2)
    # "I'm on my sun so I get two back", "take one back": the count, spelt out, before "back"
    # (not "get 2 back": the 2 coin, maybe)
    if w in ("one", "two") and i > 0 and words[i - 1].word in _RESTORE_VERBS and i + 1 < n \
            and words[i + 1].word == "back":
        return Figure("restore_count", i, i + 2, number=2 if w == "two" else 1)
    # (one coin), so two, both: how many coins the restore brings back
    if (w in ("one", "two", "1", "2", "both") and i + 1 < n and words[i + 1].word in ("coin", "coins")
            and (i == 0 or words[i - 1].punct or words[i - 1].word in ("so", "just", "only", "("))
            and not (i + 2 < n and words[i + 2].word in _COIN_NAMED)
            and not (w.isdigit() and i + 2 < n and words[i + 2].word in _COIN_USED)):
        # (not "2 coin as colony marker", "2 coin on the planet", "2 coin in": the coin named 2)
        return Figure("restore_count", i, i + 2, number=2 if w in ("two", "2", "both") else 1)
    # "(only 1, I'm not on a sun)", "just two on a sun": the count, said beside where the ship is
    if w in ("one", "two", "1", "2") and i > 0 and words[i - 1].word in ("only", "just") and i + 1 < n \
            and (words[i + 1].word in (",", ";", "-", "\u2013", "\u2014", "as", "since", "because", "cause",
                                       "cuz") or words[i + 1].word == "on" and i + 3 < n and words[i + 3].word == "sun") \
            and any(x.word == "sun" for x in words[i + 1:i + 8]):
        end = i + 4 if words[i + 1].word == "on" else i + 1      # ("just 2 on a sun")
        return Figure("restore_count", i - 1, end, number=2 if w in ("two", "2") else 1)
    # "not on a sun so only the one", "on my sun, so just the two": the count after the ship's
    # place, at the end of its clause
    if w in ("one", "two") and i > 1 and words[i - 1].word == "the" and words[i - 2].word in ("only", "just") \
            and (i + 1 >= n or words[i + 1].punct or words[i + 1].word in ("back", "then")) \
            and any(x.word in ("sun", "suns") for x in words[max(0, i - 8):i]):
        return Figure("restore_count", i - 2, i + 1 + (i + 1 < n and words[i + 1].word == "back"),
                      number=2 if w == "two" else 1)
    return _restore_count_allowed(words, i)


#: the words before how many coins the rules allow ("so I get two", "I'm allowed two", "the sun
#: lets me take two", "I can restore two")
_ALLOWED_COUNT = frozenset({"get", "gets", "allowed", "permitted", "lets", "let", "may", "can"})


def _restore_count_allowed(words: list[Word], i: int) -> Figure | None:
    """"(on a sun, so I get two)", "I'm allowed two", "the sun lets me take two": how many coins
    the restore brings back, spelt out at the end of its clause, said as the rule allows it."""
    n = len(words)
    if words[i].word not in ("one", "two") or not (
            i + 1 >= n or words[i + 1].punct or words[i + 1].word in ("on", "here", "as", "since", "because")):
        return None
    j = i - 1
    while j >= 0 and j >= i - 3 and words[j].word in ("restore", "take", "to", "me", "bring", "have"):
        j -= 1
    if j < 0 or words[j].word not in _ALLOWED_COUNT or j == i - 1 and words[j].word in ("may", "can", "let", "lets"):
        return None
    return Figure("restore_count", i, i + 1, number=2 if words[i].word == "two" else 1)


def _odds_said(words: list[Word], i: int) -> Figure | None:
    """"50-50", "a coin flip", "even odds", "fifty-fifty": the odds said as half the faces (3 in 6),
    checked like "50/50" (not a score pair "50-50")."""
    n = len(words)
    w = words[i].word
    if w == "50" and i + 2 < n and words[i + 1].word in ("-", "\u2013") and words[i + 2].word == "50":
        return Figure("odds", i, i + 3, number=3)
    if w == "fifty" and i + 1 < n and words[i + 1].word == "fifty":
        return Figure("odds", i, i + 2, number=3)
    if w == "fifty" and i + 2 < n and words[i + 1].word == "-" and words[i + 2].word == "fifty":
        return Figure("odds", i, i + 3, number=3)
    if w == "coin" and i + 1 < n and words[i + 1].word in ("flip", "toss", "flips"):
        return Figure("odds", i, i + 2, number=3)
    if w in ("coinflip", "evens") or w == "even" and i + 1 < n and words[i + 1].word in (
            "odds", "chance", "chances", "money", "shot"):
        return Figure("odds", i, i + 1 + (w == "even"), number=3)
    return None


#: the shares a player writes as a percentage ("50%": the tokenizer drops the "%")
_PERCENTS = ("16", "17", "33", "50", "66", "67", "83", "100")


def _odds(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "50/50", "a 50% chance" (the tokenizer drops "%"), "coin flip": the odds as a share
    if w == "50" and i + 2 < n and words[i + 1].word == "/" and words[i + 2].word == "50":
        return Figure("odds", i, i + 3, number=3)
    if w in _PERCENTS and i + 1 < n and words[i + 1].word in (
            "chance", "odds", "chances"):
        return Figure("odds", i, i + 2, number=round(int(w) * 6 / 100))
    if w in _PERCENTS and (
            i > 0 and words[i - 1].word in ("(", ",") and (i + 1 >= n or words[i + 1].word in (")", ",", "."))
            or (i == 0 or words[i - 1].punct and words[i - 1].word in ".!?;:") and (
                i + 1 >= n or words[i + 1].punct or words[i + 1].word in ("since", "because", "cause", "as",
                                                                          "sure", "safe", "chance"))):
        # "need a null or ace (50%)", "(5+roll beats 1, 100%)": a share (the "%" dropped)
        return Figure("odds", i, i + 1, number=round(int(w) * 6 / 100), extra={"quote": w + "%"})
    # 5 in 6 chance, 5/6, 5 out of 6
    if words[i].word.isdigit() and i + 2 < n and words[i + 1].word in ("in", "/") and \
            words[i + 2].word in ("2", "3") and (i + 3 >= n or words[i + 3].word in (")", "chance", ",", ".")):
        m = int(words[i + 2].word)
        end = i + 3 + (1 if i + 3 < n and words[i + 3].word == "chance" else 0)
        return Figure("odds", i, end, number=int(words[i].word) * 6 // m)
    if words[i].word.isdigit() and i + 3 < n and words[i + 1].word in ("faces", "sides", "numbers") \
            and int(words[i].word) <= 6:
        k = i + 2 + (words[i + 2].word == "out")
        if k + 1 < n and words[k].word in ("of", "in") and words[k + 1].word == "6":
            return Figure("odds", i, k + 2, number=int(words[i].word))     # "4 faces of 6"
    if words[i].word.isdigit() and i + 2 < n and words[i + 1].word in ("in", "/", "of") and \
            words[i + 2].word == "6" or words[i].word.isdigit() and i + 3 < n and \
            words[i + 1].word == "out" and words[i + 2].word == "of" and words[i + 3].word == "6":
        end = i + 3 if words[i + 1].word != "out" else i + 4
        if end < n and words[end].word in ("chance", "chances", "odds", "faces"):
            end += 1
        return Figure("odds", i, end, number=int(words[i].word))


def _ship_at_sun(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # on a sun so both come back; off-sun: where the ship is, as a remark says it
    if w in ("on", "at") and i > 0 and words[i - 1].word == "not" and (
            i == 1 or words[i - 2].punct or words[i - 2].word in ("while", "since", "as", "because", "cause", "im")):
        # "Restoring the 5, not on a sun so only the one": the ship's place, said negated
        k = i + 1
        while k < n and words[k].word in ("a", "the", "my", "own", "-"):
            k += 1
        if k < n and words[k].word in ("sun", "suns") and not (k + 1 < n and words[k + 1].word == "of"):
            return Figure("ship_at", i - 1, k + 1, who="not sun")
        return None
    if w in ("on", "at", "off") and (i == 0 or words[i - 1].punct or words[i - 1].word in (
            "while", "since", "as", "because", "cause", "im", "still")):
        k = i + 1
        while k < n and words[k].word in ("a", "the", "my", "own", "-"):
            k += 1
        if k < n and words[k].word in ("sun", "suns") and not (k + 1 < n and words[k + 1].word == "of"):
            return Figure("ship_at", i, k + 1, who="not sun" if w == "off" else "sun")
        from gm_tool.games.colonization.posts.vocabulary import SUITS
        if w != "off" and k + 1 < n and SUITS.get(words[k].word) and words[k + 1].word == "sun":
            from gm_tool.games.colonization.rules.pieces import sun_id
            # "On the Crowns sun → restoring ...": where the ship is, said before the order
            return Figure("ship_at", i, k + 2, who=sun_id(SUITS[words[k].word]))


def _ship_where_i_am(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # I'm on a sun, I am at the sun, while I'm on the 4 of Suns
    if (w in ("m", "am") and i > 0 and words[i - 1].word == "i") or w == "im":
        k = i + 1
        negated = k < n and words[k].word in ("not", "no", "nowhere")
        k += negated
        while k < n and words[k].word in ("still", "currently", "now", "sitting", "parked", "already",
                                          "standing", "right", "just", "stuck", "only", "stay",
                                          "staying", "stuck", "level"):
            k += 1
        if k < n and words[k].word in ("on", "at", "in"):
            k += 1
            start_place = k
            if k + 1 < n and words[k].word == "my" and coin_value(words[k + 1].word) not in (None, "null") \
                    and words[k + 1].word not in ("a", "one") and not negated and not (
                        k + 2 < n and (words[k + 2].word == "of" or words[k + 2].word in ("coin", "coins"))):
                # "I'm on my 4": the poster's own colony of that value
                end = k + 2 + (k + 2 < n and words[k + 2].word in ("colony", "planet"))
                return Figure("ship_at", i - (1 if w != "im" else 0), end, who="mine-" + coin_value(words[k + 1].word))
            while k < n and words[k].word in ("a", "the", "my", "own"):
                k += 1
            if k < n and words[k].word in ("sun", "suns") and not (k + 1 < n and words[k + 1].word == "of"):
                # "I'm on a sun", "I'm not on a sun so just the one"
                return Figure("ship_at", i - (1 if w != "im" else 0), k + 1,
                              who="not sun" if negated else "sun")
            if negated:
                return _STOP
            from gm_tool.games.colonization.posts.grammar import Reader, find_places
            rest = [x.word for x in words[start_place:start_place + 5]]
            places, used = find_places(rest, Reader(None, None, None))
            if places and places[0][0] <= k - start_place + 1:
                last = max(used) + start_place + 1
                return Figure("ship_at", i - (1 if w != "im" else 0), last, who=places[0][1])


def _planet_cost(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    if w in ("counts", "costs", "count", "cost") and i + 2 < n and words[i + 1].word.isdigit() and \
            words[i + 2].word in ("each", "apiece", "per"):
        return Figure("comparison", i, i + 3)     # "my own colonies count 1 each": a rule, stated
    if w in ("counts", "costs", "count", "cost") and i + 1 < n:
        # "(the ace is mine so it only counts 1)", "counts as 1", "counts double": the cost of a
        # planet (with the poster's own colony: 1)
        k = i + 1 + (words[i + 1].word in ("as", "for", "only", "just"))
        size = {"double": 2, "twice": 2, "once": 1, "single": 1, "normal": 1, "normally": 1}.get(
            words[k].word) if k < n else None
        if k < n and words[k].word.isdigit() and int(words[k].word) <= 5:
            size = int(words[k].word)
        if size is not None and {x.word for x in words[max(0, i - 3):i]} & {
                "not", "t", "never", "doesn", "don", "no", "isn", "won"}:
            return Figure("comparison", i, k + 1)   # "doesn't count double": the rule, said (not checked)
        if size is not None:
            start = max([m + 1 for m in range(max(0, i - 8), i) if words[m].word in (",", ";")], default=i - 8)
            before = {x.word for x in words[max(0, start):i]}   # this item only: "my own 3 is 1, X's 4 counts 2"
            end = k + 1 + (k + 1 < n and words[k + 1].word in ("move", "moves", "step", "steps", "space"))
            extra = {"own": bool(before & {"mine", "own"})}
            j = i - 1
            while j > i - 4 and j > 1 and words[j].word in ("in", "between", "on", "the", "way"):
                j -= 1      # "Mbali's 3 in between counts double", "the 4 on the way costs 2"
            if j > 0 and words[j - 1].word in ("the", "s") and _number(words, j) is not None \
                    and words[j].word not in ("a", "one"):
                # "(Cosima's colony on the 4 costs 2)": the planet that costs it, checked too
                extra["at"] = coin_value(words[j].word)
                return Figure("moves_cost", j, end, number=size, extra=extra)
            return Figure("moves_cost", i, end, number=size, extra=extra)


def _own_planet_is(words: list[Word], i: int) -> Figure | None:
    """"(my own 3 is 1, Sunniva's 4 counts 2)": what a planet with the poster's own colony on the
    way costs, said with "is"; checked (1 move) and the planet checked to lie on the way."""
    n = len(words)
    if not (1 <= i and i + 2 < n and words[i - 1].word in ("own", "my") and words[i + 1].word == "is"
            and _place_token(words, i) not in (None, "sun") and words[i + 2].word.isdigit()
            and int(words[i + 2].word) <= 5):
        return None
    end = i + 3 + (i + 3 < n and words[i + 3].word in ("move", "moves", "step", "steps", "space"))
    if end < n and not words[end].punct:
        return None
    return Figure("moves_cost", i, end, number=int(words[i + 2].word),
                  extra={"own": True, "at": coin_value(words[i].word)})


def _total_under_label(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    if w == "total" and i + 1 < n:
        k = i + 1
        while k < n and words[k].word in ("of", "is", "=", ":", "will", "be"):
            k += 1
        if k < n and words[k].word.isdigit():
            return Figure("total", i, k + 1, number=int(words[k].word), points=True, total=True)


def _final_score_pair(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # final score 11-8, gg Lukas: my score, then the other's
    if w in ("score", "scores", "final"):
        k = i + 1
        while k < n and words[k].word in ("is", "=", ":", "will", "be", "final", "of", "score", "scores"):
            k += 1
        if k + 2 < n and words[k].word.isdigit() and words[k + 1].word in ("-", "\u2013", "\u2014", "to",
                                                                          "vs", "v", ":") \
                and words[k + 2].word.isdigit():
            end = k + 3
            who = None
            for m in range(end, min(n, end + 4)):
                if words[m].text[:1].isupper() and words[m].word.isalpha() and words[m].word not in (
                        "gg", "gl", "i"):
                    who = words[m].text
                    break
            return Figure("score_pair", i, end, terms=(int(words[k].word), int(words[k + 2].word)),
                          who=who, points=True)


#: words after "tie with" that are no rival ("level with the sun", "even with everyone")
_NOT_TIED_WITH = frozenset({"the", "a", "an", "my", "his", "her", "him", "them", "me", "you", "us", "everyone",
                            "everybody", "all", "both", "first", "second", "third", "last", "lead", "top",
                            "leader", "sun", "planet", "colony", "marker", "coin", "roll", "die"})


def _tie_with_name(words: list[Word], i: int) -> Figure | None:
    """"→ 16 pts, tie w Yusuf", "level with Ines", "tied with pavel": the poster's score after the
    action equal to a rival's, no number said (the rival's score is checked against it)."""
    n = len(words)
    k = i + 1 + (i + 1 < len(words) and words[i + 1].word in ("w", "with", "wit"))
    if words[i].word not in ("tie", "ties", "tied", "tying", "level", "even", "equal", "square") or k >= n \
            or words[i].word in ("level", "even", "equal", "square") and k == i + 1:
        return None
    name = words[k]
    if k == i + 1 and not name.text[:1].isupper() or coin_value(name.word) is not None or _is_suit(name.word):
        return None        # ("tie breaker", "even with the ace": no rival named)
    if not name.word.isalpha() or name.word in _NOT_TIED_WITH or name.word in _NOT_NAMES or len(name.word) < 2 \
            or k + 1 < n and (words[k + 1].word.isdigit() or words[k + 1].word in ("at", "on", "with", "s")):
        return None        # ("tie Tess at 17": the score said, read below)
    return Figure("tie_with", i, k + 1, who="me", points=True, extra={"tie": name.text})


def _tied_score(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    with_name = _tie_with_name(words, i) or tie_with_pronoun(words, i)
    if with_name is not None:
        return with_name
    # "would tie Tess at 17", "tying Rolf on 12": the poster's score after the action, equal to
    # the other player's (both checked)
    if w in ("tie", "ties", "tied", "tying", "level") and i + 4 < n and words[i + 1].word in ("at", "on") \
            and words[i + 2].word.isdigit() and words[i + 3].word == "with" and words[i + 4].text[:1].isupper() \
            and words[i + 4].word.isalpha() and words[i + 4].word not in _NOT_NAMES:
        # "tie at 13 with Oskar", "tied on 12 with Rolf": the same, the score first
        return Figure("score_of", i, i + 5, number=int(words[i + 2].word), who="me", points=True,
                      extra={"tie": words[i + 4].text})
    if w in ("tie", "ties", "tied", "tying", "level") and i + 3 < n and \
            words[i + 1].text[:1].isupper() and words[i + 1].word.isalpha() and \
            words[i + 1].word not in _NOT_NAMES:
        k = i + 2
        if words[k].word in ("at", "on", "with"):
            k += 1
        if k > i + 2 and k < n and words[k].word.isdigit():
            end = k + 1
            while end < n and words[end].word in ("points", "pts", "vp", "point"):
                end += 1
            return Figure("score_of", i, end, number=int(words[k].word), who="me", points=True,
                          extra={"tie": words[i + 1].text})


def _score_unchanged(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "Still 8 points.", "stays 8 pts", "I stay on 8": the poster's score, unchanged by the action
    if w in ("still", "stays", "stay", "staying", "remain", "remains", "remaining") and not (
            i > 0 and not words[i - 1].punct and words[i - 1].word not in ("i", "m", "im", "so", "and", "me")):
        k = i + 1
        while k < n and words[k].word in ("on", "at", "with", "my"):
            k += 1
        label = k + 1 < n and words[k + 1].word in ("points", "pts", "vp", "point")
        if label and k + 2 < n and words[k + 2].word in ("ahead", "behind", "clear"):
            return None       # ("still 2 pts behind Femi": the lead, read at the number)
        if k < n and words[k].word.isdigit() and (int(words[k].word) > 5 or label) and (
                k + 1 >= n or words[k + 1].punct or label):
            # ("Still on 5 points": a low score, said with its unit)
            end = k + 1 + label
            return Figure("score_of", i, end, number=int(words[k].word), who="me", points=True)


#: words before "the game ends" that make it a time, not a claim ("before the game ends")
_GAME_END_TIMES = frozenset({"when", "before", "until", "till", "til", "after", "once", "if", "unless",
                             "whether", "by", "as", "whenever"})


def _game_ends(words: list[Word], i: int) -> Figure | None:
    """"..., and the game ends", "game over after this", "which ends the game": the poster says this
    action ends the game (5.A: a player's stash empties; in the last round, the last action):
    checked. Not "before the game ends", "when the game ends" (a time), nor a negation."""
    n = len(words)
    w = words[i].word
    end = None
    if w == "game" and i + 1 < n:
        k = i + 1
        if words[k].word in ("s", "is", "will", "would", "ll", "d"):
            k += 1
        if k < n and words[k].word in ("ends", "end", "over", "finished", "done"):
            end = k + 1
    elif w in ("ends", "ending", "end") and i + 2 < n and words[i + 1].word == "the" \
            and words[i + 2].word == "game":
        end = i + 3
    if end is None:
        return None
    if end + 1 < n and words[end].word in ("after", "with") and words[end + 1].word in ("this", "that", "it"):
        end += 2             # ("game over after this": this action's outcome, not a plan)
    start = i - 1 if w == "game" and i > 0 and words[i - 1].word in ("the", "and") else i
    said = _end_not_wanted(words, start) if w != "game" else None
    if said is not None:
        # "I do not want to end the game yet", "not ending the game": the action keeps it going
        return Figure("game_goes_on", said, end + (end < n and words[end].word == "yet"))
    if start > 0 and words[start - 1].word in _GAME_END_TIMES or \
            any(x.word in ("not", "t", "never", "no", "won", "doesn", "wont", "doesnt") for x in words[i:end]):
        return None
    k = start - 1
    if k > 0 and words[k].word in ("would", "might", "should", "could") and words[k - 1].word in (
            "which", "that", "this", "it"):
        k -= 2      # ("..., which would end the game": the posted action's end, checked)
    while k >= 0 and words[k].word not in (".", "!", "?", ";"):
        if words[k].word in _WEIGHED:
            # ("Could colonize now w/ ace+2+3 but that ends the game, so roll ..."): the end of
            # an action weighed and not taken, not of the one posted
            return None
        k -= 1
    return Figure("game_ends", start, end)


def _end_not_wanted(words: list[Word], start: int) -> int | None:
    """Where a negated wish to end the game begins before "end the game" at `start` ("I do not
    want to end the game", "don't wanna end the game", "I'm not ending the game"), else None."""
    k = start - 1
    while k >= 0 and start - k <= 4 and words[k].word in ("to", "want", "wanna", "trying", "try", "going",
                                                       "gonna", "mean", "planning", "ready"):
        k -= 1
    if k < 1 or words[k].word not in ("not", "t", "never"):
        return None
    if words[k - 1].word in ("do", "don", "dont", "won", "didn", "doesn", "i", "im"):
        return k - 1
    if words[k - 1].word in ("m", "am") and k > 1:
        return k - 2
    return None


#: words of an action weighed rather than taken, before "that ends the game" in its sentence
_WEIGHED = frozenset({"could", "would", "might", "should", "thought", "considered", "considering", "tempted"})


def _score_at_the_end(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # final score for me should be 11; leaves me on 9 points; my score: 12; I'm on 9
    # "I finish on 6", "I'll end up with 9 points"
    if w in ("finish", "finishing", "end", "ending", "ends", "finishes") and i > 0 and words[i - 1].word in (
            "i", "ll", "d", "would", "will", "me", "to", "should"):
        k = i + 1
        while k < n and k <= i + 3 and words[k].word in ("on", "at", "with", "up", "the", "game"):
            k += 1
        if k > i + 1 and k < n and words[k].word.isdigit() and not (
                k + 1 < n and words[k + 1].word in ("coins", "coin", "colonies", "colony", "moves", "planets")):
            end = k + 1
            while end < n and words[end].word in ("points", "pts", "vp", "point", "total"):
                end += 1
            return Figure("score_of", i, end, number=int(words[k].word), who="me", points=True)


def _score_it_would_be(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "I'd be on 10", "I'll be at 9 points", "that makes 10 for me"
    if (w == "be" and i > 0 and words[i - 1].word in ("d", "ll", "would", "will", "should")
            or w in ("makes", "make") and i > 0 and words[i - 1].word in ("that", "s", "which", "would", "it")):
        k = i + 1
        while k < n and words[k].word in ("on", "at", "up", "to", "me"):
            k += 1
        if k < n and words[k].word.isdigit() and (k > i + 1 or w != "be") and not (
                k + 1 < n and words[k + 1].word in ("+", "plus", "more", "extra", "moves", "move",
                                                    "coins", "coin", "colonies", "in", "of", "out")):
            end = k + 1
            while end < n and words[end].word in ("points", "pts", "vp", "point", "for", "me", "total"):
                end += 1
            return Figure("score_of", i, end, number=int(words[k].word), who="me", points=True)


def _my_score_said(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    if w in ("score", "final", "leaves", "leaving", "puts", "putting", "brings", "bringing", "put",
             "bring", "leave", "takes", "take", "gets", "get") and (
            w not in ("put", "bring", "leave", "takes", "take", "gets", "get")
            or i + 1 < n and words[i + 1].word == "me") or (
            w == "m" and i > 0 and words[i - 1].word == "i") or w == "me":
        k = i + 1
        while k < n and k <= i + 7 and words[k].word in ("score", "for", "me", "should", "be", "is",
                                                        "will", "would", "=", ":", "on", "at",
                                                        "with", "to", "my", "of", "then", "now",
                                                        "just", "go", "goes", "going", "rise",
                                                        "rises", "become", "becomes", "reach",
                                                        "reaches", "up", "get", "gets", "total",
                                                        "stays", "remains", "still", "unchanged",
                                                        "stay", "remain", "as", "is", "stuck",
                                                        "sitting", "sat", "staying", "currently",
                                                        "already", "only", "back"):
            k += 1      # ("gets me back up to 8")
        if k < n and words[k - 1].word in ("my", "the") and w in ("m", "me", "im"):
            return _STOP        # "I'm on my 2": a planet, not a score
        if k < n and words[k].word.isdigit() and k > i and not (
                k + 1 < n and words[k + 1].word in ("+", "plus", "coins", "coin", "colonies", "colony",
                                                    "moves", "move", "planets", "planet", "spaces")
                or k + 2 < n and words[k + 1].word
                == "and" and coin_value(words[k + 2].word) is not None) and (w != "me" or k == i + 1 or
                                                             words[i + 1].word in ("on", "at", ":")):
            end = k + 1
            if end < n and words[end].word in ("points", "pts", "vp", "point"):
                end += 1
            if end < n and words[end].word == "more" or end < n and words[end].word == "extra":
                return _STOP      # "gives me 7 more points": a gain, read at the number
            if w == "me" and i > 0 and words[i - 1].word in ("leaves", "leaving", "puts", "brings",
                                                             "put", "bring", "leave", "takes",
                                                             "take", "gets", "get"):
                return _STOP
            if end + 2 < n and words[end].word in ("ahead", "behind", "clear", "short") and words[end + 1].word in (
                    "of", "off") and (words[end + 2].text[:1].isupper() or words[end + 2].word.isalpha()
                                      and words[end + 2].word not in _NOT_TIED_WITH
                                      and words[end + 2].word not in _NOT_NAMES):
                # "that'd put me 2 ahead of Lutz": the lead over a rival after the action
                return Figure("score_of", i, end + 3, number=int(words[k].word), who="me", points=True,
                              extra={"lead": words[end + 2].text, "behind": words[end].word in ("behind", "short")})
            if end + 1 < n and words[end].word in ("ahead", "behind") and words[end + 1].text[:1].isupper() \
                    and words[end + 1].word.isalpha() and words[end + 1].word not in _NOT_NAMES:
                # "I'm still 3 behind Tavish": the lead over a rival, "of" left out
                return Figure("score_of", i, end + 2, number=int(words[k].word), who="me", points=True,
                              extra={"lead": words[end + 1].text, "behind": words[end].word == "behind"})
            return Figure("score_of", i, end, number=int(words[k].word), who="me", points=True)


def _final_score_number(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    # "sure thing, 12 final", "12 points final": the poster's final score
    if words[i].word.isdigit() and int(words[i].word) > 5 and i + 1 < n and (
            words[i + 1].word == "final" or i + 2 < n and words[i + 1].word in ("pts", "points", "vp")
            and words[i + 2].word == "final") and not (i > 0 and words[i - 1].word in ("+", "plus")) \
            and not (i > 0 and words[i - 1].text[:1].isupper() and words[i - 1].word.isalpha()
                     and words[i - 1].word not in _NOT_NAMES):
        end = i + 2 if words[i + 1].word == "final" else i + 3
        return Figure("score_of", i, end, number=int(words[i].word), who="me", points=True)


def _score_for_me(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    # "(12 for me)", "19 for me": the poster's score after the action
    if words[i].word.isdigit() and int(words[i].word) > 5 and i + 2 < n and words[i + 1].word == "for" \
            and not (i > 0 and words[i - 1].word in ("+", "plus", "more")) \
            and words[i + 2].word == "me" and (i + 3 >= n or words[i + 3].punct or words[i + 3].word in (
                "then", "now", "if", "after", "total")):
        return Figure("score_of", i, i + 3, number=int(words[i].word), who="me", points=True)


def _rival_possessive_score(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    # "beats Kofi's 15", "Kofi's 15": a rival's score as the poster sees it
    if (words[i].text[:1].isupper() and words[i].word.isalpha() and i + 2 < n and words[i + 1].word == "s"
            and words[i + 2].word.isdigit() and int(words[i + 2].word) > 5
            and words[i].word not in _NOT_NAMES and coin_value(words[i].word) is None):
        return Figure("score_of", i, i + 3, number=int(words[i + 2].word), who=words[i].text, points=True)


def _rival_to_mine(words: list[Word], i: int) -> Figure | None:
    """"Oona takes it 23 to my 10", "Bastien wins 19 - my 10": a rival's score, then the poster's
    after "to my" (both checked, as a final score line is)."""
    n = len(words)
    if not (words[i].word.isalpha() and words[i].word not in _NOT_NAMES and coin_value(words[i].word) is None):
        return None
    k = i + 1
    while k < n and k <= i + 4 and words[k].word in _RIVAL_GLUE and not words[k].punct:
        k += 1
    if not (k + 3 < n and words[k].word.isdigit() and words[k + 1].word in ("to", "-", "\u2013", "vs", "v")
            and words[k + 1].text not in _ARROWS and words[k + 2].word in ("my", "me") and words[k + 3].word.isdigit()):
        return None
    return Figure("score_pair", i, k + 4, terms=(int(words[k + 3].word), int(words[k].word)),
                  who=words[i].text, points=True)


def _rival_score_with_verb(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    # "Lena's got 12 already", "Lena has 12", "Lena is on 12": a rival's score, said with a verb
    if (words[i].text[:1].isupper() and words[i].word.isalpha() and words[i].word not in _NOT_NAMES
            and words[i].word not in ("turn", "round", "stack", "stash", "game", "he", "she", "i", "who",
                                      "everyone", "nobody", "leader", "discard", "bag", "pile", "deck")
            and coin_value(words[i].word) is None and i + 2 < n):
        k = i + 1 + (words[i + 1].word == "s")
        verb = k < n and words[k].word in ("got", "has", "is", "sits", "at", "on")
        while k < n and k <= i + 4 and words[k].word in ("got", "has", "is", "sits", "at", "on", "already",
                                                          "now", "s"):
            k += 1
        if verb and k < n and words[k].word.isdigit() and int(words[k].word) > 5 and (
                k + 1 >= n or words[k + 1].punct or words[k + 1].word in ("pts", "points", "already", "now",
                                                                          "vp")):
            end = k + 1 + (k + 1 < n and words[k + 1].word in ("pts", "points", "vp"))
            return Figure("score_of", i, end, number=int(words[k].word), who=words[i].text, points=True)


def _hit_player_score(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # "if it falls he drops to 12": the score of the one the action hits (the colony's owner)
    if w in ("he", "she", "they", "hes", "shes", "you") and i + 2 < n:
        k = i + 1
        while k < n and k <= i + 4 and words[k].word in _SCORE_MOVES + ("s", "re", "ll", "d", "is",
                                                                        "are", "then", "down", "on",
                                                                        "be", "at"):
            k += 1
        # ("he'd be at 19 after": "at" only for a score no planet has, or one labelled)
        if k < n and k > i + 1 and words[k].word.isdigit() and words[k - 1].word in ("to", "on", "at") and (
                k + 1 >= n or words[k + 1].punct or words[k + 1].word in ("pts", "points", "vp")
                or words[k - 1].word != "at" and words[k + 1].word in ("after", "then", "now")
                or int(words[k].word) > 5 and words[k + 1].word in ("after", "then", "now")) and (
                words[k - 1].word != "at" or int(words[k].word) > 5
                or k + 1 < n and words[k + 1].word in ("pts", "points", "vp")):
            end = k + 1 + (k + 1 < n and words[k + 1].word in ("pts", "points", "vp"))
            return Figure("score_of", i, end, number=int(words[k].word), who="_them", points=True,
                          extra={"after_action": not _if_it_fails(words, i, end)})


_PUT_SCORE_VERBS = ("put", "puts", "putting", "leave", "leaves", "leaving", "bring", "brings",
                    "bringing", "drop", "drops", "dropping", "take", "takes", "taking", "knock",
                    "knocks", "knocking", "send", "sends", "sending", "set", "sets", "push", "pushes")


def _suit_follows(words: list[Word], k: int) -> bool:
    """Whether a suit is the word at `k` (after "the"): "in (the) Crowns" names a system."""
    k += k < len(words) and words[k].word == "the"
    return k < len(words) and _is_suit(words[k].word)


def _is_suit(word: str) -> bool:
    from gm_tool.games.colonization.posts.vocabulary import SUITS
    return SUITS.get(word) is not None


def _hit_player_put_at(words: list[Word], i: int) -> Figure | None:
    """"would put him at 19", "that leaves Pavel on 16", "knocks her down to 12": the score
    the action leaves a rival with (him/her/them: the one it hits, or the one rival)."""
    n = len(words)
    if words[i].word not in _PUT_SCORE_VERBS or i + 2 >= n:
        return None
    obj = words[i + 1]
    if obj.word in ("him", "her", "them"):
        who = "_them"
    elif obj.text[:1].isupper() and obj.word.isalpha() and obj.word not in _NOT_NAMES \
            and coin_value(obj.word) is None and obj.word not in ("i", "me") and not _is_suit(obj.word):
        who = obj.text
    else:
        return None
    k = i + 2
    while k < n and k <= i + 5 and words[k].word in ("s", "down", "back", "up", "to", "at", "on", "with",
                                                    "only", "just", "exactly"):
        k += 1
    if not (k < n and k > i + 2 and words[k].word.isdigit()):
        return None
    after = words[k + 1].word if k + 1 < n else None
    labelled = after in ("pts", "points", "vp", "point")
    if not (labelled or after is None or words[k + 1].punct or after in ("then", "now", "total", "if")):
        return None       # "put them on 5 of Arms", "leave him 3 coins"
    if who == "_them" and obj.word == "them" and int(words[k].word) <= 5 and not labelled:
        return None       # "put them on 5": coins on a planet
    end = k + 1 + labelled
    return Figure("score_of", i, end, number=int(words[k].word), who=who, points=True,
                  extra={"after_action": not _if_it_fails(words, i, end)})


def _if_it_fails(words: list[Word], i: int, end: int) -> bool:
    """Whether a failure is said around the figure at i..end ("if it fails that leaves him on 22",
    "he stays at 22 if I miss"): the score kept when the action does nothing."""
    around = {x.word for x in words[max(0, i - 6):i]} | {x.word for x in words[end:end + 4]}
    return bool(around & {"fails", "fail", "failed", "miss", "misses", "missed", "whiffs", "flops",
                          "stays", "stay", "still", "keeps", "unless"})


def _rival_score(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    w = words[i].word
    # Bob 13, Cy (9), Bob: 13
    from gm_tool.games.colonization.posts.vocabulary import ROLES, STRONG, SUITS
    if ((words[i].text[:1].isupper() or i + 2 < n and words[i + 1].word in _DROPS
         and words[i + 2].word in ("to", "down", "back", "from")      # "vlad drops to 12"
         and w not in _NOT_NAMES and w not in ("me", "i", "which", "what", "stash", "ship", "else",
                                               "one", "who", "planet", "colony", "coin", "score"))
            and words[i].word.isalpha() and len(words[i].word) >= 2
            and coin_value(words[i].word) is None and SUITS.get(words[i].word) is None
            and words[i].word not in STRONG and words[i].word not in ROLES
            and words[i].word not in ("turn", "round", "action", "move", "game", "step")
            and words[i].word not in _NOT_NAMES):
        k = i + 1
        dropped = False
        while k < n and words[k].word in _RIVAL_GLUE:
            # "Wren drops to 9", "Kettu would fall back to 6": a rival's score after the action
            dropped = dropped or words[k].word in _SCORE_MOVES[:-1]
            k += 1
        if k < n and words[k].word.isdigit() and (int(words[k].word) > 5 or dropped and words[k - 1].word == "to") or (
                k < n and words[k].word.isdigit() and k > i + 1 and words[k - 1].word == "("):
            end = k + 1
            if end < n and words[end].word == ")":
                end += 1
            return Figure("score_of", i, end, number=int(words[k].word), who=words[i].text,
                          points=True)


_COIN_NAMED = frozenset({"as", "for", "marks", "marking", "goes", "on", "onto", "stays", "is",
                         "becomes", "will", "to", "under"})
_COIN_USED = frozenset({"in", "used", "spent", "added", "burned", "burnt", "+", "plus", "&", "and",
                       "for", "into", "thrown", "goes", "go"})
_DROPS = ("drops", "drop", "falls", "fall", "goes", "sinks", "slips")
_SCORE_MOVES = ("drops", "drop", "falls", "fall", "goes", "go", "sinks", "slips", "down", "back",
                "would", "will", "to")
#: the words between a rival's name and a score: "Kenji still wins with 16", "Wren drops to 9"
_RIVAL_GLUE = ("(", ":", "has", "on", "at", "with", "s", "is", "ends", "end", "ending", "stays", "sits",
               "then", "still", "wins", "win", "winning", "finishes", "finish", "leads", "stuck",
               "takes", "took", "taking", "it", "gets", "got", "won", "ended", "finishing") + _SCORE_MOVES
#: ("Aiyana takes it with 9", "Brannock gets 6": a rival's score, checked like "Kenji wins with 16")
#: capitalised words that open a sentence and are no player's name ("Is 8 points if success")
_NOT_NAMES = frozenset({"is", "it", "its", "that", "this", "then", "so", "and", "if", "at", "on", "to",
                        "for", "with", "need", "needs", "total", "would", "will", "should", "be",
                        "was", "means", "makes", "gives", "only", "just", "also", "now", "worth",
                        "points", "pts", "score", "final", "plus", "equals", "about", "around",
                        "expected", "expect", "expecting", "potential", "possible", "result",
                        "gain", "gains", "payoff", "reward", "value", "prize",
                        # ("Stack 10 → 9": the planets left, not a player's score)
                        "stack", "pile", "deck", "bag", "planets", "tiles"})

_MOST_TERMS = 12


_PART_LABELS = frozenset({"planet", "ace", "bonus", "match", "pts", "pt", "points", "point", "for",
                          "the", "vp"})


def _breakdown(words: list[Word], k: int) -> tuple[tuple[int, ...], int] | None:
    """": 1 planet, 5 ace bonus", "= 4 planet + 2 match": the parts of a gain, each a number
    with its label; None unless there are two or more, each labelled."""
    n = len(words)
    if k >= n or words[k].word not in (":", "=", "("):
        return None
    j = k + 1
    terms: list[int] = []
    labelled = 0
    while j < n and words[j].word.isdigit() and len(terms) < 6:
        num = int(words[j].word)
        j += 1
        start = j
        while j < n and not words[j].punct and words[j].word in _PART_LABELS:
            j += 1
        if j == start and not (j + 1 < n and words[j].word == "+" and words[j + 1].word.isdigit()):
            return None        # ("(3 + 2 match)": a part left unlabelled only before a "+")
        labelled += j > start
        terms.append(num)
        if j + 1 < n and words[j].word in (",", "+", "and") and words[j + 1].word.isdigit():
            j += 1
            continue
        break
    return (tuple(terms), j) if len(terms) >= 2 and labelled else None


_WORD_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
#: a term's label in brackets that names the colony count's bonus ("19 + 3 + 3 (five colonies) = 25")
_COUNT_LABELS = frozenset({"five", "six", "5", "6", "colonies", "count", "5th", "6th", "fifth", "sixth"})


def _sum_at(words: list[Word], i: int) -> Figure | None:
    n = len(words)
    terms: list[int] = []
    labels: list[str] = []
    minus: set[int] = set()      # the terms taken away ("32 + 2 + 5 - 3 = 36")
    j = i
    start = i - 1 if i > 0 and words[i - 1].word == "+" else i
    while True:
        num = _number(words, j)
        if num is None:
            return None
        terms.append(-num if len(terms) in minus else num)
        if len(terms) > _MOST_TERMS:
            return None     # no score or roll is a sum of this many terms (and a long run of
                            # "+1 +1 ..." read from every number was quadratic)
        j += 1
        if len(terms) == 1 and start == i and i > 0 and words[i - 1].word in (
                "marker", "mark", "marks", "with", "using", "use", "coin") \
                and j < n and words[j].word not in ("+", "plus"):
            return None     # "marker 2 for the +2 match": the coin, then the gain
        while j < n and not words[j].punct and words[j].word in _SUM_LABELS and words[j].word != "+" \
                and not (words[j].word == "ace" and _number(words, j + 1) is not None):
            labels.append(words[j].word)
            j += 1
        if j < n and words[j].word == "(":
            # "1 + 5 (ace planet) + 2 (match) = 8": a term's label in brackets
            close = next((m for m in range(j + 1, min(n, j + 6)) if words[m].word == ")"), None)
            if close is not None and close > j + 1 and (close < j + 5 and all(
                    not x.punct and (x.word in _SUM_LABELS or x.word in _COUNT_LABELS) for x in words[j + 1:close])
                    or _bonus_swap_note(words[j + 1:close])):
                labels.extend(x.word for x in words[j + 1:close])
                j = close + 1
            elif _match_in_brackets(words, j) is not None:
                labels.append("match")        # "+2 (3 on the 3)": the match bonus, said by its coin
                j = _match_in_brackets(words, j)
        if j < n and words[j].word in ("+", "plus", "and") and len(terms) < _MOST_TERMS:
            # "planet 1 + Ace bonus 5 + match 2 = 8": each term's label before its number
            m = j + 1
            while m < n and m <= j + 3 and not words[m].punct and words[m].word in _SUM_LABELS \
                    and not words[m].word.isdigit():
                m += 1
            if m > j + 1 and m < n and words[m].word.isdigit() and {x.word for x in words[j + 1:m]} & {
                    "bonus", "match", "planet", "colony", "pts", "points", "vp"}:
                labels.extend(x.word for x in words[j + 1:m])
                j = m
                continue
        if j < n and words[j].word in ("+", "plus", "and") and _number(words, j + 1) is not None:
            j += 1
            continue
        if j + 1 < n and words[j].word in _MINUS_WORDS and len(terms) >= 2 and words[j + 1].word.isdigit():
            minus.add(len(terms))      # "32 + 2 (planet) + 5 - 3 (six replaces five) = 36"
            j += 1
            continue
        if j + 2 < n and words[j].word == "," and words[j + 1].word == "+" and \
                _number(words, j + 2) is not None and (labels or start < i or len(terms) > 1):
            # (not "marker 4, +5 pts": a bare coin before the comma is no term)
            j += 2          # "+5 ace bonus, +1 planet = 6"
            continue
        break
    if len(terms) >= 2 and set(labels) & _POINT_WORDS and not minus and (j >= n or words[j].word not in (
            "=", "is", "makes", "gives", "equals")):
        return Figure("sum", start, j, number=sum(terms), terms=tuple(terms), points=True)
    if len(terms) < 2 or j >= n or words[j].word not in ("=", "is", "makes", "gives", "equals"):
        return None
    k = j + 1
    while k < n and words[k].word in ("=", "that", "s", "+"):
        k += 1      # ("4 + 2 match = +6": the sum as a gain)
    result = None
    if k < n and words[k].word.isdigit():
        result = int(words[k].word)
    elif k < n and coin_value(words[k].word) is not None and words[k].word not in ("a", "one"):
        result = NUM[coin_value(words[k].word)]  # type: ignore[index]
    if result is None:
        return None
    end = k + 1
    while end < n and not words[end].punct and words[end].word in (_POINT_WORDS | {"more", "total",
                                                                                  "in", "bonus", "the",
                                                                                  "with"}):
        labels.append(words[end].word)
        end += 1
    beats = end
    while beats < n and beats < end + 2 and words[beats].word in ("already", "still", "easily", "which", "that"):
        beats += 1
    if beats < n and words[beats].word in (">", "beats", "over", "vs", "tops"):
        t = beats + 1 + (beats + 1 < n and words[beats + 1].word in ("the", "a", "its", "their"))
        if t < n and words[t].word.isdigit():
            # ("1 + 4 = 5 > 4", "= 5 already beats the 4": the sum, then the value it beats,
            # the planet's when colonizing: checked)
            extra = {"beats": int(words[t].word)}
            end = t + 1
            return Figure("sum", start, end, number=result, terms=tuple(terms),
                          points=bool(set(labels) & _POINT_WORDS) or "total" in labels,
                          total="total" in labels, extra=extra)
    points = bool(set(labels) & _POINT_WORDS) or "total" in labels or _points_label_before(words, start)
    if points and end < n and words[end].word in ("after", "afterwards", "overall", "altogether", "then"):
        labels.append("total")     # "5 + 3 = 8 points after": the score the action leads to
        end += 1
    return Figure("sum", start, end, number=result, terms=tuple(terms), points=points,
                  total="total" in labels)


_PATH_GLUE = frozenset({"the", "my", "then", ",", "first", "and"})
_PATH_AFTER = frozenset({"pts", "pt", "points", "point", "vp", "coin", "coins", "left", "in", "stash",
                         "discard", "total", "moves", "of", "+", "=", "-", "plus", "x", "*", "/"})


def _place_token(words: list[Word], j: int) -> str | None:
    w = words[j].word
    if w == "sun":
        return "sun"
    face = coin_value(w)
    return face if face in FACES and (w.isdigit() and w not in ("0", "1") or w in ("ace", "null")) else None


def _bracket_path(words: list[Word], i: int) -> Figure | None:
    """The planets a move enters listed by value in a bracket after its count: "3 out (2, 4, 5)",
    "2 moves (Ace and 4)": a path like "(2 → 4 → 5)", checked the same way."""
    n = len(words)
    if not (i > 1 and words[i - 1].word == "(" and any(
            x.word in _DISTANCE_STEPS or x.word in ("out", "away") for x in words[max(0, i - 4):i - 1])
            and any(x.word.isdigit() or x.word in _WORD_NUMBERS for x in words[max(0, i - 4):i - 1])):
        return None
    places, k = [], i
    while k < n and words[k].word != ")":
        place = _place_token(words, k)
        if place is not None and not (k + 1 < n and words[k + 1].word in ("of", "coin", "coins", "=", "+")):
            places.append(place)
        elif words[k].word not in (",", "and", "then") or not places:
            return None
        k += 1
    if k >= n or len(places) < 2 or "sun" in places[1:]:
        return None
    return Figure("path", i, k, terms=(), extra={"places": tuple(places)})


def _path_list(words: list[Word], i: int) -> Figure | None:
    """The places a move passes, in order: "(4 → 2 → Ace)", "sun → Ace → 4", "(Ace first, then
    the 4)": checked against the path from the ship to the planet moved to."""
    n = len(words)
    first = _place_token(words, i)
    if first is None or i > 0 and words[i - 1].word in ("stash", "score", "discard", "+", "=", "coins"):
        return None
    listed = _bracket_path(words, i)
    if listed is not None:
        return listed
    places, k, linked = [first], i + 1, False
    while k < n:
        j, arrow, then = k, False, False
        while j < n and (words[j].text in _ARROWS or words[j].word in _PATH_GLUE) and j < k + 4:
            arrow |= words[j].text in _ARROWS
            then |= words[j].word == "then"
            j += 1
        if j == k or not (arrow or then) or j >= n or _place_token(words, j) is None \
                or j + 1 < n and words[j + 1].word in ("of", "coin", "coins"):
            break
        linked = True
        places.append(_place_token(words, j))
        k = j + 1
    if k < n and words[k].word == "first":
        k += 1
    if "sun" in places[1:] or places[0] == "sun" and len(places) < 3:
        return None          # ("null → sun": a coin's warp, not a path)
    if not linked or len(places) < 2 or k < n and words[k].word in _PATH_AFTER \
            or all(p.isdigit() for p in places) and len(places) < 3 and not (i > 0 and words[i - 1].word == "("):
        return None
    return Figure("path", i, k, terms=(), extra={"places": tuple(places)})


def _passed_place(words: list[Word], i: int) -> Figure | None:
    """A place the move passes, said by its value: "(past my own 2)", "via Ingrid's 4 colony",
    "through the ace": checked to lie on the way from the ship to the planet moved to."""
    n = len(words)
    k = i + 1
    while k < n and (words[k].word in ("my", "own", "the", "his", "her", "their", "s", "colony", "on")
                     or words[k].word == "at" and k > i + 1 and words[k - 1].text[:1].isupper()) or (
            k < n and words[k].text[:1].isupper() and k + 1 < n and words[k + 1].word in ("s", "on", "at")):
        k += 1         # ("passing Liesel on the 4": the ship passed, on its place)
    place = _place_token(words, k) if k < n else None
    if place is None or place == "sun" or k + 1 < n and words[k + 1].word in ("of", "coin", "coins", "+", "="):
        return None
    end = k + 1
    if end < n and words[end].word in ("colony", "planet"):
        end += 1
    ship_of = next((words[j].text for j in range(i + 1, k) if words[j].text[:1].isupper()
                    and j + 1 < n and words[j + 1].word in ("on", "at")), None)
    return Figure("passed", i, end, extra={"place": place, **({"ship_of": ship_of} if ship_of else {})})


_DISTANCE_STEPS = frozenset({"planet", "planets", "move", "moves", "step", "steps", "space", "spaces",
                             "place", "places", "hop", "hops"})


def _distance_from(words: list[Word], i: int) -> Figure | None:
    """"two planets out from my sun", "3 places in from here", "1 step away from the sun": the
    length of a path from the sun or from the ship, said with the way and its starting point."""
    n = len(words)
    w = words[i].word
    num = int(w) if w.isdigit() and 0 < int(w) < 7 else _WORD_NUMBERS.get(w)
    if not num or i + 3 >= n or words[i + 1].word not in _DISTANCE_STEPS:
        return None
    k = i + 2
    if words[k].word in ("out", "away", "in", "back", "up", "down", "along", "over"):
        k += 1
    if k >= n or words[k].word != "from":
        return None
    k += 1
    while k < n and words[k].word in ("my", "the", "its", "our", "her", "his", "their"):
        k += 1
    if k < n and words[k].word == "sun":
        return Figure("moves", i, k + 1, number=num, extra={"from_sun": True})
    if k < n and words[k].word in ("here", "me", "ship", "where"):
        return Figure("moves", i, k + 1, number=num)
    return None



def _colony_worth(words: list[Word], i: int) -> Figure | None:
    """"(Renata's) 5 of Crowns colony is worth 7 (to her)", "the Ace of Moons is worth 8 to
    Yusuf": what a colony on the board scores its owner, checked against the board."""
    from gm_tool.games.colonization.posts.vocabulary import suit_of
    n = len(words)
    face = coin_value(words[i].word)
    if face not in FACES or face == "null" or i + 5 >= n or words[i + 1].word != "of" \
            or suit_of(words[i + 2].word) is None:
        return None
    k = i + 3
    if words[k].word in ("colony", "planet"):
        k += 1
    while k < n and words[k].word in ("is", "s", "now", "already"):
        k += 1
    if not (k + 1 < n and words[k].word == "worth" and words[k + 1].word.isdigit()) or k == i + 3:
        return None
    end = k + 2
    while end < n and words[end].word in ("pts", "points", "pt", "vp"):
        end += 1
    return Figure("colony_worth", i, end, number=int(words[k + 1].word),
                  extra={"planet": f"{face}-{suit_of(words[i + 2].word)}"})



def _my_coin_on_colony(words: list[Word], i: int) -> Figure | None:
    """"my 2 is on the 2 of Moons", "my Ace coin sits on the 5 of Crowns": where a coin of the
    poster's lies (a colony's coin, out of the stash), checked against the board."""
    from gm_tool.games.colonization.posts.vocabulary import suit_of
    n = len(words)
    k = i + 1
    coin = coin_value(words[k].word) if k < n and words[k].word not in ("a", "one") else None
    if coin is None:
        return None
    k += 1
    if k < n and words[k].word == "coin":
        k += 1
    while k < n and k <= i + 6 and words[k].word in ("is", "s", "sits", "stays", "still", "already", "lies"):
        k += 1
    if k == i + 2 or not (k < n and words[k].word in ("on", "at")):
        return None
    k += 1
    if k < n and words[k].word in ("the", "my"):
        k += 1
    face = coin_value(words[k].word) if k + 2 < n else None
    if face not in FACES or face == "null" or words[k + 1].word != "of" or suit_of(words[k + 2].word) is None:
        return None
    end = k + 3
    if end < n and words[end].word in ("colony", "planet"):
        end += 1
    return Figure("coin_on", i, end, extra={"coin": coin, "planet": f"{face}-{suit_of(words[k + 2].word)}"})


def _planet_over_there(words: list[Word], i: int) -> Figure | None:
    """"the 3 over there looks nice", "that 4 out there": a planet of the system the ship goes
    to, named by its value (no coin), checked to be on the board there."""
    n = len(words)
    face = coin_value(words[i + 1].word) if i + 1 < n and words[i + 1].word not in ("a", "one") else None
    if face is None or face == "null":
        return None
    k = i + 2
    if k < n and words[k].word in ("planet", "one", "tile"):
        k += 1
    if k < n and words[k].word in ("over", "out", "up", "down"):
        k += 1
    if not (k < n and words[k].word == "there") or k + 1 < n and words[k + 1].word in ("of", "coin"):
        return None
    return Figure("there", i, k + 1, extra={"value": face})


_STEP_GLUE = frozenset({",", ";", "onto", "to", "into", "then", "the", "via", "through", "past", "and", "+",
                        "my", "own", "colony", "planet", "s", "from", "on", "next", "finally", "last"})
_STEP_UNITS = frozenset({"more", "move", "moves", "step", "steps", "extra", "space", "spaces"})


def _step_costs(words: list[Word], i: int) -> Figure | None:
    """"4 moves (5 → 3 = 1, onto Ruairi's 2 = 2 more, sun = 1)": a move's count broken down in a
    bracket, each place it enters and what it costs; checked against the way and its costs."""
    n = len(words)
    if not (i > 1 and words[i - 1].word == "(" and any(
            x.word in _DISTANCE_STEPS or x.word == "distance" for x in words[max(0, i - 4):i - 1])):
        return None
    places: list[str] = []
    costs: list[int | None] = []
    owners: dict[int, str] = {}
    owner = None
    k = i
    while k < n and k < i + 40 and words[k].word != ")":
        w = words[k]
        place = _place_token(words, k)
        if place is not None and not (k + 1 < n and words[k + 1].word in ("of", "coin", "coins")):
            if owner is not None:
                owners[len(places)] = owner
                owner = None
            places.append(place)
            costs.append(None)
            k += 1
        elif w.word == "=" and w.text not in _ARROWS and places and k + 1 < n and words[k + 1].word.isdigit() \
                and costs[-1] is None:        # (an arrow read as "=" before a sum is still an arrow)
            costs[-1] = int(words[k + 1].word)
            k += 2
            while k < n and words[k].word in _STEP_UNITS:
                k += 1
        elif w.text[:1].isupper() and k + 1 < n and words[k + 1].word == "s" and coin_value(w.word) is None:
            owner = w.text      # ("onto Ruairi's 2": whose colony the place holds, checked)
            k += 2
        elif w.word in _STEP_GLUE or w.text in _ARROWS:
            k += 1
        else:
            return None
    if k >= n or words[k].word != ")" or len(places) < 2 or all(c is None for c in costs) and "sun" not in places:
        return None         # (a bare path without a sun is _path_list's)
    return Figure("steps", i, k + 1, extra={"places": tuple(places), "costs": tuple(costs), "owners": owners})


_STOP_VERBS = frozenset({"stop", "stops", "land", "lands", "end", "ends", "stay", "stays", "get", "reach",
                         "only", "make", "be"})


def _short_roll_stop(words: list[Word], i: int) -> Figure | None:
    """"If I roll the Ace I'll just stop on the Ace planet", "if I roll a 1 I land on the 2": where
    the ship ends on one face of the die, checked against the move."""
    n = len(words)
    if not (i + 3 < n and words[i].word == "if" and words[i + 1].word == "i"
            and words[i + 2].word in ("roll", "get", "rolled", "throw")):
        return None
    k = i + 3
    if k < n and words[k].word in ("a", "an", "the"):
        k += 1
    face = coin_value(words[k].word) if k < n else None
    if face not in FACES:
        return None
    k += 1
    while k < n and (words[k].word in ("i", "ll", "will", "d", "just", "only", "then", "up", "at", "m",
                                       "would", "it", "s") or words[k].punct and words[k].word == ","):
        k += 1
    if not (k < n and words[k].word in _STOP_VERBS):
        return None
    k += 1
    while k < n and words[k].word in ("up", "on", "at", "to", "the", "my", "only", "as", "far", "there"):
        k += 1
    place = "sun" if k < n and words[k].word == "sun" else _place_token(words, k) if k < n else None
    if place is None:
        return None
    end = k + 1 + (k + 1 < n and words[k + 1].word in ("planet", "one"))
    return Figure("short_stop", i, end, faces=frozenset({face}), extra={"place": place})



def _lead_said(words: list[Word], i: int) -> Figure | None:
    """"Still 2 behind Renata", "(3 ahead of Yusuf now)": the poster's lead over a rival after
    the action, as the roll goes (the rival by name)."""
    n = len(words)
    k = i + 1
    lead = int(words[i].word) if words[i].word.isdigit() else _LEAD_WORDS.get(words[i].word)
    if lead is None or not words[i].word.isdigit() and i > 0 and words[i - 1].word in (
            "the", "a", "that", "this", "which", "each", "every", "any"):
        return None       # ("the one ahead of Pip": a place, not a lead)
    if k < n and words[k].word in ("pts", "points", "pt", "vp", "point"):
        k += 1
    if k + 2 < n and words[k].word == "short" and words[k + 1].word == "of":
        k += 1      # "still 3 short of Tavish": behind that rival by 3
        behind = True
    elif not (k + 1 < n and words[k].word in ("ahead", "behind", "clear")):
        return None
    else:
        behind = words[k].word == "behind"
    k += 1
    if k < n and words[k].word in ("of", "off"):
        k += 1
    if not (k < n and (words[k].text[:1].isupper() or words[k].word not in _NOT_TIED_WITH and len(words[k].word) > 2)
            and words[k].word.isalpha() and words[k].word not in _NOT_NAMES and coin_value(words[k].word) is None
            and not _is_suit(words[k].word)):
        return None       # ("8 ahead of ravi": a rival written in lower case, as on a phone)
    return Figure("score_of", i, k + 1, number=lead, who="me", points=True,
                  extra={"lead": words[k].text, "behind": behind, "lead_only": True})


#: a lead written in words ("one ahead of Ingrid", "two points behind Pip")
_LEAD_WORDS = {**_WORD_NUMBERS, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}



_SCORE_CONTEXT = frozenset({"pts", "points", "score", "scores", "top", "table", "lead", "leading", "behind",
                            "ahead", "standings", "vp"})


def _names_on_score(words: list[Word], i: int) -> Figure | None:
    """"(6 pts for me,) Marco and Delphine on 5", "Yusuf, Marco on 4 pts": the scores of players
    named together, after a word of scores in the sentence (else "Marco on 5" is a ship)."""
    n = len(words)
    names, k = [], i
    while k < n and words[k].text[:1].isupper() and words[k].word.isalpha() \
            and words[k].word not in _NOT_NAMES and coin_value(words[k].word) is None:
        names.append(words[k].text)
        k += 1
        if k + 1 < n and words[k].word in ("and", "&", ","):
            k += 1
        else:
            break
    if not names or not (k + 1 < n and words[k].word in ("on", "at") and words[k + 1].word.isdigit()):
        return None
    if names[0].lower() in ("still", "stays", "stay", "remain", "remains", "staying"):
        return None       # ("Still on 5 points": the poster's own score, unchanged)
    end = k + 2
    pts = end < n and words[end].word in ("pts", "points", "vp")
    if not pts and not any(w.word in _SCORE_CONTEXT for w in words[max(0, i - 12):i]):
        return None
    return Figure("score_of", i, end + pts, number=int(words[k + 1].word), who=names[0], points=True,
                  extra={"also": tuple(names[1:])} if len(names) > 1 else {})



_GG = frozenset({"gg", "played", "congrats", "congratulations", "won", "wins", "win", "winner", "ggs"})


def _score_pair_after_gg(words: list[Word], i: int) -> Figure | None:
    """"GG Tobias, well played – 17 to 11", "congrats Yusuf, 14-12": the final score line after
    the words that end a game (the rival named there), checked either way round."""
    n = len(words)
    who = None
    for k in range(i + 1, min(n - 2, i + 8)):
        w = words[k]
        if w.word.isdigit() and words[k + 1].word in ("to", "-", "\u2013", "\u2014", "vs", "v") \
                and words[k + 2].word.isdigit() and (k + 3 >= n or words[k + 3].punct or words[k + 3].word in (
                    "pts", "points", "final")):
            return Figure("score_pair", k, k + 3, terms=(int(w.word), int(words[k + 2].word)),
                          who=who, points=True)
        if w.text[:1].isupper() and w.word.isalpha() and w.word not in ("gg", "gl", "i") and who is None \
                and w.word not in _NOT_NAMES:
            who = w.text
        if w.punct and w.word in (".", "!", "?"):
            return None
    return None


_PAIR_JOINS = ("to", "-", "\u2013", "\u2014", "vs", "v", ":")
_PAIR_LEADS = (("makes", "it"), ("make", "it"), ("it", "s"), ("its",), ("final",), ("ends",), ("ending",),
               ("finish",), ("finishing",), ("finishes",), ("end",), ("ends", "at"), ("final", "score"))


def _score_pair_said(words: list[Word], i: int, said: bool = False) -> Figure | None:
    """"Hamid, 10–9 to you", "10-9 to Hamid", "that makes it 10-10": a score line of two players
    (the poster and the one named or spoken to, or the only other player), checked either way
    round; the words that end a game ("gg") may be gone from the words."""
    n = len(words)
    if i + 2 >= n or words[i + 1].word not in _PAIR_JOINS or not words[i + 2].word.isdigit() \
            or words[i + 1].text in _ARROWS:
        return None          # ("7 → 12 pts": a score before and after, not two players')
    end, who = i + 3, None
    if end + 1 < n and words[end].word == "to" and (words[end + 1].word in ("you", "u", "me")
                                                    or words[end + 1].text[:1].isupper()):
        who = words[end + 1].text if words[end + 1].text[:1].isupper() else None
        end += 2
    elif not (end >= n or words[end].punct or words[end].word in ("pts", "points", "final")):
        return None
    before = [w.word for w in words[max(0, i - 2):i]]
    named = i > 1 and words[i - 1].word == "," and words[i - 2].text[:1].isupper() \
        and words[i - 2].word.isalpha() and words[i - 2].word not in _NOT_NAMES and i - 2 > 0
    if named:
        who = who or words[i - 2].text
    elif end == i + 3 and not said and not any(tuple(before[len(before) - len(lead):]) == lead
                                               for lead in _PAIR_LEADS) and not (
            # "31 to 18, I can't catch that": a pair opening a sentence, beyond any die or coin
            (i == 0 or words[i - 1].punct and words[i - 1].word in (".", "!", ";"))
            and max(int(words[i].word), int(words[i + 2].word)) > 5):
        return None
    if int(words[i].word) > 60 or int(words[i + 2].word) > 60:
        return None
    return Figure("score_pair", i, end, terms=(int(words[i].word), int(words[i + 2].word)), who=who, points=True)


def _name_then_pair(words: list[Word], i: int) -> Figure | None:
    """"(gg) Tobias 17 to 11", "Hamid 10-9": a rival named, then the two scores (the words that
    end a game may be gone from the words), checked either way round."""
    w = words[i]
    if not (w.word.isalpha() and w.word not in _NOT_NAMES and w.word not in ("i", "gg", "gl")
            and i + 3 < len(words) and words[i + 1].word.isdigit()):
        return None
    fig = _score_pair_said(words, i + 1, said=True)
    if fig is None or fig.end != i + 4 or fig.who not in (None, w.text):
        return None
    fig.start, fig.who = i, w.text
    return fig


_NOT_BACK_AFTER = frozenset({"+", "plus", "=", "roll", "move", "moves", "the", "my", "get", "getting", "take",
                             "taking", "bring", "bringing", "put", "putting", "want", "just", "only", "s"})
#: the words after the coins that say they come back ("2 and 4 back", "null coin returns")
_BACK_WORDS = frozenset({"coin", "coins", "back", "return", "returns", "returned", "returning", "come",
                         "comes", "coming", "go", "goes", "going"})


def _coins_back(words: list[Word], i: int) -> Figure | None:
    """"Restore both - 2 and 4 back", "null and ace come back": the coins a restore brings back,
    named again beside the order (checked against the coins restored)."""
    n = len(words)
    if not (words[i].word.isdigit() or words[i].word in ("null", "ace", "nul", "nil", "zero")) or i > 0 and words[
            i - 1].word in _NOT_BACK_AFTER:
        return None       # (not "I get two back": the count; nor "just the 2 back into my stash": the order)
    if _after_restore_verb(words, i):
        return None       # ("restore 2 + 5 back into the stash": the order's own coins)
    faces, k = _face_list(words, i)
    if not faces or len(set(faces)) != len(faces):
        return None
    if k < n and words[k].word in ("coin", "coins"):
        k += 1
    if not (k < n and words[k].word in ("back", "return", "returns", "returned", "returning")
            or k + 1 < n and words[k].word in ("come", "comes", "coming", "go", "goes", "going")
            and words[k + 1].word == "back"):
        return None
    end = k + (1 if words[k].word != "come" and words[k].word not in ("comes", "coming", "go", "goes", "going") else 2)
    end = _back_to_me(words, i, end)
    if end < n and (words[end].word.isdigit() or words[end].word in ("to", "from", "out", "in", "into", "pls",
                                                                    "please", "plz", "onto")):
        return None       # ("2 back to the sun", "2 back from the 4": a way moved; "2 back into my stash
                          # pls": the order itself)
    return Figure("coins_back", i, end, faces=frozenset(faces), terms=tuple(NUM[f] for f in faces))


def _planet_scores(words: list[Word], i: int) -> Figure | None:
    """"The planet scores 4 (no match bonus ...)", "the planet is worth 5", "planet gives 3 points":
    the points of the planet colonized alone (checked against its value); not "with the match"."""
    n = len(words)
    if words[i].word not in ("planet", "tile") or i > 0 and words[i - 1].word in ("s", "ace", "null"):
        return None
    k = i + 1
    if k < n and words[k].word in ("itself", "alone", "just", "only"):
        k += 1
    if not (k < n and words[k].word in ("scores", "score", "gives", "give", "worth", "is", "s", "counts", "nets")):
        return None
    k += 1
    if k < n and words[k].word in ("worth", "me", "just", "only"):
        k += 1
    if not (k < n and words[k].word.isdigit()):
        return None
    end = k + 1
    if end < n and words[end].word in ("points", "point", "pts", "pt", "vp"):
        end += 1
    if end < n and not words[end].punct and words[end].word not in ("and", "so", "but"):
        return None      # ("the planet gives 6 with the match", "the planet scores 4 + 2"): more than the planet
    if end < n and words[end].word in ("+", "="):
        return None
    return Figure("planet_points", i, end, number=int(words[k].word), points=True)


#: Each clause that reads a figure at a word, in the order they are tried (the first that finds
#: one wins), with the words it can start at: a set of words, a test of the word and whether it
#: is written with a capital, or None (any word). The sets only skip clauses that could not match,
#: so that a long post does not try every clause at every word.
_CLAUSES: tuple[tuple[Callable[[list[Word], int], Figure | None],
                      frozenset[str] | Callable[[str, bool], bool] | None], ...] = (
    (_step_costs, lambda w, cap: w == "sun" or _is_digit_or_coin(w, cap) or w in _STEP_GLUE),
    (_path_list, lambda w, cap: w == "sun" or _is_digit_or_coin(w, cap)),
    (_passed_place, frozenset({"past", "passing", "via", "through", "thru"})),
    (_coin_used_certain, _is_coin),
    (_planet_scores, frozenset({"planet", "tile"})),
    (_short_roll_stop, frozenset({"if"})),
    (_lead_said, lambda w, cap: w.isdigit() or w in _LEAD_WORDS),
    (_stash_count_reached, frozenset(_REACH_WORDS)),
    (_name_then_pair, _is_capital),
    (_names_on_score, _is_capital),
    (_odds_said, frozenset({"50", "coin", "coinflip", "even", "evens", "fifty"})),
    (_score_pair_after_gg, _GG),
    (_score_pair_said, _is_digit),
    (_colony_worth, _is_digit_or_coin),
    (_my_coin_on_colony, frozenset({"my"})),
    (_planet_over_there, frozenset({"the", "that"})),
    (_score_once_it_lands, frozenset({"if", "when", "once"})),
    (_colony_count, _is_colony_count_word),
    (_score_change, _is_score_change_word),
    (_stash_after_arrow, frozenset({"to"})),
    (_discard_left, frozenset({"leaving", "leaves", "leave", "keeping", "keeps", "keep"})),
    (_coins_left_in_words, frozenset({*_WORD_NUMBERS, "no", "zero"})),
    (_moves_under_label, frozenset({"moves", "distance", "spaces", "steps"})),
    (_worth, frozenset({"worth"})),
    (_score_after_arrow, frozenset({"to", "="})),
    (_planets_left_after, frozenset({"leaves", "leaving", "leave"})),
    (_bracket_after_number, _is_digit),
    (_hit_player_put_at, frozenset(_PUT_SCORE_VERBS)),
    (_no_figure_starts_here, _may_stop),
    (_faces_over, frozenset({"roll", "die", "need", "needs", "needed", "must", ">", ">="})),
    (_needed_faces, frozenset({"need", "needs", "needed", "needing", "require", "requires", "requiring", "must"})),
    (_roll_of_faces, frozenset({"roll"})),
    (_non_face, frozenset({"any", "anything", "a", "every", "non"})),
    (_anything_but, frozenset({"anything", "all", "any", "every", "everything", "each"})),
    (_anything_at_least, frozenset({"anything", "any"})),
    (_only_faces_fail, _is_only_or_coin),
    (_any_roll_wins, frozenset({"any", "with", *_CERTAIN, *_USED_MEANS})),
    (_so_faces, frozenset({"so"})),
    (_turn_number, frozenset({"turn"})),
    (_faces_of_odds, _is_coin),
    (_faces_under_label, frozenset({"odds", "chance", "chances", "success", "succeeds", "wins", "works", "hits", "hit", "succeed", "win"})),
    (_faces_that_work, _is_article_or_coin),
    (_sum, _is_digit_or_coin),
    (_score_after_bracket, _is_digit),
    (_score_after_bare, _is_digit),
    (_score_if_it_lands, _is_digit),
    (_plus_points, frozenset({"+"})),
    (_stash_left_by_leaving, frozenset({"leaves", "leaving"})),
    (_stash_held, frozenset({"leaves", "leaving", "leave", "left", "have", "having", "hold", "holding", "keep", "keeping"})),
    (_number_then_points, _is_digit),
    (_distance_from, lambda w, cap: w.isdigit() or w in _WORD_NUMBERS),
    (_number_then_moves, _is_digit),
    (_number_then_coins, _is_digit),
    (_number_then_left, _is_digit),
    (_moves_in_words, frozenset(set(_WORD_NUMBERS))),
    (_stash_back_to, frozenset({"stash"})),
    (_stash_count_under_label, frozenset({"stash"})),
    (_stash_or_discard_coins, frozenset({"stash", "discard", "discards"})),
    (_attacked_colony_coin, frozenset({"her", "his", "their", "its"})),
    (_colony_coin_said, frozenset({"it", "its", "that", "thats"})),
    (_colony_coin_after_name, frozenset({"coin"})),
    (_rival_score_change, _is_capital),
    (_worked_inequality, _is_digit),
    (_match_said, _is_digit_or_coin),
    (_face_gives, _is_digit_or_coin),
    (_coins_added_before_roll, _is_digit_or_coin),
    (_roll_plus_coin_beats, _is_roll_or_number),
    (_coins_plus_roll, _is_digit),
    (_comparison, _is_digit_or_coin),
    (_restore_count, frozenset({"one", "two", "both", "1", "2"})),
    (_odds, _is_digit),
    (_ship_at_sun, frozenset({"on", "at", "off"})),
    (_ship_where_i_am, frozenset({"m", "am", "im"})),
    (_planet_cost, frozenset({"counts", "costs", "count", "cost"})),
    (_total_under_label, frozenset({"total"})),
    (_final_score_pair, frozenset({"score", "scores", "final"})),
    (_tied_score, frozenset({"tie", "ties", "tied", "tying", "level", "even", "equal", "square"})),
    (_score_unchanged, frozenset({"still", "stays", "stay", "staying", "remain", "remains", "remaining"})),
    (_game_ends, frozenset({"game", "ends", "ending", "end"})),
    (_score_at_the_end, frozenset({"finish", "finishing", "end", "ending", "ends", "finishes"})),
    (_score_it_would_be, frozenset({"be", "makes", "make"})),
    (_my_score_said, frozenset({"score", "final", "leaves", "leaving", "puts", "putting", "brings", "bringing", "put", "bring", "leave", "takes", "take", "gets", "get", "m", "me"})),
    (_final_score_number, _is_digit),
    (_score_for_me, _is_digit),
    (_rival_to_mine, _is_capital),
    (_rival_possessive_score, _is_capital),
    (_rival_score_with_verb, _is_capital),
    (_hit_player_score_change, frozenset({"he", "she", "they", "you"})),
    (_hit_player_score, frozenset({"he", "she", "they", "hes", "shes", "you"})),
    (_rival_score, _may_be_a_name),
    (_coins_back, _is_digit_or_coin),
)


@lru_cache(maxsize=4096)
def _clauses_for(word: str, capital: bool) -> tuple[Callable[[list[Word], int], Figure | None], ...]:
    return tuple(clause for clause, when in _CLAUSES
                 if when is None or (word in when if isinstance(when, frozenset) else when(word, capital)))


#: Clauses that read nothing unless the word after the one they start at is of a kind: that word
#: (None at the line's end) must be in the set, or pass the test. Each is what the clause's own
#: first test asks of words[i + 1]; a long post of "+1 Food, " skips them at every number.
_NEXT_GATES: dict[Callable[[list[Word], int], Figure | None], frozenset[str] | Callable[[str], bool]] = {
    _coin_used_certain: frozenset({"coin", "used", "in", "added", "spent", "played", "suffices", "is", "s",
                                   "alone", "does", "guarantees", "will", "by", "on"}),
    _lead_said: frozenset({"pts", "points", "pt", "vp", "point", "ahead", "behind", "clear", "short"}),
    _score_pair_said: frozenset(_PAIR_JOINS),
    _colony_worth: frozenset({"of"}),
    _colony_count: frozenset({"colonies", "colony"}),
    _score_if_it_lands: frozenset({"if", "when", "once"}),
    _score_after_bracket: frozenset({"after", "afterwards"}),
    _score_once_it_lands: frozenset({"it", "this", "that"}),
    _distance_from: _DISTANCE_STEPS,
    _worked_inequality: frozenset({"+", "plus", "and"}),
    _match_said: frozenset({"on"}),
    _coins_added_before_roll: frozenset({"+", "plus"}),
    _coins_plus_roll: frozenset({"+", "plus", "and"}),
    _roll_plus_coin_beats: frozenset({"+", "plus", "and"}),
    _comparison: frozenset({"beats", "beat", ">", "tops", "vs", "versus"}),
    _final_score_number: frozenset({"final", "pts", "points", "vp"}),
    _score_for_me: frozenset({"for"}),
    _name_then_pair: str.isdigit,
    _rival_score_change: frozenset({"drops", "falls", "goes", "sinks", "climbs", "rises", "jumps"}),
    _rival_possessive_score: frozenset({"s"}),
    _rival_score_with_verb: frozenset({"s", "got", "has", "is", "sits", "at", "on"}),
}


def _passes(gate: frozenset[str] | Callable[[str], bool], nxt: str | None) -> bool:
    if nxt is None:
        return False
    return nxt in gate if isinstance(gate, frozenset) else gate(nxt)


@lru_cache(maxsize=16384)
def _clauses_near(word: str, capital: bool, nxt: str | None) -> tuple[Callable[[list[Word], int], Figure | None], ...]:
    return tuple(clause for clause in _clauses_for(word, capital)
                 if clause not in _NEXT_GATES or _passes(_NEXT_GATES[clause], nxt))


class _Near(NamedTuple):
    """A word and the words around it, as the first tests of the clauses read them."""

    prev: str | None        # words[i - 1].word (None at the line's start)
    word: str
    nxt: str | None         # words[i + 1].word (None at the line's end)
    arrow: bool             # words[i + 1] written as an arrow (its word "to", or "=" after a coin)
    nxt2: str | None        # words[i + 2].word


def _plus_may_score(a: _Near) -> bool:
    """_plus_points' tests of the words around "+8": a number after the "+", then a label, a
    breakdown, an arrow, a condition or the end of a clause after it, or a word before the "+"
    that makes it points."""
    if a.nxt is None or not a.nxt.isdigit():
        return False
    return a.nxt2 is None or a.nxt2 in _PLUS_LABELS or a.nxt2 in (
        ":", "=", "(", "to", "if", "when", "once", ".", "!", ")", ",") or a.prev in _BONUS_SAID_BY \
        or a.prev in _GAIN_SAID_BY


#: Clauses that read nothing unless the words around the one they start at are of a kind: each
#: test is what the clause's own first tests ask of the word before, the word after (and
#: whether it is an arrow) and the one after that, and is False only where the clause finds no
#: figure. Tried once for each kind of neighbourhood (`_clauses_around`): the worst 64 KB post,
#: '+1 Food, ' x 540 x 12 lines, tried every one of them at each "+", number and name.
_AROUND_GATES: dict[Callable[[list[Word], int], Figure | None], Callable[[_Near], bool]] = {
    _step_costs: lambda a: a.prev == "(",
    # (not "+2", "= 5", "stash 4": a coin or a score, no place of a path)
    _path_list: lambda a: a.prev not in ("stash", "score", "discard", "+", "=", "coins"),
    # a bare number is a score only before an arrow ("14 → 19")
    _score_change: lambda a: not a.word.isdigit() or a.arrow,
    _bracket_after_number: lambda a: a.prev in ("(", "=") or a.nxt == ")",
    # a coin's faces, then what fails ("a null or ace loses"); "only"/"just" and articles first
    _only_faces_fail: lambda a: a.word in ("only", "just") or a.word in _ARTICLES
    or a.nxt in _FACE_JOINS or a.nxt in _FAILS,
    _faces_of_odds: lambda a: a.prev == "(",
    # a face, then more faces, a range, "+", "or better", "on the die" or what it does ("works")
    _faces_that_work: lambda a: a.word in _ARTICLES or a.nxt in _FACE_JOINS or a.nxt in (
        "-", "to", "\u2013", "through", "thru", "plus", "or", "on") or a.nxt in _WORKS_BY_FIRST,
    # a sum's first number, then its label, a bracket, or the next term
    _sum: lambda a: a.nxt in _SUM_LABELS or a.nxt in ("(", "+", "plus", "and", ","),
    _number_then_points: lambda a: a.nxt in (
        "more", "total", "overall", "altogether", "in", "pts", "pt", "points", "point", "vp", "vps"),
    # (_steps_one_way after a dash, bracket or comma; otherwise the unit after the number)
    _number_then_moves: lambda a: a.prev in _STEPS_AFTER or a.nxt in (
        "planet", "planets", "move", "moves", "step", "steps", "space", "spaces", "hop", "hops", "jumps",
        "away"),
    _number_then_coins: lambda a: a.nxt in ("coin", "coins"),
    _number_then_left: lambda a: a.nxt in ("left", "remaining", "planets", "tiles", "in")
    or a.arrow and a.nxt2 is not None and a.nxt2.isdigit(),
    _face_gives: lambda a: a.prev in ("a", "an", "the", "if", "even"),
    _restore_count: lambda a: a.prev in ("so", "restore", "restoring", "back", "only", "just", "allowed",
                                         "permitted", "gets", "me", "to")
    or a.prev in _RESTORE_VERBS or a.nxt in ("coin", "coins") or a.prev == "the" and a.word in ("one", "two"),
    _odds: lambda a: a.word in _PERCENTS or a.nxt in ("in", "/", "of", "out", "faces", "sides", "numbers"),
    _coins_back: lambda a: a.prev not in _NOT_BACK_AFTER and (a.nxt in _FACE_JOINS or a.nxt in _BACK_WORDS),
    _plus_points: _plus_may_score,
    # names joined by "and" or commas, then "on 5" ("Marco and Delphine on 5")
    _names_on_score: lambda a: a.nxt in ("on", "at") or a.nxt in ("and", "&", ",") and a.nxt2 is not None
    and a.nxt2.isalpha(),
    # a name, the words of a score, then the score ("Bob 13", "Wren drops to 9")
    _rival_score: lambda a: a.nxt is not None and (a.nxt.isdigit() or a.nxt in _RIVAL_GLUE),
}


@lru_cache(maxsize=16384)
def _clauses_around(prev: str | None, word: str, capital: bool, nxt: str | None, arrow: bool,
                    nxt2: str | None) -> tuple[Callable[[list[Word], int], Figure | None], ...]:
    near = _Near(prev, word, nxt, arrow, nxt2)
    return tuple(clause for clause in _clauses_near(word, capital, nxt)
                 if clause not in _AROUND_GATES or _AROUND_GATES[clause](near))


def _figure_at(words: list[Word], i: int) -> Figure | None:
    """The figure that starts at words[i], if any: each clause tried in turn (one may also say
    that no figure starts there, _STOP)."""
    n = len(words)
    after = i + 1 < n
    for clause in _clauses_around(words[i - 1].word if i else None, words[i].word, words[i].text[:1].isupper(),
                                  words[i + 1].word if after else None, after and words[i + 1].text in _ARROWS,
                                  words[i + 2].word if i + 2 < n else None):
        fig = clause(words, i)
        if fig is not None:
            return None if fig is _STOP else fig
    return None


_STASH_WORDS = frozenset({"stash", "hand", "pile", "supply", "pool", "reserve"})


def _back_to_me(words: list[Word], i: int, end: int) -> int:
    """"Restore both -- 2 and 4 come back to me": where the coins said to come back go, when a
    restore was ordered before them on the line ("to me", "to my stash", "into the stash"), so
    the coins are checked like "2 and 4 back"; `end` unchanged otherwise (not "2 back to the
    sun": a way moved; nor "2 back into my stash pls" alone: the order itself)."""
    n = len(words)
    if not (end + 1 < n and words[end].word in ("to", "into")):
        return end
    if not any(x.word in ("restore", "restores", "restoring", "restored") for x in words[max(0, i - 12):i]):
        return end
    if words[end + 1].word in ("me", "us"):
        return end + 2
    if end + 2 < n and words[end + 1].word in ("my", "the") and words[end + 2].word in _STASH_WORDS:
        return end + 3
    return end


# -- whose colony a place holds, said beside it ------------------------------------------------

_OWNER_WORDS = frozenset({"my", "mine", "her", "his", "their", "own", "hers", "theirs"})
_OWNER_OPENERS = frozenset({"(", ",", "-", "\u2013", "\u2014", ":"})


def _owner_word(word: str, capital: bool) -> bool:
    return word in _OWNER_WORDS or capital or word.isalpha() and len(word) >= 2 and coin_value(word) is None


def _place_before(words: list[Word], k: int) -> str | None:
    """The place that ends at words[k - 1] ("the 2 of Crowns", "the 4", "here"): its id, its value
    alone ("4") when no suit is said, "here"; None when no place ends there."""
    from gm_tool.games.colonization.posts.vocabulary import suit_of
    if k >= 1 and words[k - 1].word == "here":
        return "here"          # ("attack here - Oksana's colony"): where the ship is
    if k >= 3 and words[k - 2].word == "of" and suit_of(words[k - 1].word):
        face = _place_token(words, k - 3)
        if face is not None and face != "sun":
            return f"{face}-{suit_of(words[k - 1].word)}"
    if k >= 2 and words[k - 2].word in ("the", "my") and _place_token(words, k - 1) not in (None, "sun"):
        return _place_token(words, k - 1)
    return None


#: words between the place and the owner ("(that's my colony)", ", which is mine", "where my
#: colony is", "- it's Tomasz's")
_OWNER_BRIDGES = (("that", "s"), ("thats",), ("it", "s"), ("its",), ("which", "is"), ("which", "s"),
                  ("that", "is"), ("it", "is"), ("where",))
_OWNER_ALONE = {"mine": "me", "hers": "other", "theirs": "other"}


def _owner_said(words: list[Word], i: int) -> tuple[str, int, bool] | None:
    """The owner a colony is said to have at words[i] ("my colony", "my own colony", "her colony",
    "Tomasz's colony", "mine", "Tomasz's"): who ("me", "other" or the name as written), where the
    words end, and whether "colony" was said."""
    n = len(words)
    w = words[i].word
    if w in _OWNER_ALONE:
        return _OWNER_ALONE[w], i + 1, False
    if w in ("my", "her", "his", "their"):
        k, who = i + 1, "me" if w == "my" else "other"
    elif i + 1 < n and words[i + 1].word == "s" and w not in _OWNER_WORDS:
        k, who = i + 2, words[i].text
    else:
        return None
    if k < n and words[k].word == "own":
        k += 1
    if k < n and words[k].word == "colony":
        return who, k + 1, True
    return (who, k, False) if k == i + 2 and who not in ("me", "other") else None


def _whose_colony(words: list[Word], i: int) -> Figure | None:
    """"roll and move to the 2 of Crowns (my colony)", "..., Tomasz's colony", "(that's my
    colony)", ", which is mine", "where my colony is", "attack here - Oksana's colony": whose
    colony the place just named holds, checked against the board (never talk read past: a GM
    sees a wrong owner at once)."""
    n = len(words)
    said = _owner_said(words, i)
    if said is None or i < 1:
        return None
    who, end, colony = said
    b = i
    bridge = next((br for br in _OWNER_BRIDGES if tuple(x.word for x in words[max(0, i - len(br)):i]) == br), ())
    b -= len(bridge)
    if bridge == ("where",) and end < n and words[end].word == "is":
        end += 1                       # ("where my colony is")
    if end < n and not words[end].punct and words[end].word not in ("and", "so", "no", "with"):
        return None        # ("my colony on the 3": a place said another way; "her colony is next")
    opened = b >= 1 and words[b - 1].word in _OWNER_OPENERS
    if not opened and bridge not in (("where",), ("which", "is"), ("which", "s")) or not colony and not bridge \
            and who not in ("me", "other"):
        return None        # ("Tomasz's" alone is an owner only after "which is", "that's" ...)
    place = _place_before(words, b - 1 if opened else b)
    if place is None:
        return None
    return Figure("whose_colony", b, end, who=who, extra={"place": place})


_CLAUSES = ((_whose_colony, _owner_word),) + _CLAUSES     # (before the words no figure starts at)
_CLAUSES = ((_own_planet_is, _is_digit_or_coin),) + _CLAUSES   # (before "3 is 1" is read as anything else)
_AROUND_GATES[_whose_colony] = lambda a: a.word in _OWNER_ALONE or a.nxt in ("colony", "own", "s")


def _ace_planet_plus(words: list[Word], i: int) -> Figure | None:
    """"— ace planet +5, score 4 → 10", "ace tile: +6": what the Ace planet gives, said after its
    name (its bonus, or its value with the bonus), checked like "+5 for the ace planet"."""
    n = len(words)
    k = i + 1
    if not (k < n and words[k].word in ("planet", "tile", "colony")):
        return None
    k += 1
    if k < n and words[k].word in (":", "=", "gives", "is", "worth"):
        k += 1
    if not (k + 1 < n and words[k].word == "+" and words[k + 1].word.isdigit()):
        return None
    end = k + 2
    if end < n and words[end].word in ("pts", "points", "pt", "vp", "bonus"):
        end += 1
    if end < n and not words[end].punct and words[end].word not in ("if", "when", "once", "and", "so"):
        return None       # ("the ace planet + 5 coin": coins, no points)
    return Figure("ace_points", i, end, number=int(words[k + 1].word), points=True)


_CLAUSES = ((_ace_planet_plus, frozenset({"ace"})),) + _CLAUSES    # (before "ace + 5" is read as a sum)


def _my_colony_is(words: list[Word], i: int) -> Figure | None:
    """"(my colony is a 3 so that's allowed)", "my colony's a 4": the value of a colony of the
    poster's, checked against the colonies on the board (its planet or its coin)."""
    n = len(words)
    if not (i + 2 < n and words[i + 1].word == "colony" and words[i + 2].word in ("is", "s")):
        return None
    k = i + 3
    while k < n and k <= i + 5 and words[k].word in ("a", "an", "the", "on"):
        k += 1
    face = coin_value(words[k].word) if k < n and words[k].word not in ("a", "one") else None
    if face is None or face == "null" or k + 1 < n and words[k + 1].word == "of":
        return None       # ("my colony is on the 3 of Moons": a place, read elsewhere)
    return Figure("my_colony", i, k + 1, faces=frozenset({face}))


_CLAUSES = ((_my_colony_is, frozenset({"my"})),) + _CLAUSES


_TIE_PRONOUNS = frozenset({"him", "her", "them"})


def tie_with_pronoun(words: list[Word], i: int) -> Figure | None:
    """"would tie him at 10", "tie with her on 9", "level with him": the poster's score after
    the action equal to the other player's then (the player the attack hits, or the one rival),
    checked on the scores after the action; the score, when said, must be both."""
    n = len(words)
    if words[i].word not in ("tie", "ties", "tied", "tying", "level", "even", "equal", "square"):
        return None
    k = i + 1
    if k < n and words[k].word in ("w", "with", "wit"):
        k += 1
    if k >= n or words[k].word not in _TIE_PRONOUNS or k == i + 1 and words[i].word in ("even", "equal", "square"):
        return None
    end = k + 1
    number = None
    if end + 1 < n and words[end].word in ("at", "on") and words[end + 1].word.isdigit():
        number = int(words[end + 1].word)
        end += 2
        while end < n and words[end].word in ("points", "pts", "vp", "point"):
            end += 1
    return Figure("tie_them", i, end, number=number, who="me", points=True)


def _after_restore_verb(words: list[Word], i: int) -> bool:
    """"restore 2 + 5 back into the stash", "restoring the 2 and 5 back": the coins at `i` (or
    the list they end) follow the restore's own verb: the order's coins, not a figure beside it."""
    k = i - 1
    while k >= 0 and (words[k].word in ("and", "&", "+", ",", "the", "my", "coin", "n")
                      or words[k].word.isdigit() or words[k].word in ("null", "ace")):
        k -= 1
    return k >= 0 and words[k].word in ("restore", "restoring", "restores", "recover", "recovering")


def _points_label_before(words: list[Word], start: int) -> bool:
    """"Points: 1 + 5 (ace planet) = 6 → 11 total", "worth 1+5 = 6": a sum under a "Points:"
    label, or said to be what the colony is worth, is the points the action gains (checked
    against the colony's points, its match bonus too), not any sum."""
    return start >= 2 and words[start - 1].word == ":" and words[start - 2].word in ("points", "pts", "point") \
        or start >= 1 and words[start - 1].word == "worth"


#: the words that name a colonization's coins before them ("coins used 3 + 2 = 5", "w/ 3+2=5")
_COIN_SUM_LEADS = frozenset({"used", "using", "use", "with", "w", "coins", "adding", "add", "spending",
                             "spend", "throwing", "throw", "burning", "burn", "putting", "in"})
#: ... and after them ("3+2=5 in", "null + 4 = 4 used")
_COIN_SUM_TAILS = frozenset({"in", "used", "added", "spent", "burned", "burnt", "go", "goes", "going"})
_SUM_EQUALS = frozenset({"=", "is", "makes", "gives", "equals"})


def coins_written_as_sum(words: list[Word], figures: list[Figure]) -> list[Figure]:
    """"Colonize 4 of Crowns: coins used 3 + 2 = 5", "with the 3+2 = 5 (> 4)", "3 + 2 = 5 in":
    the coins of a colonization written as their sum, in the place the coins are named. The terms
    are the order's coins (left to the reader, never taken as a figure); the total after the
    equals sign is checked against the coins read (`coins_sum`), and a value it beats against the
    planet's."""
    out: list[Figure] = []
    for fig in figures:
        eq = _coins_sum_equals(words, fig)
        if eq is None:
            out.append(fig)
            continue
        # ("3+2=5 in": the word that says they go in stays the order's)
        end = eq + 2 if words[eq + 2:eq + 3] and words[eq + 2].word in _COIN_SUM_TAILS else fig.end
        quote = " ".join(w.text for w in words[fig.start:end] if w.text)
        out.append(Figure("coins_sum", eq, end, number=fig.number, extra={"quote": quote}))
        if "beats" in fig.extra and end == fig.end:
            out.append(replace(fig, start=eq, extra={**fig.extra, "quote": quote}))
    return out


def _coins_sum_equals(words: list[Word], fig: Figure) -> int | None:
    """Where the equals sign of a sum of coins in the coins' place is (see `coins_written_as_sum`),
    or None: two to six different coin values added, nothing but "+" between them, a word that
    names coins before them or after the total, and no points."""
    n = len(words)
    if fig.kind != "sum" or fig.points or fig.total or not 2 <= len(fig.terms) <= _MOST_COINS \
            or any(not 0 <= t <= 5 for t in fig.terms) or len(set(fig.terms)) != len(fig.terms) \
            or fig.number is None or fig.number > 15:
        return None
    eq = next((k for k in range(fig.start, fig.end) if words[k].word in _SUM_EQUALS), None)
    if eq is None or eq + 1 >= n or any(not (_number(words, k) is not None or words[k].word in ("+", "plus", "and"))
                                        for k in range(fig.start, eq)):
        return None
    k = fig.start - 1
    while k >= 0 and words[k].word in ("the", "my", "coin", "coins") and not (
            words[k].word in ("coin", "coins") and (k == 0 or words[k - 1].punct)):
        k -= 1
    if k > 0 and words[k].word == ":" and words[k - 1].word in _COIN_SUM_LEADS | {"coin", "coins"}:
        k -= 1
    before = k >= 0 and words[k].word in _COIN_SUM_LEADS | {"coin", "coins"} and not (
        words[k].word == "in" and k > 0 and not words[k - 1].punct)
    after = eq + 2 < n and words[eq + 2].word in _COIN_SUM_TAILS
    said = {NUM[coin_value(w.word)] for m, w in enumerate(words[:fig.start]) if coin_value(w.word) is not None
            and w.word not in WEAK_VALUES and not (m + 1 < n and (words[m + 1].word == "of" or _is_suit(words[m + 1].word)))}
    if said & set(fig.terms):
        return None       # ("with the 2 and the 3 (2+3 = 5 added, ...)": the coins named, then summed)
    if not (before or after) or fig.end < n and words[fig.end].word in (
            "moves", "move", "steps", "step", "spaces", "space", "planets", "pts", "points", "vp"):
        return None
    return eq


_MINUS_WORDS = frozenset({"\u2014", "\u2013", "-", "\u2212", "minus"})
_SWAP_WORDS = frozenset({"replaces", "replace", "replacing", "instead", "of", "not", "swaps", "swap",
                         "over", "overrides", "supersedes", "the", "bonus", "for", "no", "longer"})


def _bonus_swap_note(inside: list[Word]) -> bool:
    """"(six replaces five)", "(6 instead of 5)": a note in brackets beside a term of a score's sum
    that says one colony-count bonus stands in for the other (they are not added together)."""
    seq = [x.word for x in inside]
    return 2 <= len(seq) <= 4 and all(not x.punct for x in inside) and sum(
        w in _COUNT_LABELS for w in seq) >= 2 and all(w in _COUNT_LABELS or w in _SWAP_WORDS for w in seq)


_COUNT_BONUS_JOINS = frozenset({",", ":", "=", "so", "for", "gives", "give", "means", "is", "to", "and",
                                "-", "\u2014", "\u2013", "("})


def _count_with_bonus(words: list[Word], i: int, number: int) -> Figure | None:
    """"that's 5 colonies = +3", "thats 6 colonies so +5": the colony count after the action and,
    after it, the count's bonus (checked with the count), or None."""
    n = len(words)
    j = i + 2
    while j < n and j < i + 4 and words[j].word in _COUNT_BONUS_JOINS:
        j += 1
    if j + 1 < n and words[j].word == "+" and words[j + 1].word.isdigit() and j > i + 2:
        end = j + 2
        if end < n and words[end].word in ("bonus", "pts", "points", "vp"):
            end += 1
        return Figure("colony_count", i, end, number=number, extra={"count_bonus": int(words[j + 1].word)})
    return None


_RESTATE_JOINS = frozenset({":", "=", "-", "\u2014", "\u2013", "so", "ie", "i.e", "meaning", "that", "s",
                            "is", "are", "\u2192", "to"})


def _restate_join_end(words: list[Word], j: int) -> int:
    """Past the words that join faces needed to the same faces listed ("- ", ": ", ", so ",
    ", i.e. "): where the list would start (`j` when no join word is there). "i.e." comes as
    "i . e ." and is one join; a comma only before a join word (", 4 coins left" is no list)."""
    n = len(words)
    k = j + (j + 1 < n and words[j].word == ",")
    start = k
    while k < n and k < start + 3:
        if [w.word for w in words[k:k + 3]] == ["i", ".", "e"]:
            k += 3 + (k + 3 < n and words[k + 3].word == ".")
        elif words[k].word in _RESTATE_JOINS:
            k += 1
        else:
            break
    return j if k == start else k


def _faces_restated(words: list[Word], i: int, out: list[Figure]) -> int:
    """"Roll >= 3 destroys it: 3, 4 or 5", "need 4+ to win - 4 or 5": the faces that win said
    again as a list after the faces needed (and what they do), checked as faces too (appended to
    `out`); where the reading goes on (`i` unless there is such a list)."""
    from gm_tool.games.colonization.posts.vocabulary import SUITS

    n = len(words)
    j = _works(words, i) or i
    if j == i and j + 1 < n and words[j].word == "to":
        # ("need a 3+ to knock it out - 3, 4, 5": what the faces do, said with "to")
        j += 1
        while j < n and j < i + 5 and words[j].word.isalpha() and coin_value(words[j].word) is None \
                and SUITS.get(words[j].word) is None:
            j += 1
    k = _restate_join_end(words, j)
    if k == j or k >= n or words[k - 1].word in ("to", "is", "are", "s", "that") and not any(
            words[m].word in (":", "=", "-", "\u2014", "\u2013", "ie", "i.e", "meaning") for m in range(j, k)):
        return i          # (a joining word alone, "... so 3 faces": no list of faces)
    faces, end = _face_range(words, k)
    if not faces:
        faces, end = _face_list(words, k)
    if len(faces) < 2 or any(w.word in ("+", "plus") for w in words[k:end]) or end < n and not (words[end].punct and words[end].word in (",", ".", ";", "!", ")", "(")) \
            and words[end].word not in ("so", "then", "and", "=", "which"):
        return i          # (not "3 of Moons", "4 in 6", "4 coin": a place, the odds, a coin)
    out.append(Figure("faces", k, end, faces=frozenset(faces)))
    return end
