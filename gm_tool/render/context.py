"""From a public view dict (core.redact.public_campaign) to what templates and the terminal show:
labels instead of keys, rows instead of nested dicts, players in turn order.

This module holds what every game shares (the campaign header, the seed and its check, GM notes
and rulings, the check reply, the choice receipt) and hands each view to its game's own context
builder (`gm_tool.render.games.<game>.context`, chosen by `view["game"]`).

Nothing here escapes: values stay text, and the engine escapes them for the target on output.
Everything here reads only the redacted view, so nothing here can leak a secret.
"""

from __future__ import annotations

from typing import Any

from gm_tool.core.commitments import SEED_ROUND, SEED_SUBJECT

STAGE_TEXT = {
    "choices": "secret choices",
    "turns": "turn posts",
    "ended": "game over",
}

VERIFY_COMMAND = "printf '%s' '{id}|{round}|PLAYER|CHOICE|SALT' | sha256sum"
SEED_CHECK_COMMAND = "printf '%s' '{preimage}' | sha256sum"


def shell_quoted(text: str) -> str:
    """`text` for use inside '...' in a POSIX shell (a seed may contain a quote)."""
    return text.replace("'", "'\\''")


def and_text(names: list[Any]) -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cy'."""
    names = [str(n) for n in names]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


_and = and_text  # the former private name


def turn_order(view: dict[str, Any]) -> list[str]:
    state = view.get("state") or {}
    order = state.get("turn_order") or view.get("reveal_info", {}).get("turn_order")
    return list(order) if order else list(view.get("players", []))


def common(view: dict[str, Any]) -> dict[str, Any]:
    """What every game's posts show about the campaign (no game state)."""
    stage = view.get("stage", "")
    return {
        "v": view,
        "game": view.get("game", ""),
        "game_title": view.get("game_title", view.get("game", "")),
        "game_version": view.get("game_version", ""),
        "campaign": view.get("campaign", ""),
        "campaign_id": view.get("campaign_id", ""),
        "round": view.get("round"),
        "stage": stage,
        "stage_text": STAGE_TEXT.get(stage, stage),
        "deadline": view.get("deadline_text") or view.get("deadline"),
        "choice_noun": view.get("choice_noun", "choice"),
        "players": list(view.get("players", [])),
        "turn_order": turn_order(view),
        "pending": list(view.get("pending", [])),
        "seed_commitment": view.get("seed_commitment", ""),
        "seed": view.get("seed"),
        "seed_salt": view.get("seed_salt"),
        "seed_preimage": f"{view.get('campaign_id', '')}|{SEED_ROUND}|{SEED_SUBJECT}|SEED|SALT",
    }


def seed_context(view: dict[str, Any]) -> dict[str, Any]:
    """The seed, its salt and the command that prints the seed commitment from them: all None
    unless the view holds both (they are revealed when the game ends)."""
    seed = view.get("seed")
    salt = view.get("seed_salt")
    revealed = seed is not None and salt is not None
    return {
        "seed_revealed": revealed,
        "seed": seed if revealed else None,
        "seed_salt": salt if revealed else None,
        "seed_check": SEED_CHECK_COMMAND.format(preimage=shell_quoted(
            f"{view.get('campaign_id', '')}|{SEED_ROUND}|{SEED_SUBJECT}|{seed}|{salt}"))
        if revealed else None,
    }


def rulings(summary: dict[str, Any]) -> dict[str, Any]:
    """A summary's GM notes and rulings (player, text, reason)."""
    return {
        "notes": [n for n in summary.get("notes", []) if n],
        "adjustments": [{"player": a.get("player") or "", "text": a.get("text") or "",
                         "reason": a.get("reason") or ""} for a in summary.get("adjustments", [])],
    }


# Per-game views (dispatched on view["game"]) ----------------------------------------------------

def _game_context(view: dict[str, Any]):
    from gm_tool.render.games import game_of

    return game_of(view).context()


def status_context(view: dict[str, Any]) -> dict[str, Any]:
    return _game_context(view).status_context(view)


def new_campaign_context(view: dict[str, Any]) -> dict[str, Any]:
    return _game_context(view).new_campaign_context(view)


def reveal_context(view: dict[str, Any]) -> dict[str, Any]:
    from gm_tool.render.games import require_secret_choices

    return require_secret_choices(view, "reveal post").context().reveal_context(view)


def summary_context(view: dict[str, Any]) -> dict[str, Any]:
    """The post after a round (after one action in a sequential game): `view` is
    public_campaign(...) plus view["summary"] (the game's summary_view)."""
    return _game_context(view).summary_context(view)


def receipt_context(receipt: dict[str, Any]) -> dict[str, Any]:
    return {
        "r": receipt,
        "round": receipt.get("round"),
        "player": receipt.get("player"),
        "commitment": receipt.get("commitment"),
        "replaced": bool(receipt.get("replaced")),
    }


# Check reply ---------------------------------------------------------------------------------

SEVERITY_WORD = {"error": "error", "warning": "warning", "info": "note"}
SEVERITY_COLOUR = {"error": "red", "warning": "orange", "info": "grey"}


def check_context(view: dict[str, Any]) -> dict[str, Any]:
    """The reply to one player's turn post (`gm check` / `gm submit`)."""
    items = []
    for d in view.get("diagnostics", []):
        sev = str(d.get("severity") or "error")
        items.append({
            "code": d.get("code") or "",
            "severity": sev,
            "word": SEVERITY_WORD.get(sev, sev),
            "colour": SEVERITY_COLOUR.get(sev, "grey"),
            "line": d.get("line"),
            "where": f"line {d['line']}" if d.get("line") is not None else "",
            "message": d.get("message") or "",
            "hint": d.get("hint") or "",
        })
    errors = sum(1 for i in items if i["severity"] == "error")
    warnings = sum(1 for i in items if i["severity"] == "warning")
    details = view.get("details") or {}
    return {
        "v": view,
        "campaign": view.get("campaign", ""),
        "round": view.get("round"),
        "player": view.get("player", ""),
        "mention": f"@{view.get('player', '')}",
        "accepted": bool(view.get("accepted")),
        "replaced": bool(view.get("replaced")),
        "stored": view.get("replaced") is not None,
        "problems": items,
        "errors": errors,
        "warnings": warnings,
        "counts_text": _counts(errors, warnings, len(items) - errors - warnings),
        "details": details,
        "computed_net": details.get("computed_net"),
        "sections": list(details.get("sections", [])),
    }


def _counts(errors: int, warnings: int, notes: int) -> str:
    parts = [f"{n} {word}{'s' if n != 1 else ''}"
             for n, word in ((errors, "error"), (warnings, "warning"), (notes, "note")) if n]
    return ", ".join(parts)
