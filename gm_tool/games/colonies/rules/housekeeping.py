"""Colonies' part of the GM's housekeeping (gm adjust, gm replace, gm drop): rulings on
credits, colonists, resources and technology levels; a renamed seat in every table that keys
on players; a dropped seat (rules.drop)."""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel

from gm_tool.core.game.housekeeping import Housekeeping
from gm_tool.core.kit.errors import GmError
from gm_tool.games.colonies import rules
from gm_tool.games.colonies.rules.board import board_of

_ADJUST = re.compile(r"([+-]\s*\d+)\s*([a-z\u20ac]+(?:\s+(?:goods|ships))?)", re.IGNORECASE)


class ColoniesHousekeeping(Housekeeping):
    def adjust(self, state: dict[str, Any], player: str, text: str,
               settings: BaseModel) -> tuple[dict[str, Any], str]:
        """A ruling: "+5 credits", "-2 red", "+3 colonists", "+1 military" (a technology level),
        several at once ("+2 blue -1 red")."""
        from gm_tool.games.colonies.posts.phrases import COLOURS
        from gm_tool.games.colonies.posts.phrases import TECHS as TECH_WORDS

        found = self.amounts(_ADJUST, text, "'+5 credits', '-2 red', '+3 colonists', '+1 military'")
        new = rules.copy_state(state)
        done = []
        for amount, word in found:
            n = int(amount.replace(" ", ""))
            key = word.lower()
            if key in ("credits", "credit", "€", "eur", "euro", "euros", "c", "cr"):
                if not isinstance(new["credits"][player], int):
                    raise GmError("the credits are hidden in this copy", "adjust the GM's campaign")
                if new["credits"][player] + n < 0:
                    raise GmError(f"{player} would have {new['credits'][player] + n} credits")
                new["credits"][player] += n
                new["bank"]["credits"] += n
                done.append(f"{n:+d} €")
            elif key in ("colonist", "colonists"):
                if new["colonists"][player] + n < 0:
                    raise GmError(f"{player} has {new['colonists'][player]} colonists")
                new["colonists"][player] += n
                new["bank"]["colonists"] += n
                done.append(f"{n:+d} colonists")
            elif COLOURS.get(key):
                colour = COLOURS.get(key)
                if new["stock"][player][colour] + n < 0:
                    raise GmError(f"{player} has {new['stock'][player][colour]} {colour}")
                new["stock"][player][colour] += n
                new["bank"]["resources"][colour] += n
                done.append(f"{n:+d} {colour}")
            elif TECH_WORDS.get(key):
                tech = TECH_WORDS.get(key)
                level = new["tech"][player][tech] + n
                if not 1 <= level <= board_of(new).max_level:
                    raise GmError(f"{tech.capitalize()} would be {level}: levels run from 1 to "
                                  f"{board_of(new).max_level}")
                new["tech"][player][tech] = level
                done.append(f"{tech.capitalize()} {n:+d} (now {level})")
            else:
                raise GmError(f"cannot adjust {word!r}",
                              "credits, colonists, a colour or a technology")
        # the description goes to the public log: credits adjusted are said, not the total
        return new, f"{player}: {', '.join(done)}"

    def rename_player(self, state: dict[str, Any], old: str, new: str) -> dict[str, Any]:
        out = rules.copy_state(state)

        def name(value: Any) -> Any:
            return new if value == old else value

        for key in ("planets", "stock", "colonists", "credits", "tech", "hands", "picked",
                    "pending", "restrictions", "lost_actions", "taken", "upkeep_orders"):
            out[key] = {name(k): v for k, v in out[key].items()}
        for key in ("players", "dropped", "to_act", "winners"):
            out[key] = [name(p) for p in out[key]]
        out["first_player"] = name(out["first_player"])
        vote = out.get("vote") or {}
        if vote:
            vote["votes"] = {name(k): v for k, v in vote.get("votes", {}).items()}
            vote["asked"] = {name(k): v for k, v in vote.get("asked", {}).items()}
            for key in ("winners", "fewest"):
                vote[key] = [name(p) for p in vote.get(key, [])]
            vote["decided_by"] = name(vote.get("decided_by", ""))
        out["final"] = [{**line, "player": name(line["player"])} for line in out["final"]]
        return out

    def drop_player(self, state: dict[str, Any], player: str, settings: BaseModel) -> dict[str, Any]:
        return rules.drop(state, player, settings)
