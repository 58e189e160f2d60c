"""Throws' presentation (declared below as `PRESENTATION`, all that render reads of it):
`public` (the public state and one revealed round as a summary), `context` (a view -> template
values), `terminal` (rich layouts), `picture` (the board picture). Its templates are in
`../templates/<family>/`."""

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
)
