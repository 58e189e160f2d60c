"""The URL path against a local HTTP server on the loopback address: pages followed, the cache,
404, a slow answer (timeout), a redirect to another host, 429 (wait and say so, within a bound).
No network."""

from __future__ import annotations

import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import pytest

from gm_tool.core.kit.errors import GmError
from gm_tool.core.ops.threads.fetch import USER_AGENT, read_thread

FIX = Path(__file__).parent / "fixtures"
BAY12 = "https://www.bay12forums.com/smf/index.php"
RAW_7003 = '[quote="ann, post:2, topic:555"]\nBuild Mine\n[/quote]\nMe *too* :slight_smile:'


class Server:
    def __init__(self):
        self.log: list[str] = []
        self.agents: set[str] = set()
        self.throttle = 0      # how many 429 answers before the real one
        self.retry_after = "1"
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_GET(self):
                server.log.append(self.path)
                server.agents.add(self.headers.get("User-Agent", ""))
                server.handle(self)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.block_on_close = False
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05},
                                       daemon=True)
        self.thread.start()

    def send(self, h, status, body=b"", ctype="text/html; charset=UTF-8", headers=()):
        h.send_response(status)
        h.send_header("Content-Type", ctype)
        for k, v in headers:
            h.send_header(k, v)
        h.send_header("Content-Length", str(len(body)))
        h.end_headers()
        try:
            h.wfile.write(body)
        except OSError:
            pass

    def fixture(self, name):
        return (FIX / name).read_text(encoding="utf-8").replace(BAY12, f"{self.base}/smf/index.php").encode()

    def handle(self, h):
        u = urlparse(h.path)
        q = parse_qs(u.query)
        if self.throttle:
            self.throttle -= 1
            return self.send(h, 429, b"slow down", headers=[("Retry-After", self.retry_after)])
        if u.path == "/smf/index.php":
            topic = q.get("topic", [""])[0]
            name = {"4242.0": "smf20-p1.html", "4242.3": "smf20-p2.html"}.get(topic)
            return self.send(h, 200, self.fixture(name)) if name else self.send(h, 404, b"no")
        if u.path == "/viewtopic.php":
            start = q.get("start", ["0"])[0]
            name = {"0": "phpbb-p1.html", "10": "phpbb-p2.html"}[start]
            return self.send(h, 200, self.fixture(name))
        if u.path == "/xmlapi2/thread":
            if "minarticleid" in q:
                body = b'<?xml version="1.0"?><thread id="3333" numarticles="3"><subject>x</subject><articles></articles></thread>'
            else:
                body = (FIX / "bgg-thread.xml").read_bytes()
            return self.send(h, 200, body, "text/xml")
        if u.path == "/t/555.json":
            return self.send(h, 200, (FIX / "discourse-topic.json").read_bytes(), "application/json")
        if u.path == "/t/555/posts.json":
            import json
            everything = (json.loads((FIX / "discourse-topic.json").read_text())["post_stream"]["posts"]
                          + json.loads((FIX / "discourse-posts.json").read_text())["post_stream"]["posts"])
            wanted = set(q.get("post_ids[]", []))
            posts = [p for p in everything if str(p["id"]) in wanted and p["post_type"] == 1
                     and not p["user_deleted"]]
            for p in posts:  # this forum serves the raw Markdown here
                p.setdefault("raw", RAW_7003 if p["id"] == 7003 else "?")
            body = json.dumps({"post_stream": {"posts": posts}, "id": 555}).encode()
            return self.send(h, 200, body, "application/json")
        if u.path == "/xf/threads/colonies.12/":
            return self.send(h, 200, (FIX / "xenforo-thread.html").read_bytes())
        if u.path == "/slow":
            time.sleep(1.5)
            return self.send(h, 200, self.fixture("smf20-p1.html"))
        if u.path == "/away":
            return self.send(h, 302, headers=[("Location", "https://elsewhere.example.net/smf/index.php?topic=1.0")])
        if u.path == "/moved":
            return self.send(h, 301, headers=[("Location", "/smf/index.php?topic=4242.0")])
        return self.send(h, 404, b"<html><body>Not found</body></html>")

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server():
    s = Server()
    yield s
    s.close()


