"""A turn post checked as a GM checks it: read it, check the orders against the rules, then
compare every claim the player wrote with what the rules compute (claim_check.py), and
cross-check mirrored player trades with the other players' posts. The reply is in line order."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.distant_colony import rules
from gm_tool.games.distant_colony.actions import PlayerTrade, TurnOrders
from gm_tool.games.distant_colony.posts.claim_check import (
    PHASE_SECTIONS,
    claim_diagnostics,
    with_colonists,
)
from gm_tool.games.distant_colony.posts.figures import (
    Figures,
    ledger_colonists,
    ledger_values,
)
from gm_tool.games.distant_colony.posts.claims import format_deltas
from gm_tool.games.distant_colony.posts.grammar import ParsedPost, parse_post
from gm_tool.games.distant_colony.posts.vp_pool import vp_pool_net
from gm_tool.games.distant_colony.rules.record import RoundRecord
from gm_tool.games.distant_colony.state import DCState
from gm_tool.games.distant_colony.rules.common import colonists_text
from gm_tool.games.distant_colony.rules.names import COLONIST_NAMES, COLONISTS


def _colonist_name(kind: str) -> str:
    return COLONIST_NAMES.get(kind, kind)


@dataclass
class CheckedPost:
    parsed: ParsedPost
    diagnostics: list[Diagnostic]
    record: RoundRecord | None
    state: DCState | None = None     # the state the post was read against ("Read as")


def mirrored(player: str, trades: list[PlayerTrade]) -> dict[str, TurnOrders]:
    """Orders for the partners that mirror `player`'s trades (used to compute the claims of a
    post as if every partner agreed; whether they do is checked against their own posts)."""
    orders: dict[str, TurnOrders] = {}
    for t in trades:
        partner = orders.setdefault(t.partner, TurnOrders(t.partner))
        partner.player_trades.append(PlayerTrade(player, dict(t.receive), dict(t.give)))
    return orders


def computed_record(state: DCState, orders: TurnOrders, settings, until: str | None = None
                    ) -> tuple[DCState, RoundRecord]:
    """What the round does for this player, as if they acted first and the others did nothing
    but their side of this player's trades. Draws use a throw-away RNG: they never affect the
    player's own claims. `until`: the round stops after that phase (`rules.resolve_round`)."""
    trial = state.copy()
    if "organization" not in trial.phases:
        trial.first_player = orders.player  # first in turn order = "as if alone"
        # ... but the players before still take their Available colonists first (certain)
        rules.leave_for(trial, orders, len(rules.colonists_ahead(state, orders.player)), settings)
    all_orders = {p: TurnOrders(p) for p in trial.players}
    all_orders.update({p: o for p, o in mirrored(orders.player, orders.player_trades).items()
                       if p in trial.settlements})
    if "organization" in trial.phases:
        _ahead_leave_the_pick(state, orders, all_orders)
    all_orders[orders.player] = orders
    # (the trial is this run's own copy: the round is resolved on it, not on a copy of it)
    return rules.resolve_round(trial, all_orders, settings, RecordedRng("check", "check"),
                               in_place=True, until=until)


def _ahead_leave_the_pick(state: DCState, orders: TurnOrders,
                          all_orders: dict[str, TurnOrders]) -> None:
    """With Organization played the turn order stays as it is, so the players before take
    their colonists first in the trial too. How many they take is certain, which is not: they
    are given colonists other than the one this player names while any other is Available, so
    the trial does not hand this player's pick to them by default (whether an earlier post
    really takes it is `taken_before_check`'s)."""
    left = list(state.station.available)
    for p in rules.colonists_ahead(state, orders.player):
        if not left:
            return
        others = [k for k in left if k != orders.take]
        kind = rules.substitute(others) if others else left[0]
        left.remove(kind)
        if p in all_orders and all_orders[p].take is None:
            all_orders[p].take = kind


