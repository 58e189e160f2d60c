"""The post corpus: NNN-description.txt (a post as pasted) + NNN-description.toml (state setup
overrides and the expected essentials of the parse). See tests/distant_colony/corpus/README.md."""

from __future__ import annotations

import tomllib
from dataclasses import asdict
from pathlib import Path
from typing import Any

from gm_tool.games.distant_colony.settings import DistantColonySettings
from gm_tool.games.distant_colony.rules.setup import new_game
from gm_tool.games.distant_colony.state import Building, DCState
from gm_tool.games.distant_colony.rules.names import PHASES

CORPUS = Path(__file__).parent / "corpus"
PLAYERS = ["Alice", "Bob", "Carol"]

# "developed": Alice three rounds in, with something in every category and two in housing.
DEVELOPED = {
    "housing": ["unskilled", "skilled"],
    "buildings": [
        {"id": 1, "kind": "colony_center", "staff": ["unskilled"]},
        {"id": 2, "kind": "farm", "staff": ["unskilled"]},
        {"id": 3, "kind": "harvester", "staff": ["unskilled"]},
        {"id": 4, "kind": "goods_factory", "staff": ["unskilled"]},
        {"id": 5, "kind": "market", "staff": ["unskilled"]},
        {"id": 6, "kind": "university", "staff": ["unskilled", "skilled"]},
        {"id": 7, "kind": "farm", "staff": ["unskilled"]},
    ],
    "next_building_id": 8,
    "resources": {"food": 6, "basic_raw": 1, "basic_goods": 3, "machines": 3},
    "wealth": 20,
}


def corpus_cases() -> list[Path]:
    return sorted(CORPUS.glob("*.txt"))


def load_case(path: Path) -> tuple[str, dict[str, Any]]:
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("latin-1")
    sidecar = path.with_suffix(".toml")
    spec = tomllib.loads(sidecar.read_text(encoding="utf-8")) if sidecar.exists() else {}
    return text, spec


def build_state(setup: dict[str, Any] | None = None) -> DCState:
    setup = dict(setup or {})
    state = new_game(PLAYERS, DistantColonySettings())
    state.phases = list(setup.get("phases", PHASES))
    state.played = {p: None for p in PLAYERS}
    state.played.update(setup.get("played", {"Alice": "production", "Bob": "trade",
                                              "Carol": "build"}))
    base = setup.get("base", "start")
    for name in PLAYERS:
        over = dict(DEVELOPED) if base == "developed" and name == "Alice" else {}
        over.update(setup.get(name, {}))
        s = state.settlements[name]
        for key, value in over.items():
            if key == "buildings":
                s.buildings = [Building(b["id"], b["kind"], list(b.get("staff", []))) for b in value]
            elif key == "add_buildings":  # to the base's ("a Warehouse Complex too")
                s.buildings += [Building(b["id"], b["kind"], list(b.get("staff", []))) for b in value]
                s.next_building_id = max([s.next_building_id] + [b["id"] + 1 for b in value])
            elif key == "resources":
                s.resources.update(value)
            else:
                setattr(s, key, value)
    station = setup.get("station", {})
    for key, value in station.items():
        setattr(state.station, key, value)
    return state


def orders_view(orders) -> dict[str, Any]:
    return asdict(orders)
