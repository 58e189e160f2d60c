"""The habits held-out set 23 showed, each in other wordings than the corpus post that showed it,
and near-misses that must still be refused or queried (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

ANN = "ho23-c3-r1ann"        # round 1, Mat D (+1 organics at Gan De), 1 fuel, no organics; K6 B6 R6 G3, Nebra
GWEN = "ho23-c4-r5gwen"      # round 5, Mat E, left Manufactory, 6 fuel, no palladium; blue 3 red 5 left
HAMID = "ho19-bc19-quad-r1-a1-hamid"  # Mat C (+1 fuel at the Ridback), 1 fuel, left Manufactory
DECLAN = "ho21-bc21-quad-r1-a1-declan"  # left Manufactory, black 4 green 5, Mat D, no organics
FLIP = "ho23-c2-r9bonus"     # cycle 3 bonus (flip a die): Eli, black 2 blue 4 red 4 green 4

CASES = [
    # the die bonus declined in prose ("I will not use the flip this round"), with greetings and
    # thanks around it: no change
    (FLIP, "Eli", "Hello! I will not use the flip this round, the dice are fine for me. Thank you.",
     True, ["no change"]),
    (FLIP, "Eli", "i wont use the bonus this round thx", True, ["no change"]),
    (FLIP, "Eli", "[i]I shall not use the flip this cycle. Thank you very much.[/i]", True,
     ["no change"]),
    (FLIP, "Eli", "Not using my flip. Good luck all", True, ["no change"]),
    (FLIP, "Eli", "no change this time. Thank you.", True, ["no change"]),
    (FLIP, "Eli", "no flip for me this time, dice are ok. thanks!", True, ["no change"]),
    # near-misses: a change only wondered about, or not decided, is asked
    (FLIP, "Eli", "I will not use the flip this round. Or maybe flip red? Thank you.", False,
     ["please confirm"]),
    (FLIP, "Eli", "maybe flip red?", False, ["please confirm"]),
    (FLIP, "Eli", "not sure if i will use the flip this round", False, ["no change"]),
    (FLIP, "Eli", "I will not use the flip on black, flip red please. Thank you.", False,
     ["only one die"]),
    (FLIP, "Eli", "flip red please", True, ["flip red"]),
    # "I don't want to flip any dice", "dont wanna flip anything": no change; a die named with
    # it is no "no change" ("I don't want to flip red, flip black": both named, asked)
    (FLIP, "Eli", "I don't want to flip any dice this round, thanks.", True, ["no change"]),
    (FLIP, "Eli", "dont wanna flip anything", True, ["no change"]),
    (FLIP, "Eli", "im good, no flip this round ty", True, ["no change"]),
    (FLIP, "Eli", "[b]Bonus:[/b] not using it. thank you!", True, ["no change"]),
    (FLIP, "Eli", "I won't flip this time... or should I flip black? hmm", False, ["please confirm"]),
    (FLIP, "Eli", "flip red to 4", False, ["red 4 flips to 3, not 4"]),
    # the move's fuel said in prose after the place ("spending one fuel to make it a 5"), the
    # figure spelled out or "a fuel": written on the die, and the value it makes checked
    (ANN, "Ann", "I am moving my red 6 to Gan De, spending one fuel to make it a 5. Then I activate "
     "with the black 6 and take two organics, plus one more organics from my mat, so 3 organics in total.",
     True, ["red 6 (-1 fuel -> 5) to Gan De, black 6: 2 organics"]),
    (ANN, "Ann", "red 6 to gan de burning a fuel to make it a 5, black 6: 2 organics + 1 from mat", True,
     ["red 6 (-1 fuel -> 5) to Gan De, black 6: 2 organics"]),
    (ANN, "Ann", "I move red 6 to Gan De and I spend one fuel for make it 5. With black 6 I take two "
     "organics and my mat give one more organics.", True,
     ["red 6 (-1 fuel -> 5) to Gan De, black 6: 2 organics"]),
    (ANN, "Ann", "red 6 to Gan De, spending one fuel to make it a 4. black 6: 2 organics", False,
     ["red 6 with 1 fuel is not 4"]),
    (ANN, "Ann", "red 6 to Gan De, spending 1 fuel to make it a 4. black 6: 2 organics", False,
     ["red 6 with 1 fuel is not 4"]),
    (ANN, "Ann", "red 6 to Gan De, spending two fuel to make it a 5. black 6: 2 organics", False,
     ["red 6 with 2 fuel is not 5"]),
    (ANN, "Ann", "red 6 to Gan De, spending one fuel. black 6: 2 organics, plus one more from my mat, "
     "so 4 organics in total.", False, ["not 4"]),
    (ANN, "Ann", "RED 6 TO GAN DE SPENDING ONE FUEL TO MAKE IT A 5, BLACK 6: 2 ORGANICS", True,
     ["red 6 (-1 fuel -> 5) to Gan De, black 6: 2 organics"]),
    (ANN, "Ann", "[b]red 6[/b] to Gan De, using one fuel to make it a 5; [b]black 6[/b]: organics x2", True,
     ["red 6 (-1 fuel -> 5) to Gan De, black 6: 2 organics"]),
    (ANN, "Ann", "red 6 → Gan De (spend one fuel so it is a 5)\nblack 6 → 2 organics +1 from mat D", True,
     ["red 6 (-1 fuel -> 5) to Gan De, black 6: 2 organics"]),
    (ANN, "Ann", "red 6 to Gan De, spending one fuel to make it a 5. black 6: 2 organics\nEDIT: fuel left 1",
     False, ["you will have 0 fuel, not 1"]),
    (ANN, "Ann", "[quote=Bo]red 6 to Nebra[/quote]\nred 6 to Gan De, spending one fuel to make it a 5, "
     "black 6: organics and organics", True, ["red 6 (-1 fuel -> 5) to Gan De, black 6: 2 organics"]),
    # what the player will hold of each, listed after "so" ("so fuel 0 and 3 organics"): each
    # a total, checked, never more materials taken
    (ANN, "Ann", "red 6 to Gan De, spending a fuel to make it a 5, black 6: 2 organics, so fuel 0 and 3 organics",
     True, ["red 6 (-1 fuel -> 5) to Gan De, black 6: 2 organics"]),
    (ANN, "Ann", "red 6 to Gan De, spending a fuel to make it a 5, black 6: 2 organics, so 3 organics and 0 fuel",
     True, ["red 6 (-1 fuel -> 5) to Gan De, black 6: 2 organics"]),
    (ANN, "Ann", "red 6 to Gan De, spending a fuel to make it a 5, black 6: 2 organics, so 4 organics and 0 fuel",
     False, ["you will have 3 organics, not 4"]),
    (ANN, "Ann", "red 6 to Gan De, spending a fuel to make it a 5, black 6: 2 organics, so fuel 1 and 3 organics",
     False, ["you will have 0 fuel, not 1"]),
    (GWEN, "Gwen", "blue 3 (+2 fuel -> 5) to Jyo, red 5: 2 palladium +1 palladium from mat, so 3 palladium and "
     "5 fuel", False, ["you will have 4, not 5"]),
    # the mat's extra material said after the action's ("and my mat throws in another
    # palladium"): the mat's extra, checked against the mat, not a third material taken
    (GWEN, "Gwen", "Ok here goes: blue 3 plus two fuel makes a 5, off to Jyo! Red 5 there for 2 palladium, "
     "and my mat throws in another palladium. Palladium queen", True,
     ["blue 3 (+2 fuel -> 5) to Jyo, red 5: 2 palladium"]),
    (GWEN, "Gwen", "blue 3 +2 fuel -> 5 to jyo, red 5: 2 palladium, plus the mat gives me one more palladium",
     True, ["blue 3 (+2 fuel -> 5) to Jyo, red 5: 2 palladium"]),
    (GWEN, "Gwen", "blue 3 (+2 fuel -> 5) to Jyo, red 5 for 2 palladium and my mat adds an extra palladium too",
     True, ["blue 3 (+2 fuel -> 5) to Jyo, red 5: 2 palladium"]),
    (GWEN, "Gwen", "blue 3 (+2 fuel -> 5) to Jyo, red 5 for palladium + food, and my mat throws in another "
     "palladium", True, ["blue 3 (+2 fuel -> 5) to Jyo, red 5: palladium and food"]),
    (GWEN, "Gwen", "blue 3 (+2 fuel -> 5) to Jyo, red 5 for 2 palladium, and my mat throws in another water",
     False, ["names water"]),
    (HAMID, "Hamid", "blue 1 to the ridback, green 5 for fuel, and my mat throws in another fuel", True,
     ["blue 1 to the Ridback, green 5: fuel"]),
    (HAMID, "Hamid", "blue 1 to the ridback, green 5 for fuel, and my mat throws in another fuel, so 6 fuel",
     False, ["you will have 5, not 6"]),
    (GWEN, "Gwen", "blue 3 (+2 fuel -> 5) to Jyo, red 5: 2 palladium, and my mat throws in another fuel",
     False, ["'+1 fuel from the mat'"]),
    (DECLAN, "Declan", "black 4 to gan de, green 5 = two organics and the mat throws in another organics, "
     "so 4 organics", False, ["you will have 3 organics, not 4"]),
    (DECLAN, "Declan", "Black 4 → Gan De. Green 5 → organics ×2, +1 organics (mat D). Total 3 organics.", True,
     ["black 4 to Gan De, green 5: 2 organics"]),
    (GWEN, "Gwen", "blue 3 (+2 fuel -> 5) to Jyo; red 5: 2 palladium; the mat gives an extra palladium as well",
     True, ["blue 3 (+2 fuel -> 5) to Jyo, red 5: 2 palladium"]),
    (GWEN, "Gwen", "blue 3 (+2 fuel -> 5) to Jyo, red 5: 2 palladium and food, and my mat throws in another "
     "palladium", False, ["gives 2 materials, not 3"]),
    (GWEN, "Gwen", "blue 3 (+2 fuel -> 5) to Jyo, red 5: 2 palladium, and my mat throws in another palladium, "
     "fuel 5 left", False, ["you will have 4 fuel, not 5"]),
    (GWEN, "Gwen", "blue 3 (+2 fuel -> 5) to Jyo, red 5 for 2 palladium, and my mat throws in 2 more palladium",
     False, ["not 3"]),
    (GWEN, "Gwen", "blue 3 (+2 fuel -> 5) to Jyo, red 5 for 2 palladium, and my mat throws in another "
     "palladium, so 4 palladium now", False, ["you will have 3 palladium, not 4"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
