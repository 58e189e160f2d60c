"""Words of the game the reader did not use: a warning for a figure it cannot place, a
"please confirm" quoting the words with a did-you-mean for anything else.

Part of the Colonization reader (`reader.py`).
"""

from __future__ import annotations

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.games.colonization.posts.vocabulary import (
    ROLES,
    ROLE_VOCABULARY,
    SUITS,
    VALUES,
    coin_value,
)

E, W, I = Severity.ERROR, Severity.WARNING, Severity.INFO

FORMS = ("draw | colonize [with COINS], mark with COIN | destroy | roll and move to PLACE | "
         "discard null, warp to the sun of SUIT | play my N coin, warp to N of SUIT | restore COIN")


def quoted_words(words: list[Word], start: int, end: int) -> str:
    text = " ".join(w.text for w in words[start:end] if w.text)
    for p in ",.;:!?)":
        text = text.replace(" " + p, p)
    return text.replace("( ", "(").strip()


def leftover_problem(tokens: list[Word], origin: list[tuple[int, int]], leftovers: list[int],
                      by_number: dict[int, _Line], diags: list[Diagnostic]) -> None:
    """The words of the game the action's reader did not use: numbers the reader cannot place
    are a warning (asked about once the rules and figures found nothing else: `checking`);
    coins, suits, places and action words make the post ask."""
    by_line: dict[int, list[int]] = {}
    for i in leftovers:
        by_line.setdefault(origin[i][0], []).append(origin[i][1])
    for number, idx in by_line.items():
        pl = by_number[number]
        figures = [i for i in idx if pl.words[i].word.isdigit() and coin_value(pl.words[i].word) is None]
        coinish = [i for i in figures if _coin_slot(pl.words, i)]
        figures = [i for i in figures if i not in coinish]
        for i in coinish:
            # "colonize the 4 w 23": no coin is 23 — the 2 and the 3, or one of them?
            digits = " and ".join(pl.words[i].word) if len(pl.words[i].word) <= 6 else pl.words[i].word
            diags.append(Diagnostic("col.coin.unknown", f"line {number}: there is no coin "
                                    f"{pl.words[i].text!r} (coins are Null, Ace, 2, 3, 4, 5): "
                                    "which coins do you mean? please confirm", E, number, None,
                                    f"e.g. \"with the {digits}\" or name one coin"))
        words = [i for i in idx if i not in figures and i not in coinish]
        if figures:
            quoted = ", ".join(repr(pl.words[i].text) for i in figures)
            change = _change_written(pl.words, figures)
            diags.append(Diagnostic("col.post.figure_not_placed", f"line {number}: the figure "
                                    f"{quoted} in \"{pl.line.text.strip()}\" was not read: it is not "
                                    "a coin, a place or a path" + (
                                        ": a change written (from ... to ...) that nothing checks; "
                                        "please confirm whose figure it is" if change else ""),
                                    E if change else W, number))
        if words:
            diags.append(confirm_problem(pl, words, whole=False))


_COIN_KEYS = frozenset({"with", "w", "using", "use", "marker", "mark", "coin", "coins", "plus",
                        "adding", "spending", "restore", "play", "playing"})


def _coin_slot(words: list[Word], i: int) -> bool:
    """Whether the number at `i` stands where a coin is named ("w 23", "marker 45", "using the
    23"), not beside the action as a figure."""
    k = i - 1
    while k >= 0 and words[k].word in ("the", "my", "a"):
        k -= 1
    return k >= 0 and words[k].word in _COIN_KEYS


def confirm_problem(pl: _Line, idx: list[int], whole: bool) -> Diagnostic:
    number = pl.line.number
    quoted = ", ".join(dict.fromkeys(repr(pl.words[i].text) for i in idx))
    guess = _did_you_mean(pl, idx)
    if whole:
        message = (f"line {number}: \"{pl.line.text.strip()}\" was not read, but it names "
                   f"{quoted}: please confirm what you mean")
    else:
        message = (f"line {number}: {quoted} in \"{pl.line.text.strip()}\" was not read as part "
                   "of your action: please confirm what you mean")
    return Diagnostic("col.post.please_confirm", message, E, number, None,
                      guess or "write the action on its own, e.g. " + FORMS)


def _did_you_mean(pl: _Line, idx: list[int]) -> str | None:
    """An action line built from the words the player wrote, when they point at one."""
    words = [w.word for w in pl.words if not w.punct]
    roles = {ROLES[w] for w in words if w in ROLES}
    for w in words:
        if w not in ROLES and len(w) >= 4 and w.isalpha() and SUITS.get(w) is None \
                and VALUES.get(w) is None:
            close = ROLE_VOCABULARY.close(w)
            if close:
                return f"did you mean \"{close}\"? e.g. " + _example(ROLE_VOCABULARY[close])
    if roles:
        role = sorted(roles)[0]
        return "did you mean: " + _example(role)
    return None


def _example(role: str) -> str:
    return {"draw": "\"Draw a planet\"",
            "colonize": "\"Colonize the 3 of Moons: roll with the 2 coin; marker coin Ace\"",
            "destroy": "\"Attack the colony on the 3 of Moons\"",
            "roll": "\"Roll and move to the 3 of Moons\"",
            "move": "\"Roll and move to the 3 of Moons\"",
            "warp": "\"Play the Null coin: warp to the sun of Arms\"",
            "play": "\"Play the Null coin: warp to the sun of Arms\"",
            "restore": "\"Restore the 3 coin\"",
            "mark": "\"Colonize the 3 of Moons: roll with no coins; marker coin Ace\"",
            "pass": "one of the five actions"}.get(role, FORMS)


def _change_written(words: list[Word], figures: list[int]) -> bool:
    """Whether the unread figures hold a change ("drops from 9 to 6", "9 -> 6 for her", "goes
    from 9 down to 6"): a score or count said before and after, which a GM checks; left unread,
    the post was only partly understood."""
    for i in figures:
        j = i - 1
        while j >= 0 and words[j].word in ("down", "up", "back", "all", "the", "way"):
            j -= 1
        if j >= 0 and words[j].word == "to" and j > 0 and any(
                k in figures or words[k].word.isdigit() for k in range(max(0, j - 3), j)):
            return True
    return False
