"""core/ is five parts, and imports between them point one way: kit → game → store → engine →
ops (a part imports only the parts before it). A game imports only the kit and the game
interface (`core.kit`, `core.game`): never the store, the engine or the GM operations, so that
everything a game may lean on is in the kit (issue 23, item 4).

Imports under `if TYPE_CHECKING:` count too: a type a lower part needs from a higher one is a
sign that it lives in the wrong part."""

from __future__ import annotations

from pathlib import Path

import pytest
from import_lines import imported_modules

import gm_tool

PACKAGE = Path(gm_tool.__file__).resolve().parent
CORE = PACKAGE / "core"
PARTS = ["kit", "game", "store", "engine", "ops"]


def _part(module: str) -> str | None:
    bits = module.split(".")
    if bits[:2] != ["gm_tool", "core"] or len(bits) < 3:
        return None
    return bits[2]


def test_core_holds_only_its_parts():
    """Every module of core is inside one of the parts (the package's own __init__ aside)."""
    loose = sorted(p.name for p in CORE.iterdir()
                   if p.name not in {"__init__.py", "__pycache__"} and p.name not in PARTS)
    assert loose == [], f"core/ holds {loose}: put each in one of {PARTS}"


@pytest.mark.parametrize("part", PARTS)
def test_a_part_imports_only_the_parts_before_it(part):
    allowed = set(PARTS[:PARTS.index(part) + 1])
    wrong = []
    for path in sorted((CORE / part).rglob("*.py")):
        for module in imported_modules(path, with_names=True):
            other = _part(module)
            if other is not None and other in PARTS and other not in allowed:
                wrong.append(f"{path.relative_to(PACKAGE)} imports {module}")
    assert wrong == [], "\n".join(wrong)


def test_a_game_imports_only_the_kit_and_the_game_interface():
    wrong = []
    for path in sorted((PACKAGE / "games").rglob("*.py")):
        for module in imported_modules(path, with_names=True):
            other = _part(module)
            if other is not None and other not in {"kit", "game"}:
                wrong.append(f"{path.relative_to(PACKAGE)} imports {module}")
    assert wrong == [], "\n".join(wrong)


def test_the_kit_knows_no_game_campaign_or_command():
    wrong = []
    for path in sorted((CORE / "kit").rglob("*.py")):
        for module in imported_modules(path, with_names=True):
            if module.startswith(("gm_tool.games", "gm_tool.render", "gm_tool.cli")):
                wrong.append(f"{path.relative_to(PACKAGE)} imports {module}")
    assert wrong == [], "\n".join(wrong)
