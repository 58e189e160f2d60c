"""The habits held-out 23 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits22.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

JULES = "ho23-mid3-jules"   # Jules on the 3 of Crowns, Tomasz's colony there with its 3 coin

CASES = [
    # "a 3 or better knocks it out": the faces that win an attack, said with what the roll does
    # to the colony (knocks it out, takes it out, wipes it out, kills it), checked
    (JULES, "Jules", "attack tomasz's colony, 3+ takes it out", True,
     ["Attack the colony on the 3 of Crowns"]),
    (JULES, "Jules", "attack the colony here - anything 3 or higher wipes it out", True,
     ["Attack the colony on the 3 of Crowns"]),
    (JULES, "Jules", "[b]Attack[/b] Tomasz's colony on the 3 of Crowns. 3 or better knocks it out I think", True,
     ["Attack the colony on the 3 of Crowns"]),
    (JULES, "Jules", "attack here. 3 or more removes the colony", True,
     ["Attack the colony on the 3 of Crowns"]),
    (JULES, "Jules", "destroy the colony here, a 4 or better knocks it out", False,
     ["the rules give 3, 4 or 5"]),
    (JULES, "Jules", "atack here, a 2 or better kills it", False, ["a roll of 3 or more destroys it"]),
    (JULES, "Jules", "attack here, a 2 knocks it out", False, ["the rules give 3, 4 or 5"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
