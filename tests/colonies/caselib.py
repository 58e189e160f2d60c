"""Colonies' adapter for the adjudication runner (tests/adjudication.py): how one case of
tests/colonies/cases/*.toml is set up, played step by step and compared.

Each [[case]] has an id (COL-NNN), a name, a `source` when it is a worked example of the rules,
a setup (the standard set-up plus overrides), one or more steps, and what to expect after them.

Setup (all optional):
    players = ["Blue", "Green", "Yellow", "Purple", "Red"]   (sign-up order; the default)
    planets = { Blue = "blue", ... }       default: each player's name in lower case if it is a
                                            colour, else sign-up order around the ring
    neutral = ["red"]                      (4 and 3 players)
    first_player, turn, card, phase
    settings = { ... }                     house rules
    markets = { green = 2 }, agreements = { red = { blue = 2 } }, pirates = { blue = { green = 2 } }
    [case.setup.player.Blue]               stock (exact: colours not named are 0), credits,
                                            colonists, tech, hand, restrictions, lost_actions
    deck = [..], undealt = [..], pending = { Blue = [{ kind = "yes" }] }, vote = { ... }
The conservation ledger (state.bank) is computed from the state after the overrides.

Steps ([[case.step]], in order; `kind` and its inputs):
    setup          (seed) — a fresh set-up, the case's setup keys are its players and settings
    deck           picks = { Blue = 2 } (hand positions), seed
    income         choices = { Blue = [credits, reject] }
    vote           votes = { Blue = { side = "yes", spend = { red = 2 } } }
    tie            side = "yes" (or absent: the default)
    effects        answers = { Blue = { credits = true } | { actions = [...], gain = {..}, ...} }
    action         player, action = { kind = ..., ... }, upkeep = { police = [..], substitute = [..] }
    upkeep         the upkeep phase alone (4A-4B), no turn advance
    place_pirates  player, count: pirates placed on the player's own routes (4B's rule)
    end_turn       the upkeep, the first player card, the turn marker (and the end after turn 10)
    score          the final scoring of the state as it is
    drop           player
    check_action / check_income / check_vote / check_answer: the problems only (codes)
    post           player, text: the post read against the state and applied (posts/ reader)
    check_post     player, text: the reader's diagnostics only
    vote_text / pick_text   player, text: a private message read as a vote / a deck pick;
                   record = { read = "no, 1 green", accepted = true } or { accepted = false, error }
An action table: kind = community (removals = [[owner, partner, n], ...], keep), military
(removals), commerce (sell = { green = 1 }), influence (steps = [[partner, "both"|"mine"|"theirs",
+1|-1], ...]), industry (resources, colonists), upgrade (tech), pass.

Expect (after the last step):
    player.<name> = { stock = {..} (only colours named), credits, colonists, tech = {..} }
    markets, agreements, pirates (only what is named), phase, turn, first_player, to_act, card,
    deck_size, problems = [codes] (a check step), vote = { outcome, winners, fewest, yes, no },
    pending = { Blue = ["yes"] }, restrictions, lost_actions, final = { Blue = { total, ... } },
    winners, log_contains = ["..."], record = { key = value } (the last step's record, top level
    or under a dotted path), diagnostics = [codes], accepted = true|false
"""

from __future__ import annotations

from typing import Any

from adjudication import Mismatches

from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.colonies import rules
from gm_tool.games.colonies.rules.board import COLOURS, default_board_data
from gm_tool.games.colonies.actions import (
    Adjust,
    Answer,
    Community,
    DeckPick,
    Hunt,
    Negotiate,
    Pass,
    Placement,
    Produce,
    Refuge,
    Removal,
    Sell,
    Turn,
    Upgrade,
    Upkeep,
    Vote,
)
from gm_tool.games.colonies.rules import core, event, flow, phases
from gm_tool.games.colonies.settings import ColoniesSettings

DEFAULT_PLAYERS = ["Blue", "Green", "Yellow", "Purple", "Red"]
_BOARD = default_board_data()


def build_settings(setup: dict[str, Any]) -> ColoniesSettings:
    base = {"planet_deal": "signup", "first_player": "signup", "community_choice": "posts"}
    base.update(setup.get("settings", {}))
    return ColoniesSettings.model_validate(base)


