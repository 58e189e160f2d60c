"""The habits held-out 27 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits24.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

OBI = "ho27-tri-t14-obi"              # Obi on the 5 of Crowns, Renata's colony there (coin 3)
WEN = "ho27-duo-t20-wen"              # Wen on the 4 of Moons, Ilse's colony there (coin Null)
ILSE = "ho27-duo-t16-ilse"            # Ilse on the uncolonized Ace of Arms, stash Null, Ace, 3, 5
COSIMA = "ho27-quad-t33-cosima-last"  # Cosima on the uncolonized 2 of Arms, her last coin the Ace, 3 colonies
OBI_LAST = "ho27-tri-t38-obi-last"    # last round: Obi's last action, Renata's still to come
RENATA = "ho27-tri-t39-renata-last"   # the game's very last action
BRANN = "ho27-quad-t19-brann"         # Brann on his 3 of Moons; Moons 2-3-4 (Cosima's colony)-5
KASIA = "ho27-tri-t11-kasia"          # Kasia on the uncolonized 4 of Suns, stash Null, 3, 4, 5, score 3

CASES = [
    # the attacked colony named by its coin's value ("her 3", "Ilse's null colony"): the colony
    # under the ship, its value the coin's (4.B.v); another value is still asked about
    (OBI, "Obi", "attacking Renata's 3 colony, 3+ needed", True, ["Attack the colony on the 5 of Crowns"]),
    (OBI, "Obi", "attack her 3 here, 3 in 6 chance", True, ["Attack the colony on the 5 of Crowns"]),
    (OBI, "Obi", "attack her 4", False, ["which colony do you attack?"]),
    (WEN, "Wen", "I attack ilse's null colony, only null or ace kills it", True,
     ["Attack the colony on the 4 of Moons"]),
    (WEN, "Wen", "attack her null colony - any roll of 2 or more wins", False, ["Null or Ace"]),
    # the odds said in words ("coin flip", "even odds", "50-50", "fifty-fifty"): half the faces,
    # checked (a 2 colony falls to 4 faces in 6); "50-50" is no score pair
    (OBI, "Obi", "attacking her 3, coin flip", True, ["Attack the colony on the 5 of Crowns"]),
    (COSIMA, "Cosima", "colonize the 2 of arms, ace marker, it's 50-50", True, ["Colonize the 2 of Arms"]),
    ("ho26-quad-t22-attack", "Chidi", "attacking bram's 2, even odds", False, ["4 in 6"]),
    ("ho26-quad-t22-attack", "Chidi", "attack his 2 colony, fifty-fifty", False, ["4 in 6"]),
    ("ho26-quad-t22-attack", "Chidi", "attack here - 50-50 shot", False, ["4 in 6"]),
    # "≥" and "≤" are ">=" and "<=": the figure read and checked, never left unread
    (OBI, "Obi", "attacking her 3, need a roll ≥ 3", True, ["Attack the colony on the 5 of Crowns"]),
    (OBI, "Obi", "attack the colony here, roll ≥4 needed", False, ["3, 4 or 5"]),
    (WEN, "Wen", "attack here, every roll ≥ 0 takes it", False, ["Null or Ace"]),
    (COSIMA, "Cosima", "colonize here, ace marker, roll ≥ 3 needed", True,
     ["Colonize the 2 of Arms: roll with no coins; marker coin Ace"]),
    # "N beats 1" on an Ace planet with neither a Null nor an Ace coin: beating its value wins
    # nothing (4.B.iv.4)
    (ILSE, "Ilse", "colonize here with the 3, 5 marks it. 3 beats 1", False, ["does not colonize it"]),
    (ILSE, "Ilse", "colonizing the ace planet, 5 in, null as marker: 5 > 1 easy", False, ["Null or Ace"]),
    (ILSE, "Ilse", "colonize here, null in, 5 marks it, can't fail", True,
     ["Colonize the Ace of Arms: roll with the Null coin; marker coin 5"]),
    # "it's safe", "safe bet", "should be safe": a claim that the roll cannot fail (checked);
    # not "safe there" (where the ship is) nor "just to be safe" (why a coin is used)
    (ILSE, "Ilse", "colonise the ace w/ my 3, marker 5, it's safe", False, ["Null or Ace"]),
    (ILSE, "Ilse", "colonise the ace w/ the null, marker 5 - safe bet", True,
     ["Colonize the Ace of Arms: roll with the Null coin; marker coin 5"]),
    (COSIMA, "Cosima", "colonize the 2 here, ace marks it. should be safe", False, ["3, 4 or 5"]),
    (COSIMA, "Cosima", "roll to the 3 of Arms, it's safe there", True, ["Roll and move to the 3 of Arms"]),
    (ILSE, "Ilse", "colonizing the ace, null in just to be safe, marker 5", True,
     ["Colonize the Ace of Arms: roll with the Null coin; marker coin 5"]),
    # a coin said with its role in a remark before the order ("null in to be safe, ...") that
    # the order does not name: asked, never accepted with the coin left out
    (ILSE, "Ilse", "null in just to be safe, marker 5, colonizing the ace", False,
     ["'null' in", "was not read as part of your action"]),
    (ILSE, "Ilse", "3 used for luck, then colonize the ace here, 5 marks it", False,
     ["was not read as part of your action"]),
    # "(8 vs 4)", "5 beats 4" beside a colonization: the coins (or coins and a roll) against the
    # planet's value, checked
    (KASIA, "Kasia", "colonize the 4 here with the 3 and 5, 4 marks it (8 vs 4)", True,
     ["Colonize the 4 of Suns: roll with the 3 and 5 coins; marker coin 4"]),
    (KASIA, "Kasia", "colonize here w/ the 5, marker 4, 5 vs 4 so can't fail", True,
     ["Colonize the 4 of Suns: roll with the 5 coin; marker coin 4"]),
    (KASIA, "Kasia", "colonize the 4 here with the 3 and 5, 4 marks it (7 vs 4)", False,
     ["roll + 8 against the planet's value 4"]),
    (KASIA, "Kasia", "colonise here, 5 in, 4 on top: 5 versus 3", False, ["the planet's value 4"]),
    # "+5 for the ace planet", "+6 for the ace": the Ace planet's bonus (or with its value 1),
    # checked
    (ILSE, "Ilse", "colonize the ace w/ the null, 5 marks it. +5 for the ace bonus", True,
     ["Colonize the Ace of Arms: roll with the Null coin; marker coin 5"]),
    (ILSE, "Ilse", "colonize the ace w/ the null, 5 marks it, +6 for the ace planet", True,
     ["Colonize the Ace of Arms"]),
    (ILSE, "Ilse", "colonize the ace w/ the null, 5 marks it. +3 for the ace planet", False,
     ["+5 for the Ace planet"]),
    (KASIA, "Kasia", "colonize here with the 5, marker 4. +5 for the ace", False, ["no Ace bonus"]),
    # the total after a gain with its label ("4 more pts = 19", "6 pts = 9"): checked
    (KASIA, "Kasia", "colonize here with the 5, marker 4: 4 + 2 = 6 pts = 9", True, ["Colonize the 4 of Suns"]),
    (KASIA, "Kasia", "colonize here with the 5, marker 4, 6 more pts = 10", False, ["9 in all"]),
    # "(Cosima's colony on the 4 costs 2)": the planet named is checked to lie on the way with a
    # rival colony, not left unread
    (BRANN, "Brann", "roll n move to the 5 of moons - her colony on the 4 counts 2, so 3 needed", True,
     ["Roll and move to the 5 of Moons"]),
    (BRANN, "Brann", "roll to the 5 of Moons (Cosima's colony on the 2 costs 2)", False,
     ["passes no planet of value 2"]),
    (BRANN, "Brann", "roll to the 4 of Moons, the 4 costs 2", True, ["Roll and move to the 4 of Moons"]),
    # "I'm on 4 colonies", "I'd be on 4 colonies": the poster's count after (checked)
    (COSIMA, "Cosima", "colonise here, ace as marker. if it lands I'm on 4 colonies", True,
     ["Colonize the 2 of Arms"]),
    (COSIMA, "Cosima", "colonise here, ace as marker, I'd be on 5 colonies", False, ["4 colonies for you"]),
    # "and the game ends", "game over after this", "which ends the game": checked (5.A); not
    # "before the game ends" (a time)
    (COSIMA, "Cosima", "Colonize the 2 of Arms with the Ace as marker - if it works the game ends", True,
     ["Colonize the 2 of Arms"]),
    (ILSE, "Ilse", "colonise the ace with the ace coin, null marker, which ends the game", False,
     ["a game that goes on"]),
    (OBI_LAST, "Obi", "restore the 4, game over after this", False, ["Renata still has a last action"]),
    (RENATA, "Renata", "draw. game's over after that, gg all", True, ["Draw a planet"]),
    (ILSE, "Ilse", "colonise the ace with the ace coin, null marker, which would end the game", False,
     ["a game that goes on"]),
    # the end of an action weighed and not taken: no claim about the one posted
    (ILSE, "Ilse", "could colonise the ace now but that would end the game, so draw a planet", True,
     ["Draw a planet"]),
    (ILSE, "Ilse", "colonise the ace with the ace coin, null marker, before the game ends", True,
     ["Colonize the Ace of Arms: roll with the Ace coin; marker coin Null"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
