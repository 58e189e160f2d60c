"""Checks of a game state kept as plain TOML tables (dicts, lists, ints, strs, bools), for the
games whose rules work on the tables themselves: every problem of a hand-edited state found in one
pass, each named by its key path ("state.stock.Ann.blue: -3 is out of range (0 to 10,000)"), so
that a broken file is refused whole with everything wrong in it named, and nothing half-loaded.

A `Shape` collects the problems; each method checks one value at a path and says whether it
passed, so that a check of what lies inside runs only on a value of the right kind:

    shape = Shape()
    if shape.table(state, "state", KEYS):
        shape.whole(state["turn"], "state.turn", 1, 20)
    return shape.problems
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def _number(value: int) -> str:
    return f"{value:,}"


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _joined(path: str, key: str) -> str:
    """The key path of `key` in the table at `path` (a file's top table has the empty path)."""
    return f"{path}.{key}" if path else key


def _did_you_mean(value: Any, options: list[Any]) -> str:
    from gm_tool.core.kit.matching import suggestions

    names = [o for o in options if isinstance(o, str) and o]
    close = suggestions(value, names) if isinstance(value, str) and value else []
    return f"; did you mean {close[0]!r}?" if close else ""


class Shape:
    """The problems found so far (`problems`), each "key.path: what is wrong"."""

    def __init__(self) -> None:
        self.problems: list[str] = []

    def fail(self, path: str, message: str) -> bool:
        self.problems.append(f"{path}: {message}")
        return False

    def out_of_range(self, value: int, low: int, high: int) -> str:
        """How `whole` says a number is outside low … high (a file format whose users know
        another wording keeps it by overriding this)."""
        return f"{_number(value)} is out of range ({_number(low)} to {_number(high)})"

    def table(self, value: Any, path: str, keys: Iterable[str] | None = None,
              optional: Iterable[str] = ()) -> bool:
        """A table; with `keys`, holding each of them (those in `optional` may be left out) and
        no other key. True when it is a table whose keys are all known (missing ones are named)."""
        if not isinstance(value, dict):
            return self.fail(path, f"{_shown(value)} is not a table")
        if keys is None:
            return True
        wanted = list(keys)
        extra = set(optional)
        ok = True
        for key in wanted:
            if key not in value and key not in extra:
                ok = self.fail(_joined(path, key), "missing")
        for key in value:
            if key not in wanted and key not in extra:
                known = ", ".join(list(wanted) + sorted(extra))
                ok = self.fail(_joined(path, key), f"unknown key (known: {known})"
                               if len(known) < 200 else "unknown key")
        return ok

    def listing(self, value: Any, path: str, most: int | None = None) -> bool:
        if not isinstance(value, list):
            return self.fail(path, f"{_shown(value)} is not a list")
        if most is not None and len(value) > most:
            return self.fail(path, f"{len(value)} entries (at most {_number(most)})")
        return True

    def whole(self, value: Any, path: str, low: int, high: int) -> bool:
        """A whole number in low … high."""
        if not isinstance(value, int) or isinstance(value, bool):
            return self.fail(path, f"{_shown(value)} is not a whole number")
        if not low <= value <= high:
            return self.fail(path, self.out_of_range(value, low, high))
        return True

    def flag(self, value: Any, path: str) -> bool:
        if not isinstance(value, bool):
            return self.fail(path, f"{_shown(value)} is not true or false")
        return True

    def text(self, value: Any, path: str, most: int = 200) -> bool:
        if not isinstance(value, str):
            return self.fail(path, f"{_shown(value)} is not text")
        if len(value) > most:
            return self.fail(path, f"{len(value):,} characters (at most {most})")
        return True

    def one_of(self, value: Any, path: str, choices: Iterable[Any], what: str = "",
               suggest: bool = False) -> bool:
        """One of `choices`; with `suggest`, a misspelt name is told the closest one."""
        options = list(choices)
        # (True == 1 in Python: a true/false is never one of a list of numbers or names)
        stray_bool = isinstance(value, bool) and not any(isinstance(o, bool) for o in options)
        if stray_bool or value not in options:
            shown = ", ".join(str(o) if o != "" else '"" (none)' for o in options)
            if what:
                message = f"{_shown(value)} is not {what}" + (f" ({shown})" if len(shown) < 240
                                                               else "")
            else:
                message = (f"{_shown(value)} is not one of {shown}" if len(shown) < 240
                           else f"{_shown(value)} is not known")
            return self.fail(path, message + (_did_you_mean(value, options) if suggest else ""))
        return True

    def counts(self, value: Any, path: str, keys: Iterable[str], low: int, high: int) -> bool:
        """A table of a whole number in low … high for each of `keys` (and no other key)."""
        keys = list(keys)
        if not self.table(value, path, keys):
            return False
        ok = True
        for key in keys:
            ok = self.whole(value[key], f"{path}.{key}", low, high) and ok
        return ok

    def names(self, value: Any, path: str, choices: Iterable[Any], what: str,
              most: int | None = None, unique: bool = False) -> bool:
        """A list of entries of `choices` (each named by its index when wrong)."""
        if not self.listing(value, path, most):
            return False
        options = list(choices)
        ok = True
        for i, item in enumerate(value):
            ok = self.one_of(item, f"{path}.{i}", options, what) and ok
        if ok and unique and len(set(value)) != len(value):
            ok = self.fail(path, "lists an entry twice")
        return ok
