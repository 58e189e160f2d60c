"""Throws' self-play (`ThrowsSelfPlay`, what `Throws.selfplay()` gives the core harness,
gm_tool/core/game/selfplay.py): its players (bots/), a throw as text, the invariants (the state's own
checks) and the scores; every step goes through the game's public rules."""

from __future__ import annotations

from typing import Any

from gm_tool.core.game.interface import Step
from gm_tool.core.game.selfplay_api import SelfPlay

from . import posts, rules
from . import state as st
from .bots import BOTS


class ThrowsSelfPlay(SelfPlay):
    def bots(self) -> dict[str, Any]:
        return dict(BOTS)

    def write_action(self, state: Any, step: Step, player: str, action: Any,
                     settings: Any) -> str:
        return posts.write_throw(action)

    def invariants(self, state: Any, settings: Any, baseline: Any = None) -> list[str]:
        return st.problems(state, state["players"], settings.rounds)

    def scores(self, state: Any, settings: Any) -> tuple[list[dict[str, Any]], list[str]]:
        return rules.score_lines(state), list(state["winners"])
