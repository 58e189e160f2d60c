"""The round lifecycle every game shares: create a campaign, collect secret choices with
commitments, reveal them. Games plug in through `Game`; nothing here knows a particular game."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any

from gm_tool.core import commitments
from gm_tool.core.campaign import (Campaign, Commitment, PlayerEntry, RevealedChoice, RngInfo,
                                   RoundInfo, Secret, SecretChoice, utc_now)
from gm_tool.core.errors import GmError, StageError
from gm_tool.core.game_api import Game, find_game
from gm_tool.core.matching import check_player_names, match_player
from gm_tool.core.rng import RecordedRng
from gm_tool.core.store import CampaignStore, check_campaign_name

SETUP_HISTORY = "round-0000-setup"


def history_key(round_number: int) -> str:
    return f"round-{round_number:04d}"


def game_of(campaign: Campaign) -> Game:
    return find_game(campaign.game)


def load_checked(store: CampaignStore, name: str) -> Campaign:
    """Load a campaign and have its game check settings and state (a hand edit may break them)."""
    campaign = store.load(name)
    check_campaign(campaign)
    return campaign


def check_campaign(campaign: Campaign) -> None:
    game = game_of(campaign)
    try:
        game.load_settings(campaign.settings)
    except GmError:
        raise
    except Exception as exc:  # pydantic ValidationError, reported by key path
        errors = getattr(exc, "errors", None)
        if callable(errors):
            lines = [f"settings.{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in errors()]
            raise GmError("campaign rule settings are not valid:\n  " + "\n  ".join(lines),
                          "fix the file by hand; it was left as it is") from None
        raise
    game.check_state(campaign.state, campaign.player_names)


@dataclass
class NewCampaign:
    campaign: Campaign
    seed_commitment: str
    draws: list = field(default_factory=list)


def new_campaign(store: CampaignStore, name: str, game_name: str, players: list[str],
                 seed: str | None = None, assignments: list[str] | None = None,
                 seed_salt: str | None = None) -> NewCampaign:
    """Create and save a campaign. `seed_salt` fixes the salt for reproducible examples and
    tests only: in a real game it must stay random, or players could work out the draws."""
    check_campaign_name(name)
    game = find_game(game_name)
    players = check_player_names(players, game.min_players, game.max_players)
    settings = game.settings_with(assignments or [])
    if store.exists(name):
        raise GmError(f"a campaign named {name!r} already exists in {store.root}",
                      "choose another name, or remove that folder first")
    campaign_id = secrets.token_hex(6)
    seed = str(seed) if seed is not None else str(secrets.randbits(64))
    seed_salt = seed_salt or commitments.new_salt()
    seed_commitment = commitments.commit_seed(campaign_id, seed, seed_salt)
    rng = RecordedRng(seed, seed_salt)
    state = game.setup(players, settings, rng)
    draws = rng.take_draws()
    campaign = Campaign(
        id=campaign_id, name=name, game=game.name, game_version=game.version,
        players=[PlayerEntry(name=p) for p in players],
        settings=settings.model_dump(mode="json"),
        rng=RngInfo(commitment=seed_commitment, next_index=rng.next_index),
        round=RoundInfo(number=1, stage="choices" if game.secret_choices else "turns"),
        state=state,
        secret=Secret(seed=seed, seed_salt=seed_salt),
    )
    store.create(campaign)
    store.write_history(name, SETUP_HISTORY, {
        "round": 0, "event": "setup", "at": campaign.created,
        "players": players, "settings": campaign.settings,
        "draws": [d.to_dict() for d in draws],
    })
    return NewCampaign(campaign, seed_commitment, draws)


@dataclass
class ChoiceReceipt:
    round: int
    player: str
    commitment: str
    replaced: bool


def choose(campaign: Campaign, player_word: str, choice_word: str) -> ChoiceReceipt:
    """Record a secret choice with a fresh salt; the caller saves the campaign."""
    game = game_of(campaign)
    campaign.require_secrets("record a secret choice")
    if not game.secret_choices:
        raise StageError(f"{game.title} has no secret choices")
    if campaign.round.stage != "choices":
        raise StageError(f"round {campaign.round.number} is past its choices (stage: {campaign.round.stage})",
                         "choices can be made until 'gm reveal'")
    player = match_player(player_word, campaign.player_names)
    choice = game.parse_choice(choice_word)
    salt = commitments.new_salt()
    digest = commitments.commit(campaign.id, campaign.round.number, player, choice, salt)
    previous = campaign.round.commitments.get(player)
    campaign.secret.choices[player] = SecretChoice(choice=choice, salt=salt)
    campaign.round.commitments[player] = Commitment(
        commitment=digest, at=utc_now(), replaced=(previous.replaced + 1) if previous else 0)
    return ChoiceReceipt(campaign.round.number, player, digest, previous is not None)


def pending_players(campaign: Campaign) -> list[str]:
    """Players whose input for the current stage is still missing (never what they chose)."""
    if campaign.round.stage == "choices":
        return [p for p in campaign.active_players if p not in campaign.round.commitments]
    if campaign.round.stage == "turns":
        awaited = game_of(campaign).current_players(campaign.state, campaign.player_names)
        return [p for p in campaign.active_players if p in awaited
                and campaign.round.submissions.get(p, {}).get("verdict") != "accepted"]
    return []


@dataclass
class RevealResult:
    round: int
    choices: dict[str, RevealedChoice]
    forced: list[str]
    info: dict[str, Any]


def reveal(campaign: Campaign, force: bool = False) -> RevealResult:
    game = game_of(campaign)
    campaign.require_secrets("reveal choices")
    if not game.secret_choices:
        raise StageError(f"{game.title} has no secret choices to reveal")
    if campaign.round.stage != "choices":
        raise StageError(f"round {campaign.round.number} is already revealed",
                         "the next reveal comes after 'gm resolve'")
    missing = pending_players(campaign)
    if missing and not force:
        raise StageError(f"{', '.join(missing)} {'has' if len(missing) == 1 else 'have'} not chosen yet",
                         "wait for their choice, or use --force to record them as choosing nothing")
    revealed: dict[str, RevealedChoice] = {}
    for player in campaign.player_names:
        secret = campaign.secret.choices.get(player)
        if secret is None:
            revealed[player] = RevealedChoice()
        else:
            revealed[player] = RevealedChoice(choice=secret.choice, salt=secret.salt,
                                              commitment=campaign.round.commitments[player].commitment)
    settings = game.load_settings(campaign.settings)
    rng = RecordedRng(campaign.secret.seed, campaign.secret.seed_salt, campaign.rng.next_index)
    outcome = game.reveal(campaign.state, {p: r.choice for p, r in revealed.items()}, settings, rng)
    campaign.state = outcome.state
    campaign.rng.next_index = rng.next_index
    campaign.round.reveal_draws = [d.to_dict() for d in rng.draws]
    campaign.round.revealed = revealed
    campaign.round.reveal_info = outcome.info
    campaign.round.forced = missing
    campaign.round.stage = "turns"
    campaign.secret.choices = {}
    return RevealResult(campaign.round.number, revealed, missing, outcome.info)
