"""Sealed Bids' self-play (`SealedBidsSelfPlay`, what `SealedBids.selfplay()` gives the core
harness, gm_tool/core/game/selfplay.py): its players (bots/), its inputs as text (posts.py), the
rules' check of an input, the invariants (the state's own checks) and the scores. Everything
else is the harness's default: the play state is the plain state, and every step goes through
the game's public rules."""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.diagnostics import Diagnostic
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import Step
from gm_tool.core.game.selfplay_api import SelfPlay

from . import posts, rules
from . import state as st
from .bots import BOTS


class SealedBidsSelfPlay(SelfPlay):
    def bots(self) -> dict[str, Any]:
        return dict(BOTS)

    def write_action(self, state: Any, step: Step, player: str, action: Any,
                     settings: Any) -> str:
        if step.kind == "secret":
            return posts.write_bid(action)
        return posts.write_post(action)

    def read_action(self, state: Any, step: Step, player: str, text: str, settings: Any) -> Any:
        if step.kind == "secret":
            return int(self.game.read_choice(state, step, player, text, settings).text)
        read = posts.read_post(text)
        if not read.accepted or read.action is None:
            raise GmError(f"cannot read {text!r}: " + "; ".join(d.message for d in read.diagnostics))
        return read.action

    def check_action(self, state: Any, step: Step, player: str, action: Any,
                     settings: Any) -> list[Diagnostic]:
        if step.kind == "secret":
            ok = 0 <= int(action) <= rules.bid_limit(state, player)
            return [] if ok else [Diagnostic("sb.bid.range", f"bid {action} is not 0 to "
                                             f"{rules.bid_limit(state, player)}")]
        problem = rules.check_action(state, player, action)
        return [Diagnostic("sb.sell.amount", problem)] if problem else []

    def invariants(self, state: Any, settings: Any, baseline: Any = None) -> list[str]:
        return st.problems(state, state["players"])

    def scores(self, state: Any, settings: Any) -> tuple[list[dict[str, Any]], list[str]]:
        return rules.score_lines(state), list(state["winners"])
