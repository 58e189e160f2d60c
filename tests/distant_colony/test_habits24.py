"""Habits of held-out sets 24 and 25's failures, each written other ways than the corpus post (the
reader's rule, never the one sentence): a phase choice that weighs two phases and then hands the
pick to the GM ("... no wait, production makes more sense. ugh. you pick for me") is asked, while
a pick made after "can't decide" stands; a Player Trade with one side only and nothing saying it
is a gift, a loan or a debt paid ("2 Basic Raw to Hana") is asked, with the side it has named; an
Organization line that begins a move, takes it back ("... nah, no slot. none") and ends on none
reads as no move, and "nothing to move, the Criminal has no place to work" is none with its
reason, while a move after the take-back stays a move; the Wealth before and after a Trade in
brackets at its end ("buy 2 Machines @7 = 14 (18 -> 4 Wealth)") is checked as the balance after
a semicolon is, never read as a price; several running totals in one bracket after a
building's figures ("Colony Center -1 Food, +1 Wealth (Food 4 -> 3, Wealth 6 -> 7)") are each
checked against the figure before them and the holding after Production; a bracket saying the
staffing leaves a building empty ("(CC stays empty)") is a remark when a building of that kind
has one colonist at most; an Organization clause saying First Player goes to another player, named
("Yuki is next in line so she gets first player"), is checked against the rules and read as a
remark."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"

_CH = "ho24-c3-r1-choices"     # Cy's round-1 phase choice
_R6 = "ho24-c5-r6-turn"        # round 6: Ivo, Hana, Kasia
_R11 = "ho24-c3-r11-last"      # round 11: Bob plays Production, takes a Skilled
_ORG = "ho25-r7-org4"          # round 7: Brannigan, Yuki, ..., Tomasz last (Survey)
_R6B = "ho25-r6-posts4"        # round 6: Tomasz (Labs, Market, University), Expansion prices
_R1 = "ho25-r1-posts3"         # round 1: Kwame (2 Food, 6 Wealth) builds a Farm


@pytest.mark.parametrize("fixture,player,text,verdict,reads", [
    # two phases weighed, then the pick handed to the GM: asked
    (_CH, "Cy", "trade or org... org I guess. hmm no, trade. whatever, you choose", "query", []),
    (_CH, "Cy", "Build!! wait, maybe survey is better. ugh, your call GM", "query", []),
    (_CH, "Cy", "going production this time. or colonisation? up to you honestly", "query", []),
    # ... a pick made after "can't decide" stands
    (_CH, "Cy", "can't decide between build and survey... ok Survey, final answer", "accept", ["Survey"]),
    (_CH, "Cy", "Production please", "accept", ["Production"]),
])
def test_choice(tmp_path, fixture, player, text, verdict, reads):
    blind.check_variant("distant-colony", fixture, player, "choice", text, verdict, reads, tmp_path)


_KWAME = "Colonisation: Skilled\nBuild: Farm, staffed by the Skilled from Temporary Housing (-1 BG, -1 Machine)\n" \
         "Production:\nFarms: +2 Food\n"
_KWAME_NET = "\nNet: +1 Food, -1 BG, -1 Machine, +1 Wealth, +1 Skilled"


@pytest.mark.parametrize("text,accepted,wants", [
    # several running totals in one bracket after a building's figures: each checked
    ("Others: Colony Center -1 Food, +1 Wealth (Food 4 -> 3, Wealth 6 -> 7)", True,
     ["Production: Colony Center"]),
    ("CC: -1 food +1 W (4 -> 3 food; 6 -> 7 W)", True, ["Production: Colony Center"]),
    ("Others: Colony Center -1 Food, +1 Wealth (Food 4 -> 2, Wealth 6 -> 7)", False,
     ["4 - 1 is 3, not 2"]),
    ("Others: Colony Center -1 Food, +1 Wealth (Food 5 -> 4, Wealth 6 -> 7)", False, ["the rules give 3"]),
])
def test_running_totals(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_R1}.toml", "Kwame", _KWAME + text + _KWAME_NET,
                      accepted, wants, tmp_path)


_DELPHINE = "Build 2: Warehouse\nProduction:\nFarms: +2 Food\nHarvesters: Harvester Complex -2 Food, +3 Basic Raw\n" \
            "Factories: Goods Factory -1 Food, -1 Raw, +1 BG; Machine Factory -1 Food, -1 BG, +1 Machine\n" \
            "Trade: none\nNet: -2 Food, +2 Basic Raw, -2 Basic Goods"


@pytest.mark.parametrize("build,accepted,wants", [
    # a bracket saying the staffing leaves a building empty: a remark, when it can be so
    ("Build 1: Goods Factory w/ the Unskilled from the Colony Center (leaves the CC empty)", True,
     ["Build: Goods Factory staffed by Unskilled from Colony Center"]),
    ("Build 1: Goods Factory staffed by the Unskilled from Colony Center (colony center is now empty)", True,
     ["Build: Goods Factory staffed by Unskilled from Colony Center"]),
    # ... not when no building of its kind could be left empty, nor with something else in it
    ("Build 1: Goods Factory staffed by the Unskilled from Colony Center (Harvester Complex stays empty)",
     False, []),
    ("Build 1: Goods Factory staffed by the Unskilled from Colony Center (CC stays empty, sadly no food)",
     False, []),
])
def test_left_empty(tmp_path, build, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_R6B}.toml", "Delphine", build + "\n" + _DELPHINE,
                      accepted, wants, tmp_path)


_BRAN = "Survey: +1 W\nColonisation: Expert\n"
_BRAN_END = "\nMoves: Expert from housing -> Colony Center, its Skilled goes to housing\nNet: +1 Wealth, +1 Expert"


@pytest.mark.parametrize("org,accepted,wants", [
    # First Player said to go to another player, named: checked, then a remark
    ("Org: Yuki is next in line so she gets first player; for my Org I take the Colonization played "
     "effect -> reserve Expert", True, ["Colonization: reserve Expert"]),
    ("Organization: first player goes to Yuki. I take the colonisation played effect and reserve an Expert",
     True, ["Colonization: reserve Expert"]),
    ("Org: Tomasz gets first player; I take the Colonization played effect -> reserve Expert", False,
     ["Yuki gains First Player"]),
])
def test_others_first_player(tmp_path, org, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{_ORG}.toml", "Brannigan", _BRAN + org + _BRAN_END,
                      accepted, wants, tmp_path)


_IVO = "Survey +1\nBuild: Warehouse (1 BG)\nProduction: all of it (Harvester Complex is my free one), Market idle\n" \
       "Trade: sell 3 Basic Raw (+6)\n"
_BOB = "Col: Skilled\nProd (played, AGF free): farms +4 F; AGF -1 RR +1 RG; MF -1 F -1 BG +1 Mach; " \
       "CC -1 F +2 W\n"
_BOB_NET = "\nNet: +2 Food, -1 RR, -1 BG, +1 RG, +1 Machine, +2 W"
_TOMASZ = "Survey: +2 Wealth (12 -> 14)\nColonisation: whatever's left, I'm last anyway\n"
_TRADER = "Build: none\nProduction:\nFarms: +1 Food\nLabs: +1 VP (Expert eats free, played effect)\n" \
          "Others: Colony Center -1 Food +1 Wealth; Market -1 Food, sells 1 Rare Goods +6; University idle " \
          "(no food left)\n"
_TRADER_NET = "\nNet: -1 Food, -1 Rare Goods, +2 Machines, -7 Wealth, +1 VP"


@pytest.mark.parametrize("fixture,player,text,accepted,wants", [
    # a Player Trade with one side only: asked, unless it says why nothing comes back
    (_R6, "Ivo", _IVO + "Player Trade: 2 Basic Raw to Hana", False, ["nothing in return"]),
    (_R6, "Ivo", _IVO + "Player Trade: I send Hana 1 Basic Raw", False, ["nothing in return"]),
    (_R6, "Ivo", _IVO + "Player Trade: 1 Food from Hana", False, ["1 Food from Hana"]),
    (_R6, "Ivo", _IVO + "Player Trade: 2 Basic Raw to Hana (gift)", True, ["Player Trade"]),
    (_R6, "Ivo", _IVO + "Player Trade: 2 Basic Raw to Hana, paying back what I owed her", True,
     ["Player Trade"]),
    (_R6, "Ivo", _IVO + "Player Trade: 2 Basic Raw to Hana for 4 Wealth", True, ["Player Trade"]),
    # an Organization move begun and taken back, then none
    (_R11, "Bob", _BOB + "Org: Skilled from housing to the... never mind, nowhere to put him. none" + _BOB_NET,
     True, ["Organization: none"]),
    (_R11, "Bob", _BOB + "Organisation: new Skilled to... nope, everything's full. no moves" + _BOB_NET,
     True, ["Organization: none"]),
    (_R11, "Bob", _BOB + "Org: Skilled from housing to the Farm... nah, leave it" + _BOB_NET, False, []),
    # "nothing to move" and why, with an infinitive "to" that is no move
    (_ORG, "Tomasz", _TOMASZ + "Organization: none, there's no room for the Criminal to work", True,
     ["Organization: none"]),
    (_ORG, "Tomasz", _TOMASZ + "Org: no moves - nowhere to put the crim anyway", True,
     ["Organization: none"]),
    (_ORG, "Tomasz", _TOMASZ + "Organization: nothing to move, the Criminal goes to the Colony Center",
     False, []),
    # the Wealth before and after a Trade in brackets at its end: checked, not a price
    (_R6B, "Tomasz", _TRADER + "Trade: buy 2 Machines for 14 (18 → 4 W)" + _TRADER_NET, True,
     ["Trade: buy 2 Machines"]),
    (_R6B, "Tomasz", _TRADER + "Trade: buying 2 Machines at 7 each (wealth 18 -> 4 left)" + _TRADER_NET,
     True, ["Trade: buy 2 Machines"]),
    (_R6B, "Tomasz", _TRADER + "Trade: buy 2 Machines @7 = 14 (18 -> 5 Wealth)" + _TRADER_NET, False,
     ["18 - 14 is 4"]),
    (_R6B, "Tomasz", _TRADER + "Trade: buy 2 Machines @7 = 14 (20 -> 6 Wealth)" + _TRADER_NET, False,
     ["18"]),
])
def test_habit(tmp_path, fixture, player, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{fixture}.toml", player, text, accepted, wants,
                      tmp_path)
