"""Finding the order on a line: its heading at the start, after chatter or intent ("ok then:
industry 1 purple", "I'm going to upgrade Military"), in any verb form ("Upgrading"), a close typo
of its verb; two orders on one line split where a different section's heading follows "and",
"then", ";" or ","; what another player does before it is talk. (`lines.read_line` reads what
these find.)"""

from __future__ import annotations

import re
from typing import Any

from gm_tool.core.kit.diagnostics import Severity
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading import habits
from gm_tool.core.kit.reading.forum import Line
from gm_tool.core.kit.reading.sections import EMPTY, Heading, Item
from gm_tool.core.kit.reading.talk import HEDGE as _HEDGE, HYPOTHETICAL_END as _HYPOTHETICAL_END

from gm_tool.games.colonies.posts.context import PostContext
from gm_tool.core.kit.reading.sentences import MORE_HEDGE, predicate_number, undecided_between


MAX_SEARCH_WORDS = 16


# "and", "then", ";" before a second order on the line
_JOIN = compile_later(r"\s*(?:;|,?\s+(?:and|then|plus|also|&)\b|,|(?<=[^\d\s.])[.!](?=\s))\s*", re.IGNORECASE)
_ARTICLES = compile_later(r"^(?:(?:a|an|the|one|my|also|i'll|i\s+will|then|and|take|do|so|but|instead)\s+)+",
                          re.IGNORECASE)


#: sections whose handler reads its whole line ("max credits", "as first player I go with YES")
WHOLE_LINE = frozenset({"income", "production", "tie", "yes", "no"})


def section_of(table: Any, key: str) -> str:
    parent = table.sections[key].parent
    return parent or key


def run_handler(table: Any, ctx: PostContext, line: Line, h: Heading, full: str | None = None) -> str:
    if h.misspelt:
        name = table.title(h.subsection or h.section)
        ctx.diag("col.post.misspelt_section", f'"{line.text}": read "{h.written}" as "{name}"',
                 line.number, hint=f'did you mean "{name}"?', severity=Severity.WARNING)
    section = table.sections[h.section]
    if section.parent is not None:
        section = table.sections[section.parent]
    text = full if full is not None and section.key in WHOLE_LINE else h.rest
    item = Item(line, text, h.subsection, False, True, section.key)
    ctx.current = section.key
    status = section.read(ctx, table.prepare(ctx, item))
    if status in ("ok", EMPTY):
        ctx.mark_read(line.number, line.text)
    return status


def find_orders(table: Any, ctx: PostContext, text: str):
    """The headings of orders on the line, first to last, each with the words of chatter
    before it (a generator: the caller takes the next when one does not read)."""
    h = table.heading(text)
    if h is not None:
        yield h, []
    words = text.split()
    if words:
        first_cands = _candidates(text)[1:]
        found = None
        table._exact_only = True
        try:
            for cand in first_cands:
                found = table.heading(cand)
                if found is not None:
                    break
        finally:
            table._exact_only = False
        if found is not None:
            yield found, []
        # "upgarde influence": a typo of a verb as the first word (after intent)
        rest = habits.strip_intent(text)
        first, _, tail = rest.partition(" ")
        core = first.strip(":,.;-").lower()
        if len(core) >= 5 and core.isalpha() and core not in habits.CHATTER_WORDS \
                and core not in _NOT_A_TYPO and not ctx.words.exact(core):
            typo = table.fuzzy(core)
            if typo is not None and typo[2][:1] == core[:1]:
                yield Heading(typo[0], typo[1], tail, first, misspelt=typo[2]), []
        lead = 0
        while lead < min(len(words) - 1, 3) and words[lead].lower().strip(":,.;!-") in _LEAD_CHATTER:
            lead += 1         # "ok sel 1 purple pls": the typo after a word of chatter
        first, _, tail = (rest if not lead else " ".join(words[lead:])).partition(" ")
        short_typo = _short_verb_typo(table, ctx, first.strip(":,.;-").lower(), tail)
        if short_typo is not None:
            yield Heading(short_typo[0], short_typo[1], tail, first, misspelt=short_typo[2]), words[:lead]
    starts = first_words(table)
    for k in range(1, min(len(words), MAX_SEARCH_WORDS)):
        if not _could_start(words[k]):
            continue
        w = words[k].lower().strip(":,.;!?*-")
        if not (w in starts or w in _INTENT_WORDS or (w[:1].isdigit() and table.credits_line)
                or habits.verb_base(w, starts) is not None):
            continue
        if w[:1].isdigit() and predicate_number(words[:k]):
            continue          # "Selling is going to be 2 € at best": talk, not the choice
        rest = " ".join(words[k:])
        before = " ".join(words[:k])
        if _other_player(ctx, words[k - 1]) and words[k - 1][-1:].isalpha() \
                and habits.verb_base(w, _HEADING_VERBS) not in (None, w):
            continue          # "Ha, Wren dumping my red on me": what another player does
        negated_before = _HYPOTHETICAL_END.search(before) is not None
        table._exact_only = True
        try:
            found = None
            for cand in _candidates(rest):
                found = table.heading(cand)
                if found is not None:
                    break
        finally:
            table._exact_only = False
        if found is not None:
            if negated_before and section_of(table, found.section) not in WHOLE_LINE:
                continue      # "I'd hunt ... but", "Can't negotiate": not what the player does
            yield found, words[:k]


