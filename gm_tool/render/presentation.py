"""How render draws a game's own posts: through the presentation the game declares.

A public view names its game (`view["game"]`, the game's registered name);
`gm_tool.core.game.interface.find_game(name)` gives the `Game`, and its views package declares its
presentation (`PRESENTATION`, a `gm_tool.core.kit.views.presentation.Presentation`: status, new
campaign, summary, reveal, private view, picture, understood, check_when, round word, templates
folder). Render reads that declaration and nothing else: no module path or function name of a
game is known here, and a new game is found once it is registered.

Every piece is imported when first drawn, and what it returns is checked here: a context must be
a dict and a terminal layout a `TerminalText`, so a game's mistake is a message naming the game
and the piece, not an internal error further on.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from gm_tool.core.kit.errors import GmError
from gm_tool.core.kit.views import presentation as kit
from gm_tool.core.kit.views.terminal import TerminalText


@dataclass(frozen=True)
class GamePresentation:
    """A registered game and its checked declaration."""

    game: Any  # gm_tool.core.game.interface.Game
    declared: kit.Presentation

    @property
    def name(self) -> str:
        """The game's registered name: view["game"]."""
        return self.game.name

    @property
    def title(self) -> str:
        return self.game.title

    @property
    def package(self) -> str:
        """The game's package, whose views package declares the presentation."""
        return self.game.package

    @property
    def round_word(self) -> str:
        return self.declared.round_word

    @property
    def templates_dir(self) -> Path | None:
        return kit.templates_dir(self.game, self.declared) if self.game.package else None

    def post(self, piece: str) -> kit.Post | None:
        """The post the game declares as `piece` (status, new_campaign, summary, reveal,
        private_view), or None for an optional one it does not draw itself."""
        return getattr(self.declared, piece)

    def function(self, piece: str) -> Callable[..., Any] | None:
        """The function of a View piece (picture, understood, check_when), or None."""
        view = getattr(self.declared, piece)
        return kit.load(self.game, piece, view) if view is not None else None

    def context(self, piece: str, view: dict[str, Any]) -> dict[str, Any]:
        """The template values of the game's post `piece` for `view`."""
        values = kit.load(self.game, f"{piece}.context", self._post(piece).context)(view)
        if not isinstance(values, dict):
            raise self._returned(f"{piece}.context", values, "a dict of template values")
        return values

    def terminal(self, piece: str, view: dict[str, Any]) -> TerminalText:
        """The game's layout of its post `piece` on the GM's screen."""
        text = kit.load(self.game, f"{piece}.terminal", self._post(piece).terminal)(view)
        if not isinstance(text, TerminalText):
            raise self._returned(f"{piece}.terminal", text,
                                 "a TerminalText (wrap the layout: TerminalText(renderable), "
                                 "gm_tool.core.kit.views.terminal)")
        return text

    def _post(self, piece: str) -> kit.Post:
        found = self.post(piece)
        if found is None:
            raise kit.declaration_error(self.game, piece, "is not declared")
        return found

    def _returned(self, piece: str, value: Any, expected: str) -> GmError:
        return GmError(f"{self.title}'s presentation: {piece} returned a "
                       f"{type(value).__name__}, not {expected}", kit.HINT)


@lru_cache(maxsize=None)
def presentation(name: str) -> GamePresentation:
    """The presentation of the game registered as `name` (or an alias of it)."""
    import gm_tool.games  # noqa: F401  (registers every game)
    from gm_tool.core.game.interface import find_game

    try:
        game = find_game(name)
    except GmError as exc:
        raise GmError(f"no posts for the game {name!r}: it is not registered",
                      exc.hint or "see 'gm games'") from None
    # a game defined in a test's module (no package) declares nothing: it has the shared posts
    # only, and drawing one of its own is the error naming the missing piece
    return GamePresentation(game, kit.declared(game) if game.package else kit.Presentation())


def game_name(view: dict[str, Any], post: str = "post") -> str:
    """The game a view names; a view without one is a GmError (there is no default game)."""
    name = view.get("game")
    if not name:
        raise GmError(f"the view for this {post} names no game",
                      "a public view carries its game's name under 'game' "
                      "(core.redact.public_campaign); a receipt or a check reply needs it too")
    return str(name)


def presentation_of(view: dict[str, Any], post: str = "post") -> GamePresentation:
    """The presentation of the view's game (a GmError when it names none or an unknown one)."""
    return presentation(game_name(view, post))
