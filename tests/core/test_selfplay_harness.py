"""The core self-play harness (gm_tool/core/game/selfplay.py) on a tiny game defined here, which has
every kind of step: a secret bid, a public die roll, everyone's posts, then the end. The game
gives only what a game must (its rules through the Game interface; a SelfPlay with bots and its
inputs as text): the SelfPlay defaults play it through the public interface on plain data.

Each check of the harness is shown to catch what it is for: a broken invariant, a game that
does not replay from its record, an input whose text does not read back, an input the
validator refuses, a trusted path that disagrees with the public one, a game that never ends.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from pydantic import BaseModel

from gm_tool.core.game import selfplay
from gm_tool.core.kit.diagnostics import Diagnostic
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import ChoiceRead, Game, ResolveOutcome, Step, StepOutcome
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.core.game.selfplay_api import SelfPlay

WORDS = {"one": 1, "two": 2, "three": 3}


class TinySettings(BaseModel):
    rounds: int = 3


class Tiny(Game):
    """Each round: every player bids 1-3 in secret, a die is rolled in public, then every
    player posts "add N" (0-2): they score N + their bid when the die is even, N otherwise."""

    name = "tiny"
    title = "Tiny"
    version = "1"
    min_players = 2
    max_players = 4
    settings_model = TinySettings

    def step(self, state: dict[str, Any], players: list[str], settings: BaseModel) -> Step:
        if state["ended"]:
            return Step("end", (), "game over")
        n = state["round"]
        return {"secret": Step("secret", tuple(players), f"bids, round {n}", "bid"),
                "chance": Step("chance", (), f"die, round {n}"),
                "posts": Step("posts", tuple(players), f"posts, round {n}")}[state["stage"]]

    def read_choice(self, state, step, player, text, settings) -> ChoiceRead:
        if text.strip().lower() not in WORDS:
            raise GmError(f"{text!r} is not a bid")
        return ChoiceRead(text.strip().lower())

    def setup(self, players: list[str], settings: BaseModel, rng: RecordedRng) -> dict[str, Any]:
        return {"round": 1, "stage": "secret", "bids": {}, "die": 0, "ended": False,
                "scores": {p: 0 for p in players}, "total": 0}

    def check_state(self, state: dict[str, Any], players: list[str], settings: Any = None) -> None:
        pass

    def view(self, state: dict[str, Any], viewer: str | None, settings: BaseModel, *,
             as_state: bool = False) -> dict[str, Any]:
        return state if viewer is None else {}

    def apply_secret(self, state, choices, settings, rng) -> StepOutcome:
        new = {**state, "bids": {p: WORDS[c] if c else 0 for p, c in choices.items()},
               "stage": "chance"}
        return StepOutcome(new)

    def apply_chance(self, state, settings, rng) -> StepOutcome:
        return StepOutcome({**state, "die": rng.below(6, "die") + 1, "stage": "posts"})

    def apply_posts(self, state, posts, settings, rng, force) -> ResolveOutcome:
        scores = dict(state["scores"])
        total = state["total"]
        for p, text in posts.items():
            n = read_post(text) if text is not None else 0
            gain = n + (state["bids"][p] if state["die"] % 2 == 0 else 0)
            scores[p] += gain
            total += gain
        ended = state["round"] >= settings.rounds
        new = {**state, "scores": scores, "total": total, "round": state["round"] + 1,
               "stage": "secret", "bids": {}, "ended": ended}
        return ResolveOutcome(new, {"posts": posts}, [], ended)

    def selfplay(self) -> SelfPlay:
        return TinyPlay(self)


class TinyPlay(SelfPlay):
    """Tiny's self-play: bots, inputs as text, invariants, scores."""

    def bots(self) -> dict[str, Any]:
        return {"low": Low, "high": High}

    def write_action(self, state, step, player, action, settings) -> str:
        if step.kind == "secret":
            return action
        return f"add {action}"

    def read_action(self, state, step, player, text, settings) -> Any:
        if step.kind == "secret":
            return self.game.read_choice(state, step, player, text, settings).text
        return read_post(text)

    def check_action(self, state, step, player, action, settings) -> list[Diagnostic]:
        if step.kind == "posts" and not 0 <= action <= 2:
            return [Diagnostic("tiny.add.range", f"add {action}: 0 to 2 only")]
        return []

    def invariants(self, state, settings, baseline=None) -> list[str]:
        problems = [f"{p} has {n}" for p, n in state["scores"].items() if n < 0]
        if sum(state["scores"].values()) != state["total"]:
            problems.append(f"total {state['total']} != {sum(state['scores'].values())}")
        return problems

    def scores(self, state, settings):
        lines = [{"player": p, "total": n} for p, n in state["scores"].items()]
        best = max(state["scores"].values())
        return lines, [p for p, n in state["scores"].items() if n == best]


