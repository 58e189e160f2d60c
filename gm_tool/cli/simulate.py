"""`gm simulate`: play complete self-play games, check invariants and replays, report."""

from __future__ import annotations

from typing import List

import typer

from gm_tool.cli.common import out, out_json
from gm_tool.core.errors import GmError
from gm_tool.core.game_api import find_game

_SUPPORTED = "distant-colony"
_BOTS = ("mixed", "heuristic", "random", "industry", "science", "military")


def simulate(
    game: str = typer.Option(_SUPPORTED, "--game", "-g", help="game name or alias"),
    players: int = typer.Option(4, "--players", "-n", help="players per game"),
    games: int = typer.Option(100, "--games", help="how many complete games to play"),
    seed: str = typer.Option("1", "--seed", help="seed; game i uses '<seed>-<i>'"),
    bots: str = typer.Option("mixed", "--bots",
                             help=f"players: {', '.join(_BOTS)} (mixed/heuristic: drawn per seat)"),
    setting: List[str] = typer.Option([], "--set", help="house rule KEY=VALUE; repeat"),
    as_json: bool = typer.Option(False, "--json", help="print one JSON object"),
    no_replay: bool = typer.Option(False, "--no-replay", help="skip the replay check (faster)"),
    no_validate: bool = typer.Option(False, "--no-validate",
                                     help="do not pass the players' orders through the validator"),
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

    report = run(players, games, seed, settings, bots, check=True, verify_replay=not no_replay,
                 validate=not no_validate)
    if as_json:
        out_json(report)
    else:
        out(render(report))
    if report["invariant_violations"] or report["replay_mismatches"] or report["bot_errors"]:
        raise typer.Exit(1)


def _counts(d: dict) -> str:
    return ", ".join(f"{k} {v}" for k, v in d.items()) or "none"


def render(r: dict) -> str:
    s = r["scores"]
    lines = [
        f"{r['games']} games, {r['players']} players, seed {r['seed']!r}, {r['bots']} players",
        f"speed: {r['games_per_second']} games/s ({r['seconds']} s of play)",
        f"rounds per game: mean {r['rounds']['mean']}, min {r['rounds']['min']}, "
        f"max {r['rounds']['max']}",
        f"scores: winner mean {s['winner_mean']} (min {s['winner_min']}, above 0 in "
        f"{round(100 * s['winners_above_0'])}% of games), spread mean {s['spread_mean']}, "
        f"spread max {s['spread_max']}",
        "by player kind: " + ", ".join(f"{k} {v['seats']} seats mean {v['mean_score']} "
                                       f"wins {v['wins']}" for k, v in r["by_kind"].items()),
        "end reasons: " + _counts(r["end_reasons"]),
        "buildings per game: " + _counts(r["built_per_game"]),
        "never built: " + (", ".join(r["never_built"]) or "none"),
        "station trades: " + _counts(r["trades"]),
        "conversions: " + _counts(r["conversions"]),
        "other actions: " + _counts(r["actions"]),
        "skipped actions (conflicts between players): " + _counts(r["skipped_actions"]),
        f"skips that are no conflict: {len(r['unexplained_skips'])} game(s)",
        "bot errors (orders the validator refused): " + _counts(r["bot_errors"]),
        f"replay mismatches: {r['replay_mismatches']}",
    ]
    for u in r["unexplained_skips"][:10]:
        lines.append(f"  seed {u['seed']!r}: " + "; ".join(u["skips"]))
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
