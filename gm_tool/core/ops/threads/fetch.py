"""Reading a thread from where the GM points: a saved page, several, a folder of them, or a URL
(SMF, phpBB, a BoardGameGeek thread URL or id, a Discourse topic URL), fetched over HTTPS with
httpx, page after page, with a pause between requests, a timeout, no redirect to another host,
and a cache folder so a second run fetches only what is new.

The cache (`campaigns/NAME/thread-cache/` when `gm thread` passes it) holds `index.json` (each
URL read: the file, when, and whether the page was complete, i.e. had a next page) and the pages
as they came (`pages/<sha256 of the URL>`). On a later run a complete page is taken from the
cache; the last page is fetched again (it may have grown), and any later ones. A Discourse
topic's post ids already read come from the cache; BoardGameGeek is asked only for articles
after the last one cached (`minarticleid`).

httpx is imported inside the functions that fetch, never at gm start-up."""

from __future__ import annotations

import hashlib
import ipaddress
import json
import re
import time
from collections.abc import Callable, Sequence
from datetime import datetime, timezone
from pathlib import Path
from urllib.parse import urljoin, urlparse

from gm_tool import __version__
from gm_tool.core.kit.errors import GmError
from gm_tool.core.ops.threads.model import ThreadPage
from gm_tool.core.ops.threads.sources import MAX_BYTES, read_page

USER_AGENT = f"gm_tool/{__version__} (forum game-master assistant; reads one thread when its GM asks)"
MAX_PAGES = 500
MAX_REDIRECTS = 5
DISCOURSE_CHUNK = 20


def _natural(path: Path):
    return [int(t) if t.isdigit() else t.lower() for t in re.split(r"(\d+)", path.name)]


def is_url(source: str) -> bool:
    return bool(re.match(r"https?://", source.strip(), re.I))


def read_thread(source: str | Path | Sequence[str | Path], cache: Path | None = None, *,
                pause: float = 1.0, timeout: float = 20.0, max_wait: float = 120.0,
                max_pages: int = MAX_PAGES, say: Callable[[str], None] | None = None,
                refresh: bool = False, bgg_token: str | None = None,
                transport=None) -> list[ThreadPage]:
    """Every page of the thread `source` points at, in thread order.

    source: a saved page, several (a list), a folder of saved pages, a URL, or a BoardGameGeek
    thread id. cache: a folder for pages already fetched (URLs only). pause: seconds between
    requests. timeout: seconds for each request. max_wait: the most gm waits in all when a forum
    says "too many requests" (429). say: told what gm is waiting for. refresh: fetch every page
    again. bgg_token: BoardGameGeek's XML API application token (sent as a Bearer token; BGG
    asks registered applications for one)."""
    if isinstance(source, (list, tuple)):
        if len(source) == 1:
            return read_thread(source[0], cache, pause=pause, timeout=timeout, max_wait=max_wait,
                               max_pages=max_pages, say=say, refresh=refresh,
                               bgg_token=bgg_token, transport=transport)
        return _read_files([Path(s) for s in source])
    text = str(source).strip()
    if is_url(text) or (re.fullmatch(r"(?:bgg:)?\d+", text) and not Path(text).exists()):
        fetcher = Fetcher(cache, pause=pause, timeout=timeout, max_wait=max_wait,
                          max_pages=max_pages, say=say, refresh=refresh, transport=transport,
                          bgg_token=bgg_token)
        try:
            return fetcher.thread(text)
        finally:
            fetcher.close()
    path = Path(text).expanduser()
    if path.is_dir():
        files = sorted((p for p in path.iterdir() if p.is_file() and not p.name.startswith(".")),
                       key=_natural)
        if not files:
            raise GmError(f"the folder {path} holds no saved pages", hint="save the thread's pages into it")
        return _read_files(files)
    if not path.exists():
        raise GmError(f"no such file, folder or URL: {text}",
                      hint="pass a saved thread page, a folder of them, or the thread's URL")
    return _read_files([path])


def _read_files(files: list[Path]) -> list[ThreadPage]:
    pages = []
    for path in files:
        if not path.is_file():
            raise GmError(f"no such file: {path}")
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise GmError(f"{path.name} is {size / 1e6:.1f} MB, over the 20 MB gm reads: not one "
                          "thread page", hint="save one page of the thread at a time")
        try:
            saved = datetime.fromtimestamp(path.stat().st_mtime, timezone.utc).date()
            pages.append(read_page(path.read_bytes(), today=saved))
        except GmError as exc:
            raise GmError(f"{path.name}: {exc.message}", hint=exc.hint) from None
    return order(pages, [f.name for f in files])


