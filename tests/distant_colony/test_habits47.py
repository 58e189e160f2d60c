"""Habits of held-out set 47's failures, each written other ways than the corpus post (the
reader's rule, never the one sentence): a final tally written as a sum whose first term is the
VP gained during the game ("Final: 6 VP + 23 from buildings - 2 for the crim + 5 (55 Wealth) =
32") is read with its total after the "=", never the first term after "Final:", every part
checked and shown in "Read as" in the words of the score's breakdown; an Organization player
who says "I'll have the Colonization played effect" (or "I'm having ...") borrows it, so the
reserve it allows is read and accepted, while a maybe is still asked; a colonist taken and a
reserve joined by "and" with no comma ("skilled for me and im reserving a skilled too") is the
Colonization line, each colonist checked against the pool."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"
_LAST = _FIXTURES / "ho47-duo-r12-last.toml"   # round 12, the game ends: Yevgenia ends on 32 VP
_ORG = _FIXTURES / "ho47-trio-r4-org.toml"     # round 4: Radek played Organization, Ottoline too
_FIRST = _FIXTURES / "ho42-tri-r1-posts.toml"  # round 1: Ottilie played Colonization; 3 Skilled left

_YEVGENIA = ("Build: Rare Harvester (1 BG, 2 Machines) with the Skilled from housing.\n"
             "Production: farms +5, CC +2 W, harvester complex +3 raw, goods factory complex 3 raw "
             "→ 3 BG, machine factory 1 BG → 1 machine, rare harvester +1 rare raw, resort idle "
             "(-7 food)\nNet: -2 Food, +1 BG, -1 Machine, +1 Rare Raw, +2 Wealth\n")
_READ = "Final score: buildings 23, 55 Wealth = 5 VP, unemployed -2, VP so far 6: 32 VP"


@pytest.mark.parametrize("tally,accepted,wants", [
    ("Final score: 6 VP + 23 bldgs - 2 for the criminal + 5 (55 W) = 32 VP", True, [_READ]),
    ("Tally: 6 VP + 5 (55 Wealth) + 23 buildings - 2 idle = 32", True, [_READ]),
    ("final: 6 vp + 23 from buildings - 2 for the crim + 5 (55 wealth) = 32 total", True,
     ["VP so far 6: 32 VP"]),
    # a total that does not add up: the right one named
    ("final: 6 vp + 23 from buildings - 2 for the crim + 5 (55 wealth) = 33", False,
     ["final score 33, the rules give 32"]),
    # the first term wrong: the VP gained during the game named
    ("Final: 7 VP + 23 from buildings - 2 for the crim + 5 (55 Wealth) = 33", False,
     ["VP gained during the game 7, the rules give 6"]),
    # the idle Criminal left out of the sum
    ("Final: 6 VP + 23 from buildings + 5 (55 Wealth) = 34", False,
     ["final score 34, the rules give 32", "unemployed -2"]),
])
def test_final_tally_as_a_sum(tmp_path, tally, accepted, wants):
    blind.check_habit("distant-colony", _LAST, "Yevgenia", _YEVGENIA + tally, accepted, wants,
                      tmp_path)


@pytest.mark.parametrize("text,accepted,wants", [
    ("Colonisation: Unskilled\nOttoline takes first player, so I'll have the Colonization played "
     "effect: reserve a Skilled.\nOrg: no moves", True,
     ["Organization: also take the Colonization played effect", "Colonization: reserve Skilled"]),
    ("Col: Unskilled\nI'm having the Colonisation effect instead, reserving an Expert\n"
     "Organization: none", True, ["Colonization: reserve Expert"]),
    ("Col: whatever's left\nAs Ottoline is first player I will have the Colonization played effect "
     "and reserve a Skilled.\nOrg: nothing to move", True, ["Colonization: reserve Skilled"]),
    # a maybe is asked, never read as the borrow
    ("Col: Unskilled\nmaybe I'll have the Colonization played effect? reserving a Skilled\n"
     "Org: none", False, ["which order stands?"]),
    # a phase not played this round cannot be borrowed, so neither can its reserve
    ("Colonisation: Unskilled\nI'll have the Build played effect instead: reserving a Skilled.\n"
     "Org: none", False, ["only the player who played Colonization"]),
])
def test_borrow_said_with_have(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _ORG, "Radek", text, accepted, wants, tmp_path)


@pytest.mark.parametrize("text,accepted,wants", [
    ("skilled for me and reserving an expert\nProd: everything", True,
     ["Colonization: Skilled", "Colonization: reserve Expert"]),
    ("hey! Skilled for me and I'll also reserve a Skilled. prod everything", True,
     ["Colonization: Skilled", "Colonization: reserve Skilled", "Production: all"]),
    ("skilled for me and im reserving a criminal\nProd: everything", True,
     ["Colonization: reserve Criminal"]),
    # the colonist taken is still checked against what is left to take
    ("unskilled for me and im reserving a skilled. building a farm w/ the skilled from housing "
     "(1 bg + 1 machine). prod all", False, ["no Unskilled is Available", "Available: 3 Skilled"]),
    # a maybe is never read as the reserve
    ("skilled for me and maybe I'll reserve an expert?\nProd: everything", False, []),
])
def test_reserve_joined_with_and(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _FIRST, "Ottilie", text, accepted, wants, tmp_path)


def test_reserve_joined_with_and_names_the_colonist_taken(tmp_path):
    # round 1, two players: only 2 Skilled are Available, so the Expert asked for is not; the
    # reply says which colonist was taken in its place
    blind.check_refused("distant-colony", "ho10-duo-r1-posts", "Jonas", "post",
                        "Expert pls and I'll reserve an Expert too\nBuild: none\n",
                        ["no Expert is Available to Jonas", "Skilled was taken for Jonas"], tmp_path)


@pytest.mark.parametrize("line,parts", [
    # the "+" of a sum reaches the tally as "," (the kit's list habit): read the same
    ("Final: 6 VP, 23 from buildings - 2 for the crim, 5 (55 Wealth) = 32",
     {"play_vp": 6, "building_vp": 23, "unemployment": -2, "wealth_vp": 5, "wealth": 55, "total": 32}),
    ("Final: 4 VP, 2 bldgs - 10 idle = -4",
     {"play_vp": 4, "building_vp": 2, "unemployment": -10, "total": -4}),
    # the total said first, then its parts: never the VP so far
    ("Final score: 5 VP, 6 buildings, 2 (25 W), -3 idle = 5 VP",
     {"building_vp": 6, "wealth_vp": 2, "wealth": 25, "unemployment": -3, "total": 5}),
    # no sum's result: the figure after "Final:" is the total
    ("Final: 32 VP, 23 from buildings and 5 from Wealth",
     {"building_vp": 23, "wealth_vp": 5, "total": 32}),
])
def test_tally_parts(line, parts):
    from gm_tool.games.distant_colony.posts.final_score import tally

    assert tally(line) == parts
