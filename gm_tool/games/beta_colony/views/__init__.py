"""Beta Colony's presentation (declared below as `PRESENTATION`, all that render reads of it):
`public` (the views game.py serves), `context` (view -> template values, `understood`),
`terminal` (rich layouts). Its forum templates are in `../templates/<family>/<view>.j2`."""

from gm_tool.core.kit.views.presentation import Post, Presentation, View
from gm_tool.games.beta_colony.views.public import public_view, summary_view

__all__ = ["PRESENTATION", "public_view", "summary_view"]

#: what render draws for this game (gm_tool.core.kit.views.presentation): each function is
#: imported when first drawn
PRESENTATION = Presentation(
    status=Post(View("context", "status_context"), View("terminal", "status")),
    new_campaign=Post(View("context", "new_campaign_context"), View("terminal", "new_campaign")),
    summary=Post(View("context", "summary_context"), View("terminal", "round_summary")),
    picture=View("picture", "draw"),
    understood=View("context", "understood"),
    check_when=View("context", "check_when"),
    round_word="step",  # context.ROUND_WORD, as its pictures say it
)
