"""A final-score tally written in a turn post ("By my count: 41 Wealth = 4 VP, +4 from buildings,
-5 for the idle crowd = 3 VP final.", "Final score: 6 (buildings) + 3 (37 Wealth) - 3
(unemployed) = 6 VP", "40 Wealth → 4 VP at the end."): every figure a player writes is checked,
so the tally is read as a claim about the score the player would have if the game ended after
this round (`rules.scoring.projected_score` of the state the check computes), never added to the
Net line above it nor skipped as chatter.

`tally(text)` reads one line: the parts it names (`wealth`, `wealth_vp`, `building_vp`,
`unemployment`, `total`) or None when the line is not a tally. `check(parts, score)` compares
them with a `ScoreLine`: the problems, each naming the right value.
"""

from __future__ import annotations

import re

from gm_tool.core.kit.patterns import compile_later
from typing import Any

_VP = r"(?:vp|victory\s+points?|points?|pts)"
# "buildings", "bldg", "bldgs", "blds": the word players shorten
_BLDG = r"(?:buildings?|bldgs?|blds?)"
_WEALTH = r"(?:wealth|w)"
_EQ = r"(?:=|==|->|-->|=>|\u2192|\u21d2|\u27f6|is|gives|makes|means)"
# a line that speaks of the end score: its word, a VP figure and a sum or an equals sign
_SAYS_FINAL = compile_later(r"\b(?:final|finale|at\s+the\s+end|end\s*(?:game|score)?|score|tally|"
                            r"by\s+my\s+count|my\s+count|total)\b|"
                            r"\b(?:idle|unemployed|jobless)\s+(?:now|right\s+now|at\s+the\s+moment)\b|"
                            r"\bif\s+(?:it|the\s+game|we)\s+(?:ended|ends|stopped|finished)\b|"
                            r"\bwe\s+(?:both\s+)?tie\s+(?:at|on)\b", re.IGNORECASE)
_HAS_VP = compile_later(r"\d\s*(?:" + _BLDG + r"\s+)?" + _VP + r"\b|[+\-\u2212]\d{1,3}\s+final\b|\b(?:final|end)\s+" + _VP + r"\s*[:=]?\s*\d|"
                        # "I end on -3", "end score -2 (...)": the total said of the end
                        r"\b(?:end|ends|ending|finish|finishing|tie|tied)\s+(?:up\s+)?(?:on|at|with)\s*[\-\u2212]?\d|"
                        # "That puts me at 32 final", "leaves me on 5 total": the total said of the player
                        r"\b(?:puts?|leaves?)\s+me\s+(?:at|on|with)\s*[\-\u2212]?\d{1,3}\s+(?:final|total)\b|"
                        r"^\s*(?:my\s+)?(?:final|end)\s*(?:score|tally)\s*[:=]?\s*[\-\u2212]?\d{1,3}\s*\([^()]*\)\s*[.!]*\s*$|"
                        # "..., VP 18, ... Total 33.": the parts labelled word first, the total last
                        r"^(?=.*\b(?:buildings?|bldgs?|blds?)\b)(?=.*\b(?:vp|wealth|w)\b).*"
                        r"\b(?:total|in\s+total)\s*(?:is|of|:|=)?\s*[\-\u2212]?\d{1,3}\s*[.!]*\s*$",
                        re.IGNORECASE)
# "41 Wealth = 4 VP", "37 Wealth = 3", "40 Wealth → 4 VP"
# (not "+1 from 12 Wealth = 0 VP": the Wealth a VP comes from, then the sum's total)
_WEALTH_PAIR = compile_later(r"(?<![\d+\-\u2212])(?<!from\s)(?<!for\s)(?<!of\s)(?<!\()(\d{1,4})\s*" + _WEALTH + r"\b\s*" + _EQ + r"\s*(\d{1,3})(?!\d)",
                             re.IGNORECASE)
