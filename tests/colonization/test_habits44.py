"""The habits held-out 44 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits24.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

TEO = "ho44-duo-mid-teodor"        # Teodor on his own 4 of Moons colony, stash null/ace/4; the 4 of Suns free
INGRID = "ho44-trio-t28-ingrid"    # Ingrid on Kwame's 4 of Moons colony (not a sun), discard 5
BEA = "ho44-quad-t22-bea"          # Bea on her sun, stash ace/4, discard 2/5
OSV = "ho44-quad-t51-osvaldo"      # Osvaldo on the free Ace of Moons, stash just the 3, discard 5
FEN = "ho43-quad-t32-fenwick"      # Fenwick on the free Ace of Arms, stash null/5, score 10 (+6 on the Ace)
OSKAR = "ho43-duo-t17-oskar"       # Oskar on the free 4 of Suns, stash null/4/5 (set 43)

CASES = [
    # a warp to a planet named by its value right after "to" ("warp over to the 4 in X's system"):
    # the planet, not the coin; from one's own colony of that value a rolled Ace also warps
    # there, so which way is asked; the coin named says it
    (TEO, "Teodor", "gonna warp to the 4 over in Suns, nobody's there", False,
     ["say whether you play your 4 coin"]),
    (TEO, "Teodor", "I'll warp across to a 4 in the other system", False, ["or roll and move"]),
    (TEO, "Teodor", "warping to the 4 of Suns with my 4 coin", True, ["Play the 4 coin: warp to the 4 of Suns"]),
    (TEO, "Teodor", "play the 4 coin to warp over to the 4 in Marisol's system", True,
     ["Play the 4 coin: warp to the 4 of Suns"]),
    # how many coins come back, said "only the one" / "just the two" beside where the ship is
    # ("not on a sun so only the one"): both checked
    (INGRID, "Ingrid", "restore the 5 - not on a sun, so just the one", True, ["Restore the 5 coin"]),
    (INGRID, "Ingrid", "Taking the 5 back. Not at a sun so only the one.", True, ["Restore the 5 coin"]),
    (INGRID, "Ingrid", "restore the 5, not on a sun so only the two", False, ["1 coin restored"]),
    (INGRID, "Ingrid", "restore the 5, on a sun so only the one", False, ["your ship is on 4 of Moons"]),
    # the stash after, "N coins in (my) stash (again)" with its coins in brackets: both checked
    (BEA, "Bea", "on my sun: restoring the 2 and the 5.\nLeaves me 4 coins in my stash (ace, 2, 4, 5).", True,
     ["Restore the 2 and 5 coins"]),
    (BEA, "Bea", "taking back both, that gives me 4 coins in stash now (ace, 2, 4, 5)", True,
     ["Restore the 2 and 5 coins"]),
    (BEA, "Bea", "on my sun: restoring the 2 and the 5.\nThat gives me 4 coins in stash again (ace, 2, 3, 5).",
     False, ["Ace, 2, 4 and 5"]),
    (BEA, "Bea", "restore the 2 and 5, gives me 5 coins in stash again (ace, 2, 4, 5)", False, ["4 coins in your stash"]),
    # a wish not to end the game yet ("I do not want to end the game yet"): checked against the
    # action, which must leave a coin in the stash
    (OSV, "Osvaldo", "restore the 5. don't want to end the game just yet", True, ["Restore the 5 coin"]),
    (OSV, "Osvaldo", "Drawing, I'm not trying to end the game", True, ["Draw a planet"]),
    (OSV, "Osvaldo", "Colonize the ace, marker 3. I don't want to end the game though", False,
     ["with no coin left in your stash the game ends"]),
    # the score after with its breakdown in brackets and no "pts" ("17 after (10 + 1 + 5 + 1)"):
    # a figure, checked whole, the right total named
    (FEN, "Fenwick", "colonize the ace here, null in, marker 5. 17 after (10 + 1 + 5 + 1)", False,
     ["a total of 16"]),
    (FEN, "Fenwick", "Colonising here w/ the null, 5 marks it - 16 after (10 + 1 + 5)", True,
     ["Colonize the Ace of Arms: roll with the Null coin; marker coin 5"]),
    (FEN, "Fenwick", "colonize, null in, marker 5. so 15 after (10 + 1 + 4)", False, ["a total of 16"]),
    # the score after with no breakdown and no "pts" ("17 after", "so 16 afterwards"): checked;
    # a planet for later ("the 4 afterwards") and a stack count in a draw stay what they were
    (FEN, "Fenwick", "colonize the ace here, null in, marker 5, 17 afterwards", False, ["(16 in all)"]),
    (FEN, "Fenwick", "Colonising the ace w/ the null, marker 5 - 15 after", False, ["(16 in all)"]),
    (FEN, "Fenwick", "colonize the ace here, null in, marker 5. so 16 afterwards.", True,
     ["Colonize the Ace of Arms: roll with the Null coin; marker coin 5"]),
    (FEN, "Fenwick", "draw a planet, then on to the 4 afterwards", True, ["Draw a planet"]),
    (FEN, "Fenwick", "draw a planet. stack 13, 12 after", False, ["8 planets left to draw, 7 after this draw"]),
    # a match bonus said by its coin in brackets ("+2 (3 on the 3)") inside a sum of points
    (OSKAR, "Oskar", "Colonize the 4 of Suns, 5 in, marker 4.\nif it works: planets 3 + 1 + 4 = 8, +5 ace "
     "bonus, +2 (3 on the 3), +2 (4 coin on the 4) = 17", True, ["Colonize the 4 of Suns: roll with the 5 coin; marker coin 4"]),
    (OSKAR, "Oskar", "Colonize the 4 of Suns, 5 in, marker 4.\nif it works: planets 3 + 1 + 4 = 8, +5 ace "
     "bonus, +2 (3 on the 3), +2 (4 on the 4) = 18", False, ["= 17"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
