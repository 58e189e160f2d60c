"""Every figure a player writes, checked against what the rules did (issue 19, item 2).

The reader keeps each figure with its unit (`reader.Figure`: CP, fuel, influence, crew,
artifacts; a change, a total, or fuel spent on the dice) and each material named in a remark
(`reader.Mention`: "(and the mat food)"). After the rules have run the action on a copy of the
state, `check` compares them with the seat before and after and with the outcome's parts:

- a change is right when it is the action's whole change, or one of its parts ("+2 CP" for the
  pod bonus of an action that also scores 3 CP on the track), or when all the player's changes
  of that unit add up to the whole;
- a total is right when it is what the player holds after the action (for influence: the track
  position, on the colony named or on any);
- fuel spent is the fuel on the dice; fuel gained is the fuel the action gives (or the net
  change);
- a wrong figure is an error on its line that names the right value (`bc.claim.<unit>`); a
  material named in a remark that the action neither gives, takes nor spends asks the player to
  confirm (`bc.post.please_confirm`).
"""

from __future__ import annotations

import re
from typing import Any

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.core.kit.patterns import compile_later
from gm_tool.games.beta_colony.actions import Action
from gm_tool.games.beta_colony.rules.common import COLONY_KEYS, active_card, cycle_of, has_power

_CP = compile_later(r"\+(\d+) CP\b")
_FUEL = compile_later(r"\+(\d+) fuel\b")
_INFLUENCE = compile_later(r"^influence .*= (\d+)$")
_CREW = compile_later(r"^(\d+) crew on ")

# "fuel 3", "CP: 12", "fuel now 4": the unit, then the bare figure, alone in its clause
_UNIT_FIRST = compile_later(r"(?i)^\W*(?:fuel|cp|crew|artifacts?|artefacts?)\s*(?:now|is|at|[:=])?\s*\d+\W*$")

_UNIT = {"cp": "CP", "fuel": "fuel", "influence": "influence", "crew": "crew",
         "artifact": "artifact(s)"}


def _snapshot(seat: dict[str, Any]) -> dict[str, Any]:
    return {"cp": seat["cp"], "fuel": seat["fuel"], "crew": seat["crew"],
            "artifacts": seat["artifacts"], "track": dict(seat["track"]),
            "materials": dict(seat["materials"])}


def snapshot(state: dict[str, Any], player: str) -> dict[str, Any]:
    return _snapshot(state["seats"][player])


