"""The income choice, upkeep preferences and a tie decision, as post lines:

    community: 3 credits, reject 0           ("2 credits, reject 1", "reject 2", "max credits")
    upkeep: police red, purple; substitute green, yellow
    tie: yes                                 (the first player deciding a tied vote)
"""

from __future__ import annotations
import re

from gm_tool.core.kit.diagnostics import Severity
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading.sections import EMPTY, Item, short

from gm_tool.games.colonies.posts.context import PostContext
from gm_tool.games.colonies.posts.phrases import CREDIT_WORDS, W, colour_at, number_at, refs_in

HINTS = {
    "income": "e.g. 'community: 2 credits, reject 1'",
    "upkeep": "e.g. 'upkeep: police red, purple; substitute green'",
    "tie": "e.g. 'tie: yes'",
}


#: "turn one away", "send 2 back", "send one colonist home", "kick 1 out"
_SENT_OFF = ("away", "back", "home", "out", "off")


def read_income(ctx: PostContext, item: Item, claims_only: bool = False) -> str:
    raw_toks = ctx.tokens(item.text)
    toks, results = [], set()      # results: the figures written after '=' ("... = 8")
    for t in raw_toks:
        if t.kind == "other" and t.value in ":=":
            if t.value == "=":
                results.add(len(toks))
            continue
        toks.append(t)
    if not toks:
        return EMPTY
    used: set[int] = set()
    understood = False
    credits_said: list[int | None] = []
    for i, t in enumerate(toks):
        ahead = [x.value for x in toks[i + 1:i + 5]]
        back = next((w for w in ahead if w in _SENT_OFF), None)
        if t.kind == "word" and t.value in ("turn", "turning", "turned", "turns", "send", "sending", "sent",
                                            "sends", "kick", "kicking", "ship", "shipping") and back is not None:
            # "turn one colonist away", "turn away 2", "send the settler back", "send 1 home"
            end = i + 1 + ahead.index(back)
            n = next((number_at(toks, j) for j in range(i + 1, min(len(toks), end + 2))
                      if toks[j].kind == "num" or (number_at(toks, j) is not None and toks[j].value != "a")),
                     None)
            if n is None and _vague(ctx, item, toks[i + 1:end], "colonists do you turn away"):
                n = 0
            elif n is None:
                n = next((number_at(toks, j) for j in range(i + 1, min(len(toks), end + 2))
                          if number_at(toks, j) is not None), None)
            n = 1 if n is None else n
            ctx.rejected = n
            used.update(j for j in range(i, min(len(toks), end + 2))
                        if j <= end or number_at(toks, j) is not None)
            understood = True
            continue
        if i in used:
            continue
        if _sent_off_at(ctx, item, toks, i, used):
            understood = True
            continue
        if t.kind == "word" and t.value in CREDIT_WORDS:
            if (i == 0 or number_at(toks, i - 1) is None) and _vague(ctx, item, toks[max(0, i - 3):i], "credits do you take"):
                ctx.credits_taken = 0
                used.add(i)
            else:
                _credits_at(ctx, toks, i, used)
            credits_said.append(ctx.credits_taken)
            understood = True
        elif t.kind == "word" and t.value in W["reject"]:
            if (i + 1 >= len(toks) or number_at(toks, i + 1) is None or toks[i + 1].value == "a") \
                    and (i == 0 or number_at(toks, i - 1) is None) \
                    and _vague(ctx, item, toks[i + 1:i + 4], "colonists do you reject"):
                ctx.rejected = 0
                used.add(i)
                understood = True
                continue
            understood = _rejections_at(ctx, toks, i, used) or understood
    _credits_said_twice(ctx, item, credits_said)
    if ctx.income_line is None and (ctx.credits_taken is not None or ctx.rejected is not None):
        ctx.income_line = item.line.number
    before = len(ctx.claims)
    _income_claims(ctx, item, toks, used, results)
    claimed = len(ctx.claims) > before and (claims_only or all(
        i in used or t.kind != "num" for i, t in enumerate(toks)))
    # "6 blue (4 export + 2 industry)" on a line of its own: figures of the income, checked
    words = [t.value for t in toks if t.kind == "word"]
    if "or" in words and understood and ({"credit", "credits", "money", "cash", "€"} & set(words)) \
            and (set(words) & W["reject"]):
        ctx.diag("col.post.choose", f'"{item.line.text}": credits or rejections? choose one',
                 item.line.number, hint="e.g. 'community: 1 credit' or 'reject 1'")
    extra = frozenset({"community", "income", "citizenship", "grant", "colonists", "colonist",
                       "no", "nothing", "none", "zero", "choice", "with", "or", "stay", "stays",
                       "kept", "keep", "keeping", "arrive", "arriving", "get", "total", "all",
                       "production", "produced", "produce", "new", "arrived", "is", "now", "at",
                       "export", "industry", "prod", "exp", "ind"})
    words = {t.value for t in toks if t.kind == "word"}
    if not understood and (words & {"none", "nothing", "no"} or (
            words & {"colonists", "colonist"} and not any(t.kind == "num" for t in toks))):
        # "none", "just the colonists this time": every colonist arrives, no credits
        ctx.credits_taken = ctx.credits_taken or 0
        ctx.rejected = ctx.rejected or 0
        understood = True
        used.update(i for i, t in enumerate(toks) if t.kind == "word" and t.value in
                    ("colonists", "colonist", "all", "just", "only", "the"))
    if ctx.income_line is None and (ctx.credits_taken is not None or ctx.rejected is not None):
        ctx.income_line = item.line.number
    if understood or claimed:
        _own_planet_said(ctx, toks, used)      # "Income for Elysia: 1 credit, reject 1"
    return ctx.leftover(item, toks, used, understood or claimed, extra=extra)



