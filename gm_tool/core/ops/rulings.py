"""GM rulings: `gm adjust` (a game-level change such as "+2 wealth") and `gm edit` (a hand edit
of the state), kept in `campaign.entry.adjustments` so the round record shows them and
`gm verify` can apply them again.

An entry is a plain table:
    seq, kind ("adjust" | "edit" | "replace" | "drop"), stage (the step when it was made, as a
    word: choices / turns / chance / ended), step (its label), after_steps (how many of the
    entry's secret and chance steps had been applied: `gm verify` replays it at that point),
    at, reason, description (one line for the round post), and per kind:
    adjust: player, text          edit: changes (see core/ops/diff.py)
    replace: player, new_player   drop: player
    (edit, replace and drop also carry `text` = `description`, for renderers that show
    "player: text"; only an adjust's `text` is replayed)
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from gm_tool.core.store.campaign import Campaign, utc_now
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import Game, settings_with
from gm_tool.core.game.housekeeping import Housekeeping
from gm_tool.core.engine.steps import DICE_KEY, advance, split_dice
from gm_tool.core.engine.lifecycle import game_of, waiting_word, step_of
from gm_tool.core.kit.matching import match_player
from gm_tool.core.ops.diff import apply_changes, diff, format_path

KINDS = ("adjust", "edit", "replace", "drop", "set")


def check_reason(reason: str | None, what: str = "a ruling") -> str:
    text = (reason or "").strip()
    if not text:
        raise GmError(f"{what} needs a reason", "add --reason \"...\" (it is shown in the next round post)")
    if "\n" in text:
        text = " ".join(text.split())
    return text


def add_entry(campaign: Campaign, kind: str, reason: str, **fields: Any) -> dict[str, Any]:
    seq = max((int(a.get("seq", 0)) for a in campaign.entry.adjustments), default=0) + 1
    step = step_of(campaign)
    entry = {"seq": seq, "kind": kind, "stage": waiting_word(step), "step": step.label,
             "after_steps": len(campaign.entry.steps), "at": utc_now(),
             "reason": reason, **{k: v for k, v in fields.items() if v is not None}}
    campaign.entry.adjustments.append(entry)
    return entry


def adjust(campaign: Campaign, player_word: str, text: str, reason: str | None) -> dict[str, Any]:
    """Apply a GM ruling to one player's part of the state now, and record it."""
    reason = check_reason(reason)
    if not text.strip():
        raise GmError("the adjustment is empty", "for example: gm adjust NAME Ann \"+2 wealth -1 food\"")
    game = game_of(campaign)
    settings = game.load_settings(campaign.settings)
    player = match_player(player_word, campaign.player_names)
    if type(game.housekeeping).adjust is Housekeeping.adjust:
        raise GmError(f"{game.title} has no quick adjustments",
                      "use 'gm edit' to change the state by hand")
    new_state, description = game.housekeeping.adjust(campaign.state, player, text.strip(), settings)
    game.check_state(new_state, campaign.player_names, settings)
    changes = diff(campaign.state, new_state)
    if not changes:
        raise GmError(f"{text.strip()!r} changes nothing", "nothing was recorded")
    campaign.state = new_state
    entry = add_entry(campaign, "adjust", reason, player=player, text=text.strip(),
                      description=description)
    advance(campaign)  # the change may make the game ask for a chance step, or end it
    return entry


def edit(campaign: Campaign, new_state: dict[str, Any], reason: str | None) -> dict[str, Any]:
    """Replace the state by a hand-edited one (already checked) and record the changes."""
    reason = check_reason(reason)
    changes = diff(campaign.state, new_state)
    if not changes:
        raise GmError("the edit changes nothing", "nothing was recorded")
    shown = ", ".join(format_path(c["path"]) for c in changes[:3])
    more = f" and {len(changes) - 3} more" if len(changes) > 3 else ""
    campaign.state = new_state
    description = f"hand edit of {shown}{more}"
    entry = add_entry(campaign, "edit", reason, text=description, changes=changes,
                      description=description)
    advance(campaign)
    return entry


def set_settings(campaign: Campaign, assignments: list[str], reason: str | None) -> dict[str, Any]:
    """Change rule settings mid-campaign (`key=value` each) as a recorded ruling: the game's
    state must still be valid under them; `gm verify` replays the change at its place."""
    reason = check_reason(reason)
    if not assignments:
        raise GmError("say which setting to change", "for example: gm set NAME missed_turn=auto "
                      "--reason \"agreed in the thread\"")
    game = game_of(campaign)
    dice, assignments = split_dice(assignments)
    new = settings_with(game, assignments, base=campaign.settings).model_dump(mode="json")
    changes = diff(campaign.settings, new)
    if dice is not None and dice != campaign.rng.dice:
        changes.append({"path": [DICE_KEY], "op": "set", "old": campaign.rng.dice, "new": dice})
    if not changes:
        raise GmError("the settings already have those values", "nothing was recorded")
    game.check_state(campaign.state, campaign.player_names, game.load_settings(new))
    description = "settings: " + ", ".join(
        f"{'.'.join(map(str, c['path']))} {show_value(c.get('old'))} → {show_value(c.get('new'))}"
        for c in changes)
    campaign.settings = new
    if dice is not None:
        campaign.rng.dice = dice  # type: ignore[assignment]
    entry = add_entry(campaign, "set", reason, changes=changes, description=description)
    advance(campaign)   # a setting may change what the game waits for
    return entry


def show_value(value: Any) -> str:
    return repr(value) if isinstance(value, str) else str(value).lower() if isinstance(value, bool) else str(value)


def replay_entry(game: Game, state: dict[str, Any], players: list[str], entry: dict[str, Any],
                 settings: BaseModel) -> tuple[dict[str, Any], list[str]]:
    """Apply a recorded entry again (gm verify, gm undo): the new state and player list. A
    settings change ("set") changes no state: gm verify applies it to the settings it replays with."""
    kind = entry.get("kind", "adjust")
    if kind == "set":
        return state, players
    if kind == "adjust":
        state, _ = game.housekeeping.adjust(state, entry["player"], entry["text"], settings)
        return state, players
    if kind == "edit":
        return apply_changes(state, entry.get("changes", [])), players
    if kind == "replace":
        old, new = entry["player"], entry["new_player"]
        return game.housekeeping.rename_player(state, old, new), [new if p == old else p for p in players]
    if kind == "drop":
        return game.housekeeping.drop_player(state, entry["player"], settings), players
    raise GmError(f"unknown kind of ruling {kind!r} (seq {entry.get('seq')})",
                  f"known kinds: {', '.join(KINDS)}")
