"""One player's action applied to the state (in place): every rule of moving, docking, the
locations, building pods and cultural achievements, influence and the colony tracks.

`perform(state, player, action, settings, chooser=None) -> Outcome`. Every problem is an error
Diagnostic (with a stable code) in `Outcome.errors`, and the part that breaks a rule is not done;
callers that must not change the state on a bad action run it on `copy_state(state)` first
(`check`). A bonus whose choice the action does not give asks `chooser(kind, options)` when there
is one (the bots and the template fill choices in that way, and `Outcome.made` lists them);
without a chooser a missing choice is an error.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.games.beta_colony.actions import Action
from gm_tool.games.beta_colony.rules.board import (COLONY_SPACES, COLOUR_OF, DICE, LOCATION_NAMES, LOCATIONS,
                                             MANUFACTORIES, MAT_EXTRA, MATERIAL_OF, MATERIALS, NEIGHBOURS,
                                             MOONS, ROWS, next_to_center,
                                             row_of)
from gm_tool.games.beta_colony.rules.common import (COLONY_KEYS, active_bonus, group_of, has_power,
                                                    held, is_open, space_colour, space_name)

Chooser = Callable[[str, list[Any]], Any]
CHOICE_KINDS = ("material", "crew", "pod", "achievement", "influence")


@dataclass
class Outcome:
    errors: list[Diagnostic] = field(default_factory=list)
    warnings: list[Diagnostic] = field(default_factory=list)
    effects: list[str] = field(default_factory=list)
    made: dict[str, list[Any]] = field(default_factory=lambda: {k: [] for k in CHOICE_KINDS})
    #: what the post left to the rules: payments chosen, fuel inferred
    refill: bool = False

    @property
    def ok(self) -> bool:
        return not self.errors


class Ctx:
    __slots__ = ("s", "p", "seat", "a", "settings", "out", "queues", "chooser", "board")

    def __init__(self, state, player, action, settings, chooser):
        self.s = state
        self.p = player
        self.seat = state["seats"][player]
        self.a = action
        self.settings = settings
        self.out = Outcome()
        self.board = state["board"]
        self.queues = {"material": list(action.bonus_materials), "crew": list(action.crew_on),
                       "pod": list(action.free_pods), "achievement": list(action.free_achievements),
                       "influence": list(action.influence_on)}
        self.chooser = chooser

    # reporting ----------------------------------------------------------------------------
    def error(self, code: str, message: str, hint: str | None = None) -> None:
        self.out.errors.append(Diagnostic(code, message, Severity.ERROR, None, None, hint))

    def warn(self, code: str, message: str, hint: str | None = None) -> None:
        self.out.warnings.append(Diagnostic(code, message, Severity.WARNING, None, None, hint))

    def effect(self, text: str) -> None:
        self.out.effects.append(text)

    # choices ------------------------------------------------------------------------------
    def choose(self, kind: str, options: Any, what: str, example: str,
               valid: Callable[[Any], bool] | None = None) -> Any:
        """The next choice of `kind` the action gives (checked with `valid`, or against
        `options`), or the chooser's, or None (an error: the post must say). `options` may be a
        function that lists them (called only when they are needed)."""
        queue = self.queues[kind]
        if queue:
            choice = queue.pop(0)
            if valid is not None:
                ok = valid(choice)
            else:
                listed = options() if callable(options) else options
                ok = not listed or choice in listed or kind == "material"
            if not ok:
                self.error(f"bc.bonus.{kind}_choice", f"{what}: {self._show(kind, choice)} is not "
                                                       "possible", f"e.g. {example}")
                return None
            self.out.made[kind].append(choice)
            return choice
        listed = options() if callable(options) else options
        if not listed:
            return None
        if self.chooser is not None:
            choice = self.chooser(kind, listed)
            if choice is not None:
                self.out.made[kind].append(choice)
            return choice
        self.error(f"bc.bonus.{kind}_missing", f"{what}: the post does not say which",
                   f"add e.g. '{example}'")
        return None

    def _show(self, kind: str, choice: Any) -> str:
        if kind == "crew":
            return f"space {choice}"
        if kind == "pod":
            return f"pod {ROWS[choice[0]]}/{choice[1] + 1} on space {choice[2]}"
        if kind == "achievement":
            return f"{choice[0]} on space {choice[1]}"
        return str(choice)

    # resources ----------------------------------------------------------------------------
    def gain_material(self, material: str, why: str) -> bool:
        if held(self.seat) >= self.settings.material_limit:
            self.effect(f"{material} not taken ({why}): {self.settings.material_limit} "
                        "materials held")
            return False
        self.seat["materials"][material] += 1
        return True

    def gain_fuel(self, n: int) -> None:
        self.seat["fuel"] += n

    def gain_artifact(self, why: str) -> None:
        if self.s["artifacts"] > 0:
            self.s["artifacts"] -= 1
            self.seat["artifacts"] += 1
            self.effect(f"+1 artifact ({why})")
        else:
            self.effect(f"no artifact left in the supply ({why})")

    def gain_cp(self, n: int, why: str) -> None:
        self.seat["cp"] += n
        self.effect(f"+{n} CP ({why})")


# Dice ---------------------------------------------------------------------------------------------

def _die_value(ctx: Ctx, index: int) -> int | None:
    a = ctx.a
    if index >= len(a.dice):
        return None
    colour = a.dice[index]
    if colour not in DICE:
        ctx.error("bc.die.unknown", f"{colour!r} is not a die (black, blue, red, green)")
        return None
    if colour in ctx.seat["used"]:
        ctx.error("bc.die.used", f"your {colour} die is spent this round",
                  f"dice left: {', '.join(d for d in DICE if d not in ctx.seat['used']) or 'none'}")
        return None
    value = ctx.seat["dice"][colour] + a.fuel_of(index)
    if value <= 0:
        ctx.error("bc.fuel.below_one", f"{colour} {ctx.seat['dice'][colour]} with "
                                       f"{a.fuel_of(index):+d} fuel is {value}: a die is never "
                                       "changed to 0 or below")
        return None
    return value


def _spend_dice(ctx: Ctx, n: int) -> list[int] | None:
    a = ctx.a
    if len(a.dice) != n:
        ctx.error("bc.die.count", f"an action uses two dice, not {len(a.dice)}")
        return None
    if len(set(a.dice)) != len(a.dice):
        ctx.error("bc.die.twice", f"the {a.dice[0]} die is named twice: an action uses two "
                                  "different dice")
        return None
    values = [_die_value(ctx, i) for i in range(n)]
    if any(v is None for v in values):
        return None
    fuel = sum(abs(a.fuel_of(i)) for i in range(n))
    if fuel > ctx.seat["fuel"]:
        ctx.error("bc.fuel.not_enough", f"the dice need {fuel} fuel; you have {ctx.seat['fuel']}")
        return None
    ctx.seat["fuel"] -= fuel
    ctx.seat["used"].extend(a.dice)
    return values  # type: ignore[return-value]


# The action ---------------------------------------------------------------------------------------

def perform(state: dict[str, Any], player: str, action: Action, settings: Any,
            chooser: Chooser | None = None) -> Outcome:
    ctx = Ctx(state, player, action, settings, chooser)
    kind = action.kind
    if kind == "move":
        _move(ctx)
    elif kind == "dock":
        values = _spend_dice(ctx, 2)
        if values is not None:
            ctx.gain_fuel(1)
            ctx.effect(f"docks at {LOCATION_NAMES.get(ctx.seat['ship'], ctx.seat['ship'])} with "
                       f"{action.dice[0]} and {action.dice[1]}: +1 fuel")
    elif kind == "pass":
        ctx.effect("passes")
    else:
        ctx.error("bc.action.kind", f"{kind!r} is not an action now",
                  "an action is a move and an activation, or docking for fuel")
    for kind_, queue in ctx.queues.items():
        if queue and ctx.out.ok:
            ctx.warn("bc.bonus.unused", f"{len(queue)} {kind_} choice(s) not used: no bonus asked "
                                        "for them")
    return ctx.out


def destination(state: dict[str, Any], start: str, steps: int, ccw: bool) -> str:
    orbit = state["board"]["orbit"]
    i = orbit.index(start)
    return orbit[(i - steps) % 7] if ccw else orbit[(i + steps) % 7]


def _move(ctx: Ctx) -> None:
    a = ctx.a
    seat = ctx.seat
    values = _spend_dice(ctx, 2)
    if values is None:
        return
    move_value, act_value = values
    move_die, act_die = a.dice
    if a.ccw and not (move_die == "black" and has_power(ctx.s, seat, "black_ccw")):
        ctx.error("bc.move.ccw", "only the mat with that power moves counter-clockwise, and only "
                                 "with the black die")
        return
    start = seat["ship"]
    to = destination(ctx.s, start, move_value, a.ccw)
    if a.where and a.where != to:
        ctx.error("bc.move.wrong_place",
                  f"{move_die} {move_value} {'counter-clockwise ' if a.ccw else ''}from "
                  f"{LOCATION_NAMES[start]} goes to {LOCATION_NAMES[to]}, not "
                  f"{LOCATION_NAMES.get(a.where, a.where)}",
                  _fuel_hint(ctx.s, start, a.where, seat["dice"][move_die]))
        return
    seat["ship"] = to
    fuel_txt = _fuel_text(a.fuel_of(0), move_value)
    ctx.effect(f"moves {move_die} {seat['dice'][move_die]}{fuel_txt} "
               f"{'counter-clockwise ' if a.ccw else ''}from {LOCATION_NAMES[start]} to "
               f"{LOCATION_NAMES[to]}")
    ctx.effect(f"activates {LOCATION_NAMES[to]} with {act_die} {seat['dice'][act_die]}"
               f"{_fuel_text(a.fuel_of(1), act_value)}")
    if to in MOONS:
        _moon(ctx, to, act_die, act_value)
    elif to == "ridback":
        n = 1 if act_value <= 2 else 2 if act_value <= 4 else 3
        if has_power(ctx.s, seat, "extra_fuel"):
            n += 1
        ctx.gain_fuel(n)
        ctx.effect(f"+{n} fuel")
        _no_extra(ctx, "Ridback")
    elif to == "azophi_nexus":
        _nexus(ctx, act_die)
    elif to in MANUFACTORIES:
        _manufactory(ctx, act_die, act_value)


def _fuel_text(fuel: int, value: int) -> str:
    return f" ({fuel:+d} fuel -> {value})" if fuel else ""


def _fuel_hint(state, start: str, where: str, value: int) -> str | None:
    if where not in LOCATIONS:
        return None
    orbit = state["board"]["orbit"]
    steps = (orbit.index(where) - orbit.index(start)) % 7 or 7
    return f"{LOCATION_NAMES[where]} is {steps} step(s) clockwise from {LOCATION_NAMES[start]}"


def _no_extra(ctx: Ctx, where: str) -> None:
    a = ctx.a
    if a.take or a.pod != (-1, -1) or a.achievement or a.nexus:
        ctx.error("bc.activate.extra", f"at {where} there is nothing to choose",
                  "leave out the materials, pod or achievement")


def _moon(ctx: Ctx, moon: str, die: str, value: int) -> None:
    a = ctx.a
    kinds, bonus_die = MOONS[moon]
    if die == "black" and has_power(ctx.s, ctx.seat, "black_six"):
        value = 6
    n = 1 if value <= 4 else 2
    room = ctx.settings.material_limit - held(ctx.seat)
    need = min(n, max(room, 0))
    if a.pod != (-1, -1) or a.achievement or a.nexus:
        ctx.error("bc.activate.extra", f"at {LOCATION_NAMES[moon]} you take materials only")
        return
    bad = [m for m in a.take if m not in kinds]
    if bad:
        ctx.error("bc.moon.material", f"{LOCATION_NAMES[moon]} gives {kinds[0]} and {kinds[1]}, "
                                      f"not {', '.join(bad)}")
        return
    if len(a.take) > n:
        ctx.error("bc.moon.too_many", f"a {value} at {LOCATION_NAMES[moon]} gives {n} "
                                      f"material{'s' if n > 1 else ''}, not {len(a.take)}",
                  "1-4: one material; 5-6: two")
        return
    if len(a.take) < need:
        ctx.error("bc.moon.choose", f"a {value} at {LOCATION_NAMES[moon]} gives {n} material"
                                    f"{'s' if n > 1 else ''}: say which ({kinds[0]} or {kinds[1]})",
                  f"e.g. '{die} {ctx.seat['dice'][die]}: {' and '.join([kinds[1]] * n)}'")
        return
    taken = [m for m in a.take if ctx.gain_material(m, LOCATION_NAMES[moon])]
    if taken:
        ctx.effect(f"takes {', '.join(taken)}")
    if die == bonus_die:
        ctx.gain_cp(1, f"{die} die at {LOCATION_NAMES[moon]}")
    for power, (where, material) in MAT_EXTRA.items():
        if where == moon and has_power(ctx.s, ctx.seat, power):
            if ctx.gain_material(material, "mat"):
                ctx.effect(f"+1 {material} (mat)")
    if moon == "nebra" and active_bonus(ctx.s) == "nebra_polymer":
        if ctx.gain_material("polymer", "cycle card"):
            ctx.effect("+1 polymer (cycle card)")


def _nexus(ctx: Ctx, die: str) -> None:
    a = ctx.a
    if die == "black":
        ctx.gain_cp(1, "black die at the Azophi Nexus")
    how = a.nexus or ("achievement" if a.achievement else "supply")
    if how == "achievement":
        if a.take:
            ctx.error("bc.nexus.both", "at the Azophi Nexus you take a material and a fuel OR "
                                       "build a cultural achievement, not both")
            return
        build_achievement(ctx, a.achievement, a.space, free=False)
        return
    if a.pod != (-1, -1):
        ctx.error("bc.activate.extra", "pods are taken at the Manufactories")
        return
    room = held(ctx.seat) < ctx.settings.material_limit
    if len(a.take) > 1:
        ctx.error("bc.nexus.materials", "the Azophi Nexus gives one material and one fuel")
        return
    if room and not a.take:
        ctx.error("bc.nexus.choose", "the Azophi Nexus gives one material of your choice and one "
                                     "fuel: say which material", "e.g. 'material + fuel: water'")
        return
    if a.take and a.take[0] not in MATERIALS:
        ctx.error("bc.nexus.materials", f"{a.take[0]!r} is not a material")
        return
    if a.take and ctx.gain_material(a.take[0], "Azophi Nexus"):
        ctx.effect(f"takes {a.take[0]}")
    n = 1 + (1 if has_power(ctx.s, ctx.seat, "extra_fuel") else 0)
    ctx.gain_fuel(n)
    ctx.effect(f"+{n} fuel")


# Paying ---------------------------------------------------------------------------------------------

def _pay_options(ctx: Ctx, colour: str, override: str, allow_pair: bool) -> list[dict[str, int]]:
    """The ways to pay one material of `colour` (as dicts of what is spent: material -> n,
    "artifact" -> n), in the order the rules' automatic choice prefers."""
    need = MATERIAL_OF[colour]
    wild = active_bonus(ctx.s) == "polymer_wild"
    if override:
        if override == "artifact":
            return [{"artifact": 1}]
        if override.startswith("pair:"):
            m = override[5:]
            return [{m: 2}] if allow_pair and m in MATERIALS else []
        if override == need or (override == "polymer" and wild):
            return [{override: 1}]
        return []
    options: list[dict[str, int]] = [{need: 1}]
    if wild and need != "polymer":
        options.append({"polymer": 1})
    if allow_pair:
        options += [{m: 2} for m in MATERIALS if m != need]
    options.append({"artifact": 1})
    return options


