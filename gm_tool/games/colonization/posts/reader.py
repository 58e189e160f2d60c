"""A turn post read as a GM reads it: one action, every other line chatter or a claim, and every
word of the game used — or the post asks.

The rules allow one action per turn. The reader walks the post line by line (the kit's `scan`:
quotes, markup and struck-out text gone), splits each line into clauses (at punctuation and at
"and", "then", "or", "if" ...), and finds the **action words** that open a clause, after an intent
("I'll", "I'm going to", "gonna", "let me", "Action:"), in any verb form ("Colonizing",
"played"). Each action word has a role (`words.toml`): roll + move is "roll and move", play +
warp is "play a coin and move", colonize + roll/use/mark is one colonization. Roles that make one
action of the rules are one action; two that cannot ("draw a planet and then roll and move")
are two actions, and the post is refused naming both. A clause that opens with "if", "else",
"or", "otherwise" belongs to the action before it ("roll and move to 3 of Suns; if I roll a null
warp to the sun of Arms"). A line after an edit marker ("EDIT:") or a clause that revises
("scratch that", "instead") replaces the action before it, with a warning that says so.

Every non-blank line ends in one state (`Ledger`): **read** (the action, a claim the tool
checks: "Stash: null, ace, 2", "Turn 12"), **chatter** (no word of the game), or **not read**: a
line, or the unused part of the action's words, holding a coin, suit, place or action word makes
the post not accepted — "please confirm" with the words quoted. A bare number the reader cannot
place is a warning that quotes it.

The reader's parts, each in its own module: `clauses` (a line cut into clauses, the action words
that open them, idioms), `groups` (action words gathered into actions, the words each spans),
`remarks` (talk beside an order: asides, plans, wishes, questions), `edits` (EDIT lines),
`status_lines` (copied status lines read as claims), `unread_words` (what was not used: a
warning or a please-confirm), `figures` (the figures a player writes) and `grammar` (the words
of one action: places, coins, paths).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading import scan
from gm_tool.core.kit.reading.bagwords import edit_marker, words_of
from gm_tool.core.kit.reading.habits import verb_base
from gm_tool.core.kit.reading.sentences import (
    MORE_HEDGE,
    choice_put_off,
    offers_another,
    taken_back_inline,
    undecided_between,
    undecided_edit,
)
from gm_tool.games.colonization.posts.clauses import (
    BASES,
    CONTINUATION,
    SENTENCE_END,
    inside_spans,
    outside_spans,
    clauses,
    heads_of,
    kind_of,
    stated_rolls,
)
from gm_tool.games.colonization.posts.edits import revise, withdrawn_for_piece, withdraws
from gm_tool.games.colonization.posts.grammar import (Reader, vague_before_coins, fronted_marker,
                                                      read_action)
from gm_tool.games.colonization.posts.groups import (
    comma_coins,
    group_line,
    group_words,
    has_args,
    has_object,
    inside_rolls,
    verb_position,
)
from gm_tool.games.colonization.posts.remarks import (
    asks_gm,
    is_note,
    aside_spans,
    game_words,
    is_plan,
    remark_spans,
    unread_game_words,
)
from gm_tool.games.colonization.posts.status_lines import claim_lines
from gm_tool.games.colonization.posts.unread_words import (
    FORMS,
    confirm_problem,
    leftover_problem,
    quoted_words,
)
from gm_tool.games.colonization.posts.vocabulary import (
    ROLES,
    STRONG,
    SUITS,
    WEAK_VALUES,
    coin_value,
)

E, W, I = Severity.ERROR, Severity.WARNING, Severity.INFO

READ, CHATTER, NOT_READ = "read", "chatter", "not read"


@dataclass
class LedgerEntry:
    line: int
    state: str            # READ, CHATTER or NOT_READ
    text: str
    what: str = ""        # "action", "claim", "remark" ...


@dataclass
class ParsedPost:
    action: Action | None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    line: int | None = None
    text: str | None = None
    ledger: list[LedgerEntry] = field(default_factory=list)
    claims: list["ClaimLine"] = field(default_factory=list)
    figures: list = field(default_factory=list)     # figures.Figure, with their lines


# The post -------------------------------------------------------------------------------------

@dataclass
class _Line:
    line: Line
    words: list[Word]
    clauses: list[Clause]
    heads: list[Head]
    rolls: list[tuple[int, int]]       # stated die rolls (ignored, with a warning)
    edited: bool
    remarks: list[tuple[int, int, str]] = field(default_factory=list)   # question, plan, ...
    figures: list[tuple[int, int]] = field(default_factory=list)        # figure claims
    asides: list[tuple[int, int]] = field(default_factory=list)         # remarks inside a line

    @property
    def consumed(self) -> list[tuple[int, int]]:
        key = (len(self.rolls), len(self.remarks), len(self.figures))
        cached = self.__dict__.get("_consumed")
        if cached is None or cached[0] != key:
            cached = (key, self.rolls + [(a, b) for a, b, _ in self.remarks] + self.figures)
            self.__dict__["_consumed"] = cached
        return cached[1]


def _line_words(text: str) -> tuple[bool, str, list]:
    """A line's text read into words: (whether it opens with an edit marker, the text after the
    marker, the words with the reader's own rewordings). A function of the text alone."""
    edited, rest = edit_marker(text)
    rest = _corrected(_label_pause_out(_rule_numbers_out(rest)))
    back = taken_back_inline(rest)
    # "Colonize... nope, I'm on the sun. ok restore then": the order taken back on its own line
    words = _coming_back(_go_for_it(_role_verbs(words_of(back[1] if back is not None else rest))))
    words = _roll_with_coins(_equals_role(_arrow_to_sum(_last_action_said(words))), edited)
    words = _only_action_left(_i_suppose(words))
    return edited, rest, words


def _prepare(line: Line, read: dict[str, tuple[bool, str, list]]) -> _Line:
    """The line prepared for reading; `read` keeps the words of each text already read in the
    post, so that a line repeated (a paste twice over, "+1 Food, ..." x 12) is cut into words
    once: the words are most of a long line's reading."""
    if line.text not in read:
        read[line.text] = _line_words(line.text)
    edited, rest, words = read[line.text]
    words = list(words)     # (each line its own list: the steps after may splice theirs)
    pl = _prepare_words(line, edited, words, first=True)
    if _versus_between_actions(words):
        # "null warp vs restoring the 5... not sure": two actions weighed, neither taken
        pl.heads = []
        pl.remarks.append((0, len(words), "choice"))
    pl.edit_rest = rest if edited else ""  # type: ignore[attr-defined]
    return pl


_OWN = frozenset({"i", "ll", "m", "im", "my", "me", "d"})
_USED_SAID = frozenset({"in", "roll", "rolling", "throw", "throwing", "add", "adding", "with", "using", "use"})


def _own_coins_and_marker(words: list, pl: _Line) -> bool:
    """A line in the first person that names two coins or more, one of them as the marker
    ("... the 3 on the planet as marker", "the 3 coin as my marker", "the 3 is the marker"),
    and a coin said to go in ("throw in my 5", "the 5 for the roll"), with no remark of a plan,
    a wish, a question or a thought."""
    seq = [w.word for w in words]
    if len(seq) > 40 or not _OWN & set(seq) or not _USED_SAID & set(seq) or any(
            kind in ("plan", "wish", "question", "hypothetical", "condition") for _, _, kind in pl.remarks):
        return False
    coins = {coin_value(x) for x in seq if coin_value(x) is not None and x not in WEAK_VALUES}
    if len(coins) < 2 or "colony" in seq and "on" in seq and seq.index("colony") > 0 and seq[
            seq.index("colony") - 1] in ("his", "her", "their", "s"):
        return False
    marker = any(x in ("marker", "marks") and any(
        coin_value(y) is not None and y not in WEAK_VALUES for y in seq[max(0, k - 7):k]) for k, x in enumerate(seq))
    return marker


def _replan(pl: _Line) -> _Line:
    """The line read again without the colonization its coins and marker implied."""
    line, edited, words = pl.plain  # type: ignore[attr-defined]
    again = _prepare_words(line, edited, words)
    again.edit_rest = getattr(pl, "edit_rest", "")  # type: ignore[attr-defined]
    return again


def _to_stop(words: list, b: int) -> int:
    """The end of a plan's span run on past a dash to its sentence's end ("(Colonizing it next turn
    with the null — 13 points, game over.)": the figure is the later turn's, not this one's)."""
    if b < 1 or b > len(words) or not (words[b - 1].punct and words[b - 1].word in ("\u2014", "\u2013", "-", ",")):
        return b
    for k in range(b, len(words)):
        if words[k].punct and words[k].word in (".", "!", "?", ")", "\u2026"):
            return k + 1
    return len(words)


def _cut_from_order(words: list, a: int) -> bool:
    """Whether a plan starting at `a` was cut from the order of its sentence ("roll to the 3,
    hit Thiago next turn", "heading to the 3 to have a go ... next turn"), not a sentence of
    its own."""
    return a > 0 and not (words[a - 1].punct and words[a - 1].word in _SENTENCE_ENDS)


_SENTENCE_ENDS = frozenset(".!?;:()\u2026\u2013\u2014-")


#: a rule's number as the rule text numbers them ("4.B.iv.4", "rule 4.D.ii", "§5.B"): a section
#: with at least one letter part, so never a decimal or a score ("4.5", "12.")
_RULE_NUMBER = compile_later(r"(?:\b(?:[Rr]ules?|[Ss]ection)\s+|\u00a7\s*)?(?<![\w.])\d{1,2}\.(?:[A-Za-z]|[ivxIVX]{1,4})"
                             r"(?:\.(?:[A-Za-z]|[ivxIVX]{1,4}|\d{1,2})){0,4}(?![\w.])")


def _rule_numbers_out(text: str) -> str:
    """A rule cited by its number inside the line ("(Ace planet: Null coin suffices, 4.B.iv.4)",
    "per rule 4.E.ii"): a reference to the rule text, no coin, place or count; taken out so its
    digits are not read (a citation that opens the line is the kit's `rule_citation`)."""
    from gm_tool.core.kit.reading.sentences import rule_citation
    if "." not in text or len(text) > 4000:
        return text
    cut = rule_citation(text)       # ("Per 4.B.iv.4 an Ace planet falls ...": kept for the kit)
    return text[:cut] + _RULE_NUMBER.sub("", text[cut:])


_INLINE_EDIT = compile_later(r"(?i)^(?P<order>.*?\S)\s*[.!;,]?\s+edit(?:ed)?\s*\d*\s*[:\u2013\u2014-]\s*"
                             r"(?:sorry\s*,?\s*|oops\s*,?\s*)?(?P<fix>\S.*)$")


def _corrected(text: str) -> str:
    """An order corrected on its own line ("restore the 5. no wait, the 2.", "restore the 5, I mean
    the 2"; the kit's `sentences.corrected_inline`): a whole order after the correction replaces
    the first; a piece (a coin, a place) revises it, read as an inline EDIT ("restore the 5 (EDIT:
    the 2)"). A correction naming nothing of the game ("I mean it") leaves the line as it is."""
    from gm_tool.core.kit.reading.sentences import corrected_inline

    found = corrected_inline(text)
    inline = _INLINE_EDIT.match(text) if len(text) < 400 else None
    if inline is not None:
        # "EDIT: nah, restore the 4 instead. EDIT2: sorry, the 2": a later EDIT on the same line
        found = inline.group("order").strip(), inline.group("fix").strip()
    if found is None:
        return text
    order, fix = found
    cut = max((m.end() for m in re.finditer(r"[.!?\u2026]+\s+", order)), default=0)
    prefix, order = order[:cut], order[cut:]        # (the sentence corrected is the last one)
    if re.match(r"(?i)\W*(?:if|when|unless|next|then|and|but|once|after)\b", fix):
        return text         # ("Draw. If Tobi... I mean if I get Crowns I'll warp there next turn")
    acts = lambda s: any(ROLES.get(w.word) not in (None, "mark") or w.word.isalpha() and ROLES.get(
        verb_base(w.word, BASES) or "") not in (None, "mark") for w in words_of(s))   # noqa: E731
    named = any(coin_value(w.word) is not None and w.word not in WEAK_VALUES or SUITS.get(w.word)
                for w in words_of(fix))
    if not acts(order) or not (named or acts(fix)):
        return text
    if acts(fix):
        return prefix + fix
    return f"{prefix}{order} (EDIT: {fix.rstrip('.!')})"


_FALLBACK_CUES = frozenset({"short", "otherwise", "else", "failing", "fallback", "backup"})


def fallback_suit(words: list) -> list:
    """"going for the 5 of Arms; if the roll's short, the 2 is fine too": a fallback place named
    by its value alone, after a place of a system, is that system's ("the 2 of Arms"); the words
    with the suit put in, or the same list."""
    from gm_tool.core.kit.reading.bagwords import Word as _W
    n = len(words)
    suit, cue = None, None
    for k in range(n - 2):
        if suit is None and coin_value(words[k].word) is not None and words[k].word not in ("a", "one") \
                and words[k + 1].word == "of" and SUITS.get(words[k + 2].word):
            suit = words[k + 2]
        elif suit is not None and words[k].word in _FALLBACK_CUES:
            cue = k
            break
    if cue is None:
        return words
    for j in range(cue + 1, n):
        if ROLES.get(words[j].word) not in (None, "move", "roll") or words[j].word in ("coin", "coins"):
            return words           # ("or else restore the 4": another action, not a place)
        if words[j].word in ("the", "my") and j + 1 < n and coin_value(words[j + 1].word) not in (None, "null") \
                and words[j + 1].word not in ("a", "one") and not (j + 2 < n and (
                    words[j + 2].word in ("of", "coin", "coins", "planet") or SUITS.get(words[j + 2].word))):
            return words[:j + 2] + [_W("of", ""), _W(suit.word, "")] + words[j + 2:]
    return words


_CHASE = {"after": frozenset({"go", "goes", "going", "went", "gone", "come", "comes", "coming", "came"})}


