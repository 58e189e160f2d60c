"""The habits held-out sets 24 and 25 showed, each in other wordings than the corpus post that
showed it, and near-misses that must still be refused or queried (issue 19: fix the habit, never
the sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

KASIA = "ho25-r4infl3"       # cycle bonus (influence): Kasia, Xi'an 1, Thebes 3, Cuzco 0, 2 fuel
PRIYA = "ho14-bc14-quad-r1-a1-priya"  # the red 2 pod to Cuzco 50 takes Cuzco 0 -> 3 (2 fuel at 2, 1 CP at 3)
NNAMDI = "ho25-r5mid4"       # Nnamdi: black 2 to the Nexus, blue 5 builds the Building of 8; 1 artifact
KASIA1 = "ho25-r1act3"       # round 1: Kasia, Mat B, blue 5 black 4 at Jyo; 1 water, 1 food
BOB = "ho24-s3-mats"         # setup, mats: every mat left; Mat E's black die moves counter-clockwise
TOMAS = "ho24-t13-r4influence"  # cycle bonus (influence): Tomas, Xi'an 1, Thebes 0, Cuzco 6 (7: 2 materials)
MIRA = "ho24-t13-r1material"  # cycle bonus (one material): Mira holds 1 steel, 1 food
TOMAS8 = "ho24-late-r8"      # round 8: Tomas at the Azophi Nexus, black 3 blue 5 red 3 green 6, 6 fuel
ANN = "ho23-c3-r1ann"        # round 1, Mat D (+1 organics at Gan De), 1 fuel, no organics; K6 B6 R6 G3

PRIYA_ACT = "blue 3 to the right Manufactory, red 4: red 2 from row 3-4 → Cuzco 50, paying 2 palladium"
PRIYA_READ = ("blue 3 to the right Manufactory, red 4: take the red pod from row 3-4, build on Cuzco 50")
NNAMDI_ACT = "black 2 to the Azophi Nexus, blue 5 builds the Building of 8"
NNAMDI_READ = "black 2 to the Azophi Nexus, blue 5: build the building on Xi'an 0"
KASIA1_READ = "blue 5 to the right Manufactory, black 4: take the blue pod from row 1-2, build on Thebes 34"
ANN_ACT = "red 6 to Gan De, spending a fuel to make it a 5, black 6: 2 organics"
ANN_READ = "red 6 (-1 fuel -> 5) to Gan De, black 6: 2 organics"

CASES = [
    # a gain verb, then an article, then the figure ("so I get the 2 fuel from there", "taking
    # the 3 fuel"): what the action gives, checked as a change, never taken for what the player
    # holds (Kasia holds 2 fuel: "the 2 fuel" must not pass as her total)
    (KASIA, "Kasia", "Influence on Cuzco, so I get the 2 fuel from there.", False,
     ["the action gives 0 fuel, not 2"]),
    (KASIA, "Kasia", "cuzco +1, grabbing the 2 fuel there :)", False, ["the action gives 0 fuel, not 2"]),
    (KASIA, "Kasia", "I put my influence on Cuzco and take the 2 fuel", False,
     ["the action gives 0 fuel, not 2"]),
    (KASIA, "Kasia", "Influence on Cuzco. Fuel stays 2.", True, ["influence on Cuzco"]),
    (PRIYA, "Priya", PRIYA_ACT + ". So I get the 2 fuel from the track and the 1 CP from space 3.", True,
     [PRIYA_READ]),
    (PRIYA, "Priya", PRIYA_ACT + ". Taking the 3 fuel from the track.", False,
     ["the action gives 2 fuel, not 3"]),
    # the wild artifact paid in place of a material ("artifact for the food", "the artifact
    # instead of steel"): the material named after it is not paid
    (NNAMDI, "Nnamdi", NNAMDI_ACT + " – artifact for the food, and my organics, water and polymer. "
     "Tile on Xi'an 0, paying steel.", True, [NNAMDI_READ]),
    (NNAMDI, "Nnamdi", NNAMDI_ACT + ", paying organics, water, polymer and the artifact in place of "
     "food. Tile on Xi'an 0 with steel.", True, [NNAMDI_READ]),
    (NNAMDI, "Nnamdi", NNAMDI_ACT + " (artefact instead of food + organics, water, polymer), "
     "tile on Xi'an 0 paying steel", True, [NNAMDI_READ]),
    (NNAMDI, "Nnamdi", NNAMDI_ACT + " paying food, organics, water and polymer. Tile on Xi'an 0, "
     "paying steel.", False, ["the post pays with"]),
    # the track bonus placed with "from" ("+1 CP from space 2"): a space named, never a second
    # space the tile goes on; a wrong space is named
    (KASIA1, "Kasia", "Blue 5 → right Manufactory. Black 4 → row 1-2, the blue 2 pod, paying water. "
     "Build on Thebes 34 with food. +1 CP from space 2.", True, [KASIA1_READ]),
    (KASIA1, "Kasia", "Blue 5 → right Manufactory. Black 4 → row 1-2, the blue 2 pod, paying water. "
     "Build on Thebes 34 with food → Thebes 3, the CP from track space 2", True, [KASIA1_READ]),
    (KASIA1, "Kasia", "Blue 5 → right Manufactory. Black 4 → row 1-2, the blue 2 pod, paying water. "
     "Build on Thebes 34 with food → Thebes 3, +1 CP from space 3.", False,
     ["the action reaches it at track space 2"]),
    (PRIYA, "Priya", PRIYA_ACT + ", +2 fuel from space 4", False,
     ["the action reaches it at track space 2"]),
    # a mat asked for politely ("I would like the mat that ..."): a choice now, not talk about
    # later; the power described in two words ("counter clockwise", "anti clockwise")
    (BOB, "Bob", "I would like the mat that lets me move counter-clockwise with the black die.", True,
     ["mat: Mat E"]),
    (BOB, "Bob", "Hi all! I'd like the mat where the black die can go backwards, please.", True,
     ["mat: Mat E"]),
    (BOB, "Bob", "I would love the anti clockwise mat :)", True, ["mat: Mat E"]),
    (BOB, "Bob", "the counter clockwise one", True, ["mat: Mat E"]),
    (BOB, "Bob", "I would like Mat E, or maybe C. Not sure yet.", False, ["please confirm"]),
    (BOB, "Bob", "I would like the counter-clockwise mat next round", False, ["no action found"]),
    # what the player will hold, listed after "so" with the unit first ("so fuel 0 and organics
    # 3"): each a total, checked, never more materials taken
    (ANN, "Ann", ANN_ACT + ", so fuel 0 and organics 3", True, [ANN_READ]),
    (ANN, "Ann", ANN_ACT + "; so organics 3 & fuel 0.", True, [ANN_READ]),
    (ANN, "Ann", ANN_ACT + ", so fuel 0, organics 4", False, ["you will have 3 organics, not 4"]),
    (ANN, "Ann", ANN_ACT + "; so organics 3 and fuel 1", False, ["you will have 0"]),
    # new variants of sets 24/25's habits, in other voices
    # a track bonus counted on in words ("that's the fuel bonus", "so I get a crew", "(crew
    # bonus!)"): checked against the bonuses the action reaches
    (KASIA, "Kasia", "Cuzco please, that's the fuel bonus", False, ["this action gives no fuel"]),
    (KASIA, "Kasia", "Cuzco for the fuel bonus right?", False, ["this action gives no fuel"]),
    (TOMAS, "Tomas", "one on thebes so I get a crew", False, ["reaches no track bonus that gives one"]),
    (TOMAS, "Tomas", "Thebes (crew bonus!)", False, ["reaches no track bonus that gives one"]),
    (KASIA, "Kasia", "Thebes for the crew bonus, crew on Thebes 34", True, ["crew on Thebes 34"]),
    (KASIA, "Kasia", "Thebes, so I get a crew: on Thebes 34", True, ["crew on Thebes 34"]),
    (PRIYA, "Priya", PRIYA_ACT + ", that's the fuel bonus!", True, [PRIYA_READ]),
    (PRIYA, "Priya", PRIYA_ACT + ", for the crew bonus", False, ["reaches no track bonus that gives one"]),
    (TOMAS, "Tomas", "Thebes please, and I get the 1 CP there", False, ["the action gives 0 CP, not 1"]),
    # the track's figure before and after said with "to" ("Cuzco 6 to 7"): where it was, and
    # where it will be (checked), never the 6 taken for where it will stand
    (TOMAS, "Tomas", "Cuzco 6 to 7, water and steel", True, ["influence on Cuzco; bonus: water and steel"]),
    (TOMAS, "Tomas", "cuzco 6 to 7, picking the water and the steel", True,
     ["influence on Cuzco; bonus: water and steel"]),
    (TOMAS, "Tomas", "Cuzco 6 to 8, water and steel", False, ["your Cuzco track will be at 7, not 8"]),
    # a gain claimed with an article in other places ("blue 5 gets me the 3 fuel")
    (TOMAS8, "Tomas", "Green 6 to the ridback, blue 5 gets me the 3 fuel. fuel 9", True,
     ["green 6 to the Ridback, blue 5: fuel"]),
    (TOMAS8, "Tomas", "Green 6 to the ridback, blue 5 gets me the 4 fuel", False, ["3 fuel"]),
    # the "so" list of holdings at the material bonus and with commas ("so 2 steel, 1 food")
    (MIRA, "Mira", "I'll take a steel, so steel 2 and food 1", True, ["take steel"]),
    (MIRA, "Mira", "steel please, so 2 steel, 1 food", True, ["take steel"]),
    (MIRA, "Mira", "food, so 2 food and 1 steel.", True, ["take food"]),
    (MIRA, "Mira", "I'll take a steel, so steel 3 and food 1", False, ["you will have 2 steel, not 3"]),
    (MIRA, "Mira", "food, so 2 food and 2 steel.", False, ["you will have 1 steel, not 2"]),
    (ANN, "Ann", ANN_ACT + ", so 0 fuel, 3 organics", True, [ANN_READ]),
    # the artifact's stand-in said in brackets or as a wild card, the bonus's space in brackets
    (NNAMDI, "Nnamdi", NNAMDI_ACT + ", my artifact (as food) + organics, water, polymer. Tile on "
     "Xi'an 0 w/ steel", True, [NNAMDI_READ]),
    (NNAMDI, "Nnamdi", NNAMDI_ACT + " with the artifact as wild for the food, plus organics, water and "
     "polymer; tile Xi'an 0, steel", True, [NNAMDI_READ]),
    (NNAMDI, "Nnamdi", NNAMDI_ACT + ", my artifact (instead of steel) + organics, water, polymer, food. "
     "Tile on Xi'an 0 w/ steel", False, ["the post pays with"]),
    (KASIA1, "Kasia", "Blue 5 → right Manufactory. Black 4 → row 1-2, the blue 2 pod, paying water. "
     "Build on Thebes 34 with food. Thebes 0 to 3, +1 CP (space 2).", True, [KASIA1_READ]),
    (KASIA1, "Kasia", "Blue 5 → right Manufactory. Black 4 → row 1-2, the blue 2 pod, paying water. "
     "Build on Thebes 34 with food. Thebes 0 to 3, +1 CP (space 3).", False,
     ["the action reaches it at track space 2"]),
    (KASIA, "Kasia", "Cuzco +1, so I'm getting the 2 fuel", False, ["the action gives 0 fuel, not 2"]),
    # a mat asked for politely, by its power, in other words
    (BOB, "Bob", "I would like the mat with extra fuel please", True, ["mat: Mat C"]),
    (BOB, "Bob", "I would like either C or D, dealer's choice", False, ["one mat"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
