"""The campaign file is the GM's record: atomic, locked, and never damaged by a bad edit."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from gm_tool.core.engine import lifecycle
from gm_tool.core.store import files as store_module
from gm_tool.core.kit.errors import GmError, NotFoundError


def make(store, name="g", players=("Ann", "Bob", "Cy")):
    return lifecycle.new_campaign(store, name, "dc", list(players), seed="7")


def test_campaign_file_is_readable_toml_with_schema_version(store):
    make(store)
    text = store.file("g").read_text()
    assert text.startswith("schema_version = 3")
    assert "[settings]" in text and "vp_pool_per_player = 15" in text
    # the record entry in progress is [entry]: its number counts record entries, not rounds
    assert "\n[entry]\n" in text and "\n[round]\n" not in text


def test_a_schema_2_file_has_its_round_table_renamed_entry_on_its_first_write(store):
    """Schema 3 renamed the table [round] to [entry]. A schema-2 file loads as it is, reading
    writes nothing, and the first command that writes migrates it and says so in the log."""
    import tomllib

    make(store)
    path = store.file("g")
    text = path.read_text()
    old = text.replace("schema_version = 3", "schema_version = 2", 1).replace("\n[entry]", "\n[round]")
    old = old.replace("[entry.", "[round.")
    path.write_text(old)
    campaign = store.load("g")
    assert campaign.entry.number == 1 and path.read_text() == old
    with store.transaction("g") as campaign:
        lifecycle.choose(campaign, "Ann", "build")
    data = tomllib.loads(path.read_text())
    assert data["schema_version"] == 3 and "round" not in data and "Ann" in data["entry"]["commitments"]
    from gm_tool.core.ops.history import read_events

    assert [e["from_schema"] for e in read_events(store, "g") if e["kind"] == "migrate"] == [2]


def test_interrupted_write_leaves_previous_campaign_intact(store, monkeypatch):
    make(store)
    before = store.file("g").read_bytes()

    def crash(src, dst):
        raise OSError("power cut between write and rename")

    monkeypatch.setattr(store_module.os, "replace", crash)
    with pytest.raises(OSError):
        with store.transaction("g") as campaign:
            lifecycle.choose(campaign, "Ann", "build")
    assert store.file("g").read_bytes() == before
    assert not [p for p in store.folder("g").iterdir() if p.name.endswith(".tmp")]


def test_failed_command_inside_transaction_saves_nothing(store):
    make(store)
    before = store.file("g").read_bytes()
    with pytest.raises(GmError):
        with store.transaction("g") as campaign:
            lifecycle.choose(campaign, "Ann", "build")
            lifecycle.choose(campaign, "Zed", "build")
    assert store.file("g").read_bytes() == before


@pytest.mark.parametrize("damage, expect", [
    (lambda t: t.replace("schema_version = 3", "schema_version = = 3"), "line 1"),
    (lambda t: t.replace("recorded = 0", 'recorded = "none"'), "recorded"),
    (lambda t: t.replace("wealth = 6", 'wealth = "lots"', 1), "wealth"),
    (lambda t: t.replace("vp_pool_per_player = 15", "vp_pool_per_player = -3"), "vp_pool_per_player"),
    (lambda t: t + "\nsurprise = 1\n", "surprise"),
])
def test_broken_file_is_reported_by_line_or_key_and_left_untouched(store, damage, expect):
    make(store)
    path = store.file("g")
    broken = damage(path.read_text())
    path.write_text(broken)
    with pytest.raises(GmError) as info:
        store.load("g")
    assert expect in str(info.value)
    with pytest.raises(GmError):
        with store.transaction("g"):
            pass
    assert path.read_text() == broken


def test_unknown_campaign_lists_known_ones(store):
    make(store, "alpha")
    with pytest.raises(NotFoundError) as info:
        store.load("alhpa")
    assert "alpha" in info.value.hint


@pytest.mark.parametrize("name", ["a/b", "..", "a\\b", "", " ", ".hidden", "x" * 80])
def test_bad_campaign_names_are_refused(store, name):
    with pytest.raises(GmError):
        make(store, name)


@pytest.mark.parametrize("players, words", [
    (["Ann", "ann"], "same when case is ignored"),
    (["Ann", ""], "empty"),
    (["Ann", "B\x07ob"], "control character"),
    (["Ann"], "2 to 6"),
    (["P1", "P2", "P3", "P4", "P5", "P6", "P7"], "2 to 6"),
])
def test_bad_player_lists_are_refused(store, players, words):
    with pytest.raises(GmError) as info:
        make(store, players=players)
    assert words in str(info.value)


def test_existing_campaign_is_not_overwritten(store):
    make(store)
    before = store.file("g").read_bytes()
    with pytest.raises(GmError, match="already exists"):
        make(store)
    assert store.file("g").read_bytes() == before


def test_two_processes_choosing_at_once_lose_nothing(tmp_path):
    root = tmp_path / "campaigns"
    players = ["P1", "P2", "P3", "P4", "P5", "P6"]
    env = {**os.environ, "GM_CAMPAIGNS": str(root)}
    subprocess.run([sys.executable, "-m", "gm_tool", "new", "race", "--game", "dc",
                    *sum((["-p", p] for p in players), [])], env=env, check=True,
                   capture_output=True)
    procs = []
    for round_trip in range(3):
        for p in players:
            procs.append(subprocess.Popen([sys.executable, "-m", "gm_tool", "choose", "race", p, "build"],
                                          env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE))
    for proc in procs:
        assert proc.wait(timeout=120) == 0, proc.stderr.read()
    from gm_tool.core.store.files import CampaignStore
    campaign = CampaignStore(root).load("race")
    assert sorted(campaign.entry.commitments) == players
    assert sorted(campaign.secret.choices) == players
    assert sum(c.replaced for c in campaign.entry.commitments.values()) == 12


def test_loading_reads_only_the_current_file(store, monkeypatch):
    """History lives in separate files, so loading costs the same however long the game is."""
    make(store)
    for i in range(1, 200):
        path = store.history_path("g", f"round-{i:04d}")
        store_module.atomic_write_text(path, store_module.dump_toml({"round": i, "padding": "x" * 1000}))
    opened = []
    real_bytes, real_text = Path.read_bytes, Path.read_text
    monkeypatch.setattr(Path, "read_bytes", lambda p: opened.append(p.name) or real_bytes(p))
    monkeypatch.setattr(Path, "read_text", lambda p, *a, **k: opened.append(p.name) or real_text(p, *a, **k))
    store.load("g")
    assert opened == ["campaign.toml"]


# A broken hand edit is never saved over (issue 11, item 1) ------------------------------------

def edited(store, old, new, name="g"):
    path = store.file(name)
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    return path, path.read_bytes()


def test_a_deleted_wealth_is_refused_not_read_as_zero(store):
    make(store)
    path, broken = edited(store, "\nwealth = 6\n", "\n")
    with pytest.raises(GmError, match=r"state.settlements.Ann.wealth \(in the table at line \d+\): missing"):
        with store.transaction("g") as campaign:
            from gm_tool.core.ops.rulings import adjust
            adjust(campaign, "Ann", "+1 wealth", "bonus")
    assert path.read_bytes() == broken


def test_every_number_a_game_stores_has_bounds(store):
    make(store)
    from gm_tool.core.ops.rulings import adjust
    with pytest.raises(GmError, match=r"wealth: 1,000,006 is out of range \(0 to 1,000,000\)"):
        with store.transaction("g") as campaign:
            adjust(campaign, "Ann", "+1000000 wealth", "too generous")
    assert store.load("g").state["settlements"]["Ann"]["wealth"] == 6


def test_gm_never_writes_a_file_it_would_refuse(store):
    make(store)
    before = store.file("g").read_bytes()
    with pytest.raises(GmError, match="would refuse to read, so nothing was saved") as info:
        with store.transaction("g") as campaign:
            campaign.state["settlements"]["Ann"]["buildings"][0]["kind"] = "castle"
    assert "state.settlements.Ann.buildings.0.kind: unknown building 'castle'" in str(info.value)
    assert store.file("g").read_bytes() == before
    with pytest.raises(GmError, match="settings.start_wealth: 2,000,000 is out of range"):
        lifecycle.new_campaign(store, "h", "dc", ["Ann", "Bob"], seed="1",
                               assignments=["start_wealth=2000000"])
    assert not store.exists("h")


def test_a_byte_order_mark_and_crlf_line_ends_are_read_as_meant(store):
    make(store)
    path = store.file("g")
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes().replace(b"\n", b"\r\n"))
    assert store.load("g").state["settlements"]["Ann"]["wealth"] == 6
    with store.transaction("g") as campaign:
        lifecycle.choose(campaign, "Ann", "build")
    saved = path.read_bytes()
    assert saved.startswith(b"schema_version = 3\n") and b"\r" not in saved


def test_comments_move_to_notes_md_on_the_next_write_and_the_gm_is_told(tmp_path):
    told = []
    store = store_module.CampaignStore(tmp_path / "campaigns", notify=told.append)
    make(store)
    path = store.file("g")
    text = path.read_text()
    text = "# Bay12 game 3, started in March\n" + text.replace(
        "\nwealth = 6\n", "\nwealth = 6  # Ann's bonus is still to come\n", 1)
    path.write_text(text)
    store.load("g")  # reading keeps the file as it is
    assert path.read_text() == text and not told
    with store.transaction("g") as campaign:
        lifecycle.choose(campaign, "Ann", "build")
    notes = (path.parent / "notes.md").read_text()
    assert "- line 1: # Bay12 game 3, started in March" in notes
    assert "in [state.settlements.Ann], after `wealth = 6`: # Ann's bonus is still to come" in notes
    assert "#" not in path.read_text()
    assert len(told) == 1 and "2 comments" in told[0] and "notes.md" in told[0]
    with store.transaction("g") as campaign:  # nothing more to move
        lifecycle.choose(campaign, "Bob", "build")
    assert len(told) == 1 and (path.parent / "notes.md").read_text() == notes


def test_a_hash_inside_a_string_is_not_a_comment():
    text = 'a = "no # here"\nb = \'nor # here\'\nc = """\n# nor here\n"""\n[t]\nd = 1 # but here\n'
    assert store_module.find_comments(text) == ["line 7, in [t], after `d = 1`: # but here"]


@pytest.mark.parametrize("old, new, expect", [
    ("\nwealth = 6\n", "\n", "key state.settlements.Ann.wealth (in the table at line {Ann}): missing"),
    ('kind = "farm"', 'kind = "frm"', "key state.settlements.Ann.buildings.1.kind (line {farm}): "),
    ("next_index = 0", "next_index = -1", "key rng.next_index (line {next_index}): "),
])
def test_a_refusal_names_the_line_of_the_key(store, old, new, expect):
    make(store)
    path = store.file("g")
    text = path.read_text()
    lines = text.split("\n")
    where = {"Ann": lines.index("[state.settlements.Ann]") + 1,
             "farm": lines.index('kind = "farm"') + 1,
             "next_index": lines.index("next_index = 0") + 1}
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(GmError) as info:
        store.load("g")
    assert expect.format(**where) in str(info.value)
