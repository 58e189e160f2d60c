"""Distant Colony's self-play (`DistantColonySelfPlay`, what `DistantColony.selfplay()` gives the
core harness, gm_tool/core/game/selfplay.py): the players (gm_tool/games/distant_colony/bots/), the
trusted path (a reveal, then `rules.resolve_round` in place on the rules' own DCState), the
inputs as text (selfplay_posts.py), the invariants checked after every step, what a game's
report counts, and the report itself (its words in selfplay_report.py).

The rules draw only from the RecordedRng; the players draw from their own `random.Random`, so a
game is reproduced exactly by (seed, the recorded choices and orders) — the harness's replay
checks that. With `validate` every player's orders go through `rules.validate_orders` first: an
order the validator refuses counts as a `bot_error` and the player falls back to orders that
need no decision (bots.fall_back). The players are legal by construction, so the only skipped
actions left are genuine conflicts between players (`CONFLICT_CODES`); any other skip is noted.

`play_game`, `replay` and `simulate` are the earlier entry points, kept for the tests and the
benchmark: they go through the core harness.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field, fields
from functools import lru_cache
from operator import attrgetter
from typing import Any

from gm_tool.core.game import selfplay as harness
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import Step, find_game
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.core.game.selfplay_api import SelfPlay
from gm_tool.games.distant_colony import NAME
from gm_tool.games.distant_colony.posts import writer as selfplay_posts
from gm_tool.games.distant_colony.actions import TurnOrders
from gm_tool.games.distant_colony.bots import (BOT_CHOICES, BOT_KINDS, BOTS, BUILDABLE,
                                               CONFLICT_CODES, CONVERSION_KINDS, MILITARY, MIXES,
                                               STRATEGIES, TRADE_VERBS, Bot, fall_back,
                                               phase_choices, round_orders)
from gm_tool.games.distant_colony.rules import (CATALOGUE, ENVIRONMENTS, SIZE, STORAGE,
                                                ScoreLine, colonist_total,
                                                final_scores, open_trade, order_words, phases_of,
                                                resolve_round, staffing_problem, validate_orders)
from gm_tool.games.distant_colony.bots.report import report_text
from gm_tool.games.distant_colony.settings import DistantColonySettings
from gm_tool.games.distant_colony.rules.setup import new_game
from gm_tool.games.distant_colony.state import Building, DCState
from gm_tool.games.distant_colony.rules.names import COLONISTS, PHASES

__all__ = ["BOT_CHOICES", "BOT_KINDS", "BUILDABLE", "Bot", "CONFLICT_CODES", "CONVERSION_KINDS",
           "DistantColonySelfPlay",
           "GameResult", "MAX_ROUNDS", "RoundInput", "STRATEGIES", "TRADE_VERBS",
           "check_invariants", "play_game", "player_names", "replay", "reveal", "seat_kinds",
           "simulate"]

MAX_ROUNDS = 200
#: a round is two steps (the phase choice, the turn posts)
MAX_STEPS = 2 * MAX_ROUNDS


# --- the trusted path --------------------------------------------------------------------------

def reveal(state: DCState, played: dict[str, str], settings, rng: RecordedRng) -> None:
    """What `gm reveal` does: record the choices, and draw the Trade environment if Trade
    happens so the players can see the prices before they post."""
    state.played = dict(played)
    state.phases = phases_of(state)
    if "trade" in state.phases:
        open_trade(state, settings, rng)


def play_step(state: DCState, players: list[str], settings) -> Step:
    """DistantColony.step on the rules' state (the same steps, the same labels)."""
    if state.ended:
        return _END
    key = (bool(state.played), state.round, *players)
    step = _STEPS.get(key)
    if step is None:
        if state.played:
            step = Step("posts", tuple(players), f"turn posts, round {state.round}")
        else:
            step = Step("secret", tuple(players), f"phase choice, round {state.round}", "phase")
        if len(_STEPS) < 10000:
            _STEPS[key] = step
    return step


_END = Step("end", (), "game over")
#: the steps made so far (a Step is immutable: every game's round 3 waits for the same thing)
_STEPS: dict[tuple, Step] = {}


def push(state: DCState, step: Step, inputs: dict[str, Any], settings,
         rng: RecordedRng) -> tuple[DCState, Any]:
    """A step's inputs applied on `state` itself: a phase choice is revealed; the turn orders
    are resolved (an absent player's orders need no decision: TurnOrders with nothing)."""
    if step.kind == "secret":
        reveal(state, inputs, settings, rng)
        return state, None
    if None in inputs.values():
        inputs = {p: o if o is not None else TurnOrders(p) for p, o in inputs.items()}
    return resolve_round(state, inputs, settings, rng, in_place=True)


