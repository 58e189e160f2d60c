"""The secret inputs, sent by private message (`gm choose NAME PLAYER "..."`):

- the council vote: "yes", "no", "no, 3 yellow", "yes 2 blue 1 red", "Yes! spending 2 energy"
  -> canonical "yes" / "no, 3 yellow" (the commitment is taken over it);
- a card for the event deck: its name ("Immigration", a close typo too), its number ("#5",
  "card 5"), or its place in the hand ("hand 2") -> canonical "hand 2": the revealed choice then
  says nothing about which card it was (the hand's order is known to its player only).

Problems are GmErrors (the GM sees them, not the thread), each saying what a good input is.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from typing import Any

from gm_tool.core.kit.errors import GmError
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.matching import fold, similar
from gm_tool.core.kit.reading.vocabulary import Vocabulary

from gm_tool.games.colonies.rules.board import board_of
from gm_tool.core.kit.reading.sentences import self_doubt_out, vague_amount
from gm_tool.core.kit.reading.talk import CORRECTION as _CORRECTION
from gm_tool.core.kit.reading.talk import DECISION as _DECISION
from gm_tool.games.colonies.actions import DeckPick, Vote
from gm_tool.games.colonies.posts.phrases import (COLOURS, CREDIT_WORDS, NUMBER_WORDS, TYPOS, WORDS, Names, amounts, colour_at, merge,
                      number_at, tokens)

# the sides as words.toml spells them ("ja", "nope"), and the one-letter and verb forms of a PM
_YES = frozenset(WORDS["sections"]["yes"]) | {"y", "adopt"}
_NO = frozenset(WORDS["sections"]["no"]) | {"n", "against"}
_FILLER = frozenset({"vote", "votes", "i", "card", "spend", "spending", "spent", "with", "and",
                     "plus", "bid", "place", "placing", "my", "on", "it", "resources", "resource",
                     "extra", "nothing", "else", "more", "the", "free", "only", "of", "a"})


_INLINE_EDIT = compile_later(r"(?<=[.!;,)])\s+(?=(?:edit(?:ed)?|update)\b\s*\d*\s*[:\u2013\u2014-])", re.IGNORECASE)


def _habits(text: str) -> str:
    """A private message read past its habits: quotes and markup, smileys, abbreviations, spaced
    dashes as separators ("NO – 1 green" is no and 1 green, never -1), money signs."""
    from gm_tool.core.kit.reading import habits, read

    lines = [line.text for line in read(text)] or [str(text or "")]
    out = []
    for line in lines:
        edit = habits.edit_marker(line)
        out.append(habits.habitual(line if edit is None else edit, money="credits", dash_sep=", "))
    # "(6 total, unless I miscounted)": the voter's doubt is talk, the figures stay checked
    return " ; ".join(self_doubt_out(x)[0] for x in out if x)


#: "all in", "everything I have", "all my resources": every resource, none named
_ALL_IN = compile_later(r"\b(?:all[\s-]+in|everything|all\s+(?:i\s+(?:have|got)|my\s+(?:resources|stuff|cubes|goods))|"
                        r"every\s+(?:resource|cube)|the\s+lot)\b", re.IGNORECASE)

#: "all my red on it (5)": the bracket holds the count of the "all my X" before it
_ALL_THEN_COUNT = compile_later(r"(\ball\s+(?:of\s+)?(?:my|the)\s+[a-z]+(?:\s+[a-z]+){0,3}?)\s*(?:\(\s*(\d+)(?:\s+(?:of\s+"
                                r"(?:them|'?em|those)|total|in\s+total|in\s+all))?\s*\)|,\s*(\d+)\s+(?:of\s+(?:them|'?em|"
                                r"those)|total|in\s+total|in\s+all)\b)", re.IGNORECASE)
#: "every red I have", "all the red I've got": all my red
_EVERY_I_HAVE = compile_later(r"\b(?:every(?:thing)?|all\s+(?:the|of\s+the))\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:that\s+)?i\s*(?:have|'ve\s+got|got|own|hold)\b",
                              re.IGNORECASE)

_VOTE_WORDS = frozenset({"votes", "vote", "total", "in", "all", "influence", "free", "level",
                         "makes", "making", "for", "so", "that's", "thats", "=", "equals"})


_HEDGES = frozenset({"abstain", "abstaining", "whichever", "maybe", "either", "dunno", "idk",
                     "undecided", "leaning", "perhaps", "unsure"})
_COLONISTS = frozenset({"colonist", "colonists", "settlers", "col", "cols"})


def card_titles(state: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The yes and no proposals' titles of the card voted on ("Volunteer", "Filibuster"), folded
    words each."""
    board = board_of(state)
    card = board.cards.get(state.get("card"))
    if card is None:
        return [], []

    def words(title: str) -> list[str]:
        return [w for w in re.findall(r"[a-z]+", fold(title)) if w]

    return words(card.yes_title), words(card.no_title)


def _span(words: list[str], phrase: list[str]) -> tuple[int, int] | None:
    """Where `phrase` (a proposal's title) first stands in `words`, or None."""
    if not phrase:
        return None
    # only where its first word stands (a slice at every word of a long message was the
    # message's length times the title's)
    first, size = phrase[0], len(phrase)
    i = -1
    while True:
        try:
            i = words.index(first, i + 1, len(words) - size + 1)
        except ValueError:
            return None
        if words[i:i + size] == phrase:
            return i, i + size


def _side_positions(toks, yes_title, no_title, words) -> list[tuple[int, str]]:
    out = []
    for i, t in enumerate(toks):
        if t.kind == "word" and t.value in _YES:
            out.append((i, "yes"))
        elif t.kind == "word" and t.value in _NO:
            out.append((i, "no"))
    for side, title in (("yes", yes_title), ("no", no_title)):
        at = _span(words, title)
        if at is not None:
            out.append((at[0], side))
    return sorted(out)


_ADDED = compile_later(r"^\W*(?:and|plus)\b|\b(?:also|too|as\s+well|more|extra|another|on\s+top)\b", re.IGNORECASE)
_AMOUNT = compile_later(r"\b\d+\s+(?:of\s+)?(?:the\s+|my\s+)?([a-z]+)", re.IGNORECASE)


def _whole_vote(text: str, names, yes_title, no_title, side: bool = True) -> bool:
    """Whether `text` (what follows a correction) is a whole vote: a side and a resource counted
    (with `side` false: a resource counted and no side)."""
    toks = tokens(habits_text(text), names)
    words = [t.value if t.kind == "word" else "" for t in toks]
    if len({side for _, side in _side_positions(toks, yes_title, no_title, words)}) != (1 if side else 0):
        return False
    return any(t.kind == "num" and colour_at(toks, i + 1) is not None
               for i, t in enumerate(toks[:-1]))


def _tok_start(text: str, toks, i: int) -> int:
    """Where token i starts in `text` (approximately: the n-th occurrence of its text)."""
    pos = 0
    low = text.lower()
    for k, t in enumerate(toks[:i + 1]):
        found = low.find(str(t.text).lower(), pos)
        if found < 0:
            return pos
        pos = found + (len(str(t.text)) if k < i else 0)
    return pos


# (at most 8 more: a list of colours is short, and a bound keeps a long list of words linear)
_EACH_LIST = r"((?:[a-z]+(?:\s+goods)?)(?:\s*(?:,|&|\band\b)\s*[a-z]+(?:\s+goods)?){1,8})"
_EACH_OF = compile_later(r"\b(\d+)\s+each\s+of\s+" + _EACH_LIST, re.IGNORECASE)
_EACH_AFTER = compile_later(r"(?<![\d\w])" + _EACH_LIST + r"\s*,?\s+(\d+)\s+each\b", re.IGNORECASE)


