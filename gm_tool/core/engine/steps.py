"""The step engine: asks a campaign's game what it waits for, and keeps the record of what was
applied. Every command goes through here; nothing in core assumes a round shape.

A campaign's record is a sequence of entries (history/round-NNNN.toml). An entry closes when a
posts or turn step is applied; the secret and chance steps applied before it in the same entry
are listed in `campaign.entry.steps` and saved with it. Chance steps are made by the engine as
soon as the game asks for one (`advance`), in public, from the recorded RNG.
"""

from __future__ import annotations

from typing import Any

from gm_tool.core.store.campaign import Campaign, OpenEntry, utc_now
from gm_tool.core.store.frame import dump_frame
from gm_tool.core.kit.errors import GmError, StepError
from gm_tool.core.game.interface import Clock, Game, Step, find_game
from gm_tool.core.kit.rng import EnteredRng, RecordedRng, RollError

SETUP_HISTORY = "round-0000-setup"

#: what a step waits for, in one word: the public view's "stage" key (kept under that name
#: because `gm status --json` has always shown it and scripts read it) and the posts
WAITING_WORDS = {"secret": "choices", "posts": "turns", "turn": "turns", "chance": "chance",
                 "end": "ended"}

#: what the GM runs at each kind of step
NEXT_COMMANDS = {
    "secret": "'gm choose NAME PLAYER CHOICE' for each player, then 'gm reveal NAME'",
    "posts": "'gm submit NAME PLAYER' for each turn post, then 'gm resolve NAME'",
    "turn": "'gm submit NAME PLAYER' with that player's turn post (it is applied at once)",
    "chance": "any command: the tool makes the draw itself",
    "end": "'gm report NAME' for the final scoring",
}


def history_key(entry_number: int) -> str:
    return f"round-{entry_number:04d}"


def game_of(campaign: Campaign) -> Game:
    return find_game(campaign.game)


def step_of(campaign: Campaign) -> Step:
    """What the campaign waits for now, asked of its game (never stored)."""
    game = game_of(campaign)
    return game.step(campaign.state, campaign.player_names, game.load_settings(campaign.settings))


def clock_of(campaign: Campaign, state: dict[str, Any] | None = None, step: Step | None = None) -> Clock:
    """The game's own time (its round, turn or year, and where in it the game stands) at the
    campaign's state, or at `state` with `step` (a record's state before it was applied)."""
    game = game_of(campaign)
    if state is None:
        state = campaign.state
    if step is None:
        step = game.step(state, campaign.player_names, game.load_settings(campaign.settings))
    return game.clock(state, step)


def record_clock(record: dict[str, Any]) -> dict[str, Any]:
    """The game's own time of a record (Clock.to_dict); a record written before records held
    it names its entry number as the round (the games then counted one round per entry)."""
    clock = record.get("clock")
    if isinstance(clock, dict) and clock.get("text"):
        return clock
    number = record.get("round", 0)
    return {"unit": "Round", "number": number, "part": "", "text": f"Round {number}"}


def waiting_word(step: Step) -> str:
    return WAITING_WORDS[step.kind]


def waiting_word_of(campaign: Campaign) -> str:
    """"choices", "turns", "chance" or "ended": the kind of step in the words posts use."""
    return waiting_word(step_of(campaign))


