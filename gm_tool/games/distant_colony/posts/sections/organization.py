"""Organization: moves ("Skilled from Colony Center to Rare Harvester", "Colony Center ->
housing: Unskilled"), and a phase whose played effect is borrowed ("also take the Build
played effect").

docs/reading.md has the examples."""

from __future__ import annotations

import re

from gm_tool.core.kit.matching import fold
from gm_tool.core.kit.patterns import compile_later

from gm_tool.core.kit.reading.sections import EMPTY, OK, PARTIAL, Item, short
from gm_tool.core.kit.reading.tokens import Token, tokenize
from gm_tool.games.distant_colony.actions import HOUSING, Move
from gm_tool.games.distant_colony.posts.context import PostContext
from gm_tool.games.distant_colony.posts.phrases import colonist_term, says_nothing
from gm_tool.games.distant_colony.posts.possessive import possessive_places
from gm_tool.games.distant_colony.posts.sections.org_after import check_so_tail, so_tail
from gm_tool.games.distant_colony.posts.vocabulary import COLONISTS_ANY, colonist_word, phase_word
from gm_tool.games.distant_colony.rules.names import COLONIST_NAMES, PHASE_NAMES

HINT = "e.g. 'Organization: Skilled from Colony Center to Rare Harvester'"


_BORROW = frozenset({"take", "takes", "taking", "use", "using", "borrow", "borrowing", "borrowed",
                     "choose", "chose", "choosing", "pick", "picked", "played", "effect", "bonus",
                     "get", "gets", "want", "wants", "copy", "copying", "claim", "claims",
                     "instead"})
_BORROW_FILLER = _BORROW | {"also", "the", "phase", "phase's", "i", "as", "my", "second", "choice",
                            "first", "player", "org", "organization", "organisation", "for"}


def borrowed_phase(tokens: list[Token], used: set[int] | None = None) -> str | None:
    """The phase whose played effect an Organization line borrows ("also take the Build played
    effect", "Production bonus"), or None; its words are added to `used`."""
    found = None
    nearest = 99
    for k, t in enumerate(tokens):
        if t.kind != "word":
            continue
        phase = phase_word(t.word)
        if not phase and t.word.endswith(("'s", "\u2019s")):
            phase = phase_word(t.word[:-2])   # "I take Production's played effect"
        if not phase or phase == "organization" or phase not in PHASE_NAMES:
            continue
        window = range(max(0, k - 4), min(len(tokens), k + 4))
        if not {tokens[j].word for j in window} & _BORROW:
            continue
        # "I take the Production bonus, Build or Survey are worse": the phase nearest a word
        # of borrowing is the one borrowed (the last of equals, as written later)
        distance = min(abs(j - k) for j in window if tokens[j].word in _BORROW)
        if distance <= nearest:
            found, nearest = phase, distance
        if used is not None:
            used.add(k)
            used.update(j for j in window if tokens[j].word in _BORROW_FILLER)
    return found


def _borrowed_survey_figure(ctx: PostContext, item: Item, tokens: list[Token], used: set[int]
                            ) -> tuple[Item, list[Token], set[int]]:
    """"For my Org I take the Survey played effect → +2 Wealth": the borrowed effect's figure,
    checked by the Survey section (when no Survey line says it), out of the line."""
    found = re.search(r"(?i)(?:->|\u2192|=>|[:=])\s*(\+\s?\d{1,2}\s*(?:wealth|w)\b)", item.text)
    if found is None or any(c.section == "survey" for c in ctx.claims):
        return item, tokens, used
    from gm_tool.games.distant_colony.posts.sections import survey

    survey.read(ctx, Item(item.line, found.group(1), None, item.after_last_header, False, "survey"))
    item = item.with_text(item.text[:found.start()] + " " + item.text[found.end():], item.subsection)
    tokens = tokenize(item.text)
    used = set()
    borrowed_phase(tokens, used)
    return item, tokens, used


# "I take the Build played effect → Warehouse", "... played effect: building a Farm w/ the Skilled"
_BUILT_AFTER = compile_later(r"(?i)(?:->|\u2192|=>|:)\s*(?:(?:i\s+)?build(?:ing|s)?\s+)?(?:an?\s+|the\s+|my\s+)?"
                             r"(?P<what>[^\W\d_][^;.]{0,80}?)\s*(?=[;.]|$)")