def bot_inputs(state: DCState, step: Step, seats: dict[str, Bot], rnd: random.Random,
               settings) -> dict[str, Any]:
    if step.kind == "secret":
        return phase_choices(state, step.players, seats, settings)
    return round_orders(state, step.players, seats, rnd, settings)


def check_action(state: DCState, step: Step, player: str, action: Any, settings) -> list:
    if step.kind != "posts":
        return []
    return [d for d in validate_orders(state, action, settings) if d.severity.value == "error"]


def fallback_inputs(state: DCState, step: Step, inputs: dict[str, Any], player: str,
                    settings) -> dict[str, Any]:
    if step.kind != "posts":
        return {**inputs, player: None}
    return fall_back(state, inputs, player, settings)


def play_scores(state: DCState, settings) -> tuple[list[dict[str, Any]], list[str]]:
    """The score lines as ScoreLine.to_dict gives them (made directly: asdict deep-copies every
    field, a measurable share of a short game), and the winners."""
    report = final_scores(state, settings)
    return [dict(zip(_SCORE_FIELDS, _score_values(x))) for x in report.lines], \
        list(report.winners)


_SCORE_FIELDS = tuple(f.name for f in fields(ScoreLine))
_score_values = attrgetter(*_SCORE_FIELDS)


# --- invariants --------------------------------------------------------------------------------

def _totals(state: DCState) -> tuple[int, int]:
    colonists = colonist_total(state) - state.station.traded_colonists
    vp = state.station.vp_pool + sum(s.vp for s in state.settlements.values())
    return colonists, vp


def invariant_baseline(state: DCState) -> tuple[int, int]:
    """What check_invariants compares with: the colonists and VP at set-up."""
    return _totals(state)




@lru_cache(maxsize=None)
def _staff_ok(kind: str, staff: tuple[str, ...]) -> bool:
    return staffing_problem(Building(0, kind, list(staff))) is None


# check_invariants' facts per kind, one lookup per building: storage, size, and the colonist
# types that may staff it alone (_staff_ok of a one-colonist staff)
_FACTS = {k: (STORAGE[k], SIZE[k], frozenset(c for c in COLONISTS if _staff_ok(k, (c,))))
          for k in CATALOGUE}


def check_invariants(state: DCState, settings, totals: tuple[int, int]) -> list[str]:
    """What must hold after every round, whatever the players did. (It runs after every round
    of every self-play game: each test is written for speed, the names only when something is
    wrong.)"""
    problems = []
    st = state.station
    pool, stock = st.pool, st.stock
    if pool and min(pool.values()) < 0:
        for name, n in pool.items():
            if n < 0:
                problems.append(f"pool {name} = {n}")
    if stock and min(stock.values()) < 0:
        for item, n in stock.items():
            if n < 0:
                problems.append(f"station stock {item} = {n}")
    if st.vp_pool < 0:
        problems.append(f"vp_pool = {st.vp_pool}")
    facts, staff_ok = _FACTS, _staff_ok
    # the conservation totals (as _totals counts them) are added up in the same pass
    colonists = st.pool_size + len(st.available) - st.traded_colonists
    vp = st.vp_pool
    for p in state.players:
        s = state.settlements[p]
        colonists += len(s.housing) + (1 if s.reserved else 0)
        vp += s.vp
        held = s.resources.values()
        if held and min(held) < 0:
            for r, n in s.resources.items():
                if n < 0:
                    problems.append(f"{p} {r} = {n}")
        if s.wealth < 0 or s.vp < 0:
            problems.append(f"{p} wealth {s.wealth} vp {s.vp}")
        cap = used = last_id = 0
        ids_rise = True           # (building ids rise in list order: then none is repeated)
        buildings = s.buildings
        for b in buildings:
            storage, size, one_ok = facts[b.kind]
            cap += storage
            used += size
            bid = b.id
            if bid <= last_id:
                ids_rise = False
            last_id = bid
            staff = b.staff
            if staff:
                n = len(staff)
                colonists += n
                # (one colonist, the commonest case: a set lookup rather than a tuple and the
                # cache)
                if not (staff[0] in one_ok if n == 1 else staff_ok(b.kind, tuple(staff))):
                    bad = staffing_problem(b)
                    if bad:
                        problems.append(f"{p}: {bad[1]}")
        held = sum(held)
        if held > cap:
            problems.append(f"{p} stores {held} > capacity {cap}")
        if used > settings.settlement_spaces:
            problems.append(f"{p} uses {used} spaces")
        if s.contracts and sum(s.contracts.values()) > settings.max_contracts:
            problems.append(f"{p} holds {sum(s.contracts.values())} contracts")
        if not ids_rise and len({b.id for b in buildings}) != len(buildings):
            problems.append(f"{p} duplicate building ids {[b.id for b in s.buildings]}")
    if colonists != totals[0]:
        problems.append(f"colonists not conserved: {colonists} != {totals[0]}")
    if vp != totals[1]:
        problems.append(f"VP not conserved: {vp} != {totals[1]}")
    return problems


