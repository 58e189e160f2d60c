"""A Colonies post -> the input of the step it answers, with every problem at once.

The reading is the kit's (`gm_tool.core.kit.reading`): a table of sections per kind of step — each
section a verb that opens a line ("sell 2 green", "hunt pirates: ...", "upgrade Military") with
its spellings in words.toml and its handler in sections/ — run by the kit's `SectionRunner`:
chatter before the first verb and after the last line understood is skipped, a continuation line
belongs to the verb above it, a misspelt verb is read with a did-you-mean.

    income step   community: 2 credits, reject 1
    action step   one action line (and, if the player wants, an upkeep line)
    effects step  4 € | the granted action(s) | take / lose / pirates / market / free upgrade /
                  downgrade lines, as the card asks
    tie step      tie: yes
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading.sections import Heading, Section, SectionTable

from gm_tool.games.colonies.actions import (
    Adjust,
    Answer,
    Community,
    Hunt,
    Negotiate,
    Pass,
    Placement,
    Produce,
    Refuge,
    Removal,
    Sell,
    Tie,
    Turn,
    Upgrade,
    Upkeep,
)
from gm_tool.games.colonies.posts import writer
from gm_tool.games.colonies.posts.context import PostContext
from gm_tool.games.colonies.posts.figures import (check_income_claims, check_sums, check_industry_totals,
                      check_upgrade_figures, check_negotiate_claims, check_gain, check_paid,
                      check_sale)
from gm_tool.games.colonies.posts.lines import read_lines
from gm_tool.games.colonies.posts.phrases import WORDS, merge
from gm_tool.games.colonies.posts.sections import actions as act
from gm_tool.games.colonies.posts.sections import effects as eff
from gm_tool.games.colonies.posts.sections import other

HINTS: dict[str, str] = {**act.HINTS, **eff.HINTS, **other.HINTS}
TITLES = {"community": "Community (provide refuge)", "military": "Military (hunt pirates)",
          "commerce": "Commerce (business trip)", "influence": "Influence (trade negotiations)",
          "industry": "Industry (production peak)", "upgrade": "Upgrade technology",
          "pass": "Pass", "upkeep": "Upkeep", "income": "Community choice", "credits": "4 €",
          "gain": "Resources of choice", "lose": "Resources given up", "pirates": "Pirates placed",
          "market": "Market", "free_upgrade": "Free upgrade", "downgrade": "Downgrade",
          "tie": "Tie", "yes": "Yes", "no": "No", "police": "Police sector",
          "substitute": "Substitutes"}

# "Action 2:", "2nd action -", "My action:", "Action 2 of 3:" before the verb
_PREFIX = compile_later(r"^\s*(?:my\s+)?(?:(?:first|second|third|\d+(?:st|nd|rd|th)?)\s+)?action"
                        r"(?:\s*#?\s*\d+)?(?:\s+of\s+\d+)?\s*(?:[:.\-\u2013\u2014]\s*|\s+(?=\S))",
                        re.IGNORECASE)
_SENTENCE_STOP = compile_later(r"[.!?]\s+")
_CREDITS_LINE = compile_later(r"^\s*(?:take\s+)?\d+\s*(?:\u20ac|eur(?:os?)?|credits?|cr)\b|"
                              r"^\s*(?:take\s+)?\d+\s*\u20ac", re.IGNORECASE)


class ColoniesTable(SectionTable):
    """The kit's table, reading a verb followed by the rest of the line ("sell green",
    "upgrade Military") and a line of credits ("4 €") as headings too."""

    def __init__(self, sections, *, credits_line: bool = False, **options: Any):
        super().__init__(sections, **options)
        self.credits_line = credits_line
        self._exact_only = False
        self._fuzzy_cache: dict[str, Any] = {}
        self._heading_cache: dict[tuple[str, bool], Any] = {}

    def heading(self, text: str, extra=None) -> Heading | None:
        key = (text, self._exact_only)
        if extra is None and key in self._heading_cache:
            return self._heading_cache[key]
        found = self._heading(text, extra)
        if extra is None:
            if len(self._heading_cache) > 4096:
                self._heading_cache.clear()
            self._heading_cache[key] = found
        return found

    def _heading(self, text: str, extra=None) -> Heading | None:
        stripped = _PREFIX.sub("", text, count=1) if _PREFIX.match(text) else text
        if self.credits_line and _CREDITS_LINE.match(stripped):
            return Heading("credits", None, stripped, stripped.split()[0])
        found = super().heading(stripped, extra)
        if found is not None:
            return found
        words = stripped.split()
        for n in (3, 2, 1):
            if len(words) <= n:
                continue
            head = " ".join(words[:n]).rstrip(":.-,")
            place = self.lookup(head)
            if place is not None:
                return Heading(place[0], place[1], " ".join(words[n:]), head)
        # "Year 2! Community: 1 credit": a heading after a first sentence of chatter (written
        # exactly: a typo there is more likely a word of the chatter)
        if not self._exact_only:
            self._exact_only = True
            try:
                for m in _SENTENCE_STOP.finditer(stripped):
                    if _holds_order(self, stripped[:m.start()]):
                        break     # "one industry action: 1 purple. skip the second": an order first
                    if m.end() < len(stripped):
                        found = self.heading(stripped[m.end():], extra)
                        if found is not None:
                            return found
            finally:
                self._exact_only = False
        return None

    def fuzzy(self, head: str):
        if self._exact_only:
            return None
        if head not in self._fuzzy_cache:
            if len(self._fuzzy_cache) > 2048:
                self._fuzzy_cache.clear()
            self._fuzzy_cache[head] = super().fuzzy(head)
        return self._fuzzy_cache[head]


def _section(key: str, handler, **options: Any) -> Section:
    spellings = tuple(WORDS["sections"][key])
    return Section(key, TITLES[key], spellings, handler, hint=HINTS.get(key), **options)


_ACTION_SECTIONS = [
    _section("community", act.read_community, repeatable=True),
    _section("military", act.read_military, repeatable=True),
    _section("commerce", act.read_commerce, repeatable=True),
    _section("influence", act.read_influence, repeatable=True),
    _section("industry", act.read_industry, repeatable=True),
    _section("upgrade", act.read_upgrade, repeatable=True),
    _section("pass", act.read_pass, repeatable=True),
]
_UPKEEP = [
    _section("upkeep", other.read_upkeep),
    *(Section(sub, TITLES[sub], tuple(WORDS["subsections"][sub]), parent="upkeep")
      for sub in ("police", "substitute")),
]
_EFFECT_SECTIONS = [
    _section("credits", eff.read_credits),
    _section("gain", eff.read_gain, repeatable=True),
    _section("lose", eff.read_lose, repeatable=True),
    _section("pirates", eff.read_pirates, repeatable=True),
    _section("market", eff.read_market, repeatable=True),
    _section("free_upgrade", eff.read_free_upgrade),
    _section("downgrade", eff.read_downgrade),
]


_REMARK = compile_later(r"\s*\(([^()]{0,200})\)")
_CLAUSE_SPLIT = compile_later(r"\s*(?:[,;:]|\s[-\u2013\u2014]\s|\bthen\b|\band\s+then\b)\s*", re.IGNORECASE)
_FUTURE_CLAUSE = compile_later(r"\b(?:next|later|eventually|tomorrow|soon|afterwards)\b", re.IGNORECASE)
_SENTENCE_END = compile_later(r"(?<=[.!?])\s+(?=\S)")
# "so 5 colonists", "that's 4 votes", "leaving 5": a figure said as a consequence of the order
# "(1 bought, 3 €)": a purchase or a price with its figure, checked, never a remark skipped
_PRICE_SAID = compile_later(r"\d\s*(?:€|credits?\b|cr\b|bought\b|purchased\b)|\b(?:bought|purchased|buying)\s+\d",
                            re.IGNORECASE)
_FIGURE_SAID = compile_later(r"\s*(?:so|that'?s|that\s+is|it'?s|it\s+is|which\s+(?:makes|leaves|gives)|leaving|"
                             r"makes|means|i\.e\.?|=)\b[^()]*?\d", re.IGNORECASE)


def _names_side(ctx: PostContext, text: str) -> bool:
    """A sentence that names a side of the vote (yes, no, or a proposal's title)."""
    from gm_tool.core.kit.reading import habits

    from gm_tool.games.colonies.posts.sections.other import title_words

    from gm_tool.games.colonies.posts.sections.other import outcome_said

    yes_t, no_t = title_words(ctx)
    # "uprising fails": the outcome said names a side too
    return bool(set(habits.words_of(text)) & ({"yes", "no", "aye", "nay"} | yes_t | no_t)) \
        or outcome_said(ctx, ctx.tokens(text), 0)[0] is not None


def _prepare(ctx: PostContext, item: Any) -> Any:
    """A line's remarks in parentheses, and a sentence of chatter after the order ("Sell 1
    red. See you next year!"), are skipped with a note — unless they hold a word of the game
    ("sell 1 purple (3 €)": the figure is read and checked, never dropped)."""
    from gm_tool.core.kit.reading import habits

    text = item.text
    totals: list[str] = []
    if "(" in text and _REMARK.search(text):
        def remark(m: re.Match[str]) -> str:
            inside = m.group(1)
            if re.match(r"\s*(?:to|=)\s+\d", inside) and item.section == "industry":
                # "(→ 5 blue, 7 colonists)": what the player then has, checked with the order
                ctx.claims.append((item.line.number, "totals", inside))
                totals.append(inside)
                return " "
            if (ctx.words.line_words(inside) or re.search(r"\d", inside)) \
                    and (not ctx.words.statement(inside) or _FIGURE_SAID.match(inside)
                         or _PRICE_SAID.search(inside)):
                # "(so 5 colonists this year)": a consequence with its figure, checked
                return ", " + inside + ", "
            if item.section in ("lose", "gain", "market") and re.search(r"\d", inside):
                # "lose 3 purple (had 5 purple, 2 left)": a figure beside what an effect moves is
                # read and checked, never a remark skipped
                return ", " + inside + ", "
            if item.section == "community" and re.search(r"\b(?:stay|stays|keep|keeping|join|joins|joining|"
                                                         r"back\s+to\s+the\s+supply)\b", inside, re.IGNORECASE):
                # "(they stay)": whether the pirates taken in join the colonists
                return ", " + inside + ", "
            if item.section in ("tie", "yes", "no") and re.search(r"\b(?:yes|no|aye|nay)\b", inside, re.IGNORECASE):
                # "Trade! (the no side ofc)": a side named in the remark is read with the decision
                return ", " + inside + ", "
            ctx.diag("col.post.remark", f'"({inside})": a remark, skipped', item.line.number,
                     severity=Severity.INFO)
            return " "

        text = " ".join(_REMARK.sub(remark, text).split())
    if item.section not in ("income", "production", "tie", "yes", "no"):
        # "upgrade influence, then industry next turn": a plan for later is not part of the order
        clauses = _CLAUSE_SPLIT.split(text)
        if len(clauses) > 1:
            kept_clauses = [c for c in clauses if not (_FUTURE_CLAUSE.search(c) and ctx.words.statement(c)
                                                       and not re.search(r"\d", c))]
            if kept_clauses and len(kept_clauses) < len(clauses):
                dropped = [c for c in clauses if c not in kept_clauses]
                ctx.diag("col.post.chatter", f'"{"; ".join(d.strip() for d in dropped)}": a plan for later, '
                         "read as chatter", item.line.number, severity=Severity.INFO)
                text = ", ".join(c.strip() for c in kept_clauses)
    why = _PURPOSE_SAID.search(text)
    if why is not None and why.start() > 0:
        # "none, keeping all 10 colonists :) gonna need them for upgrades": why, not an order
        ctx.diag("col.post.chatter", f'"{why.group(0).strip(" ,;:-")}": a reason, read as chatter',
                 item.line.number, severity=Severity.INFO)
        text = text[:why.start()].rstrip(" ,;:-")
    parts = _SENTENCE_END.split(text, maxsplit=1)
    if len(parts) == 2 and item.section == "community" and _KEEPS_SAID.search(parts[1]):
        # "Refuge 1 from Bo's blue route. I'll keep him.": who stays, said in a sentence of its own
        text = parts[0].rstrip(".!? ") + ", " + parts[1].rstrip(".!? ")
        parts = [text]
    if len(parts) == 2 and not any(ch.isdigit() for ch in parts[1]) and not _TAKES_BACK.search(parts[1]) \
            and not _ALTERNATIVE.match(parts[1]) \
            and (not ctx.words.line_words(parts[1]) or ctx.words.statement(parts[1])) \
            and not (item.section in ("tie", "yes", "no") and _names_side(ctx, parts[1])):
        text = parts[0].rstrip(".!? ")
        ctx.diag("col.post.chatter", f'"{parts[1]}": read as chatter and skipped',
                 item.line.number, severity=Severity.INFO)
    return item if text == item.text else item.with_text(text, item.subsection)


#: "hunt 1 from Dorota's route? or Brigid's": an alternative offered after the order is never
#: chatter skipped (the order is not chosen)
_ALTERNATIVE = compile_later(r"(?i)^\W*(?:or|either|otherwise|else|alternatively|and/or)\b")


#: "... 1 from my... no wait, Cy's i think?": a sentence that takes back what is before it is
#: never chatter skipped (the order it changes is not what was written)
_TAKES_BACK = compile_later(r"(?i)\b(?:no+\s*,?\s*wait|wait\s*,?\s*no|scratch\s+that|actually\s*,?\s*no|i\s+mean[t]?|"
                            r"correction|make\s+(?:it|that)|oops|sorry\s*,?\s*(?:i\s+)?meant)\b")


#: a sentence saying the pirates taken in stay ("I'll keep him.", "Keeping them as colonists.")
_KEEPS_SAID = compile_later(r"(?i)^\W*(?:(?:i'?ll|i\s+will|i|and|then|so)\s+)*(?:keep|keeping|kept)\s+(?:him|her|it|them|"
                            r"both|all|the\s+(?:pirates?|lot|guys?)|\d+|one|two|three|four)\b|"
                            r"^\W*(?:he|she|they|both|all)\s+(?:can\s+|will\s+|may\s+|'ll\s+)?(?:all\s+|both\s+)?(?:stay|stays|join|joins)\b")


def _table(sections: list[Section], examples: tuple[str, ...], empty: str, **options: Any) -> ColoniesTable:
    return ColoniesTable(sections, prefix="col.post", examples=examples, empty_hint=empty,
                         prepare=_prepare,
                         suffixes=("phase", "step", "section", "action"),
                         leading=("my", "the", "i", "will", "i'll", "ill", "to", "we"), **options)


TABLES: dict[str, ColoniesTable] = {
    "income": _table([_section("income", other.read_income),
                      Section("production", "Production", ("production", "produce", "produced",
                                                            "producing", "output", "prod"),
                              other.read_production, repeatable=True),
                      *_UPKEEP], ("Community",),
                     "write your Community choice, e.g. 'community: 2 credits, reject 1'"),
    "actions": _table([*_ACTION_SECTIONS, *_UPKEEP], ("Sell", "Upgrade", "Pass"),
                      "write your action, e.g. 'sell 2 green' or 'pass'"),
    "effects": _table([*_EFFECT_SECTIONS, *_ACTION_SECTIONS, *_UPKEEP], ("4 €", "Take", "Lose"),
                      "write what the event asks of you, e.g. '4 €'", credits_line=True),
    "tie": _table([_section("tie", other.read_tie), _section("yes", other.read_tie),
                   _section("no", other.read_tie),
                   Section("later", "4 € (at the effects step)", ("take", "4 credits", "credits",
                                                               "take the credits", "money"),
                           other.read_effect_later)], ("Tie",),
                  "write 'tie: yes' or 'tie: no'"),
}


@dataclass
class ReadPost:
    """What a post says for its step: the input (None when it cannot be applied), the problems,
    and what was understood (for the check reply's "Read as")."""

    step: str
    value: Any
    diagnostics: list[Diagnostic] = field(default_factory=list)
    understood: list[str] = field(default_factory=list)
    lines: dict[str, list[int]] = field(default_factory=dict)   # the ledger's line states
    lines: dict[str, int] = field(default_factory=dict)

    @property
    def accepted(self) -> bool:
        return not any(d.severity is Severity.ERROR for d in self.diagnostics)


def step_kind(state: dict[str, Any]) -> str:
    return {"income": "income", "actions": "actions", "effects": "effects", "tie": "tie"}.get(state["phase"], "")


def read_post(state: dict[str, Any], player: str, text: Any, settings: Any) -> ReadPost:
    """Read a post for the step the state is at. Never raises on any text."""
    from gm_tool.games.colonies.posts.phrases import TYPOS

    TYPOS.clear()
    step = step_kind(state)
    ctx = PostContext(state, player, settings, step)
    if not step:
        ctx.diag("col.post.no_step", "the campaign takes no post now", None)
        return ReadPost(step, None, ctx.diags)
    try:
        read_lines(TABLES[step], ctx, text)
        if step == "tie" and isinstance(text, str):
            _check_tally(ctx, text)
        value = _finish(ctx)
        _ledger(ctx)
    except Exception as exc:  # noqa: BLE001  (a bug: reported, never raised at a player)
        ctx.diag("col.post.internal_error", f"the post could not be read completely ({exc!r})",
                 None, hint="this is a bug in gm_tool; please report it with the post")
        value = None
    ctx.diags.sort(key=lambda d: (d.line if d.line is not None else 0))
    understood = [f"line {line} \u2192 {text}" for line, text in sorted(ctx.read, key=lambda x: x[0])]
    ledger = getattr(ctx, "ledger", None)
    return ReadPost(step, value, ctx.diags, understood, ledger.summary() if ledger else {})


def _edit_between_money_and_effect(ctx: PostContext) -> None:
    """"take 4 credits / EDIT: no, upgrade Influence instead": an EDIT that takes the effect
    replaces the 4 € above it (and an EDIT taking the 4 € replaces the effect above it); the
    two are never added up."""
    from gm_tool.core.kit.reading import habits

    def is_edit(n: int) -> bool:
        return habits.edit_marker(ctx.line_text.get(n, "")) is not None

    money = ctx.effect["credits"]
    lines = [p.line for p in ctx.actions]
    if all(n > money and is_edit(n) for n in lines):
        ctx.effect["credits"] = None
        ctx.read = [(n, t) for n, t in ctx.read if n != money]
        if ctx.line_state.get(money) == "read":
            ctx.line_state[money] = "replaced"
        ctx.diag("col.post.edit", f"line {min(lines)} (an edit) replaces line {money} (4 €)",
                 min(lines), severity=Severity.INFO)
    elif money > max(lines) and is_edit(money):
        ctx.actions[:] = []
        for n in lines:
            ctx.read = [(k, t) for k, t in ctx.read if k != n]
            if ctx.line_state.get(n) == "read":
                ctx.line_state[n] = "replaced"
        ctx.diag("col.post.edit", f"line {money} (an edit, 4 €) replaces line"
                 f"{'s' if len(lines) > 1 else ''} {', '.join(map(str, lines))}", money,
                 severity=Severity.INFO)


#: "4€ and the pirates please", "money + the effect", "both: the credits and the upgrade": the
#: yes effect asked for beside the 4 € that replaces it (no negation or "instead" in between)
_MONEY_AND_EFFECT = compile_later(
    r"(?i)(?:\band\b|\+|&|\bplus\b|\balso\b|\bas\s+well\s+as\b|\bwith\b|\bboth\b[:,]?)"
    r"(?:\s+(?:also|too|then|i'?ll|i\s+will|take|taking|get|getting|place|placing|put|putting|do|doing|gimme|give\s+me))*"
    r"\s+(?:the\s+|my\s+|some\s+|an?\s+|its\s+|\d+\s+)*"
    r"(?P<what>pirates?|privateers?|effect|yes[\s-]+effect|event\s+effect|card'?s\s+effect|actions?|bonus|"
    r"upgrade|free\s+upgrade|resources?|goods|colonists?|stuff\s+on\s+the\s+card)\b")
_MONEY_NOT_EFFECT = compile_later(r"(?i)\b(?:instead|rather|not|no|never|skip|skipping|over|than|without|"
                                  r"n't|nor|forget|keep|keeping|stay|stays|are|is)\b")


def _money_and_effect_named(ctx: PostContext) -> None:
    """"4€ and the pirates please": the line that takes the 4 € also asks for the effect it
    replaces (named, not given as an order): one or the other, never both, so it is refused
    and the reply says so."""
    line = ctx.effect["credits"]
    text = ctx.line_text.get(line, "")
    for m in _MONEY_AND_EFFECT.finditer(text):
        between = text[:m.start("what")]
        clause = re.split(r"[.;!?]|\s[-\u2013\u2014]\s", between)[-1]
        tail = re.split(r"[.;!?,(]", text[m.end():], maxsplit=1)[0]
        if _MONEY_NOT_EFFECT.search(clause[-40:] if m.group(0).lower().startswith("both") else
                                    text[m.start():m.start("what")]) or _MONEY_NOT_EFFECT.search(tail):
            continue
        ctx.diag("col.post.both", f'"{text.strip()}": 4 € or the effect, not both: the line takes the '
                 f"4 € and also asks for {m.group('what')!r} (the 4 € is instead of the effect)", line,
                 hint="post '4 €' alone, or the effect alone")
        return


def _check_tally(ctx: PostContext, text: str) -> None:
    """A count of the tied vote written in the post ("it was 6-5 before Quill left"), even in a
    remark: checked against the reveal, and a wrong one named with the right count."""
    from gm_tool.games.colonies.posts.tallies import tallies

    vote = ctx.state.get("vote") or {}
    yes, no = vote.get("yes"), vote.get("no")
    if not isinstance(yes, int) or not isinstance(no, int):
        return
    for a, b, said in tallies(text):
        if sorted((a, b)) != sorted((yes, no)):
            ctx.diag("col.post.tally", f"the vote stands at {yes} yes against {no} no, not {said}",
                     ctx.tie_line or None, hint="drop the count, or write the one the reveal gives")
            return


def _ledger(ctx: PostContext) -> None:
    """Every line's state into the kit's ledger; a line not read that holds a word of the game,
    or an order line with one left unused: "not accepted — please confirm"."""
    from gm_tool.core.kit.reading.habits import Ledger

    from gm_tool.games.colonies.posts.gamewords import did_you_mean

    ledger = Ledger()
    for line, state in ctx.line_state.items():
        text = ctx.line_text.get(line, "")
        if state == "read" or state == "replaced":
            ledger.read(line, text, ctx.unused.get(line, ()))
        elif state == "not read":
            ledger.not_read(line, text)
        else:
            ledger.chatter(line, text)
    ctx.ledger = ledger
    ctx.diags.extend(ledger.please_confirm("col.post", ctx.words.confirm_word, did_you_mean))


# -- from what was read to the step's input ------------------------------------------------------

_TIE_BOTH = compile_later(r"(?i)\b(?:yes|no)\b.{0,80}?\bor\s+(?:(?:maybe|perhaps)\s+)?(?:yes|no)\b")


def _finish(ctx: PostContext) -> Any:
    if ctx.step == "income":
        return _income(ctx)
    if ctx.step == "tie":
        if ctx.tie is None:
            torn = next(((n, t) for n, t in sorted(ctx.line_text.items()) if _TIE_BOTH.search(t)), None)
            if not any(d.severity is Severity.ERROR for d in ctx.diags):
                ctx.diag("col.post.tie", "no decision found: write 'tie: yes' or 'tie: no'", None)
                if torn is not None:
                    # "tie yes i guess, or no idk": both sides offered, neither chosen
                    ctx.diag("col.post.unsure", f'"{torn[1]}": yes or no — is this your decision? please '
                             "confirm the one you mean", torn[0], hint="post 'tie: yes' or 'tie: no' alone")
            return None
        ctx.note(ctx.tie_line or 0, writer.write_tie(ctx.tie).strip())
        return Tie(ctx.tie)
    upkeep = _upkeep(ctx)
    if ctx.step == "effects" and ctx.effect["credits"] is not None and ctx.actions:
        _edit_between_money_and_effect(ctx)
    if ctx.step == "effects" and ctx.effect["credits"] is not None and not ctx.actions:
        _money_and_effect_named(ctx)
    if ctx.step == "effects" and ctx.effect["credits"] is not None and ctx.actions:
        names = ", ".join(f"{TITLES[p.kind]} (line {p.line})" for p in ctx.actions)
        ctx.diag("col.post.both", f"4 € (line {ctx.effect['credits']}) or the effect, not both: "
                 f"the post also takes {names}", ctx.actions[0].line,
                 hint="keep '4 €' or the action(s), not both")
    if ctx.step == "effects":
        _bare_tech_as_downgrade(ctx)
    acts = []
    for p in ctx.actions:
        a = _action(ctx, p)
        if a is None:
            continue
        times = p.data.get("times", 1)
        if times > 1 and isinstance(a, Produce) and p.data.get("in_total"):
            if a.resources % times or a.colonists % times:
                ctx.diag("col.post.count", f"{a.resources} and {a.colonists} in total over {times} "
                         "actions: how many each time?", p.line)
            a = Produce(a.resources // times, a.colonists // times)
        acts.extend([(p.line, a)] * times)
    for line, a in acts:
        ctx.note(line, writer.read_as_action(ctx.state, ctx.player, a))
    check_sums(ctx, [a for _, a in acts])
    if ctx.step == "actions":
        if not acts:
            if not any(d.severity is Severity.ERROR for d in ctx.diags):
                ctx.diag("col.post.no_action", "no action found in the post", None,
                         hint="one of: refuge, hunt pirates, sell, negotiate, industry, upgrade, pass")
            return None
        if len(acts) == 1 and _unread_other_order(ctx, acts):
            return None
        if len(acts) > 1:
            said = "; ".join(f"line {line}: {writer.write_action(ctx.state, ctx.player, a)}" for line, a in acts)
            ctx.diag("col.post.two_actions", f"one action per turn, and the post holds {len(acts)}: "
                     f"{said}", acts[1][0],
                     hint="keep the one you mean; post the next when it is your turn again")
            return None
        return Turn(acts[0][1], upkeep)
    e = ctx.effect
    answer = Answer(
        credits=e["credits"] is not None,
        actions=tuple(a for _, a in acts),
        gain=merge(e["gain"], ctx.ring),
        lose=merge(e["lose"], ctx.ring),
        lose_colonists=e["lose_colonists"],
        pirates=tuple(Placement(o, p, n) for o, p, n in e["pirates"]),
        dump=merge(e["dump"], ctx.ring),
        upgrade=e["upgrade"],
        downgrade=e["downgrade"],
        upkeep=upkeep,
    )
    _check_loss_claims(ctx, answer)
    _check_market_claims(ctx, answer)
    _note_effects(ctx, answer)
    if not (answer.credits or answer.actions or answer.gain or answer.lose or answer.lose_colonists
            or answer.pirates or answer.dump or answer.upgrade or answer.downgrade):
        if not any(d.severity is Severity.ERROR for d in ctx.diags):
            ctx.diag("col.post.no_answer", "nothing the event asks for was found in the post", None,
                     hint="e.g. '4 €', or the effect the card gives you")
        return None
    return _free_upgrade_or_action(ctx, answer)



def _check_loss_claims(ctx: PostContext, answer: Answer) -> None:
    """The figures written beside what an effect takes ("lose 2 red (5 → 3)", "3 left", "that's
    4 in all"): each checked against the stock and the loss read."""
    for line, what, said in ctx.claims:
        if what == "lose_left":
            colours = [c for c, _ in answer.lose]
            if len(colours) == 1:
                c = colours[0]
                have = ctx.state["stock"][ctx.player][c]
                left = have - dict(answer.lose)[c]
                if said != (have, left):
                    ctx.diag("col.post.left", f"you have {have} {c} and {left} left, not {said[0]} → "
                             f"{said[1]}", line)
            elif not colours and answer.lose_colonists:
                have = ctx.state["colonists"][ctx.player]
                left = have - answer.lose_colonists
                if said != (have, left):
                    ctx.diag("col.post.left", f"you have {have} colonists and {left} left, not "
                             f"{said[0]} → {said[1]}", line)
            elif colours:
                # "lose 1 blue, 1 green, 1 yellow (20 → 17)": the resources held, before and after
                have = sum(ctx.state["stock"][ctx.player].values())
                left = have - sum(k for _, k in answer.lose)
                if said != (have, left):
                    ctx.diag("col.post.left", f"you hold {have} resources and {left} are left, not "
                             f"{said[0]} → {said[1]}", line)
            else:
                ctx.diag("col.post.figure", f"{said[0]} → {said[1]}: of which colour? (not checked)",
                         line)
        if what == "lose_left_colour":
            # "lose 3 purple (5 → 2 purple)": that colour's stock before and after
            c, before, after = said
            have = ctx.state["stock"][ctx.player].get(c, 0)
            lost = dict(answer.lose).get(c)
            if lost is None:
                ctx.diag("col.post.figure", f"{before} → {after} {c}: the post gives up no {c} "
                         "(not checked)", line)
            elif (before, after) != (have, have - lost):
                ctx.diag("col.post.left", f"you have {have} {c} and {have - lost} left, not "
                         f"{before} → {after}", line)
        if what in ("lose_had", "lose_after_colour"):
            # "(had 5 purple)", "(2 purple left)", "now 2": one colour's stock before or after
            c, n = said
            lost = dict(answer.lose)
            if c is None and len(lost) == 1:
                c = next(iter(lost))
            if c is None:
                ctx.diag("col.post.figure", f"{n}: of which colour? (not checked)", line)
            elif what == "lose_had" and ctx.state["stock"][ctx.player].get(c, 0) != n:
                ctx.diag("col.post.left", f"you have {ctx.state['stock'][ctx.player].get(c, 0)} {c}, "
                         f"not {n}", line)
            elif what == "lose_after_colour" and c not in lost:
                ctx.diag("col.post.figure", f"{n} {c} left: the post gives up no {c} (not checked)", line)
            elif what == "lose_after_colour" and ctx.state["stock"][ctx.player].get(c, 0) - lost[c] != n:
                ctx.diag("col.post.left", f"you will have {ctx.state['stock'][ctx.player].get(c, 0) - lost[c]} "
                         f"{c} left, not {n}", line)
        if what == "lose_after":
            colours = [c for c, _ in answer.lose]
            if len(colours) == 1:
                c = colours[0]
                left = ctx.state["stock"][ctx.player][c] - dict(answer.lose)[c]
                if said != left:
                    ctx.diag("col.post.left", f"you will have {left} {c} left, not {said}", line)
            elif not colours and answer.lose_colonists:
                left = ctx.state["colonists"][ctx.player] - answer.lose_colonists
                if said != left:
                    ctx.diag("col.post.left", f"you will have {left} colonists left, not {said}", line)
            elif colours:
                ctx.diag("col.post.figure", f"{said} left: of which colour? (not checked)", line)
        if what == "lose_total_left":
            have = sum(ctx.state["stock"][ctx.player].values())
            left = have - sum(k for _, k in answer.lose)
            if answer.lose and said != (have, left):
                ctx.diag("col.post.left", f"you hold {have} resources and {left} are left, not "
                         f"{said[0]} → {said[1]}", line)
        if what == "lose_count":
            n = sum(k for _, k in answer.lose)
            if answer.lose and n != said:
                ctx.diag("col.post.count", f"the colours given up make {n}, not {said}", line,
                         hint="write each colour's number, e.g. 'lose 1 blue, 2 green'")
        if what == "gain_count" and sum(k for _, k in answer.gain) != said:
            ctx.diag("col.post.count", f"the colours taken make {sum(k for _, k in answer.gain)}, not {said}",
                     line, hint="write each colour's number, e.g. 'take 2 blue, 2 red'")


def _note_effects(ctx: PostContext, answer: Answer) -> None:
    """The reading of each effect line (what is taken, lost, put on the market, upgraded, the
    pirates placed), noted on the line it was read from."""
    for key, text in (("gain", "take " + ", ".join(f"{n} {c}" for c, n in answer.gain)),
                      ("lose", "lose " + ", ".join(f"{n} {c}" for c, n in answer.lose)),
                      ("dump", "market: " + ", ".join(f"{n} {c}" for c, n in answer.dump)),
                      ("upgrade", f"free upgrade: {answer.upgrade}"),
                      ("downgrade", f"downgrade {answer.downgrade}")):
        if key in ctx.effect_lines and getattr(answer, key):
            ctx.note(ctx.effect_lines[key], text)
    if answer.lose_colonists:
        ctx.note(ctx.effect_lines.get("lose", 0), f"lose {answer.lose_colonists} colonists")
    if answer.pirates:
        ctx.note(ctx.effect_lines.get("pirates", 0), "pirates: " + ", ".join(
            f"{p.count} on {writer.route_words(ctx.state, ctx.player, p.owner, p.partner)}"
            for p in answer.pirates))


def _free_upgrade_or_action(ctx: PostContext, answer: Answer) -> Answer:
    """"upgrade Military" answers a free upgrade (Grant funds) when the card grants no upgrade
    action."""
    from gm_tool.games.colonies.rules.event import yes_options

    if answer.upgrade or len(answer.actions) != 1 or not isinstance(answer.actions[0], Upgrade):
        return answer
    asks = ctx.state["pending"].get(ctx.player, [])
    if not any(a.get("kind") == "yes" for a in asks):
        return answer
    options = yes_options(ctx.state)
    grants_upgrade = any(p.kind == "action" and "upgrade" in p.actions for o in options for p in o)
    grants_free = any(p.kind == "free_upgrade_lowest" for o in options for p in o)
    if grants_free and not grants_upgrade:
        return Answer(credits=answer.credits, gain=answer.gain, lose=answer.lose,
                      lose_colonists=answer.lose_colonists, pirates=answer.pirates, dump=answer.dump,
                      upgrade=answer.actions[0].tech, downgrade=answer.downgrade, upkeep=answer.upkeep)
    return answer


def _unread_other_order(ctx: PostContext, acts: list) -> bool:
    """"hunt the 2 pirates off my own routes and sell 2 purple": a second order named at an
    action step is a second action even when it could not be read in full (its own problem is
    said too): one action per turn."""
    others = [p for p in ctx.actions if p.kind in TITLES and p.kind != "pass"]
    if len(others) < 2:
        return False
    said = "; ".join(f"line {p.line}: {TITLES[p.kind]}" for p in others)
    ctx.diag("col.post.two_actions", f"one action per turn, and the post holds {len(others)}: {said}",
             others[1].line, hint="keep the one you mean; post the next when it is your turn again")
    return True


def _upkeep(ctx: PostContext) -> Upkeep | None:
    if not (ctx.police or ctx.substitute):
        return None
    upkeep = Upkeep(tuple(ctx.police), tuple(ctx.substitute))
    ctx.note(ctx.upkeep_line or 0, writer.write_upkeep(upkeep))
    return upkeep


def _last_industry_on_line(ctx: PostContext, p: Any) -> bool:
    """"first 3 red + 3 colonists, then 3 red (→ 36 red, 12 colonists)": the stock after, written
    once for the industry actions of its line, is checked after the last of them."""
    same = [q for q in ctx.actions if q.kind == "industry" and q.line == p.line]
    return not same or same[-1] is p


def _income(ctx: PostContext) -> Community | None:
    from gm_tool.games.colonies.rules.phases import arriving

    if ctx.credits_taken is None and ctx.rejected is None:
        if not any(d.severity is Severity.ERROR for d in ctx.diags):
            ctx.diag("col.post.no_choice", "no Community choice found in the post", None,
                     hint=HINTS["income"])
        return None
    level = ctx.state["tech"][ctx.player]["community"]
    coming = arriving(ctx.state)
    reject = ctx.rejected if ctx.rejected is not None else 0
    if reject == -1:
        reject = min(level, coming)
    credits = ctx.credits_taken if ctx.credits_taken is not None else 0
    if credits == -1:
        credits = max(0, min(level - reject, coming - reject))
    choice = Community(credits, reject)
    check_income_claims(ctx, choice, coming)
    ctx.note(ctx.income_line or 0, writer.write_community(choice).strip())
    _upkeep(ctx)
    return choice


def _which_pirates(d: dict) -> str:
    """The question a hunt or refuge without routes asks ("hunt 2 pirates": the count alone)."""
    n = d.get("total_claim", (0, 0))[1]
    if not n:
        return "which pirates? name a route"
    return f"{n} pirate{'s' if n != 1 else ''} from which route(s)? the route's owner pays, or gets nothing"


def _action(ctx: PostContext, p) -> Any:
    d = p.data
    line = p.line
    if p.kind in ("community", "military"):
        removals = tuple(Removal(o, q, n) for o, q, n in d.get("removals", []))
        if not removals:
            ctx.diag("col.post.no_route", f"{TITLES[p.kind]}: {_which_pirates(d)}", line, hint=HINTS[p.kind])
            return None
        if d.get("total_claim"):
            # "refuge 4 — 2 from X, 2 from Y": the total written up front must be the sum
            at_line, total = d["total_claim"]
            taken = sum(r.count for r in removals)
            if total != taken:
                ctx.diag("col.post.total", f"{TITLES[p.kind]}: you wrote {total} but the routes named "
                         f"add up to {taken} pirate{'s' if taken != 1 else ''}", at_line,
                         hint="make the total and the counts from each route agree")
        if d.get("gain_claims"):
            check_gain(ctx, p.kind, removals, d["gain_claims"], d.get("line_removals", {}))
        if d.get("paid_claims"):
            check_paid(ctx, p.kind, removals, d["paid_claims"])
        if p.kind == "military":
            return Hunt(removals)
        keep = d.get("keep", 0)
        if keep == "all":
            keep = sum(r.count for r in removals)
        if d.get("colonists_after_claim"):
            # "keep 1 → 6 colonists": what the player then has
            at_line, said = d["colonists_after_claim"]
            right = ctx.state["colonists"][ctx.player] + keep
            if said != right:
                ctx.diag("col.post.colonists", f"keeping {keep}, you then have {right} colonists, not {said}",
                         at_line)
        return Refuge(removals, keep)
    if p.kind == "commerce":
        items = merge(d.get("sell", []), ctx.ring)
        if not items:
            if any(dg.line == line and dg.severity is Severity.ERROR for dg in ctx.diags):
                return None
            ctx.diag("col.post.nothing_sold", "sell what? e.g. 'sell 2 green'", line, hint=HINTS["commerce"])
            return None
        check_sale(ctx, d)
        return Sell(items)
    if p.kind == "influence":
        steps = tuple(Adjust(q, s, dl) for q, s, dl in d.get("steps", []))
        if not steps:
            ctx.diag("col.post.no_step", "negotiate what? e.g. '+1 both ways with green'", line,
                     hint=HINTS["influence"])
            return None
        if d.get("claims"):
            check_negotiate_claims(ctx, steps, d["claims"])
        return Negotiate(steps)
    if p.kind == "industry":
        return _industry(ctx, p)
    if p.kind == "upgrade":
        tech = d.get("tech")
        if not tech:
            ctx.diag("col.post.no_tech", "upgrade which technology?", line,
                     hint="community, military, commerce, influence or industry")
            return None
        target = d.get("target")
        level = ctx.state["tech"][ctx.player][tech]
        if d.get("from_level") is not None and d["from_level"] != level:
            ctx.diag("col.post.level", f"{tech.capitalize()} is at level {level}, not "
                     f"{d['from_level']}", line)
        if target is not None and target != level + 1:
            ctx.diag("col.post.level", f"{tech.capitalize()} is at level {level}: an upgrade makes "
                     f"it {level + 1}, not {target}", line)
        if "buying" in d or d.get("buying_colours") or "colonists_after" in d or d.get("stock_after_claims") \
                or d.get("cost_claim") or "colonist_claim" in d or "price_claim" in d \
                or d.get("stock_claims") or d.get("buying_count") or d.get("free_claim") or d.get("vp_claim") \
                or d.get("vp_total") is not None or d.get("vp_from_to"):
            check_upgrade_figures(ctx, tech, d, line)
        return Upgrade(tech)
    if p.kind == "pass":
        return Pass()
    return None


def _industry(ctx: PostContext, p) -> Any:
    """An industry order: what is produced (as much as the level allows when nothing is
    written), and the stock the player says they then have, checked."""
    d = p.data
    line = p.line
    level = ctx.state["tech"][ctx.player]["industry"]
    if "resources" not in d and "colonists" not in d:
        produce = Produce(level, level)
        ctx.diag("col.post.industry_full", f"industry read as {level} {ctx.colour} and {level} "
                 f"colonist{'' if level == 1 else 's'} (as much as your level allows)", line, severity=Severity.INFO,
                 hint="write e.g. 'industry: 3 red, 0 colonists' to produce fewer")
        for claim_line, what, inside in ctx.claims:
            if what == "totals" and claim_line == line and _last_industry_on_line(ctx, p):
                check_industry_totals(ctx, produce, inside, claim_line)   # "industry → 38 blue"
        return produce
    if ("resources" in d) != ("colonists" in d) and not d.get("max"):
        # "industry 1 purple" (issue 19: a valid post): what is not written is none
        missing = "colonists" if "resources" in d else ctx.colour
        ctx.diag("col.post.industry_none", f"industry: no {missing} written, so none are "
                 f"produced (0 {missing})", line, severity=Severity.INFO,
                 hint=f"write e.g. 'industry: {d.get('resources', 1)} {ctx.colour}, 1 colonist' "
                 "to produce colonists too")
    produce = Produce(d.get("resources", 0), d.get("colonists", 0))
    for claim_line, what, inside in ctx.claims:
        if what == "totals" and claim_line == line and _last_industry_on_line(ctx, p):
            check_industry_totals(ctx, produce, inside, claim_line)
    return produce


def _holds_order(table: Any, sentence: str) -> bool:
    """A sentence with a figure and an order's word ("one industry action: 1 purple, 1
    colonist"): an order, never chatter to pass over for the heading after it."""
    if not re.search(r"\d", sentence):
        return False
    from gm_tool.games.colonies.posts.order_finding import first_words

    starts = first_words(table)
    if any(w.lower().strip(":,.;!?*-") in starts for w in sentence.split()
           if not w.strip(":,.;!?*-").isdigit()):
        return True
    # "2 green, 2 colonists. skip the second": amounts of the game alone are an order too
    from gm_tool.games.colonies.posts.phrases import COLOURS, W

    return any(COLOURS.get(m.group(1).lower()) is not None or m.group(1).lower() in W["colonist_words"]
               for m in re.finditer(r"\b\d+\s+([A-Za-z]+)", sentence))


#: a verb that makes a technology's name an action ("hunt", "refuge", "sell", "negotiate")
_ACTION_VERB = compile_later(r"(?i)\b(?:hunt\w*|refuge|shelter\w*|sell\w*|sold|negotiat\w*|produc\w*|"
                             r"actions?|routes?|pirates?)\b")


def _bare_tech_as_downgrade(ctx: PostContext) -> None:
    """"military", "community I guess... no wait, military": a technology named alone, with
    nothing it acts on, at an event that asks this player to downgrade a technology (and grants
    no action) is the downgrade."""
    asks = [a.get("kind") for a in ctx.state["pending"].get(ctx.player, [])]
    if "downgrade" not in asks or "action" in asks or "yes" in asks or ctx.effect["downgrade"] \
            or len(ctx.actions) != 1:
        return
    p = ctx.actions[0]
    d = p.data
    text = ctx.line_text.get(p.line, "")
    if p.kind not in ("community", "military", "commerce", "influence", "industry") \
            or any(d.get(k) for k in ("removals", "sell", "steps", "tech", "resources", "colonists")) \
            or not re.search(rf"(?i)\b{p.kind}\b", text) or _ACTION_VERB.search(text):
        return
    ctx.effect["downgrade"] = p.kind
    ctx.effect_lines["downgrade"] = p.line
    ctx.actions.remove(p)




#: "gonna need them for upgrades", "saving them for the next upgrade": why the player keeps
#: something, said after the order (no figure in it: a figure is read and checked)
_PURPOSE_SAID = compile_later(r"(?i)(?:(?:[,;:.!)\-\u2013\u2014]\s*|\s+(?:as|since|because|cause|cuz|coz)\s+)"
                              r"(?:i\s+|i'?ll\s+|we\s+)?(?:(?:am\s+|'m\s+)?gonna\s+|(?:am\s+|'m\s+)?going\s+to\s+|will\s+|"
                              r"'ll\s+|might\s+|may\s+)?|\s+(?:i\s+|i'?m\s+|we\s+|we'?re\s+)?(?:gonna|going\s+to|will|'ll|"
                              r"might|may)\s+)(?:need|want|save|saving|use)\s+(?:them|it|those|these|'?em)\s+"
                              r"(?:all\s+)?(?:for|on)\s+[^\d]*$")


def _check_market_claims(ctx: PostContext, answer: Answer) -> None:
    """The stock written beside what is put on the market ("(6 left)", "that leaves me 6 green",
    "7 → 6 green"): checked against the stock and what goes on the market, the right value named."""
    put = dict(answer.dump)
    for line, what, said in ctx.claims:
        if what not in ("dump_after", "dump_left"):
            continue
        c = said[0] if said[0] is not None or len(put) != 1 else next(iter(put))
        if c is None or c not in put:
            ctx.diag("col.post.figure", f"{said[-1]} left: of which colour? (not checked)" if c is None else
                     f"{said[-1]} {c} left: the post puts no {c} on the market (not checked)", line)
            continue
        have = ctx.state["stock"][ctx.player].get(c, 0)
        if what == "dump_after" and said[1] != have - put[c]:
            ctx.diag("col.post.left", f"you will have {have - put[c]} {c} left, not {said[1]}", line)
        elif what == "dump_left" and said[1:] != (have, have - put[c]):
            ctx.diag("col.post.left", f"you have {have} {c} and {have - put[c]} left, not {said[1]} → {said[2]}", line)
