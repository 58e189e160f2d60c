"""Colonization's words as data (`words.toml`), as the reading kit's `Vocabulary`s and sets.

- `ROLES`: every form of every action verb -> its role (draw, colonize, destroy, roll, move,
  warp, play, restore, mark, pass): base forms from the data, -s/-ing/-ed forms made by
  `verb_forms`, irregular forms listed in the data;
- `VALUES` / `SUITS`: the piecepack's spellings of coin values and suits (`data/piecepack.toml`);
- word sets for the grammar's keys (coins used, the marker, directions, conditions, revisions).
"""

from __future__ import annotations

from pathlib import Path

from gm_tool.core.kit.reading import Vocabulary, load_words
from gm_tool.games.colonization.rules.pieces import suit_spellings, value_spellings
from gm_tool.core.kit.reading.habits import verb_forms

WORDS = load_words(Path(__file__).with_name("words.toml"))


def _roles() -> dict[str, str]:
    table: dict[str, str] = {}
    irregular = WORDS.get("irregular", {})
    for role, bases in WORDS["verbs"].items():
        for base in bases:
            for form in verb_forms(base) | set(irregular.get(base, ())):
                table.setdefault(form, role)
    return table


#: every verb form -> its role
ROLES: dict[str, str] = _roles()
ROLE_VOCABULARY: Vocabulary[str] = Vocabulary(
    {base: role for role, bases in WORDS["verbs"].items() for base in bases}, what="action")
VALUES: Vocabulary[str] = Vocabulary(value_spellings(), what="coin")
SUITS: Vocabulary[str] = Vocabulary(suit_spellings(), what="suit")

INTENT = frozenset(WORDS["intent"]["words"])
FILLERS = frozenset(WORDS["fillers"]["words"])
USED_KEYS = frozenset(WORDS["colonize"]["used"])
MARKER_KEYS = frozenset(WORDS["colonize"]["marker"])
NONE_WORDS = frozenset(WORDS["colonize"]["none"])
STEP_WORDS = frozenset(WORDS["move"]["steps"])
INWARD = frozenset(WORDS["move"]["inward"])
OUTWARD = frozenset(WORDS["move"]["outward"])
CONDITIONAL = frozenset(WORDS["conditional"]["words"])
REVISION = frozenset(WORDS["revision"]["words"])
NOUN_MAKERS = frozenset(WORDS["noun_makers"]["words"])
STRONG = frozenset(WORDS["game_words"]["strong"])
PLANS: tuple[tuple[str, ...], ...] = tuple(tuple(p.split()) for p in WORDS["plans"]["words"])
CLAIM_LABELS: dict[str, str] = {label: kind for kind, labels in WORDS["claims"].items()
                                for label in labels}

#: words a player writes for a number that are not coin names in chatter ("one more turn")
WEAK_VALUES = frozenset({"one", "a", "zero", "blank", "nil", "deuce", "trey", "aces", "sol",
                         "luna", "arm", "crown", "moon", "nul"})
NEGATIONS = frozenset({"not", "t", "never", "cannot", "cant", "dont", "wont", "didnt", "no"})


def coin_value(word: str) -> str | None:
    """The coin value a folded word names ("ace", "2", "null", "two"), or None."""
    return VALUES.get(word)


def suit_of(word: str) -> str | None:
    return SUITS.get(word)
