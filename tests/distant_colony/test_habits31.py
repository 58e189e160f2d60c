"""Habits of held-out set 31's failures, each written other ways than the corpus post (the
reader's rule, never the one sentence): a list of the line's buildings eating a Food figure
("CC and Market eat 2 Food"), the Food their staff eat (a Market's sold Food is no eating),
checked; the Trade phase chosen by its description ("the one where the traders show up",
"where we buy and sell"); the colonist alone as the first sentence of a one-line turn before a
section ("Expert. Prod all: ..."), its Colonization, never talk before the turn; the new colonist
sent to housing ("Expert -> housing"), where every new colonist goes."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"
_BOREA = _FIXTURES / "ho31-borea-r6-post.toml"   # round 6: Vanya has two Farms, a CC and a Market, 4 Food
_VANYA = "Colonisation: Unskilled, reserve an Expert\n{prod}\nTrade: buy 1 Basic Goods for 5\n"


@pytest.mark.parametrize("prod,accepted,wants", [
    ("Production: farms +2 Food, CC +1 Wealth, Market sells 1 Food for 2 Wealth; CC & Market eat 2 Food",
     True, ["Market #4: sell 1 Food"]),
    ("Production: 2 farms make 2 food, colony center +1 W, market sells 1 food (+2 W) (the CC and the market use 2 food)",
     True, ["Market #4: sell 1 Food"]),
    # the sold Food counted as eaten, or a wrong figure: checked, the right one named
    ("Production: farms +2 Food, CC +1 Wealth, Market sells 1 Food for 2 Wealth (CC and Market eat 3 Food)",
     False, ["-2"]),
    ("Production: farms +2 Food, CC +1 Wealth, Market sells 1 Food for 2 Wealth. CC and Market eat 1 food",
     False, ["-2"]),
])
def test_list_of_buildings_eat(tmp_path, prod, accepted, wants):
    blind.check_habit("distant-colony", _BOREA, "Vanya", _VANYA.format(prod=prod), accepted, wants, tmp_path)


@pytest.mark.parametrize("text,verdict,reads", [
    ("Going for the phase where the traders turn up, so we can sell our goods", "accept", ["Trade"]),
    ("I'd like the one where you buy and sell things please", "accept", ["Trade"]),
    ("the one where we get to buy & sell, thx", "accept", ["Trade"]),
    # two phases pointed at, or the description refused: asked
    ("the one where the traders come by, or the build one, not sure", "query", []),
    ("anything but the one where the traders show up", "query", []),
])
def test_trade_described_by_traders_or_buying_and_selling(tmp_path, text, verdict, reads):
    blind.check_variant("distant-colony", "ho31-cygnus-r4-choice", "Gareth", "choice", text, verdict, reads, tmp_path)


_ARES = _FIXTURES / "ho31-ares-r9-last.toml"   # round 9: Thaddeus played Trade; Unskilled, Expert, Criminal left


@pytest.mark.parametrize("text,accepted,wants", [
    ("Expert! Production: farms +4 F, lab +1 VP, CC +2 W, rare harv +1 RR, adv factory RR -> RG (-4 food). "
     "Trade: none. Net: 0 F, +1 RG, +2 W, +1 VP, +1 Expert", True, ["Colonization: Expert"]),
    ("the Expert for me. Prod all: farms +4 F, lab +1 VP, CC +2 W, rare harv +1 RR, adv factory RR -> RG (-4 food). "
     "Trade: nothing", True, ["Colonization: Expert"]),
    # the colonist first, then a wrong figure: still checked
    ("Expert. Prod all: farms +5 F, lab +1 VP, CC +2 W, rare harv +1 RR, adv factory RR -> RG (-4 food). "
     "Trade: nothing", False, ["+4"]),
])
def test_colonist_alone_as_first_sentence(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _ARES, "Thaddeus", text, accepted, wants, tmp_path)


_ARES_REST = ("\nProduction: farms +4 F, lab +1 VP, CC +2 W, rare harv +1 RR, adv factory RR -> RG (-4 food)"
              "\nTrade: nothing")


@pytest.mark.parametrize("col,accepted,wants", [
    ("Colonisation: Expert -> temp housing", True, ["Colonization: Expert"]),
    ("Colonisation: the Expert, he goes into housing", True, ["Colonization: Expert"]),
    ("Colonization: Expert (to housing)", True, ["Colonization: Expert"]),
    # a colonist who is not Available, sent to housing: still checked
    ("Colonisation: Skilled -> housing", False, ["Skilled"]),
])
def test_new_colonist_to_housing(tmp_path, col, accepted, wants):
    blind.check_habit("distant-colony", _ARES, "Thaddeus", col + _ARES_REST, accepted, wants, tmp_path)


_CYGNUS = _FIXTURES / "ho31-cygnus-r3-post.toml"   # round 3: Sorcha played Production, two Farms, a CC, a Harvester


@pytest.mark.parametrize("text,accepted,wants", [
    ("Unskilled for me. Nothing to build. prod all: farms +2 food, CC -1 food +1 W, harvester +1 raw (free)",
     True, ["Colonization: Unskilled"]),
    ("unskilled! no build (out of goods). Production: farms +2, cc +1 w (-1 food), harvester +1 raw (free)",
     True, ["Colonization: Unskilled"]),
    # the colonist first, then an order of a phase not played: refused
    ("unskilled. buy 2 bg. prod all: farms +2, cc +1 w (-1 food), harvester +1 raw (free)",
     False, ["Trade is not happening"]),
])
def test_colonist_then_a_sentence_then_the_turn(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _CYGNUS, "Sorcha", text, accepted, wants, tmp_path)
