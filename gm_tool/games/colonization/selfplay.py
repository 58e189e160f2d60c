"""Colonization's self-play (`ColonizationSelfPlay`, what `Colonization.selfplay()` gives the
core harness, gm_tool/core/game/selfplay.py): the players (gm_tool/games/colonization/bots/), the
trusted path (`rules.apply_action` on the rules' ColState), the invariants checked after every
action, the text round trip of an action (`actions.to_text`, read back by the grammar), what a
game's report counts, and the report.

`play_game`, `replay`, `simulate` and `render` are the earlier entry points, kept for the tests:
they go through the core harness. With `check=True` (the default) every action is passed through
`rules.validate` first (a refusal is a "bot error": the player generator and the validator
disagree; the turn passes) and written as a post and read back, which must give the same action.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from gm_tool.core.game import selfplay as harness
from gm_tool.core.kit.diagnostics import Severity
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import Step, find_game
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.core.game.selfplay_api import SelfPlay
from gm_tool.games.colonization import NAME
from gm_tool.games.colonization.actions import Action, Colonize, Destroy, Pass
from gm_tool.games.colonization.bots import BOTS, choose, legal_actions
from gm_tool.games.colonization.rules.pieces import VALUES, all_planet_ids, is_sun
from gm_tool.games.colonization.posts import parse_post
from gm_tool.games.colonization.rules.apply import apply_action
from gm_tool.games.colonization.rules.board import new_game, rebuild_chain
from gm_tool.games.colonization.rules.scoring import final_scores, winners
from gm_tool.games.colonization.rules.validate import validate
from gm_tool.games.colonization.settings import ColonizationSettings
from gm_tool.games.colonization.state import ColState

__all__ = ["ColonizationSelfPlay", "GameResult", "MAX_ACTIONS", "OUTCOME_WORDS",
           "check_invariants", "choose", "legal_actions", "play_game", "render", "replay", "simulate"]

OUTCOME_WORDS = {"colonized": ": colonized ", "colonization failed": "the colonization of",
                 "colony destroyed": "destroyed; the coin", "attack failed": "the attack fails",
                 "warp": "warps from", "stayed": "stays", "short roll moved toward": "as far toward"}
#: a game that has not ended after this many actions counts as unfinished
MAX_ACTIONS = 600
PLAYER_NAMES = ["Ann", "Bob", "Cat", "Dan"]


# --- the trusted path --------------------------------------------------------------------------

def play_step(state: ColState, players: list[str], settings: Any) -> Step:
    """Colonization.step on the rules' state (the same steps, the same labels)."""
    current = state.current_player
    if state.ended or not current:
        return Step("end", (), "game over")
    label = f"{current}'s turn {state.turn}"
    if state.last_round:
        label += " (last round)"
    return Step("turn", (current,), label)


def push(state: ColState, step: Step, inputs: dict[str, Any], settings: Any,
         rng: RecordedRng) -> tuple[ColState, dict[str, Any]]:
    """The current player's action applied (no action: the turn passes)."""
    player = step.players[0]
    action = inputs.get(player)
    return apply_action(state, player, action if action is not None else Pass(), settings, rng)


def write_action(state: ColState, step: Step, player: str, action: Action, settings: Any) -> str:
    """The action in the game's canonical words, as the check reply's "Read as" shows it."""
    from gm_tool.games.colonization.posts.writer import canonical
    return canonical(action, state, player, settings)


def read_action(state: ColState, step: Step, player: str, text: str, settings: Any) -> Action:
    parsed = parse_post(text, state, player)
    if parsed.action is None:
        raise GmError("; ".join(d.message for d in parsed.diagnostics) or f"{text!r}: no action")
    return parsed.action


def same_action(state: ColState, step: Step, player: str, a: Action, b: Action,
                settings: Any) -> bool:
    return _canonical(a, state, player, settings) == _canonical(b, state, player, settings)


def _canonical(action: Action | None, state: ColState, player: str,
               settings: Any = None) -> Action | None:
    """Colonize/Destroy with the planet left out mean the planet the ship is on; a colonization
    that names no marker means the one the rules take (the only coin left, or by the setting)."""
    if isinstance(action, Colonize):
        marker = action.marker
        if marker is None and settings is not None:
            from gm_tool.games.colonization.rules.validate import default_marker
            marker = default_marker([c for c in state.seats[player].stash if c not in action.coins],
                                    settings)
        return Colonize(action.planet or state.seats[player].ship, action.coins, marker)
    if isinstance(action, Destroy) and action.planet is None:
        return Destroy(state.seats[player].ship)
    return action


