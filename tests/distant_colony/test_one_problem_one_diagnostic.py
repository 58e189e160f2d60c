"""One problem gives one diagnostic: orders for a phase that does not happen this round are one
error on their line (the rules'), not also the reader's warning about the same section."""

import gm_tool.games  # noqa: F401
from gm_tool.core.game.interface import find_game
from gm_tool.core.kit.rng import RecordedRng


def test_orders_for_a_phase_not_played_give_one_error():
    game = find_game("dc")
    settings = game.settings_model()
    state = game.setup(["Ann", "Bob"], settings, RecordedRng("one", "problem"))
    state = game.apply_secret(state, {"Ann": "Build", "Bob": "Build"}, settings,
                              RecordedRng("one", "problem", 5)).state
    checked = game.check_post(state, "Ann", "Organization: Unskilled to Farm #2\nBuild: nothing\n",
                              settings, {})
    on_line_1 = [d for d in checked.diagnostics if d.line == 1 and d.severity.value != "info"]
    assert [d.code for d in on_line_1] == ["dc.organization.not_happening"]


def test_a_section_for_a_phase_not_played_without_orders_is_still_a_warning():
    game = find_game("dc")
    settings = game.settings_model()
    state = game.setup(["Ann", "Bob"], settings, RecordedRng("one", "problem"))
    state = game.apply_secret(state, {"Ann": "Build", "Bob": "Build"}, settings,
                              RecordedRng("one", "problem", 5)).state
    checked = game.check_post(state, "Ann", "Organization: nothing\nBuild: nothing\n", settings, {})
    assert "dc.post.phase_not_played" in [d.code for d in checked.diagnostics]