class OtherPosts:
    """The other players' posts already in, each read once per check: the trade cross-check and
    the colonists taken before both need their orders."""

    def __init__(self, state: DCState, texts: dict[str, str], settings) -> None:
        self.state, self.texts, self.settings = state, texts, settings
        self._orders: dict[str, TurnOrders] = {}

    def __contains__(self, player: str) -> bool:
        return player in self.texts

    def players(self) -> list[str]:
        return list(self.texts)

    def has_post(self, player: str) -> bool:
        return bool(self.texts.get(player, "").strip())

    def orders(self, player: str) -> TurnOrders:
        if player not in self._orders:
            self._orders[player] = parse_post(self.texts[player], self.state, player,
                                              self.settings).orders
        return self._orders[player]


def trade_cross_check(parsed: ParsedPost, others: OtherPosts) -> list[Diagnostic]:
    """Player Trade lines must be mirrored by the partner's post."""
    diags: list[Diagnostic] = []
    player = parsed.player
    mine = parsed.orders.player_trades
    partner_trades: dict[str, list[PlayerTrade]] = {}
    for partner in others.players():
        theirs = others.orders(partner).player_trades
        partner_trades[partner] = [t for t in theirs if t.partner == player]
    used: set[tuple[str, int]] = set()
    lines = parsed.order_lines.get("player_trades", [])
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
        return CheckedPost(parsed, in_line_order(diags), None, state)
    rule_diags = _place(rules.orders_problems(state, parsed.orders, settings), parsed)
    diags = _one_per_problem(diags, rule_diags)
    diags.extend(rule_diags)
    if not any(d.severity is Severity.ERROR for d in rule_diags):
        after, record = computed_record(state, parsed.orders, settings)
        figures = Figures(lambda o: computed_record(state, o, settings), parsed.orders, record,
                          lambda o, phase: computed_record(state, o, settings, until=phase))
        diags.extend(claim_diagnostics(parsed, record, after, figures, settings))
    posts_in = OtherPosts(state, others, settings)
    if record is not None:
        diags = vp_pool_net(parsed, state, record, lambda st, o: computed_record(st, o, settings)[1],
                            lambda p: posts_in.orders(p) if posts_in.has_post(p) else None, diags)
    diags.extend(trade_cross_check(parsed, posts_in))
    diags.extend(taken_before_check(parsed, state, text, posts_in, settings))
    return CheckedPost(parsed, in_line_order(diags), record, state)


def taken_before_check(parsed: ParsedPost, state: DCState, text: str, others: OtherPosts,
                       settings) -> list[Diagnostic]:
    """The colonist this post takes may be gone before the player's turn comes: the players
    before in turn order take first. The check alone knows only how many they take, not which;
    the GM knows which from their posts already in (`others`) and from a post this one quotes
    ("[quote=Ann]Colonisation: Expert[/quote] nice, I'll get one too"), so a colonist those
    players take is not Available to this player any more."""
    take = parsed.orders.take
    try:
        ahead = rules.colonists_ahead(state, parsed.player)
        available = list(state.station.available)
    except Exception:   # pragma: no cover - a state without turn order or station
        return []
    if (not take or not ahead or "colonization" not in (state.phases or ())
            or available.count(take) == 0):
        return []
    taken = _takes_ahead(ahead, state, text, others, settings)
    gone = [p for p, (k, _) in taken.items() if k == take]
    if not gone or available.count(take) > len(gone):
        return []
    left = list(available)
    for k, _ in taken.values():
        if k in left:
            left.remove(k)
    name = _colonist_name(take)
    who = ", ".join(gone)
    sources = {taken[p][1] for p in taken}
    source = " and ".join(sorted({taken[p][1] for p in gone}))
    picks = "the quoted picks" if sources == {"the quoted post"} else "their picks"
    return [Diagnostic(
        "dc.colonization.taken_before",
        f"Colonization: take {name}: {who}, before {parsed.player} in turn order, "
        f"take{'s' if len(gone) == 1 else ''} the {name} ({source}); the Available set "
        f"has {available.count(take)} {name}, so none is left for {parsed.player} "
        f"(left after {picks}: {colonists_text(left)})",
        Severity.ERROR, parsed.field_lines.get("take"),
        hint="name a colonist that is still Available")]


