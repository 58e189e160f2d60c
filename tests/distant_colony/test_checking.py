"""The post checker (checking.check_post): each claimed figure checked where it is written, the
reply in line order, and the diagnostics' fields where they belong."""

from __future__ import annotations

import pytest

from gm_tool.core.kit.diagnostics import Severity
from gm_tool.games.distant_colony.posts.checking import check_post, computed_record
from gm_tool.games.distant_colony.posts.figures import Figures
from gm_tool.games.distant_colony.posts import parse_post
from gm_tool.games.distant_colony.settings import DistantColonySettings

from .corpus_lib import build_state

SETTINGS = DistantColonySettings()
WAREHOUSE = {"add_buildings": [{"id": 9, "kind": "warehouse_complex"}]}


def _check(text, setup=None, others=None):
    return check_post(build_state(setup), "Alice", text, SETTINGS, others or {})


def _codes(checked, severity=None):
    return [d.code for d in checked.diagnostics if severity is None or d.severity is severity]


def test_a_mismatched_player_trade_has_its_hint_as_a_hint_not_a_column():
    checked = _check("Player Trade: 2 Food to Bob for 3 Wealth",
                     {"phases": ["trade"], "played": {"Alice": "trade", "Bob": "trade",
                                                      "Carol": "trade"}},
                     {"Bob": "Player Trade: 1 Food to Alice for 3 Wealth"})
    (d,) = [d for d in checked.diagnostics if d.code == "dc.player_trade.mismatch"]
    assert d.column is None and d.line == 1
    assert d.hint == "agree the trade with Bob; both posts must list it"


def test_the_reply_is_in_line_order_whoever_found_the_problem():
    # the reader (line 4), the rules (line 2, Goods Factory without Basic Raw) and the claims
    # (line 3) each find one; the reply lists them by line, whole-post ones first
    setup = {"base": "developed", "phases": ["production", "trade"],
             "played": {"Alice": "trade", "Bob": "production", "Carol": "trade"},
             "Alice": {**WAREHOUSE, "resources": {"basic_raw": 0}}}
    text = ("Production:\nGoods Factory: -1 Food, -1 Raw, +1 BG\nFarm #2: +3 Food\n"
            "Trade: sell 1 Food (+1 Wealth) pronto\n")
    checked = _check(text, setup)
    lines = [d.line or 0 for d in checked.diagnostics]
    assert lines == sorted(lines)
    assert {"dc.production.no_input", "dc.post.unknown_word"} <= set(_codes(checked))
    assert next(d.line for d in checked.diagnostics if d.code == "dc.production.no_input") == 2


def test_each_building_figure_is_the_rules_own_in_the_order_written():
    setup = {"base": "developed", "phases": ["production"],
             "played": {"Alice": "production", "Bob": "production", "Carol": "production"},
             "Alice": WAREHOUSE}
    state = build_state(setup)
    parsed = parse_post("Production:\nFarm #2\nHarvester\nColony Center\nFarm #7\n", state,
                        "Alice", SETTINGS)
    _, record = computed_record(state, parsed.orders, SETTINGS)
    units = Figures(lambda o: computed_record(state, o, SETTINGS), parsed.orders, record).units()
    assert units[2].values == {"food": 1} and units[7].values == {"food": 1}
    # the Production played effect feeds the first colonist that eats: the Harvester's
    assert units[3].free and units[3].values == {"basic_raw": 1}
    assert not units[1].free and units[1].values == {"food": -1, "wealth": 1}


@pytest.mark.parametrize("free_on", ["Harvesters", "Factories", "Others"])
def test_the_free_colonist_may_be_written_under_any_group_that_eats(free_on):
    setup = {"base": "developed", "phases": ["production"],
             "played": {"Alice": "production", "Bob": "production", "Carol": "production"},
             "Alice": WAREHOUSE}
    food = {"Harvesters": -1, "Factories": -1, "Others": -3}   # the University eats 2
    food[free_on] += 1
    text = ("Production:\nFarms: +2 Food\n"
            f"Harvesters: {food['Harvesters']:+d} Food, +1 Raw\n"
            f"Factories: {food['Factories']:+d} Food, -1 Raw, +1 BG\n"
            f"Others: {food['Others']:+d} Food, +1 Wealth, Unskilled -> Skilled\n"
            "Market: idle\nNet: -2 Food, +1 BG, +1 Wealth, -1 Unskilled, +1 Skilled\n")
    checked = _check(text, setup)
    assert _codes(checked, Severity.ERROR) == [], checked.diagnostics


def test_a_trade_clause_is_checked_alone_with_the_price_behind_it():
    setup = {"base": "developed", "phases": ["trade"],
             "played": {"Alice": "trade", "Bob": "trade", "Carol": "trade"}, "Alice": WAREHOUSE}
    checked = _check("Trade: bought 1 Machine for 7, sold 2 Food for 4\n"
                     "Net: +1 Machine, -2 Food, -3 Wealth", setup)
    mismatches = [d for d in checked.diagnostics if d.code == "dc.claim.mismatch"]
    assert [d.message for d in mismatches] == [
        "Trade: you wrote -2 Food, +4 Wealth; the rules give -2 Food, +2 Wealth (under "
        "Expansion 1 Food sells for 1 Wealth)"]


def test_many_trade_lines_are_checked_as_a_whole():
    # (each clause alone runs the round twice: past a dozen, the section is checked at once)
    setup = {"base": "developed", "phases": ["trade"],
             "played": {"Alice": "trade", "Bob": "trade", "Carol": "trade"}, "Alice": WAREHOUSE}
    text = "\n".join(["Trade: sell 1 Food (+1 Wealth)"] * 5 + ["Trade: buy 1 Food (-2 Wealth)"] * 9)
    checked = _check(text + "\nTrade: buy 1 Food (-3 Wealth)", setup)
    (d,) = [d for d in checked.diagnostics if d.code == "dc.claim.mismatch"]
    assert "lines 1, 2, 3" in d.message and "add up to" in d.message
