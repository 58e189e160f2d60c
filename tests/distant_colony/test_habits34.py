"""Habits of held-out set 34's failures, each written other ways than the corpus post (the
reader's rule, never the one sentence): a Build line that names a building only by a word several
buildings share ("a factory", "one of the complexes") has not named its building: asked, with
the buildings it may mean, never read as a remark; a running total closing a Survey line with
neither brackets nor a comma ("+2 Wealth (played) 6 → 8", "+2 W 6 -> 8") is read as one in
brackets, and checked; the Wealth held after a sale, written after an arrow that follows the
sale's price ("sell 2 BG (3 each, +6) → 41 W, contract 1 Food"), is checked against the Wealth
after Trade, never added to the sale."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"
_TRIO1 = _FIXTURES / "ho34-trio-r1-posts.toml"   # round 1: Tomasz, Production played
_FIVE1 = _FIXTURES / "ho34-five-r1-posts.toml"   # round 1: Yusuf (6 W) played Survey
_DUO14 = _FIXTURES / "ho34-duo-r14-posts.toml"   # round 14: Kofi (31 W), Production and Trade (Export)


@pytest.mark.parametrize("text,accepted,wants", [
    ("Skilled\nBuild: the factory, staffed by my new skilled\nProduction: farm +1 food, CC +1 wealth",
     False, ["names no one building", "Goods Factory"]),
    ("skilled pls\nBuild: one of the complexes I guess, I'm low on cash\nProduction: all",
     False, ["names no one building", "Harvester Complex"]),
    ("Colonisation: Skilled\nBuild - factory (skilled one works it)\nProduction: farm +1 food, CC +1 wealth",
     False, ["Goods Factory"]),   # (the did-you-mean of an unknown building)
    # near-miss: the building named in full is read
    ("Skilled for me.\nBuild: Goods Factory w/ the skilled guy\nProduction: farm +1 food, CC +1 wealth",
     True, ["Colonization: Skilled", "Build: Goods Factory"]),
])
def test_building_named_by_a_shared_word(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _TRIO1, "Tomasz", text, accepted, wants, tmp_path)


@pytest.mark.parametrize("text,accepted,wants", [
    ("Survey: +2 Wealth 6 → 8\nColonisation: Skilled", True, ["Colonization: Skilled", "a running total"]),
    ("survey +2 W (my pick) 6 -> 8\ncol: skilled", True, ["Colonization: Skilled"]),
    # the figures still checked: the total does not follow from the gain
    ("Survey: +2 (played) 6 -> 9\nColonisation: Skilled", False, ["6 + 2 is 8, not 9"]),
    ("Survey: +2 W (bonus) 5 → 7\nColonisation: Skilled", False, ["the rules give +2 Wealth"]),
])
def test_survey_running_total_without_brackets(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _FIVE1, "Yusuf", text, accepted, wants, tmp_path)


_PROD = "Production: all → +4 W (31 → 35), -3 food, +2 BG, +1 machine\n"


@pytest.mark.parametrize("text,accepted,wants", [
    (_PROD + "Trade: sell 2 BG (+6) → 41 W", True, ["Trade: sell 2 Basic Goods"]),
    (_PROD + "Trade - selling 2 basic goods (3 ea) -> 41 wealth, contract 1 food", True,
     ["Trade: sell 2 Basic Goods", "contract 1 Food"]),
    # the Wealth after the sale is checked, never added to it
    (_PROD + "Trade: sell 2 BG +6 -> 42 wealth, contract 1 Food", False, ["the rules give 41"]),
    (_PROD + "Trade: sell 2 BG (3 each, +6) → 40 W", False, ["the rules give 41"]),
])
def test_wealth_after_a_sale_after_an_arrow(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _DUO14, "Kofi", text, accepted, wants, tmp_path)
