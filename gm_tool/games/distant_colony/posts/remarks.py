"""Remarks in parentheses on a turn line, skipped with an info (docs/reading.md, "Remarks").

Players add remarks to their lines: "Survey: +2 Wealth (my card)", "Organization: none (the new
guy waits in Temporary Housing)". A top-level "(...)" group (not inside "[...]", not "(s)" or a
building number "(7)") is read as usual when every word in it is understood. Otherwise it is
split at "," and ";" and each part is kept only if it says something that matters for the
section (see _signals): an amount, a colonist with a place, a colonist type in Colonisation, a
bonus/idle word in Production, a partner in Player Trade... or, failing that, a place, building,
colonist or resource named among fewer unknown words, when the line has not already said what
the section needs outside the parentheses. Parts not kept are remarks. After "none", "nothing",
"no moves"... every group is a remark.

`drop_remarks` is the section table's `prepare` step: it runs on every turn line before the
section's handler.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from functools import lru_cache

from gm_tool.core.kit.matching import fold
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading.sections import Item, short
from gm_tool.core.kit.reading.sentences import (breakdown_of, fact_clauses_out, general_rule, holding_aside, rate_remark,
                                                self_state_clauses_out,
                                                running_sum)
from gm_tool.core.kit.reading.tokens import Token, tokenize
from gm_tool.games.distant_colony.posts.context import PostContext
from gm_tool.games.distant_colony.posts.phrases import says_nothing
from gm_tool.games.distant_colony.posts.spaces import may_end
from gm_tool.games.distant_colony.posts.vocabulary import (COLONISTS_ANY, FILLER, GRAMMAR_WORDS,
                                                           NOTHING_ELSE, NUMBER_WORDS,
                                                           amount_nouns, building_at,
                                                           building_number_at, colonist_word,
                                                           housing_at, match_noun, phase_word,
                                                           term_at)

__all__ = ["drop_remarks", "text_says_nothing", "without_groups"]


def _clauses_out(ctx: PostContext, item: Item) -> Item:
    """The item without the remarks `drop_remarks` reads outside brackets: running totals,
    how things stand, a colonist staying in housing, asides of a Build, figures corrected."""
    if item.section not in ("trade", "player_trade") and len(item.text) < 2000 \
            and _BARE_RUNNING.search(item.text):
        # "Survey: +2 Wealth, 10 → 12": a running total after a comma, read as in brackets
        item = item.with_text(_BARE_RUNNING.sub(r" (\g<total>)", item.text, count=1), item.subsection)
    elif item.section not in ("trade", "player_trade") and len(item.text) < 2000:
        item = _unbracketed_running_in(item)
    if "(" in item.text and _RUNNING.search(item.text):
        item = _running_totals_out(ctx, item)
    if item.section == "production" and "(" in item.text and len(item.text) < 2000 \
            and _RUNNINGS.search(item.text):
        # "Colony Center -1 Food, +1 Wealth (Food 4 -> 3, Wealth 6 -> 7)": several running totals
        item = _runnings_out(ctx, item)
    if "(" in item.text and item.section in _NOW_SECTIONS:
        now = _wealth_now_out(ctx, item, item.text)
        if now != item.text:
            item = item.with_text(now, item.subsection)
    if (item.section == "survey" or item.section == "net" and _NET_WEALTH.search(item.text[:300])) \
            and len(item.text) < 300 and _ARROW_NOW.search(item.text) \
            and (item.section == "survey" or _ARROW_NOW.search(item.text).group("unit")):
        # ("Net: +2 W → 8 W": the Wealth held at the end, after a signed Wealth change)
        item = _arrow_now_out(ctx, item)
    if item.section == "trade" and len(item.text) < 300 and _TRADE_ARROW_NOW.search(item.text):
        item = _trade_arrow_now_out(ctx, item)
    if item.section == "survey" and len(item.text) < 300 and _ARROW_NOW_SENTENCE.search(item.text):
        # ("Survey: +2 Wealth (played) → 13 W. Survey Station: ...": the Wealth after the gain,
        # closing its sentence)
        item = _arrow_now_sentence_out(ctx, item)
    if item.section not in ("organization", "colonization") and len(item.text) < 300 \
            and (m := _STAYS_HOUSED_LINE.match(item.text)) is not None and colonist_word(m.group("who")):
        ctx.info("dc.post.remark", f'"{short(item.text.strip())}": read as a remark and skipped',
                 item.line.number)
        return item.with_text("", item.subsection)
    if len(item.text) < 600 and _SELF_STATE_HINT.search(item.text):
        item = _self_state_dropped(ctx, item)
    if item.section == "organization" and len(item.text) < 600 and _GROUP_HOUSED.search(item.text):
        item = group_housed_out(ctx, item)
    if len(item.text) < 2000 and _STAYS_HOUSED.search(item.text):
        item = _stays_housed_out(ctx, item)
    if item.section in ("build", "organization") and "(" in item.text and len(item.text) < 2000 \
            and _LEFT_EMPTY.search(item.text):
        # "staffed by the Unskilled from my Colony Center (CC stays empty)": what the move leaves
        item = _left_empty_out(ctx, item)
    if item.section == "build" and len(item.text) < 2000 and _SECOND_BUILD_OFF.search(item.text):
        item = _second_build_out(ctx, item)
    if item.section == "build" and "," in item.text and len(item.text) < 2000 and _BUILD_ASIDE.search(item.text):
        item = _build_asides_out(ctx, item)
    if len(item.text) < 600 and "/" in item.text and _STORAGE_CLAUSE.search(item.text):
        item = _storage_clause_out(ctx, item)
    if item.section == "build" and len(item.text) < 600 and _DASH_ASIDE.search(item.text):
        item = _dash_aside_out(ctx, item)
    if len(item.text) < 2000 and _FIGURE_CORRECTED.search(item.text):
        item = _figure_corrected(ctx, item)
    if item.section in ("build", "trade") and "," in item.text and len(item.text) < 2000:
        item = _fact_clauses_dropped(ctx, item)
    if item.section != "net" and len(item.text) < 600 and _WISH_CLAUSE.search(item.text):
        item = _wish_clause_out(ctx, item)
    if item.section not in ("net", "player_trade") and len(item.text) < 600 and _CRIED.search(item.text):
        item = _cried_out(ctx, item)
    return item


# ", want that University soon", "; saving up for a Prison", "- hoping for the Resort next round":
# a wish for a later round closing the line, with no figure, colon, arrow or question
_WISH_CLAUSE = compile_later(
    r"(?i)(?:[,;]|\s[\u2013\u2014-]{1,2})\s*(?:(?:and|but|so|also)\s+)?(?P<wish>(?:i\s+|i'?m\s+)?(?:really\s+)?"
    r"(?:(?P<verb>want|wanna|need|hope\s+to\s+(?:get|build)|hoping\s+(?:for|to\s+(?:get|build))|"
    r"(?P<ahead>saving(?:\s+up)?\s+for|eyeing|aiming\s+for|building\s+towards?))\b[^\d,;:=>\u2192?()]{2,80}))$")
# a word of an order inside the wish ("I want the Skilled free to move into the University later"):
# a move planned may be meant now, so the line is asked about
_WISH_ORDER = compile_later(r"(?i)\b(?:move|moving|moved|swap|swapping|into|put|putting|staff|staffed|staffing|"
                            r"sell|selling|buy|buying|reserve|reserving|send|sending)\b")
_LATER_WORD = compile_later(r"(?i)\b(?:soon|later|eventually|someday|one\s+day|next\s+(?:round|turn|time|year)|"
                            r"in\s+the\s+future|down\s+the\s+(?:road|line))\b")


def _wish_clause_out(ctx: PostContext, item: Item) -> Item:
    """The line without a closing wish for a later round (", want that University soon",
    "; saving up for a Prison"), reported as a remark: "saving for" and the like say "later"
    themselves; "want" and "need" only with a word of later ("soon", "next round")."""
    m = _WISH_CLAUSE.search(item.text)
    wish = m.group("wish")
    if m.group("ahead") is None and not _LATER_WORD.search(wish) or _WISH_ORDER.search(wish):
        return item
    ctx.info("dc.post.remark", f'"{short(wish.strip(" ,;.!"))}": a wish for later, read as a remark',
             item.line.number)
    return item.with_text(item.text[:m.start()].rstrip(" ,;"), item.subsection)


# (a change of mind: its word, then a figure or a verb of an order; "(oops ugh)" stays a remark)
_BRACKET_CORRECTION = compile_later(r"(?i)^\s*(?:no\s*,?\s*wait|wait\s*,?\s*no|wait|oops|scratch\s+that|"
                                    r"actually|i\s+mean|sorry\s*,?\s*(?:i\s+mean)?|make\s+(?:it|that))\b[\s,:]*"
                                    r"(?=.*(?:\d|\b(?:buy|sell|build|contract|reserve|move|swap|idle|run|runs)\b))")


def drop_remarks(ctx: PostContext, item: Item) -> Item:
    """The item without its remarks in parentheses (see _remark_parts), each reported as an
    info dc.post.remark. Meaningful groups ("(Unskilled from housing)", "(-14 Wealth)",
    "(no bonus)", "(7)", "(Colony Center)") are left in place."""
    if item.section == "organization" and "(" in item.text and _LETTER_MOVED.search(item.text[:2000]):
        item = item.with_text(_LETTER_MOVED.sub(_letter_written_out, item.text[:2000]) + item.text[2000:],
                              item.subsection)
    item = _clauses_out(ctx, item)
    if not item.text:
        return item
    groups = _paren_groups(item.text)
    if not groups:
        return item
    section = item.section
    players = [p for p in ctx.players if fold(p) != fold(ctx.player)]
    outside = without_groups(item.text)
    nothing = text_says_nothing(outside)
    if not nothing and section == "organization" and re.search(r"(?i)first|1st|\bfp\b", outside):
        # "nothing (to move, ...), First player's mine": the claim beside "nothing" is checked
        # by the section; the brackets stay a remark
        from gm_tool.games.distant_colony.posts.sections.organization import FIRST_PLAYER

        nothing = text_says_nothing(FIRST_PLAYER.sub(" ", outside).strip(" ,;."))
    # what the line says for sure: outside the groups, and in the groups read as written
    first = {(a, b): _remark_parts(section, item.text[a + 1:b - 1], players, False)
             for a, b in groups}
    said = " ".join([outside] + [item.text[a:b] for a, b in groups if first[a, b] is None])
    outside_satisfied = _satisfied(section, said, tuple(players))
    pieces: list[str] = []
    remarks: list[str] = []
    last = 0
    for start, end in groups:
        pieces.append(item.text[last:start])
        last = end
        inner = item.text[start + 1:end - 1]
        if _BRACKET_CORRECTION.match(inner):
            # "sell 2 Food (no wait, buy)", "(actually 3)": a change of mind is never a remark
            # skipped; left in place, the line is asked about
            pieces.append(item.text[start:end])
            continue
        said_spaces = _SPACES_SAID.search(inner)
        if said_spaces and (not said_spaces.group(0).lower().startswith(("game", "last", "final"))
                            or not may_end(ctx)):
            # "(14/15 spaces)", "(game over after this round)" in round 2: a claim the reader
            # checks (posts/spaces.py), never a remark skipped unread; a game's end said near
            # the end of the game stays a remark
            pieces.append(item.text[start:end])
            continue
        if _is_breakdown(item.text[:start], inner):
            # "farms +5 food (2 farms + complex 2 + 1 bonus)": the figure's parts, adding up
            remarks.append(item.text[start:end].strip())
            pieces.append(" ")
            continue
        summed = _running_sum_labelled(inner) if re.search(r"\d", inner) else None
        if summed is not None:
            # "(7 + 1 from the CC = 8, minus 7 = 1 Wealth left)": a running sum, its arithmetic
            # checked; right, it is a remark
            if summed[0]:
                remarks.append(item.text[start:end].strip())
                left = _WEALTH_LEFT.search(inner)
                if section == "trade" and left is not None:
                    # "(8 - 5 = 3 Wealth left)" on a Trade line: what is left is checked
                    ctx.balances.append((item.line.number, section, None, int(left.group(1))))
            else:
                ctx.diag("dc.post.wrong_figure", f'"{short(inner.strip())}": {summed[1]}',
                         item.line.number, hint="correct the figures, or leave the running total out")
                remarks.append("")    # (the group is out of the order all the same)
            pieces.append(" ")
            continue
        if nothing:
            kept: list[str] = []  # "none (the new guy waits in housing)": all of it a remark
        elif not outside_satisfied:
            kept = first[start, end]  # (the same question, asked above)
        else:
            kept = _remark_parts(section, inner, players, outside_satisfied)
        if kept is None:
            pieces.append(item.text[start:end])
            continue
        dropped = [p.strip() for p in _split_parts(inner) if p.strip() and p not in kept]
        if not kept:
            remarks.append(item.text[start:end].strip())
            pieces.append(" ")
        else:
            remarks.append(", ".join(dropped))
            pieces.append("(" + ",".join(kept) + ")")
    pieces.append(item.text[last:])
    if not remarks:
        return item
    for remark in remarks:
        if remark:
            ctx.info("dc.post.remark", f'"{short(remark)}": read as a remark and skipped',
                     item.line.number)
    return item.with_text("".join(pieces).strip(), item.subsection)


_SPACES_SAID = compile_later(r"(?i)\d\s*(?:(?:/|of|out\s+of)\s*\d+\s*)?(?:\w+\s+)?(?:spaces?|squares?|tiles?)\b|"
                            r"\b(?:settlement|colony)(?:'s|\s+is)?\s+(?:now\s+)?(?:full|maxed)\b|"
                            r"\bgame(?:'s)?\s+(?:\w+\s+)?(?:ends?|over)\b|\b(?:last|final)\s+round\b")


# "= 3 Wealth left", "= 3 W remaining", "leaves 3 Wealth": the Wealth after the orders, at the end
_WEALTH_LEFT = compile_later(r"(?i)(?:=|\bleaves|\bis)\s*(\d{1,4})\s*(?:w|wealth|\$|\u20ac|credits?)\s*"
                             r"(?:left|remaining|now|after)?\s*[.!]?\s*$")


# "; the crim stays in housing", ", my Expert waits in TH for now": a colonist left in Temporary
# Housing, said as a clause of its own (no building after it): no order, a remark
_STAYS_HOUSED = compile_later(r"(?i)(?:[,;.]|\band\b|\bbut\b|[,;.]\s*(?:so|thus|hence)\b|"
                              # "Warehouse (1 BG) — the Skilled waits in housing for now"
                              r"\s[\u2013\u2014]\s*(?:(?:so|and)\s+)?|\s--?\s+(?:(?:so|and)\s+)?)\s*(?:the\s+|my\s+|our\s+|other\s+|new\s+|one\s+)*"
                              r"(?P<who>[^\W\d_][\w'-]{1,20})\s+(?:(?:just|simply|still|only|will|can|has\s+to)\s+)?"
                              r"(?:stays?|remains?|waits?|sits?|stuck)\s+"
                              r"(?:in|at)\s+(?:the\s+)?(?:temp(?:orary)?\s+)?(?:housing|th)\b"
                              r"(?:\s+(?:for\s+now|this\s+round|then|too|as\s+well|for\s+the\s+moment|"
                              r"for\s+the\s+time\s+being|(?:until|till)\s+(?:next\s+round|later|an?\s+org\s+round)))?"
                              # ", no prison yet", "- nowhere for him to work": why, said after it
                              r"(?:\s*(?:[,;]|\s[\u2013\u2014-])\s*(?:(?:as|since|because|cause|bc|cuz)\s+)?(?:there'?s\s+)?"
                              r"(?:no|nothing|nowhere|not|none|can'?t|cannot)\b[^,;.!()\d:]{1,40})?\s*(?=[,;.!(]|$)")
# "Skilled stays in housing, nowhere to put him till an Org round" as a whole line of another section
_STAYS_HOUSED_LINE = compile_later(r"(?i)^\s*(?:the\s+|my\s+|our\s+|other\s+|new\s+|one\s+)*"
                                   r"(?P<who>[^\W\d_][\w'-]{1,20})\s+(?:stays?|remains?|waits?|sits?|stuck)\s+"
                                   r"(?:in|at)\s+(?:the\s+)?(?:temp(?:orary)?\s+)?(?:housing|th)\b"
                                   r"(?:\s+(?:for\s+now|this\s+round|then|too|as\s+well))?"
                                   r"(?:\s*(?:[,;]|\s[\u2013\u2014-])\s*(?:(?:as|since|because|cause|bc|cuz)\s+)?(?:there'?s\s+)?"
                                   r"(?:no|nothing|nowhere|not|none|can'?t|cannot)\b[^,;.!()\d:]{1,40})?\s*[.!]?\s*$")


# ", nobody to staff, it scores 2 anyway": a building left without staff, and why it is built
# (its VP), said as clauses after the order: remarks
_BUILD_ASIDE = compile_later(r"(?i),\s*(?:(?:and|but|so)\s+)?(?:(?:nobody|no\s*one|no\s+colonists?|none)\s+(?:left\s+)?to\s+staff(?:\s+it)?"
                             r"(?:\s+(?:yet|for\s+now|anyway|anyhow|either|regardless))?|(?:left\s+)?(?:unstaffed|empty)(?:\s+for\s+now)?|"
                             r"(?:it|that|this)\s+(?:still\s+)?(?:scores?|is\s+worth|counts?\s+for|gives)\s+\d{1,2}"
                             r"(?:\s*(?:vp|points?|pts))?(?:\s+(?:anyway|regardless|at\s+the\s+end|even\s+empty))?)"
                             r"\s*(?=[,.;!]|$)")


# "— 2nd build skipped, no BG left", ", no second build (can't afford it)", "; skipping the other
# build": the played Build's second building declined (and why), as a clause after the order
_SECOND_BUILD_OFF = compile_later(
    r"(?i)(?:[,;.]|\s[\u2013\u2014-]+|\band\b|\bbut\b)\s*(?:i\s+)?(?:"
    # "... I do not have goods for a second building", "(not enough BG for a 2nd one)"
    r"(?:(?:do\s+not|don'?t|can'?t|cannot|have\s+not|haven'?t|have\s+no)\s+(?:have\s+|afford\s+|got\s+)?"
    r"|(?:there'?s\s+|there\s+is\s+|i\s+have\s+)?(?:not\s+enough|no)\s+)"
    r"(?:enough\s+|any\s+|the\s+)?(?:goods|bg|basic\s+goods|machines?|resources|stuff|materials|wealth|money)"
    r"(?:\s+left)?\s+(?:for|to\s+build)\s+(?:a|the|another|any)\s+(?:2nd|second|other|extra)\s+(?:build(?:ing)?|one)"
    r"|(?:no|skip(?:ping)?|pass(?:ing)?\s+on|not\s+doing)\s+"
    r"(?:the\s+|a\s+|my\s+)?(?:2nd|second|other|extra|bonus)\s+(?:build(?:ing)?|one)"
    r"|(?:the\s+)?(?:2nd|second|other|extra|bonus)\s+(?:build(?:ing)?|one)\s+(?:is\s+|gets\s+)?"
    r"(?:skipped|passed|declined|unused|none|nothing|not\s+used|wasted))"
    r"(?:\s+(?:this\s+(?:round|time|turn)|for\s+now))?"
    r"(?:\s*(?:[,;:]\s*|\s[\u2013\u2014-]\s*|\(\s*|\s+(?:as|since|because|cause|bc|cuz)\s+)"
    r"(?:(?:as|since|because|cause|bc|cuz)\s+)?(?:there'?s\s+|i\s+have\s+|i'?ve\s+)?"
    r"(?:no|not|nothing|none|can'?t|cannot|out\s+of|too)\b[^,;.!()\d]{0,40}\)?)?\s*(?=[,;.!]|$)")


_DASHES = " ,;.-\u2013\u2014"


def _second_build_out(ctx: PostContext, item: Item) -> Item:
    """The Build line without the clause that declines the second building ("Farm (1 BG, 1
    Machine) — 2nd build skipped, no BG left"): building one is what the order says; a remark."""
    text = item.text
    for m in reversed(list(_SECOND_BUILD_OFF.finditer(text))):
        if text[m.end():].strip(" .!"):
            continue    # (more after it: the line's other readers judge the whole)
        said = short(m.group(0).strip(_DASHES))
        ctx.info("dc.post.remark", f'"{said}": read as a remark and skipped', item.line.number)
        text = text[:m.start()] + text[m.end():]
    text = text.strip(_DASHES)
    return item if text == item.text else item.with_text(text, item.subsection)