# "3 (37 Wealth)", "3 from 37 Wealth", "3 VP for 37 Wealth"
_WEALTH_BRACKET = compile_later(r"(?<![\d])(\d{1,3})\s*(?:" + _VP + r"\s*)?(?:\(|from|for|of|out\s+of)\s*"
                                r"(\d{1,4})\s*" + _WEALTH + r"\b\s*\)?", re.IGNORECASE)
# "2 Wealth + 1 Food = 3 → 0": the Wealth with the resources sold at the end added, then its VP
_WEALTH_SOLD = compile_later(r"(?<![\d+\-\u2212])\d{1,4}\s*" + _WEALTH + r"\b\s*\+\s*\d{1,3}\s*[^\W\d_]+(?:\s+[^\W\d_]+)?"
                             r"(?:\s*\([^()]{0,30}\))?\s*=\s*(\d{1,4})\s*(?:" + _WEALTH + r"\b)?\s*"
                             r"(?:->|-->|=>|\u2192|\u21d2|=)\s*\+?(\d{1,3})(?!\d)", re.IGNORECASE)
# "..., so 5 VP", "so that's 5 VP": the total, last on the line after "so"
_SO_TOTAL = compile_later(r"\bso\s+(?:that'?s\s+|i\s+(?:get|have|end\s+(?:on|with|at))\s+)?([\-\u2212]?\d{1,3})\s*"
                          + _VP + r"\s*(?:total|final|in\s+total|at\s+the\s+end)?\s*[.!]*\s*$", re.IGNORECASE)
# "... + 5 (50 Wealth) = 15 final.": the sum's result, "final" after it (no VP needed), last
_EQUALS_FINAL = compile_later(r"=\s*([\-\u2212]?\d{1,3})\s*(?:" + _VP + r"\s*)?(?:final|total|in\s+total|"
                              r"at\s+the\s+end)\b(?!.*=)", re.IGNORECASE)
# "4 VP from Wealth" (the Wealth itself said elsewhere: "on 41 Wealth")
_WEALTH_VP = compile_later(r"(?<![\d])(\d{1,3})\s*" + _VP + r"?\s*(?:from|for|of)\s+(?:my\s+|the\s+)?"
                           + _WEALTH + r"\b", re.IGNORECASE)
# "wealth at the end: 12 → +1 VP", "Wealth: 21 -> 2 VP": the word first, then the pair
_WEALTH_FIRST = compile_later(r"\b" + _WEALTH + r"\b(?:\s+(?:at\s+the\s+end|at\s+end|left|final|in\s+the\s+end))?\s*:?\s*"
                              r"(\d{1,4})\s*(?:" + _WEALTH + r"\b)?\s*" + _EQ + r"\s*\+?(\d{1,3})(?!\d)", re.IGNORECASE)
# "idle now: 3 Unskilled, 1 Skilled, 1 Criminal = -5 VP": the idle colonists counted, then their VP
_IDLE_LIST = compile_later(r"\b(?:idle|unemployed|jobless)\b(?:\s+(?:now|right\s+now|at\s+the\s+end))?\s*:?\s*"
                           r"(?:\d{1,2}\s+[^\W\d_]+\s*(?:,|&|\+|\band\b)?\s*){1,6}(?:=|->|\u2192)\s*"
                           r"([\-\u2212]\s?\d{1,3})\s*(?:" + _VP + r")?|"
                           # "4 Unskilled + the Criminal idle = -6 VP": the counts first
                           r"(?<![\w+\-])(?:\d{1,2}\s+|the\s+)[^\W\d_]+(?:\s*(?:,|&|\+|\band\b)\s*(?:\d{1,2}\s+|the\s+)"
                           r"[^\W\d_]+){0,5}\s+(?:idle|unemployed|in\s+housing)\s*(?:=|->|\u2192)\s*"
                           r"([\-\u2212]\s?\d{1,3})\s*(?:" + _VP + r")?", re.IGNORECASE)
