"""Reading Distant Colony turn posts: forum text -> TurnOrders, claims and diagnostics.

- `parse_post(text, state, player, settings)` -> `ParsedPost` (grammar.py)
- `template_post(state, player, settings)` -> a turn post skeleton (template.py)
- `Claim`, `total` (claims.py); words and amounts (vocabulary.py)

The accepted syntax is described in docs/posts.md.
"""

from gm_tool.games.distant_colony.posts.claims import Claim, total
from gm_tool.games.distant_colony.posts.grammar import CODES, ParsedPost, parse_post
from gm_tool.games.distant_colony.posts.template import template_post

__all__ = ["CODES", "Claim", "ParsedPost", "parse_post", "template_post", "total"]