def _takes_ahead(ahead: list[str], state: DCState, text: str, others: OtherPosts,
                 settings) -> dict[str, tuple[str, str]]:
    """Who of `ahead` takes which colonist, and where the GM read it: their own post already
    in ("their post") first, else a post of theirs this one quotes ("the quoted post")."""
    from gm_tool.core.kit.reading.sentences import quoted_posts

    taken: dict[str, tuple[str, str]] = {}
    for who in ahead:
        if others.has_post(who) and others.orders(who).take:
            taken[who] = (others.orders(who).take, "their post")
    if "[" not in text and "<" not in text:
        return taken
    by_name = {p.casefold(): p for p in ahead}
    read = set(taken)
    for author, body in quoted_posts(text):
        who = by_name.get(author.strip().strip("@").casefold())
        if who is None or who in read or not body.strip():
            continue
        read.add(who)    # each player read once, a turn's length at most: stays fast
        try:
            theirs = parse_post(body[:4000], state, who, settings).orders.take
        except Exception:   # pragma: no cover - a quote the reader cannot read: no pick known
            continue
        if theirs:
            taken[who] = (theirs, "the quoted post")
    return taken


def in_line_order(diags: list[Diagnostic]) -> list[Diagnostic]:
    """The reply lists problems in the order of the post's lines (docs/reading.md); what is about
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
_BUILDING_ID = compile_later(r"\(#(\d+)\)")


def _place(problems: list[tuple[Diagnostic, tuple[str, int] | None]],
           parsed: ParsedPost) -> list[Diagnostic]:
    """Give a rules diagnostic the line it is about, when it has none: a problem with one
    Build or Player Trade order (`rules.orders_problems` says which) the line that wrote that
    order, a Production problem with one building the line that names it, a Trade problem the
    line of its order, any other the line of its section."""
    placed = []
    for d, about in problems:
        if d.line is None:
            section = d.code.split(".")[1] if d.code.count(".") >= 2 else ""
            line = None
            if about is not None:
                lines = parsed.order_lines.get(about[0], [])
                line = lines[about[1]] if about[1] < len(lines) else None
            elif section == "production":
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


def read_as(state: DCState | None, parsed: ParsedPost) -> list[str]:
    """Each order of the post in the game's canonical words (the self-play writer's, which the
    reader reads back to the same order), in the player's order: "line 3 → Build: Farm staffed
    by Unskilled from Temporary Housing". Production steps the post did not name (run as
    usual) are not listed; a Production section that names no building is "Production: all"."""
    from gm_tool.games.distant_colony.posts.writer import canonical_orders

    if state is None or parsed.player not in state.settlements:
        return []
    try:
        orders = canonical_orders(state, parsed.player, parsed.orders)
    except Exception:  # pragma: no cover - an order the writer cannot name: shown without it
        return []
    out: list[tuple[int, int, int, str]] = []
    first_at: dict[tuple[int, str], int] = {}
    for n, (key, text) in enumerate(orders):
        line: int | None = None
        if key[0] in ("take", "reserve", "borrowed_phase", "discard"):
            line = parsed.field_lines.get(key[0])
        elif key[0] == "production":
            if key[1] is None:
                line = (parsed.sections.get("production") or [None])[0]
            else:
                step = next((st for st in parsed.orders.production or [] if st.building_id == key[1]),
                            None)
                if step is None or step.implied:
                    continue
                line = parsed.production_lines.get(key[1])
        elif key[0] == "survey":
            lines = parsed.order_lines.get("survey", [])
            ids = parsed.orders.survey or []
            line = lines[ids.index(key[1])] if key[1] in ids and ids.index(key[1]) < len(lines) \
                else None
            if line is None:
                continue   # a station the post does not name runs (or idles) as the post says
        else:
            lines = parsed.order_lines.get(key[0], [])
            line = lines[key[1]] if key[1] < len(lines) else None
        if line is None:
            continue
        # orders of one kind keep their written order; kinds on one line are put in the order
        # the line names them
        whole = parsed.line_texts.get(line, "")
        part = parsed.parts.get((line, _SECTION_OF.get(key[0], "")))
        start = whole.find(part) if part else -1
        if start < 0 and part and (" w " in whole or "&" in whole):
            # (a part read from the cleaned line - "w" is "with" - is found on it cleaned)
            from gm_tool.games.distant_colony.posts.lines import clean
            start = clean(whole).find(part)
        kind_at = first_at.setdefault(
            (line, key[0]), (start if start >= 0 else 0) * 1000
            + _position(part if start >= 0 else whole, text))
        out.append((line, kind_at, n, text))
    if parsed.orders.production is None and parsed.sections.get("production"):
        out.append((parsed.sections["production"][0], -1, -1, "Production: all"))
    fp = _first_player_read(parsed)
    if fp is not None:
        out.append(fp)
    out.extend(_idle_and_none(state, parsed, first_at))
    from gm_tool.games.distant_colony.posts import final_score

    # (a final-score tally is read and checked: the reply shows the figures it was read as, last
    # on its line, after an order it follows)
    out.extend((line, 10 ** 9, 0, final_score.read_as(parts))
               for line, parts in parsed.final_scores.items())
    return [f"line {line} \u2192 {text}" for line, _, _, text in sorted(out)]


#: sections whose "none" is an answer the player gives ("Trade: none", a post of "pass")
_NONE_SECTIONS = {"build": "Build", "trade": "Trade", "organization": "Organization",
                  "player_trade": "Player Trade"}
_ORDERS_OF = {"build": "builds", "trade": "trades", "organization": "moves",
              "player_trade": "player_trades"}


def _idle_and_none(state: DCState, parsed: ParsedPost, first_at: dict
                   ) -> list[tuple[int, int, int, str]]:
    """What the post says does not happen, in canonical words: a building it names idle
    ("Harvester idle this round" -> "Production: Harvester #3: idle") and a section it answers
    with none ("Trade: none", a post of "pass")."""
    from gm_tool.games.distant_colony.posts.writer import post_name

    out: list[tuple[int, int, int, str]] = []
    o = parsed.orders
    if o.production is not None:
        s = state.settlements[parsed.player]
        kinds = {b.id: b.kind for b in s.buildings}
        next_id = s.next_building_id
        for order in o.builds:
            kinds[next_id] = order.kind
            next_id += 1
        ran = {st.building_id for st in o.production}
        for bid, line in sorted(parsed.production_lines.items(), key=lambda x: x[1]):
            if bid not in ran and bid in kinds:
                text = f"Production: {post_name(kinds[bid])} #{bid}: idle"
                at = first_at.get((line, "production"))
                out.append((line, at if at is not None else _position(
                    parsed.line_texts.get(line, ""), text), 10**6, text))
    asked = {d.line for d in parsed.diagnostics if d.severity is Severity.ERROR}
    for section, title in _NONE_SECTIONS.items():
        lines = parsed.sections.get(section) or []
        if lines and lines[0] not in asked and not getattr(o, _ORDERS_OF[section]) \
                and not (section == "organization" and o.borrowed_phase):
            at = first_at.get((lines[0], section)) or 0
            whole = parsed.line_texts.get(lines[0], "")
            part = parsed.parts.get((lines[0], section))
            if not at and part and "&" in whole:
                # (a line read cleaned of "&", whose orders are placed on it cleaned: the "none"
                # where its heading is, among them)
                from gm_tool.games.distant_colony.posts.lines import clean
                at = max(clean(whole).find(part), 0) * 1000
            out.append((lines[0], at + 999, 10**6, f"{title}: none"))
    return out


_SECTION_OF = {"take": "colonization", "reserve": "colonization", "builds": "build",
               "production": "production", "trades": "trade", "moves": "organization",
               "borrowed_phase": "organization", "player_trades": "player_trade",
               "discard": "discard", "survey": "survey"}
_NOT_KEY = frozenset({"also", "take", "the", "buy", "sell", "contract", "reserve", "on",
                      "played", "effect", "staffed", "by", "from", "to", "for", "release"})


def _position(line_text: str, order_text: str) -> int:
    """Where on its line an order is written: the first place a word of its canonical text
    (past the section, verbs and amounts) is found there; orders on one line are listed in
    the player's order ("take the Production played effect; Soldier from Boot Camp ...")."""
    low = line_text.lower()
    words = order_text.split(":", 1)[-1].replace("#", " ").split()
    for word in words:
        w = word.lower().strip(",;()")
        if w in _NOT_KEY or not w.isalpha() or len(w) < 3:
            continue
        m = re.search(r"\b" + re.escape(w[:5]), low)
        if m:
            return min(m.start(), 999)
    return 999


