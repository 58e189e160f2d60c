"""The action of an action step: which die moves and which activates, the fuel written and
needed, where the ship goes, what the location gives, the pod and the space, the payments.
A mixin of `reader.Reader`."""

from __future__ import annotations

import re
from typing import Any
from gm_tool.core.kit.patterns import compile_later
from gm_tool.games.beta_colony.actions import Action
from gm_tool.games.beta_colony.rules.board import (COLONY_SPACES, DICE, LOCATION_NAMES, MANUFACTORIES,
    MATERIAL_OF, MOONS, ROW_VALUES, ROWS, row_of)
from gm_tool.games.beta_colony.rules.common import COLONY_KEYS, active_bonus, has_power
from dataclasses import dataclass, field, replace
from gm_tool.games.beta_colony.posts.parts import Clause, DieRef, Figure, Mention
from gm_tool.games.beta_colony.posts.patterns import (E, I, PLACE_GO, PLACE_TALK, merge,
    merge_into, pod_described, quote)

# "I'm on Jyo", "currently at Nebra", "my ship is sitting on Gan De": where the ship stands now
_SHIP_NOW = compile_later(r"(?i)\b(?:i'?m|i\s+am|im|we'?re|ship'?s|ship\s+is|currently|still|sitting|sat|"
                          r"parked|standing)\s+(?:(?:currently|still|now|sitting|parked|right)\s+)?(?:on|at|in)\b")


# "plus the green CP", "+ the CP for blue", "and black's CP": the CP a die earns where it
# activates, counted on without a figure (checked: that die must earn it)
_DIE_CP = compile_later(
    r"(?i)(?:\+|\b(?:plus|and|with|get|gets|getting|got|grab|grabbing|collect|collecting|earn|earning|"
    r"gain|gaining|take|taking)\b)\s*(?:(?:the|a|my|one|an\s+extra|its)\s+)?(?:(?P<a>black|blue|red|green)"
    r"(?:'s)?[\s-]+(?:die[\s-]+)?cp\b(?!\s+(?:pod|tile|space))|cp\s+(?:for|from|with)\s+(?:the\s+|my\s+)?"
    r"(?P<b>black|blue|red|green)\b(?!\s+(?:pod|space)))")


_NEIGHBOURS = frozenset({"joins", "join", "joining", "next", "adjacent", "beside", "touching",
                         "connects", "connecting", "neighbour", "neighbor", "neighbours",
                         "neighbors", "group", "pods"})


class _Refused(Exception):
    """The action cannot be read; why is already a diagnostic."""


@dataclass
class _Plan:
    """What the steps of reading a move action share: the clauses, the dice, and what each
    step settles for the next."""
    clauses: list[Clause]
    orders: list[Clause]
    main: list[Clause]
    parts: dict[str, Any]
    move: DieRef | None = None
    activate: DieRef | None = None
    location: str = ""
    ccw: bool = False
    move_fuel: int | None = None
    act_fuel: int | None = None
    take: list[str] = field(default_factory=list)
    pays: list[tuple[str, str]] = field(default_factory=list)
    achievement: str = ""
    spaces: list[int] = field(default_factory=list)
    pod: tuple[int, int] = (-1, -1)
    space: int = -1
    pod_clause: Clause | None = None

    @property
    def line(self) -> int:
        """The line of the first order: where a problem with the whole action is told."""
        return self.orders[0].line


