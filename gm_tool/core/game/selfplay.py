"""Self-play for any game: bots play complete games through the game's steps.

The harness knows no game: it takes the game's `SelfPlay` (core/game/selfplay_api.py, what
`Game.selfplay()` returns; called `sp` below). It asks it what the game waits for (`sp.step`:
secret, posts, turn, chance or end), has the game's bots produce the inputs of a secret, posts
or turn step (`sp.bot_inputs`), applies them on the game's trusted path (`sp.push`, like
python-chess's `push` beside `push_san`: inputs already validated or read), makes chance steps
from the recorded RNG, and checks the game's invariants after every step. Every input is
recorded, so a game can be replayed from (seed, record):

- `play(sp, players, seed, settings, bots)` -> GameRun: one complete game;
- `replay(sp, run, settings, public=False)` -> (final state as plain data, draws): the game again
  from its record, on the trusted path, or (`public=True`) through the Game interface the
  campaign engine uses (apply_secret / apply_posts / apply_chance with every input as the game's
  canonical text, on plain data) — the fast path and the public one must agree;
- `simulate(sp, players, games, seed, settings, ...)` -> a report dict: speed, steps by kind,
  scores, seat kinds, and the failures under `invariant_violations`, `replay_mismatches`,
  `roundtrip_mismatches` and `bot_errors`;
- `simulate_options(sp, ..., options)`: `simulate` with `gm simulate`'s options dict;
- `report_text(report)`: the generic part of the report in words.

Options of `play`: `check` (invariants after every step), `validate` (every bot input through
the game's `sp.check_action` first: an input it refuses is a bot error, and the game's
`sp.fallback_inputs` replace it), `roundtrip` (every input written as the game's canonical text
and read back with `sp.read_action`, which must give the same input).

The bots draw from one `random.Random(seed)` per game (seat kinds first, then the bots' own
choices); the rules draw only from `RecordedRng(seed, SALT)`.
"""

from __future__ import annotations

import gc
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from gm_tool.core.kit.errors import GmError
from gm_tool.core.kit.rng import Draw, RecordedRng

if TYPE_CHECKING:
    from gm_tool.core.game.interface import Step
    from gm_tool.core.game.selfplay_api import SelfPlay

#: the salt of every self-play game's RecordedRng (self-play is reproducible from its seed)
SALT = "selfplay"


# --- players -----------------------------------------------------------------------------------

def bot_choices(sp: SelfPlay) -> list[str]:
    """What `--bots` may say for the game: its mixes, then its single kinds."""
    return [*sp.bot_mixes(), *sp.bots()]


def default_bots(sp: SelfPlay) -> str:
    """What `--bots` is unless told: the "mixed" seat draw if the game has one, else its first
    kind of player."""
    mixes = sp.bot_mixes()
    if "mixed" in mixes:
        return "mixed"
    return next(iter(mixes), None) or next(iter(sp.bots()), "mixed")


def seat_kinds(sp: SelfPlay, bots: str, n_players: int, rnd: random.Random) -> list[str]:
    """The bot kind of each seat: a mix (`sp.bot_mixes`) draws each seat from `rnd`; a kind of
    `bots()` sits at every seat. GmError for a name the game does not know."""
    mixes = sp.bot_mixes()
    kinds = mixes.get(bots)
    if kinds is not None:
        return [rnd.choice(kinds) for _ in range(n_players)]
    if bots in sp.bots():
        return [bots] * n_players
    choices = bot_choices(sp)
    if not choices:
        raise GmError(f"self-play is not available for {sp.game.title}", "it has no bots")
    raise GmError(f"--bots {bots!r} is unknown", f"choose one of: {', '.join(choices)}")


def player_names(n: int) -> list[str]:
    return [f"P{i + 1}" for i in range(n)]


# --- one game ----------------------------------------------------------------------------------

