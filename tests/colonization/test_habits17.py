"""The habits held-out 17 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

K10, M15 = "ho17-duo-t10-kenji-aceplanet", "ho17-duo-t15-marta-restore"
O34, D17 = "ho17-quad-t34-oskar-colonize", "ho16-duo-t17-magda"
L36, P13 = "ho17-quad-t36-lutz-lastaction", "ho17-quad-t13-priya-move"
M7, D35 = "ho17-duo-t7-marta-early", "ho17-quad-t35-dana-lastcoin"

CASES = [
    # "N coin in", "N coin used" after a colon: the coin thrown in, not how many coins come back
    (M15, "Marta", "Colonize the 5 of Crowns - 2 coin used, 5 coin marks it. need 4+", True,
     ["Colonize the 5 of Crowns: roll with the 2 coin; marker coin 5"]),
    (M15, "Marta", "colonize 5 of crowns: 2 coin + die, 5 coin on top", True, ["roll with the 2 coin; marker coin 5"]),
    (M15, "Marta", "Colonize the 5 of Crowns: 2 coin in, 5 coin as marker. Need a 3 or better.", False,
     ["4 or 5"]),
    # an arrow from a coin to the sum of its points: the sum, checked (never "to" a planet)
    (K10, "Kenji", "Colonize the Ace of Moons.\nCoin used: Null\nColony coin: Ace → 1 + 5 + 2 = 9 points", False,
     ["1 + 5 + 2 = 8"]),
    (K10, "Kenji", "Colonize the Ace of Moons with the null, ace as marker -> 1 + 5 (ace bonus) + 2 (match) = 7",
     False, ["1 + 5 + 2 = 8"]),
    (K10, "Kenji", "Colonize the Ace of Moons, null in, ace on top => 1 + 5 + 2 = 8 pts", True,
     ["Colonize the Ace of Moons: roll with the Null coin; marker coin Ace"]),
    # an EDIT's reason after a comma or a dash names coins of its own: not part of the change
    (M15, "Marta", "Restore the 3.\nEDIT: make it the 4 - the 3 won't be enough vs the 5 of crowns", True,
     ["Restore the 4 coin"]),
    (M15, "Marta", "Restore the 3.\nEDIT: actually the 4, since the 3 alone can't beat the 5", True,
     ["Restore the 4 coin"]),
    (M15, "Marta", "Restore the 3.\nEDIT: the 4, and the 5 too", False, ["1 coin"]),
    # one coin restored, unnamed, with one coin in the discard: that coin
    (L36, "Lutz", "Taking a coin back from my discard pile, staying put.", True, ["Restore the 3 coin"]),
    (L36, "Lutz", "I'll restore a coin from the discard.", True, ["Restore the 3 coin"]),
    (M15, "Marta", "Restore one coin.", False, ["say which coin to restore"]),
    (L36, "Lutz", "My final action this round: take back my discarded coin.", True, ["Restore the 3 coin"]),
    (M15, "Marta", "restore the discarded coin pls", False, ["say which coin to restore"]),
    # the game's last turn named before the order ("for my last action I ...")
    (L36, "Lutz", "For my final action I restore the 3.", True, ["Restore the 3 coin"]),
    (L36, "Lutz", "For my last turn I restore the 3.", True, ["Restore the 3 coin"]),
    (L36, "Lutz", "Last round for me, so I restore the 3.", True, ["Restore the 3 coin"]),
    # a bare count after a draw ("that leaves 9") is the stack's, checked
    (P13, "Priya", "draw one from the stack, that leaves 9", False, ["7 after this draw"]),
    (P13, "Priya", "I'll draw - leaves 7 lol", True, ["Draw a planet"]),
    (P13, "Priya", "Drawing a planet, leaving 8.", False, ["7 after this draw"]),
    # a coin's name misspelt on a line of its own ("also aec"): asked, never passed as chatter
    (O34, "Oskar", "colonize 5 moons, 4 in, marker 5\nalso aec", False, ["'aec'"]),
    (O34, "Oskar", "colonize 5 moons, 4 in, marker 5\nand the nlul", False, ["'nlul'"]),
    (O34, "Oskar", "colonize 5 moons, 4 in, marker 5\nalso the ace too", False, ["'ace'"]),
    (O34, "Oskar", "colonize 5 moons, 4 in, marker 5\nthanks all, are we done soon", True, ["marker coin 5"]),
    # widened from held-out 16: the restore told by the coins ("getting the 2 and 5 back")
    (D17, "Magda", "getting the 2 and 5 back", True, ["Restore the 2 and 5 coins"]),
    (D17, "Magda", "2 + 5 back into the stash pls", True, ["Restore the 2 and 5 coins"]),
    (D17, "Magda", "both back: 2 & 5", True, ["Restore the 2 and 5 coins"]),
    (D17, "Magda", "my 2 and 5 return", True, ["Restore the 2 and 5 coins"]),
    (D17, "Magda", "I'll come back to this later. draw", True, ["Draw a planet"]),
    # the lead over a rival after the action ("put me 2 ahead of Lutz"): checked, the scores named
    (O34, "Oskar", "Colonize 5 of Moons: 4 coin in, marker 5. if it works that puts me 3 ahead of Lutz", False,
     ["12 against Lutz's 11"]),
    (O34, "Oskar", "Colonize 5 of Moons: 4 coin in, marker 5, gets me 1 ahead of Lutz", True, ["marker coin 5"]),
    # a choice weighed with "either", "vs", "leaning", "not sure" and no action taken: asked as such
    (M7, "Marta", "either I go for the crowns or I draw, leaning draw? not sure", False, ["weighs actions"]),
    (D35, "Dana", "drawing now vs restoring the 5 first... I think draw? not sure tbh", False, ["weighs actions"]),
    (D35, "Dana", "restoring the 5 vs the null warp... not sure", False, ["weighs actions"]),
    (D35, "Dana", "ugh, the null warp vs restoring the 5. leaning warp?", False, ["weighs actions"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
