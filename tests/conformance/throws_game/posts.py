"""Throws' reader and writer: a private message <-> a throw.

`read_throw` reads what players really send, with the shared reading kit: forum markup and
quoted text removed (`reading.read`), remarks in parentheses skipped (`is_comment`), smileys,
"pls" and "I'll" read past (`habits`): "rock", "Rock!", "I'll go rock!", "paper pls",
"Hi GM,\nscissors this time\nCheers". It names exactly one throw or it is refused: "rock or
paper?" and "not rock" ask the player again (a GmError saying what a throw looks like). The
canonical text, the one the commitment is taken over, is the throw's name: "rock".
"""

from __future__ import annotations

from gm_tool.core.kit.errors import GmError
from gm_tool.core.kit.reading import habits, is_comment, read

from .rules import BEATS
from .state import THROWS

#: every word that names a throw, and the throw it names
SPELLINGS = {
    "rock": "rock", "rocks": "rock", "stone": "rock", "fist": "rock",
    "paper": "paper", "papers": "paper", "sheet": "paper",
    "scissors": "scissors", "scissor": "scissors", "scisors": "scissors", "sissors": "scissors",
}
#: words that turn a throw around ("not rock"): the player is asked again
NEGATIONS = {"not", "no", "never", "don't", "dont", "instead", "except", "or"}
HINT = "send one throw: rock, paper or scissors (e.g. 'rock' or 'I'll go paper')"


def read_throw(text: str) -> str:
    """The one throw a message names, as its canonical name; GmError when it names none, more
    than one, or one with a "not" or an "or" on its line."""
    named: list[tuple[str, str]] = []  # (throw, the line it was on)
    for line in read(text):
        if is_comment(line.text):
            continue
        clean = habits.strip_intent(habits.habitual(line.text))
        words = habits.words_of(clean)
        found = [SPELLINGS[w] for w in words if w in SPELLINGS]
        if not found:
            continue
        if NEGATIONS & set(words):
            raise GmError(f"cannot tell which throw {line.text.strip()!r} means", HINT)
        named += [(t, line.text.strip()) for t in found]
    throws = sorted({t for t, _ in named})
    if not throws:
        raise GmError(f"no throw found in {text.strip()[:80]!r}", HINT)
    if len(throws) > 1:
        raise GmError(f"{text.strip()[:80]!r} names {' and '.join(throws)}: one throw a round",
                      HINT)
    return throws[0]


def write_throw(throw: str) -> str:
    if throw not in THROWS:
        raise GmError(f"{throw!r} is not a throw", HINT)
    return throw


def describe(throw: str) -> str:
    """A throw in words, for the GM's eyes: "rock (beats scissors)"."""
    return f"{throw} (beats {BEATS[throw]})" if throw in BEATS else throw
