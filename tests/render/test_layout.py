"""Where a game's presentation lives and how render finds it: templates come from the package
(never from a checkout's top-level folder), a game's views through the one game registry, and
imports point one way (cli → render → games → core)."""

from __future__ import annotations

from pathlib import Path

import pytest
from import_lines import imported_modules
from shipped_games import shipped_game_names

import gm_tool
from gm_tool.core.kit.errors import GmError
from gm_tool.core.kit.views.presentation import load, views_of
from gm_tool.render import engine, posts
from gm_tool.render.presentation import presentation

PACKAGE = Path(gm_tool.__file__).resolve().parent
GAMES = shipped_game_names()  # every game in gm_tool/games/, as the registry knows them


@pytest.mark.parametrize("name", GAMES)
def test_game_presentation_is_found_through_the_registry(name):
    from gm_tool.core.game.interface import find_game

    game = find_game(name)
    found = presentation(name)
    assert found.package == game.package
    for piece, view in views_of(found.declared):  # the declared presentation, in the package
        assert load(game, piece, view).__module__.startswith(f"{game.package}.views."), piece
    folder = found.templates_dir
    assert folder is not None and folder.resolve().is_relative_to(PACKAGE)
    assert folder.resolve() == (PACKAGE / "games" / game.package.rsplit(".", 1)[1] / "templates")
    assert (folder / "bbcode" / "status.j2").is_file()


def test_an_alias_finds_the_same_presentation():
    assert presentation("dc").name == "distant-colony"


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("fmt", ["smf", "markdown", "plain"])
def test_templates_resolve_from_package_paths(name, fmt):
    found = presentation(name)
    dirs = engine.search_path(game_dir=found.templates_dir)
    assert dirs == [found.templates_dir, engine.generic_templates_dir()]
    for d in dirs:
        assert d.resolve().is_relative_to(PACKAGE), d
    for view in ("status", "new_campaign", "round_summary"):
        name_found = engine.resolve(view, fmt, dirs, found.name)
        holder = next(d for d in dirs if (d / name_found).is_file())
        assert holder == found.templates_dir
    for view in ("check_reply", "choice_receipt"):
        name_found = engine.resolve(view, fmt, dirs, found.name)
        assert next(d for d in dirs if (d / name_found).is_file()) == engine.generic_templates_dir()


def test_the_top_level_templates_folder_holds_no_template():
    """Templates ship inside the package; the checkout's templates/ only explains that."""
    top = PACKAGE.parent / "templates"
    if top.is_dir():
        assert not list(top.rglob("*.j2"))
        assert (top / "README.md").is_file()


def test_posts_render_without_the_checkout(views, monkeypatch, tmp_path):
    """Nothing is read from beside the package: with the working directory elsewhere and the
    repository's top-level folder out of reach, every post still renders."""
    monkeypatch.chdir(tmp_path)
    for fmt in ("smf", "markdown", "plain"):
        assert "Space Station" in posts.status(views["status"], fmt)
        assert "choice is in" in posts.choice_receipt(views["choice_receipt"], fmt)


def test_a_game_override_in_the_campaign_beats_the_package(views, tmp_path):
    own = tmp_path / "campaign" / "templates" / "bbcode"
    own.mkdir(parents=True)
    (own / "status.j2").write_text("MINE {{ round }}", encoding="utf-8")
    assert posts.status(views["status"], "smf", campaign_dir=tmp_path / "campaign") == "MINE 2"
    assert posts.status(views["status"], "smf").startswith("[size")


def test_an_unregistered_game_is_a_clear_error(views):
    view = dict(views["status"], game="tic-tac-toe")
    with pytest.raises(GmError, match="no posts for the game 'tic-tac-toe'"):
        posts.status(view, "terminal")


# Imports point one way: cli → render → games → core -------------------------------------------

def _offenders(folder: Path, forbidden: tuple[str, ...]) -> list[str]:
    out = []
    for path in sorted(folder.rglob("*.py")):
        for module in imported_modules(path):
            if any(module == f or module.startswith(f + ".") for f in forbidden):
                out.append(f"{path.relative_to(PACKAGE)} imports {module}")
    return out


def test_a_game_never_imports_render_or_cli():
    assert _offenders(PACKAGE / "games", ("gm_tool.render", "gm_tool.cli")) == []


def test_render_never_imports_cli():
    assert _offenders(PACKAGE / "render", ("gm_tool.cli",)) == []


def test_core_never_imports_games_render_or_cli():
    assert _offenders(PACKAGE / "core", ("gm_tool.games", "gm_tool.render", "gm_tool.cli")) == []


# gm demo's sample ships in the package --------------------------------------------------------

def test_the_demo_sample_ships_in_the_package():
    from gm_tool.cli import demo

    folder = demo.sample_folder("distant-colony")
    assert folder.resolve().is_relative_to(PACKAGE / "games" / "distant_colony")
    script = demo.load_script("distant-colony")
    posts = [entry["post"] for entry in script["do"] if entry.get("post")]
    assert posts and all((folder / post).is_file() for post in posts)


def test_the_checkout_copy_of_the_sample_is_the_same():
    """campaigns/sample-inputs/ (browsable in a checkout) and the package's copy must not drift."""
    from gm_tool.cli import demo

    checkout = PACKAGE.parent / "campaigns" / "sample-inputs"
    if not checkout.is_dir():
        pytest.skip("not a checkout")
    folder = demo.sample_folder("distant-colony")
    ours = {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}
    theirs = {p.name: p.read_bytes() for p in checkout.iterdir() if p.is_file()}
    assert ours == theirs