"""Organization: everybody may move colonists (every staffing rule must hold afterwards); the
player(s) who played it gain First Player (one of them, see `organization_winner`) and the other
Organization players may take one other played phase's played effect instead."""

from __future__ import annotations

from gm_tool.games.distant_colony.rules.common import phase_name
from gm_tool.games.distant_colony.rules.context import Ctx
from gm_tool.games.distant_colony.rules.staffing import apply_moves
from gm_tool.games.distant_colony.state import DCState


def organization_winner(state: DCState, settings) -> str | None:
    """Who gains First Player. With several Organization players, setting
    organization_first_player: "next_after_first" = the first of them met going round the turn
    order starting after the current first player [seed: "the next in line from the current first
    player"]; "first_in_turn_order" = the first of them in turn order (the current first player
    included)."""
    choosers = [p for p in state.players if state.played.get(p) == "organization"]
    if not choosers:
        return None
    order = state.turn_order()
    if settings.organization_first_player == "next_after_first":
        order = order[1:] + order[:1]
    return next(p for p in order if p in choosers)


def played_effects(ctx: Ctx) -> None:
    """Fill ctx.effects: the phases whose played effect each player gets this round."""
    state = ctx.state
    winner = organization_winner(state, ctx.settings)
    for player in state.players:
        chosen = state.played.get(player)
        effects: set[str] = set()
        if chosen and chosen != "organization":
            effects.add(chosen)
        elif chosen == "organization" and player == winner:
            effects.add("organization")
        ctx.effects[player] = effects
    for player in ctx.acting:
        orders = ctx.orders.get(player)
        borrowed = orders.borrowed_phase if orders is not None else None
        if not borrowed:
            continue
        asked = f"Organization: take the {phase_name(borrowed)} played effect"
        if state.played.get(player) != "organization":
            ctx.problem(player, "dc.organization.cannot_borrow",
                        f"{asked}: only a player who played Organization (and did not gain First "
                        f"Player) may take another phase's played effect")
        elif player == winner:
            ctx.problem(player, "dc.organization.cannot_borrow",
                        f"{asked}: {player} gains First Player, so takes no other played effect "
                        f"(only the other Organization players do)")
        elif borrowed == "organization" or borrowed not in state.phases:
            others = [phase_name(p) for p in state.phases if p != "organization"]
            ctx.problem(player, "dc.organization.not_played",
                        f"{asked}: it must be another phase played this round "
                        f"({', '.join(others) or 'none'})")
        else:
            ctx.effects[player] = {borrowed}


def organization_phase(ctx: Ctx) -> None:
    state = ctx.state
    for player in ctx.acting:
        orders = ctx.orders.get(player)
        if orders is not None and orders.moves:
            apply_moves(ctx, state.settlements[player], orders.moves, "Organization",
                        about="moves")
    winner = organization_winner(state, ctx.settings)
    if winner is not None and not ctx.validating:
        # effective for the next round: Organization is the round's last phase
        state.first_player = winner
        ctx.note(winner, "gained First Player")
