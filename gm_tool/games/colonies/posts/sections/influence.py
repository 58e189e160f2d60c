"""Influence (trade negotiations) as a post line: "negotiate: +1 both ways with Green, +1 my
side with Red", a side named by a player or planet ("+1 on Dee's side"), and the points, fees and
markers the player writes."""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.reading.sections import Item

from gm_tool.games.colonies.posts.context import PostContext
from gm_tool.games.colonies.posts.phrases import CREDIT_WORDS, W, number_at, offset_after, refs_in, split_items

from gm_tool.games.colonies.posts.sections.actions import HINTS, current, empty_header, info, title_only  # noqa: F401


_SIDES = [(side, tuple(w.split())) for side, key in (("both", "both_sides"), ("mine", "my_side"),
                                                    ("theirs", "their_side"))
          for w in sorted(W[key], key=lambda x: -len(x.split()))]


def _side_at(words: list[str]) -> tuple[str, set[int]] | None:
    for i in range(len(words)):
        for side, phrase in sorted(_SIDES, key=lambda s: -len(s[1])):
            if tuple(words[i:i + len(phrase)]) == phrase:
                return side, set(range(i, i + len(phrase)))
    return None


def read_influence(ctx: PostContext, item: Item) -> str:
    if not item.text.strip() or title_only(ctx, item):
        return empty_header(ctx, item, "influence")
    pending = current(ctx, item, "influence")
    steps = pending.data.setdefault("steps", [])
    toks = ctx.tokens(item.text)
    used: set[int] = set()
    understood = False
    last_step = None
    for chunk, idx in _pieces(toks, used):
        if not chunk:
            continue
        words = [t.value if t.kind == "word" else "" for t in chunk]
        # "(3 points)", "2 pts": the adjustment points claimed; "pay Eve 1 €": the fee claimed
        claim = _influence_claim(ctx, chunk, words)
        if claim is not None:
            pending.data.setdefault("claims", []).append((item.line.number, *claim))
            used.update(idx)
            understood = True
            continue
        delta, count = _step_of(chunk, words, idx, used)
        side, side_found, keep, partners, at = _side_and_partners(ctx, chunk, words, idx, used, item.line.number)
        if side_found is None and delta is not None and {"unilateral", "unilaterally", "one"} & set(words) \
                and ("unilateral" in words or "unilaterally" in words or "side" in words):
            ctx.diag("col.post.side", f"\"{' '.join(str(t.text) for t in chunk)}\": a unilateral step "
                     "on which side? 'my side' (what you deliver) or 'their side' (what they deliver "
                     "to you)", item.line.number, hint=HINTS["influence"])
            understood = True
            used.update(idx)
            continue
        if delta is None and words and all(w in ("twice", "x2", "two", "times", "again", "steps", "step", "")
                                           for w in words) and ("twice" in words or "again" in words) and steps:
            # "+1 both ways with Marta, twice": the step again
            steps.append(steps[-1])
            used.update(idx)
            understood = True
            continue
        if delta is None and not partners:
            continue
        if delta is None and last_step is not None and not any(t.kind == "num" for t in chunk) \
                and all(w in ("", "and", "also", "too", "the", "with") for k, w in enumerate(words)
                        if k not in {keep[i] for i in at}):
            # "+1 both ways with Blue, Purple and Red": the same step with each partner
            d_, side_, n_ = last_step
            for r in partners:
                for _ in range(max(1, min(n_, 5))):
                    steps.append((r.colour, side_, d_))
            used.update(idx[keep[i]] for i in at)
            understood = True
            continue
        if delta is None:
            # "Negotiations with Bellona": the partner of the steps on the lines below
            pending.data["partner"] = partners[0].colour
            used.update(idx[keep[i]] for i in at)
            understood = True
            continue
        if not partners and pending.data.get("partner"):
            from gm_tool.games.colonies.posts.phrases import Ref

            partners = [Ref(pending.data["partner"], "colour")]
        if not partners:
            ctx.diag("col.post.partner", f'"{item.line.text}": with which partner?', item.line.number,
                     hint=HINTS["influence"])
            understood = True
            continue
        if side_found is None:
            neutral = partners[0].colour in ctx.state["neutral"]
            if not neutral:
                ctx.diag("col.post.side_assumed", f"\"{' '.join(str(t.text) for t in chunk)}\": read "
                         "as both ways (bilateral)", item.line.number, severity=info(),
                         hint="write 'my side' or 'their side' for a unilateral step")
        used.update(idx[keep[i]] for i in at)
        for _ in range(max(1, min(count, 5))):
            steps.append((partners[0].colour, side, delta))
        for r in partners[1:]:
            # "+1 both ways with Blue and Red" in one clause
            for _ in range(max(1, min(count, 5))):
                steps.append((r.colour, side, delta))
        last_step = (delta, side, count)
        understood = True
    extra = frozenset({"ways", "way", "side", "sides", "step", "steps", "unilateral", "unilaterally",
                       "marker", "markers", "delivery", "by", "agreement", "point", "points"})
    return ctx.leftover(item, toks, used, understood, extra=extra)


def _pieces(toks, used: set[int]) -> list[tuple[list, list[int]]]:
    """The line's items (with their token positions), a step and the points claimed after its
    "=" apart: "+1 both ways w/ Dolores = 2 points" (not "1+2 = 3 pts")."""
    offset = 0
    pieces = []
    for chunk in split_items(toks):
        idx = [offset + i for i in range(len(chunk))]
        offset = offset_after(toks, chunk, offset)
        eq = next((k for k, t in enumerate(chunk) if t.kind == "other" and t.value == "="), None)
        if eq and any(t.kind == "num" and str(t.text).strip()[:1] in "+-" for t in chunk[:eq]) \
                and any(t.kind in ("word", "player") for t in chunk[:eq]):
            pieces += [(chunk[:eq], idx[:eq]), (chunk[eq + 1:], idx[eq + 1:])]
            used.add(idx[eq])
        else:
            pieces.append((chunk, idx))
    return pieces


