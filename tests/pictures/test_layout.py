"""Pictures nobody misreads, proven from the drawing's own geometry: every game at its largest
player count, drawn at states spread over a whole self-play game and at its end (played.py).

The kit records every marker with the box it covers and the place it stands on (a technology
cell, a hex, a route, a planet card), every label that must stay readable, and every legend
entry (core/kit/picture/geometry.py); these tests read those records, so they check the very
numbers the picture was drawn with, not a second working-out of the layout."""

from __future__ import annotations

import itertools

import pytest
from played import CROWDS, crowded_views, drawn

from gm_tool.core.kit.picture.canvas import Chip
from gm_tool.core.kit.picture.palette import named

GAMES = sorted(CROWDS)
#: how far (px) a route marker keeps from every other route, and a route from a label: a
#: marker touching a crossing line reads as standing on either
CLEAR = 3


@pytest.fixture(scope="module", params=GAMES)
def crowd(request):
    """(game, [(where, view, canvas)]) — the final state last."""
    return request.param, [(where, view, drawn(view)) for where, view in crowded_views(request.param)]


def _report(game: str, problems: list[str]) -> str:
    return f"{game}: {len(problems)} problem(s):\n  " + "\n  ".join(problems[:15])


def test_every_marker_lies_inside_what_it_stands_on(crowd):
    game, drawings = crowd
    problems, placed = [], 0
    for where, _, canvas in drawings:
        for marker in canvas.markers:
            if marker.on is None:
                continue
            placed += 1
            if not marker.on.holds(marker.box):
                problems.append(f"{where}: {marker.label!r} at {marker.box} leaves {marker.on.name} "
                                f"{marker.on.bounds}")
    assert placed >= len(drawings), f"{game}: only {placed} markers recorded"
    assert not problems, _report(game, problems)


def test_a_route_marker_sits_on_its_route_and_no_other(crowd):
    game, drawings = crowd
    problems = []
    for where, _, canvas in drawings:
        routes = {m.on.points: m.on for m in canvas.markers if m.on is not None and m.on.is_route}
        for marker in canvas.markers:
            if marker.on is None or not marker.on.is_route:
                continue
            crossed = [r.name for points, r in routes.items()
                       if points != marker.on.points and r.crosses(marker.box.inset(-CLEAR))]
            if crossed:
                problems.append(f"{where}: {marker.label!r} on {marker.on.name} also lies on "
                                f"{', '.join(crossed)}")
    assert not problems, _report(game, problems)


def test_no_marker_covers_another(crowd):
    game, drawings = crowd
    problems = []
    for where, _, canvas in drawings:
        for a, b in itertools.combinations(canvas.markers, 2):
            if a.box.inset(0.5).overlaps(b.box.inset(0.5)):
                problems.append(f"{where}: {a.label!r} ({a.on.name if a.on else 'free'}) and "
                                f"{b.label!r} ({b.on.name if b.on else 'free'}) overlap")
    assert not problems, _report(game, problems)


def test_no_label_is_drawn_over(crowd):
    game, drawings = crowd
    problems = []
    for where, _, canvas in drawings:
        routes = {m.on.points: m.on for m in canvas.markers if m.on is not None and m.on.is_route}
        for label in canvas.labels:
            for marker in canvas.markers:
                if label.box.overlaps(marker.box):
                    problems.append(f"{where}: {marker.label!r} covers the label {label.text!r}")
            for route in routes.values():
                if route.crosses(label.box.inset(-CLEAR)):
                    problems.append(f"{where}: {route.name} runs through the label {label.text!r}")
    assert not problems, _report(game, problems)


def test_no_two_badges_share_a_letter(crowd):
    """A player's letter is none of another's and none of the legend's colour letters (Cy
    beside Criminal's C, Bob beside blue's B): a letter on the board names one thing."""
    game, drawings = crowd
    for where, view, canvas in drawings:
        chips = [e for e in canvas.legend_entries if isinstance(e, Chip) and e.swatch.letter]
        letters = [c.swatch.letter.lower() for c in chips]
        repeated = sorted({c.swatch.letter for c in chips if letters.count(c.swatch.letter.lower()) > 1})
        assert not repeated, f"{game}, {where}: the legend gives {repeated} to two things"
        symbols = {e[0].lower() for e in canvas.legend_entries if isinstance(e, tuple)}
        named_players = {c.swatch.name for c in chips}
        assert set(view["players"]) <= named_players, f"{game}: a player missing from the legend"
        clash = [c.swatch.letter for c in chips if c.swatch.letter.lower() in symbols]
        assert not clash, f"{game}, {where}: {clash} is also a legend symbol"


def _held_colour(game: str, state: dict) -> dict[str, str]:
    """player -> the fill of the planet or suit they hold, in the games that give one."""
    if game == "colonies":
        return {player: named(colour).fill for colour, player in (state.get("owners") or {}).items()}
    if game == "colonization":
        from gm_tool.games.colonization.views.picture import SUITS

        return {p: SUITS[seat["suit"]] for p, seat in (state.get("players") or {}).items()}
    return {}


def test_a_badge_takes_the_colour_of_what_its_player_holds(crowd):
    game, drawings = crowd
    where, view, canvas = drawings[-1]
    held = _held_colour(game, view["state"])
    if game in ("colonies", "colonization"):
        assert len(held) == len(view["players"])
    fills = {e.swatch.name: e.swatch.fill for e in canvas.legend_entries if isinstance(e, Chip)}
    for player, fill in held.items():
        assert fills[player] == fill, f"{game}: {player}'s badge is {fills[player]}, holds {fill}"


def test_the_final_picture_leads_with_the_scores(crowd):
    game, drawings = crowd
    where, view, canvas = drawings[-1]
    assert view["ended"], where
    texts = canvas.texts
    heading = next((i for i, t in enumerate(texts) if t.startswith("Final scores")), None)
    assert heading is not None, f"{game}: the final picture shows no scores"
    # right under the title: before any of the board
    assert heading <= 5, f"{game}: the scores come after {texts[:heading]}"
    rows = " | ".join(texts[heading:heading + 12 * (len(view["players"]) + 1)])
    for player in view["players"]:
        assert player in rows, f"{game}: {player} missing from the final scores: {rows}"
    for _, earlier, canvas_before in drawings[:-1]:
        assert not any(t.startswith("Final scores") for t in canvas_before.texts)
