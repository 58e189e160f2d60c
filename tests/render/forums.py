"""Real renderers for the tests: each forum's post as its readers would see it.

- BBCode: the `bbcode` package's parser (PyPI `bbcode`), configured with exactly the tags each
  forum has (docs: ../shared/reference/forum-formats.md): a tag a forum does not have is shown
  as typed, like on the forum. SMF and phpBB do not parse inside [code]; BoardGameGeek parses
  tags inside [c]. Forums link bare URLs, so the parser does too (outside [code]).
- Markdown and Discord: markdown-it-py (CommonMark, with GFM tables and strikethrough; raw
  HTML allowed, as GitHub and Discourse allow some).

Helpers check what a reader would notice: a raw tag left in the shown text, unbalanced tags, a
table that is no table or a fixed-width block whose columns do not line up, and markup that only
a player's name produced (`skeleton`: the post's structure, to compare with the same post for
harmless names).
"""

from __future__ import annotations

import html
import re
import unicodedata
from functools import lru_cache

import bbcode
from markdown_it import MarkdownIt

from gm_tool.core.kit.views.text import one_line
from gm_tool.render.discord import messages_of
from gm_tool.render.escape import width

#: every forum's own tags (forum-formats.md); [table][tr][td] are SMF's tables
FORUM_TAGS: dict[str, tuple[str, ...]] = {
    "smf": ("b", "i", "u", "s", "color", "size", "quote", "code", "list", "li", "hr", "tt",
            "table", "tr", "td", "url"),
    # [url] is a default tag of both boards (SMF's parse_bbc, phpBB's bbcode.html), though the
    # reference table lists only what posts use most
    "phpbb": ("b", "i", "u", "color", "size", "quote", "code", "list", "*", "spoiler", "url"),
    "bgg": ("b", "i", "u", "-", "color", "size", "q", "o", "c", "hr", "url", "user", "thing"),
}
#: tags of any board: none of them may be left for a reader to see
ALL_TAGS = sorted(set().union(*FORUM_TAGS.values()) | {
    "url", "img", "email", "nobbc", "center", "left", "right", "font", "sub", "sup", "noparse",
    "youtube", "th", "thing", "user", "spoiler", "o", "q", "c", "-", "*"})
RAW_TAG = re.compile(r"\[/?(?:" + "|".join(re.escape(t) for t in ALL_TAGS) + r")(?:=[^\]\n]*)?\]",
                     re.IGNORECASE)
STANDALONE = {"hr"}


class ForumParser(bbcode.Parser):
    """bbcode.Parser whose phpBB list item ([*]) ends at the next item or at [/list], as on
    phpBB (the package's own ends it at a line break)."""

    def _find_closing_token(self, tag, tokens, pos):
        if tag.tag_name != "*":
            return super()._find_closing_token(tag, tokens, pos)
        depth = 0
        for i in range(pos, len(tokens)):
            kind, name = tokens[i][0], tokens[i][1]
            if kind == self.TOKEN_TAG_START and name == "list":
                depth += 1
            elif kind == self.TOKEN_TAG_END and name == "list":
                if depth == 0:
                    return i, False
                depth -= 1
            elif kind == self.TOKEN_TAG_START and name == "*" and depth == 0:
                return i, False
        return len(tokens), True


def _colour(name, value, options, parent, context):
    colour = (options or {}).get(name) or next(iter((options or {}).keys()), "inherit")
    attr = "color" if name == "color" else "font-size"
    return f'<span style="{attr}:{html.escape(str(colour))}">{value}</span>'