def check(read, before: dict[str, Any], after: dict[str, Any], action: Action,
          effects: list[str], state: dict[str, Any], player: str = "") -> list[Diagnostic]:
    out: list[Diagnostic] = []
    effects = [e for e in effects if not e.startswith(("moves ", "activates "))]
    parts, gained = _parts_gained(before, after, action, effects, state, player)
    totals = {"cp": after["cp"], "fuel": after["fuel"], "crew": after["crew"],
              "artifact": after["artifacts"], "materials": sum(after["materials"].values())}
    spent = sum(abs(f) for f in action.fuel)
    names = {k: c["name"] for k, c in zip(COLONY_KEYS, state["board"]["colonies"])}
    changes: dict[str, list] = {}
    for f in read.figures:
        if not f.total and not f.spend and not getattr(f, "term", False):
            changes.setdefault(f.kind, []).append(f)
    # "+3 fuel, fuel 3": where the post writes the change with its sign, a bare figure of the
    # same amount and unit is what the player will hold, not the change said twice
    settled = set()
    for f in read.figures:
        signed = [x for x in changes.get(f.kind, ()) if not x.either]
        if f.either and not f.before and f.kind in totals and _UNIT_FIRST.match(f.text) and (
                any(x.amount == f.amount for x in signed) or _held_plus(f, signed, before)):
            settled.add(id(f))
        elif f.either and not f.before and _arrow_unit(f):
            settled.add(id(f))             # "Cuzco +1 → fuel 2": the figure it comes to
    for f in read.figures:
        if getattr(f, "term", False):
            continue                       # "1 + 1 + 1 = 3": the sum is checked
        unit = _UNIT.get(f.kind, f.kind)
        wrong = None
        if getattr(f, "mid", False):
            wrong = _mid_wrong(f, before, effects, spent)
        elif f.before:
            had = {"cp": before["cp"], "fuel": before["fuel"], "crew": before["crew"],
                   "artifact": before["artifacts"],
                   "materials": sum(before["materials"].values())}.get(f.kind)
            if had is not None and f.amount != had and not (
                    f.either and _fits(f, changes, gained, parts)):
                wrong = f"you have {had} {unit} before the action"
        elif f.kind == "material" and f.gain:
            if f.amount != after["materials"][f.material] - before["materials"][f.material]:
                wrong = (f"the action gives {after['materials'][f.material] - before['materials'][f.material]}"
                         f" {f.material}")
        elif f.kind == "material":
            if f.amount != after["materials"][f.material] and not (
                    f.either and f.amount == after["materials"][f.material]
                    - before["materials"][f.material]):
                wrong = f"you will have {after['materials'][f.material]} {f.material}"
        elif f.kind == "goal":
            wrong = _goal_wrong(f, state)
        elif f.spend:
            if f.amount != spent:
                wrong = f"the dice as written spend {spent} fuel"
        elif f.kind == "influence":
            if f.colony:
                key = f.colony
                if f.total:
                    if f.amount != after["track"][key]:
                        wrong = f"your {names[key]} track will be at {after['track'][key]}"
                else:
                    delta = after["track"][key] - before["track"][key]
                    if f.amount != delta and f.amount not in parts["influence"]:
                        wrong = f"the action gives {delta} influence on {names[key]}"
            elif f.total:
                if f.amount not in after["track"].values():
                    wrong = "your tracks will be at " + ", ".join(
                        f"{names[k]} {v}" for k, v in after["track"].items())
            elif not _fits(f, changes, gained, parts):
                wrong = f"the action gives {gained['influence']} influence"
        elif f.total:
            if f.amount != totals[f.kind] and not (f.either and id(f) not in settled and (
                    _fits(f, changes, gained, parts) and not _without_mat(f, changes, parts)
                    or f.kind == "fuel"
                    and f.amount == after["fuel"] - before["fuel"])):
                wrong = f"you will have {totals[f.kind]} {unit}"
                if f.either:
                    wrong = (f"the action gives {gained[f.kind]} {unit}, and you will have "
                             f"{totals[f.kind]}")
        elif f.kind == "fuel":
            net = after["fuel"] - before["fuel"]
            if f.amount not in (gained["fuel"], net) and (
                    _without_mat(f, changes, parts) and not _whole_said(read, f, gained, settled) or (
                    f.amount not in parts["fuel"] and not _fits(f, changes, gained, parts))):
                wrong = f"the action gives {gained['fuel']} fuel" + (
                    f" ({net:+d} after the {spent} spent on the dice)" if spent else "")
        elif not _fits(f, changes, gained, parts):
            got = gained[f.kind]
            wrong = f"the action gives {'+' if f.kind == 'cp' and got > 0 else ''}{got} {unit}"
            if f.kind == "cp" and len(parts["cp"]) > 1:
                wrong += " (" + " + ".join(f"{n}" for n in parts["cp"]) + ")"
        if wrong:
            out.append(Diagnostic(f"bc.claim.{f.kind}", f"{f.text!r}: {wrong}, not {f.amount}",
                                  Severity.ERROR, f.line, None,
                                  "correct the figure, or leave it out (the tool works it out)"))
    out += _wants(read, parts, effects)
    out += _named_pays(read, before, after, parts, effects)
    out += _mentions(read, before, after, action, effects)
    out += _breakdowns(read, effects)
    out += _takes_refused(read, action, effects)
    return out


