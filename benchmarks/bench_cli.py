"""How much `gm` adds to the frameworks it stands on: the CPU time of `gm status`, `gm check`,
`gm submit` and `gm resolve` for each game, as a ratio to a bare typer command, paired in one run.

    python benchmarks/bench_cli.py [--runs 11] [--games dc,colonies] [--checkout DIR ...]
    python benchmarks/bench_cli.py --breakdown [--runs 11]

Each game's bundled sample campaign (`<package>/data/sample/script.toml`, what `gm demo` plays)
is played up to its last accepted `submit`, so the campaign waits for that post: `check` and
`submit` read it, `resolve --force` applies the step (the campaign is restored before each timed
`submit` and `resolve`). Every command runs as a fresh process, as the GM runs it, and each run is
paired with a run of the **bare typer command** (gm status's options, printing one line with rich:
the floor of the fixed frameworks), the two in alternating order. The figure is the median CPU
time (user + system, of the child process) of the command over the median of its paired floors:
CPU time, because wall time on a shared machine measures the neighbours. Each timed checkout's
modules are compiled to bytecode first (`compileall`, into its `__pycache__`), as an installed
gm's are after its first run: the frameworks of the floor come compiled from their install, and
where PYTHONDONTWRITEBYTECODE is set (as on the shared machine) every run would otherwise
compile gm_tool's modules from source again, which no GM's `gm` does. For the same reason each
command runs once untimed first, which fills gm's compile cache (gm_tool/core/kit/code_cache.py,
in a folder of the run's own) as a GM's first command does; `--cold` times without it.
Issue 23's targets are printed beside each ratio. `--checkout DIR` times another checkout of gm_tool (a `git worktree`
of an older commit) in the same run. `--breakdown` says where the time above the floor goes: the
CPU time each layer's imports add to the one below it, paired the same way. Nothing here asserts
a time; docs/benchmarks.md quotes it.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

GAMES = ("distant-colony", "colonization", "colonies", "beta-colony")
#: issue 23, item 8: the most each command may cost, as a multiple of the bare typer command
TARGETS = {"status": 1.25, "check": 1.35, "submit": 1.5, "resolve": 1.5}

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

# Run in a child process with the checkout on PYTHONPATH: the sample played up to (not
# including) its last accepted submit; prints what the timed commands need.
PREPARE = """
import contextlib, io, json, sys
from pathlib import Path
import gm_tool.games  # registers every game by name
from gm_tool.cli.demo import load_script, play, sample_folder
game, root = sys.argv[1], Path(sys.argv[2])
script = load_script(game)
do = script.get("do", [])
last = max(i for i, e in enumerate(do) if e["gm"][0] == "submit" and not e.get("expect"))
script["do"] = do[:last]
folder = sample_folder(game)
with contextlib.redirect_stdout(io.StringIO()):
    name = play(root, script, "plain", folder)
