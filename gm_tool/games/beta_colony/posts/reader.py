"""Turn posts: forum text -> one Action, read as loosely as people write.

A post is cut into clauses (at line ends, ";" and ","; a die's ":" starts its activation's clause)
and each clause is read as a bag of known words with the reading kit (`scan` for forum text,
`tokenize`, the Vocabularies of posts/words.toml and the board's own names):

    black 6 to Nebra, blue 1: water
    move 3 with red to the Ridback, activate with green 5 (+1 fuel -> 6)
    dock for fuel with blue and green
    black 2 to the left Manufactory, green 5: take the red pod from row 5, build on Thebes 27
    ...; bonus: water and steel; crew on Thebes 30; free pod: the blue pod from row 6 on Xi'an 3
    ...; free achievement: statue of the chain on Cuzco 40; influence on Thebes; 2 CP for water
    ...; pay artifact for the pod; pay polymer for the space

At the setup and bonus steps: `mat: Mat C`, `ship to Nebra`, `set red to 6`, `flip black`,
`no change`, `take water`, `influence on Thebes`.

A die's value as written is checked against the die; fuel is written `(+1 fuel -> 6)`, `+1 fuel`,
`-> 6` or `as 6`; when a post names a destination, a row or two materials that the die's value
does not reach, the fuel needed is worked out (a warning says so). Words the reader does not know
are warned about with "did you mean". It never raises.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from gm_tool.core.diagnostics import Diagnostic, Severity
from gm_tool.core.matching import fold
from gm_tool.core.reading import ARROW, NUM, PUNCT, WORD, Token, is_comment, scan, tokenize
from gm_tool.games.beta_colony.actions import Action
from gm_tool.games.beta_colony.board import (COLONY_SPACES, DICE, LOCATION_NAMES, MANUFACTORIES,
                                             MOONS, ROW_VALUES, ROWS, row_of)
from gm_tool.games.beta_colony.posts import vocabulary as V
from gm_tool.games.beta_colony.rules.common import COLONY_KEYS, active_bonus, has_power

E, W, I = Severity.ERROR, Severity.WARNING, Severity.INFO

CCW_WORDS = {"counterclockwise", "anticlockwise", "ccw", "backwards", "backward", "counter",
             "anti", "counter clockwise", "anti clockwise", "counter-clockwise", "widdershins"}
NONE_WORDS = {"no", "none", "nothing", "pass", "keep", "skip", "decline", "declined"}
_SPLIT = re.compile(r"[;\n]")


@dataclass
class Read:
    action: Action | None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    line: int | None = None

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


@dataclass
class Clause:
    line: int
    text: str
    words: list[str] = field(default_factory=list)
    dice: list[DieRef] = field(default_factory=list)
    location: str = ""
    ccw: bool = False
    materials: list[str] = field(default_factory=list)
    pod_colour: str = ""
    row: int | None = None
    column: int | None = None
    spaces: list[int] = field(default_factory=list)
    colonies: list[str] = field(default_factory=list)
    achievement: str = ""
    artifact: bool = False
    pair: str = ""
    unknown: list[str] = field(default_factory=list)
    flags: set = field(default_factory=set)
    understood: int = 0


class Reader:
    def __init__(self, state: dict[str, Any], player: str):
        self.state = state
        self.player = player
        self.seat = state["seats"][player]
        self.diags: list[Diagnostic] = []
        self.mat_words, self.ach_words = V.board_words(state)
        self.first_line: int | None = None

    def add(self, code: str, message: str, line: int | None, severity: Severity = E,
            hint: str | None = None) -> None:
        self.diags.append(Diagnostic(code, message, severity, line, None, hint))

    # clauses ------------------------------------------------------------------------------
    def clauses(self, text: str) -> list[Clause]:
        reading = scan(text)
        self.diags.extend(reading.notes)
        out: list[Clause] = []
        lines = reading.lines
        if len(lines) > MAX_LINES:
            # an action is a line or two: a post of hundreds of lines is chatter or a paste
            # error, and reading it all would keep the GM waiting
            self.add("bc.post.too_long", f"the post has {len(lines)} lines; only the first "
                     f"{MAX_LINES} were read", lines[MAX_LINES].number, W,
                     hint="post the action alone, in a line or two")
            lines = lines[:MAX_LINES]
        for line in lines:
            if is_comment(line.text):
                continue
            for part in _SPLIT.split(line.text):
                for piece in _split_commas(part):
                    piece = piece.strip()
                    if piece:
                        out.extend(self._die_split(line.number, piece))
        return out

    def _die_split(self, line: int, text: str) -> list[Clause]:
        """`green 5: take the red pod` -> the die's clause and its activation's clause; a label
        such as `bonus:` or `free pod:` stays with what follows it."""
        m = re.match(r"^([^:]{1,60}):(.*)$", text)
        if m and m.group(2).strip():
            head = self.analyse(line, m.group(1))
            if head.dice:
                return [head, self.analyse(line, m.group(2))]
            return [self.analyse(line, f"{m.group(1)} {m.group(2)}")]
        return [self.analyse(line, text)]

    def analyse(self, line: int, text: str) -> Clause:
        c = Clause(line, text)
        tokens = tokenize(text)
        words = [t.word for t in tokens if t.kind == WORD]
        c.words = words
        mat_words: set[str] = set()
        # multi-word names first: locations, colonies, achievements, mats
        used: set[int] = set()
        word_index = [i for i, t in enumerate(tokens) if t.kind == WORD]
        if "mat" in words or self.state["phase"] == "mat":
            folded = " " + " ".join(fold(text).replace("_", " ").split()) + " "
            for spelling in sorted(self.mat_words, key=len, reverse=True):
                if f" {spelling} " in folded or f" {spelling}." in folded:
                    c.flags.add("mat:" + self.mat_words[spelling])
                    c.understood += 1
                    mat_words = set(spelling.split())
                    break
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
                    c.location = name
                elif kind == "achievement":
                    c.achievement = name
                else:
                    c.colonies.append(name)
                    # a colony followed by a number: a space
                    tok = word_index[end - 1]
                    j = tok + 1
                    if j < len(tokens) and tokens[j].kind == WORD and tokens[j].word == "space":
                        j += 1
                    if j < len(tokens) and tokens[j].kind == PUNCT and tokens[j].text == "#":
                        j += 1
                    if j < len(tokens) and tokens[j].kind == NUM and tokens[j].sign == "":
                        c.spaces.append(self._space(name, tokens[j].value, line))
                        tokens[j] = Token(PUNCT, "", "")
        widx = -1
        pending_value: int | None = None
        i = 0
        while i < len(tokens):
            t = tokens[i]
            if t.kind == WORD:
                widx += 1
                w = t.word
                if widx in used:
                    i += 1
                    continue
                nxt = _word_after(tokens, i)
                prev = _words_before(tokens, i, 2)
                if w in V.DICE.table and not (nxt in ("pod", "pods", "space", "spaces")
                                              or "pod" in c.flags and "the" in prev[-1:]):
                    ref, i = self._die(tokens, i, V.DICE.table[w], line)
                    ref.activate = any(p.startswith("activat") for p in prev)
                    ref.move = any(p in ("move", "moving", "moves", "fly", "go") for p in prev)
                    if ref.value is None and pending_value is not None:
                        ref.value, pending_value = pending_value, None
                    c.dice.append(ref)
                    c.understood += 1
                    continue
                if w in V.POD_COLOURS.table and (nxt in ("pod", "pods") or w in ("yellow", "pink")):
                    c.pod_colour = V.POD_COLOURS.table[w]
                    c.flags.add("pod")
                    c.understood += 1
                elif w in V.MATERIALS.table:
                    count = _count_before(tokens, i)
                    c.materials += [V.MATERIALS.table[w]] * count
                    c.understood += 1
                elif w in ("move", "moving", "moves", "go", "fly") and _num_after(tokens, i):
                    pending_value = tokens[i + 1].value
                    tokens[i + 1] = Token(PUNCT, "", "")
                elif w in ("activate", "activates", "activating"):
                    c.flags.add("activate")
                elif w in CCW_WORDS:
                    c.ccw = True
                    c.understood += 1
                elif w in ("dock", "docks", "docking", "docked"):
                    c.flags.add("dock")
                    c.understood += 1
                elif w in ("bonus", "bonuses"):
                    c.flags.add("bonus")
                elif w == "free":
                    c.flags.add("free")
                elif w in ("pod", "pods", "tile"):
                    c.flags.add("pod")
                elif w == "row" and _num_after(tokens, i):
                    value = tokens[i + 1].value
                    c.row = row_of(value) if value >= 1 else None
                    if c.row is None:
                        self.add("bc.post.row", f"there is no row {value} (rows: 1-2, 3-4, 5, 6)",
                                 line)
                    tokens[i + 1] = Token(PUNCT, "", "")
                    if i + 2 < len(tokens) and tokens[i + 2].kind == NUM and tokens[i + 2].sign == "-":
                        tokens[i + 2] = Token(PUNCT, "", "")
                    c.flags.add("pod")
                    c.understood += 1
                elif w in ("column", "col") and _num_after(tokens, i):
                    c.column = tokens[i + 1].value - 1
                    tokens[i + 1] = Token(PUNCT, "", "")
                elif w in V.COLUMN_WORDS and w not in ("left", "right"):
                    c.column = V.COLUMN_WORDS[w] - 1
                elif w in ("left", "right") and "pod" in c.flags:
                    c.column = V.COLUMN_WORDS[w] - 1
                elif w in ("space", "on", "at", "spaces") and _num_after(tokens, i):
                    c.spaces.append(self._space("", tokens[i + 1].value, line))
                    tokens[i + 1] = Token(PUNCT, "", "")
                elif w in ("artifact", "artifacts"):
                    c.artifact = True
                    c.understood += 1
                elif w in ("pay", "paying", "paid", "pays"):
                    c.flags.add("pay")
                elif w in ("crew",):
                    c.flags.add("crew")
                elif w in ("influence",):
                    c.flags.add("influence")
                elif w in ("cp", "points", "point"):
                    c.flags.add("cp")
                elif w in ("statue", "achievement", "building"):
                    c.flags.add("achievement")
                    if w == "building" and not c.achievement and "achievement" not in words \
                            and "statue" not in words:
                        c.flags.add("building-word")
                elif w == "fuel" or w == "fuels":
                    c.flags.add("fuel")
                elif w in NONE_WORDS:
                    c.flags.add("none")
                elif w == "mat":
                    c.flags.add("mat")
                elif w in ("ship", "ships"):
                    c.flags.add("ship")
                elif w in ("flip", "flips", "flipping", "flipped"):
                    c.flags.add("flip")
                elif w in ("set", "sets", "change", "changes"):
                    c.flags.add("set")
                elif w in ("pass", "passes"):
                    c.flags.add("pass")
                elif w in ("manufactory", "factory") and not c.location:
                    c.location = "manufactory"
                    c.understood += 1
                elif w in V.NUMBER_WORDS or w in V.FILLERS or w in V.COLUMN_WORDS or w in mat_words:
                    pass
                elif not self._typo(c, t.text, w, tokens, i, line):
                    c.unknown.append(t.text)
            elif t.kind == NUM and t.text and t.sign == "" and "pair" not in c.flags:
                # "2 water" is read with the material; a bare number elsewhere is a space
                nxt = _word_after(tokens, i)
                if nxt and (nxt in V.MATERIALS.table or nxt in ("cp", "points", "fuel", "crew",
                                                                 "artifacts", "artifact")):
                    pass
                elif any(x in c.flags for x in ("crew", "pod", "achievement")) or c.achievement:
                    c.spaces.append(self._space("", t.value, line))
            i += 1
        if "pay" in c.flags:
            for j, t in enumerate(tokens):
                if t.kind == NUM and t.value == 2 and _word_after(tokens, j) in V.MATERIALS.table:
                    c.pair = V.MATERIALS.table[_word_after(tokens, j)]
        return c

    def _typo(self, c: Clause, written: str, word: str, tokens: list[Token], i: int,
              line: int) -> bool:
        """A misspelt location, material or colony read as the word it is close to (with a
        warning); False when the word is close to none."""
        if len(word) < 4:
            return False
        if V.DOCK.close(word, cutoff=0.75, min_length=4) and word[0] == "d":
            self.add("bc.post.typo", f"read {written!r} as 'dock'", line, W)
            c.flags.add("dock")
            c.understood += 1
            return True
        for vocabulary, kind in ((V.LOCATIONS, "location"), (V.MATERIALS, "material"),
                                 (V.COLONIES, "colony")):
            close = vocabulary.close(word, cutoff=0.8, min_length=4)
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
                self.add("bc.post.space_relative", f"read {colony} {value} as space "
                         f"{base + value} (spaces are numbered 0-53 over the three colonies)",
                         line, W)
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
        if j < len(tokens) and tokens[j].kind == NUM and tokens[j].sign == "":
            ref.value = tokens[j].value
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
            if (t.kind == ARROW or t.word in ("as", "making", "becomes", "makes")) and \
                    j + 1 < len(tokens) and tokens[j + 1].kind == NUM:
                ref.target = abs(tokens[j + 1].value)
                j += 2
                continue
            if t.word in ("with", "using", "plus", "spending", "spend") and j + 2 < len(tokens) \
                    and tokens[j + 1].kind == NUM and tokens[j + 2].word in ("fuel", "fuels"):
                j += 1
                continue
            break
        return ref, j

    # reading the whole post ---------------------------------------------------------------
    def read(self, text: str) -> Read:
        clauses = self.clauses(text)
        meaningful = [c for c in clauses if c.understood or c.flags or c.spaces]
        if not meaningful:
            self.add("bc.post.empty", "no action found in the post", None,
                     hint=_phase_hint(self.state))
            return Read(None, self.diags)
        self.first_line = meaningful[0].line
        looked_up = 0  # did-you-mean for the first few unknown words only: a long remark stays fast
        for c in clauses:
            if c in meaningful:
                quiet = []
                for word in c.unknown:
                    looked_up += 1
                    close = (V.KNOWN.did_you_mean(word, 1, cutoff=0.8)
                             if len(word) > 3 and looked_up <= 24 else [])
                    if close:
                        self.add("bc.post.unknown_word", f"{word!r} is not understood and was "
                                 "ignored", c.line, W, f"did you mean {close[0]!r}?")
                    else:
                        quiet.append(word)
                if quiet:
                    self.add("bc.post.ignored_words", "words not read: "
                             + ", ".join(repr(w) for w in quiet), c.line, I)
            else:
                self.add("bc.post.chatter", f"not read as part of the action: {c.text[:60]!r}",
                         c.line, I)
        phase = self.state["phase"]
        if phase == "mat":
            action = self._mat(meaningful)
        elif phase == "ship":
            action = self._ship(meaningful)
        elif phase == "die_bonus":
            action = self._die_bonus(meaningful)
        elif phase == "cycle_bonus":
            action = self._cycle_bonus(meaningful)
        elif phase == "actions":
            action = self._action(meaningful)
        else:
            self.add("bc.post.no_turn", "the game takes no turn post now", None)
            action = None
        return Read(action, self.diags, self.first_line)

    def _mat(self, clauses: list[Clause]) -> Action | None:
        for c in clauses:
            for f in c.flags:
                if f.startswith("mat:"):
                    return Action("mat", where=f[4:])
        left = ", ".join(m["name"] for m in self.state["board"]["mats"]
                         if m["key"] in self.state["mats_left"])
        self.add("bc.post.mat", "no player mat named", clauses[0].line, hint=f"mats left: {left}")
        return None

    def _ship(self, clauses: list[Clause]) -> Action | None:
        for c in clauses:
            if c.location and c.location != "manufactory":
                return Action("ship", where=c.location)
            if c.location == "manufactory":
                self.add("bc.post.which_manufactory", "which Manufactory: left or right?", c.line)
                return None
        self.add("bc.post.location", "no location named", clauses[0].line,
                 hint="e.g. 'ship to Nebra'")
        return None

    def _die_bonus(self, clauses: list[Clause]) -> Action | None:
        dice = [d for c in clauses for d in c.dice]
        if not dice:
            if any("none" in c.flags or "pass" in c.flags for c in clauses):
                return Action("die")
            self.add("bc.post.die", "name the die to change, or 'no change'", clauses[0].line)
            return None
        if len(dice) > 1:
            self.add("bc.post.die", "only one die may be changed", clauses[0].line)
            return None
        ref = dice[0]
        self._check_value(ref)
        bonus = active_bonus(self.state)
        if ref.target is not None or ref.value is not None:
            pass
        if bonus == "six" and any("flip" in c.flags for c in clauses):
            self.add("bc.post.die", "this cycle's card sets a die to 6 (it does not flip)",
                     ref.line)
        return Action("die", dice=(ref.colour,))

    def _cycle_bonus(self, clauses: list[Clause]) -> Action | None:
        bonus = active_bonus(self.state)
        if bonus == "material":
            mats = [m for c in clauses for m in c.materials]
            if not mats:
                if any("none" in c.flags for c in clauses):
                    return Action("material")
                self.add("bc.post.material", "name the material you take, or 'no material'",
                         clauses[0].line)
                return None
            if len(mats) > 1:
                self.add("bc.post.material", "the cycle bonus gives one material", clauses[0].line)
            return Action("material", take=(mats[0],))
        first = next((c for c in clauses if c.colonies), None)
        if first is None:
            if any("none" in c.flags for c in clauses):
                return Action("influence")
            self.add("bc.post.influence", "name the colony track (Xi'an, Thebes or Cuzco)",
                     clauses[0].line, hint="e.g. 'influence on Thebes'")
            return None
        parts = self._bonus_parts(clauses, skip=first)
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
                                 "pay_pod": "", "pay_space": "", "used": set()}
        bonus_mode = False
        last_free: list | None = None
        for c in clauses:
            if c is skip:
                continue
            if "bonus" in c.flags:
                bonus_mode = True
            if "free" in c.flags and ("pod" in c.flags or c.pod_colour):
                entry = [c.pod_colour, c.row, c.column, c.spaces[0] if c.spaces else -1, c.line]
                parts["free_pods"].append(entry)
                last_free = entry
                parts["used"].add(id(c))
            elif "free" in c.flags and (c.achievement or "achievement" in c.flags):
                key = c.achievement or (self.state["building_top"] if "building" in c.words
                                        else "")
                entry = [key, c.spaces[0] if c.spaces else -1, c.line]
                parts["free_achievements"].append(entry)
                last_free = entry
                parts["used"].add(id(c))
            elif "crew" in c.flags and c.spaces and not c.dice:
                parts["crew_on"] += [s for s in c.spaces if s >= 0]
                parts["used"].add(id(c))
            elif "influence" in c.flags and c.colonies and not c.dice:
                parts["influence_on"] += c.colonies
                parts["used"].add(id(c))
            elif "cp" in c.flags and (c.materials or c.artifact) and not c.dice:
                parts["buy_points"] = c.materials[0] if c.materials else "artifact"
                parts["used"].add(id(c))
            elif "pay" in c.flags and not c.dice:
                what = (f"pair:{c.pair}" if c.pair else "artifact" if c.artifact
                        else c.materials[0] if c.materials else "")
                if not what:
                    self.add("bc.post.pay", "say what you pay with (a material, 'artifact', or "
                                            "'2 water' with the mat that allows it)", c.line)
                elif "space" in c.words or "spaces" in c.words:
                    parts["pay_space"] = what
                else:
                    parts["pay_pod"] = what
                parts["used"].add(id(c))
            elif bonus_mode and c.materials and not c.dice:
                parts["bonus_materials"] += c.materials
                parts["used"].add(id(c))
            elif last_free is not None and c.spaces and not c.dice and not c.pod_colour \
                    and not c.location:
                if len(last_free) == 5 and last_free[3] < 0:
                    last_free[3] = c.spaces[0]
                elif len(last_free) == 3 and last_free[1] < 0:
                    last_free[1] = c.spaces[0]
                parts["used"].add(id(c))
        return parts

    def _free_pods(self, entries: list[list], taken: tuple[int, int]) -> list[tuple[int, int, int]]:
        out = []
        exclude = {taken}
        for colour, row, column, space, line in entries:
            slot = self._find_pod(colour, row, column, None, line, "free pod", exclude)
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
                  line: int, what: str, exclude: set | None = None) -> tuple[int, int] | None:
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
    def _action(self, clauses: list[Clause]) -> Action | None:
        if any("pass" in c.flags and not c.dice for c in clauses) and not any(c.dice for c in clauses):
            self.add("bc.post.pass", "an action uses two dice: move and activate, or dock for "
                                     "one fuel", clauses[0].line,
                     hint="e.g. 'dock for fuel with blue and green'")
            return None
        dice = [d for c in clauses for d in c.dice]
        for d in dice:
            self._check_value(d)
        if any("dock" in c.flags for c in clauses):
            if len(dice) != 2:
                self.add("bc.post.dock", f"docking for fuel spends two dice; the post names "
                                         f"{len(dice)}", clauses[0].line,
                         hint="e.g. 'dock for fuel with blue and green'")
                return None
            return Action("dock", dice=(dice[0].colour, dice[1].colour))
        parts = self._bonus_parts(clauses)
        main = [c for c in clauses if id(c) not in parts["used"]]
        if len(dice) != 2:
            self.add("bc.post.dice", f"an action uses two dice (one to move, one to activate); "
                                     f"the post names {len(dice)}", clauses[0].line,
                     hint="e.g. 'black 6 to Nebra, blue 1: water'")
            return None
        move, activate = dice
        if dice[0].activate and not dice[1].activate:
            move, activate = dice[1], dice[0]
        elif dice[1].move and not dice[0].move:
            move, activate = dice[1], dice[0]
        location = next((c.location for c in main if c.location), "")
        ccw = any(c.ccw for c in main)
        seat = self.seat
        move_fuel = self._fuel(move)
        act_fuel = self._fuel(activate)
        if location == "manufactory":
            location = self._which_manufactory(move, move_fuel, ccw, clauses[0].line)
        if location and move_fuel is None:
            move_fuel = self._infer_move_fuel(move, location, ccw)
        move_fuel = move_fuel or 0
        if not location:
            from gm_tool.games.beta_colony.rules.act import destination
            steps = seat["dice"][move.colour] + move_fuel
            if steps >= 1:
                location = destination(self.state, seat["ship"], steps, ccw)
        take = [m for c in main for m in c.materials]
        achievement = next((c.achievement for c in main if c.achievement), "")
        if not achievement and any("building" in c.words for c in main) and \
                location == "azophi_nexus":
            achievement = self.state["building_top"]
        spaces = [s for c in main for s in c.spaces]
        pod = (-1, -1)
        space = -1
        pod_clause = next((c for c in main if "pod" in c.flags or c.pod_colour), None)
        act_value = seat["dice"][activate.colour] + (act_fuel or 0)
        if location in MANUFACTORIES and pod_clause is not None:
            any_value = activate.colour == "black" and has_power(self.state, seat, "black_any_pod")
            rows_allowed = None if any_value else ([row_of(act_value)] if row_of(act_value) is not None else [])
            row = pod_clause.row
            if act_fuel is None and row is not None and not any_value and row_of(act_value) != row:
                act_fuel = self._infer_row_fuel(activate, row)
                act_value = seat["dice"][activate.colour] + (act_fuel or 0)
            slot = self._find_pod(pod_clause.pod_colour, row, pod_clause.column,
                                  rows_allowed if row is None else None, pod_clause.line,
                                  "pod to take")
            if slot is None:
                return None
            pod = slot
        if location in MOONS and act_fuel is None and len(take) == 2 and act_value <= 4 and not (
                activate.colour == "black" and has_power(self.state, seat, "black_six")):
            need = 5 - seat["dice"][activate.colour]
            if need <= seat["fuel"] - abs(move_fuel):
                act_fuel = need
                self.add("bc.fuel.inferred", f"two materials need a 5 or 6: read as "
                         f"{activate.colour} {seat['dice'][activate.colour]} (+{need} fuel -> 5)",
                         activate.line, W)
        act_fuel = act_fuel or 0
        if spaces:
            space = spaces[0]
            if len(spaces) > 1:
                self.add("bc.post.spaces", f"more than one space named ({', '.join(map(str, spaces))}); "
                                           "the first is used", clauses[0].line, W)
        if location in MANUFACTORIES and pod != (-1, -1) and space < 0:
            self.add("bc.post.space", "say where the pod is built", pod_clause.line if pod_clause else None,
                     hint="e.g. 'build on Thebes 27'")
            return None
        if location == "azophi_nexus" and achievement and space < 0:
            self.add("bc.post.space", "say where the achievement's tile is built",
                     clauses[0].line, hint="e.g. 'on Cuzco 40' (a space not next to a colony center)")
            return None
        free_pods = self._free_pods(parts["free_pods"], pod)
        free_achievements = self._free_achievements(parts["free_achievements"])
        if any(d.severity is E for d in self.diags):
            return None
        return Action("move", dice=(move.colour, activate.colour), fuel=(move_fuel, act_fuel),
                      ccw=ccw, where=location, take=tuple(take), pod=pod, space=space,
                      achievement=achievement if location == "azophi_nexus" else "",
                      pay_pod=parts["pay_pod"], pay_space=parts["pay_space"],
                      bonus_materials=tuple(parts["bonus_materials"]),
                      crew_on=tuple(parts["crew_on"]), free_pods=tuple(free_pods),
                      free_achievements=tuple(free_achievements),
                      influence_on=tuple(parts["influence_on"]), buy_points=parts["buy_points"])

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
            return fuel
        if ref.fuel is not None:
            if ref.unsigned:
                self.add("bc.fuel.direction", f"{ref.fuel} fuel on the {ref.colour} die read as "
                         f"+{ref.fuel}", ref.line, W, hint=f"write '-{ref.fuel} fuel' to lower it")
            return ref.fuel
        return None

    def _infer_move_fuel(self, ref: DieRef, location: str, ccw: bool) -> int | None:
        orbit = self.state["board"]["orbit"]
        here = self.seat["ship"]
        if location not in orbit or here not in orbit:
            return None
        steps = (orbit.index(here) - orbit.index(location)) % 7 if ccw else \
            (orbit.index(location) - orbit.index(here)) % 7
        steps = steps or 7
        have = self.seat["dice"][ref.colour]
        options = [d - have for d in (steps, steps + 7) if d >= 1]
        best = min(options, key=abs)
        if best == 0:
            return 0
        if abs(best) <= self.seat["fuel"]:
            self.add("bc.fuel.inferred", f"{LOCATION_NAMES[location]} is {have + best} step(s) "
                     f"away: read as {ref.colour} {have} ({best:+d} fuel -> {have + best})",
                     ref.line, W)
            return best
        return 0

    def _infer_row_fuel(self, ref: DieRef, row: int) -> int:
        have = self.seat["dice"][ref.colour]
        best = min((v - have for v in ROW_VALUES[row]), key=abs)
        self.add("bc.fuel.inferred", f"row {ROWS[row]} needs a {'or'.join(map(str, ROW_VALUES[row]))}"
                 f": read as {ref.colour} {have} ({best:+d} fuel -> {have + best})", ref.line, W)
        return best

    def _which_manufactory(self, ref: DieRef, fuel: int | None, ccw: bool, line: int) -> str:
        from gm_tool.games.beta_colony.rules.act import destination
        steps = self.seat["dice"][ref.colour] + (fuel or 0)
        if steps >= 1:
            to = destination(self.state, self.seat["ship"], steps, ccw)
            if to in MANUFACTORIES:
                return to
        self.add("bc.post.which_manufactory", "which Manufactory: left or right?", line)
        return ""


def _split_commas(text: str) -> list[str]:
    out, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif ch == "," and depth == 0:
            out.append(text[start:i])
            start = i + 1
    out.append(text[start:])
    return out


def _word_after(tokens: list[Token], i: int) -> str:
    j = i + 1
    while j < len(tokens) and tokens[j].kind == PUNCT and tokens[j].text == "":
        j += 1
    return tokens[j].word if j < len(tokens) else ""


def _words_before(tokens: list[Token], i: int, n: int) -> list[str]:
    out = []
    j = i - 1
    while j >= 0 and len(out) < n:
        if tokens[j].kind == WORD:
            out.insert(0, tokens[j].word)
        j -= 1
    return out


def _num_after(tokens: list[Token], i: int) -> bool:
    return i + 1 < len(tokens) and tokens[i + 1].kind == NUM and tokens[i + 1].sign == "" \
        and bool(tokens[i + 1].text)


def _next_is_num(tokens: list[Token], i: int) -> bool:
    return _num_after(tokens, i)


def _count_before(tokens: list[Token], i: int) -> int:
    j = i - 1
    if j >= 0 and tokens[j].kind == NUM and tokens[j].sign == "" and 1 <= tokens[j].value <= 3:
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


def read_post(text: str, state: dict[str, Any], player: str) -> Read:
    return Reader(state, player).read(text)


__all__ = ["DICE", "Read", "read_post"]
