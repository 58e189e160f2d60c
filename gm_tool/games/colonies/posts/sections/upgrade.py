"""Upgrade technology as a post line: "upgrade Military", with the level ("to 4", "2→3"), the
cost, the purchases ("buying 2 green"), the price and the points the player writes, each kept
to be checked."""

from __future__ import annotations

import re

from gm_tool.core.kit.reading.sections import Item

from gm_tool.games.colonies.posts.context import PostContext
from gm_tool.games.colonies.posts.phrases import Tok
from gm_tool.games.colonies.posts.phrases import CREDIT_WORDS, TECHS, W, amounts, colour_at, number_at, tech_in

from gm_tool.games.colonies.posts.sections.actions import current, empty_header, info, title_only


_BUY = frozenset({"buy", "buying", "buys", "bought", "purchase", "purchasing", "purchased"})
_PAY = frozenset({"pay", "paying", "pays", "paid", "costs", "cost", "costing", "spend", "spending",
                  "spent", "using", "use"})


def figures(toks, used: set[int]) -> tuple[list[int], list[int]]:
    """Money ("3 credits", "3 €") and colonists ("2 colonists") written on a line: the values,
    and their token positions are added to `used`."""
    money: list[int] = []
    colonists: list[int] = []
    for i, t in enumerate(toks[:-1]):
        if i in used or t.kind != "num":
            continue
        nxt = toks[i + 1]
        if nxt.kind == "word" and nxt.value in CREDIT_WORDS:
            money.append(abs(t.value))
            used.update({i, i + 1})
        elif nxt.kind == "word" and nxt.value in W["colonist_words"]:
            colonists.append(abs(t.value))
            used.update({i, i + 1})
    return money, colonists


#: "buying what I'm missing", "buying the rest", "buying whatever I lack": what is missing
_WHAT_IS_MISSING = frozenset({"missing", "rest", "lack", "lacking", "short", "difference", "remainder",
                              "remaining", "whatever", "needed", "necessary", "shortfall"})


_POINTS = ("vp", "vps", "points", "point", "pts")


def read_upgrade(ctx: PostContext, item: Item) -> str:
    """"upgrade Military", with what the player writes beside it, each kept to be checked: the
    level, the price, the resources held and the colonists left after, the purchases and the
    points."""
    if not item.text.strip() or title_only(ctx, item):
        return empty_header(ctx, item, "upgrade")
    pending = current(ctx, item, "upgrade")
    toks = ctx.tokens(item.text)
    # "→ 26 tech points", "30 technology points": the points, said with their kind
    toks = [t for k, t in enumerate(toks) if not (
        t.kind == "word" and t.value in ("tech", "technology", "techs") and k + 1 < len(toks)
        and toks[k + 1].kind == "word" and toks[k + 1].value in _POINTS)]
    toks = _bought_for_bare(toks)
    tech, used, notes = tech_in(toks)
    for note in notes:
        ctx.diag("col.post.tech_typo", f'"{item.line.text}": {note}', item.line.number,
                 severity=info())
    if tech == "":
        ctx.diag("col.post.two_techs", f'"{item.line.text}": one technology per upgrade action',
                 item.line.number, hint="one upgrade per action")
        pending.data["tech"] = ""
        ctx.mark_read(item.line.number, item.line.text)
        return "ok"
    if tech is not None:
        pending.data["tech"] = tech
        _tech_colours_said(ctx, item, toks, tech, used)
    data = pending.data
    _levels(toks, used, data)
    price_claims, money_at, totals = _price(toks, used)
    price_claims = price_claims + _breakdowns(toks, used, money_at)
    _stock_claims(toks, used, data)
    _colonists_left(toks, used, data)
    money, colonists = figures(toks, used)
    cost, buying, price_claims = _purchases(toks, used, data, money_at, totals, price_claims)
    if cost:
        data["cost_claim"] = cost
    if colonists:
        data["colonist_claim"] = colonists[0]
    if money:
        price_claims.append((money[0], "total"))
    if price_claims:
        data["price_claim"] = price_claims
    low = " ".join(str(t.value) for t in toks)
    if re.search(r"\b(?:free|for nothing|no cost|costs nothing|0 cost)\b", low) and item.section == "upgrade":
        data["free_claim"] = True
        used.update(k for k, t in enumerate(toks) if t.kind == "word" and t.value in ("free", "no", "cost", "nothing"))
    for k in range(len(toks) - 1):
        if k not in used and toks[k].kind == "num" and toks[k + 1].kind == "word" \
                and toks[k + 1].value in ("bought", "purchased", "buying", "buy"):
            data["buying_count"] = abs(toks[k].value)   # "(1 bought, 3 €)"
            if not data.get("buying"):
                data.pop("buying", None)       # (the count is the purchase said)
            used.update({k, k + 1})
    _points(toks, used, data)
    _points_named_first(toks, used, data)
    used.update(i for i, t in enumerate(toks) if t.kind == "word" and t.value in _PAY)
    understood = tech is not None or (not item.is_header and bool(data.get("tech")) and bool(
        cost or buying or colonists or price_claims or data.get("buying_count")))
    return ctx.leftover(item, toks, used, understood, extra=frozenset({"level", "lvl", "tech", "technology", "from",
                                                                       "total", "each", "cost", "costs", "also",
                                                                       "here", "so", "market", "markets"}))


