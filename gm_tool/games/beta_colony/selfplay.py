"""Beta Colony's self-play (`BetaColonySelfPlay`, what `BetaColony.selfplay()` gives the core
harness, gm_tool/core/game/selfplay.py): the players (bots/), the trusted path (`rules.apply_step` in
place on the plain state, `rules.roll` for the dice), the actions as text (posts/), the rules'
checks of a bot's action, the invariants (rules/invariants.py) and the final scores."""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import Step
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.core.game.selfplay_api import SelfPlay
from gm_tool.games.beta_colony import rules
from gm_tool.games.beta_colony.actions import PASS
from gm_tool.games.beta_colony.bots import BOTS
from gm_tool.games.beta_colony.posts import read_post, write_action
from gm_tool.games.beta_colony.rules.invariants import problems as invariant_problems


class BetaColonySelfPlay(SelfPlay):
    """The play state is the plain state itself, changed in place on the trusted path."""

    max_steps = 400

    def bots(self) -> dict[str, Any]:
        return dict(BOTS)

    def push(self, state: Any, step: Step, inputs: dict[str, Any], settings: Any,
             rng: RecordedRng) -> tuple[Any, Any]:
        if step.kind == "chance":
            return state, rules.roll(state, settings, rng)
        player = step.players[0]
        action = inputs.get(player) or PASS
        return rules.apply_step(state, player, action, settings, rng, in_place=True)

    def write_action(self, state: Any, step: Step, player: str, action: Any,
                     settings: Any) -> str:
        return write_action(state, player, action)

    def read_action(self, state: Any, step: Step, player: str, text: str, settings: Any) -> Any:
        read = read_post(text, state, player)
        if not read.accepted:
            raise GmError(f"cannot read {text!r}: " + "; ".join(
                d.message for d in read.diagnostics if d.severity is Severity.ERROR))
        return read.action

    def check_action(self, state: Any, step: Step, player: str, action: Any,
                     settings: Any) -> list[Diagnostic]:
        if action is None:
            return []
        if state["phase"] == "actions":
            return rules.perform(rules.copy_state(state), player, action, settings).errors
        _, record = self.game.apply_without_draws(state, player, action, settings)
        return [Diagnostic("bc.setup.choice", p) for p in record["problems"]]

    def invariant_baseline(self, state: Any, settings: Any) -> Any:
        return {}

    def invariants(self, state: Any, settings: Any, baseline: Any = None) -> list[str]:
        return invariant_problems(state, settings, baseline)

    def scores(self, state: Any, settings: Any) -> tuple[list[dict[str, Any]], list[str]]:
        return [dict(x) for x in state["final"]], list(state["winners"])
