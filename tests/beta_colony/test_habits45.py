"""The habits held-out set 45 showed, each in other wordings than the corpus post that showed it,
and near-misses that must still be refused or queried (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

# round 5, cycle 2 (polymer is any material): Wen at the Ridback, black 6 (Mat E: counter-
# clockwise) and red 3 left; organics 1, food 1, palladium 2, polymer 2, 1 artifact; the Building
# of 7 costs steel, steel, food, water; Thebes 28 is Oskar's pod
WEN = "ho45-tri-r5-a1-wen"
WEN_GO = "Black 6 counter-clockwise to the Azophi Nexus, red 3: Building of 7.\n"
WEN_END = "\nTile on Xi'an 3 paying organics; crew on Thebes 28."
WEN_READ = "red 3: build the building on Xi'an 3; crew on Thebes 28"
WEN_PAID = "paying 2 polymer, 1 food, 1 artifact, 1 organics"
# round 9, the game's last action: Kofi at Nebra, blue 5 and green 4 left, fuel 4; organics 2,
# steel 1, food 3, palladium 1, water 1, 1 artifact; no polymer, and polymer is no wild material
KOFI = "ho45-duo-r9-last"
KOFI_GO = "green 4 -1 fuel → 3 to the Azophi Nexus, blue 5: Building of 7.\n"
KOFI_END = "\nTile on Cuzco 42 paying organics. Crew bonus on Thebes 18."
KOFI_READ = "blue 5: build the building on Cuzco 42; crew on Thebes 18"
KOFI_PAID = "paying 1 steel, 1 artifact, 1 food, 1 water, 1 organics"
# round 1: Lars at Jyo, red 2 and green 1 left; Nebra gives polymer and water
LARS = "ho45-quad-r1-a2-lars"
AIKO = "[quote=Aiko]Jyo again, 2 food[/quote]\n"
LARS_READ = "green 1 to Nebra, red 2: water"

CASES = [
    # a material named as what another stands in for is the payment's explanation, never more
    # payment: "2 polymer as the 2 steel", "the artifact for the second steel"
    (WEN, "Wen", WEN_GO + "Pay: both polymer instead of the steels, my food, and the artifact "
     "in place of the water." + WEN_END, True, [WEN_READ, WEN_PAID]),
    (WEN, "Wen", WEN_GO + "I use my 2 polymers for the 2 steel (wild this cycle), food, and the "
     "artifact as water." + WEN_END, True, [WEN_READ, WEN_PAID]),
    (WEN, "Wen", WEN_GO + "Payment: polymer x2 (cycle 2 card, standing in for steel and steel), "
     "food, artifact (as the water)." + WEN_END, True, [WEN_READ, WEN_PAID]),
    (KOFI, "Kofi", KOFI_GO + "Paying steel, then the artifact to cover the other steel, food and "
     "water." + KOFI_END, True, [KOFI_READ, KOFI_PAID]),
    # near-misses: a material that is not wild stands in for nothing (palladium for a steel),
    # and more polymer than the player holds is refused
    (KOFI, "Kofi", KOFI_GO + "Paying my steel + the palladium for the second steel, food, water."
     + KOFI_END, False, ["the post pays with"]),
    (WEN, "Wen", WEN_GO + "Paying 3 polymer as the 2 steel and the water, plus my food." + WEN_END,
     False, ["NOT accepted"]),
    # the building's cost listed before the payment is its explanation (checked), not payment
    (KOFI, "Kofi", KOFI_GO + "The cost is 2 steel, food and water; I pay steel + the artifact + "
     "food + water." + KOFI_END, True, [KOFI_READ, KOFI_PAID]),
    (KOFI, "Kofi", KOFI_GO + "costs steel+steel+food+water -> my steel, food, water and the "
     "artifact for the missing steel." + KOFI_END, True, [KOFI_READ, KOFI_PAID]),
    (KOFI, "Kofi", KOFI_GO.replace(": Building of 7.\n", ".\n") + "Building of 7 (costs steel x2, "
     "food, water): steel, the artifact for the other steel, food, water." + KOFI_END, True,
     [KOFI_READ, KOFI_PAID]),
    # near-misses: a cost that is not the building's is named
    (KOFI, "Kofi", KOFI_GO + "Building of 7 (cost steel, food, water): steel, artifact, food, water."
     + KOFI_END, False, ["costs steel, steel, food, water"]),
    (KOFI, "Kofi", KOFI_GO + "Cost steel, food, water: my steel + the artifact, food, water."
     + KOFI_END, False, ["costs steel, steel, food, water"]),
    # a material epithet said to the player quoted ("lol Aiko, food hoarder") is talk
    (LARS, "Lars", AIKO + "haha Aiko, total food hoarder! green 1 to Nebra, red 2: water", True,
     [LARS_READ]),
    (LARS, "Lars", AIKO + "Food hog, Aiko :P\ngreen 1 to Nebra, red 2: water", True, [LARS_READ]),
    (LARS, "Lars", AIKO + "classic Aiko, hoarding food lol. green 1 to Nebra, red 2: water", True,
     [LARS_READ]),
    # near-misses: the order's own material is still read and checked after the teasing, and a
    # material wanted "for me too" is no epithet
    (LARS, "Lars", AIKO + "lol Aiko, food for me too. green 1 to Nebra, red 2: water", False,
     ["NOT accepted"]),
    (LARS, "Lars", AIKO + "lol Aiko, food hoarder. me: green 1 to Nebra, red 2: food", False,
     ["Nebra gives polymer and water, not food"]),
    # whose pod the crew goes on, with its space: checked
    (WEN, "Wen", WEN_GO + "Paying 2 polymer as the 2 steel, my food, and the artifact for the "
     "water.\nTile on Xi'an 3 paying organics; crew bonus goes on Oskar's pod in Thebes 28.", True,
     [WEN_READ]),
    (WEN, "Wen", WEN_GO + "Paying 2 polymer as the 2 steel, my food, and the artifact for the "
     "water.\nTile on Xi'an 3 paying organics; crew on Ingrid's pod at Thebes 28.", False,
     ["Thebes 28 is not Ingrid's pod"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
