"""The habits held-out 43 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits24.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

YUKI = "ho43-quad-t47-yuki-last"   # Yuki on the free 3 of Crowns, stash null/2/3, score 9 (+5 with the 3 marker)
FEN = "ho43-quad-t32-fenwick"      # Fenwick on the free Ace of Arms, stash null/5, score 10 (+6 on the Ace)
SUN = "ho43-quad-t31-yuki"         # Yuki on the sun of Crowns, discard 2 and 3

CASES = [
    # the score after, with its breakdown in brackets starting from the score now ("14 if it
    # works (9 + 3 + 2 match)"): the score now, the planet and the bonuses, checked as a whole
    (YUKI, "Yuki", "colonise the 3 of crowns, 2 coin in, marker 3. that puts me on 14 (9 + 3 + 2 for the match)",
     True, ["Colonize the 3 of Crowns: roll with the 2 coin; marker coin 3"]),
    (FEN, "Fenwick", "Colonize here - null in, 5 marks it. 16 points after (10 + 1 + 5 ace bonus)", True,
     ["Colonize the Ace of Arms: roll with the Null coin; marker coin 5"]),
    (YUKI, "Yuki", "colonize the 3 of Crowns w/ the 2, 3 marks it. 15 if it works (9 + 3 + 3 match)", False,
     ["+5 points if the colonization succeeds"]),
    (YUKI, "Yuki", "colonize the 3 of Crowns w/ the 2, 3 marks it. 13 if it works (8 + 3 + 2 match)", False,
     ["14 in all"]),
    (FEN, "Fenwick", "colonize the ace here, null in, marker 5. 16 pts after (10 + 1 + 4 ace bonus)", False,
     ["+6 points"]),
    # "restore power (reserves)", the rules' name for the action and the game's own words, takes
    # back what the rules allow (both on a sun: COL-112, the round trip); a bare "restore" on a
    # sun with two coins discarded is asked; "both" or the coins named say it
    (SUN, "Yuki", "Restoring my power reserves this turn", True, ["Restore power (the coins the rules allow)"]),
    (SUN, "Yuki", "restore power pls", True, ["Restore power (the coins the rules allow)"]),
    (SUN, "Yuki", "restore pls", False, ["say which coins to restore"]),
    (SUN, "Yuki", "restore power: both of them", True, ["Restore the 2 and 3 coins"]),
    (SUN, "Yuki", "Restore power reserves - the 2 and 3", True, ["Restore the 2 and 3 coins"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
