"""The habits held-out 23 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits22.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

JULES = "ho23-mid3-jules"   # Jules on the 3 of Crowns, Tomasz's colony there with its 3 coin
DARA = "ho22-c4-mid"        # Dara on the Crowns sun, her 2 and 4 discarded
LATE = "ho22-a3-late"       # Tobi on the 4 of Crowns (uncolonized), stash only the 4, score 10
ACE = "ho22-c4-ace"         # Kofi on the Ace of Suns (uncolonized), stash Null, Ace, 2, 3, 4

CASES = [
    # "a 3 or better knocks it out": the faces that win an attack, said with what the roll does
    # to the colony (knocks it out, takes it out, wipes it out, kills it), checked
    (JULES, "Jules", "attack tomasz's colony, 3+ takes it out", True,
     ["Attack the colony on the 3 of Crowns"]),
    (JULES, "Jules", "attack the colony here - anything 3 or higher wipes it out", True,
     ["Attack the colony on the 3 of Crowns"]),
    (JULES, "Jules", "[b]Attack[/b] Tomasz's colony on the 3 of Crowns. 3 or better knocks it out I think", True,
     ["Attack the colony on the 3 of Crowns"]),
    (JULES, "Jules", "attack here. 3 or more removes the colony", True,
     ["Attack the colony on the 3 of Crowns"]),
    (JULES, "Jules", "destroy the colony here, a 4 or better knocks it out", False,
     ["the rules give 3, 4 or 5"]),
    (JULES, "Jules", "atack here, a 2 or better kills it", False, ["a roll of 3 or more destroys it"]),
    (JULES, "Jules", "attack here, a 2 knocks it out", False, ["the rules give 3, 4 or 5"]),
    # (set 22's habit in other voices) the coins a restore brings back, said with where they go:
    # "come back to me", "go back to my stash", checked; a wrong one was taken as talk
    (DARA, "Dara", "restore both -- 2 and 5 come back to me", False, ["2 and 4 back to your stash"]),
    (DARA, "Dara", "restore both -- 2 and 4 come back to me", True, ["Restore the 2 and 4 coins"]),
    (DARA, "Dara", "restore both, 4 and 2 go back to my stash", True, ["Restore the 2 and 4 coins"]),
    (DARA, "Dara", "restore both, 4 and 3 go back to my stash", False, ["2 and 4 back to your stash"]),
    (DARA, "Dara", "restore the 2. 4 comes back to me", False, ["2 back to your stash"]),
    # the restore said only with the coins and where they go ("2 and 4 back to my stash"): both
    # coins, not the last one with the first taken as talk
    (DARA, "Dara", "2 and 4 back to my stash please", True, ["Restore the 2 and 4 coins"]),
    (DARA, "Dara", "the 2 and 4 back to my stash", True, ["Restore the 2 and 4 coins"]),
    (DARA, "Dara", "2 and 3 back to my stash", False, ["coin 3 is not in your discard pile"]),
    (JULES, "Jules", "attack tomasz on 3 crowns. 3+ knocks him out", True, ["Attack the colony on the 3 of Crowns"]),
    (JULES, "Jules", "attack tomasz on 3 crowns. 4+ knocks him out", False, ["the rules give 3, 4 or 5"]),
    # (set 22's habit in other voices) the score now and after, the word "after" before the later
    # figure ("score now 10, after 15"): checked, a wrong one was taken as talk
    (LATE, "Tobi", "i colonize here with the 4 as marker (score now 10, after 15)", False,
     ["10 or 16 after the action"]),
    (LATE, "Tobi", "i colonize here with the 4 as marker (score now 10, after 16)", True,
     ["marker coin 4"]),
    (LATE, "Tobi", "colonize w/ marker 4. points 10 now, then 16", True, ["marker coin 4"]),
    (LATE, "Tobi", "colonize w/ marker 4. points 11 now, then 16", False, ["10 now"]),
    # (set 22's habit, mobile spelling) "null used so it cant fail": the order's coin said again
    # with the certainty, "cant" without its apostrophe
    (ACE, "Kofi", "colonize the ace here, null in, 2 marks it -- null used so it cant fail", True,
     ["roll with the Null coin; marker coin 2"]),
    (ACE, "Kofi", "colonize the ace here w/ null, 2 marker, cant miss", True,
     ["roll with the Null coin; marker coin 2"]),
    (ACE, "Kofi", "colonize the ace here, 2 in, 3 marks it -- 2 used so it cant fail", False, ["Null or Ace"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
