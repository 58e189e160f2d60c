"""How render finds a game's presentation: through the one game registry.

A public view names its game (`view["game"]`, the game's registered name).
`gm_tool.core.game_api.find_game(name)` gives the `Game`, and `Game.package` its package
(`gm_tool.games.colonization`), which holds the game's presentation:

- `<package>.views.context`: `status_context`, `new_campaign_context`, `summary_context` (view →
  template values), and optionally `reveal_context` (a game with secret steps that shows more
  than the generic reveal) and `understood(details) -> list[str]` (what a checked turn post was
  read as, for the shared check reply);
- `<package>.views.terminal`: `status`, `new_campaign`, `round_summary` (rich layouts), and
  optionally `reveal`;
- `<package>/templates/<family>/<view>.j2` (or `<format>/<view>.j2`): its forum templates.

Nothing about a game is listed here: a new game is found once it is registered.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import ModuleType
from typing import Any

from gm_tool.core.errors import GmError

TEMPLATE_DIR_NAME = "templates"


@dataclass(frozen=True)
class Presentation:
    name: str     # the game's registered name: view["game"]
    title: str
    package: str  # the game's package, holding views/ and templates/

    def module(self, part: str) -> ModuleType | None:
        """`<package>.views.<part>`, or None when the game has none."""
        if not self.package:  # a game defined outside a package (a test's module) has none
            return None
        name = f"{self.package}.views.{part}"
        try:
            if importlib.util.find_spec(name) is None:
                return None
        except ModuleNotFoundError:  # no views package at all
            return None
        return importlib.import_module(name)

    def required(self, part: str) -> ModuleType:
        found = self.module(part)
        if found is None:
            raise GmError(f"{self.title} has no {part} views ({self.package}.views.{part})",
                          "a game draws its own posts: see docs/render.md, 'Games'")
        return found

    def context(self) -> ModuleType:
        return self.required("context")

    def terminal(self) -> ModuleType:
        return self.required("terminal")

    def optional(self, part: str, function: str):
        """The function `<package>.views.<part>.<function>`, or None if the game has none."""
        found = self.module(part)
        return getattr(found, function, None) if found is not None else None

    @property
    def templates_dir(self) -> Path | None:
        """`<package>/templates/`, where the game's forum templates are (None if it has none)."""
        if not self.package:
            return None
        spec = importlib.util.find_spec(self.package)
        if spec is None or not spec.submodule_search_locations:
            return None
        for location in spec.submodule_search_locations:
            folder = Path(location) / TEMPLATE_DIR_NAME
            if folder.is_dir():
                return folder
        return None


@lru_cache(maxsize=None)
def presentation(name: str) -> Presentation:
    """The presentation of the game registered as `name` (or an alias of it)."""
    import gm_tool.games  # noqa: F401  (registers every game)
    from gm_tool.core.game_api import find_game

    try:
        game = find_game(name)
    except GmError as exc:
        raise GmError(f"no posts for the game {name!r}: it is not registered",
                      exc.hint or "see 'gm games'") from None
    return Presentation(game.name, game.title, game.package)


def game_name(view: dict[str, Any], post: str = "post") -> str:
    """The game a view names; a view without one is a GmError (there is no default game)."""
    name = view.get("game")
    if not name:
        raise GmError(f"the view for this {post} names no game",
                      "a public view carries its game's name under 'game' "
                      "(core.redact.public_campaign); a receipt or a check reply needs it too")
    return str(name)


def presentation_of(view: dict[str, Any], post: str = "post") -> Presentation:
    """The presentation of the view's game (a GmError when it names none or an unknown one)."""
    return presentation(game_name(view, post))
