"""Distant Colony's inputs as text and back, for self-play's round trip: a phase choice as
`gm choose` takes it, a player's TurnOrders as a canonical turn post that the post reader
(posts.parse_post) reads back to the same orders."""

from __future__ import annotations

from typing import Any

from gm_tool.core.errors import GmError
from gm_tool.core.game_api import Step
from gm_tool.games.distant_colony.state import DCState
from gm_tool.games.distant_colony.vocab import PHASE_NAMES, PHASE_SPELLINGS


def write_action(state: DCState, step: Step, player: str, action: Any, settings) -> str:
    if step.kind == "secret":
        return PHASE_NAMES[action]
    raise GmError("not yet")


def read_action(state: DCState, step: Step, player: str, text: str, settings) -> Any:
    if step.kind == "secret":
        key = PHASE_SPELLINGS.get(text.strip()) or PHASE_SPELLINGS.get(text.strip().lower())
        if key is None:
            raise GmError(f"{text!r} names no phase")
        return key
    from gm_tool.games.distant_colony.posts import parse_post

    parsed = parse_post(text, state, player, settings)
    if not parsed.ok:
        raise GmError("; ".join(d.message for d in parsed.errors))
    return parsed.orders
