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
