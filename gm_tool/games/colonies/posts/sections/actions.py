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
from dataclasses import dataclass, field

from gm_tool.core.kit.reading.sections import EMPTY, Item
from gm_tool.core.kit.patterns import compile_later

from gm_tool.games.colonies.posts.context import Pending, PostContext
from gm_tool.games.colonies.posts.phrases import Ref, Tok
from gm_tool.games.colonies.posts.phrases import (CREDIT_WORDS, TECHS, W, amounts, colour_at, number_at, offset_after, refs_in,
                       route_of, split_items)

HINTS = {
    "community": "e.g. 'refuge: 2 from Bob's red route, 1 from my yellow route; keep 1'",
    "military": "e.g. 'hunt pirates: 2 from my red route, 1 from Blue's purple route'",
    "commerce": "e.g. 'sell 2 green and 1 red'",
    "influence": "e.g. 'negotiate: +1 both ways with Green, +1 my side with Red'",
    "industry": "e.g. 'industry: 3 red, 1 colonist'",
    "upgrade": "e.g. 'upgrade Military'",
    "pass": "e.g. 'pass'",
}


def current(ctx: PostContext, item: Item, kind: str) -> Pending:
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


def empty_header(ctx: PostContext, item: Item, kind: str) -> str:
    current(ctx, item, kind)
    return EMPTY


# -- refuge and hunt -----------------------------------------------------------------------------

_KEEP_WORDS = W["keep"]


def title_only(ctx: PostContext, item: Item) -> bool:
    """"Refuge time!", "Business trip:" — a heading whose rest says nothing of the game: a title
    for the lines below."""
    return item.is_header and len(item.text.split()) <= 2 and not re.search(r"\d", item.text) \
        and not ctx.words.line_words(item.text) \
        and not any(ctx.words(w) for w in re.findall(r"[\w']+", item.text))


_PAYS = frozenset({"pays", "pay", "paid", "paying", "owes", "owe", "owing", "gives", "give", "giving"})


@dataclass
class _Removals:
    """A refuge's or a hunt's line read clause by clause: the routes the pirates are taken from
    (`data`, the action's list), the counts written apart (`bare`), the removals whose count was
    assumed (`defaulted`), and whether the last clause was a payment (its breakdown may follow)."""
    ctx: PostContext
    item: Item
    kind: str
    pending: Pending
    data: list
    used: set[int] = field(default_factory=set)
    understood: bool = False
    bare: list[tuple[list[int], int]] = field(default_factory=list)
    defaulted: list[int] = field(default_factory=list)
    last_was_payment: bool = False

    def took(self, idx: list[int]) -> bool:
        """The clause at `idx` is read whole."""
        self.used.update(idx)
        self.understood = True
        return True


_MONEY = r"\s*(?:€|eur(?:os?)?\b|credits?\b|cr\b|c\b)"
#: "(1€ each → 4€ total)", "1 € per pirate, 4 € in all", "1€/pirate": the rules' rate (1 € a
#: pirate) said before the total, or said alone by its unit
_RATE_THEN_TOTAL = compile_later(r"(?i)\b1" + _MONEY + r"\s*(?:each|apiece|per\s+pirate|a\s+pirate|/\s*pirate|"
                                 r"per\s+head)\b\s*(?:[,;:=]|→|->|=>|\s[\u2013\u2014-]|so\b|and\b|to\b|makes?\b)*\s*"
                                 r"(?=\d+" + _MONEY + r")")
_RATE_ALONE = compile_later(r"(?i)[,;]?\s*\(?\s*\b1" + _MONEY + r"\s*(?:per\s+pirate|a\s+pirate|/\s*pirate)\b\s*\)?")


def rate_out(text: str) -> str:
    """A hunt's payment said as the rate and then the total ("(1€ each → 4€ total)") is the
    total; the rate said by its unit alone ("1 € per pirate") is the rule, taken out. "1 € each"
    alone stays: it may be each owner's payment."""
    if len(text) > 2000:
        return text
    return _RATE_ALONE.sub("", _RATE_THEN_TOTAL.sub("", text))