_WEALTH_ALONE = compile_later(r"(?<![\d+\-\u2212])(\d{1,4})\s*" + _WEALTH + r"\b(?!\s*(?:=|->|\u2192))",
                              re.IGNORECASE)
# "buildings 6", "+4 from buildings", "6 (buildings)", "6 buildings"
_BUILDINGS = compile_later(r"\b" + _BLDG + r"\s*:?\s*\+?(\d{1,3})(?!\d)(?!\s*" + _WEALTH + r"\b)|"
                           r"\+?(\d{1,3})\s*(?:" + _VP + r"\s*)?(?:\(\s*|from\s+|for\s+|of\s+|in\s+)?"
                           r"(?:the\s+|my\s+)?" + _BLDG + r"\b", re.IGNORECASE)
_IDLE = r"(?:idle|unemployed|unemployment|jobless|housing|homeless|idlers?)"
# "idle -4", "-5 for the idle crowd", "- 3 (unemployed)"
_UNEMPLOYED = compile_later(r"\b" + _IDLE + r"\b\s*:?\s*([+\-\u2212]?\s?\d{1,2})(?!\d)|"
                            r"([+\-\u2212]\s?\d{1,2})\s*(?:" + _VP + r"\s*)?(?:\(\s*|for\s+|from\s+)?"
                            r"(?:the\s+|my\s+)?(?:\w+\s+)?" + _IDLE + r"\b", re.IGNORECASE)
# "& crims -6", ", 1 Criminal -2": the Criminals' part of the unemployed colonists
_CRIMINALS = compile_later(r"(?:&|,|\band\b|\+)\s*(?:\d{1,2}\s+)?(?:criminals?|crims?)\s*:?\s*([\-\u2212]\s?\d{1,2})(?!\d)|"
                           # ", -6 for the 3 idle crims": the figure first
                           r"(?:&|,|\band\b|\+)\s*([\-\u2212]\s?\d{1,2})\s*(?:vp\s*)?(?:for|from)\s+(?:the\s+|my\s+)?"
                           r"(?:\d{1,2}\s+|two\s+|three\s+)?(?:idle\s+)?(?:criminals?|crims?)\b|"
                           # "- 5 (idle) - 4 (2 crims)": the figure, then what it counts in brackets
                           r"[\-\u2212]\s?(\d{1,2})\s*(?:vp\s*)?\(\s*(?:\d{1,2}\s+|two\s+|three\s+)?(?:idle\s+)?"
                           r"(?:criminals?|crims?)\s*\)",
                           re.IGNORECASE)
# "→ -15": the unemployed parts summed (a signed figure with no VP after it)
_IDLE_SUM = compile_later(r"^[^.;]*?(?:->|\u2192|=)\s*([\-\u2212]\s?\d{1,3})(?!\d)(?!\s*(?:vp|points?|pts)\b)",
                          re.IGNORECASE)
# "idle: 13 colonists -13": a count, then the figure
_COUNTED = compile_later(r"\w+\s*:?\s*\d{1,2}\s+(?:colonists?|people|guys|workers)\s+[\-\u2212]", re.IGNORECASE)
# the total: "= 3 VP final", "→ 5 VP", "= 6 VP" (the last one on the line)
# "That puts me at -12 final", "leaves me on 5 at the end": the total, said of the player
_PUTS_ME = compile_later(r"\b(?:puts?\s+me\s+(?:at|on)|leaves?\s+me\s+(?:at|on|with)|i'?m\s+(?:at|on))\s*"
                         r"([\-\u2212]?\d{1,3})\s*(?:" + _VP + r"\s*)?(?:final|at\s+the\s+end|in\s+total|total)\b|"
                         # "I think I end on -3", "I'll finish at 4 VP", "end score -2 (...)"
                         r"\b(?:i|i'?ll|i\s+will|i'?d|we|we'?ll|we\s+both|both\s+of\s+us)\s+(?:end|finish|tie)\s+(?:up\s+)?(?:on|at|with)\s*"
                         r"([\-\u2212]?\d{1,3})(?!\d)|"
                         r"^\s*(?:my\s+)?(?:final|end)\s*(?:score|tally)\s*[:=]?\s*([\-\u2212]?\d{1,3})(?=\s*\([^()]*\)\s*[.!]*\s*$)",
                         re.IGNORECASE)
