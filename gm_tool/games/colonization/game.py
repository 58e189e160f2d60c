"""Colonization (piecepack) behind the engine's Game interface: every step is one player's turn.
Each accepted turn post is applied at once by `gm submit`, its dice rolled by the campaign's
RecordedRng; each turn is one entry of the campaign record."""

from __future__ import annotations


from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from gm_tool.core.kit.errors import CampaignFileError
from gm_tool.core.game.interface import Clock, Game, PostCheck, ResolveOutcome, Step
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.colonization import ALIASES
from gm_tool.games.colonization import NAME
from gm_tool.games.colonization import views
from gm_tool.games.colonization.rules.housekeeping import ColonizationHousekeeping
from gm_tool.games.colonization.settings import ColonizationSettings
from gm_tool.games.colonization.state import HIDDEN, ColState, check_state_dict

if TYPE_CHECKING:
    from gm_tool.core.game.selfplay_api import SelfPlay


class Colonization(Game):
    name = NAME
    title = "Colonization (piecepack)"
    aliases = ALIASES
    version = "2.2"
    min_players = 2
    max_players = 4
    settings_model = ColonizationSettings
    # only the current player posts: the others are never "missing"; a missing post of the
    # current player is handled in resolve_round (settings.missed_turn)
    missed_turn = "auto"
    housekeeping = ColonizationHousekeeping()

    # State --------------------------------------------------------------------------------
    def setup(self, players: list[str], settings: BaseModel, rng: RecordedRng) -> dict[str, Any]:
        from gm_tool.games.colonization.rules.board import new_game
        return new_game(players, settings, rng).to_dict()

    def check_state(self, state: dict[str, Any], players: list[str],
                    settings: BaseModel | None = None) -> None:
        problems = check_state_dict(state, players)
        if problems:
            raise CampaignFileError("campaign state is not valid:\n  " + "\n  ".join(problems),
                                    "fix the file by hand; it was left as it is")

    def view(self, state: dict[str, Any], viewer: str | None, settings: BaseModel, *,
             as_state: bool = False) -> dict[str, Any]:
        """The order of the face-down planets is hidden from everyone (the public view shows
        only how many are left; the public copy reads "hidden" for each); no player holds a
        secret of their own."""
        if as_state:
            data = dict(state)
            data["hidden_planet_order"] = [HIDDEN] * len(state.get("hidden_planet_order", []))
            return data
        if viewer is not None:
            return {}
        return views.public_view(ColState.from_dict(state), settings)

    clock_unit = "Turn"

    def clock(self, state: dict[str, Any], step: Step) -> Clock:
        """"Turn 14 · Ann": the game counts turns, one player's each; the turn's player leads it."""
        turn = state.get("turn", 1)
        number = turn if isinstance(turn, int) and not isinstance(turn, bool) and turn >= 0 else 1
        current = state.get("current_player")
        leader = current if isinstance(current, str) else None
        if step.kind == "end":
            return Clock("Turn", number, "game over", leader)
        return Clock("Turn", number, " ".join(p for p in (step.players[0] if step.players else "",
                                                             "(last round)" if state.get("last_round") else "") if p),
                     leader)

    def step(self, state: dict[str, Any], players: list[str], settings: BaseModel) -> Step:
        current = state.get("current_player")
        if state.get("ended") or not current:
            return Step("end", (), "game over")
        label = f"{current}'s turn {state.get('turn', '')}".rstrip()
        if state.get("last_round"):
            label += " (last round)"
        return Step("turn", (current,), label)

    # Turns --------------------------------------------------------------------------------
    def check_post(self, state: dict[str, Any], player: str, text: str, settings: BaseModel,
                   others: dict[str, str]) -> PostCheck:
        from gm_tool.games.colonization.posts import checking
        checked = checking.check_post(ColState.from_dict(state), player, text, settings)
        return PostCheck(player, checked.diagnostics, checking.details(checked, player))

    def apply_posts(self, state: dict[str, Any], posts: dict[str, str | None], settings: BaseModel,
                    rng: RecordedRng, force: bool) -> ResolveOutcome:
        from gm_tool.games.colonization.posts import checking
        from gm_tool.games.colonization.actions import Pass
        from gm_tool.games.colonization.rules.apply import apply_action

        game = ColState.from_dict(state)
        if game.ended or game.current_player is None:
            return ResolveOutcome(state, {}, ["the game has ended"], True)
        player = game.current_player
        text = posts.get(player)
        problems: list[str] = []
        skipped: list[str] = []
        if text is None:
            if settings.missed_turn == "hold":
                problems.append(f"no turn post from {player}, whose turn it is")
            skipped.append(f"{player} sent no post: the turn passes")
            action = Pass()
        else:
            checked = checking.check_post(game, player, text, settings)
            if checked.accepted:
                action = checked.action
            else:
                errors = [d.render() for d in checked.diagnostics if d.severity.value == "error"]
                problems.extend(f"{player}: {e}" for e in errors)
                skipped.append(f"{player}'s post is not a legal action ({'; '.join(errors)}): "
                               "the turn passes")
                action = Pass()
        new, record = apply_action(game, player, action, settings, rng)
        record["skipped"] = skipped + record["skipped"]
        return ResolveOutcome(new.to_dict(), record, problems, new.ended)

    def template_post(self, state: dict[str, Any], player: str, settings: BaseModel) -> str:
        from gm_tool.games.colonization.posts.template import template_post
        return template_post(ColState.from_dict(state), player, settings)

    def summary_view(self, history: dict[str, Any], settings: BaseModel) -> dict[str, Any]:
        return views.summary_view(history, settings)

    # Self-play ----------------------------------------------------------------------------
    def selfplay(self) -> SelfPlay:
        """selfplay.py (the players are in bots/): imported when asked for, so a command on a
        campaign does not load the players."""
        from gm_tool.games.colonization.selfplay import ColonizationSelfPlay

        return ColonizationSelfPlay(self)


GAME = Colonization()
