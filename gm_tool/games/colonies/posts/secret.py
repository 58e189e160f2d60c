"""The secret inputs, sent by private message (`gm choose NAME PLAYER "..."`):

- the council vote: "yes", "no", "no, 3 yellow", "yes 2 blue 1 red", "Yes! spending 2 energy"
  -> canonical "yes" / "no, 3 yellow" (the commitment is taken over it);
- a card for the event deck: its name ("Immigration", a close typo too), its number ("#5",
  "card 5"), or its place in the hand ("hand 2") -> canonical "hand 2": the revealed choice then
  says nothing about which card it was (the hand's order is known to its player only).

Problems are GmErrors (the GM sees them, not the thread), each saying what a good input is.
"""

from __future__ import annotations

import re
from typing import Any

from gm_tool.core.errors import GmError
from gm_tool.core.matching import fold
from gm_tool.core.reading.vocabulary import Vocabulary

from ..board import board_of
from ..inputs import DeckPick, Vote
from .phrases import TYPOS, Names, W, amounts, leftovers, merge, suggest, tokens

_YES = frozenset({"yes", "aye", "yea", "y", "for", "adopt"})
_NO = frozenset({"no", "nay", "n", "against"})
_FILLER = frozenset({"vote", "votes", "i", "card", "spend", "spending", "spent", "with", "and",
                     "plus", "bid", "place", "placing", "my", "on", "it", "resources", "resource",
                     "extra", "nothing", "else", "more", "the", "free", "only", "of", "a"})


def _habits(text: str) -> str:
    """A private message read past its habits: quotes and markup, smileys, abbreviations, spaced
    dashes as separators ("NO – 1 green" is no and 1 green, never -1), money signs."""
    from gm_tool.core.reading import habits, read

    lines = [line.text for line in read(text)] or [str(text or "")]
    out = []
    for line in lines:
        edit = habits.edit_marker(line)
        out.append(habits.habitual(line if edit is None else edit, money="credits", dash_sep=", "))
    return " ; ".join(x for x in out if x)


_VOTE_WORDS = frozenset({"votes", "vote", "total", "in", "all", "influence", "free", "level",
                         "makes", "making", "for", "so", "that's", "thats", "=", "equals"})


def read_vote(state: dict[str, Any], player: str, text: str) -> Vote:
    names = Names({p: c for p, c in state["planets"].items()})
    text = _habits(text)
    toks = tokens(text, names)
    words = [t.value for t in toks if t.kind == "word"]
    yes = any(w in _YES for w in words)
    no = any(w in _NO for w in words)
    if yes == no:
        raise GmError(f"cannot read {text.strip()!r} as a vote: say yes or no",
                      "e.g. 'yes', 'no', or 'no, 3 yellow' (the resources placed on the card)")
    TYPOS.clear()
    found, used = amounts(toks)
    TYPOS.clear()
    used |= {i for i, t in enumerate(toks) if t.kind == "word" and t.value in _YES | _NO}
    # "5 votes", "3 votes in all": the total claimed, checked below
    claimed = None
    for i, t in enumerate(toks[:-1]):
        if t.kind == "num" and i not in used and toks[i + 1].kind == "word" and toks[i + 1].value in ("votes", "vote"):
            claimed = abs(t.value)
            used.update({i, i + 1})
    if claimed is not None:
        used |= {i for i, t in enumerate(toks) if t.kind == "word" and t.value in _VOTE_WORDS}
    left = leftovers(toks, used, _FILLER)
    if left:
        hint = suggest(left[0])
        raise GmError(f"cannot read {', '.join(repr(w) for w in left)} in the vote {text.strip()!r}",
                      (hint + " " if hint else "") + "e.g. 'no, 3 yellow' or 'yes 2 blue 1 red'")
    ring = tuple(state["board"]["ring"])
    spend = merge(found, ring)
    stock = state["stock"][player]
    short = [f"{n} {c} (holds {stock[c]})" for c, n in spend if n > stock[c]]
    if short:
        raise GmError(f"{player} cannot place {', '.join(short)}",
                      "only resources held can be placed on the voting card")
    if claimed is not None:
        total = state["tech"][player]["influence"] + sum(n for _, n in spend)
        if claimed != total:
            raise GmError(f"{player}'s vote {text.strip()!r} has {total} votes (Influence "
                          f"{state['tech'][player]['influence']} and {sum(n for _, n in spend)} "
                          f"resources placed), not {claimed}",
                          "ask the player which they meant: the resources or the total")
    return Vote("yes" if yes else "no", spend)


