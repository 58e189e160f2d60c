"""`gm games` and `gm status`."""

from __future__ import annotations

from typing import Optional

import typer

from gm_tool.cli.common import DirOption, FormatOption, FullOption, err_console, fmt_of, out, out_json, store_for
from gm_tool.core.game.interface import all_games
from gm_tool.core.engine.lifecycle import pending_players
from gm_tool.core.ops.redact import public_campaign


def games() -> None:
    """List the games gm_tool can run, with their aliases."""
    for game in all_games():
        aliases = ", ".join(game.aliases)
        out(f"{game.name:<16} {game.title} (v{game.version}, {game.min_players}-{game.max_players} players)"
            f"{'  aliases: ' + aliases if aliases else ''}")


def status(
    name: str = typer.Argument(..., help="campaign name"),
    as_json: bool = typer.Option(False, "--json", help="print one JSON object (schema in README)"),
    player: Optional[str] = typer.Option(None, "--player", "-p",
                                         help="print what this player alone may see (their hidden "
                                              "stock, their hand), to send by private message"),
    fmt: str = FormatOption,
    full: bool = FullOption,
    directory: str = DirOption,
) -> None:
    """Show the step the campaign waits for, who has (not) acted, and the game's public state."""
    fmt = fmt_of(fmt)
    store = store_for(directory)
    campaign = store.load(name)
    if player is not None:
        if as_json:
            out_json(private_view(campaign, player))
        else:
            out(private_status(campaign, player, fmt, store.folder(name)))
        return
    view = public_campaign(campaign, pending_players(campaign))
    view["full"] = full
    kept = {p: w.get("why", "") for p, w in campaign.entry.waiting.items()}
    if as_json:
        out_json({**status_json(view), "kept_for_later": kept})
    else:
        from gm_tool.render import posts  # the render stack only when something is drawn

        out(posts.status(view, fmt, campaign_dir=store.folder(name)))
        for who, why in kept.items():   # the GM's eyes: the post itself is not public yet
            err_console.print(f"kept for later: {who}'s post ({why}); checked when that turn comes")


def private_view(campaign, player_word: str) -> dict:
    """One player's private view (their hidden stock, their hand), as the game gives it."""
    from gm_tool.core.engine.steps import clock_of, game_of, step_of
    from gm_tool.core.kit.matching import match_player

    campaign.require_secrets("show a player's private view")
    game = game_of(campaign)
    who = match_player(player_word, campaign.player_names)
    entries = game.view(campaign.state, who, game.load_settings(campaign.settings))
    clock = clock_of(campaign)
    return {"campaign": campaign.name, "game": game.name, "game_title": game.title,
            "round": clock.number, "clock": clock.text, "step_label": step_of(campaign).label,
            "player": who, "entries": entries}


def private_status(campaign, player_word: str, fmt: str, folder):
    """One player's private view: the game says what it is; the GM sends it by PM."""
    from gm_tool.render.private import private_post

    return private_post(private_view(campaign, player_word), fmt, campaign_dir=folder)


def status_json(view: dict) -> dict:
    """The README's schema: the campaign's round and stage, then the game's public state
    (for Distant Colony `players` and `station`; another game adds its own keys)."""
    state = view["state"]
    base = {
        "campaign": view["campaign"],
        "campaign_id": view["campaign_id"],
        "game": view["game"],
        "round": view["round"],
        "clock": view["clock"]["text"],
        "entry": view["entry"],
        "stage": view["stage"],
        "step": {k: view["step"][k] for k in ("kind", "label", "players")},
        "deadline": view["deadline"],
        "first_player": view["first_player"],
        "turn_order": state.get("turn_order"),
        "phases": view["reveal_info"].get("phases", []),
        "chosen": view["chosen"],
        "pending": view["pending"],
        "seed_commitment": view["seed_commitment"],
    }
    if "seed" in view:
        base["seed"], base["seed_salt"] = view["seed"], view["seed_salt"]
    return {**base, **{k: v for k, v in state.items() if k not in base}}


def register(app: typer.Typer) -> None:
    app.command("games")(games)
    app.command("status")(status)
