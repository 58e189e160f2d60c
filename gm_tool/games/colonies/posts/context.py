"""The reading of one post: what its lines said so far (`PostContext`, the section runner's
reader: it can take back a line read on trial), and the diagnostics."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.reading.sections import Item

from gm_tool.games.colonies.posts.phrases import Names, Tok, leftover_positions, leftovers, suggest, tokens


def section_words(section: str) -> frozenset[str]:
    """The words of a section's own headings and their verb forms ("produce", "producing" in an
    Industry line): said again on the line, they are part of the order."""
    return _SECTION_WORDS.get(section, frozenset())


def _section_words() -> dict[str, frozenset[str]]:
    from gm_tool.games.colonies.posts.phrases import WORDS

    out: dict[str, frozenset[str]] = {}
    for key, spellings in WORDS["sections"].items():
        words: set[str] = set()
        for sp in spellings:
            for w in sp.split():
                if w.isalpha() and len(w) > 2:
                    words.update({w, w + "s", w + "ing", w + "ed", w.rstrip("e") + "ing", w + "d"})
        out[key] = frozenset(words)
    out["industry"] = out["industry"] | {"make", "making", "makes", "produces", "producing", "build", "building"}
    out["military"] = out["military"] | {"remove", "removing", "kill", "killing", "clear", "clearing",
                                         "chase", "chasing", "attack", "attacking"}
    out["community"] = out["community"] | {"take", "taking", "welcome", "welcoming", "absorb", "absorbing"}
    return out


_SECTION_WORDS = _section_words()


@dataclass
class Pending:
    """An action being read (a heading line and its continuation lines)."""

    kind: str
    line: int
    data: dict[str, Any] = field(default_factory=dict)


class PostContext:
    def __init__(self, state: dict[str, Any], player: str, settings: Any, step: str):
        self.state = state
        self.player = player
        self.settings = settings
        self.step = step
        self.colour = state["planets"][player]
        self.names = Names({p: c for p, c in state["planets"].items()})
        self.ring = tuple(state["board"]["ring"])
        self.diags: list[Diagnostic] = []
        # what was read
        self.actions: list[Pending] = []
        self.police: list[str] = []
        self.substitute: list[str] = []
        self.upkeep_line: int | None = None
        self.credits_taken: int | None = None        # the income choice
        self.rejected: int | None = None
        self.income_line: int | None = None
        self.tie: str | None = None
        self.tie_line: int | None = None
        self.effect: dict[str, Any] = {"credits": None, "gain": [], "lose": [], "lose_colonists": 0,
                                       "pirates": [], "dump": [], "upgrade": "", "downgrade": ""}
        self.effect_lines: dict[str, int] = {}
        self.read: list[tuple[int, str]] = []
        # the ledger: line -> "read" / "chatter" / "not read", and the game words a read line
        # left unused (grammar.read_post turns them into "please confirm")
        self.line_state: dict[int, str] = {}
        self.line_text: dict[int, str] = {}
        self.unused: dict[int, list[str]] = {}
        self.claims: list[tuple[int, str, Any]] = []     # (line, what, figures): checked at the end
        self.current: str | None = None                 # the section of the last order
        self.times: dict[int, int] = {}                  # line -> an order written for N actions line
        from gm_tool.games.colonies.posts.gamewords import GameWords

        self.words = GameWords(list(state["planets"]))

    # the runner's Reader protocol -------------------------------------------------------------
    _FIELDS = ("actions", "police", "substitute", "upkeep_line", "credits_taken", "rejected",
               "income_line", "tie", "tie_line", "effect", "effect_lines", "read", "line_state",
               "line_text", "unused", "claims", "current", "diags")

    def snapshot(self) -> object:
        """What a line's reading may change, to undo it (cheap: a line changes only the last
        order of a kind, and appends to the lists)."""
        last: dict[str, int] = {}
        for i, p in enumerate(self.actions):
            last[p.kind] = i
        saved = {k: copy.deepcopy(getattr(self, k)) for k in self._SMALL}
        saved["actions"] = (list(self.actions),
                            {i: (self.actions[i].kind, self.actions[i].line, copy.deepcopy(self.actions[i].data))
                             for i in last.values()})
        for k in self._GROWING:
            saved[k] = len(getattr(self, k))
        for k in self._MAPS:
            saved[k] = dict(getattr(self, k))
        saved["unused"] = {k: list(v) for k, v in self.unused.items()}
        return saved

    def take_back(self, saved: object) -> None:
        self.restore(saved)

    _SMALL = ("police", "substitute", "upkeep_line", "credits_taken", "rejected", "income_line",
              "tie", "tie_line", "effect", "effect_lines", "current")
    _GROWING = ("read", "claims", "diags")
    _MAPS = ("line_state", "line_text")

    def restore(self, saved: object) -> None:
        data: dict[str, Any] = saved  # type: ignore[assignment]
        for k in self._SMALL:
            setattr(self, k, data[k])
        actions, lasts = data["actions"]
        for i, (kind, line, d) in lasts.items():
            actions[i] = Pending(kind, line, d)
        self.actions = actions
        for k in self._GROWING:
            del getattr(self, k)[data[k]:]
        for k in self._MAPS:
            setattr(self, k, data[k])
        self.unused = data["unused"]

    # helpers ----------------------------------------------------------------------------------
    def tokens(self, text: str) -> list[Tok]:
        return tokens(text, self.names)

    def typos(self, item: Item) -> None:
        """Warn about the colour typos read on this line."""
        from gm_tool.games.colonies.posts.phrases import TYPOS

        for written, colour in TYPOS:
            self.diag("col.post.typo", f'"{item.line.text}": read {written!r} as {colour}',
                      item.line.number, hint=f"did you mean {colour!r}?", severity=Severity.WARNING)
        TYPOS.clear()

    def diag(self, code: str, message: str, line: int | None, *, hint: str | None = None,
             severity: Severity = Severity.ERROR) -> None:
        self.diags.append(Diagnostic(code, message, severity, line, None, hint))

    def own_planet(self) -> str:
        """The name of the poster's planet, in lower case ("" when the board names none)."""
        colour = self.state.get("planets", {}).get(self.player)
        planet = self.state.get("board", {}).get("planets", {}).get(colour, {})
        return str(planet.get("planet", "")).lower() if isinstance(planet, dict) else ""

    def leftover(self, item: Item, toks: list[Tok], used: set[int], understood: bool,
                 extra: frozenset[str] = frozenset()) -> str:
        """The line's status once its reader has taken what it understood. A line not
        understood is "not read" (a "please confirm" when it holds a word of the game, else an
        error saying so); on an understood line, the words of the game left unused make it a
        "please confirm" too; other words left over are chatter (a note); a number left over
        that the reader cannot place is a warning quoting it."""
        self.typos(item)
        number = item.line.number
        if not understood:
            self.mark_not_read(number, item.line.text)
            from gm_tool.core.kit.reading import habits

            if not self.words.line_words(item.line.text):
                left = leftovers(toks, used, extra)
                words = [w for w in left if w[:1].isalpha()]
                hint = suggest(words[0]) if words else None
                self.diag("col.post.unreadable", f'"{item.text.strip() or item.line.text}": not '
                          f"understood", number, hint=hint or self.hint_for(item.section))
            return "unreadable"
        left_idx = leftover_positions(toks, used, extra | section_words(item.section))
        left = [toks[i].text or str(toks[i].value) for i in left_idx]
        game: list[str] = []
        chatter_clauses = self._statement_clauses(toks)
        own_planet = self.own_planet()
        for k, i in enumerate(left_idx):
            t = toks[i]
            if i in chatter_clauses:
                continue
            if t.kind == "player" or (t.kind == "word" and str(t.value) == own_planet):
                # a player named, or the poster's planet named for "I" ("As first player
                # Euterpe breaks the tie: YES"), is talk unless it is whose or to whom
                before = toks[i - 1].value if i and toks[i - 1].kind == "word" else ""
                poss = i + 1 < len(toks) and toks[i + 1].kind == "poss"
                if poss or before in ("to", "from", "with", "for", "on", "of", "by", "and", "pay", "pays"):
                    game.append(t.text or str(t.value))
            elif t.kind == "word" and self.words(str(t.value)):
                game.append(t.text or str(t.value))
            elif t.kind == "num":
                after = toks[i + 1] if i + 1 < len(toks) else None
                if after is not None and i + 1 not in used and (
                        after.kind == "player" or (after.kind == "word" and self.words(str(after.value)))):
                    game.append(t.text)
                elif _wrong_sum(toks, i) is not None:
                    # "(1+2+2=6)", "2 yellow + 2 purple + 2 colonists = 7": the sum itself is wrong
                    terms = _wrong_sum(toks, i)
                    self.diag("col.post.figure", f'"{item.line.text}": {" + ".join(map(str, terms))} is '
                              f"{sum(terms)}, not {abs(t.value)}", number,
                              hint="write the sum again, or leave it out")
                elif figure_claim(toks, i, used):
                    # "Tech 7 → 10", "12 VP" left unread: a figure the player claims, never accepted unchecked
                    self.diag("col.post.figure", f'"{item.line.text}": the figure {t.text!r} was not '
                              "read; what does it count?", number,
                              hint="write it beside what it counts, e.g. 'upgrade Commerce (+2 VP, 7 → 9)'")
                else:
                    self.diag("col.post.figure", f'"{item.line.text}": the figure {t.text!r} was '
                              "not placed (not read)", number, severity=Severity.WARNING,
                              hint="write it beside what it counts, e.g. 'sell 2 green (4 €)'")
        self.mark_read(number, item.line.text, game)
        chatter = [w for w in left if w not in game and not w.lstrip("+-").isdigit()]
        if chatter:
            self.diag("col.post.chatter", f'"{item.line.text}": {", ".join(repr(w) for w in chatter)} '
                      "read as chatter", number, severity=Severity.INFO)
        return "partial" if game else "ok"

    def _statement_clauses(self, toks: list[Tok]) -> set[int]:
        """Token positions of the clauses of a line (between separators) that are a statement
        about the game, not an order: "no one wants to come to Amateru anyway"."""
        out: set[int] = set()
        start = 0
        for k in range(len(toks) + 1):
            if k == len(toks) or (toks[k].kind == "sep" and toks[k].value in (",", ";")) \
                    or (toks[k].kind == "other" and toks[k].value in (".", "!", "?")):
                clause = toks[start:k]
                text = " ".join(str(t.text or t.value) for t in clause)
                if clause and not any(t.kind == "num" for t in clause) and self.words.statement(text):
                    out.update(range(start, k))
                start = k + 1
        return out

    # the ledger ---------------------------------------------------------------------------------
    def mark_read(self, line: int, text: str, unused: list[str] = ()) -> None:  # type: ignore[assignment]
        if self.line_state.get(line) != "not read":
            self.line_state[line] = "read"
        self.line_text.setdefault(line, text)
        if unused:
            have = self.unused.setdefault(line, [])
            have.extend(w for w in unused if w not in have)

    def mark_not_read(self, line: int, text: str) -> None:
        self.line_state[line] = "not read"
        self.line_text[line] = text

    def mark_chatter(self, line: int, text: str) -> None:
        self.line_state.setdefault(line, "chatter")
        self.line_text.setdefault(line, text)

    def hint_for(self, section: str) -> str | None:
        from gm_tool.games.colonies.posts.grammar import HINTS

        return HINTS.get(section)

    def route_words(self, owner: str, partner: str) -> str:
        from gm_tool.games.colonies.posts.writer import route_words

        return route_words(self.state, self.player, owner, partner)

    def note(self, line: int, text: str) -> None:
        self.read.append((line, text))


