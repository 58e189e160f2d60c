"""The six actions as post lines (and the lines that continue them):

    refuge: 2 from Bob's red route, 1 from my yellow route; keep 1
    hunt pirates: 2 from my red route, 1 from Blue's purple route
    sell 2 green and 1 red
    negotiate: +1 both ways with Green, +1 my side with Red, -1 their side with Blue
    industry: 3 red, 1 colonist            (bare "industry": as much of both as the level allows)
    upgrade Military                        ("to 4", "buying 2 green": checked, not needed)
    pass
"""

from __future__ import annotations

import re
from typing import Any

from gm_tool.core.reading.sections import EMPTY, Item

from ..context import Pending, PostContext
from ..phrases import Tok
from ..phrases import (
    CREDIT_WORDS,
    TECHS,
    W,
    amounts,
    colour_at,
    number_at,
    offset_after,
    refs_in,
    route_of,
    split_items,
    tech_in,
)

HINTS = {
    "community": "e.g. 'refuge: 2 from Bob's red route, 1 from my yellow route; keep 1'",
    "military": "e.g. 'hunt pirates: 2 from my red route, 1 from Blue's purple route'",
    "commerce": "e.g. 'sell 2 green and 1 red'",
    "influence": "e.g. 'negotiate: +1 both ways with Green, +1 my side with Red'",
    "industry": "e.g. 'industry: 3 red, 1 colonist'",
    "upgrade": "e.g. 'upgrade Military'",
    "pass": "e.g. 'pass'",
}


def _current(ctx: PostContext, item: Item, kind: str) -> Pending:
    """The action this line belongs to: a new one on a heading line, else the last one of its
    kind (a continuation line)."""
    if not item.is_header:
        for pending in reversed(ctx.actions):
            if pending.kind == kind:
                return pending
    elif ctx.actions and ctx.actions[-1].kind == kind and not _substance(ctx.actions[-1]):
        # a title line ("Negotiations with Bellona") and then the action itself: one action
        # (a title announcing two, "taking the two industry actions:", then lists them)
        if ctx.actions[-1].line != item.line.number:
            ctx.actions[-1].data.pop("times", None)
            ctx.actions[-1].line = item.line.number
        return ctx.actions[-1]
    pending = Pending(kind, item.line.number, {})
    ctx.actions.append(pending)
    return pending


def _substance(pending: Pending) -> bool:
    """Has the action read anything it acts on yet?"""
    d = pending.data
    return bool(d.get("removals") or d.get("sell") or d.get("steps") or d.get("tech")
                or "resources" in d or "colonists" in d or pending.kind == "pass")


def _empty_header(ctx: PostContext, item: Item, kind: str) -> str:
    _current(ctx, item, kind)
    return EMPTY


# -- refuge and hunt -----------------------------------------------------------------------------

_KEEP_WORDS = W["keep"]


def _title_only(ctx: PostContext, item: Item) -> bool:
    """"Refuge time!", "Business trip:" — a heading whose rest says nothing of the game: a title
    for the lines below."""
    return item.is_header and len(item.text.split()) <= 2 and not re.search(r"\d", item.text) \
        and not ctx.words.line_words(item.text) \
        and not any(ctx.words(w) for w in re.findall(r"[\w']+", item.text))


