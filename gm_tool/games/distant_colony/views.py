"""Public, render-ready views of a Distant Colony state (Distant Colony has no hidden state:
only the secret phase choices, which the engine keeps apart)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from gm_tool.games.distant_colony.catalogue import buildings, trade_environments
from gm_tool.games.distant_colony.state import DCState, Settlement
from gm_tool.games.distant_colony.vocab import COLONISTS, RESOURCES


def counts(colonists: list[str]) -> dict[str, int]:
    c = Counter(colonists)
    return {t: c[t] for t in COLONISTS if c[t]}


def storage_capacity(s: Settlement) -> int:
    catalogue = buildings()
    return sum(catalogue[b.kind].storage for b in s.buildings)


def spaces_used(s: Settlement) -> int:
    catalogue = buildings()
    return sum(catalogue[b.kind].size for b in s.buildings)


def settlement_view(s: Settlement, settings: Any) -> dict[str, Any]:
    catalogue = buildings()
    employed = [c for b in s.buildings for c in b.staff]
    return {
        "wealth": s.wealth,
        "vp": s.vp,
        "resources": {r: s.resources.get(r, 0) for r in RESOURCES},
        "storage": {"used": sum(s.resources.values()), "capacity": storage_capacity(s)},
        "spaces": {"used": spaces_used(s), "total": settings.settlement_spaces},
        "buildings": [
            {"id": b.id, "kind": b.kind, "name": catalogue[b.kind].name, "staff": list(b.staff),
             "slots": catalogue[b.kind].slots}
            for b in s.buildings
        ],
        "colonists": {
            "temporary_housing": counts(s.housing),
            "employed": counts(employed),
            "total": counts(s.housing + employed),
        },
        "reserved": s.reserved,
        "contracts": dict(s.contracts),
    }


def station_view(state: DCState) -> dict[str, Any]:
    st = state.station
    env = trade_environments().get(st.environment) if st.environment else None
    return {
        "pool_size": st.pool_size,
        "pool": {t: n for t, n in st.pool.items()},
        "available": list(st.available),
        "vp_pool": st.vp_pool,
        "trade_environment": env.name if env else None,
        "stock": dict(st.stock),
        "trade_deck_left": len(st.trade_deck),
    }


def public_view(state: DCState, settings: Any) -> dict[str, Any]:
    return {
        "first_player": state.first_player,
        "turn_order": state.turn_order(),
        "phases": list(state.phases),
        "players": {p: settlement_view(state.settlements[p], settings) for p in state.players},
        "station": station_view(state),
        "ended": state.ended,
    }
