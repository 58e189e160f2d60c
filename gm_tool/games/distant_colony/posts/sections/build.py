"""Build: each building name starts a build; what follows until the next building is its
staff and cost ("Harvester (Unskilled from Temporary Housing)"). "2 Farms" is two builds;
unsigned amounts are costs.

docs/reading.md has the examples."""

from __future__ import annotations

import re

from gm_tool.core.kit.reading.sections import EMPTY, OK, UNREADABLE, Item
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading.sentences import split_sentences
from gm_tool.core.kit.reading.tokens import Token, tokenize
from gm_tool.games.distant_colony.actions import BuildOrder, Place, StaffFrom
from gm_tool.games.distant_colony.rules.catalogue import building_name, buildings
from gm_tool.games.distant_colony.posts.context import PostContext, VBuilding
from gm_tool.games.distant_colony.posts.lines import holding_fact
from gm_tool.games.distant_colony.posts.possessive import possessive_places
from gm_tool.games.distant_colony.posts.phrases import (PLACE_PREPS, add, colonist_initial, colonist_term,
                                                        peek_place, prev_word, says_nothing)
from gm_tool.games.distant_colony.posts.vocabulary import (COLONISTS_ANY, FILLER, NUMBER_WORDS,
                                                           BuildingMatch, building_at,
                                                           building_number_at,
                                                           building_suggestions, colonist_at,
                                                           colonist_word, match_noun,
                                                           signed_amount, term_at)
from gm_tool.games.distant_colony.rules.names import RESOURCE_NAMES

HINT = "e.g. 'Build: Harvester (Unskilled from Temporary Housing)'"

# the start of a line that staffs the build above it ("staffed by the Unskilled from housing")
_STAFF_WORDS = frozenset({"staffed", "staff", "staffing", "with", "using", "worked", "manned"})
# the player speaking ("I'm out of goods")
_SPEAKING = frozenset({"i", "i'm", "im", "my", "we", "me", "i've", "ive", "out", "only"})
# a Build line that says no build without the word "none" ("can't afford anything")
_NOT_BUILDING = frozenset({"can't", "cannot", "cant", "not", "nothing", "skip", "skipping",
                           "afford", "broke", "saving", "pass"})


# "... no 2nd build, out of goods", "no second build this time": the played effect's second
# build not used (a remark; what follows is why)
_NO_SECOND = compile_later(r"(?:^|[.;,]\s*|\s+(?:and|but)\s+)(?:(?:and|but)\s+)?no\s+(?:2nd|second|other|more|"
                           r"further|extra|another)\s+build(?:ing)?s?\b(?P<why>[^.;]*)[.;!]?\s*$",
                           re.IGNORECASE)


# a later sentence that says how a building is left ("CC stays empty until Org.", "The Farm
# sits idle this round."): a remark about the board, never a second build
_STATE_SENTENCE = compile_later(r"\b(?:stays?|remains?|sits?|left|stay(?:ing)?|will\s+be|gets?\s+refilled|"
                                r"until|empty|idle|idles|unstaffed|vacant)\b", re.IGNORECASE)
_BUILD_VERB = compile_later(r"\b(?:build|builds|building|built|construct\w*|add|adding|plus|and|also|\+)\b|\+",
                            re.IGNORECASE)


def _state_sentences_out(text: str) -> str:
    """The text without its later sentences that say how a building is left and order nothing:
    no figure, no build word."""
    if len(text) > 1000 or ". " not in text:
        return text
    parts = split_sentences(text)
    kept = parts[:1] + [p for p in parts[1:] if re.search(r"\d", p) or not _STATE_SENTENCE.search(p)
                        or _BUILD_VERB.search(p)]
    return " ".join(kept) if len(kept) < len(parts) else text


# "B: Warehouse (1 BG). 2nd B: none, no goods/mach.": the second build, said not to be used, in
# a later sentence of the line
_NTH_NONE = compile_later(r"(?:(?<=[.;,])|^)\s*(?:2nd|second|other|another|extra)\s+(?:build|b)\s*[:\-\u2013]?\s*"
                          r"(?:is\s+|was\s+)?(?:none|nothing|no|skip(?:ped)?|not(?:\s+used)?|unused|n/?a|pass(?:ed)?|wasted|"
                          r"dropped|-)\b(?P<why>[^.;]*)[.;!]?\s*$", re.IGNORECASE)


# "Market (Unskilled from housing), 2nd build Warehouse": the second build named inline
_NTH_INLINE = compile_later(r"[,;.]?\s*(?:and\s+)?(?:(?:the\s+)?(?:2nd|second|other|another|extra)\s+(?:build|b)\b|"
                            r"build\s*(?:#\s?2|2)\b)\s*[:\-\u2013=]?\s*(?=[^\W\d_])", re.IGNORECASE)
# "w/ housing Unskilled", "the housing Skilled": a colonist named by where it waits
_HOUSING_FIRST = compile_later(r"\b(?:the\s+|my\s+)?(?:temporary\s+)?housing\s+((?:unskilled|skilled|expert|criminal|"
                               r"soldier|officer)s?)\b", re.IGNORECASE)


