"""SMF 2.0 and 2.1 thread pages (Themes/default/Display.template.php), e.g. the Bay 12 forum.

A post is `<div class="post_wrapper">` (2.1: inside `<div id="msgN">`; 2.0: after `<a id="msgN">`):
the author in `.poster h4` (a guest has no profile link), the time in `.keyinfo .smalltext`
(2.0: "« Reply #3 on: DATE »"; 2.1: `<a title="Reply #3 - subject" class="smalltext">DATE</a>`),
the edit in `#modified_N` ("Last Edit: DATE by NAME"), the body in `<div class="inner"
id="msg_N">`, the signature in `.signature` (dropped). Quotes: 2.0 `.quoteheader` then
`<blockquote>`; 2.1 `<blockquote class="bbc_standard_quote"><cite>Quote from: Ann on …</cite>`.
"""

from __future__ import annotations

import re
from urllib.parse import urljoin

from gm_tool.core.ops.threads.model import ThreadPage, ThreadPost
from gm_tool.core.ops.threads.sources._html import BBCode, classes, node_text, parse_date

DATE_FORMATS = ("%B %d, %Y, %I:%M:%S %p", "%B %d, %Y, %I:%M %p", "%b %d, %Y, %I:%M:%S %p",
                "%d %B %Y, %H:%M:%S", "%Y-%m-%d, %H:%M:%S", "%B %d, %Y, %H:%M:%S",
                "%d.%m.%Y, %H:%M:%S", "%Y-%m-%d %H:%M:%S")


def recognise(html: str) -> bool:
    return ("smf_scripturl" in html or "Simple Machines" in html or "SMF 2." in html) and (
        "post_wrapper" in html or 'id="forumposts"' in html or "action=login" in html
        or "fatal_error" in html)


def _quote_author(text: str) -> str | None:
    text = " ".join(text.split())
    m = re.match(r"(?:Quote from|Citazione da|Zitat von|Cita de|Citation de)\s*:\s*(.+)$", text)
    if not m:
        return None
    name = m.group(1).strip()
    # "Ann on March 01, 2012, 11:15:30 am": cut at the last " on " that a date follows
    date = re.search(r"^(.+)\s+on\s+(?:[A-Z][a-z]+\.? \d|\d|Today|Yesterday|[A-Z][a-z]{2},? )", name)
    return date.group(1).strip() if date else name


def _quote_of(node):
    if node.tag == "blockquote":
        cite = node.css_first("cite")
        if cite is not None and cite.parent is not None and cite.parent.mem_id == node.mem_id:
            return _quote_author(node_text(cite)), node, (cite,)
        # SMF 2.0: the header is the previous element sibling
        prev = node.prev
        while prev is not None and prev.tag == "-text":
            prev = prev.prev
        if prev is not None and "quoteheader" in classes(prev):
            return _quote_author(node_text(prev)), node, ()
        return None, node, ()
    return None


def read(html: str, url: str | None = None, today=None) -> ThreadPage:
    tree = parse_tree(html)
    base = _base(tree, url)
    script = None
    if base:
        base = base.split("#")[0].split("?")[0]
        cut = base.find("index.php")
        script = base[:cut + 9] if cut >= 0 else urljoin(base, "index.php")
    topic = _topic(tree, html)
    title = _title(tree)
    converter = BBCode(_quote_of)
    posts: list[ThreadPost] = []
    start = _start(url, tree)
    for body in tree.css("div.inner[id^=msg_]"):
        msg_id = body.attributes.get("id", "")[4:]
        if not msg_id.isdigit():
            continue
        wrapper = body
        while wrapper is not None and "post_wrapper" not in classes(wrapper):
            wrapper = wrapper.parent
        if wrapper is None:
            continue
        posts.append(_post(wrapper, body, msg_id, topic, script, converter, start, len(posts),
                           today))
    page, pages, next_url = _pagination(tree, base)
    return ThreadPage(forum="smf", thread_id=topic, title=title, posts=posts, url=url,
                      next_url=next_url, page=page, pages=pages)


def parse_tree(html):
    from gm_tool.core.ops.threads.sources._html import parse
    return parse(html)


