"""The players' shortcuts for speed (issue 3) against what they replace: the weighted draw
against random.Random.choices, Bot._values' tables against the per-kind formula, and the
buildings' measures Bot keeps through the build phase against counting them afresh."""

from __future__ import annotations

import random

import pytest

from gm_tool.games.distant_colony.bots import player
from gm_tool.games.distant_colony.bots.player import Bot, _measure, _staffable, _weighted
from gm_tool.games.distant_colony.bots.tables import COPY_DISCOUNT
from gm_tool.games.distant_colony.selfplay import play_game
from gm_tool.games.distant_colony.settings import DistantColonySettings


def test_weighted_draw_is_random_choices():
    for seed in range(3000):
        make = random.Random(seed)
        population = tuple("abcdefgh"[:1 + seed % 8])
        weights = [make.random() * 5 * (seed % 3) for _ in population]
        if seed % 7 == 0:
            weights[0] = 0.0
        a, b = random.Random(seed), random.Random(seed)
        if sum(weights) <= 0:
            with pytest.raises(ValueError):
                _weighted(a, population, weights)
            continue
        for _ in range(4):
            assert _weighted(a, population, weights) == b.choices(population, weights)[0]
        assert a.getstate() == b.getstate()


def _reference_values(bot: Bot, kinds, look) -> list[float]:
    """Bot._values as it was before the tables: the same float operations, kind by kind."""
    values = []
    for kind in kinds:
        v, takes_staff, empty, farm, eats_staffed, warehouse, goods, prison, criminal_user = \
            bot.value_facts[kind]
        if takes_staff and not _staffable(kind, look.housing):
            v *= empty
        if farm:
            if look.farm_short:
                v += 3.0
        elif eats_staffed and look.unfed:
            v *= 0.5
        if warehouse and look.store_full:
            v += 2.5
        if goods and look.goods_short:
            v += 1.5
        if prison and look.criminals >= 2:
            v += 3.0
        if criminal_user and look.criminals:
            v += 1.5
        values.append(v * COPY_DISCOUNT[look.kinds[kind]])
    return values


@pytest.mark.parametrize("settings", [
    DistantColonySettings(),
    DistantColonySettings(reserve_from="pool", overflow_discard="end_of_phase",
                          housing_eats=True, complex_partial="idle", building_copies=2),
])
def test_value_tables_and_kept_measures_match_the_direct_computation(monkeypatch, settings):
    checked = {"values": 0, "measures": 0}
    values, build = Bot._values, Bot._build

    def checked_values(self, kinds, look):
        got = values(self, kinds, look)
        assert got == _reference_values(self, kinds, look)       # exactly: the same floats
        checked["values"] += 1
        return got

    def checked_build(self, state, s, o, allowed, settings):
        build(self, state, s, o, allowed, settings)
        if self.measures is not None:
            assert self.measures == _measure(s)
            checked["measures"] += 1

    monkeypatch.setattr(Bot, "_values", checked_values)
    monkeypatch.setattr(Bot, "_build", checked_build)
    for i in range(15):
        result = play_game(6, f"caches-{i}", settings, "heuristic", check=True, validate=False)
        assert not result.violations
    assert checked["values"] > 100 and checked["measures"] > 20
    assert player._VALUE_TABLES          # the tables were used
