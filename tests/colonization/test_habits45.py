"""The habits held-out 45 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits24.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

RAVI = "ho45-b2-ace"       # Ravindra on the uncolonized Ace of Crowns, stash null, 2, 3, 5; score 5
BREN = "ho45-c4-mid"       # Brennan on the Crowns sun, discard 2 and 5
FUMI = "ho45-c4-late"      # Fumiko on the uncolonized 3 of Moons, her last coin the 5; score 16
MARI = "ho45-a3-mid"       # Marisol on her colony on the 3 of Suns, discard 3

CASES = [
    # a score label over a sum of the points gained, then an arrow (or a comma) to the score
    # after ("Points: 1 + 5 = 6 → 11 total"): the gain and the total, each checked, not one
    # score claim that the gain would contradict
    (RAVI, "Ravindra", "colonise the ace here, null in, 3 marks it\npoints: 1 + 5 = 6 -> 11 total", True,
     ["Colonize the Ace of Crowns: roll with the Null coin; marker coin 3"]),
    (RAVI, "Ravindra", "Colonize the Ace of Crowns w/ the null, marker 5.\nPts: 1+5 (ace bonus) = 6, 11 overall",
     True, ["Colonize the Ace of Crowns: roll with the Null coin; marker coin 5"]),
    (FUMI, "Fumiko", "Colonize the 3 of Moons, no coins in, marker 5.\nPoints: 3 + 0 = 3 → 19 total", True,
     ["Colonize the 3 of Moons: roll with no coins; marker coin 5"]),
    (FUMI, "Fumiko", "Colonize the 3 of Moons, no coins in, marker 5.\nPoints: 3 + 0 = 3 → 18 total", False,
     ["(19 in all)"]),
    (RAVI, "Ravindra", "colonize the ace, null in, marker 2\nPoints: 1 + 4 = 5 → 11 total", False,
     ["+6 points if the colonization succeeds"]),
    # the restore's coins with their way home after them ("restore 2 + 5 back into the stash",
    # "restoring the 2 and 5 back to my stash"): the order's coins, not a figure beside it
    (BREN, "Brennan", "restore 2 and 5 back into my stash", True, ["Restore the 2 and 5 coins"]),
    (BREN, "Brennan", "on my sun, so restoring 5 & 2 back to the stash", True, ["Restore the 5 and 2 coins"]),
    (BREN, "Brennan", "restore 2 and 5 back pls", True, ["Restore the 2 and 5 coins"]),
    (MARI, "Marisol", "restore 3 back into my stash", True, ["Restore the 3 coin"]),
    (BREN, "Brennan", "restore 2 + 4 back into the stash", False, ["not in your discard pile"]),
    (BREN, "Brennan", "restore 2 back into the stash", False, ["the 2 coin, or two coins?"]),
    (BREN, "Brennan", "restore both - 2 and 4 back", False, ["2 and 5 back"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
