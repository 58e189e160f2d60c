"""Building blocks for a game's presentation (`gm_tool/games/<game>/views/`), so that a game can
draw its own posts without importing the render layer:

- `text`: `clean` (control characters out of any value) and `and_text` ("Ann, Bob and Cy");
- `context`: pure functions from a public view to template values every game shares (the
  campaign header `common`, the seed and its check `seed_context`, GM notes and rulings);
- `terminal`: rich building blocks for the GM's screen (`TerminalText`, `header`, `grid`,
  `titled_table`, `hashes`, `names`, `t`, `final_verdict`, ...).

Imports point one way: cli → render → games → core. This package is core: it imports neither
games nor render nor cli (rich is a fixed dependency of the tool).
"""
