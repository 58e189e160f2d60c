"""Turn posts: forum text -> one Action, read the way a GM reads it.

A post goes through the reading kit first (`gm_tool.core.kit.reading`): `scan` (quotes, markup,
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

The reader is one class, `Reader`, made of a mixin per concern: `lines.Lines` (the post cut
into clauses; talk, EDITs, remarks), `words.Words` (one clause as known words and figures),
`steps.Steps` (the setup and bonus steps, bonus choices, the pod described) and
`orders.Orders` (an action: dice, fuel, location, pod, space, payments); this module reads the
whole post and keeps the ledger. `parts` holds what a post is read into, `patterns` the shared
patterns and helpers.
"""

from __future__ import annotations

import re
from typing import Any
from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.patterns import compile_later
from gm_tool.core.kit.reading import WORD, tokenize
from gm_tool.core.kit.reading.habits import Ledger
from gm_tool.games.beta_colony.actions import Action
from gm_tool.games.beta_colony.rules.board import COLONY_SPACES, DICE, LOCATION_NAMES, MANUFACTORIES
from gm_tool.games.beta_colony.posts import vocabulary as V
from gm_tool.games.beta_colony.rules.common import COLONY_KEYS
from gm_tool.core.kit.reading import scan
from gm_tool.core.kit.reading.sentences import offers_another, same_as_quoted, states_a_fact
from gm_tool.games.beta_colony.posts.parts import Clause, Figure, Mention, Read
from gm_tool.games.beta_colony.posts.patterns import (E, I, W, DENIED, PLACE_WORDS,
    UNREAD_CLAIM, phase_hint, quote, suggester)
from gm_tool.games.beta_colony.posts.lines import Lines
from gm_tool.games.beta_colony.posts.words import Words
from gm_tool.games.beta_colony.posts.steps import Steps
from gm_tool.games.beta_colony.posts.orders import Orders


# "blue... actually red? to 6", "Nebra, or maybe Jyo? with the 5": a correction or an
# alternative asked about in the middle of a line, the order going on after it
# "for the fuel goal (+6)", "+6 CP for the goal", "the 6 CP goal": talk about a cycle goal that
# still names the CP its card scores (checked against the card)
_GOAL_CP = compile_later(r"(?i)\bgoals?\s*\(\s*\+(\d+)\s*(?:cp\s*)?\)|\+?(\d+)\s*cp\s+(?:for\s+)?"
                         r"(?:the\s+|my\s+|this\s+)?(?:cycle\s*\d?\s+|fuel\s+)?goals?\b")

_HESITATION = compile_later(r"(?i)\b(?:actually|or\s+maybe|or\s+rather|i\s+mean|no\s+wait|wait)[\s,]+"
                            r"(?:the\s+|my\s+)?[\w'-]+(?:\s+\d)?\s*\?+(?=\s*[\w(])")


# "1 + 1 for the cycle card = 2", "2 + 1 (center) = 3": a sum without its unit
_BARE_SUM = compile_later(r"(?i)^\s*(\d\s*(?:[a-z ()']{0,30}?\s*\+\s*\d\s*[a-z ()']{0,30}?){1,4})\s*=\s*(\d{1,2})\s*[.!]*\s*$")


# ", so 3", ", so i have 3", "- that makes 3 now": a bare count said after a change, in a clause of
# its own: what the player will hold of the unit changed
_BARE_TOTAL = compile_later(
    r"(?i)^\W*(?:so|then|thus|hence|which\s+makes|that\s+makes|makes|making|that'?s|giving|now|"
    r"and)\s+(?:(?:i|we)\s+(?:will\s+|would\s+|should\s+|now\s+)?(?:have|has|hold|be\s+at|am\s+at|got)\s+|"
    r"(?:i'?ll|we'?ll)\s+(?:have|hold|be\s+at)\s+|(?:i'?m|im|we'?re)\s+(?:now\s+)?at\s+|(?:it'?s|total)\s+)?"
    r"(\d{1,3})\s*(?:now|total|in\s+total|left|after|afterwards)?\s*[.!)]*\s*$")


