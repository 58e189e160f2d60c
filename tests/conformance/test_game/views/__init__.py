"""Sealed Bids' presentation, all in its own package (render finds it through the game registry:
`find_game(view["game"]).package + ".views"`):

- `public`: the state as every player may see it (`public_view`: no stocks) and one applied turn
  as a public view (`summary_view`); `game.py` serves these to the engine;
- `context`: a public view -> the values its templates show, and `understood(details)` for the
  shared check reply's "Read as";
- `terminal`: the same views as rich layouts for the GM's screen.

Its forum templates are in `../templates/<family>/<view>.j2`. Nothing here imports render or
cli: the shared building blocks come from `gm_tool.core.viewkit`.
"""

from .public import public_view, summary_view

__all__ = ["public_view", "summary_view"]