def _borrowed_build(ctx: PostContext, item: Item, tokens: list[Token], used: set[int]
                    ) -> tuple[Item, list[Token], set[int]]:
    """"no moves, I take the Build played effect → Warehouse": the building the borrowed Build
    effect builds, read by the Build section, out of the line (never a move to it)."""
    found = _BUILT_AFTER.search(item.text)
    what = tokenize(found.group("what")) if found is not None else []
    from gm_tool.games.distant_colony.posts.vocabulary import building_at

    if not what or what[0].kind != "word" or building_at(what, 0, fuzzy=False) is None:
        return item, tokens, used
    from gm_tool.games.distant_colony.posts.sections import build

    build.read(ctx, Item(item.line, found.group("what"), None, item.after_last_header, False, "build"))
    item = item.with_text(item.text[:found.start()] + " " + item.text[found.end():], item.subsection)
    tokens = tokenize(item.text)
    used = set()
    borrowed_phase(tokens, used)
    return item, tokens, used


_SWAP = frozenset({"swap", "swaps", "swapped", "swapping", "switch", "switched", "switching",
                   "exchange", "exchanged", "exchanging", "trade", "traded", "trading"})
_AT = frozenset({"in", "on", "at", "from", "of", "inside"})


_SWAP_ARROW = compile_later(r"\s*(?:<-+>|<=+>|\u2194|\u21c4|\u21c6|\u27f7|\u21d4)\s*")
_WHERE = compile_later(r"\b((?:unskilled|skilled|expert|criminal|soldier|officer)s?)\s*\(([^()]+)\)",
                       re.IGNORECASE)


def _swap_words(text: str) -> str:
    """"Skilled (Harvester) <-> Unskilled (Colony Center)": the swap in words ("swap Skilled
    from Harvester with Unskilled from Colony Center"), one arrow a line."""
    if len(_SWAP_ARROW.findall(text)) != 1:
        return text
    text = _WHERE.sub(r"\1 from \2", text)
    return "swap " + _SWAP_ARROW.sub(" with ", text).strip()


def _swap(ctx: PostContext, tokens: list[Token], item: Item, used: set[int]) -> list | None:
    """"swap the Expert in Temporary Housing with the Skilled in the Goods Factory", "swap the
    Unskilled on Farm #11 with one of the Skilled": two moves, each colonist to the other's
    place. None when the line is no swap."""
    verb = next((k for k, t in enumerate(tokens) if t.word in _SWAP), None)
    if verb is None:
        return None
    split = next((k for k in range(verb + 1, len(tokens)) if tokens[k].word in ("with", "for")),
                 None)
    if split is None:
        return None
    sides = []
    for a, b in ((verb + 1, split), (split + 1, len(tokens))):
        colonist, place, given = None, None, False
        k = a
        while k < b:
            if colonist is None:
                _, kind, end = colonist_term(tokens, k)
                if kind is not None and kind != COLONISTS_ANY:
                    colonist = kind
                    used.update(range(k, end))
                    k = end
                    continue
            if tokens[k].word in _AT and colonist is not None and not given:
                found = ctx.place_at(tokens, k + 1, item, used, purpose="source",
                                     colonist=colonist)
                if found is not None:
                    used.add(k)
                    place, given = found[0], True
                    k = found[1]
                    continue
            if tokens[k].word in ("the", "one", "of", "a", "an", "my"):
                used.add(k)
            k += 1
        if colonist is None:
            return None
        sides.append((colonist, place, given))
    (c1, p1, g1), (c2, p2, g2) = sides
    if not g1:
        p1 = ctx.infer_source(c1, item, exclude=p2 if isinstance(p2, int) else None)
    if not g2:
        having = [b.id for b in ctx.buildings if c2 in b.staff and b.id != p1]
        if c2 in ctx.housing and p1 != HOUSING:
            having.insert(0, HOUSING)
        if len(having) != 1:
            ctx.diag("dc.post.incomplete_move",
                     f'"{item.line.text}": which {COLONIST_NAMES[c2]} is swapped? '
                     + ("none is left to swap" if not having else
                        "there is one in " + ", ".join("Temporary Housing" if h == HOUSING else
                                                        f"#{h}" for h in having)),
                     item.line.number, hint="name its place, e.g. 'with the Skilled in Farm #7'")
            used.update(range(len(tokens)))
            return []
        p2 = having[0]
    if p1 is None or p2 is None:
        return []
    used.add(verb)
    used.add(split)
    out = [Move(c1, p1, p2), Move(c2, p2, p1)]
    ctx.take_from(p1, c1)
    ctx.take_from(p2, c2)
    ctx.put(p2, c1)
    ctx.put(p1, c2)
    return out


