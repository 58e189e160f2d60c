"""Read the forum thread itself (`gm thread NAME SOURCE`): each seated player's turn post, taken
from the thread as `gm submit` would take it.

The pages come from the sources layer (gm_tool/core/ops/threads/sources: SMF, phpBB, BoardGameGeek,
Discourse) as `ThreadPage`s; this module decides which posts count and submits them:

- the thread is bound to the campaign on first use (forum and thread id); a page of another
  thread is refused;
- only posts after the step opened count: after the GM's post that opened it (the tool's opening
  posts end with a marker line, `gm_tool · NAME · Round 3 · turn posts opened`, see
  `marker_line`), or after `--since POST`;
- forum usernames map to seats (`gm seats alias`; a username equal to a seat's name maps itself);
  the GM's own posts are skipped; posts by people who are not seated are listed for the GM;
- per player the latest post that holds a turn counts: a later post the game's reader finds no
  order in (chatter) does not replace it; in a sequential game every turn post is submitted in
  thread order, each checked against the state its turn meets (a post sent ahead is kept);
- a secret step is never read from the thread: a choice posted there is reported as a leak;
- a post edited after the deadline is flagged; a post already taken in (same id, same text) is
  not submitted again.

Nothing here imports a parser or an HTTP client; the caller stores the campaign (one transaction).
"""

from __future__ import annotations

import hashlib
import re
import shlex
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from gm_tool.core.kit.errors import GmError

if TYPE_CHECKING:
    from gm_tool.core.store.campaign import Campaign
    from gm_tool.core.ops.threads.model import ThreadPage, ThreadPost

#: the words of the opening marker; the middle parts are the campaign and the game's clock
MARKER_WORD = "gm_tool"
_MARKER = re.compile(r"gm_tool\s*·\s*(?P<campaign>[^\s·]+)\s*·\s*(?P<clock>[^\n]+?)\s+opened\b",
                     re.IGNORECASE)
#: a game's diagnostic codes for a post its reader finds no order in (chatter, an empty post)
NO_ORDER_CODES = ("post.empty", "post.no_turn", "post.no_action", "post.no_choice",
                  "post.no_answer")
_QUOTE_OPEN = re.compile(r"\[quote(?:[= ][^\]]*)?\]", re.IGNORECASE)
_QUOTE_CLOSE = re.compile(r"\[/quote\]", re.IGNORECASE)
_TAG = re.compile(r"\[/?[a-z*]+(?:=[^\]]*)?\]", re.IGNORECASE)


def marker_line(campaign_name: str, clock_text: str) -> str:
    """The line a post that opens a step ends with: `gm thread` counts the posts after it."""
    return f"{MARKER_WORD} · {campaign_name} · {clock_text} opened"


def strip_quotes(text: str) -> str:
    """The post without what it quotes: BBCode [quote] blocks (nested too) and Markdown '>'
    lines. Another player's quoted orders are never this player's."""
    out, depth, i = [], 0, 0
    while i < len(text):
        opened, closed = _QUOTE_OPEN.search(text, i), _QUOTE_CLOSE.search(text, i)
        nxt = min((m for m in (opened, closed) if m), key=lambda m: m.start(), default=None)
        if nxt is None:
            if depth == 0:
                out.append(text[i:])
            break
        if depth == 0:
            out.append(text[i:nxt.start()])
        depth = depth + 1 if nxt is opened else max(0, depth - 1)
        i = nxt.end()
    kept = [line for line in "".join(out).split("\n") if not line.lstrip().startswith(">")]
    text = "\n".join(kept)
    text = re.sub(r"\n{3,}", "\n\n", text)
    return text.strip("\n")


def find_marker(text: str, campaign_name: str) -> str | None:
    """The clock text of this campaign's opening marker in `text` (quotes left out), or None."""
    plain = _TAG.sub("", strip_quotes(text)).replace("*", "").replace("\\", "")
    found = None
    for m in _MARKER.finditer(plain):
        if m.group("campaign").casefold() == campaign_name.casefold():
            found = m.group("clock").strip()
    return found


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def _moment(text: str | None) -> datetime | None:
    if not text:
        return None
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else None


