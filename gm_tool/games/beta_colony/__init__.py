"""Beta Colony (Rio Grande Games, 2018): a shared dice roll, two actions each per round, a rondel
of seven locations and three hex colonies. The printed board is not public, so it is data
(`data/placeholder_board.toml`, or a GM's own file checked by `check_board`)."""

NAME = "beta-colony"
ALIASES = ("beta", "betacolony", "bc")
