"""From a view dict to what templates and the terminal show, for the posts every game shares:
the check reply (with what the game says it read), the choice receipt and the generic reveal.

A game's own views (status, new campaign, round summary, its own reveal) are built by the
functions its presentation declares (see `gm_tool.render.presentation`); the dispatchers here
hand a view to them. The pieces every game
shares (`common`, `seed_context`, `rulings`, ...) are in `gm_tool.core.kit.views.context`, so a game
uses them without importing render.

Nothing here escapes: values stay text, and the engine escapes them for the target on output.
Everything here reads only the redacted view, so nothing here can leak a secret.
"""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.views.context import VERIFY_COMMAND, commitment_checks, common, turn_order
from gm_tool.core.kit.views.text import plural
from gm_tool.render.presentation import presentation_of


# A game's own views (dispatched on view["game"]) ------------------------------------------------

def status_context(view: dict[str, Any]) -> dict[str, Any]:
    return presentation_of(view, "status").context("status", view)


def new_campaign_context(view: dict[str, Any]) -> dict[str, Any]:
    return presentation_of(view, "opening post").context("new_campaign", view)


def summary_context(view: dict[str, Any]) -> dict[str, Any]:
    """The post after a round (after one action in a sequential game): `view` is
    public_campaign(...) plus view["summary"] (the game's summary_view)."""
    return presentation_of(view, "round summary").context("summary", view)


def reveal_context(view: dict[str, Any]) -> dict[str, Any]:
    """The game's own reveal values when it declares its own reveal, else the generic ones
    (`generic_reveal_context`)."""
    game = presentation_of(view, "reveal post")
    return game.context("reveal", view) if game.post("reveal") else generic_reveal_context(view)


def round_word(view: dict[str, Any]) -> str:
    """What the view's game calls one entry of its record in posts: its declared `round_word`
    ("turn" for a sequential game such as Colonization), else "round"."""
    if not view.get("game"):
        return "round"
    return presentation_of(view, "post").round_word


# Reveal (any game with secret steps) -----------------------------------------------------------

def reveal_clock(view: dict[str, Any]) -> str:
    """The game's own time of the step just revealed ("Round 3 · phase choice"): the last
    secret step applied, else the campaign's clock now."""
    if view.get("reveal_clock"):
        return str(view["reveal_clock"])
    for applied in reversed(view.get("steps_applied") or []):
        if applied.get("kind") == "secret" and isinstance(applied.get("clock"), dict):
            return str(applied["clock"].get("text") or "")
    clock = view.get("clock") or {}
    return str(clock.get("text") or f"{round_word(view).capitalize()} {view.get('round')}")


def generic_reveal_context(view: dict[str, Any]) -> dict[str, Any]:
    """Every player's revealed choice with its salt and the commitment published before (or
    nothing, for a player who sent none), and the command that checks a commitment."""
    ctx = common(view)
    revealed = view.get("revealed") or {}
    forced = list(view.get("forced", []))
    order = [p for p in turn_order(view) if p in revealed or p in forced]
    order += [p for p in revealed if p not in order]
    order += [p for p in forced if p not in order]
    rows = []
    for player in order:
        r = revealed.get(player) or {}
        rows.append({"player": player, "choice": r.get("choice"), "salt": r.get("salt"),
                     "commitment": r.get("commitment"),
                     "forced": player in forced or not r.get("choice")})
    noun = ctx["choice_noun"]
    ctx.update({
        "round_word": round_word(view),
        "reveal_clock": reveal_clock(view),
        "check_commands": commitment_checks(view, rows),
        "choices": rows,
        "forced": forced,
        "noun": noun,
        "nouns": noun + "s",
        "verify_command": VERIFY_COMMAND.format(id=view.get("campaign_id", ""),
                                                round=view.get("round")),
        "commitment_preimage": "CAMPAIGN_ID|ROUND|PLAYER|CHOICE|SALT",
    })
    return ctx


# Choice receipt (any game with secret steps) ---------------------------------------------------

def receipt_context(receipt: dict[str, Any]) -> dict[str, Any]:
    """A secret input taken: who, the commitment, and what the game took it as (the step's
    label, "phase choice, round 3", and what one input is called, "phase"). The input itself is
    never in a receipt: it stays secret until the reveal."""
    step = receipt.get("step")
    label = str(receipt.get("label") or (step.get("label") if isinstance(step, dict) else step) or "")
    noun = str(receipt.get("noun") or (step.get("noun") if isinstance(step, dict) else "") or "choice")
    clock = str(receipt.get("clock") or f"Round {receipt.get('round')}")
    return {
        "r": receipt,
        "round": receipt.get("round"),
        "clock": clock,
        "player": receipt.get("player"),
        "commitment": receipt.get("commitment"),
        "replaced": bool(receipt.get("replaced")),
        "noun": noun,
        "step_label": label,
        "heading": label[:1].upper() + label[1:] if label else clock,
    }


# Reminder (any game) ---------------------------------------------------------------------------

