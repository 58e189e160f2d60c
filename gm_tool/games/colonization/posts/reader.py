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
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gm_tool.core.diagnostics import Diagnostic, Severity
from gm_tool.core.reading import Line, scan
from gm_tool.core.reading.habits import CHATTER_WORDS, verb_base
from gm_tool.games.colonization.actions import Action
from gm_tool.games.colonization.posts.grammar import Reader, read_action
from gm_tool.core.reading.bagwords import Word, edit_marker, words_of
from gm_tool.games.colonization.posts.vocabulary import (CLAIM_LABELS, CONDITIONAL, FILLERS,
                                                         INTENT, INWARD, OUTWARD, NEGATIONS, NOUN_MAKERS, PLANS, REVISION, ROLE_VOCABULARY,
                                                         ROLES, STRONG, SUITS, VALUES, WEAK_VALUES,
                                                         WORDS, coin_value)
from gm_tool.games.colonization.state import ColState

E, W, I = Severity.ERROR, Severity.WARNING, Severity.INFO

#: the action verbs' base forms, for the kit's `verb_base` ("colonising" -> "colonise")
BASES = frozenset(b for bases in WORDS["verbs"].values() for b in bases)

READ, CHATTER, NOT_READ = "read", "chatter", "not read"

FORMS = ("draw | colonize [with COINS], mark with COIN | destroy | roll and move to PLACE | "
         "discard null, warp to the sun of SUIT | play my N coin, warp to N of SUIT | restore COIN")

_BOUNDARY_PUNCT = frozenset(".!?;:,()[]{}/|-\u2026\u2013\u2014")
_SENTENCE_END = frozenset(".!?\u2026")
_BOUNDARY_WORDS = frozenset({"and", "then", "or", "but", "so", "if", "else", "otherwise", "unless",
                             "because", "since", "while", "after", "before", "though", "although",
                             "until", "when", "once", "plus"})
#: words that start a line carrying on the action of the line before ("Using: 2 and 3")
_CONTINUATION = frozenset({"using", "use", "with", "coins", "coin", "marker", "mark", "colony",
                           "planet", "target", "destination", "to", "onto", "or", "if", "else",
                           "otherwise", "backup", "fallback", "alternatively", "plus", "adding", "spending", "on", "where", "place", "unless"})


@dataclass(frozen=True, slots=True)
class Clause:
    start: int            # index of its first word (after the boundary words that open it)
    end: int              # index after its last word
    openers: tuple[str, ...]
    sentence_start: bool  # the line or a sentence starts here


@dataclass(frozen=True, slots=True)
class Head:
    line: int             # original line number
    index: int            # word index in its line
    role: str
    word: str             # as written
    typo: str | None = None
    conditional: bool = False
    revision: bool = False
    moving: bool = False  # "roll to the 5 of Suns": a roll that moves the ship (not a colonize roll)


@dataclass
class Group:
    """The words of one action: its heads (action words) and the parts of lines it spans."""

    heads: list[Head] = field(default_factory=list)
    parts: list[tuple[int, int, int]] = field(default_factory=list)  # (line number, start, end)
    edited: bool = False
    overrides: list = field(default_factory=list)   # EDIT lines (or (line, a, b) parts) changing it

    @property
    def roles(self) -> set[str]:
        return {h.role for h in self.heads}

    @property
    def line(self) -> int:
        return self.heads[0].line if self.heads else self.parts[0][0]


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


@dataclass
class ClaimLine:
    line: int
    kind: str             # stash, discard, ship, score, turn, colonies
    text: str
    coins: tuple[str, ...] = ()
    number: int | None = None
    places: tuple[str, ...] = ()
    after: bool = False      # "Stash after: ...", "Stash will be ...": after the action only


def kind_of(roles: set[str]) -> str | None:
    """The one action of the rules that these roles make, or None (two actions, or none)."""
    if not roles:
        return None
    if roles <= {"pass"}:
        return "pass"
    if "draw" in roles:
        return "draw" if roles <= {"draw", "mark"} else None
    if "restore" in roles:
        return "restore" if roles <= {"restore"} else None
    if "colonize" in roles:
        return "colonize" if roles <= {"colonize", "roll", "mark", "play"} else None
    if "destroy" in roles:
        return "destroy" if roles <= {"destroy", "roll"} else None
    if "roll" in roles:
        return "roll" if roles <= {"roll", "move", "warp"} else None
    if roles <= {"move", "warp", "play"}:
        return "warp" if roles & {"warp", "play"} else "roll"
    return None


# Lines to clauses to heads --------------------------------------------------------------------

def clauses(words: list[Word]) -> list[Clause]:
    out: list[Clause] = []
    openers: list[str] = []
    sentence = True
    start = None
    for i, w in enumerate(words):
        boundary = (w.punct and w.word in _BOUNDARY_PUNCT) or (not w.punct and w.word in _BOUNDARY_WORDS)
        if boundary:
            if start is not None:
                out.append(Clause(start, i, tuple(openers), sentence))
                start, openers, sentence = None, [], False
            if w.punct and w.word in _SENTENCE_END:
                sentence = True
            if not w.punct:
                openers.append(w.word)
            continue
        if w.punct:
            continue
        if start is None:
            start = i
    if start is not None:
        out.append(Clause(start, len(words), tuple(openers), sentence))
    return out


_STATED_ROLL_VERBS = frozenset({"rolled", "got", "die", "dice", "roll", "rolls", "result"})


def stated_rolls(words: list[Word]) -> list[tuple[int, int]]:
    """Spans of a die roll stated in the post ("I rolled a 5", "die: 3", "got a 4", "roll was 2").
    The tool rolls every die; a condition ("if I roll a null") is not a stated roll."""
    spans = []
    n = len(words)
    for i, w in enumerate(words):
        if w.word not in _STATED_ROLL_VERBS or w.punct:
            continue
        before = [x.word for x in words[max(0, i - 3):i]]
        if any(b in ("if", "when", "unless", "need", "needs", "hope", "hoping", "on", "want",
                     "should", "whatever", "any") for b in before):
            continue
        j = i + 1
        if w.word in ("roll", "rolls", "result"):
            if not (j < n and words[j].word in ("was", "is", ":", "=")):
                continue
        while j < n and j <= i + 4 and words[j].word in ("a", "an", "is", "was", "shows", "showed",
                                                         "of", "me", ":", "=", "the"):
            j += 1
        if j < n and not words[j].punct and (coin_value(words[j].word) is not None
                                             or words[j].word.isdigit()):
            after = words[j + 1].word if j + 1 < n else ""
            if SUITS.get(after) or after == "of":
                continue
            spans.append((i, j + 1))
    return spans


def _inside(spans: list[tuple[int, int]], i: int) -> bool:
    return any(a <= i < b for a, b in spans)