def _levels(toks, used: set[int], data: dict) -> None:
    """"to 4", "to level 4", "lvl 2" (after the technology), "→ 3": the level it reaches;
    "Military 1→2", "lvl 2 -> 3": the level it is at now."""
    for i, t in enumerate(toks):
        if t.kind != "num" or i in used:
            continue
        before = toks[i - 1].value if i and toks[i - 1].kind == "word" else ""
        before2 = toks[i - 2].value if i > 1 and toks[i - 2].kind == "word" else ""
        after = toks[i + 1] if i + 1 < len(toks) else None
        if before and before2 == "to" and TECHS.get(before) is not None:
            before = "to"      # "→ Military 2"
        if before == "to" and i >= 2 and toks[i - 2].kind == "num" and not _tech_before(toks, i - 3):
            continue           # "(14 → 26)": a range, not the level ("Influence 2→3" is one)
        if after is not None and after.kind == "word" and after.value in _POINTS:
            continue           # "=> 16 points total": points, not the level
        if before in ("level", "lvl", "lv") and after is not None and after.kind == "word" and after.value == "to" \
                and i + 2 < len(toks) and toks[i + 2].kind == "num" and i + 2 not in used and not (
                    i + 3 < len(toks) and toks[i + 3].kind == "word" and toks[i + 3].value in _POINTS):
            # "Military lvl 2 -> 3": the level it is at, then the one it reaches
            data["from_level"] = abs(t.value)
            data["target"] = abs(toks[i + 2].value)
            used.update({i - 1, i, i + 1, i + 2})
            continue
        if before in ("to", "level", "lvl", "lv") and not (after is not None and after.kind == "word"
                                                           and (after.value in CREDIT_WORDS or after.value
                                                                in W["colonist_words"] or colour_at(toks, i + 1))):
            data["target"] = abs(t.value)
            used.add(i)
            used.update(j for j in (i - 1, i - 2) if j >= 0 and toks[j].kind == "word"
                        and toks[j].value in ("to", "level", "lvl", "lv"))
    for i, t in enumerate(toks[:-1]):
        # "Military 1→2": the level it is at now
        if t.kind == "num" and i not in used and i and _tech_before(toks, i - 1, used) \
                and toks[i + 1].kind == "word" and toks[i + 1].value == "to":
            data["from_level"] = abs(t.value)
            used.add(i)


#: a word between a technology's name and its colon ("upgrade Community instead: 1 → 2")
_FILLER = frozenset({"instead", "then", "now", "please", "pls", "plz", "next"})


def _tech_before(toks, k: int, used: set[int] | None = None) -> bool:
    """A technology's name ends at k: "Military 1→2", or with a colon or comma after it
    ("upgrade Community: 1 → 2", "Military, 2 to 3", "Community instead: 1 → 2"); with `used`,
    a name already read."""
    if k >= 1 and toks[k].kind in ("other", "sep") and toks[k].value in (":", ","):
        k -= 1
        if k >= 1 and toks[k].kind in ("word", "sep") and toks[k].value in _FILLER:
            k -= 1
    return k >= 0 and toks[k].kind == "word" and TECHS.get(str(toks[k].value)) is not None \
        and (used is None or k in used)


