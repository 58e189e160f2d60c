"""`gm new`: create a campaign."""

from __future__ import annotations

from typing import List, Optional

import typer

from gm_tool.cli.common import DirOption, FormatOption, err_console, fmt_of, out, store_for
from gm_tool.core.engine.lifecycle import new_campaign, pending_players
from gm_tool.core.ops.redact import public_campaign
from gm_tool.render import posts


def new(
    name: str = typer.Argument(..., help="campaign name (letters, digits, '-', '_', '.')"),
    game: str = typer.Option(..., "--game", "-g", help="game name or alias (see 'gm games')"),
    player: List[str] = typer.Option(..., "--player", "-p", help="a player, in sign-up order; repeat"),
    seed: Optional[str] = typer.Option(None, "--seed", help="RNG seed (default: random); kept secret"),
    setting: List[str] = typer.Option([], "--set", help="house rule KEY=VALUE; repeat"),
    seed_salt: Optional[str] = typer.Option(None, "--seed-salt",
                                            help="fix the seed's salt: with --seed it fixes every "
                                                 "draw (replaying a game, tests); never in a real "
                                                 "game, where players could then work out the draws"),
    board: Optional[str] = typer.Option(None, "--board",
                                        help="the board data file (games with a board; default: "
                                             "the game's own; check it first with 'gm board check')"),
    fmt: str = FormatOption,
    directory: str = DirOption,
) -> None:
    """Create a campaign, set up as the rules say, with every house-rule setting written out."""
    fmt = fmt_of(fmt)
    store = store_for(directory)
    created = new_campaign(store, name, game, player, seed=seed, assignments=setting,
                           seed_salt=seed_salt, board_file=board)
    view = public_campaign(created.campaign, pending_players(created.campaign))
    out(posts.new_campaign(view, fmt, campaign_dir=store.folder(name)))
    # for the GM, not the post: standard output is the post alone (it may be piped to a clipboard)
    err_console.print(f"Saved to {store.file(name)}")


def register(app: typer.Typer) -> None:
    app.command("new")(new)
