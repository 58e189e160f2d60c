"""A turn post checked as a GM checks it: read it, check the orders against the rules, then
compare every claim the player wrote with what the rules compute, and cross-check mirrored
player trades with the other players' posts."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from gm_tool.core.diagnostics import Diagnostic, Severity
from gm_tool.core.rng import RecordedRng
from gm_tool.games.distant_colony import rules
from gm_tool.games.distant_colony.actions import PlayerTrade, TurnOrders
from gm_tool.games.distant_colony.catalogue import building_name, buildings
from gm_tool.games.distant_colony.figures import Figures, ledger_colonists, ledger_values
from gm_tool.games.distant_colony.posts.claims import (SECTION_NAMES, SUBSECTION_NAMES, Claim,
                                                       agrees, format_deltas)
from gm_tool.games.distant_colony.posts.grammar import ParsedPost, parse_post
from gm_tool.games.distant_colony.rules.common import GROUPS, group_of
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
    return ledger_values(ledger)


def _with_colonists(values: dict[str, int], colonists: dict[str, int],
                    claimed: dict[str, int]) -> dict[str, int]:
    """Add colonist changes in the form the player used: by type, or as plain "colonists"."""
    result = dict(values)
    if "colonists" in claimed:
        total = sum(colonists.values())
        if total:
            result["colonists"] = total
    else:
        result.update(colonists)
    return result


def _sum(claims: list[Claim]) -> dict[str, int]:
    """The figures of one or more claims, a 0 written included ("0 Food" is a figure)."""
    summed: dict[str, int] = {}
    for c in claims:
        for k, v in c.deltas.items():
            summed[k] = summed.get(k, 0) + v
    return summed


def _label(claim: Claim) -> str:
    """"Production, Farms", "Trade"."""
    label = SECTION_NAMES.get(claim.section, claim.section)
    if claim.subsection:
        label += f", {SUBSECTION_NAMES.get(claim.subsection, claim.subsection)}"
    return label


def _wrote(claims: list[Claim], claimed: dict[str, int]) -> str:
    """What the player wrote: the line's own figures, or the lines named when several add up."""
    figures = format_deltas(claimed, zeros=True) or "nothing"
    if len(claims) == 1:
        return f"you wrote {figures}"
    lines = sorted({c.line for c in claims if c.line is not None})
    where = "lines " + ", ".join(str(n) for n in lines) if len(lines) > 1 else "the line's parts"
    return f"{where} add up to {figures}"


def claim_diagnostics(parsed: ParsedPost, record: RoundRecord, after: DCState,
                      figures: Figures | None = None) -> list[Diagnostic]:
    """Every figure the player wrote, checked against the rules where it is written: a line
    about one building against that building, a Production summary line against its group's
    buildings that it covers, a clause of a Trade line against its own orders (`figures`, when
    given, computes those by running the round again; without it, sections are compared as
    wholes)."""
    player = parsed.player
    ledgers = record.ledgers.get(player, {})
    diags: list[Diagnostic] = []
    by_section: dict[str, list[Claim]] = {}
    for claim in parsed.claims:
        by_section.setdefault(claim.section, []).append(claim)
    for section, claims in by_section.items():
        if section == "production" and figures is not None:
            diags.extend(_production(parsed, claims, record, after, figures))
        elif section in _SPAN_SECTIONS and figures is not None and _spans_cover(claims, parsed):
            for claim in claims:
                if claim.deltas:
                    diags.extend(_by_span(claim, figures, record))
        elif section == "net":
            net = record.net(player)
            claimed = _sum(claims)
            actual = _with_colonists(ledger_values(net), ledger_colonists(net), claimed)
            if not agrees(claimed, actual, complete=True):
                diags.append(_mismatch("dc.claim.net_mismatch", claims, "Net", claimed, actual,
                                       ""))
        elif section in PHASE_SECTIONS:
            for key, group in _groups(claims).items():
                claimed = _sum(group)
                if not claimed:
                    continue
                ledger = ledgers.get(section)
                actual = _ledger_view(ledger, key)
                if key is None:
                    actual = _with_colonists(actual, ledger_colonists(ledger), claimed)
                if not agrees(claimed, actual):
                    diags.append(_mismatch("dc.claim.mismatch", group, _label(group[0]),
                                           claimed, actual, ""))
    if "production" not in by_section and "production" in parsed.sections and figures is not None:
        diags.extend(_production(parsed, [], record, after, figures))
    if "net" not in by_section and parsed.turn_lines is not None and record.net(player).to_dict():
        net = record.net(player)
        diags.append(Diagnostic("dc.claim.no_net",
                                "the post has no Net line; the round's net change for you is "
                                f"{format_deltas(_with_colonists(ledger_values(net), ledger_colonists(net), {})) or 'nothing'}",
                                Severity.WARNING, None, None, "add 'Net: ...' as the turn format asks"))
    return diags


