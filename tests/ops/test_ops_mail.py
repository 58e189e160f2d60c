"""gm email and gm ingest: play by e-mail from an mbox file."""

import email.utils
import mailbox
import time
from datetime import datetime, timezone
from email.message import EmailMessage
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText

from gm_tool.core.ops.mail import strip_quotes

N = 0


def message(sender, subject, body, msgid=None, date="Tue, 01 Dec 2099 10:00:00 +0000"):
    global N
    N += 1
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = "gm@example.org"
    msg["Subject"] = subject
    if date:
        msg["Date"] = date
    msg["Message-ID"] = msgid or f"<m{N}@example.org>"
    msg.set_content(body)
    return msg


def mbox(path, *messages):
    box = mailbox.mbox(path)
    for m in messages:
        box.add(m)
    box.flush()
    box.close()
    return path


def setup_emails(gm):
    gm.ok("email", "g", "Ann", "Ann Smith <ANN@example.org>")
    gm.ok("email", "g", "bob", "bob@example.org")
    gm.ok("email", "g", "Cy", "cy@example.org")


def test_email_addresses_are_set_listed_and_unique(fake):
    gm = fake
    setup_emails(gm)
    listing = gm.ok("email", "g").output
    assert "Ann: ann@example.org" in listing and "Bob: bob@example.org" in listing
    assert "already belongs to Ann" in gm.fails("email", "g", "Bob", "ann@example.org").output
    assert "is not an e-mail address" in gm.fails("email", "g", "Bob", "bob-at-home").output
    gm.ok("email", "g", "Bob", "bob@example.org", "--remove")
    assert gm.load().players[1].emails == []


def test_ingest_choices_then_posts_once_each(fake, tmp_path):
    gm = fake
    setup_emails(gm)
    box = mbox(tmp_path / "in.mbox",
               message("Ann Smith <ann@example.org>", "Re: [Round 1] Phase: Up", "Up.\n\nAnn\n"),
               message("bob@example.org", "my move", "down\n\n> On the last round you wrote\n> up\n"),
               message("mallory@example.org", "Up", "Up"),
               message("cy@example.org", "hello", "<p>html only</p>"),
               message("cy@example.org", "question", "What does the weather do?\nThanks"))
    result = gm.ok("ingest", "g", box)
    out = result.output
    assert "choice         Ann" in out and "choice         Bob" in out
    assert "mallory@example.org is no player's address: left alone" in out
    campaign = gm.load()
    assert campaign.secret.choices["Ann"].choice == "Up"
    assert campaign.secret.choices["Bob"].choice == "Down"
    assert "Cy" not in campaign.secret.choices
    # the question is not a choice; during choices it is a post that does not fit: left alone
    assert "it cannot take turn posts now: left alone" in out
    assert len(campaign.ingested) == 2
    # reading the same mailbox again takes in nothing new
    again = gm.ok("ingest", "g", box).output
    assert again.count("already taken in") == 2
    assert gm.load().entry.commitments["Ann"].replaced == 0
    # the commitment printed is the stored one; the choice itself is not printed
    assert campaign.entry.commitments["Ann"].commitment in out


def test_ingest_turn_posts_multipart_and_charsets(fake, tmp_path):
    gm = fake
    setup_emails(gm)
    gm.choose("g", "Ann", "up")
    gm.choose("g", "Bob", "up")
    gm.choose("g", "Cy", "up")
    gm.reveal()
    multi = MIMEMultipart("alternative")
    multi["From"] = "cy@example.org"
    multi["Subject"] = "Re: Round 1 turn"
    multi["Message-ID"] = "<multi@example.org>"
    multi["Date"] = "Tue, 01 Dec 2099 11:00:00 +0000"
    multi.attach(MIMEText("+3\n\nOn Tue, 1 Dec 2099 at 10:00, GM <gm@example.org> wrote:\n> Round 1 is open\n",
                          "plain", "iso-8859-1"))
    multi.attach(MIMEText("<p>+3</p>", "html"))
    latin = EmailMessage()
    latin["From"] = "bob@example.org"
    latin["Subject"] = "Zug"
    latin["Message-ID"] = "<latin@example.org>"
    latin.set_content("+2\n-- \nBöb Müller\n", charset="iso-8859-1")
    box = mbox(tmp_path / "turns.mbox", multi, latin,
               message("ann@example.org", "turn", "not a number"))
    out = gm.ok("ingest", "g", box).output
    campaign = gm.load()
    assert campaign.entry.submissions["Cy"]["text"] == "+3"
    assert campaign.entry.submissions["Cy"]["verdict"] == "accepted"
    assert campaign.entry.submissions["Bob"]["text"] == "+2"
    assert campaign.entry.submissions["Ann"]["verdict"] == "rejected"
    assert "turn post for Round 1 stored: rejected" in out and "is not a signed number" in out


