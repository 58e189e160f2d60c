"""Public, render-ready views: `public_view` (the board as every player may see it) and
`summary_view` (one resolved action). The hidden planet order never appears: only its length."""

from __future__ import annotations

from typing import Any

from gm_tool.games.colonization.rules.pieces import number, sort_coins, split_id
from gm_tool.games.colonization.rules.scoring import final_scores, score
from gm_tool.games.colonization.state import ColState


def public_view(state: ColState, settings: Any) -> dict[str, Any]:
    systems = []
    for system in state.systems:
        planets = []
        for p in system.planets:
            colony = None
            if p.colony is not None:
                colony = {"owner": p.colony.owner, "coin": p.colony.coin,
                          "value": number(p.colony.coin)}
            planets.append({"id": p.id, "value": p.value, "suit": p.suit, "colony": colony,
                            "ships": state.ships_at(p.id)})
        systems.append({"suit": system.suit,
                        "sun": {"ships": state.ships_at(f"sun-{system.suit}")},
                        "planets": planets})
    players = {}
    for name in state.players:
        seat = state.seats[name]
        at = "sun" if seat.ship.startswith("sun-") else seat.ship
        players[name] = {
            "suit": seat.suit,
            "ship": {"system": split_id(seat.ship)[1], "at": at},
            "stash": sort_coins(seat.stash),
            "discard": sort_coins(seat.discard),
            "colonies": len(state.colonies_of(name)),
            "score": score(state, name, settings),
        }
        if seat.removed:
            players[name]["removed"] = sort_coins(seat.removed)
        if seat.dropped:
            players[name]["dropped"] = True
    return {
        "turn": state.turn,
        "current_player": state.current_player,
        "turn_order": list(state.players),
        "last_round": {"active": state.last_round, "ended_by": state.ended_by,
                       "remaining": list(state.remaining)},
        "systems": systems,
        "players": players,
        "planets_left": len(state.hidden_planet_order),
        "ended": state.ended,
        "winners": list(state.winners),
    }


def summary_view(history: dict[str, Any], settings: Any) -> dict[str, Any]:
    """A resolved action (the history record core/engine/turns.py writes) as a public view."""
    result = history.get("result", {})
    after = ColState.from_dict(history["state_after"])
    draws = {d["index"]: d for d in history.get("draws", [])}
    rolls = []
    for r in result.get("rolls", []):
        d = draws.get(r.get("index"))
        purpose = d["purpose"] if d else "die roll: " + r.get("purpose", "")
        rolls.append({"index": r.get("index"), "purpose": purpose, "result": r.get("result")})
    final = None
    if result.get("ended"):
        final = {"scores": final_scores(after, settings), "winners": list(after.winners),
                 "tie_break": getattr(settings, "tie_break", None)}
    player = result.get("player")
    skipped = list(result.get("skipped", [])) + list(history.get("problems", []))
    outcome = list(result.get("outcome", []))
    if player and player not in (history.get("submissions") or {}):
        # no post (missed_turn = auto): the tool passed the turn; that is what happened
        missed = [k for k in skipped if str(k).startswith(f"{player} sent no post")]
        skipped = [k for k in skipped if k not in missed]
        if missed:
            outcome.insert(0, f"{player} sent no turn post, so the tool passed the turn for "
                              f"them (setting missed_turn = auto)")
    return {
        "turn": result.get("turn", history.get("round")),
        "player": result.get("player"),
        "action": result.get("action_text", ""),
        "rolls": rolls,
        "outcome": outcome,
        "skipped": skipped,
        "next_player": result.get("next_player") or None,
        "ended": bool(result.get("ended")),
        "final": final,
        "state": public_view(after, settings),
        "adjustments": [{"player": a.get("player"), "text": a.get("text"), "reason": a.get("reason")}
                        for a in history.get("adjustments", [])],
        "notes": list(history.get("notes", [])),
        #: the secret and chance steps applied in this entry (chance ones are shown: shared draws)
        "steps": [{k: v for k, v in step.items() if k != "at"} for step in history.get("steps", [])
                  if isinstance(step, dict)],
    }
