"""Hand-broken campaign files: every command refuses each one, exit 1, the file byte-identical.

    python benchmarks/fault_broken_files.py                       # full size (the README's figures)
    python benchmarks/fault_broken_files.py --commands few --mutations 0    # what pytest runs

The corpus is tests/core/broken_files/cases.toml: each case breaks one of three freshly made
campaigns (Distant Colony at its turn posts with a post and a ruling stored, Distant Colony at its
phase choice with a choice committed, Colonization at its first turn, Colonies at its first event
deck, Beta Colony at its set-up) the way a hand edit, an
editor or a crash does, and names a fragment the refusal must contain. Every case is run through
every command that reads a campaign (`--commands all`; `few` = status, a write and submit), in
this process (fast) or as real `gm` processes (`--subprocess`). Then `--mutations N` random
edits (a key deleted, a value replaced by another type, an out-of-range number, an unknown name)
are run through every command: a refusal must leave the file byte-identical, an accepted file
must never make a command fail with an internal error. Prints the figures; exit 1 on a failure.
"""

from __future__ import annotations

import argparse
import codecs
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

import tomli_w

HERE = Path(__file__).resolve().parent
CASES = HERE.parent / "tests" / "core" / "broken_files" / "cases.toml"

#: every command that reads a campaign, as run on each broken file (NAME, OUT filled in)
ALL_COMMANDS = [
    ("status", "NAME"), ("status", "NAME", "--json"), ("status", "NAME", "-f", "bgg"),
    ("check", "NAME", "Ann", "-"), ("submit", "NAME", "Bob", "-"), ("template", "NAME", "Bob"),
    ("resolve", "NAME", "--force"), ("resolve", "NAME", "--preview"), ("report", "NAME"),
    ("choose", "NAME", "Ann", "build"), ("reveal", "NAME", "--force"),
    ("undo", "NAME", "--reason", "x"), ("log", "NAME"), ("verify", "NAME"),
    ("replace", "NAME", "Bob", "Dee", "--reason", "x"), ("drop", "NAME", "Bob", "--reason", "x"),
    ("deadline", "NAME", "2030-01-01 10:00"), ("remind", "NAME"), ("email", "NAME"),
    ("email", "NAME", "Ann", "ann@example.org"), ("export", "NAME", "--public", "OUT"),
    ("adjust", "NAME", "Ann", "+1 wealth", "--reason", "x"),
]
#: pytest's small count: one read, one write, one post
FEW_COMMANDS = [("status", "NAME"), ("deadline", "NAME", "2030-01-01 10:00"),
                ("submit", "NAME", "Bob", "-")]
POST = "Survey: +1 Wealth\nBuild: none\nNet: +1 Wealth\n"


@dataclass
class Tally:
    files: int = 0
    runs: int = 0
    refused: int = 0
    accepted: int = 0
    failures: list[str] = field(default_factory=list)


class Runner:
    """Runs `gm` on a campaigns folder: in this process (typer's test runner) or as a process."""

    def __init__(self, subprocesses: bool):
        self.subprocesses = subprocesses
        if not subprocesses:
            from typer.testing import CliRunner
            from gm_tool.cli.app import all_modules, build_app
            self.app = build_app(all_modules())
            self.cli = CliRunner()

    def __call__(self, root: Path, *args: str, stdin: str | None = None) -> tuple[int, str]:
        if self.subprocesses:
            env = {**os.environ, "GM_WAIT": "5"}
            done = subprocess.run([sys.executable, "-m", "gm_tool", *args, "--dir", str(root)],
                                  input=stdin, capture_output=True, text=True, env=env)
            return done.returncode, done.stdout + done.stderr
        result = self.cli.invoke(self.app, [*args, "--dir", str(root)], input=stdin)
        output = result.output
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            output += f"\ninternal error (uncaught): {result.exception!r}"
            return 99, output
        return result.exit_code, output


