"""The public view a board picture is drawn from: the state shown (now, or after a resolved
round) through the game's public `view`, with what the title says. Nothing else of the campaign
reaches the drawer: no seed, no secret choices, no full state."""

from __future__ import annotations

from typing import Any

from gm_tool.core.store.campaign import Campaign
from gm_tool.core.engine.steps import history_key, record_clock
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import find_game


def picture_view(campaign: Campaign, state: dict[str, Any] | None = None,
                 after: dict[str, Any] | None = None) -> dict[str, Any]:
    """The campaign now, or (`state`, `after`: the record's clock) as it was after a record."""
    game = find_game(campaign.game)
    settings = game.load_settings(campaign.settings)
    shown = campaign.state if state is None else state
    return state_view(game, campaign.name, list(campaign.player_names), settings, shown, after)


def state_view(game, name: str, players: list[str], settings, state: dict[str, Any],
               after: dict[str, Any] | None = None) -> dict[str, Any]:
    """The picture view of any state of `game` (a campaign's, or a self-play game's in the
    picture tests): what `picture_view` gives, without a campaign."""
    step = game.step(state, players, settings)
    clock = game.clock(state, step)
    return {
        "campaign": name,
        "game": game.name,
        "game_title": game.title,
        "players": list(players),
        "round": clock.number,
        "clock": clock.to_dict(),
        #: True: the state after a record (gm board --round, gm resolve, gm report); `after`
        #: names that record's time in the game's own words
        "past": after is not None,
        "after": (after or {}).get("text", ""),
        "step": step.to_dict(),
        "ended": step.kind == "end",
        "settings": settings.model_dump(mode="json"),
        "state": game.view(state, None, settings),
    }


def round_view(store, campaign: Campaign, number: int) -> dict[str, Any]:
    """The picture view after record entry `number` (1 to the last one resolved)."""
    last = campaign.recorded
    if last < 1:
        raise GmError("nothing has been resolved yet",
                      f"leave out --round to draw the board as it is now: gm board {campaign.name}")
    if not 1 <= number <= last:
        raise GmError(f"record entry {number} has not been resolved", f"entries: 1 to {last}")
    record = store.read_history(campaign.name, history_key(number))
    if record is None or not isinstance(record.get("state_after"), dict):
        raise GmError(f"the history of record entry {number} is missing or has no state",
                      "'gm log' lists what the history holds")
    return record_view(campaign, record)


def record_view(campaign: Campaign, record: dict[str, Any]) -> dict[str, Any]:
    """The picture view after a history entry (a resolve's record)."""
    return picture_view(campaign, record["state_after"], record_clock(record))
