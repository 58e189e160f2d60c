"""The habits held-out 21 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

I10 = "ho21-duo-t10-ingrid"            # Ingrid, the 3 of Moons 1 move away
D39 = "ho21-quad-t39-delphine-last"    # Delphine's last turn: score 10, stash Null, Ace, 5; Tove 14
T37 = "ho21-quad-t37-tove"             # Tove on the 2 of Suns, score 12, 2 colonies; stash Null and Ace
B31 = "ho21-trio-t31-birgit"           # Birgit; Osagie's ship on the 4 of Moons
T25 = "ho21-quad-t25-tove"             # Tove on the 3 of Suns (her colony), her 2 discarded: 5 coins after

CASES = [
    # "not sure between X and Y ... will decide tonight": the choice put off, asked
    (I10, "Ingrid", "torn between a draw and rolling to the 3 of Moons, I'll decide later", False,
     ["puts the choice off"]),
    (I10, "Ingrid", "roll and move to the 3 of Moons? or draw... can't decide between them tbh", False,
     ["choose the action"]),
    (I10, "Ingrid", "Undecided between drawing and heading to the 3 of Moons. will decide after work", False,
     ["choose the action"]),
    (I10, "Ingrid", "Draw a planet. Was torn between that and the 3 of moons but decided: draw", True,
     ["Draw a planet"]),
    # "puts me back at all 6 coins": the stash's count after the restore, checked
    (T25, "Tove", "restore the 2, back to a full 6 coins", False, ["5 coins in your stash"]),
    (T25, "Tove", "restore the 2, back to a full 5 coins", True, ["Restore the 2 coin"]),
    (T25, "Tove", "Restore my 2 coin: that gets me back to all 5 coins", True, ["Restore the 2 coin"]),
    (T25, "Tove", "Restoring the 2 so I have all 6 coins again", False, ["5 coins in your stash"]),
    # "thats 4+2+3+2+2+2 = 15 and I win": planets and bonuses summed past what the colony gives
    (D39, "Delphine", "colonize the 3 of Crowns, null in, 5 marks it. 4+2+3+2+2+2 = 15, I win!", False,
     ["a total of 13"]),
    (D39, "Delphine", "colonize the 3 of Crowns with null, colony coin 5; final 4 + 2 + 3 + 2 + 2 + 3 = 16",
     False, ["a total of 13"]),
    (D39, "Delphine", "colonize the 3 of Crowns, null in, 5 marks it. 4+2+3+2+2 = 13, gg Tove", True,
     ["marker coin 5"]),
    # "that's 3 colonies": the poster's colony count after the action, not a coin 3
    (T37, "Tove", "Colonize the 2 here, no coins, ace as colony coin. that's 3 colonies and 14 points", True,
     ["roll with no coins; marker coin Ace"]),
    (T37, "Tove", "colonize the 2 with no coins, ace marker - thats 4 colonies if it works", False,
     ["3 colonies"]),
    (T37, "Tove", "colonize the 2, no coins, ace marker; that'll be 3 colonies, 16 points", False,
     ["14 in all"]),
    # "r&m → 5 Suns": the veterans' shorthand for roll and move
    (T25, "Tove", "r+m to 5 Suns", True, ["Roll and move to the 5 of Suns"]),
    (T25, "Tove", "rnm -> 5 of suns pls", True, ["Roll and move to the 5 of Suns"]),
    (T25, "Tove", "R & M: 5 Suns", True, ["Roll and move to the 5 of Suns"]),
    # "If I roll an Ace ..., so in that case I warp to the 3 of Crowns": the forced warp of one
    # face, "in that case" repeating the condition
    (T25, "Tove", "roll+move to the 5 of Suns. if I roll an ace, in that case warp to the 3 of Crowns", True,
     ["Roll and move to the 3 of Crowns, or else the 5 of Suns"]),
    (T25, "Tove", "Roll and move to the 5 of Suns; if it's an Ace I'd land on my colony so in that case "
     "I warp to the 3 of Crowns", True, ["Roll and move to the 3 of Crowns, or else the 5 of Suns"]),
    (T25, "Tove", "roll and move to the 5 of Suns - if it comes up Ace, warp to the 3 of Crowns", True,
     ["Roll and move to the 3 of Crowns, or else the 5 of Suns"]),
    # "warp to Osagie's 4 in Moons": a planet by value and system after a player's name
    (B31, "Birgit", "warp with my 4 coin to Osagie's 4 in the Moons system", False,
     ["Osagie's ship is there"]),
    (B31, "Birgit", "play the 4 coin and warp to Osagie's 4 in moons pls", False, ["Osagie's ship is there"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
