"""A turn post checked as a GM checks it: read it, check the orders against the rules, then
compare every claim the player wrote with what the rules compute, and cross-check mirrored
player trades with the other players' posts."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from gm_tool.core.diagnostics import Diagnostic, Severity
from gm_tool.core.rng import RecordedRng
from gm_tool.games.distant_colony import rules
from gm_tool.games.distant_colony.actions import PlayerTrade, TurnOrders
from gm_tool.games.distant_colony.catalogue import building_name
from gm_tool.games.distant_colony.posts.claims import (SECTION_NAMES, SUBSECTION_NAMES, Claim,
                                                       format_deltas)
from gm_tool.games.distant_colony.posts.grammar import ParsedPost, parse_post
from gm_tool.games.distant_colony.rules.record import Ledger, RoundRecord
from gm_tool.games.distant_colony.state import DCState
from gm_tool.games.distant_colony.vocab import COLONISTS

#: sections whose claims compare with one phase's ledger
PHASE_SECTIONS = ("survey", "colonization", "build", "production", "trade", "organization",
                  "player_trade")


@dataclass
class CheckedPost:
    parsed: ParsedPost
    diagnostics: list[Diagnostic]
    record: RoundRecord | None


def mirrored(player: str, trades: list[PlayerTrade]) -> dict[str, TurnOrders]:
    """Orders for the partners that mirror `player`'s trades (used to compute the claims of a
    post as if every partner agreed; whether they do is checked against their own posts)."""
    orders: dict[str, TurnOrders] = {}
    for t in trades:
        partner = orders.setdefault(t.partner, TurnOrders(t.partner))
        partner.player_trades.append(PlayerTrade(player, dict(t.receive), dict(t.give)))
    return orders


def computed_record(state: DCState, orders: TurnOrders, settings) -> tuple[DCState, RoundRecord]:
    """What the round does for this player, as if they acted first and the others did nothing
    but their side of this player's trades. Draws use a throw-away RNG: they never affect the
    player's own claims."""
    trial = state.copy()
    if "organization" not in trial.phases:
        trial.first_player = orders.player  # first in turn order = "as if alone"
        # ... but the players before still take their Available colonists first (certain)
        rules.leave_for(trial, orders, len(rules.colonists_ahead(state, orders.player)), settings)
    all_orders = {p: TurnOrders(p) for p in trial.players}
    all_orders.update({p: o for p, o in mirrored(orders.player, orders.player_trades).items()
                       if p in trial.settlements})
    all_orders[orders.player] = orders
    return rules.resolve_round(trial, all_orders, settings, RecordedRng("check", "check"))


def _ledger_view(ledger: Ledger | None, subsection: str | None = None) -> dict[str, int]:
    if ledger is None:
        return {}
    if subsection is not None:
        return {k: v for k, v in ledger.groups.get(subsection, {}).items() if v}
    values = {k: v for k, v in ledger.resources.items() if v}
    if ledger.wealth:
        values["wealth"] = ledger.wealth
    if ledger.vp:
        values["vp"] = ledger.vp
    return values


def _colonist_deltas(ledger: Ledger) -> dict[str, int]:
    counts: Counter[str] = Counter()
    for c in ledger.gained:
        counts[c] += 1
    for c in ledger.lost:
        counts[c] -= 1
    for before, after in ledger.converted:
        counts[before] -= 1
        counts[after] += 1
    return {k: v for k, v in counts.items() if v}


def _with_colonists(values: dict[str, int], ledger: Ledger | None, claimed: dict[str, int]) -> dict[str, int]:
    """Add colonist changes in the form the player used: by type, or as plain "colonists"."""
    if ledger is None:
        return values
    by_type = _colonist_deltas(ledger)
    result = dict(values)
    if "colonists" in claimed:
        total = sum(by_type.values())
        if total:
            result["colonists"] = total
    else:
        result.update(by_type)
    return result


def _section_label(claim: Claim) -> str:
    label = SECTION_NAMES.get(claim.section, claim.section)
    if claim.subsection:
        label += f", {SUBSECTION_NAMES.get(claim.subsection, claim.subsection)}"
    return label


def _compare(claimed: dict[str, int], actual: dict[str, int], *, complete: bool) -> bool:
    keys = set(claimed) | set(actual) if complete else set(claimed)
    return all(claimed.get(k, 0) == actual.get(k, 0) for k in keys)


