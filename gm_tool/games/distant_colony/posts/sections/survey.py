"""Survey: the Survey wealth and what Survey Stations give, as claims; a Survey Station named
on a line ("Survey Station: -1 Food, +1 Raw", "Survey Station #4: idle") sets `orders.survey`
to the stations named (not idle); otherwise it stays None. A claim's `order_span` is the
stations its line runs.

docs/reading.md has the examples."""

from __future__ import annotations

import re

from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading.sections import EMPTY, Item
from gm_tool.core.kit.reading.tokens import tokenize
from gm_tool.games.distant_colony.posts.context import PostContext
from gm_tool.games.distant_colony.posts.phrases import add, only_filler
from gm_tool.games.distant_colony.posts.vocabulary import (BuildingMatch, Term, building_at, colonist_word,
                                                           building_number_at, signed_amount)

HINT = "e.g. 'Survey: +1 Wealth'"


def read(ctx: PostContext, item: Item) -> str:
    from gm_tool.games.distant_colony.posts.sections.production import eating_as_figures

    eaten = eating_as_figures(item.text)
    if eaten != item.text:
        # "Survey Station: the Skilled eats 1 Food → +1 Rare Raw": the Food eaten, as "-1 Food"
        item = item.with_text(eaten, item.subsection)
    if len(item.text) < 300 and _HAVE_NOW.search(item.text):
        item = _holding_said_out(ctx, item)
    if len(item.text) < 300 and _STATION_STAFF.search(item.text):
        item = _station_staff_out(ctx, item)
    tokens = tokenize(item.text)
    used: set[int] = set()
    named_station = False
    station_start = len(tokens)
    first = len(ctx.orders.survey or [])
    for k in range(len(tokens)):
        if k in used or tokens[k].kind != "word":
            continue
        m = building_at(tokens, k, fuzzy=False) or _lone_station(ctx, tokens, k)
        if m is None or m.kind != "survey_station" or m.end - m.start < 2 and m.written.lower() != "ss" \
                and m.written.lower() not in ("station", "stn"):
            continue
        number, end = building_number_at(tokens, m.end)
        used.update(range(k, end))
        if not named_station:
            station_start = k
        named_station = True
        bid = ctx.resolve(m.kind, number, item, purpose="run",
                          exclude=set(getattr(ctx.orders, "survey", None) or []))
        rest = {t.word for t in tokens[end:] if t.kind == "word"}
        before = tokens[k - 1].word if k > 0 and tokens[k - 1].kind == "word" else ""
        idle = bool(rest & {"idle", "skip", "skipped", "off", "unused", "not", "no"}) \
            or before in ("no", "not", "without", "skip", "skipping")
        if idle:
            # ("no station this time", "skipping the station this round")
            ctx.mark_words(tokens, used, {"idle", "skip", "skipped", "off", "unused", "not",
                                          "no", "run", "runs", "running", "without", "skipping",
                                          "this", "time", "round", "turn"})
        if not hasattr(ctx.orders, "survey"):
            continue
        if ctx.orders.survey is None:
            ctx.orders.survey = []
        if bid is not None and not idle and bid not in ctx.orders.survey:
            ctx.orders.survey.append(bid)
            ctx.wrote("survey", item)
    terms = ctx.terms(tokens, used)
    if not named_station:
        # "survey +2": Survey gives Wealth, so a number alone there is Wealth
        for k, t in enumerate(tokens):
            if k not in used and t.kind == "num" and (k + 1 >= len(tokens)
                                                       or tokens[k + 1].kind != "word"
                                                       or _talk_word(tokens[k + 1].word)):
                used.add(k)
                terms.append(Term("wealth", "wealth", abs(int(t.value)), t.sign, k, k + 1))
    ctx.mark_punct(tokens, used)
    ctx.mark_words(tokens, used, {"wealth", "survey", "station", "yes", "done", "basic",
                                  "played", "bonus", "effect", "take", "takes", "took", "taking",
                                  "play", "plays", "gain", "gains", "receive", "receives"})
    # "Survey: +1 Wealth; Survey Station -1 Food, +1 Rare Raw": the figures before the first
    # station named are the rest of Survey's (its Wealth), those after it the stations'
    lead = [t for t in terms if t.start < station_start] if named_station else []
    terms = [t for t in terms if t not in lead]
    if lead:
        deltas = {}
        for t in lead:
            add(deltas, t.key, signed_amount(t, "+"))
        ctx.claim("survey", item, deltas,
                  unsigned={t.key for t in lead if not t.sign}).order_span = (first, first)
    deltas: dict[str, int] = {}
    for t in terms:
        add(deltas, t.key, signed_amount(t, "+"))
    if deltas:
        # the stations this line runs (`orders.survey[first:]`): a line with a station of its
        # own is checked against that station alone, the others against the rest of Survey
        ctx.claim("survey", item, deltas, unsigned={t.key for t in terms if not t.sign}).order_span = (first, len(ctx.orders.survey or []))
    if not tokens:
        return EMPTY
    return ctx.leftover(item, tokens, used, bool(terms) or named_station or only_filler(tokens))


