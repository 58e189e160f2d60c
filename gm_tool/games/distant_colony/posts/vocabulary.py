"""Distant Colony's words as players write them: amounts, resources, colonists, buildings, places.

Everything here is forgiving: any case, singular or plural, short forms (BG, RG, BR/Raw, RR, Mach,
VP, W, $), "(s)" plurals, number words ("a", "one", "two"), and building names with small typos
(difflib; a close typo is read with a warning, a distant one is reported with suggestions).

The word lists are data, in words.toml beside this module, read with the reading kit's
`Vocabulary`; tokens are the kit's (`gm_tool.core.kit.reading.tokens`).
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from gm_tool.core.kit.matching import fold
from gm_tool.core.kit.reading.tokens import Token, tokenize
from gm_tool.core.kit.reading.vocabulary import Vocabulary, load_words
from gm_tool.games.distant_colony.rules.catalogue import buildings
from gm_tool.games.distant_colony.rules.names import (COLONIST_SPELLINGS, COLONISTS, PHASE_SPELLINGS,
                                                RESOURCE_SPELLINGS, VP_SPELLINGS,
                                                WEALTH_SPELLINGS)

__all__ = ["COLONISTS_ANY", "FILLER", "GRAMMAR_WORDS", "HOUSING_WORDS", "NOTHING", "NOTHING_ELSE",
           "NUMBER_WORDS", "VP", "WEALTH", "WORDS", "BuildingMatch", "Noun", "Term", "Token",
           "amount_nouns", "building_at", "building_names", "building_number_at",
           "building_suggestions", "building_vocabulary", "colonist_at", "colonist_word", "housing_at",
           "match_noun", "phase_word", "signed_amount", "term_at", "tokenize"]

#: words.toml, as plain data
WORDS = load_words(Path(__file__).with_name("words.toml"))

NUMBER_WORDS: dict[str, int] = dict(WORDS["numbers"])

# ---------------------------------------------------------------------------------------------
# Amount nouns: resources, wealth, VP, colonists

WEALTH = "wealth"
VP = "vp"
COLONISTS_ANY = "colonists"  # "+1 Colonist" without a type


@dataclass(frozen=True, slots=True)
class Noun:
    kind: str   # "resource", "wealth", "vp", "colonist"
    key: str


def _spellings(base: dict[str, str], extra: str) -> Vocabulary[str]:
    """A vocab.py spelling dict, then words.toml's extra spellings (canonical = [spellings])."""
    return Vocabulary(base) | Vocabulary.from_data(WORDS[extra])


@lru_cache(maxsize=1)
def amount_nouns() -> dict[str, Noun]:
    """Every (folded) spelling of an amount noun -> what it is. A plain dict: the grammar looks up
    many words."""
    table: dict[str, Noun] = {}
    for kind, words in (("resource", _spellings(RESOURCE_SPELLINGS, "resources")),
                        ("wealth", _spellings(WEALTH_SPELLINGS, "wealth")),
                        ("vp", _spellings(VP_SPELLINGS, "vp")),
                        ("colonist", _spellings(COLONIST_SPELLINGS, "colonists"))):
        for spelling, key in words.table.items():
            table[spelling] = Noun(kind, WEALTH if kind == "wealth" else VP if kind == "vp" else key)
    table.pop("sold", None)  # "sold" is a verb far more often than a Soldier
    return table


def colonist_word(word: str) -> str | None:
    """A colonist type for a word ("Skilled", "experts", "Crim"), or None."""
    noun = amount_nouns().get(fold(word))
    if noun and noun.kind == "colonist" and noun.key in COLONISTS and len(fold(word)) > 1:
        return noun.key
    return None


def colonist_at(tokens: list[Token], i: int) -> str | None:
    """The colonist type of the word tokens[i], unless it starts a building's name ("Officer
    School" is a building, not an Officer)."""
    t = tokens[i]
    if t.kind != "word":
        return None
    kind = colonist_word(t.text)
    if kind is None:
        return None
    m = building_at(tokens, i, fuzzy=False)
    return kind if m is None or m.end - m.start < 2 else None


def _first_words(spellings: Iterable[str]) -> frozenset[str]:
    """The first words of the spellings of a table: a word no spelling starts with starts none
    of the table's phrases, so the phrases of up to four words after it need not be looked up
    (the readers ask at every word of every line)."""
    return frozenset(spelling.split(" ", 1)[0] for spelling in spellings)


