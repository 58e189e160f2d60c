"""View dicts built with the real pipeline (lifecycle → store → redact), made deterministic:
the campaign id and every salt come from counters instead of `secrets`."""

from __future__ import annotations

import itertools
from typing import Any, Callable

import pytest

import gm_tool.games  # noqa: F401  (registers the games)
from gm_tool.core.kit import commitments
from gm_tool.core.engine import lifecycle
from gm_tool.core.ops.redact import public_campaign
from gm_tool.core.store.files import CampaignStore


class FixedSecrets:
    """Stands in for `secrets` inside lifecycle: fixed campaign id and seed."""

    @staticmethod
    def token_hex(n: int = 16) -> str:
        return "c0ffee" + "0" * (2 * n - 6)

    @staticmethod
    def randbits(k: int) -> int:
        return 12345


def make_deterministic(monkeypatch) -> None:
    counter = itertools.count(1)
    monkeypatch.setattr(lifecycle, "secrets", FixedSecrets)
    monkeypatch.setattr(commitments, "new_salt", lambda: f"{next(counter):032x}")


@pytest.fixture
def deterministic(monkeypatch):
    make_deterministic(monkeypatch)


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
        campaign = self.store.load(name)
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
    # a Trade phase in round 1 set the environment: the golden campaign is in round 2
    state["round"] = 2
    station["trade_phases"], station["trade_round"] = 1, 1
    station["environment"] = "standard"
    station["stock"] = {"food": 12, "basic_raw": 6, "rare_raw": 3, "basic_goods": 6,
                        "rare_goods": 3, "machines": 9, "soldier": 3, "officer": 2}
    campaign.entry.deadline = "2026-03-01T18:00:00Z"


@pytest.fixture
def pipeline(tmp_path, deterministic) -> Pipeline:
    return Pipeline(tmp_path / "campaigns")


@pytest.fixture
def views(pipeline) -> dict[str, dict[str, Any]]:
    return build_views(pipeline)


def build_views(pipeline: Pipeline) -> dict[str, dict[str, Any]]:
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


# Round summary and check reply fixtures ------------------------------------------------------

import copy
import json
from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"
END_SEED = "5eed0f00d"
END_SALT = "5a175a175a175a175a175a175a175a17"


def summary_view() -> dict[str, Any]:
    """A real `gm resolve` view (round 1 of a three-player campaign), saved as JSON."""
    return json.loads((FIXTURES / "summary_view.json").read_text(encoding="utf-8"))


def summary_end_view() -> dict[str, Any]:
    """The same round turned into the last one: the game ended, the seed and its salt are
    revealed, and everything optional is present (GM notes, a ruling, a forced resolution with a
    missing post and a rejected one, a skipped action, a trade environment, a shared victory)."""
    view = summary_view()
    s = view["summary"]
    view["stage"] = "ended"
    view["round"] = 1
    view["pending"] = []
    view["seed"] = END_SEED
    view["seed_salt"] = END_SALT
    view["seed_commitment"] = commitments.commit_seed(view["campaign_id"], END_SEED, END_SALT)
    s["notes"] = ["round 1 was re-run: Bob's post was edited after the deadline"]
    s["adjustments"] = [{"player": "Bob", "text": "+1 Food",
                         "reason": "the Farm was staffed before the deadline"}]
    s["forced"] = True
    s["missing"] = ["Cy"]
    s["trade_environment"] = "Standard"
    station = s["state"]["station"]
    station["trade_environment"] = "Standard"
    station["stock"] = {"food": 12, "basic_raw": 6, "rare_raw": 3, "basic_goods": 6,
                        "rare_goods": 3, "machines": 9, "soldier": 3, "officer": 2}
    station["vp_pool"] = 0
    bob, cy = s["players"][1], s["players"][2]
    bob["verdict"] = "rejected"
    bob["skipped"] = ["Build: Factory not built: no Machines (buy one at the Space Station first)"]
    cy["posted"] = False
    cy["verdict"] = "missing"
    # what summary_view makes of the compulsory colonist the tool took for a missing post
    cy["actions"][0] = "Colonization: took Skilled (compulsory: the tool took it for Cy, who sent no post)"
    s["state"]["players"]["Bob"]["vp"] = 3
    s["projected"]["Bob"].update(play_vp=3, total=4)
    s["ended"] = True
    s["final"] = {"scores": [copy.deepcopy(s["projected"][p]) for p in ("Ann", "Bob", "Cy")],
                  "winners": ["Ann", "Bob"], "reasons": ["vp_pool_empty", "settlement_full:Ann"],
                  "tie_break": "shared"}
    return view


SIX_MORE = ["Dostoevsky", "Eve", "Fyodor Mikhailovich"]


