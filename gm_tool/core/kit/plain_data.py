"""Build plain dataclasses from TOML tables, checking every value and naming its key path.

Games keep their state in plain dataclasses so that the rules run fast; this is the one place
where a table read from a (possibly hand-edited) campaign file becomes such a dataclass. It is
deliberately small: ints, strs, bools, lists, str-keyed dicts, optional values, `Literal`
choices and nested dataclasses, which is all a campaign state needs. (pydantic could do it, but
building its validator for nested dataclasses costs tens of milliseconds on every `gm` command.)

Bounds: every whole number read here lies within +-WHOLE_LIMIT (a billion) unless its field
narrows it with `field(..., metadata=bounds(lo, hi))` (the range applies to every whole number
inside that field, e.g. the values of a `dict[str, int]`). `complete=True` (reading a campaign
file) also requires every field that cannot be None, defaults or not: a file written by gm has
them all (`to_plain` leaves out only None), so a missing one is a hand edit that deleted it.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from functools import lru_cache
from typing import Any, Literal, get_args, get_origin

#: the largest whole number (either sign) any game may store in its state
WHOLE_LIMIT = 10**9
_RANGE = "plain_data_range"


def bounds(low: int, high: int) -> dict[str, tuple[int, int]]:
    """Field metadata: every whole number in this field lies in low..high."""
    return {_RANGE: (low, high)}


class PlainDataError(ValueError):
    def __init__(self, path: str, message: str):
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


_DEFAULT_RANGE = (-WHOLE_LIMIT, WHOLE_LIMIT)


@lru_cache(maxsize=None)
def _fields(cls: type) -> tuple[tuple[str, Any, bool, bool, tuple[int, int]], ...]:
    """(name, type, required, may be None, whole-number range) for each field."""
    hints = typing.get_type_hints(cls)
    result = []
    for f in dataclasses.fields(cls):
        hint = hints[f.name]
        required = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        nullable = (get_origin(hint) in (typing.Union, types.UnionType)
                    and type(None) in get_args(hint))
        low, high = f.metadata.get(_RANGE, _DEFAULT_RANGE)
        result.append((f.name, hint, required, nullable,
                       (max(low, -WHOLE_LIMIT), min(high, WHOLE_LIMIT))))
    return tuple(result)


@lru_cache(maxsize=None)
def _names(cls: type) -> frozenset[str]:
    return frozenset(f[0] for f in _fields(cls))


def from_plain(cls: type, data: Any, path: str, *, complete: bool = False) -> Any:
    """`cls(**data)` with every field checked; raises PlainDataError naming the bad key.
    `complete`: every field that cannot be None must be present (see the module's notes)."""
    if not isinstance(data, dict):
        raise PlainDataError(path, f"expected a table, found {_kind(data)}")
    names = _names(cls)
    for key in data:
        if key not in names:
            raise PlainDataError(f"{path}.{key}", f"unknown key (known: {', '.join(sorted(names))})")
    values = {}
    for name, hint, required, nullable, limits in _fields(cls):
        if name not in data:
            if required or (complete and not nullable):
                raise PlainDataError(f"{path}.{name}", "missing")
            continue
        values[name] = _value(hint, data[name], f"{path}.{name}", limits, complete)
    return cls(**values)


def _value(hint: Any, value: Any, path: str, limits: tuple[int, int] = _DEFAULT_RANGE,
           complete: bool = False) -> Any:
    if hint is int:  # the commonest case first
        if isinstance(value, bool) or not isinstance(value, int):
            raise PlainDataError(path, f"expected a whole number, found {_kind(value)}")
        if not limits[0] <= value <= limits[1]:
            raise PlainDataError(path, f"{_number(value)} is out of range "
                                       f"({_number(limits[0])} to {_number(limits[1])})")
        return value
    if hint is str:
        if not isinstance(value, str):
            raise PlainDataError(path, f"expected text, found {_kind(value)}")
        return value
    origin = get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = get_args(hint)
        if value is None and type(None) in options:
            return None
        inner = [o for o in options if o is not type(None)]
        return _value(inner[0], value, path, limits, complete)
    if dataclasses.is_dataclass(hint):
        return from_plain(hint, value, path, complete=complete)
    if origin is list:
        if not isinstance(value, list):
            raise PlainDataError(path, f"expected a list, found {_kind(value)}")
        (item,) = get_args(hint)
        return [_value(item, v, f"{path}.{i}", limits, complete) for i, v in enumerate(value)]
    if origin is dict:
        if not isinstance(value, dict):
            raise PlainDataError(path, f"expected a table, found {_kind(value)}")
        _, item = get_args(hint)
        return {str(k): _value(item, v, f"{path}.{k}", limits, complete) for k, v in value.items()}
    if origin is Literal:
        choices = get_args(hint)
        if value not in choices or isinstance(value, bool) != isinstance(choices[0], bool):
            shown = ", ".join(repr(c) for c in choices)
            raise PlainDataError(path, f"expected one of {shown}, found {_kind(value)}")
        return value
    if hint is bool:
        if not isinstance(value, bool):
            raise PlainDataError(path, f"expected true or false, found {_kind(value)}")
        return value
    if hint is Any:
        return value
    raise PlainDataError(path, f"cannot read a value of type {hint!r}")


def _number(value: int) -> str:
    """A whole number as a GM reads it: 1,000,000; a huge one by its size."""
    if abs(value) >= 10**15:
        return f"{'-' if value < 0 else ''}a {len(str(abs(value)))}-digit number"
    return f"{value:,}"


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return f"a true/false value ({str(value).lower()})"
    if isinstance(value, int):
        return f"a number ({_number(value)})"
    if isinstance(value, float):
        return f"a number ({value})"
    if isinstance(value, str):
        return f"text ({value[:40]!r}{'...' if len(value) > 40 else ''})"
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
