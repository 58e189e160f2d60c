"""No post is slow (issue 11, item 3): every shape of the fuzz corpus (slow_shapes.py) is checked
by Distant Colony's and Colonization's readers in well under the ceiling here, and gm refuses a
post larger than 64 KB at once, from the command line and from e-mail.

Full size (64 KB, every game, the worst case reported): python benchmarks/bench_posts.py
"""

from __future__ import annotations

import copy
import time
from datetime import datetime, timezone

import pytest
from typer.testing import CliRunner

from gm_tool.cli.app import all_modules, build_app
from gm_tool.core.engine import lifecycle
from gm_tool.core.store.campaign import MAX_POST_BYTES
from gm_tool.core.game.interface import find_game
from gm_tool.core.ops.mail import Mail, ingest
from gm_tool.core.kit.reading import forum
from gm_tool.core.store.files import CampaignStore
from gm_tool.games.distant_colony.posts import CODES, parse_post

from distant_colony.corpus_lib import build_state
from .slow_shapes import SHAPES

#: the CPU time one 16 KB check may take (the slow shapes took 4 s to minutes before; typical
#: figures are below 0.2 s). CPU time of this process, not wall time: a test must not fail
#: because the machine is busy with other work.
CEILING = 3.0
SIZE = 16_384


@pytest.fixture(scope="module")
def games(tmp_path_factory):
    store = CampaignStore(tmp_path_factory.mktemp("campaigns"))
    found = {}
    lifecycle.new_campaign(store, "dc", "dc", ["Ann", "Bob", "Cy"], seed="1")
    campaign = store.load("dc")
    for player, phase in (("Ann", "production"), ("Bob", "build"), ("Cy", "trade")):
        lifecycle.choose(campaign, player, phase)
    lifecycle.reveal(campaign)
    found["dc"] = campaign
    lifecycle.new_campaign(store, "col", "colonization", ["Ann", "Bob"], seed="1")
    found["col"] = store.load("col")
    return found


@pytest.mark.parametrize("shape", sorted(SHAPES))
@pytest.mark.parametrize("game", ["dc", "col"])
def test_every_shape_is_checked_quickly(games, game, shape):
    campaign = games[game]
    rules = find_game(campaign.game)
    settings = rules.load_settings(campaign.settings)
    text = SHAPES[shape](SIZE)
    rules.check_post(campaign.state, "Ann", "x", settings, {})  # imports and caches first
    start = time.process_time()
    rules.check_post(campaign.state, "Ann", text, settings, {})
    took = time.process_time() - start
    assert took < CEILING, f"{game} {shape}: {took:.2f} s"


def test_whitespace_next_to_markup_never_backtracks():
    """The Markdown table-rule pattern once tried a line of n spaces n*n/2 ways (18 s for
    40,000 spaces); each pattern of the reader is now linear on every such line."""
    for line in (" " * 100_000, "-- " + " " * 100_000 + "x", "|" + " " * 100_000 + "x",
                 "\t" * 100_000, ": " * 50_000 + "x"):
        start = time.process_time()
        forum._MD_TABLE_RULE.match(line)
        forum._MD_RULE.match(line)
        forum._MD_BULLET.match(line)
        assert time.process_time() - start < 0.5


def test_the_forum_reader_stops_at_its_limits():
    many = forum.scan("a\n" * 3_000)
    assert len(many.lines) == forum.MAX_LINES
    assert [n.code for n in many.notes] == ["forum.too_many_lines"]
    wide = forum.scan("x" * 10_000)
    assert len(wide.lines[0].text) == forum.MAX_LINE_CHARS
    assert [n.code for n in wide.notes] == ["forum.long_line"]
    huge = forum.scan("Survey: +1 Wealth\n" * 10_000)
    assert "forum.too_long" in [n.code for n in huge.notes]


def test_a_turn_line_of_pages_is_not_read_and_says_why():
    state = build_state({"base": "developed"})
    remark = "Production: Farm (" + " ".join(f"w{i}" for i in range(600)) + ")"
    parsed = parse_post(f"Survey: +1 Wealth\n{remark}\n", state, "Alice")
    assert "dc.post.line_too_long" in parsed.codes and "dc.post.line_too_long" in CODES
    message = next(d for d in parsed.diagnostics if d.code == "dc.post.line_too_long")
    assert message.line == 2 and "longer than 2,000 characters" in message.message


def test_a_long_remark_is_still_read_as_a_remark():
    state = build_state({"base": "developed"})
    remark = " ".join(f"word{i}" for i in range(250))  # about 1,900 characters
    parsed = parse_post(f"Survey: +1 Wealth\nProduction: Farm ({remark})\n", state, "Alice")
    assert "dc.post.remark" in parsed.codes and "dc.post.line_too_long" not in parsed.codes


@pytest.mark.parametrize("size", [MAX_POST_BYTES + 1, 1_048_576])
def test_gm_check_refuses_a_post_over_64_kb_before_reading_it(tmp_path, size):
    app = build_app(all_modules())
    runner = CliRunner()
    root = tmp_path / "campaigns"
    assert runner.invoke(app, ["new", "g", "--game", "dc", "-p", "Ann", "-p", "Bob",
                               "--dir", str(root)]).exit_code == 0
    post = ("Survey: +1 Wealth\n" * (size // 18 + 1))[:size]
    start = time.process_time()
    result = runner.invoke(app, ["check", "g", "Ann", "-", "--dir", str(root)], input=post)
    assert result.exit_code == 1 and "more than 65,536 bytes" in result.output
    assert "64 KB" in result.output and "internal error" not in result.output
    (tmp_path / "post.txt").write_text(post)
    result = runner.invoke(app, ["submit", "g", "Ann", str(tmp_path / "post.txt"), "--dir", str(root)])
    assert result.exit_code == 1 and f"the post is {size:,} bytes" in result.output
    assert time.process_time() - start < 10
    assert not CampaignStore(root).load("g").entry.submissions


def test_an_e_mail_over_64_kb_is_left_alone(games):
    campaign = copy.deepcopy(games["dc"])
    campaign.players[0].emails = ["ann@example.org"]
    when = datetime(2099, 1, 1, tzinfo=timezone.utc)
    big = Mail("1", "<big@x>", "ann@example.org", "turn", when, "Survey: +1 Wealth\n" * 4_000)
    small = Mail("2", "<small@x>", "ann@example.org", "turn", when,
                 "Survey: +1 Wealth\nNet: +1 Wealth\n")
    results = ingest(campaign, iter([big, small]))
    assert results[0].action == "error" and not results[0].taken
    assert "more than a post may be (65,536 bytes, 64 KB): left alone" in results[0].detail
    assert results[1].taken and "<big@x>" not in campaign.ingested
