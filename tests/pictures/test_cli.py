"""`gm board NAME --png/--svg`, `gm board draw`, and the pictures written beside a post by
`gm resolve`, `gm report` and `gm submit`, run as a GM runs them."""

from __future__ import annotations

import os
import shutil

import pytest
from PIL import Image
from typer.testing import CliRunner

from gm_tool.cli.app import app
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import find_game

runner = CliRunner()
NOTE = "(board picture attached)"


def without_marker(post: str) -> str:
    """The post without the opening marker `gm thread` looks for (its last line, when there)."""
    lines = post.rstrip().splitlines()
    if lines and lines[-1].startswith("gm_tool · "):
        lines = lines[:-1]
    return "\n".join(lines).rstrip()


def gm(*args):
    return runner.invoke(app, [str(a) for a in args])


@pytest.fixture
def colonies(samples, tmp_path):
    """A copy of Colonies' sample (at a posts step), safe to change."""
    folder, name = samples["colonies"]
    copy = tmp_path / "campaigns"
    shutil.copytree(folder, copy)
    return copy, name


def test_board_name_png_is_short_for_board_draw(samples, tmp_path):
    folder, name = samples["distant-colony"]
    short, long = tmp_path / "a.png", tmp_path / "b.png"
    first = gm("board", name, "--png", short, "--dir", folder)
    second = gm("board", "draw", name, "--png", long, "--dir", folder)
    assert first.exit_code == 0 and second.exit_code == 0, first.output + second.output
    assert short.read_bytes() == long.read_bytes()
    assert first.stdout == ""                       # messages go to stderr
    assert "board picture:" in first.stderr and "px" in first.stderr
    assert Image.open(short).width <= 1600


def test_board_writes_png_and_svg_and_a_past_round(samples, tmp_path):
    folder, name = samples["colonization"]
    result = gm("board", name, "--round", 3, "--png", tmp_path / "r3.png", "--svg", tmp_path / "r3.svg",
                "--dir", folder)
    assert result.exit_code == 0, result.output
    assert (tmp_path / "r3.svg").read_bytes().startswith(b"<?xml")
    now = gm("board", name, "--png", tmp_path / "now.png", "--dir", folder)
    assert now.exit_code == 0
    assert (tmp_path / "now.png").read_bytes() != (tmp_path / "r3.png").read_bytes()


@pytest.mark.parametrize("args, message", [
    ([], "say which file to write"),
    (["--png", "board.gif"], "does not end in .png"),
    (["--svg", "board.png"], "does not end in .svg"),
    (["--png", "no-such-folder/board.png"], "no folder"),
    (["--png", "."], "does not end in .png"),
    (["--png", "same.png", "--svg", "same.png"], "does not end in .svg"),
    (["--round", 999, "--png", "b.png"], "round 999 has no resolved record"),
    (["--round", 0, "--png", "b.png"], "round 0 has no resolved record"),
    (["--entry", 999, "--png", "b.png"], "record entry 999 is not in the campaign's history"),
])
def test_board_refuses_bad_requests_clearly(samples, tmp_path, monkeypatch, args, message):
    folder, name = samples["distant-colony"]
    monkeypatch.chdir(tmp_path)  # undone after the test: later tests keep the suite's folder
    result = gm("board", name, *args, "--dir", folder)
    assert result.exit_code == 1
    assert message in result.stderr and "hint:" in result.stderr
    assert "Traceback" not in result.output
    assert not list(tmp_path.glob("*.png")) and not list(tmp_path.glob("*.svg"))


def test_board_refuses_an_unwritable_folder(samples, tmp_path):
    if os.geteuid() == 0:
        pytest.skip("root writes anywhere")
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    folder, name = samples["distant-colony"]
    result = gm("board", name, "--png", locked / "b.png", "--dir", folder)
    assert result.exit_code == 1 and "permission denied" in result.stderr


def test_board_of_an_unknown_campaign(tmp_path):
    result = gm("board", "nowhere", "--png", tmp_path / "b.png", "--dir", tmp_path)
    assert result.exit_code == 1 and "Traceback" not in result.output


