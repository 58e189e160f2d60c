"""The drawing kit: colours always come with letters, the output is the same bytes for the same
drawing whatever the user's matplotlib settings, and pictures stay within what forums take."""

from __future__ import annotations

import hashlib
import io

import matplotlib
import pytest
from PIL import Image

from gm_tool.core.kit.picture import palette
from gm_tool.core.kit.picture.geometry import Box
from gm_tool.core.kit.picture.canvas import MAX_WIDTH, Chip, drawing
from gm_tool.core.kit.picture.palette import Swatch, named, player_swatches, short_names


def test_every_game_colour_has_its_own_letter():
    letters = [named(c).letter for c in palette.named_colours()]
    assert all(letters) and len(set(letters)) == len(letters)


def test_an_unknown_colour_is_a_clear_error():
    from gm_tool.core.kit.errors import GmError

    with pytest.raises(GmError, match="no colour 'mauve'"):
        named("mauve")


@pytest.mark.parametrize("players", [["Ann", "Bob", "Cy"], ["Ann", "Anna", "Andy", "Bob"],
                                     ["al", "Al2", "x", "X_ray", "Zed", "zed2", "Q", "R", "S"]])
def test_players_get_distinct_letters_and_colours(players):
    swatches = player_swatches(players)
    letters = [s.letter for s in swatches.values()]
    assert len({l.lower() for l in letters}) == len(letters)
    assert all(p.lower().startswith(s.letter.lower()) for p, s in swatches.items())
    # the palette repeats only past eight players: the letters still tell them apart
    assert len({s.fill for s in list(swatches.values())[:8]}) == min(8, len(players))


def test_short_names_are_the_shortest_distinct_prefixes():
    assert short_names(["Ann", "Bob", "Cy"]) == {"Ann": "A", "Bob": "B", "Cy": "C"}
    assert short_names(["Ann", "Anna"]) == {"Ann": "Ann", "Anna": "Anna"}


@pytest.mark.parametrize("fill, ink", [("#ffffff", palette.INK), ("#000000", palette.PAPER),
                                       ("#f2cf1d", palette.INK), ("#0072b2", palette.PAPER)])
def test_the_letter_contrasts_with_its_colour(fill, ink):
    assert Swatch("x", fill, "X").ink == ink


def _sample_drawing(name="Ann $x$ {b}"):
    with drawing() as canvas:
        y = canvas.title({"campaign": "c", "game_title": "Game", "round": 2, "step": {"label": "now"}},
                         note="placeholder board")
        sw = player_swatches([name, "Bob"])
        canvas.hexagon(60, y + 40, 30, named("pink").fill)
        canvas.token(60, y + 40, 10, sw[name])
        y = canvas.table(20, y + 90, ["Player", "Coins"], [[Chip(sw[name], name), 3], ["Bob", 4]])
        canvas.legend(20, y + 10, [Chip(s, s.name) for s in sw.values()] + [("P2", "pirates")])
    return canvas


def test_the_same_drawing_gives_the_same_bytes():
    a, b = _sample_drawing(), _sample_drawing()
    assert a.png() == b.png() and a.svg() == b.svg()
    assert b"<dc:date>" not in a.svg() and b"Matplotlib v" not in a.svg()
    assert b"Software" not in a.png()


def test_the_users_matplotlib_settings_change_nothing():
    before = _sample_drawing()
    with matplotlib.rc_context({"font.family": "serif", "lines.linewidth": 7, "svg.hashsalt": None,
                                "svg.fonttype": "none", "figure.dpi": 300, "text.hinting": "none"}):
        after = _sample_drawing()
    assert before.png() == after.png() and before.svg() == after.svg()


def test_text_is_never_read_as_markup_and_is_recorded():
    canvas = _sample_drawing("Ann $\\frac{1}{0}$")
    assert "Ann $\\frac{1}{0}$" in canvas.texts       # mathtext would fail to parse this
    assert "placeholder board" in canvas.texts


def test_the_picture_is_cropped_to_what_was_drawn():
    canvas = _sample_drawing()
    image = Image.open(io.BytesIO(canvas.png()))
    assert image.size == (canvas.width, canvas.height)
    assert 400 <= canvas.width <= MAX_WIDTH
    assert hashlib.sha256(canvas.png()).hexdigest()  # a real PNG that PIL reads


def test_a_too_wide_canvas_is_refused():
    from gm_tool.core.kit.picture.canvas import Canvas

    with pytest.raises(ValueError):
        Canvas(MAX_WIDTH + 1)


def test_a_player_letter_is_none_of_the_legends_letters():
    assert short_names(["Bob", "Cy"], taken=["B", "C"]) == {"Bob": "Bo", "Cy": "Cy"}
    assert short_names(["Ann", "Sue"], taken=["S", "M", "C", "A"]) == {"Ann": "An", "Sue": "Su"}
    # a name all of whose prefixes are taken: its seat number tells it apart
    assert short_names(["B", "Bob"], taken=["B"]) == {"B": "B1", "Bob": "Bo"}


def test_a_player_takes_the_colour_given_else_the_palettes():
    swatches = player_swatches(["Lu", "Bob"], {"Lu": named("blue").fill}, taken=["B"])
    assert swatches["Lu"].fill == named("blue").fill and swatches["Lu"].letter == "L"
    assert swatches["Bob"].fill == palette.PLAYER_FILLS[1] and swatches["Bob"].letter == "Bo"


def test_the_places_markers_stand_on():
    from gm_tool.core.kit.picture.geometry import Place

    cell = Place.box("level 1", Box.of(0, 0, 50, 20))
    assert cell.holds(Box.around(10, 10, 8)) and not cell.holds(Box.around(48, 10, 8))
    with drawing() as canvas:
        hexagon = canvas.hexagon(100, 100, 40)
        route = canvas.line([(0, 0), (100, 0)])
    assert hexagon.holds(Box.around(100, 100, 20))
    # a flat-topped hexagon narrows below its middle: a wide row there leaves it
    assert not hexagon.holds(Box(70, 120, 130, 130))
    assert route.is_route and route.holds(Box.around(50, 0, 5)) and not route.holds(Box.around(50, 3, 5))
    assert route.crosses(Box.around(50, 3, 5)) and not route.crosses(Box.around(50, 9, 5))


def test_the_kit_records_markers_labels_and_the_legend():
    with drawing() as canvas:
        cell = canvas.rect(0, 0, 100, 24, name="level 1")
        sw = player_swatches(["Ann", "Gus"], taken=["G"])
        canvas.tokens(Box.of(10, 2, 88, 20), [(s, None) for s in sw.values()], 8, on=cell)
        canvas.token(200, 12, 8, sw["Gus"], "Gu2")
        canvas.label(3, 3, "1", 6.5, va="top")
        canvas.legend(0, 40, [Chip(s, s.name) for s in sw.values()])
    assert [(m.label, m.on) for m in canvas.markers] == [("A", cell), ("Gu", cell), ("Gu2", None)]
    assert all(cell.holds(m.box) for m in canvas.markers[:2])
    # "Gu2" does not fit a round of radius 8: the token is a pill as wide as its label
    assert canvas.markers[2].box.width > 16
    assert [lab.text for lab in canvas.labels] == ["1"]
    assert [e.swatch.letter for e in canvas.legend_entries] == ["A", "Gu"]
