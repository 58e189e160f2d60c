"""The `gm` application: one module per command group, registered here."""

from __future__ import annotations

import typer

from gm_tool import games as _games  # noqa: F401  (registers every game)
from gm_tool.cli import choices, demo, info, new, ops, simulate, turns
from gm_tool.cli.common import GmGroup

app = typer.Typer(
    cls=GmGroup,
    name="gm",
    help="Game-master assistant for board games played by forum post (PBF) and e-mail (PBEM).",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)

for module in (info, new, choices, turns, ops, simulate, demo):
    module.register(app)


def main() -> None:
    app(prog_name="gm")
