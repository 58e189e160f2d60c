"""Complete Beta Colony self-play games per second on one core, through the core harness
(core/selfplay.py).

    .venv/bin/python benchmarks/bench_beta_colony.py [games] [seed] [bots]

4 players, seats drawn as `gm simulate` draws them (default `mixed`: greedy and random bots), in
these configurations: bots + rules only; with the invariant checks after every step (the issue's
target: >= 100 games/s); with every bot input also checked by the rules on a copy (validate) and
written as its post and read back (round trip), on a tenth of the games. Then the games replayed
from their records (the trusted path) and a tenth through the public Game interface (every input
as text). On a shared machine the wall clock counts other processes' turns too: the games per
CPU second are printed as well. Nothing here asserts a time.
"""

from __future__ import annotations

import sys
import time

from gm_tool.core import selfplay
from gm_tool.games.beta_colony.game import GAME


def timed(label: str, games: int, run) -> list:
    start, cpu = time.perf_counter(), time.process_time()
    results = [run(i) for i in range(games)]
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu
    print(f"  {label}: {games} games in {elapsed:.2f} s, {games / elapsed:.1f} games/s "
          f"({games / cpu:.1f} per CPU second)")
    return results


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    seed = sys.argv[2] if len(sys.argv) > 2 else "bench"
    bots = sys.argv[3] if len(sys.argv) > 3 else "mixed"
    settings = GAME.default_settings()
    print(f"Beta Colony, 4 players, {bots} bots, seed {seed!r}")
    timed("bots + rules", games,
          lambda i: selfplay.play(GAME, 4, f"{seed}-{i}", settings, bots, check=False))
    runs = timed("with invariants after every step", games,
                 lambda i: selfplay.play(GAME, 4, f"{seed}-{i}", settings, bots, check=True))
    tenth = max(1, games // 10)
    timed("with invariants, validation and text round trip", tenth,
          lambda i: selfplay.play(GAME, 4, f"{seed}-{i}", settings, bots, check=True,
                                  validate=True, roundtrip=True))
    timed("replayed from the record", games,
          lambda i: selfplay.replay(GAME, runs[i], settings))
    timed("replayed through the public interface", tenth,
          lambda i: selfplay.replay(GAME, runs[i], settings, public=True))
    bad = [r.seed for r in runs if r.violations or not r.ended]
    print(f"  invariant violations or unfinished games: {len(bad)}")


if __name__ == "__main__":
    main()
