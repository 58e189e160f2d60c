"""Creating a campaign, and the secret steps every game may have: collect each player's
hidden input with a commitment (gm choose), reveal them together (gm reveal). Which step the
campaign is at is asked of the game (core/engine/steps.py); nothing here knows a particular game."""

from __future__ import annotations

import hashlib
import secrets
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gm_tool.core.kit import commitments
from gm_tool.core.store.campaign import (Campaign, Commitment, PlayerEntry, RevealedChoice, RngInfo,
                                   OpenEntry, Secret, SecretChoice, utc_now)
from gm_tool.core.engine.steps import (SETUP_HISTORY, advance, clock_of, close_entry,
                                 game_of, history_key, record_step, require_step,
                                 rng_for, split_dice, waiting_word, step_of)
from gm_tool.core.kit.errors import GmError, StepError
from gm_tool.core.game.interface import find_game, settings_with
from gm_tool.core.kit.matching import check_player_names, match_player
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.core.store.files import CampaignStore, check_campaign_name
from gm_tool.core.store.frame import dump_frame

__all__ = ["SETUP_HISTORY", "clock_of", "history_key", "game_of",
           "new_campaign", "choose", "reveal", "pending_players", "step_of", "waiting_word"]


@dataclass
class Board:
    data: dict[str, Any]
    sha256: str
    name: str


def load_board(game, board_file: str | Path | None) -> Board | None:
    """A board file read and checked by its game (`gm new --board`, `gm board check`): the
    game's own default when none is given; None for a game without a board."""
    if game.board_file is None:
        if board_file is not None:
            raise GmError(f"{game.title} has no board file", "leave out --board")
        return None
    path = Path(board_file) if board_file is not None else game.board_file.default
    if path is None:
        return None
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise GmError(f"cannot read the board file {str(path)!r}: {exc.strerror}",
                      "give the path of a board TOML file") from None
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise GmError(f"{path}: not a valid TOML board file: {exc}",
                      "fix that line; nothing was created") from None
    return Board(game.board_file.check(data), hashlib.sha256(raw).hexdigest(), path.name)


@dataclass
class NewCampaign:
    campaign: Campaign
    seed_commitment: str
    draws: list = field(default_factory=list)


def new_campaign(store: CampaignStore, name: str, game_name: str, players: list[str],
                 seed: str | None = None, assignments: list[str] | None = None,
                 seed_salt: str | None = None, board_file: str | Path | None = None) -> NewCampaign:
    """Create and save a campaign. `seed_salt` fixes the salt for reproducible examples and
    tests only: in a real game it must stay random, or players could work out the draws.
    `board_file`: the game's board data (default: the game's own board file, if it has one)."""
    check_campaign_name(name)
    game = find_game(game_name)
    players = check_player_names(players, game.min_players, game.max_players)
    dice, assignments = split_dice(assignments or [])
    settings = settings_with(game, assignments)
    if store.exists(name):
        raise GmError(f"a campaign named {name!r} already exists in {store.root}",
                      "choose another name, or remove that folder first")
    campaign_id = secrets.token_hex(6)
    seed = str(seed) if seed is not None else str(secrets.randbits(64))
    seed_salt = seed_salt or commitments.new_salt()
    seed_commitment = commitments.commit_seed(campaign_id, seed, seed_salt)
    board = load_board(game, board_file)
    rng = RecordedRng(seed, seed_salt)
    state = game.setup(players, settings, rng, **({"board": board.data} if board else {}))
    draws = rng.take_draws()
    campaign = Campaign(
        id=campaign_id, name=name, game=game.name, game_version=game.version,
        players=[PlayerEntry(name=p) for p in players],
        settings=settings.model_dump(mode="json"),
        rng=RngInfo(commitment=seed_commitment, next_index=rng.next_index, dice=dice or "tool"),
        entry=OpenEntry(number=1),
        state=state,
        secret=Secret(seed=seed, seed_salt=seed_salt),
        board_sha256=board.sha256 if board else None,
    )
    campaign.queue_history(SETUP_HISTORY, {
        "round": 0, "event": "setup", "at": campaign.created,
        "players": players, "settings": campaign.settings,
        "draws": [d.to_dict() for d in draws],
        **({"board": board.data, "board_sha256": board.sha256, "board_file": board.name}
           if board else {}),
    })
    advance(campaign)  # a game may open with a chance step (a first dice roll)
    store.create(campaign)
    return NewCampaign(campaign, seed_commitment, draws)


