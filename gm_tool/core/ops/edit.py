"""`gm edit`: the state as a TOML text to edit by hand, and reading it back with every check.

The CLI runs the editor; this module makes the text and checks the result. A refused edit
changes nothing; the GM can reopen it and fix the reported line or key.
"""

from __future__ import annotations

import tomllib
from typing import Any

from gm_tool.core.store.campaign import Campaign
from gm_tool.core.kit.errors import GmError
from gm_tool.core.engine.steps import clock_of
from gm_tool.core.engine.lifecycle import game_of
from gm_tool.core.store.files import dump_toml


def state_text(campaign: Campaign) -> str:
    header = (
        f"# gm edit: the [state] table of campaign {campaign.name!r} "
        f"({clock_of(campaign).text}).\n"
        "# Change what you need, save and close the editor. The edit is checked, shown as a\n"
        "# list of changes, and recorded as a GM ruling with your reason (gm verify replays it).\n"
        "# An invalid edit is refused and nothing changes. Lines starting with # are ignored.\n\n"
    )
    return header + dump_toml({"state": campaign.state})


def read_edited(text: str, campaign: Campaign) -> dict[str, Any]:
    """The edited state; GmError naming the line or key path of the first problems."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise GmError(f"the edited file is not valid TOML: {exc}",
                      "reopen it and fix that line") from None
    extra = sorted(k for k in data if k != "state")
    if extra:
        raise GmError(f"the edited file has keys outside [state]: {', '.join(extra)}",
                      "only the [state] table can be edited here; put those keys back under [state] "
                      "or remove them")
    state = data.get("state")
    if not isinstance(state, dict) or not state:
        raise GmError("the edited file has no [state] table", "reopen it and restore the [state] table")
    game = game_of(campaign)
    try:
        game.check_state(state, campaign.player_names, game.load_settings(campaign.settings))
    except GmError as exc:
        raise GmError(f"the edited state is not valid:\n  {exc.message}".replace(
            "campaign state is not valid:\n  ", ""),
            "reopen it and fix the key named above") from None
    return state