def _chase_as_attack(words: list) -> list:
    """"going after your colony", "coming after Yeji's colony", "went after that colony": an
    attack on a colony, said as a chase; its "after" is read as the attack's verb (the text kept)."""
    from gm_tool.core.kit.reading.bagwords import Word as _W

    for i in range(1, len(words) - 1):
        if words[i].punct or words[i].word not in _CHASE or words[i - 1].word not in _CHASE[words[i].word]:
            continue
        for k in range(i + 1, min(len(words), i + 5)):
            if words[k].punct:
                break
            if words[k].word in ("colony", "colonies"):
                return words[:i] + [_W("attack", words[i].text)] + words[i + 1:]
    return words


def _prepare_words(line: Line, edited: bool, words: list, first: bool = False) -> _Line:
    from gm_tool.games.colonization.posts.figures import coins_written_as_sum, figure_spans

    words = _chase_as_attack(fallback_suit(words))
    cls = clauses(words)
    rolls = stated_rolls(words)
    remarks = remark_spans(words)
    remarks += [(a, b, "fact") for a, b in _fact_spans(words) if not any(x <= a < y for x, y, _ in remarks)]
    remarks += [(a, b, "kept") for a, b in _kept_coins(words) if not any(x <= a < y for x, y, _ in remarks)]
    # (a plan cut from the order of its own sentence, "heading to the 3 to hit Thiago next turn —
    # 2 moves", stops at its dash: the figure after it is the order's, checked)
    later = [(a, _to_stop(words, b) if k == "plan" and not _cut_from_order(words, a) else b)
             for a, b, k in remarks if k in ("plan", "wish")]
    figures = coins_written_as_sum(words, figure_spans(words, rolls + later))
    pl = _Line(line, words, cls, [], rolls, edited, remarks, [(f.start, f.end) for f in figures])
    pl.heads = heads_of(line.number, words, cls, pl.consumed, first_typo=True)
    faced = _face_conditions(words, pl.heads)
    if faced:
        # "colonise 5 suns, 5 coin in (beats 5 unless I roll the null)": a die face in a condition
        pl.remarks = pl.remarks + [(a, b, "condition") for a, b in faced]
        pl.heads = [h for h in pl.heads if not inside_spans(faced, h.index)]
        from gm_tool.games.colonization.posts.figures import FACES, Figure
        for a, b in faced:
            before = [w.word for w in words[max(0, a - 3):a]]
            if words[a].word == "unless" or words[a + 1].word == "long" or {"fails", "fail", "miss", "misses", "only"} & set(before):
                # "unless I roll the null": every other face wins (checked like "need 2+")
                losing = {coin_value(w.word) for w in words[a:b] if coin_value(w.word) is not None
                          and w.word not in ("a", "one")}
                if losing and not figures_overlap(figures, a, b):
                    fig = Figure("faces", a, b, faces=frozenset(f for f in FACES if f not in losing))
                    figures.append(fig)
            elif _face_comes_up(words, a + 1) == b and not figures_overlap(figures, a, b) \
                    and not _FAILED & {w.word for w in words[b:b + 5]}:
                # "if a 5 comes up that's 15": a face that wins, said alone (checked)
                said = {coin_value(w.word) for w in words[a:b] if coin_value(w.word) is not None
                        and w.word not in ("a", "one")}
                if len(said) == 1:
                    figures.append(Figure("faces", a, b, faces=frozenset(said), extra={"subset": True}))
    pl.heads = [h for h in pl.heads if not _narrated(words, h.index) and not _playing_the_game(words, h.index)]
    # "1+4 = 5 + roll", "3 plus the roll": the die in a sum, not the roll-and-move action
    pl.heads = [h for h in pl.heads if not (h.role == "roll" and _summed(words, h.index))]
    if all(h.role == "mark" or h.role == "play" and words[h.index].word in ("using", "use", "uses")
           for h in pl.heads) \
            and not edited and first:
        implied = _coins_alone(words, pl.consumed)
        if implied is not None:
            # "no coins, Ace as marker", "null coin in, ace marker → 19": a colonization told by
            # its coins alone (the one action that takes a marker) reads as "colonize ..."
            from gm_tool.core.kit.reading.bagwords import Word as _W
            implied_pl = _prepare_words(line, edited, words[:implied] + [_W("colonize", "")] + words[implied:])
            implied_pl.plain = (line, edited, words)  # type: ignore[attr-defined]
            return implied_pl
        retry = retry_at_place(words)
        if retry is not None:
            # "try again on the 5: 3 + ace in, null marks it", "another go at the 4 — ...": the
            # colonization tried once more, at a place, told by its coins and marker
            from gm_tool.core.kit.reading.bagwords import Word as _W
            implied_pl = _prepare_words(line, edited, words[:retry[0]] + [_W("colonize", "")] + words[retry[1]:])
            implied_pl.plain = (line, edited, words)  # type: ignore[attr-defined]
            return implied_pl
        use = next((h.index for h in pl.heads if h.role == "play"), None)
        if use is not None and any(h.role == "mark" for h in pl.heads) and any(
                w.word in ("marker", "mark") or w.word == "colony" and k + 1 < len(words)
                and words[k + 1].word in ("coin", "marker") for k, w in enumerate(words)):
            # "I'll use my 5 coin and put the 3 coin on the planet as the colony marker": coins
            # used and a marker put, with no action word: the colonization (the one action that
            # takes a marker), read as "colonize using ..."
            from dataclasses import replace as _replace

            from gm_tool.core.kit.reading.bagwords import Word as _W
            implied_pl = _prepare_words(line, edited, words[:use] + [
                _W("colonize", ""), _replace(words[use], word="using")] + words[use + 1:])
            # (kept so that the post can undo it when another line names the colonization)
            implied_pl.plain = (line, edited, words)  # type: ignore[attr-defined]
            return implied_pl
        if _own_coins_and_marker(words, pl):
            # "I'll throw in my 5 and leave the 3 on the planet as marker", "going with the 5
            # coin for the roll and the 3 coin as my marker": the player's own coins, one as the
            # marker, and no action word: the colonization, read as "colonize: ..."; undone when
            # another line of the post names an action
            from gm_tool.core.kit.reading.bagwords import Word as _W
            implied_pl = _prepare_words(line, edited, [_W("colonize", ""), _W(":", "", punct=True)] + words)
            implied_pl.plain = (line, edited, words)  # type: ignore[attr-defined]
            implied_pl.guessed = True  # type: ignore[attr-defined]
            return implied_pl
    pl.figure_claims = figures  # type: ignore[attr-defined]
    pl.asides = aside_spans(words, cls, pl.heads)
    fallback = [(a, b) for a, b in pl.asides
                if [w.word for w in words[a:b] if not w.punct][:1] == ["or"]]
    if fallback:
        pl.heads = [h for h in pl.heads if not inside_spans(fallback, h.index)]
    inline = [(a, b) for a, b in pl.asides
              if [w.word for w in words[a:b] if not w.punct][:1] in (["edit"], ["edited"])]
    if inline and any(not inside_spans(inline, h.index) for h in pl.heads):
        # "restore 5 (EDIT: make that the 4)": the EDIT revises the action of its own line
        pl.heads = [h for h in pl.heads if not inside_spans(inline, h.index)]
        pl.inline_edits = inline  # type: ignore[attr-defined]
    return pl


def parse_post(text: object, state: ColState | None = None, player: str | None = None) -> ParsedPost:
    """Read a whole post: exactly one action, every line accounted for. Never raises."""
    try:
        parsed = _parse_post(text, state, player)
        seen: set = set()
        # (one unread word can be found by two tests: "- or should I restore?" is both a
        # question about another action and a remark naming one; it is said once)
        parsed.diagnostics[:] = [d for d in parsed.diagnostics if not (
            (d.code, d.message, d.line) in seen or seen.add((d.code, d.message, d.line)))]
        return parsed
    except Exception as exc:  # noqa: BLE001 (a bug is reported, never raised at a player)
        return ParsedPost(None, [Diagnostic("col.post.internal_error", f"the post could not be "
                                            f"read ({type(exc).__name__}): please tell the GM", E)])


#: a turn is one action, written in a line or a few: a post of more lines is a paste accident
#: (reading a thousand lines kept the GM waiting half a second), refused with the rest unread
MAX_LINES = 150


@dataclass
class _Post:
    """The reading of one post so far, shared by the steps of `_parse_post`."""

    state: ColState | None
    player: str | None
    diags: list[Diagnostic]
    lines: list[_Line]
    by_number: dict[int, _Line]
    ledger: list[LedgerEntry] = field(default_factory=list)
    claims: list[ClaimLine] = field(default_factory=list)
    groups: list[Group] = field(default_factory=list)
    unused_spans: list[tuple[_Line, list[int], str]] = field(default_factory=list)   # words not read, per line
    figures: list = field(default_factory=list)
    withdrawn: list[Group] = field(default_factory=list)


def _lines_of(text: object, state: ColState | None,
              player: str | None) -> tuple[list[_Line], list[Diagnostic]]:
    """The post's lines, each prepared for reading (its heads, figures, remarks), and the scan's
    notes."""
    reading = scan(text, max_lines=MAX_LINES + 1)
    diags: list[Diagnostic] = list(reading.notes)
    if len(reading.lines) > MAX_LINES:
        diags.append(Diagnostic("col.post.too_long", f"the post has more than {MAX_LINES} lines; "
                                f"only the first {MAX_LINES} were read, so it cannot be accepted",
                                E, reading.lines[MAX_LINES].number,
                                hint="post the turn's one action alone, in a line or a few"))
        reading.lines[:] = reading.lines[:MAX_LINES]
    from gm_tool.core.kit.reading.bagwords import keep_figures_in_brackets, ordinals_as_words
    read: dict[str, tuple[bool, str, list]] = {}
    lines = [_prepare(type(ln)(ln.number, _own_name_out(ordinals_as_words(keep_figures_in_brackets(
        roll_move_spelt(ln.text))),
                                                          player), ln.cells), read)
             for ln in _one_per_number([ln for ln in reading.lines if ln.text.strip()])]
    if any(hasattr(pl, "guessed") for pl in lines) and any(
            pl.heads for pl in lines if not hasattr(pl, "guessed")):
        lines = [_replan(pl) if hasattr(pl, "guessed") else pl for pl in lines]
    if any(hasattr(pl, "plain") for pl in lines) and sum(
            any(h.role == "colonize" for h in pl.heads) for pl in lines) > 1:
        # "Colonize the 2 of Suns / I'll use the 4 coin, marker 2": the coins of the colonization
        # named above, not a colonization of their own
        lines = [_replan(pl) if hasattr(pl, "plain") else pl for pl in lines]
    names = {name.lower() for name in getattr(state, "seats", {})}
    for pl in lines:
        # "Marek: roll & move ...": a player's name is no misspelt action word ("mark")
        pl.heads = [h for h in pl.heads if not (h.typo and h.word.lower() in names)]
    diags.extend(_kept_not_in_stash(lines, state, player))
    return lines, diags


def _take_line(p: _Post, pl: _Line) -> None:
    """One line of the post: an action, a revision, a claim, a figure, a question or talk."""
    diags, ledger, groups, figures = p.diags, p.ledger, p.groups, p.figures
    number = pl.line.number
    if is_note(pl.line.text):
        ledger.append(LedgerEntry(number, CHATTER, pl.line.text, "note"))
        return
    for a, b in pl.rolls:
        diags.append(Diagnostic("col.roll.ignored", f"\"{quoted_words(pl.words, a, b)}\": the tool "
                                "rolls every die itself; a roll written in the post is ignored",
                                W, number))
    for fig in getattr(pl, "figure_claims", ()):
        fig.line, fig.text, fig.edited = number, pl.line.text, pl.edited
        if fig.start < len(pl.words) and not pl.words[fig.start].text:
            fig.start += 1      # (a word the reader put in: "colonize" before coins alone)
        fig.extra.setdefault("quote", " ".join(w.text for w in pl.words[fig.start:fig.end] if w.text))
        if pl.edited:
            figures[:] = [f for f in figures if f.kind != fig.kind]
        figures.append(fig)
    for a, b in pl.asides:
        aside = [w for w in pl.words[a:b] if not w.punct]
        if aside[:1] and aside[0].word == "or" and any(w.word == "?" for w in pl.words[a:b]) and \
                _ANOTHER_WORD.search(" ".join(w.word for w in aside)) and len(aside) <= 8:
            # "Restore the 5 (or both?)": a second choice asked beside the order
            diags.append(Diagnostic("col.post.unclear_action", f"line {number}: \""
                                    f"{quoted_words(pl.words, a, b).strip(' ()')}\" asks about "
                                    "another choice: does the order stand as written? please "
                                    "confirm", E, number, None, FORMS))
    rest_now = getattr(pl, "edit_rest", "")
    if pl.edited and groups and "?" in rest_now and _ANOTHER_WORD.search(rest_now) and not (
            undecided_edit(rest_now)) and not pl.heads and not game_words(pl.words, list(range(len(pl.words)))):
        # "EDIT: both?", "EDIT: wait, can I take both?": another choice asked in an EDIT
        diags.append(Diagnostic("col.post.unclear_action", f"line {number}: the EDIT "
                                f"(\"{rest_now.strip()}\") asks about another choice without "
                                f"making it: does line {groups[-1].line} stand, or what do you "
                                "take instead? please confirm", E, number, None, FORMS))
        ledger.append(LedgerEntry(number, NOT_READ, pl.line.text))
        return
    if pl.edited and groups and undecided_edit(getattr(pl, "edit_rest", "")) and (
            pl.heads or game_words(pl.words, list(range(len(pl.words))))
            or _ASKS_ANOTHER.search(getattr(pl, "edit_rest", ""))):
        # (also "EDIT: or both? is that allowed", "EDIT: or the other one?": no game word, but
        # a second choice asked all the same)
        # "EDIT: or marker 3, eh, same thing": another choice offered, not made
        named = ", ".join(dict.fromkeys(repr(pl.words[i].text) for i in game_words(
            pl.words, list(range(len(pl.words)))) if pl.words[i].text))
        diags.append(Diagnostic("col.post.unclear_action", f"line {number}: the EDIT "
                                f"(\"{pl.edit_rest.strip()}\") offers another choice"
                                f"{' (' + named + ')' if named else ''} without "
                                f"making it: does line {groups[-1].line} stand, or what do you "
                                "take instead? please confirm", E, number, None, FORMS))
        ledger.append(LedgerEntry(number, NOT_READ, pl.line.text))
        return
    if not pl.heads:
        _take_line_without_action(p, pl)
        return
    if pl.edited and groups and {h.role for h in pl.heads} <= {"mark", "play"} and \
            kind_of(groups[-1].roles) == "colonize":
        groups[-1].overrides.append(number)     # "EDIT: marker 4, not 2"
        ledger.append(LedgerEntry(number, READ, pl.line.text, "revision"))
        return
    implied = [h.index for h in pl.heads if h.index < len(pl.words) and not pl.words[h.index].text]
    if implied and len(implied) == len(pl.heads) and groups and kind_of(groups[-1].roles) == "colonize" \
            and groups[-1].line != number and not pl.edited:
        # ("Colonize the 5 of Arms" / "ace on top": the marker under the order, not a second one)
        groups[-1].parts.append((number, implied[0] + 1, len(pl.words)))
        ledger.append(LedgerEntry(number, READ, pl.line.text, "action"))
        return
    _take_action_line(p, pl)


