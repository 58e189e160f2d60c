"""The habits held-out 39 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits24.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

FEMI = "ho39-tri-t13-femi"        # Femi on the uncolonized 4 of Suns, all six coins
BOGDAN = "ho39-quad-t9-bogdan"    # Bogdan on the Suns sun (Suns: 5); only the Moons sun is free
MATTEO = "ho39-duo-t28-matteo"    # Matteo on the empty 3 of Arms, stash only the 5; 17 against Ingrid's 18
AURELIO = "ho39-duo-t14-aurelio"  # Aurelio on the Ace of Moons; Null, Ace, 3, 5; Zofia 5, Aurelio 4
CLOTILDE = "ho39-tri-t20-clotilde"  # Clotilde on her own 3 colony, 2 and 4 discarded; Femi 11, Clotilde 5
SORAYA = "ho39-quad-t26-soraya"   # Soraya on Pip's 4 of Crowns colony (coin 4); Pip 12

CASES = [
    # the winning faces listed in a bracket after the faces needed, and the odds they make
    # ("need 2+ (2,3,4,5 = 4 faces of 6)"): each checked, never a line left unread
    (FEMI, "Femi", "colonize the 4 with the 3, marker 4. need a 2 or better (2-5, 4 faces out of 6)", True,
     ["Colonize the 4 of Suns: roll with the 3 coin; marker coin 4"]),
    (FEMI, "Femi", "Colonize here, 3 in, 4 marks it.\nRoll must be 2+ (2, 3, 4 or 5)", True,
     ["Colonize the 4 of Suns: roll with the 3 coin; marker coin 4"]),
    (FEMI, "Femi", "colonize the 4 with the 3, marker 4. need 3+ (3, 4, 5)", False, ["2, 3, 4 or 5"]),
    (FEMI, "Femi", "colonize the 4 with the 3, marker 4. need 2+ (2,3,4,5 = 3 faces of 6)", False,
     ["the rules give 4 in 6"]),
    (FEMI, "Femi", "colonize the 4 with the 3, marker 4. need 2+ (5 faces of 6)", False,
     ["the rules give 4 in 6"]),
    (FEMI, "Femi", "colonize the 4 with the 3, marker 4 - 5 faces out of 6 win", False, ["the rules give 4 in 6"]),
    # "go with my ship to X" is the move, not "going with the 4 as marker"; the faces that reach
    # it said with their verb first ("every number is good except the null"), checked
    (BOGDAN, "Bogdan", "I go with my ship to the 5 of Suns, I roll. Every number is good except the null.",
     True, ["Roll and move to the 5 of Suns"]),
    (BOGDAN, "Bogdan", "going with my pawn to the 5, rolling", True, ["Roll and move to the 5 of Suns"]),
    (BOGDAN, "Bogdan", "roll to the 5 of suns - all rolls are fine but a null", True,
     ["Roll and move to the 5 of Suns"]),
    (BOGDAN, "Bogdan", "roll to the 5 of suns, every number works except the ace", False,
     ["Ace, 2, 3, 4 or 5"]),
    (BOGDAN, "Bogdan", "roll to the 5 of suns - anything works except null and ace", False,
     ["Ace, 2, 3, 4 or 5"]),
    # "the empty sun" while only one sun is free: that sun; "an empty sun", "another sun" stay asked
    (BOGDAN, "Bogdan", "null coin -> the free sun", True, ["Play the Null coin: warp to the sun of Moons"]),
    (BOGDAN, "Bogdan", "discard null, warp to the only unoccupied sun", True,
     ["Play the Null coin: warp to the sun of Moons"]),
    (BOGDAN, "Bogdan", "warp to another sun w/ my null", False, ["say which sun"]),
    (BOGDAN, "Bogdan", "play my 5 coin, warp to the empty sun", False, ["only the Null coin warps to a sun"]),
    # a lead over a rival written in words ("one ahead of Ingrid", "two points behind"): checked
    (MATTEO, "Matteo", "colonize 3 arms, 5 marks it, puts me one ahead of Ingrid", False,
     ["20 against Ingrid's 18"]),
    (MATTEO, "Matteo", "colonize 3 arms, 5 marks it. 17+3 = 20, two ahead of Ingrid", True,
     ["Colonize the 3 of Arms: roll with no coins; marker coin 5"]),
    (MATTEO, "Matteo", "colonize the 3 of Arms with 5 as marker. if it fails I stay one behind Ingrid", True,
     ["Colonize the 3 of Arms: roll with no coins; marker coin 5"]),
    (MATTEO, "Matteo", "colonize the 3 of Arms with 5 as marker, two points behind Ingrid if it fails", False,
     ["17 against Ingrid's 18"]),
    (AURELIO, "Aurelio", "colonize the ace with my ace, null marks it. That's me three ahead of Zofia", False,
     ["10 against Zofia's 5"]),
    # a score that an action leaves as it is, said with its unit ("Still on 5 points"): the
    # poster's own score, checked (it was taken for a player named "Still")
    (CLOTILDE, "Clotilde", "Restore the 2. Still on 6 points, 6 behind Femi :(", False, ["your score: 5"]),
    (CLOTILDE, "Clotilde", "restoring my 2 - still at 5 points", True, ["Restore the 2 coin"]),
    (CLOTILDE, "Clotilde", "Restore the 2. Still at 4 pts", False, ["your score: 5"]),
    (CLOTILDE, "Clotilde", "Restore the 2. still 2 pts behind Femi", False, ["your score 5 against Femi's 11"]),
    # the attacked player spoken to ("you drop to 6"): that player's score, checked
    (SORAYA, "Soraya", "Sorry Pip, destroying your 4 colony. If it works you drop to 7.", False, ["Pip: 6 or 12"]),
    (SORAYA, "Soraya", "attacking Pip's colony here; if it falls you go down to 6, sorry", True,
     ["Attack the colony on the 4 of Crowns"]),
    # what the Ace planet gives, said after its name ("ace planet +5"): its bonus (5) or its value
    # with the bonus (6), checked; it was a remark left unchecked, and beside a comma list its "5"
    # was read as a coin
    (AURELIO, "Aurelio", "Colonize the Ace of Moons with the ace coin, null marker - ace planet +4, score 4 -> 10",
     False, ["+5 for the Ace planet"]),
    (AURELIO, "Aurelio", "colonize here w/ ace, null marks it, ace planet +5, score 4 -> 10", True,
     ["Colonize the Ace of Moons: roll with the Ace coin; marker coin Null"]),
    (AURELIO, "Aurelio", "colonising the ace, ace coin in, null on top (ace tile: +6 pts)", True,
     ["Colonize the Ace of Moons: roll with the Ace coin; marker coin Null"]),
    (AURELIO, "Aurelio", "colonize the ace w/ my ace, marker null. ace planet = +7", False,
     ["+5 for the Ace planet"]),
    # the value of the poster's own colony said as a reason ("my colony is a 3 so that's
    # allowed"): checked against the board
    (CLOTILDE, "Clotilde", "roll and move to the ace of Moons; on an ace I warp to the 3 of Arms "
     "(my colony is a 4 so I can)", False, ["your colonies: 3 of Moons"]),
    (CLOTILDE, "Clotilde", "roll and move to the ace of Moons; if I roll an ace, warp to the 3 of Arms "
     "(my colony's a 3)", True, ["Roll and move to the 3 of Arms, or else the Ace of Moons"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
