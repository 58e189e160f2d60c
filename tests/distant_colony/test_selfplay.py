"""Whole games: self-play to the end with invariants checked after every round, and replay;
the players are legal by construction and varied enough to reach every rule."""

from __future__ import annotations

import copy
import random

import pytest

from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.distant_colony.actions import BuildOrder
from gm_tool.games.distant_colony.rules import resolve_round, validate_orders
from gm_tool.games.distant_colony.selfplay import (BOT_KINDS, BUILDABLE, CONFLICT_CODES,
                                                   CONVERSION_KINDS, STRATEGIES, TRADE_VERBS, Bot,
                                                   _totals, check_invariants, play_game, replay,
                                                   reveal, seat_kinds, simulate)
from gm_tool.games.distant_colony.settings import DistantColonySettings
from gm_tool.games.distant_colony.rules.setup import new_game


@pytest.mark.parametrize("players,bots,games", [
    (6, "heuristic", 300),
    (4, "random", 200),
    (2, "mixed", 100),
    (3, "mixed", 100),
])
def test_a_thousand_games_end_hold_invariants_and_replay(players, bots, games):
    # 300 + 200 + 100 + 100 here and the 300 validated games of `coverage` below = 1000 complete
    # games in CI, each checked after every round and replayed. Orders are not re-validated here
    # (that is `coverage`'s job): a bot mistake would show as a skip that is no conflict.
    report = simulate(players, games, f"ci-{players}-{bots}", bots=bots, validate=False)
    assert report["games"] == games
    assert report["invariant_violations"] == []
    assert report["replay_mismatches"] == 0
    assert report["unexplained_skips"] == []
    assert set(report["skipped_actions"]) <= CONFLICT_CODES
    assert report["rounds"]["min"] >= 2
    assert sum(report["end_reasons"].values()) >= games   # every game ended by a rule


@pytest.fixture(scope="module")
def coverage():
    # 300 four-player games, seats drawn from random + the three strategies, every order passed
    # through rules.validate_orders first
    return simulate(4, 300, "coverage", bots="mixed", validate=True)


def test_coverage_games_are_clean(coverage):
    assert coverage["invariant_violations"] == []
    assert coverage["replay_mismatches"] == 0
    assert coverage["bot_errors"] == {}              # the validator refused nothing
    assert coverage["unexplained_skips"] == []       # every skip is a conflict between players
    assert set(coverage["skipped_actions"]) <= CONFLICT_CODES


def test_coverage_every_building_is_built(coverage):
    assert coverage["never_built"] == []
    assert set(coverage["built"]) >= set(BUILDABLE)
    assert len(BUILDABLE) == 25


def test_coverage_every_trade_verb_conversion_and_move(coverage):
    assert all(coverage["trades"][verb] > 0 for verb in TRADE_VERBS), coverage["trades"]
    assert set(coverage["conversions"]) == set(CONVERSION_KINDS)
    assert all(n > 0 for n in coverage["conversions"].values()), coverage["conversions"]
    actions = coverage["actions"]
    for key in ("military_hq_move", "organization_move", "player_trade", "market_sale",
                "conversion_release", "reserve", "borrowed_effect", "survey_station_run"):
        assert actions.get(key, 0) > 0, key


def test_coverage_every_end_condition(coverage):
    assert set(coverage["end_reasons"]) == {"vp_pool_empty", "colonists_exhausted",
                                            "settlement_full"}


def test_coverage_scores_are_meaningful(coverage):
    scores = coverage["scores"]
    assert scores["winner_mean"] > 10
    assert scores["winners_above_0"] >= 0.9
    assert scores["spread_mean"] > 10
    kinds = coverage["by_kind"]
    assert set(kinds) == set(BOT_KINDS)
    for strategy in STRATEGIES:                      # every strategy beats random play
        assert kinds[strategy]["mean_score"] > kinds["random"]["mean_score"] + 5
        assert kinds[strategy]["wins"] > 0