def make_bases(root: Path, gm: Runner) -> None:
    """Six campaigns in `root`: posts (DC, turn posts, Ann's post and a ruling stored), secret
    (DC, phase choice, Ann's choice committed, a deadline in a time zone), col (Colonization),
    colonies (Colonies at its first event deck), beta (Beta Colony at its set-up) and beta2
    (Beta Colony's sample: round 2's die bonus, the dice rolled)."""
    def ok(*args, stdin=None):
        code, out = gm(root, *args, stdin=stdin)
        assert code == 0, (args, out)
    ok.quiet = lambda *args: gm(root, *args)

    ok("new", "posts", "--game", "dc", "-p", "Ann", "-p", "Bob", "-p", "Cy", "--seed", "3")
    for player, phase in (("Ann", "production"), ("Bob", "build"), ("Cy", "survey")):
        ok("choose", "posts", player, phase)
    ok("reveal", "posts")
    gm(root, "submit", "posts", "Ann", "-", stdin=POST)
    ok("adjust", "posts", "Ann", "+1 wealth", "--reason", "forum outage")
    ok("new", "secret", "--game", "dc", "-p", "Ann", "-p", "Bob", "-p", "Cy", "--seed", "4")
    ok("choose", "secret", "Ann", "trade")
    ok("deadline", "secret", "2030-01-01 18:00", "--tz", "Europe/Berlin")
    ok("new", "col", "--game", "colonization", "-p", "Ann", "-p", "Bob", "--seed", "3")
    ok("new", "colonies", "--game", "colonies", "-p", "Ann", "-p", "Bob", "-p", "Cy", "--seed", "3")
    ok("new", "beta", "--game", "beta-colony", "-p", "Ann", "-p", "Bob", "-p", "Cy", "--seed", "3")
    _play_sample(ok, "beta-colony", "beta2")


def _play_sample(ok, game: str, name: str) -> None:
    """The game's bundled sample (what `gm demo` plays) as campaign `name`: Beta Colony's ends
    at round 2's die bonus, the dice rolled."""
    from gm_tool.cli.demo import load_script, sample_folder
    script = load_script(game)
    folder = sample_folder(game)
    new = ["new", name, "--game", script["game"], *sum((["-p", p] for p in script["players"]), [])]
    if script.get("seed") is not None:
        new += ["--seed", str(script["seed"])]
    if script.get("seed_salt"):
        new += ["--seed-salt", script["seed_salt"]]
    ok(*new)
    for entry in script.get("do", []):
        command, *rest = entry["gm"]
        args = [command, name, *rest]
        if entry.get("post"):
            args.append(str(folder / entry["post"]))
        code = int(entry.get("expect", 0))
        if code == 0:
            ok(*args)
        else:
            ok.quiet(*args)


def load_cases() -> list[dict]:
    with open(CASES, "rb") as handle:
        return tomllib.load(handle)["case"]


