"""What `gm thread` reads from a forum thread, whatever the forum: pages of posts, each post as
the player typed it. The sources (`sources/`: SMF, phpBB, BoardGameGeek, Discourse) turn a saved
page, an API answer or a fetched URL into a `ThreadPage`; `gm thread` (core/ops/thread.py) decides
which posts count and submits them. Nothing here imports a parser or an HTTP client.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Forum = Literal["smf", "phpbb", "bgg", "discourse"]


@dataclass(frozen=True)
class ThreadPost:
    """One post of a thread.

    `text` is what the player typed, in BBCode whatever the forum: quotes kept as
    `[quote="Ann"]…[/quote]` (nested as written), bold as `[b]…[/b]`, lists as `[list][*]…[/list]`,
    spoilers as `[spoiler]…[/spoiler]`, smileys as their text (":)"), line breaks as newlines —
    so a game's reader sees what `gm submit` would have been given. A Discourse post keeps its raw
    Markdown (`> quote`, `**bold**`), which the readers also read.
    """

    author: str                 # the forum username as shown
    post_id: str                # the forum's own id (SMF msg id, phpBB p id, BGG article id, Discourse id)
    number: int | None          # its number in the thread (1 = the opening post), when known
    link: str                   # a URL to the post (may be relative when the page gave no base)
    time: str | None            # ISO 8601 UTC, when the page says
    text: str
    edited: str | None = None   # ISO 8601 UTC of the last edit, when the page says
    author_id: str | None = None
    #: the page printed its times without a zone (SMF; phpBB 3.0): read as UTC here, and read
    #: in the thread's own zone (`gm thread --timezone`) where a time matters (the deadline)
    zone_unknown: bool = False


@dataclass
class ThreadPage:
    """One page (or one API answer) of a thread."""

    forum: Forum
    thread_id: str              # the forum's id of the thread (SMF topic, phpBB t, BGG thread, Discourse topic)
    title: str
    posts: list[ThreadPost] = field(default_factory=list)
    url: str | None = None      # where the page came from, when known
    next_url: str | None = None  # the next page of the thread, when there is one
    page: int | None = None     # this page's number, when known
    pages: int | None = None    # how many pages the thread has, when known