def _affordable(seat: dict[str, Any], spend: dict[str, int]) -> bool:
    for k, n in spend.items():
        have = seat["artifacts"] if k == "artifact" else seat["materials"][k]
        if have < n:
            return False
    return True


def _combine(*spends: dict[str, int]) -> dict[str, int]:
    out: dict[str, int] = {}
    for s in spends:
        for k, n in s.items():
            out[k] = out.get(k, 0) + n
    return out


def _spend(ctx: Ctx, spend: dict[str, int]) -> None:
    for k, n in spend.items():
        if k == "artifact":
            ctx.seat["artifacts"] -= n
            ctx.s["artifacts"] += n
        else:
            ctx.seat["materials"][k] -= n


def _spend_text(spend: dict[str, int]) -> str:
    return ", ".join(f"{n} {k}{'s' if k == 'artifact' and n > 1 else ''}" for k, n in spend.items())


class PayCtx:
    """What paying needs to know: the state and the paying player's seat (a Ctx has both too)."""

    __slots__ = ("s", "seat")

    def __init__(self, state: dict[str, Any], seat: dict[str, Any]):
        self.s = state
        self.seat = seat


def find_payment(ctx: Ctx | PayCtx, parts: list[tuple[str, str, bool]]) -> dict[str, int] | None:
    """One way to pay every part (colour, override, pair allowed) at once, or None: the first
    in the order of `_pay_options` (each part's own material first)."""
    if not any(o for _, o, _ in parts):
        need: dict[str, int] = {}
        for c, _, _ in parts:
            m = MATERIAL_OF[c]
            need[m] = need.get(m, 0) + 1
        materials = ctx.seat["materials"]
        if all(materials[m] >= n for m, n in need.items()):
            return need   # what the search below finds first, found at once
    options = [_pay_options(ctx, c, o, p) for c, o, p in parts]

    def walk(i: int, acc: dict[str, int]) -> dict[str, int] | None:
        if i == len(options):
            return acc
        for opt in options[i]:
            total = _combine(acc, opt)
            if _affordable(ctx.seat, total):
                found = walk(i + 1, total)
                if found is not None:
                    return found
        return None

    return walk(0, {})


