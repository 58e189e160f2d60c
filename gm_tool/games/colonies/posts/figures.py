"""The figures a Colonies post writes beside its orders, checked against the rules' own: the
income's production, colonists and level; a sale's prices shelf by shelf; an upgrade's cost,
purchases, price, level and points; a negotiation's points, fees and markers; a refuge's reward
and a hunt's payments; industry's totals and a sum line. Each wrong figure is an error on its
line that names the right value (`grammar` calls these once the orders are read)."""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.diagnostics import Severity

from gm_tool.games.colonies.actions import Adjust, Community, Produce, Removal
from gm_tool.games.colonies.posts import writer
from gm_tool.games.colonies.posts.context import PostContext
from gm_tool.games.colonies.posts.phrases import merge


def check_income_claims(ctx: PostContext, choice: Community, coming: int) -> None:
    """The figures written beside the Community choice, against the rules' own."""
    colour = ctx.colour
    export = sum(ctx.state["agreements"][colour].values())
    industry = ctx.state["tech"][ctx.player]["industry"]
    level = ctx.state["tech"][ctx.player]["community"]
    kept = coming - choice.reject
    total = ctx.state["colonists"][ctx.player] + kept
    _note_production(ctx)
    for line, what, said in ctx.claims:
        if isinstance(what, tuple) and what[0] == "produced":
            if what[1] != colour:
                ctx.diag("col.post.produced", f"your planet produces {colour}, not {what[1]}", line)
            elif said != export + industry:
                ctx.diag("col.post.produced", f"you produce {export + industry} {colour} ({export} "
                         f"export + {industry} Industry), not {said}", line)
        elif isinstance(what, tuple) and what[0] == "stock_after":
            right = ctx.state["stock"][ctx.player].get(what[1], 0) + (export + industry if what[1] == colour else 0)
            if said != right:
                ctx.diag("col.post.produced", f"you will have {right} {what[1]} after the income, "
                         f"not {said}", line)
        elif what == "export" and said != export:
            ctx.diag("col.post.produced", f"your export is {export} (the agreements' markers on "
                     f"your side), not {said}", line)
        elif what == "industry" and said != industry:
            ctx.diag("col.post.produced", f"your Industry level is {industry}, not {said}", line)
        elif what == "level" and said != level:
            ctx.diag("col.post.level", f"your Community level is {level}, not {said}", line)
        elif isinstance(what, tuple) and what[0] == "arrive_sum":
            turn = ctx.state["turn"]
            if what[1] != turn or what[1] + said != coming:
                ctx.diag("col.post.colonists", f"{coming} colonists arrive (turn {turn} + "
                         f"{coming - turn} for the card), not {what[1]} + {said}", line)
        elif what in ("colonists", "colonists_total", "colonists_result"):
            # a result after the choice ("reject 1 -> 7 colonists") is what is kept, never the
            # colonists arriving before the rejection
            right = {kept, coming} if what == "colonists" else {kept} if what == "colonists_result" else {total}
            if said not in right and said != total:
                ctx.diag("col.post.colonists", f"{coming} colonists arrive; with {choice.reject} "
                         f"rejected you receive {kept} (then {total} in all), not {said}", line,
                         hint="taking credits does not change the colonists you receive")


def _note_production(ctx: PostContext) -> None:
    """Production figures written in an income post ("5 red in (→ 7 red)") are shown in the
    Read as as the player wrote them, so a misread figure is seen at once (each is checked)."""
    said: dict[str, Any] = {}
    line = None
    for at, what, n in ctx.claims:
        key = what[0] if isinstance(what, tuple) else what
        if key in ("produced", "stock_after", "export", "industry"):
            said.setdefault(key, (n, what[1] if isinstance(what, tuple) else ctx.colour))
            line = at if line is None else line
    if line is not None:
        ctx.note(line, writer.write_production(said))


