"""Shared by the HTML sources: parsing with selectolax (imported here, only when a page is read),
a post body's HTML turned back into the BBCode the player typed, and dates."""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta, timezone

from gm_tool.core.kit.errors import GmError

MAX_DEPTH = 200  # deeper than any real post; a page nested deeper is refused, never recursed into

SPOILERS = {"spoiler", "bbc_spoiler", "spoilerbox", "spoiler-wrap", "sp-wrap", "spoiler_wrap"}
SMILEY_CLASSES = ("smiley", "smilies", "emoji", "smilie")
BLOCKS = {"p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "table", "tr", "pre", "section",
          "article", "aside", "figure", "dl", "dt", "dd", "center"}
SKIP = {"script", "style", "noscript", "input", "button", "form", "select", "textarea",
        "template", "iframe", "object", "embed", "video", "audio", "head"}
INLINE_TAGS = {"b": "b", "strong": "b", "i": "i", "em": "i", "u": "u", "ins": "u",
               "s": "s", "strike": "s", "del": "s", "sup": "sup", "sub": "sub", "tt": "tt"}


PAGE_DEPTH = 256  # a forum page nests ~30-60 deep; an HTML5 tree builder slows with depth
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
        "source", "track", "wbr", "p", "li", "dt", "dd", "option", "tr", "td", "th", "tbody",
        "thead", "tfoot", "colgroup", "rb", "rt", "rp", "optgroup", "basefont", "bgsound",
        "frame", "keygen"}
_TAG = re.compile(r"<(/?[A-Za-z][A-Za-z0-9]*)")
_OPAQUE = re.compile(r"<!--.*?-->|<(script|style|textarea)\b.*?</\1\s*>", re.S | re.I)
_DELTA: dict[str, int] = {}


def _delta(token: str) -> int:
    name = token.lstrip("/").lower()
    value = 0 if name in VOID else -1 if token.startswith("/") else 1
    if len(_DELTA) < 4096:
        _DELTA[token] = value
    return value


def prescan(html: str) -> None:
    """Refuse, before parsing, markup nested deeper than PAGE_DEPTH: an HTML5 tree builder spends
    time in proportion to the depth on each element, so a page of deeply nested elements (built
    to blow up a parser) would take minutes."""
    if html.count("<") < PAGE_DEPTH:
        return
    depth = 0
    get = _DELTA.get
    for token in _TAG.findall(_OPAQUE.sub("", html)):
        d = get(token)
        if d is None:
            d = _delta(token)
        if d > 0:
            depth += 1
            if depth > PAGE_DEPTH:
                raise GmError(f"the page nests its elements more than {PAGE_DEPTH} deep: not "
                              "a forum page gm reads (a page built to blow up a parser?)",
                              hint="save the thread page again from the browser")
        elif d < 0 and depth:
            depth -= 1


def parse(html: str):
    """A selectolax (Lexbor) tree of the page (refused first when nested too deep)."""
    from selectolax.lexbor import LexborHTMLParser
    prescan(html)
    return LexborHTMLParser(html)


def classes(node) -> set[str]:
    return set((node.attributes.get("class") or "").split())


def node_text(node) -> str:
    return " ".join((node.text(deep=True, separator=" ") or "").split()) if node is not None else ""