def heads_of(line: int, words: list[Word], cls: list[Clause], skip: list[tuple[int, int]],
             first_typo: bool) -> list[Head]:
    """The action words that open a clause (after an intent), or follow "to" ("roll to
    colonize"); a misspelt one only at the start of the line."""
    heads: list[Head] = []
    in_condition = False
    for n, c in enumerate(cls):
        if c.sentence_start:
            in_condition = False
        conditional = any(o in CONDITIONAL for o in c.openers) or in_condition
        in_condition = conditional
        i = c.start
        while i < c.end and ((words[i].word in INTENT or words[i].punct) and words[i].word not in ROLES
                             or _go_intent(words, i)):
            if _go_intent(words, i) and i + 1 < c.end and words[i + 1].word in ("with", "for"):
                i += 1
            i += 1
        negated = any(words[k].word in NEGATIONS for k in range(c.start, i))
        revision = any(words[k].word in REVISION for k in range(c.start, c.end)) or \
            any(o in REVISION for o in c.openers) or \
            any(words[k].word in _DECIDING for k in range(max(0, c.start - 5), c.start))
        if i < c.end and not negated and not _inside(skip, i) and not _idiom(words, i, c):
            w = words[i]
            role = ROLES.get(w.word)
            if role is None and w.word.isalpha():
                base = verb_base(w.word, BASES)
                role = ROLES.get(base) if base else None
            if role is None and first_typo and n == 0 and len(w.word) >= 5 and w.word.isalpha() \
                    and w.word not in STRONG and SUITS.get(w.word) is None \
                    and w.word not in CHATTER_WORDS and w.word not in FILLERS:
                close = ROLE_VOCABULARY.close(w.word)
                if close:
                    heads.append(Head(line, i, ROLE_VOCABULARY[close], w.text, close,
                                      conditional, revision))
            elif role is not None:
                if role == "warp" and not conditional and _coin_named_after(words, i, c.end):
                    role = "play"      # "then warp with my null to ...": a coin played, action D
                heads.append(Head(line, i, role, w.text, None, conditional, revision,
                                  role == "roll" and _moving_roll(words, i)))
            elif (coin_value(w.word) is not None and w.word not in WEAK_VALUES
                  and not any(h.line == line for h in heads)):
                # "Null coin -> sun of Crowns", "my 4 coin to 4 of Suns": playing a coin
                j = i + 1
                if j < c.end and words[j].word in ("coin",):
                    j += 1
                if j < c.end and words[j].word == "to" and words[j].text != "to" or \
                        j < c.end and words[j].word == "to" and j > i + 1:
                    heads.append(Head(line, i, "play", w.text, None, conditional, revision))
        plain = [k for k in range(c.start, c.end) if not words[k].punct]
        seq = [words[k].word for k in plain]
        if i < c.end and words[i].word in _TAKE_FORMS and not negated and not _inside(skip, i) \
                and {"planet", "tile"} & {w.word for w in words[i + 1:min(c.end, i + 4)]} \
                and _DRAW_PILE & {w.word for w in words[i + 1:min(c.end, i + 7)]}:
            # "I take one planet from the stack": a draw in other words
            heads.append(Head(line, i, "draw", words[i].text, None, conditional, revision))
        if i < c.end and words[i].word in ("take", "taking", "get", "getting", "bring", "bringing",
                                           "took", "got") and "back" in _to_sentence_end(words, i + 1, 8) \
                and not negated and not _inside(skip, i) and not (set(c.openers) & _REMARK_OPENERS):
            heads.append(Head(line, i, "restore", words[i].text, None, conditional, revision))
        elif not any(h.line == line and c.start <= h.index < c.end for h in heads) and "back" in seq \
                and "stash" in seq and any(coin_value(x) is not None and x not in WEAK_VALUES
                                           for x in seq[:seq.index("back")]) and not negated:
            # "just the 4 back into my stash": a restore without its verb
            at = next(k for k in plain if coin_value(words[k].word) is not None
                      and words[k].word not in WEAK_VALUES)
            if not _inside(skip, at):
                heads.append(Head(line, at, "restore", words[at].text, None, conditional, revision))
        if conditional and not any(h.line == line and c.start <= h.index < c.end for h in heads):
            for k in range(c.start, c.end):
                if coin_value(words[k].word) in ("null", "ace") and words[k].word not in WEAK_VALUES:
                    for m in range(k + 1, c.end):
                        role = ROLES.get(words[m].word)
                        if role in ("warp", "move", "play") and not _inside(skip, m):
                            heads.append(Head(line, m, role, words[m].text, None, True, revision))
                            break
                    break
        if not heads or heads[-1].line != line or heads[-1].index < c.start:
            continue   # "to colonize" after an action word only ("roll to colonize")
        for k in range(i + 1, c.end - 1):
            if words[k].word == "to" and not _inside(skip, k + 1):
                role = ROLES.get(words[k + 1].word)
                if role in ("colonize", "destroy", "warp", "restore", "draw", "move") and not negated:
                    heads.append(Head(line, k + 1, role, words[k + 1].text, None, conditional, revision))
    return heads


_IDIOM_AFTER = {
    "move": (("it",), ("on",), ("for", "it"), ("along",)),
    "play": (("it",), ("the", "odds"), ("safe",), ("along",), ("nice",), ("fair",)),
    "roll": (("with", "it"), ("the", "dice", "on"),),
    "pass": (("the", "turn", "to"),),
}


def _to_sentence_end(words: list[Word], i: int, most: int) -> list[str]:
    """The words from `i` to the end of their sentence, at most `most` of them."""
    out: list[str] = []
    for w in words[i:i + most]:
        if w.punct and w.word in _SENTENCE_END:
            break
        out.append(w.word)
    return out


def _moving_roll(words: list[Word], i: int) -> bool:
    """"roll to the 5 of Suns", "roll and move": the roll moves the ship; "roll to colonize",
    "roll with the 3" do not."""
    k = i + 1
    if k < len(words) and words[k].word == "and":
        return k + 1 < len(words) and ROLES.get(words[k + 1].word) == "move"
    if k < len(words) and words[k].word in ("to", "onto", "toward", "towards"):
        nxt = words[k + 1].word if k + 1 < len(words) else ""
        return nxt in ("the", "my", "sun", "home") or SUITS.get(nxt) is not None or (
            coin_value(nxt) is not None and nxt not in WEAK_VALUES)
    return False


def _coin_named_after(words: list[Word], i: int, end: int) -> bool:
    """"warp with my null", "warp using the 4": a coin named as what is played."""
    for k in range(i + 1, min(end, i + 4)):
        if words[k].word in ("with", "using", "playing", "spending", "discarding"):
            for m in range(k + 1, min(end, k + 4)):
                if coin_value(words[m].word) is not None and words[m].word not in WEAK_VALUES:
                    return True
    return False


def _go_intent(words: list[Word], i: int) -> bool:
    """"going to draw", "go colonize": "go" announcing another action, not a move."""
    if words[i].word not in ("go", "going", "goes"):
        return False
    k = i + 1
    if k < len(words) and words[k].word in ("to", "with", "for"):
        k += 1
    while k < len(words) and words[k].word in INTENT and words[k].word not in ROLES:
        k += 1          # "going to attempt colonization"
    return k < len(words) and ROLES.get(words[k].word) not in (None, "move")