def check_sums(ctx: PostContext, acts: list[Any]) -> None:
    """"= +2 blue, +2 colonists" under industry orders: what they produce together."""
    from gm_tool.games.colonies.posts.phrases import amounts as _amounts

    for line, what, text in ctx.claims:
        if what != "sum":
            continue
        if not acts or not all(isinstance(a, Produce) for a in acts):
            ctx.diag("col.post.figure", f"the sum on line {line} was not checked", line,
                     severity=Severity.WARNING)
            continue
        toks = ctx.tokens(text)
        have, _ = _amounts(toks, allow_bare=False)
        res = sum(a.resources for a in acts)
        cols = sum(a.colonists for a in acts)
        # "= 36 red, 15 colonists" under the orders: their sum, or what the player then has
        res_after = ctx.state["stock"][ctx.player][ctx.colour] + res
        cols_after = ctx.state["colonists"][ctx.player] + cols
        for colour, n in have:
            if colour == ctx.colour and n == res_after and n != res:
                continue
            if colour == ctx.colour and n > res and n >= res_after - res:
                ctx.diag("col.post.sum", f"you then have {res_after} {ctx.colour}, not {n}", line)
            elif colour != ctx.colour or n != res:
                ctx.diag("col.post.sum", f"the orders produce {res} {ctx.colour}, not {n} {colour}", line)
        for i, t in enumerate(toks[:-1]):
            if t.kind == "num" and toks[i + 1].kind == "word" and toks[i + 1].value in ("colonist", "colonists") \
                    and abs(t.value) != cols:
                if abs(t.value) == cols_after:
                    continue
                if abs(t.value) > cols and abs(t.value) >= cols_after - cols:
                    ctx.diag("col.post.sum", f"you then have {cols_after} colonists, not {abs(t.value)}", line)
                else:
                    ctx.diag("col.post.sum", f"the orders produce {cols} colonists, not {abs(t.value)}", line)


def check_industry_totals(ctx: PostContext, produce: Produce, inside: str, line: int) -> None:
    """"industry: 1 blue 1 colonist (→ 5 blue, 7 colonists)": what the player then has."""
    from gm_tool.games.colonies.posts.phrases import amounts as _amounts

    toks = ctx.tokens(inside)
    have, _ = _amounts(toks, allow_bare=False)
    stock = ctx.state["stock"][ctx.player]
    # "Industry x2: 1 red + 1 colonist each time (→ 5 red, 3 colonists)": after every action
    # the line stands for
    times = ctx.times.get(line, 1)
    # "Industry 1: ... / Industry 2: ... (→ 8 red)": after the industry orders on earlier lines too
    level = ctx.state["tech"][ctx.player]["industry"]
    # "first 3 red + 3 colonists, then 3 red (→ 36 red)": after the earlier ones on its line too
    # (the check runs for the last industry action of the line)
    same = [p for p in ctx.actions if p.kind == "industry" and p.line == line]
    earlier = ([p for p in ctx.actions if p.kind == "industry" and p.line < line] + same[:-1]
               if ctx.step == "effects" else [])
    before_res = sum(p.data.get("resources", level) for p in earlier)
    before_col = sum(p.data.get("colonists", level) for p in earlier)
    said: list[str] = []
    for colour, n in have:
        right = stock[colour] + (produce.resources * times + before_res if colour == ctx.colour else 0)
        if n != right:
            said.append(f"you then have {right} {colour}, not {n}")
    for i, t in enumerate(toks[:-1]):
        if t.kind == "num" and toks[i + 1].kind == "word" and toks[i + 1].value in ("colonist", "colonists"):
            right = ctx.state["colonists"][ctx.player] + produce.colonists * times + before_col
            if abs(t.value) != right:
                said.append(f"you then have {right} colonists, not {abs(t.value)}")
    for text in said:
        if not any(dg.line == line and dg.message == text for dg in ctx.diags):
            ctx.diag("col.post.totals", text, line)


