"""Distant Colony's turn-post sections, one module each, in the order they are read.

Each module has `read(ctx, item) -> status` for one line of its section (`ctx`: the post's
`PostContext`; status: the reading kit's OK, PARTIAL, UNREADABLE or EMPTY) and `HINT`, an
example line for "not understood"; Production also has `finish(ctx)`, run after its last line.
The table that ties them to their headings is `posts.grammar.TABLE`.
"""

from gm_tool.games.distant_colony.posts.sections import (build, colonization, discard, net,
                                                          organization, player_trade, production,
                                                          survey, trade)

__all__ = ["build", "colonization", "discard", "net", "organization", "player_trade",
           "production", "survey", "trade"]
