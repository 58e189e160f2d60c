"""Issue 20 through the CLI: the game's own clock in what players and the GM read, posts sent
ahead of their turn, dice rolled outside the tool, settings changed as rulings, undo keeping
the rulings made after the undone point, and resolve naming everything that holds it."""

import json
import re

import pytest
from typer.testing import CliRunner

from gm_tool.cli.app import app

runner = CliRunner()


@pytest.fixture
def gm(tmp_path, monkeypatch):
    monkeypatch.setenv("GM_CAMPAIGNS", str(tmp_path / "c"))

    def run(*args, stdin=None, code=0):
        result = runner.invoke(app, [str(a) for a in args], input=stdin)
        assert result.exit_code == code, result.output
        assert "Traceback" not in result.output
        return result

    return run


def status(gm, name):
    return json.loads(gm("status", name, "--json").stdout)


def test_a_post_sent_ahead_waits_for_its_turn_and_is_applied_then(gm):
    gm("new", "k", "--game", "col", "-p", "Ann", "-p", "Bob", "--seed", "4", "--seed-salt", "s")
    kept = gm("submit", "k", "Bob", "-", stdin="Draw a planet\n")
    assert "@Bob: your post is kept for your turn" in kept.stdout
    assert status(gm, "k")["kept_for_later"] == {"Bob": "it is Ann's turn now"}
    both = gm("submit", "k", "Ann", "-", "--format", "plain", stdin="Draw a planet\n")
    assert "Bob's post kept for later: checked at its turn and applied" in both.stderr
    now = status(gm, "k")
    assert now["kept_for_later"] == {} and now["round"] == 3 and now["clock"] == "Turn 3 · Ann"
    assert "OK" in gm("verify", "k").stdout


def test_a_post_naming_a_later_turn_is_held_to_it_and_a_past_one_is_refused(gm):
    gm("new", "k", "--game", "col", "-p", "Ann", "-p", "Bob", "--seed", "4", "--seed-salt", "s")
    held = gm("submit", "k", "Ann", "-", stdin="Turn 3: draw a planet\n")
    assert "it names turn 3" in held.stdout and status(gm, "k")["round"] == 1
    gm("submit", "k", "Ann", "-", stdin="Draw a planet\n")       # her turn 1 replaces nothing kept for 3
    assert status(gm, "k")["kept_for_later"] == {"Ann": "it names turn 3"}
    gm("submit", "k", "Bob", "-", stdin="Draw a planet\n")       # turn 2: then Ann's kept turn 3 applies
    assert status(gm, "k")["round"] == 4
    past = gm("submit", "k", "Bob", "-", stdin="Turn 2: draw a planet\n", code=1)
    assert "names turn 2, which has been played" in past.output


def test_gm_rolls_the_dice_when_the_campaign_says_so(gm):
    gm("new", "r", "--game", "beta-colony", "-p", "Ann", "-p", "Bob", "--set", "dice=gm")
    for _ in range(8):
        step = status(gm, "r")["step"]
        if step["kind"] != "turn":
            break
        post = gm("template", "r", step["players"][0]).stdout
        gm("submit", "r", step["players"][0], "-", stdin="\n".join(
            line for line in post.splitlines() if not line.startswith("(")))
    now = status(gm, "r")
    assert now["stage"] == "chance" and "the GM's roll (gm roll r" in now["step"]["label"]
    assert "takes 4 values" in gm("roll", "r", "6", "1", "--reason", "x", code=1).output
    assert "7 is not a face" in gm("roll", "r", "6", "1", "3", "7", "--reason", "x", code=1).output
    assert "a roll needs a reason" in gm("roll", "r", "6", "1", "3", "2", code=1).output
    rolled = gm("roll", "r", "6", "1", "3", "2", "--reason", "forum roller, post #41")
    assert "rolled by the GM (forum roller, post #41)" in rolled.stdout
    shown = gm("status", "r", "--format", "plain").stdout
    assert "entered by the GM" in shown and "black 6, blue 1, red 3, green 2" in shown
    assert "OK" in gm("verify", "r").stdout
    assert "does not wait for a roll" in gm("roll", "r", "1", "--reason", "x", code=1).output


def test_a_setting_changes_as_a_ruling_and_a_hand_edit_is_named(gm, tmp_path):
    gm("new", "s", "--game", "dc", "-p", "Ann", "-p", "Bob", "-p", "Cy")
    assert "needs a reason" in gm("set", "s", "missed_turn=auto", code=1).output
    made = gm("set", "s", "missed_turn=auto", "--reason", "agreed in the thread")
    assert "settings: missed_turn 'hold' → 'auto'" in made.stdout and "Round 1" in made.stdout
    assert "OK" in gm("verify", "s").stdout
    assert "missed_turn 'hold' → 'auto'" in gm("log", "s").stdout
    path = tmp_path / "c" / "s" / "campaign.toml"
    path.write_text(path.read_text().replace('missed_turn = "auto"', 'missed_turn = "hold"'))
    named = gm("verify", "s", code=1).stdout
    assert "settings changed by hand" in named and "gm set s missed_turn=hold" in named


def test_the_commitment_line_names_the_games_own_turn_not_a_record_number(gm):
    gm("new", "y", "--game", "colonies", "-p", "Ann", "-p", "Bob", "-p", "Cy", "--seed", "3")
    line = gm("choose", "y", "Ann", "my 1st card").stdout
    assert line.startswith("Turn 1 · event deck: Ann's choice is in")
    assert status(gm, "y")["entry"] == 1 and status(gm, "y")["round"] == 1
    assert re.search(r"\bRound \d", line) is None