def removals(ctx: PostContext, item: Item, kind: str) -> str:
    if not item.text.strip() or _title_only(ctx, item):
        return _empty_header(ctx, item, kind)
    pending = _current(ctx, item, kind)
    data = pending.data.setdefault("removals", [])
    toks = _reward_after_arrow(ctx.tokens(item.text))
    cut = next((k for k, t in enumerate(toks) if k and t.kind == "word" and t.value in _CLAUSE), None)
    tail_toks = toks[cut:] if cut is not None else []
    if cut is not None:
        toks = toks[:cut]
    used: set[int] = set()
    understood = False
    offset = 0
    bare: list[tuple[list[int], int]] = []
    defaulted: list[int] = []
    last_was_payment = False
    for chunk in split_items(toks):
        idx = [i + offset for i in range(len(chunk))]
        offset = offset_after(toks, chunk, offset)
        words = {t.value for t in chunk if t.kind == "word"}
        if kind == "community" and words & {"keep", "join", "joins", "colonist", "colonists", "stay"} \
                and not any(t.kind == "player" for t in chunk) and not words & {"route", "routes"}:
            n = next((number_at(chunk, i) for i in range(len(chunk)) if number_at(chunk, i) is not None), None)
            if "all" in words or "every" in words:
                pending.data["keep"] = "all"
            elif n is not None:
                pending.data["keep"] = pending.data.get("keep", 0) if pending.data.get("keep") == "all" else n
            else:
                pending.data["keep"] = 1
            used.update(idx)
            understood = True
            continue
        if words & {"rest", "supply", "others"} and not any(t.kind in ("player",) for t in chunk) \
                and not words & {"route", "routes"}:
            used.update(idx)
            understood = True
            continue
        plus = next((k for k, t in enumerate(chunk) if t.kind == "num" and t.text[:1] == "+"
                     and k + 1 < len(chunk) and colour_at(chunk, k + 1) is not None), None)
        if plus is not None and not any(t.kind == "word" and t.value in ("route", "routes", "from", "on", "off")
                                        for t in chunk):
            # "(+1 red)": the resource the refuge earns
            words = words | {"get"}
        if words & _GAIN_WORDS:
            # "I get 1 blue", "+1 blue for me": the resources a refuge claims to earn
            got, at_got = amounts(chunk, allow_bare=False)
            if got and not any(t.kind == "word" and t.value in CREDIT_WORDS for t in chunk):
                pending.data.setdefault("gain_claims", []).append((item.line.number, got))
                used.update(idx)
                understood = True
                continue
        if any(t.kind == "word" and t.value in CREDIT_WORDS for t in chunk):
            # "1 € from Cy", "Cy pays me 2 €", "+2 €": the payment claimed, checked at the end
            money = [abs(t.value) for t in chunk if t.kind == "num"]
            payers, _ = refs_in(chunk, ctx.names, ctx.player)
            payers = [r for r in payers if r.how != "own"]
            if money:
                who = payers[0].colour if payers else ("each" if words & {"each", "apiece"} else None)
                pending.data.setdefault("paid_claims", []).append((item.line.number, who, money[0]))
                for r in payers[1:]:
                    pending.data["paid_claims"].append((item.line.number, r.colour, money[0]))
                last_was_payment = True
                used.update(idx)
                understood = True
                continue
        refs, at = refs_in(chunk, ctx.names, ctx.player)
        claims_so_far = pending.data.get("paid_claims", [])
        if last_was_payment and claims_so_far and len(refs) == 1 and refs[0].how == "player" \
                and not any(t.kind == "num" for t in chunk) and not words & {"route", "routes"}:
            # "1 € each from Olek and Jens": Jens pays the same
            line_, _, amount = claims_so_far[-1]
            claims_so_far.append((line_, refs[0].colour, amount))
            used.update(idx)
            understood = True
            continue
        last_was_payment = False
        count = next((number_at(chunk, i) for i in range(len(chunk))
                      if chunk[i].kind == "num" or (number_at(chunk, i) is not None and i + 1 < len(chunk)
                                                    and chunk[i + 1].kind == "word"
                                                    and chunk[i + 1].value in ("from", "pirate", "pirates", "off", "on"))),
                     None)
        if not refs:
            if count is not None:
                bare.append((idx, count))
            continue
        where = route_of(refs, ctx.colour)
        if isinstance(where, str):
            guess = _guess_owner(ctx, refs, count or 1) if len(refs) == 1 else None
            if guess is None:
                ctx.diag("col.post.route", f'"{item.line.text}": {where}', item.line.number,
                         hint="name the route's owner and partner, e.g. 'Bob's red route'")
                used.update(idx)
                understood = True
                continue
            where = guess
            ctx.diag("col.post.route_guessed", f"\"{' '.join(str(t.text or t.value) for t in chunk)}\": "
                     f"read as {ctx.route_words(*where)} (the only one with pirates)",
                     item.line.number, severity=_info())
        if count is None:
            # "hunt the pirates on my red route": all of them there, as far as the level goes
            there = ctx.state["pirates"].get(where[0], {}).get(where[1], 0)
            level = ctx.state["tech"][ctx.player]["community" if kind == "community" else "military"]
            room = level - sum(n for _, _, n in data)
            singular = "pirate" in words and "pirates" not in words
            count = 1 if singular else max(1, min(there, room))
            defaulted.append(len(data))
        data.append((where[0], where[1], count))
        used.update(idx[i] for i in at)
        used.update(idx[i] for i in range(len(chunk)) if chunk[i].kind == "num" or number_at(chunk, i) is not None)
        understood = True
    if bare and len(defaulted) == 1 and len(bare) == 1:
        # "hunting pirates on my route with Eve (2)": the count written apart
        k = defaulted.pop()
        o, q, _ = data[k]
        data[k] = (o, q, bare[0][1])
        used.update(bare[0][0])
        bare.clear()
    for k in defaulted:
        o, q, n = data[k]
        ctx.diag("col.post.count_assumed", f'"{item.line.text}": read as {n} from '
                 f"{ctx.route_words(o, q)} (no number written: the pirates there, as far as your "
                 "level goes)", item.line.number, severity=_info(),
                 hint="write the number, e.g. '2 from my red route'")
    payers = [c for _, c, _ in pending.data.get("paid_claims", []) if c and c != "each"]
    if bare and not data and not payers:
        n = sum(k for _, k in bare)
        ctx.diag("col.post.route", f'"{item.line.text}": {n} pirate{"s" if n != 1 else ""} from which '
                 "route(s)? the route's owner pays, or gets nothing", item.line.number,
                 hint=HINTS[kind])
        for at_idx, _ in bare:
            used.update(at_idx)
        understood = True
    if bare and not data and len(set(payers)) == 1:
        # "hunt 1 pirate, 1 € from Cy": the pirates are on the payer's route
        from ..phrases import Ref

        for at_idx, n in bare:
            guess = _guess_owner(ctx, [Ref(payers[0], "player")], n)
            if guess is None:
                continue
            data.append((guess[0], guess[1], n))
            used.update(at_idx)
            understood = True
            ctx.diag("col.post.route_guessed", f"\"{item.line.text}\": read as {n} from "
                     f"{ctx.route_words(*guess)} (the only one of theirs with pirates)",
                     item.line.number, severity=_info())
    if tail_toks:
        # "... before Cy gets them": a clause of chatter after the order (its words are judged
        # like any words left over)
        base = len(toks)
        toks = toks + tail_toks
        used = set(used)
    return ctx.leftover(item, toks, used, understood or bool(data), extra=_KEEP_WORDS | {"rest", "supply", "others", "back", "all"})


