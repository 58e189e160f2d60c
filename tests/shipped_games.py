"""The games gm_tool ships, as the registry knows them: for tests that check something of every
game in `gm_tool/games/` (a package layout, a pinned picture, a documented setting), so that a new
game is checked once it is registered, and a game the tests register (Sealed Bids, Throws, the
ops tests' fake game), which lives outside the package, is not."""

from __future__ import annotations

import gm_tool.games  # noqa: F401  (registers the games)
from gm_tool.core.game.interface import Game, all_games

SHIPPED_PREFIX = "gm_tool.games."


def shipped_games() -> list[Game]:
    """Every registered game whose package is under gm_tool/games/, by name."""
    return [game for game in all_games() if game.package.startswith(SHIPPED_PREFIX)]


def shipped_game_names() -> list[str]:
    return [game.name for game in shipped_games()]