#: the words between colonists and where they go ("1 colonist is back", "one goes straight home")
_GOING = frozenset({"is", "are", "goes", "go", "going", "gets", "get", "got", "sent", "be", "will", "gonna",
                    "returns", "return", "returning", "heads", "head", "heading", "can", "should", "must",
                    "straight", "right", "then"})
_MOVING = frozenset({"goes", "go", "going", "sent", "returns", "return", "returning", "heads", "head", "heading"})
#: a verb of getting before them: "I want 1 colonist back" may mean either way, asked
_FETCHED = frozenset({"get", "gets", "getting", "got", "bring", "brings", "bringing", "want", "wants", "take",
                      "takes", "taking", "receive", "receiving", "have", "has", "need", "needs", "like", "love",
                      "prefer", "wish", "keep", "keeping", "hold", "holding"})
_PLURAL_ONLY = ("the", "my", "all", "those", "these", "both")


def _sent_off_at(ctx: PostContext, item: Item, toks, i: int, used: set[int]) -> bool:
    """Colonists as the subject of where they go, with no verb of sending: "1 colonist is back",
    "one colonist goes home", "the settler back please", "1 goes back", "no colonist goes back"
    (none): rejections, the only way an arriving colonist leaves. A plural with no number ("the
    colonists go back") and a verb of getting before it ("I want 1 colonist back") are asked."""
    t = toks[i]
    n = number_at(toks, i)
    if n is None and not (t.kind == "word" and t.value in _PLURAL_ONLY + ("this", "that", "nobody", "noone")):
        return False
    k = i + 1
    while k < len(toks) and toks[k].kind == "word" and toks[k].value in ("new", "fresh", "arriving", "incoming"):
        k += 1
    subject = k < len(toks) and toks[k].kind == "word" and toks[k].value in W["colonist_words"]
    if not subject and not (t.kind == "num" or t.value in ("nobody", "noone", "none", "one")):
        return False
    m = k + 1 if subject else i + 1
    verbs = 0
    while m < len(toks) and toks[m].kind == "word" and toks[m].value in _GOING and verbs < 3:
        m, verbs = m + 1, verbs + 1
    if m >= len(toks) or toks[m].kind != "word" or toks[m].value not in ("back", "home", "away") \
            or (not subject and not verbs):
        return False
    if toks[m].value == "home" and not _MOVING & {x.value for x in toks[k:m]}:
        return False                          # "my colonists are home": arrived, not sent off
    if t.value in ("nobody", "noone"):
        n = 0
    plural = subject and toks[k].value.endswith("s")
    fetched = i and toks[i - 1].kind == "word" and toks[i - 1].value in _FETCHED
    if fetched or (n is None and plural):
        asked = ("do you send colonists back (rejections), and how many?" if fetched else
                 "how many colonists go back (rejections)?")
        ctx.diag("col.post.vague_amount", f'"{short(item.line.text)}": {asked}', item.line.number,
                 hint="write it as a rejection, e.g. 'community: 0 credits, reject 1'")
        ctx.rejected = 0
    else:
        ctx.rejected = 1 if n is None else abs(n)
    if m + 1 < len(toks) and toks[m + 1].kind == "word" and toks[m + 1].value in ("home", "away"):
        m += 1                                # "goes straight back home"
    used.update(range(i, m + 1))
    return True


def _credits_said_twice(ctx: PostContext, item: Item, said: list[int | None]) -> None:
    """"2 credits, ... the cash" read as two amounts of credits on one line that differ (as
    many as allowed counted as that number): asked, never the last one taken silently."""
    from gm_tool.games.colonies.rules.phases import arriving

    if len(said) < 2:
        return
    reject = ctx.rejected if ctx.rejected not in (None, -1) else 0
    try:
        most = max(0, min(ctx.state["tech"][ctx.player]["community"], arriving(ctx.state)) - reject)
    except (KeyError, TypeError):
        most = -1
    # ("max credits (2€)": the count after "max" is what the player thinks the most is, checked)
    said = [n for k, n in enumerate(said) if not (n == -1 and any(m not in (None, -1) for m in said[k + 1:]))]
    values = {most if n == -1 else n for n in said if n is not None}
    if len(values) > 1:
        shown = " and ".join(str(n) for n in sorted(values))
        ctx.diag("col.post.choose", f'"{short(item.line.text)}": how many credits do you take? the line '
                 f"says {shown}", item.line.number, hint="write the number once, e.g. 'community: 1 credit'")


def _vague(ctx: PostContext, item: Item, toks, what: str) -> bool:
    """"send some back", "reject a few", "some credits": an amount without a number, asked (an
    error: the GM does not guess how many)."""
    from gm_tool.core.kit.reading.sentences import vague_amount

    words = " ".join(str(t.text) for t in toks if t.kind == "word")
    vague = vague_amount(words)
    if not vague:
        return False
    ctx.diag("col.post.vague_amount", f'"{short(item.line.text)}": how many {what}? "{vague}" is not a number',
             item.line.number, hint="write the number, e.g. 'community: 1 credit, reject 2'")
    return True