@lru_cache(maxsize=None)
def bbcode_parser(forum: str) -> ForumParser:
    """A parser that knows exactly `forum`'s tags."""
    p = ForumParser(install_defaults=False, replace_cosmetic=False, replace_links=True,
                    escape_html=True)
    tags = FORUM_TAGS[forum]
    simple = {"b": "strong", "i": "em", "u": "u", "s": "s", "-": "s", "tt": "tt",
              "spoiler": "details", "o": "details"}
    for tag, element in simple.items():
        if tag in tags:
            p.add_simple_formatter(tag, f"<{element}>%(value)s</{element}>")
    for tag in ("color", "size"):
        if tag in tags:
            p.add_formatter(tag, _colour)
    for tag in ("quote", "q"):
        if tag in tags:
            p.add_simple_formatter(tag, "<blockquote>%(value)s</blockquote>", strip=True,
                                   swallow_trailing_newline=True)
    if "code" in tags:  # SMF, phpBB: nothing inside is parsed or linked
        p.add_simple_formatter("code", "<pre>%(value)s</pre>", render_embedded=False,
                               transform_newlines=False, replace_links=False,
                               replace_cosmetic=False, swallow_trailing_newline=True)
    if "c" in tags:  # BGG parses tags inside [c]
        p.add_simple_formatter("c", "<pre>%(value)s</pre>", transform_newlines=False,
                               replace_cosmetic=False)
    if "hr" in tags:
        p.add_simple_formatter("hr", "<hr />", standalone=True, swallow_trailing_newline=True)
    if "list" in tags:
        p.add_simple_formatter("list", "<ul>%(value)s</ul>", transform_newlines=False, strip=True,
                               swallow_trailing_newline=True)
    if "li" in tags:
        p.add_simple_formatter("li", "<li>%(value)s</li>", strip=True,
                               swallow_trailing_newline=True)
    if "*" in tags:
        p.add_simple_formatter("*", "<li>%(value)s</li>", strip=True)
    if "table" in tags:
        p.add_simple_formatter("table", "<table>%(value)s</table>", transform_newlines=False,
                               strip=True, swallow_trailing_newline=True)
        p.add_simple_formatter("tr", "<tr>%(value)s</tr>", transform_newlines=False, strip=True)
        p.add_simple_formatter("td", "<td>%(value)s</td>", strip=True)
    for tag in ("url", "user", "thing"):
        if tag in tags:
            p.add_simple_formatter(tag, '<a href="#">%(value)s</a>', replace_links=False)
    return p


@lru_cache(maxsize=None)
def markdown_parser() -> MarkdownIt:
    return MarkdownIt("commonmark").enable(["table", "strikethrough"])


def render_html(text: str, fmt: str) -> str:
    """The HTML a reader's forum (or chat) makes of a post; Discord's messages one by one."""
    if fmt in ("smf", "phpbb", "bgg"):
        return bbcode_parser(fmt).format(text)
    if fmt in ("markdown", "discord"):
        parts = messages_of(text) if fmt == "discord" else [text]
        return "\n".join(markdown_parser().render(part) for part in parts)
    raise ValueError(fmt)


def visible_text(page: str) -> str:
    """What a reader sees of rendered HTML (and copies from it)."""
    page = re.sub(r"<br\s*/?>", "\n", page)
    page = re.sub(r"</(p|li|tr|h\d|pre|blockquote|ul|table)>", "\n", page)
    page = re.sub(r"</td>", "\t", page)
    page = re.sub(r"<[^>]+>", "", page)
    return html.unescape(page)


def shown(text: str, fmt: str) -> str:
    """The text a reader sees of a post in format `fmt` (plain text and e-mail as they are)."""
    if fmt == "plain":
        return text
    return visible_text(render_html(text, fmt))


def skeleton(text: str, fmt: str) -> list[str]:
    """The post's structure: the HTML elements in order (BBCode), or markdown-it's token types
    (block and inline): the same for a post whatever its player names, unless a name became
    markup (bold, a link, a list, a table cell, a heading)."""
    if fmt in ("smf", "phpbb", "bgg"):
        return re.findall(r"<(/?[a-z0-9]+)", render_html(text, fmt))
    parts = messages_of(text) if fmt == "discord" else [text]
    out: list[str] = []
    for part in parts:
        for token in markdown_parser().parse(part):
            if token.type in ("paragraph_open", "paragraph_close"):
                continue  # a Discord split may move a paragraph break
            out.append(token.type)
            out += [child.type for child in token.children or []
                    if child.type not in ("text", "softbreak")]
    return out


