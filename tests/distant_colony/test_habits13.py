"""Habits of the xfails fixed in this session, each written another way than the corpus post (the
reader's rule, never the one sentence): the staff named as who eats ("the CC's Unskilled eats 1
Food") and its figure checked; a building's yield said as where the Food comes from ("only 2 Food
from the Farm"); "all" with each building's figures in brackets; the free colonist's saving on a
remark line of its own, its figures checked; a phase chosen by its description."""

from __future__ import annotations

import dataclasses
import sys
import tempfile
from pathlib import Path

import pytest

from gm_tool.core.kit.errors import GmError
from gm_tool.games.distant_colony.posts.choice import read_choice

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "posts"))
import blind  # noqa: E402

_POSTS = {p.id: p for p in blind.load("distant-colony", ("held-out", "held-out-12", "held-out-13"))}

_DCH053 = ("Production:\nFarms +5 food\nLaboratory Complex -{lab} food +3 VP\nResort -2 food +2 wealth "
           "+1 VP\nPrison -2 food +4 wealth\nColony Center -1 food +2 wealth\n{remark}\n"
           "Organization: nothing\nNet: -{net} food, +8 wealth, +4 VP")


def _check(post_id: str, text: str) -> blind.Outcome:
    post = dataclasses.replace(_POSTS[post_id], text=text, xfail="")
    with tempfile.TemporaryDirectory() as tmp:
        return blind.run(post, Path(tmp))


@pytest.mark.parametrize("post_id,text,problem", [
    # the Food the named staff eat is the building's figure, checked
    ("H13-DCS-027", "Production: Farm +1 Food, CC's Unskilled eats 2 Food, +1 Wealth",
     "the rules give -1 Food, +1 Wealth"),
    ("H13-DCS-027", "Production: Farm +1 Food, CC -1 Food +1 Wealth, Market: Skilled eats 2 Food "
     "and sells 1 Food -> +2 Wealth", "the rules give -2 Food, +2 Wealth"),
    # the yield said as where it comes from is checked
    ("H13-DCS-056", "Colonisation: Unskilled\nProduction: only 2 Food from the Farm, so the "
     "Harvester runs (-1 Food, +1 Raw), CC idles", "Farm #2: you wrote +2 Food"),
    # "all" with wrong figures in brackets
    ("H12-DCS-036", "Colonisation: Unskilled\nBuild: Market w/ the new Unskilled\nProduction: all, "
     "CC is the free one (farms +3, CC +1 W, market -1 food and sells 1 food +2)\nTrade: none",
     "you wrote +3 Food"),
    # the remark's sums are checked against the building lines
    ("DCH-053", _DCH053.format(lab=2, net=1, remark="(one colonist is free because I have played "
                               "Production, so it is -5 food and not -6)"), "-6 Food and not -7"),
])
def test_what_a_gm_refuses_is_refused(post_id, text, problem):
    outcome = _check(post_id, text)
    assert not outcome.accepted, outcome.output
    assert problem.lower() in " ".join(outcome.output.lower().split())


@pytest.mark.parametrize("post_id,text,reads", [
    ("H13-DCS-027", "Production: 1 Food from the Farm, the CC's Unskilled eats 1 Food and makes 1 "
     "Wealth, Market idle", ["Production: Farm #2", "Production: Colony Center #1",
                             "Production: Market #3: idle"]),
    ("H13-DCS-027", "Production: Farm +1 Food; Colony Center: Unskilled eats 1 Food, +1 Wealth; "
     "Market: sell 1 Food from the Farm for 2", ["Production: Market #3: sell 1 Food"]),
    ("H13-DCS-027", "Production: all (Farm +1 Food, CC -1 Food +1 Wealth)",
     ["Production: Farm #2", "Production: Colony Center #1"]),
    ("DCH-053", _DCH053.format(lab=2, net=1, remark="(the Production effect feeds one colonist free: "
                               "6 food and not 7)"), ["Production: Laboratory Complex #5"]),
])
def test_what_a_gm_reads_plainly_is_read(post_id, text, reads):
    outcome = _check(post_id, text)
    assert outcome.accepted, outcome.output
    for want in reads:
        assert any(want.lower() in got.lower() for got in outcome.read_as), (want, outcome.output)


@pytest.mark.parametrize("text,phase", [
    ("I'll take the one where new colonists arrive from the home world", "Colonization"),
    ("the phase where I rearrange my colonists pls", "Organization"),
])
def test_a_phase_named_by_its_description(text, phase):
    assert read_choice(text) == phase


@pytest.mark.parametrize("text", [
    "the one where the ships come in",            # Colonization or Trade
    "not the one where new colonists arrive",     # rejected, not chosen
    "the one where new colonists arrive?",        # a question
    "whichever one gets me new colonists",        # left to the GM
])
def test_a_description_that_fits_no_one_phase_is_asked(text):
    with pytest.raises(GmError):
        read_choice(text)
