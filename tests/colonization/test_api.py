"""Colonization through the engine: a whole game of text posts via lifecycle/turns into a
temporary CampaignStore; verify, undo, public export; the view schemas; hidden information."""

from __future__ import annotations

import json
import random

import pytest
import tomli_w

import gm_tool.games  # noqa: F401  (registers the games)
from gm_tool.core.engine.steps import waiting_word_of
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.core.engine import lifecycle
from gm_tool.core.engine import turns
from gm_tool.core.kit.errors import GmError, StepError
from gm_tool.core.game.interface import find_game, settings_with
from gm_tool.core.ops.export import public_copy
from gm_tool.core.ops.undo import undo
from gm_tool.core.ops.verify import verify
from gm_tool.core.ops.redact import public_campaign
from gm_tool.core.store.files import CampaignStore
from gm_tool.games.colonization.actions import to_text
from gm_tool.games.colonization.selfplay import choose
from gm_tool.games.colonization.settings import ColonizationSettings
from gm_tool.games.colonization.state import ColState

GAME = find_game("colonization")
PUBLIC_KEYS = {"turn", "current_player", "turn_order", "last_round", "systems", "players",
               "planets_left", "ended", "winners"}
SUMMARY_KEYS = {"turn", "player", "action", "rolls", "outcome", "skipped", "next_player", "ended",
                "final", "state", "adjustments", "notes",
                "steps"}  # the secret and chance steps applied before the turn (public draws)


@pytest.mark.parametrize("alias", ["colonization", "col", "Colonisation", "piecepack-colonization"])
def test_aliases_find_the_game(alias):
    assert find_game(alias).name == "colonization"
    state = GAME.setup(["Ann", "Bob"], GAME.settings_model(), RecordedRng("s", "t"))
    step = GAME.step(state, ["Ann", "Bob"], GAME.settings_model())
    assert step.kind == "turn" and len(step.players) == 1


def play_through_posts(store: CampaignStore, name: str, seed: int) -> list[dict]:
    pick = random.Random(seed)
    records = []
    for _ in range(800):
        campaign = store.load(name)
        if waiting_word_of(campaign) == "ended":
            break
        (player,) = GAME.step(campaign.state, campaign.player_names, GAME.settings_model()).players
        state = ColState.from_dict(campaign.state)
        action = choose(state, player, GAME.load_settings(campaign.settings), pick)
        text = f"Hi all!\n[b]{to_text(action)}[/b]\n(good luck)"
        with store.transaction(name) as c:
            result = turns.submit(c, player.lower(), text)
            assert result.check.accepted, [d.render() for d in result.check.diagnostics]
            assert result.resolved is not None
        records.append(result.resolved.record)
    return records


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    store = CampaignStore(tmp_path_factory.mktemp("col"))
    created = lifecycle.new_campaign(store, "g", "col", ["Ann", "Bob", "Cat"], seed="7",
                                     seed_salt="ab" * 16)
    setup_state = created.campaign.state
    records = play_through_posts(store, "g", 7)
    return store, setup_state, records


def test_a_whole_game_of_text_posts_ends_and_verifies(played):
    store, _, records = played
    campaign = store.load("g")
    assert waiting_word_of(campaign) == "ended"
    assert records[-1]["result"]["ended"]
    assert len(records) == campaign.entry.number
    report = verify(store, "g", campaign)
    assert report.ok, report.lines()
    assert campaign.rng.revealed_seed == "7"


def test_every_roll_is_a_recorded_draw_with_its_index(played):
    _, _, records = played
    n = 0
    for record in records:
        draws = {d["index"]: d for d in record["draws"]}
        assert [r["index"] for r in record["result"]["rolls"]] == sorted(draws)
        for r in record["result"]["rolls"]:
            d = draws[r["index"]]
            assert d["outcomes"] == 6 and d["result"] == r["result"]
            assert d["purpose"].startswith("die roll: ")
            n += 1
    assert n > 10


