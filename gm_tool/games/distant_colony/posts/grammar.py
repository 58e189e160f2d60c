"""A Distant Colony turn post -> TurnOrders + claims + diagnostics.

The accepted syntax is described, with examples, in docs/posts.md. In short: the turn is the run
of lines from the first section header ("Survey:", "Colonisation:", "Build:", "Production:",
"Farms:"..., "Trade:", "Organization:", "Player Trade:", "Discard:", "Net:") to the last line that
belongs to the last section; chatter before and after is ignored; inside the turn every line is
either understood or reported. The state resolves references ("Farm #2", "Skilled from Colony
Center", a building built earlier in the same post).
"""

from __future__ import annotations

import copy
import difflib
import re
from dataclasses import dataclass, field, fields
from typing import Any, Callable

from gm_tool.core.diagnostics import Diagnostic, Severity
from gm_tool.core.forum_text import Line, scan
from gm_tool.core.matching import fold
from gm_tool.games.distant_colony.actions import (HOUSING, BuildOrder, Move, Place, PlayerTrade,
                                                  ProductionStep, TradeOrder, TurnOrders)
from gm_tool.games.distant_colony.catalogue import building_name, buildings
from gm_tool.games.distant_colony.posts.claims import (CATEGORY_SUBSECTION, SECTION_NAMES,
                                                       SUBSECTION_NAMES, Claim, total)
from gm_tool.games.distant_colony.posts.vocabulary import (COLONISTS_ANY, FILLER, NUMBER_WORDS,
                                                           BuildingMatch, Term, Token,
                                                           building_at, building_number_at,
                                                           building_suggestions, colonist_word,
                                                           housing_at, match_noun, phase_word,
                                                           signed_amount, term_at, tokenize)
from gm_tool.games.distant_colony.state import DCState, Settlement
from gm_tool.games.distant_colony.vocab import COLONIST_NAMES, PHASE_NAMES

__all__ = ["ParsedPost", "parse_post", "CODES"]

# Every diagnostic code this module emits, with its meaning (docs/posts.md lists them too).
CODES = {
    "dc.post.empty": "the post has no text",
    "dc.post.no_turn": "no section header (Survey:, Build:, ...) was found",
    "dc.post.unreadable_line": "a line inside the turn could not be understood",
    "dc.post.unknown_word": "words on an understood line that were not understood",
    "dc.post.comment": "a comment line inside the turn (Note:, PS:, (...)) was skipped",
    "dc.post.remark": "a remark in parentheses on a turn line was skipped",
    "dc.post.trailing_text": "text after the turn was taken for chatter and skipped",
    "dc.post.duplicate_section": "a section header appears more than once",
    "dc.post.misspelt_section": "a section header read through a typo",
    "dc.post.unknown_building": "a building name that matches no building",
    "dc.post.building_typo": "a building name read through a typo",
    "dc.post.no_such_building": "a building the player does not have",
    "dc.post.unknown_colonist": "a colonist type that matches none",
    "dc.post.unknown_player": "a player name that matches no player",
    "dc.post.phase_not_played": "a section for a phase that does not happen this round",
    "dc.post.incomplete_move": "a move without a destination or colonist",
    "dc.post.extra_colonist": "more colonists taken than Colonization gives",
    "dc.post.nothing_to_sell": "a Market step without a resource to sell",
    "dc.post.not_tradable": "a trade item the station does not trade",
    "dc.post.source_inferred": "a staff source the player left out, taken from the state",
    "dc.post.production_implied": "buildings not named in Production that run after the named ones",
    "dc.post.duplicate_step": "a building named twice in Production",
    "dc.post.too_long": "a post of more than 500 lines; the rest is not read",
    "dc.post.internal_error": "a bug in the reader (reported instead of raised)",
}

_SECTION_PHRASES = {
    "survey": "survey", "surveys": "survey", "surveying": "survey",
    "colonisation": "colonization", "colonization": "colonization", "colonise": "colonization",
    "colonize": "colonization", "colonisations": "colonization", "colonizations": "colonization",
    "colonists arriving": "colonization", "colonist": "colonization", "colonists": "colonization",
    "build": "build", "builds": "build", "building": "build", "buildings": "build",
    "construction": "build", "construct": "build", "built": "build", "new building": "build",
    "new buildings": "build",
    "production": "production", "produce": "production", "prod": "production",
    "producing": "production", "productions": "production",
    "trade": "trade", "trades": "trade", "trading": "trade", "station trade": "trade",
    "station": "trade", "trade with station": "trade", "trade with the station": "trade",
    "station trades": "trade", "trader": "trade", "traders": "trade",
    "organization": "organization", "organisation": "organization", "org": "organization",
    "organise": "organization", "organize": "organization", "reorganization": "organization",
    "reorganisation": "organization", "reorganize": "organization", "reorganise": "organization",
    "reorg": "organization", "organizations": "organization", "organisations": "organization",
    "player trade": "player_trade", "player trades": "player_trade",
    "player trading": "player_trade", "players trade": "player_trade",
    "player to player": "player_trade", "p2p": "player_trade", "private trade": "player_trade",
    "private trades": "player_trade", "trade with players": "player_trade",
    "trades with players": "player_trade", "player deals": "player_trade", "deals": "player_trade",
    "net": "net", "net change": "net", "net changes": "net", "net total": "net",
    "net result": "net", "net effect": "net", "totals": "net", "total": "net", "summary": "net",
    "overall": "net", "end result": "net", "net income": "net",
    "discard": "discard", "discards": "discard", "discarded": "discard", "overflow": "discard",
    "over capacity": "discard", "storage": "discard",
}
_SUBSECTION_PHRASES = {
    "farms": "farms", "farming": "farms", "farm buildings": "farms",
    "harvesters": "harvesters", "harvesting": "harvesters", "harvest": "harvesters",
    "factories": "factories", "factory": "factories", "manufacturing": "factories",
    "factorys": "factories", "manufacture": "factories",
    "labs": "labs", "laboratories": "labs", "science": "labs", "scientific": "labs",
    "research": "labs",
    "others": "others", "other": "others", "misc": "others", "miscellaneous": "others",
    "infrastructure": "others", "rest": "others", "other buildings": "others",
}
_HEAD_NOISE = re.compile(r"\((?:[^()]{0,60})\)|\[(?:[^\[\]]{0,60})\]")
_HEAD_SUFFIXES = ("phase", "step", "section", "effect", "effects", "results", "played",
                  "basic", "(played)")
_COMMENT_START = re.compile(r"^\s*(?:note|notes|nb|n\.b\.|ps|p\.s\.|pps|edit|edited|ooc|comment|"
                            r"comments|question|q|reminder|fyi|btw|//|#)\b\s*[:.\-]?", re.IGNORECASE)
_PHASE_OF = {"survey": "survey", "colonization": "colonization", "build": "build",
             "production": "production", "trade": "trade", "organization": "organization"}
_LIST_SECTIONS = {"build", "trade", "organization", "player_trade"}
_ORDER = ("survey", "colonization", "build", "production", "trade", "organization",
          "player_trade", "discard", "net")

OK, PARTIAL, UNREADABLE, EMPTY = "ok", "partial", "unreadable", "empty"
MAX_LINES = 500  # a turn post is a screenful; more is a paste accident


@dataclass(slots=True)
class ParsedPost:
    """What a post says: orders for the rules, claims for the checker, and every problem."""

    player: str
    orders: TurnOrders
    claims: list[Claim] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    sections: dict[str, list[int]] = field(default_factory=dict)  # section -> header line numbers
    turn_lines: tuple[int, int] | None = None                     # first and last line of the turn

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.severity is Severity.ERROR]

    @property
    def ok(self) -> bool:
        return not self.errors

    @property
    def codes(self) -> list[str]:
        return [d.code for d in self.diagnostics]

    def claims_for(self, section: str, subsection: str | None = None) -> list[Claim]:
        return [c for c in self.claims if c.section == section
                and (subsection is None or c.subsection == subsection)]

    def totals(self, section: str, subsection: str | None = None) -> dict[str, int]:
        return total(self.claims, section, subsection)


# ---------------------------------------------------------------------------------------------
# Section headers


@dataclass(frozen=True, slots=True)
class _Header:
    section: str
    subsection: str | None
    rest: str
    written: str
    misspelt: str | None = None   # the canonical phrase it was read as
    partner_hint: str | None = None


def _lookup_head(head: str) -> tuple[str, str | None] | None:
    key = fold(_HEAD_NOISE.sub(" ", head)).strip(" .-*=>#")
    key = " ".join(w for w in key.split() if w)
    words = key.split()
    while words and words[-1] in _HEAD_SUFFIXES:
        words.pop()
    while words and words[0] in ("my", "the", "phase"):
        words.pop(0)
    key = " ".join(words)
    if key in _SECTION_PHRASES:
        return _SECTION_PHRASES[key], None
    if key in _SUBSECTION_PHRASES:
        return "production", _SUBSECTION_PHRASES[key]
    return None


def _fuzzy_head(head: str) -> tuple[str, str | None, str] | None:
    key = fold(_HEAD_NOISE.sub(" ", head)).strip(" .-*=>#")
    if not key or len(key) < 4 or len(key.split()) > 2 or any(c.isdigit() for c in key):
        return None
    tokens = tokenize(key)
    if building_at(tokens, 0, fuzzy=False) is not None or match_noun(tokens, 0) is not None:
        return None  # "Farm:", "Harvester:", "Survey Station:" name buildings, "Food:" a resource
    phrases = [p for p in list(_SECTION_PHRASES) + list(_SUBSECTION_PHRASES) if len(p) >= 4]
    close = difflib.get_close_matches(key, phrases, n=1, cutoff=0.8)
    if not close:
        return None
    phrase = close[0]
    if phrase in _SECTION_PHRASES:
        return _SECTION_PHRASES[phrase], None, phrase
    return "production", _SUBSECTION_PHRASES[phrase], phrase


def _header(text: str, players: list[str]) -> _Header | None:
    """A section header at the start of `text`, or None."""
    # "Head: rest"
    colon = text.find(":")
    if 0 < colon <= 48:
        head, rest = text[:colon], text[colon + 1:].strip()
        found = _lookup_head(head)
        if found:
            return _Header(found[0], found[1], rest, head.strip())
        # "Trade with Bob: ..." is a player trade
        m = re.match(r"^\s*(?:player\s+)?trades?\s+(?:with|w/|to)\s+(.+?)\s*$", head, re.IGNORECASE)
        if m and any(fold(p) == fold(m.group(1)) for p in players):
            return _Header("player_trade", None, rest, head.strip(), partner_hint=m.group(1))
        fuzzy = _fuzzy_head(head)
        if fuzzy:
            return _Header(fuzzy[0], fuzzy[1], rest, head.strip(), misspelt=fuzzy[2])
        return None
    # "Head - rest", "Head = rest"
    m = re.match(r"^(.{1,40}?)\s+(?:-{1,2}|\u2013|\u2014|=)\s+(.*)$", text)
    if m:
        found = _lookup_head(m.group(1))
        if found:
            return _Header(found[0], found[1], m.group(2).strip(), m.group(1).strip())
    # "Head" alone, or "Head +1 Wealth" / "Head (..)"
    words = text.split()
    for n in (3, 2, 1):
        if len(words) < n:
            continue
        head = " ".join(words[:n])
        found = _lookup_head(head.rstrip(".-"))
        if not found:
            continue
        rest = " ".join(words[n:])
        if not rest or re.match(r"^[+\-\u2212(\d$]", rest):
            return _Header(found[0], found[1], rest, head)
    return None


