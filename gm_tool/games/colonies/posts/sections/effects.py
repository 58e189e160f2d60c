"""What an event card asks for, as post lines (the effects step):

    4 €                       (also "take 4 credits", "credits"): instead of the yes effect
    take 2 blue, 2 red        resources of choice from the supply
    lose 1 green, 1 red       resources of choice given up ("lose 3 colonists" for Deport)
    pirates: 2 on Bob's red route, 1 on Cy's green route      (Hire privateers)
    market: 1 red             a resource placed on its market (Seize contraband)
    free upgrade: Military    (Grant funds; "upgrade Military" when no upgrade action is granted)
    downgrade Commerce        (Fire researchers)
and any action line, for an action the card grants.
"""

from __future__ import annotations

import re

from gm_tool.core.kit.reading.sections import EMPTY, Item

from gm_tool.games.colonies.posts.context import PostContext
from gm_tool.games.colonies.posts.phrases import (
    CREDIT_WORDS,
    W,
    amounts,
    colour_at,
    number_at,
    offset_after,
    refs_in,
    route_of,
    split_items,
    tech_in,
)

HINTS = {
    "credits": "e.g. '4 €' (instead of the effect)",
    "gain": "e.g. 'take 2 blue, 2 red'",
    "lose": "e.g. 'lose 1 green, 1 red' or 'lose 3 colonists'",
    "pirates": "e.g. 'pirates: 2 on Bob's red route, 1 on Cy's green route'",
    "market": "e.g. 'market: 1 red'",
    "free_upgrade": "e.g. 'free upgrade: Military'",
    "downgrade": "e.g. 'downgrade Commerce'",
}


def _says_credits(toks) -> bool:
    return any(t.kind == "word" and t.value in CREDIT_WORDS for t in toks)


def read_credits(ctx: PostContext, item: Item) -> str:
    toks = ctx.tokens(item.text)
    nums = [i for i, t in enumerate(toks) if t.kind == "num"]
    # "3 creds pls", "the 4 credits (51 -> 55)": the figure stood before the word that opened
    # the order, and the figures in the item are the money held
    whole = ctx.tokens(item.line.text)
    before = next((whole[i].value for i in range(len(whole) - 1) if whole[i].kind == "num"
                   and whole[i + 1].kind == "word" and whole[i + 1].value in CREDIT_WORDS), None)
    own = bool(nums) and (nums[0] + 1 < len(toks) and toks[nums[0] + 1].kind == "word"
                          and toks[nums[0] + 1].value in CREDIT_WORDS or before is None)
    n = toks[nums[0]].value if own else (4 if before is None else before)
    if n != 4:
        ctx.diag("col.post.credits", f'"{item.line.text}": the yes effect may be taken as 4 €, '
                 f"not {n} €", item.line.number, hint="write '4 €'")
    ctx.effect["credits"] = item.line.number
    ctx.effect_lines["credits"] = item.line.number
    ctx.note(item.line.number, "4 € instead of the effect")
    used = {i for i, t in enumerate(toks) if t.kind == "word" and t.value in CREDIT_WORDS}
    used.update(nums[:1] if own else [])
    for i in nums[1:] if own else nums:
        _credits_after(ctx, item, toks, i, used)
    return ctx.leftover(item, toks, used, True, extra=frozenset({"take", "instead", "credits", "credit", "of", "the",
                                                               "effect", "i", "ll", "please"}))


def _credits_after(ctx: PostContext, item: Item, toks, i: int, used: set[int]) -> None:
    """"4 €, so 55 now", "51 -> 55 €": a figure after the 4 € is the credits held, before
    (only as the start of "51 -> 55") or after taking them; checked, the right value named."""
    have = ctx.state["credits"][ctx.player]
    value = abs(toks[i].value)
    arrow = i + 2 < len(toks) and toks[i + 1].value in ("to", "->", "\u2192", "=>") and toks[i + 2].kind == "num"
    if value != have + 4 and not (arrow and value == have):
        ctx.diag("col.post.credits", f'"{item.line.text}": with the 4 € you hold {have + 4} €, not {value}',
                 item.line.number, hint=f"you hold {have} € now")
    used.add(i)


