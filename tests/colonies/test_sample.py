"""The bundled sample campaign (gm_tool/games/colonies/data/sample/) plays through the real CLI
as `gm demo --game colonies` plays it: every command exits as the script expects (the rejected
posts included), in every format, and the campaign it leaves passes `gm verify`."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from gm_tool.cli.app import app
from gm_tool.core.game import interface as game_api


@pytest.fixture(scope="module")
def demo():
    from gm_tool.cli import demo as demo_module
    from gm_tool.games.colonies.game import GAME

    assert game_api.find_game(GAME.name) is GAME       # registered by gm_tool.games
    yield demo_module


@pytest.mark.parametrize("fmt", ["plain", "markdown", "smf"])
def test_the_sample_plays_through_the_cli(demo, fmt, tmp_path, capsys):
    script = demo.load_script("colonies")
    assert script["game"] == "colonies" and len(script["do"]) >= 40
    demo.play(tmp_path, script, fmt, demo.sample_folder("colonies"))
    out = capsys.readouterr().out
    assert "not accepted" in out.lower()               # the rejected posts are shown
    assert "Hand card 1:" in out                       # the private view sent by PM
    assert "tie" in out.lower()
    if fmt == "plain":
        verified = CliRunner().invoke(app, ["verify", script["name"], "--dir", str(tmp_path)])
        assert verified.exit_code == 0 and "OK" in verified.stdout, verified.output


def test_every_post_file_of_the_sample_is_used(demo):
    folder = demo.sample_folder("colonies")
    script = demo.load_script("colonies")
    used = {d["post"] for d in script["do"] if d.get("post")}
    files = {p.name for p in folder.iterdir() if p.name != "script.toml"}
    assert used == files