def _goal_wrong(f, state: dict[str, Any]) -> str | None:
    """"+6 CP for the goal": the card of this cycle prints the CP its goal scores (whether the
    goal is met is only known at the end of the round)."""
    card = active_card(state)
    points = state["board"]["cycle_cards"][card]["points"]
    if f.amount == points:
        return None
    return f"the cycle {cycle_of(state['round'])} goal gives {points} CP"


def _takes_refused(read, action: Action, effects: list[str]) -> list[Diagnostic]:
    """"green 3: water" with 10 materials held: a material the post takes that the limit
    refuses. The post asks for something the rules do not give, so it is refused (a remark
    that says it will not fit, "water won't fit", is the player knowing it)."""
    out = []
    for m in dict.fromkeys(action.take):
        refused = [e for e in effects if e.startswith(f"{m} not taken (")
                   and not e.startswith((f"{m} not taken (mat)", f"{m} not taken (cycle card)"))]
        if not refused or any(x.material == m and _NOT_TAKEN.search(x.text) for x in read.mentions):
            continue
        out.append(Diagnostic("bc.take.limit", f"{m} is not taken: {refused[0].split(': ', 1)[-1]}, "
                              "the most a player may hold", Severity.ERROR, read.line, None,
                              f"leave the {m} out, or spend materials first"))
    return out


# what each addend of an influence said in parts is for, by its words (the first that fits:
# "1 next to the center" is the center's, "1 for Chidi's pink" a group's, "1 from the pod" printed)
_PART_WORDS = (("colony center", compile_later(r"(?i)\bcent(?:er|re)\b|\bcc\b")),
               ("cycle card", compile_later(r"(?i)\bcycle\b|\bcard\b")),
               ("group", compile_later(r"(?i)\b(?:touch\w*|next\s+to|adjacent|adj|neighbou?r\w*|beside|"
                                       r"group|connect\w*|cluster|link\w*)\b|\w['\u2019]s\b|\ws['\u2019](?!\w)")),
               ("printed", compile_later(r"(?i)\b(?:printed|print|pod|base|tile|itself|own)\b")))
_EFFECT_PART = compile_later(r"(\d+) (printed|group|colony center|cycle card)\b")


def _breakdowns(read, effects: list[str]) -> list[Diagnostic]:
    """"3 influence (2 printed + 1 center)" where the pod prints 1 and the group gives 1: the
    total is right, its parts are not; each addend named by its words is checked against the
    rules' parts (an addend the words do not place leaves the breakdown unchecked)."""
    out: list[Diagnostic] = []
    sums = [e for e in effects if _INFLUENCE.match(e)]
    for line, text, addends in getattr(read, "breakdowns", ()):
        labels = [next((name for name, words in _PART_WORDS if words.search(w)), None) for _, w in addends]
        total = sum(n for n, _ in addends)
        effect = [e for e in sums if int(_INFLUENCE.match(e).group(1)) == total]
        if None in labels or len(effect) != 1:
            continue          # a part not placed, or the total wrong (checked as a figure)
        said: dict[str, int] = {}
        for (n, _), label in zip(addends, labels):
            said[label] = said.get(label, 0) + n
        rules = {name: int(n) for n, name in _EFFECT_PART.findall(effect[0])}
        rules = {k: v for k, v in rules.items() if v}
        if said != rules:
            right = effect[0].removeprefix("influence ").rsplit(" = ", 1)[0]
            out.append(Diagnostic("bc.claim.influence", f"{text!r}: the influence is {right}, "
                                  f"not " + " + ".join(f"{v} {k}" for k, v in said.items()),
                                  Severity.ERROR, line, None,
                                  "correct the figure, or leave it out (the tool works it out)"))
    return out


