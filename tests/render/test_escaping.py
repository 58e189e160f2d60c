"""Player names cannot inject tags, links or formatting into any format."""

from __future__ import annotations

import re

import pytest

from gm_tool.render import posts
from gm_tool.render.discord import messages_of
from gm_tool.render.escape import ZWSP, escape_code, escape_text
from gm_tool.render.formats import FORMATS

from .conftest import rename

EVIL = ["[url=x]Bob[/url]", "<b>Bob", "Bob|*_x_*", "[c]x[/c]"]
RENDERERS = [posts.choice_receipt, posts.new_campaign, posts.status, posts.reveal_post]
VIEW_OF = {posts.choice_receipt: "choice_receipt", posts.new_campaign: "new_campaign",
           posts.status: "status", posts.reveal_post: "reveal"}


def outside_code(text: str, fmt: str) -> str:
    """The parts of a post a forum parses as markup (code blocks are shown literally; BGG
    parses tags inside [c], so those stay)."""
    if fmt in ("smf", "phpbb"):
        text = re.sub(r"\[code\].*?\[/code\]", "", text, flags=re.S | re.I)
    if fmt in ("markdown", "discord"):
        text = re.sub(r"```.*?```", "", text, flags=re.S)
        text = re.sub(r"``.*?``|`[^`]*`", "", text)
    return text


@pytest.fixture
def evil_views(views):
    """The pipeline's views with Bob renamed to each evil name (some, like '|', the pipeline
    refuses, but a hand-edited file might still hold them)."""
    return {name: {k: rename(v, {"Bob": name}) for k, v in views.items()} for name in EVIL}


Z = ZWSP
MD = {"[url=x]Bob[/url]": r"\[url=x\]Bob\[/url\]", "<b>Bob": r"\<b\>Bob",
      "Bob|*_x_*": r"Bob\|\*\_x\_\*", "[c]x[/c]": r"\[c\]x\[/c\]"}
EXPECTED = {
    "smf": {"[url=x]Bob[/url]": f"[{Z}url=x]Bob[{Z}/url]", "<b>Bob": "<b>Bob",
            "Bob|*_x_*": "Bob|*_x_*", "[c]x[/c]": f"[{Z}c]x[{Z}/c]"},
    "bgg": {"[url=x]Bob[/url]": f"[{Z}url=x]Bob[{Z}/url]", "<b>Bob": "< b>Bob",
            "Bob|*_x_*": "Bob|*_x_*", "[c]x[/c]": f"[{Z}c]x[{Z}/c]"},
    "markdown": MD,
    "discord": MD,
}
EXPECTED["phpbb"] = EXPECTED["smf"]


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("name", EVIL)
def test_no_injection(evil_views, fmt, name):
    views = evil_views[name]
    for render in RENDERERS:
        text = str(render(views[VIEW_OF[render]], fmt))
        if fmt in ("plain", "terminal"):  # no markup: the name is shown exactly as it is
            assert name in text
            continue
        parsed = outside_code(text, fmt)
        assert EXPECTED[fmt][name] in parsed, f"{render.__name__}: escaped name missing"
        if fmt in ("smf", "phpbb", "bgg"):
            assert "[url" not in parsed and "[/url" not in parsed
            assert "[c]x" not in parsed and "x[/c]" not in parsed
            if fmt == "bgg":
                assert not re.search(r"<\S", text), "BGG drops the post after '<' + non-space"
        else:
            assert not re.search(r"(?<!\\)\[(url|/url|c\]|/c\])", parsed)
            assert not re.search(r"(?<!\\)<b", parsed)
            assert "*_x_*" not in parsed and "|*" not in parsed.replace("\\|\\*", "")


@pytest.mark.parametrize("fmt", ["smf", "phpbb", "bgg"])
def test_bbcode_names_never_open_a_tag(evil_views, fmt):
    for name in ("[url=x]Bob[/url]", "[c]x[/c]"):
        text = outside_code(posts.status(evil_views[name]["status"], fmt), fmt)
        own = text.count("[c]") if fmt == "bgg" else 0
        assert "[url" not in text
        assert text.count("[\u200bc]x[\u200b/c]") >= 1 or name != "[c]x[/c]"
        # the only [c] tags left are the renderer's own blocks, balanced with [/c]
        assert own == text.count("[/c]")


def test_escape_rules():
    assert escape_text("smf", "[url=x]B[/url]") == "[\u200burl=x]B[\u200b/url]"
    assert escape_text("bgg", "<b>Bob < 3") == "< b>Bob < 3"
    assert escape_text("markdown", "Bob|*_x_*") == r"Bob\|\*\_x\_\*"
    assert escape_text("markdown", "- 1. x") == r"\- 1. x"
    assert escape_text("markdown", "1. Bob") == r"1\. Bob"
    assert escape_text("markdown", "2.0") == "2.0"
    assert escape_text("discord", "@everyone") == "@\u200beveryone"
    assert escape_text("plain", "[b]x<y") == "[b]x<y"
    assert escape_text("smf", "visit http://evil.example") == "visit http:\u200b//evil.example"
    assert escape_code("discord", "```") == "`\u200b`\u200b`"
    assert escape_code("markdown", "a|b*") == "a|b*"  # code blocks show text literally
    # control and bidi characters never reach the output
    assert escape_text("plain", "A\x1b[2J\u202eB\nC") == "A[2JB C"


def test_terminal_never_reads_names_as_markup(views):
    view = rename(views["status"], {"Bob": "[bold red]Bob[/bold red]"})
    text = posts.status(view, "terminal")
    assert "[bold red]Bob[/bold red]" in text
    from rich.console import Console
    import io
    buf = io.StringIO()
    Console(file=buf, width=120, markup=False, color_system=None).print(text)
    assert "[bold red]Bob[/bold red]" in buf.getvalue()


@pytest.mark.parametrize("fmt", FORMATS)
def test_no_secret_in_any_post(views, fmt):
    """Salts of unrevealed choices never appear before the reveal (they are not in the view)."""
    secret_salts = [f"{i:032x}" for i in range(1, 6)]
    for render in (posts.new_campaign, posts.status):
        text = str(render(views[VIEW_OF[render]], fmt))
        for salt in secret_salts:
            assert salt not in text
    receipt = str(posts.choice_receipt(views["choice_receipt"], fmt))
    assert "Production" not in receipt and "salt" not in receipt.lower()


def test_discord_messages_round_trip(views):
    text = posts.status(views["status"], "discord")
    assert "".join(messages_of(text)).replace("\n", "")
