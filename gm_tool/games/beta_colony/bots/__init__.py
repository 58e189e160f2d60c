"""Beta Colony's self-play players (core/selfplay.py): `greedy` scores every move it can make with
its dice this action and takes the best; `random` takes any legal move. Both fill the choices the
bonuses ask for by trying the move on a copy of the state (rules/act.py's chooser), so every
action they give is complete and legal, and is written and read back as a post."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from gm_tool.games.beta_colony.actions import Action
from gm_tool.games.beta_colony.board import (DICE, MANUFACTORIES, MATERIAL_OF, MATERIALS, MOONS,
                                             NEIGHBOURS, next_to_center, row_of)
from gm_tool.games.beta_colony.rules.act import (achievement_info, available_achievements,
                                                 destination, find_payment, perform, Ctx)
from gm_tool.games.beta_colony.rules.common import (COLONY_KEYS, active_bonus, copy_state,
                                                    has_power, held, space_colour)

LOCS = ("gan_de", "jyo", "nebra", "manufactory_left", "manufactory_right", "ridback",
        "azophi_nexus")


class Bot:
    kind = "greedy"

    def __init__(self, rnd: random.Random, greedy: bool = True):
        self.rnd = rnd
        self.greedy = greedy

    def secret(self, state, step, player, settings):  # pragma: no cover - no secret steps
        return None

    def act(self, state: dict[str, Any], step, player: str, settings) -> Action:
        phase = state["phase"]
        seat = state["seats"][player]
        rnd = self.rnd
        if phase == "mat":
            return Action("mat", where=rnd.choice(state["mats_left"]))
        if phase == "ship":
            taken = {s["ship"] for p, s in state["seats"].items() if p != player}
            return Action("ship", where=rnd.choice([x for x in state["board"]["orbit"]
                                                    if x not in taken]))
        if phase == "die_bonus":
            bonus = active_bonus(state)
            low = min(DICE, key=lambda d: (seat["dice"][d], DICE.index(d)))
            if self.greedy:
                if seat["dice"][low] <= 3:
                    return Action("die", dice=(low,))
                return Action("die")
            return Action("die", dice=(rnd.choice(DICE),)) if rnd.random() < 0.7 else Action("die")
        if phase == "cycle_bonus":
            if active_bonus(state) == "material":
                if held(seat) >= settings.material_limit:
                    return Action("material")
                return Action("material", take=(self._material(seat, MATERIALS),))
            colony = (min(COLONY_KEYS, key=lambda k: seat["track"][k]) if self.greedy
                      else rnd.choice(COLONY_KEYS))
            return self._complete(state, player, settings,
                                  Action("influence", influence_on=(colony,))) or \
                Action("influence", influence_on=(colony,))
        return self._action(state, player, settings)

    # choices ------------------------------------------------------------------------------
    def _material(self, seat, options) -> str:
        if self.greedy:
            return min(options, key=lambda m: (seat["materials"][m], self.rnd.random()))
        return self.rnd.choice(list(options))

    def chooser(self, state, player):
        seat = state["seats"][player]

        def choose(kind: str, options: list[Any]) -> Any:
            if not options:
                return None
            if kind == "material":
                return self._material(seat, options)
            if kind == "influence":
                return min(options, key=lambda k: seat["track"][k]) if self.greedy \
                    else self.rnd.choice(options)
            return self.rnd.choice(options)
        return choose

    def _complete(self, state, player, settings, action: Action) -> Action | None:
        """The action with every bonus choice filled, tried on a copy (None: not legal)."""
        trial = copy_state(state)
        if action.kind == "influence":
            from gm_tool.games.beta_colony.rules.act import gain_influence
            ctx = Ctx(trial, player, Action("influence"), settings, self.chooser(trial, player))
            gain_influence(ctx, COLONY_KEYS.index(action.influence_on[0]), 1)
            out = ctx.out
        else:
            out = perform(trial, player, action, settings, self.chooser(trial, player))
        if out.errors:
            return None
        made = out.made
        if not any(made.values()):
            return action
        return replace(action, bonus_materials=action.bonus_materials + tuple(made["material"]),
                       crew_on=tuple(made["crew"]), free_pods=tuple(made["pod"]),
                       free_achievements=tuple(made["achievement"]),
                       influence_on=action.influence_on + tuple(made["influence"]))

    # actions ------------------------------------------------------------------------------
    def _action(self, state, player, settings) -> Action:
        seat = state["seats"][player]
        left = [d for d in DICE if d not in seat["used"]]
        candidates = self._candidates(state, player, settings, left)
        if self.greedy:
            candidates.sort(key=lambda c: -c[0])
        else:
            self.rnd.shuffle(candidates)
        for _, action, simple in candidates[:6]:
            if simple:
                return action
            done = self._complete(state, player, settings, action)
            if done is not None:
                return done
        return Action("dock", dice=(left[0], left[1]))

    def _candidates(self, state, player, settings, left) -> list[tuple[float, Action, bool]]:
        seat = state["seats"][player]
        fuel = seat["fuel"]
        out: list[tuple[float, Action, bool]] = [(0.4, Action("dock", dice=(left[0], left[1])), True)]
        room = settings.material_limit - held(seat)
        pods_cache: dict[int, Any] = {}
        ach = None
        for m in left:
            for mf in ((0, 1, -1) if fuel else (0,)):
                steps = seat["dice"][m] + mf
                if steps < 1:
                    continue
                dirs = (False, True) if m == "black" and has_power(state, seat, "black_ccw") else (False,)
                for ccw in dirs:
                    to = destination(state, seat["ship"], steps, ccw)
                    for a in left:
                        if a == m:
                            continue
                        v = seat["dice"][a]
                        cost = abs(mf) * 0.6
                        base = Action("move", dice=(m, a), fuel=(mf, 0), ccw=ccw, where=to)
                        if to in MOONS:
                            kinds, bonus_die = MOONS[to]
                            vv = 6 if a == "black" and has_power(state, seat, "black_six") else v
                            n = min(1 if vv <= 4 else 2, max(room, 0))
                            take = tuple(self._material(seat, kinds) for _ in range(n))
                            score = n * 1.0 + (1.2 if a == bonus_die else 0) - cost
                            out.append((score, replace(base, take=take), True))
                        elif to == "ridback":
                            n = 1 if v <= 2 else 2 if v <= 4 else 3
                            out.append((n * (0.7 if seat["fuel"] < 4 else 0.3) - cost, base, True))
                        elif to == "azophi_nexus":
                            bonus = 1.2 if a == "black" else 0
                            if ach is None:
                                ach = self._achievement(state, player, settings)
                            if ach is not None:
                                out.append((8 + bonus - cost, replace(base, achievement=ach[0],
                                                                      space=ach[1]), False))
                            take = (self._material(seat, MATERIALS),) if room > 0 else ()
                            out.append((1.5 + bonus - cost, replace(base, take=take), True))
                        elif to in MANUFACTORIES:
                            any_value = a == "black" and has_power(state, seat, "black_any_pod")
                            rows = range(4) if any_value else (
                                [row_of(v)] if row_of(v) is not None else [])
                            for r in rows:
                                if r not in pods_cache:
                                    pods_cache[r] = self._best_pod(state, player, settings, r)
                                best = pods_cache[r]
                                if best is not None:
                                    score, col, space = best
                                    out.append((score - cost, replace(base, pod=(r, col),
                                                                      space=space), False))
                            if not rows or all(pods_cache.get(r) is None for r in rows):
                                pass
        return out

    def _achievement(self, state, player, settings):
        seat = state["seats"][player]
        if len(seat["achievements"]) >= settings.achievements_per_player:
            return None
        spaces = [sp for sp in range(54) if not next_to_center(sp)
                  and state["spaces"][sp]["pod"] < 0 and not state["spaces"][sp]["tile"]]
        if not spaces:
            return None
        ctx = Ctx(state, player, Action("move"), settings, None)
        for key in available_achievements(state):
            info = achievement_info(state, key)
            space = self.rnd.choice(spaces)
            if info["type"] == "statue":
                if seat["artifacts"] < info["cost"] + 1:
                    continue
                if find_payment(ctx, [(space_colour(state, space), "", False)]) is None:
                    continue
                return key, space
            from gm_tool.games.beta_colony.board import COLOUR_OF
            parts = [(COLOUR_OF[m], "", False) for m in info["cost"]]
            parts.append((space_colour(state, space), "", False))
            if find_payment(ctx, parts) is not None:
                return key, space
        return None

    def _best_pod(self, state, player, settings, row: int):
        seat = state["seats"][player]
        pods = state["board"]["pods"]
        spaces = state["spaces"]
        open_spaces = [i for i, sp in enumerate(spaces) if sp["pod"] < 0 and not sp["tile"]]
        if not open_spaces:
            return None
        sample = open_spaces if len(open_spaces) <= 14 else self.rnd.sample(open_spaces, 14)
        ctx = Ctx(state, player, Action("move"), settings, None)
        pair = has_power(state, seat, "pair_any")
        best = None
        for col, pod in enumerate(state["rows"][row]):
            if pod < 0:
                continue
            info = pods[pod]
            colour = info["colour"]
            for space in sample:
                same = 0
                for n in NEIGHBOURS[space]:
                    q = spaces[n]["pod"]
                    if q >= 0 and pods[q]["colour"] == colour:
                        same += 1
                if same:
                    from gm_tool.games.beta_colony.rules.common import group_of
                    size = len(group_of(state, space, colour))
                    if size > settings.largest_group:
                        continue
                    same = size - 1
                score = 2.5 + info["influence"] + same + (1 if next_to_center(space) else 0)
                if not self.greedy:
                    score = self.rnd.random()
                if best is not None and score <= best[0]:
                    continue
                if find_payment(ctx, [(colour, "", pair),
                                      (space_colour(state, space), "", False)]) is None:
                    continue
                best = (score, col, space)
        return best


def greedy(rnd: random.Random) -> Bot:
    return Bot(rnd, greedy=True)


def randomly(rnd: random.Random) -> Bot:
    bot = Bot(rnd, greedy=False)
    bot.kind = "random"
    return bot


BOTS = {"greedy": greedy, "random": randomly}


def suggest(state: dict[str, Any], player: str, settings) -> Action | None:
    """What the greedy bot would do (the template's suggested post), the same every time."""
    bot = Bot(random.Random(f"{state['round']}-{player}-{state['action_no']}"), greedy=True)
    try:
        return bot.act(state, None, player, settings)
    except Exception:  # noqa: BLE001 - a template never fails for a suggestion
        return None


__all__ = ["BOTS", "Bot", "MATERIAL_OF", "suggest"]
