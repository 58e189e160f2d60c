"""Template engine: campaign overrides, the sandbox, Discord's message limit, plain line width."""

from __future__ import annotations

import pytest

from gm_tool.core.kit.errors import GmError
from gm_tool.render import engine, posts
from gm_tool.render.discord import FENCE, messages_of, split_messages

SIX = ["Annabelle-the-Colonial-Administrator-01", "Bob", "[url=x]Cy[/url]", "Dee_*_",
       "Eve <3 trading", "Fyodor Mikhailovich Dostoevsky the 3rd"]


def test_campaign_template_overrides_the_bundled_one(views, tmp_path):
    campaign_dir = tmp_path / "campaigns" / "golden"
    override = campaign_dir / "templates" / "bbcode" / "choice_receipt.j2"
    override.parent.mkdir(parents=True)
    override.write_text("OVERRIDE [b]{{ player }}[/b] {{ commitment }}", encoding="utf-8")
    receipt = dict(views["choice_receipt"], player="[url=x]Bob[/url]")
    text = posts.choice_receipt(receipt, "smf", campaign_dir=campaign_dir)
    assert text.startswith("OVERRIDE [b][\u200burl=x]Bob[\u200b/url][/b]")  # still escaped
    assert posts.choice_receipt(receipt, "bgg", campaign_dir=campaign_dir).startswith("OVERRIDE")
    # other formats and other views still use the bundled templates
    assert "OVERRIDE" not in posts.choice_receipt(receipt, "markdown", campaign_dir=campaign_dir)
    assert "Space Station" in posts.status(views["status"], "smf", campaign_dir=campaign_dir)
    # the two-argument call is unchanged
    assert "OVERRIDE" not in posts.choice_receipt(receipt, "smf")


def test_format_file_beats_family_file_and_template_dirs_come_first(views, tmp_path):
    (tmp_path / "a" / "smf").mkdir(parents=True)
    (tmp_path / "a" / "smf" / "choice_receipt.j2").write_text("SMF ONLY", encoding="utf-8")
    assert posts.choice_receipt(views["choice_receipt"], "smf", template_dirs=[tmp_path / "a"]) == "SMF ONLY"
    assert posts.choice_receipt(views["choice_receipt"], "phpbb",
                                template_dirs=[tmp_path / "a"]) != "SMF ONLY"


def test_override_can_reuse_the_bundled_blocks(views, tmp_path):
    d = tmp_path / "t" / "markdown"
    d.mkdir(parents=True)
    (d / "status.j2").write_text('{% import "markdown/_blocks.j2" as b %}MINE\n{{ b.station(station) }}',
                                 encoding="utf-8")
    text = posts.status(views["status"], "markdown", template_dirs=[tmp_path / "t"])
    assert text.startswith("MINE") and "| Food | 12 | 2 | 1 |" in text


@pytest.mark.parametrize("source", [
    "{{ player.__class__ }}",
    "{{ player.__class__.__mro__[1].__subclasses__() }}",
    "{{ m.__init__.__globals__ }}",
    "{{ m._fence('x') }}",
    "{{ r.update({'player': 'x'}) }}",
])
def test_sandbox_refuses_python_internals(views, tmp_path, source):
    d = tmp_path / "t" / "bbcode"
    d.mkdir(parents=True)
    (d / "choice_receipt.j2").write_text(source, encoding="utf-8")
    with pytest.raises(GmError) as info:
        posts.choice_receipt(views["choice_receipt"], "smf", template_dirs=[tmp_path / "t"])
    assert "template" in info.value.message


def test_template_mistakes_are_gm_errors(views, tmp_path):
    d = tmp_path / "t" / "bbcode"
    d.mkdir(parents=True)
    (d / "choice_receipt.j2").write_text("{% if %}", encoding="utf-8")
    with pytest.raises(GmError, match="line 1"):
        posts.choice_receipt(views["choice_receipt"], "smf", template_dirs=[tmp_path / "t"])
    (d / "choice_receipt.j2").write_text("{{ no_such_value }}", encoding="utf-8")
    with pytest.raises(GmError, match="no_such_value"):
        posts.choice_receipt(views["choice_receipt"], "smf", template_dirs=[tmp_path / "t"])


def test_raw_marks_trusted_markup_only_on_request(views, tmp_path):
    d = tmp_path / "t" / "bbcode"
    d.mkdir(parents=True)
    (d / "choice_receipt.j2").write_text(
        "{% set tag %}[b]{{ player }}[/b]{% endset %}{{ tag }}|{{ '[i]x[/i]'|raw }}|{{ '[i]y[/i]' }}",
        encoding="utf-8")
    receipt = dict(views["choice_receipt"], player="[u]Bob")
    text = posts.choice_receipt(receipt, "smf", template_dirs=[tmp_path / "t"])
    assert text == "[b][\u200bu]Bob[/b]|[i]x[/i]|[\u200bi]y[\u200b/i]"


def test_missing_bundled_templates_is_a_clear_error(views, monkeypatch, tmp_path):
    monkeypatch.setattr(engine, "generic_templates_dir", lambda: tmp_path / "nowhere")
    with pytest.raises(GmError, match="templates folder is missing"):
        posts.status(views["status"], "smf")


def test_discord_six_players_fit_the_message_limit(pipeline):
    pipeline.new(SIX, name="six")
    for p in SIX[:3]:
        pipeline.choose("six", p, "build")
    view = pipeline.view("six")
    assert len(messages_of(posts.status(view, "discord"))) <= 2     # the standing: a table
    view["full"] = True                                              # every settlement in full
    text = posts.status(view, "discord")
    messages = messages_of(text)
    assert len(messages) > 1
    for msg in messages:
        assert 0 < len(msg) <= 2000
        assert msg.count(FENCE) % 2 == 0, "a code block was cut"
    for name in ("Bob", "Dostoevsky"):
        assert name in text
    # every settlement's heading is present once
    assert text.count("Temporary Housing") == 6


def test_discord_split_reopens_an_oversized_code_block():
    block = "```\n" + "\n".join(f"line {i:04d} " + "x" * 60 for i in range(100)) + "\n```"
    messages = split_messages("intro\n\n" + block + "\n\noutro", 2000)
    assert len(messages) >= 4
    for msg in messages:
        assert len(msg) <= 2000
        assert msg.count(FENCE) % 2 == 0


def test_plain_lines_fit_72_columns(views):
    for render, name in ((posts.status, "status"), (posts.reveal_post, "reveal"),
                         (posts.new_campaign, "new_campaign"), (posts.choice_receipt, "choice_receipt")):
        for line in render(views[name], "plain").split("\n"):
            assert len(line) <= 72, line


def test_terminal_text_carries_its_rich_renderable(views):
    text = posts.status(views["status"], "terminal")
    assert isinstance(text, str) and hasattr(text, "__rich__")
    assert "Space Station" in text and "Temporary Housing" in text