# "(the Skilled stays in housing for now)", ". The Skilled waits in housing.": a colonist left where
# it is, said beside a building that takes none
_STAYS_HOUSED = compile_later(
    r"(?:\(|(?<=[.;,])|^)\s*(?:and\s+)?(?:the\s+|my\s+|our\s+)?(?:new\s+)?(?:unskilled|skilled|expert|criminal|"
    r"colonist|guy|one)s?\s+(?:stays?|waits?|remains?|sits?|is\s+staying|is\s+waiting|will\s+(?:stay|wait))\s+"
    r"(?:in\s+(?:temporary\s+)?housing|in\s+temp\s+housing|put|idle)(?:\s+for\s+now)?\s*(?:\)|[.;]|$)",
    re.IGNORECASE)

# ", so the CC stays empty for now", "(the Farm sits empty)", "and my Harvester is unstaffed
# this round", "; CC stays empty for now" (no article, after a comma or semicolon): the building
# a colonist leaves, left empty: what follows from the move, no order
_LEFT_EMPTY = compile_later(r"(?i)[,;]?\s*\(?\s*(?:so|and|which\s+means|meaning|leaving)?\s*(?:(?:the|my)\s+"
                            r"[a-z][a-z ]{0,30}?|(?:(?<=[,;]\s)|(?<=[,;]))[a-z]+(?:\s+[a-z]+){0,2}?)\s+"
                            r"(?:stays?|sits?|is|will\s+be|remains?|goes|ends\s+up)\s+"
                            r"(?:empty|unstaffed|vacant|idle)(?:\s+(?:for\s+now|this\s+round|for\s+the\s+moment))?"
                            r"\s*\)?\s*(?=[.;,!]|$)")


# "nothing left to build with", "nothing to build", "none - nothing left": no build, and why (the
# word "build" in it names no building)
_NOTHING_LEFT = compile_later(r"(?i)^\W*(?:nothing|none)\b[\s,\-\u2013\u2014]*(?:(?:is\s+)?left\b\s*)?"
                              r"(?:(?:for\s+me\s+)?to\s+build(?:\s+with)?|to\s+spend|to\s+pay\s+with|"
                              r"(?<=left)\s*(?:over)?)\W*$")


# "Farm, and I'm putting the new Skilled in it", "Harvester - I'll stick my Unskilled in there",
# "Market, placing the Expert from housing into it": the staff said as a verb of placing after
# the building (read as "staffed by ...")
_PUT_IN = compile_later(
    r"(?i)(?:\s*[,;\u2013\u2014-]\s*|\s+)(?:and\s+|then\s+)?(?:i'?m\s+|i\s+am\s+|i'?ll\s+|i\s+will\s+|i\s+|gonna\s+|"
    r"going\s+to\s+)?(?:put(?:ting|s)?|plac(?:e|es|ing)|stick(?:ing|s)?|assign(?:ing|s)?|mov(?:e|es|ing)|"
    r"send(?:ing|s)?|drop(?:ping|s)?|slot(?:ting|s)?)\s+"
    r"(?P<who>(?:the\s+|my\s+|a\s+|an\s+|our\s+|one\s+|\d\s+)?(?:new\s+|newly\s+arrived\s+|fresh\s+)?"
    r"(?:unskilled|skilled|expert|criminal|soldier|officer)s?(?:\s+from\s+(?:the\s+)?(?:temporary\s+|temp\s+)?housing|"
    r"\s+from\s+th)?)\s+(?:in|into|inside|on|at)\s+(?:it|there|that\s+one|the\s+new\s+one)\b(?P<rest>[^,;]*)$")

# "a Market where I put him", "Farm, and I'll put her in it", "Harvester and the new guy goes in
# there": the colonist taken this round, said as a pronoun after the building (read as "staffed
# by" it); only when the post takes one colonist and reserves none
_PUT_PRONOUN = compile_later(
    r"(?i)(?:\s+where\s+|\s*[,;\u2013\u2014-]\s*(?:and\s+)?|\s+and\s+)(?:i'?m\s+|i\s+am\s+|i'?ll\s+|i\s+will\s+|i\s+|gonna\s+)?"
    r"(?:(?:put(?:ting|s)?|plac(?:e|es|ing)|stick(?:ing|s)?|assign(?:ing|s)?|send(?:ing|s)?)\s+"
    r"(?:him|her|them|the\s+new\s+(?:guy|one|colonist|gal)|my\s+new\s+(?:guy|one|colonist))"
    r"(?:\s+(?:in\s+it|in\s+there|into\s+it|there|to\s+work(?:\s+there)?))?"
    r"|(?:he|she|the\s+new\s+(?:guy|one|colonist))\s+(?:goes|works|will\s+(?:go|work))\s+(?:in\s+)?(?:there|it))"
    r"\s*[.!]?\s*$")


def _put_pronoun_in(ctx: PostContext, text: str) -> str:
    """The Build line with "where I put him" (the colonist taken this round, see _PUT_PRONOUN)
    read as "staffed by" that colonist; as written when the post took none or also reserves one."""
    m = _PUT_PRONOUN.search(text) if len(text) < 600 else None
    if m is None or not ctx.orders.take or ctx.orders.reserve or not text[:m.start()].strip(" ,;"):
        return text
    return f"{text[:m.start()].rstrip(' ,;')} staffed by {ctx.orders.take}"


# where a later clause of a Build line may begin: a sentence, ";", or ", " before a wish or a "can't"
_WISH_CUT = compile_later(r"(?i)(?<=[.!])\s+|\s*;\s*|,\s*(?=(?:but\s+|and\s+)?(?:can'?t|cannot|couldn'?t|could|"
                          r"would|wanted|i'?d|i\s+would|too\s+(?:poor|broke)|no\s+money)\b)")


