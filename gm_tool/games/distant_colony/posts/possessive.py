"""A colonist named by the building it works in ("the CC's Unskilled goes to housing"), written
as a move from that building, for the Organization and Build sections alike."""

from __future__ import annotations

import re

from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading.tokens import tokenize
from gm_tool.games.distant_colony.posts.vocabulary import building_at, housing_at

# "the CC's Unskilled goes to housing", "cc's unskilled to housing", "the Harvester's Skilled":
# a colonist named by the building it works in
_POSSESSIVE = compile_later(r"(?:\b(?:the|my)\s+)?((?:[^\W\d_][\w#]*\s+){0,3}[^\W\d_][\w#]*)['\u2019]s\s+"
                            r"((?:unskilled|skilled|expert|criminal|soldier|officer)s?)\b", re.IGNORECASE)


def possessive_places(text: str) -> str:
    """"the CC's Unskilled goes to housing" -> "Unskilled from CC goes to housing": the words
    before "'s" (their longest tail that is a building or Temporary Housing) are where the colonist
    comes from."""

    def place(m: re.Match[str]) -> str:
        words = m.group(1).split()
        for k in range(len(words)):
            tail = " ".join(words[k:])
            tokens = tokenize(tail)
            hit = building_at(tokens, 0, fuzzy=False)
            end = hit.end if hit is not None else housing_at(tokens, 0)
            if end is not None and end == len(tokens):
                head = " ".join(words[:k])
                return (head + " " if head else "") + f"{m.group(2)} from {tail}"
        return m.group(0)

    if ("'s" not in text and "\u2019s" not in text) or len(text) >= 2000:
        return text
    out = _POSSESSIVE.sub(place, text)
    # "Expert to CC (the CC's Unskilled goes to housing)": the bracket holds a move of its own
    return _MOVE_IN_BRACKETS.sub(r", \1", out) if out != text else text


_MOVE_IN_BRACKETS = compile_later(r"\(\s*((?:unskilled|skilled|expert|criminal|soldier|officer)s?\s+from\s+"
                                  r"[^()]*?)\s*\)", re.IGNORECASE)
