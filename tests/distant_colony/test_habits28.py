"""Habits of held-out set 28's failures, each written other ways than the corpus post (the
reader's rule, never the one sentence): a claim on an order line about the settlement's spaces
("that's 15/15 spaces", "my settlement is full", "2 spaces left", "takes 4 spaces") or the
game's end ("so the game ends after this round", "last round for me") is checked against the
sizes of the buildings and the end condition, and a wrong one is named with the right value;
a right one is read (the post stays accepted); a staff slot ("every slot is full") is no space."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"

_R12 = _FIXTURES / "ho28-l5-r12-posts.toml"   # round 12: Marisol's buildings use 10 of 15 spaces
_MARISOL = "Survey: +2 Wealth, Survey Station -1 Food +1 Rare Raw\nColonisation: Unskilled\n{build}\nTrade: none\n"


@pytest.mark.parametrize("build,accepted,wants", [
    # a wrong claim about the spaces, or a game end the settlement does not bring: named
    ("Build: Terraformer, settlement's full now so that's game over after this round", False,
     ["14 of 15 spaces"]),
    ("build terraformer (2 spaces free after it)", False, ["2 spaces free (1 are)"]),
    ("Build: Terraformer. last round for me i think :D", True, ["Build: Terraformer"]),
    ("Build: Terraformer, which takes 3 spaces", False, ["a Terraformer takes 4"]),
    # an unread number with a unit on an order line: asked, never accepted
    ("Build: Terraformer, leaves me 2 blocks free", False, ["was not read or checked"]),
    ("Build: Terraformer which is 4 hexes big", False, ["was not read or checked"]),
    # ... a right one is read, and the post stays accepted
    ("Build: Terraformer (14/15 spaces, 1 space left)", True, ["Build: Terraformer"]),
    ("Build: Terraformer - it takes 4 spaces", True, ["Build: Terraformer"]),
])
def test_spaces_and_game_end(tmp_path, build, accepted, wants):
    blind.check_habit("distant-colony", _R12, "Marisol", _MARISOL.format(build=build), accepted,
                      wants, tmp_path)


_R1 = _FIXTURES / "ho28-a4-r1-posts.toml"    # round 1: 60 VP in the pool, 56 colonists left


@pytest.mark.parametrize("text,accepted,wants", [
    # the game's end said in round 1, by no rule: asked, with the end condition named
    ("Colonisation: Skilled\nBuild: Farm w/ Skilled\nProduction: farms +2 food, CC -1 food +1 wealth "
     "(last round for me, moving house lol)", False, ["15 spaces are full"]),
    ("Colonisation: Skilled\nBuild: Farm w/ Skilled, game ends after this one right?\n"
     "Production: farms +2 food, CC -1 food +1 wealth", False, ["15 spaces are full"]),
])
def test_game_end_early(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _R1, "Liesl", text, accepted, wants, tmp_path)
