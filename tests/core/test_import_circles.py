"""No lazy-import circles: a module that imports another inside a function (to keep `gm`'s
start-up light, or to break a circle) is never imported back by it. A circle hidden in a
function works until someone moves an import to the top, and it hides which module depends on
which (issue 23: `core/game/interface.py` <-> `core/game/selfplay.py`, and `game.py` <-> `selfplay.py` in
Distant Colony and Colonization, are gone: self-play is an object the game returns).

Imports under `if TYPE_CHECKING:` are for annotations only and are not counted."""

from __future__ import annotations

import ast
from pathlib import Path

import gm_tool

ROOT = Path(gm_tool.__file__).resolve().parent

#: circles known when this test was written, each with the reason it is still there (in the
#: post readers, which other work owns); take one off when it is gone
KNOWN = {
    ("gm_tool.games.colonies.posts.context", "gm_tool.games.colonies.posts.grammar"):
        "the Colonies reader's context reads an order through the grammar (posts/ readers)",
    ("gm_tool.games.colonization.actions", "gm_tool.games.colonization.posts.writer"):
        "an action's text comes from the post writer, which writes actions (posts/ writer)",
}


def _modules() -> dict[str, Path]:
    found = {}
    for path in ROOT.rglob("*.py"):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _imports(module: str, path: Path, known: dict[str, Path]) -> dict[str, bool]:
    """The gm_tool modules `module` imports -> whether every such import is inside a function."""
    tree = ast.parse(path.read_text())
    typing_only: set[int] = set()
    in_function: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            typing_only.update(id(n) for n in ast.walk(node))
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            in_function.update(id(n) for n in ast.walk(node))
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    out: dict[str, bool] = {}
    for node in ast.walk(tree):
        if id(node) in typing_only or not isinstance(node, (ast.Import, ast.ImportFrom)):
            continue
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            base = node.module or ""
            if node.level:
                prefix = ".".join(package[:len(package) - node.level + 1])
                base = f"{prefix}.{base}" if base else prefix
            names = [base] + [f"{base}.{a.name}" for a in node.names]
        for name in names:
            while name and name not in known:
                name = name.rpartition(".")[0]
            if name and name != module and not module.startswith(name + "."):
                out[name] = out.get(name, True) and id(node) in in_function
    return out


def _lazy_circles() -> set[tuple[str, str]]:
    known = _modules()
    edges = {m: _imports(m, p, known) for m, p in known.items()}
    circles = set()
    for a, targets in edges.items():
        for b, lazy in targets.items():
            if b in edges and a in edges[b] and (lazy or edges[b][a]):
                circles.add(tuple(sorted((a, b))))
    return circles


def test_no_module_lazily_imports_one_that_imports_it_back():
    found = _lazy_circles()
    new = sorted(found - KNOWN.keys())
    assert not new, f"lazy-import circles: {new}"


def test_the_self_play_modules_are_imported_only_one_way():
    found = {m for pair in _lazy_circles() for m in pair}
    assert not {m for m in found if m.endswith((".selfplay", ".game", ".interface"))}, found