# ---------------------------------------------------------------------------------------------
# The reader


@dataclass(slots=True)
class _VBuilding:
    id: int
    kind: str
    staff: list[str]
    new: bool = False


@dataclass(slots=True)
class _Item:
    line: Line
    text: str
    subsection: str | None
    after_last_header: bool
    is_header: bool
    section: str = ""


@dataclass(slots=True)
class _Step:
    kind: str                         # "step", "skip", "summary", "all", "none"
    line: int
    step: ProductionStep | None = None
    subsection: str | None = None
    building_id: int | None = None


def parse_post(text: Any, state: DCState, player: str, settings: Any = None) -> ParsedPost:
    """Read a turn post. Never raises on any text: problems are diagnostics.

    `state` is the state the post is written against (after the reveal: `state.phases` and
    `state.played` set); a campaign's state table (dict) is accepted too."""
    if isinstance(state, dict):
        state = DCState.from_dict(state)
    reader = _Reader(state, player, settings)
    try:
        reader.run(text)
    except Exception as exc:  # pragma: no cover - a bug; reported, never raised at a player
        reader.diag("dc.post.internal_error", f"the post could not be read completely ({exc!r})",
                    None, hint="this is a bug in gm_tool; please report it with the post")
    return reader.result()


class _Reader:
    def __init__(self, state: DCState, player: str, settings: Any):
        self.state = state
        self.settings = settings
        self.players = list(getattr(state, "players", []) or [])
        match = [p for p in self.players if fold(p) == fold(str(player))]
        self.player = match[0] if match else str(player)
        self.orders = TurnOrders(self.player)
        self.claims: list[Claim] = []
        self.diags: list[Diagnostic] = []
        self.sections: dict[str, list[int]] = {}
        self.turn_lines: tuple[int, int] | None = None
        settlement = state.settlements.get(self.player) if match else None
        if settlement is None:
            settlement = Settlement(self.player)
            self.diag("dc.post.unknown_player", f"{player!r} is not a player of this game", None,
                      hint=f"players: {', '.join(self.players)}")
        self.settlement: Settlement = settlement
        self.buildings: list[_VBuilding] = [_VBuilding(b.id, b.kind, list(b.staff))
                                            for b in settlement.buildings]
        self.housing: list[str] = list(settlement.housing)
        self.next_id = max([settlement.next_building_id] + [b.id + 1 for b in settlement.buildings])
        self.steps: list[_Step] = []
        self.played = (state.played or {}).get(self.player)

    # -- output ----------------------------------------------------------------------------

    def diag(self, code: str, message: str, line: int | None, *, hint: str | None = None,
             severity: Severity = Severity.ERROR) -> None:
        self.diags.append(Diagnostic(code, message, severity, line, None, hint))

    def warn(self, code: str, message: str, line: int | None, hint: str | None = None) -> None:
        self.diag(code, message, line, hint=hint, severity=Severity.WARNING)

    def info(self, code: str, message: str, line: int | None, hint: str | None = None) -> None:
        self.diag(code, message, line, hint=hint, severity=Severity.INFO)

    def result(self) -> ParsedPost:
        self.diags.sort(key=lambda d: (d.line if d.line is not None else 0))
        return ParsedPost(self.player, self.orders, self.claims, self.diags, self.sections,
                          self.turn_lines)

    # -- top level -------------------------------------------------------------------------

    def run(self, text: Any) -> None:
        reading = scan(text)
        self.diags.extend(reading.notes)
        lines = reading.lines
        if len(lines) > MAX_LINES:
            self.warn("dc.post.too_long", f"the post has {len(lines)} lines; only the first "
                      f"{MAX_LINES} were read", lines[MAX_LINES].number)
            lines = lines[:MAX_LINES]
        if not lines:
            if isinstance(text, (str, bytes)) and text.strip():
                self.diag("dc.post.no_turn", "no turn found: nothing is left once quoted text and "
                          "markup are removed", None,
                          hint="a turn inside [quote] is someone else's; write yours outside it")
            else:
                self.diag("dc.post.empty", "the post is empty", None,
                          hint="write the turn in the seed's format, e.g. 'Survey: +1 Wealth'")
            return
        headers: list[tuple[int, _Header]] = []
        for idx, line in enumerate(lines):
            h = _header(line.text, self.players)
            if h is None and len(line.cells) >= 2:
                # a table row or aligned columns: "| Build | Farm |", "Survey      +1 Wealth"
                found = _lookup_head(line.cells[0])
                if found:
                    h = _Header(found[0], found[1], " ".join(line.cells[1:]), line.cells[0])
            if h is not None:
                headers.append((idx, h))
        if not headers:
            self.diag("dc.post.no_turn", "no turn found: the post has no section header "
                      "such as 'Survey:', 'Build:' or 'Production:'", lines[0].number,
                      hint="start each part of the turn with its phase name and a colon")
            return
        last_header_idx = headers[-1][0]
        header_at = dict(headers)
        # Group the turn's lines into sections (in written order).
        grouped: dict[str, list[_Item]] = {}
        current: str | None = None
        subsection: str | None = None
        previous_section: str | None = None
        for idx in range(headers[0][0], len(lines)):
            line = lines[idx]
            h = header_at.get(idx)
            if h is not None:
                if h.misspelt:
                    name = (SECTION_NAMES[h.section] if not h.subsection
                            else SUBSECTION_NAMES[h.subsection])
                    self.warn("dc.post.misspelt_section",
                              f'"{line.text}": read "{h.written}" as "{name}"', line.number,
                              hint=f'did you mean "{name}"?')
                if h.subsection and current == "production":
                    subsection = h.subsection
                    items = grouped.setdefault("production", [])
                else:
                    self._note_section(h, line, previous_section)
                    current = h.section
                    subsection = h.subsection
                    items = grouped.setdefault(current, [])
                previous_section = h.section
                rest = h.rest
                if h.partner_hint and not _text_says_nothing(_without_groups(rest)):
                    rest = f"{rest} (with {h.partner_hint})"
                items.append(_Item(line, rest, subsection, False, True, current or h.section))
                continue
            assert current is not None
            grouped[current].append(_Item(line, line.text, subsection, idx > last_header_idx, False,
                                          current))
        self.turn_lines = (lines[headers[0][0]].number, lines[-1].number)
        self._check_phases(grouped)
        for section in _ORDER:
            if section in grouped:
                self._run_section(section, grouped[section])
                if section == "production":
                    self._finish_production()

    def _note_section(self, h: _Header, line: Line, previous: str | None) -> None:
        seen = self.sections.setdefault(h.section, [])
        if seen:
            adjacent = previous == h.section
            if not (adjacent and h.section in _LIST_SECTIONS):
                first = seen[0]
                message = (f'"{line.text}": the {SECTION_NAMES[h.section]} section appears again '
                           f"(first on line {first}); both are read")
                if adjacent:
                    self.warn("dc.post.duplicate_section", message, line.number)
                else:
                    self.diag("dc.post.duplicate_section", message, line.number,
                              hint="write each section once, or say which one counts")
        seen.append(line.number)

    def _check_phases(self, grouped: dict[str, list[_Item]]) -> None:
        phases = list(getattr(self.state, "phases", []) or [])
        if not phases:
            return
        for section, items in grouped.items():
            phase = _PHASE_OF.get(section)
            if phase and phase not in phases:
                first = next((i for i in items if i.is_header), items[0])
                self.warn("dc.post.phase_not_played",
                          f'"{first.line.text}": {PHASE_NAMES[phase]} does not happen this round '
                          f"(phases: {', '.join(PHASE_NAMES[p] for p in phases)})",
                          first.line.number)

    def _run_section(self, section: str, items: list[_Item]) -> None:
        parse_line: Callable[[_Item], str] = getattr(self, f"_line_{section}")

        def parse(item: _Item) -> str:
            return parse_line(self._drop_remarks(item))

        trailing = False
        previous = items[0].line.number if items else 0
        for item in items:
            if trailing:
                continue
            if not item.is_header and _is_comment(item.text):
                if item.after_last_header:
                    trailing = self._start_trailing(item)
                    continue
                self.info("dc.post.comment", f'"{item.text}": read as a comment and skipped',
                          item.line.number)
                continue
            if item.after_last_header:
                trial = self._trial(parse, item, contiguous=item.line.number <= previous + 1)
                if trial is None:
                    trailing = self._start_trailing(item)
                    continue
                previous = item.line.number
                continue
            parse(item)
            previous = item.line.number

    def _trial(self, parse: Callable[[_Item], str], item: _Item, *, contiguous: bool) -> str | None:
        """Parse a line after the last header on a copy, and keep it if it belongs to the turn:
        fully understood, or partly understood and not separated by a blank line."""
        saved = (len(self.claims), len(self.diags), len(self.steps), _copy_orders(self.orders),
                 copy.deepcopy(self.buildings), list(self.housing), self.next_id,
                 getattr(self, "_arrived", False))
        status = parse(item)
        if status == OK or (contiguous and status == PARTIAL):
            return status
        (n_claims, n_diags, n_steps, self.orders, self.buildings, self.housing, self.next_id,
         self._arrived) = saved
        del self.claims[n_claims:], self.diags[n_diags:], self.steps[n_steps:]
        return None

    def _start_trailing(self, item: _Item) -> bool:
        self.info("dc.post.trailing_text",
                  f'"{_short(item.text)}": the turn is taken to end before this line; '
                  "the rest of the post was skipped", item.line.number)
        self.turn_lines = (self.turn_lines[0], item.line.number - 1) if self.turn_lines else None
        return True

    # -- remarks in parentheses -----------------------------------------------------------------

    def _drop_remarks(self, item: _Item) -> _Item:
        """The item without its remarks in parentheses (see _remark_parts), each reported as an
        info dc.post.remark. Meaningful groups ("(Unskilled from housing)", "(-14 Wealth)",
        "(no bonus)", "(7)", "(Colony Center)") are left in place."""
        groups = _paren_groups(item.text)
        if not groups:
            return item
        section = item.section
        players = [p for p in self.players if fold(p) != fold(self.player)]
        outside = _without_groups(item.text)
        says_nothing = _text_says_nothing(outside)
        # what the line says for sure: outside the groups, and in the groups read as written
        said = " ".join([outside] + [item.text[a:b] for a, b in groups
                                     if _remark_parts(section, item.text[a + 1:b - 1], players,
                                                      False) is None])
        outside_satisfied = _signals(section, tokenize(said), players).satisfied(section)
        pieces: list[str] = []
        remarks: list[str] = []
        last = 0
        for start, end in groups:
            pieces.append(item.text[last:start])
            last = end
            inner = item.text[start + 1:end - 1]
            if says_nothing:
                kept: list[str] = []  # "none (the new guy waits in housing)": all of it a remark
            else:
                kept = _remark_parts(section, inner, players, outside_satisfied)
            if kept is None:
                pieces.append(item.text[start:end])
                continue
            dropped = [p.strip() for p in _split_parts(inner) if p.strip() and p not in kept]
            if not kept:
                remarks.append(item.text[start:end].strip())
                pieces.append(" ")
            else:
                remarks.append(", ".join(dropped))
                pieces.append("(" + ",".join(kept) + ")")
        pieces.append(item.text[last:])
        if not remarks:
            return item
        for remark in remarks:
            if remark:
                self.info("dc.post.remark", f'"{_short(remark)}": read as a remark and skipped',
                          item.line.number)
        return _Item(item.line, "".join(pieces).strip(), item.subsection, item.after_last_header,
                     item.is_header, item.section)

    # -- helpers -------------------------------------------------------------------------------

    def _leftover(self, item: _Item, tokens: list[Token], used: set[int],
                  understood: bool, extra_filler: set[str] = frozenset()) -> str:  # type: ignore[assignment]
        """Report what was not understood; return the line's status."""
        depth = 0
        unknown: list[str] = []
        for i, t in enumerate(tokens):
            if t.kind == "punct" and t.value in "([":
                depth += 1
            elif t.kind == "punct" and t.value in ")]":
                depth = max(0, depth - 1)
            if i in used:
                continue
            if t.kind == "word" and t.word not in FILLER and t.word not in extra_filler \
                    and match_noun(tokens, i) is None:
                unknown.append(t.text)
            elif t.kind == "num" and depth == 0:
                unknown.append(t.text)
        if not understood and not unknown and not any(t.kind in ("word", "num") for t in tokens):
            return EMPTY
        if not understood:
            if not tokens:
                return EMPTY
            self.diag("dc.post.unreadable_line", f'"{item.line.text}": not understood',
                      item.line.number, hint=_SECTION_HINTS.get(self._section_of(item), None))
            return UNREADABLE
        if unknown:
            self.warn("dc.post.unknown_word",
                      f'"{item.line.text}": did not understand {", ".join(repr(u) for u in unknown[:8])}',
                      item.line.number, hint="the rest of the line was read")
            return PARTIAL
        return OK

    def _section_of(self, item: _Item) -> str:
        return item.section

    def _terms(self, tokens: list[Token], used: set[int], *, kinds: tuple[str, ...] | None = None,
               start: int = 0, end: int | None = None) -> list[Term]:
        out = []
        i = start
        stop = len(tokens) if end is None else end
        while i < stop:
            if i in used:
                i += 1
                continue
            term = term_at(tokens, i)
            if term and term.end <= stop and not any(k in used for k in range(term.start, term.end)) \
                    and (kinds is None or term.kind in kinds):
                out.append(term)
                used.update(range(term.start, term.end))
                i = term.end
            else:
                i += 1
        return out

    def _claim(self, section: str, item: _Item, deltas: dict[str, int],
               subsection: str | None = None, building_id: int | None = None) -> Claim:
        claim = Claim(section, subsection, {k: v for k, v in deltas.items() if v or section == "net"},
                      item.line.number, item.line.text, building_id)
        self.claims.append(claim)
        return claim

    def _mark_words(self, tokens: list[Token], used: set[int], words: set[str]) -> bool:
        hit = False
        for i, t in enumerate(tokens):
            if t.kind == "word" and t.word in words:
                used.add(i)
                hit = True
        return hit

    def _mark_punct(self, tokens: list[Token], used: set[int]) -> None:
        for i, t in enumerate(tokens):
            if t.kind in ("punct", "arrow"):
                used.add(i)

    # -- buildings -------------------------------------------------------------------------

    def _of_kind(self, kind: str) -> list[_VBuilding]:
        return [b for b in self.buildings if b.kind == kind]

    def _find_building(self, tokens: list[Token], i: int, item: _Item, *, fuzzy: bool = True
                       ) -> tuple[BuildingMatch, int | None, int] | None:
        """A building name (and number) at tokens[i]: (match, number, end)."""
        m = building_at(tokens, i, fuzzy=fuzzy)
        if m is None:
            # a bare "#2"
            number, end = building_number_at(tokens, i)
            if number is not None and tokens[i].kind == "punct" and tokens[i].value == "#":
                b = next((b for b in self.buildings if b.id == number), None)
                if b is not None:
                    return BuildingMatch(b.kind, i, end, f"#{number}"), number, end
            return None
        number, end = building_number_at(tokens, m.end)
        if m.typo:
            name = building_name(m.kind)
            self.warn("dc.post.building_typo", f'"{item.line.text}": read "{m.written}" as "{name}"',
                      item.line.number, hint=f'did you mean "{name}"?')
        return m, number, end

    def _resolve(self, kind: str, number: int | None, item: _Item, *, purpose: str,
                 colonist: str | None = None, exclude: set[int] = frozenset()  # type: ignore[assignment]
                 ) -> int | None:
        """The id of the player's building of `kind` meant here (see docs/posts.md)."""
        candidates = self._of_kind(kind)
        name = building_name(kind)
        if not candidates:
            self.diag("dc.post.no_such_building", f'"{item.line.text}": you have no {name}',
                      item.line.number, hint=_buildings_hint(self.buildings))
            return None
        if number is not None:
            for b in candidates:
                if b.id == number:
                    return b.id
            if 1 <= number <= len(candidates):
                return candidates[number - 1].id
            ids = ", ".join(f"#{b.id}" for b in candidates)
            self.diag("dc.post.no_such_building", f'"{item.line.text}": you have no {name} #{number}',
                      item.line.number, hint=f"your {name} buildings: {ids}")
            return None
        if len(candidates) == 1:
            return candidates[0].id
        pool = [b for b in candidates if b.id not in exclude] or candidates
        if purpose == "source" and colonist:
            having = [b for b in pool if colonist in b.staff]
            if having:
                return having[0].id
        if purpose == "dest":
            slots = {b.id: buildings()[b.kind].slots for b in pool}
            free = [b for b in pool if len(b.staff) < slots[b.id]]
            if free:
                return free[0].id
        return pool[0].id

    def _place_at(self, tokens: list[Token], i: int, item: _Item, used: set[int], *, purpose: str,
                  colonist: str | None) -> tuple[Place | None, int] | None:
        """A place at tokens[i] (skipping "the"): Temporary Housing or one of the buildings."""
        j = i
        while j < len(tokens) and tokens[j].kind == "word" and tokens[j].word in ("the", "my", "a"):
            j += 1
        end = housing_at(tokens, j)
        if end is not None:
            used.update(range(i, end))
            return HOUSING, end
        found = self._find_building(tokens, j, item)
        if found is None:
            return None
        m, number, end = found
        used.update(range(i, end))
        return self._resolve(m.kind, number, item, purpose=purpose, colonist=colonist), end

    def _take_from(self, place: Place | None, colonist: str) -> None:
        if place == HOUSING:
            if colonist in self.housing:
                self.housing.remove(colonist)
        elif place is not None:
            b = next((b for b in self.buildings if b.id == place), None)
            if b and colonist in b.staff:
                b.staff.remove(colonist)

    def _put(self, place: Place | None, colonist: str) -> None:
        if place == HOUSING:
            self.housing.append(colonist)
        elif place is not None:
            b = next((b for b in self.buildings if b.id == place), None)
            if b is not None:
                b.staff.append(colonist)

    def _infer_source(self, colonist: str, item: _Item, exclude: int | None = None) -> Place:
        if colonist in self.housing:
            return HOUSING
        having = [b for b in self.buildings if colonist in b.staff and b.id != exclude]
        if len(having) == 1:
            b = having[0]
            self.info("dc.post.source_inferred",
                      f'"{item.line.text}": the {COLONIST_NAMES.get(colonist, colonist)} is taken '
                      f"from {building_name(b.kind)} #{b.id} (none in Temporary Housing)",
                      item.line.number)
            return b.id
        return HOUSING

    # -- sections ----------------------------------------------------------------------------

    def _line_survey(self, item: _Item) -> str:
        tokens = tokenize(item.text)
        used: set[int] = set()
        named_station = False
        for k in range(len(tokens)):
            if k in used or tokens[k].kind != "word":
                continue
            m = building_at(tokens, k, fuzzy=False)
            if m is None or m.kind != "survey_station" or m.end - m.start < 2 and m.written.lower() != "ss":
                continue
            number, end = building_number_at(tokens, m.end)
            used.update(range(k, end))
            named_station = True
            bid = self._resolve(m.kind, number, item, purpose="run",
                                exclude=set(getattr(self.orders, "survey", None) or []))
            rest = {t.word for t in tokens[end:] if t.kind == "word"}
            idle = bool(rest & {"idle", "skip", "skipped", "off", "unused", "not", "no"})
            if idle:
                self._mark_words(tokens, used, {"idle", "skip", "skipped", "off", "unused", "not",
                                                "no", "run", "runs", "running"})
            if not hasattr(self.orders, "survey"):
                continue
            if self.orders.survey is None:
                self.orders.survey = []
            if bid is not None and not idle and bid not in self.orders.survey:
                self.orders.survey.append(bid)
        terms = self._terms(tokens, used)
        self._mark_punct(tokens, used)
        self._mark_words(tokens, used, {"wealth", "survey", "station", "yes", "done", "basic",
                                        "played", "bonus", "effect"})
        deltas: dict[str, int] = {}
        for t in terms:
            _add(deltas, t.key, signed_amount(t, "+"))
        if deltas:
            self._claim("survey", item, deltas)
        if not tokens:
            return EMPTY
        return self._leftover(item, tokens, used, bool(terms) or named_station or _only_filler(tokens))

    def _line_colonization(self, item: _Item) -> str:
        tokens = tokenize(item.text)
        if _says_nothing(tokens):  # "none", "nothing", "-"
            return OK if tokens else EMPTY
        used: set[int] = set()
        understood = False
        deltas: dict[str, int] = {}
        mode = "take"
        arrival_words = {"arrives", "arrived", "arriving", "arrive", "comes", "came", "joins",
                         "joined", "received", "receive", "receives", "lands", "landed"}
        reserve_words = {"reserve", "reserved", "reserving", "reserves", "res", "reservation",
                         "hold", "held", "bonus"}
        take_words = {"take", "took", "taking", "takes", "claim", "claimed", "claims", "claiming",
                      "get", "got", "gets", "gain", "gained", "gains", "pick", "picked", "new",
                      "chose", "choose", "chosen", "grab", "grabbed"}
        reserved_state = self.settlement.reserved
        i = 0
        while i < len(tokens):
            t = tokens[i]
            if t.kind == "word" and t.word in reserve_words:
                used.add(i)
                prev = _prev_word(tokens, i)
                mode = "arrival" if prev in ("my", "the", "previously", "old", "last") else "reserve"
                i += 1
                continue
            if t.kind == "word" and t.word in take_words:
                used.add(i)
                mode = "take"
                i += 1
                continue
            count, kind, end = _colonist_term(tokens, i)
            if kind is None:
                i += 1
                continue
            used.update(range(i, end))
            understood = True
            m = mode
            nxt = tokens[end].word if end < len(tokens) and tokens[end].kind == "word" else ""
            if nxt in arrival_words:
                used.add(end)
                m = "arrival"
            elif m == "reserve" and reserved_state == kind and self.played not in (None, "colonization") \
                    and self.orders.reserve is None:
                m = "arrival"  # "reserved Expert" = the one reserved earlier, arriving now
            if kind == COLONISTS_ANY:
                _add(deltas, kind, count)
            elif m == "reserve":
                if self.orders.reserve and self.orders.reserve != kind:
                    self.warn("dc.post.extra_colonist",
                              f'"{item.line.text}": a second reserved colonist '
                              f"({COLONIST_NAMES[kind]}); only {COLONIST_NAMES[self.orders.reserve]} "
                              "is read", item.line.number)
                else:
                    self.orders.reserve = kind
            elif m == "arrival":
                _add(deltas, kind, count)
                self.housing.append(kind)
            else:
                for _ in range(count):
                    if self.orders.take is None:
                        self.orders.take = kind
                        self.housing.append(kind)
                        _add(deltas, kind, 1)
                    elif reserved_state == kind and not getattr(self, "_arrived", False):
                        self._arrived = True
                        self.housing.append(kind)
                        _add(deltas, kind, 1)
                    else:
                        self.warn("dc.post.extra_colonist",
                                  f'"{item.line.text}": Colonization gives one colonist '
                                  f"(and the reserved one); {COLONIST_NAMES[kind]} is one too many",
                                  item.line.number)
                        break
            mode = "take" if m != "reserve" else mode
            i = end
        self._mark_punct(tokens, used)
        self._mark_words(tokens, used, {"colonist", "colonists", "effect", "played", "phase",
                                        "available", "from", "pool", "plus", "and", "also"})
        if deltas:
            self._claim("colonization", item, deltas)
        return self._leftover(item, tokens, used, understood or _only_filler(tokens))

    def _line_build(self, item: _Item) -> str:
        tokens = tokenize(item.text)
        if _says_nothing(tokens):  # "none", "nothing", "-"
            return OK if tokens else EMPTY
        used: set[int] = set()
        # Find where each new building is named (not after "from"/"to"/"of", which name places).
        starts: list[tuple[BuildingMatch, int]] = []
        i = 0
        while i < len(tokens):
            prev = _prev_word(tokens, i)
            if prev in _PLACE_PREPS:
                end = _peek_place(tokens, i)
                if end is not None:
                    i = end
                    continue
            if tokens[i].kind == "word" and colonist_word(tokens[i].text):
                i += 1
                continue
            term = term_at(tokens, i)
            if term:
                i = term.end
                continue
            if tokens[i].kind == "word" and prev not in _PLACE_PREPS:
                m = building_at(tokens, i)
                if m is not None:
                    count = 1
                    k = i - 1
                    if k >= 0 and k not in used and tokens[k].kind == "num" and not tokens[k].sign:
                        count = max(1, min(int(tokens[k].value), 4))  # type: ignore[arg-type]
                        used.add(k)
                    elif k >= 0 and tokens[k].kind == "word" and tokens[k].word in NUMBER_WORDS:
                        count = NUMBER_WORDS[tokens[k].word]
                        used.add(k)
                    for _ in range(count):
                        starts.append((m, m.end))
                    used.update(range(m.start, m.end))
                    i = m.end
                    continue
            i += 1
        if not starts:
            # an unknown building name?
            words = [t.text for t in tokens if t.kind == "word" and t.word not in FILLER]
            head = _head_words(tokens)
            if head:
                sugg = building_suggestions(head)
                hint = (f"did you mean {' or '.join(repr(s) for s in sugg)}?" if sugg
                        else "valid: " + ", ".join(b.name for b in buildings().values() if b.buildable))
                self.diag("dc.post.unknown_building", f'"{item.line.text}": unknown building "{head}"',
                          item.line.number, hint=hint)
                return UNREADABLE
            terms = self._terms(tokens, used)
            if terms:
                self._claim("build", item, {t.key: signed_amount(t, "-") for t in terms})
            self._mark_punct(tokens, used)
            return self._leftover(item, tokens, used, bool(terms) or not words)
        # Each building's staff and costs run to the next building.
        deltas: dict[str, int] = {}
        seen_matches: list[int] = []
        for n, (m, _) in enumerate(starts):
            if m.typo and m.start not in seen_matches:
                name = building_name(m.kind)
                self.warn("dc.post.building_typo", f'"{item.line.text}": read "{m.written}" as "{name}"',
                          item.line.number, hint=f'did you mean "{name}"?')
            seen_matches.append(m.start)
        distinct = []
        for m, _ in starts:
            if not distinct or distinct[-1][0].start != m.start:
                distinct.append((m, []))
            distinct[-1][1].append(m)
        for n, (m, copies) in enumerate(distinct):
            stop = distinct[n + 1][0].start if n + 1 < len(distinct) else len(tokens)
            number, after = building_number_at(tokens, m.end)
            if number is not None:
                used.update(range(m.end, after))
            staff = self._build_staff(tokens, after, stop, item, used)
            kind = m.kind
            cat = buildings()[kind]
            if not cat.buildable:
                self.diag("dc.post.unknown_building",
                          f'"{item.line.text}": {cat.name} cannot be built', item.line.number)
                continue
            for copy_index in range(len(copies)):
                order = BuildOrder(kind, list(staff) if copy_index == 0 else [])
                self.orders.builds.append(order)
                new = _VBuilding(self.next_id, kind, [], new=True)
                self.next_id += 1
                new.staff.extend(s.colonist for s in order.staff)
                self.buildings.append(new)
        for t in self._terms(tokens, used):
            _add(deltas, t.key, signed_amount(t, "-"))
        if deltas:
            self._claim("build", item, deltas)
        self._unknown_items(item, tokens, used)
        self._mark_punct(tokens, used)
        self._mark_words(tokens, used, {"built", "build", "builds", "building", "constructed",
                                        "construct", "staffed", "staff", "staffing", "with",
                                        "by", "using", "cost", "costs", "paid", "played",
                                        "extra", "second", "empty", "unstaffed", "bonus"})
        return self._leftover(item, tokens, used, True)

    def _unknown_items(self, item: _Item, tokens: list[Token], used: set[int]) -> None:
        """Words after a separator that name no building: "Build: Farm, Spaceport"."""
        depth = 0
        k = 0
        while k < len(tokens):
            t = tokens[k]
            if t.kind == "punct" and t.value in "([":
                depth += 1
            elif t.kind == "punct" and t.value in ")]":
                depth = max(0, depth - 1)
            prev = tokens[k - 1] if k > 0 else None
            after_sep = prev is not None and ((prev.kind == "punct" and prev.value in ",;+&/")
                                              or (prev.kind == "word" and prev.word in ("and", "plus")))
            if depth == 0 and after_sep and k not in used and t.kind == "word" \
                    and t.word not in FILLER and not colonist_word(t.text):
                j = k
                words = []
                while j < len(tokens) and j not in used and tokens[j].kind == "word" \
                        and tokens[j].word not in FILLER:
                    words.append(tokens[j].text)
                    j += 1
                head = " ".join(words)
                sugg = building_suggestions(head)
                hint = (f"did you mean {' or '.join(repr(x) for x in sugg)}?" if sugg
                        else "valid: " + ", ".join(b.name for b in buildings().values() if b.buildable))
                self.diag("dc.post.unknown_building", f'"{item.line.text}": unknown building "{head}"',
                          item.line.number, hint=hint)
                used.update(range(k, j))
                k = j
                continue
            k += 1

    def _build_staff(self, tokens: list[Token], start: int, stop: int, item: _Item,
                     used: set[int]) -> list:
        from gm_tool.games.distant_colony.actions import StaffFrom

        staff: list[StaffFrom] = []
        i = start
        pending: list[str] = []

        def flush(source: Place | None) -> None:
            for colonist in pending:
                src = source if source is not None else self._infer_source(colonist, item)
                staff.append(StaffFrom(colonist, src))
                self._take_from(src, colonist)
            pending.clear()

        while i < stop:
            if i in used:
                i += 1
                continue
            t = tokens[i]
            if t.kind == "word" and t.word in ("from", "out", "off"):
                j = i + 1
                if j < stop and tokens[j].kind == "word" and tokens[j].word == "of":
                    j += 1
                colonist = pending[0] if pending else None
                place = self._place_at(tokens, j, item, used, purpose="source", colonist=colonist)
                if place is not None:
                    used.update(range(i, j))
                    flush(place[0])
                    i = place[1]
                    continue
            count, kind, end = _colonist_term(tokens, i)
            if kind is not None and kind != COLONISTS_ANY and end <= stop:
                # "2 Unskilled from housing" / "Unskilled (housing)" / "Unskilled (Farm #2)"
                if pending and not (i > 0 and tokens[i - 1].kind == "word" and tokens[i - 1].word == "and"):
                    flush(None)
                pending.extend([kind] * count)
                used.update(range(i, end))
                if end < stop and tokens[end].kind == "punct" and tokens[end].value == "(":
                    place = self._place_at(tokens, end + 1, item, used, purpose="source",
                                           colonist=kind)
                    if place is not None:
                        used.add(end)
                        flush(place[0])
                        i = place[1]
                        continue
                i = end
                continue
            i += 1
        flush(None)
        return staff

    def _line_production(self, item: _Item) -> str:
        # "Production: Farms +3 Food; Harvesters -1 Food, +1 Raw" -> one part per subsection
        parts = _INLINE_SUB.split(item.text)
        if len(parts) > 1:
            statuses = []
            if parts[0].strip(" ,;"):
                statuses.append(self._production_part(_replace_text(item, parts[0], item.subsection)))
            for k in range(1, len(parts), 2):
                sub = _SUBSECTION_PHRASES[fold(parts[k])]
                statuses.append(self._production_part(_replace_text(item, parts[k + 1], sub)))
            for status in (UNREADABLE, PARTIAL, OK, EMPTY):
                if status in statuses:
                    return status
            return EMPTY
        return self._production_part(item)

    def _production_part(self, item: _Item) -> str:
        tokens = tokenize(item.text)
        used: set[int] = set()
        sub = item.subsection
        if not tokens:
            return EMPTY
        folded = " ".join(t.word for t in tokens if t.kind == "word")
        if not sub and folded in ("all", "everything", "run all", "as usual", "all buildings",
                                  "standard", "normal", "full", "everything runs", "run everything",
                                  "all run", "usual", "default", "auto", "automatic", "yes"):
            self.steps.append(_Step("all", item.line.number))
            return OK
        if _says_nothing(tokens) and not sub:
            self.steps.append(_Step("none", item.line.number))
            used.update(range(len(tokens)))
            return OK
        # clauses: each building name (not after from/to) starts one
        starts: list[tuple[int, BuildingMatch, int | None, int]] = []
        attributed: int | None = None
        depth = [0] * (len(tokens) + 1)
        for k, t in enumerate(tokens):
            change = 1 if t.kind == "punct" and t.value in "([" else -1 if t.kind == "punct" and t.value in ")]" else 0
            depth[k + 1] = max(0, depth[k] + change)
        i = 0
        while i < len(tokens):
            prev = _prev_word(tokens, i)
            if sub and not starts and depth[i] > 0 and tokens[i].kind == "word" and i > 0 \
                    and any(term_at(tokens, k) for k in range(i)):
                # "Others: -1 Food, +1 Wealth (Colony Center)": says where a summary comes from
                found = _peek_place(tokens, i)
                if found is not None:
                    m = building_at(tokens, i, fuzzy=False)
                    if m is not None:
                        number, _ = building_number_at(tokens, m.end)
                        attributed = self._resolve(m.kind, number, item, purpose="run")
                    used.update(range(i, found))
                    i = found
                    continue
            if prev in _PLACE_PREPS or (i > 0 and tokens[i - 1].kind == "arrow"):
                end = _peek_place(tokens, i)
                if end is not None:
                    i = end
                    continue
            if tokens[i].kind in ("word", "punct") and prev not in _PLACE_PREPS:
                term = term_at(tokens, i)
                if term:
                    i = term.end
                    continue
                if tokens[i].kind == "word" and colonist_word(tokens[i].text):
                    i += 1
                    continue
                found = self._find_building(tokens, i, item) if (
                    tokens[i].kind == "word" or tokens[i].value == "#") else None
                if found:
                    m, number, end = found
                    starts.append((i, m, number, end))
                    i = end
                    continue
            i += 1
        lead_end = starts[0][0] if starts else len(tokens)
        understood = False
        # lead part: a summary claim for the subsection (or plain Production line)
        deltas: dict[str, int] = {}
        lead_conv = _conversions(tokens, 0, lead_end, used, deltas)
        lead_terms = self._terms(tokens, used, end=lead_end)
        if lead_terms or lead_conv or (sub and not starts):
            for t in lead_terms:
                _add(deltas, t.key, signed_amount(t, "+"))
            if deltas:
                self._claim("production", item, deltas, subsection=sub, building_id=attributed)
            self.steps.append(_Step("summary", item.line.number, subsection=sub))
            understood = bool(lead_terms or lead_conv)
        for n, (pos, m, number, end) in enumerate(starts):
            stop = starts[n + 1][0] if n + 1 < len(starts) else len(tokens)
            used.update(range(pos, end))
            named = {s.building_id for s in self.steps if s.building_id is not None}
            bid = self._resolve(m.kind, number, item, purpose="run", exclude=named)
            understood = True
            self._production_clause(item, tokens, end, stop, used, m.kind, bid, sub)
        self._mark_punct(tokens, used)
        self._mark_words(tokens, used, {"runs", "run", "produces", "produce", "sells", "sell",
                                        "bonus", "complex", "staffed", "fed", "food"})
        if not understood and _only_filler(tokens):
            understood = True
        return self._leftover(item, tokens, used, understood,
                              {"upgrade", "upgrades", "upgraded", "becomes", "become", "converts",
                               "convert", "converted", "trains", "trained", "train", "into",
                               "release", "released", "releases", "stay", "stays", "remain",
                               "remains", "skip", "idle"})

    def _production_clause(self, item: _Item, tokens: list[Token], start: int, stop: int,
                           used: set[int], kind: str, bid: int | None, sub: str | None) -> None:
        cat = buildings()[kind]
        sub = CATEGORY_SUBSECTION.get(cat.category, "others")
        words = [tokens[k].word for k in range(start, stop) if tokens[k].kind == "word"]
        wordset = set(words)
        text = " ".join(words)
        skip = bool(wordset & {"idle", "skip", "skipped", "skipping", "off", "unused", "inactive",
                               "paused", "closed", "unstaffed", "nothing", "empty", "unfed",
                               "starved", "starving"}) or bool(re.search(
                                   r"\b(?:not|doesn't|doesnt|don't|dont|won't|wont|no|isn't|cannot|can't)"
                                   r" (?:run|runs|running|used|use|produce|producing|production|work|working|active|fed|staffed)\b",
                                   text))
        for k in range(start, stop):
            if tokens[k].kind == "word" and tokens[k].word in ("idle", "skip", "skipped", "skipping",
                                                                "off", "unused", "inactive", "paused",
                                                                "closed", "unstaffed", "nothing",
                                                                "not", "doesn't", "doesnt", "don't",
                                                                "dont", "won't", "wont", "no",
                                                                "isn't", "cannot", "can't", "unfed",
                                                                "starved", "starving", "empty"):
                if skip:
                    used.add(k)
        if skip and not any(tokens[k].kind == "num" for k in range(start, stop)):
            if bid is not None:
                self.steps.append(_Step("skip", item.line.number, building_id=bid))
            return
        step = ProductionStep(bid if bid is not None else -1)
        deltas: dict[str, int] = {}
        # Complex bonus
        for k in range(start, stop):
            if tokens[k].kind == "word" and tokens[k].word == "bonus":
                before = {tokens[j].word for j in range(max(start, k - 3), k) if tokens[j].kind == "word"}
                after = {tokens[j].word for j in range(k + 1, min(stop, k + 3)) if tokens[j].kind == "word"}
                if before & {"no", "without", "skip", "not", "don't", "dont", "skipping", "w/o"} or \
                        after & {"no", "off", "skipped", "unused", "declined"}:
                    step.use_bonus = False
                    for j in range(max(start, k - 3), min(stop, k + 3)):
                        if tokens[j].kind == "word" and tokens[j].word in (
                                "no", "without", "skip", "not", "don't", "dont", "skipping", "off",
                                "skipped", "unused", "declined", "complex", "bonus", "the", "use"):
                            used.add(j)
        # Market: what it sells
        if cat.effect == "market":
            sellable = set(cat.params.get("sell_prices", {"food": 2, "basic_goods": 4, "rare_goods": 6}))
            sold: str | None = None
            sold_amount = 1
            for k in range(start, stop):
                if tokens[k].kind == "word" and tokens[k].word in ("sell", "sells", "sold", "selling"):
                    used.add(k)
                    term = term_at(tokens, k + 1)
                    if term and term.kind == "resource":
                        sold, sold_amount = term.key, term.amount
                        used.update(range(term.start, term.end))
                        _add(deltas, term.key, -term.amount)
                    else:
                        found = match_noun(tokens, k + 1)
                        if found and found[0].kind == "resource":
                            sold = found[0].key
                            used.update(range(k + 1, found[1]))
                            _add(deltas, sold, -1)
                    break
            if sold is None:
                for k in range(start, stop):
                    if k in used:
                        continue
                    term = term_at(tokens, k)
                    if term and term.kind == "resource" and term.sign == "-":
                        sold = term.key
                        break
                    found = match_noun(tokens, k)
                    if found and found[0].kind == "resource" and not term:
                        sold = found[0].key
                        used.update(range(k, found[1]))
                        _add(deltas, sold, -1)
                        break
            if sold is None:
                self.diag("dc.post.nothing_to_sell",
                          f'"{item.line.text}": which resource does the Market sell?',
                          item.line.number, hint="e.g. 'Market: sell 1 Basic Goods'")
            else:
                if sold not in sellable:
                    self.diag("dc.post.not_tradable",
                              f'"{item.line.text}": a Market sells only Food, Basic Goods or Rare Goods',
                              item.line.number)
                if sold_amount > 1:
                    self.warn("dc.post.unknown_word",
                              f'"{item.line.text}": a Market sells one resource per run; 1 is read',
                              item.line.number)
                step.sell = sold
        # Conversions "Unskilled -> Skilled" (University, Barracks, Rehab ...)
        converted = _conversions(tokens, start, stop, used, deltas)
        # Release to Temporary Housing after a conversion
        if cat.effect in ("university", "rehabilitation", "barracks", "officer_school", "boot_camp"):
            staff_after = list(self._staff_of(bid))
            for a, b in converted:
                if a in staff_after:
                    staff_after[staff_after.index(a)] = b
            released = self._releases(tokens, start, stop, used, staff_after, converted)
            step.release = released
        if cat.effect == "military_hq":
            step.moves = self._moves(tokens, start, stop, item, used, military=True)
        for t in self._terms(tokens, used, start=start, end=stop):
            before = {tokens[j].word for j in range(max(start, t.start - 2), t.start)
                      if tokens[j].kind == "word"}
            default = "-" if before & {"uses", "use", "consumes", "consume", "eats", "eat", "costs",
                                        "cost", "spends", "spend", "feeds"} else "+"
            _add(deltas, t.key, signed_amount(t, default))
        if deltas:
            self._claim("production", item, deltas, subsection=sub, building_id=bid)
        if bid is not None:
            if any(s.building_id == bid and s.kind == "step" for s in self.steps):
                self.warn("dc.post.duplicate_step",
                          f'"{item.line.text}": {building_name(kind)} #{bid} is named twice in '
                          "Production; it runs once", item.line.number)
                return
            self.steps.append(_Step("step", item.line.number, step=step, subsection=sub,
                                    building_id=bid))

    def _staff_of(self, bid: int | None) -> list[str]:
        b = next((b for b in self.buildings if b.id == bid), None)
        return list(b.staff) if b else []

    def _releases(self, tokens: list[Token], start: int, stop: int, used: set[int],
                  staff_after: list[str], converted: list[tuple[str, str]]) -> list[str]:
        released: list[str] = []
        for k in range(start, stop):
            t = tokens[k]
            if t.kind == "word" and t.word in ("release", "released", "releases", "releasing",
                                               "free", "freed", "dismiss", "dismissed"):
                used.add(k)
                j = k + 1
                while j < stop:
                    c = colonist_word(tokens[j].text) if tokens[j].kind == "word" else None
                    if c:
                        released.append(c)
                        used.add(j)
                    elif tokens[j].kind == "word" and tokens[j].word in ("both", "all"):
                        released = list(staff_after)
                        used.add(j)
                    elif not (tokens[j].kind == "punct" or tokens[j].word in ("and", "the", "to")):
                        break
                    j += 1
                return released
            end = housing_at(tokens, k)
            if end is not None and k > start:
                prev = {tokens[j].word for j in range(max(start, k - 2), k) if tokens[j].kind == "word"}
                prev_arrow = any(tokens[j].kind == "arrow" for j in range(max(start, k - 2), k))
                if prev & {"to", "into", "back", "returns", "return", "returned"} or prev_arrow:
                    used.update(range(k, end))
                    # who goes: colonists named just before, "both"/"all", or the converted one
                    subjects: list[str] = []
                    j = k - 1
                    while j >= start and j >= k - 6:
                        w = tokens[j]
                        if w.kind == "word" and w.word in ("both", "all", "everyone"):
                            subjects = list(staff_after)
                            used.add(j)
                            break
                        c = colonist_word(w.text) if w.kind == "word" else None
                        if c and j not in used:
                            subjects.insert(0, c)
                            used.add(j)
                        elif w.kind == "word" and w.word in ("to", "back", "go", "goes", "sent",
                                                             "send", "moved", "move", "returns",
                                                             "return", "and", "the"):
                            used.add(j)
                        elif w.kind == "punct" and w.value in (",", ";", "("):
                            break
                        elif w.kind not in ("arrow",):
                            break
                        j -= 1
                    if not subjects:
                        subjects = [b for _, b in converted][:1] or staff_after[:1]
                    return subjects
        return released

    def _moves(self, tokens: list[Token], start: int, stop: int, item: _Item, used: set[int], *,
               military: bool = False) -> list[Move]:
        """Moves in tokens[start:stop]: "[N] Colonist [from|(] Place [)] to|-> Place", in any order
        of source and destination; segments split at ';', ',' and 'and'."""
        moves: list[Move] = []
        segments: list[tuple[int, int]] = []
        seg_start = start
        for k in range(start, stop):
            t = tokens[k]
            if (t.kind == "punct" and t.value in (";", ",")) or (t.kind == "word" and t.word in ("and", "then")):
                # split only if a colonist follows before the next separator
                if any(_colonist_term(tokens, j)[1] for j in range(k + 1, min(stop, k + 3))):
                    segments.append((seg_start, k))
                    used.add(k)
                    seg_start = k + 1
        segments.append((seg_start, stop))
        for a, b in segments:
            count, colonist, source, dest = 1, None, None, None
            source_given = dest_given = False
            k = a
            while k < b:
                t = tokens[k]
                if colonist is None:
                    c_count, c_kind, c_end = _colonist_term(tokens, k)
                    if c_kind and c_kind != COLONISTS_ANY:
                        count, colonist = c_count, c_kind
                        used.update(range(k, c_end))
                        k = c_end
                        continue
                role = None
                j = k
                if t.kind == "word" and t.word in ("from", "off"):
                    role, j = "source", k + 1
                elif t.kind == "word" and t.word == "out" and k + 1 < b and tokens[k + 1].word == "of":
                    role, j = "source", k + 2
                elif t.kind == "punct" and t.value == "(" and colonist is not None and not source_given:
                    role, j = "source", k + 1
                elif (t.kind == "arrow") or (t.kind == "word" and t.word in ("to", "into", "onto", "in")):
                    role, j = "dest", k + 1
                if role:
                    place = self._place_at(tokens, j, item, used,
                                           purpose="source" if role == "source" else "dest",
                                           colonist=colonist)
                    if place is not None:
                        used.add(k)
                        if role == "source":
                            source, source_given = place[0], True
                        else:
                            dest, dest_given = place[0], True
                        k = place[1]
                        continue
                # a bare place before an arrow: "Colony Center -> Farm: Skilled"
                if not source_given and t.kind == "word":
                    end = _peek_place(tokens, k)
                    if end is not None and end < b and (tokens[end].kind == "arrow"
                                                        or tokens[end].word in ("to", "into")):
                        place = self._place_at(tokens, k, item, used, purpose="source",
                                               colonist=colonist)
                        if place is not None:
                            source, source_given = place[0], True
                            k = place[1]
                            continue
                k += 1
            if colonist is None and not (source_given or dest_given):
                continue
            if colonist is None:
                self.diag("dc.post.incomplete_move", f'"{item.line.text}": which colonist moves?',
                          item.line.number, hint="e.g. 'Skilled from Colony Center to Rare Harvester'")
                continue
            if not dest_given:
                self.diag("dc.post.incomplete_move",
                          f'"{item.line.text}": where does the {COLONIST_NAMES[colonist]} go?',
                          item.line.number, hint="e.g. 'Skilled from Colony Center to Rare Harvester'")
                continue
            if dest is None or (source_given and source is None):
                continue  # an unknown building, already reported
            if not source_given:
                source = self._infer_source(colonist, item, exclude=dest if isinstance(dest, int) else None)
            for _ in range(count):
                moves.append(Move(colonist, source, dest))  # type: ignore[arg-type]
                self._take_from(source, colonist)
                self._put(dest, colonist)
        return moves

    def _line_trade(self, item: _Item) -> str:
        tokens = tokenize(item.text)
        if _says_nothing(tokens):  # "none", "nothing", "-"
            return OK if tokens else EMPTY
        used: set[int] = set()
        verbs = {"buy": "buy", "buys": "buy", "bought": "buy", "buying": "buy", "purchase": "buy",
                 "purchased": "buy", "purchases": "buy", "sell": "sell", "sells": "sell",
                 "sold": "sell", "selling": "sell", "contract": "contract", "contracts": "contract",
                 "contracted": "contract", "contracting": "contract"}
        deltas: dict[str, int] = {}
        verb: str | None = None
        understood = False
        i = 0
        while i < len(tokens):
            t = tokens[i]
            if t.kind == "word" and t.word in verbs:
                used.add(i)
                v = verbs[t.word]
                nxt = [tokens[j].word for j in range(i + 1, min(len(tokens), i + 3))]
                prev = [tokens[j].word for j in range(max(0, i - 3), i)]
                if v == "contract" and (set(prev) & {"use", "used", "using", "uses", "from", "on",
                                                     "via", "with", "by"}):
                    # "buy 1 Food on contract" / "use contract"
                    for j in range(max(0, i - 3), i):
                        used.add(j)
                    if self.orders.trades and self.orders.trades[-1].verb == "buy" and verb == "buy":
                        last = self.orders.trades.pop()
                        self.orders.trades.append(TradeOrder("use_contract", last.item, last.amount))
                    verb = "use_contract"
                elif v == "contract" and nxt[:1] and nxt[0] in ("for",):
                    used.add(i + 1)
                    verb = "contract"
                else:
                    verb = v
                i += 1
                continue
            term = term_at(tokens, i)
            if term is None:
                found = match_noun(tokens, i)
                if found and verb and found[0].kind in ("resource", "colonist"):
                    term = Term(found[0].kind, found[0].key, 1, "", i, found[1])
            if term is None:
                i += 1
                continue
            used.update(range(term.start, term.end))
            understood = True
            i = term.end
            if term.kind in ("wealth", "vp"):
                _add(deltas, term.key, signed_amount(term, "+"))
                continue
            if term.kind == "colonist" and term.key not in ("soldier", "officer"):
                self.diag("dc.post.not_tradable",
                          f'"{item.line.text}": the station trades only resources, Soldiers and '
                          f"Officers, not {COLONIST_NAMES.get(term.key, term.key)}", item.line.number)
                continue
            v = verb
            if v is None or (term.sign and v in ("buy", "sell")):
                v = "sell" if term.sign == "-" else "buy"
            if v == "use_contract" and term.sign == "-":
                v = "sell"
            self.orders.trades.append(TradeOrder(v, term.key, term.amount))  # type: ignore[arg-type]
            change = {"buy": term.amount, "use_contract": term.amount, "sell": -term.amount,
                      "contract": 0}[v]
            if change:
                _add(deltas, term.key, change)
        # "(on contract)" after the item
        self._mark_punct(tokens, used)
        self._mark_words(tokens, used, {"station", "trader", "traders", "from", "to", "at", "for",
                                        "each", "price", "use", "using", "new", "add", "added",
                                        "adding", "fleet", "market"})
        if deltas or understood:
            self._claim("trade", item, deltas)
        return self._leftover(item, tokens, used, understood)

    def _line_organization(self, item: _Item) -> str:
        tokens = tokenize(item.text)
        if _says_nothing(tokens):  # "none", "nothing", "-"
            return OK if tokens else EMPTY
        used: set[int] = set()
        understood = False
        # borrowed played effect: "also take the Build played effect", "Production bonus"
        for k, t in enumerate(tokens):
            if t.kind != "word":
                continue
            phase = phase_word(t.word)
            if phase and phase != "organization":
                window = {tokens[j].word for j in range(max(0, k - 4), min(len(tokens), k + 4))
                          if tokens[j].kind == "word"}
                if window & {"take", "takes", "taking", "use", "using", "borrow", "borrowing",
                             "borrowed", "choose", "chose", "choosing", "pick", "picked", "played",
                             "effect", "bonus", "get", "gets", "want", "wants", "copy", "copying",
                             "claim", "claims", "instead"}:
                    if phase not in PHASE_NAMES:
                        continue
                    self.orders.borrowed_phase = phase
                    used.add(k)
                    for j in range(max(0, k - 4), min(len(tokens), k + 4)):
                        if tokens[j].kind == "word" and tokens[j].word in (
                                "take", "takes", "taking", "use", "using", "borrow", "borrowing",
                                "borrowed", "choose", "chose", "choosing", "pick", "picked",
                                "played", "effect", "bonus", "get", "gets", "want", "wants", "copy",
                                "copying", "claim", "claims", "instead", "also", "the", "phase",
                                "phase's", "i", "as", "my", "second", "choice", "first", "player"):
                            used.add(j)
                    understood = True
        moves = self._moves(tokens, 0, len(tokens), item, used)
        if moves:
            understood = True
            self.orders.moves.extend(moves)
        if not understood and any(d.line == item.line.number and d.code in ("dc.post.incomplete_move",
                                                                          "dc.post.no_such_building")
                                  for d in self.diags):
            understood = True
        self._mark_punct(tokens, used)
        self._mark_words(tokens, used, {"move", "moves", "moved", "moving", "from", "to", "into",
                                        "swap", "first", "player", "gain", "take", "keep", "reassign",
                                        "shift", "transfer", "transferred", "goes", "go", "send",
                                        "sent", "staff", "unstaff"})
        return self._leftover(item, tokens, used, understood)

    def _line_player_trade(self, item: _Item) -> str:
        tokens = tokenize(item.text)
        if _says_nothing(tokens):  # "none", "nothing", "-"
            return OK if tokens else EMPTY
        used: set[int] = set()
        # the partner
        partner = None
        partner_at: list[tuple[int, int]] = []
        others = [p for p in self.players if fold(p) != fold(self.player)]
        for p in others:
            ptoks = tokenize(p)
            plen = len(ptoks)
            for k in range(len(tokens) - plen + 1):
                if all(tokens[k + j].kind == ptoks[j].kind and
                       fold(str(tokens[k + j].text)) == fold(str(ptoks[j].text)) for j in range(plen)):
                    partner = partner or p
                    partner_at.append((k, k + plen))
                    used.update(range(k, k + plen))
        if partner is None:
            # a close misspelling of a name, after "to", "with" or "from"
            for k in range(1, len(tokens)):
                t = tokens[k]
                if t.kind != "word" or _prev_word(tokens, k) not in ("to", "with", "from", "w"):
                    continue
                if match_noun(tokens, k) is not None or t.word in FILLER:
                    continue
                close = difflib.get_close_matches(fold(t.text), [fold(p) for p in others], n=1,
                                                  cutoff=0.6)
                if close:
                    partner = next(p for p in others if fold(p) == close[0])
                    used.add(k)
                    partner_at.append((k, k + 1))
                    self.warn("dc.post.unknown_player", f'"{item.line.text}": read "{t.text}" as '
                              f"{partner}", item.line.number, hint=f"did you mean {partner!r}?")
                    break
            if partner is None:
                self.diag("dc.post.unknown_player", f'"{item.line.text}": with which player?',
                          item.line.number, hint=f"players: {', '.join(others)}")
                for k in range(1, len(tokens)):
                    if tokens[k].kind == "word" and _prev_word(tokens, k) in ("to", "with", "from") \
                            and match_noun(tokens, k) is None:
                        used.add(k)
        give_words = {"give", "gives", "gave", "giving", "send", "sends", "sent", "sending", "pay",
                      "pays", "paid", "paying", "sell", "sells", "sold", "selling", "offer", "lend"}
        get_words = {"receive", "receives", "received", "receiving", "get", "gets", "got", "getting",
                     "buy", "buys", "bought", "buying", "take", "takes", "took", "for", "borrow"}
        partner_starts = {a for a, _ in partner_at}
        mode: str | None = None
        pending: list[Term] = []
        entries: list[tuple[Term, str]] = []

        def assign(role: str) -> None:
            for term in pending:
                entries.append((term, role))
            pending.clear()

        i = 0
        while i < len(tokens):
            t = tokens[i]
            if i in partner_starts:
                before = tokens[i - 1].word if i > 0 and tokens[i - 1].kind == "word" else ""
                before_arrow = i > 0 and tokens[i - 1].kind == "arrow"
                if before in ("to",) or before_arrow:
                    assign("give")
                    mode = None
                elif before in ("from",):
                    assign("receive")
                    mode = None
                # "Bob gives me ..." -> what follows is received
                end = next(b for a, b in partner_at if a == i)
                nxt = tokens[end].word if end < len(tokens) and tokens[end].kind == "word" else ""
                if nxt in give_words:
                    mode = "receive"
                    used.add(end)
                    i = end + 1
                    continue
                if nxt in get_words - {"for"}:
                    mode = "give"
                    used.add(end)
                    i = end + 1
                    continue
                i = end
                continue
            if t.kind == "word" and t.word == "for":
                used.add(i)
                if pending:
                    role = mode or "give"
                    assign(role)
                    mode = "receive" if role == "give" else "give"
                elif entries:
                    mode = "receive" if entries[-1][1] == "give" else "give"
                else:
                    mode = "receive"
                i += 1
                continue
            if t.kind == "word" and t.word in give_words:
                used.add(i)
                assign(mode or "give") if pending else None
                mode = "give"
                i += 1
                continue
            if t.kind == "word" and t.word in get_words:
                used.add(i)
                assign(mode or "give") if pending else None
                mode = "receive"
                i += 1
                continue
            term = term_at(tokens, i)
            if term is None:
                i += 1
                continue
            used.update(range(term.start, term.end))
            if term.sign:
                entries.append((term, "give" if term.sign == "-" else "receive"))
            elif mode:
                entries.append((term, mode))
            else:
                pending.append(term)
            i = term.end
        assign("give")
        if not entries:
            self._mark_punct(tokens, used)
            return self._leftover(item, tokens, used, False)
        trade = PlayerTrade(partner or "?")
        deltas: dict[str, int] = {}
        for term, role in entries:
            if term.kind == "vp":
                self.diag("dc.post.not_tradable", f'"{item.line.text}": VP cannot be traded '
                          "between players", item.line.number)
                continue
            key = term.key
            if key == COLONISTS_ANY:
                self.diag("dc.post.unknown_colonist", f'"{item.line.text}": which type of colonist?',
                          item.line.number, hint="Unskilled, Skilled, Expert, Criminal, Soldier, Officer")
                continue
            side = trade.give if role == "give" else trade.receive
            side[key] = side.get(key, 0) + term.amount
            _add(deltas, key, -term.amount if role == "give" else term.amount)
        if partner is not None:
            self.orders.player_trades.append(trade)
        self._claim("player_trade", item, deltas)
        self._mark_punct(tokens, used)
        self._mark_words(tokens, used, {"to", "from", "with", "me", "i", "in", "exchange", "return",
                                        "trade", "traded", "trades", "deal", "agreed", "swap",
                                        "swapped", "loan", "gift"})
        return self._leftover(item, tokens, used, True)

    def _line_discard(self, item: _Item) -> str:
        tokens = tokenize(item.text)
        if _says_nothing(tokens):  # "none", "nothing", "-"
            return OK if tokens else EMPTY
        used: set[int] = set()
        terms = self._terms(tokens, used)
        deltas: dict[str, int] = {}
        for t in terms:
            if t.kind != "resource":
                self.diag("dc.post.not_tradable", f'"{item.line.text}": only resources are discarded',
                          item.line.number)
                continue
            self.orders.discard[t.key] = self.orders.discard.get(t.key, 0) + t.amount
            _add(deltas, t.key, -t.amount)
        if deltas:
            self._claim("discard", item, deltas)
        self._mark_punct(tokens, used)
        self._mark_words(tokens, used, {"discard", "discards", "discarded", "lose", "lost", "dump",
                                        "dumped", "overflow", "spoil", "spoiled", "storage", "full",
                                        "capacity", "over"})
        return self._leftover(item, tokens, used, bool(terms))

    def _line_net(self, item: _Item) -> str:
        tokens = tokenize(item.text)
        used: set[int] = set()
        if _says_nothing(tokens) or fold(item.text) in ("no change", "no changes", "nothing", "0",
                                                         "zero", "even", "nil", "none"):
            used.update(range(len(tokens)))
            if tokens:
                self._claim("net", item, {})
            return OK if tokens else EMPTY
        terms = self._terms(tokens, used)
        deltas: dict[str, int] = {}
        for t in terms:
            _add(deltas, t.key, signed_amount(t, "+"))
        if terms:
            self._claim("net", item, deltas)
        self._mark_punct(tokens, used)
        return self._leftover(item, tokens, used, bool(terms))

    # -- production list -----------------------------------------------------------------------

    def _finish_production(self) -> None:
        steps = self.steps
        if not any(s.kind in ("step", "skip", "none") for s in steps):
            self.orders.production = None
            return
        named = {s.building_id for s in steps if s.kind in ("step", "skip")}
        out: list[ProductionStep] = []
        placed: set[int] = set()

        order = {key: n for n, key in enumerate(buildings())}

        def runnable(sub: str | None) -> list[_VBuilding]:
            found = []
            for b in sorted(self.buildings, key=lambda b: (
                    _SUB_RANK.get(CATEGORY_SUBSECTION.get(buildings()[b.kind].category, "others"), 9)
                    if b.kind in buildings() else 9, order.get(b.kind, 99), b.id)):
                cat = buildings().get(b.kind)
                if cat is None or cat.effect in _NOT_DEFAULT or not cat.takes_staff:
                    continue
                if len(b.staff) < max(1, cat.min_staff):
                    continue
                if sub is not None and CATEGORY_SUBSECTION.get(cat.category, "others") != sub:
                    continue
                found.append(b)
            return found

        explicit_none = any(s.kind == "none" for s in steps) and not any(s.kind == "step" for s in steps)
        for s in steps:
            if s.kind == "step" and s.step is not None and s.building_id is not None:
                if s.building_id not in placed:
                    out.append(s.step)
                    placed.add(s.building_id)
            elif s.kind in ("summary", "all"):
                for b in runnable(s.subsection if s.kind == "summary" else None):
                    if b.id not in named and b.id not in placed:
                        out.append(ProductionStep(b.id))
                        placed.add(b.id)
        if not explicit_none:
            implied = [b for b in runnable(None) if b.id not in named and b.id not in placed]
            if implied:
                for b in implied:
                    out.append(ProductionStep(b.id))
                    placed.add(b.id)
                first_line = next(s.line for s in steps if s.kind in ("step", "skip"))
                self.info("dc.post.production_implied",
                          "Production also runs, after the buildings named: "
                          + ", ".join(f"{building_name(b.kind)} #{b.id}" for b in implied),
                          first_line,
                          hint="write 'Name: idle' for a building that should not run")
        self.orders.production = out


