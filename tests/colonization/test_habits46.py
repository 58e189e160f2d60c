"""The habits held-out 46 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits24.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

TAMSIN = "ho46-early-3p"     # Tamsin on the uncolonized 4 of Crowns, all six coins, no colonies
GUNNAR = "ho46-late-2p"      # Gunnar on the uncolonized 3 of Arms, stash 5; 4 colonies, 17 points
INES = "ho46-lastround-2p"   # Ines on the uncolonized 2 of Arms, stash Null; 5 colonies, 32 points
KAITO = "ho46-attack-4p"     # Kaito on Brigid's colony on the 2 of Moons (its coin the 3)

CASES = [
    # the coins of a colonization written as their sum where the coins are named ("coins used
    # 3 + 2 = 5", "w/ 3+2=5", "null + 4 = 4 in"): the terms are the order's coins, the total is
    # checked against them; never dropped for a figure (it was read "roll with no coins")
    (TAMSIN, "Tamsin", "Colonize 4 of Crowns: coins used 3 + 2 = 5, marker Ace.", True,
     ["Colonize the 4 of Crowns: roll with the 3 and 2 coins; marker coin Ace"]),
    (TAMSIN, "Tamsin", "colonising the 4 here w/ 3+2=5, ace marks it", True,
     ["Colonize the 4 of Crowns: roll with the 3 and 2 coins; marker coin Ace"]),
    (TAMSIN, "Tamsin", "Colonize the 4 of Crowns, null + 4 = 4 in, marker 5", True,
     ["Colonize the 4 of Crowns: roll with the Null and 4 coins; marker coin 5"]),
    (TAMSIN, "Tamsin", "Colonize 4 of Crowns: coins used 3 + 2 = 6, marker Ace.", False,
     ["roll + 5 (the coins you use add up to 5)"]),
    (TAMSIN, "Tamsin", "Colonize 4 of Crowns using 2 + 3 = 5 > 3, marker Ace", False,
     ["4 for 4 of Crowns, the value to beat"]),
    # a sum of coin values beside a colonization whose coins are not the ones read: the numbers
    # may be the order's coins, lost from it, so the GM asks (never "roll with no coins" unsaid)
    (TAMSIN, "Tamsin", "Colonize 4 of Crowns, 3 + 2 = 5, marker Ace.", False,
     ["are the 3 and 2 coins you use? please confirm"]),
    (TAMSIN, "Tamsin", "Colonize the 4 of Crowns (2+5 = 7 beats 4), null marker", False,
     ["are the 2 and 5 coins you use?"]),
    (TAMSIN, "Tamsin", "colonize 4 crowns - marker ace, 3+2=5 so it cant miss", False,
     ["the order reads roll with no coins"]),
    # ... but the colony's own parts (the planet's 4 and the match's 2) are no coins
    (TAMSIN, "Tamsin", "Colonize the 4 of Crowns with the 5, marker 4 (4 + 2 = 6)", True,
     ["Colonize the 4 of Crowns: roll with the 5 coin; marker coin 4"]),
    # a score's sum with a bonus taken back ("32 + 2 (planet) + 5 - 3 (six replaces five) = 36"):
    # the score after the colonization, checked; its numbers are never the order's coins
    (INES, "Ines", "Colonize 2 of Arms, null as the colony coin, nothing added.\n"
     "If it lands: 32 + 2 + 5 - 3 = 36", True,
     ["Colonize the 2 of Arms: roll with no coins; marker coin Null"]),
    (INES, "Ines", "colonize the 2 of arms, marker null\nthat'd be 32 + 2 (planet) + 5 - 3 (6 instead of 5) = 36",
     True, ["Colonize the 2 of Arms: roll with no coins; marker coin Null"]),
    (INES, "Ines", "Colonize 2 of Arms, marker Null.\nIf it works, 32 + 2 + 5 - 3 = 38", False,
     ["32 + 2 + 5 - 3 = 36"]),
    (INES, "Ines", "Colonize 2 of Arms, marker Null.\nIf it lands that's 6 colonies: 31 + 2 + 5 - 3 = 35",
     False, ["32 + 4 = 36"]),
    # a line under the order that opens with its outcome ("If it lands, ...", "if it works ..."):
    # what it gives, never more of the order; a number there that no figure read is asked
    # about (it was taken as the order's coins)
    (INES, "Ines", "Colonize 2 of Arms w/ the Null as the colony coin.\n"
     "If it lands, 32 then +2 then +5 but -3, 36 total", False, ["please confirm what you mean"]),
    (INES, "Ines", "Colonize 2 of Arms, Null as colony coin.\nif it works thats 6 colonies, +5 not +3, so 36",
     False, ["'3', '36': please confirm"]),
    (INES, "Ines", "colonize 2 arms, null marker\nif it works, 32 + 2 + 2 = 36", True,
     ["Colonize the 2 of Arms: roll with no coins; marker coin Null"]),
    # the colony count after the action and the bonus it brings ("thats 5 colonies = +3"):
    # the count's bonus, checked with the count (not the colony's whole gain)
    (GUNNAR, "Gunnar", "col 3 of arms, marker 5. if it works thats 5 colonies = +3, 23 total", True,
     ["Colonize the 3 of Arms: roll with no coins; marker coin 5"]),
    (GUNNAR, "Gunnar", "colonize the 3 of Arms, 5 as marker. that's 5 colonies so +3, 23 pts", True,
     ["Colonize the 3 of Arms: roll with no coins; marker coin 5"]),
    (GUNNAR, "Gunnar", "Colonize 3 of Arms, marker 5. thats 5 colonies = +5", False,
     ["a bonus of +3 for 5 colonies"]),
    # the faces that win said again as a list after the faces needed ("Roll >= 3 destroys it:
    # 3, 4 or 5"): checked as faces, not an unread line
    (KAITO, "Kaito", "Attack on 2-Moons (Brigid, coin 3).\nRoll >= 3 destroys it: 3, 4 or 5, so 3 faces of 6 (50%).",
     True, ["Attack the colony on the 2 of Moons"]),
    (KAITO, "Kaito", "attack brigid's colony here, need a 3+ to knock it out - 3, 4, 5", True,
     ["Attack the colony on the 2 of Moons"]),
    (KAITO, "Kaito", "attack here. anything 3 or better takes it out = 3, 4 or 5", True,
     ["Attack the colony on the 2 of Moons"]),
    (KAITO, "Kaito", "attack here. need 3+ to destroy it: 2, 3, 4, 5", False, ["3, 4 or 5"]),
    (KAITO, "Kaito", "Attack the colony here. Roll 3+ wins: 3 or 4", False, ["3, 4 or 5"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
