"""The habits held-out set 27 showed, each in other wordings than the corpus post that showed it,
and near-misses that must still be refused or queried (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

SUNNIVA = "ho27-duo-r1-a1"   # round 1: Sunniva (Mat C, +1 fuel at the Nexus and the Ridback) at the
#                              Nexus; K2 B6 R2 G3; 1 fuel, 1 organics, 1 water; cycle card +1 polymer
#                              at Nebra. Blue 6 reaches the Ridback (3 fuel with the mat: 1 -> 4)
INGRID = "ho27-tri-r1-a1"    # round 1: Ingrid (Mat C) at the left Manufactory; K4 B6 R2 G1; 1 fuel
BARTEK = "ho27-quad-r5-a2"   # round 5: Bartek at Jyo, blue 4 + red 1; Chidi's pink pod on Xi'an 2
TOMAS = "ho24-t13-r4influence"  # cycle bonus (influence): Tomas, Cuzco 6 (7: 2 materials)

RIDBACK_READ = "blue 6 to the Ridback, green 3: fuel"
POD = ("black 2 (-1 fuel → 1) to the right Manufactory, red 2: blue pod from row 1-2, pay water, "
       "build on Xi'an 13 with organics")
POD_READ = ("black 2 (-1 fuel -> 1) to the right Manufactory, red 2: take the blue pod from row 1-2, "
            "build on Xi'an 13")
PINK = ("Blue 4 (+1 fuel -> 5) to the right Manufactory, red 1: pink pod from row 1-2, paying polymer "
        "as food (cycle card), build on Xi'an 13 with organics.")
PINK_READ = "blue 4 (+1 fuel -> 5) to the right Manufactory, red 1: take the pink pod from row 1-2"
NEBRA_READ = "green 3 (+1 fuel -> 4) to Nebra, red 2: water"

CASES = [
    # a change, then in brackets or after a comma the figure the player will hold worked out from
    # it ("+2 fuel (fuel 3)" holding 1): the total, checked, never the whole gain said again (the
    # two wrong figures vouched for each other)
    (SUNNIVA, "Sunniva", "Blue 6 -> Ridback, green 3 -> +3 fuel (fuel 4)", True, [RIDBACK_READ]),
    (SUNNIVA, "Sunniva", "Ridback with blue 6, green 3: +3 fuel (fuel: 4)", True, [RIDBACK_READ]),
    (SUNNIVA, "Sunniva", "blue 6 → ridback, green 3 → +2 fuel, fuel 3", False,
     ["the action gives 3 fuel, not 2", "you will have 4"]),
    (SUNNIVA, "Sunniva", "Blue 6 to Ridback, activate w/ green 3: +2 fuel (so fuel 3 now)", False,
     ["you will have 4 fuel, not 3"]),
    (INGRID, "Ingrid", "green 1 to the Ridback, black 4: +2 fuel (fuel 3)", False,
     ["the action gives 3 fuel, not 2"]),
    # a track bonus named by what it gives and where it stands ("the material at 2: steel",
    # "materials at 7: water, steel"): the bonus's choice, its place checked, never a payment
    (SUNNIVA, "Sunniva", POD + ". Xi'an 0 to 3, materials at 2: food", True, [POD_READ, "bonus: food"]),
    (SUNNIVA, "Sunniva", POD + ", Xi'an 0 → 3 - passing the material on space 2: polymer", True,
     [POD_READ, "bonus: polymer"]),
    (SUNNIVA, "Sunniva", POD + ".\nInfluence 3, Xi'an 0 → 3, the material at 3: steel", False,
     ["the action reaches its bonus at track space 2"]),
    (TOMAS, "Tomas", "Cuzco 6 → 7, materials at 7: water, steel", True,
     ["influence on Cuzco; bonus: water and steel"]),
    (TOMAS, "Tomas", "Cuzco, the 2 materials at 8: water and steel", False,
     ["the action reaches its bonus at track space 7"]),
    # the influence broken down in brackets, each addend with words that say whose pod or which
    # space it is for ("1 for Chidi's pink on 2"): a breakdown of the figure, not figures of their own
    (BARTEK, "Bartek", PINK + " Influence +3 (1 printed + 1 for Chidi's pod + 1 for the center), "
     "Xi'an 2 → 5", True, [PINK_READ]),
    (BARTEK, "Bartek", PINK + " 3 influence (1 from the pod + 1 since it touches Chidi's pink on 2 + "
     "1 centre)", True, [PINK_READ]),
    (BARTEK, "Bartek", PINK + " 4 influence (1 printed + 2 for Chidi's pink on 2 + 1 center)", False,
     ["the action gives 3 influence, not 4"]),
    # ... the total right, its parts wrong: each part named by its words is checked
    (BARTEK, "Bartek", PINK + " 3 influence (2 printed + 1 center)", False,
     ["the influence is 1 printed + 1 group + 1 colony center, not 2 printed + 1 colony center"]),
    (BARTEK, "Bartek", PINK + " 3 influence (1 printed + 2 next to Chidi's pod)", False,
     ["the influence is 1 printed + 1 group + 1 colony center"]),
    (BARTEK, "Bartek", PINK + " 3 influence (1 pod + 1 adjacent to Chidi + 1 next to the centre)", True, [PINK_READ]),
    # the cycle card's (or mat's) extra material called a bonus where the action moves no track
    # ("(and the polymer bonus)", "Bonus: polymer"): checked as that extra, not a track bonus's
    # choice left unused
    (SUNNIVA, "Sunniva", "Nebra w/ green 3 +1 fuel, red 2: water +1 CP, polymer bonus", True, [NEBRA_READ]),
    (SUNNIVA, "Sunniva", "green 3 +1 fuel to Nebra, red 2: water. Bonus: polymer", True, [NEBRA_READ]),
    (SUNNIVA, "Sunniva", "Nebra w/ green 3 +1 fuel, red 2: water (plus the polymer bonus from the card)",
     True, [NEBRA_READ]),
    (SUNNIVA, "Sunniva", "Nebra w/ green 3 +1 fuel, red 2: water +1 CP (and the water bonus)", False,
     ["the action gives 1 water, not 2"]),
    (SUNNIVA, "Sunniva", "green 3 +1 fuel to Nebra, red 2: water. Bonus: food", False,
     ["names food, which this action neither gives, takes nor spends"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
