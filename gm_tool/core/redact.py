"""The one way out of a campaign for public output: everything a player may see, nothing else.

Renderers take only what `public_campaign` returns. The seed, its salt and the unrevealed
choices (under `secret`) are never copied; the seed and salt appear once the game has ended.
"""

from __future__ import annotations

from typing import Any

from gm_tool.core.campaign import Campaign
from gm_tool.core.engine import stage_word
from gm_tool.core.game_api import find_game
from gm_tool.core.ops.deadlines import describe as describe_deadline


def public_campaign(campaign: Campaign, pending: list[str] | None = None) -> dict[str, Any]:
    game = find_game(campaign.game)
    settings = game.load_settings(campaign.settings)
    rnd = campaign.round
    step = game.step(campaign.state, campaign.player_names, settings)
    view: dict[str, Any] = {
        "campaign": campaign.name,
        "campaign_id": campaign.id,
        "game": game.name,
        "game_title": game.title,
        "game_version": campaign.game_version,
        "choice_noun": step.noun if step.kind == "secret" else game.choice_noun,
        "players": campaign.player_names,
        "round": rnd.number,
        "stage": stage_word(step),
        "step": step.to_dict(),
        "recorded": campaign.recorded,
        #: the secret and chance steps applied since the last resolve, with their public results
        "steps_applied": [{k: v for k, v in applied.items() if k != "at"} for applied in rnd.steps],
        "deadline": rnd.deadline,
        "deadline_text": describe_deadline(rnd.deadline, rnd.deadline_tz),
        "seed_commitment": campaign.rng.commitment,
        "draws_made": campaign.rng.next_index,
        "chosen": [p for p in campaign.player_names if p in rnd.commitments],
        "commitments": {p: c.commitment for p, c in rnd.commitments.items()},
        "pending": list(pending) if pending is not None else [],
        "revealed": {
            p: {"choice": r.choice, "salt": r.salt, "commitment": r.commitment}
            for p, r in rnd.revealed.items()
        },
        "reveal_info": dict(rnd.reveal_info),
        "forced": list(rnd.forced),
        "settings": settings.model_dump(mode="json"),
        "state": game.public_state(campaign.state, settings),
    }
    if campaign.rng.revealed_seed is not None:
        view["seed"] = campaign.rng.revealed_seed
        view["seed_salt"] = campaign.rng.revealed_salt
    return view
