"""Self-play: legal random and heuristic players, whole games, invariant checks, replay.

The rules draw only from the RecordedRng; the players draw from their own `random.Random`, so a
game is reproduced exactly by (seed, the recorded choices and orders) — `replay` checks that.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from gm_tool.core.rng import RecordedRng
from gm_tool.games.distant_colony.actions import (HOUSING, BuildOrder, Move, PlayerTrade,
                                                  ProductionStep, TradeOrder, TurnOrders)
from gm_tool.games.distant_colony.rules import (final_scores, open_trade, organization_winner,
                                                phases_of, resolve_round)
from gm_tool.games.distant_colony.rules.common import (CATALOGUE, ENVIRONMENTS, capacity,
                                                       colonist_total, spaces_used, staff_fits,
                                                       stored)
from gm_tool.games.distant_colony.rules.colonization import SUBSTITUTE_ORDER
from gm_tool.games.distant_colony.rules.options import staff_from_housing
from gm_tool.games.distant_colony.rules.production import default_steps
from gm_tool.games.distant_colony.rules.staffing import staffing_problem
from gm_tool.games.distant_colony.settings import DistantColonySettings
from gm_tool.games.distant_colony.setup import new_game
from gm_tool.games.distant_colony.state import Building, DCState, Settlement
from gm_tool.games.distant_colony.vocab import PHASES, RESOURCES

MAX_ROUNDS = 200
BOT_KINDS = ("heuristic", "random")
# What the heuristic player likes to build, best first (it builds the first it can afford).
BUILD_PRIORITY = ("farm", "harvester", "goods_factory", "machine_factory", "laboratory",
                  "warehouse", "farm_complex", "harvester_complex", "goods_factory_complex",
                  "rare_harvester", "advanced_goods_factory", "resort", "market", "university",
                  "laboratory_complex", "machine_factory_complex", "terraformer",
                  "warehouse_complex", "survey_station", "prison", "rehabilitation_center",
                  "barracks", "officer_school", "boot_camp", "military_hq")


# --- players ---------------------------------------------------------------------------------

class Bot:
    """A legal player. `heuristic` plays sensibly; `random` picks uniformly among legal choices."""

    def __init__(self, kind: str, rnd: random.Random):
        if kind not in BOT_KINDS:
            raise ValueError(kind)
        self.kind = kind
        self.rnd = rnd

    # phase choice ------------------------------------------------------------------------------
    def choose_phase(self, state: DCState, player: str) -> str:
        if self.kind == "random":
            return self.rnd.choice(PHASES)
        s = state.settlements[player]
        weights = {"survey": 1.0, "colonization": 2.0, "build": 2.0, "production": 2.5,
                   "trade": 1.0, "organization": 0.7}
        if s.housing:
            weights["organization"] += 1.5
        if s.resources["basic_goods"] >= 2 and s.resources["machines"] >= 2:
            weights["build"] += 2.0
        if s.wealth >= 15:
            weights["trade"] += 1.5
        keys = list(weights)
        return self.rnd.choices(keys, [weights[k] for k in keys])[0]

    # orders ------------------------------------------------------------------------------------
    def orders(self, state: DCState, player: str, settings) -> TurnOrders:
        s = state.settlements[player].copy()   # a scratch copy to plan on
        phases = state.phases
        effect = state.played.get(player)
        o = TurnOrders(player)
        if effect == "organization" and organization_winner(state, settings) != player:
            others = [p for p in phases if p != "organization"]
            if others:
                o.borrowed_phase = "build" if "build" in others else self.rnd.choice(others)
                effect = o.borrowed_phase
        if "colonization" in phases:
            self._colonize(state, s, o, effect == "colonization", settings)
        if "build" in phases:
            self._build(state, s, o, 2 if effect == "build" else 1, settings)
        if "production" in phases:
            self._produce(s, o)
        if "trade" in phases:
            self._trade(state, s, o, effect == "trade", settings)
        if "organization" in phases:
            self._organize(s, o)
        return o

    def _colonize(self, state: DCState, s: Settlement, o: TurnOrders, reserve: bool,
                  settings) -> None:
        available = list(state.station.available)
        if not available:
            return
        if self.kind == "random":
            o.take = self.rnd.choice(available)
        else:
            o.take = next(k for k in SUBSTITUTE_ORDER if k in available)
        available.remove(o.take)
        s.housing.append(o.take)
        if reserve:
            source = available if settings.reserve_from == "available" else \
                [k for k, n in state.station.pool.items() if n > 0]
            if source:
                o.reserve = self.rnd.choice(source) if self.kind == "random" else \
                    next(k for k in SUBSTITUTE_ORDER if k in source)

    def _build(self, state: DCState, s: Settlement, o: TurnOrders, allowed: int, settings) -> None:
        copies = settings.building_copies
        for _ in range(allowed):
            free = settings.settlement_spaces - spaces_used(s)
            options = []
            for kind in BUILD_PRIORITY:
                bt = CATALOGUE[kind]
                if bt.size > free or any(s.resources[r] < n for r, n in bt.cost.items()):
                    continue
                if copies and sum(b.kind == kind for x in state.settlements.values()
                                  for b in x.buildings) >= copies:
                    continue
                options.append(kind)
            if not options:
                return
            kind = self.rnd.choice(options) if self.kind == "random" else _pick(s, options)
            bt = CATALOGUE[kind]
            for r, n in bt.cost.items():
                s.resources[r] -= n
            staff = _staff_plan(s, kind)
            for c in staff:
                s.housing.remove(c.colonist)
            s.buildings.append(Building(s.next_building_id, kind, [c.colonist for c in staff]))
            s.next_building_id += 1
            o.builds.append(BuildOrder(kind, staff))

    def _produce(self, s: Settlement, o: TurnOrders) -> None:
        markets = [b for b in s.buildings if b.kind == "market" and b.staff]
        if not markets:
            return            # None: the rules' default order
        steps = default_steps(s)
        for b in markets:
            for item in ("rare_goods", "basic_goods", "food"):
                if s.resources[item] >= (4 if item == "food" else 2):
                    steps.append(ProductionStep(b.id, sell=item))
                    s.resources[item] -= 1
                    break
        o.production = steps

    def _trade(self, state: DCState, s: Settlement, o: TurnOrders, contract: bool, settings) -> None:
        env = ENVIRONMENTS[state.station.environment]
        stock = state.station.stock
        wealth = s.wealth
        eaters = sum(len(b.staff) for b in s.buildings if CATALOGUE[b.kind].eats)
        room = capacity(s) - stored(s)
        if self.kind == "heuristic":
            # sell Soldiers/Officers for VP, keep Food for the eaters, buy Machines/Goods with spare Wealth
            for item in ("soldier", "officer"):
                n = s.housing.count(item)
                if n:
                    o.trades.append(TradeOrder("sell", item, n))
            need = eaters - s.resources["food"]
            if need > 0:
                n = min(need, stock.get("food", 0), wealth // env.prices["food"].cost)
                if n > 0:
                    o.trades.append(TradeOrder("buy", "food", n))
                    wealth -= n * env.prices["food"].cost
                    room -= n
            for item in ("machines", "basic_goods"):
                price = env.prices[item].cost
                n = min(stock.get(item, 0), (wealth - 2) // price, max(room, 0), 3)
                if n > 0:
                    o.trades.append(TradeOrder("buy", item, n))
                    wealth -= n * price
                    room -= n
            if s.resources["basic_raw"] > 2 and not any(b.kind.startswith("goods_factory")
                                                        for b in s.buildings):
                o.trades.append(TradeOrder("sell", "basic_raw", s.resources["basic_raw"]))
        else:
            item = self.rnd.choice(RESOURCES)
            price = env.prices[item]
            if self.rnd.random() < 0.5 and s.resources[item] > 0:
                o.trades.append(TradeOrder("sell", item, self.rnd.randint(1, s.resources[item])))
            else:
                n = min(stock.get(item, 0), wealth // price.cost)
                if n > 0:
                    o.trades.append(TradeOrder("buy", item, self.rnd.randint(1, n)))
        if contract and sum(s.contracts.values()) < settings.max_contracts:
            o.trades.append(TradeOrder("contract", self.rnd.choice(("food", "machines",
                                                                      "basic_goods"))))
        elif s.contracts and self.kind == "heuristic":
            item = next(iter(s.contracts))
            if item in RESOURCES and wealth >= env.prices[item].cost + 2:
                o.trades.append(TradeOrder("use_contract", item, 1))

    def _organize(self, s: Settlement, o: TurnOrders) -> None:
        # fill free slots from Temporary Housing; most demanding buildings first
        order = sorted(s.buildings, key=lambda b: -CATALOGUE[b.kind].end_vp)
        if self.kind == "random":
            self.rnd.shuffle(order)
        for b in order:
            slots = len(CATALOGUE[b.kind].staff)
            for c in sorted(set(s.housing), key=SUBSTITUTE_ORDER.index, reverse=True):
                while len(b.staff) < slots and c in s.housing and staff_fits(b.kind, b.staff + [c]):
                    b.staff.append(c)
                    s.housing.remove(c)
                    o.moves.append(Move(c, HOUSING, b.id))


def _pick(s: Settlement, options: list[str]) -> str:
    """The heuristic's build: feed the colony, then a raw -> goods -> machines chain, then
    whatever employs the colonists waiting in Temporary Housing, then VP."""
    kinds = Counter(b.kind for b in s.buildings)
    eaters = sum(len(b.staff) for b in s.buildings if CATALOGUE[b.kind].eats)
    farms = kinds["farm"] + 3 * kinds["farm_complex"]
    wishes = []
    if farms < eaters:
        wishes.append("farm")
    if kinds["harvester"] > kinds["goods_factory"]:
        wishes.append("goods_factory")
    if not kinds["harvester"]:
        wishes.append("harvester")
    if not kinds["goods_factory"]:
        wishes.append("goods_factory")
    if "skilled" in s.housing:
        wishes += ["machine_factory", "rare_harvester", "resort"]
    if "expert" in s.housing:
        wishes += ["laboratory", "laboratory_complex"]
    if s.housing.count("criminal") >= 2:
        wishes.append("prison")
    if stored(s) >= capacity(s) - 1:
        wishes.append("warehouse")
    if len(s.housing) >= 2:
        wishes += ["harvester", "goods_factory", "farm"]
    wishes += ["terraformer", "laboratory", "machine_factory"]
    for kind in wishes:
        if kind in options:
            return kind
    return options[0]


def _staff_plan(s: Settlement, kind: str):
    return staff_from_housing(s, kind)


# --- games -----------------------------------------------------------------------------------

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


def player_names(n: int) -> list[str]:
    return [f"P{i + 1}" for i in range(n)]


def _totals(state: DCState) -> tuple[int, int]:
    colonists = colonist_total(state) - state.station.traded_colonists
    vp = state.station.vp_pool + sum(s.vp for s in state.settlements.values())
    return colonists, vp


def check_invariants(state: DCState, settings, totals: tuple[int, int]) -> list[str]:
    """What must hold after every round, whatever the players did."""
    problems = []
    st = state.station
    for name, n in st.pool.items():
        if n < 0:
            problems.append(f"pool {name} = {n}")
    for item, n in st.stock.items():
        if n < 0:
            problems.append(f"station stock {item} = {n}")
    if st.vp_pool < 0:
        problems.append(f"vp_pool = {st.vp_pool}")
    for p in state.players:
        s = state.settlements[p]
        for r, n in s.resources.items():
            if n < 0:
                problems.append(f"{p} {r} = {n}")
        if s.wealth < 0 or s.vp < 0:
            problems.append(f"{p} wealth {s.wealth} vp {s.vp}")
        if stored(s) > capacity(s):
            problems.append(f"{p} stores {stored(s)} > capacity {capacity(s)}")
        if spaces_used(s) > settings.settlement_spaces:
            problems.append(f"{p} uses {spaces_used(s)} spaces")
        if sum(s.contracts.values()) > settings.max_contracts:
            problems.append(f"{p} holds {sum(s.contracts.values())} contracts")
        for b in s.buildings:
            bad = staffing_problem(b)
            if bad:
                problems.append(f"{p}: {bad[1]}")
        ids = [b.id for b in s.buildings]
        if len(set(ids)) != len(ids):
            problems.append(f"{p} duplicate building ids {ids}")
    now = _totals(state)
    if now[0] != totals[0]:
        problems.append(f"colonists not conserved: {now[0]} != {totals[0]}")
    if now[1] != totals[1]:
        problems.append(f"VP not conserved: {now[1]} != {totals[1]}")
    return problems


def _add_player_trade(rnd: random.Random, state: DCState, orders: dict[str, TurnOrders]) -> None:
    """Now and then two players agree a small trade (both posts mirror it)."""
    a, b = rnd.sample(state.players, 2)
    give, receive = {"wealth": 1}, {"food": 1}
    orders[a].player_trades.append(PlayerTrade(b, dict(give), dict(receive)))
    orders[b].player_trades.append(PlayerTrade(a, dict(receive), dict(give)))


def reveal(state: DCState, played: dict[str, str], settings, rng: RecordedRng) -> None:
    """What `gm reveal` does: record the choices, and draw the Trade environment if Trade
    happens so the players can see the prices before they post."""
    state.played = dict(played)
    state.phases = phases_of(state)
    if "trade" in state.phases:
        open_trade(state, settings, rng)


def play_game(n_players: int, seed: str, settings: DistantColonySettings | None = None,
              bots: str = "heuristic", check: bool = True) -> GameResult:
    settings = settings or DistantColonySettings()
    names = player_names(n_players)
    state = new_game(names, settings)
    rng = RecordedRng(seed, "selfplay")
    rnd = random.Random(seed)
    kinds = [bots] * n_players if bots != "mixed" else \
        [BOT_KINDS[i % 2] for i in range(n_players)]
    players = {p: Bot(k, rnd) for p, k in zip(names, kinds)}
    totals = _totals(state)
    history: list[RoundInput] = []
    violations: list[str] = []
    skips: Counter = Counter()
    while not state.ended and state.round <= MAX_ROUNDS:
        played = {p: players[p].choose_phase(state, p) for p in names}
        reveal(state, played, settings, rng)
        orders = {p: players[p].orders(state, p, settings) for p in names}
        if rnd.random() < 0.1:
            _add_player_trade(rnd, state, orders)
        history.append(RoundInput(played, orders))
        state, record = resolve_round(state, orders, settings, rng)
        for skip in record.skipped:
            skips[skip.code] += 1
        if check:
            for problem in check_invariants(state, settings, totals):
                violations.append(f"round {record.round}: {problem}")
    if not state.ended:
        violations.append(f"game did not end within {MAX_ROUNDS} rounds")
    report = final_scores(state, settings)
    built = Counter(b.kind for s in state.settlements.values() for b in s.buildings)
    return GameResult(seed, names, len(history), state, [x.to_dict() for x in report.lines],
                      report.winners, history, violations, skips, built, list(state.end_reasons))


def replay(result: GameResult, settings) -> DCState:
    """Re-run a finished game from its seed and recorded inputs."""
    state = new_game(result.players, settings)
    rng = RecordedRng(result.seed, "selfplay")
    for step in result.history:
        reveal(state, step.played, settings, rng)
        state, _ = resolve_round(state, step.orders, settings, rng)
    return state


# --- many games ------------------------------------------------------------------------------

def simulate(n_players: int, games: int, seed: str, settings=None, bots: str = "heuristic",
             check: bool = True, verify_replay: bool = True) -> dict[str, Any]:
    """Play `games` complete games; the summary `gm simulate` prints."""
    settings = settings or DistantColonySettings()
    rounds: list[int] = []
    spreads: list[int] = []
    winner_scores: list[int] = []
    built: Counter = Counter()
    skips: Counter = Counter()
    reasons: Counter = Counter()
    violations: list[dict[str, Any]] = []
    play_time = 0.0
    replay_mismatches = 0
    for i in range(games):
        game_seed = f"{seed}-{i}"
        start = time.perf_counter()
        result = play_game(n_players, game_seed, settings, bots, check)
        play_time += time.perf_counter() - start
        rounds.append(result.rounds)
        totals = [x["total"] for x in result.scores]
        spreads.append(max(totals) - min(totals))
        winner_scores.append(max(totals))
        built.update(result.built)
        skips.update(result.skips)
        reasons.update(r.split(":")[0] for r in result.end_reasons)
        problems = list(result.violations)
        if verify_replay and replay(result, settings).to_dict() != result.final.to_dict():
            replay_mismatches += 1
            problems.append("replay from the record reached a different state")
        if problems:
            violations.append({"seed": game_seed, "problems": problems[:5]})
    n = max(games, 1)
    return {
        "games": games,
        "players": n_players,
        "seed": seed,
        "bots": bots,
        "seconds": round(play_time, 3),
        "games_per_second": round(games / play_time, 1) if play_time else None,
        "rounds": {"mean": round(sum(rounds) / n, 2), "min": min(rounds, default=0),
                   "max": max(rounds, default=0)},
        "scores": {"winner_mean": round(sum(winner_scores) / n, 2),
                   "spread_mean": round(sum(spreads) / n, 2),
                   "spread_max": max(spreads, default=0)},
        "built": dict(built.most_common()),
        "built_per_game": {k: round(v / n, 2) for k, v in built.most_common()},
        "end_reasons": dict(reasons),
        "skipped_actions": dict(skips.most_common()),
        "replay_mismatches": replay_mismatches,
        "invariant_violations": violations,
    }
