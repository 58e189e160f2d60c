"""The players' guide (docs/posts.md) tells the truth: every example post in it is checked by the
real CLI on the situation it names (a blind corpus fixture) and gets the verdict and the reading
the guide promises.

An example is a fenced block whose info string starts with ``post``:

    ```post game=colonies fixture=income-t2 player=Ann expect=refuse problem="7 blue"
    6 blue + 1€
    ```

``expect`` is ``accept`` or ``refuse``; ``read`` a substring of the "Read as" (or, for a secret
choice, of what the GM is told); ``problem`` a substring of the refusal.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from . import blind

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "posts.md"
_BLOCK = re.compile(r"^```post (?P<info>[^\n]*)\n(?P<text>.*?)^```$", re.M | re.S)


def examples() -> list[blind.Post]:
    out = []
    for n, m in enumerate(_BLOCK.finditer(GUIDE.read_text(encoding="utf-8")), start=1):
        info = dict(part.split("=", 1) for part in shlex.split(m.group("info")))
        game = info["game"]
        out.append(blind.Post(
            game=game, id=f"guide-{n}", set="guide",
            fixture=blind.corpus_dir(game) / "fixtures" / f"{info['fixture']}.toml",
            player=info["player"], kind=info.get("kind", "post"), text=m.group("text"),
            verdict=info["expect"], reading=(), reason="the players' guide's example",
            expect_read=(info["read"],) if "read" in info else (),
            expect_problem=(info["problem"],) if "problem" in info else ()))
    return out


def test_the_guide_has_examples_for_every_game():
    assert {post.game for post in examples()} == set(blind.GAMES)


@pytest.mark.parametrize("post", examples(), ids=lambda p: f"{p.id}-{p.game}")
def test_every_example_of_the_guide_reads_as_it_says(post, tmp_path):
    outcome = blind.run(post, tmp_path)
    assert outcome.right, f"{'; '.join(outcome.failures)}\n{post.text}\n---\n{outcome.output}"
