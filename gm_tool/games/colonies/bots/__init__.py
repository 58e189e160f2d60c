"""Colonies' self-play players (core/game/selfplay.py asks `Game.selfplay().bots()`).

Each bot is made by a factory taking the harness's `random.Random` and answers, on the play
state (the plain state itself), looking only at what its player may know (the public state,
its own credits and hand):

- `secret(state, step, player, settings)`: a `DeckPick` (deck step) or a `Vote`;
- `act(state, step, player, settings)`: a `Community` (income), `Answer` (effects), `Tie` or
  `Turn` (an action).

- random:  any legal input, uniformly among a few of each kind: finds what the others never try;
- builder: upgrades whenever it can (cheapest first), else produces, sells a surplus; votes for
           an event that grants it an action;
- trader:  sells on the best shelves, takes credits, negotiates its exports up, hunts pirates.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from gm_tool.games.colonies.bots.players import Builder, Randomly, Trader

BOTS: dict[str, Callable[[random.Random], Any]] = {
    "builder": Builder,
    "random": Randomly,
    "trader": Trader,
}

MIXES: dict[str, tuple[str, ...]] = {"mixed": ("builder", "random", "trader")}
