"""The habits held-out 38 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits24.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

OPEN = "ho38-trio-t1-open"          # Baptiste on his sun, turn 1: nothing placed, 20 planets left
TAVISH = "ho38-duo-t22-tavish"      # Tavish on the free 4 of Moons; stash Null, 2, 3, 5; the 4 discarded
ILKA = "ho38-duo-t41-ilka-last"     # Ilka (9) on the free 3 of Crowns, stash Ace, 4; Tavish 15
OREN = "ho38-trio-t24-oren"         # Oren on the Crowns sun: 4 (his) - Ace - 2 (his) - 3 - 5; Ace, 3 discarded

CASES = [
    # the one action left, after "except" / "besides" / "other than": taken; "anything but X" is
    # the action not wanted, no order
    (OPEN, "Baptiste", "not a lot I can do besides draw a planet", True, ["Draw a planet"]),
    (OPEN, "Baptiste", "Nothing for me except to draw a planet this early, gl all", True, ["Draw a planet"]),
    (OPEN, "Baptiste", "nothing to do apart from drawing, so drawing", True, ["Draw a planet"]),
    (OPEN, "Baptiste", "anything but draw a planet", False, ["no action found"]),
    # a coin said kept in the stash ("keep the 5", "saving the null for later"): not used; one not
    # in the stash, or one the action uses, is named
    (TAVISH, "Tavish", "colonize 4 moons w/ 3, marker 5\n\nEDIT: 2 as the marker instead, keeping the 5",
     True, ["Colonize the 4 of Moons: roll with the 3 coin; marker coin 2"]),
    (TAVISH, "Tavish", "colonize here w/ the 3, marker 2, saving the null for later", True,
     ["Colonize the 4 of Moons: roll with the 3 coin; marker coin 2"]),
    (TAVISH, "Tavish", "colonize here w/ 3, keep the 5 as marker", True,
     ["Colonize the 4 of Moons: roll with the 3 coin; marker coin 5"]),
    (TAVISH, "Tavish", "colonize 4 moons w/ 3, marker 2, keep the 4", False, ["not in your stash"]),
    (TAVISH, "Tavish", "colonize 4 moons w/ 3, marker 2, keep the 3", False, ["the action uses it"]),
    # a gap to a rival "N short of NAME", "N behind NAME" (no "of"): checked as the lead
    (ILKA, "Ilka", "colonize here, no coins, marker 4 - would leave me 3 points short of Tavish", True,
     ["Colonize the 3 of Crowns: roll with no coins; marker coin 4"]),
    (ILKA, "Ilka", "colonize here, no coins, marker 4. if it lands I'm still 3 behind Tavish", True,
     ["Colonize the 3 of Crowns: roll with no coins; marker coin 4"]),
    (ILKA, "Ilka", "Colonize the 3 of Crowns, no coins, 4 marks it. Would be 12, still 2 short of Tavish", False,
     ["12 against Tavish's 15"]),
    (ILKA, "Ilka", "colonize here, no coins, marker 4. if it lands I'm still 2 behind Tavish", False,
     ["12 against Tavish's 15"]),
    # a planet named by its kind after "to" ("the ace planet", "the 3 planet"): that planet of the
    # ship's system, never a count of planets
    (OREN, "Oren", "roll out to the ace planet, 2 moves", True, ["Roll and move to the Ace of Crowns"]),
    (OREN, "Oren", "heading to the 3 planet", True, ["Roll and move to the 3 of Crowns"]),
    (OREN, "Oren", "roll to the 3 planet, 3 steps", False, ["4 moves to 3 of Crowns"]),
    # a planet by its rank ("the third planet", "the 2nd planet"): counted from the sun the ship is
    # on (never the end of the row); from a planet, asked
    (OREN, "Oren", "roll out to the third planet", True, ["Roll and move to the 2 of Crowns"]),
    (OREN, "Oren", "roll to the 2nd planet, 3 steps", False, ["2 moves to Ace of Crowns"]),
    (TAVISH, "Tavish", "roll out to the 2nd planet", False, ["counted from where?"]),
    # a restore's coins in the next sentence: the order's
    (OREN, "Oren", "I'd like to restore please. Both coins, the ace and the 3.", True,
     ["Restore the Ace and 3 coins"]),
    (OREN, "Oren", "Restoring. Just the ace please.", True, ["Restore the Ace coin"]),
    (OREN, "Oren", "restore. the ace or the 3?", False, ["which coins to restore"]),
    (OREN, "Oren", "restore. The ace and the 3 are in my discard.", False, ["please confirm"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