@dataclass
class GameRun:
    """One complete self-play game: its record (every step applied with its inputs) and what the
    checks found. `state` is the final state in the game's play form (`sp.plain_state` gives it as
    plain data)."""

    seed: str
    players: list[str]
    kinds: dict[str, str]
    record: list[tuple[Step, dict[str, Any]]] = field(default_factory=list)
    state: Any = None
    ended: bool = False
    violations: list[str] = field(default_factory=list)
    roundtrip: list[str] = field(default_factory=list)
    roundtrips_checked: int = 0
    bot_errors: Counter = field(default_factory=Counter)
    #: the game's own counts (`SelfPlay.observe`), by table name
    tallies: dict[str, Counter] = field(default_factory=dict)
    #: the game's remarks on this game (`SelfPlay.observe`): listed in the report with the seed
    notes: list[str] = field(default_factory=list)
    scores: list[dict[str, Any]] = field(default_factory=list)
    winners: list[str] = field(default_factory=list)
    draws: list[Draw] = field(default_factory=list)
    seconds: float = 0.0

    def tally(self, name: str) -> Counter:
        """The game's count table `name` for this game (made on first use)."""
        table = self.tallies.get(name)
        if table is None:
            table = self.tallies[name] = Counter()
        return table

    @property
    def step_counts(self) -> Counter:
        return Counter(step.kind for step, _ in self.record)

    @property
    def entries(self) -> int:
        """Posts and turn steps applied: the campaign-record entries the game would have."""
        return sum(1 for step, _ in self.record if step.kind in ("posts", "turn"))


def play(sp: SelfPlay, players: int | list[str], seed: str, settings: Any = None,
         bots: str | None = None, *, check: bool = True, validate: bool = False,
         roundtrip: bool = False) -> GameRun:
    """One complete game between the game's bots (see the module's docstring)."""
    # A game allocates a great many short-lived containers, so the cyclic garbage collector runs
    # often, and its older-generation passes walk every long-lived object of the process too
    # (modules, catalogues, caches). What exists before the game is set aside for its duration
    # (gc.freeze; both calls are O(1)) and handed back after; the game's own garbage is collected
    # as before. The young generation is also collected less often (every 20,000 new containers
    # rather than 700): a game leaves almost no cycles behind. Left alone if the caller has
    # frozen objects already. Restored afterwards.
    if gc.get_freeze_count():
        return _play(sp, players, seed, settings, bots, check, validate, roundtrip)
    threshold = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(max(threshold[0], _GC_YOUNG), *threshold[1:])
    try:
        return _play(sp, players, seed, settings, bots, check, validate, roundtrip)
    finally:
        gc.set_threshold(*threshold)
        gc.unfreeze()


_GC_YOUNG = 20000


def _play(sp: SelfPlay, players: int | list[str], seed: str, settings: Any, bots: str,
          check: bool, validate: bool, roundtrip: bool) -> GameRun:
    started = time.perf_counter()
    settings = settings if settings is not None else sp.game.settings_model()
    bots = bots or default_bots(sp)
    names = player_names(players) if isinstance(players, int) else list(players)
    rng = RecordedRng(seed, SALT)
    rnd = random.Random(seed)
    kinds = seat_kinds(sp, bots, len(names), rnd)
    factories = sp.bots()
    seats = {p: factories[k](rnd) for p, k in zip(names, kinds)}
    run = GameRun(seed, names, dict(zip(names, kinds)))
    state = sp.setup(names, settings, rng)
    baseline = sp.invariant_baseline(state, settings) if check else None
    record, violations = run.record, run.violations
    play_step, bot_inputs, push, observe = sp.step, sp.bot_inputs, sp.push, sp.observe
    invariants = sp.invariants
    for _ in range(sp.max_steps):
        step = play_step(state, names, settings)
        if step.kind == "end":
            run.ended = True
            break
        if step.kind == "chance":
            inputs: dict[str, Any] = {}
        else:
            inputs = bot_inputs(state, step, seats, rnd, settings)
            if validate:
                inputs = _validated(sp, run, state, step, inputs, settings)
            if roundtrip:
                _round_trip(sp, run, state, step, inputs, settings)
        record.append((step, inputs))
        state, outcome = push(state, step, inputs, settings, rng)
        observe(run, state, step, inputs, outcome, settings)
        if check:
            problems = invariants(state, settings, baseline)
            if problems:
                violations.extend(f"{step.label}: {p}" for p in problems)
    else:
        violations.append(f"the game did not end within {sp.max_steps} steps")
    observe(run, state, None, {}, None, settings)
    run.state = state
    run.scores, run.winners = sp.scores(state, settings)
    run.draws = rng.draws
    run.seconds = time.perf_counter() - started
    return run


