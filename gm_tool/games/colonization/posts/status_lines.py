"""Status lines a player copies from the GM's post or the template ("Stash: null, ace, 2",
"Turn 12", "Score: 7"): read as claims and checked.

Part of the Colonization reader (`reader.py`).
"""

from __future__ import annotations

from dataclasses import dataclass

from gm_tool.games.colonization.posts.grammar import Reader
from gm_tool.games.colonization.posts.vocabulary import CLAIM_LABELS, ROLES, coin_value

@dataclass
class ClaimLine:
    line: int
    kind: str             # stash, discard, ship, score, turn, colonies
    text: str
    coins: tuple[str, ...] = ()
    number: int | None = None
    places: tuple[str, ...] = ()
    after: bool = False      # "Stash after: ...", "Stash will be ...": after the action only
    worked: bool = False     # "Score: 19 + 3 + 3 = 25": a score worked out as a sum


# Claims: status lines a player copies ("Stash: null, ace, 2", "Turn 12", "Score: 7") -----------

def claim_line(pl: _Line) -> ClaimLine | None:
    """A status line: a label ("Stash", "Discard", "Ship", "Score", "Turn", "Colonies") and what
    follows it; None when the line is not one."""
    words = [w for w in pl.words]
    plain = [w.word for w in words if not w.punct]
    if not plain:
        return None
    label_end = None
    kind = None
    for length in (4, 3, 2, 1):
        label = " ".join(plain[:length])
        if label in CLAIM_LABELS:
            kind = CLAIM_LABELS[label]
            label_end = length
            break
    if kind is None:
        return None
    rest = plain[label_end:]
    if kind in ("stash", "discard"):
        rest = rest[:_listed(words, label_end)]    # ("... 4, 5 (5 coins)": the list, not the count)
    from gm_tool.games.colonization.posts.grammar import find_places
    coins = tuple(coin_value(w) for w in rest if coin_value(w) is not None and w not in ("a", "one"))  # type: ignore[misc]
    number = next((int(w) for w in rest if w.isdigit()), None)
    if kind in ("stash", "discard"):
        if not coins and not any(w in ("empty", "none", "nothing", "no") for w in rest):
            return None
        if any(w in ROLES for w in rest[:1]):
            return None
        if kind == "stash" and _count_said(rest):
            return None        # "stash down to 5 after": how many coins, read as a figure
        other = {"stash": ("discard", "discards", "discarded"), "discard": ("stash",)}[kind]
        if any(w in other for w in rest):
            # "my stash is looking thin, the 2 and the 3 are both in the discard": prose naming
            # both piles is no status line of one
            return None
        return ClaimLine(pl.line.number, kind, pl.line.text,
                         coins=() if any(w in ("empty", "none", "nothing") for w in rest) else coins,
                         after=bool({"after", "afterwards", "will", "then"} & set(rest[:3])))
    if kind == "ship":
        places, _ = find_places(rest, Reader(None, None, None))
        if not places or any(w in ROLES for w in rest):
            return None
        return ClaimLine(pl.line.number, kind, pl.line.text, places=tuple(p for _, p in places))
    if kind in ("score", "turn", "colonies"):
        if number is None or any(w in ROLES and not _praise(rest, k) for k, w in enumerate(rest)):
            return None
        if kind == "score" and _gain_then_total(rest):
            return None        # "Points if successful: +5 → 10": a gain and the total, read as figures
        if kind == "score" and _worked_then_total(words):
            return None        # "Points: 1 + 5 (ace planet) = 6 → 11 total": the gain, then the total
        if kind == "score" and rest[-1:] in (["more"], ["extra"]) and _worked_result(words, number) != number:
            return None        # "Score: 4 + 2 = 6 more": the points gained, read as a figure
        worked = kind == "score" and _worked_result(words, number) != number
        if worked:
            number = _worked_result(words, number)
        return ClaimLine(pl.line.number, kind, pl.line.text, number=number, worked=worked,
                         after=kind == "score" and bool({"after", "afterwards", "then", "if", "will", "when"}
                                                         & set(rest[:4])))    # "Score after: 13"
    return None


_PRAISE = frozenset({"well", "nicely", "good", "great", "nice", "fairly", "fair"})


def _praise(rest: list[str], k: int) -> bool:
    """"Well played Ingrid", "nicely played": an action word of praise for the game, not an order."""
    return k > 0 and rest[k] in ("played", "play") and rest[k - 1] in _PRAISE


