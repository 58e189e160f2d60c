"""One clause read as a bag of known words: dice and their values and fuel, locations,
materials, pods, colonies, spaces and tracks, and every figure the player writes. A mixin of
`reader.Reader`."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from gm_tool.core.kit.reading import ARROW, NUM, PUNCT, WORD, Token, tokenize
from gm_tool.core.kit.patterns import compile_later
from gm_tool.games.beta_colony.rules.board import COLONY_SPACES, DICE, MATERIAL_OF, row_of
from gm_tool.games.beta_colony.posts import vocabulary as V
from gm_tool.games.beta_colony.rules.common import COLONY_KEYS, active_bonus
from gm_tool.core.kit.reading.claims import sum_terms
from gm_tool.games.beta_colony.posts.parts import Clause, DieRef, Figure, Mention
from gm_tool.games.beta_colony.posts.patterns import (E, I, W, FOR_SPACE, FOR_TARGET, H2O,
    MAT_LETTER, MATERIALS_LABEL, ORDINAL_ROWS, POSSESSIVE, word_before, close_word, count_before, extra_material, mat_plus_one,
    next_is_num, num_after, num_after_unit, quote, unit_after, is_verb_form, word_after,
    words_before, SPENT_ON_CARD)


# "+1 CP at the end", "worth 2 CP in the final scoring", "end-game CP": what the final
# scoring will give, not a figure of this action
_END_SCORING = compile_later(r"(?i)\b(?:at\s+(?:the\s+)?(?:game'?s\s+)?end\b|end\s+of\s+(?:the\s+)?game|"
                             r"end[\s-]?game|final\s+scor|game\s+end)")


def _artifact_names_pod(tokens: list[Token], i: int) -> bool:
    """The artifact at `i` names a pod by its tile: before the pod's colour ("the artifact yellow
    pod", "the artifact yellow from row 1-2"), before "pod", or after "with (the)" that follows
    the pod ("the yellow pod with the artifact")."""
    nxt = tokens[i + 1].word if i + 1 < len(tokens) else ""
    if nxt in ("pod", "tile"):
        return True
    if nxt in V.POD_COLOURS.table:
        k = i + 2 + (i + 2 < len(tokens) and tokens[i + 2].kind == NUM)
        return k < len(tokens) and tokens[k].word in ("pod", "tile", "from", "in", "of", "on", "row")
    p = i - 1 - (i >= 1 and tokens[i - 1].word in ("the", "an", "a"))
    if p >= 1 and tokens[p].word in ("with", "w"):
        return any(t.word in ("pod", "tile") for t in tokens[max(0, p - 3):p])
    return False


def _artifact_denied(c, tokens: list[Token], i: int) -> bool:
    """The artifact at `i` is said absent from the pod just described: "without (the) artifact",
    "no artifact" right after a pod's colour and printed influence ("the yellow 1")."""
    p = i - 1 - (i >= 1 and tokens[i - 1].word in ("the", "an", "a", "any"))
    if p < 1 or tokens[p].word not in ("without", "no", "sans"):
        return False
    q = p - 1 - (tokens[p - 1].kind == PUNCT and tokens[p - 1].text == ",")
    if q >= 1 and tokens[q].kind == PUNCT and tokens[q].text == "" and c.pod_influence is not None:
        return tokens[q - 1].word in V.POD_COLOURS.table      # the influence already read
    return q >= 1 and (tokens[q].kind == NUM and tokens[q].sign == "" and 0 <= tokens[q].value <= 3
                       and tokens[q - 1].word in V.POD_COLOURS.table
                       or tokens[q].word in ("pod", "tile"))


_REACH_VERBS = frozenset({"gets", "get", "getting", "puts", "put", "putting", "brings", "bring",
                          "bringing", "takes", "take", "taking", "leaves", "leave", "leaving"})


def _reached(tokens: list[Token], j: int) -> bool:
    """"that gets me to 7 fuel and the goal", "puts me at 5 fuel": the figure at `j` is what the
    player says they will hold (a claim, checked), even in a sentence about a goal."""
    prev = [t.word for t in tokens[max(0, j - 3):j]]
    if not prev:
        return False
    if prev[-1] in ("reaching", "reach", "reaches", "hitting", "hit", "hits", "makes", "making"):
        return True                   # "reaching 7 fuel for the goal", "that makes 7 fuel"
    if len(prev) >= 2 and prev[-1] in ("at", "on") and prev[-2] in ("be", "i'm", "im", "am",
                                                                     "still", "stay", "stays",
                                                                     "sitting", "sat"):
        return True                   # "so I'll be at 7 fuel", "I'm at 7 fuel"
    if len(prev) >= 2 and prev[-1] in ("have", "hold", "got", "keep") and prev[-2] in (
            "i'll", "ill", "will", "i'd", "i", "still"):
        # ("and I still have 7 fuel for the goal": what the player holds after, checked)
        return True                   # "I'll have 7 fuel"
    return len(prev) == 3 and prev[2] in ("to", "at", "on", "with") and prev[1] == "me" and \
        prev[0] in _REACH_VERBS


def _held_after(tokens: list[Token], k: int) -> int | None:
    """"(+2 fuel, 5 in total)": after a die's fuel, a comma and a bare count said to be a
    total; the count, or None."""
    if not (k + 2 < len(tokens) and tokens[k].kind == PUNCT and tokens[k].text == "," and
            tokens[k + 1].kind == NUM and tokens[k + 1].sign == ""):
        return None
    w = k + 2 + (tokens[k + 2].word in ("fuel", "fuels"))      # ("3 fuel in total")
    if w < len(tokens) and (tokens[w].word in ("total", "altogether", "overall") or
                            tokens[w].word == "in" and w + 1 < len(tokens)
                            and tokens[w + 1].word == "total"):
        return tokens[k + 1].value
    return None


def _goal_cp(tokens: list[Token], j: int, unit: str, unit_first: bool, said: str) -> bool:
    """"+6 CP for the goal", "the 5 CP goal", "the fuel goal (+5)": CP the player says a cycle
    goal scores, a figure the goal card fixes (checked against it). `said` is the whole line:
    the bracket after "goal" is a clause of its own."""
    if unit != "cp":
        return tokens[j].sign == "+" and re.search(
            rf"(?i)\bgoals?\s*\(\s*\+{tokens[j].value}\s*(?:cp\s*)?\)", said) is not None
    for k in range(j + 1 + (not unit_first), min(len(tokens), j + 7)):
        if tokens[k].kind == NUM or tokens[k].kind == ARROW:
            return False
        if tokens[k].word in ("goal", "goals"):
            return True
    return False


def _names_goal(tokens: list[Token], j: int, unit_first: bool) -> bool:
    """"the 5 CP goal", "the 7 fuel goal": the figure at `j` is the goal's, not this action's."""
    u = j + 1 + (not unit_first)
    return u < len(tokens) and tokens[u].word in ("goal", "goals")


# "yellow again → 3 steel", "steel pls -> 3 steel": words between the material and the arrow
_FILLER = frozenset({"again", "please", "pls", "plz", "too", "then", "one", "for", "me", "thanks", "ty"})


_GAIN_WORDS = frozenset({"for", "gives", "giving", "get", "gets", "gain", "gains", "getting",
                         "gaining"})


def _gain_article(tokens: list[Token], k: int) -> bool:
    """"so I get the 2 fuel from there", "taking the 1 CP": a verb of gaining, then an article,
    then the figure: what the action gives (a change), never what the player holds."""
    return k >= 1 and tokens[k].word in ("the", "a", "an", "those", "these") and (
        tokens[k - 1].word in _GAIN_WORDS - {"for"} or is_verb_form(tokens[k - 1].word, "take")
        or tokens[k - 1].word in ("grab", "grabs", "grabbing", "collect", "collects",
                                  "collecting", "pick", "picks", "picking"))


def _material_named_after(tokens: list[Token], k: int) -> bool:
    """"materials at 2: food" (read as "materials at 2, food"): after the number, a comma or
    colon and a material: the choice of the bonus standing there, not a count held."""
    return k + 2 < len(tokens) and tokens[k + 1].kind == PUNCT and tokens[k + 1].text in (",", ":") \
        and tokens[k + 2].word in V.MATERIALS.table


def _figure_anchor(tokens: list[Token], j: int, unit_first: bool) -> int:
    """The token a figure at `j` hangs on: the one before it, past brackets and colons (and,
    where the unit comes first, "total", "is", "at", "stays", "now"); -1 if none."""
    k = j - 1
    if unit_first:
        while k >= 0 and (tokens[k].kind == PUNCT or tokens[k].word in V.TOTAL_WORDS
                          or tokens[k].word in ("is", "at", "stays", "now")):
            k -= 1
    while k >= 0 and tokens[k].kind == PUNCT and tokens[k].text in ("(", ":", ""):
        k -= 1
    return k


