"""Complete 6-player Distant Colony self-play games per second on one core.

    .venv/bin/python benchmarks/bench_selfplay.py [games] [seed]

Measures play_game (players' decisions + resolve_round + invariant checks after every round),
without the replay check. The goal is >= 100 games/s; the figure is recorded in docs/rules.md.
"""

from __future__ import annotations

import sys
import time

from gm_tool.games.distant_colony.selfplay import play_game
from gm_tool.games.distant_colony.settings import DistantColonySettings


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    seed = sys.argv[2] if len(sys.argv) > 2 else "bench"
    settings = DistantColonySettings()
    play_game(6, "warm-up", settings)       # load the catalogue, fill the caches
    for check, label in ((True, "with invariant checks"), (False, "rules + players only")):
        rounds = 0
        start = time.perf_counter()
        for i in range(games):
            rounds += play_game(6, f"{seed}-{i}", settings, check=check).rounds
        elapsed = time.perf_counter() - start
        print(f"{games} six-player games {label}: {elapsed:.2f} s, "
              f"{games / elapsed:.1f} games/s, {rounds / elapsed:.0f} rounds/s, "
              f"{rounds / games:.1f} rounds/game")


if __name__ == "__main__":
    main()
