"""What the reading kit (`gm_tool.core.reading`) should offer every game, written here for
Distant Colony until the kit's owner moves it (issue 19). Nothing here knows Distant Colony.

- `run_lines(runner, lines, ...)`: `SectionRunner.run` over lines the game has already scanned
  and prepared. Today `run` scans the text itself, so a game cannot read the habits of a post
  before the headings are found: a heading-less order ("Building a Harvester ..." -> Build), a
  heading written without its colon ("colonisation skilled", "org none", "Build -> Market"),
  several sections on one line ("colonisation skilled, build farm, trade nothing"), smileys
  and abbreviations. `infer(line, current_section)` gives a heading for a line the table finds
  none in; a heading inferred so is never a "duplicate section" the player wrote.
- `scan_lines(runner, text)`: the first half of `run` (scan within the table's limits);
- `split_line(line, cuts)`: one logical line as several with the same number (the forum layer
  does this for ``[*]`` and ``<br>``; a game needs it for several sections on one line).
"""

from __future__ import annotations

from typing import Any, Callable

from gm_tool.core.diagnostics import Severity
from gm_tool.core.reading.forum import Line
from gm_tool.core.reading.sections import Heading, SectionRunner, short

__all__ = ["run_lines", "scan_lines", "split_line"]


def split_line(line: Line, cuts: list[int]) -> list[Line]:
    """`line` cut before each index of `cuts` (each part stripped; empty parts dropped)."""
    out = []
    last = 0
    for cut in sorted(set(cuts)) + [len(line.text)]:
        part = line.text[last:cut].strip(" ,;")
        if part:
            out.append(Line(line.number, part))
        last = cut
    return out or [line]


def scan_lines(runner: SectionRunner, text: Any) -> list[Line] | None:
    """The first half of `SectionRunner.run`: the text's lines within the table's limits (the
    notes and the too-long diagnostics added), None when a line too long left none."""
    from gm_tool.core.reading.forum import scan

    limit = runner.table.max_lines
    reading = scan(text, max_lines=limit + 1)
    runner.diagnostics.extend(reading.notes)
    lines = reading.lines
    if len(lines) > limit:
        runner.add("too_long", f"the post has more than {limit} lines; only the first {limit} "
                   "were read", lines[limit].number, severity=Severity.WARNING)
        lines = lines[:limit]
    widest = runner.table.max_line_chars
    if any(len(line.text) > widest for line in lines):
        kept = []
        for line in lines:
            if len(line.text) > widest:
                runner.add("line_too_long", f"line {line.number} is longer than {widest:,} "
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


def run_lines(runner: SectionRunner, lines: list[Line], *, had_text: bool,
              extra_heading: Callable[[str, str], Heading | None] | None = None,
              check: Callable[[dict[str, list[Any]]], None] | None = None,
              infer: Callable[[Line, str | None], Heading | None] | None = None) -> set[int]:
    """Read prepared `lines` as `SectionRunner.run` reads a text's (the limits on the number
    and length of lines already applied). Returns the numbers of the lines whose heading was
    inferred."""
    table = runner.table
    if not lines:
        if had_text:
            runner.add("no_turn", "no turn found: nothing is left once quoted text and markup "
                       "are removed", None,
                       hint="a turn inside [quote] is someone else's; write yours outside it")
        else:
            runner.add("empty", "the post is empty", None, hint=table.empty_hint)
        return set()
    headings: list[tuple[int, Heading]] = []
    inferred: set[int] = set()
    current: str | None = None
    for idx, line in enumerate(lines):
        h = table.line_heading(line, extra_heading)
        if h is None and infer is not None:
            h = infer(line, current)
            if h is not None:
                inferred.add(idx)
        if h is not None:
            headings.append((idx, h))
            current = h.section
    if not headings:
        examples = [f"'{e}:'" for e in table.examples]
        such_as = (", ".join(examples[:-1]) + " or " + examples[-1] if len(examples) > 1
                   else "".join(examples))
        runner.add("no_turn", f"no turn found: the post has no section header such as {such_as}",
                   lines[0].number, hint="start each part of the turn with its phase name and a colon")
        return set()
    n_diags = len(runner.diagnostics)
    grouped = runner._group(lines, headings)
    # a heading the game inferred is not a section written twice: neither the inferred one nor
    # a written one after it is a duplicate
    inferred_numbers = {lines[i].number for i in inferred}
    first_of: dict[str, int] = {}
    for idx, h in headings:
        first_of.setdefault(h.section, idx)
    section_at = {lines[idx].number: h.section for idx, h in headings}
    kept = []
    for d in runner.diagnostics[n_diags:]:
        if d.code.endswith(".duplicate_section"):
            section = section_at.get(d.line or -1)
            first = first_of.get(section or "")
            if d.line in inferred_numbers or (first is not None and first in inferred):
                continue
        kept.append(d)
    runner.diagnostics[n_diags:] = kept
    runner.turn_lines = (lines[headings[0][0]].number, lines[-1].number)
    if check is not None:
        check(grouped)
    for section in table.order:
        items = grouped.get(section.key)
        if items is not None:
            runner._run_section(section, items)
            if section.finish is not None:
                section.finish(runner.reader)
    return inferred_numbers


def note(runner: SectionRunner, what: str, message: str, line: int | None,
         severity: Severity = Severity.INFO) -> None:
    runner.add(what, short(message, 200), line, severity=severity)
