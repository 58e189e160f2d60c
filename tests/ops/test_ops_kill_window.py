"""A kill at any instant of any command leaves a campaign that loads, verifies and reports true.

Every write of a campaign is atomic (a temporary file renamed over the old one), so the instants
that matter are between writes: this test runs each command once to count its writes, then again
from the same starting folder once per write, killed just before that write (the files written
so far stay, the rest never happen), and checks the campaign after each kill. At full size the
same is done with real `kill -9`s at random instants: benchmarks/fault_kill.py.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from gm_tool.cli.app import build_app, all_modules
from gm_tool.core.store import files as store_module
from gm_tool.core.ops.history import read_events, resolved_rounds, round_record
from gm_tool.core.ops.verify import verify
from gm_tool.core.store.files import CampaignStore

APP = build_app(all_modules())
runner = CliRunner()


class Killed(BaseException):
    """The process dies here: nothing after this instant happens (not even error handling)."""


def run(root: Path, *args: str, stdin: str | None = None):
    result = runner.invoke(APP, [*args, "--dir", str(root)], input=stdin)
    if isinstance(result.exception, Killed):
        raise result.exception
    return result


def ok(root: Path, *args: str, stdin: str | None = None) -> None:
    result = run(root, *args, stdin=stdin)
    assert result.exit_code == 0, result.output


def done(root: Path, *args: str, stdin: str | None = None) -> None:
    """The command ran to its end: exit 0, or 1 for a user-level outcome (a rejected post, a
    second undo with nothing left to undo), never an internal error."""
    result = run(root, *args, stdin=stdin)
    assert result.exit_code in (0, 1) and "internal error" not in result.output, result.output


class WriteCounter:
    def __init__(self, kill_at: int | None = None):
        self.count = 0
        self.kill_at = kill_at
        self.real = store_module.atomic_write_text

    def __call__(self, path, text):
        if self.kill_at is not None and self.count == self.kill_at:
            raise Killed(str(path))
        self.count += 1
        self.real(path, text)


def check_consistent(root: Path, name: str) -> None:
    store = CampaignStore(root)
    if not store.exists(name):
        return  # a kill in `gm new` before its campaign file: no campaign, `gm new` again works
    campaign = store.load(name)
    report = verify(store, name, campaign)
    assert report.ok, report.lines()
    rounds = resolved_rounds(store, name, campaign)
    assert rounds == list(range(1, campaign.recorded + 1))
    for number in rounds:
        assert round_record(store, name, number)["round"] == number
    assert len(read_events(store, name, campaign)) == campaign.events
    assert run(root, "log", name).exit_code == 0
    if campaign.recorded:
        assert run(root, "report", name).exit_code == 0


SAMPLE = Path(__file__).resolve().parents[2] / "campaigns" / "sample"


def prepare(root: Path, stage: str) -> None:
    """The committed sample (Distant Colony, schema 1: the first write also migrates it) at round
    4's phase choice; "revealed": with round 4's choices revealed."""
    shutil.copytree(SAMPLE, root / "g")
    if stage == "revealed":
        for player, phase in (("Ann", "production"), ("Bob", "build"), ("Cy", "survey")):
            ok(root, "choose", "g", player, phase)
        ok(root, "reveal", "g")


COMMANDS = [
    ("choices", ("new", "h", "--game", "dc", "-p", "Ann", "-p", "Bob"), None, "h"),
    ("choices", ("new", "h", "--game", "colonization", "-p", "Ann", "-p", "Bob"), None, "h"),
    ("choices", ("choose", "g", "Ann", "trade"), None, "g"),
    ("choices", ("deadline", "g", "2030-01-01 12:00"), None, "g"),
    ("choices", ("adjust", "g", "Ann", "+3 wealth", "--reason", "late bonus"), None, "g"),
    ("choices", ("drop", "g", "Bob", "--reason", "left"), None, "g"),
    ("choices", ("replace", "g", "Bob", "Dee", "--reason", "swap"), None, "g"),
    ("choices", ("email", "g", "Ann", "ann@example.org"), None, "g"),
    ("choices", ("undo", "g", "--reason", "misread"), None, "g"),
    ("choices", ("undo", "g", "--to", "1", "--reason", "misread"), None, "g"),
    ("choices", ("export", "g", "--public", "PUBLIC"), None, "g"),
    ("revealed", ("resolve", "g", "--force"), None, "g"),
    ("revealed", ("submit", "g", "Ann", "-"), "Production\nNet: +0\n", "g"),
]


@pytest.mark.parametrize("stage, args, stdin, name", COMMANDS,
                         ids=[f"{c[0]}-{c[1][0]}" for c in COMMANDS])
def test_a_kill_before_any_write_of_a_command_leaves_a_true_campaign(tmp_path, monkeypatch, stage,
                                                                      args, stdin, name):
    start = tmp_path / "start"
    prepare(start, stage)
    args = tuple(str(tmp_path / "public") if a == "PUBLIC" else a for a in args)

    counter = WriteCounter()
    trial = tmp_path / "count"
    shutil.copytree(start, trial)
    monkeypatch.setattr(store_module, "atomic_write_text", counter)
    done(trial, *args, stdin=stdin)
    writes = counter.count
    assert writes >= 1
    check_consistent(trial, name)

    for kill_at in range(writes):
        folder = tmp_path / f"kill-{kill_at}"
        shutil.copytree(start, folder)
        monkeypatch.setattr(store_module, "atomic_write_text", WriteCounter(kill_at))
        with pytest.raises(Killed):
            run(folder, *args, stdin=stdin)
        monkeypatch.setattr(store_module, "atomic_write_text", counter.real)
        check_consistent(folder, name)
        # and the GM's next try of the same command runs (or says why it need not)
        done(folder, *args, stdin=stdin)
        check_consistent(folder, name)