class BBCode:
    """HTML of a post body -> the BBCode its author typed. `quote_of(node)` returns
    (author or None, content node or None, nodes to skip) for a node that is a quote, else None."""

    def __init__(self, quote_of=None):
        self.quote_of = quote_of

    def convert(self, node) -> str:
        out: list[str] = []
        self._children(node, out, 0)
        return tidy("".join(out))

    def _children(self, node, out, depth, skip=()) -> None:
        child = node.child
        if skip:
            ids = {s.mem_id for s in skip}
            while child is not None:
                if child.mem_id not in ids:
                    self._node(child, out, depth + 1)
                child = child.next
            return
        while child is not None:
            self._node(child, out, depth + 1)
            child = child.next

    def _node(self, node, out, depth) -> None:
        """One node of a post's HTML as forum text, its children through this again.

        Long: one branch per tag a forum prints, on the path every post of a thread takes; a
        table of handlers would add a call per node."""
        tag = node.tag
        if tag == "-text":
            text = node.text_content or ""
            if "\n" in text or "\t" in text or "\r" in text or "  " in text or "\xa0" in text:
                text = _WS.sub(" ", text.replace("\xa0", " "))
            out.append(text)
            return
        if depth > MAX_DEPTH:
            raise GmError(f"a post nests its markup more than {MAX_DEPTH} deep",
                          hint="save the thread page again; a real post is never this deep")
        if tag in ("-comment", "!doctype") or tag in SKIP:
            return
        attrs = node.attributes
        cls = set((attrs.get("class") or "").split()) if "class" in attrs else _EMPTY
        if cls and cls & DROP:
            return
        if tag == "br":
            out.append("\n")
            return
        if tag == "hr":
            out.append(f"{SOFT}[hr]{SOFT}")
            return
        if tag == "img":
            a = attrs
            alt = (a.get("alt") or "").strip()
            title = (a.get("title") or "").strip()
            if cls & set(SMILEY_CLASSES) or "smil" in (a.get("src") or "") or "emoji" in (a.get("src") or ""):
                out.append(alt or title)
            elif a.get("src"):
                out.append(f"[img]{a.get('src')}[/img]")
            return
        if self.quote_of is not None and (tag in QUOTE_TAGS or "quote" in cls):
            quote = self.quote_of(node)
            if quote is not None:
                author, content, skip = quote
                inner: list[str] = []
                self._children(content if content is not None else node, inner, depth,
                               skip=skip)
                body = "".join(inner).strip()
                head = f'[quote="{author}"]' if author else "[quote]"
                out.append(f"{SOFT}{head}{body}[/quote]{SOFT}")
                return
        if cls & SPOILERS or tag == "details":
            inner = []
            self._children(node, inner, depth)
            out.append(f"[spoiler]{''.join(inner).strip()}[/spoiler]")
            return
        if tag == "summary":
            return
        if "codebox" in cls:  # phpBB: <div class="codebox"><p>Code: Select all</p><pre><code>
            code = node.css_first("code") or node.css_first("pre")
            if code is not None:
                self._node(code, out, depth + 1)
            return
        if tag in ("code", "pre"):
            if tag == "pre" and node.css_first("code") is not None:
                self._children(node, out, depth)
                return
            out.append(f"{SOFT}[code]{_protect(code_text(node).strip(chr(10)))}[/code]{SOFT}")
            return
        if tag == "aside" and "onebox" in cls:  # Discourse: a link shown as a preview box
            out.append(f"{SOFT}{attrs.get('data-onebox-src') or ''}{SOFT}")
            return
        style = attrs.get("style") if tag == "span" and "style" in attrs else None
        if style:  # phpBB 3.0: [b] is <span style="font-weight: bold">, [i] and [u] alike
            style = style.replace(" ", "").lower()
            name = ("b" if "font-weight:bold" in style else "i" if "font-style:italic" in style
                    else "u" if "text-decoration:underline" in style else None)
            if name:
                inner = []
                self._children(node, inner, depth)
                text = "".join(inner)
                out.append(f"[{name}]{text}[/{name}]" if text.strip() else text)
                return
        if tag in INLINE_TAGS or "bbc_u" in cls:
            name = "u" if "bbc_u" in cls else INLINE_TAGS[tag]
            inner = []
            self._children(node, inner, depth)
            text = "".join(inner)
            out.append(f"[{name}]{text}[/{name}]" if text.strip() else text)
            return
        if tag in ("ul", "ol"):
            head = "[list type=decimal]" if tag == "ol" else "[list]"
            out.append(f"{SOFT}{head}")
            self._children(node, out, depth)
            out.append(f"{SOFT}[/list]{SOFT}")
            return
        if tag == "li":
            inner = []
            self._children(node, inner, depth)
            out.append(f"{SOFT}[*]{''.join(inner).strip()}")
            return
        if tag in ("td", "th"):
            self._children(node, out, depth)
            out.append("\t")
            return
        if tag == "p":
            out.append(SOFT)
            self._children(node, out, depth)
            out.append(PARA)
            return
        if tag in BLOCKS:
            out.append(SOFT)
            self._children(node, out, depth)
            out.append(SOFT)
            return
        self._children(node, out, depth)  # a, span, font, … : their text


_WS = re.compile(r"[ \t\r\n]+")
_EMPTY: set[str] = set()
QUOTE_TAGS = {"blockquote", "aside"}
DROP = {"signature", "quotefooter", "codeheader", "spoilerheader", "spoiler-title", "spoiler_head",
        "sp-head", "spoiler-header", "spoilertitle", "botslice_quote", "ignore", "attachbox",
        "attachments", "quoteheader"}
