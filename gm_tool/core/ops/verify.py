"""`gm verify`: replay the whole campaign from its setup, seed and recorded inputs, and check
that it reaches the stored state.

For every entry of the record, in order: its secret and chance steps (each with the revealed
choices or the draws recorded for it) with the rulings made between them, then the posts or turn
step that closed it, with the recorded posts and an RNG at the recorded index (forced as
recorded). Then the entry in progress the same way. Any difference (a hand edit of
campaign.toml, a rules change, a lost ruling) is reported field by field.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gm_tool.core.store.campaign import Campaign, legacy_secret_step
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import Game
from gm_tool.core.engine.steps import clock_of, history_key
from gm_tool.core.engine.lifecycle import game_of
from gm_tool.core.ops.diff import apply_changes, diff, format_path, show
from gm_tool.core.ops.history import (all_adjustments, record_clock, resolved_rounds, round_record,
                                      setup_record)
from gm_tool.core.ops.rulings import replay_entry
from gm_tool.core.kit.rng import EnteredRng, RecordedRng
from gm_tool.core.store.files import CampaignStore

DIFF_LIMIT = 40


@dataclass
class VerifyReport:
    rounds: list[int] = field(default_factory=list)
    steps: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    differences: list[dict[str, Any]] = field(default_factory=list)
    draws: int = 0

    @property
    def ok(self) -> bool:
        return not self.problems and not self.differences

    def lines(self) -> list[str]:
        out = list(self.steps)
        if self.ok:
            out.append(f"OK: replaying the setup and {len(self.rounds)} round(s) from the seed "
                       f"({self.draws} draws) reaches the stored state")
            return out
        out.extend(f"MISMATCH: {p}" for p in self.problems)
        if self.differences:
            out.append(f"MISMATCH: the stored state differs from the replay in "
                       f"{len(self.differences)} field(s):")
            out.extend("  " + line for line in describe_mismatch(self.differences, DIFF_LIMIT))
        return out


def describe_mismatch(changes: list[dict[str, Any]], limit: int | None = None) -> list[str]:
    """Differences from diff(replayed, stored): `path: stored X, replay gives Y`."""
    lines = []
    for c in changes if limit is None else changes[:limit]:
        where = format_path(c["path"])
        stored = "(missing)" if c["op"] == "delete" else show(c["new"])
        replayed = "(missing)" if "old" not in c else show(c["old"])
        lines.append(f"{where}: stored {stored}, replay gives {replayed}")
    if limit is not None and len(changes) > limit:
        lines.append(f"... and {len(changes) - limit} more")
    return lines


def initial_players(store: CampaignStore, name: str, campaign: Campaign,
                    setup: dict[str, Any] | None) -> list[str]:
    if setup and isinstance(setup.get("players"), list):
        return [str(p) for p in setup["players"]]
    players = list(campaign.player_names)
    for adj in reversed(all_adjustments(store, name, campaign)):
        if adj.get("kind") == "replace":
            players = [adj["player"] if p == adj["new_player"] else p for p in players]
    return players


def _seed(campaign: Campaign) -> tuple[str, str]:
    if not campaign.secret.public_copy:
        return campaign.secret.seed, campaign.secret.seed_salt
    if campaign.rng.revealed_seed is not None and campaign.rng.revealed_salt is not None:
        return campaign.rng.revealed_seed, campaign.rng.revealed_salt
    raise GmError("this is a public copy: its seed is hidden until the game ends, so it cannot be "
                  "replayed", "the GM runs 'gm verify' on the real campaign")


def entry_steps(record: dict[str, Any]) -> list[dict[str, Any]]:
    """The secret and chance steps an entry applied before its closing step. A schema-1 record
    lists none: its reveal (if any) is the one secret step."""
    if "steps" in record:
        return list(record["steps"])
    return [legacy_secret_step(record)] if record.get("revealed") else []


def _after_steps(entry: dict[str, Any], steps: int) -> int:
    """How many of the entry's steps had been applied when a ruling was made (schema-1 rulings
    say only "choices", before the reveal, or "turns", after it)."""
    if "after_steps" in entry:
        return int(entry["after_steps"])
    return 0 if entry.get("stage") == "choices" else steps


class Replay:
    """The settings a replay runs under: the setup's, changed by each recorded `gm set`."""

    def __init__(self, game: Game, data: dict[str, Any]) -> None:
        self.game, self.data = game, dict(data)
        self.settings = game.load_settings(self.data)

    def change(self, entry: dict[str, Any]) -> None:
        # `dice` is the campaign's (who rolls), not a setting of the game's rules
        game_changes = [c for c in entry.get("changes", []) if list(c.get("path", [])) != ["dice"]]
        self.data = apply_changes(self.data, game_changes)
        self.settings = self.game.load_settings(self.data)


