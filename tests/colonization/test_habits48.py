"""The habits held-out 48 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits24.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

ACE = "ho48-quad-aceplanet-t15"   # Chidi on the uncolonized Ace of Arms, stash null, ace, 4, 5
END = "ho48-tri-gameend-t35"      # Dariusz on the 2 of Crowns; Thiago's colony on the 3 (2 moves)
OWN = "ho48-tri-owncolony-t20"    # Gaspard on his own 3 of Moons, stash ace, 3, 5; discard 4
SUN = "ho47-tri27"                # Marguerite on the sun of Suns (Ace, 2, 5 out from it)
FOUR = "ho47-duo14"               # Ilse on the uncolonized 4 of Suns, with every coin

CASES = [
    # an order, then "and" and a verb of what is kept or done later ("and keep the Ace of Arms
    # for later", "and save the ace for next turn"): the plan is that clause, the order stands
    # (the whole sentence was a plan: no action found)
    (ACE, "Chidi", "I think I'll draw a planet and save the ace for next turn", True, ["Draw a planet"]),
    (ACE, "Chidi", "drawing a tile and holding on to this Ace of Arms for later", True, ["Draw a planet"]),
    (ACE, "Chidi", "I'll just draw and try the Ace of Arms another turn", True, ["Draw a planet"]),
    # "to" and a verb right after the place of a move ("to have a go at Thiago's colony next
    # turn"): what the move is for, a plan; the move is read, and a figure after its dash checked
    (END, "Dariusz", "moving to the 3 of Crowns to attack Thiago's colony next turn", True,
     ["Roll and move to the 3 of Crowns"]),
    (END, "Dariusz", "rolling out to the 3 of Crowns to hit Thiago later", True,
     ["Roll and move to the 3 of Crowns"]),
    (END, "Dariusz", "heading for the 3 of Crowns to take a shot at Thiago next turn — 3 moves", False,
     ["the rules give 2 moves to 3 of Crowns"]),
    (END, "Dariusz", "roll and move to the 3 of Crowns, hit Thiago next turn - 1 move", False,
     ["the rules give 2 moves to 3 of Crowns"]),
    (END, "Dariusz", "I'm going to colonize the 3 of Crowns next turn", False, ["no action found"]),
    # the stash's coins listed after its count, past "in stash" or a colon ("back to 4 coins in
    # stash (ace, 3, 4, 5)", "up to 4 coins: ace, 3, 4, 5"): the stash after the action, checked
    # (the bracket was read as more coins to restore)
    (OWN, "Gaspard", "Restore the 4, back up to 4 coins in my stash (ace, 3, 4, 5)", True,
     ["Restore the 4 coin"]),
    (OWN, "Gaspard", "restore 4 – that makes 4 coins in the stash (null, 3, 4, 5)", False,
     ["the rules give your stash after the action: Ace, 3, 4 and 5"]),
    (OWN, "Gaspard", "restore the 4. Back to 4 coins: ace, 3, 4, 5", True, ["Restore the 4 coin"]),
    (OWN, "Gaspard", "restore 4 – back to 4 coins: ace, 3, 5, 2", False,
     ["the rules give your stash after the action: Ace, 3, 4 and 5"]),
    (OWN, "Gaspard", "restore 4, up to 4 coins in stash (ace, 3, 5)", False,
     ["the rules give your stash after the action: Ace, 3, 4 and 5"]),
    (OWN, "Gaspard", "restore 4 – back to 3 coins in stash (ace, 3, 5)", False,
     ["the rules give your stash after the action: Ace, 3, 4 and 5"]),
    # where the place lies said in a bracket ("(next to the sun)", "(it's right next to the
    # sun)"): checked on the board as the unbracketed "next to" is (it was talk, unchecked)
    (SUN, "Marguerite", "roll and move to the 2 (it's next to the sun)", False,
     ["2 of Suns is not next to the sun of Suns (it is 2 places from it)"]),
    (SUN, "Marguerite", "Roll & move to the 5 (right next to the sun)", False,
     ["5 of Suns is not next to the sun of Suns"]),
    (SUN, "Marguerite", "roll + move out to the ace (it's next to the sun)", True,
     ["Roll and move to the Ace of Suns"]),
    # the faces a die must beat said in words ("roll must beat 3", "the die has to top 2"): a
    # faces claim, checked as "roll > 3" is (it was talk, unchecked)
    (FOUR, "Ilse", "Colonize the 4 of Suns with null and ace, marker 4. roll must beat 2", False,
     ["the rules give 4 or 5"]),
    (FOUR, "Ilse", "Colonize the 4 of Suns w/ null + ace, marker 4 - the die has to top 1", False,
     ["the rules give 4 or 5"]),
    (FOUR, "Ilse", "colonize 4 of Suns with null and ace, marker 4; roll needs to beat 3", True,
     ["Colonize the 4 of Suns: roll with the Null and Ace coins; marker coin 4"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
