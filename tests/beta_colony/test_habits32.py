"""The habits held-out sets 32 and 33 showed, each in other wordings than the corpus post that
showed it, and near-misses that must still be refused or queried (issue 19: fix the habit, never
the sentence; a figure or a game word no order used is read and checked, or asked about).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

INES = "ho32-quad-r4-c2bonus"   # cycle bonus (influence): Ines, 1 fuel; Cuzco 1 -> 2 gives 2 fuel
HALVARD = "ho32-tri-r1-a1"      # round 1: Halvard at Jyo, 1 fuel; green 3 reaches the Ridback, blue 6
MARGUERITE = "ho32-duo-r7-a1"   # round 7: Marguerite at the left Manufactory, 5 fuel, Mat C; green 3, black 4
RASMUS_B = "ho33-duo-r4-influence"  # cycle bonus (influence): Rasmus, Xi'an 11 (12: 2 materials)
RASMUS = "ho33-duo-r4-a1-rasmus"    # round 4: Rasmus at the Nexus, 2 polymer; blue 4 reaches Nebra, red 4
SOOAH = "ho33-quad-r9-last"     # the game's last action: Soo-ah at the left Manufactory, 7 fuel; blue 5, green 6

RIDBACK = "green 3 to the Ridback, blue 6: fuel"
NEXUS_M = "green 3 (-1 fuel -> 2) to the Azophi Nexus, black 4"
NEBRA_R = "blue 4 to Nebra, red 4: polymer"
NEXUS_S = "blue 5 (-3 fuel -> 2) to the Azophi Nexus, green 6"

CASES = [
    # "so I'm on N fuel" (after the change written in the same clause or not): what she will
    # hold, checked as the total (Ines holds 1, Cuzco's 2 fuel make 3), never the change again
    (INES, "Ines", "cuzco +1, 2 fuel so I'm on 2 fuel now", False, ["you will have 3 fuel, not 2"]),
    (INES, "Ines", "Cuzco please! +2 fuel and im at 2 fuel", False, ["you will have 3 fuel, not 2"]),
    (INES, "Ines", "influence on cuzco, 2 fuel so i'm on 3 fuel", True, ["influence on Cuzco"]),
    (INES, "Ines", "cuzco +1, so im on 2 fuel", False, ["you will have 3 fuel, not 2"]),
    (INES, "Ines", "Cuzco pls, I'm at 3 fuel after", True, ["influence on Cuzco"]),
    (HALVARD, "Halvard", "Green 3 to the Ridback, blue 6 for three fuel, so I'm sitting on 3 fuel.",
     False, ["you will have 4 fuel, not 3"]),
    # "spaceship" is the ship: no warning
    ("ho32-tri-setup-ship", "Noor", "I would like to place my spaceship on the Ridback, please.", True,
     ["ship to the Ridback"]),
    # a plan naming fuel before the order that gives fuel, on the same line: talk
    (HALVARD, "Halvard", "Right, let's get some fuel going. Green 3 to the Ridback, blue 6 for "
     "three fuel, so I'm sitting on 4 fuel.", True, [RIDBACK]),
    (HALVARD, "Halvard", "Time to fill up on fuel. green 3 → Ridback, activate with blue 6 → +3 fuel",
     True, [RIDBACK]),
    (HALVARD, "Halvard", "need some fuel.\ngreen 3 to the Ridback, blue 6", True, [RIDBACK]),
    # ... but an amount of the order given without a number is asked
    (HALVARD, "Halvard", "Green 3 to the Ridback, blue 6 for some fuel", False, ["gives no number"]),
    # "My turn:", "ok my move -", "Here's my turn:": the talk before it is talk, whatever it names
    (MARGUERITE, "Marguerite", "Oskar, that Cuzco move last round was sneaky :) My turn: green 3 "
     "(-1 fuel -> 2) to the Azophi Nexus, black 4: polymer", True, [NEXUS_M]),
    (MARGUERITE, "Marguerite", "nice one Oskar, you took Cuzco from under me. ok my move - green 3 "
     "(-1 fuel -> 2) to the Azophi Nexus, black 4: polymer. Fuel 5 -> 6", True, [NEXUS_M]),
    (MARGUERITE, "Marguerite", "Thebes is getting crowded! Here's my turn: green 3 (-1 fuel -> 2) "
     "to the Azophi Nexus, black 4: polymer, fuel back to 7", False, ["you will have 6"]),
    # ... but a die's order before it is still read (two destinations: asked)
    (MARGUERITE, "Marguerite", "black 4 to Nebra. My turn: green 3 (-1 fuel -> 2) to the Azophi "
     "Nexus, black 4: polymer", False, ["more than one destination"]),
    # "2 materials -> 2x water" at a bonus of two materials: which they are; an emoji before a
    # figure or a material ends the clause before it
    (RASMUS_B, "Rasmus", "xian pls, 2 materials -> 2x water", True, ["influence on Xi'an; bonus: 2 water"]),
    (RASMUS_B, "Rasmus", "Xi'an 🙂 12 now 🙌 water x2", True, ["influence on Xi'an; bonus: 2 water"]),
    (RASMUS_B, "Rasmus", "xian please, 2 materials = steel + water", True,
     ["influence on Xi'an; bonus: steel and water"]),
    (RASMUS_B, "Rasmus", "xian pls, 13 now 🙌 2 materials -> 2x water", False,
     ["your Xi'an track will be at 12, not 13"]),
    (RASMUS_B, "Rasmus", "xian pls, 2 materials -> 3 water", False, ["the track gives 2 this time"]),
    # a sentence about the one material the order takes, in words of no order: talk
    (RASMUS, "Rasmus", "Polymer hoarding continues :) " + NEBRA_R, True, [NEBRA_R]),
    (RASMUS, "Rasmus", "More polymer for my collection. Blue 4 to Nebra, red 4 for a polymer", True,
     [NEBRA_R]),
    (RASMUS, "Rasmus", "Always more polymer ;) blue 4 → Nebra, red 4: polymer (3 polymer now)",
     True, [NEBRA_R]),
    # ... but not when the order takes another material, nor a bare "polymer please"
    (RASMUS, "Rasmus", "Polymer hoarding continues :) blue 4 to Nebra, red 4: water", False, []),
    (RASMUS, "Rasmus", "Polymer please. " + NEBRA_R, False, ["two materials"]),
    # the order told in words before a colon, then the die's order that says it all: talk
    (SOOAH, "Soo-ah", "Going for the Nexus for one more water, it's a detour but whatever: blue 5 "
     "(-3 fuel → 2) to the Azophi Nexus, green 6: water and a fuel. Fuel 7 → 5.", True, [NEXUS_S]),
    (SOOAH, "Soo-ah", "Heading to the Nexus to grab a water, long way round: blue 5 (-3 fuel → 2) "
     "to the Azophi Nexus, green 6: water", True, [NEXUS_S]),
    (SOOAH, "Soo-ah", "Heading to the Nexus to grab a water, long way round: blue 5 (-3 fuel → 2) "
     "to the Azophi Nexus, green 6: water. Fuel 7 → 6", False, ["you will have 5 fuel, not 6"]),
    # ... but a lead-in naming another place or material than the order is read, and asked
    (SOOAH, "Soo-ah", "Going for Jyo for one more palladium: blue 5 (-3 fuel → 2) to the Azophi "
     "Nexus, green 6: water", False, []),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
