"""The rules' public API: purity, records, diagnostics, scoring, data, settings, the CLI."""

from __future__ import annotations

import json

import pytest
import tomli_w
import typer
from typer.testing import CliRunner

from gm_tool.cli import simulate as simulate_cli
from gm_tool.cli.common import GmGroup
from gm_tool.core.kit.errors import GmError
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.distant_colony.actions import BuildOrder, TradeOrder, TurnOrders
from gm_tool.games.distant_colony.rules.catalogue import buildings
from gm_tool.games.distant_colony.rules import (buildable, final_scores, housing_moves,
                                                open_trade, projected_score, resolve_round,
                                                staff_from_housing, validate_orders)
from gm_tool.games.distant_colony.rules.common import CONVERSIONS, slot_sets
from gm_tool.games.distant_colony.settings import DistantColonySettings
from gm_tool.games.distant_colony.rules.setup import new_game
from gm_tool.games.distant_colony.state import Building, DCState


def _revealed(played: dict[str, str]) -> tuple[DCState, DistantColonySettings]:
    settings = DistantColonySettings()
    state = new_game(["Ann", "Bob", "Cat"], settings)
    state.played = played
    state.phases = [p for p in ("survey", "colonization", "build", "production", "trade",
                                "organization") if p in played.values()]
    return state, settings


def test_resolve_round_does_not_change_its_input():
    state, settings = _revealed({"Ann": "colonization", "Bob": "trade", "Cat": "production"})
    before = state.to_dict()
    new, record = resolve_round(state, {}, settings, RecordedRng("s", "t"))
    assert state.to_dict() == before
    assert new.round == 2 and new.phases == [] and new.played == {}
    assert record.draws and record.draws[0]["purpose"] == "colonist refill"


def test_round_record_is_plain_data():
    state, settings = _revealed({"Ann": "colonization", "Bob": "trade", "Cat": "production"})
    orders = {"Bob": TurnOrders("Bob", take="skilled", trades=[TradeOrder("buy", "food", 1),
                                                             TradeOrder("buy", "gold", 1)])}
    _, record = resolve_round(state, orders, settings, RecordedRng("s", "t"))
    data = record.to_dict()
    assert json.loads(json.dumps(data)) == data
    tomli_w.dumps({"record": data})          # TOML-ready: no None anywhere
    assert data["ledgers"]["Bob"]["trade"]["resources"] == {"food": 1}
    assert [x["code"] for x in data["skipped"] if x["player"] == "Bob"] == ["dc.trade.unknown_item"]
    # Ann and Cat posted nothing: they still took their compulsory colonist, and it is said why
    assert {x["player"] for x in data["skipped"] if x["code"] == "dc.colonization.take_missing"} == \
        {"Ann", "Cat"}
    assert data["net"]["Bob"]["wealth"] == -2 + 1  # 1 Food at 2 (Expansion); Colony Center +1
    assert data["environment"] == "expansion"


def test_validate_reports_every_problem_at_once_with_quoting_messages():
    state, settings = _revealed({"Ann": "colonization", "Bob": "build", "Cat": "trade"})
    orders = TurnOrders("Ann", take="expert",
                        builds=[BuildOrder("machine_factory"), BuildOrder("terraformer")],
                        trades=[TradeOrder("buy", "machines", 3)])
    diags = validate_orders(state, orders, settings)
    codes = sorted(d.code for d in diags)
    assert codes == ["dc.build.too_many", "dc.build.unaffordable", "dc.colonization.unavailable",
                     "dc.trade.unaffordable"]
    text = " | ".join(d.message for d in diags)
    assert "Build Machine Factory needs 1 Basic Goods and 2 Machines; Ann has 1 Basic Goods and 1 Machine" in text
    assert "take Expert" in text and "Available: 3 Skilled" in text


def test_validate_does_not_change_the_state():
    state, settings = _revealed({"Ann": "build"})
    before = state.to_dict()
    validate_orders(state, TurnOrders("Ann", builds=[BuildOrder("market")]), settings)
    assert state.to_dict() == before


def test_validate_unknown_player():
    state, settings = _revealed({"Ann": "build"})
    assert [d.code for d in validate_orders(state, TurnOrders("Zed"), settings)] == \
        ["dc.orders.unknown_player"]


