"""Habits of the held-out xfails fixed after set 12, each written another way than the corpus
post (the reader's rule, never the one sentence): a colonist taken in a quoted post of a player
before in turn order is gone; an EDIT that takes back one order and says the others stand; an
EDIT that puts one sale for another with its new figure ("Market sells the Rare Goods instead
(+6)"); an arrow to the building fed next ("-> into the Colony Center (+1 Wealth)"); what the
player holds said in brackets ("I have 2 food"); a run-on turn typed on one line."""

from __future__ import annotations

import dataclasses
import sys
import tempfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_POSTS = {p.id: p for p in blind.load("distant-colony", ("held-out", "held-out-10", "held-out-12"))}


def _check(post_id: str, text: str) -> blind.Outcome:
    post = dataclasses.replace(_POSTS[post_id], text=text, xfail="")
    with tempfile.TemporaryDirectory() as tmp:
        return blind.run(post, Path(tmp))


@pytest.mark.parametrize("post_id,text,problem", [
    # Ann (first in turn order) quoted taking the only Expert: Cy's Expert is gone
    ("DCH-067", '[quote author=Ann link=x date=1]Colonization: the Expert\nBuild: none[/quote]\n'
     "same for me\nSurvey: +1 Wealth\nColonization: Expert\nBuild: none", "Ann, before Cy"),
    ("DCH-067", '[quote="ann"]Col: Expert pls[/quote]\nSurvey: +1 Wealth\nColonisation: Expert too\n'
     "Build: none", "takes the Expert"),
    # a new figure in the EDIT is checked like any other
    ("H10-DCS-051", "Production: all, Lab Expert eats free, Market sells 1 BG (+4)\nTrade: none\n\n"
     "EDIT: Market sells the Rare Goods instead (+7)", "+6 Wealth"),
    # the building an arrow feeds runs, and its figure is checked
    ("H12-DCS-054", "Colonisation: Unskilled\nProduction: Farm +1 Food -> into the Colony Center "
     "(+2 Wealth), Harvester idle", "-1 Food, +1 Wealth"),
])
def test_what_a_gm_refuses_is_refused(post_id, text, problem):
    outcome = _check(post_id, text)
    assert not outcome.accepted, outcome.output
    assert problem.lower() in " ".join(outcome.output.lower().split())


@pytest.mark.parametrize("post_id,text,reads", [
    # a player AFTER this one in turn order takes nothing from them
    ("DCH-067", "[quote=Dmitri]Colonisation: Expert[/quote]\nSurvey: +1 Wealth\n"
     "Colonization: Expert, plus my reserved Expert\nBuild: none", ["Colonization: Expert"]),
    ("H12-DCS-024", "Survey: +1 Wealth\nColonisation: Skilled\nBuild: Harvester with the Skilled\n"
     "Production: Farm +1 Food, Colony Center -1 Food +1 Wealth, Harvester -1 Food +1 Basic Raw\n"
     "Trade: contract 1 Machine, sell 1 Basic Raw (+2)\n\nEDIT: cancel the sale. Everything else stays.",
     ["Trade: contract 1 Machine"]),
    ("H12-DCS-049", "Survey +1 Wealth. Building a Harvester and moving the Unskilled from the Farm "
     "into it (the Farm sits empty for now, I've only got 3 food anyway). No 2nd build.",
     ["Build: Harvester staffed by Unskilled from Farm #2"]),
    ("H12-DCS-020", "survey +1 col skilled build harvester with skilled prod farm +1 food cc +1 w "
     "harvester -1 food +1 raw trade sell 1 raw +2",
     ["Colonization: Skilled", "Build: Harvester", "Production: Farm #2", "Trade: sell 1 Basic Raw"]),
])
def test_what_a_gm_reads_plainly_is_read(post_id, text, reads):
    outcome = _check(post_id, text)
    assert outcome.accepted, outcome.output
    lines = outcome.read_as
    for want in reads:
        assert any(want.lower() in got.lower() for got in lines), (want, outcome.output)