def summary_six_view() -> dict[str, Any]:
    """The end-game summary with three more players (copies of Ann, Bob and Cy)."""
    view = summary_end_view()
    s = view["summary"]
    for new, old in zip(SIX_MORE, ("Ann", "Bob", "Cy")):
        view["players"].append(new)
        player = copy.deepcopy(next(p for p in s["players"] if p["name"] == old))
        player["name"] = new
        s["players"].append(player)
        s["state"]["players"][new] = copy.deepcopy(s["state"]["players"][old])
        s["state"]["turn_order"].append(new)
        s["projected"][new] = dict(s["projected"][old], player=new)
        s["final"]["scores"].append(dict(s["projected"][old], player=new))
        s["draws"] += [{"index": len(s["draws"]), "purpose": "colonist refill", "result": "skilled"}]
    return view


def check_views() -> dict[str, dict[str, Any]]:
    """`gm check` / `gm submit` replies: rejected with several problems (one quoting player
    text with tags), accepted replacing an earlier post, accepted with nothing to say."""
    rejected = {
        "game": "distant-colony", "campaign": "golden", "round": 2, "player": "Bob",
        "accepted": False, "replaced": None,
        "diagnostics": [
            {"code": "dc.post.unreadable_line", "severity": "error", "line": 4,
             "message": '"[url=x]Bob[/url] builds <b>Farm": not understood',
             "hint": "write one order per line, e.g. 'Build: Farm'"},
            {"code": "dc.rules.build.no_space", "severity": "error", "line": 6,
             "message": "Factory needs 2 spaces and only 1 is free",
             "hint": "build something smaller or leave the Build phase out"},
            {"code": "dc.post.misspelt_section", "severity": "warning", "line": 2,
             "message": "'Colonisaton' read as Colonization", "hint": "check the spelling"},
            {"code": "dc.post.no_net", "severity": "warning",
             "message": "no Net line", "hint": "add 'Net: ...' as the turn format asks"},
            {"code": "dc.post.comment", "severity": "info", "line": 1,
             "message": '"Hi all <3": read as a comment and skipped'},
        ],
        "details": {"sections": ["build", "colonization"], "claims": [],
                    "computed_net": "+1 Wealth, +1 Skilled"},
    }
    replaced = {
        "game": "distant-colony", "campaign": "golden", "round": 2, "player": "Ann",
        "accepted": True, "replaced": True,
        "diagnostics": [
            {"code": "dc.post.trailing_text", "severity": "info", "line": 9,
             "message": "text after the Net line was read as a comment"},
        ],
        "details": {"sections": ["build"], "claims": [], "computed_net": "-1 Food"},
    }
    clean = {"game": "distant-colony", "campaign": "golden", "round": 2, "player": "Cy", "accepted": True,
             "replaced": False, "diagnostics": [], "details": {}}
    return {"check_reply": rejected, "check_reply_replaced": replaced, "check_reply_clean": clean}


# Colonization fixtures (hand-written JSON following the game's public view schema) -------------

COLONIZATION_ANN = "[b]Ann<i>"  # a player name that is also markup in every target
COLONIZATION_SEED = "c010n1ze-5eed"
COLONIZATION_SALT = "5a175a175a175a175a175a175a175a17"


def colonization_view(name: str) -> dict[str, Any]:
    """`new` (the opening board), `mid` (turn 14's post: Cy moved; four players, colonies, ships
    on suns and planets) or `final` (the last action: final scores, the seed revealed)."""
    return json.loads((FIXTURES / f"colonization_{name}.json").read_text(encoding="utf-8"))


def colonization_last_round_view() -> dict[str, Any]:
    """The mid-game view in the last round: Bob's stash ran out; Dee and Ann still to act."""
    view = colonization_view("mid")
    for state in (view["state"], view["summary"]["state"]):
        state["last_round"] = {"active": True, "ended_by": "Bob", "remaining": ["Dee", COLONIZATION_ANN]}
        state["players"]["Bob"]["discard"] += state["players"]["Bob"]["stash"]
        state["players"]["Bob"]["stash"] = []
    return view


GOLDEN = Path(__file__).parent / "golden"


def assert_golden(name: str, fmt: str, text: str) -> None:
    """Compare with golden/<name>.<fmt>.txt; GM_UPDATE_GOLDEN=1 rewrites it instead."""
    import os

    path = GOLDEN / f"{name}.{fmt}.txt"
    if os.environ.get("GM_UPDATE_GOLDEN") == "1":
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} is missing: run with GM_UPDATE_GOLDEN=1 to create it"
    assert text == path.read_text(encoding="utf-8"), (
        f"{name} in {fmt} differs from {path.name}; if the change is intended, "
        "regenerate with GM_UPDATE_GOLDEN=1 and review the diff")