@lru_cache(maxsize=1)
def _noun_starts() -> frozenset[str]:
    return _first_words(amount_nouns())


def match_noun(tokens: list[Token], i: int, *, allow_single_letter: bool = False
               ) -> tuple[Noun, int] | None:
    """The longest amount noun starting at tokens[i]: (noun, index after it)."""
    table = amount_nouns()
    if i < len(tokens) and tokens[i].kind == "punct" and tokens[i].value == "$":
        return Noun("wealth", WEALTH), i + 1
    head = tokens[i].word.split(" ", 1)[0] if i < len(tokens) else ""
    starts = _noun_starts()
    if head not in starts and head[:-1] not in starts:
        return None   # (a one-word phrase may be looked up without its plural "s")
    for length in (4, 3, 2, 1):
        words = tokens[i:i + length]
        if len(words) < length or any(t.kind != "word" for t in words):
            continue
        phrase = " ".join(t.word for t in words)
        noun = table.get(phrase)
        if noun is None and phrase.endswith("s") and len(phrase) > 3:
            noun = table.get(phrase[:-1])
        if noun is None:
            continue
        if len(phrase) == 1 and not allow_single_letter:
            continue
        if length == 1 and len(phrase) == 1 and phrase == "a":
            continue
        return noun, i + length
    return None


@dataclass(frozen=True, slots=True)
class Term:
    """An amount of something as written: "+2 Food" -> ("resource", "food", 2, "+")."""

    kind: str
    key: str
    amount: int
    sign: str
    start: int
    end: int

    @property
    def signed(self) -> bool:
        return bool(self.sign)


def term_at(tokens: list[Token], i: int) -> Term | None:
    """An amount term starting at tokens[i]:
    "[+-]N [x] NOUN", "a/one/two NOUN", "$N", "NOUN [x|:|=] [+-]N" (when N has no noun after it)."""
    if i >= len(tokens):
        return None
    t = tokens[i]
    # $N / $+N
    if t.kind == "punct" and t.value == "$" and i + 1 < len(tokens) and tokens[i + 1].kind == "num":
        n = tokens[i + 1]
        return Term("wealth", WEALTH, abs(n.value), n.sign, i, i + 2)  # type: ignore[arg-type]
    sign = ""
    j = i
    if t.kind == "punct" and t.value in "+-" and i + 1 < len(tokens) and tokens[i + 1].kind == "num" \
            and not tokens[i + 1].sign:
        sign = t.value  # type: ignore[assignment]
        j = i + 1
    tj = tokens[j]
    if tj.kind == "num" or (tj.kind == "word" and tj.word in NUMBER_WORDS and j == i):
        amount = abs(tj.value) if tj.kind == "num" else NUMBER_WORDS[tj.word]  # type: ignore[arg-type]
        sign = sign or (tj.sign if tj.kind == "num" else "")
        k = j + 1
        if k < len(tokens) and tokens[k].kind == "word" and tokens[k].word in ("x", "\u00d7"):
            k += 1
        elif k < len(tokens) and tokens[k].kind == "punct" and tokens[k].value in ("x", "\u00d7", "*"):
            k += 1
        found = match_noun(tokens, k, allow_single_letter=tj.kind == "num")
        if found:
            noun, end = found
            return Term(noun.kind, noun.key, amount, sign, i, end)
        return None
    # NOUN [x|:|=] [+-]N
    found = match_noun(tokens, i)
    if found:
        noun, k = found
        if k < len(tokens) and tokens[k].kind in ("punct", "word") and tokens[k].value in (":", "=", "x", "\u00d7"):
            k += 1
        if k < len(tokens) and tokens[k].kind == "num":
            n = tokens[k]
            after = term_at(tokens, k)
            if after is None:
                return Term(noun.kind, noun.key, abs(n.value), n.sign, i, k + 1)  # type: ignore[arg-type]
    return None


def signed_amount(term: Term, default_sign: str = "+") -> int:
    sign = term.sign or default_sign
    return -term.amount if sign == "-" else term.amount


# ---------------------------------------------------------------------------------------------
# Buildings

