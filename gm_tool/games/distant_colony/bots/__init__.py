"""Distant Colony's self-play players (core/game/selfplay.py plays them through the game's steps).

Kinds (BOT_KINDS): `random` picks uniformly among legal choices; `industry` (Farms, Harvesters,
factories, Complexes, Terraformer), `science` (Experts, University, Laboratories, Resort, Survey
Station) and `military` (Barracks, Officers, Boot Camp, Military HQ, Prison; Soldiers/Officers
traded for VP) are heuristic strategies. `--bots mixed` draws each seat from all four,
`heuristic` from the three strategies (MIXES), from the game's seeded `random.Random`.

Players are legal by construction (player.py); the only skipped actions left are genuine
conflicts between players (CONFLICT_CODES). A table's players agree player-to-player trades
between them (deals.py). They use the rules' public API only (gm_tool.games.distant_colony.rules).

- BOTS: kind -> factory(rnd) -> Bot; MIXES: mix -> kinds
- phase_choices(state, players, seats, settings) -> {player: phase key}
- round_orders(state, players, seats, rnd, settings) -> {player: TurnOrders}
- fall_back(state, orders, player, settings): the orders once a refused player's are replaced
"""

from __future__ import annotations

from functools import partial

from gm_tool.games.distant_colony.bots.deals import (fall_back, fallback_orders, phase_choices,
                                                     round_orders)
from gm_tool.games.distant_colony.bots.player import Bot
from gm_tool.games.distant_colony.bots.tables import (BOT_CHOICES, BOT_KINDS, BUILDABLE,
                                                      CONFLICT_CODES, CONVERSION_KINDS, MILITARY,
                                                      STRATEGIES, TRADE_VERBS)

#: kind -> factory(rnd): every seat's player shares the game's random.Random
BOTS = {kind: partial(Bot, kind) for kind in BOT_KINDS}
#: --bots words that draw each seat's kind
MIXES = {"mixed": BOT_KINDS, "heuristic": STRATEGIES}

__all__ = ["BOTS", "BOT_CHOICES", "BOT_KINDS", "BUILDABLE", "Bot", "CONFLICT_CODES",
           "CONVERSION_KINDS", "MILITARY", "MIXES", "STRATEGIES", "TRADE_VERBS", "fall_back",
           "fallback_orders", "phase_choices", "round_orders"]