#: the words of how many coins a restore takes back ("EDIT: both", "EDIT: just one")
_RESTORE_COUNTS = frozenset({"both", "one", "two", "single", "1", "2"})


def _take_line_without_action(p: _Post, pl: _Line) -> None:
    """A line with no action word: a claim, a withdrawal, a revision, more of the action above,
    or talk."""
    (ledger, claims, groups, unused_spans, withdrawn, state, player) = \
        (p.ledger, p.claims, p.groups, p.unused_spans, p.withdrawn, p.state, p.player)
    number = pl.line.number
    found = claim_lines(pl)
    if found:
        claims.extend(found)
        ledger.append(LedgerEntry(number, READ, pl.line.text, "claim"))
        return
    first = next((w.word for w in pl.words if not w.punct), "")
    every = list(range(len(pl.words)))
    free = outside_spans(pl.consumed, every)
    if pl.edited and withdraws(pl) and not (groups and withdrawn_for_piece(pl)):
        withdrawn.extend(groups)
        groups.clear()
        ledger.append(LedgerEntry(number, READ, pl.line.text, "withdrawal"))
        return
    seq = [w.word for w in pl.words if not w.punct]
    if pl.edited and groups and (game_words(pl.words, every) or set(seq) & set(ROLES)) and (
            seq[:1] == ["or"] or {"probably", "maybe", "perhaps", "possibly", "whichever",
                                  "should"} & set(seq)):
        # "EDIT: or the 4 of Crowns, probably safer": a second choice, not a revision
        unused_spans.append((pl, game_words(pl.words, every) or [
            i for i in every if pl.words[i].word in ROLES], "line"))
        ledger.append(LedgerEntry(number, NOT_READ, pl.line.text))
        return
    if pl.edited and groups and game_words(pl.words, free) and _others_pieces(
            pl, game_words(pl.words, free), state, player) and not set(seq) & set(ROLES):
        # "EDIT: forgot to say gl Kettu, your 3 of Moons looks comfy": talk to a rival
        ledger.append(LedgerEntry(number, CHATTER, pl.line.text))
        return
    if pl.edited and groups and (game_words(pl.words, free) or kind_of(groups[-1].roles) == "restore"
                                 and _RESTORE_COUNTS & set(seq)) and not any(
            kind == "question" for _, _, kind in pl.remarks):
        # ("Restore the null. EDIT: both", "EDIT: just one": how many coins come back, revised)
        groups[-1].overrides.append(number)
        ledger.append(LedgerEntry(number, READ, pl.line.text, "revision"))
        return
    outcome = bool(groups) and outcome_if(pl.words, kind_of(groups[-1].roles))
    if outcome and any(pl.words[i].word.isdigit() and not pl.words[i].punct for i in free):
        # "if it works thats 6 colonies, +5 not +3, so 36": a number of the outcome that no
        # figure read is asked about, never passed over as talk
        unused_spans.append((pl, [i for i in free if pl.words[i].word.isdigit()], "line"))
        ledger.append(LedgerEntry(number, NOT_READ, pl.line.text))
        return
    if groups and first in CONTINUATION and game_words(pl.words, free) and not outcome \
            and not is_plan(pl.words, every) and kind_of(groups[-1].roles) not in ("draw", "pass"):
        # (a draw takes nothing more: "If it comes out Crowns, great." under it is talk)
        groups[-1].parts.append((number, 0, len(pl.words)))
        ledger.append(LedgerEntry(number, READ, pl.line.text, "action"))
        return
    if groups and (seq[:2] in (["and", "then"], ["then", "the"], ["then", "my"], ["and", "the"],
                              ["and", "my"], ["and", "after"]) or seq[:1] in (
            ["plus"], ["also"])) and not is_plan(pl.words, every) and not any(
            k in ("plan", "wish", "hypothetical", "question", "open") for _, _, k in pl.remarks):
        # "and then the 4 thing like we talked about": a second act hinted at, not said
        named = [i for i in free if coin_value(pl.words[i].word) is not None
                 and pl.words[i].word not in WEAK_VALUES or SUITS.get(pl.words[i].word)]
        if named:
            unused_spans.append((pl, named, "line"))
            ledger.append(LedgerEntry(number, NOT_READ, pl.line.text))
            return
    _take_talk_line(p, pl)


def _take_talk_line(p: _Post, pl: _Line) -> None:
    """A line with no action word that is not the action's: another choice offered, coins under
    a colonization, figures, or talk."""
    ledger, groups, unused_spans, by_number = p.ledger, p.groups, p.unused_spans, p.by_number
    number = pl.line.number
    every = list(range(len(pl.words)))
    free = outside_spans(pl.consumed, every)
    hedged = groups and (pl.edited or undecided_edit(pl.line.text) or offers_another(
        pl.line.text) or _HEDGE.search(pl.line.text) and _INSTEAD.search(pl.line.text))
    named, said, offered = [], [], False
    if hedged:
        later = [(a, b) for a, b, k in pl.remarks if k in ("plan", "wish")]
        named = [i for i in every if not inside_spans(later, i) and not inside_spans(pl.figures, i)
                 and ROLES.get(pl.words[i].word) not in (None, "mark", "pass")
                 and not pl.words[i].punct and not _idiom_word(pl, i)]
        said = game_words(pl.words, [i for i in every if not inside_spans(later, i)
                                     and not inside_spans(pl.figures, i)])
        same = bool(named) and not said and all(
            ROLES.get(pl.words[i].word) in groups[-1].roles for i in named)
        offered = bool(named or said) and not same and (
            undecided_edit(pl.line.text) or offers_another(pl.line.text) or bool(_HEDGE.search(
                pl.line.text) and _INSTEAD.search(pl.line.text)))
    if hedged and (pl.edited and named or offered) and not withdraws(pl) \
            and not is_plan(pl.words, named or free):
        named = named or said
        # "EDIT: hmm, or a draw?": an action named in an EDIT and not read as one: asked,
        # never passed over as chatter
        unused_spans.append((pl, named, "line"))
        ledger.append(LedgerEntry(number, NOT_READ, pl.line.text))
        return
    if groups and kind_of(groups[-1].roles) == "colonize" and not pl.edited and _coin_roles_only(pl):
        # "Colonize the 5 of Arms" / "2 and 3 go in" / "ace on top": the coins on lines of
        # their own under the colonization are its coins
        groups[-1].parts.append((number, 0, len(pl.words)))
        ledger.append(LedgerEntry(number, READ, pl.line.text, "action"))
        return
    strong = unread_game_words(pl, [i for i in range(len(pl.words))])
    if strong and groups and pl.figures and _restates(pl, strong, groups[-1], by_number):
        # "Null coin used = automatic success on an Ace planet. 1 + 5 + 2 = 8 points.":
        # the reason for the figures, naming again the coins and place of the order above
        ledger.append(LedgerEntry(number, READ, pl.line.text, "figure"))
        return
    if not strong and pl.figures:
        ledger.append(LedgerEntry(number, READ, pl.line.text, "figure"))
        return
    if strong:
        unused_spans.append((pl, strong, "line"))
        ledger.append(LedgerEntry(number, NOT_READ, pl.line.text))
    else:
        ledger.append(LedgerEntry(number, CHATTER, pl.line.text))


def _take_action_line(p: _Post, pl: _Line) -> None:
    """A line with the action: grouped with the action's other lines; what else it asks or names."""
    (ledger, groups, unused_spans, state, player) = \
        (p.ledger, p.groups, p.unused_spans, p.state, p.player)
    number = pl.line.number
    ledger.append(LedgerEntry(number, READ, pl.line.text, "action"))
    group_line(pl, groups)
    for a, b in getattr(pl, "inline_edits", ()):
        if groups:
            groups[-1].overrides.append((number, a, b))
    covered: set[int] = set()
    for g in groups:
        for n, a, b in g.parts:
            if n == number:
                covered.update(range(a, b))
    rest = [i for i in range(len(pl.words)) if i not in covered or inside_spans(pl.asides, i)]
    rest = _drop_own_place(pl, rest, state, player)
    _alternatives(pl, groups, covered, rest, unused_spans)
    for a, b, kind in pl.remarks:
        # "Colonize ..., ace marker. Or maybe null marker?", "... Or the null?": a question
        # after the order that offers another choice is asked, never passed over as talk
        if kind != "question" or not asks_gm(pl, a, b) or not (
                a > 0 and pl.words[a - 1].punct and pl.words[a - 1].word in SENTENCE_END | {"("}):
            continue      # (a question of its own sentence, after the order's)
        offered = [i for i in range(a, b) if not inside_spans(pl.figures, i) and not pl.words[i].punct and (
            coin_value(pl.words[i].word) is not None and pl.words[i].word not in WEAK_VALUES
            or SUITS.get(pl.words[i].word) or pl.words[i].word in ROLES)]
        if offered and not any(i in rest for i in offered):
            unused_spans.append((pl, offered, "remark"))
    _take_talk_beside_action(p, pl, rest)


def _take_talk_beside_action(p: _Post, pl: _Line, rest: list[int]) -> None:
    """The sentences of an action's line that are not the action: a question, another action,
    talk."""
    diags, unused_spans = p.diags, p.unused_spans
    number = pl.line.number
    for segment in _sentences(pl, rest):
        questions = [(a, b) for a, b, kind in pl.remarks if kind == "question" and asks_gm(pl, a, b)]
        asked = [i for i in segment if inside_spans(questions, i) and (
            coin_value(pl.words[i].word) is not None and pl.words[i].word not in WEAK_VALUES
            or SUITS.get(pl.words[i].word) or pl.words[i].word in ROLES)]
        if asked:
            unused_spans.append((pl, asked, "remark"))
            continue
        if _fact_clause(pl, segment):
            continue      # "..., Crowns is too crowded :D": how things stand, talk
        strong = unread_game_words(pl, segment)
        acted = [i for i in segment if ROLES.get(pl.words[i].word) in (
            "draw", "colonize", "destroy", "restore", "warp") and not inside_spans(pl.consumed, i)
            and verb_position(pl, i) and has_object(pl, i)]
        if acted and not any(k in ("plan", "wish", "hypothetical", "choice", "open")
                             for a, b, k in pl.remarks if a <= acted[0] < b) and not any(
                a <= acted[0] < b and [w.word for w in pl.words[a:b] if not w.punct][:1] == ["or"]
                for a, b in pl.asides):
            # "Busy turn :) restore my ace and then colonize ...": an action word in the talk
            unused_spans.append((pl, acted + game_words(pl.words, segment), "remark"))
            continue
        if strong and any(a <= i < b for a, b in _talk_figures(pl) for i in segment):
            strong = []      # talk around a figure ("Null used = auto success"): a warning below
        if strong and any(not pl.words[i].word.isdigit() and (
                SUITS.get(pl.words[i].word) or coin_value(pl.words[i].word) in ("null", "ace")
                or pl.words[i].word in STRONG) for i in strong):
            unused_spans.append((pl, strong, "remark"))
            continue
        loose = [i for i in game_words(pl.words, outside_spans(pl.consumed, segment), True)
                 if coin_value(pl.words[i].word) is not None or pl.words[i].word.isdigit()]
        roled = _coin_put_in(pl, loose)
        if roled and not is_plan(pl.words, segment):
            unused_spans.append((pl, roled, "remark"))   # ("null in to be safe, marker 5, ...")
            continue
        if loose and not is_plan(pl.words, segment):
            quoted = ", ".join(dict.fromkeys(repr(pl.words[i].text) for i in loose))
            diags.append(Diagnostic("col.post.not_checked", f"line {number}: {quoted} in a "
                                    f"remark (\"{quoted_words(pl.words, segment[0], segment[-1] + 1)}\") "
                                    "was read as talk, not as part of the action, and not "
                                    "checked", W, number))


def _coin_put_in(pl: _Line, loose: list[int]) -> list[int]:
    """The coins of a remark said with a role ("null in to be safe", "the 3 used") and named nowhere
    else on the line: a coin the poster means to use, never talk to accept unread (not "4 in
    Suns", "the Ace in my discard": where a piece is)."""
    words = pl.words
    out = []
    for i in loose:
        value = coin_value(words[i].word)
        if value is None or words[i].word in WEAK_VALUES or i + 1 >= len(words) or any(
                j != i and coin_value(w.word) == value and w.word not in WEAK_VALUES
                for j, w in enumerate(words)):
            continue
        role = words[i + 1].word
        if role in ("used", "spent", "added") or role == "in" and (
                i + 2 >= len(words) or words[i + 2].punct or words[i + 2].word in ("to", "just", "for", "so")):
            out.append(i)
    return out


