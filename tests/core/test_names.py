"""Names cannot smuggle control characters: campaign and player names follow one rule everywhere
(gm new, gm replace, and a hand-edited campaign file)."""

import json

import pytest
from typer.testing import CliRunner

from gm_tool.cli.app import all_modules, build_app
from gm_tool.core.engine import lifecycle
from gm_tool.core.kit.errors import GmError
from gm_tool.core.store.files import CampaignStore, check_campaign_name

APP = build_app(all_modules())


@pytest.mark.parametrize("name", ["x\n", "x\r", "a\tb", "a\x00b", "x\u2028", "../x", "-x", ""])
def test_bad_campaign_names_are_refused_before_anything_is_made(tmp_path, name):
    with pytest.raises(GmError):
        check_campaign_name(name)
    result = CliRunner().invoke(APP, ["new", name, "--game", "dc", "-p", "Ann", "-p", "Bob",
                                      "--dir", str(tmp_path)])
    assert result.exit_code in (1, 2) and "Traceback" not in result.output
    assert list(tmp_path.iterdir()) == []


def test_a_final_newline_is_named_as_a_control_character():
    with pytest.raises(GmError, match="control character"):
        check_campaign_name("x\n")


@pytest.mark.parametrize("player", ["Ann\n", "A\tnn", "An\x1bn", "Ann\u200b"])
def test_player_names_with_control_characters_are_refused_everywhere(tmp_path, player):
    store = CampaignStore(tmp_path)
    with pytest.raises(GmError, match="control character"):
        lifecycle.new_campaign(store, "g", "dc", [player, "Bob"])
    lifecycle.new_campaign(store, "g", "dc", ["Ann", "Bob"], seed="1")
    result = CliRunner().invoke(APP, ["replace", "g", "Bob", player, "--reason", "swap",
                                      "--dir", str(tmp_path)])
    assert result.exit_code == 1 and "control character" in result.output
    path = store.file("g")
    text = path.read_text()
    path.write_text(text.replace('name = "Bob"', f"name = {json.dumps(player)}", 1))
    broken = path.read_bytes()
    with pytest.raises(GmError, match="players.1.name"):
        store.load("g")
    assert path.read_bytes() == broken