def _credits_at(ctx: PostContext, toks, i: int, used: set[int]) -> None:
    """The credits a word of money at i says: "1 credit", "credits: 2", "take the credit" (one),
    "max credits" (as many as the level allows), "no credits" / "not taking any credit" (none)."""
    t = toks[i]
    near = toks[max(0, i - 3):i]
    # "I'll pass on the credit", "declining the credit": none
    passed = any(x.kind == "word" and (x.value in ("decline", "declining", "forgo", "forgoing", "refuse", "refusing")
                                       or (x.value in ("pass", "passing") and k + 1 < len(near)
                                           and near[k + 1].value == "on"))
                 for k, x in enumerate(near))
    if (passed or any(
            x.kind == "word" and x.value in ("not", "no", "without", "zero", "nor", "skip", "skipping",
                                             "don't", "dont", "never")
            for x in near)) and not any(x.kind == "num" for x in near):
        # "not taking any credit", "no credits", "without credits": none
        ctx.credits_taken = 0
        used.update(k for k in range(max(0, i - 3), i + 1) if toks[k].kind == "word")
        return
    before = number_at(toks, i - 1) if i else None
    after = number_at(toks, i + 1) if i + 1 < len(toks) else None
    if before is not None and i and (toks[i - 1].kind == "num" or toks[i - 1].value in ("no", "zero")):
        ctx.credits_taken = before
        used.update({i - 1, i})
    elif after is not None and toks[i + 1].kind == "num" and not (
            i + 2 < len(toks) and toks[i + 2].kind == "word"
            and (toks[i + 2].value in W["colonist_words"] or colour_at(toks, i + 2) is not None)):
        ctx.credits_taken = after
        used.update({i, i + 1})
    elif (t.value == "credit" or (t.value in ("€", "euro", "cr") and i and toks[i - 1].kind == "word"
                                  and toks[i - 1].value in ("the", "a", "one", "my"))) \
            and not (i and toks[i - 1].kind == "word" and toks[i - 1].value in W["max"]):
        # "take the credit", "a credit": one
        ctx.credits_taken = 1
        used.add(i)
    else:
        # "all credits", "max credits", "max money": as many as the level allows
        ctx.credits_taken = -1
        used.add(i)
        if i and toks[i - 1].kind == "word" and toks[i - 1].value in W["max"]:
            used.add(i - 1)


def _rejections_at(ctx: PostContext, toks, i: int, used: set[int]) -> bool:
    """The colonists a word of rejection at i turns away: "reject 1", "1 rejected", "reject all
    7", "max reject" (as many as the level allows); False when it says no number."""
    t = toks[i]
    j = i + 1
    while j < len(toks) and toks[j].kind == "word" and toks[j].value in ("all", "the", "of", "my"):
        j += 1
    if j > i + 1 and j < len(toks) and toks[j].kind == "num":
        # "reject all 7": seven
        ctx.rejected = abs(toks[j].value)
        used.update(range(i, j + 1))
        return True
    after = number_at(toks, i + 1) if i + 1 < len(toks) else None
    before = number_at(toks, i - 1) if i else None
    if before is None and after is None and i >= 2 and toks[i - 1].kind == "word" \
            and toks[i - 1].value in W["colonist_words"] and number_at(toks, i - 2) is not None:
        # "1 colonist rejected", "2 settlers refused": the count before the colonists
        ctx.rejected = number_at(toks, i - 2)
        used.update({i - 2, i - 1, i})
        return True
    if after is not None:
        ctx.rejected = after
        used.update({i, i + 1})
    elif before is not None:
        ctx.rejected = before
        used.update({i - 1, i})
    elif i and toks[i - 1].value in W["max"]:
        ctx.rejected = -1
        used.update({i - 1, i})
    elif t.value == "reject":
        ctx.rejected = -1
        used.add(i)
    else:
        return False
    return True


def _own_planet_said(ctx: PostContext, toks, used: set[int]) -> None:
    """The poster's own planet, colour or name in an income line ("Income for Elysia:", "Elysia
    takes 1 credit"): a title, never a figure (the production's colour is read before this)."""
    from gm_tool.core.kit.matching import fold

    own = set(fold(ctx.player).split())
    for i, t in enumerate(toks):
        if i in used or t.kind != "word":
            continue
        hit = colour_at(toks, i)
        if (hit is not None and hit[0] == ctx.colour and not any(
                toks[k].kind == "num" for k in range(max(0, i - 1), i))) or t.value in own:
            end = hit[1] if hit is not None else i + 1
            used.update(range(i, end))
            if i and toks[i - 1].kind == "word" and toks[i - 1].value in ("for", "from", "of", "on", "at"):
                used.add(i - 1)


_ARRIVING_WORDS = frozenset({"colonist", "colonists", "settlers", "arrive", "arrives", "arriving", "coming"})


def _arriving_breakdown(toks, i: int) -> bool:
    """"4 colonists (4 + 0)", "4 colonists arrive (4+0 this turn)": a bracket (read as a comma)
    opening on an unsigned figure and a signed one, right after the colonists."""
    if i < 2 or i + 1 >= len(toks) or toks[i - 1].text not in ("(", ",") or toks[i].text[:1] in "+-":
        return False
    if toks[i + 1].kind != "num" or str(toks[i + 1].text).lstrip()[:1] not in "+-":
        return False
    return any(toks[j].kind == "word" and toks[j].value in _ARRIVING_WORDS for j in range(max(0, i - 3), i - 1))


