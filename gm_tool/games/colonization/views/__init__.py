"""Colonization's presentation, all in its own package (render finds it through the game
registry: `find_game(view["game"]).package + ".views"`):

- `public`: the board as every player may see it (`public_view`; the hidden planet order never
  appears, only its length) and one resolved action as a public view (`summary_view`);
  `game.py` serves these to the engine;
- `context`: a public view → the values its templates show (the solar systems as chains, the
  players, the turn post, the final scores), and `understood(details)` for the check reply;
- `terminal`: the same views as rich layouts for the GM's screen.

Its forum templates are in `../templates/<family>/<view>.j2`. Nothing here imports render or
cli: the shared building blocks come from `gm_tool.core.viewkit`.
"""

from gm_tool.games.colonization.views.public import public_view, summary_view

__all__ = ["public_view", "summary_view"]
