"""The habits held-out set 30 showed, each in other wordings than the corpus post that showed it,
and near-misses that must still be refused or queried (issue 19: fix the habit, never the
sentence; a figure or a game word no order used is read and checked, or asked about).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

DECLAN = "ho30-q4-r1d1"      # round 1: Declan at the right Manufactory, 1 fuel; docking gives 1 -> 2
MBEKI = "ho30-t2-r4infl"     # cycle bonus (influence): Mbeki, Xi'an 4, Thebes 2, Cuzco 4 (crew at Thebes 4)
OKSANA = "ho30-t3-r1a1"      # round 1: Oksana at the left Manufactory; black 6, blue 4, red 3, green 3

DOCK = "dock for fuel with red and green"

CASES = [
    # a non-native verb between the unit and its figure ("fuel become 3", "fuel turn into 3",
    # "my fuel is going to 3"): the figure is read and checked, never left as a warning
    (DECLAN, "Declan", "Dock with red + green, my fuel become 2.", True, [DOCK]),
    (DECLAN, "Declan", "dock red and green. fuel became 3", False, ["you will have 2, not 3"]),
    (DECLAN, "Declan", "I make dock with red and green and fuel turn into 3", False,
     ["you will have 2, not 3"]),
    (DECLAN, "Declan", "I make dock with red and green and my fuel is going to 3", False,
     ["you will have 2, not 3"]),
    # a figure beside a unit that nothing reads ("fuel get 3"): asked, never accepted
    (DECLAN, "Declan", "dock with red and green, fuel get 3", False, ["please confirm", "'3'"]),
    # where the track goes, told after the influence without naming the colony again ("go from
    # 2 to 4", "going 2 -> 4", "go up to 6", "so it become 5"): read as the track, checked
    (MBEKI, "Mbeki", "Influence for Thebes please, it go from 2 to 3.", True, ["influence on Thebes"]),
    (MBEKI, "Mbeki", "I put influence in Thebes, going 2 -> 4", False,
     ["your Thebes track will be at 3, not 4"]),
    (MBEKI, "Mbeki", "influence Cuzco, go up to 6", False, ["your Cuzco track will be at 5, not 6"]),
    (MBEKI, "Mbeki", "Xi'an influence, goes from 4 to 5 :)", True, ["influence on Xi'an"]),
    (MBEKI, "Mbeki", "influence on Thebes, 2 -> 4", False, ["your Thebes track will be at 3, not 4"]),
    # crew named at an influence bonus that reaches no crew bonus: asked, never dropped
    (MBEKI, "Mbeki", "influence on Thebes and the crew on a pod", False, ["counts on a crew bonus", "reaches no track bonus"]),
    (MBEKI, "Mbeki", "influence on Thebes, crew on a pod", False, ["please confirm", "crew"]),
    # a plan announced on a line above the order, naming what the order takes: talk
    (OKSANA, "Oksana", "Going for water this round.\nblack 6 to Nebra, blue 4: water", True,
     ["black 6 to Nebra, blue 4: water"]),
    (OKSANA, "Oksana", "hey, i want some steel\nblue 4 to Gan De, green 3: steel", True,
     ["blue 4 to Gan De, green 3: steel"]),
    (OKSANA, "Oksana", "I'll take steel early\nBlue 4 to Gan De, green 3 -> steel", True,
     ["blue 4 to Gan De, green 3: steel"]),
    # ... but a plan naming another material than the order, or no order at all, is asked
    (OKSANA, "Oksana", "Gonna grab some water.\nBlue 4 to Gan De, green 3: steel", False,
     ["gives no number"]),
    (OKSANA, "Oksana", "gonna grab some steel", False, ["gives no number"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