def removals(ctx: PostContext, item: Item, kind: str) -> str:
    """A refuge or a pirate hunt: the pirates taken from each route ("2 from Bob's red route"),
    with what the player writes beside them (the colonists kept, the payments and resources
    claimed, a total up front), each clause read by its own helper."""
    text = _level_note_out(ctx, item)
    if not text.strip() or title_only(ctx, item):
        return empty_header(ctx, item, kind)
    pending = current(ctx, item, kind)
    toks = _payment_apart(_reward_after_arrow(ctx.tokens(rate_out(text))))
    # "... and the one on Tobias's. That's +2 € for me": a sentence's end parts its items too
    toks = [Tok("sep", ";", t.text) if t.kind == "other" and t.value in (".", "!", "?") and 0 < k < len(toks) - 1
            else t for k, t in enumerate(toks)]
    cut = next((k for k, t in enumerate(toks) if k and t.kind == "word" and t.value in _CLAUSE), None)
    tail_toks = toks[cut:] if cut is not None else []
    if cut is not None:
        toks = toks[:cut]
    r = _Removals(ctx, item, kind, pending, pending.data.setdefault("removals", []))
    first = len(r.data)
    offset = 0
    last_player = None
    for chunk in split_items(toks):
        idx = [i + offset for i in range(len(chunk))]
        offset = offset_after(toks, chunk, offset)
        if last_player is not None and not any(t.kind == "player" for t in chunk):
            # "1 from Oluwaseun's blue route, 1 from his green route": the player named last
            chunk = [Tok("player", last_player.value, t.text) if t.kind == "word" and t.value in (
                "his", "her", "their", "hers", "theirs") and k + 1 < len(chunk) and colour_at(chunk, k + 1)
                     else t for k, t in enumerate(chunk)]
        last_player = next((t for t in reversed(chunk) if t.kind == "player"), last_player)
        _removal_clause(r, chunk, idx)
    _count_apart(r)
    _unsaid_routes(r)
    # "- 1 off Marisol's blue route (+1 blue)": the routes each line names, for what it claims
    pending.data.setdefault("line_removals", {})[item.line.number] = (first, len(r.data))
    used = r.used
    if tail_toks:
        # "... before Cy gets them": a clause of chatter after the order (its words are judged
        # like any words left over)
        toks = toks + tail_toks
        used = set(used)
    return ctx.leftover(item, toks, used, r.understood or bool(r.data),
                        extra=_KEEP_WORDS | {"rest", "supply", "others", "back", "all"})


#: "Refuge (Community 3)", "hunt (mil lvl 2):": the player's level of the action's technology,
#: said in brackets beside the heading (the brackets may be gone by now)
_LEVEL_NOTE = compile_later(r"(?i)^\s*\(?\s*([a-z]+)\.?\s*(?:lvl|level|lv)?\.?\s*(\d)\s*\)?\s*(?:[:;,]|$)")


def _level_note_out(ctx: PostContext, item: Item) -> str:
    """The line without the technology level written first, which is a figure of the player's
    and checked (never a count of pirates)."""
    def check(m: re.Match) -> str:
        tech = TECHS.get(m.group(1).lower())
        if tech is None:
            return m.group(0)
        have = ctx.state["tech"][ctx.player][tech]
        if int(m.group(2)) != have:
            ctx.diag("col.post.level", f'"{m.group(0)}": your {tech.title()} level is {have}, '
                     f"not {m.group(2)}", item.line.number, hint=f"write ({tech.title()} {have})")
        return " "
    return _LEVEL_NOTE.sub(check, item.text)


