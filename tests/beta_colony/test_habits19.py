"""The habits held-out set 19 showed, each in other wordings than the corpus post that showed it:
a GM reads them the same way, so the reader must too (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

HAMID = "ho19-bc19-quad-r1-a1-hamid"        # Mat C (+1 fuel at the Ridback and the Nexus), 1 fuel
SUNNY = "ho19-bc19-quad-r9-a2-sunny-last"   # Mat E, 4 fuel, black 3 and red 3 at Gan De
WREN = "ho19-bc19-duo-r4-a1-wren"           # Mat B (+1 water at Nebra)
TOMASZ = "ho19-bc19-duo-r5-a2-tomasz"       # green 6 and red 2, blue spent
MAT = "ho19-bc19-quad-setup-mat-sunny"      # every mat left
SHIP = "ho19-bc19-quad-setup-ship-greg"     # Sunny's ship at the Ridback
TRACK = "ho19-bc19-duo-r4-bonus-wren"       # Wren: Thebes 3, Cuzco 2, Xi'an 1; one influence
SIX = "ho19-bc19-duo-r1-bonus-tomasz"       # Tomasz: black 1, blue 3; the card sets a die to 6

CASES = [
    # a lone fuel figure that leaves out the mat's extra fuel: the right figure is named; the
    # location's part beside the mat's is right
    (HAMID, "Hamid", "blue 1 → Ridback, green 5: +3 fuel", False, ["the action gives 4 fuel, not 3"]),
    (HAMID, "Hamid", "Ridback with blue 1, activating green 5, that's 3 fuel", False,
     ["4 fuel"]),
    (HAMID, "Hamid", "blue 1 to the Ridback, green 5 for 3 fuel + 1 from Mat C", True,
     ["blue 1 to the Ridback, green 5: fuel"]),
    (HAMID, "Hamid", "blue 1 to the Ridback, green 5: +4 fuel", True, ["+4 fuel"]),
    (HAMID, "Hamid", "blue 1 to Ridback and activate green 5, +3 fuel from the Ridback and +1 from my mat",
     True, ["blue 1 to the Ridback, green 5: fuel"]),
    # a figure spelled out before its unit is checked like one in digits
    (HAMID, "Hamid", "Blue 1 to the Ridback. Activate with green 5 for three fuel.", False,
     ["the action gives 4 fuel, not 3"]),
    (HAMID, "Hamid", "blue 1 to the Ridback, green 5 for four fuel", True, ["green 5: fuel"]),
    (HAMID, "Hamid", "blue 1 to the Ridback, green 5: fuel, that's six fuel total", False,
     ["you will have 5"]),
    # a figure with the mat counted in, or asked to be confirmed ("..., right?"): checked
    (HAMID, "Hamid", "blue 1 to the Ridback, green 5: fuel (should be 6 with my mat right?)", False,
     ["you will have 5, not 6"]),
    (HAMID, "Hamid", "blue 1 to the Ridback, green 5: fuel, should be 6 with my mat", False,
     ["you will have 5, not 6"]),
    (HAMID, "Hamid", "blue 1 to the Ridback, green 5: fuel - 5 incl. the mat", True, ["green 5: fuel"]),
    (HAMID, "Hamid", "blue 1 to the Ridback, green 5: fuel. That's 6 fuel with my mat, right?", False,
     ["you will have 5, not 6"]),
    (HAMID, "Hamid", "blue 1 to the Ridback, green 5: +4 fuel, correct?", True, ["green 5: fuel"]),
    # "that gets me to N fuel" in a sentence about a goal: what the player will hold (checked)
    (SUNNY, "Sunny", "black 3 ccw to the Ridback, red 3: fuel, which puts me at 7 fuel for the goal",
     False, ["you will have 6 fuel, not 7"]),
    (SUNNY, "Sunny", "black 3 ccw to the Ridback, red 3: fuel - brings me to 6 fuel, not quite the goal",
     True, ["black 3 counter-clockwise to the Ridback, red 3: fuel"]),
    (SUNNY, "Sunny", "black 3 ccw → Ridback, red 3: 2 fuel. Takes me to 8 fuel and the 5 CP goal!",
     False, ["you will have 6 fuel, not 8"]),
    (SUNNY, "Sunny", "black 3 ccw → Ridback, red 3: fuel, so I'll be at 7 fuel for the goal", False,
     ["you will have 6 fuel, not 7"]),
    (SUNNY, "Sunny", "black 3 ccw → Ridback, red 3: fuel, leaves me with 7 fuel = goal", False,
     ["you will have 6 fuel, not 7"]),
    (SUNNY, "Sunny", "black 3 ccw → Ridback, red 3: fuel, reaching 7 fuel for the 5 CP goal", False,
     ["you will have 6 fuel, not 7"]),
    (SUNNY, "Sunny", "black 3 ccw → Ridback, red 3: fuel, reaching 6 fuel, one short of the goal", True,
     ["black 3 counter-clockwise to the Ridback, red 3: fuel"]),
    # a die's colour said as a material ("a blue one", "short on blue"): the material, or talk
    (TOMASZ, "Tomasz", "green 6 to Nebra, red 2 for a blue one", True, ["green 6 to Nebra, red 2: water"]),
    (TOMASZ, "Tomasz", "Nebra with green 6, red 2: one blue one please", True,
     ["green 6 to Nebra, red 2: water"]),
    (WREN, "Wren", "green 3 to Nebra, blue 5: two blue ones", True,
     ["green 3 to Nebra, blue 5: 2 water"]),
    (WREN, "Wren", "green 3 to Nebra, blue 5 → 2 blue", True, ["green 3 to Nebra, blue 5: 2 water"]),
    (WREN, "Wren", "green 3 to Nebra, red 1: 1 blue", True, ["green 3 to Nebra, red 1: water"]),
    (WREN, "Wren", "black 3 to Nebra, green 3: water, I'm really low on blue", True,
     ["black 3 to Nebra, green 3: water"]),
    (WREN, "Wren", "black 3 to Nebra, green 3: polymer\nEDIT: water instead, running out of blue",
     True, ["black 3 to Nebra, green 3: water"]),
    # what the player lacks or needs a material for, as the reason for the order: talk
    (WREN, "Wren", "black 3 to Nebra, green 3: water, since I'm out of water", True,
     ["black 3 to Nebra, green 3: water"]),
    (WREN, "Wren", "black 3 to Nebra, green 3: water (short on water)", True,
     ["black 3 to Nebra, green 3: water"]),
    (WREN, "Wren", "black 3 to Nebra, green 3: water - need more blue for Cuzco", True,
     ["black 3 to Nebra, green 3: water"]),
    (TOMASZ, "Tomasz", "green 6 to Nebra, red 2 → water, need it for Cuzco", True,
     ["green 6 to Nebra, red 2: water"]),
    # a mat by its small letter alone (a phone), with a courtesy
    (MAT, "Sunny", "b", True, ["mat: Mat B"]),
    (MAT, "Sunny", "e pls", True, ["mat: Mat E"]),
    (MAT, "Sunny", "c.\n\nSent from my iPhone", True, ["mat: Mat C"]),
    (MAT, "Sunny", "i'll take c", True, ["mat: Mat C"]),
    (MAT, "Sunny", "going with e", True, ["mat: Mat E"]),
    # how a power looks, and a hedge on the player's own reading: talk
    (MAT, "Sunny", "Mat B. The extra water at Nebra seems really useful.", True, ["mat: Mat B"]),
    (MAT, "Sunny", "Mat D, if I'm reading the board correctly. The organics bonus sounds strong",
     True, ["mat: Mat D"]),
    (MAT, "Sunny", "Going with E unless I misread something", True, ["mat: Mat E"]),
    # at the ship step, "next to <player> at <place>" after the place chosen: where it lies (talk)
    (SHIP, "Greg", "Nebra please, right next to Sunny at the Ridback", True, ["ship to Nebra"]),
    (SHIP, "Greg", "right manu - beside Sunny's ship at the Ridback haha", True,
     ["ship to the right Manufactory"]),
    (SHIP, "Greg", "next to Sunny at the Ridback", False, ["the Ridback is taken"]),
    (SHIP, "Greg", "I'll start on Nebra, far away from Sunny at the Ridback :P", True, ["ship to Nebra"]),
    (SHIP, "Greg", "Left Manufactory, next door to Sunny's Ridback", True,
     ["ship to the left Manufactory"]),
    # the die's value spelled out after "to", and what the die shows said as "it's a 3": checked
    (SIX, "Tomasz", "black to five pls", False, ["sets a die to 6, not 5"]),
    (SIX, "Tomasz", "black to six pls", True, ["set black to 6"]),
    (SIX, "Tomasz", "black → 6 (it's a 3)", False, ["your black die shows 1, not 3"]),
    (SIX, "Tomasz", "black → 6 (it's a 1)", True, ["set black to 6"]),
    (SIX, "Tomasz", "black to 6, I rolled a 2 on it", False, ["your black die shows 1, not 2"]),
    # an order that waits on another player, the condition after it: asked
    (TOMASZ, "Tomasz", "green 6 to Nebra, red 2: water if Wren didn't take it", False,
     ["depends on what Wren does"]),
    (TOMASZ, "Tomasz", "green 6 to Nebra, red 2: water unless Wren objects lol", False,
     ["depends on what Wren does"]),
    # an amount without a number ("a couple of water", "some CP"): asked; in talk about later, talk
    (TOMASZ, "Tomasz", "green 6 to Nebra, red 2: a couple of water", False, ["gives no number"]),
    (TOMASZ, "Tomasz", "green 6 to Nebra, red 2: water, some CP", False, ["gives no number"]),
    (TOMASZ, "Tomasz", "green 6 to Nebra, red 2: water, need some fuel next turn", True,
     ["green 6 to Nebra, red 2: water"]),
    # a bare total in a piece of its own after a figure with its unit ("so 5 in total"): checked
    (WREN, "Wren", "blue 5 to the Ridback w/ black 3. should give me 2 fuel, so 5 in total", False,
     ["you will have 4 fuel, not 5"]),
    (WREN, "Wren", "blue 5 to the Ridback w/ black 3. should give me 2 fuel, so 4 in total", True,
     ["blue 5 to the Ridback, black 3: fuel"]),
    (WREN, "Wren", "green 3 to Nebra, red 1: water, +1 CP - 5 now", False, ["you will have 4 CP, not 5"]),
    # a question whether the player's own mat adds its material: checked, not asked about
    (WREN, "Wren", "black 3 to Nebra, green 3: water. Oh and I think I get +1 water from the mat too?",
     True, ["black 3 to Nebra, green 3: water"]),
    (WREN, "Wren", "red 1 to Gan De, green 3: organics. plus a water from my mat too right?", False,
     ["names water, which this action neither gives"]),
    # "Thebes to 5", "Cuzco goes to 4": where the track will stand, checked
    (TRACK, "Wren", "Thebes to 5 - crew on Cuzco 40", False, ["your Thebes track will be at 4, not 5"]),
    (TRACK, "Wren", "Cuzco goes to 4, 1 CP", False, ["your Cuzco track will be at 3, not 4"]),
    (TRACK, "Wren", "Cuzco goes to 3, 1 CP", True, ["influence on Cuzco"]),
    # a pod named by its tile before its colour ("the artifact yellow pod")
    (HAMID, "Hamid", "red 2 (+1 fuel) to the right manufactory, blue 1: the artifact pod from row 1-2 "
     "paying steel, build on Xi'an 12 paying food, bonus palladium", True,
     ["take the yellow pod from row 1-2 column 1"]),
    (HAMID, "Hamid", "red 2 (+1 fuel) to the right manufactory, blue 1: the yellow pod with the artifact "
     "from row 1-2, paying steel, onto Xi'an 12 paying food. palladium for the Xi'an bonus. 2 influence",
     True, ["take the yellow pod from row 1-2 column 1"]),
    (HAMID, "Hamid", "red 2 +1 fuel to the right manu, blue 1 grabs the artifact yellow from row 1-2 "
     "(steel), builds on Xi'an 12 (food), palladium bonus", True,
     ["take the yellow pod from row 1-2 column 1"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
