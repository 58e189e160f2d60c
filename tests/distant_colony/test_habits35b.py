"""Habits of held-out set 36's failures (H36-DCS-046, -048, -050, -062, -063), each written other
ways than the corpus post (the reader's rule, never the one sentence):

- a group of the seed's Production subsections said to run with no figure ("both factories run",
  "my factories run as usual") is the player's buildings of that group, named, when there are as
  many as the count says; a count that is not the player's ("both harvesters run" with one
  Harvester) is asked, naming what the player has;
- the Wealth held after Survey's gain, after an arrow closing a clause that another follows ("+2
  Wealth (played) → 14 W; Survey Station ..."), is checked against the rules, never read as more
  Wealth; the word "station" alone on a Survey line is the player's one Survey Station;
- a clause that says which colonist another player takes ("jonas can have the skilled", "(the
  Expert went to Hana)") is talk, never a second colonist of the poster's; alone, it is asked;
- "nothing left to reserve", "nobody to reserve" is no reserve, never "reserve which colonist?";
- a final score written as a sum of bare figures ("Final score: 11 + 9 - 3 + 4 = 21") is checked:
  its total, its sum, and its parts against the rules' parts.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"
_R6 = _FIXTURES / "ho36-r6-posts-4p.toml"     # Kestrel: 1 Goods Factory, 2 Farms; Odo: Farm + Farm Complex
_R9 = _FIXTURES / "ho36-r9-posts-2p.toml"     # Hana (12 W, a Survey Station with a Skilled) played Survey
_R1 = _FIXTURES / "ho36-r1-posts-3p.toml"     # round 1: Vesna, Tomasz (played Colonization), Ilse
_R12 = _FIXTURES / "ho36-r12-posts-2p.toml"   # the last round: Hana, Jonas (played Colonization, pool empty)

_BUILD = "Build: Goods Factory staffed by the Skilled\n"


@pytest.mark.parametrize("player,text,accepted,wants", [
    ("Kestrel", _BUILD + "Production: everything; the two factories run too, market sells 1 BG", True,
     ["Production: Goods Factory #5", "Production: Goods Factory #7"]),
    ("Kestrel", "Build: Goods Factory (Skilled from housing)\n"
     "Production: all, my factories run as usual, Market sells 1 Basic Goods for 4", True,
     ["Production: Goods Factory #7", "sell 1 Basic Goods"]),
    ("Kestrel", "Build: none\nProduction: all, both farms run, Market sells 1 BG", True,
     ["Production: Farm #2", "Production: Farm #3"]),
    ("Odo", "Build: none\nProduction: all, both farms work", True,
     ["Production: Farm #2", "Production: Farm Complex #3"]),
    # near-misses: the count is not the player's (three factories; one factory without the build)
    ("Kestrel", _BUILD + "Production: all, three factories run, Market sells 1 BG", False, ['"factories"']),
    ("Kestrel", "Build: none\nProduction: all, both factories run, Market sells 1 BG", False,
     ["you have 1 of them (Goods Factory #5), not 2"]),
    ("Ravi", "Production: all, both harvesters run", False, ["you have 1 of them (Harvester #4), not 2"]),
])
def test_group_said_to_run(tmp_path, player, text, accepted, wants):
    blind.check_habit("distant-colony", _R6, player, text, accepted, wants, tmp_path)


@pytest.mark.parametrize("text,accepted,wants", [
    ("survey +2 w -> 14w, station: skilled eats 1 food, +1 RR\ncol: skilled", True,
     ["Colonization: Skilled", "the Wealth after it"]),
    ("Survey - +2 W (my card) => 14 Wealth - Survey Station -1 Food +1 Rare Raw\nColonisation: Unskilled", True,
     ["Survey: Survey Station #6", "Colonization: Unskilled"]),
    ("Survey: +2 → 14 W, station +1 rare raw -1 food\nColonisation: Skilled", True,
     ["Survey: Survey Station #6", "Colonization: Skilled"]),
    # the holding is checked, never added to the gain
    ("Survey: +2 Wealth (played) → 15 W; Survey Station -1 Food, +1 Rare Raw\nColonisation: Skilled", False,
     ["15 Wealth left after Survey; the rules give 14"]),
    # "no station": the station idles, its figures are not the post's
    ("Survey: +2 W, no station this time\nColonisation: Skilled", True, ["+2 Wealth, +1 Skilled"]),
])
def test_survey_holding_after_an_arrow_closing_a_clause(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _R9, "Hana", text, accepted, wants, tmp_path)


@pytest.mark.parametrize("fixture,player,text,accepted,wants", [
    (_R9, "Hana", "Colonisation: Skilled, Jonas can take the Unskilled", True, ["Colonization: Skilled"]),
    (_R9, "Hana", "Colonisation: Skilled - jonas wants the unskilled anyway", True, ["Colonization: Skilled"]),
    (_R9, "Hana", "survey +2 w. taking the unskilled, jonas can have the skilled", True,
     ["Colonization: Unskilled", "another player's colonist"]),
    (_R12, "Jonas", "Colonisation: Criminal since Hana took the Expert", True, ["Colonization: Criminal"]),
    (_R1, "Ilse", "Colonisation: Skilled; Tomasz reserves the Expert anyway", True, ["Colonization: Skilled"]),
    # near-miss: the poster's own reserve, with another player named, is an order (Ilse may not reserve)
    (_R1, "Ilse", "Colonisation: Skilled; reserve the Expert before Tomasz takes it", False,
     ["may reserve a colonist"]),
    (_R12, "Jonas", "Colonisation: Hana took the Expert so Criminal it is. Nobody left to reserve.", True,
     ["Colonization: Criminal"]),
    # near-misses: only another player's colonist named; two of the poster's own; a condition
    (_R9, "Hana", "Colonisation: Jonas can have the Skilled", False, ["which colonist do you take?"]),
    (_R9, "Hana", "Colonisation: Unskilled and Skilled, Jonas gets the rest", False, ["one too many"]),
    (_R9, "Hana", "Colonisation: if Jonas takes the Skilled, Unskilled for me", False, ["which colonist"]),
])
def test_another_players_colonist_is_talk(tmp_path, fixture, player, text, accepted, wants):
    blind.check_habit("distant-colony", fixture, player, text, accepted, wants, tmp_path)


@pytest.mark.parametrize("text,accepted,wants", [
    ("Colonisation: Criminal, nobody left to reserve", True, ["Colonization: Criminal"]),
    ("Colonisation: Criminal (no one to reserve, pool's empty)", True, ["Colonization: Criminal"]),
    ("criminal please, nothing to reserve", True, ["Colonization: Criminal"]),
    # near-miss: a reserve left open still asks
    ("Colonisation: Criminal + reserve", False, ["reserve which colonist?"]),
])
def test_nothing_to_reserve(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _R12, "Jonas", text, accepted, wants, tmp_path)


_TURN = "Colonisation: Expert\nProduction: all, Market idle\n"


@pytest.mark.parametrize("text,accepted,wants", [
    (_TURN + "Final score: 11 + 9 - 4 + 4 = 20", True, ["Colonization: Expert"]),
    (_TURN + "final tally 9+11-4+4 = 20 VP", True, ["Colonization: Expert"]),
    # the total, the sum and the parts are checked
    (_TURN + "Final score: 11 + 9 - 3 + 4 = 21", False, ["final score 21, the rules give 20"]),
    (_TURN + "Final score: 11 + 9 - 4 + 4 = 21", False, ["is 20, not 21"]),
    (_TURN + "End score: 11 + 9 - 2 + 2 = 20", False, ["unemployed -4"]),
])
def test_final_score_as_a_bare_sum(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _R12, "Hana", text, accepted, wants, tmp_path)