def _validated(sp: SelfPlay, run: GameRun, state: Any, step: Step, inputs: dict[str, Any],
               settings: Any) -> dict[str, Any]:
    """The inputs once the game's validator has seen each: a refused one is a bot error, and the
    game's fallback replaces it (and whatever depended on it)."""
    for player in step.players:
        action = inputs.get(player)
        if action is None:                    # no input: nothing to validate
            continue
        errors = sp.check_action(state, step, player, action, settings)
        if errors:
            run.bot_errors.update(d.code for d in errors)
            run.violations.append(f"{step.label}: {player} ({run.kinds[player]}) ordered "
                                  f"illegally: {errors[0].message}")
            inputs = sp.fallback_inputs(state, step, inputs, player, settings)
    return inputs


def _round_trip(sp: SelfPlay, run: GameRun, state: Any, step: Step, inputs: dict[str, Any],
                settings: Any) -> None:
    """Every input written as the game's canonical text and read back: the same input."""
    for player, action in inputs.items():
        if action is None:
            continue
        run.roundtrips_checked += 1
        try:
            text = sp.write_action(state, step, player, action, settings)
            back = sp.read_action(state, step, player, text, settings)
        except GmError as exc:
            run.roundtrip.append(f"{step.label}: {player}: {action!r} could not be written and "
                                 f"read back: {exc}")
            continue
        if not sp.same_action(state, step, player, action, back, settings):
            run.roundtrip.append(f"{step.label}: {player}: {action!r} -> {text!r} -> {back!r}")


# --- replay ------------------------------------------------------------------------------------

def replay(sp: SelfPlay, run: GameRun, settings: Any = None, *,
           public: bool = False) -> tuple[dict[str, Any], list[Draw]]:
    """The game again from its seed and record: the final state as plain data and the draws.
    `public`: through the Game interface the campaign engine uses, every input as its canonical
    text, on plain data (slow; it checks the trusted path against the public one)."""
    settings = settings if settings is not None else sp.game.settings_model()
    rng = RecordedRng(run.seed, SALT)
    state = sp.setup(run.players, settings, rng)
    if not public:
        for step, inputs in run.record:
            state, _ = sp.push(state, step, inputs, settings, rng)
        return sp.plain_state(state, settings), rng.draws
    game = sp.game
    plain = sp.plain_state(state, settings)
    for recorded, inputs in run.record:
        step = game.step(plain, run.players, settings)
        if (step.kind, step.players) != (recorded.kind, recorded.players):
            raise ReplayMismatch(f"{recorded.label}: the game now waits for {step.kind} "
                                 f"{', '.join(step.players)} ({step.label})")
        if step.kind == "chance":
            plain = game.apply_chance(plain, settings, rng).state
            continue
        native = sp.play_state(plain, settings)
        texts = {p: (sp.write_action(native, step, p, a, settings) if a is not None else None)
                 for p, a in inputs.items()}
        if step.kind == "secret":
            choices = {p: (game.read_choice(plain, step, p, t, settings).text if t is not None else None)
                       for p, t in texts.items()}
            plain = game.apply_secret(plain, choices, settings, rng).state
        else:
            posts = {p: texts.get(p) for p in run.players}
            plain = game.apply_posts(plain, posts, settings, rng, True).state
    return plain, rng.draws


class ReplayMismatch(Exception):
    """A public replay found the game waiting for something else than the record says."""


