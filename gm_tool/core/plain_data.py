"""Build plain dataclasses from TOML tables, checking every value and naming its key path.

Games keep their state in plain dataclasses so that the rules run fast; this is the one place
where a table read from a (possibly hand-edited) campaign file becomes such a dataclass. It is
deliberately small: ints, strs, bools, lists, str-keyed dicts, optional values and nested
dataclasses, which is all a campaign state needs. (pydantic could do it, but building its
validator for nested dataclasses costs tens of milliseconds on every `gm` command.)
"""

from __future__ import annotations

import dataclasses
import types
import typing
from functools import lru_cache
from typing import Any, get_args, get_origin


class PlainDataError(ValueError):
    def __init__(self, path: str, message: str):
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


@lru_cache(maxsize=None)
def _fields(cls: type) -> tuple[tuple[str, Any, bool], ...]:
    hints = typing.get_type_hints(cls)
    result = []
    for f in dataclasses.fields(cls):
        required = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        result.append((f.name, hints[f.name], required))
    return tuple(result)


def from_plain(cls: type, data: Any, path: str) -> Any:
    """`cls(**data)` with every field checked; raises PlainDataError naming the bad key."""
    if not isinstance(data, dict):
        raise PlainDataError(path, f"expected a table, found {_kind(data)}")
    known = _fields(cls)
    names = {name for name, _, _ in known}
    for key in data:
        if key not in names:
            raise PlainDataError(f"{path}.{key}", f"unknown key (known: {', '.join(sorted(names))})")
    values = {}
    for name, hint, required in known:
        if name not in data:
            if required:
                raise PlainDataError(f"{path}.{name}", "missing")
            continue
        values[name] = _value(hint, data[name], f"{path}.{name}")
    return cls(**values)


def _value(hint: Any, value: Any, path: str) -> Any:
    origin = get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = get_args(hint)
        if value is None and type(None) in options:
            return None
        inner = [o for o in options if o is not type(None)]
        return _value(inner[0], value, path)
    if dataclasses.is_dataclass(hint):
        return from_plain(hint, value, path)
    if origin is list:
        if not isinstance(value, list):
            raise PlainDataError(path, f"expected a list, found {_kind(value)}")
        (item,) = get_args(hint)
        return [_value(item, v, f"{path}.{i}") for i, v in enumerate(value)]
    if origin is dict:
        if not isinstance(value, dict):
            raise PlainDataError(path, f"expected a table, found {_kind(value)}")
        _, item = get_args(hint)
        return {str(k): _value(item, v, f"{path}.{k}") for k, v in value.items()}
    if hint is bool:
        if not isinstance(value, bool):
            raise PlainDataError(path, f"expected true or false, found {_kind(value)}")
        return value
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise PlainDataError(path, f"expected a whole number, found {_kind(value)}")
        return value
    if hint is str:
        if not isinstance(value, str):
            raise PlainDataError(path, f"expected text, found {_kind(value)}")
        return value
    if hint is Any:
        return value
    raise PlainDataError(path, f"cannot read a value of type {hint!r}")


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return f"a true/false value ({str(value).lower()})"
    if isinstance(value, (int, float)):
        return f"a number ({value})"
    if isinstance(value, str):
        return f"text ({value!r})"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    return type(value).__name__


def to_plain(obj: Any) -> Any:
    """A dataclass as TOML-ready tables; TOML has no null, so keys whose value is None are left
    out (from_plain reads them back as their defaults)."""
    return _drop_none(dataclasses.asdict(obj))


def _drop_none(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _drop_none(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_drop_none(v) for v in value]
    return value
