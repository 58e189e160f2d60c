"""Reading Distant Colony turn posts: forum text -> TurnOrders, claims and diagnostics.

- `parse_post(text, state, player, settings)` -> `ParsedPost` (grammar.py)
- `template_post(state, player, settings)` -> a turn post skeleton (template.py)
- `Claim`, `total` (claims.py)

With the reading kit (`gm_tool.core.kit.reading`): grammar.py holds the table of sections, each read
by a module of sections/ with the post's `PostContext` (context.py); remarks.py takes out remarks
in parentheses; vocabulary.py and phrases.py read words and amounts, with the word lists kept as
data in words.toml. The accepted syntax is described in docs/reading.md.
"""

from gm_tool.games.distant_colony.posts.claims import Claim, total
from gm_tool.games.distant_colony.posts.grammar import CODES, ParsedPost, parse_post
from gm_tool.games.distant_colony.posts.template import template_post

__all__ = ["CODES", "Claim", "ParsedPost", "parse_post", "template_post", "total"]