def replay_problems(sp: SelfPlay, run: GameRun, settings: Any = None, *,
                    public: bool = False) -> list[str]:
    """What differs when the game is replayed from its record (nothing: [])."""
    settings = settings if settings is not None else sp.game.settings_model()
    how = "through the public interface" if public else "from the record"
    try:
        final, draws = replay(sp, run, settings, public=public)
    except (ReplayMismatch, GmError) as exc:
        return [f"replay {how} failed: {exc}"]
    problems = []
    if final != sp.plain_state(run.state, settings):
        problems.append(f"replay {how} reached a different state")
    if draws != run.draws:
        problems.append(f"replay {how} made different draws ({len(draws)} against "
                        f"{len(run.draws)})")
    return problems


# --- many games --------------------------------------------------------------------------------

def simulate(sp: SelfPlay, n_players: int, games: int, seed: str, settings: Any = None,
             bots: str | None = None, *, check: bool = True, validate: bool = False,
             roundtrip: bool = False, verify_replay: bool = True,
             public_replay: bool = False) -> dict[str, Any]:
    """Play `games` complete games (game i with seed '<seed>-<i>'); the report `gm simulate`
    prints. `public_replay`: each game is also replayed through the public Game interface."""
    settings = settings if settings is not None else sp.game.settings_model()
    bots = bots or default_bots(sp)
    seat_kinds(sp, bots, 0, random.Random(0))           # an unknown --bots fails at once
    lengths: list[int] = []
    spreads: list[int] = []
    winner_scores: list[int] = []
    steps: Counter = Counter()
    bot_errors: Counter = Counter()
    seats: Counter = Counter()
    wins: Counter = Counter()
    score_sum: Counter = Counter()
    tallies: dict[str, Counter] = {}
    notes: list[dict[str, Any]] = []
    violations: list[dict[str, Any]] = []
    roundtrips: list[dict[str, Any]] = []
    unfinished: list[str] = []
    replay_mismatches = 0
    roundtrips_checked = 0
    play_time = 0.0
    for i in range(games):
        game_seed = f"{seed}-{i}"
        run = play(sp, n_players, game_seed, settings, bots, check=check, validate=validate,
                   roundtrip=roundtrip)
        play_time += run.seconds
        lengths.append(run.entries)
        steps.update(run.step_counts)
        totals = [line["total"] for line in run.scores]
        if totals:
            spreads.append(max(totals) - min(totals))
            winner_scores.append(max(totals))
        bot_errors.update(run.bot_errors)
        for line in run.scores:
            kind = run.kinds[line["player"]]
            seats[kind] += 1
            score_sum[kind] += line["total"]
        for w in run.winners:
            wins[run.kinds[w]] += 1
        for name, table in run.tallies.items():
            tallies.setdefault(name, Counter()).update(table)
        if run.notes:
            notes.append({"seed": game_seed, "notes": run.notes[:5]})
        if not run.ended:
            unfinished.append(game_seed)
        problems = list(run.violations)
        mismatch = []
        if verify_replay:
            mismatch = replay_problems(sp, run, settings)
        if public_replay:
            mismatch += replay_problems(sp, run, settings, public=True)
        if mismatch:
            replay_mismatches += 1
            problems.extend(mismatch)
        if problems:
            violations.append({"seed": game_seed, "problems": problems[:5]})
        roundtrips_checked += run.roundtrips_checked
        if run.roundtrip:
            roundtrips.append({"seed": game_seed, "mismatches": run.roundtrip[:5]})
    n = max(games, 1)
    order = [k for k in sp.bots() if seats[k]]
    report = {
        "game": sp.game.name,
        "games": games,
        "players": n_players,
        "seed": seed,
        "bots": bots,
        "checks": {"invariants": check, "validate": validate, "roundtrip": roundtrip,
                   "replay": verify_replay, "public_replay": public_replay},
        "seconds": round(play_time, 3),
        "games_per_second": round(games / play_time, 1) if play_time else None,
        "steps": {k: steps[k] for k in ("secret", "posts", "turn", "chance") if steps[k]},
        "rounds": {"mean": round(sum(lengths) / n, 2), "min": min(lengths, default=0),
                   "max": max(lengths, default=0)},
        "scores": {"winner_mean": round(sum(winner_scores) / n, 2),
                   "winner_min": min(winner_scores, default=0),
                   "winner_max": max(winner_scores, default=0),
                   "winners_above_0": round(sum(1 for x in winner_scores if x > 0) / n, 3),
                   "spread_mean": round(sum(spreads) / n, 2),
                   "spread_max": max(spreads, default=0)},
        "by_kind": {k: {"seats": seats[k], "mean_score": round(score_sum[k] / seats[k], 2),
                        "wins": wins[k]} for k in order},
        "unfinished": unfinished,
        "notes": notes,
        "bot_errors": dict(bot_errors.most_common()),
        "invariant_violations": violations,
        "replay_mismatches": replay_mismatches,
        "roundtrips_checked": roundtrips_checked,
        "roundtrip_mismatches": roundtrips,
    }
    return sp.report(report, tallies, settings)


