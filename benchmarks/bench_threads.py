"""How long `gm thread` takes to read a saved thread: a 40-page SMF thread of 1,000 posts (25 a
page, each a typical turn post: a quote, a list, bold and italic, a smiley, a spoiler, some with
an edit or a signature), written to a folder as a browser saves it, then read as `gm thread NAME
FOLDER` reads it (`core.threads.fetch.read_thread`: recognise each page, parse it, turn every
post back into BBCode, order the pages).

    python benchmarks/bench_threads.py [--pages 40] [--per-page 25] [--smf 2.0|2.1] [--repeat 3]
                                       [--compare] [--limit 2.0]

The figure is given beside a **baseline measured in the same run**: merely parsing the same
pages with the chosen HTML parser (selectolax's Lexbor, `LexborHTMLParser(text)`), so machines
and busy moments compare; "x parse" is the whole read over that floor. `--compare` also times
the parsers not chosen (lxml.html, BeautifulSoup with html.parser and with lxml) on the same
pages when they are installed (docs/threads.md quotes it). Exit status 1 when the read takes more
than --limit seconds (issue 21: under 2 s).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "tests" / "threads"))
sys.path.insert(0, str(ROOT))

from smf_pages import bench_thread  # noqa: E402


def best(fn, repeat: int) -> float:
    fn()  # warm up (imports, caches)
    took = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        took.append(time.perf_counter() - start)
    return min(took)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pages", type=int, default=40)
    ap.add_argument("--per-page", type=int, default=25)
    ap.add_argument("--smf", choices=["2.0", "2.1"], default="2.0")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--compare", action="store_true", help="also time lxml and BeautifulSoup")
    ap.add_argument("--limit", type=float, default=2.0, help="seconds the read may take (exit 1 above)")
    args = ap.parse_args(argv)

    from gm_tool.core.ops.threads.fetch import read_thread

    pages = bench_thread(args.pages, args.per_page, v21=args.smf == "2.1")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for i, html in enumerate(pages, 1):
            (folder / f"page{i:02d}.html").write_text(html, encoding="utf-8")
        size = sum(len(p.encode()) for p in pages)
        texts = [(folder / f"page{i:02d}.html").read_bytes() for i in range(1, len(pages) + 1)]

        def parse_only():
            from selectolax.lexbor import LexborHTMLParser
            for data in texts:
                LexborHTMLParser(data.decode("utf-8"))

        result = read_thread(str(folder), None)
        posts = sum(len(p.posts) for p in result)
        read_s = best(lambda: read_thread(str(folder), None), args.repeat)
        parse_s = best(parse_only, args.repeat)

        print(f"SMF {args.smf} thread: {len(pages)} pages, {posts} posts, {size / 1e6:.1f} MB")
        print(f"{'':28}{'seconds':>9}{'x parse':>9}")
        print(f"{'parse only (selectolax)':28}{parse_s:9.3f}{1.0:9.1f}")
        print(f"{'gm thread read':28}{read_s:9.3f}{read_s / parse_s:9.1f}")
        if args.compare:
            others = []
            try:
                import lxml.html
                others.append(("lxml.html", lambda: [lxml.html.document_fromstring(d) for d in texts]))
            except ImportError:
                pass
            try:
                from bs4 import BeautifulSoup
                others.append(("BeautifulSoup html.parser",
                               lambda: [BeautifulSoup(d, "html.parser") for d in texts]))
                if any(name == "lxml.html" for name, _ in others):
                    others.append(("BeautifulSoup lxml", lambda: [BeautifulSoup(d, "lxml") for d in texts]))
            except ImportError:
                pass
            for name, fn in others:
                s = best(fn, args.repeat)
                print(f"{'parse only (' + name + ')':28}{s:9.3f}{s / parse_s:9.1f}")
        ok = read_s < args.limit
        print(f"{'under' if ok else 'OVER'} the {args.limit:g} s bound "
              f"({posts} posts: {read_s / max(posts, 1) * 1e3:.2f} ms a post)")
        return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