def _open_choices(p: _Post) -> list[_Line]:
    """A choice left open or left to the GM is asked; the lines that leave it to the GM."""
    diags, groups = p.diags, p.groups
    lines = p.lines
    for pl in lines:
        for a, b, kind in pl.remarks:
            if kind == "open" and groups and any(n == pl.line.number for g in groups for n, _, _ in g.parts):
                # "colonize the 4, either 5 in and 4 marker or the other way round": asked
                diags.append(Diagnostic("col.post.unclear_action", f"line {pl.line.number}: "
                                        f"\"{quoted_words(pl.words, a, b)}\" leaves a choice open: "
                                        "which do you mean? please confirm", E, pl.line.number, None, FORMS))
    choice_left = [pl for pl in lines if any(k == "choice" for _, _, k in pl.remarks)]
    if choice_left and groups:
        pl = choice_left[0]
        diags.append(Diagnostic("col.post.unclear_action", f"line {pl.line.number}: \""
                                f"{pl.line.text.strip()}\" leaves the choice to the GM: please "
                                "choose the action you take", E, pl.line.number, None, FORMS))
    return choice_left


def _actions(p: _Post) -> list[tuple[Group, str | None]]:
    """The groups that are the action: a revision replaces what it revises, a restatement is the
    same action."""
    diags, groups, by_number = p.diags, p.groups, p.by_number
    # the action: one group, or a revision of the one before
    actions: list[tuple[Group, str | None]] = [(g, kind_of(g.roles)) for g in groups]
    revised: list[Group] = []
    if len(actions) > 1:
        keep: list[tuple[Group, str | None]] = []
        for g, k in actions:
            if keep and (g.edited and not _adds(by_number.get(g.line))
                         or any(h.revision and not h.conditional for h in g.heads)):
                revised.extend(x for x, _ in keep)
                keep = []
            keep.append((g, k))
        if revised:
            old = ", ".join(str(x.line) for x in revised)
            diags.append(Diagnostic("col.post.revised", f"line {keep[0][0].line} revises the action "
                                    f"of line {old}: read as line {keep[0][0].line}'s", W,
                                    keep[0][0].line, None, "delete or strike out ([s]...[/s]) the "
                                    "action you no longer mean"))
        actions = keep
    # a later bare restatement of the same action ("... going w restore") is that action
    if len(actions) > 1:
        merged: list[tuple[Group, str | None]] = []
        for g, k in actions:
            if merged and k is not None and merged[-1][1] == k:
                prev = merged[-1][0]
                if not has_args(g, by_number):
                    continue
                if not has_args(prev, by_number):
                    merged[-1] = (g, k)
                    continue
                if [w.word for w in group_words(g, by_number)[0]] == [w.word for w in group_words(prev, by_number)[0]]:
                    continue     # ("restore 4" / "restore 4": the same order twice, a paste slip)
            merged.append((g, k))
        actions = merged
    return actions


def _read_group(p: _Post, g: Group,
                k: str | None) -> tuple[Group, str | None, Action | None, Reader, list[int]]:
    """One group read as an action of kind k, with its reader's diagnostics and the game words
    it left unread."""
    diags, by_number, figures, state, player = p.diags, p.by_number, p.figures, p.state, p.player
    reader = Reader(state, player, g.line)
    tokens, origin = group_words(g, by_number)
    used: set[int] = set()
    action = None
    if k is not None:
        typo = next((h for h in g.heads if h.typo), None)
        if typo is not None:
            reader.add("col.post.did_you_mean", f"read {typo.word.lower()!r} as {typo.typo!r}", W)
        implied = k == "roll" and "roll" not in g.roles
        action = read_action(k, [w.word for w in tokens], reader, used, implied)
    for h in g.heads:
        used.add(origin.index((h.line, h.index)) if (h.line, h.index) in origin else -1)
    if k == "roll" and any(f.kind == "faces" and f.line in {n for n, _, _ in g.parts} for f in figures):
        # "roll, on an ace I warp to 3 of Suns (only an ace does it)": the faces that reach
        # the place are said, so every other roll is known to stay (and checked)
        reader.diags[:] = [d for d in reader.diags if d.code != "col.move.no_destination"]
    if k == "restore" and action is not None and not action.coins and state is not None \
            and player in state.seats:
        # "Restoring. On the sun so both come back.": the count said names the coins (before an
        # EDIT changes them: "Restore both. EDIT: just the null")
        pile = state.seats[player].discard
        if any(f.kind == "restore_count" and f.number == len(pile) for f in figures) \
                and any(d.code == "col.restore.which" for d in reader.diags):
            reader.diags[:] = [d for d in reader.diags if d.code != "col.restore.which"]
            action = type(action)(tuple(pile))
    if action is not None and k is not None and g.overrides:
        first = action
        action = revise(k, action, g, by_number, reader, diags)
        if k == "restore" and action != first:
            # ("Restore both. EDIT: just the null": the count said of the first coins goes with them)
            figures[:] = [f for f in figures if not (f.kind == "restore_count" and f.line == g.line
                                                     and not f.edited)]
    if k == "colonize" and action is not None and len(set(action.coins)) < len(action.coins) \
            and len({n for n, _, _ in g.parts}) > 1:
        # "coin used: Null" ... "With the Null in it can't fail": the same coin said again on
        # another line is the one coin, restated (one line naming it twice is still asked)
        action = type(action)(action.planet, tuple(dict.fromkeys(action.coins)), action.marker)
    if k == "colonize" and action is not None and getattr(action, "marker", "x") is None \
            and (comma_coins(g, by_number) or len(getattr(action, "coins", ())) >= 2
                 and _one_left(state, player, action.coins)):
        # ("col ace w null n ace": two coins and no marker: is the last one the marker?)
        from gm_tool.games.colonization.posts.writer import coin_name as _cn
        listed = " and ".join(_cn(c) for c in action.coins)
        reader.add("col.colonize.unclear_coin", f"the coins {listed} are named and no "
                   "marker is: are they all used for the roll, or does the last one "
                   "mark the colony? please confirm",
                   hint="e.g. \"colonize using 4, marker 3\" or \"colonize using 3 and 4, "
                   "marker 5\"")
    leftovers = [i for i in game_words(tokens, [i for i in range(len(tokens)) if i not in used], True)
                 if not inside_rolls(origin[i], by_number)]
    if leftovers:
        leftover_problem(tokens, origin, leftovers, by_number, diags)
    return g, k, action, reader, leftovers


def _verdict(p: _Post, read: list[tuple[Group, str | None, Action | None, Reader, list[int]]],
             choice_left: list[_Line]) -> ParsedPost:
    """The post's one action and every problem found, or why there is none."""
    (diags, ledger, claims, unused_spans, by_number, figures, withdrawn, state, player) = \
        (p.diags, p.ledger, p.claims, p.unused_spans, p.by_number, p.figures, p.withdrawn, p.state, p.player)
    lines = p.lines
    if not read:
        for pl, strong, _ in unused_spans:
            diags.append(confirm_problem(pl, strong, whole=True))
        if withdrawn:
            diags.append(Diagnostic("col.post.withdrawn", f"the EDIT takes back the action of line "
                                    f"{withdrawn[0].line} and gives none in its place: which action "
                                    "do you take?", E, None, None, FORMS))
            return ParsedPost(None, diags, ledger=ledger, claims=claims, figures=figures)
        weighed = _weighed_unchosen(lines, choice_left)
        if weighed is not None:
            diags.append(weighed)
            return ParsedPost(None, diags, ledger=ledger, claims=claims, figures=figures)
        diags.append(Diagnostic("col.post.no_action", "no action found in the post: say which of "
                                "the five actions you take", E, None, None, FORMS))
        return ParsedPost(None, diags, ledger=ledger, claims=claims, figures=figures)
    for pl, strong, what in unused_spans:
        diags.append(confirm_problem(pl, strong, whole=what == "line"))
    if len(read) > 1:
        from gm_tool.games.colonization.posts.writer import canonical
        named = []
        for g, k, action, _, _ in read:
            words = (canonical(action, state, player) if action is not None
                     else " ".join(h.word for h in g.heads))
            named.append(f"line {g.line}: {words}")
        diags.append(Diagnostic("col.post.multiple_actions",
                                "one action per turn: the post holds " + str(len(read))
                                + " actions — " + "; ".join(named), E, read[1][0].line, None,
                                "keep the one you mean; strike out or remove the others"))
    g, k, action, reader, _ = read[0]
    if k is None:
        roles = sorted(g.roles)
        diags.append(Diagnostic("col.post.unclear_action",
                                f"line {g.line}: {', '.join(repr(h.word) for h in g.heads)} do not "
                                "make one of the five actions: please confirm which action you take",
                                E, g.line, None, FORMS) if len(roles) > 1 or "mark" in roles else
                     Diagnostic("col.post.unclear_action", f"line {g.line}: "
                                f"{g.heads[0].word!r} alone is not an action: please confirm",
                                E, g.line, None, FORMS))
    diags.extend(reader.diags)
    if choice_put_off(" ".join(pl.line.text for pl in lines)):
        # "Not sure between drawing and going to the 3 ... will decide tonight": not chosen yet
        diags.append(Diagnostic("col.post.unclear_action", "the post weighs actions and puts the "
                                "choice off (\"not sure between\", \"will decide\"): please choose "
                                "the action you take", E, g.line, None, FORMS))
    for _, _, _, other, _ in read[1:]:
        diags.extend(d for d in other.diags if d.severity is not E)
    text = by_number[g.line].line.text if g.line in by_number else None
    return ParsedPost(action, diags, g.line, text, ledger, claims, figures)


def _parse_post(text: object, state: ColState | None, player: str | None) -> ParsedPost:
    lines, diags = _lines_of(text, state, player)
    p = _Post(state, player, diags, lines, {pl.line.number: pl for pl in lines})
    for pl in lines:
        _take_line(p, pl)
    choice_left = _open_choices(p)
    # read every group (so a refusal can name both actions in canonical words)
    read = [_read_group(p, g, k) for g, k in _actions(p)]
    order_lines = {n for g, _, _, _, _ in read for n, _, _ in g.parts}
    for fig in p.figures:
        if fig.line in order_lines:
            fig.extra["order_line"] = True      # (a sum of coins there may be the order's coins)
    parsed = _verdict(p, read, choice_left)
    parsed.diagnostics.extend(_kept_and_used(lines, parsed.action))
    if parsed.action is not None and not any(d.severity is E for d in parsed.diagnostics):
        from gm_tool.games.colonization.posts.open_coins import coins_left_open
        left_open = coins_left_open(lines)
        if left_open is not None:
            parsed.diagnostics.append(left_open)
    return parsed


#: words of a reason that name no piece of their own ("Null coin used = auto success on an Ace planet")
_RESTATED_NOUNS = frozenset({"coin", "coins", "planet", "colony", "match", "marker", "die", "roll"})


def _restates(pl: _Line, strong: list[int], group: Group, by_number: dict) -> bool:
    """A line with figures and no action word whose game words all name again what the order of
    `group` names (its coins, its planet's value and suit): the order's reason, not a second
    order ("Null coin used = automatic success on an Ace planet, and Ace on Ace gives the
    match. 1 + 5 + 2 = 8 points.")."""
    said = {w.word for n, a, b in group.parts if n in by_number for w in by_number[n].words[a:b]}
    values = {coin_value(w) for w in said if w not in ("a", "one")} - {None}
    suits = {SUITS.get(w) for w in said} - {None}
    for i in strong:
        w = pl.words[i].word
        if w in _RESTATED_NOUNS or w in ROLES and ROLES[w] == "mark":
            continue
        if w not in ("a", "one") and coin_value(w) is not None and coin_value(w) in values:
            continue
        if SUITS.get(w) and SUITS.get(w) in suits:
            continue
        return False
    return True


# "r&m", "r+m", "r/m", "rnm", "r n m": roll and move, as veterans write it
_ROLL_MOVE_SHORT = compile_later(r"(?i)(?<![\w&+/])r\s*(?:&|\+|/|n|'n'?|and)\s*m(?![\w&+/])|\brnm\b")


def roll_move_spelt(text: str) -> str:
    """A line with the veterans' shorthand for roll and move ("r&m → 5 Suns") spelt out, and the
    signs "≥" and "≤" as the ">=" and "<=" they mean ("any roll ≥0 wins")."""
    text = _ROLL_MOVE_SHORT.sub("roll and move", text) if "m" in text.lower() else text
    if "\u2265" in text or "\u2264" in text:
        text = text.replace("\u2265", " >= ").replace("\u2264", " <= ")
    return _case_filler_out(text)


# "If I roll an Ace ..., so in that case I warp to the 3 of Crowns": "in that case" repeats the
# condition said before it in the sentence; the order reads the same without it
_CASE_FILLER = compile_later(r"(?i)(\bif\b[^.!?;]{1,160}?)\s*\bin\s+(?:that|which|this|such\s+a)\s+case\b\s*,?")


def _case_filler_out(text: str) -> str:
    return _CASE_FILLER.sub(r"\1 ", text) if "case" in text.lower() and len(text) < 4000 else text


def _own_name_out(text: str, player: str | None) -> str:
    """"Dora draws a planet.", "*Olu colonizes the Ace of Crowns*": a post in the third person, the
    poster's own name before the verb, read as the order ("draws a planet")."""
    if not player or not text[:len(player)].lower() == player.lower():
        return text
    label = re.match(re.escape(player) + r"\s*\((\w+)\)\s*[:\-\u2013\u2014]\s*", text, re.IGNORECASE)
    if label is not None and SUITS.get(label.group(1).lower()) is not None:
        return text[label.end():]      # "Tobias (Moons): colonize ...": the poster and their suit
    m = re.match(re.escape(player) + r"(?:'s)?\s+(?=[a-z])", text, re.IGNORECASE)
    if m is None:
        return text
    rest = text[m.end():]
    first = rest.split(None, 1)[0].lower().strip(".,!:;") if rest.split() else ""
    from gm_tool.games.colonization.posts.vocabulary import ROLES as _R
    if first in _R or first.rstrip("s") in _R or first.endswith("es") and first[:-2] in _R:
        return rest
    return text


