"""Colonisation: the first colonist is `take`; one after "reserve" is `reserve`; one followed
by "arrives", or after "my reserved", or equal to the reserved colonist when the player did
not play Colonization, is the reserved colonist arriving (a claim only).

docs/reading.md has the examples."""

from __future__ import annotations

import re

import difflib
from functools import lru_cache

from gm_tool.core.kit.matching import fold
from gm_tool.core.kit.reading.sections import EMPTY, OK, Item, short
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading.tokens import Token, tokenize
from gm_tool.games.distant_colony.posts.context import PostContext
from gm_tool.games.distant_colony.posts.phrases import colonist_initial
from gm_tool.games.distant_colony.posts.phrases import colonist_term as _colonist_term
from gm_tool.games.distant_colony.posts.phrases import (add, only_filler, prev_word,
                                                        says_nothing)
from gm_tool.games.distant_colony.posts.vocabulary import COLONISTS_ANY, WORDS, colonist_word, phase_word
from gm_tool.games.distant_colony.rules.names import COLONIST_NAMES

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
_ANY = frozenset({"whatever", "whatever's", "whatevers", "whichever", "any", "anything", "anyone"})
_CONDITION = frozenset({"if", "it's", "its", "still", "there", "available", "left"})


# words of a remark that talks about a colonist rather than ordering one
_TALK_WORDS = frozenset({"will", "would", "gone", "probably", "anyway", "sadly", "hope",
                         "hoping", "since", "because", "by", "pick", "picks", "else", "nobody",
                         "someone", "everyone", "wanted", "want", "rather", "prefer", "last",
                         "next", "left", "took", "takes", "taking", "grabbed", "first", "before",
                         "sorry", "ugh", "meh", "lol", "too", "expensive", "useless", "cannot",
                         "can't", "won't", "isn't", "not", "never", "already", "leaving",
                         "leave", "leaves", "welcome", "yours", "you", "your"})


def _group_orders(tokens, i: int) -> bool:
    """The remark around tokens[i] says which colonist is taken, reserved or arrives ("(+
    Expert)", "(reserve Expert)", "(my Expert arrives)"; not "by my pick", a noun)."""
    k = i
    while k > 0 and tokens[k - 1].value != "(":
        k -= 1
    while k < len(tokens) and tokens[k].value != ")":
        t = tokens[k]
        if t.kind == "punct" and t.value == "+":
            return True
        if t.kind == "word" and t.word in _SAYS_WHICH \
                and prev_word(tokens, k) not in ("my", "your", "his", "her", "their", "the", "by"):
            return True
        k += 1
    return False


_TYPO_TARGETS = ("unskilled", "skilled", "expert", "criminal", "soldier", "officer")


@lru_cache(maxsize=1024)
def _colonist_typo(word: str) -> str | None:
    """"Unskiled", "Expret": a word of five letters or more close to one colonist type only."""
    if len(word) < 5 or word in _NOT_COLONIST:
        return None
    close = difflib.get_close_matches(word, _TYPO_TARGETS, n=2, cutoff=0.8)
    if len(close) == 2 and difflib.SequenceMatcher(None, word, close[0]).ratio() \
            - difflib.SequenceMatcher(None, word, close[1]).ratio() < 0.1:
        return None
    return close[0] if close else None


_NOT_COLONIST = frozenset({"skill", "skills", "expect", "export", "exports", "expects",
                           "soldiers", "officers", "experts", "criminals", "skilled", "offer",
                           "offers", "office", "offices", "expects", "unskill", "skiled",
                           "skilful", "skillful", "expire", "expired", "critical", "soldier",
                           "solder", "exper"})


def colonist_term(tokens, i: int) -> tuple[int, str | None, int]:
    """`phrases.colonist_term`, and a close typo of one colonist type ("reserve Expret")."""
    count, kind, end = _colonist_term(tokens, i)
    if kind is not None or i >= len(tokens):
        return count, kind, end
    initial = colonist_initial(tokens, i, alone=True)
    if initial is not None:
        return 1, initial, i + 1    # "col: U."
    j = i + 1 if tokens[i].kind == "num" and i + 1 < len(tokens) else i
    # (not in a remark: "(the Expert's not on offer)")
    inside = sum(1 for t in tokens[:j] if t.value == "(") - sum(1 for t in tokens[:j]
                                                               if t.value == ")")
    if tokens[j].kind == "word" and tokens[j].word.isalpha() and inside <= 0:
        typo = _colonist_typo(tokens[j].word)
        if typo is not None:
            n = max(1, min(int(tokens[i].value), 12)) if j > i else 1  # type: ignore[arg-type]
            return n, typo, j + 1
    return 1, None, i


