"""No function in gm_tool/ over 100 lines without a reason (issue 23, item 5): a function that
must stay long says why in its docstring, on a line starting "Long:"; the others are split."""

from __future__ import annotations

import ast
from pathlib import Path

import gm_tool

PACKAGE = Path(gm_tool.__file__).resolve().parent
MOST_LINES = 100

def _long_functions() -> list[tuple[str, int, str]]:
    """(module:function, lines, docstring) of every function over MOST_LINES lines."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        where = path.relative_to(PACKAGE).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                lines = node.end_lineno - node.lineno + 1
                if lines > MOST_LINES:
                    found.append((f"{where}:{node.name}", lines, ast.get_docstring(node) or ""))
    return found


def test_a_function_over_100_lines_says_why():
    unexplained = [f"{key} ({lines} lines)" for key, lines, doc in _long_functions()
                   if not any(line.startswith("Long:") for line in doc.splitlines())]
    assert not unexplained, ("split these, or say why they stay long on a 'Long:' line of the "
                             "docstring:\n  " + "\n  ".join(unexplained))
