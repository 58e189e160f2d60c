"""Throws behind the engine's Game interface (gm_tool/core/game/interface.py). Its steps:

    not ended -> Step("secret", active players, "throw, round N", "throw")
                 gm choose NAME Ann rock, then gm reveal -> apply_secret
    ended     -> Step("end")

No posts, turn or chance step: each reveal closes its own record entry. The clock is the
base class's: state["round"], unit "Round".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from gm_tool.core.kit.errors import CampaignFileError, GmError
from gm_tool.core.game.housekeeping import Housekeeping
from gm_tool.core.game.interface import ChoiceRead, Game, Step, StepOutcome
from gm_tool.core.kit.matching import ChoiceWords
from gm_tool.core.kit.rng import RecordedRng

from . import ALIASES, NAME, posts, rules, views
from . import state as st
from .settings import ThrowsSettings

if TYPE_CHECKING:
    from gm_tool.core.game.selfplay_api import SelfPlay


_ADJUST = re.compile(r"^\s*([+-]\d{1,4})\s*(?:points?|pts?|p)?\s*$", re.IGNORECASE)


class ThrowsHousekeeping(Housekeeping):
    def adjust(self, state: dict[str, Any], player: str, text: str,
               settings: BaseModel) -> tuple[dict[str, Any], str]:
        found = _ADJUST.match(text)
        if not found:
            raise GmError(f"cannot read {text!r} as an adjustment", "e.g. '+1 point' or '-2 points'")
        points = int(found.group(1))
        word = "point" if abs(points) == 1 else "points"
        return rules.adjust(state, player, points), f"{player}: {points:+d} {word}"

    def drop_player(self, state: dict[str, Any], player: str, settings: BaseModel) -> dict[str, Any]:
        return rules.drop(state, player, settings.rounds)


class Throws(Game):
    name = NAME
    title = "Throws"
    aliases = ALIASES
    version = "1.0"
    min_players = 2
    max_players = 5
    choice_noun = "throw"
    settings_model = ThrowsSettings
    housekeeping = ThrowsHousekeeping()
    choice_words = ChoiceWords(tuple(st.THROWS), dict(posts.SPELLINGS), "throw")

    # Steps --------------------------------------------------------------------------------
    def step(self, state: dict[str, Any], players: list[str], settings: BaseModel) -> Step:
        if state.get("ended"):
            return Step("end", (), "game over")
        return Step("secret", tuple(rules.active(state)), f"throw, round {state.get('round')}",
                    "throw")

    # Secret steps: the throws -------------------------------------------------------------
    def read_choice(self, state: dict[str, Any], step: Step, player: str, text: str,
                    settings: BaseModel) -> ChoiceRead:
        throw = posts.read_throw(text)
        return ChoiceRead(throw, posts.describe(throw))

    def choice_template(self, state: dict[str, Any], step: Step, player: str,
                        settings: BaseModel) -> str:
        return (f"{step.label}: send the GM your throw by private message: rock, paper or "
                "scissors (rock beats scissors, scissors beat paper, paper beats rock)")

    def apply_secret(self, state: dict[str, Any], choices: dict[str, str | None],
                     settings: BaseModel, rng: RecordedRng) -> StepOutcome:
        new, info = rules.play_round(state, choices, settings.rounds)
        return StepOutcome(new, info)

    # State --------------------------------------------------------------------------------
    def setup(self, players: list[str], settings: BaseModel, rng: RecordedRng) -> dict[str, Any]:
        return rules.setup(players)

    def check_state(self, state: dict[str, Any], players: list[str],
                    settings: BaseModel | None = None) -> None:
        found = st.problems(state, players, settings.rounds if settings is not None else None)
        if found:
            raise CampaignFileError("campaign state is not valid:\n  " + "\n  ".join(found),
                                    "fix the file by hand; it was left as it is")

    def view(self, state: dict[str, Any], viewer: str | None, settings: BaseModel, *,
             as_state: bool = False) -> dict[str, Any]:
        """Nothing is hidden once thrown (an unrevealed throw stays in the engine's [secret])."""
        if as_state:
            return state
        if viewer is not None:
            return {}
        return views.public_view(state)

    # Summaries (gm report) ----------------------------------------------------------------
    def summary_view(self, history: dict[str, Any], settings: BaseModel) -> dict[str, Any]:
        return views.summary_view(history, settings)

    # Self-play ----------------------------------------------------------------------------
    def selfplay(self) -> SelfPlay:
        """selfplay.py (the players are in bots/), imported when asked for."""
        from .selfplay import ThrowsSelfPlay
        return ThrowsSelfPlay(self)


GAME = Throws()
