"""Sealed Bids' presentation, all in its own package (declared below as `PRESENTATION`,
all that render reads of it):

- `public`: the state as every player may see it (`public_view`: no stocks) and one applied turn
  as a public view (`summary_view`); `game.py` serves these to the engine;
- `context`: a public view -> the values its templates show, and `understood(details)` for the
  shared check reply's "Read as";
- `terminal`: the same views as rich layouts for the GM's screen.

Its forum templates are in `../templates/<family>/<view>.j2`. Nothing here imports render or
cli: the shared building blocks come from `gm_tool.core.kit.views`.
"""

from gm_tool.core.kit.views.presentation import Post, Presentation, View
from .public import public_view, summary_view

__all__ = ["PRESENTATION", "public_view", "summary_view"]

#: what render draws for this game (gm_tool.core.kit.views.presentation): each function is
#: imported when first drawn
PRESENTATION = Presentation(
    status=Post(View("context", "status_context"), View("terminal", "status")),
    new_campaign=Post(View("context", "new_campaign_context"), View("terminal", "new_campaign")),
    summary=Post(View("context", "summary_context"), View("terminal", "round_summary")),
    reveal=Post(View("context", "reveal_context"), View("terminal", "reveal")),
    picture=View("picture", "draw"),
    understood=View("context", "understood"),
)
