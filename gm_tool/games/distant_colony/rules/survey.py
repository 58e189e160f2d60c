"""Survey: +1 Wealth for everyone, 2 instead for whoever played it; Survey Stations run here."""

from __future__ import annotations

from gm_tool.games.distant_colony.rules.common import building_label, is_staffed
from gm_tool.games.distant_colony.rules.context import Ctx

# What a Survey Station yields by the colonist on staff [seed]
STATION_YIELD = {"unskilled": "basic_raw", "skilled": "rare_raw", "expert": "vp"}


def survey_phase(ctx: Ctx) -> None:
    for player in ctx.acting:
        s = ctx.state.settlements[player]
        ctx.add(s, "wealth", 2 if ctx.has(player, "survey") else 1)
        orders = ctx.orders.get(player)
        wanted = orders.survey if orders is not None else None
        stations = {b.id: b for b in s.buildings if b.kind == "survey_station"}
        for i, bid in enumerate(wanted or ()):
            if bid not in stations:
                ctx.about = ("survey", i)
                ctx.problem(player, "dc.survey.not_a_station",
                            f"Survey: run building #{bid}: {player} has no Survey Station #{bid}"
                            f" (Survey Stations: {', '.join(f'#{i}' for i in stations) or 'none'})")
        for bid, b in stations.items():
            if wanted is not None and bid not in wanted:
                continue
            explicit = wanted is not None
            ctx.about = ("survey", wanted.index(bid)) if explicit else None
            if not is_staffed(b):
                if explicit:
                    ctx.problem(player, "dc.survey.unstaffed",
                                f"Survey: {building_label(b)} has no staff and cannot run")
                continue
            # The station's colonist eats even though this is not Production [seed].
            if s.resources["food"] < 1:
                if explicit:
                    ctx.problem(player, "dc.survey.unfed",
                                f"Survey: {building_label(b)} needs 1 Food for its staff; "
                                f"{player} has 0 Food")
                else:
                    ctx.note(player, f"{building_label(b)} did not run: no Food")
                continue
            colonist = b.staff[0]
            result = STATION_YIELD.get(colonist)
            if result is None:
                continue
            ctx.add(s, "food", -1)
            if result == "vp":
                ctx.gain_vp(s, 1)
            else:
                ctx.add(s, result, 1)
            ctx.ledger(player).ran.append(bid)
        ctx.about = None