def test_smf_pages_followed_and_cached(server, tmp_path):
    cache = tmp_path / "thread-cache"
    pages = read_thread(f"{server.base}/smf/index.php?topic=4242.0", cache, pause=0)
    assert [p.page for p in pages] == [1, 2]
    assert [q.post_id for p in pages for q in p.posts] == ["501", "502", "503", "505", "506"]
    assert pages[0].posts[1].link == f"{server.base}/smf/index.php?topic=4242.msg502#msg502"
    assert len(server.log) == 2 and server.agents == {USER_AGENT} and "gm_tool/" in USER_AGENT
    assert (cache / "index.json").exists()
    # a second run: the first page (which had a next page) comes from the cache; the last again
    server.log.clear()
    again = read_thread(f"{server.base}/smf/index.php?topic=4242.0", cache, pause=0)
    assert server.log == ["/smf/index.php?topic=4242.3"]
    assert [q.post_id for p in again for q in p.posts] == ["501", "502", "503", "505", "506"]


def test_pause_between_requests(server):
    start = time.monotonic()
    read_thread(f"{server.base}/smf/index.php?topic=4242.0", None, pause=0.4)
    assert time.monotonic() - start >= 0.4


def test_phpbb_pages_followed(server):
    pages = read_thread(f"{server.base}/viewtopic.php?t=77", None, pause=0)
    assert [q.post_id for p in pages for q in p.posts] == ["901", "902", "903", "911", "912"]
    assert server.log == ["/viewtopic.php?t=77", "/viewtopic.php?t=77&start=10"]
    assert pages[1].posts[0].number == 11


def test_bgg_by_api_url_and_cache(server, tmp_path):
    url = f"{server.base}/xmlapi2/thread?id=3333"
    pages = read_thread(url, tmp_path, pause=0)
    assert [q.number for p in pages for q in p.posts] == [1, 2, 3]
    assert server.log[0] == "/xmlapi2/thread?id=3333"
    server.log.clear()
    pages = read_thread(url, tmp_path, pause=0)
    assert server.log == ["/xmlapi2/thread?id=3333&minarticleid=3004"]
    assert [q.post_id for p in pages for q in p.posts] == ["3001", "3002", "3003"]


def test_discourse_topic_url(server, tmp_path):
    pages = read_thread(f"{server.base}/t/colonies-pbf/555", tmp_path, pause=0)
    posts = [q for p in pages for q in p.posts]
    assert [q.number for q in posts] == [1, 2, 3, 6]
    assert posts[1].text == "**Turn**\n\n* Build Mine" and posts[-1].text == "Later"
    assert server.log[0] == "/t/555.json?include_raw=1"
    # 7003 came without its raw Markdown in /t/555.json: asked for again, with the ones not sent
    assert server.log[1] == ("/t/555/posts.json?post_ids[]=7003&post_ids[]=7004&post_ids[]=7005"
                             "&post_ids[]=7006&include_raw=1")
    assert posts[2].text == RAW_7003
    server.log.clear()
    again = read_thread(f"{server.base}/t/colonies-pbf/555", tmp_path, pause=0)
    # 7003 and 7006 come from the cache now; the deleted 7004/7005 are asked again
    assert server.log[1] == "/t/555/posts.json?post_ids[]=7004&post_ids[]=7005&include_raw=1"
    assert [q.text for p in again for q in p.posts] == [q.text for q in posts]


