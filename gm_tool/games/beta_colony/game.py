"""Beta Colony behind the engine's Game interface (gm_tool/core/game/interface.py).

The engine asks `step` what the campaign waits for, after every change:

    phase "mat", "ship"     -> Step("turn")   setup choices, in reverse turn order
    phase "cycle_bonus"     -> Step("turn")   a cycle's start bonus (a material, an influence)
    phase "roll"            -> Step("chance") the round's dice, rolled by the tool at once
    phase "die_bonus"       -> Step("turn")   a cycle's die bonus (set to 6, flip), in turn order
    phase "actions"         -> Step("turn")   each player's action 1, then each player's action 2
    phase "over"            -> Step("end")

Each turn post is read (posts/), checked against the rules on a copy of the state (rules/act.py)
and applied at once; pods are drawn from the recorded RNG after the action.
"""

from __future__ import annotations

from functools import lru_cache
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.errors import CampaignFileError, GmError
from gm_tool.core.game.interface import BoardFile, Clock, Game, PostCheck, ResolveOutcome, Step, StepOutcome
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.beta_colony import ALIASES
from gm_tool.games.beta_colony import NAME
from gm_tool.games.beta_colony.actions import PASS, Action
from gm_tool.games.beta_colony.rules.board import (
    PLACEHOLDER_BOARD,
    check_board,
    load_placeholder,
)
from gm_tool.games.beta_colony.rules.housekeeping import BetaColonyHousekeeping
from gm_tool.games.beta_colony.settings import BetaColonySettings

if TYPE_CHECKING:
    from gm_tool.core.game.selfplay_api import SelfPlay


