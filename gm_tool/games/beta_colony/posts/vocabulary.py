"""Beta Colony's words (posts/words.toml) as the reading kit's Vocabularies, and the board's own
names (mats, achievements) read the same way."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from gm_tool.core.kit.matching import fold
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading import Vocabulary, load_words

WORDS = load_words(Path(__file__).with_name("words.toml"))

DICE = Vocabulary.from_data(WORDS["dice"], what="die")
LOCATIONS = Vocabulary.from_data(WORDS["locations"], what="location")
MATERIALS = Vocabulary.from_data(WORDS["materials"], what="material")
POD_COLOURS = Vocabulary.from_data(WORDS["pod_colours"], what="pod colour")
COLONIES = Vocabulary.from_data(WORDS["colonies"], what="colony")
DOCK = Vocabulary.from_data({"dock": ["dock", "docks", "docking"]}, what="verb")
NUMBER_WORDS = {w: int(k) for k, ws in WORDS["numbers"].items() for w in ws}
COLUMN_WORDS = {w: int(k) for k, ws in WORDS["columns"].items() for w in ws}
FILLERS = set(WORDS["fillers"]["words"])
VERBS = {verb: set(spellings) for verb, spellings in WORDS["verbs"].items()}
CCW_WORDS = set(WORDS["ccw"]["words"])
NONE_WORDS = set(WORDS["none"]["words"])
UNITS = Vocabulary.from_data(WORDS["units"], what="unit")
TOTAL_WORDS = set(WORDS["totals"]["words"])
LATER_WORDS = set(WORDS["later"]["words"])
EXTRA_WORDS = set(WORDS["extras"]["words"])
WISH_WORDS = set(WORDS["wish"]["words"])
#: "cycle goal done!", "goal met ✔", "that's the goal reached": a goal said to be met is a claim
#: about this action (its figures are checked), not a wish
GOAL_MET = compile_later(r"(?i)\bgoals?\b\W{0,3}(?:is\s+|now\s+)?(?:done|met|reached|complete[d]?|achieved|"
                         r"fulfill?ed|\u2714|\u2713|\u2705|check(?:ed)?)|(?:met|reached|completed?|achieved|"
                         r"fulfill?ed)\s+(?:the\s+|my\s+)?(?:cycle\s+)?goal|"
                         # "fuel 7 = goal!", "→ goal ✔": the figure said to be the goal
                         r"(?:=|\u2192|->)\s*(?:the\s+|my\s+)?(?:cycle\s*\d?\s+)?goal\b(?!\s+(?:is|needs|wants))")
POWER_WORDS = {power: tuple(words) for power, words in WORDS["powers"].items()}
FILLERS |= TOTAL_WORDS | EXTRA_WORDS | LATER_WORDS | WISH_WORDS | {"so", "because", "since", "gives", "give",
                                                     "giving", "given", "which", "who", "yes"}

#: every word the reader knows, for "did you mean" on an unknown one
KNOWN = Vocabulary([(w, w) for voc in (DICE, LOCATIONS, MATERIALS, POD_COLOURS, COLONIES)
                    for spelling in voc for w in spelling.split() if len(w) > 2]
                   + [(w, w) for w in FILLERS if len(w) > 3], what="word")

_PAREN = compile_later(r"\s*\([^)]*\)\s*")
_NUMBER_NAMES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                 "fourteen fifteen sixteen seventeen eighteen nineteen twenty").split()
_NAME_NUMBER = compile_later(r"(\d{1,2})\s*(\+)?")
_BUILDING_NUMBER = compile_later(r"(?i)\b(building\s+of\s+)(\d{1,2})\s*(\+)?")


def spell_numbers(text: str) -> str:
    """"building of 7+" -> "building of seven plus": a name with a number, as words (the
    reader reads names word by word)."""
    def one(m: re.Match) -> str:
        n = int(m.group(1))
        word = _NUMBER_NAMES[n] if n < len(_NUMBER_NAMES) else m.group(1)
        return word + (" plus" if m.group(2) else "")
    return " ".join(_NAME_NUMBER.sub(one, text).replace("+", " plus ").split())


def building_numbers(text: str) -> str:
    """The numbers of building names in a post's text as words ("the Building of 7+ on
    Xi'an 1" -> "the Building of seven plus on Xi'an 1"), so that 7 is not read as a space."""
    if "uilding" not in text and "UILDING" not in text:
        return text
    return _BUILDING_NUMBER.sub(lambda m: m.group(1) + spell_numbers(m.group(2) + (m.group(3) or "")) + " ",
                                text)


