"""Self-play: complete games between legal random players, played through the rules (not through
text posts), with invariants checked after every action and a replay from the record.

With `check=True` every action is also written as a post (`actions.to_text`) and read back by the
grammar, which must give the same action; and every action is passed through `rules.validate`
first (a refusal is a "bot error": the player generator and the validator disagree).
"""

from __future__ import annotations

import json
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from gm_tool.core.diagnostics import Severity
from gm_tool.core.rng import RecordedRng
from gm_tool.games.colonization.actions import (Action, CoinWarp, Colonize, Destroy, Draw, Restore,
                                                RollMove, to_text)
from gm_tool.games.colonization.pieces import VALUES, all_planet_ids, is_sun, split_id, sun_id
from gm_tool.games.colonization.posts import parse_post
from gm_tool.games.colonization.rules import apply_action, final_scores, new_game, validate
from gm_tool.games.colonization.rules.board import can_stop, other_ships, rebuild_chain
from gm_tool.games.colonization.rules.validate import restore_allowance
from gm_tool.games.colonization.settings import ColonizationSettings
from gm_tool.games.colonization.state import ColState
from gm_tool.games.colonization.views import public_view

OUTCOME_WORDS = {"colonized": ": colonized ", "colonization failed": "the colonization of",
                 "colony destroyed": "destroyed; the coin", "attack failed": "the attack fails",
                 "warp": "warps from", "stayed": "stays", "short roll moved toward": "as far toward"}
#: a game that has not ended after this many actions counts as unfinished
MAX_ACTIONS = 600
PLAYER_NAMES = ["Ann", "Bob", "Cat", "Dan"]


def legal_actions(state: ColState, player: str, settings: Any, pick: random.Random) -> dict[str, list[Action]]:
    """Candidate actions by kind (legal by construction; the validator double-checks)."""
    seat = state.seats[player]
    ship = seat.ship
    out: dict[str, list[Action]] = {}
    if state.hidden_planet_order:
        out["draw"] = [Draw()]
    planet = state.planet(ship) if not is_sun(ship) else None
    if planet is not None and planet.colony is None and seat.stash:
        stash = list(seat.stash)
        pick.shuffle(stash)
        n_used = pick.choice([0, 0, 1, 1, 2, 3])
        used = stash[:min(n_used, len(stash) - 1)]
        left = stash[len(used):]
        marker = pick.choice(left)
        out["colonize"] = [Colonize(pick.choice([None, planet.id]), tuple(used), marker)]
    if planet is not None and planet.colony is not None and planet.colony.owner != player:
        if seat.stash or not settings.destroy_needs_coin:
            out["destroy"] = [Destroy(pick.choice([None, planet.id]))]
    system = state.system(seat.system)
    targets = [sun_id(system.suit)] + [p.id for p in system.planets]
    near = [t for t in targets if t != ship and can_stop(state, player, t, settings)]
    suns = [sun_id(s.suit) for s in state.systems
            if sun_id(s.suit) != ship and not other_ships(state, player, sun_id(s.suit))]
    far_suns = [s for s in suns if split_id(s)[1] != seat.system]
    own = planet if planet is not None and planet.colony and planet.colony.owner == player else None
    same_value = []
    if own is not None:
        same_value = [f"{own.value}-{s.suit}" for s in state.systems if s.suit != own.suit
                      and state.planet(f"{own.value}-{s.suit}") is not None
                      and not other_ships(state, player, f"{own.value}-{s.suit}")]
    rolls: list[Action] = []
    if near:
        choice = [pick.choice(near)]
        if far_suns and pick.random() < 0.4:
            choice.append(pick.choice(far_suns))
        if same_value and pick.random() < 0.5:
            choice.insert(0, pick.choice(same_value))
        rolls.append(RollMove(tuple(choice)))
    elif far_suns:
        rolls.append(RollMove((pick.choice(far_suns),)))
    if rolls:
        out["roll"] = rolls
    warps: list[Action] = []
    if "null" in seat.stash and suns:
        warps.append(CoinWarp("null", pick.choice(suns)))
    if own is not None and own.value in seat.stash and same_value:
        warps.append(CoinWarp(own.value, pick.choice(same_value)))
    if warps:
        out["warp"] = warps
    if seat.discard:
        n = min(restore_allowance(state, player, settings), len(seat.discard))
        coins = list(seat.discard)
        pick.shuffle(coins)
        out["restore"] = [Restore(tuple(coins[:n]) if pick.random() < 0.8 or len(seat.discard) > n
                                  else ())]
    return out