def _payment_apart(toks: list) -> list:
    """"2 off Kees's green route 2€ from Kees", "... green route for 2€": a payment written
    straight after the route, with no comma (a phone, a hurry), is a clause of its own."""
    out = list(toks)
    k = 1
    while k < len(out) - 1:
        t, after = out[k], out[k + 1]
        if t.kind == "num" and t.text[:1] not in "+-" and after.kind == "word" and after.value in CREDIT_WORDS:
            before = out[k - 1]
            if before.kind == "word" and before.value in ("route", "routes"):
                out.insert(k, Tok("sep", ",", ","))
                k += 1
            elif before.kind == "word" and before.value == "for" and k >= 2 \
                    and out[k - 2].kind == "word" and out[k - 2].value in ("route", "routes"):
                out[k - 1] = Tok("sep", ",", ",")
        k += 1
    return out


def _removal_clause(r: _Removals, chunk: list, idx: list[int]) -> None:
    """One clause of the line: the first helper that reads it takes it."""
    words = {t.value for t in chunk if t.kind == "word"}
    if r.kind == "community" and words & {"keep", "keeping", "join", "joins", "joining", "colonist",
                                          "colonists", "stay", "stays", "staying", "settle", "settles"} \
            and not any(t.kind == "player" for t in chunk) and not words & {"route", "routes"}:
        _keep_clause(r, chunk, idx, words)
        return
    if words & {"rest", "supply", "others"} and not any(t.kind in ("player",) for t in chunk) \
            and not words & {"route", "routes"}:
        r.took(idx)
        return
    if _gain_clause(r, chunk, idx, words) or _payment_clause(r, chunk, idx, words):
        return
    refs, at = refs_in(chunk, r.ctx.names, r.ctx.player)
    if words & {"vp", "vps", "point", "points"} and not words & {"route", "routes", "pirate", "pirates"}:
        # "→ 5 € from Bo, so 5 more VP for me": what the money is worth at the end, a remark
        r.took(idx)
        return
    if _payment_breakdown(r, chunk, idx, words, refs):
        return
    r.last_was_payment = False
    _route_clause(r, chunk, idx, words, refs, at)


def _keep_clause(r: _Removals, chunk: list, idx: list[int], words: set) -> None:
    """"keep 1", "they stay", "keep 1 → 6 colonists": the pirates a refuge keeps as colonists."""
    data = r.pending.data
    n = next((number_at(chunk, i) for i in range(len(chunk)) if number_at(chunk, i) is not None), None)
    after = _colonists_after(chunk, words, "keep" in data)
    if after is not None:
        # "keep 1 → 6 colonists", "2 kept (7 colonists)": what the player then has, checked
        data["colonists_after_claim"] = (r.item.line.number, after)
        if not words & _VERBS_OF_KEEPING:
            r.took(idx)
            return
        n = next((number_at(chunk, i) for i in range(len(chunk)) if number_at(chunk, i) is not None
                  and number_at(chunk, i) != after), n)
    if words & {"all", "every", "both", "they", "them", "everyone", "each"} and not (
            n is not None and not words & {"all", "every", "both", "everyone", "each"}):
        data["keep"] = "all"          # "they stay", "both join my colonists" (not "keep 2 of them")
    elif n is not None:
        data["keep"] = data.get("keep", 0) if data.get("keep") == "all" else n
    else:
        data["keep"] = 1
    r.took(idx)


def _gain_clause(r: _Removals, chunk: list, idx: list[int], words: set) -> bool:
    """"I get 1 blue", "+1 blue for me", "(+1 red)": the resources a refuge claims to earn."""
    plus = next((k for k, t in enumerate(chunk) if t.kind == "num" and t.text[:1] == "+"
                 and k + 1 < len(chunk) and colour_at(chunk, k + 1) is not None), None)
    if plus is not None and not any(t.kind == "word" and t.value in ("route", "routes", "from", "on", "off")
                                    for t in chunk):
        words = words | {"get"}
    if not words & _GAIN_WORDS:
        return False
    got, at_got = amounts(chunk, allow_bare=False)
    if got and not any(t.kind == "word" and t.value in CREDIT_WORDS for t in chunk):
        r.pending.data.setdefault("gain_claims", []).append((r.item.line.number, got))
        return r.took(idx)
    return False