#: sections whose claims say which of the section's orders they are about (`Claim.order_span`)
_SPAN_SECTIONS = ("build", "trade", "player_trade")


def _groups(claims: list[Claim]) -> dict[str | None, list[Claim]]:
    grouped: dict[str | None, list[Claim]] = {}
    for c in claims:
        grouped.setdefault(c.subsection, []).append(c)
    return grouped


#: claims of one section checked one by one (each runs the round twice); a post with more is
#: a paste accident, and its section is checked as a whole
_MOST_SPANS = 12


def _spans_cover(claims: list[Claim], parsed: ParsedPost) -> bool:
    """Each claim of the section is about orders of its own: it can be checked alone. (A
    "Trade: -14 Wealth" line of its own, the price of the line before, cannot.)"""
    with_figures = [c for c in claims if c.deltas]
    return len(with_figures) <= _MOST_SPANS and all(
        c.order_span is not None and c.order_span[1] > c.order_span[0] for c in with_figures)


def _mismatch(code: str, claims: list[Claim], label: str, claimed: dict[str, int],
              actual: dict[str, int], why: str) -> Diagnostic:
    gives = format_deltas(actual) or "no change"
    return Diagnostic(code, f"{label}: {_wrote(claims, claimed)}; the rules give {gives}{why}",
                      Severity.ERROR, claims[0].line, None,
                      "correct the figures to what your orders give")


def _by_span(claim: Claim, figures: Figures, record: RoundRecord) -> list[Diagnostic]:
    assert claim.order_span is not None
    values, colonists = figures.span(claim.section, claim.order_span)
    claimed = dict(claim.deltas)
    actual = _with_colonists(values, colonists, claimed)
    if agrees(claimed, actual):
        return []
    why = ""
    if claim.section == "trade":
        why = _trade_why(figures.orders.trades[claim.order_span[0]:claim.order_span[1]], record)
    return [_mismatch("dc.claim.mismatch", [claim], _label(claim), claimed, actual, why)]


def _trade_why(orders: list, record: RoundRecord) -> str:
    """" (under Expansion 1 Machine costs 7 Wealth; 1 Food sells for 1 Wealth)": the prices
    behind a Trade figure."""
    from gm_tool.games.distant_colony.rules.common import ENVIRONMENTS, res_text

    env = ENVIRONMENTS.get(record.environment or "")
    if env is None:
        return ""
    parts = []
    for order in orders:
        price = env.prices.get(order.item)
        if price is None:
            continue
        unit = "VP" if order.item in ("soldier", "officer") else "Wealth"
        if order.verb in ("buy", "use_contract"):
            parts.append(f"{res_text(order.item, 1)} costs {price.cost} {unit}")
        elif order.verb == "sell":
            parts.append(f"{res_text(order.item, 1)} sells for {price.buys} {unit}")
    return f" (under {env.name} {'; '.join(parts)})" if parts else ""


# -- Production ------------------------------------------------------------------------------