def _spellings(name: str) -> list[str]:
    plain = _PAREN.sub(" ", name).strip()
    return [fold(name), fold(plain)]


@lru_cache(maxsize=16)
def _board_words(key: tuple) -> tuple[dict[str, str], dict[str, str]]:
    mats, achievements = key
    mat_words: dict[str, str] = {}
    for mkey, name, powers in mats:
        for s in [fold(mkey.replace("_", " ")), fold(mkey), *_spellings(name),
                  *(fold(p.replace("_", " ")) for p in powers)]:
            mat_words[s] = mkey
    ach_words: dict[str, str] = {}
    for akey, name, kind in achievements:
        for s in [fold(akey.replace("_", " ")), fold(akey), *_spellings(name)]:
            ach_words[s] = akey
            ach_words[spell_numbers(s)] = akey
        if kind:
            for s in (f"statue of {kind}", f"statue of the {kind}", f"{kind} statue",
                      f"statue of the {'centre' if kind == 'center' else kind}",
                      f"{'centre' if kind == 'center' else kind} statue",
                      f"statue of {'color' if kind == 'colour' else kind}",
                      f"{'color' if kind == 'colour' else kind} statue"):
                ach_words[fold(s)] = akey
    return mat_words, ach_words


def board_words(state: dict[str, Any]) -> tuple[dict[str, str], dict[str, str]]:
    """(mat spelling -> mat key, achievement spelling -> key) from the campaign's board."""
    board = state["board"]
    key = (tuple((m["key"], m["name"], tuple(m["powers"])) for m in board["mats"]),
           tuple([(b["key"], b["name"], "") for b in board["buildings"]]
                 + [(s["key"], s["name"], s["kind"]) for s in board["statues"]]))
    return _board_words(key)


def find_phrase(words: list[str], table: dict[str, Any], longest: int = 6) -> list[tuple[int, int, Any]]:
    """Every (start, end, name) where a spelling of `table` is made of consecutive `words`
    (the longest first at each position; matches do not overlap)."""
    out = []
    i = 0
    while i < len(words):
        for length in range(min(longest, len(words) - i), 0, -1):
            name = table.get(" ".join(words[i:i + length]))
            if name is not None:
                out.append((i, i + length, name))
                i += length
                break
        else:
            i += 1
    return out


#: the words of the game, for the ledger's "please confirm": a line that holds one of these and
#: was not read is asked about (dice and pod colours, locations, materials, colonies, units, dock)
GAME_WORDS = frozenset(w for voc in (DICE, LOCATIONS, MATERIALS, POD_COLOURS, COLONIES, UNITS)
                       for spelling in voc for w in spelling.split() if len(w) > 2
                       and w not in ("the", "rid", "back", "gan", "left", "right"))
GAME_WORDS = GAME_WORDS | {"dock", "manufactory", "ridback", "gan", "nexus", "azophi", "pod",
                           "statue", "achievement"}


def is_game_word(word: str) -> bool:
    return word in GAME_WORDS


def verb_of(word: str) -> str | None:
    """The verb (move, activate, dock, pay, flip, set, take, build) `word` is a form of."""
    from gm_tool.core.kit.reading.habits import verb_base
    for verb, spellings in VERBS.items():
        if verb_base(word, spellings) is not None:
            return verb
    return None