_GAIN_WORDS = frozenset({"get", "gets", "getting", "got", "gain", "gains", "gaining", "earn", "earns",
                         "earning", "receive", "receives", "receiving", "reward", "income"})


_CLAUSE = frozenset({"before", "because", "since", "while", "until", "unless", "although", "though",
                     "otherwise"})


def _reward_after_arrow(toks):
    """"refuge: 1 from Bob's blue route → 1 green": what follows the arrow (read "to") after a
    route is the reward claimed, a clause of its own."""
    for i, t in enumerate(toks):
        if t.kind == "word" and t.value == "to" and i + 2 < len(toks) and toks[i + 1].kind == "num" \
                and toks[i + 1].text[:1] == "+" and colour_at(toks, i + 2) is not None:
            # "keeping both as colonists → +1 yellow, +1 purple"
            return toks[:i] + [Tok("sep", ",", ",")] + toks[i + 1:]
        if t.kind == "word" and t.value == "to" and i + 2 < len(toks) and toks[i + 1].kind == "num" \
                and any(x.kind == "word" and x.value in ("route", "routes") for x in toks[:i]):
            if colour_at(toks, i + 2) is not None:
                return toks[:i] + [Tok("sep", ",", ","), Tok("word", "get", "get")] + toks[i + 1:]
            if toks[i + 2].kind == "word" and toks[i + 2].value in CREDIT_WORDS:
                # "... route → 1 € each from Olek and Jens": the payment, a clause of its own
                return toks[:i] + [Tok("sep", ",", ",")] + toks[i + 1:]
    return toks


def _guess_owner(ctx: PostContext, refs, count: int) -> tuple[str, str] | None:
    """A route named by one planet only: by its owner ("1 from Cy", "Cy's route") or by its
    partner ("2 from the red route"): the one route that fits and holds the pirates, if there
    is exactly one."""
    ref = refs[0]
    named = ref.colour
    pirates = ctx.state["pirates"]
    as_partner = [(o, named) for o in pirates if o != named and pirates[o].get(named, 0) > 0]
    as_owner = [(named, q) for q, n in pirates.get(named, {}).items() if q != named and n > 0]
    if ref.how == "player" or ref.possessive:
        found = as_owner or as_partner
    else:
        found = as_partner
    return found[0] if len(found) == 1 else None


def _info():
    from gm_tool.core.diagnostics import Severity

    return Severity.INFO


def read_community(ctx: PostContext, item: Item) -> str:
    return removals(ctx, item, "community")


def read_military(ctx: PostContext, item: Item) -> str:
    return removals(ctx, item, "military")


# -- sell ----------------------------------------------------------------------------------------

_TOTAL_BEFORE = frozenset({"=", "total", "so", "that", "thats", "is", "makes", "making", "for", "to",
                           "earning", "earns", "gets", "get", "getting", "income", "profit"})


