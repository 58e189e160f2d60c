"""Each forum's pages, recognised by their content (never by the file name or the URL alone):
SMF 2.0/2.1 (`smf`), phpBB 3.x prosilver (`phpbb`), the BoardGameGeek XML API 2 (`bgg`), Discourse
JSON (`discourse`). `read_page` refuses, with a GmError that says what it did recognise, anything
else: another forum's page, a login or error page saved by mistake, a truncated page, a page over
20 MB, an empty file, XML or HTML built to blow up a parser.

The parsers (selectolax, defusedxml) are imported inside the functions, never at gm start-up."""

from __future__ import annotations

import json
import re

from gm_tool.core.kit.errors import GmError
from gm_tool.core.ops.threads.model import ThreadPage

MAX_BYTES = 20 * 1024 * 1024
SAVE_HINT = ("save the thread page itself from the browser (File > Save Page As, 'HTML only'), "
             "or pass its URL")

# Forums gm does not read, told by their pages' own markers.
OTHER_FORUMS = (
    ("XenForo", (r'<html[^>]+id="XF"', r"XenForo", r'data-xf-init')),
    ("vBulletin", (r"vBulletin", r"vbulletin_css", r"vb_login_username")),
    ("MyBB", (r"Powered By <a href=\"https://mybb.com\"", r"MyBB", r"my_post_key")),
    ("Invision Community", (r"ipsApp", r"Invision Community", r"ips4")),
    ("Discourse (the HTML page)", (r'<meta name="generator" content="Discourse', r"discourse-assets")),
    ("BoardGameGeek (the web page)", (r"boardgamegeek\.com", r"geekitem", r"GeekPreferences")),
    ("Reddit", (r"reddit\.com", r"shreddit")),
    ("Proboards", (r"proboards",)),
    ("FluxBB/PunBB", (r"FluxBB", r"PunBB")),
)


def _refuse(message: str, hint: str = SAVE_HINT):
    raise GmError(message, hint=hint)


def decode(data: bytes) -> str:
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    m = re.search(rb'charset=["\']?([A-Za-z0-9_-]+)', data[:4096])
    if m:
        try:
            return data.decode(m.group(1).decode("ascii"))
        except (LookupError, UnicodeDecodeError):
            pass
    return data.decode("cp1252", errors="replace")


def read_page(data: bytes, url: str | None = None, *, today=None) -> ThreadPage:
    """One saved page or API answer -> the page and its posts, whatever the forum. `today` (a
    date): the day the page was fetched or saved, for SMF's "Today at …" and "Yesterday at …"."""
    if len(data) > MAX_BYTES:
        _refuse(f"the page is {len(data) / 1e6:.1f} MB, over the 20 MB gm reads: not one "
                "thread page", hint="save one page of the thread, or pass its URL")
    if not data.strip():
        _refuse("the file is empty: no page to read")
    text = decode(data)
    head = text.lstrip()[:200]
    if head.startswith(("{", "[")):
        return _read_json(text, url)
    if head.startswith("<?xml") or re.match(r"<(thread|items|errors?|forum|!DOCTYPE (thread|items))\b", head):
        return _read_xml(data, url)
    return _read_html(text, url, today)


def _read_json(text: str, url):
    from gm_tool.core.ops.threads.sources import discourse
    try:
        data = json.loads(text)
    except RecursionError:
        _refuse("the JSON nests deeper than any forum answer (built to blow up a parser?)")
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) - 1 or "Unterminated" in exc.msg:
            _refuse(f"the JSON stops in the middle (truncated at character {exc.pos}): the "
                    "download did not finish", hint="fetch or save it again")
        _refuse(f"the file is not valid JSON ({exc.msg} at character {exc.pos})")
    if isinstance(data, dict) and ("errors" in data or "error_type" in data) and "post_stream" not in data:
        detail = "; ".join(map(str, data.get("errors") or [])) or str(data.get("error_type"))
        _refuse(f"this is a Discourse error answer, not a topic: {detail}",
                hint="check the topic URL, and that the topic is public")
    if not discourse.is_discourse(data):
        keys = ", ".join(list(data)[:6]) if isinstance(data, dict) else type(data).__name__
        _refuse(f"this JSON is not a Discourse topic (it has {keys}); gm reads Discourse "
                "/t/ID.json and /posts/ID.json", hint="save https://FORUM/t/ID.json?include_raw=1")
    return discourse.read_json(data, url)


