"""Whole games: self-play to the end with invariants checked after every round, and replay."""

from __future__ import annotations

import copy

import pytest

from gm_tool.games.distant_colony.rules import resolve_round, validate_orders
from gm_tool.games.distant_colony.selfplay import (check_invariants, play_game, replay, reveal,
                                                   simulate, Bot, _totals)
from gm_tool.games.distant_colony.settings import DistantColonySettings
from gm_tool.games.distant_colony.setup import new_game
from gm_tool.core.rng import RecordedRng

import random


@pytest.mark.parametrize("players,bots,games", [
    (6, "heuristic", 400),
    (4, "random", 300),
    (2, "mixed", 150),
    (3, "mixed", 150),
])
def test_a_thousand_games_end_hold_invariants_and_replay(players, bots, games):
    # 400 + 300 + 150 + 150 = 1000 complete games in CI, each checked after every round
    report = simulate(players, games, f"ci-{players}-{bots}", bots=bots)
    assert report["games"] == games
    assert report["invariant_violations"] == []
    assert report["replay_mismatches"] == 0
    assert report["rounds"]["min"] >= 2
    assert sum(report["end_reasons"].values()) >= games   # every game ended by a rule


def test_house_rule_settings_also_hold_invariants():
    settings = DistantColonySettings(reserve_from="pool", overflow_discard="end_of_phase",
                                     housing_eats=True, complex_partial="idle",
                                     player_trade_timing="start_of_round", building_copies=2,
                                     vp_pool_per_player=3)
    report = simulate(5, 60, "house", settings, bots="mixed")
    assert report["invariant_violations"] == []
    assert report["replay_mismatches"] == 0
    assert "vp_pool_empty" in report["end_reasons"] or "colonists_exhausted" in report["end_reasons"]


def test_replay_notices_a_changed_order():
    settings = DistantColonySettings()
    result = play_game(3, "tamper", settings)
    assert replay(result, settings).to_dict() == result.final.to_dict()
    tampered = copy.deepcopy(result)
    first = tampered.history[0]
    for p in first.played:
        first.played[p] = "survey"          # everybody surveys instead: more Wealth
    assert replay(tampered, settings).to_dict() != result.final.to_dict()


def test_invariant_checker_catches_broken_states():
    settings = DistantColonySettings()
    state = new_game(["A", "B"], settings)
    totals = _totals(state)
    assert check_invariants(state, settings, totals) == []
    state.settlements["A"].resources["food"] = -1
    state.settlements["B"].housing.append("expert")          # a colonist from nowhere
    state.settlements["B"].buildings[1].staff.append("unskilled")  # two on a one-slot Farm
    problems = " | ".join(check_invariants(state, settings, totals))
    assert "A food = -1" in problems
    assert "colonists not conserved" in problems
    assert "Farm (#2) takes 1 staff slot" in problems


def test_validated_orders_of_the_first_player_are_applied_without_skips():
    # The first player acts first in every phase, so nothing another player does can get in the
    # way: orders the validator accepts must resolve with no skipped action (player trades aside,
    # they need the partner's post). This ties the checker and the engine together.
    settings = DistantColonySettings()
    checked = 0
    for g in range(25):
        state = new_game(["A", "B", "C", "D"], settings)
        rng = RecordedRng(f"consistency-{g}", "t")
        rnd = random.Random(g)
        bots = {p: Bot("random" if g % 2 else "heuristic", rnd) for p in state.players}
        while not state.ended:
            reveal(state, {p: bots[p].choose_phase(state, p) for p in state.players}, settings, rng)
            orders = {p: bots[p].orders(state, p, settings) for p in state.players}
            first = state.first_player
            clean = not [d for d in validate_orders(state, orders[first], settings)
                         if d.severity.value == "error"]
            state, record = resolve_round(state, orders, settings, rng)
            if clean:
                checked += 1
                skipped = [s for s in record.skips_for(first) if s.phase != "player_trade"]
                assert skipped == [], skipped
    assert checked > 300