def invariants(state: DCState, settings, totals: tuple[int, int]) -> list[str]:
    """The invariants after a step: after a round's posts, everything (check_invariants); after
    a reveal (the state then holds the round's choices, `played`), what a reveal writes: the
    choices, the phases and the station's trade draw (check_revealed). A reveal changes nothing
    else — no settlement, no colonist, no VP — so the rest is as the previous step's full check
    found it, and is checked again, in full, after the round's posts."""
    if state.played:
        return check_revealed(state, settings)
    return check_invariants(state, settings, totals)


def check_revealed(state: DCState, settings) -> list[str]:
    """What must hold once a round's phase choices are revealed: every player chose a phase or
    nothing, the round's phases are those chosen (in rule order), and the station's Trade
    environment was drawn this round, with its stock, exactly when Trade happens."""
    problems = []
    played, phases, st = state.played, state.phases, state.station
    if played.keys() != state.settlements.keys():
        problems.append(f"choices of {sorted(played)} for players {sorted(state.settlements)}")
    chosen = set(played.values())
    if not chosen <= _CHOICES:
        problems.append(f"unknown phase chosen: {sorted(chosen - _CHOICES, key=str)}")
    if phases != [p for p in PHASES if p in chosen]:
        problems.append(f"phases {phases} for the choices {played}")
    if "trade" in phases:
        if st.trade_round != state.round or st.environment not in ENVIRONMENTS:
            problems.append(f"Trade happens in round {state.round} but the environment is "
                            f"{st.environment!r} of round {st.trade_round}")
        elif st.stock != {k: p.stock for k, p in ENVIRONMENTS[st.environment].prices.items()}:
            problems.append(f"station stock {st.stock} is not {st.environment}'s")
    elif st.trade_round == state.round:
        problems.append(f"a Trade environment was drawn in round {state.round}, which has no Trade")
    if not set(st.trade_deck) <= ENVIRONMENTS.keys():
        problems.append(f"trade deck {st.trade_deck}")
    return problems


_CHOICES = frozenset(PHASES) | {None}


# --- what a game's report counts ---------------------------------------------------------------

def observe(run: harness.GameRun, state: DCState, step: Step | None, inputs: dict[str, Any],
            record: Any, settings) -> None:
    """After each round: skipped actions (a skip that is no conflict between players is noted)
    and what the players did; at the end: the buildings built and why the game ended."""
    if step is None:
        built = Counter(b.kind for s in state.settlements.values() for b in s.buildings)
        for s in state.settlements.values():
            for b in s.buildings[:2]:
                if b.id <= 2:
                    built[b.kind] -= 1            # the starting Colony Center and Farm
        run.tally("built").update(+built)
        run.tally("end_reasons").update(r.split(":")[0] for r in state.end_reasons)
        return
    if step.kind != "posts":
        return
    if record.skipped:
        skips = run.tally("skips")
        for skip in record.skipped:
            skips[skip.code] += 1
            if skip.code not in CONFLICT_CODES:
                run.notes.append(f"round {record.round}: {skip.player} {skip.code}: "
                                 f"{skip.message}")
    _count_actions(run.tally("actions"), inputs, record, state)