def _wishes_out(ctx: PostContext, text: str, line: int) -> str:
    """The Build line without its later clauses that give a build up ("Would build a Warehouse
    too but no BG", "; can't afford a 2nd one"): the kit's `given_up` and `cannot_afford`; what
    the clause names is not built. The first clause always stays."""
    from gm_tool.core.kit.reading.sentences import cannot_afford, given_up_more

    if len(text) > 1000 or not _WISH_CUT.search(text):
        return text
    cuts = [m for m in _WISH_CUT.finditer(text) if m.start() > 0]
    for m in cuts:
        rest = text[m.end():]
        gave = given_up_more(rest)
        if (gave is not None and not re.search(r"(?i)\b(?:build|building|so|instead)\b", gave[1])
                and not re.search(r"\d", gave[1])) or cannot_afford(rest):
            ctx.info("dc.post.remark", f'"{rest.strip(" .")}": a build given up, read as a remark',
                     line)
            return text[:m.start()].rstrip(" ,;.")
    return text


# an order's verb in the reason after "no 2nd build" makes it more than a reason
_WHY_ORDER = compile_later(r"(?i)\b(?:buy\w*|sell\w*|sold|build\w*|built|tak\w+|move\w*|contract\w*|"
                           r"trad\w+|put\w*|add\w*|swap\w*|reserv\w*)\b")
_WHY_HOLDING = compile_later(r"(?i)\b(?:left|only|just|have|got|holding)\b")


def _holdings_reason(why: str) -> bool:
    """The reason after "no 2nd build" says what the player holds ("just the 1 Machine left and
    nothing costs only a machine"): its figures are holdings; no order's verb, no question."""
    return len(why) < 200 and "?" not in why and bool(_WHY_HOLDING.search(why)) \
        and not _WHY_ORDER.search(why)


def _remarks_out(ctx: PostContext, item: Item) -> Item | None:
    """The line without what it says beside the build: a building left empty, a colonist who
    stays in housing, "no second build (why)", sentences stating the settlement's state. None
    when nothing is left after "no second build"."""
    text = _put_pronoun_in(ctx, item.text)
    if text != item.text:
        item = item.with_text(text, item.subsection)
    low = item.text[:2000].lower()
    if len(low) < 600 and (" it" in low or " there" in low):
        put = _PUT_IN.search(item.text[:600])
        if put is not None and item.text[:put.start()].strip() and not put.group("rest").strip(" .!"):
            item = item.with_text(f"{item.text[:put.start()]} staffed by {put.group('who')}",
                                  item.subsection)
    if "empty" in low or "unstaffed" in low or "vacant" in low:
        m = _LEFT_EMPTY.search(item.text[:2000])
        if m is not None:
            ctx.info("dc.post.remark", f'"{m.group(0).strip(" .;,()")}": read as a remark',
                     item.line.number)
            item = item.with_text((item.text[:m.start()] + item.text[m.end():]).strip(" ,;"),
                                  item.subsection)
    if len(item.text) < 2000 and _STAYS_HOUSED.search(item.text):
        # "Warehouse (the Skilled stays in housing for now)", "... The Skilled waits in
        # housing": the colonist is not moved; the building gets no staff from it
        m = _STAYS_HOUSED.search(item.text)
        ctx.info("dc.post.remark", f'"{m.group(0).strip(" .;,()")}": stays in Temporary Housing, read '
                 "as a remark", item.line.number)
        item = item.with_text(_STAYS_HOUSED.sub(" ", item.text).strip(" ,;."), item.subsection)
    if "ousing" in item.text and _HOUSING_FIRST.search(item.text):
        item = item.with_text(_HOUSING_FIRST.sub(r"\1 from housing", item.text), item.subsection)
    item = _reason_then_no_second_out(ctx, item)
    m = _NTH_NONE.search(item.text) if "2nd" in item.text or "econd" in item.text \
        or "other" in item.text or "extra" in item.text else None
    if m is not None and item.text[:m.start()].strip(" .;,") and (
            not re.search(r"\d", m.group("why")) or holding_fact(m.group("why").strip(" ,"))
            or _holdings_reason(m.group("why"))):
        ctx.info("dc.post.remark", f'"{m.group(0).strip()}": no second build, read as a remark',
                 item.line.number)
        item = item.with_text(item.text[:m.start()].rstrip(" ,;."), item.subsection)
    if m is None and _NTH_INLINE.search(item.text) and _NTH_INLINE.search(item.text).start() > 0:
        item = item.with_text(_NTH_INLINE.sub(", ", item.text), item.subsection)
    cut = _wishes_out(ctx, item.text, item.line.number)
    if cut != item.text:
        item = item.with_text(cut, item.subsection)
    cut = _state_sentences_out(item.text)
    if cut != item.text:
        item = item.with_text(cut.rstrip(" ."), item.subsection)
    m = _NO_SECOND.search(item.text)
    if m is not None and _WHY_ORDER.search(m.group("why")):
        m = None   # ("no 2nd build, buying a machine instead": an order in the why, read or asked)
    if m is not None and (not re.search(r"\d", m.group("why"))
                          or holding_fact(m.group("why").strip(" ,:\u2013\u2014-"))
                          or _holdings_reason(m.group("why"))):
        # ("no 2nd build — just the 1 Machine left ...": what the player holds, why)
        item = item.with_text(item.text[:m.start()].rstrip(" ,;."), item.subsection)
        if not item.text:
            return None
    return item