print(json.dumps({"name": name, "player": do[last]["gm"][1], "post": str(folder / do[last]["post"])}))
"""


# What each layer adds: (what, the imports below it, the imports with it), timed as
# `python -c "import ..."`; {pkg} is each game's package.
FRAMEWORKS = "import typer, rich.console, pydantic; pydantic.BaseModel"
LAYERS = [
    ("the campaign frame (core/store/campaign.py and frame.py)",
     FRAMEWORKS + "; import gm_tool.core.kit.errors, gm_tool.core.kit.plain_data",
     FRAMEWORKS + "; import gm_tool.core.store.campaign"),
    ("gm's commands, store, engine and render, no game",
     FRAMEWORKS, FRAMEWORKS + "; import gm_tool.cli.app, gm_tool.cli.info, gm_tool.cli.turns"),
]
GAME_LAYERS = [
    ("{game}: its rules and views",
     "import gm_tool.cli.app, gm_tool.cli.turns",
     "import gm_tool.cli.app, gm_tool.cli.turns, {pkg}.game, {pkg}.views.context, "
     "{pkg}.views.terminal"),
    ("{game}: its post reader",
     "import gm_tool.cli.app, gm_tool.cli.turns, {pkg}.game",
     "import gm_tool.cli.app, gm_tool.cli.turns, {pkg}.game, {pkg}.posts"),
]


def breakdown(runs: int, games: list[str], floor: list[str]) -> None:
    """The CPU time each layer's imports add, over the bare typer command's."""
    here = Path(__file__).resolve().parents[1]
    compileall.compile_dir(str(here / "gm_tool"), quiet=1)
    env = {**os.environ, "PYTHONPATH": str(here)}
    rows = list(LAYERS)
    for game in games:
        pkg = "gm_tool.games." + game.replace("-", "_")
        rows += [(what.format(game=game), below.format(pkg=pkg), above.format(pkg=pkg))
                 for what, below, above in GAME_LAYERS]
    bare = statistics.median(cpu_run(floor, dict(os.environ))[0] for _ in range(runs))
    print(f"bare typer command: {bare:.0f} ms CPU")
    print(f"{'layer':<58} {'adds ms':>8} {'x floor':>8}")
    for what, below, above in rows:
        low, high = [], []
        for i in range(runs):  # by turns, the order alternating
            pair = [("low", below), ("high", above)][:: 1 if i % 2 == 0 else -1]
            for which, code in pair:
                (low if which == "low" else high).append(
                    cpu_run([sys.executable, "-c", code], env)[0])
        adds = statistics.median(high) - statistics.median(low)
        print(f"{what:<58} {adds:>8.0f} {adds / bare:>8.2f}", flush=True)


def cpu_run(cmd: list[str], env: dict[str, str], stdin: str | None = None) -> tuple[float, float]:
    """(CPU ms, wall ms) of one child process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(cmd, env=env, input=stdin, capture_output=True, text=True)
    wall = (time.perf_counter() - start) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(cmd)} failed:\n{done.stderr}")
    cpu = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
    return cpu, wall


def paired(cmd: list[str], env: dict[str, str], floor: list[str], runs: int,
           setup=None) -> dict[str, float]:
    """The command and the floor, run by turns (floor first on even runs, second on odd)."""
    mine, base, walls = [], [], []
    for i in range(runs):
        if setup:
            setup()
        if i % 2 == 0:
            base.append(cpu_run(floor, dict(os.environ))[0])
        cpu, wall = cpu_run(cmd, env)
        mine.append(cpu)
        walls.append(wall)
        if i % 2 == 1:
            base.append(cpu_run(floor, dict(os.environ))[0])
    return {"cpu": statistics.median(mine), "floor": statistics.median(base),
            "wall": statistics.median(walls),
            "ratio": statistics.median(mine) / statistics.median(base)}


def instructions(cmd: list[str], env: dict[str, str]) -> int:
    """Instructions one run of `cmd` executes, counted by valgrind (cachegrind without its cache
    simulation): unlike CPU time, no neighbour on a shared machine changes it."""
    done = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                           "--cachegrind-out-file=/dev/null", *cmd],
                          env=env, capture_output=True, text=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if found is None:
        raise SystemExit(f"valgrind did not count {' '.join(cmd)}:\n{done.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def counted(cmd: list[str], env: dict[str, str], floor: list[str], runs: int,
            setup=None) -> dict[str, float]:
    """The command's and the floor's instruction counts (`--instructions`; one run each is
    enough: the counts move by well under 1% from run to run)."""
    if setup:
        setup()
    mine, base = instructions(cmd, env), instructions(floor, dict(os.environ))
    return {"cpu": mine / 1e6, "floor": base / 1e6, "wall": 0.0, "ratio": mine / base}