def _build_asides_out(ctx: PostContext, item: Item) -> Item:
    """The Build line without its asides after the order ("Warehouse Complex (2 BG), nobody to
    staff, it scores 2 anyway"), each reported as a remark."""
    text = item.text
    for m in reversed(list(_BUILD_ASIDE.finditer(text))):
        ctx.info("dc.post.remark", f'"{short(m.group(0).strip(" ,;."))}": read as a remark and skipped',
                 item.line.number)
        text = text[:m.start()] + text[m.end():]
    return item.with_text(text.strip(" ,;"), item.subsection)


def _stays_housed_out(ctx: PostContext, item: Item) -> Item:
    """The line without its clauses that leave a colonist in Temporary Housing ("the crim stays
    in housing"), each reported as a remark: staying is what a colonist does unless moved."""
    text = item.text
    for m in reversed(list(_STAYS_HOUSED.finditer(text))):
        if colonist_word(m.group("who")) is None:
            continue
        ctx.info("dc.post.remark", f'"{short(m.group(0).strip(" ,;."))}": read as a remark and skipped',
                 item.line.number)
        lead = m.group(0)[:len(m.group(0)) - len(m.group(0).lstrip(",;."))]
        text = text[:m.start()] + lead + text[m.end():]
    text = re.sub(r"\s*[,;]\s*(?=[,;.]|$)", "", text).strip()
    return item if text == item.text else item.with_text(text, item.subsection)


