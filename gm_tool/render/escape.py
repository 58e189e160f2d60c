"""Escaping player-supplied text for each target, so that it is shown as text and never read as
markup (a tag, a link, a mention, a table cell break, a heading).

Two contexts per target:
- `text`: running text (and table cells where the target has tables);
- `code`: inside a fixed-width block ([code], [c], a ``` fence, an aligned plain-text block).

`Raw` marks trusted markup produced by the renderer or by a template's own literal text; every
other string is escaped on output (see gm_tool.render.engine). The rules and the reasons for
them are in docs/render.md.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any, Callable

from gm_tool.core.kit.views.text import clean  # noqa: F401  (re-exported: escaping cleans first)

ZWSP = "\u200b"  # zero-width space: invisible, but stops a parser from seeing a tag or a link


class Raw(str):
    """Trusted markup: written out as it is. Only the renderer and template text make these."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"Raw({str.__repr__(self)})"


_URL = re.compile(r"(?i)(://|\bwww(?=\.))")


def _defuse_links(text: str) -> str:
    """Boards and chat clients turn bare URLs into links; a zero-width space in '://' and after
    'www' keeps a name like 'http://x' or 'www.x.com' plain text."""
    return _URL.sub(lambda m: (":" + ZWSP + "//") if m.group(1) == "://" else m.group(1) + ZWSP, text)


def _bbcode(text: str) -> str:
    # '[' followed by a zero-width space never opens a tag (SMF, phpBB, BGG); it looks the same.
    return _defuse_links(text).replace("[", "[" + ZWSP)


def _bgg(text: str) -> str:
    # BGG also drops the rest of a post after '<' followed by a non-space: space it.
    text = re.sub(r"<(?=\S)", "< ", text)
    return _bbcode(text)


# '(' and ')' are left alone: they only make a link after ']', which is always escaped
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]<>#!|~^$&])")
_MD_LINE_START = re.compile(r"^(\s*)(?:([-+=>])|(\d+)([.)])(?=\s|$))")


def _markdown(text: str) -> str:
    text = _MD_SPECIAL.sub(r"\\\1", text)

    def lead(m: re.Match) -> str:
        if m.group(2):
            return f"{m.group(1)}\\{m.group(2)}"
        return f"{m.group(1)}{m.group(3)}\\{m.group(4)}"

    text = _MD_LINE_START.sub(lead, text, count=1)
    return _defuse_links(text)


def _discord(text: str) -> str:
    # '@everyone', '@here' and '@name' must not ping anybody.
    return _markdown(text).replace("@", "@" + ZWSP)


_CLOSE_CODE = re.compile(r"(?i)\[(?=/code\])")


def _code_block_safe(text: str) -> str:
    # SMF and phpBB show everything inside [code] as typed (no tags, no links): only a
    # '[/code]' in a value could end the block early. Nothing else is touched, so a seed, a
    # salt or a command copied from a code block is exactly what was hashed.
    return _CLOSE_CODE.sub("[" + ZWSP, text)


def _fence_safe(text: str) -> str:
    # inside a ``` block only a run of backticks matters (it could close the block).
    return re.sub(r"`(?=`)", "`" + ZWSP, text)


def _identity(text: str) -> str:
    return text


_TEXT: dict[str, Callable[[str], str]] = {
    "smf": _bbcode,
    "phpbb": _bbcode,
    "bgg": _bgg,
    "markdown": _markdown,
    "discord": _discord,
    "plain": _identity,
    "terminal": _identity,
}

_CODE: dict[str, Callable[[str], str]] = {
    "smf": _code_block_safe,    # [code] is not parsed, but '[/code]' in a name would close it
    "phpbb": _code_block_safe,
    "bgg": _bgg,                # BGG parses tags inside [c]
    "markdown": _fence_safe,    # a fence shows its text as typed and links nothing
    "discord": lambda t: _fence_safe(t).replace("@", "@" + ZWSP),
    "plain": _identity,
    "terminal": _identity,
}


def escape_text(fmt: str, value: Any) -> str:
    """`value` as running text for target `fmt`; a `Raw` value is returned unchanged."""
    if isinstance(value, Raw):
        return value
    return _TEXT[fmt](clean(value))


def escape_code(fmt: str, value: Any) -> str:
    """`value` for a fixed-width block of target `fmt`; a `Raw` value is returned unchanged."""
    if isinstance(value, Raw):
        return value
    return _CODE[fmt](clean(value))


def width(text: str) -> int:
    """Columns `text` takes in a monospace font: zero-width and combining characters take none,
    East Asian wide characters take two."""
    total = 0
    for ch in text:
        if ch == ZWSP or unicodedata.combining(ch) or unicodedata.category(ch) in ("Cf", "Mn", "Me"):
            continue
        total += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return total


def pad(text: str, columns: int, align: str = "left") -> str:
    gap = max(0, columns - width(text))
    return (" " * gap + text) if align == "right" else (text + " " * gap)