def _each_after(m: re.Match) -> str:
    """"no, blue and green, 1 each" -> "no, 1 blue, 1 green": only the colours of the list."""
    parts = [c.strip() for c in re.split(r"\s*(?:,|&|\band\b)\s*", m.group(1)) if c.strip()]
    k = len(parts)
    while k and COLOURS.get(parts[k - 1].lower()) is not None:
        k -= 1
    if k == len(parts):
        return m.group(0)
    return ", ".join(parts[:k] + [f"{m.group(2)} {c}" for c in parts[k:]])


@dataclass
class _Ballot:
    """A vote's message as tokens, read piece by piece: `used` the tokens read, `found` the
    resources placed, `shown` the message as the GM's errors quote it."""
    state: dict[str, Any]
    player: str
    shown: str
    toks: list
    used: set[int] = field(default_factory=set)
    found: list = field(default_factory=list)
    earlier: list = field(default_factory=list)    # figures said before the total ("so 4, 5 votes")


def read_vote(state: dict[str, Any], player: str, text: str) -> Vote:
    """A council vote from a private message: the side (yes/no, aye/nay, or the title of the
    proposal: "Volunteer", "Filibuster") and the resources placed ("2 green", "1 of each", "all
    my green", "2 of the red"); a total of votes written ("4 votes", "that's 4 with my free
    vote") is checked. Credits or colonists on the card, both sides, no side, or a hedge
    ("abstain", "whichever") are asked."""
    names = Names({p: c for p, c in state["planets"].items()})
    lines = _message_lines(str(text or ""))
    shown = " / ".join(lines) or str(text or "").strip()
    yes_title, no_title = card_titles(state)
    message = _after_corrections(_remarks_out(lines), names, yes_title, no_title)
    work = _all_but(state["stock"][player], player, shown, _vote_work(message))
    toks = tokens(work, names)
    words = [t.value if t.kind == "word" else "" for t in toks]
    ballot = _Ballot(state, player, shown, toks)
    sides = _vote_sides(ballot, work, names, yes_title, no_title)
    hedges = [w for w in words if w in _HEDGES]
    _amount_left_open(player, shown, work, sides, hedges)
    if hedges:
        raise GmError(f"{player}'s vote {shown!r} does not choose a side ({hedges[0]!r})",
                      "ask the player: every vote goes on the yes card or the no card")
    if len(set(sides)) != 1:
        what = "both yes and no" if len(set(sides)) > 1 else "no side"
        raise GmError(f"cannot read {shown!r} as a vote: it says {what}",
                      "e.g. 'yes', 'no', or 'no, 3 yellow' (the resources placed on the card)")
    TYPOS.clear()
    ballot.found, at = amounts(toks, allow_bare=False)
    TYPOS.clear()
    ballot.used |= at
    _own_planet_said(ballot)
    _each_and_all(ballot)
    _my_colour(ballot)
    _all_counted(ballot)
    claimed, claimed_resources, breakdown = _vote_totals(ballot)
    _refuse_unplaceable(ballot)
    spend = merge(ballot.found, tuple(state["board"]["ring"]))
    _check_spend(ballot, spend, claimed, claimed_resources, breakdown)
    return Vote(sides[0], spend)


def _own_planet_said(ballot: _Ballot) -> None:
    """"Euterpe spends 1 of each other colour": the voter's own planet named for "I", never a
    resource placed (a count before it would make it one)."""
    colour = ballot.state["planets"].get(ballot.player)
    planet = str(ballot.state["board"]["planets"].get(colour, {}).get("planet", "")).lower()
    for i, t in enumerate(ballot.toks):
        if t.kind == "word" and str(t.value) == planet and i not in ballot.used \
                and not (i and number_at(ballot.toks, i - 1) is not None):
            ballot.used.add(i)


#: "all but 2 of my yellow", "all my yellow except one": every X held less that many
_ALL_BUT = compile_later(r"\ball\s+but\s+(?P<n>\d+|[a-z]+)\s+(?:of\s+)?(?:my\s+|the\s+)?(?P<c>[a-z]+(?:\s+goods)?)\b|"
                         r"\ball\s+(?:of\s+)?(?:my|the)\s+(?P<c2>[a-z]+(?:\s+goods)?)\s+(?:but|except(?:\s+for)?|minus|"
                         r"save|bar|less)\s+(?P<n2>\d+|[a-z]+)\b(?P<rest>\s*(?:of\s+(?:them|'?em|those))?\s*[a-z]*)",
                         re.IGNORECASE)


def _all_but(stock: dict[str, int], player: str, shown: str, work: str) -> str:
    """"no, all but 2 of my yellow" -> "no, 5 yellow" (7 held): the count a GM works out; a
    count not below the X held is asked."""
    def counted(m: re.Match) -> str:
        word = m.group("n") or m.group("n2")
        n = int(word) if word.isdigit() else NUMBER_WORDS.get(word.lower())
        colour = COLOURS.get((m.group("c") or m.group("c2")).lower())
        rest = (m.group("rest") or "").strip().lower()
        if n is None or colour is None or (rest and rest.split()[0] != "of" and COLOURS.get(rest) != colour):
            return m.group(0)
        held = stock.get(colour, 0)
        if n >= held:
            raise GmError(f"{player}'s vote {shown!r} places all but {n} {colour}: {player} holds {held} {colour}",
                          "ask the player how many they place")
        return f"{held - n} {colour}"
    return _ALL_BUT.sub(counted, work)


#: "2 green or maybe 3", "2 or 3 green", "maybe 3 red": the number of resources left open
_OPEN_AMOUNT = compile_later(
    r"\b(?P<a>\d+)\s*(?:[a-z]+\s+)?(?:or|/)\s*(?:maybe\s+|perhaps\s+|possibly\s+|even\s+)?(?P<b>\d+)\b|"
    r"\b(?:maybe|perhaps|possibly)\s+(?P<c>\d+)\b", re.IGNORECASE)


def _amount_left_open(player: str, shown: str, work: str, sides: list, hedges: list) -> None:
    """"no, 2 green or maybe 3, depends what Ade does": the side is chosen but the amount is
    left open: asked as such (not as a side left open)."""
    if not hedges or len(set(sides)) != 1 or set(hedges) - {"maybe", "perhaps", "possibly", "either"}:
        return
    m = _OPEN_AMOUNT.search(work)
    if m is None:
        return
    said = f"{m.group('a')} or {m.group('b')}" if m.group("a") else f"maybe {m.group('c')}"
    raise GmError(f"{player}'s vote {shown!r} chooses {sides[0]} but leaves the amount open ({said}): "
                  "how many resources go on the card?",
                  "ask the player for one number of each resource placed")


#: "all in on purple", "going all-in with my red": all my X
_ALL_IN_ON = compile_later(r"\ball[\s-]+in\s+(?:on|with)\s+(?:my\s+|the\s+)?([a-z]+)\b", re.IGNORECASE)
#: "both my blue", "both of the red": 2 of them
#: (never "both blue and green": two colours)
_BOTH = compile_later(r"\bboth\s+(?:of\s+)?(?:my\s+|the\s+)?([a-z]+)\b(?!\s*(?:and|&|,|\+|/|or)\s*[a-z])",
                      re.IGNORECASE)