_TOTAL = compile_later(r"(?:=|->|-->|=>|\u2192|\u21d2|\u27f6|\bfinal(?:\s+score)?\s*(?:is|of|:|at|on)?|"
                       r"\b(?:end|finish)(?:ing)?\s+(?:on|with|at)|\bscore\s*(?:is|of|:)|\btotal\s*(?:is|of|:)?)"
                       r"\s*(?:~|about\s+|around\s+)?([\-\u2212]?\d{1,3})\s*" + _VP + r"\b", re.IGNORECASE)
# "5 VP final", "3 VP total", "5 VP in total", "5 VP at the end"
_TOTAL_AFTER = compile_later(r"(?<![\d+])((?:(?<=\s)|(?<=^))[\-\u2212]?\d{1,3}|(?<![\-\u2212])\d{1,3})\s*" + _VP + r"\s+(?:final|total|in\s+total|overall|"
                             r"at\s+the\s+end|all\s+told)\b", re.IGNORECASE)
# "final: 7 bldg VP, -11 unemployed, 0 from wealth = -4.": the sum's result, last on a line
# that opens on "final"/"total"/"score", without VP after it
_TOTAL_BARE = compile_later(r"=\s*([\-\u2212]?\d{1,3})\s*(?:" + _VP + r")?\s*(?:[.!,;]|$)(?!.*=)", re.IGNORECASE)
_OPENS_FINAL = compile_later(r"^\s*(?:[^.:!?\d]{1,24}[.!]+\s*)?(?:my\s+)?(?:final(?:\s+score)?|end\s*score|score|tally|total)\s*[:=-]",
                             re.IGNORECASE)
_VP_FIRST = compile_later(r"\b(?:final|end)\s+" + _VP + r"\s*[:=]?\s*(\d{1,3})(?!\d)", re.IGNORECASE)
# "Total 33." last on the line: the total, labelled word first with no VP after it
_TOTAL_END = compile_later(r"\b(?:total|in\s+total)\s*(?:is|of|:|=)?\s*([\-\u2212]?\d{1,3})\s*[.!]*\s*$", re.IGNORECASE)
# "buildings 16, VP 18, ...": the VP gained during the game, labelled word first in a list of parts
_PLAY_VP = compile_later(r"(?:^|[,;:]|\+)\s*(?:" + _VP + r")\s*(?:so\s+far|now|held|banked|in\s+play)?\s*:?\s*\+?(\d{1,3})(?!\d)"
                         r"(?!\s*(?:" + _WEALTH + r"|" + _BLDG + r")\b)", re.IGNORECASE)
# "6 VP + 23 from buildings": a figure a sign and another figure follow (a term of a sum)
_TERM_NEXT = compile_later(r"\s*[+\-\u2212,]\s*[+\-\u2212]?\s*\d")
# "Final: 6 VP + 23 from buildings - 2 ... = 32": a sum opening on the end score whose first term
# is VP with no source named, the VP gained during the game
_PLAY_VP_TERM = compile_later(r"^\s*(?:my\s+)?(?:final(?:\s+score)?|end\s*score|score|tally)\s*[:=]?\s*"
                              r"(\d{1,3})\s*" + _VP + r"\s*[+,]\s*\+?\s*\d", re.IGNORECASE)