def _surely_taken(ctx: PostContext, reserved: str) -> bool:
    """The colonist taken cannot be mistaken for the reserved one arriving: another type, or
    one of that type is left for the player whatever the players before take."""
    take = ctx.orders.take
    if take is None or take != reserved:
        return True
    from gm_tool.games.distant_colony.rules.colonization import colonists_ahead

    available = list(getattr(getattr(ctx.state, "station", None), "available", []) or [])
    try:
        ahead = len(list(colonists_ahead(ctx.state, ctx.player)))
    except Exception:   # pragma: no cover - a state without turn order: ask
        return False
    return available.count(take) > ahead


_GROUP = compile_later(r"\([^()]*\)")


def _guesses_out(ctx: PostContext, item: Item) -> Item:
    """"whatever's left (prob a crim, ugh)": beside a take left to the rules, a colonist named in
    brackets without a word of an order is the player's guess at what is left, not an order."""
    outside = _GROUP.sub(" ", item.text)
    if not any(w in _ANY for w in (t.word for t in tokenize(outside) if t.kind == "word")):
        return item
    kept = item.text
    for m in reversed(list(_GROUP.finditer(item.text))):
        words = {t.word for t in tokenize(m.group(0)) if t.kind == "word"}
        if not words & _SAYS_WHICH:
            kept = kept[:m.start()] + " " + kept[m.end():]
            ctx.info("dc.post.remark", f'"{m.group(0)}": read as a remark and skipped',
                     item.line.number)
    return item if kept == item.text else item.with_text(" ".join(kept.split()), item.subsection)


_STAYS_PUT = compile_later(r"[,;(]?\s*(?:and\s+|who\s+|which\s+)?(?:\b(?:he|she|they|it|him|them|the\s+new\s+\w+|"
                           r"new\s+guy|the\s+new\s+one)\s+)?\b(?:stays?|waits?|remains?|sits?|staying|waiting)\s+"
                           r"(?:in|at)\s+(?:the\s+)?(?:temporary\s+)?(?:housing|th)\b(?:\s+(?:for\s+now|this\s+round|"
                           r"for\s+the\s+moment))?\s*\)?", re.IGNORECASE)


# "Expert -> housing", "Skilled, goes into temporary housing", "(to housing)": the new colonist's
# arrival in Temporary Housing, where every new colonist goes
_TO_HOUSING = compile_later(r"\s*(?:->|\u2192|=>|>)\s*(?:the\s+)?(?:temp(?:orary)?\s+)?housing\b\s*[.!]?"
                            r"|[,;(]?\s*(?:(?:he|she|they|it)\s+)?(?:goes\s+|going\s+|moves\s+|straight\s+)?(?:in)?to\s+"
                            r"(?:the\s+)?(?:temp(?:orary)?\s+)?housing\b\s*\)?\s*[.!]?", re.IGNORECASE)


# "the last one", "what's left", "whoever remains", "leftovers": the colonist the others leave
_LEFT_FOR_ME = compile_later(r"\b(?:what'?s|what\s+is|who'?s|whoever'?s?|whoever\s+is)\s+(?:still\s+)?(?:left|remaining)\b|"
                             r"\b(?:whatever|whoever|what)\s+(?:remains|is\s+left|'s\s+left)\b|"
                             r"\bthe\s+last\s+(?:one|colonist|guy)\b(?!\s+(?:of|in|from))|\bleft\s*-?\s*overs?\b|"
                             # "the one that is left", "the colonist which remains", "the one left"
                             r"\bthe\s+(?:one|colonist|guy)\s+(?:(?:that|which|who)\s+(?:is|'s)\s+(?:still\s+)?left|"
                             r"(?:that|which|who)\s+remains|(?:still\s+)?left(?:\s+over)?)\b(?!\s+(?:of|in|from|for\s+\w+'s))|"
                             r"^\s*(?:(?:i'?ll\s+)?take\s+)?last\s+(?:one|colonist|guy)\b(?!\s+(?:of|in|from))",
                             re.IGNORECASE)