#: words that make a figure beside them a claim about the score ("12 VP", "tech 7 → 10")
_CLAIM_WORDS = frozenset({"vp", "vps", "points", "point", "pts", "tech", "technology", "score"})


def figure_claim(toks: list[Tok], i: int, used: set[int]) -> bool:
    """A figure left unread that the player claims as a count of the game: one end of an
    unread range ("7 → 10": both numbers unread, an arrow or "to" between them) or a figure
    beside a word of the score ("12 VP", "tech 7"). A GM checks such a figure; the reader
    that cannot must ask, never accept it unchecked."""
    def num(k: int) -> bool:
        return 0 <= k < len(toks) and toks[k].kind == "num" and k not in used

    def arrow(k: int) -> int:          # tokens of an arrow starting at k ("to", "→", "->")
        if 0 <= k < len(toks) and toks[k].value in ("to", "\u2192", "->", "=>"):
            return 1
        if 0 <= k < len(toks) - 1 and toks[k].value in ("-", "=") and toks[k + 1].value == ">":
            return 2
        return 0

    a = arrow(i + 1)
    if a and num(i + 1 + a):
        return True
    if i and toks[i - 1].value == "=" and not arrow(i - 1):
        # "sell 2 yellow = 5", "(2+2=4)": a total the player claims, never accepted unread; only
        # the sum of figures all read ("2 yellow + 2 purple + 2 colonists = 6") is checked as a sum
        terms = sum_terms_at(toks, i - 1)
        return terms is None or any(k not in used for k in terms)
    for back in (1, 2):
        if arrow(i - back) == back and num(i - back - 1):
            return True
    return any(0 <= k < len(toks) and toks[k].kind == "word" and toks[k].value in _CLAIM_WORDS
               for k in (i - 1, i + 1))


