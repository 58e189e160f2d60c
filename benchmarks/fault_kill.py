"""Real `gm` processes killed with `kill -9` at random instants of their writes: every kill leaves
a campaign that loads, verifies and reports true, and the GM's next try of the command works.

    python benchmarks/fault_kill.py                 # full size: 400 kills (the README's figures)
    python benchmarks/fault_kill.py --kills 4       # what pytest runs

Campaigns (Distant Colony, three players; every tenth a Colonization one) are played forward by
the commands a GM runs — new, choose, reveal, submit, resolve --force, adjust, deadline, email,
undo, export --public — picked to fit the step the campaign is at. Each command runs as a real
process and gets `kill -9` after a random delay: mostly in the last part of its usual run time,
where its writes are (the delays adapt to the measured run times), sometimes anywhere. After each
kill the campaign must load, `gm verify` must pass, the history must hold rounds 1..recorded and
no other, the event log must hold exactly the events the campaign counts, `gm log` and `gm report`
must run; then the same command is run again to its end (exit 0, or 1 for a reason given, never
an internal error) and all of that is checked again. Each kill is classed by what it left: nothing
written, some files written but not campaign.toml (killed between the writes of a transaction),
or campaign.toml replaced (killed after the commit point). Prints the figures; exit 1 on a failure.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

PLAYERS = ["Ann", "Bob", "Cy"]
PHASES = ["survey", "colonization", "build", "production", "trade", "organization"]
POST = "Survey: +1 Wealth\nBuild: none\nNet: +1 Wealth\n"
ENTRIES_PER_CAMPAIGN = 5


def snapshot(folder: Path) -> dict[str, str]:
    if not folder.exists():
        return {}
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in folder.rglob("*") if p.is_file() and p.name != ".lock"}


class Player:
    """Runs commands on one campaigns folder and checks what a kill left."""

    def __init__(self, root: Path, rng: random.Random):
        from typer.testing import CliRunner
        from gm_tool.cli.app import all_modules, build_app

        self.root = root
        self.rng = rng
        self.env = {**os.environ, "GM_CAMPAIGNS": str(root), "GM_WAIT": "30"}
        self.app = build_app(all_modules())
        self.cli = CliRunner()
        self.durations: dict[str, float] = {}
        self.count = 0
        self.name = ""
        self.game = "dc"

    # What to run next -----------------------------------------------------------------------
    def next_command(self) -> tuple[list[str], str | None]:
        from gm_tool.core.engine.lifecycle import step_of
        from gm_tool.core.store.files import CampaignStore

        store = CampaignStore(self.root)
        if not self.name or not store.exists(self.name):
            return self._new()
        campaign = store.load(self.name)
        step = step_of(campaign)
        if step.kind == "end" or campaign.recorded >= ENTRIES_PER_CAMPAIGN:
            return self._new()
        name = self.name
        roll = self.rng.random()
        player = self.rng.choice(PLAYERS[:2] if self.game == "colonization" else PLAYERS)
        if roll < 0.06:
            return ["deadline", name, f"2030-0{self.rng.randint(1, 9)}-11 18:00", "--tz",
                    "Europe/Berlin"], None
        if roll < 0.11:
            return ["email", name, player, f"{player.lower()}{self.rng.randint(1, 999)}@example.org"], None
        if roll < 0.15 and campaign.recorded:
            return ["undo", name, "--reason", "re-run"], None
        if roll < 0.18:
            return ["export", name, "--public", str(self.root.parent / "public" / f"{self.count}")], None
        if roll < 0.28 and self.game == "dc":
            return ["adjust", name, player, "+1 wealth", "--reason", "bonus"], None
        if step.kind == "secret":
            missing = [p for p in step.players if p not in campaign.entry.commitments]
            if missing and self.rng.random() < 0.85:
                return ["choose", name, self.rng.choice(missing), self.rng.choice(PHASES)], None
            return ["reveal", name, "--force"], None
        if step.kind == "posts":
            if self.rng.random() < 0.5:
                return ["submit", name, player, "-"], POST
            return ["resolve", name, "--force"], None
        if step.kind == "turn":
            return ["submit", name, step.players[0], "-"], "Draw a planet\n"
        return ["status", name], None

    def _new(self) -> tuple[list[str], str | None]:
        self.count += 1
        self.name = f"k{self.count}"
        self.game = "colonization" if self.count % 10 == 0 else "dc"
        players = PLAYERS[:2] if self.game == "colonization" else PLAYERS
        return ["new", self.name, "--game", self.game, *sum((["-p", p] for p in players), []),
                "--seed", str(self.count)], None

    # Running and checking -------------------------------------------------------------------
    def run(self, args: list[str], stdin: str | None) -> tuple[int, str, float]:
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "gm_tool", *args], input=stdin, env=self.env,
                              capture_output=True, text=True)
        return done.returncode, done.stdout + done.stderr, time.perf_counter() - start

    def killed(self, args: list[str], stdin: str | None) -> tuple[str, float]:
        """Run and `kill -9` it at a random instant; how the kill went and the delay."""
        usual = self.durations.get(args[0], 0.5)
        if self.rng.random() < 0.25:
            delay = self.rng.uniform(0, usual)
        else:
            delay = self.rng.uniform(0.6 * usual, 1.05 * usual)
        proc = subprocess.Popen([sys.executable, "-m", "gm_tool", *args], env=self.env,
                                stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, text=True)
        if stdin is not None:
            try:
                proc.stdin.write(stdin)
            except BrokenPipeError:
                pass
        proc.stdin.close()
        time.sleep(delay)
        if proc.poll() is not None:
            return "finished", delay
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        return "killed", delay

    def check(self, problems: list[str], label: str) -> None:
        from gm_tool.core.ops.history import read_events, resolved_rounds, round_record
        from gm_tool.core.ops.verify import verify
        from gm_tool.core.store.files import CampaignStore

        store = CampaignStore(self.root)
        if not store.exists(self.name):
            return  # killed in `gm new` before its campaign file: no campaign
        try:
            campaign = store.load(self.name)
        except Exception as exc:  # noqa: BLE001 (any failure is a finding)
            problems.append(f"{label}: the campaign does not load: {exc}")
            return
        report = verify(store, self.name, campaign)
        if not report.ok:
            problems.append(f"{label}: gm verify fails: {report.problems[:3]}")
        rounds = resolved_rounds(store, self.name, campaign)
        if rounds != list(range(1, campaign.recorded + 1)):
            problems.append(f"{label}: history holds rounds {rounds}, recorded = {campaign.recorded}")
        for number in rounds:
            if round_record(store, self.name, number).get("round") != number:
                problems.append(f"{label}: history/round-{number:04d} is not round {number}")
        events = read_events(store, self.name, campaign)
        if len(events) != campaign.events:
            problems.append(f"{label}: {len(events)} events logged, the campaign counts {campaign.events}")
        for args in (["log", self.name], ["report", self.name]):
            if args[0] == "report" and not campaign.recorded:
                continue
            result = self.cli.invoke(self.app, [*args, "--dir", str(self.root)])
            if result.exit_code != 0:
                problems.append(f"{label}: gm {args[0]} exits {result.exit_code}: "
                                f"{' '.join(result.output.split())[-200:]}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=400, help="kill -9s to make")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    from gm_tool import games  # noqa: F401

    work = Path(tempfile.mkdtemp(prefix="gm-kill-"))
    rng = random.Random(args.seed)
    gm = Player(work / "campaigns", rng)
    problems: list[str] = []
    outcomes: Counter = Counter()
    by_command: Counter = Counter()
    tries = 0
    start = time.perf_counter()
    try:
        while sum(outcomes[k] for k in outcomes if k != "finished first") < args.kills:
            tries += 1
            command, stdin = gm.next_command()
            folder = gm.root / gm.name
            before = snapshot(folder)
            how, delay = gm.killed(command, stdin)
            after = snapshot(folder)
            label = f"kill {tries} (gm {' '.join(command[:3])}, after {delay * 1000:.0f} ms)"
            if how == "finished":
                outcome = "finished first"
            elif after == before:
                outcome = "nothing written"
            elif after.get("campaign.toml") == before.get("campaign.toml"):
                outcome = "between writes (campaign.toml not yet replaced)"
            else:
                outcome = "after the commit (campaign.toml replaced)"
            outcomes[outcome] += 1
            if how == "killed":
                by_command[command[0]] += 1
            gm.check(problems, label)
            code, out, took = gm.run(command, stdin)  # the GM's next try, to its end
            if code not in (0, 1) or "internal error" in out or "Traceback" in out:
                problems.append(f"{label}: the next try exits {code}: {' '.join(out.split())[-300:]}")
            elif code == 0:
                gm.durations[command[0]] = 0.7 * gm.durations.get(command[0], took) + 0.3 * took
            gm.check(problems, label + ", after the next try")
            leftovers = [p for p in folder.rglob("*.tmp")] if folder.exists() else []
            if code == 0 and command[0] != "export" and leftovers:
                problems.append(f"{label}: temporary files left after the next write: "
                                f"{[p.name for p in leftovers]}")
        elapsed = time.perf_counter() - start
        kills = sum(outcomes[k] for k in outcomes if k != "finished first")
        print(f"kill -9: {kills} kills in {gm.count} campaigns ({elapsed:.0f} s); "
              f"{outcomes['finished first']} more commands finished before their kill")
        for outcome, n in outcomes.most_common():
            if outcome != "finished first":
                print(f"  {outcome}: {n}")
        print("  by command: " + ", ".join(f"{c} {n}" for c, n in by_command.most_common()))
        print(f"failures (verify, history, events, log/report, next try): {len(problems)}")
        for line in problems[:30]:
            print("  FAIL", line)
        return 1 if problems else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
