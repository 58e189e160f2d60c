"""The habits held-out set 26 showed (and new variants of sets 24-26's habits), each in other
wordings than the corpus post that showed it, and near-misses that must still be refused or
queried (issue 19: fix the habit, never the sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

RHEA = "ho26-r1a1-3p"        # round 1: Rhea at the Nexus, Mat D (+1 organics at Gan De); K6 B2 R3 G3;
#                              1 food, 1 water, 1 fuel, 0 CP
ILSA9 = "ho26-r9last-3p"     # last action: Ilsa (Mat E, +1 palladium at Jyo) at Nebra, blue 6 green 6;
#                              8 materials (limit 10), 2 palladium, 4 fuel
ILSA5 = "ho26-r5a1-3p"       # round 5: Ilsa (Mat E) at the left Manufactory; K4 B5 R2 G6; 1 steel,
#                              1 palladium, 1 polymer, 2 water; 2 fuel; CP 5
MAPLE = "ho26-c1mat-4p"      # cycle bonus (one material): Maple holds 1 food, 1 polymer
DOV = "ho26-c2inf-2p"        # cycle bonus (influence): Dov (Mat C) Xi'an 3, Thebes 0, Cuzco 0; 5 fuel
SUNNIVA = "ho26-r1a1-4p"     # round 1: Sunniva at Nebra, Mat B; K3 B4 R4 G2; 1 fuel
TOMASZ = "ho26-r9flip-3p"    # cycle bonus (flip a die): black 2, blue 6, red 4, green 1
TOBI = "ho16-bc16-quad-r9-a2-tobi"   # last action, 9 materials: the mat's water does not fit

GAN_DE = "blue 2 to Gan De, black 6: 2 steel, +1 organics (mat)"
GAN_DE_READ = "blue 2 to Gan De, black 6: 2 steel"
RIDBACK = "Black 6 → Ridback. Green 3 → 2 fuel."
RIDBACK_READ = "black 6 to the Ridback, green 3: fuel"
SUNNIVA_POD = ("blue 4 → right Manufactory, green 2: red 1 pod from row 1-2 (palladium), build on "
               "Cuzco 47 (organics).")
SUNNIVA_READ = "blue 4 to the right Manufactory, green 2: take the red pod"
JYO9 = "green 6 to Jyo, blue 6"
JYO9_READ = "green 6 to Jyo, blue 6: food and palladium"

CASES = [
    # a labelled list of what the player will hold after the action ("Materials after: ...",
    # "Inventory after:", "After this:", "end of turn:"), with or without its sum ("= 5 total",
    # "(5 total)", ", 5 in all"): each figure checked as a total, never more materials taken
    (RHEA, "Rhea", GAN_DE + ". Materials after: 1 food, 1 water, 2 steel, 1 organics", True, [GAN_DE_READ]),
    (RHEA, "Rhea", GAN_DE + "\nInventory after: 2 steel, 1 organics, 1 food, 1 water (5 total)", True,
     [GAN_DE_READ]),
    (RHEA, "Rhea", GAN_DE + "\nAfter this: 2 steel, 1 organics, 1 food, 1 water = 5", True, [GAN_DE_READ]),
    (RHEA, "Rhea", GAN_DE + "\nmaterials now: 2 steel, 1 organics, 1 food, 1 water, 5 in all", True,
     [GAN_DE_READ]),
    (RHEA, "Rhea", "blue 2 to Gan De, black 6: 2 steel\nMaterials after: 1 food, 1 water, 2 steel, 1 organics",
     True, [GAN_DE_READ]),
    (RHEA, "Rhea", GAN_DE + "\nAfter this: 2 steel, 1 organics, 1 food, 1 water = 6", False,
     ["you will have 5 materials, not 6"]),
    (RHEA, "Rhea", GAN_DE + "\nmy stock: 2 steel, 2 organics, 1 food, 1 water", False,
     ["you will have 1 organics, not 2"]),
    (RHEA, "Rhea", GAN_DE + "\nend of turn: 2 steel, 1 organics, 1 food, 2 water", False,
     ["you will have 1 water, not 2"]),
    (RHEA, "Rhea", "Move: red (3) -> Jyo\nActivate: blue (2) -> food\nCP: +1\nMaterials after: 2 food, 1 water "
     "= 3 total", True, ["red 3 to Jyo, blue 2: food"]),
    (RHEA, "Rhea", "Move: red (3) -> Jyo\nActivate: blue (2) -> food\nCP: +1\nMaterials after: 2 food, 1 water "
     "= 4 total", False, ["you will have 3 materials, not 4"]),
    (MAPLE, "Maple", "food please. Materials after: 2 food, 1 polymer", True, ["take food"]),
    (MAPLE, "Maple", "food please. Materials after: 2 food, 2 polymer", False, ["you will have 1 polymer, not 2"]),
    (ILSA5, "Ilsa", "blue 5 to Jyo, green 6: 2 palladium + mat palladium. Holdings after: 1 steel, "
     "4 palladium, 1 polymer, 2 water", True, ["blue 5 to Jyo, green 6: 2 palladium"]),
    (ILSA5, "Ilsa", "blue 5 to Jyo, green 6: 2 palladium + mat palladium. Holdings after: 1 steel, "
     "3 palladium, 1 polymer, 2 water", False, ["you will have 4 palladium, not 3"]),
    (ILSA5, "Ilsa", "green 6 to Nebra, blue 5: 2 water. now: 1 steel, 1 palladium, 1 polymer, 4 water "
     "(8 total)", False, ["you will have 7 materials, not 8"]),
    # the list may hold fuel and CP beside the materials ("After: 1 food, 1 water, 3 fuel")
    (RHEA, "Rhea", RIDBACK + " After: 1 food, 1 water, 3 fuel", True, [RIDBACK_READ]),
    (RHEA, "Rhea", RIDBACK + " After: 1 food, 1 water, 4 fuel", False, ["you will have 3 fuel, not 4"]),
    (RHEA, "Rhea", "red 3 → Jyo, blue 2: palladium (+1 CP). After this: 1 food, 1 water, 1 palladium, 2 CP",
     False, ["you will have 1 CP, not 2"]),
    # a unit's figure after the action said with "after" ("Fuel after: 3", "CP afterwards 9"):
    # what the player will hold, checked
    (RHEA, "Rhea", RIDBACK + " Fuel after: 3", True, [RIDBACK_READ]),
    (RHEA, "Rhea", RIDBACK + " fuel afterwards 4", False, ["you will have 3 fuel, not 4"]),
    (RHEA, "Rhea", "dock w/ blue + green, fuel after: 3", False, ["you will have 2 fuel, not 3"]),
    (RHEA, "Rhea", "red 3 → Jyo, blue 2: palladium (+1 CP). CP after: 2", False, ["you will have 1 CP, not 2"]),
    (SUNNIVA, "Sunniva", "Move: green 2 → Ridback\nActivate: red 4 → +2 fuel\nFuel after: 3", True,
     ["green 2 to the Ridback, red 4: fuel"]),
    (SUNNIVA, "Sunniva", "Move: green 2 → Ridback\nActivate: red 4 → +2 fuel\nFuel after: 4", False,
     ["you will have 3 fuel, not 4"]),
    (DOV, "Dov", "Xi'an, fuel after: 7", True, ["influence on Xi'an"]),
    # the mat's extra material said not to fit under the limit, beside the same material taken
    # ("food & palladium, mat palladium doesn't fit"): the one the limit refuses, not a second
    # one wanted; said not to fit where it does fit, the player is told it is taken
    (ILSA9, "Ilsa", JYO9 + ": palladium and food, +1 CP; no room for the extra palladium from my mat", True,
     ["green 6 to Jyo, blue 6: palladium and food"]),
    (ILSA9, "Ilsa", "green 6 → Jyo, blue 6 for 2 palladium (+1 CP). The mat's palladium won't fit, I'm "
     "capped at 10.", True, ["green 6 to Jyo, blue 6: 2 palladium"]),
    (ILSA9, "Ilsa", JYO9 + ": food & palladium +1 CP, mat palladium lost at the limit.", True, [JYO9_READ]),
    (ILSA9, "Ilsa", JYO9 + ": food + palladium, +1 CP, and my mat palladium too", False,
     ["the action gives 1"]),
    (ILSA9, "Ilsa", JYO9 + ": food & palladium +1 CP. 11 materials with the mat palladium", False,
     ["11 materials"]),
    (RHEA, "Rhea", "blue 2 to Gan De, black 6: 2 steel. The mat organics won't fit sadly.", False,
     ["organics is taken: you will hold 5 materials"]),
    (RHEA, "Rhea", "blue 2 to Gan De, black 6: 2 steel, no room for the mat organics", False,
     ["organics is taken"]),
    (TOBI, "Tobi", "blue 5 −1 fuel → 4 to Nebra, red 4: polymer +1 CP. Mat water won't fit.", True,
     ["blue 5 (-1 fuel -> 4) to Nebra, red 4: polymer"]),
    # the track's figure before and after, after a comma or a colon ("Influence: Cuzco, 0 -> 1")
    (DOV, "Dov", "Influence: Cuzco, 0 -> 1 :)", True, ["influence on Cuzco"]),
    (DOV, "Dov", "Cuzco please, 0 to 1", True, ["influence on Cuzco"]),
    (DOV, "Dov", "Influence: Cuzco, 0 -> 2", False, ["your Cuzco track will be at 1, not 2"]),
    (DOV, "Dov", "Cuzco please, 0 to 2", False, ["your Cuzco track will be at 1, not 2"]),
    # "Cuzco after: 2", "Thebes track afterwards 5": where the colony's track will stand (checked)
    (SUNNIVA, "Sunniva", SUNNIVA_POD + " Cuzco track after: 1", True, [SUNNIVA_READ]),
    (SUNNIVA, "Sunniva", SUNNIVA_POD + " Cuzco after: 2", False, ["your Cuzco track will be at 1, not 2"]),
    # a fuel figure right before "puts me at 7" ("2 fuel from the track puts me at 7"): the
    # fuel the player will hold, not the track; after a comma it is still the track
    (DOV, "Dov", "one more on Xi'an please. 2 fuel from the track puts me at 7", True, ["influence on Xi'an"]),
    (DOV, "Dov", "one more on Xi'an please. 2 fuel from the track puts me at 8", False,
     ["you will have 7 fuel, not 8"]),
    (DOV, "Dov", "Xi'an please, the 2 fuel bonus takes me to 8", False, ["you will have 7 fuel, not 8"]),
    (DOV, "Dov", "Xi'an +1 for the 2 fuel, that takes me to 5", False, ["your Xi'an track will be at 4, not 5"]),
    # the value a flipped die will show, said with "it'll be" / "that'd be": checked
    (TOMASZ, "Tomasz", "flip the red one, it'll be a 3 then", True, ["flip red"]),
    (TOMASZ, "Tomasz", "flip the red one, it'll be a 4 then", False, ["red 4 becomes 3, not 4"]),
    (TOMASZ, "Tomasz", "flipping green, that'd be a 5", False, ["becomes 6, not 5"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
