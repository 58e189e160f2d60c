"""Turn posts and resolution, for every game: check, submit, resolve, and the round history.

A submission is stored as the player's original text with its verdict; resolve reads the texts
again (so the history holds exactly what players wrote, and replay needs nothing else).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gm_tool.core.campaign import Campaign, RoundInfo, utc_now
from gm_tool.core.errors import StageError
from gm_tool.core.game_api import PostCheck
from gm_tool.core.lifecycle import game_of, history_key
from gm_tool.core.matching import match_player
from gm_tool.core.rng import RecordedRng


def _require_turns(campaign: Campaign) -> None:
    stage = campaign.round.stage
    if stage == "choices":
        raise StageError(f"round {campaign.round.number} has not been revealed yet",
                         "turn posts come after 'gm reveal'")
    if stage == "ended":
        raise StageError("the game has ended", "see 'gm report' for the final scoring")


def stored_posts(campaign: Campaign, exclude: str | None = None) -> dict[str, str]:
    return {p: sub["text"] for p, sub in campaign.round.submissions.items()
            if p != exclude and "text" in sub}


def check(campaign: Campaign, player_word: str, text: str) -> PostCheck:
    _require_turns(campaign)
    game = game_of(campaign)
    player = match_player(player_word, campaign.player_names)
    if game.sequential:
        awaited = game.current_players(campaign.state, campaign.player_names)
        if player not in awaited:
            raise StageError(f"it is {' or '.join(awaited)}'s turn, not {player}'s",
                             f"'gm status {campaign.name}' shows whose turn it is")
    settings = game.load_settings(campaign.settings)
    return game.check_post(campaign.state, player, text, settings, stored_posts(campaign, player))


@dataclass
class SubmitResult:
    check: PostCheck
    replaced: bool
    rechecked: dict[str, PostCheck] = field(default_factory=dict)
    #: a sequential game applies an accepted turn at once (the caller writes its history)
    resolved: "ResolveResult | None" = None


def _store_check(campaign: Campaign, check_result: PostCheck, text: str, replaced: int) -> None:
    campaign.round.submissions[check_result.player] = {
        "text": text,
        "verdict": "accepted" if check_result.accepted else "rejected",
        "diagnostics": [d.to_dict() for d in check_result.diagnostics],
        "at": utc_now(),
        "replaced": replaced,
    }


def submit(campaign: Campaign, player_word: str, text: str) -> SubmitResult:
    """Check and store a post; the others' stored posts are checked again, since a new post
    may complete or break a mirrored trade with them."""
    result = check(campaign, player_word, text)
    previous = campaign.round.submissions.get(result.player)
    _store_check(campaign, result, text, (previous.get("replaced", 0) + 1) if previous else 0)
    game = game_of(campaign)
    if game.sequential:
        resolved = resolve(campaign) if result.accepted else None
        return SubmitResult(result, previous is not None, {}, resolved)
    settings = game.load_settings(campaign.settings)
    rechecked = {}
    for other, sub in list(campaign.round.submissions.items()):
        if other == result.player:
            continue
        again = game.check_post(campaign.state, other, sub["text"], settings,
                                stored_posts(campaign, other))
        if [d.to_dict() for d in again.diagnostics] != sub.get("diagnostics"):
            _store_check(campaign, again, sub["text"], sub.get("replaced", 0))
            campaign.round.submissions[other]["at"] = sub["at"]
            rechecked[other] = again
    return SubmitResult(result, previous is not None, rechecked)


@dataclass
class ResolveResult:
    round: int
    record: dict[str, Any]
    state_before: dict[str, Any]
    ended: bool
    forced: bool
    problems: list[str]


def resolve(campaign: Campaign, *, force: bool = False) -> ResolveResult:
    """Apply the round. Changes `campaign` in place; the caller saves it (or not, for --preview)
    and writes `history_record(...)`."""
    _require_turns(campaign)
    campaign.require_secrets("resolve a round (it needs the hidden seed)")
    game = game_of(campaign)
    settings = game.load_settings(campaign.settings)
    subs = campaign.round.submissions
    awaited = game.current_players(campaign.state, campaign.player_names)
    missing = [p for p in campaign.active_players if p in awaited and p not in subs]
    dropped = [p for p in campaign.player_names if p not in campaign.active_players]
    if missing and game.missed_turn_policy(settings) == "hold" and not force:
        raise StageError(f"no turn post yet from {', '.join(missing)}",
                         "wait for them, use --force, or set missed_turn = \"auto\" in the campaign's settings")
    rejected = [p for p, s in subs.items() if s.get("verdict") != "accepted"]
    if rejected and not force:
        raise StageError(f"rejected post{'s' if len(rejected) > 1 else ''} from {', '.join(rejected)}",
                         "ask for a corrected post and 'gm submit' it, or use --force to apply only the valid parts")
    posts = {p: subs[p]["text"] if p in subs else None for p in campaign.player_names}
    index_before = campaign.rng.next_index
    rng = RecordedRng(campaign.secret.seed, campaign.secret.seed_salt, index_before)
    before = campaign.state
    outcome = game.resolve_round(before, posts, settings, rng, force)
    if outcome.problems and not force:
        raise StageError("the round is not consistent:\n  " + "\n  ".join(outcome.problems),
                         "correct the posts, or use --force to apply only the valid parts")
    number = campaign.round.number
    record = {
        "round": number,
        "resolved_at": utc_now(),
        "forced": bool(force and (missing or rejected or outcome.problems)),
        "missing": missing,
        "dropped": dropped,
        "problems": outcome.problems,
        "revealed": {p: r.model_dump(exclude_none=True) for p, r in campaign.round.revealed.items()},
        "reveal_info": campaign.round.reveal_info,
        "submissions": subs,
        "adjustments": campaign.round.adjustments,
        "notes": campaign.round.notes,
        "rng_index_before": index_before,
        "reveal_draws": campaign.round.reveal_draws,
        "draws": [d.to_dict() for d in rng.draws],
        "result": outcome.record,
        "state_before": before,
        "state_after": outcome.state,
    }
    campaign.state = outcome.state
    campaign.rng.next_index = rng.next_index
    if outcome.ended:
        campaign.round = RoundInfo(number=number, stage="ended")
        campaign.rng.revealed_seed = campaign.secret.seed
        campaign.rng.revealed_salt = campaign.secret.seed_salt
    else:
        campaign.round = RoundInfo(number=number + 1,
                                   stage="choices" if game.secret_choices else "turns",
                                   deadline=campaign.round.deadline if game.sequential else None,
                                   deadline_tz=campaign.round.deadline_tz if game.sequential else None)
    return ResolveResult(number, record, before, outcome.ended, record["forced"], outcome.problems)


def history_name(round_number: int) -> str:
    return history_key(round_number)
