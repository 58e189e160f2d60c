"""Text of values for the GM's screen and for posts: never markup, never a control character."""

from __future__ import annotations

import unicodedata
from typing import Any


def clean(value: Any) -> str:
    """Text of a value with control and format characters removed and line breaks flattened:
    a player name must not clear the GM's screen, reverse the text or start a new line."""
    text = "" if value is None else str(value)
    out = []
    for ch in text:
        cat = unicodedata.category(ch)
        if ch in "\r\n\t\v\f":
            out.append(" ")
        elif cat.startswith("C"):  # Cc, Cf (bidi overrides, zero-width), Co, Cs, Cn
            continue
        else:
            out.append(ch)
    return "".join(out)


def and_text(names: list[Any]) -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cy'."""
    names = [str(n) for n in names]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def plural(n: int, word: str) -> str:
    """'1 error', '2 errors'."""
    return f"{n} {word}{'s' if n != 1 else ''}"


def shell_quoted(text: str) -> str:
    """`text` for use inside '...' in a POSIX shell (a seed may contain a quote)."""
    return text.replace("'", "'\\''")