def reminder_context(view: dict[str, Any]) -> dict[str, Any]:
    """`gm remind`: what the campaign waits for (the step's label), who still owes it, and the
    deadline with the time left. `view`: game, game_title, campaign, round, stage, what, label,
    pending, dropped, deadline_text (local and UTC), deadline_local, deadline_utc, left,
    overdue (ops builds it from core.ops.deadlines.Reminder)."""
    left = view.get("left")
    overdue = bool(view.get("overdue"))
    has_deadline = bool(view.get("deadline_text"))
    label = str(view.get("label") or "")
    title = " — ".join(str(x) for x in (view.get("game_title") or view.get("game") or "",
                                         view.get("campaign") or "", label) if x)
    return {
        "v": view,
        "game": view.get("game", ""),
        "game_title": view.get("game_title", ""),
        "campaign": view.get("campaign", ""),
        "round": view.get("round"),
        "title": title,
        "step_label": label,
        "ended": view.get("stage") == "ended",
        "what": view.get("what") or "turn post",
        "pending": list(view.get("pending") or []),
        "dropped": list(view.get("dropped") or []),
        "deadline": has_deadline,
        "deadline_text": view.get("deadline_text") or "",
        "deadline_local": view.get("deadline_local") or "",
        "deadline_utc": view.get("deadline_utc") or view.get("deadline_text") or "",
        "overdue": overdue,
        "time_text": (f"overdue by {left}" if overdue else f"{left} left") if has_deadline and left else "",
    }


# Check reply -----------------------------------------------------------------------------------

SEVERITY_WORD = {"error": "error", "warning": "warning", "info": "note"}
SEVERITY_COLOUR = {"error": "red", "warning": "orange", "info": "grey"}


def understood(view: dict[str, Any]) -> list[str]:
    """What the game says it read in the post: its declared `understood(details)`, as short lines
    ("Roll and move to planet 3 of Moons (line 2)"); nothing when the game has no such function
    or the view names no game."""
    details = view.get("details") or {}
    if not details or not view.get("game"):
        return []
    read = presentation_of(view, "check reply").function("understood")
    if read is None:
        return []
    return [str(line) for line in read(details) if line]


def reply_when(view: dict[str, Any]) -> str:
    """The step a checked post answered, as the reply names it after "@player, ": the step's
    label, or what the game's declared `check_when(label, player)` makes of it when the label
    names the player again ("@Cy, Cy's action 1 of 2, round 4: ..." reads "@Cy, round 4,
    action 1 of 2: ...")."""
    label = str(view.get("step_label") or "")
    if label and view.get("game"):
        own = presentation_of(view, "check reply").function("check_when")
        if own is not None:
            return str(own(label, str(view.get("player") or "")))
    return label


def check_context(view: dict[str, Any]) -> dict[str, Any]:
    """The reply to one player's turn post (`gm check` / `gm submit`)."""
    items = []
    for d in view.get("diagnostics", []):
        sev = str(d.get("severity") or "error")
        where = f"line {d['line']}" if d.get("line") is not None else ""
        message = d.get("message") or ""
        if where and message.startswith(where + ": "):
            message = message[len(where) + 2:]      # said once: "ERROR line 2: ...", not twice
        items.append({
            "code": d.get("code") or "",
            "severity": sev,
            "word": SEVERITY_WORD.get(sev, sev),
            "colour": SEVERITY_COLOUR.get(sev, "grey"),
            "line": d.get("line"),
            "where": where,
            "message": message,
            "hint": d.get("hint") or "",
        })
    errors = sum(1 for i in items if i["severity"] == "error")
    warnings = sum(1 for i in items if i["severity"] == "warning")
    word = round_word(view)
    return {
        "v": view,
        "game": view.get("game", ""),
        "campaign": view.get("campaign", ""),
        "round": view.get("round"),
        "round_word": word,
        # the step the post answered, in the game's words ("Ann's action 2 of 3, turn 4"):
        # a campaign-record entry number means nothing to players of a game of many steps
        "when": reply_when(view) or f"{word} {view.get('round')}",
        "player": view.get("player", ""),
        "mention": f"@{view.get('player', '')}",
        "accepted": bool(view.get("accepted")),
        "replaced": bool(view.get("replaced")),
        "stored": view.get("replaced") is not None,
        "problems": items,
        "errors": errors,
        "warnings": warnings,
        "counts_text": _counts(errors, warnings, len(items) - errors - warnings),
        "details": view.get("details") or {},
        "understood": understood(view),
        "chatter_text": chatter_text(view.get("details") or {}),
    }


def chatter_text(details: dict[str, Any]) -> str:
    """The lines a game's reader took as talk, not orders ("Read as chatter, not orders: lines 1
    and 6."), from the reading kit's line ledger (`details["lines"]`, `Ledger.summary()`), so the
    player sees that nothing they wrote was dropped in silence."""
    lines = details.get("lines") if isinstance(details, dict) else None
    if not isinstance(lines, dict):
        return ""
    chatter = [n for n in lines.get("chatter") or () if isinstance(n, int)]
    if not chatter:
        return ""
    shown = ", ".join(str(n) for n in chatter[:-1]) + (" and " if len(chatter) > 1 else "") \
        + str(chatter[-1])
    return f"Read as chatter, not orders: line{'s' if len(chatter) > 1 else ''} {shown}."


def _counts(errors: int, warnings: int, notes: int) -> str:
    return ", ".join(plural(n, word) for n, word in
                     ((errors, "error"), (warnings, "warning"), (notes, "note")) if n)
