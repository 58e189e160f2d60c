"""The habits held-out set 38 showed, each in other wordings than the corpus post that showed it,
and near-misses that must still be read (issue 19: fix the habit, never the sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

BETTINA = "ho38-r6third4"   # round 6, action 1: Bettina at Gan De, black 2 red 6
READ = "black 2 to Nebra, red 6: 2 polymer"

CASES = [
    # an EDIT that gives a figure without saying what it changes: asked, never dropped as talk
    (BETTINA, "Bettina", "black 2 to Nebra, red 6: 2 polymer\nEDIT: make it 2", False, ["does not say clearly"]),
    (BETTINA, "Bettina", "black 2 to Nebra, red 6: 2 polymer\nedit: 2 not 3", False, ["does not say clearly"]),
    (BETTINA, "Bettina", "black 2 to Nebra, red 6: 2 polymer\nEDIT - 3 instead", False, ["does not say clearly"]),
    # near-misses: an EDIT that only says a typo was fixed, or names what it changes
    (BETTINA, "Bettina", "black 2 to Nebra, red 6: 2 polymer\nEDIT: typo", True, [READ]),
    (BETTINA, "Bettina", "black 2 to Nebra, red 6: 2 polymer\nEDIT: make it 2 water", True,
     ["black 2 to Nebra, red 6: 2 water"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
