"""Habits of players met in held-out set 12, each written another way than the corpus post (the
reader's rule, never the one sentence): what a GM asks about is never accepted (an EDIT that
orders by a pronoun, a sale of a mass noun with no number, a template Production line left blank,
a purchase from a player with no price, a First Player kept that the rules give another), and
what a GM reads plainly is read (a plan after 'none.', a colonist left in housing beside a
building that takes none, a running total in a currency or as a sum, sections between ' // ', an
EDIT a later one takes back, a phase's name in brackets)."""

from __future__ import annotations

import dataclasses
import sys
import tempfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_POSTS = {p.id: p for p in blind.load("distant-colony", ("held-out-12",))}


def _check(post_id: str, text: str) -> blind.Outcome:
    post = dataclasses.replace(_POSTS[post_id], text=text, xfail="")
    with tempfile.TemporaryDirectory() as tmp:
        return blind.run(post, Path(tmp))


_R2 = ("Colonisation: whatever's left\nBuild: none\nProduction: Farm +1 Food, CC -1 Food +1 Wealth\n")


@pytest.mark.parametrize("post_id,text,problem", [
    ("H12-DCS-042", _R2 + "Trade: sell 1 Machine (+6)\n\nEDIT: sell them instead", "an EDIT"),
    ("H12-DCS-042", _R2 + "Trade: sell 1 Machine (+6)\n\nedit - drop that", "an EDIT"),
    ("H12-DCS-039", _R2 + "Trade: selling food this time", "how many?"),
    ("H12-DCS-039", _R2 + "Trade: sell some raw", "how many?"),
    ("H12-DCS-028", "Colonisation: Skilled\nBuild: none\nTrade: bought 1 Machine from Marisol",
     "no price"),
    ("H12-DCS-031", "Colonisation: Expert\nBuild: none\nTrade: none\nOrg: I stay first player",
     "Okonkwo gains First Player"),
    ("H12-DCS-060", "Colonisation: Unskilled\nProduction:\nFarms: +1 Food\nHarvesters:\n"
     "Others: -1 Food, +1 Wealth\nNet: +1 Unskilled", "Harvesters is left blank"),
    ("H12-DCS-038", _R2.replace("Build: none\n", "") + "Build: none\n"
     "Trade: buy 1 Basic Raw (3) → 8+1-3 = 7 W left", "the sum comes to 6, not 7"),
    ("H12-DCS-019", "Colonisation: Skilled\nBuild: Farm (the Skilled)\nProduction: the two farms "
     "make 3 food, CC eat 1 and make 1 wealth\nTrade: none", "Farms: you wrote +3 Food"),
])
def test_what_a_gm_asks_about_is_not_accepted(post_id, text, problem):
    outcome = _check(post_id, text)
    assert not outcome.accepted, outcome.output
    assert problem.lower() in " ".join(outcome.output.lower().split())


@pytest.mark.parametrize("post_id,text,reads", [
    ("H12-DCS-046", "Colonisation: Unskilled + reserved Expert\nBuild: nothing\n"
     "Production: all\nTrade: nothing - might sell the raw later when prices recover\n"
     "Organization: none", ["Trade: none"]),
    ("H12-DCS-030", "Survey: +1 Wealth\nColonisation: Skilled\nBuild: Warehouse. The new Skilled "
     "waits in housing.\nProduction: all\nTrade: none", ["Build: Warehouse"]),
    ("H12-DCS-047", "Survey: +1 ($6 → $7)\nBuild: Warehouse", ["Build: Warehouse"]),
    ("H12-DCS-051", "Survey: +2 // Build: Market (Unskilled from the CC)",
     ["Build: Market staffed by Unskilled from Colony Center #1"]),
    ("H12-DCS-038", "Colonisation: whatever's left\nBuild: none, 0 BG (forgot, sorry)\n"
     "Prod: farm +1, CC -1F +1W, goods factory idle\nTrade: buy 1 Basic Raw (3) -> 8+1-3 = 6 W left",
     ["Build: none", "Trade: buy 1 Basic Raw"]),
    ("H12-DCS-040", "Colonisation: whatever's left\nBuild: none\nProduction: Farm +1 Food, CC -1 "
     "Food +1 Wealth\nTrade: none\nOrg: Skilled from housing -> Colony Center, its Unskilled "
     "goes to housing", ["Organization: Skilled from Temporary Housing -> Colony Center #1",
                         "Organization: Unskilled from Colony Center #1 -> Temporary Housing"]),
    ("H12-DCS-019", "Colonisation: Skilled\nBuild: Farm (the Skilled)\nProduction: my 2 farms "
     "produce 2 food; CC eats 1, makes 1 wealth\nTrade: none\nNet: +1 Food, -1 BG, -1 Machine, "
     "+2 Wealth, +1 Skilled", ["Build: Farm staffed by Skilled", "Production: Colony Center #1"]),
])
def test_what_a_gm_reads_plainly_is_read(post_id, text, reads):
    outcome = _check(post_id, text)
    assert outcome.accepted, outcome.output
    remaining = list(outcome.read_as)
    for want in reads:
        k = next((i for i, got in enumerate(remaining) if want.lower() in got.lower()), None)
        assert k is not None, (want, outcome.read_as)
        del remaining[:k + 1]


@pytest.mark.parametrize("text,phase", [
    ("I pick the phase where we sell to the station (trade). thanks", "Trade"),
    ("the building one please (Build)", "Build"),
])
def test_a_phase_named_in_brackets_after_a_description(text, phase):
    from gm_tool.games.distant_colony.posts.choice import read_choice
    assert read_choice(text) == phase
