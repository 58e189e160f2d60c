"""A turn post in the seed's format, prefilled so that it is a valid post as it stands.

`gm template` gives a player a post that `gm check` accepts unchanged: every decision gets the
choice that asks for nothing optional (the colonist the player is likeliest to get, no build,
no trade, no move, every building that runs unasked), and every figure is what the rules
compute for those orders — through the post checker's own computation, so the two cannot
disagree (a Farm without Food to feed its neighbours, the Production played effect's free
colonist, a Complex's bonus: the rules decide, not a second copy of them). What the player may
change is said first, in `Note:` lines: chatter before the turn, which the reader skips without
a word, so the unchanged post is checked without a single remark.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from gm_tool.games.distant_colony.actions import TurnOrders
from gm_tool.games.distant_colony.rules.catalogue import buildings
from gm_tool.games.distant_colony.posts.figures import ledger_colonists, ledger_values
from gm_tool.games.distant_colony.posts.claims import (
    SUBSECTION_NAMES,
    SUBSECTIONS,
    format_deltas,
)
from gm_tool.games.distant_colony.rules.colonization import colonists_ahead, substitute
from gm_tool.games.distant_colony.rules.record import Ledger
from gm_tool.games.distant_colony.state import DCState
from gm_tool.games.distant_colony.rules.names import COLONIST_NAMES, COLONISTS, PHASES

__all__ = ["likely_take", "template_post"]

#: buildings that run only when the player names them with a choice (docs/reading.md)
_CHOICES = {"market": "sell 1 Food, Basic Goods or Rare Goods",
            "military_hq": "move Soldiers and Officers"}


def likely_take(state: DCState, player: str) -> str | None:
    """The colonist `player` is likeliest to find: each player before takes the best one left
    (what the tool takes for a player who names none); None when none will be left."""
    left = list(state.station.available)
    for _ in colonists_ahead(state, player):
        if not left:
            break
        left.remove(substitute(left))
    return substitute(left) if left else None


def template_post(state: DCState, player: str, settings: Any = None) -> str:
    """A valid turn post for `player` for the revealed phases (all phases if none yet)."""
    from gm_tool.games.distant_colony.posts.checking import computed_record
    from gm_tool.games.distant_colony.settings import DistantColonySettings

    settings = settings if settings is not None else DistantColonySettings()
    if not state.phases:            # before the reveal: a post for every phase
        state = state.copy()
        state.phases = list(PHASES)
    s = state.settlements[player]
    played = (state.played or {}).get(player)
    phases = [p for p in PHASES if p in state.phases]
    orders = TurnOrders(player, take=likely_take(state, player) if "colonization" in phases
                        else None)
    _, record = computed_record(state, orders, settings)
    ledgers = record.ledgers.get(player, {})
    lines: list[str] = []
    notes: list[str] = []

    if "survey" in phases:
        lines.append(f"Survey: {format_deltas(ledger_values(ledgers.get('survey'))) or 'nothing'}")
    if "colonization" in phases:
        lines += _colonization(state, player, orders.take, played, settings, notes)
    if "build" in phases:
        lines.append("Build: none")
        notes.append("Build: write a building instead of none, e.g. Farm with Unskilled from "
                     "Temporary Housing"
                     + (" (two with the Build played effect)" if played == "build" else ""))
    if "production" in phases:
        lines += _production(s, ledgers.get("production"), played, notes)
    if "trade" in phases:
        lines.append("Trade: none")
        notes.append("Trade: write what you buy and sell instead of none, e.g. buy 1 Machine, "
                     "sell 2 Food"
                     + ("; contract 1 Food (Trade played effect)" if played == "trade" else ""))
    if "organization" in phases:
        lines.append("Organization: none")
        notes.append("Organization: write moves instead of none, e.g. Unskilled from Temporary "
                     "Housing to Farm #2")
        others = [p for p, c in (state.played or {}).items() if c == "organization" and p != player]
        if played == "organization" and others:
            notes.append("Organization: you may also take another phase's played effect, e.g. "
                         "also take the Build played effect")
    lines.append("Player Trade: none")
    end = ledgers.get("end")
    if end is not None and end.notes:
        # over storage: the rules discard in their order unless the post says what goes
        notes += [f"End of round as written: {n}; a Discard: line chooses what goes"
                  for n in end.notes]
    net = record.net(player)
    lines.append(f"Net: {format_deltas({**ledger_values(net), **ledger_colonists(net)}) or 'no change'}")
    head = [f"Note: {n}" for n in notes]
    return "\n".join(head + ([""] if head else []) + lines) + "\n"


def _colonization(state: DCState, player: str, take: str | None, played: str | None,
                  settings: Any, notes: list[str]) -> list[str]:
    reserved = state.settlements[player].reserved
    arrives = f"my reserved {COLONIST_NAMES[reserved]} arrives" if reserved else ""
    if take is None:
        # none will be left: taking is compulsory only while one is
        lines = [f"Colonisation: {arrives or 'none'}"]
        notes.append("Colonisation: no Available colonist will be left for you: the players "
                     "before you in turn order take the last ones")
    else:
        lines = [f"Colonisation: {COLONIST_NAMES[take]}" + (f", {arrives}" if arrives else "")]
        available = Counter(state.station.available)
        listed = ", ".join(f"{n} {COLONIST_NAMES[k]}" for k in COLONISTS
                           if (n := available.get(k, 0)))
        notes.append(f"Colonisation: pick one of the Available colonists (now {listed}); the "
                     f"players before you in turn order take theirs first")
    if played == "colonization":
        if settings.reserve_from == "pool":
            source, kinds = "the pool", [k for k, n in state.station.pool.items() if n > 0]
        else:
            source, kinds = "the Available set", list(state.station.available)
        if kinds:
            example = COLONIST_NAMES[substitute(kinds)]
            first = f"{COLONIST_NAMES[take]}; " if take else ""
            notes.append(f"Colonisation: you may reserve one colonist from {source}, e.g. "
                         f"{first}reserve {example}")
    return lines


def _production(s: Any, ledger: Ledger | None, played: str | None, notes: list[str]) -> list[str]:
    lines = ["Production:"]
    groups = ledger.groups if ledger is not None else {}
    for sub in SUBSECTIONS:
        figures = {k: v for k, v in groups.get(sub, {}).items() if v}
        if figures:
            lines.append(f"{SUBSECTION_NAMES[sub]}: {format_deltas(figures)}")
    if ledger is not None:
        # what does not run, and why (the rules' own words): left out of the figures above
        notes += [f"Production as written: {n}" for n in ledger.notes]
    catalogue = buildings()
    for b in s.buildings:
        cat = catalogue.get(b.kind)
        if cat is not None and cat.effect in _CHOICES and b.staff:
            notes.append(f"Production: {cat.name} #{b.id} runs only when named, e.g. "
                         f"{cat.name} #{b.id}: {_CHOICES[cat.effect]}")
    if played == "production":
        notes.append("Production: the played effect feeds one working colonist free (counted "
                     "below)")
    return lines if len(lines) > 1 else []   # nothing produces: no section, nothing to claim