def _each_said(toks, i: int) -> bool:
    """The figure of money at i is a unit price: "@1 €", "1 € each"."""
    return bool((i and toks[i - 1].value == "@") or (i + 2 < len(toks) and toks[i + 2].kind == "word"
                                                     and toks[i + 2].value in ("each", "apiece")))


def _breakdowns(toks, used: set[int], money_at: list[int]) -> list[tuple[int, str]]:
    """"buying 3 blue for 5 € (1+2+2)": a sum in brackets right after a figure of money is its
    breakdown, read; when it does not add up to the figure its sum is claimed too (and checked)."""
    claims: list[tuple[int, str]] = []
    for i in money_at:
        j = i + 2
        if j < len(toks) and toks[j].kind in ("other", "sep") and toks[j].value in ("(", ","):
            j += 1
        terms: list[int] = []
        while j < len(toks) and toks[j].kind == "num" and (not terms or toks[j].text.lstrip()[:1] == "+"):
            terms.append(j)
            j += 1
            if j < len(toks) and toks[j].kind == "word" and toks[j].value in CREDIT_WORDS:
                j += 1
        if len(terms) < 2 or any(k in used for k in terms) or (j < len(toks) and not (
                toks[j].kind in ("other", "sep") and toks[j].value in (")", ".", ",", ";"))):
            continue
        total = sum(abs(toks[k].value) for k in terms)
        if total != abs(toks[i].value):
            claims.append((total, "total"))
        used.update(range(i + 2, j))
    return claims


def _price(toks, used: set[int]) -> tuple[list, list[int], list[int]]:
    """The price: after "=" the sum (the figures before it a breakdown: "2 € + 3 € = 5 €",
    "3 × 1 € + 1 × 2 € = 5 €"); "@1 €" or "1 € each" a unit price; several without "=" summed.
    Returns the price claims, the positions of the figures of money and of the sums."""
    money_at = [i for i, t in enumerate(toks[:-1]) if i not in used and t.kind == "num"
                and toks[i + 1].kind == "word" and toks[i + 1].value in CREDIT_WORDS]
    price_claims = []
    totals = [i for i in money_at if i and toks[i - 1].kind == "other" and toks[i - 1].value == "="]
    for i in money_at:
        used.update({i, i + 1})
    if totals:
        price_claims = [(abs(toks[i].value), "total") for i in totals]
        for i in money_at:           # the breakdown's counts ("3 × 1 €", "2 red (2 € each)")
            m = i - 1
            while m >= 0 and (toks[m].kind in ("num", "sign") or toks[m].value in ("x", "\u00d7", "*", "+", "=")):
                if toks[m].kind == "num" and not (m + 1 < len(toks) and colour_at(toks, m + 1)):
                    used.add(m)
                m -= 1
    elif len(money_at) == 1:
        i = money_at[0]
        price_claims = [(abs(toks[i].value), "each" if _each_said(toks, i) else "total")]
    elif money_at:
        if all(not (i + 2 < len(toks) and toks[i + 2].kind == "word" and toks[i + 2].value in ("each", "apiece"))
               for i in money_at):
            price_claims = [(sum(abs(toks[i].value) for i in money_at), "total")]
        else:
            # "buying 3 yellow at 2€ each (6€)": the unit price and the sum, each checked
            price_claims = [(abs(toks[i].value), "each" if _each_said(toks, i) else "total") for i in money_at]
    used.update(k for k, t in enumerate(toks) if t.kind == "other" and t.value in ("=", "@", "x", "\u00d7"))
    return price_claims, money_at, totals