def _building_starts(tokens: list[Token], used: set[int]) -> list[tuple[BuildingMatch, int]]:
    """Where each new building is named (not after "from"/"to"/"of", which name places), once
    per copy ("2 Farms"); its words (and the count) go into `used`."""
    starts: list[tuple[BuildingMatch, int]] = []
    i = 0
    while i < len(tokens):
        prev = prev_word(tokens, i)
        if prev in PLACE_PREPS:
            end = peek_place(tokens, i)
            if end is not None:
                i = end
                continue
        if colonist_at(tokens, i):  # (not "Officer School": a building)
            i += 1
            continue
        term = term_at(tokens, i)
        if term and not _count_of_building(tokens, i, term.end):
            i = term.end
            continue
        if term:   # "one Goods Factory": a count, then the building
            i += 1
            continue
        if tokens[i].kind == "word" and prev not in PLACE_PREPS:
            m = building_at(tokens, i)
            if m is not None:
                count = 1
                k = i - 1
                if k >= 0 and k not in used and tokens[k].kind == "num" and not tokens[k].sign:
                    count = max(1, min(int(tokens[k].value), 4))  # type: ignore[arg-type]
                    used.add(k)
                elif k >= 0 and tokens[k].kind == "word" and tokens[k].word in NUMBER_WORDS:
                    count = NUMBER_WORDS[tokens[k].word]
                    used.add(k)
                for _ in range(count):
                    starts.append((m, m.end))
                used.update(range(m.start, m.end))
                i = m.end
                continue
        i += 1
    return starts


def _no_building(ctx: PostContext, item: Item, tokens: list[Token], used: set[int]) -> str:
    """A Build line that names no building: no build said in words, the player talking, an
    unknown building (with a did-you-mean), or the Build section's figures alone."""
    if {t.word for t in tokens} & _NOT_BUILDING and not any(
            t.kind == "num" for t in tokens) and not any(
            ctx.game_word_at(tokens, k) for k in range(len(tokens))):
        # "can't afford anything", "not building this round": no build
        return OK
    if not any(t.kind == "num" for t in tokens) \
            and {t.word for t in tokens} & _SPEAKING:
        if _ambiguous_building(ctx, item, tokens):
            return UNREADABLE
        # "only one build, I'm out of goods": the player talking, not a building
        ctx.warn("dc.post.unknown_word", f'"{item.line.text}": read as a remark (no building is '
                 "named)", item.line.number, hint="a building to build goes on a Build line")
        return OK
    # an unknown building name?
    words = [t.text for t in tokens if t.kind == "word" and t.word not in FILLER]
    head = _head_words(tokens)
    if head:
        sugg = building_suggestions(head)
        hint = (f"did you mean {' or '.join(repr(s) for s in sugg)}?" if sugg
                else "valid: " + ", ".join(b.name for b in buildings().values() if b.buildable))
        ctx.diag("dc.post.unknown_building", f'"{item.line.text}": unknown building "{head}"',
                 item.line.number, hint=hint)
        return UNREADABLE
    terms = ctx.terms(tokens, used)
    if terms:
        ctx.claim("build", item, {t.key: signed_amount(t, "-") for t in terms})
    ctx.mark_punct(tokens, used)
    return ctx.leftover(item, tokens, used, bool(terms) or not words)


def _undecided(ctx: PostContext, item: Item, tokens: list[Token],
               starts: list[tuple[BuildingMatch, int]], used: set[int]) -> bool:
    """"Harvester or Farm, whichever you think is better": the player has not chosen; asked."""
    for (a, _), (b, _) in zip(starts, starts[1:]):
        between = {t.word for t in tokens[a.end:b.start] if t.kind == "word"}
        # ("or harvester" may be read as one close typo of "Harvester": its "or" is still the
        # choice between the two)
        lead = (getattr(b, "written", "") or "").lower().split()[:1]
        if between & {"or", "either", "whichever", "maybe"} or (
                getattr(b, "typo", False) and lead and lead[0] in ("or", "either")) or (
                a.end < len(tokens) and tokens[a.end].kind == "punct" and tokens[a.end].value == "/"
                and b.start == a.end + 1):
            ctx.diag("dc.post.please_confirm",
                     f'"{item.line.text}": {building_name(a.kind)} or {building_name(b.kind)}: '
                     "which one do you build?", item.line.number,
                     hint="write the building you build, e.g. 'Build: Farm'")
            used.update(range(len(tokens)))
            return True
    return False