def unbalanced_tags(text: str, fmt: str) -> list[str]:
    """Tags of the forum that are not properly closed or nested ([*] closes itself; nothing
    inside SMF's and phpBB's [code] is a tag)."""
    parser = bbcode_parser(fmt)
    stack: list[str] = []
    problems: list[str] = []
    for kind, name, _, raw in parser.tokenize(text):
        if stack and stack[-1] == "code" and not (kind == parser.TOKEN_TAG_END and name == "code"):
            continue
        if kind == parser.TOKEN_TAG_START:
            if name in STANDALONE:
                continue
            if name == "*" and stack and stack[-1] == "*":
                stack.pop()
            stack.append(name)
        elif kind == parser.TOKEN_TAG_END:
            if name == "list" and stack and stack[-1] == "*":
                stack.pop()
            if not stack or stack[-1] != name:
                problems.append(f"{raw} closes {stack[-1] if stack else 'nothing'}")
                continue
            stack.pop()
    problems += [f"[{name}] never closed" for name in stack if name != "*"]
    return problems


def outside_code(text: str, fmt: str) -> str:
    """The shown text of a post without what its code blocks show as typed (SMF's and phpBB's
    [code], Markdown's fences and code spans; BGG parses inside [c], so that stays)."""
    page = render_html(text, fmt)
    if fmt in ("smf", "phpbb"):
        page = re.sub(r"<pre>.*?</pre>", "", page, flags=re.S)
    elif fmt in ("markdown", "discord"):
        page = re.sub(r"<pre>.*?</pre>|<code>.*?</code>", "", page, flags=re.S)
    return visible_text(page)


#: Markdown a reader would see as typed: bold or emphasis markers, a fence, a table rule
RAW_MARKDOWN = re.compile(r"\*\*|__|```|\|-{3}|^#{1,6} ", re.MULTILINE)


def raw_tags(text: str, fmt: str) -> list[str]:
    """Markup a reader would see as typed in the rendered post (outside code blocks): a
    BBCode tag on a board, Markdown syntax in Markdown and Discord."""
    if fmt in ("markdown", "discord"):
        return RAW_MARKDOWN.findall(outside_code(text, fmt))
    return RAW_TAG.findall(outside_code(text, fmt))


def code_blocks(text: str, fmt: str) -> list[list[str]]:
    """The fixed-width blocks of a post, as lists of lines (what the reader sees in them)."""
    if fmt in ("smf", "phpbb", "bgg"):
        page = render_html(text, fmt)
        return [html.unescape(re.sub(r"<[^>]+>", "", b)).split("\n")
                for b in re.findall(r"<pre>(.*?)</pre>", page, flags=re.S)]
    if fmt in ("markdown", "discord"):
        parts = messages_of(text) if fmt == "discord" else [text]
        return [t.content.rstrip("\n").split("\n") for part in parts
                for t in markdown_parser().parse(part) if t.type == "fence"]
    # plain: indented runs of lines after a blank line
    blocks, current = [], []
    for line in text.split("\n") + [""]:
        if line.startswith("  ") and line.strip():
            current.append(line)
        else:
            if current:
                blocks.append(current)
            current = []
    return blocks


_RULE = re.compile(r"^( *)(-+(?:  -+)*)$")


def misaligned_tables(text: str, fmt: str) -> list[str]:
    """Fixed-width tables (a block with a dashed rule under its header) whose columns do not
    line up: at every gap of the rule, every row has a space (counted in display columns)."""
    problems = []
    for block in code_blocks(text, fmt):
        rule = next((i for i, line in enumerate(block) if _RULE.match(line)), None)
        if rule is None or rule == 0:
            continue
        indent, dashes = _RULE.match(block[rule]).groups()
        gaps = [len(indent) + m.start() for m in re.finditer(r"  ", dashes)]
        total = len(indent) + len(dashes)
        for row in block[rule - 1:]:
            if not row.strip() or row.strip().startswith("("):  # a legend under the table
                continue
            cols = display_columns(row)
            for gap in gaps:
                if gap < len(cols) and cols[gap] != " ":
                    problems.append(f"column gap {gap} is {cols[gap]!r} in {row!r}")
                    break
            if len(cols) > total + 40:  # a cell far wider than its column
                problems.append(f"row wider than its rule: {row!r}")
    return problems


