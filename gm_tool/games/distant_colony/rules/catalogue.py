"""Game data loaded once from the TOML files beside this module: buildings, trade environments."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

from gm_tool.core.kit.code_cache import parsed_toml

DATA = Path(__file__).parent.parent / "data"  # the package's data/ folder


@dataclass(frozen=True, slots=True)
class BuildingType:
    key: str
    name: str
    category: str
    cost: Mapping[str, int]
    size: int
    end_vp: int
    staff: tuple[str, ...]
    min_staff: int
    effect: str
    text: str
    buildable: bool = True
    storage: int = 0
    eats: bool = True
    output: Mapping[str, int] = field(default_factory=dict)
    consume: Mapping[str, int] = field(default_factory=dict)
    bonus: Mapping[str, int] = field(default_factory=dict)
    bonus_consume: Mapping[str, int] = field(default_factory=dict)
    params: Mapping[str, object] = field(default_factory=dict)

    @property
    def slots(self) -> int:
        return len(self.staff)

    @property
    def takes_staff(self) -> bool:
        return bool(self.staff)

    @property
    def is_military(self) -> bool:
        return self.category == "military"


@dataclass(frozen=True, slots=True)
class Price:
    cost: int
    buys: int
    stock: int


@dataclass(frozen=True, slots=True)
class TradeEnvironment:
    key: str
    name: str
    prices: Mapping[str, Price]


_KNOWN = {"name", "category", "cost", "size", "end_vp", "staff", "min_staff", "effect", "text",
          "buildable", "storage", "eats", "output", "consume", "bonus", "bonus_consume"}


@lru_cache(maxsize=None)
def buildings() -> Mapping[str, BuildingType]:
    raw = parsed_toml(DATA / "buildings.toml")
    result = {}
    for key, item in raw.items():
        params = {k: v for k, v in item.items() if k not in _KNOWN}
        result[key] = BuildingType(
            key=key, name=item["name"], category=item["category"],
            cost=MappingProxyType(dict(item.get("cost", {}))), size=item["size"],
            end_vp=item["end_vp"], staff=tuple(item.get("staff", ())),
            min_staff=item.get("min_staff", 0), effect=item["effect"], text=item.get("text", ""),
            buildable=item.get("buildable", True), storage=item.get("storage", 0),
            eats=item.get("eats", True),
            output=MappingProxyType(dict(item.get("output", {}))),
            consume=MappingProxyType(dict(item.get("consume", {}))),
            bonus=MappingProxyType(dict(item.get("bonus", {}))),
            bonus_consume=MappingProxyType(dict(item.get("bonus_consume", {}))),
            params=MappingProxyType(params),
        )
    return MappingProxyType(result)


@lru_cache(maxsize=None)
def trade_environments() -> Mapping[str, TradeEnvironment]:
    raw = parsed_toml(DATA / "trade_environments.toml")
    return MappingProxyType({
        key: TradeEnvironment(key, item["name"], MappingProxyType(
            {good: Price(**p) for good, p in item.items() if isinstance(p, dict)}))
        for key, item in raw.items()
    })


def building_name(key: str) -> str:
    b = buildings().get(key)
    return b.name if b else key