#: "All purple (5)": the count of "all X" in brackets (with "my", _ALL_THEN_COUNT reads it)
_ALL_BARE_COUNT = compile_later(r"\ball\s+([a-z]+)\s*\(\s*(\d+)\s*\)", re.IGNORECASE)
#: "3 red (3)": a count said again in brackets
_COUNT_TWICE = compile_later(r"\b(\d+)(\s+[a-z]+)\s*\(\s*(\d+)\s*\)", re.IGNORECASE)


def _sub_with(word: str, pattern, repl, text: str) -> str:
    """`pattern.sub(repl, text)`, skipped when `text` lacks `word`, a word every match of the
    pattern spells out (in any case): a long line of other words is not tried at every word.
    (`word` has no "i" or "s": no other letter matches them in a case-blind pattern.)"""
    if word not in text.lower():
        return text
    return pattern.sub(repl, text)


def _colour_phrases(line: str) -> str:
    """The ways of saying how many of a colour that name no figure or say it twice: "all in on
    purple" is all my purple, "both my blue" 2 blue, "All purple (5)" all my purple with its
    count (checked), "2 blue (2)" 2 blue."""
    def colour(word: str) -> bool:
        return COLOURS.get(word.lower()) is not None

    line = _sub_with("all", _ALL_IN_ON, lambda m: "all my " + m.group(1) if colour(m.group(1)) else m.group(0),
                     line)
    line = _sub_with("both", _BOTH, lambda m: "2 " + m.group(1) if colour(m.group(1)) else m.group(0), line)
    line = _sub_with("all", _ALL_BARE_COUNT, lambda m: f"all my {m.group(1)} ({m.group(2)})"
                     if colour(m.group(1)) else m.group(0), line)
    return _sub_with("(", _COUNT_TWICE, lambda m: m.group(1) + m.group(2) if colour(m.group(2).strip())
                     and m.group(1) == m.group(3) else m.group(0), line)


def _remarks_out(lines: list[str]) -> str:
    """The message's lines as one, past its remarks: remarks without a resource or a figure are
    chatter ("(Hoping to get an industry action)"); "all my red on it (5)": a bare count in
    brackets after "all my X" is that count, checked."""
    kept = []
    for line in lines:
        if "every" in line.lower() or "all" in line.lower():
            line = _EVERY_I_HAVE.sub(lambda m: "all my " + m.group(1), line)
        line = _colour_phrases(line)
        line = _sub_with("all", _ALL_THEN_COUNT, lambda m: m.group(1) + " all " + (m.group(2) or m.group(3)) + (
            " , " if re.match(r"\s*[.!,;\u2013\u2014-]", m.string[m.end():]) else " "), line)
        line = re.sub(r"\(([^()]*)\)", lambda m: (" " + m.group(1) + " ") if re.search(r"\d", m.group(1))
                      else " ", line)
        kept.append(line)
    return " ; ".join(kept)


_NO_OF_CORRECTION = compile_later(r"(?i)^\s*no\b[\s,.!:;-]*(?=\d|(?:make\s+(?:it|that)|just|only|i\s+mean|"
                                  r"actually|rather)\b)")


_WAIT_NO = compile_later(r"(?i)\bwait[\s,.!]*no\b[\s,.!:;-]*(?=\d|(?:make\s+(?:it|that)|just|only|i\s+mean|rather)\b)")


def _after_corrections(message: str, names, yes_title, no_title) -> str:
    """"no, and I spend all 17 energy / actually just 10": the later figure replaces the
    earlier; a vote or its resources said again after a correction replace those before it."""
    parts = _CORRECTION.split(message)
    if len(parts) > 1 and _WAIT_NO.search(message):
        # "yes, 1 green, wait no 2 green": the "no" after "wait" is the correction's, not the side
        # (a side said again is written out: "wait no. NO, 2 yellow")
        parts[-1] = _NO_OF_CORRECTION.sub("", parts[-1], count=1)
    if len(parts) > 1 and _whole_vote(parts[-1], names, yes_title, no_title) and not _ADDED.search(parts[-1]):
        # "yes - 2 blue / wait no. NO, 2 blue": the vote said again in full after the correction
        # replaces the one before it (its resources too, never added to them)
        message, parts = parts[-1], [parts[-1]]
    elif len(parts) > 1 and _whole_vote(parts[-1], names, yes_title, no_title, side=False) \
            and not _ADDED.search(parts[-1]):
        # "yes 2 blue / actually make it 3 blue": the resources said again after the correction
        # replace those before it; the side stays
        earlier = " ".join(parts[:-1])
        kept = _AMOUNT.sub(lambda m: " " if COLOURS.get(m.group(1).lower()) is not None else m.group(0), earlier)
        message, parts = kept + " ; " + parts[-1], [kept + " ; " + parts[-1]]
    if len(parts) > 1:
        later = parts[-1]
        nums = re.findall(r"\b\d+\b", later)
        if len(nums) == 1 and not re.search(r"[a-z]{3,}", re.sub(r"\b(?:just|only|make|it|that|then|instead|"
                                                                r"please|sorry|votes?)\b", "", later.lower())):
            earlier = " ".join(parts[:-1])
            counts = list(re.finditer(r"\b(\d+)(\s+(?:of\s+)?(?:the\s+|my\s+)?[a-z])", earlier))
            if len(counts) == 1:
                m = counts[0]
                message = earlier[:m.start(1)] + nums[0] + earlier[m.end(1):]
    return message


#: "2 of the red": 2 red
_COUNT_OF = compile_later(r"\b(\d+)\s+of\s+(?:the\s+|my\s+)?(?=[a-z])(?!each\b)", re.IGNORECASE)


def _vote_work(message: str) -> str:
    """The message with its counts in one shape: "x2 red" is "2 red", "1 each of blue & green"
    and "blue and green, 1 each" that many of every colour named, "2 of the red" is "2 red"."""
    work = re.sub(r"(?<![\w])[x\u00d7*]\s?(\d+)\s+(?=[a-z])", r"\1 ", message, flags=re.IGNORECASE)
    work = habits_text(work)
    work = _sub_with("each", _EACH_OF, lambda m: ", ".join(f"{m.group(1)} {c.strip()}" for c in
                     re.split(r"\s*(?:,|&|\band\b)\s*", m.group(2)) if c.strip()), work)
    work = _sub_with("each", _EACH_AFTER, _each_after, work)
    return _sub_with("of", _COUNT_OF, r"\1 ", work)


def _vote_sides(ballot: _Ballot, work: str, names, yes_title, no_title) -> list[str]:
    """The sides the message says (yes/no words and the proposals' titles); when it says both,
    the one of its decision: before a reason, past alternatives weighed, in its last sentence
    that states one, or after a correction."""
    toks, used = ballot.toks, ballot.used
    words = [t.value if t.kind == "word" else "" for t in toks]
    sides = []
    for i, t in enumerate(toks):
        if t.kind == "word" and t.value in _YES:
            sides.append("yes")
            used.add(i)
        elif t.kind == "word" and t.value in _NO and not (i + 1 < len(toks) and toks[i + 1].kind == "word"
                                                          and toks[i + 1].value in ("one", "more", "idea", "resources",
                                                                                    "resource", "extra", "bids",
                                                                                    "bid", "spending", "cubes",
                                                                                    "goods", "extras")):
            sides.append("no")
            used.add(i)
    for side, title in (("yes", yes_title), ("no", no_title)):
        at = _span(words, title)
        if at is not None:
            sides.append(side)
            used.update(range(*at))
    if len(set(sides)) > 1:
        # "I vote no because yes just hands Marguerite a free action": the reason is not a side
        first = re.split(r"\b(?:because|since|cause|coz|cuz|as\s+otherwise)\b", work, maxsplit=1, flags=re.IGNORECASE)[0]
        ftoks = tokens(first, names)
        fwords = [t.value if t.kind == "word" else "" for t in ftoks]
        fsides = {side for _, side in _side_positions(ftoks, yes_title, no_title, fwords)}
        if len(fsides) == 1 and len(first) < len(work):
            sides = [next(iter(fsides))]
    if len(set(sides)) > 1:
        # "hmm yes or no... so yes": the alternatives weighed are not a side
        weighed = set()
        for i in range(len(toks) - 2):
            if toks[i].value in _YES | _NO and toks[i + 1].value == "or" and toks[i + 2].value in _YES | _NO:
                weighed.update({i, i + 2})
        if weighed:
            rest = [side for i, side in _side_positions(toks, yes_title, no_title, words) if i not in weighed]
            if len(set(rest)) == 1:
                sides = rest
                used |= weighed
    if len(set(sides)) > 1:
        sides = _last_sentence_side(work, names, yes_title, no_title) or sides
    if len(set(sides)) > 1:
        # "yes... no wait, NO. with 1 yellow": the side after the correction
        m = list(_CORRECTION.finditer(work))
        if m:
            cut = m[-1].end()
            later = [side for i, side in _side_positions(toks, yes_title, no_title, words)
                     if _tok_start(work, toks, i) >= cut]
            if len(set(later)) == 1:
                sides = later
    return sides


