"""`gm simulate`: play complete self-play games, check invariants and replays, report."""

from __future__ import annotations

from typing import List

import typer

from gm_tool.cli.common import out, out_json
from gm_tool.core.errors import GmError
from gm_tool.core.game_api import find_game

_SUPPORTED = "distant-colony"
_BOTS = ("heuristic", "random", "mixed")


def simulate(
    game: str = typer.Option(_SUPPORTED, "--game", "-g", help="game name or alias"),
    players: int = typer.Option(4, "--players", "-n", help="players per game"),
    games: int = typer.Option(100, "--games", help="how many complete games to play"),
    seed: str = typer.Option("1", "--seed", help="seed; game i uses '<seed>-<i>'"),
    bots: str = typer.Option("heuristic", "--bots", help=f"players: {', '.join(_BOTS)}"),
    setting: List[str] = typer.Option([], "--set", help="house rule KEY=VALUE; repeat"),
    as_json: bool = typer.Option(False, "--json", help="print one JSON object"),
    no_replay: bool = typer.Option(False, "--no-replay", help="skip the replay check (faster)"),
) -> None:
    """Play self-play games to the end; report speed, rounds, scores, buildings, violations."""
    found = find_game(game)
    if found.name != _SUPPORTED:
        raise GmError(f"self-play is not available for {found.title}", f"games: {_SUPPORTED}")
    if not found.min_players <= players <= found.max_players:
        raise GmError(f"--players {players}: {found.title} takes "
                      f"{found.min_players}-{found.max_players} players")
    if games < 1:
        raise GmError(f"--games {games}: play at least 1 game")
    if bots not in _BOTS:
        raise GmError(f"--bots {bots!r} is unknown", f"choose one of: {', '.join(_BOTS)}")
    settings = found.settings_with(setting)
    from gm_tool.games.distant_colony.selfplay import simulate as run

    report = run(players, games, seed, settings, bots, check=True, verify_replay=not no_replay)
    if as_json:
        out_json(report)
    else:
        out(render(report))
    if report["invariant_violations"] or report["replay_mismatches"]:
        raise typer.Exit(1)


def render(r: dict) -> str:
    lines = [
        f"{r['games']} games, {r['players']} players, seed {r['seed']!r}, {r['bots']} players",
        f"speed: {r['games_per_second']} games/s ({r['seconds']} s of play)",
        f"rounds per game: mean {r['rounds']['mean']}, min {r['rounds']['min']}, "
        f"max {r['rounds']['max']}",
        f"scores: winner mean {r['scores']['winner_mean']}, spread mean "
        f"{r['scores']['spread_mean']}, spread max {r['scores']['spread_max']}",
        "end reasons: " + ", ".join(f"{k} {v}" for k, v in r["end_reasons"].items()),
        "buildings per game: " + ", ".join(f"{k} {v}" for k, v in r["built_per_game"].items()),
        "skipped actions: " + (", ".join(f"{k} {v}" for k, v in r["skipped_actions"].items())
                               or "none"),
        f"replay mismatches: {r['replay_mismatches']}",
    ]
    violations = r["invariant_violations"]
    if violations:
        lines.append(f"INVARIANT VIOLATIONS in {len(violations)} game(s):")
        for v in violations[:20]:
            lines.append(f"  seed {v['seed']!r}: " + "; ".join(v["problems"]))
    else:
        lines.append("invariant violations: none")
    return "\n".join(lines)


def register(app: typer.Typer) -> None:
    app.command("simulate")(simulate)
