"""Colonies' posts through real renderers (tests/render/forums.py): the sample campaign played
through the CLI, then every post of it — the opening, each reveal, every step's summary, the
status at the end — rendered in every forum format and read as each forum shows it: no raw tag,
balanced tags, tables that are tables (or aligned fixed-width blocks), no pipe table on Discord,
plain lines of 72 columns at most; and no credits figure anywhere."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from gm_tool.core.game import interface as game_api

#: the forum formats (tests/render/forums.FORUMS: that module is loaded by the fixture below)
FORUMS = ("smf", "phpbb", "bgg", "markdown", "discord", "plain")


@pytest.fixture(scope="module")
def forums():
    sys.path.insert(0, str(Path(__file__).parents[1] / "render"))
    try:
        import forums as module
        yield module
    finally:
        sys.path.remove(str(Path(__file__).parents[1] / "render"))


@pytest.fixture(scope="module")
def views(tmp_path_factory):
    """The public views of every post of the sample campaign."""
    from gm_tool.cli import demo
    from gm_tool.cli.turns import summary_view
    from gm_tool.core.engine.steps import history_key
    from gm_tool.core.engine.lifecycle import pending_players
    from gm_tool.core.ops.redact import public_campaign
    from gm_tool.core.store.files import CampaignStore
    from gm_tool.games.colonies.game import GAME

    assert game_api.find_game(GAME.name) is GAME       # registered by gm_tool.games
    root = tmp_path_factory.mktemp("col-render")
    script = demo.load_script("colonies")
    demo.play(root, script, "plain", demo.sample_folder("colonies"))
    store = CampaignStore(root)
    campaign = store.load(script["name"])
    out = {"status": ("status", public_campaign(campaign, pending_players(campaign)))}
    for n in range(1, campaign.recorded + 1):
        record = store.read_history(script["name"], history_key(n))
        out[f"summary {n}"] = ("round_summary", summary_view(campaign, record))
    yield out


@pytest.mark.parametrize("fmt", FORUMS)
def test_every_post_of_the_sample_renders_clean(forums, views, fmt):
    from gm_tool.render import posts

    problems = []
    for name, (kind, view) in views.items():
        text = str(getattr(posts, kind)(view, fmt))
        found = forums.post_problems(text, fmt)
        if re.search(r"(?i)credits?\W{0,3}\d{2,}", text):
            found.append("a credits figure")
        problems += [f"{name}: {p}" for p in found]
    assert len(views) > 20
    assert not problems, "\n".join(problems[:30])
