"""The habits held-out 42 showed, each in other wordings than the corpus post that showed it
(issue 19: fix the habit, never the sentence). Same form as test_habits24.py: a blind-corpus
fixture, the player, the post, whether a GM accepts it, and substrings the reply must hold."""

import pytest

from .test_habits import check_habit

NNAMDI = "ho42-e2-early"             # Nnamdi on the uncolonized 3 of Moons, Ace in his stash
MARISOL = "ho42-x3-lastround"        # Marisol on the 5 of Suns, stash Null/3, last round
TEODOR = "ho42-y3-finalmove"         # Teodor (9) on Quill's 4 of Moons colony (Quill 13), last round

CASES = [
    # a colonization told by its coins alone, the marker "as the marker" (an article before the
    # noun): read as "colonize ...", its figures checked
    (NNAMDI, "Nnamdi", "no coins, just the die - ace as the marker", True,
     ["Colonize the 3 of Moons: roll with no coins; marker coin Ace"]),
    (NNAMDI, "Nnamdi", "nothing added; my 2 as the marker. need 4+", True,
     ["Colonize the 3 of Moons: roll with no coins; marker coin 2"]),
    (NNAMDI, "Nnamdi", "Raw die, nothing in, ace for my marker (need a 3 or 4)", False, ["4 or 5"]),
    (NNAMDI, "Nnamdi", "bare roll, ace as the marker", False, []),
    # "spend the last turn drawing", "use this go to restore": the turn is spent, never a coin
    (MARISOL, "Marisol", "I'll spend my final action drawing a planet", True, ["Draw a planet"]),
    (MARISOL, "Marisol", "gonna use this turn to draw", True, ["Draw a planet"]),
    (MARISOL, "Marisol", "spending the last go on a draw, gl all", True, ["Draw a planet"]),
    (MARISOL, "Marisol", "spend my 3 and warp to the 3 of Moons", False, ["Play the 3 coin"]),
    # a sentence turning a try down ("not feeling lucky with a 3 in"): talk, its coins never
    # the order's; an order in the same sentence is still read
    (MARISOL, "Marisol", "Not risking it with just the 3 in. Drawing.", True, ["Draw a planet"]),
    (MARISOL, "Marisol", "meh, don't fancy my chances with a 3 in! draw a planet", True, ["Draw a planet"]),
    (MARISOL, "Marisol", "no point trying with the 3 in. gonna draw", True, ["Draw a planet"]),
    (MARISOL, "Marisol", "not feeling lucky with a 3 in.", False, ["no action found"]),
    (MARISOL, "Marisol", "Not risking the null. colonize with the 3 in, null marker", True,
     ["Colonize the 5 of Suns: roll with the 3 coin; marker coin Null"]),
    # "would tie him at 10": the attacked player ("him") and the poster, on the scores after the
    # attack, both checked; the right tie named
    (TEODOR, "Teodor", "attack Quill's colony here, 3+ does it and I'd tie him at 11", False, ["a tie at 9"]),
    (TEODOR, "Teodor", "attack the 4 of Moons - level with him on 9 if it falls", True,
     ["Attack the colony on the 4 of Moons"]),
    (TEODOR, "Teodor", "destroy quill's colony, that ties him", True, ["Attack the colony on the 4 of Moons"]),
    (TEODOR, "Teodor", "attack his 4, tied with him at 13 after", False, ["a tie at 9"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES,
                         ids=[f"{i:02d}-{c[2][:40]}" for i, c in enumerate(CASES)])
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    check_habit(fixture, player, text, accepted, wants, tmp_path)