def read_gain(ctx: PostContext, item: Item) -> str:
    toks = ctx.tokens(item.text)
    if not toks:
        return EMPTY
    if _says_credits(toks):
        return read_credits(ctx, item)
    count = [i for i, t in enumerate(toks[:-1]) if t.kind == "num" and toks[i + 1].kind == "word"
             and toks[i + 1].value in ("resource", "resources", "goods", "things", "cubes")]
    if len(count) == 1:
        # "take 4 resources: 2 blue 2 red": the count, checked against the colours
        ctx.claims.append((item.line.number, "gain_count", abs(toks[count[0]].value)))
    skip = {k for i in count[:1] for k in (i, i + 1)}
    found, used = amounts([t if i not in skip else t.__class__("other", "", "") for i, t in enumerate(toks)])
    used |= skip
    ctx.effect["gain"].extend(found)
    ctx.effect_lines.setdefault("gain", item.line.number)
    return ctx.leftover(item, toks, used, bool(found), extra=frozenset({"of", "choice", "supply"}))


def read_lose(ctx: PostContext, item: Item) -> str:
    toks = ctx.tokens(item.text)
    if not toks:
        return EMPTY
    used: set[int] = set()
    understood = False
    for i, t in enumerate(toks):
        n = number_at(toks, i)
        if n is not None and i + 1 < len(toks) and toks[i + 1].kind == "word" \
                and toks[i + 1].value in W["colonist_words"]:
            ctx.effect["lose_colonists"] += n
            used.update({i, i + 1})
            understood = True
    for i in range(len(toks) - 1):
        # "lose 3 red – 6 left": what the player has left
        if i not in used and toks[i].kind == "num" and toks[i + 1].kind == "word" \
                and toks[i + 1].value in ("left", "remaining", "remain") \
                and not (i and toks[i - 1].kind == "word" and toks[i - 1].value == "to"):
            ctx.claims.append((item.line.number, "lose_after", abs(toks[i].value)))
            used.update({i, i + 1})
    if len(toks) > 2 and toks[0].kind == "num" and toks[1].kind == "other" and toks[1].value == ":" \
            and 0 not in used:
        # "lose 3: 1 blue, 1 purple, 1 red": the count, then the colours
        ctx.claims.append((item.line.number, "lose_count", abs(toks[0].value)))
        used.update({0, 1})
    for i, t in enumerate(toks[:-1]):
        if t.kind == "num" and i not in used and toks[i + 1].kind == "word" \
                and not (i and toks[i - 1].kind == "word" and toks[i - 1].value == "to") \
                and toks[i + 1].value in ("resource", "resources", "goods", "things", "total", "in") \
                and not any(_after_leaves(toks, j) == i for j in range(max(0, i - 4), i)):
            # "lose 3 resources: blue, green, yellow": the count, checked against the colours
            ctx.claims.append((item.line.number, "lose_count", abs(t.value)))
            used.update({i, i + 1})
    _colour_arrow_claims(ctx, item, toks, used)
    _had_and_left_claims(ctx, item, toks, used)
    for i in range(len(toks) - 2):
        # "12 -> 9 left": what the player had and has left
        if i not in used and toks[i].kind == "num" and toks[i + 1].kind == "word" and toks[i + 1].value == "to" \
                and toks[i + 2].kind == "num":
            total = i + 3 < len(toks) and toks[i + 3].kind == "word" and toks[i + 3].value in (
                "resources", "resource", "goods", "total", "things", "cubes")
            # "17 → 14 resources": the whole stock before and after
            ctx.claims.append((item.line.number, "lose_total_left" if total else "lose_left",
                               (abs(toks[i].value), abs(toks[i + 2].value))))
            used.update({i, i + 1, i + 2} | ({i + 3} if total else set()))
            used.update(k for k in range(i + 3, min(len(toks), i + 5)) if toks[k].kind == "word"
                        and toks[k].value in ("left", "remaining", "remain"))
    for i in range(len(toks) - 1):
        # "my 2 colonists go, keep the goods": the other option, kept
        if toks[i].kind == "word" and toks[i].value in ("keep", "keeping", "keeps") and i not in used:
            j = i + 1
            while j < len(toks) and toks[j].kind == "word" and toks[j].value in ("the", "my", "all", "our"):
                j += 1
            if j < len(toks) and toks[j].kind == "word" and toks[j].value in (
                    "goods", "resources", "stock", "stuff", "colonists", "people"):
                used.update(range(i, j + 1))
    found, at = amounts([t if i not in used else t.__class__("other", "", "") for i, t in enumerate(toks)])
    ctx.effect["lose"].extend(found)
    used |= at
    ctx.effect_lines.setdefault("lose", item.line.number)
    return ctx.leftover(item, toks, used, understood or bool(found), extra=frozenset({"of", "choice"}))


