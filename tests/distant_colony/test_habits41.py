"""Habits of held-out set 41's failures, each written other ways than the corpus post (the
reader's rule, never the one sentence): a clause that denies a trade ("nothing bought", "no
sales", "didn't buy anything") is a remark and lends its verb to no clause before it ("contracts
for 1 Food and 1 Machine, nothing bought" is two contracts, refused: one a Trade phase), while a
line that denies what it does is asked; a secret choice that asks to switch to another phase if
the others choose so ("... I'd rather switch to Colonisation, so hold it?") hangs on their
choices and is asked, never read as the first phase alone; "R.Raw", "B. Goods": Rare or Basic
shortened to a letter and a period; after Organization moves, a "so" clause that says what they
come to ("so the Unskilled goes to housing and the CC makes 2 Wealth from now on") is checked
against the moves and the Colony Center's new staff, and read as a remark; in Production, "makes
1 Basic Raw for 1 Food": the figure after "for" is what the building takes."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_WAR = "ho41-war-trade-3p"       # round 8: Survey (Tobiah), Trade (Marek), Organization (Solveig); War
_MID = "ho41-mid-posts-4p"       # round 5: Survey, Build, Trade, Organization; Expansion
_CHOICE = "ho41-r1-choices-3p"   # round 1, secret phase choices
_EARLY = "ho41-early-posts-5p"   # round 3: Colonization, Build, Production; Bram played Production

_BRAM = ("Colonization: Unskilled\nBuild: Harvester (1 BG, 1 Machine) with the Unskilled already in housing\n")
_BRAM_NET = "Net: -1 Food, +2 Basic Raw, -1 Basic Goods, -1 Machine, +1 Wealth\n"


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", [
    # a denied trade after the orders: a remark, its verb lent to nothing
    (_WAR, "Marek", "post", "Survey: +1\nTrade: contract 1 Rare Goods, no purchases this time\nOrg: none\n"
     "Net: +1 Wealth", "accept", ["Trade: contract 1 Rare Goods"]),
    (_WAR, "Marek", "post", "Survey: +1 Wealth\nTrade: buy 1 Basic Raw (4), nothing sold\nOrganization: none\n"
     "Net: +1 Basic Raw, -3 Wealth", "accept", ["Trade: buy 1 Basic Raw"]),
    (_WAR, "Tobiah", "post", "Survey: +2 Wealth (played)\nTrade: sell 3 Basic Raw @3, no buys\nOrganization: none\n"
     "Net: -3 Basic Raw, +11 Wealth", "accept", ["Trade: sell 3 Basic Raw"]),
    (_MID, "Wen", "post", "survey +1\nbuild: nothing, 0 BG\ntrade: buy 1 Basic Goods (5), sell 1 basic raw (+2), "
     "no other sales\norg: expert from housing -> goods factory\nnet +1 BG, -1 raw, -2 wealth", "accept",
     ["Trade: buy 1 Basic Goods", "sell 1 Basic Raw"]),
    # ... two contracts in one phase, a denial after them: refused
    (_WAR, "Marek", "post", "Survey +1\nTrade: contract for 1 Food and 1 Basic Raw, didn't buy anything\nOrg: none",
     "refuse", []),
    # ... a line that denies what it does: asked
    (_WAR, "Marek", "post", "Survey: +1\nTrade: buy 1 Basic Raw, nothing bought\nOrg: none", "query", []),
    # a switch hanging on the others' choices, asked as a question: asked
    (_CHOICE, "Tobiah", "choice", "Build. But if no one else takes Trade I'd switch to Trade - can you hold mine "
     "till everyone's in?", "query", []),
    (_CHOICE, "Marek", "choice", "Survey for me. Depending on what the others pick, maybe Production instead?",
     "query", []),
    (_CHOICE, "Solveig", "choice", "production pls... unless nobody goes build, then could you change me to build?",
     "query", []),
    (_CHOICE, "Tobiah", "choice", "Organization. Can you swap me to Survey if everyone else goes Organization?",
     "query", []),
    # ... a question about the others with no switch: the phase named
    (_CHOICE, "Tobiah", "choice", "Trade. Is anyone else going Trade?", "accept", ["Trade"]),
    # Rare or Basic shortened to a letter and a period
    (_MID, "Quentin", "post", "Survey +1\nBuild: none\nTrade: sell 1 R.Raw (+5)\nOrg: none\nNet: -1 R. Raw, +6 W",
     "accept", ["Trade: sell 1 Rare Raw"]),
    (_MID, "Wen", "post", "survey +1\nbuild: nothing\ntrade: buy 1 B.Goods (5), sell 1 b.raw (+2)\n"
     "org: expert from housing -> goods factory\nnet +1 BG, -1 B.Raw, -2 wealth", "accept",
     ["Trade: buy 1 Basic Goods", "sell 1 Basic Raw"]),
    # what the moves come to, after "so": checked, a remark
    (_WAR, "Solveig", "post", "Survey: +1\nTrade: none\nOrg: Skilled from housing to the CC, Unskilled from the CC "
     "to housing, so the CC makes 2 Wealth now. First player.\nNet: +1 Wealth", "accept",
     ["Organization: Skilled from Temporary Housing"]),
    (_WAR, "Solveig", "post", "Survey +1 W\nTrade: none\nOrganization: swap the Unskilled in the Colony Center with "
     "the Skilled in housing; so the Unskilled ends up in housing and the colony center will make 2 W. FP to me\n"
     "Net: +1 W", "accept", ["Organization: Skilled from Temporary Housing"]),
    # ... a "so" that says something else: never read half
    (_WAR, "Solveig", "post", "Survey: +1\nTrade: none\nOrg: Skilled from housing to the CC, Unskilled from the CC "
     "to housing, so my Farm makes 3 Food now. First player.\nNet: +1 Wealth", "refuse", []),
    (_WAR, "Solveig", "post", "Survey: +1\nTrade: none\nOrg: Skilled from housing to the CC, Unskilled from the CC "
     "to housing, so the Expert goes to housing. First player.\nNet: +1 Wealth", "query", []),
    # Production: what a building makes "for" what it takes
    (_EARLY, "Bram", "post", _BRAM + "Production: Farm +1 Food, CC +1 Wealth (free colonist), each Harvester makes "
     "1 Basic Raw for 1 Food\n" + _BRAM_NET, "accept", ["Production: Farm"]),
])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("distant-colony", fixture, player, kind, text, verdict, reads, tmp_path)


@pytest.mark.parametrize("fixture,player,text,wants", [
    # two contracts: the rules' one contract named
    (_WAR, "Marek", "Survey: +1\nTrade: contracts for 1 Machine and 1 Rare Raw, nothing sold\nOrg: none",
     ["adds one contract for 1 unit of a resource"]),
    # the Colony Center's new output, checked
    (_WAR, "Solveig", "Survey: +1\nTrade: none\nOrg: Skilled from housing to the CC, Unskilled from the CC to "
     "housing, so the CC makes 3 Wealth from now on. First player.\nNet: +1 Wealth", ["makes 2 Wealth, not 3"]),
    # a price after R.Raw still checked (Expansion buys Rare Raw at 5)
    (_MID, "Quentin", "Survey +1\nBuild: none\nTrade: sell 1 R.Raw (+6)\nOrg: none\nNet: -1 R.Raw, +7 W",
     ["the rules give"]),
    # what a Harvester takes "for", checked
    (_EARLY, "Bram", _BRAM + "Production: my Farm makes 1 Food, the CC 1 Wealth (free colonist), both Harvesters "
     "make 1 Basic Raw each for 2 Food each\n" + _BRAM_NET, ["-1 Food"]),
])
def test_refused(tmp_path, fixture, player, text, wants):
    blind.check_refused("distant-colony", fixture, player, "post", text, wants, tmp_path)