# "+1 Wealth (6 -> 7)", "+1 Food (Food 2 -> 3)", "(now 7 W: 6 -> 7)": a running total, what the
# player had and will have, beside the change ordered
_RUNNING = compile_later(r"\(\s*(?P<pre>[^\W\d_][^()\d]{0,24}?)?\s*:?\s*[\u20ac$\u00a3]?(?P<was>\d{1,4})\s*[\u20ac$\u00a3]?\s*"
                         r"(?P<mid>[^\W\d_][^()\d]{0,24}?)?\s*(?:->|-->|=>|\u2192|\u21d2|\u27f6|>|to)\s*[\u20ac$\u00a3]?(?P<now>\d{1,4})\s*[\u20ac$\u00a3]?\s*"
                         r"(?P<post>[^\W\d_][^()\d]{0,24}?)?\s*\)", re.IGNORECASE)


# "Survey: +2 Wealth, 10 → 12", "sell 2 Food +6; 7 -> 13 W": the same, after a comma at the end
_BARE_RUNNING = compile_later(r"\s*[,;]\s*(?P<total>(?:[^\W\d_]{1,12}\s*:?\s*)?[\u20ac$\u00a3]?\d{1,4}\s*[\u20ac$\u00a3]?\s*"
                              r"(?:[^\W\d_]{1,12}\s*)?(?:->|-->|=>|\u2192|\u21d2|\u27f6)\s*[\u20ac$\u00a3]?\d{1,4}\s*"
                              r"[\u20ac$\u00a3]?\s*(?:[^\W\d_]{1,12})?)\s*[.!]?\s*$")


_PLAYED_NOTE = compile_later(r"(?i)^\s*(?:i\s+)?played(?:\s+(?:it|effect|the\s+effect|bonus))?\s*[,;:]?\s*")


def _running_totals_out(ctx: PostContext, item: Item) -> Item:
    """The line without its running totals in brackets ("Survey: +1 Wealth (6 -> 7)"), each
    taken when its difference is the one signed amount written outside it (of the same noun when
    it names one) and whose first figure is what the player holds at the start of the round; any
    other running total stays, and its figures are checked as written (the reply then asks)."""
    text = item.text
    for m in reversed(list(_RUNNING.finditer(text))):
        # "(played, 6 -> 8)": a note that the played effect gave it stands before the figures
        pre = _PLAYED_NOTE.sub("", m.group("pre") or "")
        nouns = [x.strip() for x in (pre, m.group("mid"), m.group("post")) if x and x.strip()]
        if m.group("mid") and len({x.lower() for x in nouns}) > 1:
            continue    # "(6 Wealth -> 7 Food)": not one running total
        noun = nouns[0] if m.group("mid") and nouns else " ".join(nouns)
        noun_tokens = tokenize(noun)
        key = None
        if noun_tokens:
            found = match_noun(noun_tokens, 0, allow_single_letter=True)
            if found is None or found[1] != len(noun_tokens):
                continue
            key = found[0].key
        elif item.section == "survey":
            key = "wealth"     # "Survey: +1 (9 → 10)": Survey gives Wealth alone
        # the clause the running total stands in ("farms +2 food (Food 2 -> 4), CC -1 food")
        start = max(text.rfind(",", 0, m.start()), text.rfind(";", 0, m.start())) + 1
        ends = [k for k in (text.find(",", m.end()), text.find(";", m.end())) if k >= 0]
        end = min(ends) if ends else len(text)
        outside = tokenize(text[start:m.start()] + " " + text[m.end():end])
        signed = []
        k = 0
        while k < len(outside):
            term = term_at(outside, k)
            if term is None and key == "wealth" \
                    and outside[k].kind == "num" and outside[k].sign in ("+", "-") \
                    and isinstance(outside[k].value, int):
                # "Survey: +1 (6€ → 7€)", "sell 1 Machine +6 (6 → 12 W)": a bare figure beside a
                # running total of Wealth is Wealth
                n = outside[k].value
                signed.append(("wealth", n if outside[k].sign == "+" else -n))
                k += 1
                continue
            if term is None:
                k += 1
                continue
            if term.sign and (key is None or term.key == key):
                signed.append((term.key, term.amount if term.sign == "+" else -term.amount))
            elif not term.sign and item.section == "survey" and term.key == "wealth":
                signed.append(("wealth", term.amount))   # "Survey I take 2 Wealth (7 → 9)": a gain
            k = term.end
        if len(signed) == 1 and signed[0][1] != int(m.group("now")) - int(m.group("was")) \
                and _holding(ctx, signed[0][0]) == int(m.group("was")):
            # "Survey: +1 Wealth (7 -> 9)": the running total does not follow from the figure
            # beside it: named, with the total it gives, and the bracket read as that remark
            was, change = int(m.group("was")), signed[0][1]
            ctx.diag("dc.claim.mismatch", f'"{m.group(0)}": a running total that does not add up: '
                     f"{was} {'+' if change >= 0 else '-'} {abs(change)} is {was + change}, not "
                     f"{m.group('now')}", item.line.number,
                     hint="correct the figures to what your orders give")
            text = (text[:m.start()].rstrip() + " " + text[m.end():].lstrip()).strip()
            continue
        if len(signed) != 1 or signed[0][1] != int(m.group("now")) - int(m.group("was")) \
                or _holding(ctx, signed[0][0]) != int(m.group("was")):
            continue
        ctx.info("dc.post.remark", f'"{m.group(0)}": a running total, read as a remark',
                 item.line.number)
        text = (text[:m.start()].rstrip() + " " + text[m.end():].lstrip()).strip()
    return item if text == item.text else item.with_text(text, item.subsection)


