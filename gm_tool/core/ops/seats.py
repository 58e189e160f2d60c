"""Players come and go: `gm replace` hands a seat to a new player, `gm drop` retires one.

The drop rule (docs/operations.md): a dropped player's seat stays in the game with everything it
has; from then on it sends no secret choice and no turn post (it is treated as a missed turn, as
with missed_turn = "auto"), and it is scored at the end like every other seat. A choice or post
already in for the current round stays. `gm replace` on a dropped seat brings it back with a new
player.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gm_tool.core.kit import commitments
from gm_tool.core.store.campaign import Campaign, Commitment
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import Game
from gm_tool.core.engine.steps import advance, clock_of
from gm_tool.core.engine.lifecycle import game_of, step_of
from gm_tool.core.kit.matching import check_player_names, match_player
from gm_tool.core.ops.rulings import add_entry, check_reason


def active_players(campaign: Campaign) -> list[str]:
    """Players who still act (not dropped), in seat order."""
    return campaign.active_players


def _occurs(value: Any, word: str) -> bool:
    if isinstance(value, dict):
        return any(k == word or _occurs(v, word) for k, v in value.items())
    if isinstance(value, list):
        return any(_occurs(v, word) for v in value)
    return value == word


@dataclass
class SeatChange:
    entry: dict[str, Any]
    notes: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def rename_round(campaign: Campaign, game: Game, old: str, new: str) -> list[str]:
    """Move the current round's pending input of seat `old` to `new`: submissions, commitment
    and secret choice. Revealed choices keep the name they were committed under. Returns the
    public notes this needs (a re-issued commitment)."""
    rnd = campaign.entry
    notes = []
    if old in rnd.submissions:
        rnd.submissions[new] = rnd.submissions.pop(old)
    if old in rnd.commitments:
        before = rnd.commitments.pop(old)
        secret = campaign.secret.choices.pop(old, None)
        if secret is not None and not campaign.secret.public_copy:
            number = before.round if before.round is not None else rnd.number
            digest = commitments.commit(campaign.id, number, new, secret.choice, secret.salt)
            rnd.commitments[new] = Commitment(commitment=digest, at=before.at,
                                              replaced=before.replaced, round=before.round)
            campaign.secret.choices[new] = secret
            notes.append(f"{old}'s {game.choice_noun} for {clock_of(campaign)} was committed as "
                         f"{before.commitment} under the name {old}; for {new} the same "
                         f"{game.choice_noun} and salt give {digest}.")
        else:
            rnd.commitments[new] = before
    return notes


def replace(campaign: Campaign, old_word: str, new_name: str, reason: str | None,
            emails: list[str] | None = None) -> SeatChange:
    """Hand seat `old_word` to `new_name`, keeping the seat's whole position."""
    given = bool((reason or "").strip())
    reason = check_reason(reason) if given else "not given"
    game = game_of(campaign)
    old = match_player(old_word, campaign.player_names)
    new_name = new_name.strip(" ")  # as gm new: a line break or tab is refused, not trimmed
    if new_name == old:
        raise GmError(f"{old!r} already has that name", "give the new player's name")
    names = [new_name if p == old else p for p in campaign.player_names]
    check_player_names(names, 0, len(names))
    if _occurs(campaign.state, new_name):
        raise GmError(f"the name {new_name!r} already appears in the game's state",
                      "renaming the seat would be ambiguous; give the new player another name "
                      "(e.g. with a surname or a number)")
    state = game.housekeeping.rename_player(campaign.state, old, new_name)
    game.check_state(state, names, game.load_settings(campaign.settings))
    was_dropped = False
    for entry in campaign.players:
        if entry.name == old:
            entry.name = new_name
            entry.emails = list(emails or [])
            was_dropped, entry.dropped = entry.dropped, False
    campaign.state = state
    notes = rename_round(campaign, game, old, new_name)
    line = f"From {clock_of(campaign).short} on, {new_name} plays the seat of {old}"
    line += " (which had been dropped)" if was_dropped else ""
    notes.insert(0, f"{line}: {reason}" if given else f"{line}.")
    campaign.entry.notes.extend(notes)
    description = f"{new_name} takes over {old}'s seat"
    entry = add_entry(campaign, "replace", reason, player=old, new_player=new_name,
                      text=description, description=description)
    advance(campaign)
    return SeatChange(entry, notes)


