"""`gm demo [--game G]`: play a game's bundled sample campaign through the real commands and
print every post.

A game's sample ships inside its package, in `<game package>/data/sample/`: `script.toml` and the
players' posts as they were pasted. The script is a list of `[[do]]` tables, each one gm command
as the GM types it after the campaign's name (`gm = ["choose", "Ann", "prod"]`), with `post` (the
file a submit or check reads), `note` (shown beside the command) and `expect` (its exit code, 1
for a post that is rejected on purpose). Every command runs through the real CLI, so the demo is
exactly what a GM sees. By default it plays in a throw-away folder; `--dir` keeps the campaign.
Distant Colony's sample also has a browsable copy in a checkout: campaigns/sample-inputs/.
"""

from __future__ import annotations

import shlex
import tempfile
import tomllib
from pathlib import Path
from typing import Any, Optional

import typer

from gm_tool.cli.common import FormatOption, err_console, fmt_of, out
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import all_games, find_game

DEFAULT_GAME = "distant-colony"
#: commands that print a post, and so take --format
POSTING = {"new", "choose", "reveal", "check", "submit", "resolve", "report", "status", "remind"}


def sample_folder(game_name: str = DEFAULT_GAME) -> Path:
    """Where a game's sample lives: `data/sample/` in its package."""
    game = find_game(game_name)
    module = __import__(game.package, fromlist=["__file__"])
    return Path(module.__file__).resolve().parent / "data" / "sample"


def games_with_samples() -> list[str]:
    # a game defined outside a package (a test's) has no data folder, so no sample
    return [g.name for g in all_games()
            if g.package and (sample_folder(g.name) / "script.toml").is_file()]


def load_script(game_name: str = DEFAULT_GAME) -> dict[str, Any]:
    path = sample_folder(game_name) / "script.toml"
    if not path.is_file():
        found = games_with_samples()
        raise GmError(f"{find_game(game_name).title} has no sample campaign",
                      f"games with one: {', '.join(found) or 'none'} (gm demo --game NAME)")
    with open(path, "rb") as handle:
        return tomllib.load(handle)


def banner(text: str) -> None:
    out(f"\n{'=' * 72}\n>>> {text}\n{'=' * 72}")


def _run(args: list[str], expect: int = 0) -> str:
    """One gm command through the real application, in this process."""
    from typer.testing import CliRunner

    from gm_tool.cli.app import all_modules, build_app

    result = CliRunner().invoke(build_app(all_modules()), args)
    if result.exit_code != expect:
        raise GmError(f"the sample's step 'gm {shlex.join(args)}' exited with {result.exit_code}, "
                      f"not {expect}:\n{result.output}",
                      "the sample no longer fits the rules: this is a bug in gm_tool")
    if result.stderr.strip():  # the GM's messages, as the command itself writes them
        err_console.print(result.stderr.rstrip("\n"))
    return result.stdout


def play(root: Path, script: dict[str, Any], fmt: str, folder: Path) -> str:
    """Play `script` into campaigns folder `root`; print every command and its output."""
    name = script["name"]
    fixed = ["--dir", str(root)]
    new = ["new", name, "--game", script["game"], *sum((["-p", p] for p in script["players"]), [])]
    shown_new = list(new)
    if script.get("seed") is not None:
        new += ["--seed", str(script["seed"])]
    if script.get("seed_salt"):
        new += ["--seed-salt", script["seed_salt"]]
    banner("gm " + shlex.join(shown_new))
    out(_run(new + ["--format", fmt] + fixed).rstrip("\n"))
    for entry in script.get("do", []):
        command, *rest = entry["gm"]
        args = [command, name, *rest]
        shown = "gm " + shlex.join(args)
        if entry.get("post"):
            args.append(str(folder / entry["post"]))
            shown += f" {entry['post']}"
        if entry.get("note"):
            shown += f"     ({entry['note']})"
        banner(shown)
        if command in POSTING:
            args += ["--format", fmt]
        out(_run(args + fixed, int(entry.get("expect", 0))).rstrip("\n"))
    return name


def demo(
    game: str = typer.Option(DEFAULT_GAME, "--game", "-g", help="the game whose sample to play"),
    fmt: str = FormatOption,
    directory: Optional[str] = typer.Option(
        None, "--dir", help="keep the sample campaign in this folder instead of a temporary one"),
) -> None:
    """Play a game's bundled sample campaign through the real commands (Distant Colony: three
    rounds from real-looking posts)."""
    fmt = fmt_of(fmt)
    name_of_game = find_game(game).name
    script = load_script(name_of_game)
    folder = sample_folder(name_of_game)
    if directory:
        name = play(Path(directory), script, fmt, folder)
        err_console.print(f"\nThe sample campaign is in {Path(directory) / name}; try: "
                          f"gm status {name} --dir {directory}")
        return
    with tempfile.TemporaryDirectory(prefix="gm-demo-") as tmp:
        play(Path(tmp), script, fmt, folder)
    err_console.print("\n(played in a temporary folder; use 'gm demo --dir campaigns' to keep it)")


def register(app: typer.Typer) -> None:
    app.command("demo")(demo)