def _idiom(words: list[Word], i: int, c: Clause) -> bool:
    """An action word in a phrase that is not an order: "going for it", "playing it safe",
    "playing the odds", "moving on", "my go"."""
    role = ROLES.get(words[i].word)
    if role is None:
        return False
    after = [w.word for w in words[i + 1:i + 4]]
    if _go_intent(words, i):
        return True
    if role == "pass" and after[:1] and after[0] in ("my", "the", "through", "by", "over", "a", "his",
                                                      "her", "their", "it", "them", "past", "on"):
        return True        # "passing my own colony": moving past it
    if role == "draw" and words[i].word not in ("draw", "draws", "drawing", "drew", "drawn") and not (
            {"planet", "planets", "tile", "tiles", "stack", "pile", "new", "system"} & set(after)):
        return True        # "time to explore": talk, unless a planet is named
    if role == "play" and words[i].word in ("played", "play") and i > 0 and words[i - 1].word in (
            "well", "nicely", "good", "nice", "great", "fair", "wp"):
        return True        # "Well played."
    for phrase in _IDIOM_AFTER.get(role, ()):
        if tuple(after[:len(phrase)]) == phrase:
            if phrase == ("on",) and len(after) > 1 and not words[i + 2].punct and after[1] not in ("to",):
                continue   # "move on to 3 of Suns" is an order
            return True
    if words[i].word == "go" and i > 0 and words[i - 1].word in ("my", "your", "his", "her", "their"):
        return True
    if words[i].word in _GO_FORMS and (i + 1 < len(words) and words[i + 1].word == "big" or [
            w.word for w in words[max(0, i - 3):i]] == ["go", "big", "or"]):
        return True        # "go big or go home"
    if words[i].word in _GO_FORMS and not any(
            SUITS.get(w.word) or w.word in _WHERE or (w.word in INWARD or w.word in OUTWARD)
            and w.word not in ("in", "out", "forward")
            or coin_value(w.word) is not None and w.word not in WEAK_VALUES
            for w in words[i + 1:c.end]):
        return True        # "Going for the big one", "going all in": no place, no way to go
    return False


_TAKE_FORMS = frozenset({"take", "takes", "taking", "took", "taken", "pull", "pulls", "pulling",
                         "pulled", "grab", "grabs", "grabbing", "grabbed", "pick", "picks",
                         "picking", "picked"})
_DRAW_PILE = frozenset({"stack", "pile", "bag", "deck", "top", "random", "unknown", "facedown",
                        "another", "new"})
_GO_FORMS = frozenset({"go", "goes", "going", "went", "gone"})
_WHERE = frozenset({"sun", "home", "planet", "there", "back", "system"})


# The ledger's test of a word ------------------------------------------------------------------

def game_words(words: list[Word], idx: list[int], in_action: bool = False) -> list[int]:
    """The indexes among `idx` of words of the game a GM would not pass over unread: coin
    values, suits, the sun, numbers; outside an action also the game's nouns (coin, planet,
    colony...) and action words that open a clause."""
    out = []
    for i in idx:
        w = words[i]
        if w.punct:
            continue
        word = w.word
        if word in WEAK_VALUES:
            if word == "one" and i + 1 < len(words) and words[i + 1].word in ("of", "coin"):
                out.append(i)
            continue
        if coin_value(word) is not None or SUITS.get(word) is not None:
            out.append(i)
        elif word in STRONG and not in_action:
            out.append(i)
        elif word.isdigit():
            out.append(i)
    return out


def _asks(pl: "_Line", a: int, b: int) -> bool:
    """Whether a question asks about the poster's own action ("Would restoring both be smart
    here?", "or the 3?"), not a remark about another's ("Two coins for one planet?")."""
    seq = [w.word for w in pl.words[a:b] if not w.punct]
    return any(w in ROLES or w in ("should", "better", "can", "could", "which", "or", "best")
               for w in seq)


def is_plan(words: list[Word], idx: list[int]) -> bool:
    """Whether the words speak of a later turn ("then on to the 4 next turn")."""
    seq = [words[i].word for i in idx if not words[i].punct]
    firsts = _PLAN_FIRSTS
    for k, w in enumerate(seq):
        if w in firsts:
            for plan in firsts[w]:
                if tuple(seq[k:k + len(plan)]) == plan:
                    return True
    return False


_PLAN_FIRSTS: dict[str, list[tuple[str, ...]]] = {}
for _plan in PLANS:
    _PLAN_FIRSTS.setdefault(_plan[0], []).append(_plan)


def unread_game_words(pl: "_Line", idx: list[int]) -> list[int]:
    """The game words of words a reader did not read (a line with no action, or a remark beside
    the action), when a GM would ask about them: a terse fragment ("using 2 and 3", "3 of
    Moons") whose game words are at least as many as its other words. A sentence of chatter
    that mentions the game ("A 2 right next to my sun, thank you very much") or speaks of a later
    turn is not asked about."""
    questions = [(a, b) for a, b, kind in pl.remarks if kind == "question" and _asks(pl, a, b)]
    asked = [i for i in game_words(pl.words, [i for i in idx if _inside(questions, i)])]
    idx = [i for i in idx if not _inside(pl.consumed, i)]
    game = game_words(pl.words, idx)
    if asked:
        return asked + game
    if not game or is_plan(pl.words, idx):
        return []
    core = [i for i in game if pl.words[i].word not in STRONG or SUITS.get(pl.words[i].word)
            or coin_value(pl.words[i].word) is not None]
    chosen = set(game)
    other = [i for i in idx if not pl.words[i].punct and i not in chosen
             and pl.words[i].word not in _FUNCTION_WORDS and pl.words[i].word not in ROLES]
    return game if len(other) < max(len(core), 1) else []


_FUNCTION_WORDS = frozenset("the a an of to on in at my i m im ll me we it its is are was be and or "
                            "but so then this that for with from by as s t d ve re into onto "
                            "please now ok okay".split())


def _quote(words: list[Word], start: int, end: int) -> str:
    text = " ".join(w.text for w in words[start:end] if w.text)
    for p in ",.;:!?)":
        text = text.replace(" " + p, p)
    return text.replace("( ", "(").strip()


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


def _prepare(line: Line) -> _Line:
    from gm_tool.games.colonization.posts.figures import figure_spans

    edited, rest = edit_marker(line.text)
    words = words_of(rest)
    cls = clauses(words)
    rolls = stated_rolls(words)
    remarks = remark_spans(words)
    figures = figure_spans(words, rolls + [(a, b) for a, b, k in remarks if k in ("plan", "wish")])
    pl = _Line(line, words, cls, [], rolls, edited, remarks, [(f.start, f.end) for f in figures])
    pl.heads = heads_of(line.number, words, cls, pl.consumed, first_typo=True)
    pl.figure_claims = figures  # type: ignore[attr-defined]
    pl.asides = aside_spans(words, cls, pl.heads)
    fallback = [(a, b) for a, b in pl.asides
                if [w.word for w in words[a:b] if not w.punct][:1] == ["or"]]
    if fallback:
        pl.heads = [h for h in pl.heads if not _inside(fallback, h.index)]
    inline = [(a, b) for a, b in pl.asides
              if [w.word for w in words[a:b] if not w.punct][:1] in (["edit"], ["edited"])]
    if inline and any(not _inside(inline, h.index) for h in pl.heads):
        # "restore 5 (EDIT: make that the 4)": the EDIT revises the action of its own line
        pl.heads = [h for h in pl.heads if not _inside(inline, h.index)]
        pl.inline_edits = inline  # type: ignore[attr-defined]
    return pl


_DASHES = frozenset({"\u2014"})   # a spaced dash (the kit's dash_separators make every one an em dash)
#: words that open a remark beside the order ("..., that puts me back to 5 coins", "— even a null
#: gives 5", "(only an ace does it)")
_REMARK_STARTS = frozenset({"that", "which", "giving", "leaves", "leaving", "meaning", "means",
                            "puts", "putting", "even", "only", "because", "since", "cause", "thats",
                            "he", "she", "they", "his", "her", "their", "you", "sorry", "thanks",
                            "hopefully", "fingers", "easy", "worth", "there", "theres", "nobody",
                            "everyone", "everybody"})
_REMARK_OPENERS = frozenset({"so", "because", "since", "though", "although", "but", "as"})


