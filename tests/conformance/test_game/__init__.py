"""Sealed Bids: a small game that lives only in the tests, and the worked example of
docs/adding-a-game.md. It uses every kind of step the engine knows:

- chance: each round opens with a public die roll, made by the tool: the lot is that many
  hundred grams of saffron, and the die is also the round's market price (coins per 100 g);
- secret: every player bids coins for the lot in a sealed bid ("bid 3"); the highest bid wins
  (ties: the earlier player in this round's turn order), pays and takes the lot;
- turn: then each player in turn order posts "keep" or "sell 300" (grams, in hundreds) and is
  paid at the round's price;
- end: after `rounds` rounds (a setting); the score is coins plus 3 points per 100 g held.

Each player's stock of saffron is hidden: it starts at a secret amount drawn at set-up and only
the final scoring shows it. Everything public about the game goes through its `view`, which
leaves the stocks out of the public view and hides them in a player's copy.

The package is one game as a new game would be written: its state and rules (`state.py`,
`rules.py`), its reader and writer (`posts.py`: post text <-> action), its views and templates
(`views/`, `templates/<family>/`), its bots (`bots/`), its adjudication cases (`cases/`) and the
`Game` that ties them together (`game.py`). It is registered by one line in
tests/conformance/conftest.py.
"""

NAME = "sealed-bids"
ALIASES = ("sb", "sealed")