# "(4 steps)", "3 spaces clockwise": how far the ship moves, as the player counts it
_STEPS = compile_later(r"(?i)(?<![\w.+-])(\d{1,2})\s*(?:steps?|spaces?)\b(?=\s*(?:\)|clockwise|cw\b|ccw\b|counter|"
                       r"round|around|away|[,.;!]|$))")


# "what he said", "what Fitz said ^": the same as the quoted post
_WHAT_SAID = compile_later(r"(?i)^\W*what\s+([\w'-]{1,30})\s+said\W*$")


# "the red pod or the green one", "red or green pod", "pink pod or maybe the yellow": two pods
# offered for the one the action takes
_POD_COLOUR = r"(?:yellow|red|pink|green|blue)"
# "organics/steel", "food / palladium": two materials with a slash between them
_SLASHED = compile_later(r"\b([a-z]+)\s*/\s*([a-z]+)\b", re.IGNORECASE)
_EACH = compile_later(r"\b(?:one|1)\s+(?:of\s+)?each\b|\b(?:one|1)\s+apiece\b", re.IGNORECASE)
_PODS_OFFERED = compile_later(
    rf"(?i)\b(?P<a>{_POD_COLOUR})\s+(?:\d\s+)?(?:pod|one)\s*,?\s+(?:\(?[^()]{{0,20}}\)?\s+)?or\s+"
    rf"(?:(?:maybe|perhaps|else|rather)\s+)?(?:the\s+|a\s+)?(?P<b>{_POD_COLOUR})\b(?!\s+(?:die|dice|\d\s*(?:to|->|\u2192)))|"
    rf"\b(?P<c>{_POD_COLOUR})\s+(?:or|/)\s+(?P<d>{_POD_COLOUR})\s+(?:\d\s+)?pods?\b")


