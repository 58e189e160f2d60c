"""A runner over a table of sections: a post -> section headings -> each line to its handler.

A turn post in the seed's format is a run of sections, each opened by a heading ("Build:
Farm", "PRODUCTION PHASE", "| Trade | buy 2 Food |"). A game describes its sections as data
and code — a `SectionTable` of `Section`s, each with its title, the spellings of its heading
and the handler that reads one of its lines — and `SectionRunner` does the rest, the same way
for every game:

1. `scan` the forum text into lines (quotes and markup gone, line numbers kept);
2. find the headings: ``Head: rest``, ``Head - rest``, ``Head`` alone or followed by a number
   or a parenthesis, or a table row's first cell. Words such as "phase" and remarks such as
   "(played)" are ignored; a close typo of a heading is read with a did-you-mean warning;
3. the turn runs from the first heading; chatter before it is ignored. Each line belongs to
   the section opened last (a subsection's heading opens its parent section);
4. the sections run in the table's order, each line through the table's `prepare` and then
   the section's handler, which returns a status (`OK`, `PARTIAL`, `UNREADABLE`, `EMPTY`).
   Comment lines ("Note: ...", "(...)") are skipped. After the last heading a line belongs to
   the turn only when its handler understands it (fully, or partly without a blank line before
   it): the handler runs on trial and its effects are undone (`Reader.snapshot/restore`) when
   the line is chatter after the turn.

Diagnostics are appended to a list (the post's), with codes under the table's prefix:
``<prefix>.empty``, ``.no_turn``, ``.too_long``, ``.misspelt_section``, ``.duplicate_section``,
``.comment``, ``.trailing_text`` and (when the table asks for it) ``.unknown_section``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Protocol

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.matching import close_matches, fold
from gm_tool.core.kit.reading.forum import Line, scan
from gm_tool.core.kit.reading.vocabulary import Vocabulary

__all__ = ["EMPTY", "OK", "PARTIAL", "UNREADABLE", "Heading", "Item", "Reader", "Section",
           "SectionRunner", "SectionTable", "is_comment", "short"]

# What a handler says about one line: understood, understood with words left over, not
# understood (it reported why), or nothing there to read.
OK, PARTIAL, UNREADABLE, EMPTY = "ok", "partial", "unreadable", "empty"


@dataclass(frozen=True, slots=True)
class Heading:
    """A section heading found at the start of a line: the text after it is `rest`."""

    section: str
    subsection: str | None
    rest: str
    written: str                  # the heading as written ("Prodution")
    misspelt: str | None = None   # the spelling it was read as, when read through a typo


@dataclass(slots=True)
class Item:
    """One line of a section, as its handler reads it (for a heading line: the text after it)."""

    line: Line
    text: str
    subsection: str | None
    after_last_header: bool
    is_header: bool
    section: str = ""

    def with_text(self, text: str, subsection: str | None = None) -> "Item":
        return Item(self.line, text, subsection, self.after_last_header, self.is_header,
                    self.section)


Handler = Callable[[Any, Item], str]


@dataclass(frozen=True, slots=True)
class Section:
    """One section of a game's turn post. A subsection (`parent` set) has no handler: its lines
    go to its parent's handler with `Item.subsection` set."""

    key: str
    title: str
    spellings: tuple[str, ...]
    read: Handler | None = None
    parent: str | None = None
    # a list section: written again on the next line ("Build: Farm" / "Build: Harvester") is
    # normal, not a duplicate
    repeatable: bool = False
    finish: Callable[[Any], None] | None = None   # after the section's last line
    hint: str | None = None        # an example line, for "not understood"


class Reader(Protocol):
    """What the runner needs of a game's per-post reader: to undo a line read on trial."""

    def snapshot(self) -> object: ...

    def restore(self, saved: object) -> None: ...


# "Head (played):", "Build [2nd]:" — remarks in a heading
_HEAD_NOISE = compile_later(r"\((?:[^()]{0,60})\)|\[(?:[^\[\]]{0,60})\]")
_HEAD_DASH = compile_later(r"^(.{1,40}?)\s+(?:-{1,2}|\u2013|\u2014|=)\s+(.*)$")


def _without_noise(head: str) -> str:
    """A heading without its remarks in brackets (the pattern only when a bracket is there)."""
    return _HEAD_NOISE.sub(" ", head) if "(" in head or "[" in head else head