_LETTER_DIE = {"g": "green", "r": "red", "k": "black"}


def _material_before(tokens: list[Token], k: int, phase: str) -> bool:
    """Whether the words before an arrow (ending at `k`) name a material: its name, or its
    colour where no die is in play (the setup and bonus steps), after filler words."""
    while k >= 0 and tokens[k].kind == WORD and tokens[k].word in _FILLER:
        k -= 1
    if k < 0 or tokens[k].kind != WORD:
        return False
    return tokens[k].word in V.MATERIALS.table or phase != "actions" and tokens[k].word in MATERIAL_OF


def _material_next(tokens: list[Token], k: int) -> bool:
    """"+1 CP → 3 organics": the figure after the arrow is a material's, not the CP's."""
    return k < len(tokens) and tokens[k].kind == WORD and tokens[k].word in V.MATERIALS.table


def _named_before(tokens: list[Token], k: int, material: str) -> bool:
    """"green 5: 2 organics, +1 CP → 3 organics": the material after the arrow was named as
    taken before it in the clause, so the arrow's figure is what the player will hold."""
    return any(t.kind == WORD and V.MATERIALS.table.get(t.word) == material for t in tokens[:k]) \
        or k >= 1 and tokens[k - 1].kind == WORD and tokens[k - 1].word in V.UNITS.table \
        and V.UNITS.table[tokens[k - 1].word] != "materials"
    # ("+1 CP → 3 organics": after a figure of another unit, the arrow ends the sum; "2
    # materials -> 2x water" says which materials they are)


@dataclass
class _Scan:
    """What reading one clause's tokens carries from token to token."""
    c: Clause
    tokens: list[Token]
    words: list[str]
    line: int
    text: str
    used: set[int] = field(default_factory=set)        # words taken by a name of several
    mat_words: set[str] = field(default_factory=set)   # the words of the mat named
    word_at: dict[int, int] = field(default_factory=dict)   # token index -> word index
    location_tok: int = -1
    pending_value: int | None = None   # "moving 5" with the die named after it
    cx: str = ""                       # what a payment pays for: "pod", "space" or ""
    paying: bool = False


# "fuel from 7 to 8", "fuel goes from 7 to 8", "CP 12 to 14": what the player had, and will have
# (read as "fuel 7 -> 8", both figures checked)
_FROM_TO = compile_later(r"(?i)\b(fuel|cp)\s+(?:(?:goes|went|will\s+go|going|moves?|moving|rises|"
                         r"climbs|jumps)\s+)?(?:from\s+)?(\d{1,3})\s+to\s+(\d{1,3})\b(?!\s*(?:-|\u2013)?\s*\d)")


# "the bonus at 4", "the material at 2", "the 2 materials at 7": a track's bonus by where it stands
_BONUS_AT = frozenset({"bonus", "material", "materials"})


# "(2+1 mat = 3)", "3 + 1 from the mat = 4": a sum written out, its first term without a unit
_SUM_WRITTEN = compile_later(r"(?i)(?<![\w.+\-\u2212\u2013\u2014])(\d{1,2})"
                             r"((?:\s*(?:[a-z'()]+\s+){0,4}\+\s*\d{1,2}(?:\s*[a-z'()]+){0,4})+)"
                             r"\s*=\s*(\d{1,3})(?!\s*[+\-\d])")