class Reader(Lines, Words, Steps, Orders):
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
        self.breakdowns: list[tuple[int, str, list]] = []   # influence said in parts (checked)
        self.asides: list[tuple[int, str]] = []  # talk around the order (read when nothing else is)
        self.taken_back: set[tuple[int, str]] = set()  # asides of a change of mind taken back
        self.answered: set[tuple[int, str]] = set()    # asides that are questions answered after
        self.too_many = False
        self._sentence = 0
        self.explicit_pay = False
        self.by_power = False
        self.implied: list[str] = []             # dice the post leaves out (the only ones left)
        self.mat_lines: set[int] = set()         # lines naming the mat taken (the mat step)

    def add(self, code: str, message: str, line: int | None, severity: Severity = E,
            hint: str | None = None) -> None:
        self.diags.append(Diagnostic(code, message, severity, line, None, hint))



    # reading the whole post ---------------------------------------------------------------
    def read(self, text: str) -> Read:
        text = self._same_as_quoted(text)
        clauses = self.clauses(text)
        self._hesitations()
        clauses = self._talk_around(clauses)
        meaningful = [c for c in clauses if c.meaningful]
        self._either_or(meaningful)
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
            if action is not None or any(d.code == "bc.post.die" for d in self.diags):
                self.first_line = clauses[0].line
                self._ledger(clauses, action)
                return self._result(action, clauses)
        if not orders:
            self.add("bc.post.empty", "no action found in the post", None,
                     hint=phase_hint(self.state))
            self._ledger(clauses, None)
            return self._result(None, clauses)
        self.first_line = orders[0].line
        self._report_unread(clauses)
        phase = self.state["phase"]
        if phase == "mat":
            action = self._mat(meaningful, clauses)
        elif phase == "ship":
            action = self._ship(orders)
        elif phase == "die_bonus":
            action = self._die_bonus(orders, clauses)
            _die_hedged(self, action, orders)
        elif phase == "cycle_bonus":
            action = self._cycle_bonus(meaningful)
        elif phase == "actions":
            action = self._action(meaningful)
            self._steps_said(action)
        else:
            self.add("bc.post.no_turn", "the game takes no turn post now", None)
            action = None
        self._ledger(clauses, action)
        return self._result(action, clauses)

    def _hesitations(self) -> None:
        """"set my blue... actually red? to 6": a second thought asked about in the middle
        of a line, the order going on after it: which one stands is asked."""
        for number, line in self.line_text.items():
            m = None if number in self.chatter_lines else _HESITATION.search(line)
            if m and (asked := self._asked(m.group(0))):
                # "set my blue... actually red? to 6": a second thought asked about in the
                # middle of the order: which one stands is not said
                self.add("bc.post.please_confirm", f"not accepted — please confirm: line "
                         f"{number} hesitates ({quote(m.group(0))!r}): is it "
                         f"{' or '.join(asked)}, or what you wrote before it?", number, E,
                         hint="say which you want, without a question mark")

    def _talk_around(self, clauses: list[Clause]) -> list[Clause]:
        """The talk around the order (`self.asides`): each piece reported as talk, or asked
        about when it offers another order or asks; when the post holds nothing else, the
        talk is read as the order it may be. Returns the clauses to read."""
        orders_ = [c for c in clauses if c.meaningful and not c.remark]
        if self.asides and orders_ and all(
                not any(V.is_game_word(w) for w in c.words) and not c.figures and not c.dice
                and not any(f.startswith("mat:") for f in c.flags)    # ("B it is!": Mat B)
                and not (self.state["phase"] == "die_bonus" and "none" in c.flags)
                # (at the die bonus, "no change this round. Thank you.": no change)
                for c in orders_) and any(set(c.words) & {"it", "that", "there", "this"}
                                          for c in orders_):
            # "Nebra is free. Taking it.": the order points back at what the talk named
            clauses = [c for c in clauses if c not in orders_]
        if self.asides and not any(c.meaningful and not c.remark for c in clauses):
            # nothing but a question or talk: read it as the order it may be
            for number, piece in self.asides:
                if (number, piece) in self.answered and len(self.asides) > 1:
                    # ("A or D... D is the one": the question answered is no order)
                    self.add("bc.post.chatter", f"read as talk, not the order: {quote(piece)!r}",
                             number, I)
                    continue
                clauses += self._die_split(number, piece)
            for i, c in enumerate(clauses):
                c.index = i
                for d in c.dice:
                    d.clause = i
        else:
            for number, piece in self.asides:
                asked = self._asked(piece) if (number, piece) not in self.taken_back else []
                if (number, piece) in self.taken_back:
                    # "... water. or polymer? hmm. water.": a second thought taken back
                    self.add("bc.post.chatter", f"read as talk, not the order: {quote(piece)!r}",
                             number, I)
                elif (offers_another(piece) or re.match(r"(?i)\s*(?:or|unless)\b", piece)) and \
                        self._orders_something(piece):
                    # "take food + fuel, or build something if I can afford it? GM pls advise":
                    # two ways offered and none chosen
                    self.add("bc.post.please_confirm", f"not accepted — please confirm: line "
                             f"{number} offers another order ({quote(piece)!r}): which one do "
                             "you take?", number, E, hint="post the one order you take")
                elif asked and self._mat_extra_asked(number, piece):
                    pass   # "I get +1 water from the mat too?": checked as what the mat gives
                elif asked:
                    # "take palladium... actually steel?": a second thought, asked about
                    self.add("bc.post.please_confirm", f"not accepted — please confirm: line "
                             f"{number} asks about {', '.join(asked)} ({quote(piece)!r})",
                             number, E, hint="say which you want, without a question mark")
                else:
                    self.add("bc.post.chatter", f"read as talk, not the order: {quote(piece)!r}",
                             number, I)
                    self._goal_said(number, piece)
        return clauses

    def _goal_said(self, number: int, piece: str) -> None:
        """"(7 fuel for the fuel goal (+6))" read as talk: the CP it gives the goal are still a
        figure the card fixes, so they are checked (`figures.check`)."""
        for m in _GOAL_CP.finditer(piece):
            self.figures.append(Figure("goal", int(m.group(1) or m.group(2)), number,
                                       quote(m.group(0)), total=True))

    def _mat_extra_asked(self, number: int, piece: str) -> bool:
        """"Oh and I get +1 water from the mat too?": a question whether the player's own mat
        adds the material it gives; it changes no order, so it is checked as a remark of what
        the action gives (a wrong one is named), not asked about."""
        if self.state["phase"] != "actions" or not self._own_mat_gives(piece.replace("?", " ")):
            return False
        material = next(V.MATERIALS.table[t.word] for t in tokenize(piece)
                        if t.kind == WORD and t.word in V.MATERIALS.table)
        if not any(x.material == material and x.line == number for x in self.mentions):
            self.mentions.append(Mention(material, number, quote(piece)))
        self.add("bc.post.chatter", f"read as a question about what your mat gives (checked): "
                 f"{quote(piece)!r}", number, I)
        return True

    def _report_unread(self, clauses: list[Clause]) -> None:
        """What the clauses leave unread: chatter beside the order (asked about when it
        offers another order or holds a figure the reader cannot place) and the unknown
        words of each order clause (a near-miss of a word of the game is asked about)."""
        looked_up = 0  # did-you-mean for the first few unknown words only: a long remark stays fast
        chatter = 0
        for c in clauses:
            if not c.meaningful and not c.remark and c.text.strip() and chatter < 12:
                chatter += 1
                if re.match(r"(?i)\s*or\b", c.text) and self._orders_something(c.text):
                    # "take food + fuel, or build something if I can afford it?": two ways
                    # offered and none chosen
                    self.add("bc.post.please_confirm", f"not accepted — please confirm: line "
                             f"{c.line} offers another order ({quote(c.text)!r}): which one do "
                             "you take?", c.line, E, hint="post the one order you take")
                elif (summed := _BARE_SUM.match(c.text)) and self._bare_sum(c, summed, clauses):
                    pass
                elif (bare := _BARE_TOTAL.match(c.text)) and self._bare_total(c, bare, clauses):
                    pass
                elif UNREAD_CLAIM.search(c.text) or _FIGURE_MOVED.search(c.text[:300]) and \
                        self.state["phase"] in ("actions", "cycle_bonus"):
                    # ("flip black, 5→2": the die bonus's change is checked by its step)
                    # a figure or a second thought beside the order that the reader could not
                    # read: a careful GM asks rather than accept the order without it
                    self.add("bc.post.please_confirm", f"not accepted — please confirm: "
                             f"{quote(c.text)!r} on line {c.line} was not understood", c.line, E,
                             "write it as part of the order, or leave it out")
                else:
                    self.add("bc.post.chatter", f"not read as part of the action: "
                             f"{quote(c.text)!r}", c.line, I)
            if c.meaningful and not c.remark:
                _loose_asked(self, c)
                quiet = []
                for word in c.unknown:
                    looked_up += 1
                    if len(word) >= 2 and word.isalpha() and \
                            len(both := [d for d in DICE if d.startswith(word)]) > 1:
                        # "flip bl pls": a die cut short that two dice's names begin with
                        self.add("bc.post.please_confirm", f"not accepted — please confirm: "
                                 f"which die is {word!r} on line {c.line}: "
                                 + " or ".join(both) + "?", c.line, E,
                                 f"name the die, e.g. '{both[0]}'")
                        continue
                    close = (V.KNOWN.did_you_mean(word, 1, cutoff=0.8)
                             if 3 < len(word) <= 20 and looked_up <= 24 else [])
                    if close and close[0] in PLACE_WORDS and len(word) >= 5 and \
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

    def _same_as_quoted(self, text: str) -> str:
        """"[quote=Fitz]palladium pls[/quote] same for me, ta": a line that orders the same as
        the one quoted post is read as what that post says (the kit's `same_as_quoted`), in
        its place; a note quotes what was read."""
        if not isinstance(text, str) or len(text) > 20_000 or "quote" not in text.lower():
            return text
        lines = [x for x in scan(text).lines if x.text.strip()]
        for line in lines[:12]:
            # ("what he said", "what Fitz said": the same as the quoted post)
            said = _WHAT_SAID.match(line.text)
            body = same_as_quoted(line.text if not said else "same" if said.group(1).lower() in (
                "he", "she", "they", "u", "you") else f"same as {said.group(1)}", text)
            if body is None or same_as_quoted(body, text) is not None:
                continue
            raw = re.split(r"\r\n|\r|\n", text)
            if not 0 < line.number <= len(raw):
                return text
            flat = " ".join(x.text for x in scan(body).lines)
            if not flat.strip():
                return text
            self.add("bc.post.same_as_quoted", f"read {quote(line.text)!r} as the quoted post: "
                     f"{quote(flat)!r}", line.number, I)
            raw[line.number - 1] = flat
            return "\n".join(raw)
        return text

    def _bare_total(self, c: Clause, m: re.Match, clauses: list[Clause]) -> bool:
        """", so 3", ", so i have 3", ", that makes 3": a bare count in a clause of its own
        right after a change of one unit on the same line ("+1 fuel, so 3"): what the player
        will hold of that unit (checked); else it stays a note, as before."""
        before = [x for x in clauses if x.line == c.line and x.index < c.index and x.figures]
        last = before[-1].figures[-1] if before and before[-1].index == c.index - 1 else None
        if last is not None and (last.spend or last.total or last.before or last.kind == "material"):
            return False     # ("minus 2 fuel, so 3": the die's value after the fuel spent)
        prior = [x for x in clauses if x.line == c.line and x.index == c.index - 1]
        if last is None and prior and len(set(prior[0].colonies)) == 1 and not prior[0].spaces \
                and not prior[0].dice and self.state["phase"] in ("actions", "cycle_bonus"):
            # "4 to Thebes, so 8 now": after the one colony named, where its track will stand
            self.figures.append(Figure("influence", int(m.group(1)), c.line, quote(c.text),
                                       total=True, colony=prior[0].colonies[0]))
            name = self.state["board"]["colonies"][COLONY_KEYS.index(prior[0].colonies[0])]["name"]
            self.add("bc.post.chatter", f"read {quote(c.text)!r} as where your {name} track "
                     "will stand (checked)", c.line, I)
            return True
        if last is None:
            return False     # ("moving red 5 with minus 2 fuel, so 3": the die's value)
        self.figures.append(Figure(last.kind, int(m.group(1)), c.line, quote(c.text), total=True,
                                   colony=last.colony))
        self.add("bc.post.chatter", f"read {quote(c.text)!r} as the {last.kind} you will have "
                 "(checked)", c.line, I)
        return True

    def _bare_sum(self, c: Clause, m: re.Match, clauses: list[Clause]) -> bool:
        """"1 + 1 for the cycle card = 2" beside a pod built: the influence, added up without
        its unit. The sum is checked, and its total against the influence the action gives."""
        terms = [int(x) for x in re.findall(r"\d+", m.group(1))]
        total = int(m.group(2))
        if sum(terms) != total:
            self.add("bc.claim.influence", f"{quote(c.text)!r}: {' + '.join(map(str, terms))} = "
                     f"{sum(terms)}, not {total}", c.line, E,
                     "correct the figure, or leave it out (the tool works it out)")
            return True
        if not any("pod" in x.flags or x.pod_colour or x.spaces for x in clauses if x is not c):
            return False
        self.figures.append(Figure("influence", total, c.line, quote(c.text)))
        self.add("bc.post.chatter", f"read {quote(c.text)!r} as the influence the pod gives",
                 c.line, I)
        return True

    def _steps_said(self, action: Action | None) -> None:
        """"Ridback → Jyo (4 steps)": the steps the ship moves, as the player counts them,
        checked against the moving die (and its fuel)."""
        if action is None or action.kind != "move" or not action.dice:
            return
        steps = self.seat["dice"].get(action.dice[0], 0) + action.fuel_of(0)
        for number, text in self.line_text.items():
            if number in self.chatter_lines or number in self.replaced:
                continue
            for m in _STEPS.finditer(text[:2000]):
                if int(m.group(1)) != steps:
                    self.add("bc.claim.steps", f"{quote(m.group(0))!r}: the ship moves {steps} "
                             f"step(s) to {LOCATION_NAMES.get(action.where, action.where)}, not "
                             f"{m.group(1)}", number, E,
                             "correct the figure, or leave it out (the tool works it out)")

    def _either_or(self, clauses: list[Clause]) -> None:
        """"green 2: food or palladium, doesn't matter lol": two materials (or two places)
        offered for one choice, none chosen: the choice is the player's, so the GM asks (the
        steps name every material of a one-material bonus themselves)."""
        if self.state["phase"] != "actions":
            return
        if self._pods_offered(clauses) or self._slash_offered(clauses):
            return
        for c in clauses:
            if c.remark or " or " not in c.text.lower() or len(c.text) > 500:
                continue
            words = [t.word for t in tokenize(c.text) if t.kind == WORD]
            for i in range(1, len(words) - 1):
                a, b = words[i - 1], words[i + 1]
                if words[i] != "or":
                    continue
                for table in (V.MATERIALS.table, V.LOCATIONS.table):
                    if table is V.LOCATIONS.table:
                        # "to Jyo or the right Manufactory": the places are phrases
                        a, b = _place_ending(words, i), _place_starting(words, i + 1)
                    if a in table and b in table and table[a] != table[b] and a != "the":
                        if table is V.LOCATIONS.table:
                            a, b = (LOCATION_NAMES.get(table[x], x) for x in (a, b))
                        self.add("bc.post.please_confirm", f"not accepted — please confirm: line "
                                 f"{c.line} offers {a} or {b}: which one do you take?"
                                 + (self._one_material(clauses) if table is V.MATERIALS.table
                                    else ""), c.line, E, hint=f"name one, e.g. '{b}'")
                        if table is V.MATERIALS.table and table[b] in c.materials and \
                                table[a] in c.materials:
                            # (asked once: not also as two materials taken)
                            k = len(c.materials) - 1 - c.materials[::-1].index(table[b])
                            del c.materials[k]
                            if len(c.mat_ctx) > k:
                                del c.mat_ctx[k]
                        return

    def _slash_offered(self, clauses: list[Clause]) -> bool:
        """"green 5: organics/steel": the moon's two materials written with a slash, as the
        rules write its choice, not which of them the player takes (a 5 or 6 may be two of
        one or one of each): asked, as "organics or steel" is (True when it was)."""
        for c in clauses:
            if c.remark or "/" not in c.text or len(c.text) > 500 or not c.materials or \
                    _EACH.search(self.line_text.get(c.line, "")):
                continue                # ("organics/steel, one of each": both, said)
            for m in _SLASHED.finditer(c.text):
                a, b = (V.MATERIALS.table.get(x.lower()) for x in m.groups())
                if a and b and a != b and a in c.materials and b in c.materials:
                    self.add("bc.post.please_confirm", f"not accepted — please confirm: line "
                             f"{c.line} writes {m.group(0)!r}: which do you take?"
                             + (self._one_material(clauses) or " (two of one, or one of each)"),
                             c.line, E, hint=f"name them, e.g. '{a} and {b}' or '2 {a}'")
                    return True
        return False

    def _pods_offered(self, clauses: list[Clause]) -> bool:
        """"blue 3: red pod or the green one from 3-4": two pods offered for the one the action
        takes, none chosen: asked (True when it was)."""
        for line in dict.fromkeys(c.line for c in clauses if not c.remark):
            text = self.line_text.get(line, "")
            if len(text) > 500 or (m := _PODS_OFFERED.search(text)) is None:
                continue
            a, b = (x.lower() for x in (m.group("a") or m.group("c"), m.group("b") or m.group("d")))
            if a == b:
                continue
            self.add("bc.post.please_confirm", f"not accepted — please confirm: line {line} "
                     f"offers the {a} pod or the {b} pod: which one do you take?", line, E,
                     hint=f"name one pod, e.g. 'the {b} pod'")
            return True
        return False

    def _one_material(self, clauses: list[Clause]) -> str:
        """" (a 2 gives 1 material, not 2)": when the die that activates a moon gives one."""
        movers = {d.colour for c in clauses for d in c.dice if d.move or d.moves_to}
        active = {d.colour: d.value for c in clauses for d in c.dice if d.colour not in movers}
        at_moon = any(c.location in ("gan_de", "jyo", "nebra") for c in clauses)
        if len(active) != 1 or not at_moon:
            return ""
        colour, value = next(iter(active.items()))
        value = value if value is not None else self.seat["dice"].get(colour)
        return f" (a {value} gives 1 material, not 2)" if value is not None and value <= 4 else ""

    def _result(self, action: Action | None, clauses: list[Clause]) -> Read:
        asked = {d.line for d in self.diags if d.code == "bc.post.please_confirm"
                 and " hesitates " not in d.message}
        # the hesitation is asked once: another question on its line already asks it
        self.diags = [d for d in self.diags if not (d.code == "bc.post.please_confirm" and
                                                    " hesitates " in d.message and d.line in asked)]
        # "… +1 food (mat)" then "EDIT: … Ridback … for the fuel": a material named on a line
        # the EDIT replaced belongs to the order withdrawn, not to the one read
        mentions = [m for m in self.mentions if m.line not in self.replaced]
        return Read(action, self.diags, self.first_line, self.figures, mentions, self.ledger,
                    self.wants, self.named_pays, self.breakdowns)

    # the ledger ---------------------------------------------------------------------------
    def _ledger(self, clauses: list[Clause], action: Action | None) -> None:
        """Every line in one state; a word of the game that no order used is asked about."""
        by_line: dict[int, list[Clause]] = {}
        for c in clauses:
            by_line.setdefault(c.line, []).append(c)
        # the lines that name the mat taken (its remarks there describe it)
        self.mat_lines = {c.line for c in clauses if action is not None and action.kind == "mat"
                          and "mat:" + action.where in c.flags}
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
        self.diags += self.ledger.please_confirm("bc.post", V.is_game_word, suggester())

    def _unused(self, c: Clause, action: Action) -> list[str]:
        """The words of the game in clause `c` that the action does not account for."""
        out = []
        if action.kind == "influence" and "crew" in c.flags and not action.crew_on and \
                not c.remark and not c.figures and not c.spaces and \
                not set(c.colonies) - set(action.influence_on) and not _crew_reached(self, action) \
                and ("crew", c.line) not in self.wants:   # ("bonus: crew": checked as a bonus counted on)
            out.append("crew")    # "influence Thebes ... and put crew on pod": no crew given
        if action.kind in ("mat", "ship", "die", "material", "influence", "pass"):
            if c.remark and (action.kind != "mat" or c.line not in self.mat_lines):
                return out        # ("Mat E (black backwards + food at Jyo)": the mat's remark is read)
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
                if c.remark and c.location and c.location not in powers and powers:
                    # "Mat C (steel at Jyo)": C's steel is at Gan De
                    out.append(LOCATION_NAMES.get(c.location, c.location))
            elif action.kind in ("ship", "die") and not states_a_fact(c.text):
                out += c.materials        # ("..., water is life": a fact said, no material)
            return out
        if c.remark and set(c.words) & (V.LATER_WORDS | {"will", "then"}):
            return []             # "(action 2 will be red 3 to Jyo)": a plan, in brackets
        dice = set(action.dice)
        out += [d.colour for d in c.dice if d.colour not in dice
                and (not c.remark or d.value is not None)]
        if c.remark:
            return out
        out += [f"Mat {f[-1].upper()}" if f.startswith("mat:mat_") else f[4:] for f in c.flags
                if f.startswith("mat:") and f[4:] != self.seat.get("mat")]   # another's mat
        where = action.where
        if c.location and c.location not in (where, self.seat["ship"]) and not (
                c.location == "manufactory" and where in MANUFACTORIES):
            out.append(LOCATION_NAMES.get(c.location, c.location).removeprefix("the "))
        for f in c.flags:
            if f.startswith("from:") and f[5:] not in (self.seat["ship"], where) and \
                    action.kind == "move":
                # "from Jyo" when the ship is elsewhere: the player counts from the wrong place
                # ("+3 fuel from the Ridback" it goes to: what the place gives)
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
                not set(c.words) & DENIED:     # "can't afford pink": no pod asked for
            out.append("pod")
        if c.artifact and not any(p[0] == "artifact" for p in c.pays) and \
                (c.materials or "take" in c.flags) and not c.figures and (
                action.kind == "dock" or action.where in ("gan_de", "jyo", "nebra", "ridback")):
            out.append("artifact")   # "2 water and an artifact" at a moon: none is given there
        if c.achievement and c.achievement != action.achievement and \
                c.achievement not in (k for k, _ in action.free_achievements):
            out.append(next((a["name"].replace(" (placeholder name)", "")
                             for a in self.state["board"]["buildings"] + self.state["board"]["statues"]
                             if a["key"] == c.achievement), c.achievement.replace("_", " ")))
        return out


