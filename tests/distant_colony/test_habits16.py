"""Habits of held-out set 16's failures, each written other ways than the corpus post (the reader's
rule, never the one sentence): the colonist named with the building they work in ("the Expert at the
CC", "CC Expert eats free"); a line after the turn that names a colonist and only a placeholder for
what it does ("crim does the thing"); a bracket that gives a rate ("(2 W a production)"); an order
asked and answered no at once ("Warehouse Complex? nah, 2 BG. Just a Warehouse"); two headings that
share one "none" ("Trade / Org: none"); a colonist named by where it works, as the start of a move
("CC unskilled → farm #3"); an EDIT "X, not Y — why"; phase choices where another phase is only a
time in the reason ("before the big trade rounds") or the phase is named by its played effect ("the
phase with the contracts")."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from gm_tool.core.kit.errors import GmError
from gm_tool.games.distant_colony.posts.choice import read_choice

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"

_S1 = "ho16-six-r1-posts"      # round 1, six players
_S2 = "ho16-six-r2-posts"      # round 2
_D3 = "ho16-duo-r3-posts"      # two players, round 3
_D4 = "ho16-duo-r4-prod"       # two players, Production
_D5 = "ho16-duo-r5-org"        # two players, Organization
_D6 = "ho16-duo-r6-colprod"    # two players, Colonization and Production

_WANDA6 = "Colonisation: Unskilled, reserve Skilled\nProduction: {prod}\nNet: +1 VP, +1 Unskilled"
_THEO4 = "Production: farm +1 food, CC -1 food +1 W, harvester +1 raw (free)\n{after}"
_THEO5 = "Colonisation: Unskilled + reserved Skilled arrives; reserve Expert\nOrganization: {org}"
_THEO3 = "Col: the crim. Reserve: Expert\nBuild: {build}"
_RUSTY1 = ("Survey +1 W\nColonisation: Skilled, and I reserve a Skilled\nBuild: Farm w/ the new Skilled\n"
           "{rest}")
_RUSTY2 = ("survey +1 w\nprod: farms +2 food, cc -1 food +1 w\ntrade: sell 2 food +2\norg: FP to me. {org}\n"
           "net: -1 food +4 w")
_MARG = ("Survey: +1\nColonisation: Skilled\nBuild: {build}\nTrade: sell 1 Machine (+6)\nOrganization: none\n"
         "Net: +7 Wealth, -1 BG, -1 Machine, +1 Skilled")
_THEO8 = ("Colonisation: none, my reserved Unskilled shows up\nProd: Farm +1 Food, CC -1 Food +1 Wealth, "
          "Harvester -1 Food +1 Basic Raw\nFinal: {tally}")
_PAVLA = "Survey +2 W (played)\nColonisation: Skilled\nBuild: Farm w/ Skilled\nTrade: none\n{edit}"


@pytest.mark.parametrize("fixture,player,text,accepted,wants", [
    # the colonist named with the building they work in
    (_D6, "Wanda", _WANDA6.format(prod="Farm +1 Food, CC's Expert -1 Food +1 VP, Harvester idle, Market idle"),
     True, ["Production: Colony Center #1", "Production: Harvester #3: idle"]),
    (_D6, "Wanda", _WANDA6.format(prod="Farm +1 Food -> into the Expert in the Colony Center (+1 VP). "
                                       "Harvester and Market idle"),
     True, ["Production: Farm #2", "Production: Colony Center #1"]),
    (_D6, "Wanda", _WANDA6.format(prod="Farm +1 Food, CC Criminal -1 Food +1 VP, Harvester idle, Market idle"),
     False, ["Criminal"]),
    # a line after the turn with a placeholder for the order
    (_D4, "Theo", _THEO4.format(after="the crim does his usual"), False, ["names an order without saying it"]),
    (_D4, "Theo", _THEO4.format(after="expert does the thing like last time"), False,
     ["names an order without saying it"]),
    (_D4, "Theo", _THEO4.format(after="gg, same as last round for me lol"), True, ["Production: Farm #2"]),
    # a bracket that gives a rate
    (_D5, "Theo", _THEO5.format(org="Skilled from housing to the CC (2 Wealth per production), the CC's "
                                    "Unskilled to housing"),
     True, ["Organization: Skilled from Temporary Housing -> Colony Center #1"]),
    (_D5, "Theo", _THEO5.format(org="Skilled from housing to the CC (that is 2 W every round), CC's Unskilled to "
                                    "housing"),
     True, ["Organization: Unskilled from Colony Center #1 -> Temporary Housing"]),
    # an order asked and answered no at once
    (_D3, "Theo", _THEO3.format(build="Warehouse Complex? no, too pricey. Warehouse (1 BG)"), True,
     ["Build: Warehouse"]),
    (_D3, "Theo", _THEO3.format(build="Warehouse Complex? nope, a Warehouse instead"), True,
     ["Build: Warehouse"]),
    (_D3, "Theo", _THEO3.format(build="Warehouse Complex? no idea"), False, ["not decided"]),
    # two headings sharing one "none"
    (_S1, "Rusty", _RUSTY1.format(rest="Trade & Organisation: nothing"), True,
     ["Trade: none"]),
    (_S1, "Rusty", _RUSTY1.format(rest="Trade/Org - none"), True, ["Trade: none"]),
    # a colonist named by where it works, starting a move
    (_S2, "Rusty", _RUSTY2.format(org="farm #3 skilled → CC, CC unskilled → farm #3"), True,
     ["Organization: Unskilled from Colony Center #1 -> Farm #3"]),
    (_S2, "Rusty", _RUSTY2.format(org="skilled from farm #3 to the CC and CC unskilled to farm #3"), True,
     ["Organization: Skilled from Farm #3 -> Colony Center #1"]),
    # a colonist alone before the turn, with the reserved one arriving said in brackets
    ("ho16-duo-r7-trade", "Wanda", "Unskilled pls (+ my reserved Skilled arrives)\nTrade: sold 2 BR @ 2 = +4 W. "
     "contract 1 BG", True, ["Colonization: Unskilled", "Trade: sell 2 Basic Raw"]),
    ("ho16-duo-r7-trade", "Wanda", "the Unskilled (and the reserved Skilled)\nTrade: sold 2 BR @ 3 = +6 W. "
     "contract 1 BG", False, ["1 Basic Raw sells for 2 Wealth"]),
    # no second build, and why: what the player holds
    (_S1, "Marguerite", _MARG.format(build="Market w/ Skilled (1 BG), no second build, only 1 Machine left "
                                           "and nothing I can afford"), True,
     ["Build: Market staffed by Skilled from Temporary Housing", "Trade: sell 1 Machine"]),
    (_S1, "Marguerite", _MARG.format(build="Market with the Skilled. No 2nd build, I've only got 1 machine "
                                           "and no BG"), True, ["Build: Market staffed by Skilled"]),
    (_S1, "Marguerite", _MARG.format(build="Market w/ Skilled (2 BG). no 2nd build, just 1 Machine left"), False,
     ["Market"]),
    # a final tally with the Criminals' part on its own, the figure before its bracket
    ("ho16-duo-r8-final", "Theo", _THEO8.format(tally="4 (buildings) + 1 (13 W) - 5 (idle) - 4 (2 criminals) = -4 VP"),
     True, ["Production: Harvester #3"]),
    ("ho16-duo-r8-final", "Theo", _THEO8.format(tally="4 (buildings) + 1 (13 W) - 5 (idle) - 2 (2 crims) = -2 VP"),
     False, ["-9"]),
    # an EDIT "X, not Y", then why
    (_S1, "Pavla", _PAVLA.format(edit="EDIT: Harvester, not Farm - better later on"), True,
     ["Build: Harvester staffed by Skilled"]),
    (_S1, "Pavla", _PAVLA.format(edit="EDIT: a Harvester instead of the Farm \u2014 more useful"), True,
     ["Build: Harvester staffed by Skilled"]),
])
def test_habit(tmp_path, fixture, player, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{fixture}.toml", player, text, accepted, wants,
                      tmp_path)


@pytest.mark.parametrize("text,phase", [
    ("org pls. want FP before the big trade rounds", "Organization"),
    ("production please. need the food before build", "Production"),
    ("build. want my farm up before production", "Build"),
    ("the phase with the contracts, please", "Trade"),
    ("the one where I go first pls", "Organization"),
])
def test_choice(text, phase):
    assert read_choice(text) == phase


@pytest.mark.parametrize("text", ["trade or production, before the big rounds?", "the phase with stuff"])
def test_choice_asked(text):
    with pytest.raises(GmError):
        read_choice(text)