def _parts_gained(before: dict[str, Any], after: dict[str, Any], action: Action,
                  effects: list[str], state: dict[str, Any], player: str
                  ) -> tuple[dict[str, list], dict[str, int]]:
    """What the action gives, unit by unit: its parts (each effect's figure) and the whole."""
    parts = {
        "cp": [int(x) for e in effects for x in _CP.findall(e)],
        "fuel": [int(x) for e in effects for x in _FUEL.findall(e)],
        "influence": [int(m.group(1)) for e in effects if (m := _INFLUENCE.match(e))],
        "crew": [int(m.group(1)) for e in effects if (m := _CREW.match(e))],
        "artifact": [1 for e in effects if e.startswith("+1 artifact")],
    }
    gained = {
        "cp": after["cp"] - before["cp"],
        "fuel": sum(parts["fuel"]),
        "influence": sum(after["track"][k] - before["track"][k] for k in after["track"]),
        "crew": before["crew"] - after["crew"],
        "artifact": len(parts["artifact"]),
        "materials": sum(max(0, after["materials"][m] - before["materials"][m])
                         for m in after["materials"]),
    }
    if action.kind == "move" and action.where in ("ridback", "azophi_nexus") and \
            has_power(state, state["seats"][player], "extra_fuel"):
        # "+1 fuel (Mat C)" is a part of the fuel the location gives; the location's own part
        # ("+3 fuel" at the Ridback) is one only beside the mat's (see _without_mat)
        parts["without_mat"] = [n - 1 for n in parts["fuel"]]
        parts["fuel"] += [1] + parts["without_mat"]
    return parts, gained


def _without_mat(f, changes: dict[str, list], parts: dict[str, list]) -> bool:
    """A lone fuel change that is the location's fuel without the mat's extra one ("green 5
    for +3 fuel" at the Ridback with Mat C, which gives 4): the player forgot the mat, and a GM
    names the right figure; beside the mat's "+1" it is the location's part."""
    others = [x for x in changes.get("fuel", []) if x is not f]
    return f.kind == "fuel" and f.amount in parts.get("without_mat", ()) and f.amount != 1 and \
        not others                    # ("+1 fuel from the mat": the mat's own part)


def _whole_said(read, f, gained: dict[str, int], settled: set[int] = frozenset()) -> bool:
    """"red 4, which gives 2 fuel, and my mat gives one extra, so 3 fuel": beside the
    location's part, the post says the whole fuel the action gives (checked on its own), so
    the part is not the mat forgotten (a figure settled as what the player will hold is not)."""
    return any(x is not f and x.kind == "fuel" and not x.spend and not x.before
               and x.amount == gained["fuel"] and x.line == f.line and id(x) not in settled
               for x in read.figures)


def _arrow_unit(f) -> bool:
    """"→ fuel 2", "-> fuel now 2": an arrow, the unit, then the figure: what the player will
    hold, never the change."""
    return f.kind in ("fuel", "crew", "artifact") and re.search(
        rf"(?i)(?:\u2192|->)\s*(?:fuel|crew|artifacts?)\s*(?:now|is|at|[:=])?\s*{f.amount}\b",
        f.text) is not None


def _held_plus(f, signed: list, before: dict[str, Any]) -> bool:
    """"green 3 -> +2 fuel (fuel 3)" holding 1: a bare figure of the unit that is what the
    player holds plus the signed changes the post writes is the total they work out (checked
    as what they will hold), never the change said again."""
    had = {"artifact": before["artifacts"]}.get(f.kind, before.get(f.kind))
    return bool(signed) and isinstance(had, int) and had > 0 and \
        f.amount == had + sum(x.amount for x in signed)