def read_post(text: str, state: dict[str, Any], player: str) -> Read:
    try:
        return Reader(state, player).read(text)
    except Exception as exc:  # pragma: no cover - a last resort: a post never crashes the GM
        return Read(None, [Diagnostic("bc.post.unreadable", f"the post could not be read ({exc!r})",
                                      E, None, None, "post the action in a line, e.g. 'black 6 to "
                                      "Nebra, blue 1: water'")])


__all__ = ["DICE", "Figure", "Mention", "Read", "read_post"]


def _die_hedged(self: "Reader", action: Action | None, orders: list[Clause]) -> None:
    """"maybe flip red?", "no change. Or perhaps set black to 6?": the die's change only
    wondered about, in a question: the player is asked, never taken at their word."""
    if action is None or action.kind != "die" or not action.dice:
        return
    colour = action.dice[0]
    for number in sorted({c.line for c in orders}):
        for sentence in re.split(r"(?<=[.!?])\s+", self.line_text.get(number, "")[:2000]):
            if "?" in sentence and re.search(rf"(?i)\b{colour}\b", sentence) and \
                    _DIE_HEDGE.search(sentence):
                self.add("bc.post.please_confirm", f"not accepted — please confirm: line "
                         f"{number} only wonders about changing {colour} "
                         f"({quote(sentence.strip())!r}): is that the change you take?", number,
                         E, hint="post the one change you take, or 'no change', without a question mark")
                return


