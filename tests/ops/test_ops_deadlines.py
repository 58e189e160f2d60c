"""gm deadline and gm remind."""

import pytest


def test_deadline_is_stored_in_utc_and_shown_in_its_zone(fake):
    gm = fake
    result = gm.ok("deadline", "g", "2026-12-01 18:00", "--tz", "Europe/Berlin", "--now", "2026-11-01 00:00")
    campaign = gm.load()
    assert campaign.entry.deadline == "2026-12-01T17:00:00Z"
    assert campaign.entry.deadline_tz == "Europe/Berlin"
    assert "18:00 CET (Europe/Berlin; Tue 01 Dec 2026 17:00 UTC)" in result.output
    gm.ok("deadline", "g", "2026-07-01T18:00+02:00", "--now", "2026-06-01 00:00")
    assert gm.load().entry.deadline == "2026-07-01T16:00:00Z"
    gm.ok("deadline", "g", "2026-07-01 18:00")
    assert gm.load().entry.deadline == "2026-07-01T18:00:00Z"
    assert "deadline removed" in gm.ok("deadline", "g", "--clear").output
    assert gm.load().entry.deadline is None


@pytest.mark.parametrize("args, message", [
    (["2026-13-01 18:00"], "cannot read the deadline"),
    (["tomorrow"], "give a date and a time"),
    (["2026-12-01"], "give a date and a time"),
    (["2026-12-01 18:00", "--tz", "Europe/Berlinn"], "unknown time zone 'Europe/Berlinn'"),
    (["2026-03-29 02:30", "--tz", "Europe/Berlin"], "does not exist in Europe/Berlin"),
    ([], "give either a date and time or --clear"),
])
def test_bad_deadlines_are_clear_errors(fake, args, message):
    before = fake.store.file("g").read_text()
    result = fake.fails("deadline", "g", *args)
    assert message in result.output
    assert fake.store.file("g").read_text() == before


def test_zone_suggestion(fake):
    assert "did you mean 'Europe/Berlin'" in fake.fails("deadline", "g", "2026-12-01 18:00", "--tz", "Europe/Berln").output


def test_remind_lists_who_owes_what_with_time_left_or_overdue(fake):
    gm = fake
    gm.choose("g", "Ann", "up")
    gm.ok("deadline", "g", "2026-12-01 18:00", "--tz", "Europe/Berlin")
    post = gm.ok("remind", "g", "--now", "2026-11-29T15:30:00Z", "-f", "plain").output
    assert "Fake Ops Game — g — move choice, round 1" in post  # the step it waits for
    assert "Still to send their secret move:" in post
    assert "- Bob" in post and "- Cy" in post and "- Ann" not in post
    assert "2 days 1 hour left" in post
    late = gm.ok("remind", "g", "--now", "2026-12-01T22:20:00Z", "-f", "smf").output
    assert "[b]overdue by 5 hours 20 minutes[/b]" in late
    assert "[list]\n[li]Bob[/li]\n[li]Cy[/li]\n[/list]" in late
    gm.choose("g", "Bob", "up")
    gm.choose("g", "Cy", "up")
    gm.reveal()
    turns = gm.ok("remind", "g", "-f", "markdown", "--now", "2026-11-21T08:00:00Z").output
    assert "turn posts, round 1" in turns
    assert "Still to send their turn post:\n- Ann\n- Bob\n- Cy" in turns
    assert "(Europe/Berlin; Tue 01 Dec 2026 17:00 UTC) — **10 days 9 hours left**" in turns
    gm.ok("deadline", "g", "--clear")
    assert "No deadline has been set." in gm.ok("remind", "g").output
    assert "cannot read the --now time 'bad'" in gm.fails("remind", "g", "--now", "bad").output


def test_remind_escapes_player_names(gm):
    gm.new("g", "fake-ops", ["[b]Ann", "Bob"], "s")
    post = gm.ok("remind", "g", "-f", "bgg").output
    assert "[b]Ann" not in post.replace("[b]Fake", "")