def broken(text: str, case: dict) -> bytes:
    """The campaign file `text` broken as `case` says."""
    how = case.get("bytes")
    if how == "empty":
        return b""
    if how == "blank":
        return b"\n  \n\t\n"
    if how == "utf16":
        return text.encode("utf-16")
    if how == "nul":
        data = text.encode()
        return data[:len(data) // 2] + b"\x00" * 4096
    if how == "cr":
        return text.replace("\n", "\r").encode()
    if how == "truncated":
        data = text.encode()
        return data[:len(data) // 2]
    if "pattern" in case:
        repl = re.sub(r"\{(\d) x (\d+)\}", lambda m: m.group(1) * int(m.group(2)), case.get("repl", ""))
        new, count = re.subn(case["pattern"], repl, text, count=case.get("count", 1), flags=re.M)
        assert count, f"case {case['name']}: pattern {case['pattern']!r} not found"
        text = new
    text = case.get("prepend", "") + text + case.get("append", "")
    data = text.encode()
    if case.get("encoding"):
        data = text.encode(case["encoding"])
    return data


def commands_for(name: str, commands, out: Path):
    for cmd in commands:
        yield [a.replace("NAME", name).replace("OUT", str(out)) for a in cmd]


def run_file(gm: Runner, root: Path, name: str, commands, tally: Tally, label: str,
             expect: str | None) -> None:
    """Every command on campaign `name` in `root`; `expect`: each must refuse with this fragment
    (None: a random edit, which may also be accepted)."""
    path = root / name / "campaign.toml"
    tally.files += 1
    for i, args in enumerate(commands_for(name, commands, root / f"out-{tally.runs}")):
        before = path.read_bytes()
        code, out = gm(root, *args, stdin=POST if args[-1] == "-" else None)
        tally.runs += 1
        flat = " ".join(out.split())
        if "internal error" in out or "Traceback" in out or code not in (0, 1):
            tally.failures.append(f"{label}: gm {' '.join(args[:2])}: exit {code}: {flat[-400:]}")
            return
        refused = code == 1 and "campaign.toml" in out
        if refused and path.read_bytes() != before:
            tally.failures.append(f"{label}: gm {' '.join(args[:2])} refused the file but changed it")
            return
        if expect is not None:
            if not refused:
                tally.failures.append(f"{label}: gm {' '.join(args[:2])} did not refuse it "
                                      f"(exit {code}): {flat[-300:]}")
                return
            # (the fragments leave out where the key is: "key a.b (line 12): ..." reads "a.b: ...")
            plain = re.sub(r"key (\S+) \((?:line|in the table at line) \d+\)", r"\1", flat)
            if expect.lower() not in plain.lower() and expect.lower() not in flat.lower():
                tally.failures.append(f"{label}: gm {' '.join(args[:2])}: the message lacks "
                                      f"{expect!r}: {flat[-300:]}")
                return
        if refused:
            tally.refused += 1
        else:
            tally.accepted += 1


def run_cases(gm: Runner, bases: Path, work: Path, commands, only: str | None = None) -> Tally:
    tally = Tally()
    for case in load_cases():
        if only and only not in case["name"]:
            continue
        root = work / case["name"]
        shutil.copytree(bases, root)
        path = root / case["base"] / "campaign.toml"
        path.write_bytes(broken(path.read_text(encoding="utf-8"), case))
        run_file(gm, root, case["base"], commands, tally, case["name"], case["expect"])
        shutil.rmtree(root)
    return tally


# Random edits ---------------------------------------------------------------------------------
VALUES = [-1, 0, 1, 10**7, 10**12, "", "zzz", "farm", "skilled", "Ann", "Zed", "food", "standard",
          "hidden", "3-Moons", "sun-Arms", "production", True, 1.5, [], {}, ["x"], {"a": 1},
          "2026-13-01"]


def _paths(value, prefix=()):
    if isinstance(value, dict):
        for k, v in value.items():
            yield prefix + (k,)
            yield from _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield prefix + (i,)
            yield from _paths(v, prefix + (i,))


def mutate(data: dict, rng: random.Random) -> str:
    """Change one value somewhere in a campaign's tables (in place); what was done."""
    paths = [p for p in _paths(data) if p[0] in ("state", "round", "settings", "rng", "players",
                                                  "secret", "recorded", "events")]
    path = rng.choice(paths)
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    if isinstance(parent, dict) and rng.random() < 0.3:
        del parent[path[-1]]
        return f"deleted {'.'.join(map(str, path))}"
    value = rng.choice(VALUES)
    parent[path[-1]] = value
    return f"{'.'.join(map(str, path))} = {value!r}"


def run_mutations(gm: Runner, bases: Path, work: Path, commands, count: int, seed: int) -> Tally:
    tally = Tally()
    rng = random.Random(seed)
    names = ["posts", "secret", "col", "colonies", "beta", "beta2"]
    tables = {n: tomllib.loads((bases / n / "campaign.toml").read_text(encoding="utf-8")) for n in names}
    for trial in range(count):
        name = rng.choice(names)
        data = tomllib.loads(tomli_w.dumps(tables[name]))
        what = mutate(data, rng)
        root = work / f"m{trial}"
        shutil.copytree(bases, root)
        try:
            text = tomli_w.dumps(data)
        except (TypeError, ValueError):
            shutil.rmtree(root)
            continue
        (root / name / "campaign.toml").write_text(text, encoding="utf-8")
        run_file(gm, root, name, commands, tally, f"mutation {trial} of {name}: {what}", None)
        shutil.rmtree(root)
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--commands", choices=["all", "few"], default="all")
    parser.add_argument("--mutations", type=int, default=500, help="random edits (0: none)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--subprocess", action="store_true", help="run real gm processes")
    parser.add_argument("--only", help="run only the cases whose name contains this")
    args = parser.parse_args(argv)
    commands = ALL_COMMANDS if args.commands == "all" else FEW_COMMANDS
    gm = Runner(args.subprocess)
    work = Path(tempfile.mkdtemp(prefix="gm-broken-"))
    try:
        bases = work / "bases"
        make_bases(bases, gm)
        start = time.perf_counter()
        cases = run_cases(gm, bases, work, commands, args.only)
        print(f"hand-broken files: {cases.files} files x {len(commands)} commands = {cases.runs} "
              f"runs; refused as expected: {cases.refused}; failures: {len(cases.failures)} "
              f"({time.perf_counter() - start:.0f} s)")
        failures = cases.failures
        if args.mutations:
            start = time.perf_counter()
            mutations = run_mutations(gm, bases, work, commands, args.mutations, args.seed)
            print(f"random edits: {mutations.files} files, {mutations.runs} runs: "
                  f"{mutations.refused} refused (file unchanged), {mutations.accepted} accepted; "
                  f"failures (internal errors, changed files): {len(mutations.failures)} "
                  f"({time.perf_counter() - start:.0f} s)")
            failures = failures + mutations.failures
        for line in failures[:30]:
            print("  FAIL", line)
        return 1 if failures else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
