"""Small readings of a turn line's tokens that several sections share: "none", filler-only
lines, "2 Skilled", a place after "from", and adding to a claim's deltas."""

from __future__ import annotations

import re

from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading.tokens import Token
from gm_tool.games.distant_colony.posts.vocabulary import (FILLER, NOTHING, NUMBER_WORDS,
                                                           building_at, building_number_at,
                                                           housing_at, match_noun)

__all__ = ["PLACE_PREPS", "SELLS_FOR", "WORTH_AT_END", "add", "colonist_term", "only_filler",
           "peek_place", "prev_word", "price_parts", "prices_said", "says_nothing"]

# words before a place ("from Farm", "to housing"): a building named after one is a place, not
# something built or run
PLACE_PREPS = {"from", "of", "to", "into", "in", "at", "out", "off", "onto"}


def peek_place(tokens: list[Token], i: int) -> int | None:
    """Where a place (housing or an exactly spelt building, with its number) starting at
    tokens[i] ends, without resolving it; None if there is none."""
    j = i
    while j < len(tokens) and tokens[j].kind == "word" and tokens[j].word in ("the", "my"):
        j += 1
    end = housing_at(tokens, j)
    if end is not None:
        return end
    m = building_at(tokens, j, fuzzy=False)
    if m is None:
        return None
    return building_number_at(tokens, m.end)[1]


def colonist_term(tokens: list[Token], i: int) -> tuple[int, str | None, int]:
    """"[N|a|two] Colonist-type" at tokens[i] -> (count, type, end); type None if there is none."""
    count = 1
    j = i
    if j < len(tokens) and tokens[j].kind == "num" and not tokens[j].sign:
        count = max(1, min(int(tokens[j].value), 12))  # type: ignore[arg-type]
        j += 1
    elif j < len(tokens) and tokens[j].kind == "num" and tokens[j].sign == "+":
        count = max(1, min(abs(int(tokens[j].value)), 12))  # type: ignore[arg-type]
        j += 1
    elif j < len(tokens) and tokens[j].kind == "word" and tokens[j].word in NUMBER_WORDS \
            and tokens[j].word != "both":
        count = NUMBER_WORDS[tokens[j].word]
        j += 1
    if j < len(tokens) and tokens[j].kind == "word":
        found = match_noun(tokens, j, allow_single_letter=j > i)
        if found and found[0].kind == "colonist":
            return count, found[0].key, found[1]
    return 1, None, i


def says_nothing(tokens: list[Token]) -> bool:
    """"none", "nothing", "no moves", "pass", "-"... (words.toml `nothing`), or no tokens at all."""
    words = [t.word for t in tokens if t.kind == "word"]
    if len(words) > 2 and tuple(words[-2:]) in (("this", "turn"), ("this", "round"),
                                                ("this", "time"), ("for", "now")):
        words = words[:-2]  # "nothing this round", "no moves for now"
    text = " ".join(words)
    if not tokens:
        return True
    if any(t.kind == "num" for t in tokens):
        return False
    # "-", "/" or "." alone say nothing too
    return (text in NOTHING or text == "") and (bool(words)
                                                or all(t.value in "-/." for t in tokens))


def only_filler(tokens: list[Token]) -> bool:
    """Words, all of them filler ("the", "my", "done"...), and punctuation."""
    return bool(tokens) and all(t.kind == "punct" or (t.kind == "word" and t.word in FILLER)
                                for t in tokens) and any(t.kind == "word" for t in tokens)


def prev_word(tokens: list[Token], i: int) -> str:
    """The word before tokens[i] ("" if none, or not a word)."""
    return tokens[i - 1].word if i > 0 and tokens[i - 1].kind == "word" else ""


def add(deltas: dict[str, int], key: str, amount: int) -> None:
    """Add `amount` to `deltas[key]`."""
    deltas[key] = deltas.get(key, 0) + amount


# "raw sells for 1 here", "food only goes for 1 atm", "machines fetch 7 now": what a resource
# sells for this round, said as the reason for not trading
SELLS_FOR = compile_later(
    r"(?i)^(?:(?:and|but|since|as|because|cause|cuz|coz)\s+)?(?:my\s+|the\s+)?(?P<good>[^\W\d_][^\W\d_ ]{0,24}?)\s+"
    r"(?:only\s+)?(?:sells?|goes|go|fetch(?:es)?|(?:is|are)\s+(?:only\s+)?worth|gets?|brings?|pays?)"
    r"\s+(?:only\s+)?(?:for\s+|at\s+)?(?:only\s+)?(?P<n>\d{1,2})\s*(?:w|wealth|each|apiece)?"
    r"(?P<when>\s+(?:here|now|atm|today|this\s+round|in\s+\w+))?$")
# "2 at the end", "but 2 at game end": what it is worth at the end of the game (the Standard price)
WORTH_AT_END = compile_later(
    r"(?i)^(?:(?:and|but|vs\.?|versus|or)\s+)?(?:only\s+)?(?P<n>\d{1,2})\s*(?:w|wealth)?\s+"
    r"(?:at\s+(?:the\s+)?(?:game\s+)?end|at\s+the\s+end\s+of\s+the\s+game|in\s+the\s+end|at\s+scoring)(?:\s+too|\s+as\s+well)?$")


def price_parts(rest: str) -> list[str]:
    return [p.strip() for p in re.split(r"\s*[,;]\s*|\.\s+|\s+(?:but|and|vs\.?)\s+", rest[:300].strip(" .!")) if p.strip()]


def prices_said(rest: str) -> bool:
    """The shape of `price_talk`'s remark ("raw sells for 1 here, 2 at the end"), unchecked: a
    line's reader leaves it to the Trade section, which checks its figures."""
    parts = price_parts(rest)
    return bool(parts) and SELLS_FOR.match(parts[0]) is not None \
        and all(SELLS_FOR.match(p) or WORTH_AT_END.match(p) for p in parts[1:])


# "col: U.", "harvester w/ U from housing": a colonist type's initial, alone, where only a
# colonist fits (a Colonization line that is just the letter; after "with"/"by" and before "from")
_INITIALS = {"u": "unskilled", "s": "skilled", "e": "expert", "c": "criminal"}


def colonist_initial(tokens: list[Token], i: int, *, alone: bool = False) -> str | None:
    """The colonist type of a bare initial at tokens[i] ("U", "S", "E", "C"): when `alone`, the
    only word of the tokens; otherwise between "with"/"w"/"by" and "from"."""
    t = tokens[i] if i < len(tokens) else None
    if t is None or t.kind != "word" or t.word not in _INITIALS or len(t.text) != 1:
        return None
    if alone:
        ok = all(u.kind == "punct" for k, u in enumerate(tokens) if k != i)
    else:
        ok = i > 0 and tokens[i - 1].word in ("with", "w", "by") and i + 1 < len(tokens) \
            and tokens[i + 1].word == "from"
    return _INITIALS[t.word] if ok else None

