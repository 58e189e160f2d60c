"""Distant Colony's words as players write them: tokens, amounts, resources, colonists, buildings.

Everything here is forgiving: any case, singular or plural, short forms (BG, RG, BR/Raw, RR, Mach,
VP, W, $), "(s)" plurals, number words ("a", "one", "two"), and building names with small typos
(difflib; a close typo is read with a warning, a distant one is reported with suggestions).
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from functools import lru_cache

from gm_tool.core.matching import fold
from gm_tool.games.distant_colony.catalogue import buildings
from gm_tool.games.distant_colony.vocab import (COLONIST_SPELLINGS, COLONISTS, PHASE_SPELLINGS,
                                                RESOURCE_SPELLINGS, VP_SPELLINGS,
                                                WEALTH_SPELLINGS)

# ---------------------------------------------------------------------------------------------
# Tokens


@dataclass(frozen=True, slots=True)
class Token:
    kind: str          # "num", "word", "arrow", "punct"
    text: str          # as written
    value: object      # num: int; word: folded text; others: the character(s)
    sign: str = ""     # num: "+", "-" or "" as written

    @property
    def word(self) -> str:
        return self.value if self.kind == "word" else ""  # type: ignore[return-value]


_TOKEN = re.compile(
    r"(?P<num>[+-] ?\d{1,9}(?!\d)|\d{1,9}(?!\d))"
    r"|(?P<arrow>-{1,2}>|={1,2}>|[\u2192\u21d2\u27f6\u279c\u2794\u27a1\u2799\u21a6])"
    r"|(?P<word>[^\W\d_]+(?:['\u2019-][^\W\d_]+)*)"
    r"|(?P<punct>\S)"
)
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
                "single": 1, "another": 1, "both": 2}


def tokenize(text: str) -> list[Token]:
    text = re.sub(r"\(s\)", "s", text, flags=re.IGNORECASE)
    text = re.sub(r"(?<=\d)(st|nd|rd|th)\b", "", text)
    tokens = []
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup or "punct"
        raw = m.group()
        if kind == "num":
            sign = raw[0] if raw[0] in "+-" else ""
            digits = raw.lstrip("+- ")
            value = int(digits)
            tokens.append(Token("num", raw, -value if sign == "-" else value, sign))
        elif kind == "word":
            tokens.append(Token("word", raw, fold(raw).replace("\u2019", "'")))
        elif kind == "arrow":
            tokens.append(Token("arrow", raw, "->"))
        else:
            tokens.append(Token("punct", raw, raw))
    return tokens


# ---------------------------------------------------------------------------------------------
# Amount nouns: resources, wealth, VP, colonists

WEALTH = "wealth"
VP = "vp"
COLONISTS_ANY = "colonists"  # "+1 Colonist" without a type

_EXTRA_RESOURCES = {
    "raw resource": "basic_raw", "raw resources": "basic_raw", "basic resource": "basic_raw",
    "basic resources": "basic_raw", "basic raw materials": "basic_raw", "raw material": "basic_raw",
    "raw materials": "basic_raw", "b raw": "basic_raw", "braw": "basic_raw", "b r": "basic_raw",
    "rare raw material": "rare_raw", "rare raw materials": "rare_raw", "rare resource": "rare_raw",
    "rare resources": "rare_raw", "rraw": "rare_raw", "r raw": "rare_raw",
    "basic goods": "basic_goods", "bgs": "basic_goods", "good": "basic_goods",
    "rare goods": "rare_goods", "rgs": "rare_goods",
    "machines": "machines", "machs": "machines", "mch": "machines", "basic machinery": "machines",
    "advanced machine": "machines", "advanced machines": "machines",
}
_EXTRA_WEALTH = {"money": "wealth", "cash": "wealth", "credit": "wealth", "cr": "wealth",
                 "wealths": "wealth", "wlth": "wealth", "coins": "wealth", "coin": "wealth"}
_EXTRA_VP = {"vps": "vp", "victory": "vp", "point": "vp", "points": "vp", "pts": "vp", "pt": "vp",
             "victory pts": "vp", "v p": "vp"}
_EXTRA_COLONISTS = {"colonist": COLONISTS_ANY, "colonists": COLONISTS_ANY, "worker": COLONISTS_ANY,
                    "workers": COLONISTS_ANY, "pop": COLONISTS_ANY, "population": COLONISTS_ANY,
                    "unskilled colonist": "unskilled", "unskilled colonists": "unskilled",
                    "skilled colonist": "skilled", "skilled colonists": "skilled",
                    "expert colonist": "expert", "expert colonists": "expert",
                    "criminal colonist": "criminal", "criminal colonists": "criminal",
                    "unskill": "unskilled", "unskld": "unskilled", "skld": "skilled",
                    "experts": "expert", "crims": "criminal", "soldiers": "soldier",
                    "officers": "officer", "sold": "soldier"}


@dataclass(frozen=True, slots=True)
class Noun:
    kind: str   # "resource", "wealth", "vp", "colonist"
    key: str


@lru_cache(maxsize=1)
def amount_nouns() -> dict[str, Noun]:
    table: dict[str, Noun] = {}
    for spelling, key in {**RESOURCE_SPELLINGS, **_EXTRA_RESOURCES}.items():
        table[fold(spelling)] = Noun("resource", key)
    for spelling in {**WEALTH_SPELLINGS, **_EXTRA_WEALTH}:
        table[fold(spelling)] = Noun("wealth", WEALTH)
    for spelling in {**VP_SPELLINGS, **_EXTRA_VP}:
        table[fold(spelling)] = Noun("vp", VP)
    for spelling, key in {**COLONIST_SPELLINGS, **_EXTRA_COLONISTS}.items():
        table[fold(spelling)] = Noun("colonist", key)
    table.pop("sold", None)  # "sold" is a verb far more often than a Soldier
    return table


def colonist_word(word: str) -> str | None:
    """A colonist type for a word ("Skilled", "experts", "Crim"), or None."""
    noun = amount_nouns().get(fold(word))
    if noun and noun.kind == "colonist" and noun.key in COLONISTS and len(fold(word)) > 1:
        return noun.key
    return None


def match_noun(tokens: list[Token], i: int, *, allow_single_letter: bool = False
               ) -> tuple[Noun, int] | None:
    """The longest amount noun starting at tokens[i]: (noun, index after it)."""
    table = amount_nouns()
    if i < len(tokens) and tokens[i].kind == "punct" and tokens[i].value == "$":
        return Noun("wealth", WEALTH), i + 1
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

_BUILDING_ALIASES = {
    "colony_center": ["cc", "colony centre", "colonial center", "colonial centre", "colony ctr",
                      "col center", "center", "centre", "colony"],
    "market": ["mkt", "marketplace"],
    "university": ["uni", "univ", "universities"],
    "warehouse": ["wh", "ware house", "storehouse"],
    "warehouse_complex": ["whc", "warehouse cx", "large warehouse", "big warehouse"],
    "survey_station": ["ss", "survey stn", "survey", "surveyor station"],
    "prison": ["jail", "gaol"],
    "rehabilitation_center": ["rehab", "rehab center", "rehab centre", "rehabilitation centre",
                              "rehabilitation", "rehab ctr"],
    "farm": ["basic farm"],
    "farm_complex": ["fc", "farm cx", "industrial farm", "large farm", "big farm"],
    "harvester": ["harv", "basic harvester"],
    "harvester_complex": ["hc", "harvester cx", "harv complex", "large harvester"],
    "rare_harvester": ["rh", "rare harv", "rare raw harvester"],
    "goods_factory": ["gf", "basic goods factory", "good factory", "goods fac", "basic factory"],
    "goods_factory_complex": ["gfc", "goods complex", "goods factory cx", "good factory complex"],
    "advanced_goods_factory": ["agf", "adv goods factory", "advanced factory", "rare goods factory",
                               "rgf", "adv factory", "advanced good factory"],
    "machine_factory": ["mf", "machines factory", "machine fac", "mach factory"],
    "machine_factory_complex": ["mfc", "machine complex", "machines factory complex",
                                "machine factory cx", "mach factory complex"],
    "laboratory": ["lab", "basic lab", "laboratorium"],
    "laboratory_complex": ["lab complex", "lc", "laboratory cx", "lab cx"],
    "barracks": ["barrack"],
    "officer_school": ["officers school", "officer's school", "officers' school", "os",
                       "officer academy"],
    "boot_camp": ["bootcamp", "bc"],
    "military_hq": ["hq", "mil hq", "military headquarters", "headquarters", "mhq",
                    "military hq"],
    "terraformer": ["terraform", "terraforming", "tf"],
}


@lru_cache(maxsize=1)
def building_names() -> dict[str, str]:
    """Every accepted (folded) spelling of a building -> its catalogue key."""
    table: dict[str, str] = {}
    for key, b in buildings().items():
        table[fold(b.name)] = key
        table[fold(key)] = key
    for key, aliases in _BUILDING_ALIASES.items():
        if key in buildings():
            for alias in aliases:
                table.setdefault(fold(alias), key)
    return table


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


def building_at(tokens: list[Token], i: int, *, fuzzy: bool = True,
                short_forms: bool = True) -> BuildingMatch | None:
    """The longest building name starting at tokens[i]. `fuzzy`: accept a close typo
    (difflib ratio >= 0.84 on a name of five letters or more)."""
    table = building_names()
    best: BuildingMatch | None = None
    for length in (4, 3, 2, 1):
        words = tokens[i:i + length]
        if len(words) < length or any(t.kind != "word" for t in words):
            continue
        phrase = " ".join(t.word for t in words)
        for form in _plural_forms(phrase):
            key = table.get(form)
            if key and (short_forms or len(form) > 2 or length > 1):
                return BuildingMatch(key, i, i + length, " ".join(t.text for t in words))
    if not fuzzy:
        return best
    best_ratio = 0.0
    for length in (4, 3, 2, 1):
        words = tokens[i:i + length]
        if len(words) < length or any(t.kind != "word" for t in words):
            continue
        phrase = " ".join(t.word for t in words)
        if len(phrase.replace(" ", "")) < 5 or phrase in _NOT_BUILDINGS:
            continue
        if amount_nouns().get(phrase) or amount_nouns().get(phrase.rstrip("s")):
            continue
        for candidate in difflib.get_close_matches(phrase, [n for n in table if len(n) >= 5], n=1,
                                                   cutoff=0.84):
            ratio = difflib.SequenceMatcher(None, phrase, candidate).ratio()
            if ratio > best_ratio:
                best_ratio = ratio
                best = BuildingMatch(table[candidate], i, i + length,
                                     " ".join(t.text for t in words), typo=True)
    return best


def building_suggestions(word: str, n: int = 3) -> list[str]:
    """Catalogue names close to `word` (for a did-you-mean hint)."""
    table = building_names()
    close = difflib.get_close_matches(fold(word), list(table), n=n * 3, cutoff=0.6)
    seen: list[str] = []
    for c in close:
        name = buildings()[table[c]].name
        if name not in seen:
            seen.append(name)
    return seen[:n]


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
    return None, i


# ---------------------------------------------------------------------------------------------
# Places, phases, fillers

HOUSING_WORDS = {"housing", "temporary housing", "temp housing", "temp", "th", "house", "houses",
                 "temporary", "tmp housing", "tmp", "unemployed", "unemployment", "pool",
                 "temporary housings", "barracks housing", "home", "homes", "the housing"}


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


def phase_word(word: str) -> str | None:
    return {fold(k): v for k, v in PHASE_SPELLINGS.items()}.get(fold(word))


# Words that carry no meaning of their own in a turn line.
FILLER = {
    "the", "a", "an", "my", "our", "of", "and", "with", "for", "to", "from", "in", "into", "on",
    "at", "by", "is", "are", "be", "it", "its", "this", "that", "i", "me", "we", "will", "would",
    "also", "plus", "then", "so", "as", "per", "each", "new", "one", "ones", "all", "total",
    "totals", "gained", "gain", "gains", "get", "gets", "got", "getting", "lose", "loses", "lost",
    "spend", "spent", "spending", "paid", "pay", "paying", "pays", "cost", "costs", "costing",
    "produce", "produces", "produced", "producing", "making", "make", "makes", "made", "yield",
    "yields", "use", "uses", "used", "using", "consume", "consumes", "consumed", "eat", "eats",
    "ate", "eaten", "feed", "feeds", "fed", "feeding", "run", "runs", "running", "ran", "is",
    "was", "goes", "go", "going", "went", "building", "buildings", "staffed", "staff", "staffing",
    "worker", "workers", "colonist", "colonists", "via", "now", "left", "remaining", "have",
    "has", "had", "up", "down", "change", "changes", "changed", "income", "net", "result",
    "results", "effect", "effects", "played", "phase", "bonus", "basic", "only", "just", "x",
    "which", "who", "them", "they", "their", "there", "here", "out", "over", "after", "before",
    "because", "since", "each", "every", "resource", "resources", "moved", "move", "moves",
    "moving", "put", "puts", "putting", "place", "placed", "placing", "assign", "assigned",
    "assigning", "employ", "employed", "staffs", "work", "works", "working", "at", "both",
    "either", "or", "nd", "st", "rd", "th", "ok", "okay", "etc", "yes", "please", "thanks",
    "thank", "you", "him", "her", "his", "hers", "back", "unit", "units", "inc", "incl",
    "including", "turn", "round", "free", "food's", "worth", "than", "more", "less", "extra",
    "additional", "instead", "first", "second", "third", "last", "next", "then", "when", "if",
    "again", "still", "already", "nothing", "none", "no", "not", "n't", "do", "does", "did",
}
