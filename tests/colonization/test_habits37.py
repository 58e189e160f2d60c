"""The habits held-out 37 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits24.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

TADEUSZ = "ho37-trio-t15-tadeusz-ace"   # Tadeusz on the free Ace of Arms; stash Ace, 3, 4, 5
PIA = "ho37-quad-t23-pia-sun"          # Pia on a sun; stash Ace, 3, 4; 2 and 5 discarded
YEMI = "ho37-quad-t24-yemi-colony"     # Yemi on his own Ace colony; the 5 of Suns 1 out, the 3 of Arms free

CASES = [
    # a certainty typed without its apostrophe ("cant fail", "cant miss"): checked like "can't fail"
    (TADEUSZ, "Tadeusz", "colonize w 5, marker 4 - cant miss", False, ["the rules give Null or Ace"]),
    (TADEUSZ, "Tadeusz", "colonize with the 5, mark with 4. cant lose this one", False,
     ["the rules give Null or Ace"]),
    (TADEUSZ, "Tadeusz", "colonising the ace w my ace, 5 marks it, cant fail", True,
     ["Colonize the Ace of Arms: roll with the Ace coin; marker coin 5"]),
    (TADEUSZ, "Tadeusz", "colonize w 5, marker 4, cant wait to see", True,
     ["Colonize the Ace of Arms: roll with the 5 coin; marker coin 4"]),
    # a certainty said of its outcome, then the coin that makes it so ("auto success with the ace
    # in"): one claim, checked; the coin said again is not a second coin
    (TADEUSZ, "Tadeusz", "colonize the ace with my ace, marker 5. sure success with the ace in", True,
     ["Colonize the Ace of Arms: roll with the Ace coin; marker coin 5"]),
    (TADEUSZ, "Tadeusz", "Colonize here using my Ace, mark w 5 -- guaranteed win with the ace coin used", True,
     ["Colonize the Ace of Arms: roll with the Ace coin; marker coin 5"]),
    (TADEUSZ, "Tadeusz", "colonize w 5, marker 4. auto success with the ace in", False,
     ["the rules give Null or Ace"]),
    # "without any coins", "not using any", "won't use any coins": no coins, said plainly; "with any
    # coins" still leaves the coins to the GM
    (TADEUSZ, "Tadeusz", "colonize the ace without any coins, ace marks it", True,
     ["Colonize the Ace of Arms: roll with no coins; marker coin Ace"]),
    (TADEUSZ, "Tadeusz", "colonize here, not using any coins, marker ace", True,
     ["Colonize the Ace of Arms: roll with no coins; marker coin Ace"]),
    (TADEUSZ, "Tadeusz", "colonize, I won't use any coins, the Ace is my marker", True,
     ["Colonize the Ace of Arms: roll with no coins; marker coin Ace"]),
    (TADEUSZ, "Tadeusz", "colonize with any coins, marker ace", False, ["which coins do you use"]),
    (TADEUSZ, "Tadeusz", "colonize without any coins, ace marker, I just need a 4", False,
     ["the rules give Null or Ace"]),
    # how many coins the rules let a restore bring back, said as its reason ("on a sun, so I get
    # two"): a count, not the 2 coin
    (PIA, "Pia", "restore the 2 and the 5, I'm on a sun so I get two", True, ["Restore the 2 and 5 coins"]),
    (PIA, "Pia", "Restoring 5 + 2 (I'm on a sun so I'm allowed two)", True, ["Restore the 5 and 2 coins"]),
    (PIA, "Pia", "restore the 2 and 5 - sun lets me take two", True, ["Restore the 2 and 5 coins"]),
    (PIA, "Pia", "restore the 5, I get two", False, ["the rules give 1 coin restored"]),
    (PIA, "Pia", "restore both, I get two", True, ["Restore the 2 and 5 coins"]),
    # the stash after the action said "Back to N coins", "that makes N coins" (a capital first
    # word is no rival's name): checked
    (PIA, "Pia", "Restore 2 and 5. Back to 6 coins.", False, ["the rules give 5 coins"]),
    (PIA, "Pia", "restore 2 and 5, that makes 6 coins", False, ["the rules give 5 coins"]),
    (PIA, "Pia", "restore the 2 and 5, brings me back up to 4 coins", False, ["the rules give 5 coins"]),
    (PIA, "Pia", "Restore 2 + 5. Back to 5 coins.", True, ["Restore the 2 and 5 coins"]),
    # a roll and move with its own place for a rolled Ace (an Ace warp from his own colony): the
    # Ace's place first, then the place for every other face
    (YEMI, "Yemi", "r&m to the 5, 1 away; on an ace I'll warp to the 3 of arms instead", True,
     ["Roll and move to the 3 of Arms, or else the 5 of Suns"]),
    (YEMI, "Yemi", "roll to the 5 of Suns. ace = warp to 3 of Arms", True,
     ["Roll and move to the 3 of Arms, or else the 5 of Suns"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
