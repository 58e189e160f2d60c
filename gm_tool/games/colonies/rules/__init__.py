"""Colonies' rules: pure functions of (state, inputs, settings, rng) — each step function works in
place on the state it is given (the Game copies first: `copy_state`; self-play hands over a
state it will not use again) and returns the step's record (what happened, in words and data).

One function per kind of step (see flow.py for the course of a turn):

- `deck_step(state, picks, settings, rng)`     the secret deck pick (set-up and after turn 5)
- `income_step(state, choices, settings)`      the income phase with each Community choice
- `vote_step(state, votes, settings)`          the council vote revealed
- `tie_step(state, side, settings)`            the first player decides a tied vote
- `effects_step(state, answers, settings)`     the choices the event's effects needed
- `action_step(state, player, turn, settings)` one action (and, after the last, the upkeep)

`None` for an input means the player sent nothing: the documented default applies.
"""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.rng import RecordedRng

from gm_tool.games.colonies.actions import Answer, Community, DeckPick, Pass, Turn, Vote
from gm_tool.games.colonies.rules import event, flow
from gm_tool.games.colonies.rules.actions import Problem, apply_action, check_action
from gm_tool.games.colonies.rules.core import copy_state, current_player, order_of
from gm_tool.games.colonies.rules.event import apply_outcome, check_answer, check_vote, resolve_vote, tie_default
from gm_tool.games.colonies.rules.flow import drop, finish, score_lines, setup
from gm_tool.games.colonies.rules.phases import arriving, check_community, community_default

__all__ = ["Problem", "action_step", "arriving", "check_action", "check_answer",
           "check_community", "check_vote", "community_default", "copy_state", "current_player",
           "deck_step", "drop", "effects_step", "finish", "income_step", "order_of",
           "score_lines", "setup", "tie_step", "vote_step"]


def deck_step(state: dict[str, Any], picks: dict[str, DeckPick | None], settings: Any,
              rng: RecordedRng) -> dict[str, Any]:
    log: list[dict[str, Any]] = []
    turn = state["turn"]
    deck = flow.build_deck(state, picks, settings, rng, log)
    flow.after_deck(state, settings, log)
    return {"step": "deck", "turn": turn, "deck": deck, "log": log,
            "card": state["card"]}


def income_step(state: dict[str, Any], choices: dict[str, Community | None], settings: Any
                ) -> dict[str, Any]:
    log: list[dict[str, Any]] = []
    turn = state["turn"]
    income = flow.after_income(state, choices, settings, log)
    return {"step": "income", "turn": turn, "income": income, "log": log}


def vote_step(state: dict[str, Any], votes: dict[str, Vote | None], settings: Any) -> dict[str, Any]:
    log: list[dict[str, Any]] = []
    turn = state["turn"]
    resolve_vote(state, votes, settings, log)
    if state["phase"] != "tie":
        flow.after_outcome(state, settings, log)
    return {"step": "vote", "turn": turn, "vote": state.get("vote") or {}, "log": log}


def tie_step(state: dict[str, Any], side: str | None, settings: Any) -> dict[str, Any]:
    log: list[dict[str, Any]] = []
    turn = state["turn"]
    player = state["first_player"]
    defaulted = side is None
    if side is None:
        side = tie_default(state)
    log.append({"player": player, "text": f"{player} (first player) decides the tie: "
                f"{side.upper()}" + (" (the default: their own vote)" if defaulted else "")})
    apply_outcome(state, side, settings, log, decided_by=player)
    flow.after_outcome(state, settings, log)
    return {"step": "tie", "turn": turn, "player": player, "side": side, "default": defaulted,
            "vote": state.get("vote") or {}, "log": log}


def effects_step(state: dict[str, Any], answers: dict[str, Answer | None], settings: Any
                 ) -> dict[str, Any]:
    log: list[dict[str, Any]] = []
    turn = state["turn"]
    effects = event.apply_answers(state, answers, settings, log)
    flow.end_event_phase(state, settings, log)
    return {"step": "effects", "turn": turn, "effects": effects, "log": log}


def action_step(state: dict[str, Any], player: str, turn_input: Turn | None, settings: Any
                ) -> dict[str, Any]:
    log: list[dict[str, Any]] = []
    turn = state["turn"]
    number = state["taken"].get(player, 0) + 1
    allowed = flow.actions_allowed(state, player)
    action = turn_input.action if turn_input is not None else Pass()
    if turn_input is not None and turn_input.upkeep is not None:
        event.set_upkeep_orders(state, player, turn_input.upkeep)
    rec = apply_action(state, player, action, settings, log,
                       how="no post: passes" if turn_input is None else "")
    upkeep = flow.after_action(state, player, settings, log)
    record = {"step": "action", "turn": turn, "player": player, "number": number,
              "of": allowed, "action": rec, "log": log, "missing": turn_input is None}
    if upkeep is not None:
        record["upkeep"] = upkeep
    record["ended"] = state["phase"] == "over"
    return record
