"""Habits of held-out set 22's failures, each written other ways than the corpus post (the reader's
rule, never the one sentence): a phase choice stopped by a lone "wait" and settled after it ("org
pls.. wait, I'm first player already. build then"); a phase named as "the <noun> one" ("the
colonists one", "the contracts one"; two of them are asked); a First Player claim with a hedge
and its reason in the order of play ("first player for me I think, I'm next after Ivo"), and
"Org moves:" as the Organization heading written again; "2nd build (played):" as the Build
heading; a building's staff listed after its name in Production ("University: Unskilled +
Skilled, ..."), checked against its staff; "S +1 / P all / T: sell ...": initials with and
without a colon; "— the Skilled waits in housing" after a Build; a signature under "--" that
opens with the poster's name; a section said in words with "phase" ("In the Survey phase I gain
1 Wealth": checked); "My net is ..." as the Net line (checked); "I do not have goods for a second
building" declining the second build.

Then the older known misreads, each a habit: a two-word building name in the plural ("Both Goods
Factories run (...)": the group, its figures checked together); a second order in the first
person after "and" ("I am taking the Skilled and I build one Harvester with him"); a shared
"(-4 food)" after a Production list that holds a conversion with no number; "Colonisation:
Skilled, and he goes straight into a new Harvester"; what a resource comes to after Production
("food stays at 2", checked), and a number nothing read in a clause of a resource asked, never
a warning; a new building's staff named by where
it works ("the CC's Unskilled moves in"); an EDIT that gives a trade a new amount and its figure
("buy 2 Basic Raw (6) instead, the factory will want more"); "... → 1 Machine. 3 eat": the count of
colonists who eat, closing the Production line, checked as the Food eaten in total."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"

_CH3 = "ho22-3p-r1-choices"      # Ann (first player), Bo, Chiara: round 1 phase choices
_CH4 = "ho22-4p-r5-choices"      # Dmitri, Emma, Farid, Gwen: round 5 phase choices
_R1 = "ho22-3p-r1-posts"         # round 1: Survey, Colonization, Build; Available 3 Skilled
_R5 = "ho22-4p-r5-prodtrade"     # round 5: Survey, Production, Trade (Expansion prices)
_ORG = "ho22-5p-r3-org"
_SIX7 = "ho21-six-r7-posts"      # Teodor: 2 Goods Factories, 3 Harvesters; Wren: Prison, Adv. Goods Factory
_SIX1 = "ho21-six-r1-posts"      # round 1: Survey, Colonization, Build, Production (Priya, Teodor)
_SIX2 = "ho12-six-r2-posts"      # Okonkwo: Farm, Colony Center, Harvester
_DUO1 = "ho21-duo-r1-posts"      # Marek: round 1, Build and Trade (Expansion: Basic Raw costs 3)          # round 3: Colonization, Build (Jules, Lise), Organization (Hana, Kemal)


@pytest.mark.parametrize("fixture,player,text,verdict,reads", [
    # a lone "wait" stops the first pick; the phase after it stands
    (_CH3, "Ann", "prod pls. wait, no, trade", "accept", ["Trade"]),
    (_CH3, "Ann", "Org... hmm wait, I'm first player already. Build then", "accept", ["Build"]),
    (_CH3, "Bo", "trade pls. wait, maybe survey?", "query", []),
    (_CH3, "Bo", "Survey, can't wait for the experts to show up", "accept", ["Survey"]),
    # "the <noun> one": the phase that noun belongs to; two of them: which?
    (_CH4, "Gwen", "the contracts one this time", "accept", ["Trade"]),
    (_CH4, "Farid", "gimme the first player one", "accept", ["Organization"]),
    (_CH4, "Emma", "the settlers one, I need hands", "accept", ["Colonization"]),
    (_CH4, "Emma", "the colonists one or the building one, not sure", "query", []),
])
def test_choice(tmp_path, fixture, player, text, verdict, reads):
    blind.check_variant("distant-colony", fixture, player, "choice", text, verdict, reads, tmp_path)


@pytest.mark.parametrize("fixture,player,text,accepted,wants", [
    # First Player claimed with a hedge and the reason in the order of play, moves under "Org moves:"
    (_ORG, "Kemal", "Org: FP to me I believe, since I'm right after Ivo\nColonisation: Unskilled\n"
                    "Build: Harvester w/ Unskilled from housing\nOrganization moves: none", True,
     ["why First Player is yours"]),
    (_ORG, "Hana", "Org (played) -> first player for me I think, I'm next after Ivo\n"
                   "Colonisation: Unskilled\nOrg moves: none", False, ["Kemal gains First Player"]),
    # "2nd build (played):" is the Build heading; without the played Build the 2nd build is refused
    (_ORG, "Jules", "Colonisation: Unskilled\nBuild: Warehouse\nsecond build (Build played): Harvester "
                    "w/ housing Skilled\nOrg: none", True, ["Build: Warehouse", "Build: Harvester"]),
    (_ORG, "Ivo", "Colonisation: Unskilled\nBuild: Warehouse\n2nd build (played it): Farm w/ the new "
                  "Unskilled\nOrg: none", False, ["Build"]),
    # a building's staff listed after its name: a remark when it is its staff, else asked
    (_R5, "Gwen", "Survey: +2\nProduction:\nFarm +1 Food\nUniversity (Skilled and Unskilled): Unskilled "
                  "to Skilled, -2 Food\nGoods Factory (Skilled) - idle, no raw\nCC idle\nTrade: none",
     True, ["the staff of the University"]),
    (_R5, "Gwen", "Survey: +2\nProduction:\nFarm +1 Food\nUniversity: Unskilled + Expert, the Unskilled "
                  "becomes Skilled (-2 Food)\nCC and Goods Factory idle\nTrade: none", False,
     ["Expert"]),
    # initials between slashes, some with a colon
    (_R5, "Farid", "S: +1 / P all / T sell 3 raw +6", True, ["Trade: sell 3 Basic Raw"]),
    (_R5, "Farid", "S +1 / P: all / T: sell 3 raw +9", False, ["+6"]),
    # a colonist left in housing after a dash; a signature under "--" with the poster's name
    (_R1, "Ann", "Survey: +1 Wealth\nColonisation: Skilled\nBuild: Warehouse (1 BG) -- so the Skilled "
                 "stays in housing for the time being\n\n--\nAnn ~ builder of colonies", True,
     ["Build: Warehouse", "read as a remark"]),
    (_R1, "Ann", "Survey: +1 Wealth\nColonisation: Skilled\nBuild: Warehouse (1 BG)\n\n--\n"
                 "also build a Farm with the Skilled", False, ["not accepted"]),
    # a section said in words with "phase", and the Net in a sentence: both checked
    (_R1, "Bo", "In the Survey phase I get 2 Wealth.\nColonisation: Skilled", False,
     ["the rules give +1 Wealth"]),
    (_R1, "Bo", "Survey: +1 Wealth\nColonisation: Skilled\nBuild: Farm with the Skilled\n"
                "So my net change is +1 Wealth, -1 BG, -1 Machine, +1 Skilled.", True,
     ["Build: Farm staffed by Skilled"]),
    (_R1, "Bo", "Survey: +1 Wealth\nColonisation: Skilled\nBuild: Farm with the Skilled\n"
                "The net is +2 Wealth, -1 BG, -1 Machine, +1 Skilled", False, ["+1 Wealth"]),
    # the second build declined in a sentence of prose
    (_R1, "Bo", "Survey: +1 Wealth\nColonisation: Skilled\nBuild: Farm with the Skilled, not enough "
                "BG for a second one", True, ["read as a remark"]),
    (_R1, "Bo", "Survey: +1 Wealth\nColonisation: Skilled\nBuild: Farm with the Skilled. I can't "
                "afford a second building", True, ["Build: Farm staffed by Skilled"]),
    # a two-word building name in the plural: every one of its kind, the figures the group's
    (_SIX7, "Teodor", "Colonisation: Unskilled\nProduction: Farm +1 Food, the Goods Factories -2 Food, -2 Raw, "
                      "+2 BG, CC +1 W (-1 Food), Harvesters idle", True,
     ["Production: Goods Factory #5", "Production: Goods Factory #6"]),
    (_SIX7, "Teodor", "Colonisation: Unskilled\nProduction: Farm +1 Food, both Goods Factories run (-1 Food, "
                      "-1 Raw, +1 BG), CC +1 W (-1 Food), Harvesters idle", False, ["-2 Food, -2 Basic Raw"]),
    # a second order in the first person after "and"
    (_SIX1, "Priya", "I'll take a Skilled and I'll build a Harvester with him (1 BG, 1 Machine).\n"
                     "Production: all\nTrade: none", True,
     ["Colonization: Skilled", "Build: Harvester staffed by Skilled"]),
    (_SIX1, "Priya", "I take the Skilled colonist and I build a Farm with him and a Harvester.\n"
                     "Production: all\nTrade: none", False, []),
    # a shared Food figure after a list holding a conversion with no number
    (_SIX7, "Wren", "Colonisation: Criminal\nBuild: none\nProduction: all - farms +2, CC +1 VP, rare harvester "
                    "+1 RR, adv. factory RR -> RG, prison +2 W (-4 food)\nTrade: none\n"
                    "Organization: Criminal from housing to Prison", True, ["Production: Prison #6"]),
    (_SIX7, "Wren", "Colonisation: Criminal\nBuild: none\nProduction: all - farms +2, CC +1 VP, rare harvester "
                    "+1 RR, adv. factory RR -> RG, prison +2 W (-3 food)\nTrade: none\n"
                    "Organization: Criminal from housing to Prison", False, []),
    # the colonist taken and the building it goes into, on the Colonisation line; the Food after
    # Production said at the end of its line, checked
    (_SIX1, "Teodor", "Colonisation: Skilled, and she goes right into a new Harvester (1 BG + 1 Machine)\n"
                      "prod: farm +1, harvester +1 raw, cc +1 W (harvester eats free), food now 2\nTrade: none", True,
     ["Build: Harvester staffed by Skilled", "checked, read as a remark"]),
    (_SIX1, "Teodor", "Colonisation: Skilled\nBuild: Harvester w/ the Skilled\n"
                      "prod: all, leaves me 3 food\nTrade: none", False,
     ["the rules give 2"]),
    (_SIX1, "Teodor", "Colonisation: Skilled\nBuild: Harvester w/ the Skilled\n"
                      "prod: all, food ends on 3\nTrade: none", False,
     ["food ends on 3"]),
    # a new building's staff named by where it works now
    (_DUO1, "Marek", "Build: Goods Factory w/ the Colony Center's Unskilled\nTrade: none", True,
     ["Build: Goods Factory staffed by Unskilled from Colony Center"]),
    (_DUO1, "Marek", "Build: Goods Factory, the Farm's Skilled moves in\nTrade: none", False,
     ["there is no Skilled in Farm"]),
    # an EDIT that gives a trade a new amount and its figure: applied, the figure checked
    (_DUO1, "Marek", "Build: none\nTrade: buy 1 Basic Raw (3)\nEDIT: sorry, buy 2 Basic Raw instead (6), "
                     "I need the stock", True, ["Trade: buy 2 Basic Raw"]),
    (_DUO1, "Marek", "Build: none\nTrade: buy 1 Basic Raw – 3 Wealth\nEDIT: oops, buy 2 Basic Raw (8) instead",
     False, ["-6 Wealth"]),
    (_DUO1, "Marek", "Build: none\nTrade: buy 1 Basic Raw at 3 each\nEDIT: buy 2 Basic Raw instead",
     False, ["not accepted"]),
    # how many colonists eat, closing the Production line: the Food eaten in total, checked
    (_SIX7, "Oskar", "Col: Unskilled\nProd: farms +5 food, cc +1 VP, harvester +1 raw, machine factory "
                     "1 BG → 1 Machine; 3 colonists eat\nTrade: none", True, ["Production: Machine Factory #6"]),
    (_SIX7, "Oskar", "Col: Unskilled\nProd: farms +5 food, cc +1 VP, harvester +1 raw, machine factory "
                     "1 BG → 1 Machine. 5 eat\nTrade: none", False, ["the rules give -3 Food"]),
])
def test_habit(tmp_path, fixture, player, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{fixture}.toml", player, text, accepted, wants,
                      tmp_path)
