"""The habit held-out set 34 showed, in other wordings than the corpus post that showed it, and
near-misses that must still be refused (issue 19: fix the habit, never the sentence).

Each case: a blind-corpus fixture, the player, the post, whether a GM accepts it, and substrings
the reply must hold (the Read-as line of an accepted post; the reason of a refused one)."""

from pathlib import Path

import pytest

from posts import blind  # tests/posts/blind.py, the corpora's runner

FIX = Path(__file__).resolve().parent / "blind" / "fixtures"

SUNNIVA = "ho34-quad-r1-bonus-sunniva"   # cycle 1 bonus (a material): Sunniva holds 1 organics, 1 polymer

CASES = [
    # what the player will hold after the one material chosen, listed in a later sentence: checked
    (SUNNIVA, "Sunniva", "Cycle bonus: 1 steel. Materials 2 -> 3 (organics, polymer, steel).", True,
     ["take steel", "what you will hold after the bonus"]),
    (SUNNIVA, "Sunniva", "steel please. now holding organics, polymer, steel", True,
     ["take steel", "what you will hold after the bonus"]),
    (SUNNIVA, "Sunniva", "Steel. That leaves me with polymer, organics, steel :)", True, ["take steel"]),
    # near-misses: the list is wrong (named with the right holding), or a second material is taken
    (SUNNIVA, "Sunniva", "steel please. now holding organics, water, steel", False,
     ["after the bonus you will hold 1 organics, 1 steel, 1 polymer"]),
    (SUNNIVA, "Sunniva", "steel. organics, polymer too", False, ["gives one material"]),
]


@pytest.mark.parametrize("fixture,player,text,accepted,wants", CASES)
def test_habit(fixture, player, text, accepted, wants, tmp_path):
    blind.check_habit("beta-colony", FIX / f"{fixture}.toml", player, text, accepted, wants, tmp_path)
