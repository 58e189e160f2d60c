"""The board as data: the placeholder board is complete and consistent with the rules; a board
file a GM fills in is checked as a whole, every problem with its key path."""

from __future__ import annotations

import copy
import tomllib

import pytest

from gm_tool.core.kit.errors import GmError
from gm_tool.games.beta_colony.rules.board import (CELLS, NEIGHBOURS, PLACEHOLDER_BOARD, TRACK_BONUSES,
                                             check_board, next_to_center)


def raw() -> dict:
    with open(PLACEHOLDER_BOARD, "rb") as handle:
        return tomllib.load(handle)


def problems(data: dict) -> str:
    with pytest.raises(GmError) as info:
        check_board(data)
    return info.value.message


def test_the_placeholder_board_is_valid_and_says_it_is_a_placeholder():
    board = check_board(raw())
    assert board["placeholder"] is True
    orbit = board["orbit"]
    assert len(orbit) == 7 and len(set(orbit)) == 7
    # moving 6 clockwise from the left Manufactory lands on Nebra
    assert orbit[(orbit.index("manufactory_left") + 6) % 7] == "nebra"
    assert [c["key"] for c in board["colonies"]] == ["xian", "thebes", "cuzco"]
    assert all(len(c["spaces"]) == 18 for c in board["colonies"])
    assert len(board["pods"]) == 40
    assert {p["colour"] for p in board["pods"]} == {"yellow", "red", "pink", "green", "blue"}
    assert {p["influence"] for p in board["pods"]} == {0, 1, 2, 3}
    assert {p["bonus"] for p in board["pods"]} - {""} == {"cp", "artifact", "fuel", "two_crew",
                                                          "no_crew"}
    used = {b["bonus"] for c in board["colonies"] for b in c["track"].values()}
    assert used == set(TRACK_BONUSES)
    assert any(b["bonus"] == "achievement" for b in board["colonies"][1]["track"].values())
    assert board["cycle_cards"]["c3_discard"]["points"] == 8
    assert len(board["cycle_cards"]) == 9 and len(board["mats"]) == 5


def test_every_unstated_value_is_labelled_placeholder_in_the_file():
    text = PLACEHOLDER_BOARD.read_text(encoding="utf-8")
    for section in ("[orbit]", "[[colony]]"):
        block = text.split(section, 1)[1][:300]
        assert "placeholder = true" in block
    for section in ("colonization pod tiles", "cultural achievements", "nine cycle cards",
                    "five player mats"):
        start = text.index(section)
        assert "PLACEHOLDER" in text[start - 300:start + 400], section


def test_the_colony_geometry_is_two_hex_rings_around_the_center():
    assert len(set(CELLS)) == 18
    # the inner ring (relative 12-17) is next to the center; each outer corner has 3 neighbours,
    # each outer edge space 4, each inner space 5 (plus the center)
    assert [next_to_center(s) for s in range(18)] == [False] * 12 + [True] * 6
    counts = [len(NEIGHBOURS[s]) for s in range(18)]
    assert counts == [3, 4] * 6 + [5] * 6
    for s in range(54):
        for n in NEIGHBOURS[s]:
            assert s in NEIGHBOURS[n] and n // 18 == s // 18


def test_a_board_with_errors_lists_every_one_with_its_key_path():
    data = raw()
    data["colony"][1]["spaces"][4] = "purple"
    data["colony"][0]["track_length"] = 5
    data["pods"] = data["pods"][:39]
    data["pods"][3]["influence"] = 4
    data["orbit"]["clockwise"] = ["nebra", "manufactory_left", "jyo", "gan_de", "ridback",
                                  "azophi_nexus", "manufactory_right"]
    data["orbit"]["clockwise"][0], data["orbit"]["clockwise"][1] = "manufactory_left", "nebra"
    message = problems(data)
    assert "colony[1].spaces[4]: 'purple' is not a space colour" in message
    assert "colony[0].track[2].space: 6 is beyond the track's 5 spaces" in message
    assert "pods: 39 pod tiles; the game has 40" in message
    assert "pods[3].influence: 4 is not 0 to 3" in message
    assert "orbit.clockwise: Nebra must be one step counter-clockwise" in message


@pytest.mark.parametrize("change, expected", [
    (lambda d: d["mats"].pop(), "mats: 4 player mats"),
    (lambda d: d["buildings"][0]["cost"].pop(), "buildings[0].cost: 3 materials"),
    (lambda d: d["cycle_cards"][6].update(points=9), "cycle_cards[6].points: the rules give"),
    (lambda d: d["colony"][1]["track"].pop(4), "the Thebes track has the free cultural achievement"),
    (lambda d: d["statues"][0].update(kind="chain"), "statues: 2 statues of kind 'chain'"),
    (lambda d: d.update(extra=1), "extra: unknown key"),
    (lambda d: d["colony"][2].update(spaces=d["colony"][2]["spaces"][:17]), "colony[2].spaces: 17 spaces"),
    (lambda d: d["mats"][0].update(powers=["jyo_food", "flying"]), "mats[0].powers[1]: 'flying'"),
])
def test_each_kind_of_board_error_is_named(change, expected):
    data = copy.deepcopy(raw())
    change(data)
    assert expected in problems(data)


@pytest.mark.parametrize("change, expected", [
    # a key left out is named as missing (it was "None is not text")
    (lambda d: d["mats"][3].pop("key"), "mats[3].key: missing"),
    (lambda d: d.pop("colony"), "colony: missing"),
    # an entry that is not a table is one problem, not one per key it lacks
    (lambda d: d["pods"].__setitem__(5, "x"), "pods[5]: 'x' is not a table"),
    # a near miss is told the name it misses, an unknown key the known ones
    (lambda d: d["colony"][0]["spaces"].__setitem__(2, "yelow"),
     "colony[0].spaces[2]: 'yelow' is not a space colour (yellow, red, pink, green, blue, orange); "
     "did you mean 'yellow'?"),
    (lambda d: d["board"].update(nmae="x"), "board.nmae: unknown key (known: name, note, placeholder)"),
])
def test_a_board_problem_says_what_to_write(change, expected):
    data = copy.deepcopy(raw())
    change(data)
    message = problems(data)
    assert expected in message
    assert "None is not" not in message and message.count("\n") == 1, message