# "(7 W now)", "(now 12 Wealth)", "(12 total)", "(now at 7)": the Wealth held after the line's
# order, in brackets
_WEALTH_NOW = compile_later(r"(?i)\(\s*(?:now\s+(?:at\s+|on\s+)?|total\s*:?\s*|that'?s\s+)?[\u20ac$]?(?P<n>\d{1,4})\s*"
                            r"(?:w|wealth|[\u20ac$])?\s*(?P<tail>now|total|in\s+total|in\s+the\s+bank|left)?\s*\)")
_NOW_SECTIONS = ("survey", "production", "trade", "net")
# a sale's or purchase's signed price closing the text before a bracket; an order after it that
# moves Wealth (a price, a sale, a purchase)
_PRICE_THEN = compile_later(r"(?i)(?:^|\s)[+\-\u2212]\s?\d{1,4}\s*(?:w|wealth)?\s*$")
_MOVES_WEALTH = compile_later(r"(?i)\b(?:buy|buys|buying|bought|sell|sells|selling|sold|pay|paid)\b|[+\-\u2212]\s?\d|"
                              r"\d\s*(?:w|wealth)\b")


# "S +2 (10 W), station +1 VP -1 food": the Survey's Wealth gain, then the Wealth held after it
# in brackets, with the station's figures after a comma
_SURVEY_GAIN_THEN = compile_later(r"(?i)(?:^|[\s:])\+\s?\d{1,2}\s*(?:w|wealth|[\u20ac$])?\s*$")


def _wealth_now_out(ctx: PostContext, item: Item, text: str) -> str:
    """The line without the Wealth it says the player holds after it ("Survey: +1 Wealth (7 W
    now)"): a bracket of one figure with "now", "total" or "left" ending a Survey, Production or
    Trade line whose last clause writes Wealth; the figure is checked against the rules'
    (ctx.balances)."""
    if item.section not in _NOW_SECTIONS or "(" not in text or len(text) > 2000:
        return text
    for m in reversed(list(_WEALTH_NOW.finditer(text))):
        said_now = m.group("tail") or re.match(r"(?i)\(\s*(?:now|total|that)", m.group(0))
        # (the bracket's own clause says Wealth: "(3 now)" after "Farm +1 Food" is the Food)
        clause = text[max(text.rfind(",", 0, m.start()), text.rfind(";", 0, m.start())) + 1:m.end()]
        wealth = re.search(r"(?i)\d\s*(?:w|wealth|[\u20ac$])(?![^\W\d_])|[\u20ac$]\s*\d|\bwealth\b", clause) \
            or item.section == "survey"
        # ("survey +2 (8 W)": on a Survey line, a lone Wealth figure in brackets at the end is
        # the Wealth after it, "now" or not)
        alone = item.section in ("survey", "net") and re.search(r"(?i)\d\s*(?:w|wealth|[\u20ac$])\s*\)", m.group(0)) \
            or _bare_after_gain(item.section, text[:m.start()], m.group(0))
        if item.section == "net" and not _NET_WEALTH.search(text[:m.start()]):
            continue    # ("Net: +2 Wealth (8 W)": the Wealth held at the end, after a signed Wealth change)
        after_gain = alone and item.section == "survey" and _SURVEY_GAIN_THEN.search(text[:m.start()]) \
            and re.match(r"\s*[,;]", text[m.end():])
        # ("sell the bg +4 (10 w), contract 1 machine": the Wealth after a sale's price, nothing
        # after it that moves Wealth)
        after_price = item.section == "trade" and _PRICE_THEN.search(text[:m.start()]) \
            and re.search(r"(?i)\d\s*(?:w|wealth)\s*\)", m.group(0)) and not _MOVES_WEALTH.search(text[m.end():])
        if not (said_now or alone or after_price) or not wealth \
                or (text[m.end():].strip(" .!;,") and not after_gain and not after_price):
            continue    # (mid-line, "(8 now)" is the Wealth part way through: not checked here)
        ctx.balances.append((item.line.number, item.section, None, int(m.group("n"))))
        ctx.info("dc.post.remark", f'"{m.group(0)}": the Wealth after it, read as a remark',
                 item.line.number)
        text = (text[:m.start()].rstrip() + " " + text[m.end():].lstrip()).strip()
    return text


# "Survey: +2 W (played it) → 8 W", "Survey +2 (played) → 5 W": the Wealth held after the Survey line,
# after an arrow at its end (not "6 → 8": a before and after; not "sell 2 raw → 4 W", a price)
_ARROW_NOW = compile_later(r"(?i)\s*(?:-{1,2}>|={1,2}>|[\u2192\u21d2\u27f6])\s*[\u20ac$]?(?P<n>\d{1,4})\s*"
                           r"(?P<unit>w|wealth|[\u20ac$])?\s*(?:now|total|in\s+total|left)?\s*[.!]?\s*$")


def _arrow_now_out(ctx: PostContext, item: Item) -> Item:
    """The Survey line without the Wealth it says the player holds after it, written after an
    arrow at its end ("Survey: +2 W (played it) → 8 W"), a figure other than the gain written
    before it; checked against the rules' figure (ctx.balances)."""
    m = _ARROW_NOW.search(item.text)
    before = item.text[:m.start()].rstrip()
    figures = [int(x) for x in re.findall(r"(?<![\d(])[+]?(\d{1,4})(?![\d)])", before)]
    if not before or re.search(r"(?<![+\-\u2212\d])\d{1,4}\s*(?:w|wealth)?\s*$", before, re.IGNORECASE) \
            or not figures or int(m.group("n")) in figures:
        return item    # ("Survey → 2 W": the gain itself, after an arrow)
    ctx.balances.append((item.line.number, item.section, None, int(m.group("n"))))
    ctx.info("dc.post.remark", f'"{m.group(0).strip()}": the Wealth after it, read as a remark',
             item.line.number)
    return item.with_text(before, item.subsection)


def _holding(ctx: PostContext, key: str) -> int | None:
    """What the player holds of `key` at the start of the round (None: not a holding)."""
    settlement = ctx.settlement
    if key == "wealth":
        return settlement.wealth
    if key == "vp":
        return settlement.vp
    return settlement.resources.get(key)


# words a group needs to count for a section (see _signals)
_IDLE_WORDS = frozenset({"idle", "skip", "skipped", "skipping", "off", "unused", "inactive",
                         "paused", "closed", "unstaffed", "unfed", "starved", "starving"})
_BORROW_WORDS = frozenset({"take", "takes", "taking", "use", "using", "borrow", "borrowing",
                              "borrowed", "choose", "chose", "choosing", "pick", "picked", "played",
                              "effect", "bonus", "copy", "copying", "claim", "instead"})
_AMOUNT_SECTIONS = frozenset({"survey", "build", "production", "trade", "player_trade",
                              "discard", "net"})
#: unknown words of one group or part looked at for typos (difflib is slow); the rest of a long
#: remark is unknown words however spelt, which makes no difference to keeping it or not
_TYPO_CHECKS = 24
_NUMBER_GROUP = compile_later(r"^\s*(?:s|#?\s*\d{1,9}|no\.?\s*\d{1,9}|)\s*$", re.IGNORECASE)


@dataclass(slots=True)
class _Signals:
    strong: bool = False      # says something the section reads on its own
    weak: int = 0             # places, buildings, colonists, resources named without more
    typo: bool = False        # a word close to a colonist or resource name: meant, misspelt
    unknown: list[str] = field(default_factory=list)
    places: int = 0           # places and buildings named

    def satisfied(self, section: str) -> bool:
        """The line already says what the section needs (a Build's or Production line's
        building is enough: staff, costs and amounts are optional there)."""
        return self.strong or (section in ("build", "production") and self.places > 0)


def _paren_groups(text: str) -> list[tuple[int, int]]:
    """Spans (start, end) of the top-level "(...)" groups of `text`, parentheses included;
    groups inside "[...]" (the template's placeholders) and unclosed ones are left out."""
    groups: list[tuple[int, int]] = []
    depth = square = 0
    start = 0
    for k, ch in enumerate(text):
        if depth == 0 and ch == "[":
            square += 1
        elif depth == 0 and ch == "]" and square:
            square -= 1
        elif square:
            continue
        elif ch == "(":
            if depth == 0:
                start = k
            depth += 1
        elif ch == ")" and depth:
            depth -= 1
            if depth == 0:
                groups.append((start, k + 1))
    return groups