def _last_sentence_side(work: str, names, yes_title, no_title) -> list[str] | None:
    """"hmm ... they'd take my colonists on Deport, so yes. yes w/ 1 red. final answer": the
    side of the last sentence that states one, when that sentence states only one."""
    pieces = [p for p in re.split(r"[.!?;]+", work) if p.strip()]
    for piece in reversed(pieces):
        ptoks = tokens(piece, names)
        pwords = [t.value if t.kind == "word" else "" for t in ptoks]
        found_sides = {side for _, side in _side_positions(ptoks, yes_title, no_title, pwords)}
        if len(found_sides) == 1 and len(pieces) > 1:
            return [next(iter(found_sides))]
        if found_sides:
            return None
    return None


def _each_and_all(ballot: _Ballot) -> None:
    """"1 of each (other colour)": that many of every colour of the ring; "all my red": every
    red held."""
    toks, used, found = ballot.toks, ballot.used, ballot.found
    stock = ballot.state["stock"][ballot.player]
    ring = tuple(ballot.state["board"]["ring"])
    counted = list(found)     # the resources written with a count ("7 yellow")
    for i, t in enumerate(toks):
        if t.kind == "word" and t.value in ("each", "every") and i and toks[i - 1].value == "of":
            n = number_at(toks, i - 2) if i >= 2 else 1
            n = 1 if n is None else n
            # "1 of each other colour": the voter's own colour left out
            others = i + 1 < len(toks) and toks[i + 1].kind == "word" and toks[i + 1].value in ("other", "others")
            own = ballot.state["planets"].get(ballot.player)
            found.extend((c, n) for c in ring if c != "" and not (others and c == own))
            used.update(j for j in (i - 2, i - 1, i) if j >= 0)
            if others:
                used.update(j for j in range(i + 1, min(i + 3, len(toks))) if toks[j].kind == "word"
                            and toks[j].value in ("other", "others", "colour", "colours", "color", "colors",
                                                  "resource", "resources"))
        if t.kind == "word" and t.value == "all" and i + 1 < len(toks):
            j = i + 1
            if toks[j].kind == "word" and toks[j].value in ("my", "the", "of"):
                j += 1
            if j < len(toks) and toks[j].kind == "word" and toks[j].value in ("my", "the"):
                j += 1
            hit = colour_at(toks, j) if j < len(toks) else None
            if hit is not None and j not in used:
                if not _all_said_again(ballot, hit[0], counted):
                    found.append((hit[0], stock[hit[0]]))
                used.update(range(i, hit[1]))


def _all_said_again(ballot: _Ballot, colour: str, counted: list) -> bool:
    """"all my yellow on it. that's 7 yellow", "all my yellow. 7 yellow + 1 free = 8": an "all
    my X" with X also written with a count is one placing said twice: the count is checked
    against the X held (a count that is not all of it is asked)."""
    same = [n for c, n in counted if c == colour]
    if not same:
        return False
    held = ballot.state["stock"][ballot.player].get(colour, 0)
    if sum(same) != held:
        raise GmError(f"{ballot.player}'s vote {ballot.shown!r} places all {held} {colour} held, not "
                      f"{sum(same)}", "ask the player which they meant: all of it or that many")
    return True


def _my_colour(ballot: _Ballot) -> None:
    """"2 yellow and my purple": "my X" with no count is every X held, when that is one; with
    more held, how many is asked."""
    toks, used = ballot.toks, ballot.used
    stock = ballot.state["stock"][ballot.player]
    for i, t in enumerate(toks):
        if t.kind != "word" or t.value != "my" or i in used or i + 1 >= len(toks) or (i + 1) in used:
            continue
        if i and (toks[i - 1].kind == "num" or toks[i - 1].value in ("all", "of", "with", "on")):
            continue
        hit = colour_at(toks, i + 1)
        if hit is None or any(k in used for k in range(i + 1, hit[1])):
            continue
        held = stock.get(hit[0], 0)
        if held > 1 and not _all_count_later(ballot, hit[1], held):
            raise GmError(f"{ballot.player}'s vote {ballot.shown!r} places 'my {toks[i + 1].text}' without a "
                          f"count: {ballot.player} holds {held} {hit[0]}",
                          f"ask the player how many {hit[0]} (all {held}?)")
        ballot.found.append((hit[0], max(held, 1)))
        used.update(range(i, hit[1]))


def _all_count_later(ballot: _Ballot, start: int, held: int) -> bool:
    """"putting my purple on it, all 5": "my X" counted later in its sentence as all of it
    ("all N", "N of them", N the X held): those tokens read."""
    toks = ballot.toks
    for k in range(start, len(toks) - 1):
        if toks[k].kind == "other" and toks[k].value in _SENTENCE_ENDS or colour_at(toks, k) is not None:
            return False
        n = toks[k + 1]
        if n.kind == "num" and (k + 1) not in ballot.used and (
                toks[k].value == "all" or (k + 2 < len(toks) and toks[k + 2].value in _THEM)):
            if abs(n.value) != held:
                return False
            ballot.used.update({k, k + 1} if toks[k].value == "all" else {k + 1, k + 2})
            return True
    return False


def _all_counted(ballot: _Ballot) -> None:
    """"all my lux goods on it, all 5 of em": the count of an "all my X" said again, checked."""
    toks, used = ballot.toks, ballot.used
    stock = ballot.state["stock"][ballot.player]
    alls = [(c, n) for c, n in ballot.found if n == stock.get(c)] if any(
        t.kind == "word" and t.value == "all" for t in toks) else []
    for i, t in enumerate(toks):
        if t.kind != "num" or i in used or not i or not alls:
            continue
        if toks[i - 1].value != "all":
            if _count_of_all(ballot, i, alls[-1]):
                used.add(i)
            continue
        # "all my purple (10), I want that seat": a clause after the count ends it as the end does
        nxt = [toks[k].value for k in range(i + 1, min(i + 3, len(toks)))
               if toks[i + 1].kind != "sep" and toks[i + 1].value not in _SENTENCE_ENDS]
        # "all my red (5) = 6 votes", "all 5 -> 6 votes": the total said after the count
        if nxt and nxt[0] not in ("of", "them", "em", "those", "these", "it", "on", "onto", "into", "there", "lol",
                                  "=", "\u2192", "-", "so", "makes", "making", "gives", "giving", "that's",
                                  "thats", "which", "for", "to", "total") \
                and colour_at(toks, i + 1) is None:
            continue
        colour, held = alls[-1]
        if abs(t.value) != held:
            raise GmError(f"{ballot.player}'s vote {ballot.shown!r} places all {held} {colour} held, not "
                          f"{abs(t.value)}", "ask the player which they meant: all of it or that many")
        used.update({i - 1, i})


