"""Beta Colony's posts: the reader (forum text -> Action, with the reading kit), the writer
(Action -> the canonical line) and `gm template`."""

from gm_tool.games.beta_colony.posts.reader import Read, read_post
from gm_tool.games.beta_colony.posts.template import template_post
from gm_tool.games.beta_colony.posts.writer import write_action

__all__ = ["Read", "read_post", "template_post", "write_action"]
