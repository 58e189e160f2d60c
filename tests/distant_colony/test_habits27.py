"""Habits of held-out set 27's failures, each written other ways than the corpus post (the
reader's rule, never the one sentence): the Food a list of buildings eats together, in brackets
after the last one, when a full stop closes the sentence ("harvester +1 raw (-2 food).", a turn
cut at its sentences), and a lone Food loss closing an "all (...)" list of every building's
figures, inside its bracket ("all (farms +2, cc +2 W, MF -1 bg +1 mach, -2 food)") or in one of
its own after it ("everything (...) (-7 food)"): the Food eaten in total, checked; "cx" (or
"cplx") for "complex" after any building's short form ("goods cx")."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"

_R1 = "ho27-r1-posts-3p"       # round 1: Kasimir plays Build (2 Food, CC + Farm, 1 BG, 1 Machine)
_MID = "ho27-mid-posts-4p"     # round 5: Ferro (Farms, CC with a Skilled, Machine Factory)
_LATE = "ho27-late-posts-5p"   # round 11: Oskar plays Build; Lumen plays Survey


@pytest.mark.parametrize("fixture,player,text,accepted,wants", [
    # the Food the buildings listed last eat together, the sentence closed by a full stop
    (_R1, "Kasimir", "Skilled. Build: Harvester w/ Skilled. Production: farm +1 food, CC +1 W, harvester +1 raw "
     "(-2 food). Net: -1 food, +1 raw, +1 W, -1 BG, -1 machine", True, ["Production: Harvester #3"]),
    (_R1, "Kasimir", "skilled pls. build harvester w the skilled. prod farm +1, cc +1 w, harv +1 raw (-2 food for "
     "the two). net -1 food +1 raw +1 w -1 bg -1 mach", True, ["Production: Colony Center #1"]),
    (_R1, "Kasimir", "Colonisation: Skilled\nBuild: Harvester w/ Skilled\nProduction: farm +1 food, cc +1 wealth, "
     "harvester +1 raw (-2 food)!\nNet: -1 food, +1 raw, +1 W, -1 BG, -1 Machine", True, ["Harvester #3"]),
    # ... a count that is not theirs stays the last building's, checked
    (_R1, "Kasimir", "skilled pls. build harvester w the skilled. prod farm +1, cc +1 w, harv +1 raw (-3 food). "
     "net -1 food +1 raw +1 w -1 bg -1 mach", False, ["the rules give -1 Food"]),
    # a lone Food loss closing an "all (...)" list: the Food eaten in total, checked
    (_MID, "Ferro", "Survey: +2\nProduction: everything (farms +2, CC +2 W, MF -1 BG +1 Machine) (-2 food)\n"
     "Trade: buy 1 BG for 5\nOrg: nothing", True, ["Production: Machine Factory #4"]),
    (_MID, "Ferro", "Survey: +2\nProduction: all (farms +2, CC +2 W, MF -1 BG +1 Machine; -2 food total)\n"
     "Trade: buy 1 BG for 5\nOrg: nothing", True, ["Production: Colony Center #1"]),
    (_MID, "Ferro", "survey +2 / prod all (farms +2, cc +2 W, MF -1 bg +1 mach, -3 food) / trade: buy 1 BG (5) / "
     "org: none", False, ["you wrote -3 Food; the rules give -2"]),
    (_MID, "Ferro", "Survey: +2\nProduction: everything (farms +2, CC +2 W, MF -1 BG +1 Machine) (-1 food)\n"
     "Trade: buy 1 BG for 5\nOrg: nothing", False, ["the rules give -2"]),
    # "cx" for "complex" after a short form
    (_LATE, "Oskar", "Colonisation: Skilled\nBuild x2 (played): Warehouse Complex (2 BG), and a Market w/ the "
     "housing Unskilled (1 BG)\nProduction: all (farms +4, CC +1 W, harv cx +3 raw, goods cplx +3 BG, MF +1 mach, "
     "market sells 1 BG +4) (-7 food)\nTrade: none", True, ["Goods Factory Complex #5"]),
    (_LATE, "Oskar", "Colonisation: Skilled\nBuild x2 (played): Warehouse Complex (2 BG), and a Market w/ the "
     "housing Unskilled (1 BG)\nProduction: everything (farms +4, CC +1 W, harvester cx +3 raw, goods cx +3 BG, "
     "MF +1 mach, market sells 1 BG +4) (-6 food)\nTrade: none", False, ["the rules give -7"]),
])
def test_food_eaten_together(tmp_path, fixture, player, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{fixture}.toml", player, text, accepted, wants, tmp_path)


_WREN = "Colonisation: Skilled\nBuild: Warehouse (1 BG){aside}\nProduction: Farm +1 Food, CC +1 Wealth{free}\n" \
        "Net: {food}-1 BG, +1 Wealth, +1 Skilled"


@pytest.mark.parametrize("player,aside,free,food,accepted,wants", [
    # a building left without staff "anyway", and its colonist fed free said with a pronoun
    ("Wren", ", no one to staff it regardless", ", she eats for free", "+1 Food, ", True, ["Build: Warehouse"]),
    ("Wren", ", nobody to staff it anyway", " and he eats free", "+1 Food, ", True,
     ["Production: Colony Center #1", "the colonist fed free"]),
    # ... the free Food counted out of the Net all the same: the right Net named
    ("Wren", ", nobody to staff it anyway", " and he eats free", "", False, ["the rules give +1 Food"]),
    # ... from a player without the Production played effect: no colonist eats free
    ("Kasimir", ", nobody to staff it anyway", " and he eats free", "", False,
     ["no colonist eats free"]),
])
def test_free_said_with_a_pronoun(tmp_path, player, aside, free, food, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_R1}.toml", player,
                      _WREN.format(aside=aside, free=free, food=food), accepted, wants, tmp_path)


_R2 = "ho27-r2-posts-3p"       # round 2: Ottilie and Wren play Organization; Wren gains First Player


@pytest.mark.parametrize("player,org,accepted,wants", [
    # a sentence before the move ("first player to me."): the colonist the move pushes out still
    # moves out of the building moved into, whatever the sentence before says
    ("Wren", "Org: I take first player. Skilled from housing -> CC, its Unskilled goes back to housing", True,
     ["Organization: Skilled from Temporary Housing", "Unskilled from Colony Center #1 -> Temporary"]),
    ("Wren", "Organization (played): FP to me; the Skilled from housing into the Colony Center, its Unskilled "
     "back to housing", True, ["Unskilled from Colony Center #1 -> Temporary"]),
    ("Wren", "Org: first player to me. Skilled from housing to the Colony Center (its Unskilled goes back to "
     "housing)", True, ["Unskilled from Colony Center #1 -> Temporary"]),
    # ... the First Player claim still checked: Ottilie does not gain it
    ("Ottilie", "Org: first player to me. Skilled from housing → Colony Center, its Unskilled goes back to housing",
     False, ["Wren gains First Player"]),
])
def test_displaced_after_a_sentence(tmp_path, player, org, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_R2}.toml", player,
                      f"Unskilled for me.\n{org}\nNet: +1 Unskilled", accepted, wants, tmp_path)


_LUMEN = "Survey: +2 Wealth\nColonisation: Unskilled\nBuild: Warehouse (1 BG)\n{prod}\nTrade: nothing\n" \
         "Net: -2 Food, -1 BG, +7 Wealth, +1 Unskilled"


@pytest.mark.parametrize("prod,accepted,wants", [
    # how many staff eat, then the Food they eat, one each: the count is no figure of its own
    ("Production: Farm +1 Food. Prison: both crims eat 2 food, +4 Wealth. CC: the Unskilled eats 1 food, "
     "+1 Wealth. Market and Harvester idle.", True, ["Production: Prison #3"]),
    ("Production: farm +1 food, prison +4 W and 2 criminals eat 2 food, cc +1 W eats 1 food, market and "
     "harvester idle", True, ["Production: Prison #3", "Production: Colony Center #1"]),
    # ... a count the Prison does not hold: the Food checked, or the count left as a figure
    ("Production: Farm +1 Food. Prison: 3 criminals eat 3 food, +4 Wealth. Colony Center eats 1 food, "
     "+1 Wealth. Market and Harvester idle.", False, ["the rules give -2 Food, +4 Wealth"]),
    ("Production: Farm +1 Food. Prison: 3 criminals eat 2 food, +4 Wealth. Colony Center eats 1 food, "
     "+1 Wealth. Market and Harvester idle.", False, ["3 Criminal"]),
])
def test_staff_count_eats(tmp_path, prod, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_LATE}.toml", "Lumen", _LUMEN.format(prod=prod),
                      accepted, wants, tmp_path)


_LUMEN2 = "Survey: +2\n{col}\nBuild: none\nProduction: farm +1, prison +4 W (-2 food), cc +1 W (-1 food), market " \
          "and harvester idle\nTrade: none"


@pytest.mark.parametrize("col,accepted,wants", [
    # the colonist said as what another player's pick leaves, no colonist named: asked
    ("Colonisation: whichever one Tamsin leaves me", False, ["hangs on another player's pick"]),
    ("Colonisation: whatever Halvard won't take", False, ["which colonist do you take?"]),
    ("Colonisation: Skilled or whatever Halvard doesn't pick", False, ["hangs on another player's pick"]),
    # ... a colonist named, whatever the other takes: the colonist, the rest a remark
    ("Colonisation: Unskilled, whatever Halvard takes", True, ["Colonization: Unskilled"]),
    ("Colonisation: Unskilled (whatever Halvard picks)", True, ["Colonization: Unskilled", "another player's pick"]),
])
def test_whatever_another_picks(tmp_path, col, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_LATE}.toml", "Lumen", _LUMEN2.format(col=col),
                      accepted, wants, tmp_path)


_LUMEN3 = "survey +2 (played it). {col}. {build}. prod: farm +1, prison +4 w (-2 food), market eats the last food " \
          "and sells 1 bg +4. cc and harvester idle. trade none"


@pytest.mark.parametrize("col,build,accepted,wants", [
    # a phase skipped in a sentence of a one-line turn, with why: what the player holds, what it is for
    pytest.param("unskilled for me, he stays in housing", "no build, only 1 bg and i want it for the market", True,
                 ["Colonization: Unskilled", "Build: none"]),
    ("skilled for me, she waits in housing", "no build, can't afford it", True, ["Build: none"]),
    pytest.param("unskilled for me, he stays in housing", "no build, i only have 1 bg, i need it for the market", True,
                 ["Build: none"]),
    # ... a holding that is not the player's, or an order inside the why: not read past
    ("unskilled for me, he stays in housing", "no build, only 2 bg and i want them for the market", False,
     ["no build, only 2 bg"]),
    ("unskilled for me, he stays in housing", "no build, only 1 bg and i sell it", False, ["no build, only 1 bg and i sell it"]),
    # ... the holding said wrong, on the Build line itself: the right figure named
    ("unskilled for me, he stays in housing", "Build: none, only 2 bg and i want them for the market", False,
     ["you hold 1 Basic Goods at the start of the round, not 2"]),
])
def test_phase_skipped_with_why(tmp_path, col, build, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_LATE}.toml", "Lumen", _LUMEN3.format(col=col, build=build),
                      accepted, wants, tmp_path)