def simulate_options(sp: SelfPlay, n_players: int, games: int, seed: str, settings: Any,
                     options: dict[str, Any]) -> dict[str, Any]:
    """`simulate` with `gm simulate`'s options dict: bots, validate, replay, roundtrip,
    public_replay; an option absent or None is the game's default (validate and replay on;
    round trip as `SelfPlay.roundtrip`; no public replay)."""
    roundtrip = options.get("roundtrip")
    return simulate(sp, n_players, games, seed, settings, options.get("bots"), check=True,
                    validate=options.get("validate", True),
                    roundtrip=sp.roundtrip if roundtrip is None else bool(roundtrip),
                    verify_replay=options.get("replay", True),
                    public_replay=bool(options.get("public_replay", False)))


def report_text(r: dict[str, Any]) -> str:
    """The generic part of a self-play report in words."""
    s = r["scores"]
    checks = [k for k, on in r.get("checks", {}).items() if on]
    lines = [
        f"{r['games']} games of {r['game']}, {r['players']} players, seed {r['seed']!r}, "
        f"{r['bots']} players",
        f"speed: {r['games_per_second']} games/s ({r['seconds']} s of play"
        + (f"; checks: {', '.join(checks)}" if checks else "") + ")",
        "steps: " + (", ".join(f"{k} {v}" for k, v in r["steps"].items()) or "none"),
        f"rounds per game: mean {r['rounds']['mean']}, min {r['rounds']['min']}, "
        f"max {r['rounds']['max']}",
        f"scores: winner mean {s['winner_mean']} (min {s['winner_min']}, max {s['winner_max']}), "
        f"spread mean {s['spread_mean']}, spread max {s['spread_max']}",
        "by player kind: " + (", ".join(f"{k} {v['seats']} seats mean {v['mean_score']} "
                                        f"wins {v['wins']}" for k, v in r["by_kind"].items())
                              or "none"),
    ]
    lines.extend(failure_lines(r))
    return "\n".join(lines)


def failure_lines(r: dict[str, Any]) -> list[str]:
    """The checks' findings in words (every game's report ends with these)."""
    lines = [
        f"unfinished games: {len(r['unfinished'])}",
        "bot errors (inputs the validator refused): "
        + (", ".join(f"{k} {v}" for k, v in r["bot_errors"].items()) or "none"),
        f"text round trips: {r['roundtrips_checked']} checked, "
        f"mismatches in {len(r['roundtrip_mismatches'])} game(s)",
        f"replay mismatches: {r['replay_mismatches']}",
    ]
    for m in r["roundtrip_mismatches"][:10]:
        lines.append(f"  ROUND TRIP seed {m['seed']!r}: " + "; ".join(m["mismatches"]))
    violations = r["invariant_violations"]
    if violations:
        lines.append(f"INVARIANT VIOLATIONS in {len(violations)} game(s):")
        for v in violations[:20]:
            lines.append(f"  seed {v['seed']!r}: " + "; ".join(v["problems"]))
    else:
        lines.append("invariant violations: none")
    return lines