def _payment_clause(r: _Removals, chunk: list, idx: list[int], words: set) -> bool:
    """"1 € from Cy", "Cy pays me 2 €", "+2 €", "(Wren pays 2)": the payment claimed, checked at
    the end (never a second removal)."""
    if not (any(t.kind == "word" and t.value in CREDIT_WORDS for t in chunk) or (
            words & _PAYS and not words & {"route", "routes", "pirate", "pirates"})):
        return False
    money = [abs(t.value) for t in chunk if t.kind == "num"]
    if not money:
        return False
    payers, _ = refs_in(chunk, r.ctx.names, r.ctx.player)
    payers = [p for p in payers if p.how != "own"]
    line = r.item.line.number
    if len(payers) > 1 and len(money) == len(payers) and not words & {"each", "apiece"}:
        # "2€ bob 1€ dee", "(Bob 2€, Dee 1€)": one amount for each payer, in turn
        r.pending.data.setdefault("paid_claims", []).extend(
            (line, p.colour, m) for p, m in zip(payers, money))
        r.last_was_payment = True
        return r.took(idx)
    who = payers[0].colour if payers else ("each" if words & {"each", "apiece"} else None)
    r.pending.data.setdefault("paid_claims", []).append((line, who, money[0]))
    for p in payers[1:]:
        r.pending.data["paid_claims"].append((line, p.colour, money[0]))
    r.last_was_payment = True
    return r.took(idx)


def _payment_breakdown(r: _Removals, chunk: list, idx: list[int], words: set, refs: list) -> bool:
    """A clause after a payment that names one player: its share of the payment ("→ 3 € (2 from
    Quill, 1 from Yuki)"), or the same amount again ("1 € each from Olek and Jens")."""
    claims_so_far = r.pending.data.get("paid_claims", [])
    if not (r.last_was_payment and claims_so_far and len(refs) == 1 and refs[0].how == "player"):
        return False
    paid = [abs(t.value) for t in chunk if t.kind == "num"]
    if len(paid) == 1 and not words & {"route", "routes", "pirate", "pirates"} \
            and not any(colour_at(chunk, k) for k in range(len(chunk)) if chunk[k].kind == "word"):
        line_ = claims_so_far[-1][0]
        claims_so_far.append((line_, refs[0].colour, paid[0]))
        return r.took(idx)
    if not any(t.kind == "num" for t in chunk) and not words & {"route", "routes"}:
        line_, _, amount = claims_so_far[-1]
        claims_so_far.append((line_, refs[0].colour, amount))
        return r.took(idx)
    return False