def _count_actions(actions: Counter, orders: dict[str, TurnOrders], record, new: DCState) -> None:
    skipped_trades: dict[str, list[str]] = {}
    for skip in record.skipped:
        if skip.phase == "trade":
            skipped_trades.setdefault(skip.player, []).append(skip.message)
    n_player_trades = 0
    for p, o in orders.items():
        skipped = skipped_trades.get(p)
        for t in o.trades:
            # (the order's words are built only when this player had a trade skipped)
            if skipped and any(m.startswith(order_words(t)) for m in skipped):
                continue
            key = t.verb + ("_military" if t.item in MILITARY else "")
            actions[key] += 1
        if o.production:
            sales = hq_moves = releases = 0
            for step in o.production:
                if step.sell:
                    sales += 1
                if step.moves:
                    hq_moves += len(step.moves)
                if step.release:
                    releases += len(step.release)
            # (the same counts; the Counter is touched only for what happened)
            if sales:
                actions["market_sale"] += sales
            if hq_moves:
                actions["military_hq_move"] += hq_moves
            if releases:
                actions["conversion_release"] += releases
        if o.reserve:
            actions["reserve"] += 1
        if o.borrowed_phase:
            actions["borrowed_effect"] += 1
        n_player_trades += len(o.player_trades)
        ledgers = record.ledgers.get(p, {})
        led = ledgers.get("organization")
        if led is not None and led.moves:
            actions["organization_move"] += len(led.moves)
        led = ledgers.get("production")
        # (a conversion building that ran converted somebody: without a conversion in the
        # ledger there is nothing to count, and no need to look at the buildings)
        if led is not None and led.ran and led.converted:
            # the conversion buildings by id (one pass, rather than a search per id that ran)
            converting = {b.id: b.kind for b in new.settlements[p].buildings
                          if b.kind in CONVERSION_KINDS}
            if converting:
                for bid in led.ran:
                    kind = converting.get(bid)
                    if kind is not None:
                        actions[f"convert:{kind}"] += 1
        led = ledgers.get("survey")
        if led is not None and led.ran:
            actions["survey_station_run"] += len(led.ran)
    if n_player_trades:
        skipped_pt = sum(1 for s in record.skipped if s.phase == "player_trade")
        actions["player_trade"] += max(n_player_trades - skipped_pt, 0) // 2


def selfplay_report(report: dict[str, Any], tallies: dict[str, Counter],
                    settings) -> dict[str, Any]:
    """The harness's report with Distant Colony's sections: buildings, end reasons, station
    trades, conversions, other actions, skipped actions, and the skips that are no conflict."""
    n = max(report["games"], 1)
    built = tallies.get("built", Counter())
    actions = tallies.get("actions", Counter())
    skips = tallies.get("skips", Counter())
    reasons = tallies.get("end_reasons", Counter())
    report.update({
        "built": dict(built.most_common()),
        "built_per_game": {k: round(v / n, 2) for k, v in built.most_common()},
        "never_built": [k for k in BUILDABLE if not built[k]],
        "end_reasons": dict(reasons.most_common()),
        "trades": {v: actions[v] for v in TRADE_VERBS},
        "conversions": {k: actions[f"convert:{k}"] for k in sorted(CONVERSION_KINDS)},
        "actions": {k: v for k, v in sorted(actions.items())
                    if k not in TRADE_VERBS and not k.startswith("convert:")},
        "skipped_actions": dict(skips.most_common()),
        "unexplained_skips": [{"seed": x["seed"], "skips": x["notes"]}
                              for x in report.pop("notes")],
    })
    return report


# --- the game's SelfPlay ------------------------------------------------------------------------

class DistantColonySelfPlay(SelfPlay):
    """The play state is the rules' own DCState, changed in place on the trusted path. Each
    method is this module's function of the same job (looked up when called, so a test or the
    benchmark may swap one)."""

    max_steps = MAX_STEPS

    def bots(self) -> dict[str, Any]:
        return BOTS

    def bot_mixes(self) -> dict[str, tuple[str, ...]]:
        return MIXES

    def bot_inputs(self, state: DCState, step: Step, seats: dict[str, Any], rnd: Any,
                   settings) -> dict[str, Any]:
        return bot_inputs(state, step, seats, rnd, settings)

    def play_state(self, state: dict[str, Any], settings) -> DCState:
        return DCState.from_dict(state)

    def plain_state(self, state: DCState, settings) -> dict[str, Any]:
        return state.to_dict()

    def setup(self, players: list[str], settings, rng: RecordedRng) -> DCState:
        return new_game(players, settings)

    def step(self, state: DCState, players: list[str], settings) -> Step:
        return play_step(state, players, settings)

    def push(self, state: DCState, step: Step, inputs: dict[str, Any], settings,
             rng: RecordedRng) -> tuple[DCState, Any]:
        return push(state, step, inputs, settings, rng)

    def write_action(self, state: DCState, step: Step, player: str, action: Any,
                     settings) -> str:
        return selfplay_posts.write_action(state, step, player, action, settings)

    def read_action(self, state: DCState, step: Step, player: str, text: str, settings) -> Any:
        return selfplay_posts.read_action(state, step, player, text, settings)

    def check_action(self, state: DCState, step: Step, player: str, action: Any,
                     settings) -> list:
        return check_action(state, step, player, action, settings)

    def fallback_inputs(self, state: DCState, step: Step, inputs: dict[str, Any], player: str,
                        settings) -> dict[str, Any]:
        return fallback_inputs(state, step, inputs, player, settings)

    def invariant_baseline(self, state: DCState, settings) -> tuple[int, int]:
        return invariant_baseline(state)

    def invariants(self, state: DCState, settings, baseline: Any = None) -> list[str]:
        return invariants(state, settings, baseline)

    def scores(self, state: DCState, settings) -> tuple[list[dict[str, Any]], list[str]]:
        return play_scores(state, settings)

    def observe(self, run: harness.GameRun, state: DCState, step: Step | None,
                inputs: dict[str, Any], outcome: Any, settings) -> None:
        observe(run, state, step, inputs, outcome, settings)

    def report(self, report: dict[str, Any], tallies: dict[str, Counter],
               settings) -> dict[str, Any]:
        return selfplay_report(report, tallies, settings)

    def report_text(self, report: dict[str, Any]) -> str:
        return report_text(report)