def read_commerce(ctx: PostContext, item: Item) -> str:
    """"sell 2 green and 1 red", with the prices the player writes: after an item ("1 purple
    (3 €)", "3 red @ 2 € each") that item's, after "=", "for" or "total" past several items the
    sum ("... = 8 €"), a breakdown before it ("3+3+2 = 8 €") item by item."""
    if not item.text.strip() or _title_only(ctx, item):
        return _empty_header(ctx, item, "commerce")
    pending = _current(ctx, item, "commerce")
    toks = ctx.tokens(item.text)
    used: set[int] = set()
    # the items, each with its first token position
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
    # colours without a number: "sell green, yellow and red, 1 each"; else asked
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
    each_n = next((abs(toks[k].value) for k in range(len(toks) - 1) if toks[k].kind == "num" and k not in used
                   and toks[k + 1].kind == "word" and toks[k + 1].value in ("each", "apiece")
                   and not (k + 2 < len(toks) and toks[k + 2].kind == "word" and toks[k + 2].value in CREDIT_WORDS)),
                  None)
    if bare and each_n is not None:
        for k, colour, end in bare:
            items.append((k, colour, each_n))
            used.update(range(k, end))
        used.update(k for k in range(len(toks) - 1) if toks[k].kind == "num" and toks[k + 1].kind == "word"
                    and toks[k + 1].value in ("each", "apiece"))
        used.update(k for k in range(len(toks)) if toks[k].kind == "word" and toks[k].value in ("each", "apiece"))
        items.sort()
    elif bare:
        ctx.diag("col.post.count", f'"{item.line.text}": how many '
                 + " and ".join(c for _, c, _ in bare) + "? write the number, e.g. 'sell 2 "
                 f"{bare[0][1]}'", item.line.number, hint=HINTS["commerce"])
        for k, _, end in bare:
            used.update(range(k, end))
    start = len(pending.data.setdefault("sell", []))
    pending.data["sell"].extend((c, n) for _, c, n in items)
    # the prices
    claims = pending.data.setdefault("price_claims", [])
    priced: set[int] = set()
    for k in range(len(toks) - 1):
        t = toks[k]
        if t.kind != "num" or k in used or not (toks[k + 1].kind == "word" and toks[k + 1].value in CREDIT_WORDS):
            continue
        used.update({k, k + 1})
        each = k + 2 < len(toks) and toks[k + 2].kind == "word" and toks[k + 2].value in ("each", "apiece")
        if each:
            used.add(k + 2)
        back = [x.value for x in toks[max(0, k - 2):k] if x.kind in ("word", "other", "sep", "poss")]
        before_items = [n for n, (pos, _, _) in enumerate(items) if pos < k]
        if not before_items:
            claims.append((item.line.number, "total", abs(t.value), list(range(start, start + len(items))), each))
            continue
        last = before_items[-1]
        prev = toks[k - 1] if k else None
        money_all = [m for m in range(len(toks) - 1) if toks[m].kind == "num"
                     and toks[m + 1].kind == "word" and toks[m + 1].value in CREDIT_WORDS]
        after_all = all(m > items[-1][0] for m in money_all) if items else False
        if len(items) > 1 and after_all and len(before_items) == len(items):
            # the figures after every item: one is the sum, as many as the items are item by item
            rank = money_all.index(k)
            if len(money_all) == len(items) and not any(toks[m - 1].value == "=" for m in money_all if m):
                claims.append((item.line.number, "item", abs(t.value), [start + rank], False))
            else:
                if rank == len(money_all) - 1 or (k and toks[k - 1].value == "="):
                    claims.append((item.line.number, "total", abs(t.value) if (k and toks[k - 1].value == "=") or len(money_all) == 1
                                   else sum(abs(toks[m].value) for m in money_all),
                                   [start + n for n in before_items], False))
            continue
        if ((prev is not None and prev.kind in ("sign", "sep") and prev.value in ("+", "&", "and"))
                or t.text[:1] == "+") and claims \
                and claims[-1][1] == "item" and claims[-1][3] == [start + last] and claims[-1][0] == item.line.number:
            # "2 green (3 € + 2 €)": the prices of one item's resources, summed
            line_, kind_, value_, which_, each_ = claims[-1]
            claims[-1] = (line_, kind_, value_ + abs(t.value), which_, each_)
            continue
        is_total = (set(back) & _TOTAL_BEFORE and len(before_items) > 1) or "=" in back or "total" in back \
            or last in priced
        if is_total:
            claims.append((item.line.number, "total", abs(t.value),
                           [start + n for n in before_items], each))
            # "3+3+2 = 8 €": a breakdown of the items before the sum
            seq = []
            m = k - 1
            while m >= 0 and (toks[m].kind == "num" or toks[m].value in ("=", "+")):
                if toks[m].kind == "num":
                    seq.insert(0, m)
                m -= 1
            if len(seq) == len(before_items) and len(seq) > 1:
                for n, m in zip(before_items, seq):
                    if n not in priced:
                        claims.append((item.line.number, "item", abs(toks[m].value), [start + n], False))
                    used.add(m)
            elif len(seq) > 1 and len(seq) == sum(items[n][2] for n in before_items):
                # "sell 2 red (3+2 = 5 €)": each resource's price, shelf by shelf
                claims.append((item.line.number, "units", tuple(abs(toks[m].value) for m in seq),
                               [start + n for n in before_items], False))
                used.update(seq)
        else:
            claims.append((item.line.number, "item", abs(t.value), [start + last], each))
            priced.add(last)
    used.update(k for k, t in enumerate(toks) if t.kind == "word" and t.value in
                ("each", "apiece", "per", "total", "earning", "earns", "gets", "get", "getting",
                 "makes", "making", "income", "profit", "gain", "gaining") and claims)
    used.update(k for k, t in enumerate(toks) if t.kind == "other" and t.value in ("=", "@"))
    return ctx.leftover(item, toks, used, bool(items) or bool(bare), extra=frozenset({"for", "at", "price"}))


# -- negotiate -----------------------------------------------------------------------------------

_SIDES = [(side, tuple(w.split())) for side, key in (("both", "both_sides"), ("mine", "my_side"),
                                                    ("theirs", "their_side"))
          for w in sorted(W[key], key=lambda x: -len(x.split()))]


