"""A Distant Colony turn post -> TurnOrders + claims + diagnostics.

The accepted syntax is described, with examples, in docs/reading.md. In short: the turn is the run
of lines from the first section header ("Survey:", "Colonisation:", "Build:", "Production:",
"Farms:"..., "Trade:", "Organization:", "Player Trade:", "Discard:", "Net:") to the last line that
belongs to the last section; chatter before and after is ignored; inside the turn every line is
either understood or reported. The state resolves references ("Farm #2", "Skilled from Colony
Center", a building built earlier in the same post).

The reading is the kit's (`gm_tool.core.kit.reading`): `TABLE` below is the table of sections — each
a module of posts/sections/ with the spellings of its heading from words.toml — and the kit's
`SectionRunner` finds the headings and hands every line to its section with a `PostContext`
(posts/context.py), after taking out its remarks in parentheses (posts/remarks.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.matching import fold
from gm_tool.core.kit.reading.sections import (EMPTY, OK, PARTIAL, UNREADABLE, Heading, Item,
                                           Section, SectionRunner, SectionTable, is_comment,
                                           short)
from gm_tool.core.kit.reading import habits
from gm_tool.core.kit.reading.sentences import (about_another, asked_then_dropped, asked_then_dropped_more, placeholder_action, pronoun_edit, stays_clauses_out,
                                                 vague_edit)
from gm_tool.core.kit.reading.forum import Line
from gm_tool.core.kit.reading.tokens import tokenize
from gm_tool.games.distant_colony.actions import TurnOrders
from gm_tool.games.distant_colony.posts.claims import (SECTION_NAMES, SUBSECTION_NAMES, SUBSECTIONS,
                                                       Claim, total)
from gm_tool.games.distant_colony.posts.context import PostContext
from gm_tool.games.distant_colony.posts.lines import (OTHER_IN_CONDITION, LineReader, hedged, is_talk,
                                                      order_text, order_words, second_build_declined,
                                                      talk_line)
from gm_tool.games.distant_colony.posts.remarks import (drop_remarks, text_says_nothing,
                                                        without_groups)
from gm_tool.games.distant_colony.posts.sections import (build, colonization, discard, net,
                                                          organization, player_trade, production,
                                                          survey, trade)
from gm_tool.games.distant_colony.posts.vocabulary import (WORDS, building_at, colonist_word,
                                                           match_noun, phase_word)
from gm_tool.games.distant_colony.rules.names import RESOURCE_NAMES
from gm_tool.games.distant_colony.state import DCState

__all__ = ["CODES", "EMPTY", "MAX_LINES", "OK", "PARTIAL", "TABLE", "UNREADABLE", "ParsedPost",
           "parse_post"]

# Every diagnostic code the reader emits, with its meaning (docs/reading.md lists them too).
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
    "dc.post.unclear_trade": "a station trade that says neither buy nor sell: read as a purchase",
    "dc.post.source_inferred": "a staff source the player left out, taken from the state",
    "dc.post.production_implied": "buildings not named in Production that run after the named ones",
    "dc.post.duplicate_step": "a building named twice in Production",
    "dc.post.too_long": "a post of more than 500 lines; the rest is not read",
    "dc.post.line_too_long": "a line of more than 2,000 characters; it is not read",
    "dc.post.internal_error": "a bug in the reader (reported instead of raised)",
    "dc.post.please_confirm": "a word of the game on a line that no order took: not accepted "
                              "until the player confirms",
    "dc.post.section_inferred": "a line without a section heading, read into the section its "
                                "order belongs to",
    "dc.post.edit_applied": "an EDIT that writes sections again replaces them where the post "
                            "first wrote them",
    "dc.post.first_player": "a post that says its player gains First Player when the rules give "
                            "it to another",
}

MAX_LINES = 500  # a turn post is a screenful; more is a paste accident


def _not_a_heading(key: str) -> bool:
    """"Farm:", "Harvester:", "Survey Station:" name buildings and "Food:" a resource: never
    typos of a heading ("Farms", "Harvesters", "Survey")."""
    tokens = tokenize(key)
    return building_at(tokens, 0, fuzzy=False) is not None or match_noun(tokens, 0) is not None


def _section(key: str, module: Any, **options: Any) -> Section:
    return Section(key, SECTION_NAMES[key], tuple(WORDS["sections"][key]), module.read,
                   hint=module.HINT, **options)


class _Table(SectionTable):
    """The kit's table, remembering the headings it has found. A post asks for the heading of
    the same line (and of the same piece of it) many times over — while its lines are cut into
    sections, while they are inferred, and once more when they are read — and a heading read
    through a typo costs a fuzzy match against every spelling: a 64 KB post of "Surevy:" lines
    paid that on every line. A heading depends only on the text (and this table, which never
    changes), so the answer is kept for the post; a game's own `extra` heading reader (the
    players' names) is per post, so only the table's own readings are kept. `parse_post`
    starts each post afresh (`forget`): a post pays for its own headings, once each, and no
    timing of one post is helped by the one before it."""

    _KEEP = 4096  # distinct texts remembered; more (a huge post of distinct lines) starts over

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self._headings: dict[str, Heading | None] = {}
        self._typos: dict[str, tuple[str, str | None, str] | None] = {}

    def forget(self) -> None:
        self._headings.clear()
        self._typos.clear()

    def fuzzy(self, head: str) -> tuple[str, str | None, str] | None:
        if head not in self._typos:
            if len(self._typos) >= self._KEEP:
                self._typos.clear()
            self._typos[head] = super().fuzzy(head)
        return self._typos[head]

    def heading(self, text: str, extra: Any = None) -> Heading | None:
        if extra is not None:
            return super().heading(text, extra)
        if text not in self._headings:
            if len(self._headings) >= self._KEEP:
                self._headings.clear()
            self._headings[text] = super().heading(text)
        return self._headings[text]


# The table of sections, in the order they are read (the order of the round's phases: a
# building built in Build is there in Production). A list section ("Build: Farm" / "Build:
# Harvester") may be written again on the next line without a warning.
TABLE = _Table(
    [
        _section("survey", survey),
        _section("colonization", colonization),
        _section("build", build, repeatable=True),
        _section("production", production, finish=production.finish),
        *(Section(sub, SUBSECTION_NAMES[sub], tuple(WORDS["subsections"][sub]), parent="production")
          for sub in SUBSECTIONS),
        _section("trade", trade, repeatable=True),
        _section("organization", organization, repeatable=True),
        _section("player_trade", player_trade, repeatable=True),
        _section("discard", discard),
        _section("net", net),
    ],
    prefix="dc.post",
    suffixes=WORDS["headings"]["suffixes"],
    leading=WORDS["headings"]["leading"],
    prepare=drop_remarks,
    not_a_heading=_not_a_heading,
    examples=("Survey", "Build", "Production"),
    empty_hint="write the turn in the seed's format, e.g. 'Survey: +1 Wealth'",
    max_lines=MAX_LINES,
)

_TRADE_WITH = compile_later(r"^\s*(?:player\s+)?trades?\s+(?:with|w/|to)\s+(.+?)\s*$", re.IGNORECASE)


_CONTRACT_HEADS = frozenset({"contract", "contracts", "my contract", "contract order"})


def _trade_with(players: list[str], head: str, rest: str) -> Heading | None:
    """"Trade with Bob: 2 Food for 3 Wealth" is a Player Trade with Bob (the partner is added
    to the line, unless it says there is nothing to trade)."""
    if fold(head).strip(" *") in _CONTRACT_HEADS:
        # "Contract: 1 Basic Goods" under Trade: the Trade played effect's contract, an order
        # of Trade written as its own heading (never a typo of "Construct", a Build)
        return Heading("trade", None, f"contract {rest}", head.strip())
    m = _TRADE_WITH.match(head)
    if not (m and any(fold(p) == fold(m.group(1)) for p in players)):
        return None
    if not text_says_nothing(without_groups(rest)):
        rest = f"{rest} (with {m.group(1)})"
    return Heading("player_trade", None, rest, head.strip())


@dataclass(slots=True)
class ParsedPost:
    """What a post says: orders for the rules, claims for the checker, and every problem."""

    player: str
    orders: TurnOrders
    claims: list[Claim] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)
    sections: dict[str, list[int]] = field(default_factory=dict)  # section -> header line numbers
    turn_lines: tuple[int, int] | None = None                     # first and last line of the turn
    production_lines: dict[int, int] = field(default_factory=dict)  # building id -> line naming it
    # "builds" / "player_trades" / "moves" / "survey" -> the line that wrote each of those orders, in order
    order_lines: dict[str, list[int]] = field(default_factory=dict)
    # "take" / "reserve" / "borrowed_phase" / "discard" -> the line that wrote that order
    field_lines: dict[str, int] = field(default_factory=dict)
    # line number -> its text as read (for the order of a line's orders in "Read as")
    line_texts: dict[int, str] = field(default_factory=dict)
    # (line number, section) -> the text of that section's part of the line
    parts: dict[tuple[int, str], str] = field(default_factory=dict)
    # line number -> the parts of a final-score tally written there (posts/final_score.py)
    final_scores: dict[int, dict[str, int]] = field(default_factory=dict)
    # (line, section, Wealth before it, Wealth after it) as the player worked them out
    balances: list[tuple[int, str, int | None, int]] = field(default_factory=list)

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


_HINTS = {s.key: s.hint for s in TABLE.order if s.hint}


# "... and he eat nothing because for my Organisation I take the played effect of Production": the
# played effect an Organization player borrows, said on the line where it is used
_ORG_ASIDE = compile_later(r"(?:\b(?:because|since|as|cause|cuz)\s+)?\b(?:for|with|via|through|in|by|"
                           r"from)\s+(?:my\s+|the\s+)?(?:organi[sz]ation|org)\b[^.;()]*"
                           # "(Org → Survey played effect)", "(Organisation: Production's effect)"
                           r"|(?<=\()\s*(?:my\s+)?(?:organi[sz]ation|org)\s*(?:\u2192|->|=>|:|\u2013|\u2014)\s*[^.;()]*",
                           re.IGNORECASE)


def _borrowed_aside(ctx: PostContext, item: Item) -> None:
    """A clause naming the played effect borrowed through Organization, on another section's
    line: the borrowed phase is read from it (as the Organization line would), and the clause
    leaves the line."""
    m = _ORG_ASIDE.search(item.text[:2000])
    if m is None or ctx.orders.borrowed_phase is not None:
        return
    phase = organization.borrowed_phase(tokenize(m.group(0)))
    if phase is None:
        return
    ctx.orders.borrowed_phase = phase
    ctx.field_lines["borrowed_phase"] = item.line.number
    item.text = (item.text[:m.start()].rstrip(" ,;") + " " + item.text[m.end():].lstrip(" ,;.")).strip()


_SKIPPED_PHASE = {"build": "build", "building": "build", "trade": "trade", "trading": "trade",
                  "survey": "survey", "surveying": "survey", "org": "organization",
                  "organization": "organization", "organisation": "organization",
                  "move": "organization", "moves": "organization"}


# "not yet", "waiting for Ferro", "will decide later": a phase put off, not skipped
_NOT_DECIDED_YET = compile_later(r"(?i)\b(?:yet|waiting|wait|decide|deciding|depends|depending|unless|until|"
                                 r"later|maybe|perhaps|might)\b")


def skipped_phase_out(ctx: PostContext, grouped: dict[str, list[Item]]) -> list[tuple[str, int]]:
    """"Colonisation: skilled + reserve 1 skilled, no build this round, saving the BG": a phase
    said to be skipped, as a clause of another section's line, is that phase's order ("none")
    when the post has no line of its own for it; the clause (with its reason) leaves the line."""
    from gm_tool.games.distant_colony.posts.lines import NO_PHASE_CLAUSE

    phases = set(getattr(ctx.state, "phases", None) or ())
    out: list[tuple[str, int]] = []
    for section, items in list(grouped.items()):
        for item in items:
            if len(item.text) > 2000 or not re.search(r"(?i)\b(?:no|not|won'?t|nothing)\b", item.text):
                continue
            for m in NO_PHASE_CLAUSE.finditer(item.text):
                word = re.search(r"(?i)\b(build\w*|trade|trading|survey\w*|org|organi[sz]ation|moves?)\b",
                                 m.group(0))
                phase = _SKIPPED_PHASE.get(word.group(1).lower()) if word else None
                if phase is None or phase == section or phase not in phases or grouped.get(phase) \
                        or m.start() == 0 or not _held_as_said(ctx, m.group(0)):
                    continue
                if _NOT_DECIDED_YET.search(item.text[m.start():m.end() + 60]):
                    # "no trade yet (waiting for Ferro)": the phase is not skipped, it is not
                    # decided; the GM asks rather than record "none"
                    ctx.diag("dc.post.please_confirm",
                             f'not accepted \u2014 please confirm: "{m.group(0).strip()}" leaves the '
                             f"{phase.title()} undecided: write the order, or 'none'", item.line.number,
                             hint="the post is the whole turn: write what you do in that phase now")
                    item.text = (item.text[:m.start()].rstrip(" ,;") + " "
                                 + item.text[m.end():].lstrip(" ,;")).strip()
                    break
                item.text = (item.text[:m.start()].rstrip(" ,;") + " "
                             + item.text[m.end():].lstrip(" ,;")).strip()
                grouped[phase] = [Item(item.line, "none", None, item.after_last_header, False, phase)]
                out.append((phase, item.line.number))
                break
    return out


def _second_build_remark(ctx: PostContext, item: Item) -> bool:
    """"only 1 bg so no 2nd build :(" on a line of its own: the second build not used, a remark
    (reported); False for any other line."""
    if not second_build_declined(item.text):
        return False
    ctx.info("dc.post.remark", f'"{short(item.text)}": no second build, read as a remark', item.line.number)
    return True


def _before_reading(ctx: PostContext, section_lines: dict[str, list[int]],
                    grouped: dict[str, list[Item]]) -> None:
    """What the post says that an earlier section needs: a played effect borrowed through
    Organization is read after Colonisation, whose "reserve Expert" depends on it."""
    # "Trade: give 2 Food to Bob for 3 Wealth": a trade with another player is a Player Trade
    for item in list(grouped.get("trade", [])):
        if _names_other(ctx, item.text) and not text_says_nothing(without_groups(item.text)):
            grouped["trade"].remove(item)
            item.section = "player_trade"
            grouped.setdefault("player_trade", []).append(item)
            ctx.parts.setdefault((item.line.number, "player_trade"), item.line.text)
    if "trade" in grouped and not grouped["trade"]:
        del grouped["trade"]
    for phase, number in skipped_phase_out(ctx, grouped):
        section_lines.setdefault(phase, []).append(number)
    ctx.check_phases(grouped)
    for section, items in grouped.items():
        for item in _not_handed_to_gm(ctx, section, items):
            if item.after_last_header and not item.is_header and (talk_line(item.text)
                                                                  or _second_build_remark(ctx, item)):
                # "Next round I'm hoping for a Goods Factory...": talk ends the turn, never
                # read as the last section's line
                item.text = ""
                continue
            dropped = asked_then_dropped(item.text) or asked_then_dropped_more(item.text)
            if dropped is not None:
                # "Build: Warehouse Complex? nah, 2 BG. Just a Warehouse (1 BG)": an order
                # weighed and answered no at once; the order that stands is read
                item.text = dropped[1]
            if hedged(item.text, ctx.players) or (section == "organization" and _left_to_gm(ctx, item.text)):
                # "maybe skip it?", "Org: Build or Production played effect, your call GM": the
                # player has not decided; the GM asks
                ctx.diag("dc.post.please_confirm",
                         f'not accepted \u2014 please confirm: "{item.line.text}" is not decided '
                         "(a question or a maybe): which order stands?", item.line.number,
                         hint="write the order you want, or leave the line out")
                item.text = ""
                continue
            if section == "colonization" and _WHATEVER_OTHERS.search(item.text[:2000]):
                item.text = _whatever_others_out(ctx, item)
            if section == "colonization" and _others_pick_condition(ctx, item.text):
                fallback = _pick_with_fallback(ctx, item.text)
                if fallback is not None:
                    # "Skilled if Lin doesn't take it, otherwise Unskilled": an order the GM
                    # applies in turn order, as "Skilled if it's still there, otherwise ..."
                    item.text = fallback
            if section == "colonization" and _others_pick_condition(ctx, item.text):
                # "Skilled if Lin doesn't take it, otherwise Unskilled": the colonist hangs on
                # another player's pick; the GM asks (or waits for that post)
                ctx.diag("dc.post.please_confirm",
                         f'not accepted \u2014 please confirm: "{item.line.text}" is not decided '
                         "(it hangs on another player's pick): which colonist do you take?",
                         item.line.number, hint="name one colonist (the reply says what is left)")
                item.text = ""
                continue
            if "therwise" in item.text:
                item.text = _otherwise_none_out(item.text)
            if section != "colonization" and _conditional(ctx, item.text):
                # "sell 2 Machines if it's still 5 each, otherwise keep them", "... unless Ayo
                # sells first": the order hangs on a condition; the GM asks
                ctx.diag("dc.post.please_confirm",
                         f'not accepted \u2014 please confirm: "{item.line.text}" is not decided '
                         "(it hangs on a condition): which order stands?", item.line.number,
                         hint="write the order you want, or leave the line out")
                item.text = ""
                continue
            _asides(ctx, item, section)
            item.text = order_text(item.text)
            holding_in_remark_checked(ctx, item)
            _build_lead_checked(ctx, item)
            if item.is_header:
                # where on its line each section's part is (a line may hold several sections)
                ctx.parts.setdefault((item.line.number, section), item.line.text)
    headers = [i for i in grouped.get("organization", []) if i.is_header]
    if len(headers) > 1 and any((organization.borrowed_phase(tokenize(i.text)) is not None
                                 or organization.first_player_said(i.text))
                                and not organization.has_moves(tokenize(i.text)) for i in headers):
        # "Organization: take the Production played effect" (or "first player for me") first,
        # the moves later: one Organization, written where each part is used
        later = {i.line.number for i in headers[1:]}
        ctx.diags[:] = [d for d in ctx.diags if not (d.code == "dc.post.duplicate_section"
                                                     and d.line in later)]
    for item in grouped.get("organization", []):
        outside = without_groups(item.text)
        if text_says_nothing(outside):
            continue
        phase = organization.borrowed_phase(tokenize(item.text))
        if phase is not None:
            ctx.borrowing = phase
    if ctx.borrowing is None and ctx.played == "organization":
        # "Build: Market + Warehouse — the 2nd build is my Org bonus (Build played effect)":
        # the played effect borrowed through Organization, said where it is used
        for section in ("survey", "colonization", "build", "production", "trade"):
            said = next((item for item in grouped.get(section, [])
                         if _ORG_BONUS.search(item.line.text[:2000])), None)
            if said is not None:
                ctx.borrowing = ctx.orders.borrowed_phase = section
                ctx.field_lines["borrowed_phase"] = said.line.number
                break


# "Ignore EDIT 1", "disregard the first edit", "forget my last edit": a later EDIT that takes an
# earlier one back (the turn as first posted stands, with what the later EDIT says)
_IGNORE_EDIT = compile_later(r"(?i)\b(?:ignore|disregard|forget|scratch|cancel|undo)\s+(?:the\s+|my\s+)?"
                             r"(?:(?P<which>first|1st|previous|last|earlier|above|other)\s+)?edit\b\s*"
                             r"(?:#?\s*(?P<num>\d{1,2}))?\.?")


_BACK_TO = compile_later(r"(?i)\bback\s+to\s+(?:the\s+|my\s+)?(?:original\s+)?(?P<what>[^\W\d_][\w ]{1,40}?)\s*(?=[,.;!]|$)")


def _revoked_edits(outside: list) -> set[int]:
    """The lines of EDITs that a later EDIT takes back ("EDIT2: no, back to the Market. Ignore
    EDIT 1."): the one it numbers, else every EDIT before it."""
    edits = [(line, habits.edit_marker(line.text)) for line in outside]
    edits = [(line, rest) for line, rest in edits if rest is not None]
    revoked: set[int] = set()
    for k, (line, rest) in enumerate(edits):
        m = _IGNORE_EDIT.search(rest[:2000])
        if m is None or k == 0:
            continue
        earlier = edits[:k]
        if m.group("num"):
            n = int(m.group("num"))
            numbered = [e for e in earlier
                        if re.match(rf"(?i)^\W*edit\s*#?\s*{n}\b", e[0].text.strip())
                        or (n == 1 and re.match(r"(?i)^\W*edit\b(?!\s*#?\s*\d)", e[0].text.strip()))]
            revoked.update(e[0].number for e in (numbered or earlier[-1:]))
        else:
            revoked.update(e[0].number for e in earlier)
    return revoked


# "I take the Survey played effect instead.", "so I'll use the Trade bonus": the played effect an
# Organization player borrows, said in a sentence of its own outside the sections
_TAKES_EFFECT = compile_later(r"(?i)\b(?:i|i'?ll|i\s+will|i'?m|i\s+am)\s+(?:(?:just|then|also|gonna|going\s+to)\s+)?"
                              r"(?:take|taking|use|using|pick|picking|choose|choosing|go\s+(?:with|for)|"
                              r"going\s+(?:with|for)|get|getting|want|borrow|borrowing|copy|copying|claim|have|having)\b"
                              r"[^.!?;]{0,30}?\b(?:played\s+effect|effect|bonus)\b")


def _borrowed_in_talk(ctx: PostContext, lines: list[Line]) -> None:
    """An Organization player who does not gain First Player names the played effect they take
    in a sentence outside the sections ("Two of us played Org, so Haruto gets first player. I
    take the Survey played effect instead."): the borrowed phase, read before the sections (the
    Survey line's +2 depends on it). Only a decided sentence of the player's own, one phase."""
    if ctx.played != "organization" or len(lines) > 200:
        return
    from gm_tool.core.kit.reading.sentences import split_sentences

    for line in lines:
        if len(line.text) > 600 or TABLE.line_heading(line) is not None \
                or not _TAKES_EFFECT.search(line.text):
            continue
        for sentence in split_sentences(line.text):
            if not _TAKES_EFFECT.search(sentence) or sentence.rstrip().endswith("?") \
                    or hedged(sentence, ctx.players):
                continue
            phase = organization.borrowed_phase(tokenize(sentence))
            if phase is not None:
                ctx.borrowing = ctx.orders.borrowed_phase = phase
                ctx.field_lines["borrowed_phase"] = line.number
                return


def _placeholder_asked(ctx: PostContext, line: Line) -> bool:
    """A line outside the turn that names a colonist or building and only a placeholder for what
    it does ("crim does the thing in the back", "the Expert does his usual"): the GM asks what
    is meant (an error); True when asked."""
    if not placeholder_action(line.text):
        return False
    words = _game_words(ctx, line.text)
    if not words:
        return False
    item = Item(line, line.text, None, False, False, "")
    ctx.please_confirm(item, words, what=f"line {line.number} names an order without saying it")
    return True


def _own_signature(ctx: PostContext, text: str) -> bool:
    """A signature line that opens with the poster's own name and a separator, no figure in it
    ("Ann | slow and steady builds the colony", "Ann - Governor of New Hope"): the tag the
    forum puts under every post of theirs, never an order."""
    return len(text) <= 120 and not re.search(r"\d", text) and bool(re.match(
        rf"(?i)^\W*{re.escape(ctx.player)}\b\s*(?:[|,:~\u2013\u2014]|-+\s|$)", text))


def _outside_the_turn(ctx: PostContext, runner: SectionRunner, lines: list,
                      signed: set[int] | frozenset = frozenset()) -> None:
    """Nothing is dropped in silence: a line outside the turn (before it, after it, a comment,
    an EDIT, a signature) that orders something and is not talk is not accepted until the
    player confirms it. An EDIT that only says again what the post orders is its explanation."""
    if runner.turn_lines is None:
        return
    first, last = runner.turn_lines
    comments = {d.line for d in ctx.diags if d.code in ("dc.post.comment",)}
    outside = [line for line in lines if line.number < first or line.number > last
               or line.number in comments]
    marked: set[int] = set()
    revoked = _revoked_edits(outside)
    for line in outside:
        if line.number in revoked:
            continue    # an EDIT a later one takes back ("EDIT2: ... Ignore EDIT 1.")
        if line.number in signed and _own_signature(ctx, line.text):
            continue    # "--" / "Ann | slow and steady builds the colony": her forum tag
        edited = habits.edit_marker(line.text)
        if edited is not None and revoked and _IGNORE_EDIT.search(edited):
            edited = _IGNORE_EDIT.sub(" ", edited)
            turn_text = " ".join(x.text for x in lines if first <= x.number <= last).lower()
            back = _BACK_TO.search(edited)
            if back is not None and back.group("what").lower() in turn_text:
                # "no, back to the Market": the order as first posted, said again
                edited = edited[:back.start()] + " " + edited[back.end():]
        if edited is None and _PS.match(line.text):
            edited = _PS.sub("", line.text)   # "PS: also selling 2 Food" may add an order
        if edited is not None:
            marked.add(line.number)
        elif line.number in marked:
            edited = line.text    # "P.S. I'd like to sell 2 Food too", cut after "P.S.": the rest
        elif edited is None and is_comment(line.text):
            continue    # "Note: ...", "OOC ...", "(...)": the player says it is not the turn
        if edited is None:
            left = _left_to_gm(ctx, line.text)
            if left:
                # "Org bonus: Build or Production, you decide GM": the player's choice, asked
                item = Item(line, line.text, None, False, False, "")
                ctx.please_confirm(item, left, what=f"line {line.number} leaves the choice to the "
                                                    "GM: say which one you take")
                continue
            if hedged(line.text, ctx.players) and order_words(line.text, ctx.players) \
                    and line.number > last:
                # "Maybe I should buy a Machine?" after the turn: asked, never dropped
                item = Item(line, line.text, None, False, False, "")
                ctx.please_confirm(item, order_words(line.text, ctx.players),
                                   what=f"line {line.number} (after the turn) asks about an order")
                continue
            if _others_pick_condition(ctx, line.text, whole=True) and _colonist_named(line.text):
                # "if Lin takes the Skilled give me Unskilled" around the turn: a colonist on a
                # condition about another player's pick, asked, never chatter
                item = Item(line, line.text, None, False, False, "")
                ctx.please_confirm(item, order_words(line.text, ctx.players) or [line.text.strip()[:40]],
                                   what=f"line {line.number} takes a colonist on another player's pick")
                continue
            if _placeholder_asked(ctx, line):
                continue   # "crim does the thing in the back": asked, never chatter
            if is_talk(line.text) and not _polite_order(ctx, line.text):
                continue
            if _only_negated_orders(line.text) or second_build_declined(line.text):
                continue   # "only 1 bg so no 2nd build :(": why an order is not given, talk
            if _holding_talk(ctx, line):
                continue   # "Build played, but I only have the one BG so:": a holding, checked
            words = order_words(line.text, ctx.players) or _effect_words(line.text)
            if words and not _ORDER_VERB.search(_HELD.sub(" ", line.text)) and not (
                    line.number > last and (_ADDED.search(line.text)
                                            or _SECTION_COLON.search(line.text))):
                # an amount in a sentence with no order in it ("my Colony Center only makes 1
                # Wealth"): talk. After the turn, an amount added on ("oh and 2 Machines as
                # well") is an order that was not read.
                continue
        else:
            words = _edit_words(ctx, line, edited)
            if words is None:
                continue
        if not words:
            continue
        where = ("an EDIT" if edited is not None else "before the turn" if line.number < first
                 else "after the turn" if line.number > last else "a comment")
        item = Item(line, line.text, None, False, False, "")
        ctx.please_confirm(item, words, what=f"line {line.number} ({where}) orders something "
                                              "that was not read")
        d = ctx.diags[-1]
        ctx.diags[-1] = Diagnostic(d.code, d.message, Severity.ERROR, line.number, None,
                                   "write it under its section (e.g. 'Trade: sell 2 Food'), or "
                                   "leave it out if it is not an order")


# "EDIT: hmm no, reserve instead", "edit: sell instead": an order's verb put for another, its object unsaid
_VERB_INSTEAD = compile_later(r"(?i)\b(?:build|buy|sell|reserv\w*|contract|take|move|trade|discard|swap)\s+"
                              r"(?:one\s+|it\s+|them\s+)?(?:instead|rather)\b")

def _edit_words(ctx: PostContext, line, edited: str) -> list[str] | None:
    """The words of an EDIT or a PS that change the turn (None: it changes nothing, or the GM
    asks about it already)."""
    # an EDIT or a PS, clause by clause: talk ("kept the Rare Goods for a Lab next
    # round") and what the post already orders ("selling a Machine instead") explain
    # it; anything else changes the turn, and the GM asks which version stands
    words = []
    if _KEEP_ONLY.match(edited.strip()) and any(d.code == "dc.post.edit_applied" and d.line == line.number
                                                for d in ctx.diags):
        return None   # "EDIT: keep the Expert in the Rehab Center, only ...": applied to its line
    if _asks_another_player(ctx, edited):
        return None   # "EDIT: Gunnar, still up for that food deal next round?": table talk
    if _hedged_change(edited):
        # "EDIT: hmm actually maybe the factory instead? it's worth more at the end": a
        # change weighed, not made: which version stands is the player's to say
        item = Item(line, line.text, None, False, False, "")
        ctx.please_confirm(item, [edited.strip()[:40]],
                           what=f"line {line.number} (an EDIT) weighs a change without "
                                "making it")
        return None
    if _others_pick_condition(ctx, edited) and _colonist_named(edited):
        # "EDIT: if Lin takes the Skilled give me Unskilled": a colonist on another
        # player's pick, asked
        words = [edited.strip()[:40]]
    for clause in ([] if words else _CLAUSES.split(edited)):
        if clause.strip() and hedged(clause, ctx.players):
            words.extend(_game_words(ctx, clause) or [clause.strip()[:40]])
            continue   # "EDIT: actually maybe sell Food at the market instead?"
        if not clause.strip() or is_talk(clause):
            continue
        named = order_words(clause, ctx.players) or _game_words(ctx, clause)
        if named and not _said_already(ctx, clause):
            words.extend(named)
    if not words and (vague_edit(edited) or pronoun_edit(edited) or _verb_instead(edited)):
        # "EDIT: make it 2", "EDIT2: nvm": a figure or a take-back that names nothing
        # the reader could place: which version stands is the player's to say
        words = [edited.strip()[:40]]
    return words



def _verb_instead(edited: str) -> bool:
    """An EDIT that puts an order's verb for another without saying what ("hmm no, reserve
    instead") or scales an amount it does not name ("double that"): a change the reader cannot
    place; the GM asks."""
    return len(edited) < 300 and bool(_VERB_INSTEAD.search(edited) or _SCALED.search(edited))


# "EDIT: actually double that", "triple it": an amount scaled, without saying which one
_SCALED = compile_later(r"(?i)\b(?:double|triple|halve|twice|thrice)\s+(?:that|it|this|them|those|these)\b")


# "instead", "rather", "or", a question: an EDIT's words that weigh another order
_CHANGE_WEIGHED = compile_later(r"(?i)\b(?:instead|rather|or|switch|swap|change)\b|\?")


def _hedged_change(edited: str) -> bool:
    """The text after an EDIT marker weighs a change without making it ("hmm actually maybe the
    factory instead?", "perhaps a Farm rather?"): a hedge (the kit's `tentative_edit` or
    `undecided_edit`) with a word of change or a question, about this round."""
    from gm_tool.core.kit.reading.sentences import (edit_only_remarks, joked_change, tentative_edit,
                                                    undecided_edit)

    text = edited[:300]
    if not text.strip() or edit_only_remarks(text) or _LAST_ROUND.search(text):
        return False
    if joked_change(text):
        return True    # "EDIT: nah, reserve a crim instead lol jk... unless?": neither made nor taken back
    return (tentative_edit(text) or undecided_edit(text)) and bool(_CHANGE_WEIGHED.search(text))


_LAST_ROUND = compile_later(r"(?i)\b(?:last|previous|next)\s+(?:round|turn|time|game)\b|\bshould\s+have\b|"
                            r"\bshould'?ve\b")


# "I would like to sell 2 Food too", "I'd like to buy 1 Machine": a wish that is an order
_POLITE = compile_later(r"\b(?:i\s+would|i'?d|we\s+would|we'?d)\s+(?:like|love|want|prefer)\s+to\b", re.IGNORECASE)


def _polite_order(ctx: PostContext, text: str) -> bool:
    """A sentence of the line is a polite order ("Thanks all. I would like to sell 2 Food
    too"): "I would like to" with an order's verb and an amount, and no hedge or question."""
    if len(text) > 2000 or not _POLITE.search(text):
        return False
    from gm_tool.core.kit.reading.sentences import split_sentences

    return any(_POLITE.search(x) and _ORDER_VERB.search(x) and order_words(x, ctx.players)
               and not x.rstrip().endswith("?") and not hedged(x, ctx.players)
               for x in split_sentences(text))


# a condition on an order: "if it's still 5", "otherwise", "unless Ayo sells first"
_CONDITION = compile_later(r"\b(?:otherwise|unless|or\s+else|if\s+not|if\s+(?:it|its|it'?s|the|there|"
                           r"they|he|she|i|we|prices?|possible|available|allowed|still|any|enough|"
                           r"nobody|no\s+one|someone|anyone|[a-z]+\s+(?:does|doesn'?t|sells|buys|"
                           r"takes|goes))\b)", re.IGNORECASE)


# "-1 VP if it ends like this I know", "that's 3 points if the game ended now": the score if
# the game ended, said of the position; no condition on an order
_SCORE_IF = compile_later(r"(?i)[-+\u2212]?\d{1,3}\s*(?:vp|points?|pts)\s+if\s+(?:it|the\s+game|we|this)\s+"
                          r"(?:ends?|ended|finish(?:es|ed)?|stops?|stopped)\b[^,;.()]{0,40}")


def _conditional(ctx: PostContext, text: str) -> bool:
    """An order line whose order hangs on a condition, outside parentheses (a remark in
    brackets may say "if" about anything), with an order in it."""
    outside = _SCORE_IF.sub(" ", without_groups(text)[:2000])
    m = _CONDITION.search(outside)
    if m is None:
        return False
    if re.search(r"\bas\s+if\b|\beven\s+if\b", outside, re.IGNORECASE):
        return False
    return bool(order_words(outside, ctx.players) or _ORDER_VERB.search(outside))


def _asks_another_player(ctx: PostContext, text: str) -> bool:
    """A question put to another player, with no order verb in it ("Gunnar, still up for that
    food deal next round?"): table talk, never an order of this turn."""
    if not text.rstrip().endswith("?") or _ORDER_VERB.search(text):
        return False
    from gm_tool.core.kit.reading.talk import about_others

    me = fold(str(ctx.player))
    others = [fold(p) for p in ctx.players if fold(p) != me]
    return about_others(re.findall(r"[a-z0-9']+", fold(text)), others)


# "my reserved Expert", "the colonist I reserved": the colonist held, a noun, not an order
_HELD = compile_later(r"\b(?:my|our|the|his|her|their)\s+(?:previously\s+)?reserved\b|"
                      r"\bI\s+reserved\b", re.IGNORECASE)
_ORDER_VERB = compile_later(
    r"\b(?:build|built|building|builds|buy|buying|bought|buys|sell|selling|sold|sells|purchas\w*|contract\w*|"
    r"mov\w+|swap\w*|take|taking|took|reserv\w*|discard\w*|trad\w+|send\w*|sent|giv\w+|"
    r"gave|pay|paying|paid|staff\w*|colonis\w+|coloniz\w+)\b", re.IGNORECASE)
_SECTION_COLON = compile_later(r"(?:survey|colon[a-z]*|build|prod[a-z]*|trade|org[a-z]*|net|"
                               r"farms|harvesters|factories|labs|others)\s*:", re.IGNORECASE)
_ADDED = compile_later(r"\b(?:also|too|as\s+well|plus|forgot|and|oh)\b", re.IGNORECASE)
_CLAUSES = compile_later(r"[,;]\s+|\s+(?:and|but|so|then)\s+", re.IGNORECASE)


_EFFECT = compile_later(r"\b(?:played\s+effect|effect|bonus)\b", re.IGNORECASE)

# the played effect Organization borrows, named in the section that uses it: "my Org bonus",
# "via Org", "(Organization effect)", "thanks to my Organization"
_ORG_BONUS = compile_later(r"\borg(?:ani[sz]ation)?(?:'s)?\s+(?:bonus|pick|perk|extra|copy|borrow\w*|"
                           r"(?:played\s+)?effect)\b|\b(?:via|through|thru|from|thanks\s+to|using|"
                           r"with|by)\s+(?:my\s+|the\s+)?org(?:ani[sz]ation)?\b", re.IGNORECASE)


# an order said not to be given ("so no 2nd build", "can't build anything", "not selling"): a
# line outside the turn whose every order word is negated explains the turn, it orders nothing
_NEGATED = compile_later(
    r"\b(?:no|not|nor|never|can'?t|cannot|couldn'?t|won'?t|unable\s+to|nothing\s+to)\s+"
    r"(?:(?:a|an|any|more|the|another|other|extra|further|second|third|\d+(?:st|nd|rd|th)|to|be|"
    r"afford\s+(?:to|a|an|the|another)?)\s+)*"
    r"(?=(?:build|built|building|buy|buying|bought|sell|selling|sold|purchas\w*|contract\w*|"
    r"mov\w+|swap\w*|take|taking|took|reserv\w*|discard\w*|trad\w+|staff\w*)\b)\w+",
    re.IGNORECASE)


def _only_negated_orders(text: str) -> bool:
    """Every order word of a line outside the turn is negated ("only 1 bg so no 2nd build"),
    and the line has no section heading and no "+"/"-" figure: talk."""
    text = text[:2000]
    if not _NEGATED.search(text) or _SECTION_COLON.search(text) or re.search(r"[+\-\u2013]\s*\d", text):
        return False
    return not _ORDER_VERB.search(_NEGATED.sub(" ", text))


def _bare_heading_only(ctx: PostContext, runner: SectionRunner, lines: list[Line]) -> None:
    """A turn post that is one heading and nothing else ("Trade", "Production:") is no turn:
    a phase choice posted in the thread, or a turn not written yet. The GM asks."""
    if runner.turn_lines is None:
        return
    first, last = runner.turn_lines
    turn = [line for line in lines if first <= line.number <= last]
    if len(turn) != 1:
        return
    heading = TABLE.line_heading(turn[0])
    if heading is None or heading.rest.strip(" :-\u2013\u2014"):
        return
    ctx.diag("dc.post.please_confirm",
             f'not accepted \u2014 please confirm: "{turn[0].text}" is a heading with nothing '
             f"after it: what is your {TABLE.title(heading.section)}?", turn[0].number,
             hint=f"write it, e.g. '{TABLE.title(heading.section)}: none'")


def _effect_words(text: str) -> list[str]:
    """"Org: I'd like the Build played effect" outside the turn: a played effect asked for
    is an order (Organization's), never chatter."""
    if not _EFFECT.search(text):
        return []
    return [w for w in habits.words_of(text) if phase_word(w)][:1]


def _left_to_gm(ctx: PostContext, text: str) -> list[str]:
    """"Org bonus: Build or Production, whichever helps more, you decide GM": two choices joined
    by "or" and the choice handed to the GM (kit: sentences.MORE_HEDGE): the game words of the
    choices (none: not such a line). The GM asks which one; never chooses for the player."""
    from gm_tool.core.kit.reading.sentences import MORE_HEDGE

    text = text[:2000]
    if not MORE_HEDGE.search(text) or not re.search(r"(?i)\bor\b", text):
        return []
    words = [w for w in habits.words_of(text) if phase_word(w)] + _game_words(ctx, text)
    return words if len(words) >= 2 else []


def _game_words(ctx: PostContext, text: str) -> list[str]:
    tokens = tokenize(text)
    out, k = [], 0
    while k < len(tokens):
        found = ctx.game_word_at(tokens, k)
        if found is None:
            k += 1
            continue
        if not (found[1] == k + 1 and (phase_word(tokens[k].word)
                                       or TABLE.lookup(tokens[k].word) is not None)):
            out.append(found[0])   # (a phase or section named is not an order: "forgot Org")
        k = max(found[1], k + 1)
    return out


def _names_other(ctx: PostContext, text: str) -> bool:
    others = {fold(p) for p in ctx.players if fold(p) != fold(ctx.player)}
    # "a Machine or a BG, whichever Keiichi doesn't need": a player named in a condition on
    # the order, not a partner in it
    plain = OTHER_IN_CONDITION.sub(" ", without_groups(text))
    if any(w in others for w in habits.words_of(plain)):
        return True
    # "buy 1 Machine (from Mirela)": the partner named in brackets
    for group in re.findall(r"\(([^()]*)\)", text[:2000]):
        words = habits.words_of(group)
        if any(w in others and k > 0 and words[k - 1] in ("from", "to", "with", "off")
               for k, w in enumerate(words)):
            return True
    return False


_PS = compile_later(r"^\s*p\.?\s?p?\.?s\.?\b\s*[:.\-]?\s*", re.IGNORECASE)


def _said_already(ctx: PostContext, text: str) -> bool:
    """The orders an EDIT line gives are all in the post already ("EDIT: selling a Machine
    instead" under "Trade: sell 1 Machine")."""
    from gm_tool.games.distant_colony.posts.lines import LineReader

    heading = LineReader(TABLE, ctx.players, ctx.player).infer(Line(1, text), None)
    if heading is None:
        return False
    probe = parse_post(f"{TABLE.title(heading.section)}: {heading.rest}", ctx.state, ctx.player,
                       ctx.settings)
    mine, theirs = ctx.orders, probe.orders
    found = False
    for name in ("builds", "trades", "moves", "player_trades"):
        for order in getattr(theirs, name):
            if order not in getattr(mine, name):
                return False
            found = True
    for name in ("take", "reserve", "borrowed_phase"):
        value = getattr(theirs, name)
        if value is not None:
            if value != getattr(mine, name):
                return False
            found = True
    return found


_EDIT_SENTENCE = compile_later(r"(?<=[.!;])\s+(?=\S)")
# "EDIT: forgot the Net: ...", "edit: oops, forgot to add Trade: none"
_FORGOT = compile_later(r"^(?:(?:oops|sorry|ah|whoops)[,!.]*\s+)*(?:i\s+)?(?:forgot|missed|left\s+out)\s+"
                        r"(?:to\s+(?:add|write|put)\s+)?(?:the\s+|my\s+)?(?:line\s+)?", re.IGNORECASE)


# "-1 either way", "same VP anyway", "it's 2 VP regardless": the figure is the same for both
_EITHER_WAY = compile_later(r"(?i)^\s*(?:(?:it'?s|that'?s|its|same|both)\s+)?(?:[+\-\u2212]?\d{1,2}\s*"
                            r"(?:vp|points?|pts)?\s+)?(?:either\s+way|anyway|regardless|both\s+ways|"
                            r"for\s+both|the\s+same)\s*[.!]?\s*$")
_SWAP_TAIL_CLAUSE = compile_later(r",\s*|;\s*|\s+and\s+|\s+[\u2013\u2014-]{1,2}\s+")


def _swap_reasons_out(ctx: PostContext, line: Line, rest: str) -> str:
    """"make that the Unskilled instead of the Expert, -1 either way and Bram might want the
    Expert": an EDIT that puts one name for another, then only why (a figure the same for both,
    what another player may want): the EDIT without its reasons (each a remark)."""
    m = _INSTEAD_OF.match(rest[:300]) or _NOT_OLD.match(rest[:300])
    if m is None:
        return _instead_why_out(ctx, line, rest)
    if not rest[m.end():].strip(" .!"):
        return rest
    others = [p for p in ctx.players if fold(p) != fold(ctx.player)]
    clauses = [c for c in _SWAP_TAIL_CLAUSE.split(rest[m.end():]) if c.strip(" .!")]
    if not all(_EITHER_WAY.match(c) or about_another(c.strip(" .!"), others) for c in clauses):
        return rest
    ctx.info("dc.post.remark", f'"{short(rest[m.end():].strip(" ,;.!"))}": why, read as a remark',
             line.number)
    return rest[:m.end()].rstrip(" ,;.!")


# "Market sells the Rare Goods instead (+6), food's tight": "VERB X instead" (its figure in
# brackets), then a short why: a copula, "'s" or a word of reason, no figure and no order's verb
_INSTEAD_THEN_WHY = compile_later(r"(?i)^(?P<swap>[^,;]{1,120}?\binstead\b\s*(?:\([^()]*\))?)\s*[,;:\u2013\u2014-]+\s*"
                                  r"(?P<why>[^\d,;()]{1,60}?)\s*[.!]*\s*$")
_WHY_WORDS = compile_later(r"(?i)'s\b|\u2019s\b|\b(?:is|are|isn'?t|aren'?t|since|because|cos|cuz|as|need|needed|"
                           r"tight|short|low|scarce|better|worth)\b")


def _instead_why_out(ctx: PostContext, line: Line, rest: str) -> str:
    """"Market sells the Rare Goods instead (+6), food's tight": the EDIT without its short why
    (a remark), so the swap can be applied."""
    m = _INSTEAD_THEN_WHY.match(rest[:300])
    if m is None or _ORDER_VERB.search(m.group("why")) or not _WHY_WORDS.search(m.group("why")):
        return rest
    ctx.info("dc.post.remark", f'"{short(m.group("why").strip())}": why, read as a remark', line.number)
    return m.group("swap").rstrip(" ,;.!")


def _orders_after_swap(rest: str) -> bool:
    """"make that the Unskilled instead of the Expert, and sell the food": an order's verb after
    the name put for another: more than a swap, so the EDIT is not applied (the GM asks)."""
    m = _INSTEAD_OF.match(rest[:300]) or _NOT_OLD.match(rest[:300])
    return m is not None and bool(_ORDER_VERB.search(rest[m.end():300]))


# "lol jk", "haha kidding", "just joking": a change called a joke (kit sentences.joked_change)
_JOKE_WORD = compile_later(r"(?i)\b(?:jk|j/k|jking|just\s+kidding|kidding|just\s+joking|joking)\b")


def _apply_edits(ctx: PostContext, lines: list[Line]) -> list[Line]:
    """An EDIT that writes sections again ("EDIT: scratch the trade, keeping the Raw. Trade:
    none. Net: -1 BG, ...") replaces those sections where the post first wrote them: the GM
    reads the post as edited. The words before the first heading are its explanation (they
    give no amount). An EDIT in words only ("make that a Harvester") is left to
    `_outside_the_turn`, which asks when it changes an order."""
    out = list(lines)
    if sum(habits.edit_marker(line.text) is not None for line in lines) != 1:
        return out    # a second EDIT may take the first back ("EDIT2: nvm"): the GM asks
    for k, line in enumerate(lines):
        rest = habits.edit_marker(line.text)
        if not rest:
            continue
        if _JOKE_WORD.search(rest[:300]):
            continue    # "EDIT: reserve a crim instead lol jk": a change called a joke is not applied
        rest = _swap_reasons_out(ctx, line, rest)
        lead = _lead_swap(ctx, out, line, rest)
        if lead is not None:
            out, rest = lead   # "EDIT: make that a Harvester instead of the Farm. Production: ..."
        split = _amount_then_sections(ctx, out, line, rest)
        if split is not None:
            out, line, rest = split   # "EDIT: sell 2 Food instead (+6). Net: -2 Food, +7 Wealth"
        swapped = None if _orders_after_swap(rest) else (
            _swap_in(out, line, rest) or _amount_in(ctx, out, line, rest) or _scratch_in(out, line, rest)
            or _release_in(out, line, rest))
        if swapped is not None:
            out, number = swapped
            ctx.info("dc.post.edit_applied",
                     f"line {line.number} (an EDIT) changes line {number}: read as "
                     f'"{short(next(x.text for x in out if x.number == number))}"', line.number)
            continue
        added = _FORGOT.match(rest)
        if added is not None and TABLE.line_heading(Line(line.number, rest[added.end():])) is not None:
            rest = rest[added.end():]     # "EDIT: forgot the Net: +1 Food, ...": the section it adds
        pieces = _EDIT_SENTENCE.split(rest)
        first = next((j for j, piece in enumerate(pieces)
                      if TABLE.line_heading(Line(line.number, piece)) is not None), None)
        if first is None:
            continue
        if any(ch.isdigit() for ch in " ".join(pieces[:first])):
            continue      # an amount before the heading: not only an explanation
        edited = [Line(line.number, piece.rstrip(" ;")) for piece in pieces[first:]]
        sections = set()
        for e in edited:
            h = TABLE.line_heading(e)
            if h is not None:
                sections.add(h.section)
        # the earlier lines of those sections: their heading line and the lines under it
        keep: list[Line] = []
        current = None
        replaced = []
        for other in out:
            if other is line:
                break
            h = TABLE.line_heading(other)
            if h is not None:
                current = h.section
            if current in sections and not habits.edit_marker(other.text):
                replaced.append(other.number)
                continue
            keep.append(other)
        if not replaced:
            if added is None:
                continue
            # a section the post did not write, added by the EDIT: read where the EDIT stands
            at = out.index(line)
            out = out[:at] + edited + out[at + 1:]
            names = ", ".join(sorted({TABLE.title(s) for s in sections}))
            ctx.info("dc.post.edit_applied", f"line {line.number} (an EDIT) adds {names}",
                     line.number)
            continue
        after = out[out.index(line) + 1:]
        out = keep + edited + after
        names = ", ".join(sorted({TABLE.title(s) for s in sections}))
        ctx.info("dc.post.edit_applied",
                 f"line {line.number} (an EDIT) writes {names} again: it replaces line"
                 f"{'s' if len(set(replaced)) > 1 else ''} "
                 + ", ".join(str(n) for n in sorted(set(replaced))), line.number)
    return out


# "make that a Harvester instead of the Farm", "Harvester instead of Farm", "reserve a Criminal
# instead": one name put for another
_INSTEAD_OF = compile_later(r"^(?:(?:actually|sorry|oops|ok|so)[,\s]+)*(?:(?:make|change|switch|swap)"
                            r"\s+(?:that|it|this)(?:\s+(?:to|into))?\s+)?(?:an?\s+|the\s+)?"
                            r"(?P<new>[^,.;!?()]+?)\s+instead\s+of\s+(?:the\s+|my\s+|an?\s+)?"
                            r"(?P<old>[^,.;!?()]+?)\s*(?:[,.;!\u2013\u2014]|\s-{1,2}\s|$|(?=\())", re.IGNORECASE)
# "I meant Harvester not Farm", "Harvester, not Farm", "should be Skilled, not Expert"
_NOT_OLD = compile_later(r"^(?:(?:typo|sorry|oops|actually|ok|so|correction)[,:\s]+)*(?:i\s+meant\s+|"
                         r"meant\s+|should\s+be\s+|make\s+(?:that|it)\s+|it'?s\s+)?"
                         r"(?:an?\s+|the\s+)?(?P<new>[^,.;!?()]+?)[,\s]+not\s+(?:the\s+|an?\s+|"
                         r"my\s+)?(?P<old>[^,.;!?()]+?)\s*(?:[,.;!\u2013\u2014]|\s-{1,2}\s|$|(?=\())", re.IGNORECASE)
# "swapping the farm for a harvester", "replace the Farm with a Harvester", "change Farm to
# Harvester": the old name first, then the new one
_SWAP_FOR = compile_later(r"^(?:(?:actually|sorry|oops|ok|so)[,\s]+)*(?:i'?m\s+|i\s+am\s+|i'?ll\s+)?"
                          r"(?:swap(?:ping)?|switch(?:ing)?|chang(?:e|ing)|replac(?:e|ing))\s+(?:out\s+)?"
                          # ("change that to a Basic Raw instead": "that" is the last order, read apart)
                          r"(?:the\s+|my\s+|an?\s+)?(?!(?:that|it|this|them)\b)(?![^,.;!?()]*\binstead\b)"
                          r"(?P<old>[^,.;!?()]+?)\s+(?:for|with|to|into)\s+"
                          r"(?:the\s+|an?\s+)?(?P<new>[^,.;!?()]+?)\s*(?:[,.;!\u2013\u2014]|\s-{1,2}\s|$|(?=\())",
                          re.IGNORECASE)
_INSTEAD = compile_later(r"^(?:(?:actually|sorry|oops|ok|so)[,\s]+)*(?P<verb>[a-z]+)\s+"
                         r"(?:an?\s+|the\s+|one\s+)?(?P<new>[^,.;!?()]+?)\s+instead\b",
                         re.IGNORECASE)


def _name_of(text: str) -> tuple[str, str] | None:
    """A short phrase as one name of the game: ("building", kind), ("colonist", key) or
    ("resource", key); None when it is not exactly one name."""
    tokens = tokenize(text)
    if not tokens or len(tokens) > 4:
        return None
    m = building_at(tokens, 0, fuzzy=False)
    if m is not None and m.end == len(tokens) and not (len(tokens) == 1
                                                      and colonist_word(tokens[0].text)):
        return "building", m.kind
    found = match_noun(tokens, 0)
    if found is not None and found[1] == len(tokens):
        return found[0].kind, found[0].key
    return None


def _names_of_old(lines: list[Line], edit: Line, verb: str | None, old: str | None,
                  old_name, new_name) -> list[tuple[Line, str]]:
    """The earlier lines' words that name what an EDIT replaces: the old name itself, or (for
    "VERB X instead") a name of the same kind after that verb. (line, words written) each."""
    before = [x for x in lines if x.number < edit.number and not habits.edit_marker(x.text)]
    hits = []
    for x in before:
        heading = TABLE.line_heading(x)
        tokens = tokenize(heading.rest if heading is not None else x.text)
        for k, t in enumerate(tokens):
            if t.kind != "word" or (t.word.endswith("s") and TABLE.lookup(t.word) is not None):
                continue   # ("farms +2 food": a group's summary, not the building)
            if verb is not None:
                j = k - 1
                while j >= 0 and (tokens[j].kind == "word" and tokens[j].word in ("a", "an", "the", "one")
                                  or tokens[j].kind == "num"):
                    j -= 1     # ("sells 1 BG": the amount between the verb and the name)
                stem = verb[:-1] if verb.endswith("s") and len(verb) > 3 else verb
                forms = {verb, stem, stem + "s", stem + "ing", stem.rstrip("e") + "ing"}
                if j < 0 or tokens[j].kind != "word" or tokens[j].word not in forms:
                    continue
            for end in range(min(len(tokens), k + 4), k, -1):
                phrase_tokens = tokens[k:end]
                if any(p.kind != "word" for p in phrase_tokens):
                    continue
                name = _name_of(" ".join(p.text for p in phrase_tokens))
                if name is not None and ((old is not None and name == old_name) or (
                        old is None and name[0] == new_name[0] and name != new_name)):
                    hits.append((x, " ".join(p.text for p in phrase_tokens)))
                    break
    return hits


def _new_figure_in(text: str, at_start: int, new: str, figure, compared) -> str | None:
    """The old order's figure, in the same clause, made the new one's: in brackets, or the
    price after "for". None when the clause has none to put it in."""
    after = at_start + len(new.strip())
    clause_end = re.search(r"[,;]|$", text[after:]).start() + after
    old_figure = re.search(r"\([^()]*\d[^()]*\)", text[after:clause_end])
    old_price = re.search(r"\bfor\s+(\d{1,4})\b", text[after:clause_end])
    if old_figure is not None and figure is not None:
        text = (text[:after + old_figure.start()] + "(" + figure.group("figure").strip() + ")"
                + text[after + old_figure.end():])
    elif old_price is not None and compared is not None:
        text = (text[:after + old_price.start(1)] + compared.group("n")
                + text[after + old_price.end(1):])
    elif old_figure is not None and compared is not None:
        text = (text[:after + old_figure.start()] + "(+" + compared.group("n") + ")"
                + text[after + old_figure.end():])
    else:
        return None
    return text


def _staff_and_vp_out(rest: str) -> tuple[str, str | None, re.Match[str] | None]:
    """"make that a University instead of the Market (Skilled + Unskilled from housing), 3 VP
    beats 1": the EDIT without the new building's staff in brackets and the End VP of the two
    compared; (rest, staff or None, the comparison or None)."""
    staff = None
    vp_compared = _VP_COMPARED.search(rest)
    if vp_compared is not None:
        rest = rest[:vp_compared.start()]
    bracket = re.search(r"\s*\(([^()]{1,80})\)", rest)
    if bracket is not None and any(colonist_word(t.text) for t in tokenize(bracket.group(1)) if t.kind == "word") \
            and not re.search(r"\d", bracket.group(1)):
        staff = bracket.group(1).strip()
        rest = rest[:bracket.start()] + rest[bracket.end():]
    return rest, staff, vp_compared


def _end_vp_right(vp_compared: re.Match[str] | None, new_name: tuple[str, str],
                  old_name: tuple[str, str] | None) -> bool:
    """"3 VP beats 1": the End VP of the new building and of the old one, as the catalogue gives
    them (a wrong one: the GM asks). True when nothing is compared."""
    if vp_compared is None:
        return True
    from gm_tool.games.distant_colony.rules.catalogue import buildings

    cat = buildings()
    return old_name is not None and new_name[1] in cat and old_name[1] in cat \
        and (cat[new_name[1]].end_vp, cat[old_name[1]].end_vp) == (int(vp_compared.group("new")),
                                                                 int(vp_compared.group("old")))


def _the_one_named(lines: list[Line], edit: Line, hits: list[tuple[Line, str]], new_name: tuple[str, str],
                   last_only: bool) -> tuple[Line, str] | None:
    """Of the earlier lines' names an EDIT may replace, the one it means: on the last order
    line for "make that ..." (`last_only`), the longest of names written inside one another,
    one outside a remark, a building where it is built; None when not exactly one is left."""
    if last_only:
        orders = [x for x in lines if x.number < edit.number and not habits.edit_marker(x.text)
                  and (h := TABLE.line_heading(x)) is not None and h.section != "net"]
        hits = [(x, w) for x, w in hits if orders and x.number == orders[-1].number]
    # ("Basic Goods" and its "Goods": one name)
    hits = [(x, w) for x, w in hits
            if not any(w != w2 and x.number == x2.number and re.search(r"\b" + re.escape(w) + r"\b", w2)
                       for x2, w2 in hits)]
    if len({(x.number, w) for x, w in hits}) > 1:
        # ("Build: none (no BG)": a name in a remark is no order to change)
        outside = [(x, w) for x, w in hits if re.search(r"\b" + re.escape(w) + r"\b", without_groups(x.text))]
        hits = outside or hits
    if len({(x.number, w) for x, w in hits}) > 1 and new_name[0] == "building":
        # "EDIT: I meant Harvester not Farm" with a Farm built and another running in
        # Production: an EDIT puts one building for another where it is built
        built = [(x, w) for x, w in hits if (h := TABLE.line_heading(x)) is not None
                 and h.section == "build"]
        hits = built or hits
    if len({(x.number, w) for x, w in hits}) != 1:
        return None
    return hits[0]


def _where_written(target: Line, written: str, verb: str | None) -> "_Span | re.Match[str] | None":
    """Where on the target line the replaced name is written: its one place, or the one after
    the EDIT's verb ("-1 Food, sell 1 Food for 2 Wealth"); None when that is not clear."""
    pattern = compile_later(r"\b" + r"\s+".join(re.escape(w) for w in written.split()) + r"\b")
    if len(pattern.findall(target.text)) == 1:
        return pattern.search(target.text)
    if verb is None:
        return None
    stem = verb[:-1] if verb.endswith("s") and len(verb) > 3 else verb
    after_verb = compile_later(r"(?i)\b(?:" + "|".join(re.escape(f) for f in sorted(
        {verb, stem, stem + "s", stem + "ing", stem.rstrip("e") + "ing"})) + r")\s+"
        r"(?:(?:an?|the|one|\d{1,3})\s+)*(" + pattern.pattern + ")")
    found = list(after_verb.finditer(target.text))
    return _Span(found[0].start(1), found[0].end(1)) if len(found) == 1 else None


def _swap_in(lines: list[Line], edit: Line, rest: str) -> tuple[list[Line], int] | None:
    """An EDIT that puts one name for another ("make that a Harvester instead of the Farm",
    "reserve a Criminal instead") and ends there: the one earlier line that names the old one
    (after the same verb, for "VERB X instead") is read with the new one, and the EDIT is
    consumed. None when it is not that clear (then the GM is asked)."""
    rest, staff, vp_compared = _staff_and_vp_out(rest)
    m = _INSTEAD_OF.match(rest) or _NOT_OLD.match(rest) or _SWAP_FOR.match(rest)
    last_only = False
    lead_verb = None     # "buy a Machine instead of the BG": the old order must be a purchase too
    verb = None
    count = None     # the amount the EDIT gives with the new thing: it must be the old one's
    if m is None and (meant := _MEANT.match(rest)) is not None:
        # "oops, meant Basic Raw (3)": the new name alone, for the last order written
        m, new, old, verb, last_only = meant, meant.group("new"), None, None, True
        tail = rest[meant.end():]
    elif m is not None:
        new, old = m.group("new"), m.group("old")
        tail = rest[m.end():]
        lead = _LEAD_VERB.match(new)
        if lead is not None and _name_of(new) is None and _name_of(new[lead.end():]) is not None:
            new = new[lead.end():]    # "actually buy a Machine instead of the BG": the name
            lead_verb = lead.group(0).split()[0].lower()
        named = _ORDER_NAMED.match(new)
        if _name_of(new) is None and named is not None and _name_of(named.group("thing")) is not None:
            new = named.group("thing")   # "make the contract 1 Machine instead of the Food"
            count = named.group("count")
    if m is None:
        m = _INSTEAD.match(rest)
        if m is None:
            return None
        verb, new, old = m.group("verb").lower(), m.group("new"), None
        tail = rest[m.end():]
        that = _MAKE_THAT.match(new) if verb in ("make", "change", "switch", "swap", "turn") else None
        if that is not None:
            # "make that a Basic Raw instead (3)": "that" is the last order written before the
            # EDIT; the one name of the new one's kind on that line is replaced
            new, verb, last_only = new[that.end():], None, True
        if _name_of(new) is None and (s := _SUBJECT_INSTEAD.match(rest)) is not None \
                and _name_of(s.group("subject")) is not None:
            # "Market sells the Rare Goods instead (+6)": the building that does it, then the verb
            m, verb, new = s, s.group("verb").lower(), s.group("new")
            tail = rest[s.end():]
    # "... instead (+6)": the figure of the new order, put for the old one's in brackets;
    # "..., 4 Wealth beats 2": the new order's figure beside the old one's, compared
    figure = _TAIL_FIGURE.match(tail)
    compared = _TAIL_COMPARED.match(tail) if figure is None else None
    if hedged(rest) or (figure is None and compared is None and any(ch.isdigit() for ch in tail)):
        return None
    place = _AT_PLACE.search(new)
    if place is not None and _name_of(new[:place.start()]) is not None \
            and _name_of(place.group("place")) is not None \
            and _name_of(place.group("place"))[0] == "building":
        new = new[:place.start()]   # "sell the Basic Goods at the Market instead": the sale's good
    new_name = _name_of(new)
    if new_name is None:
        return None
    if old is not None:
        old_name = _name_of(old)
        if old_name is None or old_name[0] != new_name[0]:
            return None
    if (staff is not None or vp_compared is not None) and (
            new_name[0] != "building" or old is None or not _end_vp_right(vp_compared, new_name, old_name)):
        return None
    hits = _names_of_old(lines, edit, verb, old, old_name if old is not None else None, new_name)
    one = _the_one_named(lines, edit, hits, new_name, last_only)
    if one is None:
        return None
    target, written = one
    if lead_verb is not None:
        stem = re.sub(r"(?:ing|s)$", "", lead_verb).rstrip("e") or lead_verb
        if not re.search(r"(?i)\b" + re.escape(stem) + r"\w*\b[^,;]*\b" + re.escape(written.split()[0]),
                         target.text):
            return None
    at = _where_written(target, written, verb)
    if at is None:
        return None
    if count is not None:
        before_name = re.search(r"(\d{1,3})\s*$", target.text[:at.start()])
        if before_name is None or int(before_name.group(1)) != int(count):
            return None    # ("contract 2 Food" made "1 Machine": the GM asks)
    text = target.text[:at.start()] + new.strip() + target.text[at.end():]
    if staff is not None:
        heading = TABLE.line_heading(target)
        if heading is None or heading.section != "build":
            return None
        # the old building's staff goes with it: the new one is staffed as the EDIT says
        after = at.start() + len(new.strip())
        clause_end = re.search(r"[,;]|$", text[after:]).start() + after
        text = text[:after] + f" ({staff})" + text[clause_end:]
    if figure is not None or compared is not None:
        # the old order's figure, in the same clause, becomes the new one's
        text = _new_figure_in(text, at.start(), new, figure, compared)
        if text is None:
            return None
    out = [Line(x.number, text, (text,) if x.cells else ()) if x is target else x
           for x in lines if x is not edit]
    return out, target.number


# "EDIT: oops, buy 2 Basic Raw (6) instead, the factory will want more": the same trade with a new
# amount (and its new figure), a short why after it
_AMOUNT_INSTEAD = compile_later(
    r"(?i)^(?:(?:actually|sorry|oops|ok|so|whoops|ugh)[,.!\s]+)*(?P<verb>buy|buying|sell|selling|contract)\s+"
    r"(?P<n>\d{1,2})\s+(?P<what>[a-z][a-z ]{1,25}?)\s*(?:\(\+?(?P<fig>\d{1,3})\s*(?:w|wealth)?\)\s*)?instead\b\s*"
    r"(?:\(\+?(?P<fig2>\d{1,3})\s*(?:w|wealth)?\))?\s*(?:[,;:\u2013\u2014-]+\s*(?P<why>[^\d()]{1,60}?))?\s*[.!]*\s*$")


def _amount_in(ctx: PostContext, lines: list[Line], edit: Line, rest: str) -> tuple[list[Line], int] | None:
    """An EDIT that gives one trade a new amount ("buy 2 Basic Raw (6) instead"): the one earlier
    order of that verb and resource is read with the new amount and the new figure (which the
    check then checks); None when it is not that clear (then the GM is asked)."""
    m = _AMOUNT_INSTEAD.match(rest[:300])
    if m is None or (m.group("why") and _ORDER_VERB.search(m.group("why"))) or hedged(rest):
        return None
    name = _name_of(m.group("what"))
    if name is None or name[0] != "resource":
        return None
    stem = m.group("verb")[:3].lower()
    fig = m.group("fig") or m.group("fig2")
    hits = []
    for x in lines:
        if x is edit:
            break
        for c in re.finditer(rf"(?i)\b{stem}\w*\s+(?P<n>\d{{1,2}})\s+(?P<what>[a-z][a-z ]{{0,25}}?[a-z])"
                             r"(?=\s*(?:[,;(\u2013\u2014-]|for\b|at\b|@|\+|$))", x.text[:2000]):
            if _name_of(c.group("what")) == name:
                hits.append((x, c))
    if len(hits) != 1:
        return None
    target, c = hits[0]
    if int(c.group("n")) == int(m.group("n")):
        return None
    end = re.search(r"[,;]|$", target.text[c.end():]).start() + c.end()
    clause = target.text[c.end():end]
    figures = re.findall(r"\d{1,4}", clause)
    if len(figures) > 1 or (figures and fig is None) or re.search(r"(?i)\beach\b|@|\bat\b|\bper\b", clause):
        return None     # ("buy 1 Basic Raw at 3 each" made 2: which figure changes? asked)
    if figures:
        clause = re.sub(r"\d{1,4}", fig, clause, count=1)
    elif fig is not None:
        clause = f" ({fig})" + clause
    text = target.text[:c.start("n")] + m.group("n") + target.text[c.end("n"):c.end()] + clause + target.text[end:]
    if m.group("why"):
        ctx.info("dc.post.remark", f'"{short(m.group("why").strip())}": why, read as a remark', edit.number)
    out = [Line(x.number, text, (text,) if x.cells else ()) if x is target else x
           for x in lines if x is not edit]
    return out, target.number


@dataclass(frozen=True)
class _Span:
    """Where a name is written on a line (the part of re.Match `_swap_in` uses)."""
    begin: int
    finish: int

    def start(self) -> int:
        return self.begin

    def end(self) -> int:
        return self.finish


# "buy a", "sell the", "build one": an order's verb before the name an EDIT puts in
_LEAD_VERB = compile_later(r"(?i)^(?:buy|buying|sell|selling|build|building|take|taking|reserve|reserving|"
                           r"contract|get|getting|grab|grabbing)\s+(?:an?\s+|the\s+|one\s+|1\s+)?")
# "oops, meant Basic Raw (3)", "I meant a Harvester": the new name alone
_MEANT = compile_later(r"(?i)^(?:(?:oops|sorry|typo|whoops|ugh|argh)[,.!:\s]+)*(?:i\s+)?meant\s+(?:to\s+(?:say|write)\s+)?"
                       r"(?:an?\s+|the\s+|one\s+|1\s+)?(?P<new>[^,.;!?()]+?)\s*(?=\(|[,.;!]|$)")
# "that a", "it into the", "this to": the pronoun of "make that ... instead"
_MAKE_THAT = compile_later(r"(?i)^(?:that|it|this)(?:\s+(?:to|into|for))?\s+(?:an?\s+|the\s+|one\s+|1\s+)?(?=\S)")


# "make the contract 1 Machine": the order named by what it does, then its new thing
_ORDER_NAMED = compile_later(r"(?i)^(?:make|change|switch|swap|turn)\s+(?:the\s+|my\s+)(?:contract|sale|purchase|"
                             r"buy|reserve|reservation|build|take)\s+(?:(?:to|into)\s+)?(?:an?\s+|one\s+|(?P<count>\d{1,3})\s+)?"
                             r"(?P<thing>[a-z][a-z ]{1,30})$")


# "Market sells the Rare Goods instead": a building, its verb, the new thing
_SUBJECT_INSTEAD = compile_later(r"^(?:(?:actually|sorry|oops|ok|so)[,\s]+)*(?:my\s+|the\s+)?"
                                 r"(?P<subject>[a-z][a-z ]{1,30}?)\s+(?P<verb>[a-z]{3,})\s+"
                                 r"(?:an?\s+|the\s+|one\s+|1\s+)?(?P<new>[^,.;!?()]+?)\s+instead\b",
                                 re.IGNORECASE)
# ", 3 VP beats 1", "(3 VP vs 1)": the new building's End VP, compared with the old one's
_VP_COMPARED = compile_later(r"(?i)[,;\u2013\u2014-]?\s*\(?\s*(?P<new>\d{1,2})\s*(?:vp|points?|pts)\s*"
                             r"(?:beats|vs\.?|versus|over|>|is\s+better\s+than|better\s+than|instead\s+of)\s*"
                             r"(?P<old>\d{1,2})\s*(?:vp|points?|pts)?\s*\)?\W*$")
_TAIL_FIGURE = compile_later(r"^\s*\((?P<figure>[^()]*\d[^()]*)\)\s*[.!]?\s*$")
# ", 4 Wealth beats 2", "- +4 vs +2", "(4W > 2W)": the new figure, compared with the old one
_TAIL_COMPARED = compile_later(r"^\s*[,;:\u2013\u2014-]?\s*\(?\s*\+?(?P<n>\d{1,3})\s*(?:wealth|w|\u20ac)?\s*"
                               r"(?:beats|vs\.?|versus|over|instead\s+of|rather\s+than|>|is\s+better\s+than|"
                               r"better\s+than)\s*\+?\d{1,3}\s*(?:wealth|w|\u20ac)?\s*\)?[^\d]{0,30}$",
                               re.IGNORECASE)
# "the Basic Goods at the Market": the place an order is done at, after its thing
_AT_PLACE = compile_later(r"\s+(?:at|in|on|through|via)\s+(?:the\s+|my\s+)?(?P<place>[a-z][a-z ]{1,30})$",
                          re.IGNORECASE)


# "scratch the machine, buy 1 Basic Goods instead (5)", "drop the Farm; build a Market instead":
# the order naming the old thing is put back by the new order
_SCRATCH = compile_later(r"^(?:(?:actually|sorry|oops|ok|so|wait)[,\s]+)*(?:scratch|drop|forget|cancel|"
                         r"remove|ditch|delete|strike|no)\s+(?:the\s+|that\s+|my\s+|an?\s+)?"
                         r"(?P<old>[^,.;!?()]+?)\s*[,;.:\u2013\u2014-]+\s*(?:and\s+|i'?ll\s+|just\s+)?"
                         r"(?P<new>[^,.;!?]+?)\s+instead\b(?P<tail>[^,.;!?]*)[.!]?\s*$", re.IGNORECASE)
# "no machine after all", "scratch the contract", "cancel the Warehouse, can't afford it": the
# order naming it is taken back
_DROP = compile_later(r"^(?:(?:actually|sorry|oops|ok|so|wait|change\s+of\s+plans?)[,:\s]+)*"
                      r"(?:no|scratch|drop|forget|cancel|remove|ditch|delete|skip)\s+(?:the\s+|that\s+|my\s+|an?\s+)?"
                      r"(?P<old>[^,.;!?()]+?)(?:\s+after\s+all|\s+then)?\s*(?:$|[,;.:!\u2013\u2014-]+\s*"
                      r"(?P<why>[^?]*)$)", re.IGNORECASE)
# an order named by what it does ("scratch the contract", "cancel the purchase")
_ORDER_OF = {"contract": {"contract", "contracts", "contracting"},
             "purchase": {"buy", "buying", "bought", "purchase"},
             "sale": {"sell", "selling", "sold"}}
_CLAUSE_CUT = compile_later(r"[,;]\s+|\s+(?:\+|&|and|plus)\s+", re.IGNORECASE)


def _scratch_in(lines: list[Line], edit: Line, rest: str) -> tuple[list[Line], int] | None:
    """An EDIT that takes one order back and writes another in its place ("scratch the machine,
    buy 1 Basic Goods instead (5)"): the one clause of an earlier line that names the old thing
    is replaced by the new order (its section reads and checks it). None when it is not that
    clear (then the GM is asked)."""
    m = _SCRATCH.match(rest)
    if m is None:
        m = _DROP.match(rest)
        # "scratch the sale, ... The contract stays.": a sentence keeping another order is not one
        if m is None or _ORDER_VERB.search(stays_clauses_out(m.group("why") or "")[0]) \
                or re.search(r"\d", rest):
            return None
    if hedged(rest):
        return None
    old_name = _name_of(m.group("old"))
    verb_words = _ORDER_OF.get(fold(m.group("old")).strip())
    if old_name is None and verb_words is None:
        return None
    new = (m.group("new") + " " + m.group("tail")).strip() if "new" in m.groupdict() else ""
    hits = []
    for x in lines:
        if x.number >= edit.number or habits.edit_marker(x.text):
            continue
        heading = TABLE.line_heading(x)
        body = heading.rest if heading is not None else x.text
        offset = x.text.rfind(body) if body else -1
        if offset < 0:
            continue
        start = 0
        for cut in [*_CLAUSE_CUT.finditer(body), None]:
            end = cut.start() if cut is not None else len(body)
            clause = body[start:end]
            tokens = tokenize(clause)
            for k, t in enumerate(tokens):
                if t.kind != "word":
                    continue
                if verb_words is not None:
                    if t.word in verb_words:
                        hits.append((x, offset + start, offset + end))
                        break
                    continue
                found = match_noun(tokens, k)
                b = building_at(tokens, k, fuzzy=False)
                if (found is not None and (found[0].kind, found[0].key) == old_name) or (
                        b is not None and ("building", b.kind) == old_name):
                    hits.append((x, offset + start, offset + end))
                    break
            if cut is not None:
                start = cut.end()
    if len(hits) != 1:
        return None
    target, a, b = hits[0]
    text = target.text[:a] + new + target.text[b:]
    if not new:
        # "EDIT: no machine after all": the clause goes; a section left empty says none
        whole = target.text
        text = (whole[:a].rstrip() + " " + re.sub(r"^\s*[,;]\s*", "", whole[b:])).strip() \
            if whole[b:].strip(" ,;") else whole[:a].rstrip(" ,;")
        heading = TABLE.line_heading(Line(target.number, text))
        if heading is not None and not heading.rest.strip(" ,;:"):
            text = text.rstrip(" ,;:") + ": none"
    out = [Line(x.number, text, (text,) if x.cells else ()) if x is target else x
           for x in lines if x is not edit]
    return out, target.number


# "Trade / Org: none", "Trade & Organisation: nothing": two headings that share one "none"
_SHARED_HEADING = compile_later(r"^\W*(?P<a>[^\W\d_][\w ]{1,20}?)\s*(?:/|&|\+|\band\b|,)\s*"
                                r"(?P<b>[^\W\d_][\w ]{1,20}?)\s*[:=\-\u2013\u2014]\s*"
                                r"(?P<rest>(?:none|nothing|skip(?:ped)?|pass(?:ing)?|n/?a|-+|no|nope|"
                                r"nada|nothing\s+to\s+do)\W*)$", re.IGNORECASE)


# "For colonist I take what is left", "About the build, a Harvester", "Survey I take 2 Wealth":
# a section named in words, or its name followed by the order with no colon (non-native or quick
# writing): the section's heading
_FOR_HEADING = compile_later(r"(?i)^\s*(?:(?:for|about|regarding|concerning|on|in|at)\s+(?:the\s+|my\s+)?)?"
                             r"(?P<head>[^\W\d_]+)(?:\s+(?:phase|step|section))?\s*[,\-\u2013\u2014]?\s+"
                             r"(?P<rest>(?:i|i'?ll|i\s+will|we)\s+\S.*)$")
# "My net is +1 Wealth, -1 Basic Goods", "net change: ...", "Net for the round is -1 Food": the Net
# line said in a sentence
_NET_IN_WORDS = compile_later(r"(?i)^\s*(?:so\s+|and\s+|overall\s*,?\s+)?(?:my|the|our)\s+(?:net|net\s+change|net\s+result|"
                              r"net\s+effect)(?:\s+(?:for|this)\s+(?:the\s+)?(?:round|turn))?\s+"
                              r"(?:is|was|comes\s+to|would\s+be|should\s+be|=)\s*:?\s*(?P<rest>[+\-\u2212\u2013]?\s?\d.*)$")


_SECTION_WORDS = frozenset({"colonist", "colonists", "colonisation", "colonization", "build", "building",
                            "production", "produce", "trade", "trading", "survey", "organisation",
                            "organization", "org"})


def _section_in_words(line: Line) -> Line:
    """The line with its section said in words ("For colonist I take what is left") written
    with the section's heading ("colonist: I take what is left"), when the line has no heading
    and the word before "I" names a section; else the line as it is."""
    m = _FOR_HEADING.match(line.text) if len(line.text) < 300 else None
    if m is None and len(line.text) < 300:
        net = _NET_IN_WORDS.match(line.text)
        if net is not None and TABLE.line_heading(line) is None:
            return Line(line.number, "Net: " + net.group("rest").rstrip(" .!"))
    if m is None or TABLE.line_heading(line) is not None:
        return line
    if fold(m.group("head")) not in _SECTION_WORDS:
        return line     # ("Since I played Build ...": the word before "I" names no section)
    headed = Line(line.number, f"{m.group('head')}: {m.group('rest')}")
    return headed if TABLE.line_heading(headed) is not None else line


def shared_heading_out(lines: list[Line]) -> list[Line]:
    """The lines with "Trade / Org: none" written as two: "Trade: none" and "Organization:
    none" (on the same line number), when both heads are headings of two sections and the
    value says nothing; any other line as it is (a section said in words gets its heading:
    `_section_in_words`)."""
    out: list[Line] = []
    for line in lines:
        line = _section_in_words(line)
        m = _SHARED_HEADING.match(line.text) if len(line.text) < 80 else None
        if m is not None and TABLE.line_heading(line) is None:
            a = TABLE.line_heading(Line(line.number, m.group("a") + ": none"))
            b = TABLE.line_heading(Line(line.number, m.group("b") + ": none"))
            if a is not None and b is not None and a.section != b.section:
                out.append(Line(line.number, f"{m.group('a')}: {m.group('rest')}"))
                out.append(Line(line.number, f"{m.group('b')}: {m.group('rest')}"))
                continue
        out.append(line)
    return out


def _tallies_out(ctx: PostContext, lines: list[Line], tallies: dict[int, dict[str, int]]
                 ) -> list[Line]:
    """The lines without their final-score tallies ("By my count: 41 Wealth = 4 VP, ... = 3 VP
    final"), each kept in `tallies` for the checker: a figure of the end, never a Net line's
    or chatter (posts/final_score.py)."""
    from gm_tool.games.distant_colony.posts import final_score  # its patterns: a tally only

    out = []
    for line in lines:
        parts = None
        low = line.text.lower()
        if "vp" in low or "point" in low or "pts" in low or "final" in low or "score" in low \
                or "tally" in low or "end " in low or "finish" in low or "tie " in low \
                or "total" in low:
            heading = TABLE.line_heading(line)
            if heading is None:
                parts = final_score.tally(line.text)
            elif len(line.text) < 600 and not line.cells:
                # "Build: Warehouse Complex (2 BG). That puts me at -12 final, gg": a tally as
                # a sentence after the order; the order stays on its line
                said = re.split(r"(?<=[.!])\s+", line.text)
                for k in range(len(said) - 1, 0, -1):
                    found = final_score.tally(said[k])
                    if found is not None:
                        tallies[line.number] = found
                        line = Line(line.number, " ".join(said[:k]))
                        break
        if parts is None:
            out.append(line)
        else:
            tallies[line.number] = parts
    return out


@dataclass
class _TurnEnd:
    """The lines of the turn, first and last, as `_outside_the_turn` asks of a runner."""

    turn_lines: tuple[int, int]


def _talk_before_on_its_line(ctx: PostContext, runner: SectionRunner, reader: LineReader,
                             lines: list[Line]) -> list[Line]:
    """The pieces of the turn's first line before its first heading (a line of prose cut into
    its sentences, the first of them talk or an order not read); [] when the turn starts a line."""
    if runner.turn_lines is None:
        return []
    out = []
    for line in lines:
        if line.number > runner.turn_lines[0]:
            break
        if line.number < runner.turn_lines[0]:
            continue
        if TABLE.line_heading(line, partial(_trade_with, ctx.players)) is not None \
                or reader.infer(line, None) is not None:
            break
        out.append(line)
    return out


def _figures_before_asked(ctx: PostContext, before: list[Line]) -> None:
    """A sentence before the turn on its first line that writes a figure of the game ("My turn: I
    picked Survey so +3 Wealth for me. I'll grab a Skilled. ...") and is not talk: a claim nothing
    checked, so the post is not accepted until the player confirms it."""
    asked = {d.message for d in ctx.diags if d.code == "dc.post.please_confirm"}
    for line in before:
        words = order_words(line.text, ctx.players)
        if not words or is_talk(line.text) or any(f'("{line.text[:60]}' in m for m in asked):
            continue
        ctx.please_confirm(Item(line, line.text, None, False, False, ""), words,
                           what=f"a sentence before the turn on line {line.number} was not read")


def _talk_after_on_its_line(ctx: PostContext, runner: SectionRunner, lines: list[Line]) -> list[Line]:
    """The pieces after the turn's end when the turn ends inside a line of prose ("Taking the crim.
    Producing: farm +1 food, .... Gonna sort out housing next round.": the plan, cut off its line,
    ends the turn): those pieces, the line's earlier ones being the turn's; [] otherwise."""
    end = next((d for d in ctx.diags if d.code == "dc.post.trailing_text"), None)
    if end is None or runner.turn_lines is None or end.line is None:
        return []
    same = [k for k, x in enumerate(lines) if x.number == end.line]
    emptied = end.message.startswith('"":')    # (talk is emptied before the runner reads it)
    quoted = end.message[1:end.message.find('":')].rstrip("\u2026") if '":' in end.message else None
    for n, k in enumerate(same):
        # (the runner quotes the order of the sentence, its chatter before it dropped)
        if n > 0 and (quoted and quoted in lines[k].text or emptied and is_talk(lines[k].text)):
            ctx.diags[ctx.diags.index(end)] = Diagnostic(
                end.code, f'"{short(lines[k].text)}": the turn is taken to end before this sentence; '
                "the rest of the post was skipped", end.severity, end.line, end.column, end.hint)
            return lines[k:]
    return []


def _infer(ctx: PostContext, reader: LineReader, line: Line, current: str | None):
    """The reader's heading for a line without one; the line is remembered as unheaded (an
    unheaded sentence may say again what a headed line below orders: "Taking a Skilled too." /
    "Colonisation: Skilled" is one Skilled)."""
    heading = reader.infer(line, current)
    if heading is not None:
        ctx.unheaded.add(line.number)
    return heading


def parse_post(text: Any, state: DCState, player: str, settings: Any = None) -> ParsedPost:
    """Read a turn post. Never raises on any text: problems are diagnostics.

    `state` is the state the post is written against (after the reveal: `state.phases` and
    `state.played` set); a campaign's state table (dict) is accepted too."""
    if isinstance(state, dict):
        state = DCState.from_dict(state)
    ctx = PostContext(state, player, settings, _HINTS)
    TABLE.forget()
    runner = SectionRunner(TABLE, ctx, ctx.diags)
    texts: dict[int, str] = {}
    tallies: dict[int, dict[str, int]] = {}
    try:
        lines = runner.scan_lines(text)
        if lines is not None:
            for line in lines:
                texts[line.number] = (texts[line.number] + " " + line.text
                                      if line.number in texts else line.text)
            reader = LineReader(TABLE, ctx.players, ctx.player,
                                tuple(getattr(ctx.state, "phases", None) or ()))
            from gm_tool.core.kit.reading.talk import delimiter_line

            lines, signature = reader.prepare(shared_heading_out(lines), delimiter_line(text))
            # (a sentence cut off a line of prose may say its section in words; a line with its
            # heading is left as it is, so its heading is not inferred too)
            lines = [_section_then_just(ctx, line) for line in lines]
            lines = [line if TABLE.line_heading(line) is not None
                     or reader.infer(line, None) is not None else _section_in_words(line)
                     for line in lines]
            lines = _tallies_out(ctx, lines, tallies)
            lines = _apply_edits(ctx, lines)
            _borrowed_in_talk(ctx, lines)
            inferred = runner.run_lines(lines, had_text=isinstance(text, (str, bytes))
                                        and bool(text.strip()),
                                        extra_heading=partial(_trade_with, ctx.players),
                                        check=partial(_before_reading, ctx, runner.sections),
                                        infer=partial(_infer, ctx, reader))
            for number in sorted(inferred):
                ctx.info("dc.post.section_inferred",
                         f"line {number} has no section heading; it is read as "
                         + ", ".join(sorted({TABLE.title(s) for s, ns in runner.sections.items()
                                             if number in ns})), number)
            if signature and runner.turn_lines is not None \
                    and not any(d.code == "dc.post.trailing_text" for d in ctx.diags):
                # the signature ends the turn, as chatter after it would
                runner._start_trailing(Item(signature[0], signature[0].text, None, True, False))
            before = _talk_before_on_its_line(ctx, runner, reader, lines)
            if before:
                # a sentence before the turn on the turn's first line ("I'm last for colonists
                # so whatever's left. Selling my Machine for 7"): judged as before the turn
                _outside_the_turn(ctx, _TurnEnd((before[0].number + 1, runner.turn_lines[1])), before, set())
                _figures_before_asked(ctx, before)
            after = _talk_after_on_its_line(ctx, runner, lines)
            if after:
                # the talk after the turn on the turn's last line: that line is the turn's, the
                # talk is judged alone as after the turn
                _outside_the_turn(ctx, _TurnEnd((runner.turn_lines[0], after[0].number - 1)), after, set())
                runner.turn_lines = (runner.turn_lines[0], after[0].number)
                lines = [x for x in lines if not any(x is y for y in after)]
            _outside_the_turn(ctx, runner, lines + signature, {x.number for x in signature})
            _bare_heading_only(ctx, runner, lines)
    except Exception as exc:  # pragma: no cover - a bug; reported, never raised at a player
        ctx.diag("dc.post.internal_error", f"the post could not be read completely ({exc!r})",
                 None, hint="this is a bug in gm_tool; please report it with the post")
    for k, d in enumerate(ctx.diags):
        if d.code == "dc.post.trailing_text" and d.message.startswith('"":') and d.line in texts:
            # (a line of talk is emptied before the runner sees it: quote what was written)
            ctx.diags[k] = Diagnostic(d.code, f'"{short(texts[d.line])}"' + d.message[2:],
                                      d.severity, d.line, d.column, d.hint)
    ctx.diags.sort(key=lambda d: (d.line if d.line is not None else 0))
    named = {s.building_id: s.line for s in reversed(ctx.steps)
             if s.kind in ("step", "skip") and s.building_id is not None}
    parsed = ParsedPost(ctx.player, ctx.orders, ctx.claims, ctx.diags, runner.sections,
                        runner.turn_lines, named, ctx.order_lines, ctx.field_lines, texts,
                        ctx.parts, tallies)
    parsed.balances = list(ctx.balances)
    return parsed


# "Skilled if Lin doesn't take it", "Expert unless somebody grabs it first", "depending on what
# Ayo picks": a colonist taken on a condition about another player's pick (not "if it's still
# there", which the Available colonists settle)
_OTHERS_PICK = compile_later(r"\b(?:if|unless|depending\s+on|in\s+case|once|provided|as\s+long\s+as)\s+"
                             r"(?:(?:what|which|whatever|whichever)\s+)?([^\W\d_][\w'\u2019-]*)"
                             r"(?:\s+else)?\s+(?:(?:does|did|do)(?:n'?t|n\u2019t|\s+not)?|doesnt|didnt|has(?:n'?t)?|"
                             r"hasnt|won'?t|wont|will(?:\s+not)?|is(?:\s+not)?|isn'?t|'s|\u2019s|also|already|"
                             r"gonna|going\s+to)?\s*"
                             r"(?:take|takes|taking|took|pick|picks|picking|picked|grab|grabs|grabbing|grabbed|"
                             r"get|gets|getting|got|want|wants|choose|chooses|chose|snag|snags|snipe|snipes|"
                             r"leave|leaves|left|go|goes|going|need|needs|reserve|reserves)\b", re.IGNORECASE)
# "whatever Halvard doesn't want", "whichever one Ann leaves me": the colonist is what another
# player's pick leaves, said without "if"
_WHATEVER_OTHERS = compile_later(r"\b(?:whatever|whichever|what)\s+(?:one\s+|colonist\s+)?([^\W\d_][\w'\u2019-]*)"
                                 r"\s+(?:(?:does|did|do)(?:n'?t|n\u2019t|\s+not)?\s+|doesnt\s+|didnt\s+|won'?t\s+|wont\s+|"
                                 r"will(?:\s+not)?\s+|is\s+(?:not\s+)?|isn'?t\s+)?"
                                 r"(?:take|takes|taking|pick|picks|picking|grab|grabs|want|wants|choose|chooses|"
                                 r"leave|leaves|leaving|need|needs|like|likes)\b", re.IGNORECASE)
_SOMEONE = frozenset({"someone", "somebody", "anyone", "anybody", "nobody", "noone", "everyone",
                      "everybody", "they", "he", "she", "others", "other"})


def _others_pick_condition(ctx: PostContext, text: str, whole: bool = True) -> bool:
    """A Colonisation line whose colonist hangs on another player's pick ("Skilled if Lin
    doesn't take it, otherwise Unskilled", "Expert unless someone grabs it", "Skilled (if Lin
    leaves it) otherwise Unskilled"); with `whole` False, outside parentheses only."""
    outside = (text if whole else without_groups(text))[:2000]
    return next(_picks_of_others(ctx, outside), None) is not None


def _picks_of_others(ctx: PostContext, text: str):
    """Each condition in `text` about another player's (or someone's) pick."""
    others = {p.lower() for p in ctx.players if p.lower() != str(ctx.player).lower()}
    for m in [*_OTHERS_PICK.finditer(text), *_WHATEVER_OTHERS.finditer(text)]:
        if m.re.pattern == _WHATEVER_OTHERS.pattern and _colonist_named(text[:m.start()]) \
                and not re.search(r"(?i)\bor\b", text[:m.start()]):
            continue    # ("Unskilled, whatever Ann takes": the colonist is named)
        who = re.sub(r"'s$", "", m.group(1).lower().replace("\u2019", "'"))
        if who in others or who in _SOMEONE:
            yield m


# after the condition: the colonist taken when the one named is gone
# ("..., then Unskilled": a colonist right after "then")
_FALLBACK_AFTER = compile_later(r"(?i)^[\s,;)]*(?:(?:otherwise|or\s+else|else|if\s+not|failing\s+that|or)\b|"
                                r"then\s+(?:(?:take|the|an?|give\s+me)\s+)?(?=(?:un)?skill|expert|crim|sold|offic))")
# what may follow the condition's verb before the fallback: "it", "that one", "first"
_PICK_OBJECT = compile_later(r"(?i)\s*(?:it|them|him|her|that(?:\s+one)?|one)?(?:\s+for\s+me)?"
                             r"(?:\s+(?:first|before\s+me))?")


def _pick_with_fallback(ctx: PostContext, text: str) -> str | None:
    """"Skilled if Lin doesn't take it, otherwise Unskilled" as "Skilled if it's still there,
    otherwise Unskilled": a colonist on an earlier player's pick with a fallback named is an
    order the GM applies in turn order (without a fallback the GM asks)."""
    for m in _picks_of_others(ctx, text[:2000]):
        rest = text[m.end():]
        after = rest[_PICK_OBJECT.match(rest).end():]
        fallback = _FALLBACK_AFTER.match(after)
        if fallback and _colonist_named(after) and _colonist_named(text[:m.start()]):
            return text[:m.start()] + "if it's still there, otherwise " + after[fallback.end():]
    return None


def _colonist_named(text: str) -> bool:
    """Whether the text names a colonist type (Unskilled, Skilled, Expert, Criminal, short forms)."""
    return any(colonist_word(w) for w in re.findall(r"[^\W\d_]+", text[:2000]))


# "EDIT: keep the Expert in the Rehab Center, only the new Unskilled goes to housing": an EDIT that
# narrows a release ("..., both back to housing") to one colonist, the other staying
_COL = r"(?:the\s+|my\s+)?(?:new(?:ly\s+\w+)?\s+|converted\s+|former\s+|old\s+)?(?P<{0}>[^\W\d_]+)"
_KEEP_ONLY = compile_later(
    r"(?i)^(?:(?:actually|sorry|oops|ok|so|wait|correction)[,:\s]+)*(?:keep|leave)\s+" + _COL.format("kept")
    + r"\s+(?:in|at)\s+(?:the\s+|my\s+)?(?P<b>[^,;.!]+?)\s*[,;.]?\s+(?:and\s+)?(?:only|just)\s+" + _COL.format("goes")
    + r"\s+(?:goes|go|moves|returns|heads)\s+(?:back\s+)?(?:to|into)\s+(?:temporary\s+)?housing\s*[.!]?\s*$")
_BOTH_HOUSED = compile_later(r"(?i)\b(?:both|the\s+two|they\s+both)\b(?=\s+(?:go\s+|goes\s+|move\s+|return\s+)?"
                             r"(?:back\s+)?(?:to|into)\s+(?:temporary\s+)?housing\b)")


def _release_in(lines: list[Line], edit: Line, rest: str) -> tuple[list[Line], int] | None:
    """An EDIT keeping one colonist of a release in its building ("keep the Expert in the Rehab
    Center, only the new Unskilled goes to housing"): the one earlier line naming that building
    and releasing "both" releases the other only. None when that is not clear (the GM asks)."""
    m = _KEEP_ONLY.match(rest)
    if m is None or hedged(rest):
        return None
    kept, goes = colonist_word(m.group("kept")), colonist_word(m.group("goes"))
    tokens = tokenize(m.group("b"))
    b = building_at(tokens, 0, fuzzy=False) if tokens else None
    if kept is None or goes is None or kept == goes or b is None or b.end != len(tokens):
        return None
    hits = []
    for x in lines:
        if x.number >= edit.number or habits.edit_marker(x.text) or not _BOTH_HOUSED.search(x.text):
            continue
        words = tokenize(x.text)
        if any(building_at(words, k, fuzzy=False) is not None and building_at(words, k, fuzzy=False).kind == b.kind
               for k in range(len(words)) if words[k].kind == "word"):
            hits.append(x)
    if len(hits) != 1:
        return None
    name = goes.capitalize()
    out = [Line(x.number, _BOTH_HOUSED.sub(name, x.text, count=1)) if x is hits[0] else x for x in lines]
    return out, hits[0].number


def _whatever_others_out(ctx: PostContext, item: Item) -> str:
    """The Colonisation line without a clause saying the colonist named before it is taken
    whatever another player picks ("Unskilled, whatever Halvard takes"), reported as a remark;
    a line naming no colonist before it is left whole (it is asked: `_picks_of_others`)."""
    text = item.text
    others = {p.lower() for p in ctx.players if p.lower() != str(ctx.player).lower()}
    for m in reversed(list(_WHATEVER_OTHERS.finditer(text[:2000]))):
        before = text[:m.start()]
        if m.group(1).lower() not in others or not _colonist_named(before) \
                or re.search(r"(?i)\bor\b", before) or re.search(r"[^\W\d_]", text[m.end():].strip(" .!)")):
            continue
        ctx.info("dc.post.remark", f'"{m.group(0)}": another player\'s pick, read as a remark', item.line.number)
        text = before.rstrip(" ,;(-") + text[m.end():].strip(" .!)")
    return text


_HOLDING_SAID = compile_later(r"(?i)\b(?:only|just|i\s+have|i\s+got|i\s+hold)\s+(?:have\s+|got\s+)?(\d{1,3})\s+"
                              r"([^\W\d_][^,;.!()]{0,30})")


def _holdings_said(ctx: PostContext, text: str) -> list[tuple[int, int | None, str]]:
    """What a reason says the player holds ("no build, only 1 bg and ..."): (the figure said,
    what they hold at the start of the round or None where that is not known, the resource's
    name). None for Wealth (the Survey changes it) or a word that is no resource."""
    out = []
    for m in _HOLDING_SAID.finditer(text):
        tokens = tokenize(m.group(2))
        found = match_noun(tokens, 0) if tokens else None
        if found is None or found[0].kind != "resource":
            out.append((int(m.group(1)), None, m.group(2).strip()))
            continue
        out.append((int(m.group(1)), ctx.settlement.resources.get(found[0].key),
                    RESOURCE_NAMES.get(found[0].key, found[0].key)))
    return out


def _held_as_said(ctx: PostContext, text: str) -> bool:
    """Whether every holding a reason names is what the player holds (a figure that is not
    theirs leaves the clause to be asked about)."""
    return all(held == said for said, held, _ in _holdings_said(ctx, text))


def holding_in_remark_checked(ctx: PostContext, item: Item) -> None:
    """"Build: none (only 2 bg and i want them for the market)": the figure a skipped phase's
    reason gives for what the player holds is checked, like every figure a player writes; a
    wrong one is an error that names the right value."""
    if not item.text.startswith("none (") or len(item.text) > 600:
        return
    for said, held, name in _holdings_said(ctx, item.text):
        if held is not None and held != said:
            ctx.diag("dc.post.wrong_figure", f"you hold {held} {name} at the start of the round, "
                     f"not {said} (\"{item.line.text.strip()[:80]}\")", item.line.number,
                     hint=f"write {held} {name}, or leave the figure out")


# "trade and org moves otherwise none", "nothing to move otherwise", "otherwise nothing": the rest
# of the section said to be none ("apart from that"), with no "if" or "unless" on the line
_OTHERWISE_NONE = compile_later(r"(?i)\b(?:otherwise|apart\s+from\s+that|other\s+than\s+that|besides\s+that)\s*,?\s*"
                                r"(?P<none>none|nothing|nada|no\s+(?:moves?|trades?|changes?|builds?))\b"
                                r"(?!.*\b(?:if|unless|else)\b)|"
                                r"\b(?P<none2>none|nothing|no\s+(?:moves?|trades?|changes?))\s+otherwise\s*[.!]?\s*$")


def _build_lead_checked(ctx: PostContext, item: Item) -> None:
    """"Only have 1 Basic Goods so just the one build even though I played it: Farm with ...":
    the holding the sentence's lead gives, before the Build after the colon, is checked like
    every figure a player writes; a wrong one names the right value."""
    from gm_tool.games.distant_colony.posts.lines import build_lead

    if item.section != "build" or ":" not in item.line.text:
        return
    m = build_lead(item.line.text)
    if m is None:
        return
    ctx.info("dc.post.remark", f'"{short(m.group("lead").strip())}": read as a remark', item.line.number)
    for said, held, name in _holdings_said(ctx, m.group("lead")):
        if held is not None and held != said:
            ctx.diag("dc.post.wrong_figure", f"you hold {held} {name} at the start of the round, "
                     f"not {said} (\"{item.line.text.strip()[:80]}\")", item.line.number,
                     hint=f"write {held} {name}, or leave the figure out")


def _otherwise_none_out(text: str) -> str:
    """"trade and org moves otherwise none": "otherwise" as "apart from that", before (or after)
    "none", on a line with no "if" or "unless": the line's none, no condition."""
    if not _OTHERWISE_NONE.search(text[:2000]) or re.search(r"(?i)\b(?:if|unless)\b", text[:2000]):
        return text
    return _OTHERWISE_NONE.sub(lambda m: m.group("none") or m.group("none2"), text[:2000])


def _lead_swap(ctx: PostContext, out: list[Line], line: Line, rest: str) -> tuple[list[Line], str] | None:
    """An EDIT that puts one name for another, then writes sections again ("EDIT: make that a
    Harvester instead of the Farm, raw is more useful later. Production: farm +1 food, harvester
    +1 raw, ..."): the swap is applied to the line that names it, and the sections after it are
    left to replace theirs. (the lines, the EDIT's text from its first heading), or None."""
    pieces = _EDIT_SENTENCE.split(rest)
    first = next((j for j, piece in enumerate(pieces) if TABLE.line_heading(Line(line.number, piece)) is not None),
                 None)
    if not first:
        return None
    said = " ".join(p.strip() for p in pieces[:first])
    if _orders_after_swap(said) or any(ch.isdigit() for ch in said):
        return None
    swapped = _swap_in(out, line, said)
    if swapped is None:
        return None
    lines, number = swapped
    ctx.info("dc.post.edit_applied", f"line {line.number} (an EDIT) changes line {number}: read as "
             f'"{short(next(x.text for x in lines if x.number == number))}"', line.number)
    lines.insert(out.index(line), line)   # (the EDIT stays, its sections to replace theirs)
    return lines, " ".join(p.strip() for p in pieces[first:])


# "I only have the one BG", "I've got 3 BG burning a hole in my pocket": what the player holds,
# said in a sentence around the turn
_HOLDING_TALK = compile_later(
    r"(?i)\b(?:i\s+(?:only\s+|just\s+|still\s+)?(?:have|hold|got)|i['\u2019]?ve\s+(?:only\s+|just\s+|still\s+)?got|"
    r"i['\u2019]?m\s+(?:sitting|stuck)\s+(?:on|with)|only\s+(?:have|got)|there['\u2019]?s\s+only)\s+(?:the\s+)?"
    r"(?P<n>\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?P<what>[^\W\d_][^\W\d_ ]*(?:\s+[^\W\d_]+)?)")
_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10}
# a phase named as a thing, not ordered: "Build played", "a Build round", "the build phase"
_PHASE_AS_NOUN = compile_later(
    r"(?i)\b(?:(?:a|the|next|another|this|that)\s+)?(?:build|trade|survey|production|prod|organi[sz]ation|org|"
    r"coloni[sz]ation)\s+(?:played|round|phase|turn|bonus|effect)\b|\bplayed\s+(?:build|trade|survey|production|"
    r"prod|organi[sz]ation|org|coloni[sz]ation)\b")


