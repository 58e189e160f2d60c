"""Play by e-mail: read a mailbox (mbox file or Maildir folder) and take in each player's secret
choices and turn posts.

A message is matched to a player by its sender's address (the addresses set with `gm email`).
Quoted reply text ("> " lines, and everything from an "On ... wrote:" line or a
"-----Original Message-----" line on) and the signature (after a "-- " line) are ignored.
A message whose subject or first line names a choice (a phase) is a secret choice; any other
message with text is a turn post. A message is remembered by its Message-ID once it has been
taken in, so reading the same mailbox again takes in only new mail. Messages from unknown
addresses, messages that cannot be classified, and messages that do not fit the round's stage
are listed and left alone (they are looked at again next time).
"""

from __future__ import annotations

import email
import email.policy
import email.utils
import hashlib
import mailbox
import re
from dataclasses import dataclass, field
from datetime import datetime, timezone
from email.message import EmailMessage
from pathlib import Path
from typing import Iterator

from gm_tool.core.engine import lifecycle
from gm_tool.core.engine import turns
from gm_tool.core.store.campaign import MAX_POST_BYTES, Campaign
from gm_tool.core.engine.steps import clock_of
from gm_tool.core.kit.errors import GmError
from gm_tool.core.kit.matching import fold, match_player

_REPLY_PREFIX = re.compile(r"^\s*((re|aw|sv|fw|fwd|wg|tr)\s*(\[\d+\])?\s*:\s*)+", re.IGNORECASE)
_LABEL = re.compile(r"^\s*(my\s+)?(secret\s+)?(phase|choice|pick|action)(\s+choice)?\s*(for\s+round\s*\d+)?\s*[:=-]?\s*",
                    re.IGNORECASE)
_ROUND_TAG = re.compile(r"^\s*\[?\s*(round|turn|rd)\s*#?\s*\d+\s*\]?\s*[:.\-]*\s*", re.IGNORECASE)
_WROTE = re.compile(r"^\s*(On|Am|Le|El|Il|Op)\b.*\b(wrote|schrieb|a écrit|escribió|ha scritto|schreef)\b.*:\s*$",
                    re.IGNORECASE)
_ORIGINAL = re.compile(r"^\s*-{2,}\s*(original message|forwarded message)\s*-{2,}", re.IGNORECASE)
_ADDRESS = re.compile(r"^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$")


def normalise_address(text: str) -> str:
    _, addr = email.utils.parseaddr(text)
    addr = addr.strip().lower()
    if not _ADDRESS.match(addr):
        raise GmError(f"{text!r} is not an e-mail address", "for example ann@example.org")
    return addr


def set_email(campaign: Campaign, player_word: str, address: str, remove: bool = False) -> str:
    player = match_player(player_word, campaign.player_names)
    addr = normalise_address(address)
    entry = next(p for p in campaign.players if p.name == player)
    if remove:
        if addr not in entry.emails:
            raise GmError(f"{addr} is not one of {player}'s addresses",
                          f"{player}'s addresses: {', '.join(entry.emails) or '(none)'}")
        entry.emails.remove(addr)
        return player
    for other in campaign.players:
        if other.name != player and addr in other.emails:
            raise GmError(f"{addr} already belongs to {other.name}",
                          f"remove it first: gm email {campaign.name} {other.name} {addr} --remove")
    if addr not in entry.emails:
        entry.emails.append(addr)
    return player


def sender_map(campaign: Campaign) -> dict[str, str]:
    return {addr.lower(): p.name for p in campaign.players for addr in p.emails}


def body_text(msg: EmailMessage) -> str | None:
    """The message's text/plain body, decoded from its charset; None if it has none."""
    try:
        part = msg.get_body(preferencelist=("plain",))
    except Exception:
        part = None
    if part is None:
        if msg.is_multipart() or msg.get_content_type() != "text/plain":
            return None
        part = msg
    try:
        text = part.get_content()
    except (LookupError, UnicodeError, ValueError):
        payload = part.get_payload(decode=True) or b""
        text = payload.decode("utf-8", errors="replace")
    return text if isinstance(text, str) else None