_SENTENCE_ENDS = frozenset({".", "!", "?", ";", ":", "...", "!!"})
_THEM = frozenset({"them", "em", "those", "these"})
_RESTATED = frozenset({"that", "that's", "thats", "=", "so", "is", "being"})


def _count_of_all(ballot: _Ballot, i: int, held: tuple[str, int]) -> bool:
    """A bare count said again after an "all my X" ("all my yellow on it. 7 of them", "all my
    yellow, that's 7"): "N of them" is that count, checked (a count that is not all of it is
    asked); "that's N" is the count when it is all of it, else left to be read as the votes."""
    toks = ballot.toks
    after = toks[i + 1].value if i + 1 < len(toks) and toks[i + 1].kind == "word" else ""
    k = i - 1
    while k >= 0 and toks[k].kind == "poss":
        k -= 1
    before = toks[k].value if k >= 0 else ""
    colour, n = held
    if after in _THEM:
        if abs(toks[i].value) != n:
            raise GmError(f"{ballot.player}'s vote {ballot.shown!r} places all {n} {colour} held, not "
                          f"{abs(toks[i].value)}", "ask the player which they meant: all of it or that many")
        ballot.used.add(i + 1)
        return True
    ends = i + 1 >= len(toks) or toks[i + 1].kind == "sep" or toks[i + 1].value in _SENTENCE_ENDS
    return before in _RESTATED and ends and abs(toks[i].value) == n


def _vote_totals(ballot: _Ballot) -> tuple[int | None, int | None, list[int]]:
    """A total written: "4 votes", "that's 4 with my free vote", "= 2 votes total"; the free
    votes counted ("(2 free)", "with my 2 free votes") are the Influence level, checked. Returns
    the votes claimed, the resources claimed ("5 resources") and the resources counted after the
    free votes ("(2 free + 5)")."""
    toks, used, player, shown = ballot.toks, ballot.used, ballot.player, ballot.shown
    claimed = None
    claimed_resources = None
    breakdown: list[int] = []
    influence = ballot.state["tech"][player]["influence"]
    _influence_level(ballot, influence)
    for i, t in enumerate(toks):
        if t.kind != "num" or i in used:
            continue
        after = toks[i + 1].value if i + 1 < len(toks) else ""
        if after == "free":
            if abs(t.value) != influence:
                raise GmError(f"{player}'s vote {shown!r} counts {abs(t.value)} free votes: Influence "
                              f"{influence} gives {influence}",
                              "ask the player which they meant: the resources or the total")
            used.update({i, i + 1})
            if i and toks[i - 1].kind == "num" and (i - 1) not in used and str(t.text).lstrip()[:1] == "+":
                # "(3 + 1 free)": the resources counted before the free votes
                breakdown.append(abs(toks[i - 1].value))
                used.add(i - 1)
            # "(2 free + 5)": the resources counted after the free votes, checked below
            k = i + 2
            while k < len(toks) and toks[k].kind in ("sign", "num") and k not in used:
                if toks[k].kind == "num" and (str(toks[k].text).lstrip()[:1] == "+"
                                              or (k and toks[k - 1].kind == "sign")):
                    breakdown.append(abs(toks[k].value))
                used.add(k)
                k += 1
            continue
        k = i - 1
        while k >= 0 and toks[k].kind == "poss":
            k -= 1
        before = toks[k].value if k >= 0 else ""
        on_card = after in ("on", "onto") and any(toks[k].value in ("card", "it", "table")
                                                  for k in range(i + 2, min(i + 4, len(toks))))
        if (after in ("resources", "resource", "cubes", "goods", "res", "rsc", "rsrc", "rscs") or on_card) \
                and claimed_resources is None:
            # "1 of each (5 resources)": the resources placed, counted, checked below
            claimed_resources = abs(t.value)
            used.update({i, i + 1})
            continue
        if after in ("votes", "vote", "total", "altogether", "overall") or _with_the_free(toks, i) \
                or before in ("that", "thats", "=", "total", "to", "makes", "so", "is", "it", "which"):
            # "(6 total)": the votes in all, said without the word "votes"
            if claimed is not None:
                ballot.earlier.append(claimed)
            claimed = abs(t.value)
            used.add(i)
            if before == "=":
                breakdown.extend(_sum_before(ballot, k, claimed, influence))
    return claimed, claimed_resources, breakdown


def _sum_before(ballot: _Ballot, at: int, claimed: int, influence: int) -> list[int]:
    """"1+3=4": the figures added up before the "=" at `at`, checked against the total written;
    the free votes among them (the Influence level) left out, the rest returned as the resources
    counted."""
    toks, used = ballot.toks, ballot.used
    chain: list[int] = []
    k = at - 1
    while k >= 0 and toks[k].kind == "num" and k not in used:
        chain.insert(0, k)
        if str(toks[k].text).lstrip()[:1] != "+":
            break
        k -= 1
    if len(chain) < 2 or str(toks[chain[0]].text).lstrip()[:1] == "+":
        return []
    values = [abs(toks[j].value) for j in chain]
    if sum(values) != claimed:
        raise GmError(f"{ballot.player}'s vote {ballot.shown!r} adds up {' + '.join(map(str, values))} = "
                      f"{sum(values)}, not {claimed}", "ask the player which they meant")
    used.update(chain)
    if influence in values:
        values.remove(influence)
    return values


_WITH_FREE = frozenset({"with", "counting", "incl", "including", "inc", "w"})


def _with_the_free(toks, i: int) -> bool:
    """"8 with the free vote", "8 counting my free one", "8 incl. free": a total of votes."""
    if i + 1 >= len(toks) or toks[i + 1].value not in _WITH_FREE:
        return False
    near = [toks[k].value for k in range(i + 2, min(i + 5, len(toks))) if toks[k].kind == "word"]
    return "free" in near[:2]


_LEVEL_WORDS = frozenset({"level", "lvl", "lv", "lev", "of", "at", "is"})


def _influence_level(ballot: _Ballot, influence: int) -> None:
    """"(1 free from Influence 1)", "influence lvl 2 gives 2", "my level-2 influence": the
    Influence level the free votes come from, said as a figure: checked against the level."""
    toks, used = ballot.toks, ballot.used
    for i, t in enumerate(toks):
        if t.kind != "word" or t.value not in ("influence", "infl", "inf"):
            continue
        at = [i]
        k = i + 1
        while k < len(toks) and toks[k].kind == "word" and toks[k].value in _LEVEL_WORDS:
            at.append(k)
            k += 1
        if not (k < len(toks) and toks[k].kind == "num" and k not in used):
            # "level 2 influence", "lvl-2 influence": the level said before the word
            k = i - 1
            at = [i]
            if k >= 1 and toks[k].kind == "num" and toks[k - 1].kind == "word" \
                    and toks[k - 1].value in ("level", "lvl", "lv"):
                at.append(k - 1)
            elif not (k >= 0 and toks[k].kind == "num" and k not in used):
                continue
        if toks[k].kind != "num" or k in used or str(toks[k].text).lstrip()[:1] in "+-" \
                or (k > i and colour_at(toks, k + 1) is not None):
            # "influence + 2 purple", "influence 2 purple": resources counted, not the level
            continue
        if abs(toks[k].value) != influence:
            raise GmError(f"{ballot.player}'s vote {ballot.shown!r} counts Influence {abs(toks[k].value)}: "
                          f"{ballot.player}'s Influence is level {influence} ({influence} free "
                          f"vote{'s' if influence != 1 else ''})",
                          "ask the player which they meant: the resources or the total")
        used.update(at + [k])


