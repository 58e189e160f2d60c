"""What a game declares about its presentation: one `Presentation`, exported as `PRESENTATION` by
its views package (`<package>/views/__init__.py`), the only thing render (and the picture
drawing) reads to draw the game's posts.

Each piece names one function of the game's views by module and name (`View("terminal",
"status")` is `<package>.views.terminal.status`), imported the first time it is drawn: a forum
post never imports the rich layouts, `gm check` never the board picture, and `gm status --json`
none of them. The declaration itself is plain data, so declaring costs nothing.

A declaration is checked when the game is registered (`check_at_registration`, called by the
registry for every game it loads): a missing required piece, a piece of the wrong kind or a
templates folder that is not there is a GmError naming the game and the piece. (A game with no
views package at all, such as a game a test defines in one module, declares nothing and is drawn
with the shared posts only.) A piece that does not import or is not a function is the
same error when that piece is first drawn; `check_presentation(game)` loads every piece at once
(the tests run it over every registered game). What a piece returns is checked where it is
called (render): a context is a dict, a terminal layout a `TerminalText`.

This is a kit module: games import it; it imports no game, no render and no cli.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Callable

from gm_tool.core.kit.errors import GmError

#: where a game's declaration is read: `PRESENTATION` in `<package>.views`
DECLARATION = "PRESENTATION"
HINT = "see docs/render.md, 'A game's presentation'"


@dataclass(frozen=True)
class View:
    """One function of the game's views: `<package>.views.<module>.<function>`."""

    module: str
    function: str


@dataclass(frozen=True)
class Post:
    """A post the game draws itself: `context(view) -> dict` gives its forum template's values
    (`<templates>/<format or family>/<template>.j2`), `terminal(view) -> TerminalText` its layout
    on the GM's screen."""

    context: View
    terminal: View


@dataclass(frozen=True)
class Presentation:
    """A game's presentation. `status`, `new_campaign` and `summary` are required; the rest is
    optional (None: the shared post or nothing, as each field says)."""

    #: `gm status`: the step, who has (not) acted, the public state
    status: Post | None = None
    #: the opening post of `gm new`
    new_campaign: Post | None = None
    #: the post after a round or a turn (`gm resolve`, `gm report`)
    summary: Post | None = None
    #: the reveal post of a game with secret steps (None: the shared generic reveal)
    reveal: Post | None = None
    #: one player's private post (None: the shared table of the game's private entries)
    private_view: Post | None = None
    #: `draw(view, canvas)`: the board picture (None: the game has none)
    picture: View | None = None
    #: `understood(details) -> list[str]`: what a checked post was read as (None: nothing said)
    understood: View | None = None
    #: `check_when(label, player) -> str`: the step a check reply names (None: the step's label)
    check_when: View | None = None
    #: what one entry of the game's record is called in posts ("turn" for a sequential game)
    round_word: str = "round"
    #: the folder of the game's forum templates, under its package
    templates: str = "templates"


REQUIRED = ("status", "new_campaign", "summary")
#: each piece and the kind it must be
KINDS: dict[str, type] = {"status": Post, "new_campaign": Post, "summary": Post, "reveal": Post,
                          "private_view": Post, "picture": View, "understood": View,
                          "check_when": View, "round_word": str, "templates": str}


#: the functions below take a game: a `gm_tool.core.game.interface.Game`, of which they read only
#: `name`, `title` and `package` (typed Any: core's kit does not import the game interface)
Presented = Any


def declaration_error(game: Presented, piece: str, problem: str) -> GmError:
    return GmError(f"{game.title}'s presentation: {piece} {problem} "
                   f"({game.package or '(no package)'}.views.{DECLARATION})", HINT)


