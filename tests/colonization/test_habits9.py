"""The habits held-out 9 showed, each in other wordings than the corpus post that showed it (issue
19: fix the habit, never the sentence). Same form as test_habits.py: a blind-corpus fixture, the
player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

D18, D22, D9 = "ho9-h9-duo-t18-sunniva", "ho9-h9-duo-t22-sunniva", "ho9-h9-duo-t9-marek"
Q33, Q50, Q52 = "ho9-h9-quad-t33-ilse", "ho9-h9-quad-t50-tomasz", "ho9-h9-quad-t52-kofi"
Q61, Q62 = "ho9-h9-quad-t61-ilse-last", "ho9-h9-quad-t62-tomasz-last"

CASES = [
    # a figure in a remark beside the order is checked like any other
    (D9, "Marek", "roll n move to the 4 of Suns (only 1 space away)", False, ["2 moves to 4 of Suns"]),
    (D9, "Marek", "roll & move → 4 of Suns — two spaces away", True, ["Roll and move to the 4 of Suns"]),
    (D9, "Marek", "roll n move → 4 of Suns (2 moves, so anything 3+)", False, ["2, 3, 4 or 5"]),
    (Q62, "Tomasz", "colonize the Ace of Moons w/ the 3, marker ace. 3 + any roll wins", False,
     ["Null or Ace"]),
    (D18, "Sunniva", "Colonizing here. Ace in, 4 on the planet. 1+anything beats 4", False, ["4 or 5"]),
    (Q62, "Tomasz", "Colonizing this ace planet with the Ace coin, the 3 goes on it. 17 for me", False,
     ["your score"]),
    (Q62, "Tomasz", "Colonizing this ace planet with the Ace coin, the 3 goes on it. Kofi's 14, meh", False,
     ["Kofi: 15"]),
    (Q61, "Ilse", "colonize with my ace, put the 2 on it. That's +6 → 13", False, ["12 in all"]),
    (Q61, "Ilse", "last one: colonize the Ace of Crowns, using the ace, marker 3. sure thing, 13 final",
     False, ["6 or 12"]),
    (Q33, "Ilse", "restore null (5 coins again)", False, ["6 coins in your stash"]),
    (Q52, "Kofi", "colonize 2 of arms, marker null, no coins added, 33% chance", False, ["3 in 6"]),
    (Q52, "Kofi", "colonize 2 of arms, marker null, no coins added, 50/50", True,
     ["roll with no coins; marker coin Null"]),
    # a colonization told by its coins and their roles
    (Q61, "Ilse", "here goes nothing: no coins, ace marker", True,
     ["Colonize the Ace of Crowns: roll with no coins; marker coin Ace"]),
    (Q62, "Tomasz", "Null in, Ace on top → 21", True, ["roll with the Null coin; marker coin Ace"]),
    (Q50, "Tomasz", "colonize: null + 2 in, 5 on the planet", True,
     ["roll with the Null and 2 coins; marker coin 5"]),
    (D18, "Sunniva", "Colonizing here. 5 coin in, 4 on the planet.", True,
     ["roll with the 5 coin; marker coin 4"]),
    (D18, "Sunniva", "colonizing (5 used, 4 on top), 1 coin left after", True,
     ["roll with the 5 coin; marker coin 4"]),
    (Q61, "Ilse", "Colonize the Ace, Ace coin used, 2 as marker", True,
     ["roll with the Ace coin; marker coin 2"]),
    # an EDIT that offers another choice without making it is asked
    (D22, "Sunniva", "restore the 5\nEDIT: or maybe the null, not sure", False, ["please confirm"]),
    (Q61, "Ilse", "Colonize the Ace w/ my ace coin, marker 3.\nEDIT: or the 2, whatever", False,
     ["please confirm"]),
    (D22, "Sunniva", "restore the 5\nEDIT: the null instead", True, ["Restore the Null coin"]),
    # two coins named and no marker: is the last the marker?
    (Q62, "Tomasz", "colonize the ace with null and ace", False, ["mark the colony"]),
    # a hopeless colonization is asked before a turn is thrown away
    (Q50, "Tomasz", "colonize the 5 of Moons, marker 5, no coins", False, ["no roll can succeed"]),
    # a player's name for their pieces; 'home'; places inside a system
    (Q50, "Tomasz", "null coin → Kofi's sun", True, ["warp to the sun of Arms"]),
    (Q50, "Tomasz", "warp home with the null", True, ["warp to the sun of Moons"]),
    (Q33, "Ilse", "attack priya's 4, need a 4 or better", True, ["Attack the colony on the 4 of Crowns"]),
    (D9, "Marek", "roll and go to planet 4 in the Suns system", True, ["Roll and move to the 4 of Suns"]),
    (Q52, "Kofi", "null coin, warp to the sun of Moons. Tomasz isn't there", True,
     ["Play the Null coin: warp to the sun of Moons"]),
    # the null's sun said after the suit; an EDIT after "sorry, meant"; "N left after"
    ("ho9-h9-duo-t2-sunniva", "Sunniva", "play null: Arms sun", True, ["warp to the sun of Arms"]),
    ("ho9-h9-duo-t2-sunniva", "Sunniva", "Draw!\nEdit: sorry, meant roll for the null → sun of Arms",
     True, ["Roll and move to the sun of Arms"]),
    ("ho9-h9-duo-t2-sunniva", "Sunniva", "Draw a planet. 17 left after", False, ["18 after this draw"]),
    (Q33, "Ilse", "restore the null, 5 left after", False, ["6 coins in your stash"]),
    # a list of coins "used"; a stash count "in stash after"
    (Q50, "Tomasz", "Colonise 5 of Moons: ace and 2 used, marker 5. 2+ needed", False, ["3, 4 or 5"]),
    (Q50, "Tomasz", "restore the 3 since I'm low on coins. 4 in stash after", False,
     ["5 coins in your stash"]),
    # every coin but some
    (Q50, "Tomasz", "colonize with all my coins except the 5, marker 5", True,
     ["roll with the Null, Ace and 2 coins; marker coin 5"]),
    # the poster's name as a label is no misspelt action word
    (D9, "Marek", "Marek: roll & move 3 of Suns", True, ["Roll and move to the 3 of Suns"]),
    # a line that hints at a second act with a coin is asked
    (Q52, "Kofi", "Colonize 2 of Arms, marker 2, no coins\nand my null after that", False, ["'null'"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