def _post(wrapper, body, msg_id, topic, base, converter, start, index, today) -> ThreadPost:
    h4 = wrapper.css_first(".poster h4")
    link = h4.css_first("a[href*='action=profile']") if h4 is not None else None
    author = node_text(link) if link is not None else node_text(h4)
    author_id = None
    if link is not None:
        m = re.search(r"[;?&]u=(\d+)", link.attributes.get("href") or "")
        author_id = m.group(1) if m else None
    number, time = _when(wrapper, today)
    if number is None and start is not None:
        number = start + index + 1
    edited = None
    mod = wrapper.css_first(f"#modified_{msg_id}")
    if mod is not None:
        m = re.search(r"Last Edit\s*:?\s*(.+?)(?:\s+by\s+.*)?$", node_text(mod).strip("«» "))
        if m:
            edited = parse_date(m.group(1), DATE_FORMATS, today)
    href = f"?topic={topic}.msg{msg_id}#msg{msg_id}"
    return ThreadPost(author=author, post_id=msg_id, number=number,
                      link=(base or "index.php") + href, time=time,
                      text=converter.convert(body), edited=edited, author_id=author_id,
                      zone_unknown=True)


def _when(wrapper, today) -> tuple[int | None, str | None]:
    # 2.1: <a href=…msgN#msgN title="Reply #3 - Re: …" class="smalltext">DATE</a>
    for a in wrapper.css(".keyinfo a.smalltext, .postinfo a.smalltext"):
        title = a.attributes.get("title") or ""
        m = re.match(r"Reply #(\d+)", title)
        # the first post has no "Reply #": numbered from the page's start offset
        return (int(m.group(1)) + 1 if m else None, parse_date(node_text(a), DATE_FORMATS, today))
    # 2.0: <div class="smalltext">« <strong>Reply #3 on:</strong> DATE »</div>
    for div in wrapper.css(".keyinfo .smalltext"):
        text = node_text(div).strip("«» ")
        m = re.match(r"(?:Reply #(\d+)\s+)?on\s*:\s*(.+)$", text)
        if m:
            number = int(m.group(1)) + 1 if m.group(1) else None
            return number, parse_date(m.group(2).strip("«» "), DATE_FORMATS, today)
    return None, None


def _base(tree, url):
    link = tree.css_first("link[rel=canonical]")
    href = link.attributes.get("href") if link is not None else None
    if url and url.startswith("http"):
        return url
    return href or None


def _topic(tree, html) -> str:
    for sel in ("link[rel=canonical]",):
        node = tree.css_first(sel)
        if node is not None:
            m = re.search(r"topic[=,](\d+)", node.attributes.get("href") or "")
            if m:
                return m.group(1)
    m = re.search(r"topic=(\d+)\.msg\d+", html) or re.search(r"topic=(\d+)", html)
    return m.group(1) if m else ""


def _title(tree) -> str:
    node = tree.css_first("#top_subject")
    if node is not None:
        text = node_text(node)
        text = re.sub(r"^Topic:\s*", "", text)
        text = re.sub(r"\s*\(Read [\d,.]+ times\)\s*$", "", text)
        return text
    node = tree.css_first("title")
    return node_text(node)


def _start(url, tree) -> int | None:
    candidates = [url or ""]
    node = tree.css_first("link[rel=canonical]")
    if node is not None:
        candidates.append(node.attributes.get("href") or "")
    for text in candidates:
        m = re.search(r"topic=\d+\.(\d+)", text) or re.search(r"[;&?]start=(\d+)", text)
        if m:
            return int(m.group(1))
    return None


def _pagination(tree, base):
    links = tree.css(".pagelinks a.navPages, .pagelinks a.nav_page")
    numbers = [int(node_text(a)) for a in links if node_text(a).isdigit()]
    current = tree.css_first(".pagelinks strong, .pagelinks span.current_page")
    page = int(node_text(current)) if current is not None and node_text(current).isdigit() else None
    if page is not None:
        numbers.append(page)
    pages = max(numbers) if numbers else None
    next_url = None
    nxt = tree.css_first("link[rel=next]")
    if nxt is not None:
        next_url = nxt.attributes.get("href")
    elif page is not None:
        for a in links:
            if node_text(a) == str(page + 1):
                next_url = a.attributes.get("href")
                break
    if next_url and base:
        next_url = urljoin(base, next_url)
    return page, pages, next_url
