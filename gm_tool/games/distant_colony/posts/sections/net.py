"""Net: the turn's net change as the player sums it ("Net: +1 BG, -2 Food, +1 VP"); unsigned
amounts are gains; "no change" is an empty claim.

docs/reading.md has the examples."""

from __future__ import annotations

import re

from gm_tool.core.kit.matching import fold
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading.sections import EMPTY, OK, Item
from gm_tool.core.kit.reading.tokens import tokenize
from gm_tool.games.distant_colony.posts.context import PostContext
from gm_tool.games.distant_colony.posts.phrases import add, says_nothing
from gm_tool.games.distant_colony.posts.vocabulary import (Term, building_at, colonist_word, match_noun,
                                                           signed_amount)

HINT = "e.g. 'Net: +1 Wealth, -2 Food, +1 VP'"


_TO = frozenset({"to", "into"})
_STAYS = frozenset({"stays", "stay", "remains", "unchanged", "still", "at"})


def _totals(ctx: PostContext, item: Item, tokens: list, used: set[int]) -> dict[str, int]:
    """Running totals written beside the net change ("(6 -> 2 Wealth)", "Wealth 6 -> 2", "Food
    stays 2"): each is the change it implies (2 - 6 = -4 Wealth), checked like the others. A
    total that does not start from what the player has is an error naming the right amount."""
    out: dict[str, int] = {}
    resources = getattr(ctx.settlement, "resources", {}) or {}
    for k in range(len(tokens) - 2):
        a, mid, b = tokens[k], tokens[k + 1], tokens[k + 2]
        if k in used or a.kind != "num" or a.sign or b.kind != "num" or b.sign \
                or not (mid.kind == "arrow" or mid.word in _TO):
            continue
        noun, end = None, k + 3
        after = match_noun(tokens, k + 3) if k + 3 < len(tokens) else None
        if after is not None:
            noun, end = after[0], after[1]
        elif k >= 1 and tokens[k - 1].kind == "word":
            j = k - 1
            while j >= 0 and tokens[j].kind == "word" and match_noun(tokens, j) is None:
                j -= 1
            before = match_noun(tokens, j) if j >= 0 and k - j <= 3 else None
            if before is not None and before[1] <= k:
                noun = before[0]
                used.update(range(j, before[1]))
        if noun is None or noun.kind not in ("resource", "wealth", "vp"):
            continue
        used.update(range(k, end))
        have = resources.get(noun.key) if noun.key in resources else None
        if noun.key == "wealth":
            have = getattr(ctx.settlement, "wealth", have)
        elif noun.key == "vp":
            have = getattr(ctx.settlement, "vp", have)
        if isinstance(have, int) and int(a.value) != have:
            ctx.diag("dc.post.please_confirm",
                     f'"{item.line.text}": you start the round with {have} {noun.key.replace("_", " ").title()}, '
                     f"not {int(a.value)}", item.line.number,
                     hint="write the change, e.g. 'Net: -4 Wealth'")
        out[noun.key] = int(b.value) - int(a.value)
    return out


# "uni: unskilled→skilled", "Unskilled -> Skilled (University)": a colonist turned into another,
# written in the Net: one of the first type less, one of the second more
_CONVERTED = compile_later(r"(?i)(?P<lead>\b[^\W\d_][\w' ]{0,24}:\s*)?\b(?P<a>[^\W\d_]+)\s*"
                           r"(?:->|-->|=>|\u2192|\u21d2|\bbecomes\b|\bturns\s+into\b)\s*(?P<b>[^\W\d_]+)\b")


def _conversions_as_figures(text: str) -> str:
    """The Net with each colonist conversion it lists ("uni: unskilled→skilled") written as the
    figures it gives ("-1 Unskilled, +1 Skilled"); a building named before it is dropped (it
    says where). Anything else is left as written."""
    def figures(m: re.Match) -> str:
        a, b = colonist_word(m.group("a")), colonist_word(m.group("b"))
        lead = tokenize(m.group("lead") or "")
        if a is None or b is None or a == b or (lead and building_at(lead, 0) is None):
            return m.group(0)
        return f"-1 {m.group('a')}, +1 {m.group('b')}"

    return _CONVERTED.sub(figures, text) if len(text) < 2000 else text


def read(ctx: PostContext, item: Item) -> str:
    if _CONVERTED.search(item.text[:2000]):
        item = item.with_text(_conversions_as_figures(item.text), item.subsection)
    tokens = tokenize(item.text)
    used: set[int] = set()
    if says_nothing(tokens) or fold(item.text) in ("no change", "no changes", "nothing", "0",
                                                   "zero", "even", "nil", "none"):
        used.update(range(len(tokens)))
        if tokens:
            ctx.claim("net", item, {})
        return OK if tokens else EMPTY
    totals = _totals(ctx, item, tokens, used)
    terms = ctx.terms(tokens, used)
    deltas: dict[str, int] = {}
    for t in terms:
        add(deltas, t.key, signed_amount(t, "+"))
    for key, delta in totals.items():
        if key not in deltas:
            deltas[key] = delta
        elif deltas[key] != delta:
            # "-4 W (6 -> 3 Wealth)": the total says another change than the line
            ctx.diag("dc.post.please_confirm",
                     f'"{item.line.text}": the total you wrote changes '
                     f'{key.replace("_", " ").title()} by {delta:+d}, the line says {deltas[key]:+d}: '
                     "which figure stands?", item.line.number,
                     hint="write the change once, e.g. 'Net: -4 Wealth'")
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
