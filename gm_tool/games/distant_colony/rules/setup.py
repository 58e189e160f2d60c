"""A new Distant Colony game, set up as the BGG design thread and rules-gaps.md say."""

from __future__ import annotations

from gm_tool.games.distant_colony.rules.catalogue import trade_environments
from gm_tool.games.distant_colony.settings import DistantColonySettings
from gm_tool.games.distant_colony.state import Building, DCState, Settlement, Station, zero_resources


def starting_settlement(player: str, settings: DistantColonySettings) -> Settlement:
    resources = zero_resources()
    resources["food"] = settings.start_food
    resources["basic_goods"] = settings.start_basic_goods
    resources["machines"] = settings.start_machines
    # [default] the two starting Unskilled staff the Colony Center and the Farm.
    return Settlement(
        player=player, wealth=settings.start_wealth, vp=settings.start_vp, resources=resources,
        housing=[],
        buildings=[Building(1, "colony_center", ["unskilled"]), Building(2, "farm", ["unskilled"])],
        next_building_id=3,
    )


def trade_deck(settings: DistantColonySettings) -> list[str]:
    deck = []
    for key in trade_environments():
        copies = settings.trade_deck_standard if key == "standard" else settings.trade_deck_other
        deck.extend([key] * copies)
    return deck


def new_game(players: list[str], settings: DistantColonySettings) -> DCState:
    n = len(players)
    pool = {
        "unskilled": settings.pool_unskilled_per_player * n,
        # one Skilled per player leaves the pool to form the first Available colonists
        "skilled": settings.pool_skilled_per_player * n - n,
        "expert": settings.pool_expert_per_player * n,
        "criminal": settings.pool_criminal_per_player * n,
    }
    station = Station(pool=pool, available=["skilled"] * n, vp_pool=settings.vp_pool_per_player * n,
                      trade_deck=trade_deck(settings))
    return DCState(players=list(players),
                   settlements={p: starting_settlement(p, settings) for p in players},
                   station=station, first_player=players[0])
