"""Complete 4-player Beta Colony self-play games per second on one core (issue 14: the goal is
>= 100 with the invariant checks); seats drawn as `gm simulate` draws them (`mixed` = greedy and
random bots). How it measures: selfplay_rounds.py.

    .venv/bin/python benchmarks/bench_beta_colony.py [games] [seed] [bots] [rounds]
"""

from selfplay_rounds import main

from gm_tool.games.beta_colony.game import GAME

if __name__ == "__main__":
    main(GAME, players=4, public_replay=True)