# "- 2 for the crim", "-4 for 2 criminals": the unemployed part when only Criminals are idle
_CRIMINALS_ALONE = compile_later(r"(?:^|\s)([\-\u2212]\s?\d{1,2})\s*(?:" + _VP + r"\s*)?(?:for|from)\s+(?:the\s+|my\s+)?"
                                 r"(?:\d{1,2}\s+|two\s+|three\s+)?(?:idle\s+|unemployed\s+)?(?:criminals?|crims?)\b",
                                 re.IGNORECASE)
_ORDER = compile_later(r"\b(?:buy|buying|sell|selling|build|building\s+a|move|moving|take|taking|"
                       r"reserve|contract)\b", re.IGNORECASE)


def tally(text: str) -> dict[str, int] | None:
    """The parts of a final-score tally on one line, or None when the line is not one."""
    text = _aside_question_out(text)
    bare = _BARE_SUM.match(text) if len(text) <= 300 else None
    if bare is not None:
        return _bare_sum(bare)
    # ("Final score: 7 buildings, -12 idle, 0 wealth = -5": a sum that opens on "final" needs no VP)
    opens_sum = _OPENS_FINAL.match(text) is not None and re.search(r"(?:=|->|\u2192)\s*[\-\u2212]?\d", text) \
        and re.search(r"\b(?:" + _BLDG + "|" + _IDLE + r")\b", text, re.IGNORECASE)
    if len(text) > 300 or not (_HAS_VP.search(text) or opens_sum) or not _SAYS_FINAL.search(text) \
            or _ORDER.search(text) or "?" in text:
        return None
    parts: dict[str, int] = {}
    pair = _WEALTH_SOLD.search(text) or _WEALTH_PAIR.search(text) or _WEALTH_FIRST.search(text)
    listed = _IDLE_LIST.search(text)
    idle_first = listed is None and _IDLE_BEFORE.search(text) is not None \
        and bool(_idle_counts(_IDLE_BEFORE.search(text).group(0)))   # (colonists named: not "the idle crowd")
    if idle_first:
        # "3 idle Unskilled = -3 VP at the end": the idle word before the colonists counted
        listed = _IDLE_BEFORE.search(text)
        parts.update(_idle_counts(listed.group(0)))
    if listed is not None:
        parts["unemployment"] = -abs(int(re.sub(r"[^\d]", "", listed.group(1) or listed.group(2))))
        if pair is None:
            pair = listed      # (its "= -5 VP" is the idle colonists' part, not the total)
    if pair is not None and pair is not listed:
        parts["wealth"], parts["wealth_vp"] = int(pair.group(1)), int(pair.group(2))
    else:
        bracket = _WEALTH_BRACKET.search(text)
        if bracket is not None:
            parts["wealth_vp"], parts["wealth"] = int(bracket.group(1)), int(bracket.group(2))
            pair = bracket
        else:
            said = _WEALTH_VP.search(text)
            if said is not None:
                parts["wealth_vp"] = int(said.group(1))
                pair = said
                alone = _WEALTH_ALONE.search(text[:said.start()])
                if alone is not None:      # "on 41 Wealth, so 4 VP from Wealth"
                    parts["wealth"] = int(alone.group(1))
    built = _BUILDINGS.search(text)
    if built is not None:
        parts["building_vp"] = int(built.group(1) or built.group(2))
    idle = (_UNEMPLOYED.search(text) or _CRIMINALS_ALONE.search(text)) if listed is None else None
    if idle is not None:
        parts["unemployment"] = -abs(int(re.sub(r"[^\d]", "", idle.group(1) or idle.group(2))))
        rest = text[idle.end():]
        crims = [m for m in _CRIMINALS.finditer(rest)]
        summed = _IDLE_SUM.search(rest)
        if summed is not None and re.search(r"(?i)\b(?:wealth|w|bldgs?|blds?|buildings?)\b", rest[:summed.start(1)]):
            summed = None    # (", +1 wealth = -2": the "=" is the whole tally's, not the idle's)
        if summed is not None and (crims or _COUNTED.match(text[idle.start():])):
            # "idle: 13 colonists -13, 1 Criminal -2 → -15": the sum after the arrow
            parts["unemployment"] = -abs(int(re.sub(r"[^\d]", "", summed.group(1))))
        elif crims:
            # "idle -11 & crims -6": the Criminals' part added
            parts["unemployment"] -= sum(abs(int(re.sub(r"[^\d]", "", m.group(1) or m.group(2) or m.group(3))))
                                         for m in crims)
    spans = [m for m in (pair, listed) if m is not None]
    # ("Final: 6 VP + 23 from buildings ... = 32": on a line that ends in a sum's result, a figure
    # another term follows is the sum's first term, not its total; the "+" may be read as ",")
    summed = _TOTAL_BARE.search(text) or _EQUALS_FINAL.search(text)
    totals = [m for m in _TOTAL.finditer(text)
              if not any(p.start() <= m.start() < p.end() for p in spans)
              and not (summed and m.end() < summed.start() and _TERM_NEXT.match(text, m.end()))]
    after = [m for m in _TOTAL_AFTER.finditer(text)
             if not any(p.start() <= m.start() < p.end() for p in spans)]
    puts = _PUTS_ME.search(text) or _SO_TOTAL.search(text) or _EQUALS_FINAL.search(text) or _TOTAL_END.search(text)
    if puts is not None and idle_first and listed.start() <= puts.start() < listed.end():
        puts = None     # ("3 idle Unskilled = -3 VP at the end": the idle colonists' part, no total)
    play = _PLAY_VP.search(text) or _play_vp_term(text, summed)
    if play is not None and not _VP_FIRST.search(text):
        parts["play_vp"] = int(play.group(1))
    if puts is not None:
        parts["total"] = int(next(g for g in puts.groups() if g is not None).replace("\u2212", "-"))
    elif totals:
        parts["total"] = int(totals[-1].group(1).replace("\u2212", "-"))
    elif after:
        parts["total"] = int(after[-1].group(1).replace("\u2212", "-"))
    else:
        named = _VP_FIRST.search(text)      # "Final VP: 5"
        bare = _TOTAL_BARE.search(text) if _OPENS_FINAL.match(text) else None
        if named is not None:
            parts["total"] = int(named.group(1))
        elif bare is not None:
            parts["total"] = int(bare.group(1).replace("\u2212", "-"))
    if not parts or set(parts) <= {"wealth"}:
        return None
    return parts