def _side_at(words: list[str]) -> tuple[str, set[int]] | None:
    for i in range(len(words)):
        for side, phrase in sorted(_SIDES, key=lambda s: -len(s[1])):
            if tuple(words[i:i + len(phrase)]) == phrase:
                return side, set(range(i, i + len(phrase)))
    return None


def read_influence(ctx: PostContext, item: Item) -> str:
    if not item.text.strip() or _title_only(ctx, item):
        return _empty_header(ctx, item, "influence")
    pending = _current(ctx, item, "influence")
    steps = pending.data.setdefault("steps", [])
    toks = ctx.tokens(item.text)
    used: set[int] = set()
    understood = False
    offset = 0
    last_step = None
    for chunk in split_items(toks):
        idx = [offset + i for i in range(len(chunk))]
        offset = offset_after(toks, chunk, offset)
        words = [t.value if t.kind == "word" else "" for t in chunk]
        # "(3 points)", "2 pts": the adjustment points claimed; "pay Eve 1 €": the fee claimed
        claim = _influence_claim(ctx, chunk, words)
        if claim is not None:
            pending.data.setdefault("claims", []).append((item.line.number, *claim))
            used.update(idx)
            understood = True
            continue
        delta = None
        count = 1
        for i, t in enumerate(chunk):
            if t.kind == "num" and t.text.strip()[0] in "+-":
                delta = 1 if t.value > 0 else -1
                count = abs(t.value)
                used.add(idx[i])
                break
            if t.kind == "sign" and i + 1 < len(chunk) and chunk[i + 1].kind == "num":
                delta = 1 if t.value == "+" else -1
                count = chunk[i + 1].value
                used.update({idx[i], idx[i + 1]})
                break
        if delta is None:
            for i, w in enumerate(words):
                if w in W["up"] or w in W["down"]:
                    delta = 1 if w in W["up"] else -1
                    used.add(idx[i])
                    n = next((number_at(chunk, j) for j in range(len(chunk)) if chunk[j].kind == "num"), None)
                    if n is not None:
                        count = n
                        used.update(idx[j] for j in range(len(chunk)) if chunk[j].kind == "num")
                    break
        side_found = _side_at(words)
        owner_side = _owner_side(ctx, chunk)
        side = "both"
        if owner_side is not None:
            side, side_at, side_partner = owner_side
            side_found = (side, side_at)
        if side_found is not None:
            side = side_found[0]
            used.update(idx[i] for i in side_found[1])
        masked = [t for i, t in enumerate(chunk) if side_found is None or i not in side_found[1]]
        keep = [i for i, t in enumerate(chunk) if side_found is None or i not in side_found[1]]
        refs, at = refs_in(masked, ctx.names, ctx.player)
        partners = [r for r in refs if r.how != "own"]
        if owner_side is not None and owner_side[2] is not None and not partners:
            from ..phrases import Ref

            partners = [Ref(owner_side[2], "colour")]
        if side_found is None and delta is not None and {"unilateral", "unilaterally", "one"} & set(words) \
                and ("unilateral" in words or "unilaterally" in words or "side" in words):
            ctx.diag("col.post.side", f"\"{' '.join(str(t.text) for t in chunk)}\": a unilateral step "
                     "on which side? 'my side' (what you deliver) or 'their side' (what they deliver "
                     "to you)", item.line.number, hint=HINTS["influence"])
            understood = True
            used.update(idx)
            continue
        if delta is None and words and all(w in ("twice", "x2", "two", "times", "again", "steps", "step", "")
                                           for w in words) and ("twice" in words or "again" in words) and steps:
            # "+1 both ways with Marta, twice": the step again
            steps.append(steps[-1])
            used.update(idx)
            understood = True
            continue
        if delta is None and not partners:
            continue
        if delta is None and last_step is not None and not any(t.kind == "num" for t in chunk):
            # "+1 both ways with Blue, Purple and Red": the same step with each partner
            d_, side_, n_ = last_step
            for r in partners:
                for _ in range(max(1, min(n_, 5))):
                    steps.append((r.colour, side_, d_))
            used.update(idx[keep[i]] for i in at)
            understood = True
            continue
        if delta is None:
            # "Negotiations with Bellona": the partner of the steps on the lines below
            pending.data["partner"] = partners[0].colour
            used.update(idx[keep[i]] for i in at)
            understood = True
            continue
        if not partners and pending.data.get("partner"):
            from ..phrases import Ref

            partners = [Ref(pending.data["partner"], "colour")]
        if not partners:
            ctx.diag("col.post.partner", f'"{item.line.text}": with which partner?', item.line.number,
                     hint=HINTS["influence"])
            understood = True
            continue
        if side_found is None:
            neutral = partners[0].colour in ctx.state["neutral"]
            if not neutral:
                ctx.diag("col.post.side_assumed", f"\"{' '.join(str(t.text) for t in chunk)}\": read "
                         "as both ways (bilateral)", item.line.number, severity=_info(),
                         hint="write 'my side' or 'their side' for a unilateral step")
        used.update(idx[keep[i]] for i in at)
        for _ in range(max(1, min(count, 5))):
            steps.append((partners[0].colour, side, delta))
        for r in partners[1:]:
            # "+1 both ways with Blue and Red" in one clause
            for _ in range(max(1, min(count, 5))):
                steps.append((r.colour, side, delta))
        last_step = (delta, side, count)
        understood = True
    extra = frozenset({"ways", "way", "side", "sides", "step", "steps", "unilateral", "unilaterally",
                       "marker", "markers", "delivery", "by", "agreement", "point", "points"})
    return ctx.leftover(item, toks, used, understood, extra=extra)


