"""The Colonization post grammar: forms players write, round trips, typos, chatter, and no input
ever raising."""

from __future__ import annotations

import pytest
from hypothesis import given, settings as hsettings, strategies as st

from gm_tool.core.kit.rng import RecordedRng
from gm_tool.games.colonization.actions import (CoinWarp, Colonize, Destroy, Draw, Pass, Restore,
                                                RollMove, to_text)
from gm_tool.games.colonization.posts.checking import check_post
from gm_tool.games.colonization.posts import parse_post
from gm_tool.games.colonization.rules.board import new_game
from gm_tool.games.colonization.settings import ColonizationSettings
from gm_tool.games.colonization.state import ColState, Colony, Planet

SETTINGS = ColonizationSettings()


def board() -> ColState:
    state = new_game(["Ann", "Bob", "Cat"], SETTINGS, RecordedRng("p", "q"))
    suns = state.system("Suns")
    suns.planets = [Planet("2-Suns"), Planet("3-Suns", Colony("Ann", "2")), Planet("4-Suns")]
    suns.placed = ["2-Suns", "3-Suns", "4-Suns"]
    moons = state.system("Moons")
    moons.planets = [Planet("3-Moons"), Planet("5-Moons")]
    moons.placed = ["3-Moons", "5-Moons"]
    state.hidden_planet_order = [p for p in state.hidden_planet_order
                                 if p not in ("2-Suns", "3-Suns", "4-Suns", "3-Moons", "5-Moons")]
    state.seats["Ann"].ship = "3-Suns"
    return state


@pytest.mark.parametrize("text,action", [
    ("draw", Draw()),
    ("Draw a planet", Draw()),
    ("I'll draw and place a planet.", Draw()),
    ("DRAW", Draw()),
    ("colonize with 3 and 2, mark with ace", Colonize(None, ("3", "2"), "ace")),
    ("colonise 4 of Moons using my 5, colony coin 2", Colonize("4-Moons", ("5",), "2")),
    ("Colonize 3-Moons with no coins, colony coin four", Colonize("3-Moons", (), "4")),
    ("mark it with the ace: colonize using 3", Colonize(None, ("3",), "ace")),  # mark + colonize
    ("colonize, mark with ace and use the 3", Colonize(None, ("3",), "ace")),
    ("Colonization of Moons 3 using two and three; marker null", Colonize("3-Moons", ("2", "3"), "null")),
    ("attack the colony on 3 of Moons", Destroy("3-Moons")),
    ("destroy Bob's colony", Destroy(None)),
    ("roll and move to 3 of Crowns", RollMove(("3-Crowns",))),
    ("roll and move to the sun of Arms or 3-Moons", RollMove(("sun-Arms", "3-Moons"))),
    ("Roll; if null warp to Arms sun, else go to 4 of suns", RollMove(("sun-Arms", "4-Suns"))),
    ("roll and move to null of Crowns", RollMove(("sun-Crowns",))),
    ("discard null, warp to sun of Arms", CoinWarp("null", "sun-Arms")),
    ("play my 4 coin, warp to 4 of Suns", CoinWarp("4", "4-Suns")),
    ("Use my null coin and jump to the Moons sun", CoinWarp("null", "sun-Moons")),
    ("restore 3", Restore(("3",))),
    ("restore 2 and 5", Restore(("2", "5"))),
    ("Recover the ace", Restore(("ace",))),
    ("restore", Restore(())),
    ("Action: restore null", Restore(("null",))),
    ("pass", Pass()),
])
def test_forms(text, action):
    assert parse_post(text).action == action


@pytest.mark.parametrize("text,target", [
    ("roll, move 2 planets toward the sun", "sun-Suns"),
    ("roll and move 1 toward the sun", "2-Suns"),
    ("roll and move 1 away from the sun", "4-Suns"),
    ("roll and move away from the sun", "4-Suns"),
    ("roll and move to the sun", "sun-Suns"),
    ("roll and move toward the sun", "sun-Suns"),
])
def test_paths_relative_to_the_ship(text, target):
    assert parse_post(text, board(), "Ann").action == RollMove((target,))


@pytest.mark.parametrize("text,targets", [
    ("roll and move 1 away from the sun (onto 4 of Suns)", ("4-Suns",)),
    ("Roll, move toward the sun to 2 of Suns", ("2-Suns",)),
    ("roll and move back to the sun or 2 of Suns", ("sun-Suns", "2-Suns")),
])
def test_a_direction_beside_a_named_place_does_not_make_the_sun_a_destination(text, targets):
    assert parse_post(text, board(), "Ann").action == RollMove(targets)


