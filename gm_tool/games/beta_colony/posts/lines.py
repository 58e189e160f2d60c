"""The post cut into clauses, the way a GM reads a thread: sentences and their pieces, talk
around the order (questions, asides, what others did, wrapped sentences), EDIT lines and
corrections, remarks in brackets. A mixin of `reader.Reader`."""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass, field
from functools import lru_cache
from gm_tool.core.kit.matching import fold
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading import WORD, is_comment, scan, tokenize
from gm_tool.core.kit.reading.habits import edit_marker, signature_start
from gm_tool.games.beta_colony.rules.board import DICE, MATERIAL_OF
from gm_tool.games.beta_colony.rules.common import active_bonus
from gm_tool.core.kit.reading import talk as K
from gm_tool.games.beta_colony.posts import vocabulary as V
from gm_tool.core.kit.reading.sentences import about_another, back_to_first, tentative_edit, about_the_table, cannot_afford, conditional_on, given_up, opinion, appraisal, reading_hedges_out, reacts_to_another, waits_on, speaks_to_another, states_a_fact, weighs_options, describes_option
from gm_tool.core.kit.reading.wrapping import wrapped_tail
from gm_tool.core.kit.reading.habits import signed_line
from gm_tool.core.kit.reading.intent import (LEFT_TO_GM, NOT_FINAL, OH_WAIT, asked_sentences,
                                                       reason_clause, speaks_to_you)
from gm_tool.games.beta_colony.posts.parts import Clause, Figure, Mention
from gm_tool.games.beta_colony.posts.patterns import (MATERIALS_LABEL, E, I, MAX_CLAUSES, MAX_LINES, W,
    ARTIFACT_CRY, BONUS_CRY, BESIDE, COLONY_END, DIE_POWER_END, DIE_VALUE, EXTRA_ONLY, HEAD,
    NEXT_TIME, PAY_CONTEXT, SPACE_END, SPLIT, close_word, habitual_text, has_figure, pod_bonus,
    quote, remark_kind, remarks_of, split_commas, is_verb_form, fuel_written)


_LIST_ITEM = compile_later(r"(?i)^\s*(?:(?:and|or|&)\s+)?(?:an?\s+|one\s+)?[a-z]+\s*[.!]*\s*$")
_SPELLED = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_SPELLED_VALUE = compile_later(r"(?i)\b(black|blue|red|green)\s+(one|two|three|four|five|six)\b(?!\s*-)")
def _spelled_value(m: re.Match) -> str:
    """"black four" -> "black 4"; not "the black one" (the die, a pronoun)."""
    if m.group(2).lower() == "one" and re.search(r"(?i)\b(?:the|my|that|this|your|which)\s+$",
                                                 m.string[max(0, m.start() - 8):m.start()]):
        return m.group(0)
    return f"{m.group(1)} {_SPELLED[m.group(2).lower()]}"


# "for three fuel", "+two CP", "five materials now": a figure spelled out before its unit is
# that figure (checked); "a fuel", "one fuel" read as they always were
_SPELLED_FIGURE = compile_later(r"(?i)(?<![\w-])(two|three|four|five|six|seven|eight|nine|ten)\s+"
                                r"(?=(?:more\s+)?(?:fuel|cp|influence|crew|artifacts?|materials)\b)")
# "spending one fuel", "burning a fuel": one fuel spent, the figure spelled out
_SPEND_ONE_FUEL = compile_later(r"(?i)\b(spend|spends|spending|spent|use|uses|using|used|burn|burns|burning|"
                                r"burned|burnt|pay|pays|paying|paid)\s+(?:one|a|a\s+single|1)\s+fuel\b")
# "and my mat throws in another palladium", "plus the mat gives me one more water": the mat's
# one extra material, said after the action's (no die, no figure but one)
_MAT_THROWS_IN = compile_later(r"(?i)(?:\s*[,;]\s*(?:and\s+|plus\s+|\+\s*)?|\s+(?:and|plus)\s+|\s*\+\s*)(?:(?:then|also)\s+)?(?:my|the)\s+"
                               r"(?:player\s+)?mat(?:\s+[a-e])?\s+(?:also\s+)?(?:throws?\s+in|gives?(?:\s+me)?|"
                               r"adds?|grants?(?:\s+me)?|chips?\s+in)\s+(?:another|one\s+more|an\s+extra|"
                               r"a\s+further|an?|one|1|\+\s*1)\s+([a-z]+)\b(?:\s+(?:too|as\s+well|on\s+top))?"
                               r"(?!\s*(?:,|\band\b|&|\+)\s*(?:the\s+|my\s+)?(?:cycle\s+)?card)")
# "red 6 to Gan De, spending 1 fuel to make it a 5", "I move red 6 to Gan De and I spend 1 fuel
# for make it 5": the die's fuel said in prose after the place it moves to
_FUEL_PROSE_AFTER_PLACE = compile_later(
    r"(?i)\b(?P<die>black|blue|red|green)\s+(?P<v>\d)\s+(?P<to>to|->|\u2192|=>|>)\s*(?P<place>[a-z'\s]{2,30}?)\s*"
    r"(?:[,;]\s*|\s-\s)?(?:(?:and|by|while)\s+)?(?:i\s+|i'?m\s+)?(?:spend|spending|use|using|burn|burning|pay|paying)\s+"
    r"(?:my\s+|the\s+)?(?P<n>\d)\s*fuels?\s+(?:to|so|for|and)\s+(?:make|makes|making|turn|turning|get|getting|"
    r"bring|bringing|change|changing)\s+it\s+(?:to\s+|into\s+)?(?:an?\s+)?(?P<t>\d)\b")
# "..., so fuel 0 and 3 organics", "so 3 organics, 0 fuel": a list of holdings after "so"
_SO_ITEM = r"(?:\d{1,2}\s+[a-z]+|[a-z]+\s+\d{1,2})"
_SO_HOLDING_LIST = compile_later(r"(?i)([,;.]\s*)so\s+(" + _SO_ITEM + r"(?:\s*(?:,|\band\b|&)\s*" + _SO_ITEM
                                 + r")+)(?=\s*(?:[.!;)]|$))")


def _so_holding_list(m: re.Match) -> str:
    words = re.findall(r"[A-Za-z]+", m.group(2))
    if all(w.lower() == "and" or V.MATERIALS.table.get(fold(w)) or V.UNITS.table.get(fold(w))
           for w in words):
        # ("so fuel 0 and organics 3": each item as "0 fuel", "3 organics", the figure first)
        items = re.sub(r"(?i)\b([a-z]+)\s+(\d{1,2})\b", lambda x: x.group(0) if x.group(1).lower() == "and"
                       else f"{x.group(2)} {x.group(1)}", m.group(2))
        items = re.sub(r"\s*(?:,|&)\s*", " and ", items)     # ("so 0 fuel, 3 organics": one list)
        return f"{m.group(1)}now {items}"
    return m.group(0)


_SPELLED_NUMBER = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                   "nine": 9, "ten": 10}


# "that's 4 fuel with my mat, right?", "5 CP total correct?": a figure the player claims and asks
# to be confirmed
_TAG_ASKED = compile_later(r"(?i)[\s,]+(?:right|correct|yes|yeah|innit|isn'?t\s+it)\s*\?+[\s)]*$")


# "That's 6 fuel with my mat, right?", "(should be 4 with my mat right?)": the tag asking for a
# figure's confirmation, after a figure in its sentence: the figure is claimed (and checked)
_TAG_AFTER_FIGURE = compile_later(r"(?i)(?<=\d)([^.!?()\d]{0,40}?)[\s,]+(?:right|correct|yes|yeah|innit|"
                                  r"isn'?t\s+it)\s*\?+(?!\s*(?:unless|or|maybe)\b)")


_SPELLED_TO = compile_later(r"(?i)(\b(?:black|blue|red|green)(?:\s+(?:die|one))?\s*(?:to|->|\u2192|=>|=)\s*)"
                            r"(one|two|three|four|five|six)\b")


# "a couple of water", "some fuel", "a few more CP": an amount without a number, then its unit
_VAGUE_OF = compile_later(r"(?i)\b(a\s+couple(?:\s+of)?|couple\s+of|some|a\s+few|several|a\s+bunch\s+of|"
                          r"a\s+handful\s+of|lots\s+of|loads\s+of|a\s+lot\s+of|a\s+little)\s+(?:more\s+|extra\s+)?"
                          r"([a-z']+)")


# "should give me 2 fuel, so 4 in total", "+1 CP - 9 now": a bare total after a figure with its
# unit, in a piece of its own: that unit's total (checked)
_BARE_TOTAL_AFTER = compile_later(r"(?i)(\b(fuel|cp|influence|crew)\b[^.!?\d]{0,30}?(?:,|;|\s[\u2013\u2014-]))\s*"
                                  r"(?:so|that'?s|that\s+makes|making|which\s+makes|=|->|\u2192)?\s*(\d{1,2})\s+"
                                  r"(?=(?:in\s+total|total|altogether|overall|now)\b)")


_WAS = compile_later(r"(?i)^\s*(?:was|had|from|before)\s*:?\s*(\d{1,2})\s*$")
_WAS_UNIT = compile_later(r"(?i)\b(fuel|cp|crew|artifacts?|materials)\s*(?::?\s*\d{1,2})?\s*[.!]*\s*$")
_PRAISED_MOVE = compile_later(r"(?i)\b(?:bold|nice|good|great|smart|sneaky|clever|cheeky|big|brave|risky|"
                              r"greedy)\s+(?:move|moves|play|pick|call|choice|grab|idea)\b")
_PRAISED_NOUNS = ("move", "play", "pick", "call", "choice", "grab", "idea")


def _may_praise(sentence: str) -> bool:
    """Whether _PRAISED_MOVE can match ("Bold move with the polymer": no order): its nouns
    looked for first, as the pattern costs most of a sentence's talk checks (a text not in
    ASCII is always tried, for the letters case-folding matches beyond it)."""
    low = sentence.lower()
    return not sentence.isascii() or any(noun in low for noun in _PRAISED_NOUNS)


# "Nothing affordable at the manus yet", "pods are too expensive": why not (with cannot_afford)
_UNAFFORDABLE = compile_later(r"(?i)\b(?:nothing|no\s+pods?|none)\s+(?:\w+\s+)?(?:affordable|i\s+can\s+buy|"
                              r"within\s+reach)\b|\bunaffordable\b|\btoo\s+(?:expensive|pricey|dear)\b")
_HELD = compile_later(r"(?i)\b(\d{1,2})\s+([a-z]+)\b")
_UNLESS = compile_later(r"(?i)^\s*unless\b")
_OR_SENTENCE = compile_later(r"(?i)^\s*or\b(?!\s+(?:rather|i\s+mean)\b)")
# "Thebes, not Cuzco", "water, forget the polymer", "scrap the steel": what the post does not take
_NOT_THIS = compile_later(r"(?i)^\s*(?:but\s+|and\s+|so\s+)?(?:not|rather\s+than|instead\s+of|"
                          r"(?:just\s+)?(?:forget(?:\s+about)?|scrap|scratch|ditch|ignore|cancel|"
                          r"disregard|strike)(?=\s+(?:the|my|that|about)\b))\s+"
                          r"(?:the\s+|my\s+|that\s+|about\s+(?:the\s+)?)?\w")


_BOARD_TALK = compile_later(r"(?i)\b(?:pods|pinks|reds|blues|greens|yellows)\b.*\b(?:are|were|look|seem|sit|stand)\b|\bthere\s+(?:are|were)\b.*\bpods\b|"
                            # "Blue pods all over Xi'an lol", "so many pinks on Cuzco"
                            r"\b(?:pods|pinks|reds|blues|greens|yellows)\s+(?:all\s+over|everywhere|galore|aplenty|on\s+every)\b|"
                            r"\b(?:so\s+many|lots\s+of|loads\s+of|too\s+many|a\s+lot\s+of|tons\s+of|full\s+of)\s+"
                            r"(?:\w+\s+)?(?:pods|pinks|reds|blues|greens|yellows)\b")
_PAID_FOR_END = compile_later(r"(?i)\bfor\s+(?:the\s+|my\s+|a\s+)?(?:pod|space|tile|building)\s*$")
# each addend's words may name whose pod or which space it is for ("1 for Chidi's pink on 2")
_ADDEND = compile_later(r"\s*(\d+)[a-z'\u2019 ]*(?:(?<=\s)\d{1,2}\s*)?", re.IGNORECASE)


def _addend_words(text: str) -> list[tuple[int, str]]:
    """"1 printed + 1 for Chidi's pod" -> [(1, "printed"), (1, "for Chidi's pod")]."""
    return [(int(m.group(1)), part[m.end(1):].strip()) for part in text.split("+")
            if (m := re.match(r"\s*(\d+)", part))]


def _addends(text: str) -> list[int] | None:
    """"1 printed + 1 cycle" -> [1, 1]: a sum of two or more figures, each with its words."""
    parts = text.split("+")
    if len(parts) < 2 or len(parts) > 8:
        return None
    out = []
    for part in parts:
        m = _ADDEND.fullmatch(part)
        if m is None:
            return None
        out.append(int(m.group(1)))
    return out
_BARE_COUNT = compile_later(r"^\s*(\d+)\s+([a-z]+)\s*$", re.IGNORECASE)
# "(3 organics, ready for the Gan De pods)": the count, then why, after a comma or a dash
_COUNT_THEN_WHY = compile_later(r"^\s*(\d+\s+[a-z]+)\s*(?:[,;]|\s[\u2013\u2014-])\s*([^\d]{3,})$", re.IGNORECASE)


# "anyway:", "anyways,", "so anyway -", "back to business:": the player leaves the chatter
# before it for the order after it
# "FINAL: ...", "final answer:", "ok, final order -", "Actual order:": the whole action again,
# in place of the drafts above it
_FINAL = compile_later(r"(?i)^\W*(?:(?:ok(?:ay)?|so|right|fine)[\s,]+)?(?:final(?:ly)?(?:\s+(?:answer|order|"
                       r"version|action|decision|call))?|actual\s+(?:order|action)|for\s+real(?:\s+this\s+"
                       r"time)?)\s*(?:[:\u2013\u2014>-]+|\s*!+|,(?=\s*(?:black|blue|red|green|dock)\b))\s*")
# "ok A, final answer — ...", "Nebra, final decision.", "blue it is, for real this time": the order,
# then the word that marks it final (and why, after a dash)
_FINAL_AFTER = compile_later(r"(?i)^\W*(?:(?:ok(?:ay)?|so|fine|right)[\s,]+)?(?P<order>[^.!?;]{1,80}?)[\s,]+(?:that'?s\s+)?"
                             r"(?:my\s+)?(?:final\s+(?:answer|order|decision|call|choice)\b[\s!.]*(?:(?:[\u2013\u2014:,]|\s-)?\s*"
                             r"(?P<why>.*?))?|(?:final|for\s+real(?:\s+this\s+time)?)\b[\s!.]*(?:(?:[\u2013\u2014:,]|\s-)\s*"
                             r"(?P<why2>.*?))?)\s*$")
_BARE_CHANGE = compile_later(r"^\s*(\d{1,2})\s*(?:->|\u2192|=>|to)\s*(\d{1,2})\s*$")
_COUNT_SAID = compile_later(r"(?i)^\s*(?:that'?ll\s+be|that\s+will\s+be|that'?s|which\s+makes|that\s+makes|makes?|making|"
                            r"so|now|i\s+have|i'?ll\s+have|i\s+will\s+have|leaves\s+me\s+with|having|->|\u2192|=>|=)"
                            r"\s*(\d{1,2})\s*(?:of\s+(?:those|them|it)\s*)?(?:total|now|then|in\s+total|"
                            r"for\s+me)?\s*[.!]*\s*$")
# "water, makes 4", "water - that makes 4", "water, so 4 of those": after the material, a count
# said to be what the player will hold, as the bracket "water (makes 4)" says it (checked)
_MATERIAL_THEN_COUNT = compile_later(
    r"(?i)\b(water|food|steel|polymer|organics|palladium|pall|poly|wtr)\s*(?:,|;|\s[-\u2013\u2014])\s*"
    r"((?:that'?ll\s+be|that\s+will\s+be|which\s+makes|that\s+makes|makes|making|so|i\s+have|i'?ll\s+have|"
    r"i\s+will\s+have|leaves\s+me\s+with)\s*\d{1,2}\s*(?:of\s+(?:those|them|it)\s*)?"
    r"(?:total|now|then|in\s+total)?)\s*([.!]*)\s*$")
_BRACKET_AFTER_END = compile_later(r"(?<=\w)\s*([!.]+)\s+(\([^()]{1,60}\))\s*$")
_PS_DOTS = compile_later(r"(?i)^\s*p\.\s?s\.?\s*[:,-]?\s*")     # "P.S. next game ...": a PS
_PS_CHANGE = compile_later(r"(?i)\b(?:actually|instead|make\s+(?:it|that)|change|changed|switch|swap|rather|"
                           r"meant|i\s+mean|correction|scratch|not\s+(?:black|blue|red|green))\b")
_BARE_TOTAL = compile_later(r"^\s*(?:->|\u2192|=>|=|now|total)?\s*(\d{1,2})\s*(?:total|now|left)?\s*$", re.I)
# "(should be 4 with my mat)", "(5 incl. the mat)", "(that's 5 w/ mat)": a bare figure after a
# unit, said with the mat counted in: the gain or the total (either, checked)
_BARE_WITH_MAT = compile_later(r"(?i)^\s*(?:(?:should|will|would|must)\s+be|that'?s|that\s+is|so|makes?|=)?\s*"
                               r"(\d{1,2})\s*(?:total\s+)?(?:with|w/?|incl\.?|including|counting|plus|\+)\s*"
                               r"(?:the\s+|my\s+)?mat(?:'s\s+bonus|\s+bonus)?\s*[.!]*\s*$")
_UNIT_THEN_WITH_MAT = compile_later(r"(?i)\b(fuel|cp|influence|crew)\s*(?:[,;:]|\s[\u2013\u2014-])\s*(?:(?:should|will|"
                                    r"would|must)\s+be|that'?s|that\s+is|so|makes?|=)?\s*(\d{1,2})\s*(?:total\s+)?"
                                    r"(?=(?:with|w/?|incl\.?|including|counting)\s*(?:the\s+|my\s+)?mat\b)")
_DIE_FUEL_END = compile_later(r"(?i)\b(?:black|blue|red|green)\s*(\d)?\s*\(?\s*([+-]\s*\d+)\s*fuels?\s*$")
# "black 5 −1 fuel → right Manufactory (4)": a die, its fuel, the place it moves to, then a
# bare number in brackets (the die's value after the fuel, or the fuel left)
_DIE_FUEL_TO = compile_later(r"(?i)\b(?:black|blue|red|green)\s*(\d)\s*\(?\s*([+-]\s*\d+)\s*fuels?\s*\)?\s*"
                             r"(?:->|\u2192|=>|>|\bto\b|\bover\s+to\b)\s*(?:the\s+)?[a-z][a-z' -]{1,30}$")
# "red 6 → Nebra (5)", "green 3 (4): water": a bare number in brackets after a die or the
# place a die moves to, with no fuel written (the die's value, else asked)
_DIE_VALUE_END = compile_later(r"(?i)\b(black|blue|red|green)\s*(\d)\s*$")
_DIE_MOVED_TO = compile_later(r"(?i)\b(black|blue|red|green)\s*(\d)\s*(?:->|\u2192|=>|>|\bto\b|\bover\s+to\b)\s*"
                              r"(?:the\s+)?(?:gan\s*de|jyo|nebra|ridback|(?:azophi\s+)?nexus|"
                              r"(?:left|right)\s+(?:manufactory|manu|mf)|(?:manufactory|manu|mf)\s+(?:left|right))\s*$")
# "green 3 (4): water": a die's value, then another bare value in brackets (no fuel written)
_DIE_TWO_VALUES = compile_later(r"(?i)\b(black|blue|red|green)\s*([1-6])\s*\(\s*([1-6])\s*\)")


def _die_two_values(m: re.Match) -> str:
    """The same value twice is the die; another is the value the post uses the die as (then
    checked against the die, which asks for the fuel that would make it)."""
    return f"{m.group(1)} {m.group(2) if m.group(2) == m.group(3) else m.group(3)}"


_NAMED_NUMBER = compile_later(r"(?i)\b(?:cycle|round|action|rows?|column|col|turn|steps?|spaces?)\s*#?\d+|"
                              r"\d+\s*(?:steps?|spaces?|st|nd|rd|th)\b")
_UNIT_END = compile_later(r"(?i)\b(fuel|cp|influence|crew|artifacts?)\s*[.!]*\s*$")
_PLAN_LABEL = compile_later(r"(?i)^\W*(?:(?:and|then|plan\s+for)\s+)?(?:next\s+(?:action|turn|round|time|cycle)|"
                            r"later(?:\s+on)?|afterwards|my\s+next\s+(?:action|move|turn))\s*[:\u2013\u2014-]")
# "Getting ready for some yellow pods", "gearing up for the Building of 9": what the action
# prepares for, said at a sentence's start, is a plan (talk), never this post's order
_PREPARING = compile_later(r"(?i)^\W*(?:(?:and|so|just|now|also)\s+)*(?:i'?m\s+|im\s+|i\s+am\s+)?"
                           r"(?:getting\s+(?:ready|set)|gearing\s+up|setting\s+(?:myself\s+|me\s+)?up|"
                           r"prepping|preparing|building\s+up)\s+(?:myself\s+)?for\b")
# what follows a sentence that trails off ("A or B... B it is!"), and a piece that is the
# reason for what follows it ("Xi'an's artifact is gone, so Cuzco")
_TRAILS_OFF = compile_later(r"\s*\.\.+")
_SO_AFTER = compile_later(r"\s*[,;]?\s*(?:so|hence|therefore|thus)\b")


def _literal_then(text: str, literal: str, after) -> bool:
    """Whether `literal` occurs in `text` with `after` matching right behind it: the search
    for re.escape(literal) + after, without compiling a pattern for each text (hundreds a post,
    each pushing the reader's own patterns out of the re module's cache)."""
    start = text.find(literal)
    while start >= 0:
        if after.match(text, start + len(literal)):
            return True
        start = text.find(literal, start + 1)
    return False


_CHANGED_MIND = compile_later(r"(?i)^\W*(?:(?:ok(?:ay)?|hmm+|nah|no|wait|sorry|ugh)[,.!\s]+)*(?:(?:i(?:'ve)?\s+)?changed\s+my\s+"
                              r"mind|change\s+of\s+plans?|on\s+second\s+thoughts?|new\s+plan|scratch\s+(?:that|all\s+"
                              r"that|the\s+above)|forget\s+(?:that|all\s+that|the\s+above)|ignore\s+(?:that|the\s+"
                              r"above))[\s,.!:;-]*$")
# "hmm no, I can't afford the space. dock with black and red instead": a whole action given
# instead of the one above (not "black instead of red", "(if not, I'll dock instead)", "or ...?")
_WHOLE_INSTEAD = compile_later(r"(?i)\binstead\s*[.!]*\s*$|^\W*instead\b")
_NOT_WHOLE_INSTEAD = compile_later(r"(?i)\binstead\s+of\b|\?|\(|^\W*(?:if|unless|otherwise|or)\b|\bif\b")
_TRUST_ME = compile_later(r"(?i)[,;]?\s*\b(?:trust|believe)\s+me\b|[,;]?\s*\bif\s+you\s+ask\s+me\b")
_TRUST_ME_WORDS = compile_later(r"(?i)\b(?:trust|believe|ask)\s+me\b")
_KEEP_ALL = compile_later(r"(?i)\b(?:keep(?:ing)?|leav(?:e|ing))\s+(?:everything|them\s+all|all(?:\s+the\s+dice)?|"
                          r"the\s+dice|my\s+dice|them|it\s+all)\s+(?:as\s+(?:is|they\s+are)|alone|unchanged)\b")
_MID_CORRECTION = compile_later(r"(?i)(?<=\w)\s*[,;]\s*(no\s+wait|wait\s+no|no\s+sorry|sorry\s+no|actually\s+no|"
                                r"no\s+actually|i\s+mean)\b\s*[,:]?\s*(?=\w)")
