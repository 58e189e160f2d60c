"""What a game must provide to the engine, and the registry where games are found by name.

A game is registered once (name, aliases, version) and found by name. The engine calls only
these methods; everything else about a game stays inside its own package.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import BaseModel, ValidationError

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.errors import GmError, NotFoundError
from gm_tool.core.kit.matching import ChoiceWords, fold, suggestions
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.core.game.housekeeping import Housekeeping
from gm_tool.core.kit.views.presentation import check_at_registration

if TYPE_CHECKING:
    from gm_tool.core.game.selfplay_api import SelfPlay


StepKind = Literal["secret", "posts", "turn", "chance", "end"]
STEP_KINDS: tuple[str, ...] = ("secret", "posts", "turn", "chance", "end")


@dataclass(frozen=True)
class Step:
    """What a campaign waits for now, as its game says (OpenSpiel's `current_player()`):

    - `secret`: hidden input from `players`, all at once (gm choose), committed now and
      revealed together (gm reveal) — a phase, a vote with a bid, a card from a hand;
    - `posts`: public turn posts from `players`, all at once (gm submit), applied together
      (gm resolve);
    - `turn`: one player's public post, applied as soon as it is accepted (gm submit);
    - `chance`: a public draw the tool makes at once from the campaign's recorded RNG;
    - `end`: the game is over.

    `label` is what posts show ("phase choice, round 3", "Ann's turn 12", "round 6 dice");
    `noun` is what one secret input is called ("phase", "vote", "card").
    """

    kind: StepKind
    players: tuple[str, ...] = ()
    label: str = ""
    noun: str = "choice"

    def __post_init__(self) -> None:
        if self.kind not in STEP_KINDS:
            raise ValueError(f"unknown step kind {self.kind!r}")
        object.__setattr__(self, "players", tuple(self.players))

    @property
    def takes_posts(self) -> bool:
        return self.kind in ("posts", "turn")

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "players": list(self.players), "label": self.label,
                "noun": self.noun}


@dataclass(frozen=True)
class Clock:
    """The game's own time, as its players count it: "Round 3", "Turn 14", "Year 2". The
    engine's record entries are never shown to players; every line they read names this.
    `part` says where in that round the game stands ("council vote", "Bob's second action")."""

    unit: str = "Round"
    number: int = 1
    part: str = ""
    #: who starts this round, or whose turn it is in a game of single turns ("first player"
    #: in gm status); None: the game has no such seat now
    leader: str | None = None

    @property
    def short(self) -> str:
        # round 0 is the setup before the first round (Beta Colony's mats and ships)
        return f"{self.unit} {self.number}" if self.number else "Setup"

    @property
    def text(self) -> str:
        return f"{self.short} · {self.part}" if self.part else self.short

    def __str__(self) -> str:
        return self.text

    def to_dict(self) -> dict[str, Any]:
        return {"unit": self.unit, "number": self.number, "part": self.part, "text": self.text}


def label_part(label: str, unit: str, number: int) -> str:
    """A step's label without the clock words it repeats: "phase choice, round 3" → "phase
    choice"; "Ann's action 2 of 3, turn 4" → "Ann's action 2 of 3"."""
    import re

    words = rf"{re.escape(unit)}\s+{number}\b"
    out = re.sub(rf"\s*[,(;·–-]?\s*\b{words}\)?", "", label, count=1, flags=re.IGNORECASE)
    return out.strip(" ,;·–-") or label


@dataclass(frozen=True)
class ChoiceRead:
    """A secret input as the game read it: `text` is committed (the commitment is taken over
    exactly this text); `read_as` says it in words for the GM, who is told what was read before
    the commitment is printed ("hand 3" → "hand 3: Increased Crime (#7)")."""

    text: str
    read_as: str = ""

    def __post_init__(self) -> None:
        if not self.read_as:
            object.__setattr__(self, "read_as", self.text)


@dataclass(frozen=True)
class BoardFile:
    """A game's board as a data file (gm new --board FILE, gm board check FILE): the file a new
    campaign uses unless the GM gives one (None: a board only when the GM gives one), and the
    check that turns a file's data into the board to use, or raises a GmError listing every
    problem with its key path (nothing half-loaded)."""

    default: Path | None
    check: Callable[[dict[str, Any]], dict[str, Any]]


@dataclass
class PostCheck:
    """A turn post read and checked against the state: every problem, and what was understood."""

    player: str
    diagnostics: list[Diagnostic]
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def accepted(self) -> bool:
        return not any(d.severity is Severity.ERROR for d in self.diagnostics)


@dataclass
class ResolveOutcome:
    """A round applied: the new state, a record for the history, and what stopped or was skipped."""

    state: dict[str, Any]
    record: dict[str, Any]
    problems: list[str] = field(default_factory=list)
    ended: bool = False


@dataclass
class StepOutcome:
    """What a secret step's reveal or a chance step changes: the new state, and public words and
    data the posts show (the phases played, the dice rolled)."""

    state: dict[str, Any]
    info: dict[str, Any] = field(default_factory=dict)


class Game(ABC):
    name: ClassVar[str]
    title: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    version: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    #: what a secret choice is called in messages when the step does not say ("phase")
    choice_noun: ClassVar[str] = "choice"
    settings_model: ClassVar[type[BaseModel]]

    #: the board data file, for a game whose board is data; None: the board is the game's own
    board_file: ClassVar[BoardFile | None] = None
    #: a missing post at a posts or turn step: "hold" (refuse to resolve), "auto" (resolve
    #: without it); None: the campaign's `missed_turn` setting says (default "hold")
    missed_turn: ClassVar[str | None] = None
    #: the GM's housekeeping (gm adjust, gm replace, gm drop): quick rulings and seat changes
    housekeeping: ClassVar[Housekeeping] = Housekeeping()

    # Settings -----------------------------------------------------------------------------
    def load_settings(self, data: dict[str, Any]) -> BaseModel:
        """A campaign's settings checked (override for checks across fields, or for a key an
        older file lacks); `gm new --set` and `gm set` end here too (`settings_with`). The
        defaults are `settings_model()`."""
        return self.settings_model.model_validate(data)

    # Steps --------------------------------------------------------------------------------
    @abstractmethod
    def step(self, state: dict[str, Any], players: list[str], settings: BaseModel) -> Step:
        """What the campaign waits for now. Asked again after every change; never stored."""

    #: what the game calls one unit of its own time ("Round", "Turn", "Year"); `clock` reads
    #: its number from the state's `round` (or `turn`) unless the game says otherwise
    clock_unit: ClassVar[str] = "Round"

    def clock(self, state: dict[str, Any], step: Step) -> Clock:
        """The game's own time at this state and step, for every line players read, and who
        leads it (the state's `first_player` unless the game says otherwise)."""
        raw = state.get("round", state.get("turn", 1)) if isinstance(state, dict) else 1
        number = raw if isinstance(raw, int) and not isinstance(raw, bool) and raw >= 0 else 1
        part = label_part(step.label, self.clock_unit, number) if step.kind != "end" else "game over"
        leader = state.get("first_player") if isinstance(state, dict) else None
        return Clock(self.clock_unit, number, part, leader if isinstance(leader, str) else None)

    # State --------------------------------------------------------------------------------
    @abstractmethod
    def setup(self, players: list[str], settings: BaseModel, rng: RecordedRng) -> dict[str, Any]:
        """A new game's state as plain TOML-ready data. A game with a board file also takes
        `board=` (the board data its `board_file` checked), which it keeps in its state."""

    @abstractmethod
    def check_state(self, state: dict[str, Any], players: list[str],
                    settings: BaseModel | None = None) -> None:
        """Raise GmError naming the key path if a (hand-edited) state is not valid. `settings`
        (the campaign's, when they are valid) lets a game hold a count to the campaign's own
        limit rather than to the largest any setting allows."""

    @abstractmethod
    def view(self, state: dict[str, Any], viewer: str | None, settings: BaseModel, *,
             as_state: bool = False) -> dict[str, Any]:
        """What `viewer` may know of `state`: the one place a game decides what is hidden
        (OpenSpiel's observer, boardgame.io's `playerView`).

        - `viewer=None`: the public view, render-ready (gm status, every post, the board
          picture): the state as every player may see it, no hidden information;
        - a player's name: what that player alone may see besides the public view — a secret
          money stock, a hand of cards — as titled plain entries for `gm status NAME --player
          P`, which the GM sends by private message, e.g. {"Credits": 12, "Hand card 1": ...};
          {} when the game hides nothing from anyone;
        - `as_state=True`: the same knowledge as a state (hidden values replaced, still valid
          for `check_state`): `gm export --public` writes `view(state, None, settings,
          as_state=True)`, which players load to check their posts. A player's copy is the
          public one unless the game says more."""

    # Secret and chance steps --------------------------------------------------------------
    #: a game whose secret choice is one word from a list declares the words (the default
    #: `read_choice`, `choice_template` and `gm ingest` read them); None: it reads its own
    choice_words: ClassVar[ChoiceWords | None] = None

    def read_choice(self, state: dict[str, Any], step: Step, player: str, text: str,
                    settings: BaseModel) -> ChoiceRead:
        """A player's secret input (`gm choose`, a PM) read: the game's canonical text, which
        is committed, and what it means in words for the GM. Raise GmError for input the step
        cannot take (saying what it can). The default reads one word of `choice_words`."""
        if self.choice_words is None:
            raise GmError(f"{self.title} has no secret choices")
        return ChoiceRead(self.choice_words.parse(text))

    def choice_template(self, state: dict[str, Any], step: Step, player: str,
                        settings: BaseModel) -> str:
        """What `player` may send at a secret step, for `gm template` (a PM to copy)."""
        names = self.choice_words.names if self.choice_words else ()
        listed = f" one of: {', '.join(names)}" if names else ""
        return f"{step.label}: send the GM your {step.noun} by private message —{listed}"

    def apply_secret(self, state: dict[str, Any], choices: dict[str, str | None],
                     settings: BaseModel, rng: RecordedRng) -> StepOutcome:
        """Apply a secret step's revealed choices (None = the player sent none). Draws the step
        needs in public (e.g. a trade environment) are made here, from `rng`."""
        raise GmError(f"{self.title} has no secret choices to reveal")

    def apply_chance(self, state: dict[str, Any], settings: BaseModel,
                     rng: RecordedRng) -> StepOutcome:
        """Make a chance step's public draws from `rng` (a shared dice roll)."""
        raise GmError(f"{self.title} has no chance steps")

    # Turns --------------------------------------------------------------------------------
    def check_post(self, state: dict[str, Any], player: str, text: str, settings: BaseModel,
                   others: dict[str, str]) -> PostCheck:
        """Read and check one player's turn post. `others` are the other players' stored posts
        (for cross-checks such as mirrored player trades). Never raises for a bad post."""
        raise GmError(f"{self.title} does not read turn posts yet")

    def apply_posts(self, state: dict[str, Any], posts: dict[str, str | None], settings: BaseModel,
                    rng: RecordedRng, force: bool) -> ResolveOutcome:
        """Apply a posts or turn step's posts (None = no post from that player). Problems stop
        it unless `force`."""
        raise GmError(f"{self.title} takes no turn posts")

    def template_post(self, state: dict[str, Any], player: str, settings: BaseModel) -> str:
        """A prefilled post for `player` at the current posts or turn step."""
        raise GmError(f"{self.title} has no turn-post template")

    def summary_view(self, history: dict[str, Any], settings: BaseModel) -> dict[str, Any]:
        """A resolved round's record (core/engine/turns.py) as a public, render-ready view."""
        raise GmError(f"{self.title} has no round summary yet")

    @property
    def package(self) -> str:
        """The game's package: render finds its `views` and `templates/` there."""
        return type(self).__module__.rpartition(".")[0]

    # Self-play (core/game/selfplay.py) ---------------------------------------------------------
    def selfplay(self) -> SelfPlay | None:
        """The game's self-play (core/game/selfplay_api.py: bots, invariants, the trusted path, the
        report), built in the game's own `selfplay.py` and imported here, when asked for, so
        that a command on a campaign never loads the players. None: no self-play."""
        return None


def missed_turn_policy(game: Game, settings: BaseModel) -> str:
    """What a missing post does at a posts or turn step: the game's `missed_turn`, or else the
    campaign's `missed_turn` setting ("hold" when the game has no such setting)."""
    return game.missed_turn or getattr(settings, "missed_turn", "hold")


def settings_with(game: Game, assignments: list[str],
                  base: dict[str, Any] | None = None) -> BaseModel:
    """`key=value` strings (`gm new --set`, `gm set`, `gm simulate --set`) applied to the game's
    default settings (or to `base`, a campaign's), then checked by `game.load_settings`; a bad
    key or value is a GmError whose hint lists the valid keys (or describes the bad one)."""
    model = game.settings_model
    fields = model.model_fields
    values = dict(base) if base is not None else game.settings_model().model_dump()
    for item in assignments:
        key, sep, value = item.partition("=")
        key = key.strip().replace("-", "_")
        if not sep:
            raise GmError(f"--set {item!r} is not key=value", _settings_hint(model))
        if key not in fields:
            close = suggestions(key, fields)
            hint = f"did you mean {close[0]!r}? " if close else ""
            raise GmError(f"unknown rule setting {key!r}", hint + _settings_hint(model))
        values[key] = value.strip()
    try:
        checked = model.model_validate(values)
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
        keys = {str(e["loc"][0]) for e in exc.errors() if e["loc"]}
        raise GmError(f"bad rule setting: {problems}", _settings_hint(model, keys)) from None
    return game.load_settings(checked.model_dump())


def _settings_hint(model: type[BaseModel], only: set[str] | None = None) -> str:
    lines = ["valid keys:" if not only else "that setting:"]
    for key, info in model.model_fields.items():
        if only and key not in only:
            continue
        lines.append(f"    {key} (default {info.default!r}): {info.description or ''}")
    return "\n".join(lines)


_REGISTRY: dict[str, Game] = {}
#: games known by name whose code is imported only when first asked for ("module:attribute"):
#: a command on one campaign loads one game
_LAZY: dict[str, str] = {}


def register(game: Game) -> Game:
    """Register `game` under its name and aliases, once its declared presentation is checked
    (a broken one is a GmError naming the game and the piece, before anything can draw it)."""
    check_at_registration(game)
    if not isinstance(game.housekeeping, Housekeeping):
        raise GmError(f"game {game.name!r}: `housekeeping` is a {type(game.housekeeping).__name__}",
                      "declare an instance of a gm_tool.core.game.housekeeping.Housekeeping subclass")
    if game.board_file is not None and not isinstance(game.board_file, BoardFile):
        raise GmError(f"game {game.name!r}: `board_file` is a {type(game.board_file).__name__}",
                      "declare BoardFile(default_path, check) or None")
    for key in (game.name, *game.aliases):
        _REGISTRY[fold(key)] = game
    return game


def register_lazy(name: str, aliases: tuple[str, ...], target: str) -> None:
    for key in (name, *aliases):
        _LAZY[fold(key)] = target


def _load(key: str) -> Game | None:
    target = _LAZY.get(key)
    if target is None:
        return None
    module_name, _, attribute = target.partition(":")
    game = getattr(importlib.import_module(module_name), attribute)
    register(game)
    for alias, other in list(_LAZY.items()):
        if other == target:
            del _LAZY[alias]
    return game


@contextmanager
def registered(game: Game) -> Iterator[Game]:
    """`game` registered while the block runs, and gone after it: for tests that register a
    game other tests (the conformance suite takes every registered game) must not meet."""
    before = {key for key, found in _REGISTRY.items() if found is game}
    register(game)
    try:
        yield game
    finally:
        for key in [k for k, found in _REGISTRY.items() if found is game and k not in before]:
            del _REGISTRY[key]


def all_games() -> list[Game]:
    for key in list(_LAZY):
        if key in _LAZY:
            _load(key)
    unique: dict[str, Game] = {}
    for game in _REGISTRY.values():
        unique[game.name] = game
    return sorted(unique.values(), key=lambda g: g.name)


def find_game(name: str) -> Game:
    key = fold(name)
    game = _REGISTRY.get(key) or _load(key)
    if game is not None:
        return game
    names = [g.name for g in all_games()]
    close = suggestions(name, list(_REGISTRY))
    hint = f"did you mean {close[0]!r}? " if close else ""
    raise NotFoundError(f"unknown game {name!r}", f"{hint}games: {', '.join(names)} (see 'gm games')")
