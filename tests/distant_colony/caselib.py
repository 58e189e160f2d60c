"""Distant Colony's adapter for the adjudication runner (tests/adjudication.py): how one case of
tests/distant_colony/cases/*.toml is set up, resolved and compared.

The format is documented in docs/rules.md ("Adjudication cases"). In short, each [[case]] has an
id, a name, a setup (the standard setup plus overrides), orders per player and an expect table.
"""

from __future__ import annotations

from typing import Any

from adjudication import Mismatches

from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.distant_colony.actions import (BuildOrder, Move, PlayerTrade, ProductionStep,
                                                  StaffFrom, TradeOrder, TurnOrders)
from gm_tool.games.distant_colony.rules import final_scores, resolve_round, validate_orders
from gm_tool.games.distant_colony.settings import DistantColonySettings
from gm_tool.games.distant_colony.rules.setup import new_game
from gm_tool.games.distant_colony.state import Building, DCState
from gm_tool.games.distant_colony.rules.names import PHASES

DEFAULT_PLAYERS = ["Ann", "Bob", "Cat"]
_RESOLVE_KEYS = {"settlements", "station", "state", "production", "ledger", "skipped", "net",
                 "owed", "warnings"}


def _place(value: Any) -> Any:
    return value if value == "housing" else int(value)


def _staff(items: list[Any]) -> list[StaffFrom]:
    out = []
    for item in items:
        if isinstance(item, str):
            out.append(StaffFrom(item))
        else:
            out.append(StaffFrom(item["colonist"], _place(item.get("source", "housing"))))
    return out


def _moves(items: list[dict]) -> list[Move]:
    return [Move(m["colonist"], _place(m["from"]), _place(m["to"])) for m in items]


def orders_from(player: str, data: dict[str, Any]) -> TurnOrders:
    production = None
    if "production" in data:
        production = [ProductionStep(int(p["building"]), p.get("sell"), p.get("use_bonus", True),
                                     list(p.get("release", [])), _moves(p.get("moves", [])))
                      for p in data["production"]]
    return TurnOrders(
        player=player,
        take=data.get("take"),
        reserve=data.get("reserve"),
        builds=[BuildOrder(b["kind"], _staff(b.get("staff", []))) for b in data.get("builds", [])],
        production=production,
        trades=[TradeOrder(t["verb"], t["item"], t.get("amount", 1)) for t in data.get("trades", [])],
        moves=_moves(data.get("moves", [])),
        player_trades=[PlayerTrade(t["partner"], dict(t.get("give", {})), dict(t.get("receive", {})))
                       for t in data.get("player_trades", [])],
        borrowed_phase=data.get("borrowed_phase"),
        discard=dict(data.get("discard", {})),
        survey=data.get("survey"),
    )


def build_setup(case: dict[str, Any]) -> tuple[DCState, DistantColonySettings]:
    setup = case.get("setup", {})
    settings = DistantColonySettings.model_validate(setup.get("settings", {}))
    players = setup.get("players", DEFAULT_PLAYERS)
    state = new_game(players, settings)
    state.first_player = setup.get("first_player", players[0])
    state.round = setup.get("round", 1)
    for player, over in setup.get("settlements", {}).items():
        s = state.settlements[player]
        for key in ("wealth", "vp", "reserved"):
            if key in over:
                setattr(s, key, over[key])
        if "resources" in over:
            s.resources.update(over["resources"])
        if "housing" in over:
            s.housing = list(over["housing"])
        if "contracts" in over:
            s.contracts = dict(over["contracts"])
        if "buildings" in over:
            s.buildings = [Building(b.get("id", i + 1), b["kind"], list(b.get("staff", [])))
                           for i, b in enumerate(over["buildings"])]
            s.next_building_id = max((b.id for b in s.buildings), default=0) + 1
        if "add_buildings" in over:
            for b in over["add_buildings"]:
                s.buildings.append(Building(s.next_building_id, b["kind"], list(b.get("staff", []))))
                s.next_building_id += 1
    st = state.station
    for key, value in setup.get("station", {}).items():
        if key == "pool":
            st.pool = {**{k: 0 for k in st.pool}, **value}
        else:
            setattr(st, key, value)
    played = setup.get("played", {})
    state.played = {p: played.get(p) for p in players}
    state.phases = [p for p in PHASES if p in played.values()]
    return state, settings


