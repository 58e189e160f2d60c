"""Sealed Bids' reader and writer: what players write <-> the game's inputs.

A bid (a secret input, `gm choose NAME Ann "bid 3"` or a private message) is read by
`read_bid`: "bid 3", "3", "Bid: 3 coins", "I bid 3", "no bid" / "pass" (0). Its canonical text,
the one the commitment is taken over, is the number alone: "3".

A turn post is read by `read_post` with the shared reading kit (`gm_tool.core.kit.reading`: forum
markup and quoted posts removed, original line numbers kept). The one action is a line
"keep" (also "pass", "hold", "no sale") or "sell 300" / "sell 300 g" / "Sell: 300 grams";
chatter around it, and remarks in parentheses, are ignored. `write_post` writes an action as
its canonical post ("keep", "sell 300 g"), which `read_post` reads back to the same action.

Every problem is a Diagnostic with its line; nothing here raises for a bad post.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.errors import GmError
from gm_tool.core.kit.reading import is_comment, plain_words, read

from .rules import Action, Keep, Sell
from .state import GRAMS_PER_UNIT

KEEP_WORDS = {"keep", "pass", "hold", "nothing"}
NO_BID = {"pass", "none", "nothing", "no", "zero"}
_NUMBER = re.compile(r"^\d{1,7}$")


# Bids ------------------------------------------------------------------------------------------

def read_bid(text: str, coins: int | None = None) -> int:
    """A sealed bid as a whole number of coins; GmError saying what a bid looks like."""
    words = [w for w in plain_words(text, keep="-") if w not in ("i", "my", "bid", "bids", "coin", "coins", "of")]
    if not words or all(w in NO_BID or w == "bid" for w in words):
        return 0
    numbers = [w for w in words if _NUMBER.match(w)]
    others = [w for w in words if not _NUMBER.match(w) and w not in NO_BID]
    if len(numbers) != 1 or others:
        raise GmError(f"cannot read {text.strip()!r} as a bid",
                      "a bid is a whole number of coins, e.g. 'bid 3' (or 'bid 0' for no bid)")
    amount = int(numbers[0])
    if coins is not None and amount > coins:
        raise GmError(f"a bid of {amount} is more than the {coins} coins the player has",
                      f"bid 0 to {coins}")
    return amount


def write_bid(amount: int) -> str:
    return str(int(amount))


# Turn posts ------------------------------------------------------------------------------------

@dataclass
class ReadPost:
    action: Action | None
    line: int | None = None
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def accepted(self) -> bool:
        return not any(d.severity is Severity.ERROR for d in self.diagnostics)


def _line_action(words: list[str]) -> tuple[str, Action | None, str | None]:
    """("keep" | "sell" | "", the action, a problem) for one line's words."""
    if not words:
        return "", None, None
    if words[0] in KEEP_WORDS or words[:2] == ["no", "sale"]:
        return "keep", Keep(), None
    if words[0] != "sell":
        return "", None, None
    rest = [w for w in words[1:] if w not in ("g", "gram", "grams", "of", "saffron")]
    if len(rest) != 1 or not _NUMBER.match(rest[0]):
        return "sell", None, "write how much to sell in grams, e.g. 'sell 300 g'"
    grams = int(rest[0])
    if grams <= 0 or grams % GRAMS_PER_UNIT:
        hint = (f"amounts are in grams: did you mean 'sell {grams * GRAMS_PER_UNIT} g'?"
                if 0 < grams < GRAMS_PER_UNIT else "sell whole hundreds of grams (100, 200, …)")
        return "sell", None, hint
    return "sell", Sell(grams), None


def read_post(text: str) -> ReadPost:
    found: list[tuple[int, Action]] = []
    diagnostics: list[Diagnostic] = []
    for line in read(text):
        if is_comment(line.text):
            continue
        _, action, problem = _line_action(plain_words(line.text))
        if problem:
            diagnostics.append(Diagnostic("sb.sell.amount", f"{line.text!r}: {problem}",
                                          line=line.number, hint="e.g. 'sell 300 g' or 'keep'"))
        elif action is not None:
            found.append((line.number, action))
    if len(found) > 1:
        lines = ", ".join(str(n) for n, _ in found)
        diagnostics.append(Diagnostic("sb.post.two_actions", f"one action per turn: lines {lines} "
                                      "each hold one", line=found[1][0],
                                      hint="keep the one you mean and remove the others"))
    if not found and not diagnostics:
        diagnostics.append(Diagnostic("sb.post.no_action", "no action found in the post",
                                      hint="write 'keep', or 'sell 300 g' (in hundreds of grams)"))
    action, number = (found[0][1], found[0][0]) if found else (None, None)
    return ReadPost(action, number, diagnostics)


def write_post(action: Action) -> str:
    if isinstance(action, Sell):
        return f"sell {action.grams} g"
    return "keep"


def template(round_number: int, player: str, price: int) -> str:
    """A post `player` can send as it is (it keeps), with the other choice in a remark."""
    return (f"Sealed Bids, round {round_number}: {player}'s turn\n"
            "keep\n"
            f"(or instead: sell 300 g, in hundreds of grams, at {price} coins per 100 g)\n")