@dataclass
class ChoiceReceipt:
    round: int             # the game's own round (turn, year): the ROUND of the preimage
    player: str
    commitment: str
    replaced: bool
    noun: str = "choice"
    label: str = ""
    read_as: str = ""      # the game's canonical text of the input (what the commitment covers)
    clock: str = ""        # the game's time and step, "Turn 2 · council vote"


def choose(campaign: Campaign, player_word: str, choice_word: str) -> ChoiceReceipt:
    """Record a secret input with a fresh salt; the caller saves the campaign. The commitment is
    taken over the game's canonical text of the input."""
    game = game_of(campaign)
    campaign.require_secrets("record a secret choice")
    step = require_step(campaign, ("secret",), "take a secret choice")
    player = match_player(player_word, campaign.player_names)
    if player not in step.players:
        raise StepError(f"{step.label} is not waiting for {player}",
                         f"it waits for {', '.join(step.players) or 'nobody'}")
    read = game.read_choice(campaign.state, step, player, choice_word,
                            game.load_settings(campaign.settings))
    choice = read.text
    salt = commitments.new_salt()
    clock = clock_of(campaign, step=step)
    digest = commitments.commit(campaign.id, clock.number, player, choice, salt)
    previous = campaign.entry.commitments.get(player)
    campaign.secret.choices[player] = SecretChoice(choice=choice, salt=salt)
    campaign.entry.commitments[player] = Commitment(
        commitment=digest, at=utc_now(), replaced=(previous.replaced + 1) if previous else 0,
        round=clock.number)
    return ChoiceReceipt(clock.number, player, digest, previous is not None, step.noun,
                         step.label, read_as=read.read_as,
                         clock=clock.text)


def pending_players(campaign: Campaign) -> list[str]:
    """Players whose input for the current step is still missing (never what they chose)."""
    step = step_of(campaign)
    if step.kind == "secret":
        return [p for p in campaign.active_players
                if p in step.players and p not in campaign.entry.commitments]
    if step.takes_posts:
        return [p for p in campaign.active_players if p in step.players
                and campaign.entry.submissions.get(p, {}).get("verdict") != "accepted"]
    return []


@dataclass
class RevealResult:
    round: int             # the game's own round the choices were made in
    choices: dict[str, RevealedChoice]
    forced: list[str]
    info: dict[str, Any]
    clock: str = ""        # "Round 3 · phase choice"


def reveal(campaign: Campaign, force: bool = False) -> RevealResult:
    """Reveal the secret step's inputs together and apply them; then any chance steps."""
    game = game_of(campaign)
    campaign.require_secrets("reveal choices")
    step = require_step(campaign, ("secret",), "reveal secret choices")
    missing = pending_players(campaign)
    clock = clock_of(campaign, step=step)
    before, index_before = campaign.state, campaign.rng.next_index
    if missing and not force:
        raise StepError(f"{', '.join(missing)} {'has' if len(missing) == 1 else 'have'} not chosen yet",
                         "wait for their choice, or use --force to record them as choosing nothing")
    revealed: dict[str, RevealedChoice] = {}
    for player in step.players:
        secret = campaign.secret.choices.get(player)
        if secret is None:
            revealed[player] = RevealedChoice()
        else:
            made = campaign.entry.commitments[player]
            revealed[player] = RevealedChoice(choice=secret.choice, salt=secret.salt,
                                              commitment=made.commitment,
                                              round=made.round if made.round is not None
                                              else campaign.entry.number)
    settings = game.load_settings(campaign.settings)
    rng = rng_for(campaign)
    outcome = game.apply_secret(campaign.state, {p: r.choice for p, r in revealed.items()},
                                settings, rng)
    campaign.state = outcome.state
    campaign.rng.next_index = rng.next_index
    draws = [d.to_dict() for d in rng.draws]
    rnd = campaign.entry
    rnd.reveal_draws = draws
    rnd.revealed = revealed
    rnd.reveal_info = outcome.info
    rnd.forced = missing
    record_step(campaign, step, revealed={p: dump_frame(r) for p, r in revealed.items()},
                forced=missing, info=outcome.info, draws=draws, clock=clock.to_dict())
    campaign.secret.choices = {}
    rnd.commitments = {}
    closing = {"closed_by": "reveal", "state_before": before, "rng_index_before": index_before}
    advance(campaign, closing)
    if step_of(campaign).kind == "secret" and campaign.recorded < campaign.entry.number:
        # a secret step straight after another (a game of secret steps alone): each reveal
        # is its own record entry, so the next commitments never share this entry's round
        close_entry(campaign, {**closing, "result": {}, "state_after": campaign.state})
    return RevealResult(clock.number, revealed, missing, outcome.info, clock.text)