def _weighed_unchosen(lines: list, choice_left: list) -> Diagnostic | None:
    """A post with no action that weighs actions or leaves the choice to the GM ("either restore
    the 2 or just go for the colony — GM pick", "Restore or draw, does it even matter now? you
    pick"): the question a GM asks, quoting the line, rather than "no action found"."""
    for pl in choice_left + [pl for pl in lines if pl not in choice_left]:
        named = [pl.words[i].text for a, b, k in pl.remarks if k in ("choice", "hypothetical")
                 for i in range(a, b) if ROLES.get(pl.words[i].word) not in (None, "mark", "pass", "move")
                 and not pl.words[i].punct]
        if pl in choice_left or len(named) >= 2:
            said = f" ({', '.join(repr(x) for x in dict.fromkeys(named))})" if named else ""
            return Diagnostic("col.post.unclear_action", f"line {pl.line.number}: \"{pl.line.text.strip()}\" "
                              f"weighs actions{said} without choosing one"
                              + (" and leaves the choice to the GM" if pl in choice_left else "")
                              + ": please choose the action you take", E, pl.line.number, None, FORMS)
    # "Either I go for the 4 or I draw ..." / "Draw I guess? Or colonize with the 5 in. Thoughts??":
    # actions weighed over the lines of the post, none chosen
    named, first, weighed = {}, None, False
    for pl in lines:
        for a, b, k in pl.remarks:
            if k not in ("choice", "hypothetical", "question"):
                continue
            opening = next((w.word for w in pl.words[a:b] if not w.punct), "")
            if k == "question" and not (opening == "or" or ROLES.get(opening) not in (None, "mark", "pass")):
                continue       # ("can I still draw after Kwame ended it?": a rules question)
            weighed = weighed or k != "question"
            for i in range(a, b):
                role = ROLES.get(pl.words[i].word) or (ROLES.get(verb_base(pl.words[i].word, BASES) or "")
                                                       if pl.words[i].word.isalpha() else None)
                if role not in (None, "mark", "pass", "move") and not pl.words[i].punct:
                    named.setdefault(role, pl.words[i].text)
                    first = first or pl
    if len(named) >= 2 and first is not None and weighed:
        said = ", ".join(repr(x) for x in named.values())
        return Diagnostic("col.post.unclear_action", f"the post weighs actions ({said}) without "
                          "choosing one: please choose the action you take", E, first.line.number, None, FORMS)
    return _hedged_unchosen(lines)


_HEDGED = re.compile(r"\beither\b|\bvs\.?(?!\w)|\bversus\b|\bleaning\b|\bnot\s+sure\b|\bcan'?t\s+decide\b|"
                     r"\bthoughts\b|\bundecided\b|\bdunno\b|\bidk\b", re.IGNORECASE)


def _hedged_unchosen(lines: list) -> Diagnostic | None:
    """A post with no action read whose lines weigh a choice ("Either I try the ace planet now
    ... or I restore first. Leaning restore I guess?", "ending it now with the null warp vs
    restoring the 5... I think end it? not sure") and name an action: asked as a choice not
    made, naming the actions said, rather than "no action found"."""
    text = " ".join(pl.line.text for pl in lines)
    if len(text) > 2000 or not _HEDGED.search(text):
        return None
    named: dict[str, str] = {}
    for pl in lines:
        for w in pl.words:
            if w.punct or not w.word.isalpha():
                continue
            role = ROLES.get(w.word) or ROLES.get(verb_base(w.word, BASES) or "")
            if role not in (None, "mark", "pass", "move"):
                named.setdefault(role, w.text)
    if not named:
        return None
    said = ", ".join(repr(x) for x in named.values())
    first = next((pl for pl in lines if _HEDGED.search(pl.line.text)), lines[0])
    return Diagnostic("col.post.unclear_action", f"the post weighs actions ({said}) without choosing "
                      "one: please choose the action you take", E, first.line.number, None, FORMS)


def figures_overlap(figures: list, a: int, b: int) -> bool:
    return any(f.start < b and a < f.end for f in figures)


_IF_ROLL = frozenset({"if", "unless", "when", "whenever", "till", "until"})


def _face_conditions(words: list, heads: list) -> list[tuple[int, int]]:
    """"unless I roll the null", "if I roll an ace", "when I roll a 2": a die face in a condition
    after a colonization or an attack (one roll, no choice follows from it), talk about the odds,
    not a roll-and-move and not a coin."""
    if not any(h.role in ("colonize", "destroy") for h in heads):
        return []
    first = min(h.index for h in heads if h.role in ("colonize", "destroy"))
    out = []
    n = len(words)
    for k in range(first + 1, n):
        j = k + 1
        if words[k].word == "long" and k > 0 and words[k - 1].word in ("as", "so") and j < n \
                and words[j].word == "as":
            # "works as long as I don't roll the null": every other face wins
            j += 1
            if j < n and words[j].word in ("i", "we", "you", "u"):
                j += 1
            if j + 1 < n and words[j].word in ("don", "do") and words[j + 1].word in ("t", "not"):
                j += 2
            elif j < n and words[j].word in ("dont",):
                j += 1
            else:
                continue
        elif words[k].word in _IF_ROLL and _face_comes_up(words, j) is not None:
            # "If a 5 comes up that's 15", "if the die shows a null": the face, not a coin
            out.append((k, _face_comes_up(words, j)))  # type: ignore[arg-type]
            continue
        elif words[k].word not in _IF_ROLL:
            continue
        if j < n and words[j].word in ("i", "we", "you", "it", "u"):
            j += 1
        if not (j < n and words[j].word in ("roll", "rolls", "rolled", "get", "throw")):
            continue
        j += 1
        while j < n and words[j].word in ("a", "an", "the"):
            j += 1
        if j < n and not words[j].punct and (coin_value(words[j].word) is not None or words[j].word.isdigit()) \
                and not (j + 1 < n and (SUITS.get(words[j + 1].word) or words[j + 1].word == "of")):
            end = j + 1
            while end + 1 < n and words[end].word in ("or", "/") and coin_value(words[end + 1].word) is not None:
                end += 2
            out.append((k - 1 if words[k].word == "long" else k, end))
    return out


def _one_left(state, player: str | None, coins: tuple) -> bool:
    """Whether one coin is left in the stash after `coins` (the marker the rules would take)."""
    seat = getattr(state, "seats", {}).get(player) if player else None
    return seat is not None and len([c for c in seat.stash if c not in coins]) == 1


def _drop_own_place(pl: "_Line", idx: list[int], state: ColState | None,
                    player: str | None) -> list[int]:
    """A remark naming the place the ship is on ("(Bea's, 4 of Suns, coin 4)") says what the
    board shows: those words are read (and agree)."""
    if state is None or player is None or player not in state.seats:
        return idx
    from gm_tool.games.colonization.posts.grammar import find_places

    words = [pl.words[i].word for i in idx]
    places, used = find_places(words, Reader(state, player, None))
    ship = state.seats[player].ship
    drop = {idx[k] for k in used if any(p == ship and k >= at for at, p in places)}
    if not drop:
        return idx
    keep = set()
    for at, place in places:
        if place == ship:
            k = at
            while k < len(words) and idx[k] in drop:
                keep.add(idx[k])
                k += 1
    return [i for i in idx if i not in keep]


_CLAUSE_MARKS = frozenset({",", ";", "\u2013", "\u2014", "-", ".", "!"})


_COIN_ROLE_WORDS = frozenset({"coin", "coins", "in", "go", "goes", "used", "use", "using", "with", "and",
                              "&", "+", "the", "my", "marker", "mark", "marks", "on", "top", "as", "plus",
                              "added", "is", "it", "planet", "colony", "w", "then", ",", ".", ":", "-",
                              "\u2014", "\u2013", "!", "for", "roll", "the"})


def _coin_roles_only(pl: _Line) -> bool:
    """A line of coins and their roles alone ("2 and 3 go in", "marker: ace", "ace on top")."""
    plain = [pl.words[i].word for i in outside_spans(pl.consumed, range(len(pl.words)))]
    coins = [w for w in plain if coin_value(w) is not None and w not in WEAK_VALUES]
    return bool(coins) and len(plain) <= 12 and all(
        w in _COIN_ROLE_WORDS or coin_value(w) is not None and w not in WEAK_VALUES for w in plain)


_ADDS = compile_later(r"^\W*(?:and|also|plus|\+)\b|\b(?:too|as\s+well|also|in\s+addition)\W*$", re.IGNORECASE)


def _adds(pl) -> bool:
    """An EDIT that adds to the order rather than replacing it ("EDIT: and draw too", "EDIT: also
    restore the 5"): a second action, not a revision."""
    return pl is not None and bool(_ADDS.search(getattr(pl, "edit_rest", "") or ""))


def _summed(words: list, i: int) -> bool:
    """The word at `i` ("roll", "die") is a term of a sum: "+" or "plus" (the article between)
    before it, a number or coin before that."""
    k = i - 1
    while k >= 0 and words[k].word in ("the", "a", "my", "any", "whatever"):
        k -= 1
    if k >= 2 and words[k].word == "and" and words[k - 1].word.isdigit() and words[k - 2].word in ("=", "+"):
        return True     # ("1+4 = 5 + roll": the kit reads a spaced "+" between words as "and")
    return k >= 1 and (words[k].text.strip() == "+" or words[k].word == "plus") and (
        words[k - 1].word.isdigit() or coin_value(words[k - 1].word) is not None)


def _fact_spans(words: list) -> list[tuple[int, int]]:
    """Clauses after the first that say how things stand ("..., Crowns is too crowded :D", ".
    Moons sun is taken anyway."): talk beside the order (`_fact_clause`)."""
    out: list[tuple[int, int]] = []
    if not {"is", "are", "was", "were", "isn", "aren", "s"} & {w.word for w in words}:
        return out            # (no copula, no fact: the common case, read at once)
    start, first = 0, True
    for i in range(len(words) + 1):
        if i < len(words) and not (words[i].punct and words[i].word in _CLAUSE_MARKS):
            continue
        if i > start and not first:
            holder = _Line(None, words, [], [], [], False)   # type: ignore[arg-type]
            if _fact_clause(holder, list(range(start, i))):
                out.append((start, i))
        if i > start:
            first = False
        start = i + 1
    return out


def _fact_clause(pl: _Line, segment: list[int]) -> bool:
    """A clause beside the order that says how things stand ("Crowns is too crowded", "the Arms
    sun is free anyway"): the kit's `sentences.states_a_fact`, naming no coin and no action."""
    from gm_tool.core.kit.reading.sentences import states_a_fact

    plain = [i for i in segment if not pl.words[i].punct]
    if len(plain) < 3 or vague_before_coins([pl.words[i].word for i in plain]) or any(pl.words[i].word in ROLES or coin_value(pl.words[i].word) is not None
                             and pl.words[i].word not in ("a", "one") for i in plain):
        return False
    return states_a_fact(" ".join(pl.words[i].text or pl.words[i].word for i in plain))


_ANOTHER_WORD = re.compile(r"\b(?:both|either|all|other|another|instead|rest)\b", re.IGNORECASE)
# an EDIT's second choice named without a game word: "or both?", "or the other one", "or all of them?"
_ASKS_ANOTHER = re.compile(r"\?|\b(?:both|either|all|other|another|instead|rest|them)\b", re.IGNORECASE)


def _sentences(pl: _Line, idx: list[int]) -> list[list[int]]:
    """`idx` cut into runs of consecutive words, each run cut at the end of a sentence."""
    out: list[list[int]] = []
    last = None
    for i in idx:
        if last is None or i != last + 1 or (pl.words[last].punct and pl.words[last].word in SENTENCE_END):
            out.append([])
        out[-1].append(i)
        last = i
    return out


def _others_pieces(pl: _Line, idx: list[int], state, player: str) -> bool:
    """Whether every game word at `idx` names another player's piece: "your 3 of Moons",
    "Kettu's colony on the 3", "Halvard's 4 of Suns" (talk to or about a rival, not an order)."""
    others = {name.lower() for name in getattr(state, "seats", {}) if name != player}
    words = [w.word for w in pl.words]

    def owned(i: int) -> bool:
        for k in range(max(0, i - 3), i):
            w = words[k]
            if w in ("your", "ur", "yours", "his", "her", "their") or w in others or (
                    w == "s" and k > 0 and words[k - 1] in others):
                return True
        return False

    return bool(idx) and bool(others) and all(owned(i) for i in idx if not words[i] == "of")


_OTHER_SUBJECTS = frozenset({"else", "everyone", "everybody", "they", "he", "she", "nobody", "someone",
                             "somebody", "others", "anyone", "anybody"})
_SIGN_OFF = frozenset({"safe", "careful", "well", "friendly"})


def _narrated(words: list, i: int) -> bool:
    """Whether the action word at `i` is told of, not ordered: someone else does it
    ("while everyone else put flags down"), a condition about others ("if we burn a bit of
    reserve power"), or a sign-off ("Fly safe, rivals.")."""
    plain = [k for k in range(i) if not words[k].punct]
    prev = words[plain[-1]].word if plain else ""
    prev2 = words[plain[-2]].word if len(plain) > 1 else ""
    if prev in _OTHER_SUBJECTS or prev2 == "if" and prev in ("we", "you", "they", "he", "she"):
        return True
    nxt = words[i + 1].word if i + 1 < len(words) else ""
    return nxt in _SIGN_OFF and words[i].word in ("fly", "flying", "travel", "sail", "move", "play")


_GAME_NAMES = frozenset({"colonization", "colonisation", "piecepack", "pbf", "pbem", "games", "online",
                         "together", "again", "here", "before", "anymore", "since", "for"})
