"""`gm choose` and `gm reveal`: secret choices with public commitments."""

from __future__ import annotations

from dataclasses import asdict

import typer

from gm_tool.cli.common import DirOption, FormatOption, err_console, fmt_of, out, store_for
from gm_tool.core.engine import lifecycle
from gm_tool.core.ops.redact import public_campaign
from gm_tool.render import posts


def choose(
    name: str = typer.Argument(..., help="campaign name"),
    player: str = typer.Argument(..., help="player name (any case)"),
    choice: list[str] = typer.Argument(..., help="the secret input as the player sent it: a phase "
                                                 "('prod', 'Colonisation'), or several words for "
                                                 "a structured one ('yes 3 ore')"),
    fmt: str = FormatOption,
    directory: str = DirOption,
) -> None:
    """Record a player's secret input for the current secret step and print its public commitment."""
    fmt = fmt_of(fmt)
    store = store_for(directory)
    with store.transaction(name) as campaign:
        receipt = lifecycle.choose(campaign, player, " ".join(choice))
    # What the GM's paste was read as, for the GM's eyes only (standard error): the post on
    # standard output stays the public commitment line alone.
    err_console.print(f"read {receipt.player}'s {receipt.noun} as: {receipt.read_as}")
    out(posts.choice_receipt({"game": campaign.game, "round": receipt.round, "clock": receipt.clock,
                              "player": receipt.player,
                              "commitment": receipt.commitment, "replaced": receipt.replaced,
                              "noun": receipt.noun, "step": receipt.label}, fmt,
                             campaign_dir=store.folder(name)))


def reveal(
    name: str = typer.Argument(..., help="campaign name"),
    force: bool = typer.Option(False, "--force", help="record players who have not chosen as choosing nothing"),
    fmt: str = FormatOption,
    directory: str = DirOption,
) -> None:
    """Reveal every choice with its salt and print the round-opening post."""
    fmt = fmt_of(fmt)
    store = store_for(directory)
    with store.transaction(name) as campaign:
        result = lifecycle.reveal(campaign, force=force)
    view = public_campaign(campaign, lifecycle.pending_players(campaign))
    view["reveal_clock"] = result.clock
    if not view["revealed"]:
        # a secret step followed by another closes its record entry at the reveal: the post
        # shows what was revealed all the same
        view["revealed"] = {p: asdict(r) for p, r in result.choices.items()}
        view["reveal_info"], view["forced"] = dict(result.info), list(result.forced)
    out(posts.reveal_post(view, fmt, campaign_dir=store.folder(name)))


def register(app: typer.Typer) -> None:
    app.command("choose")(choose)
    app.command("reveal")(reveal)
