"""Turn posts: forum text -> one Action, read the way a GM reads it.

A post goes through the reading kit first (`gm_tool.core.reading`): `scan` (quotes, markup,
typography), then the habits every forum has (`habits.habitual`: smileys, abbreviations such as
"w/" and "pls", spaced dashes as separators; `edit_marker`, `signature_start`). Each line is then
cut into clauses (at ";" and ","; a die's ":" starts its activation's clause; a remark in
parentheses is a clause of its own, except a die's fuel "(+1 fuel -> 6)") and each clause is read
as a bag of known words (`tokenize` and the Vocabularies of posts/words.toml):

    black 6 to Nebra, blue 1: water
    move 3 with red to the Ridback, activate with green 5 (+1 fuel -> 6)
    dock for fuel with blue and green
    black 2 to the left Manufactory, green 5: take the red pod from row 5, build on Thebes 27
    ...; bonus: water and steel; crew on Thebes 30; free pod: the blue pod from row 6 on Xi'an 3
    ...; free achievement: statue of the chain on Cuzco 40; influence on Thebes; 2 CP for water
    ...; pay artifact for the pod; the red pod from row 3-4 (paying palladium)

At the setup and bonus steps: `mat: Mat C`, `ship to Nebra`, `set red to 6`, `flip black`,
`no change`, `take water`, `influence on Thebes`.

What a GM does, the reader does:

- a die named again is the same die ("Blue at Jyo so +1 CP" is a remark about the blue die, not a
  third die); a post with the dice of two actions is refused, naming both;
- a die's value as written is checked against the die; fuel is written `(+1 fuel -> 6)`,
  `+1 fuel`, `-> 6` or `as 6`. Fuel the player did not write is never spent: when the named
  destination, row or materials need fuel, the post is refused naming the fuel (unless the post
  says how much fuel it spends, "spending 1 fuel", and that is exactly what is needed);
- every figure the player writes (CP, fuel, influence, crew, artifacts, totals) is kept as a
  `Figure` and checked against the rules' outcome (posts/figures.py);
- every line ends in one state of the kit's `Ledger`: read, chatter, or not read; a line not read
  that names a word of the game, or a word of the game left unused on an order line, makes the
  post "not accepted — please confirm".

It never raises, and it is linear in the post (a 64 KB post is read in well under 0.3 s).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from gm_tool.core.diagnostics import Diagnostic, Severity
from gm_tool.core.matching import fold
from gm_tool.core.reading import ARROW, NUM, PUNCT, WORD, Token, is_comment, scan, tokenize
from gm_tool.core.reading.habits import (Ledger, dash_separators, edit_marker,
                                         expand_abbreviations, multipliers, signature_start,
                                         strip_smileys, verb_base)
from gm_tool.games.beta_colony.actions import Action
from gm_tool.games.beta_colony.board import (COLONY_SPACES, DICE, LOCATION_NAMES, MANUFACTORIES,
                                             MATERIAL_OF, MOONS, ROW_VALUES, ROWS, row_of)
from gm_tool.core.reading import talk as K
from gm_tool.games.beta_colony.posts import vocabulary as V
from gm_tool.games.beta_colony.rules.common import COLONY_KEYS, active_bonus, has_power

E, W, I = Severity.ERROR, Severity.WARNING, Severity.INFO

_SPLIT = re.compile(r"[;\n]")
_TOTAL_ARROW = "->"


@lru_cache(maxsize=2048)
def _verb(word: str, verb: str) -> bool:
    return verb_base(word, V.VERBS[verb]) is not None


@dataclass
class Figure:
    """A figure the player wrote, to be checked against the rules' outcome (posts/figures.py):
    `kind` cp, fuel, influence, crew or artifact; `spend` for fuel spent on the dice; `total`
    for a total ("6 CP total", "2 fuel left") rather than a change."""

    kind: str
    amount: int
    line: int
    text: str
    total: bool = False
    spend: bool = False
    colony: str = ""
    either: bool = False           # "fuel 8", "10 fuel": the change or the total, whichever fits
    before: bool = False           # "CP 12 -> 17": what the player had before the action
    material: str = ""             # kind "material": which


@dataclass
class Mention:
    """A material named in a remark ("(and the mat food)"): it must be something the action
    gives, takes or spends (checked with the outcome)."""

    material: str
    line: int
    text: str


@dataclass
class Read:
    action: Action | None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    line: int | None = None
    figures: list[Figure] = field(default_factory=list)
    mentions: list[Mention] = field(default_factory=list)
    ledger: Ledger = field(default_factory=Ledger)
    wants: list = field(default_factory=list)
    named_pays: list = field(default_factory=list)

    @property
    def accepted(self) -> bool:
        return self.action is not None and not any(d.severity is E for d in self.diagnostics)


@dataclass
class DieRef:
    colour: str
    value: int | None = None
    fuel: int | None = None        # signed as written; None: not written
    unsigned: bool = False         # "1 fuel": the direction is not written
    target: int | None = None
    activate: bool = False
    move: bool = False
    line: int = 0
    clause: int = 0                # the index of its clause
    tok: int = 0                   # its token in the clause
    moves_to: bool = False         # "red 3 to the Ridback": the die that moves
    colon: bool = False            # "blue 1: water": the die before a colon activates


@dataclass
class Clause:
    line: int
    text: str
    remark: bool = False           # a remark in parentheses, or a comment line
    index: int = 0
    parent: int = -1               # a remark's clause
    words: list[str] = field(default_factory=list)
    dice: list[DieRef] = field(default_factory=list)
    location: str = ""
    ccw: bool = False
    materials: list[str] = field(default_factory=list)
    pod_colour: str = ""
    pod_influence: int | None = None   # "green 0 (2 CP)": the pod's printed influence
    pod_bonus: str = ""                # ... and its bonus
    pays: list = field(default_factory=list)      # (material or "artifact", "pod"/"space"/"")
    mat_ctx: list = field(default_factory=list)   # for each material: after a pod, a space
    rel: list = field(default_factory=list)       # (space, colony, n): "Thebes 3", a space or a track
    row: int | None = None
    column: int | None = None
    spaces: list[int] = field(default_factory=list)
    colonies: list[str] = field(default_factory=list)
    achievement: str = ""
    artifact: bool = False
    pair: str = ""
    unknown: list[str] = field(default_factory=list)
    flags: set = field(default_factory=set)
    figures: list[Figure] = field(default_factory=list)
    understood: int = 0
    used: bool = False
    sentence: int = 0              # which sentence of the post it is in
    to_unknown: list = field(default_factory=list)   # words after "to" that are no location

    @property
    def meaningful(self) -> bool:
        return bool(self.understood or self.flags or self.spaces or self.figures or self.rel
                    or self.pays)


class Reader:
    def __init__(self, state: dict[str, Any], player: str):
        self.state = state
        self.player = player
        self.seat = state["seats"][player]
        self.diags: list[Diagnostic] = []
        self.mat_words, self.ach_words = V.board_words(state)
        self.first_line: int | None = None
        self.line_text: dict[int, str] = {}
        self.chatter_lines: set[int] = set()
        self.replaced: set[int] = set()
        self.ledger = Ledger()
        self.figures: list[Figure] = []
        self.mentions: list[Mention] = []
        self.spend_figure: int | None = None
        self._cx = ""                  # what a payment in the next clause pays for
        self._last_unit = ""           # the unit of the last figure on the line
        self.wants: list[tuple[str, int]] = []   # bonuses the post counts on, unnamed
        self.named_pays: list[str] = []          # payments named for a cultural achievement
        self.asides: list[tuple[int, str]] = []  # talk around the order (read when nothing else is)
        self.too_many = False
        self._sentence = 0
        self.explicit_pay = False
        self.by_power = False
        self.implied: list[str] = []             # dice the post leaves out (the only ones left)

    def add(self, code: str, message: str, line: int | None, severity: Severity = E,
            hint: str | None = None) -> None:
        self.diags.append(Diagnostic(code, message, severity, line, None, hint))

    # clauses ------------------------------------------------------------------------------
    def clauses(self, text: str) -> list[Clause]:
        reading = scan(text, max_lines=MAX_LINES + 1)
        self.diags.extend(reading.notes)
        out: list[Clause] = []
        lines = reading.lines
        if len(lines) > MAX_LINES:
            # an action is a line or two: a post of hundreds of lines is chatter or a paste
            # error, and reading it all would keep the GM waiting
            self.add("bc.post.too_long", f"the post has more than {MAX_LINES} lines; only the "
                     f"first {MAX_LINES} were read", lines[MAX_LINES].number, W,
                     hint="post the action alone, in a line or two")
            lines = lines[:MAX_LINES]
        signature = signature_start([line.text for line in lines])
        tail = ""
        for k, line in enumerate(lines):
            self.line_text.setdefault(line.number, line.text)
            if signature is not None and k >= signature:
                self.chatter_lines.add(line.number)
                continue
            raw = line.text
            edit = edit_marker(raw)
            if edit is not None:
                raw = edit
            body = _habitual(raw, " " if self.state["phase"] == "mat" else ", ")
            if not body:
                continue
            start = len(out)
            if is_comment(body):
                # "Note: ...", "PS ...", "OOC ...", a line wholly in parentheses: talk
                self.chatter_lines.add(line.number)
                continue
            remark = False
            self._cx = ""
            self._last_unit = ""
            correction = None
            correction_end = None
            wrapped, tail = tail, _wrapped_tail(body)
            for n_sentence, sentence in enumerate(K.sentences(body)):
                self._sentence += 1
                if n_sentence == 0 and wrapped and self._wrapped_talk(wrapped, sentence):
                    # "Dana, you're quiet, plotting something in / Thebes I bet.": a sentence
                    # wrapped onto the next line is read whole, as the talk it is
                    self.asides.append((line.number, sentence))
                    continue
                if correction is not None and correction_end is None and any(
                        not c.remark and c.meaningful for c in out[correction[0]:]):
                    correction_end = len(out)     # the revision is the sentence that has one
                if correction is None and K.is_correction(sentence) and out:
                    # "... wait, Cy is there. Nebra then.": what follows revises the order
                    correction = (len(out), sentence)
                talking = False
                for part in _SPLIT.split(sentence):
                    for piece in _split_commas(part):
                        piece = piece.strip()
                        if not piece:
                            continue
                        if self._later(piece):
                            self.add("bc.post.chatter", f"read as talk about later: "
                                     f"{_quote(piece)!r}", line.number, I)
                            continue
                        if self._aside(piece, sentence) or self._talk_goes_on(piece, talking):
                            self.asides.append((line.number, piece))
                            talking = True
                            continue
                        talking = False
                        piece = K.if_yes(piece)
                        if len(out) >= MAX_CLAUSES:
                            if not self.too_many:
                                self.too_many = True
                                self.add("bc.post.too_long", f"the post has more than "
                                         f"{MAX_CLAUSES} parts: too many for one action; the "
                                         "rest was not read", line.number, E,
                                         hint="post the action alone, in a line or two")
                            break
                        for c in self._die_split(line.number, piece):
                            c.sentence = self._sentence
                            self._remarks(c, remark, out)
            if correction is not None and edit is None and any(
                    not c.remark and c.meaningful for c in out[correction[0]:]):
                end = correction_end if correction_end is not None else len(out)
                rest = out[end:]
                out = self._edit(out[:end], correction[0], line.number,
                                 correction[1].replace("?", "")) + rest
            if edit is not None:
                out = self._edit(out, start, line.number, edit)
        for i, c in enumerate(out):
            c.index = i
            for d in c.dice:
                d.clause = i
        return out

    def _orders_something(self, piece: str) -> bool:
        """A piece with a verb or a word of an order (build, take, dock, a location, a
        material, an achievement)."""
        words = [t.word for t in tokenize(piece) if t.kind == WORD]
        return any(w in ("dock", "docking") or w in V.LOCATIONS.table and w != "the"
                   or w in V.MATERIALS.table or w in self.ach_words
                   or any(_verb(w, v) for v in ("take", "build", "move", "activate", "dock"))
                   for w in words)

    def _talk_goes_on(self, piece: str, talking: bool) -> bool:
        """"Cuzco is where I'm weakest, 1 crew and track 1": after talk in the same sentence,
        a part that only states figures (no sign, no die, place or verb of an order) goes on
        with the talk."""
        if not talking or re.search(r"[+\u2212-]\s*\d|->|\u2192|=", piece):
            return False
        words = [t.word for t in tokenize(piece) if t.kind == WORD]
        if not any(ch.isdigit() for ch in piece):
            return False
        return not any(w in V.DICE.table or w in V.LOCATIONS.table or w in V.MATERIALS.table
                       or w in ("dock", "pod", "pods", "row", "bonus")
                       or any(_verb(w, v) for v in V.VERBS) for w in words)

    def _wrapped_talk(self, before: str, sentence: str) -> bool:
        """The end of a sentence begun on the line before (a paragraph wrapped by hand), when
        the whole sentence talks to or about another player and this part orders nothing."""
        words = {t.word for t in tokenize(sentence) if t.kind == WORD}
        if any(ch.isdigit() for ch in sentence) or words & (set(V.DICE.table) | {"dock"}):
            return False
        whole = {t.word for t in tokenize(before + " " + sentence) if t.kind == WORD}
        return K.about_others(whole, {fold(p) for p in self.state["seats"] if p != self.player})

    def _edit(self, out: list[Clause], start: int, number: int, text: str) -> list[Clause]:
        """An EDIT line revises the order above it: a whole new action replaces it; a die, the
        materials, a colony, a location or a space replaces the same part of it. When that is
        unclear ("EDIT: or should I dock?"), the player is asked."""
        new = [c for c in out[start:] if not c.remark]
        old = [c for c in out[:start] if not c.remark]
        if not new or not old:
            return out
        if "?" in text or re.search(r"\bor\b", text, re.IGNORECASE):
            self.add("bc.post.edit_unclear", f"the EDIT on line {number} does not say clearly "
                     f"what it replaces: {_quote(text)!r}", number,
                     hint="post the whole action again, as you want it")
            return out
        dice = [d for c in new for d in c.dice]
        negated = K.negated(text, DICE)
        if negated:
            # "green not blue", "blue instead of red": the die after "not" is the one replaced
            dice = [d for d in dice if d.colour not in negated]
            for c in new:
                c.dice = [d for d in c.dice if d.colour not in negated]
        if len({d.colour for d in dice}) >= 2 or any("dock" in c.flags for c in new):
            for c in old:
                self.replaced.add(c.line)
            self.add("bc.post.edit", "read the order after the EDIT marker, in place of the one "
                     "on line" + ("s " if len(self.replaced) > 1 else " ")
                     + ", ".join(map(str, sorted(self.replaced))), number, I)
            return [c for c in out if c.remark or c.line not in self.replaced]
        changed = []
        if any(f.startswith("mat:") for c in new for f in c.flags):
            for c in old:
                c.flags = {f for f in c.flags if not f.startswith("mat:")}
            changed.append("the mat")
            dice = []       # "EDIT: Mat B – the Nebra water + black die for pods": its powers
        not_taken = {V.MATERIALS.table[w] for w in K.negated(text, list(V.MATERIALS.table))
                     if w in V.MATERIALS.table}
        if not_taken:
            # "EDIT: make that steel, not organics": the material after "not" is the one replaced
            for c in new:
                keep = [(m, x) for m, x in zip(c.materials, c.mat_ctx or [""] * len(c.materials))
                        if m not in not_taken]
                if len(keep) != len(c.materials):
                    c.materials = [m for m, _ in keep]
                    c.mat_ctx = [x for _, x in keep] if c.mat_ctx else c.mat_ctx
        for d in dice:
            before = [x for c in old for x in c.dice]
            if any(x.colour == d.colour for x in before):
                continue
            if len(before) == 1 and self.state["phase"] == "die_bonus":
                gone = before
            elif d.activate:
                gone = [x for x in before if x.colon or x.activate]
            elif d.move or d.moves_to:
                gone = [x for x in before if x.moves_to or x.move]
            else:
                gone = []
            if len(gone) != 1:
                self.add("bc.post.edit_unclear", f"the EDIT on line {number} names the "
                         f"{d.colour} die: in place of which?", number,
                         hint="post the whole action again, as you want it")
                return out
            for c in old:
                c.dice = [x for x in c.dice if x is not gone[0]]
            changed.append("the die")
        if any(c.materials for c in new):
            for c in old:
                c.materials, c.mat_ctx = [], []
            changed.append("the materials")
        if any(c.colonies and not c.spaces for c in new) and self.state["phase"] == "cycle_bonus":
            for c in old:
                c.colonies = []
            changed.append("the colony")
        if any(c.location for c in new):
            for c in old:
                c.location = ""
            changed.append("the destination")
        if any(c.spaces or c.rel for c in new):
            for c in old:
                c.spaces, c.rel = [], []
            changed.append("the space")
        if changed:
            self.add("bc.post.edit", f"the EDIT on line {number} replaces "
                     + " and ".join(changed) + " of the order above", number, I)
        return out

    def _remarks(self, c: Clause, remark: bool, out: list[Clause]) -> None:
        """`c` and, as clauses of their own, its remarks in parentheses (not a die's fuel)."""
        c.remark = c.remark or remark
        out.append(c)

    def _later(self, text: str) -> bool:
        """A line about later turns ("Jyo next turn", "hopefully Thebes later"): talk, never
        this post's order (a line with a figure or a die's value is read)."""
        words = [t.word for t in tokenize(text) if t.kind == WORD]
        if any(ch.isdigit() for ch in text):
            # "it sets me up for the 2 fuel at 4 next time": a plan, with its figures, when no
            # die and no arrow says an order
            return bool(_NEXT_TIME.search(text)) and not set(words) & set(V.DICE.table) and \
                not re.search(r"→|->|=>", text)
        for i, w in enumerate(words):
            if w == "next":
                if i + 1 == len(words) or words[i + 1] in ("turn", "round", "time", "action",
                                                           "cycle", "go", "one", "move", "up"):
                    return True
            elif w in V.LATER_WORDS:
                return True
        return False

    def _aside(self, piece: str, sentence: str) -> bool:
        """A question to the GM ("can I use my black as a 1?"), the alternative if the order
        is not allowed ("If not I'll dock"), or a wish ("need the steel for the Building"): not
        the order. The order itself is checked by the rules as written."""
        if K.is_alternative(sentence) or K.is_question_to_gm(sentence):
            return True
        if _BESIDE.match(piece) and not _DIE_VALUE.search(piece):
            # "Next to the pink on 33, so Thebes 6 → 9": why the influence is what it is; the
            # space named is the neighbour, not where the pod goes
            return True
        words = {t.word for t in tokenize(piece) if t.kind == WORD}
        if sentence.rstrip().endswith("?") and _has_figure(piece) and not (
                words & (set(V.DICE.table) | set(V.LOCATIONS.table) | set(V.MATERIALS.table))):
            return True           # "+1 CP? no, ...": a figure asked about, not claimed
        if any(ch.isdigit() for ch in piece) and "dock" not in words and \
                K.about_the_past(words) and not _DIE_VALUE.search(piece) and K.about_others(
                {t.word for t in tokenize(sentence) if t.kind == WORD},
                {fold(p) for p in self.state["seats"] if p != self.player}):
            # "Elif, that red pod on Xi'an 15 was brutal": what another player did, with its
            # space or figure, is talk (a die with its value says an order)
            return True
        if self.state["phase"] == "actions" and not any(ch.isdigit() for ch in piece) and \
                len(words) >= 5 and not any(
                w in V.DICE.table or w in V.LOCATIONS.table or w in V.MATERIALS.table
                or w in V.COLONIES.table or w in V.POD_COLOURS.table
                or w in ("dock", "pod", "pods", "row", "bonus", "fuel", "artifact", "mat", "none",
                         "nothing", "pass", "flip")
                or any(_verb(w, v) for v in V.VERBS) for w in words):
            # "Not going to win the majority there but every crew helps against the ...":
            # prose that names no die, place, material or pod and no verb of an order is talk
            return True
        if not any(ch.isdigit() for ch in piece) and "dock" not in words:
            # talk: a question ("anyone else going to Cuzco?"), about another player ("nice
            # Thebes pod, Bob"), or about what already happened ("Jyo was a good call")
            if sentence.rstrip().endswith("?"):
                return True
            if K.about_others(words, {fold(p) for p in self.state["seats"] if p != self.player}) \
                    and not words & {"copying", "copy", "copycat", "same", "mirroring"}:
                # ("copying Aiko: influence on Xi'an" is the player's own order, like Aiko's)
                return True
            if K.about_the_past(words):
                return True
        if self.state["phase"] == "actions" and not any(ch.isdigit() for ch in sentence):
            # "Red dice hate me today": a sentence naming dice and nothing else of the game
            said = {t.word for t in tokenize(sentence) if t.kind == WORD}
            if said & set(V.DICE.table) and not (
                    said & (set(V.LOCATIONS.table) | set(V.MATERIALS.table) | set(V.COLONIES.table)
                            | set(V.UNITS.table) | {"dock", "docking", "docks", "manufactory",
                                                    "nexus", "pod", "row", "activate", "move",
                                                    "moving", "activating", "fuel"})):
                return True
        return bool(words & V.WISH_WORDS) and not (words & set(V.DICE.table)) and \
            not ("bonus" in words and words & set(V.MATERIALS.table)) and \
            "dock" not in words and not any(ch.isdigit() for ch in piece.split("need")[0][-3:]) \
            and not _has_figure(piece)

    def _asked(self, piece: str) -> list[str]:
        """The materials, dice and locations a question names ("actually steel?"): a second
        thought about the order."""
        if not piece.rstrip().endswith("?") and "?" not in piece:
            return []
        words = [t.word for t in tokenize(piece) if t.kind == WORD]
        out = []
        for w in words:
            if w in V.MATERIALS.table or w in V.DICE.table or w in V.LOCATIONS.table and \
                    w not in ("the",):
                out.append(w)
            elif len(w) >= 5 and (close := _close(V.LOCATIONS, w)) is not None and \
                    close[0] == w[0] and " " not in close:
                out.append(f"{w!r} ({close}?)")                # "ridbak w/ fuel??"
        return out

    def _die_split(self, line: int, text: str) -> list[Clause]:
        """`green 5: take the red pod` -> the die's clause and its activation's clause; a label
        such as `bonus:` or `free pod:` stays with what follows it. A remark in parentheses is
        a clause of its own (a die's fuel, "(+1 fuel -> 6)", stays with its die)."""
        body, remarks = _remarks_of(text)
        kept: list[tuple[str, str]] = []
        extra: list[str] = []
        for before, r in remarks:
            kind = _remark_kind(before, r)
            if kind == "pod":
                extra.append(_pod_bonus(r))        # "green 0 (2 CP)": the pod's tile
            elif kind == "inline":
                body = body + " " + r              # "(row 1-2)", "(on Thebes 27)"
            elif kind == "track":
                body = body + f", {_COLONY_END.search(before).group(1)} {r}"
            else:
                kept.append((before, r))
        m = _HEAD.match(body)
        if m and m.group(2).strip():
            head = self.analyse(line, m.group(1))
            if head.dice:
                for d in head.dice:
                    d.colon = True
                parts = [head, self.analyse(line, m.group(2))]
            else:
                parts = [self.analyse(line, f"{m.group(1)} {m.group(2)}")]
        else:
            parts = [self.analyse(line, body)] if body.strip() else []
        for c in parts:
            if c.pod_colour and extra:
                c.pod_bonus = next((b for b in extra if b), "")
        # "black 3 counts as a 6 (my mat)": the mat named after a die's power is why the die
        # counts so, not a material the mat gives besides
        extra_remark = any(_EXTRA_ONLY.match(r) and not _DIE_POWER_END.search(b) for b, r in kept)
        for c in parts:
            if c.materials and not c.remark and self.state["phase"] == "actions" and \
                    extra_remark and c is parts[-1]:
                # "+1 water (mat)": the last material named is what the mat gives besides
                self.mentions.append(Mention(c.materials[-1], c.line, _quote(text)))
                c.materials, c.mat_ctx = c.materials[:-1], c.mat_ctx[:-1]
                c.used = True
        kept = [(b, r) for b, r in kept if not _EXTRA_ONLY.match(r)]
        for before, r in kept:
            cx = self._cx
            if _PAY_CONTEXT.search(before):
                self._cx = "space" if _SPACE_END.search(before) else "pod"
            c = self.analyse(line, r, remark=True)
            self._cx = cx
            if _ARTIFACT_CRY.match(r) and not c.figures:
                # "Cuzco +1 → 6 (artifact!!)": the bonus the player counts on is a claim
                c.figures.append(Figure("artifact", 1, line, _quote(text)))
                c.understood += 1
            if c.materials and not c.figures and not c.dice and not c.location and \
                    not (set(c.words) & V.EXTRA_WORDS) and not (c.flags - {"none", "pay"}):
                if _PAY_CONTEXT.search(before):
                    # "pink 3 from row 6 (food)", "on Cuzco 47 (organics)": the payment
                    where = "space" if _SPACE_END.search(before) else "pod"
                    c.pays += [(m, where) for m in c.materials]
                    c.materials, c.mat_ctx = [], []
                elif self.state["phase"] != "mat":
                    c.remark = False      # "blue 1 (water)": what the die takes, in brackets
            if c.meaningful or c.unknown:
                parts.append(c)
        return parts

    def analyse(self, line: int, text: str, remark: bool = False) -> Clause:
        c = Clause(line, text, remark)
        tokens = tokenize(_H2O.sub("water", _POSSESSIVE.sub("", V.building_numbers(text))))
        words = [t.word for t in tokens if t.kind == WORD]
        c.words = words
        mat_words: set[str] = set()
        # multi-word names first: locations, colonies, achievements, mats
        used: set[int] = set()
        word_index = [i for i, t in enumerate(tokens) if t.kind == WORD]
        if "mat" in words or self.state["phase"] == "mat":
            self._mats(c, words, used)
            mat_words = {words[k] for k in used}
        location_tok = -1
        for table, kind in ((V.LOCATIONS.table, "location"), (self.ach_words, "achievement"),
                            (V.COLONIES.table, "colony")):
            for start, end, name in V.find_phrase(words, table):
                span = set(range(start, end))
                if span & used:
                    continue
                if kind == "colony" and words[start] == "x" and not _next_is_num(tokens, word_index[end - 1]):
                    continue
                used |= span
                c.understood += 1
                if kind == "location":
                    if _before(words, start, "from"):
                        c.flags.add("from:" + name)
                        continue
                    if _before(words, start, "past") or _before(words, start, "via") or \
                            _before(words, start, "through"):
                        c.flags.add("past:" + name)       # "round past Jyo to Nebra"
                        continue
                    if c.location and c.location != name:
                        c.flags.add("two_locations")
                    c.location = name
                    location_tok = word_index[start]
                elif kind == "achievement":
                    c.achievement = name
                else:
                    self._colony(c, tokens, word_index[start], word_index[end - 1], name, line)
        word_at = {tok: n for n, tok in enumerate(word_index)}
        pending_value: int | None = None
        cx = self._cx                     # what a payment pays for: "pod", "space" or ""
        paying = False
        i = 0
        while i < len(tokens):
            t = tokens[i]
            if t.kind == WORD:
                w = t.word
                if word_at[i] in used:
                    if w in V.COLONIES.table or (c.spaces and c.colonies):
                        cx = "space" if c.spaces else cx
                    i += 1
                    continue
                nxt = _word_after(tokens, i)
                prev = _words_before(tokens, i, 2)
                if w in MATERIAL_OF and self.state["phase"] == "cycle_bonus" and \
                        active_bonus(self.state) == "material":
                    c.materials.append(MATERIAL_OF[w])     # "orange please": polymer
                    c.mat_ctx.append("")
                    c.understood += 1
                    i += 1
                    continue
                if w in V.POD_COLOURS.table and self._pod_description(tokens, i, words):
                    c.pod_colour = V.POD_COLOURS.table[w]
                    c.pod_influence = tokens[i + 1].value
                    tokens[i + 1] = Token(PUNCT, "", "")
                    c.flags.add("pod")
                    c.understood += 1
                    cx = "pod"
                    i += 2
                    continue
                if w in ("bl", "b") and _num_after(tokens, i) and self.state["phase"] in (
                        "actions", "die_bonus"):
                    # "bl 6 to Gan De": blue or black? (both are dice)
                    self.add("bc.post.please_confirm", f"not accepted — please confirm: "
                             f"{w!r} {tokens[i + 1].value}: the blue or the black die?", line,
                             hint="write the die's colour in full, e.g. 'blue 6'")
                    c.understood += 1
                    i += 2
                    continue
                if w in V.POD_COLOURS.table and nxt in ("space", "spaces"):
                    # "steel for the yellow space": the space's colour, neither a pod nor a die
                    c.understood += 1
                    cx = "space"
                    i += 1
                    continue
                pod_colour = w in V.POD_COLOURS.table and (
                        nxt in ("pod", "pods") or w in ("yellow", "pink")
                        or nxt == "from" and not _num_after(tokens, i) and "take" in words
                        or set(words) & {"pod", "pods", "row"} and not _num_after(tokens, i)
                        and not (prev[-1:] and (prev[-1] in ("with", "using", "use", "w")
                                                or _verb(prev[-1], "move")
                                                or _verb(prev[-1], "activate")))
                        and not (nxt in ("die", "dice") or "dock" in words))
                if w in V.DICE.table and not pod_colour and not (
                        nxt in ("pod", "pods", "space", "spaces")
                        or "pod" in c.flags and "the" in prev[-1:]):
                    ref, j = self._die(tokens, i, V.DICE.table[w], line)
                    ref.activate = any(_verb(p, "activate") for p in prev)
                    ref.move = any(_verb(p, "move") for p in prev)
                    ref.tok = i
                    if ref.value is None and pending_value is not None:
                        ref.value, pending_value = pending_value, None
                    c.dice.append(ref)
                    c.understood += 1
                    i = j
                    continue
                if pod_colour:
                    c.pod_colour = V.POD_COLOURS.table[w]
                    c.flags.add("pod")
                    c.understood += 1
                    cx = "pod"
                elif w in V.MATERIALS.table:
                    self._last_unit = ""          # "(2 total)" after a material is not its unit
                    m = V.MATERIALS.table[w]
                    count = _count_before(tokens, i)
                    if self._material_total(c, tokens, i, m, line, text):
                        pass
                    elif paying or (cx and set(prev[-2:]) & {"with", "w", "by", "paying", "using"}
                                    and (prev[-1] in ("with", "w", "by", "paying", "using", "my",
                                                      "the", "an", "a"))):
                        c.pays += [(m, cx)] * count
                    elif self.state["phase"] == "actions" and _extra_material(tokens, i):
                        # "the mat's water", "+1 organics from my mat": what the mat gives
                        for _ in range(count):
                            self.mentions.append(Mention(m, line, _quote(text)))
                    else:
                        c.materials += [m] * count
                        c.mat_ctx += [cx] * count
                    c.understood += 1
                elif _verb(w, "move") and _num_after(tokens, i) and tokens[i + 1].sign == "" \
                        and _unit_after(tokens, i + 1) is None:
                    pending_value = tokens[i + 1].value
                    tokens[i + 1] = Token(PUNCT, "", "")
                elif w in V.UNITS.table and w not in ("crew", "crews") and \
                        (k := _num_after_unit(tokens, i)) is not None:
                    # "CP +1", "fuel: 3", "fuel now 3", "influence 2"
                    self._figure(c, tokens, k, V.UNITS.table[w], line, text, prev, unit_first=True)
                    tokens[k] = Token(PUNCT, "", "")
                    self._flag_unit(c, V.UNITS.table[w])
                elif _verb(w, "activate") and w != "use":
                    c.flags.add("activate")
                elif _verb(w, "take"):
                    c.flags.add("take")
                elif w in V.CCW_WORDS:
                    c.ccw = True
                    c.understood += 1
                elif _verb(w, "dock"):
                    c.flags.add("dock")
                    c.understood += 1
                elif w in ("bonus", "bonuses"):
                    c.flags.add("bonus")
                elif w == "free":
                    c.flags.add("free")
                elif w in ("pod", "pods", "tile"):
                    c.flags.add("pod")
                    cx = "pod"
                elif w == "row" and _num_after(tokens, i) or (
                        w == "from" and _num_after(tokens, i) and i + 2 < len(tokens)
                        and tokens[i + 2].kind == NUM and tokens[i + 2].sign == "-"):
                    value = tokens[i + 1].value
                    c.row = row_of(value) if value >= 1 else None
                    if c.row is None:
                        self.add("bc.post.row", f"there is no row {value} (rows: 1-2, 3-4, 5, 6)",
                                 line)
                    tokens[i + 1] = Token(PUNCT, "", "")
                    k = i + 2
                    if k < len(tokens) and tokens[k].kind == PUNCT and tokens[k].text == "/":
                        k += 1
                    if k < len(tokens) and tokens[k].kind == NUM and tokens[k].sign in ("-", ""):
                        tokens[k] = Token(PUNCT, "", "")
                    c.flags.add("pod")
                    c.understood += 1
                    cx = "pod"
                elif w in ("column", "col") and _num_after(tokens, i):
                    c.column = tokens[i + 1].value - 1
                    tokens[i + 1] = Token(PUNCT, "", "")
                elif w in _ORDINAL_ROWS and nxt == "row":
                    c.row = _ORDINAL_ROWS[w]            # "the second row": row 3-4
                    c.flags.add("pod")
                    c.understood += 1
                elif w in V.COLUMN_WORDS and w not in ("left", "right"):
                    c.column = V.COLUMN_WORDS[w] - 1
                elif w in ("left", "right") and "pod" in c.flags:
                    c.column = V.COLUMN_WORDS[w] - 1
                elif w in ("space", "on", "at", "spaces") and _num_after(tokens, i) and \
                        tokens[i + 1].sign == "" and _unit_after(tokens, i + 1) is None and \
                        _word_after(tokens, i + 1) not in V.MATERIALS.table:
                    c.spaces.append(self._space("", tokens[i + 1].value, line))
                    tokens[i + 1] = Token(PUNCT, "", "")
                    cx = "space"
                elif w in ("artifact", "artifacts", "artefact", "artefacts"):
                    c.artifact = True
                    c.understood += 1
                    if paying or (prev[-1:] and prev[-1] in ("with", "w", "by", "paying",
                                                              "using") and cx):
                        c.pays.append(("artifact", cx))
                elif _verb(w, "pay") and w not in ("use", "using", "used", "uses"):
                    c.flags.add("pay")
                    paying = True
                elif w in ("crew", "crews"):
                    c.flags.add("crew")
                elif w in ("influence", "inf"):
                    c.flags.add("influence")
                elif w in V.UNITS.table and V.UNITS.table[w] == "cp":
                    c.flags.add("cp")
                elif w in ("statue", "achievement", "building"):
                    c.flags.add("achievement")
                    if w == "building" and not c.achievement and "achievement" not in words \
                            and "statue" not in words:
                        c.flags.add("building-word")
                elif w in ("build", "built", "builds", "building") or w == "space":
                    cx = "space"
                elif w == "fuel" or w == "fuels":
                    c.flags.add("fuel")
                elif w in V.NONE_WORDS:
                    c.flags.add("none")
                elif w == "mat":
                    c.flags.add("mat")
                elif w in ("ship", "ships"):
                    c.flags.add("ship")
                elif _verb(w, "flip"):
                    c.flags.add("flip")
                elif _verb(w, "set") and w not in ("make", "making", "makes", "made"):
                    c.flags.add("set")
                elif w in ("pass", "passes"):
                    c.flags.add("pass")
                elif w in ("manufactory", "factory") and not c.location:
                    c.location = "manufactory"
                    location_tok = i
                    c.understood += 1
                elif w in V.NUMBER_WORDS or w in V.FILLERS or w in V.COLUMN_WORDS or w in mat_words:
                    pass
                elif not self._typo(c, t.text, w, tokens, i, line):
                    c.unknown.append(t.text)
                    if i > 0 and (tokens[i - 1].kind == ARROW or tokens[i - 1].word in ("to", "at")
                                  or i > 1 and tokens[i - 1].word == "the"
                                  and tokens[i - 2].word in ("to", "at")):
                        c.to_unknown.append(t.text)     # "to Manufactory-L": where?
            elif t.kind == NUM and t.text and "pair" not in c.flags and \
                    (ref := self._die_by_value(tokens, i, line)) is not None:
                # "the 6 to Nebra, the 1 for water": a die by its value, when one die shows it
                c.dice.append(ref)
                c.understood += 1
            elif t.kind == NUM and t.text and "pair" not in c.flags:
                unit = _unit_after(tokens, i)
                if unit:
                    self._figure(c, tokens, i, unit, line, text, _words_before(tokens, i, 3))
                    self._flag_unit(c, unit)
                    i += 1
                    continue
                nxt = _word_after(tokens, i)
                if not t.sign and i + 1 < len(tokens) and tokens[i + 1].kind == NUM and \
                        tokens[i + 1].sign == "-" and (t.value, -tokens[i + 1].value) in ((1, 2), (3, 4)) \
                        and (c.flags & {"pod"} or c.pod_colour):
                    # "red pod 3-4": a row
                    c.row = row_of(t.value)
                    tokens[i + 1] = Token(PUNCT, "", "")
                    c.understood += 1
                    i += 2
                    continue
                if t.sign and self._last_unit and nxt not in V.MATERIALS.table:
                    # "+1 fuel, +1 from my mat": the unit of the figure before
                    self._figure(c, tokens, i, self._last_unit, line, text,
                                 _words_before(tokens, i, 3))
                elif t.sign:
                    pass
                elif i > 0 and (tokens[i - 1].kind == PUNCT and tokens[i - 1].text == "="
                                or tokens[i - 1].word in ("now", "total", "makes", "giving")
                                or tokens[i - 1].kind == ARROW and c.figures
                                and c.figures[-1].before) \
                        and self._last_unit and not nxt:
                    # "+1 CP (now 12)", "= 11": the total of the unit just written
                    self._figure(c, tokens, i, self._last_unit, line, text,
                                 _words_before(tokens, i, 3))
                elif i > 0 and tokens[i - 1].kind == PUNCT and tokens[i - 1].text == "=" \
                        and self._last_unit:
                    self._figure(c, tokens, i, self._last_unit, line, text,
                                 _words_before(tokens, i, 3))
                elif nxt and nxt in V.MATERIALS.table:
                    pass
                elif any(x in c.flags for x in ("crew", "pod", "achievement")) or c.achievement:
                    c.spaces.append(self._space("", t.value, line))
                    cx = "space"
            i += 1
        self._cx = cx
        if location_tok >= 0:
            for d in c.dice:
                if d.tok < location_tok and any(
                        tokens[k].kind == ARROW or tokens[k].word in ("to", "towards", "into",
                                                                      "onto", "for")
                        for k in range(d.tok + 1, location_tok)):
                    d.moves_to = True
        target = _FOR_TARGET.search(text) if "for" in text else None
        if target:
            # "2 polymer for the pod, organics for the space"
            where = "pod!" if target.group(1).lower() == "pod" else "space!"   # said outright
            c.mat_ctx = [where] * len(c.materials)
            c.pays = [(m, where) for m, _ in c.pays]
            pieces = [x for x in re.split(r"(?i)\band\b|\+|,", text) if x.strip()]
            if len(pieces) == len(c.materials) > 1 and not c.pays:
                # "organics for the pod + organics for Cuzco 52": each material goes where the
                # "for" after it says
                for n, piece in enumerate(pieces):
                    one = _FOR_TARGET.search(piece)
                    if one:
                        c.mat_ctx[n] = "pod!" if one.group(1).lower() == "pod" else "space!"
                    elif _FOR_SPACE.search(piece):
                        c.mat_ctx[n] = "space!"
        if "pay" in c.flags:
            for j, t in enumerate(tokens):
                if t.kind == NUM and t.value == 2 and _word_after(tokens, j) in V.MATERIALS.table:
                    c.pair = V.MATERIALS.table[_word_after(tokens, j)]
            if "space" in words or "spaces" in words:
                c.pays = [(m, "space!") for m, _ in c.pays]
            elif "pod" in words and "for" in words:
                c.pays = [(m, "pod!") for m, _ in c.pays]
        if remark and set(words) & {"collecting", "collect", "counts", "count", "when"}:
            # "(black = 6 when collecting)": the value a mat lets the die count as, not a
            # second value of the die
            for d in c.dice:
                if d.value == 6:
                    d.value = None
        if not c.figures and not remark and words and words[-1] in ("fuel", "cp"):
            # "red 4 for fuel: +2 (total 4)": the unit just named is the unit of the bare
            # figures that follow it, so they are checked, not dropped as talk
            self._last_unit = words[-1]
        return c

    def _die_by_value(self, tokens: list[Token], i: int, line: int) -> DieRef | None:
        t = tokens[i]
        if self.state["phase"] != "actions" or t.sign or not 1 <= t.value <= 6:
            return None
        if any(tk.word in V.DICE.table for tk in tokens):
            return None
        before = tokens[i - 1].word if i > 0 else ""
        after = tokens[i + 1] if i + 1 < len(tokens) else None
        if before not in ("", "the", "with", "my", "use", "using", "a") and not (
                i > 0 and tokens[i - 1].kind == PUNCT):
            return None
        if after is None and before not in ("the", "with", "my", "using"):
            return None
        if after is not None and not (after.kind == ARROW or after.word in ("to", "for", "into")
                                      or after.kind == PUNCT and after.text == ":"):
            return None
        if after is not None and after.word == "for" and _unit_after(tokens, i + 1):
            return None
        if after is not None and after.kind == ARROW and i + 2 < len(tokens) and \
                tokens[i + 2].kind == NUM and _unit_after(tokens, i + 2):
            return None         # "(4 → 5 fuel)": fuel before and after, no die
        showing = [d for d in DICE if d not in self.seat["used"] and self.seat["dice"][d] == t.value]
        if len(showing) != 1:
            return None
        tokens[i] = Token(PUNCT, "", "")
        self.add("bc.post.die_by_value", f"read '{t.value}' as the {showing[0]} die, the only one "
                 f"that shows {t.value}", line, I)
        ref = DieRef(showing[0], t.value, line=line, tok=i)
        return ref

    def _mats(self, c: Clause, words: list[str], used: set[int]) -> None:
        """The mats a clause names: "Mat C", "mat – C", "mat_c", the mat's name."""
        found = []
        for start, end, key in V.find_phrase(words, self.mat_words):
            found.append(key)
            used |= set(range(start, end))
            if end + 1 < len(words) and words[end] in ("or", "and", "plus") and \
                    self.mat_words.get(f"mat {words[end + 1]}"):
                found.append(self.mat_words[f"mat {words[end + 1]}"])
                used |= {end, end + 1}
        for k, w in enumerate(words):
            if w in ("mat", "mats") and k + 1 < len(words) and k + 1 not in used:
                key = self.mat_words.get(f"mat {words[k + 1]}")
                if key:
                    found.append(key)
                    used |= {k, k + 1}
                    # "Mat A or D", "Mat C and D"
                    if k + 3 < len(words) and words[k + 2] in ("or", "and") and \
                            self.mat_words.get(f"mat {words[k + 3]}"):
                        found.append(self.mat_words[f"mat {words[k + 3]}"])
                        used |= {k + 2, k + 3}
        if not found and self.state["phase"] == "mat":
            # "C please", "A.": a mat by its letter alone (a capital: "a mat" is no mat)
            for m in _MAT_LETTER.finditer(c.text):
                key = self.mat_words.get(f"mat {m.group(1).lower()}")
                if key:
                    found.append(key)
        for key in dict.fromkeys(found):
            c.flags.add("mat:" + key)
            c.understood += 1

    def _colony(self, c: Clause, tokens: list[Token], first: int, tok: int, name: str,
                line: int) -> None:
        """A colony and what follows it: a space ("Thebes 27"), its track ("Thebes 3 -> 5",
        "Thebes track 4", "→ Xi'an 2", "Thebes +2")."""
        c.colonies.append(name)
        j = tok + 1
        k = first - 1
        while k >= 0 and tokens[k].kind == PUNCT and tokens[k].text in ("", ","):
            k -= 1
        after_arrow = k >= 0 and (tokens[k].kind == ARROW or tokens[k].word in ("now",))
        placed = k >= 0 and tokens[k].word in ("on", "at", "in", "onto", "into", "build", "space")
        if j < len(tokens) and tokens[j].kind == WORD and tokens[j].word in ("track",
                                                                              "influence"):
            self._track_figure(c, tokens, j + 1, name, line)
            return
        if j + 1 < len(tokens) and tokens[j].kind == WORD and tokens[j].word in (
                "stays", "stay", "remains", "still", "is") and (
                tokens[j + 1].kind == NUM or tokens[j + 1].word == "at"):
            # "Thebes stays at 0", "Cuzco is at 4": where the colony's track stands, not a space
            self._track_figure(c, tokens, j + 1, name, line)
            return
        if j < len(tokens) and tokens[j].kind == WORD and tokens[j].word == "space":
            j += 1
        if j < len(tokens) and tokens[j].kind == PUNCT and tokens[j].text == "#":
            j += 1
        if j < len(tokens) and tokens[j].kind == NUM and tokens[j].sign == "+":
            c.figures.append(Figure("influence", tokens[j].value, line, _quote(c.text),
                                    colony=name))
            tokens[j] = Token(PUNCT, "", "")
            if j + 2 < len(tokens) and tokens[j + 1].kind == ARROW and \
                    tokens[j + 2].kind == NUM and tokens[j + 2].sign == "" and \
                    _unit_after(tokens, j + 2) is None:
                # "Cuzco +1 → 6": the change, and where the track will stand
                c.figures.append(Figure("influence", tokens[j + 2].value, line, _quote(c.text),
                                        total=True, colony=name))
                tokens[j + 2] = Token(PUNCT, "", "")
            return
        if j < len(tokens) and tokens[j].kind == NUM and tokens[j].sign == "":
            if j + 2 < len(tokens) and tokens[j + 1].kind == ARROW and tokens[j + 2].kind == NUM \
                    and not placed and _unit_after(tokens, j + 2) is None:
                self._track_figure(c, tokens, j, name, line)
                return
            length = self.state["board"]["colonies"][COLONY_KEYS.index(name)].get("track_length", 15)
            influence = "influence" in c.flags or self._last_unit == "influence" or any(
                f.kind == "influence" for f in c.figures)
            bonus_step = self.state["phase"] == "cycle_bonus" and not (
                c.flags & {"crew", "free", "pod"})
            if not placed and tokens[j].value <= length and (
                    influence or bonus_step or after_arrow and "pod" not in c.flags
                    and not c.pod_colour and not (set(c.words) & {"pod", "pods", "row"}
                                                  and not c.spaces)):
                # ("yellow pod row 3-4 -> Xi'an 13": where the pod goes, when no space is named)
                c.figures.append(Figure("influence", tokens[j].value, line, _quote(c.text),
                                        total=True, colony=name))
                tokens[j] = Token(PUNCT, "", "")
                return
            value = tokens[j].value
            base = COLONY_KEYS.index(name) * COLONY_SPACES
            if not base <= value < base + COLONY_SPACES and 0 <= value < COLONY_SPACES:
                # "Thebes 3": a space counted in the colony, or the track at 3 (said once
                # the post has named its space)
                if not (k >= 0 and tokens[k].word == "at"):
                    c.rel.append((base + value, name, value))
            else:
                c.spaces.append(self._space(name, value, line))
            tokens[j] = Token(PUNCT, "", "")
            self._cx = "space"

    def _pod_description(self, tokens: list[Token], i: int, words: list[str]) -> bool:
        """"green 0 (2 CP) from row 1-2", "the red 0 pod", "pink 3 from row 6": a pod named by
        its colour and printed influence, not a die."""
        if not (i + 1 < len(tokens) and tokens[i + 1].kind == NUM and tokens[i + 1].sign == ""
                and 0 <= tokens[i + 1].value <= 3):
            return False
        if tokens[i].word in ("yellow", "pink") or tokens[i + 1].value == 0:
            return True
        if not set(words) & {"pod", "pods", "row", "tile"} and not (
                i + 3 < len(tokens) and tokens[i + 2].word == "from"
                and tokens[i + 3].kind == NUM):
            return False                  # "green 2": a die, unless a pod is in the clause
        j = i + 2
        after = tokens[j] if j < len(tokens) else None
        if after is None:
            return False
        if after.word in ("pod", "pods", "tile", "from"):
            return True
        if after.kind == PUNCT and after.text == "(" and j + 1 < len(tokens):
            inner = tokens[j + 1:j + 4]
            return not (inner[0].kind == NUM and inner[0].sign) and not any(
                t.word in ("fuel", "fuels") or t.kind == ARROW for t in inner)
        return after.kind == PUNCT and after.text == "," and "row" in words

    def _material_total(self, c: Clause, tokens: list[Token], i: int, material: str, line: int,
                        text: str) -> bool:
        """"3 palladium now", "3 water total": a total of a material, not materials taken."""
        j = i - 1
        if not (j >= 0 and tokens[j].kind == NUM and tokens[j].sign == ""):
            return False
        total = set(c.words) & V.TOTAL_WORDS
        later = [k for k in range(i + 1, len(tokens)) if tokens[k].kind == NUM
                 and tokens[k].sign == "" and _word_after(tokens, k) == tokens[i].word]
        if total and later and not {t.word for t in tokens[i + 1:i + 3]} & V.TOTAL_WORDS and \
                not (j > 0 and tokens[j - 1].word in V.TOTAL_WORDS):
            # "food ×2 + mat food = 4 food total": the total is the figure it stands by
            total = set()
        if j > 0 and (tokens[j - 1].word in ("at", "to", "have", "now")
                      or tokens[j - 1].kind == PUNCT and tokens[j - 1].text == "="
                      or tokens[j - 1].kind == ARROW and j > 1
                      and tokens[j - 2].word in V.MATERIALS.table):
            # "puts me at 3 organics", "1 palladium -> 3 palladium" (not "green 6 -> 2 organics")
            total = {"at"}                                    # "puts me at 3 organics"
        if not total and tokens[j].value <= 3:
            return False
        if not total and tokens[j].value > 3:
            total = {"total"}
        c.figures.append(Figure("material", tokens[j].value, line, _quote(text), total=True,
                                material=material))
        tokens[j] = Token(PUNCT, "", "")
        return True

    def _flag_unit(self, c: Clause, unit: str) -> None:
        c.flags.add({"cp": "cp", "fuel": "fuel", "influence": "influence", "crew": "crew",
                     "artifact": "artifact-figure", "materials": "materials"}.get(unit, unit))

    def _figure(self, c: Clause, tokens: list[Token], j: int, unit: str, line: int, text: str,
                prev: list[str], unit_first: bool = False) -> None:
        t = tokens[j]
        k = j - 1
        if not unit_first and j > 0 and tokens[j - 1].word in ("no", "without") and t.sign == "":
            # "no influence, no 2CP this time": a figure said not to be taken is no claim
            c.understood += 1
            return
        if unit_first:
            k = j - 1
            while k >= 0 and (tokens[k].kind == PUNCT or tokens[k].word in V.TOTAL_WORDS
                              or tokens[k].word in ("is", "at", "stays", "now")):
                k -= 1
        while k >= 0 and tokens[k].kind == PUNCT and tokens[k].text in ("(", ":", ""):
            k -= 1
        arrow = k >= 0 and tokens[k].kind == ARROW
        equals = k >= 0 and tokens[k].kind == PUNCT and tokens[k].text == "="
        u = j + 1                                    # the unit ("2 influence", "1-influence")
        while u < len(tokens) and tokens[u].kind == PUNCT and tokens[u].text in ("-", ""):
            u += 1
        v = u + 1 + (u + 1 < len(tokens) and tokens[u + 1].word in V.POD_COLOURS.table)
        if unit == "influence" and not unit_first and t.sign == "" and 0 <= t.value <= 3 and (
                k >= 1 and tokens[k].word in ("of", "with") and tokens[k - 1].word in ("pod", "pods")
                or v < len(tokens) and tokens[v].word in ("pod", "pods")):
            # "green pod of 2 influence", "the 2 influence pod": the pod's printed influence,
            # which names the pod, not a claim of the influence gained
            c.pod_influence = t.value
            c.understood += 1
            return
        words = set(c.words)
        if words & {"manufactory", "factory", "mf", "column", "col"}:
            words.discard("left")
        self._last_unit = unit
        if words & V.WISH_WORDS:
            # "need 7 fuel at the end": a wish, not a figure of this action
            self.add("bc.claim.unplaced", f"{_quote(text)!r}: this figure is not about this "
                     "action, and was not checked", line, W)
            c.understood += 1
            return
        near = {tokens[x].word for x in range(max(0, j - 3), min(len(tokens), j + 4))}
        if near & {"manufactory", "factory", "mf", "column", "col"}:
            near.discard("left")
        total = bool(near & V.TOTAL_WORDS) and t.sign == ""      # "+1" is a change, always
        if unit == "materials" and t.sign == "" and (arrow or near & {"me", "have", "hold",
                                                                     "holding", "i'm", "im",
                                                                     "then"}):
            # "→ 5 materials", "that's 4 materials for me", "3 materials then": what the
            # player holds after
            total = True
        after_for = k >= 0 and tokens[k].word in ("for", "gives", "giving", "get", "gets", "gain",
                                                  "gains", "getting", "gaining")
        spend = unit == "fuel" and (t.sign == "-" or bool(prev) and (
            _verb(prev[-1], "pay") or prev[-1] in ("with", "using", "extra")))
        amount = abs(t.value) if spend else t.value
        if arrow and any(f.kind == unit for f in c.figures):
            arrow = False                 # "3 fuel -> 7 fuel": the second is a total
            total = True
        elif arrow and t.sign == "" and k >= 1 and tokens[k - 1].kind == NUM and \
                tokens[k - 1].sign == "" and unit == "fuel" and \
                (k < 2 or tokens[k - 2].kind != WORD or tokens[k - 2].word not in V.DICE.table):
            # "(4 → 5 fuel)": what the player had, and will have
            c.figures.append(Figure(unit, tokens[k - 1].value, line, _quote(text), before=True))
            tokens[k - 1] = Token(PUNCT, "", "")
            arrow = False
            total = True
        nxt_tok = j + 1
        if nxt_tok < len(tokens) and tokens[nxt_tok].kind == WORD and \
                V.UNITS.table.get(tokens[nxt_tok].word) == unit:
            nxt_tok += 1
        n = j + 1
        while n < len(tokens) and tokens[n].kind == NUM and tokens[n].sign:
            n += 1
        if t.sign == "" and n > j + 1 and n < len(tokens) and tokens[n].kind == PUNCT and \
                tokens[n].text == "=" and unit in ("fuel", "cp", "crew", "artifact"):
            # "Fuel 5 − 1 + 3 = 7": the first number is what the player had, the sum the total
            c.figures.append(Figure(unit, t.value, line, _quote(text), before=True))
            c.understood += 1
            self._last_unit = unit
            return
        if t.sign == "" and nxt_tok + 1 < len(tokens) and tokens[nxt_tok].kind == ARROW and \
                tokens[nxt_tok + 1].kind == NUM and unit in ("fuel", "cp", "crew", "artifact"):
            # "CP 12 -> 17", "4 fuel -> 6 fuel": the number before the arrow is what it was;
            # with its unit written ("3 fuel → 4 fuel total") it may be the gain instead
            c.figures.append(Figure(unit, t.value, line, _quote(text), before=True,
                                    either=nxt_tok > j + 1))
            c.understood += 1
            self._last_unit = unit
            return
        either = not total and not spend and (not arrow or unit_first) and t.sign == "" \
            and not after_for and unit in ("fuel", "cp", "crew", "artifact", "materials")
        c.figures.append(Figure(unit, amount, line, _quote(text), total=(total or either)
                                and not spend, spend=spend, either=either))
        c.understood += 1

    def _track_figure(self, c: Clause, tokens: list[Token], j: int, colony: str, line: int) -> None:
        """"Thebes track 3 -> 5", "Thebes 3 -> 5", "Thebes track +2", "Thebes track to 5"."""
        k = j
        while k < len(tokens) and tokens[k].kind == PUNCT:
            k += 1
        if k < len(tokens) and tokens[k].kind == WORD and tokens[k].word in ("to", "now", "at"):
            k += 1
        if k >= len(tokens) or tokens[k].kind != NUM:
            c.flags.add("influence")
            return
        first = tokens[k]
        if k + 2 < len(tokens) and tokens[k + 1].kind == ARROW and tokens[k + 2].kind == NUM:
            c.figures.append(Figure("influence", tokens[k + 2].value, line, _quote(c.text),
                                    total=True, colony=colony))
            tokens[k + 2] = Token(PUNCT, "", "")
        elif first.sign == "+":
            c.figures.append(Figure("influence", first.value, line, _quote(c.text), colony=colony))
        else:
            c.figures.append(Figure("influence", first.value, line, _quote(c.text), total=True,
                                    colony=colony))
        tokens[k] = Token(PUNCT, "", "")
        c.understood += 1

    def _typo(self, c: Clause, written: str, word: str, tokens: list[Token], i: int,
              line: int) -> bool:
        """A misspelt location, material or colony read as the word it is close to (with a
        warning); False when the word is close to none."""
        if len(word) < 4:
            return False
        if word[0] == "d" and V.DOCK.close(word, cutoff=0.75, min_length=4):
            self.add("bc.post.typo", f"read {written!r} as 'dock'", line, W)
            c.flags.add("dock")
            c.understood += 1
            return True
        for vocabulary, kind in ((V.LOCATIONS, "location"), (V.MATERIALS, "material"),
                                 (V.COLONIES, "colony")):
            close = _close(vocabulary, word)
            if close is None or " " in close or close[0] != word[0]:
                continue  # a typo keeps its first letter ("after" is not "water")
            name = vocabulary.table[close]
            self.add("bc.post.typo", f"read {written!r} as {close!r}", line, W)
            c.understood += 1
            if kind == "location":
                c.location = name
            elif kind == "material":
                c.materials += [name] * _count_before(tokens, i)
            else:
                c.colonies.append(name)
                if _num_after(tokens, i):
                    c.spaces.append(self._space(name, tokens[i + 1].value, line))
                    tokens[i + 1] = Token(PUNCT, "", "")
            return True
        return False

    def _space(self, colony: str, value: int, line: int) -> int:
        if colony:
            base = COLONY_KEYS.index(colony) * COLONY_SPACES
            if base <= value < base + COLONY_SPACES:
                return value
            if 0 <= value < COLONY_SPACES:
                name = self.state["board"]["colonies"][COLONY_KEYS.index(colony)]["name"]
                self.add("bc.post.space_relative", f"not accepted — please confirm: {name} "
                         f"{value} is no space of {name} ({base}-{base + COLONY_SPACES - 1}): "
                         f"space {base + value}?", line, E,
                         hint=f"the spaces are numbered 0-53 over the three colonies, as the "
                              f"board shows them: write '{name} {base + value}'")
                return base + value
            self.add("bc.post.space_colony", f"space {value} is not in "
                     f"{self.state['board']['colonies'][COLONY_KEYS.index(colony)]['name']} "
                     f"({base}-{base + COLONY_SPACES - 1})", line)
            return -1
        if not 0 <= value < 54:
            self.add("bc.post.space", f"there is no space {value} (0-53)", line)
            return -1
        return value

    def _die(self, tokens: list[Token], i: int, colour: str, line: int) -> tuple[DieRef, int]:
        ref = DieRef(colour, line=line)
        j = i + 1
        if j < len(tokens) and tokens[j].word in ("die", "dice"):
            j += 1
        if j < len(tokens) and tokens[j].kind == PUNCT and tokens[j].text in ("(", "=", ":") \
                and j + 1 < len(tokens) and tokens[j + 1].kind == NUM and tokens[j + 1].sign == "" \
                and _unit_after(tokens, j + 1) is None:
            j += 1                                    # "blue (1)", "blue=1"
        if j < len(tokens) and tokens[j].kind == NUM and tokens[j].sign == "" \
                and (_unit_after(tokens, j) is None
                     or tokens[j].value == self.seat["dice"].get(colour) and
                     _unit_after(tokens, j) == "fuel" and not any(
                         tk.kind == NUM for tk in tokens[j + 1:j + 4])):
            ref.value = tokens[j].value
            tokens[j] = Token(PUNCT, "", "")      # (not a count: "red 3 water" is one water)
            j += 1
        while j < len(tokens):
            t = tokens[j]
            if t.kind == PUNCT and t.text in "()=":
                if t.text == "=" and j + 1 < len(tokens) and tokens[j + 1].kind == NUM:
                    ref.target = abs(tokens[j + 1].value)
                    j += 2
                    continue
                j += 1
                continue
            if t.kind == NUM and j + 1 < len(tokens) and tokens[j + 1].word in ("fuel", "fuels"):
                ref.fuel = t.value
                ref.unsigned = t.sign == ""
                j += 2
                continue
            if t.word in ("fuel", "fuels") and j + 1 < len(tokens) and tokens[j + 1].kind == NUM:
                ref.fuel = tokens[j + 1].value
                ref.unsigned = tokens[j + 1].sign == ""
                j += 2
                continue
            if t.word in ("as", "into", "making", "becomes", "makes") and j + 2 < len(tokens) and \
                    tokens[j + 1].word in ("a", "an") and tokens[j + 2].kind == NUM and \
                    _unit_after(tokens, j + 2) is None:
                ref.target = abs(tokens[j + 2].value)        # "black 6 as a 2"
                j += 3
                continue
            if t.kind == NUM and t.sign and ref.fuel is None and (
                    j + 2 < len(tokens) and tokens[j + 1].kind == ARROW and tokens[j + 2].kind == NUM
                    or j > 0 and tokens[j - 1].kind == PUNCT and tokens[j - 1].text == "("
                    and j + 1 < len(tokens) and tokens[j + 1].kind == PUNCT
                    and tokens[j + 1].text == ")"):
                ref.fuel = t.value                           # "green 6 -1 -> 5", "blue 1 (+4)"
                j += 1
                continue
            if (t.kind == ARROW or t.word in ("as", "making", "becomes", "makes", "into")) and \
                    j + 1 < len(tokens) and tokens[j + 1].kind == NUM and \
                    _unit_after(tokens, j + 1) is None and \
                    _word_after(tokens, j + 1) not in V.MATERIALS.table:
                ref.target = abs(tokens[j + 1].value)
                j += 2
                continue
            if t.word in ("with", "using", "plus", "spending", "spend", "and", "paying", "burning") \
                    and j + 2 < len(tokens) and tokens[j + 1].kind == NUM \
                    and tokens[j + 2].word in ("fuel", "fuels"):
                j += 1
                continue
            if t.word in ("minus", "plus", "less", "down", "up") and j + 2 < len(tokens) and \
                    (tokens[j + 1].kind == NUM or tokens[j + 1].word in V.NUMBER_WORDS) and \
                    tokens[j + 2].word in ("fuel", "fuels"):
                n = tokens[j + 1].value if tokens[j + 1].kind == NUM else V.NUMBER_WORDS[tokens[j + 1].word]
                ref.fuel = -abs(n) if t.word in ("minus", "less", "down") else abs(n)
                ref.unsigned = False
                j += 3
                continue
            if t.word == "to" and j + 1 < len(tokens) and (
                    tokens[j + 1].kind == NUM or tokens[j + 1].word in ("a", "an")
                    and j + 2 < len(tokens) and tokens[j + 2].kind == NUM):
                k = j + 1 if tokens[j + 1].kind == NUM else j + 2
                if tokens[k].sign == "" and _unit_after(tokens, k) is None and \
                        _word_after(tokens, k) not in V.MATERIALS.table:
                    ref.target = tokens[k].value
                    j = k + 1
                    continue
            break
        return ref, j

    # reading the whole post ---------------------------------------------------------------
    def read(self, text: str) -> Read:
        clauses = self.clauses(text)
        if self.asides and not any(c.meaningful and not c.remark for c in clauses):
            # nothing but a question or talk: read it as the order it may be
            for number, piece in self.asides:
                clauses += self._die_split(number, piece)
            for i, c in enumerate(clauses):
                c.index = i
                for d in c.dice:
                    d.clause = i
        else:
            for number, piece in self.asides:
                asked = self._asked(piece)
                if _OR_ASKED.match(piece) and self._orders_something(piece):
                    # "take food + fuel, or build something if I can afford it? GM pls advise":
                    # two ways offered and none chosen
                    self.add("bc.post.please_confirm", f"not accepted — please confirm: line "
                             f"{number} offers another order ({_quote(piece)!r}): which one do "
                             "you take?", number, E, hint="post the one order you take")
                elif asked:
                    # "take palladium... actually steel?": a second thought, asked about
                    self.add("bc.post.please_confirm", f"not accepted — please confirm: line "
                             f"{number} asks about {', '.join(asked)} ({_quote(piece)!r})",
                             number, E, hint="say which you want, without a question mark")
                else:
                    self.add("bc.post.chatter", f"read as talk, not the order: {_quote(piece)!r}",
                             number, I)
        meaningful = [c for c in clauses if c.meaningful]
        for c in clauses:
            self.figures += c.figures
        orders = [c for c in meaningful if not c.remark]
        if not orders and self.state["phase"] == "mat" and clauses:
            action = self._mat_by_power(clauses)
            if action is not None:
                self.first_line = self.first_line or clauses[0].line
                self._ledger(clauses, action)
                return self._result(action, clauses)
        if not orders and self.state["phase"] == "die_bonus" and clauses:
            action = self._die_by_shown(clauses)
            if action is not None:
                self.first_line = clauses[0].line
                self._ledger(clauses, action)
                return self._result(action, clauses)
        if not orders:
            self.add("bc.post.empty", "no action found in the post", None,
                     hint=_phase_hint(self.state))
            self._ledger(clauses, None)
            return self._result(None, clauses)
        self.first_line = orders[0].line
        looked_up = 0  # did-you-mean for the first few unknown words only: a long remark stays fast
        chatter = 0
        for c in clauses:
            if not c.meaningful and not c.remark and c.text.strip() and chatter < 12:
                chatter += 1
                if re.match(r"(?i)\s*or\b", c.text) and self._orders_something(c.text):
                    # "take food + fuel, or build something if I can afford it?": two ways
                    # offered and none chosen
                    self.add("bc.post.please_confirm", f"not accepted — please confirm: line "
                             f"{c.line} offers another order ({_quote(c.text)!r}): which one do "
                             "you take?", c.line, E, hint="post the one order you take")
                elif _UNREAD_CLAIM.search(c.text):
                    # a figure or a second thought beside the order that the reader could not
                    # read: a careful GM asks rather than accept the order without it
                    self.add("bc.post.please_confirm", f"not accepted — please confirm: "
                             f"{_quote(c.text)!r} on line {c.line} was not understood", c.line, E,
                             "write it as part of the order, or leave it out")
                else:
                    self.add("bc.post.chatter", f"not read as part of the action: "
                             f"{_quote(c.text)!r}", c.line, I)
            if c.meaningful and not c.remark:
                quiet = []
                for word in c.unknown:
                    looked_up += 1
                    close = (V.KNOWN.did_you_mean(word, 1, cutoff=0.8)
                             if 3 < len(word) <= 20 and looked_up <= 24 else [])
                    if close and close[0] in _PLACE_WORDS and len(word) >= 5 and \
                            V.KNOWN.did_you_mean(word, 1, cutoff=0.86):
                        # a word like a word of the game that could not be read: asked about
                        self.add("bc.post.please_confirm", f"not accepted — please confirm: "
                                 f"{word!r} on line {c.line} was not understood", c.line, E,
                                 f"did you mean {close[0]!r}?")
                    elif len(word) >= 3 and word.isalpha() and any(
                            m.startswith(word) for m in V.MATERIALS.table.values()):
                        # "pol/water": a material cut short is still a material named; asked
                        first = next(m for m in V.MATERIALS.table.values() if m.startswith(word))
                        self.add("bc.post.please_confirm", f"not accepted — please confirm: "
                                 f"{word!r} on line {c.line} was not understood", c.line, E,
                                 f"did you mean {first!r}?")
                    elif close:
                        self.add("bc.post.unknown_word", f"{word!r} is not understood and was "
                                 "ignored", c.line, W, f"did you mean {close[0]!r}?")
                    else:
                        quiet.append(word)
                if quiet:
                    self.add("bc.post.ignored_words", "words not read: "
                             + ", ".join(repr(w) for w in quiet[:12]), c.line, I)
        phase = self.state["phase"]
        if phase == "mat":
            action = self._mat(meaningful, clauses)
        elif phase == "ship":
            action = self._ship(orders)
        elif phase == "die_bonus":
            action = self._die_bonus(orders, clauses)
        elif phase == "cycle_bonus":
            action = self._cycle_bonus(meaningful)
        elif phase == "actions":
            action = self._action(meaningful)
        else:
            self.add("bc.post.no_turn", "the game takes no turn post now", None)
            action = None
        self._ledger(clauses, action)
        return self._result(action, clauses)

    def _result(self, action: Action | None, clauses: list[Clause]) -> Read:
        return Read(action, self.diags, self.first_line, self.figures, self.mentions, self.ledger,
                    self.wants, self.named_pays)

    # the ledger ---------------------------------------------------------------------------
    def _ledger(self, clauses: list[Clause], action: Action | None) -> None:
        """Every line in one state; a word of the game that no order used is asked about."""
        by_line: dict[int, list[Clause]] = {}
        for c in clauses:
            by_line.setdefault(c.line, []).append(c)
        for number, text in self.line_text.items():
            if number in self.chatter_lines or number in self.replaced:
                self.ledger.chatter(number, text)
                continue
            cs = by_line.get(number, [])
            if not any(c.meaningful for c in cs):
                self.ledger.chatter(number, text)
                continue
            if action is None:
                # the post is refused anyway: its problems are named; no line is asked about
                self.ledger.read(number, text)
                continue
            unused: list[str] = []
            read_any = False
            for c in cs:
                if not c.meaningful:
                    continue
                left = self._unused(c, action)
                unused += left
                if c.used or c.figures or not left:
                    read_any = True
            if read_any:
                self.ledger.read(number, text, list(dict.fromkeys(unused)))
            else:
                self.ledger.not_read(number, text)
        self.diags += self.ledger.please_confirm("bc.post", V.is_game_word, _suggester())

    def _unused(self, c: Clause, action: Action) -> list[str]:
        """The words of the game in clause `c` that the action does not account for."""
        out = []
        if action.kind in ("mat", "ship", "die", "material", "influence", "pass"):
            if c.remark:
                return out
            if action.kind == "ship" and c.location and c.location != action.where:
                out.append(LOCATION_NAMES.get(c.location, c.location))
            if action.kind == "die":
                claimed = getattr(self, "claimed_dice", set())
                out += [d.colour for d in c.dice if d.colour not in action.dice
                        and id(d) not in claimed]
            if action.kind == "mat":
                # "the mat with +1 food at Jyo": a material of the chosen mat's powers
                mat = next((m for m in self.state["board"]["mats"] if m["key"] == action.where),
                           None)
                powers = {w for p in (mat or {}).get("powers", ()) for w in V.POWER_WORDS.get(p, ())}
                out += [m for m in c.materials if m not in powers]
            elif action.kind in ("ship", "die"):
                out += c.materials
            return out
        if c.remark and set(c.words) & (V.LATER_WORDS | {"will", "then"}):
            return []             # "(action 2 will be red 3 to Jyo)": a plan, in brackets
        dice = set(action.dice)
        out += [d.colour for d in c.dice if d.colour not in dice
                and (not c.remark or d.value is not None)]
        if c.remark:
            return out
        where = action.where
        if c.location and c.location not in (where, self.seat["ship"]) and not (
                c.location == "manufactory" and where in MANUFACTORIES):
            out.append(LOCATION_NAMES.get(c.location, c.location).removeprefix("the "))
        for f in c.flags:
            if f.startswith("from:") and f[5:] != self.seat["ship"] and action.kind == "move":
                # "from Jyo" when the ship is elsewhere: the player counts from the wrong place
                out.append(f"from {LOCATION_NAMES.get(f[5:], f[5:]).removeprefix('the ')} (your "
                           f"ship is at {LOCATION_NAMES.get(self.seat['ship'], '?')})")
        named = set(action.influence_on)
        spaces = {action.space, *action.crew_on, *(s for _, _, s in action.free_pods),
                  *(s for _, s in action.free_achievements)}
        named |= {COLONY_KEYS[s // COLONY_SPACES] for s in spaces if 0 <= s < 54}
        for colony in c.colonies:
            if colony not in named and not any(f.colony == colony for f in c.figures) \
                    and not c.spaces:
                out.append(self.state["board"]["colonies"][COLONY_KEYS.index(colony)]["name"])
        if (c.row is not None or c.pod_colour) and "free" not in c.flags and \
                action.pod == (-1, -1) and not action.free_pods and not c.remark and \
                not set(c.words) & _DENIED:     # "can't afford pink": no pod asked for
            out.append("pod")
        if c.achievement and c.achievement != action.achievement and \
                c.achievement not in (k for k, _ in action.free_achievements):
            out.append(c.achievement.replace("_", " "))
        return out

    def _mat(self, clauses: list[Clause], every: list[Clause] = ()) -> Action | None:
        named = list(dict.fromkeys(f[4:] for c in clauses if not c.remark
                                   for f in sorted(c.flags) if f.startswith("mat:")))
        if len(named) > 1:
            self.add("bc.post.mat", "a player takes one mat; the post names "
                     + " and ".join(self._mat_name(k) for k in named), clauses[0].line,
                     hint="name the one mat you take")
            return None
        if named:
            for c in clauses:
                if any(f == "mat:" + named[0] for f in c.flags):
                    c.used = True
            fits = self._power_scores(clauses, everyone=True)
            if fits and not fits.get(named[0]):
                # "Mat C -- the one with the black die power": the name and the powers the
                # post describes disagree; a GM asks which mat is meant
                self.add("bc.post.please_confirm", "not accepted — please confirm: the post "
                         f"names {self._mat_name(named[0])} but describes the power of "
                         + " or ".join(self._mat_name(k) for k in fits), clauses[0].line, E,
                         hint="name the one mat you take")
                return None
            return Action("mat", where=named[0])
        # the whole post: "the palladium one, or the black-die-any-pod one" offers two
        by_power = self._mat_by_power([c for c in every if not c.remark] or clauses)
        if by_power:
            return by_power
        left = ", ".join(m["name"] for m in self.state["board"]["mats"]
                         if m["key"] in self.state["mats_left"])
        self.add("bc.post.mat", "no player mat named", clauses[0].line, hint=f"mats left: {left}")
        return None

    def _mat_name(self, key: str) -> str:
        return next((m["name"] for m in self.state["board"]["mats"] if m["key"] == key), key)

    def _power_words(self, clauses: list[Clause]) -> set[str]:
        words = {w for c in clauses for w in c.words} | {
            "fuel" for c in clauses if any(f.kind == "fuel" for f in c.figures)}
        words |= {V.LOCATIONS.table[w] for w in list(words) if w in V.LOCATIONS.table}
        words |= {c.location for c in clauses if c.location}
        words |= {m for c in clauses for m in c.materials}
        words |= {d.colour for c in clauses for d in c.dice}
        # "the black-die-any-pod one": a hyphenated description is its words too
        words |= {part for w in list(words) if w and " " in w for part in w.split()}
        return words

    def _power_scores(self, clauses: list[Clause], everyone: bool = False) -> dict[str, int]:
        """How many words of each mat's powers the post names (the mats left, or every mat)."""
        words = self._power_words(clauses)
        scores = {}
        for mat in self.state["board"]["mats"]:
            if not everyone and mat["key"] not in self.state["mats_left"]:
                continue
            score = sum(len(set(V.POWER_WORDS.get(p, ())) & words) for p in mat["powers"])
            if score:
                scores[mat["key"]] = score
        return scores

    def _mat_by_power(self, clauses: list[Clause]) -> Action | None:
        """"the black die one", "the mat with +1 fuel at the Nexus": the one mat left whose
        powers the post describes (asked when two fit). In a long post the sentence that
        names the mat ("So: the Gan De mat (the organics one) for me.") decides, when it fits
        one mat alone: the rest is roleplay."""
        said = {c.sentence for c in clauses if "mat" in c.words or "mats" in c.words}
        decisive = [c for c in clauses if c.sentence in said]
        if decisive and len(decisive) < len(clauses):
            scores = self._power_scores(decisive)
            if scores and list(scores.values()).count(max(scores.values())) == 1 and not (
                    self._power_words(decisive) & {"whichever", "either", "or"}):
                clauses = decisive
                self.first_line = decisive[0].line
        words = self._power_words(clauses)
        scores = self._power_scores(clauses)
        if not scores:
            return None
        best = max(scores.values())
        top = [k for k, v in scores.items() if v == best]
        if words & {"whichever", "either", "or"} and len(scores) > 1:
            top = list(scores)
        if len(top) > 1:
            self.add("bc.post.mat", "which mat? The post fits "
                     + " and ".join(self._mat_name(k) for k in top), clauses[0].line,
                     hint="name the mat, e.g. 'mat: Mat C'")
            return None
        self.by_power = True
        self.add("bc.post.mat_by_power", f"read as {self._mat_name(top[0])}, the one mat left "
                 "with the power the post describes", clauses[0].line, I)
        for c in clauses:
            c.used = True
        return Action("mat", where=top[0])

    def _ship(self, clauses: list[Clause]) -> Action | None:
        for c in clauses:
            if "two_locations" in c.flags:
                # "Ridback or the Nexus, whatever you think is best": the player must choose
                self.add("bc.post.which_location", "the post names two locations: which one "
                         "does the ship start at?", c.line, hint="name one location, e.g. "
                         "'ship to Nebra'")
                return None
            if c.location and c.location != "manufactory":
                c.used = True
                return Action("ship", where=c.location)
            if c.location == "manufactory":
                self.add("bc.post.which_manufactory", "which Manufactory: left or right?", c.line)
                return None
        self.add("bc.post.location", "no location named", clauses[0].line,
                 hint="e.g. 'ship to Nebra'")
        return None

    def _die_bonus(self, clauses: list[Clause], every: list[Clause] = ()) -> Action | None:
        listed = self._dice_listed(clauses)
        if listed is not None:
            return listed
        # "red stays 1", "keep black": a die named as left alone is not the one changed
        dice = _merge([d for c in clauses for d in c.dice
                       if not set(c.words) & {"stays", "stay", "unchanged", "keep", "keeping"}])
        if not dice:
            if any("none" in c.flags or "pass" in c.flags for c in clauses):
                return Action("die")
            shown = self._die_by_shown(list(every) or clauses)
            if shown is not None or any(d.code == "bc.post.die" for d in self.diags):
                return shown
            self.add("bc.post.die", "name the die to change, or 'no change'", clauses[0].line)
            return None
        if len(dice) > 1:
            self.add("bc.post.die", "only one die may be changed: the post names "
                     + " and ".join(d.colour for d in dice), clauses[0].line)
            return None
        ref = dice[0]
        bonus = active_bonus(self.state)
        have = self.seat["dice"][ref.colour]
        if ref.value is not None and ref.value != have and ref.target is None and ref.fuel is None \
                and ref.value == (6 if bonus == "six" else 7 - have):
            ref.target, ref.value = ref.value, None     # "green 6": set green to 6
        self._check_value(ref)
        if bonus == "six" and any("flip" in c.flags for c in clauses):
            self.add("bc.post.die", "this cycle's card sets a die to 6 (it does not flip)",
                     ref.line)
        if bonus == "six" and ref.target is not None and ref.target != 6:
            self.add("bc.post.die", f"this cycle's card sets a die to 6, not {ref.target}",
                     ref.line)
        if bonus == "flip" and ref.target is not None and ref.target != 7 - self.seat["dice"][ref.colour]:
            self.add("bc.post.die", f"{ref.colour} {self.seat['dice'][ref.colour]} flips to "
                     f"{7 - self.seat['dice'][ref.colour]}, not {ref.target}", ref.line)
        # "flipping red, so it's a 5 now": a value said beside the change is checked too
        after = 6 if bonus == "six" else 7 - have
        for c in {id(c): c for c in [*clauses, *every]}.values():
            # "(red 1 → 6, that's +4 for free!)": a signed change of the die is checked
            for m in _DIE_CHANGE.finditer(c.text):
                said = int(m.group(2)) * (-1 if m.group(1) != "+" else 1)
                if said != after - have:
                    self.add("bc.post.die", f"{ref.colour} {have} becomes {after}: that is "
                             f"{after - have:+d}, not {m.group(1)}{m.group(2)} "
                             f"({_quote(c.text)!r})", c.line)
        for c in every:
            if c.meaningful or c.remark:
                continue
            for n in re.findall(r"(?<![\w.])\d+(?![\w.]*\d)", c.text):
                if int(n) not in (have, after) and 1 <= int(n) <= 6:
                    self.add("bc.post.die", f"{ref.colour} {have} becomes {after}, not {n} "
                             f"({_quote(c.text)!r})", c.line)
        return Action("die", dice=(ref.colour,))

    def _dice_listed(self, clauses: list[Clause]) -> Action | None:
        """"flip black → my dice are now black 6, blue 5, red 1, green 4": the die named first
        is the one changed; the dice listed after "now" are what the player will have, each
        checked."""
        at = next((n for n, c in enumerate(clauses) if _DICE_NOW.search(c.text)), None)
        refs = [d for c in clauses for d in c.dice]
        if at is None or not refs or refs[0].value is not None or \
                len({d.colour for d in refs}) < 2:
            return None
        colour = refs[0].colour
        claims = [d for d in refs[1:] if d.value is not None and d.clause >= at]
        if len(claims) != len(refs) - 1:
            return None
        have = self.seat["dice"][colour]
        after = 6 if active_bonus(self.state) == "six" else 7 - have
        wrong = False
        for d in claims:
            want = after if d.colour == colour else self.seat["dice"][d.colour]
            if d.value != want:
                self.add("bc.post.die", f"after the change your {d.colour} die shows {want}, "
                         f"not {d.value}", d.line)
                wrong = True
        if wrong:
            return None
        for c in clauses:
            c.used = True
        self.claimed_dice = {id(d) for d in claims}
        return Action("die", dice=(colour,))

    def _die_by_shown(self, clauses: list[Clause]) -> Action | None:
        """"I'll turn the 3 into a six", "set the 2 to a 6": the die is named by the value it
        shows, when one die alone shows it; the value after, if written, is checked."""
        text = " ".join(c.text for c in clauses).lower()
        if not re.search(r"\b(?:set|sets|setting|turn|turning|make|making|flip|flipping|change|"
                         r"changing|into|to)\b", text):
            return None
        shown = re.search(r"\b(?:the|my|that|this)\s+(?:[1-6]|one|two|three|four|five|six)\b", text)
        if not shown:
            return None         # "set to 6": the value after, not the die
        nums = [int(n) if n.isdigit() else _SPELLED[n]
                for n in re.findall(r"\b(?:[1-6]|one|two|three|four|five|six)\b",
                                    text[shown.start():])]
        showing = [d for d in DICE if self.seat["dice"][d] == nums[0]]
        if len(showing) != 1:
            return None
        colour = showing[0]
        have = self.seat["dice"][colour]
        after = 6 if active_bonus(self.state) == "six" else 7 - have
        line = clauses[0].line
        if len(nums) > 1 and nums[1] != after:
            self.add("bc.post.die", f"{colour} {have} becomes {after}, not {nums[1]}", line)
            return None
        self.add("bc.post.die_by_value", f"read '{have}' as the {colour} die, the only one "
                 f"that shows {have}", line, I)
        for c in clauses:
            c.used = True
        return Action("die", dice=(colour,))

    def _cycle_bonus(self, clauses: list[Clause]) -> Action | None:
        bonus = active_bonus(self.state)
        orders = [c for c in clauses if not c.remark]
        if bonus == "material":
            mats = [m for c in orders for m in c.materials]
            if not mats:
                # "taking a blue": a material by its colour (no die is in play now)
                mats = [MATERIAL_OF[w] for c in orders for w in c.words if w in MATERIAL_OF]
            if not mats:
                if any("none" in c.flags for c in orders):
                    return Action("material")
                self.add("bc.post.material", "name the material you take, or 'no material'",
                         clauses[0].line)
                return None
            if len(mats) > 1 and len(set(mats)) == 1 and \
                    len(mats) == len([c for c in orders if c.materials]) and \
                    all(len(c.materials) == 1 for c in orders if c.materials):
                mats = mats[:1]      # "Food please (the pink one)", "a blue one (water)"
            if len(mats) > 1:
                self.add("bc.post.material", "the cycle bonus gives one material: the post names "
                         + " and ".join(mats), clauses[0].line)
                return None
            return Action("material", take=(mats[0],))
        first = next((c for c in orders if c.colonies), None)
        if first is None:
            if any("none" in c.flags for c in orders):
                return Action("influence")
            self.add("bc.post.influence", "name the colony track (Xi'an, Thebes or Cuzco)",
                     clauses[0].line, hint="e.g. 'influence on Thebes'")
            return None
        named = list(dict.fromkeys(k for c in orders for k in c.colonies
                                   if not c.spaces and "crew" not in c.flags))
        if len(named) > 1 and not any(c.achievement or "achievement" in c.flags for c in orders):
            self.add("bc.post.influence", "the bonus is one influence on one track; the post "
                     "names " + " and ".join(self.state["board"]["colonies"][COLONY_KEYS.index(k)]
                                            ["name"] for k in named), first.line,
                     hint="e.g. 'influence on Thebes'")
            return None
        parts = self._bonus_parts(clauses, skip=first)
        # every material the post names here is a track bonus's choice
        parts["bonus_materials"] += [m for c in orders if c.index not in parts["used"]
                                     for m in c.materials]
        for c in orders:
            c.used = True
        pods, achievements = self.free_parts(parts)
        return Action("influence", influence_on=(first.colonies[0], *parts["influence_on"]),
                      bonus_materials=tuple(parts["bonus_materials"]),
                      crew_on=tuple(parts["crew_on"]), free_pods=tuple(pods),
                      free_achievements=tuple(achievements))

    def free_parts(self, parts: dict[str, Any]) -> tuple[list, list]:
        return self._free_pods(parts["free_pods"], (-1, -1)), \
            self._free_achievements(parts["free_achievements"])

    # the bonus clauses ------------------------------------------------------------------
    def _bonus_parts(self, clauses: list[Clause], skip: Clause | None = None) -> dict[str, Any]:
        parts: dict[str, Any] = {"bonus_materials": [], "crew_on": [], "free_pods": [],
                                 "free_achievements": [], "influence_on": [], "buy_points": "",
                                 "pay_pod": "", "pay_space": "", "used": set(),
                                 "soft_influence": []}
        bonus_mode = False
        last_free: list | None = None
        for c in clauses:
            if c is skip:
                continue
            if not c.dice and not parts["buy_points"] and \
                    self.state["phase"] == "actions" and \
                    (c.materials or c.pays or c.artifact) and any(
                    f.kind == "cp" and f.amount == 2 and (f.either or not f.total)
                    for f in c.figures):
                # "2 CP for water", "spend my water for +2 CP", "cash in 1 water for 2 CP"
                if c.materials:
                    parts["buy_points"] = c.materials.pop()
                    c.mat_ctx = c.mat_ctx[:len(c.materials)]
                elif c.pays and c.pays[-1][0] != "artifact" or c.pays and not c.artifact:
                    parts["buy_points"] = c.pays.pop()[0]
                else:
                    parts["buy_points"] = "artifact"
                    c.pays = [p for p in c.pays if p[0] != "artifact"]
                if not (c.materials or c.pays or c.pod_colour or c.row is not None or c.spaces
                        or c.rel or c.location):
                    parts["used"].add(c.index)
                    c.used = True
                    continue
            if "bonus" in c.flags and not c.remark:
                bonus_mode = True
            if c.remark:
                self._remark_part(c, parts)
                continue
            free = "free" in c.flags or "bonus" in c.flags and not c.dice and (
                "pod" in c.words or "pods" in c.words) and "crew" not in c.flags
            if free and ("pod" in c.flags or c.pod_colour) and (
                    c.pod_colour or c.row is not None or c.spaces or c.rel):
                entry = [c.pod_colour, c.row, c.column, c.spaces[0] if c.spaces else
                         (c.rel[0][0] if c.rel else -1), c.line, c.pod_influence, c.pod_bonus]
                parts["free_pods"].append(entry)
                last_free = entry
                parts["used"].add(c.index)
            elif "free" in c.flags and (c.achievement or "achievement" in c.flags):
                key = c.achievement or (self.state["building_top"] if "building" in c.words
                                        else "")
                entry = [key, c.spaces[0] if c.spaces else -1, c.line]
                parts["free_achievements"].append(entry)
                last_free = entry
                parts["used"].add(c.index)
            elif "crew" in c.flags and c.spaces and not c.dice:
                parts["crew_on"] += [s for s in c.spaces if s >= 0]
                parts["used"].add(c.index)
            elif "influence" in c.flags and c.colonies and not c.dice and not c.spaces and \
                    not any(f.colony for f in c.figures) and not (
                    "bonus" in c.flags and c.materials):
                # ("Bonus on Xi'an track: I take water" names the track of the bonus chosen)
                if c.figures:
                    # "+1 influence on Thebes": the building's choice, or a figure about the pod
                    parts["soft_influence"] += c.colonies
                else:
                    parts["influence_on"] += c.colonies
                parts["used"].add(c.index)
            elif "pay" in c.flags and not c.dice and not (c.pod_colour or c.row is not None
                                                          or c.spaces or c.rel):
                if not c.pays and not c.materials and not c.artifact:
                    # "paid with... whatever's left": the payment is chosen for the player
                    self.add("bc.post.pay_chosen", "no payment named: it is chosen for you",
                             c.line, I)
                c.pays += [(m, x or ("space" if "space" in c.words else "pod"))
                           for m, x in zip(c.materials, c.mat_ctx)]
                c.materials, c.mat_ctx = [], []
                parts["used"].add(c.index)
            elif bonus_mode and c.materials and not c.dice:
                parts["bonus_materials"] += c.materials
                parts["used"].add(c.index)
            elif last_free is not None and c.spaces and not c.dice and not c.pod_colour \
                    and not c.location:
                if len(last_free) == 7 and last_free[3] < 0:
                    last_free[3] = c.spaces[0]
                elif len(last_free) == 3 and last_free[1] < 0:
                    last_free[1] = c.spaces[0]
                parts["used"].add(c.index)
        return parts


    def _remark_part(self, c: Clause, parts: dict[str, Any]) -> None:
        """A remark in parentheses: a payment ("(paying palladium)"), a bonus choice
        ("(bonus: water)"), or materials the action gives besides ("(and the mat food)"),
        which are checked with the outcome."""
        extra = any(w in V.EXTRA_WORDS for w in c.words if w != "bonus") or \
            "mat" in c.flags
        if c.pays or "pay" in c.flags and (c.materials or c.artifact):
            c.pays += [(m, x) for m, x in zip(c.materials, c.mat_ctx)]
            c.materials, c.mat_ctx = [], []
            c.used = True
            parts["used"].add(c.index)
        elif "bonus" in c.flags and c.materials and not extra and not c.figures:
            parts["bonus_materials"] += c.materials
            parts["used"].add(c.index)
            c.used = True
        elif "crew" in c.flags and c.spaces and not c.figures:
            parts["crew_on"] += [s for s in c.spaces if s >= 0]
            c.used = True
        elif "influence" in c.flags and c.colonies and not c.figures and not c.dice:
            parts["influence_on"] += c.colonies
            c.used = True
        elif c.materials:
            for m in c.materials:
                self.mentions.append(Mention(m, c.line, _quote(c.text)))
            c.used = True

    def _free_pods(self, entries: list[list], taken: tuple[int, int]) -> list[tuple[int, int, int]]:
        out = []
        exclude = {taken}
        for colour, row, column, space, line, influence, bonus in entries:
            slot = self._find_pod(colour, row, column, None, line, "free pod", exclude,
                                  influence=influence, bonus=bonus)
            if slot is None:
                continue
            exclude.add(slot)
            if space < 0:
                self.add("bc.post.space", "say where the free pod is built", line,
                         hint="e.g. 'free pod: the blue pod from row 6 on Xi'an 3'")
                continue
            out.append((slot[0], slot[1], space))
        return out

    def _free_achievements(self, entries: list[list]) -> list[tuple[str, int]]:
        out = []
        for key, space, line in entries:
            if not key and space < 0:
                # "I get the free achievement from that, right?": checked with the outcome
                self.wants.append(("achievement", line))
                continue
            if not key:
                self.add("bc.post.achievement", "say which cultural achievement", line,
                         hint=f"available: {', '.join(self._ach_names())}")
                continue
            if space < 0:
                self.add("bc.post.space", "say where its tile is built", line)
                continue
            out.append((key, space))
        return out

    def _ach_names(self) -> list[str]:
        from gm_tool.games.beta_colony.rules.act import achievement_info, available_achievements
        return [achievement_info(self.state, k)["name"] for k in available_achievements(self.state)]

    def _find_pod(self, colour: str, row: int | None, column: int | None, rows_allowed,
                  line: int, what: str, exclude: set | None = None, influence: int | None = None,
                  bonus: str = "") -> tuple[int, int] | None:
        from gm_tool.games.beta_colony.rules.flow import pod_label
        rows = self.state["rows"]
        candidates = []
        for r in ([row] if row is not None else (rows_allowed if rows_allowed is not None
                                                   else range(4))):
            for col, pod in enumerate(rows[r]):
                if pod < 0:
                    continue
                if colour and self.state["board"]["pods"][pod]["colour"] != colour:
                    continue
                if column is not None and col != column:
                    continue
                if exclude and (r, col) in exclude:
                    continue
                candidates.append((r, col, pod))
        if candidates and (influence is not None or bonus):
            # "the green 0 (2 CP)": the printed influence and bonus tell two pods apart, and a
            # pod described as no pod there is asked about
            pods = self.state["board"]["pods"]
            fits = [x for x in candidates
                    if (influence is None or pods[x[2]]["influence"] == influence)
                    and (not bonus or pods[x[2]]["bonus"] == bonus)]
            if fits:
                candidates = fits
            else:
                said = f"{colour + ' ' if colour else ''}{'' if influence is None else influence}"
                self.add("bc.post.no_pod", f"not accepted — please confirm: no pod "
                         f"{said.strip()}{' (' + bonus.replace('_', ' ') + ')' if bonus else ''} "
                         f"for the {what}: " + ", ".join(
                             f"row {ROWS[r]}: {pod_label(self.state, p)}" for r, _, p in candidates),
                         line, hint="name the pod as the board shows it")
                return None
        if not candidates:
            where = f"row {ROWS[row]}" if row is not None else "the rows you can take from"
            shown = "; ".join(f"row {ROWS[r]}: " + ", ".join(pod_label(self.state, p)
                                                            for p in rows[r] if p >= 0)
                              for r in ([row] if row is not None else range(4)))
            self.add("bc.post.no_pod", f"no {colour + ' ' if colour else ''}pod in {where} "
                     f"for the {what}", line, hint=shown)
            return None
        tiles = {tuple(sorted(self.state["board"]["pods"][p].items())) for _, _, p in candidates}
        if len(tiles) > 1:
            self.add("bc.post.which_pod", f"more than one pod fits the {what}: " + ", ".join(
                f"row {ROWS[r]} column {c + 1} ({pod_label(self.state, p)})"
                for r, c, p in candidates), line, hint="add the row, colour or 'column 2'")
            return None
        r, col, _ = candidates[0]
        return r, col

    # the action ---------------------------------------------------------------------------
    def _two_actions(self, clauses: list[Clause], dice: list[DieRef]) -> bool:
        """The dice of two actions (two docks, a dock and a move, four dice): refused, naming
        both. True when it was so."""
        docks = [c for c in clauses if "dock" in c.flags and not c.remark]
        groups: list[tuple[int, list[str]]] = []
        for line in dict.fromkeys(c.line for c in clauses if not c.remark):
            colours = list(dict.fromkeys(d.colour for c in clauses if c.line == line
                                         and not c.remark for d in c.dice))
            if colours:
                groups.append((line, colours))
        if len(dice) <= 2 and len(docks) <= 1:
            return False
        if len(dice) >= 4 or len(docks) >= 2 or (docks and len(dice) > 2):
            shown = "; ".join(f"line {line}: {' and '.join(cs)}" for line, cs in groups)
            self.add("bc.post.two_actions", f"the post holds more than one action ({shown}); "
                     "this step is one action", clauses[0].line,
                     hint="post one action now and the other at your next action")
            return True
        return False

    def _action(self, clauses: list[Clause]) -> Action | None:
        orders = [c for c in clauses if not c.remark]
        if any("pass" in c.flags and not c.dice for c in orders) and not any(c.dice for c in orders):
            self.add("bc.post.pass", "an action uses two dice: move and activate, or dock for "
                                     "one fuel", orders[0].line,
                     hint="e.g. 'dock for fuel with blue and green'")
            return None
        if sum(len(c.dice) for c in orders) < 2:
            # "Dock for fuel (black + blue)": the dice in brackets are the order's
            for c in clauses:
                if c.remark and c.dice:
                    c.remark = False
            orders = [c for c in clauses if not c.remark]
        dice = _merge([d for c in orders for d in c.dice], self)
        known = {d.colour for d in dice}
        for c in clauses:
            if c.remark:
                # a die named in a remark is one of the action's, or chatter about it
                for d in c.dice:
                    if d.colour in known:
                        _merge_into(next(x for x in dice if x.colour == d.colour), d, self)
        if len(dice) > 2:
            # a die named without a value beside two with theirs is talk about it, not a die of
            # this action (the ledger asks about it)
            valued = [d for d in dice if d.value is not None or d.fuel is not None
                      or d.target is not None]
            if len(valued) == 2:
                dice = valued
        for d in dice:
            self._check_value(d)
        if self._two_actions(orders, dice):
            return None
        for c in clauses:
            if c.dice:
                c.used = True
        left = [d for d in DICE if d not in self.seat["used"]]
        docking = any("dock" in c.flags for c in orders)
        if (len(dice) == 1 or docking and not dice) and len(left) == 2 and \
                all(d.colour in left for d in dice):
            # "just dock", "to Jyo with blue (and the other one)": the two dice left are the two
            missing = [c for c in left if c not in {d.colour for d in dice}]
            line = orders[0].line
            for colour in missing:
                ref = DieRef(colour, line=line, clause=-1)
                if dice and (dice[0].activate or dice[0].colon):
                    ref.moves_to = True
                dice.append(ref)
            self.add("bc.post.dice_left", "read with the dice you have left: "
                     + " and ".join(missing), line, I)
            self.implied = missing
        if any("dock" in c.flags for c in orders):
            if len(dice) != 2:
                self.add("bc.post.dock", f"docking for fuel spends two dice; the post names "
                                         f"{len(dice)}", orders[0].line,
                         hint="e.g. 'dock for fuel with blue and green'")
                return None
            for c in orders:
                if "dock" in c.flags:
                    c.used = True
            for d in dice:
                if d.fuel or d.target:
                    self.add("bc.post.dock", "docking spends the dice as they are: no fuel",
                             d.line)
                    return None
            return Action("dock", dice=(dice[0].colour, dice[1].colour))
        parts = self._bonus_parts(clauses)
        main = [c for c in orders if c.index not in parts["used"]]
        if len(dice) != 2:
            named = " and ".join(f"{d.colour}" for d in dice) if dice else "none"
            self.add("bc.post.dice", f"an action uses two dice (one to move, one to activate); "
                                     f"the post names {len(dice)} ({named})", orders[0].line,
                     hint="e.g. 'black 6 to Nebra, blue 1: water'")
            return None
        move, activate = dice
        if self.implied and not (dice[0].moves_to or dice[0].activate or dice[0].colon
                                 or dice[0].move):
            # the die left out: the one that moves is the one that needs the least fuel there
            where = next((c.location for c in main if c.location in LOCATION_NAMES), "")
            if where:
                ccw_ = any(c.ccw for c in main)
                cost = lambda d: abs(self._move_fuel_needed(d, where, ccw_))
                if cost(dice[1]) < cost(dice[0]):
                    dice = [dice[1], dice[0]]
                    move, activate = dice
        if dice[1].moves_to and not dice[0].moves_to:
            move, activate = dice[1], dice[0]
        elif dice[0].moves_to and not dice[1].moves_to:
            pass
        elif dice[0].activate and not dice[1].activate:
            move, activate = dice[1], dice[0]
        elif dice[1].move and not dice[0].move:
            move, activate = dice[1], dice[0]
        elif dice[0].colon and not dice[1].colon:
            move, activate = dice[1], dice[0]
        locations = list(dict.fromkeys(c.location for c in main if c.location))
        if len(locations) > 1:
            for c in main:
                if c.location and not c.dice and _PLACE_TALK.search(c.text) and \
                        not _PLACE_GO.search(c.text) and not (c.materials or c.figures) and \
                        any(x.location and x.location != c.location and x.dice for x in main):
                    # "Gan De is crowded, I'll leave it to you": a remark about a place, not
                    # where the ship goes
                    self.add("bc.post.chatter", f"read as talk about a place, not the "
                             f"destination: {_quote(c.text)!r}", c.line, I)
                    c.location = ""
            locations = list(dict.fromkeys(c.location for c in main if c.location))
        if len(locations) > 1 and not ("manufactory" in locations and len(locations) == 2
                                       and any(x in MANUFACTORIES for x in locations)):
            self.add("bc.post.locations", "the post names more than one destination: "
                     + " and ".join(LOCATION_NAMES.get(x, x) for x in locations), orders[0].line,
                     hint="name the one location the ship moves to")
            return None
        location = next((x for x in locations if x != "manufactory"), locations[0] if locations else "")
        ccw = any(c.ccw for c in main) or any(c.ccw and c.remark for c in clauses)
        seat = self.seat
        move_fuel = self._fuel(move)
        act_fuel = self._fuel(activate)
        if move_fuel is not None and move.unsigned and location:
            move_fuel = self._direction(move, move_fuel, lambda v: self._reaches(v, location, ccw))
        if location == "manufactory":
            location = self._which_manufactory(move, move_fuel, ccw, orders[0].line)
            if not location:
                return None
        if location and move_fuel is None:
            need = self._move_fuel_needed(move, location, ccw)
            if need and abs(need) <= seat["fuel"] and move.colour not in seat["used"]:
                move_fuel = self._unwritten_fuel(move, need, f"{LOCATION_NAMES[location]} is "
                                                 f"{seat['dice'][move.colour] + need} step(s) "
                                                 f"from {LOCATION_NAMES[seat['ship']]}")
                if move_fuel is None:
                    return None
        move_fuel = move_fuel or 0
        unknown_to = [w for c in main for w in c.to_unknown]
        if not location and unknown_to:
            self.add("bc.post.please_confirm", f"not accepted — please confirm: where does the "
                     f"ship go? {unknown_to[0]!r} is not a location", orders[0].line,
                     hint="the locations: Gan De, Jyo, Nebra, the left Manufactory, the Ridback, "
                          "the Azophi Nexus, the right Manufactory")
            return None
        if not location:
            from gm_tool.games.beta_colony.rules.act import destination
            steps = seat["dice"][move.colour] + move_fuel
            if steps >= 1:
                location = destination(self.state, seat["ship"], steps, ccw)
        take: list[str] = []
        seen: list[tuple[list[str], int]] = []
        for c in main:
            if len(c.materials) >= 2 and not c.dice and any(
                    m == sorted(c.materials) and n != c.sentence for m, n in seen):
                continue          # "... steel + organics. Just steel + organics.": said again
            if c.materials:
                seen.append((sorted(c.materials), c.sentence))
            take += c.materials
        pays = [p for c in clauses for p in c.pays]
        if location in MANUFACTORIES:
            # nothing is taken there: the materials a post names are what it pays with
            pays += [(m, x) for c in main for m, x in zip(c.materials, c.mat_ctx)]
            take = []
        elif location == "azophi_nexus" and any(c.achievement or "building-word" in c.flags
                                                or "achievement" in c.flags for c in main):
            # building a cultural achievement: materials not taken ("take water and build...")
            # are what the post pays with (the rules choose the payment; a space's is kept)
            named = pays + [(m, x) for c in main if "take" not in c.flags
                            for m, x in zip(c.materials, c.mat_ctx)]
            pays = [(m, x) for m, x in named if x == "space!"]     # "paying food for the space"
            self.named_pays = [m for m, _ in named]
            take = [m for c in main if "take" in c.flags for m in c.materials]
        achievement = next((c.achievement for c in main if c.achievement), "")
        if not achievement and any("building" in c.words for c in main) and \
                location == "azophi_nexus":
            achievement = self.state["building_top"]
        spaces = [s for c in main for s in c.spaces]
        rel = [r for c in main for r in c.rel]
        if rel and not spaces:
            first = rel[0]
            name = self.state["board"]["colonies"][COLONY_KEYS.index(first[1])]["name"]
            base = COLONY_KEYS.index(first[1]) * COLONY_SPACES
            self.add("bc.post.space_relative", f"not accepted — please confirm: {name} {first[2]} "
                     f"is no space of {name} ({base}-{base + COLONY_SPACES - 1}): space "
                     f"{first[0]}?", orders[0].line, E,
                     hint=f"the spaces are numbered 0-53 over the three colonies, as the board "
                          f"shows them: write '{name} {first[0]}'")
            spaces = [first[0]]
            rel = rel[1:]
        for space, colony, n in rel:
            # "build on Thebes 30 ... Thebes 7": the second is the track
            self.figures.append(Figure("influence", n, orders[0].line, f"{colony} {n}",
                                       total=True, colony=colony))
        pod = (-1, -1)
        space = -1
        pod_clause = next((c for c in main if "pod" in c.flags or c.pod_colour), None)
        have_act = seat["dice"][activate.colour]
        any_value = activate.colour == "black" and has_power(self.state, seat, "black_any_pod")
        if location in MANUFACTORIES and pod_clause is not None:
            pod_clause = _pod_described(pod_clause, [c for c in main if "pod" in c.flags
                                                     or c.pod_colour])
            row = pod_clause.row
            if act_fuel is not None and activate.unsigned and row is not None:
                act_fuel = self._direction(activate, act_fuel, lambda v: row_of(v) == row)
            if act_fuel is None and row is not None and not any_value and row_of(have_act) != row \
                    and abs(min((v - have_act for v in ROW_VALUES[row]), key=abs)) <= seat["fuel"]:
                need = min((v - have_act for v in ROW_VALUES[row]), key=abs)
                act_fuel = self._unwritten_fuel(activate, need, f"row {ROWS[row]} needs a "
                                                f"{' or '.join(map(str, ROW_VALUES[row]))}")
                if act_fuel is None:
                    return None
            act_value = have_act + (act_fuel or 0)
            rows_allowed = None if any_value else ([row_of(act_value)] if row_of(act_value) is not None else [])
            slot = self._find_pod(pod_clause.pod_colour, row, pod_clause.column,
                                  rows_allowed if row is None else None, pod_clause.line,
                                  "pod to take", influence=pod_clause.pod_influence,
                                  bonus=pod_clause.pod_bonus)
            if slot is None:
                return None
            pod = slot
        if location in MOONS and len(take) == 2 and not (
                activate.colour == "black" and has_power(self.state, seat, "black_six")):
            if act_fuel is not None and activate.unsigned:
                act_fuel = self._direction(activate, act_fuel, lambda v: v >= 5)
            if act_fuel is None and have_act <= 4 and 5 - have_act <= seat["fuel"]:
                act_fuel = self._unwritten_fuel(activate, 5 - have_act,
                                                "two materials need a 5 or 6")
                if act_fuel is None:
                    return None
        if act_fuel is not None and activate.unsigned and location == "ridback":
            gives = 1 if have_act <= 2 else 2 if have_act <= 4 else 3
            gives += 1 if has_power(self.state, seat, "extra_fuel") else 0
            if abs(act_fuel) == gives and activate.target is None:
                # "green 2 (1 fuel)" at the Ridback: what the die gives there, not fuel spent
                self.figures.append(Figure("fuel", gives, activate.line, f"{abs(act_fuel)} fuel"))
                act_fuel = None
            else:
                act_fuel = self._direction(activate, act_fuel, None)
        act_fuel = act_fuel or 0
        if spaces:
            space = spaces[0]
            if len(set(spaces)) > 1:
                self.add("bc.post.spaces", f"more than one space named ({', '.join(map(str, spaces))})",
                         orders[0].line, hint="name the one space the pod or tile is built on")
                return None
        if location in MANUFACTORIES and pod != (-1, -1) and space < 0:
            self.add("bc.post.space", "say where the pod is built", pod_clause.line if pod_clause else None,
                     hint="e.g. 'build on Thebes 27'")
            return None
        if location == "azophi_nexus" and achievement and space < 0:
            self.add("bc.post.space", "say where the achievement's tile is built",
                     orders[0].line, hint="e.g. 'on Cuzco 40' (a space not next to a colony center)")
            return None
        pay_pod, pay_space = self._payments(pays, parts, orders[0].line)
        if location in MANUFACTORIES and pod != (-1, -1) and 0 <= space < 54 and \
                not self.explicit_pay:
            pay_pod, pay_space = self._fit_payments(pay_pod, pay_space, pod, space)
        if parts["soft_influence"] and location == "azophi_nexus" and achievement and \
                not parts["influence_on"]:
            parts["influence_on"] = parts["soft_influence"][:1]
        free_pods = self._free_pods(parts["free_pods"], pod)
        free_achievements = self._free_achievements(parts["free_achievements"])
        if self.spend_figure is not None:
            spent = abs(move_fuel) + abs(act_fuel)
            if spent != self.spend_figure:
                self.add("bc.claim.fuel", f"the post says it spends {self.spend_figure} fuel; the "
                         f"dice as written use {spent}", orders[0].line,
                         hint="write the fuel on its die: 'red 3 (+1 fuel -> 4)'")
        for c in main:
            c.used = True
        for c in clauses:
            if c.index in parts["used"]:
                c.used = True
        if any(d.severity is E for d in self.diags):
            return None
        return Action("move", dice=(move.colour, activate.colour), fuel=(move_fuel, act_fuel),
                      ccw=ccw, where=location, take=tuple(take), pod=pod, space=space,
                      achievement=achievement if location == "azophi_nexus" else "",
                      pay_pod=pay_pod, pay_space=pay_space,
                      bonus_materials=tuple(parts["bonus_materials"]),
                      crew_on=tuple(parts["crew_on"]), free_pods=tuple(free_pods),
                      free_achievements=tuple(free_achievements),
                      influence_on=tuple(parts["influence_on"]), buy_points=parts["buy_points"])

    def _fit_payments(self, pay_pod: str, pay_space: str, pod: tuple[int, int],
                      space: int) -> tuple[str, str]:
        """"blue 3 pod -> Cuzco 40, paying water": a payment named after the space that only
        the pod's colour takes pays the pod (and the other way round)."""
        from gm_tool.games.beta_colony.rules.common import space_colour
        pod_colour = self.state["board"]["pods"][self.state["rows"][pod[0]][pod[1]]]["colour"]
        wild = active_bonus(self.state) == "polymer_wild"

        def fits(what: str, colour: str) -> bool:
            return not what or what == "artifact" or what.startswith("pair:") or \
                MATERIAL_OF.get(colour) == what or wild and what == "polymer"
        here = space_colour(self.state, space)
        if pay_space and not fits(pay_space, here) and fits(pay_space, pod_colour) and \
                (not pay_pod or fits(pay_pod, here)):
            return pay_space, pay_pod
        if pay_pod and not fits(pay_pod, pod_colour) and fits(pay_pod, here) and \
                (not pay_space or fits(pay_space, pod_colour)):
            return pay_space, pay_pod
        return pay_pod, pay_space

    def _payments(self, pays: list, parts: dict[str, Any], line: int) -> tuple[str, str]:
        """What the post pays the pod and the space with: "paying palladium", "w/ 2 polymer"
        (two matching, with the mat that allows it), "the artifact"; a payment named after the
        space pays the space."""
        self.explicit_pay = any(x.endswith("!") for _, x in pays)
        pod: list[str] = [m for m, x in pays if x.rstrip("!") != "space"]
        space: list[str] = [m for m, x in pays if x.rstrip("!") == "space"]
        if not pod and len(space) == 2:
            pod, space = space[:1], space[1:]    # "on Thebes 22, paid steel + steel"
        if len(pod) == 3 and pod[0] == pod[1] and not space:
            pod, space = pod[:2], pod[2:]        # "paying 2 organics (Mat D) + steel"
        if len(pod) > 2 or len(pod) == 2 and pod[0] != pod[1] and not space:
            # "paying steel, steel": one for the pod, one for the space
            if len(pod) == 2:
                pod, space = pod[:1], pod[1:]
        out = []
        for what in (pod, space):
            if not what:
                out.append("")
            elif len(what) == 1:
                out.append(what[0])
            elif len(what) == 2 and what[0] == what[1] and what[0] != "artifact":
                out.append(f"pair:{what[0]}")
            else:
                self.add("bc.post.pay", "more than one payment named for one thing: "
                         + ", ".join(what), line, hint="e.g. 'pay polymer for the space'")
                out.append("")
        return out[0] or parts["pay_pod"], out[1] or parts["pay_space"]

    def _spend_written(self) -> int | None:
        spends = [f for f in self.figures if f.kind == "fuel" and f.spend]
        if len(spends) == 1:
            return spends[0].amount
        return None

    def _unwritten_fuel(self, ref: DieRef, need: int, why: str) -> int | None:
        """Fuel the post does not write on the die: used only when the post says elsewhere how
        much fuel it spends and that is exactly `need`; otherwise refused, naming it."""
        have = self.seat["dice"][ref.colour]
        written = self._spend_written()
        if written is not None and written == abs(need) and self.spend_figure is None:
            self.spend_figure = written
            self.add("bc.fuel.from_figure", f"{why}: read as {ref.colour} {have} ({need:+d} fuel "
                     f"-> {have + need}), the {written} fuel the post spends", ref.line, I)
            return need
        self.add("bc.fuel.not_written", f"{why}: {ref.colour} {have} needs {need:+d} fuel, and "
                 "the post does not spend it", ref.line,
                 hint=f"write '{ref.colour} {have} ({need:+d} fuel -> {have + need})'"
                 + (f" (you have {self.seat['fuel']} fuel)" if self.seat["fuel"] < abs(need) else ""))
        return None

    def _direction(self, ref: DieRef, fuel: int, fits) -> int | None:
        """Unsigned fuel ("with 1 fuel"): the direction that does what the post says; when both
        or neither would, the player is asked."""
        have = self.seat["dice"][ref.colour]
        up, down = have + abs(fuel), have - abs(fuel)
        if fits is not None:
            ok_up, ok_down = fits(up), down >= 1 and fits(down)
            if ok_up and not ok_down:
                return abs(fuel)
            if ok_down and not ok_up:
                return -abs(fuel)
        self.add("bc.fuel.direction", f"'{abs(fuel)} fuel' on the {ref.colour} die: up to {up} "
                 f"or down to {down}?", ref.line,
                 hint=f"write '{ref.colour} {have} (+{abs(fuel)} fuel -> {up})'")
        ref.unsigned = False
        return abs(fuel)

    def _reaches(self, value: int, location: str, ccw: bool) -> bool:
        from gm_tool.games.beta_colony.rules.act import destination
        return value >= 1 and destination(self.state, self.seat["ship"], value, ccw) == location

    def _check_value(self, ref: DieRef) -> None:
        have = self.seat["dice"].get(ref.colour, 0)
        if ref.value is not None and ref.value != have:
            if ref.target is None and ref.fuel is None:
                self.add("bc.die.value", f"your {ref.colour} die shows {have}, not {ref.value}",
                         ref.line, hint=f"to use it as {ref.value}, write '{ref.colour} {have} "
                                        f"({ref.value - have:+d} fuel -> {ref.value})'")
            else:
                self.add("bc.die.value", f"your {ref.colour} die shows {have}, not {ref.value}",
                         ref.line)

    def _fuel(self, ref: DieRef) -> int | None:
        have = self.seat["dice"].get(ref.colour, 0)
        if ref.target is not None:
            fuel = ref.target - have
            if ref.fuel is not None and abs(ref.fuel) != abs(fuel):
                self.add("bc.fuel.mismatch", f"{ref.colour} {have} with {abs(ref.fuel)} fuel is "
                         f"not {ref.target}", ref.line, hint=f"{ref.target} needs "
                                                               f"{abs(fuel)} fuel")
            if ref.fuel is not None and ref.fuel and not ref.unsigned and \
                    (ref.fuel > 0) != (fuel > 0) and fuel:
                self.add("bc.fuel.mismatch", f"{ref.colour} {have} {ref.fuel:+d} fuel is "
                         f"{have + ref.fuel}, not {ref.target}", ref.line)
            ref.unsigned = False
            return fuel
        if ref.fuel is not None:
            return ref.fuel
        return None

    def _move_fuel_needed(self, ref: DieRef, location: str, ccw: bool) -> int:
        orbit = self.state["board"]["orbit"]
        here = self.seat["ship"]
        if location not in orbit or here not in orbit:
            return 0
        steps = (orbit.index(here) - orbit.index(location)) % 7 if ccw else \
            (orbit.index(location) - orbit.index(here)) % 7
        steps = steps or 7
        have = self.seat["dice"][ref.colour]
        options = [d - have for d in (steps, steps + 7) if d >= 1]
        return min(options, key=abs)

    def _which_manufactory(self, ref: DieRef, fuel: int | None, ccw: bool, line: int) -> str:
        from gm_tool.games.beta_colony.rules.act import destination
        steps = self.seat["dice"][ref.colour] + (fuel or 0)
        if steps >= 1:
            to = destination(self.state, self.seat["ship"], steps, ccw)
            if to in MANUFACTORIES:
                return to
        self.add("bc.post.which_manufactory", "which Manufactory: left or right?", line,
                 hint=f"{ref.colour} {steps} goes to {LOCATION_NAMES[destination(self.state, self.seat['ship'], steps, ccw)]}"
                 if steps >= 1 else None)
        return ""


_DANGLING = frozenset({"in", "on", "at", "to", "of", "for", "with", "the", "a", "an", "and",
                       "or", "but", "my", "your", "his", "her", "their", "that", "from", "into"})


def _wrapped_tail(body: str) -> str:
    """The last sentence of a line that breaks off mid-sentence ("... plotting something in"),
    or ""."""
    text = body.rstrip()
    if not text or text[-1] in ".!?:;)]":
        return ""
    last = K.sentences(text)[-1] if K.sentences(text) else text
    words = last.split()
    return last if words and words[-1].lower() in _DANGLING else ""


def _pod_described(first: Clause, pod_clauses: list[Clause]) -> Clause:
    """"blue 6 → row 6, the green 2 pod": the pod to take described over several clauses of
    the order (the row in one, the colour and printed influence in the next); each detail is
    the first one written, and a clause that contradicts an earlier one is left out."""
    import copy
    out = copy.copy(first)
    for c in pod_clauses:
        if c is first:
            continue
        if c.pod_colour and out.pod_colour and c.pod_colour != out.pod_colour or \
                c.row is not None and out.row is not None and c.row != out.row:
            continue
        out.pod_colour = out.pod_colour or c.pod_colour
        out.row = out.row if out.row is not None else c.row
        out.column = out.column if out.column is not None else c.column
        out.pod_influence = out.pod_influence if out.pod_influence is not None else c.pod_influence
        out.pod_bonus = out.pod_bonus or c.pod_bonus
    return out


def _merge(refs: list[DieRef], reader: Reader | None = None) -> list[DieRef]:
    """The dice a post names, each once: a die named again is the same die ("blue 1 ... with
    blue"); what each mention says is put together."""
    out: list[DieRef] = []
    for ref in refs:
        same = next((d for d in out if d.colour == ref.colour), None)
        if same is None:
            out.append(ref)
        else:
            _merge_into(same, ref, reader)
    return out


def _merge_into(same: DieRef, ref: DieRef, reader: Reader | None) -> None:
    if ref.value is not None:
        if same.value is None:
            same.value = ref.value
        elif same.value != ref.value and reader is not None:
            reader.add("bc.die.twice", f"the {ref.colour} die is named as {same.value} and as "
                       f"{ref.value}", ref.line)
    if ref.fuel is not None and same.fuel is None:
        same.fuel, same.unsigned = ref.fuel, ref.unsigned
    if ref.target is not None and same.target is None:
        same.target = ref.target
    same.activate = same.activate or ref.activate
    same.move = same.move or ref.move


@lru_cache(maxsize=4096)
def _close(vocabulary, word: str) -> str | None:
    if len(word) > 20:
        return None          # no name is that long: not a typo of one (and difflib stays fast)
    return vocabulary.close(word, cutoff=0.8, min_length=4)


@lru_cache(maxsize=1024)
def _suggest_one(word: str) -> tuple[str, ...]:
    if len(word) > 20:
        return ()
    return tuple(w for w in V.KNOWN.did_you_mean(word, 1, cutoff=0.75)
                 if w != fold(word) and w.rstrip("s") != fold(word).rstrip("s"))


def _suggester():
    """A did-you-mean for the ledger's questions: the first dozen words only (a long post of
    unread lines stays fast)."""
    budget = [12]

    def suggest(word: str) -> list[str]:
        if budget[0] <= 0:
            return []
        budget[0] -= 1
        return list(_suggest_one(word))
    return suggest


_quote = K.quote

#: words of places and things (not the dice's colours, close to too many English words: "block",
#: "read"): an unknown word close to one of them is asked about
_PLACE_WORDS = frozenset(w for voc in (V.LOCATIONS, V.MATERIALS, V.COLONIES) for sp in voc
                         for w in sp.split() if len(w) > 3) | {"dock", "manufactory"}
_H2O = re.compile(r"(?i)\bh2o\b")
_ORDINAL_ROWS = {"first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3,
                 "4th": 3, "last": 3}
_HEAD = re.compile(r"^([^:]{1,60}):(.*)$")
_FOR_SPACE = re.compile(r"(?i)\bfor\s+(?:the\s+)?(?:xi'?an|thebes|cuzco|space)\s*#?\d{1,2}\b")
_FOR_TARGET = re.compile(r"(?i)\bfor\s+(?:the\s+|my\s+)?(pod|space|tile|building)\b")
_MAT_LETTER = re.compile(r"(?<![\w'])(?<!\w-)([A-E])(?![\w'])(?!-\w)")   # not "C-deck"
_TIMES = re.compile(r"[x\u00d7*]\s?\d|\d\s?[x\u00d7*]", re.IGNORECASE)


def _habitual(text: str, dash_sep: str) -> str:
    """The kit's `habitual` without arrows to words (a die's "-> 6" is its value), its
    `multipliers` only where a count is written with a sign: on a long word it is quadratic
    (reported to the lead: "x" * 4000 takes a second)."""
    text = expand_abbreviations(strip_smileys(text))
    # "Fuel 5 − 1 + 3 = 7": the minus sign between numbers is arithmetic, not a separator
    text = _SUM_MINUS.sub(" -", text)
    text = dash_separators(text, dash_sep)
    if _TIMES.search(text):
        text = multipliers(text)
    return " ".join(text.split())


_SUM_MINUS = re.compile(r"(?<=\d)\s*[\u2212\u2013-]\s*(?=\d+\s*(?:[+\u2212\u2013-]\s*\d+\s*)*=)")
_FUEL_HELD = re.compile(r"(?i)^\s*(?:fuel\s*:?\s*)?\d+\s*(?:->|\u2192|=>)\s*\d+\s*fuel\s*$")
_FUEL_PAREN = re.compile(r"fuel|->|=|\u2192|\bas\b|^\s*[+-]?\d+\s*$", re.IGNORECASE)


_EXTRA_BEFORE = {"mat", "mats", "card", "extra"}


def _extra_material(tokens: list[Token], i: int) -> bool:
    before = _words_before(tokens, i, 2)
    if set(before) & _EXTRA_BEFORE:
        # "counts as a 6 with my mat → 2 steel": what comes after an arrow is what the die
        # gives; the mat named before the arrow is about the die
        k = i - 1
        while k >= 0 and tokens[k].kind != WORD:
            if tokens[k].kind == ARROW:
                return False
            k -= 1
        return True
    after = [t.word for t in tokens[i + 1:i + 6] if t.kind == WORD]
    return len(after) >= 2 and after[0] in ("from", "for", "via", "thanks") and bool(
        set(after[1:4]) & {"mat", "card", "power"})


_DIE_POWER_END = re.compile(r"(?i)\bas\s+(?:an?\s+)?(?:6|six)\b[^,;:()]*$")
_DIE_VALUE = re.compile(r"(?i)\b(?:black|blue|red|green|blk|blu|grn)\s*(?:die\s*)?[(=:]?\s*\d")
_DIE_CHANGE = re.compile(r"(?<![\w.])([+\u2212-])\s?([0-6])\b(?!\s*(?:fuel|cp|points?|vp|"
                         r"influence|crew|artifacts?|materials?)\b)", re.IGNORECASE)
_ARTIFACT_CRY = re.compile(r"(?i)^\s*(?:an?\s+|the\s+|\+\s*)?(?:artifact|artefact)\s*(?:bonus)?"
                           r"\s*[!.]*\s*$")
_BESIDE = re.compile(r"(?i)^\s*(?:(?:it'?s|that'?s|since\s+it'?s|as\s+it'?s|because\s+it'?s)\s+)?"
                     r"(?:right\s+)?(?:next\s+to|adjacent\s+to|beside|touching)\b")
_OR_ASKED = re.compile(r"(?i)^\s*or\b[^.!]*\?")
_PLACE_TALK = re.compile(r"(?i)\b(?:is|was|looks|seems|feels|are|gets|got)\b")
_PLACE_GO = re.compile(r"(?i)\b(?:to|into|towards|go|going|move|moving|head|heading)\b|→|->|=>")
_NEXT_TIME = re.compile(r"(?i)\bnext\s+(?:time|turn|round|cycle)\s*[.!]?\s*$")
_DENIED = {"can't", "cant", "cannot", "afford", "don't", "dont", "not", "no", "won't", "wont"}
_DICE_NOW = re.compile(r"(?i)\bdice\s+(?:are|will\s+be|show)\b")
_UNREAD_CLAIM = re.compile(
    r"\bnever\s*mind\b|\bnvm\b|\bthe\s+(?:first|second|other|last)\s+one\b|"
    r"\bwhatever\s+you\b|\byou\s+(?:think|choose|pick|decide)\b|\bup\s+to\s+you\b|\byour\s+call\b",
    re.IGNORECASE)


_SPELLED = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def _has_figure(text: str) -> bool:
    tokens = tokenize(text)
    return any(t.kind == NUM and _unit_after(tokens, i) for i, t in enumerate(tokens))


_EXTRA_ONLY = re.compile(r"^\s*(?:from\s+|via\s+|thanks\s+to\s+)?(?:the\s+|my\s+)?(?:mat|mat\s+[a-e]|player\s+mat|"
                         r"cycle\s+card|card|cycle|cycle\s+bonus|card\s+bonus|cycle\s+\d\s+card|mat\s+bonus|"
                         r"mat\s+power|extra|bonus\s+from\s+(?:the\s+|my\s+)?(?:mat|card))\s*$", re.IGNORECASE)
_SIGNED_FUEL = re.compile(r"^\s*[+-]\s*\d+\s*fuel", re.IGNORECASE)
_DIE_END = re.compile(r"(?:black|blue|red|green|blk|blu|grn)(?:\s+die)?\s*\d?\s*$", re.IGNORECASE)


def _keep_with_die(before: str, inner: str) -> bool:
    """A die's fuel in brackets stays with the die: "green 5 (+1 fuel -> 6)", "blue (1)"; not
    the player's fuel before and after: "dock ... with blue and red (4 → 5 fuel)"."""
    if _FUEL_HELD.match(inner):
        return False
    return bool(_FUEL_PAREN.search(inner)) and bool(_DIE_END.search(before)
                                                    or _SIGNED_FUEL.match(inner))


def _remarks_of(text: str) -> tuple[str, list[tuple[str, str]]]:
    return K.bracket_groups(text, _keep_with_die)


_POSSESSIVE = re.compile(r"(?<=[A-Za-z])'s\b")
_PAY_CONTEXT = re.compile(r"(?:\bpods?|\brow\s*\d(?:\s*-\s*\d)?|\b(?:yellow|pink)\s+[0-3]|"
                          r"\b(?:red|green|blue)\s+0|"
                          r"\b(?:xi'?an|thebes|cuzco|x)\s*#?\d{1,2}|\bspace\s*#?\d{1,2}|\bon\s+\d{1,2})\s*$",
                          re.IGNORECASE)
_SPACE_END = re.compile(r"(?:\b(?:xi'?an|thebes|cuzco|x)\s*#?\d{1,2}|\bspace\s*#?\d{1,2}|\bon\s+\d{1,2})\s*$",
                        re.IGNORECASE)
_POD_END = re.compile(r"(?:\b(?:yellow|red|pink|green|blue)\s+[0-3]|\bpods?)\s*$", re.IGNORECASE)
_POD_ATTR = re.compile(r"^\s*(?:(?:yellow|red|pink|green|blue)\s*)?(?:[0-3]\s*(?:infl?(?:uence)?\.?)?\s*,?\s*)?"
                       r"(?:2\s*cp|two\s+crew|2\s+crew|no\s+crew|artifact|artefact|2\s+fuel|"
                       r"cp|fuel|crew)?\s*(?:bonus)?\s*$", re.IGNORECASE)
_POD_DETAIL = re.compile(r"(?i)^\s*(?:yellow|red|pink|green|blue)\s+[0-3]\s*(?:,\s*(?:from\s+)?row\s*\d(?:\s*-\s*\d)?)?\s*$")
_TRACK_MOVE = re.compile(r"^\s*\d{1,2}\s*(?:->|→|=>|to)\s*\d{1,2}\s*$")
_COLONY_END = re.compile(r"(?i)\b(xi'?an|thebes|cuzco)\s*$")
_INLINE = re.compile(r"^\s*(?:from\s+)?(?:row\s*\d(?:\s*-\s*\d)?|column\s*\d|(?:on\s+)?(?:xi'?an|thebes|cuzco)"
                     r"\s*#?\d{1,2}|(?:on\s+)?space\s*\d{1,2})\s*$", re.IGNORECASE)


def _remark_kind(before: str, inner: str) -> str:
    """What a remark in brackets is: "pod" (the tile of the pod just named: "(2 CP)", "(two
    crew)", "(0, 2 CP)"), "inline" (a detail of the order: "(row 1-2)"), or "remark"."""
    if _POD_END.search(before) and inner.strip() and _POD_ATTR.match(inner):
        return "pod"
    if _INLINE.match(inner) or _POD_END.search(before) and _POD_DETAIL.match(inner):
        return "inline"
    if _TRACK_MOVE.match(inner) and _COLONY_END.search(before):
        return "track"                     # "Cuzco (6 -> 7)"
    return "remark"


def _pod_bonus(inner: str) -> str:
    text = inner.lower()
    if "no crew" in text:
        return "no_crew"
    if "crew" in text:
        return "two_crew"
    if "cp" in text:
        return "cp"
    if "artifact" in text or "artefact" in text:
        return "artifact"
    if "fuel" in text:
        return "fuel"
    return ""


_split_commas = K.split_top


def _before(words: list[str], i: int, word: str) -> bool:
    return i > 0 and words[i - 1] == word or i > 1 and words[i - 2] == word and words[i - 1] == "the"


def _word_after(tokens: list[Token], i: int) -> str:
    j = i + 1
    while j < len(tokens) and tokens[j].kind == PUNCT and tokens[j].text in ("", ")"):
        j += 1
    return tokens[j].word if j < len(tokens) else ""


def _unit_after(tokens: list[Token], i: int) -> str | None:
    """The unit a number is written with ("+1 CP", "2 fuel", "3 influence", "(2 points)")."""
    j = i + 1
    if j + 1 < len(tokens) and tokens[j].kind == PUNCT and tokens[j].text == "-" and \
            tokens[j + 1].word == "influence":
        j += 1                                       # "the 1-influence green pod"
    if j < len(tokens) and tokens[j].kind == WORD and tokens[j].word in ("more", "extra", "total"):
        j += 1
    w = tokens[j].word if j < len(tokens) else ""
    if j + 1 < len(tokens) and tokens[j + 1].kind == WORD:
        two = V.UNITS.table.get(f"{w} {tokens[j + 1].word}")
        if two:
            return two
    return V.UNITS.table.get(w)


def _words_before(tokens: list[Token], i: int, n: int) -> list[str]:
    out = []
    j = i - 1
    while j >= 0 and len(out) < n:
        if tokens[j].kind == WORD:
            out.insert(0, tokens[j].word)
        j -= 1
    return out


def _num_after_unit(tokens: list[Token], i: int) -> int | None:
    """The number a unit is followed by ("CP +1", "fuel: 3", "fuel now 3", "fuel stays 9"):
    its token, or None."""
    j = i + 1
    for _ in range(3):
        if j < len(tokens) and (tokens[j].kind == PUNCT and tokens[j].text in (":", "=", "")
                                or tokens[j].word in ("now", "is", "at", "stays", "left", "total")):
            j += 1
    if j < len(tokens) and tokens[j].kind == NUM and tokens[j].text and \
            _unit_after(tokens, j) is None and (j + 1 >= len(tokens) or
                                               tokens[j + 1].word not in V.MATERIALS.table):
        return j
    return None


def _num_after(tokens: list[Token], i: int) -> bool:
    j = i + 1
    return j < len(tokens) and tokens[j].kind == NUM and bool(tokens[j].text)


def _next_is_num(tokens: list[Token], i: int) -> bool:
    return _num_after(tokens, i) and tokens[i + 1].sign == ""


def _count_before(tokens: list[Token], i: int) -> int:
    j = i - 1
    if j >= 0 and tokens[j].kind == NUM and tokens[j].sign in ("", "+") and 1 <= tokens[j].value <= 3:
        return tokens[j].value
    if j >= 0 and tokens[j].kind == WORD and tokens[j].word in V.NUMBER_WORDS:
        return V.NUMBER_WORDS[tokens[j].word]
    return 1


def _phase_hint(state: dict[str, Any]) -> str:
    return {"mat": "e.g. 'mat: Mat C'", "ship": "e.g. 'ship to Nebra'",
            "die_bonus": "e.g. 'set red to 6', 'flip black' or 'no change'",
            "cycle_bonus": "e.g. 'take water' or 'influence on Thebes'",
            }.get(state["phase"], "e.g. 'black 6 to Nebra, blue 1: water' or 'dock for fuel "
                                  "with blue and green'")


#: lines of a post read at most (a turn is one action)
MAX_LINES = 60
#: parts of a post (clauses) read at most: an action is a dozen; more is a paste accident
MAX_CLAUSES = 80


def read_post(text: str, state: dict[str, Any], player: str) -> Read:
    try:
        return Reader(state, player).read(text)
    except Exception as exc:  # pragma: no cover - a last resort: a post never crashes the GM
        return Read(None, [Diagnostic("bc.post.unreadable", f"the post could not be read ({exc!r})",
                                      E, None, None, "post the action in a line, e.g. 'black 6 to "
                                      "Nebra, blue 1: water'")])


__all__ = ["DICE", "Figure", "Mention", "Read", "read_post"]
