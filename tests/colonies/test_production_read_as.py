"""An income post's production figures ("5 purple (4+1) → 7 purple") are shown in the check
reply's Read as as the player wrote them, beside the Community choice, so a misread figure is
seen at once; each is checked against the rules (a wrong one is an error naming the right
value). Checked through the real CLI on a blind-corpus fixture, as tests/posts/blind.py does."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

# income, turn 1 (5 players): Community 1; Piet is purple (Bellona), holds no purple and
# produces 5 (4 export + 1 Industry)
INC1 = "ho46-five-income-t1"

SHOWN = [
    ("5 purple (4+1)\ntake the credit", ["production: 5 purple (4 export + 1 Industry)",
                                         "community: 1 credit, reject 0"]),
    ("1 credit. 5 purple in (→ 5 purple)", ["production: 5 purple \u2192 5 purple", "community: 1 credit"]),
]


@pytest.mark.parametrize("text,reads", SHOWN, ids=[f"shown-{i}" for i in range(len(SHOWN))])
def test_production_is_shown(tmp_path, text, reads):
    blind.check_variant("colonies", INC1, "Piet", "post", text, "accept", reads, tmp_path)


WRONG = [
    ("1 credit\n6 purple (4+2)", ["you produce 5 purple (4 export + 1 Industry), not 6"]),
    ("1 credit, 5 purple → 8 purple", ["you will have 5 purple after the income, not 8"]),
]


@pytest.mark.parametrize("text,wants", WRONG, ids=[f"wrong-{i}" for i in range(len(WRONG))])
def test_wrong_production_names_the_right_value(tmp_path, text, wants):
    blind.check_refused("colonies", INC1, "Piet", "post", text, wants, tmp_path)
