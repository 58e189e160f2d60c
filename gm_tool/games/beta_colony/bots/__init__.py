"""Beta Colony's self-play players (core/game/selfplay.py): `greedy` scores every move it can make with
its dice this action and takes the best; `random` takes any legal move. Both fill the choices the
bonuses ask for by trying the move on a copy of the state (rules/act.py's chooser), so every
action they give is complete and legal, and is written and read back as a post."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from gm_tool.games.beta_colony.actions import Action
from gm_tool.games.beta_colony.rules.board import (DICE, MATERIAL_OF, MATERIALS, MOONS, NEIGHBOURS,
                                             row_of)
from gm_tool.games.beta_colony.rules.act import (Ctx, PayCtx, achievement_info,
                                                 available_achievements, find_payment, perform)
from gm_tool.games.beta_colony.rules.common import (COLONY_KEYS, active_bonus, copy_state,
                                                    group_of, has_power, held, space_colour)



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
            low = min(DICE, key=lambda d: (seat["dice"][d], DICE.index(d)))
            if self.greedy:
                if seat["dice"][low] <= 3:
                    return Action("die", dice=(low,))
                return Action("die")
            if rnd.random() >= 0.7:
                return Action("die")
            pick = rnd.choice(DICE)
            if active_bonus(state) == "six" and seat["dice"][pick] == 6:
                return Action("die")      # setting a 6 to 6 changes nothing: a GM would ask
            return Action("die", dice=(pick,))
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
        if not self.greedy:
            return self._random_action(state, player, settings, left)
        candidates = self._candidates(state, player, settings, left)
        candidates.sort(key=_score, reverse=True)     # stable: ties keep their order
        for candidate in candidates[:6]:
            action, simple = self._build(candidate)
            if simple:
                return action
            done = self._complete(state, player, settings, action)
            if done is not None:
                return done
        return Action("dock", dice=(left[0], left[1]))

    def _random_action(self, state, player, settings, left) -> Action:
        """Any move: a way of using two dice drawn at random (or docking, one way among them),
        then one of the things its activation can do; up to six tries, then docking. (What the
        other moves would give is never worked out: the random player has no use for it.)"""
        seat = state["seats"][player]
        black_ccw = has_power(state, seat, "black_ccw")
        ways: list[tuple[Any, ...]] = [("dock",)]
        for m in left:
            for ccw in ((False, True) if m == "black" and black_ccw else (False,)):
                ways += [(m, ccw, a) for a in left if a != m]
        self.rnd.shuffle(ways)
        orbit = state["board"]["orbit"]
        here = orbit.index(seat["ship"])
        room = settings.material_limit - sum(seat["materials"].values())
        pods_cache: dict[Any, Any] = {}
        black_six = has_power(state, seat, "black_six")
        black_any = has_power(state, seat, "black_any_pod")
        tries = 0
        for way in ways:
            if way[0] == "dock":
                break
            m, ccw, a = way
            steps = seat["dice"][m]
            to = orbit[(here - steps) % 7] if ccw else orbit[(here + steps) % 7]
            gain = self._gain(state, player, settings, to, a, room, pods_cache, black_six,
                              black_any)
            self.rnd.shuffle(gain)
            for _, what in gain:
                action, simple = self._build((0, m, 0, ccw, to, a, what))
                if simple:
                    return action
                done = self._complete(state, player, settings, action)
                if done is not None:
                    return done
                tries += 1
                if tries >= 6:
                    return Action("dock", dice=(left[0], left[1]))
        return Action("dock", dice=(left[0], left[1]))

    @staticmethod
    def _build(candidate: tuple) -> tuple[Action, bool]:
        """The action of a candidate (score, move die, fuel on it, ccw, location, activation
        die, what the activation does); whether it asks for no choice."""
        _, m, mf, ccw, to, a, what = candidate
        kind = what[0]
        if kind == "dock":
            return Action("dock", dice=what[1]), True
        if kind == "take":
            return Action("move", dice=(m, a), fuel=(mf, 0), ccw=ccw, where=to, take=what[1]), True
        if kind == "plain":
            return Action("move", dice=(m, a), fuel=(mf, 0), ccw=ccw, where=to), True
        if kind == "ach":
            return Action("move", dice=(m, a), fuel=(mf, 0), ccw=ccw, where=to,
                          achievement=what[1], space=what[2]), False
        row, col, space, simple = what[1:]
        return Action("move", dice=(m, a), fuel=(mf, 0), ccw=ccw, where=to, pod=(row, col),
                      space=space), simple

    def _candidates(self, state, player, settings, left) -> list[tuple]:
        """Every move with the dice left: (score, move die, fuel on it, ccw, location,
        activation die, what the activation does), docking first."""
        seat = state["seats"][player]
        fuel = seat["fuel"]
        materials = seat["materials"]
        out: list[tuple] = [(0.4, None, 0, False, None, None, ("dock", (left[0], left[1])))]
        append = out.append
        room = settings.material_limit - sum(materials.values())
        pods_cache: dict[Any, Any] = {}
        black_six = has_power(state, seat, "black_six")
        black_any = has_power(state, seat, "black_any_pod")
        black_ccw = has_power(state, seat, "black_ccw")
        orbit = state["board"]["orbit"]
        here = orbit.index(seat["ship"])
        dice = seat["dice"]
        # fuel on the move die only for the greedy bot, and only with fuel to spare
        fuel_steps = (0, 1, -1) if self.greedy and fuel >= 2 else (0,)
        #: (location, activation die) -> [(score, what the activation does)]: the same for
        #: every way of getting there
        gains: dict[tuple[str, str], list[tuple[float, tuple]]] = {}
        for m in left:
            for mf in fuel_steps:
                steps = dice[m] + mf
                if steps < 1:
                    continue
                cost = abs(mf) * 0.6
                for ccw in ((False, True) if m == "black" and black_ccw else (False,)):
                    to = orbit[(here - steps) % 7] if ccw else orbit[(here + steps) % 7]
                    for a in left:
                        if a == m:
                            continue
                        gain = gains.get((to, a))
                        if gain is None:
                            gain = gains[(to, a)] = self._gain(state, player, settings, to, a,
                                                               room, pods_cache, black_six,
                                                               black_any)
                        for score, what in gain:
                            append((score - cost, m, mf, ccw, to, a, what))
        return out

    def _gain(self, state, player, settings, to: str, a: str, room: int, pods_cache: dict,
              black_six: bool, black_any: bool) -> list[tuple[float, tuple]]:
        """What activating `to` with die `a` would give: [(score, (kind, extra...))]."""
        seat = state["seats"][player]
        materials = seat["materials"]
        v = seat["dice"][a]
        if to in MOONS:
            kinds, bonus_die = MOONS[to]
            vv = 6 if a == "black" and black_six else v
            n = min(1 if vv <= 4 else 2, max(room, 0))
            if self.greedy:
                low = kinds[0]                   # the one held least (the first of equals)
                for k in kinds[1:]:
                    if materials[k] < materials[low]:
                        low = k
                take = (low,) * n
            else:
                take = tuple(self.rnd.choice(kinds) for _ in range(n))
            return [(n + (1.2 if a == bonus_die else 0), ("take", take))]
        if to == "ridback":
            n = 1 if v <= 2 else 2 if v <= 4 else 3
            return [(n * (0.7 if seat["fuel"] < 4 else 0.3), ("plain",))]
        if to == "azophi_nexus":
            bonus = 1.2 if a == "black" else 0
            out = []
            if "ach" not in pods_cache:
                pods_cache["ach"] = self._achievement(state, player, settings)
            ach = pods_cache["ach"]
            if ach is not None:
                out.append((8 + bonus, ("ach", *ach)))
            take = (min(MATERIALS, key=lambda k: materials[k]),) if room > 0 else ()
            out.append((1.5 + bonus, ("take", take)))
            return out
        if a == "black" and black_any:
            rows = range(4)
        else:
            r = row_of(v)
            rows = (r,) if r is not None else ()
        out = []
        for r in rows:
            best = pods_cache.get(r, False)
            if best is False:
                if "open" not in pods_cache:
                    pods_cache["open"] = [i for i, sp in enumerate(state["spaces"])
                                          if sp["pod"] < 0 and not sp["tile"]]
                best = pods_cache[r] = self._best_pod(state, player, settings, r,
                                                      pods_cache["open"])
            if best is not None:
                score, col, space, simple = best
                out.append((score, ("pod", r, col, space, simple)))
        return out

    def _achievement(self, state, player, settings):
        seat = state["seats"][player]
        if len(seat["achievements"]) >= settings.achievements_per_player:
            return None
        if seat["artifacts"] < 4 and sum(seat["materials"].values()) + seat["artifacts"] < 5:
            return None
        spaces = [sp for sp in range(54) if sp % 18 < 12
                  and state["spaces"][sp]["pod"] < 0 and not state["spaces"][sp]["tile"]]
        if not spaces:
            return None
        ctx = PayCtx(state, seat)
        for key in available_achievements(state):
            info = achievement_info(state, key)
            space = self.rnd.choice(spaces)
            if info["type"] == "statue":
                if seat["artifacts"] < info["cost"] + 1:
                    continue
                if find_payment(ctx, [(space_colour(state, space), "", False)]) is None:
                    continue
                return key, space
            from gm_tool.games.beta_colony.rules.board import COLOUR_OF
            parts = [(COLOUR_OF[m], "", False) for m in info["cost"]]
            parts.append((space_colour(state, space), "", False))
            if find_payment(ctx, parts) is not None:
                return key, space
        return None

    def _best_pod(self, state, player, settings, row: int, open_spaces: list[int] | None = None):
        """(score, column, space, simple) of the pod of `row` the bot likes best on a sample of
        the open spaces, or None; `simple`: no track bonus on the way asks for a choice."""
        seat = state["seats"][player]
        pods = state["board"]["pods"]
        spaces = state["spaces"]
        colonies = state["board"]["colonies"]
        if open_spaces is None:
            open_spaces = [i for i, sp in enumerate(spaces) if sp["pod"] < 0 and not sp["tile"]]
        if not open_spaces:
            return None
        if len(open_spaces) > 7:
            k = self.rnd.randrange(len(open_spaces))
            sample = (open_spaces + open_spaces)[k:k + 7]
        else:
            sample = open_spaces
        materials = seat["materials"]
        spare = seat["artifacts"]
        bonus = active_bonus(state)
        if bonus == "polymer_wild":
            spare += materials["polymer"]
        pair = has_power(state, seat, "pair_any")
        pairs = sum(n // 2 for n in materials.values()) if pair else 0
        # what each sampled space asks for, once for every pod of the row
        sampled = [(space, MATERIAL_OF[colonies[space // 18]["spaces"][space % 18]])
                   for space in sample]
        greedy = self.greedy
        options = []
        for col, pod in enumerate(state["rows"][row]):
            if pod < 0:
                continue
            info = pods[pod]
            colour = info["colour"]
            need_pod = MATERIAL_OF[colour]
            have_pod = materials[need_pod]
            slack = spare + (1 if pairs and have_pod < 1 else 0)
            for space, need_space in sampled:
                if need_pod == need_space:
                    short = max(0, 2 - have_pod)
                else:
                    short = (have_pod < 1) + (materials[need_space] < 1)
                if short > slack:
                    continue
                same = 0
                for n in NEIGHBOURS[space]:
                    q = spaces[n]["pod"]
                    if q >= 0 and pods[q]["colour"] == colour:
                        same += 1
                center = 1 if space % 18 >= 12 else 0
                score = (2.5 + info["influence"] + same + center if greedy
                         else self.rnd.random() + 1)
                options.append((score, col, space, colour, same, info["influence"] + center))
        if not options:
            return None
        options.sort(key=lambda o: -o[0])
        ctx = PayCtx(state, seat)
        for score, col, space, colour, same, base in options[:4]:
            if same:
                size = len(group_of(state, space, colour))
                if size > settings.largest_group:
                    continue
                same = size - 1
            if find_payment(ctx, [(colour, "", pair), (space_colour(state, space), "", False)]) is None:
                continue
            influence = base + same
            colony = colonies[space // 18]
            old = seat["track"][COLONY_KEYS[space // 18]]
            extra = 1 if bonus == "extra_influence" else 0
            new = min(old + influence + extra, colony["track_length"])
            track = colony["track"]
            simple = not any(track.get(str(x), {}).get("bonus") in CHOICE_BONUSES
                             for x in range(old + 1, new + 1))
            return score, col, space, simple
        return None


CHOICE_BONUSES = {"material", "materials", "crew", "pod", "achievement"}


def _score(candidate: tuple) -> float:
    return candidate[0]


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
