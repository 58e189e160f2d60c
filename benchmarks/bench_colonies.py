"""Complete 5-player Colonies self-play games per second on one core (issue 13: the goal is
>= 100), through the core harness (gm_tool/core/selfplay.py) exactly as `gm simulate` plays them.

    .venv/bin/python benchmarks/bench_colonies.py [games] [seed] [bots] [repeats]

Configurations: the bots and the rules only; with the invariant checks after every step (the
`gm simulate` default); with every bot input also validated; with the text round trip of every
input (written as a post and read back by the reader). Each is run `repeats` times (default 3)
and the best run is reported, as wall-clock games/s and per CPU second (time.process_time: what
this process used): on a shared machine the wall clock also counts other processes' turns, and
the best of a few runs is the least disturbed; the load average is printed beside them.
Last, the trusted replay of the recorded games (what a replay check costs).
"""

from __future__ import annotations

import os
import sys
import time

from gm_tool.core import selfplay
from gm_tool.games.colonies.game import GAME


def run(games: int, seed: str, bots: str, **checks) -> tuple[float, float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    steps = 0
    for i in range(games):
        played = selfplay.play(GAME, 5, f"{seed}-{i}", GAME.default_settings(), bots, **checks)
        steps += len(played.record)
        assert played.ended and not played.violations, played.violations[:3]
    return time.perf_counter() - wall, time.process_time() - cpu, steps / games


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    seed = sys.argv[2] if len(sys.argv) > 2 else "bench"
    bots = sys.argv[3] if len(sys.argv) > 3 else "mixed"
    repeats = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    print(f"Colonies, 5 players, {bots} bots, seed {seed!r}; load average "
          f"{os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    run(5, "warm-up", bots)                     # imports, the board, the reader's tables
    for label, checks in (("bots + rules only", {"check": False}),
                          ("with invariant checks (gm simulate)", {"check": True}),
                          ("with checks and every input validated", {"check": True, "validate": True}),
                          ("with checks, validation and the text round trip",
                           {"check": True, "validate": True, "roundtrip": True})):
        n = games if not checks.get("roundtrip") else max(10, games // 10)
        best_wall = best_cpu = float("inf")
        steps = 0.0
        for _ in range(repeats):
            wall, cpu, steps = run(n, seed, bots, **checks)
            best_wall, best_cpu = min(best_wall, wall), min(best_cpu, cpu)
        print(f"{n} five-player {bots} games, {label}: best of {repeats}: "
              f"{n / best_wall:.1f} games/s wall clock, {n / best_cpu:.1f} games per CPU second "
              f"({steps:.0f} steps a game)")
    played = [selfplay.play(GAME, 5, f"{seed}-{i}", GAME.default_settings(), bots, check=False)
              for i in range(games)]
    wall, cpu = time.perf_counter(), time.process_time()
    for p in played:
        selfplay.replay(GAME, p, GAME.default_settings())
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(f"{games} games replayed from their records (trusted path): {games / wall:.1f} games/s "
          f"wall clock, {games / cpu:.1f} per CPU second")
    print(f"load average now {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
