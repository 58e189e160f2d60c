"""How long the GM waits: median wall time of `gm` commands on a 6-player campaign.

    python benchmarks/bench_cli.py [--runs 15]

Each command runs as a fresh process, as the GM runs it, beside `python -c pass` (the floor any
Python command pays). Prints a table; the README quotes it. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PLAYERS = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]

# The fixed frameworks doing nothing: a typer command with gm status's four options printing one
# line with rich. (typer 0.29 builds a pydantic adapter for each option, so this imports all
# three of typer, rich and pydantic.) What gm adds is measured above this floor.
FLOOR = """
import typer
from rich.console import Console
app = typer.Typer()
@app.callback()
def group() -> None: pass
@app.command()
def status(name: str, as_json: bool = typer.Option(False, "--json"),
           fmt: str = typer.Option("terminal", "--format"), d: str = typer.Option(None, "--dir")):
    Console().print(name)
app()
"""
PHASES = ["build", "production", "colonization", "trade", "survey", "organization"]


def gm(*args, env, stdin=None):
    return subprocess.run([sys.executable, "-m", "gm_tool", *args], env=env, input=stdin,
                          capture_output=True, text=True)


def timed(cmd, env, runs, stdin=None, setup=None):
    times = []
    for _ in range(runs):
        if setup:
            setup()
        start = time.perf_counter()
        subprocess.run(cmd, env=env, input=stdin, capture_output=True, text=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000, min(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="gm-bench-"))
    env = {**os.environ, "GM_CAMPAIGNS": str(tmp / "campaigns")}
    gm("new", "bench", "--game", "dc", *sum((["-p", p] for p in PLAYERS), []), "--seed", "1", env=env)
    for player, phase in zip(PLAYERS, PHASES):
        gm("choose", "bench", player, phase, env=env)
    gm("reveal", "bench", env=env)
    template = gm("template", "bench", "Ann", env=env).stdout
    post = template if template.strip() else "Survey: +1 Wealth\n"
    base = [sys.executable, "-m", "gm_tool"]
    rows = [("python -c pass", *timed([sys.executable, "-c", "pass"], env, args.runs))]
    floor = tmp / "floor.py"
    floor.write_text(FLOOR)
    rows.append(("typer+rich, empty command", *timed([sys.executable, str(floor), "status", "x"],
                                                     env, args.runs)))
    rows.append(("gm status (6 players)", *timed(base + ["status", "bench"], env, args.runs)))
    rows.append(("gm status --json", *timed(base + ["status", "bench", "--json"], env, args.runs)))
    rows.append(("gm check", *timed(base + ["check", "bench", "Ann", "-"], env, args.runs, stdin=post)))
    rows.append(("gm submit", *timed(base + ["submit", "bench", "Ann", "-"], env, args.runs, stdin=post)))
    snapshot = tmp / "snapshot"
    shutil.copytree(tmp / "campaigns" / "bench", snapshot)

    def restore():
        shutil.rmtree(tmp / "campaigns" / "bench")
        shutil.copytree(snapshot, tmp / "campaigns" / "bench")

    rows.append(("gm resolve --force", *timed(base + ["resolve", "bench", "--force"], env, args.runs,
                                               setup=restore)))
    print(f"{'command':<24} {'median ms':>10} {'min ms':>8}")
    for name, median, low in rows:
        print(f"{name:<24} {median:>10.1f} {low:>8.1f}")
    shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