def _colour_arrow_claims(ctx: PostContext, item: Item, toks, used: set[int]) -> None:
    """"(5 → 2 purple)", "5 purple → 2 purple", "5 purple → 2": a colour's stock before and after,
    the colour named beside either figure. Claimed for that colour (checked against its stock and
    what the post gives up of it), never read as one more resource lost. Two different colours
    named on the two sides are a figure the GM asks about."""
    for i in range(len(toks) - 2):
        if i in used or toks[i].kind != "num":
            continue
        j = i + 1
        first = colour_at(toks, j)
        if first is not None:
            j = first[1]
        if not (j + 1 < len(toks) and toks[j].kind == "word" and toks[j].value == "to"
                and toks[j + 1].kind == "num" and j + 1 not in used):
            continue
        k = j + 2
        second = colour_at(toks, k) if k < len(toks) else None
        if second is not None:
            k = second[1]
        lead = None
        c = i - 2 if i >= 3 and toks[i - 1].kind in ("sep", "other") and toks[i - 1].value == ":" else i - 1
        if c >= 1 and toks[c].kind == "word" and c not in used \
                and (toks[c - 1].kind in ("sep", "other") or c - 1 in used) and colour_at(toks, c) == (toks[c].value, c + 1) \
                and any(colour_at(toks, m) for m in range(c - 1)):
            # "lose 2 purple, 1 blue (purple 5 → 3, blue 2 → 1)", "(purple: 5 → 2)": the colour
            # before its figures, after the losses were written
            lead = toks[c].value
        if first is None and second is None and lead is None:
            continue
        if lead is not None and first is not None and first[0] != lead:
            continue
        if lead is not None and second is not None and second[0] != lead:
            # "purple 5->3 blue 2->1": the next colour opens the next figure
            second, k = None, j + 2
        if first is not None and second is not None and first[0] != second[0]:
            ctx.diag("col.post.figure", f'"{item.line.text}": {toks[i].value} {first[0]} → '
                     f"{toks[j + 1].value} {second[0]}: which colour? (not checked)", item.line.number)
        colour = (first or second)[0] if (first or second) is not None else lead
        ctx.claims.append((item.line.number, "lose_left_colour",
                           (colour, abs(toks[i].value), abs(toks[j + 1].value))))
        used.update(range(c if lead is not None else i, k))
        used.update(m for m in range(k, min(len(toks), k + 2)) if toks[m].kind == "word"
                    and toks[m].value in ("left", "remaining", "remain"))


