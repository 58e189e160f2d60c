"""A line the forum wrapped, read as one (first written for Distant Colony; Beta Colony's
`wrapped_tail` joined it).

Players paste from phones and narrow editors, and forums wrap long lines: "Trade: buy 1 Basic" /
"Goods for 5 Wealth", "Net: -1 Food, +1 Raw, -1 BG, -1 Machine, +1" / "Wealth, +1 Skilled". A GM
reads one line there. Every game's posts are wrapped the same way; only what counts as a name
of the game differs, so a game passes its words in (`GameWords`).

- `join_wrapped` / `wrapped`: order lines broken inside a name, after a comma, a dangling word
  or a number whose unit is on the next line;
- `wrapped_tail(line)`: a line of talk that breaks off mid-sentence ("Dana, you're quiet,
  plotting something in" / "Thebes I bet."): the sentence goes on on the next line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from gm_tool.core.kit.matching import fold
from gm_tool.core.kit.reading import talk
from gm_tool.core.kit.reading.forum import Line

__all__ = ["DANGLING", "GameWords", "join_wrapped", "wrapped", "wrapped_tail"]


@dataclass(frozen=True)
class GameWords:
    """What the game says about its words, for `wrapped`."""

    #: a name of the game runs from the end of the first text into the second ("Basic / Goods")
    name_across: Callable[[str, str], bool]
    #: the kind of the amount noun the text starts with ("resource", "colonist"...), or None
    noun_first: Callable[[str], str | None]
    #: the word names a resource or a building ("Food", "Center")
    names_thing: Callable[[str], bool]
    #: the few words name something of the game (a building, a colonist, a place)
    names_game: Callable[[str], bool]
    #: a kind of noun that a bare number before it does not count ("Farm #7" / "Skilled ...")
    not_counted: frozenset[str] = frozenset({"colonist"})


# words a clause cannot end with, and words a wrapped clause goes on with
_DANGLING = frozenset({"for", "to", "from", "with", "into", "and", "at", "of", "the", "a", "an"})
_CONTINUES = frozenset({"from", "to", "into", "for", "with", "and", "then", "staffed", "paid",
                        "paying", "sold", "bought", "so", "but", "plus", "at", "on", "in"})
#: a wrapped line is a long one (forums wrap at 50-80 characters)
LONG = 35
#: no order line is longer: a line that long is not joined to more (a paste accident)
LONGEST = 600


def join_wrapped(lines: list[Line], *, clean: Callable[[str], str],
                 is_heading: Callable[[Line], bool], words: GameWords) -> list[Line]:
    """`lines` with each line that goes on with the one before (`wrapped`) joined to it, when
    it follows at once (no blank line) and starts no section; aligned columns join their last
    cell. The joined line keeps the first line's number."""
    if len(lines) < 2:
        return lines
    out: list[Line] = [lines[0]]
    for line in lines[1:]:
        prev = out[-1]
        if line.number == prev.number + 1 and len(line.cells) < 2 and len(prev.text) < LONGEST \
                and wrapped(clean(prev.cells[-1] if prev.cells else prev.text), clean(line.text),
                            words) \
                and not is_heading(Line(line.number, clean(line.text))):
            text = prev.text.rstrip() + " " + line.text.lstrip()
            cells = prev.cells[:-1] + (prev.cells[-1].rstrip() + " " + line.text.lstrip(),) \
                if prev.cells else ()
            out[-1] = Line(prev.number, text, cells)
        else:
            out.append(line)
    return out


def wrapped(first: str, second: str, words: GameWords) -> bool:
    """`second` goes on with `first`, broken by the forum: inside a name, after a word or a
    number that cannot end a clause ("+1" / "Wealth, +1 Skilled"), after a comma, inside
    brackets, or a long line followed by its bracket, its signed figure or a word that goes on
    with a clause. Never after a sentence's end, nor before a line with a colon of its own."""
    first, second = first.rstrip(), second.lstrip()
    if not first or not second or re.search(r"[.!?:;]$", first) \
            or re.match(r"[^\W\d_]+(?:\s[^\W\d_]+)?\s*:", second):
        return False      # ("Food: sold 2" starts a line of its own)
    if first.count("(") > first.count(")"):
        return True                                    # "(played, so I get two — only 1 BG"
    if len(first) >= LONG and re.search(r"\s[-\u2013\u2014]$", first):
        return True                                    # "Farm (Skilled ...) –" / "only ..."
    number = re.search(r"(?<![#\w])([+\-\u2212]?)\d+$", first)
    kind = words.noun_first(second) if number is not None else None
    if kind is not None and (number.group(1) or kind not in words.not_counted):
        return True                                    # "+1" / "Wealth, +1 Skilled"
    if first.endswith(","):
        return True                                    # "-1 Rare Raw," / "+1 Rare Goods"
    if len(first) >= LONG:
        if second.startswith("("):
            return True                                # "build farm" / "(skilled), prod ..."
        word = re.match(r"[^\W\d_]+", second)
        if word is not None and word.group() in _CONTINUES:
            return True                                # "reserve an Expert" / "from the pool"
        if re.match(r"[+\-\u2212]\d", second) and words.names_thing(first.split()[-1]):
            return True                                # "Colony Center -1 Food" / "+1 Wealth"
    m = re.search(r"([^\W\d_]+)\s*$", first)
    if m is None or re.search(r"[,)]\s*$", first) or not re.match(r"[^\W\d_]+|\d", second):
        return False
    if fold(m.group(1)) in _DANGLING:
        return not second[:1].isupper() or words.names_game(" ".join(second.split()[:3]))
    return words.name_across(first, second)


#: words a sentence does not end on: a line of talk that ends on one was wrapped by hand
DANGLING = frozenset({"in", "on", "at", "to", "of", "for", "with", "the", "a", "an", "and",
                      "or", "but", "my", "your", "his", "her", "their", "that", "from", "into"})


def wrapped_tail(line: str) -> str:
    """The last sentence of a line that breaks off mid-sentence ("... plotting something in"),
    or ""."""
    text = line.rstrip()
    if not text or text[-1] in ".!?:;)]":
        return ""
    found = talk.sentences(text)
    last = found[-1] if found else text
    words = last.split()
    return last if words and words[-1].lower() in DANGLING else ""
