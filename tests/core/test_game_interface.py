"""The Game interface stays small (issue 23, item 1): self-play is an object the game returns,
hidden information goes through one observer, and no game's class forwards self-play again."""

from __future__ import annotations

import inspect

import pytest

from gm_tool.core.game.interface import Game
from gm_tool.core.game.selfplay_api import SelfPlay
from shipped_games import shipped_game_names, shipped_games

#: what a SelfPlay answers: a Game (or a game's class) that defines one of these forwards again
SELF_PLAY_NAMES = {name for name, _ in inspect.getmembers(SelfPlay, inspect.isfunction)
                   if not name.startswith("_")} - {"setup", "step"}
#: the three hooks the observer `view` replaced
OLD_OBSERVERS = {"public_state", "private_view", "redact_for_public"}


def test_the_interface_is_fifteen_methods_with_the_housekeeping_and_board_file_declared_apart():
    """The rules (settings, setup, step, clock, reading and applying inputs, summaries), one
    observer and self-play: the GM's housekeeping and a board file are declared objects."""
    from gm_tool.core.game.housekeeping import Housekeeping

    methods = {name for name, _ in inspect.getmembers(Game, inspect.isfunction)
               if not name.startswith("_")}
    assert len(methods) <= 15, sorted(methods)
    assert not methods & {"apply_adjustment", "rename_player", "drop_player", "default_board",
                          "check_board", "first_player", "missed_turn_policy",
                          "describe_choice", "default_settings"}
    assert isinstance(Game.housekeeping, Housekeeping) and Game.board_file is None


@pytest.mark.parametrize("game", shipped_games(), ids=shipped_game_names())
def test_every_game_declares_housekeeping_that_is_a_housekeeping(game):
    from gm_tool.core.game.housekeeping import Housekeeping

    assert isinstance(game.housekeeping, Housekeeping)
    assert game.missed_turn in (None, "hold", "auto")


def test_a_wrongly_declared_housekeeping_or_board_file_is_refused_at_registration():
    from gm_tool.core.game.interface import register
    from gm_tool.core.kit.errors import GmError

    for attribute, value, says in (("housekeeping", object(), "housekeeping"),
                                   ("board_file", "board.toml", "board_file")):
        game = shipped_games()[0]
        broken = type("Broken", (type(game),), {attribute: value, "name": "broken-test"})()
        with pytest.raises(GmError, match=says):
            register(broken)


def test_the_interface_has_no_self_play_method_and_one_observer():
    methods = {name for name, _ in inspect.getmembers(Game, inspect.isfunction)}
    assert not methods & (SELF_PLAY_NAMES | OLD_OBSERVERS)
    assert Game.__abstractmethods__ == {"setup", "check_state", "step", "view"}


@pytest.mark.parametrize("game", shipped_games(), ids=shipped_game_names())
def test_every_game_returns_its_self_play_and_forwards_none(game):
    play = game.selfplay()
    assert isinstance(play, SelfPlay) and play.game is game
    assert play.bots(), f"{game.title}'s self-play has no players"
    defined = {name for klass in type(game).__mro__ if klass is not Game and klass is not object
               for name in vars(klass)}
    assert not defined & (SELF_PLAY_NAMES | OLD_OBSERVERS), defined & SELF_PLAY_NAMES
