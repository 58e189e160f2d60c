"""The setup and bonus steps (mat, ship, die bonus, cycle bonus), the bonus choices an action
names (materials, crew, free pods and achievements, influence, payments) and the pod a post
describes. A mixin of `reader.Reader`."""

from __future__ import annotations

import re
from typing import Any
from gm_tool.games.beta_colony.actions import Action
from gm_tool.core.kit.patterns import compile_later
from gm_tool.games.beta_colony.rules.board import COLONY_SPACES, DICE, MATERIAL_OF, ROWS
from gm_tool.games.beta_colony.posts import vocabulary as V
from gm_tool.games.beta_colony.rules.common import COLONY_KEYS, active_bonus
from gm_tool.games.beta_colony.posts.parts import Clause, Figure, Mention
from gm_tool.core.kit.reading import talk as K
from gm_tool.core.kit.reading import sentences
from gm_tool.games.beta_colony.posts.patterns import (E, I, DICE_NOW, DIE_CHANGE, MAT_LETTER,
    SPELLED, SPENT_ON_CARD, merge, quote)


_FALLBACK = compile_later(r"(?i)^\W*(?:otherwise|else|or\s+else|if\s+not|if\s+(?:it'?s\s+)?taken|failing\s+that)\b")
_DESCRIBED = compile_later(r"(?i)\b(?:is|was|are|were|has|have|had|looks|seems|feels|gets|got)\b")


_SO_ITS = compile_later(r"(?i)(?:\b(?:so\s+it'?s|so\s+it\s+is|so\s+it\s+becomes|making\s+it|makes\s+it|"
                        r"so\s+(?:i\s+)?(?:get|have)|it'?s\s+now|now\s+(?:it'?s|showing|shows)|"
                        r"(?:it\s+)?(?:now\s+)?(?:shows|showing)|"
                        # "(it becomes a 5)", "black flipped to 5 pls", "so black goes to 4"
                        r"(?:it|which|that|so)?\s*(?:becomes|becoming|will\s+be)|"
                        # "it'll be a 3 then", "that'd be a 3": the value it will show
                        r"(?:it|which|that)(?:'ll|\s+would|'d|'?s\s+(?:gonna|going\s+to))\s+be|"
                        r"(?:flipped|flips|flipping|turned|turns|goes|going|went|set|sets|setting)\s+(?:over\s+)?to)|"
                        r"(?:->|\u2192|=>)\s*now)\s+(?:an?\s+|now\s+)?"
                        r"([1-6]|one|two|three|four|five|six)\b(?!\s*(?:fuel|cp|materials?|influence|crew|"
                        r"artifacts?|steps?|spaces?|\+))")
_WAS_NOW = compile_later(r"\(\s*([1-6])\s*(?:->|\u2192|=>|to)\s*([1-6])\s*\)")
# "put the 6 on the 3", "stick a six onto my 2": the die named by what it shows, after "on"
_PUT_ON = compile_later(r"\b(?:put|putting|puts|stick|sticking|place|placing|slap|slapping|give|giving)\s+"
                        r"(?:an?|the|my)\s+(6|six)\s+(?:on|onto|to|on\s+to)\s+(?:the|my|that)\s+"
                        r"([1-6]|one|two|three|four|five)\b")
# "(it was a 2)", "currently a 3", "up from a 1": the value the changed die shows now
_WAS_SHOWN = compile_later(r"(?i)(?:\bit\s+was|\bwas|\bcurrently|\bup\s+from|\bused\s+to\s+be|"
                           r"\bit\s+shows|\bat\s+the\s+moment|(?<!so\s)(?<!then\s)(?<!now\s)(?:\bit'?s|\bit\s+is)|"
                           r"\bshowing|\b(?:i\s+)?rolled|\(\s*is)"
                           r"\s+(?:an?\s+|only\s+an?\s+)?"
                           r"([1-6]|one|two|three|four|five|six)\b(?!\s*(?:fuel|cp|materials?|"
                           r"influence|crew|->|\u2192|=>|now|then|after))")


# "(it's a 4 now)", "he is a 3 now": the value the die shows, before the change or after it
_ITS_NOW = compile_later(r"(?i)(?:\bit'?s|\bit\s+is|\b(?:he|she)\s+is|\(\s*is)\s+(?:an?\s+)?"
                         r"([1-6]|one|two|three|four|five|six)\s+(?:now|currently|atm|right\s+now|"
                         r"at\s+the\s+moment)\b")


