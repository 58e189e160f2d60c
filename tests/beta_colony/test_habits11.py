"""The habits held-out set 11 showed, each in other wordings than the corpus post that showed it:
a GM reads them the same way, so the reader must too (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

import importlib.util
import sys
from pathlib import Path

import pytest

_BLIND = Path(__file__).resolve().parents[1] / "posts" / "blind.py"
_spec = importlib.util.spec_from_file_location("beta_colony_habits11_blind", _BLIND)
blind = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = blind            # a dataclass looks its module up while it is made
_spec.loader.exec_module(blind)  # type: ignore[union-attr]

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

R9, R1K, R1O = "ho11-bc11-duo-r9-ravi-a1", "ho11-bc11-r1-kwame-a1-4p", "ho11-bc11-r1-oksana-a1-4p"
R8, R4, DIE6 = "ho11-bc11-r8-bertie-a1-4p", "ho11-bc11-r4-bertie-a1-4p", "ho11-bc11-duo-r1-die6"

CASES = [
    # the mat in a closed bracket about the die, then what the die gives and the mat's extra
    (R9, "Ravi", "blue 1 to Jyo, black 3 (mat: counts as 6) → 2 palladium + 1 food (mat)", True,
     ["blue 1 to Jyo, black 3: palladium and palladium", "+1 food (mat)"]),
    # a die's power before a colon: what follows is what the die gives
    (R1K, "Kwame", "green 2 to Nebra. Black 3 counts as a 6 thanks to my mat: 2 polymer", True,
     ["green 2 to Nebra, black 3: polymer and polymer"]),
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
     ["blue 2 (-1 fuel -> 1) to Jyo, black 3: food and food"]),
    (R1K, "Kwame", "black 3, -1 fuel → 2 to Nebra, red 5: 2 water", True,
     ["black 3 (-1 fuel -> 2) to Nebra, red 5: water and water"]),
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
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    post = blind.Post("beta-colony", "HAB", "habits", FIX / f"{fixture}.toml", player, "post",
                      text + "\n", "accept" if accepted else "refuse", (), "")
    outcome = blind.run(post, tmp_path)
    reply = " ".join(outcome.output.split())
    assert outcome.accepted == accepted, reply
    for want in wants:
        assert " ".join(want.split()) in reply, reply
