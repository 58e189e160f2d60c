"""The conformance suite (tests/conformance/conformance_lib.py) run on Colonies before it is
registered with the tool: the game joins the registry for this module only, is played to its end
through the real `gm` commands, and every topic the suite checks must be clean."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

CONFORMANCE = Path(__file__).parents[1] / "conformance"


@pytest.fixture(scope="module")
def lib():
    sys.path.insert(0, str(CONFORMANCE))
    try:
        import conformance_lib
        yield conformance_lib
    finally:
        sys.path.remove(str(CONFORMANCE))


@pytest.fixture(scope="module")
def registered():
    from gm_tool.core import game_api
    from gm_tool.core.matching import fold
    from gm_tool.games.colonies.game import GAME
    already = fold(GAME.name) in game_api._REGISTRY or fold(GAME.name) in game_api._LAZY
    if not already:
        game_api.register(GAME)
    yield GAME
    if not already:
        for key in (GAME.name, *GAME.aliases):
            game_api._REGISTRY.pop(fold(key), None)


#: how the suite plays Colonies here: a short game (three years, the deck built again after the
#: second) with every step kind, and a GM ruling that applies at any step. The suite's own
#: default for a game without a profile plays the full ten years (about 200 steps: minutes);
#: this is the profile to add to conformance_lib.PROFILES when the game is registered.
PROFILE = {"players": ["Ann", "Bob", "Cy"], "settings": ["turns=3", "resupply_turn=2"],
           "adjust": lambda campaign, player: "+1 credits", "every": 5}


@pytest.fixture(scope="module")
def played(lib, registered, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("col-conformance")
    profiles = dict(lib.PROFILES)
    lib.PROFILES.setdefault("colonies", lib.Profile("colonies", **PROFILE))
    try:
        with lib.cached_environments():
            return lib.play(lib.Gm(tmp / "campaigns"), registered, tmp)
    finally:
        lib.PROFILES.clear()
        lib.PROFILES.update(profiles)


TOPICS = ["play", "secrets", "wrong-step", "remind", "template", "verify", "undo", "bots",
          "roundtrip", "private", "status", "report", "log", "export", "deadline", "edit",
          "adjust", "seats", "ingest"]


@pytest.mark.parametrize("topic", TOPICS)
def test_every_topic_is_clean(played, topic):
    assert played.ended or topic != "play", played.report("play") + "\n" + "; ".join(played.steps[-8:])
    assert not played.of(topic), played.report(topic)


def test_every_template_renders(lib, played):
    from gm_tool.render.formats import FORMATS, TARGETS
    from gm_tool.render.presentation import presentation
    folder = presentation(played.game).templates_dir
    assert folder is not None
    missing = []
    for path in sorted(folder.rglob("*.j2")):
        family = path.parent.name
        if path.name.startswith("_"):
            continue
        formats = [f for f in FORMATS if TARGETS[f].family == family or f == family]
        missing += [f"{family}/{path.name} in {f}" for f in formats
                    if (path.stem, f) not in played.rendered]
    assert not missing, missing


def test_gm_simulate_plays_colonies(lib, registered, tmp_path):
    result = lib.Gm(tmp_path)("simulate", "--game", "colonies", "--players", 3, "--games", 2,
                              "--seed", "c1", "--json")
    assert result.exit_code == 0, result.output[-3000:]
    report = json.loads(result.stdout)
    for key in ("invariant_violations", "replay_mismatches", "roundtrip_mismatches", "bot_errors"):
        assert not report.get(key), f"{key}: {report.get(key)}"
