"""The campaign file's frame read by plain code: dataclasses checked field by field, every problem
named by its key path in pydantic's words.

The frame (`core/store/campaign.py`) was a set of pydantic models; building their validators cost
about a third of a bare typer command on every `gm` command, so the same checks are made here in
plain code. The messages are the ones pydantic gave (and `tests/core/broken_files/cases.toml`
pins): a GM who broke a file by hand reads the same refusal, and a value pydantic's lax mode
accepted (`recorded = "3"`, `dropped = 1`) is still read, as the same value. Only what a TOML
file can hold is handled: text, numbers, true/false, dates, lists and tables.

A field's checks are its metadata (`checks(ge=, le=, min_length=, check=)`); `check` is called
with the value once its type is right and raises ValueError with the message. Fields declared
with `init=False` are the object's working state, neither read nor written.
"""

from __future__ import annotations

import dataclasses
import datetime
import math
import re
import types
import typing
from functools import cache
from typing import Any, Callable, Literal, get_args, get_origin

_CHECKS = "frame_checks"
#: the strings pydantic reads as true and false
_TRUE = frozenset({"1", "on", "t", "true", "y", "yes"})
_FALSE = frozenset({"0", "off", "f", "false", "n", "no"})
#: a whole number written as text, as pydantic reads one ("+3", "1_000", "3.0")
_WHOLE_TEXT = re.compile(r"[+-]?[0-9]+(?:_[0-9]+)*(?:\.0+)?")


def checks(*, ge: int | None = None, le: int | None = None, min_length: int | None = None,
           check: Callable[[Any], None] | None = None) -> dict[str, Any]:
    """Field metadata: the bounds of a whole number, the shortest text, a check of the value."""
    return {_CHECKS: (ge, le, min_length, check)}


class FrameError(ValueError):
    """Every problem found, as (key path, message) in the order pydantic listed them."""

    def __init__(self, problems: list[tuple[str, str]]):
        super().__init__("; ".join(f"{path}: {message}" for path, message in problems))
        self.problems = problems


class _Invalid(Exception):
    def __init__(self, message: str):
        self.message = message


@cache
def _fields(cls: type) -> tuple[tuple[str, Any, bool, Callable[[], Any] | None, tuple], ...]:
    """(name, type, required, default maker, checks) of each field read from a file."""
    hints = typing.get_type_hints(cls)
    result = []
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        if f.default is not dataclasses.MISSING:
            default = lambda value=f.default: value  # noqa: E731
        else:
            default = None if f.default_factory is dataclasses.MISSING else f.default_factory
        result.append((f.name, hints[f.name], default is None, default,
                       f.metadata.get(_CHECKS, (None, None, None, None))))
    return tuple(result)


def read_frame(cls: type, data: Any) -> Any:
    """`cls` read from a table, or a FrameError listing every problem."""
    problems: list[tuple[str, str]] = []
    result = _read(cls, data, (), problems)
    if problems:
        raise FrameError(problems)
    return result


def _read(cls: type, data: Any, path: tuple, problems: list[tuple[str, str]]) -> Any:
    if not isinstance(data, dict):
        problems.append((_dotted(path), f"Input should be a valid dictionary or instance of "
                                        f"{cls.__name__}"))
        return None
    before = len(problems)
    values = {}
    for name, hint, required, default, limits in _fields(cls):
        where = path + (name,)
        if name not in data:
            if required:
                problems.append((_dotted(where), "Field required"))
            else:
                values[name] = default()
            continue
        values[name] = _value(hint, data[name], where, problems, limits)
    known = {f[0] for f in _fields(cls)}
    for key in data:
        if key not in known:
            problems.append((_dotted(path + (key,)), "Extra inputs are not permitted"))
    return cls(**values) if len(problems) == before else None


