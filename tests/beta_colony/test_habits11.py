"""The habits held-out set 11 showed, each in other wordings than the corpus post that showed it:
a GM reads them the same way, so the reader must too (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

R9, R1K, R1O = "ho11-bc11-duo-r9-ravi-a1", "ho11-bc11-r1-kwame-a1-4p", "ho11-bc11-r1-oksana-a1-4p"
R8, R4, DIE6 = "ho11-bc11-r8-bertie-a1-4p", "ho11-bc11-r4-bertie-a1-4p", "ho11-bc11-duo-r1-die6"

CASES = [
    # the mat in a closed bracket about the die, then what the die gives and the mat's extra
    (R9, "Ravi", "blue 1 to Jyo, black 3 (mat: counts as 6) → 2 palladium + 1 food (mat)", True,
     ["blue 1 to Jyo, black 3: 2 palladium", "+1 food (mat)"]),
    # a die's power before a colon: what follows is what the die gives
    (R1K, "Kwame", "green 2 to Nebra. Black 3 counts as a 6 thanks to my mat: 2 polymer", True,
     ["green 2 to Nebra, black 3: 2 polymer"]),
    # no change, with the die said to be as it is
    (DIE6, "Ravi", "No change - black is already showing 6", True, ["line 1 → no change"]),
    (DIE6, "Ravi", "no change for me, the black's fine as it is", True, ["line 1 → no change"]),
    # a total after a sum is checked as the total (or the change) it says
    (R1O, "Oksana", "green 2 (-1 fuel → 1) to the Ridback, red 5: 3 fuel + 1 (mat) = 6 fuel", False,
     ["you will have 4, not 6"]),
    # a figure with a wish in brackets is the player's figure, checked
    (R8, "Bertie", "dock with black and red, fuel 8 → 10 (need it for the goal)", False,
     ["you will have 9 fuel, not 10"]),
    (R8, "Bertie", "dock w/ black + red, fuel 8 → 9 (for the fuel goal)", True,
     ["dock for fuel with black and red"]),
    # a sentence spoken to another player is talk, whatever it names
    (R8, "Bertie", "dock w/ red and blue. Oksana, your Thebes run is scary, you'll hit 10 soon", True,
     ["dock for fuel with red and blue"]),
    (R8, "Bertie", "Kwame - nice Xi'an pod, you got 3 influence out of it\ndock with black and blue",
     True, ["dock for fuel with black and blue"]),
    # the order marked final replaces the drafts above it
    (R8, "Bertie", "red 1 (+1 fuel → 2) to Nebra, green 5: 2 water\nhmm no. Final answer: black 1 to "
     "Jyo, blue 1: palladium", True, ["line 2 → black 1 to Jyo, blue 1: palladium"]),
    (R8, "Bertie", "black 1 to Jyo, red 1: food\nFINAL - black 1 to Jyo, blue 1: palladium +1 CP",
     True, ["line 2 → black 1 to Jyo, blue 1: palladium"]),
    # a die's fuel in prose, or after a comma
    (R1K, "Kwame", "Blue 2, using 1 fuel to turn it into a 1 → Jyo, black 3: 2 food", True,
     ["blue 2 (-1 fuel -> 1) to Jyo, black 3: 2 food"]),
    (R1K, "Kwame", "black 3, -1 fuel → 2 to Nebra, red 5: 2 water", True,
     ["black 3 (-1 fuel -> 2) to Nebra, red 5: 2 water"]),
    # the mat named disagrees with the power described
    ("ho11-bc11-setup-mat-4p", "Bertie", "Mat A (the +1 palladium at Jyo one)", False,
     ["please confirm", "Mat A", "Mat E"]),
    # a die by its value only, when two dice show it
    (R4, "Bertie", "move 6 to the Nexus and use the 5 for palladium + fuel", False,
     ["which die is 'the 6'", "blue 6 or green 6"]),
    # a pod named by colour, influence and its bonus in brackets, then "pod"
    (R1O, "Oksana", "black 3 to the right manu, red 5: grab the red 1 (2 fuel) pod, palladium for "
     "it, Xi'an 12 with food, bonus: steel", True,
     ["take the red pod from row 5, build on Xi'an 12; pay palladium for the pod"]),
    # a material spent on the cycle card, named by the card
    (R9, "Ravi", "red 3 to left manu, black 3: green 0 (2 CP) from 3-4, organics for it, Cuzco 49 "
     "w/ steel, and cash in my other steel for the card", True, ["2 CP for steel"]),
    # a bare total or before -> after in brackets after a figure is that unit's, checked
    (R4, "Bertie", "red 5 to the Ridback, green 6: 3 fuel (4 → 8)", False, ["you will have 7 fuel, not 8"]),
    (R4, "Bertie", "red 5 to the Ridback, green 6: +3 fuel (8)", False, ["you will have 7 fuel, not 8"]),
    (R8, "Bertie", "black 1 → Jyo, blue 1: palladium, +1 CP (14 -> 15)", True, ["black 1 to Jyo, blue 1: palladium"]),
    ("ho11-bc11-duo-r5-ravi-a1", "Ravi", "green 5 +1 fuel (→7) to Jyo, blue 4: palladium +1 CP", False,
     ["makes 6, not 7"]),
    # a second thought after a comma revises what comes before it
    (DIE6, "Ravi", "set red to 6, no wait, green", True, ["line 1 → set green to 6"]),
    (R1K, "Kwame", "blue 2 to Nebra, red 5: 2 water, I mean water and polymer", True,
     ["blue 2 to Nebra, red 5: water and polymer"]),
    # "I'll have a food please" asks for it; "fuel still 1" is a total
    ("ho11-bc11-c1-material-4p", "Oksana", "I'll have a food please (pink)", True, ["take food"]),
    (R1K, "Kwame", "green 2 to Nebra, red 5: 2 water, +1 CP. fuel still 2", False,
     ["you will have 1 fuel, not 2"]),
    # a material "from the track" is the track bonus's choice
    (R1K, "Kwame", "black 3 to the left manu, red 5: yellow 2 (no crew) row 5 w/ steel, Xi'an 14 paying "
     "water. Xi'an 0 → 3, palladium from the track", True, ["bonus: palladium"]),
    # a pod by colour, influence and bonus in brackets, then "from row"
    (R1O, "Oksana", "black 3 → right Manufactory, red 5 → red 1 (2 fuel) from row 5, palladium, Xi'an 12 "
     "w/ food; influence 2; steel bonus; fuel 1 → 3", True, ["take the red pod from row 5"]),
    # talk about or to another player, whatever figures it names
    (R8, "Bertie", "Dock for fuel with black and blue. Mateo's Cuzco track at 12 is scary", True,
     ["dock for fuel with black and blue"]),
    (R8, "Bertie", "dock black+blue (+1 fuel, 9). Mateo wins Cuzco anyway with 15 crew", True,
     ["dock for fuel with black and blue"]),
    (R8, "Bertie", "Dock with black + blue (fuel 9). Kwame: 2 more crew on Xi'an and you win the "
     "majority lol", True, ["dock for fuel with black and blue"]),
    # a plan labelled for the next action is no second action
    (R1K, "Kwame", "green 2 to Nebra, red 5: 2 water +1 CP\nnext action: black 3 + blue 2 dock probably",
     True, ["green 2 to Nebra, red 5: 2 water"]),
    # an artifact asked of a moon is asked about, never dropped
    (R1K, "Kwame", "green 2 to Nebra, red 5: 2 water and an artifact", False, ["please confirm", "artifact"]),
    # "changed my mind." then the whole action again; a total said with "goes to"
    (R8, "Bertie", "black 1 to Jyo, blue 1: food\nchanged my mind. black 1 to Jyo, blue 1: palladium", True,
     ["line 2 → black 1 to Jyo, blue 1: palladium"]),
    (R8, "Bertie", "black 1 to Jyo, blue 1: palladium +1 CP\nUPDATE: fuel goes to 9", False,
     ["you will have 8, not 9"]),
    # the die's fuel in other prose; "(mat = 6)"; "(2 → 1)" after the fuel is the die's value
    (R1K, "Kwame", "I spend my 1 fuel to make blue 2 a 1 and go to Jyo, then black 3 as a 6 for 2 food "
     "(+1 food mat)", True, ["blue 2 (-1 fuel -> 1) to Jyo, black 3: 2 food"]),
    (R1K, "Kwame", "blue 2 bumped down to 1 with my fuel → Jyo; black 3 (as 6, mat A): food x2 + mat food",
     True, ["blue 2 (-1 fuel -> 1) to Jyo, black 3: 2 food"]),
    (R1K, "Kwame", "blue 2, -1 fuel to make it 1, to Jyo. black 3 (mat = 6): 2 food + mat food", True,
     ["blue 2 (-1 fuel -> 1) to Jyo, black 3: 2 food"]),
    (R1K, "Kwame", "Blue 2 to Jyo using 1 fuel (2 → 1), black 3 counts as 6: 2 palladium, +1 food from mat",
     True, ["blue 2 (-1 fuel -> 1) to Jyo, black 3: 2 palladium"]),
    # a whole action given "instead" of the one given up above it
    ("ho11-bc11-duo-r5-ravi-a1", "Ravi", "black 4 → right Manufactory, green 5 → green 3 from row 5, "
     "polymer for it (wild), then... hmm no, I can't afford the space. dock with black and red instead",
     True, ["dock for fuel with black and red"]),
    # a fact said beside a choice names no second one; what the player holds "now", listed;
    # the dice listed after the change, checked
    ("ho11-bc11-setup-ship-4p", "Mateo", "Hmm, Bertie grabbed Jyo. I'll park at Nebra then, water is life",
     True, ["ship to Nebra"]),
    ("ho11-bc11-c1-material-4p", "Oksana", "Cycle bonus: 1 steel please. Now steel, food, water.", True,
     ["take steel"]),
    (DIE6, "Ravi", "Setting the red die to a six. Dice: black 6, blue 4, red 6, green 4", True,
     ["set red to 6"]),
    (DIE6, "Ravi", "Setting the red die to a six. Dice: black 6, blue 4, red 6, green 6", False,
     ["green die shows 4, not 6"]),
    # no change in other words, its figure checked; the sixes counted after a change are talk
    (DIE6, "Ravi", "Keeping everything as is (black 6 is plenty)", True, ["line 1 → no change"]),
    (DIE6, "Ravi", "I'll pass on the die bonus, black's already 4", False, ["black die shows 6, not 4"]),
    (DIE6, "Ravi", "green to 6 — with black that's two sixes", True, ["set green to 6"]),
    # the choice after "but I pick"; advice to another player, "trust me", is talk
    ("ho11-bc11-setup-mat-4p", "Bertie", "A, E and C all look good but I pick E", True, ["mat: Mat E"]),
    ("ho11-bc11-c1-material-4p", "Oksana", "steel. Kwame, you should take water, trust me", True,
     ["take steel"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)


def test_the_kit_reads_talk_to_and_about_another_player():
    from gm_tool.core.kit.reading.sentences import about_another, speaks_to_another
    others = ["Mateo", "Kwame"]
    assert speaks_to_another("Mateo, nice Cuzco run, you're going to hit 15 for sure", others) == "Mateo"
    assert speaks_to_another("@Kwame gl with that", others) == "Kwame"
    assert speaks_to_another("Mateo, I take Jyo", others) == ""          # the writer's own order
    assert speaks_to_another("Mateo, black 6 to Nebra", others) == ""    # no talk to him
    assert speaks_to_another("Nebra, blue 1", others) == ""
    assert about_another("Mateo wins Cuzco anyway with 15 crew", others) == "Mateo"
    assert about_another("Mateo's Cuzco track at 12 is scary", others) == "Mateo"
    assert about_another("Kwame: black 6 to Nebra", others) == ""
    assert about_another("Mateo and I go to Nebra", others) == ""
    for text in ("", "x" * 5000, "Mateo", "Mateo,", "'s", "Mateo's"):
        speaks_to_another(text, others)
        about_another(text, others)
