"""Beta Colony's presentation (render finds it through the game registry): `public` (the views
game.py serves), `context` (view -> template values, `understood`), `terminal` (rich layouts).
Its forum templates are in `../templates/<family>/<view>.j2`."""

from .public import public_view, summary_view

__all__ = ["public_view", "summary_view"]