def _build_orders(ctx: PostContext, item: Item, tokens: list[Token],
                  starts: list[tuple[BuildingMatch, int]], used: set[int]) -> str:
    """Each building's order: its staff and costs run to the next building named."""
    first = len(ctx.orders.builds)
    deltas: dict[str, int] = {}
    seen_matches: list[int] = []
    for m, _ in starts:
        if m.typo and m.start not in seen_matches:
            name = building_name(m.kind)
            ctx.warn("dc.post.building_typo", f'"{item.line.text}": read "{m.written}" as "{name}"',
                     item.line.number, hint=f'did you mean "{name}"?')
        seen_matches.append(m.start)
    distinct = []
    for m, _ in starts:
        if not distinct or distinct[-1][0].start != m.start:
            distinct.append((m, []))
        distinct[-1][1].append(m)
    for n, (m, copies) in enumerate(distinct):
        stop = distinct[n + 1][0].start if n + 1 < len(distinct) else len(tokens)
        number, after = building_number_at(tokens, m.end)
        if number is not None:
            used.update(range(m.end, after))
        staff = _staff(ctx, tokens, after, stop, item, used)
        kind = m.kind
        cat = buildings()[kind]
        if not cat.buildable:
            ctx.diag("dc.post.unknown_building",
                     f'"{item.line.text}": {cat.name} cannot be built', item.line.number)
            continue
        for copy_index in range(len(copies)):
            order = BuildOrder(kind, list(staff) if copy_index == 0 else [])
            ctx.orders.builds.append(order)
            new = VBuilding(ctx.next_id, kind, [], new=True)
            ctx.next_id += 1
            new.staff.extend(s.colonist for s in order.staff)
            ctx.buildings.append(new)
    ctx.wrote("builds", item)
    built = len(ctx.orders.builds) - first
    for t in ctx.terms(tokens, used):
        amount = signed_amount(t, "-")
        if built > 1 and t.end < len(tokens) and tokens[t.end].kind == "word" \
                and tokens[t.end].word in ("each", "apiece", "per"):
            # "Barracks and a Boot Camp (1 BG each)": the price of each of the buildings named
            amount *= built
            used.add(t.end)
        add(deltas, t.key, amount)
    if deltas:
        ctx.claim("build", item, deltas).order_span = (first, len(ctx.orders.builds))
    _unknown_items(ctx, item, tokens, used)
    ctx.mark_punct(tokens, used)
    ctx.mark_words(tokens, used, {"built", "build", "builds", "building", "constructed",
                                  "construct", "staffed", "staff", "staffing", "with",
                                  "by", "using", "cost", "costs", "paid", "played",
                                  "extra", "second", "empty", "unstaffed", "bonus",
                                  "borrowed", "borrowing", "effect", "thanks"})
    _count_of_builds(ctx, item, tokens, used, first)
    return ctx.leftover(item, tokens, used, True)


def _count_of_builds(ctx: PostContext, item: Item, tokens: list[Token], used: set[int], first: int) -> None:
    """"— 2 builds thanks to the borrowed Build effect": the number of buildings the line builds,
    said again; read when it agrees with the builds read, asked when it does not."""
    built = len(ctx.orders.builds) - first
    for k in range(len(tokens) - 1):
        if k in used or tokens[k].kind != "num" or tokens[k].sign \
                or tokens[k + 1].word not in ("builds", "buildings", "build"):
            continue
        if int(tokens[k].value) == built:
            used.update((k, k + 1))
        else:
            ctx.diag("dc.post.please_confirm",
                     f'"{item.line.text}": {tokens[k].value} builds written, {built} read: which stands?',
                     item.line.number, hint="name each building you build")
            used.update((k, k + 1))


def read(ctx: PostContext, item: Item) -> str:
    if len(item.text) < 600 and _BUILT_LATER.search(item.text) and built_later(ctx, item):
        return UNREADABLE
    cut = _remarks_out(ctx, item)
    if cut is None:
        return OK
    item = cut
    if len(item.text) < 600 and _END_VP.search(item.text):
        item = _end_vp_out(ctx, item)
    if ("'s" in item.text or "\u2019s" in item.text) and len(item.text) < 2000:
        # "Goods Factory, the CC's Unskilled moves in": the staff named by where it works now
        item = item.with_text(possessive_places(item.text), item.subsection)
    if len(item.text) < 600 and _PLACE_WORKER.search(item.text):
        item = item.with_text(_place_workers_named(ctx, item.text), item.subsection)
    tokens = tokenize(item.text)
    if says_nothing(tokens):  # "none", "nothing", "-"
        return OK if tokens else EMPTY
    if _NOTHING_LEFT.match(item.text):
        ctx.info("dc.post.remark", f'"{item.text.strip()}": no build, read as "none"', item.line.number)
        return OK
    used: set[int] = set()
    staffed = _staffing_line(ctx, item, tokens, used)
    if staffed is not None:
        return staffed
    starts = _building_starts(tokens, used)
    if not starts:
        return _no_building(ctx, item, tokens, used)
    if _undecided(ctx, item, tokens, starts, used):
        return UNREADABLE
    return _build_orders(ctx, item, tokens, starts, used)


def _unknown_items(ctx: PostContext, item: Item, tokens: list[Token], used: set[int]) -> None:
    """Words after a separator that name no building: "Build: Farm, Spaceport"."""
    depth = 0
    k = 0
    while k < len(tokens):
        t = tokens[k]
        if t.kind == "punct" and t.value in "([":
            depth += 1
        elif t.kind == "punct" and t.value in ")]":
            depth = max(0, depth - 1)
        prev = tokens[k - 1] if k > 0 else None
        after_sep = prev is not None and ((prev.kind == "punct" and prev.value in ",;+&/")
                                          or (prev.kind == "word" and prev.word in ("and", "plus")))
        if depth == 0 and after_sep and k not in used and t.kind == "word" \
                and t.word not in FILLER and not colonist_word(t.text):
            j = k
            words = []
            while j < len(tokens) and j not in used and tokens[j].kind == "word" \
                    and tokens[j].word not in FILLER:
                words.append(tokens[j].text)
                j += 1
            head = " ".join(words)
            sugg = building_suggestions(head)
            hint = (f"did you mean {' or '.join(repr(x) for x in sugg)}?" if sugg
                    else "valid: " + ", ".join(b.name for b in buildings().values() if b.buildable))
            ctx.diag("dc.post.unknown_building", f'"{item.line.text}": unknown building "{head}"',
                     item.line.number, hint=hint)
            used.update(range(k, j))
            k = j
            continue
        k += 1