def shape_problems(declared: Any) -> list[tuple[str, str]]:
    """(piece, what is wrong) for every piece missing or of the wrong kind."""
    if not isinstance(declared, Presentation):
        return [(DECLARATION, f"is a {type(declared).__name__}, not a "
                              "gm_tool.core.kit.views.presentation.Presentation")]
    found = []
    for field in fields(declared):
        value, kind = getattr(declared, field.name), KINDS[field.name]
        if value is None:
            if field.name in REQUIRED:
                found.append((field.name, "is missing (a required piece)"))
            continue
        if not isinstance(value, kind):
            found.append((field.name, f"is a {type(value).__name__}, not a {kind.__name__}"))
            continue
        parts = [value.context, value.terminal] if isinstance(value, Post) else \
            [value] if isinstance(value, View) else []
        for part in parts:
            if not (isinstance(part, View) and isinstance(part.module, str)
                    and isinstance(part.function, str)):
                found.append((field.name, f"has {part!r} where a View(module, function) is due"))
    return found


def templates_dir(game: Presented, declared: Presentation) -> Path | None:
    """The game's templates folder (None when its package has no such folder)."""
    spec = importlib.util.find_spec(game.package)
    for location in (spec.submodule_search_locations or []) if spec else []:
        folder = Path(location) / declared.templates
        if folder.is_dir():
            return folder
    return None


#: each game's checked declaration, by (package, title, name)
_CHECKED: dict[tuple[str, str, str], Presentation] = {}


def _read(game: Presented) -> Presentation:
    package = game.package
    if not package:  # a game defined in a test's module: it declares nothing
        raise declaration_error(game, DECLARATION, "is not declared: the game has no package")
    try:
        views = importlib.import_module(f"{package}.views")
    except ModuleNotFoundError as exc:
        if exc.name != f"{package}.views":
            raise
        raise declaration_error(game, DECLARATION, "is not declared: the game has no views "
                                                   "package") from None
    declared = getattr(views, DECLARATION, None)
    if declared is None:
        raise declaration_error(game, DECLARATION, "is not declared")
    problems = shape_problems(declared)
    if not problems and templates_dir(game, declared) is None:
        problems = [("templates", f"names a folder that is not there ({declared.templates!r} "
                                  f"under {package})")]
    if problems:
        piece, problem = problems[0]
        more = f"; {len(problems) - 1} more" if len(problems) > 1 else ""
        raise declaration_error(game, piece, problem + more)
    return declared


def declared(game: Presented) -> Presentation:
    """The game's declared presentation, its shape checked (a GmError naming the piece)."""
    key = (game.package, game.title, game.name)
    found = _CHECKED.get(key)
    if found is None:
        found = _CHECKED[key] = _read(game)
    return found


def check_at_registration(game: Presented) -> None:
    """The declaration's shape checked when the game is registered: a GmError naming the game
    and the piece when it is broken. Nothing to check for a game without a views package."""
    if not game.package or importlib.util.find_spec(f"{game.package}.views") is None:
        return
    declared(game)


def load(game: Presented, piece: str, view: View) -> Callable[..., Any]:
    """The function a piece names, imported now (a GmError naming the game and the piece when it
    is not there or not a function)."""
    module_name = f"{game.package}.views.{view.module}"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        raise declaration_error(game, piece, f"names {module_name}, which is not there") from None
    function = getattr(module, view.function, None)
    if not callable(function):
        what = "is not there" if function is None else f"is a {type(function).__name__}"
        raise declaration_error(game, piece, f"names {module_name}.{view.function}, which {what}")
    return function


def views_of(declared_presentation: Presentation) -> list[tuple[str, View]]:
    """Every (piece, function) the declaration names, a post's two as `status.context` and
    `status.terminal`."""
    found = []
    for field in fields(declared_presentation):
        value = getattr(declared_presentation, field.name)
        if isinstance(value, Post):
            found += [(f"{field.name}.context", value.context),
                      (f"{field.name}.terminal", value.terminal)]
        elif isinstance(value, View):
            found.append((field.name, value))
    return found


def check_presentation(game: Presented) -> Presentation:
    """The whole declaration checked at once: its shape and every function it names."""
    found = declared(game)
    for piece, view in views_of(found):
        load(game, piece, view)
    return found