def _play_vp_term(text: str, summed: re.Match[str] | None) -> re.Match[str] | None:
    """"Final: 6 VP + 23 from buildings ... = 32": the sum's first term, the VP so far; not when
    the sum has no result, nor when the figure is its result ("Final score: 5 VP, 6 buildings,
    ... = 5 VP" says the total first)."""
    m = _PLAY_VP_TERM.match(text) if summed is not None else None
    if m is None or int(m.group(1)) == int(summed.group(1).replace("\u2212", "-")):
        return None
    return m


_LABELS = {"wealth": "Wealth at the end", "wealth_vp": "VP from Wealth",
           "building_vp": "VP from buildings", "unemployment": "VP for unemployed colonists",
           "total": "final score", "play_vp": "VP gained during the game"}


def check(parts: dict[str, int], score: Any) -> list[str]:
    """What the tally gets wrong against `score` (a `ScoreLine`), each with the right value."""
    right = {"wealth": {score.wealth, score.wealth + score.resource_wealth},
             "wealth_vp": {score.wealth_vp}, "building_vp": {score.building_vp},
             "unemployment": {score.unemployment}, "total": {score.total}, "play_vp": {score.play_vp}}
    wrong = []
    for key, value in parts.items():
        if key.startswith(("term_", "idle_")):
            continue
        if value not in right[key]:
            want = score.wealth if key == "wealth" else next(iter(right[key]))
            wrong.append(f"{_LABELS[key]} {value}, the rules give {want}")
    terms = [v for k, v in parts.items() if k.startswith("term_")]
    if terms:
        wrong.extend(_terms_wrong(terms, parts.get("total"), score))
    return wrong