def test_discourse_cooked_kept_when_no_raw_anywhere(server):
    server.handle_orig = server.handle

    def handle(h):
        if h.path.startswith("/t/555/posts.json"):
            return server.send(h, 200, (FIX / "discourse-posts.json").read_bytes(), "application/json")
        return server.handle_orig(h)

    server.handle = handle
    posts = [q for p in read_thread(f"{server.base}/t/555", None, pause=0) for q in p.posts]
    assert [q.number for q in posts] == [1, 2, 3, 6]
    assert posts[2].text == '[quote="ann"]Build Mine[/quote]\nMe [i]too[/i] :slight_smile:'


def test_404(server):
    with pytest.raises(GmError, match="not found \\(404\\)"):
        read_thread(f"{server.base}/smf/index.php?topic=9.0", None, pause=0)


def test_timeout(server):
    with pytest.raises(GmError, match="timeout"):
        read_thread(f"{server.base}/slow", None, pause=0, timeout=0.3)


def test_redirect_to_another_host_refused(server):
    with pytest.raises(GmError, match="redirects to another host \\(elsewhere.example.net\\)"):
        read_thread(f"{server.base}/away", None, pause=0)


def test_redirect_on_the_same_host_followed(server):
    pages = read_thread(f"{server.base}/moved", None, pause=0)
    assert pages[0].thread_id == "4242"


def test_429_waits_and_says_so(server):
    server.throttle = 1
    said = []
    start = time.monotonic()
    pages = read_thread(f"{server.base}/xmlapi2/thread?id=3333", None, pause=0, say=said.append)
    assert time.monotonic() - start >= 1 and len(pages[0].posts) == 3
    assert said and "429" in said[0] and "waiting 1 s" in said[0]


def test_429_beyond_the_bound_refused(server):
    server.throttle = 5
    server.retry_after = "600"
    with pytest.raises(GmError, match="too many requests"):
        read_thread(f"{server.base}/xmlapi2/thread?id=3333", None, pause=0, max_wait=30)


def test_network_error():
    import socket
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    with pytest.raises(GmError, match="could not fetch"):
        read_thread(f"http://127.0.0.1:{port}/smf/index.php?topic=1.0", None, pause=0)


def test_plain_http_refused_off_loopback():
    with pytest.raises(GmError, match="HTTPS only"):
        read_thread("http://forum.example.org/index.php?topic=1.0", None, pause=0)


def test_a_page_of_another_forum_fetched_is_refused(server):
    with pytest.raises(GmError, match="XenForo, a forum gm does not read"):
        read_thread(f"{server.base}/xf/threads/colonies.12/", None, pause=0)


def test_bgg_token_sent_and_401_explained(server):
    seen = []
    orig = server.handle

    def handle(h):
        seen.append(h.headers.get("Authorization"))
        if h.headers.get("Authorization") != "Bearer T0K":
            return server.send(h, 401, b"Unauthorized")
        return orig(h)

    server.handle = handle
    with pytest.raises(GmError, match="application token"):
        read_thread(f"{server.base}/xmlapi2/thread?id=3333", None, pause=0)
    pages = read_thread(f"{server.base}/xmlapi2/thread?id=3333", None, pause=0, bgg_token="T0K")
    assert len(pages[0].posts) == 3 and seen[-1] == "Bearer T0K"


@pytest.mark.parametrize("source", ["https://boardgamegeek.com/thread/3333/distant-colony-pbf", "3333",
                                    "bgg:3333", "https://boardgamegeek.com/xmlapi2/thread?id=3333"])
def test_bgg_thread_url_or_id_goes_to_the_xml_api(source):
    import httpx
    asked = []

    def answer(request):
        asked.append(str(request.url))
        if "minarticleid" in str(request.url):
            return httpx.Response(200, content=b'<?xml version="1.0"?><thread id="3333"><articles/></thread>')
        return httpx.Response(200, content=(FIX / "bgg-thread.xml").read_bytes())

    pages = read_thread(source, None, pause=0, transport=httpx.MockTransport(answer))
    assert asked[0] == "https://boardgamegeek.com/xmlapi2/thread?id=3333"
    assert [q.author for p in pages for q in p.posts] == ["GM_Zoe", "Ann", "Jürgen"]
