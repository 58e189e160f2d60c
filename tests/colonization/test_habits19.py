"""The habits held-out 19 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

M26 = "ho19-col4-t26-marco"          # Marco on the Ace of Moons; the 2 discarded
I09 = "ho19-col4-t09-ingrid"         # Ingrid on the sun of Suns (sun - Ace - 4)
R26 = "ho19-col2-t26-renata-last"    # Renata on the 4 of Crowns (sun - Ace - 2 - 4); 9 planets left
D36 = "ho19-col4-t36-delphine"       # Delphine on the 3 of Arms (sun - Ace - 3 - 5 - 2)
T21 = "ho19-col2-t21-tobias"         # Renata's colony on the 5 of Crowns, coin 5
T25 = "ho19-col2-t25-tobias"         # Tobias on the Ace of Suns, stash Null and Ace
T11 = "ho19-col2-t11-tobias"         # 10 planets left

CASES = [
    # "+8 for me": the points the poster gains, checked ("for me" is no label)
    (M26, "Marco", "colonize ace of moons w/ the ace, marker 5. +8 for me", False, ["+6 points"]),
    (M26, "Marco", "colonize ace of moons w/ the ace, marker 5. thats +8 for me", False, ["+6 points"]),
    (M26, "Marco", "colonize ace of moons w/ the ace, marker 5, +6 for me", True,
     ["Colonize the Ace of Moons: roll with the Ace coin; marker coin 5"]),
    # "9 in the stack → 8", "Stack 10 → 9": the stack before and after the draw, checked
    (R26, "Renata", "drawing. 9 in the pile -> 7", False, ["8 after this draw"]),
    (R26, "Renata", "draw a planet, stack 9 → 8", True, ["Draw a planet"]),
    (T11, "Tobias", "I'll draw. Stack 10 → 8.", False, ["9 after this draw"]),
    (T11, "Tobias", "I'll draw. Pile 10 -> 9", True, ["Draw a planet"]),
    # a path of places "(4 → 2 → Ace)", "(Ace first, then the 4)": checked against the board
    (R26, "Renata", "roll and move to the Ace of Crowns (4 -> 3 -> Ace)", False, ["the path 4 → 2 → Ace"]),
    (R26, "Renata", "I roll and move to the Ace of Crowns, 2 back (4 → 2 → Ace).", True,
     ["Roll and move to the Ace of Crowns"]),
    (I09, "Ingrid", "I'm going to roll and move my ship out to the 4 of Suns. It's two planets out from "
     "my sun (Ace first, then the 3), so I need a 2 or better.", False, ["the path sun → Ace → 4"]),
    (I09, "Ingrid", "roll and move to the 4 of Suns: sun, then the Ace, then the 4", True,
     ["Roll and move to the 4 of Suns"]),
    # "N planets out from my sun": a distance from the sun, checked (not a second place)
    (I09, "Ingrid", "roll and move to the 4 of Suns, two planets out from my sun", True,
     ["Roll and move to the 4 of Suns"]),
    (I09, "Ingrid", "roll and move to the 4 of Suns, 3 planets out from the sun", False, ["2 moves to 4 of Suns"]),
    # "just 1 in", "– 1 step in": a count with its way, checked
    (D36, "Delphine", "Roll and move to the Ace of Arms, 2 in.", False, ["leads to the sun of Arms"]),
    (D36, "Delphine", "roll+move to the 2 of arms, 1 out", False, ["leads to 5 of Arms"]),
    (D36, "Delphine", "roll+move to the 5 of arms, 1 out", True, ["Roll and move to the 5 of Arms"]),
    (I09, "Ingrid", "roll and move to the ace of suns – 1 step in", False, ["a move away from the sun"]),
    (I09, "Ingrid", "roll and move to the 4 of suns – 1 step out", False, ["2 moves to 4 of Suns"]),
    # "can't fail with the Null in": a certainty about the coin already named, not a second coin
    (M26, "Marco", "Colonizing the Ace of Moons: Null coin in, Ace coin as marker. With the Null in it can't miss.",
     True, ["roll with the Null coin; marker coin Ace"]),
    (M26, "Marco", "Colonize the Ace of Moons, roll with the 4, marker Ace. Can't fail with the 4 in.", False,
     ["the rules give Null or Ace"]),
    (M26, "Marco", "Colonize the Ace of Moons, roll with the 4, marker Ace. with the 4 in it's guaranteed", False,
     ["the rules give Null or Ace"]),
    # "the Ace of Moons can wait": a place put off, a plan
    (M26, "Marco", "restore the 2. colonizing the ace of moons will have to wait", True, ["Restore the 2 coin"]),
    (M26, "Marco", "Restoring the 2, the 4 of Moons can wait", True, ["Restore the 2 coin"]),
    # the object first: "the ace coin I put on it" is the marker
    (T25, "Tobias", "colonize here, no coins used. the null I put on it", True,
     ["roll with no coins; marker coin Null"]),
    (T25, "Tobias", "colonize this planet, the null coin I'll place on top, nothing used", True,
     ["roll with no coins; marker coin Null"]),
    (T25, "Tobias", "colonize here w/ the null, the ace I put on the planet", True,
     ["roll with the Null coin; marker coin Ace"]),
    (T25, "Tobias", "colonize here. The ace coin as marker, no coin for the roll, I need a 4 or more.", False,
     ["the rules give Null or Ace"]),
    # another player's colony "is worth N": checked against the board
    (T21, "Tobias", "Renata's 5 of Crowns colony is worth 9 to her. Restoring my 4.", False,
     ["7 points for Renata's colony"]),
    (T21, "Tobias", "the 5 of Crowns is worth 7 to Renata. restore the 4", True, ["Restore the 4 coin"]),
    # a sum's result, then the score after: "= 8 → 17"
    (T25, "Tobias", "Colonize the Ace of Suns: Null coin used, Ace as marker. 1+5+2 = 8 → 18.", False, ["17 in all"]),
    # "9 + the roll": a term of a sum, never a roll and move
    (M26, "Marco", "Colonize the ace planet with my 4 and 5, Ace goes on top. 9 + the roll, can't miss!", False,
     ["the rules give Null or Ace"]),
    # "before heading out": what comes after this turn
    (I09, "Ingrid", "Restore power, I want a full tank before heading out.", False, ["nothing to restore"]),
    (I09, "Ingrid", "draw a planet before I move on to the 4 of Suns", True, ["Draw a planet"]),
    # "with both coins": both of the stash
    (T25, "Tobias", "colonize with both coins", False, ["leaves no coin in your stash to mark the colony"]),
    (T25, "Tobias", "colonize using both my coins, marker null", False, ["cannot both be used"]),
    # "draw x2", "draw twice": one planet a turn
    (T11, "Tobias", "draw twice", False, ["a draw takes one planet"]),
    (T11, "Tobias", "Draw 2 planets", False, ["a draw takes one planet"]),
    (T11, "Tobias", "draw, 9 planets left after", True, ["Draw a planet"]),
    # "(3 out)", "(1 in)": a count and its way in brackets after a move, checked; "(2 in, ...)"
    # after a colonization stays a coin used
    (T11, "Tobias", "Roll and move to the 3 of Suns (2 out).", False, ["3 moves to 3 of Suns"]),
    (T11, "Tobias", "Roll and move to the 3 of Suns (3 in).", False, ["a move away from the sun"]),
    (T11, "Tobias", "Roll and move to the 3 of Suns (3 out, so 3+ gets me there).", True,
     ["Roll and move to the 3 of Suns"]),
    (D36, "Delphine", "Colonize the 3 of Arms (2 in, marker 3)", True,
     ["Colonize the 3 of Arms: roll with the 2 coin; marker coin 3"]),
    (D36, "Delphine", "Roll and move to the Ace of Arms (2 in)", False, ["1 moves to Ace of Arms"]),
    # "if I roll the Ace I'll just stop on the Ace planet": where a short roll leaves the ship
    (I09, "Ingrid", "roll to the 4 of Suns. If I roll an Ace I'll just stop on the Ace planet", True,
     ["Roll and move to the 4 of Suns"]),
    (I09, "Ingrid", "roll to the 4 of Suns. If I roll an Ace I'll just stop on the 5 planet", False,
     ["Ace of Suns on a roll of Ace"]),
    (I09, "Ingrid", "roll to the 4 of Suns. if i roll a 1, i land on the 4", False, ["Ace of Suns on a roll of Ace"]),
    # "Still 2 behind Renata": the lead over a rival after the action, checked
    (T21, "Tobias", "Colonize the 2 of Suns w/ my 5, the 2 as colony coin. Still 2 behind Renata.", True,
     ["Colonize the 2 of Suns: roll with the 5 coin; marker coin 2"]),
    (T21, "Tobias", "Colonize the 2 of Suns w/ my 5, the 2 as colony coin. Still 1 behind Renata.", False,
     ["9 against Renata's 11"]),
    (T21, "Tobias", "Colonize the 2 of Suns with the 5, marker 2 (2 pts behind Renata after)", True,
     ["marker coin 2"]),
    # "Marco and Delphine on 5" after a word of scores: each named player's score, checked
    ("ho19-col4-t25-ingrid", "Ingrid", "Taking the 5 back. Still top with 6 pts, Marco and Delphine on 4.", False,
     ["Delphine: 5", "Marco: 5"]),
    ("ho19-col4-t25-ingrid", "Ingrid", "Taking the 5 back. Marco, Yusuf on 5 pts", False, ["Yusuf: 4"]),
    ("ho19-col4-t25-ingrid", "Ingrid", "restore the 5. 6 pts for me, Marco and Delphine at 5", True,
     ["Restore the 5 coin"]),
    # "GG Tobias, well played – 17 to 11": the final score line after the words that end a game
    (R26, "Renata", "Last action: restore the null. GG Tobias, well played – 17 to 13.", False, ["your score: 11"]),
    (R26, "Renata", "restore the null. congrats Tobias, 11-17", True, ["Restore the Null coin"]),
    (R26, "Renata", "restore the null. Well played Tobias, 17 to 11!", True, ["Restore the Null coin"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
