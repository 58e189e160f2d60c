"""The habits held-out set 17 showed, each in other wordings than the corpus post that showed it:
a GM reads them the same way, so the reader must too (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

INES, HAL, FINN = "ho17-bc17-2p-r4-action", "ho17-bc17-2p-r9-last", "ho17-bc17-4p-r4-action"
SHIP, DOL = "ho17-bc17-4p-setup-ship", "ho17-bc17-4p-r7-action"
MAT, FLIP = "ho17-bc17-4p-setup-mat", "ho17-bc17-4p-r7-flip"   # Mat D is taken
NEXUS = "blue 1 +1 fuel to Nexus, black 1: water & fuel"          # Ines: 6 fuel -> 7
GAN = "red 5 to Gan De, green 6: 2 organics"                       # Finn: no organics before
POD = ("Black 5 (-1 fuel -> 4) to the right Manufactory, blue 2: red pod from row 1-2 (2 polymer "
       "via mat), Cuzco 53 w/ artifact.")                          # Cuzco 3 -> 6, artifact at 5
POD_READ = "black 5 (-1 fuel -> 4) to the right Manufactory, blue 2: take the red pod from row 1-2"

CASES = [
    # the fuel's total with "back", "down", "again" before it ("fuel back to 6"): checked
    (INES, "Ines", NEXUS + ", so fuel goes back to 6", False, ["you will have 7, not 6"]),
    (INES, "Ines", NEXUS + ". Fuel back up to 7.", True, ["take water and a fuel"]),
    (INES, "Ines", NEXUS + ", fuel down to 5", False, ["you will have 7, not 5"]),
    # a common English word is no typo of "dock" ("doing", "dining"); a typo keeps its c or k
    (HAL, "Hal", "docking with black and green, fuel 7 now. not much else doing", True,
     ["dock for fuel with black and green"]),
    (HAL, "Hal", "Dokc with black & green. Nothing doing this round", True,
     ["dock for fuel with black and green"]),
    # a material, then what the player will hold of it ("organics now 2"): checked, not taken
    (FINN, "Finn", GAN + ". Organics up to 2.", True, ["green 6: 2 organics"]),
    (FINN, "Finn", "red 5 to Gan De, green 6: organics x2 so organics total 2", True,
     ["green 6: 2 organics"]),
    (FINN, "Finn", GAN + ", organics now 3", False, ["you will have 2 organics, not 3"]),
    (INES, "Ines", "Red 6 to Nebra, green 3: water (total water 2)", True, ["red 6 to Nebra, green 3: water"]),
    (INES, "Ines", "Red 6 to Nebra, green 3: water (total water 3)", False, ["you will have 2 water, not 3"]),
    # a second place offered only for when the first is taken: read from the board
    (SHIP, "Yuki", "Gan De please, or Jyo in case someone beats me to it", True, ["ship to Gan De"]),
    (SHIP, "Yuki", "Jyo, or Nebra if that one's taken", True, ["ship to Nebra"]),    # Finn is on Jyo
    (SHIP, "Yuki", "Gan De, with Nebra as a backup", True, ["ship to Gan De"]),
    # a bare number in brackets after the place a die with fuel moves to: the die's value, or
    # the fuel left (checked, never read past)
    (DOL, "Dolores", "black 5 -1 fuel to the right Manufactory (4), " + POD[POD.index("blue 2"):], True,
     [POD_READ]),
    (DOL, "Dolores", "black 5 -1 fuel to the right Manufactory (3), " + POD[POD.index("blue 2"):], True,
     [POD_READ]),
    (DOL, "Dolores", "black 5 (-1 fuel) > right Manufactory (7), " + POD[POD.index("blue 2"):], False,
     ["the die makes 4 and leaves you 3 fuel"]),
    (INES, "Ines", "red 6 → Nebra (6), green 3: water", True, ["red 6 to Nebra, green 3: water"]),
    (INES, "Ines", "red 6 → Nebra (5), green 3: water", False, ["what is the (5)"]),
    (INES, "Ines", "red 6 → Nebra, green 3 (4): water", False, ["your green die shows 3, not 4"]),
    (INES, "Ines", "red 6 (6) → Nebra, green 3 (3): water", True, ["red 6 to Nebra, green 3: water"]),
    # at the ship step, the place named with the player already there is the place (taken)
    (SHIP, "Yuki", "Ship goes right next to Finn on Jyo please", False, ["Jyo is taken"]),
    (SHIP, "Yuki", "I'll join Finn at Jyo", False, ["Jyo is taken"]),
    (MAT, "Yuki", "Mat C, or A if C is taken", True, ["mat: Mat C"]),
    (MAT, "Yuki", "Mat D please, otherwise Mat E", True, ["mat: Mat E"]),
    (MAT, "Yuki", "mat D, or mat A in case someone beats me to it", True, ["mat: Mat A"]),
    (MAT, "Yuki", "Mat A or Mat C", False, ["names Mat A"]),
    # "Score 12": the CP the player will have (checked)
    (DOL, "Dolores", "Black 5 → Gan De, green 3: organics (+1 CP for green) and the mat organics. Score: 11",
     True, ["black 5 to Gan De, green 3: organics"]),
    (DOL, "Dolores", "Black 5 → Gan De, green 3: organics (+1 CP for green) and the mat organics. Score 12.",
     False, ["you will have 11, not 12"]),
    # the flipped die's value said after an arrow or "now" (Dolores's blue 2 flips to 5): checked
    (FLIP, "Dolores", "flip blue → now a 5", True, ["flip blue"]),
    (FLIP, "Dolores", "flip blue → now a 4", False, ["blue 2 becomes 5, not 4"]),
    (FLIP, "Dolores", "flip blue, it's now 4", False, ["blue 2 becomes 5, not 4"]),
    # after a track figure, an artifact "back" at a track space is the bonus there (checked)
    (DOL, "Dolores", POD + " Cuzco 3 → 6 and the artifact comes back on space 5", True, [POD_READ]),
    (DOL, "Dolores", POD + " Cuzco 3→6, artifact back at 4", False, ["artifact"]),
    # after a track figure and a colon, the bonuses it gives: claims (checked), not payments
    (DOL, "Dolores", POD + " Cuzco up to 6: artifact", True, [POD_READ]),
    (DOL, "Dolores", POD + " Cuzco up to 7: artifact + 2 materials, food and steel.", False,
     ["will be at 6, not 7"]),
    (DOL, "Dolores", POD + " Cuzco goes to 6 = an artifact and a fuel", False, ["the action gives 0 fuel"]),
    (DOL, "Dolores", POD + " Cuzco 3 → 6: an artifact and 3 CP", False, ["the action gives 0 CP, not 3"]),
    # beside a track that moves, a bonus "on" a track space: checked where it stands
    (DOL, "Dolores", POD + " Cuzco 3 → 6 (artifact on 5)", True, [POD_READ]),
    (DOL, "Dolores", POD + " Cuzco 3 → 6, picking up the artifact on space 4", False,
     ["bonus at 4: the action reaches it at track space 5"]),
    (DOL, "Dolores", POD + " Cuzco 3 → 6, picking up the fuel on space 5", False,
     ["give no fuel"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