def aside_spans(words: list[Word], cls: list[Clause], heads: list[Head]) -> list[tuple[int, int]]:
    """Parts of a line beside its order: a parenthesis, a part after a dash, a clause that
    explains ("so I need a 4 or 5", "that puts me back to 5 coins") — unless it carries the order
    on ("(onto the 3 of Crowns)", "— colony coin: 4", "(4 of Crowns)") or holds an action word."""
    n = len(words)
    spans: list[tuple[int, int]] = []
    head_at = {h.index for h in heads}
    i = 0
    while i < n:
        w = words[i]
        if w.punct and w.word == "(":
            j = i + 1
            depth = 1
            while j < n and depth:
                if words[j].punct and words[j].word == "(":
                    depth += 1
                elif words[j].punct and words[j].word == ")":
                    depth -= 1
                j += 1
            spans.append((i, j))
            i = j
            continue
        if w.punct and w.word in _DASHES and i > 0:
            j = i + 1
            while j < n and not (words[j].punct and (words[j].word in _DASHES or words[j].word in
                                                     ".!?(\u2026")):
                j += 1
            spans.append((i, j))
            i = j
            continue
        i += 1
    for c in cls:
        if c.start == 0 or any(a <= c.start < b for a, b in spans):
            continue
        first = words[c.start].word
        if any(o in _REMARK_OPENERS for o in c.openers) or first in _REMARK_STARTS:
            end = c.end
            # the remark runs to the end of its sentence
            for later in cls:
                if later.start >= c.end:
                    if later.sentence_start:
                        break
                    end = later.end
            spans.append((c.start, end))
    out = []
    for a, b in spans:
        content = [k for k in range(a, b) if not words[k].punct]
        seq = [words[k].word for k in content]
        if seq[:1] == ["or"] and "if" in seq and (NEGATIONS & set(seq) or {"illegal", "fails", "allowed",
                                                                       "blocked"} & set(seq)):
            out.append((a, b))     # "(or restore the 5 if you can't attack)": a fallback, talk
            continue
        if content and words[content[0]].word in ("edit", "edited"):
            out.append((a, b))     # "(EDIT: make that the 4)": a revision, read as one
            continue
        if not content or any(k in head_at for k in content):
            continue
        first = words[content[0]].word
        plain = [words[k].word for k in content]
        # "(onto the 3 of Crowns)", "— colony coin: 4", "(null + 5)", "– null": the order's own
        if first in _CONTINUATION and first not in ("if", "or", "unless") or all(
                SUITS.get(x) or coin_value(x) is not None or x in ("of", "the", "sun", "on", "at",
                                                                  "and", "+", "coin", "coins", "my")
                for x in plain):
            continue
        out.append((a, b))
    return out


_HYPOTHETICAL = frozenset({"could", "would", "might", "wish", "maybe", "perhaps", "dunno",
                           "thinking", "considering", "wondering", "undecided", "unsure", "torn",
                          "pondering", "debating", "tempted"})
#: "GM's choice", "your call", "up to you": the player leaves the choice to someone else
_CHOICE_LEFT = frozenset({("gm", "s"), ("gm", "choice"), ("your", "call"), ("up", "to", "you"),
                          ("you", "choose"), ("you", "decide"), ("whichever", "is"), ("you", "tell"),
                          ("tell", "me"), ("you", "pick"), ("gm", "pick"), ("pick", "whichever")})
#: words just before an action word that make it a decision replacing what came before
#: ("I'll colonise... actually no, I'll roll to the 5. Hmm. Colonise.")
_DECIDING = frozenset({"hmm", "hm", "hmmm", "actually", "instead", "wait", "scratch", "nah",
                       "changed", "nope", "rather"})
_HEDGE_CONTEXT = frozenset({"or", "about", "whether", "between", "of"})
_HEDGES = frozenset({"thinking", "considering", "wondering", "pondering", "debating", "tempted",
                     "torn"})
_WISH_STARTS = (("come", "on"), ("hope",), ("hoping",), ("fingers", "crossed"), ("pray",),
                ("please", "be"), ("wish",), ("c", "mon"), ("cmon",), ("let", "it", "be"),
                ("fingers",), ("crossed", "fingers"))


def remark_spans(words: list[Word]) -> list[tuple[int, int, str]]:
    """Sentences (and parentheses) that are not orders: a question ("Would restoring both be
    smart here?"), a plan for a later turn ("Next turn I'll head for the Ace of Crowns"), a wish
    ("come on null/ace!!"), a hypothetical ("I could colonize if I was on a planet")."""
    out: list[tuple[int, int, str]] = []
    start = 0
    n = len(words)
    for i in range(n + 1):
        end_here = i == n or (words[i].punct and words[i].word in "().!?;:\u2026\u2013\u2014-")
        if not end_here:
            continue
        if i > start:
            seq = [w.word for w in words[start:i] if not w.punct]
            kind = None
            if i < n and words[i].word == "?":
                kind = "question"
            elif is_plan(words, list(range(start, i))):
                kind = "plan"
                # "roll to the 5, colonize next turn": the plan is the clause after the comma
                at = _plan_clause(words, start, i)
                if at > start:
                    out.append((at, i + (1 if i < n else 0), "plan"))
                    kind = None
            elif any(tuple(seq[:len(w)]) == w for w in _WISH_STARTS):
                kind = "wish"
            elif any(tuple(seq[k:k + len(w)]) == w for w in _WISH_STARTS
                     for k in range(1, len(seq))):
                # "..., come on 4 of Suns": the wish runs from its words to the sentence's end
                plain = [k for k in range(start, i) if not words[k].punct]
                at = next(plain[k] for k in range(1, len(seq)) for w in _WISH_STARTS
                          if tuple(seq[k:k + len(w)]) == w)
                out.append((at, i + (1 if i < n else 0), "wish"))
            elif ("either" in seq and "or" in seq) or any(
                    w in _HYPOTHETICAL and (w not in _HEDGES or _HEDGE_CONTEXT & set(seq))
                    for w in seq) and not any(
                    seq[k] in ("would", "d") and k + 1 < len(seq) and seq[k + 1] in ("like", "rather")
                    for k in range(len(seq))):
                kind = "hypothetical"
            grams = set(zip(seq, seq[1:])) | set(zip(seq, seq[1:], seq[2:]))
            if kind is None and _CHOICE_LEFT & grams:
                # "..., GM's choice": the words from there are talk (the actions before stay)
                plain = [k for k in range(start, i) if not words[k].punct]
                at = next(plain[k] for k in range(len(seq) - 1) if (seq[k], seq[k + 1]) in _CHOICE_LEFT
                          or tuple(seq[k:k + 3]) in _CHOICE_LEFT)
                out.append((at, i + (1 if i < n else 0), "choice"))
            if kind is not None:
                out.append((start, i + (1 if i < n else 0), kind))
        start = i + 1
    return out


def _plan_clause(words: list[Word], start: int, end: int) -> int:
    """Where the plan of a sentence starts: after the last comma (or "and then") before its
    words when an earlier clause holds an action word; else the sentence's start."""
    seq = [(k, words[k].word) for k in range(start, end) if not words[k].punct]
    at = None
    for m, (k, w) in enumerate(seq):
        if w in _PLAN_FIRSTS and any(tuple(x for _, x in seq[m:m + len(p)]) == p for p in _PLAN_FIRSTS[w]):
            at = k
            break
    if at is None:
        return start
    cut = max((k for k in range(start, at) if words[k].punct and words[k].word == ","), default=None)
    if cut is None or not any(ROLES.get(words[k].word) or verb_base(words[k].word, BASES) in ROLES
                              for k in range(start, cut) if words[k].word.isalpha()):
        return start
    return cut + 1


