"""The one way out of a campaign for public output: everything a player may see, nothing else.

Renderers take only what `public_campaign` returns. The seed, its salt and the unrevealed
choices (under `secret`) are never copied; the seed and salt appear once the game has ended.
Secret draws (a shuffle of face-down cards) keep their purpose and number but not their value
and result until then: `public_draws` and `public_record` are the one place that hides them.
"""

from __future__ import annotations

from typing import Any

from gm_tool.core.store.campaign import Campaign
from gm_tool.core.engine.steps import waiting_word
from gm_tool.core.game.interface import find_game
from gm_tool.core.ops.deadlines import describe as describe_deadline


HIDDEN_DRAW = "(hidden until the game ends)"


def public_draws(draws: list[dict[str, Any]], ended: bool) -> list[dict[str, Any]]:
    if ended:
        return [dict(d) for d in draws]
    return [{**d, "value": None, "result": HIDDEN_DRAW} if d.get("secret") else dict(d)
            for d in draws]


def public_record(record: dict[str, Any], ended: bool) -> dict[str, Any]:
    """A history record (a round's or a step's) as players may see it: secret draws hidden."""
    out = dict(record)
    for key in ("draws", "reveal_draws"):
        if key in out:
            out[key] = public_draws(out[key], ended)
    if "steps" in out:
        out["steps"] = [public_record(step, ended) for step in out["steps"]]
    return out


def waiting_step(campaign: Campaign, step) -> dict[str, Any]:
    """The step as posts show it; a chance step the GM rolls says so, with the command."""
    shown = step.to_dict()
    if step.kind == "chance" and campaign.rng.dice == "gm":
        from gm_tool.core.engine.steps import roll_wanted

        faces = " ".join(f"<{purpose} 1-{n}>" for purpose, n in roll_wanted(campaign))
        shown["label"] = f"{step.label}: the GM's roll (gm roll {campaign.name} {faces})"
    return shown


def public_campaign(campaign: Campaign, pending: list[str] | None = None) -> dict[str, Any]:
    game = find_game(campaign.game)
    settings = game.load_settings(campaign.settings)
    rnd = campaign.entry
    step = game.step(campaign.state, campaign.player_names, settings)
    ended = campaign.rng.revealed_seed is not None
    view: dict[str, Any] = {
        "campaign": campaign.name,
        "campaign_id": campaign.id,
        "game": game.name,
        "game_title": game.title,
        "game_version": campaign.game_version,
        "choice_noun": step.noun if step.kind == "secret" else game.choice_noun,
        "players": campaign.player_names,
        #: the game's own round, turn or year; `entry` is the record's internal number
        "round": (clock := game.clock(campaign.state, step)).number,
        "clock": clock.to_dict(),
        "entry": rnd.number,
        "first_player": clock.leader,
        "stage": waiting_word(step),
        "step": waiting_step(campaign, step),
        "recorded": campaign.recorded,
        #: the secret and chance steps applied since the last resolve, with their public results
        "steps_applied": [public_record({k: v for k, v in applied.items() if k != "at"}, ended)
                          for applied in rnd.steps],
        "deadline": rnd.deadline,
        "deadline_text": describe_deadline(rnd.deadline, rnd.deadline_tz),
        "seed_commitment": campaign.rng.commitment,
        "draws_made": campaign.rng.next_index,
        "chosen": [p for p in campaign.player_names if p in rnd.commitments],
        "commitments": {p: c.commitment for p, c in rnd.commitments.items()},
        "pending": list(pending) if pending is not None else [],
        "revealed": {
            p: {"choice": r.choice, "salt": r.salt, "commitment": r.commitment,
                "round": r.round if r.round is not None else rnd.number}
            for p, r in rnd.revealed.items()
        },
        "reveal_info": dict(rnd.reveal_info),
        "forced": list(rnd.forced),
        "settings": settings.model_dump(mode="json"),
        "state": game.view(campaign.state, None, settings),
    }
    if campaign.rng.revealed_seed is not None:
        view["seed"] = campaign.rng.revealed_seed
        view["seed_salt"] = campaign.rng.revealed_salt
    return view
