"""The `gm` application: one module per command group, registered here.

A `gm` command imports only the module that defines it (building every command costs typer a
few milliseconds each, and each module's imports more); `gm --help` and an unknown command get
the whole application, as does `from gm_tool.cli.app import app`.
"""

from __future__ import annotations

import importlib
import os
import sys

import typer

from gm_tool import games as _games  # noqa: F401  (registers every game by name)
from gm_tool.cli import common
from gm_tool.cli.common import GmGroup

#: every command and the module of gm_tool.cli that defines it, in the order `gm --help` lists them
COMMANDS = {
    "games": "info", "status": "info", "new": "new", "choose": "choices", "reveal": "choices",
    "check": "turns", "submit": "turns", "template": "turns", "resolve": "turns", "report": "turns",
    "undo": "ops", "log": "ops", "verify": "ops", "edit": "ops", "replace": "ops", "drop": "ops",
    "deadline": "ops", "remind": "ops", "email": "ops", "ingest": "ops", "export": "ops",
    "adjust": "ops", "set": "ops", "roll": "ops", "seats": "thread", "thread": "thread",
    "simulate": "simulate", "demo": "demo", "board": "board",
}


def build_app(modules: list[str]) -> typer.Typer:
    application = typer.Typer(
        cls=GmGroup,
        name="gm",
        help="Game-master assistant for board games played by forum post (PBF) and e-mail (PBEM).",
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
        rich_markup_mode=None,
    )
    # a callback keeps `gm COMMAND` a group even when only one command is registered
    application.callback()(_group)
    for name in modules:
        importlib.import_module(f"gm_tool.cli.{name}").register(application)
    return application


def _group(wait: float = typer.Option(
        None, "--wait", metavar="SECONDS",
        help="how long to wait for a campaign another gm command is changing (default 60, or "
             "$GM_WAIT); may also follow the command")) -> None:
    """Game-master assistant for board games played by forum post (PBF) and e-mail (PBEM)."""
    common.LOCK_WAIT = wait  # set on every invocation: None means $GM_WAIT or the default


def all_modules() -> list[str]:
    return list(dict.fromkeys(COMMANDS.values()))


def __getattr__(name: str) -> typer.Typer:
    if name == "app":
        return build_app(all_modules())
    raise AttributeError(name)


def hoist_wait(argv: list[str]) -> list[str]:
    """`--wait SECONDS` may be given anywhere (`gm resolve bay12 --wait 120`): it becomes
    $GM_WAIT for the store, and the rest of the command line is left for typer."""
    rest, i = [], 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--wait" and i + 1 < len(argv):
            os.environ["GM_WAIT"], i = argv[i + 1], i + 2
            continue
        if arg.startswith("--wait="):
            os.environ["GM_WAIT"] = arg.partition("=")[2]
        else:
            rest.append(arg)
        i += 1
    return rest


def main() -> None:
    sys.argv[1:] = hoist_wait(sys.argv[1:])
    word = next((a for a in sys.argv[1:] if not a.startswith("-")), None)
    module = COMMANDS.get(word or "")
    build_app([module] if module else all_modules())(prog_name="gm")