def _arrival_claim(ctx: PostContext, toks, i: int, used: set[int], line: int, after_turn: bool) -> bool:
    """"(turn 1 + 0)", "keeping all 4 colonists (4 + 0 this turn)": the colonists arriving, as
    the turn plus the card's number, kept to be checked (grammar: check_income_claims)."""
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    if after_turn:
        found = nxt is not None and nxt.kind == "num" and str(nxt.text).lstrip()[:1] in "+-" and i + 1 not in used
    else:
        found = _arriving_breakdown(toks, i)
    if found:
        ctx.claims.append((line, ("arrive_sum", abs(toks[i].value)), nxt.value))
        used.update({i, i + 1})
    return found


def _income_claims(ctx: PostContext, item: Item, toks, used: set[int], results: set[int] = frozenset()) -> None:
    """The figures an income line writes beside the choice: what the planet produces ("5 blue",
    "5 green (4 + 1)"), the colonists ("6 colonists", "1 colonist stays", "7 colonists total"),
    the Community level ("community 1:"). Checked in grammar._income."""
    from gm_tool.games.colonies.posts.phrases import colour_at

    line = item.line.number
    for i, t in enumerate(toks):
        if i in used or t.kind != "num":
            continue
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        prev = toks[i - 1] if i else None
        if prev is not None and prev.kind == "word" and prev.value in ("turn", "year", "yr", "round") \
                and t.text[:1] not in "+-" and not (i >= 2 and toks[i - 2].value in (
                    "last", "next", "this", "per", "each", "every", "a", "previous", "=")):
            used.update({i - 1, i})          # "Income, year 2 — Elysia": the turn, not a figure of it
            _arrival_claim(ctx, toks, i, used, line, after_turn=True)
            continue
        if _arrival_claim(ctx, toks, i, used, line, after_turn=False):
            continue
        if prev is not None and prev.kind == "word" and prev.value == "all" and i >= 2 \
                and toks[i - 2].value in ("keep", "keeping", "kept", "welcome", "welcoming") \
                and (nxt is None or colour_at(toks, i + 1) is None):
            # "take 3 credits, keep all 9": the colonists received
            ctx.claims.append((line, "colonists", abs(t.value)))
            used.update({i - 2, i - 1, i})
            continue
        if _kept_all_before(toks, i) and (nxt is None or colour_at(toks, i + 1) is None) \
                and not (nxt is not None and nxt.kind == "word" and nxt.value in CREDIT_WORDS):
            # "3 credits, keep all (9)", "all colonists stay (8)": the colonists received
            ctx.claims.append((line, "colonists", abs(t.value)))
            used.add(i)
            continue
        b = i - 2 if prev is not None and prev.value in ("(", ",") else i - 1
        if b >= 1 and toks[b].kind == "word" and toks[b].value in CREDIT_WORDS \
                and toks[b - 1].kind == "word" and toks[b - 1].value in W["max"] \
                and (nxt is None or nxt.kind != "word"):
            # "max credits (3)": as many as the level, said: the level, checked
            ctx.claims.append((line, "level", abs(t.value)))
            used.add(i)
            continue
        if prev is not None and prev.kind == "word" and prev.value in ("keep", "keeping", "kept", "receive",
                                                                       "receiving", "get", "getting") \
                and (nxt is None or colour_at(toks, i + 1) is None):
            # "keep 5, reject 1": the colonists received ("I receive 5 blue": the production)
            ctx.claims.append((line, "colonists", abs(t.value)))
            used.update({i - 1, i})
            continue
        totalled = nxt is not None and nxt.kind == "word" and (nxt.value in ("total", "altogether", "overall") or (
            nxt.value == "in" and i + 2 < len(toks) and toks[i + 2].value in ("total", "all")))
        if (i in results or totalled) and any(
                c[0] == line and c[1] in ("colonists", "colonists_total") for c in ctx.claims):
            # ("2 colonists in, so 2 total": the total said without its noun)
            if totalled:
                used.update(k for k in range(i + 1, min(len(toks), i + 3)) if toks[k].value in
                            ("total", "altogether", "overall", "in", "all"))
            # "7 new colonists + the one I kept = 8": the total after the income, checked
            ctx.claims.append((line, "colonists_total", abs(t.value)))
            used.add(i)
            continue
        k = i + 1
        while k < len(toks) and toks[k].kind == "word" and toks[k].value in ("new", "fresh", "more", "arriving", "incoming"):
            k += 1
        if k < len(toks) and toks[k].kind == "word" and toks[k].value in W["colonist_words"]:
            rest = [x.value for x in toks[k + 1:k + 3] if x.kind == "word"]
            # "reject 1 -> 7 colonists", "so 7 colonists": what the choice leaves, a result
            # ("reject 1, so 5 colonists this year": what the rejection leaves, said with "so")
            result = (i in results or (prev is not None and prev.kind == "word" and prev.value in (
                "to", "leaving", "leaves", "so", "giving", "gives"))) and not any(
                    x.kind == "word" and x.value in _ARRIVING_WORDS for x in toks[k + 1:k + 3])
            ctx.claims.append((line, "colonists_total" if "total" in rest else
                               "colonists_result" if result else "colonists", abs(t.value)))
            used.update(range(i, k + 1))
            continue
        hit = colour_at(toks, i + 1) if nxt is not None else None
        marked = _stock_marked(toks, hit[1]) if hit is not None and t.text[:1] not in "+-" else 0
        if marked:
            # "14 red after", "14 red in stock": the stock after the income, never the production
            ctx.claims.append((line, ("stock_after", hit[0]), abs(t.value)))
            used.update(range(i, marked))
            continue
        if hit is not None:
            _production_claim(ctx, toks, i, hit, line, used)
            continue
        prev2 = toks[i - 2] if i > 1 else None
        if (prev is not None and prev.kind == "word" and prev.value in ("community", "level", "citizenship")) or (
                prev is not None and prev.value in ("is", "at") and prev2 is not None
                and prev2.value in ("community", "citizenship")):
            ctx.claims.append((line, "level", abs(t.value)))
            used.add(i)