_PLAYING_BEFORE = frozenset({"time", "enjoy", "enjoying", "enjoyed", "love", "loved", "loving", "been",
                             "started", "start", "keep", "fun", "like", "liked", "never", "ever",
                             "first", "last", "years", "while", "thanks", "thank", "glad", "happy",
                             "excited", "for", "of", "about"})


def _playing_the_game(words: list, i: int) -> bool:
    """"First time playing Colonization", "thanks for playing", "been playing piecepack games for
    years": "play" said of the game itself, not the coin action."""
    if words[i].word not in ("play", "playing", "played", "plays"):
        return False
    plain = [k for k in range(len(words)) if not words[k].punct]
    at = plain.index(i) if i in plain else -1
    if at < 0:
        return False
    nxt = [words[k].word for k in plain[at + 1:at + 3]]
    prev = words[plain[at - 1]].word if at > 0 else ""
    if nxt[:1] and nxt[0] in _GAME_NAMES or nxt[:2] in (["this", "game"], ["the", "game"], ["this", "one"],
                                                          ["with", "you"], ["with", "y"]):
        return True
    # ("first time playing", "thanks for playing!"): nothing of the game after it
    return prev in _PLAYING_BEFORE and not (nxt[:1] and (
        coin_value(nxt[0]) is not None and nxt[0] not in ("a", "one") or nxt[0] in ("my", "the", "null", "coin")))


_MARK_NOUNS = frozenset({"marker", "mark", "marks", "marking"})


def _chose(seq: list[str], k: int) -> bool:
    """"going with ace + 5 in", "I'll go with the 2": the coins after a choice said, at the
    start of the line or a clause."""
    j = k
    while j > 0 and seq[j - 1] in ("the", "my"):
        j -= 1
    if j < 2 or seq[j - 1] != "with" or seq[j - 2] not in ("going", "go", "goin", "gonna"):
        return False
    j -= 2
    while j > 0 and seq[j - 1] in ("i", "ll", "m", "gonna", "so", "ok", "okay", "then", "just", "im"):
        j -= 1
    return j == 0 or seq[j - 1] in (":", ",", ".", ";", "-", "\u2013", "\u2014")


_ANOTHER = (("another",), ("one", "more"), ("1", "more"), ("a", "second"), ("second",), ("one", "last"))
_TRY_NOUNS = frozenset({"go", "try", "shot", "attempt", "crack", "stab", "round"})
_MARKER_SAID = frozenset({"marks", "marker", "mark", "marking", "top", "colony"})


def retry_at_place(words: list) -> tuple[int, int] | None:
    """The words of "try again on the 5", "another go at the 4", "one more shot at the Ace" at the
    opening of a line that names a marker: (start, end) of the phrase up to the place, which
    stands for "colonize"; None otherwise."""
    seq = [w.word for w in words]
    n = len(seq)
    if not _MARKER_SAID & set(seq):
        return None
    for k in range(min(n, 6)):
        end = None
        if seq[k] in _RETRY and k + 2 < n and seq[k + 1] == "again" and seq[k + 2] in ("on", "at", "for"):
            end = k + 3
        for phrase in _ANOTHER:
            m = k + len(phrase)
            if tuple(seq[k:m]) == phrase and m + 1 < n and seq[m] in _TRY_NOUNS and seq[m + 1] in ("on", "at"):
                end = m + 2
        if end is not None:
            j = end + (end < n and seq[end] in ("the", "my", "that"))
            if j < n and coin_value(seq[j]) is not None and seq[j] not in ("a", "one") \
                    and (k == 0 or words[k - 1].punct or seq[k - 1] in _INTENT_OPENERS):
                return k, end
            return None
    return None


_INTENT_OPENERS = frozenset({"ok", "okay", "so", "well", "right", "alright", "i", "ll", "will", "lets",
                             "let", "me", "gonna", "have", "having", "taking", "take", "giving", "give",
                             "it", "now", "then"})
_RETRY = frozenset({"trying", "try", "tried", "retrying", "retry", "going", "go", "once"})
_THROWN = frozenset({"throwing", "throw", "tossing", "toss", "adding", "add", "using", "chucking",
                     "burning", "spending"})


# "maybe a draw instead", "perhaps the 2 would be better": another choice offered, not made
_HEDGE = compile_later(r"(?i)\b(?:maybe|perhaps|possibly|probably|might|or)\b")
_INSTEAD = compile_later(r"(?i)\b(?:instead|rather|better)\b")


def _alternatives(pl: "_Line", groups: list, covered: set[int], rest: list[int],
                  unused_spans: list) -> None:
    """Another choice offered beside the order on its line and not made: a question that names
    another action ("Restore the ace. Or should I draw?") or an "or" aside that names another
    coin ("restore the ace (or the 2, whatever)"). A GM asks which; the order is not taken as
    if the alternative were not there."""
    if not groups:
        return
    kind = kind_of(groups[-1].roles)
    taken = set(rest)
    for a, b, what in pl.remarks:
        if what != "question" or not asks_gm(pl, a, b):
            continue
        hits = [i for i in range(a, b) if ROLES.get(pl.words[i].word) not in (None, "mark", "pass")
                and ROLES.get(pl.words[i].word) not in groups[-1].roles and not _idiom_word(pl, i)
                and i in covered and i not in taken]
        if hits:
            unused_spans.append((pl, hits, "remark"))
    if MORE_HEDGE.search(pl.line.text) and re.search(r"(?i)\bor\b", pl.line.text):
        # "gonna try for the 5 again, or just take the 5 coin back, whichever": the choice left
        # to the GM between an order and another said in a remark beside it; a GM asks which
        hits = [i for i in rest if not pl.words[i].punct and not inside_spans(pl.figures, i) and (
            coin_value(pl.words[i].word) is not None and pl.words[i].word not in WEAK_VALUES
            or ROLES.get(pl.words[i].word) not in (None, "mark", "pass"))]
        if hits:
            unused_spans.append((pl, hits, "remark"))
    if undecided_between(pl.line.text):
        # "gonna roll and move out to the 5... or maybe draw again, idk yet": another action
        # offered beside the order and not chosen; a GM asks which
        hits = [i for i in range(len(pl.words)) if not pl.words[i].punct and i not in covered_heads(groups, pl)
                and ROLES.get(pl.words[i].word) not in (None, "mark", "pass")
                and ROLES.get(pl.words[i].word) not in groups[-1].roles and not _idiom_word(pl, i)
                and not inside_spans([(a, b) for a, b, k in pl.remarks if k in ("plan", "wish")], i)]
        settled = hits and any(h.line == pl.line.number and h.index > max(hits) for h in groups[-1].heads)
        if hits and not settled:     # (not "... or maybe just roll for the 2 idk. going w restore")
            unused_spans.append((pl, hits, "remark"))
    if kind not in ("restore", "colonize", "draw", "destroy"):
        return        # ("roll to the 4, or the sun if I roll a null": a fallback of the roll)
    for a, b in pl.asides:
        seq = [w.word for w in pl.words[a:b] if not w.punct]
        if seq[:1] != ["or"] or is_plan(pl.words, list(range(a, b))) or {"if", "unless", "case"} & set(seq):
            continue      # ("(or restore the 5 if you can't attack)": a fallback, should the order fail)
        hits = [i for i in range(a, b) if not pl.words[i].punct and (
            coin_value(pl.words[i].word) is not None and pl.words[i].word not in WEAK_VALUES
            or ROLES.get(pl.words[i].word) not in (None, "mark", "pass")
            and ROLES.get(pl.words[i].word) not in groups[-1].roles)]
        if hits:
            unused_spans.append((pl, hits, "remark"))


def covered_heads(groups: list, pl: "_Line") -> set[int]:
    """The indices of the action words of `pl` that head a group (the order itself)."""
    return {h.index for g in groups for h in g.heads if h.line == pl.line.number}


def _one_per_number(lines: list) -> list:
    """The logical lines of one line of the post (`[*]a[*]b` on one line, `<br>`) joined with
    "; ": the reader keys its lines by number, and a GM reads them as one line of items."""
    out: list = []
    for ln in lines:
        if out and out[-1].number == ln.number:
            out[-1] = type(ln)(ln.number, f"{out[-1].text.rstrip(' ;')}; {ln.text}", out[-1].cells + ln.cells)
        else:
            out.append(ln)
    return out


def _idiom_word(pl: "_Line", i: int) -> bool:
    """An action word that is talk ("nice move", "my go", "playing it safe")."""
    from gm_tool.games.colonization.posts.clauses import is_idiom
    from gm_tool.games.colonization.posts.vocabulary import NOUN_MAKERS
    if i > 0 and pl.words[i - 1].word in NOUN_MAKERS - {"a", "an", "the", "my", "that", "s"}:
        return True        # "nice move Hanne"
    c = next((c for c in pl.clauses if c.start <= i < c.end), None)
    try:
        return c is not None and is_idiom(pl.words, i, c)
    except Exception:  # noqa: BLE001 (a word of talk at worst)
        return True


def _opens_clause(words: list, k: int) -> bool:
    """Whether words[k] opens a clause: first in the line, or after a colon, comma, dash, stop
    or exclamation mark ("All or nothing! Ace in, 5 on top")."""
    return k == 0 or words[k - 1].punct and words[k - 1].word in (
        ":", ",", "-", "\u2013", "\u2014", ".", ";", "!")


def _coins_alone(words: list, consumed: list[tuple[int, int]] = ()) -> int | None:
    """Where a line that names a colony's marker coin, with no action word, begins its coins
    ("gonna gamble: no coins, Ace as marker", "null coin in, ace marker", "5 and 2 in, Ace on
    the planet"), or None: the marker is said with a coin next to it, and the coins open a clause."""
    from gm_tool.games.colonization.posts.vocabulary import NONE_WORDS

    seq = [w.word for w in words]
    n = len(seq)
    if not _MARKER_SAID & set(seq):
        return None         # (no word of a marker: `marked` below tested at every word for nothing)

    def coin(k: int) -> bool:
        # (not "Ace of Crowns", "3 Moons": a planet)
        return 0 <= k < n and not words[k].punct and seq[k] not in ("a", "one") \
            and coin_value(seq[k]) is not None and not (k + 1 < n and (seq[k + 1] == "of" or SUITS.get(seq[k + 1])))

    def coinish(k: int) -> bool:
        # a coin, or the word "coin" after one ("the 3 coin as the colony marker")
        return coin(k) or 0 <= k < n and seq[k] == "coin" and coin(k - 1)

    def before_colony(k: int) -> bool:
        # "2 colony coin", "2 as colony coin", "ace as the colony coin", "4 is my colony coin"
        j = k - 1
        while j >= 0 and seq[j] in ("the", "my", "our", "a"):
            j -= 1
        return coinish(j) if j == k - 1 else (j >= 1 and seq[j] in ("as", "for", "is") and coinish(j - 1)
                                           or coinish(j) and seq[k - 1] == "my")

    def acting(k: int) -> bool:
        # an action word after the coins (not "ace goes on top": the marker's verb)
        # (not "since I'm using the Ace": a reason names the order again)
        return any(seq[m] in ROLES and seq[m] not in _MARK_NOUNS and not inside_spans(consumed, m) and not any(
            seq[j] in ("since", "because", "cause", "cos", "coz") for j in range(max(k, m - 4), m)) and not (
            seq[m] in ("goes", "go", "going", "sits", "stays") and m + 1 < n and seq[m + 1] in (
                "on", "onto", "as", "top", "in", "into")) and not _into_the_roll(seq, m) for m in range(k, n))

    marked = any(seq[k] == "colony" and k + 1 < n and seq[k + 1] in ("coin", "marker") and (
        coinish(k - 1) or k > 1 and coinish(k - 2) and seq[k - 1] in ("as", "for", "is", "my") or before_colony(k))
        for k in range(n)) or any(seq[k] in _MARK_NOUNS and (coinish(k - 1) or coinish(k + 1) or k > 1 and coinish(k - 2)
                                            or k + 2 < n and seq[k + 1] == ":" and coinish(k + 2)
                                            and seq[k - 1] in ("as", "for", "is")
                                            or _as_the_marker(seq, k, coinish))
                 for k in range(n)) or any(
        seq[k] == "on" and k + 1 < n and seq[k + 1] in ("top",) and (coinish(k - 1) or seq[k - 1] in (
            "goes", "go", "sits", "stays", "is", "going") and coinish(k - 2)) for k in range(n)) or any(
        # "null marks the colony", "the 4 marks it": the marker's verb after its coin
        seq[k] in ("marks", "marking") and (coinish(k - 1) or k > 1 and seq[k - 1] == "coin" and coinish(k - 2))
        for k in range(n))
    if not marked:
        return None
    from gm_tool.games.colonization.posts.remarks import cited_words
    for k in range(cited_words(words), n):
        if inside_spans(consumed, k):
            continue        # ("Thinking about colonizing w/ the 5... ok, doing it: 5 in, 4 marker")
        if (seq[k] in _THROWN or seq[k] in _RETRY and k + 2 < n and seq[k + 1] == "again"
                and seq[k + 2] in ("with", "using", "w")) \
                and (k == 0 or words[k - 1].punct and seq[k - 1] in (":", ",", ".", ";")) \
                and any(coin(m) for m in range(k + 1, min(n, k + 5))):
            # ("Trying again with the 3 coin, marker 4": the colonization tried once more)
            # "so: throwing in the null, ace goes on top": the coins used open the colonization
            if acting(k + 1):
                return None
            return k
        if coin(k) or seq[k] in NONE_WORDS:
            # the first coin opens a clause (not "with the 3 coin, 4 as marker": a continuation),
            # and no other action word follows ("here goes nothing: ..." before it is talk)
            opens = _opens_clause(words, k) or seq[k - 1] in ("the", "my") and coin(k) and (
                _opens_clause(words, k - 1)) or _chose(seq, k)      # ("...: the 5 coin goes in")
            if not opens and not coin(k):
                continue          # ("here goes nothing: ...": a word of talk)
            if acting(k):
                return None
            return k if opens else None
    return None