def post_name(post: ThreadPost) -> str:
    return f"#{post.number}" if post.number is not None else f"post {post.post_id}"


@dataclass
class Taken:
    """What became of one post (or one missing player) in the run."""

    player: str
    post: ThreadPost | None
    #: accepted, rejected, applied, kept (sent ahead of its turn), already in, not applied
    verdict: str
    problems: list[str] = field(default_factory=list)
    note: str = ""
    edited_late: bool = False


@dataclass
class ThreadRun:
    forum: str
    thread_id: str
    title: str
    clock_before: str
    clock_after: str
    step_kind: str
    opened_after: str            # how the opening was found ("#12, the GM's opening post" ...)
    taken: list[Taken] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    #: for the GM's eyes (standard error): non-seated posters, leaks, late edits, skipped posts
    notes: list[str] = field(default_factory=list)
    usernames: dict[str, str] = field(default_factory=dict)   # seat -> forum username seen
    bound: bool = False
    stored: int = 0


def _ordered_posts(pages: list[ThreadPage]) -> list[ThreadPost]:
    seen: dict[str, ThreadPost] = {}
    for page in pages:
        for post in page.posts:
            seen[post.post_id] = post          # a page read twice: the later copy
    posts = list(seen.values())
    order = {p.post_id: i for i, p in enumerate(posts)}
    if all(p.number is not None for p in posts):
        posts.sort(key=lambda p: (p.number, order[p.post_id]))
    return posts


def bind(campaign: Campaign, pages: list[ThreadPage], gm: str | None,
         timezone: str | None = None) -> bool:
    """Check every page is of one thread, the campaign's; bind it on first use. True if bound now."""
    from gm_tool.core.store.campaign import ThreadBinding

    if not pages:
        raise GmError("the source holds no page of a thread", "give a saved thread page, an "
                      "API answer or the thread's URL")
    first = pages[0]
    for page in pages[1:]:
        if (page.forum, page.thread_id) != (first.forum, first.thread_id):
            raise GmError(f"the pages are of two threads ({first.forum} {first.thread_id} and "
                          f"{page.forum} {page.thread_id})", "give the pages of one thread")
    bound = campaign.thread
    if bound is not None and (bound.forum, bound.thread_id) != (first.forum, first.thread_id):
        raise GmError(f"this page is of another thread ({first.forum} thread {first.thread_id}"
                      f"{f' “{first.title}”' if first.title else ''}); campaign {campaign.name} "
                      f"reads {bound.forum} thread {bound.thread_id}"
                      f"{f' “{bound.title}”' if bound.title else ''}",
                      "give a page of the campaign's own thread; nothing was stored")
    now_bound = bound is None
    if bound is None:
        campaign.thread = ThreadBinding(forum=first.forum, thread_id=first.thread_id,
                                        title=first.title, url=first.url)
    if gm is not None:
        if not gm.strip():
            raise GmError("--gm needs the GM's forum username")
        campaign.thread.gm = gm.strip()
    if timezone is not None:
        campaign.thread.timezone = zone_of(timezone).key
    return now_bound


def zone_of(name: str):
    """The IANA time zone NAME ("Europe/Berlin", "UTC") or a GmError that says how to give one."""
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    try:
        return ZoneInfo(name.strip())
    except (ZoneInfoNotFoundError, ValueError):
        raise GmError(f"--timezone {name}: not a time zone name",
                      "give an IANA name as the forum's profile settings show it, e.g. "
                      "Europe/Berlin, America/New_York or UTC") from None


def post_moment(text: str | None, zone_unknown: bool, zone: str | None) -> datetime | None:
    """When a post was written or edited. A page that printed its times without a zone (SMF)
    was read as UTC; the thread's own zone, when the GM gave it, says what the wall clock meant."""
    moment = _moment(text)
    if moment is not None and zone_unknown and zone:
        moment = moment.replace(tzinfo=zone_of(zone))
    return moment


