"""Habits of held-out set 43's failures, each written other ways than the corpus post (the
reader's rule, never the one sentence): an Organization line saying a colonist stays where he is
and why ("Criminal stays in housing, nothing to put him in") is no move, its "to" before a verb
("to put", "to go") being the reason and no destination, while a "to" before a place is still a
move asked about; a colonist type's bare initial is that colonist where only a colonist fits (a
Colonization line that is just "U", a staffing "w/ U from housing"), while other letters and two
initials are not read; a Trade line hedging on keeping part of the amount back ("maybe keep one
back") leaves the amount open and is asked, while a keep-back said plainly is no hedge. Set 43's
H43-DCS-066 was reviewed: a Net leaving out the Officer bought is refused, naming the right one."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_R9 = "ho43-five-r9-posts"      # round 9: Desmond (1 BG, housing U + Criminal), Rafa (housing 2 U)
_R14 = "ho43-late-r14-posts"    # round 14: Noor (Market), Casimir

_DESMOND = "Colonisation: Unskilled, reserve Expert\nBuild: Warehouse (1 BG)\nTrade: buy 2 Food (1 each = 2 W)\n"
_DESMOND_NET = "\nNet: -1 BG, +2 Food, -2 Wealth, +1 Unskilled"


@pytest.mark.parametrize("org,verdict,reads", [
    # a colonist said to stay, and why with an infinitive "to": no move
    ("Organisation: the crim remains in temp housing, no building to send him to", "accept",
     ["Organization: none"]),
    ("Org - Criminal waits in housing; there's no free slot to put him in", "accept", ["Organization: none"]),
    ("Org: my Unskilled stays put, nowhere for him to go", "accept", ["Organization: none"]),
    # ... but a "to" before a place is a move, asked about or read
    ("Org: Criminal stays in housing, or maybe to the Colony Center?", "query", []),
    ("Org: Criminal stays in housing, Unskilled to the Colony Center", "refuse", []),
])
def test_stays_with_reason(tmp_path, org, verdict, reads):
    blind.check_variant("distant-colony", _R9, "Desmond", "post", _DESMOND + org + _DESMOND_NET,
                        verdict, reads, tmp_path)


@pytest.mark.parametrize("text,verdict,reads", [
    # a colonist type's bare initial where only a colonist fits
    ("Colonization: U\nBuild: Harvester with U from housing\nOrg: first player", "accept",
     ["Colonization: Unskilled", "Build: Harvester staffed by Unskilled from Temporary Housing"]),
    ("col - u. build harvester w/ u from temp housing. org: first player", "accept",
     ["Build: Harvester staffed by Unskilled", "Colonization: Unskilled"]),
    ("Col: S\nBuild: Harvester, staffed by U from housing\nOrg: first player", "accept",
     ["Colonization: Skilled", "Build: Harvester"]),
    # ... never another letter, two initials, nor a colonist the housing does not hold
    ("col: X\nbuild: harvester w/ U from housing\norg: first player", "refuse", []),
    ("col: U or S\nbuild: harvester w/ U from housing\norg: first player", "refuse", []),
    ("col: U\nbuild: harvester w/ E from housing\norg: first player", "refuse", []),
])
def test_colonist_initial(tmp_path, text, verdict, reads):
    blind.check_variant("distant-colony", _R9, "Rafa", "post", text, verdict, reads, tmp_path)


_NOOR = "Colonisation: Unskilled\nProduction: all except the market\n"


@pytest.mark.parametrize("trade,verdict,reads", [
    # a hedged keep-back: the amount is open, asked
    ("Trade: sell my Rare Goods, might hold one back for scoring though", "query", []),
    ("Trade: sell all the RG I end up with... perhaps save a couple for the end?", "query", []),
    ("Trade: sell Rare Goods, maybe keeping 1 back, not sure yet", "query", []),
    # ... a sale with no keep-back and no hedge is read
    ("Trade: sell 1 Rare Goods", "accept", ["Trade: sell 1 Rare Goods"]),
])
def test_hedged_keep_back(tmp_path, trade, verdict, reads):
    blind.check_variant("distant-colony", _R14, "Noor", "post", _NOOR + trade, verdict, reads, tmp_path)


@pytest.mark.parametrize("net,accepted,wants", [
    # a Net leaving out the colonist bought: refused, naming the right one (H43-DCS-066's review)
    ("Net: +1 Machine, -2 VP, +1 Skilled", False, ["+1 Officer"]),
    ("Net: +1 Machine, -2 VP, +1 Skilled, +1 Officer", True, ["Trade: buy 1 Officer"]),
])
def test_net_officer_bought(tmp_path, net, accepted, wants):
    text = "Colonisation: Skilled\nProduction: all of it\nTrade: buy 1 Officer (4 VP)\n" + net
    blind.check_habit("distant-colony", blind.corpus_dir("distant-colony") / "fixtures" / f"{_R14}.toml",
                      "Casimir", text, accepted, wants, tmp_path)
