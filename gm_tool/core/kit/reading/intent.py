"""Whether an order is meant, sentence by sentence, in any game: `speaks_to_you` (a sentence
spoken to another player); `NOT_FINAL` ("not sure yet", "will confirm later": the order not
decided); `OH_WAIT` ("oh wait" is "wait"); `LEFT_TO_GM` ("GM just pick one for me": the
sentences module's MORE_HEDGE and more); `reason_clause` ("..., as polymer is wild this cycle");
`asked_sentences` (`talk.sentences` drops each sentence's end mark, so a question in the middle
of a line looks like a statement: this finds which sentences ended on "?"). Written for Beta
Colony's reader and moved here because nothing in them is Beta Colony's."""
from __future__ import annotations

import re

from gm_tool.core.kit.reading.sentences import MORE_HEDGE, states_a_fact
from gm_tool.core.kit.patterns import compile_later

_YOU = compile_later(r"(?i)\b(?:you|your|yours|you'?re|you'?ll|you'?ve|u|ur|ya)\b")
_MINE = compile_later(r"(?i)\b(?:i|i'?m|im|i'?ll|ill|i'?ve|i'?d|my|me|mine|we|our|us|let'?s)\b")
_ORDER_MARKS = compile_later(r"[:=\u2192\u21d2+]|->|=>|\d")


def speaks_to_you(sentence: str) -> bool:
    """A sentence spoken to another player without naming them, as a reply to the post it
    quotes: "ouch, Xi'an is yours then.", "your Thebes is stacked", "you're winning Cuzco":
    a word of the second person, none of the writer's own, and no colon, "=", "+", arrow or
    figure of an order. Whatever game word it names is talk about that player."""
    s = sentence.strip()
    if not s or len(s) > 300:
        return False
    return bool(_YOU.search(s)) and not _MINE.search(s) and not _ORDER_MARKS.search(s)


# "not sure yet", "will confirm later", "not final", "still deciding": the order not decided
NOT_FINAL = compile_later(r"(?i)\bnot\s+(?:sure|decided)\s*(?:yet\b|tbh\b|lol\b|\.\.\.|[.!?]*\s*$)|"
                        r"\bwill\s+confirm\b|"
                        r"\bconfirm\s+(?:it\s+)?(?:later|tomorrow|tonight|soon)\b|\bnot\s+final\b|"
                        r"\btentative(?:ly)?\b|\bstill\s+(?:deciding|thinking)\b|\bundecided\b|"
                        r"\bhaven'?t\s+decided\b")


# "oh wait", "hmm, actually": the word of a change of mind after a sound
OH_WAIT = compile_later(r"(?i)(?<![\w'])(?:oh+|ah+|uh+|um+|hmm+)\s*[,!]?\s+(wait|no\s+wait|actually|scratch\s+that)\b")


# "GM just pick one for me", "you decide", "your call", "whichever gets me more", "surprise
# me": the choice left to the GM (the kit's sentences.MORE_HEDGE, and more ways to say it)
LEFT_TO_GM = compile_later(r"(?i)\b(?:gm|you)\s*,?\s+(?:can\s+|just\s+|please\s+|pls\s+)?(?:pick|choose|decide)\b|"
                         r"\bpick\s+(?:one\s+|it\s+)?for\s+me\b|\bsurprise\s+me\b|"
                         r"\bgm'?s\s+(?:call|pick|choice)\b|" + MORE_HEDGE.pattern)


# "..., as polymer is wild this cycle", "since steel is scarce": the reason for the order
_COPULA = compile_later(r"(?i)\b(?:is|are|isn'?t|aren'?t|was|were|seems?|looks?)\b|\w's\s+(?!\d)|"
                        r"\b(?:i|we)\s+(?:have|got|hold)\s+(?:none|no|nothing)\b|\bi'?m\s+(?:out|short)\b")
_REASON_OPENS = compile_later(r"(?i)^\W*(?:as|since|because|cause|'cause|cos|coz)\s+")


def reason_clause(piece: str) -> bool:
    """A clause that opens on "as", "since", "because" and states how things stand ("as
    polymer is wild this cycle", "since I have no water"): no colon, "=", arrow, question or
    figure after the opener. Why the order is what it is: talk (a game may further require
    that it names no die)."""
    m = _REASON_OPENS.match(piece)
    if not m or len(piece) > 200:
        return False
    rest = piece[m.end():]
    return states_a_fact(rest) or bool(_COPULA.search(rest)) and \
        not re.search(r"[:=?\u2192\d]|->", rest)


def asked_sentences(body: str, sentences: list[str]) -> set[int]:
    """The kit's sentences drop their end marks: the sentences that ended on "?" in the middle
    of the line ("food again, Hamish? lol. red 4 ...")."""
    if "?" not in body or len(sentences) < 2 or len(body) > 2000:
        return set()
    out, pos = set(), 0
    for i, s in enumerate(sentences):
        at = body.find(s, pos)
        if at < 0:
            return out
        end = at + len(s)
        if body[end:end + 1] == "?" and not s.rstrip().endswith("?"):
            out.add(i)
        pos = end
    return out