def _find_since(posts: list[ThreadPost], since: str) -> int:
    word = since.strip().lstrip("#")
    for i, post in enumerate(posts):
        if post.post_id == word or post.post_id == since.strip():
            return i
    if word.isdigit():
        for i, post in enumerate(posts):
            if post.number == int(word):
                return i
    raise GmError(f"--since {since}: no such post on the pages read (neither a post id nor a "
                  "post number)", "give the number (#12) or id of the GM's post that opened "
                                  "the step, as the thread shows it")


def read_thread_posts(campaign: Campaign, pages: list[ThreadPage], *, since: str | None = None,
                      gm: str | None = None, timezone: str | None = None) -> ThreadRun:
    """Take the step's posts from the thread into `campaign` (changed in place; the caller saves
    it in one transaction, or not at all for a dry run)."""
    from gm_tool.core.engine.steps import clock_of, game_of, step_of

    now_bound = bind(campaign, pages, gm, timezone)
    binding = campaign.thread
    assert binding is not None
    step = step_of(campaign)
    clock = clock_of(campaign)
    if step.kind in ("chance", "end"):
        raise GmError(f"campaign {campaign.name} waits for no post now ({clock.text})",
                      "'gm status' says what it waits for")
    posts = _ordered_posts(pages)
    run = ThreadRun(binding.forum, binding.thread_id, binding.title or pages[0].title,
                    clock.text, clock.text, step.kind, "", bound=now_bound)
    start = _opening(campaign, posts, since, step, clock.text, run)
    game = game_of(campaign)
    reading = _Reading(campaign, game, game.load_settings(campaign.settings), run)
    mine = reading.seated_posts(posts[start + 1:])
    if step.kind == "secret":
        _report_leaks(campaign, step, game, reading.settings, mine, run)
        run.missing = [p for p in step.players if p in campaign.active_players
                       and p not in campaign.entry.commitments]
    elif step.kind == "posts":
        reading.take_latest_posts(step, mine)
    else:
        reading.take_turns(mine)
    return run


def _opening(campaign: Campaign, posts: list[ThreadPost], since: str | None, step: Any,
             clock_text: str, run: ThreadRun) -> int:
    """The index of the post that opened the step: `--since`'s, else the GM's latest post with
    the campaign's marker line. Without a GM username yet, that post's author becomes the GM."""
    from gm_tool.core.ops.seats import username_key

    binding = campaign.thread
    if since is not None:
        start = _find_since(posts, since)
        run.opened_after = f"{post_name(posts[start])} (--since)"
        return start
    gm_key = username_key(binding.gm) if binding.gm else None
    start, marked = -1, None
    for i, post in enumerate(posts):
        if gm_key is not None and username_key(post.author) != gm_key:
            continue
        found = find_marker(post.text, campaign.name)
        if found is not None:
            start, marked = i, found
    if start < 0:
        raise GmError(f"no opening post of campaign {campaign.name} on the pages read"
                      f"{f' from {binding.gm}' if binding.gm else ''} (the line "
                      f"'{marker_line(campaign.name, clock_text)}' that the tool's posts end with)",
                      "give the post that opened the step with --since POST (its number or id), "
                      "or the pages that hold it; nothing was stored")
    # in a sequential game the posts taken in since the opening post have moved the clock on
    later_taken = any(p.post_id in binding.taken for p in posts[start + 1:])
    if marked.casefold() != clock_text.casefold() and not (step.kind == "turn" and later_taken):
        raise GmError(f"the thread's latest opening post ({post_name(posts[start])}) opened "
                      f"{marked}, but campaign {campaign.name} waits for {clock_text}",
                      "post the tool's post that opens it first (it ends with "
                      f"'{marker_line(campaign.name, clock_text)}'), or give --since POST; "
                      "nothing was stored")
    run.opened_after = f"{post_name(posts[start])}, the post that opened {marked}"
    if binding.gm is None:
        # The tool's opening post is the GM's: its author is the GM's username from now on,
        # so the GM's later posts (reminders, rulings) are skipped, not listed as unseated.
        binding.gm = posts[start].author
        run.notes.append(f"the GM's forum username is taken as {binding.gm}, who wrote the "
                         f"opening post (another one: --gm USERNAME)")
    return start