# ---------------------------------------------------------------------------------------------
# small helpers

_SECTION_HINTS = {
    "survey": "e.g. 'Survey: +1 Wealth'",
    "colonization": "e.g. 'Colonisation: Skilled; reserve Expert'",
    "build": "e.g. 'Build: Harvester (Unskilled from Temporary Housing)'",
    "production": "e.g. 'Farms: +2 Food' or 'Market: sell 1 Basic Goods'",
    "trade": "e.g. 'Trade: buy 2 Machines (-14 Wealth), sell 3 Food (+3 Wealth)'",
    "organization": "e.g. 'Organization: Skilled from Colony Center to Rare Harvester'",
    "player_trade": "e.g. 'Player Trade: 2 Food to Bob for 3 Wealth'",
    "discard": "e.g. 'Discard: 1 Food'",
    "net": "e.g. 'Net: +1 Wealth, -2 Food, +1 VP'",
}


_SUB_RANK = {sub: n for n, sub in enumerate(("farms", "harvesters", "factories", "labs", "others"))}
# Buildings that run only when named: a Market must be told what to sell, a Military HQ what to
# move (as the rules' default order); Survey Stations run in Survey; the rest have no effect.
_NOT_DEFAULT = frozenset({"none", "survey_station", "market", "military_hq"})
_INLINE_SUB = re.compile(r"(?:^|(?<=[,;]))\s*(farms|harvesters|factories|labs|laboratories|others)\b"
                         r"(?:\s*[:=]|\s+-+(?=\s))?",
                         re.IGNORECASE)