def _apply_entry_steps(game: Game, replay: Replay, seed: str, salt: str, state: dict[str, Any],
                       players: list[str], index: int, steps: list[dict[str, Any]],
                       adjustments: list[dict[str, Any]], where: str,
                       report: VerifyReport) -> tuple[dict[str, Any], list[str], int]:
    """An entry's secret and chance steps, each at its recorded place among the rulings."""
    pending = sorted(adjustments, key=lambda a: _after_steps(a, len(steps)))
    for done in range(len(steps) + 1):
        while pending and _after_steps(pending[0], len(steps)) <= done:
            entry = pending.pop(0)
            if entry.get("kind") == "set":
                replay.change(entry)
            else:
                state, players = replay_entry(game, state, players, entry, replay.settings)
        settings = replay.settings
        if done == len(steps):
            break
        applied = steps[done]
        rng = RecordedRng(seed, salt, index)
        if applied.get("kind") == "chance" and applied.get("gm_roll") is not None:
            rng = EnteredRng(rng, [int(v) for v in applied["gm_roll"]])
        if applied.get("kind") == "secret":
            revealed = applied.get("revealed", {})
            choices = {p: (revealed.get(p) or {}).get("choice") for p in (revealed or players)}
            state = game.apply_secret(state, choices, settings, rng).state
        elif applied.get("kind") == "chance":
            state = game.apply_chance(state, settings, rng).state
        else:
            raise GmError(f"{where}: unknown kind of step {applied.get('kind')!r}")
        if [d.to_dict() for d in rng.draws] != list(applied.get("draws", [])):
            what = "reveal's" if applied.get("kind") == "secret" else f"{applied.get('label', 'chance step')}'s"
            report.problems.append(f"{where}: the {what} draws differ from the recorded ones")
        index = rng.next_index
    return state, players, index


def _key(change: dict[str, Any]) -> str:
    return ".".join(map(str, change["path"]))