def breakdown(score: Any) -> str:
    """"buildings 6, Wealth 37 = 3 VP, unemployed -4, VP during the game 0: 5 VP"."""
    return (f"buildings {score.building_vp}, {score.wealth + score.resource_wealth} Wealth = "
            f"{score.wealth_vp} VP, unemployed {score.unemployment}, VP so far {score.play_vp}: "
            f"{score.total} VP")


def read_as(parts: dict[str, int]) -> str:
    """A tally as the reply's "Read as" shows it, in the words of the score's breakdown:
    "Final score: buildings 23, 55 Wealth = 5 VP, unemployed -2, VP so far 6: 32 VP"; only the
    parts the player wrote, so a misread figure shows."""
    terms = [v for k, v in parts.items() if k.startswith("term_")]
    said = [" ".join(f"{'-' if v < 0 else '+'} {abs(v)}" for v in terms).removeprefix("+ ")] if terms else []
    if "building_vp" in parts:
        said.append(f"buildings {parts['building_vp']}")
    if "wealth_vp" in parts:
        said.append(f"{parts['wealth']} Wealth = {parts['wealth_vp']} VP" if "wealth" in parts
                    else f"{parts['wealth_vp']} VP from Wealth")
    said.extend(f"{n} idle {k[5:].capitalize()}" for k, n in parts.items() if k.startswith("idle_"))
    if "unemployment" in parts:
        said.append(f"unemployed {parts['unemployment']}")
    if "play_vp" in parts:
        said.append(f"VP so far {parts['play_vp']}")
    total = f"{parts['total']} VP" if "total" in parts else ""
    return "Final score: " + (": ".join(x for x in (", ".join(said), total) if x) or "read")


# "Final: 11 bldg + 7 VP - 1 idle + 6 (60 Wealth incl. goods) = 23. tie?!", "... = 23. did I win??": a
# question after the tally's sum, with no figure and no order, about where the tally stands (talk)
_ASIDE_QUESTION = compile_later(r"(?<=\d)\s*[.!]+\s+(?P<q>[^\d?.!=]{1,60}[?!]*\?[?!]*)\s*$")


def _aside_question_out(text: str) -> str:
    """`text` without a closing question that has no figure and orders nothing; as written when
    the question orders something ("= 5. sell the Machine instead?")."""
    m = _ASIDE_QUESTION.search(text) if "?" in text and len(text) <= 300 else None
    if m is None or _ORDER.search(m.group("q")) or not re.search(r"=\s*[\-\u2212]?\d{1,3}\s*(?:vp|points?|pts)?\s*$",
                                                                  text[:m.start()], re.IGNORECASE):
        return text
    return text[:m.start()]


# "Final score: 11 + 9 - 3 + 4 = 21": a sum of bare figures (no part labelled) after the word of
# the end score, its total last
_BARE_SUM = compile_later(r"^\s*(?:[^.:!?\d]{1,24}[.!]+\s*)?(?:my\s+)?(?:final(?:\s+(?:score|tally|count|vp))?|"
                          r"end\s*(?:game\s+)?(?:score|tally|vp)|score|tally)\s*(?:[:=]|\s[\u2013\u2014-]\s)?\s*"
                          r"(?P<terms>[\-\u2212]?\s?\d{1,3}(?:\s*[+\-\u2212]\s*\d{1,3}){1,6})\s*(?:=|->|\u2192|=>)\s*"
                          r"(?P<total>[\-\u2212]?\d{1,3})\s*(?:vp|points?|pts)?\s*(?:final|total)?\s*[.!]*\s*$",
                          re.IGNORECASE)