def _replace_text(item: _Item, text: str, subsection: str | None) -> _Item:
    return _Item(item.line, text.strip(" ,;"), subsection, item.after_last_header, item.is_header,
                 item.section)


_PLACE_PREPS = {"from", "of", "to", "into", "in", "at", "out", "off", "onto"}


def _peek_place(tokens: list[Token], i: int) -> int | None:
    """Where a place (housing or an exactly spelt building, with its number) starting at
    tokens[i] ends, without resolving it; None if there is none."""
    j = i
    while j < len(tokens) and tokens[j].kind == "word" and tokens[j].word in ("the", "my"):
        j += 1
    end = housing_at(tokens, j)
    if end is not None:
        return end
    m = building_at(tokens, j, fuzzy=False)
    if m is None:
        return None
    return building_number_at(tokens, m.end)[1]


def _conversions(tokens: list[Token], start: int, stop: int, used: set[int],
                 deltas: dict[str, int]) -> list[tuple[str, str]]:
    """"Unskilled -> Skilled", "Criminal becomes Unskilled": (from, to) pairs, added to deltas."""
    converted: list[tuple[str, str]] = []
    k = start
    while k < stop:
        a = colonist_word(tokens[k].text) if tokens[k].kind == "word" and k not in used else None
        j = k + 1
        if a and j < stop and (tokens[j].kind == "arrow" or (tokens[j].kind == "word" and tokens[j].word in (
                "to", "becomes", "become", "into", "upgraded", "upgrades", "upgrade", "converts",
                "converted", "trained", "trains", "turns", "promoted", "graduates"))):
            j2 = j + 1
            while j2 < stop and tokens[j2].kind == "word" and tokens[j2].word in ("to", "into", "a", "an"):
                j2 += 1
            b = colonist_word(tokens[j2].text) if j2 < stop and tokens[j2].kind == "word" else None
            if b:
                converted.append((a, b))
                used.update(range(k, j2 + 1))
                _add(deltas, a, -1)
                _add(deltas, b, +1)
                k = j2 + 1
                continue
        k += 1
    return converted


