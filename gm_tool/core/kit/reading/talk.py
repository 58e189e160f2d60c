"""Talk around an order, in every game: what a careful GM reads past before the order, and what
makes them ask. Nothing here knows any game; every function is pure, total and linear.

Sentences and brackets (from Beta Colony's reader):

- `sentences(text)`: a line cut into sentences ("... to it. Gan De it is." -> two), so that a
  sentence of talk does not swallow the order beside it;
- `split_top(text, sep)`: split at `sep` outside brackets ("take the pod (paying palladium),
  build on Thebes 27" -> two parts);
- `bracket_groups(text, keep)`: a line without its top-level groups in brackets, and each group
  with the text before it (a group is a remark, a detail or a payment by what it follows);
- `is_alternative` ("If not I'll dock", "otherwise ..."), `is_question_to_gm` ("GM, can I use my
  black as a 1?"), `if_yes`, `is_correction` ("... wait, Cy is there. Nebra then."),
  `about_others` (a sentence naming another player), `about_the_past` ("Jyo was a good call");
- `negated(text, words)`: the words after "not", "instead of", "rather than"; `quote(text)`.

Patterns (from Colonies' reader):

- `DELIMITER` / `delimiter_line(text)`: a signature after a "--" / "___" line, found in the raw
  text (the forum layer drops "--" as a Markdown rule);
- `SAME` / `QUOTE`: "same as Dee" / "ditto" under `[quote=Dee]...[/quote]`;
- `HEDGE` ("or maybe", "can't decide": ask), `HYPOTHETICAL` / `HYPOTHETICAL_END` ("I'd hunt ...
  but"), `PLAN` ("next year ..."), `NEGATED_MONEY` ("No 4€ for me"), `CORRECTION` / `DECISION`
  ("X... no wait, Y", "torn between X and Y, but let's go with Y": the later part counts).
"""


from __future__ import annotations

import re

from gm_tool.core.kit.patterns import compile_later
from typing import Any, Callable, Collection, Iterable

__all__ = ["CORRECTION", "DECISION", "DELIMITER", "HEDGE", "HYPOTHETICAL", "HYPOTHETICAL_END",
           "NEGATED_MONEY", "PLAN", "QUOTE", "SAME", "about_others", "about_the_past",
           "bracket_groups", "delimiter_line", "if_yes", "is_alternative", "is_correction",
           "is_question_to_gm", "negated", "quote", "sentences", "split_top"]

_SENTENCE = compile_later(r"(?<=[A-Za-z0-9)\]])[.!?]+\s+(?=\S)")
_SENTENCE_OR_BRACKET = compile_later(r"[()]|(?<=[A-Za-z0-9)\]])[.!?]+\s+(?=\S)")


def sentences(text: str) -> list[str]:
    """The sentences of a line (cut after ". ", "! ", "? " outside brackets; "1.5" and "Mat B."
    at the end stay; "(+ the mat? no, ...)" is one remark)."""
    if "(" not in text:
        return _SENTENCE.split(text)
    out, start, depth = [], 0, 0
    for m in _SENTENCE_OR_BRACKET.finditer(text):
        ch = m.group()
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(text[start:m.start()])
            start = m.end()
    out.append(text[start:])
    return out


