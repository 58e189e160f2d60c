"""Habits of held-out set 33's failures, each written other ways than the corpus post (the
reader's rule, never the one sentence): a colonist alone on its line after a short line ("survey
+2" / "skilled") is a headless Colonisation line, never the figure's wrapped unit; "reserve" with
no colonist named after an ellipsis, a dash or a colon ("reserve... the best one") is asked; the
Survey phase chosen by its planet data ("the data one"), and a phase named beside "the <noun> one"
of another ("the colonists one or trade") asked; "prod all (cc expert free): farms +4 food" — the
bracket naming the colonist fed free leaves the group line a group line; a bare figure in brackets
after Survey's gain ("survey +1 (7)") is the Wealth after it, checked; an Organization bracket
moving a one-letter colonist ("(U to housing)") is a move; a sentence around the turn saying what
the player holds ("I only have the one BG", "I've got 3 BG burning a hole") is talk, its figure
checked against the start or the end of the round; First Player claimed bare as the last clause
of an Organization line after its moves (", first player") is read and checked, never dropped."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_FIXTURES = blind.corpus_dir("distant-colony") / "fixtures"
_C4 = _FIXTURES / "ho33-c4-r3-posts.toml"    # round 3: Thaddeus played Survey, Osei Colonization, Mireille Trade
_C5 = _FIXTURES / "ho33-c5-r6-posts.toml"    # round 6: Priya played Production, Hollis Organization, Bastien Build
_C3 = _FIXTURES / "ho33-c3-r1-posts.toml"    # round 1: Rurik (6 W) after Odile's Survey


@pytest.mark.parametrize("text,accepted,wants", [
    ("Survey +2\nunskilled pls\nTrade: none", True, ["Colonization: Unskilled"]),
    ("Survey: +2\nan expert please\ntrade - none", True, ["Colonization: Expert"]),
    ("survey +2\nskilled\ntrade none\nNet: +2 Wealth, +1\nSkilled", True, ["Colonization: Skilled"]),
    # ... the Survey figure is still checked on its own line
    ("survey +1\nskilled\ntrade none", False, ["the rules give +2 Wealth"]),
])
def test_colonist_alone_after_short_line(tmp_path, text, accepted, wants):
    blind.check_habit("distant-colony", _C4, "Thaddeus", text, accepted, wants, tmp_path)


@pytest.mark.parametrize("col,accepted,wants", [
    ("Colonisation: Criminal; reserve: you know the one", False, ["reserve which colonist?"]),
    ("Colonisation: Criminal -- reserve - the usual", False, ["reserve which colonist?"]),
    # a colonist named after the pause, or none reserved: read
    ("Colonisation: Criminal, reserve... Expert", True, ["Colonization: reserve Expert"]),
    ("Colonisation: Criminal, reserve: nothing", True, ["Colonization: Criminal"]),
])
def test_reserve_after_a_pause(tmp_path, col, accepted, wants):
    blind.check_habit("distant-colony", _C4, "Osei", f"Survey: +1\n{col}\nTrade: none", accepted, wants,
                      tmp_path)


@pytest.mark.parametrize("text,verdict,reads", [
    ("the data one", "accept", ["Survey"]),
    ("gonna go for the phase where we gather data on the planets and sell it", "accept", ["Survey"]),
    ("the one where we sell data, or build, not sure", "query", []),
    ("the colonists one or trade", "query", []),
    ("the data one? or trade", "query", []),
    ("trade pls, the contracts one", "accept", ["Trade"]),
])
def test_phase_described(tmp_path, text, verdict, reads):
    blind.check_variant("distant-colony", "ho33-c4-r3-choice", "Thaddeus", "choice", text, verdict, reads,
                        tmp_path)


@pytest.mark.parametrize("prod,accepted,wants", [
    ("prod all (expert at the cc eats free): farms +4, uni -2 food, cc +1 vp", True,
     ["Production: University"]),
    ("prod everything (free one = CC expert) -> farms +4 food, uni -2 food, cc +1 vp", True,
     ["Production: University"]),
    ("prod all (cc expert free): farms +5 food, uni -2 food, cc +1 vp", False, ["the rules give +4 Food"]),
])
def test_all_with_free_bracket(tmp_path, prod, accepted, wants):
    blind.check_habit("distant-colony", _C5, "Priya", f"build none\n{prod}\ntrade none\norg none", accepted,
                      wants, tmp_path)


@pytest.mark.parametrize("survey,accepted,wants", [
    ("Survey: +1 (7)", True, ['"(7)": the Wealth after it']),
    ("Survey - +1 ( 7 )", True, ["the Wealth after it"]),
    ("survey +1 (6)", False, ["you wrote 6 Wealth left after Survey; the rules give 7"]),
])
def test_survey_bare_bracket(tmp_path, survey, accepted, wants):
    blind.check_habit("distant-colony", _C3, "Rurik", f"{survey}\nColonisation: Skilled\nBuild: Farm w/ the Skilled",
                      accepted, wants, tmp_path)


_HOLLIS = "prod everything\nsell 2 raw +4\n"


@pytest.mark.parametrize("org,accepted,wants", [
    ("org: skilled to CC (U back to housing), first player", True,
     ["Organization: Unskilled from Colony Center #1 -> Temporary Housing"]),
    ("Organization: skilled -> CC (the U goes to housing)", True,
     ["Organization: Unskilled from Colony Center #1 -> Temporary Housing"]),
    # the bracket's move is checked like any other
    ("org: skilled to CC (U to farm)", False, ["Farm (#2) takes 1 staff"]),
    ("org: skilled to CC (E to housing)", False, ["there is no Expert in Colony Center"]),
])
def test_org_bracket_letter(tmp_path, org, accepted, wants):
    blind.check_habit("distant-colony", _C5, "Hollis", _HOLLIS + org, accepted, wants, tmp_path)


_PRIYA = "build none\nprod all: farms +4 food, uni -2 food, cc +1 vp\ntrade none\n"


@pytest.mark.parametrize("player,text,accepted,wants", [
    ("Hollis", _HOLLIS + "org: skilled to CC (U to housing), first player", True, ["Organization: gain First Player"]),
    ("Hollis", _HOLLIS + "Org: skilled to CC, unskilled from CC to housing; FP", True,
     ["Organization: gain First Player"]),
    # Priya did not play Organization: the claim is checked, never dropped
    ("Priya", _PRIYA + "org: expert from cc to housing, first player", False, ["Hollis gains First Player"]),
    ("Priya", _PRIYA + "org: expert from cc to housing and 1st player", False, ["Hollis gains First Player"]),
])
def test_first_player_last_clause(tmp_path, player, text, accepted, wants):
    blind.check_habit("distant-colony", _C5, player, text, accepted, wants, tmp_path)


_MIREILLE = "Survey: +1 Wealth\nColonisation: Unskilled\nTrade: buy 1 Basic Goods (4), contract 1 Machine\n" \
            "Net: +1 Basic Goods, -3 Wealth\n"


@pytest.mark.parametrize("before,after,accepted,wants", [
    ("", "\nive got 2 basic goods saved up for the build round lol", True, ["Read as chatter, not orders: line 6"]),
    ("Hi all! Trade played, I only have the 2 BG so:\n", "", True, ["what you hold"]),
    # a wrong figure names what the player holds
    ("", "\nCan't wait for a Build round, I've got 5 BG burning a hole in my pocket ^^", False,
     ["you hold 2 Basic Goods at the start of the round, 3 at its end"]),
    # an order beside the holding is still not talk
    ("", "\nI have 2 BG, so buying 1 more", False, ["not accepted"]),
])
def test_holding_said_around_the_turn(tmp_path, before, after, accepted, wants):
    blind.check_habit("distant-colony", _C4, "Mireille", before + _MIREILLE + after, accepted, wants, tmp_path)


def test_holding_before_a_build(tmp_path):
    text = "Build played, and I have 2 Machines so:\nBuild: Survey Station (1 BG, 1 Rare Goods, 1 Machine), " \
           "staffed by the Skilled from the Machine Factory\n2nd build: none\n" \
           "Production: farm +1 food, CC +1 W, lab +1 VP (-2 food)\nTrade: none\nOrg: none"
    blind.check_habit("distant-colony", _C5, "Bastien", text, False, ["you hold 1 Machines"], tmp_path)