def _copy_orders(orders: TurnOrders) -> TurnOrders:
    """A copy whose lists and dicts are new (their items are not changed once added)."""
    values = {}
    for f in fields(orders):
        v = getattr(orders, f.name)
        values[f.name] = list(v) if isinstance(v, list) else dict(v) if isinstance(v, dict) else v
    return TurnOrders(**values)


def _add(deltas: dict[str, int], key: str, amount: int) -> None:
    deltas[key] = deltas.get(key, 0) + amount


def _short(text: str, n: int = 60) -> str:
    return text if len(text) <= n else text[: n - 1] + "\u2026"


def _is_comment(text: str) -> bool:
    stripped = text.strip()
    if stripped.startswith("(") and stripped.endswith(")"):
        return True
    return bool(_COMMENT_START.match(stripped))


def _prev_word(tokens: list[Token], i: int) -> str:
    return tokens[i - 1].word if i > 0 and tokens[i - 1].kind == "word" else ""


def _head_words(tokens: list[Token]) -> str:
    words = []
    for t in tokens:
        if t.kind == "word" and t.word not in FILLER and not colonist_word(t.text):
            words.append(t.text)
        elif words:
            break
    return " ".join(words[:4])


def _says_nothing(tokens: list[Token]) -> bool:
    words = [t.word for t in tokens if t.kind == "word"]
    if len(words) > 2 and tuple(words[-2:]) in (("this", "turn"), ("this", "round"),
                                                ("this", "time"), ("for", "now")):
        words = words[:-2]  # "nothing this round", "no moves for now"
    text = " ".join(words)
    if not tokens:
        return True
    if any(t.kind == "num" for t in tokens):
        return False
    return text in ("none", "nothing", "no", "pass", "passing", "skip", "skipped", "n a", "na",
                    "no change", "no changes", "nothing this turn", "none this turn", "no build",
                    "no trade", "no trades", "no moves", "nope", "not this turn", "no thanks",
                    "no building", "nothing to do", "i pass", "pass this turn", "no production",
                    "") and (bool(words) or all(t.value in "-/." for t in tokens))


