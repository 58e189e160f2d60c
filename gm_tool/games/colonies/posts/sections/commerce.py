"""Commerce (a business trip) as a post line: "sell 2 green and 1 red", with the prices the
player writes ("1 purple (3 €)", "3 red @ 2 € each", "3+2 = 5 €"), each kept to be checked."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import re

from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading.sections import Item

from gm_tool.games.colonies.posts.context import PostContext
from gm_tool.games.colonies.posts.phrases import Tok, CREDIT_WORDS, colour_at, number_at

from gm_tool.games.colonies.posts.sections.actions import HINTS, current, empty_header, title_only


_TOTAL_BEFORE = frozenset({"=", "total", "so", "that", "thats", "is", "makes", "making", "for", "to",
                           "earning", "earns", "gets", "get", "getting", "income", "profit"})


#: "that leaves me 4 purple", "leaving me with 3 red", "→ 2 yellow left", "I now have 4 yellow": the
#: stock after the sale
_LEFT_AFTER = compile_later(r"(?i)[,.;]?\s*(?:(?:and\s+|which\s+|that\s+|this\s+|so\s+)?(?:leaves|leaving|gives)\s+me"
                            r"(?:\s+with)?|(?:so\s+|and\s+)?(?:now\s+)?i(?:'ll|\s+will)?\s+(?:now\s+)?(?:have|keep|still\s+have|hold)(?:\s+now)?)\s+(?P<n>\d{1,3})\s+"
                            r"(?P<what>[a-z]+(?:\s+goods)?)(?:\s+left)?\b[.!]?")


def read_commerce(ctx: PostContext, item: Item) -> str:
    """"sell 2 green and 1 red", with the prices the player writes: after an item ("1 purple
    (3 €)", "3 red @ 2 € each") that item's, after "=", "for" or "total" past several items the
    sum ("... = 8 €"), a breakdown before it ("3+3+2 = 8 €") item by item."""
    if not item.text.strip() or title_only(ctx, item):
        return empty_header(ctx, item, "commerce")
    pending = current(ctx, item, "commerce")
    text = item.text
    for m in list(_LEFT_AFTER.finditer(text))[:3]:
        # "sell 1 purple. That leaves me 4 purple.": the stock after, checked, not a sale
        hit = colour_at(ctx.tokens(m.group("what")), 0)
        if hit is not None:
            pending.data.setdefault("left_claims", []).append((item.line.number, hit[0], int(m.group("n"))))
    text = _LEFT_AFTER.sub(" ", text) if pending.data.get("left_claims") else text
    toks = _unit_prices_listed(_prices_with_currency(ctx.tokens(text)))
    used: set[int] = set()
    items = _counted_items(toks, used)
    bare = _bare_colours(toks, used)
    each_n = _count_each(toks, used)
    if bare and each_n is None:
        bare = _all_of_colours(ctx, toks, used, items, bare)
    if bare and each_n is not None:
        _each_of_colours(toks, used, items, bare, each_n)
    elif bare:
        ctx.diag("col.post.count", f'"{item.line.text}": how many '
                 + " and ".join(c for _, c, _ in bare) + "? write the number, e.g. 'sell 2 "
                 f"{bare[0][1]}'", item.line.number, hint=HINTS["commerce"])
        for k, _, end in bare:
            used.update(range(k, end))
    start = len(pending.data.setdefault("sell", []))
    pending.data["sell"].extend((c, n) for _, c, n in items)
    sale = _Sale(item, toks, used, items, start, pending.data.setdefault("price_claims", []))
    for k in range(len(toks) - 1):
        sale.price_at(k)
    claims = sale.claims
    _lone_breakdowns(toks, used, items, sale.breakdown)
    _count_said(ctx, item, toks, used, items)
    used.update(k for k, t in enumerate(toks) if t.kind == "word" and t.value in
                ("each", "apiece", "per", "total", "earning", "earns", "gets", "get", "getting",
                 "makes", "making", "income", "profit", "gain", "gaining") and claims)
    used.update(k for k, t in enumerate(toks) if t.kind == "other" and t.value in ("=", "@"))
    return ctx.leftover(item, toks, used, bool(items) or bool(bare), extra=frozenset({"for", "at", "price"}))


def _prices_with_currency(toks: list) -> list:
    """"1 purple for 3 and 1 green for 3", "2 red @ 2 each": a price without its currency gets
    one, so that it reads as a price."""
    priced_toks = []
    for k, t in enumerate(toks):
        priced_toks.append(t)
        if t.kind == "num" and k and toks[k - 1].value in ("for", "at", "@") and t.text[:1] not in "+-" \
                and (k + 1 == len(toks) or toks[k + 1].kind in ("sep", "other")
                     or (toks[k + 1].kind == "word" and toks[k + 1].value in ("and", "each", "apiece", "total"))):
            priced_toks.append(Tok("word", "€", ""))
        elif t.kind == "num" and _sum_before(toks, k) and t.text[:1] not in "+-" \
                and (k + 1 == len(toks) or toks[k + 1].kind in ("sep", "other")):
            # "sell 1 purple 2 yellow (3+2+2=7)": the sum of the prices, a price
            priced_toks.append(Tok("word", "€", ""))
    return priced_toks


def _sum_before(toks: list, k: int) -> bool:
    """"3+2+2 =" just before k: a sum of figures and its equals sign."""
    if k < 3 or toks[k - 1].value != "=" or toks[k - 2].kind != "num":
        return False
    return toks[k - 2].text[:1] == "+" or (toks[k - 3].kind == "sign" and toks[k - 3].value == "+")


def _unit_prices_listed(toks: list) -> list:
    """"sell 3 red → 2€, 2€, 1€ = 5€", "sell 3 red at 2 €, 2 € and 1 €": a price for each
    resource sold, listed after the items, is the breakdown shelf by shelf ("2+2+1"), checked as
    one; a list as long as the items (one price per item) is left to the item-by-item reading."""
    from gm_tool.games.colonies.posts.phrases import TYPOS

    seen = len(TYPOS)
    items = _counted_items(toks, set())
    del TYPOS[seen:]            # (a trial reading: the typos are noted when the items are read)
    if not items:
        return toks
    units = sum(n for _, _, n in items)
    start = None
    k = items[-1][0] + 1
    while k < len(toks) - 1:
        if toks[k].kind == "num" and toks[k + 1].kind == "word" and toks[k + 1].value in CREDIT_WORDS:
            start = k
            break
        k += 1
    if start is None:
        return toks
    seq, k = [], start
    while k < len(toks) - 1 and toks[k].kind == "num" and toks[k].text[:1] != "-" \
            and toks[k + 1].kind == "word" and toks[k + 1].value in CREDIT_WORDS:
        seq.append(k)
        k += 2
        if k < len(toks) and (toks[k].kind == "sep" and toks[k].value in (",", "and", "&")
                              or toks[k].kind == "sign" and toks[k].value == "+"):
            if k + 1 < len(toks) and toks[k + 1].kind == "num":
                k += 1
    if len(seq) < 2 or len(seq) != units or (len(items) > 1 and len(seq) == len(items)):
        return toks
    end = seq[-1] + 2
    listed = [Tok("num", abs(toks[m].value), ("+" if n else "") + str(abs(toks[m].value)))
              for n, m in enumerate(seq)]
    rest = toks[end:]
    if not (rest and rest[0].kind == "other" and rest[0].value == "="):
        rest = [Tok("other", "=", "="), Tok("num", sum(abs(toks[m].value) for m in seq),
                                             str(sum(abs(toks[m].value) for m in seq))),
                Tok("word", "€", "")] + rest
    return toks[:start] + listed + rest


def _counted_items(toks, used: set[int]) -> list[tuple[int, str, int]]:
    """The items sold with their count ("2 green", "3 of my red"), each with its first token
    position; their tokens are added to `used`."""
    items: list[tuple[int, str, int]] = []
    i = 0
    while i < len(toks):
        if i in used:
            i += 1
            continue
        n = number_at(toks, i)
        j = i + 1
        if n is not None and j < len(toks) and toks[j].kind == "word" and toks[j].value == "of":
            j += 1
            if j < len(toks) and toks[j].kind == "word" and toks[j].value in ("the", "my"):
                j += 1
        hit = colour_at(toks, j) if n is not None and j < len(toks) else None
        if hit is not None and not (toks[i].kind == "num" and i + 1 < len(toks) and toks[i + 1].kind == "word"
                                    and toks[i + 1].value in CREDIT_WORDS):
            items.append((i, hit[0], abs(n)))
            used.update(range(i, hit[1]))
            i = hit[1]
            continue
        i += 1
    return items


def _bare_colours(toks, used: set[int]) -> list[tuple[int, str, int]]:
    """Colours without a number ("sell green, yellow and red, 1 each"): (position, colour, end)."""
    bare = []
    i = 0
    while i < len(toks):
        if i not in used and toks[i].kind == "word":
            hit = colour_at(toks, i)
            if hit is not None:
                bare.append((i, hit[0], hit[1]))
                i = hit[1]
                continue
        i += 1
    return bare


def _count_each(toks, used: set[int]) -> int | None:
    """The count of "1 each" (not a price: "2 € each"), else None."""
    return next((abs(toks[k].value) for k in range(len(toks) - 1) if toks[k].kind == "num" and k not in used
                 and toks[k + 1].kind == "word" and toks[k + 1].value in ("each", "apiece")
                 and not (k + 2 < len(toks) and toks[k + 2].kind == "word" and toks[k + 2].value in CREDIT_WORDS)),
                None)


_STOCK_WORDS = frozenset({"stack", "stock", "pile", "supply", "lot", "stash", "hoard"})


def _all_of_colours(ctx: PostContext, toks, used: set[int], items: list, bare: list) -> list:
    """"sell all my blue and yellow": every one held of each colour of the list, added to
    `items`; the bare colours still without a count are returned."""
    stock = ctx.state["stock"][ctx.player]
    alls = [(k, colour, end) for k, colour, end in bare if _after_all(toks, k, bare) and stock.get(colour, 0) > 0]
    for k, colour, end in alls:
        items.append((k, colour, stock[colour]))
        used.update(range(k, end))
        used.update(m for m in range(max(0, k - 4), k) if toks[m].kind == "word"
                    and toks[m].value in ("all", "whole", "entire", "my", "the", "of", "and"))
        if end < len(toks) and toks[end].kind == "word" and toks[end].value in _STOCK_WORDS:
            used.add(end)       # "my whole green stack": the stock itself
    if alls:
        items.sort()
        bare = [b for b in bare if b not in alls]
    return bare


def _each_of_colours(toks, used: set[int], items: list, bare: list, each_n: int) -> None:
    """"sell green, yellow and red, 1 each": that many of every bare colour, added to `items`."""
    for k, colour, end in bare:
        items.append((k, colour, each_n))
        used.update(range(k, end))
    used.update(k for k in range(len(toks) - 1) if toks[k].kind == "num" and toks[k + 1].kind == "word"
                and toks[k + 1].value in ("each", "apiece"))
    used.update(k for k in range(len(toks)) if toks[k].kind == "word" and toks[k].value in ("each", "apiece"))
    items.sort()


@dataclass
class _Sale:
    """A sale line's items and the prices written for them, read figure by figure: `claims` is
    the action's list of price claims (earlier lines' too), `start` the first item's index in
    the action's "sell" list."""
    item: Item
    toks: list
    used: set[int]
    items: list[tuple[int, str, int]]
    start: int
    claims: list
    priced: set[int] = field(default_factory=set)

    def claim(self, kind: str, value: Any, which: list[int], each: bool) -> None:
        self.claims.append((self.item.line.number, kind, value, which, each))

    def breakdown(self, k: int, before_items: list[int]) -> None:
        """"3+3+2 = 8 €": a breakdown of the items before the sum at k, item by item, or
        resource by resource ("sell 2 red (3+2 = 5 €)": each one's price, shelf by shelf)."""
        toks, used, start = self.toks, self.used, self.start
        seq = []
        m = k - 1
        while m >= 0 and (toks[m].kind == "num" or toks[m].value in ("=", "+")):
            if toks[m].kind == "num":
                seq.insert(0, m)
            m -= 1
        if any(m in used for m in seq):
            return
        if len(seq) == len(before_items) and len(seq) > 1:
            for n, m in zip(before_items, seq):
                if n not in self.priced:
                    self.claim("item", abs(toks[m].value), [start + n], False)
                used.add(m)
        elif len(seq) > 1 and len(seq) == sum(self.items[n][2] for n in before_items):
            self.claim("units", tuple(abs(toks[m].value) for m in seq), [start + n for n in before_items], False)
            used.update(seq)

    def price_at(self, k: int) -> None:
        """The figure of money at k, if it is one: a price claim of the items before it."""
        toks, used, items, start = self.toks, self.used, self.items, self.start
        t = toks[k]
        if t.kind != "num" or k in used or not (toks[k + 1].kind == "word" and toks[k + 1].value in CREDIT_WORDS):
            return
        used.update({k, k + 1})
        each = (k + 2 < len(toks) and toks[k + 2].kind == "word" and toks[k + 2].value in ("each", "apiece")) \
            or (k > 0 and toks[k - 1].value == "@")       # "3 blue @ 1€": the unit price
        if each and k + 2 < len(toks) and toks[k + 2].value in ("each", "apiece"):
            used.add(k + 2)
        before_items = [n for n, (pos, _, _) in enumerate(items) if pos < k]
        if not before_items:
            self.claim("total", abs(t.value), list(range(start, start + len(items))), each)
            return
        money_all = [m for m in range(len(toks) - 1) if toks[m].kind == "num"
                     and toks[m + 1].kind == "word" and toks[m + 1].value in CREDIT_WORDS]
        after_all = all(m > items[-1][0] for m in money_all) if items else False
        if len(items) > 1 and after_all and len(before_items) == len(items):
            if not self.each_and_sum(k, money_all, before_items):
                self.after_every_item(k, money_all, before_items)
            return
        self.price_of_items(k, each, before_items)

    def each_and_sum(self, k: int, money_all: list[int], before_items: list[int]) -> bool:
        """"sell 1 blue + 1 green ($2 each, $4 total)": every figure after the items marked as
        the price of each or the sum; False when one is not marked."""
        toks = self.toks
        marks = [self.said_of(m) for m in money_all]
        if not (any(marks) and all(marks)):
            return False
        self.claim("total", abs(toks[k].value), [self.start + n for n in before_items],
                   marks[money_all.index(k)] == "each")
        self.used.update(j for j in (k + 2, k + 3, k - 1) if 0 <= j < len(toks) and toks[j].kind == "word"
                         and toks[j].value in ("each", "apiece", "total", "altogether", "overall"))
        if k and toks[k - 1].value == "=":
            # "sell 1 green and 2 yellow, 3+2+2 = 7 €": the breakdown before the sum
            self.breakdown(k, before_items)
        return True

    def said_of(self, m: int) -> str:
        """"each" or "total" said beside the figure at m ("$2 each, $4 total"), else ""."""
        toks = self.toks
        after = toks[m + 2].value if m + 2 < len(toks) and toks[m + 2].kind == "word" else ""
        before = toks[m - 1].value if m and toks[m - 1].kind in ("word", "other") else ""
        if after in ("each", "apiece"):
            return "each"
        return "total" if after in ("total", "altogether", "overall") or before in ("total", "=") else ""

    def after_every_item(self, k: int, money_all: list[int], before_items: list[int]) -> None:
        """The figures after every item: one is the sum, as many as the items are item by item."""
        toks = self.toks
        rank = money_all.index(k)
        if len(money_all) == len(self.items) and not any(toks[m - 1].value == "=" for m in money_all if m):
            self.claim("item", abs(toks[k].value), [self.start + rank], False)
        elif rank == len(money_all) - 1 or (k and toks[k - 1].value == "="):
            self.claim("total", abs(toks[k].value) if (k and toks[k - 1].value == "=") or len(money_all) == 1
                       else sum(abs(toks[m].value) for m in money_all),
                       [self.start + n for n in before_items], False)
            if k and toks[k - 1].value == "=":
                # "sell 1 green and 2 yellow, 3+2+2 = 7 €": the breakdown before the sum
                self.breakdown(k, before_items)

    def price_of_items(self, k: int, each: bool, before_items: list[int]) -> None:
        """A figure among the items: the price of the item before it, or the sum of several."""
        toks, claims, start = self.toks, self.claims, self.start
        t = toks[k]
        last = before_items[-1]
        prev = toks[k - 1] if k else None
        if ((prev is not None and prev.kind in ("sign", "sep") and prev.value in ("+", "&", "and"))
                or t.text[:1] == "+") and claims \
                and claims[-1][1] == "item" and claims[-1][3] == [start + last] and claims[-1][0] == self.item.line.number:
            # "2 green (3 € + 2 €)": the prices of one item's resources, summed
            line_, kind_, value_, which_, each_ = claims[-1]
            claims[-1] = (line_, kind_, value_ + abs(t.value), which_, each_)
            return
        back = [x.value for x in toks[max(0, k - 2):k] if x.kind in ("word", "other", "sep", "poss")]
        unpriced = [n for n in before_items if n not in self.priced]
        # "1 red for 2 € and 1 yellow for 2 €": each item its own price, not a total of both
        is_total = (set(back) & _TOTAL_BEFORE and len(unpriced) > 1) or "=" in back or "total" in back \
            or last in self.priced
        if is_total:
            self.claim("total", abs(t.value), [start + n for n in before_items], each)
            self.breakdown(k, before_items)
        else:
            self.claim("item", abs(t.value), [start + last], each)
            self.priced.add(last)