def _had_and_left_claims(ctx: PostContext, item: Item, toks, used: set[int]) -> None:
    """"had 5 purple", "had 5", "2 purple left", "now 2 purple", "now 2": a colour's stock before
    or after the loss, claimed and checked (the colour left out: the one colour given up)."""
    for i in range(len(toks) - 1):
        n = _after_leaves(toks, i)
        if n is not None and n not in used and not any(m in used for m in range(i, n)):
            # "(leaves me 8 green)", "leaving me with 7": the stock after the loss
            tail = [t.value for t in toks[n + 1:n + 3] if t.kind == "word"]
            if tail[:1] and (tail[0] in ("resources", "resource", "total", "altogether", "overall")
                             or tail[:2] == ["in", "total"]):
                # "leaves me 12 resources", "leaving 12 in total": every resource held, after
                have = sum(ctx.state["stock"][ctx.player].values())
                ctx.claims.append((item.line.number, "lose_total_left", (have, abs(toks[n].value))))
                used.update(range(i, n + 1 + len(tail) if tail[:2] == ["in", "total"] else n + 2))
                continue
            found = colour_at(toks, n + 1) if n + 1 < len(toks) else None
            ctx.claims.append((item.line.number, "lose_after_colour",
                               (found[0] if found else None, abs(toks[n].value))))
            used.update(range(i, found[1] if found else n + 1))
            continue
        if i in used or toks[i].kind != "word" or toks[i].value not in ("had", "have", "now", "was") \
                or toks[i + 1].kind != "num" or i + 1 in used:
            continue
        found = colour_at(toks, i + 2) if i + 2 < len(toks) else None
        end = found[1] if found else i + 2
        after = toks[i].value == "now"
        if end < len(toks) and toks[end].kind == "word" and toks[end].value in ("left", "remaining", "remain"):
            after, end = True, end + 1
        ctx.claims.append((item.line.number, "lose_after_colour" if after else "lose_had",
                           (found[0] if found else None, abs(toks[i + 1].value))))
        used.update(range(i, end))
    for i in range(len(toks) - 2):
        if i in used or toks[i].kind != "num" or (i and toks[i - 1].kind == "word" and toks[i - 1].value == "to"):
            continue
        found = colour_at(toks, i + 1)
        if found is None or found[1] >= len(toks) or toks[found[1]].kind != "word" \
                or toks[found[1]].value not in ("left", "remaining", "remain"):
            continue
        # "(2 purple left)": that colour's stock after the loss
        ctx.claims.append((item.line.number, "lose_after_colour", (found[0], abs(toks[i].value))))
        used.update(range(i, found[1] + 1))


def _after_leaves(toks, i: int) -> int | None:
    """"leaves me 8", "leaving me with 7", "which leaves 3": the index of the figure after such a
    verb of what remains, else None."""
    if toks[i].kind != "word" or toks[i].value not in ("leaves", "leaving", "leave"):
        return None
    j = i + 1
    while j < len(toks) and toks[j].kind == "word" and toks[j].value in ("me", "with", "just", "only", "us"):
        j += 1
    return j if j < len(toks) and toks[j].kind == "num" and toks[j].text[:1] not in "+-" else None


def read_market(ctx: PostContext, item: Item) -> str:
    toks = ctx.tokens(item.text)
    if not toks:
        return EMPTY
    used = _market_stock_claims(ctx, item, toks)
    found, at = amounts([t if i not in used else t.__class__("other", "", "") for i, t in enumerate(toks)])
    used |= at
    ctx.effect["dump"].extend(found)
    ctx.effect_lines.setdefault("dump", item.line.number)
    return ctx.leftover(item, toks, used, bool(found), extra=frozenset({"place", "put", "its", "shelf"}))


def read_pirates(ctx: PostContext, item: Item) -> str:
    toks = ctx.tokens(item.text)
    if not toks:
        return EMPTY
    used: set[int] = set()
    understood = False
    offset = 0
    before = _count_before_heading(item)
    for k, chunk in enumerate(split_items(toks)):
        idx = [offset + i for i in range(len(chunk))]
        offset = offset_after(toks, chunk, offset)
        refs, at = refs_in(chunk, ctx.names, ctx.player)
        if not refs:
            continue
        where = route_of(refs, ctx.colour)
        count = next((number_at(chunk, i) for i in range(len(chunk)) if chunk[i].kind == "num"),
                     before if k == 0 and before is not None else 1)
        used.update(idx[i] for i in at)
        used.update(idx[i] for i in range(len(chunk)) if chunk[i].kind == "num")
        understood = True
        if isinstance(where, str):
            ctx.diag("col.post.route", f'"{item.line.text}": {where}', item.line.number,
                     hint=HINTS["pirates"])
            continue
        ctx.effect["pirates"].append((where[0], where[1], count))
    ctx.effect_lines.setdefault("pirates", item.line.number)
    return ctx.leftover(item, toks, used, understood)


