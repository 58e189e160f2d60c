"""A claim on an order line about the settlement's spaces ("that's 15/15 spaces", "my settlement
is full", "2 spaces left") or the game's end ("so the game ends after this round"), checked
against the rules: the sizes of the buildings the player has after the orders read so far, and
the end condition (a settlement's spaces full, the VP pool empty, the colonists used up). A
wrong claim is an error naming the right value; a game end the tool cannot confirm is asked
about; a right one is read (never "did not understand")."""

from __future__ import annotations

from gm_tool.core.kit.reading.sections import Item
from gm_tool.core.kit.reading.tokens import Token
from gm_tool.games.distant_colony.rules.catalogue import building_name
from gm_tool.games.distant_colony.rules.common import SIZE

__all__ = ["may_end", "space_claims", "storage_checked", "storage_claims"]

# "slot" is a building's staff slot ("every slot is full": staffing), never a space
_SPACE = {"space", "spaces", "square", "squares", "tile", "tiles"}
_FREE = {"left", "free", "remaining", "open", "empty", "spare"}
_FULL = {"full", "maxed", "filled", "packed"}
_WHERE = {"settlement", "settlement's", "colony", "colony's", "board", "grid"} | _SPACE
_SIZE_OF = {"takes", "take", "uses", "use", "needs", "need", "occupies", "size", "is", "costs"}
_GAME = {"game", "game's", "games", "match"}
_ENDS = {"end", "ends", "ending", "ended", "over", "finishes", "finish", "done", "triggers",
         "trigger", "triggered"}
_LAST = {"last", "final"}


def _word(t: Token) -> str:
    return t.value if t.kind == "word" else ""


def clause_of(tokens: list[Token], i: int, stops: str = ",;.!?()[]") -> range:
    """The tokens of the clause around tokens[i]: up to the punctuation in `stops` either side."""
    a = i
    while a > 0 and not (tokens[a - 1].kind == "punct" and tokens[a - 1].value in stops):
        a -= 1
    b = i + 1
    while b < len(tokens) and not (tokens[b].kind == "punct" and tokens[b].value in stops):
        b += 1
    return range(a, b)


def _counts(tokens: list[Token], found: set[int], sizes: list[int]
            ) -> tuple[int | None, int | None, int | None]:
    """(spaces used, spaces in all, spaces free) the line writes, and in `sizes` a building's
    size ("takes 4 spaces"); the tokens read go in `found`."""
    used = total = free = None
    for i, t in enumerate(tokens):
        if t.kind != "num" or i in found:
            continue
        j, n, m = i + 1, t.value, None
        if j + 1 < len(tokens) and (tokens[j].value == "/" or _word(tokens[j]) == "of") \
                and tokens[j + 1].kind == "num":
            m, j = tokens[j + 1].value, j + 2
        elif j + 2 < len(tokens) and _word(tokens[j]) == "out" and _word(tokens[j + 1]) == "of" \
                and tokens[j + 2].kind == "num":
            m, j = tokens[j + 2].value, j + 3
        k = j
        while k < len(tokens) and _word(tokens[k]) in _FREE | {"used", "taken", "filled"}:
            k += 1
        if k >= len(tokens) or _word(tokens[k]) not in _SPACE:
            if m is None or not any(_word(tokens[c]) in _WHERE for c in clause_of(tokens, i)):
                continue
            k = j - 1   # "settlement at 15/15": the spaces named elsewhere in the clause
        words = {_word(tokens[c]) for c in range(i, min(k + 3, len(tokens)))}
        found.update(range(i, k + 1))
        if i > 0 and _word(tokens[i - 1]) in _SIZE_OF and m is None:
            sizes.append(n)   # "Terraformer, takes 4 spaces": the building's size
            found.add(i - 1)
        elif words & _FREE and m is None:
            free = n
        else:
            used, total = n, m
    return used, total, free


def _full(tokens: list[Token], found: set[int]) -> bool:
    for i, t in enumerate(tokens):
        if _word(t) in _FULL and any(_word(tokens[c]) in _WHERE for c in clause_of(tokens, i)):
            found.add(i)
            return True
        if _word(t) in ("no", "out") and i + 2 < len(tokens) and _word(tokens[i + 1]) in ("more", "of") \
                and _word(tokens[i + 2]) in _SPACE:
            found.update(range(i, i + 3))
            return True
    return False


_IF = {"if", "when", "would", "unless", "until", "till", "before", "once", "whenever"}


def _game_end(tokens: list[Token], found: set[int]) -> bool:
    """The line says the game ends ("so the game ends after this round"); a game's end supposed
    ("-1 VP if the game ended now", "until the game ends") is no claim."""
    for i, t in enumerate(tokens):
        w = _word(t)
        if w not in _GAME and w not in _ENDS and w not in _LAST:
            continue   # (only these words start a claim: the clause is looked at around them)
        if any(_word(tokens[c]) in _IF for c in clause_of(tokens, i)):
            continue
        near = [_word(x) for x in tokens[i + 1:i + 4]]
        if w in _GAME and any(n in _ENDS for n in near):
            found.update(range(i, i + 1 + next(k for k, n in enumerate(near, 1) if n in _ENDS)))
            return True
        if w in _ENDS and any(n in _GAME for n in near):
            found.update(range(i, i + 1 + next(k for k, n in enumerate(near, 1) if n in _GAME)))
            return True
        if w in _LAST and near[:1] in (["round"], ["turn"]):
            found.update((i, i + 1))
            return True
    return False


