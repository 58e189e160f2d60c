"""Each forum's saved pages read into posts (tests/threads/fixtures, written by make_fixtures.py
to mirror each engine's own templates), and every bad input refused with a GmError."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from gm_tool.core.kit.errors import GmError
from gm_tool.core.ops.threads.fetch import read_thread
from gm_tool.core.ops.threads.sources import read_page

FIX = Path(__file__).parent / "fixtures"


def page(name: str, url: str | None = None):
    return read_page((FIX / name).read_bytes(), url)


@pytest.mark.parametrize("version", ["smf20", "smf21"])
def test_smf_pages(version):
    p1, p2 = page(f"{version}-p1.html"), page(f"{version}-p2.html")
    assert p1.forum == "smf" and p1.title == "Distant Colony: round 3"
    assert (p1.page, p1.pages) == (1, 2) and p1.next_url.endswith(".3") and p2.next_url is None
    gm, ann, bjorn = p1.posts
    assert gm.author == "GM Zoë" and gm.number == 1 and gm.post_id == "501"
    assert "gm_tool · bay12 · round 3 opened" in gm.text
    assert "Game master" not in gm.text  # signature dropped
    assert ann.text == ("[b]Actions[/b]\n[list]\n[*]Build Farm\n[*]Explore\n[/list]\n"
                        "Looks good :)\n[spoiler]Secret: I will trade[/spoiler]")
    assert ann.time == "2012-03-01T11:15:30+00:00" and ann.edited is None and ann.author_id == "2"
    assert "signature" not in ann.text
    assert bjorn.author == "Bjørn Łukasz" and bjorn.number == 3
    assert bjorn.edited == "2012-03-01T14:00:00+00:00"
    assert bjorn.text == '[quote="Ann"]Build Farm[/quote]\nSame for me: [i]Build Mine[/i]\nthe rules say so.'
    assert bjorn.link.endswith(f"topic={p1.thread_id}.msg503#msg503")
    guest, ann2 = p2.posts
    assert guest.author == "Guest Carl" and guest.author_id is None and guest.number == 4
    assert ann2.text == ('[quote="Bjørn Łukasz"][quote="Ann"]Build Farm[/quote]\nSame for me[/quote]\n'
                         "Nested quote above ;)")
    assert ann2.number == 5


def test_smf_folder_and_files_in_order(tmp_path):
    for name in ("smf20-p2.html", "smf20-p1.html"):
        (tmp_path / name).write_bytes((FIX / name).read_bytes())
    pages = read_thread(str(tmp_path), None)
    assert [p.page for p in pages] == [1, 2]
    pages = read_thread([str(FIX / "smf20-p2.html"), str(FIX / "smf20-p1.html")], None)
    assert [q.post_id for p in pages for q in p.posts] == ["501", "502", "503", "505", "506"]


def test_pages_of_two_threads_refused():
    with pytest.raises(GmError, match="more than one thread"):
        read_thread([str(FIX / "smf20-p1.html"), str(FIX / "smf21-p2.html")], None)


def test_file_name_does_not_decide(tmp_path):
    (tmp_path / "thread.json").write_bytes((FIX / "smf20-p1.html").read_bytes())
    assert read_thread(str(tmp_path / "thread.json"), None)[0].forum == "smf"


def test_phpbb_pages():
    p1, p2 = page("phpbb-p1.html"), page("phpbb-p2.html")
    assert p1.forum == "phpbb" and p1.thread_id == "77" and p1.title == "Colonies game 4"
    assert (p1.page, p1.pages) == (1, 2) and "start=10" in p1.next_url and p2.next_url is None
    assert [p.post_id for p in p1.posts] == ["901", "902", "903"]  # 904 soft-deleted: left out
    gm, ann, soren = p1.posts
    assert gm.number == 1 and "year 2 opened" in gm.text and "The GM" not in gm.text
    assert ann.time == "2024-03-01T12:00:00+00:00" and ann.edited == "2024-03-01T13:00:00+00:00"
    assert ann.text == ("[b]Year 2[/b]\n[list]\n[*]Build Mine\n[*]Trade\n[/list]\nHope it works :)\n"
                        "[spoiler]hidden plan[/spoiler]")
    assert soren.author == "Søren" and soren.text == '[quote="Ann"]Build Mine[/quote]\n[i]Me too[/i]'
    guest, ann2 = p2.posts
    assert guest.author == "Guest" and guest.author_id is None and guest.number == 11
    assert ann2.text == '[quote="Søren"][quote="Ann"]Build Mine[/quote]\nMe too[/quote]\nNested.'
    assert ann2.link == "./viewtopic.php?p=912#p912"


def test_phpbb_links_absolute_with_url():
    p = page("phpbb-p1.html", "https://forum.example.org/viewtopic.php?t=77")
    assert p.posts[0].link == "https://forum.example.org/viewtopic.php?p=901#p901"
    assert p.next_url == "https://forum.example.org/viewtopic.php?t=77&start=10"


def test_bgg_xml():
    p = page("bgg-thread.xml")
    assert p.forum == "bgg" and p.thread_id == "3333" and p.title == "Distant Colony PBF"
    gm, ann, jurgen = p.posts
    assert gm.number == 1 and gm.time == "2024-03-01T15:00:00+00:00" and gm.edited is None
    assert ann.text == "[b]Turn[/b]\nBuild Mine :)\n[spoiler]secret[/spoiler]"
    assert ann.edited == "2024-03-01T18:30:00+00:00"
    assert jurgen.author == "Jürgen" and jurgen.text == '[quote="Ann"]Build Mine[/quote]\nI [i]agree[/i]'
    assert jurgen.link == "https://boardgamegeek.com/thread/3333/article/3003#3003"


def test_discourse_json_raw_and_cooked():
    p = page("discourse-topic.json", "https://forum.example.org/t/colonies-pbf/555")
    assert p.forum == "discourse" and p.thread_id == "555" and p.title == "Colonies PBF"
    gm, ann, jurgen = p.posts  # the small action and the deleted post are left out
    assert ann.text == "**Turn**\n\n* Build Mine"  # the raw Markdown
    assert ann.edited == "2024-03-01T11:00:00+00:00" and gm.edited is None
    assert jurgen.text == '[quote="ann"]Build Mine[/quote]\nMe [i]too[/i] :slight_smile:'  # cooked
    assert ann.link == "https://forum.example.org/t/colonies-pbf/555/2" and ann.number == 2


def test_discourse_single_post():
    data = json.loads((FIX / "discourse-topic.json").read_text())["post_stream"]["posts"][1]
    p = read_page(json.dumps(data).encode())
    assert p.thread_id == "555" and p.posts[0].text == "**Turn**\n\n* Build Mine"


# --- bad input -----------------------------------------------------------------------------

@pytest.mark.parametrize("name,words", [
    ("smf-login.html", "SMF login page"),
    ("smf-error.html", "SMF error page"),
    ("phpbb-login.html", "phpBB login page"),
    ("phpbb-error.html", "requested topic does not exist"),
    ("xenforo-thread.html", "XenForo, a forum gm does not read"),
])
def test_wrong_pages_refused(name, words):
    with pytest.raises(GmError, match=words) as info:
        page(name)
    assert info.value.hint


def test_empty_and_blank():
    for data in (b"", b"  \n\t "):
        with pytest.raises(GmError, match="empty"):
            read_page(data)


def test_over_20_mb():
    with pytest.raises(GmError, match="over the 20 MB"):
        read_page(b"<html>" + b"x" * (20 * 1024 * 1024))


def test_over_20_mb_file(tmp_path):
    big = tmp_path / "big.html"
    with big.open("wb") as f:
        f.truncate(20 * 1024 * 1024 + 1)
    with pytest.raises(GmError, match="over the 20 MB"):
        read_thread(str(big), None)


@pytest.mark.parametrize("name", ["smf20-p1.html", "smf21-p2.html", "phpbb-p1.html"])
def test_truncated_html(name):
    data = (FIX / name).read_bytes()
    with pytest.raises(GmError, match="truncated"):
        read_page(data[: len(data) * 2 // 3])


def test_truncated_json_and_xml():
    data = (FIX / "discourse-topic.json").read_bytes()
    with pytest.raises(GmError, match="stops in the middle"):
        read_page(data[: len(data) // 2])
    data = (FIX / "bgg-thread.xml").read_bytes()
    with pytest.raises(GmError, match="stops in the middle"):
        read_page(data[: len(data) // 2])


def test_xml_bombs_refused():
    laughs = (b'<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">'
              + b"".join(b'<!ENTITY lol%d "%s">' % (i, b"&lol%d;" % (i - 1) * 10 if i > 1 else b"&lol;" * 10)
                         for i in range(1, 10))
              + b']>\n<thread id="1"><subject>&lol9;</subject></thread>')
    with pytest.raises(GmError, match="DTD or entities"):
        read_page(laughs)
    external = (b'<?xml version="1.0"?><!DOCTYPE t [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
                b'<thread id="1"><subject>&x;</subject></thread>')
    with pytest.raises(GmError, match="DTD or entities"):
        read_page(external)


def test_deep_nesting_refused():
    deep_xml = b'<?xml version="1.0"?><thread id="1"><articles><article id="1" username="a"><body>' + \
        b"&lt;div&gt;" * 5000 + b"x</body></article></articles></thread>"
    with pytest.raises(GmError, match="deep"):
        read_page(deep_xml)
    html = (FIX / "smf20-p1.html").read_text()
    html = html.replace("Post your three actions.", "<div>" * 20000 + "x" + "</div>" * 20000)
    with pytest.raises(GmError, match="deep"):
        read_page(html.encode())
    with pytest.raises(GmError, match="deeper"):
        read_page(b"[" * 100000 + b"]" * 100000)


def test_million_nested_divs_refused_before_parsing():
    import time
    html = (FIX / "smf20-p1.html").read_text().replace("Post your three actions.", "<div>" * 1_000_000)
    start = time.process_time()  # CPU time: a busy machine is no failure
    with pytest.raises(GmError, match="more than 256 deep"):
        read_page(html.encode())
    assert time.process_time() - start < 10  # parsed, it would take hours (Lexbor is quadratic in depth)


def test_other_inputs_refused():
    with pytest.raises(GmError, match="not a Discourse topic"):
        read_page(b'{"hello": 1}')
    with pytest.raises(GmError, match="Discourse error"):
        read_page(b'{"errors": ["The requested URL or resource could not be found."], "error_type": "not_found"}')
    with pytest.raises(GmError, match="not a BoardGameGeek thread"):
        read_page(b'<?xml version="1.0"?><items><item id="1"/></items>')
    with pytest.raises(GmError, match="error"):
        read_page(b'<?xml version="1.0"?><thread><error message="Thread Not Found"/></thread>')
    with pytest.raises(GmError, match="neither an HTML page"):
        read_page(b"just some text a player pasted")
    with pytest.raises(GmError, match="no forum recognised"):
        read_page(b"<html><body><p>hello</p></body></html>")


def test_no_such_source():
    with pytest.raises(GmError, match="no such file"):
        read_thread("/nonexistent/page.html", None)


def test_parsers_not_imported_at_startup():
    code = ("import sys\nfrom gm_tool.cli.app import main\nimport gm_tool.core.ops.threads.fetch\n"
            "import gm_tool.core.ops.threads.sources\nsys.argv=['gm','--help']\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "bad=[m for m in ('selectolax','httpx','defusedxml','lxml','bs4') if m in sys.modules]\n"
            "print('IMPORTED', bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert "IMPORTED []" in out.stdout, out.stdout[-500:] + out.stderr[-500:]


def test_benchmark_runs_small():
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, str(root / "benchmarks" / "bench_threads.py"), "--pages", "2",
                          "--per-page", "5", "--repeat", "1", "--limit", "30"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "10 posts" in out.stdout and "x parse" in out.stdout


def _smf_one(body: str, v21: bool = False):
    sys.path.insert(0, str(Path(__file__).parent))
    from smf_pages import page as smf_page
    html = smf_page(4242, "T", [{"id": 1, "author": "Ann", "uid": 2, "time": "March 01, 2012, 11:15:30 am",
                                 "body": body}], 1, 1, 25, v21=v21)
    return read_page(html.encode()).posts[0]


def test_smf_code_block_keeps_lines_and_indentation():
    body = ('Orders:<br /><div class="codeheader">Code: <a href="javascript:void(0);" onclick="return '
            'smfSelectText(this);" class="codeoperation">[Select]</a></div><code class="bbc_code">'
            'Build&nbsp; Mine<br />&nbsp; &nbsp; Trade 2 &lt;Food&gt;</code>After')
    assert _smf_one(body).text == "Orders:\n[code]Build  Mine\n    Trade 2 <Food>[/code]\nAfter"


def test_smf_quote_author_with_on_in_name_and_no_author():
    from smf_pages import quote21
    body = quote21("Leon on Mars", 7, "March 01, 2012, 11:15:30 am", "hi") + \
        '<blockquote class="bbc_standard_quote"><cite>Quote</cite>anon</blockquote>ok'
    assert _smf_one(body, v21=True).text == '[quote="Leon on Mars"]hi[/quote]\n[quote]anon[/quote]\nok'


def test_smf_formatting():
    body = ('<span class="bbc_u">under</span> <del>gone</del> <span style="color: red;" class="bbc_color">red'
            '</span><br /><ol class="bbc_list" style="list-style-type: decimal;"><li>one</li><li>two</li></ol>'
            '<hr />x')
    assert _smf_one(body).text == ("[u]under[/u] [s]gone[/s] red\n[list type=decimal]\n[*]one\n[*]two\n"
                                   "[/list]\n[hr]\nx")


def test_phpbb_codebox():
    html = (FIX / "phpbb-p2.html").read_text().replace(
        "a guest passing by", '<div class="codebox"><p>Code: <a href="#" onclick="selectCode(this); '
        'return false;">Select all</a></p><pre><code>Build Mine\n  Trade</code></pre></div>')
    assert read_page(html.encode()).posts[0].text == "[code]Build Mine\n  Trade[/code]"


def test_discourse_cooked_onebox_mention_details():
    data = json.loads((FIX / "discourse-topic.json").read_text())
    post = data["post_stream"]["posts"][2]
    post["cooked"] = ('<p><a class="mention" href="/u/ann">@ann</a> see</p><aside class="onebox allowlistedgeneric" '
                      'data-onebox-src="https://example.org/rules"><header>big box</header></aside>'
                      '<details><summary>Spoiler</summary><p>hidden</p></details>')
    p = read_page(json.dumps(data).encode())
    assert p.posts[2].text == "@ann see\n\nhttps://example.org/rules\n[spoiler]hidden[/spoiler]"


def test_numeric_file_name_is_a_file_not_a_bgg_id(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "12345").write_bytes((FIX / "bgg-thread.xml").read_bytes())
    assert read_thread("12345", None)[0].forum == "bgg"


def test_other_forum_mentioning_phpbb_is_named():
    html = (FIX / "xenforo-thread.html").read_text().replace(
        "Build Mine", 'we moved from phpBB: <a href="https://old.example.org/viewtopic.php?t=1">old</a>')
    with pytest.raises(GmError, match="XenForo"):
        read_page(html.encode())


def test_damaged_pages_give_a_page_or_a_gm_error():
    """Cut, spliced or corrupted fixtures: read, or refused with a GmError, never a traceback."""
    import random
    rng = random.Random(21)
    for path in sorted(FIX.iterdir()):
        data = path.read_bytes()
        for _ in range(25):
            damaged = bytearray(data)
            kind = rng.random()
            if kind < 0.4:
                damaged = damaged[:rng.randrange(len(damaged))]
            elif kind < 0.7:
                for _ in range(20):
                    damaged[rng.randrange(len(damaged))] = rng.randrange(256)
            else:
                a, b = sorted(rng.randrange(len(damaged)) for _ in range(2))
                damaged = damaged[:a] + damaged[b:]
            try:
                read_page(bytes(damaged))
            except GmError:
                pass


def test_smf_today_and_yesterday(tmp_path):
    import datetime as dt
    import os
    html = (FIX / "smf20-p2.html").read_text().replace(
        "March 02, 2012, 09:00:00 am", "<strong>Today</strong> at 09:00:00 am").replace(
        "March 02, 2012, 10:30:00 pm", "Yesterday at 10:30:00 pm")
    assert [p.time for p in read_page(html.encode()).posts] == [None, None]
    posts = read_page(html.encode(), today=dt.date(2024, 3, 1)).posts
    assert [p.time for p in posts] == ["2024-03-01T09:00:00+00:00", "2024-02-29T22:30:00+00:00"]
    saved = tmp_path / "p2.html"
    saved.write_text(html, encoding="utf-8")
    stamp = dt.datetime(2024, 3, 1, 12, tzinfo=dt.timezone.utc).timestamp()
    os.utime(saved, (stamp, stamp))
    assert read_thread(str(saved), None)[0].posts[0].time == "2024-03-01T09:00:00+00:00"


def test_phpbb_30_prosilver():
    p = page("phpbb30-p2.html", "https://old.example.org/viewtopic.php?f=2&t=55&start=10")
    assert (p.thread_id, p.title, p.page, p.pages) == ("55", "Colonies game 3", 2, 3)
    assert p.next_url == "https://old.example.org/viewtopic.php?f=2&t=55&start=20"
    (post,) = p.posts
    assert (post.author, post.author_id, post.number) == ("Ólafur", "7", 11)
    assert post.time == "2013-03-03T19:45:00+00:00" and post.edited == "2013-03-03T20:00:00+00:00"
    assert post.text == '[quote="Ann"]Trade 2 Food[/quote]\nBuild [b]Mine[/b] ;)'