def _talk_word(word: str) -> bool:
    """A word after Survey's bare figure that names nothing ("survey +1 obv", "+2 thanks"):
    the figure is still Wealth."""
    from gm_tool.core.kit.reading.habits import CHATTER_WORDS
    from gm_tool.games.distant_colony.posts.vocabulary import FILLER, amount_nouns

    return (word in FILLER or word in CHATTER_WORDS) and word not in amount_nouns()


# "I get 2 Wealth and have 8 now", "+2, so I'm at 8 Wealth": the Wealth held after Survey, said in
# prose after the gain (checked against the rules' figure, as "(8 W now)" is)
_HAVE_NOW = compile_later(r"(?i)\s*[,;]?\s*(?:and|so|which\s+makes|making|giving\s+me|for)?\s*(?:i\s*)?(?:now\s+)?"
                          r"(?:have|hold|am\s+at|'?m\s+at|sit\s+at|got|'?ve\s+got|total|a\s+total\s+of)\s+"
                          r"(?:now\s+)?[\u20ac$]?(?P<n>\d{1,4})\s*(?:w\b|wealth\b)?\s*(?:now|in\s+total|total|in\s+the\s+bank)?"
                          r"\s*[.!]?\s*$")


def _holding_said_out(ctx: PostContext, item: Item) -> Item:
    """The Survey line without the Wealth it says the player holds after it, in prose at its end
    ("I get 2 Wealth and have 8 now"), when a figure stands before it; the holding is checked
    against the rules' figure (ctx.balances)."""
    m = _HAVE_NOW.search(item.text)
    before = item.text[:m.start()]
    if not re.search(r"\d", before):
        return item
    ctx.balances.append((item.line.number, item.section, None, int(m.group("n"))))
    ctx.info("dc.post.remark", f'"{m.group(0).strip()}": the Wealth after it, read as a remark',
             item.line.number)
    return item.with_text(before.rstrip(" ,;"), item.subsection)


# "Survey Station: Skilled -1 Food, +1 Rare Raw", "station: the Expert -1 food +1 RR": who works the
# station, named before its figures
_STATION_STAFF = compile_later(r"(?i)\b(?:survey\s+)?station\s*(?:#\s?\d{1,2}\s*)?[:,-]?\s*(?:\(\s*)?(?:the\s+|my\s+|its\s+)?"
                               r"(?P<who>[^\W\d_]+)\s*(?:\)\s*)?[:,]?\s*(?=[+\-\u2212]\s?\d)")


def _station_staff_out(ctx: PostContext, item: Item) -> Item:
    """The line without the colonist named before a Survey Station's figures ("Survey Station:
    Skilled -1 Food"), when the player has one station and that colonist is its staff; as
    written otherwise (the name is then left for the reader to ask about)."""
    m = _STATION_STAFF.search(item.text)
    who = colonist_word(m.group("who"))
    stations = [b for b in ctx.buildings if b.kind == "survey_station"]
    if who is None or len(stations) != 1 or stations[0].staff != [who]:
        return item
    return item.with_text(item.text[:m.start("who")] + item.text[m.end("who"):], item.subsection)


def _lone_station(ctx: PostContext, tokens, k: int) -> BuildingMatch | None:
    """"station +1 rare raw", "station idle" on a Survey line: the word "station" alone names the
    player's one Survey Station (not after "trade" or "no": "no station" is read as idle by
    the caller's words after it only when they say so)."""
    if tokens[k].word not in ("station", "stn") \
            or len([b for b in ctx.buildings if b.kind == "survey_station"]) != 1:
        return None
    before = [t.word for t in tokens[max(0, k - 2):k] if t.kind == "word"]
    if set(before) & {"trade", "trading"}:
        return None
    return BuildingMatch("survey_station", k, k + 1, tokens[k].text)
