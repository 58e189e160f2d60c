"""Throws: rock-paper-scissors, a game made of secret steps alone (issue 20, item 2). It lives
only in the tests, beside Sealed Bids (tests/conformance/test_game/), and is registered by one
line in tests/conformance/conftest.py.

Each round every player secretly throws rock, paper or scissors (`gm choose NAME Ann rock`, or
a private message such as "I'll go rock!"); `gm reveal` scores the round: each player gets one
point for every other player's throw theirs beats (rock beats scissors, scissors beat paper,
paper beats rock). After `rounds` rounds (a setting, 3 by default) the most points win; ties
share the win.

There is no posts step, no turn step and no chance step: only secret steps and the end, so
each reveal closes its own record entry (`history/round-000N.toml`, one per round).
"""

NAME = "throws"
ALIASES = ("rps", "rock-paper-scissors")
