"""A turn post checked as a GM checks it: read the one action, then check it against the rules
and every figure the post states. Every rules diagnostic is given the line of the action."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.games.colonization.actions import Action, describe, to_dict, to_text
from gm_tool.games.colonization.posts import ParsedPost, parse_post
from gm_tool.games.colonization.posts.writer import canonical
from gm_tool.games.colonization.rules.validate import validate
from gm_tool.games.colonization.state import ColState


@dataclass
class CheckedPost:
    parsed: ParsedPost
    diagnostics: list[Diagnostic]
    read_as: str | None = None      # the action in the game's canonical words

    @property
    def action(self) -> Action | None:
        return self.parsed.action

    @property
    def accepted(self) -> bool:
        return self.action is not None and not any(d.severity is Severity.ERROR
                                                   for d in self.diagnostics)


def check_post(state: ColState, player: str, text: str, settings: Any) -> CheckedPost:
    parsed = parse_post(text, state, player)
    diags = list(parsed.diagnostics)
    if parsed.action is not None and not any(d.severity is Severity.ERROR for d in diags):
        for d in validate(state, player, parsed.action, settings):
            diags.append(Diagnostic(d.code, d.message, d.severity,
                                    d.line if d.line is not None else parsed.line, d.column, d.hint))
    if parsed.action is not None and not any(d.severity is Severity.ERROR for d in diags):
        from gm_tool.games.colonization.posts.figure_checks import check_figures
        diags.extend(check_figures(state, player, parsed.action, settings, parsed.figures,
                                   parsed.claims))
        from gm_tool.games.colonization.posts.bonus_claims import match_claim
        claimed = match_claim(state, player, parsed.action, text, settings)
        if claimed is not None:
            diags.append(claimed)
    # an attempt no roll can win is legal, but a GM asks before a turn is thrown away
    diags = [Diagnostic(d.code, d.message + ": please confirm you mean it", Severity.ERROR, d.line,
                        d.column, d.hint) if d.code == "col.colonize.cannot_succeed" else d
             for d in diags]
    if not any(d.severity is Severity.ERROR for d in diags):
        # a number the reader did not use on a line read with the order's, below it, may have
        # been taken for the order's (its coins): never accepted half read, asked once nothing
        # else is wrong
        diags = [Diagnostic(d.code, d.message + ": it may be part of your order; please confirm what "
                            "it is", Severity.ERROR, d.line, d.column, d.hint)
                 if d.code == "col.post.figure_not_placed" and d.line != parsed.line else d for d in diags]
    read_as = canonical(parsed.action, state, player, settings) if parsed.action is not None else None
    return CheckedPost(parsed, diags, read_as)


def details(checked: CheckedPost, player: str) -> dict[str, Any]:
    if checked.action is None:
        return {}
    return {"action": to_dict(checked.action), "action_text": describe(player, checked.action),
            "canonical_post": checked.read_as or to_text(checked.action), "line": checked.parsed.line,
            "lines": _ledger(checked.parsed)}


def _ledger(parsed: ParsedPost) -> dict[str, list[int]]:
    """Every line's state (the kit's `habits.Ledger.summary()`): read, chatter, not read."""
    from gm_tool.core.kit.reading.habits import Ledger

    ledger = Ledger()
    for entry in parsed.ledger:
        if entry.state == "read":
            ledger.read(entry.line, entry.text)
        elif entry.state == "chatter":
            ledger.chatter(entry.line, entry.text)
        else:
            ledger.not_read(entry.line, entry.text)
    return ledger.summary()
