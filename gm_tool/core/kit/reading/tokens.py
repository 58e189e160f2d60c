"""Tokens of a post's line: numbers with their sign as written, arrows, words and punctuation.

Two tokenizers, for two kinds of grammar:

- `tokenize(text)` keeps everything a line-by-line grammar needs to tell "+2 Food" from "2 Food"
  and "Farm #7" from "Farm 7": `Token`s of kind "num" (the sign kept, "+ 2" too), "arrow" (``->``,
  ``=>``, ``→``...), "word" (folded: any case, accents, British/American) and "punct";
- `plain_words(text)` gives bare lowercase words and digit runs, for a grammar that reads a line
  as a bag of words (Colonization's one action per post).

Neither knows any game: number words ("two", "a"), nouns and their spellings are the games' own
vocabularies (`gm_tool.core.kit.reading.vocabulary`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from gm_tool.core.kit.matching import fold
from gm_tool.core.kit.patterns import compile_later

__all__ = ["ARROW", "NUM", "PUNCT", "WORD", "Token", "plain_words", "tokenize"]

NUM, WORD, ARROW, PUNCT = "num", "word", "arrow", "punct"


@dataclass(frozen=True, slots=True)
class Token:
    kind: str          # NUM, WORD, ARROW or PUNCT
    text: str          # as written
    value: object      # num: int ("-2": -2); word: folded; arrow: "->"; punct: the character
    sign: str = ""     # num: "+", "-" or "" as written

    @property
    def word(self) -> str:
        """The folded word, or "" for a token that is not a word (so `t.word in WORDS` needs no
        kind check)."""
        return self.value if self.kind == WORD else ""  # type: ignore[return-value]


# A sign counts only right before the digits: "+2", "-2", and "+ 2" (a plus is never a
# separator). "- 2" is a dash and a 2: a dash with a space after it separates ("NO - 1 green"),
# it is never a minus its writer did not write. "3-4" is 3, "-", 4 only when the grammar says so,
# never a range. Nine digits at most: a longer run is not an amount anyone means.
_TOKEN = compile_later(
    r"(?P<num>(?:\+ ?|-)\d{1,9}(?!\d)|\d{1,9}(?!\d))"
    r"|(?P<arrow>-{1,2}>|={1,2}>|[\u2192\u21d2\u27f6\u279c\u2794\u27a1\u2799\u21a6])"
    r"|(?P<word>[^\W\d_]+(?:['\u2019-][^\W\d_]+)*)"
    r"|(?P<punct>\S)"
)
_PLURAL = compile_later(r"\(s\)", re.IGNORECASE)            # "Farm(s)" is "Farms"
_ORDINAL = compile_later(r"(?<=\d)(st|nd|rd|th)\b")         # "2nd" is "2"


def tokenize(text: str) -> list[Token]:
    """The tokens of one line. A fresh list each call (callers may keep or change it)."""
    return list(_tokenize(text))


@lru_cache(maxsize=4096)
def _tokenize(text: str) -> tuple[Token, ...]:
    # Cached: a grammar reads the same line (and the same parts of it) several times, e.g. once to
    # judge a remark in parentheses and once to read the line. Tokens are immutable.
    if "(" in text:
        text = _PLURAL.sub("s", text)
    text = _ORDINAL.sub("", text)
    tokens = []
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup or PUNCT
        raw = m.group()
        if kind == NUM:
            sign = raw[0] if raw[0] in "+-" else ""
            value = int(raw.lstrip("+- "))
            tokens.append(Token(NUM, raw, -value if sign == "-" else value, sign))
        elif kind == WORD:
            tokens.append(Token(WORD, raw, fold(raw).replace("\u2019", "'")))
        elif kind == ARROW:
            tokens.append(Token(ARROW, raw, "->"))
        else:
            tokens.append(Token(PUNCT, raw, raw))
    return tuple(tokens)


@lru_cache(maxsize=16)
def _plain_pattern(keep: str) -> re.Pattern[str]:
    return compile_later(r"[a-z0-9]+" + "".join(f"|{re.escape(c)}" for c in keep))


def plain_words(text: str, keep: str = "") -> list[str]:
    """Folded ASCII words and digit runs; a possessive "'s" is dropped and other apostrophes split
    words ("Bob's colony" -> bob, colony; "I'll" -> i, ll). Each character of `keep` is a token of
    its own (Colonization keeps "+": "3 + 2")."""
    text = fold(text).replace("\u2019", "'").replace("'s", " ").replace("'", " ")
    return _plain_pattern(keep).findall(text)
