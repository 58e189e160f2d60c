"""History is saved with the state in one transaction: a kill between the history file and the
campaign file leaves a campaign that verifies, and an old (schema 1) campaign is migrated on its
first write with a note in the log."""

import shutil
import tomllib
from pathlib import Path

import pytest

from gm_tool.core.store import files as store_module
from gm_tool.core.engine.steps import waiting_word_of
from gm_tool.core.ops.history import read_events, resolved_rounds
from gm_tool.core.ops.verify import verify

SAMPLE = Path(__file__).resolve().parents[2] / "campaigns" / "sample"


class Killed(Exception):
    """Stands for the process being killed at that instant."""


def kill_when_writing(monkeypatch, name: str) -> None:
    real = store_module.atomic_write_text

    def write(path, text):
        if Path(path).name == name:
            raise Killed(str(path))
        real(path, text)
    monkeypatch.setattr(store_module, "atomic_write_text", write)


def test_a_kill_after_the_history_file_leaves_the_old_campaign_which_verifies(fake, monkeypatch):
    gm = fake
    for player, move in (("Ann", "up"), ("Bob", "down"), ("Cy", "up")):
        gm.choose("g", player, move)
    gm.reveal()
    for player in ("Ann", "Bob", "Cy"):
        gm.submit("g", player, "+1")
    before = gm.store.file("g").read_bytes()
    with monkeypatch.context() as patch:
        kill_when_writing(patch, "campaign.toml")
        with pytest.raises(Killed):
            gm.resolve()
    # the round's history file was written, the campaign file was not: the file is ignored
    assert gm.store.history_path("g", "round-0001").exists()
    assert gm.store.file("g").read_bytes() == before
    campaign = gm.load()
    assert resolved_rounds(gm.store, "g", campaign) == []
    assert verify(gm.store, "g", campaign).ok
    # the round is resolved again and its file replaced
    gm.resolve()
    campaign = gm.load()
    assert resolved_rounds(gm.store, "g", campaign) == [1]
    assert verify(gm.store, "g", campaign).ok


def test_a_kill_in_new_before_the_campaign_file_leaves_nothing_to_load(gm, monkeypatch):
    with monkeypatch.context() as patch:
        kill_when_writing(patch, "campaign.toml")
        with pytest.raises(Killed):
            gm.new("g", "fake-ops", ["Ann", "Bob"], "s")
    assert not gm.store.exists("g")
    gm.new("g", "fake-ops", ["Ann", "Bob"], "s")  # the same name works: nothing half-made
    assert verify(gm.store, "g", gm.load()).ok


def test_a_schema_1_campaign_loads_plays_on_and_is_migrated_on_its_first_write(gm):
    folder = gm.root / "sample"
    shutil.copytree(SAMPLE, folder)
    original = (folder / "campaign.toml").read_text()
    assert original.startswith("schema_version = 1")
    campaign = gm.load("sample")
    assert waiting_word_of(campaign) == "choices" and campaign.recorded == 3
    assert verify(gm.store, "sample", campaign).ok
    assert (folder / "campaign.toml").read_text() == original  # reading writes nothing

    for player, phase in (("Ann", "production"), ("Bob", "build"), ("Cy", "production")):
        gm.choose("sample", player, phase)
    data = tomllib.loads((folder / "campaign.toml").read_text())
    assert data["schema_version"] == 3 and "stage" not in data["entry"] and "round" not in data
    migrations = [e for e in read_events(gm.store, "sample") if e["kind"] == "migrate"]
    assert len(migrations) == 1 and migrations[0]["from_schema"] == 1

    gm.reveal("sample")
    gm.resolve("sample", force=True)  # nobody posted: only what needs no decision happens
    campaign = gm.load("sample")
    assert resolved_rounds(gm.store, "sample", campaign) == [1, 2, 3, 4]
    report = verify(gm.store, "sample", campaign)
    assert report.ok, report.lines()
    assert len([e for e in read_events(gm.store, "sample") if e["kind"] == "migrate"]) == 1
