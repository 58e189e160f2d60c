"""More of gm undo, gm verify and gm log."""

import json

import fake_game
from gm_tool.core.engine.steps import waiting_word_of
from gm_tool.core.ops.history import read_events, resolved_rounds


def test_nothing_to_undo_and_bad_round(fake):
    gm = fake
    before = gm.store.file("g").read_text()
    assert "nothing to undo" in gm.fails("undo", "g", "--reason", "x").output
    gm.play_round()
    assert "needs a reason" in gm.fails("undo", "g").output
    assert "round 5 has no resolved record" in gm.fails("undo", "g", "--to", "5", "--reason", "x").output
    assert "no campaign named 'nope'" in gm.fails("undo", "nope", "--reason", "x").output
    assert gm.store.file("g").read_text() != before  # (the round played)


def test_undo_several_rounds_then_again(fake):
    gm = fake
    first = gm.play_round()
    gm.play_round()
    gm.play_round()
    result = gm.ok("undo", "g", "--to", "2", "--reason", "house rule changed")
    assert "Undone: Round 2 · turn posts to Round 3 · turn posts." in result.output
    campaign = gm.load()
    assert campaign.entry.number == 2
    assert campaign.entry.notes[-1] == "Round 2 · turn posts to Round 3 · turn posts were undone and Round 2 · turn posts is re-run: house rule changed"
    assert resolved_rounds(gm.store, "g") == [1]
    gm.ok("undo", "g", "--reason", "and round 1 too")
    campaign = gm.load()
    assert campaign.entry.number == 1 and campaign.state == first.state_before
    assert resolved_rounds(gm.store, "g") == []
    assert [e["rounds"] for e in read_events(gm.store, "g")] == [[2, 3], [1]]
    assert len(list((gm.store.folder("g") / "history" / "undone").iterdir())) == 2
    assert gm.ok("verify", "g").exit_code == 0
    for _ in range(3):
        gm.resolve() if waiting_word_of(gm.load()) == "turns" else gm.play_round()
    assert gm.ok("verify", "g").exit_code == 0


def test_undo_the_end_of_the_game(gm):
    gm.new("g", "fake-ops", ["Ann", "Bob"], "end-seed-1234567890", settings=["rounds=2"])
    gm.play_round()
    gm.play_round()
    assert waiting_word_of(gm.load()) == "ended"
    result = gm.ok("undo", "g", "--reason", "scoring error")
    assert "seed was revealed" in result.output
    campaign = gm.load()
    assert waiting_word_of(campaign) == "turns" and campaign.entry.number == 2
    gm.resolve()
    assert gm.ok("verify", "g").exit_code == 0


def test_verify_reports_a_rules_change_and_a_missing_round(fake, monkeypatch):
    gm = fake
    gm.play_round()
    gm.play_round()
    original = fake_game.FakeGame.apply_posts

    def changed(self, state, posts, settings, rng, force):
        outcome = original(self, state, posts, settings, rng, force)
        outcome.state["scores"]["Ann"] += 1
        return outcome

    with monkeypatch.context() as m:
        m.setattr(fake_game.FakeGame, "apply_posts", changed)
        result = gm.fails("verify", "g")
    assert "Round 1 · turn posts (history/round-0001.toml): resolving gives a state that differs from the record in 1 field(s)" in result.output
    assert "state.scores.Ann: stored" in result.output
    assert gm.ok("verify", "g").exit_code == 0
    gm.store.history_path("g", "round-0001").unlink()
    result = gm.fails("verify", "g")
    assert "the history holds record entries [2]; expected [1]" in result.output


def test_log_lists_rounds_posts_rulings_and_undos(fake):
    gm = fake
    gm.play_round()
    gm.ok("adjust", "g", "Ann", "+2", "--reason", "late post accepted")
    gm.choose("g", "Ann", "up")
    gm.ok("deadline", "g", "2099-01-01 12:00")
    out = gm.ok("log", "g").output
    assert "campaign g created (Fake Ops Game, 3 players)" in out
    assert "Round 1 · turn posts resolved" in out
    assert "moves revealed: Ann Up, Bob Down, Cy Up" in out
    assert "post Ann at" in out and ": accepted" in out
    assert "Round 2 · move choice in progress (opened" in out
    assert "move in from Ann at" in out and "Ann Up" not in out.split("Round 2 · move choice in progress")[1]
    assert "ruling #1 (adjust Ann" in out and "late post accepted" in out
    assert "deadline: round=2, deadline=2099-01-01T12:00:00Z" in out
    entries = json.loads(gm.ok("log", "g", "--json").output)
    assert [e["kind"] for e in entries][:2] == ["setup", "round"]
    assert entries[-1]["kind"] == "current"


def test_undo_recovers_from_a_broken_hand_edit(fake):
    gm = fake
    result = gm.play_round()
    path = gm.store.file("g")
    original = path.read_text()
    # an edit the checks refuse: every command says where, and nothing is written
    path.write_text(original.replace("Bob = ", "Bob = -", 1))
    broken = path.read_bytes()
    for args in (("adjust", "g", "Ann", "+1", "-m", "x"), ("verify", "g"),
                 ("undo", "g", "--reason", "x")):
        out = gm.fails(*args).output
        assert "state.scores.Bob" in out and "negative" in out
        assert path.read_bytes() == broken
    # an edit that is valid but not what the rules gave: verify finds it, undo takes it back
    path.write_text(original.replace("Bob = ", "Bob = 1", 1))
    assert "MISMATCH" in gm.fails("verify", "g").output
    gm.ok("undo", "g", "--reason", "hand edit went wrong")
    assert gm.load().state == result.state_before
    assert gm.ok("verify", "g").exit_code == 0
