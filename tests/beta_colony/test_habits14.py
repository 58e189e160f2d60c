"""The habits held-out set 14 showed, each in other wordings than the corpus post that showed it:
a GM reads them the same way, so the reader must too (issue 19: fix the habit, never the
sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

R5, R1 = "ho14-bc14-quad-r5-a2-priya", "ho14-bc14-quad-r1-a1-priya"
SHIP, YUKI, SIX = "ho14-bc14-quad-setup-ship-hamish", "ho14-bc14-tri-r3-a1-yuki", "ho14-bc14-tri-r1-six-bartosz"
FLIP = "ho14-bc14-quad-r7-flip-lucia"
MAT, INFL = "ho14-bc14-quad-setup-mat-hamish", "ho14-bc14-duo-r4-infl-kasimir"
ODETTE = "ho14-bc14-duo-r4-infl-odette"

CASES = [
    # a bare total with its unit first, after the signed change: what the player will hold
    (YUKI, "Yuki", "blue 5 to the Ridback, black 6: +3 fuel, fuel 3", False, ["you will have 4, not 3"]),
    (YUKI, "Yuki", "blue 5 to the Ridback, black 6 → +3 fuel, fuel 4", True,
     ["blue 5 to the Ridback, black 6: fuel"]),
    (R5, "Priya", "green 3 to Nebra, red 4: polymer, +1 CP, CP 7", True, ["green 3 to Nebra, red 4: polymer"]),
    (R5, "Priya", "green 3 to Nebra, red 4: polymer, +1 CP, CP 1", False, ["you will have 7, not 1"]),
    # an EDIT that hedges is asked about
    (R5, "Priya", "green 3 to Nebra, red 4: water\n\nEDIT: perhaps polymer instead", False,
     ["does not say clearly what it replaces"]),
    (FLIP, "Lucia", "flip red\n\nedit: thinking of green now", False, ["does not say clearly"]),
    # a change of mind taken back leaves the first order (when it names nothing new)
    (R5, "Priya", "green 3 to Nebra, red 4: water. wait, dock instead. nah, never mind, Nebra is fine.",
     True, ["line 1 → green 3 to Nebra, red 4: water"]),
    (R5, "Priya", "green 3 to Nebra, red 4: water. hmm, or dock? nah, Nebra's fine.", True,
     ["line 1 → green 3 to Nebra, red 4: water"]),
    (R5, "Priya", "green 3 to Nebra, red 4: water. wait no - dock. no, actually Jyo is fine.", False, []),
    (R5, "Priya", "green 3 to Nebra, red 4: water. or polymer? hmm. water.", True,
     ["line 1 → green 3 to Nebra, red 4: water"]),
    (R5, "Priya", "green 3 to Nebra, red 4: water. or polymer? hmm.", False, ["offers another order"]),
    (FLIP, "Lucia", "flip blue. or green? hmm. blue.", True, ["line 1 → flip blue"]),
    # a question to another player, or to the table, before the order on its line
    (R5, "Priya", "polymer again, Wojtek? lol. green 3 to Nebra, red 4: water", True,
     ["green 3 to Nebra, red 4: water"]),
    (R5, "Priya", "anyone else going for Cuzco? green 3 to Nebra, red 4: water", True,
     ["green 3 to Nebra, red 4: water"]),
    (R5, "Priya", "water? green 3 to Nebra, red 4: polymer", False, []),
    # the player's own mat named by its material is the reason; another mat's is asked
    (SHIP, "Hamish", "Jyo, makes sense with my palladium mat", True, ["ship to Jyo"]),
    (SHIP, "Hamish", "Gan De, with the water mat", False, ["please confirm"]),
    # the board described without a verb
    (R5, "Priya", "green 3 → Nebra, red 4 → water. so many pinks on Cuzco lol", True,
     ["green 3 to Nebra, red 4: water"]),
    # a place described (a verb that describes it, no figure) is talk
    (R5, "Priya", "green 3 to Nebra, red 4: water. Cuzco looks crowded, might go there next round", True,
     ["green 3 to Nebra, red 4: water"]),
    (R5, "Priya", "the Nexus seems busy this round lol. green 3 to Nebra, red 4: water", True,
     ["green 3 to Nebra, red 4: water"]),
    # a count kept for later, and a total's breakdown: what the player will hold (checked)
    (R5, "Priya", "green 3 → Nebra, red 4 → water (+ the mat water). 3 water for the Building of 9 later.",
     False, ["you will have 2 water, not 3"]),
    (R1, "Priya", "black 6 to Nebra, red 4: water, 2 water saved for the Building later", True,
     ["black 6 to Nebra, red 4: water"]),
    (R1, "Priya", "black 6 to Nebra, red 4: water. 5 materials (2 palladium, 2 water and 1 polymer)", True,
     ["black 6 to Nebra, red 4: water"]),
    (R1, "Priya", "black 6 to Nebra, red 4: water. 5 materials (3 palladium, 1 water, 1 polymer)", False,
     ["you will have 2 palladium, not 3"]),
    # a pod named after its row and a colon or a comma
    (R1, "Priya", "Right Manufactory with blue 3, black 6: row 6, the red 2 (no crew), palladium for "
     "both, on Thebes 33", True, ["take the red pod from row 6, build on Thebes 33"]),
    # a question that offers choices, answered at once; a choice left to the GM is asked
    (MAT, "Hamish", "A or E? eh, E.", True, ["mat: Mat E"]),
    (INFL, "Kasimir", "Xi'an or Cuzco? Cuzco.", True, ["influence on Cuzco"]),
    (INFL, "Kasimir", "Xi'an or Cuzco? whichever", False, []),
    (MAT, "Hamish", "Going A I think? Or B, the water is nice too. GM just pick one for me lol", False,
     ["leaves the choice to the GM"]),
    # a reason after the order ("as ...", "since ...") is talk, whatever it names
    (R5, "Priya", "I'll move green 3 to Nebra and use red 4 for polymer, as polymer is wild this cycle",
     True, ["green 3 to Nebra, red 4: polymer"]),
    (R5, "Priya", "green 3 to Nebra, red 4: polymer, since water is useless for me", True,
     ["green 3 to Nebra, red 4: polymer"]),
    # what the mat gives after an arrow, on a line of its own, and the total after "="
    (R5, "Priya", "green 3 → Nebra\nred 4 → water\nmat → +1 water\n= 2 water, +1 CP",
     True, ["green 3 to Nebra, red 4: water"]),
    (R5, "Priya", "green 3 → Nebra\nred 4 → water\nmat → +1 water\n= 3 water, +1 CP",
     False, ["you will have 2 water, not 3"]),
    # where the crew of a track bonus goes, after an arrow or in a clause of its own
    (ODETTE, "Odette", "Thebes. crew → Xi'an 5", True, ["influence on Thebes; crew on Xi'an 5"]),
    (ODETTE, "Odette", "Thebes for the crew, which goes on Kasimir's pod on Cuzco 48. Sorry not sorry",
     True, ["influence on Thebes; crew on Cuzco 48"]),
    # a material then a bare count, in a sentence of its own after the order: a holding
    (YUKI, "Yuki", "red 6 round to the Nexus, black 6 activates → organics + fuel (+1 CP for black). "
     "Organics 3!", True, ["red 6 to the Azophi Nexus, black 6: take organics and a fuel"]),
    (YUKI, "Yuki", "red 6 to the Nexus, black 6: organics + fuel. organics: 4", False,
     ["you will have 3 organics, not 4"]),
    # a sum whose terms say where they come from: the mat's and the card's are no more taken
    (R1, "Priya", "black 6 to Nebra (6 steps from left manu), red 4: 1 water + 1 water (Mat B) + "
     "1 polymer (cycle card) = 3 materials gained", True, ["black 6 to Nebra, red 4: water"]),
    # an order the post says is not decided yet is asked about (unless a final one replaces it)
    (R5, "Priya", "probably green 3 to Nebra, red 4: water? not sure yet", False, ["not decided yet"]),
    (R5, "Priya", "thinking green 3 to Nebra, red 4 water, will confirm later", False, ["not decided yet"]),
    (R5, "Priya", "not sure it's the best, but green 3 to Nebra, red 4: water", True,
     ["green 3 to Nebra, red 4: water"]),
    (R5, "Priya", "green 3 to Nebra, red 4: water? not sure\nFINAL: green 3 to Nebra, red 4: polymer", True,
     ["line 2 → green 3 to Nebra, red 4: polymer"]),
    # the mat's extra said in prose (checked: the mat gives water, not polymer)
    (R5, "Priya", "*The Director studies the star charts.* Nebra's ice fields call to us. Green 3 takes "
     "the ship there, and red 4 harvests the water. The mat's pumps give us a second water.", True,
     ["green 3 to Nebra, red 4: water"]),
    (R5, "Priya", "Green 3 takes the ship to Nebra, and red 4 harvests the water. The mat gives us a "
     "polymer too.", False, ["please confirm"]),
    # an artifact counted by its number ("#2", "my 3rd") is the total the player will hold
    (INFL, "Kasimir", "Cuzco → 5, my 2nd artifact", True, ["influence on Cuzco"]),
    (INFL, "Kasimir", "+1 Cuzco → artifact #3 for me", False, ["you will have 2 artifact(s), not 3"]),
    (INFL, "Kasimir", "Cuzco → 5 for the artifact pls (that's my 3rd)", False, ["not 3"]),
    # "oh wait" is "wait"; a whole new action after it on the same line replaces the first
    (SHIP, "Hamish", "Nebra... oh wait Lucia is there. Gan De then.", True, ["ship to Gan De"]),
    (R5, "Priya", "green 3 to Jyo, red 4: palladium. oh wait, need fuel for that. green 3 to Nebra, "
     "red 4: water then", True, ["line 1 → green 3 to Nebra, red 4: water"]),
    (R5, "Priya", "green 3 to Nebra, red 4: water. wait no, dock with green and red.", True,
     ["line 1 → dock for fuel with green and red"]),
    # a ship place with a fallback: the first if no ship is there, else the fallback
    (SHIP, "Hamish", "Gan De if free, otherwise Jyo", True, ["ship to Gan De"]),
    (SHIP, "Hamish", "Nebra if free, otherwise Jyo", True, ["ship to Jyo"]),
    # what a die is like is talk when the order names it again; "manu." ends its sentence
    (R5, "Priya", "ugh, red 4 is useless at the manu. green 3 to Nebra then, red 4: water", True,
     ["green 3 to Nebra, red 4: water"]),
    # a pod named by whose crew is on it: the one pod that fits, else asked
    (ODETTE, "Odette", "Thebes, crew on my Thebes pod", True, ["influence on Thebes; crew on Thebes 34"]),
    (ODETTE, "Odette", "Thebes, crew on Kasimir's green pod", True, ["influence on Thebes; crew on Cuzco 48"]),
    (ODETTE, "Odette", "Thebes, crew on my pod", False, ["does not say which"]),
    # where a bonus the action reaches stands on the track ("the 1 CP at 2") is checked
    (R1, "Priya", "Right Manufactory with blue 3, black 6 for row 6: the red 2 (no crew). Palladium for "
     "the pod, palladium for Thebes 33. 2 + 1 center = 3 influence, so Thebes 3 and the 1 CP at 3.",
     False, ["reaches it at track space 2"]),
    # a bare value and an arrow when two dice show it
    (SIX, "Bartosz", "4 -> 6 pls", False, ["black 4 or green 4"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)


def test_the_kit_reads_hedged_edits_and_changes_of_mind_taken_back():
    from gm_tool.core.kit.reading.sentences import back_to_first, split_sentences, tentative_edit
    assert tentative_edit("hmm maybe green instead")
    assert tentative_edit("perhaps the Ridback")
    assert not tentative_edit("green instead")
    assert not tentative_edit("maybe not, I'll go with green")
    assert not tentative_edit("fixed a typo")
    s = split_sentences("green 3 to Nebra, red 4: water. wait no — dock. no, actually Nebra is fine, water it is.")
    assert back_to_first(s) == (1, 2)
    assert back_to_first(split_sentences("black 6 to Nebra. wait, dock instead.")) is None
    for text in ("", "x" * 5000, "?", "no. no. no."):
        tentative_edit(text)
        back_to_first(split_sentences(text))