def _only_filler(tokens: list[Token]) -> bool:
    return bool(tokens) and all(t.kind == "punct" or (t.kind == "word" and t.word in FILLER)
                                for t in tokens) and any(t.kind == "word" for t in tokens)


def _colonist_term(tokens: list[Token], i: int) -> tuple[int, str | None, int]:
    """"[N|a|two] Colonist-type" at tokens[i] -> (count, type, end); type None if there is none."""
    count = 1
    j = i
    if j < len(tokens) and tokens[j].kind == "num" and not tokens[j].sign:
        count = max(1, min(int(tokens[j].value), 12))  # type: ignore[arg-type]
        j += 1
    elif j < len(tokens) and tokens[j].kind == "num" and tokens[j].sign == "+":
        count = max(1, min(abs(int(tokens[j].value)), 12))  # type: ignore[arg-type]
        j += 1
    elif j < len(tokens) and tokens[j].kind == "word" and tokens[j].word in NUMBER_WORDS \
            and tokens[j].word != "both":
        count = NUMBER_WORDS[tokens[j].word]
        j += 1
    if j < len(tokens) and tokens[j].kind == "word":
        found = match_noun(tokens, j, allow_single_letter=j > i)
        if found and found[0].kind == "colonist":
            return count, found[0].key, found[1]
    return 1, None, i