def test_seats_are_drawn_from_the_seeded_rng():
    assert seat_kinds("mixed", 6, random.Random("a")) == seat_kinds("mixed", 6, random.Random("a"))
    assert set(seat_kinds("heuristic", 40, random.Random(1))) == set(STRATEGIES)
    assert set(seat_kinds("mixed", 40, random.Random(1))) == set(BOT_KINDS)
    assert seat_kinds("science", 3, random.Random(1)) == ["science"] * 3
    with pytest.raises(ValueError):
        seat_kinds("clever", 3, random.Random(1))


def test_quick_production_plan_matches_the_rules(monkeypatch):
    # players plan Production with a quick copy of the rules' default order, and apply Market,
    # Military HQ and release choices by hand; check_plans re-runs both through the rules
    monkeypatch.setattr(Bot, "check_plans", True)
    bots: list[Bot] = []
    init = Bot.__init__

    def keep(self, *args):
        init(self, *args)
        bots.append(self)

    monkeypatch.setattr(Bot, "__init__", keep)
    for i in range(40):
        play_game(3 + i % 4, f"plans-{i}", bots="mixed")
    assert bots and sum(b.plan_fallbacks for b in bots) == 0


def test_validator_filters_an_illegal_order(monkeypatch):
    # a player that orders what it cannot pay for: the validator refuses it, it is counted as a
    # bot error, the player falls back to the compulsory minimum, and nothing is skipped
    orders = Bot.orders

    def greedy(self, state, player, settings):
        o = orders(self, state, player, settings)
        if "build" in state.phases and player == "P1":
            o.builds = [BuildOrder("terraformer")]
        return o

    monkeypatch.setattr(Bot, "orders", greedy)
    result = play_game(3, "greedy", bots="industry")
    assert result.bot_errors["dc.build.unaffordable"] > 0
    assert result.unexplained_skips == []
    assert any("ordered illegally" in v for v in result.violations)


def test_house_rule_settings_also_hold_invariants():
    settings = DistantColonySettings(reserve_from="pool", overflow_discard="end_of_phase",
                                     housing_eats=True, complex_partial="idle",
                                     player_trade_timing="start_of_round", building_copies=2,
                                     vp_pool_per_player=3)
    report = simulate(5, 60, "house", settings, bots="mixed")
    assert report["invariant_violations"] == []
    assert report["replay_mismatches"] == 0
    assert report["bot_errors"] == {}
    assert report["unexplained_skips"] == []
    assert report["actions"].get("player_trade", 0) > 0
    assert "vp_pool_empty" in report["end_reasons"]


def test_replay_notices_a_changed_order():
    settings = DistantColonySettings()
    result = play_game(3, "tamper", settings)
    assert replay(result, settings).to_dict() == result.final.to_dict()
    tampered = copy.deepcopy(result)
    first = tampered.history[0]
    for p in first.played:
        first.played[p] = "survey"          # everybody surveys instead: more Wealth
    assert replay(tampered, settings).to_dict() != result.final.to_dict()


def test_invariant_checker_catches_broken_states():
    settings = DistantColonySettings()
    state = new_game(["A", "B"], settings)
    totals = _totals(state)
    assert check_invariants(state, settings, totals) == []
    state.settlements["A"].resources["food"] = -1
    state.settlements["B"].housing.append("expert")          # a colonist from nowhere
    state.settlements["B"].buildings[1].staff.append("unskilled")  # two on a one-slot Farm
    problems = " | ".join(check_invariants(state, settings, totals))
    assert "A food = -1" in problems
    assert "colonists not conserved" in problems
    assert "Farm (#2) takes 1 staff slot" in problems


