"""Complete 6-player Distant Colony self-play games per second on one core.

    .venv/bin/python benchmarks/bench_selfplay.py [games] [seed] [bots]

Measures play_game (the players' decisions + resolve_round), seats drawn as `gm simulate`
draws them (default `mixed`: random + the three heuristic strategies), without the replay
check, in three configurations: players + rules only (the players are legal by construction);
with the invariant checks after every round; and with every order also passed through
rules.validate_orders (what `gm simulate` and the coverage tests do). The goal is >= 100
games/s for the first two; the figures are recorded in docs/rules.md and the README. Last, the
same games replayed by the rules engine alone (no players' planning).
"""

from __future__ import annotations

import sys
import time

from gm_tool.games.distant_colony.selfplay import play_game, replay
from gm_tool.games.distant_colony.settings import DistantColonySettings


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    seed = sys.argv[2] if len(sys.argv) > 2 else "bench"
    bots = sys.argv[3] if len(sys.argv) > 3 else "mixed"
    settings = DistantColonySettings()
    play_game(6, "warm-up", settings, bots)     # load the catalogue, fill the caches
    for check, validate, label in ((False, False, "players + rules only"),
                                   (True, False, "with invariant checks"),
                                   (True, True, "with checks and validate_orders")):
        rounds = 0
        start, cpu = time.perf_counter(), time.process_time()
        for i in range(games):
            rounds += play_game(6, f"{seed}-{i}", settings, bots, check=check,
                                validate=validate).rounds
        elapsed = time.perf_counter() - start
        cpu = time.process_time() - cpu
        # CPU time too: on a shared machine the wall clock also counts other processes' turns
        print(f"{games} six-player {bots} games, {label}: {elapsed:.2f} s, "
              f"{games / elapsed:.1f} games/s ({games / cpu:.1f} per CPU second), "
              f"{rounds / elapsed:.0f} rounds/s, {rounds / games:.1f} rounds/game")
    # The rules engine alone: replay complete recorded games (reveal + resolve_round every
    # round from the recorded orders), which is what verify and undo do.
    results = [play_game(6, f"{seed}-{i}", settings, bots) for i in range(games)]
    start, cpu = time.perf_counter(), time.process_time()
    for result in results:
        replay(result, settings)
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu
    print(f"{games} six-player games replayed by the rules engine alone: {elapsed:.2f} s, "
          f"{games / elapsed:.1f} games/s ({games / cpu:.1f} per CPU second)")


if __name__ == "__main__":
    main()
