"""Golden files: every post in every format, compared with tests/render/golden/<view>.<format>.txt.

Regenerate after an intended layout change with:  GM_UPDATE_GOLDEN=1 .venv/bin/pytest tests/render
(then read the diff before committing it)."""

from __future__ import annotations


import pytest

from gm_tool.render import posts
from gm_tool.render.formats import FORMATS

from .conftest import assert_golden

RENDERERS = {
    "choice_receipt": posts.choice_receipt,
    "new_campaign": posts.new_campaign,
    "status": posts.status,
    "reveal": posts.reveal_post,
}


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("view_name", list(RENDERERS))
def test_golden(views, view_name, fmt):
    text = str(RENDERERS[view_name](views[view_name], fmt)) + "\n"
    assert_golden(view_name, fmt, text)


def test_goldens_are_deterministic(views):
    """The fixture's salts, ids and seed are fixed: rendering twice gives the same text."""
    for name, render in RENDERERS.items():
        assert render(views[name], "smf") == render(views[name], "smf")


def test_views_have_the_expected_content(views):
    reveal = views["reveal"]
    assert reveal["forced"] == ["Cy"]
    assert views["choice_receipt"]["replaced"] is True
    assert views["status"]["pending"] == ["Cy"]
    assert "seed" not in views["status"] and "secret" not in views["status"]