def _stock_claims(toks, used: set[int], data: dict) -> None:
    """"I have 1 yellow", "no yellow here": what the player holds (checked), not the cost; "I'll
    have 0 yellow left", "leaving me 1 red": the stock after the upgrade."""
    stock_end = None
    for i, t in enumerate(toks):
        if i in used:
            continue
        n = number_at(toks, i)
        if n is None or i + 1 >= len(toks):
            continue
        hit = colour_at(toks, i + 1)
        if hit is None:
            continue
        before = [x.value for x in toks[max(0, i - 2):i] if x.kind == "word"]
        after = toks[hit[1]].value if hit[1] < len(toks) and toks[hit[1]].kind == "word" else ""
        wider = {x.value for x in toks[max(0, i - 4):i] if x.kind == "word"}
        arrow = any(x.kind == "word" and x.value == "to" for x in toks[max(0, i - 8):i]) and \
            any(x.kind == "word" and x.value in W["colonist_words"] for x in toks[max(0, i - 8):i])
        if wider & {"leaves", "leaving"} or (after in ("left", "remaining") and (wider & {
                "i'll", "ill", "will", "then", "after", "i'd", "be"} or arrow)):
            # ("→ 4 colonists, 1 red left": the stock after, listed after the colonists left)
            data.setdefault("stock_after_claims", []).append((hit[0], abs(n)))
            used.update(range(i, hit[1]))
            used.update(k for k in range(max(0, i - 4), min(len(toks), hit[1] + 1)) if toks[k].kind == "word"
                        and toks[k].value in ("leaves", "leaving", "left", "remaining", "me", "have", "i'll",
                                              "ill", "will", "then", "after", "i'd", "be", "with"))
            continue
        listed = stock_end is not None and all(toks[k].kind == "sep" or toks[k].value in (",", "and", "&", "+")
                                               for k in range(stock_end, i)) and i - stock_end <= 2
        if set(before) & {"have", "has", "hold", "holding", "got", "own", "only"} or listed or (
                t.value in ("no", "zero") and after in ("here", "left", "now", "yet", "in")):
            # ("I have 2 blue, 5 green": every amount of the list is held)
            data.setdefault("stock_claims", []).append((hit[0], abs(n)))
            used.update(range(i, hit[1]))
            stock_end = hit[1]
            if after in ("here", "left", "now", "yet"):
                used.add(hit[1])


def _colonists_left(toks, used: set[int], data: dict) -> None:
    """"Leaves me 3 colonists.", "(→ 3 colonists left)", "left with 3 colonists": the colonists
    after the upgrade (checked), not its cost."""
    for i, t in enumerate(toks[:-1]):
        if i in used or t.kind != "num" or toks[i + 1].kind != "word" or toks[i + 1].value not in W["colonist_words"]:
            continue
        before = [x.value for x in toks[max(0, i - 2):i] if x.kind == "word"]
        after = toks[i + 2].value if i + 2 < len(toks) and toks[i + 2].kind == "word" else ""
        if set(before) & {"leaves", "leaving", "leave", "left", "to", "down", "remain", "remaining"} or \
                after in ("left", "remaining", "remain", "after"):
            data["colonists_after"] = abs(t.value)
            used.update({i, i + 1})
            used.update(k for k in range(max(0, i - 2), i + 3) if k < len(toks) and toks[k].kind == "word"
                        and toks[k].value in ("leaves", "leaving", "leave", "left", "me", "with", "down",
                                              "remain", "remaining", "after"))


def _purchase_span(toks, used: set[int]) -> tuple[int | None, int, int]:
    """Where the purchases are said ("buying 2 green from the market", "need 3 more blue"): the
    buying word's position (None without one), and the span [split, stop) of the purchase, to
    the end of its sentence or its bracket."""
    buy_at = next((i for i, t in enumerate(toks) if t.kind == "word" and t.value in _BUY | {"need", "needs", "missing", "short"}), None)
    split = buy_at if buy_at is not None else len(toks)
    if buy_at is not None and toks[buy_at].value in ("bought", "purchased"):
        # "2 purple bought for 5 €": the amount before the participle is the purchase
        for j in range(buy_at - 1, max(-1, buy_at - 4), -1):
            hit = colour_at(toks, j + 1) if j + 1 < buy_at else None
            if hit is not None and hit[1] == buy_at and number_at(toks, j) is not None and j not in used:
                split = j
                break
    # "3 yellow (buying all 3: ...), 3 purple": a purchase in brackets ends with its bracket
    in_brackets = buy_at is not None and sum(1 if t.value == "(" else -1 if t.value == ")" else 0
                                             for t in toks[:buy_at] if t.kind == "other") > 0
    stop = next((k for k in range(split, len(toks)) if (toks[k].kind == "other" and toks[k].value in (".", ";"))
                 or (in_brackets and toks[k].kind == "other" and toks[k].value == ")")
                 # (a bracket read as commas leaves two in a row where it closed)
                 or (toks[k].kind == "sep" and k + 1 < len(toks) and toks[k + 1].kind == "sep"
                     and toks[k].value == toks[k + 1].value == ",")
                 or (toks[k].kind in ("word", "sep") and toks[k].value == "plus")), len(toks))
    return buy_at, split, stop


