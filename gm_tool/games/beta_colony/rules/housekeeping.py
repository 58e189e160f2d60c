"""Beta Colony's part of the GM's housekeeping (gm adjust, gm replace, gm drop): rulings on CP,
fuel, artifacts and materials; a renamed seat everywhere the state keys on players (crews,
goals); a dropped seat (rules.flow.drop)."""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel

from gm_tool.core.game.housekeeping import Housekeeping
from gm_tool.core.kit.errors import GmError

_ADJUST = re.compile(r"([+-]\s*\d+)\s*([a-z]+)", re.IGNORECASE)


class BetaColonyHousekeeping(Housekeeping):
    def adjust(self, state: dict[str, Any], player: str, text: str,
               settings: BaseModel) -> tuple[dict[str, Any], str]:
        from gm_tool.games.beta_colony.posts.vocabulary import MATERIALS
        from gm_tool.games.beta_colony.rules import copy_state
        found = self.amounts(_ADJUST, text, "'+2 cp', '-1 fuel', '+1 water +1 artifact'")
        new = copy_state(state)
        seat = new["seats"].get(player)
        if seat is None:
            raise GmError(f"{player!r} has no seat")
        parts = []
        for amount, word in found:
            n = int(amount.replace(" ", ""))
            w = word.lower()
            if w in ("cp", "points", "point", "vp"):
                seat["cp"] += n
                key = "CP"
            elif w in ("fuel", "fuels"):
                seat["fuel"] += n
                key = "fuel"
            elif w in ("artifact", "artifacts"):
                if n > new["artifacts"]:
                    raise GmError(f"only {new['artifacts']} artifacts are left in the supply")
                seat["artifacts"] += n
                new["artifacts"] -= n
                key = "artifacts"
            elif w in MATERIALS:
                key = MATERIALS[w]
                seat["materials"][key] += n
                if sum(seat["materials"].values()) > settings.material_limit:
                    raise GmError(f"{player} would hold more than {settings.material_limit} "
                                  "materials", "take some away first")
            else:
                raise GmError(f"{word!r} is not something to adjust",
                              "cp, fuel, artifacts or a material (water, steel, ...)")
            parts.append(f"{n:+d} {key}")
        for key in ("cp", "fuel", "artifacts"):
            if seat[key] < 0:
                raise GmError(f"{player} would have {seat[key]} {key}")
        if any(v < 0 for v in seat["materials"].values()):
            raise GmError(f"{player} would have fewer than 0 of a material")
        return new, f"{player}: {', '.join(parts)}"

    def rename_player(self, state: dict[str, Any], old: str, new: str) -> dict[str, Any]:
        from gm_tool.games.beta_colony.rules import copy_state
        s = copy_state(state)
        swap = lambda p: new if p == old else p
        for key in ("players", "turn_order", "to_act", "dropped", "winners"):
            s[key] = [swap(p) for p in s[key]]
        s["start_player"] = swap(s["start_player"])
        s["seats"] = {swap(p): v for p, v in s["seats"].items()}
        for sp in s["spaces"]:
            sp["crew"] = {swap(p): n for p, n in sp["crew"].items()}
        s["final"] = [{**f, "player": swap(f["player"])} for f in s["final"]]
        s["goals"] = [{(("p:" + swap(k[2:])) if k.startswith("p:") else k): v
                       for k, v in g.items()} for g in s["goals"]]
        return s

    def drop_player(self, state: dict[str, Any], player: str, settings: BaseModel) -> dict[str, Any]:
        from gm_tool.games.beta_colony.rules.flow import drop
        if player not in state["seats"]:
            raise GmError(f"{player!r} has no seat")
        return drop(state, player, settings)
