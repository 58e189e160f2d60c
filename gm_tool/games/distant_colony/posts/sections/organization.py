"""Organization: moves ("Skilled from Colony Center to Rare Harvester", "Colony Center ->
housing: Unskilled"), and a phase whose played effect is borrowed ("also take the Build
played effect").

docs/posts.md has the examples."""

from __future__ import annotations

from gm_tool.core.reading.sections import EMPTY, OK, Item
from gm_tool.core.reading.tokens import Token, tokenize
from gm_tool.games.distant_colony.posts.context import PostContext
from gm_tool.games.distant_colony.posts.phrases import says_nothing
from gm_tool.games.distant_colony.posts.vocabulary import colonist_word, phase_word
from gm_tool.games.distant_colony.vocab import PHASE_NAMES

HINT = "e.g. 'Organization: Skilled from Colony Center to Rare Harvester'"


_BORROW = frozenset({"take", "takes", "taking", "use", "using", "borrow", "borrowing", "borrowed",
                     "choose", "chose", "choosing", "pick", "picked", "played", "effect", "bonus",
                     "get", "gets", "want", "wants", "copy", "copying", "claim", "claims",
                     "instead"})
_BORROW_FILLER = _BORROW | {"also", "the", "phase", "phase's", "i", "as", "my", "second", "choice",
                            "first", "player"}


def borrowed_phase(tokens: list[Token], used: set[int] | None = None) -> str | None:
    """The phase whose played effect an Organization line borrows ("also take the Build played
    effect", "Production bonus"), or None; its words are added to `used`."""
    found = None
    for k, t in enumerate(tokens):
        if t.kind != "word":
            continue
        phase = phase_word(t.word)
        if not phase or phase == "organization" or phase not in PHASE_NAMES:
            continue
        window = range(max(0, k - 4), min(len(tokens), k + 4))
        if not {tokens[j].word for j in window} & _BORROW:
            continue
        found = phase
        if used is not None:
            used.add(k)
            used.update(j for j in window if tokens[j].word in _BORROW_FILLER)
    return found


def has_moves(tokens: list[Token]) -> bool:
    """The line names a colonist (a move), not only a borrowed effect."""
    return any(colonist_word(t.text) for t in tokens if t.kind == "word")


def read(ctx: PostContext, item: Item) -> str:
    tokens = tokenize(item.text)
    if says_nothing(tokens):  # "none", "nothing", "-"
        return OK if tokens else EMPTY
    used: set[int] = set()
    understood = False
    phase = borrowed_phase(tokens, used)
    if phase is not None:
        ctx.orders.borrowed_phase = phase
        ctx.field_lines["borrowed_phase"] = item.line.number
        understood = True
    moves = ctx.moves(tokens, 0, len(tokens), item, used)
    if moves:
        understood = True
        ctx.orders.moves.extend(moves)
        ctx.wrote("moves", item)
    if not understood and any(d.line == item.line.number and d.code in ("dc.post.incomplete_move",
                                                                        "dc.post.no_such_building")
                              for d in ctx.diags):
        understood = True
    ctx.mark_punct(tokens, used)
    ctx.mark_words(tokens, used, {"move", "moves", "moved", "moving", "from", "to", "into",
                                  "swap", "first", "player", "gain", "take", "keep", "reassign",
                                  "shift", "transfer", "transferred", "goes", "go", "send",
                                  "sent", "staff", "unstaff"})
    return ctx.leftover(item, tokens, used, understood)
