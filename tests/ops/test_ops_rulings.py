"""gm adjust and gm edit: rulings applied now, kept in the round, replayed by gm verify."""

import sys
import textwrap

import pytest

from gm_tool.core.ops import diff as diff_mod


def test_adjust_records_a_ruling_and_verify_replays_it(fake):
    gm = fake
    gm.play_round()
    gm.ok("adjust", "g", "bob", "+3", "--reason", "lost post found")
    campaign = gm.load()
    entry = campaign.entry.adjustments[-1]
    assert entry["kind"] == "adjust" and entry["player"] == "Bob" and entry["text"] == "+3"
    assert entry["reason"] == "lost post found" and entry["stage"] == "choices" and entry["seq"] == 1
    assert entry["description"] == "Bob: +3 score"
    # one before the reveal, one after it, then the round is resolved
    gm.choose("g", "Ann", "up")
    gm.reveal()
    gm.ok("adjust", "g", "Cy", "-1", "--reason", "overbuilt")
    assert [a["stage"] for a in gm.load().entry.adjustments] == ["choices", "turns"]
    record = gm.resolve().record
    assert [a["seq"] for a in record["adjustments"]] == [1, 2]
    gm.ok("adjust", "g", "Ann", "+1", "--reason", "typo in summary")
    assert gm.ok("verify", "g").exit_code == 0


def test_adjust_mistakes_are_one_message_and_change_nothing(fake):
    gm = fake
    before = gm.store.file("g").read_text()
    assert "needs a reason" in gm.fails("adjust", "g", "Ann", "+1").output
    assert "unknown player 'Zed'" in gm.fails("adjust", "g", "Zed", "+1", "--reason", "x").output
    assert "would leave" in gm.fails("adjust", "g", "Ann", "-99", "--reason", "x").output
    assert gm.store.file("g").read_text() == before


def test_dc_adjust_through_the_cli(dc):
    gm = dc
    result = gm.ok("adjust", "g", "Ann", "+2 wealth -1 food +1 skilled, +2 RR", "--reason", "GM error in round 1")
    assert "Ann: +2 Wealth (6 -> 8), -1 Food (2 -> 1)" in result.output
    s = gm.load().state["settlements"]["Ann"]
    assert s["wealth"] == 8 and s["resources"]["food"] == 1 and s["resources"]["rare_raw"] == 2
    assert s["housing"] == ["skilled"]
    bad = gm.fails("adjust", "g", "Ann", "-5 food -2 unskilled", "--reason", "x")
    assert "-1 Food (2 -> 1)" in gm.ok("adjust", "g", "Bob", "-1 food", "-m", "spoiled").output
    assert "Ann has 1 Food; that would leave -4" in bad.output
    assert "0 Unskilled in Temporary Housing" in bad.output
    assert gm.load().state["settlements"]["Ann"]["resources"]["food"] == 1
    assert "ambiguous" in gm.fails("adjust", "g", "Ann", "+1 rare", "--reason", "x").output
    assert "a sign, a number and a name" in gm.fails("adjust", "g", "Ann", "2 food", "--reason", "x").output


@pytest.mark.parametrize("text, field, amount", [
    ("+1 basic raw", ("resources", "basic_raw"), 1), ("+1 raw", ("resources", "basic_raw"), 1),
    ("+1 BR", ("resources", "basic_raw"), 1), ("+2 rare raw", ("resources", "rare_raw"), 2),
    ("+1 BG", ("resources", "basic_goods"), 2), ("+1 basic goods", ("resources", "basic_goods"), 2),
    ("+3 RG", ("resources", "rare_goods"), 3), ("-1 mach", ("resources", "machines"), 0),
    ("+1 machines", ("resources", "machines"), 2), ("-6 W", ("wealth",), 0), ("+2 VP", ("vp",), 2),
])
def test_dc_resource_names_and_short_forms(dc, text, field, amount):
    from gm_tool.games.distant_colony.rules.adjust import apply_adjustment
    state, _ = apply_adjustment(dc.load().state, "Bob", text)
    value = state["settlements"]["Bob"]
    for key in field:
        value = value[key]
    assert value == amount


EDITOR_SCRIPT = textwrap.dedent('''
    import pathlib, sys
    path = pathlib.Path(sys.argv[-1])
    text = path.read_text()
    count_file = pathlib.Path(sys.argv[1])
    n = int(count_file.read_text()) if count_file.exists() else 0
    count_file.write_text(str(n + 1))
    edits = sys.argv[2].split("|")
    old, new = edits[min(n, len(edits) - 1)].split("=>")
    assert old in text, (old, text)
    path.write_text(text.replace(old, new, 1))
''')