def test_resolving_an_ended_game_is_a_gm_error():
    state, settings = _revealed({"Ann": "survey"})
    state.ended = True
    with pytest.raises(GmError):
        resolve_round(state, {}, settings, RecordedRng("s", "t"))


def test_open_trade_at_reveal_draws_once():
    state, settings = _revealed({"Ann": "trade"})
    state.station.trade_phases = 1
    rng = RecordedRng("s", "t")
    env = open_trade(state, settings, rng)
    assert len(rng.draws) == 1 and rng.draws[0].result == env
    assert open_trade(state, settings, rng) == env and len(rng.draws) == 1
    _, record = resolve_round(state, {}, settings, rng)
    assert record.environment == env and record.draws == []


def test_scores_and_projection():
    state, settings = _revealed({})
    state.settlements["Ann"].housing = ["criminal"] * 3 + ["skilled"] * 3
    report = final_scores(state, settings)
    assert report.by_player()["Ann"].unemployment == -9
    assert report.winners == ["Bob", "Cat"]     # equal VP and equal Wealth: both win
    assert projected_score(state, "Ann").total == report.by_player()["Ann"].total
    assert report.to_dict()["scores"][0]["player"] == "Ann"


def test_legal_option_helpers():
    state, settings = _revealed({"Ann": "build"})
    s = state.settlements["Ann"]
    assert set(buildable(state, "Ann", settings)) == {
        "market", "warehouse", "farm", "harvester", "goods_factory", "barracks",
        "officer_school", "boot_camp"}
    s.housing = ["officer", "expert", "unskilled"]
    staff = staff_from_housing(s, "officer_school")
    assert sorted(x.colonist for x in staff) == ["expert", "officer"]
    s.buildings.append(Building(3, "rare_harvester", []))
    moves = housing_moves(s)
    assert {(m.colonist, m.dest) for m in moves} == {("expert", 3)}


def test_catalogue_has_the_26_seed_buildings_and_every_effect_is_implemented():
    catalogue = buildings()
    assert len(catalogue) == 26
    known = {"colony_center", "market", "produce", "convert", "prison", "university",
             "rehabilitation", "barracks", "officer_school", "boot_camp", "military_hq",
             "survey_station", "none"}
    assert {bt.effect for bt in catalogue.values()} <= known
    assert {"university", "rehabilitation", "barracks", "officer_school", "boot_camp"} == CONVERSIONS
    # converted colonists may stay: Barracks hold a Soldier, Boot Camp a Soldier in the Criminal slot
    assert "soldier" in slot_sets("barracks")[0]
    assert "criminal" not in slot_sets("farm")[0]


def test_new_settings_are_documented_as_defaults():
    for key in ("complex_partial", "player_trade_timing"):
        description = DistantColonySettings.model_fields[key].description
        assert description.startswith("[default]"), key


def _app() -> typer.Typer:
    app = typer.Typer(cls=GmGroup)
    simulate_cli.register(app)

    @app.command("noop")
    def noop() -> None:  # a second command keeps the app a group, as in gm
        pass

    return app


def test_cli_simulate_json():
    result = CliRunner().invoke(_app(), ["simulate", "--players", "3", "--games", "3",
                                         "--seed", "x", "--json", "--set", "housing_eats=true"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["games"] == 3 and report["players"] == 3
    assert report["invariant_violations"] == [] and report["replay_mismatches"] == 0


def test_cli_simulate_text():
    result = CliRunner().invoke(_app(), ["simulate", "--players", "2", "--games", "2"])
    assert result.exit_code == 0, result.output
    assert "games/s" in result.stdout and "invariant violations: none" in result.stdout


@pytest.mark.parametrize("args,message", [
    (["--players", "9"], "takes 2-6 players"),
    (["--games", "0"], "at least 1 game"),
    (["--set", "nonsense=1"], "unknown rule setting"),
    (["--bots", "clever"], "--bots 'clever' is unknown"),
    (["--game", "chess"], "unknown game"),
])
def test_cli_simulate_bad_arguments(args, message):
    result = CliRunner().invoke(_app(), ["simulate", *args])
    assert result.exit_code == 1
    assert message in result.output
