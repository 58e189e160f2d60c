"""The output formats a post can be rendered in, and what each target can do."""

from __future__ import annotations

from dataclasses import dataclass

from gm_tool.core.kit.errors import GmError

FORMATS = ("terminal", "smf", "phpbb", "bgg", "markdown", "discord", "plain")


@dataclass(frozen=True)
class Target:
    """What one output format offers: its markup family (which template folder it shares),
    whether it has real tables, and the message limit of the place it is pasted into."""

    name: str
    family: str  # "bbcode", "markdown", "plain" (template folder), "terminal" (rich)
    label: str
    tables: bool
    message_limit: int | None = None
    line_width: int | None = None


TARGETS: dict[str, Target] = {
    "terminal": Target("terminal", "terminal", "the GM's terminal (rich)", tables=True),
    "smf": Target("smf", "bbcode", "SMF forum BBCode (Bay 12)", tables=True),
    "phpbb": Target("phpbb", "bbcode", "phpBB BBCode", tables=False),
    "bgg": Target("bgg", "bbcode", "BoardGameGeek markup", tables=False),
    "markdown": Target("markdown", "markdown", "Markdown (CommonMark + GFM tables)", tables=True),
    "discord": Target("discord", "markdown", "Discord messages", tables=False, message_limit=2000),
    "plain": Target("plain", "plain", "plain text / e-mail", tables=False, line_width=72),
}


def check_format(name: str) -> str:
    key = name.strip().lower()
    if key not in FORMATS:
        raise GmError(f"unknown output format {name!r}", f"valid: {', '.join(FORMATS)}")
    return key


def target(name: str) -> Target:
    return TARGETS[check_format(name)]
