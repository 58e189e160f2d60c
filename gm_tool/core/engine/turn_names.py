"""Which turn a post names, and which turn a step is: in a sequential game a post sent ahead of
its turn waits for it (core/engine/turns.py), and a post that names its turn ("Action 3:", "Turn 14",
"[b]2nd action[/b] — pass") is held to that turn.

Only a heading names a turn: a line of its own, or the start of a line followed by a colon or a
dash, outside quotes. "I'll pass on turn 14" in the middle of a sentence is talk, not a name.
"""

from __future__ import annotations

import re

from gm_tool.core.game.interface import Clock, Step

ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
            "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6}
_ORDINAL = "|".join(ORDINALS)
HEADING = re.compile(
    rf"^\W*(?:my\s+)?(?:(?P<kind>action|turn)\s*#?\s*(?P<number>\d+)(?:\s+of\s+\d+)?"
    rf"|(?P<ordinal>{_ORDINAL})\s+(?P<kind2>action|turn))\s*(?::|[-–—]\s|$)", re.IGNORECASE)
_MARKUP = re.compile(r"\[/?[a-z*]+(?:=[^\]]*)?\]|\*\*|__|^#+\s*", re.IGNORECASE)
_QUOTE = re.compile(r"\[quote[^\]]*\].*?\[/quote\]", re.IGNORECASE | re.DOTALL)
_LABEL_ACTION = re.compile(rf"\baction\s+(\d+)\b|\b({_ORDINAL})\s+action\b", re.IGNORECASE)


def named_turn(text: str) -> tuple[str, int] | None:
    """("action", 3) or ("turn", 14) when a heading of the post names its turn; else None."""
    for line in _QUOTE.sub("", text).splitlines():
        if line.lstrip().startswith(">"):
            continue
        match = HEADING.match(_MARKUP.sub("", line).strip())
        if match:
            if match.group("number"):
                return match.group("kind").lower(), int(match.group("number"))
            return match.group("kind2").lower(), ORDINALS[match.group("ordinal").lower()]
    return None


def step_action(step: Step) -> int | None:
    """The number of the action a turn step asks for ("Ann's action 2 of 3", "Bob's second
    action"), or None for a game whose turns have no numbered actions."""
    match = _LABEL_ACTION.search(step.label)
    if not match:
        return None
    return int(match.group(1)) if match.group(1) else ORDINALS[match.group(2).lower()]


def compare(named: tuple[str, int] | None, step: Step, clock: Clock) -> str:
    """"now" when the post fits this step, "later" when it names a turn still to come, "past"
    when it names one already played."""
    if named is None:
        return "now"
    kind, number = named
    current = step_action(step) if kind == "action" else clock.number
    if current is None or number == current:
        return "now"
    return "later" if number > current else "past"
