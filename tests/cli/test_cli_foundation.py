"""The GM's commands from issue 2, run as a user runs them."""

import json
import re

import pytest
from typer.testing import CliRunner

from gm_tool.core.engine.steps import waiting_word_of
from gm_tool.cli.app import app
from gm_tool.core.store.files import CampaignStore
from gm_tool.render.formats import FORMATS

runner = CliRunner()


@pytest.fixture
def gm(tmp_path, monkeypatch):
    monkeypatch.setenv("GM_CAMPAIGNS", str(tmp_path / "campaigns"))

    def run(*args):
        return runner.invoke(app, list(args))

    run.root = tmp_path / "campaigns"
    return run


def new3(gm, name="g"):
    result = gm("new", name, "--game", "distant-colony", "--player", "Ann", "--player", "Bob",
                "--player", "Cy", "--seed", "7")
    assert result.exit_code == 0, result.output
    return result


def test_games_lists_names_and_aliases(gm):
    result = gm("games")
    assert result.exit_code == 0
    assert "distant-colony" in result.output and "dc" in result.output


def test_new_writes_settings_and_prints_seed_commitment(gm):
    result = new3(gm)
    campaign = CampaignStore(gm.root).load("g")
    assert campaign.rng.commitment in result.output
    assert campaign.secret.seed == "7"
    # the header, before the Space Station (whose first-Trade price table holds 7s of its own)
    assert "7" not in result.output.replace(campaign.rng.commitment, "").split("Space Station")[0].split()
    assert campaign.settings["vp_pool_per_player"] == 15
    assert campaign.settings["reserve_from"] == "pool"   # the default since issue 12


def test_new_honours_dir_option(tmp_path):
    result = runner.invoke(app, ["new", "x", "--game", "dc", "-p", "A", "-p", "B",
                                 "--dir", str(tmp_path / "elsewhere")])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "elsewhere" / "x" / "campaign.toml").exists()


def test_set_changes_a_house_rule_and_rejects_unknown_keys(gm):
    result = gm("new", "h", "--game", "dc", "-p", "A", "-p", "B", "--set", "vp_pool_per_player=20",
                "--set", "reserve_from=pool")
    assert result.exit_code == 0, result.output
    campaign = CampaignStore(gm.root).load("h")
    assert campaign.settings["vp_pool_per_player"] == 20
    assert campaign.state["station"]["vp_pool"] == 40
    bad = gm("new", "h2", "--game", "dc", "-p", "A", "-p", "B", "--set", "vp_pool=3")
    assert bad.exit_code == 1
    assert "unknown rule setting 'vp_pool'" in bad.output and "vp_pool_per_player" in bad.output
    bad_value = gm("new", "h3", "--game", "dc", "-p", "A", "-p", "B", "--set", "reserve_from=bag")
    assert bad_value.exit_code == 1 and "reserve_from" in bad_value.output
    assert not (gm.root / "h2").exists() and not (gm.root / "h3").exists()


@pytest.mark.parametrize("args, message", [
    (["new", "a/b", "--game", "dc", "-p", "A", "-p", "B"], "path separator"),
    (["new", "x", "--game", "nope", "-p", "A", "-p", "B"], "unknown game"),
    (["new", "x", "--game", "dc", "-p", "A", "-p", "a"], "same when case is ignored"),
    (["choose", "missing", "Ann", "build"], "no campaign named 'missing'"),
    (["status", "missing"], "no campaign named 'missing'"),
])
def test_user_mistakes_give_one_message_and_exit_1(gm, args, message):
    result = gm(*args)
    assert result.exit_code == 1
    assert message in result.output
    assert "Traceback" not in result.output


def test_usage_errors_exit_2(gm):
    assert gm("choose").exit_code == 2
    assert gm("new", "x").exit_code == 2
    assert gm("frobnicate").exit_code == 2


def test_choose_is_forgiving_and_prints_public_line(gm):
    new3(gm)
    result = gm("choose", "g", "ANN", "prod")
    assert result.exit_code == 0, result.output
    assert re.search(r"Round 1 · phase choice: Ann's choice is in — commitment [0-9a-f]{64}", result.output)
    assert "Production" not in result.stdout          # the public line: never the choice
    assert "read Ann's phase as: Production" in result.stderr   # the GM sees what was read
    again = gm("choose", "g", "ann", "Colonisation")
    assert again.exit_code == 0 and "replace" in again.output.lower()
    campaign = CampaignStore(gm.root).load("g")
    assert campaign.secret.choices["Ann"].choice == "Colonization"


