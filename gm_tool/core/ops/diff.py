"""Field-by-field differences between two plain (TOML-ready) values, and applying them again.

A change is a dict ``{"path": [key or index, ...], "op": "set" | "delete", "old": ..., "new": ...}``
(``old``/``new`` left out where there is none, since TOML has no null). Lists that differ are
compared element by element when their lengths agree, otherwise replaced whole; that keeps a
change list short and readable, and applying it again is exact.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from gm_tool.core.kit.errors import GmError

Path = list[str | int]


def diff(old: Any, new: Any, path: Path | None = None) -> list[dict[str, Any]]:
    path = list(path or [])
    if isinstance(old, dict) and isinstance(new, dict):
        changes: list[dict[str, Any]] = []
        for key in old:
            if key not in new:
                changes.append({"path": path + [key], "op": "delete", "old": old[key]})
            else:
                changes.extend(diff(old[key], new[key], path + [key]))
        for key in new:
            if key not in old:
                changes.append({"path": path + [key], "op": "set", "new": new[key]})
        return changes
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new) and any(
            isinstance(v, (dict, list)) for v in old):
        changes = []
        for i, (a, b) in enumerate(zip(old, new)):
            changes.extend(diff(a, b, path + [i]))
        return changes
    if _same(old, new):
        return []
    return [{"path": path, "op": "set", "old": old, "new": new}]


def _same(a: Any, b: Any) -> bool:
    # 1 == 1.0 == True in Python; a hand edit that turns 1 into true is still a change.
    return type(a) is type(b) and a == b


def apply_changes(value: Any, changes: list[dict[str, Any]]) -> Any:
    """A copy of `value` with `changes` applied. A path that does not exist is a GmError."""
    result = copy.deepcopy(value)
    for change in changes:
        path = list(change["path"])
        if not path:
            if change["op"] == "delete":
                raise GmError("a change deletes the whole state")
            result = copy.deepcopy(change["new"])
            continue
        parent = result
        for step in path[:-1]:
            parent = _child(parent, step, path)
        last = path[-1]
        if change["op"] == "delete":
            try:
                del parent[last]
            except (KeyError, IndexError, TypeError):
                raise GmError(f"cannot delete {format_path(path)}: it does not exist") from None
        else:
            if isinstance(parent, list):
                if not isinstance(last, int) or not 0 <= last < len(parent):
                    raise GmError(f"cannot set {format_path(path)}: no such list element")
            elif not isinstance(parent, dict):
                raise GmError(f"cannot set {format_path(path)}: its parent is not a table")
            parent[last] = copy.deepcopy(change["new"])
    return result


def _child(parent: Any, step: str | int, path: Path) -> Any:
    try:
        if isinstance(parent, list) and isinstance(step, int):
            return parent[step]
        if isinstance(parent, dict):
            return parent[step]
    except (KeyError, IndexError):
        pass
    raise GmError(f"cannot change {format_path(path)}: {step!r} does not exist there")


def format_path(path: Path, root: str = "state") -> str:
    text = root
    for step in path:
        if isinstance(step, int):
            text += f"[{step}]"
        elif step.replace("_", "").replace("-", "").isalnum():
            text += f".{step}"
        else:
            text += f".{json.dumps(step, ensure_ascii=False)}"
    return text


def show(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, sort_keys=False)
    return text if len(text) <= 120 else text[:117] + "..."


def describe(changes: list[dict[str, Any]], root: str = "state", limit: int | None = None,
             old_label: str = "", new_label: str = "") -> list[str]:
    """One line per change: `state.settlements.Ann.wealth: 6 -> 8`."""
    lines = []
    for change in changes if limit is None else changes[:limit]:
        where = format_path(change["path"], root)
        if change["op"] == "delete":
            lines.append(f"{where}: {old_label}{show(change['old'])} -> (removed)")
        elif "old" not in change:
            lines.append(f"{where}: (new) -> {new_label}{show(change['new'])}")
        else:
            lines.append(f"{where}: {old_label}{show(change['old'])} -> {new_label}{show(change['new'])}")
    if limit is not None and len(changes) > limit:
        lines.append(f"... and {len(changes) - limit} more differences")
    return lines
