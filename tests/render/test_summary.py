"""The round summary and the check reply: golden files in every format, escaping, Discord's
limit, and the seed (shown only once it is revealed).

Fixtures (tests/render/conftest.py): fixtures/summary_view.json is a real `gm resolve` view;
summary_end_view() turns it into the last round (everything optional present, a shared victory);
summary_six_view() adds three players; check_views() are `gm check` / `gm submit` replies.
Regenerate the golden files with  GM_UPDATE_GOLDEN=1 .venv/bin/pytest tests/render"""

from __future__ import annotations

import copy
import hashlib
import re

import pytest

from gm_tool.core.kit.views.text import hash_command
from gm_tool.render import posts
from gm_tool.render.discord import FENCE, messages_of
from gm_tool.render.escape import ZWSP
from gm_tool.render.formats import FORMATS

from . import forums
from .conftest import (assert_golden, END_SALT, END_SEED, SIX_MORE, check_views, rename, summary_end_view,
                       summary_six_view, summary_view)
from .test_escaping import EVIL, EXPECTED, outside_code

VIEWS = {
    "round_summary": (posts.round_summary, summary_view),
    "round_summary_end": (posts.round_summary, summary_end_view),
    "check_reply": (posts.check_reply, lambda: check_views()["check_reply"]),
    "check_reply_replaced": (posts.check_reply, lambda: check_views()["check_reply_replaced"]),
    "check_reply_clean": (posts.check_reply, lambda: check_views()["check_reply_clean"]),
}


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("name", list(VIEWS))
def test_golden(name, fmt):
    render, make = VIEWS[name]
    text = str(render(make(), fmt)) + "\n"
    assert_golden(name, fmt, text)


# Round summary ------------------------------------------------------------------------------

@pytest.mark.parametrize("fmt", FORMATS)
def test_summary_content(fmt):
    # every block, each settlement in full (--full; by default a standing table stands for them)
    view = {**summary_end_view(), "full": True}
    text = " ".join(str(posts.round_summary(view, fmt)).split())  # unwrapped
    for needed in ("round 1 results", "Colonization, Build, Production", "Standard",
                   "round 1 was re-run", "the Farm was staffed before the deadline", "FORCED",
                   "SKIPPED", "Factory not built", "Net", "colonist refill", "Colony Center",
                   "Temporary Housing", "Reserved", "Colonist Pool", "VP Pool",
                   "Available Colonists", "Buys At", "Shared victory", "Game over",
                   "the VP Pool is empty", "settlement has no free space left", "unemployment"):
        assert needed.lower() in text.lower(), f"{needed!r} missing in {fmt}"
    assert text.index("What everybody did") < text.index("Space Station")
    # players in turn order
    did = text[text.index("What everybody did"):]
    assert did.index("Ann") < did.index("Bob") < did.index("Cy")


@pytest.mark.parametrize("fmt", FORMATS)
def test_summary_shows_the_summary_state_not_the_current_one(fmt):
    """`gm report --round N` of an old round: the state blocks are the state after round N."""
    view = summary_view()
    view["state"]["station"]["vp_pool"] = 999
    view["state"]["players"]["Ann"]["wealth"] = 777
    text = str(posts.round_summary(view, fmt))
    assert "999" not in text and "777" not in text
    assert "45" in text  # the summary's VP Pool


@pytest.mark.parametrize("fmt", FORMATS)
def test_single_winner_wording(fmt):
    view = summary_end_view()
    view["summary"]["final"]["winners"] = ["Bob"]
    text = str(posts.round_summary(view, fmt))
    assert "Winner" in text and "Shared victory" not in text and "share the win" not in text
    assert "winner" in text  # the final table marks the winner


