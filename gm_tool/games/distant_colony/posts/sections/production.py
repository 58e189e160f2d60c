"""Production: the seed's summary lines ("Farms: +3 Food") are claims for their subsection;
lines naming buildings are steps, in the order written ("Market sells 1 Basic Goods",
"University: Unskilled -> Skilled, both back to housing", "Goods Factory: idle"). `finish`
turns the lines into `orders.production` (docs/reading.md: None when no building is named).

docs/reading.md has the examples."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from gm_tool.core.kit.reading.sections import EMPTY, OK, PARTIAL, UNREADABLE, Item, short
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading.tokens import Token, tokenize
from gm_tool.core.kit.reading.vocabulary import Vocabulary
from gm_tool.games.distant_colony.actions import ProductionStep
from gm_tool.games.distant_colony.rules.catalogue import building_name, buildings
from gm_tool.games.distant_colony.posts.claims import CATEGORY_SUBSECTION, SUBSECTION_NAMES
from gm_tool.games.distant_colony.posts.context import PostContext, Step, VBuilding
from gm_tool.games.distant_colony.posts.phrases import (PLACE_PREPS, add, only_filler, peek_place,
                                                        prev_word, says_nothing)
from gm_tool.core.kit.matching import fold
from gm_tool.games.distant_colony.posts.vocabulary import (BuildingMatch, Term, amount_nouns, building_at,
                                                           building_number_at, colonist_at,
                                                           colonist_word,
                                                           housing_at, match_noun, signed_amount,
                                                           term_at)
from gm_tool.games.distant_colony.posts.vocabulary import WORDS
from gm_tool.games.distant_colony.rules.names import RESOURCE_NAMES

HINT = "e.g. 'Farms: +2 Food' or 'Market: sell 1 Basic Goods'"


# the order of the subsections, for the buildings Production runs unasked
_SUB_RANK = {sub: n for n, sub in enumerate(("farms", "harvesters", "factories", "labs", "others"))}
# Buildings that run only when named: a Market must be told what to sell, a Military HQ what to
# move (as the rules' default order); Survey Stations run in Survey; the rest have no effect.
_NOT_DEFAULT = frozenset({"none", "survey_station", "market", "military_hq"})
# "Production: Farms +3 Food; Harvesters -1 Food, +1 Raw": subsections written on one line
_INLINE_SUB = compile_later(r"(?:^|(?<=[,;]))\s*(farms|harvesters|factories|labs|laboratories|others)\b"
                            r"(?:\s*[:=]|\s+-+(?=\s))?",
                            re.IGNORECASE)
# "the two farms make 2 food", "both harvesters produce 2 raw": a group's figures together
_GROUP_MAKES = compile_later(r"(?:^|(?<=[,;]))\s*(?:the\s+|my\s+)?(?:both\s+|two\s+|three\s+|[2-9]\s+)?"
                             r"(?:(?:the|my)\s+)?(farms|harvesters|factories|labs)\s+(?:make|produce|give|yield|"
                             r"bring|generate)\s+\+?(?=\d)", re.IGNORECASE)
# "2 Farms +2 Food", "both farms +2 Food", "my 3 harvesters: -3 food": a count of a group, then its
# figures: the group's figures together, as "Farms +2 Food"
_GROUP_COUNT = compile_later(r"(?:^|(?<=[,;]))\s*(?:the\s+|my\s+)?(?:both|two|three|four|all|[2-9])\s+"
                             r"(?:(?:the|my|of\s+my|of\s+the)\s+)?(farms|harvesters|factories|labs)\b"
                             r"(?=\s*(?:[:=]|\u2192|->|=>)?\s*[+\-\u2212]?\d)", re.IGNORECASE)
# "-1 Food and gives 1 Wealth", "-1 Food, makes 2 Wealth": after a building's Food eaten, the verb of
# what it brings, then the unsigned figure
_AND_GIVES = compile_later(r"(-\d{1,2}\s*(?:food|f)\b\s*(?:,\s*)?)(?:and\s+)?(?:gives?|makes?|earns?|produces?|"
                           r"yields?|brings?(?:\s+in)?|generates?)\s+(?=\d)", re.IGNORECASE)
# "eat 1", "eats 2" (no noun after): the Food eaten
_EATS_N = compile_later(r"\s+eats?\s+(\d{1,2})\b(?!\s*(?:food|f\b))", re.IGNORECASE)
_OWNERS_STAFF_EATS = compile_later(r"\b([^\W\d_][\w#]*(?:\s+[^\W\d_][\w#]*)?)['\u2019]s\s+"
                                   r"(?:unskilled|skilled|expert|criminal|soldier|officer|colonist|worker|"
                                   r"guy|staff)s?\s+(?=eats?\s+\d)", re.IGNORECASE)
# "(2 Food eaten)", "1 food used": the Food eaten told after its figure, without a sign
_FOOD_EATEN = compile_later(r"(?<![+\-\u2212\d.])(\d{1,2})\s*(?:food|f)\s+(?:eaten|used|consumed)\b(?!\s+(?:by|for)\b)",
                            re.IGNORECASE)
_EATS_FOOD = compile_later(r"\b(?:eats?|eating|ate|uses|using|costs|consumes|consuming|burns)\s+(\d{1,2})\s+(?=food\b|f\b)",
                           re.IGNORECASE)
# "1 food in, 1 wealth out": what a building takes in and gives out
_RES = r"(?:food|f|basic\s+raw|rare\s+raw|raw|br|rr|basic\s+goods|rare\s+goods|bg|rg|goods|machines?|wealth|w|vp)"
_IN_OUT = compile_later(r"(?<![+\-\u2212\d])(\d{1,2})\s*(" + _RES + r")\s+(in|out)\b(?=\s*(?:[,;)]|$|and\b|&|\+|\d))",
                        re.IGNORECASE)
# "Market: Skilled eats 1 Food", "the Expert eats 2": the colonist who eats is the building's own
# staff, named as the subject of "eats": the figure is the building's, the name is not a move
_STAFF_EATS = compile_later(r"(?:(?<=^)|(?<=[:,;(])|(?<=\band)|(?<=\bthen))\s*(?:(?:the|my|its|their)\s+)?"
                            r"(?:unskilled|skilled|expert|criminal|soldier|officer|colonist|worker|guy|staff)s?"
                            r"(?:\s+(?:there|here|in\s+there|in\s+it|inside|working\s+there))?"   # "Skilled there eats 1"
                            r"\s+(?=eats?\s+\d)", re.IGNORECASE)
_SUBSECTIONS = Vocabulary.from_data(WORDS["subsections"], what="subsection")
_IDLE_GROUP = frozenset({"idle", "none", "nothing", "skip", "skipped", "off", "unused", "inactive"})
# "Production: all as usual", "everything runs as normal": every building that can run
_ALL_WORDS = frozenset({"all", "everything", "as", "usual", "normal", "normally", "standard",
                        "default", "run", "runs", "running", "buildings", "building", "my",
                        "the", "of", "them", "auto", "automatic", "full", "please", "just",
                        # "I run everything", "we run all of them", "I'll run all"
                        "i", "we", "ill", "i'll", "will", "pls"})
_ALL_CORE = frozenset({"all", "everything", "usual", "normal", "standard", "default"})
# a colonist's one-letter short form before an arrow ("barracks u->soldier")
_LETTER = {"u": "unskilled", "s": "skilled", "e": "expert", "c": "criminal"}


def _runs_next(tokens: list[Token], i: int) -> bool:
    """"Farm +1 Food → Market -1 Food, sells ...": an arrow between a figure and a building that
    has figures of its own is the order the buildings run in, not a destination."""
    before = tokens[i - 2] if i >= 2 else None
    end = peek_place(tokens, i)
    if end is None:
        return False
    if before is not None and before.kind == "word" and colonist_word(before.text) is None \
            and housing_at(tokens, i) is None and any(
                building_at(tokens, j, fuzzy=False) is not None for j in range(max(0, i - 4), i - 1)):
        return True    # "farm -> lab": the Farm's Food goes to the Lab, which runs next
    if before is None or not (before.kind == "num" or match_noun(tokens, i - 2) is not None
                              or before.word in _AFTER_FIGURE):
        return False
    return end < len(tokens) and (tokens[end].kind == "num" or tokens[end].word in _RUN_WORDS
                                  or (tokens[end].kind == "punct" and tokens[end].value in ":-("
                                      and end + 1 < len(tokens) and tokens[end + 1].kind == "num"))


_AFTER_FIGURE = frozenset({"food", "wealth", "w", "raw", "bg", "rg", "vp", "goods", "machine",
                           "machines", "idle", "run", "runs"})
_RUN_WORDS = frozenset({"sells", "sell", "idle", "runs", "run", "skip", "off"})


_FEEDS = frozenset({"to", "feeds", "feed", "feeding", "fed", "for"})
_WHO = frozenset({"who", "which", "that"})
_DOES = frozenset({"sells", "sell", "makes", "make", "produces", "produce", "runs", "turns",
                   "converts", "trains"})


def _subject_after(tokens: list[Token], i: int) -> bool:
    """"my Skilled at the Market, who sells 1 Rare Goods": the building named after "at" is
    what runs (Production moves no one, so "at" names the worker's building)."""
    end = peek_place(tokens, i)
    if end is None or housing_at(tokens, i) is not None:
        return False
    k = end
    while k < len(tokens) and (tokens[k].kind == "punct" and tokens[k].value == ","
                               or tokens[k].word in _WHO):
        k += 1
    return k < len(tokens) and k > end and tokens[k].word in _DOES


def _conversions(tokens: list[Token], start: int, stop: int, used: set[int],
                 deltas: dict[str, int]) -> list[tuple[str, str]]:
    """"Unskilled -> Skilled", "Criminal becomes Unskilled": (from, to) pairs, added to deltas."""
    converted: list[tuple[str, str]] = []
    k = start
    while k < stop:
        a = colonist_word(tokens[k].text) if tokens[k].kind == "word" and k not in used else None
        if a is None and tokens[k].kind == "word" and k not in used and k + 1 < stop \
                and tokens[k + 1].kind == "arrow":
            a = _LETTER.get(tokens[k].word)     # "u->soldier", "s -> officer"
        j = k + 1
        while a and j < stop - 1 and tokens[j].word in ("there", "here", "inside", "then"):
            j += 1    # "the Unskilled there becomes Skilled": where it works, said in passing
        if a and j < stop and (tokens[j].kind == "arrow" or (tokens[j].kind == "word" and tokens[j].word in (
                "to", "becomes", "become", "into", "upgraded", "upgrades", "upgrade", "converts",
                "converted", "trained", "trains", "turns", "promoted", "graduates"))):
            j2 = j + 1
            while j2 < stop and tokens[j2].kind == "word" and tokens[j2].word in ("to", "into", "a", "an"):
                j2 += 1
            b = colonist_word(tokens[j2].text) if j2 < stop and tokens[j2].kind == "word" else None
            if b:
                converted.append((a, b))
                used.update(range(k, j2 + 1))
                used.update(_verb_before(tokens, start, k))
                add(deltas, a, -1)
                add(deltas, b, +1)
                k = j2 + 1
                continue
        k += 1
    return converted


# "uni turns an Unskilled into a Skilled": the verb said before the colonist it converts
_CONVERTS = frozenset({"turns", "turn", "turning", "converts", "convert", "converting", "trains", "train",
                       "training", "upgrades", "upgrade", "upgrading", "promotes", "promote", "promoting",
                       "changes", "change", "makes", "make", "schools", "teaches", "educates"})


def _verb_before(tokens: list[Token], start: int, k: int) -> range:
    """The tokens of "turns an" before the colonist at `k` ("uni turns an Unskilled into a
    Skilled"): a verb of converting and its article, read with the conversion; empty if none."""
    i = k - 1
    while i >= start and tokens[i].kind == "word" and tokens[i].word in ("a", "an", "one", "my", "the", "its"):
        i -= 1
    if i >= start and tokens[i].kind == "word" and tokens[i].word in _CONVERTS:
        return range(i, k)
    return range(0)


# "rest idle", "everything else idles", "the others sit idle": the buildings not named stay idle
_REST_IDLE = compile_later(
    r"(?:^|(?<=[,;.(])|\band\b)\s*(?:and\s+)?(?:the\s+)?(?:rest|everything\s+else|all\s+else|"
    r"all\s+(?:the\s+)?others|the\s+others|other\s+buildings|all\s+other\s+buildings|"
    r"nothing\s+else)\s+(?:(?:sits?|stays?|is|are|will\s+be|remains?|goes|go)\s+)?"
    r"(?:idle[sd]?|idling|off|skipped|unused|inactive|(?:do|does|don'?t|doesn'?t|won'?t)\s*(?:not\s+)?run"
    r"|not\s+running)\b|(?:^|(?<=[,;.(])|\band\b)\s*nothing\s+else\s+(?:(?:can|will|does|could)\s+)?"
    r"(?:runs?|works?|produces?)\b",
    re.IGNORECASE)
_SENTENCE_END = compile_later(r"[.;]\s|[.;]?$|\s[-\u2013\u2014]\s")


# "only 2 food so CC and Lab run", "I just have 3 Food left, so ...": the Food the player has to
# spend, said as the reason for what runs; no yield of the buildings
_FOOD_ON_HAND = compile_later(r"(?i)^\s*(?:i\s+)?(?:only|just)\s+(?:have\s+|got\s+)?(?P<n>\d{1,2})\s+(?:food|f)\b"
                              r"(?:\s+(?:left|available|on\s+hand|to\s+spend))?\s*(?:,\s*|\s+)(?:so|which\s+means)\s+")


# a group whose Complex is one building, and "complex" after no other name (never "Farm Complex")
_GROUP_COMPLEX = {"farms": "Farm Complex", "harvesters": "Harvester Complex", "labs": "Laboratory Complex"}
_BARE_COMPLEX = compile_later(r"(?i)(?:(?<=^)|(?<=[(,;:+&])|(?<=[(,;:+&]\s)|(?<=\band\s)|(?<=\bthe\s)|(?<=\bmy\s))"
                              r"complex\b")


def _bare_complex(item: Item) -> Item:
    """"Farms: +4 Food (farm 1, complex 2 + 1)": on its group's line, "complex" alone is the
    group's one Complex."""
    if item.subsection not in _GROUP_COMPLEX or not _BARE_COMPLEX.search(item.text):
        return item
    return item.with_text(_BARE_COMPLEX.sub(_GROUP_COMPLEX[item.subsection], item.text), item.subsection)


def _food_on_hand(ctx: PostContext, item: Item) -> Item:
    """The line without its opening "only 2 food so": the Food on hand, the reason for what
    runs (the rules feed each building named, or say which cannot be fed), read as a remark."""
    m = _FOOD_ON_HAND.search(item.text)
    if m is None:
        return item
    held = ctx.settlement.resources.get("food", 0)
    farmed = held + sum(buildings()[b.kind].output.get("food", 0) * len(b.staff) // buildings()[b.kind].slots
                        + (buildings()[b.kind].bonus.get("food", 0) if len(b.staff) >= buildings()[b.kind].slots else 0)
                        for b in _feeders_first(ctx.buildings, set()) if b.staff)
    if int(m.group("n")) not in (held, farmed):
        # (before the Farms run, or after: either is the Food on hand)
        ctx.diag("dc.claim.mismatch", f'"{m.group(0).strip()}": you hold {held} Food, and {farmed} once '
                 "your Farms have run", item.line.number, hint="correct the Food you have")
    ctx.info("dc.post.remark", f'"{m.group(0).strip()}": the Food on hand, checked, read as a remark',
             item.line.number)
    return item.with_text(item.text[m.end():], item.subsection)


def _rest_idle(ctx: PostContext, item: Item) -> Item:
    """"Lab runs (+1 VP), rest idle", "everything else idles, no BG, no raw": the buildings the
    post does not name stay idle (a Step "rest_idle"); what follows to the end of the sentence is
    why, unless it names a building or a signed figure. ("nothing else runs" is the same.)"""
    m = _REST_IDLE.search(item.text)
    if m is None:
        return item
    tail_end = _SENTENCE_END.search(item.text, m.end())
    end = tail_end.start() if tail_end is not None else len(item.text)
    tail = item.text[m.end():end]
    tokens = tokenize(tail)
    if any(t.kind == "num" and t.sign for t in tokens) or any(
            t.kind == "word" and building_at(tokens, k, fuzzy=False) is not None
            for k, t in enumerate(tokens)):
        end = m.end()
    ctx.steps.append(Step("rest_idle", item.line.number))
    return item.with_text((item.text[:m.start()] + " " + item.text[end:]).strip(" ,;."),
                          item.subsection)


# the first word of a reason after a list of buildings ("..., it has no food")
_WHY_WORDS = frozenset({"it", "its", "it's", "they", "they're", "no", "not", "since", "because",
                           "as", "cause", "nothing", "out", "empty", "unstaffed", "both", "which",
                           "none", "cant", "can't", "cannot"})
_GROUP = compile_later(r"\(([^()]*)\)")

_NOT_ALL = compile_later(r"\d|\b(?:except|but|not|no|idle|skip|without|off)\b", re.IGNORECASE)


def _all_with_remark(text: str) -> bool:
    """The line outside its brackets says "all" ("all of it", "everything") and the brackets
    hold no figure and no exception."""
    words = [t.word for t in tokenize(_GROUP.sub(" ", text)) if t.kind == "word"]
    inside = " ".join(_GROUP.findall(text))
    return bool(words) and set(words) <= _ALL_WORDS | {"it", "of"} and bool(set(words) & _ALL_CORE) \
        and not _NOT_ALL.search(inside)


# "GFC fully staffed so 3 raw → 3 BG": an unsigned amount before an arrow is what the building
# uses, the one after it what it makes
_UNSIGNED_ARROW = compile_later(
    r"(?<![+\-\u2013\u2212\w.])(\d{1,3})\s*([A-Za-z][A-Za-z ]{0,20}?)\s*(?:\u2192|->|=>|-->)\s*"
    r"(\d{1,3})(?=\s*[A-Za-z])")


# "Lab Expert eats free", "the Harvester's my free one": which colonist the Production played
# effect feeds (the first one eating is, with the same Food): a remark, never an order
_EATS_FREE = compile_later(r"(?:(?<=[,;])|^)[^,;:()\d]*\b(?:eats?\s+(?:for\s+)?free|free\s+(?:one|colonist|eater|"
                           r"meal|lunch|food)|(?:is|'s)\s+(?:my\s+|the\s+)?free(?:\s+one)?|"
                           # "CC Expert free": the colonist named, then "free"
                           r"(?:unskilled|skilled|expert|criminal|officer|soldier|guy|worker)\s+free(?=\s*[.!]?\s*(?:[,;]|$)))"
                           r"\b[^,;:()\d]*"
                           r"(?=[,;]|$)", re.IGNORECASE)


# "Farm +1 Food → straight into the Colony Center (+1 Wealth)", "Farm → +1 Food → Colony Center,
# +1 Wealth": an arrow to the building fed next: that building runs too, with the figures after it
_FEEDS_NEXT = compile_later(r"\s*(?:\u2192|->|=>|-->)\s*(?:(?:goes|go|going|and)\s+)?(?:(?:straight|right|"
                    r"directly)\s+)?(?:(?:in)?to\s+)?(?:the\s+|my\s+)?(?=[A-Za-z])", re.IGNORECASE)


def _feeds_out(text: str) -> str:
    """`text` with each arrow to a building ("→ into the Colony Center") read as a new clause
    naming that building; an arrow to anything else is left as written."""
    out, last = [], 0
    for m in _FEEDS_NEXT.finditer(text):
        if building_at(tokenize(text[m.end():m.end() + 60]), 0, fuzzy=False) is None:
            continue
        if not re.search(r"(?i)\bto\b", m.group(0)) and not re.search(r"\d\s*[^\W\d_]*\s*$", text[:m.start()]):
            continue    # ("Farm → Lab": the Food sent on, read apart; "+1 Food → CC" is the CC fed)
        out.append(text[last:m.start()] + ", ")
        last = m.end()
    return "".join(out) + text[last:] if out else text


# "the Expert at the CC", "CC Expert eats free", "harvester's skilled": the colonist who works in a
# building, named with it: the building (the colonist is checked against its staff)
_STAFF_TYPES = r"(unskilled|skilled|expert|criminal|soldier|officer)s?"
_STAFF_AT = compile_later(r"\b(?:(?:the|my|our)\s+)?" + _STAFF_TYPES + r"\s+(?:at|in|of|inside)\s+"
                          r"(?=(?:the\s+|my\s+)?[A-Za-z])", re.IGNORECASE)
_BUILDING_STAFF = compile_later(r"\b(cc|centre|center|farm|harvester|market|factory|complex|station|"
                                r"resort|university|warehouse|prison|laboratory|lab|barracks|school|"
                                r"camp|hq|terraformer)(s?)(?:['\u2019]s)?\s+" + _STAFF_TYPES +
                                # ("my CC Expert: -1 Food", "CC Expert → +1 VP": a colon or arrow before its figures)
                                r"(?=\s*(?:eats?\b|ate\b|\(|[+\-\u2212]|[,;.:=]|->|\u2192|$))", re.IGNORECASE)


def staff_named_out(ctx: PostContext, text: str) -> str:
    """`text` without the colonist named as a building's worker ("the Expert at the CC" -> "the
    CC", "CC Expert eats free" -> "CC eats free") when one of the player's buildings has such a
    worker; any other colonist word is left for the reader to question."""
    staff = {s for b in ctx.buildings for s in b.staff}

    def works(kind: str) -> bool:
        return kind.lower() in staff

    def at(m: re.Match[str]) -> str:
        # ("goes to my Skilled at the Market": the Food given to a worker is read elsewhere)
        if not works(m.group(1)) or re.search(r"(?i)\bto\s+(?:(?:the|my|our)\s+)?$", text[:m.start()]):
            return m.group(0)
        return ""

    text = _STAFF_AT.sub(at, text)
    return _BUILDING_STAFF.sub(lambda m: m.group(1) + m.group(2) if works(m.group(3)) else m.group(0),
                               text)


# "University: Unskilled + Skilled, the Unskilled becomes Skilled (-2 Food)", "Lab (Expert): -2 Food
# +3 VP": the building's staff listed after its name, before what it does
_ST = r"(?:unskilled|skilled|experts?|criminals?|crims?|soldiers?|officers?)"
_STAFF_LIST = compile_later(
    r"^(?P<head>\s*(?:the\s+|my\s+)?(?P<name>[A-Za-z][A-Za-z'. ]{0,30}?(?:\s*#\s?\d{1,2})?)"
    r"(?::\s*|\s*\(\s*|\s+[\u2013\u2014]\s*|\s+-(?![>\d])\s*))"
    r"(?P<list>(?:(?:an?|one|two|the|\d)\s+)?" + _ST + r"(?:\s*(?:\+|,|&|\band\b|/)\s*(?:(?:an?|one|two|the|\d)\s+)?"
    + _ST + r")*)"
    r"(?P<close>\s*\)\s*[:,;]?\s*|\s*[:,;]\s*|\s+[\u2013\u2014]\s*|\s+-(?![>\d])\s*)(?P<rest>[^\s)].*)$", re.IGNORECASE)
_STAFF_KEYS = {"unskilled": "unskilled", "skilled": "skilled", "expert": "expert", "experts": "expert",
               "criminal": "criminal", "criminals": "criminal", "crim": "criminal", "crims": "criminal",
               "soldier": "soldier", "soldiers": "soldier", "officer": "officer", "officers": "officer"}
_COUNT_WORDS = {"a": 1, "an": 1, "one": 1, "the": 1, "two": 2}


def staff_list_out(ctx: PostContext, item: Item) -> Item:
    """The line without the staff listed after its building's name ("University: Unskilled +
    Skilled, the Unskilled becomes Skilled"), when they are that building's staff (then a
    remark); a list that is not its staff is left for the reader to question."""
    m = _STAFF_LIST.match(item.text)
    if m is None or re.match(r"(?i)\s*(?:to|from|into|->|\u2192|goes|moves)\b", m.group("rest")):
        return item
    tokens = tokenize(m.group("name"))
    found = building_at(tokens, 0, fuzzy=False) if tokens else None
    if found is None:
        return item
    number = next((int(t.value) for t in tokens[found.end:] if t.kind == "num"), None)
    if any(t.kind == "word" for t in tokens[found.end:]):
        return item
    mine = [b for b in ctx.of_kind(found.kind) if number is None or b.id == number]
    if len(mine) != 1:
        return item
    listed: list[str] = []
    for part in re.split(r"(?i)\s*(?:\+|,|&|\band\b|/)\s*", m.group("list").strip()):
        words = part.lower().split()
        n = int(words[0]) if words[0].isdigit() else _COUNT_WORDS.get(words[0], 1) if len(words) > 1 else 1
        listed.extend([_STAFF_KEYS[words[-1]]] * n)
    if sorted(listed) != sorted(mine[0].staff):
        return item
    ctx.info("dc.post.remark", f'"{m.group("list").strip()}": the staff of the {m.group("name").strip()}, '
             "read as a remark", item.line.number)
    return item.with_text(f'{m.group("name").strip()}: {m.group("rest")}', item.subsection)


# (an idle building may follow the brackets: "all (farms +4, CC +1 W); market idles")
_ALL_THEN_FIGURES = compile_later(r"^\W*(?:all|everything)\b(?P<mid>[^()\d]*)"
                                  r"\((?P<figures>[^()]*[+-]\s?\d[^()]*)\)"
                                  r"(?P<idle>\s*[,;]\s*(?:and\s+|but\s+)?(?:the\s+|my\s+)?[^\W\d_][^()\d,;.]{0,40}?\s+"
                                  r"(?:idles?|(?:stays?|sits?|is)\s+idle|is\s+off|rests?))?\W*$", re.IGNORECASE)
# "all, CC is the free one → farm +1, harvester -1 food +1 raw, CC +1 W": the figures after an
# arrow or a colon instead of in brackets
_ALL_ARROW_FIGURES = compile_later(r"^\W*(?:all|everything)\b(?P<mid>(?:[^()\d:\u2192>]|\([^()\d]*\bfree\b[^()\d]*\))*?)"
                                   r"\s*(?:\u2192|->|=>|:)\s*"
                                   r"(?P<figures>[^\u2192]*[+-]\s?\d[^\u2192]*)$", re.IGNORECASE)
_FREE_ONE = compile_later(r"\b(?:eats?\s+(?:for\s+)?free|free\s+(?:one|colonist|eater)|(?:is|'s)\s+"
                          r"(?:my\s+|the\s+)?free(?:\s+one)?)\b", re.IGNORECASE)


# "factory turns my raw into 1 BG", "converts 2 raw to 2 goods", "turns my 2 raw into 2 BG": a
# factory's input and output
_TURNS_INTO = compile_later(r"(?i)\b(?:turns?|turning|converts?|converting|changes?|makes?|making|processes)\s+"
                            r"(?:(?:my|the|its|our|all)\s+)?(?:(?P<n1>\d{1,2})\s+|(?:a|an|one)\s+)?(?P<a>[^\W\d_]+(?:\s+[^\W\d_]+)?)\s+"
                            r"(?:into|to|->|\u2192)\s+(?:(?P<n2>\d{1,2})\s+|an?\s+|one\s+)?(?P<b>[^\W\d_]+(?:\s+[^\W\d_]+)?)")


def _resource_noun(words: str, letter: bool = False) -> tuple[str, str] | None:
    """(the resource, the words that name it) for the longest start of `words` naming one; a
    one-letter short form ("M") only with `letter`."""
    tokens = tokenize(words)
    found = match_noun(tokens, 0, allow_single_letter=letter) if tokens else None
    if found is None or found[0].kind != "resource":
        return None
    return found[0].key, " ".join(t.text for t in tokens[:found[1]])


# "adv. factory RR → RG", "goods factory raw -> BG": a factory's input and output, no numbers
_BARE_ARROW = compile_later(r"(?<![\d+\-\u2212])\b([A-Za-z]+(?:\s+[A-Za-z]+)?)\s*(?:\u2192|->|=>|-->)\s*"
                            r"([A-Za-z]+(?:\s+[A-Za-z]+)?)\b(?!\s*\d)")


def bare_arrow_conversion(text: str) -> str:
    """"factory RR → RG" -> "factory -1 RR +1 RG": one of a resource made into one of another,
    said with an arrow and no number (both sides must name resources, and differ)."""
    def one(m: re.Match[str]) -> str:
        left = m.group(1).split()
        for n in (len(left), 1):
            a = _resource_noun(" ".join(left[-n:]))
            if a is not None and a[1].lower() == " ".join(left[-n:]).lower():
                break
        else:
            return m.group(0)
        # ("mach fac BG->M": after a resource and an arrow, "M" is what it makes)
        b = _resource_noun(m.group(2), letter=True)
        if b is None or a[0] == b[0]:
            return m.group(0)
        head = " ".join(left[:-n])
        rest_b = m.group(2)[len(b[1]):]
        return f"{head + ' ' if head else ''}-1 {a[1]} +1 {b[1]}{rest_b}"
    return _BARE_ARROW.sub(one, text)


def resource_conversion(text: str) -> str:
    """"factory turns my raw into 1 BG" -> "factory -1 raw +1 BG": what a factory uses and makes,
    as the figures they are (one side's number stands for the other's when one is left out)."""
    def one(m: re.Match[str]) -> str:
        a, b = _resource_noun(m.group("a")), _resource_noun(m.group("b"))
        if a is None or b is None or a[0] == b[0]:
            return m.group(0)
        n1 = m.group("n1") or m.group("n2") or "1"
        n2 = m.group("n2") or m.group("n1") or "1"
        rest_b = m.group("b")[len(b[1]):]
        return f"-{n1} {a[1]} +{n2} {b[1]}{rest_b}"
    return _TURNS_INTO.sub(one, text)


def all_then_figures(ctx: PostContext, text: str) -> str | None:
    """"all (farms +2, CC +1 W, market -1 food and sells 1 food +2)", "all, CC is the free one
    (...)": every building runs and the brackets give each one's figures: the figures, or None."""
    m = _ALL_THEN_FIGURES.match(text) or _ALL_ARROW_FIGURES.match(text)
    if m is None:
        return None
    mid = m.group("mid")
    if ctx.played == "production" or ctx.has_effect("production"):
        # the remark on which colonist eats free ("CC is the free one"): its clause goes
        mid = " ".join(c for c in re.split(r"[,;]", mid) if not _FREE_ONE.search(c))
        # "all (cc expert free): farms +4 food, ...": the bracket names the colonist fed free
        mid = re.sub(r"\([^()]*\bfree\b[^()]*\)", " ", mid)
    words = re.findall(r"[^\W\d_]+", mid.lower())
    if any(w not in _ALL_WORDS for w in words):
        return None
    idle = m.groupdict().get("idle")
    if idle:
        # "all (farms +4, CC +1 W); market idles": a building left idle after the brackets
        return f'{m.group("figures").strip()}, {idle.strip(" ,;")}'
    return m.group("figures").strip()
# "only 1 Food from the Farm, so ...", "2 food from farms": a building's yield said as where the
# figure comes from; read as "Farm +1 Food"
_FROM_BUILDING = compile_later(r"(?:\b(?:only|just)\s+)?\+?(\d{1,2})\s+([A-Za-z]+(?:\s+[A-Za-z]+)?)\s+"
                               r"from\s+(?:the\s+|my\s+|both\s+|two\s+)?([A-Za-z][\w#]*(?:\s+[\w#]+){0,2})",
                               re.IGNORECASE)
_SELL_VERBS = frozenset({"sell", "sells", "selling", "sold"})
_NOT_YIELD_VERBS = frozenset({"sell", "sells", "selling", "sold", "use", "uses", "using", "used", "eat",
                              "eats", "eating", "feed", "feeds", "move", "moves", "take", "takes",
                              "pay", "pays", "paying", "spend", "spends", "buy", "buys", "contract"})


def yield_from_building(text: str) -> str:
    """`text` with each "N <resource> from the <building>" read as "<building> +N <resource>"."""
    from gm_tool.games.distant_colony.posts.vocabulary import match_noun

    def one(m: re.Match[str]) -> str:
        before = re.findall(r"[A-Za-z]+", text[max(0, m.start() - 20):m.start()])
        verb = before[-1].lower() if before else ""
        if verb in _NOT_YIELD_VERBS and verb not in _SELL_VERBS:
            return m.group(0)
        res = tokenize(m.group(2))
        noun = match_noun(res, 0)
        if noun is None or noun[1] != len(res):
            return m.group(0)
        words = m.group(3).split()
        for k in range(len(words), 0, -1):
            tokens = tokenize(" ".join(words[:k]))
            hit = building_at(tokens, 0, fuzzy=False)
            if hit is not None and building_number_at_end(tokens, hit.end) == len(tokens):
                rest = " ".join(words[k:])
                if verb in _SELL_VERBS:
                    # "Market: sell 1 Food from the Farm": where the Food sold comes from
                    return f"{m.group(1)} {m.group(2)}" + (f" {rest}" if rest else "")
                return f"{' '.join(words[:k])} +{m.group(1)} {m.group(2)}" + (f" {rest}" if rest else "")
        return m.group(0)

    return _FROM_BUILDING.sub(one, text)


def building_number_at_end(tokens: list[Token], i: int) -> int:
    return building_number_at(tokens, i)[1] if i < len(tokens) else i


# "cc +1 w, harvester +1 raw (-2 food)": the Food the buildings listed last eat, in one bracket
# ("(-2 food for the two of them)", "(-2 food between them)", "(-3 food total)": said as theirs)
_SHARED_FOOD = compile_later(r"^(?P<body>.*[^\s,;])\s*\(\s*[-\u2212]\s?(?P<n>[2-9])\s*(?:food|f)"
                             r"(?:\s+(?:for|between|among)\s+(?:the\s+|those\s+|these\s+)?"
                             r"(?:two|three|four|both|them|all|last\s+two)(?:\s+of\s+them)?"
                             r"|\s+(?:total|together|in\s+total|altogether))?\s*\)\s*[.!]?\s*$",
                             re.IGNORECASE)


def _shared_food(text: str, ctx: PostContext | None = None) -> str:
    """"farm +1 food, cc +1 w, harvester +1 raw (-2 food)": a Food figure in brackets after the
    last of several buildings, each named with its figures but none with Food: the Food they
    eat together, one each, written out on each ("cc +1 w -1 food, harvester +1 raw -1 food").
    Unchanged unless the count is exactly the buildings at the end of the list without Food."""
    m = _SHARED_FOOD.match(text[:400])
    if m is None:
        return text
    clauses = m.group("body").split(",")
    run = []
    for k in range(len(clauses) - 1, -1, -1):
        tokens = tokenize(clauses[k])
        found = building_at(tokens, 0, fuzzy=False) if tokens else None
        if any(t.kind == "word" and t.word in ("food", "f") for t in tokens) \
                or found is None or _sub_of(found.kind) == "farms" \
                or not any(t.kind in ("num", "arrow") for t in tokens):
            # ("adv. factory RR → RG": a conversion with no number is a building's figures too)
            break
        run.append(k)
    if len(run) != int(m.group("n")):
        return _shared_by_staff(clauses, run, int(m.group("n")), ctx) or text
    if _last_eats_it(clauses, run, int(m.group("n")), ctx):
        return text
    for k in run:
        clauses[k] = clauses[k].rstrip() + " -1 food"
    return ",".join(clauses)


def _staff_eating(clause: str, ctx: PostContext) -> int | None:
    """How many colonists eat in the one building of its kind a clause names; None when it names
    none, or the player has several of that kind."""
    tokens = tokenize(clause)
    found = building_at(tokens, 0, fuzzy=False) if tokens else None
    mine = [b for b in ctx.buildings if found is not None and b.kind == found.kind]
    cat = buildings().get(found.kind) if found is not None else None
    if len(mine) != 1 or cat is None:
        return None
    return len(mine[0].staff) if cat.eats else 0


def _last_eats_it(clauses: list[str], run: list[int], food: int, ctx: PostContext | None) -> bool:
    """"CC +1 W, harvester complex fully staffed +3 raw (-2 food)": the bracket is the last
    building's own Food when its staff eat exactly that and the buildings before it, one each,
    would not (the Complex's two colonists, not one for the CC and one for the Complex)."""
    if ctx is None or not run:
        return False
    eats = [_staff_eating(clauses[k], ctx) for k in run]
    return eats[0] == food and None not in eats and sum(eats) != food   # (run[0]: the last clause)


def _shared_by_staff(clauses: list[str], run: list[int], food: int, ctx: PostContext | None) -> str | None:
    """"farms +2, harvester complex +3 raw, goods factory +1 BG, prison +4 W, CC +1 W (-6 food)":
    the Food in brackets is what the buildings named without Food eat together, one per colonist
    (a Complex or a Prison feeds two): written out on each when their staff add up to it exactly
    and each names one building the player has; else None (the line is read as written)."""
    if ctx is None or not run:
        return None
    eats: dict[int, int] = {}
    for k in run:
        tokens = tokenize(clauses[k])
        found = building_at(tokens, 0, fuzzy=False) if tokens else None
        mine = [b for b in ctx.buildings if found is not None and b.kind == found.kind]
        cat = buildings().get(found.kind) if found is not None else None
        if len(mine) != 1 or cat is None or not cat.eats or not mine[0].staff:
            return None
        eats[k] = len(mine[0].staff)
    if sum(eats.values()) != food:
        return None
    for k, n in eats.items():
        clauses[k] = clauses[k].rstrip() + f" -{n} food"
    return ",".join(clauses)


# "Food: 2 + 1 - 2 eaten - 1 sold = 0", "Wealth 6 + 1 = 7": a resource's running sum on a line of its own
_RESOURCE_SUM = compile_later(r"(?i)^\s*(?P<noun>[^\W\d_][\w ]{0,20}?)\s*[:=\-]?\s*(?P<sum>\d{1,4}\s*(?:[+\-\u2212]|plus|minus).*)$")


def resource_sum(ctx: PostContext, item: Item) -> str | None:
    """"Food: 2 + 1 - 2 eaten - 1 sold = 0" under Production: the player's own sum of one
    resource through the phase, its arithmetic checked (the kit's `running_sum`) and its first
    figure against what the player holds at the start of the round; right, a remark. None when
    the line is not one."""
    from gm_tool.core.kit.reading.sentences import running_sum

    m = _RESOURCE_SUM.match(item.text)
    noun = tokenize(m.group("noun"))
    found = match_noun(noun, 0, allow_single_letter=True) if noun else None
    summed = running_sum(m.group("sum"))
    if found is None or found[1] != len(noun) or found[0].kind not in ("resource", "wealth") \
            or summed is None:
        return None
    key = found[0].key
    held = ctx.settlement.wealth if key == "wealth" else ctx.settlement.resources.get(key)
    first = int(re.match(r"\s*(\d+)", m.group("sum")).group(1))
    if not summed[0]:
        ctx.diag("dc.post.wrong_figure", f'"{item.line.text.strip()}": {summed[1]}', item.line.number,
                 hint="correct the figures, or leave the running total out")
    elif held is not None and first != held:
        ctx.diag("dc.post.wrong_figure", f'"{item.line.text.strip()}": you hold {held} '
                 f"{RESOURCE_NAMES.get(key, 'Wealth')} at the start of the round, not {first}",
                 item.line.number, hint="correct the figures, or leave the running total out")
    else:
        # what is left after Production: checked against the rules' figure (ctx.balances)
        result = int(re.findall(r"(?:=|\bis\b|\bleaves\b|\bmakes\b|\bgives\b)\s*(\d{1,4})", m.group("sum"))[-1])
        ctx.balances.append((item.line.number, "production" + ("" if key == "wealth" else f":{key}"), None, result))
        ctx.info("dc.post.remark", f'"{item.line.text.strip()}": a running total, read as a remark',
                 item.line.number)
    return OK


# "Factory has no raw and the University would need 2 food, so both idle": why each, then all of them idle
_SO_BOTH_IDLE = compile_later(r"(?i)(?:,|\band)?\s*(?:so|thus|hence|which\s+means)\s+(?P<who>both|neither|they|all\s+(?:three|of\s+them)|"
                              r"the\s+two|those\s+two)\s+(?:(?:of\s+them\s+)?(?:are|stay|sit|go|get|will|runs?|run)\s+)?"
                              r"(?:idle|off|skipped|unused|out|nothing)\b[\s.!]*$|"
                              r"(?:,|\band)?\s*(?:so|thus|hence)\s+(?P<not>neither|none)\s+(?:of\s+them\s+)?(?:runs?|works?)\b[\s.!]*$")


def reasons_then_idle(text: str) -> str:
    """"CC +1 W. Factory has no raw and the University would need 2 food, so both idle": the last
    sentence names buildings each with why, then says they all idle: that sentence read as
    "Factory idle, University idle". Unchanged unless the sentence has no signed figure and names
    as many buildings as "both" / "neither" say (two or more for "they", "all")."""
    m = _SO_BOTH_IDLE.search(text)
    if m is None:
        return text
    start = max(text.rfind(".", 0, m.start()), text.rfind(";", 0, m.start()), text.rfind(":", 0, m.start())) + 1
    sentence = text[start:m.start()]
    if re.search(r"[+\-\u2212]\s?\d", sentence):
        return text
    tokens = tokenize(sentence)
    names = []
    k = 0
    while k < len(tokens):
        found = building_at(tokens, k, fuzzy=False) if tokens[k].kind == "word" else None
        if found is None and tokens[k].kind == "word" and tokens[k].word in ("factory", "harvester", "lab"):
            found = BuildingMatch(tokens[k].word, k, k + 1, tokens[k].text)
        if found is not None:
            names.append(found.written)
            k = found.end
            continue
        k += 1
    who = (m.group("who") or m.group("not") or "").lower()
    if len(names) < 2 or (who in ("both", "neither", "the two", "those two") and len(names) != 2):
        return text
    return text[:start] + " " + ", ".join(f"{n} idle" for n in names)


# "everything, Market sells 1 Rare Goods", "all. Lab -2 Food +3 VP", "as usual, farm feeds the cc
# +1w": every building runs, then
# orders for some of them (not an exception: "all but the Market", "all, CC idle" are read apart)
_ALL_THEN_ORDERS = compile_later(
    r"(?i)^\s*(?:run\s+)?(?:(?:all|everything)(?:\s+(?:runs?|buildings?|of\s+it))?(?:\s+as\s+(?:usual|normal|always))?"
    r"|as\s+(?:usual|normal|always))\s*(?:[,;.:]|[\u2013\u2014]|--?(?=\s))\s*"
    r"(?=\S)(?!.*\b(?:except|idle|skip|skips|off|rest|stays?|without|free|eats?)\b)(?!(?:but|not|no)\b)(?=[^()]*\d)")


# "market sells a couple of food", "sells some BG": an amount said without a number
_VAGUE_SALE = compile_later(r"(?i)\bsell(?:s|ing)?\s+(?:off\s+)?(?:a\s+couple|couple|a\s+few|few|several|some|a\s+bunch|a\s+handful|lots|"
                            r"loads|heaps|plenty)\s+(?:of\s+)?(?:the\s+|my\s+)?(?P<noun>[^\W\d_]+(?:\s+[^\W\d_]+)?)")


def _vague_sale(ctx: PostContext, item: Item) -> None:
    """A Production line that sells (a Market) an amount without a number ("market sells a
    couple of food"): asked how many, never read as one."""
    for m in _VAGUE_SALE.finditer(item.text[:2000]):
        words = m.group("noun").split()
        nouns = amount_nouns()
        if any(fold(w) in nouns and nouns[fold(w)].kind == "resource" for w in (words[0], " ".join(words))):
            ctx.diag("dc.post.unclear_trade", f'"{item.line.text}": how many? "{m.group(0)}" gives no '
                     "number", item.line.number, hint="write the number, e.g. 'Market: sell 1 Food'")
            return


# "CC +1 W (-2 food total)", "(3 food eaten in total)": the Food the line's buildings eat, together
_FOOD_TOTAL = compile_later(r"(?i)\s*\(\s*(?P<n>[+-]?\s?\d{1,2})\s*(?:food|f)\s+(?:eaten\s+)?(?:in\s+)?"
                            r"(?:total|altogether|overall|all\s+together)\s*\)\s*[.!]?\s*$")


# "... 1 raw → 1 BG. 4 eat", ", 3 colonists eat", "; 2 mouths to feed": the count of colonists who eat,
# closing the Production line
_N_EAT = compile_later(r"(?i)\s*[.;,]\s*(?P<n>\d{1,2})\s+(?:colonists\s+|people\s+|of\s+them\s+|workers\s+|mouths\s+)?"
                       r"(?:eat|eating|to\s+feed|fed)\s*[.!]?\s*$")


# "..., Market sells 1 Food (+2 W) (CC and Market eat 2 Food)", "; CC & Market eat 2 Food": a list of
# the line's buildings eating a Food figure, closing the line: the Food their staff eat in total (a
# Market's sold Food is no eating), checked against the Food the line's buildings eat
_LIST_EAT = compile_later(r"(?i)(?:\s*\(\s*|\s*[.;,]\s*)(?:the\s+|my\s+|both\s+)?"
                          r"(?P<subj>[^\W\d_][^()\d,;.:]{0,30}?\s(?:and|&|\+)\s+(?:the\s+|my\s+)?[^\W\d_][^()\d,;.:]{0,30}?)"
                          r"\s+(?:eat|eats|ate|use|consume)\s+(?P<n>\d{1,2})\s*(?:food|f)\b\s*(?:total\s*)?\)?\s*[.!]?\s*$")


# "... goods factory idle (no raw). -3 food", ", -4 food eaten": a lone Food loss closing the
# Production line after its buildings, the Food they eat in total; a remark after it naming the
# colonist fed free ("-3 food, the AGF guy is my free one") goes with it
_FOOD_CLOSING = compile_later(r"(?i)\s*[.;,]\s*(?P<n>[-\u2212]\s?\d{1,2})\s*(?:food|f)\b(?:\s+(?:eaten|total|in\s+total|"
                              r"upkeep|for\s+(?:the\s+)?(?:colonists|crew|staff|upkeep)))?"
                              r"(?P<free>\s*,\s*[^,;.()]{0,60}\bfree\b[^,;.()]{0,30})?\s*[.!]?\s*$")


def _food_closing(ctx: PostContext, item: Item) -> Item:
    """The line with a closing Food loss after its buildings ("... idle (no raw). -3 food") as the
    Food eaten in total ("(-3 food total)", checked); a remark naming the colonist fed free
    after it is reported as a remark (the free colonist is the rules' to place)."""
    m = _FOOD_CLOSING.search(item.text)
    if m is None or not re.search(r"[^\W\d_]", item.text[:m.start()]):
        return item
    if m.group("free"):
        ctx.info("dc.post.remark", f'"{m.group("free").strip(" ,")}": the colonist fed free, read as a '
                 "remark", item.line.number)
    n = m.group("n").replace("\u2212", "-").replace(" ", "")
    return item.with_text(item.text[:m.start()] + f" ({n} food total)", item.subsection)


# "all (farms +2, cc +2 W, MF -1 bg +1 mach, -2 food)", "everything (farms +4, ...) (-7 food)": the
# figures of every building, then a lone Food loss closing the list: the Food they eat in total
_ALL_FOOD_LAST = compile_later(r"(?i)^(?P<head>\W*(?:all|everything)\b[^()\d]*\((?P<figs>[^()]*[+-]\s?\d[^()]*?))"
                               r"(?:\s*[,;]\s*(?:and\s+)?|\s*\)\s*\(\s*)(?P<n>[-\u2212]\s?\d{1,2})\s*(?:food|f)"
                               r"(?:\s+(?:total|eaten|in\s+total|altogether))?\s*\)\W*$")


# "Survey Station idle (no Survey)", "(Survey not played)", "(only works in Survey)": why a
# building idles, a phase not played this round; the phase's name is no building run
_PHASE_REASON = compile_later(
    r"(?i)\s*\(\s*(?:(?:no|not|without)\s+(?:a\s+|the\s+)?(?P<p1>survey|trade|build|coloni[sz]ation)"
    r"(?:\s+phase)?(?:\s+(?:this|the)\s+(?:round|turn))?"
    r"|(?:the\s+)?(?P<p2>survey|trade|build|coloni[sz]ation)(?:\s+phase)?\s+(?:is\s*n[o']?t|was\s*n[o']?t|not)\s+"
    r"(?:played|picked|chosen|on|up|happening)(?:\s+(?:this|the)\s+(?:round|turn))?"
    r"|(?:it\s+)?(?:only\s+)?(?:works|runs|counts|matters)\s+(?:only\s+)?(?:in|during|for)\s+(?:the\s+)?"
    r"(?P<p3>survey|trade|build|coloni[sz]ation)(?:\s+phase)?)\s*[.!]?\s*\)")


def _phase_reason_out(ctx: PostContext, item: Item) -> Item:
    """The Production line without its brackets saying a phase is not played, each a remark."""
    for m in _PHASE_REASON.finditer(item.text):
        ctx.info("dc.post.remark", f'"{m.group(0).strip()}": a phase not played, read as a remark', item.line.number)
    return item.with_text(_PHASE_REASON.sub("", item.text), item.subsection)


def read(ctx: PostContext, item: Item) -> str:
    """A Production line; a bracket at its end giving the Food its buildings eat in total
    ("farm +1, factory turns my raw into 1 BG, CC +1 W (-2 food total)") is a figure of its own,
    checked against the Food the buildings named on the line eat."""
    if item.text and len(item.text) < 2000 and "(" in item.text and _PHASE_REASON.search(item.text):
        item = _phase_reason_out(ctx, item)
    if item.text and len(item.text) < 2000 and "free" in item.text.lower():
        free_without_effect(ctx, item)
        item = _food_bracket_free_out(ctx, item)
        item = free_clause_before_arrow_out(ctx, item)
        if _FREE_REFUND.search(item.text):
            item = free_refund_out(ctx, item)
    if item.text and len(item.text) < 2000 and _ALL_BUT_THEN_FIGURES.match(item.text):
        item = all_but_then_figures(ctx, item)
    if item.text and len(item.text) < 2000 and "(" in item.text and _FARMS_BREAKDOWN.search(item.text):
        item = farms_breakdown_out(ctx, item)
    if item.text and len(item.text) < 2000 and _BARE_EAT.search(item.text):
        item = item.with_text(bare_eat_as_food(item.text), item.subsection)
    if item.text and len(item.text) < 2000 and (_IS_FREE.search(item.text) or _GETS_FOOD.search(item.text)):
        item = item.with_text(prose_subjects(item.text), item.subsection)
    if item.text and len(item.text) < 2000 and _SO_I_HAVE.search(item.text):
        item = so_i_have(ctx, item)
    if item.text and len(item.text) < 2000 and _EAT_IT_AND.search(item.text):
        item = item.with_text(eat_it_and_held(item.text), item.subsection)
    if item.text and len(item.text) < 2000:
        item = _n_eat_then_free(ctx, item)
    if item.text and len(item.text) < 2000 and (_N_EAT_FREE.search(item.text) or _GROUP_STAFF_EAT.search(item.text)):
        item = item.with_text(_group_staff_eat(_n_eat_free(ctx, item)), item.subsection)
    if item.text and len(item.text) < 2000 and re.search(r"(?i)\bor\b", item.text) and either_building(ctx, item):
        return OK
    if item.text and len(item.text) < 2000 and _F_CLAUSE.search(item.text):
        item = item.with_text(farm_letter(ctx, item.text), item.subsection)
    if item.text and len(item.text) < 2000 and _STAFF_BRACKET.search(item.text):
        item = item.with_text(_staff_in_brackets_out(ctx, item.text), item.subsection)
    if item.text and len(item.text) < 2000 and _STAFF_WITH.search(item.text):
        item = item.with_text(staff_with_out(ctx, item.text), item.subsection)
    if item.text and len(item.text) < 2000 and _FOOD_FOR_THEM.search(item.text):
        item = item.with_text(_FOOD_FOR_THEM.sub(_food_for_them, item.text, count=1), item.subsection)
    if item.text and len(item.text) < 2000 and _FOOD_FOR_THEM_BRACKET.search(item.text):
        # "Prison +4 W (-5 Food for the five of them)": the Food the line's staff eat, in total
        item = item.with_text(_FOOD_FOR_THEM_BRACKET.sub(_food_for_them, item.text, count=1), item.subsection)
    if item.text and len(item.text) < 2000 and _TOTAL_THEN_IDLE.search(item.text):
        item = item.with_text(total_before_idle(item.text), item.subsection)
    if item.text and len(item.text) < 2000 and _CLOSING_RUN.search(item.text):
        item = closing_running_total(ctx, item)
    if item.text and len(item.text) < 2000 and _CLOSING_HELD.search(item.text):
        item = closing_food_held(ctx, item)
    if item.text and len(item.text) < 2000 and _N_EAT.search(item.text):
        # "... goods factory 1 raw → 1 BG. 4 eat": how many colonists eat, the Food eaten in total
        item = item.with_text(_N_EAT.sub(lambda e: f" (-{e.group('n')} food total)", item.text, count=1),
                              item.subsection)
    if item.text and len(item.text) < 2000 and _COMPLEXES.search(item.text):
        item = item.with_text(_complexes_named(ctx, item.text), item.subsection)
    if item.text and len(item.text) < 2000 and _GROUP_RUNS.search(item.text):
        item = item.with_text(_GROUP_RUNS.sub(lambda m: _group_run_named(ctx, item, m), item.text), item.subsection)
    if item.text and len(item.text) < 2000 and _PRONOUN_EATS_FREE.search(item.text):
        item = _pronoun_eats_free_out(ctx, item)
    if item.text and len(item.text) < 2000 and _N_STAFF_EAT.search(item.text):
        item = item.with_text(_N_STAFF_EAT.sub(_n_staff_eat, item.text), item.subsection)
    if item.text and len(item.text) < 2000 and _ALL_FOOD_LAST.match(item.text):
        item = item.with_text(_ALL_FOOD_LAST.sub(r"\g<head>) (\g<n> food total)", item.text, count=1),
                              item.subsection)
    if item.text and len(item.text) < 2000 and _LIST_EAT.search(item.text):
        item = item.with_text(_LIST_EAT.sub(lambda e: f" (-{e.group('n')} food total)", item.text, count=1),
                              item.subsection)
    if item.text and len(item.text) < 2000:
        item = _food_closing(ctx, item)
    if item.text and len(item.text) < 2000 and "(" in item.text:
        item = _bracket_food_total(ctx, item)
    m = _FOOD_TOTAL.search(item.text) if item.text and len(item.text) < 2000 else None
    if m is None:
        return _read(ctx, item)
    first = len(ctx.steps)
    status = _read(ctx, item.with_text(item.text[:m.start()], item.subsection))
    ids = tuple(dict.fromkeys(s.building_id for s in ctx.steps[first:]
                              if s.building_id is not None and s.kind == "step"))
    n = int(m.group("n").replace(" ", ""))
    if ids and n:
        claim = ctx.claim("production", item, {"food": -abs(n)})
        claim.building_ids = ids
        claim.eaten = True
    return status


# "..., food stays at 2", "; food now 3", ", leaves me 4 food", ". 2 food left": what one resource
# comes to after Production, said at the end of the Production line
_LEFT_AFTER = compile_later(
    r"(?i)\s*(?:[,;.]|\s[\u2013\u2014-])\s*(?:so\s+|and\s+|which\s+)?(?:"
    r"(?:my\s+|the\s+)?(?P<res>[^\W\d_]{1,12}(?:\s+[^\W\d_]{1,6})?)\s+(?:stays?\s+at|is\s+(?:now\s+|still\s+)?(?:at\s+)?|"
    r"ends?\s+(?:up\s+)?at|now(?:\s+at)?|left:?|goes\s+to|comes\s+to)\s*(?P<n>\d{1,4})"
    r"|(?:leaves?\s+(?:me\s+)?(?:with\s+)?|(?:i\s+)?(?:still\s+)?(?:have|got)\s+)?(?P<n2>\d{1,4})\s+(?P<res2>[^\W\d_]{1,12}(?:\s+[^\W\d_]{1,6})?)"
    r"\s+(?:left|remaining|after(?:\s+(?:production|that|it))?)"
    r"|leaves?\s+(?:me\s+)?(?:with\s+)?(?P<n3>\d{1,4})\s+(?P<res3>[^\W\d_]{1,12}(?:\s+[^\W\d_]{1,6})?))\s*[.!]?\s*$")


def _left_after_out(ctx: PostContext, item: Item) -> Item:
    """The Production line without its closing clause saying what one resource comes to after
    Production ("..., food stays at 2"): checked against the rules (as a running total's end
    is), a remark."""
    m = _LEFT_AFTER.search(item.text)
    if m is None:
        return item
    words = m.group("res") or m.group("res2") or m.group("res3")
    tokens = tokenize(words)
    found = match_noun(tokens, 0) if tokens else None
    if found is None or found[1] != len(tokens) or found[0].kind not in ("resource", "wealth"):
        return item
    key = found[0].key
    ctx.balances.append((item.line.number, "production" + ("" if key == "wealth" else f":{key}"), None,
                         int(m.group("n") or m.group("n2") or m.group("n3"))))
    ctx.info("dc.post.remark", f'"{short(m.group(0).strip(" ,;."))}": what you have after Production, '
             "checked, read as a remark", item.line.number)
    return item.with_text(item.text[:m.start()].rstrip(" ,;."), item.subsection)


# "both Goods Factories run": "both" (a number word) before a building whose name opens with a
# resource ("Goods"): the buildings, never "2 Goods"
_BOTH_BEFORE = compile_later(r"(?i)\b(both|all|every|each)\s+(?!the\b|my\b|of\b)(?=[A-Za-z])")


def _both_buildings(text: str) -> str:
    def one(m: re.Match[str]) -> str:
        tokens = tokenize(text[m.end():m.end() + 60])
        found = building_at(tokens, 0, fuzzy=False) if tokens else None
        if found is None or found.end < 2 or match_noun(tokens, 0) is None:
            return m.group(0)
        return f"{m.group(1)} the "
    return _BOTH_BEFORE.sub(one, text)


# "mf idle, complexes idle", "both complexes run": every Complex of the player's that has staff
_COMPLEXES = compile_later(r"(?i)\b(?:(?:the|both|all|my)\s+(?:(?:the|my)\s+)?(?:two\s+|2\s+)?)?(?:complexes|cplxs)\b")


def _complexes_named(ctx: PostContext, text: str) -> str:
    """The line with "complexes" written out as the player's Complexes that take staff ("mf idle,
    complexes idle" -> "..., Harvester Complex and Goods Factory Complex idle"); unchanged when
    the player has fewer than two."""
    kinds = list(dict.fromkeys(b.kind for b in ctx.buildings if b.kind.endswith("_complex")
                               and b.kind in buildings() and buildings()[b.kind].takes_staff))
    if len(kinds) < 2 or len(kinds) != len([b for b in ctx.buildings if b.kind in kinds]):
        return text
    return _COMPLEXES.sub(" and ".join(building_name(k) for k in kinds), text)


# "both factories run", "the harvesters work too", "my 2 labs run": a group of the seed's Production
# subsections said to run, with no figure after it
_GROUP_RUNS = compile_later(r"(?i)(?:^|(?<=[,;:]))\s*(?:(?:and|also|plus)\s+)?(?:(?:the|my)\s+)?(?P<n>both|two|three|four|all|[2-4])?\s*"
                            r"(?:(?:of\s+)?(?:the|my)\s+)?(?P<group>farms|harvesters|factories|labs|laboratories)\s+"
                            r"(?:(?:all|both)\s+)?(?:run|running|work|working|go|going|are\s+(?:on|running|working|going)|"
                            r"produce|operate|fire)(?:\s+(?:too|as\s+well|normally|as\s+usual))?\s*(?=[,;.!]|$)")
_GROUP_COUNTS = {"both": 2, "two": 2, "three": 3, "four": 4, "2": 2, "3": 3, "4": 4}


def _group_run_named(ctx: PostContext, item: Item, m: re.Match[str]) -> str:
    """"both factories run" as the player's buildings of that group, each named ("Goods Factory
    #5 and Goods Factory #7 run"), when as many as the count says (two or more for a plural with
    no count); as written otherwise, asked when a count is not the player's ("both harvesters
    run" with one Harvester)."""
    group = "labs" if m.group("group").lower() == "laboratories" else m.group("group").lower()
    mine = [b for b in ctx.buildings if b.kind in buildings()
            and CATEGORY_SUBSECTION.get(buildings()[b.kind].category) == group]
    want = _GROUP_COUNTS.get((m.group("n") or "").lower())
    if want is not None and len(mine) != want:
        # "both harvesters run" with one Harvester: which ones?
        ctx.diag("dc.post.please_confirm",
                 f'"{m.group(0).strip()}": you have {len(mine)} of them'
                 + (f" ({', '.join(f'{building_name(b.kind)} #{b.id}' for b in mine)})" if mine else "")
                 + f", not {want}: which run?", item.line.number,
                 hint="name the buildings that run")
        return m.group(0)
    if want is None and len(mine) < 2:
        return m.group(0)
    lead = m.group(0)[:len(m.group(0)) - len(m.group(0).lstrip())]
    ids: dict[str, list[int]] = {}
    for b in mine:
        ids.setdefault(b.kind, []).append(b.id)
    named = []
    for kind, of_kind in ids.items():
        name = building_name(kind)
        plural = name[:-1] + "ies" if name.endswith("y") else name + ("es" if name.endswith("x") else "s")
        # ("both Goods Factories run": the reader's plural of a name of two words, every one of
        # the kind; "Farm #2 and Farm #3" for a name of one word)
        named.append(name if len(of_kind) == 1 else ("both " if len(of_kind) == 2 else "all ") + plural
                     if " " in name else " and ".join(f"{name} #{i}" for i in of_kind))
    return lead + " and ".join(named) + " run"


# "cc +2w (-3 food)": a bracket holding a Food loss alone, after a building's figures
_LONE_FOOD_BRACKET = compile_later(r"(?i)\s*\(\s*[-\u2212]\s?(?P<n>\d{1,2})\s*(?:food|f)\s*\)")
_EATS_FREE_WORDS = compile_later(r"(?i)\beats?\s+(?:for\s+)?free\b")
_FOOD_LOSS = compile_later(r"(?i)[-\u2212]\s?\d{1,2}\s*(?:food|f)\b|\b(?:eats?|eaten|fed|feeds?)\b")


def _building_in(ctx: PostContext, item: Item, clause: str):
    """The first building a clause names (as `find_building` finds it), or None."""
    tokens = tokenize(clause)
    return next((f for i in range(len(tokens)) if tokens[i].kind == "word"
                 and (f := ctx.find_building(tokens, i, item, fuzzy=False)) is not None), None)


def _bracket_food_total(ctx: PostContext, item: Item) -> Item:
    """"prod: farms +2, prison +4w, cc +2w (-3 food), mf idle": the line's one Food figure, in a
    bracket after the last building with figures, which eats less than that, is the Food the
    line's buildings eat in total (checked as "(-3 food total)" at the line's end); a bracket the building's own staff
    eat ("Prison +4 W (-2 food)") stays the building's."""
    found = list(_LONE_FOOD_BRACKET.finditer(item.text))
    if len(found) != 1 or _FOOD_TOTAL.search(item.text):
        return item
    m = found[0]
    # ("lab guy eats free": which colonist the played effect feeds is no Food figure)
    if _FOOD_LOSS.search(_EATS_FREE_WORDS.sub(" ", item.text[:m.start()] + " " + item.text[m.end():])) \
            or re.search(r"\d", item.text[m.end():]):
        return item      # (a building's figures after it: the bracket is not the line's total)
    clause = re.split(r"[,;:]", item.text[:m.start()])[-1]
    named = _building_in(ctx, item, clause)
    if named is None and ":" in item.text[:m.start()]:
        # "University: Unskilled → Skilled (-3 food)": the building before its own colon
        clause = re.split(r"[,;]", item.text[:m.start()])[-1]
        named = _building_in(ctx, item, clause)
    mine = [b for b in ctx.buildings if named is not None and b.kind == named[0].kind]
    if len(mine) != 1 or mine[0].new or len(mine[0].staff) >= int(m.group("n")) \
            or re.search(r"(?i)\b(?:food|f)\b", clause):
        return item      # ("market sells 1 food +2 (-2 food)": the building's own Food)
    return item.with_text(item.text[:m.start()] + item.text[m.end():].rstrip(" .!")
                          + f" (-{m.group('n')} food total)", item.subsection)


def _read(ctx: PostContext, item: Item) -> str:
    if item.text and len(item.text) < 2000 and _LEFT_AFTER.search(item.text):
        item = _left_after_out(ctx, item)
    if item.text and len(item.text) < 2000 and _BOTH_BEFORE.search(item.text):
        item = item.with_text(_both_buildings(item.text), item.subsection)
    if item.text and re.search(r"(?i)\bsell", item.text[:2000]) and _VAGUE_SALE.search(item.text[:2000]):
        _vague_sale(ctx, item)
    if item.text and len(item.text) < 400 and _SO_BOTH_IDLE.search(item.text):
        item = item.with_text(reasons_then_idle(item.text).strip(), item.subsection)
    if item.text and len(item.text) < 300 and _RESOURCE_SUM.match(item.text):
        said = resource_sum(ctx, item)
        if said is not None:
            return said
    if item.text and len(item.text) < 400 and "(" in item.text and _SHARED_FOOD.match(item.text):
        item = item.with_text(_shared_food(item.text, ctx), item.subsection)
    if item.text and len(item.text) < 400 and _STAFF_LIST.match(item.text):
        item = staff_list_out(ctx, item)
    if item.text and len(item.text) < 2000 and (_STAFF_AT.search(item.text)
                                                 or _BUILDING_STAFF.search(item.text)):
        item = item.with_text(staff_named_out(ctx, item.text), item.subsection)
    if item.text and len(item.text) < 2000 and _FEEDS_NEXT.search(item.text):
        item = item.with_text(_feeds_out(item.text), item.subsection)
    if item.subsection and not item.text.strip():
        # "Harvesters:" left blank under the template's Production: noted, asked in `finish`
        ctx.steps.append(Step("blank", item.line.number, subsection=item.subsection))
    if item.text and len(item.text) < 2000 and ctx.played == "production" \
            and _FREE_THEN_GAIN.search(item.text):
        item = item.with_text(free_then_gain(item.text), item.subsection)
    if item.text and len(item.text) < 2000 and ctx.played == "production" \
            and _EATS_FREE_SENTENCE.search(item.text):
        # "everything except the Market. Harvester eats free. Farms +2, ...": a sentence of its own
        # naming who eats free, a remark (the first one eating is, with the same Food)
        item = item.with_text(_EATS_FREE_SENTENCE.sub("", item.text).strip(), item.subsection)
        if not item.text:
            return OK
    if item.text and len(item.text) < 2000 and ctx.played == "production" \
            and _EATS_FREE.search(item.text):
        item = item.with_text(re.sub(r"\s*[,;]\s*(?=[,;]|$)", "", _EATS_FREE.sub("", item.text))
                              .strip(" ,;"), item.subsection)
        if not item.text:
            return OK
    if not item.subsection and item.text and len(item.text) < 2000 and _ALL_THEN_ORDERS.match(item.text):
        # "everything, Market sells 1 Rare Goods (+6)": every building runs, and the orders after
        # say what the named ones do; the checker asks which idles when Food cannot feed them all
        ctx.steps.append(Step("all", item.line.number))
        item = item.with_text(_ALL_THEN_ORDERS.sub("", item.text, count=1), item.subsection)
    if not item.subsection and item.text and len(item.text) < 2000 and (
            _ALL_THEN_FIGURES.match(item.text) or _ALL_ARROW_FIGURES.match(item.text)):
        # "all (farms +2, CC +1 W, market -1 food and sells 1 food +2)": every building runs, and
        # the brackets give the figures of each: read as the figures written out
        figures = all_then_figures(ctx, item.text)
        if figures is not None:
            item = item.with_text(figures, item.subsection)
    if item.text and len(item.text) < 2000 and _TURNS_INTO.search(item.text):
        item = item.with_text(resource_conversion(item.text), item.subsection)
    if item.text and len(item.text) < 2000 and _FROM_BUILDING.search(item.text):
        item = item.with_text(yield_from_building(item.text), item.subsection)
    if item.text and len(item.text) < 2000 and _UNSIGNED_ARROW.search(item.text):
        item = item.with_text(_UNSIGNED_ARROW.sub(r"-\1 \2, +\3", item.text), item.subsection)
    if item.text and len(item.text) < 2000 and _ARROW_ONE.search(item.text):
        item = item.with_text(_ARROW_ONE.sub(_arrow_one, item.text), item.subsection)
    if item.text and len(item.text) < 2000 and _BARE_ARROW.search(item.text):
        item = item.with_text(bare_arrow_conversion(item.text), item.subsection)
    if not item.subsection and item.text:
        item = _food_on_hand(ctx, item)
        item = _rest_idle(ctx, item)
        if not item.text:
            return OK
    if not item.subsection and "(" in item.text and _all_with_remark(item.text):
        # "all of it (Harvester's my free one)", "everything (played it)": every building runs;
        # the remark says which colonist eats free (the first one does: the same Food)
        ctx.steps.append(Step("all", item.line.number))
        return OK
    if len(item.text) < 2000 and _GROUP_MAKES.search(item.text):
        # "the two farms make 2 food": the Farms' figures together, as "Farms +2 food"
        item = item.with_text(_GROUP_MAKES.sub(lambda m: f"{m.group(1)} +", item.text), item.subsection)
    if len(item.text) < 2000 and _GROUP_COUNT.search(item.text):
        item = item.with_text(_GROUP_COUNT.sub(lambda m: f" {m.group(1)}", item.text).strip(), item.subsection)
    if len(item.text) < 2000:
        item = _eaten_as_figures(_bare_complex(item))
    if len(item.text) < 2000 and (" in" in item.text or " out" in item.text) and _IN_OUT.search(item.text):
        item = item.with_text(_IN_OUT.sub(lambda m: ("-" if m.group(3).lower() == "in" else "+")
                                          + m.group(1) + " " + m.group(2), item.text), item.subsection)
    if len(item.text) < 2000 and "-" in item.text and _AND_GIVES.search(item.text):
        # "eats 1 and gives 1 Wealth": what the building brings after the Food it eats
        item = item.with_text(_AND_GIVES.sub(r"\1 +", item.text), item.subsection)
    # "Production: Farms +3 Food; Harvesters -1 Food, +1 Raw" -> one part per subsection
    parts = _INLINE_SUB.split(item.text)
    if len(parts) > 1:
        statuses = []
        if parts[0].strip(" ,;"):
            statuses.append(_part(ctx, _sub_item(item, parts[0], item.subsection)))
        for k in range(1, len(parts), 2):
            sub = _SUBSECTIONS[parts[k]]
            statuses.append(_part(ctx, _sub_item(item, parts[k + 1], sub)))
        for status in (UNREADABLE, PARTIAL, OK, EMPTY):
            if status in statuses:
                return status
        return EMPTY
    return _part(ctx, item)


def _sub_item(item: Item, text: str, subsection: str | None) -> Item:
    return item.with_text(text.strip(" ,;"), subsection)


@dataclass
class _Line:
    """A Production line (or one subsection's part of it) as its readers share it: the tokens,
    those read so far, each token's depth in brackets, and where each building's clause starts."""
    ctx: PostContext
    item: Item
    tokens: list[Token]
    used: set[int] = field(default_factory=set)
    depth: list[int] = field(default_factory=list)
    # (where the name starts, the building, its number, where the name ends), in the order written
    starts: list[tuple[int, BuildingMatch, int | None, int]] = field(default_factory=list)
    # the building(s) a summary's remark names ("Others: +1 Wealth (Colony Center)")
    attributed: int | None = None
    named_in_remark: list[int | None] = field(default_factory=list)   # "(CC; University Unskilled -> Skilled)"
    # the n-th clause whose figures a list of buildings of different groups shares: their ids
    shared: dict[int, list[int]] = field(default_factory=dict)

    @property
    def sub(self) -> str | None:
        return self.item.subsection


def _part(ctx: PostContext, item: Item) -> str:
    """One Production line, or one subsection's part of it: what it says of every building, or a
    summary's figures and then a clause for each building it names, in the order written."""
    tokens = tokenize(item.text)
    if not tokens:
        return EMPTY
    line = _Line(ctx, item, tokens)
    if not line.sub:
        status = _whole_production(line)
        if status is not None:
            return status
    line.depth = _bracket_depths(tokens)
    _find_clause_starts(line)
    if line.sub and not line.starts and tokens[0].word in _IDLE_GROUP \
            and not any(t.kind == "num" for t in tokens):
        _group_idle(line)
        return OK
    if line.sub and line.starts and _idle_lead(line):
        # "farms +2, harvesters idle, Prison +4 W": the group idles, then the buildings after it
        _group_idle(line, {m.kind for _, m, _, _ in line.starts})
    understood = _lead_summary(line)
    _building_clauses(line)
    understood = understood or bool(line.starts)
    _fed_colonists(line)
    used = line.used
    ctx.mark_punct(tokens, used)
    ctx.mark_words(tokens, used, {"runs", "run", "produces", "produce", "sells", "sell",
                                  "bonus", "complex", "staffed", "fed", "food",
                                  # "(complex full, bonus)", "GFC fully staffed": why the bonus runs
                                  "full", "fully"})
    used.update(_played_phase(tokens))
    if not understood and only_filler(tokens):
        understood = True
    return ctx.leftover(item, tokens, used, understood,
                           {"upgrade", "upgrades", "upgraded", "becomes", "become", "converts",
                            "convert", "converted", "trains", "trained", "train", "into",
                            "release", "released", "releases", "stay", "stays", "remain",
                            "remains", "skip", "idle"})


def _whole_production(line: _Line) -> str | None:
    """A line outside the subsections that speaks of every building at once ("everything except
    the Market", "all as usual", "nothing"): its status; None when it does not."""
    status = _all_except(line)
    if status is not None:
        return status
    tokens = line.tokens
    folded = " ".join(t.word for t in tokens if t.kind == "word")
    words = folded.split()
    if folded in ("all", "everything", "run all", "as usual", "all buildings",
                  "standard", "normal", "full", "everything runs", "run everything",
                  "all run", "usual", "default", "auto", "automatic", "yes") \
            or (words and set(words) <= _ALL_WORDS and set(words) & _ALL_CORE):
        line.ctx.steps.append(Step("all", line.item.line.number))
        return OK
    if says_nothing(tokens):
        line.ctx.steps.append(Step("none", line.item.line.number))
        return OK
    return None


def _all_except(line: _Line) -> str | None:
    """"everything except the market", "all but the University": the buildings named after the
    exception stay idle and the rest runs. The line's status; None when no building is named
    there (the tokens it read stay read)."""
    ctx, item, tokens, used = line.ctx, line.item, line.tokens, line.used
    folded = " ".join(t.word for t in tokens if t.kind == "word")
    words = folded.split()
    if not (("except" in words or "but" in words)
            and set(words[:words.index("except" if "except" in words else "but")]) <= _ALL_WORDS
            and set(words) & _ALL_CORE):
        return None
    cut = next(k for k, t in enumerate(tokens) if t.word in ("except", "but"))
    used.update(range(cut + 1))
    k = cut + 1
    named_any = False
    while k < len(tokens):
        free = _free_eater_bracket(tokens, k) if named_any else None
        if free is not None:
            used.update(range(k, free))    # "all except the market (harvester free)": who eats free
            k = free
            continue
        found = ctx.find_building(tokens, k, item) if tokens[k].kind == "word" \
            and tokens[k].word not in ("the", "my", "and") else None
        if found is None:
            used.add(k) if tokens[k].word in ("the", "my", "and") or tokens[k].kind == "punct" else None
            k += 1
            continue
        m, number, end = found
        bid = ctx.resolve(m.kind, number, item, purpose="run")
        if bid is not None:
            ctx.steps.append(Step("skip", item.line.number, building_id=bid))
            named_any = True
        used.update(range(k, end))
        k = end
    if not named_any:
        return None
    ctx.steps.append(Step("all", item.line.number))
    comma = next((j for j in range(cut + 1, len(tokens)) if j not in used
                  and tokens[j].kind == "word"), None)
    if comma is not None and not any(t.kind == "num" for t in tokens[comma:]) \
            and tokens[comma].word in _WHY_WORDS \
            and not any(colonist_word(t.text) or building_at(tokens, j, fuzzy=False)
                        for j, t in enumerate(tokens) if j >= comma and t.kind == "word") \
            and any(tokens[j].kind == "punct" and tokens[j].value in ",;-"
                    for j in range(cut + 1, comma)):
        used.update(range(comma, len(tokens)))   # ", it has no food": why
    return ctx.leftover(item, tokens, used, True)


def _bracket_depths(tokens: list[Token]) -> list[int]:
    """How deep in brackets each token is (one more entry than tokens)."""
    depth = [0] * (len(tokens) + 1)
    for k, t in enumerate(tokens):
        change = 1 if t.kind == "punct" and t.value in "([" else -1 if t.kind == "punct" and t.value in ")]" else 0
        depth[k + 1] = max(0, depth[k] + change)
    return depth


def _find_clause_starts(line: _Line) -> None:
    """Where each building's clause starts: at each building's name, unless it is where something
    goes (after "from"/"to" or an arrow) or a figure's noun; and, in a subsection, the building a
    summary's remark names."""
    ctx, item, tokens, used, depth, sub = line.ctx, line.item, line.tokens, line.used, line.depth, line.sub
    starts = line.starts
    i = 0
    while i < len(tokens):
        prev = prev_word(tokens, i)
        if sub and not starts and depth[i] > 0 and tokens[i].kind == "word" and i > 0 \
                and any(term_at(tokens, k) for k in range(i)):
            # "Others: -1 Food, +1 Wealth (Colony Center)": says where a summary comes from
            found = peek_place(tokens, i)
            if found is not None:
                m = building_at(tokens, i, fuzzy=False)
                if m is not None:
                    number, _ = building_number_at(tokens, m.end)
                    line.attributed = ctx.resolve(m.kind, number, item, purpose="run")
                    line.named_in_remark.append(line.attributed)
                used.update(range(i, found))
                i = found
                continue
        if (prev in PLACE_PREPS and not (prev in ("at", "in") and _subject_after(tokens, i))) \
                or (i > 0 and tokens[i - 1].kind == "arrow" and not _runs_next(tokens, i)):
            end = peek_place(tokens, i)
            if end is not None:
                i = end
                continue
        if tokens[i].kind == "num" and (term := term_at(tokens, i)) is not None:
            i = term.end      # "selling 1 Basic Goods for +4": an amount, not a building
            continue
        if tokens[i].kind in ("word", "punct") and prev not in PLACE_PREPS:
            term = term_at(tokens, i)
            if term:
                i = term.end
                continue
            if colonist_at(tokens, i):  # (not "Officer School": a building)
                i += 1
                continue
            found = ctx.find_building(tokens, i, item) if (
                tokens[i].kind == "word" or tokens[i].value == "#") else None
            if found:
                m, number, end = found
                starts.append((i, m, number, end))
                i = end
                continue
        i += 1


def _group_idle(line: _Line, later: set[str] = frozenset()) -> None:  # type: ignore[assignment]
    """"Factories: idle, no raw yet": every building of the group the post does not name idles
    (nor one of the kinds named `later` on the line)."""
    ctx, sub = line.ctx, line.sub
    named = {s.building_id for s in ctx.steps if s.building_id is not None}
    for b in ctx.buildings:
        cat = buildings().get(b.kind)
        if cat is not None and CATEGORY_SUBSECTION.get(cat.category, "others") == sub \
                and b.id not in named and b.kind not in later:
            ctx.steps.append(Step("skip", line.item.line.number, building_id=b.id))


def _idle_lead(line: _Line) -> bool:
    """The subsection's part opens on an idle word and nothing else before its first building
    ("harvesters idle, Prison +4 W"): the words up to the first building, idle words and
    punctuation only."""
    lead = line.tokens[:line.starts[0][0]]
    return bool(lead) and lead[0].word in _IDLE_GROUP and all(
        t.kind == "punct" or (t.kind == "word" and t.word in _IDLE_GROUP | {"and", "this", "round"})
        for t in lead)


def _lead_summary(line: _Line) -> bool:
    """The line before its first building: a summary claim for the subsection (or a plain
    Production line's figures). Whether it said something."""
    ctx, item, tokens, used, depth, sub = line.ctx, line.item, line.tokens, line.used, line.depth, line.sub
    lead_end = line.starts[0][0] if line.starts else len(tokens)
    deltas: dict[str, int] = {}
    lead_conv = _conversions(tokens, 0, lead_end, used, deltas)
    attributed = line.attributed
    if line.named_in_remark:
        # "(CC +1, Prison +4)", "(Prison 3 Criminals)": what a summary's remark says of the
        # buildings it names describes them; the summary's figures are before it
        for k in range(lead_end):
            if depth[k] > 0 and k not in used:
                term = term_at(tokens, k)
                if term is not None or tokens[k].kind == "num":
                    used.update(range(k, term.end if term is not None else k + 1))
        if len(line.named_in_remark) > 1:
            attributed = None    # a summary of several buildings: its group's figure
    lead_terms = ctx.terms(tokens, used, end=lead_end)
    if sub == "farms" and not lead_terms:
        # "farms +2": a Farm makes Food, so a number alone there is Food
        for k in range(lead_end):
            t = tokens[k]
            if k not in used and t.kind == "num" and depth[k] == 0 \
                    and (k + 1 >= len(tokens) or tokens[k + 1].kind != "word"
                            or match_noun(tokens, k + 1) is None):
                used.add(k)
                lead_terms.append(Term("resource", "food", abs(int(t.value)), t.sign, k, k + 1))
    if not (lead_terms or lead_conv or (sub and not line.starts)):
        return False
    for t in lead_terms:
        add(deltas, t.key, signed_amount(t, "+"))
    if deltas:
        ctx.claim("production", item, deltas, subsection=sub, building_id=attributed,
                  attributed=attributed is not None,
                  unsigned={t.key for t in lead_terms if not t.sign})
    ctx.steps.append(Step("summary", item.line.number, subsection=sub))
    return bool(lead_terms or lead_conv)


def _building_clauses(line: _Line) -> None:
    """Each building named runs (or idles) as its clause, up to the next name, says."""
    ctx, item, tokens, used, starts = line.ctx, line.item, line.tokens, line.used, line.starts
    group_claim: set[int] = set()
    for n, (pos, m, number, end) in enumerate(starts):
        stop = starts[n + 1][0] if n + 1 < len(starts) else len(tokens)
        used.update(range(pos, end))
        named = {s.building_id for s in ctx.steps if s.building_id is not None}
        bid = ctx.resolve(m.kind, number, item, purpose="run", exclude=named)
        if n + 1 < len(starts) and _only_joiners(tokens, end, stop) \
                and not (pos > 0 and tokens[pos - 1].kind == "arrow") \
                and _list_shares_its_end(line, n, bid, group_claim):
            continue
        others = _plural_others(line, pos, m, number, bid, named)
        before = len(ctx.claims)
        _clause(ctx, item, tokens, end, stop, used, m.kind, bid, line.sub,
                group=n in group_claim or bool(others), each=1 + len(others))
        _same_for_others(ctx, bid, others)
        if n in line.shared and bid is not None:
            for claim in ctx.claims[before:]:
                claim.building_ids = tuple(line.shared[n] + [bid])


# "both Markets", "all the markets", "every Market": the name of every building of its kind
_PLURAL_BEFORE = frozenset({"both", "all", "every", "each"})


def _plural_others(line: _Line, pos: int, m: BuildingMatch, number: int | None, bid: int | None,
                   named: set) -> list[int]:
    """"Markets sell food", "both Markets sell 1 Food each": a name in the plural, with no
    number, of a kind that runs only when named, said of every one the player has: the ids of
    the others of that kind not named yet ([] for a singular name or a single building)."""
    tokens = line.tokens
    if number is not None or bid is None:
        return []
    before = [tokens[k].word for k in range(max(0, pos - 2), pos) if tokens[k].kind == "word"]
    last = tokens[m.end - 1].word if m.end > m.start else ""
    if m.kind not in _NOT_DEFAULT:
        # "Both Goods Factories run (-2 Food, -2 Raw, +2 BG)": a name of two words or more, in the
        # plural, of a kind that runs unasked: every one of them, the figures for the group
        plural = m.end > m.start + 1 and last.endswith("s") and last not in _SINGULAR_S \
            and not building_name(m.kind).lower().endswith(last)
        if not plural:
            return []
    plural = bool(set(before) & _PLURAL_BEFORE) or (
        m.end == m.start + 1 and last.endswith("s") and last not in _SINGULAR_S) or (
        m.end > m.start + 1 and last.endswith("s") and last not in _SINGULAR_S
        and not building_name(m.kind).lower().endswith(last))
    if not plural:
        return []
    return [b.id for b in line.ctx.of_kind(m.kind) if b.id != bid and b.id not in named]


# building names that end in "s" in the singular
_SINGULAR_S = frozenset({"barracks", "ops"})


def _same_for_others(ctx: PostContext, bid: int | None, others: list[int]) -> None:
    """The step (or idle) just read for `bid`, given to each of `others` too (a plural name)."""
    if not others:
        return
    mine = next((s for s in reversed(ctx.steps) if s.building_id == bid), None)
    if mine is None:
        return
    from dataclasses import replace
    for other in others:
        step = replace(mine.step, building_id=other) if mine.step is not None else None
        ctx.steps.append(replace(mine, step=step, building_id=other))


def _list_shares_its_end(line: _Line, n: int, bid: int | None, group_claim: set[int]) -> bool:
    """"Colony Center and University idle", "CC, Prison and the Complex sit idle": a list of
    buildings starting at the n-th shares what is said after its last name. True when that was
    read for the n-th building here (idle, or run with the list's figures, then claimed by its
    last building's clause, put in `group_claim`)."""
    ctx, item, tokens, used, starts = line.ctx, line.item, line.tokens, line.used, line.starts
    end, stop = starts[n][3], starts[n + 1][0]
    last = n + 1
    while last + 1 < len(starts) and _only_joiners(tokens, starts[last][3], starts[last + 1][0]):
        last += 1
    after = starts[last + 1][0] if last + 1 < len(starts) else len(tokens)
    if _says_idle(tokens, starts[last][3], after) \
            and not any(tokens[k].kind == "num" for k in range(starts[last][3], after)):
        used.update(range(end, stop))
        if bid is not None:
            ctx.steps.append(Step("skip", item.line.number, building_id=bid))
        return True
    subs = {_sub_of(starts[j][1].kind) for j in range(n, last + 1)}
    if len(subs) == 1 and bid is not None \
            and any(tokens[k].kind == "num" for k in range(starts[last][3], after)):
        # "harvester + complex run (-2 food, +2 raw)": both run, and the figures are the
        # group's (checked as their subsection's)
        used.update(range(end, stop))
        if not any(s.building_id == bid and s.kind == "step" for s in ctx.steps):
            ctx.steps.append(Step("step", item.line.number, step=ProductionStep(bid),
                                  subsection=subs.pop(), building_id=bid))
        group_claim.add(last)
        return True
    if len(subs) > 1 and bid is not None and last == n + 1 \
            and any(tokens[k].kind == "num" for k in range(starts[last][3], after)):
        # "CC and harvester eat 2 food (+1 W, +1 raw)": both run, and the figures are theirs
        # together (checked against the two buildings)
        used.update(range(end, stop))
        if not any(s.building_id == bid and s.kind == "step" for s in ctx.steps):
            ctx.steps.append(Step("step", item.line.number, step=ProductionStep(bid),
                                  subsection=_sub_of(starts[n][1].kind), building_id=bid))
        line.shared.setdefault(last, []).append(bid)
        return True
    return False


def _fed_colonists(line: _Line) -> None:
    """"the Farm makes 1 Food and it goes to my Skilled": who eats it, not a move."""
    tokens, used = line.tokens, line.used
    for k, t in enumerate(tokens):
        if k not in used and t.kind == "word" and colonist_word(t.text) is not None:
            j = k - 1
            while j >= 0 and tokens[j].word in ("my", "the", "his", "her", "our", "its"):
                j -= 1
            if j >= 0 and j not in used and tokens[j].word in _FEEDS:
                used.update(range(j, k + 1))


def _sub_of(kind: str) -> str:
    cat = buildings().get(kind)
    return CATEGORY_SUBSECTION.get(cat.category, "others") if cat is not None else "others"


def _clause(ctx: PostContext, item: Item, tokens: list[Token], start: int, stop: int,
            used: set[int], kind: str, bid: int | None, sub: str | None,
            group: bool = False, each: int = 1) -> None:
    cat = buildings()[kind]
    sub = CATEGORY_SUBSECTION.get(cat.category, "others")
    skip = _says_idle(tokens, start, stop)
    for k in range(start, stop):
        if tokens[k].kind == "word" and tokens[k].word in ("idle", "idles", "idling", "idled",
                                                           "skips", "skip", "skipped", "skipping",
                                                           "off", "unused", "inactive", "paused",
                                                           "closed", "unstaffed", "nothing",
                                                           "not", "doesn't", "doesnt", "don't",
                                                           "dont", "won't", "wont", "no",
                                                           "isn't", "cannot", "can't", "unfed",
                                                           "starved", "starving", "empty", "sit",
                                                           "sits", "stay", "stays"):
            if skip:
                used.add(k)
    if skip and not any(tokens[k].kind == "num" for k in range(start, stop)):
        # "Goods Factory: idle, no raw": what follows "idle" is why
        used.update(range(start, stop))
        if bid is not None:
            ctx.steps.append(Step("skip", item.line.number, building_id=bid))
        return
    _run_clause(ctx, item, tokens, start, stop, used, kind, bid, sub, cat, group, each)


# "CC and the new factory idle": "new" (the building just built) joins too
_JOINERS = frozenset({"and", "the", "my", "both", "&", "plus", "also", "as", "well", "too", "new", "old"})


def _only_joiners(tokens: list[Token], start: int, stop: int) -> bool:
    """"Colony Center and University idle": between two buildings' names only "and", a comma."""
    return all(tokens[k].kind == "punct" and tokens[k].value in ",&+/" or
               (tokens[k].kind == "word" and tokens[k].word in _JOINERS) for k in range(start, stop))


def _says_idle(tokens: list[Token], start: int, stop: int) -> bool:
    words = [tokens[k].word for k in range(start, stop) if tokens[k].kind == "word"]
    wordset = set(words)
    text = " ".join(words)
    outside: list[str] = []
    depth = 0
    for k in range(start, stop):
        t = tokens[k]
        if t.kind == "punct" and t.value in "([":
            depth += 1
        elif t.kind == "punct" and t.value in ")]":
            depth = max(0, depth - 1)
        elif depth == 0 and t.kind == "word":
            outside.append(t.word)
        elif depth == 0 and t.kind == "num":
            outside.append("#")
    if outside in (["not"], ["no"], ["not", "run"], ["none"]):
        return True   # "colony center not (no more food)"
    return bool(wordset & {"idle", "idles", "idling", "idled", "skip", "skips", "skipped", "skipping", "off", "unused", "inactive",
                           "paused", "closed", "unstaffed", "nothing", "empty", "unfed",
                           "starved", "starving", "rests", "resting"}) \
        or bool(re.search(r"\b(?:sits?|sitting|stays?|staying)(?: (?:this|that|the|one|round|turn|"
                          r"time))* out\b|\btakes? (?:a|the) (?:break|day|round) off\b|\bbreak\b",
                          text)) or bool(re.search(
                               r"\b(?:not|doesn't|doesnt|don't|dont|won't|wont|no|isn't|cannot|can't)"
                               r" (?:run|runs|running|used|use|produce|producing|production|work|working|active|fed|staffed)\b",
                               text))


@dataclass
class _Clause:
    """One running building's clause, tokens[start:stop] of its line, as its readers share it: the
    line's tokens read so far (`used`, shared with the line) and the figures it claims."""
    ctx: PostContext
    item: Item
    tokens: list[Token]
    start: int
    stop: int
    used: set[int]
    deltas: dict[str, int] = field(default_factory=dict)
    each: int = 1     # "markets sell 2 BG": the buildings of a plural name, one sale each


def _run_clause(ctx: PostContext, item: Item, tokens: list[Token], start: int, stop: int,
                used: set[int], kind: str, bid: int | None, sub: str | None, cat,
                group: bool = False, each: int = 1) -> None:
    """A building that runs: its step (the Complex bonus declined, a Market's sale, who a
    conversion releases, a Military HQ's moves) and the figures the clause claims for it."""
    step = ProductionStep(bid if bid is not None else -1)
    c = _Clause(ctx, item, tokens, start, stop, used, each=each)
    if _bonus_declined(c):
        step.use_bonus = False
    if cat.effect != "market":
        _sale_elsewhere(c)
    else:
        sold = _market_sale(c, cat)
        if sold is not None:
            step.sell = sold
    sale_part = c.deltas.get(step.sell, 0) if step.sell else 0
    stop = c.stop
    converted = _conversions(tokens, start, stop, used, c.deltas)
    if cat.effect in ("university", "rehabilitation", "barracks", "officer_school", "boot_camp"):
        # who goes to Temporary Housing is counted among the staff as they are after converting
        staff_after = list(ctx.staff_of(bid))
        for a, b in converted:
            if a in staff_after:
                staff_after[staff_after.index(a)] = b
        step.release = _releases(tokens, start, stop, used, staff_after, converted)
    if cat.effect == "military_hq":
        step.moves = ctx.moves(tokens, start, stop, item, used, military=True)
    clause_terms, unsigned = _clause_figures(c, farming=cat.category == "farming")
    deltas = c.deltas
    if step.sell and sale_part and bracketed_total(tokens, clause_terms, step.sell, -sale_part):
        # "market sells 1 food +2 (-2 food)": the bracket is the Market's whole Food (its staff's
        # and the Food sold), not more Food on top of the sale
        add(deltas, step.sell, -sale_part)
    if step.sell == "food" and not any(t.key == "food" and t.sign for t in clause_terms):
        # "Market: sell 1 Food, +2 Wealth": the Food sold is an order; whether the line counts
        # its staff's Food too is not said, so the line's Food is not a figure to check
        deltas.pop("food", None)
    if deltas:
        ctx.claim("production", item, deltas, subsection=sub,
                  building_id=None if group else bid,
                  unsigned=unsigned - {k for k, _ in converted} - ({step.sell} if step.sell else set()))
    if bid is not None:
        if any(s.building_id == bid and s.kind == "step" for s in ctx.steps):
            ctx.warn("dc.post.duplicate_step",
                     f'"{item.line.text}": {building_name(kind)} #{bid} is named twice in '
                     "Production; it runs once", item.line.number)
            return
        ctx.steps.append(Step("step", item.line.number, step=step, subsection=sub,
                              building_id=bid))


def bracketed_total(tokens: list[Token], terms: list[Term], sold: str, amount: int) -> bool:
    """A signed figure of the resource a Market sells, in brackets after "sell(s) ..." and more
    than the `amount` sold ("sells 1 food +2 (-2 food)"): the building's whole change of it, the
    sale counted in (not "(Skilled eats 1)": the staff's Food, on top of the sale)."""
    sell_at = next((k for k, t in enumerate(tokens) if t.kind == "word"
                    and t.word in ("sell", "sells", "sold", "selling")), None)
    if sell_at is None:
        return False
    for t in terms:
        if t.key == sold and t.sign == "-" and t.start > sell_at and t.amount > amount:
            depth = sum(1 if x.kind == "punct" and x.value == "(" else -1
                        if x.kind == "punct" and x.value == ")" else 0 for x in tokens[sell_at:t.start])
            if depth > 0:
                return True
    return False


_NO_BONUS_BEFORE = frozenset({"no", "without", "skip", "not", "don't", "dont", "skipping", "w/o"})
_NO_BONUS_AFTER = frozenset({"no", "off", "skipped", "unused", "declined"})


def _bonus_declined(c: _Clause) -> bool:
    """"no bonus", "bonus off": the Complex bonus is not used (its words are read)."""
    tokens, start, stop = c.tokens, c.start, c.stop
    declined = False
    for k in range(start, stop):
        if tokens[k].kind == "word" and tokens[k].word == "bonus":
            before = {tokens[j].word for j in range(max(start, k - 3), k) if tokens[j].kind == "word"}
            after = {tokens[j].word for j in range(k + 1, min(stop, k + 3)) if tokens[j].kind == "word"}
            if before & _NO_BONUS_BEFORE or after & _NO_BONUS_AFTER:
                declined = True
                for j in range(max(start, k - 3), min(stop, k + 3)):
                    if tokens[j].kind == "word" and tokens[j].word in (
                            "no", "without", "skip", "not", "don't", "dont", "skipping", "off",
                            "skipped", "unused", "declined", "complex", "bonus", "the", "use"):
                        c.used.add(j)
    return declined


def _sale_elsewhere(c: _Clause) -> None:
    """"CC -1 Food +1 W, and sell 1 BG for 4": only a Market sells in Production; the sale is
    asked about and cut off the clause (c.stop)."""
    ctx, item, tokens = c.ctx, c.item, c.tokens
    sale = next((k for k in range(c.start, c.stop) if tokens[k].kind == "word"
                 and tokens[k].word in ("sell", "sells", "sold", "selling")), None)
    if sale is None:
        return
    markets = [b for b in ctx.buildings if buildings().get(b.kind) is not None
               and buildings()[b.kind].effect == "market"]
    if not markets:
        ctx.diag("dc.post.no_such_building",
                 f'"{item.line.text}": only a Market sells in Production, and you have '
                 "no Market (the station trades only in the Trade phase)",
                 item.line.number, hint="leave the sale out")
    else:
        ctx.diag("dc.post.please_confirm",
                 f'not accepted \u2014 please confirm: "{item.line.text}": which Market '
                 "sells, and what?", item.line.number,
                 hint="e.g. 'Market: sell 1 Basic Goods'")
    c.used.update(range(sale, c.stop))
    c.stop = sale


def _market_sale(c: _Clause, cat) -> str | None:
    """A Market's clause: the resource it sells (None when the clause does not say; the GM
    asks), the amount sold and the price in c.deltas. A Market sells one resource, once, and
    only one its prices list: anything else is asked about."""
    ctx, item, tokens, start, stop, used = c.ctx, c.item, c.tokens, c.start, c.stop, c.used
    sellable = set(cat.params.get("sell_prices", {"food": 2, "basic_goods": 4, "rare_goods": 6}))
    sold, sold_amount = _sold_after_verb(c)
    if sold is None:
        sold = _sold_without_verb(c)
    sell_at = next((k for k in range(start, stop) if tokens[k].word in
                       ("sell", "sells", "sold", "selling")), None)
    others = _other_resources_sold(c, sold, sell_at) if sold is not None and sell_at is not None else []
    if sold is not None:
        _sale_price(c, sell_at)
    if others:
        # "sell 1 BG and 1 RG", "sell 1 Food or 1 BG": a Market sells one resource a run
        k, other = others[0]
        either = any(tokens[j].word in ("or", "either", "whichever") for j in range(start, stop))
        names = f"{RESOURCE_NAMES[sold]} {'or' if either else 'and'} {RESOURCE_NAMES[other]}"
        ctx.diag("dc.post.please_confirm",
                 f'"{item.line.text}": {names}: ' + (
                        "which one does the Market sell?" if either else
                        "a Market sells one resource each Production; which one?"),
                 item.line.number, hint="e.g. 'Market: sell 1 Basic Goods'")
        used.update(range(start, stop))
    if sold is None:
        ctx.diag("dc.post.nothing_to_sell",
                 f'"{item.line.text}": which resource does the Market sell?',
                 item.line.number, hint="e.g. 'Market: sell 1 Basic Goods'")
        return None
    if sold not in sellable:
        ctx.diag("dc.post.not_tradable",
                 f'"{item.line.text}": a Market sells only Food, Basic Goods or Rare Goods',
                 item.line.number)
    if sold_amount > 1 and sold_amount != c.each:
        ctx.diag("dc.post.please_confirm",
                 f'"{item.line.text}": a Market sells one resource each Production, '
                 f"not {sold_amount}", item.line.number,
                 hint="e.g. 'Market: sell 1 Food'")
    return sold


def _sold_after_verb(c: _Clause) -> tuple[str | None, int]:
    """"sells 1 Basic Goods", "sell goods": (the resource after the first "sell", the amount);
    (None, 1) when none follows it."""
    ctx, item, tokens, start, stop, used, deltas = (c.ctx, c.item, c.tokens, c.start, c.stop,
                                                     c.used, c.deltas)
    for k in range(start, stop):
        if tokens[k].kind == "word" and tokens[k].word in ("sell", "sells", "sold", "selling"):
            used.add(k)
            term = term_at(tokens, k + 1)
            after = k + 1
            while term is None and after < stop - 1 and tokens[after].word in ("my", "our", "its", "the",
                                                                              "new", "fresh", "spare"):
                # "sells my Rare Goods", "sells the Food", "sells the new Rare Goods": the
                # resource after
                after += 1
                term = term_at(tokens, after)
                if term is not None and tokens[after].kind == "word" and term.sign == "+":
                    term = None    # ("sells the new Rare Goods +6": the +6 is its price)
                    break
            if term is None and after > k + 1:
                found = match_noun(tokens, after)
                if found and found[0].kind == "resource" and ctx.unclear_goods(item, tokens, after, found[1]):
                    used.update(range(start, stop))
                if found and found[0].kind == "resource":
                    used.update(range(k + 1, found[1]))
                    add(deltas, found[0].key, -1)
                    return found[0].key, 1
            if term and term.kind == "resource":
                used.update(range(term.start, term.end))
                add(deltas, term.key, -term.amount)
                noun_at = term.start + (1 if tokens[term.start].kind == "num"
                                        or tokens[term.start].word in ("a", "an", "one")
                                        else 0)
                if ctx.unclear_goods(item, tokens, noun_at, term.end):
                    used.update(range(start, stop))
                return term.key, term.amount
            found = match_noun(tokens, k + 1)
            if found and found[0].kind == "resource":
                sold = found[0].key
                used.update(range(k + 1, found[1]))
                add(deltas, sold, -1)
                # "market sells goods" from a player who holds Rare Goods: which?
                at = k + 1
                while at < found[1] - 1 and tokens[at].word in ("the", "my", "a", "an",
                                                               "one", "some", "its"):
                    at += 1
                ctx.unclear_goods(item, tokens, at, found[1])
                return sold, 1
            return None, 1
    return None, 1


def _sold_without_verb(c: _Clause) -> str | None:
    """"Market: -1 Basic Goods, +4 Wealth", "Market: Food": the resource sold, said without
    "sell"."""
    tokens, used = c.tokens, c.used
    for k in range(c.start, c.stop):
        if k in used:
            continue
        term = term_at(tokens, k)
        if term and term.kind == "resource" and term.sign == "-":
            return term.key
        found = match_noun(tokens, k)
        if found and found[0].kind == "resource" and not term:
            used.update(range(k, found[1]))
            add(c.deltas, found[0].key, -1)
            # "Market #4 sells the goods" from a player who holds Rare Goods too: which?
            if c.ctx.unclear_goods(c.item, tokens, k, found[1]):
                used.update(range(c.start, c.stop))
            return found[0].key
    return None


def _other_resources_sold(c: _Clause, sold: str, sell_at: int) -> list[tuple[int, str]]:
    """Another resource after the sale, joined by "and" / "or" ("sell 1 BG and 1 RG"): (where,
    which) of each."""
    tokens, used = c.tokens, c.used
    others = []
    for k in range(sell_at + 1, c.stop):
        if k in used or tokens[k].kind != "word":
            continue
        found = match_noun(tokens, k)
        if found and found[0].kind == "resource" and found[0].key != sold \
                and not (k > 0 and tokens[k - 1].kind == "num" and tokens[k - 1].sign) \
                and any(tokens[j].word in ("and", "or", "plus", "either")
                        or (tokens[j].kind == "punct" and tokens[j].value in ",+&")
                        for j in range(sell_at + 1, k)):
            others.append((k, found[0].key))
    return others


def _sale_price(c: _Clause, sell_at: int | None) -> None:
    """"sells 1 BG for 4", "market -1f sells 1 RG +6": the price, in Wealth (a figure with no
    unit after the sale is its Wealth)."""
    tokens, start, stop, used = c.tokens, c.start, c.stop, c.used
    for k in range(start, stop):
        t = tokens[k]
        wealth = _wealth_after(tokens, k + 1, stop)     # "+6 W", "for 4 W": its unit, read with it
        if k not in used and t.kind == "num" and k > start \
                and tokens[k - 1].word in ("for", "at") \
                and (k + 1 >= stop or wealth or match_noun(tokens, k + 1) is None):
            used.update((k - 1, k, *range(k + 1, wealth or k + 1)))
            add(c.deltas, "wealth", abs(int(t.value)))
        elif k not in used and t.kind == "num" and t.sign == "+" and sell_at is not None \
                and k > sell_at and (k + 1 >= stop or wealth or match_noun(tokens, k + 1) is None):
            used.update((k, *range(k + 1, wealth or k + 1)))
            add(c.deltas, "wealth", abs(int(t.value)))


def _wealth_after(tokens: list[Token], k: int, stop: int) -> int | None:
    """Where a Wealth unit right at tokens[k] ("W", "Wealth", "$") ends, or None."""
    if k >= stop:
        return None
    found = match_noun(tokens, k, allow_single_letter=True)
    return found[1] if found is not None and found[0].key == "wealth" and found[1] <= stop else None


# the verbs before a figure that make an unsigned one a cost ("uses 1 Raw")
_COST_VERBS = frozenset({"uses", "use", "consumes", "consume", "eats", "eat", "costs",
                         "cost", "spends", "spend", "feeds", "turns", "turning",
                         "converts", "converting", "changes", "using", "eating",
                         "takes", "burns"})


def _clause_figures(c: _Clause, farming: bool) -> tuple[list[Term], set[str]]:
    """The figures the clause gives its building, added to c.deltas: (the terms, the keys written
    without a sign). Unsigned, a figure after a verb of using is a cost and any other a gain."""
    ctx, tokens, start, stop, used = c.ctx, c.tokens, c.start, c.stop, c.used
    unsigned = set()
    clause_terms = ctx.terms(tokens, used, start=start, end=stop)
    if farming and not clause_terms:
        # "farm +1": a Farm makes Food, so a number alone there is Food
        for k in range(start, stop):
            t = tokens[k]
            if k not in used and t.kind == "num" and (k + 1 >= stop or tokens[k + 1].kind != "word"):
                used.add(k)
                clause_terms.append(Term("resource", "food", abs(int(t.value)), t.sign, k, k + 1))
    for t in clause_terms:
        if not t.sign:
            unsigned.add(t.key)
        before = {tokens[j].word for j in range(max(start, t.start - 2), t.start)
                  if tokens[j].kind == "word"}
        default = "-" if before & _COST_VERBS or _paid_for(clause_terms, t, before) else "+"
        add(c.deltas, t.key, signed_amount(t, default))
    return clause_terms, unsigned


def _paid_for(terms: list[Term], t: Term, before: set[str]) -> bool:
    """"makes 1 Basic Raw for 1 Food": after what the building makes, the figure after "for"
    is what it takes (unsigned, and only after a figure of another resource made)."""
    return "for" in before and not t.sign and t.key not in ("wealth", "vp") \
        and any(o.start < t.start and o.key != t.key and o.sign != "-" for o in terms)


def _releases(tokens: list[Token], start: int, stop: int, used: set[int],
              staff_after: list[str], converted: list[tuple[str, str]]) -> list[str]:
    released: list[str] = []
    for k in range(start, stop):
        t = tokens[k]
        if t.kind == "word" and t.word in ("release", "released", "releases", "releasing",
                                           "free", "freed", "dismiss", "dismissed"):
            used.add(k)
            j = k + 1
            while j < stop:
                c = colonist_word(tokens[j].text) if tokens[j].kind == "word" else None
                if c:
                    released.append(c)
                    used.add(j)
                elif tokens[j].kind == "word" and tokens[j].word in ("both", "all"):
                    released = list(staff_after)
                    used.add(j)
                elif not (tokens[j].kind == "punct" or tokens[j].word in ("and", "the", "to")):
                    break
                j += 1
            return released
        end = housing_at(tokens, k)
        if end is not None and k > start:
            prev = {tokens[j].word for j in range(max(start, k - 2), k) if tokens[j].kind == "word"}
            prev_arrow = any(tokens[j].kind == "arrow" for j in range(max(start, k - 2), k))
            if prev & {"to", "into", "back", "returns", "return", "returned"} or prev_arrow:
                used.update(range(k, end))
                # who goes: colonists named just before, "both"/"all", or the converted one
                subjects: list[str] = []
                j = k - 1
                while j >= start and j >= k - 6:
                    w = tokens[j]
                    if w.kind == "word" and w.word in ("both", "all", "everyone"):
                           subjects = list(staff_after)
                           used.add(j)
                           break
                    c = colonist_word(w.text) if w.kind == "word" else None
                    if c and j not in used:
                           subjects.insert(0, c)
                           used.add(j)
                    elif w.kind == "word" and w.word in ("to", "back", "go", "goes", "sent",
                                                         "send", "moved", "move", "returns",
                                                         "return", "and", "the"):
                           used.add(j)
                    elif w.kind == "punct" and w.value in (",", ";", "("):
                           break
                    elif w.kind not in ("arrow",):
                           break
                    j -= 1
                if not subjects:
                    subjects = [b for _, b in converted][:1] or staff_after[:1]
                return subjects
    return released


def finish(ctx: PostContext) -> None:
    steps = ctx.steps
    _blank_subsections(ctx)
    said_all = next((s.line for s in steps if s.kind == "all"), None)
    if said_all is not None and not any(s.kind == "skip" for s in steps):
        # "Production: everything": the checker asks which run when Food cannot feed them all
        ctx.field_lines["production_all"] = said_all
    if not any(s.kind in ("step", "skip", "none", "rest_idle") for s in steps):
        ctx.orders.production = None
        return
    named = {s.building_id for s in steps if s.kind in ("step", "skip")}
    out: list[ProductionStep] = []
    placed: set[int] = set()

    order = {key: n for n, key in enumerate(buildings())}

    def runnable(sub: str | None, staffed: bool = True) -> list[VBuilding]:
        found = []
        for b in sorted(ctx.buildings, key=lambda b: (
                _SUB_RANK.get(CATEGORY_SUBSECTION.get(buildings()[b.kind].category, "others"), 9)
                if b.kind in buildings() else 9, order.get(b.kind, 99), b.id)):
            cat = buildings().get(b.kind)
            if cat is None or cat.effect in _NOT_DEFAULT or not cat.takes_staff:
                continue
            if staffed and len(b.staff) < max(1, cat.min_staff):
                continue
            if sub is not None and CATEGORY_SUBSECTION.get(cat.category, "others") != sub:
                continue
            found.append(b)
        return found

    explicit_none = (any(s.kind == "none" for s in steps) and not any(s.kind == "step" for s in steps)) \
        or any(s.kind == "rest_idle" for s in steps)
    feeders = _feeders_first(runnable(None), named) \
        if not explicit_none or any(s.kind == "rest_idle" for s in steps) else []
    for s in steps:
        if s.kind == "step" and s.step is not None and s.building_id is not None:
            if s.building_id not in placed:
                out.append(s.step)
                placed.add(s.building_id)
        elif s.kind in ("summary", "all"):
            # a summary line runs its group's buildings in its place; it names none of them, so
            # one that cannot run is the claim's problem (the checker says why), not the rules'
            for b in runnable(s.subsection if s.kind == "summary" else None):
                if b.id not in named and b.id not in placed:
                    out.append(ProductionStep(b.id, implied=True))
                    placed.add(b.id)
    feeders = [b for b in feeders if b.id not in placed]
    eating = [k for k, step in enumerate(out) if _eats_or_takes(ctx, step.building_id)]
    # (only when the post names every building that eats: else the ones it leaves out run in
    # the default order, after the named ones, and the checker says which cannot be fed)
    short = _short_of_food(ctx, [out[k] for k in eating])
    left_out = any(b.id not in named and b.id not in placed and b not in feeders for b in runnable(None))
    if feeders and (explicit_none or (short and not left_out)):
        # (else they run after the named ones, in the default order)
        at = eating[0] if short and eating else len(out)
        out[at:at] = [ProductionStep(b.id, implied=True) for b in feeders]
        placed.update(b.id for b in feeders)
    rest_line = next((s.line for s in steps if s.kind == "rest_idle"), None)
    if rest_line is not None:
        # "rest idle": each building that would have run unasked is named idle on that line
        for b in runnable(None):
            if b.id not in named and b.id not in placed:
                steps.append(Step("skip", rest_line, building_id=b.id))
    if not explicit_none:
        # the buildings the post does not name run after the named ones, as the default order
        # runs them: one that cannot run (no staff, no input, no Food) is a note, not an error
        implied = [b for b in runnable(None, staffed=False)
                   if b.id not in named and b.id not in placed]
        for b in implied:
            out.append(ProductionStep(b.id, implied=True))
            placed.add(b.id)
        staffed = [b for b in implied if b in runnable(None)]
        if staffed:
            first_line = next(s.line for s in steps if s.kind in ("step", "skip"))
            ctx.info("dc.post.production_implied",
                     "Production also runs, after the buildings named: "
                     + ", ".join(f"{building_name(b.kind)} #{b.id}" for b in staffed),
                     first_line,
                     hint="write 'Name: idle' for a building that should not run")
    ctx.orders.production = out


def _short_of_food(ctx: PostContext, steps: list[ProductionStep]) -> bool:
    """The Food held cannot feed the staff of the buildings named (nor the Food a Market sells)."""
    by_id = {b.id: b for b in ctx.buildings}
    needed = sum(len(by_id[s.building_id].staff) if buildings()[by_id[s.building_id].kind].eats else 0
                 for s in steps if s.building_id in by_id and by_id[s.building_id].kind in buildings())
    needed += sum(1 for s in steps if s.sell == "food")
    return ctx.settlement.resources.get("food", 0) < needed


def _eats_or_takes(ctx: PostContext, building_id: int | None) -> bool:
    """The building's staff eat, or it takes an input (Food to sell, Raw to make Goods)."""
    b = next((b for b in ctx.buildings if b.id == building_id), None)
    spec = buildings().get(b.kind) if b is not None else None
    return spec is None or spec.eats or bool(spec.consume) or spec.effect not in ("produce",)


def _feeders_first(staffed: list[VBuilding], named: set[int]) -> list[VBuilding]:
    """The staffed buildings the post does not name whose staff eat nothing and that take no
    input (Farms): they run before the first named one that eats or takes an input, and "rest
    idle" leaves them running, as a GM runs them: "CC and Prison run" with two unnamed Farms
    counts the Farms' Food, and running them first can only add Food for the buildings named."""
    return [b for b in staffed if b.id not in named and not buildings()[b.kind].eats
            and not buildings()[b.kind].consume]


def _blank_subsections(ctx: PostContext) -> None:
    """A subsection of the template's Production left blank ("Harvesters:" with nothing after it)
    while another is filled in, when that group has staffed buildings: run or idle is not said,
    so the GM asks (the buildings named elsewhere in the post are not asked about)."""
    steps = ctx.steps
    if not any(s.kind in ("summary", "step", "skip") for s in steps):
        return
    named = {s.building_id for s in steps if s.kind in ("step", "skip")}
    for s in steps:
        if s.kind != "blank":
            continue
        left = [b for b in ctx.buildings if b.kind in buildings() and b.id not in named
                and buildings()[b.kind].takes_staff and b.staff
                and CATEGORY_SUBSECTION.get(buildings()[b.kind].category, "others") == s.subsection
                and not any(t.kind == "summary" and t.subsection == s.subsection for t in steps)]
        if left:
            names = ", ".join(f"{building_name(b.kind)} #{b.id}" for b in left)
            ctx.diag("dc.post.please_confirm",
                     f"Production: the line for {SUBSECTION_NAMES.get(s.subsection, s.subsection)} is left blank: does {names} run, "
                     "or stay idle?", s.line,
                     hint="write its figures (e.g. 'Harvesters: -1 Food, +1 Basic Raw') or 'idle'")


def eating_as_figures(text: str) -> str:
    """"Survey Station: the Skilled eats 1 Food → +1 Rare Raw": the staff that eats (the building's
    own) and the Food eaten written as the figure "-1 Food", as Production reads them; for the
    other sections whose buildings feed their staff (Survey Stations)."""
    if len(text) >= 2000 or not re.search(r"(?i)\b(?:eat|eats|eating|ate|uses|using|costs|consumes|"
                                          r"consuming|burns)\b", text):
        return text
    text = _OWNERS_STAFF_EATS.sub(r"\1 ", text)
    text = _STAFF_SPENDS.sub(" ", text)
    text = _EATS_FOOD.sub(r"-\1 ", text)
    return _EATS_N.sub(r" -\1 Food", text)


# "the Skilled eats 1 Food", "the Skilled uses 1 Food": the staff who eat, as the subject
_STAFF_SPENDS = compile_later(r"(?:(?<=^)|(?<=[:,;(])|(?<=\band)|(?<=\bthen))\s*(?:(?:the|my|its|their)\s+)?"
                              r"(?:unskilled|skilled|expert|criminal|soldier|officer|colonist|worker|guy|staff)s?"
                              r"\s+(?=(?:eats?|uses|consumes|burns)\s+\d)", re.IGNORECASE)


def _played_phase(tokens: list[Token]) -> set[int]:
    """The phase named after "played" ("CC +1 W (free, I played Production)"): why a colonist
    eats free, read with the line (no order)."""
    out = {k for k in range(1, len(tokens)) if tokens[k].kind == "word"
           and tokens[k].word in _PHASE_WORDS and tokens[k - 1].word in ("played", "play", "playing")}
    # "because of my Production bonus", "Production played": the same reason, outside brackets
    out.update(k for k in range(len(tokens) - 1) if tokens[k].kind == "word"
               and tokens[k].word in _PHASE_WORDS and tokens[k + 1].word in ("bonus", "effect", "played", "perk"))
    # "the Colony Center gives 1 Wealth", "yields +2 Food": a verb of yield before its figure
    out.update(k for k in range(len(tokens) - 1) if tokens[k].kind == "word"
               and tokens[k].word in _YIELDS and tokens[k + 1].kind == "num")
    # "(free colonist, Production played)", "(free w/ Production)", "(Production bonus)": the phase
    # whose played effect feeds a colonist free, said in a bracket: the reason, no order
    depth, group = 0, []
    for k, t in enumerate(tokens):
        if t.kind == "punct" and t.value == "(":
            depth, group = depth + 1, []
        elif t.kind == "punct" and t.value == ")" and depth:
            words = {tokens[j].word for j in group if tokens[j].kind == "word"}
            if words & _WHY_FREE:
                out.update(j for j in group if tokens[j].kind == "word"
                           and tokens[j].word in _PHASE_WORDS | _WHY_FREE)
            depth -= 1
        elif depth:
            group.append(k)
    return out | _free_clause_phase(tokens)


def _free_clause_phase(tokens: list[Token]) -> set[int]:
    """", free w/ Production", "; free thanks to my Production": the same reason as a clause of
    its own between commas, outside brackets: its phase word is the reason, no order."""
    out: set[int] = set()
    clause: list[int] = []
    for k, t in enumerate([*tokens, None]):
        if t is not None and not (t.kind == "punct" and t.value in ",;()."):
            clause.append(k)
            continue
        words = [tokens[j].word for j in clause]
        if ("free" in words and any(w in _PHASE_WORDS for w in words)
                and all(w in _PHASE_WORDS | _WHY_FREE | _FREE_LINKS for w in words)):
            out.update(j for j in clause if tokens[j].word in _PHASE_WORDS)
        clause = []
    return out


_FREE_LINKS = frozenset({"with", "w", "thanks", "to", "via", "from", "my", "the", "because", "of", "due",
                         "by", "as", "i", "is", "eats", "eat", "for", "one", "colonist", "since"})
_PHASE_WORDS = frozenset({"production", "prod", "organization", "organisation", "org"})
_YIELDS = frozenset({"gives", "give", "giving", "gave", "yields", "yield", "brings", "bring", "generates"})
_WHY_FREE = frozenset({"free", "played", "bonus", "effect", "borrowed", "borrowing", "borrow", "perk"})


# ". 4 staff eat, one is free (Production played) -> -3 food": how many colonists eat, the one the
# Production played effect feeds, and the Food eaten in total, closing the Production line
_N_EAT_FREE = compile_later(
    r"(?i)\s*[.;,]\s*(?P<n>\d{1,2})\s+(?:staff\s+|colonists\s+|people\s+|of\s+them\s+|workers\s+|guys\s+|mouths\s+)?"
    r"(?:eat|eating|to\s+feed)\s*[,;]?\s*(?:but\s+|and\s+)?(?P<free>one|1)\s+(?:of\s+them\s+)?(?:is\s+|eats\s+(?:for\s+)?)?free"
    r"(?:\s*\([^()]*\))?\s*(?:->|\u2192|=|,|so)\s*(?:so\s+)?(?P<total>[-\u2212]?\d{1,2})\s*(?:food|f)\s*[.!]?\s*$")


_N_EAT_THEN_FREE = compile_later(r"(?i)\s*[.;]\s*(?P<n>\d{1,2})\s+(?:staff\s+|colonists\s+|workers\s+|guys\s+|mouths\s+)?"
                                 r"eat\b(?P<free>\s*[,;]\s*[^,;.:()\d]{2,40}?\s(?:eats\s+(?:for\s+)?)?free\s*[.!]?\s*$)")


def _n_eat_then_free(ctx: PostContext, item: Item) -> Item:
    """". 2 eat, CC Expert free.": the colonists eating once the one named is fed free: the Food
    eaten in total (checked against the buildings named); the clause naming the free one is a
    remark."""
    m = _N_EAT_THEN_FREE.search(item.text)
    if m is None:
        return item
    ctx.info("dc.post.remark", f'"{m.group("free").strip(" ,;.!")}": the colonist fed free, read as a remark',
             item.line.number)
    return item.with_text(item.text[:m.start()] + f' (-{m.group("n")} food total)', item.subsection)


def _n_eat_free(ctx: PostContext, item: Item) -> str:
    """The closing count of eaters less the free one, as the Food eaten in total ("(-3 food
    total)", checked against the buildings named); a count less one that is not the total the
    player gives is an error naming the right sum (the total is checked as well)."""
    text = item.text
    m = _N_EAT_FREE.search(text)
    if m is None:
        return text
    n, total = int(m.group("n")), abs(int(m.group("total").replace("\u2212", "-")))
    if n - 1 != total:
        ctx.diag("dc.claim.mismatch", f'"{short(m.group(0).strip(" ,;."))}": {n} colonists eating, one '
                 f"fed free, eat {n - 1} Food, not {total}", item.line.number,
                 hint="correct the count or the Food eaten")
    return text[:m.start()] + f" (-{total} food total)"


# ", market guys eat 2 food", "; the harvester staff eat 2": the staff of the building(s) the clause
# before names, eating: that clause's Food figure
_GROUP_STAFF_EAT = compile_later(
    r"(?i)(?:\s*[,;]\s*(?:and\s+)?|\s+and\s+)(?:the\s+|my\s+|their\s+|both\s+)?(?P<name>[^\W\d_]+(?:\s+[^\W\d_]+)?)\s+"
    r"(?:guys|staff|workers|crews?|people|colonists|folks)\s+(?:eats?|use|consume)\s+(?P<n>\d{1,2})(?:\s*(?:food|f)\b)?")


def _group_staff_eat(text: str) -> str:
    """", market guys eat 2 food" after "markets sell 2 BG (+8)": "-2 food" in that clause, when
    the name is the one the clause before begins with (any other name is left as written)."""
    m = _GROUP_STAFF_EAT.search(text)
    if m is None:
        return text
    before = text[:m.start()]
    prev = re.sub(r"^(?:both|all|the|my|and|then)\s+", "", re.split(r"[,;:]", before)[-1].strip().lower())
    name = m.group("name").lower()
    if not prev or not (name in ("their", "its") or prev.startswith(name) or prev.startswith(name.rstrip("s"))):
        return text
    return before + f" -{m.group('n')} food" + text[m.end():]


# Production told in sentences: "The Lab Expert is my free colonist and makes 1 VP", "The
# University gets both Food": the building the sentence is about, before its verb
_CLAUSE_START = compile_later(r"(?:^|[.;:,!]\s*|\s(?:and|then|while)\s+)(?=[^.;:,!]*$)", re.IGNORECASE)
_STAFF_WORD = frozenset({"unskilled", "skilled", "expert", "criminal", "soldier", "officer", "guy", "staff",
                         "worker", "crew"})


def _subject_kind(before: str) -> str | None:
    """The building kind that the words at the end of `before` (a clause up to its verb) name and
    nothing else ("The Lab Expert", "my University"); None when they are not one building."""
    m = _CLAUSE_START.search(before)
    words = [t for t in tokenize(before[m.end():] if m else before) if t.kind == "word"]
    while words and words[0].word in ("the", "my", "our", "and", "then", "both"):
        words = words[1:]
    if words and words[-1].word.rstrip("s") in _STAFF_WORD:
        words = words[:-1]
        if words and re.search(r"['\u2019]s$", words[-1].word):      # "the Laboratory's Expert"
            words = words[:-1] + tokenize(re.sub(r"['\u2019]s$", "", words[-1].text))
    found = building_at(words, 0, fuzzy=False) if words else None
    return found.kind if found is not None and found.end == len(words) else None


# "... is my free colonist", "'s the free one": which colonist the Production played effect feeds
_IS_FREE = compile_later(r"(?i)\s+(?:is|'s|\u2019s)\s+(?:my|the)\s+free\s+(?:colonist|one|eater|guy|worker)\b"
                         r"(?:\s+this\s+round)?")
# "The University gets both Food", "the CC takes 1 Food": a building given Food eats it
_GETS_FOOD = compile_later(r"(?i)\s+(?:gets|takes|receives|is\s+given|gets\s+fed)\s+(?=(?:both|all\s+\d{1,2}|the\s+\d{1,2}|"
                           r"its\s+\d{1,2}|\d{1,2}|one|two)\s+(?:food|f)\b)")


def prose_subjects(text: str) -> str:
    """A Production line told in sentences, with the building as subject: "X is my free colonist"
    read as "X eats free" (the played effect's colonist, a remark where Production was played),
    and "X gets 2 Food" (any building but a Farm) as "X eats 2 Food", the Food it eats, a cost;
    a verb after anything but one building is left as written."""
    for pattern, verb in ((_IS_FREE, " eats free"), (_GETS_FOOD, " eats ")):
        for m in reversed(list(pattern.finditer(text))):
            kind = _subject_kind(text[:m.start()])
            if kind is None or (verb == " eats " and kind in ("farm", "farm_complex")):
                continue
            text = text[:m.start()] + verb + text[m.end():]
    return text


# "the Farm makes 1 Food; the Colony Center and the Rare Harvester eat it and my 1 Food": the Food
# just made ("it") and the Food held, eaten together
_EAT_IT_AND = compile_later(r"(?i)\b(?P<verb>eats?|ate|use|uses)\s+(?:it|that|this|them)\s+(?:and|plus|\+)\s+"
                            r"(?:my|the)\s+(?:other\s+|last\s+|stored\s+|spare\s+)?(?P<n>\d{1,2})\s+"
                            r"(?:more\s+|other\s+|stored\s+)?(?:food|f)\b(?:\s+i\s+(?:had|have|held|kept))?")
_FOOD_MADE = compile_later(r"(?i)(?:\+\s?|\b(?:makes?|made|produces?|produced|gives?|gave|grows?|grew|"
                           r"yields?)\s+(?:me\s+)?)(?P<n>\d{1,2})\s*(?:food|f)\b")


def eat_it_and_held(text: str) -> str:
    """"... eat it and my 1 Food": the Food the clause before made (its last Food figure) and the
    Food held, as the Food eaten ("eat 2 Food", checked); left as written when nothing before
    says how much Food was made."""
    for m in reversed(list(_EAT_IT_AND.finditer(text))):
        made = list(_FOOD_MADE.finditer(text[:m.start()]))
        if not made:
            continue
        eaten = int(made[-1].group("n")) + int(m.group("n"))
        text = text[:m.start()] + f"{m.group('verb')} {eaten} Food" + text[m.end():]
    return text


# "... goods factory 1 raw → 1 BG. 4 eat, food 4 → 5": a running total of one resource closing the
# Production line, from what is held before Production to what is left after it
_CLOSING_RUN = compile_later(r"(?i)\s*(?:[.;,]|(?<=[^\W\d_])\s+(?=\())\s*(?P<open>\()?\s*(?:so\s+|and\s+)?(?:my\s+)?"
                             r"(?P<res>[^\W\d_]{1,12}(?:\s+[^\W\d_]{1,6})?)\s*:?\s*"
                             r"(?P<was>\d{1,3})\s*(?:->|-->|=>|\u2192)\s*(?P<now>\d{1,3})\s*(?(open)\))\s*[.!]?\s*$")


def closing_running_total(ctx: PostContext, item: Item) -> Item:
    """The Production line without its closing running total ("..., food 4 → 5"): the figure
    before the arrow is checked against what is held before Production and the one after it
    against what is left after it (ctx.balances), and the clause is a remark; a clause whose words
    are not one resource stays as written."""
    m = _CLOSING_RUN.search(item.text)
    if m is None or not re.search(r"[^\W\d_]", item.text[:m.start()]):
        return item
    tokens = tokenize(m.group("res"))
    found = match_noun(tokens, 0, allow_single_letter=True) if tokens else None
    if found is None or found[1] != len(tokens) or found[0].kind not in ("resource", "wealth"):
        return item
    key = "production" + ("" if found[0].key == "wealth" else f":{found[0].key}")
    ctx.balances.append((item.line.number, key, int(m.group("was")), int(m.group("now"))))
    ctx.balances.append((item.line.number, key, None, int(m.group("now"))))
    ctx.info("dc.post.remark", f'"{short(m.group(0).strip(" ,;."))}": a running total before and after '
             "Production, checked, read as a remark", item.line.number)
    return item.with_text(item.text[:m.start()].rstrip(" ,;."), item.subsection)


# "Resort +2 W +1 VP (-4 food total). markets idle": the Food total, then buildings said to idle,
# closing the line: the total is the line's (the idle ones eat nothing)
_TOTAL_THEN_IDLE = compile_later(r"(?i)\s*(?P<total>\(\s*[+-]?\s?\d{1,2}\s*(?:food|f)\s+(?:eaten\s+)?(?:in\s+)?"
                                 r"(?:total|altogether|overall|all\s+together)\s*\))\s*[.;,]\s*"
                                 r"(?P<idle>(?:and\s+)?[^\W\d_][^()\d.;:]{0,60}?\b(?:idle|idles|idling|sit\s+idle|"
                                 r"sits\s+idle|stay\s+idle|stays\s+idle|off|don'?t\s+run|do\s+not\s+run|"
                                 r"does\s+not\s+run|doesn'?t\s+run)\b[^()\d.;:]{0,30}?)\s*[.!]?\s*$")


def total_before_idle(text: str) -> str:
    """"... (-4 food total). markets idle" read as "..., markets idle (-4 food total)": the idle
    clause before the line's Food total, which closes the line."""
    m = _TOTAL_THEN_IDLE.search(text)
    if m is None:
        return text
    return f"{text[:m.start()].rstrip(' ,;.')}, {m.group('idle').strip()} {m.group('total')}"


# "P: F +1, CC & Harv –2 F, +1 W +1 BR": a lone "F" opening a clause, before a gain and nothing
# else, where the other clauses name buildings: the Farm (its Food)
_F_CLAUSE = compile_later(r"(?i)(?:^|(?<=[,;]))(?P<pre>\s*)F\s*:?\s*(?=\+\s?\d{1,2}(?:\s*(?:f|food))?\s*(?:[,;]|$))")


def farm_letter(ctx: PostContext, text: str) -> str:
    """The line with each lone "F" before a gain read as "Farm", when the player has a Farm with
    staff and another clause of the line names a building ("F +1, W +2" stays: two resources)."""
    if not any(b.kind == "farm" and b.staff for b in ctx.buildings):
        return text
    others = _F_CLAUSE.sub(" ", text)
    tokens = tokenize(others)
    if not any(t.kind == "word" and building_at(tokens, k, fuzzy=False) is not None
               and tokens[k].word not in ("f", "w") for k, t in enumerate(tokens)):
        return text
    return _F_CLAUSE.sub(lambda m: f"{m.group('pre')}Farm ", text)


def either_building(ctx: PostContext, item: Item) -> bool:
    """"farm +1 food, cc or harvester": two buildings offered with "or" in Production, the player
    has not said which runs (or whether both do); asked, naming both. True when asked."""
    tokens = tokenize(item.text)
    for k, t in enumerate(tokens):
        if t.kind != "word" or t.word != "or" or k == 0:
            continue
        left = next((f for j in range(max(0, k - 3), k) if tokens[j].kind == "word"
                     and (f := building_at(tokens, j, fuzzy=False)) is not None and f.end == k), None)
        j = k + 1
        while j < len(tokens) and tokens[j].word in ("the", "my", "maybe"):
            j += 1
        right = building_at(tokens, j, fuzzy=False) if j < len(tokens) else None
        if left is None or right is None:
            continue
        ctx.diag("dc.post.please_confirm",
                 f'not accepted \u2014 please confirm: "{item.line.text}": {building_name(left.kind)} or '
                 f"{building_name(right.kind)}: which one runs (or do both)?", item.line.number,
                 hint="name each building that runs, e.g. 'Colony Center: -1 Food, +1 Wealth'")
        return True
    return False


_SAYS_FREE = compile_later(r"(?i)[^,;.:()]*\b(?:eats?\s+(?:for\s+)?free|(?:is|'s|\u2019s)\s+(?:my|the)\s+free\s+"
                           r"(?:colonist|one|eater|guy|worker))\b[^,;.:()]*")


def free_without_effect(ctx: PostContext, item: Item) -> None:
    """"The Lab Expert is my free colonist" from a player without the Production played effect:
    nobody of theirs eats free this round; an error naming why (the figures are still read)."""
    if ctx.has_effect("production"):
        return
    m = _SAYS_FREE.search(item.text)
    if m is not None:
        ctx.diag("dc.claim.mismatch", f'"{short(m.group(0).strip())}": no colonist of yours eats free this '
                 "round: only the player of Production (or an Organization player who takes its played "
                 "effect) feeds one colonist free", item.line.number,
                 hint="count the Food of every colonist who works")


# "My Farm makes 1 Food, so I have 2.": the Food held after the Food made before it on the line
_SO_I_HAVE = compile_later(r"(?i)(?:\s*[,;]\s*|\s+)(?:so|and|which\s+makes|that\s+makes)\s+(?:now\s+)?(?:i\s+(?:now\s+)?"
                           r"(?:have|got|hold)|i'?ve\s+got|i'?m\s+(?:at|on))\s+(?P<n>\d{1,2})(?:\s+(?:food|f)\b)?"
                           r"(?:\s+now)?\s*(?=[.;,!]|$)")


def so_i_have(ctx: PostContext, item: Item) -> Item:
    """The line without "..., so I have 2" after the Food made so far ("My Farm makes 1 Food"):
    the Food held before Production and that Food, checked (an error naming the sum when it is
    not), a remark; left as written when something before it on the line is not a Food gain,
    or a Survey Station may have eaten before Production."""
    m = _SO_I_HAVE.search(item.text)
    before = item.text[:m.start()] if m is not None else ""
    made = list(_FOOD_MADE.finditer(before))
    if m is None or not made or re.search(r"[-\u2212]\s?\d|\beats?\b", before) \
            or any(b.kind == "survey_station" for b in ctx.buildings):
        return item
    held = ctx.settlement.resources.get("food", 0) + sum(int(x.group("n")) for x in made)
    said = short(m.group(0).strip(" ,;"))
    if held != int(m.group("n")):
        ctx.diag("dc.claim.mismatch", f'"{said}": you wrote {m.group("n")} Food; with the '
                 f"{ctx.settlement.resources.get('food', 0)} you hold, the rules give {held}", item.line.number,
                 hint="correct the figure, or leave the running total out")
    else:
        ctx.info("dc.post.remark", f'"{said}": the Food you hold, checked, read as a remark', item.line.number)
    return item.with_text(item.text[:m.start()] + item.text[m.end():], item.subsection)


# "CC +1 Wealth and he eats free", "harvester +1 raw, she eats for free": the colonist of the building
# just named fed free by the Production played effect, said with a pronoun
_PRONOUN_EATS_FREE = compile_later(r"(?i)(?:\s*,\s*(?:and\s+)?|\s+and\s+)(?:he|she|they|its\s+(?:colonist|staff|worker|guy))"
                                   r"\s+(?:eats?|is\s+fed|are\s+fed)\s+(?:for\s+)?free\b(?:\s*\((?:played|production|prod)\))?"
                                   r"(?=\s*(?:[,;.!]|$))")


def _pronoun_eats_free_out(ctx: PostContext, item: Item) -> Item:
    """The Production line without "and he eats free" after a building's figures (the played
    effect's free colonist, the rules' to place: the same Food), reported as a remark."""
    for m in reversed(list(_PRONOUN_EATS_FREE.finditer(item.text))):
        if not re.search(r"\d", item.text[:m.start()]):
            continue    # (no building's figures before it: the pronoun points at nothing read)
        said = m.group(0).strip(" ,;")
        if ctx.played == "production" or ctx.has_effect("production"):
            ctx.info("dc.post.remark", f'"{said}": the colonist fed free, read as a remark', item.line.number)
        else:
            ctx.diag("dc.post.please_confirm", f'"{said}": no colonist eats free: that is the Production '
                     "played effect, and you do not have it this round", item.line.number,
                     hint="leave it out; every colonist who works eats 1 Food")
        item = item.with_text(item.text[:m.start()] + item.text[m.end():], item.subsection)
    return item


# "Prison: 2 criminals eat 2 food", "both Unskilled eat 2 Food": how many staff eat, and the Food they eat
_N_STAFF_EAT = compile_later(r"(?:(?<=^)|(?<=[:,;(.])|(?<=\band)|(?<=\bthen))\s*(?:(?:the|my|its|their|all|both)\s+)?"
                             r"(?P<count>\d{1,2}|two|three|four|both)\s+(?:of\s+(?:the|my)\s+)?"
                             r"(?:unskilled|skilled|experts?|criminals?|crims?|soldiers?|officers?|colonists?|workers?|"
                             r"guys|staff|people)\s+(?=(?:eats?|use|consume)\s+(?P<n>\d{1,2})\b)", re.IGNORECASE)
_COUNTS = {"two": 2, "both": 2, "three": 3, "four": 4}


def _n_staff_eat(m: re.Match[str]) -> str:
    """The staff count before "eat N food" left out when it is N (one Food each: the Food figure,
    checked, says it all); another count stays, to be read as a figure and queried."""
    count = m.group("count").lower()
    if _COUNTS.get(count, int(count) if count.isdigit() else -1) != int(m.group("n")):
        return m.group(0)
    return " "


# "cc + harvester run, cc is the free one → +1 w, +1 raw, -1 food": which colonist is fed free,
# said as a clause between the buildings run and their figures after an arrow
_FREE_BEFORE_ARROW = compile_later(r"(?i)\s*[,;]\s*(?:and\s+)?(?P<who>(?:the\s+|my\s+)?[^,;:()\d\u2192>]{1,40}?)\s*"
                                   r"(?:is|'s|\u2019s)\s+(?:my\s+|the\s+)?free(?:\s+(?:one|colonist|eater))?\s*"
                                   r"(?=\u2192|->|=>|-->)")


def free_clause_before_arrow_out(ctx: PostContext, item: Item) -> Item:
    """The Production line without ", cc is the free one" before an arrow and the figures of the
    buildings named before it: a remark on which colonist the played effect feeds (the same
    Food whichever it is; a player without the effect is told by free_without_effect), kept
    only when it names one of the player's buildings."""
    m = _FREE_BEFORE_ARROW.search(item.text)
    if m is None or not ctx.has_effect("production"):
        return item
    who = re.sub(r"(?i)^(?:the|my)\s+", "", m.group("who").strip())
    tokens = tokenize(who)
    found = building_at(tokens, 0, fuzzy=False) if tokens else None
    if found is None or found.end != len(tokens):
        return item
    ctx.info("dc.post.remark", f'"{m.group(0).strip(" ,;")}": the colonist fed free, read as a remark',
             item.line.number)
    return item.with_text(item.text[:m.start()] + " " + item.text[m.end():], item.subsection)


# "cc -1 +1 W": a building's bare minus before what it makes is the Food its staff eat
_BARE_EAT = compile_later(r"(?i)(?P<head>(?:^|[,;:]\s*)(?P<b>[^\W\d_][^,;:()\d]{0,30}?)\s+)(?P<n>-\d{1,2})"
                          r"(?=\s*(?:,\s*)?\+\d{1,2}\s*[^\W\d_])")


def bare_eat_as_food(text: str) -> str:
    """`text` with "cc -1 +1 W" read as "cc -1 food +1 W": the bare minus after one of the
    game's buildings, before a gain with its unit, is the Food eaten (then checked as any)."""
    def one(m: re.Match[str]) -> str:
        tokens = tokenize(m.group("b"))
        found = building_at(tokens, 0, fuzzy=False) if tokens else None
        if found is None or found.end != len(tokens):
            return m.group(0)
        return f"{m.group('head')}{m.group('n')} food"
    return _BARE_EAT.sub(one, text)


# "complex 2 + 1 bonus", "Farm Complex +2 +1 bonus": a complex's output said as its base and its
# bonus; the two are its figure (checked as one against what it makes)
_BASE_PLUS_BONUS = compile_later(r"(?i)(?P<head>\b[^\W\d_]+\s+)(?P<sign>\+)?(?P<a>\d{1,2})\s*\+\s*(?P<b>\d{1,2})"
                                 r"(?P<unit>\s+[^\W\d_]+)??(?P<bonus>\s*(?:\(\s*bonus\s*\)|bonus\b))?")


def _base_plus_bonus(text: str) -> str:
    """`text` with "complex 2 + 1 bonus" read as "complex 3": the base and the bonus after a
    building's name, summed (a Complex's bonus is part of what it makes)."""
    def one(m: re.Match[str]) -> str:
        tokens = tokenize(m.group("head"))
        complex_named = m.group("head").strip().lower() in ("complex", "cplx")
        found = building_at(tokens, 0, fuzzy=False)
        if found is None and not complex_named:
            return m.group(0)
        if not m.group("bonus") and not (complex_named or found.kind.endswith("_complex")):
            return m.group(0)    # ("complex 2+1": a Complex's base and bonus, the word left out)
        unit = m.group("unit") or ""
        return f"{m.group('head')}{m.group('sign') or ''}{int(m.group('a')) + int(m.group('b'))}{unit}"
    return _BASE_PLUS_BONUS.sub(one, text)


# "everything except the prison (not enough food): farms +2, CC +2 W, ...": the building left idle
# named first, then each running building's figures after a colon
_ALL_BUT_THEN_FIGURES = compile_later(r"(?i)^\W*(?:everything|all(?:\s+of\s+it)?|all\s+buildings)\s+(?:except|but|minus|apart\s+from)\s+"
                                      r"(?:the\s+|my\s+)?(?P<idle>[^\W\d_][^:()\d,;]{0,40}?)\s*(?P<why>\([^()]{0,60}\))?\s*"
                                      r"(?::|\u2192|->)\s*(?P<figures>[^\u2192:]*?[+-]\s?\d.*)$")


def all_but_then_figures(ctx: PostContext, item: Item) -> Item:
    """"everything except the prison (not enough food): farms +2, CC +2 W" -> "farms +2, CC +2 W,
    prison idle": the figures of the buildings that run, and the one named idle (when it names
    one of the player's buildings); its reason in brackets a remark."""
    m = _ALL_BUT_THEN_FIGURES.match(item.text)
    tokens = tokenize(m.group("idle").strip())
    found = building_at(tokens, 0, fuzzy=False) if tokens else None
    if found is None or found.end != len(tokens):
        return item
    if m.group("why"):
        ctx.info("dc.post.remark", f'"{m.group("why")}": why it is idle, read as a remark', item.line.number)
    return item.with_text(f'{m.group("figures").strip()}, {m.group("idle").strip()} idle', item.subsection)


# "farms +4 (farm 1, complex 2 + 1 bonus)": the Farms' total, then what each Farm makes in brackets
_FARMS_BREAKDOWN = compile_later(r"(?i)\bfarms\s*\+(?P<total>\d{1,2})(?:\s+food|\s+f)?\s*\((?P<parts>[^()]*\d[^()]*)\)")
_FARM_PART = compile_later(r"(?i)^\s*(?P<name>farm\s+complex|complex|cplx|farm)\s*[:=]?\s*\+?(?P<n>\d{1,2})(?:\s+food|\s+f)?\s*$")


def farms_breakdown_out(ctx: PostContext, item: Item) -> Item:
    """The Production line without "(farm 1, complex 2 + 1 bonus)" after "farms +4": each part
    names the one Farm or Farm Complex the player has, and its figure (base and bonus summed)
    is checked against what that building makes (an error names the right value); the parts
    must add up to the total, which is checked as the Farms' figure. Anything else in the
    bracket leaves the line as written."""
    from gm_tool.games.distant_colony.rules.catalogue import buildings

    m = _FARMS_BREAKDOWN.search(item.text)
    kinds = buildings()
    said = 0
    for part in re.split(r"\s*[,;]\s*", _base_plus_bonus(m.group("parts"))):
        p = _FARM_PART.match(part)
        if p is None:
            return item
        kind = "farm" if p.group("name").lower() == "farm" else "farm_complex"
        mine = [b for b in ctx.buildings if b.kind == kind]
        if len(mine) != 1:
            return item
        spec, b = kinds[kind], mine[0]
        makes = spec.output.get("food", 0) + (spec.bonus.get("food", 0) if len(b.staff) >= spec.slots else 0)
        if not b.staff:
            makes = 0
        if int(p.group("n")) != makes:
            ctx.diag("dc.claim.mismatch", f'"{part.strip()}": {spec.name} #{b.id} makes {makes} Food this round',
                     item.line.number, hint="correct the figure in brackets")
        said += int(p.group("n"))
    if said != int(m.group("total")):
        ctx.diag("dc.claim.mismatch", f'"{m.group(0)}": the parts in brackets add up to {said}, not '
                 f'{m.group("total")}', item.line.number, hint="correct the total or its parts")
    ctx.info("dc.post.remark", f'"({m.group("parts")})": what each Farm makes, checked', item.line.number)
    return item.with_text(item.text[:m.end() - len(m.group("parts")) - 2].rstrip() + item.text[m.end():],
                          item.subsection)


# "..., 4 Food for the four of them.", "; 3 food between all of them", ", 2 Food to feed both": the
# Food the line's buildings eat together, said after them (read as "(-4 food total)", checked)
_FOOD_FOR_THEM = compile_later(r"(?i)\s*[,;]\s*(?:and\s+)?(?P<n>[-\u2212]?\s?\d{1,2})\s*(?:food|f)\s+"
                               r"(?:(?:eaten\s+)?(?:for|between|among|by)|to\s+feed|feeds|feeding)\s+"
                               r"(?:the\s+|those\s+|these\s+|all\s+)?(?:(?:two|three|four|five|six|seven|eight|both|all|them)"
                               r"(?:\s+of\s+(?:them|us))?|\d\s+of\s+them)(?:\s+(?:staff|colonists|workers|guys|people|eaters|mouths))?"
                               r"(?=\s*(?:[.;,!]|$))")


def _food_for_them(m: re.Match[str]) -> str:
    n = m.group("n").replace("\u2212", "").replace("-", "").replace(" ", "")
    return f" (-{n} food total)"


# "Prison (2 crims, +4 Wealth)", "Resort (S + U: +2 W, +1 VP)", "Lab (the Expert, +1 VP)": who staffs
# the building, said in its bracket before its figures
_STAFF_BRACKET = compile_later(r"(?i)(?P<name>[^\W\d_]+(?:[ .]+[^\W\d_]+){0,3})\s*\(\s*"
                               r"(?P<staff>(?:(?:the|my)\s+)?(?:(?:\d|one|two|three|a|an)\s+)?[^\W\d_]+"
                               r"(?:\s*(?:\+|&|and|,)\s*(?:(?:the|my)\s+)?(?:(?:\d|one|two|three|a|an)\s+)?[^\W\d_]+){0,3})"
                               r"\s*[,;:]\s*(?=[+\-\u2212]\s?\d)")
_HOW_MANY = {"one": 1, "two": 2, "three": 3, "a": 1, "an": 1}


def _staff_in_brackets_out(ctx: PostContext, text: str) -> str:
    """The line without the staff named in a building's bracket ("Prison (2 crims, +4 Wealth)" ->
    "Prison (+4 Wealth)") when they are exactly who staffs that building of the player's; as
    written otherwise (a count that is not its staff stays a figure, and is checked)."""
    def one(m: re.Match[str]) -> str:
        staff: dict[str, int] = {}
        for part in re.split(r"(?i)\s*(?:\+|&|\band\b|,)\s*", m.group("staff").strip()):
            words = [w for w in part.split() if w.lower() not in ("the", "my")] or part.split()
            n = int(words[0]) if words[0].isdigit() else _HOW_MANY.get(words[0].lower()) if len(words) == 2 else 1
            kind = colonist_word(words[-1]) or (_LETTER.get(words[-1].lower()) if len(words[-1]) == 1 else None)
            if kind is None or n is None:
                return m.group(0)
            staff[kind] = staff.get(kind, 0) + n
        tokens = tokenize(m.group("name"))
        for i in range(len(tokens)):
            found = building_at(tokens, i, fuzzy=False)
            if found is not None and found.end == len(tokens):
                break
        else:
            return m.group(0)
        mine = [b for b in ctx.buildings if b.kind == found.kind]
        if len(mine) != 1 or {c: mine[0].staff.count(c) for c in set(mine[0].staff)} != staff:
            return m.group(0)
        return m.group(0)[:m.start("staff") - m.start()].rstrip() + " "
    return _STAFF_BRACKET.sub(one, text)


# "factory raw -> 1 bg", "agf RR → 1 RG": a factory's input bare, its one output counted
_ARROW_ONE = compile_later(r"(?<![\d+\-\u2212])\b([A-Za-z]+(?:\s+[A-Za-z]+)?)\s*(?:\u2192|->|=>|-->)\s*1\s+"
                           r"([A-Za-z]+(?:\s+[A-Za-z]+)?)\b(?!\s*\d)")


def _arrow_one(m: re.Match[str]) -> str:
    """"raw -> 1 bg" read as "raw -> bg" (one made of one: `bare_arrow_conversion`) when both
    sides name resources; as written otherwise."""
    bare = f"{m.group(1)} -> {m.group(2)}"
    read = bare_arrow_conversion(bare)
    return read if read != bare else m.group(0)


# "Market -1 Food, sells 1 BG +4 W; Market guy is my free one (+1 Food)": the building's figures
# count every colonist eating, and a closing clause names the colonist fed free with the Food it
# gives back
_FREE_REFUND = compile_later(r"(?i)\s*[,;.]\s*(?:and\s+)?(?:the\s+|my\s+)?(?P<who>[^\W\d_][^,;:()\d\u2192>]{0,40}?)\s*"
                             r"(?:(?:is|'s|\u2019s)\s+(?:my\s+|the\s+)?free(?:\s+(?:one|colonist|eater))?|"
                             r"eats?\s+(?:for\s+)?free|(?:is\s+)?fed\s+(?:for\s+)?free|free)"
                             r"\s*\(\s*(?:so\s+)?\+\s?(?P<n>\d)\s*(?:food|f)"
                             r"(?:\s+(?:back|saved|refunded))?\s*\)\s*[.!]?\s*$")
_STAFF_WORDS = compile_later(r"(?i)(?:['\u2019]s)?(?:\s+(?:guy|colonist|worker|staff|unskilled|skilled|expert|"
                             r"criminal|soldier|officer|person|one))+$")


def free_refund_out(ctx: PostContext, item: Item) -> Item:
    """The Production line with a closing "Market guy is my free one (+1 Food)" read as "+1
    Food" on the building named just before it (its figures counted its staff eating; the
    clause gives the free meal back), when the player has the Production played effect and the
    clause names that same building; otherwise the line as written."""
    m = _FREE_REFUND.search(item.text)
    if m is None or not ctx.has_effect("production"):
        return item
    who = _STAFF_WORDS.sub("", re.sub(r"(?i)^(?:the|my)\s+", "", m.group("who").strip()))
    tokens = tokenize(who)
    found = building_at(tokens, 0, fuzzy=False) if tokens else None
    if found is None or found.end != len(tokens):
        return item
    before = tokenize(item.text[:m.start()])
    last = None
    for i in range(len(before)):
        hit = building_at(before, i, fuzzy=False) if before[i].kind == "word" else None
        if hit is not None:
            last = hit.kind
    if last != found.kind:
        return item
    ctx.info("dc.post.remark", f'"{m.group(0).strip(" ,;.")}": the colonist fed free, its Food given back '
             f"on the {building_name(found.kind)}'s figures", item.line.number)
    return item.with_text(item.text[:m.start()] + f", +{m.group('n')} Food", item.subsection)


# "my Colony Center worker eats for free because I played Production, so I get 1 Wealth": the
# gain after the clause naming the colonist fed free is that building's
_FREE_THEN_GAIN = compile_later(r"(?i)(?:^|(?<=[,;]))(?P<free>[^,;:()\d]*\b(?:eats?\s+(?:for\s+)?free|is\s+(?:my\s+|the\s+)?"
                                r"free(?:\s+one)?)\b[^,;:()\d]*)[,;]\s*(?:and\s+)?(?:so\s+|which\s+|that\s+)?"
                                r"(?:(?:i|it|he|she|they|that)\s+)?(?:get|gets|make|makes|earn|earns|produce|produces|"
                                r"give|gives|bring|brings|gain|gains)\s+(?:me\s+)?\+?(?P<n>\d{1,2})\s*"
                                r"(?P<res>[^\W\d_]+(?:\s+goods|\s+raw)?)\b")


def free_then_gain(text: str) -> str:
    """`text` with "my CC worker eats for free ..., so I get 1 Wealth" read as "my CC worker
    eats for free ..., CC +1 Wealth": the gain told after the clause naming the colonist fed
    free is the figure of the one building that clause names (none or two: as written)."""
    def one(m: re.Match[str]) -> str:
        tokens = tokenize(m.group("free"))
        hits = [h for i in range(len(tokens)) if tokens[i].kind == "word"
                and (h := building_at(tokens, i, fuzzy=False)) is not None]
        if len({h.kind for h in hits}) != 1:
            return m.group(0)
        return f'{m.group("free")}, {hits[0].written} +{m.group("n")} {m.group("res")}'
    return _FREE_THEN_GAIN.sub(one, text)


def _eaten_as_figures(item: Item) -> Item:
    """The Production line with the Food its staff eat, told in words, as figures: "the CC's
    Unskilled eats 1 Food" and "Skilled there eats 1" (the building eats), "eats 2 Food" and
    "(2 Food eaten)" (checked as "-2 Food"), "colony center eat 1 and make 1 wealth"."""
    if _OWNERS_STAFF_EATS.search(item.text):
        item = item.with_text(_OWNERS_STAFF_EATS.sub(r"\1 ", item.text), item.subsection)
    if _STAFF_EATS.search(item.text):
        item = item.with_text(_STAFF_EATS.sub(" ", item.text).strip(), item.subsection)
    if _EATS_FOOD.search(item.text):
        item = item.with_text(_EATS_FOOD.sub(r"-\1 ", item.text), item.subsection)
    if _FOOD_EATEN.search(item.text):
        item = item.with_text(_FOOD_EATEN.sub(r"-\1 Food", item.text), item.subsection)
    if _EATS_N.search(item.text):
        item = item.with_text(_EATS_N.sub(r" -\1 Food", item.text), item.subsection)
    return item


# "The Prison runs with its two Criminals (-2 Food, +4 Wealth)", "Prison w/ both crims -2 food
# +4 W", "Lab staffed by the Expert: +1 VP": who staffs the building, said with it in words; the
# figures after it are the building's (a bracket of staff is `_staff_in_brackets_out`'s)
_STAFF_NOUN = r"(?:unskilled|skilled|experts?|criminals?|crims?|soldiers?|officers?)\b"
_STAFF_ONE = r"(?:(?:its|the|my|her|his|their|our)\s+)?(?:(?:\d|one|two|three|both|all)\s+)?" + _STAFF_NOUN
_STAFF_WITH = compile_later(r"(?i)(?P<sep>\s+(?:with|w/|staffed\s+by|manned\s+by|worked\s+by|run\s+by)\s+)"
                            r"(?P<staff>" + _STAFF_ONE + r"(?:\s*(?:\+|&|\band\b|,)\s*" + _STAFF_ONE + r"){0,3})"
                            r"(?!\s*(?:from|to|into|in|at|and|&|\+)\b)")
_STAFF_VERBS = frozenset({"runs", "run", "running", "works", "working", "is", "operates", "fully", "staffed"})
_STAFF_HOW_MANY = {"one": 1, "two": 2, "three": 3, "both": 2}


def staff_with_out(ctx: PostContext, text: str) -> str:
    """The line without the staff said with a building in words ("The Prison runs with its two
    Criminals (-2 Food, +4 Wealth)" -> "The Prison runs (-2 Food, +4 Wealth)") when the building
    just before is one of the player's and those colonists staff it (a count said is its count of
    that kind); as written otherwise (left for the reader: a count that is not its staff is
    checked as a figure)."""
    def one(m: re.Match[str]) -> str:
        clause = re.split(r"[,;:.()]", text[:m.start()])[-1]
        tokens = tokenize(clause)
        found, end = None, 0
        for i in range(len(tokens)):
            hit = building_at(tokens, i, fuzzy=False)
            if hit is not None:
                found, end = hit, hit.end
        rest = [t.word for t in tokens[end:]]
        if found is None or any(w not in _STAFF_VERBS for w in rest):
            return m.group(0)
        mine = [b for b in ctx.buildings if b.kind == found.kind]
        if len(mine) != 1 or not _staff_said_is(m.group("staff"), [s.lower() for s in mine[0].staff]):
            return m.group(0)
        return " "
    return _STAFF_WITH.sub(one, text)


def _staff_said_is(said: str, staff: list[str]) -> bool:
    """The colonists `said` ("its two Criminals", "the Unskilled and the Skilled") are all in
    `staff`, each counted one as many times as the building has them."""
    for part in re.split(r"(?i)\s*(?:\+|&|\band\b|,)\s*", said.strip()):
        words = [w for w in part.split() if w.lower() not in ("its", "the", "my", "her", "his", "their", "our")]
        kind = colonist_word(words[-1]) if words else None
        if kind is None or staff.count(kind) == 0:
            return False
        if len(words) == 2:
            n = int(words[0]) if words[0].isdigit() else _STAFF_HOW_MANY.get(words[0].lower())
            if words[0].lower() != "all" and n != staff.count(kind):
                return False
        elif len(words) == 1 and words[0].lower().endswith("s") and staff.count(kind) < 2 \
                and kind != "unskilled":
            return False
    return True


def _free_eater_bracket(tokens: list[Token], k: int) -> int | None:
    """"(harvester free)", "(the Lab's Expert eats free)": a bracket at `k` naming one building
    (or colonist) and that it eats free, the Production played effect's remark: the index after
    its closing bracket; None when the bracket says anything else."""
    if tokens[k].kind != "punct" or tokens[k].value != "(":
        return None
    close = next((j for j in range(k + 1, len(tokens)) if tokens[j].kind == "punct" and tokens[j].value == ")"), None)
    if close is None:
        return None
    inner = tokens[k + 1:close]
    if any(t.kind == "num" for t in inner):
        return None
    # ("(harvester's guy free)": the possessive read as the building)
    inner = tokenize(re.sub(r"(?i)(?<=[a-z])['\u2019]s\b", "", " ".join(t.text for t in inner)))
    words = [t.word for t in inner if t.kind == "word"]
    if "free" not in words:
        return None
    named = [j for j in range(len(inner)) if inner[j].kind == "word" and building_at(inner, j, fuzzy=False)]
    rest = {w for j, w in enumerate(words) if building_at(inner, j, fuzzy=False) is None}
    if len(named) != 1 or not rest <= _FREE_WORDS | {t.word for t in inner[named[0]:named[0] + 3]}:
        return None
    return close + 1


_FREE_WORDS = frozenset({"free", "eats", "eat", "is", "the", "my", "s", "one", "for", "feeds", "fed",
                         "staff", "expert", "skilled", "unskilled", "criminal", "guy", "colonist"})


# "... except the Market. Harvester eats free. Farms +2": which colonist the Production played
# effect feeds, said in a sentence of its own between full stops (no figure in it)
_EATS_FREE_SENTENCE = compile_later(r"(?:(?<=[.!])|^)\s*[^,;:().!?\d]{0,40}\b(?:eats?\s+(?:for\s+)?free|"
                                    r"(?:is|'s|\u2019s)\s+(?:my\s+|the\s+)?free(?:\s+one)?)\b\s*[.!]+(?=\s|$)",
                                    re.IGNORECASE)


# "prod: farm +1, CC free +1 W → 3 food": after the line's last signed figure, an arrow to the Food
# held once Production is done (no building makes Food from an input: never a conversion)
_CLOSING_HELD = compile_later(r"(?i)[+\-\u2212]\d{1,2}(?P<unit>\s*[^\W\d_]{0,8})?(?:\s*\([^()\d]{0,30}\))?"
                              r"(?P<clause>\s*(?:\u2192|->|-->|=>)\s*(?:so\s+|now\s+)?(?P<now>\d{1,3})\s*(?:food|f)\s*"
                              r"(?:left|now|total|held)?\s*[.!]?\s*)$")


def closing_food_held(ctx: PostContext, item: Item) -> Item:
    """The Production line without its closing "→ 3 food": the Food held after Production,
    checked against what is left then (ctx.balances) and read as a remark."""
    m = _CLOSING_HELD.search(item.text)
    if m is None or not re.search(r"[^\W\d_]", item.text[:m.start()]):
        return item
    ctx.balances.append((item.line.number, "production:food", None, int(m.group("now"))))
    ctx.info("dc.post.remark", f'"{short(m.group("clause").strip(" ,;."))}": the Food held after Production, '
             "checked, read as a remark", item.line.number)
    return item.with_text(item.text[:m.start("clause")].rstrip(" ,;."), item.subsection)


# "Prison +4 W (-5 Food for the five of them)", "(-3 f between all of them)": the Food eaten by the
# staff of the line's buildings, in a bracket closing the line: the line's Food in total
_FOOD_FOR_THEM_BRACKET = compile_later(
    r"(?i)\s*\(\s*(?P<n>[-\u2212]\s?\d{1,2})\s*(?:food|f)\s+(?:(?:eaten\s+)?(?:for|between|among|by)|to\s+feed|"
    r"feeds|feeding)\s+(?:the\s+|those\s+|these\s+|all\s+)?(?:(?:two|three|four|five|six|seven|eight|nine|both|"
    r"all|them|everyone|everybody)(?:\s+of\s+(?:them|us))?|\d\s+of\s+them)(?:\s+(?:staff|colonists|workers|guys|"
    r"people|eaters|mouths))?\s*\)\s*[.!]?\s*$")


# "CC +1 VP (-3 food; the CC Expert eats free)", "(-3 f - one of them eats free)": the line's Food
# figure in a bracket, then who eats free after a semicolon, comma or spaced dash
_FOOD_BRACKET_FREE = compile_later(
    r"(?i)(?P<food>\(\s*[-\u2212]\s?\d{1,2}\s*(?:food|f)\b(?:\s+(?:in\s+)?total|\s+eaten)?)"
    r"(?P<free>\s*(?:[;,]|\s[-\u2013\u2014])\s*[^()\d;,]{0,50}?\b(?:eats?\s+(?:for\s+)?free|"
    r"(?:is|'s|\u2019s)\s+(?:my\s+|the\s+)?free(?:\s+one)?)\s*)\)")


def _food_bracket_free_out(ctx: PostContext, item: Item) -> Item:
    """The line with who eats free taken out of a Food bracket ("(-3 food; the CC Expert eats
    free)" -> "(-3 food)"): a remark of the Production played effect (the rules feed the first one
    eating); the Food figure stays and is checked as ever. Left as written without the effect."""
    m = _FOOD_BRACKET_FREE.search(item.text)
    if m is None or not ctx.has_effect("production"):
        return item
    ctx.info("dc.post.remark", f'"{short(m.group("free").strip(" ;,-"))}": the colonist fed free, read as a remark',
             item.line.number)
    return item.with_text(item.text[:m.end("food")] + item.text[m.end("free"):], item.subsection)

