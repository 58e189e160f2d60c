"""Each figure a player wrote, checked against the rules where it is written (docs/reading.md,
"Checking the figures"): a Production line about one building against that building, a summary
line against the buildings of its group that it covers, a Trade clause against its own orders,
Net against the whole round. The free colonist of the Production played effect may be counted on
any line with a colonist that eats, once. What a post leaves out of Production is a note with
the rules' reason.

The figures are the rules' own (`figures.Figures`); this module compares and words the replies.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.patterns import compile_later
from gm_tool.games.distant_colony.rules.catalogue import building_name, buildings
from gm_tool.games.distant_colony.posts.figures import (
    Figures,
    ledger_colonists,
    ledger_values,
)
from gm_tool.games.distant_colony.posts.claims import (
    SECTION_NAMES,
    SUBSECTION_NAMES,
    Claim,
    agrees,
    format_deltas,
)
from gm_tool.games.distant_colony.posts.grammar import ParsedPost
from gm_tool.games.distant_colony.rules.common import GROUPS, group_of
from gm_tool.games.distant_colony.rules.record import Ledger, RoundRecord
from gm_tool.games.distant_colony.state import DCState
from gm_tool.games.distant_colony.rules.names import COLONISTS, RESOURCE_NAMES

__all__ = ["PHASE_SECTIONS", "claim_diagnostics", "with_colonists"]

#: sections whose claims compare with one phase's ledger
PHASE_SECTIONS = ("survey", "colonization", "build", "production", "trade", "organization",
                  "player_trade")


def _ledger_view(ledger: Ledger | None, subsection: str | None = None) -> dict[str, int]:
    if ledger is None:
        return {}
    if subsection is not None:
        return {k: v for k, v in ledger.groups.get(subsection, {}).items() if v}
    return ledger_values(ledger)


def with_colonists(values: dict[str, int], colonists: dict[str, int],
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
    unsigned = claims[0].unsigned if len(claims) == 1 else frozenset()
    figures = format_deltas(claimed, zeros=True, unsigned=unsigned) or "nothing"
    if len(claims) == 1:
        return f"you wrote {figures}"
    lines = sorted({c.line for c in claims if c.line is not None})
    where = "lines " + ", ".join(str(n) for n in lines) if len(lines) > 1 else "the line's parts"
    return f"{where} add up to {figures}"


def claim_diagnostics(parsed: ParsedPost, record: RoundRecord, after: DCState,
                      figures: Figures | None = None, settings=None) -> list[Diagnostic]:
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
        elif section == "survey" and figures is not None and _stations_apart(claims):
            diags.extend(_survey(claims, figures, ledgers.get("survey")))
        elif section in _SPAN_SECTIONS and figures is not None and _spans_cover(claims, parsed):
            for claim in claims:
                if claim.deltas:
                    diags.extend(_by_span(claim, figures, record))
        elif section == "net":
            net = record.net(player)
            claimed = _sum(claims)
            colonists = ledger_colonists(net)
            if not claimed.keys() & (set(COLONISTS) | {"colonists"}):
                # a Net naming no colonist at all is a Net of goods: most players keep their
                # colonists to the Colonisation line ("Net: 0 Food, -1 BG, +3 Wealth" after
                # "Colonisation: Skilled"), and "whatever's left" cannot name one; the colonists
                # are checked where the post names them, not asked for here
                colonists = {}
            actual = with_colonists(ledger_values(net), colonists, claimed)
            if not agrees(claimed, actual, complete=True):
                # the round's end may discard what storage cannot hold: say so, a player who
                # forgot it sees why the Food (or Raw) is not there
                gone = [n for led in record.ledgers.get(player, {}).values()
                        for n in getattr(led, "notes", ()) if n.startswith("storage holds")]
                diags.append(_mismatch("dc.claim.net_mismatch", claims, "Net", claimed, actual,
                                       f" ({gone[0]} at the end of the round)" if gone else ""))
        elif section in PHASE_SECTIONS:
            # Survey when no line names a station, and Colonisation and Organization: checked
            # as a section. Colonisation's lines cannot be told apart by re-running the round
            # with fewer orders: a colonist is taken with no order too (the compulsory one),
            # and the reserved colonist arrives with none, so its figure is the phase's.
            # Organization's lines are moves, which have no figures (its reader makes no
            # claims), so nothing reaches here for it today.
            for key, group in _groups(claims).items():
                claimed = _sum(group)
                if not claimed:
                    continue
                ledger = ledgers.get(section)
                actual = _ledger_view(ledger, key)
                if key is None:
                    actual = with_colonists(actual, ledger_colonists(ledger), claimed)
                if not agrees(claimed, actual):
                    diags.append(_mismatch("dc.claim.mismatch", group, _label(group[0]),
                                           claimed, actual, ""))
    diags.extend(_final_scores(parsed, after, settings))
    diags.extend(_balances(parsed, record, after))
    if "production" not in by_section and "production" in parsed.sections and figures is not None:
        diags.extend(_production(parsed, [], record, after, figures))
    if "net" not in by_section and parsed.turn_lines is not None and record.net(player).to_dict():
        net = record.net(player)
        diags.append(Diagnostic("dc.claim.no_net",
                                "the post has no Net line; the round's net change for you is "
                                f"{format_deltas(with_colonists(ledger_values(net), ledger_colonists(net), {})) or 'nothing'}",
                                Severity.WARNING, None, None, "add 'Net: ...' as the turn format asks"))
    return diags


def _final_scores(parsed: ParsedPost, after: DCState, settings=None) -> list[Diagnostic]:
    """A final-score tally the post writes ("= 3 VP final"), against the score the player would
    have if the game ended after this round (posts/final_score.py): checked when the game ends
    after this round, or when the tally says "now"; a guess at a later end is talk."""
    if not parsed.final_scores or parsed.player not in after.settlements:
        return []
    from gm_tool.games.distant_colony.posts import final_score
    from gm_tool.games.distant_colony.rules.end import end_reasons
    from gm_tool.games.distant_colony.rules.scoring import projected_score
    from gm_tool.games.distant_colony.settings import DistantColonySettings

    try:
        ends = bool(end_reasons(after, settings if settings is not None else DistantColonySettings()))
    except Exception:  # pragma: no cover - a state the end rules cannot read: check anyway
        ends = True
    score = projected_score(after, parsed.player)
    diags = []
    for line, parts in sorted(parsed.final_scores.items()):
        if not ends and not re.search(r"\b(?:now|today|ended|ends|this\s+round)\b",
                                      parsed.line_texts.get(line, ""), re.IGNORECASE):
            continue
        wrong = final_score.check(parts, score)
        wrong += final_score.idle_wrong(parts, after.settlements[parsed.player].housing)
        if wrong:
            diags.append(Diagnostic("dc.claim.mismatch",
                                    "final score: you wrote " + "; ".join(wrong)
                                    + f" (after this round: {final_score.breakdown(score)})",
                                    Severity.ERROR, line, None,
                                    "correct the figures, or leave the tally out"))
    return diags


#: the round's phases in the order they run (a Wealth balance before one counts those before it)
_PHASE_ORDER = ("survey", "colonization", "build", "production", "trade", "player_trade",
                "organization")


def _balances(parsed: ParsedPost, record: RoundRecord, after: DCState) -> list[Diagnostic]:
    """The Wealth a player says they hold before a phase ("16 → 4 Wealth" on the Trade line),
    against the rules: the Wealth at the start of the round and what the phases before it
    brought. (The figure after it was checked against the line's own prices when read.)"""
    settlement = after.settlements.get(parsed.player) if parsed.balances else None
    if settlement is None:
        return []
    ledgers = record.ledgers.get(parsed.player, {})
    net = record.net(parsed.player)
    diags = []
    for line, section, before, written_after in parsed.balances:
        # ("production:food": a resource's own sum, "Food: 2 + 1 - 2 eaten - 1 sold = 0")
        section, _, key = section.partition(":")
        if section == "net" and not key and before is None:
            # "Net: +2 Wealth (8 W)": the Wealth held at the end of the round
            if settlement.wealth != written_after:
                diags.append(Diagnostic("dc.claim.mismatch",
                                        f"Net: you wrote {written_after} Wealth at the end of the round; "
                                        f"the rules give {settlement.wealth}", Severity.ERROR, line,
                                        None, "correct the figures, or leave the running total out"))
            continue
        if section == "held":
            diags.extend(_held_said(settlement, net, line, key, written_after))
            continue
        if section not in _PHASE_ORDER:
            continue

        def of(led, key=key):
            return led.resources.get(key, 0) if key else led.wealth
        start = (settlement.resources.get(key, 0) - net.resources.get(key, 0) if key
                 else settlement.wealth - net.wealth)
        held = start + sum(of(led) for name, led in ledgers.items()
                           if name in _PHASE_ORDER
                           and _PHASE_ORDER.index(name) < _PHASE_ORDER.index(section))
        title = SECTION_NAMES.get(section, section)
        noun = RESOURCE_NAMES.get(key, key) if key else "Wealth"
        if before is None:
            # "(8 - 5 = 3 Wealth left)": only what is left after the phase is sure to be Wealth
            now = held + (of(ledgers[section]) if section in ledgers else 0)
            if now != written_after:
                diags.append(Diagnostic("dc.claim.mismatch",
                                        f"{title}: you wrote {written_after} {noun} left after "
                                        f"{title}; the rules give {now}", Severity.ERROR, line,
                                        None, "correct the figures, or leave the running total out"))
        elif held != before:
            diags.append(Diagnostic("dc.claim.mismatch",
                                    f"{title}: you wrote {before} {noun} before {title}; the rules "
                                    f"give {held} (so {held + written_after - before} after it)",
                                    Severity.ERROR, line, None,
                                    "correct the figures, or leave the running total out"))
    return diags


#: sections whose claims say which of the section's orders they are about (`Claim.order_span`)
_SPAN_SECTIONS = ("build", "trade", "player_trade")


def _stations_apart(claims: list[Claim]) -> bool:
    """Survey can be checked line by line: some line with figures runs Survey Stations of its
    own (`Claim.order_span` over `orders.survey`), and not too many do."""
    spans = [c for c in claims if c.deltas and c.order_span and c.order_span[1] > c.order_span[0]]
    return 0 < len(spans) <= _MOST_SPANS


def _survey(claims: list[Claim], figures: Figures, ledger: Ledger | None) -> list[Diagnostic]:
    """Survey line by line: a line that runs stations against what those stations give (the
    round run with the stations up to it and up to the one before), the other lines together
    against the rest of Survey (its Wealth, the stations no line with figures names)."""
    diags: list[Diagnostic] = []
    rest_values: Counter[str] = Counter(ledger_values(ledger))
    rest_colonists: Counter[str] = Counter(ledger_colonists(ledger))
    rest: list[Claim] = []
    for claim in claims:
        if not (claim.order_span and claim.order_span[1] > claim.order_span[0]):
            rest.append(claim)
            continue
        values, colonists = figures.span("survey", claim.order_span)
        rest_values.subtract(values)
        rest_colonists.subtract(colonists)
        if not claim.deltas:
            continue
        claimed = dict(claim.deltas)
        actual = with_colonists(values, colonists, claimed)
        if not agrees(claimed, actual):
            start, end = claim.order_span
            label = ", ".join([_label(claim)] + [f"Survey Station #{bid}" for bid in
                                                 (figures.orders.survey or [])[start:end]])
            diags.append(_mismatch("dc.claim.mismatch", [claim], label, claimed, actual, ""))
    rest = [c for c in rest if c.deltas]
    claimed = _sum(rest)
    if rest and claimed:
        actual = with_colonists({k: v for k, v in rest_values.items() if v},
                                {k: v for k, v in rest_colonists.items() if v}, claimed)
        if not agrees(claimed, actual):
            diags.append(_mismatch("dc.claim.mismatch", rest, _label(rest[0]), claimed, actual,
                                   ""))
    return diags


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
    actual = with_colonists(values, colonists, claimed)
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
    """Production claims, line by line (docs/reading.md "Checking the figures"). A summary
    line's building named only in its remark ("Others: -5 Food, +6 Wealth, +1 VP (CC fed
    free)") is where its figure comes from when that building agrees; when it does not and
    the line's group does, the line is the group's summary, as written."""
    diags = _production_once(parsed, claims, record, after, figures)
    wrong = {d.line for d in diags if d.code == "dc.claim.mismatch"}
    attributed = {c.line for c in claims if c.attributed and c.building_id is not None} & wrong
    if not attributed:
        return diags
    regrouped = [replace(c, building_id=None) if c.attributed and c.line in attributed else c
                 for c in claims]
    again = _production_once(parsed, regrouped, record, after, figures)
    still = {d.line for d in again if d.code == "dc.claim.mismatch"}
    return again if still < wrong else diags


def _scope_values(key: tuple, ids: list[int], claims: list[Claim], units: dict, kinds: dict[int, str],
                  led, summaries: set) -> tuple[Counter[str], Counter[str]]:
    """What the rules give a production claim's scope: (the resources, the colonists)."""
    values: Counter[str] = Counter()
    colonists: Counter[str] = Counter()
    own = {}
    if key[0] == "group":
        # a building named on the summary's own line with figures of its own ("Others -1
        # Food, +1 Wealth; Market: -1 Food, sell 1 BG (+4 Wealth)"): the summary counts
        # only what the building's own figures leave out
        for c in claims:
            if c.building_id in ids and c.deltas:
                own.setdefault(c.building_id, set()).update(c.deltas)
    for b in ids:
        if b in units:
            stated = own.get(b, set())
            values.update({k: v for k, v in units[b].values.items() if k not in stated})
            colonists.update({k: v for k, v in units[b].colonists.items() if k not in stated})
    if key[0] == "eaten":
        # the Food the buildings' staff eat (a Farm's is inside its net figure)
        values = Counter({"food": sum(_food_eaten(units[b], kinds.get(b)) for b in ids if b in units)})
    if key[0] not in ("building", "buildings", "eaten"):
        # what no building did, e.g. housing eating under Others: the group's own figure
        groups = [key[1]] if key[0] == "group" else [g for g in GROUPS if g not in summaries]
        for g in groups:
            residue = Counter(_ledger_view(led, g))
            for b in units:
                if b in kinds and group_of(kinds[b]) == g:
                    residue.subtract(units[b].values)
            values.update({k: v for k, v in residue.items() if v})
    return values, colonists


def _production_once(parsed: ParsedPost, claims: list[Claim], record: RoundRecord,
                     after: DCState, figures: Figures) -> list[Diagnostic]:
    player = parsed.player
    settlement = after.settlements[player]
    kinds = {b.id: b.kind for b in settlement.buildings if _produces(b.kind)}
    units = figures.units()
    reasons = figures.reasons()
    named = {c.building_id for c in claims if c.building_id is not None}
    # the lines each building is claimed on: a summary line also covers the buildings of its
    # group that it names itself ("Others: -2 Food, +1 Wealth; Barracks: Unskilled -> Soldier")
    named_on: dict[int, set[int | None]] = {}
    for c in claims:
        if c.building_id is not None:
            named_on.setdefault(c.building_id, set()).add(c.line)
    summaries = {c.subsection for c in claims if c.building_id is None and c.subsection}
    # each claim's buildings: its own, its group's not claimed on their own line, or the rest
    scopes: dict[tuple, list[Claim]] = {}
    for c in claims:
        if getattr(c, "eaten", False):
            key: tuple = ("eaten", tuple(c.building_ids))
        elif getattr(c, "building_ids", ()):
            key = ("buildings", tuple(c.building_ids))
            named.update(c.building_ids)
        elif c.building_id is not None:
            key = ("building", c.building_id)
        elif c.subsection:
            key = ("group", c.subsection)
        else:
            key = ("rest",)
        scopes.setdefault(key, []).append(c)

    def members(key: tuple) -> list[int]:
        if key[0] == "building":
            return [key[1]]
        if key[0] in ("buildings", "eaten"):
            return list(key[1])
        if key[0] == "group":
            lines = {c.line for c in scopes[key]}
            return [b for b, k in kinds.items() if group_of(k) == key[1]
                    and (b not in named or named_on.get(b, set()) <= lines)]
        return [b for b, k in kinds.items() if b not in named and group_of(k) not in summaries]

    led = record.ledgers.get(player, {}).get("production")
    lines: list[_ProductionLine] = []
    for key, group in sorted(scopes.items(), key=lambda kv: kv[1][0].line or 0):
        claimed = _sum(group)
        if not claimed:
            continue
        ids = members(key)
        values, colonists = _scope_values(key, ids, claims, units, kinds, led, summaries)
        actual = with_colonists({k: v for k, v in values.items() if v},
                                 {k: v for k, v in colonists.items() if v}, claimed)
        eaters = [b for b in ids if b in units and units[b].ran and _eats(kinds.get(b))]
        free_here = any(units[b].free for b in ids if b in units)
        lines.append(_ProductionLine(key, group, ids, claimed, actual, eaters, free_here))
    diags: list[Diagnostic] = []
    said = _free_saving_remark(parsed)
    if said is not None and _total_in_remark(said, lines):
        said = None    # "(-3 food, the Rare Harvester guy is my free one)": the total, net of the free one
    if said is not None and any(u.free for u in units.values()):
        # "(one colonist is free ..., so it is -6 food and not -7)": the building lines count
        # every colonist's Food and the remark takes the free one off the sum; its figures
        # are checked (the sum of the Food eaten written, and one less)
        number, text, net_food, gross_food = said
        eaten = -sum(pl.claimed.get("food", 0) for pl in lines if pl.claimed.get("food", 0) < 0)
        for pl in lines:
            if "food" in pl.claimed and pl.free_here:
                pl.actual["food"] = pl.actual.get("food", 0) - 1
        if gross_food is not None and (gross_food != eaten or net_food != eaten - 1):
            diags.append(Diagnostic("dc.claim.mismatch",
                                    f'"{text}": the Food eaten written on the building lines is '
                                    f"{eaten}, so with one colonist fed free it is -{eaten - 1} "
                                    f"Food and not -{eaten}", Severity.ERROR, number,
                                    None, "correct the figures to what your orders give"))
    else:
        _place_free_colonist(lines, units, kinds)
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
            if unit is None and b not in in_orders and _market_left_out(parsed, settlement, kinds, b):
                notes.append(_market_unsaid(parsed, settlement, b))
            continue
        if parsed.orders.production is not None and b not in in_orders:
            continue  # named "idle" by the player
        if "production_all" in parsed.field_lines and why.startswith("its staff need") and "Food" in why:
            # "Production: everything" when the Food cannot feed every building: which of them
            # runs is the player's choice, and a GM asks rather than choose it
            notes.append(Diagnostic(
                "dc.claim.not_fed",
                f"you wrote that everything runs, but {_building(settlement, b)} cannot: "
                f"{_plain_reason(why)}", Severity.ERROR, parsed.field_lines["production_all"],
                None, "say which buildings run and which stay idle (e.g. 'Production: Farm, Harvester; "
                "Colony Center idle')"))
            continue
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


# "(one colonist is free because I have played Production, so it is -6 food and not -7)"
_FREE_REMARK = compile_later(r"(?i)\bfree\b")
_SUM_NOT = compile_later(r"(?i)-?\s?(\d{1,2})\s*food\s+(?:and\s+)?(?:not|instead\s+of|rather\s+than)\s+"
                         r"-?\s?(\d{1,2})\b")


def _free_saving_remark(parsed: ParsedPost) -> tuple[int, str, int | None, int | None] | None:
    """A remark line of its own in the Production section saying one colonist eats free (and,
    perhaps, the Food eaten with and without it): (line, text, the sum said, the sum without
    the saving) or None."""
    heads = parsed.sections.get("production") or []
    if not heads:
        return None
    later = [n for sec, ns in parsed.sections.items() if sec != "production" for n in ns if n > heads[0]]
    stop = min(later) if later else 10**9
    for number, text in sorted(parsed.line_texts.items()):
        if heads[0] < number < stop and text.strip().startswith("(") and text.strip().endswith(")") \
                and _FREE_REMARK.search(text) and len(text) < 300:
            m = _SUM_NOT.search(text)
            return (number, text.strip(), int(m.group(1)), int(m.group(2))) if m else (
                number, text.strip(), None, None)
    return None


_REMARK_FOOD = compile_later(r"(?i)[-\u2212]\s?\d{1,2}\s*(?:food|f)\b")


def _total_in_remark(said: tuple[int, str, int | None, int | None], lines: list[_ProductionLine]) -> bool:
    """The remark line saying who eats free also holds the Food the line's buildings eat in
    total, read as that total (an "eaten" claim): its figure already counts the free colonist."""
    return said[2] is None and bool(_REMARK_FOOD.search(said[1])) \
        and any(pl.key[0] == "eaten" for pl in lines)


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
    if key[0] in ("buildings", "eaten"):
        return "Production, " + " and ".join(_building(settlement, b) for b in key[1]) + (
            " (the Food eaten in total)" if key[0] == "eaten" else "")
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
            figure = format_deltas(with_colonists(unit.values, unit.colonists, {})) or "no change"
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


_NO_STAFF = compile_later(r"^it has 0 staff and needs at least \d+")


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


def _food_eaten(unit, kind: str | None) -> int:
    """The Food a building's staff ate in Production (negative): its Food, less the Food a Market
    sold ("both Markets sell 1 Food (+4). 4 staff eat, one is free -> -3 food")."""
    food = min(0, unit.values.get("food", 0))
    cat = buildings().get(kind) if kind else None
    if food and cat is not None and cat.effect == "market" and unit.values.get("wealth", 0) > 0 \
            and not any(v < 0 for k, v in unit.values.items() if k not in ("food", "wealth")):
        food += 1    # the one Food the Market sold
    return food


def _held_said(settlement, net, line: int, key: str, said: int) -> list[Diagnostic]:
    """"I only have the one BG", said around the turn: right when it is what the player holds at
    the start of the round or at its end; otherwise an error naming both."""
    if key == "wealth":
        end, start = settlement.wealth, settlement.wealth - net.wealth
    else:
        end = settlement.resources.get(key, 0)
        start = end - net.resources.get(key, 0)
    if said in (start, end):
        return []
    noun = "Wealth" if key == "wealth" else RESOURCE_NAMES.get(key, key)
    when = f"{start} {noun}" if start == end else f"{start} {noun} at the start of the round, {end} at its end"
    return [Diagnostic("dc.claim.mismatch", f"you wrote that you hold {said} {noun}; you hold {when}",
                       Severity.ERROR, line, None, "correct the figure, or leave it out")]


def _market_left_out(parsed: ParsedPost, settlement, kinds: dict[int, str], bid: int) -> bool:
    """"Production: everything" and a staffed Market the post says nothing of, with something
    it could sell: "everything" takes it in, but which good it sells is the player's to say."""
    if "production_all" not in parsed.field_lines or kinds.get(bid) != "market":
        return False
    b = settlement.building(bid)
    if b is None or not b.staff or any(kinds.get(s.building_id) == "market"
                                       for s in parsed.orders.production or []):
        return False     # (a Market named: "all, Market sells my Rare Goods" says the sale)
    prices = buildings()["market"].params.get("sell_prices", {})
    return any(settlement.resources.get(r, 0) > 0 for r in prices)


def _market_unsaid(parsed: ParsedPost, settlement, bid: int) -> Diagnostic:
    return Diagnostic(
        "dc.claim.not_fed",
        f"you wrote that everything runs, but {_building(settlement, bid)} runs only when the post "
        "says what it sells (1 Food, Basic Goods or Rare Goods), and its staff eat too",
        Severity.ERROR, parsed.field_lines["production_all"], None,
        "say what the Market sells, or that it stays idle (e.g. 'Market sells 1 Rare Goods' or "
        "'Market idle')")
