"""Trade: buy/sell/contract and "on contract", a verb carrying over a list ("buy 2 Machines and
1 Food"); without a verb a signed amount says it ("+2 Machines" buys). Wealth and VP amounts
are claims only; Soldiers and Officers trade like resources.

docs/posts.md has the examples."""

from __future__ import annotations

from gm_tool.core.reading.sections import EMPTY, OK, Item
from gm_tool.core.reading.tokens import tokenize
from gm_tool.core.reading.vocabulary import Vocabulary
from gm_tool.games.distant_colony.actions import TradeOrder
from gm_tool.games.distant_colony.posts.context import PostContext
from gm_tool.games.distant_colony.posts.phrases import add, says_nothing
from gm_tool.games.distant_colony.posts.vocabulary import (WORDS, Term, match_noun, signed_amount,
                                                           term_at)
from gm_tool.games.distant_colony.vocab import COLONIST_NAMES

HINT = "e.g. 'Trade: buy 2 Machines (-14 Wealth), sell 3 Food (+3 Wealth)'"

_VERBS = Vocabulary.from_data(WORDS["trade"]["verbs"], what="trade verb")  # buy, sell, contract


def read(ctx: PostContext, item: Item) -> str:
    tokens = tokenize(item.text)
    if says_nothing(tokens):  # "none", "nothing", "-"
        return OK if tokens else EMPTY
    used: set[int] = set()
    deltas: dict[str, int] = {}
    verb: str | None = None
    understood = False
    i = 0
    while i < len(tokens):
        t = tokens[i]
        v = _VERBS.get(t.word)  # t.word is folded ("" for a token that is not a word)
        if v is not None:
            used.add(i)
            nxt = [tokens[j].word for j in range(i + 1, min(len(tokens), i + 3))]
            prev = [tokens[j].word for j in range(max(0, i - 3), i)]
            if v == "contract" and (set(prev) & {"use", "used", "using", "uses", "from", "on",
                                                 "via", "with", "by"}):
                # "buy 1 Food on contract" / "use contract"
                for j in range(max(0, i - 3), i):
                    used.add(j)
                if ctx.orders.trades and ctx.orders.trades[-1].verb == "buy" and verb == "buy":
                    last = ctx.orders.trades.pop()
                    ctx.orders.trades.append(TradeOrder("use_contract", last.item, last.amount))
                verb = "use_contract"
            elif v == "contract" and nxt[:1] and nxt[0] in ("for",):
                used.add(i + 1)
                verb = "contract"
            else:
                verb = v
            i += 1
            continue
        term = term_at(tokens, i)
        if term is None:
            found = match_noun(tokens, i)
            if found and verb and found[0].kind in ("resource", "colonist"):
                term = Term(found[0].kind, found[0].key, 1, "", i, found[1])
        if term is None:
            i += 1
            continue
        used.update(range(term.start, term.end))
        understood = True
        i = term.end
        if term.kind in ("wealth", "vp"):
            add(deltas, term.key, signed_amount(term, "+"))
            continue
        if term.kind == "colonist" and term.key not in ("soldier", "officer"):
            ctx.diag("dc.post.not_tradable",
                     f'"{item.line.text}": the station trades only resources, Soldiers and '
                     f"Officers, not {COLONIST_NAMES.get(term.key, term.key)}", item.line.number)
            continue
        v = verb
        if v is None or (term.sign and v in ("buy", "sell")):
            v = "sell" if term.sign == "-" else "buy"
        if v == "use_contract" and term.sign == "-":
            v = "sell"
        ctx.orders.trades.append(TradeOrder(v, term.key, term.amount))  # type: ignore[arg-type]
        change = {"buy": term.amount, "use_contract": term.amount, "sell": -term.amount,
                  "contract": 0}[v]
        if change:
            add(deltas, term.key, change)
    # "(on contract)" after the item
    ctx.mark_punct(tokens, used)
    ctx.mark_words(tokens, used, {"station", "trader", "traders", "from", "to", "at", "for",
                                  "each", "price", "use", "using", "new", "add", "added",
                                  "adding", "fleet", "market"})
    if deltas or understood:
        ctx.claim("trade", item, deltas)
    return ctx.leftover(item, tokens, used, understood)
