"""A game's presentation is one declared object (`PRESENTATION` in its views package, a
`gm_tool.core.kit.views.presentation.Presentation`), checked when the game is registered: a
missing or wrongly typed piece is a GmError naming the game and the piece, before anything draws, and a terminal layout of the
wrong type is a message, never an internal error.

The broken games here are Colonization's rules under another name, with a views package written
into a temporary folder; each is registered only while its test runs (`interface.registered`).
"""

from __future__ import annotations

import importlib
import itertools
import textwrap
from pathlib import Path

import pytest
from typer.testing import CliRunner

import gm_tool.games  # noqa: F401  (registers every game by name)
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import all_games, find_game, registered
from gm_tool.core.kit.views.presentation import check_presentation, declared
from gm_tool.render.presentation import presentation

COUNTER = itertools.count()

#: views that draw as Colonization does (the broken declarations below point into them)
CONTEXT = "from gm_tool.games.colonization.views.context import *  # noqa\n"
TERMINAL = textwrap.dedent("""\
    from rich.panel import Panel
    from gm_tool.games.colonization.views.terminal import new_campaign, round_summary  # noqa

    def status(view):
        return Panel("a layout that is not wrapped in a TerminalText")
""")
WHOLE = """Presentation(
    status=Post(View("context", "status_context"), View("terminal", "status")),
    new_campaign=Post(View("context", "new_campaign_context"), View("terminal", "new_campaign")),
    summary=Post(View("context", "summary_context"), View("terminal", "round_summary")),
    understood=View("context", "understood"),
    round_word="turn",
)"""


def broken_game(tmp_path: Path, monkeypatch, declaration: str | None, templates: bool = True):
    """A registered-to-be game whose views package declares `declaration` (None: nothing)."""
    number = next(COUNTER)
    package = f"broken_game_{number}"
    views = tmp_path / package / "views"
    views.mkdir(parents=True)
    (tmp_path / package / "__init__.py").write_text("")
    if templates:
        (tmp_path / package / "templates").mkdir()
    header = "from gm_tool.core.kit.views.presentation import Post, Presentation, View\n"
    body = f"PRESENTATION = {declaration}\n" if declaration is not None else ""
    (views / "__init__.py").write_text(header + body)
    (views / "context.py").write_text(CONTEXT)
    (views / "terminal.py").write_text(TERMINAL)
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    base = type(find_game("colonization"))

    class Broken(base):
        name = f"broken-{number}"
        title = f"Broken Game {number}"
        aliases = ()

        @property
        def package(self) -> str:
            return package

    return Broken()


@pytest.mark.parametrize("game", [g for g in all_games() if g.package], ids=lambda g: g.name)
def test_every_registered_game_declares_its_whole_presentation(game):
    """Every game with a package (a game a test defines in its own module has none, and only
    the shared posts: see the last test)."""
    check_presentation(game)  # every piece imports and is a function


@pytest.mark.parametrize("declaration, piece, problem", [
    (None, "PRESENTATION", "is not declared"),
    ("{'status': 'terminal.status'}", "PRESENTATION", "is a dict, not a"),
    ("Presentation(status=Post(View('context', 'status_context'), View('terminal', 'status')))",
     "new_campaign", "is missing (a required piece)"),
    (WHOLE.replace('status=Post(View("context", "status_context"), View("terminal", "status"))',
                   'status=View("terminal", "status")'),
     "status", "is a View, not a Post"),
    (WHOLE.replace('round_word="turn"', "round_word=3"), "round_word", "is a int, not a str"),
    (WHOLE.replace('View("context", "understood")', '"context.understood"'),
     "understood", "is a str, not a View"),
])
def test_a_broken_declaration_names_the_game_and_the_piece(tmp_path, monkeypatch, declaration,
                                                           piece, problem):
    game = broken_game(tmp_path, monkeypatch, declaration)
    with pytest.raises(GmError) as caught:
        with registered(game):
            pass
    assert caught.value.message.startswith(f"{game.title}'s presentation: {piece} {problem}")
    assert "docs/render.md" in caught.value.hint
    with pytest.raises(GmError, match="unknown game"):  # and it was not registered
        find_game(game.name)


def test_a_missing_templates_folder_is_named(tmp_path, monkeypatch):
    game = broken_game(tmp_path, monkeypatch, WHOLE, templates=False)
    with pytest.raises(GmError, match=f"{game.title}'s presentation: templates names a folder"):
        with registered(game):
            pass


@pytest.mark.parametrize("replace, piece, problem", [
    ('View("context", "understood")', 'View("context", "not_there")', "which is not there"),
    ('View("context", "understood")', 'View("scoring", "understood")', "which is not there"),
    ('View("context", "understood")', 'View("context", "PHASE_TEXT")', "which is not there"),
    ('View("context", "understood")', 'View("context", "SUITS")', "which is a tuple"),
])
def test_a_piece_that_is_not_a_function_is_named_when_loaded(tmp_path, monkeypatch, replace,
                                                             piece, problem):
    game = broken_game(tmp_path, monkeypatch, WHOLE.replace(replace, piece))
    declared(game)  # the shape is right: what it names is loaded when first drawn
    with pytest.raises(GmError, match=f"{game.title}'s presentation: understood names") as caught:
        check_presentation(game)
    assert problem in caught.value.message


def test_a_terminal_layout_of_the_wrong_type_is_a_clear_message(tmp_path, monkeypatch):
    """The terminal status returns a rich Panel, not a TerminalText: `gm status` says so and
    which piece it is, where it used to fail as "internal error: 'Panel' object has no attribute
    'endswith'"."""
    from gm_tool.cli.app import build_app

    game = broken_game(tmp_path, monkeypatch, WHOLE)
    app = build_app(["new", "info"])
    runner = CliRunner()
    where = ["--dir", str(tmp_path / "campaigns")]
    with registered(game):
        made = runner.invoke(app, ["new", "g", "--game", game.name, "-p", "Ann", "-p", "Bob",
                                   "--seed", "1", *where])
        assert made.exit_code == 0, made.output
        shown = runner.invoke(app, ["status", "g", *where])
        forum = runner.invoke(app, ["status", "g", "--format", "plain", *where])
    assert shown.exit_code == 1
    assert "internal error" not in shown.output
    assert (f"{game.title}'s presentation: status.terminal returned a Panel, not a TerminalText"
            in shown.output)
    # the forum post does not draw the terminal layout: only the template is missing
    assert "returned a Panel" not in forum.output


def test_a_game_without_a_package_has_only_the_shared_posts():
    """A game defined in a test's module declares nothing: the shared posts are drawn for it,
    and one of its own is the error naming the piece."""
    from gm_tool.render import posts

    class Packageless(type(find_game("colonization"))):
        name, title, aliases = "packageless", "Packageless", ()

        @property
        def package(self) -> str:
            return ""

    with registered(Packageless()):
        found = presentation("packageless")
        assert found.round_word == "round" and found.templates_dir is None
        with pytest.raises(GmError, match="Packageless's presentation: status is not declared"):
            posts.status({"game": "packageless"}, "plain")
