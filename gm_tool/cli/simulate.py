"""`gm simulate`: play complete self-play games, check invariants and replays, report.

Any game with self-play (`Game.selfplay()`: its bots, invariants and report) is played by the
core harness (gm_tool/core/game/selfplay.py); the report's failures make the command exit 1.
"""

from __future__ import annotations

from typing import List, Optional

import typer

from gm_tool.cli.common import out, out_json
from gm_tool.core.game import selfplay
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import find_game, settings_with

#: report keys that mean something went wrong (the command then exits 1)
FAILURES = ("invariant_violations", "replay_mismatches", "roundtrip_mismatches", "bot_errors")


def simulate(
    game: str = typer.Option("distant-colony", "--game", "-g", help="game name or alias"),
    players: int = typer.Option(4, "--players", "-n", help="players per game"),
    games: int = typer.Option(100, "--games", help="how many complete games to play"),
    seed: str = typer.Option("1", "--seed", help="seed; game i uses '<seed>-<i>'"),
    bots: Optional[str] = typer.Option(
        None, "--bots",
        help="the players: a kind of the game's bots for every seat, or a mix drawn per seat "
             "(default: mixed). Distant Colony: mixed, heuristic, random, industry, science, "
             "military; Colonization: mixed, random, greedy"),
    setting: List[str] = typer.Option([], "--set", help="house rule KEY=VALUE; repeat"),
    as_json: bool = typer.Option(False, "--json", help="print one JSON object"),
    no_replay: bool = typer.Option(False, "--no-replay", help="skip the replay check (faster)"),
    no_validate: bool = typer.Option(False, "--no-validate",
                                     help="do not pass the players' inputs through the validator"),
    roundtrip: Optional[bool] = typer.Option(
        None, "--roundtrip/--no-roundtrip",
        help="write every input as the game's canonical text and read it back (default: the "
             "game's; Colonization yes, Distant Colony no: its post reader is slower)"),
    public_replay: bool = typer.Option(
        False, "--public-replay",
        help="also replay every game through the public interface the campaign commands use "
             "(every input as text; slow)"),
) -> None:
    """Play self-play games to the end; report speed, rounds, scores, actions, violations."""
    found = find_game(game)
    if not found.min_players <= players <= found.max_players:
        raise GmError(f"--players {players}: {found.title} takes "
                      f"{found.min_players}-{found.max_players} players")
    if games < 1:
        raise GmError(f"--games {games}: play at least 1 game")
    settings = settings_with(found, setting)
    play = found.selfplay()
    if play is None or not play.bots():
        raise GmError(f"self-play is not available for {found.title}",
                      "a game is self-played through the players in its bots/ package")
    options = {"bots": bots, "replay": not no_replay, "validate": not no_validate,
               "roundtrip": roundtrip, "public_replay": public_replay}
    report = selfplay.simulate_options(play, players, games, seed, settings, options)
    if as_json:
        out_json(report)
    else:
        out(play.report_text(report))
    if any(report.get(key) for key in FAILURES):
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    app.command("simulate")(simulate)