def game_rows(label: str, game: str, tmp: Path, env: dict[str, str], floor: list[str],
              runs: int, measure=None) -> list[tuple[str, str, dict[str, float]]]:
    root = tmp / label / game
    prepared = subprocess.run([sys.executable, "-c", PREPARE, game, str(root)], env=env,
                              capture_output=True, text=True)
    if prepared.returncode:
        raise SystemExit(f"{label}: could not play {game}'s sample:\n{prepared.stderr}")
    sample = json.loads(prepared.stdout)
    name, gm = sample["name"], [sys.executable, "-m", "gm_tool"]
    where = ["--dir", str(root)]
    snapshot = tmp / label / f"{game}-snapshot"
    shutil.copytree(root / name, snapshot)

    def restore() -> None:
        shutil.rmtree(root / name)
        shutil.copytree(snapshot, root / name)

    post = [name, sample["player"], sample["post"], *where]
    timed = [("status", gm + ["status", name, *where], None),
             ("check", gm + ["check", *post], None),
             ("submit", gm + ["submit", *post], restore),
             ("resolve", gm + ["resolve", name, "--force", *where], restore)]
    for command, cmd, setup in timed:  # a first run fills the compile cache, as a GM's first does
        if setup:
            setup()
        subprocess.run(cmd, env=env, capture_output=True)
    restore()  # the campaign waits for the post again
    measure = measure or paired
    return [(game, command, measure(cmd, env, floor, runs, setup)) for command, cmd, setup in timed]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=11, help="paired runs per command")
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game names")
    parser.add_argument("--checkout", action="append", default=[],
                        help="another checkout of gm_tool to time in the same run")
    parser.add_argument("--breakdown", action="store_true",
                        help="the CPU time each layer's imports add, instead of the commands")
    parser.add_argument("--instructions", action="store_true",
                        help="count instructions with valgrind instead of timing CPU (one run "
                             "each; slow, but no load on the machine changes the figures)")
    parser.add_argument("--cold", action="store_true",
                        help="without gm's compile cache (GM_CACHE=off): every run compiles its "
                             "patterns and records' methods, as the first run on a machine does")
    args = parser.parse_args()
    if args.instructions and shutil.which("valgrind") is None:
        raise SystemExit("--instructions needs valgrind (not found on PATH); time CPU without it")
    tmp = Path(tempfile.mkdtemp(prefix="gm-bench-"))
    try:
        (tmp / "floor.py").write_text(FLOOR)
        floor = [sys.executable, str(tmp / "floor.py"), "status", "x"]
        if args.breakdown:
            breakdown(args.runs, args.games.split(","), floor)
            return
        measure = counted if args.instructions else paired
        unit = "M instr" if args.instructions else "ms CPU"
        bare = measure([sys.executable, "-c", "pass"], dict(os.environ), floor, args.runs)
        print(f"bare typer command: {bare['floor']:.0f} {unit}; python -c pass: "
              f"{bare['cpu']:.0f} ({bare['ratio']:.2f}x)")
        print(f"{'checkout':<10} {'game':<16} {'command':<8} {'gm':>7} {'floor':>9} "
              f"{'wall ms':>8} {'x floor':>8} {'target':>7}")
        here = Path(__file__).resolve().parents[1]
        checkouts = [("this", here)] + [(Path(c).name, Path(c).resolve()) for c in args.checkout]
        for label, checkout in checkouts:
            compileall.compile_dir(str(checkout / "gm_tool"), quiet=1)
            env = {**os.environ, "PYTHONPATH": str(checkout),
                   "GM_CACHE_DIR": str(tmp / label / "cache")}
            if args.cold:
                env["GM_CACHE"] = "off"
            for game in args.games.split(","):
                for game_name, command, row in game_rows(label, game, tmp, env, floor, args.runs,
                                                         measure):
                    target = TARGETS[command]
                    mark = "ok" if row["ratio"] <= target else "OVER"
                    print(f"{label:<10} {game_name:<16} {command:<8} {row['cpu']:>7.0f} "
                          f"{row['floor']:>9.0f} {row['wall']:>8.0f} {row['ratio']:>8.2f} "
                          f"{target:>5.2f} {mark}", flush=True)
    finally:
        shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