def _purchases(toks, used: set[int], data: dict, money_at: list[int], totals: list[int],
               price_claims: list) -> tuple[list, list, list]:
    """The purchases and the cost claimed (the other amounts): returns the cost, the purchases
    and the price claims (emptied when each price is a colour's)."""
    buy_at, split, stop = _purchase_span(toks, used)
    masked = [t if i not in used else Tok("other", "", "") for i, t in enumerate(toks)]
    cost, at = amounts(masked[:split] + [Tok("other", "", "")] * (stop - split) + masked[stop:], allow_bare=False)
    buying, at2 = amounts(masked[split:stop], allow_bare=False)
    at = at | {split + i for i in at2}
    if buy_at is not None and not buying:
        # "buying 2 from the market": a number without its colour (the one missing colour)
        k = buy_at + 1
        while k < stop and (k in used or (masked[k].kind == "word" and masked[k].value in ("all", "the", "those"))):
            k += 1      # "buying all 3"
        if k < stop and masked[k].kind == "num":
            data["buying_count"] = abs(masked[k].value)
            at.add(k)
    used |= at
    used.update(k for k in range(len(toks)) if toks[k].kind == "word" and toks[k].value in
                ("more", "extra", "additional", "need", "needs", "missing", "short", "plus"))
    if buy_at is None:
        return cost, buying, price_claims
    named: list[str] = []
    if not buying and not data.get("buying_count"):
        named = _colours_bought(toks, used, buy_at, stop) or _colours_before_bought(toks, used, buy_at)
    if len({c for c, _ in buying}) > 1 and len(money_at) > 1 and not totals:
        by_colour = _price_by_colour(toks, money_at, buy_at)
        if by_colour:
            data["price_by_colour"] = by_colour
            price_claims = []
    if buying:
        _colours_counted(toks, used, buy_at, stop, {c for c, _ in buying})
    used.update(i for i, t in enumerate(toks) if t.kind == "word" and t.value in _BUY | {"market", "markets"})
    after = {str(t.value) for t in toks[buy_at + 1:stop] if t.kind == "word"}
    if named:
        data["buying_colours"] = named
    elif not buying and after & _WHAT_IS_MISSING:
        # "buying what I'm missing", "buying the rest": what the upgrade buys anyway
        used.update(i for i in range(buy_at, stop) if toks[i].kind == "word" and toks[i].value in
                    _WHAT_IS_MISSING | {"the", "i'm", "im", "i", "what", "whatever", "is", "i've", "ive",
                                        "don't", "dont", "have", "got", "of", "it", "needed", "that's", "thats"})
    elif buying or not data.get("buying_count"):
        data["buying"] = buying
    return cost, buying, price_claims


def _colours_bought(toks, used: set[int], buy_at: int, stop: int) -> list[str]:
    """"buying the purple I'm missing": the colours bought, without a count (what is missing)."""
    named: list[str] = []
    k = buy_at + 1
    while k < stop:
        hit = colour_at(toks, k) if k not in used and toks[k].kind == "word" else None
        if hit is not None:
            named.append(hit[0])
            used.update(range(k, hit[1]))
            k = hit[1]
        else:
            k += 1
    used.update(i for i in range(buy_at, stop) if toks[i].kind == "word"
                and toks[i].value in ("the", "i'm", "im", "i", "am", "what", "whatever", "any", "all",
                                      "some", "rest", "of", "that", "those", "it", "them", "from",
                                      "and", "one", "ones"))
    return named


def _colours_before_bought(toks, used: set[int], buy_at: int) -> list[str]:
    """"all the green and yellow bought (6€ + 5€)": the colours named (without a count) just
    before the participle "bought": what is missing of them is bought."""
    if toks[buy_at].value not in ("bought", "purchased"):
        return []
    named: list[str] = []
    spent: list[int] = []
    k = buy_at - 1
    while k >= 0 and k not in used:
        t = toks[k]
        if t.kind == "word" and t.value in ("and", "the", "all", "both", "my", "of"):
            spent.append(k)
            k -= 1
            continue
        if t.kind == "sep" and t.value in (",", "&", "+", "and"):
            k -= 1
            continue
        hit = colour_at(toks, k) if t.kind == "word" else None
        if hit is None or hit[1] > buy_at or hit[0] in named:
            break
        named.insert(0, hit[0])
        spent.extend(range(k, hit[1]))
        k -= 1
    if named:
        used.update(spent)
    return named


