"""'your purple route', '1 € from you': the player the line speaks to (first written for
Colonies' reader).

A player answering another writes "sorry Yuki, hunting 1 from your purple route, 1€ from you" or
quotes Yuki and then writes "your route": a GM reads "your" as the addressee's. The addressee is
the one other player named on the line before the first "you"/"your", else the one other player
quoted in the post. With none, or more than one, the line is left alone (and "your" stays unread,
so the route is asked about). Game-neutral: every game with players' routes, planets or goods
needs it.
"""

from __future__ import annotations

import re

from gm_tool.core.kit.patterns import compile_later
from collections.abc import Collection

_YOU = compile_later(r"\byou(?:r|rs)?\b", re.IGNORECASE)
_QUOTE_AUTHOR = compile_later(r"\[quote(?:=\"?|\s+name=\"?)([^\]\";]+)", re.IGNORECASE)


def quoted_authors(text: str) -> list[str]:
    """The names quoted in a post ([quote="Yuki"], [quote=Yuki;123], [quote name="Yuki"])."""
    if not isinstance(text, str):
        return []
    return [m.group(1).strip() for m in _QUOTE_AUTHOR.finditer(text[:20_000])]


def addressee(line: str, post: str, players: Collection[str], me: str) -> str | None:
    m = _YOU.search(line)
    if m is None:
        return None
    others = [p for p in players if p and p.lower() != (me or "").lower()]
    before = line[:m.start()]
    named = {p for p in others if re.search(rf"(?<!\w){re.escape(p)}(?!\w)", before, re.IGNORECASE)}
    if not named:
        authors = {a.lower() for a in quoted_authors(post)}
        named = {p for p in others if p.lower() in authors}
    return next(iter(named)) if len(named) == 1 else None


def you_as_addressee(line: str, post: str, players: Collection[str], me: str) -> str:
    """The line with "your"/"yours" read as the addressee's and "from/to/by you" as the
    addressee (see the module's docstring); unchanged when the addressee is not clear."""
    if len(line) > 5000:
        return line
    who = addressee(line, post, players, me)
    if who is None:
        return line
    line = re.sub(r"\byours?\b", f"{who}'s", line, flags=re.IGNORECASE)
    return re.sub(r"\b(from|to|by|on|off)\s+you\b", rf"\1 {who}", line, flags=re.IGNORECASE)


# an emoji between words ("sorry Yuki 😅 hunting 1 from ..."): it ends the chatter like a comma
_EMOJI_BETWEEN = compile_later(r"(?<=\w)\s*[\U0001F300-\U0001FAFF][\U0001F300-\U0001FAFF\uFE0F\u200D\U0001F3FB-\U0001F3FF]*\s+(?=\w)")


def emoji_as_comma(line: str) -> str:
    """'sorry Yuki 😅 hunting 1 from ...' -> 'sorry Yuki, hunting 1 from ...': an emoji between
    two words parts the clauses as a comma does."""
    if len(line) > 5000:
        return line
    return _EMOJI_BETWEEN.sub(", ", line)