def check_upgrade_figures(ctx: PostContext, tech: str, d: dict[str, Any], line: int) -> None:
    """The figures an upgrade line writes: what it buys, what it costs, the colonists, the price."""
    from gm_tool.games.colonies.rules.board import board_of
    from gm_tool.games.colonies.rules.actions import upgrade_cost

    cost = upgrade_cost(ctx.state, ctx.player, tech, board_of(ctx.state))
    if cost is None:
        return
    _new, needs, bought, price, colonists = cost

    def shown(items: dict[str, int]) -> str:
        return ", ".join(f"{n} {c}" for c, n in merge(list(items.items()), ctx.ring)) or "nothing"

    board = board_of(ctx.state)
    if d.get("free_claim"):
        ctx.diag("col.post.cost", f"an upgrade action is not free: {tech.capitalize()} level {_new} "
                 f"costs {shown(needs)} and {colonists} colonists", line,
                 hint="only a free upgrade granted by an event costs nothing")
    if d.get("vp_total") is not None:
        old_vp, new_vp = board.vp[_new - 2], board.vp[_new - 1]
        total = sum(board.vp[lv - 1] for lv in ctx.state["tech"][ctx.player].values())
        if d["vp_total"] != total - old_vp + new_vp:
            ctx.diag("col.post.vp", f"your technology points go from {total} to {total - old_vp + new_vp}, "
                     f"not {d['vp_total']}", line)
    if d.get("vp_claim") is not None:
        old_vp, new_vp = board.vp[_new - 2], board.vp[_new - 1]
        # "+3 VP" (signed) is the points gained; "5 VP" the level's worth or the gain
        allowed = (new_vp - old_vp,) if d.get("vp_signed") else (new_vp - old_vp, new_vp)
        if not d.get("vp_signed"):
            # "(40 VP)": the player's technology points after the upgrade, said alone
            total = sum(board.vp[lv - 1] for lv in ctx.state["tech"][ctx.player].values())
            allowed = allowed + (total - old_vp + new_vp,)
        if d["vp_claim"] not in allowed:
            ctx.diag("col.post.vp", f"{tech.capitalize()} level {_new} is worth {new_vp} points "
                     f"(+{new_vp - old_vp}), not {'+' if d.get('vp_signed') else ''}{d['vp_claim']}", line)
    if d.get("vp_from_to"):
        # "(2 → 5)": the technology's points; "(13 → 16)": the player's technology points in all
        old_vp, new_vp = board.vp[_new - 2], board.vp[_new - 1]
        total = sum(board.vp[lv - 1] for lv in ctx.state["tech"][ctx.player].values())
        totals = (total, total - old_vp + new_vp)
        if d["vp_from_to"] not in ((old_vp, new_vp), totals):
            ctx.diag("col.post.vp", f"the points go from {old_vp} to {new_vp} ({totals[0]} → "
                     f"{totals[1]} in all), not {d['vp_from_to'][0]} → {d['vp_from_to'][1]}", line)
    stock = ctx.state["stock"][ctx.player]
    for c, n in d.get("stock_claims", []):
        if stock.get(c, 0) != n:
            ctx.diag("col.post.stock", f"you hold {stock.get(c, 0)} {c}, not {n}", line)
    for c, n in d.get("stock_after_claims", []):
        # "I'll have 0 yellow left": what the player holds after paying (and buying)
        left = stock.get(c, 0) + bought.get(c, 0) - needs.get(c, 0)
        if left >= 0 and left != n:
            ctx.diag("col.post.stock", f"you then have {left} {c}, not {n}", line)
    if d.get("buying_count") is not None and sum(bought.values()) != d["buying_count"]:
        ctx.diag("col.post.buying", f"the upgrade buys {shown(bought)} from the markets (only what "
                 f"is missing), not {d['buying_count']}", line)
    if "buying" in d:
        said = dict(merge(d["buying"], ctx.ring))
        if said != dict(merge(list(bought.items()), ctx.ring)):
            ctx.diag("col.post.buying", f"the upgrade buys {shown(bought)} from the markets (only "
                     f"what is missing), not {shown(said)}", line,
                     hint="leave the purchase out: the tool buys what is missing")
    if d.get("buying_colours"):
        # "buying the purple I'm missing": each colour named is one the upgrade buys
        wrong = [c for c in dict.fromkeys(d["buying_colours"]) if not bought.get(c)]
        if wrong:
            ctx.diag("col.post.buying", f"the upgrade buys {shown(bought)} from the markets (only "
                     f"what is missing), not {' or '.join(wrong)}", line,
                     hint="leave the purchase out: the tool buys what is missing")
    if d.get("cost_claim"):
        said = dict(merge(d["cost_claim"], ctx.ring))
        spent = {c: n - bought.get(c, 0) for c, n in needs.items() if n - bought.get(c, 0) > 0}
        # every colour written is the whole cost in it, or what comes from the stock
        if any(c not in needs or (n != needs[c] and n != spent.get(c)) for c, n in said.items()):
            ctx.diag("col.post.cost", f"{tech.capitalize()} level {_new} costs {shown(needs)} and "
                     f"{colonists} colonists, not {shown(said)}", line)
    if "colonists_after" in d:
        left = ctx.state["colonists"][ctx.player] - colonists
        if left >= 0 and d["colonists_after"] != left:
            ctx.diag("col.post.cost", f"{tech.capitalize()} level {_new} takes {colonists} colonists: "
                     f"{left} are left, not {d['colonists_after']}", line)
    if "colonist_claim" in d and d["colonist_claim"] != colonists:
        ctx.diag("col.post.cost", f"{tech.capitalize()} level {_new} takes {colonists} colonists, "
                 f"not {d['colonist_claim']}", line)
    count = sum(bought.values())
    _check_price_by_colour(ctx, d, bought, price, shown, line)
    for said, kind in d.get("price_claim", []) if price >= 0 else []:
        ok = said * count == price if kind == "each" else said == price
        if not ok:
            what = f"buying {shown(bought)} costs {price} €" if bought else "nothing is bought: it costs 0 €"
            ctx.diag("col.post.price", f"{what}, not {said} €{' each' if kind == 'each' else ''}", line,
                     hint="what is missing is bought from the lowest filled shelf first")