def _staff(ctx: PostContext, tokens: list[Token], start: int, stop: int, item: Item,
           used: set[int]) -> list:
    staff: list[StaffFrom] = []
    i = start
    pending: list[str] = []

    def flush(source: Place | None) -> None:
        for colonist in pending:
            src = source if source is not None else ctx.infer_source(colonist, item)
            staff.append(StaffFrom(colonist, src))
            ctx.take_from(src, colonist)
        pending.clear()

    while i < stop:
        if i in used:
            i += 1
            continue
        t = tokens[i]
        if t.kind == "word" and (t.word in ("from", "out", "off")
                                 or (t.word in ("in", "at") and pending)):
            j = i + 1
            if j < stop and tokens[j].kind == "word" and tokens[j].word == "of":
                j += 1
            colonist = pending[0] if pending else None
            place = ctx.place_at(tokens, j, item, used, purpose="source", colonist=colonist)
            if place is not None:
                used.update(range(i, j))
                flush(place[0])
                i = place[1]
                continue
        count, kind, end = colonist_term(tokens, i)
        if kind is None and colonist_initial(tokens, i) is not None:
            kind, end = colonist_initial(tokens, i), i + 1   # "harvester w/ U from housing"
        if kind is None and ctx.orders.take is not None and t.kind == "word" and (
                (t.word in ("him", "her") and i > start
                 and tokens[i - 1].word in ("with", "by", "w"))
                or (t.word in ("new", "newly") and i + 1 < stop
                    and tokens[i + 1].word in ("guy", "one", "colonist", "arrival"))):
            # "building a goods factory w/ him" after "took the other skilled": the colonist
            # taken this round
            count, kind, end = 1, ctx.orders.take, i + (1 if t.word in ("him", "her") else 2)
        if kind is not None and kind != COLONISTS_ANY and end <= stop:
            # "2 Unskilled from housing" / "Unskilled (housing)" / "Unskilled (Farm #2)"
            if pending and not (i > 0 and tokens[i - 1].kind == "word" and tokens[i - 1].word == "and"):
                flush(None)
            pending.extend([kind] * count)
            used.update(range(i, end))
            if end < stop and tokens[end].kind == "punct" and tokens[end].value == "(":
                place = ctx.place_at(tokens, end + 1, item, used, purpose="source",
                                     colonist=kind)
                if place is not None:
                    used.add(end)
                    flush(place[0])
                    i = place[1]
                    continue
            i = end
            continue
        i += 1
    flush(None)
    return staff


def _head_words(tokens: list[Token]) -> str:
    words = []
    for t in tokens:
        if t.kind == "word" and t.word not in FILLER and not colonist_word(t.text):
            words.append(t.text)
        elif words:
            break
    return " ".join(words[:4])


def _count_of_building(tokens: list[Token], i: int, term_end: int) -> bool:
    """"one Goods Factory", "2 Goods Factories": a count before a building's name, not an
    amount of Goods."""
    t = tokens[i]
    if not ((t.kind == "num" and not t.sign) or t.word in NUMBER_WORDS):
        return False
    m = building_at(tokens, i + 1, fuzzy=False) if i + 1 < len(tokens) else None
    return m is not None and m.end > term_end


def _staffing_line(ctx: PostContext, item: Item, tokens: list[Token], used: set[int]) -> str | None:
    """A line under Build that staffs a building built on the line before: "Skilled (housing)
    -> Farm Complex", "Unskilled Market -> Farm Complex", "Skilled from housing into the new
    Farm". None when the line is not one."""
    if ctx.orders.builds and tokens and tokens[0].word in _STAFF_WORDS \
            and not any(building_at(tokens, k, fuzzy=False) for k in range(len(tokens))
                        if tokens[k].kind == "word" and prev_word(tokens, k) not in PLACE_PREPS):
        # "- staffed by the Unskilled from housing" under "Build: Farm": the last build's staff
        staff = _staff(ctx, tokens, 1, len(tokens), item, used)
        if staff:
            ctx.orders.builds[-1].staff.extend(staff)
            built = [b for b in ctx.buildings if b.new]
            if built:
                built[-1].staff.extend(s.colonist for s in staff)
            used.add(0)
            ctx.mark_words(tokens, used, _STAFF_WORDS | {"the", "by", "with"})
            ctx.mark_punct(tokens, used)
            return ctx.leftover(item, tokens, used, True)
    if not ctx.orders.builds or not tokens or not colonist_at(tokens, 0) and not (
            tokens[0].kind == "num" and len(tokens) > 1 and colonist_at(tokens, 1)):
        return None
    into = next((k for k, t in enumerate(tokens) if t.kind == "arrow"
                 or t.word in ("to", "into", "in")), None)
    if into is None or into + 1 >= len(tokens):
        return None
    k = into + 1
    while k < len(tokens) and tokens[k].word in ("the", "new", "my", "a"):
        k += 1
    m = building_at(tokens, k, fuzzy=False)
    if m is None:
        return None
    # the newest build of that kind this post made
    orders = ctx.orders.builds
    target = next((n for n in range(len(orders) - 1, -1, -1) if orders[n].kind == m.kind), None)
    if target is None:
        return None
    built = [b for b in ctx.buildings if b.new]
    vb = built[target] if target < len(built) else None
    count, kind, end = colonist_term(tokens, 0)
    bare = None
    if kind is not None and end < into and tokens[end].kind == "word" \
            and tokens[end].word not in ("from", "out", "off", "in", "at") \
            and peek_place(tokens, end) == into:
        # "Unskilled Market -> Farm Complex": the place before the arrow is the source
        bare = ctx.place_at(tokens, end, item, used, purpose="source", colonist=kind)
    if bare is not None and bare[0] is not None and kind is not None:
        used.update(range(0, end))
        staff = [StaffFrom(kind, bare[0]) for _ in range(count)]
        for st in staff:
            ctx.take_from(st.source, st.colonist)
    else:
        staff = _staff(ctx, tokens, 0, into, item, used)
    if not staff:
        return None
    orders[target].staff.extend(staff)
    if vb is not None:
        vb.staff.extend(s.colonist for s in staff)
    used.update(range(into, m.end))
    # an unmarked source written bare before the arrow ("Unskilled Market -> ...")
    for j in range(0, into):
        if j not in used and tokens[j].kind == "word":
            end = peek_place(tokens, j)
            if end is not None and end <= into:
                used.update(range(j, end))
    ctx.mark_punct(tokens, used)
    return ctx.leftover(item, tokens, used, True)