def _is_note(text: str) -> bool:
    low = text.strip().lower()
    return low.startswith(("note:", "notes:", "(note", "gm note", "ooc:", "ooc "))


def parse_post(text: object, state: ColState | None = None, player: str | None = None) -> ParsedPost:
    """Read a whole post: exactly one action, every line accounted for. Never raises."""
    try:
        return _parse_post(text, state, player)
    except Exception as exc:  # noqa: BLE001 (a bug is reported, never raised at a player)
        return ParsedPost(None, [Diagnostic("col.post.internal_error", f"the post could not be "
                                            f"read ({type(exc).__name__}): please tell the GM", E)])


def _parse_post(text: object, state: ColState | None, player: str | None) -> ParsedPost:
    reading = scan(text)
    diags: list[Diagnostic] = list(reading.notes)
    ledger: list[LedgerEntry] = []
    claims: list[ClaimLine] = []
    lines = [_prepare(ln) for ln in reading.lines if ln.text.strip()]
    groups: list[Group] = []
    unused_spans: list[tuple[_Line, list[int], str]] = []   # words not read, per line
    by_number = {pl.line.number: pl for pl in lines}
    figures: list = []
    withdrawn: list[Group] = []

    for pl in lines:
        number = pl.line.number
        if _is_note(pl.line.text):
            ledger.append(LedgerEntry(number, CHATTER, pl.line.text, "note"))
            continue
        for a, b in pl.rolls:
            diags.append(Diagnostic("col.roll.ignored", f"\"{_quote(pl.words, a, b)}\": the tool "
                                    "rolls every die itself; a roll written in the post is ignored",
                                    W, number))
        for fig in getattr(pl, "figure_claims", ()):
            fig.line, fig.text, fig.edited = number, pl.line.text, pl.edited
            if pl.edited:
                figures[:] = [f for f in figures if f.kind != fig.kind]
            figures.append(fig)
        if not pl.heads:
            claim = _claim_line(pl)
            if claim is not None:
                claims.append(claim)
                ledger.append(LedgerEntry(number, READ, pl.line.text, "claim"))
                continue
            first = next((w.word for w in pl.words if not w.punct), "")
            every = list(range(len(pl.words)))
            free = [i for i in every if not _inside(pl.consumed, i)]
            if pl.edited and _withdraws(pl):
                withdrawn.extend(groups)
                groups.clear()
                ledger.append(LedgerEntry(number, READ, pl.line.text, "withdrawal"))
                continue
            seq = [w.word for w in pl.words if not w.punct]
            if pl.edited and groups and (game_words(pl.words, every) or set(seq) & set(ROLES)) and (
                    seq[:1] == ["or"] or {"probably", "maybe", "perhaps", "possibly", "whichever",
                                          "should"} & set(seq)):
                # "EDIT: or the 4 of Crowns, probably safer": a second choice, not a revision
                unused_spans.append((pl, game_words(pl.words, every) or [
                    i for i in every if pl.words[i].word in ROLES], "line"))
                ledger.append(LedgerEntry(number, NOT_READ, pl.line.text))
                continue
            if pl.edited and groups and game_words(pl.words, free) and not any(
                    kind == "question" for _, _, kind in pl.remarks):
                groups[-1].overrides.append(number)
                ledger.append(LedgerEntry(number, READ, pl.line.text, "revision"))
                continue
            if groups and first in _CONTINUATION and game_words(pl.words, free) \
                    and not is_plan(pl.words, every) and kind_of(groups[-1].roles) not in ("draw", "pass"):
                # (a draw takes nothing more: "If it comes out Crowns, great." under it is talk)
                groups[-1].parts.append((number, 0, len(pl.words)))
                ledger.append(LedgerEntry(number, READ, pl.line.text, "action"))
                continue
            strong = unread_game_words(pl, [i for i in range(len(pl.words))])
            if not strong and pl.figures:
                ledger.append(LedgerEntry(number, READ, pl.line.text, "figure"))
                continue
            if strong:
                unused_spans.append((pl, strong, "line"))
                ledger.append(LedgerEntry(number, NOT_READ, pl.line.text))
            else:
                ledger.append(LedgerEntry(number, CHATTER, pl.line.text))
            continue
        if pl.edited and groups and {h.role for h in pl.heads} <= {"mark", "play"} and \
                kind_of(groups[-1].roles) == "colonize":
            groups[-1].overrides.append(number)     # "EDIT: marker 4, not 2"
            ledger.append(LedgerEntry(number, READ, pl.line.text, "revision"))
            continue
        ledger.append(LedgerEntry(number, READ, pl.line.text, "action"))
        _group_line(pl, groups)
        for a, b in getattr(pl, "inline_edits", ()):
            if groups:
                groups[-1].overrides.append((number, a, b))
        covered: set[int] = set()
        for g in groups:
            for n, a, b in g.parts:
                if n == number:
                    covered.update(range(a, b))
        rest = [i for i in range(len(pl.words)) if i not in covered or _inside(pl.asides, i)]
        rest = _drop_own_place(pl, rest, state, player)
        for segment in _sentences(pl, rest):
            questions = [(a, b) for a, b, kind in pl.remarks if kind == "question" and _asks(pl, a, b)]
            asked = [i for i in segment if _inside(questions, i) and (
                coin_value(pl.words[i].word) is not None and pl.words[i].word not in WEAK_VALUES
                or SUITS.get(pl.words[i].word) or pl.words[i].word in ROLES)]
            if asked:
                unused_spans.append((pl, asked, "remark"))
                continue
            strong = unread_game_words(pl, segment)
            acted = [i for i in segment if ROLES.get(pl.words[i].word) in (
                "draw", "colonize", "destroy", "restore", "warp") and not _inside(pl.consumed, i)
                and _verb_position(pl, i) and _has_object(pl, i)]
            if acted and not any(k in ("plan", "wish", "hypothetical", "choice")
                                 for a, b, k in pl.remarks if a <= acted[0] < b) and not any(
                    a <= acted[0] < b and [w.word for w in pl.words[a:b] if not w.punct][:1] == ["or"]
                    for a, b in pl.asides):
                # "Busy turn :) restore my ace and then colonize ...": an action word in the talk
                unused_spans.append((pl, acted + game_words(pl.words, segment), "remark"))
                continue
            if strong and any(a <= i < b for a, b in pl.figures for i in segment):
                strong = []      # talk around a figure ("Null used = auto success"): a warning below
            if strong and any(not pl.words[i].word.isdigit() and (
                    SUITS.get(pl.words[i].word) or coin_value(pl.words[i].word) in ("null", "ace")
                    or pl.words[i].word in STRONG) for i in strong):
                unused_spans.append((pl, strong, "remark"))
                continue
            loose = [i for i in game_words(pl.words, [i for i in segment
                                                      if not _inside(pl.consumed, i)], True)
                     if coin_value(pl.words[i].word) is not None or pl.words[i].word.isdigit()]
            if loose and not is_plan(pl.words, segment):
                quoted = ", ".join(dict.fromkeys(repr(pl.words[i].text) for i in loose))
                diags.append(Diagnostic("col.post.not_checked", f"line {number}: {quoted} in a "
                                        f"remark (\"{_quote(pl.words, segment[0], segment[-1] + 1)}\") "
                                        "was read as talk, not as part of the action, and not "
                                        "checked", W, number))

    choice_left = [pl for pl in lines if any(k == "choice" for _, _, k in pl.remarks)]
    if choice_left and groups:
        pl = choice_left[0]
        diags.append(Diagnostic("col.post.unclear_action", f"line {pl.line.number}: \""
                                f"{pl.line.text.strip()}\" leaves the choice to the GM: please "
                                "choose the action you take", E, pl.line.number, None, FORMS))
    # the action: one group, or a revision of the one before
    actions: list[tuple[Group, str | None]] = [(g, kind_of(g.roles)) for g in groups]
    revised: list[Group] = []
    if len(actions) > 1:
        keep: list[tuple[Group, str | None]] = []
        for g, k in actions:
            if keep and (g.edited or any(h.revision and not h.conditional for h in g.heads)):
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
                if not _has_args(g, by_number):
                    continue
                if not _has_args(prev, by_number):
                    merged[-1] = (g, k)
                    continue
            merged.append((g, k))
        actions = merged
    # read every group (so a refusal can name both actions in canonical words)
    read: list[tuple[Group, str | None, Action | None, Reader, list[int]]] = []
    for g, k in actions:
        reader = Reader(state, player, g.line)
        tokens, origin = _group_words(g, by_number)
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
        if action is not None and k is not None and g.overrides:
            action = _revise(k, action, g, by_number, reader, diags)
        if k == "colonize" and action is not None and getattr(action, "marker", "x") is None \
                and _comma_coins(g, by_number):
            reader.add("col.colonize.unclear_coin", "the coins are listed with a comma and no "
                       "marker is named: are they all used for the roll, or does the last one "
                       "mark the colony? please confirm",
                       hint="e.g. \"colonize using 4, marker 3\" or \"colonize using 3 and 4, "
                       "marker 5\"")
        leftovers = [i for i in game_words(tokens, [i for i in range(len(tokens)) if i not in used], True)
                     if not _inside_rolls(origin[i], by_number)]
        read.append((g, k, action, reader, leftovers))
        if leftovers:
            _leftover_problem(tokens, origin, leftovers, by_number, diags)

    if not read:
        for pl, strong, _ in unused_spans:
            diags.append(_confirm(pl, strong, whole=True))
        if withdrawn:
            diags.append(Diagnostic("col.post.withdrawn", f"the EDIT takes back the action of line "
                                    f"{withdrawn[0].line} and gives none in its place: which action "
                                    "do you take?", E, None, None, FORMS))
            return ParsedPost(None, diags, ledger=ledger, claims=claims, figures=figures)
        diags.append(Diagnostic("col.post.no_action", "no action found in the post: say which of "
                                "the five actions you take", E, None, None, FORMS))
        return ParsedPost(None, diags, ledger=ledger, claims=claims, figures=figures)
    for pl, strong, what in unused_spans:
        diags.append(_confirm(pl, strong, whole=what == "line"))
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
    for _, _, _, other, _ in read[1:]:
        diags.extend(d for d in other.diags if d.severity is not E)
    text = by_number[g.line].line.text if g.line in by_number else None
    return ParsedPost(action, diags, g.line, text, ledger, claims, figures)


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


