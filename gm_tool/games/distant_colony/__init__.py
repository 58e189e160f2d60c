"""Distant Colony: the forum game of secret phase choices and settlement building."""

NAME = "distant-colony"
ALIASES = ("dc", "distant_colony", "distantcolony")
