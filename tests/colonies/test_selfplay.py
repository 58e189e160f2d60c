"""Self-play through the core harness (core/selfplay.py): complete 3-, 4- and 5-player games with
invariant checks after every step (resources, colonists and credits conserved; every event card
in one place), every bot input validated, written as its canonical text and read back, and every
game replayed from its record on the trusted path and through the public interface."""

from __future__ import annotations

import pytest

from gm_tool.core import selfplay
from gm_tool.games.colonies.game import GAME
from gm_tool.games.colonies.settings import ColoniesSettings


@pytest.mark.parametrize("players", [3, 4, 5])
def test_complete_games_with_every_check(players):
    report = selfplay.simulate(GAME, players, 2, f"col-{players}", GAME.default_settings(), "mixed",
                               check=True, validate=True, roundtrip=True, verify_replay=True,
                               public_replay=True)
    assert report["games"] == 2 and not report["unfinished"]
    for key in ("invariant_violations", "roundtrip_mismatches", "bot_errors"):
        assert not report[key], report[key]
    assert report["replay_mismatches"] == 0
    assert report["roundtrips_checked"] > 300
    assert report["steps"]["secret"] >= 2 * (10 + 2)          # ten votes, two deck picks a game


def test_each_bot_kind_plays_alone():
    for kind in GAME.bots():
        run = selfplay.play(GAME, 4, f"alone-{kind}", GAME.default_settings(), kind, check=True)
        assert run.ended and not run.violations, run.violations[:3]
        assert len(run.scores) == 4 and run.winners


@pytest.mark.parametrize("settings", [
    ColoniesSettings(community_choice="default", missed_vote="yes"),
    ColoniesSettings(pirates_take_credits=True, neutral_routes_blockable=True,
                     substitute_default="ring", unilateral_with_neutral=True, resupply_turn=0),
])
def test_house_rules_keep_the_invariants(settings):
    report = selfplay.simulate(GAME, 4, 3, "house", settings, "mixed", check=True, validate=True,
                               roundtrip=True, verify_replay=True)
    for key in ("invariant_violations", "roundtrip_mismatches", "bot_errors"):
        assert not report[key], report[key]
    assert report["replay_mismatches"] == 0 and not report["unfinished"]


def test_the_bots_do_every_action_and_both_outcomes_happen():
    report = selfplay.simulate(GAME, 5, 4, "variety", GAME.default_settings(), "mixed",
                               check=True, verify_replay=False)
    actions = report["colonies"]["actions"]
    for kind in ("community", "military", "commerce", "influence", "industry", "upgrade", "pass"):
        assert actions.get(kind), (kind, actions)
    assert {"yes", "no"} <= set(report["colonies"]["votes"])
