"""The reserve default follows the rules text (issue 12, item 8): a new campaign reserves from
the pool; a campaign file keeps the value written in it; a file written before the key's
default changed, and so without the key, keeps playing with the Available set."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

import tomli_w
from typer.testing import CliRunner

from gm_tool.cli.app import app
from gm_tool.core.game.interface import settings_with
from gm_tool.core.store.files import CampaignStore
from gm_tool.games.distant_colony.game import GAME
from gm_tool.games.distant_colony.settings import LEGACY_DEFAULTS, DistantColonySettings

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()


def test_the_default_is_the_pool_as_the_seed_says():
    assert DistantColonySettings().reserve_from == "pool"
    assert GAME.settings_model().reserve_from == "pool"
    assert settings_with(GAME, []).reserve_from == "pool"


def test_a_settings_table_without_the_key_keeps_the_old_default():
    data = DistantColonySettings().model_dump()
    del data["reserve_from"]
    assert GAME.load_settings(data).reserve_from == LEGACY_DEFAULTS["reserve_from"] == "available"
    # ... and a value written in the file is kept, whichever it is
    for value in ("pool", "available"):
        assert GAME.load_settings({**data, "reserve_from": value}).reserve_from == value


def test_gm_new_writes_pool_and_set_still_chooses(tmp_path):
    where = str(tmp_path)
    assert runner.invoke(app, ["new", "a", "-g", "dc", "-p", "A", "-p", "B", "--dir", where]).exit_code == 0
    assert runner.invoke(app, ["new", "b", "-g", "dc", "-p", "A", "-p", "B", "--dir", where,
                               "--set", "reserve_from=available"]).exit_code == 0
    store = CampaignStore(tmp_path)
    assert store.load("a").settings["reserve_from"] == "pool"
    assert store.load("b").settings["reserve_from"] == "available"


def _sample_copy(tmp_path: Path, drop_key: bool) -> Path:
    shutil.copytree(ROOT / "campaigns" / "sample", tmp_path / "sample")
    if drop_key:
        for path in [tmp_path / "sample" / "campaign.toml",
                     *sorted((tmp_path / "sample" / "history").glob("round-0000*.toml"))]:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
            if "reserve_from" in (data.get("settings") or {}):
                del data["settings"]["reserve_from"]
                path.write_text(tomli_w.dumps(data), encoding="utf-8")
    return tmp_path


def test_the_committed_schema_1_sample_keeps_the_value_in_its_file(tmp_path):
    where = _sample_copy(tmp_path, drop_key=False)
    campaign = CampaignStore(where).load("sample")
    assert campaign.settings["reserve_from"] == "available"
    assert GAME.load_settings(campaign.settings).reserve_from == "available"
    result = runner.invoke(app, ["verify", "sample", "--dir", str(where)])
    assert result.exit_code == 0, result.output


def test_a_campaign_written_before_the_key_plays_and_replays_as_before(tmp_path):
    where = _sample_copy(tmp_path, drop_key=True)
    campaign = CampaignStore(where).load("sample")
    assert "reserve_from" not in campaign.settings
    assert GAME.load_settings(campaign.settings).reserve_from == "available"
    result = runner.invoke(app, ["verify", "sample", "--dir", str(where)])
    assert result.exit_code == 0, result.output
    assert "reaches the stored state" in result.output
