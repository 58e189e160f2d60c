"""A match bonus claimed in words ("I keep the match bonus", "+2 for the match", "the 3 matches
the planet") when the colony coin does not match the planet: a wrong claim, named with the right
points (issue 19: every claim a player writes is checked, a figure or not)."""

from __future__ import annotations

import re
from typing import Any

from gm_tool.core.kit.diagnostics import Diagnostic, Severity

#: "match bonus", "the match", "matching", "matches the planet", "+2 match"
_MATCH = re.compile(r"\bmatch(?:es|ing|ed)?\b")
#: a word before "match" that denies or gives the bonus up ("no match", "without the match",
#: "skip the match bonus", "can't get the match"): no claim
_DENIED = re.compile(r"\b(?:no|not|without|skip(?:ping)?|forgo(?:ing)?|lose|losing|lost|miss(?:ing)?|"
                     r"give up|giving up|instead of|never|sacrific\w*|forget|n't|nt|neither|nor|"
                     r"won't|wont|can't|cant|doesn't|doesnt|isn't|isnt|don't|dont|less|minus|except|"
                     r"whether|unless|rather than|vs|versus|or)\b[^.!?;]*$")


#: the "+N" terms that end a text ("..., +2 +2 "): each with its sign
_SIGNED_TAIL = re.compile(r"(?:\+\s*\d+\s*)+(?:(?:for|the|in|from|of)\s+)*$")


def _bonuses_counted(before: str) -> bool:
    """"9 for planets, +2 +2 match = 13": two equal bonuses or more, each with its plus sign,
    before "match": the match bonuses of the colonies already held, in a running score, not a
    claim for this colony (not "5 + 2 match": the planet and a match)."""
    m = _SIGNED_TAIL.search(before)
    if m is None:
        return False
    values = re.findall(r"\d+", m.group())
    return len(values) >= 2 and len(set(values)) == 1 and not re.search(r"\d\s*$", before[:m.start()])


def _claims(sentence: str) -> bool:
    m = _MATCH.search(sentence)
    if m is None or "?" in sentence:
        return False
    before = sentence[:m.start()]
    if _bonuses_counted(before):
        return False       # "9 for planets, +2 +2 match = 13": the match bonuses of the score so far
    return _DENIED.search(before) is None


def match_claim(state: Any, player: str, action: Any, text: str, settings: Any) -> Diagnostic | None:
    """An error when a colonization post claims the match bonus its colony coin does not earn."""
    from gm_tool.core.kit.reading.forum import read
    from gm_tool.games.colonization.actions import Colonize
    from gm_tool.games.colonization.rules.pieces import number, place_name

    if not isinstance(action, Colonize) or not action.marker or not settings.match_bonus:
        return None
    ship = state.seats[player].ship
    planet = state.planet(ship)
    if planet is None or number(action.marker) == number(planet.value):
        return None
    for line in read(text):
        for sentence in re.split(r"[.!;]+|\s[-\u2013\u2014]\s", line.text.lower()):
            if _claims(sentence):
                points = number(planet.value)
                return Diagnostic(
                    "col.figure.wrong",
                    f"line {line.number}: you claim the match bonus; the rules give no match bonus: the "
                    f"{action.marker.capitalize()} coin does not match {place_name(ship)} (value {points})",
                    Severity.ERROR, line.number, None,
                    f"mark with the {planet.value.capitalize()} coin for the match, or drop the claim")
    return None
