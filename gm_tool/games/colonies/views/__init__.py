"""Colonies' presentation, all in its own package (render finds it through the game registry):

- `public`: the state as every player may see it (`public_view`: no credits, hands or deck
  order until the end) and one applied step as a public view (`summary_view`);
- `context`: a public view -> the values its templates show, and `understood(details)` for the
  shared check reply's "Read as";
- `terminal`: the same views as rich layouts for the GM's screen.

Its forum templates are in `../templates/<family>/<view>.j2`. Nothing here imports render or
cli: the shared building blocks come from `gm_tool.core.viewkit`.
"""

from .public import public_view, summary_view

__all__ = ["public_view", "summary_view"]