def _refuse_unplaceable(ballot: _Ballot) -> None:
    """Credits or colonists on the card, everything without a name, or a figure or colour left
    unread: each asked (a GmError)."""
    toks, used, player, shown = ballot.toks, ballot.used, ballot.player, ballot.shown
    money = [toks[i] for i in range(len(toks) - 1) if toks[i].kind == "num" and i not in used
             and toks[i + 1].kind == "word" and toks[i + 1].value in CREDIT_WORDS]
    # "and a credit or two on it", "some cash too": credits offered without a count
    money = money or [toks[i] for i in range(len(toks)) if i not in used and toks[i].kind == "word"
                      and toks[i].value in CREDIT_WORDS and toks[i].value not in ("e", "c")
                      and not (i and toks[i - 1].value in ("no", "not", "without", "zero", "nor", "0"))]
    if money:
        raise GmError(f"{player}'s vote {shown!r} spends credits: only resources placed on the "
                      "card count as votes", "ask the player which resources they place, if any")
    if any(t.kind == "word" and t.value in _COLONISTS and k and number_at(toks, k - 1) is not None
           for k, t in enumerate(toks)):
        raise GmError(f"{player}'s vote {shown!r} places colonists: only resources placed on the "
                      "card count as votes", "ask the player which resources they place, if any")
    # "yes please, 0 resources", "no, zero extra": nothing placed
    for i, t in enumerate(toks[:-1]):
        if i not in used and number_at(toks, i) == 0 and toks[i + 1].kind == "word" \
                and toks[i + 1].value in ("resources", "resource", "extra", "extras", "cubes", "goods", "bids"):
            used.update({i, i + 1})
    # "no, all in!", "yes, everything I have": every resource? which ones is asked
    if not ballot.found and _ALL_IN.search(" ".join(str(t.text) for t in toks if t.kind == "word")):
        raise GmError(f"{player}'s vote {shown!r} places everything without naming the resources",
                      "ask the player which resources (and how many) go on the card")
    left_idx = [i for i in range(len(toks)) if i not in used]
    game = []
    for i in left_idx:
        t = toks[i]
        if t.kind == "num":
            game.append(t.text)
        elif t.kind == "word" and (COLOURS.get(str(t.value)) is not None):
            game.append(t.text)
    colours = [w for w in game if COLOURS.get(str(w).lower()) is not None]
    vague = vague_amount(shown) if colours and len(colours) == len(game) else ""
    if vague:
        # "yes, with some of my blue on it": how many is not said; a GM asks, never guesses
        raise GmError(f"{player}'s vote {shown!r} places {vague!r} {colours[0]}: how many?",
                      "ask the player how many of each resource go on the card")
    if game:
        raise GmError(f"cannot read {', '.join(repr(w) for w in game)} in the vote {shown!r}",
                      "e.g. 'no, 3 yellow' or 'yes 2 blue 1 red'")


def _check_spend(ballot: _Ballot, spend: list, claimed: int | None, claimed_resources: int | None,
                 breakdown: list[int]) -> None:
    """The resources placed against those held and against the figures the player wrote."""
    player, shown = ballot.player, ballot.shown
    stock = ballot.state["stock"][player]
    short = [f"{n} {c} (holds {stock[c]})" for c, n in spend if n > stock[c]]
    if short:
        raise GmError(f"{player} cannot place {', '.join(short)}",
                      "only resources held can be placed on the voting card")
    if claimed_resources is not None and claimed_resources != sum(n for _, n in spend):
        raise GmError(f"{player}'s vote {shown!r} places {sum(n for _, n in spend)} resources, not "
                      f"{claimed_resources}", "ask the player which resources they place")
    if breakdown and sum(breakdown) != sum(n for _, n in spend):
        raise GmError(f"{player}'s vote {shown!r} places {sum(n for _, n in spend)} resources, not "
                      f"{sum(breakdown)}", "ask the player which they meant: the resources or the total")
    if claimed is not None:
        influence = ballot.state["tech"][player]["influence"]
        total = influence + sum(n for _, n in spend)
        # "so 4, 5 votes": a figure before the total is the resources or the total again
        wrong = [n for n in ballot.earlier if n not in (total, sum(k for _, k in spend))]
        if claimed != total or wrong:
            claimed = claimed if claimed != total else wrong[0]
            raise GmError(f"{player}'s vote {shown!r} has {total} votes (Influence "
                          f"{influence} and {sum(n for _, n in spend)} "
                          f"resources placed), not {claimed}",
                          "ask the player which they meant: the resources or the total")


def habits_text(text: str) -> str:
    from gm_tool.core.kit.reading import habits

    return habits.habitual(text, money="credits", dash_sep=", ")


def _cards(state: dict[str, Any]) -> Vocabulary[int]:
    board = board_of(state)
    return Vocabulary([(card.name, n) for n, card in board.cards.items()], what="card")


_ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4,
             "4th": 4, "fifth": 5, "5th": 5, "sixth": 6, "6th": 6, "last": -1}
_CARD_FILLER = frozenset({"card", "cards", "the", "one", "event", "my", "a", "an", "of", "in",
                          "hand", "for", "deck", "to", "it", "please", "thanks", "put", "putting"})


_SIDE = compile_later(r"\b(?:yes|no|aye|nay|yea|yep|yup|yeah|nope|nah)\b", re.IGNORECASE)
_MAKE_IT = compile_later(r"^\s*(?:no\s+wait,?\s*|actually,?\s*)?(?:make\s+(?:it|that)|change\s+(?:it|that)\s+to|"
                         r"rather|instead)\s*:?\s*", re.IGNORECASE)


def _names_resources(text: str) -> bool:
    """A text that names a colour or resource ("make it 3 yellow")."""
    from gm_tool.games.colonies.posts.phrases import COLOURS

    return any(COLOURS.get(w) for w in re.findall(r"[a-z]+", text.lower()))


def _message_lines(text: str) -> list[str]:
    """The lines of a private message that say something: quotes, markup, smileys and a
    signature gone; when an EDIT line names something, it and the lines after it replace the
    lines before it."""
    from gm_tool.core.kit.reading import habits, read

    raw = [line.text for line in read(text)]
    # "yes, 2 green. EDIT: make it 3 green": an EDIT inside the line starts a line of its own
    raw = [part for line in raw for part in _INLINE_EDIT.split(line[:20_000])]
    sig = habits.signature_start(raw)
    if sig is not None:
        raw = raw[:sig]
    lines: list[str] = []
    for line in raw:
        edit = habits.edit_marker(line)
        if edit is not None:
            side = _SIDE.search(" ".join(lines)) if lines else None
            if lines and re.search(r"\bsame\b", edit, re.IGNORECASE):
                # "EDIT: switch that to no, same resources": the edit changes only what it says
                lines = lines + ["no wait, " + edit]
            elif side is not None and not _SIDE.search(edit) and re.search(r"\d", edit) \
                    and _names_resources(edit) and not re.search(r"#|\bcard\b|\bhand\b", edit, re.IGNORECASE):
                # "no, 2 yellow / EDIT: make it 3 yellow": the side stays, the resources change
                lines = [side.group(0) + ", " + _MAKE_IT.sub("", edit)]
            else:
                lines = [edit] if edit.strip() else lines
            continue
        lines.append(line)
    out = []
    for line in lines:
        line = habits.strip_smileys(habits.expand_abbreviations(line))
        line = habits.dash_separators(line, ", ")
        if line.strip():
            out.append(line)
    return out


