"""Every post of the blind corpora (tests/posts/blind.py) read as a careful GM reads it; the ones
the tool still misreads are expected failures with their reason, and fail the run once fixed."""

import pytest

from . import blind

POSTS = [post for game in blind.GAMES for post in blind.load(game)]


def _param(post):
    marks = [pytest.mark.xfail(reason=post.xfail, strict=True)] if post.xfail else []
    return pytest.param(post, id=post.id, marks=marks)


@pytest.mark.parametrize("post", [_param(p) for p in POSTS])
def test_read_as_a_gm_would(post, tmp_path):
    outcome = blind.run(post, tmp_path)
    assert outcome.right, (
        f"{post.id} ({post.game}, {post.player}): {'; '.join(outcome.failures)}\n"
        f"GM's reading: {post.reading}\nreason: {post.reason}\n--- tool said ---\n{outcome.output}")


def test_every_corpus_has_its_fixtures():
    for post in POSTS:
        assert post.fixture.exists(), f"{post.id}: no fixture {post.fixture.name}"
        assert post.verdict in {"accept", "refuse", "query"}, post.id
