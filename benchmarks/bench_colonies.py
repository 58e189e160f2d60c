"""Complete 5-player Colonies self-play games per second on one core (issue 13: the goal is
>= 100 with the invariant checks). How it measures: selfplay_rounds.py.

    .venv/bin/python benchmarks/bench_colonies.py [games] [seed] [bots] [rounds]
"""

from selfplay_rounds import main

from gm_tool.games.colonies.game import GAME

if __name__ == "__main__":
    main(GAME, players=5)
