"""Habits of held-out sets 35 and 36's failures (fixer a), each written other ways than the corpus
post (the reader's rule, never the one sentence): the Food eaten told after its figure without a
sign ("(2 Food eaten)", "2 food used") is a loss, checked; a closing "(-3 food)" after the
buildings' figures is the Food eaten in total even when the line names the colonist fed free
("lab guy eats free"); a closing "Market guy is my free one (+1 Food)" gives the free meal back on
the building named just before it, whose figures counted its staff eating; "Skilled there eats
1 Food" is the building's own staff eating; the gain told after the clause naming the colonist
fed free ("my CC worker eats for free ..., so I get 1 Wealth") is that building's; a bare
colonist with "pls" between a one-line turn's sections is the colonist taken; "Production:
everything" with a staffed Market that has something to sell and no sale named is asked."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"
_MID35 = _FIXTURES / "ho35-mid-posts4.toml"     # round 6: Perpetua (Organization), Lars (Production)
_R1_3P = _FIXTURES / "ho36-r1-posts-3p.toml"    # round 1: Ilse played Production
_R1_5P = _FIXTURES / "ho36-r1-posts-5p.toml"    # round 1: Bex (Survey by Chidi, Organization)
_R6_4P = _FIXTURES / "ho36-r6-posts-4p.toml"    # round 6: Kestrel played Production, Ravi Organization

_PERP_REST = "\nTrade: I buy 1 Food for 2 Wealth.\nOrganisation: I take First Player. The new Skilled go " \
             "from University to Temporary Housing and the Unskilled from Temporary Housing go into " \
             "University.\nNet: 0 Food, -2 Wealth"


@pytest.mark.parametrize("prod,accepted,wants", [
    ("Production: Farm +1 Food. University: the Unskilled becomes Skilled (2 food eaten).", True,
     ["Production: University #3"]),
    ("Production: farm +1 food; University: Unskilled -> Skilled, 2 Food used", True,
     ["Production: University #3"]),
    ("Production: Farm gives 1 Food. University runs, Unskilled to Skilled (2 F consumed)", True,
     ["Production: University #3"]),
    # the figure is still checked
    ("Production: Farm +1 Food. University: the Unskilled becomes Skilled (3 food eaten).", False,
     ["the rules give -2 Food"]),
])
def test_food_eaten_after_its_figure(tmp_path, prod, accepted, wants):
    blind.check_habit("distant-colony", _MID35, "Perpetua", prod + _PERP_REST, accepted, wants, tmp_path)


_LARS_REST = "\ntrade: sell 2 RG +12\norg none\nnet -1 food -2 RG +17 W +1 VP"


@pytest.mark.parametrize("prod,accepted,wants", [
    ("Production: all, the lab expert eats free: farms +2, cc +1w, prison +4w, lab +1vp (-3 food)", True,
     ["Production: Laboratory #5"]),
    ("prod: everything, CC guy eats for free -> farms +2 food, cc +1 W, prison +4 W, lab +1 VP (-3 f)", True,
     ["Production: Laboratory #5"]),
    # the total is checked against the Food the buildings eat, one fed free
    ("Production: all, the lab expert eats free: farms +2, cc +1w, prison +4w, lab +1vp (-4 food)", False,
     ["(the Food eaten in total)", "the rules give -3 Food"]),
    ("prod all, lab guy is my free one -> farms +2, cc +1w, prison +4w, lab +1vp (-2 food)", False,
     ["the rules give -3 Food"]),
])
def test_food_total_after_a_free_colonist(tmp_path, prod, accepted, wants):
    blind.check_habit("distant-colony", _MID35, "Lars", prod + _LARS_REST, accepted, wants, tmp_path)


_KESTREL = "Build: Warehouse (1 BG)\nProduction:\nFarms: +2 Food\nHarvesters: -1 Food, +1 Raw\n" \
           "Factories: -1 Food, -1 Raw, +1 Basic Goods\n"
_KESTREL_END = "\nTrade: none\nOrganization: none\nNet: -1 Food, -1 BG, +5 Wealth"


@pytest.mark.parametrize("others,accepted,wants", [
    ("Others: CC -1 Food +1 Wealth; Market -1 Food, sells 1 Basic Goods +4 W. The market's skilled eats "
     "free (+1 food back)", True, ["Production: Market #6: sell 1 Basic Goods"]),
    ("Others: Colony Center -1 F, +1 W; Market: -1 F, sell 1 BG (+4), and the Market worker is the free "
     "one (+1 F)", True, ["Production: Market #6: sell 1 Basic Goods"]),
    ("Others: CC -1 Food +1 Wealth; Market -1 Food, sells 1 Basic Goods +4 W; the Market's Skilled is fed "
     "free (+1 Food)", True, ["its Food given back on the Market's figures"]),
    ("Others: CC -1 Food +1 Wealth; Market -1 Food, sells 1 Basic Goods +4 W; market colonist free (+1 food)",
     True, ["Production: Market #6: sell 1 Basic Goods"]),
    # the Food given back is checked: one colonist is fed free
    ("Others: CC -1 Food +1 Wealth; Market -1 Food, sells 1 Basic Goods +4 W; Market guy is my free one "
     "(+2 Food)", False, []),
    # ... and the Market's figures must have counted its staff eating
    ("Others: CC -1 Food +1 Wealth; Market sells 1 Basic Goods +4 W; Market guy is my free one (+1 Food)",
     False, []),
])
def test_free_meal_given_back(tmp_path, others, accepted, wants):
    blind.check_habit("distant-colony", _R6_4P, "Kestrel", _KESTREL + others + _KESTREL_END, accepted,
                      wants, tmp_path)


_PERP_TAIL = ". University idles, not enough food.\nTrade: buy 2 Food (4 W)\nOrganization: first player. " \
             "No moves.\nNet: +1 Food, -1 BG, +1 Wealth"


@pytest.mark.parametrize("market,accepted,wants", [
    ("Market sells 1 Basic Goods (+4), the Skilled in there eats 1 Food", True,
     ["Production: Market #4: sell 1 Basic Goods"]),
    ("Market: sells 1 BG for 4, its worker there eats 1 food", True,
     ["Production: Market #4: sell 1 Basic Goods"]),
    ("Market sells 1 Basic Goods (+4), Skilled there eats 2 Food", False, ["the rules give -1 Food"]),
])
def test_staff_there_eats(tmp_path, market, accepted, wants):
    text = "Production: Farm +1 Food, CC -1 Food +1 W, " + market + _PERP_TAIL
    blind.check_habit("distant-colony", _MID35, "Perpetua", text, accepted, wants, tmp_path)


_ILSE_HEAD = "For Colonisation I will take a Skilled colonist. I am building a Farm and I'm putting the new " \
             "Skilled in it.\n"
_ILSE_NET = "\nNet: +2 Food, -1 Basic Goods, -1 Machine, +1 Wealth, +1 Skilled"


@pytest.mark.parametrize("prod,accepted,wants", [
    ("In Production my two Farms make 2 Food, and the Colony Center guy is my free one since I played "
     "Production, so he makes 1 Wealth.", True, ["Production: Colony Center"]),
    ("Production: both farms give 2 food; my CC colonist eats free (my phase), so it gives 1 Wealth", True,
     ["Production: Colony Center"]),
    # the gain is the building's, and checked as its figure
    ("In Production both Farms make 2 Food, and my Colony Center worker eats for free because I played "
     "Production, so I get 2 Wealth.", False, ["the rules give +1 Wealth"]),
])
def test_gain_after_the_free_colonist(tmp_path, prod, accepted, wants):
    blind.check_habit("distant-colony", _R1_3P, "Ilse", _ILSE_HEAD + prod + _ILSE_NET, accepted, wants,
                      tmp_path)


@pytest.mark.parametrize("text,accepted,wants", [
    ("survey +1 W, Skilled please, trade: buy 1 Basic Goods (5), org: first player", True,
     ["Colonization: Skilled", "Trade: buy 1 Basic Goods"]),
    ("Survey +1; a skilled one plz; Trade: buy 1 BG for 5; Org: first player", True,
     ["Colonization: Skilled", "Trade: buy 1 Basic Goods"]),
    # two colonists offered: no colonist taken, asked
    ("survey +1, skilled or expert pls, trade: buy 1 Basic Goods (5), org: first player", False, []),
])
def test_bare_colonist_with_please(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _R1_5P, "Bex", text, accepted, wants, tmp_path)


@pytest.mark.parametrize("prod,accepted,wants", [
    ("Production: all as usual", False, ["Market #3 runs only when the post says what it sells"]),
    ("prod: run everything", False, ["Market #3"]),
    # the Market's sale named: "everything" still cannot feed every building
    ("Production: everything, Market sells 1 Rare Goods", False, ["its staff need 1 Food"]),
    # the Market left out in so many words: the Food feeds the rest
    ("Production: everything except the market", True, ["Production"]),
])
def test_everything_with_a_market(tmp_path, prod, accepted, wants):
    text = "Build: none\n" + prod + "\nTrade: none\nOrg: first player"
    blind.check_habit("distant-colony", _R6_4P, "Ravi", text, accepted, wants, tmp_path)


@pytest.mark.parametrize("prod,accepted,wants", [
    # Food enough for every building: the Market's sale is still the player's to say
    ("Production: everything", False, ["Market #6 runs only when the post says what it sells"]),
    ("Production: everything, Market sells 1 Basic Goods", True, ["Production: Market #6: sell 1 Basic Goods"]),
    ("Production: all, market idle", True, ["Production: Market #6: idle"]),
])
def test_everything_and_the_market_sale(tmp_path, prod, accepted, wants):
    text = "Build: Warehouse (1 BG)\n" + prod + "\nTrade: none\nOrganization: none"
    blind.check_habit("distant-colony", _R6_4P, "Kestrel", text, accepted, wants, tmp_path)
