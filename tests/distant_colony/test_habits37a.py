"""Habits of held-out set 37's failures (first half), each written other ways than the corpus
post (the reader's rule, never the one sentence): a colonist kept in Temporary Housing with an
adverb before the verb ("so the new Skilled just waits in housing for now") beside a building
that takes no staff is a remark, not the building's staff; colonists left in housing because
every building is full, followed by another sentence of the Organization line ("... wait in
housing. I'll take first player"), is no move and the sentence after it is still read (and a
wrong count of them is still named); the colonist taken this round, said as a pronoun after the
building ("a Market where I put him", "Farm, and I'll put her in it"), staffs the building, while
a post that takes no colonist leaves the pronoun unread and is not accepted; an EDIT that gives
one trade a new amount and then writes the Net again ("EDIT: sell 2 Food instead (+6). Net: -2
Food, +7 Wealth") changes that trade and replaces the Net, each figure checked; "I'll" before a
reserve in a Colonisation sentence ("Skilled pls, and I'll reserve an Expert") is the player
speaking."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_R1 = "ho37-trio-r1-posts"     # round 1: Oduya, Taro, Wilhelmina (Farm + Colony Center, 1 BG)
_R5 = "ho37-quad-r5-posts"     # round 5: Kwabena (2 Unskilled and a Skilled in housing, all full)

_PROD = "\nProduction: farm +1 food, CC eats 1 and gives 1 Wealth."


@pytest.mark.parametrize("text,verdict,reads", [
    # a colonist kept in housing with an adverb, beside a building that takes no staff
    ("Skilled please.\nBuilding a Warehouse, and the Skilled simply stays in housing." + _PROD,
     "accept", ["Colonization: Skilled", "Build: Warehouse"]),
    ("Colonisation: Skilled\nBuild: Warehouse, the new Skilled still waits in TH for now" + _PROD,
     "accept", ["Colonization: Skilled", "Build: Warehouse"]),
    # ... a Warehouse staffed outright is still refused
    ("Colonisation: Skilled\nBuild: Warehouse with the Skilled" + _PROD, "refuse", []),
])
def test_stays_housed_adverb(tmp_path, text, verdict, reads):
    blind.check_variant("distant-colony", _R1, "Wilhelmina", "post", text, verdict, reads, tmp_path)


_K = "Survey: +1 Wealth\nBuild: none\nTrade: sell 1 Food for 3\n"


@pytest.mark.parametrize("text,verdict,reads", [
    # colonists left in housing, everything full, then another sentence
    (_K + "Org: no moves, all buildings are full so the 2 Unskilled and the Skilled stay in housing. "
     "First player for me.", "accept", ["Organization: gain First Player", "Organization: none"]),
    (_K + "Organisation: nothing to move; every building is full, so both Unskilled and the Skilled "
     "wait in TH, and I take first player", "accept", ["Organization: gain First Player"]),
    # ... a wrong count of those in housing is still named
    (_K + "Org: nothing to move, every building is full, so the 3 Unskilled wait in housing. "
     "I'll take first player", "refuse", []),
])
def test_group_housed_then_sentence(tmp_path, text, verdict, reads):
    blind.check_variant("distant-colony", _R5, "Kwabena", "post", text, verdict, reads, tmp_path)


@pytest.mark.parametrize("text,verdict,reads", [
    # the colonist taken this round, as a pronoun after the building
    ("I'll take a Skilled and build a Market, and I put him in it." + _PROD.replace("CC eats 1", "CC eats 1")
     + " Market eats 1 food and sells 1 food for 2 wealth.",
     "accept", ["Colonization: Skilled", "Build: Market staffed by Skilled from Temporary Housing"]),
    ("Colonisation: Skilled\nBuild: Market where I'll place her\nProduction: farm +1 food, CC -1 food "
     "+1 W, market -1 food sells 1 food for 2",
     "accept", ["Colonization: Skilled", "Build: Market staffed by Skilled"]),
    # ... after a dash: the staff, never an aside skipped
    ("Colonisation: Skilled\nBuild: Market - the new guy goes in there\nProduction: farm +1 food, CC -1 food "
     "+1 W, market -1 food sells 1 food for 2",
     "accept", ["Build: Market staffed by Skilled from Temporary Housing"]),
    ("Colonisation: Skilled\nBuild: Market \u2013 I'll stick him in it\nProduction: farm +1 food, CC -1 food "
     "+1 W, market -1 food sells 1 food for 2",
     "accept", ["Build: Market staffed by Skilled"]),
    # ... no colonist taken: the pronoun names nobody, not accepted
    ("Colonisation: none\nBuild: Market where I put him\nProduction: farm +1 food, CC -1 food +1 W",
     "refuse", []),
])
def test_pronoun_staff(tmp_path, text, verdict, reads):
    blind.check_variant("distant-colony", _R1, "Oduya", "post", text, verdict, reads, tmp_path)


_K2 = "Survey: +1 Wealth\nBuild: none, 0 BG\nTrade: sell 1 Food (+3)\nOrg: none, first player to me\n" \
      "Net: -1 Food, +4 Wealth\n\n"


@pytest.mark.parametrize("text,verdict,reads", [
    # an EDIT giving one trade a new amount, then the sections it changes written again
    (_K2 + "edit: oops, sell 2 Food instead (+6). Net: -2 Food, +7 Wealth", "accept",
     ["Trade: sell 2 Food", "Organization: gain First Player"]),
    (_K2 + "EDIT - selling 2 food instead (6 W). Net: -2 Food +7 W", "accept", ["Trade: sell 2 Food"]),
    # ... a wrong new figure or a Net that does not add up is still refused
    (_K2 + "EDIT: sell 2 Food instead (+5). Net: -2 Food, +6 Wealth", "refuse", []),
    (_K2 + "EDIT: sell 2 Food instead (+6). Net: -2 Food, +8 Wealth", "refuse", []),
])
def test_amount_edit_then_net(tmp_path, text, verdict, reads):
    blind.check_variant("distant-colony", _R5, "Kwabena", "post", text, verdict, reads, tmp_path)


@pytest.mark.parametrize("text,verdict,reads", [
    # "I'll" before the reserve: the player speaking
    ("Skilled, and I'll reserve an Expert.\nBuild: Warehouse" + _PROD, "accept",
     ["Colonization: Skilled", "Colonization: reserve Expert", "Build: Warehouse"]),
    ("Colonisation: Skilled + I'll reserve a Criminal for later\nBuild: Warehouse" + _PROD, "accept",
     ["Colonization: Skilled", "Colonization: reserve Criminal"]),
    # ... an order offered with another and left undecided is asked (the lead's, after the fixer's note)
    ("Skilled pls, and I'll reserve an Expert... or not? idk\nBuild: Warehouse" + _PROD, "query", []),
    ("Colonisation: Skilled or maybe the Criminal\nBuild: Warehouse" + _PROD, "query", []),
    ("Colonisation: Skilled\nBuild: Warehouse or a Market, not sure" + _PROD, "query", []),
])
def test_ill_reserve(tmp_path, text, verdict, reads):
    blind.check_variant("distant-colony", _R1, "Wilhelmina", "post", text, verdict, reads, tmp_path)


@pytest.mark.parametrize("text,verdict,reads", [
    # a Trade line that says no trade and then trades is asked (a fixer's note, fixed by the lead)
    ("Survey: +1 Wealth\nTrade: nothing, sell 1 Food for 2", "query", []),
    ("Survey: +1 Wealth\nTrade: nothing; buy 1 Basic Raw", "query", []),
    # ... a change of mind is read as the trade
    ("Survey: +1 Wealth\nTrade: nothing - wait, sell 1 Food actually", "accept", ["Trade: sell 1 Food"]),
])
def test_nothing_then_trade(tmp_path, text, verdict, reads):
    blind.check_variant("distant-colony", _R5, "Kwabena", "post", text, verdict, reads, tmp_path)