def _holding_talk(ctx: PostContext, line: Line) -> bool:
    """A sentence around the turn that says what the player holds and orders nothing ("Build
    played, but I only have the one BG so:", "Can't wait for a Build round, I've got 3 BG ..."):
    talk, its figures checked against what the player holds at the start or the end of the
    round (ctx.balances, "held:<resource>")."""
    text = line.text
    if len(text) > 200 or "?" in text or not _HOLDING_TALK.search(text):
        return False
    found = []
    for m in _HOLDING_TALK.finditer(text):
        tokens = tokenize(m.group("what"))
        noun = match_noun(tokens, 0) if tokens else None
        if noun is None or noun[0].kind not in ("resource", "wealth"):
            return False
        n = m.group("n").lower()
        found.append((noun[0].key, int(n) if n.isdigit() else _NUMBER_WORDS[n]))
    rest = _PHASE_AS_NOUN.sub(" ", _HOLDING_TALK.sub(" ", text))
    if _ORDER_VERB.search(rest) or hedged(rest, ctx.players) or re.search(r"\d", rest) \
            or any(match_noun(tokenize(w), 0) for w in re.findall(r"[^\W\d_]+", rest)
                   if len(w) > 1 and w.lower() not in ("a", "an", "the", "one", "hole")):
        return False
    for key, said in found:
        ctx.balances.append((line.number, f"held:{key}", None, said))
    ctx.info("dc.post.remark", f'"{short(text.strip())}": what you hold, read as a remark', line.number)
    return True


