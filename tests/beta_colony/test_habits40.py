"""The habits held-out set 40 showed, each in other wordings than the corpus post that showed it,
and near-misses that must still be read (issue 19: fix the habit, never the sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

HALLVARD = "ho40-quad-r1-material"   # round 1, cycle-1 material bonus: 1 palladium, 1 water
PRIYANKA = "ho40-quad-r1-a1"         # round 1, action 1: ship Nebra, black 2 blue 3 red 1 green 6
INFLUENCE = "ho40-quad-r4-influence"  # round 4, cycle-2 influence: Cuzco 1 (2 fuel at 2), fuel 6
DMITRI = "ho40-trio-r1-a1"           # round 1, action 1: ship right Manufactory, blue 3, red 2
ROSALIND = "ho15-h15-bc-duo-r1-a1-rosalind"   # red at Nebra earns 1 CP
MOVE = "red 1 to the left Manufactory, blue 3:"

CASES = [
    # what the player will hold, then why: the figure is checked, the why is talk
    (HALLVARD, "Hallvard", "palladium please, which gets me to 3 palladium for the goal", False,
     ["you will have 2 palladium, not 3"]),
    (HALLVARD, "Hallvard", "Bonus: water. I'll have 3 water so I can build later.", False,
     ["you will have 2 water, not 3"]),
    (PRIYANKA, "Priyanka", "green 6 (-1 fuel) to Gan De, blue 3: organics. That puts me on 4 "
     "organics for Thebes later.", False, ["you will have 3 organics, not 4"]),
    # near-miss: the right figure, the why as talk
    (HALLVARD, "Hallvard", "Bonus: palladium. I will have 2 palladium so I can build later.", True,
     ["take palladium"]),
    # the CP a die earns, counted on without a figure: the named die must earn it
    (PRIYANKA, "Priyanka", "green 6 minus 1 fuel to Gan De, blue 3: organics, + the CP for green",
     False, ["counts on CP for the green die"]),
    (PRIYANKA, "Priyanka", "green 6 (-1 fuel) to Gan De, blue 3 for organics and blue's CP", False,
     ["counts on CP for the blue die"]),
    (ROSALIND, "Rosalind", "green 5 → Nebra, red 4: water, and the CP for green", False,
     ["this action gives +1 CP (red die at Nebra)"]),
    (DMITRI, "Dmitri", "red 2 to Jyo, blue 3: palladium, + the red-die CP", False,
     ["counts on CP for the red die", "+1 CP (blue die at Jyo)"]),
    # near-miss: the die that earns it (a hyphen between the colour and "die" is no unread word)
    (DMITRI, "Dmitri", "red 2 to Jyo, activating with blue 3 for palladium and the blue-die CP",
     True, ["red 2 to Jyo, blue 3: palladium"]),
    # near-miss: the die that earns it
    (ROSALIND, "Rosalind", "green 5 → Nebra, red 4: water, plus the red CP", True,
     ["green 5 to Nebra, red 4: water"]),
    # two pods offered for the one the action takes: asked
    (PRIYANKA, "Priyanka", f"{MOVE} the red or green pod from row 3-4, build on Thebes 34", False,
     ["offers the red pod or the green pod"]),
    (PRIYANKA, "Priyanka", f"{MOVE} green pod, or maybe the red, from row 3-4 on Thebes 34", False,
     ["offers the green pod or the red pod"]),
    # near-miss: the other pod named only as not taken
    (PRIYANKA, "Priyanka", f"{MOVE} red pod (not the green one) from row 3-4, on Thebes 34", True,
     ["take the red pod from row 3-4"]),
    # the pod's printed influence in brackets after it, abbreviated: it names the pod
    (PRIYANKA, "Priyanka", f"{MOVE} red pod (infl 2) from row 3-4, build on Thebes 34", True,
     ["take the red pod from row 3-4, build on Thebes 34"]),
    (PRIYANKA, "Priyanka", f"{MOVE} the red pod [inf. 2] from row 3-4 on Thebes 34, pay palladium",
     True, ["take the red pod from row 3-4, build on Thebes 34"]),
    # near-miss: a figure that is neither the pod's nor the action's is still refused
    (PRIYANKA, "Priyanka", f"{MOVE} red pod (infl 4) from row 3-4, build on Thebes 34", False,
     ["the action gives 3 influence, not 4"]),
    # what the player will hold, unit by unit, in a sentence after the order: checked
    (PRIYANKA, "Priyanka", "green 6 (-1 fuel) to Gan De, blue 3: organics + 1 organics (mat). "
     "Fuel 0 and organics 3.", True, ["green 6 (-1 fuel -> 5) to Gan De, blue 3: organics"]),
    (PRIYANKA, "Priyanka", "green 6 (-1 fuel) to Gan De, blue 3: organics. Fuel 0, organics 4.",
     False, ["you will have 3 organics, not 4"]),
    (PRIYANKA, "Priyanka", "green 6 (-1 fuel) to Gan De, blue 3: organics. Palladium 2, organics 3!",
     False, ["you will have 1 palladium, not 2"]),
    # the cycle card's number in the bonus's label is no figure of the bonus
    (INFLUENCE, "Priyanka", "cycle-2 influence - Cuzco", True, ["influence on Cuzco"]),
    (INFLUENCE, "Priyanka", "Cycle #2 pick: Cuzco, 1 -> 2", True, ["influence on Cuzco"]),
    (HALLVARD, "Hallvard", "Cycle 1 material: steel", True, ["take steel"]),
    # near-miss: the track figure after the label is still checked
    (INFLUENCE, "Priyanka", "Cycle 2 influence: Cuzco 1 → 3", False,
     ["your Cuzco track will be at 2, not 3"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
