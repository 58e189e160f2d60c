"""The habits held-out set 18 showed, each in other wordings than the corpus post that showed it:
a GM reads them the same way, so the reader must too (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

SIX = "ho18-quad-r1-six"        # Kofi: black 4, blue 3, red 3, green 2; the card sets a die to 6
LAST = "ho18-quad-r9-last"      # Mireille: 8 fuel, blue 1 and black 6 at Nebra
SHIP = "ho18-duo-r0-ship"       # Ingrid, Mat E (+1 palladium at Jyo)
BONUS = "ho18-duo-r1-bonus"     # Ingrid: 1 organics, 1 food; the card gives a material
A1 = "ho18-quad-r1-a1"          # Haruto: 1 water, 1 palladium
RIDBACK = "Blue 1 +1 fuel to the Ridback, black 6 → 3 fuel"          # 8 - 1 + 3 = 10 fuel
NEBRA = "green 6 to Nebra, red 3: water, +1 CP"                       # water 1 -> 2

CASES = [
    # what the player had, an arrow, what they will hold, then words: the total is checked
    (LAST, "Mireille", RIDBACK + ", fuel 8→11 for the endgame", False, ["you will have 10 fuel, not 11"]),
    (LAST, "Mireille", RIDBACK + ". Fuel 8 -> 10 which should do it", True, ["black 6: fuel"]),
    (LAST, "Mireille", RIDBACK + ", fuel 8 → 9 since I pay one", False, ["you will have 10 fuel, not 9"]),
    # the value the changed die is said to show: checked; another die showing it is asked about
    (SIX, "Kofi", "red to 6 please (was a 2)", False, ["the die showing 2 is green"]),
    (SIX, "Kofi", "Set black to 6, it was a 3", False, ["your black die shows 4, not 3"]),
    (SIX, "Kofi", "Red → 6 (was a 1)", False, ["your red die shows 3, not 1"]),
    (SIX, "Kofi", "green to 6, it was a 2", True, ["set green to 6"]),
    # a reason after the order in the same clause ("since my mat gives ..."): talk
    (SHIP, "Ingrid", "Jyo because my mat adds a palladium there", True, ["ship to Jyo"]),
    (SHIP, "Ingrid", "Ship to Jyo since my mat gives me a water there", False, ["water"]),
    (SHIP, "Ingrid", "Nebra please since nobody is there yet", True, ["ship to Nebra"]),
    # at the ship step, a reason naming a material (and no other place) is talk
    (SHIP, "Ingrid", "Nebra, because I like water", True, ["ship to Nebra"]),
    (SHIP, "Ingrid", "Gan De because of the organics", True, ["ship to Gan De"]),
    (SHIP, "Ingrid", "Jyo please, as my mat gives palladium there", True, ["ship to Jyo"]),
    # a total of materials with its breakdown in brackets: what the player will hold (checked)
    (BONUS, "Ingrid", "palladium please, 3 materials total (organics + food + palladium)", True,
     ["take palladium"]),
    (BONUS, "Ingrid", "I take palladium -> 3 materials now (2 organics, palladium)", False,
     ["you will have 1 organics, not 2"]),
    (BONUS, "Ingrid", "palladium, giving me 3 materials (organics, water, palladium)", False,
     ["you will have 0 water, not 1"]),
    (BONUS, "Ingrid", "Palladium please. Total 3 (organics, food, palladium)", True, ["take palladium"]),
    (BONUS, "Ingrid", "palladium, 4 total (organics, food, palladium, water)", False,
     ["you will have 3 materials, not 4"]),
    # a change said not to be made, no die named: no change
    (SIX, "Kofi", "I won't change any dice.", True, ["no change"]),
    (SIX, "Kofi", "Not going to touch my dice this round", True, ["no change"]),
    (SIX, "Kofi", "i dont change anything, thanks", True, ["no change"]),
    # "that's 2 water" after the water taken: what the player gets or holds (checked)
    (A1, "Haruto", NEBRA + ", that makes 2 water", True, ["green 6 to Nebra, red 3: water"]),
    (A1, "Haruto", NEBRA + ". so 2 water", True, ["green 6 to Nebra, red 3: water"]),
    (A1, "Haruto", NEBRA + ". that's 3 water", False, ["you will have 2 water, not 3"]),
    # "put the 6 on the 3": the die named by the value it shows, after "on" (asked when two show it)
    (SIX, "Kofi", "put a six on my 2 please", True, ["set green to 6"]),
    (SIX, "Kofi", "sticking the 6 onto the 4", True, ["set black to 6"]),
    (SIX, "Kofi", "Putting a 6 on my 3 I think", False, ["which die shows the 3"]),
    # a material, what the player held, an arrow, what they will hold: both checked
    ("ho18-quad-r5-a1", "Haruto", "blue 4 to Nebra, red 6: water x2, +1 CP, water 1 → 3 for the blue spaces",
     True, ["blue 4 to Nebra, red 6: 2 water"]),
    ("ho18-quad-r5-a1", "Haruto", "blue 4 to Nebra, red 6: water x2, +1 CP - water 1 -> 4", False,
     ["you will have 3 water, not 4"]),
    ("ho18-quad-r5-a1", "Haruto", "blue 4 to Nebra, red 6: water x2, +1 CP. Water 2→4.", False,
     ["you hold 1 water before the action, not 2"]),
    # a material naming another player ("Organics hoarder!"): talk
    (LAST, "Mireille", "Water hog lol\nblack 6 → Jyo, blue 1 → palladium", True,
     ["black 6 to Jyo, blue 1: palladium"]),
    (LAST, "Mireille", "What a food baron!\nblack 6 → Jyo, blue 1 → palladium", True,
     ["black 6 to Jyo, blue 1: palladium"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