def _prepared(ctx: PostContext, item: Item) -> Item:
    """The line as its reader takes it: "the one left for me" as "whatever's left", a new
    colonist who stays in housing and the guesses in brackets out."""
    if _LEFT_FOR_ME.search(item.text[:2000]) and not re.search(r"(?i)\breserv", item.text[:2000]
                                                              [:_LEFT_FOR_ME.search(item.text).start()]):
        item = item.with_text(_LEFT_FOR_ME.sub("whatever's left", item.text, count=1), item.subsection)
    if "ousing" in item.text and _STAYS_PUT.search(item.text):
        # "Colonisation: Skilled, he stays in housing": where the new colonist waits (no move)
        item = item.with_text(" ".join(_STAYS_PUT.sub(" ", item.text).split()), item.subsection)
    if "ousing" in item.text and _TO_HOUSING.search(item.text):
        # "Colonisation: Expert -> housing", "Skilled, into temp housing": where every new
        # colonist goes (no move)
        item = item.with_text(" ".join(_TO_HOUSING.sub(" ", item.text).split()), item.subsection)
    if "(" in item.text:
        item = _guesses_out(ctx, item)
    if len(item.text) < 600:
        item = _others_colonist_out(ctx, item)
    return item


def _groups(tokens: list[Token]) -> tuple[list[int], list[set[str]]]:
    """The parenthesis depth of each token, and the words of the group it is in."""
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
    return depth, group_words


def _fallback_at(ctx: PostContext, tokens: list[Token], i: int, used: set[int],
                 deltas: dict[str, int]) -> tuple[int, bool] | None:
    """After "otherwise", "or else", "if not": the fallback colonist (taken instead when the one
    named is not Available) or a word of its condition; (the next index, still in the
    fallback), or None when token `i` is neither."""
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
        return end, False
    t = tokens[i]
    if t.kind == "word" and t.word in ("if", "it's", "its", "it", "is", "still", "there",
                                       "available", "left", "gone", "taken", "not",
                                       "an", "a", "the"):
        used.add(i)
        return i + 1, True
    return None


def _reserve_word(ctx: PostContext, item: Item, tokens: list[Token], i: int, used: set[int],
                  reserved_state: str | None) -> str:
    """A word of reserving at `i`: the mode the colonists after it are read in ("reserve" a new
    one, or the "arrival" of the one reserved before); asks when no colonist follows."""
    t = tokens[i]
    used.add(i)
    prev = prev_word(tokens, i)
    mode = "arrival" if prev in ("my", "the", "previously", "old", "last") else "reserve"
    if mode == "arrival" and t.word == "reserve" and prev == "the" \
            and prev_word(tokens, i - 1) in ("for", "as", "and", "with"):
        mode = "reserve"   # "for the reserve: ...": the reservation, not the arrival
    if mode == "reserve" and t.word in ("reserved", "held") and reserved_state \
            and not ctx.arrived and ctx.orders.reserve is None:
        # "Expert + reserved Expert", "Unskilled, reserved Expert": the colonist the
        # player holds, arriving now (a new reservation is "reserve X")
        _, held, _ = colonist_term(tokens, i + 1)
        if held == reserved_state:
            mode = "arrival"
    if mode == "reserve" and _nothing_to_reserve(tokens, i, used):
        return mode
    if mode == "reserve" and prev not in ("no", "not", "without", "skip", "nothing") \
            and not any(colonist_term(tokens, j)[1] for j in range(i + 1, len(tokens))
                        if not (tokens[j].kind == "punct" and tokens[j].value in ";,")):
        # "reserve the same again", "reserve whatever": which colonist?
        # (past an ellipsis, a dash or a colon: "reserve... the best one, you know which")
        nxt = [x.word for x in _past_pause(tokens, i + 1)[:2]]
        # "Skilled + reserve (whatever's best, I trust you GM)": nothing follows, the
        # pick left to the GM: which colonist? (a remark is not a colonist named)
        if (t.word in ("reserve", "reserving") and _left_open(item, tokens, i)) \
                or nxt and nxt[0] not in ("this", "effect", "") and not nxt[0] in _NO_RESERVE:
            ctx.diag("dc.post.please_confirm",
                     f'"{item.line.text}": reserve which colonist?', item.line.number,
                     hint="name it, e.g. 'reserve Expert'")
            used.update(range(i, len(tokens)))
    return mode


