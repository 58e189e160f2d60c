"""The shortcuts taken for self-play speed (issue 3) change nothing: the production fast path
against the general one, the in-place round against the pure one, and the players' scratch
copies (which share some buildings with the game) against the game's state."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.distant_colony.bots import production as bot_production
from gm_tool.games.distant_colony.rules import production, resolve_round
from gm_tool.games.distant_colony.selfplay import Bot, play_game, reveal, seat_kinds
from gm_tool.games.distant_colony.settings import DistantColonySettings
from gm_tool.games.distant_colony.rules.setup import new_game


def _digest(n_players: int, games: int, seed: str, settings) -> str:
    h = hashlib.sha256()
    for i in range(games):
        r = play_game(n_players, f"{seed}-{i}", settings, check=True, validate=True)
        h.update(json.dumps([r.final.to_dict(), r.violations, sorted(r.actions.items()),
                             sorted(r.skips.items()), repr(r.history)],
                            sort_keys=True, default=str).encode())
    return h.hexdigest()


@pytest.mark.parametrize("partial", ["idle", "full", "per_staff"])
def test_production_fast_path_matches_the_general_one(monkeypatch, partial):
    # the rules' _run_fast and the players' quick default order (both from the rules' public
    # FAST_PRODUCTION table)
    # against _run_step/_plan and the general branches, under every complex_partial setting
    settings = DistantColonySettings(complex_partial=partial)
    fast = _digest(6, 12, f"fast-{partial}", settings)
    monkeypatch.setattr(production, "FAST_PRODUCTION", {})
    monkeypatch.setattr(bot_production, "FAST_PRODUCTION", {})
    assert _digest(6, 12, f"fast-{partial}", settings) == fast


@pytest.mark.parametrize("settings", [
    DistantColonySettings(),
    DistantColonySettings(reserve_from="pool", overflow_discard="end_of_phase",
                          housing_eats=True, complex_partial="idle", building_copies=2),
])
def test_in_place_round_matches_the_pure_one_and_planning_changes_nothing(settings):
    for g in range(6):
        seed = f"inplace-{g}"
        state = new_game([f"P{i + 1}" for i in range(5)], settings)
        rng = RecordedRng(seed, "speed")
        rnd = random.Random(seed)
        bots = {p: Bot(k, rnd) for p, k in zip(state.players, seat_kinds("mixed", 5, rnd))}
        while not state.ended and state.round <= 200:
            reveal(state, {p: bots[p].choose_phase(state, p, settings) for p in state.players},
                   settings, rng)
            before = state.to_dict()
            orders = {p: bots[p].orders(state, p, settings) for p in state.players}
            # the players plan on scratch copies (sharing some buildings): the state is untouched
            assert state.to_dict() == before
            pure_rng = RecordedRng(rng.seed, rng.salt, rng.next_index, list(rng.draws))
            pure, pure_record = resolve_round(state, orders, settings, pure_rng)
            assert state.to_dict() == before                  # the pure round changes nothing
            new, record = resolve_round(state, orders, settings, rng, in_place=True)
            assert new is state
            assert new.to_dict() == pure.to_dict()
            assert record.to_dict() == pure_record.to_dict()
            assert rng.next_index == pure_rng.next_index
