"""What a Python file imports, read from its syntax tree (for the tests that hold which module
may import which: tests/render/test_layout.py, tests/core/test_core_parts.py)."""

from __future__ import annotations

import ast
from pathlib import Path


def imported_modules(path: Path, with_names: bool = False) -> set[str]:
    """Every module `path` imports absolutely (relative imports are left out); `with_names`
    adds `module.name` for each name of a `from module import name`, so that a submodule
    imported by name is found too."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
            if with_names:
                found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found
