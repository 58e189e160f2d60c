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


#: the widest line of a check command: it sits in a code block, two columns in from the margin
#: in plain text, whose lines keep to 72 columns
HASH_COMMAND_WIDTH = 68


def hash_command(preimage: str, width: int = HASH_COMMAND_WIDTH) -> str:
    """A shell command that prints sha256(preimage) and reads the same in every target, so it
    can be copied from any post and run as it is: `printf '%s' '<preimage>' | sha256sum`, or,
    when the preimage holds a character a forum or chat reads as markup (`[b]`, `<`, a
    backtick, `@`, `http://`, `www.`) or the shell reads (a quote), the printf format form with
    those characters as octal escapes (`printf '\\133b\\135Ann|…' | sha256sum`). No target
    escapes anything in the result, so no invisible character can land inside it.

    A command wider than `width` is folded over lines ending in ` \\`, its preimage split
    (after a `|` where it can) into arguments that printf's `%s` (or `%b`, which reads the
    same escapes as `\\0NNN`) prints one after the other, so every line fits a code box."""
    spots = _risky(preimage)
    if not spots:
        one = f"printf '%s' '{preimage}' | sha256sum"
    else:
        one = f"printf '{''.join(_escaped(ch, i in spots, '') for i, ch in enumerate(preimage))}' | sha256sum"
    if len(one) <= width:
        return one
    units = [_escaped(ch, i in spots, "0") for i, ch in enumerate(preimage)]
    return "\n".join(_folded(units, preimage, "%b" if spots else "%s", width))


def one_line(command: str) -> str:
    """A folded check command on one line (the terminal has no code box to fit): its parts
    stay separate arguments, which printf prints one after the other."""
    return command.replace(" \\\n  ", " ")


def _escaped(ch: str, risky: bool, octal_lead: str) -> str:
    """`ch` as written inside a printf argument: itself, or its UTF-8 bytes as octal escapes
    (`\\133` in a format, `\\0133` in a `%b` argument)."""
    if not risky:
        return ch
    return "".join(f"\\{octal_lead}{byte:03o}" for byte in ch.encode("utf-8"))


def _folded(units: list[str], preimage: str, conversion: str, width: int) -> list[str]:
    """The command's lines: `printf '<conversion>' '<part>' \\`, then `  '<part>' \\`, the last
    ending in ` | sha256sum`; each part as long as fits, cut after a `|` where one falls."""
    head, indent, tail = f"printf '{conversion}' '", "  '", "' | sha256sum"
    room = width - len(tail)  # every line keeps room for the last one's ending
    lines: list[str] = []
    line = head
    start = 0
    while start < len(units):
        end = start
        size = len(line)
        cut = None
        while end < len(units) and size + len(units[end]) <= room:
            size += len(units[end])
            end += 1
            if preimage[end - 1] == "|":
                cut = end
        if end < len(units) and cut is not None and cut > start:
            end = cut
        if end == start:  # nothing more fits on this line: start the next one
            if line in (head, indent):
                end = start + 1  # one unit wider than the room (never with a sane width)
            else:
                lines.append(line + "' \\")
                line = indent
                continue
        line += "".join(units[start:end])
        start = end
        if start < len(units):
            lines.append(line + "' \\")
            line = indent
    lines.append(line + tail)
    return lines