def without_groups(text: str) -> str:
    out, last = [], 0
    for start, end in _paren_groups(text):
        out.append(text[last:start])
        out.append(" ")
        last = end
    out.append(text[last:])
    return "".join(out)


def _split_parts(inner: str) -> list[str]:
    """A group's content split at top-level "," and ";" (separators dropped, text as written)."""
    parts, depth, last = [], 0, 0
    for k, ch in enumerate(inner):
        if ch in "([":
            depth += 1
        elif ch in ")]" and depth:
            depth -= 1
        elif ch in ",;" and depth == 0:
            parts.append(inner[last:k])
            last = k + 1
    parts.append(inner[last:])
    return parts


def text_says_nothing(text: str) -> bool:
    """"none", "nothing", "no moves", "no changes"... (and not an empty text)."""
    tokens = tokenize(text)
    words = [t.word for t in tokens if t.kind == "word"]
    return bool(words) and (says_nothing(tokens) or " ".join(words) in NOTHING_ELSE)


@lru_cache(maxsize=2048)
def _satisfied(section: str, said: str, players: tuple[str, ...]) -> bool:
    """(cached: `_signals(...).satisfied` of what a line says for sure)"""
    return _signals(section, tokenize(said), list(players)).satisfied(section)


# "(prison is 5 BG, lol)", "(a Lab costs 3 Machines)": what a building costs, said as a reason
_PRICE_STATED = compile_later(r"(?i)^\s*(?:a|an|the)?\s*(?P<what>[^\W\d_][\w ]{1,30}?)\s+(?:is|costs?|needs|takes|="
                              r"|would\s+(?:be|cost|need))\s+\d{1,2}\s*[^\W\d_]+\W*$")


def _price_stated(part: str) -> bool:
    """A part that says what a building costs ("prison is 5 BG"): a reason, never an order."""
    m = _PRICE_STATED.match(part[:200])
    if m is None:
        return False
    tokens = tokenize(m.group("what"))
    found = building_at(tokens, 0) if tokens else None
    return found is not None


def _remark_parts(section: str, inner: str, players: list[str], outside_satisfied: bool
                  ) -> list[str] | None:
    kept = _remark_parts_cached(section, inner, tuple(players), outside_satisfied)
    return None if kept is None else list(kept)


@lru_cache(maxsize=2048)
def _remark_parts_cached(section: str, inner: str, players: tuple[str, ...],
                         outside_satisfied: bool) -> tuple[str, ...] | None:
    """(cached: a post repeats its remarks, and the answer depends only on these)"""
    kept = _remark_parts_uncached(section, inner, list(players), outside_satisfied)
    return None if kept is None else tuple(kept)


def _remark_parts_uncached(section: str, inner: str, players: list[str],
                              outside_satisfied: bool) -> list[str] | None:
    """The parts of a group's content to keep: None to keep the group as written (everything
    in it understood, or a building number), [] when it is all a remark."""
    if _NUMBER_GROUP.match(inner):
        return None
    if general_rule(inner):
        return []    # "(a Skilled in the CC makes 2 Wealth)": a rule stated, a reason
    if rate_remark(inner):
        return []    # "(2 W a production)": what a move brings every time, a reason
    if section != "player_trade" and players and not re.search(r"\d", inner):
        # "(Lin gets the crim lol)": a remark about another player's doing, not an order
        others = {fold(p) for p in players}
        words = [fold(w) for w in re.findall(r"[^\W\d_]+", inner)]
        if any(w in others for w in words) and not any(
                w in others and k > 0 and words[k - 1] in ("from", "to", "with", "off")
                for k, w in enumerate(words)):
            return []
    whole = _signals(section, tokenize(inner), players)
    if not whole.unknown:
        return None
    kept = []
    for part in _split_parts(inner):
        if not part.strip() or holding_aside(part) or general_rule(part) or _price_stated(part):
            continue     # ("I have 2 food and ...": what the player holds, an aside; "a Skilled
            #             in the CC makes 2 Wealth": a rule stated, a reason)
        sig = _signals(section, tokenize(part), players)
        if sig.strong or sig.typo:
            kept.append(part)
        elif not sig.unknown:
            if sig.weak:
                kept.append(part)  # "(Colony Center, fed free with my card)": the first part
        elif sig.weak and not outside_satisfied and len(sig.unknown) < sig.weak:
            kept.append(part)
    return kept


def _signals(section: str, tokens: list[Token], players: list[str]) -> _Signals:
    """What `tokens` say that matters for `section` (see the comment above)."""
    sig = _Signals()
    amounts = colonists = places = nouns = modifiers = 0
    arrow = partner = borrow = phase = False
    player_words = {fold(p) for p in players} if section == "player_trade" else set()
    i = 0
    n = len(tokens)
    while i < n:
        t = tokens[i]
        if t.kind == "arrow":
            arrow = True
            i += 1
            continue
        term = term_at(tokens, i)
        if term is not None:
            if term.kind == "colonist" and term.key != COLONISTS_ANY:
                colonists += 1
            if term.kind != "colonist" or section in ("trade", "player_trade", "net"):
                amounts += 1
            i = term.end
            continue
        if t.kind != "word":
            i += 1
            continue
        end = housing_at(tokens, i)
        if end is not None:
            places += 1
            i = end
            continue
        m = building_at(tokens, i, fuzzy=False)
        if m is not None and (m.end - m.start > 1 or not colonist_word(t.text)):
            places += 1
            i = building_number_at(tokens, m.end)[1]
            continue
        found = match_noun(tokens, i)
        if found is not None:
            noun, end = found
            if noun.kind == "colonist" and noun.key != COLONISTS_ANY:
                colonists += 1
            elif noun.kind != "colonist":
                nouns += 1
            i = end
            continue
        word = t.word
        if word in player_words:
            partner = True
        elif phase_word(word):
            phase = True
        elif word in ("bonus", "contract", "contracts") or word in _IDLE_WORDS:
            modifiers += 1
        elif word in _BORROW_WORDS:
            borrow = True
        if word in player_words or word in FILLER or word in GRAMMAR_WORDS \
                or word in NUMBER_WORDS or phase_word(word):
            if word in _BORROW_WORDS:
                borrow = True
            i += 1
            continue
        if len(sig.unknown) < _TYPO_CHECKS:  # (past that, a group is a remark however spelt)
            fuzzy = building_at(tokens, i, fuzzy=True)
            if fuzzy is not None:
                sig.typo = True
                places += 1
                i = fuzzy.end
                continue
            if len(word) >= 5 and _noun_typo(word):
                sig.typo = True
        sig.unknown.append(t.text)
        i += 1
    if section == "colonization":
        sig.strong = colonists > 0
    elif section == "organization":
        sig.strong = (colonists > 0 and (places > 0 or arrow)) or (phase and borrow) \
            or (places >= 2 and arrow)
    elif section == "production":
        sig.strong = amounts > 0 or modifiers > 0 or (colonists > 0 and (places > 0 or arrow))
    elif section == "build":
        sig.strong = amounts > 0 or (colonists > 0 and places > 0)
    elif section == "trade":
        sig.strong = amounts > 0 or modifiers > 0
    elif section == "player_trade":
        sig.strong = amounts > 0 or partner
    elif section in _AMOUNT_SECTIONS:
        sig.strong = amounts > 0
    sig.places = places
    sig.weak = places + colonists + nouns + (1 if phase and section == "organization" else 0)
    return sig


@lru_cache(maxsize=4096)
def _noun_typo(word: str) -> bool:
    """`word` is a close typo of a colonist or resource name (difflib, looked up once a word)."""
    return len(word) <= 40 and bool(difflib.get_close_matches(word, _game_nouns(), n=1, cutoff=0.8))


@lru_cache(maxsize=1)
def _game_nouns() -> list[str]:
    """Colonist and resource spellings of five letters or more (for a typo check)."""
    return [w for w in amount_nouns() if len(w) >= 5 and " " not in w]


# words that make a clause "X is Y" an order after all: a colonist, a building's run, a contract
_ORDER_IN_FACT = compile_later(r"(?i)\b(?:idle|runs?|staffed|staffs?|free|contract\w*|instead|sells?|buys?|"
                               r"builds?|takes?|moves?|goes|pays?|reserved?)\b")


_SELF_STATE_HINT = compile_later(r"(?i)(?:,|\s[\u2013\u2014-]{1,2})\s*(?:\w+\s+)?(?:i'?m|im|i\s+am|we'?re|we\s+are|"
                                 r"i'?ve\s+been|i\s+was|we\s+were)\b")


_FIGURE_BEFORE = compile_later(r"(?i)([+\-\u2212]?)\s?(\d{1,4})\s*(?:[^\W\d_]+\s*){0,2}$")


def _is_breakdown(before: str, inner: str) -> bool:
    """The bracket after a figure is that figure broken into parts that add up to it ("farms
    +5 food (2 farms + complex 2 + 1 bonus)": the kit's `breakdown_of`)."""
    m = _FIGURE_BEFORE.search(before[-40:])
    return m is not None and breakdown_of(int(m.group(2)), inner) is True


