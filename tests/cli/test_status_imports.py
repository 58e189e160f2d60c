"""`gm status` loads only what it needs (issue 23, item 8): the campaign's game and no other,
the terminal layouts and not the forum templates' engine, no pydantic model but the game's
settings (the campaign file's frame is read by plain code: building pydantic's validators cost a
third of the bare typer command), and no gm_tool module beyond a checked-in allowance
(`status_imports.txt`), so the command's import set cannot grow unseen.

Each game's campaign is made in this process; `gm status` runs in a fresh interpreter, which
writes the modules it ended with. When a change means to import more, update the allowance:

    .venv/bin/python tests/cli/test_status_imports.py --update
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

ALLOWANCE = Path(__file__).with_name("status_imports.txt")
GAMES = {"distant-colony": "distant_colony", "colonization": "colonization",
         "colonies": "colonies", "beta-colony": "beta_colony"}
PLAYERS = ["Ann", "Bob", "Cy"]
#: runs `gm status` as the console script does and writes the modules it ended with, then the
#: pydantic models gm_tool defined
PROBE = """
import json, sys
out, sys.argv = sys.argv[1], ["gm", *sys.argv[2:]]
from gm_tool.cli.app import main
try:
    main()
except SystemExit:
    pass
from pydantic import BaseModel
def below(cls):
    for sub in cls.__subclasses__():
        yield sub
        yield from below(sub)
models = sorted({f"{m.__module__}.{m.__qualname__}" for m in below(BaseModel)
                 if m.__module__.startswith("gm_tool")})
with open(out, "w") as handle:
    json.dump(sorted(sys.modules) + ["pydantic model " + m for m in models], handle)
"""


def status_modules(game: str, folder: Path, *options: str) -> list[str]:
    """Every module `gm status` ends with, for a new campaign of `game` in `folder` (and each
    pydantic model gm_tool defined, as `pydantic model MODULE.NAME`)."""
    from gm_tool.cli.app import build_app

    made = CliRunner().invoke(build_app(["new"]), ["new", "g", "--game", game,
                                                   *sum((["-p", p] for p in PLAYERS), []),
                                                   "--seed", "1", "--dir", str(folder)])
    assert made.exit_code == 0, made.output
    listing = folder / "modules.json"
    done = subprocess.run([sys.executable, "-c", PROBE, str(listing), "status", "g", "--dir",
                           str(folder), *options], capture_output=True, text=True,
                          env={**os.environ, "COLUMNS": "100"})
    assert done.returncode == 0, done.stderr
    return json.loads(listing.read_text())


def generic(modules: list[str], game: str) -> set[str]:
    """The gm_tool modules, with the game's package written `<game>`."""
    package = f"gm_tool.games.{GAMES[game]}"
    return {m.replace(package, "gm_tool.games.<game>", 1) for m in modules
            if m.startswith("gm_tool")}


def allowance() -> dict[str, set[str]]:
    """The allowance file: `[game]` headers, then one module a line."""
    found: dict[str, set[str]] = {}
    current = None
    for line in ALLOWANCE.read_text().splitlines():
        line = line.strip()
        if line.startswith("[") and line.endswith("]"):
            current = found.setdefault(line[1:-1], set())
        elif line and not line.startswith("#") and current is not None:
            current.add(line)
    return found


@pytest.mark.parametrize("game", GAMES)
def test_gm_status_imports_no_more_than_its_allowance(game, tmp_path):
    modules = status_modules(game, tmp_path)
    others = [m for m in modules for name in GAMES.values() if name != GAMES[game]
              and m.startswith(f"gm_tool.games.{name}.")]
    assert not others, f"gm status on a {game} campaign loaded another game: {others}"
    assert "jinja2" not in modules, "the terminal status loaded the forum templates' engine"
    settings = f"pydantic model gm_tool.games.{GAMES[game]}.settings."
    models = [m for m in modules if m.startswith("pydantic model ") and not m.startswith(settings)]
    assert not models, f"gm status built pydantic models beyond the game's settings: {models}"
    grown = sorted(generic(modules, game) - allowance().get(game, set()))
    assert not grown, (
        f"gm status on a {game} campaign now imports {len(grown)} gm_tool module(s) beyond "
        f"{ALLOWANCE.name}: {', '.join(grown)}. If the command needs them, update the allowance "
        f"(.venv/bin/python tests/cli/test_status_imports.py --update) and say why in the commit; "
        f"if not, import them where they are used.")


def test_a_forum_status_does_not_load_the_terminal_layouts(tmp_path):
    modules = status_modules("colonization", tmp_path, "--format", "plain")
    assert "gm_tool.games.colonization.views.terminal" not in modules
    assert "gm_tool.games.colonization.views.picture" not in modules


def update(folder: Path) -> None:
    lines = ["# The gm_tool modules `gm status` may import, per game (`<game>`: the game's package).",
             "# Written by: .venv/bin/python tests/cli/test_status_imports.py --update",
             "# tests/cli/test_status_imports.py fails when the command imports one more."]
    for game in GAMES:
        lines += ["", f"[{game}]", *sorted(generic(status_modules(game, folder / game), game))]
    ALLOWANCE.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    if sys.argv[1:] != ["--update"]:
        raise SystemExit(__doc__)
    import tempfile

    import gm_tool.games  # noqa: F401  (registers every game by name)

    with tempfile.TemporaryDirectory() as tmp:
        update(Path(tmp))
    print(f"wrote {ALLOWANCE}")