def test_every_action_kind_round_trips_through_its_post_text():
    state = board()
    actions = [Draw(), Colonize("4-Suns", ("ace", "5"), "null"), Colonize(None, (), "3"),
               Destroy("3-Moons"), Destroy(None), RollMove(("2-Suns", "sun-Arms")),
               RollMove(("3-Moons",)), CoinWarp("null", "sun-Crowns"), CoinWarp("3", "3-Moons"),
               Restore(("2", "4")), Restore(()), Restore(("null",)), Pass()]
    for action in actions:
        assert parse_post(to_text(action), state, "Ann").action == action, to_text(action)


@pytest.mark.parametrize("text,code", [
    ("Colonzie with 2, mark ace", "col.post.did_you_mean"),
    ("roll and move to 5 of Mons", "col.post.did_you_mean"),
    ("I rolled a 4, move to 4 of Suns", "col.roll.ignored"),
    ("Rolled 5. Roll and move to 4 of Suns", "col.roll.ignored"),
    ("die: 3 - roll and move to 4 of suns", "col.roll.ignored"),
])
def test_typos_and_stated_rolls_are_warnings(text, code):
    parsed = parse_post(text, board(), "Ann")
    assert parsed.action is not None
    found = [d for d in parsed.diagnostics if d.code == code]
    assert found and found[0].severity.value == "warning" and found[0].line == 1


@pytest.mark.parametrize("text,action", [
    ("I'm keeping mine. Colonize 3-Moons with no coins, colony coin four",
     Colonize("3-Moons", (), "4")),
    ("Tough luck, Bob! Roll and move to 3 of Crowns", RollMove(("3-Crowns",))),
    ("Hmm, what to do? I'll restore 2 and 5", Restore(("2", "5"))),
    ("Great game so far. Action: draw", Draw()),
    ("Good luck all. I think that's it from me", None),  # no sentence starts with a verb
    ("Great game. Drwa a planet", None),  # a typo after a remark is chatter, not a guess
])
def test_the_action_may_follow_a_remark_on_its_line(text, action):
    assert parse_post(text).action == action


def test_chatter_quotes_and_strike_through():
    text = ("[quote=Bob]roll and move to 2 of Suns[/quote]\n"
            "Nice move Bob! Let me think.\n"
            "[s]draw[/s]\n"
            "> restore 2\n"
            "**Roll and move to 4 of Suns**\n"
            "cheers")
    parsed = parse_post(text, board(), "Ann")
    assert parsed.action == RollMove(("4-Suns",)) and parsed.line == 5
    assert not [d for d in parsed.diagnostics if d.severity.value == "error"]


def test_rules_messages_are_placed_on_the_action_line_and_say_why():
    state = board()
    state.seats["Bob"].ship = "4-Suns"
    checked = check_post(state, "Ann", "Hello\nroll and move to 4 of Suns", SETTINGS)
    (error,) = [d for d in checked.diagnostics if d.severity.value == "error"]
    assert error.code == "col.move.occupied" and error.line == 2
    assert error.message == "you cannot stop on 4 of Suns: Bob's ship is there"


def test_unclear_coins_and_two_markers_are_errors():
    assert [d.code for d in parse_post("colonize 3 2, mark ace").diagnostics] == ["col.colonize.unclear_coin"]
    assert [d.code for d in parse_post("colonize, mark with 2 and 3").diagnostics] == ["col.colonize.two_markers"]
    assert [d.code for d in parse_post("warp to 4 of Suns using 4 and 2").diagnostics] == ["col.warp.two_coins"]


def test_empty_and_unknown_posts():
    for text in ("", "   ", "thanks for the game!", None, b"\xff\xfe"):
        parsed = parse_post(text)
        assert parsed.action is None
        assert [d.code for d in parsed.diagnostics] == ["col.post.no_action"]


@hsettings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_no_input_ever_raises(text):
    state = board()
    parse_post(text, state, "Ann")
    check_post(state, "Ann", text, SETTINGS)


WORDS = ["draw", "colonize", "roll", "move", "warp", "restore", "destroy", "to", "the", "sun", "of",
         "Suns", "Moons", "Arms", "Crowns", "null", "ace", "2", "3", "4", "5", "with", "mark",
         "using", "and", "or", ",", "toward", "away", "play", "discard", "coin", "planets", "no"]


@hsettings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=12))
def test_no_word_salad_ever_raises(words):
    state = board()
    check_post(state, "Ann", " ".join(words), SETTINGS)
