"""Discourse topics: `/t/ID.json` (the topic, its first posts in `post_stream.posts` and every
post id in `post_stream.stream`), `/t/ID/posts.json?post_ids[]=…` and `/posts/ID.json` (one
post). Each post's `raw` Markdown is kept where the answer has it (`?include_raw=1`, or
`/posts/ID.json`); otherwise its `cooked` HTML is turned into text (quotes
`<aside class="quote" data-username="ann">…<blockquote>…</blockquote></aside>`, emoji images as
their `:name:`)."""

from __future__ import annotations

from gm_tool.core.kit.errors import GmError
from gm_tool.core.ops.threads.model import ThreadPage, ThreadPost
from gm_tool.core.ops.threads.sources._html import BBCode, classes, iso_utc, node_text, parse


def is_discourse(data) -> bool:
    if not isinstance(data, dict):
        return False
    if "post_stream" in data and isinstance(data["post_stream"], dict):
        return True
    return "cooked" in data and "post_number" in data and "topic_id" in data


def _quote_of(node):
    if node.tag != "aside" or "quote" not in classes(node):
        return None
    author = node.attributes.get("data-username")
    title = node.css_first("div.title")
    body = node.css_first("blockquote")
    if not author and title is not None:
        author = node_text(title).rstrip(":").strip() or None
    return author, body if body is not None else node, (title,) if title is not None else ()


def read_json(data: dict, url: str | None = None) -> ThreadPage:
    if "post_stream" in data:
        raw_posts = data["post_stream"].get("posts") or []
        thread_id = str(data.get("id") or (raw_posts[0].get("topic_id") if raw_posts else ""))
        title = data.get("title") or data.get("fancy_title") or ""
        slug = data.get("slug") or ""
    else:
        raw_posts = [data]
        thread_id = str(data.get("topic_id"))
        title = data.get("topic_title") or ""
        slug = data.get("topic_slug") or ""
    if not thread_id:
        raise GmError("this Discourse answer names no topic", hint="save /t/ID.json of the topic")
    base = _base(url)
    converter = BBCode(_quote_of)
    posts: list[ThreadPost] = []
    for post in raw_posts:
        if not isinstance(post, dict):
            continue
        if post.get("deleted_at") or post.get("user_deleted") or post.get("post_type") not in (1, None):
            continue  # deleted posts, moderator actions, small actions, whispers
        raw = post.get("raw")
        if isinstance(raw, str):
            text = raw.strip()
        else:
            tree = parse(f"<html><body><div id='gm-body'>{post.get('cooked') or ''}</div></body></html>")
            text = converter.convert(tree.css_first("#gm-body"))
        number = post.get("post_number")
        version = post.get("version") or 1
        link = f"/t/{slug or post.get('topic_slug') or 'topic'}/{thread_id}/{number}"
        posts.append(ThreadPost(
            author=post.get("username") or "", post_id=str(post.get("id")),
            number=number if isinstance(number, int) else None,
            link=(base + link) if base else link, time=iso_utc(post.get("created_at")),
            text=text, edited=iso_utc(post.get("updated_at")) if version > 1 else None,
            author_id=str(post["user_id"]) if post.get("user_id") is not None else None))
    return ThreadPage(forum="discourse", thread_id=thread_id, title=title, posts=posts, url=url,
                      pages=None)


def stream(data: dict) -> list[int]:
    """Every post id of the topic, in order (from /t/ID.json)."""
    ps = data.get("post_stream") if isinstance(data, dict) else None
    return [i for i in (ps or {}).get("stream") or [] if isinstance(i, int)]


def _base(url: str | None) -> str | None:
    if not url or not url.startswith("http"):
        return None
    from urllib.parse import urlparse
    u = urlparse(url)
    return f"{u.scheme}://{u.netloc}"
