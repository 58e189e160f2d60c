"""The habits held-out set 48 showed, each in other wordings than the corpus post that showed it,
and near-misses that must still be refused or queried (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

# round 4, Teodor's cycle 2 bonus (influence): Cuzco 1 (Cuzco 2 = 2 fuel), 1 fuel
INFL = "ho48-quad-r4-infl"
# round 9, Teodor's last action: right Manufactory, blue 5, green 2, 6 fuel; c3_fuel = 5 CP
LAST = "ho48-quad-r9-last"
RIDBACK = "blue 5 to the Ridback, green 2"
DOCK = "dock for fuel with blue and green"

CASES = [
    # the unit, then the figure, after an arrow ("→ fuel 2"): what the player will hold, checked
    (INFL, "Teodor", "+1 Cuzco → fuel 3", True, ["influence on Cuzco"]),
    (INFL, "Teodor", "Cuzco +1 -> fuel: 3", True, ["influence on Cuzco"]),
    (INFL, "Teodor", "influence on Cuzco -> fuel: 2", False, ["you will have 3, not 2"]),
    (INFL, "Teodor", "bump Cuzco by one -> fuel now 4", False, ["you will have 3 fuel, not 4"]),
    (INFL, "Teodor", "Cuzco +1 → fuel 2 :)", False, ["you will have 3, not 2"]),
    # the CP a cycle goal scores, however written ("+6 CP for the goal", "the 6 CP goal", "the
    # fuel goal (+5)", in talk too): the card prints them, so they are checked
    (LAST, "Teodor", "dock with blue and green: fuel 7, +5 CP for the goal", True, [DOCK]),
    (LAST, "Teodor", "Ridback with blue 5, green 2: 1 fuel, 7 fuel for the fuel goal (+5)", True,
     [RIDBACK]),
    (LAST, "Teodor", "Dock blue+green → 7 fuel, that's +4 CP for the goal", False,
     ["the cycle 3 goal gives 5 CP, not 4"]),
    (LAST, "Teodor", "dock w/ blue & green, fuel 7 and the 6 CP goal", False,
     ["the cycle 3 goal gives 5 CP, not 6"]),
    (LAST, "Teodor", "Ridback with blue 5, green 2: 1 fuel, 7 fuel for the fuel goal (+6)", False,
     ["the cycle 3 goal gives 5 CP, not 6"]),
    (LAST, "Teodor", "Ridback with blue 5, green 2: 1 fuel → 7. Should be +4 CP for the goal at "
     "the end", False, ["the cycle 3 goal gives 5 CP, not 4"]),
    # a material named on a line an EDIT replaced belongs to the order withdrawn: never asked
    # about; named again after the EDIT, it is
    (LAST, "Teodor", "green 2 to Jyo, blue 5: 2 palladium + 1 water from the mat\n\nEDIT: scratch "
     "that. blue 5 to the Ridback, green 2 for fuel → 7", True, [RIDBACK]),
    (LAST, "Teodor", "Blue 5 to the Ridback, green 2: 1 fuel (plus a steel off my mat)\nedit: "
     "sorry, dock with blue and green instead, fuel 7", True, [DOCK]),
    (LAST, "Teodor", "green 2 to Jyo, blue 5: 2 palladium, +1 food (mat)\n\nEDIT: no wait. "
     "Ridback with blue 5, green 2 for the fuel → 7. And +1 food from the mat", False,
     ["please confirm", "names food"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