def test_summary_and_public_views_follow_the_schema_and_hide_the_stack(played):
    store, _, records = played
    campaign = store.load("g")
    settings = GAME.load_settings(campaign.settings)
    for record in records:
        view = GAME.summary_view(record, settings)
        assert set(view) == SUMMARY_KEYS
        assert set(view["state"]) == PUBLIC_KEYS
        json.dumps(view)
        before = ColState.from_dict(record["state_before"])
        text = json.dumps(view)
        assert "hidden_planet_order" not in text
        # no planet still face down after the action is named anywhere in the public view
        after = ColState.from_dict(record["state_after"])
        for pid in after.hidden_planet_order:
            assert pid not in text, (pid, view["action"])
        assert before.turn == view["turn"]
        for r in view["rolls"]:
            assert set(r) == {"index", "purpose", "result"}
    final = GAME.summary_view(records[-1], settings)
    assert final["ended"] and final["final"]["winners"]
    assert {s["player"] for s in final["final"]["scores"]} == {"Ann", "Bob", "Cat"}
    for line in final["final"]["scores"]:
        assert line["total"] == line["planets"] + line["ace_bonus"] + line["match_bonus"] + line["count_bonus"]


def test_public_state_schema_at_the_start(played):
    _, setup_state, _ = played
    view = GAME.view(setup_state, None, ColonizationSettings())
    assert set(view) == PUBLIC_KEYS
    assert view["planets_left"] == 20 and view["current_player"] == "Ann"
    assert [s["suit"] for s in view["systems"]] == ["Suns", "Moons", "Crowns", "Arms"]
    assert view["systems"][0]["sun"]["ships"] == ["Ann"]
    ann = view["players"]["Ann"]
    assert ann["suit"] == "Suns" and ann["ship"] == {"system": "Suns", "at": "sun"}
    assert ann["stash"] == ["null", "ace", "2", "3", "4", "5"] and ann["discard"] == []
    assert ann["score"] == {"planets": 0, "ace_bonus": 0, "match_bonus": 0, "count_bonus": 0, "total": 0}
    assert view["last_round"] == {"active": False, "ended_by": None, "remaining": []}
    text = json.dumps(view)
    for pid in setup_state["hidden_planet_order"]:
        assert pid not in text


def test_setup_is_toml_ready_and_the_stack_is_recorded_draws(tmp_path):
    store = CampaignStore(tmp_path)
    created = lifecycle.new_campaign(store, "s", "col", ["Ann", "Bob"], seed="1")
    state = created.campaign.state
    tomli_w.dumps({"state": state})
    assert sorted(state["hidden_planet_order"]) == sorted(
        f"{v}-{s}" for s in ("Suns", "Moons", "Crowns", "Arms") for v in ("ace", "2", "3", "4", "5"))
    assert len(created.draws) == 19 and all(d.purpose.startswith("planet shuffle") for d in created.draws)
    GAME.check_state(state, ["Ann", "Bob"])


def test_export_public_redacts_the_planet_order(tmp_path):
    store = CampaignStore(tmp_path)
    lifecycle.new_campaign(store, "e", "col", ["Ann", "Bob"], seed="3")
    campaign = store.load("e")
    data = public_copy(campaign)
    assert data["state"]["hidden_planet_order"] == ["hidden"] * 20
    text = json.dumps(data["state"])
    for pid in campaign.state["hidden_planet_order"]:
        assert pid not in text
    # a player can still check a post against the public copy
    redacted = data["state"]
    check = GAME.check_post(redacted, "Ann", "draw a planet", ColonizationSettings(), {})
    assert check.accepted
    assert public_campaign(campaign)["state"]["planets_left"] == 20


def test_only_the_current_player_may_post_and_a_rejected_post_is_not_applied(tmp_path):
    store = CampaignStore(tmp_path)
    lifecycle.new_campaign(store, "t", "col", ["Ann", "Bob"], seed="4")
    with store.transaction("t") as c:
        with pytest.raises(StepError, match="Ann's turn"):
            turns.check(c, "Bob", "draw")
    with store.transaction("t") as c:
        result = turns.submit(c, "Ann", "roll and move to 3 of Moons")
        assert not result.check.accepted and result.resolved is None
        assert "col.place.not_on_table" in [d.code for d in result.check.diagnostics]
    campaign = store.load("t")
    assert campaign.entry.number == 1 and campaign.entry.submissions["Ann"]["verdict"] == "rejected"
    assert lifecycle.pending_players(campaign) == ["Ann"]
    with store.transaction("t") as c:
        result = turns.submit(c, "ann", "Draw a planet")
    campaign = store.load("t")
    assert campaign.entry.number == 2 and lifecycle.pending_players(campaign) == ["Bob"]
    assert campaign.state["current_player"] == "Bob"


