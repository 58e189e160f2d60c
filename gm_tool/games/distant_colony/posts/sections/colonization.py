"""Colonisation: the first colonist is `take`; one after "reserve" is `reserve`; one followed
by "arrives", or after "my reserved", or equal to the reserved colonist when the player did
not play Colonization, is the reserved colonist arriving (a claim only).

docs/reading.md has the examples."""

from __future__ import annotations

from gm_tool.core.reading.sections import EMPTY, OK, Item
from gm_tool.core.reading.tokens import tokenize
from gm_tool.games.distant_colony.posts.context import PostContext
from gm_tool.games.distant_colony.posts.phrases import (add, colonist_term, only_filler, prev_word,
                                                        says_nothing)
from gm_tool.games.distant_colony.posts.vocabulary import COLONISTS_ANY, WORDS, phase_word
from gm_tool.games.distant_colony.vocab import COLONIST_NAMES

HINT = "e.g. 'Colonisation: Skilled; reserve Expert'"

_ARRIVE = frozenset(WORDS["colonization"]["arrive"])    # after a colonist: the reserved one arrives
_RESERVE = frozenset(WORDS["colonization"]["reserve"])  # before a colonist: it is reserved
_TAKE = frozenset(WORDS["colonization"]["take"])        # before a colonist: it is taken
# before a colonist: the one taken if the first is gone ("Expert if it's still there, otherwise
# an Unskilled")
_FALLBACK = frozenset({"otherwise", "else", "failing", "alternatively"})
# "Expert if it's still there": the condition of a take
# "whatever's left", "any", "don't care": the colonist the rules leave for the player
_NO_RESERVE = frozenset({"none", "nothing", "no", "skipped", "skip", "declined", "pass"})
# words that make a colonist in a remark an order ("(reserve Expert)", "(my Expert arrives)")
_SAYS_WHICH = _RESERVE | _ARRIVE | _TAKE | {"plus", "and", "also", "second"}
_ANY = frozenset({"whatever", "whatever's", "whichever", "any", "anything", "anyone"})
_CONDITION = frozenset({"if", "it's", "its", "still", "there", "available", "left"})


