"""Whole games: self-play to the end through the rules, invariants after every action, replay
from the record, and every action written as a post and read back to the same action."""

from __future__ import annotations

import pytest

from gm_tool.games.colonization.selfplay import check_invariants, play_game, replay, simulate
from gm_tool.games.colonization.settings import ColonizationSettings


@pytest.mark.parametrize("players,games", [(2, 120), (3, 100), (4, 100)])
def test_self_play_games_end_hold_invariants_replay_and_round_trip(players, games):
    report = simulate(players, games, f"ci-{players}")
    assert report["games"] == games
    assert report["invariant_violations"] == []
    assert report["replay_mismatches"] == 0
    assert report["roundtrip_mismatches"] == []
    assert report["bot_errors"] == {}
    assert report["unfinished"] == []
    assert set(report["action_counts"]) == {"draw", "colonize", "destroy", "roll", "warp", "restore"}
    assert report["games_per_second"] and report["actions"]["min"] > 0


def test_self_play_reaches_every_outcome():
    report = simulate(3, 150, "outcomes", check=False, verify_replay=False)
    assert set(report["outcomes"]) >= {"colonized", "colonization failed", "colony destroyed",
                                       "attack failed", "warp", "stayed", "short roll moved toward"}


@pytest.mark.parametrize("assignments", [
    {"suit_assignment": "random", "start_sun": "random", "turn_order": "random"},
    {"placement_compare": "outermost", "lower_planet": "chain_end"},
    {"short_roll": "stay", "sun_sharing": False, "warp_coin": "keep"},
    {"destroyed_coin": "removed", "colonize_success": "greater_or_equal",
     "ace_planet": "null_or_ace_and_total", "colony_coin_unnamed": "lowest"},
    {"destroyed_coin": "stash", "destroy_needs_coin": True, "opponent_colony_cost": 3,
     "count_bonus": "cumulative", "tie_break": "most_coins"},
])
def test_self_play_with_other_settings(assignments):
    settings = ColonizationSettings(**assignments)
    report = simulate(3, 40, "settings", settings)
    assert report["invariant_violations"] == []
    assert report["replay_mismatches"] == 0
    assert report["roundtrip_mismatches"] == []
    assert report["bot_errors"] == {}


def test_replay_is_deterministic_and_invariants_hold_at_the_end():
    settings = ColonizationSettings()
    result = play_game(4, "det", settings)
    assert result.ended
    assert replay(result, settings).to_dict() == result.final.to_dict()
    assert check_invariants(result.final, settings) == []
    again = play_game(4, "det", settings)
    assert [a for _, a in again.actions] == [a for _, a in result.actions]


def test_the_greedy_strategy_beats_random_play_and_plays_clean_games():
    report = simulate(3, 150, "strategy", bots="mixed", public_replay=True)
    assert report["invariant_violations"] == []
    assert report["replay_mismatches"] == 0
    assert report["roundtrip_mismatches"] == [] and report["roundtrips_checked"] > 3000
    assert report["bot_errors"] == {} and report["unfinished"] == []
    kinds = report["by_kind"]
    assert set(kinds) == {"random", "greedy"}
    assert kinds["greedy"]["mean_score"] > kinds["random"]["mean_score"] + 2
    assert kinds["greedy"]["wins"] > kinds["random"]["wins"]


def test_gm_simulate_plays_colonization_through_the_core_harness():
    from gm_tool.core.game.selfplay import simulate_options
    from gm_tool.games.colonization.game import GAME

    play = GAME.selfplay()
    report = simulate_options(play, 4, 10, "cli", ColonizationSettings(), {"bots": "greedy"})
    assert report["game"] == "colonization" and report["bots"] == "greedy"
    assert report["checks"]["roundtrip"] is True          # Colonization's default
    assert report["steps"]["turn"] == sum(report["action_counts"].values())
    text = play.report_text(report)
    assert "games of Colonization" in text and "invariant violations: none" in text