# "market w the farm guy", "with my CC worker": the colonist who works in that building now
_PLACE_WORKER = compile_later(r"(?i)\b(?:the|my|our)\s+(?P<place>[^\W\d_]+(?:\s+[^\W\d_]+)?)\s+"
                              r"(?:guy|gal|dude|worker|person|staffer|fella|chap)\b")


def _place_workers_named(ctx: PostContext, text: str) -> str:
    """The text with "the farm guy" written as "Unskilled from the farm", when the player has one
    building of that kind and one colonist works in it (else as written: the reader asks)."""
    def named(m: re.Match[str]) -> str:
        from gm_tool.games.distant_colony.rules.names import COLONIST_NAMES

        tokens = tokenize(m.group("place"))
        found = building_at(tokens, 0, fuzzy=False) if tokens else None
        if found is None or found.end != len(tokens):
            return m.group(0)
        mine = [b for b in ctx.buildings if b.kind == found.kind]
        if len(mine) != 1 or len(mine[0].staff) != 1:
            return m.group(0)
        return f"{COLONIST_NAMES.get(mine[0].staff[0], mine[0].staff[0])} from the {m.group('place')}"

    return _PLACE_WORKER.sub(named, text)


# ", I only have goods for one so the 2nd build is wasted on me", ". only 1 bg so no 2nd build :(":
# why first (what the player holds), then the played effect's second building declined
_REASON_THEN_NO_SECOND = compile_later(
    r"(?i)(?:[,;.]|\s[\u2013\u2014-]+)\s*(?:and\s+|but\s+)?(?P<why>(?:i\s+|i'?ve\s+)?(?:only|just)\s+(?:have\s+|got\s+|had\s+)?"
    r"[^,;.!?()]{1,50}?)\s*,?\s+(?:so|which\s+means|meaning|hence|therefore)\s+(?:the\s+|my\s+)?(?:no\s+)?"
    r"(?:2nd|second|other|extra|bonus)\s+(?:build(?:ing)?|one)(?:\s+(?:is\s+|gets\s+|goes\s+)?"
    r"(?:wasted|skipped|unused|declined|passed|lost|gone|to\s+waste|not\s+used)(?:\s+on\s+me)?)?"
    r"(?:\s+(?:this\s+(?:round|time|turn)|sadly|unfortunately|either))?\s*(?::\(|:/|:-\(|lol|haha)?\s*[.!]*\s*$")
_HELD_FIGURE = compile_later(r"(?i)\b(\d{1,3})\s+([^\W\d_][^\W\d_ ]*(?:\s+[^\W\d_]+)?)")


def _reason_then_no_second_out(ctx: PostContext, item: Item) -> Item:
    """The Build line without "..., I only have goods for one so the 2nd build is wasted": the
    second building declined, its reason said first (what the player holds). A figure in the
    reason ("only 1 bg") is checked against what the player holds at the start of the round; a
    wrong one is an error naming the right value. A reason with an order's word stays on the line."""
    if len(item.text) > 600 or not re.search(r"(?i)2nd|second|other|extra|bonus", item.text):
        return item
    m = _REASON_THEN_NO_SECOND.search(item.text)
    if m is None or not item.text[:m.start()].strip(" .;,") \
            or re.search(r"(?i)\b(?:sell\w*|buy\w*|trade\w*|build\w*|mov\w*|staff\w*|with|w/)\b", m.group("why")):
        return item
    for fig in _HELD_FIGURE.finditer(m.group("why")):
        tokens = tokenize(fig.group(2))
        found = match_noun(tokens, 0) if tokens else None
        if found is None or found[0].kind != "resource":
            return item     # (a figure of something else: left to be asked about)
        held = ctx.settlement.resources.get(found[0].key, 0)
        if held != int(fig.group(1)):
            ctx.diag("dc.post.wrong_figure", f"you hold {held} {RESOURCE_NAMES.get(found[0].key, found[0].key)} "
                     f"at the start of the round, not {fig.group(1)} (\"{m.group('why').strip()}\")",
                     item.line.number, hint="correct the figure, or leave it out")
    ctx.info("dc.post.remark", f'"{m.group(0).strip(" ,;.")}": no second build, read as a remark',
             item.line.number)
    return item.with_text(item.text[:m.start()].rstrip(" ,;."), item.subsection)


