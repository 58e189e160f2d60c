"""What a reader notices when a post is pasted where it goes (issue 22, item 5): each check takes
the post in one format (and, where it compares, the same post in plain text) and returns the
problems it sees, as short sentences. Nothing here knows a game.

- `run_together`: lines the plain post keeps apart that the forum shows on one line (a line
  break the markup lost, a Markdown line swallowed by the paragraph or list item above), and
  gaps of spaces a forum collapses ("VP: 0   Wealth: 4" reads "VP: 0 Wealth: 4");
- `long_code_lines`: lines of a fixed-width block wider than 80 columns;
- `long_plain_lines`: plain lines wider than 72 columns;
- `swallowing_list_items`: a Markdown list item that takes the next line into itself;
- `discord_ends_on_heading`: a Discord message whose last block is a heading or a label;
- `headings_without_body`: a heading (or a label ending in ':') with nothing under it before
  the next heading of its rank, or the end of the post;
- `unheaded_columns`: a table column with an empty heading (fixed-width, Markdown, SMF);
- `said_twice`: the same line (of some length) twice in one post, or a phrase repeated at once
  inside one line ("turn posts — turn posts").

`problems(text, fmt, plain)` runs every check that applies to `fmt`; `CHECKS` names them for
tests that run one check at a time.
"""

from __future__ import annotations

import html
import re
from typing import Callable

from gm_tool.render.discord import messages_of
from gm_tool.render.escape import width

from . import forums

CODE_WIDTH = 80
PLAIN_WIDTH = 72
#: lines read whole by a person or a tool, never wrapped: a hash to copy, and the opening
#: marker `gm thread` finds (one line, whatever the campaign's name and clock). A check command
#: (`printf … | sha256sum`) is no exception: core/kit/views's hash_command folds it to 68 columns.
COPIED_WHOLE = re.compile(r"^\s*(seed|salt)?:? ?[0-9a-f]{32,64}\s*$|^gm_tool · .* opened$")


# What the reader sees, line by line -------------------------------------------------------------

_BLOCK_END = re.compile(r"</(p|li|tr|h\d|pre|blockquote|ul|ol|table)>|<br\s*/?>|<hr\s*/?>")


def reader_lines(text: str, fmt: str) -> list[str]:
    """The lines a reader sees: HTML outside fixed-width blocks collapses its white space (a
    line break in the source is a space) and breaks only at <br> and block ends; a fixed-width
    block keeps its lines. Plain text is as written."""
    if fmt == "plain":
        return [line.rstrip() for line in text.split("\n")]
    page = forums.render_html(text, fmt)
    out: list[str] = []
    for part in re.split(r"(<pre>.*?</pre>)", page, flags=re.S):
        if part.startswith("<pre>"):
            out += html.unescape(re.sub(r"<[^>]+>", "", part)).split("\n")
            continue
        part = re.sub(r"\s+", " ", part)
        part = _BLOCK_END.sub("\n", part).replace("</td>", "\t")
        out += html.unescape(re.sub(r"<[^>]+>", "", part)).split("\n")
    return [line.rstrip() for line in out]


def _flat(line: str) -> str:
    """A line as words: white space collapsed, a leading bullet dropped."""
    return re.sub(r"^(?:[-*•]|\d+\.)\s+", "", " ".join(line.split()))


def plain_units(plain: str) -> list[str]:
    """The plain post's lines with wrapped running text joined again: a line is the next part
    of the one above when its first word would not have fitted there (textwrap at 72)."""
    units: list[str] = []
    previous = ""
    for line in plain.split("\n"):
        words = line.split()
        if units and previous.strip() and words and len(previous) + 1 + len(words[0]) > PLAIN_WIDTH:
            units[-1] += " " + " ".join(words)
        else:
            units.append(line)
        previous = line
    return [_flat(u) for u in units if u.strip()]


def _key(unit: str) -> str | None:
    """The start of a line the reader would recognise elsewhere: its first three words, when
    they say something (letters, at least 8 characters, not a table rule)."""
    words = unit.split()[:3]
    key = " ".join(words)
    if len(key) < 8 or not re.search(r"[A-Za-z]{2}", key) or re.fullmatch(r"[-=\s]+", key):
        return None
    return key