def _wants(read, parts: dict[str, list], effects: list[str]) -> list[Diagnostic]:
    """A bonus the post counts on ("(fuel bonus!)", a free achievement) that the action does
    not give."""
    out: list[Diagnostic] = []
    for kind, line in dict.fromkeys(getattr(read, "wants", ())):   # (a clause read twice: once)
        if kind.startswith("diecp:"):
            out += _die_cp(kind[6:], effects, line)
            continue
        if kind.startswith("bonus@"):
            # "Thebes 4 → 7, bonus at 6: water": where the track bonus the action reaches stands
            at = int(kind[6:])
            spaces = sorted({int(m.group(1)) for e in effects
                             if (m := re.search(r"track space (\d+)\)$", e))})
            if spaces and at not in spaces:
                out.append(Diagnostic("bc.claim.bonus", f"the post puts a track bonus at {at}: "
                                      "the action reaches its bonus at track space "
                                      + " and ".join(map(str, spaces)), Severity.ERROR, line,
                                      None, "correct the figure, or leave it out"))
            continue
        if "@" in kind:
            # "the 1 CP at 2": where the bonus the action reaches stands on the track
            unit, at = kind.split("@")
            word = {"cp": "CP", "fuel": "fuel", "artifact": "artifact"}[unit]
            spaces = [int(m.group(1)) for e in effects if re.search(rf"^\+\d+ {word}\b", e)
                      and (m := re.search(r"track space (\d+)\)$", e))]
            if spaces and int(at) not in spaces:
                out.append(Diagnostic(f"bc.claim.{unit}", f"the post puts the {_UNIT[unit]} bonus "
                                      f"at {at}: the action reaches it at track space "
                                      + " and ".join(map(str, spaces)), Severity.ERROR, line,
                                      None, "correct the figure, or leave it out"))
            elif not spaces and any(re.search(r"track space (\d+)\)$", e) for e in effects):
                # "Cuzco 3 → 6, picking up the fuel on space 5": the track moves past no
                # bonus of that kind
                out.append(Diagnostic(f"bc.claim.{unit}", f"the post puts a {_UNIT[unit]} bonus "
                                      f"at {at}: the track bonuses this action reaches give no "
                                      f"{_UNIT[unit]}", Severity.ERROR, line, None,
                                      "correct the figure, or leave it out"))
            continue
        if kind == "artifact" and not parts[kind]:
            # "Influence on Cuzco; bonus: artifact": a track bonus named that is not reached
            moved = [e for e in effects if re.fullmatch(r".+ track \d+ -> \d+", e)]
            out.append(Diagnostic("bc.claim.artifact", "the post counts on an artifact: this "
                                  "action gives none" + (f" ({', '.join(moved)})" if moved else ""),
                                  Severity.ERROR, line, None, "correct the remark, or leave it out"))
        if kind in ("fuel", "cp") and not parts[kind]:
            # "Cuzco +1 (fuel bonus!)": a bonus counted on that the action does not give
            out.append(Diagnostic(f"bc.claim.{kind}", f"the post counts on {_UNIT[kind]}: this "
                                  f"action gives no {_UNIT[kind]}", Severity.ERROR, line, None,
                                  "correct the remark, or leave it out"))
        if kind == "crew" and not any(re.search(r"crew on .*track space \d+\)$", e) for e in effects):
            # "Thebes (crew bonus!)": a track's crew bonus counted on that the action does not reach
            out.append(Diagnostic("bc.claim.crew", "the post counts on a crew bonus: this action "
                                  "reaches no track bonus that gives one", Severity.ERROR, line,
                                  None, "correct the remark, or leave it out"))
        if kind == "achievement" and not any("cultural achievement" in e or e.startswith("builds ")
                                             and "Statue" in e or "Building" in e
                                             for e in effects):
            out.append(Diagnostic("bc.bonus.unused", "the post counts on a free cultural "
                                  "achievement: this action reaches no bonus that gives one",
                                  Severity.ERROR, line, None,
                                  "the track bonuses are listed in the game's posts"))
    return out


def _die_cp(colour: str, effects: list[str], line: int) -> list[Diagnostic]:
    """"plus the green CP": the die named must earn CP where it activates."""
    if any(e.startswith("+") and f"({colour} die at " in e for e in effects):
        return []
    earned = [e for e in effects if re.search(r"^\+\d+ CP \(\w+ die at ", e)]
    return [Diagnostic("bc.claim.cp", f"the post counts on CP for the {colour} die: the {colour} "
                       "die earns none (a die earns 1 CP only when it activates the place of its "
                       "own colour)" + (f"; this action gives {', '.join(earned)}" if earned
                                        else "; this action gives 0 CP for a die"),
                       Severity.ERROR, line, None, "correct the remark, or leave it out")]


