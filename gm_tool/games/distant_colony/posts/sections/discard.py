"""Discard: "Discard: 2 Food" sets `orders.discard`.

docs/reading.md has the examples."""

from __future__ import annotations

from gm_tool.core.kit.reading.sections import EMPTY, OK, Item
from gm_tool.core.kit.reading.tokens import tokenize
from gm_tool.games.distant_colony.posts.context import PostContext
from gm_tool.games.distant_colony.posts.phrases import add, says_nothing

HINT = "e.g. 'Discard: 1 Food'"


def read(ctx: PostContext, item: Item) -> str:
    tokens = tokenize(item.text)
    if says_nothing(tokens):  # "none", "nothing", "-"
        return OK if tokens else EMPTY
    used: set[int] = set()
    terms = ctx.terms(tokens, used)
    deltas: dict[str, int] = {}
    for t in terms:
        if t.kind != "resource":
            ctx.diag("dc.post.not_tradable", f'"{item.line.text}": only resources are discarded',
                     item.line.number)
            continue
        ctx.orders.discard[t.key] = ctx.orders.discard.get(t.key, 0) + t.amount
        ctx.field_lines["discard"] = item.line.number
        add(deltas, t.key, -t.amount)
    if deltas:
        ctx.claim("discard", item, deltas)
    ctx.mark_punct(tokens, used)
    ctx.mark_words(tokens, used, {"discard", "discards", "discarded", "lose", "lost", "dump",
                                  "dumped", "overflow", "spoil", "spoiled", "storage", "full",
                                  "capacity", "over"})
    return ctx.leftover(item, tokens, used, bool(terms))
