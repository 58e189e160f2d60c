"""Player Trade: the partner is another player's name (a close misspelling is read with a
warning); what comes before "to <player>" or after give/send/pay is given, what comes after
"for", get/receive or before "from <player>" is received; "-" gives and "+" receives.

docs/reading.md has the examples."""

from __future__ import annotations

import difflib

from gm_tool.core.kit.matching import fold
from gm_tool.core.kit.reading.sections import EMPTY, OK, Item
from gm_tool.core.kit.reading.tokens import Token, tokenize
from gm_tool.games.distant_colony.actions import PlayerTrade
from gm_tool.games.distant_colony.posts.context import PostContext
from gm_tool.games.distant_colony.posts.phrases import add, prev_word, says_nothing
from gm_tool.games.distant_colony.posts.vocabulary import (COLONISTS_ANY, FILLER, WORDS, Term,
                                                           match_noun, term_at)

HINT = "e.g. 'Player Trade: 2 Food to Bob for 3 Wealth'"

_GIVE = frozenset(WORDS["player_trade"]["give"])  # what follows is given
_GET = frozenset(WORDS["player_trade"]["get"])    # what follows is received
# the partner, once named ("she pays me 6 Wealth", "2 Food to him")
_PRONOUNS = frozenset({"she", "he", "they", "her", "him", "them"})


#: verbs of a purchase or a sale: the other side is a price, which must be written
_PRICED = frozenset({"buy", "buys", "bought", "buying", "purchase", "purchased", "purchasing",
                     "sell", "sells", "sold", "selling"})


def _partner(ctx: PostContext, item: Item, tokens: list[Token], used: set[int]
             ) -> tuple[str | None, list[tuple[int, int]]]:
    """The other player of the trade (named, a close misspelling after "to" / "with" / "from",
    then a pronoun) and where each mention of them is: (partner or None, [(start, end)])."""
    partner = None
    partner_at: list[tuple[int, int]] = []
    others = [p for p in ctx.players if fold(p) != fold(ctx.player)]
    for p in others:
        ptoks = tokenize(p)
        plen = len(ptoks)
        for k in range(len(tokens) - plen + 1):
            if all(tokens[k + j].kind == ptoks[j].kind and
                   fold(str(tokens[k + j].text)) == fold(str(ptoks[j].text)) for j in range(plen)):
                partner = partner or p
                partner_at.append((k, k + plen))
                used.update(range(k, k + plen))
    if partner is None:
        # a close misspelling of a name, after "to", "with" or "from"
        for k in range(1, len(tokens)):
            t = tokens[k]
            if t.kind != "word" or prev_word(tokens, k) not in ("to", "with", "from", "w"):
                continue
            if match_noun(tokens, k) is not None or t.word in FILLER:
                continue
            close = difflib.get_close_matches(fold(t.text), [fold(p) for p in others], n=1,
                                              cutoff=0.6)
            if close:
                partner = next(p for p in others if fold(p) == close[0])
                used.add(k)
                partner_at.append((k, k + 1))
                ctx.warn("dc.post.unknown_player", f'"{item.line.text}": read "{t.text}" as '
                         f"{partner}", item.line.number, hint=f"did you mean {partner!r}?")
                break
        if partner is None:
            ctx.diag("dc.post.unknown_player", f'"{item.line.text}": with which player?',
                     item.line.number, hint=f"players: {', '.join(others)}")
            for k in range(1, len(tokens)):
                if tokens[k].kind == "word" and prev_word(tokens, k) in ("to", "with", "from") \
                        and match_noun(tokens, k) is None:
                    used.add(k)
    if partner is not None:
        # "1 Basic Goods to Eve, she pays me 6 Wealth": a pronoun is the partner too
        for k, t in enumerate(tokens):
            if t.word in _PRONOUNS and k not in used:
                partner_at.append((k, k + 1))
                used.add(k)
    return partner, partner_at


def _entries(tokens: list[Token], partner_at: list[tuple[int, int]], used: set[int]
             ) -> list[tuple[Term, str]]:
    """Each amount of the trade with its side ("give" or "receive"), read from the verbs, "for"
    and where the partner is named."""
    partner_starts = {a for a, _ in partner_at}
    mode: str | None = None
    pending: list[Term] = []
    entries: list[tuple[Term, str]] = []

    def assign(role: str) -> None:
        for term in pending:
            entries.append((term, role))
        pending.clear()

    i = 0
    while i < len(tokens):
        t = tokens[i]
        if i in partner_starts:
            before = tokens[i - 1].word if i > 0 and tokens[i - 1].kind == "word" else ""
            before_arrow = i > 0 and tokens[i - 1].kind == "arrow"
            if before in ("to",) or before_arrow:
                assign("give")
                mode = None
            elif before in ("from",):
                assign("receive")
                mode = None
            # "Bob gives me ..." -> what follows is received
            end = next(b for a, b in partner_at if a == i)
            nxt = tokens[end].word if end < len(tokens) and tokens[end].kind == "word" else ""
            if nxt in _GIVE:
                mode = "receive"
                used.add(end)
                i = end + 1
                continue
            if nxt in _GET - {"for"}:
                mode = "give"
                used.add(end)
                i = end + 1
                continue
            i = end
            continue
        if t.kind == "word" and t.word == "for":
            used.add(i)
            if pending:
                role = mode or "give"
                assign(role)
                mode = "receive" if role == "give" else "give"
            elif entries:
                mode = "receive" if entries[-1][1] == "give" else "give"
            else:
                mode = "receive"
            i += 1
            continue
        if t.kind == "word" and t.word in _GIVE:
            used.add(i)
            assign(mode or "give") if pending else None
            mode = "give"
            i += 1
            continue
        if t.kind == "word" and t.word in _GET:
            used.add(i)
            assign(mode or "give") if pending else None
            mode = "receive"
            i += 1
            continue
        term = term_at(tokens, i)
        if term is None:
            i += 1
            continue
        used.update(range(term.start, term.end))
        if term.sign:
            entries.append((term, "give" if term.sign == "-" else "receive"))
        elif mode:
            entries.append((term, mode))
        else:
            pending.append(term)
        i = term.end
    assign("give")
    return entries