def build_state(case: dict[str, Any]) -> tuple[dict[str, Any], ColoniesSettings]:
    setup = case.get("setup", {})
    settings = build_settings(setup)
    players = setup.get("players", DEFAULT_PLAYERS)
    neutral = setup.get("neutral")
    if neutral is not None and not settings.neutral_planets:
        settings = settings.model_copy(update={"neutral_planets": ",".join(neutral)})
    state = rules.setup(players, settings, RecordedRng(case["id"], "cases"), _BOARD)
    planets = setup.get("planets")
    if planets is None and all(p.lower() in COLOURS for p in players):
        planets = {p: p.lower() for p in players}
    if planets:
        state["planets"] = dict(planets)
        used = set(planets.values())
        state["neutral"] = [c for c in state["board"]["ring"] if c not in used]
        for p in players:
            state["stock"][p] = {c: (0 if c == planets[p] else settings.start_resources)
                                 for c in COLOURS}
    for key in ("first_player", "turn", "card", "phase", "deck", "undealt", "vote", "to_act"):
        if key in setup:
            state[key] = setup[key]
    if "pending" in setup:
        state["pending"] = {p: [dict(a) for a in v] for p, v in setup["pending"].items()}
    if "phase" not in setup and setup.get("card"):
        state["phase"] = "income"
    for colour, n in setup.get("markets", {}).items():
        state["markets"][colour] = n
    for colour, row in setup.get("agreements", {}).items():
        state["agreements"][colour].update(row)
    for colour, row in setup.get("pirates", {}).items():
        state["pirates"][colour].update(row)
    for p, over in setup.get("player", {}).items():
        if "stock" in over:
            state["stock"][p] = {c: over["stock"].get(c, 0) for c in COLOURS}
        for key in ("credits", "colonists"):
            if key in over:
                state[key][p] = over[key]
        if "tech" in over:
            state["tech"][p].update(over["tech"])
        if "hand" in over:
            state["hands"][p] = list(over["hand"])
        if "restrictions" in over:
            state["restrictions"][p] = list(over["restrictions"])
        if "lost_actions" in over:
            state["lost_actions"][p] = over["lost_actions"]
        if "upkeep" in over:
            state["upkeep_orders"][p] = dict(over["upkeep"])
    if state["phase"] == "actions" and not state["to_act"]:
        state["to_act"] = core.order_of(state) * 3
    state["bank"] = ledger(state)
    return state, settings


def ledger(state: dict[str, Any]) -> dict[str, Any]:
    """The conservation ledger of a state built by hand."""
    return {"resources": {c: state["markets"][c] + sum(state["stock"][p][c] for p in state["players"])
                          for c in COLOURS},
            "colonists": sum(state["colonists"].values())
            + sum(sum(r.values()) for r in state["pirates"].values()),
            "credits": sum(state["credits"].values())}


# -- inputs --------------------------------------------------------------------------------------

def _removals(items: list[list[Any]]) -> tuple[Removal, ...]:
    return tuple(Removal(o, p, n) for o, p, n in items)


def action_of(data: dict[str, Any]):
    kind = data["kind"]
    if kind == "community":
        return Refuge(_removals(data.get("removals", [])), data.get("keep", 0))
    if kind == "military":
        return Hunt(_removals(data.get("removals", [])))
    if kind == "commerce":
        return Sell(tuple((c, n) for c, n in data.get("sell", {}).items()))
    if kind == "influence":
        return Negotiate(tuple(Adjust(p, s, d) for p, s, d in data.get("steps", [])))
    if kind == "industry":
        return Produce(data.get("resources", 0), data.get("colonists", 0))
    if kind == "upgrade":
        return Upgrade(data["tech"])
    if kind == "pass":
        return Pass()
    raise ValueError(f"unknown action kind {kind!r}")


def upkeep_of(data: dict[str, Any] | None) -> Upkeep | None:
    if not data:
        return None
    return Upkeep(tuple(data.get("police", [])), tuple(data.get("substitute", [])))


def answer_of(data: dict[str, Any]) -> Answer:
    return Answer(
        credits=bool(data.get("credits", False)),
        actions=tuple(action_of(a) for a in data.get("actions", [])),
        gain=tuple(data.get("gain", {}).items()),
        lose=tuple(data.get("lose", {}).items()),
        lose_colonists=data.get("lose_colonists", 0),
        pirates=tuple(Placement(o, p, n) for o, p, n in data.get("pirates", [])),
        dump=tuple(data.get("dump", {}).items()),
        upgrade=data.get("upgrade", ""),
        downgrade=data.get("downgrade", ""),
        upkeep=upkeep_of(data.get("upkeep")),
    )


