"""The habits held-out 31 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits24.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

INES = "ho31-duo-t42-ines-last"   # Ines on Pavel's colony on the 3 of Arms (coin 4); Pavel 22, 16 without it
YUKI = "ho31-quad-t32-yuki"       # Yuki on the uncolonized Ace of Arms, her stash Null, Ace, 2, 4

CASES = [
    # the score an attack leaves its victim with, said with a verb and him/her or the name
    # ("would put him at 19", "leaves Pavel on 16"): checked, the right value named
    (INES, "Ines", "Attack here, that leaves Pavel on 16", True, ["Attack the colony on the 3 of Arms"]),
    (INES, "Ines", "attack the 3 of arms - knocks him down to 16 pts", True,
     ["Attack the colony on the 3 of Arms"]),
    (INES, "Ines", "Attack here. That'd put Pavel on 20 points", False, ["Pavel: 16"]),
    (INES, "Ines", "attacking pavel's colony here, he'd be at 19 after", False, ["Pavel: 16"]),
    (INES, "Ines", "attack his colony, takes him down to 18", False, ["Pavel: 16"]),
    # "going for" the planet the ship is on, with the colony's marker named: the colonization
    (YUKI, "Yuki", "going for the ace here w/ the null, 4 marks it", True,
     ["Colonize the Ace of Arms: roll with the Null coin; marker coin 4"]),
    (YUKI, "Yuki", "I'll go for this Ace planet: null coin in, the 2 as marker", True,
     ["Colonize the Ace of Arms: roll with the Null coin; marker coin 2"]),
    (YUKI, "Yuki", "Going for the Ace of Arms, nothing in, ace coin as marker. 1 + 5 + 2 = 9 if it works", False,
     ["1 + 5 + 2 = 8"]),
    # near-misses: a move named with it stays a move; a planet the ship is not on is refused
    (YUKI, "Yuki", "go for the ace of arms, roll and move, marker later", False, ["already on Ace of Arms"]),
    (YUKI, "Yuki", "going for the 4 of arms, marker 2 once I'm there", False, ["your ship is on Ace of Arms"]),
    # the coins left to the GM ("whatever coins are enough") are never read as "no coins"
    (YUKI, "Yuki", "going for the ace here, whatever coins are enough, marker 4", False, ["NOT accepted yet"]),
    # ... nor where "colonize" is said outright and no "with" or "using" comes before the coins
    (YUKI, "Yuki", "colonize here, some coins, marker 4", False, ['"some coins": which coins']),
    (YUKI, "Yuki", "Colonize the ace of arms - whatever coins needed, 4 as marker", False, ['"whatever coins": which coins']),
    (YUKI, "Yuki", "colonize here, coins: whichever, marker 4", False, ["which coins do you use"]),
    # ... nor where the vague coins stand in a clause that reads like a fact ("... are enough")
    (YUKI, "Yuki", "colonize here, whatever coins are enough, marker 4", False, ['"whatever coins": which coins']),
    (YUKI, "Yuki", "colonize here with the ace, any coins are fine, marker 4", False, ['"any coins": which coins']),
    (YUKI, "Yuki", "colonize here, the sun is free, no coins, marker 4", True, ["roll with no coins; marker coin 4"]),
    (YUKI, "Yuki", "colonize here, no coins, marker 4", True, ["Colonize the Ace of Arms: roll with no coins; marker coin 4"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
