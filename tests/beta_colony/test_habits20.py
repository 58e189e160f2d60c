"""The habits held-out set 20 showed, each in other wordings than the corpus post that showed it:
a GM reads them the same way, so the reader must too (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

WENDELL = "ho20-quad-r6-a1-wendell"      # Mat C, ship Nebra, black 3 blue 4 red 4 green 1, 7 fuel
MARGIT = "ho20-quad-r9-a2-margit"        # right Manufactory, blue 6 green 3, 7 fuel, 2 polymer, Mat E
BONUS = "ho20-quad-r1-bonus-wendell"     # cycle 1 bonus: one material; holds 2 water
MAT = "ho20-duo-setup-mat-oksana"        # every mat left
SHIP = "ho20-duo-setup-ship-lorenzo"     # Oksana's ship on Jyo
WREN = "ho19-bc19-duo-r4-a1-wren"         # Mat B (+1 water at Nebra)
KOFI = "ho20-quad-r4-influence-kofi"     # cycle 2 bonus: Xi'an 2, Thebes 0, Cuzco 0
FLIP = "ho20-duo-r7-flip-oksana"         # cycle 3 bonus (flip): black 3, blue 2, red 2, green 6
LORENZO = "ho20-duo-r1-a1-lorenzo"       # Azophi Nexus, black 6 blue 3 red 4 green 2, 1 fuel, Mat E

CASES = [
    # a bare figure after an order that names one unit ("Dock for fuel ... +2 → 9"): that
    # unit's figure, checked (the change, then what the player will hold)
    (WENDELL, "Wendell", "Dock for fuel with green and black. +2 w/ my mat → 9", False,
     ["the action gives 1 fuel, not 2", "you will have 8 fuel, not 9"]),
    (WENDELL, "Wendell", "dock with green + black for fuel, +1 → 9", False,
     ["you will have 8 fuel, not 9"]),
    (WENDELL, "Wendell", "Dock for fuel with green and black. +1 → 8", True,
     ["dock for fuel with green and black"]),
    (WENDELL, "Wendell", "docking with blue and red for fuel. +2", False,
     ["the action gives 1 fuel, not 2"]),
    # "blue 4 = 2 fuel": after "=", the fuel the die gives (checked), not fuel spent on it
    (WENDELL, "Wendell", "black 3 -1 fuel -> 2 to ridback, blue 4 = 2 fuel +1 mat, fuel 10 now", False,
     ["you will have 9 fuel, not 10"]),
    (WENDELL, "Wendell", "black 3 -1 fuel -> 2 to ridback, blue 4 = 2 fuel +1 mat, fuel 9 now", True,
     ["black 3 (-1 fuel -> 2) to the Ridback, blue 4: fuel"]),
    (WENDELL, "Wendell", "black 3 -1 fuel -> 2 to ridback, red 4 = 4 fuel", False,
     ["the action gives 3 fuel"]),
    # a die named by the value it shows ("the 4") when two dice show it: the GM asks which
    (WENDELL, "Wendell", "the 4 w/ 1 fuel → 3 to the Nexus, black 3: steel + fuel", False,
     ["blue 4 or red 4"]),
    (WENDELL, "Wendell", "the 4 with 1 fuel to the Nexus and black 3 for steel and fuel", False,
     ["blue 4 or red 4"]),
    (WENDELL, "Wendell", "my 4 to the right manufactory, black 3: steel", False, ["blue 4 or red 4"]),
    # "(+2 fuel, 3 in total)" right after the die that activates the Ridback: the fuel it
    # gives and what the player will hold (checked), not fuel spent on the die
    (LORENZO, "Lorenzo", "black 6 to the Ridback, red 4 (+2 fuel, 3 in total)", True,
     ["black 6 to the Ridback, red 4: fuel"]),
    (LORENZO, "Lorenzo", "black 6 → Ridback, activate red 4 (+2 fuel, 3 total)", True,
     ["black 6 to the Ridback, red 4: fuel"]),
    (LORENZO, "Lorenzo", "black 6 to the Ridback, red 4 (+3 fuel, 4 in total)", False,
     ["the action gives 2 fuel, not 3"]),
    (LORENZO, "Lorenzo", "black 6 to the Ridback, red 4 (+2 fuel, 4 in total)", False,
     ["you will have 3 fuel, not 4"]),
    # materials by colour after the activating die's colon, counted ("1 blue 1 orange") or
    # alone ("red 1: blue"): the materials of those colours, not dice
    (WREN, "Wren", "green 3 to Nebra, blue 5: 1 blue 1 orange", True,
     ["green 3 to Nebra, blue 5: water and polymer"]),
    (WREN, "Wren", "green 3 to Nebra, blue 5: 1 blue, 1 orange", True,
     ["green 3 to Nebra, blue 5: water and polymer"]),
    (WREN, "Wren", "green 3 to Nebra, red 1: blue", True, ["green 3 to Nebra, red 1: water"]),
    (WREN, "Wren", "green 3 to Nebra, red 1: blue pls", True, ["green 3 to Nebra, red 1: water"]),
    (WREN, "Wren", "green 3 to Nebra, blue 5: blue + orange", True,
     ["green 3 to Nebra, blue 5: water and polymer"]),
    # where the one colony named will stand, said without "track" ("that takes me to 2",
    # "4 now", "now at 2 there"): checked
    (KOFI, "Kofi", "Thebes +1, that takes me to 2", False, ["your Thebes track will be at 1, not 2"]),
    (KOFI, "Kofi", "Thebes +1, that takes me to 1", True, ["influence on Thebes"]),
    (KOFI, "Kofi", "Thebes +1 (now at 2 there)", False, ["your Thebes track will be at 1, not 2"]),
    (KOFI, "Kofi", "Xi'an please, 4 now", False, ["your Xi'an track will be at 3, not 4"]),
    (KOFI, "Kofi", "Xi'an please, 3 now", True, ["influence on Xi'an"]),
    (KOFI, "Kofi", "Cuzco, so 2 there now", False, ["your Cuzco track will be at 1, not 2"]),
    (KOFI, "Kofi", "Cuzco, I'm at 1 now", True, ["influence on Cuzco"]),
    # the unit, a word saying it does not change, then the figure ("Fuel unchanged at 8"): what
    # the player will hold, checked
    (MARGIT, "Margit", "green 3 to Nebra, blue 6: 2 water. Fuel unchanged at 8.", False,
     ["you will have 7 fuel, not 8"]),
    (MARGIT, "Margit", "green 3 to Nebra, blue 6: 2 water. Fuel unchanged at 7.", True,
     ["green 3 to Nebra, blue 6: 2 water"]),
    (MARGIT, "Margit", "green 3 to Nebra, blue 6: 2 water, fuel steady at 8", False,
     ["you will have 7 fuel, not 8"]),
    (MARGIT, "Margit", "green 3 to Nebra, blue 6: 2 water; fuel sits at 8", False, ["not 8"]),
    # the value a flipped die will show, said in prose ("it becomes a 5", "flipped to 5"):
    # checked
    (FLIP, "Oksana", "flip black (it becomes a 5)", False, ["black 3 becomes 4, not 5"]),
    (FLIP, "Oksana", "black flipped to 5 pls", False, ["black 3 becomes 4, not 5"]),
    (FLIP, "Oksana", "black flipped to 4 pls", True, ["flip black"]),
    (FLIP, "Oksana", "flip black, it will be a 4", True, ["flip black"]),
    (FLIP, "Oksana", "flip green, which becomes a 2", False, ["green 6 becomes 1, not 2"]),
    # after the material, a count said to be what the player will hold, without brackets
    # ("water, makes 4", "water - that makes 3", "water, so 4 of those"): checked
    (BONUS, "Wendell", "water, so 4 of those", False, ["you will have 3 water, not 4"]),
    (BONUS, "Wendell", "water, so 3 of those", True, ["take water"]),
    (BONUS, "Wendell", "water, makes 4", False, ["you will have 3 water, not 4"]),
    (BONUS, "Wendell", "water - that makes 3", True, ["take water"]),
    (BONUS, "Wendell", "water, I'll have 4", False, ["you will have 3 water, not 4"]),
    (MARGIT, "Margit", "green 3 to Nebra, blue 6: water and polymer, that makes 4 of those", False,
     ["you will have 3 polymer, not 4"]),
    # "+1 fuel so 3", "+3 fuel, so 10": after a figure, "so" and a bare count is what the
    # player will hold of that unit (checked)
    (LORENZO, "Lorenzo", "dock blue+green, +1 fuel so 3", False, ["you will have 2, not 3"]),
    (LORENZO, "Lorenzo", "dock blue+green, +1 fuel so 2", True, ["dock for fuel with blue and green"]),
    (LORENZO, "Lorenzo", "dock with blue and green: +1 fuel so 3.", False, ["not 3"]),
    (WENDELL, "Wendell", "green 1 (+1 fuel → 2) to the Ridback, red 4: +3 fuel so 10", False,
     ["you will have 9, not 10"]),
    (WENDELL, "Wendell", "green 1 (+1 fuel → 2) to the Ridback, red 4: +3 fuel so 9", True,
     ["green 1 (+1 fuel -> 2) to the Ridback, red 4: fuel"]),
    # "I still have N fuel", "still at N": what the player holds after the action (checked),
    # even in a sentence about a goal
    (MARGIT, "Margit", "green 3 −1 fuel → 2 to Jyo, blue 6: food, food. And I still have 7 fuel "
     "for the goal, nice.", False, ["you will have 6 fuel, not 7"]),
    (MARGIT, "Margit", "green 3 -1 fuel -> 2 to Jyo, blue 6: 2 food, still at 7 fuel for the goal",
     False, ["you will have 6 fuel, not 7"]),
    (MARGIT, "Margit", "green 3 -1 fuel -> 2 to Jyo, blue 6: food and food. Still have 6 fuel.", True,
     ["green 3 (-1 fuel -> 2) to Jyo, blue 6: 2 food"]),
    (MARGIT, "Margit", "blue 6 to the Nexus, green 3: water and a fuel - I still hold 8 fuel for the "
     "goal", True, ["blue 6 to the Azophi Nexus, green 3: take water and a fuel"]),
    # counts in brackets of the very materials the order names: what the player will hold (or
    # the gains said again), each checked, never more materials taken
    (MARGIT, "Margit", "Green 3 to Nebra, blue 6: water and polymer (3 polymer, 1 water)", True,
     ["green 3 to Nebra, blue 6: water and polymer"]),
    (MARGIT, "Margit", "Green 3 to Nebra, blue 6: polymer + water (1 water & 3 polymer)", True,
     ["green 3 to Nebra, blue 6: polymer and water"]),
    (MARGIT, "Margit", "Green 3 to Nebra, blue 6: water, polymer (1 water, 1 polymer)", True,
     ["green 3 to Nebra, blue 6: water and polymer"]),
    (MARGIT, "Margit", "Green 3 to Nebra, blue 6: water and polymer (4 polymer, 1 water)", False,
     ["you will have 3 polymer, not 4"]),
    (MARGIT, "Margit", "Green 3 to Nebra, blue 6: water, polymer (2 water, 2 polymer)", False,
     ["you will have 1 water, not 2"]),
    # an EDIT that says what it drops ("forget the polymer", "scrap the steel"): what it drops
    # is talk, the EDIT's material the order
    (BONUS, "Wendell", "polymer\n\nEDIT: actually water, forget the polymer", True, ["take water"]),
    (BONUS, "Wendell", "steel\nEDIT: food instead, scrap the steel", True, ["take food"]),
    (BONUS, "Wendell", "food, forget the steel", True, ["take food"]),
    (BONUS, "Wendell", "polymer\nEDIT: ignore the polymer, steel please", True, ["take steel"]),
    # two options weighed side by side ("C has ... but D lets ..."), then the choice: the
    # weighing is talk; with no choice after it, the choice is still open
    (MAT, "Oksana", "Hmm, C or D... C has the fuel thing but D lets me pay pods with pairs. D. Final.",
     True, ["mat: Mat D"]),
    (MAT, "Oksana", "A or E? A gives food at Jyo but E lets black go backwards. E.", True,
     ["mat: Mat E"]),
    (MAT, "Oksana", "B gives water at Nebra while E is the palladium one. Mat E for me.", True,
     ["mat: Mat E"]),
    (MAT, "Oksana", "Mat E please. A is nice but B gives water.", True, ["mat: Mat E"]),
    (MAT, "Oksana", "B or C... B is the water one while C has the extra fuel. Still torn.", False,
     ["one mat"]),
    (MAT, "Oksana", "C or D... C has the fuel but D lets me pay pods with pairs. probably D", False,
     ["one mat"]),
    (SHIP, "Lorenzo", "Gan De or Nebra? Gan De is far from Jyo but Nebra is closer to the "
     "Manufactory. Nebra.", True, ["ship to Nebra"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