def _running_sum_labelled(inner: str) -> tuple[bool, str] | None:
    """`running_sum`, and one with a word of the resource first ("food 4 + 5 - 3 = 6")."""
    summed = running_sum(inner)
    if summed is None:
        m = re.match(r"(?i)\s*[^\W\d_]{1,12}\s*:?\s*(?=\d)", inner)
        if m is not None and match_noun(tokenize(m.group(0)), 0) is not None:
            summed = running_sum(inner[m.end():])
    return summed


def _self_state_dropped(ctx: PostContext, item: Item) -> Item:
    """The line without its clauses in which the player says how their own stock stands
    ("Build: Warehouse (1 BG), I'm over my storage", "sell 2 Food, we're low on Wealth": the
    kit's `self_state_clauses_out`), each reported as a remark."""
    text, out = self_state_clauses_out(item.text)
    if not out:
        return item
    for clause in out:
        ctx.info("dc.post.remark", f'"{short(clause)}": how things stand, read as a remark',
                 item.line.number)
    return item.with_text(text.strip(" ,;"), item.subsection)


def _fact_clauses_dropped(ctx: PostContext, item: Item) -> Item:
    """The Build or Trade line without its clauses at the end that say how things stand
    ("Warehouse (1 BG), storage is maxed", "sell a couple of BG, war prices are decent": the
    kit's `fact_clauses_out`), each reported as a remark. A clause naming a colonist, or a
    verb of an order ("idle", "runs", "contract"), stays for the section to read."""
    text, out = fact_clauses_out(item.text)
    if not out:
        return item
    kept: list[str] = []
    for clause in out:
        words = re.findall(r"[^\W\d_]+", clause)
        if kept or _ORDER_IN_FACT.search(clause) or any(colonist_word(w) for w in words):
            kept.append(clause)
    talk = out[:len(out) - len(kept)]
    if not talk:
        return item
    for clause in talk:
        ctx.info("dc.post.remark", f'"{short(clause.strip(" ,;.!"))}": how things stand, read as a remark',
                 item.line.number)
    rest = ", ".join([text] + kept) if kept else text
    return item.with_text(rest.strip(" ,;"), item.subsection)


# "+1 Food... no wait, 0 Food", "-2 BG, sorry, -1 BG", "+6 W i mean +7 W": a figure written and
# corrected at once, the same noun after the correction: the second figure is the one meant
_FIGURE_CORRECTED = compile_later(
    r"(?i)(?P<old>[+\-\u2212]?\s?\d{1,4}\s*(?P<n1>[^\W\d_]+))\s*(?:\.{2,}|\u2026|[,;.!]|\s[\u2013\u2014-]{1,2})?\s*"
    r"(?:(?:no+\s*,?\s*wait|wait\s*,?\s*no|sorry|i\s+mean(?:t)?|make\s+(?:that|it)|err+|oops|correction|"
    r"actually|scratch\s+that)\b[\s,.!:;]*)+(?P<new>[+\-\u2212]?\s?\d{1,4}\s*(?P<n2>[^\W\d_]+))")


def _figure_corrected(ctx: PostContext, item: Item) -> Item:
    """The line with each figure corrected at once ("Net: +1 Food... no wait, 0 Food, -1 BG")
    replaced by its correction, a note saying so; a correction to another noun is left alone
    (the line's reader judges it)."""
    text = item.text

    def same(a: str, b: str) -> bool:
        na, nb = amount_nouns().get(fold(a)), amount_nouns().get(fold(b))
        return fold(a) == fold(b) or (na is not None and nb is not None and na.key == nb.key)

    for m in reversed(list(_FIGURE_CORRECTED.finditer(text))):
        if not same(m.group("n1"), m.group("n2")):
            continue
        ctx.info("dc.post.remark", f'"{short(m.group(0))}": the figure corrected, read as '
                 f'"{m.group("new").strip()}"', item.line.number)
        text = text[:m.start()] + m.group("new") + text[m.end():]
    return item if text == item.text else item.with_text(text, item.subsection)


# a signed Wealth change ("+2 W", "-3 Wealth", "+$2"): on a Net line, a Wealth figure after it in
# brackets or after an arrow is the Wealth held at the end of the round
_NET_WEALTH = compile_later(r"(?i)[+\-\u2212\u2013]\s*\d{1,4}\s*(?:w|wealth|[\u20ac$])(?![^\W\d_])|"
                            r"[+\-\u2212\u2013]\s*[\u20ac$]\s*\d")


# "(Food 4 -> 3, Wealth 6 -> 7)": several running totals in one bracket, after a building's figures
_ONE_RUN = r"(?:[^\W\d_][^\W\d_ ]{0,11}\s*:?\s*)?\d{1,4}\s*(?:->|-->|=>|\u2192)\s*\d{1,4}(?:\s*[^\W\d_]{1,12})?"
_RUNNINGS = compile_later(r"\(\s*(?P<body>" + _ONE_RUN + r"(?:\s*[,;]\s*" + _ONE_RUN + r")+)\s*\)")
_RUN_PARTS = compile_later(r"^(?P<pre>[^\W\d_]{1,12})?\s*:?\s*(?P<was>\d{1,4})\s*(?:->|-->|=>|\u2192)\s*"
                           r"(?P<now>\d{1,4})\s*(?P<post>[^\W\d_]{1,12})?$")


def _runnings_out(ctx: PostContext, item: Item) -> Item:
    """A Production line without its bracket of several running totals ("Colony Center -1 Food,
    +1 Wealth (Food 4 -> 3, Wealth 6 -> 7)"): each must follow from the signed figure of its noun
    written before the bracket (else an error naming the sum), and what each says is held after
    it is checked against the rules' figure after Production (ctx.balances). A bracket whose
    parts do not each name one noun stays, and its figures are read as written."""
    text = item.text
    for m in reversed(list(_RUNNINGS.finditer(text))):
        parts = []
        for raw in re.split(r"\s*[,;]\s*", m.group("body").strip()):
            p = _RUN_PARTS.match(raw.strip())
            noun = p and ((p.group("pre") or "") + " " + (p.group("post") or "")).strip()
            found = match_noun(tokenize(noun), 0, allow_single_letter=True) if noun else None
            if p is None or found is None or found[1] != len(tokenize(noun)) \
                    or (p.group("pre") and p.group("post")):
                break
            parts.append((found[0].key, int(p.group("was")), int(p.group("now"))))
        else:
            start = text.rfind(";", 0, m.start()) + 1
            outside = tokenize(text[start:m.start()])
            signed: dict[str, int] = {}
            k = 0
            while k < len(outside):
                term = term_at(outside, k)
                if term is None:
                    k += 1
                    continue
                if term.sign:
                    signed[term.key] = signed.get(term.key, 0) + (term.amount if term.sign == "+" else -term.amount)
                k = term.end
            for key, was, now in parts:
                change = signed.get(key)
                if change is None or was + change != now:
                    ctx.diag("dc.claim.mismatch", f'"{m.group(0)}": a running total that does not follow from '
                             f"the figures before it: {was} {'+' if (change or 0) >= 0 else '-'} "
                             f"{abs(change or 0)} is {was + (change or 0)}, not {now}", item.line.number,
                             hint="correct the figures to what your orders give")
                else:
                    ctx.balances.append((item.line.number, "production" + ("" if key == "wealth" else f":{key}"),
                                         None, now))
            ctx.info("dc.post.remark", f'"{m.group(0)}": running totals, read as a remark', item.line.number)
            text = (text[:m.start()].rstrip() + " " + text[m.end():].lstrip()).strip()
    return item if text == item.text else item.with_text(text, item.subsection)


# "(CC stays empty)", "(so the Farm is left empty)", "(leaves the Colony Center unstaffed)": a
# building the staffing or move empties, in brackets: a remark (the rules' own note says whether
# the building runs)
_LEFT_EMPTY = compile_later(r"(?i)\(\s*(?:so\s+|and\s+|which\s+)?(?:(?P<verb>leaves|leaving)\s+)?(?:the\s+|my\s+)?"
                            r"(?P<b>[^\W\d_][\w' ]{0,30}?)\s*(?:#\s*\d{1,2}\s*)?(?(verb)|(?:stays|is\s+left|left|is\s+now|now|"
                            r"will\s+be|goes|becomes|is|sits)\s+)(?:empty|unstaffed|vacant|without\s+staff)"
                            r"(?:\s+(?:now|for\s+now|this\s+round))?\s*\)")


def _left_empty_out(ctx: PostContext, item: Item) -> Item:
    """The line without its brackets that say a building is left empty ("(CC stays empty)"),
    when they name a building and nothing else, one of whose kind has one colonist at most."""
    from gm_tool.games.distant_colony.posts.vocabulary import building_at

    text = item.text
    for m in reversed(list(_LEFT_EMPTY.finditer(text))):
        tokens = tokenize(m.group("b"))
        found = building_at(tokens, 0, fuzzy=False) if tokens else None
        if found is None or found.end != len(tokens) \
                or not any(b.kind == found.kind and len(b.staff) <= 1 for b in ctx.settlement.buildings):
            continue    # ("(Farm stays empty)" when every Farm has two staff: not so; left to ask)
        ctx.info("dc.post.remark", f'"{m.group(0)}": a building left empty, read as a remark', item.line.number)
        text = (text[:m.start()].rstrip() + " " + text[m.end():].lstrip()).strip()
    return item if text == item.text else item.with_text(text, item.subsection)


