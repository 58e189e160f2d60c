"""Distant Colony: the forum game of secret phase choices and settlement building."""
