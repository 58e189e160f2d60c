"""Habits of held-out set 21's failures, each written other ways than the corpus post (the reader's
rule, never the one sentence): "reserve" with no colonist after it ("Skilled + reserve (you pick)"):
which colonist? asked, never left out; "the goods" / "my goods" sold by a Market from a player
who holds Basic and Rare Goods: which?; "sells my Rare Goods": the resource after "my";
"Contract: 1 Machine" as a heading of its own (own line or after a full stop): the Trade's
contract, never a typo of "Construct"; "..., I'm over my storage" / "we're low on Food" after an
order: how things stand, a remark; a figure's breakdown in brackets ("farms +5 (2 farms +
complex 2 + 1 bonus)"): a remark when it adds up; "all — farms +5, ...": every building runs
and the figures after the dash are checked (a group's figure against the group); "the Unskilled
there becomes Skilled": the University's upgrade; "(food 4 + 5 - 3 = 6)": a running sum with
its resource first, checked and read as a remark; "machine factory BG → Machine": a factory's
conversion with no numbers; "Survey: +2 Wealth, 10 → 12": a running total after a comma;
"(Org → Survey played effect)": the played effect borrowed through Organization."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"

_SIX1 = "ho21-six-r1-posts"   # six players, round 1 (Oskar, Wren)
_DUO1 = "ho21-duo-r1-posts"   # two players, round 1 (Juniper)
_DUO12 = "ho21-duo-r12-posts"  # Juniper: 2 Basic Goods and 1 Rare Goods, a Market #4
_SIX7 = "ho21-six-r7-posts"   # Oskar: 2 Farms, a Farm Complex, Harvester, Machine Factory
_QUAD4 = "ho21-quad-r4-posts"  # Lukas: 10 Wealth, plays Organization without First Player


@pytest.mark.parametrize("fixture,player,text,accepted,wants", [
    # "reserve" with nothing named after it: which colonist?
    (_SIX1, "Oskar", "Survey: +1\nColonisation: Skilled + reserve (you choose)\nBuild: none\n"
                     "Production: farm +1 food, cc +1 wealth\nTrade: none\nOrg: none",
     False, ["reserve which colonist?"]),
    (_SIX1, "Oskar", "Survey: +1\nColonisation: Skilled, reserve\nBuild: none\n"
                     "Production: all\nTrade: none\nOrg: none", False, ["reserve which colonist?"]),
    (_SIX1, "Oskar", "Survey: +1\nColonisation: Skilled and reserve Expert\nBuild: none\n"
                     "Production: all\nTrade: none\nOrg: none", True, ["Colonization: reserve Expert"]),
    # a Market selling "the goods" / "my goods" when both Basic and Rare Goods are held: which?
    (_DUO12, "Juniper", "Production: all, Market sells my goods\nTrade: none", False,
     ["Basic Goods or Rare Goods?"]),
    (_DUO12, "Juniper", "Production: everything; market #4 sells the goods for cash\nTrade: none", False,
     ["Basic Goods or Rare Goods?"]),
    # ... and "sells my Rare Goods": the resource after "my", the Market's own Food apart
    (_DUO12, "Juniper", "Production: all, Market -1 Food and sells my Rare Goods for 6 W\nTrade: none",
     True, ["Market #4: sell 1 Rare Goods"]),
    # "Contract:" as its own heading: the Trade's contract
    (_DUO1, "Juniper", "Build: Warehouse (1 BG)\nTrade: sell 2 Food +2\nContracts: 1 Machine",
     True, ["Trade: contract 1 Machine"]),
    (_SIX1, "Wren", "Survey: +1 Wealth\nColonisation: Skilled\nBuild: Farm with the Skilled\n"
                    "Production: all\nTrade: sell 1 Food for 1 Wealth. Contract: 1 Basic Goods\n"
                    "Organization: none", True, ["Trade: contract 1 Basic Goods"]),
    # how the player's own stock stands, after an order: a remark
    (_SIX7, "Sunniva", "Colonisation: Expert\nBuild: Warehouse (1 BG), I'm at capacity\n"
                       "Production: all\nTrade: none\nOrganization: none", True,
     ["Build: Warehouse", "how things stand"]),
    (_SIX7, "Sunniva", "Colonisation: Expert\nBuild: Warehouse for 1 BG - we're way over storage. "
                       "No second build\nProduction: all\nTrade: none\nOrganization: none", True,
     ["Build: Warehouse", "how things stand"]),
    # a figure's breakdown in brackets, adding up: a remark
    (_SIX7, "Oskar", "Col: Unskilled\nProd: farms +5 (1 + 1 + 3 complex), cc +1 VP, harvester +1 raw, "
                     "machine factory -1 BG +1 Machine\nTrade: none\nOrg: none", True,
     ["Production: Colony Center #1", "read as a remark"]),
    (_SIX7, "Oskar", "Col: Unskilled\nProd: farms +5 food (2 farms plus 3 from the complex), cc +1 VP, "
                     "harvester +1 raw, machine factory -1 BG +1 Machine\nTrade: none\nOrg: none", True,
     ["Production: Colony Center #1"]),
    # ... and "all —" then the figures: every building runs, the group's figure checked
    (_SIX7, "Oskar", "Col: Unskilled\nProd: everything – farms +5, cc +1 VP, harvester +1 raw, "
                     "machine factory 1 BG → 1 Machine\nTrade: none\nOrg: none", True,
     ["Production: Colony Center #1"]),
    (_SIX7, "Oskar", "Col: Unskilled\nProd: all — farms +4, cc +1 VP, harvester +1 raw, "
                     "machine factory 1 BG → 1 Machine\nTrade: none\nOrg: none", False,
     ["the rules give +5 Food"]),
    # a running sum with the resource first, in brackets: checked, a remark
    (_SIX7, "Oskar", "Col: Unskilled\nProd: all (food 4 + 5 - 3 = 6)\nTrade: none\nOrg: none", True,
     ["read as a remark"]),
    # a factory's conversion with an arrow and no numbers ("adv. factory RR → RG")
    (_SIX7, "Oskar", "Col: Unskilled\nProd: farms +5, cc +1 VP, harvester +1 raw, machine factory BG → Machine\n"
                     "Trade: none\nOrg: none", True, ["Production: Machine Factory #6"]),
    (_SIX7, "Oskar", "Col: Unskilled\nProd: farms +5, cc +1 VP, harvester +1 raw, machine factory BG -> Food\n"
                     "Trade: none\nOrg: none", False, ["Machine Factory"]),
    # a running total after a comma at the end of a Survey line: checked, a remark
    (_QUAD4, "Lukas", "Survey: +1 Wealth, 10 → 11\nColonisation: Unskilled", True, ["a running total"]),
    (_QUAD4, "Lukas", "Survey: +1 W; W 10 -> 12\nColonisation: Unskilled", False, ["does not add up"]),
    # the played effect borrowed through Organization, "(Org → Survey played effect)"
    (_QUAD4, "Lukas", "Survey: +2 Wealth (Organisation: Survey played effect)\nColonisation: Unskilled",
     True, ["Organization: also take the Survey played effect"]),
    (_QUAD4, "Lukas", "Survey: +2 W (org -> survey's played effect), 10 → 12\nColonisation: Unskilled",
     True, ["Organization: also take the Survey played effect"]),
    # "..., so the Unskilled waits in housing" and "every building is full" on the Organization
    # line: talk, never a move
    (_QUAD4, "Benedikt", "Survey: +1 Wealth\nColonisation: Unskilled\nOrganization: first player. no moves, "
                         "all my buildings are full, so the new guy sits in housing", True,
     ["Organization: none"]),
    (_QUAD4, "Benedikt", "Survey: +1 Wealth\nColonisation: Unskilled\nOrganization: nothing to move, "
                         "every building is full", True, ["Organization: none", "read as a remark"]),
    (_QUAD4, "Benedikt", "Survey: +1 Wealth\nColonisation: Unskilled\nOrganization: nothing to move, "
                         "so my Unskilled stays in housing", True, ["Organization: none", "read as a remark"]),
])
def test_habit(tmp_path, fixture, player, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{fixture}.toml", player, text, accepted, wants,
                      tmp_path)