def _trade_order(ctx: PostContext, item: Item, tokens: list[Token], partner: str | None,
                 entries: list[tuple[Term, str]], used: set[int]) -> str:
    """The trade as an order and the Player Trade claim; a purchase without its price is asked."""
    trade = PlayerTrade(partner or "?")
    deltas: dict[str, int] = {}
    for term, role in entries:
        if term.kind == "vp":
            ctx.diag("dc.post.not_tradable", f'"{item.line.text}": VP cannot be traded '
                     "between players", item.line.number)
            continue
        key = term.key
        if key == COLONISTS_ANY:
            ctx.diag("dc.post.unknown_colonist", f'"{item.line.text}": which type of colonist?',
                     item.line.number, hint="Unskilled, Skilled, Expert, Criminal, Soldier, Officer")
            continue
        side = trade.give if role == "give" else trade.receive
        side[key] = side.get(key, 0) + term.amount
        add(deltas, key, -term.amount if role == "give" else term.amount)
    first = len(ctx.orders.player_trades)
    if partner is not None and bool(trade.give) != bool(trade.receive) \
            and any(t.kind == "word" and t.word in _PRICED for t in tokens):
        # "buy 1 Machine (from Marisol)": a purchase names a price; none is given
        got = trade.receive or trade.give
        what = ", ".join(f"{n} {k.replace('_', ' ').title()}" for k, n in got.items())
        ctx.diag("dc.post.please_confirm",
                 f'"{item.line.text}": a trade with {partner} for {what}, but no price: what is '
                 f"given in return (and has {partner} agreed)?", item.line.number,
                 hint=f"write both sides, e.g. 'Player Trade: 7 Wealth to {partner} for 1 Machine'")
    elif partner is not None and bool(trade.give) != bool(trade.receive) \
            and not any(t.kind == "word" and t.word in _ONE_SIDED for t in tokens):
        # "Player Trade: 2 Basic Raw to Hana": one side only, and nothing says it is a gift
        _one_sided(ctx, item, partner, trade)
    if partner is not None:
        ctx.orders.player_trades.append(trade)
        ctx.wrote("player_trades", item)
    ctx.claim("player_trade", item, deltas).order_span = (first, len(ctx.orders.player_trades))
    ctx.mark_punct(tokens, used)
    ctx.mark_words(tokens, used, {"to", "from", "with", "me", "i", "in", "exchange", "return",
                                  "trade", "traded", "trades", "deal", "agreed", "swap",
                                  "swapped", "loan", "gift"})
    return ctx.leftover(item, tokens, used, True)


#: words that say a one-sided trade is meant so: a gift, a loan, a debt paid, a deal made before
_ONE_SIDED = frozenset({"gift", "gifts", "gifted", "gifting", "free", "freebie", "nothing", "present",
                        "donate", "donated", "donation", "charity", "gratis", "loan", "loans",
                        "loaned", "lend", "lending", "lent", "owe", "owed", "owes", "owing", "debt",
                        "repay", "repaid", "repaying", "payback", "back", "promised", "agreed",
                        "deal", "tribute", "favour", "favor"})


def _one_sided(ctx: PostContext, item: Item, partner: str, trade: PlayerTrade) -> None:
    """A Player Trade with one side only and no word saying it is a gift, loan or debt paid
    ("2 Basic Raw to Hana"): what comes back, if anything, is not said: asked."""
    what = ", ".join(f"{n} {k.replace('_', ' ').title()}" for k, n in (trade.give or trade.receive).items())
    way = "to" if trade.give else "from"
    ctx.diag("dc.post.please_confirm",
             f'"{item.line.text}": {what} {way} {partner}, and nothing in return: for what, or is it '
             "a gift?", item.line.number,
             hint=f"write both sides, e.g. 'Player Trade: {what} {way} {partner} for 3 Wealth', "
                  "or say it is a gift")


def read(ctx: PostContext, item: Item) -> str:
    tokens = tokenize(item.text)
    if says_nothing(tokens):  # "none", "nothing", "-"
        return OK if tokens else EMPTY
    used: set[int] = set()
    partner, partner_at = _partner(ctx, item, tokens, used)
    entries = _entries(tokens, partner_at, used)
    if not entries:
        ctx.mark_punct(tokens, used)
        return ctx.leftover(item, tokens, used, False)
    return _trade_order(ctx, item, tokens, partner, entries, used)