def _route_clause(r: _Removals, chunk: list, idx: list[int], words: set, refs: list, at: set) -> None:
    """"2 from Bob's red route": the pirates taken from one route (a count alone is kept for
    later: "hunting pirates on my route with Eve (2)")."""
    ctx, item = r.ctx, r.item
    # "refuge 4 — 2 from Brigid's yellow route, 2 from ...": the total written up front, then
    # the count taken from each route (the number right before 'from'); the total is checked
    # ("Hunting 2: one from Tobi's green route and one from ...": a count in words counts too)
    nums = [i for i in range(len(chunk)) if chunk[i].kind == "num" or (
        number_at(chunk, i) is not None and i + 1 < len(chunk) and chunk[i + 1].kind == "word"
        and chunk[i + 1].value in ("from", "off", "pirate", "pirates"))]
    before_from = [i for i in nums if i + 1 < len(chunk) and chunk[i + 1].kind == "word"
                   and chunk[i + 1].value in ("from", "pirate", "pirates", "off")]
    if len(nums) >= 2 and before_from and before_from[0] == nums[0] and nums[0] + 2 < len(chunk) \
            and chunk[nums[0] + 1].value in ("pirate", "pirates") \
            and chunk[nums[0] + 2].value not in ("from", "off", "on", "of", "in", "at"):
        # "refuge 2 pirates: 1 from Dov's blue, 1 from Gorm's blue": the total, then each route
        before_from = before_from[1:]
    if len(nums) >= 2 and before_from and nums[0] < before_from[0] and refs:
        r.pending.data["total_claim"] = (item.line.number, abs(number_at(chunk, nums[0]) or 0))
        chunk = chunk[:nums[0]] + [Tok("other", "-", "-")] + chunk[nums[0] + 1:]
        r.used.add(idx[nums[0]])
    count = next((number_at(chunk, i) for i in range(len(chunk))
                  if chunk[i].kind == "num" or (number_at(chunk, i) is not None and i + 1 < len(chunk)
                                                and chunk[i + 1].kind == "word"
                                                and chunk[i + 1].value in ("from", "pirate", "pirates", "off", "on"))),
                 None)
    if count is None and refs and _vague_count(ctx, item, chunk):
        # "hunt a few from Priya's green route": how many is asked, never guessed
        r.took(idx)
        return
    if not refs:
        if count is not None:
            r.bare.append((idx, count))
        return
    where = route_of(refs, ctx.colour)
    if isinstance(where, str):
        guess = _guess_owner(ctx, refs, count or 1) if len(refs) == 1 else None
        if guess is None:
            ctx.diag("col.post.route", f'"{item.line.text}": {where}', item.line.number,
                     hint="name the route's owner and partner, e.g. 'Bob's red route'")
            r.took(idx)
            return
        where = guess
        ctx.diag("col.post.route_guessed", f"\"{' '.join(str(t.text or t.value) for t in chunk)}\": "
                 f"read as {ctx.route_words(*where)} (the only one with pirates)",
                 item.line.number, severity=info())
    data = r.data
    if count is None:
        # "hunt the pirates on my red route": all of them there, as far as the level goes
        there = ctx.state["pirates"].get(where[0], {}).get(where[1], 0)
        level = ctx.state["tech"][ctx.player]["community" if r.kind == "community" else "military"]
        room = level - sum(n for _, _, n in data)
        singular = "pirate" in words and "pirates" not in words
        count = 1 if singular else max(1, min(there, room))
        r.defaulted.append(len(data))
    data.append((where[0], where[1], count))
    r.used.update(idx[i] for i in at)
    r.used.update(idx[i] for i in range(len(chunk)) if chunk[i].kind == "num" or number_at(chunk, i) is not None)
    r.understood = True


def _count_apart(r: _Removals) -> None:
    """"hunting pirates on my route with Eve (2)": the count written apart is the one route's;
    the counts still assumed are said (an info)."""
    ctx, item, data = r.ctx, r.item, r.data
    if r.bare and len(r.defaulted) == 1 and len(r.bare) == 1:
        k = r.defaulted.pop()
        o, q, _ = data[k]
        data[k] = (o, q, r.bare[0][1])
        r.used.update(r.bare[0][0])
        r.bare.clear()
    for k in r.defaulted:
        o, q, n = data[k]
        ctx.diag("col.post.count_assumed", f'"{item.line.text}": read as {n} from '
                 f"{ctx.route_words(o, q)} (no number written: the pirates there, as far as your "
                 "level goes)", item.line.number, severity=info(),
                 hint="write the number, e.g. '2 from my red route'")


def _unsaid_routes(r: _Removals) -> None:
    """Counts without a route: on the payer's route when one player pays ("hunt 1 pirate, 1 €
    from Cy"), else the route is asked."""
    ctx, item, data = r.ctx, r.item, r.data
    payers = [c for _, c, _ in r.pending.data.get("paid_claims", []) if c and c != "each"]
    if item.is_header and len(r.bare) == 1 and not data and not payers:
        # "Refuge 3:" over a list of routes: the total, checked against the routes below (with
        # none below, the action asks which pirates)
        at_idx, n = r.bare.pop()
        r.pending.data["total_claim"] = (item.line.number, n)
        r.took(at_idx)
    if r.bare and not data and not payers:
        n = sum(k for _, k in r.bare)
        ctx.diag("col.post.route", f'"{item.line.text}": {n} pirate{"s" if n != 1 else ""} from which '
                 "route(s)? the route's owner pays, or gets nothing", item.line.number,
                 hint=HINTS[r.kind])
        for at_idx, _ in r.bare:
            r.used.update(at_idx)
        r.understood = True
    if r.bare and not data and len(set(payers)) == 1:
        for at_idx, n in r.bare:
            guess = _guess_owner(ctx, [Ref(payers[0], "player")], n)
            if guess is None:
                continue
            data.append((guess[0], guess[1], n))
            r.used.update(at_idx)
            r.understood = True
            ctx.diag("col.post.route_guessed", f"\"{item.line.text}\": read as {n} from "
                     f"{ctx.route_words(*guess)} (the only one of theirs with pirates)",
                     item.line.number, severity=info())


