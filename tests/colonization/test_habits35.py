"""The habits held-out 35 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits24.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

MBALI = "ho35-quad-t23-mbali"     # Mbali on her own Ace of Crowns colony; Crowns = Ace-2-4-5, none colonized on the way
YUSUF = "ho35-trio-t20-yusuf"     # Yusuf on the free Ace of Crowns; his colony on the 3 (Kwame's ship on it), Sunniva's on the 4
SUNNIVA = "ho35-trio-t21-sunniva"  # Sunniva on the sun of Suns, Ace and 2 discarded
TEO = "ho35-quad-t22-teo"         # Teo on the 2 of Moons; Moons = Ace-2-3 (Mbali's colony)-4
HARUTO = "ho35-duo-t6-haruto"     # Haruto on his own sun, full stash; Crowns has no planet yet

CASES = [
    # the planets a move enters, listed by value in a bracket after its count ("3 out (2, 4, 5)"):
    # checked as a path, never "not read"
    (MBALI, "Mbali", "roll and move to the 5 of Crowns, 3 moves (2, 4, 5)", True,
     ["Roll and move to the 5 of Crowns"]),
    (MBALI, "Mbali", "rolling to the 4 of crowns, 2 away (2 and 4), need a 2+", True,
     ["Roll and move to the 4 of Crowns"]),
    (MBALI, "Mbali", "roll & move to the 5 of crowns - 3 steps (4, 2, 5)", False, ["the path Ace → 2 → 4 → 5"]),
    (MBALI, "Mbali", "Going for the 5 of Crowns by roll, it's 3 out (2, 3, 5)", False, ["the path Ace → 2 → 4 → 5"]),
    # "pass" with a ship or its captain after it ("I can pass him", "pass Kwame's ship"): moving
    # past, never the Pass the game does not have
    (YUSUF, "Yusuf", "roll and move to the 4 of Crowns, 3 moves. Kwame is parked on my 3 but ships can pass each other",
     True, ["Roll and move to the 4 of Crowns"]),
    (YUSUF, "Yusuf", "r&m to the 4 of Crowns (3 moves). I'll just pass Kwame's ship on the way", True,
     ["Roll and move to the 4 of Crowns"]),
    (YUSUF, "Yusuf", "roll to the 4 of crowns, 3 moves - passing him is fine", True,
     ["Roll and move to the 4 of Crowns"]),
    (YUSUF, "Yusuf", "I pass this turn", False, ["there is no passing"]),
    # the costs of the planets on the way, listed item by item ("my own 3 is 1, Sunniva's 4 counts
    # 2"): each item its own owner, each checked
    (YUSUF, "Yusuf", "roll and move to the 4 of Crowns: 3 moves (my own 3 is 1, Sunniva's 4 costs 2)", True,
     ["Roll and move to the 4 of Crowns"]),
    (YUSUF, "Yusuf", "r&m to the 4 of crowns, 3 moves (my own 3 counts 1, Sunniva's 4 counts 2)", True,
     ["Roll and move to the 4 of Crowns"]),
    (YUSUF, "Yusuf", "r&m to the 4 of Crowns: 3 moves (my own 3 is 2, Sunniva's 4 counts 2)", False,
     ["1 move for a planet with your own colony"]),
    (YUSUF, "Yusuf", "roll to the 4 of crowns, 3 moves (my own 3 counts 1, sunniva's 4 counts 1)", False,
     ["2 moves for a planet with a rival colony"]),
    (YUSUF, "Yusuf", "r&m to the 4 of Crowns, 3 moves (my own 5 is 1, Sunniva's 4 counts 2)", False,
     ["passes no planet of value 5"]),
    # the planet that costs it said before "in between" / "on the way" ("Mbali's 3 in between
    # counts double"): checked to lie on the way with a rival colony
    (TEO, "Teo", "roll and move to the 4 of Moons, Mbali's 3 on the way costs 2 so 3 moves", True,
     ["Roll and move to the 4 of Moons"]),
    (TEO, "Teo", "roll to the 4 of Moons; the 3 in between counts double, need 3+", True,
     ["Roll and move to the 4 of Moons"]),
    (TEO, "Teo", "roll to the 4 of Moons - the 3 in between counts 1", False,
     ["2 moves for a planet with a rival colony"]),
    (TEO, "Teo", "roll n move to the 4 of moons (Mbali's 4 in between counts double)", False,
     ["4 of Moons with no rival colony"]),
    # how many coins a restore brings back, spelt out before "back" ("so I get two back"): checked
    (SUNNIVA, "Sunniva", "restoring the ace and the 2, on my sun so I take two back", True,
     ["Restore the Ace and 2 coins"]),
    (YUSUF, "Yusuf", "Restore my 5, I can only take one back out here", True, ["Restore the 5 coin"]),
    (YUSUF, "Yusuf", "restore the 4 - I get two back", False, ["1 coin restored"]),
    # what the colony brings, said "worth N with the match": checked, never talk
    (YUSUF, "Yusuf", "colonise here, no coins, ace marks it. worth 8 with the match bonus", True,
     ["Colonize the Ace of Crowns: roll with no coins; marker coin Ace"]),
    (YUSUF, "Yusuf", "Colonizing the Ace here, no coins, marker Ace. Worth 9 with the match.", False, ["+8"]),
    (YUSUF, "Yusuf", "colonize the ace, null in, 3 as marker - worth 8 with the match", False,
     ["the rules give no match"]),
    # the score before and after, "N → M", opening a sentence of its own (then its end, a
    # breakdown in a bracket, or "if it works"): checked
    (YUSUF, "Yusuf", "colonize the ace here, null in, ace marks it. 3 → 11 if it works", True,
     ["Colonize the Ace of Crowns: roll with the Null coin; marker coin Ace"]),
    (YUSUF, "Yusuf", "colonize the ace here, null in, ace marks it. 3 -> 11 (1 + 5 + 2 for the match)", True,
     ["Colonize the Ace of Crowns"]),
    (YUSUF, "Yusuf", "colonize the ace here, null in, ace marks it. 3 → 10 if it works", False, ["11 after"]),
    (YUSUF, "Yusuf", "Colonize the Ace of Crowns, null in, ace marker! 4 → 12", False, ["3 now"]),
    # a warp to another system's sun with no roll and no coin named ("hyperjump over to crowns"):
    # the Null coin's (action D.i), said in a note; a roll hoping for the Null is a roll and move
    (HARUTO, "Haruto", "hyperjump over to crowns this turn pls", True,
     ["Play the Null coin: warp to the sun of Crowns", "read as playing your Null coin"]),
    (HARUTO, "Haruto", "teleporting to the Crowns sun", True, ["Play the Null coin: warp to the sun of Crowns"]),
    (HARUTO, "Haruto", "roll and move, hoping for a null to warp to crowns", False, ["say where the ship should go"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
