"""Colonies habits left as refusals on the safe side in the eleventh session's note, written in
several voices with the near-misses that must still be refused: a colour's whole stock sold in
words ("my whole green stack"), and the stock said after a sale in the first person ("I now have 4
yellow"), which is a figure to check, never a second sale."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

# Mirela, action 1 of turn 1: 1 green, 5 yellow; Commerce level 1 (sells at most 1)
ACT = "ho29-trio-act1"

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    (ACT, "Mirela", "post", "sell my whole green stack", "accept", ["sell 1 green for 2"]),
    (ACT, "Mirela", "post", "Commerce: my entire green stock pls", "accept", ["sell 1 green for 2"]),
    (ACT, "Mirela", "post", "sell 1 yellow. I now have 4 yellow", "accept", ["sell 1 yellow for 2"]),
    (ACT, "Mirela", "post", "selling 1 yellow, now I have 4 yellow :)", "accept", ["sell 1 yellow for 2"]),
    (ACT, "Mirela", "post", "sell 1 yellow (2€) and I hold 4 yellow now", "accept", ["sell 1 yellow for 2"]),
    # the whole of a stock larger than the Commerce level allows: refused, not cut down
    (ACT, "Mirela", "post", "sell my whole yellow stack", "refuse", []),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)


# (fixture, player, kind, text, pieces the reply must hold: the right value named)
REFUSED = [
    (ACT, "Mirela", "post", "sell 1 yellow. I now have 5 yellow", ["you then have 4 yellow, not 5"]),
    (ACT, "Mirela", "post", "sell 1 yellow, I have 3 yellow now", ["you then have 4 yellow, not 3"]),
    (ACT, "Mirela", "post", "sell my whole yellow stack", ["more than your Commerce level of 1"]),
]


@pytest.mark.parametrize("fixture,player,kind,text,wants", REFUSED, ids=[f"{r[0]}-{i}" for i, r in enumerate(REFUSED)])
def test_refused_names_the_reason(tmp_path, fixture, player, kind, text, wants):
    blind.check_refused("colonies", fixture, player, kind, text, wants, tmp_path)