@lru_cache(maxsize=1)
def building_vocabulary() -> Vocabulary[str]:
    """Every accepted spelling of a building -> its catalogue key: the catalogue's names and keys,
    then words.toml's short forms (a short form never hides a name)."""
    names: dict[str, str] = {}
    for key, b in buildings().items():
        names[b.name] = key
        names[key] = key
    aliases = [(alias, key) for key, spellings in WORDS["buildings"].items() if key in buildings()
               for alias in spellings]
    # an alias already taken (by a name or an earlier alias) keeps its first meaning
    table = Vocabulary(names).table
    for alias, key in aliases:
        table.setdefault(fold(alias), key)
    # "goods cx", "harv cplx": any spelling ending in "complex" with its short forms
    for spelling, key in list(table.items()):
        if spelling.endswith(" complex"):
            for short in (" cx", " cplx"):
                table.setdefault(spelling[:-len(" complex")] + short, key)
    return Vocabulary(table, what="building")


def building_names() -> dict[str, str]:
    """Every accepted (folded) spelling of a building -> its catalogue key."""
    return building_vocabulary().table


@lru_cache(maxsize=1)
def _building_starts() -> frozenset[str]:
    return _first_words(building_names())


def _plural_forms(phrase: str) -> list[str]:
    forms = [phrase]
    if phrase.endswith("ies"):
        forms.append(phrase[:-3] + "y")
    if phrase.endswith("es"):
        forms.append(phrase[:-2])
    if phrase.endswith("s"):
        forms.append(phrase[:-1])
    # "Farms Complex", "Labs complex"
    words = phrase.split()
    if len(words) > 1 and words[0].endswith("s"):
        forms.append(" ".join([words[0][:-1]] + words[1:]))
    return forms


@dataclass(frozen=True, slots=True)
class BuildingMatch:
    kind: str
    start: int
    end: int
    written: str
    typo: bool = False   # read through difflib


_NOT_BUILDINGS = {"from", "form", "fram", "for", "farms", "farming", "harvesters", "factories",
                  "labs", "others", "other", "skilled", "expert", "wealth", "market"}


# A building's name never starts with these: a typo of a name starting with one is not a
# building ("to Barracks" is close to "Barracks" and is a destination, not a misspelling).
_NO_FUZZY_START = frozenset({"to", "from", "into", "onto", "in", "at", "of", "on", "off", "out",
                             "the", "my", "a", "an", "and", "with", "by", "for", "via"})


def building_at(tokens: list[Token], i: int, *, fuzzy: bool = True,
                short_forms: bool = True) -> BuildingMatch | None:
    """The longest building name starting at tokens[i]. `fuzzy`: accept a close typo
    (difflib ratio >= 0.84 on a name of five letters or more)."""
    table = building_names()
    best: BuildingMatch | None = None
    head = tokens[i].word.split(" ", 1)[0] if i < len(tokens) else ""
    starts = _building_starts()
    # (a plural form drops at most "s", "es" or "ies" of the first word: "Farms", "Factories")
    named = head in starts or head[:-1] in starts or head[:-2] in starts \
        or head[:-3] + "y" in starts
    for length in (4, 3, 2, 1) if named else ():
        words = tokens[i:i + length]
        if len(words) < length or any(t.kind != "word" for t in words):
            continue
        phrase = " ".join(t.word for t in words)
        for form in _plural_forms(phrase):
            key = table.get(form)
            if key and (short_forms or len(form) > 2 or length > 1):
                return BuildingMatch(key, i, i + length, " ".join(t.text for t in words))
    if not fuzzy or i >= len(tokens) or tokens[i].word in _NO_FUZZY_START:
        return best
    if match_noun(tokens, i) is not None:
        return best   # "1 Basic Goods for 4": an amount, never a misspelt "Goods Factory"
    best_ratio = 0.0
    for length in (4, 3, 2, 1):
        words = tokens[i:i + length]
        if len(words) < length or any(t.kind != "word" for t in words):
            continue
        phrase = " ".join(t.word for t in words)
        close = _close_building(phrase)
        if close is not None and close[1] > best_ratio:
            best_ratio = close[1]
            best = BuildingMatch(table[close[0]], i, i + length,
                                 " ".join(t.text for t in words), typo=True)
    return best