def _buildings_hint(bs: list[_VBuilding]) -> str:
    return "your buildings: " + ", ".join(f"{building_name(b.kind)} #{b.id}" for b in bs) if bs \
        else "you have no buildings"


# ---------------------------------------------------------------------------------------------
# Remarks in parentheses
#
# Players add remarks to their lines: "Survey: +2 Wealth (my card)", "Organization: none (the new
# guy waits in Temporary Housing)". A top-level "(...)" group (not inside "[...]", not "(s)" or a
# building number "(7)") is read as usual when every word in it is understood. Otherwise it is
# split at "," and ";" and each part is kept only if it says something that matters for the
# section (see _signals): an amount, a colonist with a place, a colonist type in Colonisation, a
# bonus/idle word in Production, a partner in Player Trade... or, failing that, a place, building,
# colonist or resource named among fewer unknown words, when the line has not already said what
# the section needs outside the parentheses. Parts not kept are remarks. After "none", "nothing",
# "no moves"... every group is a remark.

# Words some section reads (besides FILLER, amounts, buildings and places): a group made only of
# these and FILLER is understood and left to the section's reader.
_GRAMMAR_WORDS = frozenset({
    "add", "added", "adding", "agreed", "arrive", "arrived", "arrives", "arriving", "auto",
    "automatic", "available", "become", "becomes", "borrow", "borrowed", "borrowing", "bought",
    "build", "builds", "built", "buy", "buying", "buys", "came", "can't", "cannot", "capacity",
    "choice", "choose", "choosing", "chose", "chosen", "claim", "claimed", "claiming", "claims",
    "closed", "comes", "complex", "construct", "constructed", "contract", "contracts",
    "contracted", "contracting", "convert", "converted", "converts", "copy", "copying", "deal",
    "declined", "default", "discard", "discarded", "discards", "dismiss", "dismissed", "doesn't",
    "doesnt", "don't", "done", "dont", "dump", "dumped", "empty", "even", "everyone", "everything",
    "exchange", "fleet", "freed", "full", "gave", "gift", "give", "gives", "giving", "grab",
    "grabbed", "graduates", "held", "hold", "idle", "inactive", "isn't", "joined", "joins", "keep",
    "landed", "lands", "lend", "loan", "market", "na", "nil", "nope", "normal", "off", "offer",
    "old", "onto", "overflow", "pass", "passing", "paused", "pick", "picked", "player", "pool",
    "previously", "price", "promoted", "purchase", "purchased", "reassign", "receive", "received",
    "receives", "receiving", "release", "released", "releases", "releasing", "remain", "remains",
    "res", "reservation", "reserve", "reserved", "reserves", "reserving", "return", "returned",
    "returns", "sell", "selling", "sells", "send", "sending", "sends", "sent", "shift", "skip",
    "skipped", "skipping", "sold", "spends", "spoil", "spoiled", "standard", "starved",
    "starving", "station", "stay", "stays", "storage", "swap", "swapped", "take", "takes",
    "taking", "took", "trade", "traded", "trader", "traders", "trades", "train", "trained",
    "trains", "transfer", "transferred", "turns", "unfed", "unstaff", "unstaffed", "unused",
    "upgrade", "upgraded", "upgrades", "usual", "want", "wants", "without", "won't", "wont",
    "zero", "w/o", "arrow", "->",
})
_IDLE_WORDS = frozenset({"idle", "skip", "skipped", "skipping", "off", "unused", "inactive",
                         "paused", "closed", "unstaffed", "unfed", "starved", "starving"})
