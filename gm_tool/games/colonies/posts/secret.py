"""The secret inputs, sent by private message (`gm choose NAME PLAYER "..."`):

- the council vote: "yes", "no", "no, 3 yellow", "yes 2 blue 1 red", "Yes! spending 2 energy"
  -> canonical "yes" / "no, 3 yellow" (the commitment is taken over it);
- a card for the event deck: its name ("Immigration", a close typo too), its number ("#5",
  "card 5"), or its place in the hand ("hand 2") -> canonical "hand 2": the revealed choice then
  says nothing about which card it was (the hand's order is known to its player only).

Problems are GmErrors (the GM sees them, not the thread), each saying what a good input is.
"""

from __future__ import annotations

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


def read_vote(state: dict[str, Any], player: str, text: str) -> Vote:
    names = Names({p: c for p, c in state["planets"].items()})
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
    return Vote("yes" if yes else "no", spend)


def _cards(state: dict[str, Any]) -> Vocabulary[int]:
    board = board_of(state)
    return Vocabulary([(card.name, n) for n, card in board.cards.items()], what="card")


def read_pick(state: dict[str, Any], player: str, text: str) -> DeckPick:
    hand = list(state["hands"][player])
    if not hand:
        raise GmError(f"{player} has no cards in hand")
    if any(c == 0 for c in hand):
        raise GmError("the hands are hidden in this copy", "the GM records the card")
    key = fold(text).strip(" .!")
    for prefix in ("card ", "#", "no ", "number "):
        if key.startswith(prefix) and key[len(prefix):].strip().isdigit():
            key = "#" + key[len(prefix):].strip()
            break
    board = board_of(state)
    number: int | None = None
    words = key.replace(",", " ").split()
    if len(words) == 2 and words[0] in ("hand", "position", "slot") and words[1].isdigit():
        position = int(words[1])
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
