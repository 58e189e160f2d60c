"""Every game's board picture from its sample campaign: within forum limits, the same bytes every
time, and pinned by hash so that any change to a picture is deliberate.

A deliberate change: run `python docs/make_pictures.py --check` to see the old and new pictures
and their difference (docs/pictures.md), then update PINNED below with the hashes this test
prints. The PNG is pinned by its pixels (zlib builds may pack the same pixels differently), the
SVG by its bytes."""

from __future__ import annotations

import hashlib
import io

import pytest
from PIL import Image
from shipped_games import shipped_game_names

from gm_tool.core.ops.pictures import MAX_BYTES, pictures
from gm_tool.core.kit.picture.canvas import MAX_WIDTH
from gm_tool.core.ops.picture_view import picture_view, round_view
from gm_tool.core.store.files import CampaignStore

GAMES = shipped_game_names()

#: game -> (sha256 of the PNG's RGBA pixels, sha256 of the SVG): the sample's last step
PINNED = {
    "beta-colony": ("a2e198fb896681a35f824794bfc8c9555de3e48dce2d32a54e3d05b54f38e37c",
                    "9c1dbfac1cf2c032c4b97af7698672c99bd3fffce12256d145674bbd75890c73"),
    "colonies": ("147f13914af0874d88c70cb07746eeddca7ce9359b014cd781a24aeda45098de",
                 "cc29d54df15ef5f5aed8525c2210bb2db06341f9b15d53b4aa160107ed5aae3a"),
    "colonization": ("6386d2ec080f7f40f1be735248a4bef856496e29141fad3ef6df953619991279",
                     "0ca1154a7792077dab458d0ea9aa07d649f3d016149880f90ce150c4aa9757a5"),
    "distant-colony": ("c1e24b22eb37139c1e7f802dde5d10b9c2af65c75d67053ce391ff5c4d7ebe9a",
                       "3c26341f068c822d77623a4b94c11d7ed33be3432aed2576bf65c1f02c663c71"),
}


def pixel_hash(png: bytes) -> str:
    image = Image.open(io.BytesIO(png)).convert("RGBA")
    return hashlib.sha256(f"{image.size}".encode() + image.tobytes()).hexdigest()


def _view(samples, game, after_round=None):
    folder, name = samples[game]
    store = CampaignStore(folder)
    campaign = store.load(name)
    if after_round is None:
        return picture_view(campaign)
    return round_view(store, campaign, after_round)


@pytest.mark.parametrize("game", GAMES)
def test_the_picture_fits_a_forum(samples, game):
    for fmt, pic in pictures(_view(samples, game), ["png", "svg"]).items():
        assert len(pic.data) < MAX_BYTES, fmt
        assert pic.width <= MAX_WIDTH
    png = pictures(_view(samples, game), ["png"])["png"]
    image = Image.open(io.BytesIO(png.data))
    assert image.size == (png.width, png.height) and image.width <= 1600


@pytest.mark.parametrize("game", GAMES)
def test_the_same_state_gives_the_same_bytes(samples, game):
    first = pictures(_view(samples, game), ["png", "svg"])
    again = pictures(_view(samples, game), ["png", "svg"])
    assert first["png"].data == again["png"].data
    assert first["svg"].data == again["svg"].data


@pytest.mark.parametrize("game", GAMES)
def test_the_picture_is_pinned(samples, game):
    drawn = pictures(_view(samples, game), ["png", "svg"])
    got = (pixel_hash(drawn["png"].data), hashlib.sha256(drawn["svg"].data).hexdigest())
    assert PINNED.get(game) == got, (
        f"{game}'s picture changed: if that is deliberate, review it (python docs/make_pictures.py "
        f"--check) and pin {game!r}: {got!r}")


@pytest.mark.parametrize("game", GAMES)
def test_a_past_round_is_drawn_from_its_record(samples, game):
    view = _view(samples, game, after_round=1)
    # the state after record entry 1; the title names that record's time in the game's words
    assert view["past"] and view["after"].split(" ")[0] in ("Round", "Turn", "Setup")
    now = _view(samples, game)
    assert view["state"] != now["state"]
    assert pictures(view, ["png"])["png"].data != pictures(now, ["png"])["png"].data


@pytest.mark.parametrize("game", GAMES)
def test_the_picture_names_the_campaign_round_and_players(samples, game):
    view = _view(samples, game)
    texts = " ".join(pictures(view, ["png"])["png"].texts)
    assert view["campaign"] in texts and view["game_title"] in texts
    assert f" {view['round']}" in texts
    assert "Legend" in texts
    for player in view["players"]:
        assert player in texts
    if (view["state"].get("board") or {}).get("placeholder"):
        assert "placeholder board" in texts