# "Warehouse (1 BG) \u2013 nobody to staff it, fine", "... and a Warehouse (1 BG) \u2014 end VP, why
# not": talk after a spaced dash at the end of a Build line
_DASH_ASIDE = compile_later(r"\s[\u2013\u2014-]{1,2}\s+(?P<aside>[^\u2013\u2014\d:=>\u2192?]{2,120})$")
# words that make the clause after the dash part of the order (its staff, another build, a change)
_ASIDE_ORDER = frozenset({"staffed", "staffing", "with", "w", "using", "build", "building", "builds",
                          "plus", "also", "instead", "actually", "rather", "edit", "swap", "move",
                          "moving", "put", "putting", "from", "into", "reserve", "buy", "sell",
                          "then", "second", "2nd", "or",
                          # "Farm - the new guy goes in there", "- I'll stick him in it": its staff
                          "goes", "go", "works", "work", "place", "placing", "stick", "sticking",
                          "assign", "assigning", "send", "sending", "him", "her", "them"})
_NO_STAFF = compile_later(r"(?i)\b(?:nobody|no\s*one|no\s+colonists?|none|noone|no\s+staff)\b")


def _dash_aside_out(ctx: PostContext, item: Item) -> Item:
    """The Build line without its talk after a spaced dash at the end ("Warehouse (1 BG) \u2013
    nobody to staff it, fine", "Warehouse Complex (2 BG) and a Warehouse (1 BG) \u2014 end VP,
    why not"), reported as a remark: after a building named in full, a clause with no figure,
    colon, arrow or question, naming no building, colonist or resource, and no word of an order
    (staffed, with, build, instead...); "staff" only as "nobody to staff it"."""
    m = _DASH_ASIDE.search(item.text)
    if m is None:
        return item
    before = tokenize(item.text[:m.start()])
    if not any(building_at(before, i, fuzzy=False) is not None for i in range(len(before))):
        return item
    aside = m.group("aside")
    tokens = tokenize(aside)
    words = [t.word for t in tokens if t.kind == "word"]
    if not words or any(w in _ASIDE_ORDER for w in words):
        return item
    if any(w in ("staff", "staffs", "man", "work", "works") for w in words) and not _NO_STAFF.search(aside):
        return item
    if _names_an_order(tokens):
        return item
    ctx.info("dc.post.remark", f'"{short(aside.strip(" ,;.!"))}": read as a remark and skipped',
             item.line.number)
    return item.with_text(item.text[:m.start()].rstrip(" ,;"), item.subsection)


# ", I'm at 5/5 storage", "(storage 5/5)", "- we're at 9/10 storage now", "; storage: 5/10": the
# player's storage, held of what the buildings store, as a clause after an order
_STORAGE_CLAUSE = compile_later(
    r"(?i)(?P<lead>\s*[,;(]\s*|\s+[\u2013\u2014-]{1,2}\s+)(?:(?:and|but|since|as|because|so)\s+)?"
    r"(?:(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:already\s+|now\s+|still\s+)?(?:at\s+)?(?P<a>\d{1,3})\s*/\s*(?P<b>\d{1,3})"
    r"\s+(?:storage|stored|capacity)|(?:my\s+)?(?:storage|capacity)(?:'s|\s+is)?\s*:?\s*(?:at\s+)?(?P<c>\d{1,3})"
    r"\s*/\s*(?P<d>\d{1,3}))(?:\s+(?:now|already|right\s+now|atm))?\s*(?:\)|(?=[,;.!]|$))")


def _storage_clause_out(ctx: PostContext, item: Item) -> Item:
    """The line without its clause about the player's storage ("Build: Warehouse (1 BG), I'm at
    5/5 storage"), its figures checked against the resources held and the storage the
    buildings give (posts/spaces.py `storage_checked`); a right one is a remark."""
    from gm_tool.games.distant_colony.posts.spaces import storage_checked

    m = _STORAGE_CLAUSE.search(item.text)
    if m is None or not item.text[:m.start()].strip(" ,;"):
        return item
    held, cap = (m.group("a"), m.group("b")) if m.group("a") else (m.group("c"), m.group("d"))
    if storage_checked(ctx, item, int(held), int(cap)):
        said = m.group(0).strip(" ,;()\u2013\u2014-")
        ctx.info("dc.post.remark", f'"{short(said)}": your storage, checked: '
                 "read as a remark", item.line.number)
    text = item.text[:m.start()] + item.text[m.end():]
    return item.with_text(text.strip(" ,;"), item.subsection)


# "every building is full, so the 2 Unskilled and the crim wait in housing": several colonists
# (with their counts) left in Temporary Housing, and why (the buildings full): no move, a remark
_GROUP_HOUSED = compile_later(
    r"(?i)(?P<full>[,;.]\s*(?:(?:as|since|because)\s+)?(?:every|all(?:\s+(?:my|of\s+my|the))?|each)\s+"
    r"(?:buildings?|slots?|jobs?)\s+(?:is|are)\s+(?:full|staffed|fully\s+staffed|taken))?"
    r"\s*[,;.]\s*(?:(?:so|and|thus|hence)\s+)?(?P<who>(?:the\s+|my\s+)?(?:\d{1,2}\s+|two\s+|three\s+|both\s+)?[^\W\d_]+"
    r"(?:\s*(?:,|\band\b|\+|&)\s*(?:the\s+|my\s+)?(?:other\s+|new\s+)?(?:\d{1,2}\s+|two\s+|three\s+)?[^\W\d_]+){1,3})\s+"
    r"(?:all\s+)?(?:stay|wait|remain|sit)\s+(?:in|at)\s+(?:the\s+)?(?:temp(?:orary)?\s+)?(?:housing|th)\b"
    r"(?:\s+(?:for\s+now|this\s+round))?\s*(?:[.!]?\s*$|(?=[.!,;]\s*[^\W\d_]))")
_COUNT_WORDS = {"two": 2, "three": 3, "both": 2}


def group_housed_out(ctx: PostContext, item: Item) -> Item:
    """The Organization line without ", every building is full, so the 2 Unskilled and the crim
    wait in housing": each colonist named (and its count) is checked against Temporary Housing,
    and "every building is full" against the buildings' staff; a wrong one is an error naming
    what is there. A name that is no colonist leaves the line as written."""
    from gm_tool.games.distant_colony.rules.catalogue import buildings
    from gm_tool.games.distant_colony.rules.names import COLONIST_NAMES

    m = _GROUP_HOUSED.search(item.text)
    named: dict[str, int] = {}
    for part in re.split(r"(?i)\s*(?:,|\band\b|\+|&)\s*", m.group("who")):
        # ("the Unskilled and the other Skilled": "other" and "new" name no other kind)
        words = re.sub(r"(?i)^(?:the\s+|my\s+)?(?:other\s+|new\s+)?", "", part.strip()).split()
        if not words:
            return item
        n = 1
        if words[0].isdigit() or words[0].lower() in _COUNT_WORDS:
            n = int(words[0]) if words[0].isdigit() else _COUNT_WORDS[words[0].lower()]
            words = words[1:]
        key = colonist_word(" ".join(words)) if len(words) == 1 else None
        if key is None or key == COLONISTS_ANY:
            return item
        named[key] = named.get(key, 0) + n
    housed: dict[str, int] = {}
    for c in ctx.housing:
        housed[c] = housed.get(c, 0) + 1
    wrong = [k for k, n in named.items() if housed.get(k, 0) != n]
    if wrong:
        there = ", ".join(f"{n} {COLONIST_NAMES.get(k, k)}" for k, n in housed.items()) or "nobody"
        ctx.diag("dc.claim.mismatch", f'"{m.group("who").strip()}": Temporary Housing holds {there}',
                 item.line.number, hint="name the colonists who wait there")
    if m.group("full"):
        kinds = buildings()
        open_slots = [b for b in ctx.buildings if b.kind in kinds and len(b.staff) < kinds[b.kind].slots]
        if open_slots:
            ctx.diag("dc.claim.mismatch", f'"{m.group("full").strip(" ,;.")}": {kinds[open_slots[0].kind].name} '
                     f"#{open_slots[0].id} has {kinds[open_slots[0].kind].slots - len(open_slots[0].staff)} "
                     "free slot(s)", item.line.number, hint="a colonist in housing may move there")
    ctx.info("dc.post.remark", f'"{m.group(0).strip(" ,;.")}": they stay in Temporary Housing, read as a '
             "remark", item.line.number)
    rest = item.text[:m.start()].rstrip(" ,;.")
    if re.fullmatch(r"(?i)\s*(?:nothing|no)\s*,?\s+(?:to\s+(?:move|do|organi[sz]e)|moves?)(?:\s+(?:this\s+round|here))?", rest):
        rest = "none"    # ("nothing to move, ...": no move, its reason the remark)
    tail = item.text[m.end():].strip(" .!")
    if tail:
        # ("... wait in housing. I'll take first player": the next sentence, read as written)
        rest = f"{rest}, {tail}" if rest else tail
    return item.with_text(rest, item.subsection)