def sum_before(toks: list[Tok], eq: int) -> list[int] | None:
    """The terms of a sum written just before the "=" at `eq` ("1+2+2 =", "2 yellow + 2 purple + 2
    colonists ="): the figures joined by plus signs (each with up to three words after it), or
    None when there is no such sum."""
    at = sum_terms_at(toks, eq)
    return None if at is None else [abs(toks[k].value) for k in at]


def sum_terms_at(toks: list[Tok], eq: int) -> list[int] | None:
    """The positions of the terms of the sum just before the "=" at `eq` (see sum_before)."""
    terms: list[int] = []
    plus = False
    k = eq - 1
    words = 0
    while k >= 0:
        t = toks[k]
        if t.kind == "num":
            terms.insert(0, k)
            words = 0
            if str(t.text).lstrip()[:1] == "+":
                plus = True
            elif k and toks[k - 1].kind == "sign" and toks[k - 1].value == "+":
                plus = True
                k -= 1
            else:
                break
        elif t.kind == "word" and words < 3 and t.value not in ("and", "then", "so"):
            words += 1
        else:
            break
        k -= 1
    return terms if plus and len(terms) > 1 else None


def _wrong_sum(toks: list[Tok], i: int) -> list[int] | None:
    """The terms of the sum before the figure at i ("1+2+2=6") when they do not add up to it."""
    if not i or toks[i - 1].value != "=":
        return None
    terms = sum_before(toks, i - 1)
    return terms if terms is not None and sum(terms) != abs(toks[i].value) else None
