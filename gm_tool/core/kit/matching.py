"""Forgiving matching of what a user typed against a vocabulary, with suggestions."""

from __future__ import annotations

import difflib
import heapq
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Sequence

from gm_tool.core.kit.errors import GmError, NotFoundError


@lru_cache(maxsize=4096)  # a reader folds the same vocabulary words over and over, line by line
def fold(text: str) -> str:
    """Case- and accent-insensitive key; also folds British/American spellings' s/z."""
    if not text.isascii():  # NFKD leaves ASCII as it is, and it has no accents to drop
        text = unicodedata.normalize("NFKD", text)
        text = "".join(c for c in text if not unicodedata.combining(c))
    return " ".join(text.casefold().replace("_", " ").replace("-", " ").split())


def close_matches(word: str, candidates: Sequence[str], n: int = 3,
                  cutoff: float = 0.6) -> list[str]:
    """`difflib.get_close_matches`, the same answer, about 40 times faster: rapidfuzz (C) finds
    the candidates whose Indel similarity reaches `cutoff`, and difflib ranks those few. The
    Indel similarity (2 x longest common subsequence / total length) is never below difflib's
    ratio (2 x matched blocks / total length, the blocks being a common subsequence), so no
    candidate difflib would keep is lost. A post of thousands of unknown words pays for the
    few near ones, not for every spelling of the game (benchmarks/bench_posts.py)."""
    if not word or not candidates or n <= 0:
        return []
    from rapidfuzz import fuzz, process  # imported when a typo is looked up, not by every command

    near = process.extract(word, candidates, scorer=fuzz.ratio, score_cutoff=cutoff * 100 - 1e-6,
                           limit=None)
    if not near:
        return []
    matcher = difflib.SequenceMatcher()
    matcher.set_seq2(word)
    scored = []
    for candidate, _, _ in near:
        matcher.set_seq1(candidate)
        if matcher.real_quick_ratio() >= cutoff and matcher.quick_ratio() >= cutoff:
            ratio = matcher.ratio()
            if ratio >= cutoff:
                scored.append((ratio, candidate))
    return [c for _, c in heapq.nlargest(n, scored)]


def similar(a: str, b: str, cutoff: float) -> bool:
    """`difflib.SequenceMatcher(None, a, b).ratio() >= cutoff`, the same answer, with rapidfuzz's
    Indel ratio (never below difflib's) turning most pairs away first."""
    from rapidfuzz import fuzz

    if fuzz.ratio(a, b) < cutoff * 100 - 1e-6:
        return False
    return difflib.SequenceMatcher(None, a, b).ratio() >= cutoff


def suggestions(word: str, candidates: Iterable[str], n: int = 3) -> list[str]:
    candidates = list(candidates)
    folded = {fold(c): c for c in candidates}
    close = close_matches(fold(word), list(folded), n=n, cutoff=0.5)
    return [folded[c] for c in close]


def match_one(word: str, vocabulary: dict[str, str], what: str, *, allow_prefix: bool = True) -> str:
    """Map `word` to a canonical name. `vocabulary` maps every accepted spelling to its canonical
    name. Exact (folded) spellings win, then a unique prefix; otherwise NotFoundError with hints."""
    key = fold(word)
    if not key:
        raise NotFoundError(f"no {what} given", f"valid: {', '.join(sorted(set(vocabulary.values())))}")
    folded = {fold(spelling): canonical for spelling, canonical in vocabulary.items()}
    if key in folded:
        return folded[key]
    canon = sorted(set(vocabulary.values()))
    if allow_prefix:
        hits = sorted({c for s, c in folded.items() if s.startswith(key)})
        if len(hits) == 1:
            return hits[0]
        if len(hits) > 1:
            raise NotFoundError(f"{what} {word!r} is ambiguous: it could be {', '.join(hits)}",
                                "type more letters")
    close = suggestions(word, folded)
    hint_names = sorted({folded[fold(c)] for c in close}) if close else []
    hint = (f"did you mean {' or '.join(repr(h) for h in hint_names)}? " if hint_names else "")
    raise NotFoundError(f"unknown {what} {word!r}", f"{hint}valid: {', '.join(canon)}")


def match_player(word: str, players: list[str]) -> str:
    """Player names match ignoring case; an unknown name gets suggestions."""
    for name in players:
        if fold(name) == fold(word):
            return name
    close = suggestions(word, players)
    hint = f"did you mean {' or '.join(repr(c) for c in close)}? " if close else ""
    raise NotFoundError(f"unknown player {word!r}", f"{hint}players: {', '.join(players)}")


def check_player_names(names: list[str], minimum: int, maximum: int) -> list[str]:
    cleaned = []
    for raw in names:
        name = raw.strip(" ")  # spaces around a name are trimmed; a line break or tab is refused
        if not name:
            raise GmError("a player name is empty", "give every --player a name")
        if any(unicodedata.category(c).startswith("C") for c in name):
            raise GmError(f"player name {name!r} contains a control character",
                          "use printable characters only")
        if len(name) > 40:
            raise GmError(f"player name {name!r} is longer than 40 characters")
        if "|" in name:
            raise GmError(f"player name {name!r} contains '|'",
                          "'|' separates the fields of a commitment; leave it out")
        cleaned.append(name)
    seen: dict[str, str] = {}
    for name in cleaned:
        key = fold(name)
        if key in seen:
            raise GmError(f"player names {seen[key]!r} and {name!r} are the same when case is ignored",
                          "give each player a distinct name")
        seen[key] = name
    if not minimum <= len(cleaned) <= maximum:
        raise GmError(f"{len(cleaned)} players given; this game takes {minimum} to {maximum}",
                      "pass one --player NAME per player")
    return cleaned


@dataclass(frozen=True)
class ChoiceWords:
    """The secret choices of a game whose choice is one word from a list (Distant Colony's
    phases): the canonical names in order, and every whole word that names one exactly (for
    finding a choice inside a sentence, "Production please"). `parse` reads one word as
    `match_one` does (exact spellings, then a unique prefix)."""

    names: tuple[str, ...]
    spellings: Mapping[str, str]
    noun: str = "choice"

    def parse(self, word: str) -> str:
        return match_one(word, dict(self.spellings), self.noun)