# "Build: a Farm next round", "build a Harvester later": a building named with a later time, outside
# brackets: a plan, not this round's order
_BUILT_LATER = compile_later(r"(?i)\b(?P<what>[^\W\d_][^,;.()]{0,40}?)\s+(?:next\s+(?:round|turn|time)|later(?:\s+on)?|"
                             r"eventually|some\s*day|in\s+a\s+later\s+round)\b")


def built_later(ctx: PostContext, item: Item) -> bool:
    """Whether the Build line names a building for a later round ("a Farm next round"), outside
    brackets: asked (please confirm), never read as this round's build."""
    outside = re.sub(r"\([^()]*\)", " ", item.text)
    m = _BUILT_LATER.search(outside)
    if m is None:
        return False
    tokens = tokenize(m.group("what"))
    if not any(building_at(tokens, k, fuzzy=False) is not None for k in range(len(tokens))):
        return False
    if re.search(r"(?i)\b(?:fill|staff|move|put|man|run|use|sell|buy|trade)\w*\b", m.group("what")):
        return False     # ("Warehouse, I'll staff it next round": this round's build, a plan for its staff)
    ctx.please_confirm(item, [m.group(0).strip()], what=f"line {item.line.number} builds for a later round")
    return True


# "Terraformer (3 BG, 1 RG, 4 Machines) — 10 VP at the end", ", worth 3 VP at game end": what the
# building scores at the end, said after it (checked against its end VP; never a cost)
_END_VP = compile_later(r"(?i)\s*(?:[,;]|\s[\u2014\u2013-]{1,2}|\(|\.)?\s*(?:(?:it'?s|that'?s|is)\s+)?(?:worth\s+)?(?:\+\s?)?"
                        r"(?P<n>\d{1,2})\s*(?:vp|victory\s+points?|points?)\s+(?:at\s+(?:the\s+)?(?:game'?s\s+)?end(?:\s+of\s+(?:the\s+)?game)?|"
                        r"at\s+game\s+end|in\s+the\s+end|when\s+the\s+game\s+ends|end\s*game)\b\s*!*\s*\)?"
                        r"(?:\s*(?::[a-z]\b|:\)|:-\)|!+))*\s*[.!]?\s*$")


def _end_vp_out(ctx: PostContext, item: Item) -> Item:
    """The Build line without the end VP said of the one building it names ("— 10 VP at the
    end"), checked against the building's end VP (an error names the right value); as written
    when the line names no building or several."""
    m = _END_VP.search(item.text)
    tokens = tokenize(item.text[:m.start()])
    kinds = {found.kind for k in range(len(tokens)) if (found := building_at(tokens, k, fuzzy=False)) is not None}
    if len(kinds) != 1:
        return item
    kind = kinds.pop()
    worth = buildings()[kind].end_vp
    if int(m.group("n")) != worth:
        ctx.diag("dc.claim.mismatch", f'"{m.group(0).strip()}": {building_name(kind)} scores {worth} VP at '
                 f"the end, not {m.group('n')}", item.line.number, hint="correct the figure, or leave it out")
    else:
        ctx.info("dc.post.remark", f'"{m.group(0).strip()}": what {building_name(kind)} scores at the end, '
                 "read as a remark", item.line.number)
    return item.with_text(item.text[:m.start()], item.subsection)


def _generic_heads() -> dict[str, list[str]]:
    """The words that several buildable buildings share and that name no building alone nor a
    resource ("factory", "complex"): each with the buildings it may mean."""
    names = [b.name for b in buildings().values() if b.buildable]
    own = {n.lower() for n in names}
    resource_words = {w for r in RESOURCE_NAMES.values() for w in r.lower().split()}
    resource_words |= {w.rstrip("s") for w in resource_words}
    heads: dict[str, list[str]] = {}
    for name in names:
        for word in name.lower().split():
            if word not in own and word not in resource_words:
                heads.setdefault(word, []).append(name)
    return {w: ns for w, ns in heads.items() if len(ns) > 1}


def _ambiguous_building(ctx: PostContext, item: Item, tokens: list[Token]) -> bool:
    """"Build: a factory w/ the skilled guy": a word several buildings share, with no building
    named, is a building the player has not named; asked, with the buildings it may mean."""
    heads = _generic_heads()
    for t in tokens:
        word = (t.word or "") if t.kind == "word" else ""
        forms = (word, word[:-1] if word.endswith("s") else "", word[:-2] if word.endswith("es") else "",
                 word[:-3] + "y" if word.endswith("ies") else "")
        ns = next((heads[f] for f in forms if f in heads), None)
        if ns:
            ctx.diag("dc.post.please_confirm",
                     f'"{item.line.text}": "{t.text}" names no one building ({", ".join(ns)}): '
                     "which one do you build?", item.line.number,
                     hint="write the building you build, e.g. 'Build: Goods Factory'")
            return True
    return False
