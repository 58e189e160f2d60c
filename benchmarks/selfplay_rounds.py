"""Complete self-play games per second on one core for a game played by the core harness
(gm_tool/core/game/selfplay.py) exactly as `gm simulate` plays them; `bench_colonies.py` and
`bench_beta_colony.py` run it (issues 13 and 14: the goal is >= 100 with the invariant checks).

Configurations: the bots and the rules only; with the invariant checks after every step (the
`gm simulate` default and the issues' figure); with every bot input also validated; with the
text round trip of every input (written as a post and read back by the reader). The games
(default 40, seeds '<seed>-0' …) are played `rounds` times (default 8), the configurations taking
turns, so that a change in what else the machine runs falls on all of them alike. Reported: games
per CPU second (time.process_time: what this process used) for the best round, the least
disturbed, and the median round; wall-clock games/s of the best round; the load average. Last,
the trusted replay of the recorded games (what a replay check costs). Nothing asserts a time.

Arguments of either script: [games] [seed] [bots] [rounds].
"""

from __future__ import annotations

import os
import statistics
import sys
import time

from gm_tool.core.game import selfplay
from gm_tool.core.game.interface import Game

CONFIGS = (("bots + rules only", {"check": False}),
           ("with invariant checks (gm simulate)", {"check": True}),
           ("with checks and every input validated", {"check": True, "validate": True}),
           ("with checks, validation and the text round trip",
            {"check": True, "validate": True, "roundtrip": True}))


def run(game: Game, players: int, games: int, seed: str, bots: str,
        **checks) -> tuple[float, float, list]:
    wall, cpu = time.perf_counter(), time.process_time()
    play = game.selfplay()
    runs = [selfplay.play(play, players, f"{seed}-{i}", game.settings_model(), bots, **checks)
            for i in range(games)]
    for played in runs:
        assert played.ended and not played.violations, played.violations[:3]
    return time.perf_counter() - wall, time.process_time() - cpu, runs


def main(game: Game, players: int, public_replay: bool = False) -> None:
    """Play, report, replay; `public_replay` also replays a tenth through the public interface."""
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    seed = sys.argv[2] if len(sys.argv) > 2 else "bench"
    bots = sys.argv[3] if len(sys.argv) > 3 else "mixed"
    rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 8
    print(f"{game.title}, {players} players, {bots} bots, {games} games x {rounds} rounds, seed "
          f"{seed!r}; load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    run(game, players, 3, "warm-up", bots)                     # imports, the board, the reader's tables
    cpu_times: dict[str, list[float]] = {label: [] for label, _ in CONFIGS}
    wall_times: dict[str, list[float]] = {label: [] for label, _ in CONFIGS}
    steps = 0.0
    runs: list = []
    for _ in range(rounds):
        for label, checks in CONFIGS:
            n = games if not checks.get("roundtrip") else max(2, games // 10)
            wall, cpu, played = run(game, players, n, seed, bots, **checks)
            cpu_times[label].append(cpu / n)
            wall_times[label].append(wall / n)
            if checks == {"check": True}:
                runs = played
                steps = sum(len(p.record) for p in played) / n
    for label, checks in CONFIGS:
        n = games if not checks.get("roundtrip") else max(2, games // 10)
        best = min(cpu_times[label])
        print(f"{n} {bots} games, {label}: {1 / best:.1f} games per CPU second in the best "
              f"round ({1 / statistics.median(cpu_times[label]):.1f} median), "
              f"{1 / min(wall_times[label]):.1f} games/s wall clock")
    print(f"({steps:.0f} steps a game)")
    wall, cpu = time.perf_counter(), time.process_time()
    for played in runs:
        selfplay.replay(game.selfplay(), played, game.settings_model())
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(f"{len(runs)} games replayed from their records (trusted path): "
          f"{len(runs) / cpu:.1f} per CPU second, {len(runs) / wall:.1f} games/s wall clock")
    if public_replay:
        few = runs[:max(1, len(runs) // 10)]
        wall, cpu = time.perf_counter(), time.process_time()
        for played in few:
            selfplay.replay(game.selfplay(), played, game.settings_model(), public=True)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        print(f"{len(few)} games replayed through the public interface (every input as text): "
              f"{len(few) / cpu:.1f} per CPU second, {len(few) / wall:.1f} games/s wall clock")
    print(f"load average now {os.getloadavg()[0]:.2f}")
