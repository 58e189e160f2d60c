"""Habits of held-out set 17's failures, each written other ways than the corpus post (the reader's
rule, never the one sentence): a building named in the plural for every one of its kind ("both
Markets sell 1 Food each", "Markets sell food"); the colonist taken said in a chatty line before any
heading ("Criminal for me, it's all that's left"); a running sum on the Trade line that starts from
the Wealth after Production ("→ 7 - 5 = 2 Wealth left"); the Wealth after the Survey line written after
an arrow ("Survey: +2 W (played) → 8 W") or in a lone bracket ("survey +2 (8 W)"); a Food figure in
brackets shared by the buildings before it ("(-2 food for the two of them)"); a colonist left in
housing said as a line of its own; the second build declined after a dash ("— 2nd build skipped, no
BG left"); "nothing, 0 food to sell anyway"; an EDIT "X instead of Y" followed by why; a resource's
own running sum under Production ("Food: 2 + 1 - 2 eaten - 1 sold = 0"); a tally "+1 from 12 Wealth =
0 VP"; a heading with its count and why before the colon ("Build x2 since I played it:"); an EDIT
that puts only a verb for another ("reserve instead"); a phase's verb in the reason of a choice
("Survey. ... when I can't build anything")."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from gm_tool.core.kit.errors import GmError
from gm_tool.games.distant_colony.posts.choice import read_choice

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"

_LATE = "ho17-dc-late-r5-posts"     # last round: Colonization, Production, Trade
_SIX = "ho17-dc-six-r1-posts"       # round 1, six players: Survey, Colonization, Build, Organization
_DUO2 = "ho17-dc-duo-r2-posts"      # two players, round 2: Production, Trade
_FOUR = "ho17-dc-four-r4-posts"     # four players, round 4: Survey, Production, Trade
_DUO1 = "ho17-dc-duo-r1-posts"      # two players, round 1: Colonization, Build

_CELESTE = "Colonisation: Criminal\nProduction: {prod}\nTrade: none"
_BRAM = "{col}\nProduction: Farm +1 Food, CC -1 Food +1 Wealth, Goods Factory idle, University idle\nTrade: none"
_MARG = ("Production:\nFarms: +1 Food\nHarvesters: +1 Basic Raw\nOthers: Colony Center -1 Food, +1 Wealth\n"
         "Trade: {trade}\nPlayer Trade: none")
_ROSA = "{survey}\nColonisation: Skilled\nBuild: Warehouse\nOrg: none"
_SAM = "Survey +2 (played)\nProduction: {prod}\n{extra}\nTrade: sell 2 Basic Raw for 4, buy 1 Machine (7)"
_LARS = "Survey: +1 Wealth\nColonisation: Skilled\nBuild: {build}\nOrg: none"
_AIKO = ("Colonisation: Expert\nProduction: Farm +1 Food, CC +1 Wealth (-1 Food), Harvester +1 Basic Raw (free)\n"
         "Trade: sell 3 Basic Raw (+6)\n\n{edit}")
_HALVARD = ("Survey: +1 Wealth\nProduction (played, one colonist eats free):\nFarms: +1 Food\nHarvesters: +1 Basic Raw\n"
            "Others: Colony Center +1 Wealth, Market #4 sells 1 Food (+2)\n{sum}\n"
            "Trade: sell 2 Basic Raw (+4), buy 1 Machine (7)\nPlayer Trade: none")
_AIKO_END = ("Colonisation: Expert\nProduction: Farm +1 Food, CC -1 Food +1 Wealth, Harvester +1 Basic Raw (free), "
             "Market idle\nTrade: sell 3 Basic Raw at 2 each (+6) and 1 Food (+1)\nPlayer Trade: none\n\n{tally}")
_TOBIAS = "Colonisation: Skilled\n{head}: Farm w/ the new Skilled + a Warehouse"


@pytest.mark.parametrize("fixture,player,text,accepted,wants", [
    # a building named in the plural: every one of its kind
    (_LATE, "Celeste", _CELESTE.format(prod="farm +1, all my markets sell 1 food, CC idle"), True,
     ["Production: Market #3: sell 1 Food", "Production: Market #4: sell 1 Food"]),
    (_LATE, "Celeste", _CELESTE.format(prod="Farm +1 Food, the two Markets each sell a Food (+4 W), CC off"), True,
     ["Production: Market #3: sell 1 Food", "Production: Market #4: sell 1 Food"]),
    (_LATE, "Celeste", _CELESTE.format(prod="farm +1, CC +1 W, both markets sell food"), False,
     ["Celeste has 1 Food at that point"]),
    # the colonist taken, said in a chatty line before any heading
    (_LATE, "Bram", _BRAM.format(col="fine, Unskilled for me \u2014 leaves the crim for Celeste"), True,
     ["Colonization: Unskilled"]),
    (_LATE, "Bram", _BRAM.format(col="Right then. So the Unskilled for me (Aiko has the Expert)"), True,
     ["Colonization: Unskilled"]),
    (_LATE, "Bram", _BRAM.format(col="Unskilled for me? or maybe the crim"), False, []),
    # a running sum on the Trade line, from the Wealth after Production
    (_DUO2, "Marguerite", _MARG.format(trade="buy 1 Basic Goods (5) -> 7 - 5 = 2 W left"), True,
     ["Trade: buy 1 Basic Goods"]),
    (_DUO2, "Marguerite", _MARG.format(trade="buy 1 Basic Goods (5) \u2192 8 - 5 = 3 Wealth left"), False,
     ["the rules give 7"]),
    # the Wealth after the Survey line, after an arrow or in a lone bracket
    (_SIX, "Rosa", _ROSA.format(survey="Survey: +2 Wealth (played) -> 8"), True, ["Build: Warehouse"]),
    (_SIX, "Rosa", _ROSA.format(survey="survey +2 => 8 W"), True, ["Build: Warehouse"]),
    (_SIX, "Rosa", _ROSA.format(survey="Survey: +2 W (played it) \u2192 9 W"), False, ["the rules give 8"]),
    (_SIX, "Rosa", _ROSA.format(survey="survey +2 (9 W)"), False, ["the rules give 8"]),
    # a Food figure in brackets shared by the buildings before it; a colonist left in housing
    (_FOUR, "Sam", _SAM.format(prod="farm +1, CC +1 W, harvester +1 raw (-2 food between them)",
                               extra="my Skilled stays in housing for now"), True,
     ["Production: Harvester #3", "Trade: buy 1 Machine"]),
    (_FOUR, "Sam", _SAM.format(prod="farm +1, CC +1 W, harvester +1 raw (-2 food total)",
                               extra="the Skilled waits in TH, nowhere to put him"), True,
     ["Production: Harvester #3"]),
    (_FOUR, "Sam", _SAM.format(prod="farm +1, CC +1 W, harvester +1 raw (-3 food for the two of them)",
                               extra="Skilled stays in housing"), False, ["Food"]),
    # the second build declined after a dash, and why
    (_SIX, "Lars", _LARS.format(build="Farm (1 BG, 1 Machine) with the Skilled - no second build, no BG left"),
     True, ["Build: Farm staffed by Skilled from Temporary Housing"]),
    (_SIX, "Lars", _LARS.format(build="Farm with the Skilled; second building skipped (can't afford it)"),
     True, ["Build: Farm staffed by Skilled from Temporary Housing"]),
    # "nothing", and why: none of it to sell
    (_LATE, "Bram", "Colonisation: Unskilled\nProduction: Farm +1 Food, University runs (-2 Food), CC idle\n"
                    "Trade: nothing, no food left to sell", True, ["Trade: none"]),
    # an EDIT "X instead of Y", then why
    (_LATE, "Aiko", _AIKO.format(edit="EDIT: make that the Unskilled instead of the Expert, same either way"), True,
     ["Colonization: Unskilled"]),
    (_LATE, "Aiko", _AIKO.format(edit="EDIT: Unskilled instead of the Expert, Bram wants the Expert"), True,
     ["Colonization: Unskilled"]),
    (_LATE, "Aiko", _AIKO.format(edit="EDIT: make that the Unskilled instead of the Expert, and sell the food"), False,
     []),
    # a resource's own running sum under Production
    (_FOUR, "Halvard", _HALVARD.format(sum="Food: 2 + 1 - 2 eaten - 1 sold = 0"), True,
     ["Production: Market #4: sell 1 Food"]),
    (_FOUR, "Halvard", _HALVARD.format(sum="Food: 2 + 1 - 2 - 1 = 1"), False, ["the sum comes to 0, not 1"]),
    (_FOUR, "Halvard", _HALVARD.format(sum="Food 3 + 1 - 2 - 1 = 1"), False, ["you hold 2 Food"]),
    (_FOUR, "Halvard", _HALVARD.format(sum="food: 2 + 1 - 2 eaten = 1"), False,
     ["you wrote 1 Food left after Production; the rules give 0"]),
    # a tally with "+1 from 12 Wealth = 0 VP"
    (_LATE, "Aiko", _AIKO_END.format(tally="Final: 4 from buildings, -5 idle, +1 from 12 Wealth = 0 VP"), True,
     ["Production: Market #4: idle"]),
    (_LATE, "Aiko", _AIKO_END.format(tally="Final: 4 from buildings, -5 idle, +2 from 12 Wealth = 1 VP"), False,
     ["the rules give 1"]),
    # a heading with its count and why before the colon
    (_DUO1, "Tobias", _TOBIAS.format(head="Build twice as I played it"), False,
     ["Build Warehouse needs 1 Basic Goods"]),
    (_DUO1, "Tobias", _TOBIAS.format(head="Build (x2), because I picked Build"), False,
     ["Build Warehouse needs 1 Basic Goods"]),
    # an EDIT that puts only a verb for another order
    (_SIX, "Lars", _LARS.format(build="Farm with the Skilled") + "\n\nEDIT: nah, buy instead", False,
     ["(an EDIT)"]),
])
def test_habit(tmp_path, fixture, player, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{fixture}.toml", player, text, accepted, wants,
                      tmp_path)


@pytest.mark.parametrize("text,phase", [
    ("Survey. +2 Wealth beats nothing when I can't build anything useful yet anyway.", "Survey"),
    ("Production please, nothing to trade yet", "Production"),
    ("trade this round - I won't build anything with 0 BG", "Trade"),
])
def test_choice(text, phase):
    assert read_choice(text) == phase


@pytest.mark.parametrize("text", ["Survey or Build, can't decide", "build? can't trade anyway"])
def test_choice_asked(text):
    with pytest.raises(GmError):
        read_choice(text)


_BRAM_END = ("Colonisation: Unskilled\nProduction: {prod}\nTrade: {trade}\n\n{tally}")
_BRAM_PROD = "Farm +1 Food, CC -1 Food +1 Wealth, Goods Factory idle, University idle"


@pytest.mark.parametrize("text,accepted,wants", [
    # buildings each with why, then "so both idle"
    (_BRAM_END.format(prod="Farm +1 Food, CC eats 1 -> +1 Wealth. no raw for the Goods Factory, University needs 2 "
                           "food - so neither runs", trade="none", tally=""), True,
     ["Production: Goods Factory #3: idle", "Production: University #4: idle"]),
    (_BRAM_END.format(prod="Farm +1 Food, CC -1 Food +1 Wealth; the factory has nothing to work and the uni "
                           "can't be fed, so they both sit idle", trade="none", tally=""), True,
     ["Production: Goods Factory #3: idle", "Production: University #4: idle"]),
    # both halves of a Trade said empty
    (_BRAM_END.format(prod=_BRAM_PROD, trade="no buying or selling this round", tally=""), True,
     ["Trade: none"]),
    (_BRAM_END.format(prod=_BRAM_PROD, trade="sell nothing, buy nothing", tally=""), True, ["Trade: none"]),
    # a tally whose Wealth counts the resources sold at the end, and "so N VP"
    (_BRAM_END.format(prod=_BRAM_PROD, trade="none", tally="End: 7 from buildings, -2 idle, 2 W + 1 Food = 3 -> 0, "
                                                          "so that's 5 VP"), True, ["Trade: none"]),
    (_BRAM_END.format(prod=_BRAM_PROD, trade="none", tally="End: 7 from buildings, -2 idle, 2 Wealth + 1 Food = 3 "
                                                          "\u2192 0, so 6 VP"), False, ["the rules give 5"]),
])
def test_habit_last_round(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_LATE}.toml", "Bram", text, accepted, wants, tmp_path)


# held-out 16's "an order asked and answered no at once" widened: the "no" said other ways
_THEO3 = "Col: the crim. Reserve: Expert\nBuild: {build}"


@pytest.mark.parametrize("build,accepted,wants", [
    ("Warehouse Complex? not with 1 BG. Warehouse then", True, ["Build: Warehouse"]),
    ("Warehouse Complex? no way, too expensive - plain Warehouse", True, ["Build: Warehouse"]),
    ("Warehouse Complex?? lol no. Warehouse.", True, ["Build: Warehouse"]),
    ("Warehouse Complex? not yet. maybe a Warehouse", False, ["not decided"]),
])
def test_asked_and_answered_no(tmp_path, build, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / "ho16-duo-r3-posts.toml", "Theo", _THEO3.format(build=build),
                      accepted, wants, tmp_path)


_INGRID = "Survey: +1\nColonisation: Skilled\nBuild: Market w/ Skilled\nOrg: {org}"


@pytest.mark.parametrize("org,accepted,wants", [
    # the building the borrowed Build effect builds, after an arrow or colon: a Build, never a move
    ("no moves, I take the Build played effect \u2192 Warehouse", False,
     ["Build Warehouse needs 1 Basic Goods"]),
    ("none; Build played effect: building a Warehouse", False, ["Build Warehouse needs 1 Basic Goods"]),
])
def test_borrowed_build(tmp_path, org, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_SIX}.toml", "Ingrid", _INGRID.format(org=org), accepted,
                      wants, tmp_path)


# held-out 16's "the worker named with its building" widened: a colon or a bracket after the pair
_WANDA6 = "Colonisation: Unskilled, reserve Skilled\nProduction: {prod}\nNet: +1 VP, +1 Unskilled"


@pytest.mark.parametrize("prod,accepted,wants", [
    ("Farm +1 Food, my CC Expert: -1 Food, +1 VP; Harvester idle; Market idle", True,
     ["Production: Colony Center #1", "Production: Harvester #3: idle"]),
    ("Farm +1 Food, CC (Expert) -1 Food +1 VP, Harvester and Market idle", True,
     ["Production: Colony Center #1", "Production: Market #4: idle"]),
    ("Farm +1 Food, my CC Criminal: -1 Food, +1 VP; Harvester idle; Market idle", False, ["Criminal"]),
])
def test_worker_with_building(tmp_path, prod, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / "ho16-duo-r6-colprod.toml", "Wanda", _WANDA6.format(prod=prod),
                      accepted, wants, tmp_path)