def _into_the_roll(seq: list[str], m: int) -> bool:
    """Whether the word at `m` is the roll the coins go into ("4 and 5 into the roll"): a noun,
    never the roll-and-move action."""
    return m > 1 and seq[m] in ("roll", "die", "dice") and seq[m - 1] in ("the", "my") \
        and seq[m - 2] in ("in", "into")


def _equals_role(words: list) -> list:
    """"ace = colony coin", "null = marker": the coin and its role joined by an equals sign, read
    as "ace as colony coin"."""
    from dataclasses import replace

    out = words
    for k in range(1, len(words) - 1):
        joins = words[k].punct and words[k].word == "=" or words[k].word == "to" and words[k].text in (
            "\u2192", "->", "=>", "\u21d2") or words[k].word == ":" and words[k - 1].word in (
            "in", "used", "spent", "added")
        if not joins:
            continue
        coin_before = coin_value(words[k - 1].word) is not None and words[k - 1].word not in ("a", "one")
        if coin_before and words[k + 1].word in ("colony", "marker", "mark", "top"):
            if out is words:
                out = list(words)
            out[k] = replace(words[k], word="as", punct=False)
        elif coin_before and words[k + 1].word in ("roll", "die", "dice", "used", "in"):
            # "5 → roll, 4 → marker": the coin added to the roll
            if out is words:
                out = list(words)
            out[k] = replace(words[k], word="in", punct=False)
            out[k + 1] = replace(words[k + 1], word=",", punct=True)
        elif (words[k].word == "=" and words[k - 1].word in ("in", "used", "roll")
              or words[k].word == ":" and words[k - 1].word in ("in", "used", "spent", "added")) \
                and coin_value(words[k + 1].word) is not None and words[k + 1].word not in ("a", "one") \
                and (k < 2 or words[k - 2].punct) and not (k + 2 < len(words) and (
                    words[k + 2].word == "of" or SUITS.get(words[k + 2].word))):
            # "in = 5, marker = 4", "- in: 5": the coins used, labelled
            if out is words:
                out = list(words)
            out[k - 1] = replace(words[k - 1], word="using", punct=False)
            out[k] = replace(words[k], word=",", punct=True)
    return out


def _rolls_with_a_coin(seq: list[str]) -> bool:
    """"roll with the 3", "rolling with my 2 coin": the die rolled with a coin added (a
    colonization's coins: a move takes no coin), not "roll with the 3 of Moons" (a place)."""
    for k in range(len(seq) - 2):
        if seq[k] in ("roll", "rolling") and seq[k + 1] in ("with", "using"):
            j = k + 2 + (seq[k + 2] in ("the", "my"))
            if j < len(seq) and coin_value(seq[j]) is not None and seq[j] not in ("a", "one", "i") and not (
                    j + 1 < len(seq) and (seq[j + 1] == "of" or SUITS.get(seq[j + 1]))):
                return True
    return False


def _roll_with_coins(words: list, edited: bool = False) -> list:
    """"EDIT: make that marker 5 and roll with the 4", "Ace of Crowns: roll with ace coin, null
    marker": on a line that names the colony's marker (and no move), "roll with" names the coins
    of a colonization (the reply's own words), not a roll-and-move."""
    from dataclasses import replace

    seq = [w.word for w in words]
    if not any(x in _MARK_NOUNS for x in seq) and not any(
            seq[k] == "colony" and seq[k + 1] == "coin" for k in range(len(seq) - 1)) and not (
            edited and _rolls_with_a_coin(seq)):
        return words
    if any(x in ("colonize", "colonise", "move", "moving", "onto") or x == "to" and not (
            k + 1 < len(seq) and seq[k + 1].isdigit()) for k, x in enumerate(seq)):
        return words      # (but "+8 → 12": a score after an arrow)
    out = list(words)
    for k in range(len(seq) - 1):
        if seq[k] in ("roll", "rolling") and seq[k + 1] in ("with", "using"):
            out[k] = replace(words[k], word="using")
            out[k + 1] = replace(words[k + 1], word="the")
    return out


_GO = frozenset({"go", "going", "goin", "went"})
#: "play it safe", "play it cool", "play it by ear", "play it straight": talk, not "play a coin"
_PLAY_IT = frozenset({"safe", "cool", "by", "straight", "smart", "careful", "carefully", "simple"})


#: verbs that, before "colony", say the colonization ("make colony", "found a colony")
_FOUND = frozenset({"make", "makes", "making", "found", "founding", "establish", "establishing",
                    "build", "building", "start", "starting", "create", "creating", "settle",
                    "settling", "plant", "planting"})


_BACK_SUBJECT = frozenset({"both", "all", "two", "the", "my", "coin", "coins", "and", ",", "&", "them", "they",
                           "discarded", "spent"})
_POOL = frozenset({"stash", "hand", "supply", "pool", "reserve"})


_GET_BACK = frozenset({"get", "gets", "getting", "take", "taking", "takes", "bring", "bringing", "grab",
                       "grabbing", "want", "wanting"})


#: the words `_coming_back` reads a restore at
_BACK_VERBS = frozenset({"come", "comes", "coming", "came", "return", "returns", "returning", "go", "goes",
                         "going", "back"})


def _coming_back(words: list) -> list:
    """"2 and 5 come back", "both come back: 2 and 5", "the 4 returns to my stash", "the 2 back
    pls": the restore
    said with the coins as the subject, read as "restore 2 and 5" (the verb moved before the
    coins it names). Only with a coin or "both"/"all" named around it ("I'll come back to this
    later" stays talk)."""
    from dataclasses import replace

    n = len(words)
    if not any(x.word in _BACK_VERBS for x in words):
        return words        # (no word of coins coming back: nothing to read)
    if any(ROLES.get(x.word) in ("colonize", "destroy", "roll", "warp", "draw", "restore") for x in words):
        return words        # ("colonize with the 4; if it fails the 5 comes back": the coins' fate)
    for k in range(1, n):
        w = words[k].word
        if w in ("come", "comes", "coming", "came") and k + 1 < n and words[k + 1].word == "back":
            after = k + 2
        elif w in ("return", "returns", "returning", "go", "goes", "going") and k + 2 < n and (
                words[k + 1].word in ("to", "into") or words[k + 1].word == "back") and any(
                x.word in _POOL for x in words[k + 1:k + 5]):
            after = k + 1 + (words[k + 1].word == "back")
        elif w == "back" and coin_value(words[k - 1].word) is not None and words[k - 1].word not in (
                "a", "one", "i") and not (k + 1 < n and words[k + 1].word in ("of", "to", "on")
                                          and not _to_pool(words, k + 1)):
            after = k + 1       # "the 2 back i think": the coin wanted back, no verb ("2 and 4 back
                                # to my stash": the coins' way home, not a move)
        elif w == "back" and words[k - 1].word in ("both", "all") and k + 1 < n:
            after = k + 1       # "both back: 2 & 5"
        elif w == "back" and (words[k - 1].word == "both" or k > 1 and words[k - 1].word == "coins"
                              and words[k - 2].word in ("both", "two")) and _then_nothing(words, k + 1):
            after = k + 1       # "both coins back please", "both back": every discarded coin, on a sun
        elif w in ("return", "returns") and (k + 1 >= n or words[k + 1].punct):
            after = k + 1       # "my 2 and 5 return"
        else:
            continue
        s = k
        while s > 0 and (words[s - 1].word in _BACK_SUBJECT or words[s - 1].word in ("+", "&")
                         or coin_value(words[s - 1].word) is not None
                         and words[s - 1].word not in ("a", "one", "i")):
            s -= 1
        while s < k - 1 and words[s].word in (",", "and", "&"):
            s += 1              # ("home, both coins back": the clause's comma is no coin's)
        if s > 0 and words[s - 1].word in _GET_BACK and w == "back":
            s -= 1              # "getting the 2 and 5 back": the verb of the restore, said with "back"
        subject = {x.word for x in words[s:k]}
        coins_before = any(coin_value(x.word) is not None and x.word not in ("a", "one") for x in words[s:k])
        coins_after = any(coin_value(x.word) is not None and x.word not in ("a", "one")
                          for x in words[after:after + 5])
        if not (coins_before or subject & {"both", "all", "two"} and (coins_after or _then_nothing(words, after))):
            continue
        s0 = s + (s < k and words[s].word in _GET_BACK)
        return words[:s] + [replace(words[k], word="restore", punct=False)] + words[s0:k] + words[after:]
    return words


def _then_nothing(words: list, k: int) -> bool:
    """Whether the clause ends at words[k] (the line's end, a stop or comma, a "please")."""
    return k >= len(words) or words[k].punct and words[k].word in (".", ",", "!", ";", ":", "-", "\u2013", "\u2014") \
        or words[k].word in ("please", "pls", "plz", "thanks", "thx", "then", "now")


_GOES_IN = frozenset({"goes", "go", "going"})
_MARKS = frozenset({"marks", "mark", "marking", "claims", "claim", "claiming"})
_MARKED = frozenset({"colony", "it", "planet", "spot", "one", "world"})


def _role_verbs(words: list) -> list:
    """"the 5 coin goes in, the Null marks the colony": a coin's role said with a verb, read as
    the roles' own words ("5 coin in, Null as marker"). Only right after a coin (or "COIN coin")."""
    from dataclasses import replace

    out = list(words)
    i = 1
    while i < len(out) - 1:
        prev = out[i - 1].word
        coin_before = coin_value(prev) is not None and prev not in ("a", "one", "i") or prev == "coin" and \
            i > 1 and coin_value(out[i - 2].word) is not None and out[i - 2].word not in ("a", "one", "i")
        if coin_before and out[i].word in _GOES_IN and out[i + 1].word in ("in", "into"):
            # "the 5 coin goes in", "the 5 goes in": "the 5 coin in"
            if prev == "coin":
                del out[i]
                continue
            out[i] = replace(out[i], word="coin")
        if coin_before and out[i].word in _MARKS:
            j = i + 1
            while j < len(out) and out[j].word in ("the", "my", "this", "new", "our"):
                j += 1
            if j < len(out) and out[j].word in _MARKED:
                # "the Null marks the colony": "the Null as marker"
                out[i:j + 1] = [replace(out[i], word="as"), replace(out[j], word="marker")]
        if coin_before and out[i].word in ("i", "we"):
            span = fronted_marker([w.word for w in out], i)
            if span and all(not out[k].punct for k in span):
                # "the ace coin I put on it": the object first, "the ace coin as marker"
                out[min(span):max(span) + 1] = [replace(out[i], word="as"), replace(out[max(span)], word="marker")]
        i += 1
    return out


_GIVE_OR_THROW = frozenset({"give", "giving", "gives", "throw", "throwing", "throws", "toss", "tossing", "ditch",
                            "ditching"})
_COLONY_NOUNS = frozenset({"colony", "colonie", "settlement"})


def _go_for_it(words: list) -> list:
    """"Going for it on this Ace planet ..., marker ace": the idiom of an attempt, read as
    "colonize" when the same line names the colony's marker (the one attempt that takes one);
    elsewhere "go for it" stays talk."""
    from dataclasses import replace

    n = len(words)
    # (each pass below reads only where its words are on the line; none puts in a word that
    # another looks for: a long line of other words is not read five times over)
    said = {w.word for w in words}
    for i in range(1, n - 1 if "home" in said else 0):
        if words[i - 1].word == "or" and words[i].word == "go" and words[i + 1].word == "home":
            # "go big or go home": talk, not the home sun
            words = words[:i + 1] + [replace(words[i + 1], word="big")] + words[i + 2:]
    for i in range(n - 2 if "it" in said else 0):
        if words[i].word in ("play", "playing", "played") and words[i + 1].word == "it" and \
                words[i + 2].word in _PLAY_IT:
            # "gonna play it safe: ...": an idiom of talk, not "play my coin"
            words = words[:i] + [replace(words[i], word="keep")] + words[i + 1:]
    for i in range(n - 1 if said & _GIVE_OR_THROW else 0):
        if words[i].word in ("give", "giving", "gives") and words[i + 1].word == "back":
            # "I give back to me the coin 4 from discard": the restore, in other words
            words = words[:i] + [replace(words[i], word="restore"), replace(words[i + 1], word="the")] + words[i + 2:]
        elif words[i].word in ("throw", "throwing", "throws", "toss", "tossing", "ditch", "ditching") \
                and words[i + 1].word in ("away", "out") and any(
                    coin_value(w.word) == "null" for w in words[i + 2:i + 5]):
            # "I throw away the null coin and go to the sun of Suns": the Null played
            words = words[:i] + [replace(words[i], word="discard"), replace(words[i + 1], word="the")] + words[i + 2:]
    for i in range(n - 1 if said & _COLONY_NOUNS else 0):
        j = i + 1
        while j < n - 1 and words[j].word in ("a", "my", "the", "new", "our", "an", "for"):
            j += 1
        if (words[i].word in _FOUND or words[i].word in _GO | {"goes"} and words[i + 1].word == "for"
                and j > i + 1) and words[j].word in _COLONY_NOUNS and not (
                i > 0 and coin_value(words[i - 1].word) is not None and words[i - 1].word not in ("a", "one", "i")):
            # "I make colony on this planet", "founding a colony here", "I go for the colony": the
            # colonization, in other words (not "the 4 makes the colony": a coin's role)
            words = words[:i] + [replace(words[i], word="colonize")] + [
                replace(w, word="the") for w in words[i + 1:j + 1]] + words[j + 1:]
            break
    for i in range(n - 2 if "it" in said else 0):
        if words[i].word in _GO and words[i + 1].word == "for" and words[i + 2].word == "it" and \
                any(w.word in ("marker", "mark", "marking") for w in words[i + 3:]):
            return words[:i] + [replace(words[i], word="colonize")] + words[i + 3:]
    return _go_for_planet_with_marker(words, said)