def test_board_check_still_works():
    result = gm("board", "check", find_game("colonies").board_file.default, "--game", "colonies")
    assert result.exit_code == 0 and "a valid" in result.stdout


def test_resolve_writes_the_picture_and_the_post_says_so(colonies, tmp_path):
    folder, name = colonies
    picture = tmp_path / "turn.png"
    result = gm("resolve", name, "--force", "--png", picture, "--format", "smf", "--dir", folder)
    assert result.exit_code == 0, result.output
    assert without_marker(result.stdout).endswith("[i]" + NOTE + "[/i]")
    assert "board picture" not in result.stdout.replace(NOTE, "")   # stdout: the post alone
    assert picture.is_file() and f"board picture: {picture}" in result.stderr
    report = gm("report", name, "--png", tmp_path / "again.png", "--format", "plain", "--dir", folder)
    assert report.exit_code == 0 and without_marker(report.stdout).endswith(NOTE)
    assert (tmp_path / "again.png").read_bytes() == picture.read_bytes()


@pytest.mark.parametrize("fmt", ["terminal", "smf", "phpbb", "bgg", "markdown", "discord", "plain"])
def test_report_says_picture_attached_in_every_format_and_only_then(samples, tmp_path, fmt):
    folder, name = samples["distant-colony"]
    with_picture = gm("report", name, "--png", tmp_path / "r.png", "--format", fmt, "--dir", folder)
    without = gm("report", name, "--format", fmt, "--dir", folder)
    assert with_picture.exit_code == 0 and without.exit_code == 0, with_picture.output
    assert NOTE in with_picture.stdout and NOTE not in without.stdout


def test_resolve_with_a_bad_path_changes_nothing(colonies):
    folder, name = colonies
    before = (folder / name / "campaign.toml").read_bytes()
    result = gm("resolve", name, "--force", "--png", "board.jpeg", "--dir", folder)
    assert result.exit_code == 1 and "does not end in .png" in result.stderr
    assert (folder / name / "campaign.toml").read_bytes() == before


def test_submit_at_a_turn_step_draws_the_board_after_it(samples, tmp_path):
    folder, name = samples["colonization"]
    copy = tmp_path / "c"
    shutil.copytree(folder, copy)
    template = gm("template", name, "Ann", "--dir", copy)
    player = "Ann"
    if template.exit_code != 0:  # not Ann's turn: ask whose it is
        status = runner.invoke(app, ["status", name, "--json", "--dir", str(copy)])
        import json
        player = json.loads(status.stdout)["step"]["players"][0]
    import random

    from gm_tool.core.store.files import CampaignStore
    from gm_tool.games.colonization.actions import to_text
    from gm_tool.games.colonization.selfplay import choose
    from gm_tool.games.colonization.state import ColState

    campaign = CampaignStore(copy).load(name)
    game = find_game("colonization")
    post = to_text(choose(ColState.from_dict(campaign.state), player,
                          game.load_settings(campaign.settings), random.Random(1)))
    result = runner.invoke(app, ["submit", name, player, "-", "--png", str(tmp_path / "t.png"),
                                 "--dir", str(copy)], input=post)
    assert result.exit_code == 0, result.output
    assert (tmp_path / "t.png").is_file() and NOTE in result.stdout


def test_a_game_without_a_picture_says_so(monkeypatch):
    import dataclasses

    from gm_tool.core.ops import pictures as pictures_module
    from gm_tool.core.kit.views.presentation import declared

    game = find_game("distant-colony")
    without = dataclasses.replace(declared(game), picture=None)
    monkeypatch.setattr(pictures_module, "declared", lambda g: without)
    with pytest.raises(GmError, match="has no board picture"):
        pictures_module.draw_picture(game, {}, None)


def test_no_picture_code_is_loaded_by_other_commands():
    """matplotlib costs a few hundred milliseconds: only a command that draws imports it."""
    import subprocess
    import sys

    code = ("import sys; from gm_tool.cli.app import all_modules, build_app; "
            "from gm_tool.core.game.interface import all_games; build_app(all_modules()); all_games(); "
            "print('matplotlib' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
