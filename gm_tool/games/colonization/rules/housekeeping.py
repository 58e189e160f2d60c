"""Colonization's part of the GM's housekeeping (gm adjust, gm replace, gm drop)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from gm_tool.core.game.housekeeping import Housekeeping
from gm_tool.core.kit.errors import GmError
from gm_tool.games.colonization.state import ColState


class ColonizationHousekeeping(Housekeeping):
    def adjust(self, state: dict[str, Any], player: str, text: str,
               settings: BaseModel) -> tuple[dict[str, Any], str]:
        from gm_tool.games.colonization.rules.adjust import apply_adjustment
        return apply_adjustment(state, player, text, settings)

    def rename_player(self, state: dict[str, Any], old: str, new: str) -> dict[str, Any]:
        game = ColState.from_dict(state)
        swap = lambda p: new if p == old else p  # noqa: E731
        game.players = [swap(p) for p in game.players]
        game.seats = {swap(k): v for k, v in game.seats.items()}
        for system in game.systems:
            for planet in system.planets:
                if planet.colony is not None:
                    planet.colony.owner = swap(planet.colony.owner)
        game.current_player = swap(game.current_player) if game.current_player else None
        game.ended_by = swap(game.ended_by) if game.ended_by else None
        game.remaining = [swap(p) for p in game.remaining]
        game.winners = [swap(p) for p in game.winners]
        return game.to_dict()

    def drop_player(self, state: dict[str, Any], player: str, settings: BaseModel) -> dict[str, Any]:
        """A dropped seat takes no more turns; its ship leaves the board's way (it blocks nothing),
        its colonies stay and are scored."""
        from gm_tool.games.colonization.rules.apply import next_player
        game = ColState.from_dict(state)
        if player not in game.seats:
            raise GmError(f"{player!r} has no seat")
        game.seats[player].dropped = True
        if player in game.remaining:
            game.remaining.remove(player)
        if game.current_player == player:
            if game.last_round:
                game.current_player = game.remaining[0] if game.remaining else None
            else:
                game.current_player = next_player(game, player)
        if game.current_player is None and not game.ended:
            from gm_tool.games.colonization.rules.scoring import winners
            game.ended = True
            game.winners = winners(game, settings)
        return game.to_dict()
