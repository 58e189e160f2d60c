"""The income choice, upkeep preferences and a tie decision, as post lines:

    community: 3 credits, reject 0           ("2 credits, reject 1", "reject 2", "max credits")
    upkeep: police red, purple; substitute green, yellow
    tie: yes                                 (the first player deciding a tied vote)
"""

from __future__ import annotations

from gm_tool.core.reading.sections import EMPTY, Item

from ..context import PostContext
from ..phrases import CREDIT_WORDS, W, number_at, refs_in

HINTS = {
    "income": "e.g. 'community: 2 credits, reject 1'",
    "upkeep": "e.g. 'upkeep: police red, purple; substitute green'",
    "tie": "e.g. 'tie: yes'",
}


def read_income(ctx: PostContext, item: Item) -> str:
    toks = ctx.tokens(item.line.text if item.is_header else item.text)
    if not toks:
        return EMPTY
    used: set[int] = set()
    understood = False
    for i, t in enumerate(toks):
        if t.kind == "word" and t.value in CREDIT_WORDS:
            before = number_at(toks, i - 1) if i else None
            after = number_at(toks, i + 1) if i + 1 < len(toks) else None
            if before is not None and i and (toks[i - 1].kind == "num" or toks[i - 1].value in ("no", "zero")):
                ctx.credits_taken = before
                used.update({i - 1, i})
            elif after is not None and toks[i + 1].kind == "num":
                ctx.credits_taken = after
                used.update({i, i + 1})
            else:
                # "take the credit", "all credits", "max credits": as many as the level allows
                ctx.credits_taken = -1
                used.add(i)
                if i and toks[i - 1].kind == "word" and toks[i - 1].value in W["max"]:
                    used.add(i - 1)
            understood = True
        elif t.kind == "word" and t.value in W["reject"]:
            after = number_at(toks, i + 1) if i + 1 < len(toks) else None
            before = number_at(toks, i - 1) if i else None
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
                continue
            understood = True
    if ctx.income_line is None:
        ctx.income_line = item.line.number
    extra = frozenset({"community", "income", "citizenship", "grant", "colonists", "colonist",
                       "no", "nothing", "none", "zero", "choice", "with"})
    if not understood and {t.value for t in toks if t.kind == "word"} & {"none", "nothing", "no"}:
        ctx.credits_taken = ctx.credits_taken or 0
        ctx.rejected = ctx.rejected or 0
        understood = True
    return ctx.leftover(item, toks, used, understood, extra=extra)


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
    for i, t in enumerate(toks):
        if t.kind == "word" and t.value in ("police", "clear", "clears"):
            current = ctx.police
            used.add(i)
        elif t.kind == "word" and t.value in ("substitute", "substitutes", "substitution", "sub", "subs"):
            current = ctx.substitute
            used.add(i)
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
    return ctx.leftover(item, toks, used, understood, extra=frozenset({"sector", "with", "first",
                                                                       "then", "route", "routes"}))


def read_tie(ctx: PostContext, item: Item) -> str:
    toks = ctx.tokens(item.line.text)
    words = [t.value for t in toks if t.kind == "word"]
    yes = [w for w in words if w in ("yes", "aye", "yea", "adopt", "official", "for")]
    no = [w for w in words if w in ("no", "nay", "against", "alternative", "reject")]
    if yes and not no:
        ctx.tie = "yes"
    elif no and not yes:
        ctx.tie = "no"
    else:
        ctx.diag("col.post.tie", f'"{item.line.text}": say yes or no', item.line.number,
                 hint=HINTS["tie"])
        return "unreadable"
    ctx.tie_line = item.line.number
    used = {i for i, t in enumerate(toks) if t.kind == "word" and t.value in set(yes) | set(no)}
    return ctx.leftover(item, toks, used, True, extra=frozenset({"tie", "break", "tiebreak", "decide",
                                                                 "decision", "the", "outcome", "is",
                                                                 "vote", "tied", "i", "say", "first",
                                                                 "player", "motion", "proposal"}))
