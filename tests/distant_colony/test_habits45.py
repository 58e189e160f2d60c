"""Habits of held-out set 45's failures, each written other ways than the corpus post (the
reader's rule, never the one sentence): a cry of feeling
closing a line after its orders (", finally some storage!!", ", at long last!", ", yay") is a
remark, while one naming a building ("finally a Farm!") or an unknown name ("Spaceport!") is still
read and refused; a final tally with the idle word before the colonists ("3 idle Unskilled = -3 VP
at the end") is the unemployed colonists' part, its VP and its counts checked against Temporary
Housing, never the final score; First Player said with "be" ("I am first player now", "that makes
me first player", "I'm the new FP") is the claim, checked against who gains it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"
_PROD = _FIXTURES / "ho45-r6-prod4.toml"     # round 6: Marek (Survey), Fen (Organization)
_BUILD = _FIXTURES / "ho45-r6-build4.toml"   # round 6: Fen (Build played), Marek (Trade, Expansion)
_LAST = _FIXTURES / "ho45-r11-last5.toml"    # round 11, the last: Dov (Organization), 3 Unskilled idle
_ORG = _FIXTURES / "ho45-r3-org3.toml"       # round 3: Odile gains First Player, Tomasz does not

_FEN_TRADE = "\nTrade: none\nNet: -3 BG, -1 Machine, +1 Unskilled"


@pytest.mark.parametrize("fixture,player,text,accepted,wants", [
    # a cry after the orders, after a comma, a dash or a full stop: a remark
    (_BUILD, "Fen", "Colonisation: Unskilled\nBuild: Harvester (new Unskilled, 1 BG + 1 M), Warehouse Complex "
     "(2 BG), at long last!" + _FEN_TRADE, True, ["Build: Warehouse Complex", '"at long last!": read as a remark']),
    (_BUILD, "Fen", "Colonisation: Unskilled\nBuild: Harvester staffed by the new Unskilled and a Warehouse "
     "Complex, yay" + _FEN_TRADE, True, ["Build: Warehouse Complex"]),
    (_BUILD, "Fen", "Colonisation: Unskilled\nBuilds: Harvester w/ new guy + Warehouse Complex. So excited!!"
     + _FEN_TRADE, True, ["Build: Warehouse Complex"]),
    # on a Production line too
    (_PROD, "Marek", "Survey: +2 W\nProd: Farm +1 F, Harvester Complex -2 F +3 BR, CC and Market idle, "
     "about time!\nOrg: none", True, ["Harvester Complex #3"]),
    # a building named in it is still read (a third build: refused), an unknown name still asked
    (_BUILD, "Fen", "Colonisation: Unskilled\nBuild: Harvester staffed by the new Unskilled and a Warehouse "
     "Complex, finally a Farm!" + _FEN_TRADE, False, ["may build 2 buildings"]),
    (_BUILD, "Fen", "Colonisation: Unskilled\nBuild: Harvester staffed by the new Unskilled, Warehouse "
     "Complex, Spaceport!" + _FEN_TRADE, False, ['unknown building "Spaceport"']),
])
def test_cry_after_orders(tmp_path, fixture, player, text, accepted, wants):
    blind.check_habit("distant-colony", fixture, player, text, accepted, wants, tmp_path)


_DOV = ("Survey: +1 Wealth; Survey Station (Skilled): -1 Food, +1 Rare Raw\nProduction: Farm +1 Food; Colony "
        "Center -1 Food, +1 Wealth; Market idle (nothing to sell)\nTrade: sell 1 Rare Raw (+5)\n"
        "Organization (played): first player, no moves\nNet: -1 Food, +7 Wealth\n")


@pytest.mark.parametrize("tally,accepted,wants", [
    # the idle word before the colonists: the unemployed part, checked, never the total
    ("my three unemployed Unskilled cost me 3 VP at the end, sadly", True, []),
    ("three jobless Unskilled -> -3 VP at game end. meh", True, []),
    ("final: 3 idle Unskilled = -3 VP, buildings 4, 1 VP from wealth, 3 VP so far = 5 VP", True, []),
    # a wrong VP, or a wrong count, names the right one
    ("3 idle Unskilled = -2 VP at the end, oh well", False, ["VP for unemployed colonists -2, the rules give -3"]),
    ("2 idle Unskilled = -2 VP at the end", False, ["2 idle Unskilled, Temporary Housing holds 3"]),
])
def test_idle_tally(tmp_path, tally, accepted, wants):
    blind.check_habit("distant-colony", _LAST, "Dov", _DOV + tally, accepted, wants, tmp_path)


@pytest.mark.parametrize("player,text,accepted,wants", [
    # First Player said with "be": the claim, read and checked
    ("Odile", "Colonisation: Unskilled\nOrg: that makes me first player. no moves", True,
     ["Organization: gain First Player"]),
    ("Odile", "Colonization: Skilled\nOrganization: I'm the new FP this round, no moves", True,
     ["Organization: gain First Player"]),
    ("Odile", "Colonisation: Skilled\nOrganisation: first player then (after Reyna), nothing to move", True,
     ["Organization: gain First Player"]),
    # from a player who does not gain it: refused, naming who does
    ("Tomasz", "Colonisation: Skilled\nOrganisation: I am first player now. Nothing to move.", False,
     ["Odile gains First Player"]),
])
def test_be_first_player(tmp_path, player, text, accepted, wants):
    blind.check_habit("distant-colony", _ORG, player, text, accepted, wants, tmp_path)
