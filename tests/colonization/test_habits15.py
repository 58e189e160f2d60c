"""The habits held-out 15 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

D7, D8 = "ho15-duo-t7", "ho15-duo-t8"
Q24, Q29, Q30 = "ho15-quad-t24", "ho15-quad-t29", "ho15-quad-t30"
T25, T29, T34 = "ho15-trio-t25", "ho15-trio-t29", "ho15-trio-t34-last"

CASES = [
    # an order considered and given up ("I could X, but ..."): the order is what follows
    (Q24, "Delphine", "Was going to colonize the 5 with the 2 and 3, but nah. Restore the 4.", True,
     ["Restore the 4 coin"]),
    (Q24, "Delphine", "Could colonize now w/ ace+2+3 but that ends the game, so roll and move to the 4 of "
     "Arms instead", True, ["Roll and move to the 4 of Arms"]),
    (Q24, "Delphine", "I could colonize with the 2 and 3, but I'd rather draw.", True, ["Draw a planet"]),
    (Q24, "Delphine", "thought about warping with the null but nah, draw a planet", True, ["Draw a planet"]),
    # the score before and after the action ("Score 7 → 13", "from 7 to 13"), and the match bonus
    # named before the total ("the match gives +2 → 13"): each figure checked
    (T34, "Wen", "Colonize the 4 of Arms, 5 coin in, 4 marks it. the match gives +2 → 14", False,
     ["13 in all"]),
    (T34, "Wen", "Colonize the 4 of Arms, 5 coin in, 4 marks it. match bonus +3 → 13", False,
     ["a match bonus of 2"]),
    (T34, "Wen", "Colonize the 4 of Arms, 5 in, 4 marker. takes me from 7 to 13", True,
     ["roll with the 5 coin; marker coin 4"]),
    (T34, "Wen", "Colonize the 4 of Arms, 5 in, 4 marker. 7 → 12 pts", False, ["Wen: 13 after the action"]),
    (T34, "Wen", "Colonize the 4 of Arms, 5 in, 4 marker (score: 7 -> 13)", True, ["marker coin 4"]),
    (T34, "Wen", "Colonize the 4 of Arms, 5 in, 4 marker. score 8 → 13", False, ["Wen: 7 now"]),
    (T34, "Wen", "colonize 4 of arms, 4 in, 5 on top. I go from 7 to 13!", False, ["Wen: 7 or 11"]),
    # a roll and move with a place only for one face of the die: where to on any other roll?
    (T29, "Oskar", "roll n move - on an ace I jump to the 2 of Suns", False, ["any other roll"]),
    (T29, "Oskar", "roll and move: ace → 2 of Suns", False, ["any other roll"]),
    (T29, "Oskar", "Roll and move to the Ace of Moons; if I roll an ace, warp to Wen's 2", True,
     ["Roll and move to the 2 of Suns, or else the Ace of Moons"]),
    (T29, "Oskar", "roll. on an ace I warp to wen's 2 (needs an ace)", True, ["Roll and move to the 2 of Suns"]),
    # a colonization told by its coins and their verbs ("2 and 3 go in, null marks the colony")
    (Q24, "Delphine", "ok: 2 and 3 go in, the ace marks it", True,
     ["Colonize the 5 of Arms: roll with the 2 and 3 coins; marker coin Ace"]),
    (Q24, "Delphine", "null marks it, 2 + 3 go in", True, ["roll with the 2 and 3 coins; marker coin Null"]),
    (Q24, "Delphine", "All in: ace, 2 and 3 go in, null marks the colony.\nThat empties my stash. 10 pts for me.",
     False, ["9 in all"]),
    # labelled coin lines ("coin in: Null") and a reason line naming the order's coins again
    (D8, "Tobi", "Colonize the Ace of Moons\ncoins in: null\nmarker: 2", True,
     ["roll with the Null coin; marker coin 2"]),
    (D8, "Tobi", "[b]Action:[/b] Colonize the Ace of Moons\n[list]\n[*]coin in: Null\n[*]marker: Ace\n[/list]\n"
     "Null coin used = automatic success on an Ace planet. 1 + 5 + 2 = 9 points.", False, ["1 + 5 + 2 = 8"]),
    (D8, "Tobi", "Colonize the Ace of Moons\ncoin in: the Ace\nmarker: 3\nAce coin in = auto success, 1 + 5 = 6 pts",
     True, ["roll with the Ace coin; marker coin 3"]),
    # the colonization in other words ("make colony", "found a colony")
    (D7, "Marguerite", "Founding a colony on the 4 of Suns, 5 coin in, 4 as mark", True,
     ["Colonize the 4 of Suns: roll with the 5 coin; marker coin 4"]),
    (D7, "Marguerite", "I establish my colony here with the coin 3, and the coin 4 as mark", True,
     ["roll with the 3 coin; marker coin 4"]),
    (D7, "Marguerite", "Make colony 4 Suns. I use coin 5, and coin 4 is the mark.", True,
     ["roll with the 5 coin; marker coin 4"]),
    (D7, "Marguerite", "I make colony here. I throw no coin, only the dice, and I put the Ace coin as mark.\n"
     "I need 4 on the dice", False, ["the rules give 5"]),
    # a restore with nothing discarded: the rule is the answer
    (D7, "Marguerite", "restoring one coin", False, ["your discard pile is empty"]),
    # a clause beside the order that says how things stand is talk
    (Q30, "Ingrid", "null coin → Arms sun, Crowns is way too busy", True, ["warp to the sun of Arms"]),
    (Q30, "Ingrid", "Null coin to the sun of Arms. Moons sun is taken anyway.", True, ["warp to the sun of Arms"]),
    (Q29, "Ravi", "Playing my Null coin, off to the Arms sun, Crowns is too crowded", False,
     ["Null coin is not in your stash"]),
    # "+ roll" in a sum is the die, not a second action; "Stash after: N coin (X)" is checked
    (Q30, "Ingrid", "Colonize 3 of Moons with the 4, marker ace. 4 + roll beats 3. Stash after: 1 coin (null)",
     True, ["roll with the 4 coin; marker coin Ace"]),
    (Q30, "Ingrid", "Colonize 3 of Moons with the 4, marker ace. 0+4 = 4 + the roll. Stash after: 2 coins",
     False, ["1 coin in your stash"]),
    # "either X or Y" after the order: the choice left open is asked
    (Q24, "Delphine", "colonize the 5, either 2 and 3 in with the ace marker or ace+2+3 in and null marker, "
     "dunno", False, ["leaves a choice open"]),
    # a Null warp to "sun", no article nor suit, with several suns free: which one?
    (Q24, "Delphine", "null → sun pls", False, ["say which sun"]),
    (Q24, "Delphine", "discarding my null to warp to sun", False, ["say which sun"]),
    (Q24, "Delphine", "warp to my sun with the null", True, ["warp to the sun of Arms"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