# "maybe", "perhaps", "should I", "or": a change wondered about, not ordered
_DIE_HEDGE = compile_later(r"(?i)\b(?:maybe|perhaps|mayhaps|possibly|should\s+i|shall\s+i|could\s+i|"
                           r"or|idk|not\s+sure|what\s+about|how\s+about|worth)\b")


def _loose_asked(self: "Reader", c: Clause) -> None:
    """A figure in an order's clause that nothing read ("fuel get 3", "go 2 to 4"): a careful
    GM does not accept the order without it (issue 19), so the post is asked about, quoting
    the figure; a figure read is checked elsewhere."""
    if not c.loose or self.state["phase"] not in ("actions", "cycle_bonus", "die_bonus"):
        return
    figures = ", ".join(repr(x) for x in dict.fromkeys(c.loose))
    self.add("bc.post.please_confirm", f"not accepted — please confirm: line {c.line} writes "
             f"{figures} ({quote(c.text)!r}) and the tool could not tell what the figure is",
             c.line, E, "write its unit ('3 fuel', 'Thebes 2 -> 3'), or leave it out")


# "go from 2 to 4", "goes to 5", "becomes 3", "2 -> 4": a figure said to change, in a clause
# nothing read beside the order (read as talk, it would let an unchecked figure through)
_FIGURE_MOVED = compile_later(r"(?i)\b(?:from\s+\d{1,3}\s+to\s+\d|(?:go|goes|going|went|become|"
                              r"becomes|became|get|gets|got|turns?|rises?|climbs?|jumps?|reach|"
                              r"reaches|comes?)\s+(?:up\s+|down\s+)?(?:to\s+|into\s+|at\s+)?\d)|"
                              r"(?<![\w+-])\d{1,3}\s*(?:->|\u2192|=>)\s*\d")


