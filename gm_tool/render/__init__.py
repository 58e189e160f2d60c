"""Render public views (from core.redact / game views) for the terminal and for forums.

Every function here takes plain view dicts (already redacted) and a format name, and returns
text. Nothing in render reads a campaign's secrets: it is never given them.

- posts: choice_receipt, status, reveal_post, new_campaign, round_summary, check_reply
  (the public API);
- engine: sandboxed Jinja2 templates with per-target escaping (templates/ at the repo top);
- escape / markup: escaping rules and markup helpers per target; terminal: rich for the GM;
- discord: splitting into 2000-character messages;
- games: one renderer per game (context + terminal layout + template folder), picked by
  view["game"] (Distant Colony, Colonization). See docs/render.md.
"""

from gm_tool.render.formats import FORMATS, check_format  # noqa: F401