_POINT_WORDS = frozenset({"point", "points", "pts", "pt", "ap", "aps", "adjustment"})


def _influence_claim(ctx: PostContext, chunk, words) -> tuple[str, str | None, Any] | None:
    if set(words) & _POINT_WORDS:
        at = [k for k, t in enumerate(chunk) if t.kind == "word" and t.value in _POINT_WORDS]
        before = [t for t in chunk[:at[0]] if t.kind == "num"]
        if before:
            return ("points", None, abs(before[-1].value))
    nums = [abs(t.value) for t in chunk if t.kind == "num" and t.text[:1] not in "+-"]
    if len(nums) == 2 and "to" in words and not any(t.kind == "num" and t.text[:1] in "+-" for t in chunk) \
            and not set(words) & (CREDIT_WORDS | _POINT_WORDS):
        # "(2 → 3)": the marker before and after
        refs, _ = refs_in(chunk, ctx.names, ctx.player)
        partner = next((r.colour for r in refs if r.how != "own"), None)
        return ("marker", partner, (nums[0], nums[1]))
    if len(nums) != 1 or any(t.kind == "num" and t.text[:1] in "+-" for t in chunk):
        return None
    if set(words) & _POINT_WORDS:
        return ("points", None, nums[0])
    if set(words) & CREDIT_WORDS:
        refs, _ = refs_in(chunk, ctx.names, ctx.player)
        partner = next((r.colour for r in refs if r.how != "own"), None)
        return ("fee", partner, nums[0])
    return None


def _owner_side(ctx: PostContext, chunk) -> tuple[str, set[int], str | None] | None:
    """"on Dee's side", "Pallas' side", "on my side", "Bob's end": the marker on that planet's
    end of the agreement — yours ("mine") or the partner's ("theirs", with that partner)."""
    for j, t in enumerate(chunk):
        if t.kind != "word" or t.value not in ("side", "end", "marker", "delivery", "deliveries"):
            continue
        k = j - 1
        if k >= 0 and chunk[k].kind == "poss":
            k -= 1
        if k < 0:
            continue
        refs, at = refs_in(chunk[k:j], ctx.names, ctx.player)
        if len(refs) != 1:
            continue
        ref = refs[0]
        span = set(range(k, j + 1))
        if k >= 1 and chunk[k - 1].kind == "word" and chunk[k - 1].value in ("on", "at", "of"):
            span.add(k - 1)
        if ref.how == "own":
            return "mine", span, None
        if ref.colour == ctx.colour:
            return "mine", span, None
        return "theirs", span, ref.colour
    return None


# -- industry ------------------------------------------------------------------------------------

def read_industry(ctx: PostContext, item: Item) -> str:
    pending = _current(ctx, item, "industry")
    if ctx.times.get(item.line.number):
        pending.data["times"] = ctx.times[item.line.number]
    toks = ctx.tokens(item.text)
    words_here = {t.value for t in toks if t.kind == "word"}
    if pending.data.get("times") and "total" in words_here:
        pending.data["in_total"] = True
    for k, t in enumerate(toks):
        # "2 red 2 colonists = 13 red, 13 colonists", "→ 13 red": what the player then has
        if k and ((t.kind == "other" and t.value == "=") or (t.kind == "word" and t.value == "to"
                                                          and k + 1 < len(toks) and toks[k + 1].kind == "num")):
            tail = " ".join(str(x.text or x.value) for x in toks[k + 1:])
            ctx.claims.append((item.line.number, "totals", tail))
            toks = toks[:k]
            break
    if not toks:
        pending.data.setdefault("bare", True)
        return EMPTY
    used: set[int] = set()
    understood = False
    for i, t in enumerate(toks):
        n = number_at(toks, i) if t.kind == "num" or (t.kind == "word" and i + 1 < len(toks)) else None
        if n is None or i + 1 >= len(toks):
            if t.kind == "word" and t.value in W["max"]:
                pending.data["max"] = True
                used.add(i)
                understood = True
            continue
        nxt = toks[i + 1]
        named = colour_at(toks, i + 1)
        if nxt.kind == "word" and nxt.value in W["colonist_words"]:
            pending.data["colonists"] = n
            used.update({i, i + 1})
            understood = True
        elif nxt.kind == "word" and (nxt.value in ("resource", "resources", "own", "goods", "of")
                                     or (named is not None and named[0] == ctx.colour)):
            pending.data["resources"] = n
            used.update(range(i, named[1] if named is not None else i + 2))
            understood = True
        elif named is not None:
            ctx.diag("col.post.not_own", f'"{item.line.text}": Industry produces your own '
                     f"resource ({ctx.colour}), not {named[0]}", item.line.number)
            used.update(range(i, named[1]))
            understood = True
    nums = [i for i, t in enumerate(toks) if t.kind == "num" and i not in used]
    if not understood and len(nums) == 2 and all(t.kind in ("num", "sep", "other") or
                                                  (t.kind == "word" and t.value in ("and",))
                                                  for t in toks):
        # "industry 2/2", "industry: 2 + 2": resources, then colonists
        pending.data["resources"] = abs(toks[nums[0]].value)
        pending.data["colonists"] = abs(toks[nums[1]].value)
        used.update(range(len(toks)))
        understood = True
        ctx.diag("col.post.industry_pair", f'"{item.line.text}": read as {pending.data["resources"]} '
                 f"{ctx.colour} and {pending.data['colonists']} colonists", item.line.number,
                 severity=_info(), hint="write e.g. 'industry: 2 red, 2 colonists'")
    pending.data["bare"] = False
    return ctx.leftover(item, toks, used, understood, extra=frozenset({"and", "own", "resource", "each", "time",
                                                                       "times", "per", "action", "actions",
                                                                       "total", "in", "both"}))