def space_claims(ctx, item: Item, tokens: list[Token], used: set[int]) -> None:
    """Read and check a claim about the spaces or the game's end on `item`'s line; the tokens
    read are added to `used`; a wrong claim is an error of `ctx` naming the right value."""
    found: set[int] = set()
    sizes: list[int] = []
    n_used, n_total, n_free = _counts(tokens, found, sizes)
    full = _full(tokens, found)
    ends = _game_end(tokens, found)
    if not (found or ends):
        return
    for i in list(found):
        found.update(c for c in clause_of(tokens, i) if _word(tokens[c]) in _WHERE)
    used.update(found)
    total = ctx.settings.settlement_spaces
    actual = sum(SIZE.get(b.kind, 0) for b in ctx.buildings)
    listing = ", ".join(f"{building_name(b.kind)} {SIZE.get(b.kind, 0)}" for b in ctx.buildings)
    right = f"your buildings use {actual} of {total} spaces ({listing})"
    line = item.line.number
    wrong = []
    if n_used is not None and n_used != actual:
        wrong.append(f"{n_used} spaces used")
    if n_total is not None and n_total != total:
        wrong.append(f"{n_total} spaces in all (a settlement has {total})")
    if n_free is not None and n_free != total - actual:
        wrong.append(f"{n_free} spaces free ({total - actual} are)")
    built = [b for b in ctx.buildings if b.new]
    for n in sizes:
        if not built or n != SIZE.get(built[-1].kind, 0):
            what = (f"a {building_name(built[-1].kind)} takes {SIZE.get(built[-1].kind, 0)}"
                    if built else "no building is built before this line")
            wrong.append(f"{n} spaces for the building ({what})")
    if full and actual < total:
        wrong.append("the settlement full")
    if wrong:
        so = (f", so the game does not end by your settlement ({total} spaces full)"
              if ends and actual < total else "")
        ctx.diag("dc.claim.spaces", f'"{item.line.text}": you wrote {"; ".join(wrong)}; {right}{so}',
                 line, hint="correct the figures, or leave the remark out")
    if not ends or actual >= total or wrong:
        return
    from gm_tool.games.distant_colony.rules.end import end_reasons
    try:
        others = end_reasons(ctx.state, ctx.settings)
    except Exception:  # pragma: no cover - a state the end rules cannot read: ask
        others = []
    if others or may_end(ctx):
        return
    ctx.diag("dc.claim.game_end",
             f'"{item.line.text}": not accepted \u2014 please confirm: the game does not end by '
             f"your settlement: {right}, it ends when a settlement's {total} spaces are full "
             "(or the VP pool or the colonists run out)",
             line, hint="correct the remark, or leave it out")


def may_end(ctx) -> bool:
    """The round may end the game by the colonists or the VP pool (a player near the end who
    says "game's over anyway" is not asked): the colonists left are few for the players to take,
    or the VP pool is small for what a round hands out."""
    st = getattr(ctx.state, "station", None)
    if st is None:
        return True
    players = max(1, len(ctx.players))
    left = len(st.available or ()) + sum((getattr(st, "pool", None) or {}).values())
    return left <= 2 * players or st.vp_pool <= 4 * players


_STORAGE = {"storage", "stored", "store", "stock", "capacity", "cap"}
_STORAGE_FULL = {"full", "maxed", "capped"}


def storage_claims(ctx, item: Item, tokens: list[Token], used: set[int]) -> None:
    """Read and check a claim about the player's storage on `item`'s line ("Build: Warehouse (1
    BG), I'm at 5/5 storage", "storage 5/5", "storage is full"): the resources held when the
    post is written against the storage the buildings give (Wealth needs none), as `gm status`
    shows them. The tokens read are added to `used`; a wrong claim is an error naming the right
    value."""
    from gm_tool.games.distant_colony.rules.common import capacity

    cap = capacity(ctx.settlement)
    for i, t in enumerate(tokens):
        if _word(t) not in _STORAGE or i in used:
            continue
        clause = clause_of(tokens, i)
        nums = [c for c in clause if tokens[c].kind == "num" and c not in used]
        full = [c for c in clause if _word(tokens[c]) in _STORAGE_FULL]
        wrote: tuple[int, int | None] | None = None
        if len(nums) == 2 and nums[1] == nums[0] + 2 and tokens[nums[0] + 1].value == "/":
            wrote = (int(tokens[nums[0]].value), int(tokens[nums[1]].value))
            used.update(range(nums[0], nums[1] + 1))
        elif not nums and full:
            wrote = (cap, None)
            used.update(full)
        if wrote is None:
            continue
        used.add(i)
        storage_checked(ctx, item, wrote[0], wrote[1])


def storage_checked(ctx, item: Item, held_said: int, cap_said: int | None) -> bool:
    """A storage figure the player wrote ("5/5 storage": held 5 of 5; `cap_said` None for
    "storage is full") against what they hold when the post is written and what their buildings
    store; a wrong one is an error naming the right value. True when it is right."""
    from gm_tool.games.distant_colony.rules.common import capacity, stored

    from gm_tool.games.distant_colony.rules.common import STORAGE

    held = stored(ctx.settlement)
    cap = capacity(ctx.settlement)
    # ("storage is 5/10" after the Warehouse just built: what the buildings will store)
    built = sum(STORAGE.get(b.kind, 0) for b in ctx.buildings)
    if held_said == held and cap_said in (None, cap, built):
        return True
    said = f"{held_said}/{cap_said}" if cap_said is not None else "storage full"
    ctx.diag("dc.claim.storage",
             f'"{item.line.text}": you wrote {said}; you hold {held} resources and your '
             f"buildings store {cap} ({held}/{cap}; Wealth needs no storage)",
             item.line.number, hint="correct the figure, or leave the remark out")
    return False