#: the words after "14 red" that make it a stock held ("after", "in stock", "on hand"), each
#: with the words that may follow it ("after the income")
_STOCK_MARKS = {"after": ("the", "income", "that", "this", "production", "it"), "afterwards": (),
                "afterward": (), "in": ("stock", "the", "bank", "storage"), "on": ("hand",),
                "stocked": (), "held": ()}


def _stock_marked(toks: list, end: int) -> int:
    """After a figure and its colour at `end`: the end of the words saying it is a stock held
    ("after (the income)", "in stock", "on hand"), or 0 when none does ("in" alone may start
    the parts: "5 red in (4 + 1)")."""
    if end >= len(toks) or toks[end].kind != "word" or toks[end].value not in _STOCK_MARKS:
        return 0
    k = end + 1
    while k < len(toks) and toks[k].kind == "word" and toks[k].value in _STOCK_MARKS[toks[end].value]:
        k += 1
    if toks[end].value in ("in", "on") and (k == end + 1 or toks[k - 1].value == "the"):
        return 0
    # "5 red after 4 export + 1": the words go on to the parts, so never a stock
    return 0 if k < len(toks) and toks[k].kind == "num" else k


def _production_claim(ctx: PostContext, toks: list, i: int, hit: tuple, line: int,
                      used: set[int]) -> None:
    """"5 blue", "5 green (4 + 1)", "6 blue (4 export, 2 industry) → 10 blue": what the planet
    produces, its export and Industry parts, and the stock after the income, as claims."""
    t = toks[i]
    ctx.claims.append((line, ("produced", hit[0]), abs(t.value)))
    used.update(range(i, hit[1]))
    # "5 green (4 + 1)", "6 blue (4 export + 2 industry)": export + Industry
    j = hit[1]
    while j < len(toks) and (toks[j].kind == "sep" or toks[j].value in ("(", "in", "this", "year", "yr",
                                                                          "turn", "round", "now", "produced",
                                                                          "made", "coming", "arriving")):
        j += 1               # "7 blue this yr (5 export + 2 Industry)"
    k = j + 1
    labelled = False
    if k < len(toks) and toks[k].kind == "word" and toks[k].value in ("export", "exports", "exp", "exps",
                                                                      "exported", "deliveries", "trade"):
        k += 1
        if k + 1 < len(toks) and toks[k].kind == "sep" and toks[k + 1].kind == "num" \
                and k + 2 < len(toks) and toks[k + 2].kind == "word" \
                and toks[k + 2].value in ("industry", "ind", "indy", "prod"):
            # "6 blue (4 export, 2 industry)", "(4 export and 2 industry)": both labelled
            k += 1
            labelled = True
    if j < len(toks) and k < len(toks) and toks[j].kind == "num" and toks[k].kind == "num" \
            and (toks[k].text[:1] == "+" or labelled):
        ctx.claims.append((line, "export", abs(toks[j].value)))
        ctx.claims.append((line, "industry", abs(toks[k].value)))
        used.update(range(j, k + 1))
        if k + 1 < len(toks) and toks[k + 1].kind == "word" and toks[k + 1].value in ("industry", "ind",
                                                                                       "indy", "prod"):
            used.add(k + 1)
            k += 1
        # "5 purple in (4 export + 1 industry) → 10 purple": then the stock after the income
        j = k + 1
        while j < len(toks) and (toks[j].kind == "sep" or toks[j].value in (")", ",", ";")):
            j += 1
    # "5 yellow in (→ 8 yellow)": the stock after the income
    stock_after_claim(ctx, toks, j, hit[0], line, used)


def stock_after_claim(ctx: PostContext, toks: list, j: int, colour: str, line: int, used: set[int]) -> None:
    """"→ 8 yellow" at `j` after the production of that colour: the stock after the income,
    claimed (and checked with the choice)."""
    # ("..., so 10 purple now", "= 10 purple", "→ 10 purple", "leaves me with 10 purple")
    k = j
    while k < len(toks) and k - j < 4 and toks[k].kind != "num" and toks[k].value in _TO_STOCK:
        k += 1
    if k > j and k < len(toks) and toks[k].kind == "num" and toks[k].text[:1] != "+" \
            and toks[j].value in ("to", "so", "=", "leaves", "leaving", "making", "giving", "then"):
        after = colour_at(toks, k + 1)
        if after is not None and after[0] == colour:
            ctx.claims.append((line, ("stock_after", colour), abs(toks[k].value)))
            used.update(range(j, after[1]))
            if after[1] < len(toks) and toks[after[1]].value in ("now", "total", "after", "then"):
                used.add(after[1])


_TO_STOCK = frozenset({"to", "so", "=", "leaves", "leaving", "making", "giving", "then", "me", "with", "i",
                       "have", "now", "at", "it"})