# "now holding organics, polymer, steel", "so I'll have ...", "that leaves me with ...": a list
# of what the player will hold, said after the one material chosen
_HOLDING_LEAD = compile_later(r"(?i)\s*(?:so\s+|and\s+|then\s+)?(?:now\s+(?:holding|have|i\s+have|with)|holding|"
                              r"i(?:'ll|\s+will)\s+(?:then\s+)?have|leaves?\s+me\s+(?:with\s+)?|"
                              r"(?:that|which)\s+(?:gives|leaves)\s+me(?:\s+with)?|(?:->|\u2192|=)\s*)\b")


def _held_material(text: str) -> bool:
    """"my 2 polymer", "I have water", "I've got 3 food": a material the player holds."""
    m = re.search(r"(?i)\b(?:my|i\s+have|i\s+hold|i'?ve\s+got|i\s+got)\s+(?:\d+\s+|one\s+|two\s+|"
                  r"three\s+|four\s+|five\s+)?([a-z]+)", text)
    return bool(m) and m.group(1).lower() in V.MATERIALS.table


_CREW_BONUS_WORDS = frozenset({"bonus", "second", "another", "extra", "more", "additional",
                               "2nd", "track", "also", "plus"})


# "A, E and C all look good but I pick E": the choice after "but I pick/take/choose/want"
_BUT_PICK = compile_later(r"(?i)\bbut\s+(?:i(?:'ll|\s+will)?\s+)?(?:pick|take|choose|want|go\s+(?:with|for)|"
                          r"prefer|settle\s+on)\b")
_SO_THEN = compile_later(r"(?i)(?:[,.;]\s*|\s-\s)so\b|\b(?:then|instead)\s*[:,-]?\s*(?=(?:mat\s+)?[A-E]\b)")
# "Mat F", "mat #6", "mat: G", "the F mat": a mat named by a label (letters other than the
# board's are checked; "the mat I want" is no label)
_MAT_LABEL = compile_later(r"(?i)\bmat\b\s*(?:[:#-]\s*|no\.?\s*|number\s+)?([a-z]|\d{1,2})\b(?!['\u2019-]\w)|"
                           r"(?-i:\b([F-HJ-Z])\s+[Mm]at\b|(?<![\w'])([F-H])(?![\w'\u2019]))")
# "bonus: artifact", "the bonus is a crew": a track bonus of a kind with no figure
_BONUS_KIND = compile_later(r"(?i)\b(artifacts?|artefacts?|crew|cp|points?|fuel)\b")
_BONUS_LIST_WORDS = frozenset({"and", "plus", "the", "a", "an", "one", "artifact", "artifacts",
                               "artefact", "artefacts", "crew", "cp", "points", "point", "fuel"})
# "+ artifact", "and I grab the crew", "getting the CP": a track bonus taken, with no figure
_BONUS_KIND_TAKEN = compile_later(
    r"(?i)(?:\+|\b(?:and|with|w|get|gets|getting|got|take|takes|taking|grab|grabs|grabbing|collect|collects|"
    r"collecting|plus|gain|gains|gaining|earn|earns|earning|reach|reaches|reaching)\b)\s*"
    r"(?:(?:an?|the|one|that|its|me|an\s+extra|the\s+extra)\s+)?(artifacts?|artefacts?|crew|cp|fuel)\b(?!\s*(?:on|at)\s+\d)")
_GONE = compile_later(r"(?i)\b(?:gone|taken|took|grabbed|nabbed)\b")


# "with black that's two sixes": the dice counted after the change, not dice changed
_SIXES_SAID = compile_later(r"(?i)\b(?:two|three|four|2|3|4|both)\s+(?:sixes|6s|6's)\b|\bthat'?s\s+(?:two|three|2|3)\b")

# "bonus at 6: water", "the material at 2: steel": a track bonus's material named with its place
_BONUS_PLACED = compile_later(r"(?i)\b(?:bonus|materials?)\s+at\s+\d")
# "black's already a 6", "blue is fine as it is": a die said to be as it stands
_AS_IT_IS = {"already", "anyway", "enough", "fine", "good", "shows", "showing", "is"}


