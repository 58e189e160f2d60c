"""Habits of players met in held-out set 7, each written more than one way (the reader's rule,
never the one sentence): a line the forum wrapped, sections joined by 'then', a one-line turn,
a clear EDIT applied and an unclear one asked about, a remark about another colonist."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from gm_tool.core.kit.reading.forum import Line
from gm_tool.games.distant_colony.posts import parse_post
from gm_tool.core.kit.reading.wrapping import GameWords, join_wrapped, wrapped
from gm_tool.games.distant_colony.state import DCState

FIXTURES = Path(__file__).parent / "blind" / "fixtures"


def _state(name: str) -> DCState:
    data = tomllib.loads((FIXTURES / f"{name}.toml").read_text(encoding="utf-8"))
    return DCState.from_dict(data["state"])


def _read(fixture: str, player: str, text: str):
    return parse_post(text, _state(fixture), player)


_PLAIN = GameWords(name_across=lambda a, b: a.endswith("Basic") and b.startswith("Goods"),
                   noun_first=lambda t: "resource" if t.split()[0].strip(",") in
                   ("Wealth", "Food") else ("colonist" if t.startswith("Skilled") else None),
                   names_thing=lambda w: w in ("Food", "Center"),
                   names_game=lambda t: "Housing" in t)


@pytest.mark.parametrize("first,second,joined", [
    ("Trade: buy 1 Basic", "Goods for 5 Wealth", True),          # inside a name
    ("Net: -1 Food, +1 Raw, -1 BG, -1 Machine, +1", "Wealth, +1 Skilled", True),
    ("Harvester staffed by Skilled from", "Temporary Housing", True),
    ("Trade: sell 1 Raw for 2,", "buy 1 Food for 2", True),        # a trailing comma
    ("Unskilled from Temporary Housing to Farm #7", "Skilled from CC to Harvester", False),
    ("Survey: +1 Wealth.", "Goods for 5 Wealth", False),           # a sentence ended
    ("Trade: buy 1 Machine for 7", "Food: sold 2", False),         # a colon of its own
])
def test_a_wrapped_line_goes_on_only_where_a_clause_cannot_end(first, second, joined):
    assert wrapped(first, second, _PLAIN) is joined


def test_join_wrapped_keeps_the_first_number_and_never_joins_across_a_blank_line():
    lines = [Line(1, "Trade: buy 1 Basic"), Line(2, "Goods for 5 Wealth"),
             Line(4, "Organization: none")]
    out = join_wrapped(lines, clean=str, is_heading=lambda x: x.text.startswith("Org"),
                       words=_PLAIN)
    assert [(x.number, x.text) for x in out] == [(1, "Trade: buy 1 Basic Goods for 5 Wealth"),
                                                 (4, "Organization: none")]
    assert join_wrapped([Line(1, "Trade: buy 1 Basic"), Line(3, "Goods")], clean=str,
                        is_heading=lambda x: False, words=_PLAIN)[1].number == 3


@pytest.mark.parametrize("text", [
    "colonisation skilled then build farm w/ skilled\nproduction all",
    "colonisation skilled and build farm w/ skilled\nproduction all",
    "Colonisation: Skilled\nBuild: Farm staffed by Skilled from\nTemporary Housing\nProduction: all",
])
def test_sections_joined_or_wrapped_are_read(text):
    parsed = _read("ho7-ridge-r1-posts", "Pedro", text)
    assert parsed.ok, [d.message for d in parsed.errors]
    assert parsed.orders.take == "skilled"
    assert [b.kind for b in parsed.orders.builds] == ["farm"]


@pytest.mark.parametrize("text,take,reserve", [
    ("Expert", "expert", None), ("the Expert pls", "expert", None),
    ("Expert, reserve Skilled", "expert", "skilled"),
])
def test_a_one_line_turn_of_colonists(text, take, reserve):
    parsed = _read("ho7-fjord-r4-posts", "Yuki", text)
    assert parsed.ok, [d.message for d in parsed.errors]
    assert (parsed.orders.take, parsed.orders.reserve) == (take, reserve)


@pytest.mark.parametrize("text", ["pass", "nothing this round", "Pass this turn, thanks GM"])
def test_pass_when_no_phase_needs_an_order(text):
    parsed = _read("ho7-ridge-r2-posts", "Pedro", text)
    assert parsed.ok and not parsed.orders.trades and not parsed.orders.moves


def test_pass_in_a_colonization_round_is_not_a_turn():
    assert not _read("ho7-fjord-r4-posts", "Bram", "pass").ok


@pytest.mark.parametrize("edit", ["EDIT: make that a Harvester instead of the Farm",
                                  "EDIT: typo, I meant Harvester not Farm",
                                  "EDIT: Harvester, not Farm. sorry"])
def test_a_clear_edit_is_applied(edit):
    parsed = _read("ho7-ridge-r1-posts", "Kasia",
                   f"Colonisation: Skilled\nBuild: Farm w/ Skilled\nProduction: all\n\n{edit}")
    assert parsed.ok, [d.message for d in parsed.errors]
    assert [b.kind for b in parsed.orders.builds] == ["harvester"]
    assert "dc.post.edit_applied" in parsed.codes


@pytest.mark.parametrize("edits", ["EDIT: or maybe a Harvester instead of the Farm?",
                                   "EDIT: Harvester instead of the Farm\nEDIT2: nvm"])
def test_an_unclear_edit_is_asked_about(edits):
    parsed = _read("ho7-ridge-r1-posts", "Kasia",
                   f"Colonisation: Skilled\nBuild: Farm w/ Skilled\nProduction: all\n\n{edits}")
    assert "dc.post.please_confirm" in parsed.codes


@pytest.mark.parametrize("remark", ["(the Expert will be gone by my pick)",
                                    "(leaving the Skilled for Yuki, you're welcome)"])
def test_a_remark_about_another_colonist_orders_nothing(remark):
    parsed = _read("ho7-fjord-r4-posts", "Bram", f"Colonisation: Unskilled {remark}")
    assert parsed.ok, [d.message for d in parsed.errors]
    assert parsed.orders.take == "unskilled"


@pytest.mark.parametrize("line", ["Trade: sell the Food", "Trade: sell a few Food",
                                  "Trade: contract 1 Basic Goods, thinking about selling a Machine"])
def test_an_amount_or_an_order_left_open_is_asked_about(line):
    parsed = _read("ho7-ridge-r2-posts", "Kasia", f"{line}\nOrganization: none")
    assert {"dc.post.unclear_trade", "dc.post.please_confirm"} & set(parsed.codes), parsed.codes
    assert not parsed.ok
