"""Habits of held-out set 30's failures, each written other ways than the corpus post (the
reader's rule, never the one sentence): a reserve "for next time" is the reserve's own timing,
not a plan; "not building, I want to keep my Basic Goods" is Build: none with its reason; the
second build declined after its reason ("I only have goods for one so the 2nd build is
wasted", "only 1 bg so no 2nd build"), a held figure in it checked; the colonist fed free named
between a group of buildings and the arrow to their figures; the trade environment cried out
before the order ("Famine! selling 2 Food"), checked against the one drawn; a headless line
opening with "whatever's left"; a building's bare minus before its gain ("cc -1 +1 W") read as
the Food eaten and checked."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"
_R1 = _FIXTURES / "ho30-tri-r1-posts.toml"     # round 1: Yusuf played Colonization, Marta Build, Quill Production
_R4 = _FIXTURES / "ho30-tri-r4-posts.toml"     # round 4: Famine
_SIX = _FIXTURES / "ho30-six-r2-posts.toml"    # round 2, six players; Ikaika holds 1 BG
_PROD = "Production: Farm +1 Food, CC -1 Food +1 Wealth\n"


@pytest.mark.parametrize("text,accepted,wants", [
    ("I take a Skilled and I reserve an Expert for the next round.\nBuild: none\n" + _PROD, True,
     ["Colonization: reserve Expert"]),
    ("Colonisation: Skilled, reserving one Expert for next turn\nBuild: none\n" + _PROD, True,
     ["Colonization: reserve Expert"]),
    # a plan for later that is no reserve is never this round's order: asked
    ("Colonisation: Skilled\nI will build a Farm next round.\n" + _PROD, False, ["builds for a later round"]),
])
def test_reserve_for_next_time(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _R1, "Yusuf", text, accepted, wants, tmp_path)


@pytest.mark.parametrize("build,accepted,wants", [
    ("I'm not building this round, I'd like to keep my Machine.", True, ["Build: none"]),
    ("We won't build anything, saving the Basic Goods and the Machine", True, ["Build: none"]),
    # a reason with an order in it is no mere keeping: asked
    ("I am not building anything, I want to keep my Basic Goods to sell them", False, []),
])
def test_not_building_keeping(tmp_path, build, accepted, wants):
    text = f"Colonisation: Skilled\n{build}\n{_PROD}"
    blind.check_habit("distant-colony", _R1, "Yusuf", text, accepted, wants, tmp_path)


_MARTA = "Colonisation: Skilled\n{build}\nProduction: Farm +1 Food, CC -1 Food +1 W, Harvester -1 Food +1 Raw\n"


@pytest.mark.parametrize("build,accepted,wants", [
    ("Build: Harvester with the Skilled (1 BG, 1 Machine), just have stuff for one so no second build",
     True, ["Harvester staffed by Skilled"]),
    ("Build: Harvester w/ Skilled - only got the goods for one, so the other build goes to waste :(",
     True, ["Harvester staffed by Skilled"]),
])
def test_reason_then_no_second_build(tmp_path, build, accepted, wants):
    blind.check_habit("distant-colony", _R1, "Marta", _MARTA.format(build=build), accepted, wants, tmp_path)


_IKAIKA = ("unskilled + my reserved expert\n{build}\nprod: farm +1, cc +1 w, harvester +1 raw (-2 food)\n")


@pytest.mark.parametrize("build,accepted,wants", [
    ("build: harvester w/ the skilled. i only have 1 bg so no second build", True, ["Build: Harvester"]),
    # the held figure is checked and the right one named
    ("build: harvester w/ the skilled. only 2 bg so no 2nd build", False, ["you hold 1 Basic Goods"]),
    # an order in the reason is never a remark
    ("build: harvester w/ the skilled, only 1 bg so I sell it so no 2nd build", False, []),
])
def test_held_figure_before_no_second(tmp_path, build, accepted, wants):
    blind.check_habit("distant-colony", _SIX, "Ikaika", _IKAIKA.format(build=build), accepted, wants, tmp_path)


@pytest.mark.parametrize("prod,player,accepted,wants", [
    ("prod: farm +1, cc and harvester, CC's my free one -> +1 W, +1 raw, -1 food", "Quill", True,
     ["Production: Harvester"]),
    # the group's figures are still checked
    ("prod: farm +1, cc + harvester run, the cc is the free one → +2 w, +1 raw, -1 food", "Quill", False,
     ["the rules give -1 Food, +1 Basic Raw, +1 Wealth"]),
])
def test_free_one_before_arrow(tmp_path, prod, player, accepted, wants):
    text = f"Colonisation: Skilled\nBuild: Harvester w/ Skilled\n{prod}\n"
    blind.check_habit("distant-colony", _R1, player, text, accepted, wants, tmp_path)


def test_free_one_without_the_effect(tmp_path):
    text = "Colonisation: Skilled\nProduction: farm +1, cc + harvester run, cc is the free one → +1 w, +1 raw, -1 food\n"
    blind.check_habit("distant-colony", _R1, "Yusuf", text, False, ["no colonist of yours eats free"], tmp_path)


_TRADE = "Unskilled, reserve an Expert\nBuild: Warehouse (1 BG)\n{trade}\n"


@pytest.mark.parametrize("trade,accepted,wants", [
    ("Trade: famine prices, ugh: selling 2 Food @3 = +6", True, ["Trade: sell 2 Food"]),
    ("Trade: Famine!! sell 2 food for 6", True, ["Trade: sell 2 Food"]),
    # another environment named: the one drawn is named
    ("Trade: War! selling 2 Food @3 = +6", False, ["trade environment is Famine, not War"]),
    # a cry with nothing else: no order read
    ("Trade: Famine!", False, []),
])
def test_environment_cry(tmp_path, trade, accepted, wants):
    blind.check_habit("distant-colony", _R4, "Marta", _TRADE.format(trade=trade), accepted, wants, tmp_path)


_MIREILLE = "{col}\nbuild: farm w/ skilled from housing\nprod: farms +2 food, {cc}\n"


@pytest.mark.parametrize("col,cc,accepted,wants", [
    ("what's left for me, + reserve an Expert", "cc -1 +1 W", True, ["Colonization: Criminal"]),
    ("whatever is left. reserve an Expert", "CC -1 +1 Wealth", True, ["Colonization: Criminal"]),
    # a bare minus that is not what the building eats: named
    ("whatever's left. reserve an Expert", "cc -2 +1 W", False, ["the rules give -1 Food, +1 Wealth"]),
    # asked, never a pick
    ("whatever's left maybe?", "cc -1 +1 W", False, []),
])
def test_whatever_left_headless(tmp_path, col, cc, accepted, wants):
    blind.check_habit("distant-colony", _SIX, "Mireille", _MIREILLE.format(col=col, cc=cc), accepted, wants,
                      tmp_path)


_SIX_R6 = _FIXTURES / "ho30-five-r6-posts.toml"   # round 6: Asami played Production; Dario: 2 U + 1 C housed
_QUAD = _FIXTURES / "ho30-quad-r11-posts.toml"    # round 11: Oskar holds 4 BG, makes 3 in Production


@pytest.mark.parametrize("trade,accepted,wants", [
    ("Trade: sell my rare goods for 6", True, ["Trade: sell 1 Rare Goods"]),
    ("Trade: selling the Rare Goods I just made (+6)", True, ["Trade: sell 1 Rare Goods"]),
    # "the goods" alone names no kind: still asked
    ("Trade: I sell the goods, +6", False, []),
])
def test_sell_the_named_kind(tmp_path, trade, accepted, wants):
    text = ("Survey: +1 wealth\nProduction: farms make 2 food. Expert in CC is free (I play production) → +1 VP. "
            "Rare harvester -1 food +1 rare raw, advanced factory -1 food -1 rare raw +1 rare goods.\n"
            f"{trade}\nOrg: nothing\n")
    blind.check_habit("distant-colony", _SIX_R6, "Asami", text, accepted, wants, tmp_path)


def test_sell_the_goods_when_more_held(tmp_path):
    # Oskar holds 7 Basic Goods at Trade: "the basic goods" is how many? asked
    text = ("Survey +1\nProd: farms +2, CC +2 W, harvester complex +3 raw, GFC 3 raw → 3 BG (-5 food), prison idle\n"
            "Trade: sell the basic goods\n")
    blind.check_habit("distant-colony", _QUAD, "Oskar", text, False, ["how many?"], tmp_path)


_DARIO = ("Production: farms +2, CC -1 food +1 W\nTrade: sell 4 Food (+4)\n{org}\n")


@pytest.mark.parametrize("org,accepted,wants", [
    ("Org: no moves; all my buildings are full, so both Unskilled + the criminal stay in housing", True,
     ["Trade: sell 4 Food"]),
    ("Organization: nothing to move. Every slot is taken, so the two Unskilled and the Criminal wait in TH",
     True, ["Trade: sell 4 Food"]),
    # a count that is not what waits there: named
    ("Org: nothing to move, every building is full, so the 3 Unskilled and the crim wait in housing", False,
     ["Temporary Housing holds 2 Unskilled, 1 Criminal"]),
])
def test_group_waits_in_housing(tmp_path, org, accepted, wants):
    blind.check_habit("distant-colony", _SIX_R6, "Dario", _DARIO.format(org=org), accepted, wants, tmp_path)


_KOFI = ("Survey +1 W\nProd: farms +4 ({farms}), CC Expert -1 food +1 VP, Machine Factory -1 food -1 BG +1 Machine\n"
         "Org: first player. crim stays in housing\n")


@pytest.mark.parametrize("farms,accepted,wants", [
    ("farm +1, complex +2 +1 bonus", True, ["what each Farm makes, checked"]),
    ("farm 1, farm complex 2+1 bonus", True, ["what each Farm makes, checked"]),
    # each part is checked: a bonus too many, or a Farm's figure wrong, is named
    ("farm 1, complex 2 + 2 bonus", False, ["Farm Complex #3 makes 3 Food this round"]),
    ("farm 2, complex 2", False, ["Farm #2 makes 1 Food this round"]),
])
def test_complex_base_plus_bonus(tmp_path, farms, accepted, wants):
    blind.check_habit("distant-colony", _SIX_R6, "Kofi", _KOFI.format(farms=farms), accepted, wants, tmp_path)


_OSKAR = "Survey +1\nProd: {prod}\nTrade: sell 7 BG (+28)\n"


@pytest.mark.parametrize("prod,accepted,wants", [
    ("all but the prison: farms +2, CC +2 W, harvester complex +3 raw, GFC 3 raw → 3 BG (-5 food)", True,
     ["Production: Prison #6: idle"]),
    ("everything apart from my Prison (can't feed it) -> farms +2, CC +2 W, harvester complex +3 raw, "
     "GFC 3 raw → 3 BG (-5 food)", True, ["Production: Prison #6: idle"]),
    # a figure after the colon is still checked
    ("everything except the prison: farms +3, CC +2 W, harvester complex +3 raw, GFC 3 raw → 3 BG (-5 food)",
     False, ["you wrote +3 Food; the rules give +2 Food"]),
    # a name that is no building of the game: never read as the idle one
    ("everything except the spaceport: farms +2, CC +2 W, harvester complex +3 raw, GFC 3 raw → 3 BG (-5 food)",
     False, []),
])
def test_all_but_then_figures(tmp_path, prod, accepted, wants):
    blind.check_habit("distant-colony", _QUAD, "Oskar", _OSKAR.format(prod=prod), accepted, wants, tmp_path)


@pytest.mark.parametrize("text,accepted,wants", [
    # a building named with a later round is a plan: asked, never this round's build
    ("Colonisation: Skilled\nBuild: a Farm next round\n" + _PROD, False, ["builds for a later round"]),
    ("I will take a Skilled colonist and build a Farm next round.\n" + _PROD, False, ["builds for a later round"]),
    ("Colonisation: Skilled\nbuild: harvester later on\n" + _PROD, False, ["builds for a later round"]),
    # a later time in brackets is the reason's, the build stands
    ("Colonisation: Skilled\nBuild: Farm w/ Skilled (food for next round)\n" + _PROD, True, ["Build: Farm"]),
])
def test_build_for_later(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _R1, "Yusuf", text, accepted, wants, tmp_path)
