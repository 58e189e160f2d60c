"""Which words of a line are words of Colonies: what makes a line that was not read, or the unused
part of an order line, a "please confirm" (the kit's `habits.Ledger`).

A word of the game is a colour, a resource or planet name, a player's name, a technology, an
action's verb (in any form: "upgrading", "sold"), money (credits, €), colonists, pirates, routes,
agreement sides — or a close typo of one of them (four letters or more). Numbers count when a
game word follows them ("3 green", "2 credits"). Player names alone on a line of chatter ("good
luck Bob!") are talk, not orders: `order_words` leaves them out.
"""

from __future__ import annotations

from functools import lru_cache

from gm_tool.core.kit.matching import fold
from gm_tool.core.kit.reading import habits

from gm_tool.games.colonies.posts.phrases import COLOURS, TECHS, WORDS

#: the verbs of the orders (their base forms: habits.verb_base reads "upgrading", "sold")
VERBS = frozenset({
    "sell", "hunt", "refuge", "negotiate", "upgrade", "downgrade", "produce", "industry", "pass",
    "reject", "rehabilitate", "adjust", "research", "develop", "advance", "raise", "lower",
    "place", "lose", "discard", "deport", "substitute", "police", "catch", "vote", "spend", "bid",
})

_SINGLE = frozenset({"unilateral", "bilateral", "unilaterally", "bilaterally", "substitutes",
                     "subs", "privateers", "refuge"})

#: words of the game that are also what people chat about ("Quick income post", "low on
#: credits"): on a line that was not read they count only after a number ("2 credits")
WEAK = frozenset({
    "credit", "credits", "euro", "euros", "eur", "money", "cash", "colonist", "colonists",
    "settlers", "pirate", "pirates", "route", "routes", "agreement", "agreements", "side", "sides",
    "upkeep", "resource", "resources", "market", "markets", "level", "levels", "tech",
    "technology", "technologies", "marker", "markers", "income", "rejection", "rejections",
    "votes", "vote", "community", "points", "point", "steps", "step", "action", "actions",
})

#: words of the sections' headings that are also plain English (never a game word alone)
_PLAIN = frozenset({"take", "get", "gain", "receive", "give", "up", "the", "my", "a", "to",
                    "decide", "decision", "outcome", "tie", "break", "yes", "no", "aye", "nay",
                    "nothing", "skip", "do", "action", "peak", "sale", "sales", "trip",
                    "business", "choose", "put", "and", "first", "player", "c", "e", "cr",
                    "ind", "mil", "infl", "bio", "info", "ship", "ships", "both", "mine",
                    "own", "one", "all", "for", "free", "funds", "grant", "peak", "in", "of",
                    "with", "resources", "card", "pass", "research", "develop", "advance"})


def _heading_words() -> frozenset[str]:
    out: set[str] = set()
    for spellings in WORDS["sections"].values():
        for s in spellings:
            out.update(fold(s).split())
    return frozenset(w for w in out if w.isalpha() and len(w) > 2) - _PLAIN


_HEADINGS = _heading_words()
_EXACT = (frozenset(COLOURS.table) | frozenset(TECHS.table) | VERBS | _SINGLE | _HEADINGS) - _PLAIN - WEAK
_EXACT_ONE = frozenset(w for w in _EXACT if " " not in w)
_TYPO_TARGETS = sorted(w for w in _EXACT_ONE if len(w) >= 4)


_STATEMENT = frozenset({"is", "are", "was", "were", "has", "have", "had", "it's", "isn't",
                        "aren't", "wasn't", "hasn't", "haven't", "seems", "looks", "got"})
_NEGATION = frozenset({"no", "not", "can't", "cannot", "cant", "won't", "wont", "don't", "dont",
                       "didn't", "unable", "never", "nor", "neither"})
#: a plan for later is not an order now: "(next round I'll do Industry)"
_FUTURE = frozenset({"next", "later", "eventually", "tomorrow", "soon", "future", "someday",
                     "afterwards", "hoping", "hope", "plan", "planning"})
_QUESTION = frozenset({"why", "what", "how", "who", "when", "where", "does", "do", "is", "are",
                       "can", "could", "should", "would", "did"})
_PAST = frozenset({"voted", "had", "was", "were", "did", "got", "sold", "took", "lost", "bought",
                   "hunted", "paid", "spent", "tied", "chose", "picked", "played"})
