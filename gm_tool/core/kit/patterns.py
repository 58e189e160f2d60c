"""Regular expressions compiled when first used.

The readers hold several hundred patterns at module level, and a post uses a third of them.
Compiling them all when a reader is imported cost `gm check` about a fifth of its time
(benchmarks/bench_cli.py); `compile_later` compiles a pattern the first time it is used and then
gets out of the way: the compiled pattern's methods are set on the object, so a later
`PATTERN.search(text)` is the compiled pattern's own method, with no wrapper in between.
"""

from __future__ import annotations

import re
from typing import Any

#: the methods and attributes of a compiled pattern put on the object at its first use
_TAKEN = ("match", "search", "fullmatch", "sub", "subn", "split", "findall", "finditer",
          "scanner", "flags", "groups", "groupindex")


class LaterPattern:
    """A pattern and its flags, compiled on the first use of anything but `.pattern`."""

    def __init__(self, pattern: str | bytes, flags: int = 0) -> None:
        self.pattern = pattern
        self._flags = flags

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name == "_flags":
            raise AttributeError(name)
        compiled = re.compile(self.pattern, self._flags)
        for taken in _TAKEN:
            setattr(self, taken, getattr(compiled, taken))
        self.compiled = compiled
        return getattr(compiled, name)

    def __repr__(self) -> str:
        return f"compile_later({self.pattern!r}, {self._flags})"


def compile_later(pattern: str | bytes | re.Pattern | LaterPattern, flags: int = 0) -> Any:
    """`re.compile(pattern, flags)`, done when the pattern is first used (an already compiled
    pattern is returned as it is). Pass `.compiled` where the `re` module's own functions need
    a compiled pattern."""
    if isinstance(pattern, (re.Pattern, LaterPattern)):
        return pattern
    return LaterPattern(pattern, flags)