def _check_price_by_colour(ctx: PostContext, d: dict[str, Any], bought: dict[str, int], price: int,
                           shown: Any, line: int) -> None:
    """"buying 1 yellow (1€) and 2 purple (2€ each)": each colour's price, shelf by shelf (the
    lowest filled shelf first); a wrong one is named with the whole purchase's price."""
    from gm_tool.games.colonies.rules.board import board_of
    from gm_tool.games.colonies.rules.core import buy_price

    board = board_of(ctx.state)
    wrongs, total_said = [], 0
    for colour, said, kind in d.get("price_by_colour", []):
        # "2 purple (2€ each)": the price of one colour's purchase
        n = bought.get(colour, 0)
        right = buy_price(ctx.state, colour, n, board) if n else 0
        total_said += said * n if kind == "each" else said
        if right is not None and (said * n if kind == "each" else said) != right:
            shelves = board.prices_between(ctx.state["markets"][colour] - n + 1, ctx.state["markets"][colour])[::-1] \
                if n else []
            how = f" ({' + '.join(f'{x} €' for x in shelves)})" if len(shelves) > 1 else ""
            wrongs.append(f"buying {n} {colour} costs {right} €{how}, not {said} €{' each' if kind == 'each' else ''}")
    if wrongs:
        whole = f"buying {shown(bought)} costs {price} €, not {total_said} €: " if price >= 0 and total_said != price else ""
        ctx.diag("col.post.price", whole + "; ".join(wrongs), line,
                 hint="what is missing is bought from the lowest filled shelf first")


def check_negotiate_claims(ctx: PostContext, steps: tuple[Adjust, ...],
                            claims: list[tuple[int, str, str | None, int]]) -> None:
    """"(3 points)": the adjustment points the steps cost; "pay Eve 1 €": 1 € a unilateral step."""
    from gm_tool.games.colonies.rules.actions import agreement_cost

    per: dict[str, int] = {}
    fees: dict[str, int] = {}
    for s in steps:
        per[s.partner] = per.get(s.partner, 0) + 1
        if s.side != "both":
            fees[s.partner] = fees.get(s.partner, 0) + 1
    points = sum(agreement_cost(n) for n in per.values())
    for line, what, partner, said in claims:
        if what == "marker":
            partners = [partner] if partner else list(dict.fromkeys(s.partner for s in steps))
            if len(partners) != 1:
                ctx.diag("col.post.figure", f"the markers {said[0]} → {said[1]}: of which agreement?",
                         line, severity=Severity.WARNING)
                continue
            p = partners[0]
            mine = ctx.state["agreements"][ctx.colour][p]
            theirs = ctx.state["agreements"][p][ctx.colour]
            after_mine, after_theirs = mine, theirs
            for s in steps:
                if s.partner == p:
                    if s.side in ("both", "mine"):
                        after_mine += s.delta
                    if s.side in ("both", "theirs"):
                        after_theirs += s.delta
            if said not in ((mine, after_mine), (theirs, after_theirs)):
                ctx.diag("col.post.marker", f"the agreement with {writer.owner_name(ctx.state, p)} goes "
                         f"from {mine} to {after_mine} on your side and from {theirs} to {after_theirs} "
                         f"on theirs, not {said[0]} → {said[1]}", line)
            continue
        if what == "points" and said != points and not (
                said in {agreement_cost(n) for n in per.values()} and len(per) > 1
                and any(w == "points" and x == points for _, w, _, x in claims)):
            # "+2 both ways with Saoirse (3 pts), +1 with Halvard = 4 points": one agreement's
            # figure beside the right total is that agreement's share, not a second total
            ctx.diag("col.post.points", f"the steps cost {points} adjustment point"
                     f"{'s' if points != 1 else ''}, not {said}", line,
                     hint="1 for a step, 1 + 2 for two steps on one agreement, 1 + 2 + 3 for three")
        elif what == "fee":
            right = fees.get(partner, 0) if partner else sum(fees.values())
            if said != right:
                who = writer.owner_name(ctx.state, partner) if partner else "your partners"
                ctx.diag("col.post.fee", f"the unilateral steps cost {right} € to {who}, not "
                         f"{said} €", line, hint="1 € to the partner for each unilateral step; "
                         "a step both ways costs nothing")