def read_production(ctx: PostContext, item: Item) -> str:
    """"Production: 5 green (4 + 1)" at the income step: a claim, checked with the choice (and
    the choice itself when the line has it: "5 blue from production, +1 € from community")."""
    return read_income(ctx, item, claims_only=True)


def read_upkeep(ctx: PostContext, item: Item) -> str:
    toks = ctx.tokens(item.text)
    if not toks:
        return EMPTY
    # "police red, blue; substitute green": the words police / substitute switch the list
    target = {"police": ctx.police, "substitute": ctx.substitute}.get(item.subsection or "", None)
    used: set[int] = set()
    understood = False
    current = target
    refs_all = []
    recipients: list[str] = []
    for i, t in enumerate(toks):
        if t.kind == "word" and t.value in ("police", "clear", "clears"):
            current = ctx.police
            used.add(i)
        elif t.kind == "word" and t.value in ("substitute", "substitutes", "substitution", "sub", "subs"):
            current = ctx.substitute
            used.add(i)
        elif current is ctx.substitute and i and toks[i - 1].kind == "word" \
                and toks[i - 1].value in ("to", "for", "towards", "toward") \
                and refs_in([t], ctx.names, ctx.player)[0]:
            # "subs to Eve: green": the partner the substitutes go to, not a substitute
            refs, _ = refs_in([t], ctx.names, ctx.player)
            recipients.append(refs[0].colour)
            used.update({i - 1, i})
            understood = True
        else:
            refs, _ = refs_in([t], ctx.names, ctx.player)
            if refs and refs[0].how != "own":
                if current is None:
                    continue
                if refs[0].colour not in current:
                    current.append(refs[0].colour)
                used.add(i)
                refs_all.append(refs[0])
                understood = True
    ctx.upkeep_line = ctx.upkeep_line or item.line.number
    if recipients:
        partners = [q for q in ctx.state["agreements"].get(ctx.colour, {}) if q != ctx.colour]
        others = [q for q in partners if q not in recipients]
        wider = [q for q in others if any(c != q for c in ctx.substitute)]
        if wider:
            from gm_tool.games.colonies.posts.writer import owner_name

            ctx.diag("col.post.substitute_to", f'"{item.line.text}": substitutes are one order for '
                     f"all your partners: {', '.join(ctx.substitute) or 'they'} would be given to "
                     + " and ".join(owner_name(ctx.state, q) for q in wider) + " too",
                     item.line.number, hint="write 'upkeep: substitute <colours>' for every partner, "
                     "or leave the substitutes to the default")
    return ctx.leftover(item, toks, used, understood, extra=frozenset({"sector", "with", "first",
                                                                       "then", "route", "routes"}))


def title_words(ctx: PostContext) -> tuple[frozenset[str], frozenset[str]]:
    """The words of the card's yes and no proposals' titles ("Volunteer", "Filibuster")."""
    import re

    from gm_tool.core.kit.matching import fold

    from gm_tool.games.colonies.rules.board import board_of

    card = board_of(ctx.state).cards.get(ctx.state.get("card"))
    if card is None:
        return frozenset(), frozenset()
    yes = {w for w in re.findall(r"[a-z]+", fold(card.yes_title)) if len(w) > 3}
    no = {w for w in re.findall(r"[a-z]+", fold(card.no_title)) if len(w) > 3}
    return frozenset(yes - no), frozenset(no - yes)


def _shared_title_words(ctx: PostContext) -> frozenset[str]:
    """The words both proposals' titles have ("hire"): part of either title, naming neither."""
    import re

    from gm_tool.core.kit.matching import fold

    from gm_tool.games.colonies.rules.board import board_of

    card = board_of(ctx.state).cards.get(ctx.state.get("card"))
    if card is None:
        return frozenset()
    yes = set(re.findall(r"[a-z]+", fold(card.yes_title)))
    no = set(re.findall(r"[a-z]+", fold(card.no_title)))
    return frozenset(w for w in yes & no if len(w) > 3)


_CHOSEN = compile_later(r"\b(?:it\s+is|it'?s|for\s+me|wins|carries|go(?:ing)?\s+with|i\s+(?:pick|choose|say))\b",
                        re.IGNORECASE)


def _named_choice(text: str, yes_title: frozenset, no_title: frozenset) -> str | None:
    """The side named by its proposal's title in a sentence that chooses it ("Put to work it
    is"), when no other sentence names a title: the other sentences' bare yes/no is a retort."""
    from gm_tool.core.kit.matching import fold
    from gm_tool.core.kit.reading.sentences import split_sentences

    named = []
    for sentence in split_sentences(text):
        ws = set(re.findall(r"[a-z]+", fold(sentence)))
        sides = {side for side, title in (("yes", yes_title), ("no", no_title))
                 if title and len(ws & title) >= min(2, len(title))}
        if sides:
            named.append((sides, bool(_CHOSEN.search(sentence))))
    if len(named) == 1 and len(named[0][0]) == 1 and named[0][1]:
        return next(iter(named[0][0]))
    return None


_DETERMINERS = frozenset({"a", "an", "the", "any", "your", "their", "his", "her", "our", "my", "some", "those",
                          "these", "this", "that", "free", "more", "extra", "cheap", "early", "big", "new"})