def display_columns(line: str) -> list[str]:
    """The line as one character per display column (a wide character fills two)."""
    out: list[str] = []
    for ch in line:
        w = width(ch)
        if w == 0:
            continue
        out += [ch] * w
    return out


def markdown_tables(text: str, fmt: str) -> tuple[int, list[str]]:
    """(tables rendered, problems): every pipe table in the source is rendered as a table,
    with as many cells in each row as in its header."""
    parts = messages_of(text) if fmt == "discord" else [text]
    tables, problems = 0, []
    for part in parts:
        tokens = markdown_parser().parse(part)
        source_tables = sum(1 for a, b in zip(part.split("\n"), part.split("\n")[1:])
                            if a.startswith("| ") and re.match(r"^\|(?:-{3}:?\|)+$", b))
        rendered = [i for i, t in enumerate(tokens) if t.type == "table_open"]
        tables += len(rendered)
        if len(rendered) != source_tables:
            problems.append(f"{source_tables} pipe tables written, {len(rendered)} rendered")
        for start in rendered:
            widths = []
            cells = 0
            for t in tokens[start:]:
                if t.type in ("th_open", "td_open"):
                    cells += 1
                elif t.type == "tr_close":
                    widths.append(cells)
                    cells = 0
                elif t.type == "table_close":
                    break
            if len(set(widths)) > 1:
                problems.append(f"rows with {sorted(set(widths))} cells")
    return tables, problems


FORUMS = ("smf", "phpbb", "bgg", "markdown", "discord", "plain")
BBCODE = ("smf", "phpbb", "bgg")
MARKDOWN = ("markdown", "discord")


def post_problems(text: str, fmt: str) -> list[str]:
    """What is wrong with a post in format `fmt` as its forum shows it: unbalanced or raw tags,
    misaligned fixed-width tables, broken Markdown tables (or any pipe table on Discord), plain
    lines over 72 columns (a line holding only a hash may be longer: it is copied whole)."""
    found: list[str] = []
    if fmt in BBCODE:
        found += unbalanced_tags(text, fmt)
    if fmt != "plain":
        found += [f"raw markup {m!r}" for m in raw_tags(text, fmt)]
    found += misaligned_tables(text, fmt)
    if fmt in MARKDOWN:
        tables, table_problems = markdown_tables(text, fmt)
        found += table_problems
        if fmt == "discord" and tables:
            found.append("Discord has no tables: a pipe table is shown as typed")
    if fmt == "plain":
        found += [f"line of {len(line)} columns: {line!r}" for line in text.split("\n")
                  if len(line) > 72
                  and not re.fullmatch(r"\s*(seed|salt)?:? ?[0-9a-f]{32,64}", line)]
    return found


def invisible(text: str) -> list[str]:
    """Zero-width and other format characters in `text` (a copied command must hold none)."""
    return [f"U+{ord(c):04X}" for c in text if unicodedata.category(c) == "Cf"]


#: one line, or folded over lines ending in " \\" (core/kit/views/text.hash_command)
COMMAND = re.compile(r"printf '[^'\n]*'(?:(?: | \\\n\s*)'[^'\n]*')* \| sha256sum")


def holds_command(text: str, command: str) -> bool:
    """`command` (perhaps folded over lines) shown in `text`, whatever indents its lines or
    frames them (a terminal panel's borders), or on one line as the terminal shows it."""
    def lines(value: str) -> str:
        return "\n".join(line.strip().strip("│").strip() for line in value.split("\n"))
    return lines(command) in lines(text) or one_line(command) in text


def commands(text: str) -> list[str]:
    """The `printf … | sha256sum` commands a reader can copy from shown text."""
    return COMMAND.findall(text)