def test_resolve_without_a_post_holds_then_force_passes(tmp_path):
    store = CampaignStore(tmp_path)
    lifecycle.new_campaign(store, "p", "col", ["Ann", "Bob"], seed="5")
    with store.transaction("p") as c:
        with pytest.raises(StepError, match="no turn post from Ann"):
            turns.resolve(c)
    with store.transaction("p") as c:
        result = turns.resolve(c, force=True)
    campaign = store.load("p")
    assert campaign.state["current_player"] == "Bob"
    view = GAME.summary_view(result.record, ColonizationSettings())
    assert view["skipped"] and "passes" in view["action"]
    assert verify(store, "p", campaign).ok


def test_undo_and_verify_after_some_actions(tmp_path):
    store = CampaignStore(tmp_path)
    lifecycle.new_campaign(store, "u", "col", ["Ann", "Bob"], seed="9")
    for player, text in [("Ann", "draw"), ("Bob", "draw"), ("Ann", "draw")]:
        with store.transaction("u") as c:
            r = turns.submit(c, player, text)
    with store.transaction("u") as c:
        undo(store, "u", c, None, "test")
    campaign = store.load("u")
    assert campaign.entry.number == 3 and campaign.state["current_player"] == "Ann"
    assert verify(store, "u", campaign).ok


def test_adjustments_rename_and_drop(tmp_path):
    settings = ColonizationSettings()
    store = CampaignStore(tmp_path)
    lifecycle.new_campaign(store, "a", "col", ["Ann", "Bob", "Cat"], seed="2")
    state = store.load("a").state
    new, text = GAME.housekeeping.adjust(state, "Ann", "3 to discard; ship to sun of Arms", settings)
    assert "coin 3 from stash to discard" in text and "ship to the sun of Arms" in text
    assert new["seats"]["Ann"]["discard"] == ["3"] and new["seats"]["Ann"]["ship"] == "sun-Arms"
    with pytest.raises(GmError):
        GAME.housekeeping.adjust(state, "Ann", "lots of coins", settings)
    renamed = GAME.housekeeping.rename_player(new, "Ann", "Ada")
    assert renamed["current_player"] == "Ada" and "Ada" in renamed["seats"]
    GAME.check_state(renamed, ["Ada", "Bob", "Cat"])
    dropped = GAME.housekeeping.drop_player(state, "Ann", settings)
    assert dropped["current_player"] == "Bob" and dropped["seats"]["Ann"]["dropped"]


def test_check_state_reports_a_hand_edit_by_key_path(tmp_path):
    store = CampaignStore(tmp_path)
    lifecycle.new_campaign(store, "k", "col", ["Ann", "Bob"], seed="2")
    state = store.load("k").state
    bad = json.loads(json.dumps(state))
    bad["seats"]["Ann"]["stash"] = ["null", "ace"]
    with pytest.raises(GmError, match="seats.Ann"):
        GAME.check_state(bad, ["Ann", "Bob"])
    bad = json.loads(json.dumps(state))
    bad["turn"] = "three"
    with pytest.raises(GmError, match="state.turn"):
        GAME.check_state(bad, ["Ann", "Bob"])


def test_settings_are_described_and_validated():
    for key, info in ColonizationSettings.model_fields.items():
        assert info.description and info.description.split("]")[0] in ("[seed", "[default", "[public"), key
    with pytest.raises(GmError, match="short_roll"):
        settings_with(GAME, ["short_roll=maybe"])
    assert settings_with(GAME, ["short-roll=stay"]).short_roll == "stay"


def test_template_post_is_a_valid_post_once_trimmed(tmp_path):
    store = CampaignStore(tmp_path)
    lifecycle.new_campaign(store, "tp", "col", ["Ann", "Bob"], seed="2")
    state = store.load("tp").state
    text = GAME.template_post(state, "Ann", ColonizationSettings())
    assert "Draw a planet" in text
    check = GAME.check_post(state, "Ann", "Draw a planet", ColonizationSettings(), {})
    assert check.accepted and check.details["action"] == {"kind": "draw"}
