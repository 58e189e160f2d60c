"""Render public views (from core.redact / game views) for the terminal and for forums.

Every function here takes plain view dicts (already redacted) and a format name, and returns
text. Nothing in render reads a campaign's secrets: it is never given them.
"""

from gm_tool.render.formats import FORMATS, check_format  # noqa: F401