_GAIN_WORDS = frozenset({"get", "gets", "getting", "got", "gain", "gains", "gaining", "earn", "earns",
                         "earning", "receive", "receives", "receiving", "reward", "income"})


def _vague_count(ctx: PostContext, item: Item, chunk) -> bool:
    """"a few from Priya's green route", "several off ...": pirates counted without a number (an
    error that asks how many)."""
    from gm_tool.core.kit.reading.sentences import vague_amount

    words = []
    for t in chunk:
        if t.kind == "word" and t.value in ("from", "off", "on", "of"):
            break
        if t.kind == "word":
            words.append(str(t.text))
    vague = vague_amount(" ".join(words))
    if not vague:
        return False
    ctx.diag("col.post.vague_amount", f'"{item.line.text}": how many pirates? "{vague}" is not a number',
             item.line.number, hint="write the number, e.g. '2 from Bob's red route'")
    return True


_VERBS_OF_KEEPING = frozenset({"keep", "keeping", "kept", "join", "joins", "joining", "stay", "stays", "staying",
                               "settle", "settles"})


def _colonists_after(chunk, words: set, kept_before: bool) -> int | None:
    """The colonists a refuge's keep clause says the player then has: "keep 1 → 6 colonists"
    (after an arrow), or "7 colonists" alone after the keep was said; None when it says none."""
    for i, t in enumerate(chunk[:-2]):
        if t.kind == "word" and t.value == "to" and chunk[i + 1].kind == "num" \
                and str(chunk[i + 1].text).strip()[:1] not in "+-" \
                and chunk[i + 2].kind == "word" and chunk[i + 2].value in ("colonist", "colonists"):
            return abs(chunk[i + 1].value)
    # ("+2 colonists": the colonists gained, not those held after)
    nums = [t for t in chunk if t.kind == "num" and str(t.text).strip()[:1] not in "+-"]
    if kept_before and not words & _VERBS_OF_KEEPING and len(nums) == 1 \
            and words <= {"colonist", "colonists", "total", "in", "all", "now", "so", "then", "me", "for"}:
        return abs(nums[0].value)
    return None


_CLAUSE = frozenset({"before", "because", "since", "while", "until", "unless", "although", "though",
                     "otherwise"})


def _reward_after_arrow(toks):
    """"refuge: 1 from Bob's blue route → 1 green": what follows the arrow (read "to") after a
    route is the reward claimed, a clause of its own."""
    _keep = {"join", "joins", "joining", "keep", "keeping", "stay", "stays", "staying", "settle", "settles"}
    for i, t in enumerate(toks):
        if t.kind == "word" and t.value == "to" and i + 2 < len(toks) and toks[i + 1].kind == "player" \
                and toks[i + 2].kind == "word" and toks[i + 2].value in _PAYS \
                and any(x.kind == "word" and x.value in ("route", "routes") for x in toks[:i]):
            # "... yellow route → Lucia pays me 3€": the payment after an arrow, a clause of its own
            return toks[:i] + [Tok("sep", ",", ",")] + _reward_after_arrow(toks[i + 1:])
        if t.kind == "word" and t.value == "to" and any(x.kind == "word" and x.value in ("route", "routes")
                                                        for x in toks[:i]) \
                and any(x.kind == "word" and x.value in _keep for x in toks[i + 1:]) \
                and not any(x.kind == "word" and x.value in ("route", "routes") for x in toks[i + 1:]):
            # "... Dagny's blue route -> all 4 join my colonists": who stays, a clause of its own
            return toks[:i] + [Tok("sep", ",", ",")] + toks[i + 1:]
        if t.kind == "word" and t.value == "to" and i + 2 < len(toks) and toks[i + 1].kind == "num" \
                and toks[i + 1].text[:1] == "+" and colour_at(toks, i + 2) is not None:
            # "keeping both as colonists → +1 yellow, +1 purple"
            return toks[:i] + [Tok("sep", ",", ",")] + toks[i + 1:]
        if t.kind == "word" and t.value == "to" and i + 2 < len(toks) and toks[i + 1].kind == "num" \
                and toks[i + 2].kind == "word" and toks[i + 2].value in CREDIT_WORDS \
                and any(x.kind == "word" and x.value in ("from", "off", "on") for x in toks[:i]):
            # "1 pirate from Olu → 1€ from Olu": the payment after an arrow, a clause of its own
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