def _value(hint: Any, value: Any, path: tuple, problems: list[tuple[str, str]],
           limits: tuple = (None, None, None, None)) -> Any:
    before = len(problems)
    try:
        result = _typed(hint, value, path, problems)
    except _Invalid as exc:
        problems.append((_dotted(path), exc.message))
        return None
    if len(problems) > before or result is None:
        return result
    ge, le, min_length, check = limits
    message = None
    if ge is not None and result < ge:
        message = f"Input should be greater than or equal to {ge}"
    elif le is not None and result > le:
        message = f"Input should be less than or equal to {le}"
    elif min_length is not None and len(result) < min_length:
        message = f"String should have at least {min_length} character{'s' * (min_length != 1)}"
    elif check is not None:
        try:
            check(result)
        except ValueError as exc:
            message = f"Value error, {exc}"
    if message:
        problems.append((_dotted(path), message))
    return result


def _typed(hint: Any, value: Any, path: tuple, problems: list[tuple[str, str]]) -> Any:
    if hint is str:
        if not isinstance(value, str):
            raise _Invalid("Input should be a valid string")
        return value
    if hint is int:
        return _whole(value)
    if hint is bool:
        return _truth(value)
    if hint is Any:
        return value
    if dataclasses.is_dataclass(hint):
        return _read(hint, value, path, problems)
    origin = get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        if value is None:
            return None
        (inner,) = [o for o in get_args(hint) if o is not type(None)]
        return _typed(inner, value, path, problems)
    if origin is Literal:
        choices = get_args(hint)
        if value not in choices or isinstance(value, bool):
            shown = [repr(c) for c in choices]
            raise _Invalid(f"Input should be {', '.join(shown[:-1])} or {shown[-1]}")
        return value
    if origin is list:
        if not isinstance(value, list):
            raise _Invalid("Input should be a valid list")
        (item,) = get_args(hint)
        return [_value(item, v, path + (i,), problems) for i, v in enumerate(value)]
    if origin is dict:
        if not isinstance(value, dict):
            raise _Invalid("Input should be a valid dictionary")
        _, item = get_args(hint)
        return {k: _value(item, v, path + (k,), problems) for k, v in value.items()}
    raise TypeError(f"the frame cannot read a value of type {hint!r}")


def _whole(value: Any) -> int:
    """A whole number as pydantic's lax mode reads one (true is 1, "3" and 3.0 are 3)."""
    if isinstance(value, int):
        return int(value)
    if isinstance(value, str):
        if not _WHOLE_TEXT.fullmatch(value.strip()):
            raise _Invalid("Input should be a valid integer, unable to parse string as an "
                           "integer")
        return int(value.strip().partition(".")[0])
    if isinstance(value, float):
        if not math.isfinite(value):
            raise _Invalid("Input should be a finite number")
        if not value.is_integer():
            raise _Invalid("Input should be a valid integer, got a number with a fractional part")
        return int(value)
    raise _Invalid("Input should be a valid integer")


def _truth(value: Any) -> bool:
    """true/false as pydantic's lax mode reads them (1, 0, "yes", "off", ...)."""
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.lower() in _TRUE | _FALSE:
        return value.lower() in _TRUE
    if isinstance(value, (int, str)) or (isinstance(value, float) and value.is_integer()):
        raise _Invalid("Input should be a valid boolean, unable to interpret input")
    raise _Invalid("Input should be a valid boolean")


def _dotted(path: tuple) -> str:
    return ".".join(str(part) for part in path)


def dump_frame(obj: Any, *, keep_none: bool = False) -> Any:
    """A frame object as new plain tables (as pydantic's `model_dump(mode="json")` gave them):
    fields in their order, None-valued fields left out unless `keep_none`, dates as text."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: dump_frame(getattr(obj, f.name), keep_none=keep_none)
                for f in dataclasses.fields(obj)
                if f.init and (keep_none or getattr(obj, f.name) is not None)}
    if isinstance(obj, dict):
        return {k: dump_frame(v, keep_none=keep_none) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [dump_frame(v, keep_none=keep_none) for v in obj]
    if isinstance(obj, (datetime.datetime, datetime.date, datetime.time)):
        return obj.isoformat().replace("+00:00", "Z")
    return obj
