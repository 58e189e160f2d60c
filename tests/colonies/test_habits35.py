"""Habits met in held-out sets 35 and 36, written again in other voices (issue 19: fix the habit,
never the sentence), with the near-misses that must still be refused or queried. Every post is
checked through the real CLI on a blind-corpus fixture, as tests/posts/blind.py checks the
corpora: the verdict a careful GM gives, and for an accepted post the Read-as lines in the game's
canonical words."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

# Lotte (Euterpe) breaks a 3-3 tie as first player
TIE = "ho36-tie4-y1"
# turn 1 council vote; Ravi's planet is Euterpe (red), Pallas is blue
VOTE = "ho36-vote5-y1"

# (fixture, player, kind, text, verdict, Read-as substrings in order)
VARIANTS = [
    # the poster's own planet named for "I" (H36-CLS-037, H36-CLS-052)
    (TIE, "Lotte", "post", "Euterpe, as first player, says NO. sorry unions", "accept", ["tie: no"]),
    (TIE, "Lotte", "post", "tie goes YES - Euterpe decides so :)", "accept", ["tie: yes"]),
    (TIE, "Lotte", "post", "Euterpe picks YES, with 2 red from Pallas", "refuse", []),
    (VOTE, "Ravi", "choice", "Euterpe votes NO with 2 blue", "accept", []),
    (VOTE, "Ravi", "choice", "Nay. Euterpe puts 1 green and 1 yellow on it", "accept", []),
    (VOTE, "Ravi", "choice", "yes 1 blue, Pallas too", "refuse", []),
]


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", VARIANTS,
                         ids=[f"{v[0]}-{i}" for i, v in enumerate(VARIANTS)])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("colonies", fixture, player, kind, text, verdict, reads, tmp_path)