def _read_xml(data: bytes, url):
    from xml.etree.ElementTree import ParseError

    import defusedxml
    from defusedxml.ElementTree import fromstring

    from gm_tool.core.ops.threads.sources import bgg
    try:
        root = fromstring(data, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    except defusedxml.DefusedXmlException as exc:
        _refuse(f"the XML declares a DTD or entities ({type(exc).__name__}): a BoardGameGeek "
                "answer never does (XML built to blow up a parser?)")
    except ParseError as exc:
        if "no element found" in str(exc) or "unclosed token" in str(exc):
            _refuse(f"the XML stops in the middle ({exc}): the download did not finish",
                    hint="fetch or save it again")
        _refuse(f"the file is not well-formed XML ({exc})")
    except RecursionError:
        _refuse("the XML nests deeper than any forum answer (built to blow up a parser?)")
    return bgg.read_xml(root, url)


def _read_html(text: str, url, today=None):
    from gm_tool.core.ops.threads.sources import phpbb, smf
    lower = text[-2048:].lower()
    if "<html" not in text[:4096].lower() and "<body" not in text[:8192].lower() \
            and "<div" not in text[:8192].lower():
        _refuse("this file is neither an HTML page nor a BoardGameGeek XML or Discourse JSON "
                "answer")
    engine = "smf" if smf.recognise(text) else "phpbb" if phpbb.recognise(text) else None
    if engine is None:
        _other_forum(text)
        _refuse("this HTML page is not an SMF or phpBB thread page (no forum recognised)")
    if "</html>" not in lower:
        _refuse(f"the {_name(engine)} page stops before its end (no </html>): truncated, "
                "the save or download did not finish", hint="save or fetch it again")
    page = smf.read(text, url, today) if engine == "smf" else phpbb.read(text, url)
    if not page.posts:
        why = _why_empty(engine, text)
        if why.endswith(GENERIC):
            _other_forum(text)  # another forum's page that mentions SMF or phpBB in a post
        _refuse(why)
    return page


def _other_forum(text: str) -> None:
    for name, markers in OTHER_FORUMS:
        if any(re.search(m, text[:200_000]) for m in markers):
            _refuse(f"this is a page of {name}, a forum gm does not read; it reads SMF, "
                    "phpBB, BoardGameGeek (XML API) and Discourse (JSON)",
                    hint="copy the players' posts into gm submit instead")


GENERIC = "not a thread page (a board index, a profile?)"


def _name(engine: str) -> str:
    return {"smf": "SMF", "phpbb": "phpBB"}[engine]


def _why_empty(engine: str, text: str) -> str:
    name = _name(engine)
    if engine == "smf":
        if re.search(r"action=login2|id=\"frmLogin\"|id=\"login_form\"", text):
            return f"this is the {name} login page, not a thread page: saved while logged out?"
        m = re.search(r'id="fatal_error".*?<div class="(?:windowbg|padding|information)[^"]*"[^>]*>(.*?)</div>',
                      text, re.S)
        if m or 'id="fatal_error"' in text:
            return f"this is an {name} error page, not a thread page: " + _strip(m.group(1) if m else "")
    else:
        if re.search(r"ucp\.php\?mode=login|name=\"login\"|id=\"login\"", text) and \
                'class="post ' not in text:
            return f"this is the {name} login page, not a thread page: saved while logged out?"
        m = re.search(r'<div[^>]*id="message"[^>]*>.*?<p>(.*?)</p>', text, re.S)
        if m:
            return f"this is a {name} message page, not a thread page: " + _strip(m.group(1))
    return f"this {name} page has no posts: {GENERIC}"


def _strip(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())[:200]