_BORROW_WORDS = frozenset({"take", "takes", "taking", "use", "using", "borrow", "borrowing",
                           "borrowed", "choose", "chose", "choosing", "pick", "picked", "played",
                           "effect", "bonus", "copy", "copying", "claim", "instead"})
_AMOUNT_SECTIONS = frozenset({"survey", "build", "production", "trade", "player_trade",
                              "discard", "net"})
_NUMBER_GROUP = re.compile(r"^\s*(?:s|#?\s*\d{1,9}|no\.?\s*\d{1,9}|)\s*$", re.IGNORECASE)


@dataclass(slots=True)
class _Signals:
    strong: bool = False      # says something the section reads on its own
    weak: int = 0             # places, buildings, colonists, resources named without more
    typo: bool = False        # a word close to a colonist or resource name: meant, misspelt
    unknown: list[str] = field(default_factory=list)
    places: int = 0           # places and buildings named

    def satisfied(self, section: str) -> bool:
        """The line already says what the section needs (a Build's or Production line's
        building is enough: staff, costs and amounts are optional there)."""
        return self.strong or (section in ("build", "production") and self.places > 0)


def _paren_groups(text: str) -> list[tuple[int, int]]:
    """Spans (start, end) of the top-level "(...)" groups of `text`, parentheses included;
    groups inside "[...]" (the template's placeholders) and unclosed ones are left out."""
    groups: list[tuple[int, int]] = []
    depth = square = 0
    start = 0
    for k, ch in enumerate(text):
        if depth == 0 and ch == "[":
            square += 1
        elif depth == 0 and ch == "]" and square:
            square -= 1
        elif square:
            continue
        elif ch == "(":
            if depth == 0:
                start = k
            depth += 1
        elif ch == ")" and depth:
            depth -= 1
            if depth == 0:
                groups.append((start, k + 1))
    return groups


def _without_groups(text: str) -> str:
    out, last = [], 0
    for start, end in _paren_groups(text):
        out.append(text[last:start])
        out.append(" ")
        last = end
    out.append(text[last:])
    return "".join(out)


def _split_parts(inner: str) -> list[str]:
    """A group's content split at top-level "," and ";" (separators dropped, text as written)."""
    parts, depth, last = [], 0, 0
    for k, ch in enumerate(inner):
        if ch in "([":
            depth += 1
        elif ch in ")]" and depth:
            depth -= 1
        elif ch in ",;" and depth == 0:
            parts.append(inner[last:k])
            last = k + 1
    parts.append(inner[last:])
    return parts


def _text_says_nothing(text: str) -> bool:
    """"none", "nothing", "no moves", "no changes"... (and not an empty text)."""
    tokens = tokenize(text)
    words = [t.word for t in tokens if t.kind == "word"]
    return bool(words) and (_says_nothing(tokens) or " ".join(words) in (
        "no change", "no changes", "nil", "zero", "even", "no move", "nothing to move"))


def _remark_parts(section: str, inner: str, players: list[str], outside_satisfied: bool
                  ) -> list[str] | None:
    """The parts of a group's content to keep: None to keep the group as written (everything
    in it understood, or a building number), [] when it is all a remark."""
    if _NUMBER_GROUP.match(inner):
        return None
    whole = _signals(section, tokenize(inner), players)
    if not whole.unknown:
        return None
    kept = []
    for part in _split_parts(inner):
        if not part.strip():
            continue
        sig = _signals(section, tokenize(part), players)
        if sig.strong or sig.typo:
            kept.append(part)
        elif not sig.unknown:
            if sig.weak:
                kept.append(part)  # "(Colony Center, fed free with my card)": the first part
        elif sig.weak and not outside_satisfied and len(sig.unknown) < sig.weak:
            kept.append(part)
    return kept


def _signals(section: str, tokens: list[Token], players: list[str]) -> _Signals:
    """What `tokens` say that matters for `section` (see the comment above)."""
    sig = _Signals()
    amounts = colonists = places = nouns = modifiers = 0
    arrow = partner = borrow = phase = False
    player_words = {fold(p) for p in players} if section == "player_trade" else set()
    i = 0
    n = len(tokens)
    while i < n:
        t = tokens[i]
        if t.kind == "arrow":
            arrow = True
            i += 1
            continue
        term = term_at(tokens, i)
        if term is not None:
            if term.kind == "colonist" and term.key != COLONISTS_ANY:
                colonists += 1
            if term.kind != "colonist" or section in ("trade", "player_trade", "net"):
                amounts += 1
            i = term.end
            continue
        if t.kind != "word":
            i += 1
            continue
        end = housing_at(tokens, i)
        if end is not None:
            places += 1
            i = end
            continue
        m = building_at(tokens, i, fuzzy=False)
        if m is not None and not colonist_word(t.text):
            places += 1
            i = building_number_at(tokens, m.end)[1]
            continue
        found = match_noun(tokens, i)
        if found is not None:
            noun, end = found
            if noun.kind == "colonist" and noun.key != COLONISTS_ANY:
                colonists += 1
            elif noun.kind != "colonist":
                nouns += 1
            i = end
            continue
        word = t.word
        if word in player_words:
            partner = True
        elif phase_word(word):
            phase = True
        elif word in ("bonus", "contract", "contracts") or word in _IDLE_WORDS:
            modifiers += 1
        elif word in _BORROW_WORDS:
            borrow = True
        if word in player_words or word in FILLER or word in _GRAMMAR_WORDS \
                or word in NUMBER_WORDS or phase_word(word):
            if word in _BORROW_WORDS:
                borrow = True
            i += 1
            continue
        fuzzy = building_at(tokens, i, fuzzy=True)
        if fuzzy is not None:
            sig.typo = True
            places += 1
            i = fuzzy.end
            continue
        if len(word) >= 5 and difflib.get_close_matches(word, _game_nouns(), n=1, cutoff=0.8):
            sig.typo = True
        sig.unknown.append(t.text)
        i += 1
    if section == "colonization":
        sig.strong = colonists > 0
    elif section == "organization":
        sig.strong = (colonists > 0 and (places > 0 or arrow)) or (phase and borrow) \
            or (places >= 2 and arrow)
    elif section == "production":
        sig.strong = amounts > 0 or modifiers > 0 or (colonists > 0 and (places > 0 or arrow))
    elif section == "build":
        sig.strong = amounts > 0 or (colonists > 0 and places > 0)
    elif section == "trade":
        sig.strong = amounts > 0 or modifiers > 0
    elif section == "player_trade":
        sig.strong = amounts > 0 or partner
    elif section in _AMOUNT_SECTIONS:
        sig.strong = amounts > 0
    sig.places = places
    sig.weak = places + colonists + nouns + (1 if phase and section == "organization" else 0)
    return sig


def _game_nouns() -> list[str]:
    """Colonist and resource spellings of five letters or more (for a typo check)."""
    global _GAME_NOUNS
    if _GAME_NOUNS is None:
        from gm_tool.games.distant_colony.posts.vocabulary import amount_nouns
        _GAME_NOUNS = [w for w in amount_nouns() if len(w) >= 5 and " " not in w]
    return _GAME_NOUNS


_GAME_NOUNS: list[str] | None = None
