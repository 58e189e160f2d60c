"""Reading and writing Colonies posts.

- `read_post(state, player, text, settings)` -> `ReadPost` (grammar.py): the input of the step
  the campaign is at, the diagnostics, what was understood;
- `check_post_text(...)` -> `PostCheck`: the reading plus the rules' checks against the state,
  every problem at once with its line (what `gm check` / `gm submit` report);
- `read_vote`, `read_pick` (secret.py): the private messages;
- `write_*` (writer.py): every input as its canonical text;
- `template_post`, `choice_template` (template.py): what `gm template` prefills.

docs/colonies.md lists the accepted forms with examples.
"""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.game.interface import PostCheck

from gm_tool.games.colonies import rules
from gm_tool.games.colonies.actions import Answer, Community, Tie, Turn
from gm_tool.games.colonies.rules.actions import Problem
from gm_tool.games.colonies.posts.grammar import ReadPost, read_post, step_kind
from gm_tool.games.colonies.posts.secret import read_pick, read_vote
from gm_tool.games.colonies.posts.template import choice_template, template_post
from gm_tool.games.colonies.posts.writer import (
    write_action,
    write_answer,
    write_community,
    write_pick,
    write_tie,
    write_turn,
    write_vote,
)

__all__ = ["ReadPost", "apply_post_text", "check_post_text", "choice_template", "read_pick",
           "read_post", "read_vote", "rule_problems", "step_kind", "template_post",
           "write_action", "write_answer", "write_community", "write_pick", "write_tie",
           "write_turn", "write_vote"]


def rule_problems(state: dict[str, Any], player: str, value: Any, settings: Any) -> list[Problem]:
    """What the rules find wrong with an input read for the current step."""
    if isinstance(value, Community):
        return rules.check_community(state, player, value)
    if isinstance(value, Turn):
        return rules.check_action(state, player, value.action, settings)
    if isinstance(value, Answer):
        return rules.check_answer(state, player, value, settings)
    return []


def _line_of(read: ReadPost) -> int | None:
    numbers = []
    for text in read.understood:
        head = text.split(" \u2192 ", 1)[0]
        if head.startswith("line ") and head[5:].isdigit():
            numbers.append(int(head[5:]))
    return min(numbers) if numbers else None


#: the reader's errors about a figure the player wrote (the order itself was read): the rules'
#: own problems with the order are reported beside them, so the reply names every problem
FIGURE_CODES = frozenset({"col.post.buying", "col.post.colonists", "col.post.cost", "col.post.fee",
                          "col.post.gain", "col.post.left", "col.post.level", "col.post.marker",
                          "col.post.paid", "col.post.points", "col.post.price", "col.post.produced",
                          "col.post.stock", "col.post.sum", "col.post.totals", "col.post.vp"})


def check_post_text(state: dict[str, Any], player: str, text: Any, settings: Any) -> PostCheck:
    read = read_post(state, player, text, settings)
    diagnostics = list(read.diagnostics)
    figures_only = all(d.code in FIGURE_CODES for d in read.diagnostics if d.severity is Severity.ERROR)
    if read.value is not None and (read.accepted or figures_only):
        line = _line_of(read)
        for p in rule_problems(state, player, read.value, settings):
            diagnostics.append(Diagnostic(p.code, p.message, Severity.ERROR, line, None, p.hint or None))
    details = {"step": read.step, "read": list(read.understood), "lines": read.lines}
    return PostCheck(player, diagnostics, details)


def apply_post_text(state: dict[str, Any], player: str, text: str, settings: Any
                    ) -> tuple[dict[str, Any], dict[str, Any]]:
    """Read, check and (when accepted) apply one post on a copy of the state (the adjudication
    cases use it): (the new state, the step's record with `accepted` and the diagnostics)."""
    checked = check_post_text(state, player, text, settings)
    record: dict[str, Any] = {"accepted": checked.accepted, "details": checked.details,
                              "messages": [d.message for d in checked.diagnostics],
                              "codes": [d.code for d in checked.diagnostics]}
    if not checked.accepted:
        return state, record
    value = read_post(state, player, text, settings).value
    new = rules.copy_state(state)
    if isinstance(value, Community):
        record.update(rules.income_step(new, {player: value}, settings))
    elif isinstance(value, Turn):
        record.update(rules.action_step(new, player, value, settings))
    elif isinstance(value, Answer):
        record.update(rules.effects_step(new, {player: value}, settings))
    elif isinstance(value, Tie):
        record.update(rules.tie_step(new, value.side, settings))
    return new, record