def _production(parsed: ParsedPost, claims: list[Claim], record: RoundRecord, after: DCState,
                figures: Figures) -> list[Diagnostic]:
    """Production claims, line by line (docs/posts.md "Checking the figures")."""
    player = parsed.player
    settlement = after.settlements[player]
    kinds = {b.id: b.kind for b in settlement.buildings if _produces(b.kind)}
    units = figures.units()
    reasons = figures.reasons()
    named = {c.building_id for c in claims if c.building_id is not None}
    summaries = {c.subsection for c in claims if c.building_id is None and c.subsection}
    # each claim's buildings: its own, its group's not claimed on their own line, or the rest
    scopes: dict[tuple, list[Claim]] = {}
    for c in claims:
        if c.building_id is not None:
            key: tuple = ("building", c.building_id)
        elif c.subsection:
            key = ("group", c.subsection)
        else:
            key = ("rest",)
        scopes.setdefault(key, []).append(c)

    def members(key: tuple) -> list[int]:
        if key[0] == "building":
            return [key[1]]
        if key[0] == "group":
            return [b for b, k in kinds.items() if group_of(k) == key[1] and b not in named]
        return [b for b, k in kinds.items() if b not in named and group_of(k) not in summaries]

    led = record.ledgers.get(player, {}).get("production")
    lines: list[_ProductionLine] = []
    for key, group in sorted(scopes.items(), key=lambda kv: kv[1][0].line or 0):
        claimed = _sum(group)
        if not claimed:
            continue
        ids = members(key)
        values: Counter[str] = Counter()
        colonists: Counter[str] = Counter()
        for b in ids:
            if b in units:
                values.update(units[b].values)
                colonists.update(units[b].colonists)
        if key[0] != "building":
            # what no building did, e.g. housing eating under Others: the group's own figure
            groups = [key[1]] if key[0] == "group" else [g for g in GROUPS if g not in summaries]
            for g in groups:
                residue = Counter(_ledger_view(led, g))
                for b in units:
                    if b in kinds and group_of(kinds[b]) == g:
                        residue.subtract(units[b].values)
                values.update({k: v for k, v in residue.items() if v})
        actual = _with_colonists({k: v for k, v in values.items() if v},
                                 {k: v for k, v in colonists.items() if v}, claimed)
        eaters = [b for b in ids if b in units and units[b].ran and _eats(kinds.get(b))]
        free_here = any(units[b].free for b in ids if b in units)
        lines.append(_ProductionLine(key, group, ids, claimed, actual, eaters, free_here))
    _place_free_colonist(lines, units, kinds)
    diags: list[Diagnostic] = []
    explained: set[int] = set()
    for pl in lines:
        if agrees(pl.claimed, pl.actual) and not pl.why:
            continue
        explained.update(pl.ids)
        label = _scope_label(pl.key, settlement)
        why = pl.why or ": " + _explain(pl.ids, kinds, units, reasons, settlement, pl.key)
        diags.append(_mismatch("dc.claim.mismatch", pl.claims, label, pl.claimed, pl.actual, why))
    diags.extend(_not_run(parsed, settlement, kinds, units, reasons, explained))
    return diags


def _not_run(parsed: ParsedPost, settlement, kinds: dict[int, str], units: dict,
             reasons: dict[int, str], explained: set[int]) -> list[Diagnostic]:
    """What the post leaves out of Production: each building that did not run and why, as a
    note (not an error: a building the player does not name need not run)."""
    line = _first_line(parsed, "production", parsed.claims_for("production"))
    in_orders = {s.building_id for s in parsed.orders.production or []}
    notes = []
    for b in sorted(kinds):
        unit = units.get(b)
        if b in explained or (unit is not None and unit.ran):
            continue
        why = unit.reason if unit is not None else reasons.get(b)
        if why is None:
            continue
        if parsed.orders.production is not None and b not in in_orders:
            continue  # named "idle" by the player
        notes.append(Diagnostic("dc.claim.not_run",
                                f"{_building(settlement, b)} did not run: {_plain_reason(why)}",
                                Severity.INFO, line, None))
    return notes


@dataclass(slots=True)
class _ProductionLine:
    """A Production claim (or the claims of one building or group) and the rules' figure."""

    key: tuple
    claims: list[Claim]
    ids: list[int]                 # the buildings it is about
    claimed: dict[str, int]
    actual: dict[str, int]
    eaters: list[int]              # its buildings that ran and whose staff eat
    free_here: bool                # the rules fed its colonist free (Production played effect)
    why: str = ""
    base_food: int = 0             # its Food with every colonist eating


