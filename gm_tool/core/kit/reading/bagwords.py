"""A line as a bag of words, for a grammar that reads an order from the words it finds (one
action per post, as Colonization's): `words_of(text)` gives `Word`s, folded, with the text as
written, "'s" and other apostrophes split ("I'll" -> i, ll), hyphenated words split, arrows read
as "to", common abbreviations spelt out, and punctuation kept as separators. `clean_habits` is
the kit's smileys and abbreviations (`habits`) plus the few smileys a bag of words must not see;
`edit_marker` is `habits.edit_marker` as (found, rest). Moved from Colonization's reader; the
verb forms are `habits.verb_forms`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from gm_tool.core.kit.reading import tokenize
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading.tokens import ARROW, NUM, PUNCT, WORD

# :) :-) ;) :D :P xD <3 ^^ ^_^ o_O T_T :'( =) 8)
_SMILEY = compile_later(r"(?<![\w])(?:[:;=8][-'^o]?[)(\]\[DPpOo3/\\|*$@]+|[xX][dDP]+|<3+|\^_*\^|"
                        r"[oO]_[oO]|T_T|-_-)(?![\w])")
_WITH = compile_later(r"(?i)(?<![\w])w/o(?![\w])")
_WITH2 = compile_later(r"(?i)(?<![\w])w/(?=\s|\w)")
_AMP = compile_later(r"&(?!\w+;)")


def clean_habits(text: str) -> str:
    """Smileys and emoji dropped (the kit's `habits.strip_smileys`, then the few it leaves);
    "w/" is "with", "w/o" "without", "&" "and" (the kit's `habits.expand_abbreviations`)."""
    from gm_tool.core.kit.reading.habits import dash_separators, expand_abbreviations, strip_smileys

    text = _SMILEY.sub(" . ", text)        # a smiley or an emoji ends what was said before it
    plain = text.isascii()  # (the symbols below are all outside ASCII: a plain line skips them)
    if not plain:
        text = "".join(" . " if (ord(c) > 0x2000 and unicodedata.category(c) == "So") else c for c in text)
    text = dash_separators(expand_abbreviations(strip_smileys(text)), " \u2014 ")
    if not plain:
        text = "".join(" " if (ord(c) > 0x2000 and unicodedata.category(c) in ("So", "Sk", "Cs", "Co"))
                       or 0xFE00 <= ord(c) <= 0xFE0F else c for c in text)
    text = _WITH.sub(" without ", text)
    text = _WITH2.sub(" with ", text)
    return _AMP.sub(" and ", text)


@dataclass(frozen=True, slots=True)
class Word:
    """A folded word ("3", "ace", "to" for an arrow, "+" ...) or punctuation (`punct`), with the
    text as written."""

    word: str
    text: str
    punct: bool = False


_ABBREVIATIONS = {"pls": "please", "plz": "please", "thx": "thanks", "ty": "thanks", "u": "you",
                  "ur": "your", "r": "are", "b4": "before", "atm": "now", "asap": "now",
                  "imo": "", "tbh": "", "btw": "", "lol": "", "haha": "", "hehe": "", "lmao": "",
                  "rofl": "", "ffs": "", "gg": "", "brb": "", "afk": "", "fyi": "", "nvm": "nevermind",
                  "coz": "because", "cuz": "because", "cos": "because", "tho": "though",
                  "til": "until", "till": "until", "thru": "through", "2nd": "2", "1st": "1",
                  "ok": "ok", "k": "ok", "kk": "ok", "yup": "yes", "nope": "no", "ya": "yes"}


def words_of(text: str) -> list[Word]:
    """A line's words for a bag-of-words grammar: folded, "'s" and other apostrophes split
    ("I'll" -> i, ll), hyphenated words split ("ace-of-crowns"), arrows read as "to", common
    abbreviations spelt out, punctuation kept as separators."""
    out: list[Word] = []
    tokens = tokenize(clean_habits(text))
    skip: set[int] = set()
    for n, tok in enumerate(tokens):
        if n in skip:
            continue
        if tok.kind == WORD and tok.word == "n" and 0 < n < len(tokens) - 1 and \
                tokens[n - 1].kind in (WORD, NUM) and tokens[n + 1].kind in (WORD, NUM):
            out.append(Word("and", tok.text))       # "roll n move", "the zero n the three"
            continue
        if tok.kind == WORD and tok.word == "w" and n + 1 < len(tokens) and (
                tokens[n + 1].kind == NUM or tokens[n + 1].kind == WORD and tokens[n + 1].word in (
                    "my", "the", "a", "an", "no", "null", "ace", "one", "two", "three", "four", "five",
                    "restore", "restoring", "draw", "drawing", "colonize", "roll", "it", "that")):
            out.append(Word("with", tok.text))      # "w 5": with 5
            continue
        if tok.kind == WORD and tok.word in ("x", "\u00d7") and n + 1 < len(tokens) and \
                tokens[n + 1].kind == NUM and not tokens[n + 1].sign:
            out.append(Word("times", tok.text + tokens[n + 1].text))   # "x2": a count
            skip.add(n + 1)
            continue
        if tok.kind == WORD:
            parts = tok.word.replace("'", " ").split()
            raw = re.split(r"['\u2019\s_-]+", tok.text.strip("'\u2019-_"))
            if len(raw) != len(parts):
                raw = parts
            for part, text in zip(parts, raw):
                word = _ABBREVIATIONS.get(part, part)
                if word:
                    out.append(Word(word, text))
        elif tok.kind == NUM:
            if tok.sign == "+":
                out.append(Word("+", "+", False))
            elif tok.sign == "-":
                out.append(Word("-", "-", True))
            out.append(Word(str(abs(int(tok.value))), tok.text.lstrip("+- ")))  # type: ignore[arg-type]
        elif tok.kind == ARROW:
            out.append(Word("to", tok.text))
        elif tok.kind == PUNCT:
            if tok.text == "+":
                out.append(Word("+", "+"))
            elif tok.text == "=":
                out.append(Word("=", "=", True))
            elif tok.text in "#@$%*~^_`'\"":
                continue
            else:
                out.append(Word(tok.text, tok.text, True))
    return out


def edit_marker(text: str) -> tuple[bool, str]:
    """(True, the rest) for a line that starts with an edit marker ("EDIT:", "Edit 2 -",
    "[edit]", "Update:"; the kit's `habits.edit_marker`), else (False, text)."""
    from gm_tool.core.kit.reading.habits import edit_marker as kit_edit_marker

    rest = kit_edit_marker(text)
    return (False, text) if rest is None else (True, rest)


# Pre-passes a reader may run on a line before `words_of` (written for Colonization's reader):
# `words_of` takes "8)" for the sunglasses smiley wherever no letter stands before it, and reads
# "2nd" as the number 2. A figure closing a bracket ("(+8)", "(1 + 5 + 2 = 8)") is a number, and
# an ordinal written with digits is a rank ("still 2nd", "my 3rd colony"), never an amount.

# an 8 closing a bracket opened earlier on the line ("(+8)", "(3 + 5 = 8)"), or right after a
# sign or an equals ("+8)", "= 8)")
_BRACKETED_EIGHT = compile_later(r"(\([^()\n]{0,200}?\d?)8\)|([+=\-\u2212]\s?)8\)")


def keep_figures_in_brackets(text: str) -> str:
    """`text` with "8)" written apart ("8 )") where it closes a figure, so the kit does not read
    it as a smiley. Other text is left as it is."""
    if "8)" not in text:
        return text
    return _BRACKETED_EIGHT.sub(lambda m: (m.group(1) or m.group(2)) + "8 )", text)


_ORDINAL = compile_later(r"\b([1-9])\s?(st|nd|rd|th)\b", re.IGNORECASE)
_ORDINAL_WORDS = {"1": "first", "2": "second", "3": "third", "4": "fourth", "5": "fifth", "6": "sixth",
                  "7": "seventh", "8": "eighth", "9": "ninth"}


def ordinals_as_words(text: str) -> str:
    """`text` with "2nd", "3rd", "1st", "4th" spelt out ("second"...): a rank, not a coin."""
    if not any(s in text for s in ("st", "nd", "rd", "th", "ST", "ND", "RD", "TH")):
        return text
    return _ORDINAL.sub(lambda m: _ORDINAL_WORDS[m.group(1)], text)