def require_step(campaign: Campaign, kinds: tuple[str, ...], doing: str) -> Step:
    """The current step if it is one of `kinds`; otherwise a StepError naming the step the
    campaign is at and what to run instead."""
    step = step_of(campaign)
    if step.kind in kinds:
        return step
    hint = NEXT_COMMANDS[step.kind].replace("NAME", campaign.name)
    if step.kind == "chance":
        wanted = roll_wanted(campaign)
        raise StepError(f"campaign {campaign.name!r} waits for the GM's roll, {step.label}: "
                         f"it cannot {doing} now",
                         f"enter it: gm roll {campaign.name} " + " ".join(f"<{p} 1-{n}>" for p, n in wanted)
                         + " --reason \"where it was rolled\"")
    if step.kind == "end":
        raise StepError(f"the game has ended: there is nothing left to {doing}", hint)
    if step.kind == "secret":
        owed = [p for p in step.players if p not in campaign.entry.commitments]
        if not owed:
            raise StepError(f"campaign {campaign.name!r} is at a secret step, {step.label}: every "
                             f"{step.noun} is in, and they are not revealed yet, so it cannot "
                             f"{doing} now", f"run 'gm reveal {campaign.name}'")
        waiting = f" (waiting for {', '.join(owed)})"
    elif step.kind == "posts":
        owed = [p for p in step.players
                if campaign.entry.submissions.get(p, {}).get("verdict") != "accepted"]
        waiting = f" (waiting for {', '.join(owed)})" if owed else \
            f" (every post is in: run 'gm resolve {campaign.name}')"
    else:
        waiting = f" (waiting for {', '.join(step.players)})" if step.players else ""
    raise StepError(f"campaign {campaign.name!r} is at a {step.kind} step, {step.label}{waiting}: "
                     f"it cannot {doing} now", f"run {hint}")


def rng_for(campaign: Campaign) -> RecordedRng:
    return RecordedRng(campaign.secret.seed, campaign.secret.seed_salt, campaign.rng.next_index)


def record_step(campaign: Campaign, step: Step, **fields: Any) -> dict[str, Any]:
    """Note an applied secret or chance step in the entry in progress."""
    entry = {"kind": step.kind, "label": step.label, "at": utc_now(), **fields}
    campaign.entry.steps.append(entry)
    return entry