def _place_free_colonist(lines: list[_ProductionLine], units: dict, kinds: dict[int, str]) -> None:
    """The Production played effect feeds one colonist free; the rules pick the first one, but
    the player may count the saving on any line with a colonist that ate. The first line that
    counts it takes it (a second one is wrong); when none does and every colonist that ate is
    on a line with Food, the line of the rules' choice is wrong."""
    if not any(u.free for u in units.values()):
        return
    taken: _ProductionLine | None = None
    for pl in lines:
        if "food" not in pl.claimed:
            continue
        base = pl.base_food = pl.actual.get("food", 0) - (1 if pl.free_here else 0)
        wrote = pl.claimed["food"]
        if wrote == base + 1 and pl.eaters:
            if taken is None:
                taken = pl
                pl.actual["food"] = wrote
            else:
                pl.actual["food"] = base
                first = taken.claims[0].line
                pl.why = (": only one colonist is fed free by the Production played effect, and "
                          + (f"line {first}" if first is not None else "another line")
                          + " already counts it")
        elif wrote == base:
            pl.actual["food"] = base
    if taken is not None:
        return
    eaters = {b for b, u in units.items() if u.ran and _eats(kinds.get(b))}
    covered = {b for pl in lines if "food" in pl.claimed for b in pl.eaters}
    if eaters and eaters <= covered:
        for pl in lines:
            if pl.free_here and pl.claimed.get("food") == pl.base_food:
                pl.actual["food"] = pl.base_food + 1
                fed = next(b for b in pl.ids if b in units and units[b].free)
                pl.why = (": the Production played effect feeds one colonist free and none of "
                          f"your Food figures counts it; the rules fed the one of "
                          f"{building_name(kinds[fed])} #{fed}")
                return


def _produces(kind: str) -> bool:
    cat = buildings().get(kind)
    return cat is not None and cat.effect not in ("none", "survey_station") and cat.takes_staff


def _eats(kind: str | None) -> bool:
    cat = buildings().get(kind) if kind else None
    return bool(cat and cat.eats)


def _building(settlement, bid: int) -> str:
    b = settlement.building(bid)
    return f"{building_name(b.kind)} #{bid}" if b is not None else f"building #{bid}"


def _scope_label(key: tuple, settlement) -> str:
    if key[0] == "building":
        return f"Production, {_building(settlement, key[1])}"
    if key[0] == "group":
        return f"Production, {SUBSECTION_NAMES.get(key[1], key[1])}"
    return "Production"


def _explain(ids: list[int], kinds: dict[int, str], units: dict, reasons: dict[int, str],
             settlement, key: tuple) -> str:
    """Why the rules give what they give: each building of the claim, what it did or why it
    did not run ("Farm #2 ran: +1 Food; Farm #7 did not run: it has 0 staff ...")."""
    if not ids:
        if key[0] == "group":
            return f"you have no {SUBSECTION_NAMES.get(key[1], key[1])} that run unnamed"
        return "no building runs here"
    parts = []
    ran = [b for b in ids if b in units and units[b].ran]
    if key[0] == "group" and len(ids) > 1:
        parts.append(f"{len(ran)} of your {len(ids)} {SUBSECTION_NAMES.get(key[1], key[1])} ran")
    for b in ids:
        unit = units.get(b)
        name = _building(settlement, b)
        if unit is not None and unit.ran:
            figure = format_deltas(_with_colonists(unit.values, unit.colonists, {})) or "no change"
            free = " (one colonist fed free by the Production played effect)" if unit.free else ""
            parts.append(f"{name} ran: {figure}{free}")
        else:
            why = (unit.reason if unit is not None else None) or reasons.get(b)
            if why is None:
                kind = kinds.get(b, "")
                why = ("it runs only when the post says what it does"
                       if kind in ("market", "military_hq") else "it was not run")
            parts.append(f"{name} did not run: {_plain_reason(why)}")
    return "; ".join(parts)


_NO_STAFF = re.compile(r"^it has 0 staff and needs at least \d+")


