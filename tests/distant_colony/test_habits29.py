"""Habits of held-out set 29's failures, each written other ways than the corpus post (the reader's
rule, never the one sentence): a buy or sell whose object is not read ("sell the rare stuff") is
asked, never dropped with a warning; talk after a spaced dash at the end of a Build line ("... –
nobody to staff it, fine", "— end VP, why not") is a remark, while a staff or another build after
the dash stays an order; a storage claim ("I'm at 5/5 storage") is checked against what the
player holds and what the buildings store; "otherwise none" ("apart from that") is none, while a
real condition is still asked; a reserve "for the next Colonization" is no plan for later; "all,
X's the free one" opens a Production left without its heading, and a building's sale before the
turn ("market sells 1 food (+2)") is never chatter; a sentence that says how much it builds
before a colon ("Only have 1 BG so just the one build: Farm with ...") is the Build after the
colon, its holding checked; the Wealth after the Survey figure in brackets with the station's
figures after it is checked."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"

_TRI = "ho29-tri-r1-posts"     # round 1: Oksana (Colonization), Rufus (Build), Mireille (Production)
_FIVE = "ho29-five-r1-posts"   # round 1: Teodor (Survey), Pim (Colonization), Hanne (Trade), Kwabena, Lucja (Org)
_DUO = "ho29-duo-r6-posts"     # round 6: Idris (Trade; holds Rare Raw, makes Rare Goods), Saoirse (Production)
_FOUR = "ho29-four-r12-posts"  # round 12: Chidi (Survey, 8 W), Dunya (5/5 storage), Agnieszka, Brannoc


def _check(tmp_path, fixture, player, text, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / f"{fixture}.toml", player, text, accepted, wants,
                      tmp_path)


@pytest.mark.parametrize("trade,accepted,wants", [
    # a buy or sell whose object is not read: asked (which resource? how many?)
    ("Trade: selling my rare things, and contract 1 Machine", False, ["Rare Raw or Rare Goods"]),
    ("Trade: sell the leftovers", False, ["which resource, and how many?"]),
    ("Trade: buy whatever's cheapest", False, ["buy what?"]),
    # ... a resource named, or nothing, is read
    ("Trade: sell 1 Rare Raw, contract 1 Machine", True, ["Trade: sell 1 Rare Raw"]),
    ("Trade: buy nothing, sell nothing", True, ["Trade: none"]),
])
def test_object_unread(tmp_path, trade, accepted, wants):
    _check(tmp_path, _DUO, "Idris", "Production: all\n" + trade, accepted, wants)


_MIREILLE = "Colonisation: Skilled\n{build}\nProduction: farm +1 food, CC +1 W (free colonist)\n" \
            "Net: +1 Food, -1 BG, +1 Wealth, +1 Skilled"


@pytest.mark.parametrize("build,accepted,wants", [
    # talk after a spaced dash at the end of the Build line: a remark
    ("Build: Warehouse (1 BG) - no staff needed, it's just storage", True, ["Build: Warehouse"]),
    ("Build: a Warehouse for 1 BG \u2014 cheap points at the end, why not", True, ["Build: Warehouse"]),
    ("Build: Warehouse (1 BG) \u2013 nobody to put in it anyway lol", True, ["Build: Warehouse"]),
    # ... a staff or another build after the dash is an order, read as one
    ("Build: Warehouse (1 BG) \u2013 staffed by the new Skilled", False, []),
    ("Build: Warehouse (1 BG) \u2013 and a Farm too", False, []),
])
def test_build_dash_aside(tmp_path, build, accepted, wants):
    _check(tmp_path, _TRI, "Mireille", _MIREILLE.format(build=build), accepted, wants)


def test_two_builds_dash_aside(tmp_path):
    _check(tmp_path, _FOUR, "Brannoc",
           "Survey +1 W\nBuild (x2, played): Warehouse Complex (2 BG) and a Warehouse (1 BG) - endgame "
           "points, nothing better to do\nProduction: 2 farms +2 Food; harvester complex -2 Food +3 Raw; "
           "goods complex -2 Food -3 Raw +3 BG; prison -2 Food +4 W. CC sits idle, no food for it\n"
           "Net: -4 Food, +5 Wealth", True, ["Build: Warehouse Complex", "Build: Warehouse"])


_DUNYA = "Survey +1\n{build}\nProd: farms +2, CC +1 W (free), Barracks -1 food \u2192 the Unskilled becomes a " \
         "Soldier\nNet: +1 Food, -1 BG, +2 Wealth"


@pytest.mark.parametrize("build,accepted,wants", [
    # a storage claim: checked against the resources held and the storage the buildings give
    ("Build: Warehouse (1 BG) (storage 5/5)", True, ["your storage, checked"]),
    ("Build: Warehouse (1 BG) - we're at 5/5 storage now", True, ["your storage, checked"]),
    ("Build: Warehouse (1 BG), I'm at 4/5 storage", False, ["you hold 5 resources", "5/5"]),
    ("Build: Warehouse (1 BG), storage 5/8", False, ["your buildings store 5"]),
])
def test_storage_claim(tmp_path, build, accepted, wants):
    _check(tmp_path, _FOUR, "Dunya", _DUNYA.format(build=build), accepted, wants)


_LUCJA = "Survey +1, Skilled for me, and for my Org I take the Trade played effect \u2192 contract 1 Food. "


@pytest.mark.parametrize("rest,accepted,wants", [
    # "otherwise none" after the orders: "apart from that", none
    ("trade and org moves otherwise none", True, ["Organization: also take the Trade played effect"]),
    ("org: nothing otherwise", True, ["Trade: contract 1 Food"]),
    ("apart from that no moves", True, ["Trade: contract 1 Food"]),
    # ... a real condition is still asked
    ("Org: Skilled to the Farm if Kwabena leaves it, otherwise none", False, []),
])
def test_otherwise_none(tmp_path, rest, accepted, wants):
    _check(tmp_path, _FIVE, "Lucja", _LUCJA + rest, accepted, wants)


@pytest.mark.parametrize("text,accepted,wants", [
    # a reserve for the next Colonization: the order of this turn, no plan for later
    ("Hello all. I'm taking a Skilled and reserving an Expert for next time. For the Survey I get 1 "
     "Wealth. No trades and no moves.", True, ["Colonization: Skilled", "Colonization: reserve Expert"]),
    ("I take a Skilled colonist and I reserve a Skilled for the next Colonisation phase. Survey +1. "
     "Trade none, org none.", True, ["Colonization: Skilled", "Colonization: reserve Skilled"]),
    # ... a colonist taken "next round" is a plan: the colonist this round is still owed
    ("I'll take a Skilled next round. Survey +1. Trade none, org none.", False, []),
])
def test_reserve_for_next(tmp_path, text, accepted, wants):
    _check(tmp_path, _FIVE, "Pim", text, accepted, wants)


@pytest.mark.parametrize("text,accepted,wants", [
    # "all, X's the free one": the Production, its heading left out
    ("everything runs, the harvester is my free one. market sells 1 food (+2). trade: buy 1 Basic Raw "
     "(3). net -3 food +1 machine +1 raw +1 W", True, ["Production: Market #6: sell 1 Food"]),
    ("all (harvester eats free). market sells 1 food (+2). trade: buy 1 basic raw (3)", True,
     ["Production: Market #6: sell 1 Food", "Trade: buy 1 Basic Raw"]),
    ("all, harvester's the free one\nmarket sells 1 food (+2)\ntrade: buy 1 Basic Raw (3)", True,
     ["Production: Market #6: sell 1 Food"]),
    # ... a wrong figure is still named; a building's sale before the turn is never chatter
    ("all, harvester's the free one. market sells 1 food (+3). trade: buy 1 Basic Raw (3)", False, []),
    ("hmm the market sells 1 food (+2)\nTrade: buy 1 Basic Raw (3)", False, ["1 food"]),
])
def test_all_free_one(tmp_path, text, accepted, wants):
    _check(tmp_path, _DUO, "Saoirse", text, accepted, wants)


_RUFUS_END = "\nProduction: both farms +2 Food, CC eats 1 and gives 1 Wealth.\n" \
             "Net: +1 Food, -1 BG, -1 Machine, +1 Wealth, +1 Skilled"


@pytest.mark.parametrize("first,accepted,wants", [
    # how much is built, before a colon: the Build after it (its holding checked)
    ("Taking a Skilled. Just one build since I'm short on goods: Farm w/ the new Skilled (1 BG + 1 "
     "Machine).", True, ["Build: Farm staffed by Skilled from Temporary Housing"]),
    ("Skilled for me. Only got 1 BG, so one build only: a Farm with the Skilled", True,
     ["Build: Farm staffed by Skilled from Temporary Housing"]),
    ("Taking a Skilled. Only have 2 Basic Goods so just the one build: Farm with the new Skilled", False,
     ["you hold 1 Basic Goods"]),
    # ... "no build" before the colon is no Build of what follows
    ("Taking a Skilled. No build: Farm with the new Skilled (1 BG + 1 Machine).", False, []),
])
def test_build_lead(tmp_path, first, accepted, wants):
    _check(tmp_path, _TRI, "Rufus", first + _RUFUS_END, accepted, wants)


_CHIDI_END = "\nBuild: none\nProduction: farms +2, rare harv + adv factory + machine fac run (-3 food), CC idle"


@pytest.mark.parametrize("survey,accepted,wants", [
    # the Wealth after the Survey figure, then the station's figures: checked
    ("Survey: +2 W (10 W), Survey Station +1 VP -1 Food", True, ["the Wealth after it"]),
    ("Survey +2 (10 W); station -1 food +1 VP", True, ["the Wealth after it"]),
    ("Survey: +2 W (11 W), Survey Station +1 VP -1 Food", False, ["the rules give 10"]),
])
def test_survey_wealth_then_station(tmp_path, survey, accepted, wants):
    _check(tmp_path, _FOUR, "Chidi", survey + _CHIDI_END, accepted, wants)


_KWABENA = "Survey +1\nColonisation: Skilled\nTrade: none\n"


@pytest.mark.parametrize("player,org,accepted,wants", [
    # First Player through Organization, checked, shows in "Read as" in the game's words
    ("Kwabena", "Org: first player to me", True, ["Organization: gain First Player"]),
    ("Kwabena", "Organisation: FP to me. Skilled \u2192 Colony Center (Unskilled goes to housing)", True,
     ["Organization: gain First Player", "Organization: Skilled from Temporary Housing -> Colony Center #1"]),
    ("Kwabena", "Org: I take first player, no moves", True, ["Organization: gain First Player"]),
    # ... an Organization player who does not gain it is told who does, as before
    ("Lucja", "Org: first player to me", False, ["Kwabena gains First Player"]),
])
def test_first_player_read_as(tmp_path, player, org, accepted, wants):
    _check(tmp_path, _FIVE, player, _KWABENA + org, accepted, wants)


_RUAIRI_END = " prod everything, CC is my free one. net +1 food +1 wealth"


@pytest.mark.parametrize("first,accepted,wants", [
    # a phase skipped with what is kept, as a sentence of a headless turn (H28-DCS-012): its none
    ("skilled pls. no build this round, saving the bg.", True, ["Colonization: Skilled", "Build: none"]),
    ("Skilled please. No build, keeping my goods for later.", True, ["Build: none"]),
    # ... an order in the reason is still asked
    ("skilled pls. no build, saving the bg and selling 1 food.", False, []),
])
def test_skipped_keeping(tmp_path, first, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / "ho28-a4-r1-posts.toml", "Ruairi", first + _RUAIRI_END,
                      accepted, wants, tmp_path)


_OKONKWO = "col skilled / build goods factory w skilled / prod: farm +1, CC +1w (-1 food), factory idle no raw yet"


@pytest.mark.parametrize("last,accepted,wants", [
    # a second build declined, last of a one-line turn between slashes (H28-DCS-008): the Build's remark
    (" / no 2nd build, out of bg", True, ["Production: Goods Factory #3: idle"]),
    (" / 2nd build: none, no bg left", True, ["Build: Goods Factory staffed by Skilled"]),
    # ... an order in its why is never dropped
    (" / no 2nd build, buying a machine instead", False, []),
])
def test_second_build_declined_last(tmp_path, last, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / "ho28-a4-r1-posts.toml", "Okonkwo", _OKONKWO + last,
                      accepted, wants, tmp_path)


def test_second_build_declined_with_an_order(tmp_path):
    # "no 2nd build, <an order>" on the Build line: the order is not dropped as the why
    blind.check_habit("distant-colony", _FIXTURES / "ho28-a4-r1-posts.toml", "Okonkwo",
                      "col skilled / build goods factory w skilled, no 2nd build, buying a machine instead / "
                      "prod: farm +1, CC +1w (-1 food), factory idle no raw yet", False, [], tmp_path)


_LIESL = "Colonisation: Skilled\nBuild: Farm w/ Skilled (1 BG + 1 Machine)\nProduction: farms +2 food, CC -1 food +1 wealth\n\n"


@pytest.mark.parametrize("edit,accepted,wants", [
    # an EDIT that swaps a name, then writes a section again (H28-DCS-016): both applied
    ("EDIT: make that a Harvester instead of the Farm. Production: farm +1 food, harvester +1 raw, CC +1 "
     "wealth (-2 food)", True, ["Build: Harvester staffed by Skilled", "Production: Harvester #3"]),
    ("EDIT: Harvester, not Farm - raw matters more. Production: farm +1 food, harvester +1 raw, CC +1 "
     "wealth (-2 food)", True, ["Build: Harvester staffed by Skilled"]),
    # ... the section's figures are still checked against the swapped order
    ("EDIT: make that a Harvester instead of the Farm. Production: farms +2 food, CC -1 food +1 wealth",
     False, []),
])
def test_edit_swap_then_section(tmp_path, edit, accepted, wants):
    blind.check_habit("distant-colony", _FIXTURES / "ho28-a4-r1-posts.toml", "Liesl", _LIESL + edit,
                      accepted, wants, tmp_path)