# "to the Colony Center (its Unskilled goes to housing)": a move into a building, and in a
# remark the colonist it displaces, moved out of that building
_DISPLACED = compile_later(
    r"((?:\bto|\binto|->|\u2192)\s+(?:the\s+|my\s+)?((?:(?!\bfrom\b|\bto\b|->|\u2192)[^,;()]){2,60}?))\s*\(\s*"
    r"(?:(?:bumping|kicking|sending|moving|pushing)\s+(?:out\s+)?)?(?:(?:its|their|the|whose)\s+)?"
    r"((?:unskilled|skilled|expert|criminal|soldier|officer)s?)(?:\s+(?:there|in\s+it|inside))?"
    r"\s+(?:(?:then\s+)?(?:goes|moves|go|move|returns?|heads?|drops?|is\s+moved|gets\s+moved|"
    r"is\s+sent|out)\s+)?(?:back\s+)?(?:to\s+|into\s+|(?:->|\u2192)\s*)([^()]{3,60})\)", re.IGNORECASE)

# the same after a comma, no brackets: "Expert from housing to the Colony Center, its Unskilled
# goes to housing"
_DISPLACED_COMMA = compile_later(
    r"((?:\bto|\binto|->|\u2192)\s+(?:the\s+|my\s+)?((?:(?!\bfrom\b|\bto\b|->|\u2192)[^,;()]){2,60}?))\s*[,;]\s*(?:and\s+)?"
    r"(?:(?:bumping|kicking|sending|moving|pushing)\s+(?:out\s+)?)?(?:its|their|whose)\s+"
    r"((?:unskilled|skilled|expert|criminal|soldier|officer)s?)(?:\s+(?:there|in\s+it|inside))?"
    r"\s+(?:(?:then\s+)?(?:goes|moves|go|move|returns?|heads?|drops?|is\s+moved|gets\s+moved|"
    r"is\s+sent)\s+)?(?:back\s+)?(?:to\s+|into\s+|(?:->|\u2192)\s*)([^,;.()]{3,60}?)(?=\s*(?:[,;.(]|$))", re.IGNORECASE)

FIRST_PLAYER = compile_later(
    r"(?:(?:^|(?<=[,;.(])\s*|\bi\s+|\bi'?ll\s+|\band\s+)(?:take|takes|taking|get|gets|getting|gain|gains|gaining|claim|claiming|grab|"
    r"grabbing|keep|keeps|keeping|retain|retains|retaining|stay|stays|staying|remain|remains|"
    r"remaining|hold|holds|holding)\s+(?:the\s+)?(?:as\s+)?(?:(?:first|1st)[\s-]+player|fp\b)(?:\s+(?:marker|token|spot))?|\b(?:(?:first|1st)[\s-]+player|fp\b)(?:'s|\s+is)?\s+"
    r"(?:mine|to\s+me|for\s+me|goes\s+to\s+me)\b)(?:\s*\((?:i\s+)?played\s+it\)|\s*,?\s*since\s+i\s+played\s+"
    r"(?:it|org\w*))?", re.IGNORECASE)


# "Org: first player", "Organization: First Player (played it)": the claim alone
_BARE_FIRST_PLAYER = compile_later(r"^\W*(?:none\W+|nothing\W+)?(?:the\s+)?(?:(?:first|1st)[\s-]+player|fp)"
                                   r"(?:\s+(?:marker|token))?(?:\s+(?:for|to)\s+me)?\W*$", re.IGNORECASE)


# "first player (next after Beatriz, who also played it), no moves", "First player, nothing to move":
# the claim alone as the line's first clause (a reason in brackets after it), the rest after it
_LEADING_FIRST_PLAYER = compile_later(r"^\W*(?:the\s+)?(?:(?:first|1st)[\s-]+player|fp)(?:\s+(?:marker|token))?"
                                      r"(?:\s+(?:for|to)\s+me)?\s*(?:\([^()]{0,80}\))?\s*(?=[,;.]|$)", re.IGNORECASE)


