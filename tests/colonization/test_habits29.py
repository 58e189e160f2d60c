"""The habits held-out 29 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits24.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

RUAIRI = "ho29-quad-t45-ruairi-last"   # last round: Ruairi on the uncolonized 5 of Arms, stash Ace, 5, score 15; Wendeline 21
WENDELINE = "ho29-quad-t18-wendeline"  # Wendeline on the sun of Suns, stash Ace, 4, 5, discard Null, 3, her 2 on the 2 of Moons
TAVI = "ho29-duo-t12-tavi"             # Tavi on the uncolonized 4 of Moons, stash Null, 2, 4, 5, score 2
TAVI_LAST = "ho29-duo-t38-tavi-last"   # Tavi's last action: on the 3 of Suns, stash 4, 5, 4 colonies, score 19; Ingrid 27
BIRGIT = "ho29-trio-t7-birgit"         # Birgit on the sun of Moons (sun-Ace), full stash; Arms: sun-3, its sun free
KASIMIR = "ho29-trio-t22-kasimir"      # Kasimir on the uncolonized Ace of Crowns, stash Null, 2, 5, score 5
BIRGIT_SUNS = "ho29-trio-t23-birgit"   # Birgit on the 2 of Suns (Oyelaran's colony); Suns: sun-Ace-2-4 (hers)-5
SAKURA = "ho29-quad-t41-sakura"        # Sakura on her 5 of Crowns; Crowns: sun-2 (Ruairi's colony)-3-5

CASES = [
    # an exclamation ends the talk before an order told by its coins alone ("All or nothing! Ace
    # in, 5 on top"), as a full stop does
    (RUAIRI, "Ruairi", "Go big! Ace in, 5 on top.", True,
     ["Colonize the 5 of Arms: roll with the Ace coin; marker coin 5"]),
    (RUAIRI, "Ruairi", "last shot!! ace goes in, 5 marks it", True, ["roll with the Ace coin; marker coin 5"]),
    (RUAIRI, "Ruairi", "come on! Ace in, 5 on top, a 4 or better wins", False, ["the rules give 5"]),
    # the score after the condition that the action works ("If it lands that's 22"): checked as
    # "22 if it lands" is, the gain or the total
    (RUAIRI, "Ruairi", "Ace in, 5 on top. If it works I'm on 22 points", True, ["marker coin 5"]),
    (RUAIRI, "Ruairi", "Ace in, 5 on top, once it sticks I have 23", False, ["22 in all"]),
    (RUAIRI, "Ruairi", "Ace in, 5 on top. If it lands that's 22 and I beat Wendeline's 20", False,
     ["Wendeline: 21"]),
    # the stash told as "a stash of N": how many coins, checked (the 2 stays on its colony)
    (WENDELINE, "Wendeline", "Home at last, both coins back: my full stash of 6 again", False,
     ["5 coins in your stash"]),
    (WENDELINE, "Wendeline", "restore both - back to a stash of 5 coins", True, ["Restore the Null and 3 coins"]),
    (WENDELINE, "Wendeline", "both back please, a stash of 6 after", False, ["5 coins in your stash"]),
    # "both (coins) back" with no verb and no coins named: the restore of both discarded coins
    (WENDELINE, "Wendeline", "home, both coins back please", True, ["Restore the Null and 3 coins"]),
    (KASIMIR, "Kasimir", "both coins back please", False, ["say which coin to restore (off a sun: 1)"]),
    # a score line worked out as a sum claims the sum's result ("Score after: 2 + 4 + 2 = 8");
    # a bracket naming the count bonus labels its term; "well played" is no order
    (TAVI, "Tavi", "colonize the 4 of Moons with the 5, marker 4.\nScore after: 2 + 6 = 8", True,
     ["Colonize the 4 of Moons: roll with the 5 coin; marker coin 4"]),
    (TAVI, "Tavi", "colonize the 4 of Moons with the 5, marker 4.\nScore after: 2 + 4 + 2 = 9", False,
     ["2 + 4 + 2 = 8"]),
    (TAVI_LAST, "Tavi", "colonize 3 of Suns, 4 in, 5 marks it.\nScore: 19 + 3 + 3 (5 colonies) = 25.", True,
     ["Colonize the 3 of Suns: roll with the 4 coin; marker coin 5"]),
    (TAVI_LAST, "Tavi", "colonize 3 of Suns, 4 in, 5 marks it.\nScore: 19 + 3 + 2 (five colonies) = 24.", False,
     ["your score after the action: 25"]),
    (TAVI_LAST, "Tavi", "colonize 3 of Suns, 4 in, 5 marks it.\nScore: 25. Nicely played Ingrid, 27 to 25.", True,
     ["marker coin 5"]),
    (TAVI, "Tavi", "colonize the 4 of Moons with the 5, marker 4.\nScore after: 2+4+2 = 8 pts", True,
     ["marker coin 4"]),
    (TAVI, "Tavi", "colonize the 4 of Moons with the 5, marker 4.\nScore: 4 + 2 = 6 more", True, ["marker coin 4"]),
    (TAVI, "Tavi", "colonize the 4 of Moons with the 5, marker 4.\nScore: 4 + 2 = 7 more", False, ["4 + 2 = 6"]),
    # "every number except null", "all rolls other than ...": the faces left, checked
    (BIRGIT, "Birgit", "roll to the ace of moons, all numbers except the null work", True,
     ["Roll and move to the Ace of Moons"]),
    (BIRGIT, "Birgit", "roll to the ace of moons - any result other than a null", True,
     ["Roll and move to the Ace of Moons"]),
    (BIRGIT, "Birgit", "roll to the ace of moons, every number except ace is good", False, ["Ace, 2, 3, 4 or 5"]),
    # an EDIT of a restore that changes how many coins come back ("Restore both. EDIT: just the
    # null", "EDIT: both"): the count said first goes with the first coins
    (WENDELINE, "Wendeline", "Restore both.\nEDIT: make that just the 3", True, ["Restore the 3 coin"]),
    (WENDELINE, "Wendeline", "restore the null\nEDIT: both pls, forgot I'm on the sun", True,
     ["Restore the Null and 3 coins"]),
    (WENDELINE, "Wendeline", "Restore both.\nEDIT: just one", False, ["say which coins to restore"]),
    # an EDIT that takes the order back and names the piece in its place ("scratch that, only the 3")
    (WENDELINE, "Wendeline", "Restore both.\nEDIT: never mind, only the 3", True, ["Restore the 3 coin"]),
    (WENDELINE, "Wendeline", "Restore both.\nEDIT: scratch that", False, ["takes back the action"]),
    # a pile's status list ends at its bracket ("Stash after: null, ace, 3, 4, 5 (5 coins; ...)");
    # where a coin of the poster's lies ("my 2 is on the 2 of Moons") is checked
    (WENDELINE, "Wendeline", "Restore both.\nStash after: null, ace, 3, 4, 5 (5 coins).", True,
     ["Restore the Null and 3 coins"]),
    (WENDELINE, "Wendeline", "Restore both.\nStash after: null, ace, 3, 4, 5 (4 coins).", False,
     ["5 coins in your stash"]),
    (WENDELINE, "Wendeline", "Restore both (my 2 coin stays on the 2 of Moons)", True, ["Restore the Null and 3 coins"]),
    (WENDELINE, "Wendeline", "Restore both. my 3 is on the 2 of Moons", False, ["your 2 coin on 2 of Moons"]),
    # a rule cited by its number inside the line ("4.B.iv.4"): no coins; the coin's certainty said
    # as "suffices" / "is enough" is checked (a 2 coin never takes an Ace planet)
    (KASIMIR, "Kasimir", "Colonize the Ace of Crowns with the Null coin (see rule 4.B.iv.4). Marker: 2.", True,
     ["Colonize the Ace of Crowns: roll with the Null coin; marker coin 2"]),
    (KASIMIR, "Kasimir", "colonize here with the null, marker 2. the null is enough", True,
     ["roll with the Null coin; marker coin 2"]),
    (KASIMIR, "Kasimir", "colonize here with the 5, marker 2 (ace planet: 5 suffices)", False, ["Null or Ace"]),
    (KASIMIR, "Kasimir", "colonize the ace of crowns with null, 2 marks it (ace planet, so the null suffices)", True,
     ["roll with the Null coin; marker coin 2"]),
    (KASIMIR, "Kasimir", "Colonize the Ace of Crowns with the 2 coin (2 coin is enough). Marker: 5.", False,
     ["Null or Ace"]),
    # a planet of the system moved to, named by its value in a remark ("the 3 over there"): checked
    (BIRGIT, "Birgit", "warp to the sun of arms with my null, that 3 planet out there is calling me", True,
     ["Play the Null coin: warp to the sun of Arms"]),
    (BIRGIT, "Birgit", "Null coin -> sun of Arms, the 4 over there looks nice", False, ["no 4 of Arms on the board"]),
    # a move's count broken down in a bracket, place by place: the way, each cost, each owner
    (SAKURA, "Sakura", "roll & move to the sun of crowns, 4 moves (3 = 1, Ruairi's 2 = 2, sun = 1)", True,
     ["Roll and move to the sun of Crowns"]),
    (SAKURA, "Sakura", "Roll and move to the sun of Crowns: 4 moves (5 → 3 → 2 → sun)", True,
     ["Roll and move to the sun of Crowns"]),
    (SAKURA, "Sakura", "Roll and move to the sun of Crowns: 4 moves (5 → 2 = 2, sun = 1).", False,
     ["the path 5 → 3 → 2 → sun"]),
    (SAKURA, "Sakura", "roll to the sun of Crowns, 4 moves (3 = 1, Hamza's 2 = 2 more, sun = 1)", False,
     ["Ruairi's colony on 2 of Crowns"]),
    (SAKURA, "Sakura", "roll to the sun of Crowns, 4 moves (3 = 1, 2 = 1, sun = 1)", False,
     ["2 moves onto 2 of Crowns"]),
    # the moves and their way said after the move, in a clause or a sentence of their own ("1
    # back", ". 2 out."): checked, the way too (found by the review of the accepted set-29 posts)
    (BIRGIT_SUNS, "Birgit", "roll and move to the ace of suns, 1 back", True, ["Roll and move to the Ace of Suns"]),
    (BIRGIT_SUNS, "Birgit", "Roll and move to the ace of Suns, 2 back.", False, ["moves to Ace of Suns"]),
    (BIRGIT_SUNS, "Birgit", "Rolling to the 5 of Suns. 2 out.", True, ["Roll and move to the 5 of Suns"]),
    (BIRGIT_SUNS, "Birgit", "roll, move to 5 of suns. 3 out", False, ["2 moves to 5 of Suns"]),
    (BIRGIT_SUNS, "Birgit", "Roll, move to the 4 of Suns, 1 back", False, ["a move away from"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