def _left_open(item: Item, tokens: list[Token], i: int) -> bool:
    """"Skilled + reserve", "Expert, reserve (you pick)": the word of reserving ends the order,
    nothing named after it (a word before it, "no reserve", is handled by the caller)."""
    if i == 0:
        return False
    rest = tokens[i + 1:]
    return not rest or (rest[0].kind == "punct" and rest[0].value in "([" and rest[-1].value in ")]")


def _colonist_order(ctx: PostContext, item: Item, kind: str, count: int, m: str,
                    deltas: dict[str, int]) -> None:
    """A colonist named, in mode `m`: a colonist of no type, the one reserved, the one
    arriving, or the one taken (a second one is one too many)."""
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
        _taken(ctx, item, kind, count, deltas)


def _taken(ctx: PostContext, item: Item, kind: str, count: int, deltas: dict[str, int]) -> None:
    """The colonist taken: the first one named, the reserved one arriving, the same one said
    again by a sentence without its heading, else one too many."""
    reserved_state = ctx.settlement.reserved
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
        elif ctx.orders.take == kind and count == 1 \
                and (ctx.field_lines.get("take") in ctx.unheaded) \
                != (item.line.number in ctx.unheaded):
            # "Taking a Skilled too." / "Colonisation: Skilled": a sentence without its
            # heading says again what the headed line orders; one Skilled
            if item.line.number not in ctx.unheaded:
                ctx.field_lines["take"] = item.line.number
        else:
            ctx.diag("dc.post.extra_colonist",
                     f'"{item.line.text}": Colonization gives one colonist '
                     f"(and the reserved one); {COLONIST_NAMES[kind]} is one too many",
                     item.line.number, hint="take one colonist")
            break


def _whatever_left(ctx: PostContext, item: Item, tokens: list[Token], used: set[int]) -> bool:
    """"whatever's left after you lot": the colonist the players before leave, when no colonist
    was named; True when it is taken."""
    if ctx.orders.take is not None or not any(t.word in _ANY for t in tokens):
        return False
    from gm_tool.games.distant_colony.posts.template import likely_take

    kind = likely_take(ctx.state, ctx.player)
    if kind is None:
        return False
    ctx.orders.take = kind
    ctx.field_lines["take"] = item.line.number
    # the player never named it: a Net that names no colonist is not wrong for that
    ctx.field_lines["take_unnamed"] = item.line.number
    ctx.housing.append(kind)
    ctx.mark_words(tokens, used, _ANY | {"left", "after", "you", "lot", "others", "end",
                                         "last", "anyway", "i'm", "im", "i", "am",
                                         "everyone", "else", "take", "gives", "me",
                                         "remains", "remaining", "is", "whatever's"})
    return True


def _claimed(ctx: PostContext, item: Item, tokens: list[Token], deltas: dict[str, int]) -> None:
    """The figures the line claims: none for a colonist named as an order (only a written
    "+1 Expert" is a figure), and none for the reserved colonist surely taken as well."""
    reserved_state = ctx.settlement.reserved
    if deltas and reserved_state and not ctx.arrived \
            and not any(t.kind == "num" for t in tokens) and ctx.orders.take == reserved_state \
            and _surely_taken(ctx, reserved_state):
        # "Colonisation: Expert" from a player whose reserved Expert arrives now, when an
        # Expert is surely left for her: the one taken (the arrival needs no order), and a
        # colonist named without a number is no figure to check. (When the players before may
        # take the last Available one, it may mean the arrival alone: the claim stays, and its
        # mismatch asks.)
        deltas = {}
    elif deltas and not any(t.kind == "num" or (t.kind == "punct" and t.value == "+")
                            for t in tokens) \
            and not (reserved_state and not ctx.arrived and ctx.orders.take == reserved_state):
        # "Colonization: Expert": a colonist named as an order is no figure the player claims
        # (only a written "+1 Expert" is); the order itself is checked (none may be left)
        deltas = {}
    if deltas:
        ctx.claim("colonization", item, deltas)