@pytest.mark.parametrize("fmt", FORMATS)
def test_seed_only_when_revealed(fmt):
    hidden = summary_end_view()
    del hidden["seed"], hidden["seed_salt"]
    for view in (summary_view(), hidden):
        text = str(posts.round_summary(view, fmt))
        assert END_SEED not in text and END_SALT not in text
        assert "rng-seed" not in text and "Salt" not in text
    # a salt alone (no seed) is not shown either
    half = summary_end_view()
    del half["seed"]
    assert END_SALT not in str(posts.round_summary(half, fmt))
    # choice salts of the current round (public_campaign's "revealed") are not the summary's
    text = str(posts.round_summary(summary_view(), fmt))
    assert "salt" not in text.lower()


@pytest.mark.parametrize("fmt", FORMATS)
def test_revealed_seed_check_prints_the_commitment(fmt):
    view = summary_end_view()
    text = str(posts.round_summary(view, fmt))
    assert END_SEED in text and END_SALT in text
    preimage = f"{view['campaign_id']}|0|rng-seed|{END_SEED}|{END_SALT}"
    assert forums.holds_command(text, hash_command(preimage))
    assert hashlib.sha256(preimage.encode()).hexdigest() == view["seed_commitment"]
    assert view["seed_commitment"] in text


def test_discord_six_player_summary_fits_the_message_limit():
    view = summary_six_view()
    short = posts.round_summary(view, "discord")                           # the standing table
    view["full"] = True                                                    # every settlement
    text = posts.round_summary(view, "discord")
    assert len(short) < len(text) * 0.8
    messages = messages_of(text)
    assert len(messages) > 1
    for msg in messages:
        assert 0 < len(msg) <= 2000
        assert msg.count(FENCE) % 2 == 0, "a code block was cut"
    for name in ["Ann", "Bob", "Cy"] + SIX_MORE:
        assert f"**{name}** — chose" in text
    assert text.count("Temporary Housing") == 6


def test_plain_lines_fit_72_columns():
    texts = [posts.round_summary(v, "plain") for v in (summary_view(), summary_end_view())]
    texts += [posts.check_reply(v, "plain") for v in check_views().values()]
    for text in texts:
        for line in text.split("\n"):
            if re.fullmatch(r"\s*[0-9a-f]{64}", line):
                continue  # a hash stays whole on a line of its own
            assert len(line) <= 72, line


def test_terminal_summary_carries_its_renderable():
    text = posts.round_summary(summary_end_view(), "terminal")
    assert hasattr(text, "__rich__")
    assert "SKIPPED" in text and "Shared victory" in text and END_SALT in text


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("name", EVIL)
def test_summary_no_injection(fmt, name):
    view = rename(summary_end_view(), {"Bob": name})
    view["summary"]["adjustments"][0]["reason"] = f"ruling about {name}"
    text = str(posts.round_summary(view, fmt))
    if fmt in ("plain", "terminal"):
        assert name in text
        return
    parsed = outside_code(text, fmt)
    assert EXPECTED[fmt][name] in parsed
    if fmt in ("smf", "phpbb", "bgg"):
        assert "[url" not in parsed and "[/url" not in parsed
        assert "[c]x" not in parsed and "x[/c]" not in parsed
        if fmt == "bgg":
            assert not re.search(r"<\S", text)
    else:
        assert not re.search(r"(?<!\\)\[(url|/url|c\]|/c\])", parsed)
        assert not re.search(r"(?<!\\)<b", parsed)


# Check reply ----------------------------------------------------------------------------------

@pytest.mark.parametrize("fmt", FORMATS)
def test_check_reply_content(fmt):
    views = check_views()

    def render(name: str) -> str:
        return " ".join(str(posts.check_reply(views[name], fmt)).split())  # unwrapped

    rejected = render("check_reply")
    assert "Bob" in rejected and "not accepted" in rejected.lower()
    assert "line 4:" in rejected and "line 6:" in rejected and "ERROR" in rejected
    assert "warning" in rejected and "write one order per line" in rejected
    assert "no Net line" in rejected and "earlier post" not in rejected
    replaced = render("check_reply_replaced")
    assert "accepted" in replaced and "not accepted" not in replaced.lower()
    assert "earlier post" in replaced
    clean = render("check_reply_clean")
    assert "accepted" in clean and "earlier post" not in clean
    if fmt == "terminal":  # the GM's screen shows the codes
        assert "dc.post.unreadable_line" in rejected
    else:
        assert "dc.post" not in rejected
        assert len(str(posts.check_reply(views["check_reply_clean"], fmt)).split("\n")) <= 3


