"""The habits held-out 47 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits24.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

ACE = "ho47-duo9"         # Ilse on the uncolonized Ace of Moons, all six coins
FOUR = "ho47-duo14"       # Ilse on the uncolonized 4 of Suns (sun - 3 - 4, her colony on the 3)
SUN = "ho47-tri27"        # Marguerite on the sun of Suns (Ace, 2, 5 out from it)
OSKAR = "ho43-duo-t17-oskar"  # Oskar on the uncolonized 4 of Suns, stash Null, 4, 5

CASES = [
    # a sum said to be what the colony is worth ("worth 1+5 = 6"): the colony's points, checked
    # against the rules, the match bonus too (it was only added up: 1 + 5 is 6)
    (ACE, "Ilse", "colonize the ace, no coins, marker ace - worth 1 + 5 = 6 pts", False,
     ["+8 points if the colonization succeeds"]),
    (ACE, "Ilse", "Colonize this Ace w/o coins, ace as marker, its worth 1+5+1 = 7", False,
     ["+8 points if the colonization succeeds"]),
    (ACE, "Ilse", "colonize the ace, marker 5, worth 1+5+2 = 8", False,
     ["+6 points if the colonization succeeds"]),
    (ACE, "Ilse", "colonise the ace, marker ace, its worth 1+5+2=8 pts", True,
     ["Colonize the Ace of Moons: roll with no coins; marker coin Ace"]),
    (ACE, "Ilse", "Colonize the Ace of Moons, no coins, marker 5: worth 1 + 5 = 6", True,
     ["Colonize the Ace of Moons: roll with no coins; marker coin 5"]),
    # the steps to the place named said in a clause of their own ("which is 1 space back",
    # "that's 2 spaces back", "it's 3 spaces back"): checked as ", 1 space back" is (it was
    # left as talk, unchecked, and the post accepted)
    (FOUR, "Ilse", "roll and move to the sun; it's 3 spaces back", False,
     ["the rules give 2 moves to the sun of Suns"]),
    (FOUR, "Ilse", "roll and move to the sun - that's 1 step in", False,
     ["it leads to 3 of Suns, not to the sun of Suns"]),
    (FOUR, "Ilse", "roll and move to my 3, which is 2 spaces in", False,
     ["it leads to the sun of Suns, not to 3 of Suns"]),
    (FOUR, "Ilse", "roll and move to the sun - that's 2 spaces back", True,
     ["Roll and move to the sun of Suns"]),
    (FOUR, "Ilse", "roll + move to my 3, which is 1 step in", True, ["Roll and move to the 3 of Suns"]),
    # the faces that win said again after "i.e." or ", so" ("need roll > 3, i.e. 4 or 5"):
    # checked as faces, not an unread line
    (FOUR, "Ilse", "Colonize the 4 of Suns with null and ace, marker 4. need roll > 3, ie 4 or 5", True,
     ["Colonize the 4 of Suns: roll with the Null and Ace coins; marker coin 4"]),
    (FOUR, "Ilse", "Colonize 4-Suns w/ null & ace, marker 4\nneed a 4+, i.e. 4, 5", True,
     ["Colonize the 4 of Suns: roll with the Null and Ace coins; marker coin 4"]),
    (FOUR, "Ilse", "Colonize the 4 of Suns with null and ace, marker 4. need roll > 3, so 4 or 5", True,
     ["Colonize the 4 of Suns: roll with the Null and Ace coins; marker coin 4"]),
    (FOUR, "Ilse", "Colonize the 4 of Suns with null and ace, marker 4. need roll > 3, i.e. 3, 4 or 5", False,
     ["you wrote \"3, 4 or 5\"; the rules give 4 or 5"]),
    # a place named only to say where the destination lies ("the ace, its right next to the
    # sun", "beside the sun"): a landmark, never the destination (the sun was read as the move's
    # target and the ace left unread); "next to" is checked on the board
    (SUN, "Marguerite", "Roll & move to the Ace - it's next to the sun", True, ["Roll and move to the Ace of Suns"]),
    (SUN, "Marguerite", "moving out to the ace, the planet beside the sun", True,
     ["Roll and move to the Ace of Suns"]),
    (SUN, "Marguerite", "roll and move to the 2, near the sun", True, ["Roll and move to the 2 of Suns"]),
    (SUN, "Marguerite", "roll + move to the 2, it's beside the sun", False,
     ["2 of Suns is not next to the sun of Suns (it is 2 places from it)"]),
    (SUN, "Marguerite", "roll and move to the 5, right next to the sun", False,
     ["5 of Suns is not next to the sun of Suns"]),
    # coins put "into the roll" (or "into the die"): the coins used, as "in" alone says; with a
    # marker and no action word, the colonization ("roll" there is the die, not the roll-and-move
    # action: the line was not read at all)
    (OSKAR, "Oskar", "the 4 + 5 into the roll, null goes on top. 9 + anything beats 4", True,
     ["Colonize the 4 of Suns: roll with the 4 and 5 coins; marker coin Null"]),
    (OSKAR, "Oskar", "throw 5 into the die, null as the marker", True,
     ["Colonize the 4 of Suns: roll with the 5 coin; marker coin Null"]),
    # "N + whatever > T", "N + any roll beats T": the coins' total and the planet's value are
    # checked, not only the faces (every face) the player claims
    (OSKAR, "Oskar", "4 and 5 into the roll, null marker: 8 + anything > 4", False,
     ["roll + 9 (the coins you use add up to 9)"]),
    (OSKAR, "Oskar", "colonize: 5 into the roll, marker null, 5 + any roll beats 3", False,
     ["roll + 5 against the planet's value 4"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