# "My turn:", "my move -", "Now for my action:", "Here's my turn:": the player's own turn opens
_TURN_OPENS = compile_later(r"(?i)(?:^|(?<=[\s,.!?)]))(?:(?:ok(?:ay)?|so|right|now|and)[\s,]+)?(?:(?:now\s+)?for\s+|"
                            r"here'?s\s+|here\s+is\s+)?my\s+(?:turn|move|action|go|play)(?:\s+(?:then|now))?"
                            r"\s*(?::|\s[\u2013\u2014-]|\u2192|->|,(?=\s*(?:black|blue|red|green|dock)\b))\s*"
                            # "Jyo's out of reach without fuel, so: blue 6 to ...": "so:" opens the
                            # order its reason led to
                            r"|(?:^|(?<=[\s,.!?)]))(?:so|thus|hence)(?:\s+then)?\s*:\s*")
_BACK_TO_IT = compile_later(r"(?i)^\W*(?:(?:so|ok(?:ay)?|well)[\s,]+)?(?:anyways?|back\s+to\s+(?:business|the\s+game))\b"
                            r"[\s,:;.!\u2013\u2014-]*")


# "set red... no, blue to 6": a sentence opening on "no," revises the one before it
_NO_COMMA = compile_later(r"(?i)^\s*no\s*[,!]+\s*(?=[a-z])")

# "green stays 4", "the red one remains a 2", "blue unchanged": a die left as it is
_DIE_STAYS = compile_later(r"(?i)^\s*(?:and\s+)?(?:the\s+|my\s+)?(?:black|blue|red|green)\s+(?:one\s+|die\s+)?"
                           r"(?:stays|remains|stay|is\s+unchanged|unchanged|as\s+is)\b(?:\s+(?:at\s+|an?\s+)?[1-6])?"
                           r"\s*[.!]*\s*$")

_BESIDE_MID = compile_later(r"(?i)\s+(?=(?:right\s+)?(?:next\s+to|adjacent\s+to|beside|touching)\s)")
_BESIDE_THEN = compile_later(r"\s+(?:so|hence|thus|→|->|=>|=)\s+|\s*(?:→|->|=>)\s*(?=[+\d])")


# "red 6 → 2 pink", "3 orange please": a material named by its colour (food pink, polymer
# orange, steel yellow) after a count, in a post that names no pod, row or space: the colours
# of the dice (red, green, blue) are left alone, they name dice
_COLOUR_MATERIAL = compile_later(r"(?i)(?:\b(\d|a|an|one|two|three)\s+|(?<=[:+&\u2192])\s*|(?<=->)\s*|\band\s+)"
                                 r"(pink|orange|yellow)\b(?!\s*(?:\d|pods?\b|ones?\b|"
                                 r"spaces?\b|tiles?\b|from\b|on\b))")
# "for a blue one", "short on blue", "need more green": a die's colour (red, green, blue)
# said as a material, by "a ... one" or after a word of lacking, is the material of that colour
_DIE_COLOUR_MATERIAL = compile_later(
    r"(?i)(?:\b(?:a|an|one|another|two|2)\s+(red|green|blue)\s+(?=ones?\b)|"
    r"\b(?:short\s+on|low\s+on|out\s+of|lacking|run(?:ning)?\s+out\s+of|"
    r"need(?:s|ed)?(?:\s+(?:a|more|another|some))?|(?:\s*[:\u2192]|\s*->|for)\s*(?:[12]|one|two|a|an)(?:\s*x)?)\s+"
    r"(red|green|blue)\b"
    # ("blue 5: 1 blue 1 orange": a count after it that counts a material is no die value)
    r"(?!\s*(?:\d(?!\s*(?:pink|orange|yellow|blue|red|green|water|food|steel|polymer|organics|"
    r"palladium)\b)|dice\b|die\b|ones?\b|pods?\b|spaces?\b|tiles?\b|to\b|at\b|on\b|for\b|\u2192|->)))")
# "red 1: blue", "green 5: blue + orange": right after the colon of a die and its value, a
# die's colour alone is what the die takes (a die is never named there)
_AFTER_DIE_COLON = compile_later(r"(?i)(\b(?:black|blue|red|green)\s+[1-6]\s*:\s*)(red|green|blue)\b"
                                 r"(?=\s*(?:[.!,;)]|$|\+|&|and\b|pls\b|please\b|(?:pink|orange|yellow)\b))")
_POD_TALK = compile_later(r"(?i)\b(?:pods?|rows?|spaces?|tiles?|build|built|building|column|col)\b")


# "docking w/ the two 6s", "both 5's": two dice named by the value they share; read as the
# two dice (not yet used) showing it when exactly two do, else left for the reader to refuse
_TWO_BY_VALUE = compile_later(r"(?i)\b(?:(?:the|my)\s+(?:two|2|pair\s+of)|both(?:\s+(?:the|my))?|(?:a\s+)?pair\s+of)"
                              r"\s+(?:([1-6])'?s|(ones|twos|threes|fours|fives|sixes))\b")
