"""The words, patterns and small helpers Beta Colony's reader shares (habits of its posts: a
die's value, a pod described, a remark's kind, a unit after a number...)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any
from gm_tool.core.kit.diagnostics import Severity
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.matching import fold
from gm_tool.core.kit.reading import ARROW, NUM, PUNCT, WORD, Token, tokenize
from gm_tool.core.kit.reading.habits import (dash_separators, expand_abbreviations, multipliers,
    strip_smileys, verb_base)
from gm_tool.core.kit.reading import talk as K
from gm_tool.games.beta_colony.posts import vocabulary as V

if TYPE_CHECKING:
    from gm_tool.games.beta_colony.posts.parts import Clause, DieRef
    from gm_tool.games.beta_colony.posts.reader import Reader


E, W, I = Severity.ERROR, Severity.WARNING, Severity.INFO

SPLIT = compile_later(r"[;\n]")
_TOTAL_ARROW = "->"


@lru_cache(maxsize=2048)
def is_verb_form(word: str, verb: str) -> bool:
    return verb_base(word, V.VERBS[verb]) is not None


def pod_described(first: Clause, pod_clauses: list[Clause]) -> Clause:
    """"blue 6 → row 6, the green 2 pod": the pod to take described over several clauses of
    the order (the row in one, the colour and printed influence in the next); each detail is
    the first one written, and a clause that contradicts an earlier one is left out."""
    import copy
    out = copy.copy(first)
    for c in pod_clauses:
        if c is first:
            continue
        if c.pod_colour and out.pod_colour and c.pod_colour != out.pod_colour or \
                c.row is not None and out.row is not None and c.row != out.row:
            continue
        out.pod_colour = out.pod_colour or c.pod_colour
        out.row = out.row if out.row is not None else c.row
        out.column = out.column if out.column is not None else c.column
        out.pod_influence = out.pod_influence if out.pod_influence is not None else c.pod_influence
        out.pod_bonus = out.pod_bonus or c.pod_bonus
    return out


def merge(refs: list[DieRef], reader: Reader | None = None) -> list[DieRef]:
    """The dice a post names, each once: a die named again is the same die ("blue 1 ... with
    blue"); what each mention says is put together."""
    out: list[DieRef] = []
    for ref in refs:
        same = next((d for d in out if d.colour == ref.colour), None)
        if same is None:
            out.append(ref)
        else:
            merge_into(same, ref, reader)
    return out


def merge_into(same: DieRef, ref: DieRef, reader: Reader | None) -> None:
    if ref.value is not None:
        if same.value is None:
            same.value = ref.value
        elif same.value != ref.value and reader is not None:
            reader.add("bc.die.twice", f"the {ref.colour} die is named as {same.value} and as "
                       f"{ref.value}", ref.line)
    if ref.fuel is not None and same.fuel is None:
        same.fuel, same.unsigned = ref.fuel, ref.unsigned
    if ref.target is not None and same.target is None:
        same.target = ref.target
    same.activate = same.activate or ref.activate
    same.move = same.move or ref.move


@lru_cache(maxsize=4096)
def close_word(vocabulary, word: str) -> str | None:
    if len(word) > 20:
        return None          # no name is that long: not a typo of one (and difflib stays fast)
    return vocabulary.close(word, cutoff=0.8, min_length=4)


@lru_cache(maxsize=1024)
def _suggest_one(word: str) -> tuple[str, ...]:
    if len(word) > 20:
        return ()
    return tuple(w for w in V.KNOWN.did_you_mean(word, 1, cutoff=0.75)
                 if w != fold(word) and w.rstrip("s") != fold(word).rstrip("s"))


def suggester():
    """A did-you-mean for the ledger's questions: the first dozen words only (a long post of
    unread lines stays fast)."""
    budget = [12]

    def suggest(word: str) -> list[str]:
        if budget[0] <= 0:
            return []
        budget[0] -= 1
        return list(_suggest_one(word))
    return suggest


quote = K.quote

#: words of places and things (not the dice's colours, close to too many English words: "block",
#: "read"): an unknown word close to one of them is asked about
PLACE_WORDS = frozenset(w for voc in (V.LOCATIONS, V.MATERIALS, V.COLONIES) for sp in voc
                         for w in sp.split() if len(w) > 3) | {"dock", "manufactory"}
H2O = compile_later(r"(?i)\bh2o\b")
ORDINAL_ROWS = {"first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3,
                 "4th": 3, "last": 3}
# "1 material: food", "2 materials: water + steel", "the 2 mats of my choice: ..."
# "the material at 2: steel", "materials on track space 7: water, food": the bonus by where it stands
MATERIALS_LABEL = compile_later(r"(?i)\b(?:(?:materials?|mats)\s*(?:of\s+(?:my\s+)?choice\s*)?|materials?\s*"
                                r"(?:bonus\s+)?(?:at|on)\s+(?:(?:track\s+)?(?:space|spot)\s+)?\d{1,2}\s*):\s*(?=[a-z])")
HEAD = compile_later(r"^([^:]{1,60}):(.*)$")
FOR_SPACE = compile_later(r"(?i)\bfor\s+(?:the\s+)?(?:xi'?an|thebes|cuzco|space)\s*#?\d{1,2}\b")
FOR_TARGET = compile_later(r"(?i)\bfor\s+(?:the\s+|my\s+)?(pod|space|tile|building)\b")
MAT_LETTER = compile_later(r"(?<![\w'])(?<!\w-)([A-E])(?![\w'])(?!-\w)")   # not "C-deck"
_EMOJI_BETWEEN = compile_later("(?<=[A-Za-z])\\s*[\U0001F300-\U0001FAFF][\U0001F300-\U0001FAFF\uFE0F\u200D"
                               "\U0001F3FB-\U0001F3FF]*\\s+(?=[A-Z]|(?:black|blue|red|green|dock|docking|"
                               "last|move|moving|ship|flip|set|mat)\\b)")
# "xian pls, 12 now 🙌 2 materials -> 2x water", "... 12 now 🙌 water x2": an emoji before a
# figure or a material ends the clause before it, as a comma would
_EMOJI_BEFORE_FIGURE = compile_later("(?<=[A-Za-z0-9])\\s*[\U0001F300-\U0001FAFF][\U0001F300-\U0001FAFF"
                                     "\uFE0F\u200D\U0001F3FB-\U0001F3FF]*\\s+(?=\\d|(?i:water|food|steel|polymer|"
                                     "organics|palladium)\\b)")
# "Polymer hoarding continues :) blue 4 to Nebra, ...": a smiley between words ends the talk
# before it, as an emoji does
_SMILEY_BETWEEN = compile_later(r"(?<=[A-Za-z])\s+(?::-?\)+|;-?\)+|:-?\(+|\^\^)\s+(?=[A-Z]|(?:black|blue|red|green|"
                                r"dock|docking|last|move|moving|ship|flip|set|mat)\b)")
_TIMES = compile_later(r"[x\u00d7*]\s?\d|\d\s?[x\u00d7*]", re.IGNORECASE)


def habitual_text(text: str, dash_sep: str) -> str:
    """The kit's `habitual` without arrows to words (a die's "-> 6" is its value), its
    `multipliers` only where a count is written with a sign: on a long word it is quadratic
    (reported to the lead: "x" * 4000 takes a second)."""
    if not text.isascii():
        # "Not that close I fear 😅 Last: dock with ...": an emoji between words ends the
        # chatter before it, as a full stop would
        text = _EMOJI_BETWEEN.sub(". ", text)
        text = _EMOJI_BEFORE_FIGURE.sub(", ", text)
    if ")" in text or "(" in text or "^" in text:
        text = _SMILEY_BETWEEN.sub(". ", text)
    text = expand_abbreviations(strip_smileys(text))
    # "to the manu", "right manuf.": the Manufactory shortened
    text = _MANU.sub("manufactory", text)
    text = _ROWS.sub("row ", text)                  # "from rows 3-4": the row of the pod
    # "2 polymer as organics for the pod (mat)": what the materials stand for is the mat's
    # power, which the rules check; the materials paid are the ones named first
    text = _STANDS_FOR().sub(r"\1", text)
    # "palladium from the track", "steel off the Xi'an track": the track bonus's choice
    text = _FROM_TRACK().sub(r"bonus: \1", text) if "track" in text.lower() else text
    # "That leaves me polymer, water and steel": what the player will hold, each a total
    text = _LEFT_WITH().sub(_left_with_totals, text)
    # "Blue 2, spending my 1 fuel to make it a 1 → Jyo": the die's fuel said in prose
    if "fuel" in text.lower():
        text = _FUEL_PROSE.sub(_fuel_prose, text)
        # "I spend my 1 fuel to make blue 2 a 1", "blue 2 bumped down to 1 with my fuel"
        text = _FUEL_PROSE_FIRST.sub(lambda m: fuel_written(m.group("die"), m.group("v"),
                                                             m.group("t"), m.group("n")), text)
        text = _FUEL_PROSE_BUMP.sub(lambda m: fuel_written(m.group("die"), m.group("v"),
                                                            m.group("t"), m.group("n")), text)
    # "black 3 (mat = 6)": the mat's power makes the die a 6
    text = _MAT_SIX.sub("(counts as 6, mat)", text) if "mat" in text.lower() else text
    # "with minus 2 fuel", "plus 1 CP": a sign written as a word
    text = _SIGN_WORD.sub(lambda m: "-" if m.group(1).lower() == "minus" else "+", text)
    text = _SIGNED_SPELLED.sub(lambda m: m.group(1) + str(SPELLED[m.group(2).lower()]), text)
    # "red 2, -2 fuel → 0": the die's fuel after a comma is still the die's
    text = _DIE_COMMA_FUEL.sub(r"\1 (\2 fuel -> \3)", text) if "fuel" in text.lower() else text
    # "Fuel 5 − 1 + 3 = 7": the minus sign between numbers is arithmetic, not a separator
    text = _SUM_MINUS.sub(" -", text)
    text = dash_separators(text, dash_sep)
    if _TIMES.search(text):
        text = multipliers(text)
    # "I have none lol. red 6 → ...": chatter taken out leaves its full stop; the sentence
    # still ends there
    return _LOOSE_STOP.sub(r"\1", " ".join(text.split()))


_DIE_COMMA_FUEL = compile_later(r"(?i)\b((?:black|blue|red|green)\s+\d)\s*,\s*([+-]\s?\d)\s*fuels?\s*"
                                r"(?:->|\u2192|=>|=)\s*(\d)\b(?!\s*fuel)")
_FUEL_PROSE = compile_later(
    r"(?i)\b(black|blue|red|green)\s+(\d)\s*[,;]?\s*(?:by\s+|and\s+)?(?:spending|spend|using|use|"
    r"burning|burn|paying|pay|with)\s+(?:my\s+|the\s+|a\s+)?(\d|one|two|three|four|five)?\s*fuels?\s+"
    r"(?:to\s+|so\s+)?(?:make|making|makes|turn|turning|get|getting|bring|bringing|change|changing)\s+"
    r"it\s+(?:to\s+|into\s+)?(?:an?\s+)?(\d)\b")


_FUEL_PROSE_FIRST = compile_later(
    r"(?i)\b(?:i\s+)?(?:spend|spending|use|using|burn|burning|pay|paying)\s+(?:my\s+|the\s+|a\s+)?"
    r"(?P<n>\d|one|two|three|four|five)?\s*fuels?\s+(?:to\s+|so\s+)?(?:make|makes|making|turn|turning|"
    r"bring|bringing|change|changing|bump|bumping)\s+(?:my\s+)?(?P<die>black|blue|red|green)\s+"
    r"(?P<v>\d)\s+(?:(?:in)?to\s+)?(?:an?\s+)?(?P<t>\d)\b")
_FUEL_PROSE_BUMP = compile_later(
    r"(?i)\b(?P<die>black|blue|red|green)\s+(?P<v>\d)\s+(?:is\s+|gets\s+)?(?:bumped|pushed|dropped|"
    r"lowered|raised|moved|taken|brought|turned)\s+(?:down\s+|up\s+)?(?:(?:in)?to\s+)(?:an?\s+)?"
    r"(?P<t>\d)\s+(?:with|using|for|by\s+spending)\s+(?:my\s+|the\s+|a\s+)?(?P<n>\d|one|two|three)?"
    r"\s*fuels?\b")


def fuel_written(die: str, value: str, target: str, said: str | None) -> str:
    v, t = int(value), int(target)
    if v == t:
        return f"{die} {value}"
    n = (int(said) if said and said.isdigit() else SPELLED.get((said or "").lower(), 0)) or abs(t - v)
    return f"{die} {v} ({'+' if t > v else '-'}{n} fuel -> {t})"


_MAT_SIX = compile_later(r"(?i)\(\s*(?:my\s+|the\s+)?mat(?:\s+[a-e])?\s*(?:=|:|->|\u2192|makes\s+it|as)\s*"
                         r"(?:an?\s+)?(?:6|six)\s*\)")


def _fuel_prose(m: re.Match[str]) -> str:
    value, target = int(m.group(2)), int(m.group(4))
    said = m.group(3)
    if target == value:
        return m.group(0)
    n = (int(said) if said and said.isdigit() else SPELLED.get((said or "").lower(), 0)) \
        or abs(target - value)
    return f"{m.group(1)} {value} ({'+' if target > value else '-'}{n} fuel -> {target})"


_LOOSE_STOP = compile_later(r"(?<=[A-Za-z)]) ([.!?]+)(?= [A-Za-z])")


_ROWS = compile_later(r"\brows\s+(?=\d)", re.IGNORECASE)
# ("at the manu. green 3 ...": the full stop after a bare "manu" ends its sentence)
_MANU = compile_later(r"\bmanu(?:f|fac|fact|fy)\b\.?|\bmanu\b", re.IGNORECASE)
@lru_cache(maxsize=1)
def _STANDS_FOR() -> re.Pattern[str]:
    names = "|".join(sorted(map(re.escape, V.MATERIALS.table), key=len, reverse=True))
    return compile_later(rf"(?i)\b((?:{names}))\s+as\s+(?:an?\s+|one\s+|1\s+)?(?:{names})\b")


@lru_cache(maxsize=1)
def _FROM_TRACK() -> re.Pattern[str]:
    names = "|".join(sorted(map(re.escape, V.MATERIALS.table), key=len, reverse=True))
    return compile_later(rf"(?i)\b((?:(?:an?|one|two|2)\s+)?(?:{names})(?:\s*(?:x\s*2|\u00d7\s*2))?)\s+"
                         rf"(?:from|off|via|for)\s+(?:the|my)\s+(?:(?:xi'?an|thebes|cuzco)\s+)?track"
                         rf"(?:\s+bonus)?\b")


@lru_cache(maxsize=1)
def _LEFT_WITH() -> re.Pattern[str]:
    names = "|".join(sorted(map(re.escape, V.MATERIALS.table), key=len, reverse=True))
    one = rf"(?:(?:an?|one)\s+)?(?:{names})\b"
    return compile_later(rf"(?i)((?:\bthat\s+)?\b(?:leaves|leaving)\s+me(?:\s+with)?|\bi'?ll\s+have|"
                         rf"\bi\s+will\s+have|\bnow\s+i\s+have|\bi\s+now\s+have|(?:^|(?<=[.!;] ))now\s*:?)\s+"
                         rf"({one}(?:\s*(?:,\s*(?:and\s+)?|and\s+|&\s*){one})*)")


def _left_with_totals(m: re.Match[str]) -> str:
    counts: dict[str, int] = {}
    for w in re.findall(r"[A-Za-z0-9']+", m.group(2)):
        name = V.MATERIALS.table.get(w.lower())
        if name:
            counts[name] = counts.get(name, 0) + 1
    if "have" in m.group(1).lower() and sum(counts.values()) == 1 and \
            re.match(r"(?i)(?:an?|one)\s", m.group(2)):
        return m.group(0)         # "I'll have a food please": what the player asks for
    return m.group(1) + " " + ", ".join(f"{n} {k} now" for k, n in counts.items())


_SIGN_WORD = compile_later(r"\b(minus|plus)\s+(?=\d|(?:one|two|three|four|five|six)\b)", re.IGNORECASE)
_SIGNED_SPELLED = compile_later(r"(?<![\w-])([+-])(one|two|three|four|five|six)\b", re.IGNORECASE)
# ("Fuel 8 − 1 + 2 (mat) = 9": a term may carry its source in brackets, and is still a term)
_SUM_MINUS = compile_later(r"(?<=\d)\s*[\u2212\u2013-]\s*(?=\d+\s*(?:\([a-z' ]{1,20}\)\s*)?"
                           r"(?:[+\u2212\u2013-]\s*\d+\s*(?:\([a-z' ]{1,20}\)\s*)?)*=)", re.IGNORECASE)
_FUEL_HELD = compile_later(r"(?i)^\s*(?:fuel\s*:?\s*)?\d+\s*(?:->|\u2192|=>)\s*\d+\s*fuel\s*$")
_FUEL_PAREN = compile_later(r"fuel|->|=|\u2192|\bas\b|^\s*[+-]?\d+\s*$", re.IGNORECASE)


# "+ spending my last steel on the cycle card", "cash in my steel for the card": a material
# spent on the cycle-3 card for 2 CP (not one the card gives)
SPENT_ON_CARD = compile_later(r"(?i)\b(?:spend|spending|spent|cash(?:ing)?\s+in|trad(?:e|ing)|sell(?:ing)?|"
                            r"turn(?:ing)?\s+in)\b.*\b(?:on|for|to|into|with)\s+(?:the\s+|my\s+)?"
                            r"(?:cycle(?:\s*3)?\s+card|card|cycle(?:\s+3)?\s+bonus)\b")


_EXTRA_BEFORE = {"mat", "mats", "card", "extra", "cycle"}


def extra_material(tokens: list[Token], i: int) -> bool:
    before = words_before(tokens, i, 2)
    if set(before) & _EXTRA_BEFORE:
        # "counts as a 6 with my mat → 2 steel": what comes after an arrow is what the die
        # gives; the mat named before the arrow is about the die; and "(counts as 6, mat) → 2
        # palladium + 1 food": the mat of a closed bracket before is about the die too
        k = i - 1
        while k >= 0 and (tokens[k].kind != WORD or tokens[k].word not in _EXTRA_BEFORE):
            if tokens[k].kind == ARROW or tokens[k].kind == PUNCT and tokens[k].text == ")":
                return False
            k -= 1
        return True
    if i + 1 < len(tokens) and tokens[i + 1].kind == NUM and tokens[i + 1].sign == "+":
        return False              # "palladium + 1 from the mat": the die's, then the mat's
    after = [t.word for t in tokens[i + 1:i + 6] if t.kind == WORD]
    if after and after[0] in ("mat", "mats") and (i + 1 < len(tokens) and tokens[i + 1].kind == WORD
                                                  or len(after) == 1):
        return True               # "2 food +1 food mat +1 CP": the mat's material, named after
    return len(after) >= 2 and after[0] in ("from", "for", "via", "thanks", "of") and bool(
        set(after[1:4]) & {"mat", "card", "power", "cycle", "ability"})


def mat_plus_one(tokens: list[Token], i: int) -> bool:
    """"palladium + 1 from the mat", "food +1 (mat)": the material taken, then one more of it
    from the mat (a claim the figures check)."""
    if not (i + 1 < len(tokens) and tokens[i + 1].kind == NUM and tokens[i + 1].sign == "+"
            and tokens[i + 1].value == 1):
        return False
    after = [t.word for t in tokens[i + 2:i + 7] if t.kind == WORD][:3]
    # (not "2 food + 1 mat food": the mat's material named after it is its own mention)
    # (nor "steel + 1 fuel (+1 fuel mat)": the one more is fuel, a unit of its own)
    return bool(set(after) & {"mat", "mats"}) and not any(
        w in V.MATERIALS.table or w in V.UNITS.table for w in after)


DIE_POWER_END = compile_later(r"(?i)\bas\s+(?:an?\s+)?(?:6|six)\b[^,;:()]*$")
DIE_VALUE = compile_later(r"(?i)\b(?:black|blue|red|green|blk|blu|grn)\s*(?:die\s*)?[(=:]?\s*\d")
DIE_CHANGE = compile_later(r"(?<![\w.])([+\u2212-])\s?([0-6])\b(?!\s*(?:fuel|cp|points?|vp|"
                         r"influence|crew|artifacts?|materials?)\b)", re.IGNORECASE)
ARTIFACT_CRY = compile_later(r"(?i)^\s*(?:an?\s+|the\s+|\+\s*)?(?:artifact|artefact)\s*(?:bonus)?"
                           r"\s*[!.]*\s*$")
BESIDE = compile_later(r"(?i)^\s*(?:(?:it'?s|that'?s|since\s+it'?s|as\s+it'?s|because\s+it'?s)\s+)?"
                     r"(?:right\s+)?(?:next\s+to|adjacent\s+to|beside|touching)\b")
BONUS_CRY = compile_later(r"(?i)^\s*(?:an?\s+|the\s+|\+\s*)?(fuel|cp|points?|crew)\s*(?:bonus)?\s*[!.]*\s*$")
PLACE_TALK = compile_later(r"(?i)\b(?:is|was|looks|seems|feels|are|gets|got)\b")
PLACE_GO = compile_later(r"(?i)\b(?:to|into|towards|go|going|move|moving|head|heading)\b|→|->|=>")
NEXT_TIME = compile_later(r"(?i)\bnext\s+(?:time|turn|round|cycle)\s*[.!]?\s*$")
DENIED = {"can't", "cant", "cannot", "afford", "don't", "dont", "not", "no", "won't", "wont"}
DICE_NOW = compile_later(r"(?i)\bdice\s+(?:are|will\s+be|show)\b|\bdice\s*(?:now|after)?\s*[:=]?\s*(?=(?:black|blue|red|green)\s*\d)|\b(?:my|new)\s+dice\s*(?:now)?\s*[:=]?\s*(?=(?:black|blue|red|green)\b)|\b(?:now\s+i\s+have|i'?ll\s+have|"
                          r"leaves\s+me\s+with|leaving\s+me\s+with)\b")
UNREAD_CLAIM = compile_later(
    r"\bnever\s*mind\b|\bnvm\b|\bthe\s+(?:first|second|other|last)\s+one\b|"
    r"\bwhatever\s+you\b|\byou\s+(?:think|choose|pick|decide)\b|\bup\s+to\s+you\b|\byour\s+call\b",
    re.IGNORECASE)


SPELLED = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def has_figure(text: str) -> bool:
    tokens = tokenize(text)
    return any(t.kind == NUM and unit_after(tokens, i) for i, t in enumerate(tokens))


EXTRA_ONLY = compile_later(r"^\s*(?:from\s+|via\s+|thanks\s+to\s+)?(?:the\s+|my\s+)?(?:mat|mat\s+[a-e]|player\s+mat|"
                         r"cycle\s+card|card|cycle|cycle\s+bonus|card\s+bonus|cycle\s+\d\s+card|mat\s+bonus|"
                         r"mat\s+power|extra|bonus\s+from\s+(?:the\s+|my\s+)?(?:mat|card))\s*$", re.IGNORECASE)
_SIGNED_FUEL = compile_later(r"^\s*[+-]\s*\d+\s*fuel", re.IGNORECASE)
_DIE_END = compile_later(r"(?:black|blue|red|green|blk|blu|grn)(?:\s+die)?\s*\d?\s*$", re.IGNORECASE)


def _keep_with_die(before: str, inner: str) -> bool:
    """A die's fuel in brackets stays with the die: "green 5 (+1 fuel -> 6)", "blue (1)"; not
    the player's fuel before and after: "dock ... with blue and red (4 → 5 fuel)"."""
    if _FUEL_HELD.match(inner) or re.search(r"(?i)\bdock", before) and not _SIGNED_FUEL.match(inner):
        return False              # ("dock with black + blue (fuel 9)": docking spends no fuel)
    return bool(_FUEL_PAREN.search(inner)) and bool(_DIE_END.search(before)
                                                    or _SIGNED_FUEL.match(inner))


def remarks_of(text: str) -> tuple[str, list[tuple[str, str]]]:
    return K.bracket_groups(text, _keep_with_die)


POSSESSIVE = compile_later(r"(?<=[A-Za-z])'s\b")
PAY_CONTEXT = compile_later(r"(?:\bpods?|\brow\s*\d(?:\s*-\s*\d)?|\b(?:yellow|pink)\s+[0-3]|"
                          r"\b(?:red|green|blue)\s+0|"
                          r"\b(?:xi'?an|thebes|cuzco|x)\s*#?\d{1,2}|\bspace\s*#?\d{1,2}|\bon\s+\d{1,2})\s*$",
                          re.IGNORECASE)
SPACE_END = compile_later(r"(?:\b(?:xi'?an|thebes|cuzco|x)\s*#?\d{1,2}|\bspace\s*#?\d{1,2}|\bon\s+\d{1,2})\s*$",
                        re.IGNORECASE)
_POD_END = compile_later(r"(?:\b(?:yellow|red|pink|green|blue)\s+[0-3]|\bpods?)\s*$", re.IGNORECASE)
_POD_ATTR = compile_later(r"^\s*(?:(?:yellow|red|pink|green|blue)\s*)?(?:[0-3]\s*(?:infl?(?:uence)?\.?)?\s*,?\s*)?"
                          r"(?:2\s*cp|two\s+crew|2\s+crew|no\s+crew|artifact|artefact|2\s+fuel|"
                          r"cp|fuel|crew)?\s*(?:bonus)?\s*$", re.IGNORECASE)
_POD_DETAIL = compile_later(r"(?i)^\s*(?:yellow|red|pink|green|blue)\s+[0-3]\s*(?:,\s*(?:from\s+)?row\s*\d(?:\s*-\s*\d)?)?\s*$")
_TRACK_MOVE = compile_later(r"^\s*\d{1,2}\s*(?:->|→|=>|to)\s*\d{1,2}\s*$")
COLONY_END = compile_later(r"(?i)\b(xi'?an|thebes|cuzco)\s*$")
_INLINE = compile_later(r"^\s*(?:from\s+)?(?:row\s*\d(?:\s*-\s*\d)?|column\s*\d|(?:on\s+)?(?:xi'?an|thebes|cuzco)"
                        r"\s*#?\d{1,2}|(?:on\s+)?space\s*\d{1,2})\s*$", re.IGNORECASE)


def remark_kind(before: str, inner: str) -> str:
    """What a remark in brackets is: "pod" (the tile of the pod just named: "(2 CP)", "(two
    crew)", "(0, 2 CP)"), "inline" (a detail of the order: "(row 1-2)"), or "remark"."""
    if _POD_END.search(before) and inner.strip() and _POD_ATTR.match(inner):
        return "pod"
    if _INLINE.match(inner) or _POD_END.search(before) and _POD_DETAIL.match(inner):
        return "inline"
    if _TRACK_MOVE.match(inner) and COLONY_END.search(before):
        return "track"                     # "Cuzco (6 -> 7)"
    return "remark"


def pod_bonus(inner: str) -> str:
    text = inner.lower()
    if "no crew" in text:
        return "no_crew"
    if "crew" in text:
        return "two_crew"
    if "cp" in text:
        return "cp"
    if "artifact" in text or "artefact" in text:
        return "artifact"
    if "fuel" in text:
        return "fuel"
    return ""


split_commas = K.split_top


def word_before(words: list[str], i: int, word: str) -> bool:
    return i > 0 and words[i - 1] == word or i > 1 and words[i - 2] == word and words[i - 1] == "the"


def word_after(tokens: list[Token], i: int) -> str:
    j = i + 1
    while j < len(tokens) and tokens[j].kind == PUNCT and tokens[j].text in ("", ")"):
        j += 1
    return tokens[j].word if j < len(tokens) else ""


def unit_after(tokens: list[Token], i: int) -> str | None:
    """The unit a number is written with ("+1 CP", "2 fuel", "3 influence", "(2 points)")."""
    j = i + 1
    if j + 1 < len(tokens) and tokens[j].kind == PUNCT and tokens[j].text == "-" and \
            tokens[j + 1].word == "influence":
        j += 1                                       # "the 1-influence green pod"
    if j < len(tokens) and tokens[j].kind == WORD and tokens[j].word in ("more", "extra", "total"):
        j += 1
    w = tokens[j].word if j < len(tokens) else ""
    if j + 1 < len(tokens) and tokens[j + 1].kind == WORD:
        two = V.UNITS.table.get(f"{w} {tokens[j + 1].word}")
        if two:
            return two
    return V.UNITS.table.get(w)


def words_before(tokens: list[Token], i: int, n: int) -> list[str]:
    out = []
    j = i - 1
    while j >= 0 and len(out) < n:
        if tokens[j].kind == WORD:
            out.insert(0, tokens[j].word)
        j -= 1
    return out


def num_after_unit(tokens: list[Token], i: int) -> int | None:
    """The number a unit is followed by ("CP +1", "fuel: 3", "fuel now 3", "fuel stays 9"):
    its token, or None."""
    j = i + 1
    for _ in range(3):
        # ("fuel → 6": the arrow says what the unit comes to)
        if j < len(tokens) and (tokens[j].kind == PUNCT and tokens[j].text in (":", "=", "")
                                or tokens[j].kind == ARROW and j == i + 1
                                and not (i > 0 and tokens[i - 1].kind == NUM and tokens[i - 1].sign)
                                or tokens[j].word in ("now", "is", "at", "stays", "left", "total",
                                                      "still", "remains", "becomes", "goes", "to",
                                                      "will", "be", "ends", "up", "back", "down",
                                                      "again", "unchanged", "steady", "remain",
                                                      "stands", "sits", "sitting", "stay",
                                                      "become", "became", "becoming", "turn", "turns",
                                                      "turned", "into", "comes", "come", "going", "went")):
            j += 1
    if j < len(tokens) and tokens[j].kind == NUM and tokens[j].text and \
            unit_after(tokens, j) is None and (j + 1 >= len(tokens) or
                                               tokens[j + 1].word not in V.MATERIALS.table):
        return j
    return None


def num_after(tokens: list[Token], i: int) -> bool:
    j = i + 1
    return j < len(tokens) and tokens[j].kind == NUM and bool(tokens[j].text)


def next_is_num(tokens: list[Token], i: int) -> bool:
    return num_after(tokens, i) and tokens[i + 1].sign == ""


def count_before(tokens: list[Token], i: int) -> int:
    j = i - 1
    if j >= 0 and tokens[j].kind == NUM and tokens[j].sign in ("", "+") and 1 <= tokens[j].value <= 3:
        return tokens[j].value
    if j >= 0 and tokens[j].kind == WORD and tokens[j].word in V.NUMBER_WORDS:
        return V.NUMBER_WORDS[tokens[j].word]
    return 1


def phase_hint(state: dict[str, Any]) -> str:
    return {"mat": "e.g. 'mat: Mat C'", "ship": "e.g. 'ship to Nebra'",
            "die_bonus": "e.g. 'set red to 6', 'flip black' or 'no change'",
            "cycle_bonus": "e.g. 'take water' or 'influence on Thebes'",
            }.get(state["phase"], "e.g. 'black 6 to Nebra, blue 1: water' or 'dock for fuel "
                                  "with blue and green'")


#: lines of a post read at most (a turn is one action)
MAX_LINES = 60
#: parts of a post (clauses) read at most: an action is a dozen; more is a paste accident
MAX_CLAUSES = 80
