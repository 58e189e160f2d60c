"""Many `gm` processes at once on one campaign: no update is lost, no reader sees half a file.

    python benchmarks/fault_concurrency.py                 # full size: 1,100 commands, 12 at a time
    python benchmarks/fault_concurrency.py --commands 24 --parallel 6     # what pytest runs

A 6-player Distant Colony campaign at its phase choice gets a random mix of real `gm` processes,
`--parallel` running at any moment: secret choices (each replaces the player's last one), rulings
(`gm adjust P "+1 wealth"`), e-mail addresses (each new), deadlines, and readers (`gm status
--json`, `gm verify`). Afterwards every change a process reported done (exit 0) must be in the
campaign: each player's Wealth is the start plus their rulings, each ruling is recorded once with
its own number, every address is listed, each player's commitment counts every choice after the
first as a replacement, the event log counts every change; `gm verify` passes; every reader
exited 0. A command that gave up waiting for the lock (exit 1, "in use by") must have changed
nothing, and is counted. Prints the figures; exit 1 on a lost update or another failure.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

PLAYERS = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
PHASES = ["survey", "colonization", "build", "production", "trade", "organization"]
START_WEALTH = 6


def gm_cmd(*args: str) -> list[str]:
    return [sys.executable, "-m", "gm_tool", *args]


def plan(count: int, rng: random.Random) -> list[tuple[str, list[str]]]:
    """`count` commands: (kind, arguments)."""
    jobs = []
    for i in range(count):
        roll = rng.random()
        player = rng.choice(PLAYERS)
        if roll < 0.35:
            jobs.append(("choose", ["choose", "race", player, rng.choice(PHASES)]))
        elif roll < 0.60:
            jobs.append(("adjust", ["adjust", "race", player, "+1 wealth", "--reason", f"job {i}"]))
        elif roll < 0.72:
            jobs.append(("email", ["email", "race", player, f"{player.lower()}.{i}@example.org"]))
        elif roll < 0.80:
            jobs.append(("deadline", ["deadline", "race", f"2030-01-{1 + i % 28:02d} 12:00"]))
        elif roll < 0.95:
            jobs.append(("status", ["status", "race", "--json"]))
        else:
            jobs.append(("verify", ["verify", "race"]))
    return jobs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--commands", type=int, default=1100)
    parser.add_argument("--parallel", type=int, default=12)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--wait", type=float, default=600, help="each command's lock wait (s)")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    work = Path(tempfile.mkdtemp(prefix="gm-concurrency-"))
    env = {**os.environ, "GM_CAMPAIGNS": str(work / "campaigns"), "GM_WAIT": str(args.wait)}
    try:
        subprocess.run(gm_cmd("new", "race", "--game", "dc", *sum((["-p", p] for p in PLAYERS), []),
                              "--seed", "1"), env=env, check=True, capture_output=True)
        jobs = plan(args.commands, rng)
        start = time.perf_counter()
        running: list[tuple[str, list[str], subprocess.Popen]] = []
        finished: list[tuple[str, list[str], int, str]] = []
        pending = list(jobs)
        most = 0
        while pending or running:
            while pending and len(running) < args.parallel:
                kind, cmd = pending.pop(0)
                proc = subprocess.Popen(gm_cmd(*cmd), env=env, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True)
                running.append((kind, cmd, proc))
            most = max(most, len(running))
            still = []
            for kind, cmd, proc in running:
                if proc.poll() is None:
                    still.append((kind, cmd, proc))
                else:
                    finished.append((kind, cmd, proc.returncode, proc.stdout.read()))
            running = still
            time.sleep(0.01)
        elapsed = time.perf_counter() - start
        return check(work, env, finished, elapsed, most)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def check(work: Path, env: dict, finished, elapsed: float, most: int) -> int:
    from gm_tool import games  # noqa: F401
    from gm_tool.core.ops.history import read_events
    from gm_tool.core.store.files import CampaignStore

    problems: list[str] = []
    done = Counter()
    gave_up = Counter()
    wealth_rulings = Counter()
    chooses = Counter()
    addresses: dict[str, set[str]] = {p: set() for p in PLAYERS}
    for kind, cmd, code, out in finished:
        if code == 0:
            done[kind] += 1
            if kind == "adjust":
                wealth_rulings[cmd[2]] += 1
            elif kind == "choose":
                chooses[cmd[2]] += 1
            elif kind == "email":
                addresses[cmd[2]].add(cmd[3])
            elif kind == "status":
                try:
                    json.loads(out[out.index("{"):])
                except ValueError:
                    problems.append(f"gm status --json printed no JSON: {out[:200]}")
        elif code == 1 and "in use by" in out:
            gave_up[kind] += 1
        else:
            problems.append(f"gm {' '.join(cmd)}: exit {code}: {' '.join(out.split())[-300:]}")
    store = CampaignStore(work / "campaigns")
    campaign = store.load("race")
    state = campaign.state
    for player in PLAYERS:
        want = START_WEALTH + wealth_rulings[player]
        got = state["settlements"][player]["wealth"]
        if got != want:
            problems.append(f"LOST UPDATE: {player}'s Wealth is {got}, {wealth_rulings[player]} "
                            f"rulings reported done give {want}")
        seat = next(p for p in campaign.players if p.name == player)
        if set(seat.emails) != addresses[player]:
            problems.append(f"LOST UPDATE: {player}'s addresses: {len(seat.emails)} stored, "
                            f"{len(addresses[player])} reported added")
        if chooses[player]:
            commitment = campaign.entry.commitments.get(player)
            replaced = commitment.replaced if commitment else -1
            if replaced != chooses[player] - 1:
                problems.append(f"LOST UPDATE: {player} chose {chooses[player]} times; the "
                                f"commitment counts {replaced} replacements")
        elif player in campaign.entry.commitments:
            problems.append(f"{player} has a commitment no reported choice made")
    rulings = campaign.entry.adjustments
    if len(rulings) != done["adjust"]:
        problems.append(f"LOST UPDATE: {len(rulings)} rulings recorded, {done['adjust']} reported done")
    seqs = [r["seq"] for r in rulings]
    if sorted(seqs) != list(range(1, len(rulings) + 1)):
        problems.append("ruling numbers are not 1..n, each once")
    events = read_events(store, "race", campaign)
    if len(events) != campaign.events:
        problems.append(f"the event log holds {len(events)} events, the campaign counts {campaign.events}")
    verify = subprocess.run(gm_cmd("verify", "race"), env=env, capture_output=True, text=True)
    if verify.returncode != 0:
        problems.append(f"gm verify failed: {verify.stdout[-500:]}{verify.stderr[-500:]}")
    leftovers = [p.name for p in (work / "campaigns" / "race").rglob("*.tmp")]
    total = len(finished)
    writes = sum(done[k] for k in ("choose", "adjust", "email", "deadline"))
    reads = done["status"] + done["verify"]
    print(f"concurrent commands: {total} ({most} at once) in {elapsed:.0f} s; writes done: {writes} "
          f"(choose {done['choose']}, adjust {done['adjust']}, email {done['email']}, deadline "
          f"{done['deadline']}); reads done: {reads}; gave up waiting: {sum(gave_up.values())}; "
          f"lost updates: {sum('LOST UPDATE' in p for p in problems)}; other problems: "
          f"{sum('LOST UPDATE' not in p for p in problems)}; temporary files left: {len(leftovers)}")
    for line in problems[:30]:
        print("  FAIL", line)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
