"""Complete self-play games per second on one core, through the core harness (core/game/selfplay.py).

    .venv/bin/python benchmarks/bench_selfplay.py [games] [seed] [bots]

Distant Colony, 6 players, seats drawn as `gm simulate` draws them (default `mixed`: random +
the three heuristic strategies), without the replay check, in these configurations: players +
rules only (the players are legal by construction); with the invariant checks after every step
(the goal: >= 100 games/s; after a reveal Distant Colony checks what a reveal writes, after a
round everything: the full check after every step is timed too); with every order also passed
through rules.validate_orders (what `gm simulate` and the coverage tests do); with every phase
choice and every order also written as its canonical post and read back by the post reader
(`gm simulate --roundtrip`; a tenth of the games: the reader is the slow part). Then the same
games replayed from their records by the rules alone (the trusted path) and, for a tenth of
them, through the public Game interface (every input as text, as the campaign commands apply
it). Last, Colonization, 4 players, with its default checks (invariants, validation, text round
trip), and without checks.

The figures are recorded in docs/rules.md and the README. On a shared machine the wall clock
also counts other processes' turns: the games per CPU second are printed too.
"""

from __future__ import annotations

import sys
import time

import gm_tool.games  # noqa: F401  (registers the games)
from gm_tool.core.game import selfplay
from gm_tool.core.game.interface import find_game


def timed(label: str, games: int, run) -> list:
    start, cpu = time.perf_counter(), time.process_time()
    results = [run(i) for i in range(games)]
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu
    print(f"  {label}: {games} games in {elapsed:.2f} s, {games / elapsed:.1f} games/s "
          f"({games / cpu:.1f} per CPU second)")
    return results


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    seed = sys.argv[2] if len(sys.argv) > 2 else "bench"
    bots = sys.argv[3] if len(sys.argv) > 3 else "mixed"
    few = max(games // 10, 1)
    dc = find_game("distant-colony").selfplay()
    settings = dc.game.settings_model()
    selfplay.play(dc, 6, "warm-up", settings, bots)       # load the catalogue, fill the caches
    print(f"Distant Colony, six players, {bots}:")
    runs = None
    for label, n, options in (
            ("players + rules only", games, {"check": False}),
            ("with invariant checks after every step", games, {"check": True}),
            ("with checks and validate_orders", games, {"check": True, "validate": True}),
            ("with checks and the text round trip", few, {"check": True, "roundtrip": True})):
        results = timed(label, n, lambda i, o=options: selfplay.play(dc, 6, f"{seed}-{i}",
                                                                     settings, bots, **o))
        if options == {"check": True}:
            runs = results
            rounds = sum(r.entries for r in results)
            print(f"    {rounds / n:.1f} rounds/game; violations: "
                  f"{sum(len(r.violations) for r in results)}")
        if options.get("roundtrip"):
            print(f"    {sum(r.roundtrips_checked for r in results)} inputs round-tripped, "
                  f"{sum(len(r.roundtrip) for r in results)} mismatches")
    # Distant Colony checks after a reveal what a reveal writes (the choices, the phases, the
    # station's trade draw) and everything after each round; for comparison, everything after
    # every step
    from gm_tool.games.distant_colony import selfplay as dc_selfplay
    scoped = dc_selfplay.invariants
    dc_selfplay.invariants = lambda state, s, totals: dc_selfplay.check_invariants(state, s, totals)
    timed("with the full invariant check after every step, reveals too", games,
          lambda i: selfplay.play(dc, 6, f"{seed}-{i}", settings, bots, check=True))
    dc_selfplay.invariants = scoped
    timed("replayed from the record by the rules alone", games,
          lambda i: selfplay.replay(dc, runs[i], settings))
    timed("replayed through the public Game interface (texts)", few,
          lambda i: selfplay.replay(dc, runs[i], settings, public=True))
    col = find_game("colonization").selfplay()
    col_settings = col.game.settings_model()
    print("Colonization, four players, mixed (invariants, validation, text round trip):")
    timed("complete games", games, lambda i: selfplay.play(
        col, 4, f"{seed}-{i}", col_settings, None, check=True, validate=True, roundtrip=True))
    timed("players + rules only", games, lambda i: selfplay.play(
        col, 4, f"{seed}-{i}", col_settings, None, check=False))


if __name__ == "__main__":
    main()
