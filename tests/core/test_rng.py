import hashlib

from gm_tool.core.kit.rng import RecordedRng, draw_value


def test_draws_are_rerunnable_from_seed_and_salt_alone():
    rng = RecordedRng("7", "ab" * 16)
    values = [rng.below(10, "test") for _ in range(20)]
    for i, value in enumerate(values):
        digest = hashlib.sha256(f"7|{'ab' * 16}|{i}".encode()).hexdigest()
        assert int(digest, 16) % 10 == value
    assert [d.index for d in rng.draws] == list(range(20))
    assert all(d.purpose == "test" for d in rng.draws)


def test_salt_changes_the_draws():
    a = [draw_value("7", "00", i, 1000) for i in range(10)]
    b = [draw_value("7", "01", i, 1000) for i in range(10)]
    assert a != b


def test_choice_records_its_label_and_continues_from_index():
    rng = RecordedRng("s", "t", next_index=5)
    item = rng.choice(["x", "y", "z"], "pick")
    assert rng.draws[0].index == 5 and rng.draws[0].result == item
    assert rng.next_index == 6
    assert rng.take_draws()[0].result == item and rng.draws == []