# "you pick GM", "your call", "GM decides", "run whatever the food covers", "as many as I can
# afford": what the order does is left to the GM (kit: intent.LEFT_TO_GM, and the amount left
# to what the resources cover)
_UP_TO_GM = compile_later(r"(?i)\b(?:gm|you)\s+(?:can\s+|may\s+|gets?\s+to\s+)?(?:decides?|picks?|chooses?)\b|"
                          r"\b(?:let|letting)\s+(?:the\s+)?(?:gm|you)\s+(?:pick|choose|decide)\b|"
                          r"\b(?:dealer'?s|gm'?s)\s+(?:choice|call|pick)\b|\b(?:leave|leaving)\s+it\s+(?:to|with)\s+"
                          r"(?:the\s+)?(?:gm|you)\b|\bwhatever\s+(?:the\s+|my\s+)?[^\W\d_]+\s+(?:covers?|allows?|"
                          r"affords?|feeds?|pays\s+for|stretches\s+to|can\s+(?:feed|cover|run|pay\s+for|afford))\b|"
                          r"\bwhatever\s+i\s+can\s+(?:feed|afford|run|pay\s+for|staff)\b|"
                          r"\bas\s+(?:many|much)\s+as\s+(?:the\s+|my\s+)?(?:food|wealth|cash|money|i\s+can\s+"
                          r"(?:feed|afford|run))\b")