def _count_said(ctx: PostContext, item: Item, toks, used: set[int], items: list) -> None:
    """"sell all my blue and yellow (4 total, 10 €)": a count of the resources sold ("4 total",
    "4 resources", "4 in all"), checked against the items."""
    for k in range(len(toks) - 1):
        if k in used or toks[k].kind != "num" or not items:
            continue
        nxt = [toks[m].value for m in range(k + 1, min(k + 3, len(toks))) if toks[m].kind == "word"]
        if not nxt or nxt[0] in CREDIT_WORDS or (len(nxt) > 1 and nxt[1] in CREDIT_WORDS):
            continue
        if nxt[0] in ("resources", "resource", "cubes", "goods", "total", "items") or nxt[:2] == ["in", "all"]:
            sold = sum(n for _, _, n in items)
            if abs(toks[k].value) != sold:
                ctx.diag("col.post.count", f'"{item.line.text}": that is {sold} resources sold, not '
                         f"{abs(toks[k].value)}", item.line.number, hint=HINTS["commerce"])
            used.add(k)


def _after_all(toks, k: int, bare: list) -> bool:
    """The bare colour at k follows "all my" / "all the" / "all of my", itself or through the
    colours listed before it ("all my blue and yellow")."""
    ends = {b[2]: b[0] for b in bare}
    m = k - 1
    while m >= 0:
        t = toks[m]
        if t.kind == "word" and t.value in ("all", "whole", "entire"):
            return True     # ("my whole green stack", "my entire yellow stock")
        if t.value in ("my", "the", "of", "and", "&", ","):
            m -= 1
        elif m + 1 in ends:
            m = ends[m + 1] - 1
        else:
            return False
    return False


def _lone_breakdowns(toks, used: set[int], items: list, breakdown) -> None:
    """"sell 2 red for 3€ (2+1)", "sell 2 red (2+2)": a breakdown with no sum after it, price by
    price, checked like one with its sum ("2+1 = 3 €")."""
    k = 0
    while k < len(toks) - 1:
        if toks[k].kind == "num" and k not in used and toks[k + 1].kind == "num" \
                and toks[k + 1].text[:1] == "+" and k + 1 not in used:
            e = k + 1
            while e + 1 < len(toks) and toks[e + 1].kind == "num" and toks[e + 1].text[:1] == "+" \
                    and e + 1 not in used:
                e += 1
            if items:
                breakdown(e + 1, list(range(len(items))))
            k = e + 1
        else:
            k += 1