def _sentences(pl: _Line, idx: list[int]) -> list[list[int]]:
    """`idx` cut into runs of consecutive words, each run cut at the end of a sentence."""
    out: list[list[int]] = []
    last = None
    for i in idx:
        if last is None or i != last + 1 or (pl.words[last].punct and pl.words[last].word in _SENTENCE_END):
            out.append([])
        out[-1].append(i)
        last = i
    return out


_WITHDRAW = (("scratch", "that"), ("ignore", "that"), ("ignore", "this"), ("ignore", "it"),
             ("cancel",), ("nevermind",), ("never", "mind"), ("disregard",), ("withdrawn",),
             ("delete", "that"), ("forget", "it"), ("forget", "that"), ("scrap", "that"),
             ("strike", "that"), ("ignore", "the"), ("ignore", "my"), ("ignore", "previous"),
             ("ignore", "above"), ("cancel", "that"), ("undo", "that"))


def _verb_position(pl: "_Line", i: int) -> bool:
    """Whether the word at `i` stands where a verb of an order stands: first in its clause, or
    after "I'll", "ill", "and then", "to"."""
    if i == 0 or pl.words[i - 1].punct:
        return True
    return pl.words[i - 1].word in ("i", "ll", "ill", "will", "then", "and", "to", "gonna", "im",
                                    "also", "just", "me", "lets", "d", "shall")


def _has_object(pl: "_Line", i: int) -> bool:
    """Whether a coin or a place follows the action word closely ("restore my ace")."""
    for k in range(i + 1, min(len(pl.words), i + 4)):
        w = pl.words[k]
        if w.punct:
            return False
        if (coin_value(w.word) is not None and w.word not in WEAK_VALUES) or SUITS.get(w.word) \
                or w.word in ("planet", "colony"):
            return True
    return False


def _roll_for_coins(pl: "_Line", i: int) -> bool:
    """"Roll with my 2": the roll of a colonization (coins added), not a move."""
    after = []
    for w in pl.words[i + 1:i + 6]:
        if w.punct and w.word in _SENTENCE_END:
            break
        after.append(w.word)
    return bool({"with", "using", "+", "plus"} & set(after)) and not {"to", "move", "toward",
                                                                      "towards", "onto"} & set(after)


def _has_args(g: Group, by_number: dict[int, "_Line"]) -> bool:
    """Whether the group's words hold anything besides its action words (a coin, a place...)."""
    words, _ = _group_words(g, by_number)
    return bool(game_words(words, list(range(len(words))), True))


def _comma_coins(g: Group, by_number: dict[int, "_Line"]) -> bool:
    """Whether the group's coins end "with 3, 4" (a comma, no "and"): the last may be the marker."""
    for number, a, b in g.parts:
        words = by_number[number].words[a:b]
        for k in range(len(words) - 2):
            if (coin_value(words[k].word) is not None and words[k].word not in WEAK_VALUES
                    and words[k + 1].punct and words[k + 1].word == ","
                    and coin_value(words[k + 2].word) is not None and words[k + 2].word not in WEAK_VALUES
                    and (k + 3 >= len(words) or words[k + 3].punct and words[k + 3].word != ",")
                    and not any(w.word in ("and", "&", "+") for w in words[max(0, k - 6):k])
                    and any(w.word in ("with", "using", "use") for w in words[:k])
                    and not any(w.word in ("of",) for w in words[k + 1:k + 3])):
                return True
    return False