def check_action(state: ColState, step: Step, player: str, action: Action, settings: Any) -> list:
    return [d for d in validate(state, player, action, settings) if d.severity is Severity.ERROR]


def play_scores(state: ColState, settings: Any) -> tuple[list[dict[str, Any]], list[str]]:
    return final_scores(state, settings), (list(state.winners) if state.ended
                                           else winners(state, settings))


# --- invariants --------------------------------------------------------------------------------

def check_invariants(state: ColState, settings: Any) -> list[str]:
    problems = []
    for name, seat in state.seats.items():
        coins = seat.stash + seat.discard + seat.removed + [p.colony.coin for p in state.colonies_of(name)]
        if sorted(coins) != sorted(VALUES):
            problems.append(f"coins of {name}: {sorted(coins)} (stash {seat.stash}, discard "
                            f"{seat.discard}, removed {seat.removed})")
    tiles = [p.id for s in state.systems for p in s.planets] + list(state.hidden_planet_order)
    if sorted(tiles) != sorted(all_planet_ids()) or len(state.systems) != 4:
        problems.append(f"tiles: {len(tiles)} planets accounted for, {len(set(tiles))} distinct")
    ships = [s.ship for s in state.seats.values() if not s.dropped and not is_sun(s.ship)]
    if len(ships) != len(set(ships)):
        problems.append(f"two ships on one planet: {sorted(ships)}")
    for s in state.seats.values():
        if not is_sun(s.ship) and state.planet(s.ship) is None:
            problems.append(f"a ship is on {s.ship}, which is not on the table")
    for system in state.systems:
        if rebuild_chain(system.placed, settings) != [p.id for p in system.planets]:
            problems.append(f"chain of {system.suit} is not as placed: {[p.id for p in system.planets]}")
    if not state.ended and (state.current_player not in state.seats):
        problems.append(f"current player {state.current_player!r}")
    return problems


# --- what a game's report counts ---------------------------------------------------------------

def observe(run: harness.GameRun, state: ColState, step: Step | None, inputs: dict[str, Any],
            record: Any, settings: Any, game: Any) -> None:
    """After each action: its kind and its outcome in words; at the end, that the public view
    (`game`'s public `view`, what every player sees) names no hidden planet."""
    if step is None:
        if state.ended:
            text = json.dumps(game.view(state.to_dict(), None, settings))
            if "hidden_planet_order" in text:
                run.violations.append("the public view names the hidden planet order")
        return
    action = inputs.get(step.players[0])
    run.tally("actions")[action.kind if action is not None else "pass"] += 1
    outcomes = run.tally("outcomes")
    for line in record["outcome"]:
        for label, word in OUTCOME_WORDS.items():
            if word in line:
                outcomes[label] += 1


def selfplay_report(report: dict[str, Any], tallies: dict[str, Counter],
                    settings: Any) -> dict[str, Any]:
    """The harness's report with Colonization's sections: actions per game, action kinds and
    outcomes."""
    report["actions"] = dict(report["rounds"])
    report["action_counts"] = dict(sorted(tallies.get("actions", Counter()).items()))
    report["outcomes"] = dict(sorted(tallies.get("outcomes", Counter()).items()))
    report.pop("notes", None)
    return report


def render(r: dict[str, Any]) -> str:
    """The report in words (`gm simulate --game colonization`)."""
    s = r["scores"]
    lines = [
        f"{r['games']} games of Colonization, {r['players']} players, seed {r['seed']!r}, "
        f"{r['bots']} players",
        f"speed: {r['games_per_second']} games/s ({r['seconds']} s of play)",
        f"actions per game: mean {r['actions']['mean']}, min {r['actions']['min']}, max {r['actions']['max']}",
        f"scores: winner mean {s['winner_mean']} (min {s['winner_min']}, max {s['winner_max']}), "
        f"spread mean {s['spread_mean']}, max {s['spread_max']}",
        "by player kind: " + ", ".join(f"{k} {v['seats']} seats mean {v['mean_score']} "
                                       f"wins {v['wins']}" for k, v in r["by_kind"].items()),
        "actions: " + (", ".join(f"{k} {v}" for k, v in r["action_counts"].items()) or "none"),
        "outcomes: " + (", ".join(f"{k} {v}" for k, v in r["outcomes"].items()) or "none"),
    ]
    lines.extend(harness.failure_lines(r))
    return "\n".join(lines)


# --- the game's SelfPlay ------------------------------------------------------------------------