_NOT_A_CARD = frozenset({"time", "times", "game", "games", "turn", "turns", "round", "rounds", "year",
                         "years", "go", "try", "player", "players", "move", "vote", "week", "day", "post",
                         "thing", "pick", "step", "phase", "action", "place", "timer",
                         # "the second half of the game", "the last stretch": a part of the game
                         "half", "halves", "part", "stage", "stretch", "leg", "lap", "season",
                         "session", "stages", "parts"})


def _ordinal_is_a_place(folded: str, m: re.Match) -> bool:
    """An ordinal that names a place in the hand: "my 4th card", "the last one", "the 3rd",
    "second pls", but not "first game of this", "who panics first", "last time": with a card
    word after it, or after "the"/"my" with nothing but filler after it, or alone."""
    if m.group(0) != m.group(1):
        return True                 # "3rd card", "last one", "first in my hand"
    # (a window around the ordinal: the whole text each time was quadratic on a long paste)
    before = re.findall(r"[a-z0-9#]+", folded[max(0, m.start() - 60):m.start()])
    after = re.findall(r"[a-z0-9#]+", folded[m.end():m.end() + 60])
    if m.start() > 60 and before:
        before = before[1:] or ["…"]         # the first word may be cut; never "alone"
    if len(folded) - m.end() > 60 and after:
        after = after[:-1] or ["…"]
    nxt = after[0] if after else ""
    if nxt in _NOT_A_CARD:
        return False                # "first game", "the last time"
    if before and before[-1] in ("the", "my", "hand", "card"):
        return True                 # "the 3rd", "or the 4th, whichever"
    # alone, or with filler only: "2nd pls", "first"
    return all(w in _CARD_FILLER for w in before + after)


def _card_n_agreeing(found: list[tuple[str, int, str]], hand: list[int]) -> list[tuple[str, int, str]]:
    """"card 3 (Alien Tech)": "card N" reads as card #N and as the Nth card of the hand; when the
    message also names a card of the hand, the reading that agrees with that name is the one
    meant (the other is dropped). Without a name, or when neither agrees, both stay (asked)."""
    named = {hand.index(v) + 1 for kind, v, _ in found if kind == "name" and v in hand}
    if not named:
        return found
    drop: set[int] = set()
    for i, (kind, value, words) in enumerate(found):
        if kind != "number" or not words.startswith("card"):
            continue
        for j, (k2, v2, w2) in enumerate(found):
            if k2 == "place" and w2 == words and v2 == value:
                as_place, as_number = v2 in named, value in hand and hand.index(value) + 1 in named
                if as_place and not as_number:
                    drop.add(i)
                elif as_number and not as_place:
                    drop.add(j)
    return [f for i, f in enumerate(found) if i not in drop]


def _past_clauses_out(message: str) -> str:
    """The message without the clauses that speak of a card already played ("since the
    Immigration one went in last time", "Envoy was my pick last turn"): a remark, not a pick."""
    parts = re.split(r"(?<=[.;!?])\s+|,\s+|\s+(?=(?:since|because|as|after)\s)", message)
    kept = [p for p in parts if not _PAST_PICK.search(p)]
    return " ".join(kept) if len(kept) < len(parts) else message


def _kept_clauses_out(message: str) -> str:
    """The message without the clauses that keep a card back ("keep the research one for later",
    "saving Immigration for next time", "holding on to the crime card"): a reason, not a pick."""
    parts = re.split(r"(?<=[.;!?])\s+|,\s+|\s+(?=(?:and|but|since|because|as)\s)|\s[\u2013\u2014-]+\s", message)
    kept = [p for p in parts if not _KEPT_BACK.search(p)]
    return " ".join(kept) if len(kept) < len(parts) else message


_KEPT_BACK = compile_later(r"^\W*(?:(?:and|but|since|because|as|i'?ll|i\s+will|i'?m|gonna)\s+)?(?:keep|keeping|save|saving|"
                           r"hold|holding|hang(?:ing)?\s+on\s+to|hold(?:ing)?\s+(?:on\s+to|back|onto))\b"
                           r"(?:(?!\b(?:put|putting|in|into|goes|going)\b).){0,60}$", re.IGNORECASE)
_PAST_PICK = compile_later(r"\b(?:went\s+in|was\s+put\s+in|put\s+in\s+last|last\s+(?:time|turn|round|year)|"
                           r"already\s+(?:played|went|put|used)|played\s+(?:it\s+)?(?:last|earlier|before)|"
                           r"earlier|previously)\b", re.IGNORECASE)
# "Or the Shortage one? no. #14": a card asked about and turned down at once
_ASKED_NO = compile_later(r"\?\s*(?:no+|nah|nope)\b[.!,]*\s*", re.IGNORECASE)


#: the words just before a card's name that rule it out ("not Uprising", "(not the Uprising",
#: "rather than Uprising", "instead of the Uprising card")
_RULED_OUT = compile_later(r"(?:\b(?:not|never|nor|rather\s+than|instead\s+of)\s+(?:the\s+|a\s+|an\s+|my\s+)?)$")


def _name_at(name: str, folded: str) -> re.Match | None:
    """The first place a card's (folded) name stands as words in `folded`; a message without
    it is not searched (a pattern opening with a look-behind is tried at every character)."""
    if name not in folded:
        return None
    return re.search(r"(?<![a-z])" + re.escape(name) + r"(?![a-z])", folded)


def _close_in_length(a: str, b: str, cutoff: float) -> bool:
    """Whether `a` and `b` are near enough in length for `similar(a, b, cutoff)`: a ratio of
    matching characters (2 x matched / total, difflib's and rapidfuzz's) is at most 2 x the
    shorter length / total, so a span far longer or shorter than a name is never close to it
    (and a long message's every span is not compared character by character)."""
    return 2.0 * min(len(a), len(b)) / max(len(a) + len(b), 1) >= cutoff


def _cards_of_word(w: str, keys: dict[str, set[int]]) -> set[int]:
    """The cards of the hand a word of the message may name: a word of a card's name (`keys`),
    or a word sharing its first five letters or more with one, to within three letters."""
    hits: set[int] = set(keys.get(w, set()))
    if len(w) >= 5:
        for k, v in keys.items():
            common = len(os.path.commonprefix([k, w]))
            if common >= 5 and common >= min(len(k), len(w)) - 3:
                hits |= v
    return hits


