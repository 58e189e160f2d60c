"""Habits every game's posts have that the reading kit (`gm_tool.core.reading`) does not offer
yet. Written for Beta Colony after its held-out set 7; they know nothing of the game and
**should move to the kit** (`talk.py` for the first three, `claims.py` for the last), where every
game's reader would use them.

- `wrapped_tail(line)`: a line that breaks off mid-sentence ("Dana, you're quiet, plotting
  something in" / "Thebes I bet."): the sentence goes on on the next line, and is read whole;
- `conditional_on(sentence, others)`: an order that hangs on what another player does ("If
  Yusuke isn't going to Gan De: ..."): the player it waits for, or "";
- `offers_another(piece)`: "or build something if I can afford it?": a second order offered;
- `sum_terms(figures)`: "1 + 1 (next to my pod) + 1 (center) = 3": the figures that add up to
  the next one are its terms, not claims of their own.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from gm_tool.core.matching import fold
from gm_tool.core.reading import talk as K

#: words a sentence does not end on: the line was wrapped by hand
DANGLING = frozenset({"in", "on", "at", "to", "of", "for", "with", "the", "a", "an", "and",
                      "or", "but", "my", "your", "his", "her", "their", "that", "from", "into"})

_IF_WHO = re.compile(r"(?i)^\s*(?:and\s+|but\s+)?(?:if|unless|in\s+case)\s+([A-Za-z][\w'-]*)")
_OR_ASKED = re.compile(r"(?i)^\s*or\b[^.!]*\?")


def wrapped_tail(line: str) -> str:
    """The last sentence of a line that breaks off mid-sentence ("... plotting something in"),
    or ""."""
    text = line.rstrip()
    if not text or text[-1] in ".!?:;)]":
        return ""
    found = K.sentences(text)
    last = found[-1] if found else text
    words = last.split()
    return last if words and words[-1].lower() in DANGLING else ""


def conditional_on(sentence: str, others: Collection[str]) -> str:
    """The other player an order is conditional on ("If Yusuke isn't going to Gan De: ..."),
    as written, or ""."""
    m = _IF_WHO.match(sentence)
    if m and fold(m.group(1)) in {fold(o) for o in others}:
        return m.group(1)
    return ""


def offers_another(piece: str) -> bool:
    """"or build something if I can afford it?": a piece that offers a second way, asked."""
    return bool(_OR_ASKED.match(piece))


def sum_terms(figures: list) -> None:
    """"Influence: 1 + 1 (next to my pod) + 1 (center) = 3": mark (`term = True`) the figures
    of one unit that add up to the next one; the sum is the claim."""
    for end, total in enumerate(figures):
        terms = []
        for f in reversed(figures[:end]):
            if f.kind != total.kind or f.total or f.before or f.spend:
                break
            terms.insert(0, f)
            if len(terms) >= 2 and sum(x.amount for x in terms) == total.amount:
                for x in terms:
                    x.term = True
                break


__all__ = ["DANGLING", "conditional_on", "offers_another", "sum_terms", "wrapped_tail"]