def order(pages: list[ThreadPage], names: list[str] | None = None) -> list[ThreadPage]:
    """The pages of one thread in thread order, each post once; pages of two threads refused."""
    threads = {(p.forum, p.thread_id) for p in pages}
    if len(threads) > 1:
        which = ", ".join(f"{f} thread {t or '?'}" for f, t in sorted(threads))
        raise GmError(f"these pages come from more than one thread ({which})",
                      hint="read one thread at a time")

    def key(item):
        i, page = item
        first = next((p.number for p in page.posts if p.number is not None), None)
        return (page.page if page.page is not None else (first or 0) // 10**6,
                first if first is not None else 0, i)

    ordered = [p for _, p in sorted(enumerate(pages), key=key)]
    seen: set[str] = set()
    for page in ordered:
        page.posts = [p for p in page.posts if not (p.post_id in seen or seen.add(p.post_id))]
    return ordered


class Fetcher:
    def __init__(self, cache: Path | None, *, pause: float, timeout: float, max_wait: float,
                 max_pages: int, say, refresh: bool, transport=None, bgg_token=None):
        import httpx
        self.httpx = httpx
        self.cache = Path(cache) if cache is not None else None
        self.pause = pause
        self.max_wait = max_wait
        self.waited = 0.0
        self.max_pages = max_pages
        self.say = say or (lambda message: None)
        self.refresh = refresh
        self.bgg_token = bgg_token
        self.last_request = 0.0
        self.requests = 0
        self.client = httpx.Client(
            headers={"User-Agent": USER_AGENT, "Accept": "text/html,application/json,application/xml;q=0.9,*/*;q=0.8"},
            timeout=httpx.Timeout(timeout), follow_redirects=False, transport=transport)
        self.index = self._load_index()

    def close(self):
        self.client.close()

    # --- the cache -------------------------------------------------------------------------
    def _load_index(self) -> dict:
        if self.cache is None:
            return {}
        try:
            return json.loads((self.cache / "index.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}

    def _cached(self, url: str) -> bytes | None:
        entry = self.index.get(url)
        if self.cache is None or entry is None:
            return None
        try:
            return (self.cache / "pages" / entry["file"]).read_bytes()
        except (OSError, KeyError):
            return None

    def _store(self, url: str, data: bytes, complete: bool) -> None:
        if self.cache is None:
            return
        name = hashlib.sha256(url.encode()).hexdigest()[:32]
        folder = self.cache / "pages"
        folder.mkdir(parents=True, exist_ok=True)
        tmp = folder / f".{name}.tmp"
        tmp.write_bytes(data)
        tmp.replace(folder / name)
        self.index[url] = {"file": name, "complete": complete,
                           "fetched": datetime.now(timezone.utc).isoformat(timespec="seconds")}
        tmp = self.cache / ".index.json.tmp"
        tmp.write_text(json.dumps(self.index, indent=1, sort_keys=True), encoding="utf-8")
        tmp.replace(self.cache / "index.json")

    # --- HTTP --------------------------------------------------------------------------------
    def _check_scheme(self, url: str) -> None:
        u = urlparse(url)
        if u.scheme == "https":
            return
        host = u.hostname or ""
        try:
            loopback = ipaddress.ip_address(host).is_loopback
        except ValueError:
            loopback = host == "localhost"
        if u.scheme == "http" and loopback:
            return
        raise GmError(f"gm fetches threads over HTTPS only, not {u.scheme}: {url}",
                      hint="use the https:// address of the thread")

    def get(self, url: str, headers: dict | None = None) -> bytes:
        httpx = self.httpx
        self._check_scheme(url)
        host = urlparse(url).hostname
        current = url
        for _ in range(MAX_REDIRECTS + 1):
            if self.requests >= self.max_pages * 2 + 10:
                raise GmError(f"more than {self.requests} requests for one thread: stopped",
                              hint="read the thread in parts, or save its pages")
            wait = self.pause - (time.monotonic() - self.last_request)
            if self.requests and wait > 0:
                time.sleep(wait)
            self.requests += 1
            try:
                with self.client.stream("GET", current, headers=headers) as response:
                    self.last_request = time.monotonic()
                    status = response.status_code
                    if status in (301, 302, 303, 307, 308):
                        location = response.headers.get("location")
                        if not location:
                            raise GmError(f"{current} answered {status} without saying where to")
                        target = urljoin(current, location)
                        if urlparse(target).hostname != host:
                            raise GmError(f"{current} redirects to another host "
                                          f"({urlparse(target).hostname}): gm does not follow it",
                                          hint="pass the thread's own URL on its forum")
                        self._check_scheme(target)
                        current = target
                        continue
                    if status == 429:
                        delay = _retry_after(response.headers.get("retry-after"))
                        if self.waited + delay > self.max_wait:
                            raise GmError(f"{host} says too many requests (429) and asks to wait "
                                          f"{delay:.0f} s, more than gm waits ({self.max_wait:.0f} s in all)",
                                          hint="run gm thread again later")
                        self.say(f"{host} says too many requests (429): waiting {delay:.0f} s")
                        self.waited += delay
                        response.close()
                        time.sleep(delay)
                        continue
                    if status == 404:
                        raise GmError(f"{current} was not found (404)",
                                      hint="check the URL; is the thread public, or was it moved?")
                    if status in (401, 403):
                        if "/xmlapi" in current:
                            raise GmError(f"{current} refused access ({status}): BoardGameGeek's "
                                          "XML API asks for an application token",
                                          hint="pass it with --bgg-token TOKEN (or GM_BGG_TOKEN), or save the XML "
                                               "answer and pass the file")
                        raise GmError(f"{current} refused access ({status}): the thread is not "
                                      "public, or the forum refuses tools",
                                      hint="save the pages from a browser that is logged in and pass the files")
                    if status >= 400:
                        raise GmError(f"{current} answered HTTP {status}", hint="try again later")
                    chunks, size = [], 0
                    for chunk in response.iter_bytes():
                        size += len(chunk)
                        if size > MAX_BYTES:
                            raise GmError(f"{current} sends more than 20 MB: not one thread page")
                        chunks.append(chunk)
                    return b"".join(chunks)
            except httpx.TimeoutException:
                raise GmError(f"{current} did not answer in time (timeout)",
                              hint="try again later, or save the pages and pass the files") from None
            except httpx.HTTPError as exc:
                raise GmError(f"could not fetch {current}: {type(exc).__name__}: {exc}",
                              hint="check the address and the network") from None
        raise GmError(f"{url} redirects more than {MAX_REDIRECTS} times")

    def read(self, url: str, *, use_cache: bool) -> ThreadPage:
        data = self._cached(url) if use_cache and not self.refresh else None
        if data is not None:
            fetched = (self.index.get(url) or {}).get("fetched")
            day = datetime.fromisoformat(fetched).date() if fetched else None
            return read_page(data, url, today=day)
        data = self.get(url)
        try:
            page = read_page(data, url, today=datetime.now(timezone.utc).date())
        except GmError as exc:
            raise GmError(f"{url}: {exc.message}", hint=exc.hint) from None
        self._store(url, data, complete=page.next_url is not None)
        return page

    # --- threads -----------------------------------------------------------------------------
    def thread(self, source: str) -> list[ThreadPage]:
        m = re.fullmatch(r"(?:bgg:)?(\d+)", source)
        if m:
            return self.bgg(m.group(1), "https://boardgamegeek.com")
        u = urlparse(source)
        m = re.search(r"/thread/(\d+)", u.path) if "boardgamegeek" in (u.hostname or "") else None
        if m and "xmlapi" not in u.path:
            return self.bgg(m.group(1), f"{u.scheme}://{u.netloc}")
        if "xmlapi" in u.path and "thread" in u.path:
            m = re.search(r"[?&]id=(\d+)", source)
            if m:
                return self.bgg(m.group(1), f"{u.scheme}://{u.netloc}")
        m = re.match(r"/t/(?:[^/]+/)?(\d+)(?:/\d+)?(?:\.json)?/?$", u.path)
        if m:
            return self.discourse(m.group(1), f"{u.scheme}://{u.netloc}")
        return self.paged(source)

    def paged(self, url: str) -> list[ThreadPage]:
        """SMF (`;start=` / `topic=T.N`) and phpBB (`&start=`): each page's next-page link."""
        pages: list[ThreadPage] = []
        seen: set[str] = set()
        current: str | None = url
        while current and current not in seen:
            if len(pages) >= self.max_pages:
                raise GmError(f"the thread has more than {self.max_pages} pages: stopped",
                              hint="read it in parts: pass the URL of a later page")
            seen.add(current)
            entry = self.index.get(current)
            complete = bool(entry and entry.get("complete"))
            page = self.read(current, use_cache=complete)
            if pages and (page.forum, page.thread_id) != (pages[0].forum, pages[0].thread_id):
                raise GmError(f"{current} is a page of another thread ({page.thread_id}, not "
                              f"{pages[0].thread_id})")
            pages.append(page)
            current = page.next_url
        return order(pages)

    def bgg(self, thread_id: str, origin: str) -> list[ThreadPage]:
        base = f"{origin}/xmlapi2/thread?id={thread_id}"
        pages: list[ThreadPage] = []
        # the answers cached: the first, then each `minarticleid=` asked for later
        key = f"{base}#answers"
        cached = [] if self.refresh else list((self.index.get(key) or {}).get("urls", []))
        for url in cached:
            data = self._cached(url)
            if data is not None:
                pages.append(read_page(data, url))
        urls = list(cached)
        while True:
            last = max((int(p.post_id) for pg in pages for p in pg.posts if p.post_id.isdigit()),
                       default=None)
            url = base if last is None else f"{base}&minarticleid={last + 1}"
            data = self.get(url, {"Authorization": f"Bearer {self.bgg_token}"} if self.bgg_token else None)
            try:
                page = read_page(data, url)
            except GmError as exc:
                raise GmError(f"{url}: {exc.message}", hint=exc.hint) from None
            if page.thread_id != thread_id:
                raise GmError(f"BoardGameGeek answered thread {page.thread_id} for {thread_id}")
            known = {p.post_id for pg in pages for p in pg.posts}
            page.posts = [p for p in page.posts if p.post_id not in known]
            if not page.posts:
                break
            pages.append(page)
            if self.cache is not None:
                self._store(url, data, complete=True)
                urls.append(url)
                self.index[key] = {"urls": urls, "file": "", "complete": True}
                self._store_index()
            if len(pages) >= self.max_pages:
                break
        _number(pages)
        return pages

    def _store_index(self):
        if self.cache is None:
            return
        self.cache.mkdir(parents=True, exist_ok=True)
        tmp = self.cache / ".index.json.tmp"
        tmp.write_text(json.dumps(self.index, indent=1, sort_keys=True), encoding="utf-8")
        tmp.replace(self.cache / "index.json")

    def discourse(self, topic: str, origin: str) -> list[ThreadPage]:
        url = f"{origin}/t/{topic}.json?include_raw=1"
        data = self.get(url)
        try:
            first = read_page(data, url)
        except GmError as exc:
            raise GmError(f"{url}: {exc.message}", hint=exc.hint) from None
        from gm_tool.core.ops.threads.sources.discourse import stream
        answer = json.loads(data)
        ids = stream(answer)
        # /t/ID.json may leave out each post's raw Markdown: those posts are asked for again from
        # /t/ID/posts.json?include_raw=1, and their cooked HTML kept only if that fails too
        with_raw = {str(p.get("id")) for p in answer["post_stream"].get("posts") or []
                    if isinstance(p, dict) and isinstance(p.get("raw"), str)}
        fallback = [p for p in first.posts if p.post_id not in with_raw]
        first.posts = [p for p in first.posts if p.post_id in with_raw]
        have = set(with_raw)
        pages = [first]
        # posts cached earlier, by id
        posts_key = f"{origin}/t/{topic}#posts"
        cached_urls = [] if self.refresh else list((self.index.get(posts_key) or {}).get("urls", []))
        for cached_url in cached_urls:
            blob = self._cached(cached_url)
            if blob is not None:
                page = read_page(blob, cached_url)
                page.posts = [p for p in page.posts if p.post_id not in have]
                have.update(p.post_id for p in page.posts)
                pages.append(page)
        missing = [i for i in ids if str(i) not in have]
        # a post deleted or hidden is in the stream but never in an answer: asked once per run
        for start in range(0, len(missing), DISCOURSE_CHUNK):
            chunk = missing[start:start + DISCOURSE_CHUNK]
            query = "&".join(f"post_ids[]={i}" for i in chunk)
            chunk_url = f"{origin}/t/{topic}/posts.json?{query}&include_raw=1"
            blob = self.get(chunk_url)
            try:
                page = read_page(blob, chunk_url)
            except GmError as exc:
                raise GmError(f"{chunk_url}: {exc.message}", hint=exc.hint) from None
            page.thread_id = page.thread_id if page.thread_id not in ("", "None") else topic
            if page.thread_id != topic:
                raise GmError(f"the forum answered posts of topic {page.thread_id} for {topic}")
            pages.append(page)
            if self.cache is not None:
                self._store(chunk_url, blob, complete=True)
                cached_urls.append(chunk_url)
                self.index[posts_key] = {"urls": cached_urls, "file": "", "complete": True}
                self._store_index()
        got = {p.post_id for pg in pages for p in pg.posts}
        first.posts += [p for p in fallback if p.post_id not in got]
        for page in pages:
            page.thread_id = topic
            if not page.title:
                page.title = first.title
        posts = sorted((p for pg in pages for p in pg.posts), key=lambda p: (p.number or 0))
        first.posts = posts
        return [first]


def _number(pages: list[ThreadPage]) -> None:
    """BoardGameGeek answers do not number articles: number them in thread order."""
    from dataclasses import replace
    n = 0
    for page in pages:
        numbered = []
        for post in page.posts:
            n += 1
            numbered.append(replace(post, number=n))
        page.posts = numbered


def _retry_after(value: str | None) -> float:
    if value is None:
        return 5.0
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        from email.utils import parsedate_to_datetime
        moment = parsedate_to_datetime(value)
        return max(0.0, (moment - datetime.now(timezone.utc)).total_seconds())
    except (TypeError, ValueError):
        return 5.0