class ColonizationSelfPlay(SelfPlay):
    """The play state is the rules' ColState; `rules.apply_action` returns a new one."""

    max_steps = MAX_ACTIONS
    roundtrip = True             # the grammar reads an action in microseconds

    def bots(self) -> dict[str, Any]:
        return BOTS

    def play_state(self, state: dict[str, Any], settings: Any) -> ColState:
        return ColState.from_dict(state)

    def plain_state(self, state: ColState, settings: Any) -> dict[str, Any]:
        return state.to_dict()

    def setup(self, players: list[str], settings: Any, rng: RecordedRng) -> ColState:
        return new_game(players, settings, rng)

    def step(self, state: ColState, players: list[str], settings: Any) -> Step:
        return play_step(state, players, settings)

    def push(self, state: ColState, step: Step, inputs: dict[str, Any], settings: Any,
             rng: RecordedRng) -> tuple[ColState, dict[str, Any]]:
        return push(state, step, inputs, settings, rng)

    def write_action(self, state: ColState, step: Step, player: str, action: Action,
                     settings: Any) -> str:
        return write_action(state, step, player, action, settings)

    def read_action(self, state: ColState, step: Step, player: str, text: str,
                    settings: Any) -> Action:
        return read_action(state, step, player, text, settings)

    def same_action(self, state: ColState, step: Step, player: str, a: Action, b: Action,
                    settings: Any) -> bool:
        return same_action(state, step, player, a, b, settings)

    def check_action(self, state: ColState, step: Step, player: str, action: Action,
                     settings: Any) -> list:
        return check_action(state, step, player, action, settings)

    def invariants(self, state: ColState, settings: Any, baseline: Any = None) -> list[str]:
        return check_invariants(state, settings)

    def scores(self, state: ColState, settings: Any) -> tuple[list[dict[str, Any]], list[str]]:
        return play_scores(state, settings)

    def observe(self, run: harness.GameRun, state: ColState, step: Step | None,
                inputs: dict[str, Any], outcome: Any, settings: Any) -> None:
        observe(run, state, step, inputs, outcome, settings, self.game)

    def report(self, report: dict[str, Any], tallies: dict[str, Counter],
               settings: Any) -> dict[str, Any]:
        return selfplay_report(report, tallies, settings)

    def report_text(self, report: dict[str, Any]) -> str:
        return render(report)


def _selfplay() -> ColonizationSelfPlay:
    """The registered game's self-play (the earlier entry points below play through it)."""
    return find_game(NAME).selfplay()


# --- the earlier entry points ------------------------------------------------------------------

@dataclass
class GameResult:
    seed: str
    players: list[str]
    actions: list[tuple[str, Action]] = field(default_factory=list)
    final: ColState | None = None
    ended: bool = False
    counts: Counter = field(default_factory=Counter)
    outcomes: Counter = field(default_factory=Counter)
    violations: list[str] = field(default_factory=list)
    roundtrip: list[str] = field(default_factory=list)
    bot_errors: Counter = field(default_factory=Counter)
    scores: list[dict[str, Any]] = field(default_factory=list)
    run: harness.GameRun | None = None


def play_game(n_players: int, seed: str, settings: Any = None, check: bool = True,
              bots: str = "random") -> GameResult:
    """One complete game through the core harness (`check`: validate, round-trip and check the
    invariants of every action)."""
    run = harness.play(_selfplay(), PLAYER_NAMES[:n_players], seed,
                       settings or ColonizationSettings(),
                       bots, check=check, validate=check, roundtrip=check)
    actions = [(step.players[0], inputs[step.players[0]]) for step, inputs in run.record]
    return GameResult(run.seed, run.players, actions, run.state, run.ended,
                      run.tallies.get("actions", Counter()), run.tallies.get("outcomes", Counter()),
                      run.violations, run.roundtrip, run.bot_errors, run.scores, run)


def replay(result: GameResult, settings: Any) -> ColState:
    """Replay the recorded actions from the seed: the state must be the same."""
    rng = RecordedRng(result.seed, harness.SALT)
    state = new_game(result.players, settings, rng)
    for player, action in result.actions:
        state, _ = apply_action(state, player, action if action is not None else Pass(),
                                settings, rng)
    return state


def simulate(n_players: int, games: int, seed: str, settings: Any = None, check: bool = True,
             verify_replay: bool = True, bots: str = "random",
             public_replay: bool = False) -> dict[str, Any]:
    """Play `games` complete games; the report `gm simulate --game colonization` prints."""
    return harness.simulate(_selfplay(), n_players, games, seed,
                            settings or ColonizationSettings(), bots,
                            check=check, validate=check, roundtrip=check,
                            verify_replay=verify_replay, public_replay=public_replay)
