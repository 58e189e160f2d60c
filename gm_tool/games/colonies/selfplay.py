"""Colonies' parts of self-play (core/selfplay.py plays the game): the invariants checked after
every step, what is counted on the way, and the report's own section."""

from __future__ import annotations

from typing import Any

from gm_tool.core import selfplay as harness

from .board import COLOURS, TECHS, board_of


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
    stock, markets = state["stock"], state["markets"]
    for c in COLOURS:
        held = markets[c]
        for p in players:
            v = stock[p][c]
            if v < 0:
                out.append(f"{p} holds {v} {c}")
            held += v
        if held != bank["resources"][c]:
            out.append(f"{c}: stocks and market hold {held}, the ledger says {bank['resources'][c]}")
        if markets[c] < 0:
            out.append(f"the {c} market holds {markets[c]}")
    tokens = sum(state["colonists"].values())
    blockable = getattr(settings, "neutral_routes_blockable", False)
    neutral = state["neutral"]
    for owner, row in state["pirates"].items():
        for partner, n in row.items():
            if n < 0:
                out.append(f"{n} pirates on {owner}'s {partner} route")
            if n and (owner in neutral or (partner in neutral and not blockable)):
                out.append(f"{n} pirates on {owner}'s {partner} route, a neutral planet's route")
            tokens += n
    if tokens != bank["colonists"]:
        out.append(f"colonists and pirates: {tokens} on the board, the ledger says {bank['colonists']}")
    credits = state["credits"]
    total = 0
    for p in players:
        v = credits[p]
        if not isinstance(v, int) or v < 0:
            out.append(f"{p} holds {v!r} credits")
        else:
            total += v
    if total != bank["credits"]:
        out.append(f"credits: the players hold {total}, the bank paid out {bank['credits']}")
    top = board.max_level
    for p in players:
        if state["colonists"][p] < 0:
            out.append(f"{p} has {state['colonists'][p]} colonists")
        for t in TECHS:
            if not 1 <= state["tech"][p][t] <= top:
                out.append(f"{p}'s {t} is at level {state['tech'][p][t]}")
    low, high = board.agreement_min, board.agreement_max
    for c, row in state["agreements"].items():
        for o, n in row.items():
            if not low <= n <= high:
                out.append(f"{c}'s agreement with {o} is {n}")
    cards = list(state["deck"]) + list(state["undealt"]) + list(state["discard"])
    for hand in state["hands"].values():
        cards += hand
    if state["card"]:
        cards.append(state["card"])
    if baseline and sorted(cards) != baseline["cards"]:
        out.append(f"event cards: {len(cards)} in play, {len(baseline['cards'])} in the game "
                   "(lost or doubled)")
    phase = state["phase"]
    if phase == "actions" and not state["to_act"]:
        out.append("an action phase with nobody to act")
    if phase == "effects" and not state["pending"]:
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
