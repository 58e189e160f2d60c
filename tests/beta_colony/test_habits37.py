"""The habits held-out set 37 showed, each in other wordings than the corpus post that showed it,
and near-misses that must still be refused or queried (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

INGEBORG = "ho37-tri-r5-a1"   # round 5: Ingeborg at Gan De, black 6 blue 2 green 2; organics, steel
RAVI = "ho37-duo-r9-last"     # round 9, last action: Ravi at the Azophi Nexus, red 5 blue 4; no palladium

INGEBORG_READ = "black 6 to the right Manufactory, blue 2: take the green pod from row 1-2, build on Thebes 22"
RAVI_POD_READ = "red 5 to the left Manufactory, blue 4: take the yellow pod from row 3-4 column 1"
RAVI_NEBRA_READ = "blue 4 to Nebra, red 5: 2 water"

CASES = [
    # a colour and a printed influence after an article, then the tile the pod carries or the
    # row it leaves: a pod, not a die (even in a die's colour, the die showing another value)
    (INGEBORG, "Ingeborg", "black 6 → right manu; blue 2 takes the green 1 w/ artifact from "
     "row 1-2 (organics), built on Thebes 22 paying steel", True, [INGEBORG_READ]),
    (INGEBORG, "Ingeborg", "Black 6 goes to the right Manufactory. With blue 2 I take the green 1 "
     "from row 1-2 for organics and build it on Thebes 22 for steel.", True, [INGEBORG_READ]),
    # near-miss: no green 0 pod with the artifact in row 1-2: asked, never a die read
    (INGEBORG, "Ingeborg", "black 6 to the right Manufactory, blue 2: the green 0 with the artifact from "
     "row 1-2, organics for the pod, Thebes 22 with steel", False, ["no pod"]),
    # a pod told apart by the tile it does not carry ("without the artifact", "no artifact")
    (RAVI, "Ravi", "red 5 to the left manu, blue 4 takes the yellow 1 w/o the artifact... "
     "from row 3-4, I mean. Steel for it, Xi'an 12 with food", True, [RAVI_POD_READ]),
    (RAVI, "Ravi", "red 5 → left Manufactory, blue 4: row 3-4, the yellow 1 without any artifact, "
     "pay steel; tile on Xi'an 12 paying food", True, [RAVI_POD_READ]),
    # near-miss: the yellow 1 said without saying which tile: still asked
    (RAVI, "Ravi", "red 5 → left Manufactory, blue 4: the yellow 1 from row 3-4, steel, Xi'an 12 "
     "with food", False, ["more than one pod fits"]),
    # a closing piece saying a material the player holds none of: talk, its figure checked
    (RAVI, "Ravi", "blue 4 to Nebra, red 5: 2 water. Would have liked the goal but I have no "
     "palladium", True, [RAVI_NEBRA_READ]),
    (RAVI, "Ravi", "blue 4 → Nebra and red 5 for two water, +1 CP; oh well, zero palladium left",
     True, [RAVI_NEBRA_READ]),
    # near-miss: a material he does hold said as none: asked, the right count named
    (RAVI, "Ravi", "blue 4 → Nebra, red 5: 2 water. Sad, no steel", False, ["not 0"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
