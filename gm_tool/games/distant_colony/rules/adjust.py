"""GM rulings for Distant Colony: `gm adjust NAME Ann "+2 wealth -1 food +1 skilled"`.

Each term is a signed whole number and a name: a resource (food, basic raw/raw/BR, rare raw/RR,
basic goods/BG, rare goods/RG, machines/mach), wealth (W), VP, or a colonist type. A colonist
added goes to Temporary Housing; one taken away comes from Temporary Housing (colonists staffing
a building are moved with the Organization rules or `gm edit`). Nothing may go below 0: then the
whole adjustment is refused and the state is unchanged.
"""

from __future__ import annotations

import re
from typing import Any

from gm_tool.core.kit.errors import GmError, NotFoundError
from gm_tool.core.kit.matching import match_one
from gm_tool.games.distant_colony.state import DCState
from gm_tool.games.distant_colony.rules.names import (COLONIST_NAMES, COLONIST_SPELLINGS, RESOURCE_NAMES,
                                                RESOURCE_SPELLINGS, VP_SPELLINGS, WEALTH_SPELLINGS)

_TERM = re.compile(r"^([+-])\s*(\d+)\s*(.+?)$")
_SPLIT = re.compile(r"[,;]|\band\b|(?=(?<![\w])[+-]\s*\d)")

EXAMPLE = "for example: \"+2 wealth -1 food\", \"+1 skilled\", \"-2 BR, +1 vp\""


def _keys() -> dict[str, str]:
    """Display name -> internal key ("Food" -> "resource:food", "Skilled" -> "colonist:skilled")."""
    keys = {"Wealth": "wealth", "VP": "vp"}
    keys.update({name: "resource:" + r for r, name in RESOURCE_NAMES.items()})
    keys.update({name: "colonist:" + c for c, name in COLONIST_NAMES.items()})
    return keys


def vocabulary() -> dict[str, str]:
    """Every accepted spelling -> display name."""
    words: dict[str, str] = {}
    words.update({w: COLONIST_NAMES[c] for w, c in COLONIST_SPELLINGS.items()})
    words.update({w: RESOURCE_NAMES[r] for w, r in RESOURCE_SPELLINGS.items()})
    words.update({w: "Wealth" for w in WEALTH_SPELLINGS})
    words.update({w: "VP" for w in VP_SPELLINGS})
    return words


def label(key: str) -> str:
    return {v: k for k, v in _keys().items()}[key]


def parse(text: str) -> list[tuple[str, int, str]]:
    """(key, signed amount, the term as written) for every term; GmError on a bad term."""
    terms = []
    words = vocabulary()
    for raw in _SPLIT.split(text):
        chunk = (raw or "").strip()
        if not chunk:
            continue
        match = _TERM.match(chunk)
        if not match:
            raise GmError(f"cannot read {chunk!r}: a term is a sign, a number and a name", EXAMPLE)
        sign, number, word = match.groups()
        word = word.strip().rstrip(".")
        try:
            key = _keys()[match_one(word, words, "resource, colonist type, wealth or VP")]
        except NotFoundError as exc:
            raise GmError(f"in {chunk!r}: {exc.message}", exc.hint) from None
        amount = int(number) * (-1 if sign == "-" else 1)
        terms.append((key, amount, chunk))
    if not terms:
        raise GmError(f"no adjustment in {text!r}", EXAMPLE)
    return terms


def apply_adjustment(state: dict[str, Any], player: str, text: str,
                     settings: Any = None) -> tuple[dict[str, Any], str]:
    game = DCState.from_dict(state)
    if player not in game.settlements:
        raise GmError(f"{player!r} has no settlement")
    s = game.settlements[player].copy()
    problems: list[str] = []
    done: list[str] = []
    for key, amount, written in parse(text):
        if key in ("wealth", "vp"):
            before = getattr(s, key)
            after = before + amount
            if after < 0:
                problems.append(f"{written!r}: {player} has {before} {label(key)}; "
                                f"that would leave {after}")
                continue
            setattr(s, key, after)
        elif key.startswith("resource:"):
            name = key.partition(":")[2]
            before = s.resources.get(name, 0)
            after = before + amount
            if after < 0:
                problems.append(f"{written!r}: {player} has {before} {label(key)}; "
                                f"that would leave {after}")
                continue
            s.resources[name] = after
        else:
            colonist = key.partition(":")[2]
            before = s.housing.count(colonist)
            if amount >= 0:
                s.housing.extend([colonist] * amount)
            elif before + amount < 0:
                problems.append(f"{written!r}: {player} has {before} {label(key)} in Temporary "
                                f"Housing; that would leave {before + amount} (move staffed "
                                f"colonists with 'gm edit')")
                continue
            else:
                for _ in range(-amount):
                    s.housing.remove(colonist)
            after = before + amount
            done.append(f"{amount:+d} {label(key)} in Temporary Housing ({before} -> {after})")
            continue
        done.append(f"{amount:+d} {label(key)} ({before} -> {after})")
    if problems:
        raise GmError("adjustment refused, nothing changed:\n  " + "\n  ".join(problems),
                      "nothing may go below 0")
    game.settlements[player] = s
    return game.to_dict(), f"{player}: " + ", ".join(done)