def _revise(kind: str, action: Action, g: Group, by_number: dict[int, "_Line"], reader: Reader,
            diags: list[Diagnostic]) -> Action:
    """The action with what its EDIT lines change ("EDIT: colony coin 4 not 5", "EDIT: 5 of Suns
    then"): each part the EDIT names replaces that part; a part it does not name stays."""
    from gm_tool.games.colonization.actions import CoinWarp, Colonize, Destroy, Restore, RollMove

    for entry in g.overrides:
        number, a, b = entry if isinstance(entry, tuple) else (entry, 0, None)
        pl = by_number[number]
        words = [w.word for i, w in enumerate(pl.words[a:b], a) if not w.punct
                 and not _inside(pl.consumed, i) and w.word not in ("edit", "edited", "make", "that",
                                                                     "it")]
        if isinstance(entry, tuple):
            words = words[:next((k for k, w in enumerate(words) if w in ("i", "because", "since",
                                                                         "so")), len(words))]
        swapped = _swap(action, words)
        if swapped is not None:      # "EDIT: make that the 3 instead of the 2"
            action = swapped
            diags.append(Diagnostic("col.post.revised", f"line {number} (EDIT) revises the action "
                                    f"of line {g.line}: read with the EDIT's change", W, number))
            continue
        used: set[int] = set()
        probe = Reader(reader.state, reader.player, number)
        new = read_action(kind, words, probe, used)
        reader.diags.extend(d for d in probe.diags if d.code != "col.warp.coin_implied"
                            and d.code != "col.move.roll_implied")
        if isinstance(action, Colonize) and isinstance(new, Colonize):
            coins_named = any(w in ("with", "using", "use", "no", "without") for w in words)
            action = Colonize(new.planet or action.planet, new.coins if coins_named else action.coins,
                              new.marker or action.marker)
        elif isinstance(action, RollMove) and isinstance(new, RollMove) and new.targets:
            action = new
        elif isinstance(action, Restore) and isinstance(new, Restore) and new.coins:
            action = new
        elif isinstance(action, CoinWarp) and isinstance(new, CoinWarp):
            action = new
        elif isinstance(action, Destroy) and isinstance(new, Destroy) and new.planet:
            action = new
        diags.append(Diagnostic("col.post.revised", f"line {number} (EDIT) revises the action of "
                                f"line {g.line}: read with the EDIT's change", W, number))
    return action


_INSTEAD_OF = (("instead", "of"), ("rather", "than"), ("in", "place", "of"), ("not",))


def _swap(action: Action, words: list[str]) -> Action | None:
    """An EDIT that swaps one coin for another ("the 3 instead of the 2", "4 rather than 5",
    "3 not 2"): the coin it replaces, wherever the action has it (a coin used, the marker, a
    coin restored); None when the words do not say so plainly."""
    from gm_tool.games.colonization.actions import Colonize, Restore

    for k in range(1, len(words)):
        for phrase in _INSTEAD_OF:
            if tuple(words[k:k + len(phrase)]) != phrase:
                continue
            after = [coin_value(w) for w in words[k + len(phrase):k + len(phrase) + 2]
                     if w not in WEAK_VALUES and w != "the"]
            before = [coin_value(w) for w in words[:k] if w not in WEAK_VALUES and w != "the"
                      and coin_value(w) is not None]
            old = after[0] if after else None
            if old is None or len(before) != 1:
                return None
            new = before[0]
            if isinstance(action, Colonize):
                if old in action.coins and new not in action.coins and new != action.marker:
                    return Colonize(action.planet, tuple(new if c == old else c for c in action.coins),
                                    action.marker)
                if old == action.marker and new not in action.coins:
                    return Colonize(action.planet, action.coins, new)
            if isinstance(action, Restore) and old in action.coins and new not in action.coins:
                return Restore(tuple(new if c == old else c for c in action.coins))
            return None
    return None


def _withdraws(pl: "_Line") -> bool:
    """An EDIT line that takes back the action above without giving another ("EDIT: scratch
    that")."""
    seq = [w.word for w in pl.words if not w.punct]
    return any(tuple(seq[k:k + len(p)]) == p for p in _WITHDRAW for k in range(len(seq)))


def _inside_rolls(origin: tuple[int, int], by_number: dict[int, _Line]) -> bool:
    line, i = origin
    pl = by_number.get(line)
    return pl is not None and i >= 0 and _inside(pl.consumed, i)


def _group_line(pl: _Line, groups: list[Group]) -> None:
    """The line's heads into groups: a head joins the group before when their roles make one
    action (across lines: when it adds a role the group has not got, "If I roll a null, warp to
    ..." under "Roll and move to ..."), else starts a new group."""
    number = pl.line.number
    line_groups: list[Group] = []
    current: Group | None = None
    if groups and groups[-1].heads and not pl.edited:
        prev = groups[-1]
        first = pl.heads[0]
        line_roles = {h.role for h in pl.heads}
        before = kind_of(prev.roles)
        if (not (first.revision and not first.conditional) and before is not None
                and kind_of(prev.roles | line_roles) == before
                and (first.conditional or not line_roles & prev.roles)):
            current = prev
    ends = sorted(i for i, w in enumerate(pl.words) if w.punct and w.word in _SENTENCE_END)

    def sentence(i: int) -> int:
        return sum(1 for e in ends if e < i)

    for h in pl.heads:
        last = current.heads[-1] if current is not None and current.heads else None
        new_sentence = (last is not None and last.line == number and sentence(last.index) != sentence(h.index)
                        and h.role not in ("play", "mark") and not h.conditional
                        and h.role not in current.roles
                        and not (h.role == "roll" and _roll_for_coins(pl, h.index)))
        moved = h.moving or any(x.moving for x in current.heads) if current is not None else False
        if moved and kind_of(current.roles | {h.role}) in ("colonize", "destroy"):
            new_sentence = True    # "roll to the 5 of Suns then colonize it": a move, then another action
        if current is not None and kind_of(current.roles | {h.role}) is not None and not new_sentence \
                and not (h.revision and not h.conditional and current.heads
                         and current.heads[0].line == number
                         and kind_of(current.roles) is not None and h.role in current.roles):
            current.heads.append(h)
            continue
        current = Group([h], [], pl.edited)
        groups.append(current)
        line_groups.append(current)
    # the words of the line for each group: from its first head's clause to the next group's
    starts = []
    for g in line_groups:
        h = next(x for x in g.heads if x.line == number)
        starts.append(_clause_start(pl, h.index))
    # a remark in its own sentence before the first action is not the action's
    first_start = 0
    if starts:
        # a clause before the action word belongs to it only when it names a place and nothing
        # else ("Ace of Crowns: colonize with 3"); other words before it are a remark
        first_start = starts[0]
        for c in reversed([c for c in pl.clauses if c.end <= starts[0]]):
            words = [w.word for w in pl.words[c.start:c.end] if not w.punct]
            if words and any(SUITS.get(w) for w in words) and all(
                    SUITS.get(w) or coin_value(w) is not None or w in ("of", "the", "sun", "on", "at")
                    for w in words):
                first_start = c.start
            else:
                break
    bounds = starts[1:] + [len(pl.words)]
    for n, g in enumerate(line_groups):
        a = first_start if n == 0 else starts[n]
        end = _span_end(pl, starts[n], bounds[n])
        if g.roles == {"draw"}:
            # a draw takes nothing: a later sentence ("If Arms gets one, ...") is a remark
            at = next(h.index for h in g.heads if h.line == number)
            end = min([end] + [e + 1 for e in ends if e > at])
        g.parts.append((number, a, end))
    # heads that joined a group of an earlier line: that group takes the line up to the first
    # group of this line
    # (heads join in line order, so a group with a head here has it last; groups compared by
    # identity: a 1,000-line post compared every group with every other, by value)
    mine = {id(g) for g in line_groups}
    joined = [g for g in groups if id(g) not in mine and g.heads and g.heads[-1].line == number]
    for g in joined:
        end = starts[0] if starts else len(pl.words)
        a = 0
        g.parts.append((number, a, _span_end(pl, a, end)))


def _clause_start(pl: _Line, i: int) -> int:
    c = _clause_of(pl, i)
    return c.start if c is not None else i


def _clause_of(pl: _Line, i: int) -> Clause | None:
    for c in pl.clauses:
        if c.start <= i < c.end:
            return c
    return None