def _mentions(state: dict[str, Any], player: str, text: str) -> list[tuple[str, int, str]]:
    """Every card a message names, in order: ("place", hand position, words) for "my 3rd card",
    "hand 2", "the 5th one"; ("number", card number, words) for "#3", "card 5" (also
    ("place", 5) then: ambiguous), ("name", card number, words) for a card's name, a close typo
    of it, or a word of it that only one card of the hand has ("the crime one")."""
    board = board_of(state)
    hand = list(state["hands"][player])
    folded = fold(text)
    out: list[tuple[str, int, str]] = []
    for m in re.finditer(r"(?:#[ \t]?|\bno\.?\s*|\bnumber\s+|\bnr\.?\s*)(\d{1,2})\b", folded):
        out.append(("number", int(m.group(1)), m.group(0)))
    for m in re.finditer(r"\bcard\s+#?(\d{1,2})\b", folded):
        if not any(x[2].endswith(m.group(1)) and x[0] == "number" and "#" + m.group(1) in m.group(0) for x in out):
            out.append(("number", int(m.group(1)), m.group(0)))
            if int(m.group(1)) <= len(hand):
                # "card 12" with five cards in hand can only be card #12; "card 5" may be either
                out.append(("place", int(m.group(1)), m.group(0)))
    for m in re.finditer(r"\b(?:hand|position|slot|place)\s*#?(\d)\b", folded):
        out.append(("place", int(m.group(1)), m.group(0)))
    for m in re.finditer(r"\b(first|second|third|fourth|fifth|sixth|last|[1-6](?:st|nd|rd|th))\b"
                         r"(?:\s+(?:card|one|in\s+(?:my\s+)?hand))?", folded):
        if not _ordinal_is_a_place(folded, m):
            continue                # "first game of this", "who panics first", "last time"
        n = _ORDINALS[m.group(1)]
        out.append(("place", len(hand) if n == -1 else n, m.group(0)))
    # names: whole names first, then close typos of two-word spans, then a word of one card
    named: set[int] = set()
    for number in hand:
        card = board.cards.get(number)
        if card is None:
            continue
        name = fold(card.name)
        found = _name_at(name, folded)
        if found and _RULED_OUT.search(folded[:found.start()]) \
                and re.search(r"(?<![a-z])" + re.escape(name) + r"(?![a-z])", folded[found.end():]) is None:
            # "Nominate Governor (not Uprising)", "Immigration rather than Uprising": ruled out
            named.add(number)
            continue
        if found:
            out.append(("name", number, name))
            named.add(number)
    words = re.findall(r"[a-z]+", folded)
    for number, card in board.cards.items():
        if number in hand:
            continue
        name = fold(card.name)
        if _name_at(name, folded):
            out.append(("elsewhere", number, name))
            named.add(number)
    if not named:
        for number in hand:
            card = board.cards.get(number)
            if card is None:
                continue
            name = fold(card.name)
            size = len(name.split())
            tried: set[str] = set()     # a span said again is no closer the second time
            for i in range(len(words) - size + 1):
                span = " ".join(words[i:i + size])
                if span in tried:
                    continue
                tried.add(span)
                if len(span) >= 6 and _close_in_length(span, name, 0.85) and similar(span, name, 0.85):
                    out.append(("name", number, span))
                    named.add(number)
                    break
    # "Jumpgate or Corporate Envoy": a card called by a word of its own beside another named in
    # full (the words of the names already found are not looked at again)
    taken = {w for number in named if (c := board.cards.get(number)) is not None for w in fold(c.name).split()}
    if named:
        # a card ruled out is not named: "(not the Workers card, the other one)"
        kept = re.sub(r"\b(?:not|never|nor)\s+(?:the\s+|a\s+|an\s+|my\s+)?[a-z]+(?:\s+[a-z]+)?", " ", folded)
        words = [w for w in re.findall(r"[a-z]+", kept) if w not in taken]
    if words:
        keys: dict[str, set[int]] = {}
        for number in hand:
            card = board.cards.get(number)
            if card is None or number in named:
                continue
            for w in fold(card.name).split():
                if len(w) >= 4:
                    keys.setdefault(w, set()).add(number)
                    if w.endswith("y"):
                        keys.setdefault(w[:-1] + "ical", set()).add(number)
        hits_of: dict[str, set[int]] = {}     # (a word said again has the same cards)
        for w in words:
            hits = hits_of.get(w)
            if hits is None:
                hits = hits_of[w] = _cards_of_word(w, keys)
            if hits:
                for number in sorted(hits):
                    out.append(("word" if len(hits) > 1 else "name", number, w))
    return out




# "... so no. ; So: the 3rd one, Organized Crime.": the conclusion after the talk, opening a
# sentence or a line ("So:", "So,", "In short:", "Long story short,", "Anyway:")
_CONCLUSION = compile_later(r"(?:^|[.!;]\s*)(?:so|in\s+short|long\s+story\s+short|anyway|tl;?dr|bottom\s+line)\s*[:,\u2013\u2014-]\s*",
                            re.IGNORECASE)


def read_pick(state: dict[str, Any], player: str, text: str) -> DeckPick:
    """A deck card from a private message: by its name ("Labour Dispute", a close typo, a word
    only it has: "the crime one"), its number ("#3"), or its place in the hand ("my 3rd card",
    "hand 2", "the 5th one"). Two readings that disagree ("card 5" when #5 is not the fifth card;
    "my 2nd card (Interstellar Trade)" when it is the fifth) or two cards named are asked."""
    hand = list(state["hands"][player])
    if not hand:
        raise GmError(f"{player} has no cards in hand")
    if any(c == 0 for c in hand):
        raise GmError("the hands are hidden in this copy", "the GM records the card")
    board = board_of(state)
    lines = _message_lines(str(text or ""))
    message = " ; ".join(lines)
    unkept = _kept_clauses_out(message)
    if unkept != message and _mentions(state, player, unkept):
        message = unkept
    found = _mentions(state, player, message)
    unpast = _past_clauses_out(message)
    if unpast != message and (rest := _mentions(state, player, unpast)):
        found = rest
    # "Increased Crime, no wait, Immigrant Workers": the card after the correction
    # "torn between X and Y, but let's go with Y" (a decision), then "X... actually no, make
    # that Y" (a correction): the card named last after either
    cuts = [m.end() for m in _DECISION.finditer(message)] + [m.end() for m in _CORRECTION.finditer(message)] \
        + [m.end() for m in _CONCLUSION.finditer(message)] + [m.end() for m in _ASKED_NO.finditer(message)]
    for cut in sorted(cuts, reverse=True)[:8]:      # (the last few: a bound that keeps a long paste linear)
        later = _mentions(state, player, message[cut:]) if message[cut:].strip() else []
        if later:
            found = later
            break

    def name_of(number: int) -> str:
        card = board.cards.get(number)
        return f"{card.name} (#{number})" if card else f"#{number}"

    found = _card_n_agreeing(found, hand)
    positions: dict[int, list[str]] = {}
    unknown: list[str] = []
    for kind, value, words in found:
        if kind == "place":
            if 1 <= value <= len(hand):
                positions.setdefault(value, []).append(f"hand {value} ({name_of(hand[value - 1])})")
            else:
                unknown.append(f"{words!r}: {player} holds {len(hand)} cards")
        elif kind in ("number", "name", "word", "elsewhere"):
            if value in hand:
                positions.setdefault(hand.index(value) + 1, []).append(name_of(value))
            elif kind == "elsewhere":
                unknown.append(f"{name_of(value)} is not in {player}'s hand")
            elif kind == "number":
                unknown.append(f"{name_of(value)} is not in {player}'s hand")
    if len(positions) == 1 and not unknown:
        return DeckPick(next(iter(positions)))
    if len(positions) > 1 or (positions and unknown):
        said = " or ".join([f"{', '.join(dict.fromkeys(v))}" for v in positions.values()] + unknown)
        raise GmError(f"{player}'s message {message.strip()!r} names more than one card: {said}",
                      "ask the player which one card goes in the deck")
    if unknown:
        raise GmError(f"{unknown[0]}", "gm status NAME --player P shows the hand")
    close = _cards(state).did_you_mean(fold(message), 3)
    names = [board.cards[n].name for n in close]
    raise GmError(f"no event card is named in {message.strip()!r}",
                  (f"did you mean {' or '.join(repr(x) for x in names)}? " if names else "")
                  + "name a card in the player's hand (gm status NAME --player P shows it)")
