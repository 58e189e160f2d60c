"""Colonies' self-play (`ColoniesSelfPlay`, what `Colonies.selfplay()` gives the core harness,
gm_tool/core/game/selfplay.py): the players (bots/), the trusted path on the plain state, the inputs
as text (posts/), the invariants checked after every step, what is counted on the way, and the
report's own section."""

from __future__ import annotations

from itertools import chain
from typing import Any

from gm_tool.core.game import selfplay as harness
from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.errors import GmError
from gm_tool.core.game.interface import Step
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.core.game.selfplay_api import SelfPlay
from gm_tool.games.colonies import posts
from gm_tool.games.colonies import rules
from gm_tool.games.colonies.rules.board import TECHS, board_of, default_board_data
from gm_tool.games.colonies.bots import BOTS, MIXES
from gm_tool.games.colonies.actions import Answer, Community, DeckPick, Tie, Turn, Vote


def invariant_problems(state: dict[str, Any], settings: Any, baseline: Any = None) -> list[str]:
    """What must hold whatever the players did:

    - resources are conserved: for each colour, the stocks plus the market equal what is out of
      the supply (the ledger moves only with the supply: production, sales to the bank are not
      resources); colonists and pirates likewise; the credits held equal what the bank paid out
      less what it took in (payments between players move none); no count is negative;
    - levels 1 … max; agreement markers in range; no pirate on a route that cannot hold one;
    - every event card is in exactly one place (a hand, the deck, the undealt cards, the
      discard pile or the table);
    - the phase has what it needs (someone to act, someone to answer).

    When (self-play passes its `baseline`; without one every call is the whole check): the
    whole check after every step but one kind, an action of the action phase that is not its
    last (three in four steps of a game). Such an action changes only what `_action_problems`
    checks after it: the totals of the three ledgers (anything made or lost shows at once), the
    signs of every count it can lower, and its player's levels and markers. It moves no card,
    places no pirate, changes no other player's stock or colonists and ends no phase; the colour
    of what it moves is checked against the ledger at the next whole check, the upkeep's step at
    the latest."""
    actor = _mid_round_actor(state, baseline)
    if actor is not None:
        return _action_problems(state, actor)
    out = _ledger_problems(state)
    board = board_of(state)
    out += _level_problems(state, board)
    neutral = state["neutral"]
    if neutral:
        pirates = state["pirates"]
        blockable = getattr(settings, "neutral_routes_blockable", False)
        for c in neutral:
            if any(pirates[c].values()):
                out.append(f"pirates on {c}'s routes, a neutral planet's")
            if not blockable and any(pirates[o][c] for o in pirates if o != c):
                out.append(f"pirates on a route with {c}, a neutral planet")
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


def _mid_round_actor(state: dict[str, Any], baseline: Any) -> str | None:
    """The player whose action (not the phase's last) the state comes from, or None. The
    baseline remembers who was to act at the last check: a state in the action phase in which
    someone has acted follows that player's action."""
    if not isinstance(baseline, dict):
        return None
    actor = baseline.get("next")
    to_act = state["to_act"]
    acting = state["phase"] == "actions" and to_act
    baseline["next"] = to_act[0] if acting else None
    if acting and actor is not None and any(state["taken"].values()):
        return actor
    return None


def _ledger_problems(state: dict[str, Any]) -> list[str]:
    """Resources by colour, colonists with pirates, and credits against the ledger; no
    negative count anywhere."""
    out: list[str] = []
    bank = state["bank"]
    stock = state["stock"]
    markets = state["markets"]
    held = dict(markets)
    for p in state["players"]:
        for c, v in stock[p].items():
            held[c] += v
    if held != bank["resources"]:
        out.append(f"resources: stocks and markets hold {held}, the ledger says {bank['resources']}")
    routes = [*chain.from_iterable(map(dict.values, state["pirates"].values()))]
    out += _token_problems(state, bank, sum(routes))
    if min(min(chain.from_iterable(map(dict.values, stock.values()))), min(markets.values()),
           min(routes), min(state["colonists"].values()), min(state["credits"].values())) < 0:
        out.append(_negative(state))
    return out


def _action_problems(state: dict[str, Any], actor: str) -> list[str]:
    """After an action before the phase's last (see `invariant_problems`): the ledgers' totals,
    the signs of the actor's stock and colonists and of every market, route and credit count,
    and the actor's levels and markers. (Written for speed: it runs after most steps of every
    self-play game; a failed total is described by the whole check's words.)"""
    bank = state["bank"]
    stock = state["stock"]
    markets = state["markets"].values()
    routes = [*chain.from_iterable(map(dict.values, state["pirates"].values()))]
    colonists = state["colonists"]
    credits = state["credits"].values()
    if (sum(chain(markets, *map(dict.values, stock.values())))
            != sum(bank["resources"].values())
            or sum(routes) + sum(colonists.values()) != bank["colonists"]
            or sum(credits) != bank["credits"]):
        return _ledger_problems(state)
    out: list[str] = []
    if min(chain(stock[actor].values(), markets, routes, credits)) < 0 or colonists[actor] < 0:
        out.append(_negative(state))
    board = board_of(state)
    levels = state["tech"][actor].values()
    if min(levels) < 1 or max(levels) > board.max_level:
        out.append(f"{actor}'s technology levels out of 1 to {board.max_level}: "
                   f"{state['tech'][actor]}")
    low, high = board.agreement_min, board.agreement_max
    colour = state["planets"][actor]
    agreements = state["agreements"]
    mine = agreements[colour].values()
    wrong = min(mine) < low or max(mine) > high
    for partner, row in agreements.items():
        if partner != colour and not low <= row[colour] <= high:
            wrong = True
    if wrong:
        out.append(f"an agreement marker of {colour}'s out of {low} to {high}: {agreements}")
    return out


