"""Habits every game meets, kept here until the reading kit has them (should move to the kit,
`gm_tool/core/reading/habits.py` beside `signature_start`; nothing here knows Beta Colony).

- `signed_line(lines, player)`: the index of a one-line signature at the end of a post that
  signs with the poster's own name after a dash or tilde ("-- Lupe, Director of Cuzco", "~ Lupe",
  "— Lupe"), or None. The kit's `signature_start` knows the delimiter on a line of its own
  ("--" then the name below it); players write both.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["signed_line"]

_SIGNED = re.compile(r"^\s*(?:--+|~+|\u2014|\u2013)\s*(?P<name>[^\W\d_][\w'-]*)\b(?P<rest>.*)$")


def signed_line(lines: Sequence[str], player: str) -> int | None:
    """The index of the last non-blank line when it is the poster's own name after a dash or a
    tilde ("-- Lupe, Director of Cuzco"); the words after the name are the signature too."""
    for i in range(len(lines) - 1, -1, -1):
        text = lines[i]
        if not text.strip():
            continue
        m = _SIGNED.match(text[:200])
        if m and m.group("name").lower() == player.lower() and i > 0:
            return i
        return None
    return None