def _reward(ctx: PostContext, kind: str, removals: tuple[Removal, ...]) -> dict[str, int]:
    from gm_tool.games.colonies.rules import core

    reward: dict[str, int] = {}
    if kind == "community":
        for r in removals:
            if r.owner != ctx.colour and core.player_of(ctx.state, r.owner) is not None:
                reward[r.partner] = reward.get(r.partner, 0) + r.count
    return dict(merge(list(reward.items()), ctx.ring))


def check_gain(ctx: PostContext, kind: str, removals: tuple[Removal, ...],
               claims: list[tuple[int, list[tuple[str, int]]]],
               by_line: dict[int, tuple[int, int]] | None = None) -> None:
    """"I get 1 blue" on a refuge: a resource of the route's partner per pirate taken in from
    another player's route (none from your own routes); a hunt earns credits, not resources.
    A claim on a line that names some of the routes ("- 1 off Bo's blue route (+1 blue)") is
    what those routes earn."""
    right = _reward(ctx, kind, removals)
    per_line: dict[int, list[tuple[str, int]]] = {}
    for line, got in claims:
        per_line.setdefault(line, []).extend(got)
    for line, got in per_line.items():
        said = dict(merge(got, ctx.ring))
        first, end = (by_line or {}).get(line, (0, 0))
        if said != right and 0 < end - first < len(removals) \
                and said == _reward(ctx, kind, removals[first:end]):
            continue
        if said != right:
            shown = ", ".join(f"{n} {c}" for c, n in right.items()) or "no resources"
            ctx.diag("col.post.gain", f"the pirates taken in earn {shown}, not "
                     + ", ".join(f"{n} {c}" for c, n in said.items()), line,
                     hint="a refuge earns one resource of the route's partner per pirate taken "
                     "in from another player's route")


def check_paid(ctx: PostContext, kind: str, removals: tuple[Removal, ...],
                claims: list[tuple[int, str | None, int]]) -> None:
    """"1 € from Cy" on a hunt: each route's owner pays 1 € per pirate hunted on it."""
    from gm_tool.games.colonies.rules import core

    owed: dict[str, int] = {}
    for r in removals:
        if r.owner == ctx.colour or core.player_of(ctx.state, r.owner) is None:
            continue
        owed[r.owner] = owed.get(r.owner, 0) + (r.count if kind == "military" else 0)
    total = sum(owed.values())
    for line, payer, said in claims:
        if payer == "each":
            wrong = {o: n for o, n in owed.items() if n != said}
            if wrong or not owed:
                shown = ", ".join(f"{writer.owner_name(ctx.state, o)} {n} €" for o, n in owed.items()) or "nobody pays"
                ctx.diag("col.post.paid", f"the routes' owners pay 1 € a pirate hunted: {shown}, "
                         f"not {said} € each", line)
            continue
        right = owed.get(payer, 0) if payer else total
        if said != right and not payer and _money_after(ctx, total) == said:
            continue             # "(47 € after)": the money then held (44 € + 3 €)
        if said != right:
            who = (writer.owner_name(ctx.state, payer) if payer else "the routes' owners")
            ctx.diag("col.post.paid", f"{who} pay{'s' if payer else ''} {right} € for the pirates "
                     f"hunted (1 € a pirate on their routes), not {said} €", line,
                     hint="hunting on your own routes earns nothing; a refuge earns resources, not €")


