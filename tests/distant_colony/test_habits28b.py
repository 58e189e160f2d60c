"""Habits of held-out set 28's failures (second engineer), each written other ways than the corpus
post (the reader's rule, never the one sentence): "nothing" for a phase with the reason said last,
"<something> isn't worth it" ("build: nothing, 1 bg isn't worth it"), is none with its reason,
figures and all, while a reason that orders, hedges or asks is not taken as one."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_R12 = "ho28-l5-r12-posts"     # round 12, War prices: Dietrich (3 Wealth, 2 Basic Raw, 1 BG)

_HEAD = "survey +1\ncolonisation: the criminal\n"
_TAIL = "\ntrade: sell 2 basic raw (+6)\nNet: -2 Basic Raw, +7 Wealth, +1 Criminal"


@pytest.mark.parametrize("build,verdict,reads", [
    # "nothing" with the reason said last, "... isn't worth it": none, its figures a remark
    ("build: nothing, 1 bg isn't worth it", "accept", ["Build: none", "Trade: sell 2 Basic Raw"]),
    ("Build - none, a Farm's not worth the space lol", "accept", ["Build: none"]),
    ("build: skip, 2 machines aren't really worth it", "accept", ["Build: none"]),
    ("Build: no, my one Basic Goods is not worth it now", "accept", ["Build: none"]),
    # ... a reason that orders, or asks, is no reason
    ("build: nothing, 1 bg isn't worth it, sell it instead", "refuse", []),
    ("build: nothing, maybe a farm isn't worth it?", "query", []),
])
def test_nothing_not_worth_it(tmp_path, build, verdict, reads):
    blind.check_variant("distant-colony", _R12, "Dietrich", "post", _HEAD + build + _TAIL, verdict,
                        reads, tmp_path)