class Orders:
    """The action of an action step: dice, fuel, location, pod, space, payments."""

    # the action ---------------------------------------------------------------------------
    def _two_actions(self, clauses: list[Clause], dice: list[DieRef]) -> bool:
        """The dice of two actions (two docks, a dock and a move, four dice): refused, naming
        both. True when it was so."""
        docks = [c for c in clauses if "dock" in c.flags and not c.remark]
        groups: list[tuple[int, list[str]]] = []
        for line in dict.fromkeys(c.line for c in clauses if not c.remark):
            colours = list(dict.fromkeys(d.colour for c in clauses if c.line == line
                                         and not c.remark for d in c.dice))
            if colours:
                groups.append((line, colours))
        if len(dice) <= 2 and len(docks) <= 1:
            return False
        if len(dice) >= 4 or len(docks) >= 2 or (docks and len(dice) > 2):
            shown = "; ".join(f"line {line}: {' and '.join(cs)}" for line, cs in groups)
            self.add("bc.post.two_actions", f"the post holds more than one action ({shown}); "
                     "this step is one action", clauses[0].line,
                     hint="post one action now and the other at your next action")
            return True
        return False

    def _action(self, clauses: list[Clause]) -> Action | None:
        """The action the clauses order, or None when it cannot be read (each reason is a
        diagnostic)."""
        try:
            return self._read_action(clauses)
        except _Refused:
            return None

    def _read_action(self, clauses: list[Clause]) -> Action:
        orders, dice = self._action_dice(clauses)
        self._bonus_kinds_claimed(clauses)
        self._die_cp_claimed(clauses)
        if any("dock" in c.flags for c in orders):
            return self._dock(orders, dice)
        parts = self._bonus_parts(clauses)
        main = [c for c in orders if c.index not in parts["used"]]
        if len(dice) != 2:
            if len(dice) == 1 and self._die_by_value_asked(orders, dice):
                raise _Refused
            named = " and ".join(f"{d.colour}" for d in dice) if dice else "none"
            self.add("bc.post.dice", f"an action uses two dice (one to move, one to activate); "
                                     f"the post names {len(dice)} ({named})", orders[0].line,
                     hint="e.g. 'black 6 to Nebra, blue 1: water'")
            raise _Refused
        p = _Plan(clauses, orders, main, parts)
        p.move, p.activate = self._move_and_activate(dice, main)
        self._destination_named(p)
        self._move_fuel(p)
        self._taken_and_paid(p)
        self._spaces_named(p)
        self._pod_at_manufactory(p)
        self._activate_fuel(p)
        self._space_built_on(p)
        return self._move_action(p)

    def _die_by_value_asked(self, orders: list[Clause], dice: list[DieRef]) -> bool:
        """"the 4 w/ 1 fuel → 3 to the Nexus, black 3: ..." with blue and red both at 4: a die
        named by the value it shows, that two dice left show; the GM asks which (True when
        asked)."""
        named = {d.colour for d in dice}
        if any(d.code == "bc.post.die_which" for d in self.diags):
            return True                   # (asked already, where the die was read)
        for c in orders[:6]:
            for m in re.finditer(r"(?i)\b(?:the|my|that|this)\s+([1-6])\b(?!\s*(?:fuel|cp|crew|"
                                 r"influence|water|food|steel|polymer|organics|palladium|step|space))",
                                 c.text[:500]):
                value = int(m.group(1))
                showing = [d for d in self.seat["dice"] if self.seat["dice"][d] == value
                           and d not in named]
                if len(showing) > 1:
                    self.add("bc.post.die", f"not accepted — please confirm: which die shows the "
                             f"{value} you mean: " + " or ".join(f"{d} {value}" for d in showing)
                             + "?", c.line, hint=f"name the die, e.g. '{showing[0]} {value}'")
                    return True
        return False

    def _action_dice(self, clauses: list[Clause]) -> tuple[list[Clause], list[DieRef]]:
        """The clauses that order (not remarks) and the action's dice, the two left added
        when the post names fewer."""
        orders = [c for c in clauses if not c.remark]
        if any("pass" in c.flags and not c.dice for c in orders) and not any(c.dice for c in orders):
            self.add("bc.post.pass", "an action uses two dice: move and activate, or dock for "
                                     "one fuel", orders[0].line,
                     hint="e.g. 'dock for fuel with blue and green'")
            raise _Refused
        if sum(len(c.dice) for c in orders) < 2:
            # "Dock for fuel (black + blue)": the dice in brackets are the order's
            for c in clauses:
                if c.remark and c.dice:
                    c.remark = False
            orders = [c for c in clauses if not c.remark]
        dice = merge([d for c in orders for d in c.dice], self)
        known = {d.colour for d in dice}
        for c in clauses:
            if c.remark:
                # a die named in a remark is one of the action's, or chatter about it
                for d in c.dice:
                    if d.colour in known:
                        merge_into(next(x for x in dice if x.colour == d.colour), d, self)
        if len(dice) > 2 and not any("dock" in c.flags for c in orders):
            # a die named without a value beside two with theirs is talk about it, not a die of
            # this action (the ledger asks about it); beside a dock ("Dock with blue + green
            # for a fuel, and black 6 → Gan De w/ red 6"), the dice of a second action
            valued = [d for d in dice if d.value is not None or d.fuel is not None
                      or d.target is not None]
            if len(valued) == 2:
                dice = valued
        for d in dice:
            self._check_value(d)
        if self._two_actions(orders, dice):
            raise _Refused
        for c in clauses:
            if c.dice:
                c.used = True
        left = [d for d in DICE if d not in self.seat["used"]]
        docking = any("dock" in c.flags for c in orders)
        if (len(dice) == 1 or docking and not dice) and len(left) == 2 and \
                all(d.colour in left for d in dice):
            # "just dock", "to Jyo with blue (and the other one)": the two dice left are the two
            missing = [c for c in left if c not in {d.colour for d in dice}]
            line = orders[0].line
            for colour in missing:
                ref = DieRef(colour, line=line, clause=-1)
                if dice and (dice[0].activate or dice[0].colon):
                    ref.moves_to = True
                dice.append(ref)
            self.add("bc.post.dice_left", "read with the dice you have left: "
                     + " and ".join(missing), line, I)
            self.implied = missing
        return orders, dice

    def _dock(self, orders: list[Clause], dice: list[DieRef]) -> Action:
        """Docking for fuel with two dice, as they are."""
        if len(dice) != 2:
            self.add("bc.post.dock", f"docking for fuel spends two dice; the post names "
                                     f"{len(dice)}", orders[0].line,
                     hint="e.g. 'dock for fuel with blue and green'")
            raise _Refused
        for c in orders:
            if "dock" in c.flags:
                c.used = True
        last = dice[-1]
        if last.fuel and last.fuel > 0 and not last.unsigned and not dice[0].fuel and \
                not dice[0].target:
            # "dock red+green (+1 fuel → 4)": after the last die, the fuel the dock gives
            # and what the player will hold (both checked), not fuel on the die
            self.figures.append(Figure("fuel", last.fuel, last.line, f"+{last.fuel} fuel"))
            if last.target is not None:
                self.figures.append(Figure("fuel", last.target, last.line,
                                           f"+{last.fuel} fuel -> {last.target}", total=True))
            dice = [dice[0], replace(last, fuel=None, target=None)]
        for d in dice:
            if d.fuel or d.target:
                self.add("bc.post.dock", "docking spends the dice as they are: no fuel",
                         d.line)
                raise _Refused
        return Action("dock", dice=(dice[0].colour, dice[1].colour))

    def _move_and_activate(self, dice: list[DieRef], main: list[Clause]) -> tuple[DieRef, DieRef]:
        """Which of the two dice moves the ship and which activates, as the post says it."""
        move, activate = dice
        if self.implied and not (dice[0].moves_to or dice[0].activate or dice[0].colon
                                 or dice[0].move):
            # the die left out: the one that moves is the one that needs the least fuel there
            where = next((c.location for c in main if c.location in LOCATION_NAMES), "")
            if where:
                ccw_ = any(c.ccw for c in main)
                cost = lambda d: abs(self._move_fuel_needed(d, where, ccw_))
                if cost(dice[1]) < cost(dice[0]):
                    dice = [dice[1], dice[0]]
                    move, activate = dice
        if dice[1].moves_to and not dice[0].moves_to:
            move, activate = dice[1], dice[0]
        elif dice[0].moves_to and not dice[1].moves_to:
            pass
        elif dice[0].activate and not dice[1].activate:
            move, activate = dice[1], dice[0]
        elif dice[1].move and not dice[0].move:
            move, activate = dice[1], dice[0]
        elif dice[0].colon and not dice[1].colon:
            move, activate = dice[1], dice[0]
        return move, activate

    def _where_now_said(self, main: list) -> None:
        """"Okay so I'm on Jyo right now.", "currently at Nebra", "my ship's at Gan De": where
        the ship stands before the move (the place it does stand) is said as a fact, not a
        second destination."""
        here = self.state["seats"][self.player].get("ship")
        for c in main:
            if c.location and c.location == here and not c.dice and _SHIP_NOW.search(c.text) \
                    and any(x.location and x.location != here and x.dice for x in main):
                self.add("bc.post.chatter", f"read as where the ship stands now: "
                         f"{quote(c.text)!r}", c.line, I)
                c.location = ""
            elif c.location and here and c.location != here and not c.dice and \
                    _SHIP_NOW.search(c.text) and not PLACE_GO.search(c.text) and \
                    any(x.location and x.location != c.location and x.dice for x in main):
                # "I'm on Nebra right now" when the ship is on Jyo: the GM says where it is
                self.add("bc.post.ship_now", f"{quote(c.text)!r}: your ship is on "
                         f"{LOCATION_NAMES.get(here, here)}, not "
                         f"{LOCATION_NAMES.get(c.location, c.location)}", c.line,
                         hint="check where your ship stands, and post the move from there")
                raise _Refused

    def _destination_named(self, p: _Plan) -> None:
        """The one location the post names (talk about another place set aside), and the
        direction it says."""
        main = p.main
        locations = list(dict.fromkeys(c.location for c in main if c.location))
        if len(locations) > 1:
            for c in main:
                if c.location and not c.dice and PLACE_TALK.search(c.text) and \
                        not PLACE_GO.search(c.text) and not (c.materials or c.figures) and \
                        any(x.location and x.location != c.location and x.dice for x in main):
                    # "Gan De is crowded, I'll leave it to you": a remark about a place, not
                    # where the ship goes
                    self.add("bc.post.chatter", f"read as talk about a place, not the "
                             f"destination: {quote(c.text)!r}", c.line, I)
                    c.location = ""
            self._where_now_said(main)
            locations = list(dict.fromkeys(c.location for c in main if c.location))
        if len(locations) > 1 and not ("manufactory" in locations and len(locations) == 2
                                       and any(x in MANUFACTORIES for x in locations)):
            self.add("bc.post.locations", "the post names more than one destination: "
                     + " and ".join(LOCATION_NAMES.get(x, x) for x in locations), p.line,
                     hint="name the one location the ship moves to")
            raise _Refused
        p.location = next((x for x in locations if x != "manufactory"),
                          locations[0] if locations else "")
        p.ccw = any(c.ccw for c in main) or any(c.ccw and c.remark for c in p.clauses)

    def _move_fuel(self, p: _Plan) -> None:
        """The fuel spent on the moving die (written, or the one way to reach the place), the
        direction and the location it settles, and the location reached when none is named."""
        seat = self.seat
        move, activate = p.move, p.activate
        p.move_fuel = move_fuel = self._fuel(move)
        p.act_fuel = self._fuel(activate)
        if not p.ccw and move.colour == "black" and p.location and p.location != "manufactory" and \
                has_power(self.state, seat, "black_ccw") and not move.unsigned:
            steps = seat["dice"]["black"] + (move_fuel or 0)
            if not self._reaches(steps, p.location, False) and self._reaches(steps, p.location, True):
                # "Black 1 over to Jyo" with the mat that moves the black die counter-clockwise:
                # the destination the player names settles the direction
                p.ccw = True
                self.add("bc.post.ccw", f"read as counter-clockwise (your mat's power): black "
                         f"{steps} reaches {LOCATION_NAMES[p.location]} only that way", p.line, I)
        location, ccw = p.location, p.ccw
        if move_fuel is not None and move.unsigned and location:
            move_fuel = self._direction(move, move_fuel, lambda v: self._reaches(v, location, ccw))
        if location == "manufactory":
            location = self._which_manufactory(move, move_fuel, ccw, p.line)
            if not location:
                raise _Refused
        if location and move_fuel is None:
            need = self._move_fuel_needed(move, location, ccw)
            if need and abs(need) <= seat["fuel"] and move.colour not in seat["used"]:
                move_fuel = self._fuel_after_place(move, activate, p.clauses, need)
            if need and abs(need) <= seat["fuel"] and move.colour not in seat["used"] and \
                    move_fuel is None:
                move_fuel = self._unwritten_fuel(move, need, f"{LOCATION_NAMES[location]} is "
                                                 f"{seat['dice'][move.colour] + need} step(s) "
                                                 f"from {LOCATION_NAMES[seat['ship']]}")
                if move_fuel is None:
                    raise _Refused
        move_fuel = move_fuel or 0
        if activate.colour == "black" and activate.fuel is None and activate.target is not None \
                and (location in MANUFACTORIES and has_power(self.state, seat, "black_any_pod")
                     or location in MOONS and activate.target == 6
                     and has_power(self.state, seat, "black_six")):
            # "black as 6 (mat: any value for pods)": the mat's power, not fuel
            p.act_fuel = None
        unknown_to = [w for c in p.main for w in c.to_unknown]
        if not location and unknown_to:
            self.add("bc.post.please_confirm", f"not accepted — please confirm: where does the "
                     f"ship go? {unknown_to[0]!r} is not a location", p.line,
                     hint="the locations: Gan De, Jyo, Nebra, the left Manufactory, the Ridback, "
                          "the Azophi Nexus, the right Manufactory")
            raise _Refused
        if not location:
            from gm_tool.games.beta_colony.rules.act import destination
            steps = seat["dice"][move.colour] + move_fuel
            if steps >= 1:
                location = destination(self.state, seat["ship"], steps, ccw)
        p.location, p.move_fuel = location, move_fuel

    def _taken_and_paid(self, p: _Plan) -> None:
        """The materials taken and those paid with, as the location has them."""
        main, location = p.main, p.location
        take: list[str] = []
        seen: list[tuple[list[str], int]] = []
        for c in main:
            if len(c.materials) >= 2 and not c.dice and any(
                    m == sorted(c.materials) and n != c.sentence for m, n in seen):
                continue          # "... steel + organics. Just steel + organics.": said again
            if c.materials:
                seen.append((sorted(c.materials), c.sentence))
            take += c.materials
        pays = [x for c in p.clauses for x in c.pays]
        if location in MANUFACTORIES:
            # nothing is taken there: the materials a post names are what it pays with
            pays += [(m, x) for c in main for m, x in zip(c.materials, c.mat_ctx)]
            take = []
        elif location == "azophi_nexus" and any(c.achievement or "building-word" in c.flags
                                                or "achievement" in c.flags for c in main):
            # building a cultural achievement: materials not taken ("take water and build...")
            # are what the post pays with (the rules choose the payment; a space's is kept)
            named = pays + [(m, x) for c in main if "take" not in c.flags
                            for m, x in zip(c.materials, c.mat_ctx)]
            pays = [(m, x) for m, x in named if x == "space!"]     # "paying food for the space"
            self.named_pays = [m for m, _ in named]
            take = [m for c in main if "take" in c.flags for m in c.materials]
        p.take, p.pays = take, pays

    def _spaces_named(self, p: _Plan) -> None:
        """The achievement built and the spaces named (a colony's second number is its
        track's figure)."""
        main = p.main
        achievement = next((c.achievement for c in main if c.achievement), "")
        if not achievement and any("building" in c.words for c in main) and \
                p.location == "azophi_nexus":
            achievement = self.state["building_top"]
        p.achievement = achievement
        spaces = [s for c in main for s in c.spaces]
        if len(set(spaces)) > 1:
            spaces = self._track_said(main, spaces)
        rel = [r for c in main for r in c.rel]
        if rel and not spaces:
            first = rel[0]
            name = self.state["board"]["colonies"][COLONY_KEYS.index(first[1])]["name"]
            base = COLONY_KEYS.index(first[1]) * COLONY_SPACES
            self.add("bc.post.space_relative", f"not accepted — please confirm: {name} {first[2]} "
                     f"is no space of {name} ({base}-{base + COLONY_SPACES - 1}): space "
                     f"{first[0]}?", p.line, E,
                     hint=f"the spaces are numbered 0-53 over the three colonies, as the board "
                          f"shows them: write '{name} {first[0]}'")
            spaces = [first[0]]
            rel = rel[1:]
        for space, colony, n in rel:
            # "build on Thebes 30 ... Thebes 7": the second is the track
            self.figures.append(Figure("influence", n, p.line, f"{colony} {n}",
                                       total=True, colony=colony))
        p.spaces = spaces

    def _pod_at_manufactory(self, p: _Plan) -> None:
        """The pod taken at a manufactory, and the fuel the activating die needs for its row."""
        seat, activate, main = self.seat, p.activate, p.main
        p.pod_clause = pod_clause = next((c for c in main if "pod" in c.flags or c.pod_colour), None)
        have_act = seat["dice"][activate.colour]
        any_value = activate.colour == "black" and has_power(self.state, seat, "black_any_pod")
        if p.location not in MANUFACTORIES or pod_clause is None:
            return
        p.pod_clause = pod_clause = pod_described(pod_clause, [c for c in main if "pod" in c.flags
                                                               or c.pod_colour])
        row = pod_clause.row
        act_fuel = p.act_fuel
        if act_fuel is not None and activate.unsigned and row is not None:
            act_fuel = self._direction(activate, act_fuel, lambda v: row_of(v) == row)
        if act_fuel is None and row is not None and not any_value and row_of(have_act) != row \
                and abs(min((v - have_act for v in ROW_VALUES[row]), key=abs)) <= seat["fuel"]:
            need = min((v - have_act for v in ROW_VALUES[row]), key=abs)
            act_fuel = self._unwritten_fuel(activate, need, f"row {ROWS[row]} needs a "
                                            f"{' or '.join(map(str, ROW_VALUES[row]))}")
            if act_fuel is None:
                raise _Refused
        p.act_fuel = act_fuel
        act_value = have_act + (act_fuel or 0)
        rows_allowed = None if any_value else ([row_of(act_value)] if row_of(act_value) is not None else [])
        slot = self._find_pod(pod_clause.pod_colour, row, pod_clause.column,
                              rows_allowed if row is None else None, pod_clause.line,
                              "pod to take", influence=pod_clause.pod_influence,
                              bonus=pod_clause.pod_bonus)
        if slot is None:
            raise _Refused
        p.pod = slot

    def _activate_fuel(self, p: _Plan) -> None:
        """The fuel spent on the activating die where a moon or the Ridback settles it."""
        seat, activate, location = self.seat, p.activate, p.location
        have_act = seat["dice"][activate.colour]
        act_fuel = p.act_fuel
        if location in MOONS and len(p.take) == 2 and not (
                activate.colour == "black" and has_power(self.state, seat, "black_six")):
            if act_fuel is not None and activate.unsigned:
                act_fuel = self._direction(activate, act_fuel, lambda v: v >= 5)
            if act_fuel is None and have_act <= 4 and 5 - have_act <= seat["fuel"]:
                act_fuel = self._unwritten_fuel(activate, 5 - have_act,
                                                "two materials need a 5 or 6")
                if act_fuel is None:
                    raise _Refused
        if act_fuel is not None and activate.held is not None and act_fuel > 0 and \
                location == "ridback" and activate.target is None:
            # "red 4 (+2 fuel, 5 in total)" on the die activating the Ridback: the fuel it
            # gives (checked; the total is read as a figure of its own), not fuel spent on it
            self.figures.append(Figure("fuel", act_fuel, activate.line, f"+{act_fuel} fuel"))
            act_fuel = None
        if act_fuel is not None and activate.unsigned and location == "ridback":
            gives = 1 if have_act <= 2 else 2 if have_act <= 4 else 3
            gives += 1 if has_power(self.state, seat, "extra_fuel") else 0
            if abs(act_fuel) == gives and activate.target is None:
                # "green 2 (1 fuel)" at the Ridback: what the die gives there, not fuel spent
                self.figures.append(Figure("fuel", gives, activate.line, f"{abs(act_fuel)} fuel"))
                act_fuel = None
            else:
                act_fuel = self._direction(activate, act_fuel, None)
        p.act_fuel = act_fuel or 0

    def _space_built_on(self, p: _Plan) -> None:
        """The one space the pod or the achievement's tile is built on."""
        spaces, location, pod_clause = p.spaces, p.location, p.pod_clause
        if spaces:
            p.space = spaces[0]
            if len(set(spaces)) > 1:
                self.add("bc.post.spaces", f"more than one space named ({', '.join(map(str, spaces))})",
                         p.line, hint="name the one space the pod or tile is built on")
                raise _Refused
        plain = list(dict.fromkeys(p.parts.get("crew_plain", ())))
        if location in MANUFACTORIES and p.pod != (-1, -1) and p.space < 0 and len(plain) == 1 and \
                p.parts["crew_on"] == plain:
            # "the yellow 0 pod from row 6, two crew on Xi'an 10": the pod's crew said where
            # they go is where the pod is built
            p.space = plain[0]
            self.add("bc.post.space_by_crew", f"read as building the pod on space {p.space}, where "
                     "the post puts its crew", pod_clause.line if pod_clause else None, I)
        if location in MANUFACTORIES and p.pod != (-1, -1) and p.space < 0:
            self.add("bc.post.space", "say where the pod is built", pod_clause.line if pod_clause else None,
                     hint="e.g. 'build on Thebes 27'")
            raise _Refused
        if location == "azophi_nexus" and p.achievement and p.space < 0:
            from gm_tool.games.beta_colony.rules.act import achievement_info
            info = achievement_info(self.state, p.achievement) or {}
            if info.get("type") == "statue" and self.seat["artifacts"] < info.get("cost", 0):
                # "Statue of the center (3 artifacts)" with 2: the cost is named too
                self.add("bc.pay.cannot", f"you cannot pay for {info['name']} ({info['cost']} "
                         f"artifacts): you have {self.seat['artifacts']}", p.line)
            self.add("bc.post.space", "say where the achievement's tile is built",
                     p.line, hint="e.g. 'on Cuzco 40' (a space not next to a colony center)")
            raise _Refused

    def _move_action(self, p: _Plan) -> Action:
        """The move action as read: payments, bonuses, the fuel the post says it spends."""
        parts, location, pod, space = p.parts, p.location, p.pod, p.space
        pay_pod, pay_space = self._payments(p.pays, parts, p.line)
        if location in MANUFACTORIES and pod != (-1, -1) and 0 <= space < 54 and \
                not self.explicit_pay:
            pay_pod, pay_space = self._fit_payments(pay_pod, pay_space, pod, space)
        if parts["soft_influence"] and location == "azophi_nexus" and p.achievement and \
                not parts["influence_on"]:
            parts["influence_on"] = parts["soft_influence"][:1]
        for s in parts.get("crew_plain", ()):
            if s == space and s in parts["crew_on"] and location in MANUFACTORIES:
                # "1 crew on Cuzco 43" where the pod is built: the crew it gets, not a bonus's
                parts["crew_on"].remove(s)
        free_pods = self._free_pods(parts["free_pods"], pod)
        free_achievements = self._free_achievements(parts["free_achievements"])
        if pod == (-1, -1) and not (free_pods or free_achievements or parts["influence_on"]
                                    or location == "azophi_nexus" and p.achievement):
            self._remark_bonus_extra(parts)
        if self.spend_figure is not None:
            spent = abs(p.move_fuel) + abs(p.act_fuel)
            if spent != self.spend_figure:
                self.add("bc.claim.fuel", f"the post says it spends {self.spend_figure} fuel; the "
                         f"dice as written use {spent}", p.line,
                         hint="write the fuel on its die: 'red 3 (+1 fuel -> 4)'")
        for c in p.main:
            c.used = True
        for c in p.clauses:
            if c.index in parts["used"]:
                c.used = True
        if any(d.severity is E for d in self.diags):
            raise _Refused
        return Action("move", dice=(p.move.colour, p.activate.colour),
                      fuel=(p.move_fuel, p.act_fuel), ccw=p.ccw, where=location,
                      take=tuple(p.take), pod=pod, space=space,
                      achievement=p.achievement if location == "azophi_nexus" else "",
                      pay_pod=pay_pod, pay_space=pay_space,
                      bonus_materials=tuple(parts["bonus_materials"]),
                      crew_on=tuple(parts["crew_on"]), free_pods=tuple(free_pods),
                      free_achievements=tuple(free_achievements),
                      influence_on=tuple(parts["influence_on"]), buy_points=parts["buy_points"])

    def _remark_bonus_extra(self, parts: dict[str, Any]) -> None:
        """"Nebra, red 2: water (and the polymer bonus)": where the action moves no track,
        a material a remark calls a bonus is the extra the cycle card or the mat gives, checked
        with the outcome like "(and the mat food)", never a track bonus's choice left unused."""
        for materials, line, text in parts.get("remark_bonus", ()):
            for m in materials:
                if m in parts["bonus_materials"]:
                    parts["bonus_materials"].remove(m)
                    self.mentions.append(Mention(m, line, text))

    def _track_said(self, main: list[Clause], spaces: list[int]) -> list[int]:
        """"... built on Xi'an 6 (red space) / Xi'an 1, fuel 1 → 3": after the space the pod
        goes to, a colony with a number and no word of building on its own clause is where its
        track will stand (checked as a figure), not a second space."""
        first = next(c for c in main if c.spaces)
        keep = []
        for c in main:
            words = set(c.words)
            if c is not first and c.spaces and words & _NEIGHBOURS:
                # "Joins the two blue pods on 15 and 6": the neighbours that make the group
                c.spaces = []
                continue
            if c is not first and c.spaces and len(c.spaces) == 1 and len(c.colonies) == 1 and \
                    not c.pod_colour and not c.achievement and not c.dice and not (
                    words & {"pod", "pods", "build", "built", "building", "on", "onto", "into",
                             "crew", "space", "free", "statue"}):
                colony = c.colonies[0]
                base = COLONY_KEYS.index(colony) * COLONY_SPACES
                length = self.state["board"]["colonies"][COLONY_KEYS.index(colony)].get(
                    "track_length", 15)
                if base <= c.spaces[0] <= base + length:
                    self.figures.append(Figure("influence", c.spaces[0] - base, c.line,
                                               quote(c.text), total=True, colony=colony))
                    c.spaces = []
                    continue
            keep += c.spaces
        return keep

    def _fit_payments(self, pay_pod: str, pay_space: str, pod: tuple[int, int],
                      space: int) -> tuple[str, str]:
        """"blue 3 pod -> Cuzco 40, paying water": a payment named after the space that only
        the pod's colour takes pays the pod (and the other way round)."""
        from gm_tool.games.beta_colony.rules.common import space_colour
        pod_colour = self.state["board"]["pods"][self.state["rows"][pod[0]][pod[1]]]["colour"]
        wild = active_bonus(self.state) == "polymer_wild"

        def fits(what: str, colour: str) -> bool:
            return not what or what == "artifact" or what.startswith("pair:") or \
                MATERIAL_OF.get(colour) == what or wild and what == "polymer"
        here = space_colour(self.state, space)
        if pay_pod.startswith("pair:") and not pay_space and fits(pay_pod[5:], pod_colour):
            # "green 3 on Xi'an 13, organics + organics": one for the green pod, one for the
            # space, not a pair standing in for another material
            return pay_pod[5:], pay_pod[5:]
        if pay_space and not fits(pay_space, here) and fits(pay_space, pod_colour) and \
                (not pay_pod or fits(pay_pod, here)):
            return pay_space, pay_pod
        if pay_pod and not fits(pay_pod, pod_colour) and fits(pay_pod, here) and \
                (not pay_space or fits(pay_space, pod_colour)):
            return pay_space, pay_pod
        return pay_pod, pay_space

    def _payments(self, pays: list, parts: dict[str, Any], line: int) -> tuple[str, str]:
        """What the post pays the pod and the space with: "paying palladium", "w/ 2 polymer"
        (two matching, with the mat that allows it), "the artifact"; a payment named after the
        space pays the space."""
        self.explicit_pay = any(x.endswith("!") for _, x in pays)
        pod: list[str] = [m for m, x in pays if x.rstrip("!") != "space"]
        space: list[str] = [m for m, x in pays if x.rstrip("!") == "space"]
        if not pod and len(space) == 2:
            pod, space = space[:1], space[1:]    # "on Thebes 22, paid steel + steel"
        if not pod and len(space) == 3 and space[0] == space[1] != space[2]:
            pod, space = space[:2], space[2:]    # "on Cuzco 53, paying 2 polymer + steel"
        if len(pod) == 3 and pod[0] == pod[1] and not space:
            pod, space = pod[:2], pod[2:]        # "paying 2 organics (Mat D) + steel"
        if len(pod) > 2 or len(pod) == 2 and pod[0] != pod[1] and not space:
            # "paying steel, steel": one for the pod, one for the space
            if len(pod) == 2:
                pod, space = pod[:1], pod[1:]
        out = []
        for what in (pod, space):
            if not what:
                out.append("")
            elif len(what) == 1:
                out.append(what[0])
            elif len(what) == 2 and what[0] == what[1] and what[0] != "artifact":
                out.append(f"pair:{what[0]}")
            else:
                self.add("bc.post.pay", "more than one payment named for one thing: "
                         + ", ".join(what), line, hint="e.g. 'pay polymer for the space'")
                out.append("")
        return out[0] or parts["pay_pod"], out[1] or parts["pay_space"]

    def _spend_written(self) -> int | None:
        spends = [f for f in self.figures if f.kind == "fuel" and f.spend]
        if len(spends) == 1:
            return spends[0].amount
        return None

    def _fuel_after_place(self, move: DieRef, activate: DieRef, clauses: list[Clause],
                          need: int) -> int | None:
        """"green 1 → Jyo (+1 fuel), red 6: ...": the die's fuel written after the place it
        moves to, between the moving die and the activating one. Taken as the move's fuel only
        when its sign and amount are exactly what the move needs (the figure is then no gain)."""
        if move.clause < 0 or activate.clause <= move.clause:
            return None
        found = []
        for c in clauses:
            if not move.clause <= c.index < activate.clause:
                continue
            for f in c.figures:
                if f.kind == "fuel" and not (f.total or f.either or f.before) and \
                        (-f.amount if f.spend else f.amount) == need:
                    found.append(f)
        if len(found) != 1:
            return None
        f = found[0]
        self.figures = [x for x in self.figures if x is not f]
        have = self.seat["dice"][move.colour]
        self.add("bc.fuel.from_figure", f"read as {move.colour} {have} ({need:+d} fuel -> "
                 f"{have + need}): the fuel written after the place ({f.text!r})", move.line, I)
        return need

    def _unwritten_fuel(self, ref: DieRef, need: int, why: str) -> int | None:
        """Fuel the post does not write on the die: used only when the post says elsewhere how
        much fuel it spends and that is exactly `need`; otherwise refused, naming it."""
        have = self.seat["dice"][ref.colour]
        written = self._spend_written()
        if written is not None and written == abs(need) and self.spend_figure is None:
            self.spend_figure = written
            self.add("bc.fuel.from_figure", f"{why}: read as {ref.colour} {have} ({need:+d} fuel "
                     f"-> {have + need}), the {written} fuel the post spends", ref.line, I)
            return need
        self.add("bc.fuel.not_written", f"{why}: {ref.colour} {have} needs {need:+d} fuel, and "
                 "the post does not spend it", ref.line,
                 hint=f"write '{ref.colour} {have} ({need:+d} fuel -> {have + need})'"
                 + (f" (you have {self.seat['fuel']} fuel)" if self.seat["fuel"] < abs(need) else ""))
        return None

    def _direction(self, ref: DieRef, fuel: int, fits) -> int | None:
        """Unsigned fuel ("with 1 fuel"): the direction that does what the post says; when both
        or neither would, the player is asked."""
        have = self.seat["dice"][ref.colour]
        up, down = have + abs(fuel), have - abs(fuel)
        if fits is not None:
            ok_up, ok_down = fits(up), down >= 1 and fits(down)
            if ok_up and not ok_down:
                return abs(fuel)
            if ok_down and not ok_up:
                return -abs(fuel)
        self.add("bc.fuel.direction", f"'{abs(fuel)} fuel' on the {ref.colour} die: up to {up} "
                 f"or down to {down}?", ref.line,
                 hint=f"write '{ref.colour} {have} (+{abs(fuel)} fuel -> {up})'")
        ref.unsigned = False
        return abs(fuel)

    def _reaches(self, value: int, location: str, ccw: bool) -> bool:
        from gm_tool.games.beta_colony.rules.act import destination
        return value >= 1 and destination(self.state, self.seat["ship"], value, ccw) == location

    def _check_value(self, ref: DieRef) -> None:
        have = self.seat["dice"].get(ref.colour, 0)
        if ref.value is not None and ref.value != have:
            if ref.target is None and ref.fuel is None:
                self.add("bc.die.value", f"your {ref.colour} die shows {have}, not {ref.value}",
                         ref.line, hint=f"to use it as {ref.value}, write '{ref.colour} {have} "
                                        f"({ref.value - have:+d} fuel -> {ref.value})'")
            else:
                self.add("bc.die.value", f"your {ref.colour} die shows {have}, not {ref.value}",
                         ref.line)

    def _fuel(self, ref: DieRef) -> int | None:
        have = self.seat["dice"].get(ref.colour, 0)
        if ref.target is not None:
            fuel = ref.target - have
            if ref.fuel is not None and abs(ref.fuel) != abs(fuel):
                self.add("bc.fuel.mismatch", f"{ref.colour} {have} with {abs(ref.fuel)} fuel is "
                         f"not {ref.target}", ref.line, hint=f"{ref.target} needs "
                                                               f"{abs(fuel)} fuel")
            if ref.fuel is not None and ref.fuel and not ref.unsigned and \
                    (ref.fuel > 0) != (fuel > 0) and fuel:
                self.add("bc.fuel.mismatch", f"{ref.colour} {have} {ref.fuel:+d} fuel is "
                         f"{have + ref.fuel}, not {ref.target}", ref.line)
            ref.unsigned = False
            return fuel
        if ref.fuel is not None:
            return ref.fuel
        return None

    def _move_fuel_needed(self, ref: DieRef, location: str, ccw: bool) -> int:
        orbit = self.state["board"]["orbit"]
        here = self.seat["ship"]
        if location not in orbit or here not in orbit:
            return 0
        steps = (orbit.index(here) - orbit.index(location)) % 7 if ccw else \
            (orbit.index(location) - orbit.index(here)) % 7
        steps = steps or 7
        have = self.seat["dice"][ref.colour]
        options = [d - have for d in (steps, steps + 7) if d >= 1]
        return min(options, key=abs)

    def _which_manufactory(self, ref: DieRef, fuel: int | None, ccw: bool, line: int) -> str:
        from gm_tool.games.beta_colony.rules.act import destination
        steps = self.seat["dice"][ref.colour] + (fuel or 0)
        if steps >= 1:
            to = destination(self.state, self.seat["ship"], steps, ccw)
            if to in MANUFACTORIES:
                return to
        self.add("bc.post.which_manufactory", "which Manufactory: left or right?", line,
                 hint=f"{ref.colour} {steps} goes to {LOCATION_NAMES[destination(self.state, self.seat['ship'], steps, ccw)]}"
                 if steps >= 1 else None)
        return ""

    def _die_cp_claimed(self, clauses: list[Clause]) -> None:
        """"blue 3 for organics, plus the green CP": the CP a die earns by activating on its
        own colour's place, counted on without a figure; checked as a bonus counted on (the
        named die must earn it: a die that moved earns none)."""
        for c in clauses:
            if len(c.text) > 300 or any(f.kind == "cp" for f in c.figures) or \
                    (m := _DIE_CP.search(c.text)) is None:
                continue
            self.wants.append((f"diecp:{(m.group('a') or m.group('b')).lower()}", c.line))
            c.understood += 1
