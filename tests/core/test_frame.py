"""The campaign frame's plain reader (core/store/frame.py) reads a value as pydantic did, in its
words: the broken-file corpus pins the messages of whole files; this holds each value a TOML file
can give a whole number, a true/false and a text field (pydantic is still installed: the games'
settings are its models)."""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from typing import Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from gm_tool.core.store.frame import FrameError, checks, dump_frame, read_frame

VALUES = ["3.00", "3.", "+3.0", " 3.0 ", "3.10", "-0", "_1", "1__0", "1_", "+-3", "3.0e0", "00012",
          " \t5\n", "1 000", "1e3", "0x10", "\u0661\u0662", "1_000", "zzz", "", True, False, 1.0, 1.5,
          2.0, float("inf"), float("nan"), [], {}, 7, -3, "yes", " Yes ", "YES", "off", "T", "n",
          datetime.date(2026, 1, 2), datetime.datetime(2026, 1, 2, 3, 4, tzinfo=datetime.timezone.utc)]


@dataclass
class Plain:
    number: int = field(default=0, metadata=checks(ge=0, le=10))
    flag: bool = False
    text: str = field(default="x", metadata=checks(min_length=1))
    dice: Literal["tool", "gm"] = "tool"
    names: list[str] = field(default_factory=list)


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid")
    number: int = Field(0, ge=0, le=10)
    flag: bool = False
    text: str = Field("x", min_length=1)
    dice: Literal["tool", "gm"] = "tool"
    names: list[str] = Field(default_factory=list)


def pydantic_reads(data: dict) -> object:
    try:
        return Model.model_validate(data).model_dump()
    except ValidationError as exc:
        return [(".".join(map(str, e["loc"])), e["msg"]) for e in exc.errors()]


def plain_reads(data: dict) -> object:
    try:
        return dump_frame(read_frame(Plain, data), keep_none=True)
    except FrameError as exc:
        return exc.problems


@pytest.mark.parametrize("key", ["number", "flag", "text", "dice", "names"])
def test_each_value_is_read_as_pydantic_read_it(key):
    for value in VALUES + [[1], ["a", 2]]:
        assert plain_reads({key: value}) == pydantic_reads({key: value}), (key, value)


def test_every_problem_is_listed_in_pydantic_order():
    data = {"surprise": 1, "names": [1, "a", []], "number": -1, "flag": 2}
    assert plain_reads(data) == pydantic_reads(data)
    assert plain_reads([]) == [("", "Input should be a valid dictionary or instance of Plain")]

