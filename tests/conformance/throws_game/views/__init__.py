"""Throws' presentation (render finds it through the game registry): `public` (the public state
and one revealed round as a summary), `context` (a view -> template values), `terminal` (rich
layouts), `picture` (the board picture). Its templates are in `../templates/<family>/`."""

from .public import public_view, summary_view

__all__ = ["public_view", "summary_view"]