def info():
    from gm_tool.core.kit.diagnostics import Severity

    return Severity.INFO


def read_community(ctx: PostContext, item: Item) -> str:
    return removals(ctx, item, "community")


def read_military(ctx: PostContext, item: Item) -> str:
    return removals(ctx, item, "military")


# -- industry (sell: commerce.py, negotiate: influence.py) ---------------------------------------

#: "→ leaves me with", "which gives me", "leaving me", "for a total of": the totals after follow
LEAVES_ME = compile_later(r"\s*(?:-+>|\u2192|[,;])?\s*(?:which\s+|that\s+|this\s+|so\s+|and\s+)?(?:leaves|leaving|gives|"
                          r"giving|brings|bringing|puts|putting)\s+(?:me|us)\s+(?:with\s+|at\s+|to\s+)?(?=\d)|"
                          r"\s*,?\s*for\s+a\s+total\s+of\s+(?=\d)", re.IGNORECASE)


_ONLY_ONE_KIND = re.compile(r"(?i)^\W*(?:(?:only|just)\s+(?:the\s+|my\s+)?(?P<a>[a-z]+)|(?:the\s+)?(?P<b>[a-z]+)\s+only)"
                            r"(?:\s+(?:please|pls|plz|thanks|thx))?\W*$")


def _only_one_kind(ctx: PostContext, item: Item) -> Item:
    """"industry: only the purple", "just colonists", "purple only": as much of that one as the
    Industry level produces, none of the other."""
    m = _ONLY_ONE_KIND.match(item.text)
    if m is None:
        return item
    word = (m.group("a") or m.group("b")).lower()
    level = ctx.state["tech"][ctx.player]["industry"]
    colour = ctx.colour
    if word in W["colonist_words"]:
        return item.with_text(f"0 {colour}, {level} colonists", item.subsection)
    named = ctx.words.colour(word) if hasattr(ctx.words, "colour") else None
    if word == colour or named == colour or word in ("resource", "resources", "goods"):
        return item.with_text(f"{level} {colour}, 0 colonists", item.subsection)
    return item


