"""Habits of held-out set 42's failures, each written other ways than the corpus post (the
reader's rule, never the one sentence): a line of its own saying the Build played effect's second
build is not used, and why ("only 1 bg so no 2nd build :(", "Second build I not have goods for
it."), is a remark of the Build, inside the turn or after it; one that orders something ("no 2nd
build, buying a Machine instead") or names a building is still read or asked."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_TRI = "ho42-tri-r1-posts"     # round 1: Ottilie (Colonization), Ravi (Build), Kasimir (Production)

_RAVI = "Colonisation: Skilled\nBuild: Harvester w/ Skilled\nProduction: everything\n"


@pytest.mark.parametrize("text,verdict,reads", [
    # the second build declined on a line of its own, with its reason: a remark
    (_RAVI + "no second build this round, out of goods", "accept",
     ["Colonization: Skilled", "Build: Harvester"]),
    (_RAVI + "Can't do a 2nd build, I only had the 1 BG", "accept",
     ["Colonization: Skilled", "Build: Harvester"]),
    ("I take a Skilled and build a Harvester with him\nProd: all\nThe second build I cannot afford sadly",
     "accept", ["Colonization: Skilled", "Build: Harvester"]),
    (_RAVI + "nothing left for another build :(", "accept", ["Colonization: Skilled", "Build: Harvester"]),
    # ... an order in it, or a building named, is not a remark: read or asked
    (_RAVI + "no 2nd build, buying a Machine instead", "refuse", []),
    (_RAVI + "second build: Warehouse", "refuse", []),
])
def test_second_build_declined_line(tmp_path, text, verdict, reads):
    blind.check_variant("distant-colony", _TRI, "Ravi", "post", text, verdict, reads, tmp_path)