def test_validated_orders_of_the_first_player_are_applied_without_skips():
    # The first player acts first in every phase, so nothing another player does can get in the
    # way: orders the validator accepts must resolve with no skipped action (player trades aside,
    # they need the partner's post). This ties the checker and the engine together.
    settings = DistantColonySettings()
    checked = 0
    for g in range(25):
        state = new_game(["A", "B", "C", "D"], settings)
        rng = RecordedRng(f"consistency-{g}", "t")
        rnd = random.Random(g)
        bots = {p: Bot(BOT_KINDS[(g + i) % len(BOT_KINDS)], rnd)
                for i, p in enumerate(state.players)}
        while not state.ended:
            reveal(state, {p: bots[p].choose_phase(state, p, settings) for p in state.players},
                   settings, rng)
            orders = {p: bots[p].orders(state, p, settings) for p in state.players}
            first = state.first_player
            clean = not [d for d in validate_orders(state, orders[first], settings)
                         if d.severity.value == "error"]
            assert clean
            state, record = resolve_round(state, orders, settings, rng)
            checked += 1
            skipped = [s for s in record.skips_for(first) if s.phase != "player_trade"]
            assert skipped == [], skipped
    assert checked > 300


# --- through the core harness: text round trip, public replay, the rules' public API ----------

@pytest.mark.parametrize("players,games,seed,settings", [
    (4, 12, "rt", DistantColonySettings()),
    (6, 6, "rt6", DistantColonySettings()),
    (5, 8, "rt-house", DistantColonySettings(
        reserve_from="pool", overflow_discard="end_of_phase", housing_eats=True,
        complex_partial="idle", player_trade_timing="start_of_round", building_copies=2,
        vp_pool_per_player=3)),
    (3, 8, "rt-partial", DistantColonySettings(complex_partial="per_staff")),
])
def test_every_choice_and_order_round_trips_through_its_canonical_post(players, games, seed,
                                                                       settings):
    # every phase choice and every TurnOrders written as the canonical post and read back by
    # posts.parse_post to the same orders; and every game replayed through the public Game
    # interface (apply_secret / apply_posts with those texts) to the same state and draws
    report = simulate(players, games, seed, settings, roundtrip=True, public_replay=True)
    assert report["roundtrips_checked"] > 200 * games
    assert report["roundtrip_mismatches"] == []
    assert report["replay_mismatches"] == 0
    assert report["invariant_violations"] == []


def test_the_canonical_post_of_a_developed_settlement():
    from gm_tool.games.distant_colony.actions import (Move, PlayerTrade, ProductionStep,
                                                      StaffFrom, TradeOrder, TurnOrders)
    from gm_tool.games.distant_colony.posts import parse_post
    from gm_tool.games.distant_colony.posts.writer import write_post
    from gm_tool.games.distant_colony.state import Building

    settings = DistantColonySettings()
    state = new_game(["A", "B"], settings)
    state.phases = ["colonization", "build", "production", "trade", "organization"]
    state.played = {"A": "organization", "B": "build"}
    s = state.settlements["A"]
    s.buildings += [Building(3, "officer_school", ["skilled", "officer"]),
                    Building(4, "barracks", ["soldier"]), Building(5, "military_hq", ["officer"]),
                    Building(6, "market", ["unskilled"]), Building(7, "goods_factory", ["skilled"])]
    s.housing = ["unskilled", "officer"]
    s.next_building_id = 8
    orders = TurnOrders(
        "A", take="expert", reserve="skilled",
        builds=[BuildOrder("officer_school", [StaffFrom("unskilled")])],
        production=[ProductionStep(2), ProductionStep(6, sell="food"),
                    ProductionStep(3, release=["officer"]),
                    ProductionStep(5, moves=[Move("soldier", 4, "housing"),
                                             Move("officer", "housing", 8)])],
        trades=[TradeOrder("buy", "machines", 2), TradeOrder("use_contract", "food", 1),
                TradeOrder("contract", "rare_goods", 1), TradeOrder("sell", "soldier", 1)],
        moves=[Move("skilled", 1, "housing"), Move("expert", "housing", 1)],
        player_trades=[PlayerTrade("B", {"criminal": 1, "food": 2}, {"wealth": 3})],
        borrowed_phase="build")
    text = write_post(state, "A", orders)
    assert text.splitlines()[:3] == ["Colonization: Expert; reserve Skilled",
                                     "Build: Officer's School staffed by Unskilled from "
                                     "Temporary Housing",
                                     "Production:"]
    assert "Military HQ #5: Soldier from #4 to Temporary Housing, Officer from Temporary " \
           "Housing into #8" in text
    assert "Colony Center #1: idle" in text and "Goods Factory #7: idle" in text
    parsed = parse_post(text, state, "A", settings)
    assert parsed.errors == []
    assert parsed.orders == orders