def run_case(case: dict[str, Any]) -> list[str]:
    """Run one case; return a list of mismatches (empty = pass)."""
    state, settings = build_setup(case)
    expect = case.get("expect", {})
    orders = {p: orders_from(p, o) for p, o in case.get("orders", {}).items()}
    problems: list[str] = []
    for player, codes in expect.get("diagnostics", {}).items():
        diags = validate_orders(state, orders.get(player, TurnOrders(player)), settings)
        got = sorted(d.code for d in diags)
        if got != sorted(codes):
            problems.append(f"diagnostics for {player}: expected {sorted(codes)}, got {got}: "
                            + "; ".join(d.message for d in diags))
        for text in expect.get("message_contains", {}).get(player, []):
            if not any(text in d.message for d in diags):
                problems.append(f"no diagnostic for {player} contains {text!r}: "
                                + "; ".join(d.message for d in diags))
    final = state
    if expect.get("resolve") is False:
        # a check of the setup itself (the starting kit): compare without resolving a round
        problems += _compare_resolved(expect, state, None)
    elif _RESOLVE_KEYS & expect.keys() or expect.get("resolve"):
        rng = RecordedRng(case["id"], "cases")
        final, record = resolve_round(state, orders, settings, rng)
        problems += _compare_resolved(expect, final, record)
    if "scores" in expect or "winners" in expect:
        report = final_scores(final, settings)
        lines = report.by_player()
        for player, want in expect.get("scores", {}).items():
            got = lines[player].to_dict()
            for key, value in want.items():
                if got[key] != value:
                    problems.append(f"score {player}.{key}: expected {value}, got {got[key]} ({got})")
        if "winners" in expect and sorted(report.winners) != sorted(expect["winners"]):
            problems.append(f"winners: expected {expect['winners']}, got {report.winners}")
    return problems


def _compare_resolved(expect: dict, state: DCState, record) -> list[str]:
    problems = Mismatches()
    check = problems.check

    for player, want in expect.get("settlements", {}).items():
        s = state.settlements[player]
        for key, value in want.items():
            where = f"{player}.{key}"
            if key == "resources":
                for r, n in value.items():
                    check(f"{where}.{r}", n, s.resources.get(r, 0))
            elif key == "housing":
                check(where, sorted(value), sorted(s.housing))
            elif key == "staff":
                for bid, staff in value.items():
                    b = s.building(int(bid))
                    check(f"{where}.{bid}", sorted(staff), sorted(b.staff) if b else None)
            elif key == "kinds":
                check(where, value, [b.kind for b in s.buildings])
            elif key in ("wealth", "vp", "reserved", "contracts"):
                check(where, value, getattr(s, key))
            else:
                problems.append(f"unknown settlement key {key!r} in case")
    st = state.station
    for key, value in expect.get("station", {}).items():
        if key == "available":
            check("station.available", sorted(value), sorted(st.available))
        elif key == "available_len":
            check("station.available_len", value, len(st.available))
        elif key == "pool_size":
            check("station.pool_size", value, st.pool_size)
        elif key == "stock":
            for item, n in value.items():
                check(f"station.stock.{item}", n, st.stock.get(item))
        elif key == "trade_deck_len":
            check("station.trade_deck_len", value, len(st.trade_deck))
        else:
            check(f"station.{key}", value, getattr(st, key))
    if record is None:
        return problems
    for key, value in expect.get("state", {}).items():
        if key == "draws":
            check("record.draws", value, len(record.draws))
        elif key == "environment":
            check("record.environment", value, record.environment)
        elif key == "turn_order":
            check("record.turn_order", value, record.turn_order)
        else:
            check(f"state.{key}", value, getattr(state, key))
    for player, groups in expect.get("production", {}).items():
        got = record.ledgers.get(player, {}).get("production")
        got_groups = got.groups if got else {}
        for group, deltas in groups.items():
            check(f"production {player}.{group}", dict(deltas),
                  {k: v for k, v in got_groups.get(group, {}).items() if v})
    for player, phases in expect.get("ledger", {}).items():
        for phase, want in phases.items():
            led = record.ledgers.get(player, {}).get(phase)
            got = led.to_dict() if led else {}
            for key, value in want.items():
                check(f"ledger {player}.{phase}.{key}", value, got.get(key, _EMPTY.get(key)))
    for player, want in expect.get("net", {}).items():
        got = record.net(player).to_dict()
        for key, value in want.items():
            check(f"net {player}.{key}", value, got.get(key, _EMPTY.get(key)))
    for key in ("skipped", "owed", "warnings"):
        if key in expect:
            listed = getattr(record, key)
            want = sorted((x["player"], x["code"]) for x in expect[key])
            got = sorted((x.player, x.code) for x in listed)
            if want != got:
                problems.append(f"{key}: expected {want}, got {got}: "
                                + "; ".join(x.message for x in listed))
    return problems


_EMPTY = {"resources": {}, "wealth": 0, "vp": 0, "gained": [], "lost": [], "converted": [],
          "moves": [], "built": [], "ran": [], "notes": [], "production": {}}
