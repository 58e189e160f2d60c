"""The habits held-out set 47 showed, each in other wordings than the corpus post that showed it,
and near-misses that must still be refused or queried (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

# round 5, action 1 (3p): Dev, Mat C (+1 steel at Gan De, +1 fuel at the Nexus) on the left
# Manufactory; black 4, blue 1, red 6, green 4; 8 fuel; 1 organics, 1 steel
DEV = "ho47-tri-r5-a1"
DEV_STEEL = "black 4 to Gan De, red 6: 2 steel"
DEV_NEXUS = "blue 1 (+1 fuel -> 2) to the Azophi Nexus, black 4: take water and a fuel"
NEXUS = "Blue 1 (+1 fuel → 2) to the Azophi Nexus, black 4: water + fuel."

CASES = [
    # what the action prepares for, said at a sentence's start ("Getting ready for some yellow
    # pods"): a plan (talk), not a part of the order left unread
    (DEV, "Dev", "Black 4 to Gan De, red 6 for 2 steel. Gearing up for a yellow pod or two!", True,
     [DEV_STEEL, "read as talk about later"]),
    (DEV, "Dev", "black 4 to Gan De, red 6 for 2 steel + 1 steel from my mat. Setting myself up "
     "for the yellow pods :)", True, [DEV_STEEL, "read as talk about later"]),
    (DEV, "Dev", "Black 4 to Gan De, red 6: 2 steel. I'm prepping for the yellow pods.", True,
     [DEV_STEEL]),
    # near-misses: a wrong figure beside the plan, a pod taken now, and a plan that carries a
    # third die are still refused or asked
    (DEV, "Dev", "Black 4 to Gan De, red 6 for 3 steel. Getting ready for some yellow pods", False,
     ["gives 2 materials, not 3"]),
    (DEV, "Dev", "Black 4 to Gan De, red 6 for 2 steel. Getting a yellow pod", False,
     ["please confirm", 'it names "pod"']),
    (DEV, "Dev", "Black 4 to Gan De, red 6 for 2 steel. Getting ready for a yellow pod: blue 1 "
     "to Jyo", False, ["the post names 3"]),
    # a running tally whose terms carry their source in brackets ("Fuel 8 − 1 + 2 (mat) = 9"):
    # the whole tally is read and checked, never its tail as a sum of its own
    (DEV, "Dev", f"{NEXUS} Fuel 8 - 1 (move) + 2 (action) = 9.", True, [DEV_NEXUS, "+2 fuel"]),
    (DEV, "Dev", f"{NEXUS} Fuel: 8 − 1 + 1 + 1 (mat) = 9", True, [DEV_NEXUS]),
    (DEV, "Dev", f"{NEXUS} fuel 8 - 1 (blue) + 1 (black) + 1 (mat) = 9.", True, [DEV_NEXUS]),
    # near-misses: a wrong total and a gain without the mat's fuel name the right values
    (DEV, "Dev", f"{NEXUS} Fuel 8 − 1 + 2 (mat) = 10.", False,
     ["the action gives 2 fuel, and you will have 9, not 10"]),
    (DEV, "Dev", f"{NEXUS} Fuel 8 - 1 + 1 (mat) = 8.", False,
     ["the action gives 2 fuel, and you will have 9, not 8"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