# Building pods --------------------------------------------------------------------------------------

def group_ok(state: dict[str, Any], space: int, colour: str, largest: int) -> bool:
    return len(group_of(state, space, colour)) <= largest


def can_build_pod(state, space: int, colour: str, settings) -> bool:
    return is_open(state, space) and group_ok(state, space, colour, settings.largest_group)


def _manufactory(ctx: Ctx, die: str, value: int) -> None:
    a = ctx.a
    s = ctx.s
    if a.take or a.achievement or a.nexus:
        ctx.error("bc.activate.extra", "at a Manufactory you take a pod and build it")
        return
    any_value = die == "black" and has_power(s, ctx.seat, "black_any_pod")
    if a.pod == (-1, -1):
        options = pod_options(s, ctx.p, value, any_value, ctx.settings)
        if options:
            row, col, space = options[0]
            ctx.error("bc.pod.must_take", "you must take a pod when you are able to",
                      f"e.g. 'take the {s['board']['pods'][s['rows'][row][col]]['colour']} pod "
                      f"from row {ROWS[row]}, build on {space_name(s, space)}'")
        else:
            ctx.effect("no pod can be taken and built: nothing happens")
        return
    row, col = a.pod
    if not (0 <= row < 4 and 0 <= col < len(s["rows"][row])) or s["rows"][row][col] < 0:
        ctx.error("bc.pod.none", f"there is no pod there (row {ROWS[row] if 0 <= row < 4 else row})")
        return
    want = row_of(value)
    if not any_value and want != row:
        ctx.error("bc.pod.row", f"{die} {value} takes from row "
                                f"{ROWS[want] if want is not None else '(none: 7 or more)'}, "
                                f"not row {ROWS[row]}", "spend fuel to change the die's value")
        return
    pod = s["rows"][row][col]
    colour = s["board"]["pods"][pod]["colour"]
    space = a.space
    if not 0 <= space < 54:
        ctx.error("bc.pod.space", "say where the pod is built (a space 0-53)",
                  "e.g. 'build on Thebes 27'")
        return
    if not is_open(s, space):
        ctx.error("bc.space.taken", f"space {space_name(s, space)} is not open")
        return
    if not group_ok(s, space, colour, ctx.settings.largest_group):
        ctx.error("bc.pod.group", f"a {colour} pod on {space_name(s, space)} would make a group of "
                                  f"{len(group_of(s, space, colour))} {colour} pods: at most "
                                  f"{ctx.settings.largest_group}")
        return
    pair = has_power(s, ctx.seat, "pair_any")
    payment = find_payment(ctx, [(colour, a.pay_pod, pair),
                                 (space_colour(s, space), a.pay_space, False)])
    if payment is None:
        ctx.error("bc.pay.cannot", f"you cannot pay for a {colour} pod ({MATERIAL_OF[colour]}) "
                                   f"and the {space_colour(s, space)} space "
                                   f"({MATERIAL_OF[space_colour(s, space)]})")
        return
    _spend(ctx, payment)
    s["rows"][row][col] = -1
    ctx.out.refill = True
    ctx.effect(f"takes the {colour} pod from row {ROWS[row]} and builds it on "
               f"{space_name(s, space)} ({space_colour(s, space)} space), paying "
               f"{_spend_text(payment)}")
    after_pod(ctx, pod, space, bought=True)


