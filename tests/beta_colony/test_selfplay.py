"""Self-play through the core harness: complete 2-, 3- and 4-player games with invariant checks
after every step, every bot input validated, written as a post and read back, and replays from
the record (the trusted path and the public one) reaching the same state."""

from __future__ import annotations

import pytest

from gm_tool.core.game import selfplay
from gm_tool.games.beta_colony.game import GAME

PLAY = GAME.selfplay()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_complete_games_with_every_check(players):
    report = selfplay.simulate(PLAY, players, 3, f"bc-{players}", GAME.settings_model(), "mixed",
                               check=True, validate=True, roundtrip=True, verify_replay=True,
                               public_replay=True)
    assert report["games"] == 3 and not report["unfinished"]
    for key in ("invariant_violations", "roundtrip_mismatches", "bot_errors"):
        assert not report[key], report[key]
    assert report["replay_mismatches"] == 0
    assert report["steps"]["chance"] == 27


def test_each_bot_kind_plays_alone():
    for kind in PLAY.bots():
        run = selfplay.play(PLAY, 4, f"alone-{kind}", GAME.settings_model(), kind, check=True)
        assert run.ended and not run.violations
        assert len(run.scores) == 4 and run.winners


def test_the_greedy_bot_beats_the_random_one():
    report = selfplay.simulate(PLAY, 4, 20, "quality", GAME.settings_model(), "mixed",
                               check=False, verify_replay=False)
    kinds = report["by_kind"]
    assert kinds["greedy"]["mean_score"] > 2 * kinds["random"]["mean_score"], kinds
    assert kinds["greedy"]["wins"] > kinds["random"]["wins"], kinds


# The checks count the 54 spaces again only when a step could have changed them, and check after
# an action only the acting player's seat (rules/invariants.py); these break the rules on purpose
# and show each fault is still found: at the action, or by the next round's first step.

def _faulty_game(monkeypatch, fault):
    from gm_tool.games.beta_colony import rules

    original = rules.apply_step
    done = []

    def broken(state, player, action, settings, rng, **kwargs):
        result = original(state, player, action, settings, rng, **kwargs)
        if not done and state["phase"] == "actions" and state["round"] == 2 and state["to_act"]:
            done.append(player)
            fault(state, player)
        return result

    monkeypatch.setattr(rules, "apply_step", broken)
    run = selfplay.play(PLAY, 4, "faulty", GAME.settings_model(), "mixed", check=True)
    assert done, "the fault was never injected"
    return run, done[0]


def test_too_many_materials_after_an_action_are_found_at_once(monkeypatch):
    run, _ = _faulty_game(monkeypatch, lambda s, p: s["seats"][p]["materials"].update(water=11))
    assert "round 2" in run.violations[0] and "materials (limit 10)" in run.violations[0]


def test_an_artifact_from_nowhere_is_found_at_once(monkeypatch):
    def fault(state, player):
        state["seats"][player]["artifacts"] += 1

    run, _ = _faulty_game(monkeypatch, fault)
    assert "round 2" in run.violations[0] and "17 artifacts" in run.violations[0]


def test_crew_from_nowhere_on_victus_is_found_by_the_next_round(monkeypatch):
    def fault(state, player):      # the seat's crew is unchanged: nothing shows it at once
        space = next(sp for sp in state["spaces"] if sp["pod"] < 0 and not sp["tile"])
        space["crew"][player] = space["crew"].get(player, 0) + 1

    run, player = _faulty_game(monkeypatch, fault)
    assert f"{player}'s crew: 14 left + 2 on Victus" in run.violations[0], run.violations[:2]
    assert "round 2" in run.violations[0] or run.violations[0].startswith("round 3 dice")


def test_a_pod_in_two_places_is_found_by_the_next_round(monkeypatch):
    def fault(state, player):
        space = next(sp for sp in state["spaces"] if sp["pod"] < 0 and not sp["tile"])
        space["pod"] = state["pod_supply"][0]

    run, _ = _faulty_game(monkeypatch, fault)
    assert "41 pods accounted for, not 40" in run.violations[0], run.violations[:2]
    assert "round 2" in run.violations[0] or run.violations[0].startswith("round 3 dice")


def test_free_pod_options_are_the_spaces_a_pod_may_be_built_on():
    """free_pod_options works out each colour's groups once; the same as asking can_build_pod of
    every space, at every state of a few games."""
    from gm_tool.games.beta_colony.rules import act

    settings = GAME.settings_model()
    checked = 0
    for i in range(3):
        run = selfplay.play(PLAY, 4, f"free-{i}", settings, "mixed", check=False)
        rng = selfplay.RecordedRng(run.seed, selfplay.SALT)
        state = PLAY.setup(run.players, settings, rng)
        for step, inputs in run.record:
            state, _ = PLAY.push(state, step, inputs, settings, rng)
            want = [(row, col, space) for row in range(4)
                    for col, pod in enumerate(state["rows"][row]) if pod >= 0
                    for space in range(54)
                    if act.can_build_pod(state, space, state["board"]["pods"][pod]["colour"],
                                         settings)]
            assert act.free_pod_options(state, settings) == want
            checked += 1
    assert checked > 200


def test_a_group_over_the_largest_is_found_from_the_new_pod_alone():
    from gm_tool.core.kit.rng import RecordedRng
    from gm_tool.games.beta_colony.rules.board import NEIGHBOURS
    from gm_tool.games.beta_colony.rules.invariants import _groups

    settings = GAME.settings_model()
    state = PLAY.setup(["A", "B"], settings, RecordedRng("group", "x"))
    chain = [0]
    while len(chain) < 4:
        chain.append(next(n for n in NEIGHBOURS[chain[-1]] if n not in chain))
    pods = state["board"]["pods"]
    colour = pods[0]["colour"]
    same = [i for i, p in enumerate(pods) if p["colour"] == colour][:4]
    on_spaces = [-1] * 54
    for space, pod in zip(chain, same):
        on_spaces[space] = pod
    before = list(on_spaces)
    before[chain[-1]] = -1                     # the last pod is the new one
    for last in (before, None):
        found = _groups(state, settings.largest_group, on_spaces, last)
        assert found == [f"a group of 4 {colour} pods at {sorted(chain)}"]
    assert _groups(state, settings.largest_group, on_spaces, on_spaces) == []   # nothing new