class _Reading:
    """One run's reading of the posts after the opening: whose each is, which count, and
    submitting them as `gm submit` would (the results go to `run`)."""

    def __init__(self, campaign: Campaign, game: Any, settings: Any, run: ThreadRun) -> None:
        self.campaign = campaign
        self.binding = campaign.thread
        self.game = game
        self.settings = settings
        self.run = run
        self.deadline = _moment(campaign.entry.deadline)

    def late(self, post: ThreadPost) -> bool:
        """Edited after the round's deadline."""
        edited = post_moment(post.edited, post.zone_unknown, self.binding.timezone)
        return self.deadline is not None and edited is not None and edited > self.deadline

    def seated_posts(self, after: list[ThreadPost]) -> list[tuple[str, ThreadPost]]:
        """(seat, post) for each post a seated, active player wrote, in thread order; the GM's
        posts are skipped, and the others noted for the GM."""
        from gm_tool.core.ops.seats import username_key, username_map

        campaign, run = self.campaign, self.run
        gm_key = username_key(self.binding.gm) if self.binding.gm else None
        seats = username_map(campaign)
        mine: list[tuple[str, ThreadPost]] = []
        for post in after:
            key = username_key(post.author)
            if gm_key is not None and key == gm_key:
                continue
            player = seats.get(key)
            if player is None:
                words = " ".join(_TAG.sub("", strip_quotes(post.text)).split())
                run.notes.append(f"not seated: {post.author} wrote {post_name(post)} ({post.link}): "
                                 f"“{words[:60]}{'…' if len(words) > 60 else ''}” — not read "
                                 f"(if they play a seat: gm seats alias {campaign.name} PLAYER "
                                 f"{shlex.quote(post.author)})")
                continue
            if player not in campaign.active_players:
                run.notes.append(f"{post.author} ({player}, dropped) wrote {post_name(post)}: not read")
                continue
            run.usernames[player] = post.author
            if self.late(post):
                run.notes.append(f"{player}'s {post_name(post)} ({post.link}) was edited after the "
                                 f"deadline ({post.edited}; deadline {campaign.entry.deadline})")
            mine.append((player, post))
        return mine

    def no_order(self, player: str, text: str) -> bool:
        """The game's reader finds no order in `text` (chatter, an empty post)."""
        from gm_tool.core.engine import turns

        try:
            checked = self.game.check_post(self.campaign.state, player, text, self.settings,
                                           turns.stored_posts(self.campaign, player))
        except Exception:       # a reader that cannot check off its turn: let submit decide
            return False
        return any(d.code.endswith(NO_ORDER_CODES) for d in checked.diagnostics
                   if d.severity.value == "error")

    def submit(self, player: str, post: ThreadPost, text: str) -> None:
        """Submit one post as `gm submit` would, and note what became of it (and of posts kept
        earlier for the turns it brought due)."""
        from gm_tool.core.engine import turns
        from gm_tool.core.engine.steps import step_of

        run = self.run
        before = step_of(self.campaign)
        result = turns.submit(self.campaign, player, text)
        self.binding.taken[post.post_id] = digest(post.text)
        run.stored += 1
        problems = [d.render() for d in result.check.diagnostics]
        if result.kept:
            run.taken.append(Taken(player, post, "kept", [], f"kept for a later turn: {result.kept}",
                                   self.late(post)))
        elif result.resolved is not None:
            run.taken.append(Taken(player, post, "applied", problems,
                                   f"applied ({before.label})", self.late(post)))
        else:
            verdict = "accepted" if result.check.accepted else "rejected"
            run.taken.append(Taken(player, post, verdict, problems,
                                   "replaces the earlier one" if result.replaced else "",
                                   self.late(post)))
        for who, check, resolved, what in result.came_due:
            run.taken.append(Taken(who, None, "applied" if resolved else "not applied",
                                   [d.render() for d in check.diagnostics] if check else [],
                                   f"the post kept for this turn: {what}"))

    def take_latest_posts(self, step: Any, mine: list[tuple[str, ThreadPost]]) -> None:
        """A posts step: per player the latest post that holds a turn (later chatter does not
        replace it); a post already taken in unchanged is not submitted again."""
        campaign, run = self.campaign, self.run
        for player in [p for p in step.players if p in campaign.active_players]:
            theirs = [post for who, post in mine if who == player]
            chosen = None
            for post in reversed(theirs):
                text = strip_quotes(post.text)
                if self.binding.taken.get(post.post_id) == digest(post.text) \
                        and player in campaign.entry.submissions:
                    chosen = post
                    sub = campaign.entry.submissions[player]
                    run.taken.append(Taken(player, post, "already in", [],
                                           f"taken in before: {sub.get('verdict', '')}"))
                    break
                if not text.strip() or self.no_order(player, text):
                    run.notes.append(f"{player}'s {post_name(post)} holds no turn (chatter): "
                                     "it does not replace an earlier post")
                    continue
                chosen = post
                try:
                    self.submit(player, post, text)
                except GmError as exc:
                    run.taken.append(Taken(player, post, "not read", [exc.message]))
                break
            if chosen is None and player not in campaign.entry.submissions:
                run.missing.append(player)

    def take_turns(self, mine: list[tuple[str, ThreadPost]]) -> None:
        """A sequential game: every turn post in thread order, each checked against the state
        its turn meets; a post edited after it was taken in is not read again."""
        from gm_tool.core.engine.steps import clock_of, step_of

        campaign, run, taken = self.campaign, self.run, self.binding.taken
        for player, post in mine:
            if post.post_id in taken:
                if taken[post.post_id] != digest(post.text):
                    run.notes.append(f"{player}'s {post_name(post)} was edited after it was taken "
                                     "in: not read again (ask the player, or rule on it)")
                continue
            text = strip_quotes(post.text)
            if not text.strip() or self.no_order(player, text):
                run.notes.append(f"{player}'s {post_name(post)} holds no turn (chatter): not submitted")
                continue
            if step_of(campaign).kind != "turn":
                run.notes.append(f"{player}'s {post_name(post)} came after the turns ended "
                                 f"({clock_of(campaign).text}): not read")
                continue
            try:
                self.submit(player, post, text)
            except GmError as exc:
                run.taken.append(Taken(player, post, "not read", [exc.message]))
        now = step_of(campaign)
        run.clock_after = clock_of(campaign).text
        if now.kind == "turn":
            run.missing = [p for p in now.players if p not in campaign.entry.waiting]