def vote_of(data: dict[str, Any]) -> Vote:
    return Vote(data["side"], tuple((c, n) for c, n in data.get("spend", {}).items() if n))


# -- running -------------------------------------------------------------------------------------

def run_step(state: dict[str, Any], settings: ColoniesSettings, step: dict[str, Any],
             case_id: str) -> tuple[dict[str, Any], dict[str, Any], list[str]]:
    """(state after, record, problem codes)."""
    kind = step["kind"]
    codes: list[str] = []
    record: dict[str, Any] = {}
    rng = RecordedRng(str(step.get("seed", case_id)), "cases")
    if kind == "setup":
        players = state["players"]
        state = rules.setup(players, settings, rng, _BOARD)
    elif kind == "deck":
        picks = {p: DeckPick(n) for p, n in step.get("picks", {}).items()}
        record = rules.deck_step(state, picks, settings, rng)
    elif kind == "income":
        choices = {p: Community(c, r) for p, (c, r) in step.get("choices", {}).items()}
        record = rules.income_step(state, choices, settings)
    elif kind == "vote":
        votes = {p: vote_of(v) for p, v in step.get("votes", {}).items()}
        record = rules.vote_step(state, votes, settings)
    elif kind == "tie":
        record = rules.tie_step(state, step.get("side"), settings)
    elif kind == "effects":
        answers = {p: answer_of(a) for p, a in step.get("answers", {}).items()}
        record = rules.effects_step(state, answers, settings)
    elif kind == "action":
        turn = Turn(action_of(step["action"]), upkeep_of(step.get("upkeep")))
        record = rules.action_step(state, step["player"], turn, settings)
    elif kind == "upkeep":
        log: list[dict[str, Any]] = []
        record = phases.upkeep(state, settings, log)
        record["log"] = log
    elif kind == "end_turn":
        log = []
        record = flow.end_turn(state, settings, log)
        record["log"] = log
    elif kind == "place_pirates":
        record = {"placed": core.place_pirates(state, step["player"], step["count"], settings)}
    elif kind == "score":
        flow.finish(state)
    elif kind == "drop":
        state = rules.drop(state, step["player"], settings)
    elif kind == "check_action":
        probs = rules.check_action(state, step["player"], action_of(step["action"]), settings,
                                   immediate=step.get("immediate", False))
        codes = [p.code for p in probs]
        record = {"messages": [p.message for p in probs]}
    elif kind == "check_income":
        c, r = step["choice"]
        probs = phases.check_community(state, step["player"], Community(c, r))
        codes = [p.code for p in probs]
        record = {"messages": [p.message for p in probs]}
    elif kind == "check_vote":
        probs = event.check_vote(state, step["player"], vote_of(step["vote"]))
        codes = [p.code for p in probs]
        record = {"messages": [p.message for p in probs]}
    elif kind == "check_answer":
        probs = event.check_answer(state, step["player"], answer_of(step["answer"]), settings)
        codes = [p.code for p in probs]
        record = {"messages": [p.message for p in probs]}
    elif kind in ("vote_text", "pick_text"):
        from gm_tool.core.kit.errors import GmError
        from gm_tool.games.colonies.posts import read_pick, read_vote, write_pick, write_vote

        try:
            if kind == "vote_text":
                record = {"read": write_vote(read_vote(state, step["player"], step["text"]))}
            else:
                record = {"read": write_pick(read_pick(state, step["player"], step["text"]))}
            record["accepted"] = True
        except GmError as exc:
            record = {"accepted": False, "error": str(exc), "messages": [str(exc)]}
    elif kind in ("post", "check_post"):
        from gm_tool.games.colonies.posts import apply_post_text, check_post_text

        if kind == "check_post":
            checked = check_post_text(state, step["player"], step["text"], settings)
            codes = [d.code for d in checked.diagnostics]
            record = {"accepted": checked.accepted, "details": checked.details,
                      "messages": [d.message for d in checked.diagnostics]}
        else:
            state, record = apply_post_text(state, step["player"], step["text"], settings)
    else:
        raise ValueError(f"unknown step kind {kind!r}")
    return state, record, codes


