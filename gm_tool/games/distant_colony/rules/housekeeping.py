"""Distant Colony's part of the GM's housekeeping: quick adjustments (gm adjust). A renamed seat
is renamed everywhere by the default; a dropped seat stays and sends nothing."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from gm_tool.core.game.housekeeping import Housekeeping


class DistantColonyHousekeeping(Housekeeping):
    def adjust(self, state: dict[str, Any], player: str, text: str,
               settings: BaseModel) -> tuple[dict[str, Any], str]:
        from gm_tool.games.distant_colony.rules.adjust import apply_adjustment
        return apply_adjustment(state, player, text, settings)
