"""Phrases inside a line of a Colonies post: amounts of resources ("2 green and 1 red"), trade
routes ("my red route", "Bob's purple route", "Blue's route with Red"), agreement steps ("+1 both
ways with Green", "+1 my side with Red"), technologies, and the words players add around them.

Player names are found first (any case; "-", "_" and spaces alike; a possessive "'s" kept as a
token of its own), so a name of several words or with digits is read whole. Colour words,
resource names and planet names all name a colour (and so the player running that planet): they
come before player names when a name is also a colour word.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from gm_tool.core.kit.matching import fold
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading.vocabulary import Vocabulary, load_words

WORDS = load_words(Path(__file__).with_name("words.toml"))
COLOURS: Vocabulary[str] = Vocabulary.from_data(WORDS["colours"], what="resource")
TECHS: Vocabulary[str] = Vocabulary.from_data(WORDS["techs"], what="technology")
NUMBER_WORDS: dict[str, int] = {w: int(n) for n, ws in WORDS["numbers"].items() for w in ws}
W = {k: frozenset(fold(x) for x in v) for k, v in WORDS["words"].items()}
CREDIT_WORDS = W["credit_words"] | {"€"}


@dataclass(frozen=True, slots=True)
class Tok:
    kind: str        # "num", "word", "player", "sep", "poss" ('s), "sign" (+/- alone), "other"
    value: Any
    text: str = ""


@dataclass(frozen=True, slots=True)
class Ref:
    """A colour named in a phrase: by a colour word, a planet, a player, or "my" (the poster)."""

    colour: str
    how: str                 # "colour", "player", "own"
    possessive: bool = False
    after: str = ""          # the word before it: "with", "to", "of", "from", "on"
    written: str = ""


@dataclass(slots=True)
class Reading:
    """What a phrase reader understood, and the words it did not."""

    unknown: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


# a sign belongs to a number only when the writer put it there: "+1", "- 1" at the start or after
# a space; "6-6" is two numbers. "Pallas'" is a possessive like "Bob's".
_TOKEN = compile_later(r"@p\d+|'s\b|(?<![\w])[+-]\s?\d+|(?<=\d)\+\s?\d+|\d+|€|[a-z]+(?:'[a-z]+)?|(?<=s)'(?![a-z])|"
                       r"[,;/&+-]|\S")
_SEPARATORS = frozenset({",", ";", "&", "and", "then", "plus", "/"})


def _plain(text: str) -> str:
    from gm_tool.core.kit.reading import habits

    text = habits.dash_separators(text, ", ")
    if not text.isascii():  # NFKD leaves ASCII as it is, and it has no marks to drop (a long
        # post paid a Python call per character here)
        text = unicodedata.normalize("NFKD", text)
        text = "".join(c for c in text if not unicodedata.combining(c))
    text = text.casefold()
    for ch in "\u2013\u2014\u2212":
        text = text.replace(ch, "-")
    return text.replace("\u2019", "'").replace("`", "'")


@lru_cache(maxsize=256)
def _poss_pattern(name: str) -> re.Pattern[str]:
    words = [re.escape(w) for w in fold(name).split()]
    if not words or words[-1].endswith("s"):
        return compile_later(r"(?!x)x")           # "Jens": no possessive without the apostrophe
    return compile_later(r"(?<![a-z0-9@])" + r"[\s_-]+".join(words) + r"s(?=\s+[a-z])")


@lru_cache(maxsize=256)
def _name_pattern(name: str) -> re.Pattern[str]:
    words = [re.escape(w) for w in fold(name).split()]
    return compile_later(r"(?<![a-z0-9@])" + r"[\s_-]+".join(words) + r"(?![a-z0-9])")


@lru_cache(maxsize=256)
def _first_word(name: str) -> str:
    words = fold(name).split()
    return words[0] if words else ""


class Names:
    """The players a post may name, with their planets."""

    def __init__(self, planets: dict[str, str]):
        self.players = sorted(planets, key=lambda p: -len(fold(p)))
        self.planets = dict(planets)
        colours = set(COLOURS.table)
        # a player whose name is a colour word is found as the colour (its planet, if it is theirs)
        self.searchable = [p for p in self.players if fold(p) not in colours and fold(p) not in W["own"]]

    def mark(self, text: str) -> str:
        for i, name in enumerate(self.searchable):
            # both patterns spell the name's first word out: a text without it is not scanned
            # twice per player (most lines name nobody)
            if _first_word(name) not in text:
                continue
            # "hamids red route" (mobile, no apostrophe): the possessive
            text = _poss_pattern(name).sub(f" @p{i} 's ", text)
            text = _name_pattern(name).sub(f" @p{i} ", text)
        return text

    def player(self, token: str) -> str:
        return self.searchable[int(token[2:])]


def tokens(text: str, names: Names) -> list[Tok]:
    plain = names.mark(_plain(text))
    out: list[Tok] = []
    for m in _TOKEN.finditer(plain):
        raw = m.group()
        if raw.startswith("@p"):
            out.append(Tok("player", names.player(raw), names.player(raw)))
        elif raw in ("'s", "'"):
            out.append(Tok("poss", "'s", raw))
        elif raw[0] in "+-" and len(raw) > 1:
            out.append(Tok("num", int(raw.replace(" ", "")), raw))
        elif raw.isdigit():
            out.append(Tok("num", int(raw), raw))
        elif raw in _SEPARATORS:
            out.append(Tok("sep", raw, raw))
        elif raw in ("+", "-"):
            out.append(Tok("sign", raw, raw))
        elif raw == "€":
            out.append(Tok("word", "€", raw))
        elif raw[0].isalpha():
            word = raw.removesuffix("'s")
            out.append(Tok("word", word, raw))
            if raw.endswith("'s"):
                out.append(Tok("poss", "'s", "'s"))
        else:
            out.append(Tok("other", raw, raw))
    return out


def split_items(toks: list[Tok]) -> list[list[Tok]]:
    """The tokens between separators (",", ";", "and", "&", "then", a sentence's full stop)."""
    items: list[list[Tok]] = [[]]
    for t in toks:
        # a sentence's end is a separator too: "+1 both ways w/ Dolores. 2 points"
        if t.kind == "sep" or (t.kind == "other" and t.text in (".", "!", "?")):
            if items[-1]:
                items.append([])
        else:
            if t.kind == "num" and t.text[:1] in "+-" and items[-1] \
                    and any(x.kind == "num" for x in items[-1]) \
                    and any(x.kind in ("word", "player") for x in items[-1]):
                # "2 from my red route + 1 from my green route", "+1 with Bob +1 with Eve"
                items.append([])
            items[-1].append(t)
    return [i for i in items if i]


def offset_after(toks: list[Tok], chunk: list[Tok], offset: int) -> int:
    """The offset in `toks` just after `chunk` (split_items drops the separators)."""
    i = offset
    n = 0
    while i < len(toks) and n < len(chunk):
        if toks[i] is chunk[n]:
            n += 1
        i += 1
    while i < len(toks) and toks[i].kind == "sep":
        i += 1
    return i


#: typos read as colours while a line is read ("gren" -> green): the reader warns about them
TYPOS: list[tuple[str, str]] = []


def colour_at(toks: list[Tok], i: int) -> tuple[str, int] | None:
    """A colour word (one to three words: "space ships", "luxury goods") at `i`; a close typo of
    one of four letters or more too (noted in TYPOS)."""
    words = []
    for t in toks[i:i + 3]:
        if t.kind != "word":
            break
        words.append(t.value)
    found = COLOURS.phrase_at(words, 0, 3) if words else None
    if found is None:
        if words and len(words[0]) >= 4 and words[0] not in W["filler"] and words[0] not in TECHS \
                and words[0] not in W["credit_words"] and words[0] not in W["colonist_words"]:
            hit = COLOURS.find(words[0], cutoff=0.8)
            if hit is not None and hit.typo:
                TYPOS.append((toks[i].text, hit.name))
                return hit.name, i + 1
        return None
    return found[0], i + found[1]


def number_at(toks: list[Tok], i: int) -> int | None:
    t = toks[i]
    if t.kind == "num":
        return t.value
    if t.kind == "word" and t.value in NUMBER_WORDS:
        return NUMBER_WORDS[t.value]
    return None


def refs_in(toks: list[Tok], names: Names, player: str) -> tuple[list[Ref], set[int]]:
    """Every colour the tokens name, in order, and the token positions used."""
    refs: list[Ref] = []
    used: set[int] = set()
    i = 0
    previous = ""
    while i < len(toks):
        t = toks[i]
        poss = i + 1 < len(toks) and toks[i + 1].kind == "poss"
        if t.kind == "player":
            refs.append(Ref(names.planets[t.value], "player", poss, previous, t.text))
            used.add(i)
            if poss:
                used.add(i + 1)
            i += 2 if poss else 1
            previous = ""
            continue
        if t.kind == "word":
            if t.value in W["own"]:
                if refs and refs[-1].how == "own" and i and i - 1 in used and toks[i - 1].kind == "word" \
                        and toks[i - 1].value in W["own"]:
                    used.add(i)            # "my own": one
                    i += 1
                    continue
                refs.append(Ref(names.planets[player], "own", True, previous, t.value))
                used.add(i)
                i += 1
                previous = ""
                continue
            found = colour_at(toks, i)
            if found is not None:
                colour, end = found
                poss = end < len(toks) and toks[end].kind == "poss"
                refs.append(Ref(colour, "colour", poss, previous, " ".join(str(x.value) for x in toks[i:end])))
                used.update(range(i, end + (1 if poss else 0)))
                i = end + (1 if poss else 0)
                previous = ""
                continue
            if t.value in ("with", "to", "of", "from", "on", "towards", "toward"):
                previous = t.value
        i += 1
    return refs, used


def route_of(refs: list[Ref], player_colour: str) -> tuple[str, str] | str:
    """(owner, partner) of a route named by `refs`, or why it cannot be told."""
    if not refs:
        return "no route named"
    if len(refs) > 2:
        return "more than two planets named for one route"
    own = [r for r in refs if r.how == "own"]
    if own:
        others = [r for r in refs if r.how != "own"]
        if not others:
            return "which of your routes? (e.g. 'my red route')"
        if own[0].after in ("with", "to", "towards", "toward") and (others[0].possessive or others[0].after == "of"):
            # "Bob's route with me": Bob's route, with the poster as the partner
            return others[0].colour, player_colour
        return player_colour, others[0].colour
    if len(refs) == 2:
        a, b = refs
        if b.possessive and not a.possessive:
            a, b = b, a
        if b.after == "of" and b.how == "player" and a.how == "colour" and not a.possessive:
            return b.colour, a.colour      # "the red route of Wren": Wren's red route
        if a.after == "of" and b.after != "of":
            a, b = b, a
        if b.after in ("with", "to", "towards", "toward") or a.possessive or b.after == "of":
            return a.colour, b.colour
        if a.after in ("with", "to"):
            return b.colour, a.colour
        return a.colour, b.colour
    if refs[0].how == "player" or (refs[0].how != "colour" and refs[0].possessive):
        # "hunt 1 on Yusuf": a player (or a planet) named alone is the owner; which route is not said
        who = refs[0].written or refs[0].colour
        return (f"which of {who}'s routes? (e.g. '{who}'s red route': its partner's colour; the "
                f"board shows the pirates on every route)")
    return f"whose {refs[0].colour} route? (e.g. 'Bob's {refs[0].colour} route' or 'my {refs[0].colour} route')"


def amounts(toks: list[Tok], *, allow_bare: bool = True) -> tuple[list[tuple[str, int]], set[int]]:
    """"2 green", "a red", "green x2", "green" (= 1): (colour, n) in the order written."""
    out: list[tuple[str, int]] = []
    used: set[int] = set()
    i = 0
    while i < len(toks):
        n = number_at(toks, i)
        if n is not None and i + 1 < len(toks):
            j = i + 1
            # "3 more blue", "3 of green", "2 of the red", "2 of my blue"
            if toks[j].kind == "word" and toks[j].value in ("more", "extra", "additional") and j + 1 < len(toks):
                j += 1
            if toks[j].kind == "word" and toks[j].value == "of" and j + 1 < len(toks):
                j += 1
                if toks[j].kind == "word" and toks[j].value in ("the", "my") and j + 1 < len(toks):
                    j += 1
            found = colour_at(toks, j) if j < len(toks) else None
            if found is not None:
                colour, end = found
                out.append((colour, abs(n)))
                used.update(range(i, end))
                i = end
                continue
        found = colour_at(toks, i)
        if found is not None:
            colour, end = found
            count = 1
            if end < len(toks) and toks[end].kind == "word" and re.fullmatch(r"x\d+", toks[end].value or ""):
                count = int(toks[end].value[1:])
                used.add(end)
                end += 1
            elif end + 1 < len(toks) and toks[end].kind == "word" and toks[end].value == "x" \
                    and toks[end + 1].kind == "num":
                count = toks[end + 1].value
                used.update({end, end + 1})
                end += 2
            elif not allow_bare:
                i += 1
                continue
            out.append((colour, count))
            used.update(range(i, end))
            i = end
            continue
        i += 1
    return out, used


def merge(pairs: list[tuple[str, int]], ring: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    total: dict[str, int] = {}
    for c, n in pairs:
        total[c] = total.get(c, 0) + n
    return tuple((c, total[c]) for c in ring if total.get(c))


def tech_in(toks: list[Tok]) -> tuple[str | None, set[int], list[str]]:
    """The technology named (one), the positions used, and close typos offered."""
    found: list[tuple[str, int]] = []
    close: list[str] = []
    for i, t in enumerate(toks):
        if t.kind != "word":
            continue
        name = TECHS.get(t.value)
        if name is None and len(t.value) >= 5:
            hit = TECHS.find(t.value)
            if hit is not None:
                name = hit.name
                close.append(f"read {t.text!r} as {hit.name.capitalize()}")
        if name is not None:
            found.append((name, i))
    if not found:
        return None, set(), close
    names = {n for n, _ in found}
    if len(names) > 1:
        return "", {i for _, i in found}, close
    return found[0][0], {i for _, i in found}, close


def leftover_positions(toks: list[Tok], used: set[int], extra: frozenset[str] = frozenset()) -> list[int]:
    """The positions of the words no reader used and that are not filler."""
    filler = W["filler"] | extra
    out = []
    for i, t in enumerate(toks):
        if i in used or t.kind in ("sep", "poss"):
            continue
        if t.kind == "word" and (t.value in filler or t.value in NUMBER_WORDS):
            continue
        if t.kind == "other" and t.value in ".:!?()[]'\"*#=@~":
            continue
        out.append(i)
    return out


def leftovers(toks: list[Tok], used: set[int], extra: frozenset[str] = frozenset()) -> list[str]:
    """The words no reader used and that are not filler."""
    return [toks[i].text or str(toks[i].value) for i in leftover_positions(toks, used, extra)]


def suggest(word: str) -> str:
    """A did-you-mean for an unknown word, from the colours and technologies."""
    for vocab in (COLOURS, TECHS):
        close = vocab.did_you_mean(word, 1, cutoff=0.75)
        if close:
            return f"did you mean {close[0]!r}?"
    return ""