def run_case(case: dict[str, Any]) -> list[str]:
    """Run one case; the mismatches (empty: it passes)."""
    state, settings = build_state(case)
    record: dict[str, Any] = {}
    codes: list[str] = []
    logs: list[str] = []
    for step in case.get("step", []):
        state, record, codes = run_step(state, settings, step, case["id"])
        logs += [e["text"] for e in record.get("log", [])]
        problems = invariant_problems(state)
        if problems:
            return [f"after the {step['kind']} step: {p}" for p in problems]
    return compare(case.get("expect", {}), state, record, codes, logs)


def invariant_problems(state: dict[str, Any]) -> list[str]:
    out = []
    bank = ledger(state)
    if bank != state["bank"]:
        out.append(f"the ledger {state['bank']} does not match the state {bank}")
    for p in state["players"]:
        if state["credits"][p] < 0 or any(v < 0 for v in state["stock"][p].values()):
            out.append(f"{p} holds a negative amount")
    return out


def _get(record: Any, path: str) -> Any:
    for part in path.split("."):
        if isinstance(record, dict):
            record = record.get(part)
        elif isinstance(record, list) and part.isdigit():
            record = record[int(part)] if int(part) < len(record) else None
        else:
            return None
    return record


def compare(expect: dict[str, Any], state: dict[str, Any], record: dict[str, Any],
            codes: list[str], logs: list[str]) -> list[str]:
    problems = Mismatches()
    check = problems.check

    for p, want in expect.get("player", {}).items():
        for key, value in want.items():
            if key == "stock":
                for c, n in value.items():
                    check(f"{p}.stock.{c}", n, state["stock"][p][c])
            elif key == "tech":
                for t, n in value.items():
                    check(f"{p}.tech.{t}", n, state["tech"][p][t])
            elif key in ("credits", "colonists"):
                check(f"{p}.{key}", value, state[key][p])
            elif key == "hand_size":
                check(f"{p}.hand_size", value, len(state["hands"][p]))
            elif key == "hand":
                check(f"{p}.hand", value, state["hands"][p])
            elif key == "planet":
                check(f"{p}.planet", value, state["planets"][p])
            elif key == "resources":
                check(f"{p}.resources", value, sum(state["stock"][p].values()))
            else:
                problems.append(f"unknown player key {key!r} in the case")
    for key in ("markets",):
        for c, n in expect.get(key, {}).items():
            check(f"{key}.{c}", n, state[key][c])
    for key in ("agreements", "pirates"):
        for c, row in expect.get(key, {}).items():
            for o, n in row.items():
                check(f"{key}.{c}.{o}", n, state[key][c][o])
    for key in ("phase", "turn", "first_player", "to_act", "card", "neutral", "discard", "winners",
                "dropped"):
        if key in expect:
            check(key, expect[key], state[key])
    if "deck_size" in expect:
        check("deck_size", expect["deck_size"], len(state["deck"]))
    if "undealt_size" in expect:
        check("undealt_size", expect["undealt_size"], len(state["undealt"]))
    if "problems" in expect:
        check("problems", sorted(expect["problems"]), sorted(codes))
    if "diagnostics" in expect:
        check("diagnostics", sorted(expect["diagnostics"]), sorted(codes))
    for key, value in expect.get("vote", {}).items():
        check(f"vote.{key}", value, state["vote"].get(key))
    for p, kinds in expect.get("pending", {}).items():
        check(f"pending.{p}", kinds, [a["kind"] for a in state["pending"].get(p, [])])
    if "pending_players" in expect:
        check("pending_players", expect["pending_players"], list(state["pending"]))
    for p, value in expect.get("restrictions", {}).items():
        check(f"restrictions.{p}", sorted(value), sorted(state["restrictions"].get(p, [])))
    for p, value in expect.get("lost_actions", {}).items():
        check(f"lost_actions.{p}", value, state["lost_actions"][p])
    for p, want in expect.get("final", {}).items():
        line = next((x for x in state["final"] if x["player"] == p), None)
        if line is None:
            problems.append(f"final: no line for {p}")
            continue
        for key, value in want.items():
            check(f"final.{p}.{key}", value, line.get(key))
    for text in expect.get("log_contains", []):
        if not any(text in line for line in logs):
            problems.append(f"no log line contains {text!r}: {logs}")
    for path, value in expect.get("record", {}).items():
        check(f"record.{path}", value, _get(record, path))
    if "accepted" in expect:
        check("accepted", expect["accepted"], record.get("accepted"))
    for text in expect.get("message_contains", []):
        if not any(text in m for m in record.get("messages", [])):
            problems.append(f"no message contains {text!r}: {record.get('messages')}")
    return problems