#: what a line part that runs on is glued to: a word, or the end of a sentence or bracket
#: (after "—", ":", ",", "⚠" and the like the join is made on purpose: "Deadline: … — 2 days left")
GLUED_AFTER = r"[\w.)!?\]\"'’]"


def _inside(lines: list[str], key: str) -> int:
    """How often `key` starts a word inside a line, glued to what comes before it."""
    # after a space, or right after a closing bracket or a sentence's end ("(turn 2)Credits:")
    pattern = re.compile(r"(?:" + GLUED_AFTER + r"\s+|[)\].!?\"'’])" + re.escape(key) + r"(?!\w)")
    return sum(len(pattern.findall(line)) for line in lines)


def _outside_fixed_width(text: str, fmt: str) -> str:
    """What a forum shows outside its fixed-width blocks (BGG's [c] too), as shown text."""
    page = re.sub(r"<pre>.*?</pre>", "\n", forums.render_html(text, fmt), flags=re.S)
    return forums.visible_text(page)


# The checks -------------------------------------------------------------------------------------

def run_together(text: str, fmt: str, plain: str) -> list[str]:
    if fmt == "plain":
        return []
    found = []
    shown = [_flat(line) for line in reader_lines(text, fmt) if line.strip()]
    units = plain_units(plain)
    for key in dict.fromkeys(k for k in map(_key, units) if k):
        if _inside(shown, key) > _inside(units, key):
            line = next(s for s in shown if _inside([s], key))
            found.append(f"{key!r} runs on from the text before it: {line[:120]!r}")
    # white space a forum collapses, outside fixed-width blocks
    for line in _outside_fixed_width(text, fmt).split("\n"):
        if re.search(r"\S {2,}\S", line):
            found.append(f"a gap of spaces the forum shows as one: {line.strip()[:120]!r}")
    return found


def long_code_lines(text: str, fmt: str, plain: str = "") -> list[str]:
    if fmt == "plain":
        return []
    return [f"code line of {width(line)} columns: {line[:100]!r}"
            for block in forums.code_blocks(text, fmt) for line in block
            if width(line) > CODE_WIDTH and not COPIED_WHOLE.search(line)]


def long_plain_lines(text: str, fmt: str, plain: str = "") -> list[str]:
    if fmt != "plain":
        return []
    return [f"plain line of {width(line)} columns: {line[:100]!r}" for line in text.split("\n")
            if width(line) > PLAIN_WIDTH and not COPIED_WHOLE.search(line)]


def _markdown_parts(text: str, fmt: str) -> list[str]:
    return messages_of(text) if fmt == "discord" else [text]


def swallowing_list_items(text: str, fmt: str, plain: str = "") -> list[str]:
    if fmt not in forums.MARKDOWN:
        return []
    found = []
    for part in _markdown_parts(text, fmt):
        depth = 0
        for token in forums.markdown_parser().parse(part):
            depth += {"list_item_open": 1, "list_item_close": -1}.get(token.type, 0)
            if depth and token.type == "inline" and any(c.type == "softbreak" for c in token.children or []):
                lines = token.content.split("\n")
                found.append(f"list item {lines[0][:60]!r} swallows the next line {lines[1][:60]!r}")
    return found


def _is_title(words: str) -> bool:
    """Bold words that name what follows (not a sentence said in bold)."""
    words = words.strip()
    return 0 < len(words) <= 60 and not words.endswith((".", "!", "?"))


def _is_heading_paragraph(inline) -> bool:
    """A paragraph that is all bold (a heading the way posts write one)."""
    kids = [c for c in inline.children or [] if not (c.type == "text" and not c.content.strip())]
    return (_is_title(inline.content.replace("*", "")) and len(kids) >= 3
            and kids[0].type == "strong_open" and kids[-1].type == "strong_close"
            and not any(c.type == "strong_close" for c in kids[1:-1]))


def discord_ends_on_heading(text: str, fmt: str, plain: str = "") -> list[str]:
    if fmt != "discord":
        return []
    messages = messages_of(text)
    found = []
    for number, message in enumerate(messages[:-1], 1):
        last = _outline(message, "discord")
        if last and last[-1][0] is not None:
            found.append(f"message {number} of {len(messages)} ends on {last[-1][1]!r}")
    return found