def _report_leaks(campaign: Campaign, step: Any, game: Any, settings: Any,
                  mine: list[tuple[str, ThreadPost]], run: ThreadRun) -> None:
    """A secret step is never read from the thread; a choice posted there is reported."""
    from gm_tool.core.ops.mail import read_choice

    for player, post in mine:
        if player not in step.players:
            continue

        def reader(words: str, player: str = player) -> str:
            return game.read_choice(campaign.state, step, player, words, settings).text

        text = _TAG.sub("", strip_quotes(post.text))
        lines = [line.strip() for line in text.split("\n") if line.strip()]
        named = next((c for c in (read_choice(game, line, reader) for line in lines[:12]) if c), None)
        if named is not None:
            run.notes.append(f"LEAK: {player} posted their {step.noun or game.choice_noun} in public "
                             f"({post_name(post)}, {post.link}): read as {named} — not recorded; "
                             f"{player} sends it to the GM by private message")
    run.notes.append(f"{step.label} is a secret step: choices come by private message "
                     "(gm choose / gm ingest), never from the thread")


def username_of(campaign: Campaign, player: str) -> str:
    """The forum username to mention a seat by: its first alias, else its name."""
    entry = next(p for p in campaign.players if p.name == player)
    return (entry.aliases or [player])[0]