WEIGHTS = {"draw": 3, "colonize": 6, "destroy": 3, "roll": 4, "warp": 1, "restore": 1.5}


def choose(state: ColState, player: str, settings: Any, pick: random.Random) -> Action:
    options = legal_actions(state, player, settings, pick)
    kinds = sorted(options)
    weights = []
    on_table = sum(len(s.planets) for s in state.systems)
    for k in kinds:
        w = WEIGHTS[k]
        if k == "draw" and on_table > 8:
            w = 0.5
        if k == "restore" and len(state.seats[player].discard) < 3:
            w = 0.3
        weights.append(w)
    kind = pick.choices(kinds, weights)[0]
    return pick.choice(options[kind])


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


def play_game(n_players: int, seed: str, settings: Any, check: bool = True) -> GameResult:
    players = PLAYER_NAMES[:n_players]
    rng = RecordedRng(seed, "selfplay")
    pick = random.Random(f"players:{seed}")
    state = new_game(players, settings, rng)
    result = GameResult(seed, players)
    while not state.ended and len(result.actions) < MAX_ACTIONS:
        player = state.current_player
        action = choose(state, player, settings, pick)
        if check:
            errors = [d for d in validate(state, player, action, settings) if d.severity is Severity.ERROR]
            if errors:
                result.bot_errors[errors[0].code] += 1
                if len(result.violations) < 5:
                    result.violations.append(f"validator refused {action}: {errors[0].message}")
                break
            text = to_text(action)
            back = parse_post(text, state, player).action
            if _canonical(back, state, player) != _canonical(action, state, player):
                result.roundtrip.append(f"{action} -> {text!r} -> {back}")
        state, record = apply_action(state, player, action, settings, rng)
        result.actions.append((player, action))
        result.counts[action.kind] += 1
        for line in record["outcome"]:
            for label, word in OUTCOME_WORDS.items():
                if word in line:
                    result.outcomes[label] += 1
        if check:
            problems = check_invariants(state, settings)
            if problems:
                result.violations.extend(f"after action {len(result.actions)}: {p}" for p in problems)
                break
    if check and state.ended:
        text = json.dumps(public_view(state, settings))
        if "hidden_planet_order" in text:
            result.violations.append("the public view names the hidden planet order")
    result.final = state
    result.ended = state.ended
    result.scores = final_scores(state, settings)
    return result


def _canonical(action: Action | None, state: ColState, player: str) -> Action | None:
    """Colonize/Destroy with the planet left out mean the planet the ship is on."""
    if isinstance(action, Colonize) and action.planet is None:
        return Colonize(state.seats[player].ship, action.coins, action.marker)
    if isinstance(action, Destroy) and action.planet is None:
        return Destroy(state.seats[player].ship)
    return action


def replay(result: GameResult, settings: Any) -> ColState:
    """Replay the recorded actions from the seed: the state must be the same."""
    rng = RecordedRng(result.seed, "selfplay")
    state = new_game(result.players, settings, rng)
    for player, action in result.actions:
        state, _ = apply_action(state, player, action, settings, rng)
    return state