def _named_pays(read, before: dict[str, Any], after: dict[str, Any], parts: dict[str, list],
                effects: list[str]) -> list[Diagnostic]:
    """What the post says it pays a cultural achievement with, against what is paid."""
    out: list[Diagnostic] = []
    named = list(getattr(read, "named_pays", ()))
    if named:
        # what the post says it pays a cultural achievement with, against what is paid
        spent = {m: before["materials"][m] - after["materials"][m] + _material_gains(m, effects)
                 for m in after["materials"]}
        spent["artifact"] = before["artifacts"] - after["artifacts"] + len(parts["artifact"])
        wrong = [m for m in dict.fromkeys(named) if named.count(m) > spent.get(m, 0)]
        if wrong:
            paid = ", ".join(f"{n} {m}" for m, n in spent.items() if n > 0) or "nothing"
            out.append(Diagnostic("bc.pay.named", f"the post pays with {', '.join(named)}; "
                                  f"what can be paid is {paid}", Severity.ERROR, read.line, None,
                                  "name the payment the rules allow, or leave it out"))
    return out


# "the mat water won't fit", "no room for the mat's water", "can't take the card's food": an
# extra material the player says is not taken
_NOT_TAKEN = re.compile(r"(?i)\b(?:won'?t|will\s+not|wouldn'?t|doesn'?t|does\s+not|can'?t|cannot|"
                        r"no\s+room|not|no|lose|lost|skip|miss|forfeit|wasted?|over\s+the\s+limit|"
                        r"at\s+(?:the\s+)?(?:cap|limit|max))\b")


def _mentions(read, before: dict[str, Any], after: dict[str, Any], action: Action,
              effects: list[str]) -> list[Diagnostic]:
    """The materials named in remarks ("(and the mat food)"): given by the action, or a wrong
    figure, or asked about."""
    out: list[Diagnostic] = []
    for m in {x.material for x in read.mentions}:
        # "(and the mat food)", "+1 water from the mat": the action gives it besides what it
        # takes; more of it than the action gives is a wrong figure
        named = sum(1 for x in read.mentions if x.material == m)
        given = _material_gains(m, effects)
        refused = [x for x in read.mentions if x.material == m and _NOT_TAKEN.search(x.text)]
        if refused and any(e.startswith(f"{m} not taken") for e in effects):
            # "food & palladium. mat palladium doesn't fit": the extra the limit refuses is
            # said to be lost, never a second one wanted beside the one taken
            named -= len(refused)
            if named <= 0:
                continue
        elif refused and len(refused) == named and \
                (extra := next((e for e in effects if re.match(rf"^\+1 {m} \((?:mat|card)", e)), None)):
            # "mat palladium won't fit" where it does: the player thinks it lost; name it
            out.append(Diagnostic("bc.claim.material", f"{refused[0].text!r}: {extra[3 + len(m):].strip(' ()')}"
                                  f"'s {m} is taken: you will hold "
                                  f"{sum(after['materials'].values())} materials",
                                  Severity.ERROR, refused[0].line, None,
                                  "leave the remark out, or say what you meant"))
            continue
        wanted = action.take.count(m) + action.bonus_materials.count(m) + named
        if m in (action.pay_pod, action.pay_space, action.buy_points) or \
                action.pay_pod == f"pair:{m}" or \
                after["materials"][m] < before["materials"][m] + given:
            continue      # named as a payment, or spent
        if given >= wanted or (given and not action.take.count(m) and given >= named):
            continue
        first = next(x for x in read.mentions if x.material == m)
        if not given and any(e.startswith(f"{m} not taken") for e in effects) and \
                _NOT_TAKEN.search(first.text):
            continue      # "the mat water won't fit, I'm at 10": the extra the limit refuses
        if given:
            out.append(Diagnostic("bc.claim.material", f"{first.text!r}: the action gives {given} "
                                  f"{m}, not {wanted}", Severity.ERROR, first.line, None,
                                  "your mat or card gives its extra material only where it says"))
            continue
        m = first
        out.append(Diagnostic("bc.post.please_confirm", f"not accepted — please confirm: "
                              f"{m.text!r} names {m.material}, which this action neither gives, "
                              "takes nor spends", Severity.ERROR, m.line, None,
                              "say what you meant, or leave the remark out"))
    return out


