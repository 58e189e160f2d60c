"""The habits held-out 22 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

OPEN = "ho22-b2-open"     # Lutz's first turn: 20 planets in the stack, the Crowns sun empty
LATE = "ho22-a3-late"     # Tobi on the 4 of Crowns (uncolonized), stash only the 4, score 10
MID = "ho22-c4-mid"       # Dara on the Crowns sun; Ann's colony on the 2 of Crowns, then the 3
ACE = "ho22-c4-ace"       # Kofi on the Ace of Suns (uncolonized), stash Null, Ace, 2, 3, 4
INES = "ho22-a3-mid"      # Ines on the 4 of Suns (uncolonized), stash Null, Ace, 4, 5
D39 = "ho21-quad-t39-delphine-last"   # Delphine: planets 4 + 2 (two matches), the 3 of Crowns: 13 at best

CASES = [
    # "Stack: 20 -> 18 after this draw": the planets left once this very draw is made, checked
    # (not a plan for a later turn)
    (OPEN, "Lutz", "Drawing. Pile: 20 -> 18 after this draw", False, ["19 after this draw"]),
    (OPEN, "Lutz", "draw a planet. 20 in the stack, 18 after this one", False, ["19 after this draw"]),
    (OPEN, "Lutz", "Drawing. Pile: 20, 19 after this draw", True, ["Draw a planet"]),
    (OPEN, "Lutz", "draw a planet (stack 20 -> 19 after this one)", True, ["Draw a planet"]),
    # "Current score 10, 17 after if it works": the score now and after the action, checked
    (LATE, "Tobi", "colonize w/ marker 4 -- points 10, 15 if it lands", False, ["10 or 16 after the action"]),
    (LATE, "Tobi", "Colonize here, my 4 as the marker. Score 10 now, 17 afterwards.", False,
     ["10 or 16 after the action"]),
    (LATE, "Tobi", "colonize the 4 here, no coins, 4 marks it. my score 10 now, 16 afterwards", True,
     ["Colonize the 4 of Crowns: roll with no coins; marker coin 4"]),
    # "First time playing Colonization": the game played, not the play-a-coin action
    (OPEN, "Lutz", "Been playing piecepack games for years, never this one though. Draw a planet please.", True,
     ["Draw a planet"]),
    (OPEN, "Lutz", "first time playing, so go easy on me. I'll take a planet from the stack", True,
     ["Draw a planet"]),
    (OPEN, "Lutz", "Thanks for playing with me Priya!\nI'm drawing.", True, ["Draw a planet"]),
    (OPEN, "Lutz", "playing my null -> sun of Crowns", True, ["Play the Null coin: warp to the sun of Crowns"]),
    # "Rolling to get onto Ann's 2 of Crowns so I can hit it next turn": the move, then its purpose
    # (a plan for a later turn)
    (MID, "Dara", "roll to reach Ann's 2 so I can attack it next turn", True,
     ["Roll and move to the 2 of Crowns"]),
    (MID, "Dara", "Rolling over to the 3 of Crowns so I can plant a colony there later", True,
     ["Roll and move to the 3 of Crowns"]),
    (MID, "Dara", "roll and move onto the 3 of Crowns so that I can colonize it next turn", True,
     ["Roll and move to the 3 of Crowns"]),
    (MID, "Dara", "roll to the 3 of Crowns and colonize it", False, ["one action per turn"]),
    # "Null used = automatic success on an Ace planet": the coin of the order said again with
    # the certainty it gives (checked), not a second coin
    (ACE, "Kofi", "colonize the ace here, null in, 2 marks it. Null in, so it can't fail", True,
     ["roll with the Null coin; marker coin 2"]),
    (ACE, "Kofi", "Colonise this ace w/ the null coin, 4 as the colony coin -- null coin used means a sure thing",
     True, ["roll with the Null coin; marker coin 4"]),
    (ACE, "Kofi", "colonize the Ace of Suns with the 2, marker 3. 2 used = automatic success", False,
     ["Null or Ace"]),
    (ACE, "Kofi", "colonize the Ace of Suns, marker 3. Null used = automatic success", False, ["Null"]),
    (INES, "Ines", "colonize this 4: null coin in (auto success!), ace marks it", False, ["you wrote \"auto\""]),
    # "Colonizing my 4 here with no coins": "my 4" after the verb is the planet the ship is on
    (INES, "Ines", "Colonizing my 4 here, 5 as marker", True,
     ["Colonize the 4 of Suns: roll with no coins; marker coin 5"]),
    (INES, "Ines", "colonize my 4 with no coins, marker 5. Only a 5 does it", True,
     ["Colonize the 4 of Suns: roll with no coins; marker coin 5"]),
    (INES, "Ines", "Colonizing my 4 here with no coins, the 5 as marker. I need a 4+", False,
     ["the rules give 5"]),
    (INES, "Ines", "Colonizing my 3 here with no coins, the 5 as marker", False, ["coin 3"]),
    # (set 21's xfail) "4+2+3 = 9 for planets, +2 +2 match = 13": a running score carried on from
    # the total before it; the "+2 +2" are the match bonuses already held, no claim for the new colony
    (D39, "Delphine", "colonize 3 of Crowns. 5 coin in, Ace marker. planets 4+2+3 = 9, +2 +2 for matches = 13 final",
     True, ["marker coin Ace"]),
    (D39, "Delphine", "colonize 3 of Crowns with the 5, ace marker. 9 for the planets then +2 +2 match bonus = 13, "
     "one short of Tove", True, ["marker coin Ace"]),
    (D39, "Delphine", "colonize 3 of Crowns. 5 coin in, Ace marker. Final: 4+2+3 = 9 for planets, +2 +2 for the "
     "matches = 14", False, ["9 + 2 + 2 = 13"]),
    (D39, "Delphine", "colonize 3 of Crowns with the 5, ace marker. 9 for the planets then +2 +2 +2 match = 15",
     False, ["13 in all"]),
    (D39, "Delphine", "colonize 3 of Crowns. 5 coin in, Ace coin as the colony. 3 + 2 match = 5 pts", False,
     ["no match bonus"]),
    # figures set 22 left unchecked beside right orders (a wrong one would have been accepted):
    # the coins a restore brings back, named again ("Restore both - 2 and 4 back")
    (MID, "Dara", "Restore both - 2 and 5 back, I'm sitting on my sun", False, ["2 and 4 back to your stash"]),
    (MID, "Dara", "restore both, 4 and 2 come back", True, ["Restore the 2 and 4 coins"]),
    (MID, "Dara", "restore the 2 - 4 back", False, ["2 back to your stash"]),
    # the planet's own points ("The planet scores 4 (no match bonus ...)")
    (INES, "Ines", "Colonize using Ace + 4 coins, 5 as marker. The planet scores 5 (no match bonus).", False,
     ["4 points for 4 of Suns"]),
    (INES, "Ines", "colonize w/ ace + 4, 5 marker. planet is worth 4 points", True,
     ["roll with the Ace and 4 coins; marker coin 5"]),
    # the value a worked sum beats ("1 + 4 = 5 already beats the 4")
    (INES, "Ines", "Colonize using Ace + 4 coins, 5 as marker. 1 + 4 = 5 already beats the 3, so it can't miss.",
     False, ["4 for 4 of Suns, the value to beat"]),
    (INES, "Ines", "colonize w/ ace + 4, 5 marker (1+4 = 5 > 4)", True,
     ["roll with the Ace and 4 coins; marker coin 5"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
