"""The figures a player wrote (`figures.figure_spans`), checked against the rules: the action is
applied once per die face, so a wrong figure is an error that names the right value, and a figure
that fits no part of the action is a warning.
"""

from __future__ import annotations

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


def check_figures(state: Any, player: str, action: Any, settings: Any, figures: list[Figure],
                  claims: list[Any]) -> list[Diagnostic]:
    """Each figure written beside the action against the rules: an error naming the right value
    when it is wrong, a warning when it fits nothing the action does."""
    from gm_tool.games.colonization.actions import Colonize, Destroy, RollMove
    from gm_tool.games.colonization.rules.pieces import coin_list, place_name, split_id
    from gm_tool.games.colonization.rules.board import path_cost
    from gm_tool.games.colonization.rules.scoring import score

    if not figures and not claims:
        return []
    after = outcomes(state, player, action, settings)
    if not after:
        return []
    seat = state.seats[player]
    ship = seat.ship
    planet_id = ship if isinstance(action, (Colonize, Destroy)) else None
    main = None
    if isinstance(action, RollMove) and action.targets:
        # the place the figures are about: the first in the ship's own system (a place for one
        # face, "if null -> Crowns sun", comes first in the order but is not what "3 moves" counts)
        here = ship.split("-", 1)[1]
        main = next((t for t in action.targets if t.split("-", 1)[1] == here), action.targets[0])

    def success(face: str) -> bool:
        new = after[face]
        if isinstance(action, Colonize) and planet_id:
            p = new.planet(planet_id)
            return p is not None and p.colony is not None and p.colony.owner == player
        if isinstance(action, Destroy) and planet_id:
            p = new.planet(planet_id)
            return p is not None and p.colony is None
        if isinstance(action, RollMove) and action.targets:
            return new.seats[player].ship == main
        return False

    rolls = isinstance(action, (Colonize, Destroy, RollMove))
    winning = frozenset(f for f in FACES if success(f)) if rolls else frozenset()
    now = score(state, player, settings)["total"]
    won = next((f for f in FACES if f in winning), None)
    best = score(after[won], player, settings)["total"] if won else score(after["null"], player, settings)["total"]
    gain = best - now if isinstance(action, Colonize) else 0
    out: list[Diagnostic] = []

    def wrong(fig: Figure, what: str, right: str) -> None:
        out.append(Diagnostic("col.figure.wrong", f"line {fig.line}: you wrote {what}; the rules give "
                              f"{right}", E, fig.line, None, "correct the figure (or leave it out)"))

    def unplaced(fig: Figure, what: str) -> None:
        out.append(Diagnostic("col.figure.not_placed", f"line {fig.line}: the figure {what} was not "
                              "checked: it fits nothing this action does", W, fig.line))

    def why_faces() -> str:
        if isinstance(action, Colonize) and planet_id:
            p = state.planet(planet_id)
            bonus = sum(NUM[c] for c in action.coins)
            if p is not None and p.value == "ace":
                return " (an Ace planet: a Null or Ace, used or rolled)"
            if p is not None:
                rel = "more than" if settings.colonize_success == "greater" else "at least"
                return f" (roll + {bonus} must be {rel} {NUM[p.value]})"
        if isinstance(action, Destroy) and planet_id:
            p = state.planet(planet_id)
            if p is not None and p.colony is not None:
                v = NUM[p.colony.coin]
                return (f" (the colony's coin is {v}: a roll of {v} or more destroys it)" if v
                        else " (a value-0 colony falls only to a Null or Ace)")
        if isinstance(action, RollMove) and main:
            return f" (to reach {place_name(main)})"
        return ""

    from gm_tool.games.colonization.actions import Draw
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
        if fig.kind == "faces":
            if not rolls:
                unplaced(fig, quoted)
            elif fig.faces == {"null", "ace"} and isinstance(action, Colonize) and planet_id \
                    and split_id(planet_id)[0] == "ace" and {"null", "ace"} & set(action.coins) \
                    and not {"die", "dice", "roll", "rolled", "rolling"} & set(fig.text.lower().split()):
                continue   # "(null or ace needed, the Ace coin covers it)": the rule, not the die
            elif fig.extra.get("subset") and fig.faces <= winning:
                continue   # "so a 3 does it": a face that wins, said alone
            elif fig.faces != winning and fig.faces == _reach_alone(state, player, action, main, settings):
                continue   # "the 3, anything but a null gets me there; on an ace I'd rather warp":
                           # the faces that reach the place, before the other choice takes one
            elif fig.faces != winning:
                wrong(fig, quoted, _faces_text(winning) + why_faces())
        elif fig.kind == "sum":
            if sum(fig.terms) != fig.number:
                wrong(fig, quoted, f"{' + '.join(str(t) for t in fig.terms)} = {sum(fig.terms)}")
            elif fig.points and isinstance(action, Colonize):
                if fig.total and fig.number != best:
                    wrong(fig, quoted, f"a total of {best} if the colonization succeeds")
                elif not fig.total and fig.number != gain:
                    wrong(fig, quoted, f"+{gain} points if the colonization succeeds")
        elif fig.kind == "gain" and fig.extra.get("bare") and fig.number in (now, best):
            continue       # "Tove | Suns | 7 pts": a bare "N pts" that is the score, now or after
        elif fig.kind == "gain":
            if not isinstance(action, Colonize):
                if fig.number != 0:
                    wrong(fig, quoted, "no points for this action")
            elif fig.number != gain:
                # a bare "→ 14 pts" may be the total as well as the gain: name both
                wrong(fig, quoted, f"+{gain} points if the colonization succeeds" + (
                    f" ({best} in all)" if fig.extra.get("bare") else ""))
        elif fig.kind in ("total", "score_of"):
            who = player if fig.who in (None, "me") else _them(state, player, action) \
                if fig.who == "_them" else _player(state, fig.who)
            if who is None:
                unplaced(fig, quoted)
                continue
            current = score(state, who, settings)["total"]
            possible = {current} | {score(after[f], who, settings)["total"] for f in FACES}
            if fig.extra.get("tie"):
                # "would tie Tess at 17": the poster's score after the action, and Tess's score
                other = _player(state, fig.extra["tie"])
                possible -= {current}
                theirs = score(state, other, settings)["total"] if other is not None else None
                if theirs is not None and theirs != fig.number:
                    wrong(fig, quoted, f"{other}: {theirs}")
                    continue
            if fig.number not in possible and fig.extra.get("tie") and possible:
                wrong(fig, quoted, f"your score {' or '.join(str(v) for v in sorted(possible))} "
                      "if the action succeeds")
            elif fig.number not in possible:
                right = f"{current}" if len(possible) == 1 else \
                    " or ".join(str(v) for v in sorted(possible)) + " (as the roll goes)"
                wrong(fig, quoted, f"{who if who != player else 'your score'}: {right}")
        elif fig.kind in ("moves", "moves_cost"):
            start = "sun-" + main.split("-", 1)[1] if fig.extra.get("from_sun") and main and "-" in main \
                else ship
            if not isinstance(action, RollMove) or not main or \
                    main.split("-", 1)[1] != start.split("-", 1)[1]:
                unplaced(fig, quoted)
                continue
            cost = path_cost(state, player, start, main, settings)
            if fig.kind == "moves_cost":
                # "(Dana's colony, counts 2)": the cost of a planet with an opponent's colony
                if fig.extra.get("own"):
                    if fig.number != 1:   # "(the ace is mine so it only counts 1)": an own colony costs 1
                        wrong(fig, quoted, "1 move for a planet with your own colony")
                    continue
                if fig.number not in (cost, settings.opponent_colony_cost):
                    wrong(fig, quoted, f"{cost} moves to {place_name(main)}")
            elif fig.number != cost:
                from gm_tool.games.colonization.rules.board import path
                plain = len(path(state, start, main))
                wrong(fig, quoted, f"{cost} moves to {place_name(main)}" + (
                    " (a planet with an opponent's colony counts two)" if cost != plain else ""))
        elif fig.kind == "comparison":
            continue
        elif fig.kind == "planet_points":
            p = state.planet(planet_id) if planet_id else None
            if not isinstance(action, Colonize) or p is None:
                unplaced(fig, quoted)
            elif fig.number != NUM[p.value]:
                wrong(fig, quoted, f"{NUM[p.value]} points for {place_name(p.id)}")
        elif fig.kind in ("stash", "discard"):
            pile = fig.kind
            have = sorted(getattr(seat, pile), key=FACES.index)
            possible = ([] if fig.extra.get("after") else [have]) + [
                sorted(getattr(after[f].seats[player], pile), key=FACES.index) for f in FACES]
            before = fig.extra.get("before")
            if before is not None and sorted(before, key=FACES.index) != have:
                wrong(fig, quoted, f"your {pile} before the action: {coin_list(have)}")
            elif sorted(fig.faces, key=FACES.index) not in possible or len(fig.terms) != len(fig.faces):
                right = sorted(getattr(after["null"].seats[player], pile), key=FACES.index)
                wrong(fig, quoted, f"your {pile} after the action: {coin_list(right)}"
                      + (" (as the roll goes)" if rolls else ""))
        elif fig.kind == "turn":
            if fig.number != state.turn:
                wrong(fig, quoted, f"turn {state.turn}")
        elif fig.kind == "odds":
            if not rolls:
                unplaced(fig, quoted)
            elif fig.number != len(winning):
                wrong(fig, quoted, f"{len(winning)} in 6: {_faces_text(winning)}{why_faces()}")
        elif fig.kind == "match_bonus":
            if fig.number != settings.match_bonus:
                wrong(fig, quoted, f"a match bonus of {settings.match_bonus}")
        elif fig.kind == "colony_count":
            # "That'd be 2 colonies", "my second colony": the poster's colonies, now or after it
            have = len(state.colonies_of(player))
            possible = {have} | {len(after[f].colonies_of(player)) for f in FACES}
            if fig.number not in possible:
                most = max(possible)
                wrong(fig, quoted, f"{most} {'colony' if most == 1 else 'colonies'} for you"
                      + (" if the colonization succeeds" if most != have else ""))
        elif fig.kind == "ship_at":
            from gm_tool.games.colonization.rules.pieces import is_sun as _is_sun
            if fig.who.startswith("mine-"):
                here = state.planet(ship) if not _is_sun(ship) else None
                right = here is not None and here.value == fig.who[5:] and here.colony is not None \
                    and here.colony.owner == player
            else:
                right = _is_sun(ship) if fig.who == "sun" else not _is_sun(ship) if fig.who == "not sun" \
                    else fig.who == ship
            if not right:
                wrong(fig, quoted, f"your ship is on {place_name(ship)}")
        elif fig.kind == "colony_coin":
            p = state.planet(ship) if not ship.startswith("sun-") else None
            if not isinstance(action, Destroy) or p is None or p.colony is None:
                unplaced(fig, quoted)
            elif p.colony.coin not in fig.faces:
                from gm_tool.games.colonization.rules.pieces import coin_name
                wrong(fig, quoted, f"the colony's coin is {coin_name(p.colony.coin)}")
        elif fig.kind == "score_pair":
            mine = {score(state, player, settings)["total"]} | {score(after[f], player, settings)["total"]
                                                                 for f in FACES}
            others = [p for p in state.players if p != player]
            other = _player(state, fig.who) if fig.who else (others[0] if len(others) == 1 else None)
            if other is not None and fig.terms[1] in mine and fig.terms[0] in (
                    {score(state, other, settings)["total"]}
                    | {score(after[f], other, settings)["total"] for f in FACES}):
                pass     # "final 15-10, gg Marisol": the score line the other way round (leader first)
            elif fig.terms[0] not in mine:
                wrong(fig, quoted, f"your score: {' or '.join(str(v) for v in sorted(mine))}")
            elif other is None:
                unplaced(fig, quoted)
            else:
                theirs = {score(state, other, settings)["total"]} | {
                    score(after[f], other, settings)["total"] for f in FACES}
                if fig.terms[1] not in theirs:
                    wrong(fig, quoted, f"{other}: {' or '.join(str(v) for v in sorted(theirs))}")
        elif fig.kind == "score_change":
            who = player if fig.who in (None, "me") else _player(state, fig.who or "")
            if who is None:
                unplaced(fig, quoted)
                continue
            current = score(state, who, settings)["total"]
            later = {score(after[f], who, settings)["total"] for f in FACES}
            if fig.terms[0] != current:
                wrong(fig, quoted, f"{who}: {current} now")
            elif fig.terms[1] not in later:
                wrong(fig, quoted, f"{who}: " + " or ".join(str(v) for v in sorted(later))
                      + " after the action")
        elif fig.kind == "restore_count":
            from gm_tool.games.colonization.actions import Restore
            if not isinstance(action, Restore):
                unplaced(fig, quoted)
            else:
                back = len(seat.stash) - len(after["null"].seats[player].stash)
                if -back != fig.number:
                    wrong(fig, quoted, f"{-back} coin{'s' if -back != 1 else ''} restored")
        elif fig.kind == "planets_left":
            left = len(state.hidden_planet_order)
            later = len(after["null"].hidden_planet_order)
            if fig.number not in (left, later) or fig.extra.get("after") and fig.number != later \
                    or fig.extra.get("before", left) != left:
                wrong(fig, quoted, f"{left} planets left to draw" + (
                    f", {later} after this draw" if later != left else ""))
        elif fig.kind == "stash_count":
            if fig.faces:
                have = sorted(seat.stash, key=FACES.index)
                possible_coins = [have] + [sorted(after[f].seats[player].stash, key=FACES.index)
                                           for f in FACES]
                if sorted(fig.faces, key=FACES.index) not in possible_coins:
                    right = sorted(after["null"].seats[player].stash, key=FACES.index)
                    wrong(fig, quoted, f"your stash after the action: {coin_list(right)}")
                    continue
            possible = {len(after[f].seats[player].stash) for f in FACES}
            if fig.extra.get("before", len(seat.stash)) != len(seat.stash):
                possible = set()        # "5 left → 4": the count before is the stash as it is now
            if not fig.extra.get("after"):
                possible.add(len(seat.stash))     # ("5 coins in stash": maybe as it is now)
            if fig.number not in possible:
                right = " or ".join(str(v) for v in sorted(possible - {len(seat.stash)})) or str(len(seat.stash))
                wrong(fig, quoted, f"{right} coin{'' if str(right) == '1' else 's'} in your stash")
    for claim in claims:
        quoted = f"\"{claim.text.strip()}\""
        if claim.kind in ("stash", "discard"):
            pile = "stash" if claim.kind == "stash" else "discard"
            have = sorted(getattr(seat, pile), key=FACES.index)
            possible = ([] if getattr(claim, "after", False) else [have]) + [
                sorted(getattr(after[f].seats[player], pile), key=FACES.index) for f in FACES]
            if sorted(claim.coins, key=FACES.index) not in possible:
                right = sorted(getattr(after["null"].seats[player], pile), key=FACES.index)
                shown = right if getattr(claim, "after", False) or not rolls and right != have else have
                wrong(claim_fig(claim), quoted, f"your {pile} {'after the action' if shown == right else 'now'}: "
                      f"{coin_list(shown)}" + (" (or as the roll goes)" if rolls else ""))
        elif claim.kind == "turn" and claim.number is not None and claim.number != state.turn:
            wrong(claim_fig(claim), quoted, f"turn {state.turn}")
        elif claim.kind == "score" and claim.number is not None:
            possible = {now} | {score(after[f], player, settings)["total"] for f in FACES}
            later = sorted({score(after[f], player, settings)["total"] for f in FACES})
            if claim.after and claim.number not in later:
                # "Score after: 12", "Points if ok: 8": the score the action leads to
                wrong(claim_fig(claim), quoted, "your score after the action: "
                      + " or ".join(str(v) for v in later))
            elif claim.number not in possible:
                wrong(claim_fig(claim), quoted, f"your score {now}")
        elif claim.kind == "ship" and claim.places:
            places = {ship} | {after[f].seats[player].ship for f in FACES}
            if claim.places[0] not in places:
                wrong(claim_fig(claim), quoted, f"your ship on {place_name(ship)}")
    return out


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