_OPEN = {"production": "which buildings run", "build": "what is built and who staffs it",
         "trade": "what is bought or sold, and how many", "player_trade": "what is traded"}


def _handed_to_gm(ctx: PostContext, section: str, item: Item) -> bool:
    """An order line of Build, Production or a trade that leaves the choice to the GM
    ("Production: farms +2, then run whatever the food covers, you pick GM", "Build: something
    cheap, your call"): the GM never chooses for the player, so the line is asked, naming what is
    left open (True: the line is done). Named choices ("X or Y, your call") are asked by the
    sections, which name both."""
    from gm_tool.core.kit.reading.intent import LEFT_TO_GM

    text = item.text[:2000]
    if section not in _OPEN or not (LEFT_TO_GM.search(text) or _UP_TO_GM.search(text)) \
            or re.search(r"(?i)\bor\b|\?", text) or hedged(text, ctx.players):
        return False     # (named choices, a question, a maybe: the sections ask about each)
    ctx.diag("dc.post.please_confirm",
             f'not accepted \u2014 please confirm: "{item.line.text}" leaves the choice to the GM: '
             f"{_OPEN[section]}? The GM does not choose for you.", item.line.number,
             hint="write the order you want, or leave the line out")
    item.text = ""
    return True


# "build x2 (played) but only 1 bg → just a market w/ the unskilled", "trade, but only 1 food
# so just sell 1 food": a section named, why less is done, then the order that stands
_THEN_JUST = compile_later(r"(?i)^\s*(?:\d\s*x?\s+)?(?P<head>build|trade|prod|production|org|organi[sz]ation)\b"
                           r"(?P<why>[^:\u2192>]{0,60}?\b(?:but|since|as)\b[^:\u2192>]{0,40}?)\s*"
                           r"(?:\u2192|->|=>|:|,?\s*so\b)\s*(?:so\s+)?(?:just|only)\s+(?P<order>[^\u2192]{3,})$")
