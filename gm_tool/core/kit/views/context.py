"""Template values every game's posts share, from a public view dict (core.redact.public_campaign):
the campaign header, the step the campaign waits for, the seed and its check, GM notes and
rulings. A game's `views/context.py` starts from `common(view)` and adds its own state.

Pure functions: nothing here escapes (the render engine escapes every value for its target on
output), and everything reads only the redacted view, so nothing here can leak a secret.
"""

from __future__ import annotations

from typing import Any

from gm_tool.core.kit.commitments import SEED_ROUND, SEED_SUBJECT, preimage
from gm_tool.core.kit.views.text import and_text, hash_command, shell_quoted

__all__ = ["WAITING_TEXT", "VERIFY_COMMAND", "SEED_CHECK_COMMAND", "and_text", "chance_steps",
           "commitment_checks", "common", "hash_command", "rulings", "seed_context",
           "shell_quoted", "step_of", "turn_order"]

WAITING_TEXT = {
    "choices": "secret choices",
    "turns": "turn posts",
    "chance": "a public draw",
    "ended": "game over",
}

#: prints a secret choice's commitment from what the reveal post shows
VERIFY_COMMAND = "printf '%s' '{id}|{round}|PLAYER|CHOICE|SALT' | sha256sum"
#: prints the seed commitment from the revealed seed and salt (see `hash_command`, which writes
#: it for a seed holding characters a forum would read as markup)
SEED_CHECK_COMMAND = "printf '%s' '{preimage}' | sha256sum"


def turn_order(view: dict[str, Any]) -> list[str]:
    """The state's turn order, else the reveal's, else the players as seated."""
    state = view.get("state") or {}
    order = state.get("turn_order") or (view.get("reveal_info") or {}).get("turn_order")
    return list(order) if order else list(view.get("players", []))


def step_of(view: dict[str, Any]) -> dict[str, Any]:
    """What the campaign waits for, as its game says (`view["step"]`: kind, players, label,
    noun); an empty label and the view's choice noun when the view does not say."""
    step = view.get("step") or {}
    return {
        "kind": step.get("kind") or "",
        "players": list(step.get("players") or []),
        "label": step.get("label") or "",
        "noun": step.get("noun") or view.get("choice_noun") or "choice",
    }


def common(view: dict[str, Any]) -> dict[str, Any]:
    """What every game's posts show about the campaign (no game state)."""
    stage = view.get("stage", "")
    step = step_of(view)
    return {
        "v": view,
        "game": view.get("game", ""),
        "game_title": view.get("game_title", view.get("game", "")),
        "game_version": view.get("game_version", ""),
        "campaign": view.get("campaign", ""),
        "campaign_id": view.get("campaign_id", ""),
        "round": view.get("round"),
        "stage": stage,
        "stage_text": WAITING_TEXT.get(stage, stage),
        "step": step,
        "step_label": step["label"],
        "chance_steps": chance_steps(view.get("steps_applied")),
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
        "seed_check": hash_command(
            f"{view.get('campaign_id', '')}|{SEED_ROUND}|{SEED_SUBJECT}|{seed}|{salt}")
        if revealed else None,
    }


def commitment_checks(view: dict[str, Any], rows: list[dict[str, Any]]) -> list[str]:
    """One command per revealed choice (`rows`: player, choice, salt) that prints its
    commitment: copied from any post, each runs as printed (`hash_command`), so a player named
    `[b]Ann` or `http://x` is checked without retyping the name."""
    revealed = view.get("revealed") or {}

    def number(row: dict[str, Any]) -> Any:
        # the ROUND each commitment was made with (stored with it); older records hashed the
        # record entry's number
        stored = row.get("round", (revealed.get(row["player"]) or {}).get("round"))
        return stored if stored is not None else view.get("entry", view.get("round")) or 0

    return [hash_command(preimage(str(view.get("campaign_id", "")), number(r),
                                  str(r["player"]), str(r["choice"]), str(r["salt"])))
            for r in rows if r.get("choice") and r.get("salt")]


def _info_lines(info: Any) -> list[str]:
    """A chance step's public info (the game's words and data) as short lines: a "text" (or
    "summary") string as it is, every other key as "Key: value"."""
    if not info:
        return []
    if not isinstance(info, dict):
        return [str(info)]
    lines = [str(info[k]) for k in ("text", "summary") if isinstance(info.get(k), str) and info[k]]
    for key, value in info.items():
        if key in ("text", "summary"):
            continue
        if isinstance(value, dict):
            value = ", ".join(f"{k}: {v}" for k, v in value.items())
        elif isinstance(value, (list, tuple)):
            value = ", ".join(str(v) for v in value)
        lines.append(f"{str(key).replace('_', ' ').capitalize()}: {value}")
    return lines


def chance_steps(steps: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
    """The chance steps among applied steps (`view["steps_applied"]`, or a history record's
    `steps`): each shared draw the tool made in public, with its label, what it decided
    (`info_lines`) and its draws (index, purpose, result), so players see every shared roll."""
    out = []
    for step in steps or []:
        if not isinstance(step, dict) or step.get("kind") != "chance":
            continue
        label = step.get("label") or "a public draw"
        if step.get("gm_roll") is not None:
            # entered by the GM (a forum's dice roller, real dice): say so, and where from
            label += f", rolled by the GM ({step.get('reason') or 'no reason given'})"
        out.append({
            "label": label,
            #: how the post says it was made: "made by the tool from the seed" or "entered by the GM"
            "made_by": "entered by the GM" if step.get("gm_roll") is not None
                       else "made by the tool from the seed",
            "info_lines": _info_lines(step.get("info")),
            "draws": [{"index": "GM" if d.get("entered") else d.get("index"),
                       "purpose": d.get("purpose"), "result": d.get("result")}
                      for d in step.get("draws") or [] if isinstance(d, dict)],
        })
    return out


def rulings(summary: dict[str, Any]) -> dict[str, Any]:
    """A summary's GM notes and rulings (player, text, reason)."""
    return {
        "notes": [n for n in summary.get("notes", []) if n],
        # a ruling for no one player (a hand edit, a settings change) is the GM's own
        "adjustments": [{"player": a.get("player") or "GM",
                         "text": a.get("text") or a.get("description") or "",
                         "reason": a.get("reason") or ""} for a in summary.get("adjustments", [])],
    }