class Words:
    """Reading one clause: its dice, places, materials, pods, spaces and figures."""

    def analyse(self, line: int, text: str, remark: bool = False) -> Clause:
        """One clause read word by word: multi-word names first, then each token for what it
        is (a die, a pod, a material, a figure, a space...), then what the words around say
        of the dice and payments."""
        c = Clause(line, text, remark)
        text = _track_went(self, line, text)
        tokens = tokenize(H2O.sub("water", POSSESSIVE.sub("", V.building_numbers(
            _FROM_TO.sub(r"\1 \2 -> \3", text) if "to" in text else text))))
        words = [t.word for t in tokens if t.kind == WORD]
        c.words = words
        if MATERIALS_LABEL.search(text):
            # "I receive 1 material: food", "2 materials: water, steel": the track bonus's
            # choice, labelled by what it is
            c.flags.add("bonus")
        s = _Scan(c, tokens, words, line, text)
        self._names_found(s)
        s.cx = self._cx                     # what a payment pays for: "pod", "space" or ""
        i = 0
        while i < len(tokens):
            t = tokens[i]
            if t.kind == WORD:
                i = self._word_read(s, i)
            elif t.kind == NUM and t.text and "pair" not in c.flags:
                i = self._number_read(s, i)
            else:
                i += 1
        self._cx = s.cx
        self._dice_moving_to(s)
        self._payments_aimed(s)
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
        elif not c.figures and not remark and (c.dice or any(w[:4] == "dock" for w in words)):
            # "Dock for fuel with green and black. +2 → 9": the one unit an order clause
            # names is the unit of the bare figures after it (checked, not dropped as talk)
            named = {V.UNITS.table.get(w) for w in words} & {"fuel", "cp"}
            if len(named) == 1:
                self._last_unit = named.pop()
        if "=" in text and len(c.figures) >= 3:
            sum_terms(c.figures)
        if "=" in text and "+" in text and c.figures:
            self._sum_written(c, text)
        return c

    def _sum_written(self, c: Clause, text: str) -> None:
        """"(2+1 mat = 3)", "3 + 1 from the mat = 4": a sum written out, its first term
        without a unit. Its arithmetic is checked; its terms are parts of the result (not
        more changes beside it), so the result is checked as the whole or the total."""
        m = _SUM_WRITTEN.search(text[:300])
        if m is None:
            return
        said = re.findall(r"[a-z']+", m.group(0).lower())
        before = re.findall(r"[a-z']+", text[:m.start()].lower())[-1:]
        if any(w in V.UNITS.table or w in V.MATERIALS.table for w in said + before):
            return   # ("3 fuel + 1 from mat = 4", "Influence 1 + 1 (center) = 2": units read)
        terms = [int(m.group(1))] + [int(x) for x in re.findall(r"\+\s*(\d{1,2})", m.group(2))]
        result = int(m.group(3))
        if sum(terms) != result:
            kind = next((f.kind for f in c.figures if f.amount == result), c.figures[-1].kind)
            self.add(f"bc.claim.{kind}", f"{quote(m.group(0))!r}: {' + '.join(map(str, terms))} "
                     f"= {sum(terms)}, not {result}", c.line, E,
                     "correct the figure, or leave it out (the tool works it out)")
            return
        for value in terms[1:]:
            f = next((f for f in c.figures if f.amount == value and not f.total and not f.spend
                      and not f.before and not f.term), None)
            if f is not None:
                f.term = True        # (the result is the claim: checked as the whole)

    def _names_found(self, s: _Scan) -> None:
        """The names of more than one word, read before the words: a mat's, locations,
        achievements, colonies (their words marked used)."""
        c, tokens, words, used = s.c, s.tokens, s.words, s.used
        word_index = [i for i, t in enumerate(tokens) if t.kind == WORD]
        if "mat" in words or self.state["phase"] == "mat":
            self._mats(c, words, used)
            if self.state["phase"] == "actions":
                # "black 6 ccw to Nebra with my mat": the die a mat's power is about stays a die
                # (and so does the direction it moves)
                used -= {k for k in used if words[k] in V.DICE.table or words[k] in (
                    "ccw", "counter", "clockwise", "counterclockwise", "anticlockwise", "anti",
                    "backwards", "backward", "back", "reverse")}
            s.mat_words = {words[k] for k in used}
        for table, kind in ((V.LOCATIONS.table, "location"), (self.ach_words, "achievement"),
                            (V.COLONIES.table, "colony")):
            for start, end, name in V.find_phrase(words, table):
                span = set(range(start, end))
                if span & used:
                    continue
                if kind == "colony" and words[start] == "x" and not next_is_num(tokens, word_index[end - 1]):
                    continue
                used |= span
                c.understood += 1
                if kind == "location":
                    if word_before(words, start, "from"):
                        c.flags.add("from:" + name)
                        continue
                    if word_before(words, start, "past") or word_before(words, start, "via") or \
                            word_before(words, start, "through"):
                        c.flags.add("past:" + name)       # "round past Jyo to Nebra"
                        continue
                    if c.location and c.location != name:
                        c.flags.add("two_locations")
                    self._side_of_place(words, start, end, name, s.line)
                    c.location = name
                    s.location_tok = word_index[start]
                elif kind == "achievement":
                    c.achievement = name
                else:
                    self._colony(c, tokens, word_index[start], word_index[end - 1], name, s.line)
        s.word_at = {tok: n for n, tok in enumerate(word_index)}

    def _side_of_place(self, words: list[str], start: int, end: int, name: str, line: int) -> None:
        """"ship to the Left Nexus", "blue 3 to the right Ridback": only the Manufactories
        have a left and a right; a side named on another place is a place the board does not
        have, asked about (never read as the place alone)."""
        if name.startswith("manufactory") or start < 1 or words[start - 1] not in ("left", "right") \
                or start >= 2 and words[start - 2] not in ("the", "to", "at", "on", "my", "a"):
            return
        place = " ".join(words[start - 1:end])
        if not any(d.code == "bc.post.please_confirm" and place in d.message for d in self.diags):
            self.add("bc.post.please_confirm", f"not accepted — please confirm: there is no "
                     f"{place!r} (only the Manufactories have a left and a right): which place "
                     "is meant?", line, hint="name the place, e.g. 'the left Manufactory' or "
                     "'the Azophi Nexus'")

    def _word_read(self, s: _Scan, i: int) -> int:
        """The word at token `i` read; the index of the next token to read."""
        c, tokens = s.c, s.tokens
        w = tokens[i].word
        if s.word_at[i] in s.used:
            if w in V.COLONIES.table or (c.spaces and c.colonies):
                s.cx = "space" if c.spaces else s.cx
            return i + 1
        nxt = word_after(tokens, i)
        prev = words_before(tokens, i, 2)
        j = self._colour_read(s, i, nxt, prev)
        if j is not None:
            return j
        pod_colour = self._names_pod_colour(s, i, nxt, prev)
        if w in V.DICE.table and not pod_colour and not (
                nxt in ("pod", "pods", "space", "spaces")
                or "pod" in c.flags and "the" in prev[-1:]):
            ref, j = self._die(tokens, i, V.DICE.table[w], s.line)
            ref.activate = any(is_verb_form(p, "activate") for p in prev)
            ref.move = any(is_verb_form(p, "move") for p in prev)
            ref.tok = i
            if ref.value is None and s.pending_value is not None:
                ref.value, s.pending_value = s.pending_value, None
            c.dice.append(ref)
            c.understood += 1
            return j
        if not (self._word_as_thing(s, i, pod_colour, prev) or self._word_as_flag(s, i, nxt)
                or self._word_as_place(s, i, prev)):
            self._word_as_rest(s, i)
        return i + 1

    def _colour_read(self, s: _Scan, i: int, nxt: str | None, prev: list[str]) -> int | None:
        """A colour or a die's letter that names a pod described, a die by the value it shows,
        or a space's colour; the index of the next token to read, None when it is none."""
        c, tokens, line = s.c, s.tokens, s.line
        w = tokens[i].word
        if w in MATERIAL_OF and self.state["phase"] == "cycle_bonus" and \
                active_bonus(self.state) == "material":
            c.materials.append(MATERIAL_OF[w])     # "orange please": polymer
            c.mat_ctx.append("")
            c.understood += 1
            return i + 1
        if w in V.POD_COLOURS.table and (self._pod_description(tokens, i, s.words) or
                                         self._pod_taken(tokens, i, s.words, prev)):
            c.pod_colour = V.POD_COLOURS.table[w]
            c.pod_influence = tokens[i + 1].value
            tokens[i + 1] = Token(PUNCT, "", "")
            c.flags.add("pod")
            c.understood += 1
            s.cx = "pod"
            return i + 2
        fits = [x for x in ("blue", "black") if self.seat["dice"].get(x) ==
                tokens[i + 1].value and x not in self.seat.get("used", ())] \
            if w in ("bl", "b") and num_after(tokens, i) else []
        if w in ("g", "r", "k") and num_after(tokens, i) and \
                self.state["phase"] == "actions" and tokens[i + 1].sign == "" and \
                self.seat["dice"].get(_LETTER_DIE[w]) == tokens[i + 1].value and \
                word_after(tokens, i + 1) not in ("action", "act", "round"):
            # "G5 → Gan De, R4: water": a die by its colour's letter, then the value it
            # shows (not "R8, action 1": a round)
            fits = [_LETTER_DIE[w]]
        if len(fits) == 1 and self.state["phase"] == "actions":
            # "bl 2 to gan de" when blue shows 5: the one of blue and black showing 2
            ref, j = self._die(tokens, i, fits[0], line)
            ref.activate = any(is_verb_form(p, "activate") for p in prev)
            ref.move = any(is_verb_form(p, "move") for p in prev)
            ref.tok = i
            c.dice.append(ref)
            c.understood += 1
            return j
        if w in ("bl", "b") and num_after(tokens, i) and self.state["phase"] in (
                "actions", "die_bonus"):
            # "bl 6 to Gan De": blue or black? (both are dice)
            self.add("bc.post.please_confirm", f"not accepted — please confirm: "
                     f"{w!r} {tokens[i + 1].value}: the blue or the black die?", line,
                     hint="write the die's colour in full, e.g. 'blue 6'")
            c.understood += 1
            return i + 2
        if w in V.POD_COLOURS.table and nxt in ("space", "spaces"):
            # "steel for the yellow space": the space's colour, neither a pod nor a die
            c.understood += 1
            s.cx = "space"
            return i + 1
        return None

    def _names_pod_colour(self, s: _Scan, i: int, nxt: str | None, prev: list[str]) -> bool:
        """Whether the colour at `i` is a pod's, not a die's."""
        tokens, words = s.tokens, s.words
        w = tokens[i].word
        return w in V.POD_COLOURS.table and (
                nxt in ("pod", "pods") or w in ("yellow", "pink")
                # "Blue 1 from row 3-4": a pod's colour and influence, then its row
                or num_after(tokens, i) and 0 <= tokens[i + 1].value <= 3
                and not tokens[i + 1].sign and i + 3 < len(tokens)
                and tokens[i + 2].word == "from" and tokens[i + 3].word == "row"
                or nxt == "from" and not num_after(tokens, i) and "take" in words
                or set(words) & {"pod", "pods", "row"} and not num_after(tokens, i)
                and not (prev[-1:] and (prev[-1] in ("with", "using", "use", "w")
                                        or is_verb_form(prev[-1], "move")
                                        or is_verb_form(prev[-1], "activate")))
                and not (nxt in ("die", "dice") or "dock" in words))

    def _word_as_thing(self, s: _Scan, i: int, pod_colour: bool, prev: list[str]) -> bool:
        """A pod's colour, a material, a move by a value, a unit and its figure; True when
        the word was one."""
        c, tokens, line, text = s.c, s.tokens, s.line, s.text
        w = tokens[i].word
        if pod_colour:
            c.pod_colour = V.POD_COLOURS.table[w]
            c.flags.add("pod")
            c.understood += 1
            s.cx = "pod"
        elif w in V.MATERIALS.table:
            self._material_read(s, i, prev)
        elif is_verb_form(w, "move") and num_after(tokens, i) and tokens[i + 1].sign == "" \
                and unit_after(tokens, i + 1) is None:
            if not any(tk.word in V.DICE.table for tk in tokens) and \
                    (ref := self._die_showing(tokens[i + 1].value, line, i + 1)) is not None:
                # "moving 5 to the Ridback" with no die named: the die showing 5
                ref.move = True
                c.dice.append(ref)
                c.understood += 1
            else:
                s.pending_value = tokens[i + 1].value
            tokens[i + 1] = Token(PUNCT, "", "")
        elif w in V.UNITS.table and w not in ("crew", "crews") and \
                (k := num_after_unit(tokens, i)) is not None and \
                any(tokens[x].word == "at" for x in range(i + 1, k)) and (
                V.UNITS.table[w] == "artifact" or i > 0 and (
                    tokens[i - 1].kind == NUM or tokens[i - 1].word in ("the", "an", "a"))
                or w in _BONUS_AT and _material_named_after(tokens, k)):
            # "the 1 CP at 2", "artifact at 5" after an article: where on the track the
            # bonus stands, not what the player will hold (checked when the action
            # reaches a bonus of that kind)
            if V.UNITS.table[w] in ("cp", "fuel", "artifact") and tokens[k].sign == "":
                self.wants.append((f"{V.UNITS.table[w]}@{tokens[k].value}", line))
            elif w in _BONUS_AT and tokens[k].sign == "":
                self.wants.append((f"bonus@{tokens[k].value}", line))   # "the material at 2"
            tokens[k] = Token(PUNCT, "", "")
            c.understood += 1
        elif w in V.UNITS.table and w not in ("crew", "crews") and \
                (k := num_after_unit(tokens, i)) is not None:
            # "CP +1", "fuel: 3", "fuel now 3", "influence 2"
            self._figure(c, tokens, k, V.UNITS.table[w], line, text, prev, unit_first=True)
            tokens[k] = Token(PUNCT, "", "")
            self._flag_unit(c, V.UNITS.table[w])
        else:
            return False
        return True

    def _material_read(self, s: _Scan, i: int, prev: list[str]) -> None:
        """A material: a total held, a payment, what the mat gives, or taken."""
        c, tokens, line, text = s.c, s.tokens, s.line, s.text
        self._last_unit = ""          # "(2 total)" after a material is not its unit
        m = V.MATERIALS.table[tokens[i].word]
        count = count_before(tokens, i)
        if self._material_total(c, tokens, i, m, line, text):
            pass
        elif s.paying or (s.cx and set(prev[-2:]) & {"with", "w", "by", "paying", "using"}
                          and (prev[-1] in ("with", "w", "by", "paying", "using", "my",
                                            "the", "an", "a"))):
            c.pays += [(m, s.cx)] * count
        elif self.state["phase"] == "actions" and extra_material(tokens, i) and \
                not SPENT_ON_CARD.search(text):
            # "the mat's water", "+1 organics from my mat": what the mat gives
            for _ in range(count):
                self.mentions.append(Mention(m, line, quote(text)))
        else:
            c.materials += [m] * count
            c.mat_ctx += [s.cx] * count
            if self.state["phase"] == "actions" and mat_plus_one(tokens, i):
                # "palladium + 1 from the mat": one more of it, from the mat
                self.mentions.append(Mention(m, line, quote(text)))
        c.understood += 1

    def _word_as_flag(self, s: _Scan, i: int, nxt: str | None) -> bool:
        """A verb or word that marks the clause (activate, take, dock, bonus, pod...), a row
        or a column; True when the word was one."""
        c, tokens, line = s.c, s.tokens, s.line
        w = tokens[i].word
        if is_verb_form(w, "activate") and w != "use":
            c.flags.add("activate")
        elif is_verb_form(w, "take"):
            c.flags.add("take")
        elif w in V.CCW_WORDS:
            c.ccw = True
            c.understood += 1
        elif is_verb_form(w, "dock"):
            c.flags.add("dock")
            c.understood += 1
        elif w in ("bonus", "bonuses"):
            c.flags.add("bonus")
        elif w == "free":
            c.flags.add("free")
        elif w in ("pod", "pods", "tile"):
            c.flags.add("pod")
            s.cx = "pod"
        elif w == "row" and num_after(tokens, i) or (
                w == "from" and num_after(tokens, i) and i + 2 < len(tokens)
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
            s.cx = "pod"
        elif w in ("column", "col") and num_after(tokens, i):
            c.column = tokens[i + 1].value - 1
            tokens[i + 1] = Token(PUNCT, "", "")
        elif w in ORDINAL_ROWS and nxt == "row":
            c.row = ORDINAL_ROWS[w]            # "the second row": row 3-4
            c.flags.add("pod")
            c.understood += 1
        elif w in V.COLUMN_WORDS and w not in ("left", "right"):
            c.column = V.COLUMN_WORDS[w] - 1
        elif w in ("left", "right") and "pod" in c.flags:
            c.column = V.COLUMN_WORDS[w] - 1
        else:
            return False
        return True

    def _word_as_place(self, s: _Scan, i: int, prev: list[str]) -> bool:
        """A place on a track, a space, an artifact; True when the word was one."""
        c, tokens, line = s.c, s.tokens, s.line
        w = tokens[i].word
        if w == "at" and num_after(tokens, i) and i > 0 and (
                tokens[i - 1].word in _BONUS_AT or tokens[i - 1].word in ("space", "spot")
                and i > 1 and tokens[i - 2].word in V.UNITS.table):
            # "the crew bonus at 4", "the crew space at 4", "the material at 2": where on the
            # track the bonus stands, not a space of a colony ("bonus at 6: water": checked)
            if tokens[i - 1].word in _BONUS_AT and tokens[i + 1].sign == "" and \
                    (i < 2 or tokens[i - 2].word not in ("crew", "crews")):
                self.wants.append((f"bonus@{tokens[i + 1].value}", line))
            tokens[i + 1] = Token(PUNCT, "", "")
            c.understood += 1
        elif w in ("space", "spot") and num_after(tokens, i) and i > 0 and (
                tokens[i - 1].word == "track" or set(c.words) & {"passing", "past", "pass",
                                                                 "passes", "crossing"}
                or tokens[i - 1].word in ("at", "on") and i > 1
                and tokens[i - 2].word in V.UNITS.table):
            # "passing the 1 CP at space 2", "the fuel on track space 4": a place on a
            # colony's track, not a space of the colony
            tokens[i + 1] = Token(PUNCT, "", "")
            c.understood += 1
        elif w in ("space", "on", "at", "spaces") and num_after(tokens, i) and \
                tokens[i + 1].sign == "" and unit_after(tokens, i + 1) is None and \
                word_after(tokens, i + 1) not in V.MATERIALS.table:
            c.spaces.append(self._space("", tokens[i + 1].value, line))
            tokens[i + 1] = Token(PUNCT, "", "")
            s.cx = "space"
        elif w in ("artifact", "artifacts", "artefact", "artefacts") and _artifact_denied(c, tokens, i):
            # "the yellow 1 without the artifact", "the green 1, no artifact": the pod told
            # apart by the tile it does not have (never an artifact gained or paid)
            c.pod_bonus = c.pod_bonus or "!artifact"
            c.understood += 1
            if c.unknown and c.unknown[-1].lower() == "without":
                c.unknown.pop()
        elif w in ("artifact", "artifacts", "artefact", "artefacts"):
            c.artifact = True
            c.understood += 1
            described = i >= 3 and tokens[i - 1].word in ("with", "w") and (
                tokens[i - 2].kind == NUM and tokens[i - 2].sign == "" and
                0 <= tokens[i - 2].value <= 3 or tokens[i - 2].kind == PUNCT and
                tokens[i - 2].text == "" and c.pod_influence is not None) and \
                tokens[i - 3].word in V.POD_COLOURS.table
            # "the artifact yellow pod", "the artifact yellow from row 1-2", "the yellow pod with
            # the artifact": the pod by its tile
            described = described or _artifact_names_pod(tokens, i)
            if described and not s.paying:
                # "the yellow 1 w/ artifact from row 6": the pod's tile, as "(artifact)"
                c.pod_bonus = c.pod_bonus or "artifact"
            elif s.paying or (prev[-1:] and prev[-1] in ("with", "w", "by", "paying",
                                                         "using") and s.cx):
                c.pays.append(("artifact", s.cx))
        else:
            return False
        return True

    def _word_as_rest(self, s: _Scan, i: int) -> None:
        """Any other word: a flag, a filler, a typo of a known word, or unknown."""
        c, tokens, words = s.c, s.tokens, s.words
        t = tokens[i]
        w = t.word
        if is_verb_form(w, "pay") and w not in ("use", "using", "used", "uses") or \
                w in ("payment", "payments"):
            c.flags.add("pay")
            s.paying = True
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
            s.cx = "space"
        elif w == "fuel" or w == "fuels":
            c.flags.add("fuel")
        elif w in V.NONE_WORDS:
            c.flags.add("none")
        elif w == "mat":
            c.flags.add("mat")
        elif w in ("ship", "ships"):
            c.flags.add("ship")
        elif is_verb_form(w, "flip"):
            c.flags.add("flip")
        elif is_verb_form(w, "set") and w not in ("make", "making", "makes", "made"):
            c.flags.add("set")
        elif w in ("pass", "passes"):
            c.flags.add("pass")
        elif w in ("manufactory", "factory") and not c.location:
            c.location = "manufactory"
            s.location_tok = i
            c.understood += 1
        elif w in V.NUMBER_WORDS or w in V.FILLERS or w in V.COLUMN_WORDS or w in s.mat_words:
            pass
        elif not self._typo(c, t.text, w, tokens, i, s.line):
            c.unknown.append(t.text)
            if i > 0 and (tokens[i - 1].kind == ARROW or tokens[i - 1].word in ("to", "at")
                          or i > 1 and tokens[i - 1].word == "the"
                          and tokens[i - 2].word in ("to", "at")):
                c.to_unknown.append(t.text)     # "to Manufactory-L": where?

    def _number_read(self, s: _Scan, i: int) -> int:
        """The number at token `i` read: a die by its value, where a track's bonus stands, a
        figure with its unit, a row, a space; the index of the next token to read."""
        c, tokens, line, text = s.c, s.tokens, s.line, s.text
        t = tokens[i]
        if (ref := self._die_by_value(tokens, i, line)) is not None:
            # "the 6 to Nebra, the 1 for water": a die by its value, when one die shows it
            c.dice.append(ref)
            c.understood += 1
            return i + 1
        if not t.sign and i > 1 and tokens[i - 1].word == "at" and (
                tokens[i - 2].word in V.UNITS.table or tokens[i - 2].word in _BONUS_AT
                or tokens[i - 2].word in ("space", "spot") and i > 2
                and tokens[i - 3].word in V.UNITS.table):
            # "the 1 CP at 2", "the crew bonus at 4", "artifact at 5": where on the track
            # the bonus stands, not a figure or a space ("bonus at 6: water": checked)
            c.understood += 1
            if tokens[i - 2].word in _BONUS_AT:
                self.wants.append((f"bonus@{t.value}", line))
            return i + 1
        unit = unit_after(tokens, i)
        if unit:
            self._figure(c, tokens, i, unit, line, text, words_before(tokens, i, 3))
            self._flag_unit(c, unit)
            return i + 1
        nxt = word_after(tokens, i)
        if not t.sign and i + 1 < len(tokens) and tokens[i + 1].kind == NUM and \
                tokens[i + 1].sign == "-" and (t.value, -tokens[i + 1].value) in ((1, 2), (3, 4)) \
                and (c.flags & {"pod"} or c.pod_colour):
            # "red pod 3-4": a row
            c.row = row_of(t.value)
            tokens[i + 1] = Token(PUNCT, "", "")
            c.understood += 1
            return i + 2
        self._bare_number(s, i, nxt)
        return i + 1

    def _bare_number(self, s: _Scan, i: int, nxt: str | None) -> None:
        """A number with no unit after it: a figure of the unit just written, how many crew,
        a space, or nothing."""
        c, tokens, line, text = s.c, s.tokens, s.line, s.text
        t = tokens[i]
        if t.sign and self._last_unit and nxt not in V.MATERIALS.table:
            # "+1 fuel, +1 from my mat": the unit of the figure before
            self._figure(c, tokens, i, self._last_unit, line, text,
                         words_before(tokens, i, 3))
        elif t.sign:
            pass
        elif i > 0 and tokens[i - 1].kind == ARROW and c.figures and (
                c.figures[-1].before or c.figures[-1].kind == self._last_unit
                and not c.figures[-1].total and not nxt) \
                and self._last_unit and nxt not in V.MATERIALS.table:
            # "fuel 8→11 for the tiebreak": after what the player had and an arrow, what the
            # player will hold, whatever words follow
            self._figure(c, tokens, i, self._last_unit, line, text,
                         words_before(tokens, i, 3))
        elif i > 0 and (tokens[i - 1].kind == PUNCT and tokens[i - 1].text == "="
                        or tokens[i - 1].word in ("now", "total", "makes", "giving")
                        # ("+1 fuel so 3": after a change of the unit; not "minus 2 fuel, so 3",
                        # the die's value after the fuel spent on it)
                        or tokens[i - 1].word in ("so", "thus", "hence") and c.figures
                        and c.figures[-1].kind == self._last_unit and not c.figures[-1].spend
                        and not c.figures[-1].total
                        or tokens[i - 1].kind == ARROW and c.figures
                        and c.figures[-1].before) \
                and self._last_unit and not nxt:
            # "+1 CP (now 12)", "= 11": the total of the unit just written
            self._figure(c, tokens, i, self._last_unit, line, text,
                         words_before(tokens, i, 3))
        elif i > 0 and tokens[i - 1].kind == PUNCT and tokens[i - 1].text == "=" \
                and self._last_unit and nxt not in V.MATERIALS.table:
            self._figure(c, tokens, i, self._last_unit, line, text,
                         words_before(tokens, i, 3))
        elif self._last_unit and nxt in ("total", "left", "now", "remaining",
                                         "altogether", "overall"):
            # "+1 fuel, 5 total", "+2 CP, 14 now": what the player will hold of the
            # unit just written
            self._figure(c, tokens, i, self._last_unit, line, text,
                         words_before(tokens, i, 3))
        elif nxt and nxt in V.MATERIALS.table:
            pass
        elif "crew" in c.flags and not t.sign and t.value <= 5 and nxt in ("on", "at") \
                and num_after(tokens, i + 1):
            # "Crew: 1 on 43": how many crew go on the space, not a space
            c.figures.append(Figure("crew", t.value, line, quote(text)))
            c.understood += 1
        elif any(x in c.flags for x in ("crew", "pod", "achievement")) or c.achievement:
            c.spaces.append(self._space("", t.value, line))
            s.cx = "space"
        elif _beside_unit(tokens, i):
            c.loose.append(t.text)      # "fuel get 3": a figure nothing read, asked (reader)

    def _dice_moving_to(self, s: _Scan) -> None:
        """The dice named before the location with "to" (or an arrow) between: they move."""
        if s.location_tok < 0:
            return
        tokens = s.tokens
        for d in s.c.dice:
            if d.tok < s.location_tok and any(
                    tokens[k].kind == ARROW or tokens[k].word in ("to", "towards", "into",
                                                                  "onto", "for")
                    for k in range(d.tok + 1, s.location_tok)):
                d.moves_to = True

    def _payments_aimed(self, s: _Scan) -> None:
        """What the clause's materials and payments are for, where "for the pod", "for the
        space" or a pair paid says it."""
        c, text, words, tokens = s.c, s.text, s.words, s.tokens
        target = FOR_TARGET.search(text) if "for" in text else None
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
                    one = FOR_TARGET.search(piece)
                    if one:
                        c.mat_ctx[n] = "pod!" if one.group(1).lower() == "pod" else "space!"
                    elif FOR_SPACE.search(piece):
                        c.mat_ctx[n] = "space!"
        if "pay" in c.flags:
            for j, t in enumerate(tokens):
                if t.kind == NUM and t.value == 2 and word_after(tokens, j) in V.MATERIALS.table:
                    c.pair = V.MATERIALS.table[word_after(tokens, j)]
            if "space" in words or "spaces" in words:
                c.pays = [(m, "space!") for m, _ in c.pays]
            elif "pod" in words and "for" in words:
                c.pays = [(m, "pod!") for m, _ in c.pays]

    def _die_by_value(self, tokens: list[Token], i: int, line: int) -> DieRef | None:
        t = tokens[i]
        if self.state["phase"] != "actions" or t.sign or not 1 <= t.value <= 6:
            return None
        before = tokens[i - 1].word if i > 0 else ""
        if any(tk.word in V.DICE.table for tk in tokens) and before not in ("the", "my"):
            # ("Going w/ the 2 → Nebra & black 5": "the 2" is a die even with another named)
            return None
        after = tokens[i + 1] if i + 1 < len(tokens) else None
        if before not in ("", "the", "with", "my", "use", "using", "a") and not (
                i > 0 and tokens[i - 1].kind == PUNCT):
            return None
        if after is None and before not in ("the", "with", "my", "using"):
            return None
        if after is not None and not (after.kind == ARROW or after.word in ("to", "for", "into")
                                      or after.kind == PUNCT and after.text == ":"):
            return None
        if after is not None and after.word == "for" and unit_after(tokens, i + 1):
            return None
        if i > 0 and tokens[i - 1].kind == PUNCT and tokens[i - 1].text == "=" or \
                after is not None and after.word != "for" and i + 2 < len(tokens) and \
                tokens[i + 2].word in V.COLONIES.table:
            return None         # "... = 4 → Thebes 9": a sum's result, and a colony's track, no die
        if after is not None and after.kind == ARROW and i + 2 < len(tokens) and \
                before not in ("the", "my") and \
                tokens[i + 2].kind == NUM and unit_after(tokens, i + 2):
            return None         # "(4 → 5 fuel)": fuel before and after, no die
        if after is not None and after.kind == ARROW and i >= 2 and tokens[i - 1].kind == ARROW \
                and (tokens[i - 2].kind == NUM or tokens[i - 2].kind == PUNCT and not tokens[i - 2].text) \
                and i + 2 < len(tokens) and tokens[i + 2].kind == NUM:
            return None         # "Fuel 2 → 1 → 3": a step between two figures (one read), no die
        # ("1 to Gan De, green 5: ...": a value opening the clause, then where it goes, is a
        # die; when two dice show it, which one moves is asked)
        return self._die_showing(t.value, line, i, tokens, asked=before in ("the", "my") or (
            i == 0 and after is not None and after.word in ("to", "into")))

    def _die_showing(self, value: int, line: int, i: int, tokens: list[Token] | None = None,
                     asked: bool = True) -> DieRef | None:
        """The die a value names ("the 6", "moving 5"), when one die left shows it; when two do,
        asked about (which one moves decides what is left)."""
        if self.state["phase"] != "actions" or not 1 <= value <= 6:
            return None
        t = Token(NUM, str(value), value) if tokens is None else tokens[i]
        showing = [d for d in DICE if d not in self.seat["used"] and self.seat["dice"][d] == t.value]
        if len(showing) > 1 and asked and not any(
                d.code == "bc.post.die_which" for d in self.diags):
            # "Jyo w/ the 1" when blue and green both show 1: which die moves matters (the
            # other one activates), so the GM asks
            self.add("bc.post.die_which", f"not accepted — please confirm: which die is 'the "
                     f"{t.value}': " + " or ".join(f"{d} {t.value}" for d in showing) + "?", line,
                     hint=f"name the die, e.g. '{showing[0]} {t.value}'")
        if len(showing) != 1:
            return None
        if tokens is not None:
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
            for m in MAT_LETTER.finditer(c.text):
                key = self.mat_words.get(f"mat {m.group(1).lower()}")
                if key:
                    found.append(key)
            alone = re.fullmatch(r"\W*(?:(?:i'?ll|i\s+will|i|let\s+me|lemme|gonna|going\s+to)?\s*(?:take|have|"
                                 r"pick|choose|grab|go\s+(?:with|for)|want)\s+|going\s+(?:with|for)\s+|"
                                 r"gimme\s+|give\s+me\s+)?(?:mat\s+)?([a-e])(?:[\s,.!]+(?:pls|please|plz|"
                                 r"thanks|thx|ty|for\s+me|then|i\s+guess|i\s+think))*\W*", c.text,
                                 re.IGNORECASE)
            alone = alone if alone and alone.group(1).islower() else None
            if not found and alone:
                # "d", "c." typed on a phone: a clause of one small letter alone is that mat
                found += [k for k in [self.mat_words.get(f"mat {alone.group(1)}")] if k]
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
        if j + 1 < len(tokens) and tokens[j].kind == WORD and (
                tokens[j].word == "now" and tokens[j + 1].kind == NUM and tokens[j + 1].sign == ""
                or tokens[j].word in ("up", "goes", "moves") and tokens[j + 1].word == "to") and \
                not placed:
            # "Thebes now 9", "Xi'an up to 2", "Cuzco goes to 4": where the track will stand
            self._track_figure(c, tokens, j + (tokens[j].word != "now"), name, line)
            return
        if j + 1 < len(tokens) and tokens[j].kind == ARROW and tokens[j + 1].kind == NUM and \
                (not placed or "influence" in c.words) and not c.pod_colour and \
                not set(c.words) & {"pod", "pods", "row"}:
            # "Cuzco → 3 for the 1 CP": where the colony's track will stand
            self._track_figure(c, tokens, j, name, line)
            return
        if j < len(tokens) and tokens[j].kind == WORD and tokens[j].word == "space":
            j += 1
        if j < len(tokens) and tokens[j].kind == PUNCT and tokens[j].text == "#":
            j += 1
        if j < len(tokens) and tokens[j].kind == NUM and tokens[j].sign == "+":
            c.figures.append(Figure("influence", tokens[j].value, line, quote(c.text),
                                    colony=name))
            tokens[j] = Token(PUNCT, "", "")
            if j + 2 < len(tokens) and tokens[j + 1].kind == ARROW and \
                    tokens[j + 2].kind == NUM and tokens[j + 2].sign == "" and \
                    unit_after(tokens, j + 2) is None:
                # "Cuzco +1 → 6": the change, and where the track will stand
                c.figures.append(Figure("influence", tokens[j + 2].value, line, quote(c.text),
                                        total=True, colony=name))
                tokens[j + 2] = Token(PUNCT, "", "")
            return
        if j < len(tokens) and tokens[j].kind == NUM and tokens[j].sign == "":
            if j + 2 < len(tokens) and tokens[j + 1].kind == ARROW and tokens[j + 2].kind == NUM \
                    and (not placed or "influence" in c.words and not c.pod_colour
                         and not set(c.words) & {"pod", "pods", "row", "crew"}) and (unit_after(tokens, j + 2) is None
                                        or word_after(tokens, j + 3) == "bonus"):
                # ("Thebes 3 → 4: crew bonus on Thebes 30": the track, then the bonus it reaches)
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
                c.figures.append(Figure("influence", tokens[j].value, line, quote(c.text),
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

    def _pod_taken(self, tokens: list[Token], i: int, words: list[str], prev: list[str]) -> bool:
        """"I take the blue 1 with the artifact" (row 6 named): a colour and a printed influence
        after a verb of taking, where that die does not show the number, is a pod."""
        if not (num_after(tokens, i) and 0 <= tokens[i + 1].value <= 3 and not tokens[i + 1].sign):
            return False
        colour = V.DICE.table.get(tokens[i].word)
        return bool(colour and self.seat["dice"].get(colour) != tokens[i + 1].value
                    and (set(words) & {"row", "pod", "pods", "artifact"} or prev[-1:] == ["the"])
                    and any(is_verb_form(p, "take") or p in ("grab", "grabbing", "pick", "picking")
                            for p in prev))

    def _pod_description(self, tokens: list[Token], i: int, words: list[str]) -> bool:
        """"green 0 (2 CP) from row 1-2", "the red 0 pod", "pink 3 from row 6": a pod named by
        its colour and printed influence, not a die."""
        if not (i + 1 < len(tokens) and tokens[i + 1].kind == NUM and tokens[i + 1].sign == ""
                and 0 <= tokens[i + 1].value <= 3):
            return False
        if tokens[i].word in ("yellow", "pink") or tokens[i + 1].value == 0:
            return True
        p = i - 1
        while p >= 0 and (tokens[p].kind in (NUM, ARROW) or tokens[p].word in ("the", "a")
                          or tokens[p].kind == PUNCT and tokens[p].text in ("", ":", "-")):
            p -= 1
        if p >= 0 and p < i - 1 and tokens[p].word in ("row", "rows") and \
                any(tokens[x].kind in (NUM, PUNCT) for x in range(p + 1, i)):
            return True          # "row 5 red 1 w/ palladium", "from row 3-4 → the blue 2"
        if not set(words) & {"pod", "pods", "row", "tile"} and not (
                i + 3 < len(tokens) and tokens[i + 2].word == "from"
                and tokens[i + 3].kind == NUM):
            return False                  # "green 2": a die, unless a pod is in the clause
        j = i + 2
        after = tokens[j] if j < len(tokens) else None
        if after is None:
            return False
        if after.word in ("pod", "pods", "tile", "from") or after.word in ("of", "in") and \
                "row" in words:
            return True                   # ("green 1 of row 1-2")
        if after.word in ("on", "onto", "into") and set(words) & {"row", "pod", "pods"}:
            return True                   # "red 1: green 3 (row 1-2) on Xi'an 13"
        if after.kind == PUNCT and after.text == "(" and j + 1 < len(tokens):
            close = next((k for k in range(j + 1, min(len(tokens), j + 8))
                          if tokens[k].kind == PUNCT and tokens[k].text == ")"), None)
            if close is not None and (word_after(tokens, close - 1) in ("pod", "pods", "tile")
                                      or word_after(tokens, close - 1) in ("from", "in", "of")
                                      and "row" in words):
                return True               # "the red 1 (2 fuel) pod": its bonus, then "pod"
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
                 and tokens[k].sign == "" and word_after(tokens, k) == tokens[i].word]
        if total and later and not {t.word for t in tokens[i + 1:i + 3]} & V.TOTAL_WORDS and \
                not (j > 0 and tokens[j - 1].word in V.TOTAL_WORDS):
            # "food ×2 + mat food = 4 food total": the total is the figure it stands by
            total = set()
        # "water x2 + mat water = 3 water": a sum's result is what the sum adds up to, the
        # water gained, unless a word says it is what the player holds
        if j > 1 and tokens[j - 1].kind == PUNCT and tokens[j - 1].text == "=" and any(
                tk.word in V.DICE.table for tk in tokens[max(0, j - 4):j - 1]
                if tk.kind == WORD):
            return False          # "green 6 = 2 steel": what the die gives, not a total
        summed = j > 0 and tokens[j - 1].kind == PUNCT and tokens[j - 1].text == "=" and \
            not total and not {t.word for t in tokens[i + 1:i + 3]} & V.TOTAL_WORDS
        if j > 0 and (tokens[j - 1].word in ("at", "to", "have", "now")
                      or tokens[j - 1].kind == PUNCT and tokens[j - 1].text == "="
                      or tokens[j - 1].kind == ARROW and (
                          j == 1 or _material_before(tokens, j - 2, self.state["phase"])
                          or _named_before(tokens, j - 1, material))):
            # "puts me at 3 organics", "1 palladium -> 3 palladium" (not "green 6 -> 2 organics")
            total = {"at"}                                    # "puts me at 3 organics"
        if not total and tokens[j].value <= 3:
            return False
        if not total and tokens[j].value > 3:
            total = {"total"}
        gain = summed and i + 1 < len(tokens) and tokens[i + 1].word in ("new", "gained")
        c.figures.append(Figure("material", tokens[j].value, line, quote(text), total=True,
                                material=material, either=summed, gain=gain))
        tokens[j] = Token(PUNCT, "", "")
        if gain:
            tokens[i + 1] = Token(PUNCT, "", "")    # "= 2 water new": the word is read
        return True

    def _flag_unit(self, c: Clause, unit: str) -> None:
        c.flags.add({"cp": "cp", "fuel": "fuel", "influence": "influence", "crew": "crew",
                     "artifact": "artifact-figure", "materials": "materials"}.get(unit, unit))

    def _figure(self, c: Clause, tokens: list[Token], j: int, unit: str, line: int, text: str,
                prev: list[str], unit_first: bool = False) -> None:
        t = tokens[j]
        if not unit_first and j > 0 and tokens[j - 1].word in ("no", "without") and t.sign == "":
            # "no influence, no 2CP this time": a figure said not to be taken is no claim
            c.understood += 1
            return
        k = _figure_anchor(tokens, j, unit_first)
        arrow = k >= 0 and tokens[k].kind == ARROW
        if self._pod_influence_named(c, tokens, j, k, unit, unit_first):
            return
        words = set(c.words)
        if words & {"manufactory", "factory", "mf", "column", "col"}:
            words.discard("left")
        self._last_unit = unit
        if _goal_cp(tokens, j, unit, unit_first, self.line_text.get(line, "")):
            c.figures.append(Figure("goal", t.value, line, quote(text), total=True))
            c.understood += 1
            return
        if (words & V.WISH_WORDS and not V.GOAL_MET.search(text) and not _reached(tokens, j)
                or _names_goal(tokens, j, unit_first)
                or unit == "cp" and _END_SCORING.search(text)):
            # "need 7 fuel at the end": a wish, not a figure of this action; "my artifact
            # stays = +1 CP at the end": the final scoring, not this action
            self.add("bc.claim.unplaced", f"{quote(text)!r}: this figure is not about this "
                     "action, and was not checked", line, W)
            c.understood += 1
            return
        near = {tokens[x].word for x in range(max(0, j - 3), min(len(tokens), j + 4))}
        if near & {"manufactory", "factory", "mf", "column", "col"}:
            near.discard("left")
        # ("so im on 4 CP" stays a figure read either way, the change or the total)
        # ("so im on 4 CP", "2 fuel so im on 2 fuel": what the player will hold, checked)
        total = (bool(near & V.TOTAL_WORDS) or _reached(tokens, j)) and t.sign == ""  # "+1": a change
        if unit == "materials" and t.sign == "" and (arrow or near & {"me", "have", "hold",
                                                                     "holding", "i'm", "im",
                                                                     "then"}):
            # "→ 5 materials", "that's 4 materials for me", "3 materials then": what the
            # player holds after
            total = True
        after_for = k >= 0 and tokens[k].word in _GAIN_WORDS or _gain_article(tokens, k)
        spend = unit == "fuel" and (t.sign == "-" or bool(prev) and (
            is_verb_form(prev[-1], "pay") or prev[-1] in ("with", "using", "extra"))) and \
            not _reached(tokens, j)                     # ("leaves me with 7 fuel": held)
        amount = abs(t.value) if spend else t.value
        if arrow and any(f.kind == unit for f in c.figures):
            arrow = False                 # "3 fuel -> 7 fuel": the second is a total
            total = True
        elif arrow and t.sign == "" and k >= 1 and tokens[k - 1].kind == NUM and \
                tokens[k - 1].sign == "" and unit == "fuel" and \
                (k < 2 or tokens[k - 2].kind != WORD or tokens[k - 2].word not in V.DICE.table):
            # "(4 → 5 fuel)": what the player had, and will have
            c.figures.append(Figure(unit, tokens[k - 1].value, line, quote(text), before=True))
            tokens[k - 1] = Token(PUNCT, "", "")
            arrow = False
            total = True
        nxt_tok = j + 1
        if nxt_tok < len(tokens) and tokens[nxt_tok].kind == WORD and \
                V.UNITS.table.get(tokens[nxt_tok].word) == unit:
            nxt_tok += 1
        if self._figure_before(c, tokens, j, nxt_tok, unit, line, text, unit_first):
            return
        if total and t.sign == "" and unit == "cp" and _for_a_reason(tokens, nxt_tok):
            total = False             # "have 1 CP for the red": what the die earns, a change
            after_for = True
        if t.sign == "+" and not unit_first and nxt_tok > j + 1 and nxt_tok + 1 < len(tokens) and \
                (tokens[nxt_tok].kind == ARROW or tokens[nxt_tok].kind == PUNCT
                 and tokens[nxt_tok].text == "=") and tokens[nxt_tok + 1].kind == NUM and \
                tokens[nxt_tok + 1].sign == "" and unit in ("fuel", "cp", "crew", "artifact") and \
                not _material_next(tokens, nxt_tok + 2) and \
                unit_after(tokens, nxt_tok + 1) in (
                    (None, unit) if tokens[nxt_tok].kind == ARROW else (None,)):
            # "+1 fuel → 5", "+2 CP = 14": the change, then what the player will hold
            c.figures.append(Figure(unit, tokens[nxt_tok + 1].value, line, quote(text),
                                    total=True))
            tokens[nxt_tok + 1] = Token(PUNCT, "", "")
        # ("... → 17 cp": after an arrow, CP is what the player will have, or the CP gained)
        either = not total and not spend and (not arrow or unit_first
                                              or any(w[:4] == "dock" for w in words)
                                              or unit == "cp") \
            and t.sign == "" \
            and not after_for and unit in ("fuel", "cp", "crew", "artifact", "materials")
        c.figures.append(Figure(unit, amount, line, quote(text), total=(total or either)
                                and not spend, spend=spend, either=either))
        c.understood += 1

    def _pod_influence_named(self, c: Clause, tokens: list[Token], j: int, k: int, unit: str,
                             unit_first: bool) -> bool:
        """"green pod of 2 influence", "the 2 influence pod": the pod's printed influence,
        which names the pod, not a claim of the influence gained (read into the clause)."""
        t = tokens[j]
        u = j + 1                                    # the unit ("2 influence", "1-influence")
        while u < len(tokens) and tokens[u].kind == PUNCT and tokens[u].text in ("-", ""):
            u += 1
        v = u + 1 + (u + 1 < len(tokens) and tokens[u + 1].word in V.POD_COLOURS.table)
        if unit == "influence" and not unit_first and t.sign == "" and 0 <= t.value <= 3 and (
                k >= 1 and tokens[k].word in ("of", "with") and tokens[k - 1].word in ("pod", "pods")
                or v < len(tokens) and tokens[v].word in ("pod", "pods")):
            c.pod_influence = t.value
            c.understood += 1
            return True
        return False

    def _figure_before(self, c: Clause, tokens: list[Token], j: int, nxt_tok: int, unit: str,
                       line: int, text: str, unit_first: bool) -> bool:
        """"Fuel 5 − 1 + 3 = 7", "CP 12 -> 17": the number at `j` is what the player had
        before (read as such into the clause)."""
        t = tokens[j]
        n = j + 1
        while n < len(tokens) and tokens[n].kind == NUM and tokens[n].sign:
            n += 1
        if t.sign == "" and n > j + 1 and n < len(tokens) and tokens[n].kind == PUNCT and \
                tokens[n].text == "=" and unit in ("fuel", "cp", "crew", "artifact"):
            # "Fuel 5 − 1 + 3 = 7": the first number is what the player had, the sum the total
            c.figures.append(Figure(unit, t.value, line, quote(text), before=True))
        elif t.sign == "" and nxt_tok + 1 < len(tokens) and tokens[nxt_tok].kind == ARROW and \
                tokens[nxt_tok + 1].kind == NUM and (unit in ("fuel", "cp", "crew", "artifact")
                                                     or unit == "materials" and unit_first):
            # "CP 12 -> 17", "4 fuel -> 6 fuel": the number before the arrow is what it was;
            # with its unit written ("3 fuel → 4 fuel total") it may be the gain instead;
            # "Fuel 1 → 0 → 2": after what it was and an arrow, a step on the way (the dice paid)
            mid = j >= 2 and tokens[j - 1].kind == ARROW and bool(c.figures) and \
                c.figures[-1].before and c.figures[-1].kind == unit
            c.figures.append(Figure(unit, t.value, line, quote(text), before=not mid, mid=mid,
                                    either=nxt_tok > j + 1 and not mid))
        else:
            return False
        c.understood += 1
        self._last_unit = unit
        return True

    def _track_figure(self, c: Clause, tokens: list[Token], j: int, colony: str, line: int) -> None:
        """"Thebes track 3 -> 5", "Thebes 3 -> 5", "Thebes track +2", "Thebes track to 5"."""
        k = j
        while k < len(tokens) and tokens[k].kind == PUNCT:
            k += 1
        if k < len(tokens) and tokens[k].kind == WORD and tokens[k].word in ("to", "now", "at"):
            k += 1
        if k + 1 < len(tokens) and tokens[k].kind == ARROW and tokens[k + 1].kind == NUM and \
                tokens[k + 1].sign == "" and unit_after(tokens, k + 1) is None and \
                word_after(tokens, k + 1) not in V.MATERIALS.table:
            # "Cuzco → 3 for the 1 CP": where the track will be (not "→ 1 CP", the bonus)
            c.figures.append(Figure("influence", tokens[k + 1].value, line, quote(c.text),
                                    total=True, colony=colony))
            tokens[k + 1] = Token(PUNCT, "", "")
            c.flags.add("influence")
            c.understood += 1
            return
        if k >= len(tokens) or tokens[k].kind != NUM:
            c.flags.add("influence")
            return
        first = tokens[k]
        if k + 2 < len(tokens) and tokens[k + 1].kind == ARROW and tokens[k + 2].kind == NUM:
            c.figures.append(Figure("influence", tokens[k + 2].value, line, quote(c.text),
                                    total=True, colony=colony))
            tokens[k + 2] = Token(PUNCT, "", "")
        elif first.sign == "+":
            c.figures.append(Figure("influence", first.value, line, quote(c.text), colony=colony))
        else:
            c.figures.append(Figure("influence", first.value, line, quote(c.text), total=True,
                                    colony=colony))
        tokens[k] = Token(PUNCT, "", "")
        c.understood += 1

    def _typo(self, c: Clause, written: str, word: str, tokens: list[Token], i: int,
              line: int) -> bool:
        """A misspelt location, material or colony read as the word it is close to (with a
        warning); False when the word is close to none."""
        if len(word) < 4:
            return False
        if word[0] == "d" and set(word) & {"c", "k"} and V.DOCK.close(word, cutoff=0.75, min_length=4):
            # a typo of "dock" keeps its c or k ("dokc", "docing"; "doing" is English)
            self.add("bc.post.typo", f"read {written!r} as 'dock'", line, W)
            c.flags.add("dock")
            c.understood += 1
            return True
        for vocabulary, kind in ((V.LOCATIONS, "location"), (V.MATERIALS, "material"),
                                 (V.COLONIES, "colony")):
            close = close_word(vocabulary, word)
            if close is None or " " in close or close[0] != word[0]:
                continue  # a typo keeps its first letter ("after" is not "water")
            name = vocabulary.table[close]
            self.add("bc.post.typo", f"read {written!r} as {close!r}", line, W)
            c.understood += 1
            if kind == "location":
                c.location = name
            elif kind == "material":
                c.materials += [name] * count_before(tokens, i)
            else:
                c.colonies.append(name)
                if num_after(tokens, i):
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
                and unit_after(tokens, j + 1) is None:
            j += 1                                    # "blue (1)", "blue=1"
        if j < len(tokens) and tokens[j].kind == NUM and tokens[j].sign == "" \
                and (unit_after(tokens, j) is None
                     or tokens[j].value == self.seat["dice"].get(colour) and
                     unit_after(tokens, j) == "fuel" and not any(
                         tk.kind == NUM for tk in tokens[j + 1:j + 4])):
            ref.value = tokens[j].value
            tokens[j] = Token(PUNCT, "", "")      # (not a count: "red 3 water" is one water)
            j += 1
        while j < len(tokens):
            t = tokens[j]
            if t.kind == PUNCT and t.text in "()=":
                if t.text == "=" and j + 1 < len(tokens) and tokens[j + 1].kind == NUM and \
                        unit_after(tokens, j + 1) is None and \
                        word_after(tokens, j + 1) not in V.MATERIALS.table:
                    # ("red 5 = 3 fuel" is what the die gives, not its value)
                    ref.target = abs(tokens[j + 1].value)
                    j += 2
                    continue
                if t.text == "=" and j + 1 < len(tokens) and tokens[j + 1].kind == NUM and \
                        tokens[j + 1].sign == "" and unit_after(tokens, j + 1) == "fuel":
                    break       # ("blue 4 = 2 fuel": the fuel the die gives, not fuel on it)
                j += 1
                continue
            if t.kind == NUM and j + 1 < len(tokens) and tokens[j + 1].word in ("fuel", "fuels"):
                ref.fuel = t.value
                ref.unsigned = t.sign == ""
                ref.held = _held_after(tokens, j + 2)
                j += 2
                continue
            if t.word in ("fuel", "fuels") and j + 1 < len(tokens) and tokens[j + 1].kind == NUM:
                ref.fuel = tokens[j + 1].value
                ref.unsigned = tokens[j + 1].sign == ""
                j += 2
                continue
            if t.word in ("as", "into", "making", "becomes", "makes") and j + 2 < len(tokens) and \
                    tokens[j + 1].word in ("a", "an") and tokens[j + 2].kind == NUM and \
                    unit_after(tokens, j + 2) is None:
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
                    unit_after(tokens, j + 1) is None and \
                    word_after(tokens, j + 1) not in V.MATERIALS.table:
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
                if tokens[k].sign == "" and unit_after(tokens, k) is None and \
                        word_after(tokens, k) not in V.MATERIALS.table:
                    ref.target = tokens[k].value
                    j = k + 1
                    continue
            break
        return ref, j


def _for_a_reason(tokens: list[Token], at: int) -> bool:
    """"1 CP for the red", "2 CP for my black die": after the unit, "for" and what earns it
    (a die, the mat, a pod, a bonus) — the figure is what the action gives, not a total."""
    if at >= len(tokens) or tokens[at].kind != WORD or tokens[at].word != "for":
        return False
    for t in tokens[at + 1:at + 4]:
        if t.kind != WORD:
            return False
        if t.word in V.DICE.table or t.word in ("die", "dice", "mat", "pod", "bonus", "card"):
            return True
        if t.word not in ("the", "my", "a", "that", "this"):
            return False
    return False


# "go from 2 to 4", "it goes to 4", "2 -> 4" in the clause after "influence on Thebes": where
# the colony's track goes, told without naming it again (a non-native "go from X to Y")
_WENT_TO = compile_later(r"(?i)^\W*(?:(?:and|so|then|it|that|which|i|we|track|now)\s+){0,3}"
                         r"(?:(?:go|goes|going|went|gone|move|moves|moving|moved|rise|rises|"
                         r"climb|climbs|jump|jumps|get|gets|come|comes)\s+(?:up\s+)?)?"
                         r"(?:(?:from\s+)?(\d{1,2})\s*)?(?:(?:to|->|\u2192|=>)\s*|(?:become|becomes|"
                         r"became|is|will\s+be|be)\s+(?:at\s+)?)"
                         r"(\d{1,2})(?=\s*(?:$|[.!,;)]|and\b|:\)))")


def _track_went(self, line: int, text: str) -> str:
    """The clause after one that names a single colony's influence, when it only says where
    the track goes ("go from 2 to 4", "goes to 4", "2 -> 4"): read as that colony's track
    ("Thebes track 2 -> 4"), so the figures are checked, never dropped as talk."""
    last = getattr(self, "_track_colony", (0, ""))
    m = _WENT_TO.match(text[:80]) if last[0] == line and last[1] else None
    self._track_colony = (0, "")
    if m is None:
        words = [t.word for t in tokenize(text[:300]) if t.kind == WORD]
        names = {name for _, _, name in V.find_phrase(words, V.COLONIES.table)}
        if len(names) == 1 and (re.search(r"(?i)\binfl|\btrack", text[:300]) or (
                self.state["phase"] == "cycle_bonus" and active_bonus(self.state) == "influence")) \
                and not re.search(r"\d", text[:300]):
            self._track_colony = (line, names.pop())
        return text
    name = self.state["board"]["colonies"][COLONY_KEYS.index(last[1])]["name"]
    said = f"{name} track {m.group(1)} -> {m.group(2)}" if m.group(1) else f"{name} track to {m.group(2)}"
    return said + text[m.end():]


def _beside_unit(tokens: list[Token], i: int) -> bool:
    """The bare number at `i` follows a unit or a colony within three words ("fuel get 3",
    "CP will reach 12", "Thebes then 4") and is no term of a sum, no value before an arrow and
    no die's value said "as a 6": a figure of that unit the reader did not place."""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if nxt is not None and (nxt.kind == ARROW or nxt.kind == NUM and nxt.sign or
                            nxt.kind == PUNCT and nxt.text in ("+", "=", "-")):
        return False
    before = [t for t in tokens[max(0, i - 4):i]]
    if any(t.kind == NUM or t.kind == ARROW or t.kind == PUNCT and t.text in ("+", "=", "(", ")")
           for t in before):
        return False
    words = [t.word for t in before if t.kind == WORD]
    if set(words) & {"as", "action", "cycle", "round", "turn", "row", "mat", "like", "the", "a",
                     "on", "of", "space", "spot", "die", "dice"} or \
            any(w in V.DICE.table or w in V.MATERIALS.table for w in words):
        return False
    unit = max((k for k in range(max(0, i - 4), i) if tokens[k].word in V.UNITS.table), default=-1)
    if unit > 0 and tokens[unit - 1].kind == NUM:
        return False         # ("blue 2 and 2 fuel so it is 4": the die's value after the fuel)
    return any(w in V.UNITS.table or w in V.COLONIES.table for w in words)