_NOT_READ = frozenset({"dc.post.please_confirm", "dc.post.unreadable_line",
                       "dc.post.line_too_long"})


def line_states(parsed: ParsedPost, diagnostics: list[Diagnostic] | None = None
                ) -> dict[str, list[int]]:
    """Every line of the post as the kit's line ledger has it (`habits.Ledger.summary()`):
    read (inside the turn), chatter (before or after it, a comment, talk), or not read (a line
    the reply asks about). The check reply lists the chatter, so nothing is dropped unseen."""
    from gm_tool.core.kit.reading.habits import Ledger

    ledger = Ledger()
    diags = list(diagnostics if diagnostics is not None else parsed.diagnostics)
    not_read = {d.line for d in diags if d.code in _NOT_READ and d.line is not None}
    comments = {d.line for d in diags if d.code == "dc.post.comment" and d.line is not None}
    edits = {d.line for d in diags if d.code == "dc.post.edit_applied"}
    first, last = parsed.turn_lines if parsed.turn_lines is not None else (0, -1)
    for number, text in sorted(parsed.line_texts.items()):
        if number in not_read:
            ledger.not_read(number, text)
        elif (first <= number <= last and number not in comments) or number in edits \
                or number in parsed.final_scores \
                or number == parsed.field_lines.get("borrowed_phase"):
            # (a final-score tally: read and checked; the played effect borrowed, said in talk)
            ledger.read(number, text)
        else:
            ledger.chatter(number, text)
    return ledger.summary()