#: an outline entry: (rank, text) for a heading (lower rank = bigger heading; 10 = a label
#: ending in ':'), (None, text) for anything else the reader sees
Outline = list[tuple[int | None, str]]

_LABEL = re.compile(r"^[^\s].{0,60}:$")


def _outline(text: str, fmt: str) -> Outline:
    if fmt in forums.MARKDOWN:
        return _markdown_outline(text)
    if fmt in forums.BBCODE:
        return _bbcode_outline(text)
    return _plain_outline(text)


def _markdown_outline(text: str) -> Outline:
    out: Outline = []
    tokens = forums.markdown_parser().parse(text)
    for i, token in enumerate(tokens):
        if token.type == "heading_open":
            out.append((int(token.tag[1]), tokens[i + 1].content))
        elif token.type == "inline" and tokens[i - 1].type == "paragraph_open" and token.level == 1:
            if _is_heading_paragraph(token):
                out.append((9, token.content))
            elif _LABEL.match(token.content.replace("*", "").strip()) and "\n" not in token.content:
                out.append((10, token.content))
            else:
                out.append((None, token.content))
        elif token.type in ("fence", "code_block", "table_open", "bullet_list_open",
                            "ordered_list_open", "blockquote_open", "hr") and token.level == 0:
            out.append((None, token.type))
        elif token.type == "inline" and token.level > 1 and (not out or out[-1][0] is not None):
            out.append((None, token.content))
    return out


_BB_TAG = re.compile(r"\[/?[a-z*]+(?:=[^\]]*)?\]")


def _bbcode_outline(text: str) -> Outline:
    out: Outline = []
    # a block (code, table, list, quote) is one thing the reader sees, whatever it holds
    text = re.sub(r"\[(code|c|table|list|quote|q)\].*?\[/\1\]", "\n[block]\n", text, flags=re.S)
    # [size=N] titles rank by size, biggest first (points on SMF and BGG, per cent on phpBB)
    sizes = sorted({int(n) for n in re.findall(r"\[size=(\d+)\]", text)}, reverse=True)
    for line in text.split("\n"):
        stripped = line.strip()
        if not stripped or stripped == "[hr]":
            continue
        words = _BB_TAG.sub("", stripped).strip()
        size = re.match(r"\[size=(\d+)\]", stripped)
        if stripped == "[block]":
            out.append((None, "a block"))
        elif size:  # "[size=11][b]Bob[/b][/size] (first player)": a heading with a note
            out.append((1 + sizes.index(int(size.group(1))), words))
        elif re.fullmatch(r"\[b\][^\[]*\[/b\]", stripped) and _is_title(words):
            out.append((10 if words.endswith(":") else 9, words))
        elif _LABEL.match(words) and words == stripped:
            out.append((10, words))
        else:
            out.append((None, words))
    return out


def _plain_outline(text: str) -> Outline:
    out: Outline = []
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if not line.strip() or re.fullmatch(r"[-=]{3,}", line.strip()):
            continue
        below = lines[i + 1] if i + 1 < len(lines) else ""
        if re.fullmatch(r"={3,}", below):
            out.append((1, line))
        elif re.fullmatch(r"-{3,}", below) and len(below) == width(line):
            out.append((2, line))
        elif _LABEL.match(line) and not line.startswith(" "):
            out.append((10, line))
        else:
            out.append((None, line))
    return out


def headings_without_body(text: str, fmt: str, plain: str = "") -> list[str]:
    found = []
    parts = _markdown_parts(text, fmt)
    for number, part in enumerate(parts, 1):
        outline = _outline(part, fmt)
        for i, (rank, words) in enumerate(outline):
            if rank is None:
                continue
            after = outline[i + 1] if i + 1 < len(outline) else None
            if after is None and number < len(parts):
                continue  # a Discord message's end: discord_ends_on_heading says it
            if after is None:
                found.append(f"heading {words.strip()[:60]!r} ends the post")
            elif after[0] is not None and (after[0] <= rank or rank == 10):
                if rank == 10 and after[0] == 10:
                    continue  # a run of labels ("Deadline:", "Round 2:") is a list of its own
                found.append(f"heading {words.strip()[:60]!r} has no body before "
                             f"{after[1].strip()[:60]!r}")
    return found


