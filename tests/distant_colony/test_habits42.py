"""Habits of held-out set 42's failures, each written other ways than the corpus post (the
reader's rule, never the one sentence): a line of its own saying the Build played effect's second
build is not used, and why ("only 1 bg so no 2nd build :(", "Second build I not have goods for
it."), is a remark of the Build, inside the turn or after it; one that orders something ("no 2nd
build, buying a Machine instead") or names a building is still read or asked; a Food loss in brackets after the last building of a Production line is
that building's own when its staff eat exactly that ("CC +1 W, harvester complex +3 raw (-2
food)": the Complex's two colonists, not one each for the CC and the Complex), and the Food eaten
in total when it is more ("University: Unskilled -> Skilled (-3 food)", the building named before
its own colon); with the Production played effect, a bracket of its own under the line giving
that total and who eats free ("(-3 food, the Rare Harvester guy is my free one)") already counts
the free colonist, and a wrong total is refused with the right one."""

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


_QUAD = "ho42-quad-r5-posts"   # round 5: Svea (Colony Center, Farm, Harvester Complex of two), Imre (Production)


@pytest.mark.parametrize("player,text,verdict,reads", [
    # the bracket is the last building's own Food: its two staff eat 2
    ("Svea", "Build: none\nProduction: farm +1, CC +1 W, harvester complex fully staffed -> +3 raw (-2 food)",
     "accept", ["Build: none", "Production: Farm", "Production: Colony Center", "Production: Harvester Complex"]),
    ("Svea", "Prod: Farm +1, Colony Center +1W, Harvester Complex: +3 Basic Raw (-2 f)", "accept",
     ["Production: Farm", "Production: Colony Center", "Production: Harvester Complex"]),
    # ... the line's total eaten (CC 1 + Complex 2) is right too; a figure neither reading gives is refused
    ("Svea", "Production: farm +1, CC +1 W, harvester complex +3 raw (-3 food)", "accept",
     ["Production: Farm", "Production: Colony Center", "Production: Harvester Complex"]),
    ("Svea", "Production: farm +1, CC +1 W, harvester complex +3 raw (-1 food)", "refuse", []),
    # the Food eaten in total under the line, with who eats free: the free one already counted
    ("Imre", "Build: none\nProduction (played): farms +2, CC +1 VP, Rare Harvester +1 Rare Raw, University: "
     "Unskilled \u2192 Skilled\n(-3 food, the Rare Harvester guy is my free one)", "accept",
     ["Build: none", "Production: Colony Center", "Production: Rare Harvester", "Production: University"]),
    ("Imre", "Production: farms +2, CC +1 VP, Rare Harvester +1 Rare Raw, University: Unskilled -> Skilled (-3 food)",
     "accept", ["Production: Colony Center", "Production: Rare Harvester", "Production: University"]),
    # ... a total that leaves the free one uncounted, or more: refused
    ("Imre", "Build: none\nProduction: farms +2, CC +1 VP, Rare Harvester +1 Rare Raw, University: Unskilled -> "
     "Skilled\n(-4 food, the Rare Harvester guy is my free one)", "refuse", []),
    ("Imre", "Build: none\nProduction: farms +2, CC +1 VP, Rare Harvester +1 Rare Raw, University: Unskilled -> "
     "Skilled\n(-5 food, the Rare Harvester guy is my free one)", "refuse", []),
])
def test_food_bracket(tmp_path, player, text, verdict, reads):
    blind.check_variant("distant-colony", _QUAD, player, "post", text, verdict, reads, tmp_path)


def test_food_bracket_names_total(tmp_path):
    blind.check_habit("distant-colony", blind.corpus_dir("distant-colony") / "fixtures" / f"{_QUAD}.toml",
                      "Imre", "Build: none\nProduction: farms +2, CC +1 VP, Rare Harvester +1 Rare Raw, University: "
                      "Unskilled -> Skilled\n(-4 food, the Rare Harvester guy is my free one)", False,
                      ["you wrote -4 Food; the rules give -3 Food"], tmp_path)
