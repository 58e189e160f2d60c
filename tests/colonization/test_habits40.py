"""The habits held-out 40 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits24.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

HIRO = "ho40-quad-hiro-attack"        # Hiro on Ulla's 4 of Arms colony (coin 3, worth 4); Ulla 9
MARGUERITE = "ho40-quad-marguerite-warp"  # on her own 3 of Suns colony, stash Ace/3/5; 3 of Moons free
JAKUB = "ho40-duo-aceplanet"          # Jakub on the Ace of Moons, stash Null/Ace/4/5
DARIO = "ho40-tri-last-dario"         # Dario on the 4 of Arms, stash 5 only, score 11
OKSANA = "ho40-duo-opening"           # Oksana on the uncolonized 2 of Suns, full stash, score 0
TADEO = "ho40-tri-tadeo"              # Tadeo on the Crowns sun; ace, 2 (his colony), 4 (Liesel's ship), 5
PIM = "ho40-tri-last-pim"             # Pim on the 2 of Suns, stash 2/4, score 18; Rosa 19

CASES = [
    # the attacked player's score said "from N to M" after a pronoun ("she drops from 9 to 6"):
    # both figures checked (it was a warning on an accepted post)
    (HIRO, "Hiro", "attack the colony here. if it goes down she drops from 9 to 6", False,
     ["Ulla: 5 or 9 after the action"]),
    (HIRO, "Hiro", "attacking Ulla's 4 - she'd fall from 9 to 5 if it works", True,
     ["Attack the colony on the 4 of Arms"]),
    (HIRO, "Hiro", "destroy the colony on 4 of Arms, then she goes from 10 to 6", False, ["Ulla: 9 now"]),
    (HIRO, "Hiro", "Attack here, sorry Ulla! you drop from 9 to 5 if I hit", True,
     ["Attack the colony on the 4 of Arms"]),
    # a change written that nothing reads ("9 -> 6 for her", "goes from 9 down to 6"): the post
    # stops (it was accepted with a warning), naming the figures
    (HIRO, "Hiro", "attack Ulla's colony, 9 -> 6 for her if it falls", False, ["'9', '6'"]),
    (HIRO, "Hiro", "attacking. if it falls Ulla goes from 9 down to 6", False, ["'9', '6'"]),
    # two coins offered for one part with "or" and a shrug ("marker... 4 or ace, dunno yet"): asked,
    # never read with one of them or with neither
    (JAKUB, "Jakub", "colonise with the null in. marker: the 5 or the 4, not sure yet", False,
     ["say which coin you mean"]),
    (JAKUB, "Jakub", "colonize with null... and for the marker 4 or 5 idk", False, []),
    (JAKUB, "Jakub", "colonize with the null, marker 4. if I roll a 4 or 5 nothing changes", True,
     ["Colonize the Ace of Moons: roll with the Null coin; marker coin 4"]),
    # a pause after a coin part's label ("marker... 4", "marker... hmm, the 5"): the coin is the
    # label's, never the coin before the full stop made the marker
    (JAKUB, "Jakub", "colonise w/ the null. marker... the 5", True,
     ["Colonize the Ace of Moons: roll with the Null coin; marker coin 5"]),
    (JAKUB, "Jakub", "colonizing, null in. marked with… hmm, 4", True,
     ["Colonize the Ace of Moons: roll with the Null coin; marker coin 4"]),
    (JAKUB, "Jakub", "colonize with the null. marker... 4 or the 5? idk", False, ["'4', '5'"]),
    # "the other 3", "the free 3": the planet warped to, not the coin played; with no coin named
    # and a rolled Ace warping there too, asked (as "the other 3 planet" was)
    (MARGUERITE, "Marguerite", "warp over to the free 3 pls", False, ["say whether you play your 3 coin"]),
    (MARGUERITE, "Marguerite", "warping to the other 3", False, ["say whether you play your 3 coin"]),
    (MARGUERITE, "Marguerite", "spend my 3 coin and warp to the other 3", True,
     ["Play the 3 coin: warp to the 3 of Moons"]),
    (MARGUERITE, "Marguerite", "warp w/ my 3 to another 3", True, ["Play the 3 coin: warp to the 3 of Moons"]),
    (MARGUERITE, "Marguerite", "warp w/ my 3 to the other 5", False, ["'5'"]),
    # the die face that wins said as "if a 5 comes up" / "if the die shows a 5": the face, checked,
    # never a coin put in
    (DARIO, "Dario", "try the 4 of Arms, nothing added, 5 as marker. if the die shows a 5 I'm at 15", True,
     ["Colonize the 4 of Arms: roll with no coins; marker coin 5"]),
    (DARIO, "Dario", "colonize here no coins, my 5 marks it - when a 5 comes up that's +4", True,
     ["Colonize the 4 of Arms: roll with no coins; marker coin 5"]),
    (DARIO, "Dario", "colonize the 4, no coins, 5 marker. if a 4 comes up it works", False,
     ["the rules give 5"]),
    (DARIO, "Dario", "colonize the 4 of Arms, no coins in, 5 marks it. If a 5 comes up that's 11 -> 16",
     False, ["Dario: 11 or 15"]),
    # "the 5 coin for roll" (no article) is a coin used; "this planet 2" / "planet 2" is the ship's
    # planet, never a coin; another value after "planet" is not where the ship is
    (OKSANA, "Oksana", "I do colony here on planet 2, the 5 coin for roll, 2 coin is my marker", True,
     ["Colonize the 2 of Suns: roll with the 5 coin; marker coin 2"]),
    (OKSANA, "Oksana", "colonizing this planet 2 - my 3 goes for roll, marker the 2", True,
     ["Colonize the 2 of Suns: roll with the 3 coin; marker coin 2"]),
    (OKSANA, "Oksana", "colonize planet 3 with the 5 coin for roll, 2 marker", False, ["your ship is on 2 of Suns"]),
    # "N in" said from the sun: N places into the system (the ship cannot move toward the sun)
    (TADEO, "Tadeo", "roll n move to the 2, my colony, 2 in", True, ["Roll and move to the 2 of Crowns"]),
    (TADEO, "Tadeo", "rolling to my 2 colony, 3 in", False, ["leads to 4 of Crowns"]),
    # "passing Liesel on the 4": her ship moved past on the way (never the "pass" of a turn), the
    # place and the ship both checked
    (TADEO, "Tadeo", "roll and move out to the 5 of Crowns passing Liesel at the 4, fingers crossed", True,
     ["Roll and move to the 5 of Crowns"]),
    (TADEO, "Tadeo", "r&m to the 5, passing Liesel on the 2", False, ["Liesel's ship is on 4 of Crowns"]),
    (TADEO, "Tadeo", "roll to the 5 of crowns, passing Kwame on the 4", False, ["Kwame's ship is on"]),
    # a rival's score after a possessive without its apostrophe ("beats Rosas 19"): checked
    (PIM, "Pim", "colonize the 2 of Suns, 4 in, 2 marker. 22 beats Rosas 18", False, ["Rosa: 19"]),
    (PIM, "Pim", "colonize here w/ the 4, marker 2 - ahead of Rosas 19 after this", True,
     ["Colonize the 2 of Suns: roll with the 4 coin; marker coin 2"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
