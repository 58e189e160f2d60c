"""The habits held-out 32 and 33 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits24.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

OPEN = "ho32-duo-open"                # Marguerite's first turn: 20 planets in the stack
TOMASZ = "ho32-trio-t15-tomasz"       # Tomasz on the uncolonized 4 of Moons, full stash
INGRID = "ho32-trio-t40-ingrid"       # Ingrid 14 on the 2 of Suns, Ace only; Tomasz 8, Yusuf 17
AIYANA = "ho16-quad-t38-aiyana-last"  # Aiyana 5 on the 2 of Arms (7 if she colonizes it); Teodor 7, Brannock 6
HALVARD = "ho33-quad-t27-halvard"     # Halvard on Yeji's colony on the 3 of Arms (coin 4)
RAVI = "ho33-duo-t24-ravi"            # Ravi on his 4-of-Moons colony, stash Null, 4, 5; 4 of Crowns and Arms free
INES = "ho31-duo-t42-ines-last"       # Ines on Pavel's colony on the 3 of Arms (coin 4); Pavel 22, 16 without it
ILKA = "ho33-duo-t35-ilka"            # Ilka 17 on the 2 of Suns (19 if she colonizes it), her last coin the 4; Ravi 11
OONA = "ho33-quad-t30-oona"           # Oona's draw: 7 planets left in the stack
END = "ho33-quad-t51-end"             # Halvard's last action of the game, score 10; Oona won with 23

CASES = [
    # the stack's count after a draw said after the count ("leaves 19 after my draw"): checked
    (OPEN, "Marguerite", "Taking a planet from the stack, leaving 19 once I draw", True, ["Draw a planet"]),
    (OPEN, "Marguerite", "draw. leaves 19 planets after this draw", True, ["Draw a planet"]),
    (OPEN, "Marguerite", "I'll draw - that leaves 18 after my draw", False, ["19 after this draw"]),
    (OPEN, "Marguerite", "Draw one, leaves 20 after the draw", False, ["19 after this draw"]),
    # coins thrown into the roll without saying which ("chucking in a coin or two", "whatever
    # gets it over"): asked, never read as no coins or as the 2 coin
    (TOMASZ, "Tomasz", "colonize here, throwing in a coin, marker 4", False, ["which coins do you use"]),
    (TOMASZ, "Tomasz", "Colonizing the 4, tossing in one or two coins. 5 marks it", False,
     ['"one or two coins": which coins']),
    (TOMASZ, "Tomasz", "col the 4 of moons, marker 5, whatever it takes to beat it", False,
     ["which coins do you use"]),
    (TOMASZ, "Tomasz", "colonize here with a coin or so, the 5 as marker", False, ["which coins do you use"]),
    (TOMASZ, "Tomasz", "colonising the 4, throw in whatever, marker 5", False, ['"throw in whatever"']),
    (TOMASZ, "Tomasz", "colonize here, throw one in, 4 marks it", False, ["which coins do you use"]),
    (TOMASZ, "Tomasz", "col here - tossing a couple in, 5 marks it", False, ["which coins do you use"]),
    # near-misses: the coins named after the loose verb are read
    (TOMASZ, "Tomasz", "colonize here, chucking in the ace and the 3, marker 4", True,
     ["Colonize the 4 of Moons: roll with the Ace and 3 coins; marker coin 4"]),
    (TOMASZ, "Tomasz", "colonize here, throwing in a coin: the 3, marker 4", True,
     ["Colonize the 4 of Moons: roll with the 3 coin; marker coin 4"]),
    (TOMASZ, "Tomasz", "colonize here, throwing in the 2, marker 4", True,
     ["Colonize the 4 of Moons: roll with the 2 coin; marker coin 4"]),
    (TOMASZ, "Tomasz", "colonize here, no coins, marker 4. whatever, it's a gamble", True,
     ["Colonize the 4 of Moons: roll with no coins; marker coin 4"]),
    # a tie with a rival said without a number ("tie w Yusuf", "level with teodor"): the rival's
    # score checked against the poster's after the action
    (INGRID, "Ingrid", "colonise the 2, ace marks it. Tied with Yusuf after", False, ["Yusuf: 17"]),
    (INGRID, "Ingrid", "colonize here w/ the ace as marker -> level with tomasz", False, ["Tomasz: 8"]),
    (AIYANA, "Aiyana", "colonize the 2, 5 as marker - that'd put me level with teodor", True,
     ["Colonize the 2 of Arms: roll with no coins; marker coin 5"]),
    (AIYANA, "Aiyana", "colonize here, no coins, 5 marks it, tie w Teodor", True,
     ["Colonize the 2 of Arms: roll with no coins; marker coin 5"]),
    (AIYANA, "Aiyana", "colonize here w/o coins, marker 5 -> tied with Brannock", False, ["Brannock: 6"]),
    (AIYANA, "Aiyana", "colonize here, no coins, 5 marks it. even with the ace I'd be fine", True,
     ["Colonize the 2 of Arms: roll with no coins; marker coin 5"]),
    # an attack said as a chase ("going after your colony"): the attack on the colony here
    (HALVARD, "Halvard", "going after yejis colony. 4 or 5 and it's gone", True,
     ["Attack the colony on the 3 of Arms"]),
    (HALVARD, "Halvard", "Nothing personal Yeji, I'm going after that colony", True,
     ["Attack the colony on the 3 of Arms"]),
    (HALVARD, "Halvard", "going after your colony, 3 in 6", False, ["2 in 6"]),
    (HALVARD, "Halvard", "going after Yeji, 4 or 5 does it", False, ["say which of the five actions"]),
    # a planet named "the N planet in SUIT": that planet (a warp to it asks coin or roll)
    (RAVI, "Ravi", "warp over to the 4 planet in arms", False, ["say whether you play your 4 coin"]),
    (RAVI, "Ravi", "play my 4 coin, warp to the 4 planet in crowns", True,
     ["Play the 4 coin: warp to the 4 of Crowns"]),
    (RAVI, "Ravi", "use the 4 to jump to the 4 planet in the arms system", True,
     ["Play the 4 coin: warp to the 4 of Arms"]),
    (RAVI, "Ravi", "hop to the other 4 tile of crowns", False, ["4 of Crowns"]),
    # the stack's count before and after the draw, said with an arrow ("7 → 6 left"): checked
    (OONA, "Oona", "drawing (7 → 6 remaining)", True, ["Draw a planet"]),
    (OONA, "Oona", "Gonna draw a planet, 8 → 7 left.", False, ["7 planets left to draw, 6 after this draw"]),
    (OONA, "Oona", "draw, 7 -> 5 left", False, ["6 after this draw"]),
    # a lead over a rival written in lower case ("8 ahead of ravi", "puts me 9 clear of ravi"):
    # checked, never left as an unread figure under a warning
    (ILKA, "Ilka", "colonize the 2, marker 4 - 7 ahead of ravi if it lands", False, ["Ravi's 11"]),
    (ILKA, "Ilka", "colonize the 2, marker 4 - puts me 9 clear of ravi", False, ["Ravi's 11"]),
    (ILKA, "Ilka", "colonize the 2, marker 4 - puts me 8 clear of ravi", True,
     ["Colonize the 2 of Suns: roll with no coins; marker coin 4"]),
    # the final scores said as "Oona takes it 23 to my 10": the rival's and the poster's, checked
    (END, "Halvard", "Draw. gg, Oona takes it 23 to my 10", True, ["Draw a planet"]),
    (END, "Halvard", "Draw. gg, Oona takes it 25 to my 10", False, ["Oona: 23"]),
    (END, "Halvard", "last one: draw. Oona wins 23 to my 12, well played", False, ["your score: 10"]),
    # the attacked player's score now, written as the score the attack leaves: the score after
    # a success named, and the current one kept only if it fails
    (INES, "Ines", "Attack here. Would put him at 22", False, ["Pavel: 16 after a successful attack"]),
    (INES, "Ines", "attack pavel's colony, leaves Pavel on 22", False, ["Pavel: 16 after a successful attack"]),
    (INES, "Ines", "attack it, if it works he drops to 22", False, ["Pavel: 16 after a successful attack"]),
    (INES, "Ines", "Attack here. if it fails, would put him at 22", True, ["Attack the colony on the 3 of Arms"]),
    (INES, "Ines", "attack it, if it works he drops to 16", True, ["Attack the colony on the 3 of Arms"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