@lru_cache(maxsize=4096)
def _close_building(phrase: str) -> tuple[str, float] | None:
    """The building spelling `phrase` is a close typo of, with its ratio (difflib is slow: a
    post repeats its words, so each phrase is looked up once)."""
    if len(phrase.replace(" ", "")) < 5 or phrase in _NOT_BUILDINGS or len(phrase) > 60:
        return None
    if amount_nouns().get(phrase) or amount_nouns().get(phrase.rstrip("s")):
        return None
    for candidate in difflib.get_close_matches(phrase, building_vocabulary().spellings(5), n=1,
                                               cutoff=0.84):
        return candidate, difflib.SequenceMatcher(None, phrase, candidate).ratio()
    return None


def building_suggestions(word: str, n: int = 3) -> list[str]:
    """Catalogue names close to `word` (for a did-you-mean hint)."""
    return [buildings()[key].name for key in building_vocabulary().did_you_mean(word, n, 0.6)]


def building_number_at(tokens: list[Token], i: int) -> tuple[int | None, int]:
    """A building number after its name: "#2", "(#2)", "(2)", "[2]", "no. 2", "nr 2", "2"
    (bare only when nothing but punctuation follows). Returns (number or None, index after)."""
    n = len(tokens)

    def is_p(k: int, chars: str) -> bool:
        return k < n and tokens[k].kind == "punct" and tokens[k].value in chars

    def is_num(k: int) -> bool:
        return k < n and tokens[k].kind == "num" and not tokens[k].sign

    k = i
    if is_p(k, "#") and is_num(k + 1):
        return int(tokens[k + 1].value), k + 2  # type: ignore[arg-type]
    if is_p(k, "([") and is_p(k + 1, "#") and is_num(k + 2) and is_p(k + 3, ")]"):
        return int(tokens[k + 2].value), k + 4  # type: ignore[arg-type]
    if is_p(k, "([") and is_num(k + 1) and is_p(k + 2, ")]"):
        return int(tokens[k + 1].value), k + 3  # type: ignore[arg-type]
    if k < n and tokens[k].kind == "word" and tokens[k].word in ("no", "nr", "number", "num", "id") \
            and (is_num(k + 1) or (is_p(k + 1, ".#") and is_num(k + 2))):
        j = k + 1 if is_num(k + 1) else k + 2
        return int(tokens[j].value), j + 1  # type: ignore[arg-type]
    if is_num(k) and (k + 1 >= n or (tokens[k + 1].kind in ("punct", "arrow")
                                      and tokens[k + 1].value in (":", ",", ";", ")", "->", "-", "."))):
        # "Farm 2:" but not "Farm 2 Food"
        if k + 1 >= n or tokens[k + 1].value != "-":
            return int(tokens[k].value), k + 1  # type: ignore[arg-type]
    if is_num(k) and k + 1 < n and tokens[k + 1].kind == "word" \
            and tokens[k + 1].word in ("to", "into", "from") and 0 < int(tokens[k].value) < 100:
        # "skilled from farm 3 to the CC": a bare number before a move's "to" or "from"
        return int(tokens[k].value), k + 1  # type: ignore[arg-type]
    return None, i


# ---------------------------------------------------------------------------------------------
# Places, phases, fillers

HOUSING_WORDS = frozenset(WORDS["places"]["housing"])


def housing_at(tokens: list[Token], i: int) -> int | None:
    """Index after a Temporary Housing phrase starting at tokens[i], or None."""
    for length in (3, 2, 1):
        words = tokens[i:i + length]
        if len(words) < length or any(t.kind != "word" for t in words):
            continue
        phrase = " ".join(t.word for t in words)
        if phrase in HOUSING_WORDS:
            return i + length
    return None


_PHASES = Vocabulary(PHASE_SPELLINGS, what="phase")


def phase_word(word: str) -> str | None:
    return _PHASES.get(fold(word))


# Words that carry no meaning of their own in a turn line.
FILLER = frozenset(WORDS["words"]["filler"])
# Words some section reads (besides FILLER, amounts, buildings and places): a remark in
# parentheses made only of these and FILLER is read with its line (posts/remarks.py).
GRAMMAR_WORDS = frozenset(WORDS["words"]["grammar"])
# "none", "nothing", "no moves"...: nothing to do in a section (posts/phrases.py: says_nothing)
NOTHING = frozenset(WORDS["words"]["nothing"])
NOTHING_ELSE = frozenset(WORDS["words"]["nothing_else"])