def _selfplay() -> DistantColonySelfPlay:
    """The registered game's self-play (the earlier entry points below play through it)."""
    return find_game(NAME).selfplay()


# --- the earlier entry points ------------------------------------------------------------------

@dataclass
class RoundInput:
    played: dict[str, str]
    orders: dict[str, TurnOrders]


@dataclass
class GameResult:
    seed: str
    players: list[str]
    rounds: int
    final: DCState
    scores: list[dict[str, Any]]
    winners: list[str]
    history: list[RoundInput]
    violations: list[str] = field(default_factory=list)
    skips: Counter = field(default_factory=Counter)
    built: Counter = field(default_factory=Counter)
    end_reasons: list[str] = field(default_factory=list)
    kinds: dict[str, str] = field(default_factory=dict)       # player -> bot kind
    actions: Counter = field(default_factory=Counter)         # what happened, by kind
    bot_errors: Counter = field(default_factory=Counter)      # orders the validator refused
    unexplained_skips: list[str] = field(default_factory=list)  # skips that are no conflict
    run: harness.GameRun | None = None                        # the harness's record


def player_names(n: int) -> list[str]:
    return harness.player_names(n)


def seat_kinds(bots: str, n_players: int, rnd: random.Random) -> list[str]:
    """The bot kind of each seat: `mixed` draws from BOT_KINDS, `heuristic` from STRATEGIES."""
    try:
        return harness.seat_kinds(_selfplay(), bots, n_players, rnd)
    except GmError as exc:
        raise ValueError(f"bots {bots!r}: choose one of {', '.join(BOT_CHOICES)}") from exc


def result_of(run: harness.GameRun) -> GameResult:
    """A harness GameRun as the GameResult play_game has always returned."""
    history = []
    played: dict[str, str] = {}
    for step, inputs in run.record:
        if step.kind == "secret":
            played = inputs
        else:
            history.append(RoundInput(played, inputs))
    state = run.state
    return GameResult(run.seed, run.players, len(history), state, run.scores, run.winners,
                      history, run.violations, run.tallies.get("skips", Counter()),
                      run.tallies.get("built", Counter()), list(state.end_reasons), run.kinds,
                      run.tallies.get("actions", Counter()), run.bot_errors, run.notes, run)


def play_game(n_players: int, seed: str, settings: DistantColonySettings | None = None,
              bots: str = "mixed", check: bool = True, validate: bool = True,
              roundtrip: bool = False) -> GameResult:
    """One complete game through the core harness. `check`: invariants after every step;
    `validate`: every player's orders through rules.validate_orders before the round is resolved
    (a refusal is a bot error, counted, and the player falls back to the compulsory minimum);
    `roundtrip`: every choice and every order written as a post and read back."""
    run = harness.play(_selfplay(), n_players, seed, settings or DistantColonySettings(), bots,
                       check=check, validate=validate, roundtrip=roundtrip)
    return result_of(run)


def replay(result: GameResult, settings) -> DCState:
    """Re-run a finished game from its seed and recorded inputs (the rules engine alone)."""
    state = new_game(result.players, settings)
    rng = RecordedRng(result.seed, harness.SALT)
    for step in result.history:
        reveal(state, step.played, settings, rng)
        state, _ = resolve_round(state, step.orders, settings, rng, in_place=True)
    return state


def simulate(n_players: int, games: int, seed: str, settings=None, bots: str = "mixed",
             check: bool = True, verify_replay: bool = True, validate: bool = True,
             roundtrip: bool = False, public_replay: bool = False) -> dict[str, Any]:
    """Play `games` complete games; the summary `gm simulate` prints."""
    return harness.simulate(_selfplay(), n_players, games, seed, settings or DistantColonySettings(),
                            bots, check=check, validate=validate, roundtrip=roundtrip,
                            verify_replay=verify_replay, public_replay=public_replay)