# "... first player for me I think, I'm next after Ivo among us two", "(since I come right after
# Ivo)": after the First Player claim, a hedge and the reason in the order of play
_FP_REASON = compile_later(
    r"(?i)^\W*(?:(?:i\s+think|i\s+believe|i\s+guess|i\s+reckon|iirc|afaik|if\s+i'?m\s+not\s+wrong|"
    r"if\s+i\s+read\s+(?:it|the\s+rules)\s+right)\W*)?"
    r"(?:(?:since|as|because|cause|cuz|coz|bc)\s+)?(?:i'?m|i\s+am|i\s+come|i\s+sit|i\s+go|i'?m\s+the)\s+"
    r"(?:(?:the|right|directly|just|immediately)\s+)?(?:next|first|after|before|ahead|earlier|closest|"
    r"1st|2nd|second)\b[^:;=\u2192>]{0,60}$"
    r"|^\W*(?:i\s+think|i\s+believe|i\s+guess|i\s+reckon|iirc|afaik)\W*$")


def _first_player(ctx: PostContext, item: Item) -> bool:
    """The post says the player gains First Player: right when the rules give it to them;
    else an error naming who gains it. True when it is right."""
    from gm_tool.games.distant_colony.rules import organization_winner

    try:
        winner = organization_winner(ctx.state, ctx.settings)
    except Exception:  # pragma: no cover - settings without the rule: the GM decides
        return True
    if winner is not None and fold(winner) == fold(ctx.player):
        return True
    if winner is None:
        why = "nobody played Organization this round"
    else:
        rule = ("the next in line from the current first player"
                if getattr(ctx.settings, "organization_first_player", "") == "next_after_first"
                else "the first in turn order")
        why = f"{winner} gains First Player this round (of the Organization players, {rule})"
    ctx.diag("dc.post.first_player", f'"{item.line.text}": {why}', item.line.number,
             hint="leave First Player out; an Organization player who does not gain it may "
                  "take another phase's played effect")
    return False


def first_player_said(text: str) -> bool:
    """The line claims First Player ("first player for me", "Org: FP (played it)")."""
    text = text[:2000]
    return bool(FIRST_PLAYER.search(text) or _BARE_FIRST_PLAYER.match(text)
                or _LEADING_FIRST_PLAYER.match(text))


def has_moves(tokens: list[Token]) -> bool:
    """The line names a colonist (a move), not only a borrowed effect."""
    return any(colonist_word(t.text) for t in tokens if t.kind == "word")




# "the Expert replaces the Unskilled in the Colony Center (who goes back to housing)": two moves
_REPLACES = compile_later(r"\b(?:the\s+|my\s+)?((?:unskilled|skilled|expert|criminal|soldier|officer))\s+"
                          r"(?:replaces|takes\s+the\s+place\s+of|swaps\s+in\s+for)\s+(?:the\s+|my\s+)?"
                          r"((?:unskilled|skilled|expert|criminal|soldier|officer))\s+(?:in|at|on)\s+(?:the\s+|my\s+)?"
                          r"([^,;()]{2,40}?)\s*(?:[,(]\s*(?:who|which|he|she|and\s+(?:he|she|it))\s+"
                          r"(?:goes|moves|heads|returns)\s+(?:back\s+)?to\s+([^,;()]{3,40}?)\s*\)?)?\s*(?=$|[,;.])",
                          re.IGNORECASE)
# "the CC Unskilled", "my Farm #3 Skilled": a colonist named by the building before it
# "the CC unskilled", "my Farm #3 Skilled", "..., CC unskilled → farm #3": a colonist named by
# where it works
_ATTRIBUTIVE = compile_later(r"(?:\b(?:the|my)\s+|(?:^|(?<=[,;.:]))\s*(?:and\s+|then\s+)?|\b(?:and|then)\s+)((?!(?:the|my)\s)(?:(?!(?:and|then|to|from|with)\b)[^\W\d_][\w]*\s+){0,2}[^\W\d_][\w]*(?:\s*#\s*\d{1,3})?)\s+"
                             r"((?:unskilled|skilled|expert|criminal|soldier|officer)s?)\b", re.IGNORECASE)


def _replaces(text: str) -> str:
    def two(m: re.Match[str]) -> str:
        where = m.group(3).strip()
        return f"{m.group(1)} to {where}, {m.group(2)} from {where} to {(m.group(4) or 'housing').strip()}"
    return _REPLACES.sub(two, text)


