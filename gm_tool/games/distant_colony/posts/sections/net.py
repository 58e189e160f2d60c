"""Net: the turn's net change as the player sums it ("Net: +1 BG, -2 Food, +1 VP"); unsigned
amounts are gains; "no change" is an empty claim.

docs/reading.md has the examples."""

from __future__ import annotations

from gm_tool.core.matching import fold
from gm_tool.core.reading.sections import EMPTY, OK, Item
from gm_tool.core.reading.tokens import tokenize
from gm_tool.games.distant_colony.posts.context import PostContext
from gm_tool.games.distant_colony.posts.phrases import add, says_nothing
from gm_tool.games.distant_colony.posts.vocabulary import Term, match_noun, signed_amount

HINT = "e.g. 'Net: +1 Wealth, -2 Food, +1 VP'"


def read(ctx: PostContext, item: Item) -> str:
    tokens = tokenize(item.text)
    used: set[int] = set()
    if says_nothing(tokens) or fold(item.text) in ("no change", "no changes", "nothing", "0",
                                                   "zero", "even", "nil", "none"):
        used.update(range(len(tokens)))
        if tokens:
            ctx.claim("net", item, {})
        return OK if tokens else EMPTY
    terms = ctx.terms(tokens, used)
    deltas: dict[str, int] = {}
    for t in terms:
        add(deltas, t.key, signed_amount(t, "+"))
    # "food unchanged", "Basic Raw: no change", "±0 W": a figure of 0
    for k, t in enumerate(tokens):
        if k in used or t.kind != "word":
            continue
        found = match_noun(tokens, k)
        if found is None:
            continue
        after = [x.word for x in tokens[found[1]:found[1] + 2]]
        before = [x.word for x in tokens[max(0, k - 2):k]]
        if after[:1] in (["unchanged"], ["same"], ["even"]) or after == ["no", "change"] \
                or before[-1:] == ["no"] and after[:1] == ["change"]:
            deltas.setdefault(found[0].key, 0)
            used.update(range(k, found[1] + (2 if after[:1] == ["no"] else 1)))
            terms.append(Term(found[0].kind, found[0].key, 0, "", k, found[1]))
    if terms:
        ctx.claim("net", item, deltas, unsigned={t.key for t in terms if not t.sign})
    ctx.mark_punct(tokens, used)
    return ctx.leftover(item, tokens, used, bool(terms))
