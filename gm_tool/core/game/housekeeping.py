"""The GM's housekeeping a game declares (gm adjust, gm replace, gm drop, and their replay in
gm undo): quick rulings on a player's holdings and changes of seat. Kept apart from the rules
interface: it is the GM's hand on the state, not a step of play."""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel

from gm_tool.core.kit.errors import GmError


class Housekeeping:
    """The defaults: no quick adjustments, a rename that renames every key and string equal to
    the old name, a drop that keeps the seat. A game overrides what its state needs."""

    def adjust(self, state: dict[str, Any], player: str, text: str,
               settings: BaseModel) -> tuple[dict[str, Any], str]:
        """A GM ruling such as "+2 wealth -1 food" for `player`: the new state and a one-line
        description of what changed. Raise GmError (nothing changed) if it cannot apply."""
        raise GmError("this game has no quick adjustments",
                      "use 'gm edit' to change the state by hand")

    def rename_player(self, state: dict[str, Any], old: str, new: str) -> dict[str, Any]:
        """The state with seat `old` now called `new`. The default renames every dict key and
        every string equal to `old`; a game whose state holds other strings that could equal a
        player's name overrides it."""
        def walk(value: Any) -> Any:
            if isinstance(value, dict):
                return {(new if k == old else k): walk(v) for k, v in value.items()}
            if isinstance(value, list):
                return [walk(v) for v in value]
            return new if value == old else value
        return walk(state)

    @staticmethod
    def amounts(pattern: re.Pattern, text: str, example: str) -> list[tuple[str, ...]]:
        """Every "+N what" of an adjustment (`pattern` finds one: its groups), or a GmError
        when nothing is found or something is left over (nothing half-read is applied)."""
        found = pattern.findall(text)
        rest = pattern.sub("", text).strip(" ,;.")
        if not found or rest:
            raise GmError(f"cannot read {text!r} as an adjustment", f"e.g. {example}")
        return found

    def drop_player(self, state: dict[str, Any], player: str, settings: BaseModel) -> dict[str, Any]:
        """The state once `player` has left (gm drop). Default: unchanged; the seat stays and the
        engine treats it as sending no choice and no post."""
        return state