def _attributive(text: str) -> str:
    from gm_tool.games.distant_colony.posts.vocabulary import building_at

    def place(m: re.Match[str]) -> str:
        tokens = tokenize(m.group(1))
        hit = building_at(tokens, 0, fuzzy=False)
        if hit is None or building_number_at_end(tokens, hit.end) != len(tokens):
            return m.group(0)
        lead = m.group(0)[:m.start(1) - m.start()]
        # ("..., and CC unskilled to farm #3": the joiner stays; "the"/"my" go with the name)
        lead = "" if re.match(r"(?i)\s*(?:the|my)\s", lead) else lead
        return f"{lead}{m.group(2)} from {m.group(1)}"
    return _ATTRIBUTIVE.sub(place, text)


def building_number_at_end(tokens: list[Token], i: int) -> int:
    from gm_tool.games.distant_colony.posts.vocabulary import building_number_at

    return building_number_at(tokens, i)[1] if i < len(tokens) else i




# "reserved Expert → Colony Center": the colonist reserved earlier, arrived this round; a name for
# it, as "the new Unskilled" is (it stands in Temporary Housing)
_RESERVED_ONE = compile_later(r"\b(?:(?:my|the)\s+)?(?:reserved|previously\s+reserved)\s+"
                              r"(?=(?:unskilled|skilled|expert|criminal|soldier|officer)s?\b)", re.IGNORECASE)


def _moves_said_plainly(item: Item) -> Item:
    """The line with its colonists named the one way the move reader knows ("Unskilled from CC
    to housing"): a reserved colonist, one named by its building, "replaces", a swap, the
    colonist a move pushes out."""
    if "reserved" in item.text.lower() and _RESERVED_ONE.search(item.text[:2000]):
        item = item.with_text(_RESERVED_ONE.sub("the ", item.text[:2000]) + item.text[2000:],
                              item.subsection)
    if "'s" in item.text or "\u2019s" in item.text:
        item = item.with_text(possessive_places(item.text), item.subsection)
    if len(item.text) < 2000 and re.search(r"(?i)replaces|place\s+of|swaps\s+in", item.text):
        item = item.with_text(_replaces(item.text), item.subsection)
    if len(item.text) < 2000 and _ATTRIBUTIVE.search(item.text):
        item = item.with_text(_attributive(item.text), item.subsection)
    if _SWAP_ARROW.search(item.text):
        item = item.with_text(_swap_words(item.text), item.subsection)
    elif re.search(r"\b(?:swap|switch)", item.text, re.IGNORECASE) and _WHERE.search(item.text):
        # "swap Skilled (Harvester) with Unskilled (Colony Center)"
        item = item.with_text(_WHERE.sub(r"\1 from \2", item.text), item.subsection)
    if _DISPLACED.search(item.text):
        # "... to the Colony Center (its Unskilled goes to housing)": the colonist the move
        # pushes out is a move of its own, from that building
        item = item.with_text(_DISPLACED.sub(r"\1, \3 from \2 to \4", item.text),
                              item.subsection)
    elif _DISPLACED_COMMA.search(item.text[:2000]):
        item = item.with_text(_DISPLACED_COMMA.sub(r"\1, \3 from \2 to \4", item.text[:2000])
                              + item.text[2000:], item.subsection)
    return item


# ", I want the Skilled free for the University later", "- so the Expert is free for the Lab next
# round": after the moves, a plan for a later round (no figure, no move in it): a remark
_PLAN_LATER = compile_later(
    r"(?i)(?:[,;.]|\s[\u2013\u2014-]{1,2})\s*(?:(?:because|since|as|so|cause|cuz)\s+)?"
    r"(?P<plan>(?:(?:i|we)\s+)?(?:want|need|'?d\s+like|would\s+like|wanna|plan\s+to\s+have|"
    r"(?:that\s+)?(?:the|my)\s+[^\W\d_]+\s+(?:is|stays|will\s+be))\s+"
    r"(?:(?!\b(?:to|into|from|onto|swap|move)\b)[^,;.()\d:>\u2192]){0,50}?\b(?:free|available|ready|spare|open)\s+"
    r"(?:for|to\s+staff|to\s+run)\s+(?:(?!\b(?:to|into|from)\b)[^,;.()\d:>\u2192]){1,50}?\s*"
    r"\b(?:later|next\s+(?:round|turn|time)|soon|eventually|down\s+the\s+(?:line|road)|in\s+a\s+later\s+round))"
    r"\s*[.!]*\s*$")


