"""`gm games` and `gm status`."""

from __future__ import annotations

import typer

from gm_tool.cli.common import DirOption, FormatOption, fmt_of, out, out_json, store_for
from gm_tool.core.game_api import all_games
from gm_tool.core.lifecycle import load_checked, pending_players
from gm_tool.core.redact import public_campaign
from gm_tool.render import posts


def games() -> None:
    """List the games gm_tool can run, with their aliases."""
    for game in all_games():
        aliases = ", ".join(game.aliases)
        out(f"{game.name:<16} {game.title} (v{game.version}, {game.min_players}-{game.max_players} players)"
            f"{'  aliases: ' + aliases if aliases else ''}")


def status(
    name: str = typer.Argument(..., help="campaign name"),
    as_json: bool = typer.Option(False, "--json", help="print one JSON object (schema in README)"),
    fmt: str = FormatOption,
    directory: str = DirOption,
) -> None:
    """Show the round, who has (not) acted, and every settlement's public state."""
    fmt = fmt_of(fmt)
    store = store_for(directory)
    campaign = load_checked(store, name)
    view = public_campaign(campaign, pending_players(campaign))
    if as_json:
        out_json(status_json(view))
    else:
        out(posts.status(view, fmt, campaign_dir=store.folder(name)))


def status_json(view: dict) -> dict:
    """The README's schema: the campaign's round and stage, then the game's public state
    (for Distant Colony `players` and `station`; another game adds its own keys)."""
    state = view["state"]
    base = {
        "campaign": view["campaign"],
        "campaign_id": view["campaign_id"],
        "game": view["game"],
        "round": view["round"],
        "stage": view["stage"],
        "step": {k: view["step"][k] for k in ("kind", "label", "players")},
        "deadline": view["deadline"],
        "first_player": state.get("first_player", state.get("current_player")),
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