def _price_by_colour(toks, money_at: list[int], buy_at: int) -> list[tuple[str, int, str]]:
    """"buying 1 yellow (1€) and 2 purple (2€ each)": each price is the colour's before it;
    empty when a price has no colour of its own."""
    by_colour: list[tuple[str, int, str]] = []
    for i in money_at:
        colour = next((hit[0] for k in range(i - 1, buy_at, -1)
                       if toks[k].kind == "word" and (hit := colour_at(toks, k)) is not None), None)
        if colour is None or colour in {c for c, _, _ in by_colour}:
            return []
        by_colour.append((colour, abs(toks[i].value), "each" if _each_said(toks, i) else "total"))
    return by_colour


def _colours_counted(toks, used: set[int], buy_at: int, stop: int, bought: set[str]) -> None:
    """"buying the blue I'm missing (1 blue @ 1€)": the colour said, then counted in brackets."""
    k = buy_at + 1
    while k < stop:
        hit = colour_at(toks, k) if k not in used and toks[k].kind == "word" else None
        if hit is not None and hit[0] in bought:
            used.update(range(k, hit[1]))
            used.update(i for i in range(buy_at, hit[1] + 3) if i < len(toks) and toks[i].kind == "word"
                        and toks[i].value in ("the", "i'm", "im", "i", "am", "that", "those", "one", "ones"))
            k = hit[1]
        else:
            k += 1


#: words that name the player's technology points when they come before the figures
_POINTS_FIRST = _POINTS + ("tech", "technology", "score", "total")


def _points_named_first(toks, used: set[int], data: dict) -> None:
    """The points named before their range: "Tech 7 → 10", "VP: 7 -> 9", "tech points 7 to 9",
    "score 13 → 17" (the player's technology points before and after, checked like "(7 → 9 VP)")."""
    if data.get("vp_from_to"):
        return
    for k in range(len(toks) - 3):
        if toks[k].kind != "word" or toks[k].value not in _POINTS_FIRST:
            continue
        m = k + 1
        while m < len(toks) and (toks[m].kind == "word" and toks[m].value in _POINTS_FIRST
                                 or toks[m].kind == "other" and toks[m].value in (":", "=")):
            m += 1
        arrow = _arrow_at(toks, m + 1)
        if arrow and m + arrow < len(toks) and toks[m].kind == "num" and toks[m + arrow].kind == "num" \
                and not {m, m + arrow} & used and toks[m].text[:1] != "+":
            data["vp_from_to"] = (abs(toks[m].value), abs(toks[m + arrow].value))
            used.update(range(k, m + arrow + 1))
            return


def _arrow_at(toks, k: int) -> int:
    """The tokens an arrow takes at k ("to", "→", "->", "=>"), plus one; 0 when there is none."""
    if k >= len(toks):
        return 0
    if toks[k].value in ("to", "\u2192", "->", "=>"):
        return 2
    if k + 1 < len(toks) and toks[k].value in ("-", "=") and toks[k + 1].value == ">":
        return 3
    return 0


def _points(toks, used: set[int], data: dict) -> None:
    """The points written: "+12 VP" (gained), "=> 16 points total" (after), "(13 → 17 points)"."""
    for k in range(len(toks) - 1):
        if k not in used and toks[k].kind == "num" and toks[k + 1].kind == "word" \
                and toks[k + 1].value in _POINTS:
            used.update({k, k + 1})
            if k >= 2 and toks[k - 1].kind == "word" and toks[k - 1].value == "to" \
                    and toks[k - 2].kind == "num" and (k - 2) not in used:
                # "(13 → 17 points)": the points before and after
                data["vp_from_to"] = (abs(toks[k - 2].value), abs(toks[k].value))
                used.update({k - 2, k - 1})
                continue
            total_after = (k + 2 < len(toks) and toks[k + 2].kind == "word" and toks[k + 2].value in (
                "total", "overall", "altogether", "now")) or (k and toks[k - 1].kind == "word" and toks[k - 1].value in (
                "to", "total", "now", "on", "at", "reach", "reaching", "reaches", "making", "hitting"))
            if total_after and toks[k].text[:1] != "+":
                # "=> 16 points total", "total 16 VP": the player's technology points after
                data["vp_total"] = abs(toks[k].value)
                used.update(j for j in (k - 1, k + 2) if 0 <= j < len(toks) and toks[j].kind == "word"
                            and toks[j].value in ("to", "total", "overall", "altogether", "now", "on", "at"))
                continue
            data["vp_claim"] = abs(toks[k].value)      # "+12 VP"
            data["vp_signed"] = toks[k].text[:1] == "+"   # "+5 VP": the points gained
            _points_range_after(toks, k + 2, used, data)


