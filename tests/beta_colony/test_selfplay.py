"""Self-play through the core harness: complete 2-, 3- and 4-player games with invariant checks
after every step, every bot input validated, written as a post and read back, and replays from
the record (the trusted path and the public one) reaching the same state."""

from __future__ import annotations

import pytest

from gm_tool.core import selfplay
from gm_tool.games.beta_colony.game import GAME


@pytest.mark.parametrize("players", [2, 3, 4])
def test_complete_games_with_every_check(players):
    report = selfplay.simulate(GAME, players, 3, f"bc-{players}", GAME.default_settings(), "mixed",
                               check=True, validate=True, roundtrip=True, verify_replay=True,
                               public_replay=True)
    assert report["games"] == 3 and not report["unfinished"]
    for key in ("invariant_violations", "roundtrip_mismatches", "bot_errors"):
        assert not report[key], report[key]
    assert report["replay_mismatches"] == 0
    assert report["steps"]["chance"] == 27


def test_each_bot_kind_plays_alone():
    for kind in GAME.bots():
        run = selfplay.play(GAME, 4, f"alone-{kind}", GAME.default_settings(), kind, check=True)
        assert run.ended and not run.violations
        assert len(run.scores) == 4 and run.winners