@pytest.mark.parametrize("word, message", [
    ("xyz", "names no phase: 'xyz'"),
    ("", "names no phase"),
    ("Build and Trade", "Build"),          # two phases: which one? asked, never guessed
])
def test_bad_phase_words_are_refused_with_suggestions(gm, word, message):
    new3(gm)
    result = gm("choose", "g", "Ann", word)
    assert result.exit_code == 1 and message in result.output
    assert "valid:" in result.output or "hint" in result.output


def test_a_close_typo_of_a_phase_is_read_and_the_gm_told(gm):
    """Issue 19: a private message is read as its writer meant when that is clear; the GM sees
    what it was read as (standard error), the thread only the commitment."""
    new3(gm)
    result = gm("choose", "g", "Ann", "productoin")
    assert result.exit_code == 0
    assert "read Ann's phase as: Production" in result.stderr


def test_unknown_player_gets_suggestions(gm):
    new3(gm)
    result = gm("choose", "g", "Anne", "build")
    assert result.exit_code == 1
    assert "unknown player 'Anne'" in result.output and "Ann" in result.output


def test_reveal_refuses_until_all_chose_then_force(gm):
    new3(gm)
    gm("choose", "g", "Ann", "build")
    refused = gm("reveal", "g")
    assert refused.exit_code == 1 and "Bob, Cy" in refused.output
    forced = gm("reveal", "g", "--force")
    assert forced.exit_code == 0, forced.output
    campaign = CampaignStore(gm.root).load("g")
    assert waiting_word_of(campaign) == "turns"
    assert campaign.entry.forced == ["Bob", "Cy"]
    assert campaign.entry.revealed["Bob"].choice is None
    assert campaign.secret.choices == {}
    assert gm("reveal", "g").exit_code == 1
    assert gm("choose", "g", "Bob", "build").exit_code == 1


def test_reveal_lists_phases_in_rule_order(gm):
    new3(gm)
    for player, phase in (("Ann", "trade"), ("Bob", "survey"), ("Cy", "trade")):
        gm("choose", "g", player, phase)
    result = gm("reveal", "g")
    assert result.exit_code == 0
    campaign = CampaignStore(gm.root).load("g")
    assert campaign.entry.reveal_info["phases"] == ["Survey", "Trade"]
    assert campaign.state["phases"] == ["survey", "trade"]
    salt = campaign.entry.revealed["Ann"].salt
    assert salt in result.output


REQUIRED_RESOURCES = {"food", "basic_raw", "rare_raw", "basic_goods", "rare_goods", "machines"}


def test_status_json_schema(gm):
    new3(gm)
    gm("choose", "g", "Bob", "build")
    result = gm("status", "g", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["game"] == "distant-colony"
    assert data["round"] == 1 and data["stage"] == "choices"
    assert data["first_player"] == "Ann"
    assert data["pending"] == ["Ann", "Cy"]
    ann = data["players"]["Ann"]
    assert ann["wealth"] == 6 and ann["vp"] == 0
    assert set(ann["resources"]) == REQUIRED_RESOURCES
    assert ann["resources"]["food"] == 2 and ann["resources"]["basic_goods"] == 1
    assert [(b["name"], b["staff"]) for b in ann["buildings"]] == [
        ("Colony Center", ["unskilled"]), ("Farm", ["unskilled"])]
    assert ann["colonists"]["total"] == {"unskilled": 2}
    station = data["station"]
    assert station["available"] == ["skilled"] * 3
    assert station["pool_size"] == 3 * (8 + 3 + 2 + 2) - 3
    assert station["vp_pool"] == 45
    assert "build" not in result.output.lower().replace('"buildings"', "")


def test_nothing_public_shows_a_secret_before_reveal(gm):
    new3(gm)
    outputs = []
    for fmt in FORMATS:
        # standard output is what is pasted; standard error tells the GM what was read
        outputs.append(gm("choose", "g", "Ann", "organization", "--format", fmt).stdout)
        outputs.append(gm("status", "g", "--format", fmt).output)
    outputs.append(gm("status", "g", "--json").output)
    campaign = CampaignStore(gm.root).load("g")
    secrets_ = [campaign.secret.seed_salt, campaign.secret.choices["Ann"].salt]
    for text in outputs:
        for secret in secrets_:
            assert secret not in text
        assert "organization" not in text.lower()
        assert "seed = " not in text


def test_bad_format_is_refused(gm):
    new3(gm)
    result = gm("status", "g", "--format", "html")
    assert result.exit_code == 1 and "unknown output format" in result.output


def test_python_dash_m_works():
    import subprocess
    import sys
    result = subprocess.run([sys.executable, "-m", "gm_tool", "games"], capture_output=True, text=True)
    assert result.returncode == 0 and "distant-colony" in result.stdout