def split_top(text: str, sep: str = ",") -> list[str]:
    """`text` split at `sep` outside round brackets."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif ch == sep and depth == 0:
            out.append(text[start:i])
            start = i + 1
    out.append(text[start:])
    return out


def bracket_groups(text: str, keep: Callable[[str, str], bool] | None = None
                   ) -> tuple[str, list[tuple[str, str]]]:
    """(the text without its top-level groups in round brackets, [(text before the group,
    the group's inside)]). A group `keep(before, inner)` accepts stays in the text."""
    if "(" not in text:
        return text, []
    out: list[str] = []
    groups: list[tuple[str, str]] = []
    depth = start = pos = 0
    for i, ch in enumerate(text):
        if ch == "(":
            if depth == 0:
                start = i
            depth += 1
        elif ch == ")" and depth:
            depth -= 1
            if depth == 0:
                inner = text[start + 1:i]
                before = text[pos:start]
                if keep is not None and keep(before, inner):
                    continue
                out.append(before)
                out.append(" ")
                groups.append(("".join(out), inner))
                pos = i + 1
    out.append(text[pos:])
    return "".join(out), groups


_ALTERNATIVE = compile_later(r"^\s*(?:if\s+not|if\s+no|if\s+that'?s\s+not\s+allowed|otherwise|else|"
                             r"failing\s+that|or\s+else)\b", re.IGNORECASE)
_QUESTION = compile_later(r"^\s*(?:gm[,:]?\s+)?(?:can|could|may|is|am|do|does|should|would|will)\s+i\b",
                          re.IGNORECASE)
_IF_YES = compile_later(r"^\s*(?:if\s+(?:yes|so|allowed|ok|it\s+is)|yes)\s*[:,]?\s*", re.IGNORECASE)
_CORRECTION = compile_later(r"(?i)^\s*(?:no,?\s+wait|wait|actually|scratch\s+that|make\s+(?:it|that)|"
                            r"i\s+mean|correction|sorry|oops|on\s+second\s+thought|nvm|never\s*mind|jk|j/k|just\s+kidding|"
                            r"kidding|change\s+of\s+plan|rather)\b")
_PAST = frozenset({"was", "were", "did", "had", "got", "been"})


def is_alternative(sentence: str) -> bool:
    """"If not I'll dock", "Otherwise ...": what the player does if the order is not allowed."""
    return bool(_ALTERNATIVE.match(sentence))


def is_question_to_gm(sentence: str) -> bool:
    """"GM, can I use my black as a 1?"": a question about the order, not the order."""
    return sentence.rstrip().endswith("?") and bool(_QUESTION.match(sentence))


def if_yes(text: str) -> str:
    """The order after "If yes:", "If so,", "Yes:"."""
    return _IF_YES.sub("", text)


def is_correction(sentence: str) -> bool:
    """A sentence that revises what came before it on the line ("wait, ...", "actually ...")."""
    return bool(_CORRECTION.match(sentence))


def about_others(words: Iterable[str], others: Collection[str]) -> bool:
    """A sentence naming another player (folded names; "bob" or "bobs")."""
    names = set(others) | {f"{o}s" for o in others}
    return any(w in names for w in words)


def about_the_past(words: Iterable[str]) -> bool:
    """"Jyo was a good call": talk about what already happened."""
    return any(w in _PAST for w in words)


def negated(text: str, words: Collection[str]) -> set[str]:
    """The `words` a text negates: "green not blue", "blue instead of red" -> {"blue"} / {"red"}."""
    if not words:
        return set()
    pattern = compile_later(r"(?i)\b(?:not|instead\s+of|rather\s+than|in\s+place\s+of)\s+(?:the\s+)?("
                            + "|".join(re.escape(w) for w in words) + r")\b")
    return {m.group(1).lower() for m in pattern.finditer(text)}


def quote(text: str, n: int = 60) -> str:
    """`text` with its spaces collapsed, cut to `n` characters with "..."."""
    text = " ".join(text.split())
    return text if len(text) <= n else text[:n - 3] + "..."


# -- patterns (from Colonies' reader) -----------------------------------------------------




__all__ = ["CORRECTION", "DECISION", "DELIMITER", "HEDGE", "HYPOTHETICAL", "HYPOTHETICAL_END",
           "NEGATED_MONEY", "PLAN", "QUOTE", "SAME", "delimiter_line"]


# "instead of the 4 €", "rather than selling": what the player does not do (not an order)
NEGATED_MONEY = compile_later(r"\b(?:instead\s+of|rather\s+than)\b[^,.;:!?()]*|"
                      r"\b(?:no|not|without|don'?t\s+(?:want|need|take))\s+(?:the\s+)?\d+\s*credits?\b"
                      r"(?:\s+for\s+me)?", re.IGNORECASE)


PLAN = compile_later(r"^\s*(?:next\s+(?:year|turn|round|time|action)|later|maybe\s+later|in\s+the\s+future|"
                   r"tomorrow|eventually)\b", re.IGNORECASE)


SAME = compile_later(r"^\s*(?:same\s+as|ditto(?:\s+for)?|me\s+too|likewise|same(?:\s+here)?|what)\s*"
                   r"(?:,\s*)?@?(?P<name>[\w' -]{0,40}?)\s*(?:said|did|does|wrote)?\s*(?:for\s+me)?[.!]*\s*$",
                   re.IGNORECASE)


QUOTE = compile_later(r"\[quote(?:\s*=\s*\"?(?P<who>[^\]\"]*)\"?|\s+author=(?P<author>[^\]\s]*)[^\]]*)?\]"
                    r"(?P<body>.*?)\[/quote\]", re.IGNORECASE | re.DOTALL)


DELIMITER = compile_later(r"^\s*(?:--+|__+|~~+|==+)\s*$")


def delimiter_line(text: Any) -> int | None:
    """The number of the last signature delimiter line ("--", "___") of the raw post."""
    if not isinstance(text, str):
        return None
    found = None
    for n, raw in enumerate(re.split(r"\r\n|\r|\n", text[:70_000]), start=1):
        if DELIMITER.match(raw):
            found = n
    return found


# "maybe", "or maybe", "can't decide", "not sure": not a decision
HEDGE = compile_later(r"^\s*or\b[^.!]*\?|\b(?:or\s+maybe|maybe|perhaps|not\s+sure|unsure|can'?t\s+decide|undecided|"
                    r"leaning|idk|dunno|whatever'?s?\s+better|either\s+way|thinking\s+about)\b",
                    re.IGNORECASE)


# "I'd hunt ... but", "I would sell ... but": a hypothetical before the order
HYPOTHETICAL = compile_later(r"\b(?:i'?d|i\s+would|would|could|should|might|wanted\s+to)\b", re.IGNORECASE)


HYPOTHETICAL_END = compile_later(r"\b(?:i'?d|i\s+would|would|could|should|might|if\s+i|can'?t|cannot|won'?t|"
                               r"don'?t|not|no|never|unable\s+to)\s*$", re.IGNORECASE)


CORRECTION = compile_later(r"\b(?:no\s+wait|wait|actually|i\s+mean|scratch\s+that|make\s+(?:that|it)|"
                         r"correction|change\s+(?:that|it)\s+to|sorry)\b[,:.!]*", re.IGNORECASE)


# "torn between X and Y ... but let's go with Y": the decision
DECISION = compile_later(r"\b(?:let'?s\s+go\s+with|go(?:ing)?\s+with|decided\s+on|i'?ll\s+(?:take|put\s+in|go\s+with)|"
                       r"final\s+answer|settling\s+on|settled\s+on)\b", re.IGNORECASE)
