"""The conformance suite: every registered game (Distant Colony, Colonization, and Sealed Bids,
the game that lives only in tests/conformance/test_game/) played to its end through the real
engine and the `gm` commands, each game once (a module fixture), then one test per property.

What each test asserts is described in docs/adding-a-game.md ("The conformance suite").
"""

from __future__ import annotations

import json

import pytest
from conformance_lib import Findings, Gm, cached_environments, games_under_test, play

from gm_tool.render.formats import FORMATS, TARGETS
from gm_tool.render.presentation import presentation

GAMES = [g.name for g in games_under_test()]

#: what the suite finds wrong in a bundled game today, (game, topic) -> where: the test is
#: marked xfail(strict) until the game is fixed (then the mark goes)
KNOWN: dict[tuple[str, str], str] = {}


def known(request, played: Findings, topic: str) -> None:
    reason = KNOWN.get((played.game, topic))
    if reason:
        request.applymarker(pytest.mark.xfail(strict=True, reason=reason))


@pytest.fixture(scope="module", params=GAMES)
def played(request, tmp_path_factory) -> Findings:
    from gm_tool.core.game.interface import find_game

    game = find_game(request.param)
    tmp = tmp_path_factory.mktemp(f"conformance-{game.name}")
    with cached_environments():
        return play(Gm(tmp / "campaigns"), game, tmp)


def test_the_suite_covers_every_game_and_the_test_game():
    assert {"distant-colony", "colonization", "sealed-bids"} <= set(GAMES)


def test_the_game_is_played_to_its_end(request, played):
    known(request, played, "play")
    assert played.ended, played.report("play") + "\n  steps: " + "; ".join(played.steps[-10:])
    assert not played.of("play"), played.report("play")


def test_no_secret_in_any_public_output_at_any_step(request, played):
    known(request, played, "secrets")
    assert played.counts.get("secrets", 0) > 10
    assert not played.of("secrets"), played.report("secrets")


def test_a_command_that_does_not_fit_the_step_says_so_and_changes_nothing(request, played):
    known(request, played, "wrong-step")
    assert played.counts.get("wrong-step", 0) > 0
    assert not played.of("wrong-step"), played.report("wrong-step")


def test_every_public_line_names_the_games_own_clock(request, played):
    """No public output of any command names the engine's record number as a round, turn or
    year (issue 20): "Round 16: Lu's choice is in" in a game's second year is what this catches."""
    known(request, played, "clock")
    assert played.counts.get("clock", 0) > 0
    assert not played.of("clock"), played.report("clock")


def test_remind_names_who_the_step_waits_for(request, played):
    known(request, played, "remind")
    assert not played.of("remind"), played.report("remind")


def test_templates_are_read_by_gm_check(request, played):
    known(request, played, "template")
    assert played.counts.get("template", 0) > 0
    assert not played.of("template"), played.report("template")


def test_verify_passes_at_every_sampled_step_and_after_undo(request, played):
    known(request, played, "verify")
    known(request, played, "undo")
    assert not played.of("verify"), played.report("verify")
    assert played.counts.get("undo", 0) >= 2, "undo was not tried mid-game and at the end"
    assert not played.of("undo"), played.report("undo")


def test_the_bots_write_every_input(request, played):
    """The game's self-play bots (core/game/selfplay.py, `Game.selfplay()`) give an input at every
    step, written as the game's canonical text (`SelfPlay.write_action`)."""
    known(request, played, "bots")
    assert not played.of("bots"), played.report("bots")


def test_every_input_survives_the_text_round_trip(request, played):
    known(request, played, "roundtrip")
    assert not played.of("roundtrip"), played.report("roundtrip")


def test_a_private_view_shows_the_player_their_own_secrets_only(request, played):
    """gm status NAME --player P (sent by PM): what the game's view for P gives P, and no
    other player's private values, no seed, no salt of a choice not yet revealed."""
    known(request, played, "private")
    assert not played.of("private"), played.report("private")


@pytest.mark.parametrize("topic", ["status", "report", "log", "export", "deadline", "edit",
                                   "adjust", "seats", "ingest"])
def test_every_gm_operation_works(request, played, topic):
    known(request, played, topic)
    assert not played.of(topic), played.report(topic)


def test_every_template_of_the_game_renders(played):
    """Each `<family>/<view>.j2` of the game's package was rendered, in every format of its
    family, without an error; each `_*.j2` block file is imported by one of them."""
    folder = presentation(played.game).templates_dir
    assert folder is not None, f"{played.game} has no templates folder"
    missing = []
    for path in sorted(folder.rglob("*.j2")):
        family = path.parent.name
        if path.name.startswith("_"):
            used = any(path.name in other.read_text(encoding="utf-8")
                       for other in path.parent.glob("*.j2") if other != path)
            if not used:
                missing.append(f"{family}/{path.name} is imported by no template")
            continue
        view = path.stem
        formats = [f for f in FORMATS if TARGETS[f].family == family or f == family]
        missing += [f"{family}/{path.name} in {f}" for f in formats if (view, f) not in played.rendered]
    assert not missing, f"{played.game}: not rendered: {missing}"


@pytest.mark.parametrize("name", GAMES)
def test_gm_simulate_plays_the_game_with_its_bots(name, tmp_path):
    """Self-play (core/game/selfplay.py or the game's own): complete games, invariants, replay."""
    result = Gm(tmp_path)("simulate", "--game", name, "--players", 3, "--games", 2, "--seed", "c1",
                          "--roundtrip", "--public-replay", "--json")
    assert result.exit_code == 0, result.output[-3000:]
    report = json.loads(result.stdout)
    for key in ("invariant_violations", "replay_mismatches", "roundtrip_mismatches", "bot_errors"):
        assert not report.get(key), f"{name}: {key}: {report.get(key)}"


def test_gm_games_lists_every_game(tmp_path):
    result = Gm(tmp_path)("games")
    assert result.exit_code == 0
    for name in GAMES:
        assert name in result.stdout


@pytest.mark.parametrize("name", GAMES)
def test_gm_board_check_accepts_the_games_own_board(name, tmp_path):
    from gm_tool.core.game.interface import find_game

    board = getattr(find_game(name), "default_board", lambda: None)()
    if board is None:
        pytest.skip(f"{name} has no board file")
    result = Gm(tmp_path)("board", "check", board, "--game", name)
    assert result.exit_code == 0 and "sha256" in result.stdout, result.output


def test_the_secret_check_finds_a_leak(monkeypatch, tmp_path):
    """The suite's own check: a Sealed Bids whose public view shows the stocks is caught."""
    from gm_tool.core.game.interface import find_game

    game = find_game("sealed-bids")
    honest = type(game).view

    def leaky(self, state, viewer, settings, *, as_state=False):
        shown = honest(self, state, viewer, settings, as_state=as_state)
        if viewer is None and not as_state:
            shown = {**shown, "stock": dict(state["stock"])}
        return shown

    monkeypatch.setattr(type(game), "view", leaky)
    with cached_environments():
        findings = play(Gm(tmp_path / "campaigns"), game, tmp_path)
    assert any("hidden state" in line and "gm status conf --json" in line
               for line in findings.of("secrets")), findings.report("secrets")