def _plan_later_out(ctx: PostContext, item: Item) -> Item:
    """The Organization line without its closing plan for a later round, reported as a remark."""
    m = _PLAN_LATER.search(item.text[:2000]) if len(item.text) < 2000 else None
    if m is None or not item.text[:m.start()].strip():
        return item
    ctx.info("dc.post.remark", f'"{m.group("plan").strip()}": a plan for a later round, read as a remark',
             item.line.number)
    return item.with_text(item.text[:m.start()], item.subsection)


def read(ctx: PostContext, item: Item) -> str:
    item = _plan_later_out(ctx, item)
    item = _moves_said_plainly(item)
    item = _be_first_player(item)
    tokens = tokenize(item.text)
    if says_nothing(tokens) or none_then_why(item.text):  # "none", "nothing", "-", "none, all full"
        return OK if tokens else EMPTY
    if taken_back_to_none(item.text):
        # "Skilled from housing to ... nah, no slot. none": a move begun, taken back, and none
        ctx.info("dc.post.remark", f'"{short(item.text.strip())}": a move begun and taken back; '
                 "read as no move", item.line.number)
        return OK
    item, after = so_tail(_others_first_player(ctx, item))
    tokens = tokenize(item.text)
    if not tokens:
        return OK
    used: set[int] = set()
    understood = False
    fp = FIRST_PLAYER.search(item.text) or _BARE_FIRST_PLAYER.match(item.text) \
        or _LEADING_FIRST_PLAYER.match(item.text[:2000]) or _TRAILING_FIRST_PLAYER.search(item.text[:2000])
    if fp is not None:
        # "I take first player (played it)", "gain First Player": no order, a figure of the
        # round: checked against who gains it
        understood = _first_player(ctx, item)
        if understood:
            ctx.field_lines.setdefault("first_player", item.line.number)   # (the reply's "Read as")
        item = item.with_text((item.text[:fp.start()] + " " + item.text[fp.end():]).strip(" ,;."),
                              item.subsection)
        tokens = tokenize(item.text)
        if not tokens:
            return OK if understood else PARTIAL
        if len(item.text) < 300 and _FP_REASON.match(item.text) and not has_moves(tokens) \
                and not re.search(r"\d|\b(?:effect|bonus|played)\b", item.text, re.IGNORECASE):
            # "first player for me I think, I'm next after Ivo among us two": the claim (checked
            # above) with a hedge and why, in the order of play: a remark
            ctx.info("dc.post.remark", f'"{short(item.text.strip())}": why First Player is '
                     "yours, read as a remark", item.line.number)
            return OK if understood else PARTIAL
    phase = borrowed_phase(tokens, used)
    if phase is not None:
        ctx.orders.borrowed_phase = phase
        ctx.field_lines["borrowed_phase"] = item.line.number
        understood = True
        at = next((k for k, t in enumerate(tokens) if k not in used and t.kind == "word"
                   and t.word in ("contract", "contracting", "contracts")), None)
        if phase == "trade" and at is not None:
            # "For my Org I take the Trade played effect \u2192 contract 1 Basic Raw": the borrowed
            # effect's own order, read by the Trade section
            from gm_tool.games.distant_colony.posts.sections import trade

            # the contract's clause only: the moves may follow after ";" ("→ contract 1
            # Machine; Skilled from housing to the Colony Center")
            found = re.search(r"\bcontract(?:ing|s)?\b[^;]*", item.text, re.IGNORECASE)
            if found is not None:
                trade.read(ctx, Item(item.line, found.group(0), None,
                                     item.after_last_header, False, "trade"))
            end = next((k for k in range(at, len(tokens)) if tokens[k].kind == "punct"
                        and tokens[k].value == ";"), len(tokens))
            used.update(range(at, end))
            used.update(k for k in range(at) if tokens[k].kind == "arrow")
        if phase in ("survey", "build"):
            item, tokens, used = (_borrowed_survey_figure if phase == "survey" else _borrowed_build)(
                ctx, item, tokens, used)
        at = next((k for k, t in enumerate(tokens) if k not in used and t.kind == "word"
                   and t.word in ("reserve", "reserving", "reserves")), None)
        if phase == "colonization" and at is not None:
            # "For my Org I take the Colonization played effect → reserve an Expert": the
            # borrowed effect's own order, read by the Colonization section
            from gm_tool.games.distant_colony.posts.sections import colonization

            found = re.search(r"\breserv(?:e|es|ing)\b[^;,.]*", item.text, re.IGNORECASE)
            if found is not None:
                colonization.read(ctx, Item(item.line, found.group(0), None,
                                            item.after_last_header, False, "colonization"))
                # the clause is taken out of the line: its colonist is no move
                used.update(k for k in range(at) if tokens[k].kind == "arrow")
                item = item.with_text(item.text[:found.start()] + " " + item.text[found.end():],
                                      item.subsection)
                tokens = tokenize(item.text)
                used = {k for k in used if k < at}
    moves = _swap(ctx, tokens, item, used)
    if moves is None:
        moves = ctx.moves(tokens, 0, len(tokens), item, used)
    if moves:
        understood = True
        ctx.orders.moves.extend(moves)
        ctx.wrote("moves", item)
    elif tokens and all(k in used or tokens[k].kind == "punct" for k in range(len(tokens))):
        understood = True   # "new guy stays in housing, no free slot": no move, and why
    check_so_tail(ctx, item, after, moves or [])   # (a "so" clause after the moves, if any)
    if not understood and any(d.line == item.line.number and d.code in ("dc.post.incomplete_move", "dc.post.please_confirm",
                                                                        "dc.post.no_such_building")
                              for d in ctx.diags):
        understood = True
    ctx.mark_punct(tokens, used)
    ctx.mark_words(tokens, used, {"move", "moves", "moved", "moving", "from", "to", "into",
                                  "swap", "first", "player", "gain", "take", "keep", "reassign",
                                  "shift", "transfer", "transferred", "goes", "go", "send",
                                  "sent", "staff", "unstaff"})
    return ctx.leftover(item, tokens, used, understood)