def drop(campaign: Campaign, player_word: str, reason: str | None) -> SeatChange:
    given = bool((reason or "").strip())
    reason = check_reason(reason) if given else "not given"
    game = game_of(campaign)
    player = match_player(player_word, campaign.player_names)
    seat = next(p for p in campaign.players if p.name == player)
    if seat.dropped:
        raise GmError(f"{player} has already been dropped",
                      f"to bring the seat back: gm replace {campaign.name} {player} NEW_PLAYER --reason ...")
    settings = game.load_settings(campaign.settings)
    state = game.housekeeping.drop_player(campaign.state, player, settings)
    game.check_state(state, campaign.player_names, settings)
    campaign.state = state
    seat.dropped = True
    note = (f"{player} has left the game{f' ({reason})' if given else ''}. The seat stays, "
            f"takes no further actions and is scored at the end.")
    campaign.entry.notes.append(note)
    description = f"{player} left the game; the seat stays and takes no actions"
    entry = add_entry(campaign, "drop", reason, player=player, text=description,
                      description=description)
    advance(campaign)  # the seat's leaving may complete a step: a chance step or the end follows
    warnings = []
    active = active_players(campaign)
    if len(active) < game.min_players:
        warnings.append(f"only {len(active)} player{'s' if len(active) != 1 else ''} still "
                        f"active; {game.title} needs {game.min_players}")
    if step_of(campaign).kind != "end":
        warnings.append(f"from now on no {game.choice_noun} or turn post is awaited from {player}")
    return SeatChange(entry, [note], warnings)


# forum usernames (gm seats alias; read by gm thread) ------------------------------------------

def username_key(name: str) -> str:
    """How two forum usernames compare: case-insensitive, Unicode-normalised, spaces trimmed."""
    import unicodedata

    return unicodedata.normalize("NFKC", name).strip().casefold()


def username_map(campaign: Campaign) -> dict[str, str]:
    """Forum username (its key) -> seat: every alias, and each seat's own name."""
    seats_by_name = {username_key(p.name): p.name for p in campaign.players}
    for p in campaign.players:
        for alias in p.aliases or []:
            seats_by_name[username_key(alias)] = p.name
    return seats_by_name


def set_alias(campaign: Campaign, player_word: str, username: str, remove: bool = False) -> str:
    """Add (or remove) a forum username that posts for a seat; returns the seat."""
    player = match_player(player_word, campaign.player_names)
    entry = next(p for p in campaign.players if p.name == player)
    name = username.strip()
    if not name or any(c in name for c in "\r\n\t") or len(name) > 100:
        raise GmError(f"{username!r} is not a forum username",
                      "give the name as the forum shows it above the player's posts")
    key = username_key(name)
    aliases = list(entry.aliases or [])
    if remove:
        kept = [a for a in aliases if username_key(a) != key]
        if len(kept) == len(aliases):
            raise GmError(f"{name} is not one of {player}'s forum usernames",
                          f"{player}'s usernames: {', '.join(aliases) or '(none besides the seat name)'}")
        entry.aliases = kept or None
        return player
    owner = username_map(campaign).get(key)
    if owner is not None and owner != player:
        raise GmError(f"the forum username {name} already belongs to {owner}",
                      f"remove it first: gm seats alias {campaign.name} {owner} {name} --remove"
                      if username_key(owner) != key else "a seat's own name is its username")
    if key != username_key(player) and all(username_key(a) != key for a in aliases):
        entry.aliases = aliases + [name]
    return player