def claim_diagnostics(parsed: ParsedPost, record: RoundRecord, after: DCState) -> list[Diagnostic]:
    player = parsed.player
    ledgers = record.ledgers.get(player, {})
    # Production's played effect frees one colonist of the player's choosing; the rules credit
    # the first one, so Food may sit in another group of the post: only the total must agree.
    free_food = "production" in record.effects.get(player, [])
    food_claimed = food_actual = 0
    food_line: int | None = None
    diags: list[Diagnostic] = []
    grouped: dict[tuple[str, str | None], list[Claim]] = {}
    for claim in parsed.claims:
        # a line about one building ("Colony Center: -1 Food, +1 Wealth") counts in its group
        grouped.setdefault((claim.section, claim.subsection), []).append(claim)
    for (section, subsection), claims in grouped.items():
        claimed: Counter[str] = Counter()
        for c in claims:
            claimed.update(c.deltas)
        claimed_d = {k: v for k, v in claimed.items() if v or section == "net"}
        if section == "net":
            ledger = record.net(player)
            actual = _with_colonists(_ledger_view(ledger), ledger, claimed_d)
            complete = True
        elif section in PHASE_SECTIONS:
            ledger = ledgers.get(section)
            actual = _ledger_view(ledger, subsection)
            if subsection is None:
                actual = _with_colonists(actual, ledger, claimed_d)
            complete = False
        else:
            continue
        if not any(claimed_d.values()) and section != "net":
            continue
        if free_food and section == "production" and subsection is not None:
            food_claimed += claimed_d.get("food", 0)
            food_actual += actual.get("food", 0)
            food_line = food_line or claims[0].line
            claimed_d = {k: v for k, v in claimed_d.items() if k != "food"}
            actual = {k: v for k, v in actual.items() if k != "food"}
        if _compare(claimed_d, actual, complete=complete):
            continue
        first = claims[0]
        wrote = format_deltas(claimed_d) or "nothing"
        gives = format_deltas(actual) or "no change"
        ran = ""
        if subsection and section == "production" and ledgers.get("production"):
            ran = _ran_in_group(after, player, subsection, ledgers["production"].ran)
        diags.append(Diagnostic(
            "dc.claim.net_mismatch" if section == "net" else "dc.claim.mismatch",
            f"{_section_label(first)}: you wrote {wrote}; the rules give {gives}{ran}",
            Severity.ERROR, first.line, None, "correct the figures to what your orders give"))
    if food_claimed != food_actual:
        diags.append(Diagnostic(
            "dc.claim.mismatch",
            f"Production: your Food lines add up to {food_claimed:+d} Food; the rules give "
            f"{food_actual:+d} Food (one colonist is fed free by the Production played effect)",
            Severity.ERROR, food_line, None, "correct the Food figures"))
    if not any(k[0] == "net" for k in grouped) and parsed.turn_lines is not None and record.net(player).to_dict():
        net = record.net(player)
        diags.append(Diagnostic("dc.claim.no_net",
                                "the post has no Net line; the round's net change for you is "
                                f"{format_deltas(_with_colonists(_ledger_view(net), net, {})) or 'nothing'}",
                                Severity.WARNING, None, None, "add 'Net: ...' as the turn format asks"))
    return diags


def _ran_in_group(after: DCState, player: str, subsection: str, ran_ids: list[int]) -> str:
    from gm_tool.games.distant_colony.rules.common import group_of

    settlement = after.settlements[player]
    kinds = [b.kind for b in settlement.buildings if b.id in ran_ids and group_of(b.kind) == subsection]
    if not kinds:
        return f" (no {SUBSECTION_NAMES.get(subsection, subsection).lower()} ran)"
    names = Counter(building_name(k) for k in kinds)
    return " (" + ", ".join(f"{n} {name}{'s' if n > 1 else ''}" for name, n in names.items()) + " ran)"