def test_ingest_mistakes(fake, tmp_path):
    assert "no mailbox" in fake.fails("ingest", "g", tmp_path / "nope.mbox").output
    (tmp_path / "folder").mkdir()
    assert "not a Maildir" in fake.fails("ingest", "g", tmp_path / "folder").output


def test_dry_run_saves_nothing(fake, tmp_path):
    gm = fake
    setup_emails(gm)
    before = gm.store.file("g").read_text()
    box = mbox(tmp_path / "in.mbox", message("ann@example.org", "Up", ""))
    assert "dry run: nothing saved" in gm.ok("ingest", "g", box, "--dry-run").output
    assert gm.store.file("g").read_text() == before


def test_strip_quotes():
    text = ("Build\n\nthanks\n-- \nAnn\n")
    assert strip_quotes(text) == "Build\n\nthanks"
    assert strip_quotes("> quoted\nmine\nOn Mon, Ann <a@b.c>\nwrote:\n> x") == "mine"
    assert strip_quotes("mine\n-----Original Message-----\nold") == "mine"
    assert strip_quotes("mine\nAm 01.12.2026 schrieb Ann:\n> alt") == "mine"


def test_mail_sent_before_the_round_opened_is_listed_and_not_applied(fake, tmp_path):
    gm = fake
    setup_emails(gm)
    box = mbox(tmp_path / "old.mbox",
               message("ann@example.org", "Up", "", date="Mon, 01 Jan 2001 10:00:00 +0000"),
               message("bob@example.org", "Down", "", date=None))
    out = gm.ok("ingest", "g", box).output
    assert "sent before Round 1 · move choice opened" in out
    campaign = gm.load()
    assert "Ann" not in campaign.secret.choices and "Bob" in campaign.secret.choices
    assert "already taken in" in gm.ok("ingest", "g", box).output


def test_after_undo_a_corrected_post_by_mail_counts_for_the_rerun_round(fake, tmp_path):
    gm = fake
    setup_emails(gm)
    gm.play_round()
    sent = email.utils.format_datetime(datetime.now(timezone.utc))
    box = mbox(tmp_path / "fix.mbox", message("bob@example.org", "Re: round 1", "+5\n\n> +2\n", date=sent))
    time.sleep(1.1)  # the undo comes later than the mail
    gm.ok("undo", "g", "--reason", "Bob sent a correction")
    out = gm.ok("ingest", "g", box).output
    assert "turn post for Round 1 stored: accepted (replaces the earlier one)" in out
    assert gm.load().entry.submissions["Bob"]["text"] == "+5"


def test_a_choice_inside_a_short_sentence_is_found():
    from gm_tool.core.game.interface import find_game
    from gm_tool.core.ops.mail import read_choice

    dc = find_game("dc")
    assert read_choice(dc, "Production please") == "Production"
    assert read_choice(dc, "I'll go with Colonisation this round.") == "Colonization"
    assert read_choice(dc, "prod") == "Production"
    assert read_choice(dc, "Build or Trade, not sure yet") is None      # two choices: ask
    assert read_choice(dc, "Hello GM, how are you today") is None


def test_a_private_message_in_prose_over_several_lines_is_read_by_the_game(tmp_path, monkeypatch):
    """Issue 19: a PM is a greeting, a sentence and a signature; the game's reader takes the whole
    message at a secret step, and the GM (only) is told on standard error what it read."""
    from typer.testing import CliRunner

    from gm_tool.cli.app import app

    monkeypatch.setenv("GM_CAMPAIGNS", str(tmp_path / "campaigns"))
    run = CliRunner().invoke
    assert run(app, ["new", "g", "--game", "dc", "-p", "Ann", "-p", "Bob", "-p", "Cy"]).exit_code == 0
    assert run(app, ["email", "g", "Ann", "ann@example.org"]).exit_code == 0
    box = mbox(tmp_path / "in.mbox", message(
        "ann@example.org", "my pick",
        "Hi GM,\n\nI think I'll go Organisation this time.\n\nCheers,\nAnn\n"))
    result = run(app, ["ingest", "g", str(box)])
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("choice") and "Organization" not in result.stdout
    assert "read Ann's choice as: Organization" in result.stderr