def _material_gains(m: str, effects: list[str]) -> int:
    n = 0
    for e in effects:
        if e.startswith("takes ") and " pod " not in e:
            n += sum(1 for x in e[6:].split(", ") if x.strip() == m)
        elif re.match(rf"^\+1 {m}\b", e) or re.match(rf"^takes 1 {m}\b", e):
            n += 1
    return n


def bonus_unused(action: Action, effects: list[str], line: int | None) -> list[Diagnostic]:
    """Track-bonus materials the post names that no bonus gives ("bonus: 2 materials (steel,
    food)" where the track gives one): the player counted on something wrong."""
    out = []
    crew = sum(1 for e in effects if re.match(r"^\d+ crew on .*\(.*track space \d+\)$", e))
    if len(action.crew_on) > crew:
        # "Cuzco +1 → 6, crew on Cuzco 48": Cuzco 6 gives no crew
        out.append(Diagnostic("bc.bonus.unused", f"the post places {len(action.crew_on)} crew "
                              f"from a track bonus; the track gives {crew} this time",
                              Severity.ERROR, line, None,
                              "name only the choices the track bonuses ask for"))
    if not action.bonus_materials:
        return out
    given = sum(1 for e in effects if re.match(r"^\+1 \w+ \(.*track space \d+\)$", e))
    if len(action.bonus_materials) <= given:
        return out
    return out + [Diagnostic("bc.bonus.unused", f"the post names {len(action.bonus_materials)} bonus "
                       f"material(s) ({', '.join(action.bonus_materials)}); the track gives "
                       f"{given} this time", Severity.ERROR, line, None,
                       "name only the materials the track bonuses give")]


def _fits(f, changes: dict[str, list], gained: dict[str, int], parts: dict[str, list]) -> bool:
    if f.amount == gained[f.kind] or f.amount in parts.get(f.kind, ()):
        return True
    same = changes.get(f.kind, [])
    # the player's changes of that unit add up to the whole: each of them is right (a total
    # is not one of them: "3 fuel +1 = fuel 5" is checked as the total or the change it says)
    return any(x is f for x in same) and len(same) > 1 and sum(x.amount for x in same) == gained[f.kind]


def _mid_wrong(f, before: dict[str, Any], effects: list[str], spent: int) -> str | None:
    """"Fuel 1 → 0 → 2": a figure between what the player had and what they will hold is a
    step on the way: after the fuel paid on the dice, then after each thing the action gives,
    in the rules' order. Right when it is one of those steps; otherwise the steps are named."""
    had = {"artifact": before["artifacts"]}.get(f.kind, before.get(f.kind))
    if not isinstance(had, int):
        return None
    steps = {"fuel": [-spent] + [int(x) for e in effects for x in _FUEL.findall(e)],
             "cp": [int(x) for e in effects for x in _CP.findall(e)],
             "crew": [-int(m.group(1)) for e in effects if (m := _CREW.match(e))],
             "artifact": [1 for e in effects if e.startswith("+1 artifact")]}.get(f.kind, [])
    values = [had]
    for n in steps:
        if n:
            values.append(values[-1] + n)
    if f.amount in (values[1:-1] or values[:1]):
        return None                   # (the first and last are written around it)
    return f"your {_UNIT.get(f.kind, f.kind)} goes " + " → ".join(map(str, values))
