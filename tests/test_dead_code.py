"""No leftovers in gm_tool/ (issue 23, item 5): vulture finds no function, class, method, constant
or field that nothing uses. Its uses are looked for in gm_tool/, the tests, the benchmarks and
docs/make_pictures.py; what vulture cannot see (a template's call, a library's hook, a field read
by pydantic) is listed with its reason in tests/vulture_whitelist.py."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: where uses are looked for (the whitelist is in tests/)
SCANNED = ["gm_tool", "tests", "benchmarks", "docs/make_pictures.py"]
#: decorators whose functions the library calls (pydantic's validators)
CALLED_BY_THEIR_DECORATOR = "@field_validator,@model_validator"
#: findings vulture cannot be told about in the whitelist (a condition, not a name), each left to
#: the engineers who own the file; drop the line when the code is fixed
KNOWN = {
    # `x if False else cost` is `cost`: the post readers' fixers own gm_tool/games/*/posts/
    "gm_tool/games/colonies/posts/sections/upgrade.py: unsatisfiable 'ternary' condition",
}


def _findings() -> list[str]:
    result = subprocess.run(
        [sys.executable, "-m", "vulture", *SCANNED, "--min-confidence", "60",
         "--ignore-decorators", CALLED_BY_THEIR_DECORATOR],
        cwd=ROOT, capture_output=True, text=True, check=False)
    assert result.returncode in (0, 3), result.stderr  # 3: vulture found something
    return [line for line in result.stdout.splitlines() if line.startswith("gm_tool/")]


def _known(finding: str) -> bool:
    path, _, rest = finding.partition(":")
    what = rest.partition(": ")[2].rsplit(" (", 1)[0]
    return f"{path}: {what}" in KNOWN


def test_nothing_in_gm_tool_is_unused():
    unused = [f for f in _findings() if not _known(f)]
    assert not unused, ("unused code (delete it, or list it with its reason in "
                        "tests/vulture_whitelist.py):\n  " + "\n  ".join(unused))
