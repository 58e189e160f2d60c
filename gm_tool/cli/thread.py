"""`gm thread`: read the forum thread itself and take each seated player's turn post; `gm seats`:
the forum usernames that post for each seat. See docs/operations.md ("Reading the thread")."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Optional

import typer

from gm_tool.cli.common import DirOption, FormatOption, err_console, fmt_of, out, store_for
from gm_tool.core.kit.errors import GmError

#: the folder (in the campaign's folder) where the sources layer keeps the pages already read
CACHE_DIR = "thread-cache"


def read_pages(source, cache: Path | None, bgg_token: str | None = None) -> list:
    """The thread's pages from SOURCE (a saved page or several, an API answer or a URL), through
    the sources layer (imported only here: its parser and HTTP client load only for `gm thread`);
    what it waits for (a forum's rate limit) is said on standard error."""
    from gm_tool.core.ops.threads.fetch import read_thread

    return list(read_thread(source, cache, say=lambda text: err_console.print(f"note: {text}"),
                            bgg_token=bgg_token))


def thread(
    name: str = typer.Argument(..., help="campaign name"),
    sources: list[str] = typer.Argument(..., metavar="SOURCE...",
                                        help="a saved thread page (SMF, phpBB) or several, a "
                                             "BoardGameGeek or Discourse answer, or the thread's URL"),
    since: Optional[str] = typer.Option(None, "--since", metavar="POST",
                                        help="count only the posts after this one (its number "
                                             "or id), instead of after the tool's opening post"),
    gm: Optional[str] = typer.Option(None, "--gm", metavar="USERNAME",
                                     help="the GM's forum username (their posts are skipped; "
                                          "kept for the next runs)"),
    timezone: Optional[str] = typer.Option(None, "--timezone", metavar="ZONE",
                                           help="the zone an SMF page prints its times in, e.g. "
                                                "Europe/Berlin (read as UTC until given; kept)"),
    bgg_token: Optional[str] = typer.Option(None, "--bgg-token", envvar="GM_BGG_TOKEN",
                                            metavar="TOKEN",
                                            help="BoardGameGeek's XML API application token "
                                                 "(never stored or printed)"),
    dry_run: bool = typer.Option(False, "--dry-run", help="check and show; store nothing"),
    fmt: str = FormatOption,
    directory: str = DirOption,
) -> None:
    """Read the forum thread and submit each seated player's turn post for the step the campaign
    waits for; print one post for the thread (who was taken, verdicts, who is missing)."""
    from gm_tool.core.ops import history as history_mod
    from gm_tool.core.ops import thread as thread_mod

    fmt = fmt_of(fmt)
    store = store_for(directory)
    store.load(name)            # a missing campaign is named before anything is read
    # a dry run stores nothing, the page cache included
    cache = None if dry_run else store.folder(name) / CACHE_DIR
    if timezone is not None:
        thread_mod.zone_of(timezone)     # a wrong zone is named before anything is fetched
    pages = read_pages(sources[0] if len(sources) == 1 else sources, cache, bgg_token)
    if dry_run:
        campaign = store.load(name)
        run = thread_mod.read_thread_posts(campaign, pages, since=since, gm=gm,
                                              timezone=timezone)
    else:
        with store.transaction(name) as campaign:
            run = thread_mod.read_thread_posts(campaign, pages, since=since, gm=gm,
                                              timezone=timezone)
            history_mod.append_event(campaign, "thread", forum=run.forum, thread=run.thread_id,
                                     taken=run.stored, bound=run.bound or None)
    out(thread_post(run, campaign, fmt))
    if run.bound:
        err_console.print(f"note: campaign {name} now reads {run.forum} thread {run.thread_id}"
                          f"{f' “{run.title}”' if run.title else ''}")
    err_console.print(f"note: posts after {run.opened_after} read")
    for note in run.notes:
        err_console.print(f"note: {note}")
    if dry_run:
        err_console.print(f"dry run: {run.stored} post(s) would be stored; nothing was saved")


def seats(
    words: list[str] = typer.Argument(..., metavar="NAME | alias NAME PLAYER USERNAME",
                                      help="a campaign name (lists each seat's forum usernames), "
                                           "or: alias NAME PLAYER USERNAME"),
    remove: bool = typer.Option(False, "--remove", help="remove the username instead"),
    directory: str = DirOption,
) -> None:
    """List the forum usernames of each seat, or add one: gm seats alias NAME PLAYER USERNAME
    (several per seat; a username equal to the seat's name needs none)."""
    from gm_tool.core.ops import history as history_mod
    from gm_tool.core.ops import seats as seats_mod

    store = store_for(directory)
    if words[0] == "alias":
        if len(words) != 4:
            raise GmError("gm seats alias needs the campaign, the player and the forum username",
                          "for example: gm seats alias bay12 Ann Ann_the_Great")
        _, name, player, username = words
        with store.transaction(name) as campaign:
            who = seats_mod.set_alias(campaign, player, username, remove)
            history_mod.append_event(campaign, "alias", player=who, username=username.strip(),
                                     removed=remove or None)
    else:
        if len(words) != 1 or remove:
            raise GmError("give one campaign name to list its seats, or "
                          "'alias NAME PLAYER USERNAME'", "for example: gm seats bay12")
        campaign = store.load(words[0])
    for entry in campaign.players:
        flag = " (dropped)" if entry.dropped else ""
        out(f"{entry.name}{flag}: {', '.join([entry.name, *(entry.aliases or [])])}")


# the post for the thread ----------------------------------------------------------------------

def _mention(name: str) -> str:
    """A forum mention: Discourse and Discord notify `@name`; on SMF, phpBB and BGG it reads the
    same. Left unescaped, so the forum sees the name as the player spells it."""
    return f"@{name}"


def thread_post(run, campaign, fmt: str) -> str:
    """The one post `gm thread` prints for the thread: each player with the post taken (number
    and link), the verdict and the problems, and who is still missing (mentioned)."""
    from gm_tool.core.ops.thread import post_name, username_of
    from gm_tool.render.formats import check_format
    from gm_tool.render.markup import DIALECTS

    fmt = check_format(fmt)
    dialect = DIALECTS["plain" if fmt == "terminal" else fmt]("plain" if fmt == "terminal" else fmt)
    md = fmt in ("markdown", "discord")
    item, sub = ("- ", "  - ") if md else ("", "    ")

    def link(label: str, url: str) -> str:
        if not url:
            return str(dialect.text(label))
        if fmt in ("smf", "phpbb", "bgg"):
            return f"[url={url}]{dialect.text(label)}[/url]"
        if fmt in ("markdown", "discord"):     # the label is "#12" or "post 123": nothing to escape
            return f"[{label}](<{url}>)" if fmt == "discord" else f"[{label}]({url})"
        return label                          # plain: the address goes on a line of its own

    lines = [str(dialect.b(f"{campaign.name} · {run.clock_before} — read from the thread"))]
    if run.step_kind == "secret":
        lines.append(str(dialect.text(f"{run.clock_before} is a secret step: send your choice to "
                                      "the GM by private message, not here.")))
    verdicts = {"accepted": "accepted", "rejected": "REJECTED", "applied": "applied",
                "kept": "kept for your turn", "already in": "already in", "not read": "not read",
                "not applied": "NOT applied"}
    for t in run.taken:
        who = str(dialect.b(t.player))
        where = link(post_name(t.post), t.post.link) if t.post is not None else "kept post"
        line = f"{who} — {where}: {dialect.text(verdicts.get(t.verdict, t.verdict))}"
        if t.note:
            line += f" ({dialect.text(t.note)})"
        if t.edited_late:
            line += str(dialect.text(" — edited after the deadline"))
        lines.append(item + line)
        if not md and fmt not in ("smf", "phpbb", "bgg") and t.post is not None and t.post.link:
            lines.append(sub + t.post.link)    # whole, to be clicked or copied
        for problem in t.problems:
            text = str(dialect.text(problem))
            lines.append(sub + text)
    if run.missing:
        names = [_mention(run.usernames.get(p) or username_of(campaign, p)) for p in run.missing]
        lines.append(str(dialect.text("Still missing: ")) + ", ".join(names))
    elif run.step_kind != "secret":
        lines.append(str(dialect.text("Nobody is missing.")))
    if run.clock_after != run.clock_before:
        lines.append(str(dialect.text(f"Now: {run.clock_after}")))
    if md:      # a Markdown paragraph joins its lines: the list and every other line stand apart
        listed = [line for line in lines[1:] if line.startswith(("- ", "  - "))]
        others = [line for line in lines[1:] if not line.startswith(("- ", "  - "))]
        return "\n\n".join([lines[0], *(["\n".join(listed)] if listed else []), *others]) + "\n"
    if fmt in ("plain", "terminal"):     # a plain post keeps to 72 columns; an address stays whole
        lines = [part for line in lines for part in _wrap72(line)]
    return "\n".join(lines) + "\n"


def _wrap72(line: str) -> list[str]:
    if len(line) <= 72 or line.strip().startswith(("http://", "https://")):
        return [line]
    indent = line[:len(line) - len(line.lstrip())]
    return textwrap.wrap(line, 72, initial_indent="", subsequent_indent=indent + "  ",
                         break_long_words=False, break_on_hyphens=False)


def register(app: typer.Typer) -> None:
    app.command("thread")(thread)
    app.command("seats")(seats)
