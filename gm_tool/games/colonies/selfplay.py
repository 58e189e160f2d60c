"""Colonies' parts of self-play (core/selfplay.py plays the game): the invariants checked after
every step, what is counted on the way, and the report's own section."""

from __future__ import annotations

from itertools import chain
from typing import Any

from gm_tool.core import selfplay as harness

from .board import TECHS, board_of


def invariant_problems(state: dict[str, Any], settings: Any, baseline: Any = None) -> list[str]:
    """What must hold whatever the players did:

    - resources are conserved: for each colour, the stocks plus the market equal what is out of
      the supply (the ledger moves only with the supply: production, sales to the bank are not
      resources); colonists and pirates likewise; the credits held equal what the bank paid out
      less what it took in (payments between players move none);
    - nothing negative; levels 1 … max; agreement markers in range; no pirate on a route that
      cannot hold one;
    - every event card is in exactly one place (a hand, the deck, the undealt cards, the
      discard pile or the table);
    - the phase has what it needs (someone to act, someone to answer).
    """
    out: list[str] = []
    board = board_of(state)
    bank = state["bank"]
    players = state["players"]
    stock = state["stock"]
    markets = state["markets"]
    held = dict(markets)
    for p in players:
        for c, v in stock[p].items():
            held[c] += v
    if held != bank["resources"]:
        out.append(f"resources: stocks and markets hold {held}, the ledger says {bank['resources']}")
    counts = [*markets.values(), *chain.from_iterable([stock[p].values() for p in players])]
    pirates = state["pirates"]
    colonists = state["colonists"]
    on_routes = [*chain.from_iterable([r.values() for r in pirates.values()])]
    tokens = sum(colonists.values()) + sum(on_routes)
    if tokens != bank["colonists"]:
        out.append(f"colonists and pirates: {tokens} on the board, the ledger says {bank['colonists']}")
    credits = [state["credits"][p] for p in players]
    if min([*counts, *on_routes, *colonists.values(), *credits]) < 0:
        out.append("a negative amount: " + str({"stock": stock, "markets": markets,
                                                "colonists": colonists, "credits": credits}))
    neutral = state["neutral"]
    if neutral:
        blockable = getattr(settings, "neutral_routes_blockable", False)
        for c in neutral:
            if any(pirates[c].values()):
                out.append(f"pirates on {c}'s routes, a neutral planet's")
            if not blockable and any(pirates[o][c] for o in pirates if o != c):
                out.append(f"pirates on a route with {c}, a neutral planet")
    if sum(credits) != bank["credits"]:
        out.append(f"credits: the players hold {sum(credits)}, the bank paid out {bank['credits']}")
    tech = state["tech"]
    levels = [*chain.from_iterable([tech[p].values() for p in players])]
    if min(levels) < 1 or max(levels) > board.max_level:
        out.append(f"technology levels out of 1 to {board.max_level}: {tech}")
    markers = [*chain.from_iterable([r.values() for r in state["agreements"].values()])]
    if min(markers) < board.agreement_min or max(markers) > board.agreement_max:
        out.append("an agreement marker out of range")
    if baseline:
        cards = [*state["deck"], *state["undealt"], *state["discard"],
                 *chain.from_iterable(state["hands"].values())]
        if state["card"]:
            cards.append(state["card"])
        if len(cards) != len(baseline["cards"]) or set(cards) != baseline["set"]:
            out.append(f"event cards: {len(cards)} in play, {len(baseline['cards'])} in the game "
                       "(lost or doubled)")
    phase = state["phase"]
    if phase == "actions" and not state["to_act"]:
        out.append("an action phase with nobody to act")
    elif phase == "effects" and not state["pending"]:
        out.append("an effects step with nothing asked")
    return out


def observe(run: Any, state: dict[str, Any], step: Any, inputs: dict[str, Any], outcome: Any,
            settings: Any) -> None:
    if step is None:
        if state["phase"] == "over":
            levels = run.tally("final levels")
            for p in state["players"]:
                for t in TECHS:
                    levels[f"{t} {state['tech'][p][t]}"] += 1
        return
    if not isinstance(outcome, dict):
        return
    kind = outcome.get("step")
    if kind == "action":
        run.tally("actions")[outcome.get("action", {}).get("action", "?")] += 1
    elif kind == "vote":
        vote = outcome.get("vote", {})
        run.tally("votes")[vote.get("outcome", "?")] += 1
    elif kind == "tie":
        run.tally("votes")["tie decided " + str(outcome.get("side"))] += 1
    upkeep = outcome.get("upkeep")
    if upkeep:
        table = run.tally("upkeep")
        table["intercepted"] += len(upkeep.get("intercepted", []))
        table["penalties"] += len(upkeep.get("penalties", []))
        table["pirates placed"] += sum(sum(v.values()) for v in upkeep.get("pirates_placed", {}).values())


def selfplay_report(report: dict[str, Any], tallies: dict[str, Any], settings: Any) -> dict[str, Any]:
    report["colonies"] = {name: dict(table.most_common()) for name, table in tallies.items()}
    return report


def report_text(report: dict[str, Any]) -> str:
    lines = [harness.report_text(report)]
    for name, table in (report.get("colonies") or {}).items():
        shown = ", ".join(f"{k} {v}" for k, v in list(table.items())[:12])
        lines.append(f"{name}: {shown}")
    return "\n".join(lines)
