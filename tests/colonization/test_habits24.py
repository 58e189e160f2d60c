"""The habits held-out 24 and 25 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits23.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

ILYA = "ho24-tri-t16-ilya"      # Ilya on the uncolonized Ace of Crowns (sun-Ace-2-5, his colony on the 2)
LUTZ = "ho24-quad-t23-lutz"     # Lutz on Yuki's colony on the 3 of Arms, its coin the Null
EARLY = "ho25-early3"           # Ingrid on a sun with all six coins, 14 planets left to draw
RAFE = "ho25-move3"             # Rafe on the Arms sun; Arms: Ace, 2 (Ingrid's colony and ship), 4, 5
LAST = "ho25-lastcoin3"         # Ingrid on the uncolonized 2 of Suns, her last coin the 5

CASES = [
    # the place after the order's dash ("Roll & move – 5 of Crowns, 2 steps"): the order's own
    # place, not a remark, and the count beside it checked
    (ILYA, "Ilya", "roll n move – 5 of crowns", True, ["Roll and move to the 5 of Crowns"]),
    (ILYA, "Ilya", "Roll & move - the 5 of Crowns, 2 moves", True, ["Roll and move to the 5 of Crowns"]),
    (ILYA, "Ilya", "Roll & move - 5 of Crowns, 3 steps", False, ["2 moves to 5 of Crowns"]),
    # a planet the move passes, named by its value ("past my own 2", "via my 2 colony"): checked
    # to lie on the way
    (ILYA, "Ilya", "roll to the 5 of Crowns, past my own 2", True, ["Roll and move to the 5 of Crowns"]),
    (ILYA, "Ilya", "roll to the 5 of Crowns via my 2", True, ["Roll and move to the 5 of Crowns"]),
    (ILYA, "Ilya", "roll to the 5 of Crowns (past the 5)", False, ["the path Ace → 2 → 5"]),
    # the attacked colony's coin in a sentence of its own ("It's a Null coin (value 0)") and the
    # faces said "on the die": checked
    (LUTZ, "Lutz", "attack yuki's colony here. it's a null coin, so only a null or ace destroys it", True,
     ["Attack the colony on the 3 of Arms"]),
    (LUTZ, "Lutz", "Attack the colony on the 3 of Arms. That's an ace coin", False, ["the colony's coin is Null"]),
    (LUTZ, "Lutz", "attack here, only a null or ace on the die takes it out", True,
     ["Attack the colony on the 3 of Arms"]),
    (LUTZ, "Lutz", "attack here, anything 2 or better on the die wins", False, ["Null or Ace"]),
    # the order's coin said again with "= success" ("Null used = success on an Ace planet")
    (ILYA, "Ilya", "colonize the ace here: null in, 5 marks it. null used = success", True,
     ["Colonize the Ace of Crowns: roll with the Null coin; marker coin 5"]),
    (ILYA, "Ilya", "colonise here w/ the ace coin, 4 as marker. ace in means certain success on the ace planet",
     True, ["Colonize the Ace of Crowns: roll with the Ace coin; marker coin 4"]),
    (ILYA, "Ilya", "colonize the ace here: 4 in, 5 marks it. 4 used = success", False, ["Null or Ace"]),
    # a stash count said "down to 5 after" (how many coins, not the 5 coin)
    (EARLY, "Ingrid", "Null coin to the sun of Arms\nstash down to 5 after", True, ["Play the Null coin"]),
    (EARLY, "Ingrid", "play the null, warp to the sun of arms. stash down to 4 coins after", False,
     ["5 coins in your stash"]),
    # the stack before and after the draw ("stack 20 now, after 19", "14, 13 after this",
    # "down to 12 after this"): both checked, not a plan
    (EARLY, "Ingrid", "draw. stack 14 now, after 13", True, ["Draw a planet"]),
    (EARLY, "Ingrid", "Drawing. pile's at 14, 13 after this", True, ["Draw a planet"]),
    (EARLY, "Ingrid", "draw a planet - bag down to 12 after this", False, ["13 after this draw"]),
    (EARLY, "Ingrid", "drawing, stack 15 now, after 14", False, ["14 planets left to draw"]),
    # "N spaces out" after a comma: a count of moves (a planet with an opponent's colony counts two)
    (RAFE, "Rafe", "rolling to 5 arms, 5 spaces out", True, ["Roll and move to the 5 of Arms"]),
    (RAFE, "Rafe", "roll to the 4 of Arms, 3 moves out", False, ["4 moves to 4 of Arms"]),
    (ILYA, "Ilya", "roll to 5 of crowns, 2 steps out", True, ["Roll and move to the 5 of Crowns"]),
    (ILYA, "Ilya", "roll & move to the 5 of Crowns, 1 step out", False,
     ["does not lead to 5 of Crowns (it leads to 2 of Crowns"]),
    # the faces a roll must beat, with a sign ("roll > 2 needed so 3, 4 or 5", "need >= 3")
    (LAST, "Ingrid", "colonize here with the 5 as marker, need > 2 so 3, 4 or 5", True,
     ["Colonize the 2 of Suns: roll with no coins; marker coin 5"]),
    (LAST, "Ingrid", "colonise here, marker 5. roll >= 3 needed", True, ["marker coin 5"]),
    (LAST, "Ingrid", "colonise here, marker 5. roll > 3 needed", False, ["3, 4 or 5"]),
    (LAST, "Ingrid", "colonise here, marker 5, need > 2 so 4 or 5", False, ["3, 4 or 5"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
