"""Colonization's self-play players (core/game/selfplay.py plays them through the game's turn steps).

- `random`: a legal action drawn by kind with fixed weights (legal.choose): it reaches every
  action and every outcome of the rules;
- `greedy`: a strategy — attack an opponent's colony it stands on, colonize the planet it stands
  on (with its two best coins, marking the colony with the coin that matches the planet when it
  can), restore when three coins are discarded, otherwise roll toward the most valuable free
  planet in reach, drawing planets while the table is small; else what `random` would do.

Each is made by a factory taking the game's `random.Random` (BOTS); a bot's `act(state, step,
player, settings)` gives the action of a turn step on the rules' ColState.
"""

from __future__ import annotations

import random
from typing import Any

from gm_tool.games.colonization.actions import Action, Colonize, Draw, RollMove
from gm_tool.games.colonization.bots.legal import WEIGHTS, choose, hopeless, legal_actions
from gm_tool.games.colonization.rules.pieces import number
from gm_tool.games.colonization.rules.board import can_stop
from gm_tool.games.colonization.state import ColState

__all__ = ["BOTS", "Greedy", "RandomPlayer", "WEIGHTS", "choose", "legal_actions"]


class RandomPlayer:
    """A legal action drawn by kind (legal.WEIGHTS)."""

    def __init__(self, rnd: random.Random):
        self.rnd = rnd

    def act(self, state: ColState, step: Any, player: str, settings: Any) -> Action:
        return choose(state, player, settings, self.rnd)


class Greedy:
    """Takes what is on offer (see the package's docstring)."""

    def __init__(self, rnd: random.Random):
        self.rnd = rnd

    def act(self, state: ColState, step: Any, player: str, settings: Any) -> Action:
        options = legal_actions(state, player, settings, self.rnd)
        seat = state.seats[player]
        if "destroy" in options:
            return options["destroy"][0]
        planet = state.planet(seat.ship)
        if planet is not None and planet.colony is None and seat.stash:
            attempt = self._colonize(state, player, settings)
            if not hopeless(state, player, attempt, settings):
                return attempt
        if "restore" in options and len(seat.discard) >= 3:
            return options["restore"][0]
        on_table = sum(len(s.planets) for s in state.systems)
        if "draw" in options and on_table < 6:
            return Draw()
        roll = self._roll(state, player, settings, options)
        if roll is not None:
            return roll
        return choose(state, player, settings, self.rnd)

    def _colonize(self, state: ColState, player: str, settings: Any) -> Action:
        seat = state.seats[player]
        planet = state.planet(seat.ship)
        stash = sorted(seat.stash, key=number)
        match = [c for c in stash if number(c) == number(planet.value)]
        marker = match[0] if match else stash[0]
        rest = [c for c in stash if c != marker]
        used = tuple(rest[-2:]) if planet.value != "ace" else tuple(
            c for c in rest if c in ("null", "ace"))[:2]
        return Colonize(planet.id, used, marker)

    def _roll(self, state: ColState, player: str, settings: Any,
              options: dict[str, list[Action]]) -> Action | None:
        rolls = options.get("roll")
        if not rolls:
            return None
        # the free planets of this system it can stop on, most valuable first, then the legal
        # roll's own targets (where the roll goes if it reaches none of those)
        ship = state.seats[player].ship
        system = state.system(state.seats[player].system)
        free = [p for p in system.planets if p.colony is None and p.id != ship
                and can_stop(state, player, p.id, settings)]
        free.sort(key=lambda p: number(p.value), reverse=True)
        targets = [p.id for p in free[:2]]
        targets += [t for t in rolls[0].targets if t not in targets]
        return RollMove(tuple(targets))


#: kind -> factory(rnd)
BOTS = {"random": RandomPlayer, "greedy": Greedy}