def details(checked: CheckedPost) -> dict[str, Any]:
    """What was understood, for the GM's screen and the diagnostics reply."""
    parsed = checked.parsed
    data: dict[str, Any] = {"sections": sorted(parsed.sections),
                            "claims": [c.to_dict() for c in parsed.claims],
                            "read_as": read_as(checked.state, parsed),
                            "lines": line_states(parsed, checked.diagnostics)}
    if checked.record is not None:
        net = checked.record.net(parsed.player)
        data["computed_net"] = format_deltas(with_colonists(ledger_values(net),
                                                             ledger_colonists(net), {}))
    return data


__all__ = ["COLONISTS", "PHASE_SECTIONS", "CheckedPost", "check_post", "claim_diagnostics",
           "computed_record", "details", "in_line_order"]


def _first_player_read(parsed: ParsedPost) -> tuple[int, int, int, str] | None:
    """First Player claimed through Organization and checked right ("Org: first player to me"),
    as the reply's "Read as" line ("Organization: gain First Player"), placed where the line
    names it among its Organization orders; None when the post does not claim it."""
    line = parsed.field_lines.get("first_player")
    if line is None:
        return None
    text = "Organization: gain First Player"
    whole = parsed.line_texts.get(line, "")
    part = parsed.parts.get((line, "organization")) or ""
    start = whole.find(part) if part else -1
    low = (part if start >= 0 else whole).lower()
    m = re.search(r"\b(?:first|1st)[\s-]+player\b|\bfp\b", low)
    at = (max(start, 0) * 1000 if start >= 0 else 0) + (m.start() if m else 0)
    # (before the moves it names after it: "first player to me. Skilled -> Colony Center")
    return line, at, -2, text
