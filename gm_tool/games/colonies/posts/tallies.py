"""A vote's tally written in a post ("it was 6-5 before Quill chickened out", "5 to 5, so: no").

Should move to the kit (every game with a vote meets it): a player deciding a tie, or answering
after a reveal, often repeats the count in a remark; a GM checks that figure like any other, and a
wrong one is named with the right count, never skipped as talk.
"""

from __future__ import annotations

import re

__all__ = ["tallies"]

# "6-5", "5–5", "5 to 5", "5 vs 5", "5:5", "5 all" is not a tally of two sides
_TALLY = re.compile(r"(?<![\d.,/€$])\b(\d{1,3})\s*(?:-|\u2013|\u2014|to|vs\.?|versus|:|against)\s*(\d{1,3})\b"
                    r"(?![.,/]\d|\s*(?:€|\$|%|credits?\b|cr\b|vp\b|points?\b|colonists?\b))",
                    re.IGNORECASE)


def tallies(text: str) -> list[tuple[int, int, str]]:
    """Every two-sided count in the text: (first, second, as written)."""
    return [(int(m.group(1)), int(m.group(2)), m.group(0)) for m in _TALLY.finditer(text)]