def read(ctx: PostContext, item: Item) -> str:
    item = _prepared(ctx, item)
    tokens = tokenize(item.text)
    if says_nothing(tokens):  # "none", "nothing", "-"
        return OK if tokens else EMPTY
    used: set[int] = set()
    understood = False
    deltas: dict[str, int] = {}
    mode = "take"
    reserved_state = ctx.settlement.reserved
    depth, group_words = _groups(tokens)
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
            fallback = _fallback_at(ctx, tokens, i, used, deltas)
            if fallback is not None:
                i, alternate = fallback
                continue
        if t.kind == "word" and t.word in _RESERVE:
            mode = _reserve_word(ctx, item, tokens, i, used, reserved_state)
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
        if _colonist_term(tokens, i)[1] is None:
            written = tokens[end - 1].text
            ctx.warn("dc.post.unknown_colonist",
                     f'"{item.line.text}": read "{written}" as {COLONIST_NAMES[kind]}',
                     item.line.number, hint=f'did you mean "{COLONIST_NAMES[kind]}"?')
        if depth[i] > 0 and kind == ctx.orders.take and not group_words[i] & _SAYS_WHICH:
            # "Skilled (all Skilled anyway)": the remark names the colonist taken again
            used.update(range(i, end))
            i = end
            continue
        if depth[i] > 0 and ctx.orders.take is not None and kind != COLONISTS_ANY \
                and not _group_orders(tokens, i) and group_words[i] & _TALK_WORDS:
            # "Unskilled (the Expert will be gone by my pick)": talk about another colonist,
            # after the one taken; the whole remark is skipped
            close = next((j for j in range(i, len(tokens)) if tokens[j].value == ")"), len(tokens))
            used.update(range(i, close))
            i = close
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
        _colonist_order(ctx, item, kind, count, m, deltas)
        mode = "take" if m != "reserve" else mode
        i = end
    ctx.mark_punct(tokens, used)
    understood = _whatever_left(ctx, item, tokens, used) or understood
    ctx.mark_words(tokens, used, _CONDITION | {"colonist", "colonists", "effect", "played", "phase",
                                  "available", "from", "pool", "plus", "and", "also", "via",
                                  "through", "borrowed", "borrowing", "with", "thanks", "to",
                                  # "so the Unskilled for me, as expected", "Unskilled it is then"
                                  "as", "expected", "usual", "then", "guess", "just", "ok", "okay"})
    # "(the Colonization effect via Organization)": where the reserve comes from
    used.update(k for k, t in enumerate(tokens) if t.kind == "word" and phase_word(t.word))
    # "and I'm reserving an Expert for next time", "no reserve this time": the player speaking,
    # and when (the reserve is always for a later round): talk around the order
    used.update(k for k, t in enumerate(tokens) if t.kind == "word" and (
        t.word in ("i'm", "im", "i", "am", "later", "i'll") or (t.word == "time" and k > 0
                                                         and tokens[k - 1].word in ("this", "next", "that", "some"))
        or (t.word in ("this", "next") and k + 1 < len(tokens) and tokens[k + 1].word == "time")))
    _claimed(ctx, item, tokens, deltas)
    return ctx.leftover(item, tokens, used, understood or only_filler(tokens))


def _past_pause(tokens: list[Token], start: int) -> list[Token]:
    """tokens[start:] past the pause that opens them (an ellipsis, a dash, a colon): "reserve...
    the best one" goes on with "the"."""
    k = start
    while k < len(tokens) and tokens[k].kind == "punct" and tokens[k].value in (".", "\u2026", "-", "\u2013",
                                                                               "\u2014", ":"):
        k += 1
    return tokens[k:] if k < len(tokens) else tokens[start:]


# a clause of its own: in brackets, or between commas, semicolons, full stops, dashes, or after
# "so", "but", "as", "since", "because"
_CLAUSE = compile_later(r"\((?P<group>[^()]*)\)|(?P<plain>[^,;.!?()\u2013\u2014]+?)(?=[,;.!?()\u2013\u2014]|\s-+\s|"
                        r"\s(?:so|but|as|since|because|cuz|bc)\s|$)", re.IGNORECASE)
