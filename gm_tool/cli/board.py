"""`gm board`: board pictures (`gm board NAME --png FILE`, the same as `gm board draw NAME ...`)
and board data files (`gm board check FILE --game G`)."""

from __future__ import annotations

from typing import Optional

import typer
from typer.core import TyperGroup

from gm_tool.cli.common import DirOption, out, store_for
from gm_tool.cli.picture import PngOption, SvgOption
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import find_game
from gm_tool.core.engine.lifecycle import load_board


class BoardGroup(TyperGroup):
    """`gm board NAME ...` is `gm board draw NAME ...`: a first word that is no subcommand is a
    campaign's name (a campaign called `check` or `draw` needs the long form)."""

    def parse_args(self, ctx: typer.Context, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and args[0] not in ("--help", "-h"):
            args = ["draw", *args]
        return super().parse_args(ctx, args)


board_app = typer.Typer(cls=BoardGroup, no_args_is_help=True, add_completion=False,
                        help="Board pictures (gm board NAME --png FILE) and board data files "
                             "(gm board check FILE --game G).")


@board_app.command("draw")
def draw(
    name: str = typer.Argument(..., help="campaign name"),
    round_number: Optional[int] = typer.Option(
        None, "--round", "-r", help="draw the board after this round (the game's own round, "
                                    "turn or year; its last record) (default: now)"),
    entry: Optional[int] = typer.Option(None, "--entry", help="draw the board after this record "
                                        "entry (history/round-NNNN.toml)"),
    png: Optional[str] = PngOption,
    svg: Optional[str] = SvgOption,
    directory: str = DirOption,
) -> None:
    """Draw the campaign's public board as a picture to upload with a post (PNG and/or SVG;
    `gm board NAME ...` for short)."""
    from gm_tool.cli import picture
    from gm_tool.core.ops.picture_view import picture_view, round_view

    paths = picture.targets(png, svg)
    if not paths:
        raise GmError("say which file to write", f"gm board {name} --png board.png (or --svg board.svg)")
    store = store_for(directory)
    campaign = store.load(name)
    from gm_tool.core.ops.history import pick_entry

    number = pick_entry(store, name, campaign, round_number, entry)
    view = picture_view(campaign) if number is None else round_view(store, campaign, number)
    picture.write(view, paths)


@board_app.command("check")
def check(
    path: str = typer.Argument(..., help="the board file (TOML)"),
    game: Optional[str] = typer.Option(None, "--game", "-g", help="the game the board is for "
                                       "(default: the one game whose boards it fits)"),
) -> None:
    """Check every value of a board file; print its sha256 (what a campaign records) or every
    problem with its key path (exit 1)."""
    found = find_game(game) if game is not None else board_game(path)
    board = load_board(found, path)
    if board is None:  # pragma: no cover - load_board refuses a game without boards
        raise typer.Exit(1)
    out(f"{board.name}: a valid {found.title} board; sha256 {board.sha256}")


def board_game(path: str):
    """The game a board file is for, when --game is left out: the one game with board files
    whose check the file passes; else the game whose check finds the fewest problems."""
    from gm_tool.core.game.interface import all_games

    games = [g for g in all_games() if g.board_file is not None]
    problems: dict[str, tuple[int, object]] = {}
    for candidate in games:
        try:
            load_board(candidate, path)
            return candidate
        except GmError as exc:
            if "cannot read the board file" in exc.message or "not a valid TOML" in exc.message:
                raise
            problems[candidate.name] = (exc.message.count("\n"), candidate)
    names = ", ".join(g.name for g in games)
    closest = min(problems.values(), key=lambda x: x[0])[1] if problems else None
    if closest is None:
        raise GmError("no game takes board files", "")
    raise GmError(f"{path} is not a valid board of any game ({names}); checked as a "
                  f"{closest.title} board it has problems", f"name the game to see them all: "
                  f"gm board check {path} --game {closest.name}")


def register(app: typer.Typer) -> None:
    app.add_typer(board_app, name="board")
