"""gm replace and gm drop."""

from gm_tool.core.kit import commitments
from gm_tool.core.ops.seats import active_players


def test_replace_renames_everywhere_and_verify_still_replays(fake):
    gm = fake
    gm.play_round()
    gm.choose("g", "Bob", "down")
    gm.ok("email", "g", "Bob", "bob@example.org")
    result = gm.ok("replace", "g", "Bob", "Dan", "--email", "dan@example.org", "--reason", "Bob moved away")
    assert "Dan now plays the seat of Bob" in result.output
    campaign = gm.load()
    assert campaign.player_names == ["Ann", "Dan", "Cy"]
    dan = campaign.players[1]
    assert dan.emails == ["dan@example.org"] and not dan.dropped
    assert "Bob" not in campaign.state["scores"] and "Dan" in campaign.state["scores"]
    assert "Dan" in campaign.state["players"]
    # the pending secret choice moved, re-committed under the new name with the same salt
    secret = campaign.secret.choices["Dan"]
    assert "Bob" not in campaign.secret.choices and "Bob" not in campaign.entry.commitments
    assert commitments.verify(campaign.entry.commitments["Dan"].commitment, campaign.id, 2, "Dan",
                              secret.choice, secret.salt)
    notes = " ".join(campaign.entry.notes)
    assert "Dan plays the seat of Bob: Bob moved away" in notes and "under the name Bob" in notes
    gm.reveal()
    gm.submit("g", "Dan", "+2")
    gm.resolve()
    gm.play_round()
    assert gm.ok("verify", "g").exit_code == 0
    log = gm.ok("log", "g").output
    assert "Dan takes over Bob's seat" in log


def test_replace_mistakes(fake):
    gm = fake
    assert "unknown player 'Zed'" in gm.fails("replace", "g", "Zed", "Dan").output
    assert "same when case is ignored" in gm.fails("replace", "g", "Bob", "ann").output
    assert "contains '|'" in gm.fails("replace", "g", "Bob", "D|n").output
    assert "already has that name" in gm.fails("replace", "g", "Bob", "Bob").output


def test_undo_keeps_a_later_seat_change(fake):
    gm = fake
    gm.play_round()
    gm.play_round()
    gm.ok("replace", "g", "Cy", "Eve", "--reason", "Cy left")
    gm.ok("undo", "g", "--to", "2", "--reason", "wrong roll table")
    campaign = gm.load()
    assert campaign.player_names == ["Ann", "Bob", "Eve"]
    assert "Eve" in campaign.entry.submissions and "Cy" not in campaign.entry.submissions
    assert "Eve" in campaign.state["scores"]
    assert campaign.entry.adjustments[-1]["kind"] == "replace"
    assert gm.ok("verify", "g").exit_code == 0
    gm.resolve()
    assert gm.ok("verify", "g").exit_code == 0


def test_drop_marks_the_seat_which_stays_and_is_skipped_by_remind(fake):
    gm = fake
    gm.play_round()
    result = gm.ok("drop", "g", "Cy", "--reason", "no longer has time")
    assert "Cy is dropped" in result.output
    assert "no secret choice" not in result.output
    campaign = gm.load()
    assert campaign.players[2].dropped and active_players(campaign) == ["Ann", "Bob"]
    assert "Cy" in campaign.state["scores"]
    assert "Cy has left the game (no longer has time). The seat stays" in campaign.entry.notes[-1]
    remind = gm.ok("remind", "g", "-f", "plain").output
    assert "Ann" in remind and "Dropped, no action needed: Cy" in remind
    assert "Cy\n" not in remind.split("Dropped")[0]
    assert "already been dropped" in gm.fails("drop", "g", "Cy").output
    gm.play_round(moves={"Ann": "up", "Bob": "up"}, posts={"Ann": "+1", "Bob": "+1"})
    assert gm.ok("verify", "g").exit_code == 0
    gm.ok("replace", "g", "Cy", "Fay", "--reason", "new player")
    assert not gm.load().players[2].dropped
