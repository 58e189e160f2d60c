"""Every game package has one layout (docs/adding-a-game.md), so that a reader who knows one game
knows where everything is in the others (issue 23, item 3):

    game.py settings.py state.py actions.py selfplay.py
    rules/ posts/ views/ templates/ bots/ data/

and nothing else at the top of the package. Inside gm_tool, every import is absolute, and no
module imports another module's private name (a leading underscore): what one module lends
another is public, and its name says so."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest
from shipped_games import shipped_games

import gm_tool

PACKAGE = Path(gm_tool.__file__).resolve().parent
MODULES = {"__init__.py", "game.py", "settings.py", "state.py", "actions.py", "selfplay.py"}
FOLDERS = {"rules", "posts", "views", "templates", "bots", "data"}
PACKAGES = {"rules", "posts", "views", "bots"}  # folders that are Python packages


def _folder(game) -> Path:
    return Path(importlib.import_module(game.package).__file__).parent


@pytest.mark.parametrize("game", shipped_games(), ids=lambda g: g.name)
def test_a_game_package_has_the_one_layout(game):
    folder = _folder(game)
    entries = {p.name for p in folder.iterdir() if p.name != "__pycache__"}
    assert entries - MODULES - FOLDERS == set(), (
        f"{game.package}: put these in rules/, posts/, views/ or bots/ (docs/adding-a-game.md)")
    assert MODULES | FOLDERS <= entries, f"{game.package} lacks {sorted((MODULES | FOLDERS) - entries)}"
    for name in FOLDERS:
        assert (folder / name).is_dir(), f"{game.package}: {name} must be a folder"
    for name in PACKAGES:
        assert (folder / name / "__init__.py").is_file(), f"{game.package}.{name} is not a package"


def _python_files():
    return sorted(PACKAGE.rglob("*.py"))


def test_every_import_is_absolute():
    relative = []
    for path in _python_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level:
                relative.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}")
    assert relative == [], "relative imports: " + ", ".join(relative)


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def test_no_module_imports_another_modules_private_name():
    found = []
    for path in _python_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("gm_tool"):
                found += [f"{path.relative_to(PACKAGE.parent)}:{node.lineno} imports "
                          f"{node.module}.{alias.name}" for alias in node.names if _private(alias.name)]
            elif isinstance(node, ast.Attribute) and _private(node.attr) and isinstance(
                    node.value, ast.Name) and node.value.id.endswith(("mod", "_module")):
                found.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno} uses "
                             f"{node.value.id}.{node.attr}")
    assert found == [], "\n".join(found)
