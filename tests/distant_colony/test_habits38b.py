"""Habits of held-out set 39's failures (second fixer of the session), each written other ways
than the corpus post (the reader's rule, never the one sentence): a bracket giving the market's
side of a sale ("sell 2 Food (Expansion buys at 1)") is a remark, the sale stays a sale, its
price still checked; a Survey line that goes on, after a comma, with a sale or a purchase and
its amount ("Survey +1, sell 1 Food (+1), Org: ...") has the Trade's heading left out; a
phase choice that weighs two phases and ends on one phase's name alone ("build or trade...
Build.") is that phase, while a last name that is a question, or a flip-flop, or a pick left to
the GM, is asked; a bracket saying a phase is not played ("Survey Station idle (no Survey)") is a
remark, not the building run; a closing plan for a later round after Organization moves ("I
want the Skilled free for the University later") is a remark, while a move in it is still asked
about. H39-DCS-029 (the one where I place a contract) was reviewed as Trade: accepted."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_A3 = "ho39-a3-r2-posts"      # round 2: Survey, Trade (Expansion), Organization; Rafe gains First Player
_CHOICE = "ho39-b5-r5-choice"  # round 5, secret phase choices
_B5 = "ho39-b5-r5-posts"      # round 5: Colonization, Production, Trade, Organization; Hobart
_C4 = "ho39-c4-r11-posts"     # round 11: Colonization, Build, Production; Kestrel

_ORG = "Organization: first player; Skilled from housing to CC, Unskilled from CC to housing\n"
_HOBART = ("I'll take whatever is left and reserve a Skilled. No build this time. Production: everything runs "
           "(farm, harvester, factory, CC). Trade: none. ")
_KESTREL = ("Colonisation: Unskilled\nBuild: Farm w/ Unskilled from housing (1 BG, 1 Machine)\nProduction:\n"
            "Farms: +3 Food\nHarvesters: -1 Food, +1 Rare Raw\nFactories: -1 Food, -1 Rare Raw, +1 Rare Goods\n")
_TRIO = "ho34-trio-r2-posts"  # round 2: Survey, Trade (Expansion), Organization; Tomasz
_KESTREL_NET = "Net: 0 Food, +1 RG, -1 BG, -1 Machine, +1 Wealth, +1 Unskilled\n"


@pytest.mark.parametrize("fixture,player,kind,text,verdict,reads", [
    # the market's side of a sale in a bracket: a remark, the sale stays a sale
    (_A3, "Rafe", "post", "Survey: +1\nTrade: sold 2 food (they buy at 1 here)\n" + _ORG + "Net: -2 Food, +3 Wealth",
     "accept", ["Trade: sell 2 Food"]),
    (_A3, "Rafe", "post", "Survey +1 W\nTrade: selling 1 Food +1 (the Expansion market buys it at 1)\n" + _ORG
     + "Net: -1 Food, +2 Wealth", "accept", ["Trade: sell 1 Food"]),
    # a sale after a comma on a Survey line: the Trade, its heading left out
    (_A3, "Rafe", "post", "Survey +1 W, sold 2 food, Org: first player, nothing to move\nNet: +3 Wealth, -2 Food",
     "accept", ["Trade: sell 2 Food", "Organization: gain First Player"]),
    (_A3, "Rafe", "post", "survey +1, sell 1 food, org: FP, no moves\nnet: +2 w, -1 food",
     "accept", ["Trade: sell 1 Food"]),
    # the weighing, then one phase's name alone: the choice
    (_CHOICE, "Vasek", "choice", "survey or prod? prod makes more for me. Production!", "accept", ["Production"]),
    (_CHOICE, "Vasek", "choice", "hmm trade or survey... survey pays too little. Trade then", "accept", ["Trade"]),
    # ... a question, a flip-flop, or the pick left to the GM: asked
    (_CHOICE, "Vasek", "choice", "Build or trade... Build?", "query", []),
    (_CHOICE, "Vasek", "choice", "Trade or Build? Build. Trade.", "query", []),
    (_CHOICE, "Vasek", "choice", "org or trade. you pick for me. Trade", "query", []),
    # a phase not played, in a bracket after an idle building: a remark
    (_C4, "Kestrel", "post", _KESTREL + "Others: CC -1 Food, +1 Wealth; Survey Station idle (survey not played this "
     "round)\n" + _KESTREL_NET, "accept", ["Build: Farm", "Survey Station #4: idle"]),
    (_C4, "Kestrel", "post", _KESTREL + "Others: CC -1 Food, +1 Wealth, Survey Station off (only works in the survey "
     "phase)\n" + _KESTREL_NET, "accept", ["Survey Station #4: idle"]),
    # a plan for a later round after the moves: a remark
    (_B5, "Hobart", "post", _HOBART + "Org: swap the Unskilled in housing with the Skilled in the CC - so the Skilled "
     "is free for the University next round", "accept",
     ["Trade: none", "Organization: Unskilled from Temporary Housing"]),
    # ... a move in the plan is still asked about
    (_B5, "Hobart", "post", _HOBART + "Org: swap the Unskilled in housing with the Skilled in the CC, I want the "
     "Skilled free to move into the University later.", "refuse", []),
    # sections by their initials between slashes or bars, a Net closing the line (H34-DCS-028)
    (_TRIO, "Tomasz", "post", "S +1 | T sell 1 food | O none | Net: +2 W, -1 Food", "accept",
     ["Trade: sell 1 Food", "Organization: none"]),
])
def test_variant(tmp_path, fixture, player, kind, text, verdict, reads):
    blind.check_variant("distant-colony", fixture, player, kind, text, verdict, reads, tmp_path)


@pytest.mark.parametrize("fixture,player,text,wants", [
    # the market's side said, the price still checked (Expansion buys Food at 1)
    (_A3, "Rafe", "Survey: +1 Wealth\nTrade: sell 2 Food (Expansion buys at 2)\n" + _ORG + "Net: -2 Food, +5 Wealth",
     ["the rules give -2 Food, +2 Wealth"]),
    # the sale after Survey is checked like any sale
    (_A3, "Rafe", "Survey +1; sell 1 Food (+3); Org: FP to me\nNet: +4 Wealth, -1 Food",
     ["you wrote -1 Food, +3 Wealth; the rules give -1 Food, +1 Wealth"]),
    (_A3, "Rafe", "Survey +1, sell 9 Food, Org: FP to me\nNet: +10 Wealth, -9 Food", ["Rafe has 3 Food"]),
    # a bracket with a phase is no licence to run the Survey Station
    (_C4, "Kestrel", _KESTREL + "Others: CC -1 Food, +1 Wealth; Survey Station runs (no Survey)\n" + _KESTREL_NET,
     ["the Survey Station does nothing in Production"]),
    # ... the closing Net still checked
    (_TRIO, "Tomasz", "S: +1 / T: none / O: none / Net: +2 W", ["you wrote +2 Wealth; the rules give +1 Wealth"]),
])
def test_refused(tmp_path, fixture, player, text, wants):
    blind.check_refused("distant-colony", fixture, player, "post", text, wants, tmp_path)
