"""Habits of held-out set 40's failure, each written other ways than the corpus post (the
reader's rule, never the one sentence): a wish for a later round closing a line ("..., want that
University soon", "; saving up for a Prison") is a remark; "want" or "need" without a word of
later, or with a figure, is not."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_DELTA = "ho40-delta-r1-posts"   # round 1: Survey, Trade (Expansion prices), Organization; Kofi played Trade


def _post(trade: str) -> str:
    return f"Survey: +1 W\nTrade: {trade}\nNet: -2 Food, +3 Wealth\n"


@pytest.mark.parametrize("fixture,player,text,verdict,reads", [
    (_DELTA, "Kofi", _post("sell 2 Food (+2), contract 1 Basic Goods; saving up for a University"), "accept",
     ["Trade: sell 2 Food", "Trade: contract 1 Basic Goods"]),
    (_DELTA, "Kofi", _post("selling 2 Food and a contract for 1 Basic Goods - hoping for the Prison next round"),
     "accept", ["Trade: sell 2 Food", "Trade: contract 1 Basic Goods"]),
    (_DELTA, "Kofi", _post("2 Food sold for 2, contract on 1 Basic Goods, I really need a University soon!"), "accept",
     ["Trade: sell 2 Food", "Trade: contract 1 Basic Goods"]),
    # near-misses: a wish with no word of later names a building no order took; a figure in it
    (_DELTA, "Kofi", _post("sell 2 Food (+2), contract 1 Basic Goods, want the University"), "query", []),
    (_DELTA, "Kofi", _post("sell 2 Food (+2), contract 1 Basic Goods, want 1 Machine next round"), "query", []),
])
def test_variant(tmp_path, fixture, player, text, verdict, reads):
    blind.check_variant("distant-colony", fixture, player, "post", text, verdict, reads, tmp_path)


@pytest.mark.parametrize("text,verdict,reads", [
    # a change of mind in brackets is never a remark skipped: it is read, or asked about
    ("sell 2 Food (no wait, buy)", "accept", ["Trade: buy 2 Food"]),
    ("sell 2 Food (wait no, 3)", "query", []),
    ("sell 2 Food (oops, 1 Food)", "query", []),
    # near-miss: a bracket of price stays a remark
    ("sell 2 Food (+2)", "accept", ["Trade: sell 2 Food"]),
])
def test_bracket_correction(tmp_path, text, verdict, reads):
    blind.check_variant("distant-colony", _DELTA, "Kofi", "post", f"Survey: +1 W\nTrade: {text}\n", verdict, reads,
                        tmp_path)