def _bare_sum(m: re.Match[str]) -> dict[str, int]:
    """The parts of a sum of bare figures: each figure with its sign (`term_0`, ...), and the total."""
    terms = re.findall(r"([+\-\u2212]?)\s*(\d{1,3})", m.group("terms"))
    parts = {f"term_{n}": -int(v) if sign in ("-", "\u2212") else int(v) for n, (sign, v) in enumerate(terms)}
    parts["total"] = int(m.group("total").replace("\u2212", "-"))
    return parts


def _terms_wrong(terms: list[int], total: int | None, score: Any) -> list[str]:
    """What a sum of bare figures gets wrong: figures that do not add up to its total, or that are
    not the rules' parts (buildings, VP so far, unemployed, Wealth), in whatever order."""
    written = " ".join(f"{'-' if v < 0 else '+'} {abs(v)}" for v in terms).removeprefix("+ ")
    if total is not None and sum(terms) != total:
        return [f"{written} is {sum(terms)}, not {total}"]
    rules = [score.building_vp, score.play_vp, score.unemployment, score.wealth_vp]
    if sorted(v for v in terms if v) == sorted(v for v in rules if v):
        return []
    return [f"the parts {written}, the rules give buildings {score.building_vp}, VP so far "
            f"{score.play_vp}, unemployed {score.unemployment}, {score.wealth_vp} VP from Wealth"]


_IDLE_WORD = r"(?:idle|unemployed|jobless|homeless|out\s+of\s+work)"
_ONE_IDLE = (r"(?:\d{1,2}|a|an|the|one|two|three|four|five|six)\s+(?:more\s+)?" + _IDLE_WORD
             + r"\s+[^\W\d_]{3,12}")
# "3 idle Unskilled = -3 VP at the end", "2 unemployed Skilled + 1 idle Criminal -> -4 VP", "my 3
# jobless Unskilled cost me 3 VP": the idle colonists counted with the idle word first, then their VP
_IDLE_BEFORE = compile_later(r"(?<![\w+\-])(?:my\s+|the\s+)?(?:" + _ONE_IDLE + r"(?:\s*(?:,|&|\+|\band\b)\s*"
                             r"(?:" + _ONE_IDLE + r"|(?:\d{1,2}|a|an|one|two|three)\s+[^\W\d_]{3,12})){0,4})\s*"
                             r"(?:=|->|\u2192|=>|:|\bcosts?\s+(?:me\s+)?|\bmeans?\s+|\bis\s+|\bare\s+|\bgives?\s+(?:me\s+)?)\s*"
                             r"([\-\u2212]\s?\d{1,3}|\d{1,3})\s*(?:" + _VP + r")\b", re.IGNORECASE)
_NUMBER_WORDS = {"a": 1, "an": 1, "the": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def _idle_counts(who: str) -> dict[str, int]:
    """The colonists a tally counts as idle ("3 idle Unskilled + 1 idle Criminal"), by type, as
    parts "idle_<type>" checked against Temporary Housing (`idle_wrong`); a word that names no
    colonist type ("3 idle guys") counts nothing."""
    from gm_tool.games.distant_colony.posts.vocabulary import colonist_word

    counts: dict[str, int] = {}
    for n, word in re.findall(r"(?i)(\d{1,2}|a|an|the|one|two|three|four|five|six)\s+(?:more\s+)?(?:"
                              + _IDLE_WORD + r"\s+)?([^\W\d_]{3,12})", who):
        kind = colonist_word(word)
        if kind is not None:
            counts[f"idle_{kind}"] = counts.get(f"idle_{kind}", 0) + (
                int(n) if n.isdigit() else _NUMBER_WORDS[n.lower()])
    return counts


def idle_wrong(parts: dict[str, int], housing: list[str]) -> list[str]:
    """The idle colonists a tally counts by type against Temporary Housing after the round, each
    wrong count with the right one."""
    wrong = []
    for key, n in parts.items():
        if key.startswith("idle_"):
            held = sum(1 for c in housing if c == key[5:])
            if held != n:
                wrong.append(f"{n} idle {key[5:].capitalize()}, Temporary Housing holds {held}")
    return wrong
