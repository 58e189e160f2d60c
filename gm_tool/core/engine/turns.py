"""Public turn posts, for every game: check, submit, and resolve — a posts step (everyone posts,
then `gm resolve` applies them together) or a turn step (one player posts and the post is applied
at once). Applying either closes the campaign-record entry in progress (core/engine/steps.py), which
the store saves with the state in one transaction.

A submission is stored as the player's original text with its verdict; resolve reads the texts
again (so the history holds exactly what players wrote, and replay needs nothing else).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gm_tool.core.store.campaign import Campaign, utc_now
from gm_tool.core.engine.steps import (advance, clock_of, close_entry, game_of, history_key,
                                 require_step, rng_for, step_of)
from gm_tool.core.kit.errors import StepError
from gm_tool.core.game.interface import PostCheck, Step, missed_turn_policy
from gm_tool.core.kit.matching import match_player
from gm_tool.core.engine.turn_names import compare, named_turn


def _require_posts(campaign: Campaign, doing: str) -> Step:
    return require_step(campaign, ("posts", "turn"), doing)


def stored_posts(campaign: Campaign, exclude: str | None = None) -> dict[str, str]:
    return {p: sub["text"] for p, sub in campaign.entry.submissions.items()
            if p != exclude and "text" in sub}


def check(campaign: Campaign, player_word: str, text: str) -> PostCheck:
    step = _require_posts(campaign, "take turn posts")
    game = game_of(campaign)
    player = match_player(player_word, campaign.player_names)
    if player not in step.players:
        if step.kind == "turn":
            raise StepError(f"it is {' or '.join(step.players)}'s turn, not {player}'s",
                             f"'gm submit {campaign.name} {player} FILE' keeps the post for "
                             f"{player}'s turn and checks it then; 'gm status {campaign.name}' "
                             f"shows whose turn it is")
        raise StepError(f"{step.label} is not waiting for {player}",
                         f"it waits for {', '.join(step.players) or 'nobody'}")
    settings = game.load_settings(campaign.settings)
    return game.check_post(campaign.state, player, text, settings, stored_posts(campaign, player))


@dataclass
class SubmitResult:
    check: PostCheck
    replaced: bool
    rechecked: dict[str, PostCheck] = field(default_factory=dict)
    #: a turn step is applied as soon as its post is accepted
    resolved: "ResolveResult | None" = None
    #: a post kept for a later turn (sent ahead of it): why, in the game's words; nothing checked
    kept: str = ""
    #: posts kept earlier whose turn came after this one: (player, check, resolved or None)
    came_due: list[tuple[str, PostCheck | None, "ResolveResult | None", str]] = field(default_factory=list)


def _store_check(campaign: Campaign, check_result: PostCheck, text: str, replaced: int) -> None:
    campaign.entry.submissions[check_result.player] = {
        "text": text,
        "verdict": "accepted" if check_result.accepted else "rejected",
        "diagnostics": [d.to_dict() for d in check_result.diagnostics],
        "at": utc_now(),
        "replaced": replaced,
    }


def _keep(campaign: Campaign, player: str, text: str, why: str) -> SubmitResult:
    replaced = player in campaign.entry.waiting
    campaign.entry.waiting[player] = {"text": text, "at": utc_now(), "why": why}
    return SubmitResult(PostCheck(player, []), replaced, kept=why)


def submit(campaign: Campaign, player_word: str, text: str) -> SubmitResult:
    """Check and store a post; the others' stored posts are checked again, since a new post
    may complete or break a mirrored trade with them. In a sequential game a post sent ahead
    of its turn (by a player whose turn has not come, or naming a later action or turn) is kept
    and checked when that turn comes (`run_waiting`)."""
    step = _require_posts(campaign, "take turn posts")
    if step.kind == "turn":
        player = match_player(player_word, campaign.player_names)
        when = compare(named_turn(text), step, clock_of(campaign)) if player in step.players else "later"
        if when == "past":
            kind, number = named_turn(text) or ("turn", 0)
            raise StepError(f"{player}'s post names {kind} {number}, which has been played: it is "
                             f"{clock_of(campaign).text} now",
                             "ask the player which turn the post is for; nothing was stored")
        if when == "later" and player in campaign.active_players:
            named = named_turn(text)
            why = (f"it names {named[0]} {named[1]}" if named
                   else f"it is {' or '.join(step.players)}'s turn now")
            return _keep(campaign, player, text, why)
    result = check(campaign, player_word, text)
    previous = campaign.entry.submissions.get(result.player)
    _store_check(campaign, result, text, (previous.get("replaced", 0) + 1) if previous else 0)
    game = game_of(campaign)
    if step.kind == "turn":
        kept = campaign.entry.waiting.get(result.player)
        if kept is not None and named_turn(kept["text"]) is None:
            del campaign.entry.waiting[result.player]    # this turn's post replaces one kept for it
        resolved = resolve(campaign) if result.accepted else None
        came_due = run_waiting(campaign) if resolved is not None else []
        return SubmitResult(result, previous is not None, {}, resolved, came_due=came_due)
    settings = game.load_settings(campaign.settings)
    rechecked = {}
    for other, sub in list(campaign.entry.submissions.items()):
        if other == result.player:
            continue
        again = game.check_post(campaign.state, other, sub["text"], settings,
                                stored_posts(campaign, other))
        if [d.to_dict() for d in again.diagnostics] != sub.get("diagnostics"):
            _store_check(campaign, again, sub["text"], sub.get("replaced", 0))
            campaign.entry.submissions[other]["at"] = sub["at"]
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
    """Apply the current posts or turn step. Changes `campaign` in place and queues its history
    entry; the caller saves both in one transaction (or neither, for --preview)."""
    step = _require_posts(campaign, "resolve turn posts")
    campaign.require_secrets("resolve a round (it needs the hidden seed)")
    game = game_of(campaign)
    settings = game.load_settings(campaign.settings)
    subs = campaign.entry.submissions
    missing = [p for p in campaign.active_players if p in step.players and p not in subs]
    if step.kind == "turn":
        # the game decides what a missing turn means (its missed_turn setting)
        policy = "auto"
    else:
        policy = missed_turn_policy(game, settings)
    dropped = [p for p in campaign.player_names if p not in campaign.active_players]
    rejected = [p for p, s in subs.items() if s.get("verdict") != "accepted"]
    holding = []
    if missing and policy == "hold":
        holding += [f"{p}: no turn post yet — when it comes: gm submit {campaign.name} {p} FILE"
                    for p in missing]
    for p in rejected:
        errors = [d for d in subs[p].get("diagnostics", []) if d.get("severity", "error") == "error"]
        first = f" ({errors[0].get('message', '')}{' …' if len(errors) > 1 else ''})" if errors else ""
        holding.append(f"{p}: the stored post was rejected{first} — a corrected post: "
                       f"gm submit {campaign.name} {p} FILE")
    if holding and not force:
        ways = "or use --force to apply only the valid parts"
        if missing and policy == "hold":
            ways += " (set missed_turn = \"auto\" with 'gm set' to resolve without a missing post)"
        raise StepError(f"{step.label} is held by {len(holding)} "
                         f"player{'s' if len(holding) > 1 else ''}:\n  " + "\n  ".join(holding), ways)
    posts = {p: subs[p]["text"] if p in subs else None for p in campaign.player_names}
    index_before = campaign.rng.next_index
    rng = rng_for(campaign)
    before = campaign.state
    outcome = game.apply_posts(before, posts, settings, rng, force)
    if outcome.problems and not force:
        raise StepError("the round is not consistent:\n  " + "\n  ".join(outcome.problems),
                         "correct the posts, or use --force to apply only the valid parts")
    number = campaign.entry.number
    forced = bool(force and (missing or rejected or outcome.problems))
    campaign.state = outcome.state
    campaign.rng.next_index = rng.next_index
    record = close_entry(campaign, {
        "step": step.to_dict(),
        "forced": forced,
        "missing": missing,
        "dropped": dropped,
        "problems": outcome.problems,
        "rng_index_before": index_before,
        "draws": [d.to_dict() for d in rng.draws],
        "result": outcome.record,
        "state_before": before,
        "state_after": outcome.state,
    })
    advance(campaign)
    return ResolveResult(number, record, before, outcome.ended, forced, outcome.problems)


def run_waiting(campaign: Campaign) -> list[tuple[str, PostCheck | None, "ResolveResult | None", str]]:
    """Posts kept for a later turn whose turn has come: each checked against the state now and
    applied if it holds (which may bring the next one's turn), or stored as rejected for that
    turn and reported when it no longer does; a post naming a turn already played is dropped and
    reported. Returns (player, check, resolved, what happened) for each."""
    done: list[tuple[str, PostCheck | None, ResolveResult | None, str]] = []
    game = game_of(campaign)
    for _ in range(1000):
        step = step_of(campaign)
        if step.kind != "turn" or not step.players:
            break
        player = step.players[0]
        held = campaign.entry.waiting.get(player)
        if held is None:
            break
        when = compare(named_turn(held["text"]), step, clock_of(campaign))
        if when == "later":
            break
        del campaign.entry.waiting[player]
        if when == "past":
            done.append((player, None, None, "it names a turn already played: not applied, "
                                              "ask the player"))
            break
        settings = game.load_settings(campaign.settings)
        result = game.check_post(campaign.state, player, held["text"], settings,
                                 stored_posts(campaign, player))
        _store_check(campaign, result, held["text"], 0)
        if not result.accepted:
            done.append((player, result, None, "checked at its turn and rejected: the state "
                                               "changed since it was sent"))
            break
        done.append((player, result, resolve(campaign), "checked at its turn and applied"))
    return done


def history_name(round_number: int) -> str:
    return history_key(round_number)
