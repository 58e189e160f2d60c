"""Board pictures in the conformance suite: every registered game (Sealed Bids too) played to
its end through the real commands, its board drawn as PNG and SVG at the first step of each
kind, every few steps and at the end — within what forums take, and holding no secret.

The drawer receives only the public view (`core.picture.view.picture_view`: the game's public
`view`), which is checked here too. The SVG holds glyph outlines, not text, so the
strings handed to the canvas (`Canvas.texts`) are searched, with the SVG itself, for every
secret the suite knows at that moment (the seed and its salt, the unrevealed choices' salts, and
every value the game's public copy hides)."""

from __future__ import annotations

import re

import pytest
from conformance_lib import (
    NAME,
    Findings,
    Gm,
    Play,
    cached_environments,
    games_under_test,
    leaks,
    profile_of,
)

from gm_tool.core.ops.pictures import MAX_BYTES, pictures
from gm_tool.core.kit.picture.canvas import MAX_WIDTH
from gm_tool.core.ops.picture_view import picture_view

GAMES = [g.name for g in games_under_test()]
#: at most this many pictures per game (a drawing costs a few tenths of a second)
MOST = 10
#: the keys a picture view has: the campaign's name, game, players, round and step, the
#: settings, and the game's public state — nothing else of the campaign
VIEW_KEYS = {"campaign", "game", "game_title", "players", "round", "clock", "past", "after",
             "step", "ended", "settings", "state"}


def svg_words(svg: bytes) -> str:
    """What an SVG says besides its shapes: element names, metadata, any text content (the
    attribute values are coordinates and path data, where any number can turn up)."""
    return re.sub(r'="[^"]*"', '=""', svg.decode("utf-8"))


def _check(play: Play, where: str, problems: list[str]) -> None:
    campaign = play.campaign()
    game = play.game
    view = picture_view(campaign)
    if set(view) != VIEW_KEYS:
        problems.append(f"{where}: the picture view has keys {sorted(set(view) ^ VIEW_KEYS)}")
    settings = game.load_settings(campaign.settings)
    if view["state"] != game.view(campaign.state, None, settings):
        problems.append(f"{where}: the picture view's state is not the game's public state")
    drawn = pictures(view, ["png", "svg"])
    for fmt, pic in drawn.items():
        if len(pic.data) >= MAX_BYTES or pic.width > MAX_WIDTH:
            problems.append(f"{where}: {fmt} is {len(pic.data)} bytes, {pic.width} px wide")
    secrets = play.secrets.now(campaign)
    text = "\n".join(drawn["png"].texts) + "\n" + svg_words(drawn["svg"].data)
    found = leaks(text, secrets)
    if found:
        problems.append(f"{where}: the picture shows {', '.join(found)}")


@pytest.fixture(scope="module", params=GAMES)
def drawn(request, tmp_path_factory) -> tuple[str, list[str], int]:
    from gm_tool.core.game.interface import find_game

    game = find_game(request.param)
    tmp = tmp_path_factory.mktemp(f"pictures-{game.name}")
    gm = Gm(tmp / "campaigns")
    profile = profile_of(game)
    play = Play(gm, game, profile, Findings(game.name), tmp, f"pictures-{game.name}-seed")
    args = ["new", NAME, "--game", game.name, "--seed", play.seed, "--seed-salt", "0ab" * 10 + "cd"]
    for player in profile.players:
        args += ["-p", player]
    for setting in profile.settings:
        args += ["--set", setting]
    problems: list[str] = []
    with cached_environments():
        assert gm(*args).exit_code == 0
        kinds: set[str] = set()
        count = number = 0
        while number < profile.max_steps:
            step = play.step()
            number += 1
            first = step.kind not in kinds
            kinds.add(step.kind)
            if step.kind == "end" or (count < MOST - 1 and (first or number % (profile.every * 3) == 0)):
                _check(play, step.label, problems)
                count += 1
            if step.kind == "end":
                break
            play.act(step, sampled=False)
        result = gm("board", "draw", NAME, "--png", tmp / "end.png", "--svg", tmp / "end.svg",
                    "--dir", gm.root)
        if result.exit_code != 0:
            problems.append(f"gm board: exit {result.exit_code}: {result.output[-800:]}")
    return game.name, problems, count


def test_every_game_draws_its_board_without_a_secret(drawn):
    game, problems, count = drawn
    assert count >= 2, f"{game}: only {count} pictures drawn"
    assert not problems, f"{game}:\n  " + "\n  ".join(problems[:10])


def test_the_secret_check_finds_a_secret_in_a_picture(tmp_path, monkeypatch):
    """The check is real: a Sealed Bids picture that writes the hidden stocks is caught."""
    from gm_tool.core.game.interface import find_game

    game = find_game("sealed-bids")
    gm = Gm(tmp_path / "campaigns")
    play = Play(gm, game, profile_of(game), Findings(game.name), tmp_path, "leaky-picture-seed")
    assert gm("new", NAME, "--game", game.name, "--seed", play.seed, "-p", "Ann", "-p", "Bob").exit_code == 0
    stock = play.campaign().state["stock"]

    def leaky(view, canvas):
        canvas.text(10, 10, f"stocks {stock}")

    from gm_tool.core.ops import pictures as pictures_module

    monkeypatch.setattr(pictures_module, "draw_picture", lambda g, view, canvas: leaky(view, canvas))
    problems: list[str] = []
    _check(play, "start", problems)
    assert problems and "shows" in problems[0]