def _go_for_planet_with_marker(words: list, said: set) -> list:
    """"Going for the Ace of Arms, no coins in, Ace coin as the marker": "go for" a planet on a
    line that names the colony's marker (the one action that takes one) is the colonization;
    not with a move or a sun named on the line ("going for the 5, roll and move"), and
    elsewhere "going for the 4" stays a move."""
    from dataclasses import replace

    if not said & {"marker", "marks", "marking", "markers"} or said & {"move", "moving", "moves", "sun",
                                                                        "warp", "next", "later",
                                                                        "some", "whatever", "whichever",
                                                                        "enough"}:
        return words        # (nor the coins left to the GM: "coins: some, whatever's enough")
    n = len(words)
    if any(words[k].word in ("roll", "rolling", "rolls") and words[k + 1].word in ("to", "and", "&", "n", "towards")
           for k in range(n - 1)):
        return words        # ("going for the 4, roll to it, marker 2 after"): a move
    for i in range(n - 2):
        if words[i].word in _GO | {"goes"} and words[i + 1].word == "for" and (
                words[i + 2].word in ("the", "this", "that") or coin_value(words[i + 2].word) is not None) \
                and not any(w.word in ("marker", "marks", "marking", "markers") for w in words[:i]):
            return words[:i] + [replace(words[i], word="colonize")] + words[i + 2:]
    return words


_ARROW_TEXTS = frozenset({"\u2192", "->", "=>", "-->", "\u21d2", "\u27f6"})


def _arrow_to_sum(words: list) -> list:
    """"Colony coin: Ace → 1 + 5 (Ace planet) + 2 (match) = 8 points": an arrow that leads to a
    sum (a number, then "+", "x" or "=") right after a coin is the sum's "=" (the coin's
    points worked out) — the working of a figure, never
    "to" a place (the kit folds every arrow to "to")."""
    from dataclasses import replace

    n = len(words)
    out = list(words)
    for i in range(n - 2):
        if words[i].word == "to" and words[i].text.strip() in _ARROW_TEXTS and words[i + 1].word.isdigit() \
                and i > 0 and coin_value(words[i - 1].word) is not None and words[i - 1].word not in ("a", "one") \
                and (words[i + 2].word in ("+", "x", "*", "=") or words[i + 2].word == "(" and any(
                    x.word == "+" for x in words[i + 3:i + 8])):
            out[i] = replace(words[i], word="=")
    return out


_LAST_NOUNS = frozenset({"action", "turn", "round", "go"})


def _last_action_said(words: list) -> list:
    """"For my last action I take back ...", "my final turn: restore the 3": the last turn of
    the game named before the order, read as "this" (an intent the clause skips), so the
    verb after it opens the order. Not "last move" (the move is an action of its own, read
    by the clause as a label)."""
    from dataclasses import replace

    out = list(words)
    for i in range(len(words) - 1):
        if words[i].word in ("last", "final") and words[i + 1].word in _LAST_NOUNS:
            out[i] = replace(words[i], word="this")
    return out



def _versus_between_actions(words: list) -> bool:
    """"null warp vs drawing... idk", "ending it now with the null warp vs restoring the 5":
    "vs" with an action word on each side weighs two actions: a choice not made, asked (never
    one of them taken, nor both)."""
    def acts(ws: list) -> bool:
        return any(not x.punct and x.word.isalpha() and (ROLES.get(x.word) or ROLES.get(
            verb_base(x.word, BASES) or "")) not in (None, "mark", "pass") for x in ws)

    return any(w.word in ("vs", "versus") and acts(words[max(0, i - 6):i]) and acts(words[i + 1:i + 7])
               for i, w in enumerate(words))


def _to_pool(words: list, k: int) -> bool:
    """"to my stash", "to the supply" at `k`: where restored coins go (not "to the 3 of Suns")."""
    n = len(words)
    if not (k < n and words[k].word in ("to", "into")):
        return False
    k += 1
    if k < n and words[k].word in ("my", "the"):
        k += 1
    return k < n and words[k].word in _POOL


#: a verb of thought after "I" / "I'm" that announces the order in a resigned or hedged voice
#: ("I suppose I will just restore my 2", "I'm guessing I'll draw", "I expect I'll roll"): read
#: as "I guess" (an intent), not as talk; without "I" before it ("suppose I roll the null, ...")
#: it stays a condition
_THOUGHT_VERBS = frozenset({"suppose", "spose", "presume", "expect", "guessing", "supposing", "figured",
                            "reckoning"})


def _i_suppose(words: list) -> list:
    """"I suppose I will just restore my 2 coin": the verb of thought after "I" (or "I'm") read as
    "guess", which the reader skips as an intent before the order."""
    from dataclasses import replace
    if not any(w.word in _THOUGHT_VERBS for w in words):
        return words
    out = list(words)
    for k, w in enumerate(words):
        if w.word in _THOUGHT_VERBS and k > 0 and (words[k - 1].word in ("i", "im") or words[k - 1].word in (
                "m", "d") and k > 1 and words[k - 2].word == "i"):
            out[k] = replace(w, word="guess")
    return out


def _talk_figures(pl: _Line) -> list[tuple[int, int]]:
    """The figures of a line that make the talk around them a remark to warn about ("Null used =
    auto success"); not whose colony a place holds ("(Oksana's colony, ace coin)"): the words
    beside that claim are read as if it were not there."""
    claims = getattr(pl, "figure_claims", ())
    owners = {(f.start, f.end) for f in claims if f.kind == "whose_colony"}
    return [span for span in pl.figures if span not in owners] if owners else pl.figures


#: what opens "nothing to do except ...", "no option other than ...": the one action left
_NOTHING_LEFT = frozenset({"nothing", "no", "little", "much", "lot"})
#: what opens "anything but draw": every action but that one (the action is not taken)
_ANYTHING = frozenset({"anything", "everything"})


def _only_action_left(words: list) -> list:
    """"nothing to do really except draw a planet", "no option other than drawing": the action
    after "except" / "other than" / "apart from" / "besides" is the one taken ("but" already
    opens a clause); "anything but draw" / "anything except draw" names the action not taken, so
    it is no order (its words are asked about)."""
    from gm_tool.core.kit.reading.bagwords import Word as _W
    out = list(words)
    k = 0
    while k < len(out):
        w = out[k]
        size = 2 if k + 1 < len(out) and (w.word, out[k + 1].word) in (
            ("other", "than"), ("apart", "from"), ("except", "for"), ("aside", "from")) else \
            1 if w.word in ("except", "besides", "but") else 0
        nxt = k + size + (k + size < len(out) and out[k + size].word == "to")
        if not size or nxt >= len(out) or not (ROLES.get(out[nxt].word) or out[nxt].word.isalpha() and (
                ROLES.get(verb_base(out[nxt].word, BASES) or ""))):
            k += 1
            continue
        before = []
        for x in reversed(out[:k]):
            if x.punct and x.word in SENTENCE_END:
                break
            before.append(x.word)
        if _ANYTHING & set(before):
            out[k:k + size] = [_W("not", " ".join(x.text for x in out[k:k + size]))]
        elif w.word != "but" and _NOTHING_LEFT & set(before):
            out[k:k + size] = [_W("but", " ".join(x.text for x in out[k:k + size]))]
        k += 1
    return out


_KEEP = frozenset({"keep", "keeping", "save", "saving", "hold", "holding"})


def _kept_coins(words: list) -> list[tuple[int, int]]:
    """"EDIT: make that the 2 as marker, keep the 5", "..., saving the ace for later": a coin the
    player keeps in the stash (not used, not the marker), said at the end of its clause; never
    "keep the 5 as marker" (the marker kept)."""
    out = []
    n = len(words)
    for k, w in enumerate(words):
        if w.punct or w.word not in _KEEP or k + 1 >= n:
            continue
        j = k + 1 + (words[k + 1].word in ("the", "my"))
        if j >= n or coin_value(words[j].word) is None or words[j].word in WEAK_VALUES:
            continue
        j += 1
        if j < n and words[j].word in ("coin", "back"):
            j += 1
        tail = ("for", "later") if j + 1 < n and (words[j].word, words[j + 1].word) == ("for", "later") else \
            ("in", "my", "stash") if tuple(w.word for w in words[j:j + 3]) == ("in", "my", "stash") else ()
        j += len(tail)
        if j == n or words[j].punct and words[j].word not in ("-", "\u2013", "\u2014"):
            out.append((k, j))
    return out


def _kept_not_in_stash(lines: list, state: ColState | None, player: str | None) -> list[Diagnostic]:
    """A coin said to be kept ("keep the 5") that is not in the player's stash: named, with the
    stash."""
    if state is None or player not in getattr(state, "seats", {}):
        return []
    from gm_tool.games.colonization.posts.writer import coin_name
    stash = state.seats[player].stash
    out = []
    for pl in lines:
        for a, b, kind in pl.remarks:
            coins = [coin_value(w.word) for w in pl.words[a:b] if kind == "kept"
                     and coin_value(w.word) is not None and w.word not in WEAK_VALUES]
            for coin in coins:
                if coin not in stash:
                    out.append(Diagnostic("col.post.kept_coin", f"line {pl.line.number}: you keep the "
                                          f"{coin_name(coin)} coin, but it is not in your stash (stash: "
                                          f"{', '.join(coin_name(c) for c in stash) or 'empty'})",
                                          E, pl.line.number))
    return out


def _kept_and_used(lines: list, action: Action | None) -> list[Diagnostic]:
    """A coin said to be kept ("keep the 3") that the action uses or puts as its marker: asked."""
    spent = set(getattr(action, "coins", ()) or ()) | {getattr(action, "marker", None)} - {None}
    out = []
    for pl in lines:
        for a, b, kind in pl.remarks:
            for w in pl.words[a:b]:
                if kind == "kept" and coin_value(w.word) in spent and w.word not in WEAK_VALUES:
                    out.append(Diagnostic("col.post.kept_coin", f"line {pl.line.number}: you keep the "
                                          f"{w.text} coin, but the action uses it: which do you mean? "
                                          "please confirm", E, pl.line.number))
    return out


#: words after "if a 3 comes up" that make it a face that loses
_FAILED = frozenset({"fail", "fails", "failed", "miss", "misses", "missed", "lose", "lost", "whiff",
                     "whiffs", "nothing", "bust", "busts", "no", "not", "dont", "don", "doesn", "doesnt"})
_COMES_UP = frozenset({"comes", "come", "shows", "show", "lands", "land", "turns", "pops", "hits"})


def _face_comes_up(words: list, j: int) -> int | None:
    """Where a die face said as coming up ends ("a 5 comes up", "the die shows a 5", "a null
    shows"), the words from `j` on (after "if" / "when"); else None."""
    n = len(words)
    if j + 1 < n and words[j].word in ("the", "my") and words[j + 1].word in ("die", "dice", "roll"):
        j += 2
        if not (j < n and words[j].word in _COMES_UP):
            return None
        j += 1
        while j < n and words[j].word in ("up", "on", "a", "an", "the"):
            j += 1
        return j + 1 if j < n and not words[j].punct and coin_value(words[j].word) is not None else None
    while j < n and words[j].word in ("a", "an", "the"):
        j += 1
    if not (j + 1 < n and not words[j].punct and coin_value(words[j].word) is not None
            and words[j].word not in ("one",) and words[j + 1].word in _COMES_UP):
        return None
    return j + 2 + (j + 2 < n and words[j + 2].word == "up")


#: a coin part's label, a pause, then the coin ("marker... 4", "marker... hmm, the 4", "using…
#: the 5"): the pause is the player thinking, the coin is the label's
_LABEL_PAUSE = compile_later(
    r"(?i)\b(marker|mark(?:ed|ing)?\s+(?:it\s+)?with|marks\s+it\s+with|using|coins?\s+in|roll(?:ing)?\s+with)"
    r"\s*(?:\.{2,}|\u2026)\s*(?:(?:hmm+|umm*|uh+|erm?|well|ok|let'?s\s+say)\s*[,.!]*\s*)?"
    r"(?=(?:the\s+|my\s+)?(?:null|ace|[1-5]|two|three|four|five)\b)")


def _label_pause_out(text: str) -> str:
    """"colonize with the null. marker... 4": the coin after a pause belongs to the label before
    it (the pause taken out, so "marker" never attaches to the coin before the full stop)."""
    if len(text) > 4000 or not ("..." in text or ".." in text or "\u2026" in text):
        return text
    return _LABEL_PAUSE.sub(lambda m: m.group(1) + " ", text)


def _as_the_marker(seq: list[str], k: int, coinish) -> bool:
    """"ace as the marker", "the 4 for my marker": the marker noun at `k` after its coin, "as" or
    "for" and an article (the coin three words before)."""
    return k > 2 and seq[k - 1] in ("the", "my", "our") and seq[k - 2] in ("as", "for") and coinish(k - 3)


_IT = frozenset({"it", "that", "this", "i", "colony", "roll", "attack", "colonization", "colonisation"})
_OUTCOME = frozenset({"lands", "works", "succeeds", "hits", "goes", "pays", "sticks", "wins", "land", "work",
                      "succeed", "hit", "stick", "win", "make", "makes", "pulls", "pull", "fails", "fail",
                      "misses", "miss", "comes"})


def outcome_if(words: list, kind: str | None) -> bool:
    """"If it lands that's 6 colonies: 32 + 2 + 5 - 3 = 36", "if it works, ...": a line under a
    colonization or an attack that opens with its outcome: what follows is what it gives (talk
    and figures), never more of the order (its numbers are no coins)."""
    seq = [w.word for w in words if not w.punct][:5]
    if kind not in ("colonize", "destroy") or seq[:1] not in (["if"], ["once"], ["when"]):
        return False
    k = 1 + (seq[1:2] == ["the"])
    return len(seq) > k + 1 and seq[k] in _IT and (seq[k + 1] in _OUTCOME or seq[k + 1] in (
        "ll", "s", "does", "do") and len(seq) > k + 2 and seq[k + 2] in _OUTCOME)