def _noun_phrases(toks) -> set[int]:
    """At the tie, a word of the game after an article or an adjective ("nobody gets a free
    upgrade", "enjoy the upgrades") is a thing talked about, not an order: the only order of the
    step is the side. Figures are never taken so (a count stays checked)."""
    out = set()
    for i in range(1, len(toks)):
        if toks[i].kind != "word":
            continue
        if toks[i - 1].kind == "word" and toks[i - 1].value in _DETERMINERS:
            out.add(i)
            if i >= 2 and toks[i - 2].kind == "word" and toks[i - 2].value in _DETERMINERS:
                out.add(i - 1)
    return out


def _reason_sentences(toks, decision: set[str]) -> set[int]:
    """The tokens of the tie line's sentences that hold neither the decision nor a figure ("YES.
    wait no, Marguerite would get industry twice... no it is"): the reason, talk."""
    out: set[int] = set()
    start = 0
    for k in range(len(toks) + 1):
        if k < len(toks) and not (toks[k].text in (".", "!", "?") and toks[k].kind not in ("word", "num")):
            continue
        span = range(start, k)
        if span and not any(toks[j].kind == "num" or (toks[j].kind == "word" and toks[j].value in decision)
                            for j in span):
            out.update(span)
        start = k + 1
    return out


def _tie_correction(toks) -> int:
    """The index of the token of the tie line's last correction ("actually", "wait", "make it"),
    or -1."""
    fix = -1
    for i, t in enumerate(toks):
        if t.kind != "word":
            continue
        if t.value in ("actually", "rather", "wait", "scratch", "correction"):
            fix = i
        elif t.value in ("it", "that") and i and toks[i - 1].kind == "word" \
                and toks[i - 1].value in ("make", "change", "switch"):
            fix = i
    return fix


_PASSES = frozenset({"passes", "passed", "pass", "carries", "carried", "adopted", "wins", "won", "succeeds",
                     "through", "approved"})
_FAILS = frozenset({"fails", "failed", "fail", "falls", "rejected", "defeated", "dies", "died", "dead", "loses",
                    "lost", "blocked", "vetoed", "sunk"})
_PASS_SUBJECTS = frozenset({"it", "motion", "proposal", "card", "vote", "event", "measure", "bill", "council"})


def outcome_said(ctx: PostContext, toks, offset: int) -> tuple[str | None, set[int]]:
    """"YES, Uprising passes", "so it fails", "the motion goes through": the outcome said
    after the decision, of the card (its name), the motion or "it": its side, and its tokens."""
    from gm_tool.core.kit.matching import fold

    from gm_tool.games.colonies.rules.board import board_of

    card = board_of(ctx.state).cards.get(ctx.state.get("card"))
    subjects = _PASS_SUBJECTS | (set(re.findall(r"[a-z]+", fold(card.name))) if card is not None else set())
    sides, said = set(), set()
    for i, t in enumerate(toks):
        if t.kind != "word" or t.value not in _PASSES | _FAILS:
            continue
        k = i - 1
        skip = ("is", "was", "has", "gets", "got", "goes", "went", "go", "will", "then", "just", "be", "been")
        while k >= 0 and toks[k].kind == "word" and toks[k].value in skip:
            k -= 1
        if t.value == "through" and not (i and toks[i - 1].value in ("goes", "went", "go", "gets", "got")):
            continue
        if k < 0 or toks[k].kind != "word" or toks[k].value not in subjects:
            continue
        sides.add("yes" if t.value in _PASSES else "no")
        said.update(offset + j for j in range(k, i + 1))
    if len(sides) != 1:
        return None, set()
    return next(iter(sides)), said


