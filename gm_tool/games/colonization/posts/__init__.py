"""Colonization's turn posts: read (`reader`), written in the game's own words (`writer`), and
the template (`template`). The words are data (`words.toml`), read with the reading kit."""

from gm_tool.games.colonization.posts.grammar import (Reader, find_places, resolve_sun,
                                                      tokens_of)
from gm_tool.games.colonization.posts.reader import FORMS, ParsedPost, kind_of, parse_post
from gm_tool.games.colonization.posts.vocabulary import coin_value

__all__ = ["FORMS", "ParsedPost", "Reader", "coin_value", "find_places", "kind_of", "parse_post",
           "resolve_sun", "tokens_of"]
