"""phpBB 3.x prosilver topic pages (styles/prosilver/template/viewtopic_body.html).

A post is `<div id="pN" class="post …">`: the author in `dl.postprofile dt` (`a.username` or
`.username-coloured`; a guest has a bare name), the time in `p.author` (3.2+: `<time
datetime=…>`; 3.0/3.1: "by NAME » Fri Mar 01, 2024 12:00 pm"), the body in `div.content`, the
edit in `div.notice` ("Last edited by NAME on DATE, edited N times in total."), the signature in
`div.signature` (dropped). A soft-deleted post (class `deleted`) is left out. Quotes:
`<blockquote><div><cite>Ann wrote: …</cite>…</div></blockquote>`.
"""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urljoin, urlparse

from gm_tool.core.ops.threads.model import ThreadPage, ThreadPost
from gm_tool.core.ops.threads.sources._html import (BBCode, classes, iso_utc, node_text, parse,
                                                parse_date)

DATE_FORMATS = ("%a %b %d, %Y %I:%M %p", "%a %b %d, %Y %H:%M", "%d %b %Y, %H:%M",
                "%a %b %d, %Y %I:%M:%S %p", "%b %d, %Y %I:%M %p", "%d.%m.%Y, %H:%M")


def recognise(html: str) -> bool:
    return ("phpBB" in html or "phpbb" in html) and (
        "viewtopic.php" in html or "ucp.php" in html or 'class="postbody"' in html
        or 'id="phpbb"' in html)


def _quote_of(node):
    if node.tag != "blockquote":
        return None
    content = node
    inner = node.css_first("div")
    if inner is not None and inner.parent is not None and inner.parent.mem_id == node.mem_id:
        content = inner
    cite = None
    child = content.child
    while child is not None:
        if child.tag == "cite":
            cite = child
            break
        child = child.next
    author = None
    if cite is not None:
        text = node_text(cite)
        m = re.match(r"(.+?)\s+(?:wrote|a écrit|schrieb|escribió|ha scritto)\s*:", text)
        author = m.group(1).strip() if m else None
    return author, content, (cite,) if cite is not None else ()


def read(html: str, url: str | None = None) -> ThreadPage:
    tree = parse(html)
    base = url if url and url.startswith("http") else None
    topic, title = _topic(tree, url)
    converter = BBCode(_quote_of)
    page, pages, next_url, per_page = _pagination(tree, base)
    start = _start(url) if url else None
    canonical = tree.css_first("link[rel=canonical]")
    if start is None and canonical is not None:
        start = _start((canonical.attributes.get("href") or "").replace("&amp;", "&"))
    if start is None and page is not None and per_page:
        start = (page - 1) * per_page
    if start is None and page == 1:
        start = 0
    posts: list[ThreadPost] = []
    index = 0
    for div in tree.css("div.post[id^=p]"):
        post_id = div.attributes.get("id", "")[1:]
        if not post_id.isdigit():
            continue
        index += 1
        if "deleted" in classes(div):
            continue
        content = div.css_first("div.content")
        if content is None:
            continue
        posts.append(_post(div, content, post_id, topic, base, converter,
                           start + index if start is not None else None))
    return ThreadPage(forum="phpbb", thread_id=topic, title=title, posts=posts, url=url,
                      next_url=next_url, page=page, pages=pages)


def _post(div, content, post_id, topic, base, converter, number) -> ThreadPost:
    dt = div.css_first("dl.postprofile dt")
    name = None
    author_id = None
    if dt is not None:
        name = dt.css_first("a.username, a.username-coloured, span.username, "
                            "span.username-coloured")
        if name is not None:
            m = re.search(r"[?&]u=(\d+)", name.attributes.get("href") or "")
            author_id = m.group(1) if m else None
    if name is None:  # phpBB 3.0: the profile link has no class; the author line names them
        name = div.css_first("p.author strong")
        link = name.css_first("a") if name is not None else None
        m = re.search(r"[?&]u=(\d+)", link.attributes.get("href") or "") if link is not None else None
        author_id = m.group(1) if m else None
    author = node_text(name) if name is not None else (node_text(dt.css_first("strong")) if dt else "")
    author_line = div.css_first("p.author")
    time, zone_unknown = None, False
    if author_line is not None:
        stamp = author_line.css_first("time")
        if stamp is not None:
            time = iso_utc(stamp.attributes.get("datetime"))
            zone_unknown = time is None
            time = time or parse_date(node_text(stamp), DATE_FORMATS)
        else:
            text = node_text(author_line)
            time = parse_date(text.rsplit("»", 1)[-1], DATE_FORMATS)
            zone_unknown = True
    edited = None
    for notice in div.css("div.notice"):
        text = node_text(notice)
        m = re.search(r"Last edited by .+? on (.+?), edited \d+ times? in total", text)
        if m:
            stamp = notice.css_first("time")
            edited = iso_utc(stamp.attributes.get("datetime")) if stamp is not None else None
            if edited is None:
                edited, zone_unknown = parse_date(m.group(1), DATE_FORMATS), True
    href = f"./viewtopic.php?p={post_id}#p{post_id}"
    return ThreadPost(author=author, post_id=post_id, number=number,
                      link=urljoin(base, href) if base else href, time=time,
                      text=converter.convert(content), edited=edited, author_id=author_id,
                      zone_unknown=zone_unknown)


def _topic(tree, url) -> tuple[str, str]:
    head = tree.css_first("h2.topic-title a, h2 a[href*='viewtopic.php']")
    title = node_text(head) if head is not None else node_text(tree.css_first("title"))
    for href in ([head.attributes.get("href")] if head is not None else []) + [url or ""]:
        query = parse_qs(urlparse((href or "").replace("&amp;", "&")).query)
        if "t" in query:
            return query["t"][0], title
    for a in tree.css("a[href*='viewtopic.php']"):
        query = parse_qs(urlparse(a.attributes.get("href") or "").query)
        if "t" in query:
            return query["t"][0], title
    return "", title


def _start(url) -> int | None:
    query = parse_qs(urlparse(url).query)
    if "start" in query and query["start"][0].isdigit():
        return int(query["start"][0])
    if "t" in query:
        return 0
    return None


def _pagination(tree, base):
    pag = tree.css_first("div.pagination")
    if pag is None:
        return 1, 1, None, None
    current = pag.css_first("li.active span")
    page = int(node_text(current)) if current is not None and node_text(current).isdigit() else None
    numbers = []
    if page is None:  # phpBB 3.0: "Page <strong>2</strong> of <strong>3</strong> • 1, <strong>2</strong>, 3"
        m = re.search(r"Page (\d+) of (\d+)", node_text(pag))
        page = int(m.group(1)) if m else 1
        if m:
            numbers.append(int(m.group(2)))
    numbers.append(page)
    per_page = None
    next_url = None
    for a in pag.css("a"):
        text = node_text(a)
        href = a.attributes.get("href") or ""
        if text.isdigit():
            numbers.append(int(text))
            m = re.search(r"[?&]start=(\d+)", href)
            if m and int(text) > 1:
                per_page = int(m.group(1)) // (int(text) - 1)
        if a.attributes.get("rel") == "next" or "next" in classes(a.parent or a):
            next_url = href
        elif next_url is None and text == str(page + 1) and href and href != "#":
            next_url = href
    if next_url and base:
        next_url = urljoin(base, next_url)
    return page, max(numbers), next_url, per_page
