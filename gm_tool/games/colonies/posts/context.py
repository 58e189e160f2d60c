"""The reading of one post: what its lines said so far (`PostContext`, the section runner's
reader: it can take back a line read on trial), and the diagnostics."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from gm_tool.core.diagnostics import Diagnostic, Severity
from gm_tool.core.reading.sections import Item

from .phrases import Names, Tok, leftovers, suggest, tokens


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

    # the runner's Reader protocol -------------------------------------------------------------
    _FIELDS = ("actions", "police", "substitute", "upkeep_line", "credits_taken", "rejected",
               "income_line", "tie", "tie_line", "effect", "effect_lines", "read")

    def snapshot(self) -> object:
        return {k: copy.deepcopy(getattr(self, k)) for k in self._FIELDS}

    def restore(self, saved: object) -> None:
        for k, v in saved.items():  # type: ignore[attr-defined]
            setattr(self, k, v)

    # helpers ----------------------------------------------------------------------------------
    def tokens(self, text: str) -> list[Tok]:
        return tokens(text, self.names)

    def typos(self, item: Item) -> None:
        """Warn about the colour typos read on this line."""
        from .phrases import TYPOS

        for written, colour in TYPOS:
            self.diag("col.post.typo", f'"{item.line.text}": read {written!r} as {colour}',
                      item.line.number, hint=f"did you mean {colour!r}?", severity=Severity.WARNING)
        TYPOS.clear()

    def diag(self, code: str, message: str, line: int | None, *, hint: str | None = None,
             severity: Severity = Severity.ERROR) -> None:
        self.diags.append(Diagnostic(code, message, severity, line, None, hint))

    def leftover(self, item: Item, toks: list[Tok], used: set[int], understood: bool,
                 extra: frozenset[str] = frozenset()) -> str:
        """The line's status once its reader has taken what it understood: unknown words are a
        warning on an understood line, an error on a line not understood at all."""
        self.typos(item)
        left = leftovers(toks, used, extra)
        if not understood:
            words = [w for w in left if w[:1].isalpha()]
            hint = suggest(words[0]) if words else None
            self.diag("col.post.unreadable", f'"{item.text.strip() or item.line.text}": not '
                      f"understood", item.line.number, hint=hint or self.hint_for(item.section))
            return "unreadable"
        if left:
            words = [w for w in left if w[:1].isalpha()]
            hint = suggest(words[0]) if words else None
            self.diag("col.post.unknown_word", f'"{item.line.text}": {", ".join(repr(w) for w in left)} '
                      "not understood; the rest of the line was read", item.line.number,
                      hint=hint or None, severity=Severity.WARNING)
            return "partial"
        return "ok"

    def hint_for(self, section: str) -> str | None:
        from .grammar import HINTS

        return HINTS.get(section)

    def route_words(self, owner: str, partner: str) -> str:
        from .writer import route_words

        return route_words(self.state, self.player, owner, partner)

    def note(self, line: int, text: str) -> None:
        self.read.append((line, text))
