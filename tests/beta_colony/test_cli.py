"""Beta Colony through the real `gm` commands: the bundled sample campaign (gm demo), board files
(gm board check, gm new --board and its sha256), and "placeholder board" said once in every post
of every format when the board is the placeholder, never otherwise. (The conformance suite,
tests/conformance, plays the game through every other command.)"""

from __future__ import annotations

import hashlib
import json
import tomllib

import pytest
from typer.testing import CliRunner

from gm_tool.games.beta_colony.rules.board import PLACEHOLDER_BOARD

FORMATS = ["terminal", "smf", "phpbb", "bgg", "markdown", "discord", "plain"]


@pytest.fixture(scope="module")
def gm():
    import gm_tool.games  # noqa: F401  (registers the games)
    from gm_tool.cli.app import app
    runner = CliRunner()
    return lambda *args: runner.invoke(app, [str(a) for a in args])


def test_gm_demo_plays_the_sample(gm, tmp_path):
    result = gm("demo", "--game", "beta-colony", "--dir", tmp_path, "--format", "plain")
    assert result.exit_code == 0, result.output[-3000:]
    out = result.output
    assert "read 'Nebar' as 'nebra'" in out
    assert "NOT accepted" in out and "your red die shows 6, not 5" in out
    assert "it replaces your earlier" in " ".join(out.split())  # plain text wraps at 72 columns
    status = json.loads(gm("status", "sample", "--dir", tmp_path, "--json").stdout)
    assert status["step"]["label"].endswith("round 2")
    verify = gm("verify", "sample", "--dir", tmp_path)
    assert verify.exit_code == 0, verify.output


def test_board_check_names_every_problem_and_loads_nothing(gm, tmp_path):
    good = gm("board", "check", PLACEHOLDER_BOARD, "--game", "beta-colony")
    assert good.exit_code == 0
    assert hashlib.sha256(PLACEHOLDER_BOARD.read_bytes()).hexdigest() in good.stdout
    text = PLACEHOLDER_BOARD.read_text(encoding="utf-8")
    bad = tmp_path / "bad.toml"
    bad.write_text(text.replace('"purple"', '"x"').replace('spaces = ["yellow"', 'spaces = ["purple"', 1)
                   .replace("track_length = 15", "track_length = 12", 1), encoding="utf-8")
    result = gm("board", "check", bad, "--game", "beta-colony")
    assert result.exit_code == 1
    assert "colony[0].spaces[0]: 'purple' is not a space colour" in result.output
    assert "colony[0].track[6].space: 14 is beyond the track's 12 spaces" in result.output
    created = gm("new", "x", "--game", "beta-colony", "-p", "Ann", "-p", "Bob", "--board", bad,
                 "--dir", tmp_path / "c")
    assert created.exit_code == 1 and not (tmp_path / "c" / "x").exists()


def own_board(tmp_path):
    text = PLACEHOLDER_BOARD.read_text(encoding="utf-8").replace("placeholder = true\nnote",
                                                                 "placeholder = false\nnote")
    text = text.replace('name = "Beta Colony placeholder board"', 'name = "My printed board"')
    path = tmp_path / "mine.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_campaign_records_its_boards_sha256(gm, tmp_path):
    path = own_board(tmp_path)
    result = gm("new", "mine", "--game", "beta-colony", "-p", "Ann", "-p", "Bob", "--board", path,
                "--dir", tmp_path, "--format", "plain")
    assert result.exit_code == 0, result.output
    data = tomllib.loads((tmp_path / "mine" / "campaign.toml").read_text(encoding="utf-8"))
    assert data["board_sha256"] == hashlib.sha256(path.read_bytes()).hexdigest()
    assert "placeholder board" not in result.output
    assert "My printed board" in result.output


def _campaign(gm, tmp_path):
    result = gm("new", "pb", "--game", "beta-colony", "-p", "Ann", "-p", "Bob", "-p", "Cy",
                "--seed", "7", "--dir", tmp_path, "--format", "plain")
    assert result.exit_code == 0, result.output
    return result.output


def test_placeholder_board_is_said_once_in_every_post(gm, tmp_path):
    texts = {"new (plain)": _campaign(gm, tmp_path)}
    for fmt in FORMATS:
        texts[f"status ({fmt})"] = gm("status", "pb", "--dir", tmp_path, "--format", fmt).stdout
    post = tmp_path / "post.txt"
    player = json.loads(gm("status", "pb", "--dir", tmp_path, "--json").stdout)["step"]["players"][0]
    template = gm("template", "pb", player, "--dir", tmp_path).stdout
    assert template.strip().splitlines()[-1].startswith("mat:"), template
    post.write_text(template, encoding="utf-8")
    submitted = gm("submit", "pb", player, post, "--dir", tmp_path, "--format", "markdown")
    assert submitted.exit_code == 0, submitted.output
    texts["submit (markdown)"] = submitted.stdout.split("Thanks!", 1)[-1]
    for fmt in FORMATS:
        texts[f"report ({fmt})"] = gm("report", "pb", "--entry", 1, "--dir", tmp_path,
                                      "--format", fmt).stdout
    for where, text in texts.items():
        flat = " ".join(text.split())
        assert flat.count("placeholder board") == 1, (where, text[:2000])
