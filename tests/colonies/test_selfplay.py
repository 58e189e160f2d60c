"""Self-play through the core harness (core/game/selfplay.py): complete 3-, 4- and 5-player games with
invariant checks after every step (resources, colonists and credits conserved; every event card
in one place), every bot input validated, written as its canonical text and read back, and every
game replayed from its record on the trusted path and through the public interface."""

from __future__ import annotations

import pytest

from gm_tool.core.game import selfplay
from gm_tool.games.colonies.game import GAME
from gm_tool.games.colonies.settings import ColoniesSettings

PLAY = GAME.selfplay()


@pytest.mark.parametrize("players", [3, 4, 5])
def test_complete_games_with_every_check(players):
    report = selfplay.simulate(PLAY, players, 2, f"col-{players}", GAME.settings_model(), "mixed",
                               check=True, validate=True, roundtrip=True, verify_replay=True,
                               public_replay=True)
    assert report["games"] == 2 and not report["unfinished"]
    for key in ("invariant_violations", "roundtrip_mismatches", "bot_errors"):
        assert not report[key], report[key]
    assert report["replay_mismatches"] == 0
    assert report["roundtrips_checked"] > 300
    assert report["steps"]["secret"] >= 2 * (10 + 2)          # ten votes, two deck picks a game


def test_each_bot_kind_plays_alone():
    for kind in PLAY.bots():
        run = selfplay.play(PLAY, 4, f"alone-{kind}", GAME.settings_model(), kind, check=True)
        assert run.ended and not run.violations, run.violations[:3]
        assert len(run.scores) == 4 and run.winners


@pytest.mark.parametrize("settings", [
    ColoniesSettings(community_choice="default", missed_vote="yes"),
    ColoniesSettings(pirates_take_credits=True, neutral_routes_blockable=True,
                     substitute_default="ring", unilateral_with_neutral=True, resupply_turn=0),
    # resupplied before the deck is used up: the cards still in it stay in the game
    ColoniesSettings(resupply_turn=2),
])
def test_house_rules_keep_the_invariants(settings):
    report = selfplay.simulate(PLAY, 4, 3, "house", settings, "mixed", check=True, validate=True,
                               roundtrip=True, verify_replay=True)
    for key in ("invariant_violations", "roundtrip_mismatches", "bot_errors"):
        assert not report[key], report[key]
    assert report["replay_mismatches"] == 0 and not report["unfinished"]


def test_the_bots_do_every_action_and_both_outcomes_happen():
    report = selfplay.simulate(PLAY, 5, 4, "variety", GAME.settings_model(), "mixed",
                               check=True, verify_replay=False)
    actions = report["colonies"]["actions"]
    for kind in ("community", "military", "commerce", "influence", "industry", "upgrade", "pass"):
        assert actions.get(kind), (kind, actions)
    assert {"yes", "no"} <= set(report["colonies"]["votes"])


def test_strategy_bots_beat_random_ones():
    report = selfplay.simulate(PLAY, 5, 20, "quality", GAME.settings_model(), "mixed",
                               check=False, verify_replay=False)
    kinds = report["by_kind"]
    for kind in ("builder", "trader"):
        assert kinds[kind]["mean_score"] > kinds["random"]["mean_score"] + 10, kinds
    assert kinds["random"]["wins"] < kinds["trader"]["wins"], kinds


# The checks after a mid-round action look only at what an action can change (see
# invariant_problems); these break the rules on purpose and show each kind of fault is still found,
# at the action or, for what an action cannot do by the rules, at the phase's end.

def _faulty_game(monkeypatch, target, fault):
    from gm_tool.games.colonies.rules import actions

    original = getattr(actions, target)
    done = []

    def broken(state, player, *args, **kwargs):
        result = original(state, player, *args, **kwargs)
        if not done and state["phase"] == "actions" and len(state["to_act"]) > 3:
            done.append(player)
            fault(state, player)
        return result

    monkeypatch.setattr(actions, target, broken)
    import gm_tool.games.colonies.rules as rules_package
    monkeypatch.setattr(rules_package, "apply_action", broken)
    run = selfplay.play(PLAY, 5, "faulty", GAME.settings_model(), "mixed", check=True)
    assert done, "the fault was never injected"
    return run


def test_a_resource_made_from_nothing_by_an_action_is_found_at_that_action(monkeypatch):
    def fault(state, player):
        state["stock"][player]["red"] += 1             # not from the supply: the ledger not told

    run = _faulty_game(monkeypatch, "apply_action", fault)
    assert run.violations[0].startswith("P3's action 1 of 3, turn 1: resources"), run.violations[:2]


def test_a_resource_of_the_wrong_colour_is_found_by_the_phases_end(monkeypatch):
    def fault(state, player):                           # the totals still agree
        stock = state["stock"][player]
        colour = next(c for c, n in stock.items() if n)
        other = next(c for c in stock if c != colour)
        stock[colour] -= 1
        stock[other] += 1

    run = _faulty_game(monkeypatch, "apply_action", fault)
    # the last action of the turn (its upkeep) gets the whole check
    assert run.violations[0].startswith("P1's action 3 of 3, turn 1: resources"), run.violations[:2]


def test_another_players_negative_stock_and_a_lost_card_are_found(monkeypatch):
    def fault(state, player):
        other = next(p for p in state["players"] if p != player)
        state["stock"][other]["blue"] = -1             # (the totals are off too: found at once)
        (state["undealt"] or state["discard"]).pop()

    run = _faulty_game(monkeypatch, "apply_action", fault)
    text = " ".join(run.violations)
    assert "resources" in text and "event cards" in text and "negative" in text, run.violations[:4]


def test_an_action_that_lowers_a_level_out_of_range_is_found_at_once(monkeypatch):
    def fault(state, player):
        state["tech"][player]["military"] = 0

    run = _faulty_game(monkeypatch, "apply_action", fault)
    assert run.violations[0].startswith("P3's action 1 of 3, turn 1: P3's technology levels")


def test_the_check_replys_read_as_lines_read_back_to_the_same_input(monkeypatch):
    """Issue 19: the check reply's "Read as" gives each order as `line N → <canonical words>`,
    the words the game's writer produces; read back, those words are the same input (over
    self-play, every post step: income, actions, effects, tie)."""
    from gm_tool.games.colonies.posts import read_post

    original = type(PLAY).read_action
    mismatches: list[str] = []
    checked = [0]

    def read_action(self, state, step, player, text, settings):
        value = original(self, state, step, player, text, settings)
        if step.kind == "secret":
            return value
        read = read_post(state, player, text, settings)
        lines = [line.split(" \u2192 ", 1)[1] for line in read.understood]
        assert all(line.startswith("line ") for line in read.understood), read.understood
        again = read_post(state, player, "\n".join(lines), settings)
        checked[0] += 1
        if not again.accepted or not self.same_action(state, step, player, value, again.value, settings):
            mismatches.append(f"{step.label}: {text!r} -> {lines!r} -> {again.value!r} "
                              f"{[d.message for d in again.diagnostics]}")
        return value

    monkeypatch.setattr(type(PLAY), "read_action", read_action)
    report = selfplay.simulate(PLAY, 5, 2, "col-read-as", GAME.settings_model(), "mixed",
                               check=True, validate=True, roundtrip=True, verify_replay=False)
    assert not report["roundtrip_mismatches"], report["roundtrip_mismatches"][:3]
    assert not mismatches, mismatches[:5]
    assert checked[0] > 200
