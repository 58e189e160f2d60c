"""Colonization's rules: pure functions of state, action, settings and a random source."""

from gm_tool.games.colonization.rules.apply import apply_action, next_player, reachable
from gm_tool.games.colonization.rules.board import (new_game, path_cost, place_planet,
                                                    rebuild_chain, shuffle)
from gm_tool.games.colonization.rules.scoring import final_scores, score, winners
from gm_tool.games.colonization.rules.validate import validate

__all__ = ["apply_action", "final_scores", "new_game", "next_player", "path_cost", "place_planet",
           "reachable", "rebuild_chain", "score", "shuffle", "validate", "winners"]
