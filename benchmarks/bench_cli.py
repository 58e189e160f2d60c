"""How long the GM waits: median wall time of `gm` commands on a 6-player campaign.

    python benchmarks/bench_cli.py [--runs 15] [--checkout DIR ...]

Each command runs as a fresh process, as the GM runs it, beside `python -c pass` (the floor any
Python command pays) and a bare typer command (the floor of the fixed frameworks). Every figure is
also given as a ratio to that bare typer command measured in the same run, so machines and busy
moments compare. `--checkout DIR` times the same commands with another checkout of gm_tool (e.g.
a `git worktree` of an older commit) in the same run, for before/after figures. Prints a table;
the README quotes it. Nothing here asserts a time.
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


def commands(label: str, tmp: Path, env: dict, runs: int) -> list[tuple[str, float, float]]:
    """Make a 6-player campaign at its turn posts with this checkout and time its commands."""
    folder = tmp / label
    env = {**env, "GM_CAMPAIGNS": str(folder / "campaigns")}
    gm("new", "bench", "--game", "dc", *sum((["-p", p] for p in PLAYERS), []), "--seed", "1", env=env)
    for player, phase in zip(PLAYERS, PHASES):
        gm("choose", "bench", player, phase, env=env)
    gm("reveal", "bench", env=env)
    template = gm("template", "bench", "Ann", env=env).stdout
    post = template if template.strip() else "Survey: +1 Wealth\n"
    base = [sys.executable, "-m", "gm_tool"]
    rows = [(f"{label}: gm status", *timed(base + ["status", "bench"], env, runs)),
            (f"{label}: gm status --json", *timed(base + ["status", "bench", "--json"], env, runs)),
            (f"{label}: gm check", *timed(base + ["check", "bench", "Ann", "-"], env, runs, stdin=post)),
            (f"{label}: gm submit", *timed(base + ["submit", "bench", "Ann", "-"], env, runs, stdin=post))]
    snapshot = folder / "snapshot"
    shutil.copytree(folder / "campaigns" / "bench", snapshot)

    def restore():
        shutil.rmtree(folder / "campaigns" / "bench")
        shutil.copytree(snapshot, folder / "campaigns" / "bench")

    rows.append((f"{label}: gm resolve --force", *timed(base + ["resolve", "bench", "--force"], env,
                                                         runs, setup=restore)))
    return rows


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
    parser.add_argument("--checkout", action="append", default=[],
                        help="another checkout of gm_tool to time in the same run")
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="gm-bench-"))
    floor = tmp / "floor.py"
    floor.write_text(FLOOR)
    rows = [("python -c pass", *timed([sys.executable, "-c", "pass"], dict(os.environ), args.runs)),
            ("typer+rich, bare command", *timed([sys.executable, str(floor), "status", "x"],
                                               dict(os.environ), args.runs))]
    here = Path(__file__).resolve().parents[1]
    for label, checkout in [("this", here)] + [(Path(c).name, Path(c).resolve()) for c in args.checkout]:
        env = {**os.environ, "PYTHONPATH": str(checkout)}
        rows.extend(commands(label, tmp, env, args.runs))
    bare = rows[1][1]
    print(f"{'command':<34} {'median ms':>10} {'min ms':>8} {'x bare typer':>13}")
    for name, median, low in rows:
        print(f"{name:<34} {median:>10.1f} {low:>8.1f} {median / bare:>13.2f}")
    shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
