"""Reading habits every game needs that the kit lacks yet: should move to the kit
(`gm_tool/core/kit/reading/sentences.py`). Game-neutral; Beta Colony's reader calls them."""
from __future__ import annotations

import re

_YOU = re.compile(r"(?i)\b(?:you|your|yours|you'?re|you'?ll|you'?ve|u|ur|ya)\b")
_MINE = re.compile(r"(?i)\b(?:i|i'?m|im|i'?ll|ill|i'?ve|i'?d|my|me|mine|we|our|us|let'?s)\b")
_ORDER_MARKS = re.compile(r"[:=\u2192\u21d2+]|->|=>|\d")


def speaks_to_you(sentence: str) -> bool:
    """A sentence spoken to another player without naming them, as a reply to the post it
    quotes: "ouch, Xi'an is yours then.", "your Thebes is stacked", "you're winning Cuzco":
    a word of the second person, none of the writer's own, and no colon, "=", "+", arrow or
    figure of an order. Whatever game word it names is talk about that player."""
    s = sentence.strip()
    if not s or len(s) > 300:
        return False
    return bool(_YOU.search(s)) and not _MINE.search(s) and not _ORDER_MARKS.search(s)
