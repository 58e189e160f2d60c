"""Posts the GM pastes: provisional plain-text layouts (replaced by templates/)."""

from __future__ import annotations

from typing import Any


def choice_receipt(receipt: dict[str, Any], fmt: str) -> str:
    line = (f"Round {receipt['round']}: {receipt['player']}'s choice is in — "
            f"commitment {receipt['commitment']}")
    if receipt.get("replaced"):
        line += "\n(replaces the earlier choice; the earlier commitment is void)"
    return line


def status(view: dict[str, Any], fmt: str) -> str:
    lines = [f"{view['game_title']} — {view['campaign']} — round {view['round']} ({view['stage']})"]
    lines.append(f"chosen: {', '.join(view['chosen']) or '-'}; waiting for: {', '.join(view['pending']) or '-'}")
    return "\n".join(lines)


def reveal_post(view: dict[str, Any], fmt: str) -> str:
    lines = [f"Round {view['round']} reveal"]
    for p, r in view["revealed"].items():
        lines.append(f"{p}: {r['choice'] or '(nothing)'} salt {r['salt'] or '-'}")
    lines.append("Phases: " + ", ".join(view["reveal_info"].get("phases", [])))
    return "\n".join(lines)


def new_campaign(view: dict[str, Any], fmt: str) -> str:
    return (f"New {view['game_title']} campaign {view['campaign']} (id {view['campaign_id']})\n"
            f"Seed commitment: {view['seed_commitment']}")
