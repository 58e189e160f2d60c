"""Forum text to logical lines: BBCode, Markdown, HTML and quoted blocks removed (the first step
of the reading kit).

A post copied from a forum (SMF, phpBB, BoardGameGeek, Discourse, Reddit, Discord) or an e-mail
is turned into the lines a game's grammar reads. Each line keeps the number it had in the
original text (1-based, counting ``\\n``, ``\\r\\n`` and ``\\r`` as line ends), so a diagnostic can
point the player at the line they wrote.

What is done (game-independent; nothing here knows any game):

- quoted blocks are removed with everything inside them: ``[quote]..[/quote]``, ``[quote=X]``,
  ``[quote author=X link=.. date=..]``, ``[quote="X"]``, BGG's ``[q]`` / ``[q="user"]``, HTML
  ``<blockquote>``, nested quotes, and Markdown / e-mail lines starting with ``>``. An unclosed
  quote runs to the end of the text (as SMF shows it) and is reported as a note;
- struck-through text is removed (``[s]``, ``[strike]``, BGG ``[-]``, ``~~x~~``, ``<s>``, ``<del>``):
  a player who crosses something out has taken it back;
- other BBCode tags are dropped and their text kept (``[b] [i] [u] [color=..] [size=..] [font=..]
  [url=..]text[/url] [list] [code] [tt] [c] [spoiler] [o] [center]``...); ``[img]`` drops its
  address; ``[*]``, ``[li]``, ``[br]``, ``[hr]``, ``[tr]`` and ``<br>`` start a new logical line
  (with the same original line number);
- Markdown: ``**x** __x__ *x* _x_ `x` ~~x~~``, headings ``#``, bullets ``- * + 1.``, links
  ``[text](url)``, backslash escapes, code fences, pipe tables and horizontal rules;
- HTML entities decoded after the tags are gone (``&#91;b&#93;`` stays the text ``[b]``);
- non-breaking and other Unicode spaces, tabs and runs of spaces become one space; zero-width and
  control characters are dropped. Typography is read as a person reads it: full-width letters,
  digits and signs (``＋２``) are ASCII, curly quotes straight, every minus sign (``−``, ``－``...)
  is ``-``, and so is an en or em dash glued to the number after it (``–1 Food``) unless it
  is glued to a word; a dash with a space after it (``NO – 1 green``) stays a dash, a separator. ``Line.cells`` keeps the columns a player aligned with runs of spaces,
  tabs or ``|``.

`read` never raises: any input, however broken, gives a list of lines.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from dataclasses import dataclass, field

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.patterns import compile_later

__all__ = ["Line", "Reading", "read", "scan", "split_line"]


@dataclass(frozen=True, slots=True)
class Line:
    """One logical line: its 1-based number in the original text and its cleaned text."""

    number: int
    text: str
    cells: tuple[str, ...] = ()

    def __str__(self) -> str:
        return self.text


@dataclass(slots=True)
class Reading:
    lines: list[Line] = field(default_factory=list)
    notes: list[Diagnostic] = field(default_factory=list)


# Private-use characters: one marks a logical line break, one a column gap. Any found in the
# input are replaced first, so a post cannot forge them.
_BREAK = "\ue000"
_GAP = "\ue001"
_ESC_BASE = 0xE100  # \ue100.. : Markdown backslash escapes, restored at the end
_PRIVATE = compile_later("[\ue000-\ue1ff]")

#: longer input is cut with a note (gm refuses a post over 64 KB before reading it: this is for
#: the kit's other callers); every pass below is linear in the text, so reading is fast
_MAX_CHARS = 65_536
#: a post's logical lines read unless the caller says (a turn post is a screenful: more is a
#: paste accident) and the characters of one physical line read (the rest is cut, with a note)
MAX_LINES = 1_000
MAX_LINE_CHARS = 4_000
_SHORTER = "post the turn alone, without the long quote or table talk"

_NEWLINE = compile_later(r"\r\n|\r|\n")

# -- whole-text passes (constructs that can span lines) -------------------------------------

_QUOTE_TAG = compile_later(
    r"\[(/?)(?:quote|q)(?=[\s=\]])[^\[\]]{0,500}\]"
    r"|<(/?)blockquote\b[^<>]{0,500}>",
    re.IGNORECASE,
)
_STRIKE_TAG = compile_later(
    r"\[(/?)(?:s|strike|del|-)(?=[\s=\]])[^\[\]]{0,200}\]"
    r"|<(/?)(?:s|strike|del)\b[^<>]{0,200}>",
    re.IGNORECASE,
)
_DROP_CONTENT_TAG = compile_later(r"\[(/?)(?:img|attach|youtube|video|media)(?=[\s=\]])[^\[\]]{0,500}\]",
                                  re.IGNORECASE)

# -- line passes ------------------------------------------------------------------------------

_BREAK_TAGS = compile_later(
    r"\[(?:\*|li|br|hr|tr)(?:[\s=][^\[\]]{0,200})?\]"
    r"|<(?:br|hr|li|p|tr|div)\b[^<>]{0,200}/?>"
    r"|</(?:p|li|tr|div)\s*>",
    re.IGNORECASE,
)
_CELL_TAGS = compile_later(r"\[/?(?:td|th)(?:[\s=][^\[\]]{0,200})?\]|</?(?:td|th)\b[^<>]{0,200}>",
                           re.IGNORECASE)
_USER_TAG = compile_later(r"\[user=([^\[\]]{1,100})\]", re.IGNORECASE)
_BBCODE_TAG = compile_later(
    r"\[/?(?:b|i|u|color|colour|size|font|url|iurl|email|ftp|link|list|ul|ol|code|tt|c|pre|"
    r"spoiler|o|center|centre|left|right|justify|sup|sub|indent|glow|shadow|move|highlight|"
    r"abbr|acronym|table|nobbc|noparse|html|php|bgcolor|floatleft|floatright|thing|geeklist|"
    r"game|rpg|user|time|me|ltr|rtl|li|td|th|tr|hr|br|\*)(?:[\s=][^\[\]]{0,500})?\]",
    re.IGNORECASE,
)
_HTML_TAG = compile_later(
    r"</?(?:b|i|u|em|strong|span|font|a|code|pre|tt|small|big|sup|sub|mark|center|ul|ol|"
    r"table|tbody|thead|h[1-6]|section|article)\b[^<>]{0,500}>",
    re.IGNORECASE,
)
_MD_ESCAPE = compile_later(r"\\([\\`*_{}\[\]()#+\-.!|>~])")
_MD_IMAGE = compile_later(r"!\[([^\[\]]{0,500})\]\([^()\s]{0,2000}(?:\s+\"[^\"]*\")?\)")
_MD_LINK = compile_later(r"\[([^\[\]]{1,500})\]\([^()\s]{0,2000}(?:\s+\"[^\"]*\")?\)")
_MD_HEADING = compile_later(r"^\s{0,3}#{1,6}(?:\s+|(?=[^\W\d_]))")
_MD_BULLET = compile_later(r"^\s*(?:[-*+\u2022\u00b7\u2023\u25e6\u2043]|\d{1,3}[.)])\s+")
_MD_RULE = compile_later(r"^\s*(?:(?:[-*_=~]\s*){3,}|`{3,}.*|~{3,}.*)$")
# (possessive quantifiers: a line of 40,000 spaces would otherwise be tried 800 million ways)
_MD_TABLE_RULE = compile_later(r"^\s*+\|?\s*+:?-{2,}+:?\s*+(?:\|\s*+:?-{2,}+:?\s*+)*+\|?\s*+$")
_MD_STRIKE = compile_later(r"~~(?=\S)(.{0,2000}?)(?<=\S)~~")
_MD_STRONG = (compile_later(r"\*\*(?=\S)(.{0,2000}?)(?<=\S)\*\*"),
              compile_later(r"(?<![^\W_])__(?=\S)(.{0,2000}?)(?<=\S)__(?![^\W_])"))
_MD_EM = (compile_later(r"(?<![\w*])\*(?=[^\s*])(.{0,2000}?)(?<=[^\s*])\*(?![\w*])"),
          compile_later(r"(?<![^\W_])_(?=[^\s_])(.{0,2000}?)(?<=[^\s_])_(?![^\W_])"))
_MD_LEFTOVER = compile_later(r"\*\*+|__+|~~+|`+")
_QUOTE_LINE = compile_later(r"^\s*(?:>|&gt;|&#62;|&#x3e;)", re.IGNORECASE)
_GAPS = compile_later(r"(?: {2,}|\t|\|)")

# Unicode characters that are spaces in all but name (a tab stays a tab: it parts columns), and
# ones that are nothing at all: one translation table does both (no pattern to compile).
_SPACES = "\u00a0\u1680" + "".join(map(chr, range(0x2000, 0x200B))) + "\u202f\u205f\u3000\v\f\x1c\x1d\x1e\x1f\x85\u2028\u2029"
_INVISIBLE = "\u00ad\u200b\u200c\u200d\u2060\ufeff\u180e"
_SPACING = {**{ord(c): " " for c in _SPACES}, **dict.fromkeys(map(ord, _INVISIBLE))}
_ANSI = compile_later(r"\x1b\[[0-9;?]{0,20}[A-Za-z]|\x1b[()][A-Za-z0-9]|\x1b[=>]")
# Typography read as a person reads it: full-width forms (U+FF01-FF5E) are their ASCII letters,
# digits and signs; curly quotes are straight ones; every minus sign is "-" (U+2212 and its
# small and full-width forms, the hyphens U+2010/U+2011, heavy minus and plus).
_TYPOGRAPHY = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)}
_TYPOGRAPHY.update({ord(c): "'" for c in "\u2018\u2019\u201a\u201b\u2032"})
_TYPOGRAPHY.update({ord(c): '"' for c in "\u201c\u201d\u201e\u201f\u2033"})
_TYPOGRAPHY.update({ord(c): "-" for c in "\u2212\ufe63\u2010\u2011\u2796"})
_TYPOGRAPHY.update({ord("\ufe62"): "+", ord("\u2795"): "+"})
# An en or em dash (or figure dash, horizontal bar) glued to the number after it, and not to a
# word before it, is a minus: "\u20131 Food". With a space after it, it is a separator, as
# people use it ("NO \u2013 1 green", "mat \u2013 C"): never a sign its writer did not put there.
_DASHES = "\u2012\u2013\u2014\u2015"
_DASH_MINUS = compile_later(r"(?<![^\W_])[\u2012\u2013\u2014\u2015](?=\d)")


def split_line(line: Line, cuts: list[int]) -> list[Line]:
    """`line` cut before each index of `cuts`, as several logical lines with its number (each
    part stripped of spaces, commas and semicolons; empty parts dropped): what the forum layer
    does for ``[*]`` and ``<br>``, for a game that finds several orders on one line."""
    out = []
    last = 0
    for cut in sorted(set(cuts)) + [len(line.text)]:
        part = line.text[last:cut].strip(" ,;")
        if part:
            out.append(Line(line.number, part))
        last = cut
    return out or [line]


def read(text: object) -> list[Line]:
    """The logical lines of a post (empty lines left out). Never raises."""
    return scan(text).lines


def scan(text: object, max_lines: int | None = None) -> Reading:
    """Like `read`, with notes about the markup (an unclosed quote, cut input) as Diagnostics
    (codes ``forum.*``, warnings). `max_lines`: stop after that many logical lines (a reader
    that reads no more need not pay for cleaning them; default MAX_LINES, with a note when the
    post has more). Never raises."""
    try:
        return _scan(_as_text(text), max_lines)
    except Exception as exc:  # pragma: no cover - a last resort; _scan is meant not to raise
        return _fallback(text, exc)


def _as_text(text: object) -> str:
    if text is None:
        return ""
    if isinstance(text, (bytes, bytearray, memoryview)):
        return bytes(text).decode("utf-8", errors="replace")
    if not isinstance(text, str):
        text = str(text)
    return text


def _fallback(text: object, exc: Exception) -> Reading:
    try:
        raw = _as_text(text)
    except Exception:
        raw = ""
    lines = []
    for i, physical in enumerate(_NEWLINE.split(raw[:_MAX_CHARS]), start=1):
        cleaned = " ".join("".join(c if c.isprintable() else " " for c in physical).split())
        if cleaned:
            lines.append(Line(i, cleaned, (cleaned,)))
    note = Diagnostic("forum.unreadable_markup", f"the post's markup could not be read ({exc!r}); "
                      "it was read as plain text", Severity.WARNING)
    return Reading(lines, [note])


def _scan(text: str, max_lines: int | None = None) -> Reading:
    notes: list[Diagnostic] = []
    if len(text) > _MAX_CHARS:
        text = text[:_MAX_CHARS]
        # what is not read cannot be accepted: an order may stand in the rest
        notes.append(Diagnostic("forum.too_long", f"the post is longer than {_MAX_CHARS:,} "
                                "characters; the rest was not read, so the post cannot be accepted",
                                Severity.ERROR, hint=_SHORTER))
    text = _PRIVATE.sub(" ", text)
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def line_of(pos: int) -> int:
        return bisect_right(starts, pos)

    if "[" in text or "<" in text:  # every tag opens with one of them (most posts have none)
        text = _remove_blocks(text, _QUOTE_TAG, "quote", line_of, notes)
        text = _remove_blocks(text, _STRIKE_TAG, "strike-through", line_of, notes, report=False)
        text = _remove_blocks(text, _DROP_CONTENT_TAG, "image", line_of, notes, report=False)

    lines: list[Line] = []
    in_fence = False
    most = MAX_LINES if max_lines is None else max_lines
    for number, physical in enumerate(text.split("\n"), start=1):
        if not physical or physical.isspace():
            continue  # (a blank line gives no logical line: not worth a pass of every pattern)
        if len(lines) >= most:
            if max_lines is None:
                notes.append(Diagnostic("forum.too_many_lines", f"the post has more than {most:,} "
                                        "lines; the rest was not read, so the post cannot be "
                                        "accepted", Severity.ERROR, number, hint=_SHORTER))
            break
        written = len(physical)
        physical = physical[:MAX_LINE_CHARS]
        stripped = physical.strip()
        if stripped.startswith(("```", "~~~")):
            in_fence = not in_fence
            continue
        if not in_fence and (">" in physical or "&" in physical) and _QUOTE_LINE.match(physical):
            continue   # (a quoted line, however long, is someone else's words)
        if written > MAX_LINE_CHARS:
            notes.append(Diagnostic("forum.long_line", f"line {number} has {written:,} "
                                    f"characters; only the first {MAX_LINE_CHARS:,} were read, so "
                                    "the post cannot be accepted", Severity.ERROR, number,
                                    hint="break the line up: one order a line"))
        for part in _clean_line(physical, in_fence):
            lines.append(Line(number, *part))
    return Reading(lines, notes)


def _remove_blocks(text: str, pattern: re.Pattern, what: str, line_of, notes: list[Diagnostic],
                   report: bool = True) -> str:
    """Remove every block opened and closed by `pattern`'s tags (nested ones too), keeping the
    newlines so that line numbers do not move. A stray closing tag is dropped; an unclosed block
    runs to the end."""
    out: list[str] = []
    pos = 0
    depth = 0
    start = 0
    for m in pattern.finditer(text):
        closing = any(m.groups())
        if depth == 0:
            if closing:
                out.append(text[pos:m.start()])
                out.append(" ")
                pos = m.end()
                continue
            out.append(text[pos:m.start()])
            start = m.start()
            depth = 1
        elif closing:
            depth -= 1
            if depth == 0:
                out.append("\n" * text.count("\n", start, m.end()))
                out.append(" ")
                pos = m.end()
        else:
            depth += 1
    if depth:
        out.append("\n" * text.count("\n", start))
        if report:
            notes.append(Diagnostic(
                f"forum.unclosed_{'quote' if what == 'quote' else 'tag'}",
                f"the {what} opened on line {line_of(start)} is never closed: everything after it "
                "was read as part of it and left out", Severity.WARNING, line_of(start),
                hint=f"close it with [/{'quote' if what == 'quote' else 's'}]"))
    else:
        out.append(text[pos:])
    return "".join(out)


# A line of these characters holds no markup but a Markdown rule, bullet or column gap, so it
# takes a short path (most lines of most posts: a long post of short lines stays fast).
_PLAIN = compile_later(r"[ !\"$%'()+,\-./0-9:;=?@A-Z^a-z{}]*")


def _clean_plain(s: str, in_fence: bool) -> list[tuple[str, tuple[str, ...]]]:
    """`_clean_line` of a line that `_PLAIN` matches: the same result, fewer passes."""
    if not in_fence:
        if _is_rule(s):
            return []
        s = _MD_BULLET.sub("", s, count=1)
    cleaned = " ".join(s.split())
    if not cleaned:
        return []
    if "  " not in s:
        return [(cleaned, (cleaned,))]
    cells = tuple(c for c in (" ".join(x.split()) for x in _GAPS.split(s)) if c)
    return [(cleaned, cells or (cleaned,))]


def _clean_line(physical: str, in_fence: bool) -> list[tuple[str, tuple[str, ...]]]:
    if _PLAIN.fullmatch(physical):
        return _clean_plain(physical, in_fence)
    # (each pass below runs only when the character its pattern needs is there: a pattern a
    # post never needs is never compiled, which is most of what a short `gm check` costs)
    s = _ANSI.sub("", physical) if "\x1b" in physical else physical
    s = s.translate(_SPACING)
    s = "".join(c if (c.isprintable() or c == "\t") else " " for c in s)
    if "[" in s or "<" in s:
        s = _BREAK_TAGS.sub(_BREAK, s)
        s = _CELL_TAGS.sub(_GAP, s)
        s = _USER_TAG.sub(r"\1", s)
        s = _BBCODE_TAG.sub("", s)
        if "<" in s:
            s = _HTML_TAG.sub("", s)
    results = []
    for part in s.split(_BREAK):
        if not in_fence:
            part = _markdown(part)
        if "&" in part:  # html's entity table (as costly to load as a hundred patterns) only here
            import html

            part = html.unescape(part)  # (before the typography: "&minus;1", "&ndash;1")
        part = part.translate(_TYPOGRAPHY)
        if any(dash in part for dash in _DASHES):
            part = _DASH_MINUS.sub("-", part)
        part = part.translate(_SPACING)
        part = "".join(chr(ord(c) - _ESC_BASE) if _ESC_BASE <= ord(c) < _ESC_BASE + 128 else c
                       for c in part)
        part = unicodedata.normalize("NFC", part)
        cleaned = " ".join(part.replace(_GAP, " ").split())
        gapped = part.replace(_GAP, "\t")
        cells = tuple(c for c in (" ".join(x.split()) for x in _GAPS.split(gapped)) if c) \
            if ("\t" in gapped or "  " in gapped or "|" in gapped) else (cleaned,)
        if cleaned:
            results.append((cleaned, cells or (cleaned,)))
    return results


def _is_rule(s: str) -> bool:
    """A Markdown rule, fence or table rule line (each pattern needs one of its characters)."""
    return bool((any(mark in s for mark in "-*_=~`") and _MD_RULE.match(s))
                or ("--" in s and _MD_TABLE_RULE.match(s)))


def _markdown(s: str) -> str:
    # (as in _clean_line, a pass runs only when the characters its pattern needs are there)
    if "\\" in s:
        s = _MD_ESCAPE.sub(lambda m: chr(_ESC_BASE + ord(m.group(1))), s)
    if _is_rule(s):
        return ""
    if "#" in s:
        s = _MD_HEADING.sub("", s)
    s = _MD_BULLET.sub("", s, count=1)
    if "#" in s:
        s = _MD_HEADING.sub("", s)
    if len(s) <= 5000:
        if "](" in s:
            s = _MD_IMAGE.sub(r"\1", s)
            s = _MD_LINK.sub(r"\1", s)
        if "~~" in s:
            s = _MD_STRIKE.sub("", s)
        if "**" in s or "__" in s:
            for pattern in _MD_STRONG:
                s = pattern.sub(r"\1", s)
        if "*" in s or "_" in s:
            for pattern in _MD_EM:
                s = pattern.sub(r"\1", s)
    if any(mark in s for mark in "*_~`"):
        s = _MD_LEFTOVER.sub("", s)
    stripped = s.strip()
    if stripped.startswith("|") or stripped.endswith("|"):
        s = _GAP + stripped.strip("|").replace("|", _GAP) + _GAP
    return s