def advance(campaign: Campaign, closing: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Make every chance step the game asks for now, in order; then, if the game has ended
    without a posts or turn step closing the entry, close it (with `closing`'s fields: a
    reveal says so, and what it started from). Returns the chance steps made."""
    made = []
    game = game_of(campaign)
    settings = game.load_settings(campaign.settings)
    for _ in range(1000):  # a game that keeps asking for chance steps is a bug, not a hang
        step = game.step(campaign.state, campaign.player_names, settings)
        if step.kind != "chance":
            break
        if campaign.rng.dice == "gm" and not campaign.secret.public_copy and roll_wanted(campaign):
            break           # the GM rolls: `gm roll` makes this step
        campaign.require_secrets("make a draw")
        rng = rng_for(campaign)
        outcome = game.apply_chance(campaign.state, settings, rng)
        campaign.state = outcome.state
        campaign.rng.next_index = rng.next_index
        made.append(record_step(campaign, step, info=outcome.info,
                                draws=[d.to_dict() for d in rng.draws]))
    else:
        raise GmError(f"{game.title} asked for more than 1000 chance steps in a row",
                      "this is a bug in the game's rules")
    if step.kind == "end" and campaign.recorded < campaign.entry.number and not campaign.secret.public_copy:
        # the game ended without a posts or turn step closing the entry (a chance step, a
        # reveal, a seat dropped): the entry is closed and the seed revealed all the same
        close_entry(campaign, {**(closing or {}), "result": {}, "state_after": campaign.state})
    return made


#: the one setting of the campaign rather than of its game: who rolls the public dice
DICE_KEY = "dice"


def split_dice(assignments: list[str]) -> tuple[str | None, list[str]]:
    """`dice=gm` / `dice=tool` out of `key=value` settings (it is the engine's, not the game's)."""
    dice, rest = None, []
    for item in assignments:
        key, sep, value = item.partition("=")
        if sep and key.strip().lower() == DICE_KEY:
            value = value.strip().lower()
            if value not in ("gm", "tool"):
                raise GmError(f"dice={value!r} is not a choice", "dice=tool (the tool draws from "
                              "the committed seed, the default) or dice=gm (the GM enters each "
                              "roll with gm roll)")
            dice = value
        else:
            rest.append(item)
    return dice, rest


def roll_wanted(campaign: Campaign) -> list[tuple[str, int]]:
    """The public draws the chance step the campaign is at makes (purpose, outcomes), found by
    trying it on a copy with every face 1: what `gm roll` must be given, in order."""
    game = game_of(campaign)
    probe = EnteredRng(rng_for(campaign))
    try:
        game.apply_chance(campaign.state, game.load_settings(campaign.settings), probe)
    except GmError:
        raise
    except Exception:   # a game's rules may not survive an all-ones probe: ask for what was seen
        pass
    return list(probe.wanted)


def roll(campaign: Campaign, values: list[int], reason: str) -> dict[str, Any]:
    """Make the chance step the campaign waits for with the GM's values (campaigns with
    dice = "gm"): each value a face of its draw, exactly as many as the step draws."""
    step = step_of(campaign)
    if step.kind != "chance" or campaign.rng.dice != "gm":
        how = ("the tool rolls every die itself in this campaign (dice = \"tool\"); "
               f"'gm set {campaign.name} dice=gm' lets the GM enter rolls") \
            if campaign.rng.dice != "gm" else f"it is at {step.label}"
        raise StepError(f"campaign {campaign.name!r} does not wait for a roll now", how)
    campaign.require_secrets("enter a roll")
    game = game_of(campaign)
    wanted = roll_wanted(campaign)
    needs = ", ".join(f"{p} (1-{n})" for p, n in wanted)
    if len(values) != len(wanted):
        raise GmError(f"{step.label} takes {len(wanted)} value{'s' if len(wanted) != 1 else ''}, "
                      f"in this order: {needs}; {len(values)} given", "give one value per draw")
    clock = clock_of(campaign, step=step).to_dict()
    rng = EnteredRng(rng_for(campaign), list(values))
    try:
        outcome = game.apply_chance(campaign.state, game.load_settings(campaign.settings), rng)
    except RollError as exc:
        raise GmError(f"{exc} ({step.label} takes: {needs})", "nothing was recorded") from None
    if rng.used != len(values):
        raise GmError(f"{step.label} used {rng.used} of the {len(values)} values given",
                      f"it takes: {needs}")
    campaign.state = outcome.state
    campaign.rng.next_index = rng.next_index
    made = record_step(campaign, step, info=outcome.info, draws=[d.to_dict() for d in rng.draws],
                       gm_roll=list(values), reason=reason, clock=clock)
    advance(campaign)
    return made


def close_entry(campaign: Campaign, fields: dict[str, Any]) -> dict[str, Any]:
    """Save the entry in progress as the next history record (with the next save) and open the
    next entry — or, when the game has ended, reveal the seed."""
    rnd = campaign.entry
    number = rnd.number
    step = Step(**{k: v for k, v in fields["step"].items() if k in ("kind", "players", "label", "noun")}) \
        if isinstance(fields.get("step"), dict) else None
    applied = [s for s in rnd.steps if isinstance(s.get("clock"), dict)]
    if step is not None and isinstance(fields.get("state_before"), dict):
        clock = clock_of(campaign, fields["state_before"], step).to_dict()
    elif applied:
        clock = applied[-1]["clock"]
    else:
        clock = clock_of(campaign).to_dict()
    record = {
        "round": number,
        #: the game's own time of the step that closed the entry: what players and the GM read
        "clock": clock,
        "resolved_at": utc_now(),
        "revealed": {p: dump_frame(r) for p, r in rnd.revealed.items()},
        "reveal_info": rnd.reveal_info,
        "reveal_draws": rnd.reveal_draws,
        "steps": rnd.steps,
        "submissions": rnd.submissions,
        "adjustments": rnd.adjustments,
        "notes": rnd.notes,
        **fields,
    }
    campaign.queue_history(history_key(number), record)
    campaign.recorded = number
    if step_of(campaign).kind == "end":
        campaign.entry = OpenEntry(number=number)
        campaign.rng.revealed_seed = campaign.secret.seed
        campaign.rng.revealed_salt = campaign.secret.seed_salt
    else:
        keep_deadline = step_of(campaign).kind == "turn"  # one deadline runs across turns
        campaign.entry = OpenEntry(number=number + 1,
                                   deadline=rnd.deadline if keep_deadline else None,
                                   deadline_tz=rnd.deadline_tz if keep_deadline else None,
                                   waiting=rnd.waiting)
    return record


