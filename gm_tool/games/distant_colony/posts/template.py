"""A turn post skeleton in the seed's format, prefilled from the state.

Only what the state alone decides is filled in (Survey wealth, what staffed buildings produce
when they all run, the reserved colonist arriving); the player's decisions are placeholders in
square brackets, which the grammar reports as not understood until they are replaced.
"""

from __future__ import annotations

from typing import Any

from gm_tool.games.distant_colony.catalogue import buildings
from gm_tool.games.distant_colony.posts.claims import (CATEGORY_SUBSECTION, SUBSECTION_NAMES,
                                                       SUBSECTIONS, format_deltas)
from gm_tool.games.distant_colony.state import Building, DCState
from gm_tool.games.distant_colony.vocab import COLONIST_NAMES, PHASES

__all__ = ["template_post", "building_yield"]


def building_yield(b: Building) -> dict[str, int] | None:
    """What one staffed building gives in a Production run where its inputs are there and its
    staff are fed (None: it does not run on its own, or needs a decision)."""
    cat = buildings().get(b.kind)
    if cat is None or not cat.takes_staff or len(b.staff) < max(1, cat.min_staff):
        return None
    deltas: dict[str, int] = {}

    def add(key: str, n: int) -> None:
        deltas[key] = deltas.get(key, 0) + n

    if cat.eats:
        add("food", -len(b.staff))
    full = len(b.staff) >= cat.slots
    if cat.effect in ("produce", "convert"):
        for k, v in cat.consume.items():
            add(k, -v)
        for k, v in cat.output.items():
            add(k, v)
        if full:
            for k, v in cat.bonus_consume.items():
                add(k, -v)
            for k, v in cat.bonus.items():
                add(k, v)
    elif cat.effect == "colony_center":
        best = max(b.staff, key=lambda c: {"unskilled": 0, "skilled": 1, "expert": 2}.get(c, -1))
        if best == "expert":
            add("vp", 1)
        elif best == "skilled":
            add("wealth", 2)
        elif best == "unskilled":
            add("wealth", 1)
    elif cat.effect == "prison":
        add("wealth", int(cat.params.get("wealth_per_criminal", 2)) * b.staff.count("criminal"))
    else:
        return None  # Market, University, conversions, Military HQ: the player decides
    return {k: v for k, v in deltas.items() if v}


def template_post(state: DCState, player: str, settings: Any = None) -> str:
    """A turn post skeleton for `player` for the revealed phases (all phases if none yet)."""
    s = state.settlements[player]
    played = (state.played or {}).get(player)
    phases = [p for p in PHASES if p in (state.phases or [])] or list(PHASES)
    available = sorted(set(state.station.available), key=lambda c: list(COLONIST_NAMES).index(c)
                       if c in COLONIST_NAMES else 99)
    choices = " or ".join(COLONIST_NAMES.get(c, c) for c in available) or "a colonist"
    lines: list[str] = []
    net: dict[str, int] = {}

    def add_net(d: dict[str, int]) -> None:
        for k, v in d.items():
            net[k] = net.get(k, 0) + v

    if "survey" in phases:
        d = {"wealth": 2 if played == "survey" else 1}
        extra = []
        for b in s.buildings:
            if b.kind == "survey_station" and b.staff:
                gain = {"unskilled": "basic_raw", "skilled": "rare_raw", "expert": "vp"}.get(b.staff[0])
                if gain:
                    d["food"] = d.get("food", 0) - 1
                    d[gain] = d.get(gain, 0) + 1
                    extra.append(b.id)
        add_net(d)
        lines.append(f"Survey: {format_deltas(d)}")
    if "colonization" in phases:
        text = f"Colonisation: [{choices}]"
        if s.reserved:
            text += f", reserved {COLONIST_NAMES.get(s.reserved, s.reserved)} arrives"
        if played == "colonization":
            text += f"; reserve [{choices}]"
        lines.append(text)
    if "build" in phases:
        lines.append("Build: [building] ([colonist] from Temporary Housing)")
        if played == "build":
            lines.append("Build: [second building, or none]")
    if "production" in phases:
        lines.append("Production:")
        per_sub: dict[str, dict[str, int]] = {}
        decisions: list[str] = []
        for b in s.buildings:
            cat = buildings().get(b.kind)
            if cat is None:
                continue
            y = building_yield(b)
            sub = CATEGORY_SUBSECTION.get(cat.category, "others")
            if y is not None:
                acc = per_sub.setdefault(sub, {})
                for k, v in y.items():
                    acc[k] = acc.get(k, 0) + v
            elif cat.takes_staff and len(b.staff) >= max(1, cat.min_staff):
                food = -len(b.staff) if cat.eats else 0
                what = {"market": "sell [1 Food / Basic Goods / Rare Goods]",
                        "university": "[lower colonist] -> [higher colonist]",
                        "rehabilitation": "Criminal -> Unskilled",
                        "barracks": f"{COLONIST_NAMES.get(b.staff[0], b.staff[0])} -> Soldier",
                        "officer_school": "[Skilled] -> Officer",
                        "boot_camp": "Criminal -> Soldier",
                        "military_hq": "[moves, or none]"}.get(cat.effect, "[what it does]")
                food_text = f"{food:+d} Food, " if food else ""
                decisions.append(f"{cat.name} #{b.id}: {food_text}{what}")
                if food:
                    add_net({"food": food})
        for sub in SUBSECTIONS:
            if sub in per_sub:
                d = {k: v for k, v in per_sub[sub].items() if v}
                add_net(d)
                lines.append(f"{SUBSECTION_NAMES[sub]}: {format_deltas(d) or 'nothing'}")
        for text in decisions:
            lines.append(text)
        if played == "production":
            lines.append("(Production played: one colonist you activate needs no Food)")
    if "trade" in phases:
        text = "Trade: [buy/sell N Resource (+/- N Wealth), or none]"
        if played == "trade":
            text += "; contract [1 Resource]"
        lines.append(text)
    if "organization" in phases:
        text = "Organization: [Colonist from Place to Place, or none]"
        if played == "organization":
            others = [p for p, c in (state.played or {}).items() if c == "organization" and p != player]
            if others:
                text += "; also take the [Phase] played effect"
        lines.append(text)
    lines.append("Player Trade: none")
    net_text = format_deltas({k: v for k, v in net.items() if v})
    lines.append(f"Net: {net_text + ' ' if net_text else ''}[+ Build, Trade and colonists]")
    return "\n".join(lines) + "\n"