_ONLY_HELD = compile_later(r"(?i)\b(?:only|just)\s+(?:have\s+|got\s+)?(?P<n>\d{1,2})\s+(?P<what>[^\W\d_]+(?:\s+[^\W\d_]+)?)")


def _section_then_just(ctx: PostContext, line: Line) -> Line:
    """A headless line naming its section, the reason less is done, then the order that stands
    ("build x2 (played) but only 1 bg → just a market w/ the unskilled"): the order under its
    section's heading, when a holding the reason names ("only 1 bg") is what the player holds
    (else the line as it is: a GM asks)."""
    m = _THEN_JUST.match(line.text) if len(line.text) < 300 else None
    if m is None:
        return line     # (a heading with its colon never matches: the reason has no colon)
    held = _ONLY_HELD.search(m.group("why"))
    if held is not None:
        tokens = tokenize(held.group("what"))
        found = match_noun(tokens, 0) if tokens else None
        if found is None or found[0].kind != "resource" \
                or ctx.settlement.resources.get(found[0].key, 0) != int(held.group("n")):
            return line
    headed = Line(line.number, f"{m.group('head')}: {m.group('order').strip()}")
    if TABLE.line_heading(headed) is None:
        return line
    ctx.info("dc.post.remark", f'"{m.group("why").strip(" ,")}": why less is done, read as a remark', line.number)
    return headed