def _money_after(ctx: PostContext, earned: int) -> int | None:
    """The money the player holds after earning `earned` (None when it is secret)."""
    from gm_tool.games.colonies.rules import core

    held = core.credits_of(ctx.state, ctx.player)
    return None if held is None else held + earned


def check_sale(ctx: PostContext, d: dict[str, Any]) -> None:
    """The prices a sale line writes ("sell 1 purple (3 €)", "... = 8 €"), against the market's
    shelves (each resource on the highest free shelf, in the order written)."""
    from gm_tool.games.colonies.rules.board import board_of

    _check_left_after_sale(ctx, d)
    claims = d.get("price_claims") or []
    if not claims:
        return
    board = board_of(ctx.state)
    markets = dict(ctx.state["markets"])
    stock = ctx.state["stock"][ctx.player]
    prices: list[tuple[str, int, int]] = []   # (colour, n, earned) per item, in the order written
    units: list[list[int]] = []               # each item's resources' prices, shelf by shelf
    left = dict(stock)
    for colour, n in d.get("sell", []):
        n_sold = max(0, min(n, left.get(colour, 0)))
        left[colour] = left.get(colour, 0) - n_sold
        count = markets[colour]
        each_price = list(board.prices_between(count + 1, count + n_sold)) if n_sold else []
        earned = sum(each_price)
        markets[colour] = count + n_sold
        prices.append((colour, n, earned))
        units.append(each_price)
    for line, kind, said, which, each in claims:
        mine = [prices[i] for i in which if i < len(prices)] or prices
        if kind == "units":
            right_units = [u for i in which if i < len(units) for u in units[i]]
            if sorted(said) != sorted(right_units):
                what = ", ".join(f"{n} {c}" for c, n, _ in mine)
                ctx.diag("col.post.price", f"{what} sell{'s' if len(mine) == 1 else ''} for "
                         + " + ".join(f"{u} €" for u in right_units) + " at the market's prices, not "
                         + " + ".join(f"{u} €" for u in said), line,
                         hint="each resource goes on the highest free shelf of its market (the board "
                         "shows them)")
            continue
        right = sum(e for _, _, e in mine)
        count = sum(n for _, n, _ in mine)
        ok = said * count == right if each and count else said == right
        if not ok and not each and len(mine) == len(prices) and _money_after(ctx, right) == said:
            ok = True            # "sell 2 yellow → 48 €": the money then held (44 € + 4 €)
        if not ok:
            what = ", ".join(f"{n} {c}" for c, n, _ in mine)
            shown = f"{right} €"
            if each and count:
                shown += f" ({right / count:g} € each)" if right % count else f" ({right // count} € each)"
            ctx.diag("col.post.price", f"{what} sell{'s' if len(mine) == 1 else ''} for {shown} at "
                     f"the market's prices, not {said} €{' each' if each else ''}", line,
                     hint="each resource goes on the highest free shelf of its market (the board "
                     "shows them)")


def _check_buying(ctx: PostContext, tech: str, written: list[tuple[str, int]], line: int) -> None:
    check_upgrade_figures(ctx, tech, {"buying": written}, line)


def _unused_check_buying(ctx: PostContext, tech: str, written: list[tuple[str, int]], line: int) -> None:
    from gm_tool.games.colonies.rules.board import board_of
    from gm_tool.games.colonies.rules.actions import upgrade_cost

    cost = upgrade_cost(ctx.state, ctx.player, tech, board_of(ctx.state))
    if cost is None:
        return
    bought = cost[2]
    said = dict(merge(written, ctx.ring))
    if said != bought:
        shown = ", ".join(f"{n} {c}" for c, n in bought.items()) or "nothing"
        ctx.diag("col.post.buying", f"the upgrade buys {shown} from the markets (only what is "
                 "missing), not what the post says", line, severity=Severity.WARNING)


def _check_left_after_sale(ctx: PostContext, d: dict[str, Any]) -> None:
    """"sell 1 purple. That leaves me 4 purple.": what the player holds after the sale, checked."""
    stock = ctx.state["stock"][ctx.player]
    sold: dict[str, int] = {}
    for colour, n in d.get("sell", []):
        sold[colour] = sold.get(colour, 0) + n
    for line, colour, n in d.get("left_claims", []):
        left = stock.get(colour, 0) - sold.get(colour, 0)
        if left >= 0 and left != n:
            ctx.diag("col.post.stock", f"you then have {left} {colour}, not {n}", line)
