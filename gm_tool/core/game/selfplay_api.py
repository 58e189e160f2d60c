"""What a game gives the self-play harness (core/game/selfplay.py): one `SelfPlay` object, returned by
`Game.selfplay()` (None: the game is not self-played).

The harness plays a game's bots through its steps on a "play state": whatever object the game
plays fastest on (`play_state` / `plain_state` convert; by default the plain data itself). Every
default below goes through the game's public rules (`Game.setup`, `step`, `apply_*`,
`read_choice`), so a game needs only `bots()` (and `write_action` / `read_action` for its posts)
to be self-played; the rest is for speed, for its own checks and for its own report.

A game builds its SelfPlay in its own `selfplay.py`, which imports the game's bots; `game.py`
imports that module only inside `selfplay()`, so a command on a campaign never loads the
players, and nothing imports `game.py` back. This module imports the harness (for the default
report text); the harness knows this class only as a type.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.selfplay import report_text

if TYPE_CHECKING:
    from pydantic import BaseModel

    from gm_tool.core.kit.diagnostics import Diagnostic
    from gm_tool.core.game.interface import Game, Step
    from gm_tool.core.kit.rng import RecordedRng


class SelfPlay:
    """A game's self-play: its bots, its trusted path, its invariants and its report."""

    #: a self-play game still going after this many steps is reported unfinished
    max_steps: ClassVar[int] = 5000
    #: whether `gm simulate` writes every input as text and reads it back unless told (a slow
    #: reader: no)
    roundtrip: ClassVar[bool] = False

    def __init__(self, game: Game) -> None:
        self.game = game

    # Players ----------------------------------------------------------------------------------
    def bots(self) -> dict[str, Any]:
        """The self-play players, by name: name -> factory(rnd: random.Random) -> a bot with
        `secret(state, step, player, settings)` for a secret step's input and
        `act(state, step, player, settings)` for a posts or turn step's action (the game's
        `bots/` package)."""
        return {}

    def bot_mixes(self) -> dict[str, tuple[str, ...]]:
        """`--bots` words that draw each seat's player from several kinds of `bots()`."""
        kinds = tuple(self.bots())
        return {"mixed": kinds} if len(kinds) > 1 else {}

    def bot_inputs(self, state: Any, step: Step, seats: dict[str, Any], rnd: Any,
                   settings: BaseModel) -> dict[str, Any]:
        """The inputs of a secret, posts or turn step from the bots at `seats` (player -> bot).
        A game whose players agree things between them (trades) overrides this; `rnd` is the
        bots' random.Random."""
        if step.kind == "secret":
            return {p: seats[p].secret(state, step, p, settings) for p in step.players}
        return {p: seats[p].act(state, step, p, settings) for p in step.players}

    # The play state and the trusted path ------------------------------------------------------
    def play_state(self, state: dict[str, Any], settings: BaseModel) -> Any:
        """Plain state data as the play state (default: the plain data itself)."""
        return state

    def plain_state(self, state: Any, settings: BaseModel) -> dict[str, Any]:
        """A play state as plain data (what `Game.setup`, `step` and `apply_*` work on)."""
        return state

    def setup(self, players: list[str], settings: BaseModel, rng: RecordedRng) -> Any:
        """A new game as a play state."""
        return self.play_state(self.game.setup(players, settings, rng), settings)

    def step(self, state: Any, players: list[str], settings: BaseModel) -> Step:
        """`Game.step` on a play state (the same answer)."""
        return self.game.step(self.plain_state(state, settings), players, settings)

    def push(self, state: Any, step: Step, inputs: dict[str, Any], settings: BaseModel,
             rng: RecordedRng) -> tuple[Any, Any]:
        """Apply a step's inputs (secret choices, actions; {} for chance) on the trusted path:
        inputs already validated or read, never text. Returns (the new play state, the step's
        record for `observe`); `state` may be changed in place and is not used again. The
        default goes through the game's public rules with each input's canonical text."""
        game = self.game
        plain = self.plain_state(state, settings)
        if step.kind == "chance":
            outcome = game.apply_chance(plain, settings, rng)
            return self.play_state(outcome.state, settings), outcome.info
        texts = {p: (self.write_action(state, step, p, a, settings) if a is not None else None)
                 for p, a in inputs.items()}
        if step.kind == "secret":
            outcome = game.apply_secret(plain, texts, settings, rng)
            return self.play_state(outcome.state, settings), outcome.info
        resolved = game.apply_posts(plain, texts, settings, rng, True)
        return self.play_state(resolved.state, settings), resolved.record

    # Inputs as text ---------------------------------------------------------------------------
    def write_action(self, state: Any, step: Step, player: str, action: Any,
                     settings: BaseModel) -> str:
        """An input as the game's canonical text: a secret choice as `gm choose` takes it, an
        action as a turn post (`read_action` reads it back to the same input)."""
        if step.kind == "secret":
            return str(action)
        raise GmError(f"{self.game.title} cannot write its actions as posts")

    def read_action(self, state: Any, step: Step, player: str, text: str,
                    settings: BaseModel) -> Any:
        """Canonical text read back as an input (GmError when it cannot be read)."""
        if step.kind == "secret":
            return self.game.read_choice(self.plain_state(state, settings), step, player, text,
                                         settings).text
        raise GmError(f"{self.game.title} cannot read its posts as actions")

    def same_action(self, state: Any, step: Step, player: str, a: Any, b: Any,
                    settings: BaseModel) -> bool:
        """Do two inputs mean the same to the rules (for the text round trip)?"""
        return a == b

    # Checks -----------------------------------------------------------------------------------
    def check_action(self, state: Any, step: Step, player: str, action: Any,
                     settings: BaseModel) -> list[Diagnostic]:
        """The errors the game's validator finds in one bot input (default: none)."""
        return []

    def fallback_inputs(self, state: Any, step: Step, inputs: dict[str, Any], player: str,
                        settings: BaseModel) -> dict[str, Any]:
        """The inputs once `player`'s refused input is replaced (default: no input)."""
        return {**inputs, player: None}

    def invariant_baseline(self, state: Any, settings: BaseModel) -> Any:
        """What the invariants compare with, taken once at set-up (conserved totals)."""
        return None

    def invariants(self, state: Any, settings: BaseModel, baseline: Any = None) -> list[str]:
        """What must hold after every step, whatever the players did: the problems found."""
        return []

    # Scores and the report --------------------------------------------------------------------
    def scores(self, state: Any, settings: BaseModel) -> tuple[list[dict[str, Any]], list[str]]:
        """Final score lines (each with "player" and "total") and the winners."""
        return [], []

    def observe(self, run: Any, state: Any, step: Step | None, inputs: dict[str, Any],
                outcome: Any, settings: BaseModel) -> None:
        """After every step applied (and once more at the end with step None): count what
        happened in `run.tally(name)`, remark on it in `run.notes` (core.selfplay.GameRun)."""

    def report(self, report: dict[str, Any], tallies: dict[str, Any],
               settings: BaseModel) -> dict[str, Any]:
        """The harness's report with the game's own sections, from `observe`'s tallies summed
        over the games."""
        return report

    def report_text(self, report: dict[str, Any]) -> str:
        """The report in words (`gm simulate`); the default says the harness's part."""
        return report_text(report)
