"""The habits held-out 20 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

H19 = "ho20-col-duo-t19-hamid"         # Hamid on the 5 of Arms, stash Ace and 5, score 5 (Greta 9)
P26 = "ho20-col-quad-t26-piet"         # Piet on the 5 of Moons (sun - Ace - 3 - 5 - 4)
R31 = "ho20-col-quad-t31-rashid"
O21 = "ho20-col-quad-t21-oona"         # Oona on her 2 of Suns colony; the 3 discarded; stash 4 coins
O25 = "ho20-col-quad-t25-oona"         # Oona on the Ace of Suns, score 4
G20 = "ho20-col-duo-t20-greta"         # Greta's last turn: Hamid 10, Greta 9
H13 = "ho20-col-duo-t13-hamid"         # Hamid on the 3 of Arms
S13 = "ho18-col18-quad-t13-saoirse"   # Saoirse: the 5 of Arms 3 moves away, the 2 of Arms 2
F42 = "ho18-col18-duo-t42-felicity-last"   # Felicity's last turn: Goran 31, Felicity 18
K75 = "ho18-col18-quad-t75-haruki-last"    # Haruki on the 3 of Crowns, score 14
I40 = "ho20-col-quad-t40-ines"         # Ines on the Ace of Suns (Oona's colony); the Null discarded
R35 = "ho20-col-quad-t35-rashid"       # Rashid on the sun of Crowns; Null, 4 and 5 discarded       # Rashid on the 5 of Crowns, stash Null, Ace and 3

CASES = [
    # "with one coin and the other one as marker": a count of coins, not which: asked
    (H19, "Hamid", "Colonize the 5 using one coin, the other on top", False, ["which coins do you use"]),
    (H19, "Hamid", "colonize here with a coin, other one marks it", False, ["which coins do you use"]),
    (H19, "Hamid", "colonise the 5 using one of my coins and the other as the marker", False,
     ["which coins do you use"]),
    (H19, "Hamid", "colonize the 5 with one coin: the 5. ace marks it", True,
     ["Colonize the 5 of Arms: roll with the 5 coin; marker coin Ace"]),
    (H19, "Hamid", "colonize the 5 with the one coin, 5 marks it", True,
     ["roll with the Ace coin; marker coin 5"]),
    # "moving on to the 4, roll n move": the destination said before the roll
    (P26, "Piet", "moving on to the 3, roll and move", True, ["Roll and move to the 3 of Moons"]),
    (P26, "Piet", "Moving on to the sun then. Roll+move", True, ["Roll and move to the sun of Moons"]),
    (P26, "Piet", "moving on to the 4 of moons, rolling and moving", True, ["Roll and move to the 4 of Moons"]),
    # a label with "+5 → 10": the gain and the total after it, each checked
    (P26, "Piet", "Colonize 5 of Moons\nCoins: 5, 2\nMarker: ace\nScore if it works: +5 -> 10", True,
     ["marker coin Ace"]),
    (P26, "Piet", "Colonize 5 of Moons\nCoins: 5, 2\nMarker: ace\nPoints if successful: +5 → 11", False,
     ["(10 in all)"]),
    (P26, "Piet", "Colonize 5 of Moons\nCoins: 5, 2\nMarker: ace\nPoints if it lands: +6 = 11", False,
     ["+5 points"]),
    # "(=7)", "(= 7)" after the coins: their sum, checked
    (P26, "Piet", "Colonize 5 of Moons\nCoins used: 5, 2 (=8)\nMarker: ace", False, ["5 + 2 = 7"]),
    (P26, "Piet", "colonize the 5 of moons with 5 + 2 (= 6), ace marker", False, ["5 + 2 = 7"]),
    (P26, "Piet", "colonize the 5 of moons with 5 and 2 (= 7), ace marker", True, ["marker coin Ace"]),
    # "5 + 5 = 10 pts" with a score of 5: the score now plus the colony's points
    (H19, "Hamid", "colonize the 5 with the 5 coin, ace marker. 5 + 5 = 10 pts", True, ["marker coin Ace"]),
    (H19, "Hamid", "5 in, ace marks it. me: 5+5 = 10 points", True, ["marker coin Ace"]),
    (H19, "Hamid", "colonize the 5 with the 5 coin, ace marker. 5 + 5 = 11 pts", False, ["5 + 5 = 10"]),
    # "try again on the 5: ...", "another go at the 5": the colonization tried once more
    (R31, "Rashid", "ok, another go at the 5: 3 + ace in, null marks it", True,
     ["Colonize the 5 of Crowns: roll with the 3 and Ace coins; marker coin Null"]),
    (R31, "Rashid", "one more shot at the 5, 3 + ace in, null on top, need 3+", False, ["2, 3, 4 or 5"]),
    (R31, "Rashid", "trying again at the 5 - 3 and ace in (5), null as marker", False, ["3 + 1 = 4"]),
    # "full stash again, 6 coins": the stash's count after a restore, not a coin 6
    (O21, "Oona", "restore my 3 → full stash again, 6 coins", False, ["5 coins in your stash"]),
    (O21, "Oona", "Restoring the 3, stash back to 5 coins", True, ["Restore the 3 coin"]),
    (O21, "Oona", "restore the 3 -> full stash again, 5 coins", True, ["Restore the 3 coin"]),
    # a score line with no "gg" left in the words: "Hamid, 10–9 to you", "that makes it 10-10"
    (G20, "Greta", "restore the 5. Hamid, 10–8 to you", False, ["your score: 9"]),
    (G20, "Greta", "restore the 5 → that makes it 9-9, shared win?", False, ["Hamid: 10"]),
    (G20, "Greta", "Last one: restore the 5. 10-9 to Hamid, well played", True, ["Restore the 5 coin"]),
    (G20, "Greta", "restore the 5. GG Hamid 10 to 9", True, ["Restore the 5 coin"]),
    (G20, "Greta", "restore the 5. GG Hamid 11 to 9", False, ["your score: 9"]),
    # "(4 + roll, need 2+)": the coins' total beside the die, checked
    (R31, "Rashid", "colonize the 5 with 3 and ace, null marker (4 + roll, need 2+)", True,
     ["roll with the 3 and Ace coins; marker coin Null"]),
    (R31, "Rashid", "colonize the 5 with 3 and ace, null marker (5 + roll, need 2+)", False, ["roll + 4"]),
    (R31, "Rashid", "colonize the 5 with 3 and ace, null marker. so 4 + the roll.", True, ["marker coin Null"]),
    # a worked inequality "(5 + null > 3)", "(1+3 > 3)", "5 + roll always beats 3"
    (H13, "Hamid", "Colonize 3 Arms, 5 in, 4 marker. Can't miss (4 + null > 3).", False, ["roll + 5"]),
    (H13, "Hamid", "Colonize 3 Arms, 5 in, 4 marker. Can't miss (5 + 0 > 6).", False, ["planet's value 3"]),
    (H13, "Hamid", "Colonize 3 Arms, 5 in, 4 marker. safe: 5 + null > 3", True, ["marker coin 4"]),
    (H13, "Hamid", "Colonize 3 Arms with the 3, ace marker. need an ace or better (1+3 > 3)", True,
     ["marker coin Ace"]),
    (H13, "Hamid", "Colonize 3 Arms with the 2 coin, marker 4. 2 + roll always beats 3", False, ["2, 3, 4 or 5"]),
    # the colony's parts after an arrow ("→ 1 + 5 = 6"): the colony's points, not the total
    (O25, "Oona", "Col Ace of Suns: ace coin in, null marker → 1 + 5 = 6", True, ["marker coin Null"]),
    (O25, "Oona", "Col Ace of Suns: ace coin in, null marker → 1 + 5 + 2 = 8", False, ["+6 points"]),
    # "ace and 5 both in": both coins used
    (H19, "Hamid", "colonize the 5, ace and 5 both in, go big", False, ["no coin in your stash to mark"]),
    # "(only 1, I'm not on a sun)", "just 2 on a sun": how many coins the restore brings back
    (I40, "Ines", "Restore the null (only 2, I'm not on a sun).", False, ["1 coin restored"]),
    (I40, "Ines", "restore the null, just one since I'm not on a sun", True, ["Restore the Null coin"]),
    (R35, "Rashid", "Restore the 4 and 5, just 2 on a sun", True, ["Restore the 4 and 5 coins"]),
    (R35, "Rashid", "Restore the 4 and 5, just 1 on a sun", False, ["2 coins restored"]),
    # "even a null on the die gives 4, which beats 3": the worst face plus the coins, checked
    (H13, "Hamid", "colonize the 3 with my 4 coin, marker 3. even a null on the die gives 5, which beats 3",
     False, ["0 + 4 = 4"]),
    (H13, "Hamid", "colonize the 3 with my 4 coin, marker 3. a null still makes 4", True, ["marker coin 3"]),
    (H13, "Hamid", "colonize the 3 with my 4 coin, marker 3. even a null gives 4 > 2", False,
     ["planet's value 3"]),
    # a fallback place by its value alone after a cue ("if the roll's short, the 2 is fine too"):
    # the system of the place named first (H18-CZS-031)
    (S13, "Saoirse", "roll and move to the 5 of Arms, otherwise the 2", True,
     ["Roll and move to the 5 of Arms, or else the 2 of Arms"]),
    (S13, "Saoirse", "going for the 5 of Arms; if I come up short the 2 will do", True,
     ["Roll and move to the 5 of Arms, or else the 2 of Arms"]),
    (S13, "Saoirse", "roll and move to the 5 of Arms, or else restore the 4", False, ["'4'"]),
    # "(3 on a 3 = +2)": the match bonus worked out, checked (the bonus, and that they match)
    (H13, "Hamid", "colonize the 3 with my 4 coin, marker 3 (3 on a 3 = +2)", True, ["marker coin 3"]),
    (H13, "Hamid", "colonize the 3 with my 4 coin, marker 3 (3 on a 3 = +3)", False, ["a match bonus of 2"]),
    (H13, "Hamid", "colonize the 3 with my 3 coin, marker 4 (4 on a 4 = +2)", False, ["no match bonus"]),
    (H13, "Hamid", "colonize the 3 with my 4 coin, marker 3 - the 3 on the 3 gives +2 bonus", True,
     ["marker coin 3"]),
    # a score pair opening a sentence, beyond any die or coin ("31 to 18, I can't catch that")
    (F42, "Felicity", "gg Goran, well played. 31 to 17, I can't catch that. Last action: draw a planet",
     False, ["your score: 18"]),
    (F42, "Felicity", "Draw a planet. 18-31, oh well.", True, ["Draw a planet"]),
    # "If it works that's 14 → 19.": the score now and after, unlabelled, checked
    (K75, "Haruki", "colonize the 3 of Crowns with no coins, the 3 as marker. If it works that's 14 → 20.",
     False, ["14 or 19 after the action"]),
    (K75, "Haruki", "colonize the 3 of Crowns with no coins, the 3 as marker. If it works, 13 -> 19.", False,
     ["14 now"]),
    (K75, "Haruki", "colonize the 3 of Crowns with no coins, 3 as marker; if it lands, 14 -> 19", True,
     ["marker coin 3"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