# "Word:" or "Two words:" at the start of a line (report_unknown)
_HEAD_LIKE = compile_later(r"^([^\W\d_]{1,30}(?:[ '][^\W\d_]{1,30}){0,2})\s*:")
_REST_AFTER_BARE_HEAD = compile_later(r"^[+\-\u2212(\d$]")
_COMMENT_START = compile_later(r"^\s*(?:note|notes|nb|n\.b\.|ps|p\.s\.|pps|edit|edited|ooc|comment|"
                               r"comments|question|q|reminder|fyi|btw|//|#)\b\s*[:.\-]?",
                               re.IGNORECASE)


class SectionTable:
    """A game's sections in the order they run, with the spellings of their headings.

    - `prefix`: diagnostic codes are ``<prefix>.<what>``;
    - `suffixes` / `leading`: words dropped at the end / start of a heading ("phase", "my");
    - `prepare(reader, item) -> item`: run on every line before its handler (e.g. remarks);
    - `not_a_heading(key)`: a folded word the fuzzy match must not take for a heading (a game
      noun close to a section name: "Farm" is a building, not a typo of "Farms");
    - `examples` (section titles) and `empty_hint`: the wording of "no turn" and "empty";
    - `max_lines`: a longer post is a paste accident; the rest is not read;
    - `max_line_chars`: a longer line is not a turn line (a paste accident, or a remark
      running to pages) and is not read: an error (``<prefix>.line_too_long``) says so;
    - `report_unknown`: a line of the turn written like a heading ("Tarde: buy 2 Food") whose
      head is no section's is reported (``<prefix>.unknown_section``, a warning, with "did you
      mean" when a heading is close) and then read as a line of the current section. Off for a
      game whose lines are also "Name: value" ("Farm #7: +1 Food").
    """

    def __init__(self, sections: Iterable[Section], *, prefix: str,
                 suffixes: Iterable[str] = ("phase", "step", "section"),
                 leading: Iterable[str] = ("my", "the"),
                 prepare: Callable[[Any, Item], Item] | None = None,
                 not_a_heading: Callable[[str], bool] | None = None,
                 examples: Iterable[str] = (), empty_hint: str | None = None,
                 fuzzy_cutoff: float = 0.8, max_lines: int = 500,
                 max_line_chars: int = 2_000, report_unknown: bool = False):
        self.sections: dict[str, Section] = {s.key: s for s in sections}
        self.order = [s for s in self.sections.values() if s.parent is None]
        self.prefix = prefix
        self.suffixes = frozenset(suffixes)
        self.leading = frozenset(leading)
        self.prepare = prepare
        self.not_a_heading = not_a_heading
        self.examples = tuple(examples)
        self.empty_hint = empty_hint
        self.fuzzy_cutoff = fuzzy_cutoff
        self.max_lines = max_lines
        self.max_line_chars = max_line_chars
        self.report_unknown = report_unknown
        # one vocabulary of heading spellings -> section key; a section's spelling wins over a
        # subsection's
        subsections = [(sp, s.key) for s in self.sections.values() if s.parent
                       for sp in s.spellings]
        main = [(sp, s.key) for s in self.order for sp in s.spellings]
        self.headings: Vocabulary[str] = Vocabulary(subsections + main, what="section")
        self._fuzzy = [p for p in self.headings.table if len(p) >= 4]

    def title(self, key: str) -> str:
        return self.sections[key].title

    def _place(self, key: str) -> tuple[str, str | None]:
        parent = self.sections[key].parent
        return (parent, key) if parent else (key, None)

    # -- headings ------------------------------------------------------------------------------

    def lookup(self, head: str) -> tuple[str, str | None] | None:
        """(section, subsection) of a heading written exactly (any case, noise and suffixes
        dropped), or None."""
        words = fold(_without_noise(head)).strip(" .-*=>#").split()
        while words and words[-1] in self.suffixes:
            words.pop()
        while words and words[0] in self.leading:
            words.pop(0)
        key = self.headings.get(" ".join(words))
        return self._place(key) if key is not None else None

    def fuzzy(self, head: str) -> tuple[str, str | None, str] | None:
        """(section, subsection, spelling) of a heading read through a small typo ("Surevy"):
        one or two words of four letters or more, no digits."""
        key = fold(_without_noise(head)).strip(" .-*=>#")
        if not key or len(key) < 4 or len(key.split()) > 2 or any(c.isdigit() for c in key):
            return None
        if self.not_a_heading is not None and self.not_a_heading(key):
            return None
        close = close_matches(key, self._fuzzy, n=1, cutoff=self.fuzzy_cutoff)
        if not close:
            return None
        return (*self._place(self.headings.table[close[0]]), close[0])

    def heading(self, text: str, extra: Callable[[str, str], Heading | None] | None = None
                ) -> Heading | None:
        """The heading at the start of `text`, or None. `extra(head, rest)` reads a game's own
        kind of "Head: rest" heading (tried after the exact spellings, before typos)."""
        colon = _head_colon(text)
        if colon > 0:
            head, rest = text[:colon], text[colon + 1:].strip()
            found = self.lookup(head)
            if found:
                return Heading(found[0], found[1], rest, head.strip())
            if extra is not None:
                special = extra(head, rest)
                if special is not None:
                    return special
            typo = self.fuzzy(head)
            if typo:
                return Heading(typo[0], typo[1], rest, head.strip(), misspelt=typo[2])
            return None
        m = _HEAD_DASH.match(text) if any(dash in text for dash in "-=\u2013\u2014") else None
        if m:
            found = self.lookup(m.group(1))
            if found:
                return Heading(found[0], found[1], m.group(2).strip(), m.group(1).strip())
        # "Head" alone, or "Head +1 Wealth" / "Head (..)"
        words = text.split()
        for n in (3, 2, 1):
            if len(words) < n:
                continue
            head = " ".join(words[:n])
            found = self.lookup(head.rstrip(".-"))
            if not found:
                continue
            rest = " ".join(words[n:])
            if not rest or _REST_AFTER_BARE_HEAD.match(rest):
                return Heading(found[0], found[1], rest, head)
        return None

    def line_heading(self, line: Line, extra: Callable[[str, str], Heading | None] | None = None
                     ) -> Heading | None:
        """`heading` of a line, or of a table row's first cell ("| Build | Farm |",
        "Survey      +1 Wealth")."""
        h = self.heading(line.text, extra)
        if h is None and len(line.cells) >= 2:
            found = self.lookup(line.cells[0])
            if found:
                h = Heading(found[0], found[1], " ".join(line.cells[1:]), line.cells[0])
        return h