# "nothing to move, every building is full, so the new Expert waits in housing": "none" first,
# then why, with no move in it (no "to"/"into"/arrow, no swap, no move verb)
_A_MOVE = compile_later(r"(?i)\b(?:to|into|onto|swap\w*|switch\w*|mov(?:e|es|ed|ing)|put\w*|send\w*|"
                        r"shift\w*|transfer\w*|except|but|also|and\s+then|"
                        # what Organization also gives: a played effect taken, First Player
                        r"tak\w*|took|play\w*|effect|bonus|borrow\w*|keep\w*|kept|gain\w*|get\w*|"
                        r"grab\w*|first|1st|fp)\b|"
                        r"->|\u2192|>|\d")


def none_then_why(text: str) -> bool:
    """An Organization line that says "none" in its first clause and only why after it ("nothing
    to move, every building is full, so the new Expert waits in housing", "no moves - all full,
    the new guy stays put"): no move in the rest, so nothing moves."""
    if len(text) > 400:
        return False
    parts = re.split(r"\s*(?:[,;:.!]|\s[\u2013\u2014-]{1,2})\s+", text.strip(), maxsplit=1)
    if len(parts) != 2 or not parts[1].strip():
        return False
    first = parts[0].strip(" .!")
    return (says_nothing(tokenize(first)) or bool(_NONE_FIRST.match(first))) \
        and not _A_MOVE.search(_NO_PLACE.sub(" ", parts[1]))


# "the Criminal has no place to work", "nowhere to put him", "no room for the Expert to go": why
# nothing moves; its "to" is no move
_NO_PLACE = compile_later(r"(?i)\b(?:no|nowhere|not\s+any|isn'?t\s+any|any)\s+(?:\w+\s+)?(?:place|room|slot|space|"
                          r"spot|job|work|where)?\s*(?:for\s+(?:\w+\s+){1,2})?to\s+(?:work|go|put|send|move|"
                          r"staff|be|live|stay|sit)\b(?:\s+(?:him|her|them|it))?")
# "... nah", "never mind", "scratch that": what came before it is taken back
_TAKE_BACK = compile_later(r"(?i)(?:\.{2,}|\u2026|[,;])?\s*\b(?:nah|nope|never\s*mind|nvm|scratch\s+that|"
                           r"actually\s+no|wait\s+no|no\s+wait|forget\s+(?:it|that))\b")


def taken_back_to_none(text: str) -> bool:
    """An Organization line that begins a move, takes it back ("nah", "never mind") and ends on
    "none" with no move after the take-back ("Skilled from housing to ... nah, no slot. none")."""
    if len(text) > 400:
        return False
    found = list(_TAKE_BACK.finditer(text))
    if not found:
        return False
    after = text[found[-1].end():].strip(" ,;.!")
    last = re.split(r"\s*[,;.!]\s*", after)[-1].strip() if after else ""
    if not last or not (says_nothing(tokenize(last)) or _NONE_FIRST.match(last)):
        return False
    return not _A_MOVE.search(_NO_PLACE.sub(" ", after[:len(after) - len(last)]))