def test_the_harness_steps_are_the_game_steps():
    # DistantColonySelfPlay.step (on the rules' DCState) answers as DistantColony.step (on
    # plain data) at every point of a game
    from gm_tool.core.game import selfplay as harness
    from gm_tool.games.distant_colony.game import GAME

    settings = DistantColonySettings()
    play = GAME.selfplay()
    run = harness.play(play, 4, "steps", settings)
    rng = RecordedRng(run.seed, harness.SALT)
    state = play.setup(run.players, settings, rng)
    for step, inputs in run.record:
        assert play.step(state, run.players, settings) == step
        assert GAME.step(state.to_dict(), run.players, settings) == step
        state, _ = play.push(state, step, inputs, settings, rng)
    assert GAME.step(state.to_dict(), run.players, settings).kind == "end"
    assert play.step(state, run.players, settings).kind == "end"


# the game's words and its setup moved into `rules/` with the reorganisation (they were vocab.py
# and setup.py): not rule internals, so the players may read them
OUTSIDE_THE_ENGINE = frozenset({"gm_tool.games.distant_colony.rules.names",
                                "gm_tool.games.distant_colony.rules.setup"})


def test_the_players_and_self_play_use_only_the_rules_public_api():
    # the bots and the game's self-play import from `gm_tool.games.distant_colony.rules` itself,
    # never a private name, never one of its modules but the game's words and its buildings
    import ast
    from pathlib import Path

    import gm_tool.games.distant_colony as package
    from gm_tool.games.distant_colony import rules

    root = Path(package.__file__).parent
    # the set-up and the fixed facts the rules package holds beside the rules (top-level
    # modules until the packages took one layout)
    FACTS = {f"gm_tool.games.distant_colony.rules.{name}" for name in ("names", "catalogue", "setup")}
    files = sorted(root.glob("bots/*.py")) + sorted(root.glob("selfplay*.py"))
    assert len(files) >= 7
    for path in files:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module in OUTSIDE_THE_ENGINE:
                continue
            if isinstance(node, ast.ImportFrom) and node.module and ".rules" in node.module:
                if node.module in FACTS:
                    assert not any(alias.name.startswith("_") for alias in node.names), path.name
                    continue
                assert node.module == "gm_tool.games.distant_colony.rules", (path.name, node.module)
                for alias in node.names:
                    assert not alias.name.startswith("_"), (path.name, alias.name)
                    assert alias.name in rules.__all__, (path.name, alias.name)
            if isinstance(node, ast.Import):
                assert not any(".rules." in a.name for a in node.names), path.name


def test_after_a_reveal_the_full_invariants_hold_too(monkeypatch):
    # the check after a reveal covers what a reveal writes (check_revealed); the full check
    # holds there as well
    from gm_tool.games.distant_colony import selfplay as dc_selfplay

    monkeypatch.setattr(dc_selfplay, "invariants",
                        lambda state, settings, totals: check_invariants(state, settings, totals))
    report = simulate(6, 20, "full-checks", validate=False, verify_replay=False)
    assert report["invariant_violations"] == []


def test_the_check_after_a_reveal_catches_a_broken_reveal():
    from gm_tool.games.distant_colony.selfplay import check_revealed

    settings = DistantColonySettings()
    state = new_game(["A", "B"], settings)
    reveal(state, {"A": "trade", "B": "build"}, settings, RecordedRng("r", "t"))
    assert check_revealed(state, settings) == []
    state.station.stock["food"] -= 1
    assert check_revealed(state, settings) == ["station stock " + repr(state.station.stock)
                                               + f" is not {state.station.environment}'s"]
    state.phases = ["survey", "build"]
    state.played["A"] = "dancing"
    problems = " | ".join(check_revealed(state, settings))
    assert "unknown phase chosen: ['dancing']" in problems
    assert "phases ['survey', 'build'] for the choices" in problems
    assert "a Trade environment was drawn in round 1, which has no Trade" in problems
