"""Organization: what the moves come to, said after them with "so" ("I swap the Skilled in
housing with the Unskilled in the Colony Center, so the Unskilled goes to housing and the CC
makes 2 Wealth from now on").

Each part of the "so" clause must be a move the line has just made, said again ("the Unskilled
goes to housing"), or what the Colony Center makes with its new staff ("the CC makes 2 Wealth"):
the first is checked against the moves read, the second against the rules' output for the
colonist now in the Colony Center. A clause with any other part is left on the line, unread
(the post is then asked about, never accepted half-read)."""

from __future__ import annotations

import re

from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading.sections import Item, short
from gm_tool.core.kit.reading.tokens import tokenize
from gm_tool.games.distant_colony.actions import HOUSING, Move
from gm_tool.games.distant_colony.posts.context import PostContext
from gm_tool.games.distant_colony.posts.vocabulary import housing_at
from gm_tool.games.distant_colony.rules.names import COLONIST_NAMES, RESOURCE_NAMES
from gm_tool.games.distant_colony.rules.production import COLONY_CENTER_ITEMS

# ", so the Unskilled goes to housing and the CC makes 2 Wealth from now on." (to the end of
# its sentence)
_SO_TAIL = compile_later(r"(?i)\s*[,;\u2013\u2014-]\s*(?:and\s+)?so\s+(?:that\s+)?(?P<tail>[^.;!?()]{4,200}?)"
                         r"\s*(?P<end>[.;!?]|$)")
_PART_SPLIT = compile_later(r"(?i)\s*(?:,\s*(?:and\s+)?|\band\s+(?:then\s+)?)")
_COLONIST = r"(?P<col>unskilled|skilled|expert|criminal|soldier|officer)s?"
_MOVED_AGAIN = compile_later(r"(?i)^(?:the|my|its|their|that|this|our)?\s*(?:new\s+|old\s+)?" + _COLONIST
                             + r"(?:\s+(?:guy|one|worker))?\s+(?:now\s+|then\s+)?(?:goes|go|moves|move|ends\s+up|is|"
                             r"sits|returns|heads|drops|lands|gets\s+moved|is\s+moved|will\s+be|works)\s+"
                             r"(?:back\s+)?(?:(?:in)?to|in|on|at)\s+(?P<place>[^\W\d_][\w\s#]{1,40}?)\s*$")
_CC_MAKES = compile_later(r"(?i)^(?:the\s+|my\s+|our\s+)?(?:colony\s+cent(?:er|re)|cc)\s+(?:now\s+|then\s+)?"
                          r"(?:makes|produces|gives|yields|earns|will\s+(?:make|produce|give|earn|yield)|"
                          r"should\s+(?:make|produce|give))\s+(?P<n>\d{1,2})\s*(?P<res>wealth|w|vp|victory\s+points?)\b"
                          r"(?:\s+(?:from\s+now\s+on|now|instead|(?:from\s+)?next\s+(?:round|time|production)|"
                          r"(?:each|per|every|a)\s+round|going\s+forward))?\s*$")


def so_tail(item: Item) -> tuple[Item, list[re.Match[str]]]:
    """The line without a "so" clause whose every part says what the moves come to, and those
    parts (checked by `check_so_tail` once the moves are read); the line as it is otherwise."""
    text = item.text
    m = _SO_TAIL.search(text) if "so" in text.lower() and len(text) < 2000 else None
    if m is None or not text[:m.start()].strip():
        return item, []
    parts = [p for p in _PART_SPLIT.split(m.group("tail")) if p.strip()]
    found = [_MOVED_AGAIN.match(p.strip()) or _CC_MAKES.match(p.strip()) for p in parts]
    if not found or any(f is None for f in found):
        return item, []
    rest = (text[:m.start()] + ("." if m.group("end") and m.group("end") != ";" else "") + " "
            + text[m.end():]).strip()
    return item.with_text(rest, item.subsection), [f for f in found if f is not None]


def check_so_tail(ctx: PostContext, item: Item, parts: list[re.Match[str]], moves: list[Move]) -> None:
    """Each part of the "so" clause against the moves read and the Colony Center's new staff."""
    for part in parts:
        said = short(part.group(0).strip())
        if "col" in part.re.groupindex:
            colonist = part.group("col").lower()
            dest = _place(ctx, item, part.group("place"), colonist)
            if not any(m.colonist == colonist and (dest is None or m.dest == dest) for m in moves):
                name = COLONIST_NAMES.get(colonist, colonist)
                ctx.diag("dc.post.please_confirm", f'"{said}": no move on the line takes '
                         f"{'an' if name[0] in 'AEIOUaeiou' else 'a'} {name} there: which move is meant?",
                         item.line.number, hint="write each move, e.g. 'Unskilled from Colony Center "
                                                "to housing'")
                continue
        else:
            _check_cc(ctx, item, part, said)
            continue
        ctx.info("dc.post.remark", f'"{said}": what the moves come to, read as a remark',
                 item.line.number)


def _place(ctx: PostContext, item: Item, text: str, colonist: str):
    tokens = tokenize(text)
    k = 0
    while k < len(tokens) and tokens[k].word in ("the", "my", "our", "temporary", "temp"):
        k += 1
    if housing_at(tokens, 0) is not None or (k < len(tokens) and housing_at(tokens, k) is not None):
        return HOUSING
    found = ctx.place_at(tokens, 0, item, set(), purpose="dest", colonist=colonist)
    return found[0] if found is not None else None


def _check_cc(ctx: PostContext, item: Item, part: re.Match[str], said: str) -> None:
    center = next((b for b in ctx.buildings if b.kind == "colony_center"), None)
    staff = center.staff[0] if center is not None and center.staff else None
    makes = dict(COLONY_CENTER_ITEMS.get(staff, ())) if staff else {}
    res = part.group("res").lower()
    key = "vp" if res.startswith(("vp", "victory")) else "wealth"
    written = int(part.group("n"))
    if makes.get(key, 0) == written and len(makes) == 1:
        ctx.info("dc.post.remark", f'"{said}": what the Colony Center makes now, checked, read as a '
                 "remark", item.line.number)
        return
    right = ", ".join(f"{v} {RESOURCE_NAMES.get(k, 'VP' if k == 'vp' else k.title())}"
                      for k, v in makes.items()) or "nothing"
    who = f"its {COLONIST_NAMES.get(staff, staff)}" if staff else "no staff"
    ctx.diag("dc.post.wrong_figure", f'"{said}": with {who} the Colony Center makes {right}, '
             f"not {written} {'VP' if key == 'vp' else 'Wealth'}", item.line.number,
             hint="correct the figure, or leave it out")