def trade_cross_check(parsed: ParsedPost, state: DCState, others: dict[str, str],
                      settings) -> list[Diagnostic]:
    """Player Trade lines must be mirrored by the partner's post."""
    diags: list[Diagnostic] = []
    player = parsed.player
    mine = parsed.orders.player_trades
    partner_trades: dict[str, list[PlayerTrade]] = {}
    for partner, text in others.items():
        theirs = parse_post(text, state, partner, settings).orders.player_trades
        partner_trades[partner] = [t for t in theirs if t.partner == player]
    used: set[tuple[str, int]] = set()
    lines = [c.line for c in parsed.claims if c.section == "player_trade"]
    for i, t in enumerate(mine):
        line = lines[i] if i < len(lines) else None
        if t.partner not in others:
            diags.append(Diagnostic("dc.player_trade.awaiting_partner",
                                    f"Player Trade with {t.partner}: waiting for {t.partner}'s post to confirm it",
                                    Severity.WARNING, line))
            continue
        match = None
        for j, u in enumerate(partner_trades.get(t.partner, [])):
            if (t.partner, j) not in used and _same(u.give, t.receive) and _same(u.receive, t.give):
                match = j
                break
        if match is None:
            diags.append(Diagnostic("dc.player_trade.mismatch",
                                    f"Player Trade with {t.partner}: {t.partner}'s post has no matching trade "
                                    f"(you give {format_deltas(t.give) or 'nothing'}, receive "
                                    f"{format_deltas(t.receive) or 'nothing'})",
                                    Severity.ERROR, line,
                                    f"agree the trade with {t.partner}; both posts must list it"))
        else:
            used.add((t.partner, match))
    for partner, trades in partner_trades.items():
        for j, u in enumerate(trades):
            if (partner, j) not in used and not any(_same(u.give, t.receive) and _same(u.receive, t.give)
                                                    for t in mine if t.partner == partner):
                diags.append(Diagnostic("dc.player_trade.missing",
                                        f"{partner}'s post lists a trade with you ({partner} gives "
                                        f"{format_deltas(u.give) or 'nothing'}, receives "
                                        f"{format_deltas(u.receive) or 'nothing'}) that your post does not",
                                        Severity.ERROR, None,
                                        "add it under 'Player Trade:' or ask them to remove it"))
    return diags


def _same(a: dict[str, int], b: dict[str, int]) -> bool:
    return {k: v for k, v in a.items() if v} == {k: v for k, v in b.items() if v}


def check_post(state: DCState, player: str, text: str, settings, others: dict[str, str]) -> CheckedPost:
    parsed = parse_post(text, state, player, settings)
    diags = list(parsed.diagnostics)
    record = None
    if parsed.turn_lines is None:
        if not any(d.severity is Severity.ERROR for d in diags):
            diags.append(Diagnostic("dc.post.no_turn", "no turn found in the post: it has no line "
                                    "starting with a section such as 'Build:' or 'Production:'",
                                    Severity.ERROR, None, "write the turn in the format of the rules"))
        return CheckedPost(parsed, diags, None)
    rule_diags = _place(rules.validate_orders(state, parsed.orders, settings), parsed)
    diags = _one_per_problem(diags, rule_diags)
    diags.extend(rule_diags)
    if not any(d.severity is Severity.ERROR for d in rule_diags):
        after, record = computed_record(state, parsed.orders, settings)
        diags.extend(claim_diagnostics(parsed, record, after))
    diags.extend(trade_cross_check(parsed, state, others, settings))
    return CheckedPost(parsed, diags, record)


def _one_per_problem(read: list[Diagnostic], rule_diags: list[Diagnostic]) -> list[Diagnostic]:
    """One problem, one diagnostic: a section for a phase that does not happen this round is
    warned by the reader; when the rules also refuse its orders (dc.<phase>.not_happening, an
    error on the same line), the reader's warning goes."""
    refused = {d.line for d in rule_diags if d.code.endswith(".not_happening")}
    return [d for d in read if not (d.code == "dc.post.phase_not_played" and d.line in refused)]


def _place(diags: list[Diagnostic], parsed: ParsedPost) -> list[Diagnostic]:
    """Give a rules diagnostic the line of the section it is about, when it has none."""
    placed = []
    for d in diags:
        if d.line is None:
            section = d.code.split(".")[1] if d.code.count(".") >= 2 else ""
            lines = parsed.sections.get(section) or parsed.sections.get(
                {"colonize": "colonization", "org": "organization"}.get(section, ""))
            if lines:
                d = Diagnostic(d.code, d.message, d.severity, lines[0], d.column, d.hint)
        placed.append(d)
    return placed


def details(checked: CheckedPost) -> dict[str, Any]:
    """What was understood, for the GM's screen and the diagnostics reply."""
    parsed = checked.parsed
    data: dict[str, Any] = {"sections": sorted(parsed.sections),
                            "claims": [c.to_dict() for c in parsed.claims]}
    if checked.record is not None:
        net = checked.record.net(parsed.player)
        data["computed_net"] = format_deltas(_with_colonists(_ledger_view(net), net, {}))
    return data


__all__ = ["CheckedPost", "check_post", "computed_record", "details", "COLONISTS"]
