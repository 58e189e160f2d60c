"""Render public views (from core.redact / game views) for the terminal and for forums.

Every function here takes plain view dicts (already redacted) and a format name, and returns
text. Nothing in render reads a campaign's secrets: it is never given them.

- posts: choice_receipt, status, reveal_post, new_campaign, round_summary, check_reply
  (the public API);
- presentation: finds a game's views and templates through the game registry
  (`find_game(view["game"]).package`: `<package>.views.context`, `.views.terminal`,
  `<package>/templates/`);
- context / terminal: the posts every game shares (check reply, choice receipt, generic reveal)
  and the dispatch of a game's own views; the building blocks are in gm_tool.core.kit.views;
- engine: sandboxed Jinja2 templates with per-target escaping (templates/ folders shipped in the
  package, overridable per campaign);
- escape / markup: escaping rules and markup helpers per target;
- discord: splitting into 2000-character messages. See docs/render.md.
"""

from gm_tool.render.formats import FORMATS, check_format  # noqa: F401