def _colour(word: str) -> str | None:
    from ..phrases import COLOURS

    return COLOURS.get(word)


# -- upgrade -------------------------------------------------------------------------------------

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


def read_upgrade(ctx: PostContext, item: Item) -> str:
    if not item.text.strip() or _title_only(ctx, item):
        return _empty_header(ctx, item, "upgrade")
    pending = _current(ctx, item, "upgrade")
    toks = ctx.tokens(item.text)
    tech, used, notes = tech_in(toks)
    for note in notes:
        ctx.diag("col.post.tech_typo", f'"{item.line.text}": {note}', item.line.number,
                 severity=_info())
    if tech == "":
        ctx.diag("col.post.two_techs", f'"{item.line.text}": one technology per upgrade action',
                 item.line.number, hint="one upgrade per action")
        pending.data["tech"] = ""
        ctx.mark_read(item.line.number, item.line.text)
        return "ok"
    if tech is not None:
        pending.data["tech"] = tech
    # "to 4", "to level 4", "lvl 2" (after the technology), "→ 3": the level it reaches
    for i, t in enumerate(toks):
        if t.kind != "num" or i in used:
            continue
        before = toks[i - 1].value if i and toks[i - 1].kind == "word" else ""
        before2 = toks[i - 2].value if i > 1 and toks[i - 2].kind == "word" else ""
        after = toks[i + 1] if i + 1 < len(toks) else None
        if before and before2 == "to" and TECHS.get(before) is not None:
            before = "to"      # "→ Military 2"
        if before == "to" and i >= 2 and toks[i - 2].kind == "num" and not (
                i >= 3 and toks[i - 3].kind == "word" and TECHS.get(str(toks[i - 3].value)) is not None):
            continue           # "(14 → 26)": a range, not the level ("Influence 2→3" is one)
        if before in ("to", "level", "lvl", "lv") and not (after is not None and after.kind == "word"
                                                           and (after.value in CREDIT_WORDS or after.value
                                                                in W["colonist_words"] or colour_at(toks, i + 1))):
            pending.data["target"] = abs(t.value)
            used.add(i)
            used.update(j for j in (i - 1, i - 2) if j >= 0 and toks[j].kind == "word"
                        and toks[j].value in ("to", "level", "lvl", "lv"))
            _ = before2
    for i, t in enumerate(toks[:-1]):
        # "Military 1→2": the level it is at now
        if t.kind == "num" and i not in used and i and (i - 1) in used and toks[i - 1].kind == "word" \
                and TECHS.get(str(toks[i - 1].value)) is not None and toks[i + 1].kind == "word" \
                and toks[i + 1].value == "to":
            pending.data["from_level"] = abs(t.value)
            used.add(i)
    # the price: after "=" the sum (the figures before it a breakdown: "2 € + 3 € = 5 €",
    # "3 × 1 € + 1 × 2 € = 5 €"); "@1 €" or "1 € each" a unit price; several without "=" summed
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
        each = (i and toks[i - 1].value == "@") or (i + 2 < len(toks) and toks[i + 2].kind == "word"
                                                      and toks[i + 2].value in ("each", "apiece"))
        price_claims = [(abs(toks[i].value), "each" if each else "total")]
    elif money_at:
        if all(not (i + 2 < len(toks) and toks[i + 2].kind == "word" and toks[i + 2].value in ("each", "apiece"))
               for i in money_at):
            price_claims = [(sum(abs(toks[i].value) for i in money_at), "total")]
    used.update(k for k, t in enumerate(toks) if t.kind == "other" and t.value in ("=", "@", "x", "\u00d7"))
    # "I have 1 yellow", "no yellow here": what the player holds (checked), not the cost
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
        if set(before) & {"have", "has", "hold", "holding", "got", "own", "only"} or (
                t.value in ("no", "zero") and after in ("here", "left", "now", "yet", "in")):
            pending.data.setdefault("stock_claims", []).append((hit[0], abs(n)))
            used.update(range(i, hit[1]))
            if after in ("here", "left", "now", "yet"):
                used.add(hit[1])
    money, colonists = figures(toks, used)
    # "buying 2 green from the market", "need 3 more blue": the purchases (to the end of their
    # sentence); other amounts: the cost claimed
    buy_at = next((i for i, t in enumerate(toks) if t.kind == "word" and t.value in _BUY | {"need", "needs", "missing", "short"}), None)
    masked = [t if i not in used else Tok("other", "", "") for i, t in enumerate(toks)]
    split = buy_at if buy_at is not None else len(toks)
    stop = next((k for k in range(split, len(toks)) if (toks[k].kind == "other" and toks[k].value in (".", ";"))
                 or (toks[k].kind in ("word", "sep") and toks[k].value == "plus")), len(toks))
    cost, at = amounts(masked[:split] + [Tok("other", "", "")] * (stop - split) + masked[stop:], allow_bare=False)
    buying, at2 = amounts(masked[split:stop], allow_bare=False)
    at = at | {split + i for i in at2}
    if buy_at is not None and not buying:
        # "buying 2 from the market": a number without its colour (the one missing colour)
        k = buy_at + 1
        while k < stop and k in used:
            k += 1
        if k < stop and masked[k].kind == "num":
            pending.data["buying_count"] = abs(masked[k].value)
            at.add(k)
    used |= at
    used.update(k for k in range(len(toks)) if toks[k].kind == "word" and toks[k].value in
                ("more", "extra", "additional", "need", "needs", "missing", "short", "plus"))
    if buy_at is not None:
        used.update(i for i, t in enumerate(toks) if t.kind == "word" and t.value in _BUY | {"market", "markets"})
        if buying or not pending.data.get("buying_count"):
            pending.data["buying"] = buying
    if cost:
        pending.data["cost_claim"] = cost
    if colonists:
        pending.data["colonist_claim"] = colonists[0]
    if money:
        price_claims.append((money[0], "total"))
    if price_claims:
        pending.data["price_claim"] = price_claims
    low = " ".join(str(t.value) for t in toks)
    if re.search(r"\b(?:free|for nothing|no cost|costs nothing|0 cost)\b", low) and item.section == "upgrade":
        pending.data["free_claim"] = True
        used.update(k for k, t in enumerate(toks) if t.kind == "word" and t.value in ("free", "no", "cost", "nothing"))
    for k in range(len(toks) - 1):
        if k not in used and toks[k].kind == "num" and toks[k + 1].kind == "word" \
                and toks[k + 1].value in ("bought", "purchased", "buying", "buy"):
            pending.data["buying_count"] = abs(toks[k].value)   # "(1 bought, 3 €)"
            used.update({k, k + 1})
    for k in range(len(toks) - 1):
        if k not in used and toks[k].kind == "num" and toks[k + 1].kind == "word" \
                and toks[k + 1].value in ("vp", "vps", "points", "point", "pts"):
            pending.data["vp_claim"] = abs(toks[k].value)      # "+12 VP"
            pending.data["vp_signed"] = toks[k].text[:1] == "+"   # "+5 VP": the points gained
            used.update({k, k + 1})
            for m in range(k + 2, len(toks) - 2):
                if toks[m].kind == "num" and toks[m + 1].value == "to" and toks[m + 2].kind == "num":
                    pending.data["vp_from_to"] = (abs(toks[m].value), abs(toks[m + 2].value))
                    used.update({m, m + 1, m + 2})
                    break
    used.update(i for i, t in enumerate(toks) if t.kind == "word" and t.value in _PAY)
    understood = tech is not None or (not item.is_header and bool(pending.data.get("tech")) and bool(
        cost or buying or colonists or price_claims or pending.data.get("buying_count")))
    if not item.is_header and understood and tech is None:
        # a line after "Upgrade Influence to 3:" with its cost or purchases
        if cost:
            pending.data["cost_claim"] = pending.data.get("cost_claim", []) if False else cost
    return ctx.leftover(item, toks, used, understood, extra=frozenset({"level", "lvl", "tech", "technology", "from",
                                                                       "total", "each", "cost", "costs", "also",
                                                                       "here", "so", "market", "markets"}))


def read_pass(ctx: PostContext, item: Item) -> str:
    if item.is_header:
        _current(ctx, item, "pass")
    toks = ctx.tokens(item.text)
    if not toks:
        return EMPTY
    return ctx.leftover(item, toks, set(), True, extra=frozenset({"this", "turn", "time", "round"}))


_ = TECHS  # the technologies' words are data (words.toml)