def _bare_after_gain(section: str, before: str, bracket: str) -> bool:
    """"survey +1 (7)": on a Survey line, a bare number in brackets right after the signed gain is
    the Wealth held after it (checked as "(7 W)" is)."""
    return section == "survey" and re.fullmatch(r"\(\s*\d{1,4}\s*\)", bracket) is not None \
        and _SURVEY_GAIN_THEN.search(before) is not None


# "skilled to CC (U to housing)": a colonist's one-letter short form, moved, in a bracket of an
# Organization line (the move the bracket says, read by the section: never a remark)
_LETTER_MOVED = compile_later(r"(?i)(\(\s*(?:the\s+|its\s+|their\s+)?)([usec])(\s+(?:goes\s+|moves\s+|go\s+|move\s+)?"
                              r"(?:back\s+)?(?:to|into|->|\u2192)\s)")
_LETTERS = {"u": "Unskilled", "s": "Skilled", "e": "Expert", "c": "Criminal"}


def _letter_written_out(m: re.Match[str]) -> str:
    return m.group(1) + _LETTERS[m.group(2).lower()] + m.group(3)


# "Survey: +2 Wealth (played) → 13 W. Survey Station: ...", "+2 W → 14 W; station -1 food": the
# Wealth held after the gain, after an arrow closing the Survey's sentence or clause, another after it
_ARROW_NOW_SENTENCE = compile_later(r"(?i)\s*(?:-{1,2}>|={1,2}>|[\u2192\u21d2\u27f6])\s*(?P<n>\d{1,4})\s*(?:w|wealth)\b\s*"
                                    r"(?:now|total|left)?\s*(?=[.;,]\s*[^\W\d_]|\s[\u2013\u2014-]{1,2}\s+[^\W\d_])")


def _arrow_now_sentence_out(ctx: PostContext, item: Item) -> Item:
    """The Survey line without the Wealth after the gain closing its first sentence ("+2 Wealth
    (played) → 13 W."), checked against the rules' figure (ctx.balances); as written when no
    signed gain comes before it or the figure is the gain itself."""
    m = _ARROW_NOW_SENTENCE.search(item.text)
    before = item.text[:m.start()]
    gains = re.findall(r"(?<![\w])\+\s?(\d{1,4})", before)
    if not gains or int(m.group("n")) in {int(g) for g in gains}:
        return item
    ctx.balances.append((item.line.number, item.section, None, int(m.group("n"))))
    ctx.info("dc.post.remark", f'"{m.group(0).strip()}": the Wealth after it, read as a remark',
             item.line.number)
    return item.with_text(before + item.text[m.end():], item.subsection)


# "Survey: +2 Wealth (played) 6 → 8", "Survey: +2 Wealth 6 -> 8": a running total closing the
# line right after a bracket, or after Survey's gain with no comma
_AFTER_BRACKET_RUNNING = compile_later(r"(?:(?<=\))|(?<=[\w\d]))\s+(?P<total>[\u20ac$\u00a3]?\d{1,4}\s*[\u20ac$\u00a3]?\s*"
                                       r"(?:[^\W\d_]{1,12}\s*)?(?:->|-->|=>|\u2192|\u21d2|\u27f6)\s*[\u20ac$\u00a3]?\d{1,4}\s*"
                                       r"[\u20ac$\u00a3]?\s*(?:[^\W\d_]{1,12})?)\s*[.!]?\s*$")


def _unbracketed_running_in(item: Item) -> Item:
    """A running total with neither brackets nor a comma closing the line after a bracket
    ("Survey: +2 Wealth (played) 6 → 8"), or after the gain on a Survey line ("+2 Wealth 6 → 8"),
    put in brackets, so it is read (and checked) as the running totals in brackets are."""
    m = _AFTER_BRACKET_RUNNING.search(item.text)
    if m is None:
        return item
    before = item.text[:m.start()].rstrip()
    if not before.endswith(")") and item.section != "survey":
        return item
    return item.with_text(f"{before} ({m.group('total').strip()})", item.subsection)


# "sell 2 BG (3 each, +6) → 41 W, contract 1 Food": the Wealth held after a sale, after an arrow
# that follows the sale's price (a bracket or a signed figure), with its unit, ending a clause
_TRADE_ARROW_NOW = compile_later(r"(?i)(?:(?<=\))|(?<=[+]\d)|(?<=[+]\d\d))\s*(?:-{1,2}>|={1,2}>|[\u2192\u21d2\u27f6])\s*"
                                 r"[\u20ac$]?(?P<n>\d{1,4})\s*(?:w|wealth|[\u20ac$])\s*(?:now|total|in\s+total|left)?"
                                 r"\s*(?=[,;.]|$)")


def _trade_arrow_now_out(ctx: PostContext, item: Item) -> Item:
    """The Trade line without the Wealth it says the player holds after a sale ("sell 2 BG (3
    each, +6) → 41 W, contract 1 Food"), checked against the rules' Wealth after Trade
    (ctx.balances): a later clause of the line that moves Wealth makes it an error, the safe side."""
    m = _TRADE_ARROW_NOW.search(item.text)
    ctx.balances.append((item.line.number, item.section, None, int(m.group("n"))))
    ctx.info("dc.post.remark", f'"{m.group(0).strip()}": the Wealth after it, read as a remark',
             item.line.number)
    return item.with_text((item.text[:m.start()].rstrip() + item.text[m.end():]).strip(), item.subsection)


# ", finally some storage!!", ". About time!", "; yay", "- so happy with this one!": a cry of
# feeling closing the line after its orders, with no figure, colon, arrow, bracket or question
_CRIED = compile_later(r"(?:[,;.!]|\s[\u2013\u2014-]{1,2})\s*(?P<cry>[^\W\d_][^\d:=>\u2192?()\[\]\-,;.!]{0,60}?)\s*"
                       r"(?P<bang>!*)\s*$")
# what makes the clause a cry: the kit's interjections, or a word of relief or joy said with "!"
_CRY_WORD = compile_later(r"(?i)\b(?:finally|at\s+(?:long\s+)?last|about\s+(?:damn\s+)?time|yay+|yes+|woo+(?:hoo+)?|"
                          r"hoo?ray|hurray|huzzah|whee+|nice|sweet|great|awesome|cool|excellent|lovely|love\s+it|"
                          r"(?:so\s+)?(?:excited|happy|glad|pumped|stoked)|can'?t\s+wait|let'?s\s+go|here\s+we\s+go|"
                          r"wow|woah|whoa|boom|ha(?:ha)*|hehe|lol)\b")
# a word that makes the clause an order or a change of mind, never a cry
_CRY_ORDER = frozenset({"build", "builds", "building", "built", "buy", "buying", "sell", "selling", "sold",
                        "take", "taking", "move", "moving", "reserve", "reserving", "contract", "idle",
                        "run", "runs", "skip", "skipping", "keep", "discard", "staff", "staffed", "with",
                        "instead", "actually", "rather", "edit", "wait", "oops", "or", "not", "no", "none",
                        "nothing", "also", "plus", "swap", "put", "into", "from", "to", "and", "then",
                        "second", "2nd", "other", "another", "trade", "maybe", "if"})


def _names_an_order(tokens: list[Token], order_words: frozenset[str] = frozenset(),
                    phases: bool = False) -> bool:
    """Whether a clause might say an order, so it is never skipped as a remark: it names a
    building, colonist, place or resource (Wealth and VP are only talk's figures), a word of
    `order_words`, or (with `phases`) a phase."""
    for i, t in enumerate(tokens):
        if t.kind != "word":
            continue
        if t.word in order_words or building_at(tokens, i, fuzzy=False) is not None \
                or colonist_word(t.text) is not None or housing_at(tokens, i) is not None \
                or (phases and phase_word(t.word) is not None):
            return True
        found = match_noun(tokens, i)
        if found is not None and found[0].kind not in ("wealth", "vp"):
            return True
    return False


def _cried_out(ctx: PostContext, item: Item) -> Item:
    """The line without a cry of feeling after its orders (", finally some storage!!", ", yay"),
    reported as a remark: the kit's exclamation, or a word of relief or joy with "!", naming no
    building, colonist, place or resource and no word of an order; the orders stay before it."""
    from gm_tool.core.kit.reading.sentences import exclamation

    m = _CRIED.search(item.text)
    cry = m.group("cry")
    if not item.text[:m.start()].strip(" ,;.!-") or not (
            exclamation(cry) or m.group("bang") and _CRY_WORD.search(cry)):
        return item
    if _names_an_order(tokenize(cry), _CRY_ORDER, phases=True):
        return item
    ctx.info("dc.post.remark", f'"{short(cry.strip())}{m.group("bang")}": read as a remark and skipped',
             item.line.number)
    return item.with_text(item.text[:m.start()].rstrip(" ,;.-\u2013\u2014"), item.subsection)