@pytest.mark.parametrize("fmt", ["smf", "phpbb", "bgg"])
def test_check_reply_colour_comes_with_words(fmt):
    text = posts.check_reply(check_views()["check_reply"], fmt)
    for m in re.finditer(r"\[color=[^\]]+\]([^\[]*)\[/color\]", text):
        assert m.group(1).strip(), "a colour without words"


@pytest.mark.parametrize("fmt", FORMATS)
def test_check_reply_escapes_player_text(fmt):
    text = str(posts.check_reply(check_views()["check_reply"], fmt))
    if fmt in ("plain", "terminal"):
        assert '"[url=x]Bob[/url] builds <b>Farm"' in text
        return
    if fmt in ("smf", "phpbb", "bgg"):
        assert f"[{ZWSP}url=x]Bob[{ZWSP}/url]" in text
        assert "[url" not in text and "[/url" not in text
        assert ("< b>Farm" if fmt == "bgg" else "<b>Farm") in text
        if fmt == "bgg":
            assert not re.search(r"<\S", text), "BGG drops the post after '<' + non-space"
            assert "[user" not in text  # a real BGG mention: never made from an untrusted name
    else:
        assert r"\[url=x\]Bob\[/url\] builds \<b\>Farm" in text
        assert not re.search(r"(?<!\\)[\[<]", outside_code(text, fmt))


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("name", EVIL + ["everyone"])
def test_check_reply_names_cannot_inject_or_ping(fmt, name):
    view = copy.deepcopy(check_views()["check_reply"])
    view["player"] = name
    text = str(posts.check_reply(view, fmt))
    if fmt == "discord":
        assert "@everyone" not in text and f"@{ZWSP}" in text
    if fmt in ("plain", "terminal") or name == "everyone":
        return
    assert EXPECTED[fmt][name] in outside_code(text, fmt)
    if fmt == "bgg":
        assert not re.search(r"<\S", text) and "[user" not in text


def test_campaign_can_override_the_summary_and_reuse_the_blocks(tmp_path):
    folder = tmp_path / "campaign" / "templates" / "bgg"
    folder.mkdir(parents=True)
    (folder / "round_summary.j2").write_text(
        '{% import "bbcode/_blocks.j2" as blocks %}Round {{ round }} for {{ m.join(turn_order) }}\n'
        '{{ blocks.station(station) }}', encoding="utf-8")
    text = posts.round_summary(summary_view(), "bgg", campaign_dir=tmp_path / "campaign")
    assert text.startswith("Round 1 for Ann, Bob, Cy")
    assert "[b]VP Pool:[/b] 45" in text
    assert posts.round_summary(summary_view(), "smf", campaign_dir=tmp_path / "campaign") \
        .startswith("[size=12pt]")  # only BGG is overridden


@pytest.mark.parametrize("fmt", FORMATS)
def test_optional_sections_only_when_present(fmt):
    text = str(posts.round_summary(summary_view(), fmt))
    for absent in ("GM note", "Ruling", "FORCED", "SKIPPED", "Game over", "Winner", "victory",
                   "Final score"):
        assert absent not in text, absent
    if fmt != "terminal":       # the GM's own screen shows every settlement in full
        assert "Proj." in text and "the score if the game ended now" in text     # the standing
    full = str(posts.round_summary({**summary_view(), "full": True}, fmt))
    assert "Projected score" in full                                         # each settlement