def _step_of(chunk, words, idx: list[int], used: set[int]) -> tuple[int | None, int]:
    """The step an item says and how many: "+2" (2 steps up), "- 1", "raise ... by 2"; (None, 1)
    when it says none."""
    for i, t in enumerate(chunk):
        if t.kind == "num" and t.text.strip()[0] in "+-":
            used.add(idx[i])
            return (1 if t.value > 0 else -1), abs(t.value)
        if t.kind == "sign" and i + 1 < len(chunk) and chunk[i + 1].kind == "num":
            used.update({idx[i], idx[i + 1]})
            return (1 if t.value == "+" else -1), chunk[i + 1].value
    for i, w in enumerate(words):
        if w in W["up"] or w in W["down"]:
            used.add(idx[i])
            count = 1
            n = next((number_at(chunk, j) for j in range(len(chunk)) if chunk[j].kind == "num"), None)
            if n is not None:
                count = n
                used.update(idx[j] for j in range(len(chunk)) if chunk[j].kind == "num")
            return (1 if w in W["up"] else -1), count
    return None, 1


def _side_and_partners(ctx: PostContext, chunk, words, idx: list[int], used: set[int], line: int):
    """The side an item names ("both ways", "my side", "on Dee's side") and its partners:
    (side, the side found or None, the positions left once the side is out, partners, their
    positions among those)."""
    side_found = _side_at(words)
    owner_side = _owner_side(ctx, chunk)
    side = "both"
    if owner_side is not None:
        side, side_at, _partner = owner_side
        side_found = (side, side_at)
    if side_found is not None:
        side = side_found[0]
        used.update(idx[i] for i in side_found[1])
    masked = [t for i, t in enumerate(chunk) if side_found is None or i not in side_found[1]]
    keep = [i for i, t in enumerate(chunk) if side_found is None or i not in side_found[1]]
    refs, at = refs_in(masked, ctx.names, ctx.player)
    # "with Gorm's purple": a name and its colour are one partner, not two steps
    partners = list({r.colour: r for r in refs if r.how != "own"}.values())
    for named, colour in zip(refs, refs[1:]):
        if named.how == "player" and named.possessive and colour.how == "colour" \
                and colour.colour != named.colour:
            # "with Gorm's red" while Gorm is purple: which agreement is meant is not clear
            ctx.diag("col.post.partner", f"\"{named.written}'s {colour.written}\": {named.written}'s "
                     f"planet is {named.colour}, not {colour.colour}: which partner do you mean?",
                     line, hint=HINTS["influence"])
            partners = [named]
    if owner_side is not None and owner_side[2] is not None and not partners:
        from gm_tool.games.colonies.posts.phrases import Ref

        partners = [Ref(owner_side[2], "colour")]
    return side, side_found, keep, partners, at


_POINT_WORDS = frozenset({"point", "points", "pts", "pt", "ap", "aps", "adjustment"})


def _influence_claim(ctx: PostContext, chunk, words) -> tuple[str, str | None, Any] | None:
    if set(words) & _POINT_WORDS:
        at = [k for k, t in enumerate(chunk) if t.kind == "word" and t.value in _POINT_WORDS]
        before = [t for t in chunk[:at[0]] if t.kind == "num"]
        if before:
            return ("points", None, abs(before[-1].value))
    nums = [abs(t.value) for t in chunk if t.kind == "num" and t.text[:1] not in "+-"]
    if len(nums) == 2 and "to" in words and not any(t.kind == "num" and t.text[:1] in "+-" for t in chunk) \
            and not set(words) & (CREDIT_WORDS | _POINT_WORDS):
        # "(2 → 3)": the marker before and after
        refs, _ = refs_in(chunk, ctx.names, ctx.player)
        partner = next((r.colour for r in refs if r.how != "own"), None)
        return ("marker", partner, (nums[0], nums[1]))
    if len(nums) != 1 or any(t.kind == "num" and t.text[:1] in "+-" for t in chunk):
        return None
    if set(words) & _POINT_WORDS:
        return ("points", None, nums[0])
    if set(words) & CREDIT_WORDS:
        refs, _ = refs_in(chunk, ctx.names, ctx.player)
        partner = next((r.colour for r in refs if r.how != "own"), None)
        return ("fee", partner, nums[0])
    return None


def _owner_side(ctx: PostContext, chunk) -> tuple[str, set[int], str | None] | None:
    """"on Dee's side", "Pallas' side", "on my side", "Bob's end": the marker on that planet's
    end of the agreement — yours ("mine") or the partner's ("theirs", with that partner)."""
    for j, t in enumerate(chunk):
        if t.kind != "word" or t.value not in ("side", "end", "marker", "delivery", "deliveries"):
            continue
        k = j - 1
        if k >= 0 and chunk[k].kind == "poss":
            k -= 1
        if k < 0:
            continue
        refs, at = refs_in(chunk[k:j], ctx.names, ctx.player)
        if len(refs) != 1:
            continue
        ref = refs[0]
        span = set(range(k, j + 1))
        if k >= 1 and chunk[k - 1].kind == "word" and chunk[k - 1].value in ("on", "at", "of"):
            span.add(k - 1)
        if ref.how == "own":
            return "mine", span, None
        if ref.colour == ctx.colour:
            return "mine", span, None
        return "theirs", span, ref.colour
    return None