_NONE_FIRST = compile_later(r"(?i)^(?:none|nothing(?:\s+to\s+(?:move|do|change|org\w*))?|"
                            r"no\s+(?:moves?|changes?|org\w*(?:\s+moves?)?)(?:\s+needed)?)$")


# "Yuki is next in line so she gets first player": First Player said to go to another player
_FP_WORDS = compile_later(r"(?i)\b(?:(?:first|1st)[\s-]+player|fp)\b")
_OWN_WORDS = compile_later(r"(?i)\b(?:i|me|my|mine|i'?m|i'?ll)\b|->|\u2192|\d")


def _others_first_player(ctx: PostContext, item: Item) -> Item:
    """The line without a clause (up to ";" or ".") that says First Player goes to another
    player, named ("Yuki is next in line so she gets first player"): right, a remark; wrong, an
    error naming who gains it (the clause is taken out either way)."""
    from gm_tool.games.distant_colony.rules import organization_winner

    if len(item.text) > 600 or not _FP_WORDS.search(item.text):
        return item
    clauses = re.split(r"(?<=[;.])\s*", item.text)
    others = [p for p in ctx.players if fold(p) != fold(ctx.player)]
    kept = []
    for clause in clauses:
        named = [p for p in others if re.search(rf"(?i)\b{re.escape(p)}\b", clause)]
        if len(named) != 1 or not _FP_WORDS.search(clause) or _OWN_WORDS.search(clause):
            kept.append(clause)
            continue
        try:
            winner = organization_winner(ctx.state, ctx.settings)
        except Exception:  # pragma: no cover - settings without the rule: the GM decides
            kept.append(clause)
            continue
        said = clause.strip(" ;.")
        if winner is not None and fold(winner) == fold(named[0]):
            ctx.info("dc.post.remark", f'"{short(said)}": who gains First Player, read as a remark',
                     item.line.number)
        else:
            ctx.diag("dc.post.first_player", f'"{short(said)}": '
                     + (f"{winner} gains First Player this round" if winner else
                        "nobody played Organization this round"), item.line.number,
                     hint="correct who gains First Player, or leave it out")
    if len(kept) == len(clauses):
        return item
    return item.with_text(" ".join(kept).strip(" ;."), item.subsection)


# "skilled to CC (U to housing), first player", "... to the Farm; FP": the claim alone as the line's
# last clause, after the moves (checked, never dropped)
_TRAILING_FIRST_PLAYER = compile_later(r"(?i)(?:[,;]\s*(?:and\s+|also\s+|plus\s+|\+\s*)?|\s+(?:and|plus|\+)\s+(?:also\s+)?)"
                                       r"(?:the\s+)?(?:(?:first|1st)[\s-]+player|fp)"
                                       r"(?:\s+(?:marker|token))?(?:\s+(?:for|to)\s+me)?\s*[.!]?\s*$")


# "I am first player now", "I'm the new FP", "that makes me first player", "I become first player
# this round": the player says they gain First Player with "be" (a claim, checked as "I take first
# player" is; what follows it on the line is read as after that)
_BE_FIRST_PLAYER = compile_later(
    r"(?i)(?P<lead>^\W*|(?<=[,;.(])\s*|\band\s+|\bso\s+)(?:(?:(?:that|this|which|it)\s+makes\s+me|"
    r"i\s*(?:'?m|\s+am|\s+will\s+be|'?ll\s+be|\s+become|\s+get\s+to\s+be)|me)\s+)?"
    r"(?:now\s+|then\s+)?"
    r"(?:the\s+)?(?:new\s+)?(?:(?:first|1st)[\s-]+player|fp\b)(?:\s+(?:marker|token|spot))?"
    r"(?:\s+(?:now|then|this\s+(?:round|turn)|from\s+now\s+on|next\s+round))?(?=\s*(?:[,;.!(]|$))")


def _be_first_player(item: Item) -> Item:
    """The line with First Player said with "be" ("I am first player now") written as the claim
    the reader knows ("I take first player"), checked as it is."""
    if len(item.text) >= 600 or not _BE_FIRST_PLAYER.search(item.text):
        return item
    return item.with_text(_BE_FIRST_PLAYER.sub(r"\g<lead>I take first player", item.text), item.subsection)