def simulate(n_players: int, games: int, seed: str, settings: Any = None, check: bool = True,
             verify_replay: bool = True) -> dict[str, Any]:
    """Play `games` complete games; the report `gm simulate --game colonization` prints."""
    settings = settings or ColonizationSettings()
    lengths: list[int] = []
    spreads: list[int] = []
    winner_scores: list[int] = []
    counts: Counter = Counter()
    outcomes: Counter = Counter()
    bot_errors: Counter = Counter()
    violations: list[dict[str, Any]] = []
    roundtrips: list[dict[str, Any]] = []
    unfinished: list[str] = []
    replay_mismatches = 0
    play_time = 0.0
    for i in range(games):
        game_seed = f"{seed}-{i}"
        start = time.perf_counter()
        result = play_game(n_players, game_seed, settings, check)
        play_time += time.perf_counter() - start
        lengths.append(len(result.actions))
        totals = [s["total"] for s in result.scores]
        spreads.append(max(totals) - min(totals))
        winner_scores.append(max(totals))
        counts.update(result.counts)
        outcomes.update(result.outcomes)
        bot_errors.update(result.bot_errors)
        if not result.ended:
            unfinished.append(game_seed)
        problems = list(result.violations)
        if verify_replay and replay(result, settings).to_dict() != result.final.to_dict():
            replay_mismatches += 1
            problems.append("replay from the record reached a different state")
        if problems:
            violations.append({"seed": game_seed, "problems": problems[:5]})
        if result.roundtrip:
            roundtrips.append({"seed": game_seed, "mismatches": result.roundtrip[:5]})
    n = max(games, 1)
    return {
        "game": "colonization",
        "games": games,
        "players": n_players,
        "seed": seed,
        "seconds": round(play_time, 3),
        "games_per_second": round(games / play_time, 1) if play_time else None,
        "actions": {"mean": round(sum(lengths) / n, 2), "min": min(lengths, default=0),
                    "max": max(lengths, default=0)},
        "rounds": {"mean": round(sum(lengths) / n, 2), "min": min(lengths, default=0),
                   "max": max(lengths, default=0)},
        "scores": {"winner_mean": round(sum(winner_scores) / n, 2),
                   "winner_min": min(winner_scores, default=0),
                   "winner_max": max(winner_scores, default=0),
                   "spread_mean": round(sum(spreads) / n, 2),
                   "spread_max": max(spreads, default=0)},
        "action_counts": dict(sorted(counts.items())),
        "outcomes": dict(sorted(outcomes.items())),
        "unfinished": unfinished,
        "bot_errors": dict(bot_errors),
        "invariant_violations": violations,
        "replay_mismatches": replay_mismatches,
        "roundtrip_mismatches": roundtrips,
    }


def render(r: dict[str, Any]) -> str:
    """The report in words (for the lead's `gm simulate` dispatch)."""
    s = r["scores"]
    lines = [
        f"{r['games']} games of Colonization, {r['players']} players, seed {r['seed']!r}",
        f"speed: {r['games_per_second']} games/s ({r['seconds']} s of play)",
        f"actions per game: mean {r['actions']['mean']}, min {r['actions']['min']}, max {r['actions']['max']}",
        f"scores: winner mean {s['winner_mean']} (min {s['winner_min']}, max {s['winner_max']}), "
        f"spread mean {s['spread_mean']}, max {s['spread_max']}",
        "actions: " + (", ".join(f"{k} {v}" for k, v in r["action_counts"].items()) or "none"),
        "outcomes: " + (", ".join(f"{k} {v}" for k, v in r["outcomes"].items()) or "none"),
        f"unfinished games (over {MAX_ACTIONS} actions): {len(r['unfinished'])}",
        f"bot errors: {r['bot_errors'] or 'none'}",
        f"post round-trip mismatches: {len(r['roundtrip_mismatches'])} game(s)",
        f"replay mismatches: {r['replay_mismatches']}",
    ]
    for v in r["invariant_violations"][:20]:
        lines.append(f"  VIOLATION seed {v['seed']!r}: " + "; ".join(v["problems"]))
    if not r["invariant_violations"]:
        lines.append("invariant violations: none")
    return "\n".join(lines)