def _token_problems(state: dict[str, Any], bank: dict[str, Any], pirates: int) -> list[str]:
    """The colonists and `pirates` against the ledger's count; the credits against the bank's."""
    out = []
    tokens = pirates + sum(state["colonists"].values())
    if tokens != bank["colonists"]:
        out.append(f"colonists and pirates: {tokens} on the board, the ledger says {bank['colonists']}")
    credits = sum(state["credits"].values())
    if credits != bank["credits"]:
        out.append(f"credits: the players hold {credits}, the bank paid out {bank['credits']}")
    return out


def _negative(state: dict[str, Any]) -> str:
    return "a negative amount: " + str({k: state[k] for k in ("stock", "markets", "colonists",
                                                              "pirates", "credits")})


def _level_problems(state: dict[str, Any], board: Any) -> list[str]:
    """Every technology level in 1 … max and every agreement marker in range."""
    out = []
    tech = state["tech"]
    top = board.max_level
    levels = [*chain.from_iterable(map(dict.values, tech.values()))]
    if min(levels) < 1 or max(levels) > top:
        out.append(f"technology levels out of 1 to {top}: {tech}")
    low, high = board.agreement_min, board.agreement_max
    markers = [*chain.from_iterable(map(dict.values, state["agreements"].values()))]
    if min(markers) < low or max(markers) > high:
        out.append(f"an agreement marker out of {low} to {high}: {state['agreements']}")
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


class ColoniesSelfPlay(SelfPlay):
    """The play state is the plain state itself, changed in place on the trusted path."""

    max_steps = 600

    def bots(self) -> dict[str, Any]:
        return dict(BOTS)

    def bot_mixes(self) -> dict[str, tuple[str, ...]]:
        return dict(MIXES)

    def setup(self, players: list[str], settings: Any, rng: RecordedRng) -> Any:
        """Self-play shares the bundled board (never changed) between its games."""
        return rules.setup(players, settings, rng, default_board_data())

    def push(self, state: Any, step: Step, inputs: dict[str, Any], settings: Any,
             rng: RecordedRng) -> tuple[Any, Any]:
        phase = state["phase"]
        inputs = {p: inputs.get(p) for p in step.players}
        if phase == "deck":
            return state, rules.deck_step(state, inputs, settings, rng)
        if phase == "vote":
            return state, rules.vote_step(state, inputs, settings)
        return state, self.game.apply_inputs(state, phase, step, inputs, settings)

    def write_action(self, state: Any, step: Step, player: str, action: Any,
                     settings: Any) -> str:
        if isinstance(action, Vote):
            return posts.write_vote(action)
        if isinstance(action, DeckPick):
            return posts.write_pick(action)
        if isinstance(action, Community):
            return posts.write_community(action)
        if isinstance(action, Tie):
            return posts.write_tie(action.side)
        if isinstance(action, Answer):
            return posts.write_answer(state, player, action)
        if isinstance(action, Turn):
            return posts.write_turn(state, player, action)
        raise GmError(f"{self.game.title} cannot write {action!r}")

    def read_action(self, state: Any, step: Step, player: str, text: str, settings: Any) -> Any:
        if step.kind == "secret":
            if state["phase"] == "deck":
                return posts.read_pick(state, player, text)
            return posts.read_vote(state, player, text)
        read = posts.read_post(state, player, text, settings)
        if not read.accepted or read.value is None:
            raise GmError(f"cannot read {text!r}: " + "; ".join(
                d.message for d in read.diagnostics if d.severity is Severity.ERROR))
        return read.value

    def same_action(self, state: Any, step: Step, player: str, a: Any, b: Any,
                    settings: Any) -> bool:
        if isinstance(a, Answer) and isinstance(b, Answer):
            return a.same(b)
        return a == b

    def check_action(self, state: Any, step: Step, player: str, action: Any,
                     settings: Any) -> list[Diagnostic]:
        if action is None:
            return []
        if isinstance(action, Vote):
            found = rules.check_vote(state, player, action)
        elif isinstance(action, DeckPick):
            ok = 1 <= action.position <= len(state["hands"][player])
            found = [] if ok else [rules.Problem("col.deck.position", "no such card in the hand")]
        elif isinstance(action, Tie):
            found = []
        else:
            found = posts.rule_problems(state, player, action, settings)
        return [Diagnostic(p.code, p.message) for p in found]

    def invariant_baseline(self, state: Any, settings: Any) -> Any:
        cards = sorted(board_of(state).cards)
        return {"cards": cards, "set": set(cards)}

    def invariants(self, state: Any, settings: Any, baseline: Any = None) -> list[str]:
        return invariant_problems(state, settings, baseline)

    def scores(self, state: Any, settings: Any) -> tuple[list[dict[str, Any]], list[str]]:
        lines = state["final"] or rules.score_lines(state)
        return ([{"player": x["player"], "total": x["total"]} for x in lines],
                list(state["winners"]))

    def observe(self, run: Any, state: Any, step: Step | None, inputs: dict[str, Any],
                outcome: Any, settings: Any) -> None:
        observe(run, state, step, inputs, outcome, settings)

    def report(self, report: dict[str, Any], tallies: dict[str, Any],
               settings: Any) -> dict[str, Any]:
        return selfplay_report(report, tallies, settings)

    def report_text(self, report: dict[str, Any]) -> str:
        return report_text(report)
