"""BoardGameGeek threads: the XML the public XML API 2 returns for `thread?id=N`:

    <thread id="N" numarticles="3" link="https://boardgamegeek.com/thread/N" termsofuse="…">
      <subject>…</subject>
      <articles>
        <article id="A" username="Ann" link="…/thread/N/article/A#A"
                 postdate="2024-03-01T12:00:00-06:00" editdate="…" numedits="0">
          <subject>…</subject><body>HTML, escaped</body>
        </article>…

Parsed with defusedxml (no entity expansion, no external entities); each body is BGG's rendered
HTML (quotes `<div class="quote"><div class="quotetitle"><p><b>Ann wrote:</b></p></div>
<div class="quotebody">…</div></div>`, spoilers `<span class="spoiler">`), turned back into BBCode.
"""

from __future__ import annotations

import re

from gm_tool.core.kit.errors import GmError
from gm_tool.core.ops.threads.model import ThreadPage, ThreadPost
from gm_tool.core.ops.threads.sources._html import BBCode, classes, iso_utc, node_text, parse


def _quote_of(node):
    if node.tag != "div" or "quote" not in classes(node):
        return None
    title = node.css_first("div.quotetitle")
    body = node.css_first("div.quotebody")
    author = None
    if title is not None:
        m = re.match(r"(.+?)\s+wrote\s*:?", node_text(title))
        author = m.group(1).strip() if m else None
    return author, body if body is not None else node, (title,) if title is not None else ()


def read_xml(root, url: str | None = None) -> ThreadPage:
    if root.tag != "thread":
        raise GmError(f"this XML is not a BoardGameGeek thread (its root is <{root.tag}>)",
                      hint="save what https://boardgamegeek.com/xmlapi2/thread?id=N returns")
    error = root.find("error")
    if error is not None or root.get("id") is None:
        message = (error.get("message") if error is not None else None) or "no thread id"
        raise GmError(f"BoardGameGeek answered with an error, not a thread: {message}",
                      hint="check the thread id")
    thread_id = root.get("id")
    title = (root.findtext("subject") or "").strip()
    converter = BBCode(_quote_of)
    posts: list[ThreadPost] = []
    articles = root.find("articles")
    offset = 0
    if url:
        m = re.search(r"[?&]page=(\d+)", url)
        count = re.search(r"[?&]count=(\d+)", url)
        if m and count:
            offset = (int(m.group(1)) - 1) * int(count.group(1))
    for index, art in enumerate(articles if articles is not None else []):
        if art.tag != "article":
            continue
        body = art.findtext("body") or ""
        tree = parse(f"<html><body><div id='gm-body'>{body}</div></body></html>")
        text = converter.convert(tree.css_first("#gm-body"))
        post_date = iso_utc(art.get("postdate"))
        edit_date = iso_utc(art.get("editdate"))
        edited = edit_date if (art.get("numedits") or "0") not in ("", "0") and \
            edit_date != post_date else None
        posts.append(ThreadPost(
            author=art.get("username") or "", post_id=art.get("id") or "",
            number=None if offset is None else offset + index + 1,
            link=art.get("link") or f"https://boardgamegeek.com/thread/{thread_id}/article/{art.get('id')}",
            time=post_date, text=text, edited=edited))
    return ThreadPage(forum="bgg", thread_id=thread_id, title=title, posts=posts, url=url,
                      pages=None, page=None)
