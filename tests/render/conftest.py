"""View dicts built with the real pipeline (lifecycle → store → redact), made deterministic:
the campaign id and every salt come from counters instead of `secrets`."""

from __future__ import annotations

import itertools
from typing import Any, Callable

import pytest

import gm_tool.games  # noqa: F401  (registers the games)
from gm_tool.core import commitments, lifecycle
from gm_tool.core.redact import public_campaign
from gm_tool.core.store import CampaignStore


class FixedSecrets:
    """Stands in for `secrets` inside lifecycle: fixed campaign id and seed."""

    @staticmethod
    def token_hex(n: int = 16) -> str:
        return "c0ffee" + "0" * (2 * n - 6)

    @staticmethod
    def randbits(k: int) -> int:
        return 12345


@pytest.fixture
def deterministic(monkeypatch):
    counter = itertools.count(1)
    monkeypatch.setattr(lifecycle, "secrets", FixedSecrets)
    monkeypatch.setattr(commitments, "new_salt", lambda: f"{next(counter):032x}")


class Pipeline:
    def __init__(self, root):
        self.store = CampaignStore(root)

    def new(self, players: list[str], name: str = "golden") -> dict[str, Any]:
        created = lifecycle.new_campaign(self.store, name, "dc", players, seed="golden-seed")
        c = created.campaign
        return public_campaign(c, lifecycle.pending_players(c))

    def choose(self, name: str, player: str, choice: str) -> dict[str, Any]:
        with self.store.transaction(name) as campaign:
            receipt = lifecycle.choose(campaign, player, choice)
        return vars(receipt)

    def edit(self, name: str, change: Callable[[Any], None]) -> None:
        with self.store.transaction(name) as campaign:
            change(campaign)

    def reveal(self, name: str, force: bool = False) -> dict[str, Any]:
        with self.store.transaction(name) as campaign:
            lifecycle.reveal(campaign, force=force)
        return self.view(name)

    def view(self, name: str) -> dict[str, Any]:
        campaign = lifecycle.load_checked(self.store, name)
        return public_campaign(campaign, lifecycle.pending_players(campaign))


def enrich(campaign) -> None:
    """A more interesting mid-game state: colonists in Temporary Housing, a reserved colonist,
    a building with a free slot, a trade environment with stock, a deadline."""
    state = campaign.state
    names = list(state["settlements"])
    bob = state["settlements"][names[1]]
    bob["housing"] = ["unskilled", "criminal", "soldier"]
    bob["reserved"] = "expert"
    bob["buildings"].append({"id": 3, "kind": "laboratory", "staff": ["skilled"]})
    bob["next_building_id"] = 4
    bob["resources"]["rare_raw"] = 2
    bob["wealth"] = 11
    bob["vp"] = 3
    station = state["station"]
    station["environment"] = "standard"
    station["stock"] = {"food": 12, "basic_raw": 6, "rare_raw": 3, "basic_goods": 6,
                        "rare_goods": 3, "machines": 9, "soldier": 3, "officer": 2}
    campaign.round.deadline = "2026-03-01 18:00 UTC"


@pytest.fixture
def pipeline(tmp_path, deterministic) -> Pipeline:
    return Pipeline(tmp_path / "campaigns")


@pytest.fixture
def views(pipeline) -> dict[str, dict[str, Any]]:
    """One view per post, from one campaign with three players."""
    out: dict[str, dict[str, Any]] = {}
    out["new_campaign"] = pipeline.new(["Ann", "Bob", "Cy"])
    pipeline.choose("golden", "Ann", "build")
    pipeline.choose("golden", "ann", "Production")
    out["choice_receipt"] = pipeline.choose("golden", "Bob", "colonisation")
    # a second choice by Bob replaces the first:
    out["choice_receipt"] = pipeline.choose("golden", "bob", "prod")
    pipeline.edit("golden", enrich)
    out["status"] = pipeline.view("golden")
    out["reveal"] = pipeline.reveal("golden", force=True)  # Cy chose nothing
    return out


def rename(value: Any, names: dict[str, str]) -> Any:
    """The same view with player names replaced (keys and values), for names the pipeline
    refuses (e.g. with '|') but a renderer must still survive."""
    if isinstance(value, dict):
        return {names.get(k, k) if isinstance(k, str) else k: rename(v, names) for k, v in value.items()}
    if isinstance(value, list):
        return [rename(v, names) for v in value]
    if isinstance(value, str):
        return names.get(value, value)
    return value
