"""The figures a player wrote (`figures.figure_spans`), checked against the rules: the action is
applied once per die face, so a wrong figure is an error that names the right value, and a figure
that fits no part of the action is a warning.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gm_tool.core.kit.diagnostics import Diagnostic, Severity
from gm_tool.games.colonization.posts.figures import FACES, NUM, Figure

E, W, I = Severity.ERROR, Severity.WARNING, Severity.INFO


class _FaceRng:
    """An rng that rolls one face: the rules applied as if the die showed it."""

    def __init__(self, face: str):
        self.face = face

    def below(self, outcomes: int, purpose: str, labels: Any = None) -> int:
        return FACES.index(self.face) if outcomes == 6 else 0


def _faces_text(faces: frozenset[str] | set[str]) -> str:
    from gm_tool.games.colonization.rules.pieces import coin_name

    ordered = [f for f in FACES if f in faces]
    if not ordered:
        return "no roll"
    if len(ordered) == 6:
        return "any roll"
    return ", ".join(coin_name(f) for f in ordered[:-1]) + (" or " if len(ordered) > 1 else "") + \
        coin_name(ordered[-1])


def outcomes(state: Any, player: str, action: Any, settings: Any) -> dict[str, Any]:
    """The state after the action for each die face (the same state for an action with no roll)."""
    from gm_tool.games.colonization.rules.apply import apply_action

    out = {}
    for face in FACES:
        try:
            out[face] = apply_action(state, player, action, settings, _FaceRng(face))[0]
        except Exception:  # noqa: BLE001 (an action the rules cannot apply has no figures)
            return {}
    return out


@dataclass
class _Checking:
    """What every figure of one action is checked against: the state before and after each face,
    the faces that win, the scores, and the diagnostics found so far."""

    state: Any
    player: str
    action: Any
    settings: Any
    after: dict[str, Any]
    seat: Any = None
    ship: str = ""
    planet_id: str | None = None
    main: str | None = None        # the place a move's figures are about
    rolls: bool = False
    winning: frozenset[str] = frozenset()
    now: int = 0
    best: int = 0
    gain: int = 0
    out: list[Diagnostic] = field(default_factory=list)

    def success(self, face: str) -> bool:
        from gm_tool.games.colonization.actions import Colonize, Destroy, RollMove
        new, action, player = self.after[face], self.action, self.player
        if isinstance(action, Colonize) and self.planet_id:
            p = new.planet(self.planet_id)
            return p is not None and p.colony is not None and p.colony.owner == player
        if isinstance(action, Destroy) and self.planet_id:
            p = new.planet(self.planet_id)
            return p is not None and p.colony is None
        if isinstance(action, RollMove) and action.targets:
            return new.seats[player].ship == self.main
        return False

    def score(self, who: str, state: Any = None) -> int:
        from gm_tool.games.colonization.rules.scoring import score
        return score(self.state if state is None else state, who, self.settings)["total"]

    def wrong(self, fig: Figure, what: str, right: str) -> None:
        self.out.append(Diagnostic("col.figure.wrong", f"line {fig.line}: you wrote {what}; the rules give "
                                   f"{right}", E, fig.line, None, "correct the figure (or leave it out)"))

    def unplaced(self, fig: Figure, what: str) -> None:
        self.out.append(Diagnostic("col.figure.not_placed", f"line {fig.line}: the figure {what} was not "
                                   "checked: it fits nothing this action does", W, fig.line))

    def why_faces(self) -> str:
        from gm_tool.games.colonization.actions import Colonize, Destroy, RollMove
        from gm_tool.games.colonization.rules.pieces import place_name
        action, state = self.action, self.state
        if isinstance(action, Colonize) and self.planet_id:
            p = state.planet(self.planet_id)
            bonus = sum(NUM[c] for c in action.coins)
            if p is not None and p.value == "ace":
                return " (an Ace planet: a Null or Ace, used or rolled)"
            if p is not None:
                rel = "more than" if self.settings.colonize_success == "greater" else "at least"
                return f" (roll + {bonus} must be {rel} {NUM[p.value]})"
        if isinstance(action, Destroy) and self.planet_id:
            p = state.planet(self.planet_id)
            if p is not None and p.colony is not None:
                v = NUM[p.colony.coin]
                return (f" (the colony's coin is {v}: a roll of {v} or more destroys it)" if v
                        else " (a value-0 colony falls only to a Null or Ace)")
        if isinstance(action, RollMove) and self.main:
            return f" (to reach {place_name(self.main)})"
        return ""


def _checking(state: Any, player: str, action: Any, settings: Any, after: dict[str, Any]) -> _Checking:
    from gm_tool.games.colonization.actions import Colonize, Destroy, RollMove

    c = _Checking(state, player, action, settings, after)
    c.seat = state.seats[player]
    c.ship = c.seat.ship
    c.planet_id = c.ship if isinstance(action, (Colonize, Destroy)) else None
    if isinstance(action, RollMove) and action.targets:
        # the place the figures are about: the first in the ship's own system (a place for one
        # face, "if null -> Crowns sun", comes first in the order but is not what "3 moves" counts)
        here = c.ship.split("-", 1)[1]
        c.main = next((t for t in action.targets if t.split("-", 1)[1] == here), action.targets[0])
    c.rolls = isinstance(action, (Colonize, Destroy, RollMove))
    c.winning = frozenset(f for f in FACES if c.success(f)) if c.rolls else frozenset()
    c.now = c.score(player)
    won = next((f for f in FACES if f in c.winning), None)
    c.best = c.score(player, after[won]) if won else c.score(player, after["null"])
    c.gain = c.best - c.now if isinstance(action, Colonize) else 0
    return c


def _check_faces(c: _Checking, fig: Figure, quoted: str) -> None:
    from gm_tool.games.colonization.actions import Colonize
    from gm_tool.games.colonization.rules.pieces import split_id
    action = c.action
    if not c.rolls:
        c.unplaced(fig, quoted)
    elif _sum_beats_wrong(c, fig, quoted):
        return
    elif fig.faces == {"null", "ace"} and isinstance(action, Colonize) and c.planet_id \
            and split_id(c.planet_id)[0] == "ace" and {"null", "ace"} & set(action.coins) \
            and not {"die", "dice", "roll", "rolled", "rolling"} & set(fig.text.lower().split()):
        return   # "(null or ace needed, the Ace coin covers it)": the rule, not the die
    elif fig.extra.get("subset") and fig.faces <= c.winning:
        return   # "so a 3 does it": a face that wins, said alone
    elif fig.faces != c.winning and fig.faces == _reach_alone(c.state, c.player, action, c.main, c.settings):
        return   # "the 3, anything but a null gets me there; on an ace I'd rather warp":
                 # the faces that reach the place, before the other choice takes one
    elif fig.faces != c.winning:
        c.wrong(fig, quoted, _faces_text(c.winning) + c.why_faces())


def _sum_beats_wrong(c: _Checking, fig: Figure, quoted: str) -> bool:
    """"9 + whatever > 4", "8 + roll beats 4": faces said by the coins' total and the planet's
    value they must beat; each is checked before the faces (a wrong total or planet value with the
    right faces was accepted). True when one is wrong (reported)."""
    from gm_tool.games.colonization.actions import Colonize
    planet = c.state.planet(c.planet_id) if isinstance(c.action, Colonize) and c.planet_id else None
    if "coins" not in fig.extra or planet is None:
        return False
    total, value = sum(NUM[x] for x in c.action.coins), NUM[planet.value]
    if fig.extra["coins"] != total:
        c.wrong(fig, quoted, f"roll + {total} (the coins you use add up to {total})")
    elif fig.extra["target"] != value:
        c.wrong(fig, quoted, f"roll + {total} against the planet's value {value}")
    return fig.extra["coins"] != total or fig.extra["target"] != value


def _check_coins_back(c: _Checking, fig: Figure, quoted: str) -> None:
    """"Restore both - 2 and 4 back": the coins named are the ones the restore brings back."""
    from dataclasses import replace

    from gm_tool.games.colonization.actions import Restore, RollMove
    from gm_tool.games.colonization.rules.pieces import coin_list
    if isinstance(c.action, RollMove) and len(fig.terms) == 1 and fig.terms[0] > 0:
        # "Roll and move to the ace of Suns, 1 back": the moves toward the sun, not a coin
        _check_moves(c, replace(fig, kind="moves", number=fig.terms[0], extra={**fig.extra, "way": "in"}), quoted)
        return
    if not isinstance(c.action, Restore):
        c.unplaced(fig, quoted)
        return
    back = set(c.seat.stash) ^ set(c.after["null"].seats[c.player].stash)
    if set(fig.faces) != back:
        c.wrong(fig, quoted, f"{coin_list(sorted(back, key=FACES.index))} back to your stash")


def _check_beats(c: _Checking, fig: Figure, quoted: str) -> bool:
    """"1 + 4 = 5 already beats the 4": the value a colonization's sum beats is the planet's;
    True when it is wrong (said)."""
    from gm_tool.games.colonization.actions import Colonize
    p = c.state.planet(c.planet_id) if c.planet_id else None
    if "beats" not in fig.extra or not isinstance(c.action, Colonize) or p is None:
        return False
    if fig.extra["beats"] != NUM[p.value]:
        from gm_tool.games.colonization.rules.pieces import place_name
        c.wrong(fig, quoted, f"{NUM[p.value]} for {place_name(p.id)}, the value to beat")
        return True
    return False


def _check_sum(c: _Checking, fig: Figure, quoted: str) -> None:
    from gm_tool.games.colonization.actions import Colonize
    if _coins_not_read(c, fig, quoted) or _check_beats(c, fig, quoted):
        return
    if sum(fig.terms) != fig.number:
        # ("4 + 2 match = +4" on a 2 planet: the total is the colony's, the parts are not)
        gives = f"; the colony gives +{c.gain}" if isinstance(c.action, Colonize) and fig.number == c.gain else ""
        c.wrong(fig, quoted, f"{terms_text(fig.terms)} = {sum(fig.terms)}{gives}")
    elif _score_from_now_wrong(c, fig):
        # "32 + 2 + 5 - 3 = 36": the score now, then the colony's parts, unlabelled: the score after
        c.wrong(fig, quoted, f"{c.now} + {c.gain} = {c.best} if the colonization succeeds")
    elif _score_sum(c, fig):
        # "→ 14+2 = 16 for me": the score now, plus the colony's points, gives the score after
        c.wrong(fig, quoted, f"{c.now} + {c.gain} = {c.best} if the colonization succeeds")
    elif _score_beyond(c, fig):
        # "thats 4+2+3+2+2+2 = 15 and I win": a score summed beyond any this colonization gives
        c.wrong(fig, quoted, f"a total of {c.best} if the colonization succeeds ({c.now} now)")
    elif fig.points and isinstance(c.action, Colonize) and fig.terms == (c.now, c.gain) \
            and fig.number == c.best and c.winning:
        pass       # "5 + 5 = 10 pts" with a score of 5: the score now, the colony's points, the total
    elif _score_now_then_parts(c, fig):
        pass       # "16 pts after (10 + 1 + 5 ace bonus)": the score now, then the colony's parts
    elif fig.points and isinstance(c.action, Colonize):
        if fig.total and fig.number != c.best and fig.terms[:1] != (c.now,) and len(fig.terms) > 1:
            # "→ 1 + 5 + 2 = 8": the colony's parts (not the score now plus them)
            if fig.number != c.gain:
                c.wrong(fig, quoted, f"+{c.gain} points if the colonization succeeds ({c.best} in all)")
        elif fig.total and fig.number != c.best:
            c.wrong(fig, quoted, f"a total of {c.best} if the colonization succeeds")
        elif not fig.total and fig.number != c.gain:
            c.wrong(fig, quoted, f"+{c.gain} points if the colonization succeeds")


def _score_beyond(c: _Checking, fig: Figure) -> bool:
    """A sum of three or more parts, unlabelled, in a colonization post ("4+2+3+2+2+2 = 15",
    planets and bonuses; a sum labelled points is checked as gain or total) whose total is more than the poster's score can reach by it: a score claimed
    wrongly. Not the coins with or without a die face (those are rolls), nor any player's
    score now (a rival's score summed)."""
    from gm_tool.games.colonization.actions import Colonize
    if not isinstance(c.action, Colonize) or fig.points or len(fig.terms) < 3 or fig.number <= max(c.best, 5):
        return False
    coins = sorted(NUM[x] for x in c.action.coins)
    terms = sorted(fig.terms)
    if terms == coins or any(sorted(terms[:k] + terms[k + 1:]) == coins for k in range(len(terms))):
        return False
    return fig.number not in {c.score(who) for who in c.state.seats}


def _score_sum(c: _Checking, fig: Figure) -> bool:
    """A sum starting from the poster's score now ("14+2 = 16", 14 being the score) in a
    colonization post is the score after it: True when its gain or its total is wrong. Only for a
    score above 5 (a die face or a coin is never more), and two terms (score + colony)."""
    from gm_tool.games.colonization.actions import Colonize
    if not isinstance(c.action, Colonize) or len(fig.terms) != 2 or fig.terms[0] != c.now \
            or c.now <= 5 or not c.winning:
        return False
    return fig.terms[1] != c.gain or fig.number != c.best


def _check_gain(c: _Checking, fig: Figure, quoted: str) -> None:
    from gm_tool.games.colonization.actions import Colonize
    if fig.extra.get("bare") and fig.number in (c.now, c.best):
        return       # "Tove | Suns | 7 pts": a bare "N pts" that is the score, now or after
    if not isinstance(c.action, Colonize):
        if fig.number != 0:
            c.wrong(fig, quoted, "no points for this action")
    elif fig.number != c.gain:
        # a bare "→ 14 pts" may be the total as well as the gain: name both
        c.wrong(fig, quoted, f"+{c.gain} points if the colonization succeeds" + (
            f" ({c.best} in all)" if fig.extra.get("bare") else ""))


def _check_score(c: _Checking, fig: Figure, quoted: str) -> None:
    from dataclasses import replace
    for name in fig.extra.get("also", ()):
        # ("Marco and Delphine on 5": each player named, the same score)
        _check_score(c, replace(fig, who=name, extra={}), quoted)
    state, player = c.state, c.player
    who = player if fig.who in (None, "me") else _them(state, player, c.action) \
        if fig.who == "_them" else _player(state, fig.who)
    if who is None:
        c.unplaced(fig, quoted)
        return
    if fig.extra.get("lead") and _check_lead(c, fig, quoted, who):
        return
    if fig.extra.get("lead_only"):
        c.unplaced(fig, quoted)      # ("2 behind Crowns": no player named; no score said)
        return
    current = c.score(who)
    possible = {current} | {c.score(who, c.after[f]) for f in FACES}
    if fig.extra.get("after_action") and _score_only_if_it_fails(c, fig, quoted, who, current, possible):
        return
    if fig.extra.get("tie"):
        # "would tie Tess at 17": the poster's score after the action, and Tess's score
        other = _player(state, fig.extra["tie"])
        possible -= {current}
        theirs = c.score(other) if other is not None else None
        if theirs is not None and theirs != fig.number:
            c.wrong(fig, quoted, f"{other}: {theirs}")
            return
    if fig.number not in possible and fig.extra.get("tie") and possible:
        c.wrong(fig, quoted, f"your score {' or '.join(str(v) for v in sorted(possible))} "
                "if the action succeeds")
    elif fig.number not in possible:
        right = f"{current}" if len(possible) == 1 else \
            " or ".join(str(v) for v in sorted(possible)) + " (as the roll goes)"
        c.wrong(fig, quoted, f"{who if who != player else 'your score'}: {right}")


def _check_lead(c: _Checking, fig: Figure, quoted: str, who: str) -> bool:
    """A lead over a rival ("that'd put me 2 ahead of Lutz", "1 behind of Tess"): the
    difference of the two scores after the action, as the roll goes; False when the rival is
    no player (then the figure is read as a plain score)."""
    other = _player(c.state, fig.extra["lead"])
    if other is None or other == who:
        return False
    sign = -1 if fig.extra.get("behind") else 1
    leads = {}
    for f in FACES:
        mine, theirs = c.score(who, c.after[f]), c.score(other, c.after[f])
        leads[sign * (mine - theirs)] = (mine, theirs)
    if fig.number not in leads:
        right = " or ".join(f"{a} against {other}'s {b}" for a, b in sorted(set(leads.values())))
        c.wrong(fig, quoted, f"your score {right} (as the roll goes)" if len(leads) > 1 else
                f"your score {right}")
    return True


def _check_moves(c: _Checking, fig: Figure, quoted: str) -> None:
    from gm_tool.games.colonization.actions import RollMove
    from gm_tool.games.colonization.rules.board import path_cost, position
    from gm_tool.games.colonization.rules.pieces import place_name
    main, state = c.main, c.state
    start = "sun-" + main.split("-", 1)[1] if fig.extra.get("from_sun") and main and "-" in main \
        else c.ship
    if not isinstance(c.action, RollMove) or not main or \
            main.split("-", 1)[1] != start.split("-", 1)[1]:
        c.unplaced(fig, quoted)
        return
    if fig.extra.get("positional") and _path_elsewhere(c, fig, quoted, start, main):
        return
    cost = path_cost(state, c.player, start, main, c.settings)
    if fig.kind == "moves_cost":
        # "(Dana's colony, counts 2)": the cost of a planet with an opponent's colony
        if fig.extra.get("at") and _cost_not_on_way(c, fig, quoted, start, main):
            return
        if fig.extra.get("own"):
            if fig.number != 1:   # "(the ace is mine so it only counts 1)": an own colony costs 1
                c.wrong(fig, quoted, "1 move for a planet with your own colony")
            return
        if fig.extra.get("at") and fig.number != c.settings.opponent_colony_cost:
            c.wrong(fig, quoted, f"{c.settings.opponent_colony_cost} moves for a planet with a rival colony")
            return
        if fig.number not in (cost, c.settings.opponent_colony_cost):
            c.wrong(fig, quoted, f"{cost} moves to {place_name(main)}")
    elif fig.extra.get("way") and (position(state, main)[1] < position(state, start)[1]) != (
            fig.extra["way"] == "in"):
        c.wrong(fig, quoted, f"a move {'toward' if fig.extra['way'] == 'out' else 'away from'} the sun, "
                f"to {place_name(main)}")
    elif fig.number != cost:
        from gm_tool.games.colonization.rules.board import path
        plain = len(path(state, start, main))
        c.wrong(fig, quoted, f"{cost} moves to {place_name(main)}" + (
            " (a planet with an opponent's colony counts two)" if cost != plain else ""))


def _check_planet_points(c: _Checking, fig: Figure, quoted: str) -> None:
    from gm_tool.games.colonization.actions import Colonize
    from gm_tool.games.colonization.rules.pieces import place_name
    p = c.state.planet(c.planet_id) if c.planet_id else None
    if not isinstance(c.action, Colonize) or p is None:
        c.unplaced(fig, quoted)
    elif fig.number != NUM[p.value]:
        c.wrong(fig, quoted, f"{NUM[p.value]} points for {place_name(p.id)}")


def _check_pile(c: _Checking, fig: Figure, quoted: str) -> None:
    from gm_tool.games.colonization.rules.pieces import coin_list
    pile, after, player = fig.kind, c.after, c.player
    have = sorted(getattr(c.seat, pile), key=FACES.index)
    possible = ([] if fig.extra.get("after") else [have]) + [
        sorted(getattr(after[f].seats[player], pile), key=FACES.index) for f in FACES]
    before = fig.extra.get("before")
    if before is not None and sorted(before, key=FACES.index) != have:
        c.wrong(fig, quoted, f"your {pile} before the action: {coin_list(have)}")
    elif sorted(fig.faces, key=FACES.index) not in possible or len(fig.terms) != len(fig.faces):
        right = sorted(getattr(after["null"].seats[player], pile), key=FACES.index)
        c.wrong(fig, quoted, f"your {pile} after the action: {coin_list(right)}"
                + (" (as the roll goes)" if c.rolls else ""))


def _check_turn(c: _Checking, fig: Figure, quoted: str) -> None:
    if fig.number != c.state.turn:
        c.wrong(fig, quoted, f"turn {c.state.turn}")


def _check_odds(c: _Checking, fig: Figure, quoted: str) -> None:
    if not c.rolls:
        c.unplaced(fig, quoted)
    elif fig.number != len(c.winning):
        c.wrong(fig, quoted, f"{len(c.winning)} in 6: {_faces_text(c.winning)}{c.why_faces()}")


def _check_match_bonus(c: _Checking, fig: Figure, quoted: str) -> None:
    from gm_tool.games.colonization.actions import Colonize
    from gm_tool.games.colonization.rules.pieces import coin_name
    if fig.number != c.settings.match_bonus:
        c.wrong(fig, quoted, f"a match bonus of {c.settings.match_bonus}")
    elif "coin" in fig.extra and isinstance(c.action, Colonize):
        planet = c.state.planet(c.planet_id) if c.planet_id else None
        if fig.extra["coin"] != fig.extra["planet"] or c.action.marker != fig.extra["coin"] \
                or planet is not None and planet.value != fig.extra["planet"]:
            c.wrong(fig, quoted, "no match bonus: the marker coin "
                    f"{coin_name(c.action.marker) if c.action.marker else '(none)'} on a planet of value "
                    f"{coin_name(planet.value) if planet is not None else '?'}")


def _check_colony_count(c: _Checking, fig: Figure, quoted: str) -> None:
    # "That'd be 2 colonies", "my second colony": the poster's colonies, now or after it
    have = len(c.state.colonies_of(c.player))
    possible = {have} | {len(c.after[f].colonies_of(c.player)) for f in FACES}
    if fig.number not in possible:
        most = max(possible)
        c.wrong(fig, quoted, f"{most} {'colony' if most == 1 else 'colonies'} for you"
                + (" if the colonization succeeds" if most != have else ""))
    elif "count_bonus" in fig.extra:
        from gm_tool.games.colonization.rules.scoring import score
        states = [c.state] + [c.after[f] for f in FACES]
        bonus = next((score(s, c.player, c.settings)["count_bonus"] for s in states
                      if len(s.colonies_of(c.player)) == fig.number), None)
        if bonus is not None and bonus != fig.extra["count_bonus"]:
            c.wrong(fig, quoted, f"a bonus of +{bonus} for {fig.number} colonies")


def _check_ship_at(c: _Checking, fig: Figure, quoted: str) -> None:
    from gm_tool.games.colonization.rules.pieces import is_sun, place_name
    ship = c.ship
    if fig.who.startswith("mine-"):
        here = c.state.planet(ship) if not is_sun(ship) else None
        right = here is not None and here.value == fig.who[5:] and here.colony is not None \
            and here.colony.owner == c.player
    else:
        right = is_sun(ship) if fig.who == "sun" else not is_sun(ship) if fig.who == "not sun" \
            else fig.who == ship
    if not right:
        c.wrong(fig, quoted, f"your ship is on {place_name(ship)}")


def _check_colony_coin(c: _Checking, fig: Figure, quoted: str) -> None:
    from gm_tool.games.colonization.actions import Destroy
    p = c.state.planet(c.ship) if not c.ship.startswith("sun-") else None
    if not isinstance(c.action, Destroy) or p is None or p.colony is None:
        c.unplaced(fig, quoted)
    elif p.colony.coin not in fig.faces:
        from gm_tool.games.colonization.rules.pieces import coin_name
        c.wrong(fig, quoted, f"the colony's coin is {coin_name(p.colony.coin)}")


def _check_score_pair(c: _Checking, fig: Figure, quoted: str) -> None:
    state, player = c.state, c.player
    mine = {c.score(player)} | {c.score(player, c.after[f]) for f in FACES}
    others = [p for p in state.players if p != player]
    other = _player(state, fig.who) if fig.who else (others[0] if len(others) == 1 else None)
    if other is not None and fig.terms[1] in mine and fig.terms[0] in (
            {c.score(other)} | {c.score(other, c.after[f]) for f in FACES}):
        pass     # "final 15-10, gg Marisol": the score line the other way round (leader first)
    elif fig.terms[0] not in mine:
        c.wrong(fig, quoted, f"your score: {' or '.join(str(v) for v in sorted(mine))}")
    elif other is None:
        c.unplaced(fig, quoted)
    else:
        theirs = {c.score(other)} | {c.score(other, c.after[f]) for f in FACES}
        if fig.terms[1] not in theirs:
            c.wrong(fig, quoted, f"{other}: {' or '.join(str(v) for v in sorted(theirs))}")


def _check_score_change(c: _Checking, fig: Figure, quoted: str) -> None:
    who = c.player if fig.who in (None, "me") else _them(c.state, c.player, c.action) \
        if fig.who == "_them" else _player(c.state, fig.who or "")
    if who is None:
        c.unplaced(fig, quoted)
        return
    current = c.score(who)
    later = {c.score(who, c.after[f]) for f in FACES}
    if fig.terms[0] != current:
        c.wrong(fig, quoted, f"{who}: {current} now")
    elif fig.terms[1] not in later:
        c.wrong(fig, quoted, f"{who}: " + " or ".join(str(v) for v in sorted(later))
                + " after the action")


def _check_restore_count(c: _Checking, fig: Figure, quoted: str) -> None:
    from gm_tool.games.colonization.actions import Restore
    if not isinstance(c.action, Restore):
        c.unplaced(fig, quoted)
    else:
        back = len(c.seat.stash) - len(c.after["null"].seats[c.player].stash)
        if -back != fig.number:
            c.wrong(fig, quoted, f"{-back} coin{'s' if -back != 1 else ''} restored")


def _check_planets_left(c: _Checking, fig: Figure, quoted: str) -> None:
    left = len(c.state.hidden_planet_order)
    later = len(c.after["null"].hidden_planet_order)
    if fig.number not in (left, later) or fig.extra.get("after") and fig.number != later \
            or fig.extra.get("before", left) != left:
        c.wrong(fig, quoted, f"{left} planets left to draw" + (
            f", {later} after this draw" if later != left else ""))


def _check_stash_count(c: _Checking, fig: Figure, quoted: str) -> None:
    from gm_tool.games.colonization.rules.pieces import coin_list
    seat, after, player = c.seat, c.after, c.player
    if fig.faces:
        have = sorted(seat.stash, key=FACES.index)
        # (a stash said to be after the action, "back to 4 coins (ace, 3, 5)", is never the
        # stash as it stands now)
        possible_coins = [have] * (not fig.extra.get("after")) + [
            sorted(after[f].seats[player].stash, key=FACES.index) for f in FACES]
        if sorted(fig.faces, key=FACES.index) not in possible_coins:
            right = sorted(after["null"].seats[player].stash, key=FACES.index)
            c.wrong(fig, quoted, f"your stash after the action: {coin_list(right)}")
            return
    possible = {len(after[f].seats[player].stash) for f in FACES}
    if fig.extra.get("before", len(seat.stash)) != len(seat.stash):
        possible = set()        # "5 left → 4": the count before is the stash as it is now
    if not fig.extra.get("after"):
        possible.add(len(seat.stash))     # ("5 coins in stash": maybe as it is now)
    if fig.number not in possible:
        right = " or ".join(str(v) for v in sorted(possible - {len(seat.stash)})) or str(len(seat.stash))
        c.wrong(fig, quoted, f"{right} coin{'' if str(right) == '1' else 's'} in your stash")


def _check_path(c: _Checking, fig: Figure, quoted: str) -> None:
    """ "(4 → 2 → Ace)": the places passed, from the ship (or the first step) to the target."""
    from gm_tool.games.colonization.actions import RollMove
    from gm_tool.games.colonization.rules.board import path
    from gm_tool.games.colonization.rules.pieces import place_name, split_id
    main, ship = c.main, c.ship
    if not isinstance(c.action, RollMove) or not main or not ship or \
            split_id(main)[1] != split_id(ship)[1]:
        c.unplaced(fig, quoted)
        return
    steps = [split_id(p)[0] for p in path(c.state, ship, main)]
    want = [split_id(ship)[0]] + steps
    if list(fig.extra["places"]) not in (want, steps):
        names = " → ".join("sun" if v == "sun" else place_name(f"{v}-x").removesuffix(" of x") for v in want)
        c.wrong(fig, quoted, f"the path {names}")


def _cost_not_on_way(c: _Checking, fig: Figure, quoted: str, start: str, main: str) -> bool:
    """"(Cosima's colony on the 4 costs 2)": the planet named lies on the way and holds a colony
    (another player's, unless the poster says it is their own); True when it does not (said)."""
    from gm_tool.games.colonization.rules.board import path
    from gm_tool.games.colonization.rules.pieces import place_name, split_id
    hit = next((p for p in path(c.state, start, main) if split_id(p)[0] == fig.extra["at"]), None)
    planet = c.state.planet(hit) if hit else None
    if planet is not None and planet.colony is not None and (
            (planet.colony.owner == c.player) == bool(fig.extra.get("own"))):
        return False
    where = f"{place_name(hit)} with no {'colony of yours' if fig.extra.get('own') else 'rival colony'}" \
        if hit else f"a way to {place_name(main)} that passes no planet of value {fig.extra['at']}"
    c.wrong(fig, quoted, where)
    return True


def _check_passed(c: _Checking, fig: Figure, quoted: str) -> None:
    """ "(past my own 2)": a planet the move passes, between the ship and the planet moved to."""
    from gm_tool.games.colonization.actions import RollMove
    from gm_tool.games.colonization.rules.board import path
    from gm_tool.games.colonization.rules.pieces import place_name, split_id
    main, ship = c.main, c.ship
    if not isinstance(c.action, RollMove) or not main or not ship or \
            split_id(main)[1] != split_id(ship)[1]:
        c.unplaced(fig, quoted)
        return
    passed = [split_id(p)[0] for p in path(c.state, ship, main)][:-1]
    if fig.extra["place"] not in passed:
        names = " → ".join(["sun" if v == "sun" else place_name(f"{v}-x").removesuffix(" of x")
                            for v in [split_id(ship)[0]] + passed + [split_id(main)[0]]])
        c.wrong(fig, quoted, f"the path {names}")
    elif fig.extra.get("ship_of"):
        _check_ship_passed(c, fig, quoted, path(c.state, ship, main)[:-1])


def _check_ship_passed(c: _Checking, fig: Figure, quoted: str, passed: list) -> None:
    """ "passing Liesel on the 4": the player named has a ship on that place of the way."""
    from gm_tool.games.colonization.rules.pieces import place_name, split_id
    who = _player(c.state, fig.extra["ship_of"])
    if who is None:
        c.unplaced(fig, quoted)
        return
    theirs = c.state.seats[who].ship
    if theirs not in passed or split_id(theirs)[0] != fig.extra["place"]:
        c.wrong(fig, quoted, f"{who}'s ship is on {place_name(theirs)}")


def _check_colony_worth(c: _Checking, fig: Figure, quoted: str) -> None:
    """ "Renata's 5 of Crowns colony is worth 7": a colony on the board, its points to its owner."""
    from gm_tool.games.colonization.actions import Colonize
    from gm_tool.games.colonization.rules.pieces import number, place_name
    p = c.state.planet(fig.extra["planet"])
    if p is None or p.colony is None:
        if isinstance(c.action, Colonize) and c.planet_id == fig.extra["planet"]:
            _check_gain(c, fig, quoted)      # "the 5 of Crowns is worth 7": the colony this post makes
        elif p is not None:
            c.wrong(fig, quoted, f"no colony on {place_name(p.id)}")
        else:
            c.unplaced(fig, quoted)
        return
    s = c.settings
    worth = number(p.value) + (s.ace_planet_bonus if p.value == "ace" else 0) + (
        s.match_bonus if number(p.colony.coin) == number(p.value) else 0)
    if fig.number != worth:
        c.wrong(fig, quoted, f"{worth} points for {p.colony.owner}'s colony on {place_name(p.id)}")


def _check_coin_on(c: _Checking, fig: Figure, quoted: str) -> None:
    """ "my 2 is on the 2 of Moons": the poster's colony there, marked with that coin."""
    from gm_tool.games.colonization.posts.writer import coin_name
    from gm_tool.games.colonization.rules.pieces import place_name
    p = c.state.planet(fig.extra["planet"])
    if p is None:
        c.unplaced(fig, quoted)
    elif p.colony is None or p.colony.owner != c.player:
        c.wrong(fig, quoted, f"no colony of yours on {place_name(p.id)}")
    elif p.colony.coin != fig.extra["coin"]:
        c.wrong(fig, quoted, f"your {coin_name(p.colony.coin)} coin on {place_name(p.id)}")


def _check_there(c: _Checking, fig: Figure, quoted: str) -> None:
    """ "Null coin -> sun of Arms, the 3 over there looks nice": a planet of the system moved to."""
    from gm_tool.games.colonization.actions import CoinWarp, RollMove
    from gm_tool.games.colonization.rules.pieces import place_name, split_id
    to = c.action.target if isinstance(c.action, CoinWarp) else c.main if isinstance(c.action, RollMove) else None
    if not to:
        c.unplaced(fig, quoted)
        return
    suit = split_id(to)[1]
    if c.state.planet(f"{fig.extra['value']}-{suit}") is None:
        c.wrong(fig, quoted, f"no {place_name(fig.extra['value'] + '-' + suit)} on the board")


def _check_steps(c: _Checking, fig: Figure, quoted: str) -> None:
    """ "4 moves (5 → 3 = 1, onto Ruairi's 2 = 2 more, sun = 1)": the places a move enters, in
    order (the ship's own place may open the list), and what each one costs."""
    from gm_tool.games.colonization.actions import RollMove
    from gm_tool.games.colonization.rules.board import path, step_cost
    from gm_tool.games.colonization.rules.pieces import place_name, split_id
    main, ship = c.main, c.ship
    if not isinstance(c.action, RollMove) or not main or not ship or split_id(main)[1] != split_id(ship)[1]:
        c.unplaced(fig, quoted)
        return
    way = path(c.state, ship, main)
    places, costs = list(fig.extra["places"]), list(fig.extra["costs"])
    owners = dict(fig.extra.get("owners", {}))
    if places[:1] == [split_id(ship)[0]] and len(places) == len(way) + 1 and costs[0] is None:
        places, costs = places[1:], costs[1:]
        owners = {k - 1: v for k, v in owners.items()}
    if places != [split_id(p)[0] for p in way]:
        names = " → ".join(["sun" if v == "sun" else place_name(f"{v}-x").removesuffix(" of x")
                            for v in [split_id(ship)[0]] + [split_id(p)[0] for p in way]])
        c.wrong(fig, quoted, f"the path {names}")
        return
    for k, (place, cost) in enumerate(zip(way, costs)):
        planet = c.state.planet(place)
        if k in owners and (planet is None or planet.colony is None
                            or planet.colony.owner.lower() != owners[k].lower()):
            c.wrong(fig, quoted, f"{planet.colony.owner}'s colony on {place_name(place)}"
                    if planet is not None and planet.colony is not None else f"no colony on {place_name(place)}")
            return
        right = step_cost(c.state, c.player, place, c.settings)
        if cost is not None and cost != right:
            c.wrong(fig, quoted, f"{right} move{'s' if right != 1 else ''} onto {place_name(place)}")
            return


def _check_short_stop(c: _Checking, fig: Figure, quoted: str) -> None:
    """ "If I roll the Ace I'll just stop on the Ace planet": where one face leaves the ship."""
    from gm_tool.games.colonization.actions import RollMove
    from gm_tool.games.colonization.rules.pieces import place_name, split_id
    face = next(iter(fig.faces))
    if not isinstance(c.action, RollMove) or not c.main or face not in c.after:
        c.unplaced(fig, quoted)
        return
    where = c.after[face].seats[c.player].ship
    if split_id(where)[0] != fig.extra["place"]:
        c.wrong(fig, quoted, f"{place_name(where)} on a roll of {face.capitalize() if face in ('null', 'ace') else face}")


def _check_comparison(c: _Checking, fig: Figure, quoted: str) -> None:
    """"5 beats 1", "(8 vs 4)": a rule said, not checked, except beside a colonization: the coins
    (or coins and a roll) against the planet's value, and on an Ace planet with neither a Null nor
    an Ace coin, the coins beating its value 1 win nothing (4.B.iv.4)."""
    from gm_tool.games.colonization.actions import Colonize
    planet = c.state.planet(c.planet_id) if isinstance(c.action, Colonize) and c.planet_id else None
    if planet is None or "right" not in fig.extra:
        return
    total, value = sum(NUM[x] for x in c.action.coins), NUM[planet.value]
    if fig.extra["right"] != value or fig.extra["left"] not in {total} | {total + NUM[f] for f in FACES}:
        c.wrong(fig, quoted, f"roll + {total} against the planet's value {value}")
        return
    if planet.value != "ace" or {"null", "ace"} & set(c.action.coins) or fig.extra["left"] != total:
        return
    c.wrong(fig, quoted, "Null or Ace: beating the Ace planet's 1 does not colonize it, only a Null "
            "or Ace (used or rolled) does (4.B.iv.4)")


def _check_game_ends(c: _Checking, fig: Figure, quoted: str) -> None:
    """"..., and the game ends": some outcome of the action ends the game, or (before the last
    round) begins its last round (5.A)."""
    if c.state.last_round:
        ends = any(s.ended for s in c.after.values())
    else:
        ends = any(s.last_round or s.ended for s in c.after.values())
    others = [p for p in c.state.remaining if p != c.player] if c.state.last_round else []
    if not ends and others:
        c.wrong(fig, quoted, f"a game that goes on: {' and '.join(others)} still "
                f"{'has' if len(others) == 1 else 'have'} a last action (5.A)")
    elif not ends:
        c.wrong(fig, quoted, "a game that goes on: it ends when a player has no coins left, and then "
                "every other player has one last action (5.A)")


def _check_game_goes_on(c: _Checking, fig: Figure, quoted: str) -> None:
    """"I do not want to end the game yet": no outcome of the action ends the game nor begins
    its last round (5.A)."""
    if any(s.last_round != c.state.last_round or s.ended for s in c.after.values()):
        c.wrong(fig, quoted, "a game that ends: with no coin left in your stash the game ends, and then "
                "every other player has one last action (5.A)")


def _check_ace_points(c: _Checking, fig: Figure, quoted: str) -> None:
    """"+5 for the ace planet": the Ace planet's bonus, its value with the bonus, or all this
    colonization gains."""
    from gm_tool.games.colonization.actions import Colonize
    p = c.state.planet(c.planet_id) if c.planet_id else None
    if not isinstance(c.action, Colonize) or p is None:
        c.unplaced(fig, quoted)
        return
    bonus = c.settings.ace_planet_bonus
    if p.value != "ace":
        c.wrong(fig, quoted, "no Ace bonus: this is no Ace planet")
    elif fig.number not in (bonus, 1 + bonus, c.gain):
        c.wrong(fig, quoted, f"+{bonus} for the Ace planet (with its value 1: +{1 + bonus})")


#: the check of each kind of figure ("comparison": a rule said, checked only on an Ace planet)
def _check_coins_sum(c: _Checking, fig: Figure, quoted: str) -> None:
    """"4 + roll": the coins used for the roll add up to the number."""
    from gm_tool.games.colonization.actions import Colonize
    if not isinstance(c.action, Colonize):
        c.unplaced(fig, quoted)
        return
    total = sum(NUM[x] for x in c.action.coins)
    if fig.number != total:
        c.wrong(fig, quoted, f"roll + {total} (the coins you use add up to {total})")


def _check_inequality(c: _Checking, fig: Figure, quoted: str) -> None:
    """"5 + null > 3": the coins' total, the planet's value, and the sum's arithmetic."""
    from gm_tool.games.colonization.actions import Colonize
    planet = c.state.planet(c.planet_id) if isinstance(c.action, Colonize) and c.planet_id else None
    if planet is None:
        c.unplaced(fig, quoted)
        return
    total, value = sum(NUM[x] for x in c.action.coins), NUM[planet.value]
    face, target, number = fig.extra["face"], fig.extra["target"], fig.number
    if number != total and face == total:
        number, face = face, number        # "(1+3 > 3)": the die's face first, then the coins
    if number != total and "total" in fig.extra:
        c.wrong(fig, quoted, f"{face} + {total} = {face + total} (a {face} rolled, plus the coins you use)")
    elif number != total:
        c.wrong(fig, quoted, f"roll + {total} (the coins you use add up to {total})")
    elif target is None:
        pass
    elif target != value:
        c.wrong(fig, quoted, f"roll + {total} against the planet's value {value}")
    elif face is not None and not number + face > target:
        c.wrong(fig, quoted, f"{number} + {face} = {number + face}, not more than {target}")


_CHECKS = {"comparison": _check_comparison, "game_ends": _check_game_ends, "game_goes_on": _check_game_goes_on, "ace_points": _check_ace_points, "faces": _check_faces, "coins_sum": _check_coins_sum, "inequality": _check_inequality, "sum": _check_sum, "gain": _check_gain, "total": _check_score,
           "score_of": _check_score, "moves": _check_moves, "moves_cost": _check_moves,
           "planet_points": _check_planet_points, "stash": _check_pile, "discard": _check_pile,
           "turn": _check_turn, "odds": _check_odds, "match_bonus": _check_match_bonus,
           "colony_count": _check_colony_count, "ship_at": _check_ship_at,
           "colony_coin": _check_colony_coin, "score_pair": _check_score_pair,
           "score_change": _check_score_change, "restore_count": _check_restore_count,
           "planets_left": _check_planets_left, "stash_count": _check_stash_count,
           "path": _check_path, "colony_worth": _check_colony_worth,
           "short_stop": _check_short_stop, "coins_back": _check_coins_back,
           "passed": _check_passed, "coin_on": _check_coin_on, "there": _check_there, "steps": _check_steps,
           "my_colony": lambda c, fig, quoted: _check_my_colony(c, fig, quoted)}


def _check_claim(c: _Checking, claim: Any) -> None:
    """A status line's claim ("Stash: ...", "Score after: 12", "Turn 7", "Ship: ...")."""
    from gm_tool.games.colonization.rules.pieces import coin_list, place_name
    after, player = c.after, c.player
    quoted = f"\"{claim.text.strip()}\""
    if claim.kind in ("stash", "discard"):
        pile = "stash" if claim.kind == "stash" else "discard"
        have = sorted(getattr(c.seat, pile), key=FACES.index)
        possible = ([] if getattr(claim, "after", False) else [have]) + [
            sorted(getattr(after[f].seats[player], pile), key=FACES.index) for f in FACES]
        if sorted(claim.coins, key=FACES.index) not in possible:
            right = sorted(getattr(after["null"].seats[player], pile), key=FACES.index)
            shown = right if getattr(claim, "after", False) or not c.rolls and right != have else have
            c.wrong(claim_fig(claim), quoted, f"your {pile} {'after the action' if shown == right else 'now'}: "
                    f"{coin_list(shown)}" + (" (or as the roll goes)" if c.rolls else ""))
    elif claim.kind == "turn" and claim.number is not None and claim.number != c.state.turn:
        c.wrong(claim_fig(claim), quoted, f"turn {c.state.turn}")
    elif claim.kind == "score" and claim.number is not None:
        possible = {c.now} | {c.score(player, after[f]) for f in FACES}
        later = sorted({c.score(player, after[f]) for f in FACES})
        if (claim.after or getattr(claim, "worked", False) and claim.number not in possible) \
                and claim.number not in later:
            # "Score after: 12", "Points if ok: 8": the score the action leads to
            c.wrong(claim_fig(claim), quoted, "your score after the action: "
                    + " or ".join(str(v) for v in later))
        elif claim.number not in possible:
            c.wrong(claim_fig(claim), quoted, f"your score {c.now}")
    elif claim.kind == "ship" and claim.places:
        places = {c.ship} | {after[f].seats[player].ship for f in FACES}
        if claim.places[0] not in places:
            c.wrong(claim_fig(claim), quoted, f"your ship on {place_name(c.ship)}")


def check_figures(state: Any, player: str, action: Any, settings: Any, figures: list[Figure],
                  claims: list[Any]) -> list[Diagnostic]:
    """Each figure written beside the action against the rules: an error naming the right value
    when it is wrong, a warning when it fits nothing the action does."""
    from gm_tool.games.colonization.actions import Draw

    if not figures and not claims:
        return []
    after = outcomes(state, player, action, settings)
    if not after:
        return []
    c = _checking(state, player, action, settings, after)
    for fig in figures:
        if fig.kind == "left":
            # "Draw a planet. 18 left after": planets after a draw, coins after anything else; a
            # bare "I draw a planet. (14 left)" may be the count before or after the draw
            fig.kind = "planets_left" if isinstance(action, Draw) else "stash_count"
            said_after = not isinstance(action, Draw) or "before" in fig.extra or any(
                w in str(fig.extra.get("quote", "")).lower().split()
                for w in ("after", "afterwards", "then", "after,", "→", "->"))
            fig.extra = {**fig.extra, "after": said_after}
    for fig in figures:
        quoted = f"\"{_quote_fig(fig)}\""
        check = _CHECKS.get(fig.kind)
        if check is not None:
            check(c, fig, quoted)
    for claim in claims:
        _check_claim(c, claim)
    return c.out


def claim_fig(claim: Any) -> Figure:
    return Figure("claim", 0, 0, line=claim.line, text=claim.text)


def _them(state: Any, player: str, action: Any) -> str | None:
    """"he drops to 12": the player an attack hits (the colony's owner), or the one rival."""
    from gm_tool.games.colonization.actions import Destroy
    if isinstance(action, Destroy):
        where = action.planet or state.seats[player].ship
        p = state.planet(where) if where and not where.startswith("sun-") else None
        if p is not None and p.colony is not None:
            return p.colony.owner
    others = [p for p in state.players if p != player]
    return others[0] if len(others) == 1 else None


def _player(state: Any, name: str) -> str | None:
    from gm_tool.core.kit.matching import fold

    for p in state.players:
        if fold(p) == fold(name):
            return p
    if len(name) == 1:
        # "M 13, T 10": a player by the initial only they have
        mine = [p for p in state.players if fold(p)[:1] == fold(name)]
        return mine[0] if len(mine) == 1 else None
    if len(name) > 3 and fold(name).endswith("s"):
        # "beats Rosas 19": the possessive written without its apostrophe
        mine = [p for p in state.players if fold(p) == fold(name)[:-1]]
        return mine[0] if len(mine) == 1 else None
    return None


def _quote_fig(fig: Figure) -> str:
    from gm_tool.core.kit.reading.bagwords import words_of
    from gm_tool.core.kit.reading.bagwords import edit_marker

    if fig.extra.get("quote"):
        text = fig.extra["quote"]
    else:
        _, rest = edit_marker(fig.text)
        words = words_of(rest)
        text = " ".join(w.text for w in words[fig.start:fig.end])
    for p in ",.;:!?)":
        text = text.replace(" " + p, p)
    return text.replace("( ", "(").strip()


def _reach_alone(state, player: str, action, main, settings) -> frozenset | None:
    """The faces that bring the ship to `main` when it is the only place named: a move that
    names another place for some face ("on an ace, warp to the 4 of Crowns") still reaches
    `main` on those faces, and a player counting them is right. None for any other action."""
    from gm_tool.games.colonization.actions import RollMove
    if not isinstance(action, RollMove) or main is None or len(action.targets) < 2:
        return None
    try:
        alone = outcomes(state, player, RollMove((main,)), settings)
        return frozenset(f for f in FACES if alone and f in alone and alone[f].seats[player].ship == main)
    except Exception:  # noqa: BLE001 (no such reading: the figure is checked as it was)
        return None


def _path_elsewhere(c: _Checking, fig: Figure, quoted: str, start: str, main: str) -> bool:
    """ "to the sun, 1 space back": a count with its way that, counted in places, leads somewhere
    else than the place named (reported as such); False when it leads there."""
    from gm_tool.games.colonization.rules.board import path, path_cost, place_at, position
    from gm_tool.games.colonization.rules.pieces import place_name
    cost = path_cost(c.state, c.player, start, main, c.settings)
    if fig.number in (len(path(c.state, start, main)), cost):
        return False      # (the count of places, checked as moves next; or the moves themselves)
    suit, index = position(c.state, start)
    to = index + fig.number if fig.extra["way"] == "out" else index - fig.number
    where = f" (it leads to {place_name(place_at(c.state, suit, to))}, not to {place_name(main)})" \
        if 0 <= to <= len(c.state.system(suit).planets) else ""
    c.wrong(fig, quoted, f"{cost} moves to "
            f"{place_name(main)}: the path written does not lead to {place_name(main)}{where}")
    return True


def _check_whose_colony(c: _Checking, fig: Figure, quoted: str) -> None:
    """"to the 2 of Crowns (my colony)", "(Tomasz's colony)": the place named holds a colony of
    that owner (the poster's, a rival's, or the named player's), as the board shows."""
    from gm_tool.games.colonization.rules.pieces import place_name, split_id
    place = fig.extra["place"]
    if place == "here":
        place = c.ship
    elif "-" not in place:
        # "the 4 (my colony)": the planet of that value the action is about
        named = [p for p in (c.main, c.planet_id, c.ship) if p and split_id(p)[0] == place]
        if not named:
            c.unplaced(fig, quoted)
            return
        place = named[0]
    planet = c.state.planet(place)
    if planet is None:
        c.unplaced(fig, quoted)
        return
    owner = planet.colony.owner if planet.colony is not None else None
    who = fig.who or ""
    if who == "me":
        right = owner == c.player
    elif who == "other":
        right = owner is not None and owner != c.player
    else:
        right = owner is not None and owner.lower() == who.lower()
    if not right:
        c.wrong(fig, quoted, f"{'your' if owner == c.player else owner + chr(39) + 's'} colony on "
                f"{place_name(place)}" if owner else f"no colony on {place_name(place)}")


_CHECKS["whose_colony"] = _check_whose_colony


def _check_tie_with(c: _Checking, fig: Figure, quoted: str) -> None:
    """"→ 16 pts, tie w Yusuf": the poster's score after the action equal to the rival's then, on
    some roll where the action does something (on every roll when none changes the score)."""
    other = _player(c.state, fig.extra["tie"])
    if other is None or other == c.player:
        c.unplaced(fig, quoted)
        return
    current = c.score(c.player)
    pairs = {(c.score(c.player, c.after[f]), c.score(other, c.after[f])) for f in FACES}
    moved = {p for p in pairs if p[0] != current} or pairs
    if any(mine == theirs for mine, theirs in moved):
        return
    mine = " or ".join(str(v) for v in sorted({m for m, _ in moved}))
    theirs = " or ".join(str(v) for v in sorted({t for _, t in moved}))
    c.wrong(fig, quoted, f"{other}: {theirs}, your score {mine}: no tie")


_CHECKS["tie_with"] = _check_tie_with


def _score_only_if_it_fails(c: _Checking, fig: Figure, quoted: str, who: str, current: int,
                            possible: set[int]) -> bool:
    """"(attack) would put him at 22" where 22 is his score now: the score the action leaves is
    the one after it succeeds; the current one stays only if it fails (named, both ways)."""
    from gm_tool.games.colonization.actions import Destroy

    moved = possible - {current}
    if fig.number != current or not moved:
        return False
    what = "attack" if isinstance(c.action, Destroy) else "action"
    name = who if who != c.player else "your score"
    c.wrong(fig, quoted, f"{name}: {' or '.join(str(v) for v in sorted(moved))} after a successful {what} "
            f"({current} is the score now, kept only if the {what} fails)")
    return True


def _check_my_colony(c: _Checking, fig: Figure, quoted: str) -> None:
    """"my colony is a 3": a colony of the poster's on a planet of that value, or marked by
    that coin (the one the ship is on first, when it is one)."""
    from gm_tool.games.colonization.rules.pieces import coin_name, place_name
    mine = c.state.colonies_of(c.player)
    if not any(p.value in fig.faces or p.colony.coin in fig.faces for p in mine):
        right = ", ".join(f"{place_name(p.id)} (coin {coin_name(p.colony.coin)})" for p in mine) or "none"
        c.wrong(fig, quoted, f"your colonies: {right}")


def _check_tie_them(c: _Checking, fig: Figure, quoted: str) -> None:
    """"would tie him at 10": the poster's score and the other player's (the one the attack
    hits, or the one rival) equal after the action, on a roll where it does something, and
    equal to the score said."""
    other = _them(c.state, c.player, c.action)
    if other is None or other == c.player:
        c.unplaced(fig, quoted)
        return
    current = c.score(c.player), c.score(other)
    pairs = {(c.score(c.player, c.after[f]), c.score(other, c.after[f])) for f in FACES}
    moved = {p for p in pairs if p != current} or pairs
    ties = {mine for mine, theirs in moved if mine == theirs}
    if ties and (fig.number is None or fig.number in ties):
        return
    if ties:
        c.wrong(fig, quoted, f"a tie at {' or '.join(str(v) for v in sorted(ties))} ({other} and you)")
        return
    mine = " or ".join(str(v) for v in sorted({m for m, _ in moved}))
    theirs = " or ".join(str(v) for v in sorted({t for _, t in moved}))
    c.wrong(fig, quoted, f"{other}: {theirs}, your score {mine}: no tie")


_CHECKS["tie_them"] = _check_tie_them


def _score_now_then_parts(c: _Checking, fig: Figure) -> bool:
    """A sum of points that starts from the poster's score now and goes on with the colony's
    parts, planet and bonuses ("14 if it works (9 + 3 + 2 match)", 9 being the score): right
    when the parts make the colony's points and the sum the score after it."""
    from gm_tool.games.colonization.actions import Colonize
    return fig.points and isinstance(c.action, Colonize) and len(fig.terms) >= 3 and bool(c.winning) \
        and fig.terms[0] == c.now and sum(fig.terms[1:]) == c.gain and fig.number == c.best


def terms_text(terms: tuple[int, ...]) -> str:
    """"32 + 2 + 5 - 3": a sum's terms as written, a term taken away with its minus."""
    return "".join((f" - {-t}" if t < 0 else f" + {t}") if k else str(t) for k, t in enumerate(terms))


def _coins_not_read(c: _Checking, fig: Figure, quoted: str) -> bool:
    """"Colonize 4 of Crowns, 3 + 2 = 5, marker Ace": a sum of different coin values on the order's
    line whose coins (with or without one die face) are not the ones read: the numbers
    of a figure may be the order's coins, lost from it; asked (True), never passed over. Not a
    sum of points, nor the colony's own parts (its planet's value, then a bonus)."""
    from gm_tool.games.colonization.actions import Colonize
    from gm_tool.games.colonization.rules.pieces import coin_name
    if not isinstance(c.action, Colonize) or not fig.extra.get("order_line") or fig.points or fig.total \
            or not 2 <= len(fig.terms) <= 6 \
            or any(not 0 <= t <= 5 for t in fig.terms) or len(set(fig.terms)) != len(fig.terms) \
            or fig.number is None or fig.number > 15:
        return False
    coins = sorted(NUM[x] for x in c.action.coins)
    terms = sorted(fig.terms)
    if terms == coins or any(sorted(terms[:k] + terms[k + 1:]) == coins for k in range(len(terms))) \
            or len(terms) == 2 and sum(coins) in terms or fig.terms[0] == c.now and fig.number == c.best:
        return False       # (the coins and a face; their total and a face; the score, then the gain)
    p = c.state.planet(c.planet_id) if c.planet_id else None
    if p is not None and fig.terms[0] == NUM[p.value] or _labelled_apart(fig):
        return False          # ("3 + 2 = 5": the planet's 3 and the match's 2; "4+2+3 = 9 for planets")
    used = " and ".join(coin_name(x) for x in c.action.coins)
    named = " and ".join(coin_name(next(f for f in FACES if NUM[f] == t)) for t in fig.terms)
    c.out.append(Diagnostic("col.colonize.unclear_coin", f"line {fig.line}: you wrote {quoted}, but the "
                            f"order reads roll with {'the ' + used + ' coin' + ('s' if len(c.action.coins) > 1 else '') if used else 'no coins'}"
                            f" (roll + {sum(coins)}): are the {named} coins you use? please confirm",
                            E, fig.line, None, "name the coins the roll uses, e.g. \"colonize using 3 "
                            "and 2, marker Ace\""))
    return True


def _score_from_now_wrong(c: _Checking, fig: Figure) -> bool:
    """An unlabelled sum of three parts or more that starts from the poster's score now ("32 + 2
    + 5 - 3 = 36", a score being more than any coin or face): the score after the colonization,
    wrong (True) when it is not the one the colonization gives."""
    from gm_tool.games.colonization.actions import Colonize
    if not isinstance(c.action, Colonize) or fig.points or len(fig.terms) < 3 or not c.winning \
            or fig.terms[0] <= 5 or fig.terms[0] in {c.score(who) for who in c.state.seats if who != c.player}:
        return False     # (a rival's score summed is theirs)
    return fig.terms[0] != c.now or fig.number != c.best


_APART_LABELS = frozenset({"planets", "planet", "pts", "points", "point", "vp", "moves", "steps", "spaces",
                           "colonies", "total", "score", "final", "bonus", "match"})


def _labelled_apart(fig: Figure) -> bool:
    """A sum said to be of something other than coins: a label of points, planets or moves just
    before or after it ("Final: 4+2+3 = 9 for planets")."""
    from gm_tool.core.kit.reading.bagwords import edit_marker, words_of

    words = [w.word for w in words_of(edit_marker(fig.text)[1])]
    return bool(_APART_LABELS & set(words[max(0, fig.start - 3):fig.start] + words[fig.end:fig.end + 2]))