class Steps:
    """The setup and bonus steps, the bonus choices, the pod described."""

    def _mat(self, clauses: list[Clause], every: list[Clause] = ()) -> Action | None:
        named = list(dict.fromkeys(f[4:] for c in clauses if not c.remark
                                   for f in sorted(c.flags) if f.startswith("mat:")))
        if self._mat_made_up(list(every) or clauses, named):
            return None
        if len(named) == 2:
            named = self._mat_fallback(clauses, named)
        if len(named) > 1:
            decided = self._mat_decided(clauses, named)
            if decided:
                named = [decided]
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
            if fits and fits.get(named[0], 0) < max(fits.values()):
                # ("Mat C (the +1 organics at Gan De one)": C is at Gan De too, but the post
                # describes D's power better than C's: the mats it describes are asked about)
                fits = {k: v for k, v in fits.items() if v == max(fits.values())}
            if fits and not fits.get(named[0]):
                # "Mat C -- the one with the black die power": the name and the powers the
                # post describes disagree; a GM asks which mat is meant
                self.add("bc.post.please_confirm", "not accepted — please confirm: the post "
                         f"names {self._mat_power_name(named[0])} but describes the power of "
                         + " or ".join(self._mat_power_name(k) for k in fits), clauses[0].line, E,
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

    def _mat_made_up(self, clauses: list[Clause], named: list[str]) -> bool:
        """"I take Mat F, the one with more fuel", "mat #6": a mat the board does not have is
        never read as the mat its power describes: refused with the mats there are (asked when
        a real mat is named beside it, "Mat C or F")."""
        text = " ".join(dict.fromkeys(c.text for c in clauses))[:2000]
        labels = [m.group(1) or m.group(2) or m.group(3) for m in _MAT_LABEL.finditer(text)]
        made_up = list(dict.fromkeys(x for x in labels if not self.mat_words.get(
            f"mat {x.lower()}") and not (x in ("I", "i") or x.lower() == "a" and x.islower())))
        if not made_up:
            return False
        every = ", ".join(m["name"] for m in self.state["board"]["mats"])
        left = ", ".join(m["name"] for m in self.state["board"]["mats"]
                         if m["key"] in self.state["mats_left"])
        said = f"Mat {made_up[0].upper() if made_up[0].isalpha() else made_up[0]}"
        if named:
            self.add("bc.post.please_confirm", f"not accepted — please confirm: there is no "
                     f"{said} (the mats are {every}); the post also names "
                     + " and ".join(self._mat_name(k) for k in named), clauses[0].line, E,
                     hint="name the one mat you take")
        else:
            self.add("bc.post.mat", f"no player mat named: there is no {said} (the mats are "
                     f"{every})", clauses[0].line,
                     hint=f"mats left: {left}")
        return True

    def _mat_fallback(self, clauses: list[Clause], named: list[str]) -> list[str]:
        """"Mat C, or A if C is taken", "D please, otherwise E": the first mat where it is
        left, else the one offered for when it is not (settled from the board)."""
        text = " ".join(c.text for c in clauses if not c.remark)[:300]
        fallback = [p for p in re.split(r"\s*[,;()]\s*|\s+(?=(?:otherwise|else|failing|or)\b)", text)
                    if _FALLBACK.match(p) or sentences.fallback_offered(p)]
        if len(fallback) != 1:
            return named
        offer = re.split(r"(?i)\b(?:if|in\s+case|should)\b", fallback[0])[0]
        offered = list(dict.fromkeys(
            k for m in MAT_LETTER.finditer(offer)
            if (k := self.mat_words.get(f"mat {m.group(1).lower()}")) in named))
        if len(offered) != 1:
            return named
        first = next(k for k in named if k != offered[0])
        chosen = first if first in self.state["mats_left"] else offered[0]
        for c in clauses:
            c.used = True
        self.add("bc.post.chatter", f"read as {self._mat_name(chosen)}: "
                 + ("the first mat named is left" if chosen == first else
                    f"{self._mat_name(first)} is taken, so the one offered instead"),
                 clauses[0].line, I)
        return [chosen]

    def _mat_decided(self, clauses: list[Clause], named: list[str]) -> str:
        """"torn between A and E but let's go with E", "C is gone, so D", "D, not E": of the
        mats a post names, the one chosen (after a decision, or the only one not said to be
        taken or not wanted), or ""."""
        def keys(text: str) -> list[str]:
            return [k for m in MAT_LETTER.finditer(text)
                    if (k := self.mat_words.get(f"mat {m.group(1).lower()}")) in named]
        lines = sorted({c.line for c in clauses})
        for number in lines:
            text = self.line_text.get(number, "")
            m = K.DECISION.search(text) or _SO_THEN.search(text) or _BUT_PICK.search(text)
            if m and len(set(keys(text[m.end():]))) == 1:
                return keys(text[m.end():])[0]
        out = set()
        for number in lines:
            text = self.line_text.get(number, "")
            for m in re.finditer(r"(?i)\b(?:not|no)\s+(?:mat\s+)?([A-E])\b", text):
                out |= set(keys(m.group(1)))
            for part in re.split(r"[,;.!]|\bso\b|\bbut\b", text):
                if _GONE.search(part):
                    out |= set(keys(part))
        left = [k for k in named if k not in out]
        return left[0] if len(left) == 1 and out else ""

    def _mat_power_name(self, key: str) -> str:
        """'Mat C (placeholder name: +1 steel when you collect from Gan De; ...)'."""
        from gm_tool.games.beta_colony.rules.board import MAT_POWERS
        mat = next((m for m in self.state["board"]["mats"] if m["key"] == key), None)
        powers = "; ".join(MAT_POWERS.get(p, p) for p in (mat or {}).get("powers", ()))
        return f"{self._mat_name(key)}" + (f" ({powers})" if powers else "")

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
        located = [c for c in clauses if c.location]
        fallback = [c for c in located if _FALLBACK.match(c.text) or sentences.fallback_offered(c.text)
                    or sentences.fallback_offered_past(c.text)]
        if len(fallback) == 1 and len({c.location for c in located}) == 2:
            # "Gan De if free, otherwise Jyo": the first if no other ship is there, else the
            # fallback (the GM settles it from the board, as the player asked)
            first = next(c for c in located if c is not fallback[0])
            taken = {st["ship"] for q, st in self.state["seats"].items() if q != self.player}
            dropped = fallback[0] if first.location not in taken else first
            dropped.remark = True
            dropped.unknown = []          # (its words are the condition's: "if somebody took it")
            self.add("bc.post.chatter", f"read as the place not needed: {quote(dropped.text)!r}",
                     dropped.line, I)
            clauses = [c for c in clauses if c is not dropped]
            located = [c for c in located if c is not dropped]
        self._ship_reasons(clauses)
        if len({c.location for c in located}) > 1:
            # "Jyo is pretty, ... Gan De has the best greenhouses. So: Nebra for me.": the
            # places described are talk; the one place said plainly is the choice
            plain = [c for c in located if not _DESCRIBED.search(c.text)]
            if len({c.location for c in plain}) == 1:
                for c in located:
                    if c not in plain:
                        c.remark = True
                        self.add("bc.post.chatter", f"read as talk about a place, not the "
                                 f"choice: {quote(c.text)!r}", c.line, I)
                clauses = [c for c in clauses if not c.remark]
        for c in clauses:
            if "two_locations" in c.flags:
                # "Ridback or the Nexus, whatever you think is best": the player must choose
                self.add("bc.post.which_location", "the post names two locations: which one "
                         "does the ship start at?", c.line, hint="name one location, e.g. "
                         "'ship to Nebra'")
                return None
            if c.location and c.location != "manufactory":
                c.used = True
                self.first_line = c.line
                return Action("ship", where=c.location)
            if c.location == "manufactory":
                self.add("bc.post.which_manufactory", "which Manufactory: left or right?", c.line)
                return None
        self.add("bc.post.location", "no location named", clauses[0].line,
                 hint="e.g. 'ship to Nebra'")
        return None

    def _ship_reasons(self, clauses: list[Clause]) -> None:
        """"Gan De. Steel mat, so obvious choice :)", "Nebra - my mat gives water there": beside
        the place, a clause naming a material or the mat and no place is why the player
        chose it (the ship takes nothing): talk, said as such."""
        if not any(c.location for c in clauses):
            return
        # (only the player's own mat's materials: "with the water mat" when the mat gives
        # steel is asked about)
        mat = next((m for m in self.state["board"]["mats"] if m["key"] == self.seat.get("mat")), None)
        own = {w for p in (mat or {}).get("powers", ()) for w in V.POWER_WORDS.get(p, ())}
        for c in clauses:
            if c.location or c.remark or c.dice or not c.materials or not set(c.materials) <= own:
                continue
            c.remark = True
            self.add("bc.post.chatter", f"read as why the place was chosen, not the choice: "
                     f"{quote(c.text)!r}", c.line, I)

    def _die_bonus(self, clauses: list[Clause], every: list[Clause] = ()) -> Action | None:
        listed = self._dice_listed(clauses)
        if listed is not None:
            return listed
        # "red stays 1", "keep black": a die named as left alone is not the one changed
        kept = {"stays", "stay", "unchanged", "keep", "keeping", "keeps"}
        dice = merge([d for c in clauses for d in c.dice if not set(c.words) & kept
                       and not _SIXES_SAID.search(c.text)])
        self.claimed_dice = getattr(self, "claimed_dice", set()) | {
            id(d) for c in clauses if _SIXES_SAID.search(c.text) for d in c.dice}
        if not dice:
            if any("none" in c.flags or "pass" in c.flags for c in clauses):
                # "no change, keeping my black 1 for the short hop": the die named as kept is
                # the reason for no change, not a die changed
                self.claimed_dice = getattr(self, "claimed_dice", set()) | {
                    id(d) for c in clauses if set(c.words) & kept for d in c.dice}
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
        said_as_is = any(ref in c.dice and set(c.words) & _AS_IT_IS for c in clauses)
        for c in clauses:
            said = re.findall(r"(?<![\w+-])([1-6])(?!\w)", c.text) if ref in c.dice and \
                set(c.words) & _AS_IT_IS and ref.value is None else []
            if said and int(said[0]) != self.seat["dice"][ref.colour]:
                # "black's already 4" when black shows 6: the figure is checked too
                self.add("bc.post.die", f"your {ref.colour} die shows "
                         f"{self.seat['dice'][ref.colour]}, not {said[0]}", c.line)
                return None
        if any("none" in c.flags or "pass" in c.flags for c in clauses) and ref.target is None \
                and (ref.value == have or ref.value is None and said_as_is) and ref.fuel is None:
            # ("no change, black's already a 6 anyway": the die said to be as it is, too)
            # "No change for me, I actually want the black 1 for a short hop": the die named
            # with the value it shows is the reason for no change, not the die changed
            self.claimed_dice = getattr(self, "claimed_dice", set()) | {id(d) for c in clauses
                                                                        for d in c.dice}
            return Action("die")
        if ref.value is not None and ref.value != have and ref.target is None and ref.fuel is None \
                and ref.value == (6 if bonus == "six" else 7 - have):
            ref.target, ref.value = ref.value, None     # "green 6": set green to 6
        self._check_value(ref)
        if bonus == "six" and have == 6 and not any("none" in c.flags or "pass" in c.flags
                                                    for c in clauses):
            # ("No change, the 6 on blue is enough" is no change, read as before)
            # "set green to 6" when green shows 6: the order changes nothing; another die or
            # no change was meant, and the GM asks which
            others = ", ".join(f"{d} {self.seat['dice'][d]}" for d in DICE
                               if d != ref.colour and self.seat["dice"][d] != 6)
            self.add("bc.post.please_confirm", f"not accepted — please confirm: {ref.colour} "
                     f"already shows 6, so setting it to 6 changes nothing: which die did you "
                     f"mean" + (f" ({others})" if others else "") + ", or no change?", ref.line,
                     hint="e.g. 'set " + next((d for d in DICE if d != ref.colour), "red")
                     + " to 6', or 'no change'")
            return None
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
        self._die_figures(ref.colour, have, after, clauses, every)
        return Action("die", dice=(ref.colour,))

    def _die_figures(self, colour: str, have: int, after: int, clauses: list[Clause],
                     every: list[Clause]) -> None:
        """The figures a post writes beside a die's change, each checked against `have` (what
        the die shows) and `after` (what it will show): the four dice listed after it, a signed
        change, the value before and after in brackets, "so it's a 5", a bare value."""
        for c in {id(c): c for c in [*clauses, *every]}.values():
            m = DICE_NOW.search(c.text)
            values = [int(n) for n in re.findall(r"(?<![\w.+\u2212-])[1-6](?![\w.])",
                                                 c.text[m.end():])] if m else []
            if len(values) == len(DICE) and not any(
                    w.lower() in V.DICE.table for w in re.findall(r"[A-Za-z]+", c.text[m.end():])):
                # "blue → 6 so my dice are 4 6 1 2": the four dice in their order, checked
                want = [after if d == colour else self.seat["dice"][d] for d in DICE]
                if values != want:
                    self.add("bc.post.die", "after the change your dice show "
                             + ", ".join(f"{d} {v}" for d, v in zip(DICE, want))
                             + f", not {' '.join(map(str, values))}", c.line)
        for c in {id(c): c for c in [*clauses, *every]}.values():
            # "(red 1 → 6, that's +4 for free!)": a signed change of the die is checked
            for m in DIE_CHANGE.finditer(c.text):
                said = int(m.group(2)) * (-1 if m.group(1) != "+" else 1)
                if said != after - have:
                    self.add("bc.post.die", f"{colour} {have} becomes {after}: that is "
                             f"{after - have:+d}, not {m.group(1)}{m.group(2)} "
                             f"({quote(c.text)!r})", c.line)
        for number, text in self.line_text.items():
            # "set blue to 6 (2 -> 5)": the die's value before and after, in brackets, checked
            if number in self.chatter_lines or number in self.replaced:
                continue
            for m in _WAS_NOW.finditer(text[:2000]):
                if (int(m.group(1)), int(m.group(2))) != (have, after):
                    self.add("bc.post.die", f"{colour} {have} becomes {after}, not "
                             f"{m.group(1)} -> {m.group(2)}", number)
            for m in _SO_ITS.finditer(text[:2000]):
                # "turning the blue six over so it's a 1": the value after, said in prose
                said = int(m.group(1)) if m.group(1).isdigit() else SPELLED[m.group(1).lower()]
                if said != after:
                    self.add("bc.post.die", f"{colour} {have} becomes {after}, not {said} "
                             f"({quote(m.group(0))!r})", number)
            for m in _ITS_NOW.finditer(text[:2000]):
                # "blue to 6 (it's a 4 now)": what the die shows, before or after: checked
                said = int(m.group(1)) if m.group(1).isdigit() else SPELLED[m.group(1).lower()]
                if said not in (have, after) and not _SO_ITS.search(m.group(0)):
                    self.add("bc.post.die", f"your {colour} die shows {have} and becomes "
                             f"{after}, not {said} ({quote(m.group(0))!r})", number)
        self._die_was(colour, have, after)
        for c in every:
            if c.meaningful or c.remark:
                continue
            for n in re.findall(r"(?<![\w.+\u2212-])\d+(?![\w.]*\d)", c.text):   # ("+5": a change)
                if int(n) not in (have, after) and 1 <= int(n) <= 6:
                    self.add("bc.post.die", f"{colour} {have} becomes {after}, not {n} "
                             f"({quote(c.text)!r})", c.line)

    def _die_was(self, colour: str, have: int, after: int) -> None:
        """"set red to 6 (it was a 2)": the value the player says the changed die shows is
        checked; when another die shows that value, the colour and the value name different
        dice and the GM asks which one was meant."""
        for number, text in self.line_text.items():
            if number in self.chatter_lines or number in self.replaced:
                continue
            for m in _WAS_SHOWN.finditer(text[:2000]):
                said = int(m.group(1)) if m.group(1).isdigit() else SPELLED[m.group(1).lower()]
                if said == have:
                    continue
                others = [d for d in DICE if d != colour and self.seat["dice"][d] == said]
                if len(others) == 1:
                    self.add("bc.post.please_confirm", f"not accepted — please confirm: your "
                             f"{colour} die shows {have}, not {said}; the die showing {said} is "
                             f"{others[0]}: which die did you mean, {colour} {have} or "
                             f"{others[0]} {said}?", number,
                             hint=f"e.g. 'set {others[0]} to {after}'" if after == 6 else
                             f"e.g. 'flip {others[0]}'")
                else:
                    self.add("bc.post.die", f"your {colour} die shows {have}, not {said} "
                             f"({quote(m.group(0))!r})", number)
                return

    def _dice_listed(self, clauses: list[Clause]) -> Action | None:
        """"flip black → my dice are now black 6, blue 5, red 1, green 4": the die named first
        is the one changed; the dice listed after "now" are what the player will have, each
        checked."""
        at = next((n for n, c in enumerate(clauses) if DICE_NOW.search(c.text)), None)
        refs = [d for c in clauses for d in c.dice]
        if at is None or not refs or refs[0].value not in (None, self.seat["dice"][refs[0].colour]) \
                or len({d.colour for d in refs}) < 2:
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
        # "I'll put the 6 on the 3", "stick a six on my 2": the value after, then the die shown
        text = _PUT_ON.sub(r"set the \2 to \1", text)
        # "4 → 6", "3 -> 4 pls": the value shown, an arrow, the value after (no die named)
        # ("the 5 → 6 pls", "my 2 -> 6": the die shown, named with an article)
        bare = re.match(r"^\W*(?:(?:the|my|that|this|our)\s+)?([1-6])\s*(?:\u2192|->|=>)\s*(?:[1-6]|one|two|three|four|five|six)\b", text)
        if not bare and not re.search(r"\b(?:set|sets|setting|turn|turning|make|making|flip|flipping|change|"
                                      r"changing|into|to)\b", text):
            return None
        shown = bare or re.search(r"\b(?:the|my|that|this)\s+(?:[1-6]|one|two|three|four|five|six)\b", text)
        if not shown:
            return None         # "set to 6": the value after, not the die
        nums = [int(n) if n.isdigit() else SPELLED[n]
                for n in re.findall(r"\b(?:[1-6]|one|two|three|four|five|six)\b",
                                    text[shown.start():])]
        showing = [d for d in DICE if self.seat["dice"][d] == nums[0]]
        if len(showing) > 1:
            # "flip the 3" when blue and red both show 3: the GM asks which
            self.add("bc.post.die", f"not accepted — please confirm: which die shows the "
                     f"{nums[0]} you mean: " + " or ".join(f"{d} {nums[0]}" for d in showing) + "?",
                     clauses[0].line, hint=f"name the die, e.g. '{'flip' if active_bonus(self.state) == 'flip' else 'set'} "
                     f"{showing[0]}" + ("" if active_bonus(self.state) == "flip" else " to 6") + "'")
            return None
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

    def _held_after_choice(self, orders: list[Clause]) -> None:
        """"Cycle bonus: palladium. 3 palladium, 3 materials total": after the one material
        chosen, a count of more of it is what the player then holds (a figure, checked)."""
        with_mats = [c for c in orders if c.materials]
        if len(with_mats) < 2 or len(with_mats[0].materials) != 1:
            return
        chosen = with_mats[0].materials[0]
        for c in with_mats[1:]:
            said = re.match(r"(?i)\s*(?:(?:now|so|then|that's|thats|making|total|at)\s+)?(\d+)\s+(\w+)",
                            c.text)
            if said and set(c.materials) == {chosen} and int(said.group(1)) == len(c.materials) > 1:
                self.figures.append(Figure("material", len(c.materials), c.line, quote(c.text),
                                           total=True, material=chosen))
                c.materials, c.mat_ctx = [], []
            elif len(c.materials) > 1 and chosen in c.materials and c.sentence != with_mats[0].sentence:
                self._holdings_listed([c], chosen)      # "(organics, polymer, steel)"
        for sentence in dict.fromkeys(c.sentence for c in with_mats[1:] if c.materials):
            run = [c for c in with_mats[1:] if c.sentence == sentence and c.materials]
            if sentence != with_mats[0].sentence and len(run) > 1 and _HOLDING_LEAD.match(run[0].text) \
                    and chosen in [m for c in run for m in c.materials]:
                self._holdings_listed(run, chosen)      # "now holding organics, polymer, steel"

    def _holdings_listed(self, run: list[Clause], chosen: str) -> None:
        """"Cycle bonus: 1 steel. Materials 2 -> 3 (organics, polymer, steel)": a later sentence
        listing the chosen material among others is what the player will hold, checked against
        the seat's materials plus the one chosen (never a second material taken)."""
        will = dict(self.seat["materials"])
        will[chosen] = will.get(chosen, 0) + 1
        will = {m: n for m, n in will.items() if n}
        mats = [m for c in run for m in c.materials]
        listed = {m: mats.count(m) for m in mats}
        words = ", ".join(f"{n} {m}" for m, n in will.items())
        if listed == will:
            self.add("bc.post.chatter", f"read as what you will hold after the bonus: {words}", run[0].line, I)
        else:
            self.add("bc.post.material", f"after the bonus you will hold {words}; the post lists "
                     + ", ".join(f"{n} {m}" for m, n in listed.items()), run[0].line,
                     hint="correct the list, or leave it out (the tool works it out)")
        for c in run:
            c.materials, c.mat_ctx, c.used = [], [], True

    def _cycle_bonus(self, clauses: list[Clause]) -> Action | None:
        bonus = active_bonus(self.state)
        orders = [c for c in clauses if not c.remark]
        if bonus == "material":
            self._bonus_kinds_claimed(clauses, broad=True)   # ("steel, bonus: artifact")
            held = [c for c in orders if c.materials and _held_material(c.text)]
            if held and any(c not in held and (c.materials or "none" in c.flags) for c in orders):
                # "skip the material (I'm fine with my 2 polymer)": what the player holds,
                # said beside the choice, is not a material taken
                for c in held:
                    self.add("bc.post.chatter", f"read as what you hold, not a material taken: "
                             f"{quote(c.text)!r}", c.line, I)
                    c.used = True
                orders = [c for c in orders if c not in held]
            self._held_after_choice(orders)
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
            with_mats = [c for c in orders if c.materials]
            if len(set(mats)) > 1 and len(with_mats) >= 2 and \
                    len(set(with_mats[-1].materials)) == 1 and \
                    with_mats[-1].sentence != with_mats[0].sentence and \
                    with_mats[-1].materials[0] in {m for c in with_mats[:-1] for m in c.materials} \
                    and all(re.search(r"(?i)\bor\b", c.text) for c in with_mats[:-1]):
                # "Hmm, food or steel... steel. Final answer.": the alternatives weighed,
                # then the one chosen, in a sentence of its own
                mats = with_mats[-1].materials[:1]
            if len(mats) > 1:
                self.add("bc.post.material", "the cycle bonus gives one material: the post names "
                         + " and ".join(mats), clauses[0].line)
                return None
            return Action("material", take=(mats[0],))
        first = next((c for c in orders if c.colonies and set(c.colonies) - {
            COLONY_KEYS[x // COLONY_SPACES] for x in c.spaces if 0 <= x < 54}), None) or \
            next((c for c in orders if c.colonies), None)
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
        # "a crew on Cuzco 48 and the Thebes paperwork": the track is the colony named apart
        # from a space (the space's colony is where a crew or pod goes)
        at_spaces = {COLONY_KEYS[x // COLONY_SPACES] for x in first.spaces if 0 <= x < 54}
        track = next((k for k in first.colonies if k not in at_spaces), first.colonies[0])
        parts = self._bonus_parts(clauses, skip=None if first.spaces else first)
        self._bonus_kinds_claimed(clauses, broad=True)
        # every material the post names here is a track bonus's choice
        parts["bonus_materials"] += [m for c in orders if c.index not in parts["used"]
                                     for m in c.materials]
        for c in orders:
            c.used = True
        pods, achievements = self.free_parts(parts)
        return Action("influence", influence_on=(track, *[k for k in parts["influence_on"]
                                                         if k != track or not first.spaces]),
                      bonus_materials=tuple(parts["bonus_materials"]),
                      crew_on=tuple(parts["crew_on"]), free_pods=tuple(pods),
                      free_achievements=tuple(achievements))

    def _bonus_kinds_claimed(self, clauses: list[Clause], broad: bool = False) -> None:
        """"Influence on Cuzco; bonus: artifact", "Xi'an +1 and I grab the crew": a track bonus
        (an artifact, a crew, CP, fuel) named without a figure is counted on, so checked as
        "(artifact!)" is: the action must reach it. In an action only a clause that says
        "bonus" counts (elsewhere the words name a pod's tile or the die's place); at the
        influence bonus (`broad`) a taking verb or "+" before it is enough."""
        run = None          # the line of a "bonus:" list going on ("bonus: steel, CP")
        for c in clauses:
            listed = run == c.line and set(c.words) <= _BONUS_LIST_WORDS | set(V.MATERIALS.table)
            run = c.line if "bonus" in c.flags or listed else None
            if c.dice or c.pays or "pay" in c.flags or len(c.text) > 300:
                continue
            said = _BONUS_KIND.findall(c.text) if "bonus" in c.flags or listed else \
                _BONUS_KIND_TAKEN.findall(c.text) if broad else []
            for word in dict.fromkeys(w.lower() for w in said):
                kind = "artifact" if word.startswith("arti") else V.UNITS.table.get(word, word)
                if kind == "crew" and c.spaces or kind not in ("artifact", "crew", "cp", "fuel") \
                        or any(f.kind == kind for f in c.figures):
                    continue            # ("bonus: crew on Thebes 30", "+2 fuel": read, checked)
                self.wants.append((kind, c.line))
                c.understood += 1

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
                    (c.materials or c.pays or c.artifact) and (any(
                    f.kind == "cp" and f.amount == 2 and (f.either or not f.total)
                    for f in c.figures) or SPENT_ON_CARD.search(c.text)):
                # ("+ spending my last steel on the cycle card": the card named, not its 2 CP)
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
                said = c.words[:c.words.index("crew")] if "crew" in c.words else []
                if not set(c.words) & _CREW_BONUS_WORDS and (
                        any(f.kind == "crew" for f in c.figures)
                        or said and said[-1] in V.NUMBER_WORDS):    # ("two crew on Xi'an 10")
                    # "1 crew on Cuzco 43": maybe the crew the pod built there gets (orders)
                    parts.setdefault("crew_plain", []).extend(s for s in c.spaces if s >= 0)
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
                self._bonus_named(c, parts)
                if "bonus" in c.flags and not c.pays:      # ("..., polymer bonus")
                    parts.setdefault("remark_bonus", []).append(
                        (list(c.materials), c.line, quote(c.text)))
                parts["used"].add(c.index)
            elif last_free is not None and c.spaces and not c.dice and not c.pod_colour \
                    and not c.location:
                if len(last_free) == 7 and last_free[3] < 0:
                    last_free[3] = c.spaces[0]
                elif len(last_free) == 3 and last_free[1] < 0:
                    last_free[1] = c.spaces[0]
                parts["used"].add(c.index)
        return parts


    @staticmethod
    def _bonus_named(c: Clause, parts: dict[str, Any]) -> None:
        """A track bonus's material named in the bonus clauses. "bonus: water" in the order
        and "Thebes 4 → 9: water at 6" in the tally after it are one choice said twice, once
        without its place and once with it; two placed ("water at 2, water at 6") or two
        unplaced are two choices."""
        placed = bool(_BONUS_PLACED.search(c.text))
        other = parts.setdefault("unplaced" if placed else "placed", [])
        mine = parts.setdefault("placed" if placed else "unplaced", [])
        for m in c.materials:
            if m in other:
                other.remove(m)            # the same choice, said again
                continue
            parts["bonus_materials"].append(m)
            mine.append(m)

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
            # ("(and the polymer bonus)": the card's or mat's extra where no track moves)
            parts.setdefault("remark_bonus", []).append((list(c.materials), c.line, quote(c.text)))
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
                self.mentions.append(Mention(m, c.line, quote(c.text)))
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
                    and (not bonus or pods[x[2]]["bonus"] == bonus if bonus[:1] != "!"
                         else pods[x[2]]["bonus"] != bonus[1:])]
            if fits:
                candidates = fits
            else:
                said = f"{colour + ' ' if colour else ''}{'' if influence is None else influence}"
                self.add("bc.post.no_pod", f"not accepted — please confirm: no pod "
                         f"{said.strip()}{' (' + bonus.replace('_', ' ').replace('!', 'no ') + ')' if bonus else ''} "
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