def pod_options(state, player: str, value: int, any_value: bool, settings,
                limit: int = 1) -> list[tuple[int, int, int]]:
    """Up to `limit` pods the player can take and build with this value: (row, col, space)."""
    seat = state["seats"][player]
    found: list[tuple[int, int, int]] = []
    rows = range(4) if any_value else ([row_of(value)] if row_of(value) is not None else [])
    ctx = PayCtx(state, seat)
    pair = has_power(state, seat, "pair_any")
    for row in rows:
        for col, pod in enumerate(state["rows"][row]):
            if pod < 0:
                continue
            colour = state["board"]["pods"][pod]["colour"]
            for space in range(54):
                if not can_build_pod(state, space, colour, settings):
                    continue
                if find_payment(ctx, [(colour, "", pair), (space_colour(state, space), "", False)]):
                    found.append((row, col, space))
                    if len(found) >= limit:
                        return found
    return found


def after_pod(ctx: Ctx, pod: int, space: int, bought: bool) -> None:
    """Everything after a pod is paid, in the rules' order: crew; the cycle-3 points; the pod
    bonus; influence and the colony track."""
    s = ctx.s
    info = s["board"]["pods"][pod]
    s["spaces"][space]["pod"] = pod
    n = 0 if info["bonus"] == "no_crew" else 2 if info["bonus"] == "two_crew" else 1
    placed = place_crew(ctx, space, n)
    if placed:
        ctx.effect(f"{placed} crew on {space_name(s, space)}")
    if bought and ctx.a.buy_points and active_bonus(s) == "buy_points":
        what = ctx.a.buy_points
        if what == "artifact" and ctx.seat["artifacts"] > 0:
            _spend(ctx, {"artifact": 1})
            ctx.gain_cp(2, "an artifact spent, cycle card")
        elif what in MATERIALS and ctx.seat["materials"][what] > 0:
            _spend(ctx, {what: 1})
            ctx.gain_cp(2, f"a {what} spent, cycle card")
        else:
            ctx.error("bc.cycle.buy_points", f"you have no {what} to spend for 2 CP")
    elif ctx.a.buy_points and bought:
        ctx.error("bc.cycle.buy_points", "spending a material for 2 CP needs the cycle-3 card "
                                         "that allows it")
    bonus = info["bonus"]
    if bonus == "cp":
        ctx.gain_cp(2, "pod bonus")
    elif bonus == "artifact":
        ctx.gain_artifact("pod bonus")
    elif bonus == "fuel":
        ctx.gain_fuel(2)
        ctx.effect("+2 fuel (pod bonus)")
    group = len(group_of(s, space, info["colour"])) - 1
    center = 1 if next_to_center(space) else 0
    extra = 1 if bought and active_bonus(s) == "extra_influence" else 0
    total = info["influence"] + group + center + extra
    parts = [f"{info['influence']} printed"]
    if group:
        parts.append(f"{group} group")
    if center:
        parts.append("1 colony center")
    if extra:
        parts.append("1 cycle card")
    ctx.effect(f"influence {' + '.join(parts)} = {total}")
    gain_influence(ctx, space // COLONY_SPACES, total)


def place_crew(ctx: Ctx, space: int, n: int) -> int:
    n = min(n, ctx.seat["crew"])
    if n:
        crew = ctx.s["spaces"][space]["crew"]
        crew[ctx.p] = crew.get(ctx.p, 0) + n
        ctx.seat["crew"] -= n
    return n


def gain_influence(ctx: Ctx, colony: int, amount: int) -> None:
    s = ctx.s
    col = s["board"]["colonies"][colony]
    key = COLONY_KEYS[colony]
    old = ctx.seat["track"][key]
    new = min(old + amount, col["track_length"])
    if amount <= 0:
        return
    ctx.seat["track"][key] = new
    ctx.effect(f"{col['name']} track {old} -> {new}" + (" (the end of the track)"
                                                        if old + amount > new else ""))
    for step in range(old + 1, new + 1):
        bonus = col["track"].get(str(step))
        if bonus is not None:
            track_bonus(ctx, bonus, f"{col['name']} track space {step}")


def track_bonus(ctx: Ctx, bonus: dict[str, Any], where: str) -> None:
    s = ctx.s
    kind = bonus["bonus"]
    if kind == "cp":
        ctx.gain_cp(bonus["points"], where)
    elif kind in ("material", "materials"):
        for _ in range(1 if kind == "material" else 2):
            m = ctx.choose("material", list(MATERIALS), f"{where} gives a material of your choice",
                           "bonus: water")
            if m is None:
                return
            if m not in MATERIALS:
                ctx.error("bc.bonus.material_choice", f"{where}: {m!r} is not a material")
                return
            if ctx.gain_material(m, where):
                ctx.effect(f"+1 {m} ({where})")
    elif kind == "artifact":
        ctx.gain_artifact(where)
    elif kind == "fuel":
        ctx.gain_fuel(2)
        ctx.effect(f"+2 fuel ({where})")
    elif kind == "crew":
        if ctx.seat["crew"] <= 0:
            ctx.effect(f"no crew left for {where}")
            return
        target = ctx.choose("crew", lambda: [i for i, sp in enumerate(s["spaces"]) if sp["pod"] >= 0],
                            f"{where} places a crew on any pod", "crew on 27",
                            lambda t: isinstance(t, int) and 0 <= t < 54 and s["spaces"][t]["pod"] >= 0)
        if target is not None and place_crew(ctx, target, 1):
            ctx.effect(f"1 crew on {space_name(s, target)} ({where})")
    elif kind == "pod":
        def valid(choice) -> bool:
            row, col, space = choice
            if not (0 <= row < 4 and 0 <= col < len(s["rows"][row])) or s["rows"][row][col] < 0:
                return False
            colour = s["board"]["pods"][s["rows"][row][col]]["colour"]
            return 0 <= space < 54 and can_build_pod(s, space, colour, ctx.settings)

        choice = ctx.choose("pod", lambda: free_pod_options(s, ctx.settings),
                            f"{where} builds a face-up pod free",
                            "free pod: the blue pod from row 6 on Xi'an 3", valid)
        if choice is None:
            ctx.effect(f"no pod built free ({where})")
            return
        row, col, space = choice
        pod = s["rows"][row][col]
        s["rows"][row][col] = -1
        ctx.out.refill = True
        ctx.effect(f"builds the {s['board']['pods'][pod]['colour']} pod from row {ROWS[row]} "
                   f"free on {space_name(s, space)} ({where})")
        after_pod(ctx, pod, space, bought=False)
    elif kind == "achievement":
        if len(ctx.seat["achievements"]) >= ctx.settings.achievements_per_player:
            ctx.effect(f"no cultural achievement ({where}): "
                       f"{ctx.settings.achievements_per_player} built already")
            return
        def valid_ach(choice) -> bool:
            key, space = choice
            return (key in available_achievements(s) and 0 <= space < 54
                    and not next_to_center(space) and is_open(s, space))

        choice = ctx.choose("achievement", lambda: achievement_options(s, ctx.p, ctx.settings, True),
                            f"{where} builds a cultural achievement free",
                            "free achievement: the statue of the chain on Cuzco 40", valid_ach)
        if choice is None:
            ctx.effect(f"no cultural achievement built ({where})")
            return
        build_achievement(ctx, choice[0], choice[1], free=True)


def free_pod_options(state, settings) -> list[tuple[int, int, int]]:
    """Every (row, column, space) a face-up pod may be built on: an open space where its group
    stays within the largest (`can_build_pod` for each, worked out once for each colour)."""
    out = []
    open_for: dict[str, list[int]] = {}
    for row in range(4):
        for col, pod in enumerate(state["rows"][row]):
            if pod < 0:
                continue
            colour = state["board"]["pods"][pod]["colour"]
            spaces = open_for.get(colour)
            if spaces is None:
                spaces = open_for[colour] = _buildable(state, colour, settings.largest_group)
            out += [(row, col, sp) for sp in spaces]
    return out


def _buildable(state, colour: str, largest: int) -> list[int]:
    """The open spaces where a pod of `colour` would join a group of at most `largest` pods: 1
    and the pods of each same-colour group next to it (the size `group_of` finds)."""
    pods = state["board"]["pods"]
    spaces = state["spaces"]
    group: dict[int, int] = {}                     # space -> its group's number
    sizes: list[int] = []
    for start, sp in enumerate(spaces):
        if start in group or sp["pod"] < 0 or pods[sp["pod"]]["colour"] != colour:
            continue
        number = len(sizes)
        group[start] = number
        stack = [start]
        size = 0
        while stack:
            here = stack.pop()
            size += 1
            for n in NEIGHBOURS[here]:
                q = spaces[n]["pod"]
                if n not in group and q >= 0 and pods[q]["colour"] == colour:
                    group[n] = number
                    stack.append(n)
        sizes.append(size)
    out = []
    for space, sp in enumerate(spaces):
        if sp["pod"] >= 0 or sp["tile"]:
            continue
        joined = {group[n] for n in NEIGHBOURS[space] if n in group}
        if 1 + sum(sizes[g] for g in joined) <= largest:
            out.append(space)
    return out


# Cultural achievements ----------------------------------------------------------------------------------

def available_achievements(state) -> list[str]:
    top = [state["building_top"]] if state["building_top"] else []
    return top + list(state["statues_left"])


def achievement_info(state, key: str) -> dict[str, Any] | None:
    for b in state["board"]["buildings"]:
        if b["key"] == key:
            return {**b, "type": "building"}
    for st in state["board"]["statues"]:
        if st["key"] == key:
            return {**st, "type": "statue"}
    return None


def achievement_spaces(state) -> list[int]:
    return [sp for sp in range(54) if not next_to_center(sp) and is_open(state, sp)]


def achievement_options(state, player, settings, free: bool) -> list[tuple[str, int]]:
    return [(k, sp) for k in available_achievements(state) for sp in achievement_spaces(state)]


def _achievement_cost(ctx: Ctx, info: dict[str, Any], space: int) -> dict[str, int] | None:
    parts: list[tuple[str, str, bool]] = []
    extra: dict[str, int] = {}
    if info["type"] == "statue":
        extra = {"artifact": info["cost"]}
    else:
        parts = [(COLOUR_OF[m], "", False) for m in info["cost"]]
    parts.append((space_colour(ctx.s, space), ctx.a.pay_space, False))
    if extra and not _affordable(ctx.seat, extra):
        return None
    seat_copy = {"materials": ctx.seat["materials"],
                 "artifacts": ctx.seat["artifacts"] - extra.get("artifact", 0)}
    options = [_pay_options(ctx, c, o, p) for c, o, p in parts]

    def walk(i: int, acc: dict[str, int]) -> dict[str, int] | None:
        if i == len(options):
            return acc
        for opt in options[i]:
            total = _combine(acc, opt)
            if _affordable(seat_copy, total):
                found = walk(i + 1, total)
                if found is not None:
                    return found
        return None

    found = walk(0, {})
    return _combine(found, extra) if found is not None else None


def build_achievement(ctx: Ctx, key: str, space: int, free: bool) -> None:
    s = ctx.s
    if len(ctx.seat["achievements"]) >= ctx.settings.achievements_per_player:
        ctx.error("bc.achievement.limit", f"you have built {len(ctx.seat['achievements'])} "
                                          "cultural achievements: at most "
                                          f"{ctx.settings.achievements_per_player}")
        return
    info = achievement_info(s, key) if key else None
    if info is None:
        ctx.error("bc.achievement.unknown", "say which cultural achievement"
                  + (f" ({key!r} is not one)" if key else ""),
                  f"available: {', '.join(available_achievements(s))}")
        return
    if key not in available_achievements(s):
        ctx.error("bc.achievement.unavailable", f"{info['name']} is not available",
                  "only the top building and the statues not yet built are")
        return
    if not 0 <= space < 54:
        ctx.error("bc.achievement.space", "say where its tile is built (a space not next to a "
                                          "colony center)", "e.g. 'on Cuzco 40'")
        return
    if not is_open(s, space):
        ctx.error("bc.space.taken", f"space {space_name(s, space)} is not open")
        return
    if next_to_center(space):
        ctx.error("bc.achievement.center", f"space {space_name(s, space)} is next to the colony "
                                           "center: a cultural achievement tile is never built "
                                           "there")
        return
    payment: dict[str, int] = {}
    if not free:
        found = _achievement_cost(ctx, info, space)
        if found is None:
            what = (f"{info['cost']} artifacts" if info["type"] == "statue"
                    else ", ".join(info["cost"]))
            ctx.error("bc.pay.cannot", f"you cannot pay for {info['name']} ({what}) and the "
                                       f"{space_colour(s, space)} space")
            return
        payment = found
        _spend(ctx, payment)
    if info["type"] == "building":
        s["building_top"] = ""
        ctx.out.refill = True
    else:
        s["statues_left"].remove(key)
    s["spaces"][space]["tile"] = key
    ctx.seat["achievements"].append(key)
    ctx.effect(f"builds {info['name']} on {space_name(s, space)}"
               + (f", paying {_spend_text(payment)}" if payment else " free"))
    if place_crew(ctx, space, 1):
        ctx.effect(f"1 crew on {space_name(s, space)}")
    bonus = info.get("bonus", "") if info["type"] == "building" else ""
    if bonus == "fuel":
        ctx.gain_fuel(1)
        ctx.effect("+1 fuel (building bonus)")
    elif bonus == "crew":
        track_bonus(ctx, {"bonus": "crew"}, "building bonus")
    elif bonus == "influence":
        colony = ctx.choose("influence", list(COLONY_KEYS), "the building gives 1 influence on "
                                                            "any colony track", "influence on Thebes")
        if colony in COLONY_KEYS:
            gain_influence(ctx, COLONY_KEYS.index(colony), 1)


# Setup and cycle-bonus choices -----------------------------------------------------------------------

def choose_mat(state, player: str, key: str) -> list[str]:
    if key not in state["mats_left"]:
        return [f"mat {key!r} is not left (left: {', '.join(state['mats_left'])})"]
    state["mats_left"].remove(key)
    state["seats"][player]["mat"] = key
    return []


def place_ship(state, player: str, where: str) -> list[str]:
    if where not in LOCATIONS:
        return [f"{where!r} is not a location"]
    taken = [s["ship"] for p, s in state["seats"].items() if p != player]
    if where in taken:
        return [f"{LOCATION_NAMES[where]} has a ship already: each player places on a different "
                "location"]
    state["seats"][player]["ship"] = where
    return []


def die_bonus(state, player: str, die: str) -> tuple[list[str], str]:
    bonus = active_bonus(state)
    seat = state["seats"][player]
    if not die:
        return [], "no change"
    if die not in DICE:
        return [f"{die!r} is not a die"], ""
    old = seat["dice"][die]
    if bonus == "six":
        seat["dice"][die] = 6
        return [], f"sets {die} {old} to 6"
    if bonus == "flip":
        seat["dice"][die] = 7 - old
        return [], f"flips {die} {old} to {7 - old}"
    return ["no cycle card changes a die now"], ""