def _setting_word(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def record_where(number: int, record: dict[str, Any]) -> str:
    """A record as the GM finds it: the game's own time, and the file that holds it."""
    return f"{record_clock(record)['text']} (history/{history_key(number)}.toml)"


def verify(store: CampaignStore, name: str, campaign: Campaign) -> VerifyReport:
    report = VerifyReport()
    game = game_of(campaign)
    seed, salt = _seed(campaign)
    setup = setup_record(store, name)
    settings_data = setup.get("settings") if setup and isinstance(setup.get("settings"), dict) else campaign.settings
    replay = Replay(game, settings_data)
    settings = replay.settings
    if campaign.game_version != game.version:
        report.steps.append(f"note: the campaign was played with {game.title} v{campaign.game_version}; "
                            f"replaying with v{game.version}")
    players = initial_players(store, name, campaign, setup)
    rng = RecordedRng(seed, salt)
    board = (setup or {}).get("board")
    state = game.setup(players, settings, rng, **({"board": board} if board is not None else {}))
    if setup is None:
        report.problems.append("the setup record (history/round-0000-setup.toml) is missing")
    elif [d.to_dict() for d in rng.draws] != list(setup.get("draws", [])):
        report.problems.append("setup: the draws differ from the recorded ones")
    index = rng.next_index
    report.draws = index
    report.steps.append(f"setup: {', '.join(players)}; {index} draw(s)")

    rounds = resolved_rounds(store, name, campaign)
    expected = list(range(1, len(rounds) + 1))
    if rounds != expected:
        report.problems.append(f"the history holds record entries {rounds}; expected {expected}")
    for number in rounds:
        record = round_record(store, name, number)
        report.rounds.append(number)
        try:
            state, players, index = _replay_round(game, replay, seed, salt, state, players,
                                                  index, number, record, report)
        except GmError as exc:
            report.problems.append(f"{record_where(number, record)}: the replay stopped: {exc.message}")
            return report
        except Exception as exc:  # the game's code failed on recorded input
            report.problems.append(f"{record_where(number, record)}: the replay stopped: "
                                   f"{type(exc).__name__}: {exc}")
            return report

    rnd = campaign.entry
    if rnd.steps or rnd.adjustments:
        where = f"{clock_of(campaign).text} (in progress)"
        try:
            state, players, index = _apply_entry_steps(game, replay, seed, salt, state, players,
                                                       index, rnd.steps, rnd.adjustments, where,
                                                       report)
        except GmError as exc:
            report.problems.append(f"{where}: the replay stopped: {exc.message}")
            return report
        kinds = ", ".join(f"{s.get('kind')} step" for s in rnd.steps)
        report.steps.append(f"{where}: {kinds + ', ' if kinds else ''}"
                            f"{len(rnd.adjustments)} ruling(s)")
    if players != campaign.player_names:
        report.problems.append(f"players: stored {campaign.player_names}, replay gives {players}")
    edited = diff(replay.settings.model_dump(mode="json"), game.load_settings(campaign.settings).model_dump(mode="json"))
    if edited:
        now = " ".join(f"{_key(c)}={_setting_word(c.get('new'))}" for c in edited)
        report.problems.append(
            "settings changed by hand, not by a recorded ruling: "
            + ", ".join(f"{_key(c)} is {show(c.get('new'))} in the file, the record "
                        f"gives {show(c.get('old'))}" for c in edited)
            + f". To keep the change, put the old value back in the file and record it: "
              f"gm set {name} {now} --reason \"...\"")
    if index != campaign.rng.next_index:
        report.problems.append(f"rng.next_index: stored {campaign.rng.next_index}, replay gives {index}")
    report.draws = index
    report.differences = diff(state, campaign.state)
    return report


def _replay_round(game: Game, replay: Replay, seed: str, salt: str, state: dict[str, Any],
                  players: list[str], index: int, number: int, record: dict[str, Any],
                  report: VerifyReport) -> tuple[dict[str, Any], list[str], int]:
    adjustments = record.get("adjustments", [])
    where = record_where(number, record)
    state, players, index = _apply_entry_steps(game, replay, seed, salt, state, players, index,
                                               entry_steps(record), adjustments,
                                               where, report)
    if record.get("closed_by") == "reveal":
        # an entry closed by its reveal (a secret step followed by another): nothing more applied
        after = diff(state, record.get("state_after", state))
        if after:
            report.problems.append(f"{where}: the reveal gives a state that differs from the "
                                   f"record in {len(after)} field(s):\n    "
                                   + "\n    ".join(describe_mismatch(after, 10)))
        report.steps.append(f"{where}: {len(adjustments)} ruling(s), the reveal")
        return state, players, index
    if "draws" not in record and "state_after" in record:
        # an entry closed by the game's end after a secret or chance step: nothing more applied
        report.steps.append(f"{where}: {len(adjustments)} ruling(s), the game ended")
        return state, players, index
    recorded_index = int(record.get("rng_index_before", index))
    if recorded_index != index:
        report.problems.append(f"{where}: the record starts at draw {recorded_index}, "
                               f"the replay at draw {index}")
    if "state_before" in record:
        before = diff(state, record["state_before"])
        if before:
            report.problems.append(f"{where}: the state before resolving differs from the "
                                   f"record in {len(before)} field(s):\n    "
                                   + "\n    ".join(describe_mismatch(before, 10)))
    subs = record.get("submissions", {})
    posts = {p: subs[p].get("text") if p in subs else None for p in players}
    rng = RecordedRng(seed, salt, recorded_index)
    outcome = game.apply_posts(state, posts, replay.settings, rng, bool(record.get("forced", False)))
    if [d.to_dict() for d in rng.draws] != list(record.get("draws", [])):
        report.problems.append(f"{where}: the draws differ from the recorded ones")
    if "state_after" in record:
        after = diff(outcome.state, record["state_after"])
        if after:
            report.problems.append(f"{where}: resolving gives a state that differs from "
                                   f"the record in {len(after)} field(s):\n    "
                                   + "\n    ".join(describe_mismatch(after, 10)))
    report.steps.append(f"{where}: {len(adjustments)} ruling(s), {len(subs)} post(s), "
                        f"{len(rng.draws)} draw(s)")
    return outcome.state, players, rng.next_index