def _crew_reached(self: "Reader", action: Action) -> bool:
    """Whether the one influence of the bonus reaches a crew bonus on its track (then the crew
    named is the bonus's, placed or asked by the rules)."""
    for key in action.influence_on:
        col = self.state["board"]["colonies"][COLONY_KEYS.index(key)]
        step = self.seat.get("track", {}).get(key, 0) + 1
        bonus = col.get("track", {}).get(str(step))
        if not isinstance(bonus, dict) or bonus.get("bonus") == "crew":
            return isinstance(bonus, dict)
    return False


def _place_ending(words: list[str], end: int) -> str:
    """The longest place name (of up to four words) that ends just before position end ("the
    right manufactory" before "or"), or "" when none does."""
    for n in range(min(4, end), 0, -1):
        name = " ".join(words[end - n:end])
        if name in V.LOCATIONS.table:
            return name
    return ""


def _place_starting(words: list[str], start: int) -> str:
    """The longest place name (of up to four words) from position start on, past a "the"
    ("or the right Manufactory"), or "" when none starts there."""
    if start < len(words) and words[start] == "the" and " ".join(words[start:start + 2]) not in V.LOCATIONS.table:
        start += 1
    for n in range(min(4, len(words) - start), 0, -1):
        name = " ".join(words[start:start + n])
        if name in V.LOCATIONS.table:
            return name
    return ""
