"""The habits held-out 7 showed, each in other wordings than the corpus post that showed it: a GM
reads them the same way, so the reader must too (issue 19: fix the habit, never the sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

CASES = [
    # "going" with no place is no move
    ("ho7-vega-t27-rhea", "Rhea", "Going for it: colonize the 5 with the 3, marker 5", True,
     ["Colonize the 5 of Suns: roll with the 3 coin; marker coin 5"]),
    ("ho7-vega-t27-rhea", "Rhea", "Go big or go home - colonize the 5 with the 2, 3 and 4, marker 5",
     True, ["roll with the 2, 3 and 4 coins; marker coin 5"]),
    # the draw in other words
    ("ho7-orion-t7-ijeoma", "Ijeoma", "Pull a tile from the bag please", True, ["Draw a planet"]),
    ("ho7-orion-t7-ijeoma", "Ijeoma", "Grab a planet off the top of the stack.", True, ["Draw a planet"]),
    # talk after a draw, on its line or the next
    ("ho7-orion-t7-ijeoma", "Ijeoma",
     "I'll draw a planet. If Arms gets one, Pascal finally has something to do lol", True,
     ["Draw a planet"]),
    ("ho7-orion-t7-ijeoma", "Ijeoma", "Draw a planet.\nIf it's Crowns, great. If not, oh well.", True,
     ["Draw a planet"]),
    # restore: both, counted, back; a bare restore with a choice open is asked
    ("ho7-vega-t44-dmitri", "Dmitri", "take both coins back", True, ["Restore the 2 and 4 coins"]),
    ("ho7-vega-t44-dmitri", "Dmitri", "restore the two discarded coins", True, ["Restore the 2 and 4 coins"]),
    ("ho7-vega-t44-dmitri", "Dmitri", "bring the 2 and the 4 back to my stash", True,
     ["Restore the 2 and 4 coins"]),
    ("ho7-vega-t44-dmitri", "Dmitri", "Restoring!", False, ["say which coins to restore"]),
    # stash counts
    ("ho7-vega-t44-dmitri", "Dmitri", "restore 2 and 4, that leaves me with 5 coins", False,
     ["4 coins in your stash"]),
    ("ho7-vega-t44-dmitri", "Dmitri", "restore 2 and 4 (stash back up to 4)", True,
     ["Restore the 2 and 4 coins"]),
    # an attack named by the planet's value is on the ship's system
    ("ho7-orion-t78-tove", "Tove", "attack Pascal's colony on the 4", False, ["not on 4 of Suns"]),
    # a move then another action
    ("ho7-orion-t78-tove", "Tove", "move to the 5 of Suns and then colonize it with the 4, marker 5",
     False, ["one action per turn"]),
    ("ho7-orion-t78-tove", "Tove", "roll to the 5, colonize next turn", True,
     ["Roll and move to the 5 of Suns"]),
    # EDIT swaps and choices
    ("ho7-vega-t27-rhea", "Rhea", "Colonize the 5 w/ 3, marker 5\n\nEDIT: 4 instead of 3", True,
     ["roll with the 4 coin; marker coin 5"]),
    ("ho7-vega-t27-rhea", "Rhea", "Colonize the 5 w/ 3, marker 4\n\nEDIT: marker 5 rather than 4", True,
     ["roll with the 3 coin; marker coin 5"]),
    ("ho7-lyra-t47-beatriz", "Beatriz",
     "Colonize the Ace of Suns with the Ace coin, marker 5.\nETA: going with the 4 as marker actually",
     True, ["roll with the Ace coin; marker coin 4"]),
    ("ho7-vega-t27-rhea", "Rhea", "Colonize the 5 with 34, marker 5", False, ["no coin '34'"]),
    # figures in the words players use
    ("ho7-vega-t27-rhea", "Rhea", "Colonizing the 5 of Suns with my 4, 5 as the colony coin → +8",
     False, ["+7 points"]),
    ("ho7-vega-t27-rhea", "Rhea", "Colonize the 5 of Suns with the 4, marker 5. I'd be on 11 if it works.",
     False, ["3 or 10"]),
    ("ho7-vega-t27-rhea", "Rhea", "Colonize the 5 of Suns with the 4, marker 5 (need exactly a 2)",
     False, ["2, 3, 4 or 5"]),
    ("ho7-vega-t27-rhea", "Rhea", "Colonize the 5 of Suns with the 4, marker 5. Succeeds on a 3 or better.",
     False, ["2, 3, 4 or 5"]),
    ("ho7-vega-t27-rhea", "Rhea",
     "Colonize the 5 of Suns using the 4, marker 5. That gives me 7 more points, 10 total.", True,
     ["marker coin 5"]),
    ("ho7-lyra-t47-beatriz", "Beatriz",
     "Colonize the Ace of Suns using my Ace, 3 as marker. 6 points -> I finish on 7.", False,
     ["0 or 6"]),
    ("ho7-orion-t37-marek", "Marek",
     "Colonize the 4 of Moons with the 3 — need a 2 or better — and I'll leave the 4 as my marker.",
     True, ["roll with the 3 coin; marker coin 4"]),
    # options weighed and turned down, a first action taken back
    ("ho7-lyra-t46-kwame", "Kwame", "Restore? nah. Roll and move to the 5 of Moons.", True,
     ["Roll and move to the 5 of Moons"]),
    ("ho7-lyra-t46-kwame", "Kwame", "My options: draw, restore or roll. I'll roll and move to the 5 of Moons.",
     True, ["Roll and move to the 5 of Moons"]),
    # the marker in a later sentence; the planet named by "ace" after the verb; a capital word
    # that is no name
    ("ho7-orion-t38-tove", "Tove", "Colonize the Ace with my Null. Ace goes on top.", True,
     ["roll with the Null coin; marker coin Ace"]),
    ("ho7-orion-t38-tove", "Tove", "For my turn I am colonizing the planet where I am (Ace of Suns). "
     "I am using the Null coin. The Ace coin will be the marker.", True,
     ["roll with the Null coin; marker coin Ace"]),
    ("ho7-orion-t38-tove", "Tove", "colonize ace w null mark ace ty", True,
     ["Colonize the Ace of Suns: roll with the Null coin; marker coin Ace"]),
    ("ho7-orion-t38-tove", "Tove", "I want colonize the Ace of Suns, with coin Null, and marker is Ace. "
     "Is 9 points if success.", False, ["+8 points"]),
    # a choice between coins left open is asked; "(and the 4 if allowed)" adds to the order
    ("ho7-vega-t44-dmitri", "Dmitri", "Restore the 2 or the 4, whichever you prefer", False,
     ["which coin do you restore"]),
    ("ho7-vega-t44-dmitri", "Dmitri", "Restore the 2. Or the 4. Hmm.", False, ["which coin do you restore"]),
    ("ho7-vega-t27-rhea", "Rhea", "colonize the 5 with the 3 or the 4, marker 5", False,
     ["3 or 4: say which coin you mean"]),
    ("ho7-vega-t44-dmitri", "Dmitri", "Restore the 2 (and the 4 if allowed)", True,
     ["Restore the 2 and 4 coins"]),
    # a status line on the action's line is a claim, checked
    ("ho7-vega-t44-dmitri", "Dmitri", "Roll and move to the 2 of Moons, need 3+. Discard: 2, 4, 5", False,
     ["your discard after the action: 2 and 4"]),
    # the Null warp in short forms; "Null = warp to ..." after a roll is the Null's place
    ("ho7-orion-t37-marek", "Marek", "null → arms", True, ["Play the Null coin: warp to the sun of Arms"]),
    ("ho7-orion-t37-marek", "Marek", "Playing Null: sun of Arms.", True,
     ["Play the Null coin: warp to the sun of Arms"]),
    ("ho7-orion-t37-marek", "Marek", "Null warp to Arms sun, then next turn I draw", True,
     ["Play the Null coin: warp to the sun of Arms"]),
    ("ho7-orion-t37-marek", "Marek",
     "Roll and move to the 5 of Moons. 2 moves (ace is empty). Null = warp to Arms sun.", True,
     ["Roll and move to the sun of Arms, or else the 5 of Moons"]),
    ("ho7-orion-t37-marek", "Marek", "Roll and move: 5 of Moons, or on a null the sun of Arms", True,
     ["Roll and move to the sun of Arms, or else the 5 of Moons"]),
    ("ho7-orion-t7-ijeoma", "Ijeoma", "Turn 8: draw", False, ["turn 7"]),
    # a face range, a colony named by its value
    ("ho7-orion-t37-marek", "Marek", "roll n move to 5 of moons, 2 steps, so 2-5 works", True,
     ["Roll and move to the 5 of Moons"]),
    ("ho7-orion-t37-marek", "Marek", "roll n move to 5 of moons, need 3 to 5", False, ["2, 3, 4 or 5"]),
    ("ho7-orion-t37-marek", "Marek", "Roll and move back to my colony on the 2", True,
     ["Roll and move to the 2 of Moons"]),
    # coins named without saying which are asked; a count followed by the coins is read
    ("ho7-vega-t27-rhea", "Rhea", "colonize the 5 with everything, marker 5", False,
     ["which coins do you use"]),
    ("ho7-vega-t27-rhea", "Rhea", "colonize the 5 with two coins, marker 5", False,
     ["which coins do you use"]),
    ("ho7-vega-t27-rhea", "Rhea", "colonize the 5 with my two lowest coins, marker 5", False,
     ["which coins do you use"]),
    ("ho7-vega-t27-rhea", "Rhea", "colonize the 5 with the 2 coins 3 and 4, marker 5", True,
     ["roll with the 3 and 4 coins; marker coin 5"]),
    ("ho7-vega-t27-rhea", "Rhea", "Colonize the 5 (coins: 3, marker: 5). Expected: 7 points.", True,
     ["roll with the 3 coin; marker coin 5"]),
    # "I'm on my 2" is a place; a bare "7 pts" in a status line is the score
    ("ho7-orion-t78-tove", "Tove", "Roll and move to the 5 of Suns\n(I'm on my 2, so it's the very next planet)",
     True, ["Roll and move to the 5 of Suns"]),
    ("ho7-orion-t78-tove", "Tove", "Roll and move to the 5 of Suns\n--\nTove | Suns | 7 pts", True,
     ["Roll and move to the 5 of Suns"]),
    # the count of a restore said beside it
    ("ho7-vega-t44-dmitri", "Dmitri", "Action: Restore (2, 4) — on the sun so two.", True,
     ["Restore the 2 and 4 coins"]),
    ("ho7-vega-t44-dmitri", "Dmitri", "Restoring. On the sun so both come back.", True,
     ["Restore the 2 and 4 coins"]),
    ("ho7-vega-t44-dmitri", "Dmitri", "restore one coin", False, ["say which coin to restore"]),
    # "Null coin in" is a coin used; "+9." at the end is the gain, checked
    ("ho7-orion-t38-tove", "Tove", "Colonize the Ace of Suns, Null coin in, Ace on top. Can't fail, +9.",
     False, ["+8 points"]),
    ("ho7-orion-t38-tove", "Tove", "Colonize the Ace of Suns, Null coin in, Ace on top. Can't fail, +8.",
     True, ["roll with the Null coin; marker coin Ace"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)


def check_habit(fixture, player, text, accepted, wants, tmp_path):
    """The post read at the blind-corpus fixture: accepted or not as a GM rules, and the reply
    holding every wanted piece (test_habits9.py uses it too)."""
    blind.check_habit("colonization", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