def _worked_result(words: list, number: int) -> int:
    """"Score after: 2 + 4 + 2 = 8": a score worked out as a sum is the number after its "="
    (the sum itself is a figure, checked on its own); `number` (the first) otherwise."""
    at = next((k for k, w in enumerate(words) if w.word == "="), None)
    if at is None or not any(w.word in ("+", "plus") for w in words[:at]):
        return number
    after = next((w.word for w in words[at + 1:at + 3] if not w.punct or w.word not in ("=",)), "")
    return int(after) if after.isdigit() else number


def _listed(words: list, label_end: int) -> int:
    """How many plain words after a pile's label come before a bracket or a semicolon ("Stash
    after: null, ace, 3, 4, 5 (5 coins; ...)"): the list of coins; what follows is figures."""
    plain = 0
    for w in words:
        if w.punct and w.word in ("(", ";") and plain > label_end:
            return plain - label_end
        plain += not w.punct
    return plain


def _gain_then_total(rest: list[str]) -> bool:
    """"+5 → 10", "+5 = 10" after a score label: the points gained and the score they lead to."""
    k = next((m for m, w in enumerate(rest) if w.isdigit()), None)
    return k is not None and k > 0 and rest[k - 1] == "+" and rest[k + 1:k + 2] in (["to"], ["="]) \
        and rest[k + 2:k + 3] != [] and rest[k + 2].isdigit()


class _Part:
    """One sentence of a line, read as a line of its own (its words; the line's number and text)."""

    def __init__(self, pl, words: list) -> None:
        self.line = pl.line
        self.words = words


#: label words a figure's sentence may hold beside the figure ("Need: Ace or better")
_FIGURE_LABELS = frozenset({"need", "needs", "needed", "odds", "chance", "chances", "roll", "to", "win"})


def claim_lines(pl: _Line) -> list[ClaimLine]:
    """The status lines of a line: the whole line, or each of its sentences ("Need: Ace or
    better. Score after: 31"), when every other sentence is a figure read on its own; empty when
    the line is not made of them."""
    from gm_tool.games.colonization.posts.clauses import inside_spans
    whole = claim_line(pl)
    if whole is not None:
        return [whole]
    words = pl.words
    cuts = [k for k, w in enumerate(words) if w.punct and w.word in (".", ";", "|")]
    if not cuts:
        return []
    claims = []
    for a, b in zip([0] + [k + 1 for k in cuts], cuts + [len(words)]):
        if not any(not w.punct for w in words[a:b]):
            continue
        claim = claim_line(_Part(pl, words[a:b]))  # type: ignore[arg-type]
        if claim is not None:
            claims.append(claim)
        elif any(not words[k].punct and not inside_spans(pl.consumed, k)
                 and words[k].word not in _FIGURE_LABELS for k in range(a, b)):
            return []
    return claims


def _count_said(rest: list[str]) -> bool:
    """"down to 5 after", "back up to 6 coins", "goes to 4": after a stash label, the words of a
    count (how many coins), not a list of coins."""
    k = next((m for m, w in enumerate(rest) if w.isdigit()), None)
    return k is not None and k > 0 and rest[k - 1] == "to" and all(
        w in ("down", "back", "up", "goes", "go", "is", "will", "be", "now", "then", "after", "to", "drops", "falls")
        for w in rest[:k]) and all(w in ("coins", "coin", "after", "afterwards", "then", "now", "left")
                                   for w in rest[k + 1:])


def _worked_then_total(words: list) -> bool:
    """"Points: 1 + 5 (ace planet) = 6 → 11 total", "Score: 4 + 2 = 6, 13 in all": a sum worked
    out to the points gained, then (after an arrow or a comma) the score they lead to; both are
    read and checked as figures, not as one score claim."""
    at = next((k for k, w in enumerate(words) if w.word == "="), None)
    if at is None or not any(w.word in ("+", "plus") for w in words[:at]):
        return False
    rest = [w for w in words[at + 1:]]
    if len(rest) < 3 or not rest[0].word.isdigit():
        return False
    link = rest[1].word
    return link in ("to", "→", "->", ",") and rest[2].word.isdigit() \
        and all(w.punct or w.word in ("total", "points", "pts", "in", "all", "overall") for w in rest[3:])