def read_industry(ctx: PostContext, item: Item) -> str:
    item = _only_one_kind(ctx, item)
    pending = current(ctx, item, "industry")
    if not item.is_header and ("resources" in pending.data or "colonists" in pending.data) \
            and not pending.data.get("times") and ctx.step == "effects":
        # "industry:\n- 1 red, 1 colonist\n- 1 red, 1 colonist" when the event grants two: an
        # item that says again what the one above said is the next action (one too many is
        # then counted as such, never written over the one above)
        look = ctx.tokens(item.text)
        says_res = any(number_at(look, i) is not None and i + 1 < len(look) and colour_at(look, i + 1) is not None
                       for i in range(len(look)))
        says_col = any(number_at(look, i) is not None and i + 1 < len(look) and look[i + 1].kind == "word"
                       and look[i + 1].value in W["colonist_words"] for i in range(len(look)))
        if (says_res and "resources" in pending.data) or (says_col and "colonists" in pending.data):
            pending = Pending("industry", item.line.number, {})
            ctx.actions.append(pending)
    if ctx.times.get(item.line.number):
        pending.data["times"] = ctx.times[item.line.number]
    # "→ leaves me with 12 green", "which gives me 7": what the player then has, as "= 12 green"
    toks = ctx.tokens(LEAVES_ME.sub(" = ", item.text))
    words_here = {t.value for t in toks if t.kind == "word"}
    if pending.data.get("times") and "total" in words_here:
        pending.data["in_total"] = True
    for k, t in enumerate(toks):
        # "2 red 2 colonists = 13 red, 13 colonists", "→ 13 red": what the player then has
        # "..., so 4 red after": the same, said with "so"
        if not k and t.kind == "word" and t.value == "to" and len(toks) > 1 and toks[1].kind == "num" \
                and toks[1].text[:1] != "+" and "total" not in words_here \
                and abs(toks[1].value) > ctx.state["tech"][ctx.player]["industry"] * max(1, pending.data.get("times") or 1):
            # "industry x2 → 38 blue": more than the level produces, so what the player then has
            ctx.claims.append((item.line.number, "totals", " ".join(str(x.text or x.value) for x in toks[1:])))
            toks = []
            break
        if k and ((t.kind == "other" and t.value == "=") or (t.kind == "word" and t.value in ("to", "so")
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
    for i in range(len(toks) - 1):
        # "industry, 3 of each", "2 each": as many of the resource as of colonists
        n = number_at(toks, i)
        j = i + 1
        if n is not None and toks[j].kind == "word" and toks[j].value == "of" and j + 1 < len(toks):
            j += 1
        if n is not None and toks[j].kind == "word" and toks[j].value in ("each", "both"):
            pending.data["resources"] = pending.data["colonists"] = abs(n)
            used.update(range(i, j + 1))
            understood = True
    for i, t in enumerate(toks):
        if i in used:
            continue
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
                 severity=info(), hint="write e.g. 'industry: 2 red, 2 colonists'")
    pending.data["bare"] = False
    return ctx.leftover(item, toks, used, understood, extra=frozenset({"and", "own", "resource", "each", "time",
                                                                       "times", "per", "action", "actions",
                                                                       "total", "in", "both"}))


def _colour(word: str) -> str | None:
    from gm_tool.games.colonies.posts.phrases import COLOURS

    return COLOURS.get(word)


# -- pass (upgrade: upgrade.py) -----------------------------------------------------------------

def read_pass(ctx: PostContext, item: Item) -> str:
    if item.is_header:
        current(ctx, item, "pass")
    toks = ctx.tokens(item.text)
    if not toks:
        return EMPTY
    if _reason_for_passing(item.text):
        # "pass this turn, saving money", "pass - saving up for an upgrade": why, not an order
        return ctx.leftover(item, toks, set(range(len(toks))), True)
    return ctx.leftover(item, toks, set(), True, extra=frozenset({"this", "turn", "time", "round"}))


def _reason_for_passing(text: str) -> bool:
    """The text after a pass is only its reason: each of its clauses says why the player holds
    back ("saving money", "nothing worth doing with 44€"), or is about this turn."""
    from gm_tool.core.kit.reading.sentences import saving_up

    clauses = [c for c in re.split(r"[,;:.!()\u2013\u2014]+|\s-\s", text) if c.strip()]
    if not clauses:
        return False
    said = [c for c in clauses if not re.fullmatch(r"\s*(?:for\s+)?(?:this|the)\s+(?:turn|time|round|year)\s*",
                                                    c, re.IGNORECASE)]
    return bool(said) and all(saving_up(c) for c in said)


_ = TECHS  # the technologies' words are data (words.toml)


# the actions with readers of their own (each module imports the helpers above)
from gm_tool.games.colonies.posts.sections.commerce import read_commerce  # noqa: E402,F401
from gm_tool.games.colonies.posts.sections.influence import read_influence  # noqa: E402,F401
from gm_tool.games.colonies.posts.sections.upgrade import figures, read_upgrade  # noqa: E402,F401
