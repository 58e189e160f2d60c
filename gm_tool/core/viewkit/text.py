"""Text of values for the GM's screen and for posts: never markup, never a control character."""

from __future__ import annotations

import re
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


#: characters that some target reads as markup even in a code block, or that the shell or
#: printf would read: a hashed value holding one is written with printf's octal escapes
_MARKUP_CHARS = set("[]<>`@:'\\%")
_WWW_DOT = re.compile(r"(?i)(?<=www)\.")


def _risky(text: str) -> set[int]:
    """Positions in `text` that a target's escaping would change (a tag, a link, a mention, a
    fence) or that the shell or printf would read."""
    spots = {i for i, ch in enumerate(text)
             if ch in _MARKUP_CHARS or unicodedata.category(ch).startswith("C")}
    spots.update(m.start() for m in _WWW_DOT.finditer(text))
    return spots


def hash_command(preimage: str) -> str:
    """A shell command that prints sha256(preimage) and reads the same in every target, so it
    can be copied from any post and run as it is: `printf '%s' '<preimage>' | sha256sum`, or,
    when the preimage holds a character a forum or chat reads as markup (`[b]`, `<`, a
    backtick, `@`, `http://`, `www.`) or the shell reads (a quote), the printf format form with
    those characters as octal escapes (`printf '\\133b\\135Ann|…' | sha256sum`). No target
    escapes anything in the result, so no invisible character can land inside it."""
    spots = _risky(preimage)
    if not spots:
        return f"printf '%s' '{preimage}' | sha256sum"
    out = []
    for i, ch in enumerate(preimage):
        if i in spots:
            out.append("".join(f"\\{byte:03o}" for byte in ch.encode("utf-8")))
        else:
            out.append(ch)
    return f"printf '{''.join(out)}' | sha256sum"
