"""The habits held-out set 16 showed, each in other wordings than the corpus post that showed it:
a GM reads them the same way, so the reader must too (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

OSK, WR1, WR4 = "ho16-bc16-duo-r1-a1-oskar", "ho16-bc16-quad-r1-a1-wren", "ho16-bc16-quad-r4-a1-wren"
MARG, TOBI = "ho16-bc16-quad-r1-c1mat-marguerite", "ho16-bc16-quad-r9-a2-tobi"
BUILD = "black 1 to the left Manufactory, red 5: take the red pod from row 5, build on Thebes 26"

CASES = [
    # a die by its colour's letter and the value it shows ("G5", "K3", "R3")
    (WR1, "Wren", "K3 to the Nexus, R3: water + fuel", True,
     ["black 3 to the Azophi Nexus, red 3: take water and a fuel"]),
    (WR1, "Wren", "G5 → Gan De, B6 → 2 steel", True, ["green 5 to Gan De, blue 6: 2 steel"]),
    (WR1, "Wren", "g5 to gan de, b6: steel x2", True, ["green 5 to Gan De, blue 6: 2 steel"]),
    (WR1, "Wren", "G4 → Gan De, B6: 2 steel", False, ["two dice"]),
    # a pod taken by its colour and printed influence, after a verb of taking
    (WR4, "Wren", "black 1 to the left Manufactory, red 6 for row 6. Taking the blue 1 with the "
     "artifact, water for it, built on Cuzco 39 with steel.", True,
     ["black 1 to the left Manufactory, red 6: take the blue pod from row 6, build on Cuzco 39"]),
    (WR4, "Wren", "I go black 1 to the left Manufactory and activate with red 6 (row 6), grabbing "
     "the blue 1 (artifact) paying water, then build on Cuzco 39 paying steel", True,
     ["black 1 to the left Manufactory, red 6: take the blue pod from row 6, build on Cuzco 39"]),
    (WR4, "Wren", "black 1 to the left Manufactory, red 6, row 6: I take the blue 2 and build it "
     "on Cuzco 39", False, ["no pod blue 2"]),
    # after the cycle bonus's one material, a count of more of it is what the player holds
    (MARG, "Marguerite", "palladium please, now 3 palladium", True, ["take palladium"]),
    (MARG, "Marguerite", "water. So 1 water and 3 materials", True, ["take water"]),
    (MARG, "Marguerite", "Cycle bonus: palladium. 4 palladium, 3 materials total.", False,
     ["you will have 3 palladium, not 4"]),
    (MARG, "Marguerite", "2 water please", False, ["gives one material"]),
    # the mat's extra material said not to fit under the limit
    (TOBI, "Tobi", "blue 5 (-1 fuel → 4) to Nebra, red 4: polymer, +1 CP. No room for the mat "
     "water, 10 materials.", True, ["blue 5 (-1 fuel -> 4) to Nebra, red 4: polymer"]),
    (TOBI, "Tobi", "blue 5 −1 fuel → 4 to Nebra, red 4: polymer +1 CP (red). Mat water is lost, "
     "I am at the cap.", True, ["blue 5 (-1 fuel -> 4) to Nebra, red 4: polymer"]),
    (TOBI, "Tobi", "blue 5 −1 fuel → 4 to Nebra, red 4: polymer +1 CP, and the mat water.", False,
     ["names water"]),
    # the destination settles the direction where the mat moves the black die counter-clockwise
    (OSK, "Oskar", "black 1 → Jyo, blue 3: palladium +1 palladium (mat) +1 CP", True,
     ["black 1 counter-clockwise to Jyo, blue 3: palladium"]),
    (OSK, "Oskar", "Flying black 1 to Jyo and collecting with blue 3: palladium", True,
     ["black 1 counter-clockwise to Jyo, blue 3: palladium"]),
    (OSK, "Oskar", "black 1 to Gan De, blue 3: steel", False, ["not Gan De"]),
    # a place on the colony's track ("the CP at space 2") is not a space of the colony; crew put
    # on the space the pod is built on is the pod's crew
    (OSK, "Oskar", "black 1 → left Manufactory, red 5: the red 3 pod from row 5, pay palladium, build "
     "on Thebes 26 with water. Thebes 0 → 3, past the CP at space 2.", True, [BUILD]),
    (OSK, "Oskar", "black 1 → left Manufactory, red 5: red 3 pod from row 5 (palladium), build on "
     "Thebes 26 paying water, my crew goes on Thebes 26. Thebes 0→3 (+1 CP on track space 2)", True,
     [BUILD]),
    (OSK, "Oskar", "black 1 → left Manufactory, red 5: red 3 pod from row 5 (palladium), build on "
     "Thebes 26 paying water, crew on Thebes 27", False, ["not used"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