@dataclass(slots=True)
class SectionRunner:
    """Reads one post with a table: `run(text)`; then `sections` (section -> heading line
    numbers) and `turn_lines` (first and last line read as the turn) say what was found."""

    table: SectionTable
    reader: Reader
    diagnostics: list[Diagnostic]
    sections: dict[str, list[int]] = field(default_factory=dict)
    turn_lines: tuple[int, int] | None = None

    def add(self, what: str, message: str, line: int | None, *, hint: str | None = None,
            severity: Severity = Severity.ERROR) -> None:
        self.diagnostics.append(Diagnostic(f"{self.table.prefix}.{what}", message, severity, line,
                                           None, hint))

    def run(self, text: Any, *, extra_heading: Callable[[str, str], Heading | None] | None = None,
            check: Callable[[dict[str, list[Item]]], None] | None = None) -> None:
        """Read `text`. `extra_heading`: see `SectionTable.heading`; `check(grouped)` sees the
        turn's sections (key -> items, in written order) before any is read."""
        lines = self.scan_lines(text)
        if lines is None:
            return
        self.run_lines(lines, had_text=isinstance(text, (str, bytes)) and bool(text.strip()),
                       extra_heading=extra_heading, check=check)

    def scan_lines(self, text: Any) -> list[Line] | None:
        """The first half of `run`: the text's lines within the table's limits (notes and the
        too-long diagnostics added); None when lines too long left none. A game that prepares
        its lines before the headings are found (habits, several sections on one line) calls
        this, prepares, then `run_lines`."""
        limit = self.table.max_lines
        reading = scan(text, max_lines=limit + 1)
        self.diagnostics.extend(reading.notes)
        lines = reading.lines
        if len(lines) > limit:
            # what is not read cannot be accepted: an order may stand in the rest
            self.add("too_long", f"the post has more than {limit} lines; only the first {limit} "
                     "were read, so the post cannot be accepted", lines[limit].number,
                     hint="post the turn alone, without the long quote or table talk")
            lines = lines[:limit]
        widest = self.table.max_line_chars
        if any(len(line.text) > widest for line in lines):
            kept = []
            for line in lines:
                if len(line.text) > widest:
                    self.add("line_too_long", f"line {line.number} is longer than {widest:,} "
                             f"characters, which no turn line is, so it was not read: "
                             f'"{short(line.text)}"', line.number,
                             hint="write the turn one order a line; put long remarks in a "
                                  "separate post")
                else:
                    kept.append(line)
            if not kept:
                return None
            lines = kept
        return lines

    def run_lines(self, lines: list[Line], *, had_text: bool,
                  extra_heading: Callable[[str, str], Heading | None] | None = None,
                  check: Callable[[dict[str, list[Item]]], None] | None = None,
                  infer: Callable[[Line, str | None], Heading | None] | None = None) -> set[int]:
        """The second half of `run`, over lines already scanned (and prepared by the game).
        `infer(line, current_section)` gives a heading for a line the table finds none in (an
        order written without its heading: "Building a Harvester" -> Build); a heading inferred
        so is never a section the player wrote twice. Returns the numbers of those lines."""
        if not lines:
            if had_text:
                self.add("no_turn", "no turn found: nothing is left once quoted text and markup "
                         "are removed", None,
                         hint="a turn inside [quote] is someone else's; write yours outside it")
            else:
                self.add("empty", "the post is empty", None, hint=self.table.empty_hint)
            return set()
        headings: list[tuple[int, Heading]] = []
        inferred: set[int] = set()
        current: str | None = None
        for idx, line in enumerate(lines):
            h = self.table.line_heading(line, extra_heading)
            if h is None and infer is not None:
                h = infer(line, current)
                if h is not None:
                    inferred.add(idx)
            if h is not None:
                headings.append((idx, h))
                current = h.section
        if not headings:
            examples = [f"'{e}:'" for e in self.table.examples]
            such_as = (", ".join(examples[:-1]) + " or " + examples[-1] if len(examples) > 1
                       else "".join(examples))
            self.add("no_turn", f"no turn found: the post has no section header such as {such_as}",
                     lines[0].number,
                     hint="start each part of the turn with its phase name and a colon")
            return set()
        n_diags = len(self.diagnostics)
        grouped = self._group(lines, headings)
        inferred_numbers = {lines[i].number for i in inferred}
        if inferred:
            # a heading the game inferred is not a section written twice: neither the inferred
            # one nor a written one after it is a duplicate
            first_of: dict[str, int] = {}
            for idx, h in headings:
                first_of.setdefault(h.section, idx)
            section_at = {lines[idx].number: h.section for idx, h in headings}
            kept = []
            for d in self.diagnostics[n_diags:]:
                if d.code.endswith(".duplicate_section"):
                    first = first_of.get(section_at.get(d.line or -1) or "")
                    if d.line in inferred_numbers or (first is not None and first in inferred):
                        continue
                kept.append(d)
            self.diagnostics[n_diags:] = kept
        self.turn_lines = (lines[headings[0][0]].number, lines[-1].number)
        if check is not None:
            check(grouped)
        for section in self.table.order:
            items = grouped.get(section.key)
            if items is not None:
                self._run_section(section, items)
                if section.finish is not None:
                    section.finish(self.reader)
        return inferred_numbers

    # -- the turn's lines, by section ----------------------------------------------------------

    def _group(self, lines: list[Line], headings: list[tuple[int, Heading]]
               ) -> dict[str, list[Item]]:
        last_heading = headings[-1][0]
        heading_at = dict(headings)
        grouped: dict[str, list[Item]] = {}
        current: str | None = None
        subsection: str | None = None
        previous: str | None = None
        for idx in range(headings[0][0], len(lines)):
            line = lines[idx]
            h = heading_at.get(idx)
            if h is None:
                assert current is not None
                if self.table.report_unknown:
                    self._unknown_heading(line)
                grouped[current].append(Item(line, line.text, subsection, idx > last_heading,
                                             False, current))
                continue
            if h.misspelt:
                name = self.table.title(h.subsection or h.section)
                self.add("misspelt_section", f'"{line.text}": read "{h.written}" as "{name}"',
                         line.number, hint=f'did you mean "{name}"?', severity=Severity.WARNING)
            if h.subsection and current == h.section:
                # a subsection heading inside its section ("Farms:" in Production)
                subsection = h.subsection
                items = grouped.setdefault(h.section, [])
            else:
                self._note_section(h, line, previous)
                current = h.section
                subsection = h.subsection
                items = grouped.setdefault(current, [])
            previous = h.section
            items.append(Item(line, h.rest, subsection, False, True, current or h.section))
        return grouped

    def _unknown_heading(self, line: Line) -> None:
        m = _HEAD_LIKE.match(line.text)
        if m is None or is_comment(line.text):
            return
        close = self.table.headings.did_you_mean(_without_noise(m.group(1)), 3, 0.6)
        titles = list(dict.fromkeys(self.table.title(key) for key in close))
        hint = ("did you mean " + " or ".join(f'"{t}"' for t in titles) + "?" if titles else
                "sections: " + ", ".join(s.title for s in self.table.order))
        self.add("unknown_section", f'"{line.text}": "{m.group(1).strip()}" is not a section; '
                 "the line is read as part of the section before it", line.number, hint=hint,
                 severity=Severity.WARNING)

    def _note_section(self, h: Heading, line: Line, previous: str | None) -> None:
        seen = self.sections.setdefault(h.section, [])
        if seen:
            adjacent = previous == h.section
            if not (adjacent and self.table.sections[h.section].repeatable):
                message = (f'"{line.text}": the {self.table.title(h.section)} section appears '
                           f"again (first on line {seen[0]}); both are read")
                if adjacent:
                    self.add("duplicate_section", message, line.number, severity=Severity.WARNING)
                else:
                    self.add("duplicate_section", message, line.number,
                             hint="write each section once, or say which one counts")
        seen.append(line.number)

    # -- reading a section ---------------------------------------------------------------------

    def _run_section(self, section: Section, items: list[Item]) -> None:
        handler = section.read
        assert handler is not None, f"section {section.key} has no handler"
        prepare = self.table.prepare
        reader = self.reader

        def parse(item: Item) -> str:
            return handler(reader, prepare(reader, item) if prepare is not None else item)

        trailing = False
        previous = items[0].line.number if items else 0
        for item in items:
            if trailing:
                continue
            if not item.is_header and is_comment(item.text):
                if item.after_last_header:
                    trailing = self._start_trailing(item)
                    continue
                self.add("comment", f'"{item.text}": read as a comment and skipped',
                         item.line.number, severity=Severity.INFO)
                continue
            if item.after_last_header:
                if not self._trial(parse, item, contiguous=item.line.number <= previous + 1):
                    trailing = self._start_trailing(item)
                    continue
                previous = item.line.number
                continue
            parse(item)
            previous = item.line.number

    def _trial(self, parse: Callable[[Item], str], item: Item, *, contiguous: bool) -> bool:
        """Read a line after the last heading, and keep it if it belongs to the turn: fully
        understood, or partly understood and not separated by a blank line."""
        saved = self.reader.snapshot()
        n_diagnostics = len(self.diagnostics)
        status = parse(item)
        if status == OK or (contiguous and status == PARTIAL):
            return True
        self.reader.restore(saved)
        del self.diagnostics[n_diagnostics:]
        return False

    def _start_trailing(self, item: Item) -> bool:
        self.add("trailing_text", f'"{short(item.text)}": the turn is taken to end before this '
                 "line; the rest of the post was skipped", item.line.number,
                 severity=Severity.INFO)
        self.turn_lines = (self.turn_lines[0], item.line.number - 1) if self.turn_lines else None
        return True


def _head_colon(text: str) -> int:
    """Where a "Head: rest" heading's colon is: the first one outside parentheses, when the
    head before it is short ("Production (my card: one colonist eats free): ..." has its
    colon after the remark); -1 when there is none."""
    depth = 0
    inside = 0   # characters of the head inside parentheses
    for k, ch in enumerate(text[:160]):
        if ch in "([":
            depth += 1
        elif ch in ")]" and depth:
            depth -= 1
        elif ch == ":" and depth == 0:
            return k if k - inside <= 48 else -1
        if depth:
            inside += 1
    first = text.find(":")
    return first if 0 < first <= 48 and depth else -1


def is_comment(text: str) -> bool:
    """A comment line in a turn: "Note: ...", "PS ...", "Edit: ...", "OOC ...", or a line wholly
    in parentheses."""
    stripped = text.strip()
    if stripped.startswith("(") and stripped.endswith(")"):
        return True
    return bool(_COMMENT_START.match(stripped))


def short(text: str, n: int = 60) -> str:
    """`text` cut to `n` characters with an ellipsis, for quoting a line in a message."""
    return text if len(text) <= n else text[: n - 1] + "\u2026"
