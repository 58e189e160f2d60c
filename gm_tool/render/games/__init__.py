"""Per-game renderers: which context builder, terminal layout and template folder a view uses.

A public view names its game (`view["game"]`, the game's registered name). Each game has a
package here with two modules:

- `context.py`: `status_context`, `new_campaign_context`, `summary_context` (and, for a game with
  secret choices, `reveal_context`): the view → template values (no escaping, no markup);
- `terminal.py`: `status`, `new_campaign`, `round_summary` (and `reveal`): rich layouts.

Its forum templates live in `templates/<family>/<game>/<view>.j2` (or `<format>/<game>/...`); a
view with no game-specific template uses the family's generic one (the game-independent views,
such as `check_reply`, have only those). Distant Colony's templates are the generic ones.

Add a game: a package here, one `GameRender` line in `GAMES`, and its templates.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from gm_tool.core.errors import GmError

#: a view without "game" (e.g. an old choice receipt) is Distant Colony's, the first game
DEFAULT_GAME = "distant-colony"


@dataclass(frozen=True)
class GameRender:
    name: str            # view["game"], also the template folder name
    title: str
    secret_choices: bool  # does a round open with secret choices (receipts, reveal post)?
    package: str         # holds context.py and terminal.py

    def context(self) -> ModuleType:
        return importlib.import_module(f"{self.package}.context")

    def terminal(self) -> ModuleType:
        return importlib.import_module(f"{self.package}.terminal")

    @property
    def template_folder(self) -> str:
        return self.name


GAMES: dict[str, GameRender] = {
    "distant-colony": GameRender("distant-colony", "Distant Colony", True,
                                 "gm_tool.render.games.distant_colony"),
    "colonization": GameRender("colonization", "Colonization", False,
                               "gm_tool.render.games.colonization"),
}


def game_of(view: dict[str, Any]) -> GameRender:
    """The renderer for the view's game; an unknown game is one clear GmError."""
    name = view.get("game") or DEFAULT_GAME
    found = GAMES.get(str(name))
    if found is None:
        raise GmError(f"no posts for the game {name!r}: the render layer does not know it",
                      f"known games: {', '.join(GAMES)}; a new game needs "
                      "gm_tool/render/games/<game>/ and an entry in gm_tool.render.games.GAMES")
    return found


def require_secret_choices(view: dict[str, Any], post: str) -> GameRender:
    """The view's game, or a GmError when it has no secret choices (no receipt, no reveal)."""
    game = game_of(view)
    if not game.secret_choices:
        title = view.get("game_title") or game.title
        raise GmError(f"{title} has no secret choices, so there is no {post}",
                      "its turns are played one action at a time: post the status "
                      "(`gm status`) or the turn summary after each action")
    return game