SOFT, PARA = "\x01", "\x02"   # "begin a line here", "begin a paragraph here", unless one begins
_BREAKS = re.compile(r"[ \t]*(?:[\x01\x02\n][ \t]*)+")
_PROTECT = str.maketrans({"\n": "\x03", " ": "\x04", "\t": "\x05"})
_RESTORE = str.maketrans({"\x03": "\n", "\x04": " ", "\x05": "\t"})


def _protect(text: str) -> str:
    return text.translate(_PROTECT)


def _breaks(m) -> str:
    run = m.group(0)
    return "\n" * max(run.count("\n"), 2 if PARA in run else 1 if SOFT in run else 0)


_TIDY = (
    (_BREAKS, _breaks),                       # line breaks: as typed, block boundaries once
    (re.compile(r"\n{3,}"), "\n\n"),
    (re.compile(r"\n+(\[/(?:quote|spoiler|list)\])"), r"\n\1"),
    (re.compile(r"\n+(\[list)"), r"\n\1"),
    (re.compile(r"(\[quote(?:=\"[^\"]*\")?\]|\[spoiler\])\n+"), r"\1"),
    (re.compile(r"\n(\[/(?:quote|spoiler)\])"), r"\1"),
)


def code_text(node) -> str:
    """A code block's text as typed: SMF writes its line breaks as <br> and its indentation as
    &nbsp; and tabs as spans; the text is kept, the markup dropped."""
    import html as html_lib
    raw = node.html or ""
    inner = re.sub(r"^<[^>]+>|</[^>]+>$", "", raw)
    inner = re.sub(r"<br\s*/?>\n?", "\n", inner, flags=re.I)
    inner = re.sub(r"<[^>]+>", "", inner)
    return html_lib.unescape(inner).replace("\xa0", " ")


def tidy(text: str) -> str:
    if "\n" in text or SOFT in text or PARA in text:
        for pattern, repl in _TIDY:
            text = pattern.sub(repl, text)
    return text.strip().translate(_RESTORE)


MONTHS = "January February March April May June July August September October November December"


_MONTHS = {m.lower(): i for i, m in enumerate(MONTHS.split(), 1)}
_MONTHS.update({m[:3]: i for m, i in list(_MONTHS.items())})
_FAST = re.compile(r"(?:[A-Za-z]{3},? )?([A-Za-z]+)\.? (\d{1,2}), (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))? ?([AaPp][Mm])?$")


_RELATIVE = re.compile(r"(Today|Yesterday),? at (\d{1,2}):(\d{2})(?::(\d{2}))? ?([AaPp][Mm])?$")


def parse_date(text: str, formats: tuple[str, ...], today: date | None = None) -> str | None:
    """A date as the forum printed it, read as UTC (a saved page does not say its zone) -> ISO.
    SMF's relative "Today at 10:00:00 am" / "Yesterday at …" are read against `today` (the day
    the page was fetched or saved), and give None without it."""
    text = " ".join(text.split()).strip(" «»,")
    rel = _RELATIVE.match(text)
    if rel:
        if today is None:
            return None
        word, hour, minute, second, half = rel.groups()
        day = today - timedelta(days=1 if word == "Yesterday" else 0)
        return _moment(day.year, day.month, day.day, hour, minute, second, half)
    m = _FAST.match(text)
    if m and m.group(1).lower() in _MONTHS:
        month, day, year, hour, minute, second, half = m.groups()
        return _moment(int(year), _MONTHS[month.lower()], int(day), hour, minute, second, half)
    return _parse_date_slow(text, formats)


def _moment(year, month, day, hour, minute, second, half) -> str | None:
    hour = int(hour)
    if half:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if half.lower() == "pm" else 0)
    try:
        moment = datetime(int(year), int(month), int(day), hour, int(minute), int(second or 0),
                          tzinfo=timezone.utc)
    except ValueError:
        return None
    return moment.isoformat()


def _parse_date_slow(text: str, formats: tuple[str, ...]) -> str | None:
    text = " ".join(text.replace(",", ", ").split()).replace(" ,", ",").strip(" «»,")
    text = re.sub(r"\s+,", ",", text)
    for fmt in formats:
        try:
            moment = datetime.strptime(text, fmt)
        except ValueError:
            continue
        return moment.replace(tzinfo=timezone.utc).isoformat()
    return None


def iso_utc(value: str | None) -> str | None:
    """An ISO 8601 time with an offset (phpBB's datetime, BGG, Discourse) -> ISO UTC."""
    if not value:
        return None
    try:
        moment = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    except ValueError:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc).isoformat()
