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
    # coins put in, a coin's marker said after "coin", a bracketed bonus, a thought then the order
    (D7, "Marguerite", "Colonising the 4 (my ship's already here). Putting in the 2 and the 3, the Ace goes on "
     "top. 2+3 = 5 so I can't miss. That's +4 for me.", True, ["roll with the 2 and 3 coins; marker coin Ace"]),
    (D7, "Marguerite", "I'll colonize with the 5 coin. Marker = 4 (+2 match bonus). 6 pts total.", True,
     ["roll with the 5 coin; marker coin 4"]),
    (D7, "Marguerite", "I'll colonize with the 5 coin. Marker = 4 (+3 match bonus).", False,
     ["a match bonus of 2"]),
    (T34, "Wen", "colonize 4 arms: 5 coin in / 4 coin marker", True, ["roll with the 5 coin; marker coin 4"]),
    (D8, "Tobi", "I'd love to colonize the Ace right now but I'll draw first to see what comes.", True,
     ["Draw a planet"]),
    (D7, "Marguerite", "Thinking about colonizing w/ the 5... yeah ok, doing it: 5 in, 4 marker.", True,
     ["roll with the 5 coin; marker coin 4"]),
    # the parts of a path in a bracket, checked as the moves they add up to
    (Q29, "Ravi", "roll and move to the 3 of Crowns, need a 5 (2+1+2)", True, ["Roll and move to the 3 of Crowns"]),
    (Q29, "Ravi", "roll & move to 5 of Crowns, 2 moves (1+1)", False, ["3 moves to 5 of Crowns"]),
    # a question after the order offering another choice is asked
    (Q24, "Delphine", "Colonize the 5 of Arms, 2 and 3 in, ace marker. Or maybe null marker?", False,
     ["please confirm"]),
    (Q24, "Delphine", "Colonize the 5 of Arms, 2 and 3 in, ace marker. Or the null?", False, ["'null'"]),
    (Q24, "Delphine", "Colonize the 5 of Arms, 2 and 3 in, ace marker. Null marker better?", False,
     ["please confirm"]),
    (Q24, "Delphine", "Colonize the 5 of Arms, 2 and 3 in, ace marker. That's 9 pts, right?", True,
     ["marker coin Ace"]),
    # a sum "= N points after" is the total; "tie at N with X" checked; "4 coin placed" marks
    (Q30, "Ingrid", "Colonize 3 of Moons, 4 in, null marker. 5 + 3 = 8 points after", True,
     ["roll with the 4 coin; marker coin Null"]),
    (Q30, "Ingrid", "Colonize 3 of Moons, 4 in, null marker. 5 + 4 = 9 points after", False, ["8"]),
    (T34, "Wen", "Colonize the 4 of Arms: 4 in, 5 on the planet — tie at 13 with Oskar", False, ["11"]),
    (T34, "Wen", "Colonize the 4 of Arms: 5 in, 4 on the planet — tie at 13 with Oskar", True,
     ["roll with the 5 coin; marker coin 4"]),
    (D7, "Marguerite", "Colonize: 5 coin used, 4 coin placed. Expected +6.", True,
     ["roll with the 5 coin; marker coin 4"]),
    (D7, "Marguerite", "Colonize: 5 coin used, 4 coin placed. Expected +4.", False, ["+6"]),
    # the stash after an arrow is the stash after the action; "worth N" checked; "stays behind
    # as marker"; "I go for the colony"
    (Q24, "Delphine", "Restore 4 → stash null, ace, 2, 3", False, ["stash"]),
    (Q24, "Delphine", "Restore 4 → stash null, ace, 2, 3, 4", True, ["Restore the 4 coin"]),
    (D8, "Tobi", "Colonize the Ace of Moons with the null coin and the ace as my marker, worth 6.", False, ["8"]),
    (D8, "Tobi", "Colonize the Ace of Moons with the null coin and the ace as my marker, worth 8.", True,
     ["roll with the Null coin; marker coin Ace"]),
    (T34, "Wen", "Colonize the 4 of Arms using the 5 coin, the 4 stays behind as marker.", True,
     ["roll with the 5 coin; marker coin 4"]),
    (Q24, "Delphine", "I go for the colony: 2 and 3 in, ace on top", True,
     ["roll with the 2 and 3 coins; marker coin Ace"]),
    (Q24, "Delphine", "going for a colony here, ace+2+3 in, null marks it", True,
     ["roll with the Ace, 2 and 3 coins; marker coin Null"]),
    # a bracketed question to the GM offering another choice; "Next turn: draw." is a plan
    (Q24, "Delphine", "colonize 5 arms, 2+3 in, ace marker (unless you think null marker is better, GM?)",
     False, ["please confirm"]),
    (D7, "Marguerite", "Colonize the 4 of Suns with the 5, marker 4. Next turn: draw.", True,
     ["roll with the 5 coin; marker coin 4"]),
    (Q29, "Ravi", "Restore the null. Later: roll to the 5 of Crowns.", True, ["Restore the Null coin"]),
    # labels of a template or a non-native post: "Coin for roll: 5", "mark coin 4", "Need: 2+",
    # "Moves: 3", "Score after: 12"; a post-fixed marker "the coin 4 I put on the planet"
    (D7, "Marguerite", "For this turn I am colonizing. Coin for roll: 5. Coin for mark: 4.", True,
     ["roll with the 5 coin; marker coin 4"]),
    (D7, "Marguerite", "Colonizing. coins for the roll: 2, 3. coin for the colony: ace", True,
     ["roll with the 2 and 3 coins; marker coin Ace"]),
    (D7, "Marguerite", "I do colonization of 4 Suns with coin 5, mark coin 4, is sure success", True,
     ["roll with the 5 coin; marker coin 4"]),
    (D7, "Marguerite", "I want colonize this 4 planet. I use the coin 5 for the dice and the coin 4 I put on "
     "the planet.", True, ["roll with the 5 coin; marker coin 4"]),
    (D7, "Marguerite", "Action: Colonize\nPlanet: 4 of Suns\nUsing: 3, 2\nMarker: Ace\nNeed: 2+", False,
     ["any roll"]),
    (Q29, "Ravi", "Action: Roll and move\nTarget: 5 of Crowns\nMoves: 3", True, ["Roll and move to the 5 of Crowns"]),
    (Q29, "Ravi", "Action: Roll and move\nTarget: 5 of Crowns\nMoves: 2", False, ["3 moves"]),
    (T34, "Wen", "Action: Colonize the 4 of Arms\nCoin(s) used: 5\nColony coin: 4\nScore after: 12", False,
     ["your score after the action: 13"]),
    (Q24, "Delphine", "Colonize (5 of Arms): coins 2, 3 / marker A", False, ["which coin marks the colony"]),
    # the restore, a Null warp and a relative move in other words
    (Q24, "Delphine", "I give back to me the coin 4 from discard", True, ["Restore the 4 coin"]),
    (Q30, "Ingrid", "I throw away the null coin and go to sun of Suns", True, ["warp to the sun of Suns"]),
    (T29, "Oskar", "Roll to move one planet inward", True, ["Roll and move to the Ace of Moons"]),
    # what could be, after the order ("..., so I could take two but"); "one coin left after" checked
    (Q29, "Ravi", "Restore the null, I'm on the sun so I could take two but only the null is there", True,
     ["Restore the Null coin"]),
    (T34, "Wen", "I colonize the 4 with the 5 and mark it with the 4. I still have one coin left after.", False,
     ["0 coins"]),
    (T34, "Wen", "I colonize the 4 with the 5 and mark it with the 4. no coins left after, game over", True,
     ["roll with the 5 coin; marker coin 4"]),
    # an EDIT that adds an action is a second action, not a revision
    (Q30, "Ingrid", "Restore the 2\nEDIT: and draw too", False, ["one action per turn"]),
    (Q30, "Ingrid", "Draw a planet\nEDIT: restore the 2 as well", False, ["one action per turn"]),
    (Q30, "Ingrid", "Restore the 2\nEDIT: sorry, I meant the 5!", True, ["Restore the 5 coin"]),
    # the coins on lines of their own under the colonization
    (Q24, "Delphine", "Colonize the 5 of Arms\n\n2 and 3 go in\nace on top\n\nneed 1+", True,
     ["roll with the 2 and 3 coins; marker coin Ace"]),
    (Q24, "Delphine", "Colonize the 5 of Arms\n2 + 3 in\nnull marks it\nneed anything but a null", True,
     ["roll with the 2 and 3 coins; marker coin Null"]),
    # an order corrected on its own line: a piece ("no wait, the 2") or a whole order
    (Q30, "Ingrid", "restore the 5. no wait, the 2.", True, ["Restore the 2 coin"]),
    (Q30, "Ingrid", "restore the 5, I mean the 2", True, ["Restore the 2 coin"]),
    (Q30, "Ingrid", "I'll restore the 5 - or actually no, the 2", True, ["Restore the 2 coin"]),
    (Q30, "Ingrid", "restore the 5, I mean draw a planet", True, ["Draw a planet"]),
    # a Null branch to "somewhere": asked
    (Q29, "Ravi", "roll & move to the 5 of Crowns, on a null I'll warp somewhere", False, ["names no place"]),
    (Q29, "Ravi", "roll & move to the 5 of Crowns; if null, warp to the Suns sun", True,
     ["5 of Crowns"]),
    (Q30, "Ingrid", "Hi all. restore the 5, I mean the 2", True, ["Restore the 2 coin"]),
    (D8, "Tobi", "Draw. If Tobi... I mean if I get Crowns I'll warp there next turn", True, ["Draw a planet"]),
    # a sum and what it beats: "(1 + 4 = 5 > 4)"
    (D7, "Marguerite", "colonize 4 suns with the ace, 4 marker: need 4 or 5 (1 + 4 = 5 > 4)", True,
     ["roll with the Ace coin; marker coin 4"]),
    # the discard left after the action checked; the same order pasted twice is one; a figure of a
    # plan's later turn is not this turn's
    (T29, "Oskar", "Restore the 4, leaving the 5 in my discard", False, ["your discard"]),
    (T29, "Oskar", "Restore the 4, leaving the 2 in my discard", True, ["Restore the 4 coin"]),
    (T29, "Oskar", "restore 4\nrestore 4", True, ["Restore the 4 coin"]),
    (T29, "Oskar", "Roll and move to the Ace of Moons. (Colonizing it next turn with the null — 13 points, "
     "game over.)", True, ["Roll and move to the Ace of Moons"]),
    # an "Or X." sentence in a post not decided yet is asked; a plan after "and" is the later turn's
    (D7, "Marguerite", "Thinking of colonizing with the 5. Or draw. Not sure yet, will post later.", False, []),
    (Q29, "Ravi", "Restore the null and warp to the Arms sun next turn", True, ["Restore the Null coin"]),
    (Q29, "Ravi", "Restore the null, obviously. Warping to the Arms sun next turn.", True, ["Restore the Null coin"]),
    # actions weighed over the lines of a post, none chosen, are asked about as such
    (D7, "Marguerite", "Either colonize now or draw first, hmm.\nDraw maybe? Or colonize with the 5. Ideas?",
     False, ["weighs actions"]),
    # a second EDIT on the same line as the first revises it
    (T29, "Oskar", "Draw a planet\n\nEDIT: nah, restore the 4 instead. EDIT2: sorry, the 2", True,
     ["Restore the 2 coin"]),
    (T29, "Oskar", "Restore the 4. EDIT: the 2", True, ["Restore the 2 coin"]),
    # a marker not named ("marker whatever's left over") is asked, never taken from the coins before
    (Q24, "Delphine", "colonize 5 of arms with 2 and 3, marker whatever's left over", False,
     ["say which coin marks the colony"]),
    (Q24, "Delphine", "colonize 5 of arms with 2 and 3, marker: any", False, ["say which coin marks the colony"]),
    # a Null warp to "sun", no article nor suit, with several suns free: which one?
    (Q24, "Delphine", "null → sun pls", False, ["say which sun"]),
    (Q24, "Delphine", "discarding my null to warp to sun", False, ["say which sun"]),
    (Q24, "Delphine", "warp to my sun with the null", True, ["warp to the sun of Arms"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)


def test_corrected_inline_is_game_neutral():
    """The kit's `sentences.corrected_inline` (appended by this reader): the order and its
    correction on one line, or None."""
    from gm_tool.core.kit.reading.sentences import corrected_inline

    assert corrected_inline("restore the 5. no wait, the 2.") == ("restore the 5", "the 2.")
    assert corrected_inline("sell 1 red, I mean 1 blue") == ("sell 1 red", "1 blue")
    assert corrected_inline("2 gold, make that 3") == ("2 gold", "3")
    assert corrected_inline("restore the 5") is None
    assert corrected_inline("x" * 500 + ", I mean y") is None
