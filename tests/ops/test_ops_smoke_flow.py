"""Whole flows over the fake game: several rounds, verify, undo, verify again."""

import tomllib

from gm_tool.core.engine.steps import waiting_word_of
from gm_tool.core.ops.history import read_events, resolved_rounds


def test_verify_ok_after_several_rounds(fake):
    gm = fake
    for _ in range(3):
        gm.play_round()
    result = gm.ok("verify", "g")
    assert "OK: replaying the setup and 3 round(s)" in result.output


def test_verify_reports_a_hand_edit_field_by_field(fake):
    gm = fake
    gm.play_round()
    gm.play_round()
    path = gm.store.file("g")
    text = path.read_text()
    campaign = gm.load()
    score = campaign.state["scores"]["Bob"]
    data = tomllib.loads(text)
    data["state"]["scores"]["Bob"] = score + 5
    import tomli_w
    path.write_text(tomli_w.dumps(data))
    result = gm.fails("verify", "g")
    assert "MISMATCH" not in result.output or "state" in result.output
    assert f"state.scores.Bob: stored {score + 5}, replay gives {score}" in result.output


def test_undo_restores_the_round_and_keeps_everything(fake):
    gm = fake
    gm.play_round()
    before = gm.load()
    second = gm.play_round()
    assert resolved_rounds(gm.store, "g") == [1, 2]
    # round 3 in progress: a choice is in
    gm.choose("g", "Ann", "up")
    result = gm.ok("undo", "g", "--reason", "Bob's post was misread")
    assert "Undone: Round 2 · turn posts." in result.output
    campaign = gm.load()
    assert campaign.entry.number == 2 and waiting_word_of(campaign) == "turns"
    assert campaign.state == second.state_before
    assert campaign.rng.next_index == second.record["rng_index_before"]
    assert set(campaign.entry.submissions) == {"Ann", "Bob", "Cy"}
    assert {p: r.choice for p, r in campaign.entry.revealed.items()} == {
        p: r["choice"] for p, r in second.record["revealed"].items()}
    assert campaign.entry.notes[-1] == "Round 2 · turn posts was re-run: Bob's post was misread"
    assert campaign.secret.choices == {}
    assert resolved_rounds(gm.store, "g") == [1]
    undone = list((gm.store.folder("g") / "history" / "undone").iterdir())
    assert len(undone) == 1
    assert (undone[0] / "round-0002.toml").exists() and (undone[0] / "current-round.toml").exists()
    events = read_events(gm.store, "g")
    assert events[-1]["kind"] == "undo" and events[-1]["rounds"] == [2]
    assert gm.ok("verify", "g").exit_code == 0
    # re-running gives the same draws
    again = gm.resolve()
    assert again.record["draws"] == second.record["draws"]
    assert again.state_before == second.state_before
    assert before.entry.number == 2
    assert gm.ok("verify", "g").exit_code == 0
    log = gm.ok("log", "g").output
    assert "undo: Round 2 · turn posts undone" in log and "Bob's post was misread" in log


def test_undo_applies_the_rulings_made_after_the_undone_point_again(fake):
    gm = fake
    gm.play_round()
    gm.play_round()
    gm.ok("adjust", "g", "Ann", "+2 score", "--reason", "late post accepted")
    result = gm.ok("undo", "g", "--reason", "Bob's post was misread")
    assert "Ruling applied again: Ann: +2 score" in result.output
    campaign = gm.load()
    assert [a["kind"] for a in campaign.entry.adjustments][-1] == "adjust"
    assert "late post accepted" in campaign.entry.adjustments[-1]["reason"]
    assert gm.ok("verify", "g").exit_code == 0


def test_undo_can_set_the_later_rulings_aside(fake):
    gm = fake
    gm.play_round()
    gm.play_round()
    gm.ok("adjust", "g", "Ann", "+2 score", "--reason", "late post accepted")
    result = gm.ok("undo", "g", "--reason", "re-run", "--drop-rulings")
    assert "Ruling no longer applied: #1" in result.output and "--drop-rulings" in result.output
    assert not [a for a in gm.load().entry.adjustments if a["kind"] == "adjust"
                and "late post" in a["reason"]]
    assert "an undo needs a reason" in gm.fails("undo", "g").output