def _fixed_width_headers(block: list[str]) -> list[str]:
    found = []
    for r, line in enumerate(block):
        if r == 0 or not forums._RULE.match(line):
            continue
        header = forums.display_columns(block[r - 1])
        indent, dashes = forums._RULE.match(line).groups()
        for m in re.finditer(r"-+", dashes):
            start, end = len(indent) + m.start(), len(indent) + m.end()
            if not "".join(header[start:end]).strip():
                found.append(f"a fixed-width table column (columns {start}-{end}) has no heading: "
                             f"{block[r - 1].strip()[:80]!r}")
    return found


def unheaded_columns(text: str, fmt: str, plain: str = "") -> list[str]:
    found = []
    for block in forums.code_blocks(text, fmt):
        found += _fixed_width_headers(block)
    if fmt == "markdown":
        tokens = forums.markdown_parser().parse(text)
        for i, token in enumerate(tokens):
            if token.type == "th_open" and not tokens[i + 1].content.strip():
                found.append("a Markdown table column has no heading")
    if fmt == "smf":
        page = forums.render_html(text, fmt)
        for table in re.findall(r"<table>(.*?)</table>", page, flags=re.S):
            first = re.search(r"<tr>(.*?)</tr>", table, flags=re.S)
            cells = re.findall(r"<td>(.*?)</td>", first.group(1), flags=re.S) if first else []
            if any(not re.sub(r"<[^>]+>", "", c).strip() for c in cells):
                found.append("an SMF table column has no heading")
    return found


#: a phrase of two words or more said again at once ("turn posts — turn posts")
_REPEAT = re.compile(r"(?<!\w)([A-Za-z][\w']*(?: [\w']+)+)\W{1,5}\1(?!\w)")


def said_twice(text: str, fmt: str, plain: str = "", players: tuple[str, ...] = ()) -> list[str]:
    """The same line twice in one part of the post, a part being what follows a heading or a
    line that starts with a player's name (two players may well have done the same thing),
    and a phrase said twice in a row within one line."""
    found = []
    headings = {_flat(words) for part in _markdown_parts(text, fmt)
                for rank, words in _outline(part, fmt) if rank is not None and rank < 10}
    lines = plain_units(text) if fmt == "plain" else [_flat(line) for line in reader_lines(text, fmt)]
    starts = tuple(p for p in players if p)
    seen: set[str] = set()
    for flat in lines:
        if flat in headings or flat.startswith(starts):
            seen = set()
        flat = flat.rstrip(".:")
        if len(flat) >= 24 and len(flat.split()) >= 3 and re.search(r"[A-Za-z]{3}", flat) \
                and not COPIED_WHOLE.search(flat):
            if flat in seen:
                found.append(f"said twice: {flat[:100]!r}")
            seen.add(flat)
        repeat = _REPEAT.search(flat)
        if repeat:
            found.append(f"{repeat.group(1)!r} said twice in one line: {flat[:100]!r}")
    return list(dict.fromkeys(found))


CHECKS: dict[str, Callable[[str, str, str], list[str]]] = {
    "run_together": run_together,
    "long_code_lines": long_code_lines,
    "long_plain_lines": long_plain_lines,
    "swallowing_list_items": swallowing_list_items,
    "discord_ends_on_heading": discord_ends_on_heading,
    "headings_without_body": headings_without_body,
    "unheaded_columns": unheaded_columns,
    "said_twice": said_twice,
}


def problems(text: str, fmt: str, plain: str, players: tuple[str, ...] = ()) -> list[str]:
    """Every check's findings for the post `text` in `fmt` (`plain`: the same post in plain;
    `players`: the players' names, where a part of the post about one player starts)."""
    return [f"{name}: {p}" for name, check in CHECKS.items()
            for p in (check(text, fmt, plain, players) if check is said_twice else check(text, fmt, plain))]


__all__ = ["CHECKS", "problems", "reader_lines", "plain_units"]
