"""The bundled sample campaign (gm_tool/games/colonization/data/sample/) plays through the real CLI
as `gm demo --game colonization` plays it: every command exits as the script expects (Bob's
rejected restore included), in every format; it plays all five actions of the rules and ends with
three colonies on the table; and the campaign it leaves passes `gm verify`."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

FORMATS = ["terminal", "smf", "phpbb", "bgg", "markdown", "discord", "plain"]


@pytest.fixture(scope="module")
def gm():
    import gm_tool.games  # noqa: F401  (registers the games)
    from gm_tool.cli.app import app
    runner = CliRunner()
    return lambda *args: runner.invoke(app, [str(a) for a in args])


@pytest.fixture(scope="module")
def played(gm, tmp_path_factory):
    """The sample played once with --dir (plain text): (campaigns folder, the demo's output)."""
    folder = tmp_path_factory.mktemp("colonization-sample")
    result = gm("demo", "--game", "colonization", "--dir", folder, "--format", "plain")
    assert result.exit_code == 0, result.output[-3000:]
    return folder, result.output


def test_the_script_is_a_three_player_colonization_sample():
    from gm_tool.cli import demo

    script = demo.load_script("colonization")
    assert script["game"] == "colonization" and script["players"] == ["Ann", "Bob", "Cy"]
    assert script["seed"] and script["seed_salt"]
    commands = [d["gm"][0] for d in script["do"]]
    assert {"template", "submit", "status", "report"} <= set(commands)
    assert [d.get("expect", 0) for d in script["do"]].count(1) == 1


def test_the_demo_reads_every_post_and_rejects_only_the_wrong_one(played):
    _, out = played
    words = " ".join(out.split())                       # plain text wraps at 72 columns
    assert out.count("NOT accepted") == 1
    assert "off a sun you may restore 1 coin; you name 2" in words
    assert "accepted (it replaces your earlier post)" in words
    assert "read 'colonzie' as 'colonize'" in words     # the typo, with a did-you-mean
    assert "→ Roll and move to the 3 of Crowns" in words  # "1 away from the sun (onto 3 ...)"
    assert "rolled 3: 3 = 3: the colonization of 3 of Crowns fails" in words  # Cy's gamble
    assert words.count("→ Draw a planet") == 5  # quoted posts are not read as actions
    assert "→ Play the Null coin: warp to the sun of Arms" in words
    assert "→ Restore the 3 coin" in words


def test_the_sample_ends_with_three_colonies_ships_and_coins_spent(gm, played):
    folder, _ = played
    status = json.loads(gm("status", "sample", "--dir", folder, "--json").stdout)
    assert status["step"]["label"] == "Ann's turn 16" and not status["ended"]
    colonies = {p["id"]: (p["colony"]["owner"], p["colony"]["coin"])
                for s in status["systems"] for p in s["planets"] if p["colony"]}
    assert colonies == {"2-Suns": ("Ann", "2"), "5-Moons": ("Bob", "5"), "3-Crowns": ("Cy", "3")}
    players = status["players"]
    assert {n: p["ship"]["at"] for n, p in players.items()} == \
        {"Ann": "2-Suns", "Bob": "sun", "Cy": "4-Crowns"}
    assert {n: p["discard"] for n, p in players.items()} == \
        {"Ann": ["ace"], "Bob": ["null", "2"], "Cy": ["ace"]}
    assert {n: p["score"]["total"] for n, p in players.items()} == {"Ann": 4, "Bob": 7, "Cy": 5}
    assert players["Bob"]["ship"]["system"] == "Arms"
    assert [[p["id"] for p in s["planets"]] for s in status["systems"]] == \
        [["2-Suns"], ["5-Moons"], ["3-Crowns", "4-Crowns"], ["4-Arms"]]
    assert status["planets_left"] == 15


def test_the_sample_campaign_replays_from_its_seed(gm, played):
    folder, _ = played
    verify = gm("verify", "sample", "--dir", folder)
    assert verify.exit_code == 0, verify.output
    assert "reaches the stored state" in verify.output


@pytest.mark.parametrize("fmt", [f for f in FORMATS if f != "plain"])
def test_the_demo_plays_in_every_format(gm, fmt):
    result = gm("demo", "--game", "colonization", "--format", fmt)
    assert result.exit_code == 0, result.output[-3000:]
    assert "not accepted" in result.output.lower() and "Traceback" not in result.output


def test_every_post_file_of_the_sample_is_used():
    from gm_tool.cli import demo

    folder = demo.sample_folder("colonization")
    script = demo.load_script("colonization")
    used = {d["post"] for d in script["do"] if d.get("post")}
    files = {p.name for p in folder.iterdir() if p.name != "script.toml"}
    assert used == files


def test_every_accepted_post_of_the_sample_is_one_gm_check_accepts_on_its_own():
    """Each post read alone (no campaign): it holds exactly one action line."""
    from gm_tool.cli import demo
    from gm_tool.games.colonization.posts import parse_post

    folder = demo.sample_folder("colonization")
    for entry in demo.load_script("colonization")["do"]:
        if entry.get("post"):
            parsed = parse_post((folder / entry["post"]).read_text(encoding="utf-8"))
            assert parsed.action is not None, entry["post"]
            assert not [d for d in parsed.diagnostics if d.severity.value == "error"], entry["post"]