def read_post(text: str) -> int:
    m = re.fullmatch(r"\s*add\s+(-?\d+)\s*", text)
    if not m:
        raise GmError(f"{text!r}: write 'add N'")
    return int(m.group(1))


class Low:
    def __init__(self, rnd: random.Random):
        self.rnd = rnd

    def secret(self, state, step, player, settings) -> str:
        return self.rnd.choice(["one", "two"])

    def act(self, state, step, player, settings) -> int:
        return self.rnd.randint(0, 1)


class High(Low):
    def secret(self, state, step, player, settings) -> str:
        return "three"

    def act(self, state, step, player, settings) -> int:
        return 2


GAME = Tiny()
PLAY = GAME.selfplay()


def test_a_clean_game_is_played_through_every_kind_of_step():
    report = selfplay.simulate(PLAY, 3, 20, "clean", roundtrip=True, validate=True,
                               public_replay=True)
    assert report["games"] == 20 and report["bots"] == "mixed"
    assert report["steps"] == {"secret": 60, "posts": 60, "chance": 60}
    assert report["rounds"] == {"mean": 3.0, "min": 3, "max": 3}
    assert report["invariant_violations"] == []
    assert report["replay_mismatches"] == 0
    assert report["roundtrip_mismatches"] == [] and report["roundtrips_checked"] == 20 * 3 * 6
    assert report["bot_errors"] == {} and report["unfinished"] == []
    assert set(report["by_kind"]) == {"low", "high"}
    assert report["by_kind"]["high"]["mean_score"] > report["by_kind"]["low"]["mean_score"]
    assert "invariant violations: none" in selfplay.report_text(report)


def test_a_game_is_reproduced_by_its_seed_and_replayed_from_its_record():
    a = selfplay.play(PLAY, 3, "same")
    b = selfplay.play(PLAY, 3, "same")
    assert a.record == b.record and a.state == b.state and a.draws == b.draws
    assert [d.purpose for d in a.draws] == ["die"] * 3
    assert selfplay.replay_problems(PLAY, a) == []
    assert selfplay.replay_problems(PLAY, a, public=True) == []
    final, draws = selfplay.replay(PLAY, a)
    assert final == a.state and draws == a.draws


def test_seats_are_drawn_from_the_seeded_rng_and_bad_names_are_refused():
    kinds = selfplay.seat_kinds(PLAY, "mixed", 40, random.Random(1))
    assert set(kinds) == {"low", "high"}
    assert selfplay.seat_kinds(PLAY, "high", 3, random.Random(1)) == ["high"] * 3
    with pytest.raises(GmError, match="--bots 'clever' is unknown"):
        selfplay.simulate(PLAY, 2, 1, "x", bots="clever")


class Leaky(Tiny):
    """Its posts step loses a point off the total on a 6: an invariant breaks."""

    def apply_posts(self, state, posts, settings, rng, force):
        outcome = super().apply_posts(state, posts, settings, rng, force)
        if state["die"] == 6:
            outcome.state["total"] -= 1
        return outcome


def test_an_invariant_violation_is_found_after_the_step_that_broke_it():
    report = selfplay.simulate(Leaky().selfplay(), 2, 20, "leak")
    assert report["invariant_violations"]
    # first found after the posts step that broke it (and after every step since: it stays broken)
    firsts = [v["problems"][0] for v in report["invariant_violations"]]
    assert all(re.fullmatch(r"posts, round \d: total \d+ != \d+", p) for p in firsts), firsts
    assert "INVARIANT VIOLATIONS" in selfplay.report_text(report)


class Unrecorded(Tiny):
    """Rolls its die with Python's own random, not the campaign's RecordedRng."""

    def apply_chance(self, state, settings, rng):
        return StepOutcome({**state, "die": random.randint(1, 6), "stage": "posts"})


def test_a_game_that_draws_outside_its_record_does_not_replay():
    random.seed(1)
    report = selfplay.simulate(Unrecorded().selfplay(), 2, 10, "unrecorded")
    assert report["replay_mismatches"] > 0
    problems = [p for v in report["invariant_violations"] for p in v["problems"]]
    assert any("replay from the record reached a different state" in p for p in problems)


