"""Distant Colony behind the engine's Game interface."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from gm_tool.core.errors import CampaignFileError, GmError
from gm_tool.core.game_api import Game, RevealOutcome
from gm_tool.core.matching import match_one
from gm_tool.core.rng import RecordedRng
from gm_tool.games.distant_colony import views
from gm_tool.games.distant_colony.catalogue import trade_environments
from gm_tool.games.distant_colony.settings import DistantColonySettings
from gm_tool.games.distant_colony.setup import new_game
from gm_tool.games.distant_colony.state import DCState, check_state_dict
from gm_tool.games.distant_colony.vocab import PHASE_NAMES, PHASE_SPELLINGS, PHASES


class DistantColony(Game):
    name = "distant-colony"
    title = "Distant Colony"
    aliases = ("dc", "distant_colony", "distantcolony")
    version = "2.0"
    min_players = 2
    max_players = 6
    secret_choices = True
    choice_noun = "phase"
    settings_model = DistantColonySettings

    def choice_names(self) -> list[str]:
        return [PHASE_NAMES[p] for p in PHASES]

    def parse_choice(self, word: str) -> str:
        return match_one(word, {w: PHASE_NAMES[k] for w, k in PHASE_SPELLINGS.items()}, "phase")

    def load_settings(self, data: dict[str, Any]) -> DistantColonySettings:
        settings = DistantColonySettings.model_validate(data)
        if settings.first_trade_environment not in trade_environments():
            raise GmError(f"first_trade_environment {settings.first_trade_environment!r} is unknown",
                          f"valid: {', '.join(trade_environments())}")
        return settings

    def settings_with(self, assignments: list[str]) -> BaseModel:
        settings = super().settings_with(assignments)
        return self.load_settings(settings.model_dump())

    def setup(self, players: list[str], settings: BaseModel, rng: RecordedRng) -> dict[str, Any]:
        return new_game(players, settings).to_dict()

    def check_state(self, state: dict[str, Any], players: list[str]) -> None:
        problems = check_state_dict(state, players)
        if problems:
            raise CampaignFileError("campaign state is not valid:\n  " + "\n  ".join(problems),
                                    "fix the file by hand; it was left as it is")

    def public_state(self, state: dict[str, Any], settings: BaseModel) -> dict[str, Any]:
        return views.public_view(DCState.from_dict(state), settings)

    def reveal(self, state: dict[str, Any], choices: dict[str, str | None],
               settings: BaseModel) -> RevealOutcome:
        game = DCState.from_dict(state)
        chosen = {p: (c.lower() if c else None) for p, c in choices.items()}
        game.played = chosen
        game.phases = [p for p in PHASES if p in chosen.values()]
        info = {
            "phases": [PHASE_NAMES[p] for p in game.phases],
            "skipped": [PHASE_NAMES[p] for p in PHASES if p not in game.phases],
            "turn_order": game.turn_order(),
        }
        return RevealOutcome(state=game.to_dict(), info=info)


GAME = DistantColony()