def about_another(ctx: PostContext, words: list[str]) -> bool:
    """Chatter before the order that says what another player does ("Bartek sells his yellow,
    so I hunt ..."): a player's name followed by a verb form."""
    for k in range(len(words) - 1):
        w = words[k + 1].lower().strip(",.:;!?")
        if _other_player(ctx, words[k]) and words[k][-1:].isalpha() \
                and habits.verb_base(w, _HEADING_VERBS) not in (None, w):
            return True
    return False


def _other_player(ctx: PostContext, word: str) -> bool:
    """A word that is another player's name (the subject of the verb after it)."""
    from gm_tool.core.kit.matching import fold

    w = fold(word).strip(",.:;!?'")
    mine = set(fold(ctx.player).split())
    return bool(w) and w in ctx.words.names and w not in mine


_TECH_NAMES = frozenset({"community", "military", "commerce", "influence", "industry"})
_NOT_A_TYPO = frozenset({"action", "actions", "turn", "post", "round", "card", "vote", "votes",
                         "hello", "thanks", "sorry", "please", "alright", "anyway"})


_INTENT_WORDS = frozenset({"i", "i'll", "ill", "i'm", "im", "gonna", "going", "let", "let's", "lets",
                           "lemme", "i'd", "we", "will", "want", "wanna", "then", "so", "and",
                           "my", "the", "to", "action", "ok", "okay"})


def first_words(table: Any) -> frozenset[str]:
    """The first words of the table's heading spellings (where an order can start)."""
    cached = getattr(table, "first_words", None)
    if cached is None:
        from gm_tool.core.kit.matching import fold

        cached = frozenset(fold(sp).split()[0] for sp in table.headings.table if sp.split())
        table.first_words = cached
    return cached


def find_order(table: Any, ctx: PostContext, text: str) -> tuple[Heading, list[str]] | None:
    """The heading of the order on the line, and the words of chatter before it."""
    return next(find_orders(table, ctx, text), None)



#: "Next round maybe a trade deal.": a sentence of plans for a later round, with no figure
_PLAN_SENTENCE = compile_later(r"^\W*(?:(?:and|then|but|so)\s+)?(?:(?:maybe|perhaps|probably)\s+)?"
                               r"(?:next\s+(?:round|turn|time)|later|tomorrow|eventually|in\s+the\s+future)\b",
                               re.IGNORECASE)


def _without_plans(text: str) -> str:
    """The text without its sentences of plans for later: their "maybe" is no doubt about the
    order given now."""
    sentences = re.split(r"(?<=[.!])\s+(?=\S)", text)
    kept = [s for s in sentences if not (_PLAN_SENTENCE.match(s) and not re.search(r"\d", s))]
    return " ".join(kept) if kept else text


def hedged(ctx: PostContext, line: Line, text: str) -> None:
    text, said = _without_plans(text), _without_plans(line.text)
    m = _HEDGE.search(text) or MORE_HEDGE.search(text) or _offered_other(ctx, said)
    last = re.split(r"(?<=[.!;])\s+|\(", said.strip())[-1] if m is None else ""
    if m is None and ctx.step in ("actions", "effects") and re.search(r"\d[^?]*\?+\W*$", last) \
            and not re.match(r"\W*(?:is|are|can|could|does|do|did|should|will|would|anyone|any|what|how|who|"
                             r"why|when|where|which|am|right|ok|okay)\b", last, re.IGNORECASE) \
            and not re.search(r"\b(?:right|correct|yes|no|ok|okay|yeah|eh|i\s+think|i\s+guess)\s*\?+\W*$", last,
                              re.IGNORECASE):
        # "hunt 3 from Ines's purple route?": an order asked, not given
        ctx.diag("col.post.unsure", f'"{line.text}": it ends with a question mark — is this your '
                 "decision? please confirm the order", line.number,
                 hint="post the order without the '?' (the new post replaces this one)")
        return
    if m is None:
        return
    ctx.diag("col.post.unsure", f'"{line.text}": "{m.group(0)}" — is this your decision? please '
             "confirm the one order you mean", line.number,
             hint="post the order alone (the new post replaces this one)")




def _offered_other(ctx: PostContext, raw: str) -> re.Match | None:
    """A second choice offered beside the one read, without choosing ("tie yes i guess?? or no
    idk", "2 credits, or 1 maybe, not sure"): the line's "or" with a word of doubt (the kit's
    undecided_between), or at a tie the other side after "or"."""
    if ctx.step == "tie":
        m = re.search(r"\bor\s+(?:yes|no|aye|nay)\b", raw, re.IGNORECASE)
        if m is not None:
            return m
    if undecided_between(raw):
        return re.search(r"\bor\b.{0,30}", raw, re.IGNORECASE)
    return None


