"""Habits of held-out set 19's failures, each written other ways than the corpus post (the reader's
rule, never the one sentence): "everything" (or "all") then orders for some buildings when the Food
cannot feed every building ("Production: everything, Market sells 1 Rare Goods (+6)"): asked, never
a building dropped with a note; an amount said without a number ("sell a couple of BG", "a handful
of basic goods", "a bunch of Raw", "market sells a couple of food"): asked how many, never read as 1; a phase choice weighed and
settled after "nah" ("colonisation, or org ... nah, colonisation"); a phase's bonus an Organization
player would take if another gains First Player ("If Tobias goes org as well I'd take the build
bonus instead"): no second phase; a clause after a Build or
Trade order that says how things stand ("storage is maxed", "war prices are decent"): a remark; a
figure written and corrected at once ("+1 Food... no wait, 0 Food", "-2 BG sorry -1 BG"): the
correction is the figure, and it is checked; one Food figure in brackets for the buildings of a
Production line, one per colonist ("prison +4 W, CC +1 W (-6 food)"): the buildings' staff; a
bare Survey figure with a word of talk after it ("survey +1 obv"); a section said in words before
"I" ("For colonist I take what is left", "Survey I take 2 Wealth"); a running total that does not
add up ("+1 Wealth (7 → 9)"): named with the right total; a colonist conversion in the Net
("uni: unskilled→skilled"): -1 of one, +1 of the other, checked."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"

_DUO12 = "ho19-duo-r12-posts"     # two players, last round: Production, Trade (Marek, 3 Food)
_QUAD7 = "ho19-quad-r7-posts"     # four players, round 7 (War prices)
_SIX1 = "ho19-six-r1-posts"       # six players, round 1 (Dmitri played Production)
_SIX2 = "ho19-six-r2-posts"       # six players, round 2: Survey, Colonization, Build, Organization
_INGRID = "Colonisation: whatever's left\n{line}"
_KOFI = ("Colonisation: Unskilled\nBuild: Farm w/ the new Unskilled (1 BG + 1 Machine). 2nd build: none\n"
         "Production: farms +2 food, university -2 food (Unskilled → Skilled), CC and harvester idle\n"
         "Trade: none\nNet: {net}")
_RAVI = ("Colonisation: Expert, and I reserve another Expert (played it)\n"
         "Build: Laboratory w/ the new Expert (1 BG, 1 RG, 1 Machine)\nProduction: {prod}\nTrade: none")
_BEA = ("Colonisation: Unskilled\nBuild: Market w/ the Unskilled (1 BG)\n"
        "Production: {prod}\nTrade: sell 2 raw (+6), contract 1 Food")


@pytest.mark.parametrize("fixture,player,text,accepted,wants", [
    # every building and orders for some: the Food cannot feed them all, so it is asked
    (_DUO12, "Marek", "Production: all, Market sells 1 Rare Goods (+6)", False, ["Food"]),
    (_DUO12, "Marek", "Production: everything. Market: sell 1 Rare Goods +6 W\nTrade: none", False, ["Food"]),
    (_DUO12, "Marek", "Production: run everything; Market sells 1 Rare Goods for 6", False, ["Food"]),
    # ... and when the Food feeds them all, every building runs and the named ones as ordered
    (_QUAD7, "Ravi", _RAVI.format(prod="everything, market sells 1 Food +2") + "\nNet: -1 Food, +1 Rare Raw, "
                     "-1 BG, -1 RG, -1 Machine, +2 Wealth, +2 VP", True, ["Market #5: sell 1 Food"]),
    (_QUAD7, "Ravi", _RAVI.format(prod="all. Market sells 1 Food (+2)"), True,
     ["Market #5: sell 1 Food", "-1 Food, +1 Rare Raw, -1 Basic Goods"]),
    # the phase played, said in a bracket on a Production line: why a colonist eats free
    (_SIX1, "Dmitri", "Colonisation: Skilled\nBuild: Farm w/ Skilled\nProduction: CC +1 W (eats free since I "
                      "played prod), farms +2 food\nTrade: none", True, ["Trade: none"]),
    # "everything" alone, when the Food feeds every building that has work, stays accepted; a
    # staffed Market with goods is work the post leaves unsaid: asked (H36-DCS-041, fixer 35a)
    (_DUO12, "Marek", "Production: everything, Market idle", True, ["Production: Market #7: idle"]),
    (_DUO12, "Marek", "Production: everything", False, ["Market #7 runs only when the post says what it sells"]),
    # an amount without a number: how many?
    (_QUAD7, "Ingrid", _INGRID.format(line="Trade: sell a couple of BG"), False, ["how many?"]),
    (_QUAD7, "Ingrid", _INGRID.format(line="Trade: sell a handful of basic goods, prices are good"), False,
     ["how many?"]),
    (_QUAD7, "Ingrid", _INGRID.format(line="Trade: I'll sell a bunch of Basic Goods"), False, ["how many?"]),
    # ... also a Market's sale under Production (and "some ... left over" after a sale is no amount)
    (_QUAD7, "Ravi", _RAVI.format(prod="all, market sells a couple of food"), False, ["how many?"]),
    (_QUAD7, "Ravi", _RAVI.format(prod="farms +4, market sells some food, lab +1 VP"), False, ["how many?"]),
    (_QUAD7, "Ravi", _RAVI.format(prod="all, market sells 1 food, some food left over"), True,
     ["Market #5: sell 1 Food"]),
    # a clause saying how things stand, after the order: a remark
    (_QUAD7, "Ingrid", _INGRID.format(line="Build: Warehouse (1 BG), storage is full"), True,
     ["Build: Warehouse", "how things stand"]),
    (_QUAD7, "Ingrid", _INGRID.format(line="Trade: sell 1 Basic Goods (+5), war prices are decent"), True,
     ["Trade: sell 1 Basic Goods", "how things stand"]),
    # a figure corrected at once: the correction is the figure, checked
    (_QUAD7, "Kofi", _KOFI.format(net="+1 Food... no wait, 0 Food. -1 BG, -1 Machine, +1 Skilled"), True,
     ['read as "0 Food"']),
    (_QUAD7, "Kofi", _KOFI.format(net="0 Food, -2 BG sorry -1 BG, -1 Machine, +1 Skilled"), True,
     ['read as "-1 BG"']),
    (_QUAD7, "Kofi", _KOFI.format(net="0 Food, -1 BG, -1 Machine i mean -2 Machine, +1 Skilled"), False,
     ["Net: you wrote"]),
    # one Food figure in brackets for the line's buildings, one per colonist
    (_QUAD7, "Bea", _BEA.format(prod="farms +2, harvester complex +3 raw, goods factory +1 BG, prison +4 W, "
                                     "CC +1 W (-6 food)"), True, ["Prison #6", "Colony Center #1"]),
    (_QUAD7, "Bea", _BEA.format(prod="farms +2, harvester complex +3 raw, goods factory +1 BG, prison +4 W, "
                                     "CC +1 W (-5 food)"), False, ["Food"]),
    # a bare Survey figure with talk after it
    (_SIX2, "Aiko", "Colonisation: unskilled\nSurvey: +1 ofc", True, ["Colonization: Unskilled"]),
    (_SIX2, "Aiko", "unskilled. build farm w/ skilled. org none\nsurvey +1 obviously", True, ["Build: Farm"]),
    (_SIX2, "Aiko", "Colonisation: unskilled\nSurvey: +3 obv", False, ["the rules give +1 Wealth"]),
    # a section said in words before "I"
    (_SIX2, "Femi", "For the colonist I'll take an Unskilled.\nFor build I take a Harvester with my Skilled\n"
                    "Survey: +2", True, ["Colonization: Unskilled", "Build: Harvester"]),
    (_SIX2, "Femi", "Survey I get 2 Wealth as I played it\nColonisation: what is left\nBuild: Harvester w/ Skilled",
     True, ["Colonization: Unskilled", "+2 Wealth"]),
    (_QUAD7, "Ingrid", "For colonisation I take the one that is left\nIn build I make a Warehouse (1 BG)\n"
                       "Production: all\nRegarding trade, I sell 1 BG for 5", True,
     ["Colonization: Unskilled", "Build: Warehouse", "Trade: sell 1 Basic Goods"]),
    (_QUAD7, "Ingrid", "Colonisation: the one left\nBuild: Warehouse (1 BG)\nProduction: I run everything\n"
                       "Trade: none", True, ["Colonization: Unskilled", "Production: all"]),
    # a running total that does not add up: the right total named
    (_SIX2, "Lucia", "Survey: +1 Wealth (7 -> 9)\nColonisation: Unskilled\nBuild: Harvester w/ Skilled", False,
     ["7 + 1 is 8, not 9"]),
    (_SIX2, "Femi", "Survey I take 2 Wealth (7 → 10)\nColonisation: Unskilled\nBuild: Harvester w/ Skilled",
     False, ["7 + 2 is 9, not 10"]),
    # a colonist conversion in the Net: checked as -1 of one and +1 of the other
    (_DUO12, "Jolene", "Production: all\nTrade: sell 1 RG +7, 1 machine +6\n"
                       "Net: -2 food, -1 M, +15 W, +3 VP, Unskilled -> Skilled (University)", True, ["Trade: sell 1 Machine"]),
    (_DUO12, "Jolene", "Production: all\nTrade: sell 1 RG +7, 1 machine +6\n"
                       "Net: -2 food, -1 M, +15 W, +3 VP, University: Skilled → Expert", False,
     ["-1 Unskilled, +1 Skilled"]),
])
def test_habit(tmp_path, fixture, player, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{fixture}.toml", player, text, accepted, wants,
                      tmp_path)


@pytest.mark.parametrize("text,verdict,reads", [
    ("colonisation, or org to keep first player… nah, colonisation. I want that expert.", "accept",
     ["Colonization"]),
    ("trade or build? nah, build. need the farm", "accept", ["Build"]),
    ("Production maybe... nope, survey, I'm broke", "accept", ["Survey"]),
    ("survey or trade... nah", "query", []),
    # a played effect an Organization player would take, not a second phase
    ("Organization. if Bea also picks org I'll borrow the trade effect", "accept", ["Organization"]),
    ("org pls; if I don't get first player I'll take the production bonus instead", "accept", ["Organization"]),
    ("build bonus pls", "accept", ["Build"]),
    ("org, or build if Bea goes org", "query", []),
])
def test_choice_settled_after_nah(tmp_path, text, verdict, reads):
    blind.check_variant("distant-colony", "ho19-quad-r7-choice", "Ravi", "choice", text, verdict, reads,
                        tmp_path)
