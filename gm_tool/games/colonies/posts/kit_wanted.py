"""WANTED IN THE KIT (gm_tool/core/reading/habits.py): forum habits every game meets, written
here for Colonies until the lead moves them. None of it knows Colonies; each is a plain regular
expression or a pure function over the post's text.

- `DELIMITER` / `delimiter_line(text)`: a signature after a "--" / "___" line. The kit's forum
  layer drops "--" as a Markdown rule, so `habits.signature_start` never sees the delimiter: the
  raw text has to be looked at (or `forum.scan` could keep a note of where a "--" line was).
- `SAME` / `QUOTE`: "same as Dee" / "ditto" under `[quote=Dee]...[/quote]`: the quoted order is
  the poster's own (the quote is removed by the forum layer, so the raw text is needed again).
- `HEDGE`: "or maybe", "can't decide", "not sure", "EDIT: or Industry? hmm": not a decision — ask.
- `HYPOTHETICAL` / `HYPOTHETICAL_END`: "I'd hunt ... but", "Can't negotiate this turn, so:": an
  order word after these is not the order.
- `PLAN`: a line that starts with "next year/turn/round", "later": a plan, not an order.
- `NEGATED_MONEY`: "instead of the 4 €", "No 4€ for me": money the player does not take.
- `CORRECTION` / `DECISION`: "X... no wait, Y", "actually", "make that", "scratch that"; "torn
  between X and Y, but let's go with Y": the later part is what counts (private messages; in a
  turn post an EDIT line does this).

A statement test ("Commerce is only level 1", questions, past facts, negations, plans,
consequences such as "so everybody gets 2 colonists") would belong with these too; it lives in
`gamewords.GameWords.statement` because it needs to know which words are order verbs.
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["CORRECTION", "DECISION", "DELIMITER", "HEDGE", "HYPOTHETICAL", "HYPOTHETICAL_END",
           "NEGATED_MONEY", "PLAN", "QUOTE", "SAME", "delimiter_line"]


# "instead of the 4 €", "rather than selling": what the player does not do (not an order)
NEGATED_MONEY = re.compile(r"\b(?:instead\s+of|rather\s+than)\b[^,.;:!?()]*|"
                      r"\b(?:no|not|without|don'?t\s+(?:want|need|take))\s+(?:the\s+)?\d+\s*credits?\b"
                      r"(?:\s+for\s+me)?", re.IGNORECASE)


PLAN = re.compile(r"^\s*(?:next\s+(?:year|turn|round|time|action)|later|maybe\s+later|in\s+the\s+future|"
                   r"tomorrow|eventually)\b", re.IGNORECASE)


SAME = re.compile(r"^\s*(?:same\s+as|ditto(?:\s+for)?|me\s+too|likewise|same(?:\s+here)?|what)\s*"
                   r"(?:,\s*)?@?(?P<name>[\w' -]{0,40}?)\s*(?:said|did|does|wrote)?\s*(?:for\s+me)?[.!]*\s*$",
                   re.IGNORECASE)


QUOTE = re.compile(r"\[quote(?:\s*=\s*\"?(?P<who>[^\]\"]*)\"?|\s+author=(?P<author>[^\]\s]*)[^\]]*)?\]"
                    r"(?P<body>.*?)\[/quote\]", re.IGNORECASE | re.DOTALL)


DELIMITER = re.compile(r"^\s*(?:--+|__+|~~+|==+)\s*$")


def delimiter_line(text: Any) -> int | None:
    """The number of the last signature delimiter line ("--", "___") of the raw post."""
    if not isinstance(text, str):
        return None
    found = None
    for n, raw in enumerate(re.split(r"\r\n|\r|\n", text[:70_000]), start=1):
        if DELIMITER.match(raw):
            found = n
    return found


# "maybe", "or maybe", "can't decide", "not sure": not a decision
HEDGE = re.compile(r"^\s*or\b[^.!]*\?|\b(?:or\s+maybe|maybe|perhaps|not\s+sure|unsure|can'?t\s+decide|undecided|"
                    r"leaning|idk|dunno|whatever'?s?\s+better|either\s+way|thinking\s+about)\b",
                    re.IGNORECASE)


# "I'd hunt ... but", "I would sell ... but": a hypothetical before the order
HYPOTHETICAL = re.compile(r"\b(?:i'?d|i\s+would|would|could|should|might|wanted\s+to)\b", re.IGNORECASE)


HYPOTHETICAL_END = re.compile(r"\b(?:i'?d|i\s+would|would|could|should|might|if\s+i|can'?t|cannot|won'?t|"
                               r"don'?t|not|no|never|unable\s+to)\s*$", re.IGNORECASE)


CORRECTION = re.compile(r"\b(?:no\s+wait|wait|actually|i\s+mean|scratch\s+that|make\s+(?:that|it)|"
                         r"correction|change\s+(?:that|it)\s+to|sorry)\b[,:.!]*", re.IGNORECASE)


# "torn between X and Y ... but let's go with Y": the decision
DECISION = re.compile(r"\b(?:let'?s\s+go\s+with|go(?:ing)?\s+with|decided\s+on|i'?ll\s+(?:take|put\s+in|go\s+with)|"
                       r"final\s+answer|settling\s+on|settled\s+on)\b", re.IGNORECASE)