_VALUE_WORDS = {"ones": 1, "twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6}


def _dice_by_value(body: str, seat: dict) -> str:
    if len(body) > 2000:
        return body

    def colours(m: re.Match) -> str:
        value = int(m.group(1)) if m.group(1) else _VALUE_WORDS[m.group(2).lower()]
        showing = [d for d in DICE if d not in seat.get("used", ()) and seat.get("dice", {}).get(d) == value]
        return f"{showing[0]} {value} and {showing[1]} {value}" if len(showing) == 2 else m.group(0)
    return _TWO_BY_VALUE.sub(colours, body)


# "Then I have red 2 + blue 2", "so I'll have black 6 and green 6 now": the dice as they will
# show after the change, told back. Talk when every die it names shows that value after the
# order (the die ordered changed, the others as they are); else left to the order, refused
_DICE_AFTER = compile_later(r"(?i)^\W*(?:(?:and|so|then|now|which)[\s,]+)*(?:(?:i|i'?ll|i\s+will|i'?d)\s+"
                            r"(?:have|got|hold|be\s+holding|end\s+up\s+with)|that\s+(?:gives|leaves)\s+me"
                            r"(?:\s+with)?)\b")
_DIE_AND_VALUE = compile_later(r"(?i)\b(black|blue|red|green)\s+([1-6])\b")


def _dice_after(sentence: str, seat: dict, ordered: set[str], bonus: str | None) -> bool:
    named = _DIE_AND_VALUE.findall(sentence)
    if not _DICE_AFTER.match(sentence) or not named or not ordered or bonus not in ("flip", "six"):
        return False
    for colour, value in named:
        have = seat.get("dice", {}).get(colour.lower())
        if have is None:
            return False
        after = (6 if bonus == "six" else 7 - have) if colour.lower() in ordered else have
        if int(value) != after:
            return False
    return True


# "green 4 -1 → Nebra", "black 2 +1 to the Ridback": a sign and a figure right after a die's
# value, before where it goes, with no unit: the fuel spent to change the die
_DIE_BARE_FUEL = compile_later(r"(?i)\b((?:black|blue|red|green)\s+[1-6]\s*[+-]\s*[1-5])(?=\s*(?:\u2192|->|=>|\bto\b))")


def _die_bare_fuel(body: str) -> str:
    return _DIE_BARE_FUEL.sub(r"\1 fuel", body) if len(body) <= 2000 else body


def _die_colour_material(m: re.Match) -> str:
    colour = m.group(1) or m.group(2)
    start = m.start(1) if m.group(1) else m.start(2)
    return m.group(0)[:start - m.start(0)] + MATERIAL_OF[colour.lower()] + \
        m.group(0)[start - m.start(0) + len(colour):]


def _colour_materials(body: str) -> str:
    if _POD_TALK.search(body) or len(body) > 2000:
        return body
    body = _DIE_COLOUR_MATERIAL.sub(_die_colour_material, body)
    body = _AFTER_DIE_COLON.sub(lambda m: m.group(1) + MATERIAL_OF[m.group(2).lower()], body)
    return _COLOUR_MATERIAL.sub(lambda m: m.group(0)[:m.start(2) - m.start(0)]
                                   + MATERIAL_OF[m.group(2).lower()], body)


def _beside_split(pieces: list[str]) -> list[str]:
    """"the yellow 2 on Cuzco 39 next to Mei's yellow on 37 → +1 group so 3 influence": the
    neighbour named after the space is a reason of its own (talk, its space no second space of
    the order), and what follows "so" or an arrow is the figure it explains (checked)."""
    out: list[str] = []
    for piece in pieces:
        m = _BESIDE_MID.search(piece)
        if m is None or len(piece) > 300:
            out.append(piece)
            continue
        head, rest = piece[:m.start()], piece[m.end():]
        if DIE_VALUE.search(rest) or head.count("(") > head.count(")") or \
                re.match(r"(?i)(?:right\s+)?\S+\s+(?:to\s+)?(?:the\s+)?cent(?:er|re)\b", rest):
            # ("(3 + 1 next to the center)": the breakdown of a figure, in its brackets)
            out.append(piece)
            continue
        out.append(head)
        k = _BESIDE_THEN.search(rest)
        if k is None:
            out.append(rest)
        else:
            out += [rest[:k.start()], _Explained(rest[k.end():])]
    return out



# "2 water for the Building of 9 later", "3 steel saved for Cuzco next round": a count of one
# material, then what it is kept for later
_KEPT_FOR_LATER = compile_later(r"(?i)^\W*(\d+)\s+([a-z]+)\s+((?:(?:saved|kept|banked)\s+)?(?:for|towards)\s+"
                                r"[^\d]{0,60}?(?:\d+\s+)?[^\d]{0,40}?\b(?:later(?:\s+on)?|eventually|next\s+(?:turn|round|time|cycle)|"
                                r"at\s+the\s+end))\W*$")


# "Materials 2 → 5", "materials: 5", "7 materials": a total of materials, just written
_MATERIALS_TOTAL_END = compile_later(r"(?i)\bmaterials?\s*:?\s*(?:\d+\s*(?:\u2192|->|=>)\s*)?\d+\s*[.!]*\s*$|"
                                     r"\b\d+\s+materials?\s*(?:now|total|after)?\s*[.!]*\s*$")


def _held_list(text: str) -> list[tuple[str, str]]:
    """"2 palladium, 2 water, 1 polymer" -> [("2", "palladium"), ...]: counts of materials
    only (else [])."""
    if len(text) > 200:
        return []
    out = []
    for item in re.split(r"\s*(?:,|\+|&|\band\b)\s*", text.strip(" .")):
        m = _BARE_COUNT.match(item)
        if not m or not V.MATERIALS.table.get(fold(m.group(2))):
            return []
        out.append((m.group(1), m.group(2)))
    return out


# "(1 steel, 1 organics, 1 food after)", "(2 water, 1 polymer in hand)": a list of counts said to be
# what the player holds
_HELD_TAIL = compile_later(r"(?i)\s*\b(?:after(?:\s+(?:this|that))?|now|total|in\s+total|left|in\s+hand|then)\s*[.!]*\s*$")


_SIGNED_EXTRAS = compile_later(r"(?i)^\s*\+\s*1\s+[a-z]+(?:\s*(?:,|&|\band\b|\+)\s*\+?\s*1\s+[a-z]+)*\s*$")


# "... for row 6: the red 2": a row named before a colon, then a pod by colour and influence
_ROW_END = compile_later(r"(?i)\brows?\s*\d(?:\s*[-/]\s*\d)?\s*$")
_POD_AFTER_ROW = compile_later(r"(?i)^\s*(?:the\s+|a\s+)?(?:yellow|red|pink|green|blue)\s+[0-3](?![\d\w])"
                               r"(?!\s*(?:pod|tile|-?\s*influence))")


_POD_AFTER_ROW_COMMA = compile_later(r"(?i)(\brows?\s*\d(?:\s*[-/]\s*\d)?\s*,\s*(?:the\s+|a\s+)?"
                                     r"(?:yellow|red|pink|green|blue)\s+[0-3])(?![\d\w])"
                                     r"(?!\s*(?:pod|tile|-?\s*influence|\(\s*[+-]|activat|:|to\b|\u2192|->))")


_MATERIAL_FIRST = compile_later(r"(?i)^\W*([a-z]+)\s*(?:now\s*)?[:=]?\s*(\d{1,2})\s*(?:now|total|left)?\s*[.!]*\s*$")
# "Fuel 0, organics 3.", "CP 4 and water 2": what the player will hold, unit by unit, in a
# sentence of its own after the order
_UNITS_FIRST_LIST = compile_later(r"(?i)^\W*(?:[a-z]+\s*[:=]?\s*\d{1,2}\s*(?:,|;|\band\b|&|\+)\s*){1,5}"
                                  r"[a-z]+\s*[:=]?\s*\d{1,2}\s*(?:now|total|left)?\s*[.!]*\s*$")
_UNIT_FIRST_PAIR = compile_later(r"(?i)([a-z]+)\s*[:=]?\s*(\d{1,2})")
# "= 4 new materials, 6 total", "+3 fuel, 8 total": "new" between a count and its unit says
# the count is gained; a bare count then "total"/"now"/"left" after a figure is of the same unit
_NEW_UNIT = compile_later(r"(?i)\b(\d{1,2})\s+(?:new|more|extra|fresh)\s+(?=(?:materials?|fuel|cp|crew|artifacts?)\b)")
_CARRIED_TOTAL = compile_later(r"(?i)(\b\d{1,2}\s+(materials?|fuel|cp|crew|artifacts?)\b\s*[,;]\s*)(\d{1,2})\s+"
                               r"(?=(?:total|now|left|in\s+total|overall)\b)")


# "(+ mat water + card polymer) = 2x water 1x polymer new": a sum's result written as a list of
# counts, each of them the sum's result for its material (checked), none of them taken again
_RESULT_LIST = compile_later(r"(?i)=\s*((?:\d{1,2}\s*[x\u00d7]?\s*[a-z]+\s*(?:[,+&]|\band\b)?\s*){2,6}?)"
                             r"(?:\s*\b(?:new|gained|in\s+all|total|more)\b)?(?=\s*(?:[,;.!)]|$))")
_RESULT_ITEM = compile_later(r"(?i)(\d{1,2})\s*[x\u00d7]?\s*([a-z]+)")


def _result_list(m: re.Match) -> str:
    items = _RESULT_ITEM.findall(m.group(1))
    if len(items) < 2 or not all(V.MATERIALS.table.get(fold(w)) for _, w in items):
        return m.group(0)
    new = " new" if re.search(r"(?i)\b(?:new|gained|more)\b", m.group(0)) else ""
    return " ".join(f"= {n} {w}{new}" for n, w in items)


# "+1 water & +1 polymer from mat/card": two extras and their two sources, named together
_EXTRAS_SHARED = compile_later(r"(?i)(\+\s*1\s+[a-z]+)\s*(?:&|\band\b|,|\+)\s*(\+?\s*1\s+[a-z]+)\s+(?:from|via|thanks\s+to)\s+"
                               r"(?:the\s+|my\s+)?(mat|(?:cycle\s+)?card)\s*(?:/|&|\band\b|\+)\s*(?:the\s+)?"
                               r"(mat|(?:cycle\s+)?card)\b")


# "Total: 1 steel, 3 water, 1 polymer", "now I hold 1 steel and 3 water", "giving me 2 food",
# "that's 2 food for me": a list of counts of materials, said to be what the player holds
_HOLD_ITEM = r"\d{1,2}\s*[x\u00d7]?\s*[a-z]+"
_HOLD_LIST = _HOLD_ITEM + r"(?:\s*(?:,|\band\b|&|\+)\s*" + _HOLD_ITEM + r"){0,6}"
_HOLDINGS = compile_later(
    r"(?i)(?:\btotals?\s*[:=]?|\bnow\s+(?:i\s+)?(?:have|hold)|\bi\s+(?:now\s+)?(?:have|hold)(?:\s+now)?|"
    r"\b(?:which|that|this)\s+(?:gives|leaves|puts)\s+me(?:\s+at)?|\b(?:giving|leaving|putting)\s+me(?:\s+at)?|"
    r"\bso\s+i\s+(?:have|hold)|\bholding|\bfor\s+a\s+total\s+of)\s*:?\s*(?P<list>" + _HOLD_LIST + r")"
    r"(?P<tail>\s+(?:for\s+me|now|total|in\s+total|in\s+all))?\b"
    r"|\bthat'?s\s+(?P<list2>" + _HOLD_LIST + r")(?P<tail2>\s+(?:for\s+me|now|total|in\s+total|in\s+all|"
    r"this\s+(?:turn|action|round)|new|gained))\b")

# "Materials after: 1 food, 2 steel", "Stock now - 3 water, 1 polymer", "After: ...": a label
# saying what follows is what the player will hold, as "Total:" says it
_HOLD_LABEL = compile_later(
    r"(?i)(?<![\w'])(?:(?:my\s+)?(?:materials?|resources?|stock|inventory|holdings?|supply|cargo|hand)"
    r"\s+(?:after(?:wards)?(?:\s+(?:this|that|it|the\s+action|the\s+turn))?|now|left|held|on\s+hand|"
    r"at\s+the\s+end)|(?:my\s+)?(?:stock|inventory|holdings)|after(?:wards)?(?:\s+(?:this|that|it|"
    r"the\s+action|the\s+turn))?|end\s+of\s+(?:the\s+)?(?:turn|action)|now)\s*(?::|=|\s[-\u2013\u2014])"
    r"\s*(?P<list>" + _HOLD_LIST + r")(?P<sum>\s*[,;]\s*(?P<n>\d{1,2})\s+(?:materials?\s+)?(?:total|in\s+total|"
    r"in\s+all|overall|altogether)\b)?(?=\s*(?:=|\(|[.!;)]|$))")


def _hold_label(m: re.Match) -> str:
    items = _RESULT_ITEM.findall(m.group("list"))
    if len(items) >= 2 and not m.group("sum") and all(
            V.MATERIALS.table.get(fold(w)) or fold(w) in _HELD_UNITS for _, w in items):
        # "After: 1 food, 1 water, 3 fuel": each item what the player will hold of it
        return ", ".join(f"{n} {w} now" for n, w in items)
    if len(items) < 2 or not all(V.MATERIALS.table.get(fold(w)) for _, w in items):
        return m.group(0)
    return "Total: " + m.group("list") + (f" = {m.group('n')} total" if m.group("sum") else "")


_HELD_UNITS = frozenset({"fuel", "cp", "crew", "artifact", "artifacts", "artefact", "artefacts"})


# after a list of holdings, a bare "= 5 total", "(5 total)", ", 5 in all": the materials held
_HELD_SUM = compile_later(r"(?i)(\d{1,2}\s+[a-z]+\s+now)\s*(?:=|\(|,|;|\u2192|->|[-\u2013\u2014])\s*(\d{1,2})\s*"
                          r"(?:total|in\s+total|in\s+all|overall|altogether)?\s*(\)?)(?=\s*(?:[.!;)]|$))")


# "I not change any dice", "won't flip anything", "not going to touch my dice": no change
_NOT_CHANGING = compile_later(
    r"(?i)\b(?:i\s+|i'?m\s+|i\s+am\s+)?(?:do\s+not|don'?t|dont|will\s+not|won'?t|wont|shall\s+not|"
    r"not(?:\s+going\s+to|\s+gonna)?|never)\s+(?:going\s+to\s+|gonna\s+|to\s+|want\s+to\s+|wanna\s+|need\s+to\s+|"
    r"plan\s+to\s+|feel\s+like\s+)?"
    r"(?:change|changing|flip|flipping|set|setting|touch|touching|alter|altering|adjust|adjusting|"
    r"modify|modifying|use|using|take|taking)\b(?:\s+(?:anything|nothing|any|my|the|a|it|this|that)\b)?"
    r"(?:\s+(?:dice|die|one|bonus|card|flip|change|option|reroll))?")


# "... water, +1 CP. that's 2 water", "so 3 food": a figure of a material already taken
_THATS_MATERIAL = compile_later(r"(?i)\b(?:that'?s|thats|that\s+is|that\s+makes|makes|so)\s+(\d{1,2})\s+"
                                r"([a-z]+)\b(?=\s*(?:[.!;,)]|$))")


def _thats_material(m: re.Match, body: str) -> str:
    material = V.MATERIALS.table.get(fold(m.group(2)))
    named = material and any(V.MATERIALS.table.get(fold(w)) == material
                             for w in re.findall(r"[A-Za-z]+", body[:m.start()]))
    return f"= {m.group(1)} {m.group(2)}" if named else m.group(0)


# "3 materials (organics, food, palladium)", "4 materials total (2 water + steel + food)"
_BREAK_ITEM = r"(?:\d{1,2}\s*[x\u00d7]?\s*)?[a-z]+"
_TOTAL_BROKEN_DOWN = compile_later(
    r"(?i)((?:\b(?:makes?|making|that'?s|thats|totals?|now|have|hold|holding|me|at)\s*:?\s*|[=\u2192]\s*|->\s*)"
    r"\d{1,2}\s+(?:materials?|resources?|mats)|\b\d{1,2}\s+(?:materials?|resources?|mats)\s+"
    r"(?:total|in\s+total|now|in\s+all)|\btotal\s*[:=]?\s*\d{1,2}|\b\d{1,2}\s+(?:in\s+)?total)\s*"
    r"\(\s*(" + _BREAK_ITEM + r"(?:\s*(?:,|\band\b|&|\+|/)\s*" + _BREAK_ITEM + r"){0,9})\s*\)")


def _total_broken_down(m: re.Match) -> str:
    counts: dict[str, int] = {}
    for item in re.split(r"(?i)\s*(?:,|\band\b|&|\+|/)\s*", m.group(2).strip()):
        n, _, word = item.strip().partition(" ") if item.strip()[:1].isdigit() else ("1", "", item)
        word = re.sub(r"^[x\u00d7]\s*", "", word.strip())
        material = V.MATERIALS.table.get(fold(word))
        if not material or not n.strip().rstrip("x\u00d7").isdigit():
            return m.group(0)
        counts[word] = counts.get(word, 0) + int(n.strip().rstrip("x\u00d7"))
    said = m.group(1)
    if not re.search(r"(?i)\b(?:materials?|resources?|mats)\b", said):
        said = re.search(r"\d+", said).group(0) + " materials total"    # "Total 3 (...)"
    return said + ", " + ", ".join(f"{n} {w} now" for w, n in counts.items())


def _holdings(m: re.Match) -> str:
    items = _RESULT_ITEM.findall(m.group("list") or m.group("list2"))
    if not items or not all(V.MATERIALS.table.get(fold(w)) for _, w in items):
        return m.group(0)
    if re.search(r"(?i)\bthis\s+(?:turn|action|round)|\bnew\b|\bgained\b", m.group("tail2") or ""):
        # "that's 2 water and 1 polymer this turn": what the action gains of each (checked)
        return " ".join(f"= {n} {w} new" for n, w in items)
    return ", ".join(f"{n} {w} now" for n, w in items)


_MATERIAL_NOW = compile_later(r"(?i)\b([a-z]{2,12})\s+(?:is\s+|are\s+)?(?:now|up\s+to|down\s+to|back\s+to|"
                              r"goes\s+to|go\s+to|stands\s+at|total|in\s+total|comes\s+to|come\s+to)\s*:?\s*"
                              r"(\d{1,2})\b(?!\s*(?:[a-z]|[-\u2192>]))")


# "(total water 2)", "now water: 3": the same, the word of a total first
_NOW_MATERIAL = compile_later(r"(?i)\b(?:total|now|in\s+total)\s+([a-z]{2,12})\s*:?\s*(\d{1,2})\b(?!\s*(?:[a-z]|[-\u2192>]))")


# "water 1 → 3", "palladium: 0->1": a material, what the player held, an arrow, what they hold
_MATERIAL_WAS = compile_later(r"(?i)\b([a-z]{3,12})\s*:?\s*(\d{1,2})\s*(?:->|\u2192|=>)\s*(\d{1,2})\b"
                              r"(?!\s*(?:fuel|cp|influence|crew|materials?|[a-z]+\s+(?:pod|space)))")


def _material_now(m: re.Match) -> str:
    word = m.group(1)
    if not V.MATERIALS.table.get(fold(word)):
        return m.group(0)
    return f"{m.group(2)} {word} now"


# "Thebes 4 → 7, take water at 6": beside a track that moves, a material "at" a track space is
# the bonus there (not "water at Nebra", "2 water at 6", "on Thebes 34")
_TRACK_MOVE = compile_later(r"(?i)\b(?:xi'?an|thebes|cuzco)\s*(?:track\s*)?\d{1,2}\s*(?:\u2192|->|=>|to)\s*\d{1,2}\b|"
                            r"\b(?:xi'?an|thebes|cuzco)\s*(?:track\s*)?(?:\u2192|->|=>)\s*\d{1,2}\b|"
                            r"(?:\u2192|->|=>)\s*(?:xi'?an|thebes|cuzco)\s*\d{1,2}\b|\+\s*\d\s*(?:influence|inf)\b")
# what an activation gets, named without its name ("or maybe the statue instead?", "or a pod?")
_ORDER_THINGS = frozenset({"statue", "statues", "achievement", "achievements", "pod", "pods",
                           "fuel", "influence"})


_MATERIAL_AT = compile_later(r"(?i)(?<![\d\w]\s)(?<![\d])\b(?:take\s+|taking\s+|and\s+)?(?:the\s+|a\s+)?([a-z]+)\s+at\s+(\d{1,2})\b"
                             r"(?!\s*(?:\d|[-\u2192>]))")


# "artifact for the food", "artefact in place of my steel", "the artifact as water": the wild
# artifact paid where the material after it was due (the material is not paid)
_IN_PLACE_OF = (r"(?:for|instead\s+of|in\s+place\s+of|as(?:\s+(?:a\s+)?wild(?:card)?\s+for)?|replacing|"
                r"subbing\s+(?:in\s+)?for|standing\s+in\s+for)\s+(?:the\s+|my\s+|a\s+|one\s+)?")
_ARTIFACT_IN_PLACE = compile_later(r"(?i)\b(artifacts?|artefacts?)(?:\s+" + _IN_PLACE_OF + r"([A-Za-z]+)\b"
                                   r"(?!\s+(?:pod|tile|space)\b)|\s*\(\s*" + _IN_PLACE_OF
                                   + r"([A-Za-z]+)\s*\))")
# "Cuzco 3 → 6, artifact back at 5", "the artifact comes back on 5": the artifact paid and
# won back from the track, "at" the track space where the bonus stands (as "artifact at 5")
_ARTIFACT_BACK_AT = compile_later(r"(?i)\b(artifacts?|artefacts?)\s+(?:comes?\s+back|back|again|returns?|"
                                  r"returned|regained)\s+(?:at|on|from)\s+(?:track\s+)?(?:space\s+)?(\d{1,2})\b")
# "(artifact on 4)", "picking up the fuel on space 5", "the CP on track space 2": beside a track
# that moves, a bonus "on" a track space is "at" it (checked), unless it is what is paid
_BONUS_ON = compile_later(r"(?i)(?<!\w)(?P<pre>[\w\s]{0,24}?)\b(?P<u>artifacts?|artefacts?|cp|fuel)\s+on\s+"
                          r"(?:the\s+)?(?:track\s+)?(?:space\s+|spot\s+)?(?P<n>\d{1,2})\b(?!\s*[-\u2192>])")

# "+1 CP from space 2", "the fuel from track space 5", "artifact from spot 4": where the track
# bonus stands, said with "from" (a space or spot named, so never a row or a place)
_BONUS_FROM = compile_later(r"(?i)(?<!\w)(?P<pre>[\w\s+]{0,24}?)\b(?P<u>artifacts?|artefacts?|cp|fuel)\s+from\s+"
                            r"(?:the\s+)?(?:track\s+)?(?:space|spot)\s*(?P<n>\d{1,2})\b(?!\s*[-\u2192>])")
# "+1 CP (space 2)", "2 fuel (track space 2)": the same, the space in brackets
_BONUS_SPACE_BRACKET = compile_later(r"(?i)(?<!\w)(?P<pre>[\w\s+]{0,24}?)\b(?P<u>artifacts?|artefacts?|cp|fuel)\s*\(\s*"
                                     r"(?:track\s+)?(?:space|spot)\s*(?P<n>\d{1,2})\s*\)")

def _bonus_on(m: re.Match) -> str:
    if re.search(r"(?i)\b(?:pay|paying|paid|with|using|w)\b", m.group("pre")):
        return m.group(0)
    return f"{m.group('pre')}{m.group('u')} at {m.group('n')}"


# "Cuzco up to 7: artifact + 2 materials, food and steel", "Thebes 3 -> 7 = crew + water": after
# a colony's track figure and a colon, what the track's bonuses give (each checked), not payments
_TRACK_GIVES = compile_later(r"(?i)\b((?:xi'?an|thebes|cuzco)\s*(?:track\s*)?(?:\d{1,2}\s*(?:\u2192|->|=>|to)\s*|"
                             r"(?:is\s+)?(?:up\s+to|now|goes\s+to|to|at|\u2192|->|=>)\s*)\d{1,2})\s*[:=]\s*"
                             r"(?P<list>[^.;:()\n]{1,120})")
_GIVES_ITEM = compile_later(r"(?i)^(?:(?:an?|one|the)\s+|\+?(?P<n>\d)\s*x?\s*)?(?P<w>[a-z]+(?:\s+[a-z]+)?)$")


def _track_gives(m: re.Match) -> str:
    """The track bonuses listed after the track's figure, as claims the reader checks ("+1
    artifact", "+3 CP", "+2 fuel", "bonus: food and steel"); unchanged unless every item is one."""
    claims, materials = [], []
    for item in re.split(r"(?i)\s*(?:,|\+|&|\band\b|\bplus\b)\s*", m.group("list").strip()):
        if not item:
            continue
        i = _GIVES_ITEM.match(item)
        if i is None:
            return m.group(0)
        n, w = i.group("n") or "1", fold(i.group("w"))
        if V.MATERIALS.table.get(w):
            materials += [w] * int(n)
        elif w in ("materials", "material", "mats", "materials of choice", "material of"):
            continue        # "2 materials, food and steel": the count of the ones named
        elif w in ("artifact", "artifacts", "artefact", "artefacts"):
            claims.append(f"+{n} artifact")
        elif w in ("cp", "cps", "points", "point"):
            claims.append(f"+{n} CP")
        elif w == "fuel":
            claims.append(f"+{n} fuel")
        else:
            return m.group(0)
    parts = claims + ([f"bonus: {' and '.join(materials)}"] if materials else [])
    return m.group(1) + "; " + "; ".join(parts) if parts else m.group(0)


_PAIR_WITH_MAT = compile_later(r"(?i)(?<!paying\s)(?<!pay\s)(?<!paid\s)\b(2|two)\s*x?\s+([a-z]+)\s*\(\s*(?:the\s+|my\s+)?"
                               r"mat(?:\s+[a-e])?(?:\s+power)?\s*\)")


_COLONY_COMMA_TRACK = compile_later(r"(?i)\b(xi'?an|thebes|cuzco)\s*[,\u2013\u2014-]\s*((?:up\s+to|now|goes\s+to)\s+\d{1,2})\b")
# "Thebes to 5", "Cuzco goes to 3": where the colony's track will stand (checked)
_COLONY_TO = compile_later(r"(?i)\b(xi'?an|thebes|cuzco)\s+(?:(?:goes|moves|up|going|moving)\s+)?to\s+(\d)\b"
                           r"(?!\s*(?:fuel|cp|crew|influence|materials?|artifacts?|[-\u2013]\s*\d))")
# "that's the fuel bonus", "for the crew bonus right?", "and I get the CP bonus": a track bonus the
# player counts on, said in words
_BONUS_SAID = compile_later(r"(?i)(?:\s*[,;]\s*|\s+)(?:(?:and|so)\s+)?(?:that'?s|thats|that\s+is|for|i\s+get|i\s+take|"
                            r"i\s+grab|getting|taking|grabbing|to\s+get|which\s+gives\s+me|gets\s+me)\s+"
                            r"(?:the|a|my)\s+(fuel|cp|crew)\s+bonus\b(?:\s*,?\s*(?:right|correct)\s*\?+|\s*[!.]+)?")
# "so I get a crew", "and I take the fuel": at the influence bonus, the track bonus counted on
_BONUS_GOT = compile_later(r"(?i)(?:\s*[,;]\s*|\s+)(?:and|so)\s+i\s+(?:get|take|grab|collect)\s+(?:a|the|one|my)\s+"
                           r"(fuel|cp|crew)\b(?!\s*(?:on|to|at|from|bonus)\b)\s*[!.]*(?=\s*(?:[,;]|$))")
# "Cuzco 6 to 7", "thebes track 3 to 5": the track's figure before and after, said with "to"
# "Influence: Cuzco, 0 -> 1", "Cuzco please, 0 to 2": where the track was, then where it will be,
# after a comma or a colon
_COLONY_SEP_FROM_TO = compile_later(
    r"(?i)\b(xi'?an|thebes|cuzco)(?:\s+(?:please|pls|plz|track))?\s*[,:;]\s*(?:track\s+)?(\d{1,2})\s*"
    r"(?:->|\u2192|=>|to)\s*(\d{1,2})\b(?!\s*(?:fuel|cp|crew|influence|materials?|artifacts?|water|food|steel|"
    r"palladium|polymer|organics?|[-\u2013]\s*\d))")
# "Fuel after: 4", "CP afterwards 9": the unit's figure after the action, what the player holds
_UNIT_AFTER = compile_later(r"(?i)\b(fuel|cp|crew|artifacts?|materials)\s+(?:after(?:wards)?|afterwards|at\s+the\s+end|"
                            r"after\s+(?:this|that|it|the\s+action|the\s+turn))\s*[:=]?\s*(\d{1,2})\b"
                            r"(?!\s*(?:steps?|spaces?|moves?|rounds?|turns?|actions?|[a-z]+\s+(?:pod|space)))")
_COLONY_FROM_TO = compile_later(r"(?i)\b(xi'?an|thebes|cuzco)\s+(?:track\s+)?(\d{1,2})\s+to\s+(\d{1,2})\b"
                                r"(?!\s*(?:fuel|cp|crew|influence|materials?|artifacts?|[-\u2013]\s*\d))")
_OTHER_WAY = compile_later(r"(?i)\b(?:the\s+other\s+way(?:\s+(?:round|around))?|the\s+wrong\s+way(?:\s+(?:round|around))?|"
                           r"in\s+reverse|against\s+the\s+(?:orbit|clock))\b")
_AT_THERE = compile_later(r"(?i)[,;]?\s*\b(?:so\s+)?(?:i'?m|i\s+am|that\s+puts\s+me|putting\s+me|puts\s+me|which\s+"
                          r"puts\s+me)\s+(?:now\s+)?at\s+(\d{1,2})\s+(?:there|on\s+(?:that|the|this)\s+track)\b")
# "Thebes +1, that takes me to 2", "Cuzco (now at 3)", "Thebes, so 1 there now": where the one
# colony named will stand, said without the word "track" (checked)
_TRACK_SAID = compile_later(r"(?i)[,;(]?\s*\b(?:(?:so|and|that|which|this|it)\s+)*(?:(?:takes?|taking|brings?|"
                            r"bringing|puts?|putting|gets?|getting|moves?|moving)\s+me\s+(?:up\s+)?(?:to|at)"
                            r"|now\s+at|i'?m\s+(?:now\s+)?(?:at|on)|reach(?:es|ing)?|hit(?:s|ting)?)\s+(\d{1,2})\b"
                            r"(?:\s+(?:there|now))*"
                            r"(?!\s*(?:fuel|cp|crew|influence|materials?|artifacts?|steps?|spaces?|[-+\u2013\d]))\)?")
# "... 2 fuel from the track" right before "puts me at 7": the unit the total is of
_UNIT_PUTS_ME = compile_later(r"(?i)\b\d{1,2}\s+(fuel|cp)\b[^,;.!?()\d]{0,30}$")
# "Cuzco after: 2", "Thebes track afterwards 5": where the colony's track will stand
_COLONY_AFTER = compile_later(r"(?i)\b(xi'?an|thebes|cuzco)(?:\s+track)?\s+(?:after(?:wards)?|afterwards|"
                              r"after\s+(?:this|that|it|the\s+action))\s*[:=]?\s*(\d{1,2})\b"
                              r"(?!\s*(?:fuel|cp|crew|influence|materials?|artifacts?))")
_TRACK_NOW = compile_later(r"(?i)[,;(]\s*(?:so\s+)?(\d{1,2})\s+(?:there\s+)?now\b(?:\s+there)?"
                           r"(?!\s*(?:fuel|cp|crew|influence|materials?|artifacts?))\)?|"
                           r"[,;(]\s*so\s+(\d{1,2})\s+there\b(?:\s+now)?\)?|"
                           # "Cuzco (now 5)", "Thebes, now 2": the figure after "now"
                           r"[,;(]\s*(?:so\s+)?(?:it'?s\s+)?now\s+(\d{1,2})\b"
                           r"(?!\s*(?:fuel|cp|crew|influence|materials?|artifacts?|[-+\u2013\d]))\)?|"
                           # "Thebes please, at 5, crew on Cuzco 44": at the influence bonus, a
                           # bare "at N" after the colony is where its track will stand
                           r"[,;(]\s*(?:so\s+)?at\s+(\d{1,2})\b"
                           r"(?!\s*(?:fuel|cp|crew|influence|materials?|artifacts?|[-+\u2013\d]))\)?")
# "4 to Thebes (9 now)", "Cuzco (now 5)": right after the colony, where its track will stand
_COLONY_NOW_PAREN = compile_later(r"(?i)\b(xi'?an|thebes|cuzco)\s*\(\s*(?:now\s+(\d{1,2})|(\d{1,2})\s+now)\s*\)")
_CREW_ARROW = compile_later(r"(?i)\bcrew\s*(?:bonus\s*)?(?:\u2192|->|=>)\s*(?=(?:the\s+)?(?:xi'?an|thebes|cuzco|#?\d))")
_CREW_WHICH = compile_later(r"(?i)\bcrew\s*,\s*which\s+(?=(?:goes|go|will\s+go|lands?|sits?)\b)")
_CREW_ON_WHOSE = compile_later(r"(?i)\bcrew\s+(?:bonus\s+)?(?:goes\s+|will\s+go\s+|lands\s+|is\s+going\s+)?on(?:to)?\s+"
                               r"(?P<who>my|[a-z]+'s)\s+"
                               r"(?:(?P<c1>xi'?an|thebes|cuzco)\s+)?(?:(?P<colour>yellow|red|pink|green|blue)\s+)?"
                               r"pod\b(?!\s*(?:on|in|at)\s+(?:xi'?an|thebes|cuzco)\s*\d)"
                               r"(?:\s+(?:on|in|at)\s+(?P<c2>xi'?an|thebes|cuzco)\b(?:\s*\(\s*(?:space\s+|#)?(?P<sp>\d{1,2})\s*\))?"
                               r"|\s*\(\s*(?:on\s+|in\s+|at\s+)?(?P<c3>xi'?an|thebes|cuzco)\s*(?P<sp3>\d{1,2})\s*\))?")
_EXTRA_ARROW = compile_later(r"(?i)(?<![\w-])((?:the\s+|my\s+)?(?:mat(?:\s+[a-e])?|(?:cycle\s+)?card|cycle\s+(?:\d\s+)?bonus))"
                             r"\s*(?:\u2192|->|=>)\s*(?=\+\s*\d)")


def _row_pod(m: re.Match, seat: dict) -> str:
    """The pod after its row, unless the die of that colour shows that value (then it may be
    the die: left as written)."""
    colour, value = re.findall(r"(?i)(yellow|red|pink|green|blue)\s+([0-3])$", m.group(1))[0]
    if seat and seat.get("dice", {}).get(colour.lower()) == int(value):
        return m.group(0)
    return m.group(1) + " pod"


# "with the palladium mat", "my water mat": the player's own mat named by its material
_MAT_DESCRIBED = compile_later(r"(?i)\b(?:with|w/|using|thanks\s+to|for|got|have|has)\s+(?:the|my)\s+"
                               r"([a-z]+)\s+mat\b")


# "The mat gives me another water and the cycle card a polymer, and ...": the mat or the card
# giving besides, in prose; its parts end at a comma, "and" or the end
_EXTRA_GIVES = compile_later(r"(?i)^\W*(?:and\s+|plus\s+)?(?:the\s+|my\s+)?(?:player\s+)?(?:mat|(?:cycle\s+)?card)(?:'s)?"
                             r"(?:\s+\w+){0,2}?\s+(?:gives?|adds?|throws?\s+in|grants?|brings?)\b")
_EXTRA_PART = compile_later(r"\s*(?:,\s*(?:and\s+|plus\s+)?|\s+and\s+|\s+plus\s+)|\s*[.!]*\s*$")


# "black 6 backwards (my mat)", "black 2 ccw (mat E)": the mat named after a move against the
# orbit is the power that allows it, not a material it gives
_MOVE_POWER_END = compile_later(r"(?i)\b(?:backwards?|back|ccw|counter[\s-]?clockwise|anti[\s-]?clockwise|"
                                r"reverse|the\s+other\s+way)\s*$")


# "fuel stays 7 so i get the +5 goal", "fuel still 7 for the goal", "3 CP now, which puts me
# ahead": a figure of what the player holds, then why (talk)
_FIGURE_THEN_WHY = compile_later(
    r"(?i)^(?![\s(]*[+\-\u2212])\W*(?:(?:my|and|final|(?:and\s+)?end(?:ing)?\s+(?:with|on|at))\s+)?(?P<fig>"
    r"(?:(?:fuel|cp|materials?|artifacts?|crew)\s+(?:stays?|still|remains?|is|now|goes\s+to|will\s+be)?\s*(?:at\s+)?"
    r"\d{1,2}|\d{1,2}\s+(?:fuel|cp|materials?|artifacts?|crew)(?:\s+(?:left|now|total|still|in\s+total))?))\b\s*"
    r"[,;!]?\s*(?P<why>(?:so|because|cause|as|since|which|that'?s|for\s+(?:the|my)|to\s+(?:meet|hit|reach|keep|"
    r"score))\b.*)$")


# "That puts me on 3 palladium for the goal later", "which gets me to 4 water, ready for
# Thebes", "I'll have 2 steel so I can build next round": what the player will hold (a claim,
# checked), then why (talk)
_HELD_THEN_WHY = compile_later(
    r"(?i)^(?P<fig>\W*(?:(?:that|this|which|it|so|and)\s+)*(?:(?:puts|put|brings|bring|gets|get|takes|leaves|"
    r"will\s+put|'?ll\s+put|should\s+put)\s+me\s+(?:on|at|to|up\s+to|with)|(?:i'?ll|i\s+will|i\s+would|"
    r"i'?d|i\s+should)\s+(?:then\s+)?(?:have|hold|be\s+(?:on|at|sitting\s+on))|(?:i'?m|im|i\s+am)\s+(?:then\s+|now\s+)?"
    r"(?:on|at|sitting\s+on))\s+(?P<n>\d{1,2})\s+(?P<unit>[a-z]+))\b\s*[,;\-\u2013\u2014]?\s*"
    r"(?P<why>(?:for|so|because|cause|since|as|ready|towards?|which|to\s+(?:meet|hit|reach|score|build|pay|"
    r"buy|get))\b.*)$")


# "Cycle 2 influence: Cuzco", "cycle-1 material - water", "Cycle #2 pick:": the cycle card's
# number in the label of its bonus, no figure of the bonus
_CYCLE_LABEL = compile_later(r"(?i)\b(cycle)(?:\s*card)?\s*[#\-\u2010-\u2015\u2212]?\s*\d\b(?!\s*(?:[+\-\u2192=x]|->))")


# "the blue-die CP": a die's colour joined to "die" by a hyphen is the die
_HYPHEN_DIE = compile_later(r"(?i)\b(black|blue|red|green)-(die|dice)\b")
# "red pod (infl 2)", "the green pod (inf. 1)", "pink pod [influence: 0]": the pod's printed
# influence in brackets after it, as "(2 influence)" says it (it names the pod, checked)
_POD_INFL_ABBR = compile_later(r"(?i)\b(pods?)\s*[(\[]\s*(?:printed\s+)?inf(?:l|luence)?\.?\s*[:=]?\s*(\d)\s*[)\]]")


# "Cuzco looks crowded", "the Nexus seems busy": a place described, not where the ship goes
_PLACE_DESCRIBED = compile_later(r"(?i)^\W*(?:the\s+)?(?:xi'?an|thebes|cuzco|jyo|nebra|gan\s*de|ridback|"
                                 r"(?:azophi\s+)?nexus|(?:left\s+|right\s+)?manu\w*)(?:'s)?\s+"
                                 r"(?:looks|seems|feels|is\s+getting|getting|looking|sounds)\b")


def _place_described(piece: str) -> bool:
    """"Cuzco looks crowded, might go there next round": a place with a verb that describes it,
    and no figure, is talk (what it names is not the order)."""
    return len(piece) < 200 and bool(_PLACE_DESCRIBED.match(piece)) and \
        not any(ch.isdigit() for ch in piece) and \
        not re.search(r"(?i)\b(?:better|best|nicer|worse|preferable|instead)\b", piece)


_DIE_FACT = compile_later(r"(?i)^\W*(?:(?:ugh|meh|well|sadly|damn|lol|hmm+|ok)\W+)?(?:my\s+|the\s+|that\s+)?"
                          r"(?:black|blue|red|green)\s+[1-6](?:'s|\s+(?:is|was|looks|seems|feels))\s+"
                          r"(?:useless|bad|terrible|awful|great|good|perfect|wasted|meh|nice|annoying|"
                          r"pointless|worthless|lovely|(?:so\s+|pretty\s+|kinda\s+|really\s+)\w+)\b")
_TAKES_BACK_OPEN = compile_later(r"(?i)^\W*(?:no|nah|nope|actually|never\s*mind|nvm|scratch\s+that)\b")
# "artifact #2", "#3 artifact", "the artifact (that's my 3rd)", "my 2nd artifact"
_NTH_ARTIFACT = compile_later(r"(?i)\bartifact\s*#\s*(\d{1,2})\b|#\s*(\d{1,2})\s+artifact|"
                              r"\bmy\s+(\d{1,2})(?:st|nd|rd|th)\s+(?:artifact|one)\b|"
                              r"\bartifact\b[^.!?]{0,30}\b(?:that'?s|it'?s)\s+my\s+(\d{1,2})(?:st|nd|rd|th)\b")


# "The mat's pumps give us a second water", "my mat adds a food", "plus one from the mat"
# "... on Jyo since my mat gives ...", "... because I have no water": a reason opening mid-clause
_REASON_MID = compile_later(r"(?i)(?:^\W*|\s)(?:since|because|cause|'cause|cos|coz)\s+|^\W*as\s+(?=my\b)")
# "forgot I'm short on blue", "since I'm low on water", "(out of steel)": what the player lacks,
# the reason for the order, naming no die value, place or figure: talk
_LACKING = compile_later(r"(?i)^\W*(?:(?:forgot|since|as|because|cause|'cause|cos|coz|and)\s+)?(?:that\s+)?"
                         r"(?:(?:i'?m|i\s+am|im|i'?ve\s+been|been)\s+)?(?:(?:so|really|very|a\s+bit|kinda|"
                         r"pretty|totally|completely|running|all)\s+)?(?:short|low|out)\s+(?:on|of)\s+"
                         r"(?:(?:my|the|any)\s+)?[a-z]+(?:\s+(?:again|now|atm|lol|haha))?\W*$")
# "need more blue for Cuzco", "(need it for the Building of 8)", "want the water for Thebes":
# what a material is for, with no figure: talk
_NEEDED_FOR = compile_later(r"(?i)^\W*(?:(?:i|i'?ll|i\s+will|since\s+i|as\s+i|because\s+i)\s+)?(?:need|want|needed)\s+"
                            r"(?:(?:it|them|more|a|an|another|some|the|that|this|one)\s+)?(?:[a-z]+\s+)?"
                            r"(?:for|on|towards)\s+[^\d:=\u2192>]{1,60}$")
_MAT_GIVES = compile_later(r"(?i)\bmat(?:'s)?\b.*\b(?:gives?|giving|adds?|adding|throws?\s+in|grants?)\b|"
                           r"\b(?:gives?|adds?|plus|and)\b.*\b(?:from|thanks\s+to)\s+(?:the\s+|my\s+)mat\b")


# the words a restated order may hold besides the game's ("ok, blue it is", "water then")
_RESTATING = frozenset({"ok", "okay", "fine", "so", "then", "it", "is", "its", "it's", "the", "a",
                        "with", "stick", "sticking", "keep", "keeping", "after", "all", "guess",
                        "i", "yeah", "yes", "no", "nah", "actually", "final", "just", "hmm",
                        "flip", "set", "take", "to", "go", "going", "for", "me", "please", "pls",
                        "eh", "um", "uh", "hm", "well", "right", "yep", "sure", "definitely"})


def _restated_last(sentences: list[str]) -> tuple[int, int] | None:
    """"flip blue. or green? hmm. blue.": a second thought ("or ...", "wait, ...") after the
    order, then a short last sentence that says the first order again (the reader checks it
    names nothing new): (the second thought, the last sentence), or None."""
    if not 3 <= len(sentences) <= 12:
        return None
    last = sentences[-1].strip()
    if "?" in last or len(last.split()) > 6 or re.match(r"(?i)^\W*or\b", last) or any(
            t.kind == WORD and not V.is_game_word(t.word) and t.word not in _RESTATING
            for t in tokenize(last)):
        return None       # ("Both cost water": a remark, not the order said again)
    for i in range(1, len(sentences) - 1):
        if re.match(r"(?i)^\W*(?:or|maybe|hmm+|wait|actually)\b", sentences[i]) or \
                K.is_correction(sentences[i]):
            return i, len(sentences) - 1
    return None


# "Organics hoarder! ;)", "what a water hog lol", "Palladium king": a material naming a player
_EPITHET = compile_later(r"(?i)^\W*(?:what\s+an?\s+|such\s+an?\s+|the\s+|an?\s+|total\s+|real\s+)?"
                         r"([a-z]+)\s+([a-z]+)(?:\s+(?:lol|haha|lmao|xd|tbh|much))?[\s!.?;:()DPp-]*$")
_NOT_EPITHET = frozenset({"please", "pls", "plz", "thanks", "thx", "again", "too", "only", "then",
                          "now", "later", "instead", "first", "mine", "me", "it", "ok", "okay",
                          "yes", "no", "twice", "both", "each", "more", "x2", "left", "total"})


def _material_epithet(sentence: str) -> bool:
    """"Organics hoarder! ;)", "Water hog lol": a material, then a word no order holds (not the
    game's), the sentence alone: what the player calls another, talk."""
    m = _EPITHET.match(sentence) if len(sentence) < 60 else None
    if not m or not V.MATERIALS.table.get(fold(m.group(1))):
        return False
    word = m.group(2).lower()
    return word not in _NOT_EPITHET and not V.is_game_word(word) and word not in V.FILLERS


def _reason_clause(piece: str) -> bool:
    """A clause that opens on "as", "since", "because" and states how things stand ("as
    polymer is wild this cycle"), with no die named: why the order is what it is, talk."""
    if len(piece) > 200 or DIE_VALUE.search(piece) or \
            re.search(r"(?i)\b(?:black|blue|red|green|dock\w*)\b", piece):
        return False
    return reason_clause(piece)




def _lacking(piece: str) -> bool:
    """"forgot I'm short on water", "need more water for Cuzco": what the player lacks or
    needs a material for, naming no die value, place to go or figure: talk."""
    return len(piece) <= 200 and bool(_LACKING.match(piece) or _NEEDED_FOR.match(piece)) and \
        not DIE_VALUE.search(piece) and not re.search(r"(?i)\bdock\w*", piece)


class _Explained(str):
    """The figure after "next to ... so": read as part of the order, not as talk going on."""


def _called(sentence: str) -> str:
    """The sentence with a name and colon read as a name and comma ("Kwame: 2 more crew ..."),
    and without "trust me" (an idiom, no order of the writer's)."""
    called = re.sub(r"^(\W*[A-Za-z][\w'-]*)\s*:\s*", r"\1, ", sentence.strip(), count=1)
    return _TRUST_ME.sub("", called) if _TRUST_ME_WORDS.search(called) else called


def _remarks_sorted(text: str) -> tuple[str, list[tuple[str, str]], list[str]]:
    """The text without its remarks in brackets: those that belong in the text put back
    (a row, a colony's track), the pods' tiles apart, the rest kept as (before, remark)."""
    body, remarks = remarks_of(text)
    kept: list[tuple[str, str]] = []
    extra: list[str] = []
    for before, r in remarks:
        kind = remark_kind(before, r)
        if kind == "pod":
            extra.append(pod_bonus(r))        # "green 0 (2 CP)": the pod's tile
        elif kind == "inline":
            body = body + " " + r              # "(row 1-2)", "(on Thebes 27)"
        elif kind == "track":
            body = body + f", {COLONY_END.search(before).group(1)} {r}"
        else:
            kept.append((before, r))
    return body, kept, extra


def _answer_after(sentences: list[str], n: int, options: Collection[str] = ()) -> str:
    """The sentence that answers a question or a wondering "or" at `n`: the next one, past
    the sentences that only weigh the options ("C or D... C has the fuel thing but D lets me
    pay pods with pairs. D.") or describe one of `options` ("A or D... A has the black six
    thing for collecting. A."); "" if none."""
    for later in sentences[n + 1:n + 4]:
        if not (weighs_options(later) or appraisal(later) or opinion(later) or
                not re.search(r"\d", later) and describes_option(later, options)):
            # ("... leaning C i think", "probably D": no answer, the choice is still open)
            return "" if _HEDGED_ANSWER.search(later) or NOT_FINAL.search(later) else later
    return ""


_HEDGED_ANSWER = compile_later(r"(?i)\b(?:leaning|lean|i\s+think|i\s+guess|probably|prob|maybe|"
                               r"perhaps|might|likely|idk|dunno|not\s+sure|torn|undecided)\b")


@dataclass
class _Cut:
    """What cutting a post into clauses carries from line to line."""
    out: list[Clause] = field(default_factory=list)
    changed_mind: bool = False          # "changed my mind." said: the next whole action replaces
    tail: str = ""                      # the end of the line before, if a wrap cut it
    undecided: list[tuple[int, str]] = field(default_factory=list)


@dataclass
class _LineCut:
    """What the sentences of one line share while they are cut into clauses."""
    number: int
    edit: str | None
    opinions: set[str]
    start: int                          # the first clause of this line in `_Cut.out`
    body: str = ""
    wrapped: str = ""
    sentences: list[str] = field(default_factory=list)
    asked: Collection[int] = ()
    correction: tuple[int, str] | None = None
    correction_end: int | None = None
    remark: bool = False


class Lines:
    """Cutting a post into clauses, and the talk around the order."""

    # clauses ------------------------------------------------------------------------------
    def clauses(self, text: str) -> list[Clause]:
        """The post cut into clauses, line by line and sentence by sentence; the talk around
        the order set aside (`asides`, `chatter_lines`), each change of mind applied."""
        reading = scan(text, max_lines=MAX_LINES + 1)
        self.diags.extend(reading.notes)
        lines = reading.lines
        if len(lines) > MAX_LINES:
            # an action is a line or two: a post of hundreds of lines is chatter or a paste
            # error, and reading it all would keep the GM waiting
            self.add("bc.post.too_long", f"the post has more than {MAX_LINES} lines; only the "
                     f"first {MAX_LINES} were read", lines[MAX_LINES].number, W,
                     hint="post the action alone, in a line or two")
            lines = lines[:MAX_LINES]
        self.all_lines = {line.number: line.text for line in lines}
        signature = self._signature_at(lines, text)
        prose = self._prose_paragraphs(lines) if self.state["phase"] == "actions" else set()
        cut = _Cut()
        for k, line in enumerate(lines):
            self.line_text.setdefault(line.number, line.text)
            if signature is not None and k >= signature or line.number in prose:
                self.chatter_lines.add(line.number)
                continue
            self._cut_line(cut, line.number, line.text)
        for number, said in cut.undecided:
            if number not in self.replaced:
                # "probably green 3 to Nebra, red 4: water? not sure yet", "will confirm
                # later": the player has not decided (and no order marked final replaced it)
                self.add("bc.post.please_confirm", f"not accepted — please confirm: line {number} "
                         f"says the order is not decided yet ({said!r}): is this the order you "
                         "take?", number, E, hint="post the order you take, without the doubt")
        for i, c in enumerate(cut.out):
            c.index = i
            for d in c.dice:
                d.clause = i
        return cut.out

    def _signature_at(self, lines: list, text: str) -> int | None:
        """The index of the line where the poster's signature starts, if any."""
        signature = signature_start([line.text for line in lines])
        if signature is None:
            # "-- Lupe, Director of Cuzco": the poster's name after a dash, on the last line
            signature = signed_line([line.text for line in lines], self.player)
        if signature is None and (delim := K.delimiter_line(text)) is not None:
            # "--" / "Tad, Governor of Cuzco": the forum's markup drops the delimiter, so the
            # signature after it is found by its line number (a few short lines at the end)
            after = [k for k, x in enumerate(lines) if x.number > delim]
            if after and len(after) <= 3 and all(len(lines[k].text) <= 80 for k in after):
                signature = after[0]
        return signature

    def _cut_line(self, cut: _Cut, number: int, raw: str) -> None:
        """One line of the post cut into clauses (added to `cut.out`)."""
        edit = edit_marker(raw)
        if edit is not None:
            raw = edit
        raw, hedges = reading_hedges_out(raw)
        for hedge in hedges:
            # "that's Mat A if I read the status right": a hedge on the player's own reading
            self.add("bc.post.chatter", f"read as talk, not the order: {quote(hedge)!r}", number, I)
        body = habitual_text(raw, " " if self.state["phase"] == "mat" else ", ")
        opinions = self._opinions(raw)
        self._number = number
        body = self._material_was(self._body_rewritten(body), number)
        if not body:
            return
        if is_comment(_PS_DOTS.sub("PS ", body)):
            self._comment_line(number, body)
            return
        lc = _LineCut(number, edit, opinions, start=len(cut.out))
        self._cx = ""
        self._last_unit = ""
        lc.wrapped, cut.tail = cut.tail, wrapped_tail(body)
        lc.body = body = self._body_of_sentences(body)
        lc.sentences = sentences = self._line_sentences(number, body)
        lc.asked = asked_sentences(body, sentences)
        if (unsure := NOT_FINAL.search(body[:2000])) and not LEFT_TO_GM.search(body[:2000]):
            cut.undecided.append((number, unsure.group(0).strip()))
        if (left := LEFT_TO_GM.search(body[:2000])) and edit is None:
            # "GM just pick one for me lol", "whichever gets me more. You decide GM": the
            # player leaves the choice to the GM, who asks rather than choose for them
            self.add("bc.post.please_confirm", f"not accepted — please confirm: line "
                     f"{number} leaves the choice to the GM ({left.group(0)!r}): "
                     "which one do you take?", number, E,
                     hint="post the one choice you take")
        for n_sentence, sentence in enumerate(sentences):
            self._cut_sentence(cut, lc, n_sentence, sentence)
        self._line_changes(cut, lc)

    def _opinions(self, raw: str) -> set[str]:
        """The opinions on the line, as the habits leave them (to be read as talk)."""
        if len(raw) >= 2000:
            return set()
        # "two organics-ish things beat a free food imo": an opinion beside the order is
        # talk (told before the habits drop its "imo")
        return {" ".join(habitual_text(x, " " if self.state["phase"] == "mat" else ", ")
                         .split()).strip(" .!,") for y in K.sentences(raw)
                for x in [y, *split_commas(y)[1:]]
                if (opinion(x) or appraisal(x) or weighs_options(x)) and not DIE_VALUE.search(x)}

    def _beside_player(self, body: str) -> str:
        """At the ship step, "next to Finn on Jyo" as "on Jyo"; after a place already named
        ("Left Manufactory for me, right next to Sunny at the Ridback lol") it says where that
        place lies: talk."""
        names = "|".join(re.escape(p) for p in self.state["seats"] if p != self.player)
        if not names:
            return body
        m = re.search(r"(?i)[,;\u2013\u2014-]\s*(?:(?:so|and|which\s+is|that'?s|it'?s)\s+)?(?:right\s+|just\s+)?"
                      r"(?:next\s+to|beside|near|by)\s+(?:" + names + r")(?:'s\s+ship)?\b[^,;.!?]*", body)
        if m and any(t.kind == WORD and t.word in V.LOCATIONS.table and t.word != "the"
                     or t.word in ("manufactory", "factory", "manu")
                     for t in tokenize(body[:m.start()])):
            self.asides.append((getattr(self, "_number", 0), m.group(0).strip(" ,;-\u2013\u2014")))
            return body[:m.start()] + body[m.end():]
        return re.sub(r"(?i)\b(?:right\s+)?(?:next\s+to|beside|alongside|joining|join|with)\s+(?:" + names
                      + r")(?:'s\s+ship)?\s+(on|at|in)\s+(?=\w)", r"\1 ", body)

    def _material_was(self, body: str, number: int) -> str:
        """"water 1 → 3", "Palladium: 0->1 for the red pods": what the player held of a
        material (checked against the seat), then what they will hold (checked after the
        action, as "3 water now")."""
        if self.state["phase"] not in ("actions", "cycle_bonus") or len(body) > 2000 or \
                not re.search(r"\d\s*(?:->|\u2192|=>)", body):
            return body

        def was(m: re.Match) -> str:
            material = V.MATERIALS.table.get(fold(m.group(1)))
            if not material:
                return m.group(0)
            have = self.seat["materials"].get(material, 0)
            if int(m.group(2)) != have:
                self.add("bc.claim.held", f"{quote(m.group(0))!r}: you hold {have} {material} "
                         f"before the action, not {m.group(2)}", number,
                         hint="correct the figure, or leave it out (the tool works it out)")
            return f"{m.group(3)} {m.group(1)} now"
        return _MATERIAL_WAS.sub(was, body)

    def _body_rewritten(self, body: str) -> str:
        """The line with the ways players write a figure, a die or a track said as the
        reader reads them."""
        phase = self.state["phase"]
        if phase == "ship" and len(body) < 2000:
            # "my ship next to Finn on Jyo", "joining Finn at Jyo": the place named with the
            # player whose ship is there is where the ship goes (and is checked as taken)
            body = self._beside_player(body)
        body = _colour_materials(body) if phase == "actions" else body
        body = _dice_by_value(body, self.seat) if phase == "actions" else body
        body = _die_bare_fuel(body) if phase == "actions" else body
        body = _DIE_TWO_VALUES.sub(_die_two_values, body) if phase == "actions" and "(" in body else body
        if phase == "cycle_bonus" and len(body) < 2000:
            body = _CYCLE_LABEL.sub(r"\1", body)      # ("Cycle 2 influence: Cuzco")
        if phase in ("actions", "cycle_bonus") and len(body) < 2000:
            body = _MATERIAL_THEN_COUNT.sub(r"\1 (\2)\3", body)
            body = self._track_rewritten(body)
        if phase == "actions" and len(body) < 2000:
            body = self._action_rewritten(body)
        if phase in ("actions", "die_bonus") and len(body) < 2000:
            # "activate with black four", "the blue six": a die's value spelled out is its
            # value (checked against the die)
            body = _SPELLED_VALUE.sub(_spelled_value, body)
        if phase in ("actions", "cycle_bonus") and len(body) < 2000 and "mat" in body.lower():
            # "fuel, should be 6 with my mat": the unit's figure, the mat counted (checked)
            body = _UNIT_THEN_WITH_MAT.sub(r"\1 \2 ", body)
        if phase in ("actions", "cycle_bonus") and len(body) < 2000:
            body = _BARE_TOTAL_AFTER.sub(r"\1 \3 \2 ", body)
        if phase in ("actions", "cycle_bonus") and len(body) < 2000 and "?" in body:
            body = _TAG_AFTER_FIGURE.sub(r"\1", body)
        if phase in ("actions", "cycle_bonus") and len(body) < 2000:
            body = _SPELLED_FIGURE.sub(lambda m: f"{_SPELLED_NUMBER[m.group(1).lower()]} ", body)
        if phase == "actions" and len(body) < 2000 and "fuel" in body.lower():
            # "spending one fuel to make it a 5", "burn a fuel": one fuel spent (checked)
            body = _SPEND_ONE_FUEL.sub(r"\1 1 fuel", body)
            # "red 6 to Gan De, spending 1 fuel to make it a 5": the die's fuel and the value
            # it makes, said after the place, written on the die (the value checked)
            body = _FUEL_PROSE_AFTER_PLACE.sub(lambda m: f"{fuel_written(m.group('die'), m.group('v'), m.group('t'), m.group('n'))} "
                                               f"{m.group('to')} {m.group('place').strip()}", body)
        if phase in ("actions", "cycle_bonus") and len(body) < 2000 and re.search(r"(?i)\bso\b", body):
            # "..., so fuel 0 and 3 organics": what the player will hold of each, said after
            # "so" (each checked), as after "now"
            body = _SO_HOLDING_LIST.sub(_so_holding_list, body)
        if phase == "actions" and len(body) < 2000 and "mat" in body.lower():
            # "..., and my mat throws in another palladium": the mat's extra material said
            # after the action's, as "+1 palladium from the mat" (checked against the mat)
            body = _MAT_THROWS_IN.sub(lambda m: f", +1 {m.group(1)} from the mat"
                                      if V.MATERIALS.table.get(fold(m.group(1))) or fold(m.group(1)) == "fuel"
                                      else m.group(0), body)
        if phase == "die_bonus" and len(body) < 2000:
            # "black to five": the value spelled out after "to" or an arrow (checked)
            body = _SPELLED_TO.sub(lambda m: m.group(1) + str(_SPELLED[m.group(2).lower()]), body)
        if phase == "die_bonus" and len(body) < 2000 and \
                not re.search(r"(?i)\b(?:black|blue|red|green)\b|\d", body):
            # "I not change any dice this time", "won't touch my dice": a change said not to
            # be made, with no die named, is no change
            body = _NOT_CHANGING.sub("no change", body)
        if phase in ("actions", "cycle_bonus") and len(body) < 2000 and "bonus" in body.lower():
            # "Cuzco please, that's the fuel bonus", "for the crew bonus": the bonus the
            # player counts on, as "(fuel bonus!)" says it (checked)
            body = _BONUS_SAID.sub(r" (\1 bonus!)", body)
        if phase == "cycle_bonus" and len(body) < 2000:
            # "one on Thebes so I get a crew": at the influence bonus only a track's bonus
            # gives crew, fuel or CP, so the one the player says they get is counted on
            body = _BONUS_GOT.sub(r" (\1 bonus!)", body)
        if phase in ("actions", "cycle_bonus") and len(body) < 2000 and \
                re.search(r"\d", body):
            # "Total: 1 steel, 3 water, 1 polymer", "which gives me 3 water", "that's 2 food
            # for me": what the player will hold of each (checked), not more taken
            body = _HOLDINGS.sub(_holdings, _HOLD_LABEL.sub(_hold_label, body))
            body = _UNIT_AFTER.sub(r"\1 now \2", body)
            # "..., 1 organics now = 5 total": the bare sum after the list is the materials held
            body = _HELD_SUM.sub(r"\1, \2 materials total\3", body)
            # "that makes 3 materials (organics, food, palladium)": the total's breakdown in
            # brackets is what the player will hold of each (checked), not more taken
            body = _TOTAL_BROKEN_DOWN.sub(_total_broken_down, body) if "(" in body else body
            # "water, +1 CP. that's 2 water": after the material taken, what the player gets
            # or will hold of it (either, checked), not more taken
            body = _THATS_MATERIAL.sub(lambda m: _thats_material(m, body), body)
            # "organics now 2", "water is now 3", "steel up to 4": the material, then what the
            # player will hold of it (checked), as "2 organics now"
            body = _NOW_MATERIAL.sub(_material_now, _MATERIAL_NOW.sub(_material_now, body))
        return body

    def _track_rewritten(self, body: str) -> str:
        """A colony's track figure and where the crew goes, in the reader's words."""
        # "Xi'an please, that takes me to 4 → 2 fuel": the arrow after where the track stands
        # is what that space gives (the bonus, checked), not a second track figure
        body = _TRACK_ARROW_BONUS.sub(lambda m: m.group(1) + (", +" if m.group("n") else ", "), body) \
            if len(body) < 2000 else body
        # "Xi'an, up to 2", "Thebes - now 9": the track's figure after a comma or dash
        body = _COLONY_COMMA_TRACK.sub(r"\1 \2", body)
        body = _COLONY_NOW_PAREN.sub(lambda m: f"{m.group(1)} now {m.group(2) or m.group(3)}", body)
        body = _COLONY_TO.sub(r"\1 track to \2", body)      # "Thebes to 5": the track's figure
        # "Cuzco 6 to 7", "Thebes track 3 to 5": where the track was, then where it will be
        body = _COLONY_AFTER.sub(r"\1 now \2", body)
        body = _COLONY_SEP_FROM_TO.sub(lambda m: f"{m.group(1)} {m.group(2)} \u2192 {m.group(3)}"
                                       if int(m.group(2)) < int(m.group(3)) <= 15 else m.group(0), body)
        body = _COLONY_FROM_TO.sub(lambda m: f"{m.group(1)} {m.group(2)} \u2192 {m.group(3)}"
                                   if int(m.group(2)) < int(m.group(3)) <= 15 else m.group(0), body)
        if (at := _AT_THERE.search(body)) and len(
                named := set(re.findall(r"(?i)\b(xi'?an|thebes|cuzco)\b", body[:at.start()]))) == 1:
            # "Thebes, so I'm at 5 there": where the one colony's track will stand
            body = body[:at.start()] + f" {named.pop()} now {at.group(1)}" + body[at.end():]
        body = self._colony_stands(body)
        # "crew → Xi'an 5", "the crew, which goes on Cuzco 48": where the crew goes
        body = _CREW_WHICH.sub("crew ", _CREW_ARROW.sub("crew on ", body))
        body = _whose_pod_at(self, self._number, body)
        # "crew on my Thebes pod", "crew on Kasimir's green pod": the one pod that fits
        return _CREW_ON_WHOSE.sub(self._whose_pod, body)

    def _colony_stands(self, body: str) -> str:
        """"Thebes +1, that takes me to 2", "Xi'an please, 4 now" (at the influence bonus):
        where the one colony named will stand, as "<colony> now N" (checked)."""
        said = _TRACK_SAID.search(body)
        if said is None and self.state["phase"] == "cycle_bonus":
            said = _TRACK_NOW.search(body)
        if said is None:
            return body
        found = re.findall(r"(?i)\b(xi'?an|thebes|cuzco)\b", body[:said.start()])
        if len({fold(x).replace("'", "") for x in found}) != 1 or \
                re.search(r"(?i)\b(?:xi'?an|thebes|cuzco)\b", _CREW_TARGET.sub(" ", body[said.end():])):
            return body         # (not "Thebes please, at 5, crew on Cuzco 44": the crew's space)
        figure = next(g for g in said.groups() if g)
        if (unit := _UNIT_PUTS_ME.search(body[:said.start()])) and \
                not said.group(0).lstrip()[:1] in (",", ";", "("):
            # "2 fuel from the track puts me at 7": the unit's figure just before it is what
            # the player will hold of that unit, not the track
            return body[:said.start()] + f", {unit.group(1)} now {figure}" + body[said.end():]
        return body[:said.start()] + f", {found[0]} now {figure}" + body[said.end():]

    def _action_rewritten(self, body: str) -> str:
        """Pods, extras, totals and directions of an action step, in the reader's words."""
        # "2 polymer as the 2 steel", "the artifact for the second steel": what is paid in
        # place of another material; that material is the explanation, not paid
        body = _stand_ins_out(_cost_listed(self, self._number, body))
        # "artifact for the food", "the artifact instead of steel": the wild artifact paid
        # in place of the material named after it, which is not paid
        body = _ARTIFACT_IN_PLACE.sub(lambda m: m.group(1) if V.MATERIALS.table.get(
            fold(m.group(2) or m.group(3))) else m.group(0), body)
        # "→ row 1-2, the blue 1 with the artifact": after a row and a comma, a colour
        # and its printed influence name the pod of that row, not a die
        body = _POD_AFTER_ROW_COMMA.sub(lambda m: _row_pod(m, self.seat), body)
        # "blue 2: the green 1 with the artifact from row 1-2": a colour and its printed
        # influence, then the tile it carries or the row it is taken from, name a pod
        body = _POD_BY_TILE.sub(lambda m: _row_pod(m, self.seat), body)
        # "mat → +1 water", "cycle card -> +1 polymer": what the mat or card gives, as
        # "mat: +1 water" says it
        body = _EXTRA_ARROW.sub(r"\1: ", body)
        # "red pod (infl 2)": the pod's printed influence, as "(2 influence)"
        body = _POD_INFL_ABBR.sub(r"\1 (\2 influence)", body)
        body = _HYPHEN_DIE.sub(r"\1 \2", body) if "-d" in body.lower() else body
        # "= 4 new materials, 6 total": the gain, then the total of the same unit
        body = _CARRIED_TOTAL.sub(r"\1\3 \2 ", _NEW_UNIT.sub(r"\1 ", body))
        body = _RESULT_LIST.sub(_result_list, body) if "=" in body else body
        # "black 6 the other way round to Nebra", "in reverse": counter-clockwise
        body = _OTHER_WAY.sub("ccw", body) if "black" in body.lower() else body
        if "mat" in body.lower() and self._has_power("pair_any") and _POD_TALK.search(body):
            # "the red 2 from row 3-4, 2 polymer (mat)": with the mat whose power pays a
            # pod with two matching materials, the pair named with the mat is the payment
            body = _PAIR_WITH_MAT.sub(lambda m: f"paying {m.group(1)} {m.group(2)} (mat)"
                                      if V.MATERIALS.table.get(fold(m.group(2))) else m.group(0),
                                      body)
        if _TRACK_MOVE.search(body):
            # "Thebes 4 → 7, take water at 6", "(water at 6)": the track bonus's
            # material, where it stands (checked); "artifact back at 5" as "artifact at 5"
            body = _ARTIFACT_BACK_AT.sub(r"\1 at \2", body)
            body = _BONUS_ON.sub(_bonus_on, body) if " on " in body.lower() else body
            body = _MATERIAL_AT.sub(lambda m: f"bonus at {m.group(2)}: {m.group(1)}"
                                    if V.MATERIALS.table.get(fold(m.group(1))) else m.group(0),
                                    body)
        # "+1 CP from space 2", "the fuel from track space 5": where the track bonus stands,
        # said with "from" (a space named: never a row or the space a tile goes on)
        body = _BONUS_FROM.sub(_bonus_on, body) if " from " in body.lower() else body
        body = _BONUS_SPACE_BRACKET.sub(_bonus_on, body) if "(" in body else body   # "+1 CP (space 2)"
        if ":" in body or "=" in body:
            # "Cuzco up to 7: artifact + 2 materials, food and steel": the bonuses claimed
            body = _TRACK_GIVES.sub(_track_gives, body)
        return _EXTRAS_SHARED.sub(lambda m: f"{m.group(1)} from the {m.group(3)}, +"
                                  f"{m.group(2).lstrip('+ ')} from the {m.group(4)}",
                                  body) if "1" in body else body

    def _comment_line(self, number: int, body: str) -> None:
        """A comment line: talk, unless it changes the order."""
        # "Note: ...", "PS ...", "OOC ...", a line wholly in parentheses: talk
        self.chatter_lines.add(number)
        if len(body) < 500 and _PS_CHANGE.search(body) and (named := [
                t.word for t in tokenize(body) if t.kind == WORD and V.is_game_word(t.word)]):
            # "PS: actually make it polymer": a PS that changes the order is not talk
            # a GM reads past: which order stands is asked
            self.add("bc.post.please_confirm", f"not accepted — please confirm: line "
                     f"{number} changes the order in a note ({quote(body)!r}, "
                     f"naming {', '.join(dict.fromkeys(named))}): post the order as you "
                     "want it", number, E, hint="post the whole action again")

    def _body_of_sentences(self, body: str) -> str:
        """The line with its second thoughts, ellipses and closing brackets placed so that
        cutting it into sentences finds them."""
        # "red to 6 please, no wait, green.": a second thought after a comma is a sentence
        # of its own, revising the one before
        body = _MID_CORRECTION.sub(r". \1, ", body) if len(body) < 2000 else body
        # "Nebra... oh wait Lucia is there. Gan De then.": "oh wait" is "wait"
        body = OH_WAIT.sub(r"\1", body) if len(body) < 2000 else body
        if self.state["phase"] == "die_bonus":
            body = _KEEP_ALL.sub("no change", body)   # "Keeping everything as is": none
        body = body.replace("\u2026", "...")        # "steel or water… water.": an ellipsis
        # "Steel again! (that'll be 3)": a bracket closing the line after the sentence's
        # end is a remark on that sentence
        return _BRACKET_AFTER_END.sub(r" \2\1", body) if len(body) < 2000 else body

    def _line_sentences(self, number: int, body: str) -> list[str]:
        """The line's sentences, without the chatter before "anyway" and a change of mind
        taken back."""
        sentences = K.sentences(body)
        back = next((i for i, x in enumerate(sentences) if i and _BACK_TO_IT.match(x)
                     and _BACK_TO_IT.sub("", x, 1).strip()), 0)
        if back:
            # "lol everyone went black 6. anyway: red 5 to Nebra, ...": what comes before
            # "anyway" is the chatter the player leaves to get back to the order
            self.asides += [(number, x) for x in sentences[:back]]
            sentences = [_BACK_TO_IT.sub("", sentences[back], 1)] + sentences[back + 1:]
        sentences = _colon_preview(self, number, self._turn_opened(number, sentences))
        turn = (back_to_first(sentences) or _restated_last(sentences)) if len(body) < 2000 \
            else None
        if turn and self._restates(sentences[turn[1]], sentences[:turn[0]], number):
            # "green 3 to Nebra, red 4: water. wait no — dock. no, actually Nebra is fine,
            # water it is.": the change of mind is taken back, the first order stands
            self.asides += [(number, x) for x in sentences[turn[0]:turn[1] + 1]]
            self.taken_back |= {(number, x) for x in sentences[turn[0]:turn[1] + 1]}
            self.add("bc.post.edit", f"read the order on line {number} as first "
                     f"written: the change of mind after it is taken back", number, I)
            sentences = sentences[:turn[0]] + sentences[turn[1] + 1:]
        elif turn and _TAKES_BACK_OPEN.match(sentences[turn[1]]):
            # "... wait no — dock. no, actually Jyo is fine.": a second change of mind
            # that names something new: which order stands is asked
            self.add("bc.post.please_confirm", f"not accepted — please confirm: line "
                     f"{number} changes its mind again "
                     f"({quote(sentences[turn[1]].strip())!r}): which order do you take?",
                     number, E, hint="post the one order you take")
        return sentences

    def _turn_opened(self, number: int, sentences: list[str]) -> list[str]:
        """"Oskar, that Cuzco move last round was sneaky :) My turn: green 3 ...": the words
        that open the player's own turn ("my turn:", "my move:", "now for my action:") end the
        talk before them, as "anyway:" does (talk that holds a die's order is not cut off)."""
        for i, x in enumerate(sentences[:4]):
            m = _TURN_OPENS.search(x[:400])
            if not m or not x[m.end():].strip():
                continue
            if m.start() == 0 and not i:
                return sentences
            talk = sentences[:i] + ([x[:m.start()]] if x[:m.start()].strip() else [])
            if any(DIE_VALUE.search(t) or re.search(r"(?i)\bdock", t) for t in talk):
                return sentences
            self.asides += [(number, t) for t in talk]
            return [x[m.end():]] + sentences[i + 1:]
        return sentences

    def _cut_sentence(self, cut: _Cut, lc: _LineCut, n_sentence: int, sentence: str) -> None:
        """One sentence of a line cut into clauses, unless it is talk."""
        self._sentence += 1
        sentence = self._sentence_of_order(cut, lc, n_sentence, sentence)
        if sentence is None:
            return
        sentence = self._marked_final(cut, lc, sentence)
        if sentence is None:
            return
        number = lc.number
        if n_sentence == 0 and lc.wrapped and self._wrapped_talk(lc.wrapped, sentence):
            # "Dana, you're quiet, plotting something in / Thebes I bet.": a sentence
            # wrapped onto the next line is read whole, as the talk it is
            self.asides.append((number, sentence))
            return
        if lc.correction is not None and lc.correction_end is None and any(
                not c.remark and c.meaningful for c in cut.out[lc.correction[0]:]):
            lc.correction_end = len(cut.out)     # the revision is the sentence that has one
        if self.state["phase"] == "die_bonus" and _dice_after(
                sentence, self.seat, {d.colour for c in cut.out if not c.remark for d in c.dice},
                active_bonus(self.state)):
            self.asides.append((number, sentence))
            return
        others = [p for p in self.state["seats"] if p != self.player]
        who = conditional_on(sentence, others) or waits_on(sentence, others)
        if who:
            # "If Yusuke isn't going to Gan De: black 6 to Gan De, ...": the order hangs
            # on what another player does; a GM asks rather than guess
            self.add("bc.post.please_confirm", f"not accepted — please confirm: the "
                     f"order on line {number} depends on what {who} does "
                     f"({quote(sentence)!r})", number, E,
                     hint="post the one order you take")
        if (saved := self._dice_saved(sentence)) is not None:
            # "blue 6 to nebra, green 5 for 1 polymer 1 water. saving black+red for jyo": the
            # dice left, kept for the other action, is a plan (talk)
            self.add("bc.post.chatter", f"read as the plan for the dice left (talk): "
                     f"{quote(sentence[saved:])!r}", number, I)
            sentence = sentence[:saved].rstrip(" ,;(\u2013\u2014-")
            if not sentence.strip():
                return
        sentence = _lack_checked(self, number, sentence) if self.state["phase"] == "actions" else sentence
        if not sentence.strip():
            return
        if lc.correction is None and cut.out and (K.is_correction(sentence) or n_sentence
                                                  and _NO_COMMA.match(sentence)):
            # "... wait, Cy is there. Nebra then.": what follows revises the order
            lc.correction = (len(cut.out), sentence)
        self._cut_pieces(cut, lc, sentence)

    def _sentence_of_order(self, cut: _Cut, lc: _LineCut, n_sentence: int,
                           sentence: str) -> str | None:
        """The sentence as the order it gives, or None when it is talk (an opinion, what a die
        is like, what the mat gives in prose, a question answered or asked of others)."""
        number, sentences = lc.number, lc.sentences
        if lc.opinions and " ".join(sentence.split()).strip(" .!") in lc.opinions:
            self.asides.append((number, sentence))
            return None
        if (held := _MATERIAL_FIRST.match(sentence)) and (n_sentence or cut.out) and \
                V.MATERIALS.table.get(fold(held.group(1))) and \
                self.state["phase"] == "actions":
            # "... organics + fuel. Organics 3!": a material, then a bare count, in a
            # sentence of its own after the order: what the player will hold (checked)
            sentence = f"{held.group(2)} {held.group(1)} now"
        elif (n_sentence or cut.out) and self.state["phase"] == "actions" and \
                _UNITS_FIRST_LIST.match(sentence[:300]):
            sentence = _units_held(sentence)
        if (nth := _NTH_ARTIFACT.search(sentence[:300])) and not any(
                f.kind == "artifact" for f in self.figures):
            # "artifact #2 for me", "(that's my 3rd)": how many the player will hold
            n = next(g for g in nth.groups() if g)
            self.figures.append(Figure("artifact", int(n), number,
                                       quote(nth.group(0)), total=True))
        if self.state["phase"] == "actions" and _DIE_FACT.match(sentence) and \
                not re.search(r"[:=\u2192+]|->|\bto\b|\bfor\b", sentence):
            # "ugh, red 4 is useless at the manu. green 3 to Nebra then, red 4: water":
            # what a die is like is talk (the order names it again)
            self.asides.append((number, sentence))
            return None
        if self.state["phase"] == "actions" and (m := self._mat_gives(sentence)):
            # "The mat's pumps give us a second water.": what the mat gives besides,
            # in prose (checked with the outcome)
            self.mentions.append(Mention(m, number, quote(sentence)))
            self.asides.append((number, sentence))
            return None
        if self.state["phase"] == "actions" and (told := self._extras_told(sentence)):
            # "The mat gives me another water and the cycle card a polymer, and red at
            # Nebra is +1 CP": what the mat and the card give besides, in prose, each
            # checked; the rest of the sentence is read as before
            given, rest, said = told
            self.mentions += [Mention(m, number, quote(said)) for m in given]
            self.asides.append((number, said))
            if not rest.strip():
                return None
            sentence = rest
        if (n_sentence in lc.asked or len(sentence) < 200 and _literal_then(
                lc.body, sentence.strip(), _TRAILS_OFF)) and \
                (answer := _answer_after(sentences, n_sentence, self._options_asked(sentence))) and \
                self._answered(sentence, answer):
            # "A or E? eh, E.", "Xi'an or Cuzco? Cuzco.", "A or B... B it is!": the
            # player asks (or wonders) and answers; the question is talk, the answer
            # the order
            self.asides.append((number, sentence))
            self.answered.add((number, sentence))
            options = self._options_asked(sentence)
            for later in sentences[n_sentence + 1:n_sentence + 4]:
                if later is answer:
                    break
                if not re.search(r"\d", later) and describes_option(later, options):
                    # ("A or D... A has the black six thing for collecting. A."): why,
                    # between the question and the answer, is talk
                    lc.opinions.add(" ".join(later.split()).strip(" .!"))
            return None
        if n_sentence in lc.asked and not DIE_VALUE.search(sentence) and (K.about_others(
                {t.word for t in tokenize(sentence) if t.kind == WORD}, self._others())
                or self._asked_aside(sentence, sentences[n_sentence + 1:])):
            # "food again, Hamish? lol. red 4 ...", "anyone else going for Cuzco?
            # green 3 ...": a question to another player, or to the table before the
            # order, in the middle of the line is talk, whatever it names
            self.asides.append((number, sentence))
            return None
        return sentence

    def _marked_final(self, cut: _Cut, lc: _LineCut, sentence: str) -> str | None:
        """The sentence without its "final" mark; an order marked final (or a whole action
        after "changed my mind") replaces the drafts before it. None for "changed my mind"
        on its own."""
        number = lc.number
        final = _FINAL.match(sentence)
        if not final and (late := _FINAL_AFTER.match(sentence)) and any(
                not c.remark and c.meaningful for c in cut.out):
            # "Mat A. no wait, B ... ok A, final answer — black as a 6 is too good": the
            # order marked final after it replaces the drafts before; why is talk
            if why := late.group("why") or late.group("why2"):
                self.asides.append((number, why))
            sentence = late.group("order")
            if self.state["phase"] != "actions" or len(set(re.findall(
                    r"(?i)\b(?:black|blue|red|green)\b", sentence))) >= 2 or \
                    re.search(r"(?i)\bdock", sentence):
                final = re.match("", sentence)    # (a part of an action: read as before)
        if _CHANGED_MIND.match(sentence) and any(not c.remark and c.meaningful for c in cut.out):
            # "changed my mind." on its own: the whole action that follows replaces
            # the drafts above it (when it is a whole action: two dice, or a dock)
            cut.changed_mind = True
            self.asides.append((number, sentence))
            return None
        if (cut.changed_mind or lc.edit is None and _WHOLE_INSTEAD.search(sentence)
                and not _NOT_WHOLE_INSTEAD.search(sentence)) and \
                self.state["phase"] == "actions" and (
                len(set(re.findall(r"(?i)\b(?:black|blue|red|green)\b", sentence.lower()))) >= 2
                or re.search(r"(?i)\bdock", sentence)):
            final = re.match("", sentence)
        cut.changed_mind = False
        if final and sentence[final.end():].strip() and any(
                not c.remark and c.meaningful for c in cut.out):
            # "... FINAL: black 1 to Jyo, blue 1: palladium": the order marked final
            # replaces every draft above it, as an EDIT of the whole action does
            drafts = sorted({c.line for c in cut.out})
            self.replaced |= {n for n in drafts if n != number}
            cut.out, lc.start, lc.correction, lc.correction_end = [], 0, None, None
            self.add("bc.post.edit", "read the order marked final on line "
                     f"{number}, in place of the one" + ("s" if len(drafts) > 1 else "")
                     + " before it (line" + ("s " if len(drafts) > 1 else " ")
                     + ", ".join(map(str, drafts)) + ")", number, I)
            sentence = sentence[final.end():]
        return sentence

    def _cut_pieces(self, cut: _Cut, lc: _LineCut, sentence: str) -> None:
        """The sentence's pieces (between commas and "and"s) read as clauses, the talk
        among them set aside."""
        talking: bool | str = False
        for part in SPLIT.split(sentence):
            for piece in _beside_split(split_commas(part)):
                if isinstance(piece, _Explained):
                    talking = False       # the figure a neighbour explains is no talk
                piece = piece.strip()
                if not piece:
                    continue
                piece, talking = self._piece_of_order(lc, piece, sentence, talking)
                if piece is None:
                    continue
                if len(cut.out) >= MAX_CLAUSES:
                    if not self.too_many:
                        self.too_many = True
                        self.add("bc.post.too_long", f"the post has more than "
                                 f"{MAX_CLAUSES} parts: too many for one action; the "
                                 "rest was not read", lc.number, E,
                                 hint="post the action alone, in a line or two")
                    break
                for c in self._die_split(lc.number, piece):
                    c.sentence = self._sentence
                    gave_up = given_up(c.text.strip()) if not c.dice else None
                    if gave_up and not any(
                            V.is_game_word(t.word) for t in tokenize(gave_up[1])
                            if t.kind == WORD):
                        # "2 steel (I'd rather have palladium but oh well)": a wish
                        # given up, beside the order, is talk
                        self.asides.append((lc.number, c.text.strip()))
                        continue
                    self._remarks(c, lc.remark, cut.out)

    def _piece_of_order(self, lc: _LineCut, piece: str, sentence: str,
                        talking: bool | str) -> tuple[str | None, bool | str]:
        """The piece as the order it gives (None when it is talk), and whether the talk goes
        on into the next piece."""
        number = lc.number
        if lc.opinions and " ".join(piece.split()).strip(" .!,") in lc.opinions:
            # "Thebes pls, Cuzco's artifact can wait imo": an opinion after it
            self.asides.append((number, piece))
            return None, talking
        if _NOT_THIS.match(piece) and not DIE_VALUE.search(piece):
            # "Thebes, not Cuzco", "steel, not water": what the post does not take
            self.asides.append((number, piece))
            return None, talking
        decided = K.DECISION.search(piece)
        if decided and decided.start() > 0 and \
                len(piece[decided.end():].split()) >= 1:
            # "torn between Xi'an and Thebes but going with Thebes": what comes
            # before the decision is talk
            self.asides.append((number, piece[:decided.start()]))
            piece = piece[decided.start():]
        if (kept := _KEPT_FOR_LATER.match(piece)) and \
                V.MATERIALS.table.get(fold(kept.group(2))) and \
                self.state["phase"] == "actions":
            # "2 water for the Building of 9 later": what the player will hold
            # (checked), then what for: the plan is talk
            self.asides.append((number, kept.group(3)))
            piece = f"{kept.group(1)} {kept.group(2)} now"
        if (held := _HELD_THEN_WHY.match(piece)) and (
                V.MATERIALS.table.get(fold(held.group("unit"))) or
                V.UNITS.table.get(held.group("unit").lower())):
            # "That puts me on 3 palladium for the goal later": what the player will hold
            # (checked), then why (talk)
            self.asides.append((number, held.group("why")))
            piece = held.group("fig")
        if _weighs_another(piece, sentence, self.line_text.get(number, "")):
            # "I'll start at the Ridback, or maybe the Azophi Nexus is better for me?": another
            # choice weighed as maybe better, and left open
            self.add("bc.post.please_confirm", f"not accepted — please confirm: line {number} "
                     f"offers another order, weighed as maybe better ({quote(piece)!r}): which one "
                     "do you take?",
                     number, E, hint="post the one choice you take, without the doubt")
            return None, talking
        if self._later(piece) and _or_follows(piece, sentence) and self._orders_something(piece):
            # "I could start on Jyo I guess, or Gan De": a choice said as a possibility, then
            # another after "or": neither is taken
            self.add("bc.post.please_confirm", f"not accepted — please confirm: line {number} "
                     f"offers a choice and another after it ({quote(sentence)!r}): which one do "
                     "you take?", number, E, hint="post the one choice you take")
            return None, talking
        if self._later(piece):
            self.add("bc.post.chatter", f"read as talk about later: "
                     f"{quote(piece)!r}", number, I)
            return None, talking
        if (cannot_afford(piece) or _UNAFFORDABLE.search(piece[:300])
                and not re.search(r"[:=\u2192]|->", piece)) and \
                not DIE_VALUE.search(piece) and \
                not re.search(r"(?i)\bdock", piece):
            # "Nothing I can afford at the manus (1 polymer + 1 artifact,
            # lol)": why the order is what it is; what it says the player
            # holds is checked
            self._holdings_said(number, piece)
            self.asides.append((number, piece))
            return None, True
        if (why := _FIGURE_THEN_WHY.match(piece)) and \
                self.state["phase"] == "actions":
            # "fuel stays 7 so i get the +5 goal", "fuel still 7 for the goal":
            # the figure is the player's claim (checked), why is talk
            self.asides.append((number, why.group("why")))
            piece = why.group("fig")
        if (why := self._reason_after(piece)) is not None:
            # "Placing my ship on Jyo since my mat gives me an extra palladium there": the
            # order, then why (talk)
            self.asides.append((number, piece[why:]))
            piece = piece[:why].rstrip(" ,;-")
            if not piece:
                return None, True
        # ("Jyo. Obviously, with the palladium mat :)": the player's own mat,
        # described by what it gives, is the reason for the choice)
        if self._aside(piece, sentence) or self._reacts(sentence) or \
                self._own_mat_named(piece) or _place_described(piece) or \
                _reason_clause(piece) or _material_epithet(sentence) or _lacking(piece) or \
                _epithet_called(self, sentence) or \
                self._talk_goes_on(piece, talking):
            self.asides.append((number, piece))
            return None, piece
        if _intent_preview(self, number, piece) or _material_topic(self, number, piece):
            # "Gonna grab some steel early." above the order that takes steel: the plan it
            # announces, talk (the order below is read and checked)
            self.asides.append((number, piece))
            return None, piece
        self._vague_said(number, piece)
        return K.if_yes(piece), False

    def _vague_said(self, number: int, piece: str) -> None:
        """"a couple of water", "some fuel", "a few CP": an amount of the order given without a
        number; a GM does not guess how many, the reply asks (the kit's vague_amount words,
        and "a couple", which it lacks)."""
        if self.state["phase"] not in ("actions", "cycle_bonus") or len(piece) > 300:
            return
        for m in _VAGUE_OF.finditer(piece):
            unit = m.group(2).lower()
            if V.MATERIALS.table.get(unit) or unit in ("fuel", "cp", "crew", "materials", "influence"):
                self.add("bc.post.please_confirm", f"not accepted — please confirm: line {number} "
                         f"gives no number ({quote(m.group(0).strip())!r}): how many?", number, E,
                         hint="write the number, e.g. '1 water'")
                return

    def _line_changes(self, cut: _Cut, lc: _LineCut) -> None:
        """A correction on the line, or an EDIT, applied to the clauses before it."""
        number, edit = lc.number, lc.edit
        if lc.correction is not None and edit is None and any(
                not c.remark and c.meaningful for c in cut.out[lc.correction[0]:]):
            end = lc.correction_end if lc.correction_end is not None else len(cut.out)
            rest = cut.out[end:]
            cut.out = self._edit(cut.out[:end], lc.correction[0], number,
                                 lc.correction[1].replace("?", "")) + rest
        if edit is not None and tentative_edit(edit) and any(
                not c.remark for c in cut.out[:lc.start]) and any(
                V.is_game_word(t.word) for t in tokenize(edit) if t.kind == WORD):
            # "EDIT: thinking of green now": read as talk, yet it hedges a change of the
            # order above: which stands is asked
            self.add("bc.post.edit_unclear", f"the EDIT on line {number} does not say "
                     f"clearly what it replaces: {quote(edit.strip())!r}", number,
                     hint="post the whole action again, as you want it")
            cut.out = cut.out[:lc.start]
        elif edit is not None:
            cut.out = self._edit(cut.out, lc.start, number, edit, marked=True)

    def _whose_pod(self, m: re.Match) -> str:
        """"crew on my Thebes pod", "crew on Kasimir's green pod on Cuzco": the pod with that
        player's crew (and of that colour, in that colony) when one alone fits: its space;
        else the words as written (the reader asks which)."""
        who = self.player if m.group("who").lower() == "my" else next(
            (p for p in self.state["seats"] if fold(p) == fold(m.group("who")[:-2])), None)
        colony = (m.group("c1") or m.group("c2") or m.group("c3") or "").lower().replace("'", "")
        names = {"xian": 0, "thebes": 1, "cuzco": 2}
        fits = [i for i, sp in enumerate(self.state["spaces"]) if sp["pod"] >= 0 and who
                and sp["crew"].get(who, 0) > 0
                and (not m.group("colour") or self.state["board"]["pods"][sp["pod"]]["colour"]
                     == m.group("colour").lower())
                and (not colony or i // 18 == names.get(colony, -1))]
        if (sp := m.group("sp") or m.group("sp3")) is not None:
            # "Gunnhild's red pod in Cuzco (42)", "... red pod (Cuzco 42)": the space written,
            # when it is that pod's
            fits = [i for i in fits if i == int(sp)]
        if len(fits) != 1:
            return m.group(0)
        name = self.state["board"]["colonies"][fits[0] // 18]["name"]
        return f"crew on {name} {fits[0]}"

    def _mat_gives(self, sentence: str) -> str:
        """"The mat's pumps give us a second water.", "my mat adds a food": a sentence of the
        mat giving one material (no die, no figure but "1"): that material, else ""."""
        if len(sentence) > 200 or not _MAT_GIVES.search(sentence) or DIE_VALUE.search(sentence) \
                or re.search(r"[2-9]|\d\d", sentence) or \
                re.search(r"(?i)\b(?:black|blue|red|green|dock\w*)\b", sentence):
            return ""
        found = {V.MATERIALS.table[t.word] for t in tokenize(sentence)
                 if t.kind == WORD and t.word in V.MATERIALS.table}
        return found.pop() if len(found) == 1 else ""

    def _has_power(self, power: str) -> bool:
        """Whether the player's mat has `power`."""
        mat = next((m for m in self.state["board"]["mats"] if m["key"] == self.seat.get("mat")), None)
        return bool(mat) and power in mat.get("powers", ())

    def _extras_told(self, sentence: str) -> tuple[list[str], str, str] | None:
        """"The mat gives me another water and the cycle card a polymer, and red at Nebra is +1
        CP": the leading parts of a sentence that each name the mat or the card and one material
        (no die, no count but one) are what they give besides: those materials, the rest of the
        sentence and the part that told them. None unless the first part (at the start or after
        a semicolon) says the mat or card gives."""
        if len(sentence) > 300:
            return None
        # ("... organics with green 3; the mat adds one more organics": after a semicolon too)
        start = 0 if _EXTRA_GIVES.match(sentence) else next(
            (b.end() for b in re.finditer(r";\s*", sentence) if _EXTRA_GIVES.match(sentence[b.end():])),
            None)
        if start is None:
            return None
        head, sentence = sentence[:start], sentence[start:]
        given: list[str] = []
        pos = 0
        for m in _EXTRA_PART.finditer(sentence):
            part = sentence[pos:m.start()]
            words = [t.word for t in tokenize(part) if t.kind == WORD]
            found = [V.MATERIALS.table[w] for w in words if w in V.MATERIALS.table]
            if not set(words) & {"mat", "card", "cycle"} or len(found) != 1 or \
                    DIE_VALUE.search(part) or re.search(r"[2-9]|\d\d", part) or \
                    set(words) & {"black", "blue", "red", "green", "dock"}:
                break
            given += found
            pos = m.end()
        if not given:
            return None
        rest = (head.rstrip(" ;") + ", " + sentence[pos:]) if head.strip() else sentence[pos:]
        return given, rest, sentence[:pos]

    def _answered(self, question: str, answer: str) -> bool:
        """A question offering two or more choices with "or" ("A or E?"), then a short sentence
        naming one of them and nothing else of the game ("eh, E."): the choice is made."""
        if len(question) > 200 or len(answer) > 60 or "?" in answer or \
                not re.search(r"(?i)\bor\b", question) or re.search(r"(?i)\bor\b", answer):
            return False
        asked, said = self._options_asked(question), self._options_asked(answer)
        if self.state["phase"] == "actions" and len(asked) >= 2 and len(answer) <= 200 and \
                not any(ch.isdigit() for ch in question) and \
                all(w in V.LOCATIONS.table and w != "the" for w in asked) and \
                said & set(V.DICE.table) and len(said & asked) == 1:
            # "Nexus or Gan De? Gan De has the organics. blue 6 to Gan De, green 2: ...": the
            # places wondered between, then a whole order to one of them
            return True
        return len(asked) >= 2 and len(said) == 1 and said <= asked and \
            not any(ch.isdigit() for ch in question + answer)

    def _options_asked(self, text: str) -> set[str]:
        """The game's words a question or its answer names (at the mat step, the mats'
        letters too): the options asked between, or the one chosen."""
        letters = {"a", "b", "c", "d", "e"} if self.state["phase"] == "mat" else set()
        return {t.word for t in tokenize(text) if t.kind == WORD
                and (V.is_game_word(t.word) or t.word in letters)} - {"or", "the", "mat"}

    def _extras_each(self, c: Clause, extras: list[str], text: str) -> bool:
        """"1 water + 1 water (Mat B) + 1 polymer (cycle card)": each material named right
        before a bracket that names the mat or the card is what they give besides (checked),
        not more taken. False (nothing changed) unless every such bracket follows one."""
        named = [V.MATERIALS.table.get(fold(m.group(1))) if (m := re.search(r"([A-Za-z]+)\s*$", b))
                 else None for b in extras]
        if None in named or len(c.materials) < len(named) or any(
                c.materials.count(m) < named.count(m) for m in set(named)):
            return False
        for m in named:
            k = len(c.materials) - 1 - c.materials[::-1].index(m)
            del c.materials[k]
            if len(c.mat_ctx) > k:
                del c.mat_ctx[k]
            self.mentions.append(Mention(m, c.line, quote(text)))
        c.used = True
        return True

    def _asked_aside(self, sentence: str, rest: list[str]) -> bool:
        """A question before the order on its line ("anyone else going for Cuzco? green 3 to
        Nebra, ..."): no figure, die, dock, "or", and nothing asked of the GM or about the
        player's own things; the order follows with its dice. Else it is asked about."""
        words = {t.word for t in tokenize(sentence) if t.kind == WORD}
        if len(sentence) > 200 or len(words) < 3 or any(ch.isdigit() for ch in sentence) or \
                words & (set(V.DICE.table) | {"dock", "docking", "or", "gm", "i", "me", "my",
                                              "we", "can", "should", "may", "could"}) or \
                K.is_question_to_gm(sentence) or self.state["phase"] != "actions":
            return False
        return any(DIE_VALUE.search(x) for x in rest)

    def _restates(self, sentence: str, first: list[str], number: int) -> bool:
        """The sentence that takes a change of mind back names nothing of the game that the
        first order (on this line or above it) does not name: it restates that order."""
        def game_words(text: str) -> set[str]:
            # ("Nebra's fine": the place, with its 's)
            words = {re.sub(r"'?s$", "", t.word) if not V.is_game_word(t.word) else t.word
                     for t in tokenize(text) if t.kind == WORD}
            return {w for w in words if V.is_game_word(w)}
        above = " ".join([*first, *(self.line_text[n] for n in self.line_text if n < number)])
        said, again = game_words(above), game_words(sentence)
        return bool(said) and bool(again) and again <= said and not DIE_VALUE.search(sentence)

    def _holdings_said(self, number: int, piece: str) -> None:
        """"(1 polymer + 1 artifact)" in a sentence of why: what the player says they hold now,
        each figure checked against the seat before the action."""
        for n, word in _HELD.findall(piece[:300]):
            w = word.lower()
            material = V.MATERIALS.table.get(w) or MATERIAL_OF.get(w)
            if material:
                have, unit = self.seat["materials"].get(material, 0), material
            elif w.startswith(("artifact", "artefact")):
                have, unit = self.seat["artifacts"], "artifact(s)"
            elif w in ("fuel", "cp"):
                have, unit = self.seat[w], "fuel" if w == "fuel" else "CP"
            elif w == "materials":
                have, unit = sum(self.seat["materials"].values()), "materials"
            else:
                continue
            if int(n) != have:
                self.add("bc.claim.held", f"{quote(piece)!r}: you hold {have} {unit}, not {n}",
                         number, hint="correct the figure, or leave it out (the tool works it out)")

    def _orders_something(self, piece: str) -> bool:
        """A piece with a verb or a word of an order (build, take, dock, a location, a
        material, an achievement, or what an activation gets: "or maybe the statue instead?")."""
        words = [t.word for t in tokenize(piece) if t.kind == WORD]
        return any(w in ("dock", "docking") or w in V.LOCATIONS.table and w != "the"
                   or w in _ORDER_THINGS
                   or w in V.MATERIALS.table or w in self.ach_words
                   or any(is_verb_form(w, v) for v in ("take", "build", "move", "activate", "dock"))
                   for w in words)

    def _talk_goes_on(self, piece: str, talking: bool | str) -> bool:
        """"Cuzco is where I'm weakest, 1 crew and track 1": after talk in the same sentence,
        a part that only states figures (no sign, no die, place or verb of an order) goes on
        with the talk. "Need it for the Building of 9 later, it wants steel, palladium, water":
        a bare material after talk that ended on one goes on with the list the talk began."""
        if not talking or re.search(r"[+\u2212-]\s*\d|->|\u2192|=", piece):
            return False
        if isinstance(talking, str) and _LIST_ITEM.match(piece):
            last = [t.word for t in tokenize(talking) if t.kind == WORD][-1:]
            item = [t.word for t in tokenize(piece) if t.kind == WORD][-1:]
            if last and last[0] in V.MATERIALS.table and item and item[0] in V.MATERIALS.table:
                return True
        words = [t.word for t in tokenize(piece) if t.kind == WORD]
        if not any(ch.isdigit() for ch in piece):
            return False
        return not any(w in V.DICE.table or w in V.LOCATIONS.table or w in V.MATERIALS.table
                       or w in ("dock", "pod", "pods", "row", "bonus")
                       or any(is_verb_form(w, v) for v in V.VERBS) for w in words)

    def _wrapped_talk(self, before: str, sentence: str) -> bool:
        """The end of a sentence begun on the line before (a paragraph wrapped by hand), when
        the whole sentence talks to or about another player and this part orders nothing."""
        words = {t.word for t in tokenize(sentence) if t.kind == WORD}
        if any(ch.isdigit() for ch in sentence) or words & (set(V.DICE.table) | {"dock"}):
            return False
        whole = {t.word for t in tokenize(before + " " + sentence) if t.kind == WORD}
        return K.about_others(whole, self._others())

    def _figure_of_nothing(self, new: list[Clause], number: int, text: str) -> bool:
        """"EDIT: make it 2", "edit: 2 not 3": an EDIT whose figure changes no part the reader
        can name is asked, never dropped as talk."""
        if not re.search(r"\d", text) or any(c.dice or c.materials or c.location or c.spaces or c.colonies
                                             or c.figures or c.flags for c in new):
            return False
        self.add("bc.post.edit_unclear", f"the EDIT on line {number} does not say clearly "
                 f"what it changes: {quote(text)!r}", number,
                 hint="post the whole action again, as you want it")
        return True

    def _edit(self, out: list[Clause], start: int, number: int, text: str,
              marked: bool = False) -> list[Clause]:
        """An EDIT line revises the order above it: a whole new action replaces it; a die, the
        materials, a colony, a location or a space replaces the same part of it. When that is
        unclear ("EDIT: or should I dock?"), the player is asked."""
        new = [c for c in out[start:] if not c.remark]
        old = [c for c in out[:start] if not c.remark]
        out = self._crew_dropped(out, old, new, number, text)
        new = [c for c in new if not c.remark]
        if not new or not old:
            return out
        if "?" in text or re.search(r"\bor\b", text, re.IGNORECASE) or \
                marked and tentative_edit(text):
            self.add("bc.post.edit_unclear", f"the EDIT on line {number} does not say clearly "
                     f"what it replaces: {quote(text)!r}", number,
                     hint="post the whole action again, as you want it")
            return out[:start]        # (its words are asked about, not read into the order)
        dice = [d for c in new for d in c.dice]
        negated = K.negated(text, DICE)
        if negated:
            # "green not blue", "blue instead of red": the die after "not" is the one replaced
            dice = [d for d in dice if d.colour not in negated]
            for c in new:
                c.dice = [d for d in c.dice if d.colour not in negated]
        if len({d.colour for d in dice}) >= 2 or any("dock" in c.flags for c in new):
            return self._whole_edit(out, start, number, old)
        changed = []
        if any(f.startswith("mat:") for c in new for f in c.flags):
            for c in old:
                c.flags = {f for f in c.flags if not f.startswith("mat:")}
            changed.append("the mat")
            dice = []       # "EDIT: Mat B – the Nebra water + black die for pods": its powers
        not_taken = {V.MATERIALS.table[w] for w in K.negated(text, list(V.MATERIALS.table))
                     if w in V.MATERIALS.table}
        if not_taken:
            # "EDIT: make that steel, not organics": the material after "not" is the one replaced
            for c in new:
                keep = [(m, x) for m, x in zip(c.materials, c.mat_ctx or [""] * len(c.materials))
                        if m not in not_taken]
                if len(keep) != len(c.materials):
                    c.materials = [m for m, _ in keep]
                    c.mat_ctx = [x for _, x in keep] if c.mat_ctx else c.mat_ctx
        for d in dice:
            before = [x for c in old for x in c.dice]
            if any(x.colour == d.colour for x in before):
                continue
            if len([x for x in before if x.colour in negated]) == 1:
                # "EDIT: red 6 instead of black": the die after "instead of" is the one replaced
                gone = [x for x in before if x.colour in negated]
            elif len(before) == 1 and self.state["phase"] == "die_bonus":
                gone = before
            elif d.activate:
                gone = [x for x in before if x.colon or x.activate]
            elif d.move or d.moves_to:
                gone = [x for x in before if x.moves_to or x.move]
            else:
                gone = []
            if len(gone) != 1:
                self.add("bc.post.edit_unclear", f"the EDIT on line {number} names the "
                         f"{d.colour} die: in place of which?", number,
                         hint="post the whole action again, as you want it")
                return out
            for c in old:
                c.dice = [x for x in c.dice if x is not gone[0]]
            changed.append("the die")
        if any(c.materials for c in new):
            kept = {m for c in new for m in c.materials}
            for c in old:
                c.materials, c.mat_ctx = [], []
                # ("steel → 3 steel / EDIT: no, water": the count of the steel given up goes too)
                c.figures = [f for f in c.figures if f.kind != "material" or f.material in kept]
            changed.append("the materials")
        restated = {(f.kind, f.spend) for c in new for f in c.figures}
        if restated and any(f for c in old for f in c.figures if (f.kind, f.spend) in restated):
            # "EDIT: activating with black instead -> 3 fuel, so fuel 4": the EDIT's figures
            # replace the ones above of the same kind (they are checked, the old ones are not)
            for c in old:
                c.figures = [f for f in c.figures if (f.kind, f.spend) not in restated]
            changed.append("the figures")
        if any(c.colonies and not c.spaces for c in new) and self.state["phase"] == "cycle_bonus":
            for c in old:
                c.colonies = []
            changed.append("the colony")
        if any(c.location for c in new):
            for c in old:
                c.location = ""
            changed.append("the destination")
        if any(c.spaces or c.rel for c in new):
            for c in old:
                c.spaces, c.rel = [], []
            changed.append("the space")
        if not changed and marked and self._figure_of_nothing(new, number, text):
            return out[:start]
        if changed:
            self.add("bc.post.edit", f"the EDIT on line {number} replaces "
                     + " and ".join(changed) + " of the order above", number, I)
        return out

    def _crew_dropped(self, out: list[Clause], old: list[Clause], new: list[Clause], number: int,
                      text: str) -> list[Clause]:
        """"EDIT: no wait, Xi'an instead, forget the crew": the EDIT takes back the crew placed
        above (its clause is no longer read; the words that say so are read, not talk)."""
        if not _DROP_CREW.search(text):
            return out
        dropped = [c for c in old if "crew" in c.flags]
        if not dropped:
            return out
        for c in new:
            if _DROP_CREW.search(c.text) and not c.dice and not c.spaces:
                c.remark, c.unknown = True, []      # ("drop the crew": read, it takes it back)
        self.asides = [(n, piece) for n, piece in self.asides
                       if not (n == number and _DROP_CREW.search(piece))]
        self.add("bc.post.edit", f"the EDIT on line {number} takes back "
                 + "; ".join(repr(quote(c.text.strip(" .!"))) for c in dropped), number, I)
        return [c for c in out if c not in dropped]

    def _whole_edit(self, out: list[Clause], start: int, number: int,
                    old: list[Clause]) -> list[Clause]:
        """A whole new action (two dice, or a dock) replaces the one above it: the lines it
        stood on, or, on the same line, the clauses before the change of mind."""
        if all(c.line == number for c in old):
            # "green 3 to Jyo, red 4: palladium. wait, need fuel for that. green 3 to Nebra,
            # red 4: water then": not the line, which holds the new action too
            self.add("bc.post.edit", f"read the order after the change of mind on line {number}, "
                     "in place of the one before it", number, I)
            return [c for c in out[:start] if c.remark and c.line != number] + out[start:]
        for c in old:
            self.replaced.add(c.line)
        self.add("bc.post.edit", "read the order after the EDIT marker, in place of the one "
                 "on line" + ("s " if len(self.replaced) > 1 else " ")
                 + ", ".join(map(str, sorted(self.replaced))), number, I)
        return [c for c in out if c.remark or c.line not in self.replaced]

    def _remarks(self, c: Clause, remark: bool, out: list[Clause]) -> None:
        """`c` and, as clauses of their own, its remarks in parentheses (not a die's fuel)."""
        c.remark = c.remark or remark
        out.append(c)

    def _dice_saved(self, sentence: str) -> int | None:
        """"saving black+red for jyo", "keeping black & red for the Nexus": the dice this action
        does not use, kept for the other action (no die of the action among them, and another
        die given its value elsewhere in the post): where that plan starts in the sentence."""
        if self.state["phase"] != "actions" or len(sentence) > 400:
            return None
        m = _DICE_SAVED.search(sentence)
        if m is None:
            return None
        saved = {w.lower() for w in re.findall(r"(?i)black|blue|red|green", m.group("dice"))}
        rest = _DICE_SAVED.sub(" ", " ".join(self.line_text.values()))
        used = {w.lower() for w in re.findall(r"(?i)\b(black|blue|red|green)\b", rest)}
        if saved & used or not (re.search(r"(?i)\b(?:black|blue|red|green)\s*\d", rest)
                                or _dice_named_pair(rest, used, self.state["seats"][self.player])):
            return None
        return m.start("body")

    def _later(self, text: str) -> bool:
        """A line about later turns ("Jyo next turn", "hopefully Thebes later"): talk, never
        this post's order (a line with a figure or a die's value is read). A remark in
        brackets does not make its line talk: "Ship: the Ridback (fuel first, questions later)"."""
        if _PLAN_LABEL.match(text):
            return True       # "next action: black 3 + blue 2 dock probably": a plan, labelled
        if _PREPARING.match(text) and not DIE_VALUE.search(text) and not re.search(r"[:=\u2192]|->", text):
            return True       # (a die's value, an arrow or a colon after it says an order)
        outside = re.sub(r"\([^()]*\)", " ", text)
        if outside != text and outside.strip(" .,;:!-"):
            text = outside
        words = [t.word for t in tokenize(text) if t.kind == WORD]
        if any(ch.isdigit() for ch in text):
            # "it sets me up for the 2 fuel at 4 next time": a plan, with its figures, when no
            # die and no arrow says an order
            return bool(NEXT_TIME.search(text)) and not set(words) & set(V.DICE.table) and \
                not re.search(r"→|->|=>", text)
        for i, w in enumerate(words):
            if w == "next":
                if i + 1 == len(words) or words[i + 1] in ("turn", "round", "time", "action",
                                                           "cycle", "go", "one", "move", "up"):
                    return True
            elif w in V.LATER_WORDS and not (w == "would" and words[i + 1:i + 2] in (
                    ["like"], ["love"], ["prefer"])) and not _polite_request(words, i):
                return True      # ("I would like the mat that ...": a polite choice, now)
        return False

    def _prose_paragraphs(self, lines) -> set[int]:
        """The lines of roleplay paragraphs around an order ("The colonists of Xi'an have
        been patient with us. ... Time to remind everyone who built the first water plant"):
        a paragraph (lines between blank lines) of ten words or more with no figure, no die, no
        pod, bonus, payment or docking, in a post where another paragraph gives a die its
        value. (A paragraph-level habit every game has: should move to the kit.)"""
        paragraphs: list[list] = []
        for line in lines:
            if paragraphs and line.number == paragraphs[-1][-1].number + 1 and line.text.strip():
                paragraphs[-1].append(line)
            elif line.text.strip():
                paragraphs.append([line])
        order_words = set(V.DICE.table) | {"pod", "pods", "bonus", "dock", "docking", "pay",
                                           "paying", "paid", "mat", "row", "edit", "instead"}
        out: set[int] = set()
        has_order = [any(DIE_VALUE.search(x.text) for x in p) for p in paragraphs]
        for n, p in enumerate(paragraphs if len(paragraphs) >= 2 else ()):
            text = " ".join(x.text for x in p)
            words = [t.word for t in tokenize(text) if t.kind == WORD]
            if len(words) >= 10 and not any(ch.isdigit() for ch in text) and \
                    not set(words) & order_words and any(
                    h for m, h in enumerate(has_order) if m != n):
                out.update(x.number for x in p)
        # "The tanks on the Kestrel are running dry ... before the big push into Thebes." on the
        # line above the order, no blank line between: a line of roleplay sentences (twelve
        # words or more, no figure, no word of an order, no location or material: at most a
        # colony) beside a line that gives a die its value
        line_words = order_words | {"build", "building", "built", "influence", "take",
                                    "taking", "fuel", "place", "put", "manufactory", "manu"}
        lines_with_die = [x.number for x in lines if DIE_VALUE.search(x.text)]
        for x in lines:
            if x.number in out or x.number in lines_with_die or not lines_with_die or \
                    len(x.text) > 600 or any(ch.isdigit() for ch in x.text) or \
                    not re.search(r"[a-z][.!]\s+[A-Z]|[a-z][.!]\s*$", x.text):
                continue
            words = [t.word for t in tokenize(x.text) if t.kind == WORD]
            if len(words) >= 12 and not set(words) & line_words and not any(
                    w in V.LOCATIONS.table or w in V.MATERIALS.table or w in MATERIAL_OF
                    for w in words):
                out.add(x.number)
        return out

    def _others(self) -> set[str]:
        """The other players' folded names, with their possessives ("Rook's people keep
        pouring crew into Cuzco"): the kit's `about_others` knows "rooks" but not "rook's"."""
        names = {fold(p) for p in self.state["seats"] if p != self.player}
        return names | {f"{n}'s" for n in names} | {f"{n}\u2019s" for n in names}

    def _aside(self, piece: str, sentence: str) -> bool:
        """A question to the GM ("can I use my black as a 1?"), the alternative if the order
        is not allowed ("If not I'll dock"), or a wish ("need the steel for the Building"): not
        the order. The order itself is checked by the rules as written."""
        if K.is_alternative(sentence) or K.is_question_to_gm(sentence):
            return True
        if _OR_SENTENCE.match(sentence) and len(sentence) < 200 and \
                self.state["phase"] == "actions" or _UNLESS.match(piece) and len(piece) < 200:
            # "blue: 2 palladium. or food. whatever's better": a sentence that opens with "or"
            # offers another order after the one given (the reader asks which)
            return True
        reason = piece.strip() and len(piece) < 200 and _literal_then(
            sentence, piece.strip(), _SO_AFTER)
        if (states_a_fact(sentence) or reason and states_a_fact(piece)) and not {
                t.word for t in tokenize(sentence if not reason else piece) if t.kind == WORD} \
                & (set(V.DICE.table) | {"dock", "docking", "flip", "set", "change"}):
            # ("Xi'an's artifact is gone, so Cuzco": the fact is the reason for the order after)
            # "Polymer's wild this cycle but I have none lol. red 6 → ...": how things stand,
            # said beside the order (read as the order only when the post holds nothing else)
            return True
        if len(piece) < 300 and _BOARD_TALK.search(piece) and not DIE_VALUE.search(piece) and \
                not re.search(r"->|\u2192|=>|=", piece):
            # "The two pink pods on 20 and 31 are just begging for a third": the pods already
            # on the board described, not the pod taken (an order takes one pod)
            return True
        if _DIE_STAYS.match(piece):
            # "flip black → 3, green stays 4": a die said to stay as it is is no order
            return True
        if about_the_table(sentence) and sentence.strip().startswith(piece.strip()[:20]):
            # "lol everyone went black 6.": what the other players did, as a group, is talk
            return True
        # ("Kwame: 2 more crew on Xi'an and you win the majority lol": a name and a colon call
        # the player, as a comma does)
        called = _called(sentence)
        if (speaks_to_another(called, self._others()) or about_another(sentence, self._others())) \
                and not DIE_VALUE.search(sentence) and \
                not re.search(r"(?i)\bdock", sentence):
            # "Mateo, nice Cuzco run, you're going to hit 15 for sure": a sentence spoken to
            # another player is talk, whatever colony or figure it names
            return True
        if speaks_to_you(sentence) and not DIE_VALUE.search(sentence) and \
                not re.search(r"(?i)\b(?:dock|black|blue|red|green)\b", sentence):
            # "ouch, Xi'an is yours then.": said to another player (the one quoted), unnamed
            return True
        if BESIDE.match(piece) and not DIE_VALUE.search(piece):
            # "Next to the pink on 33, so Thebes 6 → 9": why the influence is what it is; the
            # space named is the neighbour, not where the pod goes
            return True
        words = {t.word for t in tokenize(piece) if t.kind == WORD}
        if sentence.rstrip().endswith("?") and has_figure(piece) and not (
                words & (set(V.DICE.table) | set(V.LOCATIONS.table) | set(V.MATERIALS.table))) \
                and not _TAG_ASKED.search(piece):   # ("4 fuel, right?": a claim, checked)
            return True           # "+1 CP? no, ...": a figure asked about, not claimed
        if any(ch.isdigit() for ch in piece) and "dock" not in words and \
                K.about_the_past(words) and not DIE_VALUE.search(piece) and K.about_others(
                {t.word for t in tokenize(sentence) if t.kind == WORD},
                self._others()):
            # "Elif, that red pod on Xi'an 15 was brutal": what another player did, with its
            # space or figure, is talk (a die with its value says an order)
            return True
        if self.state["phase"] == "actions" and not any(ch.isdigit() for ch in piece) and \
                len(words) >= 5 and not any(
                w in V.DICE.table or w in V.LOCATIONS.table or w in V.MATERIALS.table
                or w in V.COLONIES.table or w in V.POD_COLOURS.table
                or w in ("dock", "pod", "pods", "row", "bonus", "fuel", "artifact", "mat", "none",
                         "nothing", "pass", "flip")
                or any(is_verb_form(w, v) for v in V.VERBS) for w in words):
            # "Not going to win the majority there but every crew helps against the ...":
            # prose that names no die, place, material or pod and no verb of an order is talk
            return True
        if not any(ch.isdigit() for ch in piece) and "dock" not in words:
            # talk: a question ("anyone else going to Cuzco?"), about another player ("nice
            # Thebes pod, Bob"), or about what already happened ("Jyo was a good call")
            if sentence.rstrip().endswith("?"):
                return True
            if K.about_others(words, self._others()) \
                    and not words & {"copying", "copy", "copycat", "same", "mirroring"}:
                # ("copying Aiko: influence on Xi'an" is the player's own order, like Aiko's)
                return True
            if K.about_the_past(words):
                return True
        if self.state["phase"] == "actions" and not any(ch.isdigit() for ch in sentence):
            # "Red dice hate me today": a sentence naming dice and nothing else of the game
            said = {t.word for t in tokenize(sentence) if t.kind == WORD}
            if said & set(V.DICE.table) and not (
                    said & (set(V.LOCATIONS.table) | set(V.MATERIALS.table) | set(V.COLONIES.table)
                            | set(V.UNITS.table) | {"dock", "docking", "docks", "manufactory",
                                                    "nexus", "pod", "row", "activate", "move",
                                                    "moving", "activating", "fuel"})):
                return True
        # "fuel 8 -> 10 (safe for the goal)": a wish in brackets is the reason for the figure
        # before it, which is the player's claim (checked)
        bare = re.sub(r"\([^()]*\)", " ", piece)
        if any(ch.isdigit() for ch in bare) and not {
                t.word for t in tokenize(bare) if t.kind == WORD} & V.WISH_WORDS:
            return False
        return bool(words & V.WISH_WORDS) and not (words & set(V.DICE.table)) and \
            not V.GOAL_MET.search(piece) and not ("bonus" in words and words & set(V.MATERIALS.table)) and \
            "dock" not in words and not any(ch.isdigit() for ch in piece.split("need")[0][-3:]) \
            and not has_figure(piece)

    def _reason_after(self, piece: str) -> int | None:
        """"ship on Jyo since my mat gives me an extra palladium there", "... because I have
        no water": where a reason ("since", "because", "cause") opens after the order in the
        same clause, when what follows is a fact (the kit's reason_clause) or the player's own
        mat described by what its power truly gives; None otherwise."""
        if len(piece) > 300:
            return None
        m = _REASON_MID.search(piece)
        if not m:
            return None
        start = m.start() if piece[:m.start()].strip(" ,;-") else 0
        tail = piece[start:].strip()
        if any(ch.isdigit() for ch in tail) or re.search(r"(?i)\b(?:black|blue|red|green|dock\w*)\b",
                                                          tail):
            return None
        if start == 0 and not m.group(0).strip().lower().startswith("as"):
            # (a piece that opens on "since", "because": a fact is the kit's reason_clause)
            return 0 if self._own_mat_gives(tail) or self._ship_reason(tail) else None
        if start == 0:
            return 0 if self._own_mat_gives(tail) else None
        return start if _reason_clause(tail) or self._own_mat_gives(tail) or \
            self._ship_reason(tail) else None

    def _ship_reason(self, tail: str) -> bool:
        """At the ship step, "because I like water", "since the organics look good": why the
        place is chosen, naming no other place (materials are no order at this step); a mat
        said to give what it does not is asked about (_own_mat_gives)."""
        return self.state["phase"] == "ship" and not re.search(r"(?i)\bmat\b", tail) and not any(
            t.kind == WORD and (t.word in V.LOCATIONS.table and t.word != "the"
                                or t.word in ("manufactory", "manu", "factory", "left", "right"))
            for t in tokenize(tail))

    def _own_mat_gives(self, tail: str) -> bool:
        """"since my mat gives me an extra palladium there": the player's own mat and one
        material it gives (a mat power that gives another material is no reason: asked)."""
        if not _MAT_GIVES.search(tail) or not self.seat:
            return False
        named = {V.MATERIALS.table[t.word] for t in tokenize(tail)
                 if t.kind == WORD and t.word in V.MATERIALS.table}
        mat = next((x for x in self.state["board"]["mats"] if x["key"] == self.seat.get("mat")), None)
        return len(named) == 1 and bool(mat) and any(
            p.endswith("_" + next(iter(named))) for p in mat["powers"])

    def _own_mat_named(self, piece: str) -> bool:
        """"with the palladium mat", "thanks to my water mat": the player's own mat named by the
        material its power gives, in a piece with no die, place, dock or figure (a mat whose
        power gives another material is no remark: it is asked about)."""
        m = _MAT_DESCRIBED.search(piece)
        if not m or len(piece) > 200 or any(ch.isdigit() for ch in piece) or not self.seat:
            return False
        words = {t.word for t in tokenize(piece) if t.kind == WORD}
        if words & (set(V.DICE.table) | set(V.LOCATIONS.table) | {"dock", "docking"}) or \
                len(words & set(V.MATERIALS.table)) != 1:
            return False
        material = V.MATERIALS.table.get(fold(m.group(1)))
        mat = next((x for x in self.state["board"]["mats"] if x["key"] == self.seat.get("mat")), None)
        return bool(material and mat) and any(p.endswith("_" + material) for p in mat["powers"])

    def _reacts(self, sentence: str) -> bool:
        """"Hoarding polymer at the very end, respect.": a reaction to another player's move
        (the one quoted), naming no die and no verb of an order, is talk whatever it names."""
        if len(sentence) > 200 or self.state["phase"] != "actions":
            return False
        plain = _PRAISED_MOVE.sub(" ", sentence) if _may_praise(sentence) else sentence
        if (opened := _PRAISED_MOVE.match(sentence.strip())):
            # "Bold move with the polymer, Mira!": praise that opens the sentence
            sentence = "nice, " + sentence.strip()[opened.end():]
        return self.state["phase"] == "actions" and reacts_to_another(sentence) and \
            len(sentence.split()) >= 3 and not re.search(
                r"(?i)\b(?:dock\w*|black|blue|red|green|take|taking|build\w*|mov\w+|activat\w+|"
                r"please|pls|plz|thx|thanks)\b", plain)

    def _asked(self, piece: str) -> list[str]:
        """The materials, dice and locations a question names ("actually steel?"): a second
        thought about the order."""
        if not piece.rstrip().endswith("?") and "?" not in piece:
            return []
        words = [t.word for t in tokenize(piece) if t.kind == WORD]
        out = []
        for w in words:
            if w in V.MATERIALS.table or w in V.DICE.table or w in V.LOCATIONS.table and \
                    w not in ("the",):
                out.append(w)
            elif len(w) >= 5 and (close := close_word(V.LOCATIONS, w)) is not None and \
                    close[0] == w[0] and " " not in close:
                out.append(f"{w!r} ({close}?)")                # "ridbak w/ fuel??"
        return out

    def _die_split(self, line: int, text: str) -> list[Clause]:
        """`green 5: take the red pod` -> the die's clause and its activation's clause; a label
        such as `bonus:` or `free pod:` stays with what follows it. A remark in parentheses is
        a clause of its own (a die's fuel, "(+1 fuel -> 6)", stays with its die)."""
        body, kept, extra = _remarks_sorted(text)
        parts = self._head_and_rest(line, body)
        for c in parts:
            if c.pod_colour and extra:
                c.pod_bonus = next((b for b in extra if b), "")
        self._mat_extras(line, text, parts, kept)
        kept = [(b, r) for b, r in kept if not EXTRA_ONLY.match(r)]
        for before, r in kept:
            self._remark_clause(line, text, before, r, parts)
        return parts

    def _head_and_rest(self, line: int, body: str) -> list[Clause]:
        """The body cut at its colon: a die's clause and what it activates, or one clause."""
        m = HEAD.match(body)
        if m and m.group(2).strip() and _ROW_END.search(m.group(1)) and \
                (pod := _POD_AFTER_ROW.match(m.group(2))):
            # "black 6 for row 6: the red 2 (no crew)": after a row and its colon, a colour and
            # its printed influence name the pod of that row, not a die
            body = m.group(1) + ":" + m.group(2)[:pod.end()] + " pod" + m.group(2)[pod.end():]
            m = HEAD.match(body)
        if not (m and m.group(2).strip()):
            return [self.analyse(line, body)] if body.strip() else []
        head = self.analyse(line, m.group(1))
        if head.dice:
            for d in head.dice:
                d.colon = True
            return [head, self.analyse(line, m.group(2))]
        # "Thebes 3 -> 6: crew on Thebes 33": a number before the colon is no count
        # of what follows it
        glue = ", " if m.group(1).rstrip()[-1:].isdigit() else " "
        if DIE_POWER_END.search(m.group(1)):
            # "counts as a 6 with my mat: 2 food": what follows the colon is what the
            # die gives, as after an arrow
            glue = " \u2192 "
        parts = [self.analyse(line, f"{m.group(1)}{glue}{m.group(2)}")]
        if MATERIALS_LABEL.search(body) and not parts[0].dice:
            # "and I receive 1 material: food please": the track bonus's choice
            parts[0].flags.add("bonus")
        return parts

    def _mat_extras(self, line: int, text: str, parts: list[Clause],
                    kept: list[tuple[str, str]]) -> None:
        """What a "(mat)" remark says the mat gives besides, taken out of the clauses."""
        # "black 3 counts as a 6 (my mat)": the mat named after a die's power is why the die
        # counts so, not a material the mat gives besides
        # "2 polymer for the pod (mat)": nor is the mat named after a payment (its power)
        # "black 6 backwards (my mat) to Nebra": nor the mat named after a move its power allows
        extras = [b for b, r in kept if EXTRA_ONLY.match(r) and not DIE_POWER_END.search(b)
                  and not _PAID_FOR_END.search(b) and not re.search(r"\+\s*1\s*$", b)
                  and not _MOVE_POWER_END.search(b)]
        extra_remark = bool(extras)
        for c in parts:
            if c.materials and not c.remark and self.state["phase"] == "actions" and \
                    extra_remark and c is parts[-1]:
                if len(extras) > 1 and self._extras_each(c, extras, text):
                    continue
                # "+1 water (mat)": the last material named is what the mat gives besides
                self.mentions.append(Mention(c.materials[-1], c.line, quote(text)))
                c.materials, c.mat_ctx = c.materials[:-1], c.mat_ctx[:-1]
                c.used = True
        for b, r in kept:
            plus = re.search(r"([A-Za-z]+)\s*\+\s*1\s*$", b) if EXTRA_ONLY.match(r) else None
            if plus and (m := V.MATERIALS.table.get(plus.group(1).lower())) and \
                    self.state["phase"] == "actions":
                # "food + 1 (mat)": one more of the material taken, from the mat (checked)
                self.mentions.append(Mention(m, line, quote(text)))

    def _remark_clause(self, line: int, text: str, before: str, r: str,
                       parts: list[Clause]) -> None:
        """One remark in brackets, after `before`, read as a clause of its own (added to
        `parts` when it says something) or as a figure of what comes before it."""
        cx = self._cx
        if _lacking(r):
            # "(short on water)", "(need it for Cuzco)": why the order is what it is
            self.asides.append((line, r))
            return
        if self._held_breakdown(line, before, r, parts):
            self._cx = cx
            return
        if self._counts_of_named(line, text, before, r):
            return
        if (why := _COUNT_THEN_WHY.match(r)) and _BARE_COUNT.match(why.group(1)) and \
                V.MATERIALS.table.get(why.group(1).split()[1].lower()) and any(
                V.MATERIALS.table.get(t.word) == V.MATERIALS.table.get(why.group(1).split()[1].lower())
                for t in tokenize(before) if t.kind == WORD):
            # "organics (3 organics, ready for the Gan De pods)": what the player holds
            # now (checked), then why: the why is talk
            self.asides.append((line, why.group(2).strip()))
            r = why.group(1)
        if PAY_CONTEXT.search(before):
            self._cx = "space" if SPACE_END.search(before) else "pod"
        r = self._count_remark(line, before, r)
        if (was := _WAS.match(r)) and (unit := _WAS_UNIT.search(before)):
            # "7 materials (was 6)", "fuel 8 (had 5)": what the player had before (checked)
            kind = {"artifacts": "artifact", "artifact": "artifact"}.get(
                unit.group(1).lower(), unit.group(1).lower())
            self.figures.append(Figure(kind, int(was.group(1)), line, quote(text), before=True))
            return
        r = self._change_remark(line, before, r)
        c = self.analyse(line, r, remark=True)
        self._cx = cx
        self._remark_read(line, text, before, r, c)
        if c.meaningful or c.unknown:
            parts.append(c)
        elif re.search(r"\d", _NAMED_NUMBER.sub(" ", r)) and self.state["phase"] == "actions":
            # "(4 → 8)" after no unit: a figure the reader cannot place is quoted, never
            # dropped in silence
            self.add("bc.post.figure_unplaced", f"{quote(r)!r}: this figure was not "
                     "understood, and was not checked", line, W,
                     hint="write it with its unit, e.g. 'fuel 4 -> 7'")

    def _held_breakdown(self, line: int, before: str, r: str, parts: list[Clause]) -> bool:
        """A remark listing what the player will hold of each material, read as those
        figures; True when it was one."""
        said_held = _HELD_TAIL.search(r)
        if not ((_MATERIALS_TOTAL_END.search(before) or said_held) and
                (held := _held_list(_HELD_TAIL.sub("", r) if said_held else r)) and
                self.state["phase"] in ("actions", "cycle_bonus")):
            return False
        # ("steel (1 steel, 1 organics, 1 food after)": what the player holds after)
        # "Materials 2 → 5 (2 palladium, 2 water, 1 polymer)": what the player will
        # hold of each, the total's breakdown (each checked), never more taken
        for n, word in held:
            c = self.analyse(line, f"{n} {word} now", remark=True)
            if c.meaningful or c.unknown:
                parts.append(c)
        return True

    def _counts_of_named(self, line: int, text: str, before: str, r: str) -> bool:
        """"water and polymer (3 polymer, 1 water)": counts in brackets of the very materials
        the order just named, two or more: what the player holds of each after the action, or
        the gains said again (each checked, whichever fits), never more materials taken."""
        if self.state["phase"] not in ("actions", "cycle_bonus") or \
                not (held := _held_list(r)) or len(held) < 2:
            return False
        whole = self.line_text.get(line, "") or text      # ("water, polymer (...)": the line)
        said = (whole.split(r)[0] if r in whole else before)[-160:]
        named = {V.MATERIALS.table.get(t.word) for t in tokenize(said) if t.kind == WORD}
        kinds = [V.MATERIALS.table.get(fold(word)) for _, word in held]
        if not all(k in named for k in kinds) or len(set(kinds)) != len(kinds):
            return False
        for (n, _), material in zip(held, kinds):
            self.figures.append(Figure("material", int(n), line, quote(text), total=True,
                                       material=material, either=True))
        return True

    def _count_remark(self, line: int, before: str, r: str) -> str:
        """A bare count in brackets after a material, as what the player will hold of it;
        a breakdown of the figure before it, as nothing."""
        if (bare := _BARE_COUNT.match(r)) and (m := V.MATERIALS.table.get(bare.group(2).lower())) \
                and any(V.MATERIALS.table.get(t.word) == m for t in tokenize(before)
                        if t.kind == WORD):
            # "food, food (3 food)": a bare count in brackets after the material was named
            # is what the player holds now, not more of it taken (the figure is checked)
            return f"{bare.group(1)} {bare.group(2)} now"
        if (count := _COUNT_SAID.match(r)) and (m := next((
                V.MATERIALS.table[fold(w)] for w in re.findall(r"[A-Za-z]+", before)[-3:][::-1]
                if V.MATERIALS.table.get(fold(w))), None)) and \
                self.state["phase"] in ("actions", "cycle_bonus"):
            # "Steel again! (that'll be 3)", "water (makes 4)": after the material, a bare
            # count said to be what the player will hold (checked)
            return f"{count.group(1)} {m} now"
        if len(r) < 80 and (addends := _addends(r)) and \
                (last := re.findall(r"(\d+)\s*[a-z]*\s*$", before[-40:], re.I)) \
                and int(last[-1]) == sum(addends):
            # "+2 influence (1 printed + 1 cycle)": the breakdown of the figure just
            # written, its addends, not figures of their own; an influence's parts are
            # checked against the rules' (figures._breakdowns)
            if re.search(r"(?i)\binfluence\b|\binf\b", before[-60:]):
                self.breakdowns.append((line, r.strip(), [(n, words) for n, words in _addend_words(r)]))
            return ""
        return r

    def _change_remark(self, line: int, before: str, r: str) -> str:
        """A bare change or total in brackets, with the unit or die before it."""
        if (bare := _BARE_CHANGE.match(r)) and re.search(
                rf"(?i)\b(?:black|blue|red|green)\s+{bare.group(1)}\b", before) and \
                int(bare.group(2)) <= 7:
            return ""     # "Blue 2 to Jyo using 1 fuel (2 → 1)": the die's value, not fuel held
        if (bare := _BARE_CHANGE.match(r)) and (unit := _UNIT_END.search(before)):
            # "3 fuel (4 → 8)", "+1 CP (14 -> 15)": the unit's total before and after,
            # written without the unit just named (checked)
            return f"{unit.group(1)} {bare.group(1)} -> {bare.group(2)}"
        if (bare := _BARE_TOTAL.match(r)) and (unit := _UNIT_END.search(before)) and \
                not _DIE_FUEL_END.search(before):
            # "+2 fuel (7)", "+2 CP (→ 4)", "+1 CP (15)": what the player will hold (not a
            # die's "+2 fuel (→6)", its value)
            return f"{unit.group(1)} now {bare.group(1)}"
        if (bare := _BARE_WITH_MAT.match(r)) and (unit := _UNIT_END.search(before)):
            # "fuel (should be 4 with my mat)": the figure, with the mat counted (checked)
            return f"{unit.group(1)} {bare.group(1)}"
        if (bare := _BARE_TOTAL.match(r)) and (to := _DIE_FUEL_TO.search(before)):
            return self._die_moved_remark(line, to, int(bare.group(1)))
        if self.state["phase"] == "actions" and re.fullmatch(r"\s*\d{1,2}\s*", r) and (
                die := _DIE_VALUE_END.search(before) or _DIE_MOVED_TO.search(before)):
            return self._die_bare_remark(line, die, int(r))
        if (bare := _BARE_TOTAL.match(r)) and (die := _DIE_FUEL_END.search(before)) and \
                die.group(1):
            # "Black 4 +2 fuel (→6)": the die's value after its fuel, checked here
            value = int(die.group(1)) + int(re.sub(r"\s", "", die.group(2)))
            if value != int(bare.group(1)):
                self.add("bc.die.value", f"{quote(die.group(0).strip())!r} makes "
                         f"{value}, not {bare.group(1)}", line)
            return ""
        return r

    def _die_bare_remark(self, line: int, die: re.Match, said: int) -> str:
        """"red 6 → Nebra (6)", "green 3 (3)": the die's value said again; any other bare
        number there is asked about (never read past)."""
        if said == int(die.group(2)):
            return ""
        self.add("bc.post.please_confirm", f"not accepted — please confirm: what is the ({said}) "
                 f"after {quote(die.group(0).strip())!r}? The {die.group(1).lower()} die shows "
                 f"{die.group(2)}", line, E, hint="leave the number out, or write it with its unit")
        return ""

    def _die_moved_remark(self, line: int, to: re.Match, said: int) -> str:
        """"black 5 −1 fuel → right Manufactory (4)": the die's value after its fuel (checked
        here), else the fuel left (a figure, checked)."""
        fuel = int(re.sub(r"\s", "", to.group(2)))
        value = int(to.group(1)) + fuel
        if said == value:
            return ""
        if said == (self.seat or {}).get("fuel", -1) - abs(fuel):
            return f"fuel now {said}"
        self.add("bc.die.value", f"{quote(to.group(0).strip())!r} ({said}): the die makes {value} "
                 f"and leaves you {(self.seat or {}).get('fuel', 0) - abs(fuel)} fuel", line)
        return ""

    def _remark_read(self, line: int, text: str, before: str, r: str, c: Clause) -> None:
        """The remark's clause `c` as what it is beside `before`: a bonus counted on, the
        payment, or what the die takes."""
        if ARTIFACT_CRY.match(r) and not c.figures:
            # "Cuzco +1 → 6 (artifact!!)": the bonus the player counts on is a claim
            c.figures.append(Figure("artifact", 1, line, quote(text)))
            c.understood += 1
        elif (m := BONUS_CRY.match(r)) and not c.figures and ("!" in r or "bonus" in r.lower()):
            # "Cuzco +1 (fuel bonus!)": the action must give it
            self.wants.append((V.UNITS.table.get(m.group(1).lower(), "cp"), line))
            c.understood += 1
        if not (c.materials and not c.figures and not c.dice and not c.location and
                not (set(c.words) & V.EXTRA_WORDS) and not (c.flags - {"none", "pay"})):
            return
        if PAY_CONTEXT.search(before):
            # "pink 3 from row 6 (food)", "on Cuzco 47 (organics)": the payment
            where = "space" if SPACE_END.search(before) else "pod"
            c.pays += [(m, where) for m in c.materials]
            c.materials, c.mat_ctx = [], []
        elif self.state["phase"] != "mat" and not (
                self.state["phase"] == "actions" and _SIGNED_EXTRAS.match(r)
                and V.MATERIALS.table.get(fold(re.findall(r"[A-Za-z]+", before)[-1]))
                if re.findall(r"[A-Za-z]+", before) else False):
            # ("water (+1 water, +1 polymer)": after the material taken, signed ones in
            # brackets are what the action gives besides, checked as the mat's and
            # card's are, and asked about when it does not give them)
            c.remark = False      # "blue 1 (water)": what the die takes, in brackets


# "Gonna grab some steel early", "going for water this time", "I want some polymer": a plan
# said before the order, on a line of its own
_INTENT = compile_later(r"(?i)^\W*(?:(?:i'?m|im|i\s+am|so|ok|okay)\s+)?(?:gonna|going\s+to|going\s+for|"
                        r"want\s+to|wanna|plan(?:ning)?\s+(?:to|on)|i'?ll|i\s+will|i\s+want|"
                        r"thinking\s+of|aiming\s+(?:to|for)|time\s+to|need(?:\s+to)?|let'?s)\b")


def _intent_preview(self, number: int, piece: str) -> bool:
    """A plan announced on a line before the order ("Gonna grab some steel early."): it names
    one material and no die, place or figure, and a later line of the post orders a die's
    action naming that material. The plan is talk; the order below is what is read (and a
    plan naming another material than the order is still asked about)."""
    if self.state["phase"] != "actions" or len(piece) > 200 or not _INTENT.match(piece) or \
            re.search(r"\d", piece):
        return False
    words = [t.word for t in tokenize(piece) if t.kind == WORD]
    if any(w in V.DICE.table or w in V.LOCATIONS.table for w in words):
        return False
    # ("let's get some fuel going." before the die that gives fuel: the plan names the fuel)
    named = {V.MATERIALS.table.get(w) or V.UNITS.table.get(w) for w in words
             if w in V.MATERIALS.table or w in V.UNITS.table}
    if len(named) != 1 or named & {"cp", "crew", "influence", "artifact", "materials"}:
        return False
    return _ordered_after(self, number, piece, named.pop())


def _ordered_after(self, number: int, piece: str, material: str) -> bool:
    """Whether a die's order after `piece` (later on its line, or on a later line) names
    `material` (a material, or "fuel")."""
    lines = getattr(self, "all_lines", {})
    here = lines.get(number, "")
    rest = here[here.find(piece) + len(piece):] if piece in here else ""
    later_text = [rest] + [text for later, text in lines.items() if later > number]
    for text in later_text:
        said = [t.word for t in tokenize(text[:500]) if t.kind == WORD]
        if any(w in V.DICE.table for w in said) and any(
                (V.MATERIALS.table.get(w) or V.UNITS.table.get(w)) == material for w in said):
            return True
    return False


def _material_topic(self, number: int, piece: str) -> bool:
    """"Polymer hoarding continues :)" before the die's order that takes polymer: a sentence
    about the one material the order takes, in words of no order (no die, place, figure or
    other word of the game), is talk; the order after it is what is read."""
    if self.state["phase"] != "actions" or len(piece) > 120 or re.search(r"\d", piece):
        return False
    words = [t.word for t in tokenize(piece) if t.kind == WORD]
    named = {V.MATERIALS.table[w] for w in words if w in V.MATERIALS.table}
    others = [w for w in words if w not in V.MATERIALS.table]
    if len(named) != 1 or any(V.is_game_word(w) for w in others) or \
            not [w for w in others if w not in V.FILLERS]:
        return False
    return _ordered_after(self, number, piece, named.pop())


_DIE_LEAD = compile_later(r"(?i)^\s*(?:black|blue|red|green)\s*\d\b")


def _colon_preview(self, number: int, sentences: list[str]) -> list[str]:
    """"Going for the Nexus for one more water, it's a detour but whatever: blue 5 (-3 fuel -> 2)
    to the Azophi Nexus, green 6: water": before a colon, the order told in words ahead of the
    die's order that says it all is talk, when every place and material it names is one the
    order names (and it holds no die, dock or figure); otherwise it is read as it is."""
    for i, x in enumerate(sentences[:4]):
        head, sep, rest = x.partition(":")
        if not sep or len(head) > 200 or not _DIE_LEAD.match(rest):
            continue
        if DIE_VALUE.search(head) or re.search(r"(?i)\d|\bdock", head):
            return sentences
        said = [t.word for t in tokenize(" ".join([rest] + sentences[i + 1:])[:600])
                if t.kind == WORD]
        order = {V.LOCATIONS.table.get(w) or V.MATERIALS.table.get(w) for w in said} - {None}
        named = set()
        for w in (t.word for t in tokenize(head) if t.kind == WORD):
            key = V.LOCATIONS.table.get(w) or V.MATERIALS.table.get(w)
            if key is None and V.is_game_word(w):
                return sentences            # ("for the pod: red 5 ..."): read as it is
            if key is not None:
                named.add(key)
        if not named or not named <= order:
            return sentences
        self.asides.append((number, head))
        return sentences[:i] + [rest.strip()] + sentences[i + 1:]
    return sentences


#: the words a polite request may open with before "could I": "hi GM, could I please ..."
_REQUEST_OPENERS = frozenset({"hi", "hey", "hello", "gm", "ok", "okay", "so", "um", "erm", "please",
                              "pls", "then"})


def _polite_request(words: list[str], i: int) -> bool:
    """"Could I please start on the left Manufactory?", "could we get Nebra pls", "Would it be
    ok if I start at the Ridback?": "could" / "would" asking for the order now (as "can I"
    does), at the opening of the sentence, not a possibility ("I could start on Jyo", "could go
    Jyo later", "would be nice to get Jyo")."""
    if not all(w in _REQUEST_OPENERS for w in words[:i]):
        return False
    if words[i] == "would":
        # "Would it be ok if I start at the Ridback?", "would you put me on Jyo please"
        return words[i + 1:i + 2] == ["you"] or words[i + 1:i + 3] == ["it", "be"] and \
            words[i + 3:i + 4] in (["ok"], ["okay"], ["alright"], ["fine"], ["possible"])
    return words[i] == "could" and words[i + 1:i + 2] in (["i"], ["we"], ["you"])


# "or maybe the Azophi Nexus is better for me?", "though Nebra might be better? dunno", "or would
# Jyo be smarter?": a second choice weighed as better
_BETTER = compile_later(r"(?i)\b(?:better|smarter|wiser|best|stronger|more\s+useful)\b")
_WEIGH_DOUBT = compile_later(r"(?i)^\W*(?:or|though|although|but|then\s+again|hmm+)\b|\b(?:maybe|perhaps|"
                             r"not\s+sure|unsure|dunno|idk|don'?t\s+know|can'?t\s+decide|torn)\b|"
                             r"\bthough\W*$")
_WEIGH_SETTLED = compile_later(r"(?i)\b(?:i'?ll\s+(?:go|take|stick|do)|going\s+with|go\s+with|sticking|"
                               r"stick\s+with|it\s+is|final|decided|anyway|regardless|but\s+(?:eh|oh\s+well|"
                               r"whatever|meh))\b|\bthan\b(?![^?]*\?)")


def _weighs_another(piece: str, sentence: str, line: str) -> bool:
    """A piece that names a place, material or die as maybe better, in doubt: it opens with
    "or" / "though", holds "maybe", "not sure", "dunno", or its sentence (or line) asks ("?").
    Not one that settles it ("but I'll stick with Jyo", "Jyo is better than Nebra for me")."""
    if len(piece) > 200 or not _BETTER.search(piece) or _WEIGH_SETTLED.search(piece):
        return False
    words = [t.word for t in tokenize(piece) if t.kind == WORD]
    if not any(w in V.MATERIALS.table or w in V.DICE.table or w in V.LOCATIONS.table and w != "the"
               for w in words):
        return False
    asked = "?" in sentence or bool(re.search(r"\?|(?i:\bnot\s+sure\b|\bdunno\b|\bidk\b)", line))
    return asked or bool(_WEIGH_DOUBT.search(piece))


# "saving black+red for jyo", "keeping my black & red for the Nexus", "holding back red and green
# to use at Jyo": the dice left, kept for the other action
_DICE_SAVED = compile_later(
    r"(?i)(?:^|[.,;!?(]|\s[\u2013\u2014-]|\b(?:and|but|while)\b)\W*(?P<body>(?:(?:i'?m|im|i\s+am|also)\s+)?(?:saving|keeping|holding|reserving|save|keep|hold|"
    r"reserve)\s+(?:back\s+)?(?:my\s+|the\s+)?(?P<dice>(?:black|blue|red|green)(?:\s*\d)?(?:\s*(?:\+|&|and|,|/)"
    r"\s*(?:the\s+)?(?:black|blue|red|green)(?:\s*\d)?)*)(?:\s+(?:dice|die|ones))?\s+(?:for|towards|to\s+"
    r"(?:use|spend)\s+(?:at|on|for))\b)")


# "that takes me to 4 → 2 fuel", "Xi'an track at 4 -> +2 fuel", "Thebes, now 2 => 1 CP", "reaching
# 4: 2 fuel": where the colony's track stands, then an arrow (or "=", ":") to what that space gives
# (not "= 3 fuel total": what the player will hold)
_TRACK_ARROW_BONUS = compile_later(
    r"(?i)(\b(?:xi'?an|thebes|cuzco)\b[^.;!?\n\d]{0,40}?\b(?:to|at|track|now|reach(?:es|ing)?|hit(?:s|ting)?|on)\s+\d{1,2})"
    r"\s*(?:\u2192|->|=>|=|:)\s*\+?(?:(?=(?P<n>\d{1,2})\s*(?:fuel|cp|vp|pts?|points?|crew|artifacts?|artefacts?)\b"
    r"(?!\s*(?:total|now|left|altogether|in\s+total|after)\b))|"
    r"(?=(?:a\s+|the\s+|1\s+)?crew\b))")

# "crew on Cuzco 44", "a crew to Xi'an 5": where a crew goes (no colony's track figure)
_CREW_TARGET = compile_later(r"(?i)\bcrew\s+(?:on(?:to)?|to|in|at)\s+(?:the\s+)?(?:xi'?an|thebes|cuzco)\s*#?\d{1,2}\b")

# "forget the crew", "drop the crew", "no crew then", "scrap the crew bit": an EDIT taking back
# the crew placed above
_DROP_CREW = compile_later(r"(?i)\b(?:forget(?:\s+about)?|drop|scrap|skip|ignore|cancel|remove|never\s*mind|"
                           r"nvm|no|without)\s+(?:the\s+|that\s+|my\s+|a\s+)?crew\b(?!\s+(?:on|to|in|onto|pods?|bonus|tiles?)\b)")


def _or_follows(piece: str, sentence: str) -> bool:
    """The sentence goes on after `piece` with "or" and another choice ("..., or Gan De")."""
    at = sentence.find(piece)
    return at >= 0 and bool(re.match(r"(?i)\W*(?:or|or\s+else|or\s+maybe)\s+\w", sentence[at + len(piece):]))


# "..., no palladium 😅", "and I have zero steel left": the last piece of a sentence says a
# material the player lacks (talk about what they hold, never a material taken)
_LACK_END = compile_later(r"(?i)(?:^|[,;]|\band\b|\bbut\b)\s*(?:(?:i\s+)?(?:have|got|'ve\s+got)\s+)?"
                          r"(?:no|zero)\s+(?:more\s+)?([a-z]+)(?:\s+left)?(?:\s+anyway)?[\W_]*$")


def _lack_split(sentence: str) -> tuple[str, str] | None:
    """The sentence without its last piece saying a material held none of, and that material."""
    m = _LACK_END.search(sentence[-200:])
    material = m and (V.MATERIALS.table.get(fold(m.group(1))) or MATERIAL_OF.get(fold(m.group(1))))
    if not material:
        return None
    start = len(sentence) - len(sentence[-200:]) + m.start()
    return sentence[:start].rstrip(" ,;"), material


def _lack_checked(reader, number: int, sentence: str) -> str:
    """The sentence without a piece saying a material the player holds none of: talk, its
    figure checked (held, the post is asked about)."""
    split = _lack_split(sentence)
    if not split:
        return sentence
    rest, material = split
    held = reader.seat["materials"].get(material, 0) if reader.seat else 0
    said = quote(sentence[len(rest):].strip(" ,;"))
    if held:
        reader.add("bc.post.please_confirm", f"not accepted — please confirm: {said!r} on line "
                   f"{number}: you hold {held} {material}, not 0", number, E,
                   hint="correct it, or leave it out")
    else:
        reader.add("bc.post.chatter", f"read as talk (what you hold): {said!r}", number, I)
    return rest


# "the green 1 with the artifact", "a red 0 w/ 2 crew", "the blue 1 from row 3-4": after an
# article, a colour and a printed influence followed by a pod's tile or the row it leaves
_POD_BY_TILE = compile_later(r"(?i)(\b(?:the|a)\s+(?:yellow|red|pink|green|blue)\s+[0-3])(?![\d\w])"
                             r"(?=\s*(?:(?:with|w/)\s*(?:the\s+|an?\s+|\d\s+)?"
                             r"(?:artifacts?|artefacts?|cp|crew|fuel|bonus)\b|from\s+(?:the\s+)?rows?\s*\d))")


def _units_held(sentence: str) -> str:
    """"Fuel 0, organics 3.": after the order, what the player will hold of each unit or
    material, as "0 fuel now, 3 organics now" (checked); the sentence unchanged when a word
    of it is neither."""
    pairs = _UNIT_FIRST_PAIR.findall(sentence)
    if not all(V.MATERIALS.table.get(fold(w)) or V.UNITS.table.get(w.lower()) for w, _ in pairs):
        return sentence
    return ", ".join(f"{n} {w} now" for w, n in pairs)


# "2 polymer as the 2 steel", "the artifact for the second steel", "polymer in place of both
# water": what a wild material or an artifact pays in place of is the payment's explanation, the
# material after it is not paid ("for" after a material only where the line pays: "food for
# water" alone is a change of mind)
_ORDINAL = r"(?:\d|two|three|both|second|2nd|third|3rd|first|1st|other|last|missing|remaining|extra)"
_PAYS_WORD = compile_later(r"(?i)\b(?:pay\w*|paid|spend\w*|spent|cost\w*|using|use[sd]?|wild)\b")


@lru_cache(maxsize=1)
def _STAND_IN() -> re.Pattern[str]:
    names = "|".join(sorted(map(re.escape, V.MATERIALS.table), key=len, reverse=True))
    return compile_later(
        rf"(?i)\b(?P<payer>(?:(?:\d|two|three|both)\s+)?(?:{names}|artifacts?|artefacts?))\s+"
        rf"(?P<how>for|instead\s+of|in\s+place\s+of|as(?:\s+(?:an?\s+)?wild(?:cards?)?\s+for)?|"
        rf"replacing|subbing\s+(?:in\s+)?for|standing\s+in\s+for|to\s+cover)\s+"
        rf"(?:(?:the|my|an?|one)\s+(?:of\s+(?:the|my)\s+)?)?(?:{_ORDINAL}\s+)?(?P<due>{names})\b"
        rf"(?!\s+(?:pods?|tiles?|spaces?|track)\b)(?!\s*\d)"
        # "2 polymer (standing in for the 2 steel)", "polymer x2 (wild, for the steels)"
        rf"|\b(?P<payer2>(?:(?:\d|two|three|both)\s+)?(?:{names}|artifacts?|artefacts?)(?:\s*x\s*\d)?)\s*"
        rf"\(\s*(?:(?:wild(?:card)?|cycle\s*\d(?:\s+card)?)\s*[,:;-]?\s*)?(?P<how2>for|instead\s+of|in\s+place\s+of|as|"
        rf"replacing|subbing\s+(?:in\s+)?for|standing\s+in\s+for|to\s+cover)\s+"
        rf"(?:(?:the|my|an?|one)\s+(?:of\s+(?:the|my)\s+)?)?(?:{_ORDINAL}\s+)?(?:{names})\b"
        rf"(?:\s*(?:,|\band\b|&|\+)\s*(?:the\s+|my\s+)?(?:{_ORDINAL}\s+)?(?:{names})\b)*"
        rf"(?:\s*[,;-]?\s*(?:this\s+cycle|cycle\s*\d(?:\s+card)?|wild))?\s*\)")


def _stand_ins_out(body: str) -> str:
    """The line without the materials that a payment stands in for ("2 polymer as the 2
    steel", "the artifact for the second steel"): only what is paid stays."""
    if len(body) > 2000 or not re.search(r"(?i)\b(?:for|as|instead|place|replacing|subbing|"
                                         r"standing|cover)\b", body):
        return body

    def payer(m: re.Match) -> str:
        paid, how = m.group("payer") or m.group("payer2"), m.group("how") or m.group("how2")
        if how.lower() == "for" and not _PAYS_WORD.search(body) and \
                not paid.lower().startswith(("artif", "artef")):
            return m.group(0)
        return paid
    return _STAND_IN().sub(payer, body)


# "Cost steel, steel, food, water: my steel + ...", "costs 2 steel, food and water -> paying
# ...": the building's cost listed before the payment, its explanation (checked against the
# building), never more payment
@lru_cache(maxsize=1)
def _COST_LISTED() -> re.Pattern[str]:
    names = "|".join(sorted(map(re.escape, V.MATERIALS.table), key=len, reverse=True))
    one = rf"(?:(?:\d|an?|one|two)\s+)?(?:{names})\b(?:\s*[x\u00d7]\s*\d\b)?"
    return compile_later(
        rf"(?i)(?:^|(?<=[.!;:]\s)|(?<=,\s)|(?P<open>\(\s*))(?:the\s+|its\s+|it\s+)?(?:building\s+|full\s+)?"
        rf"(?:cost|costs|price)(?:\s+(?:is|are|was|of\s+it))?\s*[:=]?\s*"
        rf"(?P<list>{one}(?:\s*(?:,|\+|&|\band\b)\s*{one})*)\s*"
        rf"(?(open)\)\s*[:;=\u2013\u2014-]?|(?:[:;=]|->|\u2192|\s[\u2013\u2014-]\s|\.\s))\s*")


def _cost_listed(reader, number: int, body: str) -> str:
    """The line without the building's cost listed before the payment ("Cost steel, steel,
    food, water: my steel + the artifact ..."): a cost that is the building's is talk; another
    is an error naming the building's cost."""
    if len(body) > 2000 or not re.search(r"(?i)\b(?:cost|costs|price)\b", body):
        return body
    m = _COST_LISTED().search(body)
    top = reader.state.get("building_top") or ""
    info = next((b for b in reader.state["board"]["buildings"] if b["key"] == top), None)
    if not m or info is None:
        return body
    said: dict[str, int] = {}
    for n, name, times in re.findall(r"(?i)(?:(\d|an?|one|two)\s+)?([a-z0-9]+)(?:\s*[x\u00d7]\s*(\d)\b)?",
                                     m.group("list")):
        material = V.MATERIALS.table.get(fold(name))
        if material:
            said[material] = said.get(material, 0) + (int(n) if n.isdigit() else 2 if n.lower() == "two"
                                                      else 1) * (int(times) if times else 1)
    cost = {x: info["cost"].count(x) for x in info["cost"]}
    post = " ".join(getattr(reader, "all_lines", {}).values())
    if said != cost and (not re.search(r"(?i)\bbuilding\b", post) or
                         re.search(r"(?i)\b(?:pods?|rows?|manufactory|statues?)\b", post)):
        return body            # ("the red pod costs water: ..."): another cost, read as before
    if said == cost:
        reader.add("bc.post.chatter", f"read as the cost of the {info['name']} (talk): "
                   f"{quote(m.group(0).strip(' :;=-'))!r}", number, I)
    else:
        reader.add("bc.claim.cost", f"{quote(m.group(0).strip(' :;=-'))!r}: the {info['name']} "
                   f"costs {', '.join(info['cost'])}", number, E,
                   hint="correct the cost, or leave it out (the tool works it out)")
    return body[:m.start()] + (" " if m.group("open") else "") + body[m.end():]


def _epithet_called(reader, sentence: str) -> bool:
    """"lol Aiko, food hoarder.", "Water hog, Mira!": a material epithet said to another player
    named before or after it (to tease the player quoted): talk, whatever material it names."""
    if len(sentence) > 100:
        return False
    names = "|".join(re.escape(p) for p in reader.state["seats"] if p != reader.player)
    if not names:
        return False
    rest = re.sub(rf"(?i)^\W*(?:(?:lol|lmao|haha|ha|hah|oh|hey|ok|okay|wow|yo|ah|classic|typical)[,!.]*\s+)*@?(?:{names})"
                  rf"\s*[,:!\u2013\u2014-]+\s*", "", sentence.strip(), count=1)
    if rest == sentence.strip():
        rest = re.sub(rf"(?i)\s*[,!\u2013\u2014-]+\s*@?(?:{names})\s*([\s!.?;:()DPp-]*)$", r"\1", rest,
                      count=1)
    return rest != sentence.strip() and (_material_epithet(rest) or bool(
        (hoards := _HOARDING.match(rest)) and V.MATERIALS.table.get(fold(hoards.group(1)))))


# "hoarding food lol", "always hogging the water": what the player called does with a material
_HOARDING = compile_later(r"(?i)^\W*(?:still\s+|always\s+|again\s+)?(?:hoard\w*|hog\w*|stockpil\w*|"
                          r"obsessed\s+with)\s+(?:all\s+)?(?:the\s+|that\s+|your\s+)?([a-z]+)"
                          r"(?:\s+again)?(?:\s+(?:lol|haha|lmao|xd))?[\s!.?;:()DPp-]*$")


# "crew on Oskar's pod at Thebes 28", "crew bonus on my red pod in Cuzco 42": the space written,
# with whose pod it is (checked)
_CREW_ON_WHOSE_AT = compile_later(r"(?i)\bcrew\s+(?:bonus\s+)?(?:goes\s+|will\s+go\s+|lands\s+)?on(?:to)?\s+"
                                  r"(?P<who>my|[a-z]+'s)\s+(?:(?P<colour>yellow|red|pink|green|blue)\s+)?"
                                  r"pod\s+(?:on|in|at)\s+(?P<colony>xi'?an|thebes|cuzco)\s*(?:space\s+|#)?(?P<sp>\d{1,2})\b")


def _whose_pod_at(reader, number: int, body: str) -> str:
    """"crew on Oskar's pod at Thebes 28": the space written, as "crew on Thebes 28" when it is
    that player's pod (of that colour); else asked (whose pod, or which space?)."""
    m = _CREW_ON_WHOSE_AT.search(body) if len(body) < 2000 and "'" in body else None
    if m is None:
        return body
    who = reader.player if m.group("who").lower() == "my" else next(
        (p for p in reader.state["seats"] if fold(p) == fold(m.group("who")[:-2])), None)
    if who is None:
        return body
    space = int(m.group("sp"))
    spaces = reader.state["spaces"]
    sp = spaces[space] if space < len(spaces) else None
    colony = reader.state["board"]["colonies"][space // 18]["name"] if space < 54 else ""
    if sp is None or sp["pod"] < 0 or not sp["crew"].get(who) or \
            fold(colony).replace("'", "") != fold(m.group("colony")).replace("'", "") or \
            m.group("colour") and reader.state["board"]["pods"][sp["pod"]]["colour"] != m.group("colour").lower():
        reader.add("bc.post.please_confirm", f"not accepted — please confirm: "
                   f"{quote(m.group(0))!r} on line {number}: {m.group('colony')} {space} is not "
                   f"{'your' if who == reader.player else who + chr(39) + 's'} "
                   f"{(m.group('colour') or '').lower() + ' ' if m.group('colour') else ''}pod: "
                   "which one do you mean?", number, E, hint="name the space of the pod")
        return body
    return body[:m.start()] + f"crew on {colony} {space}" + body[m.end():]


def _dice_named_pair(rest: str, used: set[str], seat: dict) -> bool:
    """"dock for fuel with black and red, keeping blue + green for Jyo": the action's own two
    dice named without their values (in action 1, where all four dice are rolled): with the two
    kept, every die is accounted for, so the kept ones are the plan for the other action."""
    return not seat.get("used") and len(used) == 2 and bool(
        re.search(r"(?i)\b(?:dock(?:s|ed|ing)?|to)\b", rest))
