"""A game's words kept as data: canonical names and the spellings players use for them.

A `Vocabulary` maps every accepted spelling (folded: any case, accents, ``-``/``_`` as spaces) to
its canonical name, and finds a close typo ("did you mean": `matching.close_matches`, difflib's
answers found through rapidfuzz). Its spellings come from
plain dicts or from a TOML data file, so a game's word lists are data, not code:

```toml
[verbs]                      # canonical = [spellings]
draw = ["draw", "draws", "explore"]
restore = ["restore", "recover"]
```

```python
words = load_words(Path(__file__).with_name("words.toml"))
VERBS = Vocabulary.from_data(words["verbs"], what="action")
VERBS.get("draws")              # "draw" (an exact, already folded spelling: the fast path)
VERBS.find("Explore")           # Found("draw", "explore", typo=False)
VERBS.find("restroe")           # Found("restore", "restore", typo=True)
VERBS.did_you_mean("drw")       # ["draw"]
```
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, Iterable, Iterator, Mapping, TypeVar

from gm_tool.core.kit.code_cache import parsed_toml

from gm_tool.core.kit.matching import close_matches, fold

__all__ = ["Found", "Vocabulary", "load_words"]

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Found(Generic[T]):
    """A word read as `name`: through `spelling` (folded), exactly or as a typo."""

    name: T
    spelling: str
    typo: bool = False


class Vocabulary(Generic[T]):
    """Spellings -> canonical names. Names are usually strings, but may be any value (a game can
    map "Wealth" to a richer object than its key).

    `table` is the plain dict of folded spelling -> name, for grammars that look up many already
    folded words (a token's `word`): `vocabulary.get(word)` is one dict lookup."""

    __slots__ = ("what", "table", "get", "_long", "_close")

    def __init__(self, spellings: Mapping[str, T] | Iterable[tuple[str, T]] = (), *,
                 what: str = "word"):
        self.what = what
        items = spellings.items() if isinstance(spellings, Mapping) else spellings
        self.table: dict[str, T] = {}
        for spelling, name in items:
            self.table[fold(spelling)] = name   # a later spelling wins, as in a dict
        self.get = self.table.get
        self._long: dict[int, list[str]] = {}
        # typo look-ups already made: a long post repeats its words, and difflib is the cost of
        # a word that is not in the table (bounded: a post of made-up words cannot grow it)
        self._close: dict[tuple[str, float, int], str | None] = {}

    # -- building -------------------------------------------------------------------------------

    @classmethod
    def from_data(cls, data: Mapping[str, str | Iterable[str]], *, what: str = "word",
                  names: bool = False) -> "Vocabulary[str]":
        """From canonical -> spellings (a TOML table's shape). A spelling may be one string.
        `names`: each canonical name is a spelling of itself too."""
        pairs: list[tuple[str, str]] = []
        for name, spellings in data.items():
            if names:
                pairs.append((name, name))
            for spelling in [spellings] if isinstance(spellings, str) else spellings:
                pairs.append((spelling, name))
        return cls(pairs, what=what)  # type: ignore[return-value]

    def __or__(self, other: "Vocabulary[T] | Mapping[str, T]") -> "Vocabulary[T]":
        """Both vocabularies; `other`'s spellings win where both have one."""
        extra = other.table if isinstance(other, Vocabulary) else other
        return Vocabulary([*self.table.items(), *extra.items()], what=self.what)

    # -- reading --------------------------------------------------------------------------------

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and (word in self.table or fold(word) in self.table)

    def __getitem__(self, word: str) -> T:
        found = self.table.get(word)
        return found if found is not None else self.table[fold(word)]

    def __iter__(self) -> Iterator[str]:
        return iter(self.table)

    def __len__(self) -> int:
        return len(self.table)

    def names(self) -> list[T]:
        """The canonical names, each once, in the order first spelt."""
        return list(dict.fromkeys(self.table.values()))

    def spellings(self, min_length: int = 0) -> list[str]:
        """The folded spellings (of at least `min_length` characters), cached per length."""
        if min_length not in self._long:
            self._long[min_length] = [s for s in self.table if len(s) >= min_length]
        return self._long[min_length]

    def close(self, word: str, *, cutoff: float = 0.8, min_length: int = 4,
              candidates: int = 0) -> str | None:
        """The one spelling closest to `word` (a typo of it), or None. Words shorter than
        `min_length` are never typos (too many short words are near one another); only
        spellings of at least `candidates` characters are considered."""
        key = fold(word)
        if len(key) < min_length:
            return None
        memo = (key, cutoff, candidates)
        if memo in self._close:
            return self._close[memo]
        close = close_matches(key, self.spellings(candidates), n=1, cutoff=cutoff)
        found = close[0] if close else None
        if len(self._close) < 4096:
            self._close[memo] = found
        return found

    def find(self, word: str, *, cutoff: float = 0.8, min_length: int = 4) -> Found[T] | None:
        """`word` read exactly, or through a close typo (`Found.typo`), or None."""
        key = fold(word)
        if key in self.table:
            return Found(self.table[key], key)
        spelling = self.close(key, cutoff=cutoff, min_length=min_length)
        return Found(self.table[spelling], spelling, typo=True) if spelling is not None else None

    def did_you_mean(self, word: str, n: int = 3, cutoff: float = 0.6) -> list[T]:
        """Up to `n` names whose spellings are close to `word`, closest first, each once."""
        close = close_matches(fold(word), list(self.table), n=n * 3, cutoff=cutoff)
        return list(dict.fromkeys(self.table[c] for c in close))[:n]

    def phrase_at(self, words: list[str], i: int, longest: int = 4) -> tuple[T, int] | None:
        """The longest spelling made of the folded `words[i:]` (up to `longest` words):
        (name, index after it), or None. "basic raw resources" beats "basic raw"."""
        for length in range(min(longest, len(words) - i), 0, -1):
            name = self.table.get(" ".join(words[i:i + length]))
            if name is not None:
                return name, i + length
        return None

    def __repr__(self) -> str:
        return f"Vocabulary({self.what!r}, {len(self.table)} spellings)"


def load_words(path: str | Path) -> dict[str, Any]:
    """A TOML file of word lists, as plain data (tables of canonical = [spellings], lists);
    parsed once and then kept by the compile cache while its bytes stay the same."""
    return parsed_toml(Path(path))