class Forgetful(TinyPlay):
    """Its trusted path gives P1 a point more than the rules (through the public interface)."""

    def push(self, state, step, inputs, settings, rng):
        new, record = super().push(state, step, inputs, settings, rng)
        if step.kind == "posts":
            new = {**new, "scores": {**new["scores"], "P1": new["scores"]["P1"] + 1},
                   "total": new["total"] + 1}
        return new, record


def test_a_trusted_path_that_disagrees_with_the_public_one_is_found_by_the_public_replay():
    run = selfplay.play(Forgetful(GAME), 2, "forgetful", bots="high")
    assert selfplay.replay_problems(Forgetful(GAME), run) == []      # it replays itself...
    problems = selfplay.replay_problems(Forgetful(GAME), run, public=True)
    assert problems == ["replay through the public interface reached a different state"]
    report = selfplay.simulate(Forgetful(GAME), 2, 3, "forgetful", bots="high",
                               public_replay=True)
    assert report["replay_mismatches"] == 3


class Lossy(TinyPlay):
    """Writes "add 2" as "add 1": the text does not read back to the action."""

    def write_action(self, state, step, player, action, settings) -> str:
        if step.kind == "posts" and action == 2:
            return "add 1"
        return super().write_action(state, step, player, action, settings)


class Unreadable(TinyPlay):
    def read_action(self, state, step, player, text, settings):
        if step.kind == "secret" and text == "three":
            raise GmError("cannot read three")
        return super().read_action(state, step, player, text, settings)


def test_an_input_whose_text_does_not_read_back_is_a_round_trip_mismatch():
    report = selfplay.simulate(Lossy(GAME), 2, 5, "lossy", bots="high", roundtrip=True)
    assert len(report["roundtrip_mismatches"]) == 5
    first = report["roundtrip_mismatches"][0]["mismatches"][0]
    assert first == "posts, round 1: P1: 2 -> 'add 1' -> 1"
    report = selfplay.simulate(Unreadable(GAME), 2, 2, "unreadable", bots="high",
                               roundtrip=True)
    assert "could not be written and read back: cannot read three" in \
        report["roundtrip_mismatches"][0]["mismatches"][0]
    # without the round trip nothing is written: nothing is found
    assert selfplay.simulate(Lossy(GAME), 2, 5, "lossy", bots="high")["roundtrip_mismatches"] == []


class Overreaching(High):
    def act(self, state, step, player, settings) -> int:
        return 5


class Greedy(TinyPlay):
    def bots(self) -> dict[str, Any]:
        return {"over": Overreaching}


def test_an_input_the_validator_refuses_is_a_bot_error_and_falls_back():
    report = selfplay.simulate(Greedy(GAME), 2, 4, "greedy", validate=True)
    assert report["bots"] == "over"                   # the only kind: the default
    assert report["bot_errors"] == {"tiny.add.range": 4 * 3 * 2}
    problems = report["invariant_violations"][0]["problems"]
    assert problems[0] == "posts, round 1: P1 (over) ordered illegally: add 5: 0 to 2 only"
    # the fallback (no input) was applied: only the bids scored
    run = selfplay.play(Greedy(GAME), 2, "greedy-0", validate=True)
    assert all(inputs == {"P1": None, "P2": None} for step, inputs in run.record
               if step.kind == "posts")
    assert selfplay.replay_problems(Greedy(GAME), run) == []


class EndlessRules(Tiny):
    def apply_posts(self, state, posts, settings, rng, force):
        outcome = super().apply_posts(state, posts, settings, rng, force)
        outcome.state["ended"] = False
        return outcome


class Endless(TinyPlay):
    max_steps = 7


def test_a_game_that_does_not_end_is_reported_unfinished():
    report = selfplay.simulate(Endless(EndlessRules()), 2, 2, "endless")
    assert report["unfinished"] == ["endless-0", "endless-1"]
    assert report["invariant_violations"][0]["problems"] == \
        ["the game did not end within 7 steps"]


def test_the_game_counts_and_remarks_through_observe():
    class Counting(TinyPlay):
        def observe(self, run, state, step, inputs, outcome, settings):
            if step is None:
                run.notes.append("over")
            elif step.kind == "posts":
                run.tally("adds").update(f"add {n}" for n in inputs.values())

        def report(self, report, tallies, settings):
            report["adds"] = dict(tallies["adds"])
            return report

    report = selfplay.simulate(Counting(GAME), 2, 3, "count", bots="high")
    assert report["adds"] == {"add 2": 3 * 3 * 2}
    assert report["notes"] == [{"seed": f"count-{i}", "notes": ["over"]} for i in range(3)]