def _not_handed_to_gm(ctx: PostContext, section: str, items: list[Item]):
    """The items whose order is not left to the GM (`_handed_to_gm` asks about those); talk after
    the turn stays talk."""
    for item in items:
        if (item.after_last_header and not item.is_header and talk_line(item.text)) \
                or not _handed_to_gm(ctx, section, item):
            yield item


def _amount_then_sections(ctx: PostContext, out: list[Line], line: Line,
                          rest: str) -> tuple[list[Line], Line, str] | None:
    """"EDIT: sell 2 Food instead (+6). Net: -2 Food, +7 Wealth": a trade given a new amount
    (`_amount_in`, applied here), then sections written again: the EDIT line is left holding
    only those sections, for `_apply_edits` to put in place. None when the EDIT is not that."""
    pieces = _EDIT_SENTENCE.split(rest[:600])
    first = next((j for j, piece in enumerate(pieces)
                  if TABLE.line_heading(Line(line.number, piece)) is not None), None)
    if not first or len(rest) > 600:
        return None
    swapped = _amount_in(ctx, out, line, " ".join(pieces[:first]))
    if swapped is None:
        return None
    at = out.index(line)
    changed, number = swapped
    tail = " ".join(pieces[first:])
    now = Line(line.number, "EDIT: " + tail)
    changed.insert(at, now)
    ctx.info("dc.post.edit_applied", f"line {line.number} (an EDIT) changes line {number}: read as "
             f'"{short(next(x.text for x in changed if x.number == number))}"', line.number)
    return changed, now, tail