def _tech_line(ctx: PostContext, item: Item, key: str) -> str:
    toks = ctx.tokens(item.text)
    if not toks:
        return EMPTY
    tech, used, _ = tech_in(toks)
    if tech:
        ctx.effect[key] = tech
        ctx.effect_lines[key] = item.line.number
    return ctx.leftover(item, toks, used, bool(tech), extra=frozenset({"level", "by", "one", "for", "free"}))


def read_free_upgrade(ctx: PostContext, item: Item) -> str:
    return _stepped_tech_line(ctx, item, "upgrade", +1)


def read_downgrade(ctx: PostContext, item: Item) -> str:
    return _stepped_tech_line(ctx, item, "downgrade", -1)


def _stepped_tech_line(ctx: PostContext, item: Item, key: str, step: int) -> str:
    """A free upgrade or a downgrade, with the levels and points the player writes beside it
    ("Commerce 2→3", "Military 3 → 2 (-3 VP)") read and checked before the technology is."""
    toks = ctx.tokens(item.text)
    tech, _, _ = tech_in(toks)
    if not tech or tech not in ctx.state["tech"].get(ctx.player, {}):
        return _tech_line(ctx, item, key)
    used = level_step_figures(ctx, tech, toks, item.line.number, step)
    if not used:
        return _tech_line(ctx, item, key)
    kept = " ".join(t.text for i, t in enumerate(toks) if i not in used)
    return _tech_line(ctx, item.with_text(kept, item.subsection), key)


#: "3 pirates on Ann's yellow route", "2 privateers: Cy's green route": the count said before
#: the word that opened the order
_COUNT_BEFORE = re.compile(r"(?i)(?<![\w+\-])(\d{1,2})\s+(?:more\s+)?(?:pirates?|privateers?)\b")


def _count_before_heading(item: Item) -> int | None:
    """The count written before the heading word ("3 pirates on Ann's yellow route"), when the
    order's own words (after it) do not say one."""
    text = item.line.text
    m = _COUNT_BEFORE.search(text)
    if m is None or _COUNT_BEFORE.search(item.text) or re.match(r"\s*[(\[]?\s*\d", item.text):
        return None
    rest = item.text.strip()
    if rest and text.find(rest[:20]) != -1 and text.find(rest[:20]) < m.start():
        return None
    return int(m.group(1))


_POINT_WORDS = frozenset({"vp", "vps", "points", "point", "pts"})


def level_step_figures(ctx: PostContext, tech: str, toks: list, line: int, step: int) -> set[int]:
    """"Downgrading Commerce 2 → 1 (-2 VP)", "free upgrade: Commerce 2→3 (+3 VP)": the levels
    before and after and the points lost or gained (`step` -1 or +1), each checked against the
    player's level and the points table (the right value named). The positions of the figures
    read are returned."""
    from gm_tool.games.colonies.rules.board import board_of

    level = ctx.state["tech"][ctx.player][tech]
    vp = board_of(ctx.state).vp
    low = min(level, level + step)
    moved = vp[low] - vp[low - 1] if 1 <= low < len(vp) else 0
    doing, verb, hint = _STEP_WORDS[step]
    used: set[int] = set()
    for i, t in enumerate(toks):
        if t.kind != "num" or i in used:
            continue
        arrow = 2 if i + 2 < len(toks) and toks[i + 1].value in ("to", "\u2192", "->", "=>") else 0
        if arrow and toks[i + 2].kind == "num" and i + 3 < len(toks) and toks[i + 3].value in _POINT_WORDS:
            # "(2 → 5 VP)": the technology's points before and after, never its levels
            _check_points_range(ctx, tech, (level, level + step), toks[i].value, toks[i + 2].value, line)
            used.update(range(i, i + 4))
        elif arrow and toks[i + 2].kind == "num":
            was, now = abs(toks[i].value), abs(toks[i + 2].value)
            if (was, now) != (level, level + step):
                ctx.diag("col.post.level", f"{tech.capitalize()} goes from level {level} to {level + step}, "
                         f"not {was} \u2192 {now}", line, hint=hint)
            used.update((i, i + 1, i + 2))
        elif i + 1 < len(toks) and toks[i + 1].value in _POINT_WORDS:
            if abs(toks[i].value) != moved:
                ctx.diag("col.post.vp", f"{doing} {tech.capitalize()} from level {level} "
                         f"{verb} {moved} VP, not {abs(toks[i].value)}", line,
                         hint="technology points by level: " + "-".join(str(v) for v in vp))
            used.update((i, i + 1))
    return used