def editor(tmp_path, *edits):
    script = tmp_path / "fake_editor.py"
    script.write_text(EDITOR_SCRIPT)
    counter = tmp_path / "editor-runs"
    counter.unlink(missing_ok=True)
    return {"EDITOR": f"{sys.executable} {script} {counter} '{'|'.join(edits)}'", "VISUAL": ""}, counter


def test_edit_checks_shows_diff_and_records_a_replayable_ruling(fake, tmp_path):
    gm = fake
    gm.play_round()
    score = gm.load().state["scores"]["Bob"]
    env, _ = editor(tmp_path, f"Bob = {score}=>Bob = {score + 4}")
    result = gm.ok("edit", "g", "--reason", "forgot Bob's bonus", env=env)
    assert f"state.scores.Bob: {score} -> {score + 4}" in result.output
    campaign = gm.load()
    assert campaign.state["scores"]["Bob"] == score + 4
    entry = campaign.entry.adjustments[-1]
    assert entry["kind"] == "edit" and entry["reason"] == "forgot Bob's bonus"
    assert entry["changes"] == [{"path": ["scores", "Bob"], "op": "set", "old": score, "new": score + 4}]
    assert gm.ok("verify", "g").exit_code == 0
    gm.play_round()
    assert gm.ok("verify", "g").exit_code == 0


def test_invalid_edit_is_refused_with_its_key_and_campaign_untouched(fake, tmp_path):
    gm = fake
    before = gm.store.file("g").read_text()
    env, _ = editor(tmp_path, "Bob = 10=>Bob = -3")
    result = gm.fails("edit", "g", "--reason", "x", env=env)
    assert "state.scores.Bob: -3 is negative" in result.output
    assert "the edit was refused; the campaign is unchanged" in result.output
    assert gm.store.file("g").read_text() == before
    env, _ = editor(tmp_path, "Bob = 10=>Bob = = 3")
    result = gm.fails("edit", "g", "--reason", "x", env=env)
    assert "not valid TOML" in result.output and "line" in result.output
    assert gm.store.file("g").read_text() == before


def test_invalid_edit_can_be_reopened_and_fixed(fake, tmp_path, monkeypatch):
    gm = fake
    monkeypatch.setattr("gm_tool.cli.ops.interactive", lambda: True)
    env, counter = editor(tmp_path, "Bob = 10=>Bob = -3", "Bob = -3=>Bob = 12")
    result = gm.ok("edit", "g", env=env, input="y\nhand fix\n")
    assert counter.read_text() == "2"
    assert "is negative" in result.output
    campaign = gm.load()
    assert campaign.state["scores"]["Bob"] == 12
    assert campaign.entry.adjustments[-1]["reason"] == "hand fix"


def test_edit_without_reason_non_interactive_fails_and_no_change_records_nothing(fake, tmp_path):
    gm = fake
    before = gm.store.file("g").read_text()
    env, _ = editor(tmp_path, "Bob = 10=>Bob = 11")
    assert "an edit needs a reason" in gm.fails("edit", "g", env=env).output
    env, _ = editor(tmp_path, "Bob = 10=>Bob = 10")
    assert "No changes" in gm.ok("edit", "g", env=env).output
    assert gm.store.file("g").read_text() == before
    env = {"EDITOR": f"{sys.executable} -c 'import sys; sys.exit(3)'", "VISUAL": ""}
    assert "exited with status 3" in gm.fails("edit", "g", "--reason", "x", env=env).output


def test_diff_and_apply_round_trip():
    old = {"a": 1, "b": {"c": [1, 2], "d": "x"}, "e": [{"f": 1}, {"f": 2}], "gone": True}
    new = {"a": 2, "b": {"c": [1, 2, 3], "d": "x"}, "e": [{"f": 1}, {"f": 5}], "added": {"k": 1}}
    changes = diff_mod.diff(old, new)
    assert diff_mod.apply_changes(old, changes) == new
    lines = diff_mod.describe(changes)
    assert "state.a: 1 -> 2" in lines and "state.e[1].f: 2 -> 5" in lines
    assert "state.gone: true -> (removed)" in lines and 'state.added: (new) -> {"k": 1}' in lines
    assert diff_mod.diff(1, True) != []