# what another player does with a colonist: took it, gets it, can have it, went to them
_OTHERS_VERBS = frozenset({"took", "takes", "taking", "take", "gets", "got", "get", "getting",
                           "went", "goes", "going", "gone", "has", "had", "have", "having",
                           "grabbed", "grabs", "grab", "grabbing", "picked", "picks", "pick",
                           "picking", "wants", "want", "keeps", "keep", "claimed", "claims",
                           "snagged", "snags", "nabbed", "reserves", "reserved", "chose", "chooses",
                           "choosing", "needs", "needed"})
# the player speaking, or a condition: the clause is the player's own order, or says when it holds
_OWN_OR_IF = frozenset({"i", "i'm", "im", "i'll", "ill", "i'd", "me", "my", "mine", "myself", "we",
                        "us", "our", "if", "unless", "when", "whenever", "otherwise", "else", "case",
                        "depending", "should", "instead", "reserve", "reserving"})
_LEAD_WORDS = compile_later(r"(?i)\s*(?:\b(?:so|but|as|since|because|cuz|bc|and)\b\s*)+$")


def _others_colonist_out(ctx: PostContext, item: Item) -> Item:
    """The line without the clauses that say which colonist another player takes or took
    ("Unskilled, jonas can have the skilled", "Criminal for me (the Expert went to Hana)"):
    talk about that player's pick, never a second colonist of the poster's. Only when another
    colonist is named outside those clauses, and the clause says nothing of the poster's own nor
    a condition ("if Hana takes the Expert, ...": the poster's choice hangs on it)."""
    others = {fold(p) for p in ctx.players if fold(p) != fold(str(ctx.player))}
    if not others:
        return item
    text = item.text
    cut: list[tuple[int, int]] = []
    for m in _CLAUSE.finditer(text):
        clause = m.group("group") if m.group("group") is not None else m.group("plain")
        words = [t.word for t in tokenize(clause) if t.kind == "word"]
        named = [w for w in words if fold(w.removesuffix("'s")) in others]
        if not named or not any(colonist_word(w) for w in words) \
                or not any(w in _OTHERS_VERBS for w in words) or any(w in _OWN_OR_IF for w in words):
            continue
        cut.append((m.start(), m.end()))
    if not cut:
        return item
    kept, last = [], 0
    for start, end in cut:
        before = text[last:start]
        lead = _LEAD_WORDS.search(before)
        kept.append(before[:lead.start()] if lead else before)
        last = end
    kept.append(text[last:])
    rest = " ".join("".join(kept).split())
    if not any(colonist_word(t.word) for t in tokenize(rest) if t.kind == "word"):
        # "Colonisation: Jonas can have the Skilled": which one is the poster's own?
        ctx.diag("dc.post.please_confirm",
                 f'"{item.line.text}": it says which colonist another player takes, not yours: '
                 "which colonist do you take?", item.line.number, hint="name it, e.g. 'Colonisation: Unskilled'")
        return item.with_text("", item.subsection)
    for start, end in cut:
        ctx.info("dc.post.remark", f'"{short(text[start:end].strip())}": another player\'s colonist, '
                 "read as a remark and skipped", item.line.number)
    rest = re.sub(r"\s*[,;]\s*(?=[,;.!]|$)", "", rest).strip(" ,;")
    return item.with_text(rest, item.subsection)


# "nothing left to reserve", "no one to reserve", "nobody left to reserve": the clause says there is
# no colonist to reserve
_NO_ONE = frozenset({"nothing", "nobody", "noone", "none", "no", "nada"})


def _nothing_to_reserve(tokens: list[Token], i: int, used: set[int]) -> bool:
    """The clause of the word of reserving at `i` opens on a word of nothing ("nothing left to
    reserve", "no one to reserve", "(pool's empty) nobody to reserve"), and nothing follows it
    but the clause's end: no reserve; the clause's words used."""
    k = i
    while k > 0 and not (tokens[k - 1].kind == "punct" and tokens[k - 1].value in ",;.!()"):
        k -= 1
    words = [tokens[j].word for j in range(k, i) if tokens[j].kind == "word"]
    after = [t for t in tokens[i + 1:] if not (t.kind == "punct" and t.value in ".!")]
    if not words or words[0] not in _NO_ONE or after and not (after[0].kind == "punct" and after[0].value in ",;()") \
            or len(words) > 5 or not set(words) <= _NO_ONE | {"one", "left", "to", "there's", "theres", "is",
                                                              "anymore", "else", "for", "me"}:
        return False
    used.update(range(k, i + 1))
    return True
