"""The habits held-out 18 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

G27 = "ho18-col18-duo-t27-goran"
S13 = "ho18-col18-quad-t13-saoirse"
F06 = "ho18-col18-duo-t06-felicity"
G41 = "ho18-col18-duo-t41-goran"
G41_POST = "Colonize the 5 of Suns, roll with the 5, marker Null\n"

CASES = [
    # a sum from the score now ("14+2 = 16") in a colonization post: the score after, checked
    (G27, "Goran", "colonize here with the 3, marker 2. 14 + 2 = 16", False, ["14 + 4 = 18"]),
    (G27, "Goran", "Colonize the 2 of Suns, 3 coin in, 2 on top -> 14+3 = 17 pts", False, ["14 + 4 = 18"]),
    (G27, "Goran", "col the 2 of suns w/ the 3, 2 marks it: 14 + 4 = 18 for me", True,
     ["Colonize the 2 of Suns: roll with the 3 coin; marker coin 2"]),
    # the match bonus claimed in words with a colony coin that does not match the planet
    (G27, "Goran", "Colonize the 2 of Suns with the 2 and 3, null marker, match bonus incoming", False,
     ["no match bonus"]),
    (G27, "Goran", "colonize here: 2 in, 3 as marker for the match", False, ["no match bonus"]),
    (G27, "Goran", "colonize here: 3 in, 2 as marker for the match", True, ["marker coin 2"]),
    (G27, "Goran", "colonize here with the 2 and 3, null marker. no match bonus but it's safe", True,
     ["marker coin Null"]),
    # "both" restored with one coin in the discard: wrong, the count named
    (S13, "Saoirse", "Taking both back, I'm on the sun", False, ["1 coin restored"]),
    (S13, "Saoirse", "restore both coins pls", False, ["1 coin restored"]),
    (S13, "Saoirse", "restore the null", True, ["Restore the Null coin"]),
    # several status labels on one line ("Need: ... . Score after: ..."): each read and checked
    (G41, "Goran", G41_POST + "Odds: 5 in 6. Score after: 31. Stash after: empty", True, ["marker coin Null"]),
    (G41, "Goran", G41_POST + "Need: Ace or better. Score after: 30", False, ["23 or 31"]),
    (G41, "Goran", G41_POST + "Need: 2+. Score after: 31", False, ["Ace, 2, 3, 4 or 5"]),
    # "(5 colonies, +3)": the colony-count bonus named with the count, checked
    (G41, "Goran", G41_POST + "Score after: 31 (5 colonies, +3)", True, ["marker coin Null"]),
    (G41, "Goran", G41_POST + "Score after: 31 (5 colonies, +2)", False, ["+3 for 5 colonies"]),
    # a coin's role said with a verb ("the 5 coin goes in", "the Null marks the colony"), no
    # "colonize": the colonization, read by its coins
    (G41, "Goran", "the 5 coin goes in, the Null marks the colony.", True,
     ["Colonize the 5 of Suns: roll with the 5 coin; marker coin Null"]),
    (G41, "Goran", "Last shot at the 5 of Suns: the 5 goes in and the null marks it", True,
     ["Colonize the 5 of Suns: roll with the 5 coin; marker coin Null"]),
    (G41, "Goran", "the null goes in, the 5 coin marks the planet. anything but a null roll does it", False,
     ["no roll"]),
    # "anything but a Null roll does it": the faces, the word "roll" inside the figure
    (G41, "Goran", "colonize: 5 in, null marks it. Anything but an ace roll does it", False,
     ["Ace, 2, 3, 4 or 5"]),
    # an EDIT that changes the coins with "roll with the N": the colonization's coins, not a move
    (G27, "Goran", "colonize here, no coins, marker 2\nEDIT: actually rolling with my 3 coin, safer", True,
     ["Colonize the 2 of Suns: roll with the 3 coin; marker coin 2"]),
    (G27, "Goran", "Colonize the 2 of Suns with the 3, marker 2\nEDIT: roll with the 2 and 3 instead, null marker",
     True, ["roll with the 2 and 3 coins; marker coin Null"]),
    (G27, "Goran", "Colonize the 2 of Suns with the 3, marker 2\nEDIT: roll with the 5 instead", False,
     ["coin 5 is not in your stash"]),
    # "3 + roll is at least 3": the roll as a noun in working, never a second action
    (G27, "Goran", "Colonize the 2 of Suns, rolling with the 3 coin, marker 2\n3 + roll is at least 3 > 2, safe",
     True, ["Colonize the 2 of Suns: roll with the 3 coin; marker coin 2"]),
    (G27, "Goran", "Colonize here rolling w/ the 3, marker 2.\nroll + 3 beats 2 whatever happens", True,
     ["Colonize the 2 of Suns: roll with the 3 coin; marker coin 2"]),
    # "non-null", "non-ace": every face but the one named
    (F06, "Felicity", "roll & move to the 4 of Moons. a non-null roll does it", True,
     ["Roll and move to the 4 of Moons"]),
    (S13, "Saoirse", "roll and move to the 2 of Arms, any non-null gets me there", False, ["2, 3, 4 or 5"]),
    (S13, "Saoirse", "move to the 2 of Arms, anything non-null and non-ace works", True,
     ["Roll and move to the 2 of Arms"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