def _asides(ctx: PostContext, item: Item, section: str) -> None:
    """The clauses of a line that are asides to another section: the played effect borrowed through
    Organization, and "Kasimir is next in line" (who gains First Player instead of the poster)."""
    if section != "organization" and _ORG_ASIDE.search(item.text[:2000]):
        _borrowed_aside(ctx, item)
    m = _NEXT_IN_LINE.match(item.text[:200])
    if m is None or ctx.played != "organization":
        return
    from gm_tool.games.distant_colony.rules import organization_winner

    who = next((p for p in ctx.players if fold(p) == fold(m.group("who")) and fold(p) != fold(ctx.player)), None)
    if who is None:
        return
    winner = organization_winner(ctx.state, ctx.settings)
    said = m.group(0).strip(" ,;.")
    if winner is not None and fold(winner) == fold(who):
        ctx.info("dc.post.remark", f'"{said}": who gains First Player, read as a remark', item.line.number)
    else:
        ctx.diag("dc.post.first_player", f'"{said}": ' + (f"{winner} gains First Player this round" if winner
                                                           else "nobody played Organization this round"),
                 item.line.number, hint="correct who gains First Player, or leave it out")
    item.text = item.text[m.end():].strip()


# "Kasimir is next in line, so ...": another player gains First Player (said by an Organization
# player who does not), the clause alone or before the played effect taken instead
_NEXT_IN_LINE = compile_later(r"(?i)^\s*(?P<who>[^\W\d_][\w'-]{1,30})\s+is\s+next(?:\s+in\s+line|\s+after\s+me|\s+up)?"
                              r"(?:\s+(?:for|to\s+get)\s+(?:the\s+)?(?:first\s+player|fp))?\s*(?:[,;.!]\s*(?:so\s+)?|$)")

