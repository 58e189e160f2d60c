from dataclasses import dataclass, field

import pytest

from gm_tool.core.plain_data import PlainDataError, from_plain


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
