"""A coin choice left open on an order's line ("colonize with the null. marker... 4 or ace,
dunno yet", "4 or 5 in, not sure"): two coins offered with "or" and a word of doubt. A GM asks
which coin is meant; the order is never read with one of them, or with neither."""

from __future__ import annotations

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.reading.sentences import undecided_between
from gm_tool.games.colonization.posts.vocabulary import WEAK_VALUES, coin_value

#: words before "4 or 5" that make it the die's faces, not a coin chosen ("if I roll a 4 or 5")
_FACES_SAID = frozenset({"if", "roll", "rolls", "rolled", "rolling", "on", "need", "needs", "get",
                         "gets", "hit", "hits", "lands", "comes", "except", "but", "die", "dice"})
_FILLER = frozenset({"the", "my", "a", "an"})


def _coin_at(words: list, k: int) -> int | None:
    """The index of a coin named at `k` (after "the" / "my"), else None."""
    while k < len(words) and words[k].word in _FILLER:
        k += 1
    if k < len(words) and not words[k].punct and words[k].word not in WEAK_VALUES \
            and coin_value(words[k].word) is not None:
        return k
    return None


def coins_left_open(lines: list) -> Diagnostic | None:
    """The first line (of `lines`: the reader's lines, each with `.line` and `.words`) that offers
    two coins with "or" beside a word of doubt; the question a GM asks, naming both."""
    for pl in lines:
        text = pl.line.text
        if len(text) > 2000 or not undecided_between(text):
            continue
        words = pl.words
        for j, w in enumerate(words):
            if w.word != "or" or j == 0:
                continue
            first = j - 1
            if words[first].punct or words[first].word in WEAK_VALUES or coin_value(words[first].word) is None:
                continue
            second = _coin_at(words, j + 1)
            if second is None:
                continue
            before = {x.word for x in words[max(0, first - 4):first]}
            if before & _FACES_SAID:
                continue
            return Diagnostic("col.post.open_choice",
                              f"line {pl.line.number}: \"{text.strip()}\" leaves the coin open "
                              f"({words[first].text} or {words[second].text}): " + (
                                  "say which coin marks the colony" if _marker_said(words, first)
                                  else "say which coin you mean"),
                              Severity.ERROR, pl.line.number, None,
                              "name one coin for each part: the coins used for the roll, and the marker")
    return None


def _marker_said(words: list, first: int) -> bool:
    """Whether the coins offered follow a marker's label ("marker: ace or 3")."""
    return any(w.word in ("marker", "mark", "marks", "marking", "marked") for w in words[max(0, first - 4):first])