def _plain_reason(why: str) -> str:
    """The rules' reason, in the player's terms: no staff and no Food left are said as such."""
    if why.startswith("its staff need") and "Food" in why:
        return "no Food is left to feed it (" + why + ")"
    if _NO_STAFF.match(why):
        return "it has no staff"
    return why


def _first_line(parsed: ParsedPost, section: str, claims: list[Claim]) -> int | None:
    lines = parsed.sections.get(section)
    if lines:
        return lines[0]
    return min((c.line for c in claims if c.line is not None), default=None)


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
                                    hint=f"agree the trade with {t.partner}; both posts must list it"))
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
        return CheckedPost(parsed, in_line_order(diags), None)
    rule_diags = _place(rules.validate_orders(state, parsed.orders, settings), parsed)
    diags = _one_per_problem(diags, rule_diags)
    diags.extend(rule_diags)
    if not any(d.severity is Severity.ERROR for d in rule_diags):
        after, record = computed_record(state, parsed.orders, settings)
        figures = Figures(lambda o: computed_record(state, o, settings), parsed.orders, record)
        diags.extend(claim_diagnostics(parsed, record, after, figures))
    diags.extend(trade_cross_check(parsed, state, others, settings))
    return CheckedPost(parsed, in_line_order(diags), record)


def in_line_order(diags: list[Diagnostic]) -> list[Diagnostic]:
    """The reply lists problems in the order of the post's lines (docs/posts.md); what is about
    the whole post (no line) comes first. Stable: one line's problems keep their order."""
    return sorted(diags, key=lambda d: d.line if d.line is not None else 0)


def _one_per_problem(read: list[Diagnostic], rule_diags: list[Diagnostic]) -> list[Diagnostic]:
    """One problem, one diagnostic: a section for a phase that does not happen this round is
    warned by the reader; when the rules also refuse its orders (dc.<phase>.not_happening, an
    error on the same line), the reader's warning goes."""
    refused = {d.line for d in rule_diags if d.code.endswith(".not_happening")}
    return [d for d in read if not (d.code == "dc.post.phase_not_played" and d.line in refused)]


# "Production: run Farm (#7): ..." - a rules diagnostic about one building (rules/common.py
# building_label)
_BUILDING_ID = re.compile(r"\(#(\d+)\)")


def _place(diags: list[Diagnostic], parsed: ParsedPost) -> list[Diagnostic]:
    """Give a rules diagnostic the line it is about, when it has none: a Production problem
    with one building the line that names it, any other the line of its section."""
    placed = []
    for d in diags:
        if d.line is None:
            section = d.code.split(".")[1] if d.code.count(".") >= 2 else ""
            line = None
            if section == "production":
                m = _BUILDING_ID.search(d.message)
                line = parsed.production_lines.get(int(m.group(1))) if m else None
            elif section == "trade":
                line = _trade_line(d.message, parsed)
            if line is None:
                lines = parsed.sections.get(section) or parsed.sections.get(
                    {"colonize": "colonization", "org": "organization"}.get(section, ""))
                line = lines[0] if lines else None
            if line is not None:
                d = Diagnostic(d.code, d.message, d.severity, line, d.column, d.hint)
        placed.append(d)
    return placed


def _trade_line(message: str, parsed: ParsedPost) -> int | None:
    """The line of the Trade order a rules message is about ("Trade: sell 1 Rare Raw: ...")."""
    for i, order in enumerate(parsed.orders.trades):
        if message.startswith(rules.order_words(order)):
            for c in parsed.claims:
                if c.section == "trade" and c.order_span and c.order_span[0] <= i < c.order_span[1]:
                    return c.line
    return None


def details(checked: CheckedPost) -> dict[str, Any]:
    """What was understood, for the GM's screen and the diagnostics reply."""
    parsed = checked.parsed
    data: dict[str, Any] = {"sections": sorted(parsed.sections),
                            "claims": [c.to_dict() for c in parsed.claims]}
    if checked.record is not None:
        net = checked.record.net(parsed.player)
        data["computed_net"] = format_deltas(_with_colonists(ledger_values(net),
                                                             ledger_colonists(net), {}))
    return data


__all__ = ["CheckedPost", "check_post", "computed_record", "details", "COLONISTS"]
