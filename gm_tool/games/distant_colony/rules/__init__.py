"""Distant Colony's rules: pure functions from (state, orders, settings, rng) to a new state and
a record of what happened. No file, clock or terminal access; randomness only through the
RecordedRng passed in.

Public API (other layers call only these):
- validate_orders(state, orders, settings) -> list[Diagnostic]; orders_problems: the same, each
  with the order it is about (("builds", i), ("player_trades", i), ("moves", i), ("survey", i)
  or None)
- resolve_round(state, orders_by_player, settings, rng) -> (new_state, RoundRecord)
  (in_place=True: on `state` itself, for callers that drop it, such as self-play)
- open_trade(state, settings, rng) -> environment key (draw it at reveal so players see prices)
- final_scores(state, settings) -> ScoreReport; projected_score(state, player) -> ScoreLine
- organization_winner(state, settings) -> who gains First Player this round
- colonists_ahead(state, player), leave_for(trial, orders, ahead, settings): the players who take
  an Available colonist first, and a trial state (the post checker's) with theirs taken out
- legal options: buildable, staff_from_housing, housing_moves, default_steps
- what a player's planning may use (self-play's bots): the catalogue's per-kind tables (CATALOGUE,
  SIZE, SLOTS, STORAGE, CONVERSIONS, DISCARD_ORDER, ENVIRONMENTS), settlement measures (capacity,
  stored, spaces_used, colonist_total, staff_fits, staffing_problem), Colonization's
  SUBSTITUTE_ORDER and substitute, Survey's STATION_YIELD, Production's default order
  (default_order, FAST_PRODUCTION, COLONY_CENTER_ITEMS) and production_alone (one settlement's
  Production, validating), and order_words (how a station trade order reads in a message)
"""

import importlib

# The API is resolved on first use (PEP 562), so that importing one module of the package
# (`rules.names`, `rules.catalogue`: the words and the buildings every view needs) does not
# load every rule: `gm status` reads the names and never resolves a round.
_API = {name: module for module, names in {
    "colonization": ("SUBSTITUTE_ORDER", "colonists_ahead", "leave_for", "substitute"),
    "common": ("CATALOGUE", "CONVERSIONS", "DISCARD_ORDER", "ENVIRONMENTS", "SIZE", "SLOTS",
               "STORAGE", "capacity", "colonist_total", "spaces_used", "staff_fits", "stored"),
    "end": ("end_reasons",),
    "options": ("buildable", "free_slots", "housing_moves", "staff_from_housing"),
    "organization": ("organization_winner",),
    "production": ("COLONY_CENTER_ITEMS", "FAST_PRODUCTION", "default_order", "default_steps",
                   "production_alone"),
    "record": ("Ledger", "RoundRecord", "Skip"),
    "round": ("orders_problems", "phases_of", "resolve_round", "validate_orders"),
    "scoring": ("ScoreLine", "ScoreReport", "final_scores", "projected_score"),
    "staffing": ("staffing_problem",),
    "survey": ("STATION_YIELD",),
    "trade": ("known_environment", "open_trade", "order_words"),
}.items() for name in names}

__all__ = sorted(_API)


def __getattr__(name: str):
    module = _API.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
