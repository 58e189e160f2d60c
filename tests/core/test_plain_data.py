from dataclasses import dataclass, field
from typing import Literal

import pytest

from gm_tool.core.kit.plain_data import PlainDataError, bounds, from_plain


@dataclass
class Inner:
    id: int
    staff: list[str] = field(default_factory=list)


@dataclass
class Outer:
    name: str
    items: list[Inner]
    counts: dict[str, int] = field(default_factory=dict)
    note: str | None = None
    done: bool = False


def test_reads_nested_tables():
    value = from_plain(Outer, {"name": "a", "items": [{"id": 1, "staff": ["x"]}],
                               "counts": {"f": 2}, "done": True}, "state")
    assert value == Outer("a", [Inner(1, ["x"])], {"f": 2}, None, True)


@pytest.mark.parametrize("data, path", [
    ({"name": "a", "items": [{"id": "1"}]}, "state.items.0.id"),
    ({"name": "a", "items": [{"id": 1, "staff": "x"}]}, "state.items.0.staff"),
    ({"name": "a", "items": [], "counts": {"f": 1.5}}, "state.counts.f"),
    ({"name": "a", "items": [], "done": 1}, "state.done"),
    ({"name": "a", "items": [], "surprise": 1}, "state.surprise"),
    ({"items": []}, "state.name"),
    ({"name": "a", "items": [{"id": True}]}, "state.items.0.id"),
])
def test_bad_values_are_named_by_key_path(data, path):
    with pytest.raises(PlainDataError) as info:
        from_plain(Outer, data, "state")
    assert info.value.path == path


@dataclass
class Bounded:
    kind: Literal["a", "b"]
    amount: int = field(default=0, metadata=bounds(0, 10))
    counts: dict[str, int] = field(default_factory=dict, metadata=bounds(0, 5))
    free: int = 0
    note: str | None = None


@pytest.mark.parametrize("data, path, words", [
    ({"kind": "c"}, "x.kind", "expected one of 'a', 'b'"),
    ({"kind": "a", "amount": 11}, "x.amount", "11 is out of range (0 to 10)"),
    ({"kind": "a", "amount": -1}, "x.amount", "out of range"),
    ({"kind": "a", "counts": {"f": 6}}, "x.counts.f", "out of range (0 to 5)"),
    ({"kind": "a", "free": 10**30}, "x.free", "a 31-digit number is out of range"),
    ({"kind": "a", "free": -10**9 - 1}, "x.free", "out of range"),
])
def test_literals_and_bounds(data, path, words):
    with pytest.raises(PlainDataError) as info:
        from_plain(Bounded, data, "x")
    assert info.value.path == path and words in info.value.message


def test_complete_requires_every_field_that_cannot_be_none():
    whole = {"kind": "a", "amount": 1, "counts": {}, "free": 0}
    assert from_plain(Bounded, whole, "x", complete=True).amount == 1  # `note` may be absent
    for key in ("amount", "counts", "free"):
        partial = {k: v for k, v in whole.items() if k != key}
        assert from_plain(Bounded, partial, "x").kind == "a"  # defaults, when not complete
        with pytest.raises(PlainDataError) as info:
            from_plain(Bounded, partial, "x", complete=True)
        assert info.value.path == f"x.{key}" and info.value.message == "missing"
