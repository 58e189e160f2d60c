"""The habits held-out 26 showed (and new variants of those of sets 24–26), each in other wordings
than the corpus post that showed it (issue 19: fix the habit, never the sentence). Same form as
test_habits24.py: a blind-corpus fixture, the player, the post, whether a GM accepts it, and
substrings the reply must hold."""

import pytest

from .test_habits import check_habit

LAST = "ho26-quad-t30-lastround"   # Bram on the sun of Suns, stash Null, Ace, 3, 4, discard empty; Suns: Ace, 2 (Dagny), 4, 5 (Chidi)
TEO = "ho26-trio-t14-colonize"     # Teodor on the uncolonized 4 of Moons, stash 2, 4, 5, discard Null, 3
CHIDI = "ho26-quad-t22-attack"     # Chidi on Bram's colony (coin 2) on the 4 of Arms, stash Null, Ace, discard 2, 5
SUN = "ho26-quad-t21-sun"          # Bram on the sun of Suns, stash Null, 4, discard Ace, 3
DAGNY = "ho26-quad-t23-five"       # Dagny on the uncolonized 5 of Arms, stash 3, 4, 5, score 9
ESP = "ho26-quad-t29-lastcoin"     # Esperanza on the uncolonized 3 of Arms, her last coin the 3, score 8
ILSE = "ho26-duo-early"            # Ilse on the sun of Suns, full stash, 14 planets left
END = "ho26-duo-end"               # the game is over

CASES = [
    # "might as well" / "may as well": a shrug that takes the order, not a supposition
    (LAST, "Bram", "meh. Might as well draw, gg all", True, ["Draw a planet"]),
    (LAST, "Bram", "Nothing left worth doing so I may as well roll and move to the 4 of Suns.", True,
     ["Roll and move to the 4 of Suns"]),
    (TEO, "Teodor", "might as well go for it: colonize the 4 of Moons, 5 in, 2 marks it", True,
     ["Colonize the 4 of Moons: roll with the 5 coin; marker coin 2"]),
    (CHIDI, "Chidi", "Eh, I may as well take back the 5.", True, ["Restore the 5 coin"]),
    (LAST, "Bram", "one more draw for the road, might as well", True, ["Draw a planet"]),
    # "one more" / "one last" / "my final" before the order: how many, never a word unread
    (LAST, "Bram", "one last draw for the road", True, ["Draw a planet"]),
    (LAST, "Bram", "My final roll: to the 4 of Suns, gl", True, ["Roll and move to the 4 of Suns"]),
    (CHIDI, "Chidi", "one more restore: the 5 please", True, ["Restore the 5 coin"]),
    (ILSE, "Ilse", "one more draw, then I play the null to the sun of Crowns", False, ["2 actions"]),
    # near-misses: a real "might" that weighs two orders is still asked
    (TEO, "Teodor", "I might colonize the 4 of Moons with the 5, or I might just draw", False, []),
    (LAST, "Bram", "might draw, might roll to the 4 of Suns, idk", False, []),
    (LAST, "Bram", "Might as well draw, I could roll to the 4 of Suns but meh", False, []),
    # the stack after a draw said beside the shrug: checked
    (LAST, "Bram", "draw, might as well. 2 left after that", True, ["Draw a planet"]),
    (LAST, "Bram", "draw, might as well. 1 left after that", False, ["2"]),
    # taking back a coin in other words ("grabbing the 2 back"); two coins off a sun refused
    (CHIDI, "Chidi", "grabbing the 2 back, that's all this turn", True, ["Restore the 2 coin"]),
    (CHIDI, "Chidi", "taking both back, the 2 and the 5", False, []),
    # the colony's coin an attack must beat, said as "2 or better" / "3+"
    (CHIDI, "Chidi", "Attacking Bram's colony here, need 2 or better", True, ["Attack the colony on the 4 of Arms"]),
    (CHIDI, "Chidi", "sorry bram, attacking your 4 of Arms colony. need a 3+", False, []),
    # "taking out" / "knocking out" a colony: an attack in other words, its figure checked
    (CHIDI, "Chidi", "Taking out Bram's colony here, need 2 or better", True, ["Attack the colony on the 4 of Arms"]),
    (CHIDI, "Chidi", "knocking out bram's colony, need a 3+", False, ["2, 3, 4 or 5"]),
    (TEO, "Teodor", "taking out Yuki's colony", False, []),
    (CHIDI, "Chidi", "if I take out Bram's colony I'm on 10", False, []),
    # a rival's colony counted twice on the way
    (SUN, "Bram", "roll to the 4 of Suns, 4 moves (Dagny's 2 counts twice)", True, ["Roll and move to the 4 of Suns"]),
    (SUN, "Bram", "roll n move to the 4 of suns, 3 moves away", False, []),
    # the last coin as the marker only; the same coin both ways refused
    (ESP, "Esperanza", "colonise the 3 here, nothing thrown in, 3 marks it, need 4+", True,
     ["Colonize the 3 of Arms: roll with no coins; marker coin 3"]),
    (ESP, "Esperanza", "colonise the 3 of arms: 3 in and the 3 as marker too", False, []),
    # the score after, with the match bonus
    (DAGNY, "Dagny", "colonize the 5 of Arms, 3 and 4 in, 5 marker, +7 → 16", True,
     ["Colonize the 5 of Arms: roll with the 3 and 4 coins; marker coin 5"]),
    (DAGNY, "Dagny", "colonize the 5 of Arms, 3 and 4 in, 5 marker, +7 → 15", False, ["16"]),
    # the marker left to the GM: asked
    (TEO, "Teodor", "colonize the 4 of Moons, 5 in, marker 2 or 4, GM's call", False, []),
    # a quote of another player, then the order
    (TEO, "Teodor", "[quote=Marisol]drawing[/quote]\nnot me, colonizing the 4 of moons w/ the 5, marker 4",
     True, ["Colonize the 4 of Moons: roll with the 5 coin; marker coin 4"]),
    # "just the draw this turn": one order, the rest talk
    (ILSE, "Ilse", "Just a draw this turn, nothing else.", True, ["Draw a planet"]),
    # a coin played with a plain "to" and its place ("null to the sun of Crowns", "3 to the 3 of
    # Moons"): the coin's warp, its place checked
    (ILSE, "Ilse", "null to the sun of Crowns so I'm closer to the middle", True,
     ["Play the Null coin: warp to the sun of Crowns"]),
    (ILSE, "Ilse", "null to crowns sun pls", True, ["Play the Null coin: warp to the sun of Crowns"]),
    (ILSE, "Ilse", "null to the sun of Moons, near Rafa", False, ["Rafa's ship"]),
    ("ho26-trio-t16-owncolony", "Marisol", "3 to the 3 of Moons", True, ["Play the 3 coin: warp to the 3 of Moons"]),
    ("ho26-trio-t16-owncolony", "Marisol", "3 to the 3 of Suns", False, ["already on 3 of Suns"]),
    # after the end every post is refused
    (END, "Rafa", "might as well draw, for fun", False, []),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