class BetaColony(Game):
    name = NAME
    title = "Beta Colony"
    aliases = ALIASES
    version = "1.0"
    min_players = 2
    max_players = 4
    settings_model = BetaColonySettings
    board_file = BoardFile(PLACEHOLDER_BOARD, check_board)
    # every step is one player's turn: a missing post is the GM's to rule (gm drop, gm submit)
    missed_turn = "auto"
    housekeeping = BetaColonyHousekeeping()

    # State --------------------------------------------------------------------------------
    def setup(self, players: list[str], settings: BaseModel, rng: RecordedRng,
              board: dict[str, Any] | None = None) -> dict[str, Any]:
        from gm_tool.games.beta_colony.rules import setup
        return setup(players, settings, rng, board if board is not None else load_placeholder())

    def check_state(self, state: dict[str, Any], players: list[str],
                    settings: BaseModel | None = None) -> None:
        from gm_tool.games.beta_colony.state import Limits, problems
        found = problems(state, players, Limits.of(settings))
        if found:
            raise CampaignFileError("campaign state is not valid:\n  " + "\n  ".join(found[:30]),
                                    "fix the file by hand; it was left as it is")

    def view(self, state: dict[str, Any], viewer: str | None, settings: BaseModel, *,
             as_state: bool = False) -> dict[str, Any]:
        """Nothing in Beta Colony is hidden: the public view is the whole game, no player sees
        more, and the public copy is the state itself."""
        if as_state:
            return state
        if viewer is not None:
            return {}
        from gm_tool.games.beta_colony.views import public_view
        return public_view(state)

    def clock(self, state: dict[str, Any], step: Step) -> Clock:
        """The round leads with its start player (who rolls the dice); `turn_order` is the
        current phase's."""
        order = state.get("turn_order") or []
        leader = state.get("start_player") or (order[0] if order else None)
        return replace(super().clock(state, step), leader=leader)

    def step(self, state: dict[str, Any], players: list[str], settings: BaseModel) -> Step:
        return _step(*_rules().step_info(state))

    def apply_chance(self, state: dict[str, Any], settings: BaseModel,
                     rng: RecordedRng) -> StepOutcome:
        from gm_tool.games.beta_colony.rules import copy_state, roll
        new = copy_state(state)
        info = roll(new, settings, rng)
        return StepOutcome(new, info)

    # Turns --------------------------------------------------------------------------------
    def _check(self, state: dict[str, Any], player: str, text: str, settings: BaseModel):
        from gm_tool.games.beta_colony.posts import read_post, write_action
        from gm_tool.games.beta_colony.rules import copy_state, perform
        from gm_tool.games.beta_colony.posts import figures
        read = read_post(text, state, player)
        diagnostics = list(read.diagnostics)
        # every line's state (the kit's Ledger): the reply lists the lines read as chatter
        details: dict[str, Any] = {"lines": read.ledger.summary()}
        if read.action is not None and read.accepted:
            details["action"] = write_action(state, player, read.action)
            details["line"] = read.line
            if state["phase"] == "actions":
                after = copy_state(state)
                out = perform(after, player, read.action, settings)
                if out.ok and any(w.code == "bc.bonus.unused" for w in out.warnings):
                    said = read.action
                    read, after, out = self._crew_of_the_pod(state, player, read, after, out,
                                                             settings)
                    if read.action is not said:
                        details["action"] = write_action(state, player, read.action)
                        diagnostics.append(Diagnostic(
                            "bc.post.crew_of_pod", f"read 'crew on {said.space}' as the crew the "
                            "pod brings (no bonus gives crew)", Severity.INFO, read.line))
                diagnostics += [Diagnostic(d.code, d.message, d.severity, read.line, None, d.hint)
                                for d in out.errors + out.warnings]
                details["effects"] = out.effects
                if out.ok:
                    # every figure the player wrote, against what the rules did; a bonus
                    # choice no bonus asked for is the player counting on something wrong
                    diagnostics = [Diagnostic(d.code, d.message, Severity.ERROR, d.line, None,
                                              d.hint) if d.code == "bc.bonus.unused" else d
                                   for d in diagnostics]
                    diagnostics += figures.check(read, figures.snapshot(state, player),
                                                 figures.snapshot(after, player), read.action,
                                                 out.effects, after, player)
                elif out.errors and all(d.code.endswith("_missing") for d in out.errors):
                    # a bonus choice left out ("Xi'an 0 → 4 = 2 fuel!" without the material of
                    # Xi'an 2): the figures that do not hang on the choice are checked too, so
                    # the reply names every mistake at once
                    guess = copy_state(state)
                    tried = perform(guess, player, read.action, settings,
                                    chooser=lambda kind, listed: listed[0])
                    if tried.ok:
                        diagnostics += [d for d in figures.check(
                            read, figures.snapshot(state, player), figures.snapshot(guess, player),
                            read.action, tried.effects, guess, player)
                            if d.code in ("bc.claim.influence", "bc.claim.cp", "bc.claim.fuel")]
            else:
                after, record = self.apply_without_draws(state, player, read.action, settings)
                diagnostics += [Diagnostic("bc.setup.choice", p, Severity.ERROR, read.line)
                                for p in record["problems"]]
                details["effects"] = record["effects"]
                if not record["problems"] and player in after["seats"] and \
                        state["phase"] == "cycle_bonus":
                    diagnostics += figures.check(read, figures.snapshot(state, player),
                                                 figures.snapshot(after, player), read.action,
                                                 record["effects"], after, player)
                    diagnostics += figures.bonus_unused(read.action, record["effects"], read.line)
        return read, diagnostics, details

    @staticmethod
    def _crew_of_the_pod(state, player, read, after, out, settings):
        """"build on Thebes 26 … Crew on Thebes 26." where no bonus asks for crew: the crew
        said on the space just built is the crew the pod brings, not a bonus's crew."""
        from gm_tool.games.beta_colony.rules import copy_state, perform
        action = read.action
        if action.space not in action.crew_on:
            return read, after, out
        crew = list(action.crew_on)
        crew.remove(action.space)
        alt = replace(action, crew_on=tuple(crew))
        tried_state = copy_state(state)
        tried = perform(tried_state, player, alt, settings)
        if not tried.ok or any(w.code == "bc.bonus.unused" for w in tried.warnings):
            return read, after, out
        return replace(read, action=alt), tried_state, tried

    def check_post(self, state: dict[str, Any], player: str, text: str, settings: BaseModel,
                   others: dict[str, str]) -> PostCheck:
        from gm_tool.games.beta_colony.rules.flow import step_info
        kind, who, label = step_info(state)
        if kind != "turn" or player not in who:
            return PostCheck(player, [Diagnostic("bc.post.not_your_turn",
                                                 f"{label}: it is not {player}'s turn")])
        _, diagnostics, details = self._check(state, player, text, settings)
        return PostCheck(player, diagnostics, details)

    def apply_posts(self, state: dict[str, Any], posts: dict[str, str | None], settings: BaseModel,
                    rng: RecordedRng, force: bool) -> ResolveOutcome:
        from gm_tool.games.beta_colony.posts import write_action
        from gm_tool.games.beta_colony.rules import apply_step
        from gm_tool.games.beta_colony.rules.flow import step_info
        kind, who, label = step_info(state)
        if kind != "turn":
            return ResolveOutcome(state, {}, [f"no turn is due ({label})"], kind == "end")
        player = who[0]
        text = posts.get(player)
        problems: list[str] = []
        action: Action = PASS
        post = ""
        if text is None:
            if settings.missed_turn == "hold":
                problems.append(f"no turn post from {player}, whose turn it is")
        else:
            read, diagnostics, _ = self._check(state, player, text, settings)
            errors = [d for d in diagnostics if d.severity is Severity.ERROR]
            if errors or read.action is None:
                problems += [f"{player}: {d.render()}" for d in errors] or \
                    [f"{player}: no action read"]
            else:
                action = read.action
                post = write_action(state, player, action)
        new, record = apply_step(state, player, action, settings, rng)
        record["post"] = post
        record["label"] = label
        if action is PASS:
            record["effects"] = ["sends no legal post: the turn passes"] + record["effects"]
        return ResolveOutcome(new, record, problems, new["ended"])

    def template_post(self, state: dict[str, Any], player: str, settings: BaseModel) -> str:
        from gm_tool.games.beta_colony.posts import template_post
        from gm_tool.games.beta_colony.rules.flow import step_info
        kind, who, label = step_info(state)
        if kind != "turn" or player not in who:
            raise GmError(f"{label}: there is no turn post for {player} now")
        suggestion = None
        try:
            from gm_tool.games.beta_colony.bots import suggest
            suggestion = suggest(state, player, settings)
        except ImportError:  # pragma: no cover - bots are part of the package
            pass
        return template_post(state, player, settings, suggestion)

    def summary_view(self, history: dict[str, Any], settings: BaseModel) -> dict[str, Any]:
        from gm_tool.games.beta_colony.views import summary_view
        return summary_view(history, settings)

    def apply_without_draws(self, state: dict[str, Any], player: str, action: Action,
                            settings: BaseModel) -> tuple[dict[str, Any], dict[str, Any]]:
        """A setup or bonus choice applied to a copy of `state` to check it (nothing there
        draws): the state after it and its record (its `problems`)."""
        from gm_tool.games.beta_colony.rules.flow import apply_step
        return apply_step(state, player, action, settings, _NoRng())

    # Self-play ----------------------------------------------------------------------------
    def selfplay(self) -> SelfPlay:
        """selfplay.py (the players are in bots/): imported when asked for, so a command on a
        campaign does not load the players."""
        from gm_tool.games.beta_colony.selfplay import BetaColonySelfPlay
        return BetaColonySelfPlay(self)


class _NoRng:
    """A check applies a setup or bonus choice without drawing (nothing there draws)."""

    next_index = 0
    draws: list = []

    def below(self, outcomes: int, purpose: str, labels=None) -> int:
        return 0


@lru_cache(maxsize=4096)
def _step(kind: str, players: tuple[str, ...], label: str) -> Step:
    """The Step of these values: made once (a Step is frozen, so the same one serves again; the
    self-play harness asks for one at every step, and making it costs more than finding it)."""
    return Step(kind, players, label)  # type: ignore[arg-type]


_RULES: list[Any] = []


def _rules() -> Any:
    """The rules package, imported at first use (`gm`'s start-up stays light) and kept: `step`
    runs at every step of self-play, where an import statement would cost as much as a fifth of
    an invariant check."""
    if not _RULES:
        from gm_tool.games.beta_colony import rules
        _RULES.append(rules)
    return _RULES[0]


GAME = BetaColony()
