"""Complete 4-player Beta Colony self-play games per second on one core (issue 14: the goal is
>= 100 with the invariant checks), through the core harness (gm_tool/core/selfplay.py) exactly as
`gm simulate` plays them.

    .venv/bin/python benchmarks/bench_beta_colony.py [games] [seed] [bots] [repeats]

Seats drawn as `gm simulate` draws them (default `mixed`: greedy and random bots), in these
configurations: bots + rules only; with the invariant checks after every step (the `gm simulate`
default and the issue's figure); with every bot input also checked by the rules on a copy
(validate) and written as its post and read back (round trip), on a tenth of the games. Each is
run `repeats` times (default 3) and the best run is reported, as games per CPU second
(time.process_time: what this process used, whatever else the machine runs) and wall-clock
games/s (which also counts other processes' turns); the load average is printed beside them.
Then the games replayed from their records (the trusted path) and a tenth through the public
Game interface (every input as text). Nothing here asserts a time.
"""

from __future__ import annotations

import os
import sys
import time

from gm_tool.core import selfplay
from gm_tool.games.beta_colony.game import GAME


def run(games: int, seed: str, bots: str, **checks) -> tuple[float, float, list]:
    wall, cpu = time.perf_counter(), time.process_time()
    runs = [selfplay.play(GAME, 4, f"{seed}-{i}", GAME.default_settings(), bots, **checks)
            for i in range(games)]
    return time.perf_counter() - wall, time.process_time() - cpu, runs


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    seed = sys.argv[2] if len(sys.argv) > 2 else "bench"
    bots = sys.argv[3] if len(sys.argv) > 3 else "mixed"
    repeats = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    print(f"Beta Colony, 4 players, {bots} bots, seed {seed!r}; load average "
          f"{os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    run(5, "warm-up", bots)                     # imports, the board, the reader's tables
    runs: list = []
    for label, checks in (("bots + rules only", {"check": False}),
                          ("with invariant checks after every step (gm simulate)", {"check": True}),
                          ("with checks, validation and the text round trip",
                           {"check": True, "validate": True, "roundtrip": True})):
        n = games if not checks.get("roundtrip") else max(10, games // 10)
        best_wall = best_cpu = float("inf")
        for _ in range(repeats):
            wall, cpu, played = run(n, seed, bots, **checks)
            best_wall, best_cpu = min(best_wall, wall), min(best_cpu, cpu)
            if checks == {"check": True}:
                runs = played
        print(f"  {n} games, {label}: best of {repeats}: {n / best_cpu:.1f} games per CPU "
              f"second, {n / best_wall:.1f} games/s wall clock")
    for label, public, count in (("replayed from the record", False, games),
                                 ("replayed through the public interface", True,
                                  max(1, games // 10))):
        wall, cpu = time.perf_counter(), time.process_time()
        for played in runs[:count]:
            selfplay.replay(GAME, played, GAME.default_settings(), public=public)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        print(f"  {count} games {label}: {count / cpu:.1f} per CPU second, "
              f"{count / wall:.1f} games/s wall clock")
    bad = [r.seed for r in runs if r.violations or not r.ended]
    print(f"  invariant violations or unfinished games: {len(bad)}")
    print(f"  load average now {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
