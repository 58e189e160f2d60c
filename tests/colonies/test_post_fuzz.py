"""No post breaks the Colonies reader: the posts corpus of the other games, random words and the
worst shapes a post can take (tests/posts/slow_shapes.py), read at every kind of step — never an
exception, never an internal error, every shape read within a second."""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

import pytest

from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.colonies.game import GAME
from gm_tool.games.colonies.posts import check_post_text
from gm_tool.games.colonies.settings import ColoniesSettings

POSTS = Path(__file__).parents[1] / "posts"


def states():
    """A state at each kind of post step."""
    s = ColoniesSettings(planet_deal="signup", neutral_planets="red")
    base = GAME.setup(["Ann", "Bob", "Cy", "Dee"], s, RecordedRng("fuzz", "x"))
    base["card"] = 5
    out = {}
    for phase in ("income", "actions", "effects", "tie"):
        st = dict(base)
        st["phase"] = phase
        if phase == "actions":
            st["to_act"] = ["Ann"]
        if phase == "effects":
            st["vote"] = {"card": 22, "outcome": "yes", "winners": ["Ann"], "votes": {}}
            st["pending"] = {"Ann": [{"kind": "yes", "source": "yes"}]}
        if phase == "tie":
            st["vote"] = {"card": 5, "outcome": "tie", "votes": {"Ann": {"side": "no"}}}
        out[phase] = st
    return out, s


WORDS = ("sell hunt refuge negotiate industry upgrade pass community credits reject tie yes no "
         "take lose pirates market downgrade my Bob's red route from with both side +1 -1 2 "
         "green blue yellow purple luxury goods space ships ( ) : ; , . ! [b] [/b] ** # >")


def texts():
    rnd = random.Random(7)
    corpus = sorted((POSTS / "corpus").glob("*.txt"))
    found = [p.read_text(encoding="utf-8", errors="replace") for p in corpus]
    words = WORDS.split()
    for _ in range(150):
        found.append(" ".join(rnd.choice(words) for _ in range(rnd.randint(1, 25))))
    return found


@pytest.mark.parametrize("phase", ["income", "actions", "effects", "tie"])
def test_any_text_is_read_without_an_exception(phase):
    table, settings = states()
    state = table[phase]
    for text in texts():
        checked = check_post_text(state, "Ann", text, settings)
        codes = [d.code for d in checked.diagnostics]
        assert "col.post.internal_error" not in codes, (text, checked.diagnostics)


def test_the_worst_shapes_are_read_quickly():
    sys.path.insert(0, str(POSTS))
    try:
        from slow_shapes import SHAPES
    finally:
        sys.path.remove(str(POSTS))
    table, settings = states()
    slow = []
    for name, make in SHAPES.items():
        text = make(16_000)
        for phase, state in table.items():
            start = time.process_time()  # CPU time: a busy machine is no failure
            checked = check_post_text(state, "Ann", text, settings)
            took = time.process_time() - start
            assert "col.post.internal_error" not in [d.code for d in checked.diagnostics], name
            if took > 1.0:
                slow.append(f"{name} at {phase}: {took:.1f} s")
    assert not slow, slow
