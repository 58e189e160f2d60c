"""The output formats a post can be rendered in."""

from __future__ import annotations

from gm_tool.core.errors import GmError

FORMATS = ("terminal", "smf", "phpbb", "bgg", "markdown", "discord", "plain")


def check_format(name: str) -> str:
    key = name.strip().lower()
    if key not in FORMATS:
        raise GmError(f"unknown output format {name!r}", f"valid: {', '.join(FORMATS)}")
    return key
