"""A tiny game for the GM-operation tests, so they do not depend on any real game's rules.

Each player has a score. Secret choices are "up" or "down" (+1 / -1 at the reveal). A turn post is
one signed number added to the score, plus a die roll (d6) drawn from the campaign's RNG per
player. A hidden "hand" per player stands for hidden information (left out of its public `view`).
The game ends after `rounds` rounds.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from gm_tool.core.kit.diagnostics import Diagnostic
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.housekeeping import Housekeeping
from gm_tool.core.game.interface import Game, PostCheck, ResolveOutcome, Step, StepOutcome, register
from gm_tool.core.kit.matching import ChoiceWords
from gm_tool.core.kit.rng import RecordedRng


class FakeSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")
    start: int = 10
    rounds: int = 5
    missed_turn: Literal["hold", "auto"] = "auto"


class FakeHousekeeping(Housekeeping):
    def adjust(self, state, player, text, settings):
        try:
            amount = int(text.split()[0])
        except (ValueError, IndexError):
            raise GmError(f"cannot read {text!r}", "e.g. +2") from None
        scores = dict(state["scores"])
        if scores[player] + amount < 0:
            raise GmError(f"{player} has {scores[player]}; {text} would leave {scores[player] + amount}")
        scores[player] += amount
        return {**state, "scores": scores}, f"{player}: {amount:+d} score"



class FakeGame(Game):
    name = "fake-ops"
    title = "Fake Ops Game"
    aliases = ("fakeops",)
    version = "1.0"
    min_players = 2
    max_players = 4
    choice_noun = "move"
    settings_model = FakeSettings
    housekeeping = FakeHousekeeping()
    choice_words = ChoiceWords(("Up", "Down"), {"up": "Up", "down": "Down"}, "move")

    def step(self, state, players, settings) -> Step:
        if state.get("ended"):
            return Step("end")
        if state.get("revealed"):
            return Step("posts", players, f"turn posts, round {state['round']}")
        return Step("secret", players, f"move choice, round {state['round']}", "move")

    def setup(self, players, settings, rng: RecordedRng) -> dict[str, Any]:
        hand = {p: f"card-{rng.below(1000, f'hand of {p}')}" for p in players}
        return {"players": list(players), "first_player": players[0], "round": 1,
                "scores": {p: settings.start for p in players}, "moves": {}, "hand": hand,
                "ended": False}

    def check_state(self, state, players, settings=None) -> None:
        problems = []
        if state.get("players") != players:
            problems.append(f"state.players: {state.get('players')} is not {players}")
        scores = state.get("scores")
        if not isinstance(scores, dict) or set(scores) != set(players):
            problems.append("state.scores: needs one score per player")
        else:
            for p, v in scores.items():
                if not isinstance(v, int) or isinstance(v, bool):
                    problems.append(f"state.scores.{p}: {v!r} is not a whole number")
                elif v < 0:
                    problems.append(f"state.scores.{p}: {v} is negative")
        if problems:
            raise GmError("campaign state is not valid:\n  " + "\n  ".join(problems))

    def view(self, state, viewer, settings, *, as_state=False) -> dict[str, Any]:
        if as_state:
            return {**state, "hand": {p: "?" for p in state["hand"]}}
        if viewer is not None:
            return {"Hand": [state["hand"][viewer]]}
        return {k: v for k, v in state.items() if k != "hand"}

    def apply_secret(self, state, choices, settings, rng) -> StepOutcome:
        weather = rng.choice(["sun", "rain"], "weather")
        state = {**state, "scores": dict(state["scores"]), "weather": weather, "revealed": True,
                 "moves": {p: c for p, c in choices.items() if c}}
        for p, c in choices.items():
            if c == "Up":
                state["scores"][p] += 1
            elif c == "Down" and state["scores"][p] > 0:
                state["scores"][p] -= 1
        return StepOutcome(state, {"moves": dict(state["moves"]), "weather": weather})

    def check_post(self, state, player, text, settings, others) -> PostCheck:
        diags = []
        try:
            int(text.strip())
        except ValueError:
            diags.append(Diagnostic("fake.number", f"{text.strip()!r} is not a signed number", line=1))
        return PostCheck(player, diags)

    def apply_posts(self, state, posts, settings, rng, force) -> ResolveOutcome:
        scores = dict(state["scores"])
        problems, rolls = [], {}
        for p in state["players"]:
            text = posts.get(p)
            delta = 0
            if text is not None:
                try:
                    delta = int(text.strip())
                except ValueError:
                    problems.append(f"{p}: unreadable post")
            roll = rng.below(6, f"roll for {p}") + 1
            rolls[p] = roll
            scores[p] = max(0, scores[p] + delta + roll)
        number = state["round"]
        ended = number >= settings.rounds
        new = {**state, "scores": scores, "round": number + 1, "moves": {}, "ended": ended,
               "revealed": False}
        return ResolveOutcome(new, {"rolls": rolls}, problems, ended)

    def summary_view(self, record, settings) -> dict[str, Any]:
        return {"rolls": record["result"]["rolls"]}


GAME = register(FakeGame())
