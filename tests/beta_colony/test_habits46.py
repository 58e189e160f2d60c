"""The habits held-out set 46 showed, each in other wordings than the corpus post that showed it,
and near-misses that must still be refused or queried (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

# round 1, action 1 (3p): Kofi, Mat A at Gan De; black 2, blue 3, red 2, green 1; 1 fuel
KOFI = "ho46-tri-r1-a1"
KOFI_DOCK = "dock for fuel with black and red"

CASES = [
    # the action's two dice named without their values, the other two kept for the next action
    # ("keeping blue + green for Jyo"): the kept dice are a plan (talk), never a second action
    (KOFI, "Kofi", "Dock with black + red for 1 fuel. Saving blue and green for Jyo.", True,
     [KOFI_DOCK, "plan for the dice left"]),
    (KOFI, "Kofi", "black and red dock (fuel), holding back blue & green for the next action", True,
     [KOFI_DOCK]),
    (KOFI, "Kofi", "docking with red & black, keeping green/blue for Jyo next", True,
     ["dock for fuel with red and black"]),
    # near-misses: a kept die that the action uses, a second action said outright, and a wrong
    # figure for the dock are still refused
    (KOFI, "Kofi", "dock for fuel with black and blue, keeping blue + green for Jyo", False,
     ["more than one action"]),
    (KOFI, "Kofi", "dock for fuel with black and red, and blue + green to Jyo", False,
     ["more than one action"]),
    (KOFI, "Kofi", "dock for 2 fuel with black and red, keeping blue + green for Jyo", False,
     ["the action gives 1 fuel, not 2"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