def strip_quotes(text: str) -> str:
    """The new text of a reply: no quoted lines, no quoted trailer, no signature."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    kept: list[str] = []
    for i, line in enumerate(lines):
        if line.rstrip() == "--" or line == "-- ":
            break
        if _ORIGINAL.match(line) or _WROTE.match(line):
            break
        # "On Tue, 1 Dec 2026, Ann <ann@example.org>" / "wrote:" wrapped onto two lines
        if line.lstrip().startswith("On ") and i + 1 < len(lines) and lines[i + 1].strip().endswith("wrote:"):
            break
        if line.lstrip().startswith(">"):
            continue
        kept.append(line.rstrip())
    while kept and not kept[-1].strip():
        kept.pop()
    while kept and not kept[0].strip():
        kept.pop(0)
    return "\n".join(kept)


def clean_subject(subject: str) -> str:
    text = _REPLY_PREFIX.sub("", subject or "")
    text = _ROUND_TAG.sub("", text)
    return text.strip()


def read_choice(game, candidate: str, reader=None, sentences: bool = True) -> str | None:
    """The choice a short line names ("Build", "Phase: prod", "my choice: Trade.", or whatever
    structured input the step reads, through `reader`), or None."""
    text = _ROUND_TAG.sub("", candidate.strip())
    text = _LABEL.sub("", text)
    text = _ROUND_TAG.sub("", text).strip().strip(".!").strip()
    if not text:
        return None
    words_in = len(text.split())
    if words_in <= 3 or (reader is not None and words_in <= 12):
        try:
            if reader is not None:
                return reader(text)
            if game.choice_words is not None:
                return game.choice_words.parse(text)
        except GmError:
            pass
    if not sentences:
        return None
    # a short sentence naming exactly one choice by a whole word: "Production please"
    words = re.findall(r"[^\W\d_]+", text)
    if len(words) > 8:
        return None
    known = game.choice_words.spellings if game.choice_words else {}
    spellings = {fold(k): v for k, v in known.items()}
    named = {spellings[fold(w)] for w in words if fold(w) in spellings}
    return named.pop() if len(named) == 1 else None


def _whole_message_choice(lines: list[str], reader) -> str | None:
    """The choice the whole of a short private message names, read by the game's own reader at
    a secret step, or None (a long message is a turn post, not a choice)."""
    if reader is None or not lines or len(lines) > 12:
        return None
    try:
        return reader("\n".join(lines))
    except GmError:
        return None


def message_id(msg: EmailMessage, raw: bytes) -> str:
    mid = str(msg.get("Message-ID", "") or "").strip()
    if mid:
        return mid
    return "<sha256:" + hashlib.sha256(raw).hexdigest()[:32] + "@gm_tool>"


@dataclass
class Mail:
    key: str
    message_id: str
    sender: str
    subject: str
    date: datetime | None
    body: str | None


@dataclass
class MailResult:
    message_id: str
    sender: str
    subject: str
    player: str | None
    action: str        # "choice", "turn", "skipped", "unknown-sender", "unclassified", "error"
    detail: str
    taken: bool = False
    read_as: str = ""  # a secret choice as the game read it: for the GM's eyes (standard error)
    lines: list[str] = field(default_factory=list)


def read_mailbox(path: str | Path) -> Iterator[Mail]:
    path = Path(path)
    if not path.exists():
        raise GmError(f"no mailbox {str(path)!r}", "give an mbox file or a Maildir folder")
    if path.is_dir():
        if not (path / "cur").is_dir() and not (path / "new").is_dir():
            raise GmError(f"{path} is a folder but not a Maildir (no cur/ or new/)",
                          "give an mbox file or a Maildir folder")
        box: mailbox.Mailbox = mailbox.Maildir(path, factory=None, create=False)
    else:
        box = mailbox.mbox(path, factory=None, create=False)
    mails = []
    try:
        for key in box.keys():
            raw = box.get_bytes(key)
            msg = email.message_from_bytes(raw, policy=email.policy.default)
            assert isinstance(msg, EmailMessage)
            try:
                sender = (msg["From"].addresses[0].addr_spec if msg["From"] and msg["From"].addresses
                          else "")
            except Exception:
                sender = email.utils.parseaddr(str(msg.get("From", "")))[1]
            try:
                date = msg["Date"].datetime if msg["Date"] else None
                if date is not None and date.tzinfo is None:
                    date = date.replace(tzinfo=timezone.utc)
            except Exception:
                date = None
            mails.append(Mail(str(key), message_id(msg, raw), sender.lower(),
                              str(msg.get("Subject", "") or ""), date, body_text(msg)))
    finally:
        box.close()
    # Oldest first, so a later message from a player replaces an earlier one.
    order = {id(m): i for i, m in enumerate(mails)}
    mails.sort(key=lambda m: (m.date or datetime.min.replace(tzinfo=timezone.utc), order[id(m)]))
    return iter(mails)


def classify(campaign: Campaign, mail: Mail, player: str | None = None) -> tuple[str, str | None, str]:
    """("choice", choice, "") | ("turn", None, text) | ("unclassified", None, why)."""
    game = lifecycle.game_of(campaign)
    step = lifecycle.step_of(campaign)
    text = strip_quotes(mail.body or "")
    lines = [line for line in text.split("\n") if line.strip()]
    reader = None
    if step.kind == "secret" and player in step.players:
        settings = game.load_settings(campaign.settings)

        def read_one(words: str) -> str:
            return game.read_choice(campaign.state, step, player, words, settings).text

        reader = read_one
    # outside a secret step only a message that is nothing but a choice is one (next round's
    # choice sent early): a one-line turn post may well start with a phase's name
    sentences = step.kind == "secret"
    subject_choice = read_choice(game, clean_subject(mail.subject), reader, sentences)
    first_choice = read_choice(game, lines[0], reader, sentences) if lines else None
    if step.kind == "secret" or game.choice_words:
        if step.kind == "secret":
            if subject_choice and (not lines or first_choice in (None, subject_choice)):
                return "choice", subject_choice, ""
            if first_choice:
                return "choice", first_choice, ""
            # a private message in prose over several lines ("Hi GM,\nI think I'll go
            # Organisation this time.\nCheers"): the game's reader takes the whole message
            # (it knows greetings, chatter and signatures) and asks when it is not clear
            whole = _whole_message_choice(lines, reader)
            if whole:
                return "choice", whole, ""
        else:
            # During turns a choice is only a short message (next round's choice sent early).
            if first_choice and len(lines) == 1:
                return "choice", first_choice, ""
            if subject_choice and not lines:
                return "choice", subject_choice, ""
    if mail.body is None:
        return "unclassified", None, "no plain-text part"
    if not lines:
        return "unclassified", None, "no text besides quoted lines"
    return "turn", None, text


def ingest(campaign: Campaign, mails: Iterator[Mail]) -> list[MailResult]:
    """Take in every new message; changes `campaign` in place (the caller saves it)."""
    addresses = sender_map(campaign)
    seen = set(campaign.ingested)
    results = []
    for mail in mails:
        result = MailResult(mail.message_id, mail.sender, mail.subject, None, "skipped", "")
        results.append(result)
        if mail.message_id in seen:
            result.detail = "already taken in"
            continue
        player = addresses.get(mail.sender)
        if player is None:
            result.action, result.detail = "unknown-sender", (
                f"{mail.sender or '(no sender)'} is no player's address: left alone "
                f"(add it with 'gm email {campaign.name} PLAYER {mail.sender or 'ADDRESS'}')")
            continue
        result.player = player
        seat = next(p for p in campaign.players if p.name == player)
        if seat.dropped:
            result.action, result.detail = "error", f"{player} has been dropped: left alone"
            continue
        if mail.body is not None and len(mail.body) > MAX_POST_BYTES // 4 \
                and len(mail.body.encode("utf-8", "surrogatepass")) > MAX_POST_BYTES:
            # refused before it is read (a turn post is a few hundred bytes)
            result.action = "error"
            result.detail = (f"its text is {len(mail.body.encode('utf-8', 'surrogatepass')):,} "
                             f"bytes, more than a post may be ({MAX_POST_BYTES:,} bytes, 64 KB): "
                             "left alone")
            continue
        opened = _when(campaign.entry.opened_at)
        if mail.date is not None and opened is not None and mail.date < opened:
            result.detail = (f"sent before {clock_of(campaign).text} opened: too late for it, "
                             f"not taken in (it will not be read again)")
            campaign.ingested.append(mail.message_id)
            seen.add(mail.message_id)
            continue
        kind, choice, text = classify(campaign, mail, player)
        try:
            if kind == "choice":
                receipt = lifecycle.choose(campaign, player, choice or "")
                result.action = "choice"
                result.read_as = receipt.read_as
                result.detail = (f"secret {receipt.noun} for {receipt.clock} "
                                 f"recorded{' (replaces the earlier one)' if receipt.replaced else ''}; "
                                 f"commitment {receipt.commitment}")
            elif kind == "turn":
                submitted_clock = clock_of(campaign).short
                submitted = turns.submit(campaign, player, text)
                result.action = "turn"
                verdict = "accepted" if submitted.check.accepted else "rejected"
                result.detail = (f"turn post for {submitted_clock} stored: {verdict}"
                                 f"{' (replaces the earlier one)' if submitted.replaced else ''}")
                result.lines = [d.render() for d in submitted.check.diagnostics]
            else:
                result.action, result.detail = "unclassified", f"cannot tell what it is ({text}): left alone"
                continue
        except GmError as exc:
            result.action = "error"
            result.detail = f"{exc.message}: left alone" + (f" ({exc.hint})" if exc.hint else "")
            continue
        result.taken = True
        campaign.ingested.append(mail.message_id)
        seen.add(mail.message_id)
    return results


def _when(text: str | None) -> datetime | None:
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00")) if text else None
    except ValueError:
        return None