def _span_end(pl: _Line, start: int, bound: int) -> int:
    """Where the action's words end: at `bound`, or before a later sentence that is a remark
    (it starts with no word carrying the action on: "Good luck all!")."""
    heads_at = sorted(h.index for h in pl.heads)
    for c in pl.clauses:
        if c.start <= start or c.start >= bound:
            continue
        if any(c.start <= h < bound for h in heads_at):
            continue           # an action word of this group further on: not a remark yet
        if c.sentence_start:
            first = pl.words[c.start].word
            if first not in _CONTINUATION and not any(o in _CONTINUATION or o in CONDITIONAL
                                                      for o in c.openers):
                return _boundary_before(pl, c.start)
        if any(o in ("because", "since", "though", "although") for o in c.openers) or \
                pl.words[c.start].word in ("hope", "hoping", "fingers", "wish"):
            return _boundary_before(pl, c.start)
    return bound


def _boundary_before(pl: _Line, i: int) -> int:
    while i > 0 and (pl.words[i - 1].punct or pl.words[i - 1].word in _BOUNDARY_WORDS):
        i -= 1
    return i


def _group_words(g: Group, by_number: dict[int, _Line]) -> tuple[list[Word], list[tuple[int, int]]]:
    words: list[Word] = []
    origin: list[tuple[int, int]] = []
    for number, a, b in g.parts:
        pl = by_number[number]
        for i in range(a, b):
            if _inside(pl.consumed, i) or pl.words[i].punct or _inside(pl.asides, i):
                continue
            words.append(pl.words[i])
            origin.append((number, i))
    return words, origin


def _leftover_problem(tokens: list[Word], origin: list[tuple[int, int]], leftovers: list[int],
                      by_number: dict[int, _Line], diags: list[Diagnostic]) -> None:
    """The words of the game the action's reader did not use: numbers the reader cannot place
    are a warning; coins, suits, places and action words make the post ask."""
    by_line: dict[int, list[int]] = {}
    for i in leftovers:
        by_line.setdefault(origin[i][0], []).append(origin[i][1])
    for number, idx in by_line.items():
        pl = by_number[number]
        figures = [i for i in idx if pl.words[i].word.isdigit() and coin_value(pl.words[i].word) is None]
        coinish = [i for i in figures if _coin_slot(pl.words, i)]
        figures = [i for i in figures if i not in coinish]
        for i in coinish:
            # "colonize the 4 w 23": no coin is 23 — the 2 and the 3, or one of them?
            digits = " and ".join(pl.words[i].word) if len(pl.words[i].word) <= 6 else pl.words[i].word
            diags.append(Diagnostic("col.coin.unknown", f"line {number}: there is no coin "
                                    f"{pl.words[i].text!r} (coins are Null, Ace, 2, 3, 4, 5): "
                                    "which coins do you mean? please confirm", E, number, None,
                                    f"e.g. \"with the {digits}\" or name one coin"))
        words = [i for i in idx if i not in figures and i not in coinish]
        if figures:
            quoted = ", ".join(repr(pl.words[i].text) for i in figures)
            diags.append(Diagnostic("col.post.figure_not_placed", f"line {number}: the figure "
                                    f"{quoted} in \"{pl.line.text.strip()}\" was not read: it is not "
                                    "a coin, a place or a path", W, number))
        if words:
            diags.append(_confirm(pl, words, whole=False))


_COIN_KEYS = frozenset({"with", "w", "using", "use", "marker", "mark", "coin", "coins", "plus",
                        "adding", "spending", "restore", "play", "playing"})


def _coin_slot(words: list[Word], i: int) -> bool:
    """Whether the number at `i` stands where a coin is named ("w 23", "marker 45", "using the
    23"), not beside the action as a figure."""
    k = i - 1
    while k >= 0 and words[k].word in ("the", "my", "a"):
        k -= 1
    return k >= 0 and words[k].word in _COIN_KEYS


def _confirm(pl: _Line, idx: list[int], whole: bool) -> Diagnostic:
    number = pl.line.number
    quoted = ", ".join(dict.fromkeys(repr(pl.words[i].text) for i in idx))
    guess = _did_you_mean(pl, idx)
    if whole:
        message = (f"line {number}: \"{pl.line.text.strip()}\" was not read, but it names "
                   f"{quoted}: please confirm what you mean")
    else:
        message = (f"line {number}: {quoted} in \"{pl.line.text.strip()}\" was not read as part "
                   "of your action: please confirm what you mean")
    return Diagnostic("col.post.please_confirm", message, E, number, None,
                      guess or "write the action on its own, e.g. " + FORMS)


def _did_you_mean(pl: _Line, idx: list[int]) -> str | None:
    """An action line built from the words the player wrote, when they point at one."""
    words = [w.word for w in pl.words if not w.punct]
    roles = {ROLES[w] for w in words if w in ROLES}
    for w in words:
        if w not in ROLES and len(w) >= 4 and w.isalpha() and SUITS.get(w) is None \
                and VALUES.get(w) is None:
            close = ROLE_VOCABULARY.close(w)
            if close:
                return f"did you mean \"{close}\"? e.g. " + _example(ROLE_VOCABULARY[close])
    if roles:
        role = sorted(roles)[0]
        return "did you mean: " + _example(role)
    return None


def _example(role: str) -> str:
    return {"draw": "\"Draw a planet\"",
            "colonize": "\"Colonize the 3 of Moons: roll with the 2 coin; marker coin Ace\"",
            "destroy": "\"Attack the colony on the 3 of Moons\"",
            "roll": "\"Roll and move to the 3 of Moons\"",
            "move": "\"Roll and move to the 3 of Moons\"",
            "warp": "\"Play the Null coin: warp to the sun of Arms\"",
            "play": "\"Play the Null coin: warp to the sun of Arms\"",
            "restore": "\"Restore the 3 coin\"",
            "mark": "\"Colonize the 3 of Moons: roll with no coins; marker coin Ace\"",
            "pass": "one of the five actions"}.get(role, FORMS)


# Claims: status lines a player copies ("Stash: null, ace, 2", "Turn 12", "Score: 7") -----------

def _claim_line(pl: _Line) -> ClaimLine | None:
    """A status line: a label ("Stash", "Discard", "Ship", "Score", "Turn", "Colonies") and what
    follows it; None when the line is not one."""
    words = [w for w in pl.words]
    plain = [w.word for w in words if not w.punct]
    if not plain:
        return None
    label_end = None
    kind = None
    for length in (4, 3, 2, 1):
        label = " ".join(plain[:length])
        if label in CLAIM_LABELS:
            kind = CLAIM_LABELS[label]
            label_end = length
            break
    if kind is None:
        return None
    rest = plain[label_end:]
    from gm_tool.games.colonization.posts.grammar import find_places
    coins = tuple(coin_value(w) for w in rest if coin_value(w) is not None and w not in ("a", "one"))  # type: ignore[misc]
    number = next((int(w) for w in rest if w.isdigit()), None)
    if kind in ("stash", "discard"):
        if not coins and not any(w in ("empty", "none", "nothing", "no") for w in rest):
            return None
        if any(w in ROLES for w in rest[:1]):
            return None
        return ClaimLine(pl.line.number, kind, pl.line.text,
                         coins=() if any(w in ("empty", "none", "nothing") for w in rest) else coins,
                         after=bool({"after", "afterwards", "will", "then"} & set(rest[:3])))
    if kind == "ship":
        places, _ = find_places(rest, Reader(None, None, None))
        if not places or any(w in ROLES for w in rest):
            return None
        return ClaimLine(pl.line.number, kind, pl.line.text, places=tuple(p for _, p in places))
    if kind in ("score", "turn", "colonies"):
        if number is None or any(w in ROLES for w in rest):
            return None
        return ClaimLine(pl.line.number, kind, pl.line.text, number=number)
    return None
