"""The habits held-out set 44 showed, each in other wordings than the corpus post that showed it,
and near-misses that must still be refused or queried (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

ORLA = "ho44-quad-r1-a1-orla"     # round 1: Orla, no fuel; blue 6 reaches the right Manufactory
ACT = "blue 6 to the right Manufactory, green 3: yellow 1 from row 3-4 paying steel, on Cuzco 40 with palladium."
READ = "blue 6 to the right Manufactory, green 3: take the yellow pod from row 3-4"

CASES = [
    # a reason before "so:" that names another place: talk, the order is what follows "so:"
    (ORLA, "Orla", "no fuel for Jyo, so: " + ACT, True, [READ]),
    (ORLA, "Orla", "Can't reach the Nexus today. So then: " + ACT, True, [READ]),
    (ORLA, "Orla", "nebra's too far w/o fuel so: " + ACT, True, [READ]),
    # near-misses: an order before "so:" is still an order (two actions), and a place offered
    # with another ("Jyo or the right Manufactory") is asked, never read as the last one named
    (ORLA, "Orla", "dock for 2 fuel, so: " + ACT, False, ["not accepted"]),
    (ORLA, "Orla", ACT.replace("to the right Manufactory", "to Jyo or the right Manufactory"), False,
     ["offers Jyo or the right Manufactory"]),
    (ORLA, "Orla", ACT.replace("to the right Manufactory", "to the right mf or Gan De"), False,
     ["offers the right Manufactory or Gan De"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