def read(ctx: PostContext, item: Item) -> str:
    tokens = tokenize(item.text)
    if says_nothing(tokens):  # "none", "nothing", "-"
        return OK if tokens else EMPTY
    used: set[int] = set()
    understood = False
    deltas: dict[str, int] = {}
    mode = "take"
    reserved_state = ctx.settlement.reserved
    # the parenthesis depth of each token, and the words of the group it is in
    depth = [0] * (len(tokens) + 1)
    group_words: list[set[str]] = [set()] * (len(tokens) + 1)
    level, current = 0, set()
    for k, t in enumerate(tokens):
        if t.kind == "punct" and t.value == "(":
            level += 1
            close = next((j for j in range(k + 1, len(tokens)) if tokens[j].value == ")"),
                         len(tokens))
            current = {x.word for x in tokens[k + 1:close]}
        elif t.kind == "punct" and t.value == ")":
            level = max(0, level - 1)
        depth[k] = level
        group_words[k] = current if level else set()
    i = 0
    alternate = False   # after "otherwise", "or else", "if not": a fallback, not a second one
    while i < len(tokens):
        t = tokens[i]
        if t.kind == "word" and t.word in _FALLBACK:
            used.add(i)
            alternate = mode == "take" and ctx.orders.take is not None
            i += 1
            continue
        if alternate:
            count, kind, end = colonist_term(tokens, i)
            if kind is not None and kind != COLONISTS_ANY:
                used.update(range(i, end))
                available = list(getattr(getattr(ctx.state, "station", None), "available", []) or [])
                if ctx.orders.take not in available and kind in available:
                    ctx.housing.remove(ctx.orders.take) if ctx.orders.take in ctx.housing else None
                    ctx.orders.take = kind
                    ctx.housing.append(kind)
                    for key in list(deltas):
                        if key != kind and deltas[key] > 0 and key in COLONIST_NAMES:
                            deltas[key] -= 1
                            break
                    add(deltas, kind, 1)
                alternate = False
                i = end
                continue
            if t.kind == "word" and t.word in ("if", "it's", "its", "it", "is", "still", "there",
                                               "available", "left", "gone", "taken", "not",
                                               "an", "a", "the"):
                used.add(i)
                i += 1
                continue
        if t.kind == "word" and t.word in _RESERVE:
            used.add(i)
            prev = prev_word(tokens, i)
            mode = "arrival" if prev in ("my", "the", "previously", "old", "last") else "reserve"
            if mode == "reserve" and prev not in ("no", "not", "without", "skip", "nothing") \
                    and not any(colonist_term(tokens, j)[1] for j in range(i + 1, len(tokens))
                                if not (tokens[j].kind == "punct" and tokens[j].value in ";,")):
                # "reserve the same again", "reserve whatever": which colonist?
                nxt = [x.word for x in tokens[i + 1:i + 3]]
                if nxt and nxt[0] not in ("this", "effect", "") and not nxt[0] in _NO_RESERVE:
                    ctx.diag("dc.post.please_confirm",
                             f'"{item.line.text}": reserve which colonist?', item.line.number,
                             hint="name it, e.g. 'reserve Expert'")
                    used.update(range(i, len(tokens)))
            i += 1
            continue
        if t.kind == "word" and t.word in _TAKE:
            used.add(i)
            mode = "take"
            i += 1
            continue
        count, kind, end = colonist_term(tokens, i)
        if kind is None:
            i += 1
            continue
        if depth[i] > 0 and kind == ctx.orders.take and not group_words[i] & _SAYS_WHICH:
            # "Skilled (all Skilled anyway)": the remark names the colonist taken again
            used.update(range(i, end))
            i = end
            continue
        used.update(range(i, end))
        understood = True
        m = mode
        nxt = tokens[end].word if end < len(tokens) and tokens[end].kind == "word" else ""
        if nxt in _ARRIVE:
            used.add(end)
            m = "arrival"
        elif m == "reserve" and reserved_state == kind and not ctx.has_effect("colonization") \
                and ctx.orders.reserve is None and not ctx.arrived:
            m = "arrival"  # "reserved Expert" = the one reserved earlier, arriving now
        if kind == COLONISTS_ANY:
            add(deltas, kind, count)
        elif m == "reserve":
            if ctx.orders.reserve and ctx.orders.reserve != kind:
                ctx.diag("dc.post.extra_colonist",
                         f'"{item.line.text}": a second reserved colonist '
                         f"({COLONIST_NAMES[kind]}); the Colonization played effect reserves "
                         f"one: which one, {COLONIST_NAMES[ctx.orders.reserve]} or "
                         f"{COLONIST_NAMES[kind]}?", item.line.number,
                         hint="reserve one colonist")
            else:
                ctx.orders.reserve = kind
                ctx.field_lines["reserve"] = item.line.number
                if count > 1:
                    ctx.diag("dc.post.extra_colonist",
                             f'"{item.line.text}": the Colonization played effect reserves one '
                             f"colonist, not {count}", item.line.number, hint="reserve one colonist")
        elif m == "arrival":
            add(deltas, kind, count)
            ctx.housing.append(kind)
            ctx.arrived = True
        else:
            for _ in range(count):
                if ctx.orders.take is None:
                    ctx.orders.take = kind
                    ctx.field_lines["take"] = item.line.number
                    ctx.housing.append(kind)
                    add(deltas, kind, 1)
                elif reserved_state == kind and not ctx.arrived:
                    ctx.arrived = True
                    ctx.housing.append(kind)
                    add(deltas, kind, 1)
                else:
                    ctx.diag("dc.post.extra_colonist",
                             f'"{item.line.text}": Colonization gives one colonist '
                             f"(and the reserved one); {COLONIST_NAMES[kind]} is one too many",
                             item.line.number, hint="take one colonist")
                    break
        mode = "take" if m != "reserve" else mode
        i = end
    ctx.mark_punct(tokens, used)
    if ctx.orders.take is None and any(t.word in _ANY for t in tokens):
        # "whatever's left after you lot": the colonist the players before leave
        from gm_tool.games.distant_colony.posts.template import likely_take

        kind = likely_take(ctx.state, ctx.player)
        if kind is not None:
            ctx.orders.take = kind
            ctx.field_lines["take"] = item.line.number
            ctx.housing.append(kind)
            understood = True
            ctx.mark_words(tokens, used, _ANY | {"left", "after", "you", "lot", "others",
                                                 "everyone", "else", "take", "gives", "me",
                                                 "remains", "remaining", "is", "whatever's"})
    ctx.mark_words(tokens, used, _CONDITION | {"colonist", "colonists", "effect", "played", "phase",
                                  "available", "from", "pool", "plus", "and", "also", "via",
                                  "through", "borrowed", "borrowing", "with", "thanks", "to"})
    # "(the Colonization effect via Organization)": where the reserve comes from
    used.update(k for k, t in enumerate(tokens) if t.kind == "word" and phase_word(t.word))
    if deltas:
        ctx.claim("colonization", item, deltas)
    return ctx.leftover(item, tokens, used, understood or only_filler(tokens))