def read_tie(ctx: PostContext, item: Item) -> str:
    toks = ctx.tokens(item.text)
    fix = _tie_correction(toks)
    # "yes... actually no", "Yes... hmm wait, then X gets two actions. Make it no.": the decision
    # after the last correction; what it replaces (and the reason between) is superseded
    words = [t.value for t in toks[fix + 1:] if t.kind == "word"]
    yes_title, no_title = title_words(ctx)
    yes = [w for w in words if w in ("yes", "aye", "yea", "adopt", "official") or w in yes_title]
    no = [w for w in words if w in ("no", "nay", "against", "alternative") or w in no_title]
    if "no" in no and ("one" in words or "idea" in words) and yes:
        no = [w for w in no if w != "no"]
    if not yes and not no and item.section in ("yes", "no") and item.is_header:
        (yes if item.section == "yes" else no).append(item.section)
    if yes and no:
        # "lol no. Put to work it is.": a retort in one sentence, the decision named by the
        # proposal's title with a word of choice ("it is", "for me", "wins") in another
        named = _named_choice(item.text, yes_title, no_title)
        if named == "yes":
            no = []
        elif named == "no":
            yes = []
    if yes and not no:
        ctx.tie = "yes"
    elif no and not yes:
        ctx.tie = "no"
    else:
        ctx.diag("col.post.tie", f'"{item.line.text}": say yes or no', item.line.number,
                 hint=HINTS["tie"])
        return "unreadable"
    ctx.tie_line = item.line.number
    shared = _shared_title_words(ctx)      # "Hire" in "Hire privateers" and "Hire militia"
    used = {i for i, t in enumerate(toks) if t.kind == "word" and (t.value in set(yes) | set(no) or t.value in shared)}
    outcome, said = outcome_said(ctx, toks[fix + 1:], fix + 1)
    if outcome is not None and outcome != ctx.tie:
        # "YES, Uprising fails": the decision and the outcome said disagree
        ctx.diag("col.post.tie", f'"{item.line.text}": {ctx.tie} means the proposal '
                 f"{'passes' if ctx.tie == 'yes' else 'fails'}; the line also says it "
                 f"{'passes' if outcome == 'yes' else 'fails'}: say yes or no", item.line.number,
                 hint=HINTS["tie"])
    used.update(said)
    used.update(_noun_phrases(toks))       # "nobody gets a free upgrade this year": talk
    used.update(range(fix + 1))
    used.update(_reason_sentences(toks, set(yes) | set(no)))
    # "It's 6-6": the tied count, checked against the votes
    nums = [i for i, t in enumerate(toks) if t.kind == "num"]
    vote = ctx.state.get("vote") or {}
    for a, b in zip(nums, nums[1:]):
        between = toks[a + 1:b]
        if len(between) <= 1 and all(t.text in ("-", "to", ":", "/", ",", "x") or t.value in
                                     ("to", "all", "vs", "versus", "v", "against", "x", "and", "each")
                                     for t in between):
            said = (abs(toks[a].value), abs(toks[b].value))
            right = (vote.get("yes"), vote.get("no"))
            if None not in right and sorted(said) != sorted(right):
                ctx.diag("col.post.tie_count", f'"{item.line.text}": the vote is {right[0]} yes to '
                         f"{right[1]} no, not {said[0]}-{said[1]}", item.line.number,
                         hint="the reveal post gives the count")
            used.update(range(a, b + 1))
            break
    else:
        # "4 each", "4 apiece", "4 all": the tied count said once
        for a in nums:
            b = a + 2 if a + 2 < len(toks) and toks[a + 1].value in ("votes", "vote") else a + 1
            if a not in used and b < len(toks) and toks[b].kind == "word" \
                    and toks[b].value in ("each", "apiece", "all", "both"):     # "4 each", "4 votes each"
                n = abs(toks[a].value)
                if None not in (vote.get("yes"), vote.get("no")) and (n, n) != (vote["yes"], vote["no"]):
                    ctx.diag("col.post.tie_count", f'"{item.line.text}": the vote is {vote["yes"]} yes to '
                             f'{vote["no"]} no, not {n} each', item.line.number,
                             hint="the reveal post gives the count")
                used.update(range(a, b + 1))
                break
    return ctx.leftover(item, toks, used, True, extra=frozenset({"tie", "break", "tiebreak", "decide",
                                                                 "decision", "the", "outcome", "is", "it", "as", "go", "going", "with", "so",
                                                                 "its", "it's", "votes", "call", "pick", "choose",
                                                                 "side", "favour", "favor", "breaking",
                                                                 "sorry", "all", "carried", "carries", "wins",
                                                                 "vote", "tied", "i", "say", "first",
                                                                 "player", "motion", "proposal"}))


def yes_winners(state: dict) -> list[str]:
    """The players who would get the yes effect: those on the yes side with the most votes."""
    table = (state.get("vote") or {}).get("votes") or {}
    yes = {p: t.get("votes", 0) for p, t in table.items() if isinstance(t, dict) and t.get("side") == "yes"}
    best = max(yes.values(), default=None)
    return [p for p, v in yes.items() if v == best] if best is not None else []


def read_effect_later(ctx: PostContext, item: Item) -> str:
    """"yes, and I take the 4 € right away" at the tie: the 4 € (or the effect) is chosen at the
    effects step that follows; the line is read, and the reply says to post it then."""
    toks = ctx.tokens(item.text)
    used = {i for i, t in enumerate(toks) if t.kind == "num" or (t.kind == "word" and t.value in CREDIT_WORDS)}
    winners = yes_winners(ctx.state)
    if winners and ctx.player not in winners:
        # the first player decides the tie, but the yes effect (or its 4 €) is not theirs to take
        ctx.diag("col.post.effect_not_yours", f'"{item.line.text}": the yes effect (or 4 € instead) goes '
                 f"only to the player(s) with most yes votes: {' and '.join(winners)}, not to you",
                 item.line.number, hint="decide the tie alone: 'tie: yes' or 'tie: no'")
        return ctx.leftover(item, toks, used, True, extra=frozenset({"take", "right", "away", "now",
                                                                    "instead", "immediately", "the"}))
    ctx.diag("col.post.effect_later", f'"{item.line.text}": what you take from the effect (4 € or '
             "the action) is asked at the next step, once the tie is decided: post it then",
             item.line.number, severity=Severity.WARNING)
    return ctx.leftover(item, toks, used, True, extra=frozenset({"take", "right", "away", "now",
                                                                "instead", "immediately", "the"}))


_KEPT_ALL = (("keep", "all"), ("keeping", "all"), ("kept", "all"), ("all", "stay"), ("all", "kept"),
             ("them", "all"), ("all", "colonists"), ("all", "colonist"), ("keep", "everyone"),
             ("keep", "everybody"), ("all", "welcome"))


def _kept_all_before(toks: list, i: int) -> bool:
    """"keep all (9)", "keep all, 9", "all colonists stay (8)": the figure at i, in brackets or
    after a comma, right after words saying every arriving colonist is kept."""
    k = i - 1
    if k < 0 or not (toks[k].kind == "sep" or toks[k].value in ("(", ",")):
        return False
    while k >= 0 and (toks[k].kind == "sep" or toks[k].value in ("(", ",")):
        k -= 1
    words = []
    while k >= 0 and toks[k].kind == "word" and len(words) < 3:
        words.insert(0, toks[k].value)
        k -= 1
    pairs = set(zip(words, words[1:]))
    return bool(pairs & set(_KEPT_ALL)) and "reject" not in words
