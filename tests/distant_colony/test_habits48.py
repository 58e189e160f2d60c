"""Habits of held-out set 48's failures, each written other ways than the corpus post (the
reader's rule, never the one sentence): a secret choice that points at another player's ("same
as Tadeo", "whatever Brannoch picks") with no phase named is asked, and the name is never read
as a phase's typo; Farms the post does not name run first when the buildings it names (all
that eat) need their Food, and "rest idle" leaves them running (their staff eat nothing, they
take nothing); an opening "only 2 food so ..." is the Food on hand,
no yield (checked against the Food held, before or after the Farms); an ordinal ("no 3rd raw for the bonus") is no amount; "nothing left to build with" is
no build; "the Unskilled and the other Skilled stay in housing" names both (checked against
housing); a Market "sells the new Rare Goods +6" sells one, +6 its price; "complex" alone on the
Farms line is the Farm Complex and "complex 2+1" its base and bonus; an EDIT "swapping the farm
for a harvester" puts the one for the other; "mach fac BG->M" is the Machine Factory making a
Machine; ". 2 eat, CC Expert free." is the Food eaten in total (checked) and the free one; and
an EDIT that scales an amount it does not name ("actually double that") is asked."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"
_R1 = _FIXTURES / "ho48-r1-posts3.toml"      # round 1: Brannoch Trade, Tadeo Build, Oskarina Colonization
_ORG = _FIXTURES / "ho48-org5.toml"          # round 3: Pimchanok (Organization played) gains First Player
_BIG = _FIXTURES / "ho48-big2.toml"          # round 11: Yusra (Production played), Fenwright (Build)
_MID = _FIXTURES / "ho48-mid4-prod.toml"     # round 6: Corwick (Production played)
_LAST = _FIXTURES / "ho48-last4-final.toml"  # round 14: Ottavio (Production played), Nnenna 1 Food


@pytest.mark.parametrize("text,verdict,reads", [
    ("same as Tadeo pls", "query", []),
    ("whatever Brannoch picks, we're in this together", "query", []),
    ("copy Tadeo", "query", []),
    ("I'll do what Brannoch is doing", "query", []),
    # the phase named as well: read as that phase, the name no typo of another
    ("Trade, same as Tadeo", "accept", ["Trade"]),
    ("Build - same as Tadeo, we agreed", "accept", ["Build"]),
])
def test_another_players_choice(tmp_path, text, verdict, reads):
    blind.check_variant("distant-colony", "ho48-r1-choice3", "Oskarina", "choice", text, verdict,
                        reads, tmp_path)


def test_another_players_choice_says_what_is_unclear(tmp_path):
    blind.check_refused("distant-colony", "ho48-r1-choice3", "Oskarina", "choice",
                        "put me down for whatever Tadeo picks", ["Tadeo's choice", "which phase"],
                        tmp_path)


_OTTAVIO = "colonisation: unskilled\n{prod}\ntrade: sell 1 food +1\nnet: -2 food +8 w\n"


@pytest.mark.parametrize("prod", [
    "production: cc +1 w, prison +6 w, market idle (nothing to sell)",
    "Prod: Colony Center +1 Wealth and Prison +6 Wealth; Market idles (nothing to sell)",
])
def test_unnamed_farms_run_first(tmp_path, prod):
    blind.check_habit("distant-colony", _LAST, "Ottavio", _OTTAVIO.format(prod=prod), True,
                      ["Production: Prison #4", "-2 Food, +8 Wealth"], tmp_path)


@pytest.mark.parametrize("prod,accepted,wants", [
    ("Prod: I only have 2 food, so CC and Lab run, the rest idle", True,
     ["Production: Laboratory #3", "Production: Resort #4: idle", "the Food on hand"]),
    ("Prod: only 2 Food, so Colony Center + Laboratory run (+2 VP), everything else idles", True,
     ["Production: Colony Center #1", "Production: Laboratory #3"]),
    # the Food on hand is checked: 1 held, 2 once the Farm has run
    ("Prod: only 3 food so CC and Lab run, rest idle", False, ["you hold 1 Food, and 2 once your Farms"]),
    # the Farm's Food feeds two, never three: the third is refused, its Food named
    ("Prod: only 2 food so CC, Lab and Rare Harvester run, rest idle", False,
     ["Rare Harvester", "0 Food at that point"]),
])
def test_food_on_hand_and_rest_idle(tmp_path, prod, accepted, wants):
    text = f"Col: Unskilled\n{prod}\nTrade: nothing\n"
    blind.check_habit("distant-colony", _LAST, "Nnenna", text, accepted, wants, tmp_path)


_FENWRIGHT = ("Build x2 (played): Warehouse (1 BG) + Market (1 BG) w/ the Unskilled from housing\n"
              "Production:\nFarms: +5 Food\nCC Expert: -1 Food, +1 VP\nHarvester: -1 Food, +1 Raw\n"
              "{gfc}\nMachine Factory: -1 Food, -1 BG, +1 Machine\n"
              "Old Market: -1 Food, sells 1 Rare Goods +6\nNew Market: -1 Food, sells 1 BG +4\n"
              "University idles, no food left for it\n"
              "Net: -2 Food, -1 Raw, -2 BG, -1 RG, +1 Machine, +10 Wealth, +1 VP\n")


@pytest.mark.parametrize("gfc,accepted,wants", [
    ("Goods Factory Complex: -2 Food, -2 Raw, +2 BG (the 3rd raw isn't there, no bonus)", True,
     ["Production: Goods Factory Complex #6"]),
    ("GFC: -2 Food, -2 Raw, +2 BG (no 3rd raw, so no bonus)", True,
     ["Production: Goods Factory Complex #6"]),
    # the ordinal is no amount, the figures are still checked
    ("Goods Factory Complex: -2 Food, -3 Raw, +3 BG (2nd time it runs)", False, ["-2 Basic Raw"]),
])
def test_ordinal_is_no_amount(tmp_path, gfc, accepted, wants):
    blind.check_habit("distant-colony", _BIG, "Fenwright", _FENWRIGHT.format(gfc=gfc), accepted,
                      wants, tmp_path)


_TADEO = "Colonisation: Skilled\nBuild: Market (1 BG), the Skilled runs it\n{second}\nTrade: buy 1 Food (2)\n"


@pytest.mark.parametrize("second", [
    "2nd build: nothing left to build with",
    "Second build: nothing to build",
    "Build #2: none - nothing left",
])
def test_nothing_left_to_build(tmp_path, second):
    blind.check_habit("distant-colony", _R1, "Tadeo", _TADEO.format(second=second), True,
                      ["Build: Market staffed by Skilled"], tmp_path)


_PIM = ("Survey: +1 Wealth\nColonisation: Skilled\nBuild: Machine Factory (1 BG + 2 Machines), "
        "staffed by the new Skilled\n{org}\n")


@pytest.mark.parametrize("org,accepted,wants", [
    ("Org: I take first player. The Unskilled and the other Skilled wait in housing", True,
     ["Organization: gain First Player", "they stay in Temporary Housing"]),
    ("Organisation: first player; the Skilled and the Unskilled stay in housing", True,
     ["Organization: gain First Player"]),
    # housing holds no Expert: the claim is refused, naming who is there
    ("Organization: first player. The Unskilled and the other Expert stay in housing", False,
     ["Temporary Housing holds"]),
])
def test_two_stay_housed(tmp_path, org, accepted, wants):
    blind.check_habit("distant-colony", _ORG, "Pimchanok", _PIM.format(org=org), accepted, wants,
                      tmp_path)


_YUSRA = ("Build: Market (1 BG), the Unskilled from housing runs it\n"
          "Production (played, Lab Expert eats free):\n{farms}\nColony Center: -1 Food, +2 Wealth\n"
          "Rare Harvester: -1 Food, +1 Rare Raw\nAdv. Goods Factory: -1 Food, RR -> RG\nLab: +1 VP\n"
          "Prison: -3 Food, +6 Wealth\n{market}\nNet: -3 Food, -1 BG, +14 Wealth, +1 VP\n")


@pytest.mark.parametrize("farms,market,accepted,wants", [
    ("Farms: +4 Food", "Market: -1 Food, sells the fresh Rare Goods +6", True,
     ["Production: Market #9: sell 1 Rare Goods"]),
    ("Farms: +4 Food", "Market: -1 Food, sells my new Rare Goods +6 W", True,
     ["Production: Market #9: sell 1 Rare Goods"]),
    ("Farms: +4 Food (farm 1, complex 3)", "Market: -1 Food, sells 1 Rare Goods +6", True,
     ["Net (computed): -3 Food, -1 Basic Goods, +14 Wealth"]),
    # the price is checked: a Rare Goods sells for 6
    ("Farms: +4 Food", "Market: -1 Food, sells the new Rare Goods +4", False, ["+6 Wealth"]),
])
def test_market_sells_the_new_one_and_bare_complex(tmp_path, farms, market, accepted, wants):
    blind.check_habit("distant-colony", _BIG, "Yusra", _YUSRA.format(farms=farms, market=market),
                      accepted, wants, tmp_path)


_BRANNOCH = ("Colonisation: Skilled\nBuild: Farm (Skilled)\nTrade: no buys, just a contract for 1 Machine\n\n"
             "{edit}\n")


@pytest.mark.parametrize("edit,accepted,wants", [
    ("EDIT: replace the Farm with a Harvester, costs the same", True, ["Build: Harvester"]),
    ("edit - switching farm to harvester", True, ["Build: Harvester"]),
    ("EDIT: I'm swapping the Farm for a Harvester (same cost)", True, ["Build: Harvester"]),
    # the new building is checked: a Machine Factory costs 2 Machines
    ("EDIT: swapping the farm for a machine factory", False, ["Machine"]),
])
def test_edit_swaps_one_building_for_another(tmp_path, edit, accepted, wants):
    blind.check_habit("distant-colony", _R1, "Brannoch", _BRANNOCH.format(edit=edit), accepted, wants,
                      tmp_path)


_CORWICK = "{prod}\nTrade: sell 2 RR (+8)\nOrg: -\nNet: +2 F, -1 RR, -1 BG, +1 M, +8 W, +1 VP\n"


@pytest.mark.parametrize("prod,accepted,wants", [
    ("Prod: farms +4. CC +1 VP, rare harv +1 RR, mach fac BG->M. 2 eat, CC Expert free.", True,
     ["Production: Machine Factory #5", "CC Expert free"]),
    ("Production: farms +4 (farm 1, complex 2+1); CC +1 VP; RH +1 RR; MF BG -> M. 2 eat; the CC Expert eats free",
     True, ["Production: Machine Factory #5"]),
    # the Food eaten is checked: three eat, one free, so 2
    ("Prod: farms +4. CC +1 VP, rare harv +1 RR, mach fac BG->M. 3 eat, CC Expert free.", False,
     ["the rules give -2 Food"]),
    # a Complex's base and bonus are checked: the Farm Complex makes 3
    ("Prod: farms +5 (farm 1, complex 3+1). CC +1 VP, rare harv +1 RR, mach fac BG->M.", False,
     ["Farm Complex #3 makes 3 Food"]),
])
def test_compact_production(tmp_path, prod, accepted, wants):
    blind.check_habit("distant-colony", _MID, "Corwick", _CORWICK.format(prod=prod), accepted, wants,
                      tmp_path)


@pytest.mark.parametrize("edit", [
    "EDIT: actually double that",
    "edit - triple it pls",
    "EDIT: hmm, double those",
])
def test_edit_scaling_an_unnamed_amount_is_asked(tmp_path, edit):
    text = ("Production: all, Expert free. farms +4, CC +1 VP, RH +1 RR, MF +1 M (-1 BG)\n"
            f"Trade: sell 1 Machine (+6)\nOrg: none\n\n{edit}")
    blind.check_habit("distant-colony", _MID, "Corwick", text, False, ["(an EDIT)", "was not read"],
                      tmp_path)