def _cards(state: dict[str, Any]) -> Vocabulary[int]:
    board = board_of(state)
    return Vocabulary([(card.name, n) for n, card in board.cards.items()], what="card")


_ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4,
             "4th": 4, "fifth": 5, "5th": 5, "sixth": 6, "6th": 6, "last": -1}
_PICK_CHATTER = re.compile(
    r"^(?:(?:hi|hey|hello|ok|okay|so|well|gm|dear\s+gm)[,!.]*\s+)*"
    r"(?:i'?ll|i\s+will|i'?m|i\s+am|i\s+want\s+to|i'?d\s+like\s+to|let'?s|i)?\s*"
    r"(?:go\s+with|going\s+with|put(?:ting)?(?:\s+in)?|play(?:ing)?|pick(?:ing)?|choose|choosing|"
    r"select(?:ing)?|take|taking|use|using|send(?:ing)?|submit(?:ting)?|my\s+pick\s+is|pick\s*:|"
    r"card\s*:)?\s*", re.IGNORECASE)
_PICK_TAIL = re.compile(r"\s*(?:,?\s*(?:please|pls|thanks|thank\s+you|thx|cheers)\b.*|"
                        r"\s+(?:in(?:to)?\s+the\s+deck|for\s+the\s+deck|face\s+down|this\s+time)\b.*)$",
                        re.IGNORECASE)


def _pick_words(key: str) -> str:
    """"I'll put in my 3rd card please" -> "hand 3"; "the labour dispute one" -> "labour
    dispute"; "card #7" -> "#7"."""
    key = _PICK_TAIL.sub("", _PICK_CHATTER.sub("", key, count=1)).strip(" .!;,")
    words = key.split()
    while words and words[0] in ("my", "the", "a", "card", "event"):
        words.pop(0)
    while words and words[-1] in ("one", "card", "please", "event"):
        words.pop()
    if len(words) >= 1 and words[0] in _ORDINALS and (len(words) == 1 or words[1:] in (["card"], ["one"], ["in", "hand"], ["card", "in", "my", "hand"])):
        return f"hand {_ORDINALS[words[0]]}"
    if len(words) >= 2 and words[0] in ("card", "number", "no", "no.", "nr") and words[1].lstrip("#").isdigit():
        return "#" + words[1].lstrip("#")
    return " ".join(words) or key


def read_pick(state: dict[str, Any], player: str, text: str) -> DeckPick:
    hand = list(state["hands"][player])
    if not hand:
        raise GmError(f"{player} has no cards in hand")
    if any(c == 0 for c in hand):
        raise GmError("the hands are hidden in this copy", "the GM records the card")
    key = fold(_habits(text)).strip(" .!;,")
    key = _pick_words(key)
    for prefix in ("card ", "#", "no ", "number "):
        if key.startswith(prefix) and key[len(prefix):].strip().isdigit():
            key = "#" + key[len(prefix):].strip()
            break
    board = board_of(state)
    number: int | None = None
    words = key.replace(",", " ").split()
    if len(words) == 2 and words[0] in ("hand", "position", "slot") and words[1].lstrip("-").isdigit():
        position = int(words[1])
        if position == -1:
            position = len(hand)
        if not 1 <= position <= len(hand):
            raise GmError(f"{player} holds {len(hand)} cards: there is no 'hand {position}'",
                          f"hand 1 to hand {len(hand)}, or the card's name")
        return DeckPick(position)
    if key.startswith("#") and key[1:].isdigit():
        number = int(key[1:])
    elif key.isdigit():
        number = int(key)
    else:
        vocab = _cards(state)
        found = vocab.find(key, cutoff=0.75)
        if found is None:
            close = vocab.did_you_mean(key, 3)
            names = [board.cards[n].name for n in close]
            raise GmError(f"no event card is called {text.strip()!r}",
                          (f"did you mean {' or '.join(repr(x) for x in names)}? " if names else "")
                          + "name a card in the player's hand (gm status NAME --player P shows it)")
        number = found.name
    if number not in hand:
        name = board.cards[number].name if number in board.cards else f"#{number}"
        raise GmError(f"{name} is not in {player}'s hand",
                      "gm status NAME --player P shows the hand")
    return DeckPick(hand.index(number) + 1)


_ = W  # the words are data (words.toml)
