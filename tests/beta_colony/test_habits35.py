"""The habits held-out sets 35 and 36 showed, each in other wordings than the corpus post that
showed it, and near-misses that must still be refused or queried (issue 19: fix the habit, never
the sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

TOBENNA = "ho35-tri-setup-ship"    # setup, ship: Tobenna places his; Ingrid's ship is on Nebra
ORIANE = "ho36-tri-setup-ship"     # setup, ship: Oriane places hers; Kasimir's ship is on Nebra
WEI = "ho35-tri-r1-wei-a1"         # round 1: Wei at the Ridback, black 3 blue 5 red 6 green 5, Mat B
BABAJIDE = "ho36-tri-r1-a1-babajide"  # round 1: left Manufactory, dice 6/6/5/5, fuel 1
BABA_INFL = "ho36-tri-r4-infl"     # influence bonus: Xi'an 3 (4: 2 fuel), Thebes 3 (4: a crew), fuel 1
SUNNIVA = "ho35-quad-r4-infl"      # influence bonus: Xi'an 2, Thebes 1 (2: 1 CP), Cuzco 2 (3: 1 CP)

BABA_ACT = "blue 6 to nebra, green 5: polymer and water"
BABA_READ = "blue 6 to Nebra, green 5: polymer and water"

CASES = [
    # "Could I (please) ...?" opening the sentence asks for the order now, as "can I" does; "I
    # could ..." stays a possibility, and a place another ship holds is still refused
    (TOBENNA, "Tobenna", "Hi GM, could I go on Jyo please?", True, ["ship to Jyo"]),
    (TOBENNA, "Tobenna", "could we put my ship on the Ridback? cheers", True, ["ship to the Ridback"]),
    (ORIANE, "Oriane", "Could you put me on Gan De please", True, ["ship to Gan De"]),
    (TOBENNA, "Tobenna", "Could I start on Nebra?", False, ["Nebra is taken"]),
    (TOBENNA, "Tobenna", "I could start on Jyo I guess, or Gan De", False, ["which one do you take?"]),
    (TOBENNA, "Tobenna", "Could I start on Jyo next round?", False, ["no action found"]),
    (TOBENNA, "Tobenna", "Would it be ok if I start at the Ridback?", True, ["ship to the Ridback"]),
    (TOBENNA, "Tobenna", "Would it be ok if I start at the Ridback, or Jyo?", False, ["Jyo"]),
    # another choice weighed as maybe better, in doubt ("or maybe X is better?", "though X might
    # be better? dunno", "would X be smarter?"): asked; a reason or a doubt settled is no doubt
    (ORIANE, "Oriane", "Ridback for me, though the Azophi Nexus might be better? dunno", False,
     ["offers another order, weighed as maybe better", "which one do you take?"]),
    (ORIANE, "Oriane", "Gan De please - or would Jyo be smarter? hmm", False,
     ["offers another order, weighed as maybe better"]),
    (WEI, "Wei", "blue 5 to Nebra, green 5: 2 water. or maybe polymer is better?", False,
     ["offers another order, weighed as maybe better"]),
    (WEI, "Wei", "red 6 to Jyo, green 5: palladium + food... hmm would Nebra be better? idk", False,
     ["offers another order, weighed as maybe better"]),
    (ORIANE, "Oriane", "Ridback I think. The Nexus could be better though...", False,
     ["offers another order, weighed as maybe better"]),
    (ORIANE, "Oriane", "Ridback. Unless the Nexus is better?", False, ["offers another order, weighed as maybe better"]),
    (ORIANE, "Oriane", "Ridback, it's better for my mat", True, ["ship to the Ridback"]),
    (ORIANE, "Oriane", "Ridback (the Nexus might be better but I'll stick with the Ridback)", True,
     ["ship to the Ridback"]),
    # the dice this action leaves, kept for the other action ("saving black+red for jyo"): a
    # plan, talk; not when the post uses one of them, nor when it is the whole post
    (BABAJIDE, "Babajide", BABA_ACT + ". keeping black & red for Jyo", True, [BABA_READ]),
    (BABAJIDE, "Babajide", BABA_ACT + ", holding back red and black for the Nexus", True, [BABA_READ]),
    (BABAJIDE, "Babajide", "I'm saving red + black for Jyo. blue 6 to Nebra, green 5: polymer, water",
     True, [BABA_READ]),
    (BABAJIDE, "Babajide", BABA_ACT + ". saving blue+red for jyo", False, ["more than one destination"]),
    (BABAJIDE, "Babajide", "saving black+red for jyo", False, ["Jyo"]),
    # where the track stands, then an arrow to what that space gives ("takes me to 4 → 2 fuel"):
    # the bonus, checked; a bare "at N" beside the colony is where its track will stand (checked)
    (BABA_INFL, "Babajide", "Xi'an, up to 4 → +2 fuel", True, ["influence on Xi'an", "+2 fuel"]),
    (BABA_INFL, "Babajide", "Xi'an please, takes me to 4 → 3 fuel", False,
     ["the action gives 2 fuel, not 3"]),
    (SUNNIVA, "Sunniva", "Thebes pls, that puts me at 2 -> 1 CP", True, ["influence on Thebes"]),
    (BABA_INFL, "Babajide", "Xi'an please, that takes me to 4 = 2 fuel", True, ["+2 fuel"]),
    (BABA_INFL, "Babajide", "Xi'an, hitting 4 → 2 fuel", True, ["+2 fuel"]),
    (BABA_INFL, "Babajide", "Xi'an, now at 4 = 2 fuel total", False, ["you will have 3 fuel, not 2"]),
    (BABA_INFL, "Babajide", "Xi'an, reaching 5: 2 fuel", False, ["your Xi'an track will be at 4, not 5"]),
    (SUNNIVA, "Sunniva", "Cuzco, now at 3 => 2 CP", False, ["the action gives +1 CP, not 2"]),
    (BABA_INFL, "Babajide", "Thebes please, at 4 → crew on Cuzco 44", True,
     ["influence on Thebes; crew on Cuzco 44"]),
    (BABA_INFL, "Babajide", "Thebes please, at 5, crew on Cuzco 44", False,
     ["your Thebes track will be at 4, not 5"]),
    # an EDIT that takes back the crew placed above ("forget the crew", "drop the crew", "no
    # crew"): the crew is no longer placed; without a crew where the track gives one, refused
    (BABA_INFL, "Babajide", "Thebes, crew on Cuzco 44\nedit - make it Xi'an, drop the crew", True,
     ["influence on Xi'an", "+2 fuel"]),
    (BABA_INFL, "Babajide", "Xi'an, crew on Cuzco 44\nEDIT: no crew, sorry", True,
     ["influence on Xi'an", "+2 fuel"]),
    (BABA_INFL, "Babajide", "Thebes, crew on Cuzco 44\nEDIT: scrap the crew", False,
     ["places a crew on any pod"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
