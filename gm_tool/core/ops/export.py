"""`gm export --public`: a copy of the campaign for players, with every secret removed.

The copy is still a campaign file, so players can load it with `gm check` (and `gm status`,
`gm template`) to check their own turn post before posting. What is removed or replaced:

- the whole [secret] table: the RNG seed and its salt, and the unrevealed choices with their
  salts. A placeholder stands in, marked `public_copy = true`; commands that need the secrets
  (choose, reveal, resolve, undo, verify before the end, ...) refuse to run on it;
- hidden information in the game's state (the game's public `view` as a state);
- the players' e-mail addresses and the Message-IDs of ingested mail;
- the field-by-field contents of hand edits (their description and reason stay).

What stays is public anyway: the seed commitment, the commitments of this round's choices,
revealed choices with their salts, the turn posts stored this round, rulings and notes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from gm_tool.core.store.campaign import Campaign
from gm_tool.core.kit.errors import GmError
from gm_tool.core.engine.lifecycle import game_of
from gm_tool.core.ops.redact import public_record
from gm_tool.core.store import files as store_files
from gm_tool.core.store.files import CAMPAIGN_FILE, CampaignStore, dump_toml

PLACEHOLDER = "(hidden: public copy)"


def _all_draws(rnd: dict[str, Any]) -> list[dict[str, Any]]:
    return list(rnd.get("reveal_draws", [])) + [d for step in rnd.get("steps", [])
                                               for d in step.get("draws", [])]


def public_copy(campaign: Campaign) -> dict[str, Any]:
    game = game_of(campaign)
    data = campaign.to_plain()
    data["secret"] = {"seed": PLACEHOLDER, "seed_salt": PLACEHOLDER, "choices": {},
                      "public_copy": True}
    data["state"] = game.view(campaign.state, None, game.load_settings(campaign.settings),
                              as_state=True)
    data["ingested"] = []
    for player in data["players"]:
        player["emails"] = []
    for adj in data["entry"].get("adjustments", []):
        adj.pop("changes", None)
    ended = campaign.rng.revealed_seed is not None
    data["entry"] = public_record(data["entry"], ended)
    for key in ("value", "result"):  # a value of None is not written to TOML
        for draw in _all_draws(data["entry"]):
            if draw.get(key) is None:
                draw.pop(key, None)
    copy = Campaign.from_toml_dict(data)  # it must load as a campaign
    game.check_state(copy.state, copy.player_names, game.load_settings(copy.settings))
    return data


def target_file(store: CampaignStore, name: str, target: str | Path) -> Path:
    path = Path(target)
    # an existing folder, or a path written as one ("players/"), gets NAME/campaign.toml inside,
    # so that `gm check NAME --dir FOLDER` finds it
    if path.is_dir() or str(target).endswith(("/", "\\")) or not path.suffix:
        path = path / name / CAMPAIGN_FILE
    if path.suffix.lower() != ".toml":
        raise GmError(f"{str(target)!r} does not end in .toml",
                      f"give a file such as {name}-public.toml, or a folder (a path without a suffix)")
    own = store.folder(name).resolve()
    resolved = path.resolve()
    if resolved == own / CAMPAIGN_FILE or own in resolved.parents:
        raise GmError("the public copy would overwrite or sit inside the campaign's own folder",
                      "write it somewhere else")
    return path


def export_public(store: CampaignStore, name: str, campaign: Campaign, target: str | Path) -> Path:
    path = target_file(store, name, target)
    text = dump_toml(public_copy(campaign))
    path.parent.mkdir(parents=True, exist_ok=True)
    store_files.atomic_write_text(path, text)
    return path
