"""`gm undo`: roll a campaign back to just before a round was resolved, losing nothing.

What is undone is archived, never deleted: the round files move to history/undone/<stamp>/
together with the round in progress at the time (current-round.toml, secret choices included:
the archive is the GM's), and an "undo" event goes to history/events.toml. The round to re-run is
restored as it was just before its posts were applied: its secret and chance steps with their
revealed choices and draws, its posts (they can be resubmitted or corrected) and its rulings; the RNG goes back to the index it had before, so the re-run draws the
same numbers. A public note says the round was re-run and why.

Seat changes (gm replace / gm drop) made after that point are not undone: they are applied again
to the restored round and recorded there, so the new player keeps the seat. So are the GM's
rulings made after that point (gm adjust, gm edit) that still apply to the restored state: an
adjustment that the game still accepts, a hand edit whose every changed value still holds what
it held when the edit was made. Those that no longer can are named; `drop_rulings` sets them
all aside instead.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from gm_tool.core.store.campaign import Campaign, Commitment, RevealedChoice, OpenEntry, SecretChoice
from gm_tool.core.kit.errors import CampaignFileError, GmError
from gm_tool.core.engine.steps import clock_of
from gm_tool.core.engine.lifecycle import game_of, history_key, step_of
from gm_tool.core.ops.verify import entry_steps
from gm_tool.core.ops.history import (append_event, new_undone_folder, record_clock,
                                      resolved_rounds, round_record)
from gm_tool.core.ops.diff import format_path
from gm_tool.core.ops.rulings import add_entry, check_reason, replay_entry
from gm_tool.core.ops.seats import rename_round
from gm_tool.core.store import files as store_files
from gm_tool.core.store.files import CampaignStore, dump_toml
from gm_tool.core.store.frame import dump_frame


@dataclass
class UndoResult:
    to_round: int
    rounds: list[int]
    archive: Path
    discarded: list[str] = field(default_factory=list)
    reapplied: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    note: str = ""
    #: rulings made after the undone point: applied again, and those that no longer apply
    rulings_reapplied: list[dict[str, Any]] = field(default_factory=list)
    rulings_dropped: list[str] = field(default_factory=list)
    clock: str = ""        # the game's own time the campaign is back at
    span: str = ""         # what was undone, in the game's own time


def _round_summary(campaign: Campaign) -> list[str]:
    rnd = campaign.entry
    parts = []
    for applied in rnd.steps:
        what = "revealed" if applied.get("kind") == "secret" else "made"
        parts.append(f"{applied.get('label') or applied.get('kind')} ({what}; "
                     f"made again after the re-run)")
    if step_of(campaign).kind == "end":
        rulings = [a for a in rnd.adjustments if a.get("kind") in ("adjust", "edit")]
        if rulings:
            parts.append(f"{len(rulings)} ruling(s) made after the game ended")
        return parts
    if rnd.commitments:
        parts.append(f"{len(rnd.commitments)} secret choice(s) for {step_of(campaign).label}")
    if rnd.submissions:
        parts.append(f"{len(rnd.submissions)} turn post(s) for {step_of(campaign).label}")
    return parts


def _still_holds(state: dict[str, Any], entry: dict[str, Any]) -> str:
    """Why a hand edit no longer applies to `state` ("" when it does): a value it changed
    holds something else now than it held when the edit was made."""
    for change in entry.get("changes", []):
        if "old" not in change:
            continue
        value: Any = state
        for key in change["path"]:
            try:
                value = value[key]
            except (KeyError, IndexError, TypeError):
                return f"{format_path(change['path'])} is not there any more"
        if value != change["old"]:
            return f"{format_path(change['path'])} is {value!r} now, not {change['old']!r}"
    return ""


def _reapply_rulings(campaign: Campaign, game, rulings: list[dict[str, Any]], reason: str,
                     drop: bool) -> tuple[list[dict[str, Any]], list[str]]:
    """Apply the rulings made after the undone point to the restored state, in order; a ruling
    the game refuses now, or a hand edit whose values have changed, is named instead."""
    settings = game.load_settings(campaign.settings)
    done, dropped = [], []
    for ruling in rulings:
        label = f"#{ruling.get('seq')} {ruling.get('description') or ruling.get('text') or ruling['kind']}"
        if drop:
            dropped.append(f"{label} (set aside with --drop-rulings)")
            continue
        why = _still_holds(campaign.state, ruling) if ruling["kind"] == "edit" else ""
        if not why:
            try:
                state, _ = replay_entry(game, campaign.state, campaign.player_names, ruling, settings)
                game.check_state(state, campaign.player_names, settings)
            except GmError as exc:
                why = exc.message
        if why:
            dropped.append(f"{label}: {why}")
            continue
        campaign.state = state
        fields = {k: ruling.get(k) for k in ("player", "text", "changes", "description")}
        done.append(add_entry(campaign, ruling["kind"],
                              f"{ruling.get('reason', '')} (applied again after the undo: {reason})",
                              **fields))
    return done, dropped


def _restore_before_reveal(campaign: Campaign, record: dict[str, Any]) -> None:
    """An entry closed by its reveal (a secret step followed by another) goes back to just
    before that reveal: every choice in again with its salt and commitment, not yet revealed."""
    steps = entry_steps(record)
    reveal = steps[-1] if steps and steps[-1].get("kind") == "secret" else {}
    rnd = campaign.entry
    rnd.steps = steps[:-1] if reveal else steps
    rnd.revealed, rnd.reveal_info, rnd.forced, rnd.reveal_draws = {}, {}, [], []
    for player, r in (reveal.get("revealed") or {}).items():
        if r.get("choice") is None or not r.get("salt") or not r.get("commitment"):
            continue            # forced as choosing nothing: they may choose again
        rnd.commitments[player] = Commitment(commitment=r["commitment"], at=reveal.get("at") or rnd.opened_at,
                                             round=r.get("round"))
        campaign.secret.choices[player] = SecretChoice(choice=r["choice"], salt=r["salt"])


def undo(store: CampaignStore, name: str, campaign: Campaign, to_round: int | None,
         reason: str | None, drop_rulings: bool = False) -> UndoResult:
    """Undo the last resolve (or every resolve from round `to_round` on). Call it inside
    `store.transaction(name)`: it archives, logs, saves the campaign, then removes the round files.

    Long: its four numbered steps are one crash-safety argument (copies before changes, the files
    removed only after the save), read best in one place and in that order."""
    reason = check_reason(reason, "an undo")
    campaign.require_secrets("be undone")
    game = game_of(campaign)
    rounds = resolved_rounds(store, name, campaign)
    if not rounds:
        raise GmError("no round has been resolved yet: there is nothing to undo",
                      "'gm log' shows the campaign's history")
    last = rounds[-1]
    target = last if to_round is None else to_round
    if target not in rounds:
        raise GmError(f"record entry {target} has not been resolved",
                      f"resolved entries: {', '.join(map(str, rounds))}")
    numbers = [n for n in rounds if n >= target]
    records = {n: round_record(store, name, n) for n in numbers}
    record = records[target]
    for key in ("state_before", "rng_index_before"):
        if key not in record:
            raise CampaignFileError(f"the record of round {target} has no {key!r}",
                                    "it cannot be undone automatically; use 'gm edit'")

    ended = step_of(campaign).kind == "end"
    later = [a for n in numbers if n > target for a in records[n].get("adjustments", [])]
    if not ended:
        later += list(campaign.entry.adjustments)
    seat_changes = [a for a in later if a.get("kind") in ("replace", "drop")]
    later_rulings = [a for a in later if a.get("kind") in ("adjust", "edit")]
    discarded = _round_summary(campaign)
    warnings = []
    if ended and campaign.rng.revealed_seed is not None:
        warnings.append("the game had ended and the RNG seed was revealed; players can now "
                        "compute the draws of the re-run rounds")

    # 1. Archive what is undone (copies first: a crash leaves duplicates, never a loss).
    archive = new_undone_folder(store, name)
    for n in numbers:
        source = store.history_path(name, history_key(n))
        store_files.atomic_write_text(archive / source.name, source.read_text(encoding="utf-8"))
    store_files.atomic_write_text(archive / "current-round.toml", dump_toml({
        "undone_at_round": campaign.entry.number,
        "reason": reason,
        "round": dump_frame(campaign.entry),
        "secret_choices": {p: asdict(c) for p, c in campaign.secret.choices.items()},
        "rng_next_index": campaign.rng.next_index,
        "state": campaign.state,
    }))

    # 2. Restore the round as it was just before its resolve (opened when the round before it
    #    was resolved: mail sent since then still counts for it).
    opened = campaign.created
    if target - 1 in rounds:
        opened = round_record(store, name, target - 1).get("resolved_at", opened)
    revealed = {p: RevealedChoice(**r) for p, r in record.get("revealed", {}).items()}
    forced = [p for p, r in revealed.items() if r.choice is None]
    campaign.state = record["state_before"]
    campaign.rng.next_index = int(record["rng_index_before"])
    campaign.secret.choices = {}
    campaign.entry = OpenEntry(
        number=target, opened_at=opened, revealed=revealed,
        reveal_info=dict(record.get("reveal_info", {})), forced=forced,
        reveal_draws=list(record.get("reveal_draws", [])), steps=entry_steps(record),
        submissions=dict(record.get("submissions", {})),
        adjustments=list(record.get("adjustments", [])),
        notes=list(record.get("notes", [])),
        waiting=dict(campaign.entry.waiting),     # posts kept for a later turn stay kept
    )
    if record.get("closed_by") == "reveal":
        _restore_before_reveal(campaign, record)

    # 3. Seat changes made since then stay in force: apply them again and record them.
    settings = game.load_settings(campaign.settings)
    reapplied = []
    for change in seat_changes:
        why = f"re-applied after undo: {change.get('reason', '')}".rstrip(": ")
        if change["kind"] == "replace":
            old, new = change["player"], change["new_player"]
            campaign.state = game.housekeeping.rename_player(campaign.state, old, new)
            campaign.entry.notes.extend(rename_round(campaign, game, old, new))
            reapplied.append(add_entry(campaign, "replace", why, player=old, new_player=new,
                                       text=change.get("text"),
                                       description=change.get("description")))
        else:
            campaign.state = game.housekeeping.drop_player(campaign.state, change["player"], settings)
            reapplied.append(add_entry(campaign, "drop", why, player=change["player"],
                                       text=change.get("text"),
                                       description=change.get("description")))
    game.check_state(campaign.state, campaign.player_names, settings)
    rulings_done, rulings_dropped = _reapply_rulings(campaign, game, later_rulings, reason,
                                                     drop_rulings)

    first, final = record_clock(record)["text"], record_clock(records[last])["text"]
    if len(numbers) == 1:
        note = f"{first} was re-run: {reason}"
    else:
        note = f"{first} to {final} were undone and {first} is re-run: {reason}"
    campaign.entry.notes.append(note)

    # 4. Log, save, and only then take the round files out of the history.
    span = first if len(numbers) == 1 else f"{first} to {final}"
    append_event(campaign, "undo", rounds=numbers, to_round=target, reason=reason, span=span,
                 archive=str(archive.relative_to(store.folder(name))),
                 discarded=discarded + rulings_dropped)
    campaign.recorded = target - 1
    store.save(campaign)
    for n in numbers:
        store.history_path(name, history_key(n)).unlink(missing_ok=True)
    return UndoResult(target, numbers, archive, discarded, reapplied, warnings, note,
                      rulings_done, rulings_dropped, clock_of(campaign).text,
                      span)