def _could_start(word: str) -> bool:
    return bool(word) and (word[0].isalnum() or word[0] in "+-")


def _candidates(text: str) -> list[str]:
    out = [text]
    stripped = habits.strip_intent(text)
    if stripped != text:
        out.append(stripped)
    for cand in list(out):
        first, _, rest = cand.partition(" ")
        core = first.rstrip(":,.;-")
        from gm_tool.games.colonies.posts.gamewords import VERBS

        base = habits.verb_base(core, VERBS | _HEADING_VERBS)
        if base is not None and base != core.lower():
            out.append(base + first[len(core):] + (" " + rest if rest else ""))
    return out


_HEADING_VERBS = frozenset({"sell", "hunt", "negotiate", "upgrade", "produce", "pass", "take",
                            "gain", "lose", "discard", "place", "downgrade", "research", "drop",
                            "ditch", "toss", "sacrifice",
                            "develop", "reject", "refuse", "adjust", "catch", "give", "get",
                            "receive", "deport", "decide", "dump", "skip"})


def split_orders(table: Any, heading: Heading) -> list[Heading]:
    """Two orders on one line ("4 € and a military action", "pass; upkeep: police red"): the
    heading split where a different section's heading follows "and", "then", ";" or ","."""
    rest = heading.rest
    if not rest:
        return [heading]
    if re.match(r"(?:and|then|plus|also|&)\b", rest, re.IGNORECASE):
        rest = ", " + rest
    table._exact_only = True
    try:
        for m in _JOIN.finditer(rest):
            after = rest[m.end():]
            if not after:
                continue
            after = _ARTICLES.sub("", after)
            for cand in _candidates(after):
                h = table.heading(cand)
                if h is None or h.section == heading.section:
                    continue
                if heading.section in ("upgrade", "free_upgrade", "downgrade") and \
                        h.written.lower().strip(":,.") in _TECH_NAMES:
                    continue      # "upgrade commerce and influence": a second technology
                if h.section == "credits" and heading.section in ("upgrade", "commerce", "military",
                                                                  "community", "influence", "industry"):
                    continue      # "2 blue (1 bought, 3 €)": a price of the order, not 4 €
                if table.sections[h.section].parent == heading.section:
                    continue
                first = Heading(heading.section, heading.subsection, rest[:m.start()].strip(),
                                heading.written, heading.misspelt)
                return [first, *split_orders(table, h)]
    finally:
        table._exact_only = False
    return [heading]


#: words of chatter that may open a line before a short typo of a verb ("ok sel 1 purple")
_LEAD_CHATTER = frozenset({"ok", "okay", "k", "so", "then", "and", "alright", "right", "fine", "well",
                           "hmm", "um", "uh", "oh", "yeah", "yep", "now", "also", "ill", "i'll", "i"})


def _one_edit(a: str, b: str) -> bool:
    """`a` and `b` differ by one letter added, dropped, changed, or two neighbours swapped."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [k for k in range(len(a)) if a[k] != b[k]]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1
                                  and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]])
    longer, shorter = (a, b) if len(a) > len(b) else (b, a)
    return any(longer[:k] + longer[k + 1:] == shorter for k in range(len(longer)))


def _short_verb_typo(table: Any, ctx: PostContext, core: str, tail: str) -> tuple[str, str | None, str] | None:
    """"sel 2 yellow", "hnut 1 from Bob's red route": a short verb (three or four letters) one
    letter off one heading verb of four letters or more, with its first letter, at the start of
    the line and followed by an amount: (section, subsection, the verb), else None. A word of the
    game or of chatter, or a typo two verbs are as close to, is no typo."""
    if not 3 <= len(core) <= 4 or not core.isalpha() or not re.match(r"\s*\d", tail) \
            or core in habits.CHATTER_WORDS or core in _NOT_A_TYPO or ctx.words.exact(core) \
            or table.lookup(core) is not None:
        return None
    if core in _WORDS_NOT_TYPOS:
        return None
    close = [w for w in first_words(table) if len(w) >= 4 and w[:1] == core[:1] and w.isalpha()
             and _one_edit(core, w) and table.lookup(w) is not None]
    if len({table.lookup(w) for w in close}) != 1:
        return None           # ("sels": sell and sells, one section; none or two: no typo)
    return (*table.lookup(close[0]), close[0])


#: English words one letter off a heading verb: "past 2 turns", "here 2 ...", "slip"
_WORDS_NOT_TYPOS = frozenset({"here", "past", "last", "less", "self", "tell", "well", "sent", "hint", "hurt",
                              "pays", "slip", "tree", "peek", "dumb", "damp", "tale", "tame", "tape", "pear",
                              "perk", "fire", "five", "hire", "gave", "live", "love", "dove", "mess", "cast",
                              "case", "cake", "hunk", "sale", "sole", "seal", "sold", "tied", "tide", "drip",
                              "trip", "crop", "grab", "gran", "vote"})