def _points_range_after(toks, start: int, used: set[int], data: dict) -> None:
    """"+12 VP, 28 → 40 tech points": the range after the gain is the technology points before
    and after (checked), its own points word with it (never a word left unread)."""
    for m in range(start, len(toks) - 2):
        arrow = _arrow_at(toks, m + 1)
        if toks[m].kind == "num" and arrow and m + arrow < len(toks) and toks[m + arrow].kind == "num":
            data["vp_from_to"] = (abs(toks[m].value), abs(toks[m + arrow].value))
            used.update(range(m, m + arrow + 1))
            if m + arrow + 1 < len(toks) and toks[m + arrow + 1].value in _POINTS:
                used.add(m + arrow + 1)
            return


def _bought_for_bare(toks: list) -> list:
    """"buying 2 purple for 4", "bought 1 red for 2": a price written without its currency after
    a purchase gets one, so that it is read and checked as the price (never a figure left
    unplaced in an accepted post)."""
    from gm_tool.games.colonies.posts.context import sum_before
    from gm_tool.games.colonies.posts.phrases import CREDIT_WORDS, Tok

    out = []
    bought = False
    for k, t in enumerate(toks):
        out.append(t)
        if t.kind == "word" and t.value in _BUY:
            bought = True
        if bought and t.kind == "num" and t.text[:1] not in "+-" and k and toks[k - 1].kind == "word" \
                and toks[k - 1].value == "for" \
                and (k + 1 == len(toks) or toks[k + 1].kind in ("sep", "other")
                     or (toks[k + 1].kind == "word" and toks[k + 1].value in ("and", "each", "total"))) \
                and not (k + 1 < len(toks) and toks[k + 1].kind == "word" and toks[k + 1].value in CREDIT_WORDS):
            out.append(Tok("word", "€", ""))
        elif bought and t.kind == "num" and t.text[:1] not in "+-" and k >= 2 and toks[k - 1].value == "=" \
                and toks[k - 2].kind == "num" and sum_before(toks, k - 1) is not None \
                and (k + 1 == len(toks) or toks[k + 1].kind in ("sep", "other")):
            # "buying 3 red (1+2+2=5)": the sum of the prices, the price
            out.append(Tok("word", "€", ""))
    return out


_JOINS = frozenset({"+", "&", "/", "and", ",", "plus"})


def _tech_colours_said(ctx: PostContext, item: Item, toks, tech: str, used: set[int]) -> None:
    """"Upgrading Industry (blue+green): 2 blue, ...": the technology's two colours named in
    brackets after it, a label: read when they are the colours it is paid in, an error naming
    them when they are not (never a purchase nor a cost)."""
    from gm_tool.games.colonies.rules.board import board_of

    for i, t in enumerate(toks[:-3]):
        # (the line's brackets come here as commas: "Industry, blue+green, : 2 blue")
        if t.kind != "word" or TECHS.get(t.value) != tech or toks[i + 1].value not in ("(", "[", ","):
            continue
        said, j = [], i + 2
        while j < len(toks) and (hit := colour_at(toks, j)) is not None:
            said.append(hit[0])
            j = hit[1]
            if j + 1 < len(toks) and toks[j].value in _JOINS and colour_at(toks, j + 1) is not None:
                j += 1
        if len(said) != 2 or (j < len(toks) and toks[j].value not in (")", "]", ",", ":")):
            continue
        paid = board_of(ctx.state).tech_colours[tech]
        used.update(range(i + 1, min(j + 1, len(toks))))
        if set(said) != set(paid):
            ctx.diag("col.post.cost", f'"{item.line.text}": {tech.capitalize()} is paid in {paid[0]} and '
                     f"{paid[1]}, not {said[0]} and {said[1]}", item.line.number,
                     hint=f"an upgrade of {tech.capitalize()} costs {paid[0]}, {paid[1]} and colonists")
        return
