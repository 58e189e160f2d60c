"""The public view a board picture is drawn from: the state shown (now, or after a resolved
round) through the game's `public_state`, with what the title says. Nothing else of the campaign
reaches the drawer: no seed, no secret choices, no full state."""

from __future__ import annotations

from typing import Any

from gm_tool.core.campaign import Campaign
from gm_tool.core.engine import history_key
from gm_tool.core.errors import GmError
from gm_tool.core.game_api import find_game


def picture_view(campaign: Campaign, state: dict[str, Any] | None = None,
                 after_round: int | None = None) -> dict[str, Any]:
    """The campaign now, or (`state`, `after_round`) as it was after a resolved round."""
    game = find_game(campaign.game)
    settings = game.load_settings(campaign.settings)
    shown = campaign.state if state is None else state
    step = game.step(shown, campaign.player_names, settings)
    return {
        "campaign": campaign.name,
        "game": game.name,
        "game_title": game.title,
        "players": list(campaign.player_names),
        "round": campaign.round.number if after_round is None else after_round,
        #: True: the state after round `round` (gm board --round, gm resolve, gm report)
        "past": after_round is not None,
        "step": step.to_dict(),
        "ended": step.kind == "end",
        "settings": settings.model_dump(mode="json"),
        "state": game.public_state(shown, settings),
    }


def round_view(store, campaign: Campaign, number: int) -> dict[str, Any]:
    """The picture view after resolved round `number` (1 to the last one resolved)."""
    last = campaign.recorded
    if last < 1:
        raise GmError("no round has been resolved yet",
                      f"leave out --round to draw the board as it is now: gm board {campaign.name}")
    if not 1 <= number <= last:
        raise GmError(f"round {number} has not been resolved", f"resolved rounds: 1 to {last}")
    record = store.read_history(campaign.name, history_key(number))
    if record is None or not isinstance(record.get("state_after"), dict):
        raise GmError(f"the history of round {number} is missing or has no state",
                      "'gm log' lists what the history holds")
    return record_view(campaign, record)


def record_view(campaign: Campaign, record: dict[str, Any]) -> dict[str, Any]:
    """The picture view after a history entry (a resolve's record)."""
    return picture_view(campaign, record["state_after"], record["round"])
