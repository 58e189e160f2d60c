"""The habits held-out 30 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits24.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

OPEN = "ho30-p2-open"         # Fenna's first turn: both ships on their suns, every system empty
LAST = "ho30-p2-lastround"    # Osei's last action: stash null/ace/5, discard 2
WREN = "ho30-p3-aceplanet"    # Wren on the Ace of Crowns, her colony on the 2 of Crowns
DEV = "ho30-p4-mid"           # Dev on the Ace of Crowns; Oksana's colony on the 5, Mateus's on the 3
LUCIE = "ho30-p4-attack"      # Lucie on the 2 of Arms, Oksana's Null-coin colony there
MATEUS = "ho30-p4-warp"       # Mateus on his own colony on the 2 of Suns; the 2 of Moons empty

CASES = [
    # a lead-in before the action ("I'll start by drawing", "kicking off with", "to start, ..."):
    # the action after it; a plan for a later turn or two actions weighed still refused
    (OPEN, "Fenna", "Morning all! Starting off with a draw, fingers crossed", True, ["Draw a planet"]),
    (OPEN, "Fenna", "ok I'll begin by drawing a planet then", True, ["Draw a planet"]),
    (OPEN, "Fenna", "To kick things off I'll draw", True, ["Draw a planet"]),
    (OPEN, "Fenna", "For starters, a draw", True, ["Draw a planet"]),
    (DEV, "Dev", "I'll open with a roll to the 5 of Crowns", True, ["Roll and move to the 5 of Crowns"]),
    (OPEN, "Fenna", "Let's kick this off with a draw!", True, ["Draw a planet"]),
    (OPEN, "Fenna", "Gonna lead off with a planet draw", True, ["Draw a planet"]),
    # "move" as the turn itself ("My move: draw", "First move of the game - I'll draw")
    (OPEN, "Fenna", "First move of the game - I'll draw", True, ["Draw a planet"]),
    (OPEN, "Fenna", "My move: draw", True, ["Draw a planet"]),
    (DEV, "Dev", "next move to the 4 of Crowns", True, ["Roll and move to the 4 of Crowns"]),
    (OPEN, "Fenna", "I'll start by drawing a planet next turn", False, ["no action found"]),
    (OPEN, "Fenna", "Thinking I'll start with a draw... or a roll? dunno", False, ["'roll'"]),
    # a verb of thought after "I" ("I suppose I will just restore", "I'm guessing I'll draw",
    # "I expect I'll ..."): an intent; "Suppose I roll the null" is a condition, not an order
    (LAST, "Osei", "I suppose I'll restore the 2 then. gg all", True, ["Restore the 2 coin"]),
    (LAST, "Osei", "I expect I'll just restore the 2, nothing better to do", True, ["Restore the 2 coin"]),
    (OPEN, "Fenna", "I'm guessing I should just draw a planet", True, ["Draw a planet"]),
    (OPEN, "Fenna", "i spose i'll draw", True, ["Draw a planet"]),
    (LAST, "Osei", "Suppose I roll the null, do I warp?", False, ["no action found"]),
    (LAST, "Osei", "I suppose I'll restore my 5", False, ["not in your discard"]),
    (LAST, "Osei", "I suppose I could restore the 2 or draw, not sure", False, ["without choosing one"]),
    # whose colony the place holds, said beside it ("(my colony)", ", Tomasz's colony", "attack
    # here - Oksana's colony"): checked against the board, and a wrong owner names the right one
    (WREN, "Wren", "roll to the 2 of Crowns (my colony)", True, ["Roll and move to the 2 of Crowns"]),
    (WREN, "Wren", "roll to the 2 (mine)", True, ["Roll and move to the 2 of Crowns"]),
    (WREN, "Wren", "Roll and move to the 3 of Crowns (my colony)", False, ["no colony on 3 of Crowns"]),
    (WREN, "Wren", "Roll and move to the 3 of Crowns, my own colony", False, ["no colony on 3 of Crowns"]),
    (WREN, "Wren", "Roll and move to the 2 of Crowns (Tomasz's colony)", False, ["your colony on 2 of Crowns"]),
    (WREN, "Wren", "roll to the 2 of Crowns (that's my colony)", True, ["Roll and move to the 2 of Crowns"]),
    (WREN, "Wren", "roll to the 2 of Crowns - it's my colony", True, ["Roll and move to the 2 of Crowns"]),
    (WREN, "Wren", "roll to the 3 of Crowns, which is mine", False, ["no colony on 3 of Crowns"]),
    (WREN, "Wren", "Rolling back to the 3 of Crowns where my colony is", False, ["no colony on 3 of Crowns"]),
    (WREN, "Wren", "roll to the 2 of Crowns, which is Tomasz's", False, ["your colony on 2 of Crowns"]),
    (DEV, "Dev", "roll to the 5 of Crowns (Oksana's colony, counts 2)", True, ["Roll and move to the 5 of Crowns"]),
    (DEV, "Dev", "roll to the 3 of Crowns (Oksana's colony)", False, ["Mateus's colony on 3 of Crowns"]),
    (LUCIE, "Lucie", "Attack the colony on the 2 of Arms (Oksana's colony)", True,
     ["Attack the colony on the 2 of Arms"]),
    (LUCIE, "Lucie", "attack here (Mateus's colony)", False, ["Oksana's colony on 2 of Arms"]),
    (LUCIE, "Lucie", "Attack the colony on the 2 of Arms (my colony)", False, ["Oksana's colony on 2 of Arms"]),
    # the owner read does not excuse another game word beside it: asked, never accepted unread
    (LUCIE, "Lucie", "Attack the colony on the 2 of Arms (Oksana's colony, ace coin)", False, ["'ace'"]),
    # a roll with a place for the Ace only: read in the order the places are tried, the Ace's first
    (MATEUS, "Mateus", "rolling to the 5 of Suns, on an ace I warp over to the 2 of Moons", True,
     ["Roll and move to the 2 of Moons, or else the 5 of Suns"]),
    (MATEUS, "Mateus", "if I roll an ace, warp to the 2 of Moons", False, ["any other roll"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
