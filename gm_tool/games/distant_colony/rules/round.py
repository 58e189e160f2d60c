"""One round: the phases that happen, in order, each in turn order; then the end of the round.

`resolve_round` applies everybody's orders to a copy of the state; `validate_orders` runs one
player's orders alone through the same code and returns every problem as a Diagnostic.
"""

from __future__ import annotations

from gm_tool.core.kit.diagnostics import Diagnostic
from gm_tool.core.kit.errors import GmError
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.distant_colony.actions import TurnOrders
from gm_tool.games.distant_colony.rules.build import build_phase
from gm_tool.games.distant_colony.rules.colonization import (colonists_ahead, colonization_phase,
                                                             leave_for)
from gm_tool.games.distant_colony.rules.common import CATALOGUE, join_words, phase_name
from gm_tool.games.distant_colony.rules.context import Ctx
from gm_tool.games.distant_colony.rules.end import check_discard_orders, discard_overflow, end_reasons
from gm_tool.games.distant_colony.rules.organization import organization_phase, played_effects
from gm_tool.games.distant_colony.rules.player_trade import player_trade_phase
from gm_tool.games.distant_colony.rules.production import production_phase
from gm_tool.games.distant_colony.rules.record import RoundRecord
from gm_tool.games.distant_colony.rules.survey import survey_phase
from gm_tool.games.distant_colony.rules.trade import trade_phase
from gm_tool.games.distant_colony.state import DCState
from gm_tool.games.distant_colony.rules.names import PHASES

PHASE_RULES = {
    "survey": survey_phase,
    "colonization": colonization_phase,
    "build": build_phase,
    "production": production_phase,
    "trade": trade_phase,
    "organization": organization_phase,
}


def phases_of(state: DCState) -> list[str]:
    """The phases happening this round, in rule order: those somebody played."""
    chosen = set(state.phases) | {p for p in state.played.values() if p}
    return [p for p in PHASES if p in chosen]


def _check_phase_orders(ctx: Ctx, phases: list[str]) -> None:
    """Orders for a phase that is not happening are reported (and, of course, not applied)."""
    missing = [p for p in _ORDERED_PHASES if p not in phases]
    if not missing:
        return
    happening = None
    for player in ctx.acting:
        o = ctx.orders.get(player)
        if o is None:
            continue
        for phase in missing:
            # what the player asked for in that phase (a truthy value: something was asked)
            if phase == "survey":
                what = o.survey
            elif phase == "colonization":
                what = o.take or o.reserve
            elif phase == "build":
                what = o.builds and ", ".join(CATALOGUE[b.kind].name if b.kind in CATALOGUE
                                              else b.kind for b in o.builds)
            elif phase == "production":
                what = o.production
            elif phase == "trade":
                what = o.trades
            else:
                what = o.moves
            if what:
                if happening is None:
                    happening = join_words([phase_name(p) for p in phases]) if phases else "none"
                ctx.phase = phase
                said = f"{phase_name(phase)} {what}" if isinstance(what, str) else phase_name(phase)
                ctx.problem(player, f"dc.{phase}.not_happening",
                            f"{said}: {phase_name(phase)} is not happening this round "
                            f"(phases: {happening})")


# The phases _check_phase_orders looks at, in the order it reports them.
_ORDERED_PHASES = ("survey", "colonization", "build", "production", "trade", "organization")


def _run(ctx: Ctx, phases: list[str], until: str | None = None) -> None:
    settings = ctx.settings
    ctx.phase = "organization"
    played_effects(ctx)
    _check_phase_orders(ctx, phases)
    if settings.player_trade_timing == "start_of_round":
        ctx.phase = "player_trade"
        player_trade_phase(ctx)
        if until == "player_trade":
            return
    for phase in phases:
        ctx.phase = phase
        PHASE_RULES[phase](ctx)
        if settings.overflow_discard == "end_of_phase":
            discard_overflow(ctx)
        if phase == until:
            return
    if settings.player_trade_timing == "end_of_round":
        ctx.phase = "player_trade"
        player_trade_phase(ctx)
    ctx.phase = "end"
    if ctx.validating:
        check_discard_orders(ctx)
    discard_overflow(ctx)


def resolve_round(state: DCState, orders: dict[str, TurnOrders], settings,
                  rng: RecordedRng, in_place: bool = False, until: str | None = None
                  ) -> tuple[DCState, RoundRecord]:
    """Apply every player's orders (a player without orders gets the defaults: compulsory
    colonist, default production). Pure: `state` is not changed; the new state is returned.
    `in_place=True` is for callers that drop `state` afterwards (self-play, replay): the round is
    resolved on `state` itself, saving a copy of every settlement each round. `until` (a phase)
    stops the round after that phase, for a caller that wants that phase's ledgers alone (the
    post checker's figures of one building or order: the phases after it cannot change them);
    the state and record of such a round are unfinished and are thrown away."""
    if state.ended:
        raise GmError("the game has ended; no more rounds can be resolved")
    unknown = [p for p in orders if p not in state.settlements]
    if unknown:
        raise GmError(f"orders for unknown player(s): {', '.join(unknown)}")
    new = state if in_place else state.copy()
    phases = phases_of(new)
    new.phases = phases
    drawn_before = len(rng.draws)
    record = RoundRecord(round=new.round, phases=list(phases), played=dict(new.played),
                         turn_order=new.turn_order(), first_player=new.first_player)
    ctx = Ctx(new, settings, rng, record, orders)
    _run(ctx, phases, until)
    record.effects = {p: sorted(e) for p, e in ctx.effects.items() if e}
    reasons = end_reasons(new, settings)
    if reasons:
        new.ended = True
        new.end_reasons = reasons
    record.ended = new.ended
    record.end_reasons = list(new.end_reasons)
    record.draws = [d.to_dict() for d in rng.draws[drawn_before:]]
    record.next_first_player = new.first_player
    new.round += 1
    new.phases = []
    new.played = {}
    return new, record


def validate_orders(state: DCState, orders: TurnOrders, settings) -> list[Diagnostic]:
    """Every problem in one player's orders, checked against the state after reveal as if the
    player were alone (no other player takes stock or a colonist type first), except what is
    certain: the players before in turn order take one Available colonist each."""
    return [d for d, _ in orders_problems(state, orders, settings)]


def orders_problems(state: DCState, orders: TurnOrders, settings
                    ) -> list[tuple[Diagnostic, tuple[str, int] | None]]:
    """`validate_orders`, each problem with the order it is about when it is about one order of
    a list: ("builds", i) for orders.builds[i], ("player_trades", i), ("moves", i), ("survey", i); else None (the post
    checker puts it on the line that wrote that order)."""
    if orders.player not in state.settlements:
        return [(Diagnostic("dc.orders.unknown_player",
                            f"{orders.player!r} is not a player ({', '.join(state.players)})"),
                 None)]
    new = state.copy()
    phases = phases_of(new)
    new.phases = phases
    record = RoundRecord(round=new.round, phases=list(phases), played=dict(new.played),
                         turn_order=new.turn_order(), first_player=new.first_player)
    ctx = Ctx(new, settings, None, record, {orders.player: orders}, validating=True)
    if "colonization" in phases:
        # alone, but not first: the players before take their colonists first
        leave_for(new, orders, len(colonists_ahead(state, orders.player)), settings)
    _run(ctx, phases)
    return list(zip(ctx.diags, ctx.diag_about))