def _check_points_range(ctx: PostContext, tech: str, levels: tuple[int, int], was: int, now: int,
                        line: int) -> None:
    """A technology's points written before and after its step, against the points table."""
    from gm_tool.games.colonies.rules.board import board_of

    vp = board_of(ctx.state).vp
    right = tuple(vp[n - 1] if 1 <= n <= len(vp) else 0 for n in levels)
    if (abs(was), abs(now)) != right:
        ctx.diag("col.post.vp", f"{tech.capitalize()} is worth {right[0]} VP at level {levels[0]} and "
                 f"{right[1]} at level {levels[1]}, not {abs(was)} \u2192 {abs(now)}", line,
                 hint="technology points by level: " + "-".join(str(v) for v in vp))


#: how each step is said in a reply: the doing, its points' verb, the hint for a wrong level
_STEP_WORDS = {-1: ("downgrading", "loses", "a downgrade takes one level off"),
               1: ("upgrading", "gains", "a free upgrade adds one level")}


def _market_stock_claims(ctx: PostContext, item: Item, toks) -> set[int]:
    """"(6 left)", "that leaves me 6 green", "now 6 biotech", "7 → 6 green": a colour's stock
    after (or before and after) what is put on the market, claimed to be checked (the colour
    left out: the one colour put there); the indices of the words used."""
    used: set[int] = set()
    for i in range(len(toks)):
        n = _after_leaves(toks, i)
        if n is None and toks[i].kind == "word" and toks[i].value == "now" \
                and i + 1 < len(toks) and toks[i + 1].kind == "num":
            n = i + 1                                       # "now 6 green"
        if n is None and toks[i].kind == "word" and toks[i].value == "down" and i + 2 < len(toks) \
                and toks[i + 1].value == "to" and toks[i + 2].kind == "num":
            n = i + 2                                       # "down to 6"
        if n is not None and not used & set(range(i, n + 1)):
            found = colour_at(toks, n + 1) if n + 1 < len(toks) else None
            end = found[1] if found else n + 1
            end += 1 if end < len(toks) and toks[end].kind == "word" and toks[end].value in ("left", "remaining") else 0
            ctx.claims.append((item.line.number, "dump_after", (found[0] if found else None, abs(toks[n].value))))
            used.update(range(i, end))
            continue
        if i in used or toks[i].kind != "num" or i == 0 and not (len(toks) > 1 and toks[1].kind == "word"
                                                                 and toks[1].value == "to"):
            continue
        if i + 2 < len(toks) and toks[i + 1].kind == "word" and toks[i + 1].value == "to" \
                and toks[i + 2].kind == "num":
            found = colour_at(toks, i + 3) if i + 3 < len(toks) else None
            ctx.claims.append((item.line.number, "dump_left", (found[0] if found else None,
                                                                abs(toks[i].value), abs(toks[i + 2].value))))
            used.update(range(i, found[1] if found else i + 3))
            continue
        found = colour_at(toks, i + 1) if i + 1 < len(toks) else None
        end = found[1] if found else i + 1
        if end < len(toks) and toks[end].kind == "word" and toks[end].value in ("left", "remaining"):
            # "(6 left)", "6 green left"
            ctx.claims.append((item.line.number, "dump_after", (found[0] if found else None, abs(toks[i].value))))
            used.update(range(i, end + 1))
    return used