_TOPIC = frozenset(COLOURS.table) | frozenset(TECHS.table)


class GameWords:
    """The words of the game for one post: the fixed vocabulary and the players' names."""

    def __init__(self, players: list[str]):
        names: set[str] = set()
        for p in players:
            for part in fold(p).replace("_", " ").replace("-", " ").split():
                if part.isalpha() and part not in habits.CHATTER_WORDS:
                    names.add(part)
        self.names = frozenset(names)

    def __call__(self, word: str) -> bool:
        """On an order line: any word of the game (weak ones and names too)."""
        w = fold(word).strip("'")
        return is_game_word(w) or w in WEAK or w in self.names or w.removesuffix("'s") in self.names

    def exact(self, word: str) -> bool:
        """A word of the game as written (not a typo of one)."""
        w = fold(word).strip("'")
        return w in _EXACT_ONE or w in WEAK or w in self.names

    def order_word(self, word: str) -> bool:
        """A word that makes a line not read a "please confirm" (not a name or a weak word
        alone)."""
        return is_game_word(word)

    def line_words(self, text: str) -> list[str]:
        """The words of the game on a line that was not read: strong words, and numbers followed
        by a weak word or a name ("2 pirates", "1 from Cy")."""
        words = habits.words_of(text)
        found = []
        for i, w in enumerate(words):
            nxt = words[i + 1] if i + 1 < len(words) else ""
            if is_game_word(w) or (w.isdigit() and nxt and (nxt in WEAK or nxt in self.names
                                                            or is_game_word(nxt))):
                if w not in found and w not in habits.CHATTER_WORDS:
                    found.append(w)
        return found

    def statement(self, text: str) -> bool:
        """A sentence about the game rather than an order: said with a verb of being or having
        ("Commerce is only level 1", "Bob has all the green"), negated ("no one wants to come
        to Amateru"), a plan ("next round I'll do Industry"), a question, something past ("I
        voted yes with 2 votes??"), or a consequence ("so everybody gets 2 colonists"). An order
        verb in its base form, or an amount, makes it an order unless the sentence is negated,
        a plan, a question or about the past."""
        words = habits.words_of(text)
        for k in range(len(words) - 1):
            if words[k] == "no" and words[k + 1] in ("wait", "sorry", "actually"):
                words[k] = ""           # "no wait": a correction, not a negation
        wordset = set(words)
        negated = bool(wordset & (_NEGATION | _FUTURE))
        question = "?" in text or (words[:1] and words[0] in _QUESTION)
        past = bool(wordset & _PAST) or any(w.endswith("ed") and habits.verb_base(w, VERBS) is not None
                                             for w in words)
        consequence = bool(words[:1]) and words[0] in ("so", "meaning", "hence", "thus", "therefore")
        if not (wordset & _STATEMENT or negated or question or past or consequence):
            return False
        soft = negated or question or past or consequence
        for i, w in enumerate(words):
            if not soft and (w in VERBS or habits.verb_base(w, VERBS) is not None):
                return False
            if not soft and w.isdigit() and i + 1 < len(words) and (is_game_word(words[i + 1])
                                                                     or words[i + 1] in WEAK):
                return False
        return True

    def confirm_word(self, word: str) -> bool:
        """The predicate the ledger's please_confirm is given (it re-finds the words)."""
        w = fold(word)
        return is_game_word(w) or w in WEAK or w in self.names


@lru_cache(maxsize=4096)
def is_game_word(word: str) -> bool:
    w = fold(word).strip("'")
    if not w or w in habits.CHATTER_WORDS and w not in _EXACT_ONE:
        return False
    if w in _EXACT_ONE:
        return True
    if w.endswith("'s") and w[:-2] in _EXACT_ONE:
        return True
    if habits.verb_base(w, VERBS) is not None:
        return True
    if len(w) >= 5 and w.isalpha() and not w in habits.CHATTER_WORDS:
        return bool(_close(w))
    return False


@lru_cache(maxsize=4096)
def _close(word: str) -> tuple[str, ...]:
    import difflib

    return tuple(difflib.get_close_matches(word, _TYPO_TARGETS, n=2, cutoff=0.84))


def did_you_mean(word: str) -> list[str]:
    """Game words close to `word` (for the please-confirm hint)."""
    w = fold(word)
    if w in _EXACT_ONE:
        return []
    return list(_close(w)) if w.isalpha() else []
