"""`gm board check FILE --game G`: a board data file checked as a whole before a campaign uses it."""

from __future__ import annotations

import typer

from gm_tool.cli.common import out
from gm_tool.core.game_api import find_game
from gm_tool.core.lifecycle import load_board

board_app = typer.Typer(help="Board data files (games whose board is data: gm board check).",
                        no_args_is_help=True, add_completion=False)


@board_app.command("check")
def check(
    path: str = typer.Argument(..., help="the board file (TOML)"),
    game: str = typer.Option(..., "--game", "-g", help="the game the board is for"),
) -> None:
    """Check every value of a board file; print its sha256 (what a campaign records) or every
    problem with its key path (exit 1)."""
    found = find_game(game)
    board = load_board(found, path)
    if board is None:  # pragma: no cover - load_board refuses a game without boards
        raise typer.Exit(1)
    out(f"{board.name}: a valid {found.title} board; sha256 {board.sha256}")


def register(app: typer.Typer) -> None:
    app.add_typer(board_app, name="board")
