"""Colonization through the CLI: sequential turns, dice rolled by the tool, the board in JSON."""

import json

import pytest
from typer.testing import CliRunner

from gm_tool.cli.app import app

runner = CliRunner()


@pytest.fixture
def gm(tmp_path, monkeypatch):
    monkeypatch.setenv("GM_CAMPAIGNS", str(tmp_path / "c"))

    def run(*args, stdin=None, code=0):
        result = runner.invoke(app, list(args), input=stdin)
        assert result.exit_code == code, result.output
        return result

    return run


def test_a_few_turns_by_the_rules(gm):
    created = gm("new", "space", "--game", "col", "-p", "Ann", "-p", "Bob", "--seed", "4")
    assert "Colonization" in created.output
    status = json.loads(gm("status", "space", "--json").output)
    assert status["game"] == "colonization" and status["pending"] == ["Ann"]
    assert status["planets_left"] == 20
    assert [s["suit"] for s in status["systems"]] == ["Suns", "Moons", "Crowns", "Arms"]
    assert sorted(status["players"]["Ann"]["stash"]) == sorted(["null", "ace", "2", "3", "4", "5"])
    # only the player whose turn it is is checked now (gm submit would keep Bob's for his turn)
    refused = gm("check", "space", "Bob", "-", stdin="draw a planet\n", code=1)
    assert "it is Ann's turn" in refused.output and "keeps the post for Bob's turn" in refused.output
    # secret choices do not exist in this game
    assert "it cannot take a secret choice now" in gm("choose", "space", "Ann", "draw", code=1).output
    turn = gm("submit", "space", "Ann", "-", "--format", "plain", stdin="Hi all!\n\nDraw a planet\n")
    assert "Next: Bob" in turn.output
    status = json.loads(gm("status", "space", "--json").output)
    assert status["planets_left"] == 19 and status["pending"] == ["Bob"]
    placed = [p for s in status["systems"] for p in s["planets"]]
    assert len(placed) == 1
    # dice are never entered by hand: a roll stated in a post is ignored, with a warning
    stated = gm("submit", "space", "Bob", "-", "--format", "plain",
                stdin="I rolled a 5, so: draw a planet\n")
    assert "ignored" in " ".join(stated.output.split())
    assert json.loads(gm("status", "space", "--json").output)["planets_left"] == 18
    history = gm("log", "space").output
    assert "round 1" in history.lower() or "turn 1" in history.lower()
    assert gm("verify", "space").exit_code == 0
